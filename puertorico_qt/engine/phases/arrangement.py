"""The Mayor's arrangement chosen as a whole: a person moves colonists freely, then
submits; the engine checks it and turns it into the canonical placement sequence.

``Arrangement`` is the board a person edits (the desktop program's Mayor draft): the
player's island tiles and buildings with their circles, and where each colonist
stands — on a tile, in a building or waiting in San Juan.  Every move is asked of
``refusal`` first, which answers with a ``Reason`` (a code the GUI puts in words), so
the program never re-derives the rule that a tile holds one colonist or that nobody
may wait in San Juan while a circle is empty.

``placement_actions`` turns a submitted arrangement into the decisions that lead to it.

Places are ints: ``SAN_JUAN`` (-1), a tile kind (0 … 5, the quarry 5), or
``BUILDING_TARGET + building`` — the engine's place targets.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..actions import BUILDING_TARGET, PLACE
from ..data import CIRCLES, N_TILE_KINDS
from ..reasons import Reason, Why, reason
from ..state import GameState, IllegalActionError, Phase, PlayerState
from .mayor import in_hand

SAN_JUAN = -1


def tile_place(kind: int) -> int:
    return kind


def building_place(building: int) -> int:
    return BUILDING_TARGET + building


def is_building_place(place: int) -> bool:
    return place >= BUILDING_TARGET


def building_at(place: int) -> int:
    """The building of a building place."""
    return place - BUILDING_TARGET


class Arrangement:
    """One player's colonists as they are being arranged (see the module docstring)."""

    def __init__(self, plant: Sequence[int] = (), buildings: Sequence[int] = ()) -> None:
        self.plant = list(plant) or [0] * N_TILE_KINDS  # tiles per kind
        self.circles = {b: CIRCLES[b] for b in buildings}  # circles per owned building
        self.tiles = [0] * N_TILE_KINDS  # colonists per tile kind
        self.bld = dict.fromkeys(buildings, 0)  # colonists per building
        self.sj = 0  # colonists waiting in San Juan

    @classmethod
    def for_turn(
        cls,
        state: GameState,
        seat: int,
        previous: tuple[Sequence[int], dict[int, int]] | None = None,
    ) -> Arrangement:
        """``seat``'s colonists to arrange now: those on the board, those lifted off it
        for this Mayor turn and those in San Juan.  They start where ``previous`` (the
        player's last arrangement) had them, as far as it still fits; the newcomers and
        whatever no longer fits wait in San Juan."""
        p = state.players[seat]
        a = cls(p.plant, p.buildings)
        left = p.colonists() + in_hand(state, seat)
        if previous is not None:
            prev_tiles, prev_bld = previous
            for k in range(N_TILE_KINDS):
                n = min(prev_tiles[k], a.plant[k], left)
                a.tiles[k] = n
                left -= n
            for b in sorted(a.bld):
                n = min(prev_bld.get(b, 0), a.circles[b], left)
                a.bld[b] = n
                left -= n
        a.sj = left
        return a

    def copy(self) -> Arrangement:
        other = Arrangement()
        other.plant = self.plant[:]
        other.circles = dict(self.circles)
        other.tiles = self.tiles[:]
        other.bld = dict(self.bld)
        other.sj = self.sj
        return other

    # ------------------------------------------------------------------ reading

    def count(self, place: int) -> int:
        """Colonists on ``place``."""
        if place == SAN_JUAN:
            return self.sj
        if is_building_place(place):
            return self.bld.get(building_at(place), 0)
        return self.tiles[place]

    def room(self, place: int) -> int:
        """Free circles on ``place`` (San Juan holds any number)."""
        if place == SAN_JUAN:
            return 10**6
        if is_building_place(place):
            b = building_at(place)
            return self.circles.get(b, 0) - self.bld.get(b, 0)
        return self.plant[place] - self.tiles[place]

    def total(self) -> int:
        return self.sj + sum(self.tiles) + sum(self.bld.values())

    def free_circles(self) -> int:
        return (
            sum(self.plant) - sum(self.tiles) + sum(self.circles.values()) - sum(self.bld.values())
        )

    def placed(self) -> tuple[list[int], dict[int, int]]:
        """(colonists per tile kind, colonists per building): what ``placement_actions``
        and ``GameSession.request_mayor_arrangement`` take."""
        return self.tiles[:], dict(self.bld)

    # ------------------------------------------------------------------ the rules

    def refusal(self, source: int, target: int) -> Reason | None:
        """Why one colonist may not move from ``source`` to ``target`` (None: it may)."""
        if source == target:
            return reason(Why.ALREADY_THERE)
        if self.count(source) <= 0:
            return reason(Why.NOBODY_THERE)
        if is_building_place(target) and building_at(target) not in self.circles:
            return reason(Why.NOT_YOUR_BUILDING)
        if self.room(target) <= 0:
            return reason(Why.NO_FREE_CIRCLE)
        return None

    def problem(self) -> Reason | None:
        """Why this arrangement may not be submitted yet (None: it may)."""
        if self.sj > 0 and self.free_circles() > 0:
            return reason(Why.STILL_WAITING)
        return None

    # ------------------------------------------------------------------ changing

    def move(self, source: int, target: int) -> Reason | None:
        """Move one colonist, or say why not (nothing changes then)."""
        why = self.refusal(source, target)
        if why is None:
            self._add(source, -1)
            self._add(target, +1)
        return why

    def all_to_san_juan(self) -> None:
        self.sj = self.total()
        self.tiles = [0] * N_TILE_KINDS
        self.bld = dict.fromkeys(self.bld, 0)

    def set_placed(self, tiles: Sequence[int], buildings: dict[int, int]) -> None:
        """Put the colonists as given (a plan); the rest wait in San Juan.  Raises
        ValueError if the plan does not fit this board or these colonists."""
        total = self.total()
        if len(tiles) != N_TILE_KINDS or any(
            not 0 <= n <= self.plant[k] for k, n in enumerate(tiles)
        ):
            raise ValueError("the plan does not fit the island")
        if any(
            b not in self.circles or not 0 <= n <= self.circles[b] for b, n in buildings.items()
        ):
            raise ValueError("the plan does not fit the city")
        placed = sum(tiles) + sum(buildings.values())
        if placed > total:
            raise ValueError("the plan places more colonists than there are")
        self.tiles = list(tiles)
        self.bld = {b: buildings.get(b, 0) for b in self.bld}
        self.sj = total - placed

    def _add(self, place: int, n: int) -> None:
        if place == SAN_JUAN:
            self.sj += n
        elif is_building_place(place):
            self.bld[building_at(place)] += n
        else:
            self.tiles[place] += n


