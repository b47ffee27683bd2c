"""The bots with expansions III (the smuggler) and IV (the festival).

Whole games at every player count with both and with all four expansions; the
no-peeking rule with both in the game; the Normal rules' smuggler choices, placements
and festival terms on hand-built positions; the search branches on the smuggler's
options and answers placements by rule; the command line plays both.
"""

from __future__ import annotations

import json
import random
from functools import partial

import pytest

from puertorico_qt import cli, engine
from puertorico_qt.ai import festival_values as F
from puertorico_qt.ai import heuristics as H
from puertorico_qt.ai import make_bot
from puertorico_qt.ai import smuggler_policy as S
from puertorico_qt.ai.ismcts import AUTO_PHASES, HardBot, SearchConfig, search
from puertorico_qt.ai.normal import NormalPolicy
from puertorico_qt.ai.role_gains import role_gains
from puertorico_qt.engine import Phase, observe
from puertorico_qt.engine import actions as A
from puertorico_qt.engine.data import BUILDING_INDEX, Good, Role

from . import games
from .games import advance, play
from .test_expansions import choose_role, give_building, give_plantation

III_IV = frozenset({"smuggler", "festival"})
ALL = frozenset({"buildings", "nobles", "smuggler", "festival"})
SMALL = SearchConfig(default_iterations=12)
small_bot = partial(games.small_bot, search=SMALL, expert_iterations=6)


def config(players: int, expansions: frozenset[str] = III_IV, **kw) -> engine.GameConfig:
    market = "random" if "buildings" in expansions else "base"
    return engine.GameConfig(players=players, expansions=expansions, market=market, **kw)


def normal_choice(s: engine.GameState, seed: int = 0) -> str:
    return s.format_action(NormalPolicy(0.0, random.Random(seed)).act(s))


def fill_house(s: engine.GameState, goods: list[int]) -> None:
    for g in goods:
        s.goods_supply[g] -= 1
        s.house.append(g)
    s._legal = None


def load_ship(s: engine.GameState, capacity: int, good: int, barrels: int) -> None:
    ship = s.ship_cap.index(capacity)
    s.goods_supply[good] -= barrels
    s.ship_good[ship] = good
    s.ship_load[ship] = barrels
    s._legal = None


def smuggler_turn(s: engine.GameState) -> int:
    """The current player takes the smuggler; his seat."""
    seat = s.current
    choose_role(s, Role.SMUGGLER)
    assert s.phase == Phase.SMUGGLER and s.current == seat
    return seat


def first_goal(s: engine.GameState, goal: int, seat: int) -> None:
    """Mark a festival goal as met by ``seat`` (as if earlier in the game)."""
    s.festival_by[goal] = seat
    s._legal = None


# --------------------------------------------------------------------------- whole games


@pytest.mark.parametrize("expansions", [III_IV, ALL], ids=["iii_iv", "all"])
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_rule_based_bots_finish_games(players: int, expansions: frozenset[str]) -> None:
    names = ["normal", "beginner", "random", "normal", "beginner"][:players]
    state = engine.new_game(config(players, expansions), seed=players)
    play(state, [make_bot(name, seed=i) for i, name in enumerate(names)])
    assert state.is_terminal()


@pytest.mark.timeout(600)
@pytest.mark.parametrize(
    "players, expansions, names",
    [
        (3, III_IV, ["hard", "normal", "expert"]),
        # four expansions at once: the slow run (the default run stays under two minutes)
        pytest.param(4, ALL, ["expert", "hard", "beginner", "normal"], marks=pytest.mark.slow),
        pytest.param(2, ALL, ["hard", "expert"], marks=pytest.mark.slow),
        pytest.param(
            5, III_IV, ["normal", "hard", "random", "expert", "beginner"], marks=pytest.mark.slow
        ),
    ],
)
def test_search_bots_finish_games(
    players: int, expansions: frozenset[str], names: list[str]
) -> None:
    state = engine.new_game(config(players, expansions), seed=10 + players)
    play(state, [small_bot(name, seed=i) for i, name in enumerate(names)])
    assert state.is_terminal()


def test_normal_uses_the_smuggler_and_meets_festival_goals() -> None:
    """Over a few games of four Normal players the smuggler is chosen and more than one
    of its actions used, and every goal is met by someone."""
    options: set[str] = set()
    met = [0, 0, 0]
    policy = NormalPolicy(0.0, random.Random(0))
    for seed in range(4):
        s = engine.new_game(config(4, ALL), seed=seed)
        while not s.is_terminal():
            a = policy.act(s)
            if s.phase == Phase.SMUGGLER:
                v = A.decode(a)
                assert isinstance(v, A.Smuggle)
                options.add(v.option)
            s.apply(a)
        for goal, by in enumerate(s.festival_by):
            met[goal] += by >= 0
    assert len(options) >= 2
    assert all(met)


