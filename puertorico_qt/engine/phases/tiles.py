"""Island tiles outside the base game's one take per Settler turn: the face-up offer and
the face-down pile, forests, and tiles given up.

The base game's two helpers (``draw_offer``, ``reshuffle_discards``) live here so that
the expansions' phases that draw a face-down tile (the land office) or give one back
(the hunting lodge, the land office) share them with the Settler phase without an
import cycle; ``settler`` re-exports them under their old names.

Forests (expansion I, the forest house) are plantations laid face down; a player's
``forest`` list counts them by the kind on their face, which matters only when one is
given up: it goes to the face-up discard pile as that kind.  Forests take no worker.
"""

from __future__ import annotations

from ..data import FOREST_HOUSE, HUNTING_LODGE, ISLAND_SPACES, LAND_OFFICE, NOBLE_SENSITIVE
from ..rng import shuffle
from ..state import GameState, PlayerState

_LAND_OFFICE_BIT = 1 << NOBLE_SENSITIVE.index(LAND_OFFICE)
_HUNTING_LODGE_BIT = 1 << NOBLE_SENSITIVE.index(HUNTING_LODGE)
_NOBLE_BITS = {LAND_OFFICE: _LAND_OFFICE_BIT, HUNTING_LODGE: _HUNTING_LODGE_BIT}


def draw_offer(state: GameState) -> None:
    """Turn up one more plantation than there are players (fewer if the tiles run out)."""
    for _ in range(state.n + 1):
        if not state.pile:
            reshuffle_discards(state)
            if not state.pile:
                return
        state.offer[state.pile.pop()] += 1


def reshuffle_discards(state: GameState) -> None:
    """An empty face-down pile is replaced by the shuffled discard pile."""
    pile = state.pile
    for k in range(5):
        pile.extend([k] * state.discard[k])
        state.discard[k] = 0
    state.rng = shuffle(state.rng, pile)


def face_down_left(state: GameState) -> bool:
    """Is there a face-down tile to draw (the pile, or the discards to reshuffle)?"""
    return bool(state.pile) or any(state.discard)


def draw_face_down(state: GameState) -> int:
    """The kind of the top face-down tile, taken off the pile (the discard pile is
    reshuffled first when the pile is empty).  The caller checks ``face_down_left``."""
    if not state.pile:
        reshuffle_discards(state)
    return state.pile.pop()


def island_full(p: PlayerState) -> bool:
    """All 12 island spaces filled (plantations, quarries and forests)."""
    return p.island_used() >= ISLAND_SPACES


def forest_house_manned(p: PlayerState) -> bool:
    return p.bocc[FOREST_HOUSE] > 0


def drawn_tile_public(state: GameState, seat: int) -> bool:
    """Is a tile ``seat`` draws from the face-down pile laid face up at once, for all to
    see?  With a manned forest house he looks at it first (it may become a forest)."""
    return not forest_house_manned(state.players[seat])


def manned_by_colonist(p: PlayerState, building: int) -> bool:
    """The land office or hunting lodge is manned, by a colonist (not a noble)."""
    return p.bocc[building] > 0 and not p.noble_on & _NOBLE_BITS[building]


def manned_by_noble(p: PlayerState, building: int) -> bool:
    """The land office or hunting lodge is manned by a noble."""
    return p.bocc[building] > 0 and bool(p.noble_on & _NOBLE_BITS[building])


def give_up_options(p: PlayerState) -> list[tuple[int, bool]]:
    """The tiles ``p`` may give up (land office, hunting lodge): ``(kind, forest)`` for
    each plantation kind he has, then each forest face kind.  Never a quarry."""
    out = [(k, False) for k in range(5) if p.plant[k]]
    out += [(k, True) for k in range(5) if p.forest[k]]
    return out


def can_give_up(p: PlayerState, kind: int, forest: bool) -> bool:
    return 0 <= kind < 5 and (p.forest[kind] if forest else p.plant[kind]) > 0


def give_up(state: GameState, p: PlayerState, kind: int, forest: bool) -> None:
    """``p`` lays a plantation (or a forest) of ``kind`` on the face-up discard pile.

    Ruling: of several plantations of the kind, an unoccupied one goes first (the
    island keeps counts only, and nothing is gained by sending a worker away); only
    when every one of them is manned does the worker on it move to San Juan."""
    if forest:
        p.forest[kind] -= 1
    else:
        if p.plant_occ[kind] == p.plant[kind]:
            p.plant_occ[kind] -= 1
            p.san_juan += 1
        p.plant[kind] -= 1
    state.discard[kind] += 1
