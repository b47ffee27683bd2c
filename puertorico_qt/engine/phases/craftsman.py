"""The Craftsman: everyone produces; the craftsman then takes one more good of a
kind he produced.  Goods short in the supply are short for whoever comes later,
so production runs in turn order from the craftsman.  The factory pays for the
number of kinds produced.

The expansions: the guest house's guests may move before production (a window,
``guests``); the new buildings act after each player's production (``craft_extras``);
with a manned library the craftsman takes up to two extra barrels, of different kinds
among those he produced (``privilege_used`` = 1 after the first).
"""

from __future__ import annotations

from ..actions import CRAFT, PASS, Action, CraftsmanBonus
from ..data import (
    BUILDINGS,
    FACTORY,
    FACTORY_BONUS,
    LIBRARY,
    N_GOODS,
    PRODUCTION_BUILDINGS,
    Role,
)
from ..reasons import Reason, Why, reason
from ..state import GameState, Phase, PlayerState, register_phase
from .common import ROLE_IDLE, ROLE_START, end_role
from .craft_extras import after_production, brings_something, extra_barrel
from .festival import check_production
from .guests import RESUME, open_guest_window


def production(p: PlayerState) -> list[int]:
    """Barrels this player's colonists can produce, per good, before supply limits."""
    occ = p.plant_occ
    bocc = p.bocc
    out = [occ[0], 0, 0, 0, 0]
    for g in range(1, N_GOODS):
        if occ[g]:
            workers = 0
            for b in PRODUCTION_BUILDINGS[g]:
                if bocc[b] > 0:
                    workers += bocc[b]
            out[g] = occ[g] if occ[g] < workers else workers
    return out


def start_craftsman(state: GameState) -> None:
    if state.config.expansions and open_guest_window(state):
        return
    produce(state)


def produce(state: GameState) -> None:
    """Everyone produces, in turn from the craftsman; then the craftsman's question."""
    n, first = state.n, state.role_player
    supply = state.goods_supply
    expansions = bool(state.config.expansions)
    for i in range(n):
        seat = (first + i) % n
        p = state.players[seat]
        kinds = 0
        mask = 0
        got = production(p)  # becomes what the player received (the expansions' hooks)
        for g, amount in enumerate(got):
            if amount < supply[g]:
                take = amount
            else:  # short in the supply: he gets what it has
                take = got[g] = supply[g]
            if take > 0:
                supply[g] -= take
                p.goods[g] += take
                kinds += 1
                mask |= 1 << g
        if p.bocc[FACTORY] > 0:
            p.doubloons += FACTORY_BONUS[kinds]
        if expansions:
            after_production(state, seat, got, seat == first)
            if state.festival:
                check_production(state, seat, got)
        if seat == first:
            state.craft_kinds = mask
    state.phase = Phase.CRAFTSMAN
    state.current = first


def legal_craftsman_actions(state: GameState) -> list[int]:
    acts = [PASS]
    mask, supply = state.craft_kinds, state.goods_supply
    for g in range(N_GOODS):
        if mask >> g & 1 and supply[g] > 0:
            acts.append(CRAFT + g)
    return acts


def apply_craftsman(state: GameState, action: int) -> None:
    if action != PASS:
        g = action - CRAFT
        state.goods_supply[g] -= 1
        p = state.players[state.current]
        p.goods[g] += 1
        if state.config.expansions:
            extra_barrel(state, g)
            if p.bocc[LIBRARY] > 0 and not state.privilege_used:
                # the library's second barrel: another kind he produced, if any is left
                state.privilege_used = 1
                state.craft_kinds &= ~(1 << g)
                if len(legal_craftsman_actions(state)) > 1:
                    return
    state.craft_kinds = 0
    state.privilege_used = 0
    state.specialty_kinds = 0
    end_role(state)


def refuse_craftsman(state: GameState, action: Action) -> Reason | None:
    """The library's second extra barrel: another kind than the first, among those the
    craftsman produced."""
    if (
        isinstance(action, CraftsmanBonus)
        and state.privilege_used
        and not state.craft_kinds >> action.good & 1
    ):
        return reason(Why.OTHER_KIND_SECOND, good=action.good)
    return None


def craftsman_idle(state: GameState, seat: int) -> Reason | None:
    """Nothing would be produced for ``seat`` (no manned chain, or the supply is out),
    and no building of the expansions pays him in the phase."""
    made = production(state.players[seat])
    if any(made[g] and state.goods_supply[g] for g in range(N_GOODS)):
        return None
    if state.config.expansions and brings_something(state, seat):
        return None
    return reason(Why.IDLE_NOTHING_PRODUCED)


assert all(BUILDINGS[b].is_production for bs in PRODUCTION_BUILDINGS for b in bs)
ROLE_START[Role.CRAFTSMAN] = start_craftsman
ROLE_IDLE[Role.CRAFTSMAN] = craftsman_idle
RESUME[Role.CRAFTSMAN] = produce
register_phase(
    Phase.CRAFTSMAN,
    legal_craftsman_actions,
    apply_craftsman,
    refuse_craftsman,
    accepts=(CraftsmanBonus,),
)
