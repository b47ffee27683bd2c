"""The card game's Hard search: seconds per decision, iterations per second, and the
decisions themselves (to check that a speed-up changes none).

    python bench/cards_search_speed.py [--seeds 4] [--per-game 4] [--iterations 400]
    python bench/cards_search_speed.py --repeat 3 --json results.json
    python bench/cards_search_speed.py --profile 30          # cProfile, top 30 lines

The default run (32 positions, 400 iterations each) takes about half a minute.

The positions: games of four Normal bots (seeds ``--seed``, ``--seed + 1`` …), with and
without *Die neuen Gebäude* (``CardConfig(expansions=("buildings",))``); from each game
``--per-game`` of the decisions Hard searches (roles, builds, the councillor's cards,
the library; more than one legal action), evenly spread over the game.  On each
position ``CardHardBot`` (seed ``--bot-seed``) searches the current seat's observation
with ``SearchBudget(iterations=N)``.

Printed: per position the action, the seconds (wall and this process's CPU time) and
the root's visits; then per run the median and mean seconds per decision, the
iterations per second (total iterations over total CPU seconds), the same per set-up,
and a checksum of the decisions (each run starts with the evaluation's memos empty,
``values.clear_memos``).  The checksum covers each position's chosen action, the root's visit counts and their value
sums (``repr`` of the floats): the same checksum before and after a change means the
search did exactly the same thing.  Nothing here asserts a time: the machine may be
shared (CPU time is the fairer figure then).  Hard stops a search once its answer is
settled (``ismcts.Searcher.run``): the same actions with fewer iterations, so other
visit counts; ``--full-budget`` searches every position to its whole budget, as Hard
did before (checksum ``e2bb7d8baf8f0c61`` on the default positions, as with the stop
``0305e8a1d669d0a1``; the printed actions are the same).
"""

from __future__ import annotations

import argparse
import cProfile
import hashlib
import json
import platform
import pstats
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from puertorico_qt import cards
from puertorico_qt.ai.base import SearchBudget
from puertorico_qt.ai.cards.bots import CardHardBot, CardNormalBot
from puertorico_qt.ai.cards.guide import SEARCHED_PHASES

try:  # the evaluation's memos (absent before they were introduced)
    from puertorico_qt.ai.cards.values import clear_memos
except ImportError:  # pragma: no cover - an older checkout

    def clear_memos() -> None:
        pass


#: The two set-ups every run covers.
SETUPS: tuple[tuple[str, tuple[str, ...]], ...] = (("base", ()), ("buildings", ("buildings",)))


def positions(
    seeds: list[int], per_game: int, players: int = 4
) -> list[tuple[str, int, int, cards.CardState]]:
    """(set-up, game seed, decision index, state) of the positions to search."""
    out = []
    for label, expansions in SETUPS:
        config = cards.CardConfig(players=players, expansions=expansions)
        for seed in seeds:
            state = cards.new_game(config, seed)
            bots = [CardNormalBot(seed * 10 + i) for i in range(players)]
            found: list[tuple[int, cards.CardState]] = []
            step = 0
            while not state.is_terminal():
                seat = state.current_player
                obs = cards.observe(state, seat)
                if state.phase in SEARCHED_PHASES and len(state.legal_actions()) > 1:
                    found.append((step, state.clone()))
                state.apply(bots[seat].choose(obs))
                step += 1
            if not found:
                continue
            # Evenly spread, the first and the last included.
            count = min(per_game, len(found))
            picks = sorted({round(i * (len(found) - 1) / max(1, count - 1)) for i in range(count)})
            for i in picks:
                out.append((label, seed, found[i][0], found[i][1]))
    return out


