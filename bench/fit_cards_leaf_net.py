"""Fit the leaf network of the card Expert's ``leaf_net`` variant (``cards_leaf_net.py``).

The same target as Hard's leaf (``bench/fit_cards_evaluation.py``): who wins when
Normal players play the game on from a role choice.  The script plays games between
Normal bots (every other game with the expansions given), records every seat's
``cards_leaf_net.INPUTS`` at each role choice and the winner (a shared win as a share), and
fits the network — standardised inputs, one ``tanh`` layer, a linear term, the softmax
of the seats' scores — by minibatch Adam on the log-loss, one network per player
count; a fifth of the games is held out.  It prints the held-out log-loss and how
often the favourite won for Hard's leaf (``evaluation.win_probabilities``), the
network in use and the new fit; ``--write`` stores the fit in ``cards_leaf_net.json``.

    python bench/fit_cards_leaf_net.py --games 16000 --players 4,3,2 --jobs 2 --write
    python bench/fit_cards_leaf_net.py --games 2000 --players 4 --expansions buildings
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import cards_leaf_net as L
from fit_cards_evaluation import report_chances

from puertorico_qt.ai.cards import evaluation as E
from puertorico_qt.ai.cards.policy import CardPolicy
from puertorico_qt.cards import CardConfig, CardPhase, CardState, new_game
from puertorico_qt.cards.scoring import winners

#: Per position: every seat's inputs, who won, Hard's leaf's chances, the game's seed.
Data = tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]


def role_choices(
    job: tuple[int, int, int, tuple[str, ...]], snap: Callable[[CardState], tuple]
) -> list[np.ndarray]:
    """Play ``games`` Normal games from ``seed`` on (every other game without the
    expansions) and stack, per role choice, the fields of ``snap(state)``, then who won
    (a shared win as a share) and the game's seed."""
    players, games, seed, expansions = job
    columns: list[list] = []
    for game in range(games):
        rng = random.Random(seed + game)
        policy = CardPolicy(0.0, rng)
        xp = () if game % 2 else expansions
        s = new_game(CardConfig(players=players, expansions=xp), seed=seed + game)
        snaps = []
        while not s.is_terminal():
            if s.phase == CardPhase.ROLE:
                snaps.append(snap(s))
            policy.play(s)
        top = winners(s)
        result = [1.0 / len(top) if seat in top else 0.0 for seat in range(players)]
        for fields in snaps:
            row = (*fields, result, seed + game)
            if not columns:
                columns = [[] for _ in row]
            for column, value in zip(columns, row, strict=True):
                column.append(value)
    return [np.array(column) for column in columns]


def collect(job: tuple[int, int, int, tuple[str, ...]]) -> Data:
    """The role choices of ``games`` Normal games from ``seed`` on: every seat's inputs,
    Hard's leaf's chances, who won, the game's seed."""
    x, logit, won, ids = role_choices(job, _snap)
    return x, won, logit, ids


def _snap(s: CardState) -> tuple[list[list[float]], list[float]]:
    return L.seat_inputs(s), E.win_probabilities(s)


