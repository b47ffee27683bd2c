"""Each player's chance to win after every round, computed off the GUI thread.

``WinChanceModel(source)`` reads ``source()``: (round, state) at the end of every
finished round (``GameSession.round_states`` / ``ReplaySession.round_states``).  On
``refresh()`` the rounds it has not estimated yet go to a worker thread, which calls
``ai.win_chance.win_chances`` (the bots' evaluation of the *public* position: nothing
hidden is read); a timer of the GUI thread collects the answers, so no Qt object is
touched outside the GUI thread, and ``changed`` is emitted there.  A history that
changed under it (undo, a new game, a load) is estimated anew; answers for the old
one are dropped.
"""

from __future__ import annotations

import atexit
import math
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from ..ai.win_chance import win_chances

#: One worker for every model: the estimates take a few milliseconds.
_POOL = ThreadPoolExecutor(max_workers=1, thread_name_prefix="win-chances")
atexit.register(_POOL.shutdown, wait=False, cancel_futures=True)

POLL_MS = 15


def estimate(states: list[tuple[int, Any]]) -> list[list[float]]:
    """The worker's job: the chances of every state (never changes them)."""
    return [win_chances(state) for _label, state in states]


class WinChanceModel(QObject):
    """Rounds and each seat's chances per round (see the module docstring)."""

    changed = Signal()

    def __init__(
        self, source: Callable[[], list[tuple[int, Any]]], parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.source = source
        self._done: list[tuple[int, Any]] = []  # estimated (round, state), in order
        self._answers: list[list[float]] = []  # their chances, per seat
        self._shown = 0  # how many of them the source has now (a replay steps back)
        self._pending: Future[list[list[float]]] | None = None
        self._pending_states: list[tuple[int, Any]] = []
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self._collect)

    # ------------------------------------------------------------------ reading

    @property
    def rounds(self) -> list[int]:
        return [label for label, _state in self._done[: self._shown]]

    @property
    def chances(self) -> list[list[float]]:
        """Per round shown, each seat's chance (summing to 1)."""
        return self._answers[: self._shown]

    def series(self, n: int) -> tuple[list[int], list[list[float]]]:
        """(rounds, chance in per cent per seat) of the rounds shown."""
        chances = self.chances
        per_seat = [[100.0 * row[seat] for row in chances] for seat in range(n)]
        return self.rounds, per_seat

    def busy(self) -> bool:
        return self._pending is not None

    # ------------------------------------------------------------------ updating

    def refresh(self) -> None:
        """Show the rounds the source has; estimate the ones not estimated yet (all
        of them again when the history changed under the model)."""
        current = self.source()
        same = 0
        for (_a, one), (_b, other) in zip(current, self._done, strict=False):
            if one is not other:
                break
            same += 1
        if same < len(self._done) and len(current) > same:
            # Another history (undo, a new game, a load): forget what differs.
            del self._done[same:]
            del self._answers[same:]
        shown = min(len(current), len(self._done))
        if shown != self._shown:
            self._shown = shown
            self.changed.emit()
        if len(current) > len(self._done) and self._pending is None:
            self._pending_states = current[len(self._done) :]
            self._pending = _POOL.submit(estimate, self._pending_states)
            self._timer.start()

    def _collect(self) -> None:
        job = self._pending
        if job is None:
            self._timer.stop()
            return
        if not job.done():
            return
        self._pending = None
        self._timer.stop()
        new, self._pending_states = self._pending_states, []
        try:
            answers = job.result()
        except Exception:  # a chart must never take the program down
            answers = [[math.nan] * state.n for _label, state in new]  # gaps, no retry
        current = self.source()
        at = len(self._done)
        fits = len(current) >= at + len(new) and all(
            mine[1] is theirs[1] for mine, theirs in zip(current[at:], new, strict=False)
        )
        if fits:  # else the history changed meanwhile: estimate anew (refresh)
            self._done += new
            self._answers += answers
        self.refresh()
