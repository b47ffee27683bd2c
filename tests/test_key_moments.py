"""Key moments (``ai.key_moments``): a planted blunder is found and nothing else, a game
played as the analyser plays reports no key moment, cancel stops promptly, progress
reaches 1, the analysis reads the seat's observation only (no peeking), both games.

Tiny budgets: a Hard search of a few dozen iterations analyses short stretches of games
reached by the Normal rules."""

from __future__ import annotations

import random
import threading
import time
from dataclasses import replace
from typing import Any

import pytest

from puertorico_qt import cards, engine
from puertorico_qt.ai.base import Bot, SearchBudget
from puertorico_qt.ai.cards.bots import CARD_SEARCH, CardHardBot
from puertorico_qt.ai.cards.policy import CardPolicy
from puertorico_qt.ai.expert import ExpertBot
from puertorico_qt.ai.explain import ranked_moves
from puertorico_qt.ai.ismcts import HardBot, SearchConfig, SearchResult
from puertorico_qt.ai.key_moments import (
    THRESHOLD,
    Analysis,
    KeyMoment,
    analyse,
    analyse_record,
    analysis_iterations,
)
from puertorico_qt.ai.normal import NormalPolicy
from puertorico_qt.cards import CardConfig, CardPhase
from puertorico_qt.engine import Phase
from puertorico_qt.games import game_of_config
from puertorico_qt.persistence import GameRecord, SeatInfo

from .ai.games import hidden_twin

BOARD_SEARCH = SearchConfig(default_iterations=40, rollout_roles=2)
CARDS_SEARCH = replace(CARD_SEARCH, default_iterations=40, rollout_roles=2)
GAMES = ("board", "cards")


def _bot(game: str, seed: int = 3) -> Bot:
    if game == "board":
        return HardBot(seed, BOARD_SEARCH)
    return CardHardBot(seed, CARDS_SEARCH)


def _policy(game: str, seed: int = 0) -> Any:
    if game == "board":
        return NormalPolicy(0.0, random.Random(seed))
    return CardPolicy(0.0, random.Random(seed))


def _start(game: str, seed: int, steps: int, players: int = 3, **options: Any) -> Any:
    """A mid-game position reached by the Normal rules, at a searched role choice."""
    if game == "board":
        state: Any = engine.new_game(engine.GameConfig(players=players, **options), seed=seed)
        phase: Any = Phase.ROLE
    else:
        state = cards.new_game(CardConfig(players=players), seed)
        phase = CardPhase.ROLE
    policy = _policy(game)
    for _ in range(steps):
        state.apply(policy.act(state))
    while state.phase != phase or len(state.legal_actions()) < 3:
        state.apply(policy.act(state))
    return state


def _observe(state: Any, seat: int) -> Any:
    return game_of_config(state.config).observe(state, seat)


def _worst_move(bot: Bot, state: Any, seat: int) -> int | None:
    """The move the analyser's own search rates lowest among the others it tried."""
    best = bot.choose(_observe(state, seat))
    result = bot.last  # type: ignore[attr-defined]
    others = [m for m in ranked_moves(result) if m.action != best]
    return min(others, key=lambda m: m.win_chance).action if others else None


def _play(
    game: str, start: Any, seat: int, bot: Bot, decisions: int, blunder_at: int | None = None
) -> tuple[list[int], int | None]:
    """Play on from ``start``: ``seat`` as ``bot`` decides (on its observation), the
    others by the Normal rules, until ``seat`` made ``decisions`` real choices; at its
    ``blunder_at``-th searched choice it plays the analyser's worst move instead.
    Returns the actions and the index of the blunder."""
    state = start.clone()
    policy = _policy(game, 1)
    actions: list[int] = []
    made = 0
    blunder_index = None
    while made < decisions and not state.is_terminal():
        if state.current_player == seat and len(state.legal_actions()) > 1:
            action = bot.choose(_observe(state, seat))
            worst = _worst_move(bot, state, seat) if made == blunder_at else None
            if worst is not None:
                action = worst
                blunder_index = len(actions)
            if made != blunder_at or worst is not None:
                made += 1
        else:
            action = policy.act(state)
        actions.append(action)
        state.apply(action)
    return actions, blunder_index


# --------------------------------------------------------------------------- finding


