"""The card game's bots: whole legal games at every level, no peeking, reproducible
searches, cancellation, the registry and the tournament for ``game="cards"``.

Budgets are tiny here (the strength is measured by ``bench/cards_strength.py``, not by
tests); what is checked is behaviour.
"""

from __future__ import annotations

import random
import threading
import time

import pytest

from puertorico_qt import cards
from puertorico_qt.ai import SearchBudget, bot_names, ismcts, make_bot
from puertorico_qt.ai.base import Bot
from puertorico_qt.ai.cards.bots import (
    CARD_EXPERT_TREE_ITERATIONS,
    CardBeginnerBot,
    CardExpertBot,
    CardHardBot,
    CardNormalBot,
)
from puertorico_qt.ai.cards.build import build_value
from puertorico_qt.ai.cards.guide import AUTO_PHASES, CardGuide
from puertorico_qt.ai.cards.hand import cheapest, copy_worths, dearest, kind_worths
from puertorico_qt.ai.cards.pace import CARD_FLOOR, Pace, pace_of
from puertorico_qt.ai.cards.policy import CardPolicy
from puertorico_qt.ai.ismcts import SearchConfig, search
from puertorico_qt.ai.random_bot import RandomBot
from puertorico_qt.ai.tournament import BotSpec, run_tournament
from puertorico_qt.cards import CardConfig, CardPhase, CardState, observe
from puertorico_qt.cards.data import CARD_INDEX, IS_PRODUCTION
from puertorico_qt.cards.state import CardPlayer

SMALL = SearchConfig(default_iterations=12, rollout_roles=2)
LEVELS = ("random", "beginner", "normal", "hard", "expert")


def small_bot(name: str, seed: int) -> Bot:
    """The card bot ``name``; the searching ones with tiny budgets (the Expert's shards
    run in this process)."""
    if name == "hard":
        return CardHardBot(seed, SMALL)
    if name == "expert":
        return CardExpertBot(
            seed, workers=2, iterations_per_worker=6, config=SMALL, use_processes=False
        )
    return make_bot(name, seed, game="cards")


def play(state: CardState, bots: list[Bot]) -> int:
    """Play to the end through each seat's observation: every answer legal, the game
    finite, the cards conserved.  Returns the number of decisions."""
    decisions = 0
    while not state.is_terminal():
        seat = state.current_player
        action = bots[seat].choose(observe(state, seat))
        assert action in state.legal_actions()
        state.apply(action)
        decisions += 1
        assert decisions < 3000
    assert cards.invariant_problems(state) == []
    return decisions


def advance(state: CardState, steps: int, seed: int = 0) -> CardState:
    """``steps`` decisions by the Normal rules (a realistic mid-game position)."""
    policy = CardPolicy(0.0, random.Random(seed))
    for _ in range(steps):
        if state.is_terminal():
            break
        state.apply(policy.act(state))
    return state


def advance_to(state: CardState, phase: CardPhase, seed: int = 0) -> CardState:
    """Play by the Normal rules until ``phase`` asks a real question (two answers or more)."""
    policy = CardPolicy(0.0, random.Random(seed))
    while state.phase != phase or len(state.legal_actions()) < 2:
        assert not state.is_terminal()
        state.apply(policy.act(state))
    return state


# --------------------------------------------------------------------------- registry


def test_the_card_game_has_every_level() -> None:
    assert bot_names("cards") == LEVELS
    assert bot_names() == bot_names("puertorico")  # the board game stays the default
    assert isinstance(make_bot("random", 1, game="cards"), RandomBot)
    assert isinstance(make_bot("beginner", 1, game="cards"), CardBeginnerBot)
    assert isinstance(make_bot("normal", 1, game="cards"), CardNormalBot)
    assert isinstance(make_bot("hard", 1, game="cards"), CardHardBot)
    assert isinstance(make_bot("expert", 1, game="cards"), CardExpertBot)
    assert not isinstance(make_bot("normal", 1), CardNormalBot)
    with pytest.raises(ValueError, match="unknown game"):
        make_bot("normal", 1, game="chess")
    with pytest.raises(ValueError, match="unknown bot"):
        make_bot("grandmaster", 1, game="cards")


def test_search_bots_budgets_are_iterations() -> None:
    config = CardConfig(players=3)
    assert CardHardBot(1).iterations_for(config) == CardHardBot(1).default_iterations
    assert make_bot("normal", 1, game="cards").iterations_for(config) is None


