"""The AI strength ladder: each level against the one below, with confidence intervals.

    python bench/ai_strength.py                      # the whole ladder (hours on 2 cores)
    python bench/ai_strength.py --only normal4 --games 200
    python bench/ai_strength.py --only hard4 --games 100 --out bench/results/ladder.json
    python bench/ai_strength.py --table bench/results/*.json
    python bench/ai_strength.py --only normal4 --games 100 --expansions buildings,nobles
    python bench/ai_strength.py --only hard4 --expansions buildings,nobles --market draft --jobs 2
    python bench/ai_strength.py --only hard4_all --games 100 --out bench/results/hard4_all_expansions.json

Matches (the targets):

==========  ===============================  ======================================
name       match                           target
==========  ===============================  ======================================
beginner4  beginner vs 3 random, 4 players beginner wins >= 90% (ours: it plays)
normal4b   normal vs 3 beginner, 4 players normal wins >= 50% (ours: a clear step)
normal4    normal vs 3 random, 4 players   normal wins >= 98%
hard4      hard vs 3 normal, 4 players     hard wins >= 55% (chance 25%)
hard4_all  the same with all four 1897     hard wins >= 55%
           expansions (buildings, nobles,
           smuggler, festival)
hard2      hard vs normal, 2 players       hard wins >= 80%
expert4    expert vs 3 hard, 4 players     expert wins >= 40%
==========  ===============================  ======================================

The first two rungs are our own (the issue sets no target for the Beginner): the
Beginner must still play the game, and Normal must be a clear step above it.  Then
the time per decision: Hard <= 1 s median and <= 3 s at most, Expert <= 5 s
median.  Seats rotate (``ai.tournament``); every game is reproducible from the seed
(the bots' default budgets count iterations, not seconds).  ``--out`` merges each
match's result into a JSON file so that long matches can run one at a time.

``--expansions buildings,nobles`` plays the same matches with the 1897 expansions
(``--market``: the board's buildings: a random legal set by default, or the draft,
played by the bots); the results then carry ``expansions`` and ``market`` and their
match names a ``+exp`` suffix, so that they sit beside the base game's in one file.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from puertorico_qt.ai.tournament import BotSpec, run_tournament, summarise
from puertorico_qt.engine import GameConfig, parse_edition

MATCHES = {
    "beginner4": (4, "beginner,random,random,random", 200, 0.90, "win >= 90%"),
    "normal4b": (4, "normal,beginner,beginner,beginner", 200, 0.50, "win >= 50%"),
    "normal4": (4, "normal,random,random,random", 200, 0.98, "win >= 98%"),
    "hard4": (4, "hard,normal,normal,normal", 100, 0.55, "win >= 55%"),
    "hard2": (2, "hard,normal", 100, 0.80, "win >= 80%"),
    "expert4": (4, "expert,hard,hard,hard", 40, 0.40, "win >= 40%"),
    "hard4_all": (4, "hard,normal,normal,normal", 100, 0.55, "win >= 55%"),
}
#: Matches played with expansions of their own (a random legal set of buildings).
MATCH_EXPANSIONS = {"hard4_all": ("buildings", "nobles", "smuggler", "festival")}
EDITION = "classic"  # the ladder's games (the editions differ in names only)
TIME_TARGETS = {"hard": (1.0, 3.0), "expert": (5.0, None)}


def run_match(
    name: str,
    games: int | None,
    seed: int,
    jobs: int,
    checkpoint: Path | None = None,
    expansions: tuple[str, ...] = (),
    market: str = "random",
) -> dict:
    """Play one match; with ``checkpoint``, the games so far are summarised there after each
    game, so that an interrupted long match (Expert: hours) still leaves its figures.
    ``expansions``: play it with the 1897 expansions (``market``: how the board is laid)."""
    players, bots, default_games, _target, _text = MATCHES[name]
    expansions = expansions or MATCH_EXPANSIONS.get(name, ())
    config = None
    if expansions:
        config = GameConfig(
            players=players,
            edition=parse_edition(EDITION),
            expansions=frozenset(expansions),
            market=market if "buildings" in expansions else "base",
        )
    specs = [BotSpec.parse(b) for b in bots.split(",")]
    n = games or default_games
    start = time.perf_counter()

    def on_game(r, done):
        w = sum(x.returns[x.seats.index(0)] for x in done)
        print(
            f"  {name}: {len(done)}/{n} games, {specs[0]} wins {w:g}", file=sys.stderr, flush=True
        )
        if checkpoint is not None:
            partial = summarise(players, specs, done, seed, EDITION, time.perf_counter() - start)
            partial.update(match=name, partial=f"{len(done)} of {n} games")
            if config is not None:
                partial.update(expansions=sorted(config.expansions), market=config.market)
            checkpoint.parent.mkdir(parents=True, exist_ok=True)
            tmp = checkpoint.with_suffix(".tmp")
            tmp.write_text(json.dumps({name: partial}, indent=1) + "\n")
            tmp.replace(checkpoint)

    result = run_tournament(
        players, specs, n, seed, EDITION, jobs=jobs, on_game=on_game, config=config
    )
    result["match"] = name
    result["machine"] = (
        f"{platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}"
    )
    result["date"] = time.strftime("%Y-%m-%d %H:%M")
    return result


def match_of(name: str) -> str:
    """The row of ``MATCHES`` behind a result's name (``normal4+exp`` -> ``normal4``)."""
    return name.split("+")[0]


