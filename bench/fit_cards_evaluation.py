"""Fit the card game's leaf evaluation (``ai/cards/evaluation.py``) to game outcomes.

Hard's search stops its play-outs at a role choice and asks the evaluation for each
seat's chance to win; the other seats of the search are played by the Normal rules,
and against Normal bots so are the real opponents.  So the right target for the leaf
is: who wins when Normal players play the game on from here.  This script plays
games between Normal bots, records every seat's features at each role choice
(``evaluation.features``) and the winner (a shared win as a share), and fits the
weights of a conditional logit — each seat's chance ``softmax`` over the table of
``sum(w_k × x_k)`` — by Newton's method, one weight table per player count (held-out
games for the figures).  It prints the log-loss and how often the favourite won for
the plain softmax of the estimates (``temperature_chances``), the table in use and
the new fit; ``--write`` stores the fit in ``ai/cards/leaf_weights.json``.

    python bench/fit_cards_evaluation.py --games 3000 --players 2,3,4 --expansions buildings --mix --write
    python bench/fit_cards_evaluation.py --games 1000 --players 4 --expansions buildings
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from puertorico_qt.ai.cards import evaluation as E
from puertorico_qt.ai.cards.policy import CardPolicy
from puertorico_qt.cards import CardConfig, CardPhase, new_game
from puertorico_qt.cards.scoring import winners

Row = tuple[np.ndarray, np.ndarray, list[float]]  # features (n × k), won (n), old chances


def collect(
    players: int, games: int, seed: int, expansions: tuple[str, ...], mix: bool
) -> list[list[Row]]:
    """Per game, a row per role choice: every seat's features, who won, the old chances
    (``mix``: every other game without the expansions)."""
    out = []
    for game in range(games):
        rng = random.Random(seed + game)
        policy = CardPolicy(0.0, rng)
        xp = () if mix and game % 2 else expansions
        s = new_game(CardConfig(players=players, expansions=xp), seed=seed + game)
        snaps = []
        while not s.is_terminal():
            if s.phase == CardPhase.ROLE:
                snaps.append((np.array(E.features(s)), E.temperature_chances(s)))
            policy.play(s)
        top = winners(s)
        won = np.array([1.0 / len(top) if seat in top else 0.0 for seat in range(players)])
        out.append([(x, won, p) for x, p in snaps])
    return out


def loss_and_grad(w: np.ndarray, rows: list[Row]) -> tuple[float, np.ndarray, np.ndarray]:
    """Mean negative log-likelihood of the winners, its gradient and Hessian."""
    k = len(w)
    loss = 0.0
    grad = np.zeros(k)
    hess = np.zeros((k, k))
    for x, won, _ in rows:
        z = x @ w
        z -= z.max()
        p = np.exp(z)
        p /= p.sum()
        loss -= float(won @ np.log(np.maximum(p, 1e-12)))
        mean_x = p @ x
        grad -= won @ x - mean_x
        xc = x - mean_x
        hess += (xc * p[:, None]).T @ xc
    m = len(rows)
    return loss / m, grad / m, hess / m


def fit(rows: list[Row], k: int, ridge: float = 1e-4) -> np.ndarray:
    w = np.zeros(k)
    for _ in range(30):
        _, grad, hess = loss_and_grad(w, rows)
        step = np.linalg.solve(hess + ridge * np.eye(k), grad + ridge * w)
        w = w - step
        if np.abs(step).max() < 1e-7:
            break
    return w


def report(label: str, rows: list[Row], chances) -> None:
    report_chances(label, np.array([chances(row) for row in rows]), np.array([r[1] for r in rows]))


def report_chances(label: str, p: np.ndarray, won: np.ndarray) -> None:
    """The mean log-loss of the winners and how often the favourite won (positions ×
    seats: the chances ``p``, each seat's share of the win ``won``)."""
    loss = -(won * np.log(np.maximum(p, 1e-12))).sum(axis=1).mean()
    favourite = won[np.arange(len(won)), p.argmax(axis=1)].mean()
    print(f"  {label:<10} log-loss {loss:.4f}  favourite won {favourite:.1%}")


def softmax(z: np.ndarray) -> np.ndarray:
    z = z - z.max()
    e = np.exp(z)
    return e / e.sum()


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--games", type=int, default=2000, help="games per player count")
    ap.add_argument("--players", default="2,3,4")
    ap.add_argument("--seed", type=int, default=90_000)
    ap.add_argument("--expansions", default="", help="e.g. buildings")
    ap.add_argument("--mix", action="store_true", help="every other game without expansions")
    ap.add_argument("--write", action="store_true", help=f"store the fit in {E.WEIGHTS_FILE.name}")
    args = ap.parse_args()
    expansions = tuple(x for x in args.expansions.split(",") if x)
    k = len(E.FEATURES)
    fitted: dict[str, list[float]] = {}
    for n in (int(x) for x in args.players.split(",")):
        t0 = time.perf_counter()
        games = collect(n, args.games, args.seed + 1000 * n, expansions, args.mix)
        split = len(games) * 4 // 5
        train = [r for g in games[:split] for r in g]
        test = [r for g in games[split:] for r in g]
        print(
            f"{n} players: {len(games)} games, {len(train)}+{len(test)} positions "
            f"({time.perf_counter() - t0:.0f} s)"
        )
        w = fit(train, k)
        in_use = E.WEIGHTS.get(n)
        table = None if in_use is None else np.array(in_use)
        for name, rows in (("train", train), ("test", test)):
            print(f" {name}:")
            report("estimates", rows, lambda r: r[2])
            report("fitted", rows, lambda r, w=w: softmax(r[0] @ w))
            if table is not None:
                report("in use", rows, lambda r, v=table: softmax(r[0] @ v))
        print(
            "  weights: "
            + ", ".join(f"{name}={v:.4f}" for name, v in zip(E.FEATURES, w, strict=True))
        )
        fitted[str(n)] = [round(float(v), 5) for v in w]
    if args.write:
        data = json.loads(E.WEIGHTS_FILE.read_text(encoding="utf-8"))
        data["features"] = list(E.FEATURES)
        data["weights"].update(fitted)
        data["weights"] = dict(sorted(data["weights"].items()))
        data["fitted_with"][", ".join(fitted)] = " ".join(sys.argv[1:])
        E.WEIGHTS_FILE.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
        print(f"written: {E.WEIGHTS_FILE}")


if __name__ == "__main__":
    main()
