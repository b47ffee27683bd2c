"""The card game's AI strength ladder: seeded matches, win rates with 95% Wilson
intervals, mean scores and the search bots' seconds per decision.

    python bench/cards_strength.py --only normal4 --games 100 --out bench/results/cards_normal4.json
    python bench/cards_strength.py --only hard4 --only hard2 --out bench/results/cards_hard.json
    python bench/cards_strength.py --only normal4 --expansions buildings --games 100 \
        --out bench/results/cards_buildings.json
    python bench/cards_strength.py --table bench/results/cards_*.json

The games are played by ``ai.tournament.run_tournament`` (the board game's ladder,
``ai_strength.py``, does the same): game ``k`` uses the deal of seed ``S + k // N`` with
the bots rotated ``k % N`` seats; a shared win counts as a share; the seconds per
decision leave out decisions with one legal action, and "main" decisions are the ones
the search bots search (roles, builds, the councillor's cards, the library).  Each
match prints a table line and, with ``--out``, is merged into that JSON file (a long
match also writes ``NAME.partial.json`` beside it after every game, so that an
interrupted run keeps its figures).  Targets (docs/ai.md, "The card game"): Normal vs
3 Random >= 95%, Hard vs 3 Normal >= 55%, Hard vs Normal (2 players) >= 75%, Expert vs
3 Hard >= 40%, Hard's median main decision <= 1 s.  ``--expansions buildings`` plays
the same matches with *Die neuen Gebäude* (the table marks such rows ``+buildings``).
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from puertorico_qt.ai.tournament import BotSpec, GameResult, run_tournament, summarise
from puertorico_qt.cards import CardConfig

GAME = "cards"
#: name: (players, bots, default games, target win rate of the first bot)
MATCHES: dict[str, tuple[int, str, int, float]] = {
    "beginner4": (4, "beginner,random,random,random", 100, 0.80),
    "normal4": (4, "normal,random,random,random", 100, 0.95),
    "normal4b": (4, "normal,beginner,beginner,beginner", 100, 0.50),
    "hard4": (4, "hard,normal,normal,normal", 100, 0.55),
    "hard2": (2, "hard,normal", 100, 0.75),
    "expert4": (4, "expert,hard,hard,hard", 100, 0.40),
}
#: Seconds per main decision: the median's target for these bots.
TIME_TARGETS = {"hard": 1.0}


def run_match(
    name: str,
    games: int | None,
    seed: int,
    jobs: int,
    checkpoint: Path | None = None,
    expansions: tuple[str, ...] = (),
) -> dict:
    players, bots, default_games, _target = MATCHES[name]
    specs = [BotSpec.parse(b, GAME) for b in bots.split(",")]
    n = games or default_games
    start = time.perf_counter()

    played: list[GameResult] = []

    def on_game(r: GameResult, done: list[GameResult]) -> None:
        played.append(r)
        w = sum(x.returns[x.seats.index(0)] for x in done)
        print(
            f"  {name}: {len(done)}/{n} games, {specs[0]} wins {w:g}", file=sys.stderr, flush=True
        )
        if checkpoint is not None:
            partial = summarise(players, specs, done, seed, "", time.perf_counter() - start)
            partial.update(match=name, game=GAME, partial=f"{len(done)} of {n} games")
            partial["focal_returns"] = focal_returns(done)
            checkpoint.parent.mkdir(parents=True, exist_ok=True)
            tmp = checkpoint.with_suffix(".tmp")
            tmp.write_text(json.dumps({name: partial}, indent=1) + "\n")
            tmp.replace(checkpoint)

    config = CardConfig(players=players, expansions=expansions)
    result = run_tournament(players, specs, n, seed, jobs=jobs, on_game=on_game, config=config)
    result["match"] = name
    result["focal_returns"] = focal_returns(played)
    result["expansions"] = list(expansions)
    result["target"] = MATCHES[name][3]
    result["machine"] = (
        f"{platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}, "
        f"{jobs} game(s) at once"
    )
    result["date"] = time.strftime("%Y-%m-%d %H:%M")
    return result


def focal_returns(done: list[GameResult]) -> list[float]:
    """The first bot's share of each game's win, in the games' order (game ``g`` is deal
    ``seed + g // players`` with the seats turned by ``g % players``): two variants'
    runs can then be compared deal by deal, and a stopped run taken up again."""
    return [round(r.returns[r.seats.index(0)], 4) for r in sorted(done, key=lambda r: r.game)]


def verdict(result: dict) -> str:
    target = result.get("target", MATCHES[result["match"]][3])
    lo, hi = result["ci95"][0]
    rate = result["win_rate"][0]
    if lo >= target:
        return "met (CI above target)"
    if rate >= target:
        return "met (point estimate)"
    if hi >= target:
        return "open (CI spans target)"
    return "NOT met"


def table(results: dict[str, dict]) -> str:
    head = (
        f"{'match':<10} {'focal bot vs field':<44} {'games':>5} {'win':>6} {'95% CI':>15} "
        f"{'target':>6}  {'verdict':<22} {'score':>11} {'main med':>8} {'dec max':>8}"
    )
    lines = [head, "-" * len(head)]
    order = list(MATCHES)
    for key in sorted(results, key=lambda k: (order.index(results[k].get("match", k)), k)):
        r = results[key]
        name = r.get("match", key)
        lo, hi = r["ci95"][0]
        field = r["mean_score"][1:]
        score = f"{r['mean_score'][0]:.1f}/{sum(field) / len(field):.1f}"
        main = r.get("seconds_per_main_decision_median", r["seconds_per_decision_median"])[0]
        field_text = r["bots"][0] + " vs " + ",".join(r["bots"][1:])
        if r.get("expansions"):
            field_text += " +" + "+".join(r["expansions"])
        lines.append(
            f"{name:<10} {field_text:<44} {r['games']:>5} "
            f"{100 * r['win_rate'][0]:5.1f}% {f'[{100 * lo:.1f}, {100 * hi:.1f}]':>15} "
            f"{100 * r.get('target', MATCHES[name][3]):5.0f}%  {verdict(r):<22} {score:>11} "
            f"{main if main is not None else '-':>8} {r['seconds_per_decision_max'][0] or '-':>8}"
        )
    lines.append(
        "score: the focal bot's mean / the field's; main med: median seconds of the focal bot's "
        "roles, builds, councillor and library decisions; dec max: its slowest decision"
    )
    for bot, target in TIME_TARGETS.items():
        meds = [
            r["seconds_per_main_decision_median"][i]
            for r in results.values()
            for i, b in enumerate(r["bots"])
            if b == bot and r["seconds_per_main_decision_median"][i] is not None
        ]
        if meds:
            worst = max(meds)
            lines.append(
                f"time {bot}: median main decision at most {worst} s over the matches "
                f"(target <= {target} s): {'met' if worst <= target else 'NOT met'}"
            )
    return "\n".join(lines)


def bot_times(result: dict, bot: str) -> dict | None:
    """Median and maximum seconds per main decision of ``bot`` over its seats."""
    rows = [i for i, b in enumerate(result["bots"]) if b == bot]
    if not rows:
        return None
    meds = [result["seconds_per_main_decision_median"][i] for i in rows]
    maxes = [result["seconds_per_decision_max"][i] for i in rows]
    return {
        "main_median": statistics.median(m for m in meds if m is not None),
        "max": max(m for m in maxes if m is not None),
    }


def main() -> int:
    ap = argparse.ArgumentParser(description="the card game's AI strength ladder")
    ap.add_argument("--only", action="append", choices=list(MATCHES), help="run only this match")
    ap.add_argument("--games", type=int, default=None, help="games per match (default: per match)")
    ap.add_argument("--seed", type=int, default=30_000)
    ap.add_argument("--jobs", type=int, default=1, help="games at once (timings then share cores)")
    ap.add_argument("--out", type=Path, default=None, help="merge results into this JSON file")
    ap.add_argument(
        "--expansions", default="", choices=["", "buildings"], help="play with this expansion"
    )
    ap.add_argument("--table", type=Path, nargs="+", default=None, help="print the table only")
    args = ap.parse_args()
    if args.table:
        merged: dict[str, dict] = {}
        for path in args.table:
            # cards_*.json also matches other benchmarks' files (cards_usage_*): keep the
            # matches only.  A match with an expansion is a row of its own; of two files
            # with the same row, the later one named counts.
            for name, r in json.loads(path.read_text()).items():
                if name in MATCHES and isinstance(r, dict) and "bots" in r:
                    merged["+".join([name, *r.get("expansions", [])])] = r
        print(table(merged))
        return 0
    results: dict[str, dict] = {}
    if args.out and args.out.exists():
        results = json.loads(args.out.read_text())
    for match in args.only or list(MATCHES):
        checkpoint = (
            args.out.with_name(f"{args.out.stem}.{match}.partial.json") if args.out else None
        )
        expansions = tuple(x for x in args.expansions.split(",") if x)
        result = run_match(match, args.games, args.seed, args.jobs, checkpoint, expansions)
        hard = bot_times(result, "hard")
        if hard is not None:
            result["hard_seconds"] = hard
        results[match] = result
        if checkpoint is not None:
            checkpoint.unlink(missing_ok=True)
        if args.out:
            args.out.parent.mkdir(parents=True, exist_ok=True)
            args.out.write_text(json.dumps(results, indent=1) + "\n")
        print(json.dumps({match: result}, indent=1), flush=True)
        print(table({match: result}), flush=True)
    print()
    print(table(results))
    return 0


if __name__ == "__main__":
    sys.exit(main())
