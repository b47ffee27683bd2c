"""Where Hard's choices depart from the Normal rules, and whether the Normal rules gain
by following (docs/ai.md, "The Expert's variants": ``imitated_roles``, ``imitated_builds``).

    python bench/cards_role_imitation.py collect --games 100 --seed 60000 --jobs 2 \
        --out /tmp/hard_choices.json                         # Hard against Hard, 4 players
    python bench/cards_role_imitation.py fit bench/results/cards_hard_role_choices.json
    python bench/cards_role_imitation.py fit /tmp/hard_choices.json --decision build
    python bench/cards_role_imitation.py play --deals 2000 --seed 120000 --scale 3.5
    python bench/cards_role_imitation.py play --deals 2000 --builds "$(cat biases.json)" --build-scale 8

- ``collect`` plays Hard against Hard and records, at every role choice, build and
  councillor's keep with a choice, the Normal scores of the legal options (of a
  determinisation: Normal reads only its own hand and public facts), what each option
  is (a role, a building's kind, a kept card's kind; -1: pass), which one Hard chose,
  and the Builder phases still to come.  (``cards_hard_role_choices.json``, from before
  builds were recorded, has the role choices only.)
- ``fit`` fits one kind of decision (``--decision``) of one or more files with a
  softmax of the Normal scores (one temperature), then with a bias per option and stage
  of the game added (stages by the Builder phases to come: under 1.5, under 3.5, more;
  ``--unstaged``: one bias per option; the reference with bias 0: the Builder, or
  passing), by Adam on the log-loss with a little L2; a quarter of the games held out.
  It prints both held-out log-losses and the biases in VP.
- ``play`` plays Normal with ``scale`` × the role biases (``--biases``, else the ones
  of ``ai.cards.imitation.ROLE_BIASES`` divided by their scale), ``build-scale`` × fit's
  build biases (``--builds``: the last line of ``fit --decision build``; else none) and
  the same for keeps against Normal bots (``--players``, 4 by default; ``--expansion``: with *Die neuen
  Gebäude*), each deal once from every seat, and prints its share of the wins with the
  standard error over the deals.
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
    Rows,
    stage_of,
)
from puertorico_qt.ai.cards.pace import pace_of
from puertorico_qt.ai.cards.policy import CardPolicy
from puertorico_qt.cards import CardConfig, CardPhase
from puertorico_qt.cards.actions import decode
from puertorico_qt.cards.data import CARDS, N_KINDS
from puertorico_qt.cards.data import N_ROLES as ROLES
from puertorico_qt.cards.scoring import winners

PLAYERS = 4


#: The decisions recorded, by phase.
RECORDED = {CardPhase.ROLE: "role", CardPhase.BUILD: "build", CardPhase.KEEP: "keep"}


def hard_game(seed: int) -> list[dict]:
    """One game of four Hard bots: each role choice, build and councillor's keep with a
    choice, as a row."""
    state = cards.new_game(CardConfig(players=PLAYERS), seed)
    players = [bots.CardHardBot(seed * 10 + i) for i in range(PLAYERS)]
    rows = []
    while not state.is_terminal():
        observation = cards.observe(state, state.current_player)
        action = players[state.current_player].choose(observation)
        decision = RECORDED.get(state.phase)
        if decision and len(state.legal_actions()) > 1:
            rng = random.Random(seed)
            sample = observation.determinize(rng)
            actions, scores = CardPolicy(0.0, rng).scores(sample)
            rows.append(
                {
                    "decision": decision,
                    "options": [decode(a).arg for a in actions],
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
            print(f"  {done}/{games} games, {len(rows)} choices", file=sys.stderr)
    out.write_text(json.dumps({"games": games, "seed": seed, "rows": rows}) + "\n")
    print(f"written: {out}")


# ---------------------------------------------------------------------------- fit

Arrays = tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray, np.ndarray]


def columns_of(decision: str) -> int:
    """The bias columns of a decision: the roles; pass, then the kinds (an option's
    column is its ``decode(action).arg`` + 1: pass is -1)."""
    return ROLES if decision == "role" else N_KINDS + 1


def arrays(rows: list[dict], decision: str, staged: bool) -> Arrays:
    """Per row and option slot: the Normal score, whether the slot holds an option, the
    choice (one-hot) and the option's bias column; and the row's stage (0 unless
    ``staged``)."""
    n = len(rows)
    width = max(len(row["scores"]) for row in rows)
    scores, legal, chosen = np.zeros((n, width)), np.zeros((n, width), bool), np.zeros((n, width))
    columns, stages = np.zeros((n, width), int), np.zeros(n, int)
    shift = 0 if decision == "role" else 1
    for i, row in enumerate(rows):
        options = row.get("options", row.get("roles"))
        for j, (option, score) in enumerate(zip(options, row["scores"], strict=True)):
            scores[i, j], legal[i, j], columns[i, j] = score, True, option + shift
        chosen[i, row["chosen"]] = 1.0
        stages[i] = stage_of(row["phases"]) if staged else 0
    return scores, legal, chosen, columns, stages


def loss(
    theta: np.ndarray, data: Arrays, reg: float, shape: tuple[int, int], free: np.ndarray
) -> tuple[float, np.ndarray]:
    """Mean log-loss (plus ``reg`` × the biases²) and its gradient; ``theta``: the log of
    the inverse temperature, then the free biases (``free``: a mask of the ``shape``
    table of stages × columns)."""
    scores, legal, chosen, columns, stages = data
    inverse = math.exp(theta[0])
    biases = np.zeros(shape)
    biases[free] = theta[1:]
    z = np.where(legal, scores * inverse + biases[stages[:, None], columns], -1e9)
    z -= z.max(axis=1, keepdims=True)
    e = np.exp(z) * legal
    p = e / e.sum(axis=1, keepdims=True)
    n = len(scores)
    value = float(-(np.log(p + 1e-300) * chosen).sum() / n + reg * (theta[1:] ** 2).sum())
    d = (p - chosen) / n * legal
    table = np.zeros(shape)
    np.add.at(table, (np.broadcast_to(stages[:, None], columns.shape), columns), d)
    grad = np.r_[(d * scores * inverse).sum(), table[free]]
    grad[1:] += 2 * reg * theta[1:]
    return value, grad


def adam(
    data: Arrays, theta: np.ndarray, only_temperature: bool, reg: float, shape, free
) -> np.ndarray:
    theta = theta.copy()
    first, second = np.zeros_like(theta), np.zeros_like(theta)
    for t in range(1, 4001):
        grad = loss(theta, data, reg, shape, free)[1]
        if only_temperature:
            grad[1:] = 0.0
        first = 0.9 * first + 0.1 * grad
        second = 0.999 * second + 0.001 * grad * grad
        theta -= 0.02 * (first / (1 - 0.9**t)) / (np.sqrt(second / (1 - 0.999**t)) + 1e-8)
    return theta


def option_name(decision: str, column: int) -> str:
    if decision == "role":
        return ("Builder", "Producer", "Trader", "Councillor", "Prospector")[column]
    return "pass" if column == 0 else CARDS[column - 1].id


def fit(paths: list[Path], decision: str, staged: bool, reg: float) -> None:
    rows = [
        row
        for path in paths
        for row in json.loads(path.read_text())["rows"]
        if row.get("decision", "role") == decision
    ]
    seeds = sorted({row["seed"] for row in rows})
    held = set(seeds[::4])
    train = arrays([r for r in rows if r["seed"] not in held], decision, staged)
    test = arrays([r for r in rows if r["seed"] in held], decision, staged)
    agree = sum(
        max(range(len(r["scores"])), key=r["scores"].__getitem__) == r["chosen"] for r in rows
    )
    print(
        f"{len(rows)} {decision} choices of {len(seeds)} games; "
        f"Hard chose Normal's best in {agree / len(rows):.1%}"
    )
    shape = (len(STAGE_BOUNDS) + 1 if staged else 1, columns_of(decision))
    free = np.ones(shape, bool)
    free[:, 0] = False  # the reference: the Builder, or passing
    if decision == "keep":
        free[:, 0] = True  # a keep has no pass; the L2 term fixes the level
    start = np.zeros(1 + int(free.sum()))
    plain = adam(train, start, True, 0.0, shape, free)
    print(
        f"softmax of the Normal scores: temperature {math.exp(-plain[0]):.3f} VP, "
        f"held-out log-loss {loss(plain, test, 0.0, shape, free)[0]:.4f}"
    )
    biased = adam(train, plain, False, reg, shape, free)
    temperature = math.exp(-biased[0])
    print(
        f"with the biases: temperature {temperature:.3f} VP, "
        f"held-out log-loss {loss(biased, test, 0.0, shape, free)[0]:.4f}"
    )
    table = np.zeros(shape)
    table[free] = biased[1:]
    table *= temperature
    counts = np.zeros(shape[1], int)
    for row in rows:
        counts[row.get("options", row.get("roles"))[row["chosen"]] + (decision != "role")] += 1
    for column in np.argsort(-np.abs(table).max(axis=0))[:12]:
        print(
            f"  {option_name(decision, column):16s} chosen {counts[column]:4d}: "
            + ", ".join(f"{v:+.3f}" for v in table[:, column])
        )
    print("biases (VP, per stage, by column): " + json.dumps(np.round(table, 3).tolist()))


# ---------------------------------------------------------------------------- play


Tables = tuple[Rows, Rows | None, Rows | None]


def deal(job: tuple[int, Tables, CardConfig]) -> float:
    """The biased seat's wins (a shared win as a share) of one deal played once from
    every seat.  Unlike ``tune_cards_policy.play_deals`` (a tuned copy of the modules,
    one decision at a time) each seat keeps one policy object and plays whole
    sequences: the imitation changes only how a seat's policy scores roles, builds and
    keeps."""
    seed, (roles, builds, keeps), config = job
    players = config.players
    won = 0.0
    for focal in range(players):
        state = cards.new_game(config, seed)
        policies = [CardPolicy(0.0, random.Random(seed)) for _ in range(players)]
        imitating = ImitationPolicy(0.0, random.Random(seed), roles, builds, keeps)
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


def scaled(rows: Rows, scale: float, skip: int = 0) -> Rows:
    """``scale`` × a table of the fit's (``skip``: its leading reference columns off)."""
    return tuple(tuple(scale * b for b in row[skip:]) for row in rows)


