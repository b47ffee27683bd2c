"""What a position is worth: an estimate of each player's final score.

``player_value(state, seat, ctx)`` is the VP a player has now (chips, building VP,
the bonuses of large buildings) plus what the position should still earn before
the game ends: production times the rounds left, doubloons at the rate they turn
into buildings, goods in hand, violet buildings at a rate per round, quarries by
the builds still to come.  ``GameContext`` holds the facts that are the same for
every seat (rounds left, what money is worth now), so that ``values(state)``
computes them once.

``win_probabilities(values, ctx)`` turns estimated scores into a soft "who wins"
(a softmax whose temperature shrinks as the end approaches); the search
backs these up, and the rule-based player compares roles by them.

Everything here reads a full state and never changes it.  The numbers are hand
set from the rulebook's economy (a barrel shipped is one VP, a doubloon buys about
half a VP of buildings) and checked by self-play (``docs/ai.md``).
"""

from __future__ import annotations

import math

from ..engine.data import (
    BUILDINGS,
    CITY_HALL,
    CITY_SPACES,
    CONSTRUCTION_HUT,
    FACTORY,
    FACTORY_BONUS,
    GOOD_PRICE,
    GUILD_HALL,
    HACIENDA,
    HARBOR,
    HOSPICE,
    ISLAND_SPACES,
    LARGE_MARKET,
    LARGE_WAREHOUSE,
    N_BUILDINGS,
    OFFICE,
    PRODUCTION_BUILDINGS,
    QUARRY,
    RESIDENCE,
    SMALL_MARKET,
    SMALL_WAREHOUSE,
    UNIVERSITY,
    WHARF,
    BuildingKind,
    Role,
)
from ..engine.rules import LARGE_BONUS_BUILDINGS, large_building_bonus, player_score, production
from ..engine.state import GameState, Phase, PlayerState
from . import expansion_values as X
from . import festival_values as F

# --------------------------------------------------------------------------- tables

BVP: tuple[int, ...] = tuple(b.vp for b in BUILDINGS)
PRODUCES: tuple[int, ...] = tuple(b.produces for b in BUILDINGS)
CIRCLES: tuple[int, ...] = tuple(b.circles for b in BUILDINGS)
IS_SMALL_PROD: tuple[bool, ...] = tuple(b.kind == BuildingKind.SMALL_PRODUCTION for b in BUILDINGS)
IS_LARGE_PROD: tuple[bool, ...] = tuple(b.kind == BuildingKind.LARGE_PRODUCTION for b in BUILDINGS)
IS_VIOLET: tuple[bool, ...] = tuple(b.produces < 0 for b in BUILDINGS)
LARGE_VIOLET: tuple[int, ...] = LARGE_BONUS_BUILDINGS

#: VP a unit of production (one staffed plantation with its building circle) earns
#: per round still to play, by good: shipped or sold.
GOOD_RATE: tuple[float, ...] = (0.42, 0.46, 0.50, 0.56, 0.60)

#: Share of a unit's value that an unstaffed or unmatched plantation/circle carries.
#: SPARE (a plantation without a circle, or a circle without a plantation) was 0.22
#: until Stop 54: Normal then bought production buildings for goods it did not grow and
#: turned down the plantations that would have fed them (29 % of its production
#: buildings never produced a barrel); 0.08 won 40 % of 4-player games against three
#: Normals at 0.22 (400 deals; 0.05 and 0.12 alike), more in every set-up tried
#: (docs/ai.md, "Spare capacity").
POTENTIAL = 0.45
SPARE = 0.08

#: Money: VP per doubloon while there are builds to come.
MONEY_RATE = 0.42
#: The same with the 1897 expansions (tuned by self-play: a player who values money so
#: against players who value it at ``MONEY_RATE`` wins about twice his share).
EXPANSION_MONEY_RATE = 0.8
#: What a barrel in hand is worth (shipping or selling soon), before the price bonus.
BARREL = 0.55
BARREL_PRICE = 0.12
#: A colonist waiting in San Juan (it will staff something at the next Mayor).
SAN_JUAN = 0.25
#: A tie between equal scores is broken by doubloons plus goods.
TIEBREAK = 0.01

