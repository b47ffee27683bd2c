"""The Builder: everyone may build one building; the builder pays one doubloon less.

Occupied quarries lower the cost by one each, at most as many as the building's
column.  The university (a colonist onto the new building) hooks in here, and
filling the twelfth city space triggers the end of the game.

Expansion I and II (games with an expansion only; the base game's loop is untouched):
two forests lower every price by one (no column limit, manned forest house or not);
a manned zoning office lowers it by one for columns 1-3 with a colonist, by two for
column 4 with a noble; a manned library doubles the builder's privilege.  A manned
black market lets a player short of money build anyway, paying the rest with a VP
chip, a barrel and a worker (``black_market.py`` asks which); a manned church gives
VP chips for what its owner builds.
"""

from __future__ import annotations

from bisect import insort

from ..actions import BUILD, BUILDING_TARGET, PASS, Action, Build
from ..data import (
    BLACK_MARKET,
    BUILDINGS,
    CHURCH,
    CITY_SIZE,
    CITY_SPACES,
    COLUMN,
    COST,
    ISLAND_SPACES,
    LIBRARY,
    NOBLE_SENSITIVE,
    QUARRY,
    UNIVERSITY,
    ZONING_OFFICE,
    Role,
)
from ..reasons import Reason, Why, reason
from ..state import GameState, Phase, PlayerState, register_phase
from .bonus import BonusRule, offer_bonus_colonist, register_bonus
from .common import ROLE_IDLE, ROLE_START, end_role, give_vp_chips, next_turn, start_turns
from .festival import check_building


def start_builder(state: GameState) -> None:
    start_turns(state, Phase.BUILDER)


_BUILDER = int(Role.BUILDER)  # a plain int: compared on every building built
_ZONING_BIT = 1 << NOBLE_SENSITIVE.index(ZONING_OFFICE)
#: The church's VP chips by the column of the building built (column 1: none).
CHURCH_VP: tuple[int, ...] = (0, 0, 1, 1, 2)


def church_vp(state: GameState, seat: int, building: int) -> int:
    """The VP chips ``seat``'s manned church gives for building ``building`` now (by the
    building's column; none for the church itself, none without one)."""
    if not state.config.expansions or building == CHURCH:
        return 0
    return CHURCH_VP[COLUMN[building]] if state.players[seat].bocc[CHURCH] > 0 else 0


def build_cost(state: GameState, seat: int, building: int, as_builder: bool | None = None) -> int:
    """What ``seat`` pays for ``building``: the printed cost, less one for the builder
    and one per manned quarry up to the building's column, never below nothing.  With
    the expansions also less the forests', the zoning office's and the library's
    discounts (``expansion_discount``).

    ``as_builder``: count the builder's privilege or not; by default it counts for the
    player who chose the Builder now under way."""
    if as_builder is None:
        as_builder = seat == state.role_player and state.role == _BUILDER
    p = state.players[seat]
    quarries = p.plant_occ[QUARRY]
    column = COLUMN[building]
    discount = (1 if as_builder else 0) + (quarries if quarries < column else column)
    if state.config.expansions:
        discount += expansion_discount(p, building, as_builder)
    cost = COST[building]
    return cost - discount if cost > discount else 0


def expansion_discount(p: PlayerState, building: int, as_builder: bool) -> int:
    """The expansions' part of the discount on ``building`` for ``p``: one per two
    forests; the zoning office manned by a colonist one on columns 1-3, by a noble two
    on column 4; the library manned doubles the builder's privilege (one more)."""
    return expansion_discount_in_column(p, COLUMN[building], as_builder)


def expansion_discount_in_column(p: PlayerState, column: int, as_builder: bool) -> int:
    """``expansion_discount`` for any building of ``column`` (it depends on no more)."""
    discount = sum(p.forest) // 2
    if as_builder and p.bocc[LIBRARY] > 0:
        discount += 1
    if p.bocc[ZONING_OFFICE] > 0:
        if p.noble_on & _ZONING_BIT:
            if column == 4:
                discount += 2
        elif column <= 3:
            discount += 1
    return discount


def trade_in_capacity(p: PlayerState) -> int:
    """How many doubloons a manned black market can stand in for (0 without one): one
    each for a VP chip, a barrel and a worker other than the black market's own."""
    if p.bocc[BLACK_MARKET] <= 0:
        return 0
    return (
        (1 if p.vp > 0 else 0)
        + (1 if any(p.goods) else 0)
        + (1 if p.colonists() > p.bocc[BLACK_MARKET] else 0)
    )


def can_build(state: GameState, seat: int, building: int, as_builder: bool | None = None) -> bool:
    """Could ``seat`` build ``building`` (a copy left, not owned, room, money — or the
    money with what a manned black market takes in trade)?"""
    p = state.players[seat]
    if not (
        building in state.market
        and state.building_supply[building] > 0
        and p.bocc[building] < 0
        and CITY_SIZE[building] <= CITY_SPACES - p.city_used
    ):
        return False
    cost = build_cost(state, seat, building, as_builder)
    if cost <= p.doubloons:
        return True
    return bool(state.config.expansions) and cost <= p.doubloons + trade_in_capacity(p)


def needs_black_market(
    state: GameState, seat: int, building: int, as_builder: bool | None = None
) -> int:
    """How many items ``seat`` would trade in at the black market to build
    ``building`` (0: the doubloons suffice).  Only meaningful when ``can_build``."""
    shortfall = build_cost(state, seat, building, as_builder) - state.players[seat].doubloons
    return shortfall if shortfall > 0 else 0


