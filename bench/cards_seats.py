"""Seat effects of the 4-player card game: how often each seat wins, and whether a bot
gains as much over the field in every seat (docs/ai.md, "Seats").

    python bench/cards_seats.py table --bots normal,normal,normal,normal --games 400
    python bench/cards_seats.py focal --level hard --seat 3 --games 60 --out FILE.jsonl
    python bench/cards_seats.py results bench/results/cards_expert4_*.json
    python bench/cards_seats.py leaf-games bench/results/cards_hard_leaf_games.jsonl.gz

- ``table``: games of the given bots (seat 0 is always the first governor), from seed
  ``--seed`` on; prints each seat's share of the wins (a shared win as a share).
- ``focal``: ``--level`` at ``--seat``, Normal bots in the other seats (seeded as in
  ``table``, so that ``table --bots normal,…`` on the same seeds is the baseline of the
  same deals); one JSON line per game, appended to ``--out`` (a run may be continued).
- ``results``: the focal bot's wins by table seat in tournament results that keep
  ``focal_returns`` (``ai.tournament``: game ``k`` rotates the bots ``k % 4`` seats, so
  the focal bot sits at seat ``-k % 4``).
- ``leaf-games``: the wins by seat in the games of four Hard bots collected for the leaf
  (``fit_cards_evaluation.py --rules hard --rows-file``).
"""

from __future__ import annotations

import argparse
import gzip
import json
import math
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from puertorico_qt import cards
from puertorico_qt.ai import make_bot
from puertorico_qt.cards import CardConfig
from puertorico_qt.cards.scoring import winners

PLAYERS = 4


def play(levels: list[str], seed: int) -> tuple[list[float], list[int], int]:
    """One game of ``levels`` (seat by seat) on the deal ``seed``: each seat's share of
    the win, the scores, the rounds."""
    state = cards.new_game(CardConfig(players=PLAYERS), seed)
    bots = [make_bot(level, seed * 10 + i, game="cards") for i, level in enumerate(levels)]
    while not state.is_terminal():
        seat = state.current_player
        state.apply(bots[seat].choose(cards.observe(state, seat)))
    top = winners(state)
    won = [1.0 / len(top) if seat in top else 0.0 for seat in range(PLAYERS)]
    return won, state.scores(), state.round


def _rate(values: list[float]) -> str:
    n = len(values)
    mean = sum(values) / n if n else 0.0
    error = math.sqrt(mean * (1 - mean) / n) if n else 0.0
    return f"{mean:.3f} ± {error:.3f} ({n})"


def table(bots: list[str], games: int, seed: int) -> None:
    wins: list[list[float]] = [[] for _ in range(PLAYERS)]
    for deal in range(seed, seed + games):
        won, _scores, _rounds = play(bots, deal)
        for seat in range(PLAYERS):
            wins[seat].append(won[seat])
    print(f"{'+'.join(bots)}, deals {seed}-{seed + games - 1}; seat 0 governs first")
    for seat in range(PLAYERS):
        print(f"  seat {seat}: {_rate(wins[seat])}")


def focal(level: str, seat: int, games: int, seed: int, out: Path) -> None:
    levels = ["normal"] * PLAYERS
    levels[seat] = level
    with out.open("a") as file:
        for deal in range(seed, seed + games):
            start = time.process_time()
            won, scores, rounds = play(levels, deal)
            row = {"seed": deal, "seat": seat, "level": level, "won": won[seat]}
            row |= {
                "scores": scores,
                "rounds": rounds,
                "cpu": round(time.process_time() - start, 1),
            }
            file.write(json.dumps(row) + "\n")
            file.flush()
    rows = [json.loads(line) for line in out.read_text().splitlines()]
    print(f"{level} at seat {seat}: {_rate([r['won'] for r in rows])} in {out}")


def results(paths: list[Path]) -> None:
    total: list[list[float]] = [[] for _ in range(PLAYERS)]
    for path in paths:
        match = next(iter(json.loads(path.read_text()).values()))
        returns = match.get("focal_returns")
        if not returns:
            continue
        by_seat: list[list[float]] = [[] for _ in range(PLAYERS)]
        for k, value in enumerate(returns):
            by_seat[-k % PLAYERS].append(value)
        for seat in range(PLAYERS):
            total[seat] += by_seat[seat]
        rates = ", ".join(f"{sum(v) / len(v):.2f}" if v else "-" for v in by_seat)
        print(f"  {path.name}: seats 0-3 {rates} ({len(returns)} games)")
    for seat in range(PLAYERS):
        print(f"  all, seat {seat}: {_rate(total[seat])}")


def leaf_games(path: Path) -> None:
    wins: list[list[float]] = [[] for _ in range(PLAYERS)]
    with gzip.open(path, "rt") as file:
        for line in file:
            game = json.loads(line)
            if game["players"] == PLAYERS:
                for seat in range(PLAYERS):
                    wins[seat].append(game["won"][seat])
    print(f"four Hard bots, {len(wins[0])} games of {path.name}")
    for seat in range(PLAYERS):
        print(f"  seat {seat}: {_rate(wins[seat])}")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    sub = ap.add_subparsers(dest="command", required=True)
    t = sub.add_parser("table")
    t.add_argument("--bots", default="normal,normal,normal,normal")
    t.add_argument("--games", type=int, default=400)
    t.add_argument("--seed", type=int, default=30_000)
    f = sub.add_parser("focal")
    f.add_argument("--level", default="hard")
    f.add_argument("--seat", type=int, choices=range(PLAYERS), required=True)
    f.add_argument("--games", type=int, default=60)
    f.add_argument("--seed", type=int, default=30_000)
    f.add_argument("--out", type=Path, required=True)
    r = sub.add_parser("results")
    r.add_argument("paths", type=Path, nargs="+")
    g = sub.add_parser("leaf-games")
    g.add_argument("path", type=Path)
    args = ap.parse_args()
    if args.command == "table":
        table(args.bots.split(","), args.games, args.seed)
    elif args.command == "focal":
        focal(args.level, args.seat, args.games, args.seed, args.out)
    elif args.command == "results":
        results(args.paths)
    else:
        leaf_games(args.path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
