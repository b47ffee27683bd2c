"""The Settler: everyone may take one face-up plantation; the settler may take a quarry.

Hacienda (draw an extra face-down tile first), construction hut (a quarry
instead of a plantation) and hospice (a colonist onto the new tile) hook in here.

Expansion I:

- Forest house, manned: the face-up plantation taken may be laid face down as a forest
  (``TakeForest(kind)``); with the hacienda the drawn tile is looked at first and laid
  either way (``forest.lay_drawn_tile``, ``Phase.FOREST``).  The hospice's colonist for
  a forest waits in San Juan (forests take no worker; ``bonus.FOREST_TILE``).
- Library, manned by the settler: his double privilege is one more face-up plantation
  after every other player has had his turn (a quarry only with a manned construction
  hut; a forest with a manned forest house; no hospice colonist for it).  Ruling: that
  extra take is not a second turn, so the hacienda is not used again there.  During it
  ``privilege_used`` is 1, ``current`` is the settler and ``turn`` is 0 again (the
  settler's own turn index); it is skipped when he could take nothing.

Expansion II: at the end of the phase the hunting lodges act (``hunting_lodge``).
"""

from __future__ import annotations

from ..actions import FOREST, HACIENDA_DRAW, PASS, TAKE, Action, HaciendaDraw, TakeForest, TakeTile
from ..data import (
    CONSTRUCTION_HUT,
    FOREST_HOUSE,
    HACIENDA,
    HOSPICE,
    HUNTING_LODGE,
    ISLAND_SPACES,
    LIBRARY,
    QUARRY,
    Role,
)
from ..reasons import Reason, Why, reason
from ..state import GameState, Phase, register_phase
from .bonus import FOREST_TILE, BonusRule, offer_bonus_colonist, register_bonus
from .common import ROLE_IDLE, ROLE_START, next_turn, start_turns
from .festival import RESUME_SETTLER, check_plantations
from .forest import lay_drawn_tile
from .hunting_lodge import end_settler_phase
from .place_workers import RESUME
from .tiles import draw_offer, give_up_options, island_full, manned_by_colonist, reshuffle_discards

__all__ = ["draw_offer", "reshuffle_discards"]  # their home is ``tiles``; kept here too


def start_settler(state: GameState) -> None:
    start_turns(state, Phase.SETTLER)
    state.hacienda_used = False


def legal_settler_actions(state: GameState) -> list[int]:
    p = state.players[state.current]
    plant = p.plant
    used = plant[0] + plant[1] + plant[2] + plant[3] + plant[4] + plant[5]
    if state.config.expansions:
        used += sum(p.forest)
    if used >= ISLAND_SPACES:
        return [PASS]
    acts = [PASS]
    offer = state.offer
    for k in range(5):
        if offer[k]:
            acts.append(TAKE + k)
    extra = state.privilege_used  # the library's extra take
    if state.quarries and (
        (state.current == state.role_player and not extra) or p.bocc[CONSTRUCTION_HUT] > 0
    ):
        acts.append(TAKE + QUARRY)
    if (
        not state.hacienda_used
        and not extra
        and p.bocc[HACIENDA] > 0
        and (state.pile or any(state.discard))
    ):
        acts.append(HACIENDA_DRAW)
    if p.bocc[FOREST_HOUSE] > 0:
        for k in range(5):
            if offer[k]:
                acts.append(FOREST + k)
    return acts


def apply_settler(state: GameState, action: int) -> None:
    if action == PASS:
        _end_turn(state)
        return
    p = state.players[state.current]
    if action == HACIENDA_DRAW:
        state.hacienda_used = True
        lay_drawn_tile(state)  # a plantation at once, or the forest house's question
        return
    if action >= FOREST:
        tile = action - FOREST
        state.offer[tile] -= 1
        p.forest[tile] += 1
        target = FOREST_TILE
    else:
        tile = target = action - TAKE
        if tile == QUARRY:
            state.quarries -= 1
        else:
            state.offer[tile] -= 1
        p.plant[tile] += 1
    if not state.privilege_used and offer_bonus_colonist(state, HOSPICE_RULE, target):
        return
    _end_turn(state)


