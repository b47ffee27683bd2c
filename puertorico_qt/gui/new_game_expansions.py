"""The new-game dialog's expansions: expansion I (the new buildings, with forests, and
how its buildings come onto the board), expansion II (the nobles), expansion III (the
smuggler) and expansion IV (the festival), in any combination.

``ExpansionBox`` edits the ``expansions``, ``market`` and ``chosen`` of a
``NewGameSetup``.  The board's buildings come from the base game, a random legal set
(drawn with the game's seed), the draft at the table (the rulebook's way, the default)
or the saved set: the last set drafted or chosen, kept in the settings
(``Settings.building_set``), offered only when one is saved.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QWidget,
)

from ..engine.config import ConfigError, check_building_set
from ..engine.data import BUILDING_INDEX, BUILDINGS, Edition, Role
from . import names as N
from .i18n import QT_TRANSLATE_NOOP
from .session import NewGameSetup
from .session.setup import DEFAULT_MARKET

#: The choices of how expansion I's buildings come onto the board, in the menu's order.
MARKET_TITLES = {
    "draft": QT_TRANSLATE_NOOP("NewGameDialog", "Draft at the table (the players choose)"),
    "random": QT_TRANSLATE_NOOP("NewGameDialog", "A random set"),
    "base": QT_TRANSLATE_NOOP("NewGameDialog", "The base game's buildings"),
    "chosen": QT_TRANSLATE_NOOP("NewGameDialog", "The saved set (last drafted or chosen)"),
}
#: What each choice means, under the menu.
MARKET_HINTS = {
    "draft": QT_TRANSLATE_NOOP(
        "NewGameDialog",
        "Before the first round the players take turns, the governor first, putting one "
        "building of the base game or of the expansion on a free space of its cost, until "
        "the board is full.",
    ),
    "random": QT_TRANSLATE_NOOP(
        "NewGameDialog",
        "A building of the base game or of the expansion on every space, drawn at random.",
    ),
    "base": QT_TRANSLATE_NOOP(
        "NewGameDialog", "The base game's buildings; the expansion brings only its forests."
    ),
    "chosen": QT_TRANSLATE_NOOP("NewGameDialog", "The same buildings as last time: {names}."),
}


def _t(text: str) -> str:
    return QCoreApplication.translate("NewGameDialog", text)


def valid_set(ids: tuple[str, ...]) -> bool:
    try:
        check_building_set(ids)
    except ConfigError:
        return False
    return bool(ids)


class ExpansionBox(QGroupBox):
    """Expansion I with its choice of buildings, and expansions II, III and IV."""

    def __init__(self, saved_set: tuple[str, ...] = (), parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("expansion_box")
        self.saved_set = tuple(saved_set) if valid_set(tuple(saved_set)) else ()
        self.edition: Edition | int = Edition.CLASSIC
        self.buildings = QCheckBox(self)
        self.buildings.setObjectName("expansion_buildings")
        self.market_label = QLabel(self)
        self.market = QComboBox(self)
        self.market.setObjectName("expansion_market")
        for key in MARKET_TITLES:
            if key != "chosen" or self.saved_set:
                self.market.addItem("", key)
        self.market.setCurrentIndex(self.market.findData(DEFAULT_MARKET))
        self.market_label.setBuddy(self.market)
        self.hint = QLabel(self)
        self.hint.setObjectName("expansion_hint")
        self.hint.setWordWrap(True)
        palette = self.hint.palette()
        palette.setColor(
            QPalette.ColorRole.WindowText, palette.color(QPalette.ColorRole.PlaceholderText)
        )
        self.hint.setPalette(palette)
        self.nobles = QCheckBox(self)
        self.nobles.setObjectName("expansion_nobles")
        self.smuggler = QCheckBox(self)
        self.smuggler.setObjectName("expansion_smuggler")
        self.festival = QCheckBox(self)
        self.festival.setObjectName("expansion_festival")
        #: The switches by expansion name, in the order of ``OFFERED_EXPANSIONS``.
        self.switches = {
            "buildings": self.buildings,
            "nobles": self.nobles,
            "smuggler": self.smuggler,
            "festival": self.festival,
        }

        grid = QGridLayout(self)
        grid.addWidget(self.buildings, 0, 0, 1, 2)
        indent = self.buildings.style().pixelMetric(
            self.buildings.style().PixelMetric.PM_IndicatorWidth
        )
        grid.setColumnMinimumWidth(0, indent + 4)
        row = QHBoxLayout()
        row.addWidget(self.market_label)
        row.addWidget(self.market)
        row.addStretch(1)
        grid.addLayout(row, 1, 1)
        grid.addWidget(self.hint, 2, 1)
        grid.addWidget(self.nobles, 3, 0, 1, 2)
        grid.addWidget(self.smuggler, 4, 0, 1, 2)
        grid.addWidget(self.festival, 5, 0, 1, 2)
        grid.setColumnStretch(1, 1)
        self.buildings.toggled.connect(self._update)
        self.market.currentIndexChanged.connect(self._update)
        self.hint.setMinimumWidth(self.fontMetrics().averageCharWidth() * 50)
        self._update()

    # ------------------------------------------------------------------ the setup

    def set_setup(self, setup: NewGameSetup) -> None:
        for name, box in self.switches.items():
            box.setChecked(name in setup.expansions)
        i = self.market.findData(setup.market)
        self.market.setCurrentIndex(i if i >= 0 else self.market.findData(DEFAULT_MARKET))
        self._update()

    def apply_to(self, setup: NewGameSetup) -> None:
        """Write the choices into ``setup``."""
        setup.expansions = tuple(name for name, box in self.switches.items() if box.isChecked())
        setup.market = self.market.currentData() or DEFAULT_MARKET
        setup.chosen = self.saved_set if setup.market == "chosen" else ()

    # ------------------------------------------------------------------ words

    def set_edition(self, edition: Edition | int) -> None:
        """The naming whose words the box uses (the nobles' name, the buildings')."""
        self.edition = edition
        self.retranslate_ui()

    def _update(self) -> None:
        on = self.buildings.isChecked()
        for w in (self.market_label, self.market, self.hint):
            w.setEnabled(on)
        self._write_hint()

    def _write_hint(self) -> None:
        key = self.market.currentData() or DEFAULT_MARKET
        self.hint.setText(_t(MARKET_HINTS[key]).format(names=self.saved_names()))

    def saved_names(self) -> str:
        """The saved set's buildings by name, cheapest first."""
        order = sorted(self.saved_set, key=lambda b: (BUILDINGS[BUILDING_INDEX[b]].cost, b))
        names = [N.building_name(BUILDING_INDEX[b], self.edition) for b in order]
        separator = QCoreApplication.translate("Log", ", ")
        return separator.join(name.replace("\u00ad", "") for name in names)

    def retranslate_ui(self) -> None:
        self.setTitle(_t(QT_TRANSLATE_NOOP("NewGameDialog", "Expansions")))
        self.buildings.setText(
            _t(QT_TRANSLATE_NOOP("NewGameDialog", "Expansion I: new buildings and forests"))
        )
        self.buildings.setToolTip(
            _t(
                QT_TRANSLATE_NOOP(
                    "NewGameDialog",
                    "Fourteen new buildings compete with the base game's for the board; with "
                    "the {forest_house} a face-down tile may be laid as a forest.",
                )
            ).format(forest_house=N.building_name(BUILDING_INDEX["forest_house"], self.edition))
        )
        self.market_label.setText(_t(QT_TRANSLATE_NOOP("NewGameDialog", "&Buildings:")))
        for i in range(self.market.count()):
            self.market.setItemText(i, _t(MARKET_TITLES[self.market.itemData(i)]))
        self.nobles.setText(
            _t(QT_TRANSLATE_NOOP("NewGameDialog", "Expansion II: {nobles}")).format(
                nobles=N.term("Nobles", self.edition)
            )
        )
        self.nobles.setToolTip(
            _t(
                QT_TRANSLATE_NOOP(
                    "NewGameDialog",
                    "A {noble} arrives on the {ship} instead of a {colonist}; eight more "
                    "buildings, some working differently with a {noble} in them; each {noble} "
                    "is worth 1 VP at the end.",
                )
            ).format(**N.words(self.edition))
        )
        self.smuggler.setText(
            _t(QT_TRANSLATE_NOOP("NewGameDialog", "Expansion III: {smuggler}")).format(
                smuggler=N.role_name(Role.SMUGGLER, self.edition)
            )
        )
        self.smuggler.setToolTip(
            _t(
                QT_TRANSLATE_NOOP(
                    "NewGameDialog",
                    "One more role card: the {smuggler} raids a cargo ship, plunders the trading "
                    "house, poaches {colonists} or swaps a role. Whoever took him last holds the "
                    "{wanted} and must wait for someone else to take him.",
                )
            ).format(wanted=N.term("wanted", self.edition), **N.words(self.edition))
        )
        self.festival.setText(
            _t(QT_TRANSLATE_NOOP("NewGameDialog", "Expansion IV: {festival}")).format(
                festival=N.term("festival", self.edition)
            )
        )
        self.festival.setToolTip(
            _t(
                QT_TRANSLATE_NOOP(
                    "NewGameDialog",
                    "Three goals drawn at the start — three {plantations} of one kind, three "
                    "goods produced at once, one building — each rewarded once, to whoever meets "
                    "it first: 3 {colonists}, 3 {doubloons} or 3 VP.",
                )
            ).format(**N.words(self.edition))
        )
        self._write_hint()
