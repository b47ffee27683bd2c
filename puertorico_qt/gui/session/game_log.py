"""The game log: one line per move worth telling, headings as rounds begin.

Lines are kept as functions that write them in the current language (``Line``), so a
language switch renders the whole log anew.  A move is described once, here: the
table's "last move" line is ``last_move`` of this log, not a description of its own.
The words come from the game's presenters: ``gui.phases`` for the board game
(``board_lines``), ``gui.cards.narration`` for the card game; the session hands the
log its game's ``Narrate``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import Any

from PySide6.QtCore import QCoreApplication

from ...engine import GameState
from ...engine.state import apply_step
from .. import phases
from ..phases import Line

#: How many lines the log keeps.
MAX_LOG_LINES = 5000


#: The lines of one ``apply``: ``narrate(before, after, steps, names)`` with ``steps`` the
#: (seat, action) pairs applied (the decision first) returns the decision in words (the
#: "last move"; None: a step too small to be one, the last move stays) and the lines to
#: add, each with "is a round heading".
Narrate = Callable[
    [Any, Any, list[tuple[int, int]], list[str]], tuple[Line | None, list[tuple[Line, bool]]]
]


def states_before_steps(before: GameState, steps: list[tuple[int, int]]) -> list[GameState]:
    """The state before each step of one ``apply`` (the decision and its forced steps):
    a step's line is written from the state just before it, so the steps that ``apply``
    played in one call are played again one at a time."""
    out = [before]
    cur = before.clone()
    for _, action in steps[:-1]:
        apply_step(cur, action)
        out.append(cur.clone())
    return out


class GameLog:
    """The lines so far (plain data: the session emits the signals)."""

    def __init__(self, narrate: Narrate | None = None) -> None:
        self.entries: list[tuple[Line, bool]] = []  # (line, is a round heading)
        self.last_move: Line | None = None  # the latest decision, in words
        self.narrate: Narrate = narrate or board_lines

    def clear(self) -> None:
        self.entries = []
        self.last_move = None

    def add(self, line: Line, heading: bool = False) -> None:
        self.entries.append((line, heading))
        if len(self.entries) > MAX_LOG_LINES:
            del self.entries[: len(self.entries) - MAX_LOG_LINES]

    def rendered(self) -> list[tuple[str, bool]]:
        """The log in the current language: (text, is a heading)."""
        return [(line(), heading) for line, heading in self.entries]

    @staticmethod
    def heading(state: GameState, names: Sequence[str]) -> Line:
        """The heading of the round ``state`` is in: its number and its governor."""
        return partial(
            phases.round_heading, state.round, state.governor, state.config.edition, list(names)
        )

    def steps(
        self,
        before: Any,
        after: Any,
        steps: list[tuple[int, int]],
        names: Sequence[str],
    ) -> list[tuple[Line, bool]]:
        """Add the lines of one ``apply`` (``steps``, from ``before`` to ``after``, both
        kept unchanged from now on by the caller) and return them: each step's line, the
        lines of what it made happen by rule, and a heading where a new round begins."""
        move, added = self.narrate(before, after, steps, list(names))
        if move is not None:
            self.last_move = move
        for line, heading in added:
            self.add(line, heading)
        return added


def result_line(scores: Sequence[int], won: Sequence[int], names: Sequence[str]) -> Line:
    """The log's last line: every score and the winners (context ``GameSession``, the
    session's own lines)."""

    def line() -> str:
        each = QCoreApplication.translate("GameSession", "{name} {score}")
        parts = ", ".join(each.format(name=names[i], score=n) for i, n in enumerate(scores))
        return QCoreApplication.translate(
            "GameSession", "Game over. Scores: {scores}. Winner: {winners}."
        ).format(scores=parts, winners=", ".join(names[i] for i in won))

    return line


def board_lines(
    before: GameState, after: GameState, steps: list[tuple[int, int]], names: list[str]
) -> tuple[Line, list[tuple[Line, bool]]]:
    """The board game's ``Narrate``: each step's line from the state just before it (the
    phase presenters decide which steps get one), what happened by rule, the headings."""
    states = states_before_steps(before, steps)
    last_move: Line = partial(phases.describe_action, before, steps[0][0], steps[0][1], names)
    added: list[tuple[Line, bool]] = []
    shown_round = before.round
    folded = False
    for i, (st, (seat, action)) in enumerate(zip(states, steps, strict=True)):
        if st.round != shown_round:
            shown_round = st.round
            added.append((GameLog.heading(st, names), True))
        line = phases.log_line(st, seat, action, i > 0, names)
        if i == 0:
            # a decision whose words wait for a later step (a Mayor's placement: one
            # line for the whole arrangement) is told by that step's line when the
            # rules make it at once
            folded = line is None
        elif line is not None and folded and seat == steps[0][0]:
            last_move, folded = line, False
        if line is not None:
            added.append((line, False))
        next_state = states[i + 1] if i + 1 < len(states) else after
        added += [(ln, False) for ln in phases.step_lines(st, next_state, seat, action, names)]
    if after.round != shown_round and not after.is_terminal():
        added.append((GameLog.heading(after, names), True))
    return last_move, added
