"""Expansion I's black market: the rest of a building's price paid in kind.

A player with a manned black market who is short of money may still build: he pays
all his doubloons and trades in, for one doubloon each, at most one VP chip, one
barrel (any good) and one worker (from San Juan, a tile or a building — not the
black market's own).  Only a shortfall may be covered: no doubloon is left over.

``builder.apply_builder`` opens this phase with the building in ``last_building``,
the items still due in ``bm_due`` and ``bm_stage`` 0.  The items are asked one at a
time in a fixed order — VP chip, then barrel, then worker (``bm_stage``: the first
kind still allowed) — so each choice of items is one sequence, and an item is offered
only if the kinds after it can still pay the rest (no sequence dead-ends).  With the
last item the building is placed as after a normal build (``builder.place_building``).

Rulings (the rulebook leaves them open): the price is fixed when the building is
chosen, with the workers where they stand then (a zoning office's or library's
worker traded in still gave its discount); the church's VP chips and the
university's colonist come when the building is placed, after the payment, so a
worker traded away from them no longer acts.  A traded VP chip or worker never undoes
an end of the game already triggered.
"""

from __future__ import annotations

from ..actions import (
    BUILDING_TARGET,
    TRADE_GOOD,
    TRADE_VP,
    TRADE_WORKER,
    Action,
    TradeGood,
    TradeVP,
    TradeWorker,
    trade_worker,
)
from ..data import BLACK_MARKET, N_GOODS, N_TILE_KINDS, NOBLE_SENSITIVE
from ..reasons import Reason, Why, reason
from ..state import GameState, Phase, PlayerState, register_phase
from .builder import place_building

#: ``bm_stage`` values: the first kind of item still allowed.
STAGE_VP, STAGE_GOOD, STAGE_WORKER, STAGE_DONE = 0, 1, 2, 3
SAN_JUAN = -1


def _sensitive_bit(building: int) -> int:
    """The ``noble_on`` bit of a colonist-or-noble building, 0 for any other."""
    return 1 << NOBLE_SENSITIVE.index(building) if building in NOBLE_SENSITIVE else 0


def _free_workers(p: PlayerState) -> tuple[int, int]:
    """(colonists, nobles) of ``p`` not standing on a colonist-or-noble building (the
    engine keeps where a noble stands only there: the others may be anywhere else)."""
    on_sensitive = sum(p.bocc[b] for b in NOBLE_SENSITIVE if p.bocc[b] > 0)
    free_nobles = p.nobles - bin(p.noble_on).count("1")
    return p.colonists() - on_sensitive - free_nobles, free_nobles


def worker_trades(p: PlayerState) -> list[int]:
    """The ``TradeWorker`` actions open to ``p``: a worker at each place that has one
    (San Juan, a tile kind, a building other than the black market), as a colonist or
    a noble where one can stand there; in id order."""
    places = []
    if p.san_juan > 0:
        places.append(SAN_JUAN)
    places += [k for k in range(N_TILE_KINDS) if p.plant_occ[k] > 0]
    places += [BUILDING_TARGET + b for b in p.buildings if p.bocc[b] > 0 and b != BLACK_MARKET]
    if not places:
        return []
    colonists, nobles = _free_workers(p)
    acts = []
    for place in places:
        bit = _sensitive_bit(place - BUILDING_TARGET) if place >= BUILDING_TARGET else 0
        if bit:
            acts.append(trade_worker(place, bool(p.noble_on & bit)))
            continue
        if colonists > 0:
            acts.append(trade_worker(place, False))
        if nobles > 0:
            acts.append(trade_worker(place, True))
    return acts


def legal_black_market_actions(state: GameState) -> list[int]:
    p = state.players[state.current]
    due, stage = state.bm_due, state.bm_stage
    workers = worker_trades(p) if stage <= STAGE_WORKER else []
    has_worker = 1 if workers else 0
    has_good = 1 if stage <= STAGE_GOOD and any(p.goods) else 0
    acts = []
    if stage == STAGE_VP and p.vp > 0 and due - 1 <= has_good + has_worker:
        acts.append(TRADE_VP)
    if has_good and due - 1 <= has_worker:
        acts += [TRADE_GOOD + g for g in range(N_GOODS) if p.goods[g]]
    if due == 1:
        acts += workers
    return acts


def apply_black_market(state: GameState, action: int) -> None:
    p = state.players[state.current]
    if action == TRADE_VP:
        p.vp -= 1
        state.vp_supply += 1
        state.bm_stage = STAGE_GOOD
    elif action < TRADE_WORKER:
        g = action - TRADE_GOOD
        p.goods[g] -= 1
        state.goods_supply[g] += 1
        state.bm_stage = STAGE_WORKER
    else:
        slot, noble = divmod(action - TRADE_WORKER, 2)
        _remove_worker(state, p, slot - 1, bool(noble))
        state.bm_stage = STAGE_DONE
    state.bm_due -= 1
    if state.bm_due == 0:
        building = state.last_building
        state.last_building = -1
        state.bm_stage = 0
        state.phase = Phase.BUILDER
        place_building(state, building)


def _remove_worker(state: GameState, p: PlayerState, place: int, noble: bool) -> None:
    if place == SAN_JUAN:
        p.san_juan -= 1
    elif place < BUILDING_TARGET:
        p.plant_occ[place] -= 1
    else:
        b = place - BUILDING_TARGET
        p.bocc[b] -= 1
        p.noble_on &= ~_sensitive_bit(b)
    if noble:
        p.nobles -= 1
        state.noble_supply += 1
    else:
        state.colonist_supply += 1


def refuse_black_market(state: GameState, action: Action) -> Reason | None:
    p = state.players[state.current]
    stage = state.bm_stage
    kind = {TradeVP: STAGE_VP, TradeGood: STAGE_GOOD, TradeWorker: STAGE_WORKER}.get(type(action))
    if kind is None:
        return None
    if kind < stage:
        return reason(Why.BLACK_MARKET_ONE_EACH)
    if isinstance(action, TradeVP) and p.vp <= 0:
        return reason(Why.BLACK_MARKET_NO_VP)
    if isinstance(action, TradeGood) and p.goods[action.good] <= 0:
        return reason(Why.NO_SUCH_GOOD, good=action.good)
    if isinstance(action, TradeWorker) and action.encode() not in worker_trades(p):
        if action.place - BUILDING_TARGET == BLACK_MARKET:
            return reason(Why.BLACK_MARKET_OWN_WORKER, building=BLACK_MARKET)
        return reason(Why.BLACK_MARKET_NO_WORKER)
    return reason(Why.BLACK_MARKET_REST_UNPAID, items=state.bm_due)


register_phase(
    Phase.BLACK_MARKET,
    legal_black_market_actions,
    apply_black_market,
    refuse_black_market,
    accepts=(TradeVP, TradeGood, TradeWorker),
)
