"""A card game position as each seat's chance to win, for the search's leaves.

Hard's play-outs stop at a role choice; from there the game would go on with the
Normal rules for every other seat, so a leaf's value is best the chance that each seat
wins a game played on by Normal players.  ``win_probabilities`` is a conditional logit
fitted to just that (``bench/fit_cards_evaluation.py`` on Normal self-play, the weights
in ``leaf_weights.json``): each seat's score is a weighted sum of its features — the
estimated final score (``values.estimate``), the hand, the VP already made, the city's
size, the goods, and whether it still chooses a role this round — with weights that
change with the rounds left (linear between knots), and the chances are the softmax
of the scores over the table.  Without weights for a player count it falls back on the
softmax of the estimates at a temperature that grows with the rounds left.  A
finished game scores ``0.85 × win + 0.15 ×`` a sigmoid of the margin to the best other
seat, so that the search also prefers winning by more and losing by less.
"""

from __future__ import annotations

import json
import math
from pathlib import Path

from ...cards import CardPhase, CardState
from ...cards.effects import printed_vp
from ...cards.phases.common import picker
from ...cards.scoring import score_breakdown, winners_of
from .pace import pace_of
from .values import estimates, goods_price

#: The fallback's softmax temperature: ``BASE + PER_ROUND ×`` the rounds left.
TEMPERATURE_BASE = 1.1
TEMPERATURE_PER_ROUND = 0.3

#: A seat's features (``seat_features``); each has a weight per knot of the rounds left.
BASE_FEATURES = ("estimate", "hand", "points", "city", "goods", "still_picks")
KNOTS = (0.0, 1.0, 2.0, 4.0, 7.0, 11.0, 16.0)
#: The fitted columns: every base feature at every knot.
FEATURES = tuple(f"{name}@{knot:g}" for knot in KNOTS for name in BASE_FEATURES)
_B = len(BASE_FEATURES)

WEIGHTS_FILE = Path(__file__).with_name("leaf_weights.json")


Table = dict[int, tuple[float, ...]]


def load_weights(path: Path = WEIGHTS_FILE) -> Table:
    """The fitted weights per player count; a file fitted on other features is refused."""
    data = json.loads(path.read_text(encoding="utf-8"))
    if tuple(data["features"]) != FEATURES:
        raise ValueError(f"{path.name} was fitted on other features: refit it")
    weights = {int(n): tuple(float(x) for x in row) for n, row in data["weights"].items()}
    for n, row in weights.items():
        if len(row) != len(FEATURES):
            raise ValueError(f"{path.name}: {n} players: {len(row)} weights")
    return weights


#: Fitted weights per player count (``FEATURES``' order).
WEIGHTS: Table = load_weights()


def knot_share(rounds: float) -> tuple[int, float]:
    """The knot at or below ``rounds`` and the share of the next one (a variant's leaf
    over the same knots reads its weights so too)."""
    last = len(KNOTS) - 2
    if rounds <= KNOTS[0]:
        return 0, 0.0
    for j in range(last + 1):
        if rounds < KNOTS[j + 1]:
            return j, (rounds - KNOTS[j]) / (KNOTS[j + 1] - KNOTS[j])
    return last, 1.0


def seat_features(s: CardState, vals: list[float]) -> list[list[float]]:
    """Each seat's ``BASE_FEATURES``; ``vals``: the seats' estimates."""
    still: set[int] = set()
    if s.phase == CardPhase.ROLE:
        still = {picker(s, pick) for pick in range(s.pick, s.picks)}
    out = []
    for seat, p in enumerate(s.players):
        points = printed_vp(p.city) + p.chapel_n
        out.append(
            [vals[seat], p.hand_n, points, len(p.city), goods_price(p), float(seat in still)]
        )
    return out


def features(s: CardState) -> list[list[float]]:
    """Each seat's ``FEATURES`` (zero at the knots away from the rounds left): the
    columns ``WEIGHTS`` are fitted on."""
    pace = pace_of(s)
    return expand(seat_features(s, estimates(s, pace)), pace.rounds)


def expand(bases: list[list[float]], rounds: float) -> list[list[float]]:
    """Each seat's ``FEATURES`` from its ``BASE_FEATURES`` with ``rounds`` rounds left
    (a fit may keep the few base features of a position and expand them when it reads)."""
    j, share = knot_share(rounds)
    out = []
    for base in bases:
        row = [0.0] * len(FEATURES)
        for b, x in enumerate(base):
            row[j * _B + b] = (1.0 - share) * x
            row[(j + 1) * _B + b] = share * x
        out.append(row)
    return out


def win_probabilities(s: CardState, table: Table | None = None) -> list[float]:
    """Each seat's estimated chance to win the unfinished game ``s`` (``table``: other
    fitted weights than ``WEIGHTS``, for a bench variant)."""
    weights = (WEIGHTS if table is None else table).get(s.n)
    if weights is None:
        return temperature_chances(s)
    pace = pace_of(s)
    j, share = knot_share(pace.rounds)
    lo = weights[j * _B : (j + 1) * _B]
    hi = weights[(j + 1) * _B : (j + 2) * _B]
    w = [(1.0 - share) * a + share * b for a, b in zip(lo, hi, strict=True)]
    return _softmax(
        [
            sum(wi * xi for wi, xi in zip(w, base, strict=True))
            for base in seat_features(s, estimates(s, pace))
        ]
    )


def temperature_chances(s: CardState) -> list[float]:
    """The softmax of the estimates at ``BASE + PER_ROUND × rounds left`` VP."""
    pace = pace_of(s)
    return chances_at(estimates(s, pace), pace.rounds)


def chances_at(values: list[float], rounds: float) -> list[float]:
    """``temperature_chances`` of the seats' estimates ``values``, ``rounds`` rounds left."""
    t = TEMPERATURE_BASE + TEMPERATURE_PER_ROUND * rounds
    return _softmax([x / t for x in values])


def _softmax(z: list[float]) -> list[float]:
    top = max(z)
    exps = [math.exp(x - top) for x in z]
    total = sum(exps)
    return [e / total for e in exps]


def terminal_rewards(s: CardState) -> list[float]:
    """Win (shared on a tie) mixed with a little of the score margin, for finished games."""
    breakdown = score_breakdown(s)  # (``s.scores()`` and ``s.returns()`` from one scoring)
    scores = [b.total for b in breakdown]
    n = s.n
    if s.is_terminal():
        top = winners_of(breakdown)
        won = [1.0 / len(top) if seat in top else 0.0 for seat in range(n)]
    else:
        won = [0.0] * n
    out = []
    for seat in range(n):
        margin = scores[seat] - max(scores[i] for i in range(n) if i != seat)
        out.append(0.85 * won[seat] + 0.15 / (1.0 + math.exp(-margin / 4.0)))
    return out


def rewards(s: CardState, table: Table | None = None) -> list[float]:
    return terminal_rewards(s) if s.is_terminal() else win_probabilities(s, table)
