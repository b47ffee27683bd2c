"""What a city is worth: the card game's position evaluation, seat by seat.

``estimate`` turns a seat's public position into an estimated **final score**:

- the VP it has: printed VP of the buildings and the cards under the chapel;
- the bonuses of its 6-cost buildings at the end, with the city it should still grow
  (guild hall: production buildings and kinds; city hall: violet buildings;
  triumphal arch: monuments; palace: a quarter of everything, last);
- what its buildings still earn, as cards a round (production by the goods' mean
  prices, most for the best building since a player produces and sells few goods a
  phase; the library's doubled privilege; the prefecture's second card …) or per build
  still to come (smithy, quarry, carpenter, poor house), turned into VP at the
  ``Pace``'s rate; the chapel as a card tucked most rounds;
- the hand at the card's worth and each good at about a card;
- with the expansion *Die neuen Gebäude*, what its buildings add (``expansion``) and
  the cards under the seat's Bank and Hafen.

Only public facts are read (the cities, which buildings carry a good, the counts), so
the same function values every seat of a determinised state and of an observation.
The weights are the module's constants: hand-set, then checked against self-play
(docs/ai.md, "The card game").
"""

from __future__ import annotations

from collections.abc import Iterable

from ...cards.data import (
    AQUEDUCT,
    ARCHIVE,
    BLACK_MARKET,
    CARDS,
    CARPENTER,
    CATHEDRAL,
    CHAPEL,
    CITY_GOAL,
    CITY_HALL,
    COST,
    CRANE,
    GOLD_MINE,
    GOOD_OF,
    GUILD_HALL,
    IS_DISPLAY,
    IS_PRODUCTION,
    LIBRARY,
    MARKET_HALL,
    MARKET_STAND,
    MONUMENTS,
    N_GOODS,
    N_KINDS,
    PALACE,
    POOR_HOUSE,
    PREFECTURE,
    QUARRY,
    SMITHY,
    TOWER,
    TRADING_POST,
    TRADING_TILES,
    TRIUMPHAL_ARCH,
    VP,
    WELL,
    CardKind,
)
from ...cards.effects import ARCH_BONUS, FIXED_PRICE, HOLDS_GOOD, PALACE_DIVISOR
from ...cards.state import CardPlayer, CardState
from . import expansion
from .pace import BUILDS_PER_PHASE, Pace, clear_shared_memos, remember

#: The mean price of each good over the five trading-house tiles.
MEAN_PRICE: tuple[float, ...] = tuple(
    sum(tile[g] for tile in TRADING_TILES) / len(TRADING_TILES) for g in range(N_GOODS)
)
#: Per production building: its good's mean price; the Zollamt: its good's fixed
#: price (``effects.FIXED_PRICE``); 0 for another city building.
PRICE_OF: tuple[float, ...] = tuple(
    MEAN_PRICE[GOOD_OF[k]] if IS_PRODUCTION[k] else float(FIXED_PRICE.get(k, 0))
    for k in range(N_KINDS)
)
SIX: tuple[int, ...] = tuple(c.index for c in CARDS if c.kind == CardKind.SIX)
IS_SIX: tuple[bool, ...] = tuple(CARDS[k].kind == CardKind.SIX for k in range(N_KINDS))
IS_MONUMENT: tuple[bool, ...] = tuple(k in MONUMENTS for k in range(N_KINDS))

#: Cards a round from the production buildings, per unit of mean price, best building
#: first: one good a Producer phase and one sale a Trader phase for most seats, so the
#: first building counts most and the fifth little.
PRODUCTION_WEIGHTS: tuple[float, ...] = (0.42, 0.26, 0.15, 0.09, 0.06, 0.04)
#: Cards a round a city building brings its owner (role effects).
RATE: dict[int, float] = {
    GOLD_MINE: 0.12,
    ARCHIVE: 0.15,
    TOWER: 0.12,
    CRANE: 0.10,
    PREFECTURE: 0.45,
    LIBRARY: 1.0,
}
#: The same for buildings that work with the production buildings: the rate with two
#: or more production buildings (one: a third of it).
PRODUCTION_RATE: dict[int, float] = {
    BLACK_MARKET: 0.2,
    TRADING_POST: 0.38,
    WELL: 0.2,
    MARKET_STAND: 0.22,
    AQUEDUCT: 0.4,
    MARKET_HALL: 0.42,
}
#: Cards saved or drawn per build still to come (share of the builds it works for).
PER_BUILD: dict[int, float] = {SMITHY: 0.4, QUARRY: 0.55, CARPENTER: 0.55, POOR_HOUSE: 0.3}
#: VP a round of the chapel: a card tucked (1 VP) most rounds, less the card's worth.
CHAPEL_ROUND = 0.12
#: A good lying on a building, in cards per unit of its mean price (it still needs a
#: Trader phase, and a seat sells few goods a phase).
GOOD_SHARE = 0.45
#: Cards a round every seat gets from the roles whatever its city (the councillor's
#: card, a sale of the first good): the same for all, it sets the level of the
#: estimates (and so the palace's quarter).
BASE_INCOME = 1.0
#: The hand in the evaluation, in cards at ``Pace.card``: a card in hand is worth more
#: to the final score than the card's worth as money in a single decision (fitted on
#: self-play: the hand's weight came out 1.65-1.7 in 2- and 4-player games).
HAND_FACTOR = 1.0
#: Share of the builds still to come that are production / violet buildings.
PRODUCTION_SHARE = 0.35
VIOLET_SHARE = 0.65


