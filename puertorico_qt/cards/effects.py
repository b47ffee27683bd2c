"""What the city buildings do, as data plus small hooks.

The phase modules (``phases/``) ask these tables at fixed points (a limit, a discount,
after a turn); a building with a new effect of a known sort adds a row here and
touches no phase.  The buildings that open a decision of their own (crane, black
market, library, chapel, archive) shape the actions, so the phase code names them.

Every table is keyed by the building's kind index.  A building works for its owner
from the end of the Builder phase in which it was built; the phase code passes the
owner's working buildings as a mask (``CardPlayer.mask``, or during his own build the
mask before it).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from .buildings_rules import (
    CUSTOMS_GOOD_PRICE,
    EXPANSION_HAND_LIMIT,
    GUARD_ROOM_HAND_LIMIT,
    crane_saving,
    hut_draws,
    tavern_draws,
)
from .buildings_scoring import cathedral_bonus, residence_bonus
from .data import (
    AQUEDUCT,
    BIT,
    CARD_IDS,
    CARPENTER,
    CATHEDRAL,
    CITY_HALL,
    COST,
    CUSTOMS_OFFICE,
    GOLD_MINE,
    GOLDSMITH,
    GUARD_ROOM,
    GUILD_HALL,
    HAND_LIMIT,
    HUT,
    IS_PRODUCTION,
    MARKET_HALL,
    MARKET_STAND,
    MONUMENTS,
    N_KINDS,
    POOR_HOUSE,
    PREFECTURE,
    QUARRY,
    RESIDENCE,
    SMITHY,
    TAVERN,
    TOWER,
    TRADING_POST,
    TRIUMPHAL_ARCH,
    VP,
    WELL,
)

if TYPE_CHECKING:
    from .state import CardPlayer, CardState

# --------------------------------------------------------------------------- limits

#: Extra goods its owner may produce in each Producer phase.
PRODUCE_EXTRA: dict[int, int] = {AQUEDUCT: 1}
#: Extra goods its owner may sell in each Trader phase.
SELL_EXTRA: dict[int, int] = {TRADING_POST: 1}
#: Extra cards its owner keeps in each Councillor phase.
KEEP_EXTRA: dict[int, int] = {PREFECTURE: 1}
#: The hand limit its owner has at the start of a round (the highest one counts).
HAND_LIMITS: dict[int, int] = {TOWER: 12, GUARD_ROOM: GUARD_ROOM_HAND_LIMIT}
#: The hand limit of a seat without such a building: 7; 6 while an opponent owns a
#: Wachstube (the expansion; ``plain_hand_limit``).
BASE_HAND_LIMIT = HAND_LIMIT
BUILDINGS_HAND_LIMIT = EXPANSION_HAND_LIMIT


def plain_hand_limit(players: Sequence[CardPlayer]) -> int:
    """The limit of a hand whose owner has no Turm or Wachstube at this round start: 7,
    or 6 while anybody owns a Wachstube (its card limits everybody without one to six;
    its owner keeps seven, ``HAND_LIMITS``)."""
    guard = BIT[GUARD_ROOM]
    if any(p.mask & guard for p in players):
        return BUILDINGS_HAND_LIMIT
    return BASE_HAND_LIMIT


#: Cards off the price when its owner builds: (for production buildings, for city ones).
BUILD_DISCOUNT: dict[int, tuple[int, int]] = {SMITHY: (1, 0), QUARRY: (0, 1)}


def _bonus_rows(table: dict[int, int]) -> tuple[tuple[int, int], ...]:
    return tuple((BIT[k], v) for k, v in table.items())


_PRODUCE_ROWS = _bonus_rows(PRODUCE_EXTRA)
_SELL_ROWS = _bonus_rows(SELL_EXTRA)
_KEEP_ROWS = _bonus_rows(KEEP_EXTRA)
_LIMIT_ROWS = _bonus_rows(HAND_LIMITS)
_DISCOUNT_ROWS = tuple((BIT[k], prod, city) for k, (prod, city) in BUILD_DISCOUNT.items())


def produce_extra(mask: int) -> int:
    extra = 0
    for bit, amount in _PRODUCE_ROWS:
        if mask & bit:
            extra += amount
    return extra


def sell_extra(mask: int) -> int:
    extra = 0
    for bit, amount in _SELL_ROWS:
        if mask & bit:
            extra += amount
    return extra


def keep_extra(mask: int) -> int:
    extra = 0
    for bit, amount in _KEEP_ROWS:
        if mask & bit:
            extra += amount
    return extra


def hand_limit(mask: int, base: int = HAND_LIMIT) -> int:
    """The hand limit of the owner of ``mask`` in a game whose plain limit is ``base``."""
    limit = base
    for bit, value in _LIMIT_ROWS:
        if mask & bit and value > limit:
            limit = value
    return limit


def build_discount(mask: int, kind: int) -> int:
    """Cards the working buildings in ``mask`` take off the price of ``kind``."""
    off = 0
    production = IS_PRODUCTION[kind]
    for bit, prod, city in _DISCOUNT_ROWS:
        if mask & bit:
            off += prod if production else city
    return off


#: Per kind: the most the crane saves when building over it (its cost; the Park more).
CRANE_SAVING: tuple[int, ...] = tuple(crane_saving(CARD_IDS[k], COST[k]) for k in range(N_KINDS))

# --------------------------------------------------------------------------- goods

#: Per kind: a good may lie on it (the production buildings and the Zollamt).
HOLDS_GOOD: tuple[bool, ...] = tuple(
    IS_PRODUCTION[k] or k == CUSTOMS_OFFICE for k in range(N_KINDS)
)
#: The buildings whose good sells for a fixed number of cards, whatever the tile.
FIXED_PRICE: dict[int, int] = {CUSTOMS_OFFICE: CUSTOMS_GOOD_PRICE}

# --------------------------------------------------------------------------- after a turn
# A hook returns the cards its owner draws; the phase code draws them at once, in the
# table's order (the carpenter's card comes before the poor house looks at the hand).

#: After a build: ``hook(state, player, kind built) -> cards drawn``.
AfterBuild = Callable[["CardState", "CardPlayer", int], int]
#: After producing or selling: ``hook(count) -> cards drawn``.
AfterCount = Callable[[int], int]


def _carpenter(s: CardState, p: CardPlayer, kind: int) -> int:
    return 0 if IS_PRODUCTION[kind] else 1


def _poor_house(s: CardState, p: CardPlayer, kind: int) -> int:
    return 1 if p.hand_n <= 1 else 0


AFTER_BUILD: tuple[tuple[int, AfterBuild], ...] = (
    (CARPENTER, _carpenter),
    (POOR_HOUSE, _poor_house),
)
AFTER_PRODUCE: tuple[tuple[int, AfterCount], ...] = ((WELL, lambda n: 1 if n >= 2 else 0),)
AFTER_TRADE: tuple[tuple[int, AfterCount], ...] = (
    (MARKET_STAND, lambda n: 1 if n >= 2 else 0),
    (MARKET_HALL, lambda n: 1 if n >= 1 else 0),
)
AFTER_BUILD_MASK = sum(BIT[k] for k, _ in AFTER_BUILD)
AFTER_PRODUCE_MASK = sum(BIT[k] for k, _ in AFTER_PRODUCE)
AFTER_TRADE_MASK = sum(BIT[k] for k, _ in AFTER_TRADE)


def after_count(table: tuple[tuple[int, AfterCount], ...], mask: int, count: int) -> int:
    """Cards drawn after producing or selling ``count`` goods."""
    extra = 0
    for kind, hook in table:
        if mask & BIT[kind]:
            extra += hook(count)
    return extra


def after_sources(
    table: tuple[tuple[int, AfterCount], ...], mask: int, count: int
) -> list[tuple[int, int]]:
    """(building, cards) for each building of ``table`` in ``mask`` that draws its owner
    cards after ``count`` goods: ``after_count`` building by building, for words that
    name them (the log)."""
    return [(kind, n) for kind, hook in table if mask & BIT[kind] and (n := hook(count)) > 0]


# --------------------------------------------------------------------------- after a phase
# When every seat has had its turn of a role, each owner from the chooser on draws
# what the hook says: ``hook(state, owner's seat) -> cards drawn``.

AfterPhase = Callable[["CardState", int], int]


def _tavern(s: CardState, seat: int) -> int:
    return 1 if tavern_draws([len(p.city) for p in s.players], seat) else 0


def _hut(s: CardState, seat: int) -> int:
    xp = s.xp
    return 1 if xp is not None and hut_draws(xp.sold) else 0


#: After the Builder phase (after the after-build draws; a Schenke built in it counts).
AFTER_BUILDER: tuple[tuple[int, AfterPhase], ...] = ((TAVERN, _tavern),)
#: After the Trader phase (the Hütte: nobody sold a good).
AFTER_TRADER: tuple[tuple[int, AfterPhase], ...] = ((HUT, _hut),)

# --------------------------------------------------------------------------- prospector

#: Cards a gold mine turns up.
GOLD_MINE_REVEAL = 4


def shared_costs(revealed: Sequence[int]) -> set[int]:
    """The costs two or more of a gold mine's cards share (any: no gold)."""
    costs = [COST[k] for k in revealed]
    return {c for c in costs if costs.count(c) > 1}