def run(
    states: list[tuple[str, int, int, cards.CardState]],
    iterations: int,
    bot_seed: int,
    verbose: bool,
    full_budget: bool = False,
) -> dict:
    """Search every position once, starting cold (the memos emptied); figures and the
    decisions."""
    clear_memos()
    walls: list[float] = []
    cpus: list[float] = []
    total_iterations = 0
    decisions: list[dict[str, Any]] = []
    digest = hashlib.sha256()
    for label, seed, step, state in states:
        seat = state.current_player
        obs = cards.observe(state, seat)
        bot = CardHardBot(bot_seed)
        bot.stop_when_settled = not full_budget
        budget = SearchBudget(iterations=iterations)
        w0, c0 = time.perf_counter(), time.process_time()
        action = bot.choose(obs, budget)
        wall, cpu = time.perf_counter() - w0, time.process_time() - c0
        last = bot.last
        assert last is not None
        visits = sorted(last.visits.items())
        sums = sorted((a, repr(v)) for a, v in last.value_sums.items())
        record = [label, seed, step, action, visits, sums]
        digest.update(json.dumps(record).encode())
        decisions.append(
            {
                "setup": label,
                "seed": seed,
                "step": step,
                "phase": state.phase.name,
                "action": state.format_action(action),
                "iterations": last.iterations,
                "wall": wall,
                "cpu": cpu,
            }
        )
        if last.searched:
            walls.append(wall)
            cpus.append(cpu)
            total_iterations += last.iterations
        if verbose:
            top = sorted(last.visits.items(), key=lambda kv: -kv[1])[:4]
            shown = " ".join(f"{state.format_action(a)}:{n}" for a, n in top)
            print(
                f"  {label:9s} seed {seed:3d} step {step:4d} {state.phase.name:8s} "
                f"-> {state.format_action(action):24s} {wall:6.3f} s wall {cpu:6.3f} s cpu  "
                f"[{shown}]"
            )
    per_setup = {}
    for label, _ in SETUPS:
        mine = [d for d in decisions if d["setup"] == label and d["iterations"]]
        if mine:
            seconds = [d["cpu"] for d in mine]
            per_setup[label] = {
                "median_cpu": statistics.median(seconds),
                "iterations_per_cpu_second": sum(d["iterations"] for d in mine) / sum(seconds),
            }
    return {
        "positions": len(states),
        "searched": len(walls),
        "median_wall": statistics.median(walls) if walls else 0.0,
        "mean_wall": statistics.fmean(walls) if walls else 0.0,
        "median_cpu": statistics.median(cpus) if cpus else 0.0,
        "mean_cpu": statistics.fmean(cpus) if cpus else 0.0,
        "iterations_per_cpu_second": total_iterations / sum(cpus) if cpus else 0.0,
        "iterations_per_wall_second": total_iterations / sum(walls) if walls else 0.0,
        "per_setup": per_setup,
        "checksum": digest.hexdigest()[:16],
        "actions": [d["action"] for d in decisions],
        "decisions": decisions,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=1, help="first game seed")
    parser.add_argument("--seeds", type=int, default=4, help="games per set-up")
    parser.add_argument("--per-game", type=int, default=4, help="positions per game")
    parser.add_argument("--iterations", type=int, default=400)
    parser.add_argument("--bot-seed", type=int, default=12345)
    parser.add_argument("--repeat", type=int, default=1, help="runs over the same positions")
    parser.add_argument("--profile", type=int, default=0, help="cProfile: print N lines")
    parser.add_argument("--quiet", action="store_true", help="no line per position")
    parser.add_argument("--json", type=Path, help="write the figures here")
    parser.add_argument(
        "--full-budget",
        action="store_true",
        help="every search to its whole budget (Hard before it stopped once settled)",
    )
    args = parser.parse_args(argv)

    seeds = list(range(args.seed, args.seed + args.seeds))
    states = positions(seeds, args.per_game)
    print(
        f"{len(states)} positions, {args.iterations} iterations, Python {platform.python_version()}"
    )
    if args.profile:
        profiler = cProfile.Profile()
        profiler.enable()
        result = run(states, args.iterations, args.bot_seed, False, args.full_budget)
        profiler.disable()
        stats = pstats.Stats(profiler)
        stats.sort_stats("tottime").print_stats(args.profile)
        stats.sort_stats("cumulative").print_stats(args.profile)
        print(f"checksum {result['checksum']}")
        return 0
    runs = []
    for r in range(args.repeat):
        verbose = not args.quiet and r == 0
        result = run(states, args.iterations, args.bot_seed, verbose, args.full_budget)
        runs.append(result)
        print(
            f"run {r + 1}: median {result['median_wall']:.3f} s wall "
            f"({result['median_cpu']:.3f} s cpu), mean {result['mean_wall']:.3f} s wall "
            f"({result['mean_cpu']:.3f} s cpu), {result['iterations_per_cpu_second']:.0f} "
            f"iterations/s cpu ({result['iterations_per_wall_second']:.0f} wall), "
            f"checksum {result['checksum']}"
        )
        for label, figures in result["per_setup"].items():
            print(
                f"  {label}: median {figures['median_cpu']:.3f} s cpu, "
                f"{figures['iterations_per_cpu_second']:.0f} iterations/s cpu"
            )
    checksums = {r["checksum"] for r in runs}
    if len(checksums) != 1:
        print(f"WARNING: the runs disagree: {sorted(checksums)}")
    print("actions: " + " | ".join(runs[0]["actions"]))
    best = min(runs, key=lambda r: r["median_cpu"])
    print(
        f"best of {len(runs)}: median {best['median_cpu']:.3f} s cpu, "
        f"{best['iterations_per_cpu_second']:.0f} iterations/s cpu; checksum {best['checksum']}"
    )
    if args.json:
        args.json.write_text(
            json.dumps({"args": vars(args) | {"json": str(args.json)}, "runs": runs}, indent=1)
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
