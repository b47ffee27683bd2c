"""The Settler: everyone may take one face-up plantation; the settler may take a quarry.

Hacienda (draw an extra face-down tile first), construction hut (a quarry
instead of a plantation) and hospice (a colonist onto the new tile) hook in here.
"""

from __future__ import annotations

from ..actions import HACIENDA_DRAW, PASS, TAKE, Action, HaciendaDraw, TakeTile
from ..data import CONSTRUCTION_HUT, HACIENDA, HOSPICE, ISLAND_SPACES, QUARRY, Role
from ..reasons import Reason, Why, reason
from ..rng import shuffle
from ..state import GameState, Phase, register_phase
from .bonus import BonusRule, offer_bonus_colonist, register_bonus
from .common import ROLE_IDLE, ROLE_START, end_role, next_turn, start_turns


def start_settler(state: GameState) -> None:
    start_turns(state, Phase.SETTLER)
    state.hacienda_used = False


def legal_settler_actions(state: GameState) -> list[int]:
    p = state.players[state.current]
    plant = p.plant
    if plant[0] + plant[1] + plant[2] + plant[3] + plant[4] + plant[5] >= ISLAND_SPACES:
        return [PASS]
    acts = [PASS]
    offer = state.offer
    for k in range(5):
        if offer[k]:
            acts.append(TAKE + k)
    if state.quarries and (state.current == state.role_player or p.bocc[CONSTRUCTION_HUT] > 0):
        acts.append(TAKE + QUARRY)
    if not state.hacienda_used and p.bocc[HACIENDA] > 0 and (state.pile or any(state.discard)):
        acts.append(HACIENDA_DRAW)
    return acts


def apply_settler(state: GameState, action: int) -> None:
    if action == PASS:
        _end_turn(state)
        return
    p = state.players[state.current]
    if action == HACIENDA_DRAW:
        if not state.pile:
            reshuffle_discards(state)
        p.plant[state.pile.pop()] += 1
        state.hacienda_used = True
        return
    tile = action - TAKE
    if tile == QUARRY:
        state.quarries -= 1
    else:
        state.offer[tile] -= 1
    p.plant[tile] += 1
    if offer_bonus_colonist(state, HOSPICE_RULE, tile):
        return
    _end_turn(state)


def refuse_settler(state: GameState, action: Action) -> Reason | None:
    p = state.players[state.current]
    match action:
        case TakeTile(tile):
            if sum(p.plant) >= ISLAND_SPACES:
                return reason(Why.ISLAND_FULL)
            if tile == QUARRY:
                if state.current != state.role_player and p.bocc[CONSTRUCTION_HUT] <= 0:
                    return reason(Why.QUARRY_NOT_YOURS, building=CONSTRUCTION_HUT)
                if state.quarries == 0:
                    return reason(Why.NO_QUARRY_LEFT)
            elif state.offer[tile] == 0:
                return reason(Why.NO_FACE_UP_TILE, tile=tile)
        case HaciendaDraw():
            if p.bocc[HACIENDA] <= 0:
                return reason(Why.HACIENDA_UNMANNED, building=HACIENDA)
            if sum(p.plant) >= ISLAND_SPACES:
                return reason(Why.ISLAND_FULL)
            if state.hacienda_used:
                return reason(Why.HACIENDA_USED, building=HACIENDA)
            return reason(Why.PILE_EMPTY)
    return None


def settler_idle(state: GameState, seat: int) -> Reason | None:
    """The settler brings nothing to a player whose island is full."""
    if sum(state.players[seat].plant) >= ISLAND_SPACES:
        return reason(Why.IDLE_ISLAND_FULL)
    return None


def _resume_after_hospice(state: GameState) -> None:
    state.phase = Phase.SETTLER
    _end_turn(state)


def _end_turn(state: GameState) -> None:
    if next_turn(state):
        state.hacienda_used = False
        return
    # Unchosen plantations go to the discard pile; a fresh offer is drawn.
    offer, discard = state.offer, state.discard
    for k in range(5):
        discard[k] += offer[k]
        offer[k] = 0
    draw_offer(state)
    end_role(state)


def draw_offer(state: GameState) -> None:
    """Turn up one more plantation than there are players (fewer if the tiles run out)."""
    for _ in range(state.n + 1):
        if not state.pile:
            reshuffle_discards(state)
            if not state.pile:
                return
        state.offer[state.pile.pop()] += 1


def reshuffle_discards(state: GameState) -> None:
    """An empty face-down pile is replaced by the shuffled discard pile."""
    pile = state.pile
    for k in range(5):
        pile.extend([k] * state.discard[k])
        state.discard[k] = 0
    state.rng = shuffle(state.rng, pile)


ROLE_START[Role.SETTLER] = start_settler
ROLE_IDLE[Role.SETTLER] = settler_idle
register_phase(
    Phase.SETTLER,
    legal_settler_actions,
    apply_settler,
    refuse_settler,
    accepts=(TakeTile, HaciendaDraw),
)
HOSPICE_RULE = register_bonus(BonusRule(HOSPICE, Phase.HOSPICE, _resume_after_hospice))
