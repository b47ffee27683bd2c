"""The page shown while no game is running (the new-game dialog was cancelled, the
program was started without restoring a game): what the program is and what to do
next, on the table's own sea and parchment, instead of an empty table that seems to
belong to a game."""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import QEvent, QLocale, QSize, Qt, Signal
from PySide6.QtGui import QAction, QFont
from PySide6.QtWidgets import (
    QButtonGroup,
    QFrame,
    QHBoxLayout,
    QLabel,
    QMenu,
    QPushButton,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ..engine.data import Role
from . import names as N
from .i18n import LANGUAGE_NAMES
from .table.art import art, paint_sea

# The role cards along the top of the panel, for the look of the game: the six of every
# game (the prospector joins only at four or more players).
CARDS = (Role.SETTLER, Role.MAYOR, Role.BUILDER, Role.CRAFTSMAN, Role.TRADER, Role.CAPTAIN)

#: The look of a page on the table's sea (the welcome page, the hand-over screen).
STYLE = """
#welcomePanel { background: rgba(251, 244, 226, 0.97); border: 2px solid #8b6b3e;
    border-radius: 12px; }
#welcomeTitle { color: #3b2a1a; }
#welcomeText { color: #3b2a1a; }
QPushButton#primaryButton { background: #2e9d4f; color: white; font-weight: bold;
    border-radius: 6px; padding: 0.45em 1.3em; border: 1px solid #1f6e37; margin: 2px; }
QPushButton#promptButton { background: #fffaf0; color: #3b2a1a; border-radius: 6px;
    padding: 0.45em 1.2em; border: 1px solid #8b6b3e; margin: 2px; }
QPushButton#promptButton:hover, QPushButton#primaryButton:hover { border-width: 2px; margin: 1px; }
QPushButton#promptButton:focus, QPushButton#primaryButton:focus {
    border: 3px solid #1f4e9c; margin: 0px; }
QToolButton#languageButton { color: #5a4630; border: none; padding: 0.1em 0.5em; }
QToolButton#languageButton:checked { color: #3b2a1a; font-weight: bold;
    text-decoration: underline; }
QToolButton#languageButton:hover { text-decoration: underline; }
QToolButton#languageButton:focus { border: 2px solid #1f4e9c; border-radius: 4px; }
"""


class WelcomeWidget(QWidget):
    # The player chose what to do.
    new_game_requested = Signal()
    open_requested = Signal()
    rules_requested = Signal()
    #: A language chosen on the page (a code of ``LANGUAGE_NAMES``): a family whose
    #: computer speaks another language need not find it in the settings first.
    language_chosen = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("welcome")
        self.setStyleSheet(STYLE)
        panel = QFrame()
        panel.setObjectName("welcomePanel")
        panel.setMaximumWidth(720)

        self.cards = QHBoxLayout()
        self.cards.setSpacing(8)
        self.cards.addStretch(1)
        self._card_labels: list[tuple[QLabel, str]] = []
        for kind in CARDS:
            label = QLabel()
            self._card_labels.append((label, N.role_art(kind)))
            self.cards.addWidget(label)
        self.cards.addStretch(1)

        self.title = QLabel(alignment=Qt.AlignmentFlag.AlignCenter)
        self.title.setObjectName("welcomeTitle")
        font = QFont(self.title.font())
        font.setPointSizeF(font.pointSizeF() * 2.4)
        font.setBold(True)
        self.title.setFont(font)
        self.hint = QLabel(alignment=Qt.AlignmentFlag.AlignCenter)
        self.hint.setObjectName("welcomeText")
        self.hint.setWordWrap(True)
        self.new_button = QPushButton()
        self.new_button.setObjectName("primaryButton")
        self.new_button.setDefault(True)
        self.new_button.setAutoDefault(True)
        self.open_button = QPushButton()
        self.open_button.setObjectName("promptButton")
        self.rules_button = QPushButton()
        self.rules_button.setObjectName("promptButton")
        for button in (self.open_button, self.rules_button):
            button.setAutoDefault(True)  # Enter presses the focused button, as on the table
        # the guided first games (Help › Learn to play …), one entry per game; hidden
        # until the window hands the menu's actions over (``set_learn_actions``)
        self.learn_button = QPushButton()
        self.learn_button.setObjectName("promptButton")
        self.learn_button.setMenu(QMenu(self.learn_button))
        self.learn_button.setAutoDefault(True)  # Enter opens its menu, as Space does
        self.learn_button.hide()
        self.new_button.clicked.connect(self.new_game_requested)
        self.open_button.clicked.connect(self.open_requested)
        self.rules_button.clicked.connect(self.rules_requested)
        buttons = QHBoxLayout()
        buttons.setSpacing(10)
        buttons.addStretch(1)
        for button in (self.new_button, self.learn_button, self.open_button, self.rules_button):
            buttons.addWidget(button)
        buttons.addStretch(1)

        # each language by its own name, the one in use marked
        languages = QHBoxLayout()
        languages.setSpacing(2)
        languages.addStretch(1)
        self.language_group = QButtonGroup(self)
        self.language_buttons: dict[str, QToolButton] = {}
        for code, name in LANGUAGE_NAMES.items():
            choice = QToolButton()
            choice.setObjectName("languageButton")
            choice.setText(name)
            choice.setCheckable(True)
            choice.setCursor(Qt.CursorShape.PointingHandCursor)
            choice.clicked.connect(partial(self.language_chosen.emit, code))
            self.language_group.addButton(choice)
            self.language_buttons[code] = choice
            languages.addWidget(choice)
        languages.addStretch(1)

        inner = QVBoxLayout(panel)
        inner.setContentsMargins(28, 24, 28, 28)
        inner.addLayout(self.cards)
        inner.addSpacing(14)
        inner.addWidget(self.title)
        inner.addSpacing(8)
        inner.addWidget(self.hint)
        inner.addSpacing(22)
        inner.addLayout(buttons)
        inner.addSpacing(12)
        inner.addLayout(languages)

        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(panel, 4)
        row.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addStretch(2)
        layout.addLayout(row)
        layout.addStretch(3)
        self._paint_cards()
        self.retranslate_ui()

    def set_learn_actions(self, actions: list[QAction]) -> None:
        """The Help menu's "Learn to play …" entries, offered by the learn button (the
        same actions: the same words, the same question to continue or start over)."""
        menu = self.learn_button.menu()
        menu.clear()
        menu.addActions(actions)
        self.learn_button.setVisible(bool(actions))

    def _paint_cards(self) -> None:
        height = round(self.fontMetrics().height() * 6)
        size = QSize(round(height * 0.72), height)
        for label, name in self._card_labels:
            label.setPixmap(art().pixmap(name, size, self.devicePixelRatioF()))

    def retranslate_ui(self) -> None:
        self.title.setText(self.tr("Puerto Rico"))
        self.hint.setText(
            self.tr(
                "No game is running. Start a new one — the board game or the card game — "
                "against the computer or with friends at this screen, learn to play with "
                "a guided first game, or open a saved game."
            )
        )
        self.new_button.setText(self.tr("New game…"))
        self.open_button.setText(self.tr("Open a saved game…"))
        self.rules_button.setText(self.tr("Rules reference"))
        self.learn_button.setText(self.tr("Learn to play"))
        shown = self.language_buttons.get(QLocale().name().split("_")[0])
        if shown is not None:
            shown.setChecked(True)

    def paintEvent(self, event) -> None:
        paint_sea(self)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
