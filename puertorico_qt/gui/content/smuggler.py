"""Expansion III, the smuggler (the 1897 box): the role card, its wanted poster, what the
table shows of them.

The names: the 1897 box's (English "Smuggler", German "Schmuggler", "Steckbrief"); the
classic naming has no smuggler of its own, so it uses the same words.  Dutch names are
ours (``i18n/GLOSSARY.md``).  The texts are our own words.
"""

from __future__ import annotations

from ...engine.data import Role
from ..i18n import QT_TRANSLATE_NOOP
from .catalog import RoleLook, add_roles, add_terms, add_zones

add_roles(
    {
        Role.SMUGGLER: RoleLook(
            QT_TRANSLATE_NOOP("Names", "Smuggler"),
            QT_TRANSLATE_NOOP("Names1897", "Smuggler"),
            "smuggler",
            QT_TRANSLATE_NOOP(
                "Tips",
                "Only you act, once, choosing one of four: raid a cargo ship (keep up to three "
                "of its {barrels}), plunder the trading house (a VP chip per good taken out), "
                "poach {colonists} from the {ship} down to one per player (keep up to three, "
                "placed at once, never on the {san_juan} space), or swap a role card not used "
                "yet this round (its {doubloons} are yours; 3 more if someone else takes it, "
                "else you play it when the round ends). No {doubloon} is ever put on this card, "
                "and whoever takes it holds the wanted poster. No building adds to any of "
                "this.",
            ),
            QT_TRANSLATE_NOOP("Names", "Smuggler phase"),
            QT_TRANSLATE_NOOP("Names1897", "Smuggler phase"),
        ),
    }
)

add_terms(
    {
        "wanted": (
            QT_TRANSLATE_NOOP("Names", "wanted poster"),
            QT_TRANSLATE_NOOP("Names1897", "wanted poster"),
        ),
    }
)

add_zones(
    {
        "wanted": QT_TRANSLATE_NOOP(
            "Tips",
            "Whoever took the {smuggler} last holds the wanted poster and may not take the "
            "{smuggler} again until another player has taken it.",
        ),
        "captured": QT_TRANSLATE_NOOP(
            "Tips",
            "If another player takes this role this round, the {smuggler} gets 3 {doubloons} "
            "from the bank; if nobody takes it, the {smuggler} plays it himself when the round "
            "ends.",
        ),
    }
)