#: VP per round still to play that an occupied violet building earns (unoccupied: a share).
_VIOLET_RATE = [0.0] * N_BUILDINGS
_VIOLET_RATE[SMALL_MARKET] = 0.22
_VIOLET_RATE[HACIENDA] = 0.22
_VIOLET_RATE[CONSTRUCTION_HUT] = 0.16
_VIOLET_RATE[SMALL_WAREHOUSE] = 0.22
_VIOLET_RATE[HOSPICE] = 0.30
_VIOLET_RATE[OFFICE] = 0.18
_VIOLET_RATE[LARGE_MARKET] = 0.36
_VIOLET_RATE[LARGE_WAREHOUSE] = 0.30
_VIOLET_RATE[UNIVERSITY] = 0.25
_VIOLET_RATE[HARBOR] = 0.0  # by shipments, below
_VIOLET_RATE[WHARF] = 0.0  # by production, below
_VIOLET_RATE[FACTORY] = 0.0  # by kinds produced, below
VIOLET_RATE: tuple[float, ...] = tuple(_VIOLET_RATE)
UNSTAFFED = 0.6

#: The share of builds for which the k-th quarry (1..4) lowers the price.
QUARRY_USE = (0.0, 0.9, 0.75, 0.55, 0.35)

_ROLE_OF_KIND = {int(r): r for r in Role}

#: Typical game length in rounds by player count (measured in self-play).
TYPICAL_ROUNDS = {2: 17, 3: 16, 4: 16, 5: 14}


# --------------------------------------------------------------------------- context


class GameContext:
    """Facts shared by every seat: how long the game should still last, what money buys."""

    __slots__ = (
        "edition",
        "rounds_left",
        "horizon",
        "money",
        "goods",
        "last_round",
        "over",
        "temperature",
        "builds_left",
        "expansions",
        "noble_supply",
        "emptiest",
        "cache",
        "festival",
    )

    def __init__(self, state: GameState) -> None:
        self.edition = state.config.edition
        # Games with the 1897 expansions add terms (``expansion_values``).
        self.expansions = bool(state.config.expansions)
        self.noble_supply = state.noble_supply
        self.emptiest = (0, 0)
        self.cache: dict = {}
        if self.expansions:
            empty = sorted((ISLAND_SPACES - p.island_used() for p in state.players), reverse=True)
            self.emptiest = (empty[0], empty[1])
        self.over = state.phase == Phase.GAME_OVER
        self.last_round = state.end_triggered
        # The festival's open goals (expansion IV; ``festival_values``).
        self.festival = F.info(state) if self.expansions and not self.over else None
        if self.over:
            self.rounds_left = 0.0
            self.horizon = 0.0
            self.money = 0.0
            self.goods = 0.0
            self.builds_left = 0.0
            self.temperature = 1.5
            return
        left_in_round = (state.picks_per_round - state.pick) / state.picks_per_round
        if state.end_triggered:
            r = 0.0
            # What is still to come this round decides what money and goods are worth.
            open_kinds = 0
            for card, taker in enumerate(state.role_taken):
                if taker < 0:
                    open_kinds |= 1 << state.role_cards[card]
            builder = bool(open_kinds >> Role.BUILDER & 1) or (
                state.phase in (Phase.BUILDER, Phase.UNIVERSITY)
            )
            shipping = bool(open_kinds >> Role.CAPTAIN & 1 or open_kinds >> Role.TRADER & 1)
            self.money = 0.3 if builder else 0.0
            self.goods = 0.5 if shipping or state.phase in (Phase.CAPTAIN, Phase.TRADER) else 0.0
            self.builds_left = 1.0 if builder else 0.0
            self.horizon = 0.25 * left_in_round
        else:
            r = estimate_rounds_left(state)
            self.money = MONEY_RATE if r >= 1.5 else 0.2 + 0.15 * r
            if self.expansions and (state.config.has("buildings") or state.config.has("nobles")):
                # The expansions' buildings turn money into VP better (self-play).
                self.money *= EXPANSION_MONEY_RATE / MONEY_RATE
            self.goods = 1.0
            self.builds_left = 0.7 * r + 0.5
            # Later rounds are less certain to come and to be used well.
            self.horizon = r / (1.0 + r / 14.0) + 0.5 * left_in_round
        self.rounds_left = r + left_in_round
        self.temperature = 2.0 + 0.45 * self.rounds_left


