"""Where a player's nobles are drawn (expansion II).

The engine counts a player's nobles (``PlayerState.nobles``) among the workers and
knows where a noble stands only on the four buildings that work differently with one
(``data.NOBLE_SENSITIVE``, ``PlayerState.noble_on``): anywhere else a noble works as
a colonist does, so the engine does not keep which circle holds it.  The table draws
those nobles in canonical places — first in San Juan (the portrait), then on the
manned circles of the other buildings (by building, in the engine's order), then on
the manned island tiles (by kind) — so that every noble is on the board and a board
looks the same whenever it is drawn.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from ...engine.data import NOBLE_SENSITIVE

_SENSITIVE = frozenset(NOBLE_SENSITIVE)


@dataclass(slots=True)
class NoblePlaces:
    """How many nobles to draw where: in San Juan, per tile kind (on the first manned
    tiles of that kind), per building (on its first manned circles)."""

    san_juan: int = 0
    tiles: list[int] = field(default_factory=lambda: [0] * 6)
    buildings: dict[int, int] = field(default_factory=dict)


def noble_places(
    nobles: int,
    noble_on: int,
    san_juan: int,
    tiles: Sequence[int],
    buildings: Mapping[int, int],
) -> NoblePlaces:
    """Where to draw ``nobles`` nobles among these workers: ``san_juan`` waiting,
    ``tiles[k]`` on tiles of kind k, ``buildings[b]`` in building b; ``noble_on`` as in
    ``PlayerState`` (bit i: a noble mans ``NOBLE_SENSITIVE[i]``).  See the module
    docstring for the order."""
    places = NoblePlaces(tiles=[0] * len(tiles))
    left = nobles
    for i, b in enumerate(NOBLE_SENSITIVE):
        if left > 0 and noble_on >> i & 1 and buildings.get(b, 0) > 0:
            places.buildings[b] = 1
            left -= 1
    places.san_juan = min(left, san_juan)
    left -= places.san_juan
    for b in sorted(buildings):
        if left <= 0:
            break
        if b in _SENSITIVE:
            continue  # its worker is known: a colonist unless ``noble_on`` says otherwise
        n = min(left, buildings[b])
        if n:
            places.buildings[b] = n
            left -= n
    for k, manned in enumerate(tiles):
        n = min(left, manned)
        places.tiles[k] = n
        left -= n
    return places
