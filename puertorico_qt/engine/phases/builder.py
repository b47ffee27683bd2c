"""The Builder: everyone may build one building; the builder pays one doubloon less.

Occupied quarries lower the cost by one each, at most as many as the building's
column.  The university (a colonist onto the new building) hooks in here, and
filling the twelfth city space triggers the end of the game.
"""

from __future__ import annotations

from bisect import insort

from ..actions import BUILD, BUILDING_TARGET, PASS, Action, Build
from ..data import BUILDINGS, CITY_SIZE, CITY_SPACES, COLUMN, COST, QUARRY, UNIVERSITY, Role
from ..reasons import Reason, Why, reason
from ..state import GameState, Phase, register_phase
from .bonus import BonusRule, offer_bonus_colonist, register_bonus
from .common import ROLE_IDLE, ROLE_START, end_role, next_turn, start_turns


def start_builder(state: GameState) -> None:
    start_turns(state, Phase.BUILDER)


_BUILDER = int(Role.BUILDER)  # a plain int: compared on every building built


def build_cost(state: GameState, seat: int, building: int, as_builder: bool | None = None) -> int:
    """What ``seat`` pays for ``building``: the printed cost, less one for the builder
    and one per manned quarry up to the building's column, never below nothing.

    ``as_builder``: count the builder's privilege or not; by default it counts for the
    player who chose the Builder now under way."""
    if as_builder is None:
        as_builder = seat == state.role_player and state.role == _BUILDER
    quarries = state.players[seat].plant_occ[QUARRY]
    column = COLUMN[building]
    discount = (1 if as_builder else 0) + (quarries if quarries < column else column)
    cost = COST[building]
    return cost - discount if cost > discount else 0


def can_build(state: GameState, seat: int, building: int, as_builder: bool | None = None) -> bool:
    """Could ``seat`` build ``building`` (a copy left, not owned, room, money)?"""
    p = state.players[seat]
    return (
        building in state.market
        and state.building_supply[building] > 0
        and p.bocc[building] < 0
        and CITY_SIZE[building] <= CITY_SPACES - p.city_used
        and build_cost(state, seat, building, as_builder) <= p.doubloons
    )


def legal_builder_actions(state: GameState) -> list[int]:
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


def apply_builder(state: GameState, action: int) -> None:
    if action != PASS:
        i = action - BUILD
        b = BUILDINGS[i]
        p = state.players[state.current]
        p.doubloons -= build_cost(state, state.current, i)
        state.building_supply[i] -= 1
        p.bocc[i] = 0
        insort(p.buildings, i)
        p.city_used += b.city_spaces
        if p.city_used >= CITY_SPACES:
            state.end_triggered = True
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
        return reason(Why.TOO_EXPENSIVE, building=b, cost=cost, money=p.doubloons)
    return None


def builder_idle(state: GameState, seat: int) -> Reason | None:
    """Nothing to build for ``seat`` even with the builder's privilege."""
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
