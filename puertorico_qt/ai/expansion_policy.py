"""The Normal player's decisions that the 1897 expansions add, and its base decisions
with the expansions' options (forests, the trading post, the land office, the small
wharf, the storehouse, the black market's payment, the royal supplier, the nobles'
mask, the hunting lodge, the guest house's guests).

``NormalPolicy`` hands a game with an expansion here (``scores`` and the guests in
``act``); the base game never comes here, so its moves are unchanged.  Each function
returns the legal actions with a score in VP-like units, like the base scorers, so
that the search uses them as priors too.  The worth of a change to a player's board is
asked of the evaluation (``heuristics.value_of``) wherever the change is the engine's
to make: the action is applied to a copy of the state and the board compared.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine import actions as A
from ..engine.actions import PASS
from ..engine.data import (
    CITY_SIZE,
    CITY_SPACES,
    COST,
    FOREST_HOUSE,
    GOOD_PRICE,
    HOSPICE,
    ISLAND_SPACES,
    N_GOODS,
    QUARRY,
)
from ..engine.rules import (
    LAND_PRICE,
    bonus_colonist_available,
    build_cost,
    cargo_options,
    church_vp,
    loose_barrels_kept,
    sale_price,
    small_wharf_shipment,
    storage_outcome,
    warehouse_slots,
)
from ..engine.state import GameState, Phase, PlayerState
from . import expansion_values as X
from . import heuristics as H
from . import smuggler_policy as S
from .draft import draft_scores
from .heuristics import GameContext

if TYPE_CHECKING:
    from .normal import NormalPolicy

#: A guest moves when the move is worth at least this much (VP) now.
GUEST_MIN = 0.05
#: Saving up: a dearer building within ``SAVE_REACH`` doubloons counts this share of its
#: gain (it comes later and less surely), so that a cheap building that spends the
#: savings must be worth more than what the savings would buy.
SAVE_SHARE = 0.5
SAVE_REACH = 5
#: What an item paid at the black market costs besides its own worth (a worker or a
#: VP chip also counts for the end of the game).
BLACK_MARKET_EXTRA = 0.05

_KIND: tuple[str, ...] = tuple(A.kind_of(a) for a in range(A.N_ACTIONS))
_NAMES = [k.name for k in A.KINDS]
#: The base game's action kinds (the expansions append theirs after "store").
BASE_KINDS = frozenset(_NAMES[: _NAMES.index("store") + 1])
#: Action ids of the expansions' kinds (never legal in the base game).
IS_NEW: tuple[bool, ...] = tuple(kind not in BASE_KINDS for kind in _KIND)
IS_GUEST: tuple[bool, ...] = tuple(kind == "guest" for kind in _KIND)


def base_legal(state: GameState) -> list[int]:
    """The legal actions of the base game's kinds (the whole list in the base game)."""
    legal = state.legal_actions()
    if not state.config.expansions:
        return legal
    return [a for a in legal if not IS_NEW[a]]


def kind(a: int) -> str:
    return _KIND[a]


def good_in(a: int) -> int:
    """The good of a ``sell``, ``sell_post`` or ``small_wharf`` action."""
    v = A.decode(a)
    assert isinstance(v, A.Sell | A.SellToSupply | A.LoadSmallWharf)
    return v.good


def forest_kind(a: int) -> int:
    v = A.decode(a)
    assert isinstance(v, A.TakeForest)
    return v.kind


def mask_of(a: int) -> int:
    """The mask of a ``supply`` or ``nobles`` action."""
    v = A.decode(a)
    assert isinstance(v, A.SupplyGoods | A.ChooseNobles)
    return v.mask


# --------------------------------------------------------------------------- helpers


def board_after(state: GameState, action: int) -> PlayerState:
    """The current player's board after ``action`` (the engine applies it to a copy)."""
    seat = state.current
    sim = state.clone()
    sim.apply_unchecked(action)
    return sim.players[seat]


