"""Building: which building, and what to pay with.

A build is worth the change of its owner's estimated final score
(``values.build_gain``: printed VP, the building's effect for the rounds left, its
place in the 6-cost buildings' bonuses, the palace's quarter) less the worth of what
pays for it: the cheapest cards of the hand by ``hand.kind_worths`` (money, and the
building each might have become) and, with the black market, goods lying on
production buildings when they are worth less than a card.  With the crane a building
may replace one of the city's own (what it saves off the price,
``effects.CRANE_SAVING``: its cost, the expansion's Park 6; its value lost).  With the
expansion the Kathedrale is built from the display (the whole hand pays; its worth
counts the opponents' 6-cost buildings).

The twelfth building ends the game after the Builder phase: a build that would end it
is taken when the builder would then be ahead (his final score against the others',
with a little for those still to build), and avoided when he would not.
"""

from __future__ import annotations

from itertools import compress

from ...cards import CardState
from ...cards.actions import A_BUILD, A_OVER, A_PASS, MAX_KINDS
from ...cards.data import (
    BLACK_MARKET,
    CITY_GOAL,
    COST,
    CRANE,
    IS_DISPLAY,
    IS_PRODUCTION,
    LIBRARY,
    N_KINDS,
    PALACE,
    QUARRY,
    SMITHY,
)
from ...cards.effects import CRANE_SAVING, PALACE_DIVISOR
from ...cards.state import CardPlayer
from .expansion import held_vp, opponents_six
from .hand import kind_worths
from .pace import CARD_FLOOR, Pace
from .values import (
    GOOD_SHARE,
    PRICE_OF,
    CityStats,
    build_gain,
    city_stats,
    city_value,
    effective_cost,
)

#: A build that ends the game: for ending it ahead, against ending it behind.
END_AHEAD = 4.0
END_BEHIND = -6.0
#: The black market gives at most this many goods a build.
MARKET_GOODS = 2
_DISPLAY_KINDS = tuple(k for k in range(N_KINDS) if IS_DISPLAY[k])
_ENDING = Pace(0.0, 0.0, CARD_FLOOR, CARD_FLOOR, 0.0, True, 4)


def final_score(p: CardPlayer, city: list[int], six: int = 0, held: float = 0.0) -> float:
    """The score ``city`` would make if the game ended now (no growth, no income;
    ``six``, ``held``: the Kathedrale's count and the Bank's and Hafen's VP)."""
    total = city_value(p, city, _ENDING, six) + held
    if PALACE in city:
        total += total // PALACE_DIVISOR
    return total


def decode_build(action: int) -> tuple[int, int]:
    """(kind built, kind built over or -1) of a build action."""
    if action < A_OVER:
        return action - A_BUILD, -1
    return divmod(action - A_OVER, MAX_KINDS)


def _good_worths(p: CardPlayer, pace: Pace, over: int) -> list[float]:
    """The worth of each good the black market could give (the crane's replaced
    building's good is lost, not given)."""
    out = []
    skipped = False
    for k, g in zip(p.city, p.goods, strict=True):
        if g < 0:
            continue
        if k == over and not skipped:
            skipped = True
            continue
        out.append(PRICE_OF[k] * GOOD_SHARE * pace.card)
    out.sort()
    return out


def build_value(
    s: CardState,
    p: CardPlayer,
    kind: int,
    over: int,
    privilege: int,
    pace: Pace,
    worths: dict[int, list[float]],
    stats: CityStats | None = None,
    hand_sorted: list[float] | None = None,
) -> float:
    """The score of building ``kind`` (over ``over``) for ``p`` with ``privilege``
    (``worths``: ``hand.kind_worths`` of ``p``; ``stats``: his city's, if at hand;
    ``hand_sorted``: every copy's worth of ``worths``, sorted, if at hand)."""
    if over < 0 and len(p.city) + 1 >= CITY_GOAL and not pace.ending:
        return _ending_value(s, p, kind)
    mask = p.mask
    active = mask & ~(1 << over) if over >= 0 and not IS_PRODUCTION[over] else mask
    priv = 1 if over == LIBRARY and privilege == 2 else privilege
    # (``effective_cost`` written out)
    if IS_PRODUCTION[kind]:
        price = COST[kind] - priv - (active >> SMITHY & 1)
    else:
        price = COST[kind] - priv - (active >> QUARRY & 1)
    if price < 0:
        price = 0
    if over >= 0:
        price = max(0, price - CRANE_SAVING[over])
    # What pays: the cheapest cards (one copy of ``kind`` is the building itself).
    if hand_sorted is None:
        hand_sorted = sorted_worths(worths)
    cards = hand_sorted
    ws = worths.get(kind)
    if ws:
        cards = hand_sorted[:]
        cards.remove(ws[0])  # equal worths are the same float: any copy of it will do
    goods: list[float] = []
    if active >> BLACK_MARKET & 1 and over != BLACK_MARKET:
        goods = _good_worths(p, pace, over)[:MARKET_GOODS]
    paid = 0.0
    if goods:
        ci = gi = 0
        for _ in range(price):
            if gi < len(goods) and (ci >= len(cards) or goods[gi] < cards[ci]):
                paid += goods[gi]
                gi += 1
            elif ci < len(cards):
                paid += cards[ci]
                ci += 1
    else:
        for w in cards[:price]:
            paid += w
    # ``build_gain`` counts the hand as money: spent=0 takes the built card off, and the
    # payment's worth (money and options) is ``paid``.
    return build_gain(p, kind, over, pace, 0, stats) - paid


