"""The Craftsman: everyone produces; the craftsman then takes one more good of a
kind he produced.  Goods short in the supply are short for whoever comes later,
so production runs in turn order from the craftsman.  The factory pays for the
number of kinds produced.
"""

from __future__ import annotations

from ..actions import CRAFT, PASS, CraftsmanBonus
from ..data import BUILDINGS, FACTORY, FACTORY_BONUS, N_GOODS, PRODUCTION_BUILDINGS, Role
from ..reasons import Reason, Why, reason
from ..state import GameState, Phase, PlayerState, register_phase
from .common import ROLE_IDLE, ROLE_START, end_role


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
    n, first = state.n, state.role_player
    supply = state.goods_supply
    for i in range(n):
        seat = (first + i) % n
        p = state.players[seat]
        kinds = 0
        mask = 0
        for g, amount in enumerate(production(p)):
            take = amount if amount < supply[g] else supply[g]
            if take > 0:
                supply[g] -= take
                p.goods[g] += take
                kinds += 1
                mask |= 1 << g
        if p.bocc[FACTORY] > 0:
            p.doubloons += FACTORY_BONUS[kinds]
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
        state.players[state.current].goods[g] += 1
    state.craft_kinds = 0
    end_role(state)


def craftsman_idle(state: GameState, seat: int) -> Reason | None:
    """Nothing would be produced for ``seat`` (no manned chain, or the supply is out)."""
    made = production(state.players[seat])
    if any(made[g] and state.goods_supply[g] for g in range(N_GOODS)):
        return None
    return reason(Why.IDLE_NOTHING_PRODUCED)


assert all(BUILDINGS[b].is_production for bs in PRODUCTION_BUILDINGS for b in bs)
ROLE_START[Role.CRAFTSMAN] = start_craftsman
ROLE_IDLE[Role.CRAFTSMAN] = craftsman_idle
register_phase(Phase.CRAFTSMAN, legal_craftsman_actions, apply_craftsman, accepts=(CraftsmanBonus,))