def board_gain(state: GameState, action: int, ctx: GameContext) -> float:
    """How much ``action`` changes the current player's estimated final score."""
    p = state.players[state.current]
    return H.value_of(board_after(state, action), ctx) - H.value_of(p, ctx)


def forest_gain(p: PlayerState, tile: int, ctx: GameContext) -> float:
    """What one more forest (face kind ``tile``) adds to ``p``'s estimate."""
    q = p.clone()
    q.forest[tile] += 1
    return H.value_of(q, ctx) - H.value_of(p, ctx)


def _tile_value(p: PlayerState, a: int, hospice: bool, ctx: GameContext) -> float:
    """A tile laid face up (``take``: a plantation or quarry) or face down (``forest``),
    the hospice's colonist on it with ``hospice``: the Settler phase and the forest
    house's question weigh their tiles alike."""
    if _KIND[a] == "take":
        return H.tile_gain(p, A.tile_of(a), hospice, ctx)
    return forest_gain(p, forest_kind(a), ctx) + (H.SAN_JUAN if hospice else 0.0)


def _argmax(actions: list[int], scores: list[float]) -> int:
    best = 0
    for i in range(1, len(scores)):
        if scores[i] > scores[best]:
            best = i
    return actions[best]


# --------------------------------------------------------------------------- guests


def guest_gains(state: GameState, guests: list[int]) -> tuple[int, float]:
    """The best guest move now and what it gains (value of the board after it)."""
    ctx = GameContext(state)
    p = state.players[state.current]
    before = H.value_of(p, ctx)
    best, best_gain = guests[0], -1e9
    for a in guests:
        gain = H.value_of(board_after(state, a), ctx) - before
        if gain > best_gain:
            best, best_gain = a, gain
    return best, best_gain


def early_action(state: GameState, legal: list[int]) -> int | None:
    """In a game with an expansion, the move to make before the phase's own question:
    a guest move worth making now, or the phase's only action once the guest moves
    are set aside (None: score the phase's actions)."""
    guests = [a for a in legal if IS_GUEST[a]]
    if not guests:
        return None
    best, gain = guest_gains(state, guests)
    if gain > GUEST_MIN:
        return best
    own = [a for a in legal if not IS_GUEST[a]]
    return own[0] if len(own) == 1 else None


# --------------------------------------------------------------------------- scores


def scores(pol: NormalPolicy, state: GameState) -> tuple[list[int], list[float]]:
    """``NormalPolicy.scores`` for a game with an expansion (guest moves included)."""
    phase = state.phase
    scorer = _SCORERS.get(phase)
    if scorer is not None:
        actions, values = scorer(pol, state)
    elif phase == Phase.MAYOR:
        choice = pol.mayor_action(state)
        actions = base_legal(state)
        values = [1.0 if a == choice else 0.0 for a in actions]
    else:
        # Hospice, university, the mayor's extra colonists, the guests' window: take the
        # free colonist; pass the window (the guest moves are scored below).
        actions = [a for a in state.legal_actions() if not IS_GUEST[a]]
        values = [1.0 if a != PASS else 0.0 for a in actions]
    guests = [a for a in state.legal_actions() if IS_GUEST[a]]
    if guests:
        ctx = GameContext(state)
        p = state.players[state.current]
        before = H.value_of(p, ctx)
        top = max(values) if values else 0.0
        for a in guests:
            gain = H.value_of(board_after(state, a), ctx) - before
            actions.append(a)
            values.append(top + gain - GUEST_MIN)
    return actions, values


