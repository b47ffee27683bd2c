"""What the 1897 expansions add to a position's worth (``heuristics.value_of``).

Expansion I's buildings and forests and expansion II's nobles, as terms of the same
estimate of a player's final score: a rate in VP per round still to play for a
building whose effect repeats (its share while unmanned is ``UNSTAFFED`` as for the
base game's violet buildings), a lump for one whose effect is counted per build to
come (church, zoning office, the forests' discount), and the nobles' final VP.  The
large buildings' bonuses (cloister, royal garden) come from the engine's scoring
through ``heuristics.components`` like the base game's.

``heuristics`` calls ``extras`` only in games with an expansion (``GameContext.
expansions``), so the base game's numbers and speed are untouched.  What the rules
are (costs, discounts, bonuses) is asked of the engine; the numbers here say only
what an effect is worth.
"""

from __future__ import annotations

from ..engine.data import (
    AQUEDUCT,
    BLACK_MARKET,
    BUILDINGS,
    CHAPEL,
    CHURCH,
    CITY_SPACES,
    CLOISTER,
    FOREST_HOUSE,
    GUEST_HOUSE,
    HUNTING_LODGE,
    INDIGO_PLANT,
    ISLAND_SPACES,
    JEWELER,
    LAND_OFFICE,
    LIBRARY,
    LIGHTHOUSE,
    N_BUILDINGS,
    NOBLE_SENSITIVE,
    ROYAL_GARDEN,
    ROYAL_SUPPLIER,
    SMALL_WHARF,
    SPECIALTY_FACTORY,
    STATUE,
    STOREHOUSE,
    SUGAR_MILL,
    TRADING_POST,
    UNION_HALL,
    VILLA,
    ZONING_OFFICE,
)
from ..engine.player import PlayerState
from ..engine.rules import CHURCH_VP, CLOISTER_BONUS, large_building_bonus

#: The expansions' buildings (rows after the base game's), for quick tests.
FIRST_NEW = AQUEDUCT
NEW_BUILDINGS: tuple[int, ...] = tuple(
    b.index for b in BUILDINGS if b.expansion in ("buildings", "nobles")
)

#: The expansions' large buildings with a game-end bonus (the engine's scoring).
BONUS_BUILDINGS: tuple[int, ...] = (CLOISTER, ROYAL_GARDEN)

#: How often a role's phase comes per round (the share of rounds in which it is chosen).
PER_ROUND_PRODUCTION = 0.7
PER_ROUND_CAPTAIN = 0.9
PER_ROUND_SETTLER = 0.9
PER_ROUND_MAYOR = 0.85

#: Flat rates (VP per round while manned) of the buildings whose worth depends little
#: on the position.
_FLAT = [0.0] * N_BUILDINGS
_FLAT[BLACK_MARKET] = 0.10
_FLAT[STOREHOUSE] = 0.24
_FLAT[GUEST_HOUSE] = 0.18
_FLAT[LAND_OFFICE] = 0.12
FLAT_RATE: tuple[float, ...] = tuple(_FLAT)

#: The production a building that pays per barrel is bought for when the island is
#: still small (units, the largest kind, pairs of equal barrels in hand): production
#: grows through the game.
TYPICAL_UNITS = 5.0
TYPICAL_BEST = 2.5
TYPICAL_PAIRS = 1.5

#: The dear buildings that pay by the round (tuning knob for self-play comparisons).
SCALED = frozenset({LIBRARY, UNION_HALL, SPECIALTY_FACTORY, SMALL_WHARF, LIGHTHOUSE})
SCALE = 1.3

#: The share of a new building's worth counted while it is unmanned (the base game's
#: violet buildings: ``heuristics.UNSTAFFED``); 0: the same.
UNSTAFFED_NEW = 0.8

#: The share of the cheaper and the large builds still to come (columns 1-3 and 4).
SMALL_BUILD_SHARE = 0.75
LARGE_BUILD_SHARE = 0.25