# --------------------------------------------------------------------------- no peeking


def _position(phase: Phase) -> engine.GameState:
    state = advance(engine.new_game(config(3, hidden_vp=True), seed=21), 50)
    policy = NormalPolicy(0.0, random.Random(0))
    if phase == Phase.SMUGGLER:
        while state.phase != Phase.ROLE or not any(
            k == Role.SMUGGLER and t < 0
            for k, t in zip(state.role_cards, state.role_taken, strict=True)
        ):
            state.apply(policy.act(state))
        if state.wanted == state.current:
            state.apply(policy.act(state))
            while state.phase != Phase.ROLE:
                state.apply(policy.act(state))
        choose_role(state, Role.SMUGGLER)
        return state
    while state.phase != phase or len(state.legal_actions()) < 2:
        state.apply(policy.act(state))
    return state


@pytest.mark.parametrize("name", ["beginner", "normal", "hard", "expert"])
@pytest.mark.parametrize("phase", [Phase.ROLE, Phase.SMUGGLER])
def test_no_peeking(name: str, phase: Phase) -> None:
    state = _position(phase)
    assert state.phase == phase
    seat = state.current_player
    twin = games.hidden_twin(state, seat)
    assert twin.pile != state.pile
    assert observe(twin, seat) == observe(state, seat)
    first = small_bot(name, seed=5).choose_in(state)
    second = small_bot(name, seed=5).choose_in(twin)
    assert first == second


def test_the_expansions_fields_are_public() -> None:
    """What the smuggler and the festival show is in every seat's observation."""
    state = _position(Phase.SMUGGLER)
    for seat in range(state.n):
        public = observe(state, seat).public
        assert public.festival == state.festival
        assert public.festival_by == state.festival_by
        assert (public.wanted, public.captured) == (state.wanted, state.captured)


# --------------------------------------------------------------------------- the smuggler


def test_plunder_when_the_trading_house_is_full() -> None:
    s = engine.new_game(config(4), seed=1)
    fill_house(s, [Good.CORN, Good.INDIGO, Good.SUGAR, Good.TOBACCO])
    load_ship(s, 5, Good.CORN, 1)
    assert normal_choice(s) == "role smuggler"  # four VP: the best role by far
    policy = NormalPolicy(0.0, random.Random(0))
    actions, scores = policy.quick_role_scores(s)
    best = actions[scores.index(max(scores))]
    assert s.role_cards[A.card_of(best)] == Role.SMUGGLER
    seat = smuggler_turn(s)
    assert normal_choice(s) == "smuggle plunder"
    s.apply(s.parse_action("smuggle plunder"))
    assert s.players[seat].vp == 4 and s.plunder_vp[seat] == 4


def test_raid_a_ship_of_dear_barrels() -> None:
    s = engine.new_game(config(4), seed=2)
    fill_house(s, [Good.CORN])
    load_ship(s, 5, Good.CORN, 2)
    load_ship(s, 7, Good.COFFEE, 4)
    seat = smuggler_turn(s)
    assert normal_choice(s) == "smuggle raid 7"
    s.apply(s.parse_action("smuggle raid 7"))
    assert s.players[seat].goods[Good.COFFEE] == 3


def test_swap_takes_the_card_with_the_doubloons() -> None:
    """Nothing to plunder, raid or poach: the card with three doubloons is swapped."""
    s = engine.new_game(config(4), seed=3)
    card = s.role_cards.index(Role.PROSPECTOR)
    s.role_coins[card] = 3
    seat = smuggler_turn(s)
    assert normal_choice(s) == "smuggle swap prospector"
    before = s.players[seat].doubloons
    s.apply(s.parse_action("smuggle swap prospector"))
    assert s.players[seat].doubloons == before + 3 and s.captured == card


def test_a_swap_pays_three_doubloons_when_another_player_takes_it() -> None:
    s = engine.new_game(config(4), seed=3)
    seat = s.current
    ctx = H.GameContext(s)
    later = S.take_chance(s, seat, s.pick + 1)
    assert 0.0 < later <= S.SWAP_TAKE
    # The last pick of the round: nobody else can take it, the role is mine.
    s.pick = s.picks_per_round - 1
    assert S.take_chance(s, seat, s.pick + 1) == 0.0
    card = s.role_cards.index(Role.CRAFTSMAN)
    assert S.swap_later(s, seat, card, ctx) == pytest.approx(
        S.SWAP_OWN * S.role_edge(s, Role.CRAFTSMAN, seat, ctx)
    )