def settler_scores(pol: NormalPolicy, state: GameState) -> tuple[list[int], list[float]]:
    seat = state.current
    p = state.players[seat]
    ctx = GameContext(state)
    hospice = p.bocc[HOSPICE] > 0 and bonus_colonist_available(state)
    actions, values = [], []
    for a in state.legal_actions():
        k = _KIND[a]
        if a == PASS:
            s = 0.0
        elif k == "hacienda":
            free = ISLAND_SPACES - p.island_used()
            s = 0.9 * min(1.0, ctx.rounds_left / 4) if free >= 2 else -0.5
        elif k == "take" or k == "forest":
            tile = A.tile_of(a) if k == "take" else forest_kind(a)
            s = _tile_value(p, a, hospice, ctx)
            if k == "take" and tile == QUARRY:
                s += 0.15
            s += pol._settler_denial(state, seat, tile, ctx)
        else:
            continue
        actions.append(a)
        values.append(s)
    return actions, values


def forest_scores(pol: NormalPolicy, state: GameState) -> tuple[list[int], list[float]]:
    """The face-down tile just drawn: a plantation or a forest."""
    p = state.players[state.current]
    ctx = GameContext(state)
    actions, values = [], []
    for a in state.legal_actions():
        if _KIND[a] == "take" or _KIND[a] == "forest":
            actions.append(a)
            values.append(_tile_value(p, a, False, ctx))
    return actions, values


def lodge_scores(pol: NormalPolicy, state: GameState) -> tuple[list[int], list[float]]:
    """The hunting lodge with a colonist: give up a tile only when that is worth it (a
    full island makes room for a better plantation)."""
    p = state.players[state.current]
    ctx = GameContext(state)
    room = 0.6 * min(1.0, ctx.rounds_left / 3) if p.island_used() >= ISLAND_SPACES else 0.0
    actions, values = [], []
    for a in state.legal_actions():
        if IS_GUEST[a]:
            continue
        actions.append(a)
        values.append(0.0 if a == PASS else board_gain(state, a, ctx) + room)
    return actions, values


def builder_scores(pol: NormalPolicy, state: GameState) -> tuple[list[int], list[float]]:
    """The base game's builder scores, with the church's VP and the black market's
    items for the part of the price the doubloons do not cover."""
    actions, values = pol.builder_scores(state)
    seat = state.current
    p = state.players[seat]
    ctx = GameContext(state)
    for i, a in enumerate(actions):
        if a == PASS:
            continue
        b = A.building_of(a)
        values[i] += church_vp(state, seat, b)
        cost = build_cost(state, seat, b)
        short = cost - p.doubloons
        if short > 0:
            # The doubloons the items stand in for were counted at their worth as money:
            # count the items at theirs instead.
            values[i] += short * H.WEIGHTS[6] * ctx.money - _items_cost(p, short, ctx)
    if SAVE_SHARE and ctx.builds_left > 1.5 and not pol.rollout:
        targets = _saving_targets(state, seat, ctx)
        if targets:
            money = p.doubloons
            for i, a in enumerate(actions):
                left = money if a == PASS else money - build_cost(state, seat, A.building_of(a))
                values[i] += _wait_value(targets, left)
    return actions, values


def _saving_targets(state: GameState, seat: int, ctx: GameContext) -> list[tuple[int, float]]:
    """(price, gain) of the buildings ``seat`` cannot afford now but could save for."""
    p = state.players[seat]
    free = CITY_SPACES - p.city_used
    money = p.doubloons
    reach = money + SAVE_REACH + X.most_discount(p)
    out = []
    for b in state.market:
        if state.building_supply[b] <= 0 or p.bocc[b] >= 0 or CITY_SIZE[b] > free:
            continue
        if COST[b] <= money or COST[b] > reach:
            continue  # affordable now, or out of reach whatever the discounts
        cost = build_cost(state, seat, b, as_builder=False)
        if cost <= p.doubloons or cost > p.doubloons + SAVE_REACH:
            continue
        gain = H.building_gain(p, b, cost, ctx, exact=False)
        if gain > 0.0:
            out.append((cost, gain))
    return out


