"""The bots with the 1897 expansions (I: new buildings, forests, the draft; II: nobles).

Whole games for every level and player count; the no-peeking rule for what the
expansions hide (the kinds of the other players' forests, a tile drawn face down, the
pile's order); the draft is chosen by value, not at random; and the Normal rules'
answers to the expansions' questions on hand-built positions.
"""

from __future__ import annotations

import collections
import random
from bisect import insort
from functools import partial

import pytest

from puertorico_qt import engine
from puertorico_qt.ai import expansion_values as X
from puertorico_qt.ai import heuristics as H
from puertorico_qt.ai import make_bot
from puertorico_qt.ai.base import Bot
from puertorico_qt.ai.draft import STRENGTH, draft_scores
from puertorico_qt.ai.ismcts import HardBot, SearchConfig
from puertorico_qt.ai.normal import NormalPolicy
from puertorico_qt.engine import Phase, observe
from puertorico_qt.engine import actions as A
from puertorico_qt.engine.data import (
    BUILDING_INDEX,
    BUILDINGS,
    DRAFT_CANDIDATES,
    Good,
    Role,
)

from . import games
from .games import advance, advance_to, play

BOTH = frozenset({"buildings", "nobles"})
SMALL = SearchConfig(default_iterations=12)
small_bot = partial(games.small_bot, search=SMALL, expert_iterations=6)


def config(players: int, market: str = "random", **kw) -> engine.GameConfig:
    return engine.GameConfig(players=players, expansions=BOTH, market=market, **kw)


# --------------------------------------------------------------------------- positions


def give_building(s: engine.GameState, seat: int, name: str, workers: int = 1) -> int:
    """``seat`` owns ``name`` (taken from the board) with ``workers`` colonists (from the
    supply)."""
    b = BUILDING_INDEX[name]
    p = s.players[seat]
    if b not in s.market:
        s.market = tuple(sorted((*s.market, b)))
        s.building_supply[b] = BUILDINGS[b].copies
    s.building_supply[b] -= 1
    p.bocc[b] = workers
    s.colonist_supply -= workers
    insort(p.buildings, b)
    p.city_used += BUILDINGS[b].city_spaces
    s._legal = None
    return b


def give_plantation(s: engine.GameState, seat: int, kind: int, manned: bool = True) -> None:
    s.pile.remove(kind)
    p = s.players[seat]
    p.plant[kind] += 1
    if manned:
        p.plant_occ[kind] += 1
        s.colonist_supply -= 1
    s._legal = None


def give_forest(s: engine.GameState, seat: int, kind: int) -> None:
    s.pile.remove(kind)
    s.players[seat].forest[kind] += 1
    s._legal = None


def give_goods(s: engine.GameState, seat: int, good: int, n: int) -> None:
    s.goods_supply[good] -= n
    s.players[seat].goods[good] += n
    s._legal = None


def choose_role(s: engine.GameState, role: Role) -> None:
    """The current player takes the first card of ``role``."""
    card = next(c for c, k in enumerate(s.role_cards) if k == role and s.role_taken[c] < 0)
    s.apply(A.choose_role(card))


def normal_choice(s: engine.GameState, seed: int = 0) -> str:
    return s.format_action(NormalPolicy(0.0, random.Random(seed)).act(s))


# --------------------------------------------------------------------------- whole games


@pytest.mark.parametrize(
    ("players", "market"),
    [
        # two tables by default (the fewest and most players, each market once); the
        # other six in the slow run
        (2, "random"),
        (5, "draft"),
        *(
            pytest.param(n, m, marks=pytest.mark.slow)
            for n in (2, 3, 4, 5)
            for m in ("random", "draft")
            if (n, m) not in ((2, "random"), (5, "draft"))
        ),
    ],
)
def test_rule_based_bots_finish_expansion_games(players: int, market: str) -> None:
    names = ["normal", "beginner", "random", "normal", "beginner"][:players]
    for seed in range(2):
        state = engine.new_game(config(players, market), seed=seed + 10 * players)
        play(state, [make_bot(name, seed=i + seed) for i, name in enumerate(names)])
        assert state.is_terminal()


