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
from typing import NamedTuple

from ..actions import KEEP_NONE, PASS, SHIP, STORE, WHARF_SHIP, Action, Pass, Ship, Store
from ..data import HARBOR, LARGE_WAREHOUSE, N_GOODS, SMALL_WAREHOUSE, WHARF, Role
from ..reasons import Reason, Why, reason
from ..state import GameState, Phase, PlayerState, register_phase
from .common import ROLE_IDLE, ROLE_START, end_role, next_turn

_ROW = KEEP_NONE + 1  # ids per warehouse mask in the storage layout


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
                acts.append(SHIP + N_GOODS * i + g)
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
            acts.append(SHIP + N_GOODS * i + g)
    return acts


def legal_captain_actions(state: GameState) -> list[int]:
    seat = state.current
    p = state.players[seat]
    goods = p.goods
    acts = cargo_options(state, goods)
    if p.bocc[WHARF] > 0 and not state.wharf_used >> seat & 1:
        wharf = [SHIP + N_GOODS * WHARF_SHIP + g for g in range(N_GOODS) if goods[g]]
        if wharf:
            return acts + wharf if acts else [PASS, *wharf]
    return acts or [PASS]


_CAPTAIN = int(Role.CAPTAIN)  # a plain int: compared on every shipment


class Shipment(NamedTuple):
    """What one shipment loads and earns (a tuple: made on every shipment the engine
    applies)."""

    barrels: int
    vp: int  # one per barrel, one for a harbor, one for the captain's first shipment


def shipment(state: GameState, seat: int, good: int, ship: int) -> Shipment:
    """The shipment of ``good`` by ``seat`` onto ``ship`` (``WHARF_SHIP``: the wharf) in
    the state before it: as many barrels as fit, and the VP they earn."""
    p = state.players[seat]
    have = p.goods[good]
    if ship == WHARF_SHIP:
        barrels = have
    else:
        room = state.ship_cap[ship] - state.ship_load[ship]
        barrels = have if have < room else room
    first = not state.captain_shipped and seat == state.role_player and state.role == _CAPTAIN
    return Shipment(barrels, shipment_vp(p, barrels, first))


def shipment_vp(p: PlayerState, barrels: int, captains_first: bool) -> int:
    """VP for shipping ``barrels``: one each, one more with a manned harbor, one more for
    the captain's first shipment of the phase."""
    return barrels + (1 if p.bocc[HARBOR] > 0 else 0) + (1 if captains_first else 0)


def apply_captain(state: GameState, action: int) -> None:
    n = state.n
    if action == PASS:
        state.idle += 1
    else:
        seat = state.current
        p = state.players[seat]
        ship, g = divmod(action - SHIP, N_GOODS)
        done = shipment(state, seat, g, ship)
        amount = done.barrels
        if ship == WHARF_SHIP:
            state.wharf_used |= 1 << seat
            state.goods_supply[g] += amount
        else:
            state.ship_load[ship] += amount
            state.ship_good[ship] = g
        p.goods[g] -= amount
        if seat == state.role_player:
            state.captain_shipped = True
        p.vp += done.vp
        state.vp_supply -= done.vp
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
    acts: list[int] = []
    for combo in combinations(kinds, stored):
        mask = 0
        for g in combo:
            mask |= 1 << g
        rest = [g for g in kinds if not mask >> g & 1]
        if rest:
            acts.extend(STORE + _ROW * mask + g for g in rest)
        else:
            acts.append(STORE + _ROW * mask + KEEP_NONE)
    return acts


def apply_storage(state: GameState, action: int) -> None:
    mask, keep = divmod(action - STORE, _ROW)
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


def refuse_captain(state: GameState, action: Action) -> Reason | None:
    p = state.players[state.current]
    match action:
        case Pass():
            return reason(Why.MUST_SHIP)
        case Ship(g, ship):
            if p.goods[g] == 0:
                return reason(Why.NO_SUCH_GOOD, good=g)
            if ship == WHARF_SHIP:
                if p.bocc[WHARF] <= 0:
                    return reason(Why.NO_WHARF, building=WHARF)
                return reason(Why.WHARF_USED, building=WHARF, role=Role.CAPTAIN)
            if ship >= len(state.ship_cap):
                return reason(Why.NO_SUCH_SHIP)
            carried = state.ship_good[ship]
            if carried >= 0 and carried != g:
                return reason(Why.SHIP_CARRIES_OTHER, good=carried)
            if g in state.ship_good and carried != g:
                return reason(Why.OTHER_SHIP_CARRIES, good=g)
            if state.ship_load[ship] >= state.ship_cap[ship]:
                return reason(Why.SHIP_FULL)
            return reason(Why.LOAD_MORE, good=g)
    return None


def refuse_storage(state: GameState, action: Action) -> Reason | None:
    return reason(Why.STORAGE_RULE) if isinstance(action, Store) else None


def captain_idle(state: GameState, seat: int) -> Reason | None:
    """The captain brings nothing to a player with nothing a ship (or wharf) takes."""
    p = state.players[seat]
    if not any(p.goods):
        return reason(Why.IDLE_NO_GOODS_TO_SHIP)
    if not cargo_options(state, p.goods) and p.bocc[WHARF] <= 0:
        return reason(Why.IDLE_NO_SHIP_TAKES)
    return None


assert PASS == 0
ROLE_START[Role.CAPTAIN] = start_captain
ROLE_IDLE[Role.CAPTAIN] = captain_idle
register_phase(Phase.CAPTAIN, legal_captain_actions, apply_captain, refuse_captain, accepts=(Ship,))
register_phase(
    Phase.STORAGE, legal_storage_actions, apply_storage, refuse_storage, accepts=(Store,)
)
