"""Each player's gain from a role, by formula (``NormalPolicy.quick_role_scores``).

The full look-ahead plays a role out; the search's play-outs and priors below the root
need a quicker estimate: what every player should get out of a role taken now (the
best tile, the best building, production, the best sale, a shipping round, colonists
into empty circles), in VP of the evaluation (``heuristics``).  With the 1897
expansions the new buildings' role effects and the library's double privilege are
added (``expansion_gains``).
"""

from __future__ import annotations

from ..engine.data import (
    AQUEDUCT,
    CHAPEL,
    CHURCH,
    CITY_SIZE,
    CITY_SPACES,
    CONSTRUCTION_HUT,
    COST,
    FACTORY,
    FACTORY_BONUS,
    HACIENDA,
    HOSPICE,
    HUNTING_LODGE,
    INDIGO_PLANT,
    ISLAND_SPACES,
    JEWELER,
    LIBRARY,
    LIGHTHOUSE,
    OFFICE,
    QUARRY,
    ROYAL_SUPPLIER,
    SMALL_WHARF,
    SPECIALTY_FACTORY,
    SUGAR_MILL,
    TRADING_POST,
    UNION_HALL,
    VILLA,
    WHARF,
    Role,
)
from ..engine.rules import (
    HOUSE_SIZE,
    bonus_colonist_available,
    build_cost,
    capacity,
    production,
    sale_price,
    shipment_vp,
    union_hall_vp,
    warehouse_slots,
)
from ..engine.state import GameState
from . import expansion_values as X
from . import festival_values as F
from . import heuristics as H
from . import smuggler_policy as S
from .heuristics import GameContext

SMUGGLER = int(Role.SMUGGLER)


def role_gains(state: GameState, kind: int, seat: int, ctx: GameContext) -> list[float]:
    """Each player's estimated gain (VP) if ``seat`` took a role of ``kind`` now (with an
    expansion kept in ``ctx.cache``: the smuggler's swap asks for the roles again)."""
    if not ctx.expansions:
        return _role_gains(state, kind, seat, ctx)
    key = ("gains", id(state), kind, seat)
    kept = ctx.cache.get(key)
    if kept is None or kept[0] is not state:
        kept = ctx.cache[key] = (state, _role_gains(state, kind, seat, ctx))
    return kept[1][:]


