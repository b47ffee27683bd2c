"""The worker processes the searches run in: one pool per size, made on first use,
shared by every bot of the program, stopped when the program ends.

Processes (not threads) because the search is pure Python: the GIL would serialise
threads, and a search in a thread of the program holds the GIL the window needs.  The
pools use the ``spawn`` start method (the only one on Windows and macOS, and safe in a
PyInstaller bundle, whose entry point must call ``multiprocessing.freeze_support()``).
Two kinds of work run in them: the Expert's shards (``expert.run_shard``, a pool of a
worker per core) and a whole bot's decision (``elsewhere.choose_elsewhere``, the pool of
one worker).

Every pool has a shared cancel event and a shared counter, handed to its workers when
they start (``worker_flags`` in a worker); its ``lock`` is held by whoever runs a job
in it, one job at a time.  ``shutdown_pools()`` stops every worker within about a
second (``SHUTDOWN_GRACE``, then ``terminate``): the program calls it when it quits,
and ``atexit`` at the latest.  The workers ignore SIGINT (a Ctrl+C in the terminal
reaches the whole process group: the program shuts them down) and end by themselves
when the program is gone.  A process that is itself a ``multiprocessing`` child (a
tournament's ``--jobs`` game worker) never runs ``atexit``, and at its end
multiprocessing joins its children — the pool's workers, which wait for work forever —
so the pools also register ``shutdown_pools`` as a multiprocessing finaliser, which
runs before that join.

When processes cannot be had (no ``spawn`` support, a sandbox), ``get_pool`` answers
None from then on, and the callers run their work in this process.
"""

from __future__ import annotations

import atexit
import contextlib
import multiprocessing
import multiprocessing.connection
import multiprocessing.util
import os
import signal
import threading
import time
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool

#: Seconds the workers have to end by themselves at shutdown before they are terminated.
SHUTDOWN_GRACE = 0.5


def default_workers() -> int:
    """The cores this process may use."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except (AttributeError, OSError):
        return max(1, os.cpu_count() or 1)


# --------------------------------------------------------------------------- worker side

_cancel_event = None
_counter = None


def _init_worker(event, counter) -> None:
    global _cancel_event, _counter
    _cancel_event = event
    _counter = counter
    init_child()


def init_child() -> None:
    """In a worker process (the searches', a tournament's): Ctrl+C in a terminal
    reaches every process of the group, and the program stops its workers itself; and a
    worker must not outlive the program (killed, crashed): it watches its parent."""
    with contextlib.suppress(ValueError, OSError, AttributeError):
        signal.signal(signal.SIGINT, signal.SIG_IGN)
    parent = multiprocessing.parent_process()
    if parent is not None:
        threading.Thread(target=_exit_with, args=(parent,), daemon=True).start()


def _exit_with(parent) -> None:
    parent.join()  # returns when the parent process is gone
    os._exit(0)


def worker_flags():
    """In a worker: its pool's shared cancel event and counter (None, None elsewhere)."""
    return _cancel_event, _counter


# --------------------------------------------------------------------------- the pools


class Pool:
    """A process pool of ``workers`` spawned workers with a shared cancel event and counter."""

    def __init__(self, workers: int) -> None:
        ctx = multiprocessing.get_context("spawn")
        self.workers = workers
        self.event = ctx.Event()
        self.counter = ctx.Value("q", 0)
        self.executor = ProcessPoolExecutor(
            max_workers=workers,
            mp_context=ctx,
            initializer=_init_worker,
            initargs=(self.event, self.counter),
        )
        self.lock = threading.Lock()

    def shutdown(self, grace: float = SHUTDOWN_GRACE) -> None:
        """Stop the workers: cancel the searches and the queued shards, let the workers
        end, and terminate (then kill) those still running after ``grace`` seconds."""
        self.event.set()
        stop_executor(self.executor, grace)