def sorted_worths(worths: dict[int, list[float]]) -> list[float]:
    """Every copy's worth of ``hand.kind_worths``, cheapest first."""
    cards = [w for ws in worths.values() for w in ws]
    cards.sort()
    return cards


def _ending_value(s: CardState, p: CardPlayer, kind: int) -> float:
    """A build that ends the game: ahead or behind when it ends."""
    seat = s.players.index(p)
    mine = final_score(p, [*p.city, kind], _six(s, seat), _held(s, seat))
    best = -1.0
    for i, q in enumerate(s.players):
        if i == seat:
            continue
        theirs = final_score(q, q.city, _six(s, i), _held(s, i))
        if q.hand_n >= 2 and i != seat:
            theirs += 1.5  # they may still build in this phase
        best = max(best, theirs)
    margin = mine - best
    if margin > 0:
        return END_AHEAD + min(margin, 5.0) * 0.2
    return END_BEHIND + max(margin, -10.0) * 0.2


def _six(s: CardState, seat: int) -> int:
    """The opponents' 6-cost buildings, where a Kathedrale may count them."""
    return opponents_six(s, seat) if s.xp is not None else 0


def _held(s: CardState, seat: int) -> float:
    return held_vp(s, seat, 0.0) if s.xp is not None else 0.0  # at the end


def display_kinds(s: CardState) -> list[int]:
    """The kinds that may be built from the display (the Kathedrale, while there)."""
    xp = s.xp
    if xp is None:
        return []
    return [k for k in _DISPLAY_KINDS if xp.display[k]]


def build_scores(s: CardState, legal: list[int], pace: Pace) -> list[float]:
    """The score of each action of a Builder turn (pass: 0)."""
    seat = s.current
    p = s.players[seat]
    privilege = 0 if seat != s.role_player else 2 if s.library_on else 1
    worths = kind_worths(p, pace)
    stats = city_stats(p.city, p.chapel_n, pace, _six(s, seat))
    hand_sorted = sorted_worths(worths)
    out = []
    for a in legal:
        if a == A_PASS:
            out.append(0.0)
            continue
        if a < A_OVER:
            kind, over = a - A_BUILD, -1
        else:
            kind, over = divmod(a - A_OVER, MAX_KINDS)
        out.append(build_value(s, p, kind, over, privilege, pace, worths, stats, hand_sorted))
    return out


def affordable_builds(
    p: CardPlayer, privilege: int, display: list[int] | None = None
) -> list[tuple[int, int]]:
    """The (kind, over) builds ``p`` could pay for now with ``privilege`` (as the rules
    list them: the hand less the building, goods for the black market, the crane;
    ``display``: the kinds buildable from the display, paid with the whole hand)."""
    hand = p.hand
    mask = p.mask
    goods = min(MARKET_GOODS, sum(1 for g in p.goods if g >= 0)) if mask >> BLACK_MARKET & 1 else 0
    money = p.hand_n - 1 + goods
    kinds = list(compress(_KINDS, hand))
    if display:
        kinds = sorted(set(kinds).union(display))
    out = []
    # (``effective_cost`` written out: the cost less the privilege and the discount)
    off_prod = privilege + (mask >> SMITHY & 1)
    off_city = privilege + (mask >> QUARRY & 1)
    for k in kinds:
        if IS_PRODUCTION[k]:
            cost = COST[k] - off_prod
        elif mask >> k & 1:
            continue
        else:
            cost = COST[k] - off_city
        if (cost if cost > 0 else 0) <= money + IS_DISPLAY[k]:
            out.append((k, -1))
    if mask >> CRANE & 1:
        for old in set(p.city):
            if old == CRANE:
                continue
            active = mask & ~(1 << old) if not IS_PRODUCTION[old] else mask
            priv = 1 if old == LIBRARY and privilege == 2 else privilege
            for k in kinds:
                if k == old:
                    continue
                if not IS_PRODUCTION[k] and active >> k & 1:
                    continue
                if effective_cost(k, active, priv) - CRANE_SAVING[old] <= money + IS_DISPLAY[k]:
                    out.append((k, old))
    return out


_KINDS = range(N_KINDS)


def best_build(s: CardState, seat: int, privilege: int, pace: Pace) -> tuple[int, float]:
    """The best build action for ``seat`` with ``privilege`` and its score (pass, 0.0
    if none is worth it)."""
    p = s.players[seat]
    shown = display_kinds(s)
    if p.hand_n == 0 and not shown:
        return A_PASS, 0.0
    worths = kind_worths(p, pace)
    stats = city_stats(p.city, p.chapel_n, pace, _six(s, seat))
    hand_sorted = sorted_worths(worths)
    best, score = A_PASS, 0.0
    for kind, over in affordable_builds(p, privilege, shown):
        v = build_value(s, p, kind, over, privilege, pace, worths, stats, hand_sorted)
        if v > score:
            score = v
            best = A_BUILD + kind if over < 0 else A_OVER + MAX_KINDS * kind + over
    return best, score