@pytest.mark.timeout(600)
@pytest.mark.parametrize(
    "players, market, names",
    [
        (2, "draft", ["hard", "expert"]),
        # the other tables in the slow run (the default run stays under two minutes)
        pytest.param(3, "random", ["expert", "normal", "hard"], marks=pytest.mark.slow),
        pytest.param(4, "random", ["hard", "random", "beginner", "normal"], marks=pytest.mark.slow),
        pytest.param(
            5, "draft", ["normal", "hard", "random", "expert", "beginner"], marks=pytest.mark.slow
        ),
    ],
)
def test_search_bots_finish_expansion_games(players: int, market: str, names: list[str]) -> None:
    state = engine.new_game(config(players, market), seed=players)
    play(state, [small_bot(name, seed=i) for i, name in enumerate(names)])
    assert state.is_terminal()


def test_normal_beats_random_bots_with_the_expansions() -> None:
    wins = 0.0
    for game in range(8):
        state = engine.new_game(config(4), seed=100 + game)
        seat = game % 4
        bots: list[Bot] = [make_bot("random", seed=game * 10 + i) for i in range(4)]
        bots[seat] = make_bot("normal", seed=game)
        play(state, bots)
        wins += state.returns()[seat]
    assert wins >= 7


# --------------------------------------------------------------------------- no peeking


def _forest_position(phase: Phase) -> tuple[engine.GameState, int, int]:
    """A mid-game position of ``phase`` in which a seat other than the one to decide
    holds forests (their kinds are hidden from the decider)."""
    state = engine.new_game(config(3, hidden_vp=True), seed=21)
    state = advance_to(advance(state, 40), phase)
    seat = state.current_player
    other = (seat + 1) % state.n
    kinds = sorted(set(state.pile))
    for kind in kinds[:2]:
        give_forest(state, other, kind)
    return state, seat, other


def _twin(state: engine.GameState, other: int) -> engine.GameState:
    """The same table with the other seat's forest kinds swapped with pile tiles, the
    pile in another order and another game RNG."""
    twin = state.clone()
    p = twin.players[other]
    for kind in range(5):
        while p.forest[kind]:
            swap = next(k for k in twin.pile if k != kind)
            twin.pile.remove(swap)
            twin.pile.append(kind)
            p.forest[kind] -= 1
            p.forest[swap] += 1
            break
    random.Random(99).shuffle(twin.pile)
    twin.rng = 987654321
    twin._legal = None
    return twin


@pytest.mark.parametrize("name", ["beginner", "normal", "hard", "expert"])
@pytest.mark.parametrize("phase", [Phase.ROLE, Phase.SETTLER, Phase.BUILDER])
def test_no_peeking_at_forests_and_the_pile(name: str, phase: Phase) -> None:
    state, seat, other = _forest_position(phase)
    twin = _twin(state, other)
    assert twin.players[other].forest != state.players[other].forest
    assert engine.check_invariants(twin) == []
    assert observe(twin, seat) == observe(state, seat)
    first = small_bot(name, seed=5).choose_in(state)
    second = small_bot(name, seed=5).choose_in(twin)
    assert first == second


def test_no_peeking_at_a_tile_drawn_for_another_player() -> None:
    """The land office's colonist buys the top face-down tile; with a forest house its
    owner looks at it before laying it: nobody else sees it."""
    state = engine.new_game(config(3), seed=3)
    owner = state.current
    give_building(state, owner, "land_office")
    give_building(state, owner, "forest_house")
    state.players[owner].doubloons = 5
    choose_role(state, Role.TRADER)
    assert state.phase == Phase.TRADER and state.current == owner
    state.apply(A.LAND_BUY)
    assert state.phase == Phase.FOREST and state.drawn_tile >= 0
    seen_by = (owner + 1) % 3
    twin = state.clone()
    swap = next(k for k in twin.pile if k != twin.drawn_tile)
    twin.pile.remove(swap)
    twin.pile.append(twin.drawn_tile)
    twin.drawn_tile = swap
    twin._legal = None
    assert observe(twin, seen_by) == observe(state, seen_by)
    assert observe(twin, owner) != observe(state, owner)


# --------------------------------------------------------------------------- the draft


def test_the_draft_picks_by_value_not_at_random() -> None:
    state = engine.new_game(config(4, "draft"), seed=2)
    assert state.phase == Phase.DRAFT
    picks = {make_bot("normal", seed=s).choose_in(state) for s in range(6)}
    assert len(picks) == 1  # the same pick whatever the bot's seed
    (pick,) = picks
    building = A.decode(pick).building  # type: ignore[union-attr]
    assert STRENGTH[building] == max(STRENGTH[b] for b in DRAFT_CANDIDATES)


