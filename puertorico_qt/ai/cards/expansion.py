"""What the buildings of the expansion *Die neuen Gebäude* are worth to the card bots.

``values.CityStats`` adds these to a city's estimated final score:

- **cards a round** (``RATE``, like the base buildings' role effects): the Amtsstube
  (two poor cards a round swapped for fresh ones), the Wachstube (a seventh card kept),
  the Hütte (a card when nobody sells), the Schenke (a card for the city behind), the
  Zollamt (a good at every councillor phase that sells for ``effects.FIXED_PRICE``:
  two cards, whatever the tile), the Goldschmiede (the prospector's reveal kept when
  nobody built it);
- **VP**: the Hafen's card a trader turn with a sale (with goods to sell), the Bank's
  tucked cards (``BANK_VP`` while unused, then the cards under it), the Residenz's
  groups (the bonus of the city now, asked of ``cards.effects.SCORE_BONUS`` /
  ``buildings_scoring``, and the next groups' marginal gain for the builds still to
  come) and the Kathedrale's opponents' 6-cost buildings (``buildings_scoring.ladder``
  of those built now, and a share of those still to come).

The Park needs nothing here: the crane's saving over it (``effects.CRANE_SAVING``) is
in the build's price (``build.build_value``).  Only public facts are read: the cities,
the counts under the Banks and Hafen (the cards there are hidden).
"""

from __future__ import annotations

from collections.abc import Sequence

from ...cards import CardState
from ...cards.buildings_scoring import LADDER, ladder, residence_groups
from ...cards.data import (
    BANK,
    BIT,
    CARD_IDS,
    CATHEDRAL,
    COST,
    CUSTOMS_OFFICE,
    GOLDSMITH,
    GOOD_OF,
    GUARD_ROOM,
    HARBOR,
    HUT,
    OFFICE_BUILDING,
    RESIDENCE,
    TAVERN,
)
from ...cards.effects import FIXED_PRICE, SCORE_BONUS

#: Cards a round the expansion's city buildings bring their owner.
RATE: dict[int, float] = {
    OFFICE_BUILDING: 0.2,
    GUARD_ROOM: 0.06,
    HUT: 0.1,
    TAVERN: 0.12,
    CUSTOMS_OFFICE: 0.5,
    GOLDSMITH: 0.22,
}
#: VP a round of the Hafen: a trader turn with a sale in most rounds (with a good to
#: sell: a production building or a Zollamt; without, a tenth of it).
HARBOR_ROUND = 0.4
HARBOR_NO_GOODS = 0.1
#: An unused Bank: the VP it should still turn hand cards into (used once, late), while
#: a round start is still to come (less in the last round).
BANK_VP = 1.5
#: Residenz: new groups per build still to come; Kathedrale: opponents' 6-cost
#: buildings per build of mine still to come, per opponent.
RESIDENCE_GROUPS_PER_BUILD = 0.22
SIX_PER_BUILD = 0.08

#: The kinds whose worth needs the whole city (``value``).
CITY_MASK = BIT[RESIDENCE] | BIT[CATHEDRAL] | BIT[HARBOR] | BIT[BANK]
_GOOD_HOLDERS = frozenset(FIXED_PRICE)


def sale_price(kind: int, prices: Sequence[float]) -> float:
    """Cards for selling the good on a building of ``kind`` at these per-good
    ``prices`` (a tile's or expected ones): the Zollamt's good has its fixed price."""
    fixed = FIXED_PRICE.get(kind)
    if fixed is not None:
        return float(fixed)
    return float(prices[GOOD_OF[kind]])


def soft_ladder(x: float) -> float:
    """The 4/3/2/1 ladder for a fractional count (an expected number of groups)."""
    whole = int(x)
    out = float(ladder(whole))
    if whole < len(LADDER):
        out += (x - whole) * LADDER[whole]
    return out


def residence_value(city: list[int], builds: float) -> float:
    """The Residenz's bonus for ``city`` now (the engine's rule) plus the next groups'
    marginal gain for the ``builds`` still to come."""
    key = tuple(city)
    known = _RESIDENCE.get(key)
    if known is None:
        if len(_RESIDENCE) >= RESIDENCE_MEMO_SIZE:
            _RESIDENCE.clear()
        groups = residence_groups((CARD_IDS[k], COST[k]) for k in city)
        known = _RESIDENCE[key] = (SCORE_BONUS[RESIDENCE](city), groups)
    now, groups = known
    if builds <= 0:
        return float(now)
    return now + soft_ladder(groups + builds * RESIDENCE_GROUPS_PER_BUILD) - ladder(groups)


#: ``residence_value``'s memo: per city, the engine's bonus and the groups (integers of
#: the city alone), emptied when full.
_RESIDENCE: dict[tuple[int, ...], tuple[int, int]] = {}
RESIDENCE_MEMO_SIZE = 20000


def clear_memos() -> None:
    """Forget the remembered Residenz figures."""
    _RESIDENCE.clear()


def cathedral_value(others_six: int, builds: float, opponents: int) -> float:
    """The Kathedrale's bonus: the opponents' 6-cost buildings now and a share of
    those still to come."""
    return soft_ladder(others_six + builds * SIX_PER_BUILD * opponents)


def value(
    city: list[int], mask: int, goods_buildings: int, builds: float, rounds: float, six: int, n: int
) -> float:
    """The VP the VP-making expansion buildings of ``city`` (``mask & CITY_MASK``) add:
    ``goods_buildings`` that may carry a good, ``builds`` still to come, ``rounds``
    left, ``six`` opponents' 6-cost buildings, ``n`` players."""
    total = 0.0
    if mask & BIT[RESIDENCE]:
        total += residence_value(city, builds)
    if mask & BIT[CATHEDRAL]:
        total += cathedral_value(six, builds, n - 1)
    if mask & BIT[HARBOR]:
        total += (HARBOR_ROUND if goods_buildings else HARBOR_NO_GOODS) * rounds
    if mask & BIT[BANK]:
        total += BANK_VP * min(1.0, rounds)
    return total


def opponents_six(s: CardState, seat: int) -> int:
    """The 6-cost buildings in the other seats' cities (the Kathedrale's count)."""
    return sum(1 for i, q in enumerate(s.players) if i != seat for k in q.city if COST[k] == 6)


def held_vp(s: CardState, seat: int, rounds: float) -> float:
    """VP the seat holds outside its city's value: the cards under its Bank and Hafen
    (public counts), less what ``value`` counts for an unused Bank once it is spent
    (``rounds``: the rounds left, ``Pace.rounds``)."""
    xp = s.xp
    if xp is None:
        return 0.0
    total = float(xp.bank_n[seat] + xp.harbor_n[seat])
    if xp.bank_n[seat] and s.players[seat].mask & BIT[BANK]:
        total -= BANK_VP * min(1.0, rounds)
    return total


def holds_good(kind: int) -> bool:
    """A good of a fixed price may lie on it (the Zollamt)."""
    return kind in _GOOD_HOLDERS
