"""The statistics window's two charts (pyqtgraph): a player's score per game over time,
and the win rate by opponent level.

pyqtgraph is imported when the first chart is made (it costs about 0.3 s); the axes
write numbers in the language's format (``score_dialog._locale_axis``).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QWidget

from .chart_parts import PLAYER_COLORS, give_room, no_tab_stop, relabel_axes
from .score_dialog import _locale_axis

WIN_COLOR = "#e69f00"  # a game won (gold), as the score sheet gilds the winners
MANY_GAMES = 15  # up to this many games each gets its tick; more: pyqtgraph's ticks


class StatisticsCharts:
    """Two plot widgets, drawn again by ``show`` (a player, a game or a language)."""

    def __init__(self, parent: QWidget) -> None:
        import pyqtgraph as pg  # lazy: 0.3 s to import

        pg.setConfigOptions(antialias=True, background="w", foreground="#3b2a1a")
        self.pg = pg
        axis = _locale_axis(pg)
        self.scores = pg.PlotWidget(
            parent, axisItems={"bottom": axis("bottom"), "left": axis("left")}
        )
        self.rates = pg.PlotWidget(parent, axisItems={"left": axis("left")})
        for plot in (self.scores, self.rates):
            plot.setObjectName("statistics_chart")
            no_tab_stop(plot)
            give_room(plot)
            plot.setMinimumHeight(180)
            plot.showGrid(x=False, y=True, alpha=0.25)
            plot.setMouseEnabled(x=False, y=False)
            plot.hideButtons()
            plot.setMenuEnabled(False)

    def widgets(self) -> tuple[Any, Any]:
        return self.scores, self.rates

    def show(
        self,
        scores: list[int],
        wins: list[bool],
        rates: list[tuple[str, float, str]],
        titles: tuple[str, str],
        labels: tuple[str, str, str],
    ) -> None:
        """``scores`` per game (oldest first; ``wins`` marks the games won, drawn gold);
        ``rates``: (level title, win rate 0..1, the words over its bar: the rate and
        the games it rests on) bars; ``labels``: the x axis of the scores, their y
        axis, the rates' y axis."""
        pg = self.pg
        self.scores.clear()
        games = list(range(1, len(scores) + 1))
        if scores:
            brushes = [WIN_COLOR if won else PLAYER_COLORS[0] for won in wins]
            self.scores.plot(
                games,
                scores,
                pen=pg.mkPen(PLAYER_COLORS[0], width=2),
                symbol="o",
                symbolSize=8,
                symbolBrush=brushes,
                symbolPen=pg.mkPen("#3b2a1a", width=0.8),
            )
            # one tick per game while they are few: a single game sat at the left edge of
            # an axis that went on to a game "2" (and pyqtgraph's own ticks, 0.8, 1.0,
            # 1.2 …, are no game's number)
            self.scores.setXRange(0.5, len(scores) + 0.5, padding=0)
            self.scores.getAxis("bottom").setTicks(
                [[(g, str(g)) for g in games]] if len(games) <= MANY_GAMES else None
            )
            top = max(scores) * 1.1 + 1
            self.scores.setYRange(-top * 0.06, top, padding=0)  # room for the 0's label
        self.scores.setTitle(titles[0])
        self.scores.setLabel("bottom", labels[0])
        self.scores.setLabel("left", labels[1])

        self.rates.clear()
        if rates:
            xs = list(range(len(rates)))
            heights = [round(rate * 100, 1) for _, rate, _ in rates]
            bars = pg.BarGraphItem(
                x=xs, height=heights, width=0.6, brush=PLAYER_COLORS[2], pen=pg.mkPen("#3b2a1a")
            )
            self.rates.addItem(bars)
            # each bar's rate and games over it: a 0 % bar has no height and read as "no
            # games", and 100 % of two games looked as sure as 100 % of twenty
            for x, height, (_, _, words) in zip(xs, heights, rates, strict=True):
                note = pg.TextItem(html=words, anchor=(0.5, 1.0), color="#3b2a1a")
                note.setTextWidth(note.textItem.boundingRect().width())  # its lines centred
                note.setPos(x, height + 1)
                self.rates.addItem(note)
            self.rates.getAxis("bottom").setTicks(
                [[(x, title) for x, (title, _, _) in zip(xs, rates, strict=True)]]
            )
            self.rates.setXRange(-0.6, len(rates) - 0.4, padding=0)
        self.rates.setYRange(-7, 128, padding=0)  # room for the 0's label, a full bar's note
        self.rates.getAxis("left").setTicks(
            [[(v, str(v)) for v in range(0, 101, 20)], [(v, "") for v in range(10, 100, 20)]]
        )
        self.rates.setTitle(titles[1])
        self.rates.setLabel("left", labels[2])
        relabel_axes(self.scores, self.rates)