def test_poached_workers_go_to_the_best_circles() -> None:
    """Three workers poached: the coffee plantation and the coffee roaster (a production
    chain) and the indigo plantation; all three placed, none passed."""
    s = engine.new_game(config(3), seed=4)
    seat = s.current
    give_building(s, seat, "coffee_roaster", 0)
    give_plantation(s, seat, Good.COFFEE, manned=False)
    s.colonist_ship += 3
    s.colonist_supply -= 3
    smuggler_turn(s)
    actions, scores = NormalPolicy(0.0, random.Random(0)).scores(s)
    assert scores[actions.index(A.POACH)] > 1.0  # a production chain staffed at once
    s.apply(A.POACH)
    assert s.phase == Phase.PLACE_WORKERS and s.place_left == 3
    placed = []
    while s.phase == Phase.PLACE_WORKERS:
        placed.append(normal_choice(s))
        s.apply(s.parse_action(placed[-1]))
    p = s.players[seat]
    assert len(placed) == 3 and "pass" not in placed
    assert p.plant_occ[Good.COFFEE] == 1 and p.bocc[BUILDING_INDEX["coffee_roaster"]] == 1
    assert p.plant_occ[Good.INDIGO] == 1  # the third on the island's other plantation


def test_placements_are_rules_in_the_search_and_the_smuggler_is_searched() -> None:
    assert Phase.PLACE_WORKERS in AUTO_PHASES and Phase.SMUGGLER not in AUTO_PHASES
    s = engine.new_game(config(4), seed=2)
    fill_house(s, [Good.CORN, Good.INDIGO])
    load_ship(s, 7, Good.COFFEE, 4)
    smuggler_turn(s)
    result = search(observe(s, s.current), None, seed=1, config=SearchConfig(60))
    assert result.searched and len([a for a, n in result.visits.items() if n]) >= 2
    # Placements: the rules' answer, without a search.
    s2 = engine.new_game(config(3), seed=4)
    s2.colonist_ship += 3
    s2.colonist_supply -= 3
    smuggler_turn(s2)
    s2.apply(A.POACH)
    assert s2.phase == Phase.PLACE_WORKERS
    bot = HardBot(1, SMALL)
    action = bot.choose(observe(s2, s2.current))
    assert bot.last is not None and not bot.last.searched
    assert action == NormalPolicy(0.0, random.Random(0)).act(s2)


def test_the_wanted_poster_and_a_pending_swap_in_the_role_look_ahead() -> None:
    s = engine.new_game(config(4), seed=5)
    seat = s.current
    sim = s.clone()
    choose_role(sim, Role.SMUGGLER)
    sim.apply(A.SWAP + sim.role_cards.index(Role.CRAFTSMAN))
    ctx = H.GameContext(sim)
    extra = S.role_extra(s, sim, seat, Role.SMUGGLER)
    assert extra == pytest.approx(
        -S.wanted_cost(ctx) + S.swap_later(sim, seat, sim.captured, ctx, first=sim.pick)
    )
    assert S.role_extra(s, sim, seat, Role.SETTLER) == 0.0


def test_the_role_formula_knows_the_smuggler() -> None:
    """The smuggler's gain is the chooser's alone; a full house makes it about 4 VP."""
    s = engine.new_game(config(4), seed=6)
    seat = s.current
    ctx = H.GameContext(s)
    gains = role_gains(s, Role.SMUGGLER, seat, ctx)
    assert all(g == 0.0 for i, g in enumerate(gains) if i != seat)
    fill_house(s, [Good.CORN, Good.INDIGO, Good.SUGAR, Good.COFFEE])
    ctx = H.GameContext(s)
    assert role_gains(s, Role.SMUGGLER, seat, ctx)[seat] == pytest.approx(
        4.0 - S.wanted_cost(ctx), abs=0.5
    )


# --------------------------------------------------------------------------- the festival


def test_a_third_plantation_of_the_goals_kind_is_worth_its_workers() -> None:
    s = engine.new_game(config(4), seed=7)
    seat = s.current
    kind = s.festival[0]
    p = s.players[seat]
    while p.plant[kind] < 2:
        give_plantation(s, seat, kind)
    open_gain = H.tile_gain(p, kind, False, H.GameContext(s))
    first_goal(s, 0, (seat + 1) % s.n)
    closed_gain = H.tile_gain(p, kind, False, H.GameContext(s))
    f = F.FestivalInfo(s)
    assert open_gain - closed_gain > 1.0
    assert open_gain - closed_gain < F.REWARD_VP * 2
    assert f.plant_open is False


def test_the_festival_building_counts_its_three_vp_while_open() -> None:
    s = engine.new_game(config(4), seed=8)
    seat = s.current
    b = s.festival[4]
    p = s.players[seat]
    ctx = H.GameContext(s)
    gain = H.building_gain(p, b, 5, ctx)
    first_goal(s, 2, (seat + 1) % s.n)
    assert gain - H.building_gain(p, b, 5, H.GameContext(s)) == pytest.approx(3.0)


