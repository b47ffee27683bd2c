"""Workers won outside the Mayor phase are placed at once (expansions III and IV).

The smuggler's poaching puts up to three workers from the colonist ship straight onto
the poacher's board — never onto the portrait (San Juan) — and the festival's
plantation goal gives three workers from the supply onto the board or the portrait.
Either way the player is handed the workers (``place_left``) and puts them one at a
time on a free circle (``PLACE`` + target, the Mayor's ids), in any order (at most
three, so the repeated arrangements cost the search little, and a person is never
refused a free circle).  ``PASS`` stops: the workers left go back to the supply
(poached ones) or onto the portrait (the festival's).  Nothing else moves: the
player's other workers stay where they are.

What goes on afterwards is ``RESUME[place_resume]`` — the end of the smuggler's role,
or the Settler or Trader turn in which the festival goal was met.
"""

from __future__ import annotations

from collections.abc import Callable

from ..actions import BUILDING_TARGET, PASS, PLACE, Action, Pass, PlaceOnBuilding, PlaceOnTile
from ..data import CIRCLES, N_TILE_KINDS
from ..reasons import Reason, Why, reason
from ..state import GameState, Phase, PlayerState, register_phase

#: What comes after the placements (``place_resume``; saved in files: never renumber).
RESUME_SMUGGLER = 0  # poached workers: the smuggler's role is over
RESUME_SETTLER = 1  # the festival's workers, won in a Settler turn
RESUME_TRADER = 2  # the festival's workers, won in a Trader turn (the land office)
RESUME: dict[int, Callable[[GameState], None]] = {}


def free_circles(p: PlayerState) -> int:
    """Unmanned circles on ``p``'s tiles and buildings."""
    free = 0
    for k in range(N_TILE_KINDS):
        free += p.plant[k] - p.plant_occ[k]
    bocc = p.bocc
    for b in p.buildings:
        free += CIRCLES[b] - bocc[b]
    return free


def start_placing(state: GameState, workers: int, resume: int) -> bool:
    """Hand ``workers`` (taken from the supply or the ship already) to the current player
    to place.  True: the question is open (``RESUME[resume]`` comes after it); False:
    there was nothing to decide — with no free circle the festival's workers went onto
    the portrait (poached workers are never more than the free circles)."""
    p = state.players[state.current]
    if workers <= 0:
        return False
    if not free_circles(p):
        if resume == RESUME_SMUGGLER:
            state.colonist_supply += workers
        else:
            p.san_juan += workers
        return False
    state.place_left = workers
    state.place_resume = resume
    state.phase = Phase.PLACE_WORKERS
    return True


def legal_place_actions(state: GameState) -> list[int]:
    p = state.players[state.current]
    acts = [PASS]
    for k in range(N_TILE_KINDS):
        if p.plant[k] > p.plant_occ[k]:
            acts.append(PLACE + k)
    bocc = p.bocc
    for b in p.buildings:
        if bocc[b] < CIRCLES[b]:
            acts.append(PLACE + BUILDING_TARGET + b)
    return acts


def apply_place(state: GameState, action: int) -> None:
    if action != PASS:
        target = action - PLACE
        p = state.players[state.current]
        if target < BUILDING_TARGET:
            p.plant_occ[target] += 1
        else:
            p.bocc[target - BUILDING_TARGET] += 1
        state.place_left -= 1
        if state.place_left and free_circles(p):
            return
    _finish(state)


def _finish(state: GameState) -> None:
    """The workers not placed go back (poached) or to the portrait; then what was
    interrupted goes on."""
    rest, resume = state.place_left, state.place_resume
    if rest:
        if resume == RESUME_SMUGGLER:
            state.colonist_supply += rest
        else:
            state.players[state.current].san_juan += rest
    state.place_left = 0
    state.place_resume = -1
    RESUME[resume](state)


def refuse_place(state: GameState, action: Action) -> Reason | None:
    """A tile or building without a free circle (or not the player's)."""
    if isinstance(action, PlaceOnTile | PlaceOnBuilding):
        return reason(Why.PLACE_NO_FREE_CIRCLE)
    return None


register_phase(
    Phase.PLACE_WORKERS,
    legal_place_actions,
    apply_place,
    refuse_place,
    accepts=(Pass, PlaceOnTile, PlaceOnBuilding),
)
