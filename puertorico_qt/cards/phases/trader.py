"""The Trader: the chooser turns up the next trading-house tile; then each seat in
turn, from the chooser, sells goods (``sell PRODUCTION``, one kind after the other,
the lowest first) or stops (``pass``).

One good each, the chooser one more (two with the library), extra ones from
``effects.SELL_EXTRA`` (trading post).  A sold good goes face down to the discard
pile at once; the tile's price in cards and the ``effects.AFTER_TRADE`` draws
(market stand, market hall) are drawn at the end of the seat's turn (docs/cards.md,
"Where the rulebook is silent" 3).  A seat without a good is skipped.

The expansion: the Zollamt's good is sold like any other (``sell customs_office``, the
last kind in the canonical order) for a fixed price (``effects.FIXED_PRICE``); after
each of his turns with a sale the owner of a Hafen puts one sold good face down under
it instead of on the discard pile; once every seat is done, the ``effects.AFTER_TRADER``
draws (the Hütte, if nobody sold a good).
"""

from __future__ import annotations

from ..actions import A_PASS, A_SELL, CardAction
from ..buildings_state import with_card
from ..data import BIT, GOOD_OF, HARBOR, N_KINDS, TRADING_TILES, CardRole
from ..deck import draw_to_hand
from ..effects import (
    AFTER_TRADE,
    AFTER_TRADE_MASK,
    AFTER_TRADER,
    FIXED_PRICE,
    HOLDS_GOOD,
    SELL_EXTRA,
    after_count,
    sell_extra,
)
from ..reasons import Reason
from ..state import CardPhase, CardPlayer, CardState
from .common import NEXT_TURN, ROLE_START, after_phase_draws, end_turn, goods_by_kind, register
from .roles import end_role

_TRADE = CardPhase.TRADE
_SELL_EXTRA_MASK = sum(BIT[k] for k in SELL_EXTRA)
_HARBOR_BIT = BIT[HARBOR]
#: The kinds a good may lie on, in canonical (table) order.
_HOLDERS = tuple(k for k in range(N_KINDS) if HOLDS_GOOD[k])


def trading_tile(s: CardState) -> tuple[int, ...]:
    """The prices of the tile turned up in the Trader phase under way (or last)."""
    return TRADING_TILES[s.tiles[(s.trades - 1) % len(s.tiles)]]


def _start_trader(s: CardState) -> None:
    s.trades += 1  # the picker turns up the next tile, sale or no sale
    if s.xp is not None:
        s.xp.sold = 0
    _trader_turns(s)


def _trader_turns(s: CardState) -> None:
    """The next seat with a good sells; then the role is over."""
    n = s.n
    players = s.players
    rp = s.role_player
    while s.turn < n:
        seat = (rp + s.turn) % n
        p = players[seat]
        for g in p.goods:
            if g >= 0:
                s.phase = _TRADE
                s.current = seat
                left = 1
                if seat == rp:
                    left += 2 if s.library_on else 1
                if p.mask & _SELL_EXTRA_MASK:
                    left += sell_extra(p.mask)
                s.left = left
                return
        s.turn += 1
    xp = s.xp
    if xp is not None:
        after_phase_draws(s, AFTER_TRADER)
        xp.sold = 0
    end_role(s)


def _legal_trade(s: CardState) -> list[int]:
    p = s.players[s.current]
    city, goods = p.city, p.goods
    lowest = s.min_kind
    found = 0
    for i in range(len(city)):
        if goods[i] >= 0 and city[i] >= lowest:
            found |= BIT[city[i]]
    out = [A_PASS]
    for k in _HOLDERS:
        if found & BIT[k]:
            out.append(A_SELL + k)
    return out


def _apply_trade(s: CardState, action: int) -> None:
    p = s.players[s.current]
    if action != A_PASS:
        kind = action - A_SELL
        city, goods = p.city, p.goods
        xp = s.xp
        for i in range(len(city)):
            if city[i] == kind and goods[i] >= 0:
                if xp is not None and not s.done and p.mask & _HARBOR_BIT:
                    harbor = xp.harbor  # the turn's first sale: the Hafen's
                    harbor[s.current] = with_card(harbor[s.current], goods[i])
                    xp.harbor_n[s.current] += 1
                else:
                    s.discard[goods[i]] += 1  # unseen, onto the discard pile
                goods[i] = -1
                break
        good = GOOD_OF[kind]
        s.earned += trading_tile(s)[good] if good >= 0 else FIXED_PRICE[kind]
        if xp is not None:
            xp.sold += 1
        s.done += 1
        s.left -= 1
        s.min_kind = kind
        if s.left:
            return
    count = s.earned
    if p.mask & AFTER_TRADE_MASK:
        count += after_count(AFTER_TRADE, p.mask, s.done)
    if count:
        draw_to_hand(s, p, count)
    end_turn(s)


def _why_trade(s: CardState, p: CardPlayer, a: CardAction) -> Reason:
    if not HOLDS_GOOD[a.arg]:
        return Reason.NOT_PRODUCTION
    return Reason.PAY_IN_ORDER if goods_by_kind(p)[a.arg] else Reason.NO_GOOD_THERE


ROLE_START[CardRole.TRADER] = _start_trader
NEXT_TURN[CardRole.TRADER] = _trader_turns
register(_TRADE, _legal_trade, _apply_trade, ("pass", "sell"), _why_trade)