def play(deals: int, seed: int, tables: Tables, jobs: int, config: CardConfig, label: str) -> None:
    players = config.players
    jobs_ = [(s, tables, config) for s in range(seed, seed + deals)]
    with ProcessPoolExecutor(jobs) as pool:
        shares = list(pool.map(deal, jobs_, chunksize=20))
    mean, error = summary(shares, players)
    print(
        f"Normal with {label} vs {players - 1} Normal: {mean:.1%} +- {error:.1%} "
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
    f.add_argument("rows", type=Path, nargs="+")
    f.add_argument("--decision", choices=("role", "build", "keep"), default="role")
    f.add_argument("--unstaged", action="store_true", help="one bias per option, not per stage")
    f.add_argument("--reg", type=float, default=0.01)
    p = sub.add_parser("play")
    p.add_argument("--deals", type=int, default=2000)
    p.add_argument("--seed", type=int, default=120_000)
    p.add_argument("--scale", type=float, default=ROLE_BIAS_SCALE)
    p.add_argument("--biases", type=json.loads, default=None, help="JSON rows of fit's biases")
    p.add_argument("--builds", type=json.loads, default=None, help="fit's build biases (JSON)")
    p.add_argument("--build-scale", type=float, default=1.0)
    p.add_argument("--keeps", type=json.loads, default=None, help="fit's keep biases (JSON)")
    p.add_argument("--keep-scale", type=float, default=1.0)
    p.add_argument("--jobs", type=int, default=2)
    p.add_argument("--players", type=int, default=PLAYERS, choices=(2, 3, 4))
    p.add_argument("--expansion", action="store_true", help="with Die neuen Gebäude")
    args = ap.parse_args()
    if args.command == "collect":
        collect(args.games, args.seed, args.jobs, args.out)
    elif args.command == "fit":
        fit(args.rows, args.decision, not args.unstaged, args.reg)
    else:
        base = args.biases or [[b / ROLE_BIAS_SCALE for b in row] for row in ROLE_BIASES]
        tables = (
            scaled(base, args.scale),
            scaled(args.builds, args.build_scale, 1) if args.builds else None,
            scaled(args.keeps, args.keep_scale, 1) if args.keeps else None,
        )
        label = f"{args.scale} x the role biases"
        label += f", {args.build_scale} x the build biases" if args.builds else ""
        label += f", {args.keep_scale} x the keep biases" if args.keeps else ""
        expansions = ("buildings",) if args.expansion else ()
        config = CardConfig(players=args.players, expansions=expansions)
        play(args.deals, args.seed, tables, args.jobs, config, label)
    return 0


if __name__ == "__main__":
    sys.exit(main())
