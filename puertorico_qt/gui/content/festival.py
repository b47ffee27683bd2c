"""Expansion IV, the festival (the 1897 box): the board's name and what its three goals
ask and give.  The texts are our own words."""

from __future__ import annotations

from ..i18n import QT_TRANSLATE_NOOP
from .catalog import add_terms, add_zones

add_terms(
    {
        "festival": (
            QT_TRANSLATE_NOOP("Names", "Festival"),
            QT_TRANSLATE_NOOP("Names1897", "Festival"),
        ),
    }
)

add_zones(
    {
        "festival": QT_TRANSLATE_NOOP(
            "Tips",
            "Three goals, each rewarded once, to the first player who meets it; they may be met "
            "in any order. A goal met is marked with its winner, and its pieces go back.",
        ),
        "festival_plantations": QT_TRANSLATE_NOOP(
            "Tips",
            "The first player with three {plantations} of this kind on the {island} gets three "
            "{colonists} from the supply (as many as are left), placed at once on free circles "
            "or on the {san_juan} space.",
        ),
        "festival_goods": QT_TRANSLATE_NOOP(
            "Tips",
            "The first player to produce at least these three {barrels} in one {craftsman_phase} "
            "gets 3 {doubloons} from the bank. The {craftsman}'s extra {barrel} does not count.",
        ),
        "festival_building": QT_TRANSLATE_NOOP(
            "Tips",
            "The first player to build this building gets 3 VP chips from the supply.",
        ),
    }
)
