"""The hand-over screen: several people at one screen, VP chips hidden (the board game)
or hands of cards (the card game, always).

Shown instead of the table between two people's turns, so that the next player does
not see the previous player's hidden VP chips or hand, and vice versa.  It looks like the
table (its sea, a parchment card, the governor's token); the button (or Enter) tells
the session that the right person sits at the screen.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from .table.art import art, paint_sea
from .welcome import STYLE


class HandoverWidget(QWidget):
    # The person confirmed that they sit at the screen now.
    confirmed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("handover")
        self.setStyleSheet(STYLE)
        self._name = ""
        self._cards = False
        panel = QFrame()
        panel.setObjectName("welcomePanel")
        panel.setMaximumWidth(640)
        self.token = QLabel(alignment=Qt.AlignmentFlag.AlignCenter)
        self.title = QLabel(alignment=Qt.AlignmentFlag.AlignCenter)
        self.title.setObjectName("welcomeTitle")
        font = QFont(self.title.font())
        font.setPointSizeF(font.pointSizeF() * 1.8)
        font.setBold(True)
        self.title.setFont(font)
        self.title.setWordWrap(True)
        self.hint = QLabel(alignment=Qt.AlignmentFlag.AlignCenter)
        self.hint.setObjectName("welcomeText")
        self.hint.setWordWrap(True)
        self.button = QPushButton()
        self.button.setObjectName("primaryButton")
        self.button.setDefault(True)
        self.button.setAutoDefault(True)
        self.button.clicked.connect(self.confirmed)
        inner = QVBoxLayout(panel)
        inner.setContentsMargins(28, 24, 28, 28)
        inner.addWidget(self.token)
        inner.addSpacing(10)
        inner.addWidget(self.title)
        inner.addSpacing(10)
        inner.addWidget(self.hint)
        inner.addSpacing(22)
        inner.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(panel, 4)
        row.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addStretch(2)
        layout.addLayout(row)
        layout.addStretch(3)
        self._paint_token()
        self.retranslate_ui()

    def _paint_token(self) -> None:
        side = round(self.fontMetrics().height() * 3.5)
        name = "cards/card_back" if self._cards else "tokens/governor"
        self.token.setPixmap(art().pixmap(name, QSize(side, side), self.devicePixelRatioF()))

    def set_player(self, name: str, cards: bool = False) -> None:
        """The person to take the screen; ``cards``: in the card game (hands are hidden)."""
        self._name = name
        if cards != self._cards:
            self._cards = cards
            self._paint_token()
        self.retranslate_ui()
        self.button.setFocus()

    def retranslate_ui(self) -> None:
        self.title.setText(self.tr("Please pass the screen to {name}.").format(name=self._name))
        if self._cards:
            hint = self.tr(
                "Every hand of cards is secret: the others should not look while {name} plays."
            )
            button = self.tr("I am {name} – show my hand")
        else:
            hint = self.tr(
                "The VP chips are hidden in this game: the others should not look while "
                "{name} plays."
            )
            button = self.tr("I am {name} – show my table")
        # the table marks what the others did meanwhile (gui/session/seen.py)
        stars = self.tr("On the table, a star marks what the others did since your last move.")
        self.hint.setText(hint.format(name=self._name) + " " + stars)
        self.button.setText(button.format(name=self._name))

    def paintEvent(self, event) -> None:
        paint_sea(self)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