def _wait_value(targets: list[tuple[int, float]], money: int) -> float:
    """What keeping ``money`` doubloons is worth towards a dearer building later."""
    best = 0.0
    for cost, gain in targets:
        reach = 1.0 - (cost - money) / SAVE_REACH
        if reach > 0.0 and SAVE_SHARE * gain * reach > best:
            best = SAVE_SHARE * gain * reach
    return best


def _items_cost(p: PlayerState, items: int, ctx: GameContext) -> float:
    """What the cheapest ``items`` black-market items (a VP chip, a barrel, a worker)
    are worth to ``p``."""
    costs = []
    if p.vp > 0:
        costs.append(1.0)
    if any(p.goods):
        costs.append(min(H.BARREL_VALUE[g] for g in range(N_GOODS) if p.goods[g]) * ctx.goods)
    costs.append(0.6 if p.san_juan else 1.2)
    costs.sort()
    return sum(costs[:items]) + BLACK_MARKET_EXTRA * items


def black_market_scores(pol: NormalPolicy, state: GameState) -> tuple[list[int], list[float]]:
    """Pay with what is worth least: each item's loss to the board, looking ahead to the
    items still due after it."""
    ctx = GameContext(state)
    p = state.players[state.current]
    before = H.value_of(p, ctx)
    actions, values = [], []
    for a in state.legal_actions():
        if IS_GUEST[a]:
            continue
        actions.append(a)
        values.append(_payment_value(state, a, ctx, before, 3))
    return actions, values


def _payment_value(state: GameState, a: int, ctx: GameContext, before: float, depth: int) -> float:
    seat = state.current
    sim = state.clone()
    sim.apply_unchecked(a)
    value = H.value_of(sim.players[seat], ctx) - before
    if depth > 1 and sim.phase == Phase.BLACK_MARKET and sim.current == seat:
        rest = [
            _payment_value(sim, b, ctx, before, depth - 1)
            for b in sim.legal_actions()
            if not IS_GUEST[b]
        ]
        if rest:
            return max(rest)
    return value


def trader_scores(pol: NormalPolicy, state: GameState) -> tuple[list[int], list[float]]:
    """Sell to the house or with the trading post; use the land office first when it
    gains something (the turn goes on after it)."""
    seat = state.current
    p = state.players[seat]
    ctx = GameContext(state)
    actions, values = [], []
    land: list[tuple[int, float]] = []
    for a in state.legal_actions():
        k = _KIND[a]
        if a == PASS:
            s = 0.0
        elif k in ("sell", "sell_post"):
            g = good_in(a)
            price = sale_price(state, seat, g, to_supply=k == "sell_post")
            keep = (H.BARREL + H.BARREL_PRICE * GOOD_PRICE[g]) * ctx.goods
            if p.goods[g] > 1:
                keep *= 0.6  # one of several barrels: the rest still ship
            s = price * ctx.money - keep + 0.01 * price
        elif k == "land_buy":
            land.append((a, _land_buy_gain(state, p, ctx)))
            continue
        elif k == "land_sell":
            gain = board_gain(state, a, ctx)  # the tile given up and the doubloon
            land.append((a, gain))
            continue
        else:
            continue
        actions.append(a)
        values.append(s)
    top = max(values) if values else 0.0
    for a, gain in land:
        actions.append(a)
        values.append(top + gain if gain > 0.0 else gain - 0.1)
    return actions, values


def _land_buy_gain(state: GameState, p: PlayerState, ctx: GameContext) -> float:
    """The land office with a colonist: a face-down tile for a doubloon.  The pile's
    order is hidden: the tile is valued over what the pile (or the discards, when it is
    empty) holds."""
    counts = [0] * 5
    for k in state.pile:
        counts[k] += 1
    if not any(counts):
        counts = state.discard[:]
    total = sum(counts)
    if not total:
        return -1.0
    forest_house = p.bocc[FOREST_HOUSE] > 0
    expect = 0.0
    for k in range(5):
        if counts[k]:
            v = H.tile_gain(p, k, False, ctx)
            if forest_house:
                v = max(v, forest_gain(p, k, ctx))
            expect += counts[k] * v
    return expect / total - LAND_PRICE * ctx.money * H.WEIGHTS[6]


