"""The card game's rules: per phase, the legal actions and how one is applied.

The flow of a round: the governor and then each seat in turn chooses a role (two
players: governor, other, governor), and every seat, starting with the chooser, takes
its turn of that role.  A turn that needs several choices (paying a price, producing
on three buildings) is a short sequence of one-card actions in a canonical order: one
kind after the other, the lowest kind first, so each multiset of cards has exactly one
sequence.  Turns with nothing to decide are played here without asking (a trader
without goods, a councillor keeping both of two cards).

Buildings: the limits, discounts and after-turn draws come from ``effects``; the
crane, the black market, the library, the chapel and the archive shape the actions
and are named here.  A building works for its owner once the Builder phase in which
it was built is over: during his own build a player's working buildings are
``state.active`` (his mask before the build, less a building the crane replaces).
"""

from __future__ import annotations

from operator import add

from .actions import (
    A_BUILD,
    A_DISCARD,
    A_KEEP,
    A_LIBRARY_USE,
    A_MARKET,
    A_OVER,
    A_PASS,
    A_PAY,
    A_PRODUCE,
    A_ROLE,
    A_SELL,
    A_TUCK,
    MAX_KINDS,
    CardAction,
    decode,
)
from .data import (
    ARCHIVE,
    BIT,
    BLACK_MARKET,
    CHAPEL,
    CITY_GOAL,
    COST,
    CRANE,
    GOLD_MINE,
    GOOD_OF,
    IS_PRODUCTION,
    LIBRARY,
    N_KINDS,
    N_ROLES,
    PRODUCTION_KINDS,
    START_HAND,
    TRADING_TILES,
    CardRole,
)
from .effects import (
    AFTER_BUILD,
    AFTER_BUILD_MASK,
    AFTER_PRODUCE,
    AFTER_PRODUCE_MASK,
    AFTER_TRADE,
    AFTER_TRADE_MASK,
    BUILD_DISCOUNT,
    GOLD_MINE_REVEAL,
    KEEP_EXTRA,
    PRODUCE_EXTRA,
    SELL_EXTRA,
    after_count,
    gold_mine_keeps,
    hand_limit,
    keep_extra,
    produce_extra,
    sell_extra,
)
from .reasons import Reason
from .state import (
    _APPLY,
    _LEGAL,
    CardPhase,
    CardPlayer,
    CardState,
    draw,
    draw_to_hand,
    register_phase,
)

# Module globals for the hot paths.
_DEAL = CardPhase.DEAL
_CHAPEL = CardPhase.CHAPEL
_HAND_LIMIT = CardPhase.HAND_LIMIT
_ROLE = CardPhase.ROLE
_LIBRARY = CardPhase.LIBRARY
_BUILD = CardPhase.BUILD
_BLACK_MARKET = CardPhase.BLACK_MARKET
_PAY = CardPhase.PAY
_PRODUCE = CardPhase.PRODUCE
_TRADE = CardPhase.TRADE
_KEEP = CardPhase.KEEP
_ARCHIVE = CardPhase.ARCHIVE
_GAME_OVER = CardPhase.GAME_OVER

_BUILDER = int(CardRole.BUILDER)
_PRODUCER = int(CardRole.PRODUCER)
_TRADER = int(CardRole.TRADER)
_COUNCILLOR = int(CardRole.COUNCILLOR)
_PROSPECTOR = int(CardRole.PROSPECTOR)

_LIBRARY_BIT = BIT[LIBRARY]
_CRANE_BIT = BIT[CRANE]
_MARKET_BIT = BIT[BLACK_MARKET]
_CHAPEL_BIT = BIT[CHAPEL]
_ARCHIVE_BIT = BIT[ARCHIVE]
_GOLD_BIT = BIT[GOLD_MINE]
_KEEP_EXTRA_MASK = sum(BIT[k] for k in KEEP_EXTRA)
_PRODUCE_EXTRA_MASK = sum(BIT[k] for k in PRODUCE_EXTRA)
_SELL_EXTRA_MASK = sum(BIT[k] for k in SELL_EXTRA)
_DISCOUNT_ROWS = tuple((BIT[k], prod, city) for k, (prod, city) in BUILD_DISCOUNT.items())
_NONE = [0] * N_KINDS  # copied, never changed
_DISCOUNT_MASK = sum(BIT[k] for k in BUILD_DISCOUNT)