def estimate_rounds_left(state: GameState) -> float:
    """Whole rounds after this one, from the three ways the game ends."""
    n = state.n
    prod_total = 0
    max_city = 0
    empty = 0
    for p in state.players:
        bocc = p.bocc
        # Staffed plantations, capped by staffed production circles (corn needs none).
        prod_total += sum(production(p))
        if p.city_used > max_city:
            max_city = p.city_used
        for b in p.buildings:
            empty += CIRCLES[b] - bocc[b]
    # VP chips: shipped barrels plus the bonuses.
    ship_rate = 0.55 * prod_total + 0.35 * n + 1.0
    r_vp = state.vp_supply / ship_rate
    # Colonists: each Mayor takes max(players, empty circles); about 0.85 Mayors a round.
    need = (n if n > empty else empty) + 0.5
    r_col = (state.colonist_supply + state.colonist_ship) / (0.85 * need)
    if state.config.expansions and state.config.has("nobles"):
        r_col = 99.0  # expansion II: running out of colonists ends nothing
    # The city: the fullest city gains about 1.25 spaces a round once money flows.
    r_city = (CITY_SPACES - max_city) / 1.25 + 0.5
    r_typ: float = TYPICAL_ROUNDS.get(n, 15) + 2 - state.round
    if r_typ < 1.0:
        r_typ = 1.0
    r = min(r_vp, r_col, r_city, r_typ)
    return r if r > 0.0 else 0.0


# Production building indices per good, for the loops below (corn needs none).
_PROD_BUILDINGS = PRODUCTION_BUILDINGS


# --------------------------------------------------------------------------- values


def production_units(p: PlayerState) -> tuple[list[int], list[int], list[int]]:
    """(staffed units, full units if every circle were staffed, circles) per good."""
    occ, plant, bocc = p.plant_occ, p.plant, p.bocc
    prod = [occ[0], 0, 0, 0, 0]
    full = [plant[0], 0, 0, 0, 0]
    circles = [0, 0, 0, 0, 0]
    for g in (1, 2, 3, 4):
        workers = 0
        circ = 0
        for b in _PROD_BUILDINGS[g]:
            o = bocc[b]
            if o >= 0:
                workers += o
                circ += CIRCLES[b]
        circles[g] = circ
        o = occ[g]
        prod[g] = o if o < workers else workers
        pl = plant[g]
        full[g] = pl if pl < circ else circ
    return prod, full, circles


def large_bonus(p: PlayerState, b: int, ctx: GameContext) -> int:
    """The bonus of large building ``b`` for this player if the game ended now (the
    engine's scoring rule)."""
    return large_building_bonus(p, b, ctx.edition)


def player_value(state: GameState, seat: int, ctx: GameContext) -> float:
    """Estimated final VP of ``seat`` (see the module docstring)."""
    return value_of(state.players[seat], ctx)


def _prod_term(g: int, plant: int, occ: int, circ: int, workers: int, h: float) -> float:
    """Production of good ``g``: staffed units, plus a share of what is still to staff."""
    if g == 0:
        return (occ + POTENTIAL * (plant - occ)) * GOOD_RATE[0] * h
    full = plant if plant < circ else circ
    u = occ if occ < workers else workers
    if u > full:
        u = full
    spare = plant + circ - 2 * full
    return (u + POTENTIAL * (full - u) + SPARE * spare) * GOOD_RATE[g] * h


def _quarry_term(occupied: int, tiles: int, city_used: int, ctx: GameContext) -> float:
    """Doubloons the quarries will save on the builds still to come, in VP."""
    qu = 0.0
    top = occupied if occupied < 4 else 4
    for k in range(1, top + 1):
        qu += QUARRY_USE[k]
    spare = tiles - occupied
    if spare > 0 and occupied < 4:
        qu += 0.5 * QUARRY_USE[occupied + 1] * (spare if spare < 4 - occupied else 4 - occupied)
    room = (CITY_SPACES - city_used) * 0.8
    builds = ctx.builds_left if ctx.builds_left < room else room
    return qu * builds * ctx.money


