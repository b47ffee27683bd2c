"""The questions the desktop program and the bots may ask the rules.

Everything here is answered by the phase modules, the scoring or the arrangement;
this module only gathers them in one place, so that no code outside the engine
works a rule out for itself (what a building costs this player now, what a shipment
earns, whether the trading house takes a good, what a large building's bonus is,
whether a role would bring its chooser anything).
"""

from __future__ import annotations

from .actions import ROLE
from .data import Role
from .phases.arrangement import (
    SAN_JUAN,
    Arrangement,
    building_at,
    building_place,
    is_building_place,
    placement_actions,
    tile_place,
)
from .phases.bonus import RULES as BONUS_RULES
from .phases.builder import build_cost, can_build
from .phases.captain import Shipment, cargo_options, shipment, shipment_vp, warehouse_slots
from .phases.common import ROLE_IDLE
from .phases.craftsman import production
from .phases.mayor import capacity, in_hand
from .phases.trader import HOUSE_SIZE, can_sell, sale_price
from .reasons import Reason
from .scoring import (
    LARGE_BUILDING_BONUS,
    large_building_bonus,
    player_score,
    score_breakdown,
    winners,
)
from .state import GameState, Phase

#: The large buildings with a game-end bonus, in the scoring's order.
LARGE_BONUS_BUILDINGS: tuple[int, ...] = tuple(LARGE_BUILDING_BONUS)


def idle_role(state: GameState, seat: int, card: int) -> Reason | None:
    """Why taking role card ``card`` would bring ``seat`` nothing at all — neither the
    action nor the privilege — or None when it would bring something.  (Doubloons
    lying on the card are not counted: the program mentions them itself.)"""
    if not 0 <= card < len(state.role_cards):
        return None
    return ROLE_IDLE[state.role_cards[card]](state, seat)


def chosen_role(state: GameState, action: int) -> int | None:
    """The role kind ``action`` chooses in ``state`` (None: it is not a role choice)."""
    if state.phase != Phase.ROLE:
        return None
    card = action - ROLE
    return state.role_cards[card] if 0 <= card < len(state.role_cards) else None


def bonus_building(state: GameState) -> int:
    """The building whose bonus colonist is being offered now (-1: none)."""
    rule = BONUS_RULES.get(Phase(state.phase))
    return rule.building if rule is not None else -1


def bonus_colonist_phases() -> frozenset[Phase]:
    """The phases that ask whether to take a building's bonus colonist."""
    return frozenset(BONUS_RULES)


__all__ = [
    "HOUSE_SIZE",
    "LARGE_BONUS_BUILDINGS",
    "SAN_JUAN",
    "Arrangement",
    "Role",
    "Shipment",
    "bonus_building",
    "bonus_colonist_phases",
    "build_cost",
    "building_at",
    "building_place",
    "can_build",
    "can_sell",
    "capacity",
    "cargo_options",
    "chosen_role",
    "idle_role",
    "in_hand",
    "is_building_place",
    "large_building_bonus",
    "placement_actions",
    "player_score",
    "production",
    "sale_price",
    "score_breakdown",
    "shipment",
    "shipment_vp",
    "tile_place",
    "warehouse_slots",
    "winners",
]
