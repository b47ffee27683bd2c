"""The chart "Chances to win": each player's estimated chance to win by round, in per
cent (``WinChanceModel``: the bots' evaluation of the public position, estimated in a
worker thread).  The score sheet's colours and axes (``gui.score_dialog``).

``WinChanceChart(session)`` draws the rounds of ``session.round_states()`` and follows
the session's ``state_changed``; ``WinChanceDock`` holds one beside the table of the
main window (hidden with the setting "Show chances to win").
"""

from __future__ import annotations

import time
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QApplication,
    QDockWidget,
    QLabel,
    QMainWindow,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from . import names as N
from .chart_parts import (
    SeatLegend,
    drawable,
    give_room,
    no_tab_stop,
    relabel_axes,
    seat_curves,
    seat_names,
)
from .i18n import QT_TRANSLATE_NOOP
from .log_dock import LogDock
from .score_dialog import _locale_axis
from .win_chance_model import WinChanceModel

MIN_DOCK_CHART_HEIGHT = 180


def _t(text: str) -> str:
    return QCoreApplication.translate("WinChances", text)


def chart_title() -> str:
    return _t(QT_TRANSLATE_NOOP("WinChances", "Chances to win"))


class WinChanceChart(QWidget):
    """Each player's chance to win by round (see the module docstring)."""

    def __init__(
        self,
        session: Any,
        parent: QWidget | None = None,
        titled: bool = True,
        last_round: int | None = None,
    ) -> None:
        super().__init__(parent)
        import pyqtgraph as pg  # lazy: 0.3 s to import

        self._pg = pg
        self.setObjectName("winChanceChart")
        self.session = session
        self.titled = titled  # the dock has the title on its bar already
        #: The round axis's end when it is known ahead (a replay: the game's last round,
        #: as the VP chart above it); else the last round drawn.
        self.last_round = last_round
        self.model = WinChanceModel(session.round_states, self)
        pg.setConfigOptions(antialias=True, background="w", foreground="#3b2a1a")
        axis = _locale_axis(pg)
        self.plot = pg.PlotWidget(self, axisItems={"bottom": axis("bottom"), "left": axis("left")})
        self.plot.showGrid(x=True, y=True, alpha=0.25)
        give_room(self.plot)
        self.plot.setMouseEnabled(x=False, y=False)
        no_tab_stop(self.plot)  # (F6 and Tab went to it twice)
        self.plot.setYRange(0, 100, padding=0.02)
        self.plot.hideButtons()
        self.curves: list[Any] = []
        # Where every seat would stand with even chances (100 / players): the lines read
        # as ahead or behind against it, and the first round's dots, all near that value
        # and drawn over each other, visibly lie on it.
        self.even_line = pg.InfiniteLine(
            pos=100.0,
            angle=0,
            movable=False,
            pen=pg.mkPen("#8a7660", width=1.4, style=Qt.PenStyle.DashLine),
        )
        self.even_line.setZValue(-10)  # under the seats' lines
        self.plot.addItem(self.even_line)
        #: Said instead of empty axes while no game runs (the welcome page).
        self.placeholder = QLabel(self)
        self.placeholder.setObjectName("winChancePlaceholder")
        self.placeholder.setWordWrap(True)
        self.placeholder.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.placeholder.setMargin(12)
        self.placeholder.setStyleSheet("color: #6b5a48; background: white;")
        self.stack = QStackedWidget(self)
        self.stack.addWidget(self.plot)
        self.stack.addWidget(self.placeholder)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.stack)
        self.model.changed.connect(self.redraw)
        session.state_changed.connect(self.model.refresh)
        session.state_changed.connect(self._show_plot_or_placeholder)
        if hasattr(session, "game_started"):
            session.game_started.connect(self._new_game)
        self.retranslate_ui()
        self._new_game()

    def _new_game(self) -> None:
        """Curves for the seats of the current game (names, colours)."""
        pg = self._pg
        for curve in self.curves:
            self.plot.removeItem(curve)
        self.curves = seat_curves(pg, self.plot, self.session)
        self.even_line.setValue(100.0 / max(1, len(self.curves)))
        self.model.refresh()
        self.redraw()
        self.plot.setLabel("bottom", self._round_label())  # the new game's naming
        self._show_plot_or_placeholder()

    def _round_label(self) -> str:
        """The round axis in the naming of the game shown (1897 German: "Durchgang", as
        the score sheet's other charts); the card game and no game: "Round"."""
        return N.term("round_label", N.naming_of(getattr(self.session, "state", None)))

    def _show_plot_or_placeholder(self) -> None:
        running = bool(getattr(self.session, "active", True))
        self.stack.setCurrentWidget(self.plot if running else self.placeholder)

    def points(self) -> int:
        """Rounds drawn so far."""
        return len(self.model.rounds)

    def settled(self) -> bool:
        """Every round of the history estimated and drawn."""
        return not self.model.busy() and self.points() == len(self.model.source())

    def redraw(self) -> None:
        rounds, values = self.model.series(len(self.curves))
        for curve, data in zip(self.curves, values, strict=True):
            curve.setData(*drawable(rounds, data))
        self.plot.setXRange(0, max([1, *rounds, self.last_round or 0]), padding=0.04)

    def retranslate_ui(self) -> None:
        self.plot.setTitle(chart_title() if self.titled else None)
        self.plot.setLabel("bottom", self._round_label())
        self.plot.setLabel("left", _t(QT_TRANSLATE_NOOP("WinChances", "%")))
        relabel_axes(self.plot)
        # said in the tooltip, not on the line: the seats' lines run along it, and a
        # label there covered them
        self.plot.setToolTip(
            _t(
                QT_TRANSLATE_NOOP(
                    "WinChances",
                    "Each player's chance to win after every round, as the computer players"
                    " estimate it from what everybody can see. The dashed line is the chance"
                    " each would have if all were equal.",
                )
            )
        )
        self.placeholder.setText(
            _t(
                QT_TRANSLATE_NOOP(
                    "WinChances",
                    "Once a game runs, each player's chance to win is drawn here, round by round.",
                )
            )
        )

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)