def gold_mine_keeps(revealed: Sequence[int]) -> int:
    """The card a gold mine keeps from the cards turned up (all different costs: the
    cheapest), or -1 (two share a cost, or nothing was turned up)."""
    if not revealed or shared_costs(revealed):
        return -1
    return min(revealed, key=COST.__getitem__)


#: Buildings that act after the prospector has drawn, for every owner, in this order
#: (every gold mine, then every Goldschmiede).
AFTER_PROSPECT: tuple[int, ...] = (GOLD_MINE, GOLDSMITH)

# --------------------------------------------------------------------------- scoring


def _guild_hall(city: list[int]) -> int:
    production = [k for k in city if IS_PRODUCTION[k]]
    return len(production) + len(set(production))


def _city_hall(city: list[int]) -> int:
    return sum(1 for k in city if not IS_PRODUCTION[k])


#: The triumphal arch's bonus for 0, 1, 2 and 3 different monuments.
ARCH_BONUS: tuple[int, ...] = (0, 4, 6, 8)


def _triumphal_arch(city: list[int]) -> int:
    count = sum(1 for k in set(city) if k in MONUMENTS)
    return ARCH_BONUS[min(count, len(ARCH_BONUS) - 1)]


def _residence(city: list[int]) -> int:
    return residence_bonus((CARD_IDS[k], COST[k]) for k in city)


#: End-of-game bonuses of the 6-cost buildings: ``hook(city) -> VP``.  The palace is
#: not here: it counts everything else, so ``scoring`` adds it last.
SCORE_BONUS: dict[int, Callable[[list[int]], int]] = {
    GUILD_HALL: _guild_hall,
    CITY_HALL: _city_hall,
    TRIUMPHAL_ARCH: _triumphal_arch,
    RESIDENCE: _residence,
}


def _cathedral(city: list[int], others: list[list[int]]) -> int:
    return cathedral_bonus(COST[k] for other in others for k in other)


#: End-of-game bonuses that count the opponents' cities: ``hook(city, others) -> VP``.
OPPONENTS_BONUS: dict[int, Callable[[list[int], list[list[int]]], int]] = {
    CATHEDRAL: _cathedral,
}
#: The palace's share: one VP per this many VP of everything else (rounded down).
PALACE_DIVISOR = 4


def printed_vp(city: list[int]) -> int:
    return sum(VP[k] for k in city)