def legal_builder_actions(state: GameState) -> list[int]:
    if state.config.expansions:
        return _legal_with_expansions(state)
    seat = state.current
    p = state.players[seat]
    privilege = 1 if seat == state.role_player else 0
    free = CITY_SPACES - p.city_used
    money = p.doubloons
    quarries = p.plant_occ[QUARRY]
    supply, bocc = state.building_supply, p.bocc
    acts = [PASS]
    for i in state.market:
        if supply[i] > 0 and bocc[i] < 0 and CITY_SIZE[i] <= free:
            column = COLUMN[i]
            cost = COST[i] - privilege - (quarries if quarries < column else column)
            if cost <= money:
                acts.append(BUILD + i)
    return acts


#: ``COST`` less the quarries' discount (one per manned quarry, at most the column), per
#: number of manned quarries: the expansions' legal builds compare one number per
#: building (their market is a third longer than the base game's).
_COST_AFTER_QUARRIES: tuple[tuple[int, ...], ...] = tuple(
    tuple(cost - min(quarries, column) for cost, column in zip(COST, COLUMN, strict=True))
    for quarries in range(ISLAND_SPACES + 1)
)


def _legal_with_expansions(state: GameState) -> list[int]:
    """``legal_builder_actions`` with the expansions' discounts and the black market:
    the same costs as ``build_cost``.  The discounts that depend on the player alone
    (privilege, ``expansion_discount`` of column 0) are worked out once and added to
    what he can pay; the zoning office's, which depends on the column, is taken off the
    cost of each building of the market."""
    seat = state.current
    p = state.players[seat]
    as_builder = seat == state.role_player
    free = CITY_SPACES - p.city_used
    common = expansion_discount_in_column(p, 0, as_builder)  # column 0: no zoning part
    limit = p.doubloons + trade_in_capacity(p) + (1 if as_builder else 0) + common
    cost: tuple[int, ...] | list[int] = _COST_AFTER_QUARRIES[p.plant_occ[QUARRY]]
    if p.bocc[ZONING_OFFICE] > 0:
        zoning = [expansion_discount_in_column(p, c, as_builder) - common for c in range(5)]
        zoned = list(cost)
        for i in state.market:
            zoned[i] -= zoning[COLUMN[i]]
        cost = zoned
    supply, bocc = state.building_supply, p.bocc
    acts = [PASS]
    for i in state.market:
        if cost[i] <= limit and supply[i] > 0 and bocc[i] < 0 and CITY_SIZE[i] <= free:
            acts.append(BUILD + i)
    return acts


def apply_builder(state: GameState, action: int) -> None:
    if action == PASS:
        _end_turn(state)
        return
    i = action - BUILD
    p = state.players[state.current]
    cost = build_cost(state, state.current, i)
    if cost > p.doubloons:
        # Short of money (only legal with a manned black market): all the doubloons go,
        # the rest is traded in item by item in the black-market phase.
        state.bm_due = cost - p.doubloons
        state.bm_stage = 0
        state.last_building = i
        p.doubloons = 0
        state.phase = Phase.BLACK_MARKET
        return
    p.doubloons -= cost
    place_building(state, i)


def place_building(state: GameState, i: int) -> None:
    """The building ``i`` (paid for) goes into the current player's city; the twelfth
    city space triggers the end, a manned church gives its VP chips, the university
    offers its colonist; then the next player's turn."""
    b = BUILDINGS[i]
    p = state.players[state.current]
    state.building_supply[i] -= 1
    p.bocc[i] = 0
    insort(p.buildings, i)
    p.city_used += b.city_spaces
    if p.city_used >= CITY_SPACES:
        state.end_triggered = True
    church = church_vp(state, state.current, i)
    if church:  # the chips come from the supply; the last one ends the game
        give_vp_chips(state, state.current, church)
    if state.festival:
        check_building(state, i)
    if b.circles and offer_bonus_colonist(state, UNIVERSITY_RULE, BUILDING_TARGET + i):
        return
    _end_turn(state)


def refuse_builder(state: GameState, action: Action) -> Reason | None:
    if not isinstance(action, Build):
        return None
    b = action.building
    p = state.players[state.current]
    if b not in state.market or state.building_supply[b] == 0:
        return reason(Why.SOLD_OUT, building=b)
    if p.bocc[b] >= 0:
        return reason(Why.ALREADY_OWNED, building=b)
    if CITY_SIZE[b] > CITY_SPACES - p.city_used:
        return reason(Why.LARGE_NEEDS_TWO if BUILDINGS[b].is_large else Why.CITY_FULL)
    cost = build_cost(state, state.current, b)
    if cost > p.doubloons:
        if state.config.expansions and p.bocc[BLACK_MARKET] > 0:
            return reason(
                Why.BLACK_MARKET_SHORT,
                building=b,
                cost=cost,
                money=p.doubloons,
                items=trade_in_capacity(p),
            )
        return reason(Why.TOO_EXPENSIVE, building=b, cost=cost, money=p.doubloons)
    return None


def builder_idle(state: GameState, seat: int) -> Reason | None:
    """Nothing to build for ``seat`` even with the builder's privilege (and, with the
    expansions, its forests, zoning office, library and black market)."""
    if any(can_build(state, seat, b, as_builder=True) for b in state.market):
        return None
    return reason(Why.IDLE_CANNOT_AFFORD)


def _resume_after_university(state: GameState) -> None:
    state.phase = Phase.BUILDER
    _end_turn(state)


def _end_turn(state: GameState) -> None:
    if not next_turn(state):
        end_role(state)


ROLE_START[Role.BUILDER] = start_builder
ROLE_IDLE[Role.BUILDER] = builder_idle
register_phase(
    Phase.BUILDER, legal_builder_actions, apply_builder, refuse_builder, accepts=(Build,)
)
UNIVERSITY_RULE = register_bonus(BonusRule(UNIVERSITY, Phase.UNIVERSITY, _resume_after_university))