# --------------------------------------------------------------------------- whole games


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_level_plays_whole_legal_games(players: int) -> None:
    for game in range(2):
        names = [LEVELS[(game * players + i) % len(LEVELS)] for i in range(players)]
        state = cards.new_game(CardConfig(players=players, variant=game == 1), 10 * players + game)
        play(state, [small_bot(name, seed=i) for i, name in enumerate(names)])


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_level_plays_many_whole_games(players: int) -> None:
    for game in range(12):
        names = [LEVELS[(game + i) % len(LEVELS)] for i in range(players)]
        state = cards.new_game(CardConfig(players=players, variant=game % 3 == 0), 500 + game)
        play(state, [small_bot(name, seed=game * 10 + i) for i, name in enumerate(names)])
    for game in range(40):
        names = [("normal", "beginner", "random")[(game + i) % 3] for i in range(players)]
        state = cards.new_game(CardConfig(players=players, variant=game % 2 == 0), 900 + game)
        play(state, [make_bot(name, game * 10 + i, game="cards") for i, name in enumerate(names)])


def test_random_bot_plays_the_card_game_through_choose_in() -> None:
    state = cards.new_game(CardConfig(players=4), 3)
    bots = [make_bot("random", seed, game="cards") for seed in range(4)]
    while not state.is_terminal():
        state.apply(bots[state.current_player].choose_in(state))
    assert len(cards.winners(state)) >= 1


def test_choose_in_hands_a_card_bot_the_card_observation() -> None:
    state = advance_to(cards.new_game(CardConfig(players=3), 4), CardPhase.ROLE)
    bot = make_bot("normal", 1, game="cards")
    assert bot.choose_in(state) == bot.choose(observe(state, state.current_player))


def test_normal_beats_random_bots() -> None:
    wins = 0.0
    for game in range(4):
        state = cards.new_game(CardConfig(players=4), 100 + game)
        bots = [make_bot("random", game * 10 + i, game="cards") for i in range(4)]
        seat = game % 4
        bots[seat] = make_bot("normal", game, game="cards")
        play(state, bots)
        wins += state.returns()[seat]
    assert wins >= 3


# --------------------------------------------------------------------------- the rules


def _player(city: list[str], hand: list[str]) -> CardPlayer:
    p = CardPlayer()
    p.city = [CARD_INDEX[c] for c in city]
    p.goods = [-1] * len(p.city)
    for kind in p.city:
        if not IS_PRODUCTION[kind]:
            p.mask |= 1 << kind
    for c in hand:
        p.hand[CARD_INDEX[c]] += 1
    p.hand_n = len(hand)
    return p


def test_a_card_worth_only_money_is_paid_first_and_a_fine_building_kept() -> None:
    """A second smithy (each violet building is built once) is money only: it pays
    first; the library, a building worth having, is paid last and kept."""
    pace = pace_of(cards.new_game(CardConfig(players=4), 1))
    p = _player(["indigo_plant", "smithy"], ["smithy", "library", "sugar_mill", "statue"])
    worths = copy_worths(p, pace)
    assert cheapest(worths, 1) == [CARD_INDEX["smithy"]]
    assert dearest(worths, 1) == [CARD_INDEX["library"]]


def test_builds_are_scored_by_their_gain_less_the_cards_paid() -> None:
    """Early on, with cards to pay, a library beats a statue; the game's last Builder
    phase values VP alone, and a hero beats both."""
    state = advance_to(cards.new_game(CardConfig(players=3), 5), CardPhase.ROLE)
    p = state.players[0]
    early = pace_of(state)
    late = Pace(0.0, 0.0, CARD_FLOOR, CARD_FLOOR, 0.0, True, 3)
    q = _player(
        ["indigo_plant"],
        ["library", "statue", "hero", "indigo_plant", "sugar_mill", "smithy", "well"],
    )
    state.players[0] = q
    worths_early = kind_worths(q, early)
    worths_late = kind_worths(q, late)

    def value(card: str, pace: Pace, worths: dict[int, list[float]]) -> float:
        return build_value(state, q, CARD_INDEX[card], -1, 1, pace, worths)

    assert value("library", early, worths_early) > value("statue", early, worths_early)
    assert value("hero", late, worths_late) > value("library", late, worths_late)
    state.players[0] = p


def test_policy_reads_no_hidden_card() -> None:
    """The Normal scores of a decision are the same in every world the current player's
    observation allows: the rules read his hand and public facts only."""
    checked = 0
    for seed in range(3):
        state = cards.new_game(CardConfig(players=4), 60 + seed)
        rng = random.Random(seed)
        policy = CardPolicy()
        while not state.is_terminal():
            if len(state.legal_actions()) > 1 and rng.random() < 0.3:
                obs = observe(state, state.current_player)
                one = policy.scores(obs.determinize(random.Random(1)))
                two = policy.scores(obs.determinize(random.Random(2)))
                assert one == two, state.phase
                checked += 1
            state.apply(policy.act(state))
    assert checked > 50