def test_a_draft_by_normal_players_keeps_the_strong_buildings_and_drops_the_weak() -> None:
    state = engine.new_game(config(4, "draft"), seed=4)
    policy = NormalPolicy(0.0, random.Random(0))
    while state.phase == Phase.DRAFT:
        state.apply(policy.act(state))
    board = {BUILDINGS[b].id for b in state.market}
    for strong in ("harbor", "wharf", "factory", "large_market", "library", "statue", "hospice"):
        assert strong in board
    for weak in ("black_market", "cloister", "university", "aqueduct"):
        assert weak not in board


def test_the_last_space_of_a_cost_goes_to_the_building_that_helps_me_more() -> None:
    """Denial: the aqueduct suits an indigo start; with one cost-1 space left, a player
    who starts on corn against indigo starters takes the small market (shutting the
    aqueduct out), one who starts on indigo against corn starters takes the aqueduct."""
    for mine, theirs, wanted in (
        (Good.CORN, Good.INDIGO, "small_market"),
        (Good.INDIGO, Good.CORN, "aqueduct"),
    ):
        state = engine.new_game(config(3, "draft"), seed=1)
        for seat, p in enumerate(state.players):
            for kind in range(5):
                state.pile.extend([kind] * p.plant[kind])
                p.plant[kind] = 0
            kind = mine if seat == state.current else theirs
            state.pile.remove(kind)
            p.plant[kind] = 1
        actions, scores = draft_scores(state)
        ranked = {
            BUILDINGS[A.decode(a).building].id: s for a, s in zip(actions, scores, strict=True)
        }  # type: ignore[union-attr]
        other = "aqueduct" if wanted == "small_market" else "small_market"
        assert ranked[wanted] > ranked[other]


# --------------------------------------------------------------------------- decisions


def test_black_market_pays_with_what_is_worth_least() -> None:
    """Two doubloons short: a corn barrel and a worker waiting in San Juan go, the VP
    chip stays."""
    state = engine.new_game(config(3, "chosen", chosen=_all_new()), seed=5)
    seat = state.current
    give_building(state, seat, "black_market")
    p = state.players[seat]
    p.vp = 3
    state.vp_supply -= 3
    give_goods(state, seat, Good.CORN, 1)
    p.san_juan = 1
    state.colonist_supply -= 1
    p.doubloons = 2
    choose_role(state, Role.BUILDER)
    assert state.phase == Phase.BUILDER and state.current == seat
    # the church costs 5, 4 for the builder: two items due
    state.apply(A.build(BUILDING_INDEX["church"]))
    assert state.phase == Phase.BLACK_MARKET
    paid = []
    while state.phase == Phase.BLACK_MARKET:
        paid.append(normal_choice(state))
        state.apply(state.parse_action(paid[-1]))
    assert paid == ["trade corn"]  # then the worker, the only item left (a forced step)
    p = state.players[seat]
    assert (p.vp, p.goods[Good.CORN], p.san_juan) == (3, 0, 0)


def test_the_noble_mans_the_chapel_for_its_vp() -> None:
    """A noble and a colonist for the chapel and the land office: the noble goes to the
    chapel (a VP per production instead of a doubloon)."""
    s = engine.new_game(config(3), seed=6)
    seat = s.current
    p = s.players[seat]
    chapel = give_building(s, seat, "chapel")
    give_building(s, seat, "land_office")
    p.nobles = 1  # one of the two workers is a noble (from the noble supply)
    s.noble_supply -= 1
    s.colonist_supply += 1
    s.phase = Phase.NOBLES  # the question after his Mayor placement
    s._legal = None
    assert len(s.legal_actions()) > 1
    choice = A.decode(NormalPolicy(0.0, random.Random(0)).act(s))
    assert isinstance(choice, A.ChooseNobles)
    assert choice.mask == X.NOBLE_BIT[chapel]


def test_a_guest_moves_onto_an_empty_production_circle_before_production() -> None:
    s = engine.new_game(config(3), seed=7)
    seat = s.current
    give_building(s, seat, "guest_house", 2)
    give_building(s, seat, "indigo_plant", 0)
    give_plantation(s, seat, Good.INDIGO, manned=True)
    choose_role(s, Role.CRAFTSMAN)
    # the guests' window before production asks the guest house's owner
    assert s.phase == Phase.GUESTS and s.current == seat
    choice = normal_choice(s)
    assert choice.startswith("guest") and "indigo_plant" in choice


