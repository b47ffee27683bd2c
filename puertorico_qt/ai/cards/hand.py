"""What each card in a player's own hand is worth to him: money, and a building to be.

Every card pays one card of a price (``Pace.card`` VP).  A card that is also a
building its owner may still build is an *option* on top: the building's gain
(``values.build_gain``, paid at its own price) less the cards it costs, times the
chance it gets built — high for the best option in the hand, lower for the next ones
(one building a Builder phase), lower still near the end.  A second copy of a violet
building (each is built once) and a building the city already has are money only; a
second copy of a production building half an option.

The worth of each copy decides what to pay, discard, tuck and keep: the copy worth
least goes first (``cheapest``), the copy worth most is kept (``dearest``).  The
player reads his own hand only.
"""

from __future__ import annotations

from ...cards.data import COST, IS_PRODUCTION, N_KINDS
from ...cards.state import CardPlayer
from .pace import Pace
from .values import CityStats, build_gain, effective_cost

#: Chance that the best, second … option in a hand gets built.
OPTION_CHANCE: tuple[float, ...] = (0.75, 0.5, 0.3, 0.18, 0.1, 0.06)
#: Builder phases left below which an option's chance falls.
OPTION_FULL_PHASES = 2.0


def option_gains(p: CardPlayer, pace: Pace, extra: list[int] | None = None) -> dict[int, float]:
    """Per kind in the hand (and in ``extra``, counts of cards about to join it) the gain
    of building it at its own price, against keeping the cards as money."""
    hand = p.hand
    mask = p.mask
    stats = CityStats(p.city, p.chapel_n, pace)
    gains: dict[int, float] = {}
    for k in range(N_KINDS):
        held = hand[k] + (extra[k] if extra is not None else 0)
        if not held:
            continue
        if not IS_PRODUCTION[k] and mask >> k & 1:
            continue
        price = effective_cost(k, mask, 0)
        # The gain of building it now, paying ``price`` cards of money.
        gain = build_gain(p, k, -1, pace, min(price, max(p.hand_n - 1, 0)), stats)
        if price > p.hand_n - 1:
            gain -= (price - p.hand_n + 1) * pace.card
        # Against the card's own worth as money.
        gain -= pace.card
        if gain > 0:
            gains[k] = gain
    return gains


def kind_worths(
    p: CardPlayer, pace: Pace, extra: list[int] | None = None
) -> dict[int, list[float]]:
    """Per kind in the hand plus ``extra``, the worth in VP of its first, second … copy
    (falling: the later copies are the ones to pay with)."""
    gains = option_gains(p, pace, extra)
    ranked = sorted(gains, key=lambda k: (-gains[k], k))
    end = min(1.0, pace.phases / OPTION_FULL_PHASES)
    chance = {k: OPTION_CHANCE[min(i, len(OPTION_CHANCE) - 1)] * end for i, k in enumerate(ranked)}
    out: dict[int, list[float]] = {}
    hand = p.hand
    money = pace.card
    for k in range(N_KINDS):
        held = hand[k] + (extra[k] if extra is not None else 0)
        if not held:
            continue
        option = gains.get(k, 0.0) * chance.get(k, 0.0)
        copies = [money + option]
        for copy in range(1, held):
            if IS_PRODUCTION[k] and copy == 1:
                copies.append(money + 0.4 * option)
            else:
                copies.append(money - 0.001 * COST[k])
        out[k] = copies
    return out


def copy_worths(
    p: CardPlayer, pace: Pace, extra: list[int] | None = None
) -> list[tuple[float, int]]:
    """(worth in VP, kind) of every card in the hand plus ``extra``, one entry per copy."""
    return [(w, k) for k, ws in kind_worths(p, pace, extra).items() for w in ws]


def cheapest(worths: list[tuple[float, int]], count: int, min_kind: int = 0) -> list[int]:
    """The kinds of the ``count`` copies worth least, kinds from ``min_kind`` on."""
    pool = sorted((w, k) for w, k in worths if k >= min_kind)
    return [k for _, k in pool[:count]]


def dearest(worths: list[tuple[float, int]], count: int, min_kind: int = 0) -> list[int]:
    """The kinds of the ``count`` copies worth most, kinds from ``min_kind`` on."""
    pool = sorted(((-w, k) for w, k in worths if k >= min_kind))
    return [k for _, k in pool[:count]]
