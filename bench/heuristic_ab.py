"""One seat's evaluation constant against the others': does a change of ``ai/heuristics``
make Normal stronger?

The focal seat plays with ``--set NAME=VALUE`` (constants of ``ai.heuristics``, e.g.
``SPARE=0.08``), the other seats with ``--field NAME=VALUE`` (default: the module's own
values); the values are swapped in for each seat's own decisions, so four Normal bots
share one process.  Game ``k`` deals seed ``--seed + k`` and puts the focal seat at
``k % players``.  Prints the focal seat's win rate (shared wins as fractions) with a
95% Wilson interval and its mean margin over the best other seat::

    python bench/heuristic_ab.py --set SPARE=0.08 --field SPARE=0.22 --games 400
    python bench/heuristic_ab.py --set SPARE=0.08 --players 5 --expansions buildings

Normal only (Hard's search runs in the same process too, but at a thousand times the
cost per game: measure it with ``ai_strength.py`` after a change is adopted).
"""

from __future__ import annotations

import argparse
import math
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from puertorico_qt import engine
from puertorico_qt.ai import heuristics as H
from puertorico_qt.ai import make_bot


def _values(pairs: list[str]) -> dict[str, float]:
    out = {}
    for pair in pairs:
        name, _, value = pair.partition("=")
        if not hasattr(H, name) or not isinstance(getattr(H, name), float):
            raise SystemExit(f"error: {name} is no number of ai.heuristics")
        out[name] = float(value)
    return out


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--set", action="append", default=[], metavar="NAME=VALUE")
    parser.add_argument("--field", action="append", default=[], metavar="NAME=VALUE")
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--expansions", default="", help="comma-separated; plays 1897")
    args = parser.parse_args(argv)
    focal, field = _values(args.set), _values(args.field)
    names = set(focal) | set(field)
    own = {name: getattr(H, name) for name in names}
    focal = {name: focal.get(name, own[name]) for name in names}
    field = {name: field.get(name, own[name]) for name in names}
    expansions = tuple(e for e in args.expansions.split(",") if e)
    edition = engine.parse_edition("1897" if expansions else "classic")
    config = engine.GameConfig(players=args.players, edition=edition, expansions=expansions)
    wins = margin = 0.0
    try:
        for k in range(args.games):
            seed = args.seed + k
            state = engine.new_game(config, seed=seed)
            hero = k % args.players
            bots = [make_bot("normal", seed=seed * 10 + s) for s in range(args.players)]
            while not state.is_terminal():
                seat = state.current_player
                for name, value in (focal if seat == hero else field).items():
                    setattr(H, name, value)
                state.apply(bots[seat].choose_in(state))
            won = engine.winners(state)
            wins += 1.0 / len(won) if hero in won else 0.0
            scores = state.scores()
            margin += scores[hero] - max(x for i, x in enumerate(scores) if i != hero)
    finally:
        for name, value in own.items():
            setattr(H, name, value)
    low, high = wilson(wins, args.games)
    print(
        f"{args.games} games, {args.players} players, {expansions or 'base game'}: "
        f"focal {focal} vs field {field}: won {100 * wins / args.games:.1f}% "
        f"[{100 * low:.1f}, {100 * high:.1f}] (chance {100 / args.players:.1f}%), "
        f"mean margin {margin / args.games:+.2f}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
