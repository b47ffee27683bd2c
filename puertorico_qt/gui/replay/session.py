"""What the tables read during a replay: one step of a ``ReplaySteps``, read-only.

``ReplaySession`` satisfies ``gui.session.TableSession`` and ``CardTableSession`` (the
tables' protocol): its ``state`` is the state at the current step, nobody's turn is a
person's, nothing is legal and every request is refused with a line saying why.  The
viewer is a seat the player chooses; ``show_everything`` lifts what is hidden from
that seat (the board game's VP chips; the card game shows the other hands beside the
table).  The score sheet's ``history()`` / ``card_history()`` are the rounds up to the
current step.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, Signal

from ...persistence import SeatInfo
from ..session.ending import why_it_ends
from ..session.history import RoundSnapshot, row_as_seen
from .steps import ReplaySteps


class ReplaySession(QObject):
    """One step of a recorded game, as the tables see a session."""

    state_changed = Signal()
    illegal_move = Signal(str)
    bot_thinking = Signal(int, bool)
    bot_progress = Signal(float)
    #: (report or None) at every step shown: what the decision that led to it turned
    #: face up (a gold mine's cards) when the replay went one step forward, else None
    #: (the table takes away what an earlier step showed).
    turned_up = Signal(object)
    #: Never emitted (one replay shows one game); the card table listens to it.
    game_started = Signal()
    #: Never emitted (a replay shows states, it applies no action); the card table
    #: listens to it for what the rules paid by themselves.
    action_applied = Signal(int, int, str)
    #: (step) the step shown changed
    step_changed = Signal(int)

    def __init__(self, steps: ReplaySteps, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.steps = steps
        self.step = steps.last
        #: The step shown before this one (None at first): the tables mark what changed
        #: on every board since then (``seen_state``; a whole round when stepping by rounds).
        self.shown_before: int | None = None
        self._viewer = self._first_person()
        #: Show what the viewer could not see (default: on for a finished game).
        self.show_everything = steps.finished

    # ------------------------------------------------------------------ moving

    def go(self, step: int) -> None:
        step = max(0, min(int(step), self.steps.last))
        if step != self.step:
            # what changed is marked against the step shown before when it lies in the
            # same round or the next (a step, a round); after a longer jump nearly
            # everything changed, and marks on it all would tell nothing
            rounds = self.steps.round_of
            near = abs(rounds(step) - rounds(self.step)) <= 1
            self.shown_before, self.step = (self.step if near else None), step
            self.state_changed.emit()
            self.step_changed.emit(step)
            one_on = self.shown_before is not None and step == self.shown_before + 1
            self.turned_up.emit(self._turned_up() if one_on else None)

    def _turned_up(self) -> Any:
        """What the decision that led to the step shown turned face up (None: nothing)."""
        before = self.steps.states[self.step - 1]
        action = before.parse_action(self.steps.record.actions[self.step - 1])
        return self.steps.game.turned_up(before, action)

    #: The tables mark changes on the viewer's own board too (``GameSession.seen_state``):
    #: in a replay nobody at the screen made them.
    marks_every_board = True
    #: The board seen from a seat is not "you": whoever watches a replay did not sit
    #: there now (the tables leave "(you)" off the name).
    viewer_at_screen = False

    def seen_state(self, seat: int) -> Any:
        """What the tables compare with to mark what is new: the state of the step shown
        before this one, for every seat (None: nothing shown before)."""
        before = self.shown_before
        return None if before is None else self.steps.states[before]

    def set_viewer(self, seat: int) -> None:
        if seat != self._viewer and 0 <= seat < len(self.seats):
            self._viewer = seat
            self.state_changed.emit()

    def set_show_everything(self, on: bool) -> None:
        if bool(on) != self.show_everything:
            self.show_everything = bool(on)
            self.state_changed.emit()

    # ------------------------------------------------------------------ the protocol

    @property
    def state(self) -> Any:
        return self.steps.states[self.step]

    @property
    def seats(self) -> list[SeatInfo]:
        return list(self.steps.record.seats)

    @property
    def is_card_game(self) -> bool:
        return self.steps.game.name == "cards"

    def names(self) -> list[str]:
        return [s.name for s in self.steps.record.seats]

    def viewer_seat(self) -> int:
        return self._viewer

    def is_human_turn(self) -> bool:
        return False

    def legal_actions(self) -> list[int]:
        return []

    def explain(self, action: int) -> str:
        return self.tr("This is a replay: no moves can be made here.")

    def last_move_text(self) -> str:
        line = self.steps.moves[self.step]
        return line() if line is not None else ""

    def request(self, action: int) -> bool:
        self.illegal_move.emit(self.explain(action))
        return False

    def request_mayor_arrangement(self, tiles: list[int], buildings: dict[int, int]) -> bool:
        return self.request(-1)

    def request_sequence(self, actions: list[int], text: str | None = None) -> bool:
        return self.request(-1)

    # ------------------------------------------------------------------ charts, log

    def rows(self) -> list[Any]:
        """The charts' rows of the rounds finished by the current step (the start's row
        first; all of them at the end of the game)."""
        state = self.state
        if state.is_terminal():
            return list(self.steps.rows)
        return [row for row in self.steps.rows if row.round < state.round]

    def history(self, viewer: int | None = None) -> list[RoundSnapshot]:
        """The board game's score-sheet rows up to the current step (others' hidden VP
        chips stay hidden unless everything is shown)."""
        viewer = self._viewer if viewer is None else viewer
        hidden = self.steps.game.hidden_scores(self.state) and not self.show_everything
        return [row_as_seen(row, viewer, hidden) for row in self.rows()]

    def round_states(self) -> list[tuple[int, Any]]:
        """(round, state) of the rows shown (``rows``), for the win chances."""
        return self.steps.round_states[: len(self.rows())]

    def end_reason(self) -> str:
        """Why the game ends, as far as the step shown (``GameSession.end_reason``)."""
        actions = self.steps.record.actions[: self.step]
        return why_it_ends(self.steps.game, self.steps.states[0], actions, self.names())

    def card_history(self) -> list[Any]:
        return self.rows() if self.is_card_game else []

    def log_entries(self) -> list[tuple[str, bool]]:
        """The game log up to the current step, in the current language."""
        return [(line(), heading) for line, heading in self.steps.log_until(self.step)]

    def _first_person(self) -> int:
        people = [i for i, s in enumerate(self.steps.record.seats) if s.is_human]
        return people[0] if people else 0


__all__ = ["ReplaySession"]
