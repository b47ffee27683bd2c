"""The Captain: players ship goods in turn until nobody can; then storage.

Each turn a player who can ship must ship exactly one kind, as many barrels as
fit, onto the ship that takes the most of them (a ship already carrying that
kind is the only one for it; no two ships carry the same kind).  One VP per
barrel, one more for the captain's first shipment, one more per shipment with
a harbor.  The wharf is a private ship for all barrels of one kind, once per
phase and never compulsory.  Afterwards each player keeps one barrel, plus
whole kinds in warehouses; full ships are emptied.

The expansions hook in here: the start of the phase (lighthouse) and each owner's
first turn (union hall, royal supplier: ``captain_start.py``), the small wharf
(``small_wharf.py``), what a shipment earns (library, lighthouse: ``shipping.py``) and
the storehouse at storage (``storehouse.py``).
"""

from __future__ import annotations

from itertools import combinations

from ..actions import (
    KEEP_NONE,
    PASS,
    SHIP,
    SMALL_WHARF_LOAD,
    STORE,
    STORE_MORE,
    WHARF_SHIP,
    Action,
    LoadSmallWharf,
    Pass,
    Ship,
    Store,
    StoreMore,
)
from ..data import LIGHTHOUSE, N_GOODS, ROYAL_SUPPLIER, SMALL_WHARF, STOREHOUSE, WHARF, Role
from ..reasons import Reason, Why, reason
from ..state import GameState, Phase, register_phase
from .captain_start import begin_captain, first_turn, union_hall_vp
from .common import ROLE_IDLE, ROLE_START, end_role, next_turn
from .shipping import Shipment, captains_first, shipment_doubloons, shipment_vp
from .small_wharf import refuse_small_wharf_start, small_wharf_loads, start_small_wharf
from .storehouse import (
    keep_after_storage,
    legal_storehouse_actions,
    storage_outcome,
    warehouse_slots,
)

_ROW = KEEP_NONE + 1  # ids per warehouse mask in the storage layout

__all__ = ["Shipment", "shipment_vp", "warehouse_slots"]  # re-exported for ``rules``


def start_captain(state: GameState) -> None:
    state.phase = Phase.CAPTAIN
    state.turn = 0
    state.current = state.role_player
    state.captain_shipped = False
    state.wharf_used = 0
    state.idle = 0
    if state.config.expansions:
        begin_captain(state)


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
    wharf: list[int] = []
    if p.bocc[WHARF] > 0 and not state.wharf_used >> seat & 1:
        wharf = [SHIP + N_GOODS * WHARF_SHIP + g for g in range(N_GOODS) if goods[g]]
    if p.bocc[SMALL_WHARF] > 0:
        wharf += small_wharf_loads(state, seat)
    if wharf:
        return acts + wharf if acts else [PASS, *wharf]
    return acts or [PASS]


def shipment(state: GameState, seat: int, good: int, ship: int) -> Shipment:
    """The shipment of ``good`` by ``seat`` onto ``ship`` (``WHARF_SHIP``: the wharf) in
    the state before it: as many barrels as fit, the VP they earn, and the lighthouse's
    doubloon.  (The small wharf's: ``shipping.small_wharf_shipment``.)"""
    p = state.players[seat]
    have = p.goods[good]
    if ship == WHARF_SHIP:
        barrels = have
    else:
        room = state.ship_cap[ship] - state.ship_load[ship]
        barrels = have if have < room else room
    first = captains_first(state, seat)
    return Shipment(barrels, shipment_vp(p, barrels, first), shipment_doubloons(p))


def apply_captain(state: GameState, action: int) -> None:
    n = state.n
    if action == PASS:
        state.idle += 1
    elif action >= SMALL_WHARF_LOAD:
        start_small_wharf(state, action)
        return
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
        if done.doubloons:
            p.doubloons += done.doubloons
        state.vp_supply -= done.vp
        if state.vp_supply <= 0:
            state.end_triggered = True
        state.idle = 0
    if state.idle >= n:
        _start_storage(state)
    else:
        state.current = (state.current + 1) % n
        if state.asked:  # an owner's first turn: union hall, royal supplier
            first_turn(state)


# ---------------------------------------------------------------------- storage


def _start_storage(state: GameState) -> None:
    state.phase = Phase.STORAGE
    state.turn = 0
    state.current = state.role_player


def legal_storage_actions(state: GameState) -> list[int]:
    p = state.players[state.current]
    if p.bocc[STOREHOUSE] > 0:
        return legal_storehouse_actions(p)
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
    p = state.players[state.current]
    goods, supply = p.goods, state.goods_supply
    if action >= STORE_MORE:
        keep_after_storage(p, supply, action)
    else:
        mask, keep = divmod(action - STORE, _ROW)
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
    state.small_wharf_used = 0
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
        case LoadSmallWharf(g):
            return refuse_small_wharf_start(state, g)
    return None


def refuse_storage(state: GameState, action: Action) -> Reason | None:
    if not isinstance(action, Store | StoreMore):
        return None
    p = state.players[state.current]
    if p.bocc[STOREHOUSE] <= 0:
        return reason(Why.STORAGE_RULE)
    wanted = storage_outcome(p, action.encode())
    if wanted is not None and storage_action(state, wanted) is not None:
        return reason(Why.STORE_WRITTEN_OTHERWISE)
    return reason(Why.STOREHOUSE_RULE, building=STOREHOUSE)


def storage_action(state: GameState, goods_after: tuple[int, ...] | list[int]) -> int | None:
    """The legal storage decision that leaves the current player with ``goods_after``
    (barrels per good), or None if none does.  (With a storehouse one outcome can be
    written several ways and the list holds one of them: ``storehouse.py``.)"""
    if state.phase != Phase.STORAGE:
        return None
    p = state.players[state.current]
    wanted = tuple(goods_after)
    for action in state.legal_actions():
        if storage_outcome(p, action) == wanted:
            return action
    return None


def captain_idle(state: GameState, seat: int) -> Reason | None:
    """The captain brings nothing to a player with nothing a ship (or wharf) takes —
    unless a building of his acts in the phase anyway: the lighthouse's doubloon for
    the captain, the union hall's pairs, the royal supplier, the small wharf."""
    p = state.players[seat]
    if p.bocc[LIGHTHOUSE] > 0:
        return None
    if not any(p.goods):
        return reason(Why.IDLE_NO_GOODS_TO_SHIP)
    if cargo_options(state, p.goods) or p.bocc[WHARF] > 0 or p.bocc[SMALL_WHARF] > 0:
        return None
    if union_hall_vp(p) or (p.bocc[ROYAL_SUPPLIER] > 0 and p.nobles > 0):
        return None
    return reason(Why.IDLE_NO_SHIP_TAKES)


assert PASS == 0
ROLE_START[Role.CAPTAIN] = start_captain
ROLE_IDLE[Role.CAPTAIN] = captain_idle
register_phase(
    Phase.CAPTAIN,
    legal_captain_actions,
    apply_captain,
    refuse_captain,
    accepts=(Ship, LoadSmallWharf),
)
register_phase(
    Phase.STORAGE,
    legal_storage_actions,
    apply_storage,
    refuse_storage,
    accepts=(Store, StoreMore),
)
