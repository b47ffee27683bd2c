"""Computer players think in a worker thread, so the window never freezes.

``AiRunner`` lives in the GUI thread and owns a ``QThread`` with one ``AiWorker``
moved into it.  ``AiRunner.submit`` hands the worker a *job*: a bot, an
observation that nobody else holds (``engine.observe`` builds a fresh copy), a
time budget and a ``threading.Event`` to cancel it.  The worker answers with
``answered(request_id, action)``; every job has a new id, and whoever submitted
it drops answers whose id is not the one it is waiting for (a job cancelled by
an undo, a new game or a load still answers, late).

Progress is throttled by wall clock to at most ``PROGRESS_PER_SECOND`` signals
a second: a bot that reports every iteration would otherwise flood the GUI
thread's event queue and starve its timers.

The worker's signals are connected to slots of ``AiRunner`` (a QObject of the
GUI thread), so they are queued into the GUI thread; a lambda connected to a
worker signal would run in the worker's thread instead.

A bot that searches in its caller's thread (``Bot.searches_here``: Hard, the hint,
the card game's Expert) would hold the GIL that the GUI thread needs at each of its
many calls into Python while it paints the table: in the program
(``think_elsewhere``) the worker asks such a bot in another process
(``ai.elsewhere``) and only waits for it.  What still runs in the worker's thread
shares the GIL sooner: the program shortens Python's switch interval
(``share_the_gil``).  The tests keep every bot in the thread, except those that test
the process.
"""

from __future__ import annotations

import atexit
import itertools
import sys
import threading
import time
import traceback
from collections.abc import Callable
from dataclasses import dataclass, field

from PySide6.QtCore import QObject, QThread, Signal, Slot

from ..ai import Bot, SearchBudget
from ..ai.elsewhere import choose_elsewhere
from ..engine import Observation

PROGRESS_PER_SECOND = 10
#: Python's GIL switch interval in the program (seconds; Python's default is 0.005).
#: The bot's search is pure Python in its thread, and each time the GUI thread calls
#: Python (a delegate's paint, a model's data, a slot) it waits for the GIL until the
#: search gives it up, at the latest after the interval: a repaint that calls Python
#: hundreds of times then waits that often.  ``bench/gui_thinking.py`` (docs/gui.md):
#: a board-game move shown while Hard thinks took 2.6 s at 5 ms, 0.35 s at 1 ms and
#: 0.25 s at 0.5 ms (23 ms with no bot thinking); the search alone keeps its speed.
GUI_SWITCH_INTERVAL = 0.0005

# Running threads are referenced here until they are shut down: a QThread that
# Python collects while it runs aborts the whole process ("Destroyed while thread
# is still running"), e.g. when a session is dropped without shutdown().
_RUNNING: set[QThread] = set()


@atexit.register
def _stop_all_threads() -> None:
    for thread in list(_RUNNING):
        thread.quit()
        thread.wait(5000)
    _RUNNING.clear()


_elsewhere = False


def think_elsewhere(enabled: bool = True) -> None:
    """Ask the bots that search in their caller's thread in another process
    (``ai.elsewhere``); for the program's own process (``app._make_app``)."""
    global _elsewhere
    _elsewhere = enabled


def thinks_elsewhere(bot: Bot) -> bool:
    """Whether the worker asks ``bot`` in another process."""
    return _elsewhere and bot.searches_here


def share_the_gil() -> None:
    """Let the GUI thread take the GIL sooner from a thinking bot (``GUI_SWITCH_INTERVAL``);
    for the program's own process (``app._make_app``), which then runs the window and
    the bots' thread."""
    sys.setswitchinterval(GUI_SWITCH_INTERVAL)


def throttled(emit: Callable[[float], object], per_second: float) -> Callable[[float], None]:
    """A progress callback for a search that passes a fraction (clamped to [0, 1]) on to
    ``emit`` at most ``per_second`` times a second, and always the final 1.0."""
    interval = 1.0 / per_second
    last = [0.0]

    def progress(fraction: float) -> None:
        now = time.monotonic()
        if fraction >= 1.0 or now - last[0] >= interval:
            last[0] = now
            emit(max(0.0, min(1.0, float(fraction))))

    return progress


