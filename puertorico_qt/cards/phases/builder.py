"""The Builder: each seat in turn, from the chooser, builds one building or passes.

``build CARD`` builds a card from the hand; with a working crane ``build CARD over
CARD`` builds it on top of one of the player's own buildings, whose price is taken
off the new one's (docs/cards.md, "Where the rulebook is silent" 4; over the
expansion's Park it saves up to 6: ``effects.CRANE_SAVING``).  With the expansion the
Kathedrale lies face up in the display (``state.xp.display``): ``build cathedral``
builds it from there as the seat's one build, every hand card then being money.  The
chooser's privilege (doubled by the library) and the discounts
(``effects.BUILD_DISCOUNT``) come off the price; the rest is paid in ``builder_pay`` (black market, hand cards),
which also draws the after-build cards.  A player who can afford nothing is passed
for (``legal_actions`` never has a single entry).  Once the role is over, a city of
12 buildings ends the game, after the ``effects.AFTER_BUILDER`` draws (the Schenke).

A building works for its owner once the Builder phase in which it was built is
over: during his own build a player's working buildings are ``state.active`` (his
mask before the build, less a building the crane replaces).
"""

from __future__ import annotations

from itertools import compress

from ..actions import A_BUILD, A_OVER, A_PASS, MAX_KINDS, CardAction
from ..data import (
    BIT,
    BLACK_MARKET,
    CITY_GOAL,
    COST,
    CRANE,
    IS_DISPLAY,
    IS_PRODUCTION,
    LIBRARY,
    N_KINDS,
    CardRole,
)
from ..effects import AFTER_BUILDER, BUILD_DISCOUNT, CRANE_SAVING, HOLDS_GOOD
from ..reasons import Reason
from ..state import CardPhase, CardPlayer, CardState
from .builder_pay import after_build
from .common import (
    COULD_BUILD,
    NEXT_TURN,
    ROLE_START,
    after_phase_draws,
    end_turn,
    game_over,
    privilege,
    register,
    reset_scratch,
)
from .roles import end_role

#: The black market takes at most this many goods per build.
MARKET_GOODS = 2

_BUILD = CardPhase.BUILD
_BLACK_MARKET = CardPhase.BLACK_MARKET
_PAY = CardPhase.PAY
_CRANE_BIT = BIT[CRANE]
_MARKET_BIT = BIT[BLACK_MARKET]
_LIBRARY_BIT = BIT[LIBRARY]
_DISCOUNT_ROWS = tuple((BIT[k], prod, city) for k, (prod, city) in BUILD_DISCOUNT.items())
_DISCOUNT_MASK = sum(BIT[k] for k in BUILD_DISCOUNT)
_DISPLAY_KINDS = tuple(k for k, shown in enumerate(IS_DISPLAY) if shown)
_KINDS = range(N_KINDS)
_NONE_SHOWN: list[int] = []  # never changed


def _builder_turns(s: CardState) -> None:
    """The next seat with a hand card builds (or passes); then the role is over."""
    n = s.n
    players = s.players
    rp = s.role_player
    xp = s.xp
    shown = xp is not None and any(xp.display)  # buildable with an empty hand, maybe
    while s.turn < n:
        seat = (rp + s.turn) % n
        if players[seat].hand_n or shown:
            s.phase = _BUILD
            s.current = seat
            return
        s.turn += 1
    if xp is not None:
        after_phase_draws(s, AFTER_BUILDER)
    for p in players:
        if len(p.city) >= CITY_GOAL:
            reset_scratch(s)
            game_over(s)
            return
    end_role(s)


def _discounts(mask: int) -> tuple[int, int]:
    """Cards off a production building's and a city building's price."""
    prod = city = 0
    for bit, p_off, c_off in _DISCOUNT_ROWS:
        if mask & bit:
            prod += p_off
            city += c_off
    return prod, city


def _crane_slot(p: CardPlayer, kind: int) -> int:
    """The slot the crane builds over when it replaces ``kind``: one without a good
    if there is one (the good would be lost), else the first."""
    city, goods = p.city, p.goods
    first = -1
    for i in range(len(city)):
        if city[i] == kind:
            if goods[i] < 0:
                return i
            if first < 0:
                first = i
    return first


