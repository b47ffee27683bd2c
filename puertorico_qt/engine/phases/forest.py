"""A face-down tile just drawn, with a manned forest house: plantation or forest?

The hacienda (Settler phase) and the land office with a colonist (Trader phase) draw
the top face-down plantation.  The owner of a manned forest house looks at it first and
then lays it face up as a plantation (``TakeTile(kind)``) or face down as a forest
(``TakeForest(kind)``).  While he decides, the tile waits in ``state.drawn_tile`` (seen
by him alone, see ``observation``); then the interrupted turn goes on where it was: the
Settler turn (he may still take a face-up tile, as after any hacienda draw) or the
Trader turn (he may still sell).  Without a manned forest house these buildings lay the
drawn tile as a plantation at once, as in the base game.

A drawn tile never takes the hospice's colonist: the hospice is for the face-up tile of
the turn (as with the base game's hacienda).
"""

from __future__ import annotations

from ..actions import FOREST, TAKE, Action, TakeForest, TakeTile
from ..data import Role
from ..reasons import Reason, Why, reason
from ..state import GameState, Phase, register_phase
from .festival import RESUME_TRADER, check_plantations
from .tiles import draw_face_down, forest_house_manned


def lay_drawn_tile(state: GameState) -> None:
    """Draw the top face-down tile for the current player: onto his island as a
    plantation, or — with a manned forest house — into ``drawn_tile`` and the question."""
    tile = draw_face_down(state)
    p = state.players[state.current]
    if forest_house_manned(p):
        state.drawn_tile = tile
        state.phase = Phase.FOREST
    else:
        p.plant[tile] += 1


def legal_forest_actions(state: GameState) -> list[int]:
    return [TAKE + state.drawn_tile, FOREST + state.drawn_tile]


def apply_forest(state: GameState, action: int) -> None:
    p = state.players[state.current]
    tile = state.drawn_tile
    if action == FOREST + tile:
        p.forest[tile] += 1
    else:
        p.plant[tile] += 1
    state.drawn_tile = -1
    if state.role == Role.SETTLER:
        state.phase = Phase.SETTLER
        return
    state.phase = Phase.TRADER
    if state.festival:  # a tile from the land office (the Settler's: at his turn's end)
        check_plantations(state, RESUME_TRADER)


def refuse_forest(state: GameState, action: Action) -> Reason | None:
    match action:
        case TakeTile(tile) | TakeForest(tile) if tile != state.drawn_tile:
            return reason(Why.DRAWN_TILE_IS, tile=state.drawn_tile)
    return None


register_phase(
    Phase.FOREST, legal_forest_actions, apply_forest, refuse_forest, accepts=(TakeTile, TakeForest)
)