def test_a_guest_mans_the_union_hall_as_the_captain_phase_starts() -> None:
    """The window at the Captain phase's start: the union hall pays at its owner's first
    turn, before he decides anything, so the bot moves its guest there first."""
    s = engine.new_game(config(3, "chosen", chosen=_all_new()), seed=8)
    seat = s.current
    give_building(s, seat, "guest_house", 1)
    give_building(s, seat, "union_hall", 0)
    give_goods(s, seat, Good.CORN, 2)
    give_goods(s, seat, Good.INDIGO, 2)
    choose_role(s, Role.CAPTAIN)
    assert s.phase == Phase.GUESTS and s.current == seat
    assert normal_choice(s) == "guest union_hall"


def test_small_wharf_loads_what_would_rot() -> None:
    s = engine.new_game(config(3, "chosen", chosen=_all_new()), seed=8)
    seat = s.current
    give_building(s, seat, "small_wharf")
    give_goods(s, seat, Good.CORN, 3)
    give_goods(s, seat, Good.INDIGO, 3)
    for i, good in enumerate((Good.CORN, Good.INDIGO)):  # both kinds are on full ships
        s.ship_good[i] = good
        s.ship_load[i] = s.ship_cap[i]
        s.goods_supply[good] -= s.ship_cap[i]
    choose_role(s, Role.CAPTAIN)
    assert s.phase == Phase.CAPTAIN and s.current == seat
    loads = []
    while s.current == seat and s.phase in (Phase.CAPTAIN, Phase.SMALL_WHARF):
        loads.append(normal_choice(s))
        s.apply(s.parse_action(loads[-1]))
        if loads[-1] == "pass":
            break
    assert sum(1 for x in loads if x.startswith("small-wharf")) >= 4


def test_normal_takes_a_forest_when_no_plantation_would_be_manned() -> None:
    s = engine.new_game(config(3), seed=9)
    seat = s.current
    give_building(s, seat, "forest_house")
    for _ in range(3):
        give_forest(s, seat, s.pile[-1])  # one more makes two pairs: a doubloon per build
    s.players[seat].doubloons = 0
    choose_role(s, Role.SETTLER)
    assert s.phase == Phase.SETTLER and s.current == seat
    assert normal_choice(s).startswith("forest")


def _bench():
    """``bench/expansion_buildings.py`` (the table of how often each building is built)."""
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))
    import expansion_buildings

    return expansion_buildings


def _all_new() -> tuple[str, ...]:
    """Every building of expansion I and base buildings for the spaces left."""
    return _bench().all_new_market()


# --------------------------------------------------------------------------- every building


@pytest.mark.slow
@pytest.mark.timeout(600)
def test_normal_builds_every_new_building_in_some_games() -> None:
    """The bench's default table: 100 games of four Normal players with every building of
    expansion I on the board (and the nobles' buildings): each new building is built in
    some of them (none is ignored by the evaluation).  The rarest is built by about one
    seat in a hundred (the storehouse since Stop 54's `SPARE`: 3 seats of 400, 9 before),
    so 50 games were too few to be sure of seeing it."""
    bench = _bench()
    bots = ["normal"] * 4
    results = [bench.play((bots, "chosen", 7000, game)) for game in range(100)]
    built = collections.Counter(b for r in results for blds in r["built"] for b in blds)
    never = [BUILDINGS[b].id for b in X.NEW_BUILDINGS if not built[b]]
    assert never == []
    table = bench.table(results)
    assert all(BUILDINGS[b].id in table for b in X.NEW_BUILDINGS)


def test_the_expansion_terms_use_the_evaluations_rates() -> None:
    assert X._GOOD_RATE == H.GOOD_RATE


def test_the_base_game_never_reaches_the_expansion_code() -> None:
    state = advance(engine.new_game(engine.GameConfig(players=4), seed=3), 80)
    ctx = H.GameContext(state)
    assert not ctx.expansions
    assert all(not x for x in (ctx.cache, ctx.emptiest[0]))


def test_hard_searches_fewer_iterations_with_an_expansion():
    """An iteration costs more with the expansions: Hard's default budget shrinks by
    ``expansion_share`` (the program asks ``iterations_for`` too), the base game's not."""
    base = engine.GameConfig(players=4)
    assert HardBot(1).iterations_for(base) == 600
    assert HardBot(1).iterations_for(config(4)) == 360
    assert make_bot("normal", 1).iterations_for(config(4)) is None
    state = engine.new_game(config(4), seed=5)
    advance_to(state, Phase.BUILDER)
    bot = HardBot(3, SMALL)
    bot.choose(observe(state, state.current_player))
    assert bot.last is not None and bot.last.iterations == SMALL.iterations_for(config(4)) == 7