_BIT = {b: 1 << i for i, b in enumerate(NOBLE_SENSITIVE)}
#: The ``noble_on`` bit of each colonist-or-noble building.
NOBLE_BIT: dict[int, int] = _BIT
_GOOD_RATE = (0.42, 0.46, 0.50, 0.56, 0.60)  # heuristics.GOOD_RATE (kept equal, tested)


def noble_on(p: PlayerState, b: int) -> bool:
    """Is colonist-or-noble building ``b`` manned by a noble?"""
    return bool(p.noble_on & _BIT[b])


def builds_to_come(p: PlayerState, ctx) -> float:
    """Builds this player should still make (bounded by the city's room)."""
    room = (CITY_SPACES - p.city_used) * 0.8
    builds: float = ctx.builds_left
    return builds if builds < room else room


#: Owned buildings whose worth changes with the island's tiles, and with a production
#: building (the production they pay for), and the lumps that shrink with the city's room.
TILE_LINKED: tuple[int, ...] = (
    AQUEDUCT,
    FOREST_HOUSE,
    HUNTING_LODGE,
    CLOISTER,
    UNION_HALL,
    SPECIALTY_FACTORY,
    SMALL_WHARF,
    LIGHTHOUSE,
    ROYAL_SUPPLIER,
)
PRODUCTION_LINKED: tuple[int, ...] = (
    AQUEDUCT,
    UNION_HALL,
    SPECIALTY_FACTORY,
    SMALL_WHARF,
    LIGHTHOUSE,
    ROYAL_SUPPLIER,
)
ROOM_LINKED: tuple[int, ...] = (CHURCH, ZONING_OFFICE, FOREST_HOUSE)


def most_discount(p: PlayerState) -> int:
    """An upper bound of what quarries, forests and a zoning office take off a price
    (the builder's privilege and the library's aside): to skip buildings out of reach
    without asking the engine their price."""
    q = p.plant_occ[5]
    return (q if q < 4 else 4) + sum(p.forest) // 2 + 2


def tile_matters(p: PlayerState) -> bool:
    """Could one more island tile change what ``p``'s expansion buildings are worth?"""
    bocc = p.bocc
    return any(bocc[b] >= 0 for b in TILE_LINKED)


def build_matters(p: PlayerState, b: int, ctx) -> bool:
    """Could building base-game building ``b`` change what ``p``'s expansion buildings
    are worth (the production they pay for, the room left for the builds they count)?"""
    bocc = p.bocc
    if BUILDINGS[b].is_production and any(bocc[x] >= 0 for x in PRODUCTION_LINKED):
        return True
    if any(bocc[x] >= 0 for x in ROOM_LINKED):
        room = (CITY_SPACES - p.city_used - BUILDINGS[b].city_spaces) * 0.8
        return room < ctx.builds_left
    return False


def potential(prod: list[int], full: list[int]) -> list[float]:
    """Production per good to plan with: what is staffed, or most of what the island and
    the city could produce once staffed (the buildings that pay per barrel are bought
    for the production to come)."""
    return [prod[g] if prod[g] >= 0.7 * full[g] else 0.7 * full[g] for g in range(5)]


def building_rate(
    p: PlayerState, b: int, ctx, prod: list[int], full: list[int], noble: bool
) -> float:
    """VP per round still to play that building ``b`` earns ``p`` while manned (by a
    noble if ``noble``, for the colonist-or-noble buildings).  ``prod``: staffed
    production per good; ``full``: production if every matched circle were staffed."""
    rate = FLAT_RATE[b]
    if rate:
        return rate
    if b in SCALED:
        return SCALE * _rate(p, b, ctx, prod, full, noble)
    return _rate(p, b, ctx, prod, full, noble)


