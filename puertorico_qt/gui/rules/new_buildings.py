"""Expansion I, the new buildings and forests: which buildings come onto the board (the
draft and the quick set-ups), forests, the fourteen buildings, the end and the
2-player game.

The rulings are ``docs/expansions.md``'s; the building table is generated from the
engine's data with the content set's texts (``gui.content.new_buildings``)."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication

from ...engine.data import BUILDINGS, DRAFT_CANDIDATES, DRAFT_SPACES, Edition
from ..i18n import QT_TRANSLATE_NOOP
from ..new_game_expansions import MARKET_TITLES
from .common import (
    Chapter,
    building_table,
    bullets,
    fill,
    heading,
    html_table,
    note,
    para,
    tr_rules,
)

EXPANSION = "buildings"
NEW_BUILDINGS = tuple(b.index for b in BUILDINGS if b.expansion == EXPANSION)


def _spaces_table() -> str:
    """Per cost: the board's spaces and the buildings that compete for them."""
    costs = sorted(DRAFT_SPACES)
    candidates = [sum(1 for b in DRAFT_CANDIDATES if BUILDINGS[b].cost == c) for c in costs]
    head = [tr_rules(QT_TRANSLATE_NOOP("Rules", "Cost")), *map(str, costs)]
    rows = [
        [
            tr_rules(QT_TRANSLATE_NOOP("Rules", "Spaces on the board")),
            *(str(DRAFT_SPACES[c]) for c in costs),
        ],
        [tr_rules(QT_TRANSLATE_NOOP("Rules", "Buildings to choose from")), *map(str, candidates)],
    ]
    return html_table(head, rows)


def _choice(market: str, text: str, ed: Edition) -> str:
    """A paragraph led, in bold, by the new-game dialog's name of a way to set up."""
    label = QCoreApplication.translate("NewGameDialog", MARKET_TITLES[market])
    return f"<b>{escape(label)}</b>: " + fill(text, ed)