def _circles_workers(p: PlayerState, g: int) -> tuple[int, int]:
    bocc = p.bocc
    circ = workers = 0
    for b in _PROD_BUILDINGS[g]:
        o = bocc[b]
        if o >= 0:
            workers += o
            circ += CIRCLES[b]
    return circ, workers


def _large_share(p: PlayerState, b: int, ctx: GameContext) -> float:
    """How much of a large building's bonus counts: all if staffed, else a likelihood."""
    o = p.bocc[b]
    if o > 0:
        return 1.0
    if o < 0 or ctx.over:
        return 0.0
    return 0.85 if ctx.rounds_left > 1.0 else 0.35


def value_of(p: PlayerState, ctx: GameContext) -> float:
    """Estimated final VP of a player board in a game described by ``ctx``."""
    c = components(p, ctx)
    w = WEIGHTS
    return (
        c[0]
        + c[1]
        + w[2] * c[2]
        + w[3] * c[3]
        + w[4] * c[4]
        + w[5] * c[5]
        + w[6] * c[6]
        + w[7] * c[7]
        + w[8] * c[8]
        + TIEBREAK * c[9]
    )


#: Names of ``components``; ``value_of`` is their sum weighted by ``WEIGHTS``.
COMPONENTS = (
    "chips",
    "building_vp",
    "large_bonus",
    "production",
    "violet",
    "quarries",
    "money",
    "goods",
    "san_juan",
    "tiebreak",
)

#: Weights of the components (chips and building VP are VP already).  Fitted to the
#: final scores of self-play games (``bench/fit_evaluation.py``, see docs/ai.md).
WEIGHTS: tuple[float, ...] = (1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0)


def components(p: PlayerState, ctx: GameContext) -> tuple[float, ...]:
    """The parts of a player's estimated final score (see ``COMPONENTS``)."""
    bocc = p.bocc
    goods = p.goods
    tiebreak = p.doubloons + goods[0] + goods[1] + goods[2] + goods[3] + goods[4]
    bvp = 0
    for b in p.buildings:
        bvp += BVP[b]
    bonus = 0.0
    for b in LARGE_VIOLET:
        if bocc[b] >= 0:
            share = _large_share(p, b, ctx)
            if share:
                bonus += large_bonus(p, b, ctx) * share
    if ctx.over:
        if ctx.expansions:
            return _final_components(p, ctx, tiebreak)
        return (p.vp, bvp, bonus, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, tiebreak)
    h = ctx.horizon
    plant = p.plant
    occ = p.plant_occ
    kinds = 1 if occ[0] else 0
    units = occ[0]
    staffed = [occ[0], 0, 0, 0, 0] if ctx.expansions else None
    full = [plant[0], 0, 0, 0, 0]
    prod = _prod_term(0, plant[0], occ[0], 0, 0, h)
    for g in (1, 2, 3, 4):
        circ, workers = _circles_workers(p, g)
        if plant[g] or circ:
            o = occ[g]
            u = o if o < workers else workers
            if u:
                kinds += 1
                units += u
                if staffed is not None:
                    staffed[g] = u
            if staffed is not None:
                full[g] = plant[g] if plant[g] < circ else circ
            prod += _prod_term(g, plant[g], o, circ, workers, h)
    # Violet buildings.
    violet = 0.0
    for b in p.buildings:
        rate = VIOLET_RATE[b]
        if rate:
            violet += rate * h * (1.0 if bocc[b] > 0 else UNSTAFFED)
    if bocc[HARBOR] >= 0:
        violet += harbor_rate(kinds) * h * (1.0 if bocc[HARBOR] > 0 else UNSTAFFED)
    if bocc[WHARF] >= 0:
        violet += wharf_rate(units) * h * (1.0 if bocc[WHARF] > 0 else UNSTAFFED)
    if bocc[FACTORY] >= 0:
        violet += factory_rate(kinds, ctx) * h * (1.0 if bocc[FACTORY] > 0 else UNSTAFFED)
    # Island extras only help while there is room.
    filled = plant[0] + plant[1] + plant[2] + plant[3] + plant[4] + plant[5]
    chips: float = p.vp
    if staffed is not None:
        filled += sum(p.forest)
        held, later = X.extras(p, ctx, staffed, full, UNSTAFFED)
        chips += held
        violet += later
        if ctx.festival is not None:
            violet += F.value(p, ctx, staffed, full)
    if filled >= ISLAND_SPACES - 1:
        for b in (HACIENDA, HOSPICE):
            if bocc[b] >= 0:
                violet -= VIOLET_RATE[b] * h * 0.8
    # Quarries lower the price of the builds still to come.
    quarries = _quarry_term(occ[QUARRY], plant[QUARRY], p.city_used, ctx)
    # Money, goods and colonists waiting.
    money = 0.0
    if p.city_used < CITY_SPACES:
        d = p.doubloons
        cap = 10.0 + 9.0 * ctx.builds_left
        money = (d if d < cap else cap) * ctx.money
    gv = 0.0
    if ctx.goods:
        for g in range(5):
            x = goods[g]
            if x:
                gv += (x if x < 6 else 6) * BARREL_VALUE[g]
        gv *= ctx.goods
    sj = p.san_juan * SAN_JUAN if p.san_juan and ctx.rounds_left > 0.5 else 0.0
    return (chips, bvp, bonus, prod, violet, quarries, money, gv, sj, tiebreak)