def _rate(p: PlayerState, b: int, ctx, prod: list[int], full: list[int], noble: bool) -> float:
    rate = 0.0
    bocc = p.bocc
    if b == AQUEDUCT:
        for g, big in ((1, INDIGO_PLANT), (2, SUGAR_MILL)):
            o = bocc[big]
            if o > 0 and prod[g] > 0:
                rate += _GOOD_RATE[g]
            elif o >= 0:
                rate += 0.45 * _GOOD_RATE[g] if p.plant[g] else 0.2 * _GOOD_RATE[g]
        return rate
    if b == LIBRARY:
        # A second privilege per role taken: about half a doubloon-like gain, half VP.
        return 0.7 + 0.5 * ctx.money
    if b == TRADING_POST:
        # A sale whenever the house will not take one: about one in two Trader phases.
        return 0.8 * ctx.money
    if b == FOREST_HOUSE:
        # The option to lay tiles as forests (their discount is ``forest_lump``).
        return 0.08 if p.island_used() < ISLAND_SPACES else 0.0
    if b == SMALL_WHARF:
        units = max(sum(potential(prod, full)), TYPICAL_UNITS)
        return min(0.25 + 0.1 * units, 0.9)
    if b == LIGHTHOUSE:
        kinds = sum(1 for x in potential(prod, full) if x >= 0.7)
        shipments = min(1.0 + 0.35 * kinds, 2.0) * 0.55
        return (shipments + 0.25) * ctx.money
    if b == SPECIALTY_FACTORY:
        pot = potential(prod, full)
        best = max(pot[1], pot[2], pot[3], pot[4])
        # The largest kind grows as the game goes on (once there is a kind to grow).
        floor = TYPICAL_BEST if max(full[1:]) or any(p.plant[1:5]) else 1.0
        best = best if best > floor else floor
        return (best - 0.7) * ctx.money * PER_ROUND_PRODUCTION
    if b == UNION_HALL:
        pairs = sum(x / 2 for x in potential(prod, full) if x >= 1.4)
        pairs = pairs if pairs > TYPICAL_PAIRS else TYPICAL_PAIRS
        return (0.6 * pairs + 0.35) * PER_ROUND_CAPTAIN
    if b == CHAPEL:
        return PER_ROUND_PRODUCTION * (1.0 if noble else ctx.money)
    if b == HUNTING_LODGE:
        if not noble:
            return 0.05
        return 2.0 * emptiest_chance(p, ctx) * PER_ROUND_SETTLER
    if b == ROYAL_SUPPLIER:
        held = sum(1 for g in range(5) if p.goods[g] or prod[g])
        return 0.45 * min(p.nobles, held) * PER_ROUND_CAPTAIN
    if b == VILLA:
        if ctx.noble_supply <= 0:
            return 0.1 * PER_ROUND_MAYOR
        # A noble: a VP at the end, a worker, and more with the nobles' buildings.
        more = 0.3 if bocc[JEWELER] >= 0 or bocc[ROYAL_GARDEN] >= 0 else 0.0
        return (1.2 + more) * PER_ROUND_MAYOR
    if b == JEWELER:
        return p.nobles * ctx.money * PER_ROUND_PRODUCTION
    return 0.0


def emptiest_chance(p: PlayerState, ctx) -> float:
    """How likely ``p`` ends a Settler phase with strictly the most empty island spaces
    (the hunting lodge's noble), from the two largest counts at the table now."""
    mine = ISLAND_SPACES - p.island_used()
    first, second = ctx.emptiest
    if mine > first or (mine == first and second < first):
        return 0.6 if mine > second + 1 else 0.4
    if mine == first:
        return 0.2  # a tie: nobody earns it
    return 0.05


def building_lump(p: PlayerState, b: int, ctx, noble: bool) -> float:
    """VP building ``b`` earns ``p`` over the builds still to come while manned."""
    if b == CHURCH:
        builds = builds_to_come(p, ctx)
        # Most later builds are of columns 2-4 (one VP, two for the large ones).
        return builds * (0.4 * CHURCH_VP[2] + 0.2 * CHURCH_VP[4])
    if b == ZONING_OFFICE:
        builds = builds_to_come(p, ctx)
        if noble:
            large = LARGE_BUILD_SHARE * builds if CITY_SPACES - p.city_used >= 2 else 0.0
            return 2.0 * large * ctx.money
        return SMALL_BUILD_SHARE * builds * ctx.money
    return 0.0