def test_producing_the_goal_goods_is_worth_the_doubloons() -> None:
    """A player whose staffed production covers the goods goal: the evaluation counts
    most of the three doubloons, and the Craftsman's formula pays them to him."""
    s = engine.new_game(config(4), seed=9)
    seat = s.current
    need = F.FestivalInfo(s).need
    p = s.players[seat]
    for g in range(5):
        while p.plant[g] < need[g]:
            give_plantation(s, seat, g)
        if g and need[g]:
            name = ("", "indigo_plant", "sugar_mill", "tobacco_storage", "coffee_roaster")[g]
            if p.bocc[BUILDING_INDEX[name]] < 0:
                give_building(s, seat, name, workers=0)
            p.bocc[BUILDING_INDEX[name]] = max(p.bocc[BUILDING_INDEX[name]], need[g])
            s.colonist_supply -= need[g]
        p.plant_occ[g] = max(p.plant_occ[g], need[g])
    s._legal = None
    ctx = H.GameContext(s)
    assert F.covers(F.production(p), need)
    with_goal = H.value_of(p, ctx)
    gains = role_gains(s, Role.CRAFTSMAN, seat, ctx)
    first_goal(s, 1, (seat + 1) % s.n)
    ctx2 = H.GameContext(s)
    assert with_goal - H.value_of(p, ctx2) > 0.5 * F.REWARD_DOUBLOONS * ctx.money
    assert gains[seat] - role_gains(s, Role.CRAFTSMAN, seat, ctx2)[seat] == pytest.approx(
        F.REWARD_DOUBLOONS * ctx.money
    )


@pytest.mark.parametrize("seed", range(4))
def test_tile_gains_match_the_evaluation_with_the_festival(seed: int) -> None:
    state = advance(engine.new_game(config(4), seed=seed), 30 + 20 * seed)
    if state.is_terminal():
        return
    ctx = H.GameContext(state)
    for p in state.players:
        base = H.value_of(p, ctx)
        for tile in range(6):
            q = p.clone()
            q.plant[tile] += 1
            f = ctx.festival
            if f is not None and f.plant_open and tile == f.kind and q.plant[tile] >= 3:
                continue  # the goal met: its workers are counted as placed
            assert H.tile_gain(p, tile, False, ctx) == pytest.approx(
                H.value_of(q, ctx) - base, abs=0.3
            )


def test_smuggler_and_festival_money_is_the_base_games() -> None:
    """Without the new buildings money keeps the base game's worth."""
    base = H.GameContext(engine.new_game(engine.GameConfig(players=4), seed=1))
    iii_iv = H.GameContext(engine.new_game(config(4), seed=1))
    assert iii_iv.money == pytest.approx(base.money)
    assert iii_iv.festival is not None and base.festival is None


# --------------------------------------------------------------------------- command line


def test_selfplay_plays_the_smuggler_and_the_festival(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["selfplay", "--expansions", "smuggler,festival", "--bot", "normal", "--games", "2"]
    code = cli.main([*argv, "--json"])
    assert code == 0
    data = json.loads(capsys.readouterr().out)
    assert data["expansions"] == ["festival", "smuggler"] and data["errors"] == []


def test_tournament_plays_all_four_expansions(capsys: pytest.CaptureFixture[str]) -> None:
    code = cli.main(
        [
            "tournament",
            "--players",
            "4",
            "--expansions",
            "buildings,nobles,smuggler,festival",
            "--bots",
            "hard:6,normal,normal,normal",
            "--games",
            "1",
            "--json",
        ]
    )
    assert code == 0
    data = json.loads(capsys.readouterr().out)
    assert data["games"] == 1 and data["bots"][0] == "hard:6"
    # what each entry did with the smuggler and the festival (``ai.usage``)
    assert len(data["smuggler_actions"]) == 4 and len(data["festival_goals"]) == 4
    assert sum(data["festival_goals_met"]) == sum(map(sum, data["festival_goals"]))
    code = cli.main(
        ["tournament", "--players", "2", "--bots", "normal,random", "--games", "1", "--json"]
    )
    assert code == 0 and "smuggler_actions" not in json.loads(capsys.readouterr().out)


def test_the_usage_bench_counts_smuggler_actions_and_goals() -> None:
    import importlib.util
    from pathlib import Path

    path = Path(__file__).resolve().parents[2] / "bench" / "expansion_usage.py"
    spec = importlib.util.spec_from_file_location("expansion_usage", path)
    assert spec is not None and spec.loader is not None
    bench = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bench)
    results = [bench.play((["normal", "normal", "random"], tuple(ALL), 5, g)) for g in range(2)]
    table = bench.table(results)
    for word in ("plunder", "poach", "raid", "swap", "plantations", "goods", "building"):
        assert word in table
    assert sum(len(x) for r in results for x in r["smuggle"]) > 0
