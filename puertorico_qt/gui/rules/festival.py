"""Expansion IV, the festival: the three goals drawn at the start, who gets what for
meeting one first, and how the table shows them.  The rulings are
``docs/expansions.md``'s."""

from __future__ import annotations

from ...engine.data import Edition
from ..i18n import QT_TRANSLATE_NOOP
from .common import Chapter, bullets, heading, note, para

EXPANSION = "festival"


def _body(ed: Edition) -> str:
    setup = (
        QT_TRANSLATE_NOOP(
            "Rules",
            "<b>One {plantation}</b>: one of the five kinds (not quarries), drawn at random; it "
            "lies on the board, out of the supply.",
        ),
        QT_TRANSLATE_NOOP(
            "Rules",
            "<b>Three goods</b>: drawn from three {barrels} of each kind, so a kind may come "
            "up twice or three times; they too are out of the supply.",
        ),
        QT_TRANSLATE_NOOP(
            "Rules",
            "<b>A building</b> worth 3 VP, drawn from this game's buildings (with expansion I "
            "once the draft is over), never the production building of the goal's "
            "{plantation}. With three to five players the one on the {festival} board is one of "
            "the game's copies, so one fewer is for sale.",
        ),
    )
    goals = (
        QT_TRANSLATE_NOOP(
            "Rules",
            "<b>{Plantations}</b>: the first player with three {plantations} of the goal's "
            "kind on the {island} gets three {colonists} from the supply (fewer if fewer are "
            "left) and puts them at once on free circles, or leaves them on the {san_juan} "
            "space. Checked when a {settler} turn ends, and after a tile bought at the "
            "{land_office}. Forests do not count.",
        ),
        QT_TRANSLATE_NOOP(
            "Rules",
            "<b>Goods</b>: the first player who produces at least the three goods shown in "
            "one {craftsman_phase} gets 3 {doubloons} from the bank. Production goes round "
            "from the {craftsman}; his extra {barrel} is a privilege and does not count.",
        ),
        QT_TRANSLATE_NOOP(
            "Rules",
            "<b>Building</b>: the first player to build the building shown gets 3 VP chips "
            "from the supply; the last chip ends the game after the round, as in shipping.",
        ),
    )
    parts = [
        note(
            QT_TRANSLATE_NOOP(
                "Rules",
                "This chapter applies only to a game with expansion IV, chosen in the new-game "
                "dialog. It can be played on its own or with any of the other expansions.",
            ),
            ed,
        ),
        heading(QT_TRANSLATE_NOOP("Rules", "Set-up"), ed),
        para(
            QT_TRANSLATE_NOOP(
                "Rules",
                "The {festival} board shows three goals, drawn when the game is set up:",
            ),
            ed,
        ),
        bullets(setup, ed),
        heading(QT_TRANSLATE_NOOP("Rules", "The goals"), ed),
        para(
            QT_TRANSLATE_NOOP(
                "Rules",
                "Each goal is rewarded once, to the first player who meets it; they may be met "
                "in any order, and one player may meet several.",
            ),
            ed,
        ),
        bullets(goals, ed),
        para(
            QT_TRANSLATE_NOOP(
                "Rules",
                "Once a goal is met, its pieces go back: the goods to the supply, the building "
                "to the board. The rulebook sends the {plantation} back to its supply; this "
                "program puts it on the discard pile, and with two players (whose board already "
                "holds that building) the building goes to the box.",
            ),
            ed,
        ),
        heading(QT_TRANSLATE_NOOP("Rules", "On this table"), ed),
        para(
            QT_TRANSLATE_NOOP(
                "Rules",
                "The {festival} board lies beside the {Colonists}: each goal with its reward "
                "below it, and, once met, the name of the player who met it across its faded "
                "pieces. Its tooltips say what each goal asks. The {colonists} won there wait in the "
                "space “To place” beside your {san_juan} space: drag them onto free circles, or "
                "stop, and the rest stay on the {san_juan} space.",
            ),
            ed,
        ),
    ]
    return "".join(parts)


CHAPTERS = (
    Chapter(
        "expansion_festival",
        QT_TRANSLATE_NOOP("Rules", "Expansion IV: {festival}"),
        _body,
        EXPANSION,
    ),
)
