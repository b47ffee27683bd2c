"""The table at the end of every round, for the score sheet's charts.

The session keeps one row per finished round; what a row holds depends on the game
(``row`` of ``games.SessionGame``): the board game's VP chips, doubloons, score and
building VP (``board_row``), the card game's score, hand size and buildings
(``card_row``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ... import cards
from ...engine import GameState, score_breakdown


@dataclass(frozen=True, slots=True)
class RoundSnapshot:
    """The table at the end of a round (round 0 = the start), for charts.

    ``vp`` and ``score`` are None for a seat whose VP chips the viewer may not see
    (hidden VP option, someone else's seat, game not over).
    """

    round: int
    vp: list[int | None]
    doubloons: list[int]
    score: list[int | None]
    building_vp: list[int] = field(default_factory=list)


@dataclass(frozen=True, slots=True)
class CardRoundSnapshot:
    """The card game's table at the end of a round (round 0 = the start): every
    player's points so far, hand size and number of buildings (all public)."""

    round: int
    score: list[int]
    hand: list[int]
    buildings: list[int]


@dataclass(frozen=True, slots=True)
class _Row:
    round: int
    vp: list[int]
    doubloons: list[int]
    score: list[int]
    building_vp: list[int]


def board_row(s: GameState, label: int) -> _Row:
    scores = score_breakdown(s)
    return _Row(
        label,
        [p.vp for p in s.players],
        [p.doubloons for p in s.players],
        [b.total for b in scores],
        [b.buildings for b in scores],
    )


def card_row(s: cards.CardState, label: int) -> CardRoundSnapshot:
    return CardRoundSnapshot(
        label,
        [b.total for b in cards.score_breakdown(s)],
        [p.hand_n for p in s.players],
        [len(p.city) for p in s.players],
    )


class RoundHistory:
    """One row per finished round (the start is round 0; the end of the game is last)."""

    def __init__(self, row: Callable[[Any, int], Any] = board_row) -> None:
        self._rows: list[Any] = []
        #: (label, the state then) per row, for the win chances (``ai.win_chance``).
        self._states: list[tuple[int, Any]] = []
        self.row = row

    def clear(self, start: Any = None) -> None:
        """Forget every row; with ``start``, begin with the game's first state."""
        self._rows = []
        self._states = []
        if start is not None:
            self._snapshot(start, 0)

    def after_step(self, state: Any, round_before: int) -> None:
        """Note a row if the step that led to ``state`` ended a round or the game."""
        if state.is_terminal():
            self._snapshot(state, state.round)
        elif state.round != round_before:
            self._snapshot(state, round_before)

    def _snapshot(self, s: Any, label: int) -> None:
        self._rows.append(self.row(s, label))
        self._states.append((label, s.clone()))

    def states(self) -> list[tuple[int, Any]]:
        """(round, the state at its end) per row, the same states on every call."""
        return list(self._states)

    def rows(self) -> list[Any]:
        """The rows as they were made (the card game's ``CardRoundSnapshot``)."""
        return list(self._rows)

    def view(self, viewer: int, hidden_vp: bool) -> list[RoundSnapshot]:
        """The rows as ``viewer`` may see them (``hidden_vp``: others' chips are hidden)."""
        return [row_as_seen(row, viewer, hidden_vp) for row in self._rows]


def row_as_seen(row: Any, viewer: int, hidden_vp: bool) -> RoundSnapshot:
    """A board game's score-sheet row as ``viewer`` may see it (``hidden_vp``: the
    others' chips and scores hidden), a fresh copy."""
    if hidden_vp:
        vp: list[int | None] = [v if i == viewer else None for i, v in enumerate(row.vp)]
        score: list[int | None] = [s if i == viewer else None for i, s in enumerate(row.score)]
    else:
        vp, score = list(row.vp), list(row.score)
    return RoundSnapshot(row.round, vp, list(row.doubloons), score, list(row.building_vp))
