"""The Builder: everyone may build one building; the builder pays one doubloon less.

Occupied quarries lower the cost by one each, at most as many as the building's
column.  The university (a colonist onto the new building) hooks in here, and
filling the twelfth city space triggers the end of the game.
"""

from __future__ import annotations

from bisect import insort

from ..actions import BUILD, PASS, UNIVERSITY_COLONIST
from ..data import BUILDINGS, CITY_SIZE, CITY_SPACES, COLUMN, COST, QUARRY, UNIVERSITY, Role
from ..state import GameState, Phase, PlayerState, register_phase
from .common import (
    ROLE_START,
    bonus_colonist_available,
    end_role,
    next_turn,
    start_turns,
    take_colonist_for_bonus,
)


def start_builder(state: GameState) -> None:
    start_turns(state, Phase.BUILDER)


def build_cost(state: GameState, seat: int, building: int) -> int:
    """What ``seat`` pays for ``building`` in the current Builder phase."""
    p = state.players[seat]
    return _cost(BUILDINGS[building], p, 1 if seat == state.role_player else 0)


def _cost(b, p: PlayerState, privilege: int) -> int:
    quarries = p.plant_occ[QUARRY]
    discount = privilege + (quarries if quarries < b.column else b.column)
    return b.cost - discount if b.cost > discount else 0


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
        if b.circles and p.bocc[UNIVERSITY] > 0 and bonus_colonist_available(state):
            state.phase = Phase.UNIVERSITY
            state.last_building = i
            return
    _end_turn(state)


def legal_university_actions(state: GameState) -> list[int]:
    return [UNIVERSITY_COLONIST, PASS]


def apply_university(state: GameState, action: int) -> None:
    if action == UNIVERSITY_COLONIST and take_colonist_for_bonus(state):
        state.players[state.current].bocc[state.last_building] += 1
    state.last_building = -1
    state.phase = Phase.BUILDER
    _end_turn(state)


def _end_turn(state: GameState) -> None:
    if not next_turn(state):
        end_role(state)


ROLE_START[Role.BUILDER] = start_builder
register_phase(Phase.BUILDER, legal_builder_actions, apply_builder)
register_phase(Phase.UNIVERSITY, legal_university_actions, apply_university)
