"""The land office (expansion II), in its owner's Trader turn, before he sells.

Manned by a colonist: ``LandBuy`` — pay 1 doubloon and take the top face-down plantation
onto the island (the discard pile is reshuffled into the pile when it is empty; with a
manned forest house he looks at it and may lay it as a forest, ``Phase.FOREST``).
Manned by a noble: ``LandSell(kind, forest)`` — give up one plantation or forest to the
face-up discard pile (a worker on it goes to San Juan, ``tiles.give_up``) and take 1
doubloon.  Either is optional and used at most once a turn (``land_office_used``); the
Trader turn then goes on: he may sell as usual, or pass.
"""

from __future__ import annotations

from ..actions import LAND_BUY, LAND_SELL, N_PLANTATION_KINDS, Action, LandBuy, LandSell, land_sell
from ..data import LAND_OFFICE
from ..reasons import Reason, Why, reason
from ..state import GameState, Phase, PlayerState
from .festival import RESUME_TRADER, check_plantations
from .forest import lay_drawn_tile
from .tiles import (
    can_give_up,
    face_down_left,
    give_up,
    give_up_options,
    island_full,
    manned_by_colonist,
    manned_by_noble,
)

#: What the land office's plantation costs, and what a plantation given up brings.
LAND_PRICE = 1


def can_buy_land(state: GameState, p: PlayerState) -> bool:
    """Could ``p``'s land office (manned by a colonist) buy a tile now, once his turn
    comes: a doubloon, a free island space, a face-down tile left?"""
    return (
        manned_by_colonist(p, LAND_OFFICE)
        and p.doubloons >= LAND_PRICE
        and not island_full(p)
        and face_down_left(state)
    )


def can_sell_land(p: PlayerState) -> bool:
    """Could ``p``'s land office (manned by a noble) sell one of his tiles?"""
    return manned_by_noble(p, LAND_OFFICE) and bool(give_up_options(p))


def land_office_actions(state: GameState, p: PlayerState) -> list[int]:
    """The current player's land-office actions in his Trader turn (before selling)."""
    if state.land_office_used or p.bocc[LAND_OFFICE] <= 0:
        return []
    if manned_by_noble(p, LAND_OFFICE):
        return [land_sell(k, forest) for k, forest in give_up_options(p)]
    return [LAND_BUY] if can_buy_land(state, p) else []


def apply_land_office(state: GameState, action: int) -> None:
    """Buy or sell a tile; the Trader turn goes on (or waits for the forest question)."""
    p = state.players[state.current]
    state.land_office_used = True
    if action == LAND_BUY:
        p.doubloons -= LAND_PRICE
        lay_drawn_tile(state)
        if state.festival and state.phase == Phase.TRADER:
            check_plantations(state, RESUME_TRADER)
    else:
        at = action - LAND_SELL  # a plantation kind, or N_PLANTATION_KINDS + a forest's
        give_up(state, p, at % N_PLANTATION_KINDS, at >= N_PLANTATION_KINDS)
        p.doubloons += LAND_PRICE


def refuse_land_office(state: GameState, action: Action) -> Reason | None:
    p = state.players[state.current]
    match action:
        case LandBuy():
            if not manned_by_colonist(p, LAND_OFFICE):
                return reason(Why.LAND_OFFICE_NEEDS_COLONIST, building=LAND_OFFICE)
            if state.land_office_used:
                return reason(Why.LAND_OFFICE_USED, building=LAND_OFFICE)
            if island_full(p):
                return reason(Why.ISLAND_FULL)
            if p.doubloons < LAND_PRICE:
                return reason(Why.LAND_BUY_NO_MONEY, building=LAND_OFFICE)
            if not face_down_left(state):
                return reason(Why.PILE_EMPTY)
        case LandSell(kind, forest):
            if not manned_by_noble(p, LAND_OFFICE):
                return reason(Why.LAND_OFFICE_NEEDS_NOBLE, building=LAND_OFFICE)
            if state.land_office_used:
                return reason(Why.LAND_OFFICE_USED, building=LAND_OFFICE)
            if not can_give_up(p, kind, forest):
                return reason(Why.NO_SUCH_FOREST if forest else Why.NO_SUCH_TILE, tile=kind)
    return None
