"""A wider leaf logit for the card Expert: Hard's logit with seven more features per seat.

Hard's leaf (``evaluation.win_probabilities``) is a conditional logit over six features
per seat, with weights per knot of the rounds left.  The network of ``leaf_net`` read
16 inputs and predicted the winner much better, but made the Expert no stronger: the
search ranks its moves by the leaf's *differences* between positions one decision
apart, and the network is not monotone (one more production building could lower a
seat's chance).  This leaf keeps the logit's form — a weighted sum per seat, a weight
per feature and knot — and adds seven of the network's inputs
(``cards_leaf_net.seat_inputs``): the city's income of cards a round, its production
buildings, what it saves per build, its 6-cost buildings, whether it chooses first
next round, the mean cost of its hand and its lead over the best other estimate.  What
it learns beyond Hard's logit is knowledge the Hard bots do not have.

Not kept: it predicts the winner better (held-out log-loss 1.0599 against 1.0736 on
16,000 Normal games), yet Hard with it won 60.0 % of seed 30000's 100 deals against
three Normal bots where Hard won 63.0 %, so the Expert's variant was not run
(docs/ai.md, "The Expert's variants").

    python bench/cards_wide_leaf.py fit --games 10000 --jobs 2       # writes cards_wide_leaf.json
    python bench/cards_wide_leaf.py screen --games 100 --jobs 2      # Hard with it vs 3 Normal

``screen`` plays the ``hard4`` match (Hard against three Normal bots, seed 30000) with
the wide leaf in Hard's search, and with ``--baseline`` Hard itself on the same deals:
a cheap first look before the Expert's 80-minute run (``cards_expert_variants.py
--variant wide_leaf``).  Player counts without fitted weights fall back on Hard's leaf.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from cards_leaf_net import INPUTS, seat_inputs

from puertorico_qt.ai.cards import evaluation as E
from puertorico_qt.ai.cards.guide import CardGuide
from puertorico_qt.ai.cards.imitation import ImitationGuide
from puertorico_qt.ai.cards.pace import pace_of
from puertorico_qt.cards import CardState

#: The per-seat inputs of the wide logit (Hard's six first), by name in ``INPUTS``.
WIDE = (
    *E.BASE_FEATURES,
    "rate",
    "production",
    "per_build",
    "six",
    "first_next",
    "hand_cost",
    "lead",
)
_COLUMNS = [INPUTS.index(name) for name in WIDE]
_B = len(WIDE)
KNOTS = E.KNOTS
WEIGHTS_FILE = Path(__file__).with_name("results") / "cards_wide_leaf.json"


def wide_inputs(s: CardState) -> list[list[float]]:
    rows = seat_inputs(s)
    return [[row[c] for c in _COLUMNS] for row in rows]


def load_weights(path: Path = WEIGHTS_FILE) -> dict[int, np.ndarray]:
    data = json.loads(path.read_text(encoding="utf-8"))
    if tuple(data["inputs"]) != WIDE or tuple(data["knots"]) != KNOTS:
        raise ValueError(f"{path.name} was fitted on other inputs: refit it")
    return {int(n): np.array(w).reshape(len(KNOTS), _B) for n, w in data["weights"].items()}


WEIGHTS: dict[int, np.ndarray] = load_weights() if WEIGHTS_FILE.exists() else {}


def win_probabilities(s: CardState) -> list[float]:
    table = WEIGHTS.get(s.n)
    if table is None:
        return E.win_probabilities(s)
    j, share = E.knot_share(pace_of(s).rounds)
    w = (1.0 - share) * table[j] + share * table[j + 1]
    z = np.array(wide_inputs(s)) @ w
    e = np.exp(z - z.max())
    return (e / e.sum()).tolist()


def rewards(s: CardState) -> list[float]:
    return E.terminal_rewards(s) if s.is_terminal() else win_probabilities(s)


class WideLeafGuide(ImitationGuide):
    """The Expert's guide (its role biases) with the wide logit at the play-outs' ends."""

    @staticmethod
    def leaf(s: CardState) -> list[float]:
        return rewards(s)


class WideLeafHardGuide(CardGuide):
    """Hard's guide with the wide logit at the play-outs' ends (``screen``)."""

    @staticmethod
    def leaf(s: CardState) -> list[float]:
        return rewards(s)


# ------------------------------------------------------------------------------ the fit


def collect(job: tuple[int, int, int, tuple[str, ...]]) -> list[np.ndarray]:
    """Role choices of Normal games (every other game without the expansions): the rounds
    left, every seat's ``WIDE`` inputs, Hard's leaf's chances, who won, the game's seed."""
    from fit_cards_leaf_net import role_choices  # (see fit_main)

    return role_choices(job, _snap)


def _snap(s: CardState) -> tuple[float, list[list[float]], list[float]]:
    return pace_of(s).rounds, wide_inputs(s), E.win_probabilities(s)


def _knots(rounds: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Per position the knot at or below its rounds left and the next knot's share."""
    pairs = [E.knot_share(float(r)) for r in rounds]
    return np.array([j for j, _ in pairs]), np.array([share for _, share in pairs])


def expand(knots: tuple[np.ndarray, np.ndarray], x: np.ndarray) -> np.ndarray:
    """Positions × seats × (knots · inputs): each input split between its two knots."""
    j, share = knots
    m, n, b = x.shape
    out = np.zeros((m, n, len(KNOTS), b))
    rows = np.arange(m)
    out[rows, :, j, :] = (1.0 - share)[:, None, None] * x
    out[rows, :, j + 1, :] = share[:, None, None] * x
    return out.reshape(m, n, len(KNOTS) * b)


