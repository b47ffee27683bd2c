"""Where Hard's role choices depart from the Normal rules, and whether the Normal rules
gain by following (docs/ai.md, "The Expert's variants": ``imitated_roles``).

    python bench/cards_role_imitation.py collect --games 24 --seed 50000 --jobs 2 \
        --out bench/results/cards_hard_role_choices.json     # Hard against Hard, 4 players
    python bench/cards_role_imitation.py fit bench/results/cards_hard_role_choices.json
    python bench/cards_role_imitation.py play --deals 2000 --seed 120000 --scale 3.5

- ``collect`` plays Hard against Hard and records, at every role choice with a choice,
  the Normal scores of the legal roles (of a determinisation: Normal reads only its own
  hand and public facts), the role Hard chose, and the Builder phases still to come.
- ``fit`` fits Hard's choices with a softmax of the Normal scores (one temperature), then
  with a bias per role and stage of the game added (stages by the Builder phases to come:
  under 1.5, under 3.5, more; the Builder's bias 0), by Adam on the log-loss with a
  little L2; a quarter of the games held out.  It prints both held-out log-losses and
  the biases in VP.
- ``play`` plays Normal with ``scale`` × the biases (``--biases``, else the ones of
  ``ai.cards.imitation.ROLE_BIASES`` divided by their scale) against Normal bots
  (``--players``, 4 by default; ``--expansion``: with *Die neuen Gebäude*), each deal
  once from every seat, and prints its share of the wins with the standard error over
  the deals.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tune_cards_policy import STALL_STEPS, summary

from puertorico_qt import cards
from puertorico_qt.ai.cards import bots
from puertorico_qt.ai.cards.imitation import (
    ROLE_BIAS_SCALE,
    ROLE_BIASES,
    STAGE_BOUNDS,
    ImitationPolicy,
    stage_of,
)
from puertorico_qt.ai.cards.pace import pace_of
from puertorico_qt.ai.cards.policy import CardPolicy
from puertorico_qt.cards import CardConfig, CardPhase
from puertorico_qt.cards.actions import A_ROLE
from puertorico_qt.cards.data import N_ROLES as ROLES
from puertorico_qt.cards.scoring import winners

PLAYERS = 4


def hard_game(seed: int) -> list[dict]:
    """One game of four Hard bots: each role choice with a choice, as a row."""
    state = cards.new_game(CardConfig(players=PLAYERS), seed)
    players = [bots.CardHardBot(seed * 10 + i) for i in range(PLAYERS)]
    rows = []
    while not state.is_terminal():
        observation = cards.observe(state, state.current_player)
        action = players[state.current_player].choose(observation)
        if state.phase == CardPhase.ROLE and len(state.legal_actions()) > 1:
            rng = random.Random(seed)
            sample = observation.determinize(rng)
            actions, scores = CardPolicy(0.0, rng).scores(sample)
            rows.append(
                {
                    "roles": [a - A_ROLE for a in actions],
                    "scores": [round(x, 4) for x in scores],
                    "chosen": actions.index(action),
                    "phases": round(pace_of(sample).phases, 4),
                    "seed": seed,
                }
            )
        state.apply(action)
    return rows


def collect(games: int, seed: int, jobs: int, out: Path) -> None:
    rows: list[dict] = []
    with ProcessPoolExecutor(jobs) as pool:
        for done, part in enumerate(pool.map(hard_game, range(seed, seed + games)), 1):
            rows += part
            print(f"  {done}/{games} games, {len(rows)} role choices", file=sys.stderr)
    out.write_text(json.dumps({"games": games, "seed": seed, "rows": rows}) + "\n")
    print(f"written: {out}")


# ---------------------------------------------------------------------------- fit

Arrays = tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]


def arrays(rows: list[dict]) -> Arrays:
    """Scores, which roles were legal, the choice (one-hot) and the stage, per row."""
    n = len(rows)
    scores, legal, chosen = np.zeros((n, ROLES)), np.zeros((n, ROLES), bool), np.zeros((n, ROLES))
    stages = np.zeros(n, int)
    for i, row in enumerate(rows):
        for role, score in zip(row["roles"], row["scores"], strict=True):
            scores[i, role], legal[i, role] = score, True
        chosen[i, row["roles"][row["chosen"]]] = 1.0
        stages[i] = stage_of(row["phases"])
    return scores, legal, chosen, stages


def loss(theta: np.ndarray, data: Arrays, reg: float) -> tuple[float, np.ndarray]:
    """Mean log-loss (plus ``reg`` × the biases²) and its gradient; ``theta``: the log of
    the inverse temperature, then the biases of Producer to Prospector per stage."""
    scores, legal, chosen, stages = data
    inverse = math.exp(theta[0])
    biases = np.zeros((len(STAGE_BOUNDS) + 1, ROLES))
    biases[:, 1:] = theta[1:].reshape(-1, ROLES - 1)
    z = np.where(legal, scores * inverse + biases[stages], -1e9)
    z -= z.max(axis=1, keepdims=True)
    e = np.exp(z) * legal
    p = e / e.sum(axis=1, keepdims=True)
    n = len(scores)
    value = float(-(np.log(p + 1e-300) * chosen).sum() / n + reg * (theta[1:] ** 2).sum())
    d = (p - chosen) / n
    per_stage = np.zeros_like(biases)
    np.add.at(per_stage, stages, d)
    grad = np.r_[(d * scores * inverse).sum(), per_stage[:, 1:].ravel()]
    grad[1:] += 2 * reg * theta[1:]
    return value, grad


def adam(data: Arrays, theta: np.ndarray, free: slice, reg: float, steps: int = 4000) -> np.ndarray:
    theta = theta.copy()
    first, second = np.zeros_like(theta), np.zeros_like(theta)
    for t in range(1, steps + 1):
        grad = np.zeros_like(theta)
        grad[free] = loss(theta, data, reg)[1][free]
        first = 0.9 * first + 0.1 * grad
        second = 0.999 * second + 0.001 * grad * grad
        theta -= 0.02 * (first / (1 - 0.9**t)) / (np.sqrt(second / (1 - 0.999**t)) + 1e-8)
    return theta


def fit(path: Path, reg: float) -> None:
    rows = json.loads(path.read_text())["rows"]
    seeds = sorted({row["seed"] for row in rows})
    held = set(seeds[::4])
    train = arrays([r for r in rows if r["seed"] not in held])
    test = arrays([r for r in rows if r["seed"] in held])
    agree = sum(
        max(range(len(r["scores"])), key=r["scores"].__getitem__) == r["chosen"] for r in rows
    )
    print(
        f"{len(rows)} role choices of {len(seeds)} games; Hard chose Normal's best in {agree / len(rows):.1%}"
    )
    start = np.zeros(1 + len(STAGE_BOUNDS) * (ROLES - 1) + ROLES - 1)
    plain = adam(train, start, slice(0, 1), 0.0)
    print(
        f"softmax of the Normal scores: temperature {math.exp(-plain[0]):.3f} VP, "
        f"held-out log-loss {loss(plain, test, 0.0)[0]:.4f}"
    )
    biased = adam(train, plain, slice(None), reg)
    temperature = math.exp(-biased[0])
    print(
        f"with the biases: temperature {temperature:.3f} VP, "
        f"held-out log-loss {loss(biased, test, 0.0)[0]:.4f}"
    )
    table = biased[1:].reshape(-1, ROLES - 1) * temperature
    names = ("Producer", "Trader", "Councillor", "Prospector")
    for stage, row in enumerate(table):
        print(
            f"  stage {stage}: "
            + ", ".join(f"{n} {v:+.3f}" for n, v in zip(names, row, strict=True))
        )
    print(
        "biases (VP, Builder first): "
        + json.dumps([[0.0, *map(float, np.round(row, 3))] for row in table])
    )


# ---------------------------------------------------------------------------- play


def deal(job: tuple[int, tuple[tuple[float, ...], ...], CardConfig]) -> float:
    """The biased seat's wins (a shared win as a share) of one deal played once from
    every seat.  Unlike ``tune_cards_policy.play_deals`` (a tuned copy of the modules,
    one decision at a time) each seat keeps one policy object and plays whole
    sequences: the imitation changes only how a seat's policy scores roles."""
    seed, biases, config = job
    players = config.players
    won = 0.0
    for focal in range(players):
        state = cards.new_game(config, seed)
        policies = [CardPolicy(0.0, random.Random(seed)) for _ in range(players)]
        imitating = ImitationPolicy(0.0, random.Random(seed), biases)
        imitating.seat = focal
        policies[focal] = imitating
        for _ in range(STALL_STEPS):
            if state.is_terminal():
                break
            policies[state.current].play(state)
        if state.is_terminal():
            top = winners(state)
            won += 1.0 / len(top) if focal in top else 0.0
    return won


