"""The base game's rules: goal, set-up, a round, the roles, colonists, buildings, the
end of the game, scoring, and how the table is used.

The set-up and building tables are generated from the engine's data, so they always
match the rules that are played."""

from __future__ import annotations

from html import escape

from ...engine.data import BASE_BUILDINGS, BUILDINGS, SETUP, Edition, Good, Role, vp_chips_for
from .. import names as N
from .. import tooltips
from ..i18n import QT_TRANSLATE_NOOP
from .common import Chapter, building_table, html_table, para, tr_rules, words

#: The roles of the base game (the smuggler's card comes with expansion III).
BASE_ROLES = tuple(kind for kind in Role if kind != Role.SMUGGLER)


def _goal(ed: Edition) -> str:
    return para(
        QT_TRANSLATE_NOOP(
            "Rules",
            "Each player runs a colony: {plantations} and quarries on the {island}, buildings in the "
            "{city}. Goods grown and processed there are sold for {doubloons} or shipped home for "
            "victory points (VP). Whoever has the most VP when the game ends wins.",
        ),
        ed,
    )


def _setup(ed: Edition) -> str:
    # One row per player count, from the engine's table.
    head = [
        tr_rules(QT_TRANSLATE_NOOP("Rules", "Players")),
        N.term("Doubloons", ed),
        tr_rules(QT_TRANSLATE_NOOP("Rules", "VP chips")),
        N.term("Colonists", ed),
        tr_rules(QT_TRANSLATE_NOOP("Rules", "Cargo ships")),
        tr_rules(QT_TRANSLATE_NOOP("Rules", "Face-up tiles")),
        tr_rules(QT_TRANSLATE_NOOP("Rules", "Roles")),
        # the first tiles, "Indigo + Corn": the kinds' names say what the column counts
        f"{N.good_name(Good.INDIGO, ed)} + {N.good_name(Good.CORN, ed)}",
    ]
    two, full = SETUP[2], SETUP[3]  # (the numbers the two-player game takes off)
    rows = [
        [
            str(players),
            str(row.doubloons),
            str(vp_chips_for(players, Edition(int(ed)))),
            f"{row.colonists_supply} + {row.colonists_ship}",
            ", ".join(map(str, row.ships)),
            str(row.face_up),
            str(len(row.roles)),
            f"{row.starting_plantations.count(Good.INDIGO)} + "
            f"{row.starting_plantations.count(Good.CORN)}",
        ]
        for players, row in sorted(SETUP.items())
    ]
    return (
        para(
            QT_TRANSLATE_NOOP(
                "Rules",
                "The governor is drawn by lot. Everyone starts with one {plantation} on the {island}: "
                "{indigo} for the first players from the governor on, corn for the others (the last "
                "column). The {colonists} are split between the supply and the {ship}.",
            ),
            ed,
        )
        + html_table(head, rows)
        + "<p>"
        + tr_rules(
            QT_TRANSLATE_NOOP(
                "Rules",
                "With two players each player chooses three roles per round, the governor first. "
                "There are {tiles} {plantations} of each kind fewer, {quarries} quarries instead "
                "of {all_quarries}, and {goods} {barrels} of each kind fewer; the market has "
                "{production} of each production building and {others} of each {violet} "
                "building.",
            )
        ).format(
            **words(ed),
            tiles=full.plantations[0] - two.plantations[0],
            quarries=two.quarries,
            all_quarries=full.quarries,
            goods=full.goods[0] - two.goods[0],
            production=_two_player_copies(production=True),
            others=_two_player_copies(production=False),
        )
        + "</p>"
    )


def _two_player_copies(production: bool) -> str:
    """The copies each base building of a kind has with two players ("2", or "1–2")."""
    counts = sorted(
        {BUILDINGS[b].copies_2p for b in BASE_BUILDINGS if BUILDINGS[b].is_production == production}
    )
    return str(counts[0]) if len(counts) == 1 else f"{counts[0]}–{counts[-1]}"


