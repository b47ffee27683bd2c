"""Words for the places of the expansions' decisions: where a worker stands (San Juan, a
tile, a building), an island tile given up (a plantation, or a forest by its face), a
set of goods.  Shared by the presenters of expansions I and II."""

from __future__ import annotations

from collections.abc import Iterable

from ...engine.data import N_GOODS, Edition
from ...engine.rules import SAN_JUAN, building_at, is_building_place
from .. import names as N
from ..i18n import QT_TRANSLATE_NOOP
from .base import listing, translated


def place_name(place: int, edition: Edition | int) -> str:
    """A worker's place as a label: "San Juan", "Corn plantation", "Small Market"."""
    if place == SAN_JUAN:
        return N.term("san_juan", edition)
    if is_building_place(place):
        return N.building_name(building_at(place), edition)
    return N.tile_name(place, edition)


def forest_name(kind: int, edition: Edition | int) -> str:
    """A forest as a label, by the kind on its face: "Forest (corn)"."""
    return translated("Table", QT_TRANSLATE_NOOP("Table", "{forest} ({good})")).format(
        forest=N.term("forest", edition), good=N.good_word(kind, edition)
    )


def give_up_name(kind: int, forest: bool, edition: Edition | int) -> str:
    """A tile a player may give up, as a label: a plantation, or a forest by its face."""
    return forest_name(kind, edition) if forest else N.tile_name(kind, edition)


def give_up_phrase(kind: int, forest: bool, edition: Edition | int) -> str:
    """The same inside a sentence: "a corn plantation", "a forest (corn)"."""
    if not forest:
        return N.tile_phrase(kind, edition)
    return translated("Log", QT_TRANSLATE_NOOP("Log", "a forest ({good})")).format(
        good=N.good_word(kind, edition)
    )


def give_up_art(kind: int, forest: bool, edition: Edition | int) -> str:
    return "tiles/forest" if forest else "tiles/" + N.tile_art(kind, edition)


def goods_mask_names(mask: int, edition: Edition | int) -> list[str]:
    """The goods of a bit mask, as labels, in the order of the goods."""
    return [N.good_name(g, edition) for g in range(N_GOODS) if mask >> g & 1]


def goods_listing(goods: Iterable[int], edition: Edition | int) -> str:
    """ "1 corn, 1 sugar": one barrel of each good listed."""
    return listing([N.n_goods(1, g, edition) for g in goods])