def forest_lump(p: PlayerState, ctx) -> float:
    """The forests' discount (one per two forests on every build to come: the forest
    house's owner's only; other players never hold forests)."""
    forests = sum(p.forest)
    if forests < 1:
        return 0.0
    per_build = forests // 2 + (0.3 if forests % 2 else 0.0)
    return per_build * builds_to_come(p, ctx) * ctx.money


def _best_noble(p: PlayerState, b: int, ctx, prod: list[int], full: list[int]) -> float:
    """An unmanned colonist-or-noble building: the better of its two uses (a noble's
    only if the player has one)."""
    rate = building_rate(p, b, ctx, prod, full, False) * ctx.horizon + building_lump(
        p, b, ctx, False
    )
    if p.nobles:
        with_noble = building_rate(p, b, ctx, prod, full, True) * ctx.horizon
        with_noble += building_lump(p, b, ctx, True)
        if with_noble > rate:
            rate = with_noble
    return rate


def extras(
    p: PlayerState, ctx, prod: list[int], full: list[int], unstaffed: float
) -> tuple[float, float]:
    """(VP held now, VP to come) that the expansions add to ``p``'s estimate: the nobles'
    final VP, and the new buildings' effects plus the forests' discount."""
    bocc = p.bocc
    later = 0.0
    for b in p.buildings:
        if b >= FIRST_NEW:
            later += building_value(p, b, ctx, prod, full, unstaffed)
    if bocc[FOREST_HOUSE] >= 0:
        later += forest_lump(p, ctx)
    if bocc[CLOISTER] >= 0 or bocc[ROYAL_GARDEN] >= 0:
        later += _bonus_growth(p, ctx)
    return float(p.nobles), later


def building_value(
    p: PlayerState,
    b: int,
    ctx,
    prod: list[int],
    full: list[int],
    unstaffed: float,
    workers: int | None = None,
) -> float:
    """The VP to come of expansion building ``b`` on ``p``'s board, manned as it is (or
    by ``workers``: 0 for one just built)."""
    if UNSTAFFED_NEW:
        unstaffed = UNSTAFFED_NEW
    o = p.bocc[b] if workers is None else workers
    if b in _BIT:
        if o > 0:
            noble = bool(p.noble_on & _BIT[b])
            v = building_rate(p, b, ctx, prod, full, noble) * ctx.horizon
            return v + building_lump(p, b, ctx, noble)
        return _best_noble(p, b, ctx, prod, full) * unstaffed
    v = building_rate(p, b, ctx, prod, full, False) * ctx.horizon
    v += building_lump(p, b, ctx, False)
    if o <= 0 and b != STATUE:
        v *= unstaffed
    return v


#: New buildings whose worth reaches beyond their own term (the villa's nobles for the
#: jeweler and the royal garden, the bonuses' growth, the forests' discount, the lumps
#: that count the builds the city still has room for).
SELF_LINKED = frozenset(
    {VILLA, JEWELER, ROYAL_GARDEN, CLOISTER, FOREST_HOUSE, CHURCH, ZONING_OFFICE}
)


def _bonus_growth(p: PlayerState, ctx) -> float:
    """What the cloister's and the royal garden's bonuses should still grow by."""
    grow = 0.0
    r = ctx.rounds_left
    if p.bocc[ROYAL_GARDEN] >= 0 and ctx.noble_supply > 0:
        grow += min(0.25 * r, 3.0) * (1.0 if p.bocc[VILLA] >= 0 else 0.5)
    grow *= 0.6
    used = p.island_used()
    if p.bocc[CLOISTER] >= 0 and used < ISLAND_SPACES:
        # About one tile a round; a set of three for every four tiles or so at the end.
        tiles = min(0.8 * r, ISLAND_SPACES - used)
        now = large_building_bonus(p, CLOISTER, ctx.edition)
        sets = min(4.0, (used + tiles) / 4.0)
        low = int(sets)
        final = CLOISTER_BONUS[low] + (sets - low) * (
            CLOISTER_BONUS[min(low + 1, 4)] - CLOISTER_BONUS[low]
        )
        if final > now:
            grow += 0.7 * (final - now)
    return grow