def _final_components(p: PlayerState, ctx: GameContext, tiebreak: int) -> tuple[float, ...]:
    """A finished game with an expansion: the engine's own score (nobles included)."""
    s = player_score(p, ctx.edition)
    return (s.chips, s.buildings, s.bonus, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, tiebreak)


def harbor_rate(kinds: int) -> float:
    return min(1.0 + 0.35 * kinds, 2.0) * 0.55


def wharf_rate(units: int) -> float:
    return min(0.25 * units, 1.3) * 0.75


def factory_rate(kinds: int, ctx: GameContext) -> float:
    return FACTORY_BONUS[kinds] * 0.75 * ctx.money


BARREL_VALUE: tuple[float, ...] = tuple(BARREL + BARREL_PRICE * GOOD_PRICE[g] for g in range(5))


def tile_gain(p: PlayerState, tile: int, staffed: bool, ctx: GameContext) -> float:
    """``value_of`` after taking an island tile minus before (without the kinds terms)."""
    plant = p.plant
    occ = p.plant_occ
    h = ctx.horizon
    add = 1 if staffed else 0
    w = WEIGHTS
    if tile == QUARRY:
        gain = w[5] * (
            _quarry_term(occ[QUARRY] + add, plant[QUARRY] + 1, p.city_used, ctx)
            - _quarry_term(occ[QUARRY], plant[QUARRY], p.city_used, ctx)
        )
    elif tile == 0:
        gain = w[3] * (
            _prod_term(0, plant[0] + 1, occ[0] + add, 0, 0, h)
            - _prod_term(0, plant[0], occ[0], 0, 0, h)
        )
    else:
        circ, workers = _circles_workers(p, tile)
        gain = w[3] * (
            _prod_term(tile, plant[tile] + 1, occ[tile] + add, circ, workers, h)
            - _prod_term(tile, plant[tile], occ[tile], circ, workers, h)
        )
    filled = plant[0] + plant[1] + plant[2] + plant[3] + plant[4] + plant[5]
    if ctx.expansions:
        filled += sum(p.forest)
    if filled + 1 >= ISLAND_SPACES - 1 and filled < ISLAND_SPACES - 1:
        for b in (HACIENDA, HOSPICE):
            if p.bocc[b] >= 0:
                gain -= w[4] * VIOLET_RATE[b] * h * 0.8
    if p.bocc[RESIDENCE] >= 0 and filled >= 9:
        gain += w[2] * _large_share(p, RESIDENCE, ctx)
    if ctx.expansions and X.tile_matters(p):
        q = p.clone()
        q.plant[tile] += 1
        q.plant_occ[tile] += add
        gain += expansion_delta(p, q, ctx)
    if ctx.festival is not None and F.touches(tile, ctx):
        q = p.clone()
        q.plant[tile] += 1
        q.plant_occ[tile] += add
        made = staffed_production(p), staffed_production(q)
        gain += w[4] * F.tile_delta(p, q, tile, ctx, *made)
    return gain


