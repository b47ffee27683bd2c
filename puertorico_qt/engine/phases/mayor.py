"""The Mayor: colonists arrive and every player rearranges all of theirs.

The rules let a player move every colonist freely, but never keep one in San
Juan while a circle is empty.  The engine asks for the arrangement as a short
canonical sequence: the player's colonists are lifted off the board, then put
back one at a time onto targets in non-decreasing order (tile kinds first,
then buildings by index).  A target is offered only if the colonists still to
place can all find a circle at or after it, so every sequence ends in a legal
arrangement and each arrangement has exactly one sequence.  When a player has
at least as many colonists as circles there is nothing to decide: all circles
are filled and the rest wait in San Juan.
"""

from __future__ import annotations

from ..actions import BUILDING_TARGET, MAYOR_EXTRA, PASS, PLACE
from ..data import BUILDINGS, CIRCLES, N_TILE_KINDS, Role
from ..state import GameState, Phase, PlayerState, register_phase
from .common import ROLE_START, end_role


def start_mayor(state: GameState) -> None:
    state.current = state.role_player
    if state.colonist_supply > 0:
        state.phase = Phase.MAYOR_EXTRA
    else:
        _distribute(state)


def legal_mayor_extra_actions(state: GameState) -> list[int]:
    return [MAYOR_EXTRA, PASS]


def apply_mayor_extra(state: GameState, action: int) -> None:
    if action == MAYOR_EXTRA:
        state.colonist_supply -= 1
        state.players[state.current].san_juan += 1
    _distribute(state)


def _distribute(state: GameState) -> None:
    """The ship's colonists go round the table one by one, the mayor first."""
    n, first = state.n, state.role_player
    for i in range(state.colonist_ship):
        state.players[(first + i) % n].san_juan += 1
    state.colonist_ship = 0
    state.phase = Phase.MAYOR
    state.turn = 0
    state.current = first
    _begin_placement(state)


def capacity(p: PlayerState) -> int:
    """Circles on this player's tiles and buildings."""
    return sum(p.plant) + sum(CIRCLES[b] for b in p.buildings)


def _begin_placement(state: GameState) -> None:
    """Lift the current player's colonists, or place them at once if there is no choice.

    Moves on to the next player (and ends the phase) while nobody has a choice.
    """
    while True:
        p = state.players[state.current]
        total = p.colonists()
        cap = capacity(p)
        if total >= cap:
            p.plant_occ = p.plant[:]
            for b in p.buildings:
                p.bocc[b] = BUILDINGS[b].circles
            p.san_juan = total - cap
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
        state.turn += 1
        if state.turn >= state.n:
            _end_mayor(state)
            return
        state.current = (state.role_player + state.turn) % state.n
        _begin_placement(state)


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
    """Refill the colonist ship: one per empty building circle, at least one per player."""
    needed = max(state.n, empty_building_circles(state))
    if state.colonist_supply >= needed:
        state.colonist_supply -= needed
        state.colonist_ship = needed
    else:
        state.colonist_ship = state.colonist_supply
        state.colonist_supply = 0
        state.end_triggered = True
    state.mayor_left = 0
    state.mayor_min = 0
    end_role(state)


def placement_actions(state: GameState, tiles: list[int], buildings: dict[int, int]) -> list[int]:
    """The decisions that produce a whole arrangement chosen freely (the GUI).

    ``tiles[k]`` colonists on tile kind k, ``buildings[b]`` on building b.  Raises
    IllegalActionError with the reason if the arrangement is not allowed.  The
    caller applies the returned actions one by one with ``apply``; placements
    that leave no choice are made by ``apply`` itself and are not in the list.
    """
    from ..state import IllegalActionError

    if state.phase != Phase.MAYOR:
        raise IllegalActionError("colonists are only rearranged in the Mayor phase")
    p = state.players[state.current]
    if len(tiles) != N_TILE_KINDS:
        raise IllegalActionError("an arrangement names every kind of island tile")
    for k in range(N_TILE_KINDS):
        if not 0 <= tiles[k] <= p.plant[k]:
            raise IllegalActionError("each plantation or quarry holds one colonist")
    for b, n in buildings.items():
        if not p.owns(b):
            raise IllegalActionError("colonists can only go into your own buildings")
        if not 0 <= n <= BUILDINGS[b].circles:
            raise IllegalActionError("a building holds no more colonists than it has circles")
    placed = sum(tiles) + sum(buildings.values())
    if placed > p.colonists() + state.mayor_left:
        raise IllegalActionError("you placed more colonists than you have")
    wanted_tiles = list(tiles)
    wanted_buildings = {b: buildings.get(b, 0) for b in p.buildings}
    missing = 0
    for k in range(N_TILE_KINDS):
        if wanted_tiles[k] < p.plant_occ[k]:
            raise IllegalActionError("colonists already placed this turn cannot be taken back")
        missing += wanted_tiles[k] - p.plant_occ[k]
    for b, n in wanted_buildings.items():
        if n < p.bocc[b]:
            raise IllegalActionError("colonists already placed this turn cannot be taken back")
        missing += n - p.bocc[b]
    if missing < state.mayor_left:
        raise IllegalActionError("no colonist may wait in San Juan while a circle is empty")
    # Walk the canonical order on a copy.  Placements the engine makes by itself
    # (forced steps) are not decisions, so they are not returned.
    seat, turn = state.current, state.turn
    trial = state.clone()
    decisions: list[int] = []
    while trial.phase == Phase.MAYOR and trial.current == seat and trial.turn == turn:
        tp = trial.players[seat]
        action = next(
            (PLACE + k for k in range(N_TILE_KINDS) if tp.plant_occ[k] < wanted_tiles[k]),
            None,
        )
        if action is None:
            action = next(
                (
                    PLACE + BUILDING_TARGET + b
                    for b in tp.buildings
                    if tp.bocc[b] < wanted_buildings[b]
                ),
                None,
            )
        if action is None or action not in trial.legal_actions():
            raise IllegalActionError("colonists already placed this turn cannot be moved")
        decisions.append(action)
        trial.apply(action)
    done = trial.players[seat]
    if done.plant_occ != wanted_tiles or any(
        done.bocc[b] != n for b, n in wanted_buildings.items()
    ):
        raise IllegalActionError("colonists already placed this turn cannot be moved")
    return decisions


ROLE_START[Role.MAYOR] = start_mayor
register_phase(Phase.MAYOR_EXTRA, legal_mayor_extra_actions, apply_mayor_extra)
register_phase(Phase.MAYOR, legal_mayor_actions, apply_mayor)
