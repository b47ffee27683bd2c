"""Expansion II, nobles (the 1897 box): the buildings' names, what they do, pictures.

Ahead of their rules, as in ``new_buildings`` (which says where the names come from).
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
            QT_TRANSLATE_NOOP("Tips", "Buy or discard {plantations} in the {trader} phase."),
        ),
        "chapel": BuildingLook(
            QT_TRANSLATE_NOOP("Names", "Chapel"),
            QT_TRANSLATE_NOOP("Names1897", "Chapel"),
            "chapel",
            QT_TRANSLATE_NOOP("Tips", "Pays when goods are produced."),
        ),
        "hunting_lodge": BuildingLook(
            QT_TRANSLATE_NOOP("Names", "Hunting Lodge"),
            QT_TRANSLATE_NOOP("Names1897", "Hunting Lodge"),
            "hunting_lodge",
            QT_TRANSLATE_NOOP("Tips", "Clear {plantations}; VP for the emptiest {island}."),
        ),
        "zoning_office": BuildingLook(
            QT_TRANSLATE_NOOP("Names", "Zoning Office"),
            QT_TRANSLATE_NOOP("Names1897", "Zoning Office"),
            "zoning_office",
            QT_TRANSLATE_NOOP("Tips", "Makes buildings cheaper."),
        ),
        "royal_supplier": BuildingLook(
            QT_TRANSLATE_NOOP("Names", "Royal Supplier"),
            QT_TRANSLATE_NOOP("Names1897", "Royal Supplier"),
            "royal_supplier",
            QT_TRANSLATE_NOOP("Tips", "Trade goods for VP before shipping."),
        ),
        "villa": BuildingLook(
            QT_TRANSLATE_NOOP("Names", "Villa"),
            QT_TRANSLATE_NOOP("Names1897", "Villa"),
            "villa",
            QT_TRANSLATE_NOOP("Tips", "Brings a {noble} in the {mayor} phase."),
        ),
        "jeweler": BuildingLook(
            QT_TRANSLATE_NOOP("Names", "Jeweler"),
            QT_TRANSLATE_NOOP("Names1897", "Jeweler"),
            "jeweler",
            QT_TRANSLATE_NOOP("Tips", "Pays for your {nobles} when goods are produced."),
        ),
        "royal_garden": BuildingLook(
            QT_TRANSLATE_NOOP("Names", "Royal Garden"),
            QT_TRANSLATE_NOOP("Names1897", "Royal Garden"),
            "royal_garden",
            QT_TRANSLATE_NOOP("Tips", "Game end: 1 VP per {noble}."),
        ),
    }
)

add_zones(
    {
        "noble_supply": QT_TRANSLATE_NOOP(
            "Tips",
            "{nobles} still to come: after every {mayor} phase one of them stands on the {ship} "
            "instead of a {colonist}, while any are left. A {noble} works like a {colonist}; "
            "each is worth 1 VP at the end.",
        ),
    }
)