#: The same tables per kind (0.0: none), for the hot paths.
RATE_OF: tuple[float, ...] = tuple(RATE.get(k, expansion.RATE.get(k, 0.0)) for k in range(N_KINDS))
#: The city buildings a good may lie on (the Zollamt): one more building with goods.
_HOLDER_BIT = sum(1 << k for k in range(N_KINDS) if HOLDS_GOOD[k] and not IS_PRODUCTION[k])
PRODUCTION_RATE_OF: tuple[float, ...] = tuple(PRODUCTION_RATE.get(k, 0.0) for k in range(N_KINDS))
PER_BUILD_OF: tuple[float, ...] = tuple(PER_BUILD.get(k, 0.0) for k in range(N_KINDS))


def card_rate(prices: list[float], fixed: float, prod: float) -> float:
    """Cards a round a city brings: the base income, the production buildings'
    (``prices``: their goods' mean prices, best first), the city buildings' own rate
    (``fixed``) and their rate that works with production (``prod``: a third of it with
    a single production building)."""
    n_prod = len(prices)
    if not n_prod:
        return fixed + BASE_INCOME
    share = 1.0 if n_prod >= 2 else 0.35
    income = 0.0
    weights = PRODUCTION_WEIGHTS
    last = len(weights) - 1
    for i in range(n_prod):
        income += prices[i] * weights[i if i < last else last]
    return fixed + prod * share + income + BASE_INCOME


