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

from itertools import compress
from operator import add, itemgetter
from typing import Any

from ...cards.data import COST, IS_DISPLAY, IS_PRODUCTION, N_KINDS, PALACE
from ...cards.state import CardPlayer
from .pace import Pace, remember
from .values import build_gain, city_stats, effective_cost, goods_cards

#: Chance that the best, second … option in a hand gets built.
OPTION_CHANCE: tuple[float, ...] = (0.75, 0.5, 0.3, 0.18, 0.1, 0.06)
#: Builder phases left below which an option's chance falls.
OPTION_FULL_PHASES = 2.0


def option_gains(p: CardPlayer, pace: Pace, extra: list[int] | None = None) -> dict[int, float]:
    """Per kind in the hand (and in ``extra``, counts of cards about to join it) the gain
    of building it at its own price, against keeping the cards as money."""
    counts = p.hand if extra is None else list(map(add, p.hand, extra))
    return _option_gains(p, pace, list(compress(_KINDS, counts)))


_KINDS = range(N_KINDS)


def _option_gains(p: CardPlayer, pace: Pace, kinds: list[int]) -> dict[int, float]:
    """``option_gains`` of ``kinds`` (ascending).

    A kind's figure reads only the city, the chapel's count, the mask, the hand's size,
    the pace and, with a palace in the city or the hand, the goods' worth: it is
    remembered per these (``Pace.memo``).  Without a palace the part that does not
    depend on the hand's size (the city's value with the building less without, and
    the price) is remembered per city too, and the rest is ``_option_gain``'s
    arithmetic in the same order (so the same floats)."""
    city = p.city
    palace = PALACE in city or PALACE in kinds
    memo = pace.memo
    cities = tuple(city)
    chapel_n = p.chapel_n
    mask = p.mask
    hand_n = p.hand_n
    key = (cities, chapel_n, mask, hand_n, goods_cards(p) if palace else None)
    row = memo.get(key)
    if row is None:
        row = remember(memo, key, [_UNSET] * N_KINDS)
    gains: dict[int, float] = {}
    base = None
    for k in kinds:
        gain = row[k]
        if gain is _UNSET:
            if palace:
                gain = _option_gain(p, k, pace)
            else:
                if base is None:
                    base_key = (cities, chapel_n, mask, _BASE)
                    base = memo.get(base_key)
                    if base is None:
                        base = remember(memo, base_key, [_UNSET] * N_KINDS)
                entry = base[k]
                if entry is _UNSET:
                    entry = base[k] = _option_base(p, k, pace)
                if entry is None:
                    gain = None
                else:
                    # ``_option_gain`` from the remembered part: ``build_gain`` (the
                    # city's gain less the cards taken), the missing cards, the card.
                    diff, price = entry
                    spent = min(price, max(hand_n - 1, 0))
                    card = pace.card
                    gain = diff - (spent if IS_DISPLAY[k] else 1 + spent) * card
                    if price > hand_n - 1:
                        gain -= (price - hand_n + 1) * card
                    gain -= card
            if gain is not None and gain <= 0:
                gain = None
            row[k] = gain
        if gain is not None:
            gains[k] = gain
    return gains


#: ``_option_gains``' rows (in ``Pace.memo``, keyed by city, chapel cards, mask, hand
#: size and goods' worth or None): per kind the gain when positive (``_UNSET``: not
#: computed yet; None: no gain).  Keyed by city, chapel cards, mask and ``_BASE``: per
#: kind ``_option_base`` (no palace in play).
_UNSET: Any = object()
_BASE = "base"


def _option_base(p: CardPlayer, k: int, pace: Pace) -> tuple[float, int] | None:
    """The part of ``_option_gain`` that does not depend on the hand's size, without a
    palace in play: the city's value with ``k`` less without, and ``k``'s price."""
    mask = p.mask
    if not IS_PRODUCTION[k] and mask >> k & 1:
        return None
    stats = city_stats(p.city, p.chapel_n, pace)
    return stats.with_building(k, -1) - stats.value(), effective_cost(k, mask, 0)