def _body(ed: Edition) -> str:
    parts = [
        note(
            QT_TRANSLATE_NOOP(
                "Rules",
                "This chapter applies only to a game with expansion I, chosen in the new-game "
                "dialog. The rules of the base game stay as they are, except for what is said "
                "here.",
            ),
            ed,
        ),
        heading(QT_TRANSLATE_NOOP("Rules", "Which buildings come onto the board"), ed),
        para(
            QT_TRANSLATE_NOOP(
                "Rules",
                "The production buildings lie on the board as always. Its other spaces, twelve "
                "small and five large ones, each for one cost, are shared by the base game's "
                "{violet} buildings and the fourteen new ones. There are more buildings than "
                "spaces, so every game has a set of its own; the buildings left over are not "
                "used.",
            ),
            ed,
        ),
        _spaces_table(),
        "<p>"
        + _choice(
            "draft",
            QT_TRANSLATE_NOOP(
                "Rules",
                "before the first round the players take turns, the governor first. On your turn "
                "you pick any building still beside the board and put it, with its twin, on "
                "a free space of its cost (a large building has no twin). Once the spaces of a "
                "cost are full, the other buildings of that cost are out. When all 17 spaces are "
                "filled, the governor chooses the first role.",
            ),
            ed,
        )
        + "</p>",
        para(
            QT_TRANSLATE_NOOP(
                "Rules", "Instead of the draft the new-game dialog offers three quick set-ups:"
            ),
            ed,
        ),
        "<ul>",
        "<li>"
        + _choice(
            "base",
            QT_TRANSLATE_NOOP(
                "Rules", "the board as in the base game; none of the new buildings is used."
            ),
            ed,
        )
        + "</li>",
        "<li>"
        + _choice(
            "random",
            QT_TRANSLATE_NOOP(
                "Rules",
                "every space gets a building of its cost, drawn at random from the base game's "
                "and the new ones. The game's seed decides the draw, so a replayed game has the "
                "same set.",
            ),
            ed,
        )
        + "</li>",
        "<li>"
        + _choice(
            "chosen",
            QT_TRANSLATE_NOOP(
                "Rules", "the same buildings as in the last draft, or the set chosen last time."
            ),
            ed,
        )
        + "</li>",
        "</ul>",
        para(
            QT_TRANSLATE_NOOP(
                "Rules",
                "The rulebook's advice for choosing: take either the {office} or the "
                "{trading_post}, not both.",
            ),
            ed,
        ),
        heading(QT_TRANSLATE_NOOP("Rules", "Forests"), ed),
        para(
            QT_TRANSLATE_NOOP(
                "Rules",
                "The owner of a manned {forest_house} may lay the {plantation} taken in the "
                "{settler_phase} face down, as a forest. A tile drawn face down (with the "
                "{hacienda}, or with the {land_office} of expansion II) is looked at first and "
                "then laid face up or as a forest. A quarry never becomes a forest, nor does a "
                "tile already on the {island}.",
            ),
            ed,
        ),
        para(
            QT_TRANSLATE_NOOP(
                "Rules",
                "A {colonist} that the {hospice} gives with a tile laid as a forest goes onto "
                "your {san_juan} space instead: a forest takes none.",
            ),
            ed,
        ),
        para(
            QT_TRANSLATE_NOOP(
                "Rules",
                "A forest stays until the end of the game. It fills a space of the {island}, and "
                "so counts for the {residence}, but no {colonist} works on it and it produces "
                "nothing. Every two forests make each of your buildings one {doubloon} cheaper: "
                "on top of the quarries, without the column's limit, and even while the "
                "{forest_house} is empty. What a forest shows on its face is hidden from the "
                "other players.",
            ),
            ed,
        ),
        heading(QT_TRANSLATE_NOOP("Rules", "The new buildings"), ed),
        para(
            QT_TRANSLATE_NOOP(
                "Rules",
                "As in the base game, a building works only while a {colonist} is in it (the "
                "forests' discount aside). The {statue} takes none and counts its 8 VP all the "
                "same. The {statue} and the {cloister} are large and use two {city} spaces.",
            ),
            ed,
        ),
        building_table(NEW_BUILDINGS, ed),
        heading(QT_TRANSLATE_NOOP("Rules", "Details, as this program plays them"), ed),
        bullets(
            (
                QT_TRANSLATE_NOOP(
                    "Rules",
                    "<b>{black_market}</b>: the {colonist} in it cannot be traded in. The price "
                    "is fixed when you choose the building, and a VP chip or {colonist} traded "
                    "in does not undo an end of the game already triggered.",
                ),
                QT_TRANSLATE_NOOP(
                    "Rules",
                    "<b>{guest_house}</b>: you may move a guest whenever you are the one to "
                    "decide, except in the {mayor_phase} and the draft, and also before "
                    "production in the {craftsman_phase} and before the final scoring. It goes "
                    "onto a free circle in your {city} or an unmanned {plantation} or quarry, "
                    "never onto a forest, and stays there until the next {mayor_phase}.",
                ),
                QT_TRANSLATE_NOOP(
                    "Rules",
                    "<b>{church}</b>: the VP chips come when the new building is placed; the "
                    "{church} itself brings none.",
                ),
                QT_TRANSLATE_NOOP(
                    "Rules",
                    "<b>{small_wharf}</b>: a shipment like the {wharf}'s, which the {harbor} and "
                    "the {lighthouse} count too. You load one {barrel} after another and say when "
                    "it sails; you need not load all. With both, the {wharf} and the "
                    "{small_wharf} may be used in the same {captain_phase}, in either order.",
                ),
                QT_TRANSLATE_NOOP(
                    "Rules",
                    "<b>{lighthouse}</b>: as {captain} you get its extra {doubloon} when the "
                    "phase starts, even if you ship nothing. The {library} does not double it.",
                ),
                QT_TRANSLATE_NOOP(
                    "Rules",
                    "<b>{specialty_factory}</b>: it pays right after your production, the "
                    "{craftsman}'s extra {barrel} included.",
                ),
                QT_TRANSLATE_NOOP(
                    "Rules",
                    "<b>{library}</b>: as {settler} you take one more face-up {plantation} after "
                    "everybody else (a quarry only with the {construction_hut}; the {hospice} "
                    "helps only with the first tile); as {mayor} up to two extra {colonists}; as "
                    "{builder} two {doubloons} off; as {craftsman} two extra {barrels} of "
                    "different kinds; as {trader} two {doubloons} more; as {captain} 2 VP for "
                    "the first shipment; as {prospector} two {doubloons}.",
                ),
            ),
            ed,
        ),
        heading(QT_TRANSLATE_NOOP("Rules", "End of the game and scoring"), ed),
        para(
            QT_TRANSLATE_NOOP(
                "Rules",
                "VP chips now come from more than shipping: the {church} and the {union_hall} "
                "give them too, and so do some buildings of expansion II. Whatever gives out the "
                "last chip, the game ends at the end of that round; the players still get their "
                "VP, counted on paper.",
            ),
            ed,
        ),
        para(
            QT_TRANSLATE_NOOP(
                "Rules",
                "At the end a manned {cloister} scores 1, 3, 6 or 10 VP for one to four sets of "
                "three equal tiles on the {island}: three {plantations} of one kind, three "
                "quarries, or three forests (every forest counts as the same kind).",
            ),
            ed,
        ),
        heading(QT_TRANSLATE_NOOP("Rules", "Two players"), ed),
        para(
            QT_TRANSLATE_NOOP(
                "Rules",
                "With two players every building exists once, so each pick of the draft puts a "
                "single building on the board; the two players take turns, the governor first.",
            ),
            ed,
        ),
    ]
    return "".join(parts)


CHAPTERS = (
    Chapter(
        "expansion_buildings",
        QT_TRANSLATE_NOOP("Rules", "Expansion I: new buildings and forests"),
        _body,
        EXPANSION,
    ),
)
