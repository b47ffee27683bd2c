"""Bonus colonists: a building that sends a colonist to what its owner just gained.

The hospice puts one on the plantation or quarry just taken in the Settler phase, the
university one into the building just built.  Both are the same hook: the phase that
gained something calls ``offer_bonus_colonist``; if the player owns the granting
building manned and a colonist is available (supply first, then the colonist ship),
the player is asked (``BonusColonist(building)`` or ``Pass``), then the interrupted
phase goes on with the rule's ``resume``.  Another building of this kind (the nobles'
expansion) registers one more ``BonusRule``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ..actions import BONUS_COLONIST, BUILDING_TARGET, PASS, BonusColonist
from ..state import GameState, Phase, register_phase
from .common import bonus_colonist_available, take_colonist_for_bonus


@dataclass(frozen=True, slots=True)
class BonusRule:
    """A building that grants a colonist, the phase of its question and how to go on."""

    building: int
    phase: Phase
    resume: Callable[[GameState], None]


RULES: dict[Phase, BonusRule] = {}
#: The target of the hospice's colonist for a forest (expansion I): forests take no
#: worker, so the colonist waits in San Juan (kept in ``last_tile`` while asked).
FOREST_TILE = -2


def register_bonus(rule: BonusRule) -> BonusRule:
    """Register ``rule`` (its question phase and the phase's rules); returns it, for the
    phase module that offers the colonist."""
    RULES[rule.phase] = rule
    register_phase(rule.phase, legal_bonus_actions, apply_bonus, accepts=(BonusColonist,))
    return rule


def offer_bonus_colonist(state: GameState, rule: BonusRule, target: int) -> bool:
    """Ask the current player about the colonist for ``target`` (a place target: a tile
    kind, or ``BUILDING_TARGET`` + building; ``FOREST_TILE`` for a forest, whose colonist
    goes to San Juan), if ``rule``'s building grants one now.
    Returns False when there is nothing to ask (the caller goes on)."""
    if state.players[state.current].bocc[rule.building] <= 0:
        return False
    if not bonus_colonist_available(state):
        return False
    if target < BUILDING_TARGET:
        state.last_tile = target
    else:
        state.last_building = target - BUILDING_TARGET
    state.phase = rule.phase
    return True


def legal_bonus_actions(state: GameState) -> list[int]:
    return [BONUS_COLONIST + RULES[state.phase].building, PASS]


def apply_bonus(state: GameState, action: int) -> None:
    rule = RULES[state.phase]
    if action != PASS and take_colonist_for_bonus(state):
        p = state.players[state.current]
        if state.last_tile >= 0:
            p.plant_occ[state.last_tile] += 1
        elif state.last_tile == FOREST_TILE:
            p.san_juan += 1
        else:
            p.bocc[state.last_building] += 1
    state.last_tile = -1
    state.last_building = -1
    rule.resume(state)
