"""Why an action is illegal, in words that name the rule (for the CLI and the GUI).

Only called after ``apply`` refused an action, so it may be slow and thorough.
"""

from __future__ import annotations

from . import actions as A
from .data import (
    BUILDINGS,
    CITY_SPACES,
    CONSTRUCTION_HUT,
    GOOD_NAMES,
    HACIENDA,
    ISLAND_SPACES,
    OFFICE,
    QUARRY,
    ROLE_NAMES,
    TILE_NAMES,
    WHARF,
)
from .state import GameState, Phase

_PHASE_ASKS = {
    Phase.ROLE: "choose a role",
    Phase.SETTLER: "take a plantation or quarry, or pass",
    Phase.HOSPICE: "decide whether to take the hospice colonist",
    Phase.MAYOR_EXTRA: "decide whether to take the mayor's extra colonist",
    Phase.MAYOR: "place a colonist",
    Phase.BUILDER: "build a building or pass",
    Phase.UNIVERSITY: "decide whether to take the university colonist",
    Phase.CRAFTSMAN: "choose the craftsman's extra good",
    Phase.TRADER: "sell a good or pass",
    Phase.CAPTAIN: "ship goods",
    Phase.STORAGE: "choose which goods to store",
}

_ACTION_PHASES = {
    A.ChooseRole: {Phase.ROLE},
    A.TakeTile: {Phase.SETTLER},
    A.HaciendaDraw: {Phase.SETTLER},
    A.HospiceColonist: {Phase.HOSPICE},
    A.MayorExtraColonist: {Phase.MAYOR_EXTRA},
    A.UniversityColonist: {Phase.UNIVERSITY},
    A.CraftsmanBonus: {Phase.CRAFTSMAN},
    A.Sell: {Phase.TRADER},
    A.Ship: {Phase.CAPTAIN},
    A.PlaceOnTile: {Phase.MAYOR},
    A.PlaceOnBuilding: {Phase.MAYOR},
    A.Build: {Phase.BUILDER},
    A.Store: {Phase.STORAGE},
}


def explain_illegal(s: GameState, action: int) -> str:
    if s.is_terminal():
        return "the game is over"
    try:
        v = A.decode(action)
    except ValueError:
        return f"{action} is not an action"
    phases = _ACTION_PHASES.get(type(v))
    if phases is not None and s.phase not in phases:
        return f"not now: the current player must {_PHASE_ASKS[Phase(s.phase)]}"
    if isinstance(v, A.Pass):
        if s.phase == Phase.ROLE:
            return "every player must take a role when it is their turn"
        if s.phase == Phase.CAPTAIN:
            return "a player who can ship goods must ship"
        if s.phase == Phase.MAYOR:
            return "no colonist may wait in San Juan while a circle is empty"
        return "passing is not possible now"
    p = s.players[s.current]
    reason = _specific_reason(s, p, v)
    return (
        reason or f"that is not allowed now; the current player must {_PHASE_ASKS[Phase(s.phase)]}"
    )


def _specific_reason(s: GameState, p, v) -> str | None:
    match v:
        case A.ChooseRole(card):
            if card >= len(s.role_cards):
                return "there is no such role card in this game"
            if s.role_taken[card] >= 0:
                return f"the {ROLE_NAMES[s.role_cards[card]]} has already been taken this round"
        case A.TakeTile(tile):
            if sum(p.plant) >= ISLAND_SPACES:
                return "your island is full (12 spaces)"
            if tile == QUARRY:
                if s.current != s.role_player and p.bocc[CONSTRUCTION_HUT] <= 0:
                    return "only the settler, or the owner of an occupied construction hut, may take a quarry"
                if s.quarries == 0:
                    return "there are no quarries left"
            elif s.offer[tile] == 0:
                return f"there is no face-up {TILE_NAMES[tile]} plantation"
        case A.HaciendaDraw():
            if p.bocc[HACIENDA] <= 0:
                return "only the owner of an occupied hacienda may draw a face-down plantation"
            if s.hacienda_used:
                return "the hacienda is used once per turn, before taking a face-up plantation"
            return "there is no face-down plantation left"
        case A.Build(b):
            bt = BUILDINGS[b]
            from .phases.builder import build_cost

            if b not in s.market or s.building_supply[b] == 0:
                return f"no {bt.id} is left to build"
            if p.bocc[b] >= 0:
                return f"you already own a {bt.id}; each building only once per player"
            if bt.city_spaces > CITY_SPACES - p.city_used:
                return (
                    "a large building needs two free city spaces"
                    if bt.is_large
                    else "your city is full"
                )
            cost = build_cost(s, s.current, b)
            if cost > p.doubloons:
                return f"the {bt.id} costs you {cost} doubloons and you have {p.doubloons}"
        case A.Sell(g):
            if p.goods[g] == 0:
                return f"you have no {GOOD_NAMES[g]}"
            if len(s.house) >= 4:
                return "the trading house is full"
            if g in s.house and p.bocc[OFFICE] <= 0:
                return f"the trading house already has {GOOD_NAMES[g]}; only an office allows the same kind twice"
        case A.Ship(g, ship):
            if p.goods[g] == 0:
                return f"you have no {GOOD_NAMES[g]}"
            if ship == A.WHARF_SHIP:
                if p.bocc[WHARF] <= 0:
                    return "you have no occupied wharf"
                return "the wharf can be used once per Captain phase"
            if ship >= len(s.ship_cap):
                return "there is no such ship"
            if s.ship_good[ship] >= 0 and s.ship_good[ship] != g:
                return (
                    f"that ship carries {GOOD_NAMES[s.ship_good[ship]]}; a ship takes one kind only"
                )
            if g in s.ship_good and s.ship_good[ship] != g:
                return f"another ship already carries {GOOD_NAMES[g]}; it must go there"
            if s.ship_load[ship] >= s.ship_cap[ship]:
                return "that ship is full"
            return (
                f"you must load as much {GOOD_NAMES[g]} as possible: choose a ship that takes more"
            )
        case A.PlaceOnTile() | A.PlaceOnBuilding():
            return "colonists are placed in order so that none waits in San Juan while a circle is empty"
        case A.Store():
            return (
                "keep one barrel, plus whole kinds in your occupied warehouses — no more, no less"
            )
    return None
