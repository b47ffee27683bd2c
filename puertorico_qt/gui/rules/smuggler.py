"""Expansion III, the smuggler: the extra role card, its four choices, the wanted
poster, and how the table asks for them.  The rulings are ``docs/expansions.md``'s."""

from __future__ import annotations

from ...engine.data import Edition
from ..i18n import QT_TRANSLATE_NOOP
from .common import Chapter, bullets, heading, note, para

EXPANSION = "smuggler"


def _body(ed: Edition) -> str:
    choices = (
        QT_TRANSLATE_NOOP(
            "Rules",
            "<b>Raid</b>: empty one cargo ship that carries goods. Up to three of its {barrels} "
            "are yours at once; the others go back to the supply. Your {wharf} is no cargo "
            "ship and cannot be raided.",
        ),
        QT_TRANSLATE_NOOP(
            "Rules",
            "<b>Plunder</b>: every good in the trading house goes back to the supply, and you "
            "take a VP chip for each. With an empty house this brings nothing. The last chip "
            "of the supply ends the game after the round, as in shipping.",
        ),
        QT_TRANSLATE_NOOP(
            "Rules",
            "<b>Poach</b>: take {colonists} off the {ship} until one per player is left. Keep "
            "up to three of them — no more than you have free circles — and put them at once "
            "on free circles of your tiles and buildings, never on the {san_juan} space; the "
            "others go back to the supply. Your other {colonists} stay where they are.",
        ),
        QT_TRANSLATE_NOOP(
            "Rules",
            "<b>Swap</b>: mark a role card that nobody has used this round (not the {smuggler} "
            "card) and take the {doubloons} on it. If another player chooses that role later "
            "this round, the bank pays you 3 {doubloons}. If nobody has used it when the "
            "round's last role is over, you play it yourself, with its privilege, before the "
            "{doubloons} of the round are laid out.",
        ),
    )
    parts = [
        note(
            QT_TRANSLATE_NOOP(
                "Rules",
                "This chapter applies only to a game with expansion III, chosen in the new-game "
                "dialog. It can be played on its own or with any of the other expansions.",
            ),
            ed,
        ),
        heading(QT_TRANSLATE_NOOP("Rules", "Set-up"), ed),
        para(
            QT_TRANSLATE_NOOP(
                "Rules",
                "The {smuggler} is one more role card, laid out beside the others. Everyone "
                "still chooses as many roles per round as before.",
            ),
            ed,
        ),
        heading(QT_TRANSLATE_NOOP("Rules", "The {smuggler}'s choice"), ed),
        para(
            QT_TRANSLATE_NOOP(
                "Rules",
                "Whoever chooses the {smuggler} does one of four things at once. Only the "
                "chooser acts: the others get nothing from this role, and no building helps — "
                "not even a doubled privilege.",
            ),
            ed,
        ),
        bullets(choices, ed),
        heading(QT_TRANSLATE_NOOP("Rules", "The {wanted}"), ed),
        para(
            QT_TRANSLATE_NOOP(
                "Rules",
                "No {doubloon} is ever put on the {smuggler} card. Whoever takes it also takes "
                "the {wanted} and keeps it until another player takes the {smuggler}; while you "
                "hold it, you may not take the {smuggler}.",
            ),
            ed,
        ),
        heading(QT_TRANSLATE_NOOP("Rules", "On this table"), ed),
        para(
            QT_TRANSLATE_NOOP(
                "Rules",
                "Drag the {smuggler} card onto a loaded cargo ship, the trading house, the "
                "{ship} or a role card, or use the buttons above the table; a role card may "
                "also simply be clicked to swap it. The {colonists} you poach wait in the space “To "
                "place” beside your {san_juan} space: drag them onto free circles, or "
                "double-click a free circle. The {wanted} shows on the board of its holder, "
                "and the role swapped this round carries a band with the {smuggler}'s name.",
            ),
            ed,
        ),
        para(
            QT_TRANSLATE_NOOP(
                "Rules",
                "With two players the {smuggler} is an eighth card beside the seven roles; "
                "each player still chooses three roles per round.",
            ),
            ed,
        ),
        para(
            QT_TRANSLATE_NOOP(
                "Rules",
                "With expansion II, a {noble} on the {ship} is never poached: it stays there for "
                "the next {mayor}, and only the other {colonists} count and go.",
            ),
            ed,
        ),
    ]
    return "".join(parts)


CHAPTERS = (
    Chapter(
        "expansion_smuggler",
        QT_TRANSLATE_NOOP("Rules", "Expansion III: {smuggler}"),
        _body,
        EXPANSION,
    ),
)
