"""The small wharf (expansion I): a private ship for barrels of any kinds.

Its owner (manned) may use it once per Captain phase instead of a shipment in one of
his turns, like the wharf, and never has to: ``LoadSmallWharf(g)`` in his Captain
turn starts the shipment with a barrel of ``g``; in ``Phase.SMALL_WHARF`` he loads
one barrel after another (goods in non-decreasing order, so that each load is one
sequence of decisions) and ``Pass`` sails.  He need not load all he has, nor all of
a kind.  The barrels go back to the supply.  The shipment earns one VP per two
barrels (rounded down), and like any shipment the harbor's VP, the captain's
first-shipment VP and the lighthouse's doubloon (``shipping.py``).  A player with
both wharves may use both in one phase, in any order, one per turn.
"""

from __future__ import annotations

from ..actions import PASS, SMALL_WHARF_LOAD, Action, LoadSmallWharf
from ..data import N_GOODS, SMALL_WHARF, Role
from ..reasons import Reason, Why, reason
from ..state import GameState, Phase, register_phase
from .captain_start import first_turn
from .shipping import settle_shipment, small_wharf_shipment


def small_wharf_loads(state: GameState, seat: int) -> list[int]:
    """The small-wharf shipments ``seat`` may start in his Captain turn (none when he
    has no manned small wharf or used it this phase)."""
    p = state.players[seat]
    if p.bocc[SMALL_WHARF] <= 0 or state.small_wharf_used >> seat & 1:
        return []
    goods = p.goods
    return [SMALL_WHARF_LOAD + g for g in range(N_GOODS) if goods[g]]


def _load(state: GameState, g: int) -> None:
    state.players[state.current].goods[g] -= 1
    state.goods_supply[g] += 1
    state.small_wharf_load += 1
    state.small_wharf_min = g


def start_small_wharf(state: GameState, action: int) -> None:
    """A Captain turn's ``LoadSmallWharf``: the shipment begins with that barrel."""
    state.phase = Phase.SMALL_WHARF
    state.small_wharf_load = 0
    _load(state, action - SMALL_WHARF_LOAD)


def legal_small_wharf_actions(state: GameState) -> list[int]:
    goods = state.players[state.current].goods
    return [PASS] + [
        SMALL_WHARF_LOAD + g for g in range(state.small_wharf_min, N_GOODS) if goods[g]
    ]


def apply_small_wharf(state: GameState, action: int) -> None:
    if action != PASS:
        _load(state, action - SMALL_WHARF_LOAD)
        return
    seat = state.current
    settle_shipment(state, seat, small_wharf_shipment(state, seat, state.small_wharf_load))
    state.small_wharf_used |= 1 << seat
    state.small_wharf_load = 0
    state.small_wharf_min = 0
    state.phase = Phase.CAPTAIN
    state.current = (seat + 1) % state.n
    if state.asked:  # an owner's first turn: union hall, royal supplier
        first_turn(state)


def refuse_small_wharf(state: GameState, action: Action) -> Reason | None:
    if not isinstance(action, LoadSmallWharf):
        return None
    if not state.players[state.current].goods[action.good]:
        return reason(Why.NO_SUCH_GOOD, good=action.good)
    return reason(Why.SMALL_WHARF_ORDER, good=action.good, building=SMALL_WHARF)


def refuse_small_wharf_start(state: GameState, good: int) -> Reason:
    """Why a Captain turn's ``LoadSmallWharf(good)`` is refused."""
    p = state.players[state.current]
    if p.bocc[SMALL_WHARF] <= 0:
        return reason(Why.NO_WHARF, building=SMALL_WHARF)
    if not p.goods[good]:
        return reason(Why.NO_SUCH_GOOD, good=good)
    return reason(Why.WHARF_USED, building=SMALL_WHARF, role=Role.CAPTAIN)


def small_wharf_problems(state: GameState) -> list[str]:
    """What disagrees in a loaded state's small-wharf counters (consistency)."""
    problems: list[str] = []
    owners = {seat for seat, p in enumerate(state.players) if p.bocc[SMALL_WHARF] > 0}
    if any(state.small_wharf_used >> seat & 1 and seat not in owners for seat in range(state.n)):
        problems.append("scratch.small_wharf_used: a seat without a manned small wharf used one")
    if state.phase != Phase.SMALL_WHARF:
        if state.small_wharf_load or state.small_wharf_min:
            problems.append("scratch.small_wharf_load and _min are 0 outside the small wharf")
        return problems
    if state.small_wharf_load == 0:
        problems.append("the small wharf is loading but scratch.small_wharf_load is 0")
    if state.current not in owners or state.small_wharf_used >> state.current & 1:
        problems.append("the small wharf loads for a seat that may not use one")
    return problems


register_phase(
    Phase.SMALL_WHARF,
    legal_small_wharf_actions,
    apply_small_wharf,
    refuse_small_wharf,
    accepts=(LoadSmallWharf,),
)
