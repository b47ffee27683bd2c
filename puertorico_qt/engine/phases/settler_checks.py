"""The agreement of the Settler's and the Trader's expansion counters (for
``consistency.py``): the tile drawn for the forest house's question, the library's extra
take, the hunting lodges still to act, the land office's use in a Trader turn."""

from __future__ import annotations

from collections.abc import Iterator

from ..data import HUNTING_LODGE, LAND_OFFICE, LIBRARY, Role
from ..state import GameState, Phase
from .tiles import forest_house_manned, give_up_options, island_full, manned_by_colonist

_SETTLER_PHASES = (Phase.SETTLER, Phase.HOSPICE, Phase.HUNTING_LODGE)


def settler_trader_problems(s: GameState) -> Iterator[str]:
    if not s.config.expansions:
        return
    phase, role = s.phase, s.role
    p = s.players[s.current] if s.current >= 0 else None
    in_settler = phase in _SETTLER_PHASES or (phase == Phase.FOREST and role == Role.SETTLER)
    in_trader = role == Role.TRADER and phase in (Phase.TRADER, Phase.FOREST, Phase.PLACE_WORKERS)
    # the tile drawn, waiting for the forest house's question
    if (s.drawn_tile >= 0) != (phase == Phase.FOREST):
        yield "scratch.drawn_tile is set exactly in the forest phase"
    if phase == Phase.FOREST and p is not None:
        if not forest_house_manned(p) or island_full(p):
            yield "the forest phase without a manned forest house or with a full island"
        if role == Role.SETTLER and not s.hacienda_used:
            yield "the forest phase of the Settler without the hacienda's draw"
        if role == Role.TRADER and not (s.land_office_used and manned_by_colonist(p, LAND_OFFICE)):
            yield "the forest phase of the Trader without the land office's purchase"
    # the land office, once in a Trader turn
    if s.land_office_used and not (in_trader and p is not None and p.bocc[LAND_OFFICE] > 0):
        yield "scratch.land_office_used outside a Trader turn of a manned land office's owner"
    # the library's extra take in the Settler phase
    if in_settler or in_trader:
        if s.privilege_used not in (0, 1) or (s.privilege_used and phase != Phase.SETTLER):
            yield f"scratch.privilege_used is {s.privilege_used} in the {phase.name.lower()} phase"
        elif s.privilege_used and (
            s.players[s.role_player].bocc[LIBRARY] <= 0 or s.turn != 0 or s.hacienda_used
        ):
            yield "the library's extra take without the settler's manned library"
    # the hunting lodges, in turn order from the settler
    if (in_settler or in_trader) and phase != Phase.HUNTING_LODGE and s.asked:
        yield f"scratch.asked is set in the {phase.name.lower()} phase"
    if phase == Phase.HUNTING_LODGE and p is not None:
        order = [(s.role_player + i) % s.n for i in range(s.n)]
        at = order.index(s.current)
        if s.turn != s.n or not s.asked >> s.current & 1:
            yield "the hunting lodge phase: the seat asked is not in scratch.asked"
        if not manned_by_colonist(p, HUNTING_LODGE) or not give_up_options(p):
            yield "the hunting lodge phase: the seat asked has nothing to give up"
        for i, seat in enumerate(order):
            if s.asked >> seat & 1 and (i < at or s.players[seat].bocc[HUNTING_LODGE] <= 0):
                yield f"scratch.asked: seat {seat} cannot be waiting for its hunting lodge"
