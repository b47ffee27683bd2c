"""The bots: legal complete games, no peeking, reproducible searches, cancellation.

Budgets are tiny here (the strength is measured by ``bench/ai_strength.py``, not by
tests); what is checked is behaviour.
"""

from __future__ import annotations

import itertools
import threading
import time
from functools import partial

import pytest

from puertorico_qt import engine
from puertorico_qt.ai import SearchBudget, make_bot
from puertorico_qt.ai.base import Bot
from puertorico_qt.ai.beginner import BeginnerBot
from puertorico_qt.ai.expert import ExpertBot
from puertorico_qt.ai.ismcts import HardBot, SearchConfig, search
from puertorico_qt.ai.normal import NormalBot, NormalPolicy
from puertorico_qt.engine import Phase, observe

from . import games
from .games import advance, advance_to, play

SMALL = SearchConfig(default_iterations=25)
small_bot = partial(games.small_bot, search=SMALL, expert_iterations=10)


# --------------------------------------------------------------------------- whole games


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_rule_based_bots_play_complete_legal_games(players: int) -> None:
    names = ["beginner", "normal", "random", "normal", "beginner"][:players]
    state = engine.new_game(engine.GameConfig(players=players), seed=players)
    play(state, [make_bot(name, seed=i) for i, name in enumerate(names)])
    assert state.is_terminal()
    assert not engine.check_invariants(state)


@pytest.mark.parametrize(
    "players",
    # 3 (hidden VP) by default; the others in the slow run (same code paths; the default
    # run stays under two minutes)
    [
        pytest.param(2, marks=pytest.mark.slow),
        3,
        pytest.param(4, marks=pytest.mark.slow),
        pytest.param(5, marks=pytest.mark.slow),
    ],
)
def test_search_bots_play_complete_legal_games(players: int) -> None:
    names = ["hard", "expert", "normal", "beginner", "normal"][:players]
    state = engine.new_game(
        engine.GameConfig(players=players, hidden_vp=players == 3), seed=10 + players
    )
    play(state, [small_bot(name, seed=i) for i, name in enumerate(names)])
    assert state.is_terminal()


def test_normal_beats_random_bots() -> None:
    wins = 0
    for game in range(6):
        state = engine.new_game(engine.GameConfig(players=4), seed=100 + game)
        seat = game % 4
        bots = [make_bot("random", seed=game * 10 + i) for i in range(4)]
        bots[seat] = make_bot("normal", seed=game)
        play(state, bots)
        wins += state.returns()[seat] == 1.0
    assert wins >= 5


def test_mayor_follows_a_complete_plan() -> None:
    """Every placement the Normal rules make during a Mayor phase is legal and ends it."""
    state = advance_to(engine.new_game(engine.GameConfig(players=4), seed=3), Phase.MAYOR)
    bot = make_bot("normal", seed=1)
    while state.phase == Phase.MAYOR:
        action = bot.choose_in(state)
        assert action in state.legal_actions()
        state.apply(action)


# --------------------------------------------------------------------------- no peeking


@pytest.mark.parametrize("name", ["beginner", "normal", "hard", "expert"])
@pytest.mark.parametrize("phase", [Phase.ROLE, Phase.SETTLER, Phase.BUILDER])
def test_no_peeking(name: str, phase: Phase) -> None:
    config = engine.GameConfig(players=3, hidden_vp=True)
    state = advance_to(advance(engine.new_game(config, seed=21), 60), phase)
    seat = state.current_player
    twin = games.hidden_twin(state, seat)
    assert twin.pile != state.pile or twin.rng != state.rng
    assert observe(twin, seat) == observe(state, seat)
    first = small_bot(name, seed=5).choose_in(state)
    second = small_bot(name, seed=5).choose_in(twin)
    assert first == second


def test_bots_never_touch_the_games_rng() -> None:
    state = advance(engine.new_game(engine.GameConfig(players=4), seed=8), 30)
    before = state.to_dict()
    for name in ("beginner", "normal", "hard"):
        small_bot(name, seed=1).choose_in(state)
    assert state.to_dict() == before


# --------------------------------------------------------------------------- reproducibility


def test_search_is_reproducible_with_an_iteration_budget() -> None:
    state = advance_to(
        advance(engine.new_game(engine.GameConfig(players=4), seed=31), 40), Phase.ROLE
    )
    obs = observe(state, state.current_player)
    a = search(obs, SearchBudget(iterations=150), seed=42)
    b = search(obs, SearchBudget(iterations=150), seed=42)
    assert a.action == b.action
    assert a.visits == b.visits
    assert a.iterations == b.iterations == 150


def test_hard_bot_gives_the_same_move_for_the_same_observation_and_seed() -> None:
    state = advance_to(
        advance(engine.new_game(engine.GameConfig(players=2), seed=32), 50), Phase.ROLE
    )
    obs = observe(state, state.current_player)
    moves = {HardBot(7, SMALL).choose(obs, SearchBudget(iterations=120)) for _ in range(3)}
    assert len(moves) == 1
    # A bot that has decided other things before still answers the same.
    bot = HardBot(7, SMALL)
    bot.choose(observe(advance(state.clone(), 1), 0), SearchBudget(iterations=30))
    assert bot.choose(obs, SearchBudget(iterations=120)) in moves