def expansion_terms(p: PlayerState, ctx: GameContext, bonuses: bool = True) -> float:
    """The expansions' part of ``value_of(p)`` (VP held now and to come, weighted), with
    the bonuses of the expansions' large buildings if ``bonuses``."""
    staffed, full = staffed_production(p)
    held, later = X.extras(p, ctx, staffed, full, UNSTAFFED)
    bonus = 0.0
    if bonuses:
        for b in X.BONUS_BUILDINGS:
            if p.bocc[b] >= 0:
                share = _large_share(p, b, ctx)
                if share:
                    bonus += large_bonus(p, b, ctx) * share
    return WEIGHTS[0] * held + WEIGHTS[4] * later + WEIGHTS[2] * bonus


def expansion_delta(
    p: PlayerState, q: PlayerState, ctx: GameContext, bonuses: bool = True
) -> float:
    """How much the expansions' terms change from board ``p`` (a board of the position,
    unchanged while ``ctx`` is in use: its terms are kept in ``ctx.cache``) to board
    ``q``."""
    key = (id(p), bonuses)
    kept = ctx.cache.get(key)
    if kept is None or kept[0] is not p:
        kept = ctx.cache[key] = (p, expansion_terms(p, ctx, bonuses))
    return expansion_terms(q, ctx, bonuses) - kept[1]


def _production_of(p: PlayerState, ctx: GameContext) -> tuple[list[int], list[int]]:
    """``staffed_production(p)``, kept in ``ctx.cache`` while ``ctx`` is in use."""
    key = ("production", id(p))
    kept = ctx.cache.get(key)
    if kept is None or kept[0] is not p:
        kept = ctx.cache[key] = (p, *staffed_production(p))
    return kept[1], kept[2]


def staff_gain(p: PlayerState, b: int, ctx: GameContext) -> float:
    """What manning expansion building ``b`` (unmanned now) adds to ``p``'s estimate: by a
    noble where that is worth more and the player has one."""
    before = expansion_terms(p, ctx, bonuses=False)
    q = p.clone()
    q.bocc[b] = 1
    best = expansion_terms(q, ctx, bonuses=False)
    bit = X.NOBLE_BIT.get(b, 0)
    if bit and p.nobles:
        q.noble_on |= bit
        with_noble = expansion_terms(q, ctx, bonuses=False)
        if with_noble > best:
            best = with_noble
    return best - before


def staffed_production(p: PlayerState) -> tuple[list[int], list[int]]:
    """(staffed production units per good, units if every matched circle were staffed),
    as ``components`` counts them."""
    occ, plant = p.plant_occ, p.plant
    staffed = [occ[0], 0, 0, 0, 0]
    full = [plant[0], 0, 0, 0, 0]
    for g in (1, 2, 3, 4):
        circ, workers = _circles_workers(p, g)
        u = occ[g] if occ[g] < workers else workers
        staffed[g] = u
        full[g] = plant[g] if plant[g] < circ else circ
    return staffed, full


