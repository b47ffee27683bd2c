"""Expansion II, nobles (the 1897 box): the buildings' names, what they do, pictures.

As in ``new_buildings`` (which says where the names come from).
"""

from __future__ import annotations

from ..i18n import QT_TRANSLATE_NOOP
from .catalog import BuildingLook, add_buildings, add_zones

add_buildings(
    {
        "land_office": BuildingLook(
            QT_TRANSLATE_NOOP("Names", "Land Office"),
            QT_TRANSLATE_NOOP("Names1897", "Land Office"),
            "land_office",
            QT_TRANSLATE_NOOP(
                "Tips",
                "In your {trader} turn, before selling: with a {colonist}, buy the top face-down "
                "{plantation} for 1 {doubloon}; with a {noble}, sell one of your {plantations} or "
                "forests for 1 {doubloon}.",
            ),
            noble_or_worker=True,
        ),
        "chapel": BuildingLook(
            QT_TRANSLATE_NOOP("Names", "Chapel"),
            QT_TRANSLATE_NOOP("Names1897", "Chapel"),
            "chapel",
            QT_TRANSLATE_NOOP(
                "Tips",
                "Every {craftsman_phase}: a {doubloon} with a {colonist} in it, a VP chip with a {noble}.",
            ),
            noble_or_worker=True,
        ),
        "hunting_lodge": BuildingLook(
            QT_TRANSLATE_NOOP("Names", "Hunting Lodge"),
            QT_TRANSLATE_NOOP("Names1897", "Hunting Lodge"),
            "hunting_lodge",
            QT_TRANSLATE_NOOP(
                "Tips",
                "End of the {settler_phase}: with a {colonist}, you may give up one {plantation} "
                "or forest; with a {noble}, 2 VP chips if your {island} has more empty spaces "
                "than every other.",
            ),
            noble_or_worker=True,
        ),
        "zoning_office": BuildingLook(
            QT_TRANSLATE_NOOP("Names", "Zoning Office"),
            QT_TRANSLATE_NOOP("Names1897", "Zoning Office"),
            "zoning_office",
            QT_TRANSLATE_NOOP(
                "Tips",
                "With a {colonist}: buildings of columns 1 to 3 cost one {doubloon} less; with a "
                "{noble}: those of column 4 cost two less.",
            ),
            noble_or_worker=True,
        ),
        "royal_supplier": BuildingLook(
            QT_TRANSLATE_NOOP("Names", "Royal Supplier"),
            QT_TRANSLATE_NOOP("Names1897", "Royal Supplier"),
            "royal_supplier",
            QT_TRANSLATE_NOOP(
                "Tips",
                "At your first turn of the {captain_phase}, before you ship: give {barrels} of "
                "different kinds to the supply, at most one per {noble} you own, for 1 VP each.",
            ),
            noble_or_worker=True,
        ),
        "villa": BuildingLook(
            QT_TRANSLATE_NOOP("Names", "Villa"),
            QT_TRANSLATE_NOOP("Names1897", "Villa"),
            "villa",
            QT_TRANSLATE_NOOP(
                "Tips",
                "Every {mayor_phase}: a {noble} from the supply (a {colonist} when none is left).",
            ),
            noble_or_worker=True,
        ),
        "jeweler": BuildingLook(
            QT_TRANSLATE_NOOP("Names", "Jeweler"),
            QT_TRANSLATE_NOOP("Names1897", "Jeweler"),
            "jeweler",
            QT_TRANSLATE_NOOP("Tips", "Every {craftsman_phase}: a {doubloon} per {noble} you own."),
            noble_or_worker=True,
        ),
        "royal_garden": BuildingLook(
            QT_TRANSLATE_NOOP("Names", "Royal Garden"),
            QT_TRANSLATE_NOOP("Names1897", "Royal Garden"),
            "royal_garden",
            QT_TRANSLATE_NOOP(
                "Tips", "Game end: 1 more VP per {noble} you own (besides its own VP)."
            ),
            noble_or_worker=True,
        ),
    }
)

add_zones(
    {
        "noble_supply": QT_TRANSLATE_NOOP(
            "Tips",
            "{nobles} still to come: after every {mayor_phase} one of them stands on the {ship} "
            "instead of a {colonist}, while any are left. A {noble} works like a {colonist}; "
            "each is worth 1 VP at the end.",
        ),
    }
)
