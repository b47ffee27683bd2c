"""A card game position as each seat's chance to win, for the search's leaves.

The estimated final scores (``values.estimate``) become win probabilities through a
softmax whose temperature (VP) grows with the rounds still to play: an estimate many
rounds from the end is less sure than one near it.  A finished game scores
``0.85 × win + 0.15 ×`` a sigmoid of the margin to the best other seat, so that the
search also prefers winning by more and losing by less.
"""

from __future__ import annotations

import math

from ...cards import CardState
from ...cards.scoring import score_breakdown, winners_of
from .pace import pace_of
from .values import estimates

#: Softmax temperature: ``BASE + PER_ROUND ×`` the rounds left (fitted on self-play).
TEMPERATURE_BASE = 1.1
TEMPERATURE_PER_ROUND = 0.3


def win_probabilities(s: CardState) -> list[float]:
    """Each seat's estimated chance to win the unfinished game ``s``."""
    pace = pace_of(s)
    vals = estimates(s, pace)
    t = TEMPERATURE_BASE + TEMPERATURE_PER_ROUND * pace.rounds
    top = max(vals)
    exps = [math.exp((x - top) / t) for x in vals]
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


def rewards(s: CardState) -> list[float]:
    return terminal_rewards(s) if s.is_terminal() else win_probabilities(s)