def newton(rounds: np.ndarray, x: np.ndarray, won: np.ndarray, ridge: float) -> np.ndarray:
    """The conditional logit's weights by Newton's method (standardised inputs inside,
    so that one ridge fits all columns), in the inputs' own units."""
    scale = x.reshape(-1, _B).std(axis=0) + 1e-9
    k = len(KNOTS) * _B
    w = np.zeros(k)
    chunk = 20_000
    knots = _knots(rounds)
    for _ in range(30):
        grad = np.zeros(k)
        hess = np.zeros((k, k))
        for a in range(0, len(x), chunk):
            part = slice(a, a + chunk)
            xe = expand((knots[0][part], knots[1][part]), x[part] / scale)
            y = won[part]
            z = xe @ w
            p = np.exp(z - z.max(axis=1, keepdims=True))
            p /= p.sum(axis=1, keepdims=True)
            mean_x = np.einsum("mi,mik->mk", p, xe)
            grad -= np.einsum("mi,mik->k", y, xe) - y.sum(axis=1) @ mean_x
            xc = (xe - mean_x[:, None, :]).reshape(-1, k)
            hess += (xc * p.reshape(-1, 1)).T @ xc
        m = len(x)
        step = np.linalg.solve(hess / m + ridge * np.eye(k), grad / m + ridge * w)
        w -= step
        if np.abs(step).max() < 1e-7:
            break
    return (w.reshape(len(KNOTS), _B) / scale).reshape(-1)


def chances(rounds: np.ndarray, x: np.ndarray, w: np.ndarray) -> np.ndarray:
    z = expand(_knots(rounds), x) @ w
    e = np.exp(z - z.max(axis=1, keepdims=True))
    return e / e.sum(axis=1, keepdims=True)


def fit_main(args: argparse.Namespace) -> None:
    # here, not at the top: fit_cards_evaluation imports the Expert's variants, which
    # import this module
    from fit_cards_evaluation import report_chances
    from fit_cards_leaf_net import collect_in_parallel

    expansions = tuple(x for x in args.expansions.split(",") if x)
    weights: dict[str, list[float]] = {}
    for n in (int(x) for x in args.players.split(",")):
        t0 = time.perf_counter()
        seed = args.seed + 100_000 * n
        rounds, x, logit, won, ids = collect_in_parallel(
            collect, n, args.games, seed, expansions, args.jobs
        )
        test = ids % 5 == 0
        print(
            f"{n} players: {args.games} games, {(~test).sum()}+{test.sum()} positions "
            f"({time.perf_counter() - t0:.0f} s)",
            flush=True,
        )
        t0 = time.perf_counter()
        w = newton(rounds[~test], x[~test], won[~test], args.ridge)
        print(f"  fitted in {time.perf_counter() - t0:.0f} s")
        report_chances("hard leaf", logit[test], won[test])
        report_chances("wide", chances(rounds[test], x[test], w), won[test])
        table = w.reshape(len(KNOTS), _B)
        for knot, row in zip(KNOTS, table, strict=True):
            print(
                f"  @{knot:g}: "
                + ", ".join(f"{name}={v:+.3f}" for name, v in zip(WIDE, row, strict=True))
            )
        weights[str(n)] = [round(float(v), 6) for v in w]
    if args.write:
        data = {
            "about": "bench/cards_wide_leaf.py: Hard's leaf logit with seven more inputs per seat, "
            "fitted on Normal games (who wins when Normal players play on from a role choice).",
            "inputs": list(WIDE),
            "knots": list(KNOTS),
            "weights": weights,
            "fitted_with": " ".join(sys.argv[1:]),
        }
        WEIGHTS_FILE.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
        print(f"written: {WEIGHTS_FILE}")


def screen_main(args: argparse.Namespace) -> None:
    import cards_strength

    from puertorico_qt.ai.cards import bots

    if not args.baseline:

        def make(seed: int | None = None) -> bots.CardHardBot:
            bot = bots.CardHardBot(seed)
            bot.guide_class = WideLeafHardGuide
            return bot

        bots.CARD_FACTORIES["hard"] = make  # game workers fork with it
    checkpoint = args.out.with_suffix(".partial.json") if args.out else None
    result = cards_strength.run_match("hard4", args.games, args.seed, args.jobs, checkpoint)
    result["variant"] = "hard (baseline)" if args.baseline else "hard with the wide leaf"
    if args.out:
        args.out.write_text(json.dumps({"hard4": result}, indent=1) + "\n")
        if checkpoint:
            checkpoint.unlink(missing_ok=True)
    print(cards_strength.table({"hard4": result}))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    sub = ap.add_subparsers(dest="command", required=True)
    f = sub.add_parser("fit")
    f.add_argument("--games", type=int, default=10_000)
    f.add_argument("--players", default="4")
    f.add_argument("--seed", type=int, default=230_000)
    f.add_argument("--expansions", default="buildings", help="every other game; '' for none")
    f.add_argument("--ridge", type=float, default=1e-4)
    f.add_argument("--jobs", type=int, default=1)
    f.add_argument("--write", action="store_true")
    s = sub.add_parser("screen")
    s.add_argument("--games", type=int, default=100)
    s.add_argument("--seed", type=int, default=30_000)
    s.add_argument("--jobs", type=int, default=1)
    s.add_argument("--baseline", action="store_true", help="Hard itself on the same deals")
    s.add_argument("--out", type=Path)
    args = ap.parse_args()
    (fit_main if args.command == "fit" else screen_main)(args)


if __name__ == "__main__":
    main()