#: Councillor: cards drawn as the action, and more as the privilege (doubled by the
#: library).  The black market takes at most this many goods per build.
COUNCIL_DRAW = 2
COUNCIL_PRIVILEGE = 3
MARKET_GOODS = 2
#: Cards kept by a councillor.
COUNCIL_KEEP = 1


# --------------------------------------------------------------------------- flow


def settle(s: CardState) -> None:
    """Play the steps that leave no choice, until a decision (or the end) is open."""
    while s.phase != _GAME_OVER:
        legal = _LEGAL[s.phase](s)
        if len(legal) != 1:
            s._legal = legal
            return
        _APPLY[s.phase](s, legal[0])
    s._legal = []


def picker(s: CardState, pick: int) -> int:
    """The seat that chooses the ``pick``-th role of the round."""
    if s.n == 2:
        return s.governor if pick != 1 else 1 - s.governor
    return (s.governor + pick) % s.n


def _reset_scratch(s: CardState) -> None:
    s.left = 0
    s.done = 0
    s.min_kind = 0
    s.building = -1
    s.over = -1
    s.active = 0
    s.market_left = 0
    s.earned = 0


def start_pick(s: CardState) -> None:
    s.phase = _ROLE
    s.role = -1
    s.role_player = -1
    s.library_on = False
    s.turn = 0
    pick = s.pick  # (``picker`` written out)
    if s.n == 2:
        s.current = s.governor if pick != 1 else 1 - s.governor
    else:
        s.current = (s.governor + pick) % s.n


def deal_turns(s: CardState) -> None:
    """Variant set-up: each seat in turn keeps its starting hand."""
    while s.turn < s.n:
        seat = (s.governor + s.turn) % s.n
        p = s.players[seat]
        if p.hand_n > START_HAND:
            s.phase = _DEAL
            s.current = seat
            s.left = p.hand_n - START_HAND
            s.min_kind = 0
            return
        s.turn += 1
    _reset_scratch(s)
    start_pick(s)


def _end_round(s: CardState) -> None:
    if not s.built and not s.deck and not any(s.discard):
        # No card to draw and nobody built: the rulebook has no end for this, and
        # without one such a game could go on for ever (docs/cards.md).
        _game_over(s)
        s.role = -1
        s.role_player = -1
        return
    s.built = False
    s.governor = (s.governor + 1) % s.n
    s.round += 1
    s.pick = 0
    s.roles_taken = [-1] * N_ROLES
    s.library_used = 0
    s.role = -1
    s.role_player = -1
    s.library_on = False
    s.turn = 0
    _chapel_turns(s)


def _chapel_turns(s: CardState) -> None:
    """Round start, first step: each chapel owner may tuck a card under it."""
    players = s.players
    while s.turn < s.n:
        seat = (s.governor + s.turn) % s.n
        p = players[seat]
        if p.mask & _CHAPEL_BIT and p.hand_n:
            s.phase = _CHAPEL
            s.current = seat
            return
        s.turn += 1
    s.turn = 0
    _limit_turns(s)


def _limit_turns(s: CardState) -> None:
    """Round start, second step: every hand above its limit is cut down."""
    players = s.players
    while s.turn < s.n:
        seat = (s.governor + s.turn) % s.n
        p = players[seat]
        limit = hand_limit(p.mask)
        if p.hand_n > limit:
            s.phase = _HAND_LIMIT
            s.current = seat
            s.left = p.hand_n - limit
            s.min_kind = 0
            return
        s.turn += 1
    _reset_scratch(s)
    start_pick(s)


def _start_role(s: CardState) -> None:
    s.turn = 0
    role = s.role
    if role == _PROSPECTOR:
        rp = s.role_player
        draw_to_hand(s, s.players[rp], 2 if s.library_on else 1)
        for i in range(s.n):
            seat = (rp + i) % s.n
            p = s.players[seat]
            if p.mask & _GOLD_BIT:
                _gold_mine(s, p)
        _end_role(s)
        return
    if role == _TRADER:
        s.trades += 1  # the picker turns up the next tile, sale or no sale
    _begin_turns(s)