@pytest.mark.parametrize("game", GAMES)
def test_a_planted_blunder_is_the_one_key_moment(game: str) -> None:
    """The seat plays as the analyser would, except once: its worst move.  That move is
    found, with the drop the search's own statistics give; nothing else is."""
    start = _start(game, seed=4, steps=40)
    seat = start.current_player
    actions, blunder = _play(game, start, seat, _bot(game), decisions=5, blunder_at=1)
    assert blunder is not None
    result = analyse(start, actions, seat, _bot(game), first_index=100)
    assert not result.cancelled and result.decisions >= 5
    assert len(result.rated) + result.skipped == result.decisions
    assert [m.index for m in result.moments] == [100 + blunder]
    moment = result.moments[0]
    assert moment.played == actions[blunder] and moment.best != moment.played
    assert moment.drop >= 2 * THRESHOLD
    assert moment.drop == pytest.approx(moment.best_chance - moment.played_chance)
    assert moment.seat == seat and moment.round == _state_at(start, actions, blunder).round
    others = [m for m in result.rated if m.index != moment.index]
    assert others and all(m.drop == 0.0 and m.played == m.best for m in others)


def _state_at(start: Any, actions: list[int], index: int) -> Any:
    state = start.clone()
    for action in actions[:index]:
        state.apply(action)
    return state


@pytest.mark.parametrize("game", GAMES)
def test_playing_as_the_analyser_gives_no_key_moments(game: str) -> None:
    start = _start(game, seed=7, steps=30)
    seat = start.current_player
    actions, _ = _play(game, start, seat, _bot(game), decisions=4)
    result = analyse(start, actions, seat, _bot(game))
    assert result.rated and result.moments == ()
    assert all(m.drop == 0.0 for m in result.rated)


def test_a_record_is_analysed_from_its_notation() -> None:
    """``analyse_record`` reads a ``GameRecord``'s actions (the notation) from its start;
    the forced answers and the other seats' moves are not the seat's decisions."""
    config = engine.GameConfig(players=3)
    record = GameRecord(
        config=config.to_dict(),
        seed=5,
        seats=[SeatInfo("Ann", True), SeatInfo("Bob", False), SeatInfo("Cy", False)],
    )
    state = record.new_state()
    policy = _policy("board")
    choices = 0
    while state.round < 3:
        if state.current_player == 0 and len(state.legal_actions()) > 1:
            choices += 1
        action = policy.act(state)
        record.actions.append(state.format_action(action))
        state.apply(action)
    result = analyse_record(record, 0, _bot("board"))
    assert result.decisions == choices
    assert result.skipped > 0  # the Mayor's placements are answered by rule: not rated
    assert all(0 <= m.index < len(record.actions) for m in result.rated)
    assert len(result.moments) <= 3
    assert [m.drop for m in result.moments] == sorted(
        (m.drop for m in result.moments), reverse=True
    )
    assert all(m.drop >= THRESHOLD for m in result.moments)


def test_an_expert_analyses_too() -> None:
    """The Expert (its shards in this process here) leaves its statistics in ``last``."""
    start = _start("board", seed=2, steps=20)
    seat = start.current_player
    bot = ExpertBot(3, workers=2, iterations_per_worker=10, use_processes=False)
    worst = _worst_move(bot, start, seat)
    assert worst is not None
    result = analyse(start, [worst], seat, bot)
    assert len(result.rated) == 1 and result.rated[0].played == worst


def test_the_analysis_budget() -> None:
    board = engine.GameConfig(players=4)
    assert analysis_iterations("puertorico", board) > analysis_iterations(
        "puertorico", engine.GameConfig(players=4, expansions=frozenset({"buildings"}))
    )
    assert analysis_iterations("cards", CardConfig(players=4)) > 0


# --------------------------------------------------------------------------- progress, cancel


@pytest.mark.parametrize("game", GAMES)
def test_progress_rises_to_one(game: str) -> None:
    start = _start(game, seed=3, steps=20)
    seat = start.current_player
    actions, _ = _play(game, start, seat, _bot(game), decisions=3)
    seen: list[float] = []
    result = analyse(start, actions, seat, _bot(game), progress=seen.append)
    assert not result.cancelled
    assert seen and seen[-1] == 1.0
    assert seen == sorted(seen) and all(0.0 <= f <= 1.0 for f in seen)


def test_cancel_between_decisions_keeps_what_was_done() -> None:
    start = _start("board", seed=3, steps=20)
    seat = start.current_player
    actions, _ = _play("board", start, seat, _bot("board"), decisions=6)
    cancel = threading.Event()

    def progress(fraction: float) -> None:
        if fraction > 0.0:
            cancel.set()  # while the second decision begins

    result = analyse(start, actions, seat, _bot("board"), progress=progress, cancel=cancel)
    assert result.cancelled
    assert len(result.rated) + result.skipped <= 1 < result.decisions