def refuse_settler(state: GameState, action: Action) -> Reason | None:
    p = state.players[state.current]
    match action:
        case TakeTile(tile):
            if island_full(p):
                return reason(Why.ISLAND_FULL)
            if tile == QUARRY:
                if state.privilege_used and p.bocc[CONSTRUCTION_HUT] <= 0:
                    return reason(Why.LIBRARY_NO_QUARRY, building=CONSTRUCTION_HUT)
                if state.current != state.role_player and p.bocc[CONSTRUCTION_HUT] <= 0:
                    return reason(Why.QUARRY_NOT_YOURS, building=CONSTRUCTION_HUT)
                if state.quarries == 0:
                    return reason(Why.NO_QUARRY_LEFT)
            elif state.offer[tile] == 0:
                return reason(Why.NO_FACE_UP_TILE, tile=tile)
        case TakeForest(tile):
            if p.bocc[FOREST_HOUSE] <= 0:
                return reason(Why.FOREST_HOUSE_UNMANNED, building=FOREST_HOUSE)
            if island_full(p):
                return reason(Why.ISLAND_FULL)
            if state.offer[tile] == 0:
                return reason(Why.NO_FACE_UP_TILE, tile=tile)
        case HaciendaDraw():
            if p.bocc[HACIENDA] <= 0:
                return reason(Why.HACIENDA_UNMANNED, building=HACIENDA)
            if island_full(p):
                return reason(Why.ISLAND_FULL)
            if state.hacienda_used or state.privilege_used:
                return reason(Why.HACIENDA_USED, building=HACIENDA)
            return reason(Why.PILE_EMPTY)
    return None


def settler_idle(state: GameState, seat: int) -> Reason | None:
    """The settler brings nothing to a player whose island is full — unless his hunting
    lodge, manned by a colonist, would let him give up a tile at the end of the phase."""
    p = state.players[seat]
    if island_full(p):
        if manned_by_colonist(p, HUNTING_LODGE) and give_up_options(p):
            return None
        return reason(Why.IDLE_ISLAND_FULL)
    return None


def _resume_after_hospice(state: GameState) -> None:
    state.phase = Phase.SETTLER
    _end_turn(state)


def _end_turn(state: GameState) -> None:
    """The current player's turn is over (the festival's plantation goal is checked
    first: its workers are placed before the next player's turn)."""
    if state.festival and check_plantations(state, RESUME_SETTLER):
        return
    _next_turn(state)


def _resume_after_festival(state: GameState) -> None:
    state.phase = Phase.SETTLER
    _next_turn(state)


def _next_turn(state: GameState) -> None:
    if state.privilege_used:  # the library's extra take is over
        state.privilege_used = 0
    elif next_turn(state):
        state.hacienda_used = False
        return
    elif _library_extra_take(state):
        return
    end_settler_phase(state)


def _library_extra_take(state: GameState) -> bool:
    """Every player has had his turn: the settler with a manned library takes one more
    tile (True), unless he could take nothing (False)."""
    if state.players[state.role_player].bocc[LIBRARY] <= 0:
        return False
    state.privilege_used = 1
    state.turn = 0
    state.current = state.role_player
    state.hacienda_used = False
    if len(legal_settler_actions(state)) > 1:
        return True
    state.privilege_used = 0
    return False


ROLE_START[Role.SETTLER] = start_settler
ROLE_IDLE[Role.SETTLER] = settler_idle
register_phase(
    Phase.SETTLER,
    legal_settler_actions,
    apply_settler,
    refuse_settler,
    accepts=(TakeTile, HaciendaDraw, TakeForest),
)
RESUME[RESUME_SETTLER] = _resume_after_festival
HOSPICE_RULE = register_bonus(BonusRule(HOSPICE, Phase.HOSPICE, _resume_after_hospice))
