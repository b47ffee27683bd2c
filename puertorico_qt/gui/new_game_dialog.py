"""The new-game dialog: seats (a person or a computer player of a level), naming, options,
expansions (``new_game_expansions``)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLayout,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ..engine import parse_edition
from ..persistence import MAX_NAME_LENGTH, SeatInfo
from .i18n import QT_TRANSLATE_NOOP
from .new_game_expansions import ExpansionBox
from .session import LEVELS, NewGameSetup
from .settings import NAMINGS

MAX_SEATS = 5
MIN_SEATS = 2

# Level names for people (the keys are the bots' names in ``ai.bot_names()``).
LEVEL_TITLES = {
    "beginner": QT_TRANSLATE_NOOP("Levels", "Beginner"),
    "normal": QT_TRANSLATE_NOOP("Levels", "Normal"),
    "hard": QT_TRANSLATE_NOOP("Levels", "Hard"),
    "expert": QT_TRANSLATE_NOOP("Levels", "Expert"),
}
NAMING_TITLES = {
    "classic": QT_TRANSLATE_NOOP("Naming", "Puerto Rico (classic)"),
    "1897": QT_TRANSLATE_NOOP("Naming", "Puerto Rico 1897"),
}


def level_title(level: str) -> str:
    return QCoreApplication.translate("Levels", LEVEL_TITLES.get(level, level))


def naming_title(naming: str) -> str:
    return QCoreApplication.translate("Naming", NAMING_TITLES.get(naming, naming))


class _SeatRow:
    """The widgets of one seat: label, name, person/computer, level."""

    def __init__(self, grid: QGridLayout, row: int, parent: QWidget) -> None:
        self.index = row
        self.label = QLabel(parent)
        self.name = QLineEdit(parent)
        self.name.setMaxLength(MAX_NAME_LENGTH)
        self.kind = QComboBox(parent)
        self.kind.addItems(["", ""])
        self.level = QComboBox(parent)
        for level in LEVELS:
            self.level.addItem("", level)
        self.kind.currentIndexChanged.connect(self._update)
        grid.addWidget(self.label, row + 1, 0)
        grid.addWidget(self.name, row + 1, 1)
        grid.addWidget(self.kind, row + 1, 2)
        grid.addWidget(self.level, row + 1, 3)

    def _update(self) -> None:
        self.level.setEnabled(self.kind.currentIndex() == 1)

    def set_visible(self, visible: bool) -> None:
        for w in (self.label, self.name, self.kind, self.level):
            w.setVisible(visible)

    def set_seat(self, seat: SeatInfo) -> None:
        self.name.setText(seat.name)
        self.kind.setCurrentIndex(0 if seat.is_human else 1)
        i = self.level.findData(seat.level)
        self.level.setCurrentIndex(i if i >= 0 else LEVELS.index("normal"))
        self._update()

    def seat(self) -> SeatInfo:
        human = self.kind.currentIndex() == 0
        name = self.name.text().strip()
        if not name:
            name = (
                QCoreApplication.translate("NewGameDialog", "Player {n}")
                if human
                else QCoreApplication.translate("NewGameDialog", "Computer {n}")
            ).format(n=self.index + 1)
        return SeatInfo(name=name, is_human=human, level=self.level.currentData() or "normal")

    def retranslate(self) -> None:
        self.label.setText(
            QCoreApplication.translate("NewGameDialog", "Seat {n}").format(n=self.index + 1)
        )
        self.name.setPlaceholderText(QCoreApplication.translate("NewGameDialog", "Name"))
        self.kind.setItemText(0, QCoreApplication.translate("NewGameDialog", "Person"))
        self.kind.setItemText(1, QCoreApplication.translate("NewGameDialog", "Computer"))
        for i, level in enumerate(LEVELS):
            self.level.setItemText(i, level_title(level))


class NewGameDialog(QDialog):
    """Asks for a ``NewGameSetup``; ``setup()`` reads it after ``accept``."""

    def __init__(
        self,
        parent: QWidget | None = None,
        setup: NewGameSetup | None = None,
        naming: str = "classic",
        player_name: str = "",
        building_set: tuple[str, ...] = (),
    ) -> None:
        """``building_set``: the saved set of buildings (``Settings.building_set``), the
        last drafted or chosen; offered for expansion I when there is one."""
        super().__init__(parent)
        self.setObjectName("new_game_dialog")
        self.players = QSpinBox(minimum=MIN_SEATS, maximum=MAX_SEATS, value=4)
        self.players_label = QLabel()
        self.seats_box = QGroupBox()
        grid = QGridLayout(self.seats_box)
        self.rows = [_SeatRow(grid, i, self.seats_box) for i in range(MAX_SEATS)]
        self.naming = QComboBox()
        for key in NAMINGS:
            self.naming.addItem("", key)
        self.naming_label = QLabel()
        self.hidden_vp = QCheckBox()
        self.fixed_seed = QCheckBox()
        self.seed = QSpinBox(minimum=0, maximum=2**31 - 1)
        self.seed.setEnabled(False)
        self.fixed_seed.toggled.connect(self.seed.setEnabled)
        if not building_set and setup is not None and setup.market == "chosen":
            building_set = setup.chosen
        self.expansions = ExpansionBox(tuple(building_set), self)
        self.naming.currentIndexChanged.connect(self._naming_changed)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

        top = QHBoxLayout()
        top.addWidget(self.players_label)
        top.addWidget(self.players)
        top.addStretch(1)
        options = QFormLayout()
        options.addRow(self.naming_label, self.naming)
        options.addRow(self.hidden_vp)
        seed_row = QHBoxLayout()
        seed_row.addWidget(self.fixed_seed)
        seed_row.addWidget(self.seed)
        seed_row.addStretch(1)
        options.addRow(seed_row)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.seats_box)
        layout.addLayout(options)
        layout.addWidget(self.expansions)
        layout.addWidget(self.buttons)
        # the dialog takes the height of its rows: shorter with fewer seats
        layout.setSizeConstraint(QLayout.SizeConstraint.SetFixedSize)
        self.players.valueChanged.connect(self._show_rows)

        if setup is None:
            setup = NewGameSetup.default(player_name)
            setup.edition = naming
            setup.seats[0].name = player_name
        self.set_setup(setup)
        self.retranslate_ui()

    def _show_rows(self, count: int) -> None:
        for row in self.rows:
            row.set_visible(row.index < count)

    def set_setup(self, setup: NewGameSetup) -> None:
        count = max(MIN_SEATS, min(MAX_SEATS, len(setup.seats)))
        self.players.setValue(count)
        for i, row in enumerate(self.rows):
            if i < len(setup.seats):
                row.set_seat(setup.seats[i])
            else:
                row.set_seat(SeatInfo("", False, "normal"))
        self._show_rows(count)
        i = self.naming.findData(setup.edition)
        self.naming.setCurrentIndex(max(0, i))
        self.hidden_vp.setChecked(setup.hidden_vp)
        self.fixed_seed.setChecked(setup.seed is not None)
        self.seed.setValue(setup.seed or 0)
        self.expansions.set_setup(setup)
        self._naming_changed()

    def _naming_changed(self) -> None:
        self.expansions.set_edition(parse_edition(self.naming.currentData() or "classic"))

    def setup(self) -> NewGameSetup:
        seats = [row.seat() for row in self.rows[: self.players.value()]]
        setup = NewGameSetup(
            seats=seats,
            edition=self.naming.currentData() or "classic",
            hidden_vp=self.hidden_vp.isChecked(),
            seed=self.seed.value() if self.fixed_seed.isChecked() else None,
        )
        self.expansions.apply_to(setup)
        return setup

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("New game"))
        self.players_label.setText(self.tr("Number of players:"))
        self.seats_box.setTitle(self.tr("Players (in seating order; the governor is drawn by lot)"))
        for row in self.rows:
            row.retranslate()
        self.naming_label.setText(self.tr("Edition and naming:"))
        for i in range(self.naming.count()):
            self.naming.setItemText(i, naming_title(self.naming.itemData(i)))
        self.hidden_vp.setText(self.tr("Keep VP chips hidden (face down)"))
        self.fixed_seed.setText(self.tr("Fixed seed (the same seed deals the same game):"))
        self.expansions.retranslate_ui()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
