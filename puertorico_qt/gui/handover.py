"""The hand-over screen: several people at one screen, VP chips hidden.

Shown instead of the table between two people's turns, so that the next player
does not see the previous player's hidden VP chips and vice versa.  The button
(or Enter) tells the session that the right person sits at the screen.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget


class HandoverWidget(QWidget):
    # The person confirmed that they sit at the screen now.
    confirmed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("handover")
        self._name = ""
        self.title = QLabel(alignment=Qt.AlignmentFlag.AlignCenter)
        font = QFont(self.title.font())
        font.setPointSizeF(font.pointSizeF() * 1.8)
        font.setBold(True)
        self.title.setFont(font)
        self.title.setWordWrap(True)
        self.hint = QLabel(alignment=Qt.AlignmentFlag.AlignCenter)
        self.hint.setWordWrap(True)
        self.button = QPushButton()
        self.button.setDefault(True)
        self.button.setAutoDefault(True)
        self.button.clicked.connect(self.confirmed)
        layout = QVBoxLayout(self)
        layout.addStretch(2)
        layout.addWidget(self.title)
        layout.addSpacing(12)
        layout.addWidget(self.hint)
        layout.addSpacing(24)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(3)
        self.retranslate_ui()

    def set_player(self, name: str) -> None:
        self._name = name
        self.retranslate_ui()
        self.button.setFocus()

    def retranslate_ui(self) -> None:
        self.title.setText(self.tr("Please pass the screen to {name}.").format(name=self._name))
        self.hint.setText(
            self.tr(
                "The VP chips are hidden in this game: the others should not look while "
                "{name} plays."
            ).format(name=self._name)
        )
        self.button.setText(self.tr("I am {name} – show my table").format(name=self._name))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