def test_cancel_stops_a_long_search_promptly() -> None:
    """A search with a huge budget stops within moments of the cancel; the decision it
    was on is dropped, and nothing is reported as a mistake from half a search."""
    start = _start("cards", seed=3, steps=20)
    seat = start.current_player
    actions, _ = _play("cards", start, seat, _bot("cards"), decisions=3)
    cancel = threading.Event()
    timer = threading.Timer(0.3, cancel.set)
    timer.start()
    began = time.perf_counter()
    try:
        result = analyse(start, actions, seat, _bot("cards"), iterations=10**7, cancel=cancel)
    finally:
        timer.cancel()
    assert time.perf_counter() - began < 3.0
    assert result.cancelled and result.rated == () and result.moments == ()


def test_a_cancel_set_before_the_start_analyses_nothing() -> None:
    start = _start("board", seed=3, steps=20)
    cancel = threading.Event()
    cancel.set()
    seen: list[float] = []
    result = analyse(start, [], start.current_player, _bot("board"), cancel=cancel)
    assert result == Analysis(start.current_player, (), (), 0, 0, False, result.seconds)
    actions, _ = _play("board", start, start.current_player, _bot("board"), decisions=2)
    result = analyse(
        start, actions, start.current_player, _bot("board"), cancel=cancel, progress=seen.append
    )
    assert result.cancelled and result.rated == () and seen == []


# --------------------------------------------------------------------------- no peeking


def _common_stretch(one: Any, two: Any, actions: list[int], seat: int) -> list[int]:
    """The longest prefix of ``actions`` legal in both games during which ``seat`` sees
    the same in both (a draw from a pile dealt otherwise would show it a difference)."""
    a, b = one.clone(), two.clone()
    for i, action in enumerate(actions):
        if _observe(a, seat) != _observe(b, seat) or action not in b.legal_actions():
            return actions[:i]
        a.apply(action)
        b.apply(action)
    return actions


@pytest.mark.parametrize("game", GAMES)
def test_no_peeking(game: str) -> None:
    """Two games that differ only in what the seat cannot see (the others' hands, the
    deck, the pile's order, hidden VP chips, the game's RNG) get the same analysis."""
    if game == "board":
        state = _start(game, seed=21, steps=50, hidden_vp=True)
        seat = state.current_player
        twin: Any = hidden_twin(state, seat)
        assert twin.pile != state.pile
    else:
        # A deal where the twin's stretch holds at least two of the seat's decisions
        # (it ends at the first card drawn that differs); pick another seed when a change
        # of the bots makes the stretch shorter.
        state = _start(game, seed=31, steps=20)
        seat = state.current_player
        twin = _observe(state, seat).determinize(random.Random(99))
        assert [p.hand for p in twin.players] != [p.hand for p in state.players]
    assert _observe(twin, seat) == _observe(state, seat)
    played, _ = _play(game, state, seat, _bot(game), decisions=4, blunder_at=0)
    actions = _common_stretch(state, twin, played, seat)
    one = analyse(state, actions, seat, _bot(game))
    two = analyse(twin, actions, seat, _bot(game))
    assert len(one.rated) >= 2
    assert one.rated == two.rated and one.moments == two.moments
    assert one.moments  # the planted move is among them


class Scripted(Bot):
    """An analyser with prepared root statistics: at its k-th decision it prefers
    another move and rates the played one ``drops[k]`` lower."""

    def __init__(self, played: list[int], drops: list[float]) -> None:
        self.played = played
        self.drops = drops
        self.calls = 0
        self.last: SearchResult | None = None

    def choose(self, observation: Any, budget: SearchBudget | None = None) -> int:
        k = self.calls
        self.calls += 1
        played = self.played[k]
        other = next(a for a in observation.legal_actions() if a != played)
        played_value = 100 * (0.5 - self.drops[k])
        self.last = SearchResult(
            other, {other: 100, played: 100}, {other: 50.0, played: played_value}, 200
        )
        return other


def test_the_key_moments_are_the_three_largest_drops_above_the_threshold() -> None:
    start = _start("board", seed=3, steps=20)
    seat = start.current_player
    actions, _ = _play("board", start, seat, _bot("board"), decisions=12)
    state = start.clone()
    played = []
    for action in actions:
        if state.current_player == seat and len(state.legal_actions()) > 1:
            played.append(action)
        state.apply(action)
    searched = 5
    drops = [0.02, 0.2, 0.005, 0.1, 0.03] + [0.0] * (len(played) - searched)
    result = analyse(start, actions, seat, Scripted(played, drops))
    assert [m.drop for m in result.moments] == pytest.approx([0.2, 0.1, 0.03])
    assert [m.index for m in result.moments] == [result.rated[i].index for i in (1, 3, 4)]
    assert all(m.best_chance == pytest.approx(0.5) for m in result.rated)
    assert KeyMoment(0, 1, 0, 2, 2, 0.1, 0.5).drop == 0.0  # the analyser's own move
    assert KeyMoment(0, 1, 0, 1, 2, 0.6, 0.5).drop == 0.0  # rated higher: no mistake
