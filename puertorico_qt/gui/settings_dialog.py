"""The settings dialog: language, naming, speed of the computer players, confirmations,
keeping finished games, showing the chances to win."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QLocale
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from .i18n import LANGUAGE_NAMES
from .new_game_dialog import naming_title
from .settings import LANGUAGES, NAMINGS, SPEEDS, Settings


class SettingsDialog(QDialog):
    """Edits a ``Settings``; ``apply()`` writes the choices (the caller then applies them)."""

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("settings_dialog")
        self.settings = settings
        self.language = QComboBox()
        for code in LANGUAGES:
            self.language.addItem(LANGUAGE_NAMES.get(code, ""), code)
        self.naming = QComboBox()
        for key in NAMINGS:
            self.naming.addItem("", key)
        self.speed = QComboBox()
        for ms in SPEEDS:
            self.speed.addItem("", ms)
        self.player_name = QLineEdit()
        self.player_name.setMaxLength(40)
        self.confirm = QCheckBox()
        self.keep_finished = QCheckBox()
        self.win_chances = QCheckBox()
        self.labels = [QLabel() for _ in range(4)]
        for label, field in zip(
            self.labels, (self.language, self.naming, self.speed, self.player_name), strict=True
        ):
            label.setBuddy(field)  # Alt+letter, and the field's name for a screen reader
        form = QFormLayout()
        form.addRow(self.labels[0], self.language)
        form.addRow(self.labels[1], self.naming)
        form.addRow(self.labels[2], self.speed)
        form.addRow(self.labels[3], self.player_name)
        form.addRow(self.confirm)
        form.addRow(self.keep_finished)
        form.addRow(self.win_chances)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.buttons)
        self._load()
        self.retranslate_ui()

    def _load(self) -> None:
        s = self.settings
        self.language.setCurrentIndex(max(0, self.language.findData(s.language)))
        self.naming.setCurrentIndex(max(0, self.naming.findData(s.naming)))
        delay = s.bot_delay_ms
        nearest = min(range(len(SPEEDS)), key=lambda i: abs(SPEEDS[i] - delay))
        self.speed.setCurrentIndex(nearest)
        self.player_name.setText(s.player_name)
        self.confirm.setChecked(s.confirm_useless_role)
        self.keep_finished.setChecked(s.keep_finished_games)
        self.win_chances.setChecked(s.show_win_chances)

    def apply(self) -> None:
        s = self.settings
        s.language = self.language.currentData()
        s.naming = self.naming.currentData()
        s.bot_delay_ms = int(self.speed.currentData())
        s.player_name = self.player_name.text().strip()
        s.confirm_useless_role = self.confirm.isChecked()
        s.keep_finished_games = self.keep_finished.isChecked()
        s.show_win_chances = self.win_chances.isChecked()
        s.sync()

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Settings"))
        self.labels[0].setText(self.tr("&Language:"))
        self.labels[1].setText(self.tr("Default &naming for new games:"))
        self.labels[2].setText(self.tr("Computer players' s&peed:"))
        self.labels[3].setText(self.tr("&Your name:"))
        self.language.setItemText(0, self.tr("System default"))
        for i in range(self.naming.count()):
            self.naming.setItemText(i, naming_title(self.naming.itemData(i)))
        titles = {
            0: self.tr("Instant"),
            300: self.tr("Fast"),
            700: self.tr("Normal"),
            1200: self.tr("Slow"),
            2000: self.tr("Very slow"),
        }
        for i, ms in enumerate(SPEEDS):
            title = titles.get(ms, "")
            self.speed.setItemText(
                i,
                self.tr("{title} ({seconds} s per move)").format(
                    title=title, seconds=QLocale().toString(ms / 1000, "f", 1)
                ),
            )
        self.confirm.setText(self.tr("&Warn before I take a role that does nothing for me"))
        self.keep_finished.setText(self.tr("&Keep finished games (for replays and statistics)"))
        self.win_chances.setText(self.tr("Show &chances to win"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
