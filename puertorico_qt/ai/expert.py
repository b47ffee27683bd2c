"""Expert: the Hard search on every core (root parallelisation over processes).

Each worker process runs its own ISMCTS from the same observation with its own
seed; the root visit counts and value sums are added up and the most visited
action wins.  Processes (not threads) because the search is pure Python: the
GIL would serialise threads.  The pool uses the ``spawn`` start method (the only
one on Windows and macOS, and safe in a PyInstaller bundle, whose entry point
must call ``multiprocessing.freeze_support()``), is made on first use and shared
by all Expert bots of the process, and is shut down by ``shutdown_pools()``: the
program calls it when it quits, and ``atexit`` at the latest.  It stops every
worker within about a second (``SHUTDOWN_GRACE``, then ``terminate``).  The
workers ignore SIGINT (a Ctrl+C in the terminal reaches the whole process group:
the program shuts them down) and end by themselves when the program is gone.
A process that is itself a ``multiprocessing`` child (a tournament's ``--jobs`` game
worker) never runs ``atexit``, and at its end multiprocessing joins its children —
the pool's workers, which wait for work forever — so the pool also registers
``shutdown_pools`` as a multiprocessing finaliser, which runs before that join.

The game's knowledge comes from a guide class (``ismcts.Guide``): the board game's
``PuertoRicoGuide`` by default, the card game's ``ImitationGuide`` for its Expert; the
class travels to the workers with each shard (a top-level class pickles by name).  The
card game's Expert is one tree in this process (``workers=1``, no pool): there, one deep
tree played better than the sum of a tree per core.

Budgets: an iteration budget is *per worker* (``workers`` shards with seeds
derived from the bot's seed and the observation, so a given number of workers
always gives the same move); a time budget applies to all workers at once.
Cancelling sets a shared event that every worker checks each iteration; the
answer is the best move of the iterations done so far.

When processes cannot be had (no ``fork``/``spawn`` support, a sandbox, a pool
that broke), the shards run one after another in this process: same moves for
an iteration budget, just slower; a time budget is shared between them.
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
from collections.abc import Callable
from concurrent.futures import FIRST_EXCEPTION, ProcessPoolExecutor, wait
from concurrent.futures.process import BrokenProcessPool

from .base import Bot, SearchBudget, decision_rng, fresh_seed
from .ismcts import (
    Guide,
    PuertoRicoGuide,
    SearchConfig,
    Searcher,
    SearchObservation,
    SearchResult,
    best_from_stats,
)

#: Iterations per worker and decision by default (Hard: ``SearchConfig.default_iterations``).
DEFAULT_ITERATIONS_PER_WORKER = 2000
#: The Expert's search: Hard's, with longer play-outs (five roles instead of three),
#: since its budget allows it: more iterations alone mostly confirm Hard's move.
EXPERT_CONFIG = SearchConfig(rollout_roles=5)
PROGRESS_INTERVAL = 0.1
#: Seconds the workers have to end by themselves at shutdown before they are terminated.
SHUTDOWN_GRACE = 0.5


def default_workers() -> int:
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
    # Ctrl+C in a terminal reaches every process of the group: the program stops the pool.
    with contextlib.suppress(ValueError, OSError, AttributeError):
        signal.signal(signal.SIGINT, signal.SIG_IGN)
    # A worker must not outlive the program (killed, crashed): watch the parent.
    parent = multiprocessing.parent_process()
    if parent is not None:
        threading.Thread(target=_exit_with, args=(parent,), daemon=True).start()


def _exit_with(parent) -> None:
    parent.join()  # returns when the parent process is gone
    os._exit(0)


class _CountingEvent:
    """The shared cancel flag, also counting iterations for the progress report."""

    def __init__(self, event, counter) -> None:
        self.event = event
        self.counter = counter
        self.n = 0

    def is_set(self) -> bool:
        self.n += 1
        if self.counter is not None and self.n % 32 == 0:
            with self.counter.get_lock():
                self.counter.value += 32
        return self.event is not None and self.event.is_set()


def run_shard(
    observation: SearchObservation,
    shard_seed: int,
    iterations: int | None,
    deadline: float | None,
    config: SearchConfig,
    in_process_cancel=None,
    guide_class: type[Guide] = PuertoRicoGuide,
    stop_when_settled: bool = False,
    progress: Callable[[float], None] | None = None,
) -> tuple[dict[int, int], dict[int, float], int]:
    """One worker's search (a top-level function, so that ``spawn`` can pickle it).

    ``deadline`` is wall-clock time (``time.time()``), shared between processes;
    ``progress`` (in this process only) hears this shard's share done.
    """
    import random

    rng = random.Random(shard_seed)
    guide = guide_class(random.Random(rng.getrandbits(32)), config)
    searcher = Searcher(observation, rng, config, guide)
    if in_process_cancel is not None:
        cancel = in_process_cancel
    else:
        cancel = _CountingEvent(_cancel_event, _counter)
    local_deadline = None
    if deadline is not None:
        local_deadline = time.perf_counter() + (deadline - time.time())
    hint = deadline - time.time() if deadline is not None else None
    searcher.run(iterations, local_deadline, cancel, progress, hint, stop_when_settled)
    visits, sums = searcher.root_stats()
    return visits, sums, searcher.iterations


# --------------------------------------------------------------------------- the pool


class _Pool:
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
        executor = self.executor
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


_pools: dict[int, _Pool] = {}
_pools_lock = threading.Lock()
_processes_unavailable = False


def _get_pool(workers: int) -> _Pool | None:
    global _processes_unavailable
    if _processes_unavailable:
        return None
    with _pools_lock:
        pool = _pools.get(workers)
        if pool is None:
            try:
                pool = _pools[workers] = _Pool(workers)
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


def _drop_pool(workers: int) -> None:
    with _pools_lock:
        pool = _pools.pop(workers, None)
    if pool is not None:
        # A broken pool may fail to shut down; it is gone anyway.
        with contextlib.suppress(Exception):
            pool.executor.shutdown(wait=False, cancel_futures=True)


def warm_up(workers: int | None = None) -> bool:
    """Start the worker processes now (about a second), e.g. when a game with an Expert
    begins, so that its first move is not slower.  False if processes are unavailable."""
    pool = _get_pool(workers or default_workers())
    if pool is None:
        return False
    try:
        # Processes start on demand: one small task per worker starts them all.
        for f in [pool.executor.submit(_ping) for _ in range(pool.workers)]:
            f.result()
    except (BrokenProcessPool, OSError):
        _drop_pool(pool.workers)
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


# --------------------------------------------------------------------------- the bot


class ExpertBot(Bot):
    """Root-parallel ISMCTS over ``workers`` processes (default: every core), with the
    knowledge of ``guide_class`` (the board game's by default)."""

    name = "expert"

    def __init__(
        self,
        seed: int | None = None,
        workers: int | None = None,
        iterations_per_worker: int = DEFAULT_ITERATIONS_PER_WORKER,
        config: SearchConfig | None = None,
        use_processes: bool = True,
        guide_class: type[Guide] = PuertoRicoGuide,
    ) -> None:
        self.seed = fresh_seed(seed)
        self.guide_class = guide_class
        self.workers = workers or default_workers()
        self.iterations_per_worker = iterations_per_worker
        self.config = config or EXPERT_CONFIG
        self.use_processes = use_processes
        self._stop_when_settled: bool | None = None  # None: as ``workers`` says
        self.last_iterations = 0
        self.last: SearchResult | None = None
        self.last_used_processes = False

    @property
    def stop_when_settled(self) -> bool:
        """Whether the search stops once its answer is settled (``Searcher.run``), unless
        set otherwise (a hint, the key moments).  With one tree that cannot change the
        move (nothing can overtake the most visited), so it only saves time.  With
        several it could: their visits are summed, and two trees that settle on
        different moves would have summed otherwise over the whole budget."""
        if self._stop_when_settled is not None:
            return self._stop_when_settled
        return self.workers == 1

    @stop_when_settled.setter
    def stop_when_settled(self, value: bool) -> None:
        self._stop_when_settled = value

    def prepare(self) -> None:
        if self.use_processes and self.workers > 1:
            warm_up(self.workers)

    @property
    def default_iterations(self) -> int:
        """Per worker, as the iteration budget of ``choose``."""
        return self.iterations_per_worker

    def choose(self, observation: SearchObservation, budget: SearchBudget | None = None) -> int:
        legal = observation.legal_actions()
        if len(legal) == 1:
            self.last = SearchResult(legal[0], searched=False)
            return legal[0]
        rng = decision_rng(self.seed, observation)
        answer = self.guide_class.rule_answer(observation, rng)
        if answer is not None:
            self.last = SearchResult(answer, searched=False)
            return answer
        start = time.perf_counter()
        iterations: int | None = self.iterations_per_worker
        seconds = None
        cancel = progress = None
        if budget is not None:
            iterations = budget.iterations
            seconds = budget.seconds
            cancel, progress = budget.cancel, budget.progress
            if iterations is None and seconds is None:
                iterations = self.iterations_per_worker
        seeds = [rng.getrandbits(63) for _ in range(self.workers)]
        deadline = time.time() + seconds if seconds is not None else None
        results = None
        if self.use_processes and self.workers > 1:
            results = self._in_pool(
                observation, seeds, iterations, deadline, cancel, progress, start, seconds
            )
        self.last_used_processes = results is not None
        if results is None:
            results = self._in_process(observation, seeds, iterations, deadline, cancel, progress)
        visits: dict[int, int] = {}
        sums: dict[int, float] = {}
        total = 0
        for v, s, n in results:
            total += n
            for a, x in v.items():
                visits[a] = visits.get(a, 0) + x
            for a, x in s.items():
                sums[a] = sums.get(a, 0.0) + x
        self.last_iterations = total
        if progress is not None:
            progress(1.0)
        guide = self.guide_class(rng, self.config)
        action = best_from_stats(legal, visits, sums, guide, observation)
        self.last = SearchResult(action, visits, sums, total, time.perf_counter() - start)
        return action

    def _in_process(self, observation, seeds, iterations, deadline, cancel, progress):
        out = []
        shards = len(seeds)
        for i, seed in enumerate(seeds):
            shard_deadline = None
            if deadline is not None:
                # Share the time that is left between the shards still to run.
                left = deadline - time.time()
                shard_deadline = time.time() + left / (shards - i)
            shard_progress = None
            if progress is not None:
                shard_progress = _share_of(progress, i, shards)
            out.append(
                run_shard(
                    observation,
                    seed,
                    iterations,
                    shard_deadline,
                    self.config,
                    cancel or _Never(),
                    self.guide_class,
                    self.stop_when_settled,
                    shard_progress,
                )
            )
            if cancel is not None and cancel.is_set():
                break
        return out

    def _in_pool(self, observation, seeds, iterations, deadline, cancel, progress, start, seconds):
        pool = _get_pool(self.workers)
        if pool is None:
            return None
        with pool.lock:
            pool.event.clear()
            with pool.counter.get_lock():
                pool.counter.value = 0
            try:
                futures = [
                    pool.executor.submit(
                        run_shard,
                        observation,
                        seed,
                        iterations,
                        deadline,
                        self.config,
                        None,
                        self.guide_class,
                        self.stop_when_settled,
                    )
                    for seed in seeds
                ]
            except (BrokenProcessPool, RuntimeError, OSError):
                _drop_pool(self.workers)
                return None
            last = start
            pending = set(futures)
            while pending:
                _done, pending = wait(pending, timeout=0.02, return_when=FIRST_EXCEPTION)
                if cancel is not None and cancel.is_set():
                    pool.event.set()
                now = time.perf_counter()
                if progress is not None and now - last >= PROGRESS_INTERVAL:
                    last = now
                    if iterations is not None:
                        progress(min(1.0, pool.counter.value / (iterations * len(seeds))))
                    elif seconds:
                        progress(min(1.0, (now - start) / seconds))
            try:
                return [f.result() for f in futures]
            except (BrokenProcessPool, OSError):
                _drop_pool(self.workers)
                return None


def _share_of(progress: Callable[[float], None], shard: int, shards: int):
    """Report shard ``shard``'s progress as its part of the whole (shards run in turn)."""

    def report(done: float) -> None:
        progress((shard + done) / shards)

    return report


class _Never:
    def is_set(self) -> bool:
        return False
