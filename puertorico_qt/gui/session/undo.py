"""Undo: a ``QUndoStack`` of the people's decisions.

Undoing a decision takes it back together with every computer move after it: the
record is cut before it and replayed.  Redo applies again what the undo removed.  The
stack is cleared where hidden information was revealed and, with several people at
the table, at another person's decision (nobody takes back someone else's move); the
session decides when (``clear``, ``keep_only``).
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QObject
from PySide6.QtGui import QUndoCommand, QUndoStack


class Replayable(Protocol):
    """What the undo stack needs of the session."""

    def decisions_made(self) -> int: ...

    def apply_decisions(self, actions: list[int]) -> None: ...

    def cut_after(self, index: int, move: str = "") -> list[str]: ...

    def replay_tail(self, tail: list[str]) -> None: ...


class DecisionCommand(QUndoCommand):
    """One person's decision (with the computer moves that follow it) on the stack.

    The first ``redo`` (from ``QUndoStack.push``) applies the decision; ``undo`` cuts
    the record before it and replays; a later ``redo`` re-applies what the undo removed
    (the decision and the computer moves that followed it)."""

    def __init__(self, game: Replayable, seat: int, actions: list[int], text: str) -> None:
        super().__init__(text)
        self.seat = seat
        self._game = game
        self._actions = actions
        self._index = game.decisions_made()
        self._tail: list[str] | None = None

    def redo(self) -> None:
        if self._tail is None:
            self._game.apply_decisions(self._actions)
        else:
            self._game.replay_tail(self._tail)

    def undo(self) -> None:
        self._tail = self._game.cut_after(self._index, self.text())


class UndoHistory:
    """The people's decisions that may still be taken back."""

    def __init__(self, game: Replayable, parent: QObject) -> None:
        self._game = game
        self.stack = QUndoStack(parent)

    def _top_seat(self) -> int | None:
        top = self.stack.index() - 1
        command = self.stack.command(top) if top >= 0 else None
        return command.seat if isinstance(command, DecisionCommand) else None

    def push(self, seat: int, actions: list[int], text: str) -> None:
        """Apply a person's decision as an undoable command."""
        self.keep_only(seat)
        self.stack.push(DecisionCommand(self._game, seat, actions, text))

    def keep_only(self, seat: int) -> bool:
        """Clear the stack if its last decision is another person's (True: cleared)."""
        top = self._top_seat()
        if top is not None and top != seat:
            self.stack.clear()
            return True
        return False

    def clear(self) -> None:
        self.stack.clear()

    def can_undo(self) -> bool:
        return self.stack.canUndo()

    def can_redo(self) -> bool:
        return self.stack.canRedo()

    def undo(self) -> None:
        self.stack.undo()

    def redo(self) -> None:
        self.stack.redo()
