"""The replay window: the table as it was at one decision of a recorded game, the
controls under it, the game log up to that decision on the right and the VP chart
below the log.  Keys: Left/Right a decision, Page Up/Down a round, Home/End the start
and the end.  The table is the game's own (``TableWidget`` / ``CardTableWidget``) over
a ``ReplaySession``: it reads, it never plays."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QKeyEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import QDockWidget, QMainWindow, QVBoxLayout, QWidget

from ...persistence import GameRecord
from ..cards.widget import CardTableWidget
from ..i18n import QT_TRANSLATE_NOOP
from ..key_moments import KeyMomentsToolBar
from ..log_dock import LogDock
from ..table import TableWidget
from ..window_helpers import app_icon
from .controls import ReplayControls
from .hands import OtherHands
from .session import ReplaySession
from .steps import ReplaySteps

if TYPE_CHECKING:
    from .chart import ReplayCharts


def _t(text: str) -> str:
    return QCoreApplication.translate("Replay", text)


class ReplayWindow(QMainWindow):
    """One recorded game, step by step (see the module docstring).  Raises SaveError
    (from ``ReplaySteps.from_record``) when the record does not replay."""

    def __init__(
        self, record: GameRecord, parent: QWidget | None = None, *, charts: bool = True
    ) -> None:
        super().__init__(parent)
        self.setObjectName("replay_window")
        self.setWindowIcon(app_icon())
        self.steps = ReplaySteps.from_record(record)
        self.session = ReplaySession(self.steps, self)
        s = self.session
        self.table: TableWidget | CardTableWidget = (
            CardTableWidget(cast(Any, s)) if s.is_card_game else TableWidget(cast(Any, s))
        )
        self.table.scores_requested.connect(self.show_scores)
        self.hands = OtherHands(s)
        self.controls = ReplayControls(s)
        middle = QWidget(self)
        column = QVBoxLayout(middle)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        column.addWidget(self.table, 1)
        column.addWidget(self.hands)
        column.addWidget(self.controls)
        self.setCentralWidget(middle)
        self.log_dock = LogDock(self, middle)
        self.log_view = self.log_dock.view
        self._log_shown = -1  # entries in the log view (-1: write it anew)
        self.charts: ReplayCharts | None = None
        self.chart_dock: QDockWidget | None = None
        if charts:
            from .chart import ReplayCharts  # pyqtgraph: lazily

            self.charts = ReplayCharts(s)
            self.chart_dock = QDockWidget(self)
            self.chart_dock.setObjectName("replay_chart_dock")
            self.chart_dock.setWidget(self.charts)
            self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.chart_dock)
            self.splitDockWidget(self.log_dock, self.chart_dock, Qt.Orientation.Vertical)
        self._score_dialog: QWidget | None = None
        self.key_moments = KeyMomentsToolBar(self)  # after the game: its key moments
        self.addToolBar(self.key_moments)
        self._keys()
        s.state_changed.connect(self._refresh_log)
        self.retranslate_ui()
        self.resize(1280, 820)

    # ------------------------------------------------------------------ keys

    def _keys(self) -> None:
        c = self.controls
        K = Qt.Key
        self._key_slots = {
            K.Key_Left: c.go_back,
            K.Key_Right: c.go_forward,
            K.Key_PageUp: c.go_back_round,
            K.Key_PageDown: c.go_forward_round,
            K.Key_Home: c.go_first,
            K.Key_End: c.go_last,
        }
        self._shortcuts = []
        for key, slot in self._key_slots.items():
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.activated.connect(slot)
            self._shortcuts.append(shortcut)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        slot = self._key_slots.get(Qt.Key(event.key()))
        if slot is not None:
            slot()
            event.accept()
            return
        super().keyPressEvent(event)

    # ------------------------------------------------------------------ showing

    def current_state(self) -> Any:
        return self.session.state

    def _refresh_log(self) -> None:
        entries = self.steps.log_until(self.session.step)
        view = self.log_view
        if 0 <= self._log_shown <= len(entries):
            for line, heading in entries[self._log_shown :]:
                view.append_line(line(), heading)
        else:
            view.set_lines([(line(), heading) for line, heading in entries])
        self._log_shown = len(entries)

    def log_lines(self) -> list[str]:
        return self.log_view.toPlainText().split("\n") if self.log_view.toPlainText() else []

    def show_scores(self) -> None:
        from ..cards.scores import CardScoreDialog
        from ..score_dialog import ScoreDialog

        if self._score_dialog is not None:
            self._score_dialog.close()
        s = cast(Any, self.session)
        dialog = CardScoreDialog(s, self) if self.session.is_card_game else ScoreDialog(s, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.destroyed.connect(lambda *_: setattr(self, "_score_dialog", None))
        self._score_dialog = dialog
        dialog.show()

    def retranslate_ui(self) -> None:
        names = ", ".join(s.name for s in self.session.seats)
        title = (
            QT_TRANSLATE_NOOP("Replay", "Replay: {players} – Puerto Rico, the card game")
            if self.session.is_card_game
            else QT_TRANSLATE_NOOP("Replay", "Replay: {players} – Puerto Rico")
        )
        self.setWindowTitle(_t(title).format(players=names))
        self.log_dock.setWindowTitle(_t(QT_TRANSLATE_NOOP("Replay", "Game log")))
        if self.chart_dock is not None:
            self.chart_dock.setWindowTitle(_t(QT_TRANSLATE_NOOP("Replay", "Charts")))
        self._log_shown = -1
        self._refresh_log()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self.log_dock.window_shown()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.log_dock.window_resized()


__all__ = ["ReplayWindow"]
