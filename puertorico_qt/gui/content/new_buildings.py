"""Expansion I, new buildings (the 1897 box): names, what they do, pictures.

Their rules are not in the engine yet: the rows are here so that names and tips
are translated ahead of the rules; their pictures are still to be drawn (the ``art``
names are the files they will have).  The English 1897 names of the expansions are not
known (``shared/rules/gamedata.md``): the English source is the original expansion's
name, and the German 1897 book's names are in the German translation.
"""

from __future__ import annotations

from ..i18n import QT_TRANSLATE_NOOP
from .catalog import BuildingLook, add_buildings, add_zones

add_buildings(
    {
        "aqueduct": BuildingLook(
            QT_TRANSLATE_NOOP("Names", "Aqueduct"),
            QT_TRANSLATE_NOOP("Names1897", "Aqueduct"),
            "aqueduct",
            QT_TRANSLATE_NOOP(
                "Tips",
                "One {barrel} more when your large {indigo} or large sugar building produces.",
            ),
        ),
        "forest_house": BuildingLook(
            QT_TRANSLATE_NOOP("Names", "Forest House"),
            QT_TRANSLATE_NOOP("Names1897", "Forest House"),
            "forest_house",
            QT_TRANSLATE_NOOP(
                "Tips",
                "A face-down tile you take becomes forest; two forests make buildings one cheaper.",
            ),
        ),
        "black_market": BuildingLook(
            QT_TRANSLATE_NOOP("Names", "Black Market"),
            QT_TRANSLATE_NOOP("Names1897", "Black Market"),
            "black_market",
            QT_TRANSLATE_NOOP(
                "Tips", "When buying, pay part of the price with a {colonist}, a good or a VP chip."
            ),
        ),
        "storehouse": BuildingLook(
            QT_TRANSLATE_NOOP("Names", "Storehouse"),
            QT_TRANSLATE_NOOP("Names1897", "Storehouse"),
            "storehouse",
            QT_TRANSLATE_NOOP("Tips", "After the {captain} phase you keep three more {barrels}."),
        ),
        "guest_house": BuildingLook(
            QT_TRANSLATE_NOOP("Names", "Guest House"),
            QT_TRANSLATE_NOOP("Names1897", "Guest House"),
            "guest_house",
            QT_TRANSLATE_NOOP(
                "Tips", "Two guests wait here and may move to a new tile or building later."
            ),
        ),
        "trading_post": BuildingLook(
            QT_TRANSLATE_NOOP("Names", "Trading Post"),
            QT_TRANSLATE_NOOP("Names1897", "Trading Post"),
            "trading_post",
            QT_TRANSLATE_NOOP(
                "Tips", "Your own trading house: sell without filling the common one."
            ),
        ),
        "church": BuildingLook(
            QT_TRANSLATE_NOOP("Names", "Church"),
            QT_TRANSLATE_NOOP("Names1897", "Church"),
            "church",
            QT_TRANSLATE_NOOP("Tips", "Buying expensive buildings brings extra VP."),
        ),
        "small_wharf": BuildingLook(
            QT_TRANSLATE_NOOP("Names", "Small Wharf"),
            QT_TRANSLATE_NOOP("Names1897", "Small Wharf"),
            "small_wharf",
            QT_TRANSLATE_NOOP("Tips", "A small private ship: 1 VP for every two {barrels}."),
        ),
        "lighthouse": BuildingLook(
            QT_TRANSLATE_NOOP("Names", "Lighthouse"),
            QT_TRANSLATE_NOOP("Names1897", "Lighthouse"),
            "lighthouse",
            QT_TRANSLATE_NOOP("Tips", "Each load you ship earns a {doubloon}."),
        ),
        "specialty_factory": BuildingLook(
            QT_TRANSLATE_NOOP("Names", "Specialty Factory"),
            QT_TRANSLATE_NOOP("Names1897", "Specialty Factory"),
            "specialty_factory",
            QT_TRANSLATE_NOOP("Tips", "Your largest production pays {doubloons}."),
        ),
        "library": BuildingLook(
            QT_TRANSLATE_NOOP("Names", "Library"),
            QT_TRANSLATE_NOOP("Names1897", "Library"),
            "library",
            QT_TRANSLATE_NOOP("Tips", "The privileges of the roles you choose count twice."),
        ),
        "union_hall": BuildingLook(
            QT_TRANSLATE_NOOP("Names", "Union Hall"),
            QT_TRANSLATE_NOOP("Names1897", "Union Hall"),
            "union_hall",
            QT_TRANSLATE_NOOP("Tips", "Pairs of equal goods bring VP in the {captain} phase."),
        ),
        "statue": BuildingLook(
            QT_TRANSLATE_NOOP("Names", "Statue"),
            QT_TRANSLATE_NOOP("Names1897", "Statue"),
            "statue",
            QT_TRANSLATE_NOOP("Tips", "A monument: 8 VP, needs no {colonist}."),
        ),
        "cloister": BuildingLook(
            QT_TRANSLATE_NOOP("Names", "Cloister"),
            QT_TRANSLATE_NOOP("Names1897", "Cloister"),
            "cloister",
            QT_TRANSLATE_NOOP("Tips", "Game end: VP for sets of three equal {island} tiles."),
        ),
    }
)

add_zones(
    {
        "forest": QT_TRANSLATE_NOOP(
            "Tips",
            "A tile laid face down as a forest (with the {forest_house}): no {colonist} works "
            "on it, and it stays for the rest of the game. While you own the {forest_house}, "
            "every two forests make your buildings one {doubloon} cheaper.",
        ),
    }
)
