"""Expansion I, new buildings (the 1897 box): names, what they do, pictures.

The tips say what the engine does (``engine/phases``), in our own words; the pictures
are in ``resources/buildings``.  The English 1897 names of the expansions are not
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
                "With a {colonist} here you may lay the {plantations} you take face down as "
                "forests (a drawn one after a look). Every two forests make your buildings one "
                "{doubloon} cheaper, even without a {colonist} here.",
            ),
            manned_note=False,
        ),
        "black_market": BuildingLook(
            QT_TRANSLATE_NOOP("Names", "Black Market"),
            QT_TRANSLATE_NOOP("Names1897", "Black Market"),
            "black_market",
            QT_TRANSLATE_NOOP(
                "Tips",
                "Short of money when building: pay what you lack, and no more, with a VP chip, "
                "a {barrel} and a {colonist}, one {doubloon} each, at most one of each.",
            ),
        ),
        "storehouse": BuildingLook(
            QT_TRANSLATE_NOOP("Names", "Storehouse"),
            QT_TRANSLATE_NOOP("Names1897", "Storehouse"),
            "storehouse",
            QT_TRANSLATE_NOOP(
                "Tips",
                "After the {captain_phase} you keep up to three more {barrels}, of any kinds.",
            ),
        ),
        "guest_house": BuildingLook(
            QT_TRANSLATE_NOOP("Names", "Guest House"),
            QT_TRANSLATE_NOOP("Names1897", "Guest House"),
            "guest_house",
            QT_TRANSLATE_NOOP(
                "Tips",
                "Its {colonists} are guests: outside the {mayor_phase} you may move them, whenever "
                "you want (as a phase starts too), onto a free circle in your {city} or on your "
                "{island}; they work there at once.",
            ),
        ),
        "trading_post": BuildingLook(
            QT_TRANSLATE_NOOP("Names", "Trading Post"),
            QT_TRANSLATE_NOOP("Names1897", "Trading Post"),
            "trading_post",
            QT_TRANSLATE_NOOP(
                "Tips",
                "In the {trader_phase}, sell one good straight to the supply instead of to the "
                "trading house: its price and the privilege, without the markets' bonus.",
            ),
        ),
        "church": BuildingLook(
            QT_TRANSLATE_NOOP("Names", "Church"),
            QT_TRANSLATE_NOOP("Names1897", "Church"),
            "church",
            QT_TRANSLATE_NOOP(
                "Tips",
                "Every building you build after it brings VP chips: 1 for a building of column 2 "
                "or 3, 2 for column 4.",
            ),
        ),
        "small_wharf": BuildingLook(
            QT_TRANSLATE_NOOP("Names", "Small Wharf"),
            QT_TRANSLATE_NOOP("Names1897", "Small Wharf"),
            "small_wharf",
            QT_TRANSLATE_NOOP(
                "Tips",
                "Once per {captain_phase}, ship {barrels} of any kinds on your own small ship: "
                "1 VP per two {barrels}.",
            ),
        ),
        "lighthouse": BuildingLook(
            QT_TRANSLATE_NOOP("Names", "Lighthouse"),
            QT_TRANSLATE_NOOP("Names1897", "Lighthouse"),
            "lighthouse",
            QT_TRANSLATE_NOOP(
                "Tips",
                "Every shipment you make brings a {doubloon}, and one more when you are the "
                "{captain}.",
            ),
        ),
        "specialty_factory": BuildingLook(
            QT_TRANSLATE_NOOP("Names", "Specialty Factory"),
            QT_TRANSLATE_NOOP("Names1897", "Specialty Factory"),
            "specialty_factory",
            QT_TRANSLATE_NOOP(
                "Tips",
                "When goods are produced: your largest production of one kind other than corn, "
                "less one, in {doubloons}.",
            ),
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
            QT_TRANSLATE_NOOP(
                "Tips",
                "At your first turn of the {captain_phase}, before you ship: 1 VP for every pair "
                "of equal {barrels} you hold, of every kind.",
            ),
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
            QT_TRANSLATE_NOOP(
                "Tips",
                "Game end: 1, 3, 6 or 10 VP for one to four sets of three equal tiles on your "
                "{island} (all forests count as one kind).",
            ),
        ),
    }
)

add_zones(
    {
        "forest": QT_TRANSLATE_NOOP(
            "Tips",
            "A tile laid face down as a forest (with the {forest_house}): no {colonist} works "
            "on it, and it fills an {island} space. Every two forests make your buildings one "
            "{doubloon} cheaper, with or without the {forest_house}.",
        ),
    }
)