class CityStats:
    """The counts of one city that its value is made of, so that the value of the city
    with one more building (or one replaced) is a few additions away (``gain``)."""

    __slots__ = (
        "pace",
        "size",
        "vp",
        "mask",
        "prices",
        "kinds",
        "violet",
        "monuments",
        "fixed_rate",
        "prod_rate",
        "per_build",
        "chapel_n",
        "city",
        "six",
        "_value",
        "_with",
    )

    def __init__(self, city: list[int], chapel_n: int, pace: Pace, six: int = 0) -> None:
        """``six``: the opponents' 6-cost buildings (the Kathedrale's count)."""
        self.pace = pace
        self.city = city
        self.six = six
        self.size = len(city)
        vp = 0
        mask = 0
        prices: list[float] = []
        kinds: dict[int, int] = {}
        violet = 0
        fixed = prod = per_build = 0.0
        for k in city:
            vp += VP[k]
            if IS_PRODUCTION[k]:
                prices.append(PRICE_OF[k])
                kinds[k] = kinds.get(k, 0) + 1
                continue
            mask |= 1 << k
            violet += 1
            fixed += RATE_OF[k]
            prod += PRODUCTION_RATE_OF[k]
            per_build += PER_BUILD_OF[k]
        prices.sort(reverse=True)
        self.vp = vp
        self.mask = mask
        self.prices = prices
        self.kinds = kinds
        self.violet = violet
        self.monuments = sum(1 for m in MONUMENTS if mask >> m & 1)
        self.fixed_rate = fixed
        self.prod_rate = prod
        self.per_build = per_build
        self.chapel_n = chapel_n
        self._value = self._compute(
            self.size, vp, mask, prices, len(kinds), violet, self.monuments, fixed, prod, per_build
        )
        if mask & expansion.CITY_MASK:
            self._value += self._expansion(city, mask, len(prices))
        self._with: dict[int, float] = {}

    def value(self) -> float:
        """The estimated final VP of the city (hand and goods apart; no palace)."""
        return self._value

    def _compute(
        self,
        size: int,
        vp: float,
        mask: int,
        prices: list[float],
        n_kinds: int,
        violet: int,
        monuments: int,
        fixed: float,
        prod: float,
        per_build: float,
    ) -> float:
        pace = self.pace
        builds = pace.phases * BUILDS_PER_PHASE
        if builds > CITY_GOAL - size:
            builds = CITY_GOAL - size
        total = vp + self.chapel_n
        if mask & _SIX_BONUS_MASK:
            if mask >> GUILD_HALL & 1:
                total += (
                    len(prices)
                    + n_kinds
                    + builds * PRODUCTION_SHARE * (1.0 + 0.35 * (5 - n_kinds) / 5)
                )
            if mask >> CITY_HALL & 1:
                total += violet + builds * VIOLET_SHARE
            if mask >> TRIUMPHAL_ARCH & 1:
                total += ARCH_BONUS[min(monuments, len(ARCH_BONUS) - 1)]
                if monuments < 3 and builds >= 1:
                    total += 0.6
        total += card_rate(prices, fixed, prod) * pace.flow + per_build * builds * pace.saved
        if mask >> CHAPEL & 1:
            total += CHAPEL_ROUND * pace.rounds
        return total

    def _expansion(self, city: list[int], mask: int, n_prod: int) -> float:
        """The VP-making expansion buildings of ``city`` (``expansion.value``)."""
        pace = self.pace
        builds = min(pace.phases * BUILDS_PER_PHASE, float(CITY_GOAL - len(city)))
        holders = n_prod + (1 if mask & _HOLDER_BIT else 0)
        return expansion.value(city, mask, holders, builds, pace.rounds, self.six, pace.n)

    def with_building(self, kind: int, over: int = -1) -> float:
        """The value of the city with ``kind`` added (over ``over``: replacing it);
        remembered per (kind, over), since the stats never change."""
        key = kind * _WITH_KEY + over
        total = self._with.get(key)
        if total is None:
            total = self._with[key] = self._with_building(kind, over)
        return total

    def _with_building(self, kind: int, over: int) -> float:
        size = self.size
        vp = self.vp + VP[kind]
        mask = self.mask
        prices = self.prices
        kinds = self.kinds
        n_kinds = len(kinds)
        violet = self.violet
        fixed = self.fixed_rate
        prod = self.prod_rate
        per_build = self.per_build
        if over >= 0:
            vp -= VP[over]
            if IS_PRODUCTION[over]:
                prices = prices[:]
                prices.remove(PRICE_OF[over])
                if kinds.get(over) == 1:
                    n_kinds -= 1
            else:
                mask &= ~(1 << over)
                violet -= 1
                fixed -= RATE_OF[over]
                prod -= PRODUCTION_RATE_OF[over]
                per_build -= PER_BUILD_OF[over]
        else:
            size += 1
        if IS_PRODUCTION[kind]:
            if prices is self.prices:
                prices = prices[:]
            prices.append(PRICE_OF[kind])
            prices.sort(reverse=True)
            if not kinds.get(kind):
                n_kinds += 1
        else:
            mask |= 1 << kind
            violet += 1
            fixed += RATE_OF[kind]
            prod += PRODUCTION_RATE_OF[kind]
            per_build += PER_BUILD_OF[kind]
        monuments = self.monuments
        if IS_MONUMENT[kind]:
            monuments += 1
        if over >= 0 and IS_MONUMENT[over]:
            monuments -= 1
        total = self._compute(
            size, vp, mask, prices, n_kinds, violet, monuments, fixed, prod, per_build
        )
        if mask & expansion.CITY_MASK:
            city = self.city[:]
            if over >= 0:
                city[city.index(over)] = kind
            else:
                city.append(kind)
            total += self._expansion(city, mask, len(prices))
        return total


_SIX_BONUS_MASK = (1 << GUILD_HALL) | (1 << CITY_HALL) | (1 << TRIUMPHAL_ARCH)
#: ``CityStats.with_building``'s memo key: ``kind * _WITH_KEY + over`` (over >= -1).
_WITH_KEY = 2 * N_KINDS + 2


def clear_memos() -> None:
    """Forget every remembered figure (``Pace.memo`` of the shared paces, the Residenz's
    groups): for a measurement that should start cold, or to free the memory."""
    clear_shared_memos()
    expansion.clear_memos()


def city_stats(city: list[int], chapel_n: int, pace: Pace, six: int = 0) -> CityStats:
    """``CityStats(city, chapel_n, pace, six)``, shared: the same city, chapel count,
    pace and Kathedrale count give the same stats (every figure is a function of
    them), so the search's many play-outs through the same cities build each once.
    The stats keep their own copy of ``city``; do not modify them."""
    memo = pace.memo
    key = (tuple(city), chapel_n, six)
    stats = memo.get(key)
    if stats is None:
        stats = remember(memo, key, CityStats(list(city), chapel_n, pace, six))
    return stats