def _option_gain(p: CardPlayer, k: int, pace: Pace) -> float | None:
    """``option_gains``' figure for one kind (None: a city building already built)."""
    mask = p.mask
    if not IS_PRODUCTION[k] and mask >> k & 1:
        return None
    price = effective_cost(k, mask, 0)
    # The gain of building it now, paying ``price`` cards of money.
    stats = city_stats(p.city, p.chapel_n, pace)
    gain = build_gain(p, k, -1, pace, min(price, max(p.hand_n - 1, 0)), stats)
    if price > p.hand_n - 1:
        gain -= (price - p.hand_n + 1) * pace.card
    # Against the card's own worth as money.
    gain -= pace.card
    return gain


def kind_worths(
    p: CardPlayer, pace: Pace, extra: list[int] | None = None
) -> dict[int, list[float]]:
    """Per kind in the hand plus ``extra``, the worth in VP of its first, second … copy
    (falling: the later copies are the ones to pay with)."""
    counts, kinds, options = _worth_parts(p, pace, extra)
    money = pace.card
    out: dict[int, list[float]] = {}
    for k in kinds:
        count = counts[k]
        option = options.get(k, 0.0)
        if count == 1:
            out[k] = [money + option]
        elif IS_PRODUCTION[k]:  # a second copy is half an option
            out[k] = [money + option, money + 0.4 * option] + [money - 0.001 * COST[k]] * (
                count - 2
            )
        else:
            out[k] = [money + option] + [money - 0.001 * COST[k]] * (count - 1)
    return out


def _worth_parts(
    p: CardPlayer, pace: Pace, extra: list[int] | None
) -> tuple[list[int], list[int], dict[int, float]]:
    """The copies per kind, the kinds held (ascending) and each option's gain times
    its chance (``kind_worths``' parts)."""
    counts = p.hand if extra is None else list(map(add, p.hand, extra))
    kinds = list(compress(_KINDS, counts))
    options = _option_gains(p, pace, kinds)
    if options:
        # Each option at its chance, best first (ties by kind: the items come by kind
        # and the sort is stable).
        end = min(1.0, pace.phases / OPTION_FULL_PHASES)
        ranked = sorted(options.items(), key=_GAIN, reverse=True)
        for i, (k, gain) in enumerate(ranked):
            options[k] = gain * (OPTION_CHANCE[i if i < _LAST_CHANCE else _LAST_CHANCE] * end)
    return counts, kinds, options


_GAIN = itemgetter(1)
_LAST_CHANCE = len(OPTION_CHANCE) - 1


def copy_worths(
    p: CardPlayer, pace: Pace, extra: list[int] | None = None
) -> list[tuple[float, int]]:
    """(worth in VP, kind) of every card in the hand plus ``extra``, one entry per copy
    (``kind_worths`` flattened, by kind)."""
    counts, kinds, options = _worth_parts(p, pace, extra)
    money = pace.card
    out: list[tuple[float, int]] = []
    for k in kinds:
        count = counts[k]
        option = options.get(k, 0.0)
        out.append((money + option, k))
        if count > 1:
            if IS_PRODUCTION[k]:  # a second copy is half an option
                out.append((money + 0.4 * option, k))
                count -= 1
            out += [(money - 0.001 * COST[k], k)] * (count - 1)
    return out


def cheapest(worths: list[tuple[float, int]], count: int, min_kind: int = 0) -> list[int]:
    """The kinds of the ``count`` copies worth least, kinds from ``min_kind`` on."""
    pool = sorted((w, k) for w, k in worths if k >= min_kind)
    return [k for _, k in pool[:count]]


def dearest(worths: list[tuple[float, int]], count: int, min_kind: int = 0) -> list[int]:
    """The kinds of the ``count`` copies worth most, kinds from ``min_kind`` on."""
    pool = sorted(((-w, k) for w, k in worths if k >= min_kind))
    return [k for _, k in pool[:count]]
