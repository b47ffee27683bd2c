"""The table at the end of every round, for the score sheet's charts."""

from __future__ import annotations

from dataclasses import dataclass, field

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
class _Row:
    round: int
    vp: list[int]
    doubloons: list[int]
    score: list[int]
    building_vp: list[int]


class RoundHistory:
    """One row per finished round (the start is round 0; the end of the game is last)."""

    def __init__(self) -> None:
        self._rows: list[_Row] = []

    def clear(self, start: GameState | None = None) -> None:
        """Forget every row; with ``start``, begin with the game's first state."""
        self._rows = []
        if start is not None:
            self._snapshot(start, 0)

    def after_step(self, state: GameState, round_before: int) -> None:
        """Note a row if the step that led to ``state`` ended a round or the game."""
        if state.is_terminal():
            self._snapshot(state, state.round)
        elif state.round != round_before:
            self._snapshot(state, round_before)

    def _snapshot(self, s: GameState, label: int) -> None:
        scores = score_breakdown(s)
        self._rows.append(
            _Row(
                label,
                [p.vp for p in s.players],
                [p.doubloons for p in s.players],
                [b.total for b in scores],
                [b.buildings for b in scores],
            )
        )

    def view(self, viewer: int, hidden_vp: bool) -> list[RoundSnapshot]:
        """The rows as ``viewer`` may see them (``hidden_vp``: others' chips are hidden)."""
        out = []
        for row in self._rows:
            if hidden_vp:
                vp: list[int | None] = [v if i == viewer else None for i, v in enumerate(row.vp)]
                score: list[int | None] = [
                    s if i == viewer else None for i, s in enumerate(row.score)
                ]
            else:
                vp, score = list(row.vp), list(row.score)
            out.append(
                RoundSnapshot(row.round, vp, list(row.doubloons), score, list(row.building_vp))
            )
        return out
