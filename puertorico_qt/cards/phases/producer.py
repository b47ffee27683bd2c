"""The Producer: each seat in turn, from the chooser, lays the deck's top card face
down as a good on empty production buildings of his (``produce PRODUCTION``, one kind
after the other, the lowest first), or stops (``pass``).

One good each, the chooser one more (two with the library), extra ones from
``effects.PRODUCE_EXTRA`` (aqueduct); afterwards the ``effects.AFTER_PRODUCE`` draws
(well).  A seat without an empty production building is skipped.
"""

from __future__ import annotations

from ..actions import A_PASS, A_PRODUCE, CardAction
from ..data import BIT, IS_PRODUCTION, PRODUCTION_KINDS, CardRole
from ..deck import draw, draw_to_hand
from ..effects import AFTER_PRODUCE, AFTER_PRODUCE_MASK, PRODUCE_EXTRA, after_count, produce_extra
from ..reasons import Reason
from ..state import CardPhase, CardPlayer, CardState
from .common import NEXT_TURN, ROLE_START, end_turn, register
from .roles import end_role

_PRODUCE = CardPhase.PRODUCE
_PRODUCE_EXTRA_MASK = sum(BIT[k] for k in PRODUCE_EXTRA)


def _producer_turns(s: CardState) -> None:
    """The next seat with an empty production building produces; then the role is over."""
    n = s.n
    players = s.players
    rp = s.role_player
    while s.turn < n:
        seat = (rp + s.turn) % n
        p = players[seat]
        goods = p.goods
        city = p.city
        for i in range(len(city)):
            if goods[i] < 0 and IS_PRODUCTION[city[i]]:
                s.phase = _PRODUCE
                s.current = seat
                left = 1
                if seat == rp:
                    left += 2 if s.library_on else 1
                if p.mask & _PRODUCE_EXTRA_MASK:
                    left += produce_extra(p.mask)
                s.left = left
                return
        s.turn += 1
    end_role(s)


def _legal_produce(s: CardState) -> list[int]:
    p = s.players[s.current]
    city, goods = p.city, p.goods
    lowest = s.min_kind
    found = 0
    for i in range(len(city)):
        k = city[i]
        if goods[i] < 0 and IS_PRODUCTION[k] and k >= lowest:
            found |= BIT[k]
    out = [A_PASS]
    for k in PRODUCTION_KINDS:
        if found & BIT[k]:
            out.append(A_PRODUCE + k)
    return out


def _apply_produce(s: CardState, action: int) -> None:
    p = s.players[s.current]
    if action != A_PASS:
        kind = action - A_PRODUCE
        city, goods = p.city, p.goods
        for i in range(len(city)):
            if city[i] == kind and goods[i] < 0:
                card = draw(s)
                if card < 0:
                    break  # no card left anywhere: nothing more can be produced
                goods[i] = card
                s.done += 1
                s.left -= 1
                s.min_kind = kind
                if s.left:
                    return
                break
    if p.mask & AFTER_PRODUCE_MASK:
        count = after_count(AFTER_PRODUCE, p.mask, s.done)
        if count:
            draw_to_hand(s, p, count)
    end_turn(s)


def _why_produce(s: CardState, p: CardPlayer, a: CardAction) -> Reason:
    if not IS_PRODUCTION[a.arg]:
        return Reason.NOT_PRODUCTION
    empty = any(k == a.arg and g < 0 for k, g in zip(p.city, p.goods, strict=True))
    return Reason.PAY_IN_ORDER if empty else Reason.NO_EMPTY_BUILDING


ROLE_START[CardRole.PRODUCER] = NEXT_TURN[CardRole.PRODUCER] = _producer_turns
register(_PRODUCE, _legal_produce, _apply_produce, ("pass", "produce"), _why_produce)