def _role_gains(state: GameState, kind: int, seat: int, ctx: GameContext) -> list[float]:
    n = state.n
    players = state.players
    order = [(seat + i) % n for i in range(n)]
    gains = [0.0] * n
    w = H.WEIGHTS
    if kind == SMUGGLER:  # expansion III: for the chooser alone (``smuggler_policy``)
        gains[seat] = S.smuggler_gain(state, seat, ctx)
        return gains
    if kind == 0:  # settler
        offer = state.offer[:]
        quarries = state.quarries
        hospice_ok = bonus_colonist_available(state)
        for i, q in enumerate(order):
            p = players[q]
            if p.island_used() >= ISLAND_SPACES:
                continue
            staffed = hospice_ok and p.bocc[HOSPICE] > 0
            best, best_t = 0.0, -1
            for t in range(5):
                if offer[t]:
                    g = H.tile_gain(p, t, staffed, ctx)
                    if g > best:
                        best, best_t = g, t
            if quarries and (i == 0 or p.bocc[CONSTRUCTION_HUT] > 0):
                g = H.tile_gain(p, QUARRY, staffed, ctx) + 0.15
                if g > best:
                    best, best_t = g, QUARRY
            if best_t == QUARRY:
                quarries -= 1
            elif best_t >= 0:
                offer[best_t] -= 1
            gains[q] = best
            if p.bocc[HACIENDA] > 0:
                gains[q] += 0.5 * min(1.0, ctx.rounds_left / 4)
    elif kind == 1:  # mayor
        ship = state.colonist_ship
        per = 0.3 * (1.0 - H.POTENTIAL) * H.GOOD_RATE[2] * ctx.horizon * w[3] + 0.1
        for i, q in enumerate(order):
            p = players[q]
            c = (
                ship // n
                + (1 if i < ship % n else 0)
                + (1 if i == 0 and state.colonist_supply else 0)
            )
            empty = capacity(p) - p.colonists()
            gains[q] = (c if c < empty else empty) * per
    elif kind == 2:  # builder
        for i, q in enumerate(order):
            p = players[q]
            if p.city_used >= CITY_SPACES:
                continue
            best = 0.0
            free = CITY_SPACES - p.city_used
            # (with the expansions, skip what no discount brings within reach: speed)
            reach = p.doubloons + X.most_discount(p) + 2 if ctx.expansions else 99
            for b in state.market:
                if (
                    state.building_supply[b] > 0
                    and p.bocc[b] < 0
                    and CITY_SIZE[b] <= free
                    and COST[b] <= reach
                ):
                    cost = build_cost(state, q, b, as_builder=i == 0)
                    if cost <= p.doubloons:
                        g = H.building_gain(p, b, cost, ctx, exact=False)
                        if g > best:
                            best = g
            gains[q] = best + (w[6] * ctx.money if i == 0 else 0.0)
    elif kind == 3:  # craftsman
        supply = state.goods_supply[:]
        for i, q in enumerate(order):
            p = players[q]
            prod, _full, _c = H.production_units(p)
            g_sum = 0.0
            kinds = 0
            best = 0.0
            for g in range(5):
                x = prod[g] if prod[g] < supply[g] else supply[g]
                if x > 0:
                    supply[g] -= x
                    kinds += 1
                    g_sum += x * H.BARREL_VALUE[g]
                    if H.BARREL_VALUE[g] > best:
                        best = H.BARREL_VALUE[g]
            gains[q] = (g_sum + (best if i == 0 else 0.0)) * ctx.goods * w[7]
            if p.bocc[FACTORY] > 0:
                gains[q] += FACTORY_BONUS[kinds] * ctx.money * w[6]
    elif kind == 4:  # trader
        house = list(state.house)
        for i, q in enumerate(order):
            if len(house) >= HOUSE_SIZE:
                break
            p = players[q]
            office = p.bocc[OFFICE] > 0
            best, best_g = 0.0, -1
            for g in range(5):
                if p.goods[g] and (office or g not in house):
                    price = sale_price(state, q, g, as_trader=i == 0)
                    v = price * ctx.money * w[6] - H.BARREL_VALUE[g] * ctx.goods * w[7] * (
                        0.6 if p.goods[g] > 1 else 1.0
                    )
                    if v > best:
                        best, best_g = v, g
            if best_g >= 0:
                house.append(best_g)
                gains[q] = best
    elif kind == 5:  # captain
        ship_kinds = state.ship_good[:]
        loads = state.ship_load[:]
        caps = state.ship_cap
        goods = [players[q].goods[:] for q in range(n)]
        shipped = [0] * n
        active = True
        first = True
        while active:
            active = False
            for q in order:
                gq = goods[q]
                best, best_g, best_i = 0, -1, -1
                for g in range(5):
                    have = gq[g]
                    if not have:
                        continue
                    if g in ship_kinds:
                        i = ship_kinds.index(g)
                        room = caps[i] - loads[i]
                        fit = have if have < room else room
                        if fit > best:
                            best, best_g, best_i = fit, g, i
                    else:
                        for i, k in enumerate(ship_kinds):
                            if k < 0:
                                fit = have if have < caps[i] else caps[i]
                                if fit > best:
                                    best, best_g, best_i = fit, g, i
                if best_g >= 0:
                    active = True
                    gq[best_g] -= best
                    loads[best_i] += best
                    ship_kinds[best_i] = best_g
                    vp = shipment_vp(players[q], best, first and q == seat)
                    shipped[q] += vp
                    gains[q] += vp - best * H.BARREL_VALUE[best_g] * ctx.goods * w[7]
            first = False
        for q in range(n):
            p = players[q]
            lost = _spoiled(goods[q], warehouse_slots(p))
            if lost:
                gains[q] -= lost * 0.6 * ctx.goods * w[7]
            if p.bocc[WHARF] > 0:
                rest = max(goods[q]) if goods[q] else 0
                gains[q] += rest * 0.5
    else:  # prospector
        gains[seat] = ctx.money * w[6]
    if ctx.expansions:
        expansion_gains(state, kind, seat, ctx, gains)
        if kind == 3 and ctx.festival is not None:  # expansion IV: the goods goal
            F.craftsman_gains(state, seat, ctx, gains, ctx.money * w[6])
    return gains