def _gold_mine(s: CardState, p: CardPlayer) -> None:
    revealed = []
    for _ in range(GOLD_MINE_REVEAL):
        kind = draw(s)
        if kind < 0:
            break
        revealed.append(kind)
    kept = gold_mine_keeps(revealed)
    for kind in revealed:
        if kind == kept:
            p.hand[kind] += 1
            p.hand_n += 1
            kept = -1
        else:
            s.discard[kind] += 1


def privilege(s: CardState, seat: int) -> int:
    """How many times ``seat`` has the privilege of the role under way: 1 for its
    chooser, 2 with his library working, 0 for the others."""
    if seat != s.role_player:
        return 0
    return 2 if s.library_on else 1


def _begin_turns(s: CardState) -> None:
    """Set up the next seat's turn of the role under way; seats with nothing to
    decide are done here."""
    n = s.n
    players = s.players
    role = s.role
    rp = s.role_player
    while s.turn < n:
        seat = (rp + s.turn) % n
        p = players[seat]
        if role == _BUILDER:
            if p.hand_n:
                s.phase = _BUILD
                s.current = seat
                return
        elif role == _PRODUCER:
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
        elif role == _TRADER:
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
        elif _council_turn(s, seat, p):
            return
        s.turn += 1
    _end_role(s)


def _council_turn(s: CardState, seat: int, p: CardPlayer) -> bool:
    """Draw the councillor's cards for ``seat``; True if a choice is now open."""
    count = COUNCIL_DRAW
    if seat == s.role_player:
        count += COUNCIL_PRIVILEGE * (2 if s.library_on else 1)
    mask = p.mask
    keep = COUNCIL_KEEP + keep_extra(mask) if mask & _KEEP_EXTRA_MASK else COUNCIL_KEEP
    if mask & _ARCHIVE_BIT:
        before = p.hand_n
        draw_to_hand(s, p, count)
        extra = p.hand_n - before - keep
        if extra <= 0:
            return False
        s.phase = _ARCHIVE
        s.current = seat
        s.left = extra
        s.min_kind = 0
        return True
    pending = s.pending
    deck = s.deck
    got = 0
    for _ in range(count):
        kind = deck.pop() if deck else draw(s)
        if kind < 0:
            break
        pending[kind] += 1
        got += 1
    if got <= keep:
        p.hand = list(map(add, p.hand, pending))
        s.pending = _NONE[:]
        p.hand_n += got
        return False
    s.pending_n = got
    s.phase = _KEEP
    s.current = seat
    s.left = keep
    s.min_kind = 0
    return True


def _end_turn(s: CardState) -> None:
    # (``_reset_scratch`` written out: this runs after every turn)
    s.left = s.done = s.min_kind = s.active = s.market_left = s.earned = 0
    s.building = s.over = -1
    s.turn += 1
    _begin_turns(s)


def _game_over(s: CardState) -> None:
    s.phase = _GAME_OVER
    s.current = -1
    s.turn = 0


def _end_role(s: CardState) -> None:
    _reset_scratch(s)
    if s.role == _BUILDER:
        for p in s.players:
            if len(p.city) >= CITY_GOAL:
                _game_over(s)
                return
    s.pick += 1
    if s.pick == s.picks:
        _end_round(s)
    else:
        start_pick(s)


# --------------------------------------------------------------------------- sequences


def _in_order(counts: list[int], lowest: int, left: int, offset: int) -> list[int]:
    """``offset + kind`` for each kind the next card of a canonical sequence of
    ``left`` cards from ``counts`` may be: at least ``lowest``, held, and with enough
    cards of it and higher kinds left to finish the sequence."""
    if left == 1:  # the usual case (a councillor keeping one card, a last payment)
        return [offset + k for k, held in enumerate(counts) if held and k >= lowest]
    suffix = 0
    top = lowest - 1  # the highest kind that still leaves enough cards from it upwards
    for kind in range(N_KINDS - 1, top, -1):
        suffix += counts[kind]
        if suffix >= left:
            top = kind
            break
    return [offset + kind for kind in range(lowest, top + 1) if counts[kind]]


# --------------------------------------------------------------------------- roles


def _legal_role(s: CardState) -> list[int]:
    return [A_ROLE + r for r, seat in enumerate(s.roles_taken) if seat < 0]