def placement_actions(state: GameState, tiles: list[int], buildings: dict[int, int]) -> list[int]:
    """The decisions that produce a whole arrangement chosen freely (the GUI).

    ``tiles[k]`` colonists on tile kind k, ``buildings[b]`` on building b.  Raises
    IllegalActionError with the reason if the arrangement is not allowed.  The
    caller applies the returned actions one by one with ``apply``; placements
    that leave no choice are made by ``apply`` itself and are not in the list.
    """

    def refuse(code: Why) -> IllegalActionError:
        return IllegalActionError(reason(code))

    if state.phase != Phase.MAYOR:
        raise refuse(Why.ARRANGE_ONLY_IN_MAYOR)
    p: PlayerState = state.players[state.current]
    if len(tiles) != N_TILE_KINDS:
        raise refuse(Why.TILE_HOLDS_ONE)
    for k in range(N_TILE_KINDS):
        if not 0 <= tiles[k] <= p.plant[k]:
            raise refuse(Why.TILE_HOLDS_ONE)
    for b, n in buildings.items():
        if not p.owns(b):
            raise refuse(Why.NOT_YOUR_BUILDING)
        if not 0 <= n <= CIRCLES[b]:
            raise refuse(Why.BUILDING_FULL)
    placed = sum(tiles) + sum(buildings.values())
    if placed > p.colonists() + state.mayor_left:
        raise refuse(Why.TOO_MANY_COLONISTS)
    wanted_tiles = list(tiles)
    wanted_buildings = {b: buildings.get(b, 0) for b in p.buildings}
    missing = 0
    for k in range(N_TILE_KINDS):
        if wanted_tiles[k] < p.plant_occ[k]:
            raise refuse(Why.PLACED_STAY)
        missing += wanted_tiles[k] - p.plant_occ[k]
    for b, n in wanted_buildings.items():
        if n < p.bocc[b]:
            raise refuse(Why.PLACED_STAY)
        missing += n - p.bocc[b]
    if missing < state.mayor_left:
        raise refuse(Why.SAN_JUAN_WHILE_EMPTY)
    # Walk the canonical order on a copy.  Placements the engine makes by itself
    # (forced steps) are not decisions, so they are not returned.
    seat, turn = state.current, state.turn
    trial = state.clone()
    decisions: list[int] = []
    while trial.phase == Phase.MAYOR and trial.current == seat and trial.turn == turn:
        tp = trial.players[seat]
        action = next(
            (PLACE + k for k in range(N_TILE_KINDS) if tp.plant_occ[k] < wanted_tiles[k]),
            None,
        )
        if action is None:
            action = next(
                (
                    PLACE + BUILDING_TARGET + b
                    for b in tp.buildings
                    if tp.bocc[b] < wanted_buildings[b]
                ),
                None,
            )
        if action is None or action not in trial.legal_actions():
            raise refuse(Why.PLACED_STAY)
        decisions.append(action)
        trial.apply(action)
    done = trial.players[seat]
    if done.plant_occ != wanted_tiles or any(
        done.bocc[b] != n for b, n in wanted_buildings.items()
    ):
        raise refuse(Why.PLACED_STAY)
    return decisions