def captain_scores(pol: NormalPolicy, state: GameState) -> tuple[list[int], list[float]]:
    """The base game's captain scores, and the small wharf's shipment when what it would
    load could not be shipped or kept otherwise."""
    actions, values = pol.captain_scores(state)
    starts = [a for a in state.legal_actions() if _KIND[a] == "small_wharf"]
    if starts:
        seat = state.current
        plan = small_wharf_plan(state, seat, 0, 0)
        first = next((g for g in range(N_GOODS) if plan[g]), -1)
        worth = _small_wharf_worth(state, seat, plan, 0)
        for a in starts:
            actions.append(a)
            g = good_in(a)
            values.append(worth - 0.3 if g == first else -1.0)
    return actions, values


def small_wharf_scores(pol: NormalPolicy, state: GameState) -> tuple[list[int], list[float]]:
    """Loading the small wharf: the planned barrels one by one (goods in order), then
    sail."""
    seat = state.current
    plan = small_wharf_plan(state, seat, state.small_wharf_min, state.small_wharf_load)
    nxt = next((g for g in range(state.small_wharf_min, N_GOODS) if plan[g]), -1)
    actions, values = [], []
    for a in state.legal_actions():
        if IS_GUEST[a]:
            continue
        actions.append(a)
        if a == PASS:
            values.append(0.5 if nxt < 0 else 0.0)
        else:
            values.append(1.0 if good_in(a) == nxt else -0.5)
    return actions, values


def _spoil(state: GameState, seat: int, goods: list[int]) -> list[int]:
    """Barrels of ``goods`` that the cargo ships could not take and storage would not
    keep (per good): what is lost at the end of the phase."""
    kinds, loads, caps = state.ship_good, state.ship_load, state.ship_cap
    empty = 0
    for i, k in enumerate(kinds):
        if k < 0 and caps[i] - loads[i] > empty:
            empty = caps[i] - loads[i]
    rest = goods[:]
    used_empty = False
    # The ships: a kind on board fills its ship; the largest kind takes the empty ship.
    for g in sorted(range(N_GOODS), key=lambda x: -goods[x]):
        if not rest[g]:
            continue
        if g in kinds:
            i = kinds.index(g)
            rest[g] -= min(rest[g], caps[i] - loads[i])
        elif not used_empty and empty:
            rest[g] -= min(rest[g], empty)
            used_empty = True
    p = state.players[seat]
    slots = warehouse_slots(p)
    for g in sorted(range(N_GOODS), key=lambda x: -rest[x])[:slots]:
        rest[g] = 0
    loose = loose_barrels_kept(p)
    for g in sorted(range(N_GOODS), key=lambda x: -GOOD_PRICE[x]):
        keep = min(rest[g], loose)
        rest[g] -= keep
        loose -= keep
    return rest


def small_wharf_plan(state: GameState, seat: int, low: int, loaded: int) -> list[int]:
    """Barrels (per good, goods ``>= low``) to load onto the small wharf: those that
    would be lost otherwise, plus a cheap one to make a pair."""
    goods = state.players[seat].goods
    plan = _spoil(state, seat, goods)
    for g in range(low):
        plan[g] = 0
    if (sum(plan) + loaded) % 2:
        extra = next(
            (g for g in range(max(low, 0), 3) if goods[g] > plan[g]), -1
        )  # corn, indigo, sugar: worth less than the VP they complete
        if extra >= 0:
            plan[extra] += 1
    return plan