def city_value(p: CardPlayer, city: list[int], pace: Pace, six: int = 0) -> float:
    """The estimated final VP of ``city`` for its owner ``p`` (the hand and goods apart):
    printed VP, chapel, 6-cost bonuses, what the buildings still earn; no palace
    (``six``: the opponents' 6-cost buildings, for a Kathedrale)."""
    return city_stats(city, p.chapel_n, pace, six).value()


def goods_price(p: CardPlayer) -> float:
    """The goods on ``p``'s buildings at their mean prices (``PRICE_OF``)."""
    total = 0.0
    city = p.city
    for i, g in enumerate(p.goods):
        if g >= 0:
            total += PRICE_OF[city[i]]
    return total


def goods_cards(p: CardPlayer) -> float:
    """The goods on ``p``'s buildings, in cards."""
    return goods_price(p) * GOOD_SHARE


def estimate(p: CardPlayer, pace: Pace, six: int = 0, held: float = 0.0) -> float:
    """The estimated final score of the seat ``p`` (see the module docstring); ``six``
    and ``held``: ``expansion.opponents_six`` and ``expansion.held_vp`` of its seat."""
    cards = p.hand_n * HAND_FACTOR + goods_cards(p)
    total = city_value(p, p.city, pace, six) + cards * pace.card + held
    if PALACE in p.city:
        total += total / PALACE_DIVISOR
    return total


def seat_estimate(s: CardState, seat: int, pace: Pace) -> float:
    """``estimate`` of ``seat`` in ``s``, with the expansion's piles and Kathedrale."""
    p = s.players[seat]
    if s.xp is None:
        return estimate(p, pace)
    six = expansion.opponents_six(s, seat) if p.mask >> CATHEDRAL & 1 else 0
    return estimate(p, pace, six, expansion.held_vp(s, seat, pace.rounds))


def estimates(s: CardState, pace: Pace) -> list[float]:
    """``seat_estimate`` of every seat."""
    return estimates_of(s, pace, range(s.n))


def estimates_of(s: CardState, pace: Pace, seats: Iterable[int]) -> list[float]:
    """``seat_estimate`` of each of ``seats`` (written out: the search's hottest
    evaluation)."""
    xp = s.xp
    players = s.players
    card = pace.card
    out = []
    for seat in seats:
        p = players[seat]
        city = p.city
        goods = 0.0  # (``goods_price``)
        for i, g in enumerate(p.goods):
            if g >= 0:
                goods += PRICE_OF[city[i]]
        cards = p.hand_n * HAND_FACTOR + goods * GOOD_SHARE
        if xp is None:
            six = 0
            held = 0.0
        else:
            six = expansion.opponents_six(s, seat) if p.mask >> CATHEDRAL & 1 else 0
            held = expansion.held_vp(s, seat, pace.rounds)
        total = city_stats(city, p.chapel_n, pace, six)._value + cards * card + held
        if PALACE in city:
            total += total / PALACE_DIVISOR
        out.append(total)
    return out


def build_gain(
    p: CardPlayer,
    kind: int,
    over: int,
    pace: Pace,
    spent: int,
    stats: CityStats | None = None,
) -> float:
    """The change of ``estimate`` for ``p`` building ``kind`` (over ``over`` with the
    crane, -1: a new space) and paying ``spent`` cards from the hand (their worth as
    money; the cards' other uses are the caller's; a card of the display, the
    Kathedrale, is not taken from the hand).  ``stats``: ``p``'s city's, if at hand."""
    if stats is None:
        stats = city_stats(p.city, p.chapel_n, pace)
    before = stats.value()
    after = stats.with_building(kind, over)
    taken = spent if IS_DISPLAY[kind] else 1 + spent  # a display card is not in the hand
    gain = after - before - taken * pace.card
    palace_before = PALACE in p.city and over != PALACE
    if kind == PALACE or palace_before:
        rest = (p.hand_n + goods_cards(p)) * pace.card
        after_total = after + rest - taken * pace.card
        gain += after_total / PALACE_DIVISOR
        if palace_before:
            gain -= (before + rest) / PALACE_DIVISOR
    return gain


def spaces_left(city: list[int]) -> int:
    return CITY_GOAL - len(city)


def effective_cost(kind: int, mask: int, privilege: int) -> int:
    """The price of ``kind`` for a city with ``mask``'s working buildings and
    ``privilege`` cards off (builder 1, with the library 2): the cards to pay."""
    off = privilege
    if IS_PRODUCTION[kind]:
        if mask >> SMITHY & 1:
            off += 1
    elif mask >> QUARRY & 1:
        off += 1
    return max(0, COST[kind] - off)
