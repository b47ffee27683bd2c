"""The Captain: players ship goods in turn until nobody can; then storage.

Each turn a player who can ship must ship exactly one kind, as many barrels as
fit, onto the ship that takes the most of them (a ship already carrying that
kind is the only one for it; no two ships carry the same kind).  One VP per
barrel, one more for the captain's first shipment, one more per shipment with
a harbor.  The wharf is a private ship for all barrels of one kind, once per
phase and never compulsory.  Afterwards each player keeps one barrel, plus
whole kinds in warehouses; full ships are emptied.
"""

from __future__ import annotations

from itertools import combinations

from ..actions import KEEP_NONE, PASS, SHIP, STORE, WHARF_SHIP
from ..data import HARBOR, LARGE_WAREHOUSE, N_GOODS, SMALL_WAREHOUSE, WHARF, Role
from ..state import GameState, Phase, PlayerState, register_phase
from .common import ROLE_START, end_role, next_turn


def start_captain(state: GameState) -> None:
    state.phase = Phase.CAPTAIN
    state.turn = 0
    state.current = state.role_player
    state.captain_shipped = False
    state.wharf_used = 0
    state.idle = 0


def cargo_options(state: GameState, goods: list[int]) -> list[int]:
    """Shipments onto the cargo ships that the rules allow for these goods."""
    acts = []
    caps, kinds, loads = state.ship_cap, state.ship_good, state.ship_load
    for g in range(N_GOODS):
        have = goods[g]
        if not have:
            continue
        if g in kinds:
            i = kinds.index(g)
            if loads[i] < caps[i]:
                acts.append(SHIP + 5 * i + g)
            continue
        best = 0
        best_ships = []
        for i, kind in enumerate(kinds):
            if kind < 0:
                fit = have if have < caps[i] else caps[i]
                if fit > best:
                    best, best_ships = fit, [i]
                elif fit == best:
                    best_ships.append(i)
        for i in best_ships:
            acts.append(SHIP + 5 * i + g)
    return acts


def legal_captain_actions(state: GameState) -> list[int]:
    seat = state.current
    p = state.players[seat]
    goods = p.goods
    acts = cargo_options(state, goods)
    if p.bocc[WHARF] > 0 and not state.wharf_used >> seat & 1:
        wharf = [SHIP + 5 * WHARF_SHIP + g for g in range(N_GOODS) if goods[g]]
        if wharf:
            return acts + wharf if acts else [PASS, *wharf]
    return acts or [PASS]


def apply_captain(state: GameState, action: int) -> None:
    n = state.n
    if action == PASS:
        state.idle += 1
    else:
        seat = state.current
        p = state.players[seat]
        ship, g = divmod(action - SHIP, 5)
        if ship == WHARF_SHIP:
            amount = p.goods[g]
            state.wharf_used |= 1 << seat
            state.goods_supply[g] += amount
        else:
            room = state.ship_cap[ship] - state.ship_load[ship]
            amount = p.goods[g] if p.goods[g] < room else room
            state.ship_load[ship] += amount
            state.ship_good[ship] = g
        p.goods[g] -= amount
        vp = amount
        if p.bocc[HARBOR] > 0:
            vp += 1
        if seat == state.role_player and not state.captain_shipped:
            state.captain_shipped = True
            vp += 1
        p.vp += vp
        state.vp_supply -= vp
        if state.vp_supply <= 0:
            state.end_triggered = True
        state.idle = 0
    if state.idle >= n:
        _start_storage(state)
    else:
        state.current = (state.current + 1) % n


# ---------------------------------------------------------------------- storage


def warehouse_slots(p: PlayerState) -> int:
    """Kinds this player may keep whole: small warehouse one, large warehouse two."""
    return (1 if p.bocc[SMALL_WAREHOUSE] > 0 else 0) + (2 if p.bocc[LARGE_WAREHOUSE] > 0 else 0)


def _start_storage(state: GameState) -> None:
    state.phase = Phase.STORAGE
    state.turn = 0
    state.current = state.role_player


def legal_storage_actions(state: GameState) -> list[int]:
    p = state.players[state.current]
    kinds = [g for g in range(N_GOODS) if p.goods[g]]
    stored = min(warehouse_slots(p), len(kinds))
    acts = []
    for combo in combinations(kinds, stored):
        mask = 0
        for g in combo:
            mask |= 1 << g
        rest = [g for g in kinds if not mask >> g & 1]
        if rest:
            acts.extend(STORE + 6 * mask + g for g in rest)
        else:
            acts.append(STORE + 6 * mask + KEEP_NONE)
    return acts


def apply_storage(state: GameState, action: int) -> None:
    mask, keep = divmod(action - STORE, 6)
    p = state.players[state.current]
    goods, supply = p.goods, state.goods_supply
    for g in range(N_GOODS):
        if goods[g] and not mask >> g & 1:
            kept = 1 if g == keep else 0
            supply[g] += goods[g] - kept
            goods[g] = kept
    if next_turn(state):
        return
    # Full ships are emptied; the others keep their cargo for the next Captain.
    for i, cap in enumerate(state.ship_cap):
        if state.ship_load[i] >= cap:
            supply[state.ship_good[i]] += state.ship_load[i]
            state.ship_load[i] = 0
            state.ship_good[i] = -1
    state.wharf_used = 0
    state.captain_shipped = False
    end_role(state)


assert KEEP_NONE == 5 and PASS == 0
ROLE_START[Role.CAPTAIN] = start_captain
register_phase(Phase.CAPTAIN, legal_captain_actions, apply_captain)
register_phase(Phase.STORAGE, legal_storage_actions, apply_storage)
