"""Choosing a role card: the chooser takes the doubloons on it and starts its phase."""

from __future__ import annotations

from ..actions import ROLE, Action, ChooseRole, Pass
from ..data import LIBRARY, Role
from ..reasons import Reason, Why, reason
from ..state import GameState, Phase, register_phase
from .common import ROLE_IDLE, ROLE_START, end_role
from .smuggler import chose_captured


def legal_role_actions(state: GameState) -> list[int]:
    acts = [ROLE + card for card, taker in enumerate(state.role_taken) if taker < 0]
    if state.wanted == state.current:  # the wanted poster (expansion III)
        acts = [a for a in acts if state.role_cards[a - ROLE] != Role.SMUGGLER]
    return acts


def apply_role(state: GameState, action: int) -> None:
    card = action - ROLE
    seat = state.current
    if card == state.captured:  # a role the smuggler swapped (expansion III)
        chose_captured(state, seat)
    state.role_taken[card] = seat
    state.players[seat].doubloons += state.role_coins[card]
    state.role_coins[card] = 0
    kind = state.role_cards[card]
    state.role = kind
    state.role_player = seat
    ROLE_START[kind](state)


def refuse_role(state: GameState, action: Action) -> Reason | None:
    match action:
        case Pass():
            return reason(Why.MUST_CHOOSE_ROLE)
        case ChooseRole(card):
            if card >= len(state.role_cards):
                return reason(Why.NO_SUCH_ROLE_CARD)
            if state.role_taken[card] >= 0:
                return reason(Why.ROLE_TAKEN, role=state.role_cards[card])
            if state.role_cards[card] == Role.SMUGGLER and state.wanted == state.current:
                return reason(Why.SMUGGLER_WANTED)
    return None


def prospector_doubloons(state: GameState, seat: int) -> int:
    """The prospector's privilege for ``seat``: one doubloon, two with a manned library
    (expansion I's double privilege)."""
    return 2 if state.players[seat].bocc[LIBRARY] > 0 else 1


def role_doubloons(state: GameState, seat: int, card: int) -> int:
    """The doubloons ``seat`` gets at once for taking role card ``card``: those lying on
    it, and the prospector's privilege (the log says them with the choice)."""
    privilege = (
        prospector_doubloons(state, seat) if state.role_cards[card] == Role.PROSPECTOR else 0
    )
    return state.role_coins[card] + privilege


def start_prospector(state: GameState) -> None:
    """The prospector has no action for everyone, only the privilege."""
    state.players[state.role_player].doubloons += prospector_doubloons(state, state.role_player)
    end_role(state)


ROLE_START[Role.PROSPECTOR] = start_prospector
ROLE_IDLE[Role.PROSPECTOR] = lambda state, seat: None  # a doubloon is never nothing
register_phase(Phase.ROLE, legal_role_actions, apply_role, refuse_role, accepts=(ChooseRole,))
