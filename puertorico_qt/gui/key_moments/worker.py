"""The analysis's thread side: ``AnalysisWorker`` runs ``ai.key_moments.analyse_record``
in a ``QThread`` (a worker object, as ``ai_worker``), and in the program hands it to the
worker process of ``ai.elsewhere`` when its bot searches in its caller's thread (the
card game's Expert: a minute of search would hold the GIL the window needs);
``_RUNNING`` keeps every running thread referenced, and ``stop_all`` (at exit) cancels
and joins them."""

from __future__ import annotations

import atexit
import threading
import traceback
from functools import partial

import shiboken6
from PySide6.QtCore import QObject, QThread, Signal, Slot

from ...ai import Bot
from ...ai.elsewhere import call_elsewhere
from ...ai.key_moments import analyse_record, analysis_bot
from ...persistence import GameRecord
from ..ai_worker import thinks_elsewhere, throttled

#: Progress signals per second at most (the search reports ten a second).
PROGRESS_PER_SECOND = 12

#: Analyses still running, with their cancel flags: a QThread collected while it runs
#: aborts the program, so they stay referenced until joined (``stop_all`` at exit).
_RUNNING: dict[QThread, threading.Event] = {}


@atexit.register
def stop_all() -> None:
    """Cancel every analysis and wait for its thread (the program is quitting)."""
    for thread, cancel in list(_RUNNING.items()):
        cancel.set()
        if shiboken6.isValid(thread):
            thread.quit()
            thread.wait(10_000)
    _RUNNING.clear()


class AnalysisWorker(QObject):
    """Runs one analysis in its thread (``run``, connected to the thread's start)."""

    progressed = Signal(float)
    analysed = Signal(object)  # Analysis
    failed = Signal(str)
    #: Emitted last, whatever happened: the thread may quit.
    ended = Signal()

    def __init__(
        self,
        record: GameRecord,
        seat: int,
        bot: Bot | None,
        iterations: int | None,
        seconds: float | None,
        cancel: threading.Event,
    ) -> None:
        super().__init__()
        self.record = record
        self.seat = seat
        self.bot = bot
        self.iterations = iterations
        self.seconds = seconds
        self.cancel = cancel

    def thinks_elsewhere(self) -> bool:
        """Whether the analysis runs in the worker process of ``ai.elsewhere`` (as the
        program asks a bot that searches in its caller's thread: the card game's Expert)."""
        return thinks_elsewhere(self.bot or analysis_bot(self.record.game))

    @Slot()
    def run(self) -> None:
        progress = throttled(self.progressed.emit, PROGRESS_PER_SECOND)
        # The analysis but for its progress and cancel (``call_elsewhere`` hands it its
        # own, which pass them on across the processes).
        analysis_of = partial(
            analyse_record,
            self.record,
            self.seat,
            self.bot,
            iterations=self.iterations,
            seconds=self.seconds,
        )
        try:
            analysis = None
            if self.thinks_elsewhere():
                analysis = call_elsewhere(analysis_of, progress=progress, cancel=self.cancel)
            if analysis is None:  # here: no process, or the worker was busy
                analysis = analysis_of(progress=progress, cancel=self.cancel)
        except Exception:
            self.failed.emit(traceback.format_exc(limit=6))
        else:
            self.analysed.emit(analysis)
        self.ended.emit()
