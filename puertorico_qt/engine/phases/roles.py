"""Choosing a role card: the chooser takes the doubloons on it and starts its phase."""

from __future__ import annotations

from ..actions import ROLE
from ..data import Role
from ..state import GameState, Phase, register_phase
from .common import ROLE_START, end_role


def legal_role_actions(state: GameState) -> list[int]:
    return [ROLE + card for card, taker in enumerate(state.role_taken) if taker < 0]


def apply_role(state: GameState, action: int) -> None:
    card = action - ROLE
    seat = state.current
    state.role_taken[card] = seat
    state.players[seat].doubloons += state.role_coins[card]
    state.role_coins[card] = 0
    kind = state.role_cards[card]
    state.role = kind
    state.role_player = seat
    ROLE_START[kind](state)


def start_prospector(state: GameState) -> None:
    """The prospector has no action for everyone, only the privilege: one doubloon."""
    state.players[state.role_player].doubloons += 1
    end_role(state)


ROLE_START[Role.PROSPECTOR] = start_prospector
register_phase(Phase.ROLE, legal_role_actions, apply_role)
