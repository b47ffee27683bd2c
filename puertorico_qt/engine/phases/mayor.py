"""The Mayor: colonists arrive and every player rearranges all of theirs.

The rules let a player move every colonist freely, but never keep one in San
Juan while a circle is empty.  The engine asks for the arrangement as a short
canonical sequence: the player's colonists are lifted off the board, then put
back one at a time onto targets in non-decreasing order (tile kinds first,
then buildings by index).  A target is offered only if the colonists still to
place can all find a circle at or after it, so every sequence ends in a legal
arrangement and each arrangement has exactly one sequence.  When a player has
at least as many colonists as circles there is nothing to decide: all circles
are filled and the rest wait in San Juan.  A whole arrangement chosen freely (the
desktop program) is checked and turned into that sequence by ``arrangement``.
"""

from __future__ import annotations

from collections.abc import Iterator

from ..actions import (
    BUILDING_TARGET,
    MAYOR_EXTRA,
    NOBLES,
    PASS,
    PLACE,
    Action,
    ChooseNobles,
    MayorExtraColonist,
    Pass,
    PlaceOnBuilding,
    PlaceOnTile,
)
from ..data import BUILDINGS, CIRCLES, FORTRESS, LIBRARY, N_TILE_KINDS, VILLA, Role
from ..reasons import Reason, Why, reason
from ..state import GameState, Phase, PlayerState, register_phase
from .common import ROLE_IDLE, ROLE_START, end_role
from .nobles import (
    legal_nobles_actions,
    noble_masks,
    refill_ship_with_nobles,
    refuse_nobles,
    settle_nobles,
    villa_worker,
)


def start_mayor(state: GameState) -> None:
    state.current = state.role_player
    if state.colonist_supply > 0:
        state.phase = Phase.MAYOR_EXTRA
    else:
        _distribute(state)


def legal_mayor_extra_actions(state: GameState) -> list[int]:
    return [MAYOR_EXTRA, PASS]


def apply_mayor_extra(state: GameState, action: int) -> None:
    """The mayor's privilege: a colonist from the supply.  With a manned library
    (expansion I) the privilege is double: after taking one he is asked once more, if
    the supply still has a colonist (``privilege_used`` = 1 while he is)."""
    if action == MAYOR_EXTRA:
        state.colonist_supply -= 1
        p = state.players[state.current]
        p.san_juan += 1
        if (
            p.bocc[LIBRARY] > 0
            and not state.privilege_used
            and state.colonist_supply > 0
            and state.config.expansions
        ):
            state.privilege_used = 1
            return
    state.privilege_used = 0
    _distribute(state)


def _distribute(state: GameState) -> None:
    """The ship's workers go round the table one by one, the mayor first; with
    expansion II the first of them, the mayor's, is the ship's noble."""
    n, first = state.n, state.role_player
    for i in range(state.colonist_ship + state.noble_ship):
        state.players[(first + i) % n].san_juan += 1
    if state.noble_ship:
        state.players[first].nobles += state.noble_ship
        state.noble_ship = 0
    state.colonist_ship = 0
    state.phase = Phase.MAYOR
    state.turn = 0
    state.current = first
    _begin_placement(state)


def capacity(p: PlayerState) -> int:
    """Circles on this player's tiles and buildings."""
    circles = sum(p.plant)
    for b in p.buildings:  # a loop, not sum(generator): about twice as fast
        circles += CIRCLES[b]
    return circles


def _begin_placement(state: GameState) -> None:
    """Lift the current player's colonists, or place them at once if there is no choice.

    Moves on to the next player (and ends the phase) while nobody has a choice.  A
    manned villa gives its worker first (expansion II); once a player's workers are
    placed, he may be asked which of them are nobles (``Phase.NOBLES``).
    """
    while True:
        p = state.players[state.current]
        if p.bocc[VILLA] > 0:
            villa_worker(state, p)
        total = p.colonists()
        cap = capacity(p)
        p.noble_on = 0
        if total >= cap:
            p.plant_occ = p.plant[:]
            for b in p.buildings:
                p.bocc[b] = BUILDINGS[b].circles
            p.san_juan = total - cap
            if p.nobles and not settle_nobles(p):
                state.mayor_left = 0
                state.mayor_min = 0
                state.phase = Phase.NOBLES
                return
        else:
            p.plant_occ = [0] * N_TILE_KINDS
            for b in p.buildings:
                p.bocc[b] = 0
            p.san_juan = 0
            state.mayor_left = total
            state.mayor_min = 0
            if total > 0:
                return
        state.turn += 1
        if state.turn >= state.n:
            _end_mayor(state)
            return
        state.current = (state.role_player + state.turn) % state.n


def free_targets(p: PlayerState) -> list[tuple[int, int]]:
    """(target, free circles) in canonical order, only targets with a free circle."""
    out = [
        (k, p.plant[k] - p.plant_occ[k]) for k in range(N_TILE_KINDS) if p.plant[k] > p.plant_occ[k]
    ]
    bocc = p.bocc
    for b in p.buildings:
        free = CIRCLES[b] - bocc[b]
        if free > 0:
            out.append((BUILDING_TARGET + b, free))
    return out


