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
from .ending import (
    EndCause,
    Ending,
    colonists_run_short,
    end_cause,
    goods_held,
    vp_chips_run_short,
)
from .phases.arrangement import (
    SAN_JUAN,
    Arrangement,
    building_at,
    building_place,
    is_building_place,
    placement_actions,
    tile_place,
)
from .phases.black_market import worker_trades
from .phases.bonus import FOREST_TILE
from .phases.bonus import RULES as BONUS_RULES
from .phases.builder import (
    CHURCH_VP,
    build_cost,
    can_build,
    church_vp,
    needs_black_market,
    trade_in_capacity,
)
from .phases.captain import (
    Shipment,
    cargo_options,
    shipment,
    shipment_vp,
    storage_action,
    warehouse_slots,
)
from .phases.captain_start import (
    first_turns_between,
    lighthouse_start_doubloons,
    turns_began_between,
    union_hall_vp,
)
from .phases.common import ROLE_IDLE, bonus_colonist_available
from .phases.craftsman import production
from .phases.draft import free_spaces as draft_spaces
from .phases.hunting_lodge import lodge_vp_due
from .phases.land_office import LAND_PRICE
from .phases.land_office import can_buy_land as _can_buy_land
from .phases.land_office import can_sell_land as _can_sell_land
from .phases.mayor import capacity, in_hand
from .phases.roles import role_doubloons
from .phases.shipping import small_wharf_shipment
from .phases.storehouse import loose_barrels_kept, storage_outcome
from .phases.tiles import drawn_tile_public, give_up_options
from .phases.trader import HOUSE_SIZE, can_sell, can_sell_to_supply, sale_price
from .reasons import Reason
from .scoring import (
    BONUS_KEYS,
    CLOISTER_BONUS,
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


def black_market_items(state: GameState, seat: int) -> int:
    """How many doubloons of a price ``seat``'s black market could stand in for now (a
    VP chip, a barrel, a worker: 0 to 3; 0 without a manned black market)."""
    return trade_in_capacity(state.players[seat])


def black_market_workers(state: GameState, seat: int) -> list[int]:
    """The ``TradeWorker`` actions ``seat`` could pay with at the black market."""
    return worker_trades(state.players[seat])


def give_up_tiles(state: GameState, seat: int) -> list[tuple[int, bool]]:
    """The island tiles ``seat`` could give up (the land office with a noble, the hunting
    lodge with a colonist): ``(kind, forest)`` — a plantation of that kind, or a forest
    whose face is that kind (the ``Discard``/``LandSell`` actions name the same)."""
    return give_up_options(state.players[seat])


def can_buy_land(state: GameState, seat: int) -> bool:
    """Could ``seat``'s land office (manned by a colonist) buy the top face-down
    plantation for ``LAND_PRICE`` in his Trader turn (money, island space, a tile left)?"""
    return _can_buy_land(state, state.players[seat])


def can_sell_land(state: GameState, seat: int) -> bool:
    """Could ``seat``'s land office (manned by a noble) sell one of his tiles?"""
    return _can_sell_land(state.players[seat])


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


def bonus_colonist_for_forest(state: GameState) -> bool:
    """Is the hospice's colonist offered now for a forest just laid (it would go to San
    Juan: a forest takes no worker)?"""
    return state.phase == Phase.HOSPICE and state.last_tile == FOREST_TILE


__all__ = [
    "BONUS_KEYS",
    "CHURCH_VP",
    "CLOISTER_BONUS",
    "HOUSE_SIZE",
    "LAND_PRICE",
    "LARGE_BONUS_BUILDINGS",
    "SAN_JUAN",
    "Arrangement",
    "EndCause",
    "Ending",
    "Role",
    "Shipment",
    "black_market_items",
    "black_market_workers",
    "bonus_building",
    "bonus_colonist_available",
    "bonus_colonist_for_forest",
    "bonus_colonist_phases",
    "build_cost",
    "building_at",
    "building_place",
    "can_build",
    "can_buy_land",
    "can_sell",
    "can_sell_land",
    "can_sell_to_supply",
    "capacity",
    "cargo_options",
    "chosen_role",
    "church_vp",
    "colonists_run_short",
    "draft_spaces",
    "drawn_tile_public",
    "end_cause",
    "first_turns_between",
    "give_up_tiles",
    "goods_held",
    "idle_role",
    "in_hand",
    "is_building_place",
    "large_building_bonus",
    "lighthouse_start_doubloons",
    "lodge_vp_due",
    "loose_barrels_kept",
    "needs_black_market",
    "placement_actions",
    "player_score",
    "production",
    "role_doubloons",
    "sale_price",
    "score_breakdown",
    "shipment",
    "shipment_vp",
    "small_wharf_shipment",
    "storage_action",
    "storage_outcome",
    "tile_place",
    "turns_began_between",
    "union_hall_vp",
    "vp_chips_run_short",
    "warehouse_slots",
    "winners",
]
