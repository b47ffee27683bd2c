"""What a shipment earns, for the cargo ships, the wharf and the small wharf alike.

One VP per barrel (the small wharf: one per two barrels, rounded down), one more with
a manned harbor, one more for the captain's first shipment of the phase (two with a
manned library: its owner's privilege is doubled), and a doubloon with a manned
lighthouse.  Rulings (expansion I):

- The small wharf's shipment is a shipment like the wharf's: the harbor's VP, the
  captain's first-shipment VP and the lighthouse's doubloon count for it, once per
  shipment, whatever it loads.
- The library doubles the captain's privilege only (2 VP for his first shipment); the
  lighthouse's extra doubloon for the captain is the building's, not the privilege's,
  and stays one.
"""

from __future__ import annotations

from typing import NamedTuple

from ..data import HARBOR, LIBRARY, LIGHTHOUSE, Role
from ..state import GameState, PlayerState
from .common import give_vp_chips

_CAPTAIN = int(Role.CAPTAIN)  # a plain int: compared on every shipment


class Shipment(NamedTuple):
    """What one shipment loads and earns (a tuple: made on every shipment the engine
    applies)."""

    barrels: int
    vp: int  # one per barrel, one for a harbor, one for the captain's first shipment
    doubloons: int = 0  # one with a manned lighthouse


def captains_first(state: GameState, seat: int) -> bool:
    """Would a shipment by ``seat`` now be the captain's first of the phase?"""
    return not state.captain_shipped and seat == state.role_player and state.role == _CAPTAIN


def shipment_vp(
    p: PlayerState, barrels: int, captains_first: bool, small_wharf: bool = False
) -> int:
    """VP for shipping ``barrels``: one each (``small_wharf``: one per two), one more
    with a manned harbor, one more for the captain's first shipment of the phase (two
    with a manned library)."""
    vp = (barrels >> 1 if small_wharf else barrels) + (1 if p.bocc[HARBOR] > 0 else 0)
    if captains_first:
        vp += 2 if p.bocc[LIBRARY] > 0 else 1
    return vp


def shipment_doubloons(p: PlayerState) -> int:
    """Doubloons a shipment brings: one with a manned lighthouse."""
    return 1 if p.bocc[LIGHTHOUSE] > 0 else 0


def small_wharf_shipment(state: GameState, seat: int, barrels: int) -> Shipment:
    """What a small-wharf shipment of ``barrels`` barrels by ``seat`` earns now."""
    p = state.players[seat]
    vp = shipment_vp(p, barrels, captains_first(state, seat), small_wharf=True)
    return Shipment(barrels, vp, shipment_doubloons(p))


def give_vp(state: GameState, p: PlayerState, vp: int) -> None:
    """VP chips from the supply (``common.give_vp_chips``)."""
    give_vp_chips(state, state.players.index(p), vp)


def settle_shipment(state: GameState, seat: int, done: Shipment) -> None:
    """Pay a shipment made by ``seat``: its VP, its doubloons; the captain has shipped,
    and the passes in a row start again."""
    p = state.players[seat]
    if seat == state.role_player:
        state.captain_shipped = True
    give_vp(state, p, done.vp)
    if done.doubloons:
        p.doubloons += done.doubloons
    state.idle = 0
