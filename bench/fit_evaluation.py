"""Fit the weights of the position evaluation (``ai/heuristics.py``) to self-play.

Plays games between Normal players (with a little score noise, so that positions
vary), records every player's evaluation components at each role choice, and fits
``final score - chips - building VP`` to the other components by least squares
(as differences from the table's mean, so that what all players share, the pace of
the game, does not blur what tells them apart).  Prints the weights to paste into
``heuristics.WEIGHTS`` and how well the evaluation predicts the winner before and after.

    python bench/fit_evaluation.py --games 400 --players 2,3,4,5
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from puertorico_qt import engine
from puertorico_qt.ai import heuristics as H
from puertorico_qt.ai.normal import NormalPolicy
from puertorico_qt.engine import Phase


def collect(players: int, games: int, seed: int, noise: float) -> list[tuple]:
    rows = []
    for game in range(games):
        rng = random.Random(seed + game)
        policy = NormalPolicy(noise, rng)
        state = engine.new_game(engine.GameConfig(players=players), seed=seed + game)
        snaps = []
        while not state.is_terminal():
            if state.phase == Phase.ROLE:
                ctx = H.GameContext(state)
                comps = [H.components(p, ctx) for p in state.players]
                snaps.append((ctx.rounds_left, comps))
            state.apply(policy.act(state))
        final = state.scores()
        won = state.returns()
        for r, comps in snaps:
            rows.append((players, game, r, comps, final, won))
    return rows


def design(rows, weights):
    """Differences from the table's mean: what tells players apart, not the game's pace."""
    xs, ys = [], []
    for _players, _game, _r, comps, final, _won in rows:
        n = len(comps)
        mx = [sum(c[k] for c in comps) / n for k in range(9)]
        my = sum(final) / n
        for seat, c in enumerate(comps):
            xs.append([c[k] - mx[k] for k in range(2, 9)])
            ys.append((final[seat] - my) - (c[0] - mx[0]) - (c[1] - mx[1]))
    return np.array(xs), np.array(ys)


def winner_accuracy(rows, weights) -> tuple[float, float]:
    """How often the highest evaluation is the winner, and the mean log-likelihood."""
    hits = 0
    ll = 0.0
    for _players, _game, r, comps, _final, won in rows:
        vals = [
            c[0] + c[1] + sum(w * x for w, x in zip(weights[2:9], c[2:9], strict=True))
            for c in comps
        ]
        best = max(range(len(vals)), key=vals.__getitem__)
        hits += won[best] > 0
        t = 2.0 + 0.45 * r
        top = max(vals)
        z = sum(math.exp((v - top) / t) for v in vals)
        p = sum(math.exp((v - top) / t) / z * w for v, w in zip(vals, won, strict=True))
        ll += math.log(max(p, 1e-9))
    return hits / len(rows), ll / len(rows)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=300, help="games per player count")
    ap.add_argument("--players", default="2,3,4,5")
    ap.add_argument("--seed", type=int, default=50_000)
    ap.add_argument("--noise", type=float, default=0.4)
    args = ap.parse_args()
    start = time.perf_counter()
    rows = []
    for n in (int(x) for x in args.players.split(",")):
        rows += collect(n, args.games, args.seed + 1000 * n, args.noise)
    print(
        f"{len(rows)} positions from {args.games} games per player count in {time.perf_counter() - start:.0f} s"
    )
    x, y = design(rows, H.WEIGHTS)
    coef, *_ = np.linalg.lstsq(x, y, rcond=None)
    names = H.COMPONENTS[2:9]
    print("fitted weights:")
    for name, c in zip(names, coef, strict=False):
        print(f"  {name:<12} {c:6.3f}")
    fitted = (1.0, 1.0, *[round(float(c), 3) for c in coef[:7]], H.WEIGHTS[9])
    print("WEIGHTS =", fitted)
    resid_before = y - x @ np.array(H.WEIGHTS[2:9])
    resid_after = y - x @ coef
    print(f"residual sd: current weights {resid_before.std():.2f}, fitted {resid_after.std():.2f}")
    for label, w in (("current", H.WEIGHTS), ("fitted", fitted)):
        acc, ll = winner_accuracy(rows, w)
        print(f"{label}: leader wins {100 * acc:.1f}% of positions, log-likelihood {ll:.4f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