def test_every_phase_is_either_searched_or_answered_by_rule() -> None:
    from puertorico_qt.ai.cards.guide import SEARCHED_PHASES

    phases = set(CardPhase) - {CardPhase.GAME_OVER}
    assert phases == AUTO_PHASES | SEARCHED_PHASES
    assert not AUTO_PHASES & SEARCHED_PHASES


# --------------------------------------------------------------------------- no peeking


@pytest.mark.parametrize("name", ["beginner", "normal", "hard", "expert"])
@pytest.mark.parametrize("phase", [CardPhase.ROLE, CardPhase.BUILD, CardPhase.KEEP])
def test_no_peeking(name: str, phase: CardPhase) -> None:
    """Two states that differ only in what the seat cannot see (the other hands, the
    deck and discard pile, the goods, the tiles not yet turned up, the game's RNG)
    get the same move from bots with the same seed."""
    state = advance_to(advance(cards.new_game(CardConfig(players=3), 21), 40), phase)
    seat = state.current_player
    twin = observe(state, seat).determinize(random.Random(99))
    assert twin != state
    assert observe(twin, seat) == observe(state, seat)
    first = small_bot(name, seed=5).choose_in(state)
    second = small_bot(name, seed=5).choose_in(twin)
    assert first == second


def test_bots_never_touch_the_game() -> None:
    state = advance(cards.new_game(CardConfig(players=4), 8), 30)
    before = state.to_dict()
    for name in ("beginner", "normal", "hard", "expert"):
        small_bot(name, seed=1).choose_in(state)
    assert state.to_dict() == before


# --------------------------------------------------------------------------- reproducibility


def test_hard_gives_the_same_move_for_the_same_observation_and_seed() -> None:
    state = advance_to(advance(cards.new_game(CardConfig(players=2), 32), 30), CardPhase.ROLE)
    obs = observe(state, state.current_player)
    one = search(obs, SearchBudget(iterations=40), seed=3, config=SMALL, guide_class=CardGuide)
    two = search(obs, SearchBudget(iterations=40), seed=3, config=SMALL, guide_class=CardGuide)
    assert one.action == two.action and one.visits == two.visits
    assert one.iterations == 40 and one.action in obs.legal_actions()
    assert CardHardBot(7, SMALL).choose(obs) == CardHardBot(7, SMALL).choose(obs)


def test_expert_in_process_is_reproducible() -> None:
    state = advance_to(advance(cards.new_game(CardConfig(players=4), 33), 40), CardPhase.ROLE)
    obs = observe(state, state.current_player)

    def expert() -> CardExpertBot:
        return CardExpertBot(3, workers=2, iterations_per_worker=15, use_processes=False)

    bot = expert()
    assert bot.choose(obs) == expert().choose(obs)
    assert bot.last_iterations == 30 and not bot.last_used_processes


def test_the_expert_is_one_tree_in_this_thread() -> None:
    """The adopted Expert (``single_tree``): one tree of four times Hard's iterations,
    no process pool, stopped once settled (which cannot change one tree's move), and
    its progress reported as it searches."""
    bot = CardExpertBot(5)
    assert bot.workers == 1 and not bot.use_processes
    assert bot.iterations_per_worker == CARD_EXPERT_TREE_ITERATIONS == 4 * 400
    assert bot.stop_when_settled
    bot.prepare()  # nothing to warm up: no pool is started
    state = advance_to(advance(cards.new_game(CardConfig(players=4), 35), 30), CardPhase.ROLE)
    obs = observe(state, state.current_player)
    budget = 300
    reports: list[float] = []
    settled = CardExpertBot(5, iterations_per_worker=budget, config=SMALL)
    action = settled.choose(obs, SearchBudget(iterations=budget, progress=reports.append))
    assert not settled.last_used_processes and settled.last_iterations <= budget
    assert reports and reports[-1] == 1.0 and reports == sorted(reports)
    whole = CardExpertBot(5, iterations_per_worker=budget, config=SMALL)
    whole.stop_when_settled = False
    assert whole.choose(obs, SearchBudget(iterations=budget)) == action
    assert whole.last_iterations == budget