def stop_executor(executor: ProcessPoolExecutor, grace: float = SHUTDOWN_GRACE) -> None:
    """Cancel ``executor``'s queued work, let its workers end, and terminate (then kill)
    those still running after ``grace`` seconds: a plain ``shutdown`` waits for every
    job queued (a tournament's thousand games after a Ctrl+C)."""
    processes = list((getattr(executor, "_processes", None) or {}).values())
    manager = getattr(executor, "_executor_manager_thread", None)
    with contextlib.suppress(Exception):
        # The manager thread sends each worker its stop and joins them.
        executor.shutdown(wait=False, cancel_futures=True)
    left = _wait_for_exit(processes, grace)
    for stop in ("terminate", "kill"):
        if not left:
            break
        for p in left:
            with contextlib.suppress(Exception):
                getattr(p, stop)()
        left = _wait_for_exit(left, 0.5)
    if manager is not None and manager is not threading.current_thread():
        manager.join(1.0)


def _wait_for_exit(processes: list, timeout: float) -> list:
    """Wait up to ``timeout`` seconds until the processes have ended; returns those still
    running.  Watches their sentinels without reaping them (the executor's manager
    thread joins them)."""
    deadline = time.monotonic() + timeout
    running = {}
    for p in processes:
        with contextlib.suppress(ValueError, AttributeError):  # closed: gone
            running[p.sentinel] = p
    while running:
        left = deadline - time.monotonic()
        if left <= 0:
            break
        for sentinel in multiprocessing.connection.wait(list(running), left):
            running.pop(sentinel, None)
    return list(running.values())


_pools: dict[int, Pool] = {}
_pools_lock = threading.Lock()
_processes_unavailable = False


def get_pool(workers: int) -> Pool | None:
    """The pool of ``workers`` processes (made now if there is none); None when processes
    cannot be had."""
    global _processes_unavailable
    if _processes_unavailable:
        return None
    with _pools_lock:
        pool = _pools.get(workers)
        if pool is None:
            try:
                pool = _pools[workers] = Pool(workers)
            except (OSError, NotImplementedError, ImportError, ValueError):
                _processes_unavailable = True
                return None
            _stop_pools_at_process_exit()
        return pool


_exit_hook_pid: int | None = None


def _stop_pools_at_process_exit() -> None:
    """Register ``shutdown_pools`` with multiprocessing's own exit (once per process): in
    a multiprocessing child it runs before the child joins its children, where the
    ``atexit`` handler never runs (a forked child starts with no finalisers, hence the
    process id)."""
    global _exit_hook_pid
    if _exit_hook_pid != os.getpid():
        _exit_hook_pid = os.getpid()
        multiprocessing.util.Finalize(None, shutdown_pools, exitpriority=100)


def drop_pool(workers: int) -> None:
    """Forget a broken pool (the next ``get_pool`` makes a new one)."""
    with _pools_lock:
        pool = _pools.pop(workers, None)
    if pool is not None:
        # A broken pool may fail to shut down; it is gone anyway.
        with contextlib.suppress(Exception):
            pool.executor.shutdown(wait=False, cancel_futures=True)


def warm_up(workers: int | None = None) -> bool:
    """Start the worker processes now (about a second), e.g. when a game with an Expert
    begins, so that its first move is not slower.  False if processes are unavailable."""
    pool = get_pool(workers or default_workers())
    if pool is None:
        return False
    try:
        # Processes start on demand: one small task per worker starts them all.
        for f in [pool.executor.submit(_ping) for _ in range(pool.workers)]:
            f.result()
    except (BrokenProcessPool, OSError):
        drop_pool(pool.workers)
        return False
    return True


def _ping() -> int:
    return os.getpid()


@atexit.register
def shutdown_pools() -> None:
    """Stop every worker process within about a second (the program calls it when it
    quits; also registered with ``atexit``).  A later Expert move starts a new pool."""
    with _pools_lock:
        pools = list(_pools.values())
        _pools.clear()
    for pool in pools:
        with contextlib.suppress(Exception):
            pool.shutdown()