def verdict(name: str, result: dict) -> str:
    _players, _bots, _games, target, _text = MATCHES[match_of(name)]
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
        f"{'match':<9} {'focal bot vs field':<36} {'games':>5} {'win':>6} {'95% CI':>15} "
        f"{'target':>10}  {'verdict':<22} {'score':>11} {'s/dec med':>9} {'main med':>9} "
        f"{'s/dec max':>9}"
    )
    lines = [head, "-" * len(head)]
    names = [n for m in MATCHES for n in (m, f"{m}+exp") if n in results]
    for name in names:
        r = results[name]
        lo, hi = r["ci95"][0]
        field = r["mean_score"][1:]
        score = f"{r['mean_score'][0]:.1f}/{sum(field) / len(field):.1f}"
        lines.append(
            f"{name:<9} {' vs '.join([r['bots'][0], ','.join(r['bots'][1:])]):<36} {r['games']:>5} "
            f"{100 * r['win_rate'][0]:5.1f}% {f'[{100 * lo:.1f}, {100 * hi:.1f}]':>15} "
            f"{MATCHES[match_of(name)][4]:>10}  {verdict(name, r):<22} {score:>11} "
            f"{r['seconds_per_decision_median'][0]:>9} "
            f"{r.get('seconds_per_main_decision_median', ['-'])[0]:>9} "
            f"{r['seconds_per_decision_max'][0]:>9}"
        )
    lines.append(
        "score: the focal bot's mean score / the field's mean score; s/dec: wall-clock seconds per "
        "decision with a choice; main med: median over roles, settler, builder, craftsman, trader, "
        "captain and smuggler decisions only (the Mayor's placements and storage are instant rules)"
    )
    for bot, (med, mx) in TIME_TARGETS.items():
        times = [
            (
                r.get("seconds_per_main_decision_median", r["seconds_per_decision_median"])[i],
                r["seconds_per_decision_max"][i],
            )
            for r in results.values()
            for i, b in enumerate(r["bots"])
            if b == bot
        ]
        if times:
            worst_med = max(t[0] for t in times)
            worst_max = max(t[1] for t in times)
            ok = worst_med <= med and (mx is None or worst_max <= mx)
            limit = f"<= {med} s median" + (f", <= {mx} s max" if mx else "")
            lines.append(
                f"time {bot}: median of main decisions {worst_med} s, max {worst_max} s "
                f"(target {limit}): "
                f"{'met' if ok else 'NOT met'}"
            )
    return "\n".join(lines)


def main() -> int:
    ap = argparse.ArgumentParser(description="AI strength ladder")
    ap.add_argument(
        "--only", action="append", choices=list(MATCHES), help="run only this match (repeatable)"
    )
    ap.add_argument("--games", type=int, default=None, help="games per match (default: per match)")
    ap.add_argument("--seed", type=int, default=20_000)
    ap.add_argument("--jobs", type=int, default=1, help="games at once (timings then share cores)")
    ap.add_argument("--out", type=Path, default=None, help="merge results into this JSON file")
    ap.add_argument(
        "--table", type=Path, nargs="+", default=None, help="only print the table of results files"
    )
    ap.add_argument(
        "--expansions",
        default="",
        help="comma-separated 1897 expansions to play with: buildings, nobles, smuggler, "
        "festival (default none; hard4_all plays all four)",
    )
    ap.add_argument(
        "--market",
        choices=["random", "draft"],
        default="random",
        help="with the new buildings: a random legal set of buildings (default) or the draft",
    )
    args = ap.parse_args()
    expansions = tuple(x for x in args.expansions.split(",") if x)
    if args.table:
        merged: dict[str, dict] = {}
        for path in args.table:
            merged.update(json.loads(path.read_text()))
        print(table(merged))
        return 0
    results: dict[str, dict] = {}
    if args.out and args.out.exists():
        results = json.loads(args.out.read_text())
    for match in args.only or list(MATCHES):
        name = f"{match}+exp" if expansions else match
        checkpoint = (
            args.out.with_name(f"{args.out.stem}.{name}.partial.json") if args.out else None
        )
        results[name] = run_match(
            match, args.games, args.seed, args.jobs, checkpoint, expansions, args.market
        )
        results[name]["match"] = name
        if checkpoint is not None:
            checkpoint.unlink(missing_ok=True)
        if args.out:
            args.out.parent.mkdir(parents=True, exist_ok=True)
            args.out.write_text(json.dumps(results, indent=1) + "\n")
        print(table({name: results[name]}), flush=True)
    print()
    print(table(results))
    return 0


if __name__ == "__main__":
    sys.exit(main())
