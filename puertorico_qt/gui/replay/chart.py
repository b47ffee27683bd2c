"""The replay's charts: victory points by round up to the step shown, with a marker at
the round of that step.  The score sheet's colours and axes (``gui.score_dialog``).

Below it, ``ReplayCharts.win_chances``: each player's chance to win by round up to the
step shown (``gui.win_chance_chart``; estimated from the public positions in a worker
thread, every round once, when the replay reaches it).
"""

from __future__ import annotations

import math

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QVBoxLayout, QWidget

from .. import names as N
from ..chart_parts import SeatLegend, drawable, give_room, relabel_axes, seat_curves, seat_names
from ..score_dialog import _locale_axis
from ..win_chance_chart import WinChanceChart
from .session import ReplaySession


def _t(text: str) -> str:
    return QCoreApplication.translate("Replay", text)


def vp_series(session: ReplaySession) -> tuple[list[int], list[list[float]]]:
    """(rounds, points per seat) of the rounds finished by the current step; NaN where
    the viewer may not see a value (hidden VP chips)."""
    n = len(session.seats)
    rounds: list[int] = []
    values: list[list[float]] = [[] for _ in range(n)]
    if session.is_card_game:
        for row in session.card_history():
            rounds.append(row.round)
            for seat in range(n):
                values[seat].append(float(row.score[seat]))
        return rounds, values
    for snap in session.history():
        rounds.append(snap.round)
        for seat in range(n):
            value = snap.score[seat] if snap.score[seat] is not None else snap.vp[seat]
            values[seat].append(math.nan if value is None else float(value))
    return rounds, values


class ReplayCharts(QWidget):
    """The VP chart in step with the replay (see the module docstring)."""

    def __init__(self, session: ReplaySession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        import pyqtgraph as pg  # lazy: 0.3 s to import

        self.setObjectName("replayCharts")
        self.session = session
        pg.setConfigOptions(antialias=True, background="w", foreground="#3b2a1a")
        axis = _locale_axis(pg)
        self.plot = pg.PlotWidget(self, axisItems={"bottom": axis("bottom"), "left": axis("left")})
        self.plot.showGrid(x=True, y=True, alpha=0.25)
        give_room(self.plot)
        #: One legend above both small charts (a legend inside covered half of each).
        self.legend = SeatLegend(lambda: seat_names(session), self)
        self.plot.setMouseEnabled(x=False, y=False)
        self.curves = seat_curves(pg, self.plot, session)
        self.marker = pg.InfiniteLine(angle=90, movable=False, pen=pg.mkPen("#8b1a1a", width=1.5))
        self.plot.addItem(self.marker)
        last_round = max((int(s.round) for s in session.steps.states), default=1)
        self.plot.setXRange(0, max(last_round, 1), padding=0.02)
        #: The chances to win by round, up to the step shown (``win_chance_chart``).
        # the same round axis as the VP chart's
        self.win_chances: WinChanceChart | None = WinChanceChart(
            session, self, last_round=max(last_round, 1)
        )
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.legend)
        layout.addWidget(self.plot)
        layout.addWidget(self.win_chances)
        session.state_changed.connect(self.refresh)
        self.retranslate_ui()
        self.refresh()

    def refresh(self) -> None:
        rounds, values = vp_series(self.session)
        for curve, data in zip(self.curves, values, strict=True):
            curve.setData(*drawable(rounds, data))
        # from 0: victory points are never negative (with nothing scored yet the automatic
        # range ran from -20 to 20)
        top = max((v for row in values for v in row if not math.isnan(v)), default=0.0)
        self.plot.setYRange(0.0, max(top, 10.0), padding=0.05)
        self.marker.setValue(float(self.session.state.round))

    def marker_round(self) -> float:
        return float(self.marker.value())

    def retranslate_ui(self) -> None:
        ed = N.naming_of(self.session.state)  # 1897 German: "Durchgang", as the score sheet
        title = QCoreApplication.translate("Scores", "Victory points by {round}")
        self.plot.setTitle(title.format(round=N.term("round_word", ed)))
        self.plot.setLabel("bottom", N.term("round_label", ed))
        relabel_axes(self.plot)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)


__all__ = ["ReplayCharts", "vp_series"]