def test_the_expert_shares_its_progress_between_trees_in_this_process(monkeypatch) -> None:
    # A report at every iteration (not every tenth of a second): a short search reports.
    monkeypatch.setattr(ismcts, "PROGRESS_INTERVAL", 0.0)
    state = advance_to(advance(cards.new_game(CardConfig(players=4), 36), 30), CardPhase.ROLE)
    obs = observe(state, state.current_player)
    reports: list[float] = []
    bot = CardExpertBot(6, workers=2, iterations_per_worker=150, config=SMALL)
    bot.choose(obs, SearchBudget(iterations=150, progress=reports.append))
    assert bot.last_iterations == 300 and not bot.stop_when_settled
    assert reports == sorted(reports) and reports[-1] == 1.0
    # The first tree reports up to half, the second from half on.
    assert any(0 < r < 0.5 for r in reports) and any(0.5 < r < 1 for r in reports)


def test_root_decisions_answered_by_rule_need_no_search() -> None:
    state = advance_to(cards.new_game(CardConfig(players=3), 12), CardPhase.PAY)
    obs = observe(state, state.current_player)
    result = search(obs, None, seed=1, config=SMALL, guide_class=CardGuide)
    assert not result.searched and result.action in obs.legal_actions()


# --------------------------------------------------------------------------- cancel


@pytest.mark.parametrize("name", ["hard", "expert-local"])
def test_cancel_returns_a_legal_move_quickly(name: str) -> None:
    state = advance_to(advance(cards.new_game(CardConfig(players=4), 41), 60), CardPhase.ROLE)
    obs = observe(state, state.current_player)
    bot: Bot
    if name == "hard":
        bot = CardHardBot(1)
    else:
        bot = CardExpertBot(1, workers=2, use_processes=False)
    cancel = threading.Event()
    timer = threading.Timer(0.1, cancel.set)
    timer.start()
    start = time.perf_counter()
    action = bot.choose(obs, SearchBudget(seconds=60.0, cancel=cancel))
    elapsed = time.perf_counter() - start
    timer.cancel()
    assert action in obs.legal_actions()
    assert elapsed < 5.0  # cancelled at 0.1 s out of 60 s (a generous bound for slow CI)


def test_cancel_before_the_first_iteration_still_answers() -> None:
    state = advance_to(cards.new_game(CardConfig(players=3), 42), CardPhase.ROLE)
    obs = observe(state, state.current_player)
    cancel = threading.Event()
    cancel.set()
    result = search(obs, SearchBudget(seconds=60.0, cancel=cancel), seed=1, guide_class=CardGuide)
    assert result.iterations == 0
    assert result.action in obs.legal_actions()


# --------------------------------------------------------------------------- tournament


def test_tournament_plays_the_card_game() -> None:
    specs = [BotSpec.parse(b, "cards") for b in ("normal", "random", "beginner")]
    result = run_tournament(3, specs, 3, seed=5, config=CardConfig(players=3))
    assert result["game"] == "cards" and result["games"] == 3
    assert sum(result["wins"]) == pytest.approx(3.0)
    with pytest.raises(ValueError, match="card game is played by"):
        run_tournament(5, [BotSpec("random")] * 5, 1, config=CardConfig(players=4))
    with pytest.raises(ValueError, match="unknown bot"):
        BotSpec.parse("grandmaster", "cards")


def test_a_stuck_table_is_pushed_to_the_builder() -> None:
    """From round ``STALL_ROUND`` the Builder is worth ``STALL_PUSH`` VP more to the Normal
    rules (and so to the searches' priors and play-outs); before it, nothing changes.
    With one seat's card worth lowered, a deal of the tuner ran round 87 with nobody
    building; with the push it ends at round 41 (docs/ai.md)."""
    from puertorico_qt.ai.cards import roles

    state = advance_to(cards.new_game(CardConfig(players=4), 5), CardPhase.ROLE)
    legal = state.legal_actions()
    role_of = {a: a - cards.actions.A_ROLE for a in legal}
    assert roles.BUILDER in role_of.values()
    before = roles.role_scores(state, pace_of(state), legal, role_of)
    state.round = roles.STALL_ROUND - 1
    assert roles.role_scores(state, pace_of(state), legal, role_of) == before
    state.round = roles.STALL_ROUND
    after = roles.role_scores(state, pace_of(state), legal, role_of)
    for action, old, new in zip(legal, before, after, strict=True):
        pushed = role_of[action] == roles.BUILDER
        assert new == pytest.approx(old + (roles.STALL_PUSH if pushed else 0.0))
    policy = CardPolicy(0.0, random.Random(1))
    assert role_of[policy.act(state)] == roles.BUILDER