def wait_for_chances(widget: QWidget, timeout_s: float = 30.0) -> bool:
    """Process events until every chance chart in ``widget`` has drawn every round (a
    picture taken sooner showed an empty chart, the estimates still in the worker
    thread); False if ``timeout_s`` ran out first."""
    charts = widget.findChildren(WinChanceChart)
    deadline = time.monotonic() + timeout_s
    while not all(chart.settled() for chart in charts):
        if time.monotonic() > deadline:
            return False
        QApplication.processEvents()
        time.sleep(0.01)
    QApplication.processEvents()  # the last redraw
    return True


class WinChanceDock(QDockWidget):
    """The chart beside the main window's table, under the game log.  The chart (and
    pyqtgraph, 0.3 s to import) is made when the dock is first shown."""

    def __init__(self, window: QMainWindow, session: Any, below: LogDock) -> None:
        super().__init__(window)
        self.setObjectName("win_chance_dock")
        self.session = session
        self._chart: WinChanceChart | None = None
        window.addDockWidget(window.dockWidgetArea(below), self)
        window.splitDockWidget(below, self, Qt.Orientation.Vertical)
        self._below = below
        below.add_companion(self)  # aside with the log on a narrow window
        self.retranslate_ui()

    @property
    def chart(self) -> WinChanceChart:
        if self._chart is None:
            box = QWidget(self)
            column = QVBoxLayout(box)
            column.setContentsMargins(0, 0, 0, 0)
            column.setSpacing(0)
            legend = SeatLegend(self._names, box)
            if hasattr(self.session, "game_started"):
                self.session.game_started.connect(legend.refresh)
            column.addWidget(legend)
            self._chart = WinChanceChart(self.session, box, titled=False)
            # below this the axis numbers run into each other (1366x768 gave the dock
            # 90 px beside a long game log)
            self._chart.setMinimumHeight(MIN_DOCK_CHART_HEIGHT)
            column.addWidget(self._chart, 1)
            self.setWidget(box)
        return self._chart

    def _names(self) -> list[str]:
        """The legend's names: none while no game runs (the welcome page), where the
        session's placeholder seats ("Player 1", "Computer 1" …) would be nobody's."""
        if not getattr(self.session, "active", True):
            return []
        return seat_names(self.session)

    def apply_setting(self, shown: bool) -> None:
        self._below.release(self)  # the setting decides now, not a narrow window
        self.setVisible(bool(shown))
        self.toggleViewAction().setVisible(bool(shown))

    def showEvent(self, event: QShowEvent) -> None:
        self.chart.model.refresh()
        super().showEvent(event)

    def retranslate_ui(self) -> None:
        self.setWindowTitle(chart_title())

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