def play(
    deals: int, seed: int, scale: float, biases: list[list[float]], jobs: int, config: CardConfig
) -> None:
    scaled = tuple(tuple(scale * b for b in row) for row in biases)
    players = config.players
    jobs_ = [(s, scaled, config) for s in range(seed, seed + deals)]
    with ProcessPoolExecutor(jobs) as pool:
        shares = list(pool.map(deal, jobs_, chunksize=20))
    mean, error = summary(shares, players)
    print(
        f"Normal with {scale} x the biases vs {players - 1} Normal: {mean:.1%} +- {error:.1%} "
        f"({deals} deals, every seat{', ' + '+'.join(config.expansions) if config.expansions else ''})"
    )


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    sub = ap.add_subparsers(dest="command", required=True)
    c = sub.add_parser("collect")
    c.add_argument("--games", type=int, default=24)
    c.add_argument("--seed", type=int, default=50_000)
    c.add_argument("--jobs", type=int, default=2)
    c.add_argument("--out", type=Path, required=True)
    f = sub.add_parser("fit")
    f.add_argument("rows", type=Path)
    f.add_argument("--reg", type=float, default=0.01)
    p = sub.add_parser("play")
    p.add_argument("--deals", type=int, default=2000)
    p.add_argument("--seed", type=int, default=120_000)
    p.add_argument("--scale", type=float, default=ROLE_BIAS_SCALE)
    p.add_argument("--biases", type=json.loads, default=None, help="JSON rows of fit's biases")
    p.add_argument("--jobs", type=int, default=2)
    p.add_argument("--players", type=int, default=PLAYERS, choices=(2, 3, 4))
    p.add_argument("--expansion", action="store_true", help="with Die neuen Gebäude")
    args = ap.parse_args()
    if args.command == "collect":
        collect(args.games, args.seed, args.jobs, args.out)
    elif args.command == "fit":
        fit(args.rows, args.reg)
    else:
        base = args.biases or [[b / ROLE_BIAS_SCALE for b in row] for row in ROLE_BIASES]
        expansions = ("buildings",) if args.expansion else ()
        config = CardConfig(players=args.players, expansions=expansions)
        play(args.deals, args.seed, args.scale, base, args.jobs, config)
    return 0


if __name__ == "__main__":
    sys.exit(main())
