"""The new-game dialog: the game (the board game or the card game), seats (a person or a
computer player of a level), naming, options, expansions (``new_game_expansions``); for
the card game its variant set-up and its expansion (``cards.expansion_switch``)."""

from __future__ import annotations

import textwrap
from dataclasses import replace
from itertools import count, pairwise

from PySide6.QtCore import QCoreApplication, QEvent, Qt
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
from ..games import BOARD_GAME, CARD_GAME
from ..persistence import MAX_NAME_LENGTH, SeatInfo
from .cards.expansion_switch import CardExpansionSwitch
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
HINT_LINE_CHARACTERS = 56  # the level tooltips' longest line, in characters
#: What each level is like, for the level box's tooltips (both games alike).
LEVEL_HINTS = {
    "beginner": QT_TRANSLATE_NOOP(
        "Levels", "Plays by simple rules of thumb and now and then makes a mistake."
    ),
    "normal": QT_TRANSLATE_NOOP("Levels", "Plays by rules of thumb and answers at once."),
    "hard": QT_TRANSLATE_NOOP(
        "Levels",
        "Tries its options out in hundreds of imagined continuations before it moves "
        "(about half a second a move).",
    ),
    "expert": QT_TRANSLATE_NOOP(
        "Levels",
        "Tries its options out in several times as many continuations as Hard "
        "(a few seconds a move).",
    ),
}
GAME_TITLES = {
    BOARD_GAME.name: QT_TRANSLATE_NOOP("NewGameDialog", "Puerto Rico (the board game)"),
    CARD_GAME.name: QT_TRANSLATE_NOOP("NewGameDialog", "Puerto Rico – the card game"),
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
        self.level.currentIndexChanged.connect(self._show_level_hint)
        self.label.setBuddy(self.name)  # a screen reader names the field "Seat 2"; Alt+2
        grid.addWidget(self.label, row + 1, 0)
        grid.addWidget(self.name, row + 1, 1)
        grid.addWidget(self.kind, row + 1, 2)
        grid.addWidget(self.level, row + 1, 3)

    def _update(self) -> None:
        self.level.setEnabled(self.kind.currentIndex() == 1)

    def _show_level_hint(self) -> None:
        self.level.setToolTip(self.level.currentData(Qt.ItemDataRole.ToolTipRole) or "")

    def set_visible(self, visible: bool) -> None:
        for w in (self.label, self.name, self.kind, self.level):
            w.setVisible(visible)

    def set_seat(self, seat: SeatInfo) -> None:
        self.name.setText(seat.name)
        self.kind.setCurrentIndex(0 if seat.is_human else 1)
        i = self.level.findData(seat.level)
        self.level.setCurrentIndex(i if i >= 0 else LEVELS.index("normal"))
        self._update()

    def seat(self, taken: set[str] | None = None) -> SeatInfo:
        """The row's seat; a row left without a name gets the first "Player n" /
        "Computer n" (counted from 1, as the default seats are) not in ``taken``."""
        human = self.kind.currentIndex() == 0
        name = self.name.text().strip()
        if not name:
            pattern = (
                QCoreApplication.translate("NewGameDialog", "Player {n}")
                if human
                else QCoreApplication.translate("NewGameDialog", "Computer {n}")
            )
            taken = taken or set()
            name = next(pattern.format(n=n) for n in count(1) if pattern.format(n=n) not in taken)
        return SeatInfo(name=name, is_human=human, level=self.level.currentData() or "normal")

    def retranslate(self) -> None:
        seat = self.index + 1
        self.label.setText(QCoreApplication.translate("NewGameDialog", "Seat &{n}").format(n=seat))
        self.kind.setAccessibleName(
            QCoreApplication.translate("NewGameDialog", "Seat {n}: person or computer").format(
                n=seat
            )
        )
        self.level.setAccessibleName(
            QCoreApplication.translate("NewGameDialog", "Seat {n}: level").format(n=seat)
        )
        self.name.setPlaceholderText(QCoreApplication.translate("NewGameDialog", "Name"))
        self.kind.setItemText(0, QCoreApplication.translate("NewGameDialog", "Person"))
        self.kind.setItemText(1, QCoreApplication.translate("NewGameDialog", "Computer"))
        for i, level in enumerate(LEVELS):
            self.level.setItemText(i, level_title(level))
            hint = QCoreApplication.translate("Levels", LEVEL_HINTS[level])
            # In lines of a few words (one line was 660 px wide in German; Qt's own
            # wrapping of a rich-text tooltip made a narrow column of five lines).
            hint = "\n".join(textwrap.wrap(hint, HINT_LINE_CHARACTERS))
            self.level.setItemData(i, hint, Qt.ItemDataRole.ToolTipRole)
        self._show_level_hint()


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
        self.game = QComboBox()
        for key in GAME_TITLES:
            self.game.addItem("", key)
        self.game_label = QLabel()
        self.variant = QCheckBox()
        self.card_expansion = CardExpansionSwitch()
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

        for label, field in (
            (self.game_label, self.game),
            (self.players_label, self.players),
            (self.naming_label, self.naming),
        ):
            label.setBuddy(field)
        game_row = QHBoxLayout()
        game_row.addWidget(self.game_label)
        game_row.addWidget(self.game)
        game_row.addStretch(1)
        top = QHBoxLayout()
        top.addWidget(self.players_label)
        top.addWidget(self.players)
        top.addStretch(1)
        options = QFormLayout()
        options.addRow(self.naming_label, self.naming)
        options.addRow(self.hidden_vp)
        options.addRow(self.variant)
        options.addRow(self.card_expansion)
        self.options = options
        seed_row = QHBoxLayout()
        seed_row.addWidget(self.fixed_seed)
        seed_row.addWidget(self.seed)
        seed_row.addStretch(1)
        options.addRow(seed_row)
        layout = QVBoxLayout(self)
        layout.addLayout(game_row)
        layout.addLayout(top)
        layout.addWidget(self.seats_box)
        layout.addLayout(options)
        layout.addWidget(self.expansions)
        layout.addWidget(self.buttons)
        # the dialog takes the height of its rows: shorter with fewer seats
        layout.setSizeConstraint(QLayout.SizeConstraint.SetFixedSize)
        self.players.valueChanged.connect(self._show_rows)
        self.game.currentIndexChanged.connect(self._game_changed)

        if setup is None:
            setup = NewGameSetup.default(player_name)
            setup.edition = naming
            setup.seats[0].name = player_name
        self.set_setup(setup)
        self.retranslate_ui()
        self._order_tabs()

    def _order_tabs(self) -> None:
        """Tab goes top to bottom as the dialog reads (the expansions' box, made first,
        came first), and the keyboard starts at the game's choice."""
        parts: list[QWidget] = [self.game, self.players]
        parts += [w for row in self.rows for w in (row.name, row.kind, row.level)]
        parts += [self.naming, self.hidden_vp, self.variant, self.card_expansion]
        parts += [self.fixed_seed, self.seed, self.expansions, self.buttons]
        chain: list[QWidget] = []
        for part in parts:  # a box of several: its own widgets that take Tab, in order
            # (not a combo box's pop-up list: a window of its own, which Qt refuses in
            # a tab order with a warning)
            inner = [
                w
                for w in part.findChildren(QWidget)
                if w.focusPolicy() & Qt.FocusPolicy.TabFocus
                and not w.isWindow()
                and w.window() is part.window()
            ]
            takes = part.focusPolicy() & Qt.FocusPolicy.TabFocus
            chain += [part] if takes or not inner else inner
        for first, second in pairwise(chain):
            QWidget.setTabOrder(first, second)
        self.game.setFocus(Qt.FocusReason.OtherFocusReason)

    def _show_rows(self, count: int) -> None:
        for row in self.rows:
            row.set_visible(row.index < count)

    def cards(self) -> bool:
        """Is the card game chosen?"""
        return self.game.currentData() == CARD_GAME.name

    def _game_changed(self) -> None:
        """The card game: 2–4 players, its variant set-up; no naming, VP chips or
        expansions (they are the board game's)."""
        cards = self.cards()
        self.players.setMaximum(CARD_GAME.max_players if cards else MAX_SEATS)
        for widget in (self.naming, self.naming_label, self.hidden_vp, self.expansions):
            widget.setVisible(not cards)
        self.variant.setVisible(cards)
        self.card_expansion.setVisible(cards and self.card_expansion.offered())
        self._show_rows(self.players.value())
        self.retranslate_ui()

    def set_setup(self, setup: NewGameSetup) -> None:
        i = self.game.findData(setup.game)
        self.game.setCurrentIndex(max(0, i))
        self._game_changed()
        count = max(MIN_SEATS, min(self.players.maximum(), len(setup.seats)))
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
        self.variant.setChecked(setup.variant)
        cards = setup.game == CARD_GAME.name
        self.card_expansion.set_expansions(setup.expansions if cards else ())
        # a card game's expansions are its own: the board game's boxes are left unticked
        self.expansions.set_setup(replace(setup, expansions=()) if cards else setup)
        self._naming_changed()

    def _naming_changed(self) -> None:
        self.expansions.set_edition(parse_edition(self.naming.currentData() or "classic"))

    def setup(self) -> NewGameSetup:
        rows = self.rows[: self.players.value()]
        taken = {row.name.text().strip() for row in rows}
        seats = []
        for row in rows:
            seat = row.seat(taken)
            taken.add(seat.name)
            seats.append(seat)
        seed = self.seed.value() if self.fixed_seed.isChecked() else None
        if self.cards():
            return NewGameSetup(
                seats=seats,
                seed=seed,
                game=CARD_GAME.name,
                variant=self.variant.isChecked(),
                expansions=self.card_expansion.expansions(),
                draw_governor=True,
            )
        setup = NewGameSetup(
            seats=seats,
            edition=self.naming.currentData() or "classic",
            hidden_vp=self.hidden_vp.isChecked(),
            seed=seed,
        )
        self.expansions.apply_to(setup)
        return setup

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("New game"))
        self.game_label.setText(self.tr("&Game:"))
        for i in range(self.game.count()):
            self.game.setItemText(
                i, QCoreApplication.translate("NewGameDialog", GAME_TITLES[self.game.itemData(i)])
            )
        self.variant.setText(
            self.tr("&Variant set-up: deal 5 to 8 cards, each player keeps 4 of them")
        )
        self.players_label.setText(self.tr("&Number of players:"))
        self.seats_box.setTitle(self.tr("Players (in seating order; the governor is drawn by lot)"))
        for row in self.rows:
            row.retranslate()
        self.naming_label.setText(self.tr("&Edition and naming:"))
        for i in range(self.naming.count()):
            self.naming.setItemText(i, naming_title(self.naming.itemData(i)))
        self.hidden_vp.setText(self.tr("Keep VP chips &hidden (face down)"))
        self.fixed_seed.setText(self.tr("&Fixed seed (the same seed deals the same game):"))
        self.seed.setAccessibleName(self.tr("Seed"))
        self.expansions.retranslate_ui()
        self.card_expansion.retranslate_ui()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
