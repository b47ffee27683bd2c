"""Engine speed: complete random games per second, and the cost of the protocol calls.

    python bench/engine_speed.py [--games 300] [--seed 1]

Then the same random 4-player games with the 1897 expansions I and II (a random legal
set of buildings, nobles) in the same run, and their rate relative to the base game's:
the base and the expansion games are timed alternately ``--repeat`` times and the
medians compared (the bar: at least 75% of the base game's rate).

Runs on one core (this process only), timed in this process's CPU time
(``time.process_time``): on a machine shared with other work, the wall clock also
counts the time the process waited for the core.  A "random game" is played by choosing
uniformly among ``legal_actions()`` at every decision and applying it with
``apply()`` (which validates the action and plays forced steps).  The bar from
issue 2: at least 300 complete random 4-player games per second (3x the ~100/s
of the fastest pure-Python engine we know of).
"""

from __future__ import annotations

import argparse
import contextlib
import gc
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from puertorico_qt import engine

EXPANSIONS = engine.GameConfig(
    players=4, expansions=frozenset({"buildings", "nobles"}), market="random"
)


def random_games(
    players: int, games: int, seed: int, config: engine.GameConfig | None = None
) -> tuple[float, float]:
    """Games per second and decisions per game with ``apply`` (validated)."""
    rng = random.Random(seed)
    config = config or engine.GameConfig(players=players)
    decisions = 0
    start = time.process_time()
    for game in range(games):
        state = engine.new_game(config, seed=seed + game)
        while not state.is_terminal():
            legal = state.legal_actions()
            state.apply(legal[int(rng.random() * len(legal))])
            decisions += 1
    seconds = time.process_time() - start
    return games / seconds, decisions / games


def sample_states(players: int, count: int, seed: int) -> list[engine.GameState]:
    """States met along random games, for timing single calls."""
    rng = random.Random(seed)
    config = engine.GameConfig(players=players)
    states: list[engine.GameState] = []
    game = 0
    while len(states) < count:
        state = engine.new_game(config, seed=seed + game)
        game += 1
        while not state.is_terminal() and len(states) < count:
            states.append(state.clone())
            legal = state.legal_actions()
            state.apply(legal[int(rng.random() * len(legal))])
    return states


@contextlib.contextmanager
def _no_gc():
    """Time a loop without the cyclic collector: the 20,000 sampled states make it run
    at moments that depend on the sample (3 players: apply() 25 µs with it, 6 without),
    which is the bench's own heap, not the engine's cost."""
    gc.collect()
    gc.disable()
    try:
        yield
    finally:
        gc.enable()


def per_call_costs(players: int, seed: int) -> dict[str, float]:
    """Microseconds per legal_actions() (uncached), apply() and clone() (no cyclic
    garbage collection while timed: ``_no_gc``)."""
    with _no_gc():
        return _per_call_costs(players, seed)


def _per_call_costs(players: int, seed: int) -> dict[str, float]:
    states = sample_states(players, 20000, seed)
    fresh = [s.clone() for s in states]
    for s in fresh:
        s._legal = None
    start = time.perf_counter()
    for s in fresh:
        s._legal = None
        s.legal_actions()
    legal_us = (time.perf_counter() - start) / len(fresh) * 1e6

    rng = random.Random(seed)
    work = [s.clone() for s in states]
    chosen = [s.legal_actions()[int(rng.random() * len(s.legal_actions()))] for s in work]
    start = time.perf_counter()
    for s, a in zip(work, chosen, strict=True):
        s.apply(a)
    apply_us = (time.perf_counter() - start) / len(work) * 1e6

    start = time.perf_counter()
    for s in states:
        s.clone()
    clone_us = (time.perf_counter() - start) / len(states) * 1e6

    start = time.perf_counter()
    for s in states[:2000]:
        engine.GameState.from_dict(s.to_dict())
    json_us = (time.perf_counter() - start) / 2000 * 1e6
    return {
        "legal_actions": legal_us,
        "apply": apply_us,
        "clone": clone_us,
        "json_round_trip": json_us,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--repeat", type=int, default=3, help="runs of the base / expansion comparison"
    )
    args = parser.parse_args(argv)
    if args.repeat < 1 or args.games < 1:
        parser.error("--games and --repeat must be at least 1")
    print(f"Python {sys.version.split()[0]}, one core, CPU time")
    print(
        f"{'players':>7} {'games/s':>9} {'decisions/game':>15} {'legal µs':>9} {'apply µs':>9} {'clone µs':>9} {'json µs':>9}"
    )
    for players in (2, 3, 4, 5):
        random_games(players, 20, args.seed)  # warm-up
        gps, dpg = random_games(players, args.games, args.seed)
        costs = per_call_costs(players, args.seed)
        print(
            f"{players:>7} {gps:>9.1f} {dpg:>15.1f} {costs['legal_actions']:>9.2f} "
            f"{costs['apply']:>9.2f} {costs['clone']:>9.2f} {costs['json_round_trip']:>9.1f}"
        )
    random_games(4, 20, args.seed, EXPANSIONS)  # warm-up
    base: list[float] = []
    with_exp: list[float] = []
    for _ in range(args.repeat):  # alternated, so that a busy machine slows both alike
        base.append(random_games(4, args.games, args.seed)[0])
        rate, dpg = random_games(4, args.games, args.seed, EXPANSIONS)
        with_exp.append(rate)
    b, e = statistics.median(base), statistics.median(with_exp)
    print(
        f"4 players with expansions I+II: {e:.1f} games/s, {dpg:.1f} decisions/game "
        f"({e / b:.0%} of the base game's {b:.1f} games/s in this run; "
        f"medians of {args.repeat} alternated runs)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