@dataclass(slots=True)
class AiJob:
    """One question to a bot: which action for this observation?"""

    request_id: int
    bot: Bot
    observation: Observation
    seconds: float | None = None
    iterations: int | None = None
    cancel: threading.Event = field(default_factory=threading.Event)


class AiWorker(QObject):
    """Runs jobs one after the other in its own thread."""

    # (request id, action id): the bot's answer.
    answered = Signal(int, int)
    # (request id, fraction in [0, 1]): at most PROGRESS_PER_SECOND a second.
    progressed = Signal(int, float)
    # (request id, message): the bot raised an exception (the traceback is in the message).
    failed = Signal(int, str)

    @Slot(object)
    def think(self, job: AiJob) -> None:
        if job.cancel.is_set():
            return  # cancelled while queued: nobody waits for this answer
        progress = throttled(
            lambda fraction: self.progressed.emit(job.request_id, fraction), PROGRESS_PER_SECOND
        )
        budget = SearchBudget(
            iterations=job.iterations,
            seconds=job.seconds,
            cancel=job.cancel,
            progress=progress,
        )
        try:
            action = None
            if thinks_elsewhere(job.bot):
                action = choose_elsewhere(job.bot, job.observation, budget)
                if action is None and job.cancel.is_set():
                    return  # the worker process was stopped: the program is quitting
            if action is None:
                action = job.bot.choose(job.observation, budget)
        except Exception:
            self.failed.emit(job.request_id, traceback.format_exc(limit=8))
            return
        self.answered.emit(job.request_id, int(action))


class AiRunner(QObject):
    """The GUI thread's side: submits jobs, cancels them, relays the answers.

    Call ``shutdown()`` before the application quits (``GameSession.shutdown``
    does): it cancels the job in progress and waits for the thread to end.
    """

    # (request id, action id)
    answered = Signal(int, int)
    # (request id, fraction)
    progressed = Signal(int, float)
    # (request id, message)
    failed = Signal(int, str)

    _submit = Signal(object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._ids = itertools.count(1)
        self._jobs: dict[int, AiJob] = {}
        self._thread = QThread()
        self._thread.setObjectName("puertorico-ai")
        self._worker = AiWorker()
        self._worker.moveToThread(self._thread)
        self._thread.finished.connect(self._worker.deleteLater)
        self._submit.connect(self._worker.think)
        self._worker.answered.connect(self._on_answered)
        self._worker.progressed.connect(self._on_progressed)
        self._worker.failed.connect(self._on_failed)
        self._thread.start()
        _RUNNING.add(self._thread)

    def submit(
        self,
        bot: Bot,
        observation: Observation,
        seconds: float | None = None,
        iterations: int | None = None,
    ) -> int:
        """Queue a job; returns its request id.  The observation must not be shared."""
        job = AiJob(next(self._ids), bot, observation, seconds, iterations)
        self._jobs[job.request_id] = job
        self._submit.emit(job)
        return job.request_id

    def cancel(self, request_id: int | None = None) -> None:
        """Ask one job (or every job) to stop; its late answer must be ignored by the caller."""
        ids = list(self._jobs) if request_id is None else [request_id]
        for rid in ids:
            job = self._jobs.pop(rid, None)
            if job is not None:
                job.cancel.set()

    def busy(self) -> bool:
        return bool(self._jobs)

    def shutdown(self, wait_ms: int = 10_000) -> None:
        self.cancel()
        if self._thread.isRunning():
            self._thread.quit()
            self._thread.wait(wait_ms)
        _RUNNING.discard(self._thread)

    @Slot(int, int)
    def _on_answered(self, request_id: int, action: int) -> None:
        self._jobs.pop(request_id, None)
        self.answered.emit(request_id, action)

    @Slot(int, float)
    def _on_progressed(self, request_id: int, fraction: float) -> None:
        if request_id in self._jobs:
            self.progressed.emit(request_id, fraction)

    @Slot(int, str)
    def _on_failed(self, request_id: int, message: str) -> None:
        self._jobs.pop(request_id, None)
        self.failed.emit(request_id, message)