def _apply_role(s: CardState, action: int) -> None:
    r = action - A_ROLE
    seat = s.current
    s.roles_taken[r] = seat
    s.role = r
    s.role_player = seat
    on = False
    if s.players[seat].mask & _LIBRARY_BIT:
        if s.n != 2:
            on = True
        elif not s.library_used >> seat & 1:
            if seat == s.governor and s.pick == 0:
                s.phase = _LIBRARY  # he has a second role to come: ask
                return
            on = True
            s.library_used |= 1 << seat
    s.library_on = on
    _start_role(s)


def _legal_library(s: CardState) -> list[int]:
    return [A_LIBRARY_USE, A_LIBRARY_USE + 1]


def _apply_library(s: CardState, action: int) -> None:
    if action == A_LIBRARY_USE:
        s.library_on = True
        s.library_used |= 1 << s.current
    else:
        s.library_on = False
    _start_role(s)


# --------------------------------------------------------------------------- builder


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
    if over >= 0 and IS_PRODUCTION[over]:
        slot = _crane_slot(p, over)
        if p.goods[slot] >= 0:
            count -= 1
    return count if count < MARKET_GOODS else MARKET_GOODS


def _legal_build(s: CardState) -> list[int]:
    seat = s.current
    p = s.players[seat]
    hand = p.hand
    mask = p.mask
    priv = 0 if seat != s.role_player else 2 if s.library_on else 1
    avail = p.hand_n - 1  # the building itself is not money
    prod_off, city_off = _discounts(mask) if mask & _DISCOUNT_MASK else (0, 0)
    market = _market_goods(p, mask, -1) if mask & _MARKET_BIT else 0
    # The dearest production / city building the player can afford now (the mask
    # holds city buildings only, so a production kind never counts as owned).
    prod_max = avail + priv + prod_off + market
    city_max = avail + priv + city_off + market
    out = [A_PASS]
    for k, held in enumerate(hand):
        if held:
            if IS_PRODUCTION[k]:
                if COST[k] <= prod_max:
                    out.append(A_BUILD + k)
            elif COST[k] <= city_max and not mask & BIT[k]:
                out.append(A_BUILD + k)
    if mask & _CRANE_BIT:
        out += _crane_options(s, p, priv, avail)
    return out


def _crane_options(s: CardState, p: CardPlayer, priv: int, avail: int) -> list[int]:
    """``build new over old`` for each affordable pair, in id order."""
    mask = p.mask
    held = [k for k, count in enumerate(p.hand) if count]
    options: list[int] = []
    for old in sorted(set(p.city)):
        if old == CRANE:
            continue
        active = mask & ~BIT[old]
        prod_off, city_off = _discounts(active) if active & _DISCOUNT_MASK else (0, 0)
        market = _market_goods(p, mask, old) if mask & _MARKET_BIT else 0
        spare = avail + (1 if old == LIBRARY and priv == 2 else priv) + COST[old] + market
        prod_max = spare + prod_off
        city_max = spare + city_off
        for k in held:
            if k == old:
                continue
            if IS_PRODUCTION[k]:
                if COST[k] <= prod_max:
                    options.append(A_OVER + MAX_KINDS * k + old)
            elif COST[k] <= city_max and not active & BIT[k]:
                options.append(A_OVER + MAX_KINDS * k + old)
    options.sort()
    return options


def _apply_build(s: CardState, action: int) -> None:
    if action == A_PASS:
        _end_turn(s)
        return
    seat = s.current
    p = s.players[seat]
    if action < A_OVER:
        kind, old = action - A_BUILD, -1
    else:
        kind, old = divmod(action - A_OVER, MAX_KINDS)
    priv = privilege(s, seat)
    mask = p.mask
    s.built = True
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
        if old == LIBRARY and priv == 2:
            priv = 1
        price = COST[kind] - COST[old]
    else:
        p.city.append(kind)
        p.goods.append(-1)
        active = mask
        price = COST[kind]
    if not IS_PRODUCTION[kind]:
        p.mask = active | BIT[kind]
    else:
        p.mask = active
    prod_off, city_off = _discounts(active)
    price -= priv + (prod_off if IS_PRODUCTION[kind] else city_off)
    s.building = kind
    s.over = old
    s.active = active
    if price <= 0:
        _after_build(s, p)
        return
    s.left = price
    s.min_kind = 0
    if active & _MARKET_BIT and _market_goods(p, active, -1):
        s.phase = _BLACK_MARKET
        s.market_left = MARKET_GOODS
        return
    s.phase = _PAY