def building_gain(p: PlayerState, b: int, cost: int, ctx: GameContext, exact: bool = True) -> float:
    """``value_of`` after building ``b`` (unstaffed) for ``cost`` minus before, roughly.

    With the expansions, ``exact=False`` counts only a new building's own term, not how
    a building changes the worth of the expansion buildings already owned (estimates
    of whole roles, saving up)."""
    w = WEIGHTS
    gain = BVP[b] - w[6] * cost * ctx.money
    h = ctx.horizon
    g = PRODUCES[b]
    bocc = p.bocc
    if g >= 0:
        if g:
            circ, workers = _circles_workers(p, g)
            plant = p.plant[g]
            occ = p.plant_occ[g]
            gain += w[3] * (
                _prod_term(g, plant, occ, circ + CIRCLES[b], workers, h)
                - _prod_term(g, plant, occ, circ, workers, h)
            )
        if bocc[GUILD_HALL] >= 0:
            gain += w[2] * (2 if IS_LARGE_PROD[b] else 1) * _large_share(p, GUILD_HALL, ctx)
    elif b in LARGE_VIOLET:
        bonus = large_bonus(p, b, ctx)
        if b == CITY_HALL:
            bonus += 1
        gain += w[2] * bonus * (0.85 if ctx.rounds_left > 1.0 else 0.35)
    else:
        if bocc[CITY_HALL] >= 0:
            gain += w[2] * _large_share(p, CITY_HALL, ctx)
        rate = VIOLET_RATE[b]
        if b in (HARBOR, WHARF, FACTORY):
            prod, _full, _c = production_units(p)
            kinds = sum(1 for x in prod if x)
            if b == HARBOR:
                rate = harbor_rate(kinds)
            elif b == WHARF:
                rate = wharf_rate(sum(prod))
            else:
                rate = factory_rate(kinds, ctx)
        elif b in (HACIENDA, HOSPICE) and p.island_used() >= ISLAND_SPACES - 1:
            rate *= 0.2
        gain += w[4] * rate * h * UNSTAFFED
    # Fewer city spaces left: the quarries will save on fewer builds.
    q = p.plant_occ[QUARRY]
    if q or p.plant[QUARRY]:
        gain += w[5] * (
            _quarry_term(q, p.plant[QUARRY], p.city_used + CITY_SIZE_[b], ctx)
            - _quarry_term(q, p.plant[QUARRY], p.city_used, ctx)
        )
    if not ctx.expansions:
        return gain
    if ctx.festival is not None:
        gain += w[0] * F.building_reward(b, ctx)
    if b >= X.FIRST_NEW and (
        not exact or (b not in X.SELF_LINKED and not X.build_matters(p, b, ctx))
    ):
        # Only the new building's own term changes: count it alone (the search's hot path).
        prod, full = _production_of(p, ctx)
        gain += w[4] * X.building_value(p, b, ctx, prod, full, UNSTAFFED, workers=0)
    elif exact and (b >= X.FIRST_NEW or X.build_matters(p, b, ctx)):
        after = p.clone()
        after.bocc[b] = 0
        after.buildings = sorted((*p.buildings, b))
        after.city_used += CITY_SIZE_[b]
        # (the new building's own bonus is counted above, as a large building's)
        gain += expansion_delta(p, after, ctx, bonuses=False)
    return gain


CITY_SIZE_: tuple[int, ...] = tuple(b.city_spaces for b in BUILDINGS)


def values(state: GameState, ctx: GameContext | None = None) -> list[float]:
    """``player_value`` of every seat."""
    if ctx is None:
        ctx = GameContext(state)
    return [player_value(state, seat, ctx) for seat in range(state.n)]


def win_probabilities(vals: list[float], ctx: GameContext) -> list[float]:
    """A soft estimate of each seat's chance to win from estimated final scores."""
    t = ctx.temperature
    top = max(vals)
    exps = [math.exp((x - top) / t) for x in vals]
    total = sum(exps)
    return [e / total for e in exps]


def utility(vals: list[float], seat: int) -> float:
    """Margin over the opponents: against the leader, and a little against the field."""
    best = -1e9
    total = 0.0
    for i, x in enumerate(vals):
        if i != seat:
            total += x
            if x > best:
                best = x
    mean = total / (len(vals) - 1)
    return vals[seat] - 0.7 * best - 0.3 * mean


def terminal_rewards(state: GameState) -> list[float]:
    """Win (shared on a tie) mixed with a little of the score margin, for finished games."""
    scores = values(state)
    won = state.returns()
    n = state.n
    out = []
    for seat in range(n):
        margin = scores[seat] - max(scores[i] for i in range(n) if i != seat)
        out.append(0.85 * won[seat] + 0.15 / (1.0 + math.exp(-margin / 4.0)))
    return out