def expansion_gains(
    state: GameState, kind: int, seat: int, ctx: GameContext, gains: list[float]
) -> None:
    """Add the 1897 expansions' role effects to ``gains``: the library's second
    privilege for the chooser, and what the new buildings do in that role's phase."""
    players = state.players
    chooser = players[seat]
    library = chooser.bocc[LIBRARY] > 0
    money = ctx.money * H.WEIGHTS[6]
    if kind == 0:  # settler: a second tile, the hunting lodges' VP
        if library:
            gains[seat] *= 1.6
        for q, p in enumerate(players):
            if p.bocc[HUNTING_LODGE] > 0 and p.noble_on & X.NOBLE_BIT[HUNTING_LODGE]:
                gains[q] += 2.0 * X.emptiest_chance(p, ctx)
    elif kind == 1:  # mayor: the ship's noble, the villas, a second extra colonist
        if state.noble_ship:
            gains[seat] += 1.2
        if library and state.colonist_supply > 1:
            gains[seat] += 0.2
        for q, p in enumerate(players):
            if p.bocc[VILLA] > 0 and (state.noble_supply > 0 or state.colonist_supply > 0):
                gains[q] += 1.2 if state.noble_supply > 0 else 0.2
    elif kind == 2:  # builder: the church's VP, the library's doubloon
        for q, p in enumerate(players):
            if p.bocc[CHURCH] > 0 and gains[q] > 0:
                gains[q] += 1.0
        if library and gains[seat] > 0:
            gains[seat] += money
    elif kind == 3:  # craftsman: aqueduct, chapel, jeweler, specialty factory, library
        for q, p in enumerate(players):
            bocc = p.bocc
            made = production(p)
            if bocc[AQUEDUCT] > 0:
                for g, big in ((1, INDIGO_PLANT), (2, SUGAR_MILL)):
                    if bocc[big] > 0 and made[g]:
                        gains[q] += H.BARREL_VALUE[g] * ctx.goods
            if bocc[CHAPEL] > 0:
                gains[q] += 1.0 if p.noble_on & X.NOBLE_BIT[CHAPEL] else money
            if bocc[JEWELER] > 0:
                gains[q] += p.nobles * money
            if bocc[SPECIALTY_FACTORY] > 0:
                best = max(made[1:])
                if best > 1:
                    gains[q] += (best - 1) * money
        if library:
            gains[seat] += 0.5 * H.BARREL_VALUE[2] * ctx.goods
    elif kind == 4:  # trader: the trading posts, the library's doubloon
        for q, p in enumerate(players):
            if p.bocc[TRADING_POST] > 0 and gains[q] <= 0 and any(p.goods):
                g = max(x for x in range(5) if p.goods[x])
                price = sale_price(state, q, g, as_trader=q == seat, to_supply=True)
                gains[q] = max(0.0, price * money - H.BARREL_VALUE[g] * ctx.goods)
        if library and gains[seat] > 0:
            gains[seat] += money
    elif kind == 5:  # captain: union halls, royal suppliers, lighthouses, library
        for q, p in enumerate(players):
            bocc = p.bocc
            if bocc[UNION_HALL] > 0:
                gains[q] += union_hall_vp(p)
            if bocc[ROYAL_SUPPLIER] > 0 and p.nobles:
                held = sum(1 for g in range(5) if p.goods[g])
                gains[q] += 0.4 * min(p.nobles, held)
            if bocc[LIGHTHOUSE] > 0 and any(p.goods):
                gains[q] += money * (2.0 if q == seat else 1.0)
            if bocc[SMALL_WHARF] > 0 and sum(p.goods) >= 2:
                gains[q] += 0.5
        if library and any(chooser.goods):
            gains[seat] += 1.0
    elif library:  # prospector
        gains[seat] += money


def _shippable(
    goods: list[int], kinds: list[int], loads: list[int], caps: tuple, wharf: bool
) -> int:
    """Barrels this player could still ship, each kind on its best ship (optimistic)."""
    total = 0
    best_rest = 0
    empty = 0  # the largest empty ship
    for i, k in enumerate(kinds):
        if k < 0 and caps[i] > empty:
            empty = caps[i]
    for g in range(5):
        have = goods[g]
        if not have:
            continue
        if g in kinds:
            i = kinds.index(g)
            room = caps[i] - loads[i]
            fit = have if have < room else room
        else:
            fit = have if have < empty else empty
        total += fit
        if wharf and have - fit > best_rest:
            best_rest = have - fit
    return total + best_rest


def _spoiled(goods: list[int], slots: int) -> int:
    """Barrels lost at storage if nothing more were shipped."""
    counts = sorted((x for x in goods if x), reverse=True)
    lost = 0
    for i, x in enumerate(counts):
        if i < slots:
            continue
        lost += x - 1
    # The single kept barrel goes to the largest kind left after the warehouses.
    return lost