def _goods_by_kind(p: CardPlayer) -> list[int]:
    counts = [0] * N_KINDS
    city = p.city
    for i, g in enumerate(p.goods):
        if g >= 0:
            counts[city[i]] += 1
    return counts


def _legal_market(s: CardState) -> list[int]:
    p = s.players[s.current]
    out = [A_PASS] if p.hand_n >= s.left else []
    need = s.left - p.hand_n  # goods that must still come from the black market
    return out + _in_order(_goods_by_kind(p), s.min_kind, max(need, 1), A_MARKET)


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
        _after_build(s, p)
    elif s.market_left == 0 or p.goods_count() == 0:
        s.phase = _PAY
        s.min_kind = 0
        s.market_left = 0


def _legal_pay(s: CardState) -> list[int]:
    return _in_order(s.players[s.current].hand, s.min_kind, s.left, A_PAY)


def _apply_pay(s: CardState, action: int) -> None:
    kind = action - A_PAY
    p = s.players[s.current]
    p.hand[kind] -= 1
    p.hand_n -= 1
    s.discard[kind] += 1
    s.left -= 1
    s.min_kind = kind
    if s.left == 0:
        _after_build(s, p)


def _after_build(s: CardState, p: CardPlayer) -> None:
    active = s.active
    if active & AFTER_BUILD_MASK:
        for owner, hook in AFTER_BUILD:
            if active & BIT[owner]:
                count = hook(s, p, s.building)
                if count:
                    draw_to_hand(s, p, count)
    _end_turn(s)


# --------------------------------------------------------------------------- producer


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
    _end_turn(s)


# --------------------------------------------------------------------------- trader


def trading_tile(s: CardState) -> tuple[int, ...]:
    """The prices of the tile turned up in the Trader phase under way (or last)."""
    return TRADING_TILES[s.tiles[(s.trades - 1) % len(s.tiles)]]


def _legal_trade(s: CardState) -> list[int]:
    p = s.players[s.current]
    city, goods = p.city, p.goods
    lowest = s.min_kind
    found = 0
    for i in range(len(city)):
        if goods[i] >= 0 and city[i] >= lowest:
            found |= BIT[city[i]]
    out = [A_PASS]
    for k in PRODUCTION_KINDS:
        if found & BIT[k]:
            out.append(A_SELL + k)
    return out


def _apply_trade(s: CardState, action: int) -> None:
    p = s.players[s.current]
    if action != A_PASS:
        kind = action - A_SELL
        city, goods = p.city, p.goods
        for i in range(len(city)):
            if city[i] == kind and goods[i] >= 0:
                s.discard[goods[i]] += 1  # unseen, onto the discard pile
                goods[i] = -1
                break
        s.earned += trading_tile(s)[GOOD_OF[kind]]
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
    _end_turn(s)


# --------------------------------------------------------------------------- councillor


def _legal_keep(s: CardState) -> list[int]:
    return _in_order(s.pending, s.min_kind, s.left, A_KEEP)


def _apply_keep(s: CardState, action: int) -> None:
    kind = action - A_KEEP
    p = s.players[s.current]
    pending = s.pending
    pending[kind] -= 1
    s.pending_n -= 1
    p.hand[kind] += 1
    p.hand_n += 1
    s.left -= 1
    s.min_kind = kind
    if s.left:
        return
    s.discard = list(map(add, s.discard, pending))
    s.pending = _NONE[:]
    s.pending_n = 0
    _end_turn(s)


# --------------------------------------------------------------------------- discards


def _legal_discard(s: CardState) -> list[int]:
    return _in_order(s.players[s.current].hand, s.min_kind, s.left, A_DISCARD)


def _apply_discard(s: CardState, action: int) -> None:
    kind = action - A_DISCARD
    p = s.players[s.current]
    p.hand[kind] -= 1
    p.hand_n -= 1
    s.discard[kind] += 1
    s.left -= 1
    s.min_kind = kind
    if s.left:
        return
    s.min_kind = 0
    phase = s.phase
    if phase == _ARCHIVE:
        _end_turn(s)
    else:
        s.turn += 1
        if phase == _DEAL:
            deal_turns(s)
        else:
            _limit_turns(s)


