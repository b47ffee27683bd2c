"""A rules reference in our own words: goal, set-up, a round, the roles, the
buildings, colonists, the end of the game, scoring, and how the table is used.

Everything is translatable (context ``Rules``); the set-up and building tables are
generated from the engine's data, so they always match the rules that are played.
The naming (classic or 1897) follows the game on the table when the window's
parent has a ``session``, else the "naming" setting; a selector switches it.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication, QEvent, QSettings, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QSplitter,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ..engine.data import BASE_BUILDINGS, BUILDINGS, SETUP, Edition, Role, vp_chips_for
from . import names as N
from . import tooltips
from .i18n import QT_TRANSLATE_NOOP


def _t(text: str) -> str:
    return QCoreApplication.translate("Rules", text)


SECTIONS = (
    ("goal", QT_TRANSLATE_NOOP("Rules", "Goal")),
    ("setup", QT_TRANSLATE_NOOP("Rules", "Set-up")),
    ("round", QT_TRANSLATE_NOOP("Rules", "A round")),
    ("roles", QT_TRANSLATE_NOOP("Rules", "The roles")),
    ("colonists", QT_TRANSLATE_NOOP("Rules", "{Colonists} and circles")),
    ("buildings", QT_TRANSLATE_NOOP("Rules", "Buildings")),
    ("end", QT_TRANSLATE_NOOP("Rules", "End of the game")),
    ("scoring", QT_TRANSLATE_NOOP("Rules", "Scoring")),
    ("table", QT_TRANSLATE_NOOP("Rules", "Playing on this table")),
)


def section_titles(edition: Edition | int) -> dict[str, str]:
    """The sections' titles, translated, in the edition's words ("Workers and circles")."""
    w = N.words(edition)
    return {key: _t(title).format(**w) for key, title in SECTIONS}


def _edition_from_settings() -> Edition:
    """The naming the player chose in the settings (no game to take it from)."""
    naming = QSettings().value("naming", "classic")
    return Edition.E1897 if naming == "1897" else Edition.CLASSIC


def rules_html(edition: Edition | int) -> str:
    """The whole reference as HTML (one ``<h2 id=…>`` per section)."""
    ed = edition
    w = N.words(ed)  # the edition's words for the placeholders
    parts: list[str] = []

    def section(key: str, title: str, body: str) -> None:
        parts.append(f'<h2><a name="{key}"></a>{escape(title)}</h2>{body}')

    def para(text: str) -> str:
        return "<p>" + text.format(**w) + "</p>"

    titles = section_titles(ed)

    section(
        "goal",
        titles["goal"],
        para(
            _t(
                QT_TRANSLATE_NOOP(
                    "Rules",
                    "Each player runs a colony: {plantations} and quarries on the {island}, buildings in the "
                    "{city}. Goods grown and processed there are sold for {doubloons} or shipped home for "
                    "victory points (VP). Whoever has the most VP when the game ends wins.",
                )
            )
        ),
    )

    # Set-up: one row per player count, from the engine's table.
    head = [
        _t(QT_TRANSLATE_NOOP("Rules", "Players")),
        N.term("Doubloons", ed),
        _t(QT_TRANSLATE_NOOP("Rules", "VP chips")),
        N.term("Colonists", ed),
        _t(QT_TRANSLATE_NOOP("Rules", "Cargo ships")),
        _t(QT_TRANSLATE_NOOP("Rules", "Face-up tiles")),
        _t(QT_TRANSLATE_NOOP("Rules", "Roles")),
    ]
    rows = []
    for players, row in sorted(SETUP.items()):
        rows.append(
            [
                str(players),
                str(row.doubloons),
                str(vp_chips_for(players, Edition(int(ed)))),
                f"{row.colonists_supply} + {row.colonists_ship}",
                ", ".join(map(str, row.ships)),
                str(row.face_up),
                str(len(row.roles)),
            ]
        )
    table = _html_table(head, rows)
    section(
        "setup",
        titles["setup"],
        para(
            _t(
                QT_TRANSLATE_NOOP(
                    "Rules",
                    "The governor is drawn by lot. Everyone starts with one {plantation} on the {island}: "
                    "{indigo} for the first players from the governor on, corn for the others. The "
                    "{colonists} are split between the supply and the {ship}.",
                )
            )
        )
        + table
        + para(
            _t(
                QT_TRANSLATE_NOOP(
                    "Rules",
                    "With two players each player chooses three roles per round, and there are fewer "
                    "tiles, goods and buildings.",
                )
            )
        ),
    )

    section(
        "round",
        titles["round"],
        para(
            _t(
                QT_TRANSLATE_NOOP(
                    "Rules",
                    "Starting with the governor, each player takes one role card. Everybody then carries "
                    "out that role's action in turn, beginning with the one who chose it, who also enjoys "
                    "its privilege. When every player has a role, one {doubloon} is put on each card "
                    "nobody took, the cards go back, and the governor's marker moves to the left.",
                )
            )
        ),
    )

    items = "".join(
        "<li><b>{}</b>: {}</li>".format(
            escape(N.role_name(kind, ed)),
            tooltips.role_tooltip(kind, ed).split("<br>", 1)[1],
        )
        for kind in Role
    )
    section("roles", titles["roles"], f"<ul>{items}</ul>")

    section(
        "colonists",
        titles["colonists"],
        para(
            _t(
                QT_TRANSLATE_NOOP(
                    "Rules",
                    "Tiles and buildings only work while {colonists} stand in their circles. A "
                    "{plantation} yields raw goods only if a production building of its kind, manned as "
                    "well, processes them (corn needs no building). {colonists} without a circle wait on the "
                    "{san_juan} space; in the {mayor} phase every player may move all of theirs, but nobody may "
                    "leave a circle empty while someone waits.",
                )
            )
        ),
    )

    head = [
        _t(QT_TRANSLATE_NOOP("Rules", "Building")),
        _t(QT_TRANSLATE_NOOP("Rules", "Cost")),
        _t(QT_TRANSLATE_NOOP("Rules", "VP")),
        _t(QT_TRANSLATE_NOOP("Rules", "Circles")),
        _t(QT_TRANSLATE_NOOP("Rules", "Column")),
        _t(QT_TRANSLATE_NOOP("Rules", "What it does")),
    ]
    rows = []
    for b in sorted(BASE_BUILDINGS, key=lambda b: (BUILDINGS[b].column, BUILDINGS[b].cost, b)):
        bt = BUILDINGS[b]
        rows.append(
            [
                "<b>" + escape(N.building_name(b, ed)) + "</b>",
                str(bt.cost),
                str(bt.vp),
                str(bt.circles),
                str(bt.column),
                escape(tooltips.building_effect(b, ed)),
            ]
        )
    section(
        "buildings",
        titles["buildings"],
        para(
            _t(
                QT_TRANSLATE_NOOP(
                    "Rules",
                    "Each player may own each building once. A manned quarry takes one {doubloon} off the "
                    "price, up to the building's column; the {builder} saves one more. Large buildings use "
                    "two {city} spaces.",
                )
            )
        )
        + _html_table(head, rows, escape_cells=False),
    )

    section(
        "end",
        titles["end"],
        para(
            _t(
                QT_TRANSLATE_NOOP(
                    "Rules",
                    "The game ends at the end of the round in which one of these happens: the {ship} cannot "
                    "be refilled from the supply; a player fills the last space of their {city}; the VP "
                    "chips run out while shipping (the players still get their VP, counted on paper).",
                )
            )
        ),
    )

    section(
        "scoring",
        titles["scoring"],
        para(
            _t(
                QT_TRANSLATE_NOOP(
                    "Rules",
                    "Add up the VP chips, the VP printed on your buildings, and the bonuses of your manned "
                    "large buildings. On a tie, more {doubloons} plus goods wins; if that is equal too, the "
                    "win is shared.",
                )
            )
        ),
    )

    section(
        "table",
        titles["table"],
        para(
            _t(
                QT_TRANSLATE_NOOP(
                    "Rules",
                    "The bar at the top always says whose turn it is and what to do. Drag things where they "
                    "should go — a tile onto your {island}, a building into your {city}, goods onto a ship "
                    "or into the trading house, {colonists} between the {san_juan} space and the circles; the places "
                    "where it may go light up. Or click an item and then its place, or use the arrow keys, "
                    "Space to pick up and Enter to put down. A double-click does the obvious thing at once. "
                    "Hover over anything for an explanation.",
                )
            )
        ),
    )
    return "\n".join(parts)


def _html_table(head: list[str], rows: list[list[str]], escape_cells: bool = True) -> str:
    th = "".join(f"<th align='left'>{escape(h)}</th>" for h in head)
    body = "".join(
        "<tr>" + "".join(f"<td>{escape(c) if escape_cells else c}</td>" for c in row) + "</tr>"
        for row in rows
    )
    return f"<table cellspacing='0' cellpadding='4' border='1' style='border-collapse:collapse'><tr>{th}</tr>{body}</table>"


class RulesWindow(QWidget):
    """The rules reference (a window of its own, not modal)."""

    def __init__(self, parent: QWidget | None = None, edition: Edition | int | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("rules_window")
        self.edition = Edition(int(edition)) if edition is not None else _edition_from_settings()
        self.contents = QListWidget(self)
        self.browser = QTextBrowser(self)
        self.browser.setOpenExternalLinks(False)
        self.naming_label = QLabel(self)
        self.naming = QComboBox(self)
        self.naming.addItems(["", ""])
        self.naming.setCurrentIndex(int(self.edition))
        self.naming.currentIndexChanged.connect(self._naming_changed)
        top = QHBoxLayout()
        top.addStretch(1)
        top.addWidget(self.naming_label)
        top.addWidget(self.naming)
        splitter = QSplitter(self)
        splitter.addWidget(self.contents)
        splitter.addWidget(self.browser)
        splitter.setStretchFactor(1, 4)
        em = self.fontMetrics().height()
        splitter.setSizes([int(em * 11), int(em * 44)])
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(splitter, 1)
        self.contents.currentRowChanged.connect(self._go)
        self.retranslate_ui()
        em = self.fontMetrics().height()
        self.resize(int(em * 56), int(em * 40))

    def _naming_changed(self, index: int) -> None:
        self.edition = Edition(index)
        self.retranslate_ui()

    def _go(self, row: int) -> None:
        if 0 <= row < len(SECTIONS):
            self.browser.scrollToAnchor(SECTIONS[row][0])

    def retranslate_ui(self) -> None:
        self.setWindowTitle(_t(QT_TRANSLATE_NOOP("Rules", "Rules of Puerto Rico")))
        self.naming_label.setText(_t(QT_TRANSLATE_NOOP("Rules", "Names:")))
        self.naming.setItemText(0, _t(QT_TRANSLATE_NOOP("Rules", "Classic")))
        self.naming.setItemText(1, _t(QT_TRANSLATE_NOOP("Rules", "Puerto Rico 1897")))
        row = max(0, self.contents.currentRow())
        self.contents.blockSignals(True)
        self.contents.clear()
        for title in section_titles(self.edition).values():
            QListWidgetItem(title, self.contents)
        self.contents.setCurrentRow(row)
        self.contents.blockSignals(False)
        self.browser.setHtml(rules_html(self.edition))

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Escape closes the window, as it would a dialog."""
        if event.key() == Qt.Key.Key_Escape:
            self.close()
            return
        super().keyPressEvent(event)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)


__all__ = ["RulesWindow", "rules_html"]
