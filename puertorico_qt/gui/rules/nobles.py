"""Expansion II, the nobles: set-up, what a noble is, the eight buildings, the end and
scoring, the 2-player game.

The rulings are ``docs/expansions.md``'s; the tables are generated from the engine's
data, the buildings' texts are the content set's (``gui.content.nobles``)."""

from __future__ import annotations

from ...engine.data import NOBLE_BUILDINGS, SETUP, Edition
from .. import names as N
from ..i18n import QT_TRANSLATE_NOOP
from .common import Chapter, building_table, bullets, heading, html_table, note, para, tr_rules

EXPANSION = "nobles"


def _ship_table(ed: Edition) -> str:
    """What the ship carries at the start, per player count: one noble instead of one
    of the base game's colonists."""
    head = [
        tr_rules(QT_TRANSLATE_NOOP("Rules", "Players")),
        N.term("Colonists", ed),
        N.term("Nobles", ed),
    ]
    rows = [[str(n), str(row.colonists_ship - 1), "1"] for n, row in sorted(SETUP.items())]
    return html_table(head, rows)


def _body(ed: Edition) -> str:
    parts = [
        note(
            QT_TRANSLATE_NOOP(
                "Rules",
                "This chapter applies only to a game with expansion II, chosen in the new-game "
                "dialog. It can be played on its own or together with expansion I.",
            ),
            ed,
        ),
        heading(QT_TRANSLATE_NOOP("Rules", "Set-up"), ed),
        para(
            QT_TRANSLATE_NOOP(
                "Rules",
                "The eight new buildings are laid out on the board by cost, in addition to the "
                "others (the base game's, or the set of expansion I); they are never drafted. "
                "There are two of each, but only one {royal_garden}.",
            ),
            ed,
        ),
        para(
            QT_TRANSLATE_NOOP(
                "Rules",
                "The 20 {nobles} wait beside the supply. Nobody counts the {colonists} out: all "
                "of the box's are in the game. At the start the {ship} carries one {noble} in "
                "place of one of its {colonists}:",
            ),
            ed,
        ),
        _ship_table(ed),
        heading(QT_TRANSLATE_NOOP("Rules", "The {nobles}"), ed),
        para(
            QT_TRANSLATE_NOOP(
                "Rules",
                "After every {mayor_phase} the {ship} is refilled as usual, but as long as the "
                "supply lasts, one {noble} comes in place of one {colonist}. The rulebook says the "
                "{mayor} mostly gets it; this program always gives it to the {mayor}, who is the "
                "first to take from the {ship}.",
            ),
            ed,
        ),
        para(
            QT_TRANSLATE_NOOP(
                "Rules",
                "Every rule treats a {noble} as a {colonist}: it works on a tile or in a "
                "building, waits on the {san_juan} space, and counts wherever {colonists} are "
                "counted. Only four buildings work differently with a {noble} in them: "
                "{land_office}, {chapel}, {hunting_lodge} and {zoning_office}. When your "
                "placement in the {mayor_phase} leaves a choice, the table asks which of them "
                "your {nobles} man.",
            ),
            ed,
        ),
        para(
            QT_TRANSLATE_NOOP(
                "Rules",
                "The {royal_supplier}, the {jeweler} and the {royal_garden} count every {noble} "
                "you own, wherever it stands.",
            ),
            ed,
        ),
        heading(QT_TRANSLATE_NOOP("Rules", "The new buildings"), ed),
        para(
            QT_TRANSLATE_NOOP(
                "Rules",
                "Like every building, they work only while manned. The {jeweler} is red: it "
                "counts as a large production building for the {guild_hall}, but not as a "
                "{violet} building for the {city_hall}.",
            ),
            ed,
        ),
        building_table(NOBLE_BUILDINGS, ed),
        heading(QT_TRANSLATE_NOOP("Rules", "Details, as this program plays them"), ed),
        bullets(
            (
                QT_TRANSLATE_NOOP(
                    "Rules",
                    "<b>{land_office}</b>: used at most once in your {trader} turn, before you "
                    "sell. With a manned {forest_house}, {plantations} bought there may "
                    "be laid as forests.",
                ),
                QT_TRANSLATE_NOOP(
                    "Rules",
                    "<b>{hunting_lodge}</b>: acts when every {settler} turn is over, before the "
                    "{plantations} left over are discarded. With a {noble} the 2 VP need more "
                    "empty spaces on your {island} than any other player has.",
                ),
                QT_TRANSLATE_NOOP(
                    "Rules",
                    "A tile given up with the {land_office} or the {hunting_lodge} goes onto the "
                    "face-up discard pile, a {colonist} on it to the {san_juan} space.",
                ),
                QT_TRANSLATE_NOOP(
                    "Rules",
                    "<b>{zoning_office}</b>: with a {colonist} in it a large building costs no "
                    "less, with a {noble} in it a small one costs no less.",
                ),
                QT_TRANSLATE_NOOP(
                    "Rules",
                    "<b>{royal_supplier}</b>: acts at its owner's first turn of the {captain_phase}"
                    ", before his first shipment, so he has seen what the players before "
                    "him shipped. The {barrels} given bring nothing else.",
                ),
                QT_TRANSLATE_NOOP(
                    "Rules",
                    "<b>{villa}</b>: the {noble} comes at the start of your {mayor} turn, before "
                    "you place your {colonists}.",
                ),
            ),
            ed,
        ),
        heading(QT_TRANSLATE_NOOP("Rules", "End of the game and scoring"), ed),
        para(
            QT_TRANSLATE_NOOP(
                "Rules",
                "Running out of {colonists} no longer ends the game: when the supply runs short, "
                "the {ship} takes what is left. The game still ends when a player's {city} is "
                "full or the last VP chip is given out, which the {chapel}, the {hunting_lodge} "
                "and the {royal_supplier} can do as well.",
            ),
            ed,
        ),
        para(
            QT_TRANSLATE_NOOP(
                "Rules",
                "At the end every {noble} you own is worth 1 VP, wherever it stands; a manned "
                "{royal_garden} adds one more for each.",
            ),
            ed,
        ),
        heading(QT_TRANSLATE_NOOP("Rules", "Two players"), ed),
        para(
            QT_TRANSLATE_NOOP(
                "Rules",
                "With two players the {ship} starts with one {colonist} and one {noble}, and "
                "each of the eight buildings is there only once, like every building of the "
                "2-player game.",
            ),
            ed,
        ),
    ]
    return "".join(parts)


CHAPTERS = (
    Chapter(
        "expansion_nobles", QT_TRANSLATE_NOOP("Rules", "Expansion II: {Nobles}"), _body, EXPANSION
    ),
)