def _legal_chapel(s: CardState) -> list[int]:
    hand = s.players[s.current].hand
    return [A_PASS, *(A_TUCK + k for k, held in enumerate(hand) if held)]


def _apply_chapel(s: CardState, action: int) -> None:
    if action != A_PASS:
        kind = action - A_TUCK
        p = s.players[s.current]
        p.hand[kind] -= 1
        p.hand_n -= 1
        p.chapel[kind] += 1
        p.chapel_n += 1
    s.turn += 1
    _chapel_turns(s)


# --------------------------------------------------------------------------- why not


def _refuse(s: CardState, action: int) -> Reason:
    """Why a decodable action that is not legal now is refused (the slow path)."""
    a = decode(action)
    phase = s.phase
    p = s.players[s.current]
    expected = _EXPECTED[phase]
    if a.verb not in expected:
        if a.verb == "library":
            return Reason.NO_LIBRARY_QUESTION
        return Reason.NO_PASS_HERE if a.verb == "pass" else Reason.NOT_NOW
    if phase == _ROLE:
        return Reason.ROLE_TAKEN
    if phase == _BUILD:
        return _refuse_build(s, p, a)
    if phase == _BLACK_MARKET:
        if a.verb == "pass":
            return Reason.MUST_PAY
        if not IS_PRODUCTION[a.arg]:
            return Reason.NOT_PRODUCTION
        if not _goods_by_kind(p)[a.arg]:
            return Reason.NO_GOOD_THERE
        return Reason.PAY_IN_ORDER
    if phase in (_PAY, _DEAL, _HAND_LIMIT, _ARCHIVE):
        return Reason.NOT_IN_HAND if not p.hand[a.arg] else Reason.PAY_IN_ORDER
    if phase == _PRODUCE:
        if not IS_PRODUCTION[a.arg]:
            return Reason.NOT_PRODUCTION
        empty = any(k == a.arg and g < 0 for k, g in zip(p.city, p.goods, strict=True))
        return Reason.PAY_IN_ORDER if empty else Reason.NO_EMPTY_BUILDING
    if phase == _TRADE:
        if not IS_PRODUCTION[a.arg]:
            return Reason.NOT_PRODUCTION
        return Reason.PAY_IN_ORDER if _goods_by_kind(p)[a.arg] else Reason.NO_GOOD_THERE
    if phase == _KEEP:
        return Reason.NOT_DRAWN if not s.pending[a.arg] else Reason.PAY_IN_ORDER
    if phase == _CHAPEL:
        return Reason.NOT_IN_HAND
    return Reason.NOT_NOW


def _refuse_build(s: CardState, p: CardPlayer, a: CardAction) -> Reason:
    kind, old = a.arg, a.over
    if not p.hand[kind]:
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


_EXPECTED: dict[CardPhase, tuple[str, ...]] = {
    _DEAL: ("discard",),
    _CHAPEL: ("pass", "tuck"),
    _HAND_LIMIT: ("discard",),
    _ROLE: ("role",),
    _LIBRARY: ("library",),
    _BUILD: ("pass", "build", "build_over"),
    _BLACK_MARKET: ("pass", "blackmarket"),
    _PAY: ("pay",),
    _PRODUCE: ("pass", "produce"),
    _TRADE: ("pass", "sell"),
    _KEEP: ("keep",),
    _ARCHIVE: ("discard",),
    _GAME_OVER: (),
}

register_phase(_DEAL, _legal_discard, _apply_discard, _refuse)
register_phase(_CHAPEL, _legal_chapel, _apply_chapel, _refuse)
register_phase(_HAND_LIMIT, _legal_discard, _apply_discard, _refuse)
register_phase(_ROLE, _legal_role, _apply_role, _refuse)
register_phase(_LIBRARY, _legal_library, _apply_library, _refuse)
register_phase(_BUILD, _legal_build, _apply_build, _refuse)
register_phase(_BLACK_MARKET, _legal_market, _apply_market, _refuse)
register_phase(_PAY, _legal_pay, _apply_pay, _refuse)
register_phase(_PRODUCE, _legal_produce, _apply_produce, _refuse)
register_phase(_TRADE, _legal_trade, _apply_trade, _refuse)
register_phase(_KEEP, _legal_keep, _apply_keep, _refuse)
register_phase(_ARCHIVE, _legal_discard, _apply_discard, _refuse)