def collect_in_parallel(
    collect: Callable[[tuple[int, int, int, tuple[str, ...]]], tuple[np.ndarray, ...]],
    players: int,
    games: int,
    seed: int,
    expansions: tuple[str, ...],
    jobs: int,
) -> list[np.ndarray]:
    """``collect((players, games, first seed, expansions))`` over ``jobs`` processes, each
    a share of the games; its arrays stacked in the games' order."""
    chunk = -(-games // jobs)
    parts_of = [
        (players, min(chunk, games - a), seed + a, expansions) for a in range(0, games, chunk)
    ]
    with ProcessPoolExecutor(jobs) as pool:
        parts = list(pool.map(collect, parts_of))
    return [np.concatenate([part[i] for part in parts]) for i in range(len(parts[0]))]


def softmax_rows(z: np.ndarray) -> np.ndarray:
    e = np.exp(z - z.max(axis=1, keepdims=True))
    return e / e.sum(axis=1, keepdims=True)


def net_chances(net: L.LeafNet, x: np.ndarray) -> np.ndarray:
    """``net``'s chances for positions × seats × inputs at once."""
    return softmax_rows(net.scores(x.reshape(-1, x.shape[2])).reshape(x.shape[:2]))


def train(x: np.ndarray, won: np.ndarray, hidden: int, epochs: int, seed: int) -> L.LeafNet:
    """Adam on the mean log-loss of the winners; the inputs standardised first."""
    flat = x.reshape(-1, x.shape[2])
    mean = flat.mean(axis=0)
    scale = flat.std(axis=0) + 1e-9
    z = (x - mean) / scale
    rng = np.random.default_rng(seed)
    k = x.shape[2]
    params = {
        "hidden_weights": rng.normal(0.0, 1.0 / np.sqrt(k), (k, hidden)),
        "hidden_bias": np.zeros(hidden),
        "output_weights": rng.normal(0.0, 1.0 / np.sqrt(hidden), hidden),
        "linear": np.zeros(k),
    }
    first = {name: np.zeros_like(v) for name, v in params.items()}
    second = {name: np.zeros_like(v) for name, v in params.items()}
    rate, step, batch = 3e-3, 0, 2048
    for epoch in range(epochs):
        if epoch == epochs * 3 // 4:
            rate /= 3.0
        order = rng.permutation(len(z))
        for start in range(0, len(order), batch):
            rows = order[start : start + batch]
            xb, yb = z[rows], won[rows]
            h = np.tanh(xb @ params["hidden_weights"] + params["hidden_bias"])
            p = softmax_rows(h @ params["output_weights"] + xb @ params["linear"])
            dz = (p * yb.sum(axis=1, keepdims=True) - yb) / len(rows)
            dh = dz[:, :, None] * params["output_weights"] * (1.0 - h * h)
            grads = {
                "hidden_weights": np.einsum("mik,mih->kh", xb, dh),
                "hidden_bias": dh.sum(axis=(0, 1)),
                "output_weights": np.einsum("mi,mih->h", dz, h),
                "linear": np.einsum("mi,mik->k", dz, xb),
            }
            step += 1
            for name, g in grads.items():
                first[name] = 0.9 * first[name] + 0.1 * g
                second[name] = 0.999 * second[name] + 0.001 * g * g
                m = first[name] / (1.0 - 0.9**step)
                v = second[name] / (1.0 - 0.999**step)
                params[name] -= rate * m / (np.sqrt(v) + 1e-8)
    return L.LeafNet(mean=mean, scale=scale, **params)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--games", type=int, default=4000, help="games per player count")
    ap.add_argument("--players", default="2,3,4")
    ap.add_argument("--seed", type=int, default=190_000)
    ap.add_argument("--expansions", default="buildings", help="every other game; '' for none")
    ap.add_argument("--hidden", type=int, default=64)
    ap.add_argument("--epochs", type=int, default=20)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--write", action="store_true", help=f"store the fit in {L.NET_FILE.name}")
    args = ap.parse_args()
    expansions = tuple(x for x in args.expansions.split(",") if x)
    fitted: dict[str, dict] = {}
    for n in (int(x) for x in args.players.split(",")):
        t0 = time.perf_counter()
        seed = args.seed + 100_000 * n
        x, won, logit, ids = collect_in_parallel(
            collect, n, args.games, seed, expansions, args.jobs
        )
        test = ids % 5 == 0  # a fifth of the games, held out
        print(
            f"{n} players: {args.games} games, {(~test).sum()}+{test.sum()} positions "
            f"({time.perf_counter() - t0:.0f} s)"
        )
        t0 = time.perf_counter()
        net = train(x[~test], won[~test], args.hidden, args.epochs, seed)
        print(f"  trained in {time.perf_counter() - t0:.0f} s")
        report_chances("hard leaf", logit[test], won[test])
        if n in L.NETS:
            report_chances("in use", net_chances(L.NETS[n], x[test]), won[test])
        report_chances("fitted", net_chances(net, x[test]), won[test])
        fitted[str(n)] = {name: np.round(v, 6).tolist() for name, v in net.to_dict().items()}
    if args.write:
        data = {"nets": {}, "fitted_with": {}}
        if L.NET_FILE.exists():
            data = json.loads(L.NET_FILE.read_text(encoding="utf-8"))
        data["about"] = (
            "The leaf network of the card Expert's leaf_net variant (bench/cards_leaf_net.py): "
            "a network per player count, fitted by bench/fit_cards_leaf_net.py on games of "
            "Normal bots (who wins when Normal players play on from a role choice)."
        )
        data["inputs"] = list(L.INPUTS)
        data["nets"].update(fitted)
        data["nets"] = dict(sorted(data["nets"].items()))
        data["fitted_with"][", ".join(fitted)] = " ".join(sys.argv[1:])
        data = {key: data[key] for key in ("about", "inputs", "nets", "fitted_with")}
        L.NET_FILE.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
        print(f"written: {L.NET_FILE}")


if __name__ == "__main__":
    main()
