"""A leaf evaluation for the card Expert tried and not kept: a small neural network.

Hard's leaf (``evaluation.win_probabilities``) is a conditional logit over six
features per seat.  Its weights cannot say that a card in hand is worth more to a city
that builds cheaply, that a production city gains from selling first next round, or
that a lead counts for more late than early — anything that is not a sum of the six.
The network reads more of the position per seat (``INPUTS``: the same six, the
city's income of cards a round, its production buildings, what it saves per build,
its 6-cost buildings, where it sits in the next round's order, what its hand costs, its
lead over the best other estimate, its printed VP and the rounds left) and scores each
seat with one hidden layer (``tanh``) plus a linear term; the chances are the softmax
of the scores over the table.  It is fitted like Hard's leaf to who wins when Normal
players play on from a role choice (``bench/fit_cards_leaf_net.py``, weights in
``cards_leaf_net.json``): on held-out games its log-loss is well below Hard's leaf's,
yet the Expert that used it won no more often against three Hard bots
(``cards_expert_variants.py --variant leaf_net``; docs/ai.md, "The Expert's
variants").  Player counts without a fitted net fall back on Hard's leaf.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from puertorico_qt.ai.cards.evaluation import seat_features, terminal_rewards
from puertorico_qt.ai.cards.evaluation import win_probabilities as logit_win_probabilities
from puertorico_qt.ai.cards.guide import CardGuide
from puertorico_qt.ai.cards.pace import pace_of
from puertorico_qt.ai.cards.values import IS_SIX, card_rate, city_stats, estimates
from puertorico_qt.cards import CardState
from puertorico_qt.cards.data import COST
from puertorico_qt.cards.phases.common import next_governor

#: Each seat's inputs, in the order of ``seat_inputs``' rows.
INPUTS = (
    "estimate",
    "hand",
    "points",
    "city",
    "goods",
    "still_picks",
    "rate",
    "production",
    "per_build",
    "six",
    "next_order",
    "first_next",
    "hand_cost",
    "lead",
    "city_vp",
    "rounds",
)

NET_FILE = Path(__file__).with_name("cards_leaf_net.json")


def seat_inputs(s: CardState) -> list[list[float]]:
    """Each seat's ``INPUTS`` (public facts, and the hand of a determinised state)."""
    pace = pace_of(s)
    vals = estimates(s, pace)
    n = s.n
    first_next = next_governor(s)  # then the others clockwise (two players: picker)
    rows = seat_features(s, vals)
    for seat, p in enumerate(s.players):
        stats = city_stats(p.city, p.chapel_n, pace)
        order = (seat - first_next) % n
        hand_cost = sum(c * COST[k] for k, c in enumerate(p.hand) if c) / max(p.hand_n, 1)
        best_other = max(vals[i] for i in range(n) if i != seat)
        rows[seat] += [
            card_rate(stats.prices, stats.fixed_rate, stats.prod_rate),
            float(len(stats.prices)),
            stats.per_build,
            float(sum(1 for k in p.city if IS_SIX[k])),
            order / (n - 1),
            float(order == 0),
            hand_cost,
            vals[seat] - best_other,
            float(stats.vp),
            pace.rounds,
        ]
    return rows


@dataclass(frozen=True)
class LeafNet:
    """One player count's network: standardised inputs, one tanh layer, a linear term."""

    mean: np.ndarray  # (inputs,)
    scale: np.ndarray  # (inputs,)
    hidden_weights: np.ndarray  # (inputs, hidden)
    hidden_bias: np.ndarray  # (hidden,)
    output_weights: np.ndarray  # (hidden,)
    linear: np.ndarray  # (inputs,)

    def scores(self, rows: np.ndarray) -> np.ndarray:
        """Each seat's score (``rows``: seats × inputs, raw)."""
        x = (rows - self.mean) / self.scale
        hidden = np.tanh(x @ self.hidden_weights + self.hidden_bias)
        return hidden @ self.output_weights + x @ self.linear

    def chances(self, rows: np.ndarray) -> np.ndarray:
        z = self.scores(rows)
        e = np.exp(z - z.max())
        return e / e.sum()

    def to_dict(self) -> dict[str, list]:
        return {name: getattr(self, name).tolist() for name in _ARRAYS}

    @classmethod
    def from_dict(cls, data: dict[str, list]) -> LeafNet:
        net = cls(**{name: np.asarray(data[name], dtype=float) for name in _ARRAYS})
        k, h = net.hidden_weights.shape
        vectors = (net.mean, net.scale, net.hidden_bias, net.output_weights, net.linear)
        if k != len(INPUTS) or [v.shape for v in vectors] != [(k,), (k,), (h,), (h,), (k,)]:
            raise ValueError("leaf net: the arrays do not fit the inputs")
        return net


_ARRAYS = ("mean", "scale", "hidden_weights", "hidden_bias", "output_weights", "linear")


def load_nets(path: Path = NET_FILE) -> dict[int, LeafNet]:
    """The fitted nets per player count; a file fitted on other inputs is refused."""
    data = json.loads(path.read_text(encoding="utf-8"))
    if tuple(data["inputs"]) != INPUTS:
        raise ValueError(f"{path.name} was fitted on other inputs: refit it")
    return {int(n): LeafNet.from_dict(net) for n, net in data["nets"].items()}


#: Fitted nets per player count (none before the first fit writes the file).
NETS: dict[int, LeafNet] = load_nets() if NET_FILE.exists() else {}


def win_probabilities(s: CardState) -> list[float]:
    """Each seat's estimated chance to win the unfinished game ``s``."""
    net = NETS.get(s.n)
    if net is None:
        return logit_win_probabilities(s)
    return net.chances(np.array(seat_inputs(s))).tolist()


def rewards(s: CardState) -> list[float]:
    """A play-out's value: the finished game's result, else the net's chances."""
    return terminal_rewards(s) if s.is_terminal() else win_probabilities(s)


class LeafNetGuide(CardGuide):
    """Hard's guide with the network at the play-outs' ends."""

    @staticmethod
    def leaf(s: CardState) -> list[float]:
        return rewards(s)