def _round(ed: Edition) -> str:
    return para(
        QT_TRANSLATE_NOOP(
            "Rules",
            "Starting with the governor, each player takes one role card. Everybody then carries "
            "out that role's action in turn, beginning with the one who chose it, who also enjoys "
            "its privilege. When every player has a role, one {doubloon} is put on each card "
            "nobody took, the cards go back, and the governor's marker moves to the left.",
        ),
        ed,
    )


def _roles(ed: Edition) -> str:
    items = "".join(
        "<li><b>{}</b>: {}</li>".format(
            escape(N.role_name(kind, ed)),
            tooltips.role_tooltip(kind, ed).split("<br>", 1)[1],
        )
        for kind in BASE_ROLES  # the smuggler has its own chapter (expansion III)
    )
    return f"<ul>{items}</ul>"


def _colonists(ed: Edition) -> str:
    return para(
        QT_TRANSLATE_NOOP(
            "Rules",
            "Tiles and buildings only work while {colonists} stand in their circles. Each "
            "{plantation} yields raw goods only if a production building of its kind, manned as "
            "well, processes them (corn needs no building). {Colonists} without a circle wait on the "
            "{san_juan} space; in the {mayor_phase} every player may move all of theirs, but nobody may "
            "leave a circle empty while someone waits.",
        ),
        ed,
    )


def _buildings(ed: Edition) -> str:
    return para(
        QT_TRANSLATE_NOOP(
            "Rules",
            "Each player may own each building once. A manned quarry takes one {doubloon} off the "
            "price, up to the building's column; the {builder} saves one more. Large buildings use "
            "two {city} spaces.",
        ),
        ed,
    ) + building_table(BASE_BUILDINGS, ed)


def _end(ed: Edition) -> str:
    return para(
        QT_TRANSLATE_NOOP(
            "Rules",
            "The game ends at the end of the round in which one of these happens: the {ship} cannot "
            "be refilled from the supply; a player fills the last space of their {city}; the VP "
            "chips run out while shipping (the players still get their VP, counted on paper).",
        ),
        ed,
    )


def _scoring(ed: Edition) -> str:
    return para(
        QT_TRANSLATE_NOOP(
            "Rules",
            "Add up the VP chips, the VP printed on your buildings, and the bonuses of your manned "
            "large buildings. On a tie, more {doubloons} plus goods wins. The rulebook says nothing "
            "of a tie in both: this program lets those players share the win.",
        ),
        ed,
    )


def _table(ed: Edition) -> str:
    return para(
        QT_TRANSLATE_NOOP(
            "Rules",
            "The bar at the top always says whose turn it is and what to do. Drag things where they "
            "should go — a tile onto your {island}, a building into your {city}, goods onto a ship "
            "or into the trading house, {colonists} between the {san_juan} space and the circles; the places "
            "where it may go light up. Or click an item and then its place, or use the arrow keys, "
            "Space to pick up and Enter to put down. A double-click does the obvious thing at once. "
            "Hover over anything for an explanation (with the keyboard: Shift+F1 on it).",
        ),
        ed,
    ) + para(
        QT_TRANSLATE_NOOP(
            "Rules",
            "Tab goes from zone to zone; F6 jumps from area to area — the bar at the top, the "
            "roles, the common zones, the buildings, your board, each other board, the log — and "
            "Shift+F6 back.",
        ),
        ed,
    )


CHAPTERS = (
    Chapter("goal", QT_TRANSLATE_NOOP("Rules", "Goal"), _goal),
    Chapter("setup", QT_TRANSLATE_NOOP("Rules", "Set-up"), _setup),
    Chapter("round", QT_TRANSLATE_NOOP("Rules", "A round"), _round),
    Chapter("roles", QT_TRANSLATE_NOOP("Rules", "The roles"), _roles),
    Chapter("colonists", QT_TRANSLATE_NOOP("Rules", "{Colonists} and circles"), _colonists),
    Chapter("buildings", QT_TRANSLATE_NOOP("Rules", "Buildings"), _buildings),
    Chapter("end", QT_TRANSLATE_NOOP("Rules", "End of the game"), _end),
    Chapter("scoring", QT_TRANSLATE_NOOP("Rules", "Scoring"), _scoring),
    Chapter("table", QT_TRANSLATE_NOOP("Rules", "Playing on this table"), _table),
)