def legal_mayor_actions(state: GameState) -> list[int]:
    """Targets at or after the last one used, from which all colonists left still fit."""
    p = state.players[state.current]
    left, lowest = state.mayor_left, state.mayor_min
    acts = []
    room = 0  # free circles at or after the target being looked at
    bocc = p.bocc
    for b in reversed(p.buildings):
        target = BUILDING_TARGET + b
        if target < lowest:
            break
        free = CIRCLES[b] - bocc[b]
        if free > 0:
            room += free
            if room >= left:
                acts.append(PLACE + target)
    plant, occ = p.plant, p.plant_occ
    for k in range(N_TILE_KINDS - 1, lowest - 1, -1):
        free = plant[k] - occ[k]
        if free > 0:
            room += free
            if room >= left:
                acts.append(PLACE + k)
    acts.reverse()
    return acts


def apply_mayor(state: GameState, action: int) -> None:
    target = action - PLACE
    p = state.players[state.current]
    if target < BUILDING_TARGET:
        p.plant_occ[target] += 1
    else:
        p.bocc[target - BUILDING_TARGET] += 1
    state.mayor_min = target
    state.mayor_left -= 1
    if state.mayor_left == 0:
        if p.nobles and not settle_nobles(p):
            state.mayor_min = 0
            state.phase = Phase.NOBLES
            return
        _next_placement(state)


def _next_placement(state: GameState) -> None:
    """The current player's arrangement is done: the next one's turn, or the end."""
    state.turn += 1
    if state.turn >= state.n:
        _end_mayor(state)
        return
    state.current = (state.role_player + state.turn) % state.n
    _begin_placement(state)


def apply_nobles(state: GameState, action: int) -> None:
    """The player says which colonist-or-noble buildings his nobles man."""
    state.players[state.current].noble_on = action - NOBLES
    state.phase = Phase.MAYOR
    _next_placement(state)


def in_hand(state: GameState, seat: int) -> int:
    """Colonists ``seat`` has lifted off its board to arrange them (its Mayor turn): kept
    in ``mayor_left``, on no space, so ``PlayerState.colonists()`` leaves them out."""
    return state.mayor_left if state.phase == Phase.MAYOR and state.current == seat else 0


def empty_building_circles(state: GameState) -> int:
    empty = 0
    for p in state.players:
        bocc = p.bocc
        for b in p.buildings:
            empty += CIRCLES[b] - bocc[b]
    return empty


def _end_mayor(state: GameState) -> None:
    """Refill the colonist ship: one per empty building circle, at least one per player
    (with expansion II one of them a noble, and no end of the game when colonists run
    out)."""
    needed = max(state.n, empty_building_circles(state))
    if state.config.expansions and state.config.has("nobles"):
        refill_ship_with_nobles(state, needed)
    elif state.colonist_supply >= needed:
        state.colonist_supply -= needed
        state.colonist_ship = needed
    else:
        state.colonist_ship = state.colonist_supply
        state.colonist_supply = 0
        state.end_triggered = True
    state.mayor_left = 0
    state.mayor_min = 0
    end_role(state)


def mayor_nobles_problems(s: GameState) -> Iterator[str]:
    """For ``consistency``: the library's second extra colonist, the ship's noble handed
    out before the placements, the current player's nobles lifted with his workers, and
    the nobles' question only when it has more than one answer."""
    phase = s.phase
    if phase == Phase.MAYOR_EXTRA and (
        s.privilege_used not in (0, 1)
        or (s.privilege_used and s.players[s.current].bocc[LIBRARY] <= 0)
    ):
        yield "scratch.privilege_used: the mayor has no manned library"
    if phase in (Phase.MAYOR, Phase.NOBLES):
        p = s.players[s.current]
        if s.noble_ship:
            yield "the ship's noble is still on the ship in the Mayor phase"
        if phase == Phase.MAYOR and p.noble_on:
            yield "a noble stands on a building of the player arranging his workers"
    if phase == Phase.NOBLES:
        p = s.players[s.current]
        if p.noble_on or len(noble_masks(p)) < 2:
            yield "the nobles' question without a choice to make"
        if p.san_juan and capacity(p) > p.colonists() - p.san_juan:
            yield "the nobles' question before the workers are placed"


def refuse_mayor(state: GameState, action: Action) -> Reason | None:
    """A pass or a placement out of the canonical order would leave a colonist waiting."""
    if isinstance(action, Pass | PlaceOnTile | PlaceOnBuilding):
        return reason(Why.SAN_JUAN_WHILE_EMPTY)
    return None


def mayor_idle(state: GameState, seat: int) -> Reason | None:
    """Every circle of ``seat`` is manned already: new colonists would only wait.  (The
    ship's noble, expansion II, goes to the mayor and is worth a VP: never idle then.)
    Colonists waiting in San Juan man nothing: with an empty circle the Mayor is the
    only way to put them on it, however many they are.  A manned fortress counts every
    colonist, San Juan's too: more of them are worth VP, so the Mayor is never idle."""
    if state.noble_ship:
        return None
    p = state.players[seat]
    if p.occupied(FORTRESS):
        return None
    manned = p.colonists() - p.san_juan
    return reason(Why.IDLE_CIRCLES_FULL) if manned >= capacity(p) else None


ROLE_START[Role.MAYOR] = start_mayor
ROLE_IDLE[Role.MAYOR] = mayor_idle
register_phase(
    Phase.MAYOR_EXTRA,
    legal_mayor_extra_actions,
    apply_mayor_extra,
    accepts=(MayorExtraColonist,),
)
register_phase(
    Phase.NOBLES, legal_nobles_actions, apply_nobles, refuse_nobles, accepts=(ChooseNobles,)
)
register_phase(
    Phase.MAYOR,
    legal_mayor_actions,
    apply_mayor,
    refuse_mayor,
    accepts=(PlaceOnTile, PlaceOnBuilding),
)