def _market_goods(p: CardPlayer, mask: int, over: int) -> int:
    """Goods the black market may take towards a build (``over``: the building the
    crane replaces, whose good is lost and whose function is gone)."""
    if not mask & _MARKET_BIT or over == BLACK_MARKET:
        return 0
    count = 0
    for g in p.goods:
        if g >= 0:
            count += 1
    if over >= 0 and HOLDS_GOOD[over]:
        slot = _crane_slot(p, over)
        if p.goods[slot] >= 0:
            count -= 1
    return count if count < MARKET_GOODS else MARKET_GOODS


def _legal_build(s: CardState) -> list[int]:
    seat = s.current
    priv = 0 if seat != s.role_player else 2 if s.library_on else 1
    return _build_options(s, seat, priv, [A_PASS])


def could_build(s: CardState, seat: int) -> bool:
    """Could ``seat`` build anything now as the Builder (a library's privilege at most)?"""
    priv = 2 if s.players[seat].mask & _LIBRARY_BIT else 1
    return len(_build_options(s, seat, priv, [])) > 0


def _build_options(s: CardState, seat: int, priv: int, out: list[int]) -> list[int]:
    """``out`` and then every build ``seat`` can afford with the privilege ``priv``."""
    p = s.players[seat]
    hand = p.hand
    mask = p.mask
    avail = p.hand_n - 1  # the building itself is not money
    prod_off, city_off = _discounts(mask) if mask & _DISCOUNT_MASK else (0, 0)
    market = _market_goods(p, mask, -1) if mask & _MARKET_BIT else 0
    # The dearest production / city building the player can afford now (the mask
    # holds city buildings only, so a production kind never counts as owned).
    prod_max = avail + priv + prod_off + market
    city_max = avail + priv + city_off + market
    for k in compress(_KINDS, hand):  # the kinds held, in id order
        if IS_PRODUCTION[k]:
            if COST[k] <= prod_max:
                out.append(A_BUILD + k)
        elif COST[k] <= city_max and not mask & BIT[k]:
            out.append(A_BUILD + k)
    shown = _shown(s) if s.xp is not None else _NONE_SHOWN
    for k in shown:  # built from the display: the whole hand is money
        if COST[k] <= city_max + 1 and not mask & BIT[k]:
            out.append(A_BUILD + k)
    if mask & _CRANE_BIT:
        out += _crane_options(p, priv, avail, shown)
    return out


def _shown(s: CardState) -> list[int]:
    """The kinds lying face up in the display (the expansion's Kathedrale)."""
    xp = s.xp
    if xp is None:
        return []
    display = xp.display
    return [k for k in _DISPLAY_KINDS if display[k]]


def _crane_options(p: CardPlayer, priv: int, avail: int, shown: list[int]) -> list[int]:
    """``build new over old`` for each affordable pair, in id order (``shown``: the
    display's kinds, paid for with the whole hand)."""
    mask = p.mask
    held = [k for k, count in enumerate(p.hand) if count] + shown
    options: list[int] = []
    for old in sorted(set(p.city)):
        if old == CRANE:
            continue
        active = mask & ~BIT[old]
        prod_off, city_off = _discounts(active) if active & _DISCOUNT_MASK else (0, 0)
        market = _market_goods(p, mask, old) if mask & _MARKET_BIT else 0
        saving = CRANE_SAVING[old]
        spare = avail + (1 if old == LIBRARY and priv == 2 else priv) + saving + market
        prod_max = spare + prod_off
        city_max = spare + city_off
        for k in held:
            if k == old:
                continue
            if IS_PRODUCTION[k]:
                if COST[k] <= prod_max:
                    options.append(A_OVER + MAX_KINDS * k + old)
            elif COST[k] <= city_max + IS_DISPLAY[k] and not active & BIT[k]:
                options.append(A_OVER + MAX_KINDS * k + old)
    options.sort()
    return options