def _small_wharf_worth(state: GameState, seat: int, plan: list[int], loaded: int) -> float:
    load = sum(plan) + loaded
    if load == 0:
        return -1.0
    ship = small_wharf_shipment(state, seat, load)
    spoiled = _spoil(state, seat, state.players[seat].goods)
    kept_lost = sum(max(0, plan[g] - spoiled[g]) * H.BARREL_VALUE[g] for g in range(N_GOODS))
    return ship.vp + 0.4 * ship.doubloons - kept_lost


def supplier_scores(pol: NormalPolicy, state: GameState) -> tuple[list[int], list[float]]:
    """The royal supplier: a VP for each barrel given, against what the barrel is worth
    kept (little when it would be lost anyway)."""
    seat = state.current
    p = state.players[seat]
    ctx = GameContext(state)
    spoiled = _spoil(state, seat, p.goods)
    shippable = set()
    for a in cargo_options(state, p.goods):
        shippable.add(A.good_of(a))
    worth = [0.0] * N_GOODS
    for g in range(N_GOODS):
        if p.goods[g]:
            keep = H.BARREL_VALUE[g] * ctx.goods * (1.0 if g in shippable else 0.8)
            worth[g] = 1.0 - (0.2 * keep if spoiled[g] else keep)
    actions, values = [], []
    for a in state.legal_actions():
        if IS_GUEST[a]:
            continue
        actions.append(a)
        if a == PASS:
            values.append(0.0)
        else:
            mask = mask_of(a)
            values.append(sum(worth[g] for g in range(N_GOODS) if mask >> g & 1))
    return actions, values


def storage_scores(pol: NormalPolicy, state: GameState) -> tuple[list[int], list[float]]:
    """Keep the most valuable barrels (the storehouse's outcomes included)."""
    p = state.players[state.current]
    actions, values = [], []
    for a in state.legal_actions():
        if IS_GUEST[a]:
            continue
        out = storage_outcome(p, a)
        s = 0.0
        if out is not None:
            for g in range(N_GOODS):
                s += out[g] * (1.0 + 0.25 * GOOD_PRICE[g])
        actions.append(a)
        values.append(s)
    return actions, values


def nobles_scores(pol: NormalPolicy, state: GameState) -> tuple[list[int], list[float]]:
    """Which colonist-or-noble buildings the nobles man: the mask whose board is worth
    most (a chapel's VP against its doubloon, a zoning office's large discount …)."""
    p = state.players[state.current]
    ctx = GameContext(state)
    actions, values = [], []
    for a in state.legal_actions():
        if IS_GUEST[a]:
            continue
        q = p.clone()
        q.noble_on = mask_of(a)
        actions.append(a)
        values.append(H.value_of(q, ctx))
    return actions, values


def craftsman_scores(pol: NormalPolicy, state: GameState) -> tuple[list[int], list[float]]:
    return pol.craftsman_scores(state)


def role_scores(pol: NormalPolicy, state: GameState) -> tuple[list[int], list[float]]:
    return pol.role_scores(state)


def _draft(pol: NormalPolicy, state: GameState) -> tuple[list[int], list[float]]:
    return draft_scores(state)


_SCORERS = {
    Phase.ROLE: role_scores,
    Phase.SETTLER: settler_scores,
    Phase.BUILDER: builder_scores,
    Phase.CAPTAIN: captain_scores,
    Phase.STORAGE: storage_scores,
    Phase.TRADER: trader_scores,
    Phase.CRAFTSMAN: craftsman_scores,
    Phase.DRAFT: _draft,
    Phase.FOREST: forest_scores,
    Phase.BLACK_MARKET: black_market_scores,
    Phase.SMALL_WHARF: small_wharf_scores,
    Phase.ROYAL_SUPPLIER: supplier_scores,
    Phase.HUNTING_LODGE: lodge_scores,
    Phase.NOBLES: nobles_scores,
    Phase.SMUGGLER: S.smuggler_scores,  # expansion III (``smuggler_policy``)
    Phase.PLACE_WORKERS: S.place_scores,
}
