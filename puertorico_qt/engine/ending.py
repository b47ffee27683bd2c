"""Why the game ends: which of the rulebook's three conditions set off the last round.

The engine keeps only ``end_triggered`` (the rules need no more); the program says why
the end came — in the game log the moment it happens, on the score sheet afterwards —
so the cause is read here, from the states on either side of the step (or decision)
that set it off, rather than worked out by the windows.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from .data import CITY_SPACES
from .state import GameState


class EndCause(Enum):
    """The rulebook's three ways to end the game (after the round in which one happens)."""

    CITY_FULL = "city_full"  # a player built on the last of the 12 city spaces
    CHIPS_USED_UP = "chips_used_up"  # the last victory point chip was handed out
    COLONISTS_SHORT = "colonists_short"  # the colonist ship could not be refilled


@dataclass(frozen=True, slots=True)
class Ending:
    """What set off the last round: the cause, and for a full city whose it is."""

    cause: EndCause
    seat: int = -1  # the player whose city filled (CITY_FULL), else -1


def end_cause(before: GameState, after: GameState) -> Ending | None:
    """What set off the end between ``before`` and ``after`` (one step, or a decision
    with the steps the rules played after it); None when the end was set off earlier or
    not at all.  Where two conditions came true at once (a church's last chip for the
    build that filled the city), the chips are named: they end it whatever else."""
    if before.end_triggered or not after.end_triggered:
        return None
    if after.vp_supply <= 0 < before.vp_supply:
        return Ending(EndCause.CHIPS_USED_UP)
    for seat, (was, now) in enumerate(zip(before.players, after.players, strict=True)):
        if now.city_used >= CITY_SPACES > was.city_used:
            return Ending(EndCause.CITY_FULL, seat)
    return Ending(EndCause.COLONISTS_SHORT)


def colonists_run_short(state: GameState) -> bool:
    """Will the next refill of the colonist ship end the game for certain: fewer colonists
    in the supply than the least a refill takes (one a player)?  The table warns of it
    while the end is still ahead.  Never with the nobles (expansion II), whose refill may
    fall short of colonists without ending the game."""
    if state.end_triggered or state.is_terminal() or state.config.has("nobles"):
        return False
    return state.colonist_supply < state.n


def goods_held(state: GameState) -> int:
    """The barrels in all the players' hands: each one shipped takes a VP chip."""
    return sum(sum(p.goods) for p in state.players)


def vp_chips_run_short(state: GameState) -> bool:
    """Could the next Captain phase hand out the last VP chips: no more chips left than
    the barrels the players hold?  The table warns of it while the end is still ahead
    (a warning, not a forecast: the ships may not take every barrel, and production or
    the bonuses may bring the end nearer)."""
    if state.end_triggered or state.is_terminal():
        return False
    return 0 < state.vp_supply <= goods_held(state)