def test_expert_in_process_fallback_is_reproducible() -> None:
    state = advance_to(
        advance(engine.new_game(engine.GameConfig(players=4), seed=33), 40), Phase.ROLE
    )
    obs = observe(state, state.current_player)
    moves = {
        ExpertBot(3, workers=2, iterations_per_worker=60, use_processes=False).choose(obs)
        for _ in range(2)
    }
    assert len(moves) == 1


@pytest.mark.slow
def test_expert_processes_give_the_same_move_as_in_process() -> None:
    state = advance_to(
        advance(engine.new_game(engine.GameConfig(players=4), seed=34), 40), Phase.ROLE
    )
    obs = observe(state, state.current_player)
    pooled = ExpertBot(4, workers=2, iterations_per_worker=80)
    local = ExpertBot(4, workers=2, iterations_per_worker=80, use_processes=False)
    assert pooled.choose(obs) == local.choose(obs)
    assert pooled.last_used_processes


# --------------------------------------------------------------------------- cancel, progress


@pytest.mark.parametrize("name", ["hard", "expert-local"])
def test_cancel_returns_a_legal_move_quickly(name: str) -> None:
    state = advance_to(
        advance(engine.new_game(engine.GameConfig(players=4), seed=41), 80), Phase.ROLE
    )
    obs = observe(state, state.current_player)
    if name == "hard":
        bot: Bot = HardBot(1)
    else:
        bot = ExpertBot(1, workers=2, use_processes=False)
    cancel = threading.Event()
    timer = threading.Timer(0.1, cancel.set)
    timer.start()
    start = time.perf_counter()
    action = bot.choose(obs, SearchBudget(seconds=60.0, cancel=cancel))
    elapsed = time.perf_counter() - start
    timer.cancel()
    assert action in obs.legal_actions()
    assert elapsed < 2.0  # cancelled at 0.1 s out of 60 s (a generous bound for slow CI)


def test_cancel_before_the_first_iteration_still_answers() -> None:
    state = advance_to(engine.new_game(engine.GameConfig(players=3), seed=42), Phase.ROLE)
    obs = observe(state, state.current_player)
    cancel = threading.Event()
    cancel.set()
    result = search(obs, SearchBudget(seconds=60.0, cancel=cancel), seed=1)
    assert result.iterations == 0
    assert result.action in obs.legal_actions()


def test_progress_is_throttled() -> None:
    state = advance_to(engine.new_game(engine.GameConfig(players=4), seed=43), Phase.ROLE)
    obs = observe(state, state.current_player)
    calls: list[tuple[float, float]] = []
    start = time.perf_counter()
    search(
        obs,
        SearchBudget(seconds=0.5, progress=lambda f: calls.append((time.perf_counter(), f))),
        seed=1,
    )
    elapsed = time.perf_counter() - start
    assert calls and calls[-1][1] == 1.0
    assert len(calls) <= 10 * elapsed + 2
    gaps = [b[0] - a[0] for a, b in itertools.pairwise(calls[:-1])]
    assert all(g >= 0.09 for g in gaps)
    fractions = [f for _, f in calls]
    assert fractions == sorted(fractions) and all(0.0 <= f <= 1.0 for f in fractions)


def test_time_budget_is_kept() -> None:
    state = advance_to(engine.new_game(engine.GameConfig(players=4), seed=44), Phase.ROLE)
    obs = observe(state, state.current_player)
    result = search(obs, SearchBudget(seconds=0.2), seed=1)
    assert result.iterations > 0
    assert result.action in obs.legal_actions()


def test_beginner_differs_from_normal_sometimes() -> None:
    differ = 0
    for game in range(4):
        state = advance(engine.new_game(engine.GameConfig(players=4), seed=50 + game), 20 * game)
        for _ in range(15):
            if state.is_terminal():
                break
            if len(state.legal_actions()) > 2:
                differ += BeginnerBot(game).choose_in(state) != NormalBot(game).choose_in(state)
            state.apply(NormalBot(0).choose_in(state))
    assert differ > 0


def test_mayor_in_one_go_equals_placing_one_by_one() -> None:
    from puertorico_qt.ai.ismcts import play_rules

    for seed in range(6):
        state = advance_to(
            advance(engine.new_game(engine.GameConfig(players=4), seed=seed), 30 * seed),
            Phase.MAYOR,
        )
        stepwise = state.clone()
        batch = state.clone()
        policy = NormalPolicy()
        seat = state.current_player
        while stepwise.phase == Phase.MAYOR and stepwise.current_player == seat:
            stepwise.apply(policy.act(stepwise))
        play_rules(batch, NormalPolicy())
        assert batch.to_dict() == stepwise.to_dict()
        assert not engine.check_invariants(batch)


@pytest.mark.slow
def test_expert_warm_up_starts_the_workers() -> None:
    from puertorico_qt.ai import pool

    assert pool.warm_up(2)
    assert pool.warm_up(2)  # already running: returns at once