def price_of_build(s: CardState, seat: int, mask: int, kind: int, old: int) -> int:
    """What ``seat`` (working buildings ``mask``, before the build) pays for ``kind``,
    over ``old`` (-1: none): its cost less the crane's saving, the privilege and the
    discounts of the buildings that still work (at most 0: free)."""
    priv = privilege(s, seat)
    price = COST[kind]
    active = mask
    if old >= 0:
        active = mask & ~BIT[old]
        if old == LIBRARY and priv == 2:
            priv = 1
        price -= CRANE_SAVING[old]
    prod_off, city_off = _discounts(active) if active & _DISCOUNT_MASK else (0, 0)
    return price - priv - (prod_off if IS_PRODUCTION[kind] else city_off)


def build_price(s: CardState, action: int) -> int:
    """The cards (hand cards or black-market goods) the current player pays for the build
    ``action`` now (``build CARD [over CARD]``), every saving taken off: what the table
    shows and the log says, asked here rather than worked out there."""
    if not A_BUILD <= action < A_OVER + MAX_KINDS * MAX_KINDS:
        raise ValueError(f"not a build: {action}")
    if action < A_OVER:
        kind, old = action - A_BUILD, -1
    else:
        kind, old = divmod(action - A_OVER, MAX_KINDS)
    seat = s.current
    return max(0, price_of_build(s, seat, s.players[seat].mask, kind, old))


def price_under_payment(s: CardState) -> int:
    """The whole price of the building being paid for (phases PAY and BLACK_MARKET):
    more than ``state.left`` once payments were made, the ones that left no choice too
    (the engine plays those at once)."""
    if s.building < 0:
        raise ValueError("no building is being paid for")
    return max(0, price_of_build(s, s.current, s.active, s.building, s.over))


def _apply_build(s: CardState, action: int) -> None:
    if action == A_PASS:
        end_turn(s)
        return
    seat = s.current
    p = s.players[seat]
    if action < A_OVER:
        kind, old = action - A_BUILD, -1
    else:
        kind, old = divmod(action - A_OVER, MAX_KINDS)
    mask = p.mask
    s.built = True
    if IS_DISPLAY[kind]:
        xp = s.xp
        assert xp is not None
        xp.display[kind] -= 1
    else:
        p.hand[kind] -= 1
        p.hand_n -= 1
    if old >= 0:
        slot = _crane_slot(p, old)
        good = p.goods[slot]
        if good >= 0:
            s.discard[good] += 1
        s.out[old] += 1
        p.city[slot] = kind
        p.goods[slot] = -1
        active = mask & ~BIT[old]
    else:
        p.city.append(kind)
        p.goods.append(-1)
        active = mask
    price = price_of_build(s, seat, mask, kind, old)
    if not IS_PRODUCTION[kind]:
        p.mask = active | BIT[kind]
    else:
        p.mask = active
    s.building = kind
    s.over = old
    s.active = active
    if price <= 0:
        after_build(s, p)
        return
    s.left = price
    s.min_kind = 0
    if active & _MARKET_BIT and _market_goods(p, active, -1):
        s.phase = _BLACK_MARKET
        s.market_left = MARKET_GOODS
        return
    s.phase = _PAY


def _why_build(s: CardState, p: CardPlayer, a: CardAction) -> Reason:
    kind, old = a.arg, a.over
    if IS_DISPLAY[kind]:
        if s.xp is None or not s.xp.display[kind]:
            return Reason.NOT_IN_DISPLAY
    elif not p.hand[kind]:
        return Reason.NOT_IN_HAND
    if old >= 0:
        if not p.mask & _CRANE_BIT:
            return Reason.NO_CRANE
        if old not in p.city:
            return Reason.NOT_IN_CITY
        if old == CRANE:
            return Reason.CRANE_OVER_ITSELF
        if old == kind:
            return Reason.CRANE_SAME_KIND
        if not IS_PRODUCTION[kind] and p.mask & BIT[kind]:
            return Reason.CITY_DUPLICATE_OVER
    elif not IS_PRODUCTION[kind] and p.mask & BIT[kind]:
        return Reason.ALREADY_BUILT
    return Reason.CANNOT_AFFORD


ROLE_START[CardRole.BUILDER] = NEXT_TURN[CardRole.BUILDER] = _builder_turns
COULD_BUILD[0] = could_build
register(_BUILD, _legal_build, _apply_build, ("pass", "build", "build_over"), _why_build)
