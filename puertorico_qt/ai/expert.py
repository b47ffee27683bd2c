"""Expert: the Hard search on every core (root parallelisation over processes).

Each worker process runs its own ISMCTS from the same observation with its own
seed; the root visit counts and value sums are added up and the most visited
action wins.  The processes are ``pool``'s: a pool of a worker per core, made on
first use (or by ``prepare``), shared by all Expert bots of the program and stopped
when it quits (``pool.shutdown_pools``).

The game's knowledge comes from a guide class (``ismcts.Guide``): the board game's
``PuertoRicoGuide`` by default, the card game's ``ImitationGuide`` for its Expert; the
class travels to the workers with each shard (a top-level class pickles by name).  The
card game's Expert is one tree in this process (``workers=1``, no pool): there, one deep
tree played better than the sum of a tree per core.

Budgets: an iteration budget is *per worker* (``workers`` shards with seeds
derived from the bot's seed and the observation, so a given number of workers
always gives the same move); a time budget applies to all workers at once.
Cancelling sets the pool's shared event that every worker checks each iteration; the
answer is the best move of the iterations done so far.

When processes cannot be had (no ``spawn`` support, a sandbox, a pool
that broke), the shards run one after another in this process: same moves for
an iteration budget, just slower; a time budget is shared between them.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from concurrent.futures import FIRST_EXCEPTION, wait
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
from .pool import default_workers, drop_pool, get_pool, warm_up, worker_flags

#: Iterations per worker and decision by default (Hard: ``SearchConfig.default_iterations``).
DEFAULT_ITERATIONS_PER_WORKER = 2000
#: The Expert's search: Hard's, with longer play-outs (five roles instead of three),
#: since its budget allows it: more iterations alone mostly confirm Hard's move.
EXPERT_CONFIG = SearchConfig(rollout_roles=5)
PROGRESS_INTERVAL = 0.1


# --------------------------------------------------------------------------- worker side


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
        cancel = _CountingEvent(*worker_flags())
    local_deadline = None
    if deadline is not None:
        local_deadline = time.perf_counter() + (deadline - time.time())
    hint = deadline - time.time() if deadline is not None else None
    searcher.run(iterations, local_deadline, cancel, progress, hint, stop_when_settled)
    visits, sums = searcher.root_stats()
    return visits, sums, searcher.iterations


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

    @property
    def searches_here(self) -> bool:  # type: ignore[override]
        """One tree (the card game's Expert), or no processes to run the trees in."""
        return not (self.use_processes and self.workers > 1)

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
        pool = get_pool(self.workers)
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
                drop_pool(self.workers)
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
                drop_pool(self.workers)
                return None


def _share_of(progress: Callable[[float], None], shard: int, shards: int):
    """Report shard ``shard``'s progress as its part of the whole (shards run in turn)."""

    def report(done: float) -> None:
        progress((shard + done) / shards)

    return report


class _Never:
    def is_set(self) -> bool:
        return False
