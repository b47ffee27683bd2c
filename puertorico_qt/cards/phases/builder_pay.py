"""Paying for a building: the black market's goods first, then hand cards; then the
cards its owner draws after a build (carpenter, poor house: ``effects.AFTER_BUILD``).

With a working black market the builder may give up to two goods towards the price
(``blackmarket PRODUCTION``, one kind after the other; the expansion's Zollamt carries
a good too: ``blackmarket customs_office``) before paying hand cards
(``pay CARD``, in canonical order); ``pass`` goes on to pay, which a player who needs
the goods cannot do (docs/cards.md, "Where the rulebook is silent" 5).
"""

from __future__ import annotations

from ..actions import A_MARKET, A_PASS, A_PAY, CardAction
from ..data import BIT
from ..deck import draw_to_hand
from ..effects import AFTER_BUILD, AFTER_BUILD_MASK, HOLDS_GOOD
from ..reasons import Reason
from ..state import CardPhase, CardPlayer, CardState
from .common import end_turn, goods_by_kind, in_order, register, why_hand_card

_BLACK_MARKET = CardPhase.BLACK_MARKET
_PAY = CardPhase.PAY


def after_build(s: CardState, p: CardPlayer) -> None:
    """The price is paid: the after-build draws of the working buildings, in the
    table's order; the seat's turn is over."""
    active = s.active
    if active & AFTER_BUILD_MASK:
        for owner, hook in AFTER_BUILD:
            if active & BIT[owner]:
                count = hook(s, p, s.building)
                if count:
                    draw_to_hand(s, p, count)
    end_turn(s)


# --------------------------------------------------------------------------- black market


def _legal_market(s: CardState) -> list[int]:
    p = s.players[s.current]
    out = [A_PASS] if p.hand_n >= s.left else []
    need = s.left - p.hand_n  # goods that must still come from the black market
    return out + in_order(goods_by_kind(p), s.min_kind, max(need, 1), A_MARKET)


def _apply_market(s: CardState, action: int) -> None:
    if action == A_PASS:
        s.phase = _PAY
        s.min_kind = 0
        s.market_left = 0
        return
    p = s.players[s.current]
    kind = action - A_MARKET
    city, goods = p.city, p.goods
    for i in range(len(city)):
        if city[i] == kind and goods[i] >= 0:
            s.discard[goods[i]] += 1
            goods[i] = -1
            break
    s.left -= 1
    s.market_left -= 1
    s.min_kind = kind
    if s.left == 0:
        after_build(s, p)
    elif s.market_left == 0 or p.goods_count() == 0:
        s.phase = _PAY
        s.min_kind = 0
        s.market_left = 0


def _why_market(s: CardState, p: CardPlayer, a: CardAction) -> Reason:
    if a.verb == "pass":
        return Reason.MUST_PAY
    if not HOLDS_GOOD[a.arg]:
        return Reason.NOT_PRODUCTION
    if not goods_by_kind(p)[a.arg]:
        return Reason.NO_GOOD_THERE
    return Reason.PAY_IN_ORDER


# --------------------------------------------------------------------------- hand cards


def _legal_pay(s: CardState) -> list[int]:
    return in_order(s.players[s.current].hand, s.min_kind, s.left, A_PAY)


def _apply_pay(s: CardState, action: int) -> None:
    kind = action - A_PAY
    p = s.players[s.current]
    p.hand[kind] -= 1
    p.hand_n -= 1
    s.discard[kind] += 1
    s.left -= 1
    s.min_kind = kind
    if s.left == 0:
        after_build(s, p)


register(_BLACK_MARKET, _legal_market, _apply_market, ("pass", "blackmarket"), _why_market)
register(_PAY, _legal_pay, _apply_pay, ("pay",), why_hand_card)
