"""Work made in another process: a bot's decision (``choose_elsewhere``) or any long
computation (``call_elsewhere``: the key moments' analysis), for a program whose window
must not wait while a bot searches.

Why: Hard's and the card Expert's searches are pure Python and run in the calling
thread (``Bot.searches_here``).  In a thread of the program they hold the GIL that the
window's thread needs at each of its calls into Python, and a board-game move shown
while Hard thought took ten times as long as with no bot thinking, even with the
program's short switch interval (docs/gui.md).  In a process of its own the search
shares nothing with the window.

How: the function and its arguments are pickled to the one worker of
``pool.get_pool(1)`` and run there, with a cancel flag (the pool's shared event) and a
progress that goes to the pool's shared counter (in millionths).  The calling thread
waits without holding the GIL, passes a cancel on and reports the progress.  A decision
comes back with the bot as it is after choosing — its ``last`` search numbers, a hint's
explanation — and the caller's bot takes over that state, so the caller reads it as if
the bot had chosen in its own thread.  The moves are the ones the bot would have chosen
here: a bot's decision depends only on its seed and the observation
(``base.decision_rng``), not on what it decided before.

One job at a time: a caller who finds the worker busy (an analysis runs while a game
goes on), no process at all, or a worker that died, gets None and does the work in its
own thread.  The first call starts the worker (about a second of ``spawn``): ``warm_up``
does that ahead.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from concurrent.futures.process import BrokenProcessPool
from typing import Any

from .base import Bot, SearchBudget
from .pool import drop_pool, get_pool, worker_flags
from .pool import warm_up as start_pool

#: The pool the work runs in: a single worker, one job at a time.
WORKERS = 1
#: Progress travels as an integer count of millionths (the pool's shared counter).
PROGRESS_SCALE = 1_000_000
#: Seconds between two looks at the cancel flag and the progress while waiting.
POLL_SECONDS = 0.02

_jobs_done = 0  # jobs that ran in the worker and answered (``jobs_done``)


def jobs_done() -> int:
    """How many jobs of this process ran in the worker and answered (the self-test
    checks that the searches of a game really went there)."""
    return _jobs_done


def warm_up() -> bool:
    """Start the worker now (e.g. when a game with a searching bot is set up), so that
    the first decision does not wait for it, and load the bots there; False if processes
    cannot be had."""
    if not start_pool(WORKERS):
        return False
    pool = get_pool(WORKERS)
    if pool is None:
        return False
    try:
        # Without the lock: a decision asked meanwhile waits in the worker's queue for
        # this moment of imports rather than being made in its caller's thread.
        pool.executor.submit(_get_ready).result()
    except (BrokenProcessPool, RuntimeError, OSError):
        drop_pool(WORKERS)
        return False
    return True


def choose_elsewhere(bot: Bot, observation: Any, budget: SearchBudget | None = None) -> int | None:
    """``bot.choose(observation, budget)`` in the worker process; None if it could not
    run there (choose here instead).  An exception the bot raised there is raised here."""
    budget = budget or SearchBudget()
    deadline = time.time() + budget.seconds if budget.seconds is not None else None
    answer = call_elsewhere(
        _choose_there,
        bot,
        observation,
        budget.iterations,
        deadline,
        cancel=budget.cancel,
        progress=budget.progress,
    )
    if answer is None:
        return None
    action, thought = answer
    vars(bot).update(vars(thought))
    return action


def call_elsewhere(
    function: Callable[..., Any],
    *args: Any,
    cancel: threading.Event | None = None,
    progress: Callable[[float], None] | None = None,
    **kwargs: Any,
) -> Any:
    """``function(*args, **kwargs, cancel=…, progress=…)`` in the worker process (a
    top-level function, or a ``functools.partial`` of one: it travels by name), with a
    cancel flag that follows ``cancel`` and a progress that reaches ``progress``; its
    result (never None).  None when it could not run there: no process, the worker busy
    with another job (one at a time: a second caller does its work itself rather than
    wait), or the worker died.  An exception raised there is raised here."""
    pool = get_pool(WORKERS)
    if pool is None or not pool.lock.acquire(blocking=False):
        return None
    try:
        pool.event.clear()
        with pool.counter.get_lock():
            pool.counter.value = 0
        try:
            future = pool.executor.submit(_call_there, function, args, kwargs)
        except (BrokenProcessPool, RuntimeError, OSError):
            drop_pool(WORKERS)
            return None
        reported = -1
        while True:
            try:
                result = future.result(timeout=POLL_SECONDS)
                break
            except TimeoutError:
                pass
            except (BrokenProcessPool, OSError):
                drop_pool(WORKERS)
                return None
            if cancel is not None and cancel.is_set():
                pool.event.set()
            if progress is not None and (done := pool.counter.value) != reported:
                reported = done
                progress(done / PROGRESS_SCALE)
        global _jobs_done
        _jobs_done += 1
    finally:
        pool.lock.release()
    if progress is not None:
        progress(1.0)
    return result


def _call_there(function: Callable[..., Any], args: tuple, kwargs: dict[str, Any]) -> Any:
    """In the worker: ``function`` with the pool's cancel event and a progress that writes
    the pool's counter."""
    cancel, counter = worker_flags()

    def progress(fraction: float) -> None:
        if counter is not None:
            counter.value = int(max(0.0, min(1.0, fraction)) * PROGRESS_SCALE)

    return function(*args, cancel=cancel, progress=progress, **kwargs)


def _choose_there(
    bot: Bot,
    observation: Any,
    iterations: int | None,
    deadline: float | None,
    *,
    cancel: Any,
    progress: Callable[[float], None],
) -> tuple[int, Bot]:
    """In the worker: the decision, and the bot as it is after it."""
    seconds = None if deadline is None else max(0.0, deadline - time.time())
    budget = SearchBudget(iterations=iterations, seconds=seconds, cancel=cancel, progress=progress)
    return bot.choose(observation, budget), bot


def _get_ready() -> None:
    """In the worker: import every bot of both games (the first decision would)."""
    from . import registry  # noqa: F401  (the board game's bots)
    from .cards import bots  # noqa: F401  (the card game's, with their fitted weights)
