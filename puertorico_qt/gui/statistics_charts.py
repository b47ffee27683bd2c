"""The statistics window's two charts (pyqtgraph): a player's score per game over time,
and the win rate by opponent level.

pyqtgraph is imported when the first chart is made (it costs about 0.3 s); the axes
write numbers in the language's format (``score_dialog._locale_axis``).

A bar's level title is wrapped to the width of its bar's place ("Beginner +" over
"Expert + Hard"), again whenever the chart's width changes: on one line, the titles of
mixed levels ran into each other.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtGui import QFont, QFontMetricsF
from PySide6.QtWidgets import QWidget

from .chart_parts import PLAYER_COLORS, give_room, no_tab_stop, relabel_axes
from .score_dialog import _locale_axis

WIN_COLOR = "#e69f00"  # a game won (gold), as the score sheet gilds the winners
MANY_GAMES = 15  # up to this many games each gets its tick; more: pyqtgraph's ticks
TITLE_AIR = 24  # pixels between two bars' titles (10 read as one run of words) …
TIGHT_AIR = 0.15  # … or this part of a bar's place, where there is less room
SMALLEST_TITLES = 0.75  # titles shrink to this part of their size at the most
JOIN = " + "  # between the levels of a mixed table ("Beginner + Hard")


def wrap_title(title: str, room: float, width: Any) -> str:
    """``title`` in lines of at most ``room`` pixels (``width(text)``: a line's width),
    broken after a " + " where it can, else between words; a word wider than ``room``
    stays whole on its line."""
    parts = title.split(JOIN)
    pieces = [part + JOIN.rstrip() for part in parts[:-1]] + parts[-1:]  # "Expert +"
    lines: list[str] = []
    for piece in pieces:
        if lines and width(lines[-1] + " " + piece) <= room:
            lines[-1] += " " + piece
            continue
        words = _unbroken(piece)  # "People only", or a level too long for one line
        lines.append(words[0])
        for word in words[1:]:
            if width(lines[-1] + " " + word) <= room:
                lines[-1] += " " + word
            else:
                lines.append(word)
    return "\n".join(lines)


def widest_piece(title: str, width: Any) -> float:
    """The width of the widest piece that ``wrap_title`` keeps on one line ("Expert +")."""
    parts = title.split(JOIN)
    pieces = [part + JOIN.rstrip() for part in parts[:-1]] + parts[-1:]
    return max(width(word) for piece in pieces for word in _unbroken(piece))


def _unbroken(piece: str) -> list[str]:
    words = piece.split(" ")
    if len(words) > 1 and words[-1] == JOIN.strip():
        words[-2:] = [" ".join(words[-2:])]
    return words


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
        #: The bars' level titles (unwrapped), for ``_title_bars``.
        self.bar_titles: list[str] = []
        #: The titles' own font (they shrink a little where the bars are many).
        self.title_font = QFont(self.rates.getAxis("bottom").font())
        self.rates.getViewBox().sigResized.connect(self._title_bars)
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
            self.rates.setXRange(-0.6, len(rates) - 0.4, padding=0)
        self.bar_titles = [title for title, _, _ in rates]
        self._title_bars()
        self.rates.setYRange(-7, 128, padding=0)  # room for the 0's label, a full bar's note
        self.rates.getAxis("left").setTicks(
            [[(v, str(v)) for v in range(0, 101, 20)], [(v, "") for v in range(10, 100, 20)]]
        )
        self.rates.setTitle(titles[1])
        self.rates.setLabel("left", labels[2])
        relabel_axes(self.scores, self.rates)

    def _title_bars(self, *_: Any) -> None:
        """Each bar's title under it, wrapped to the width of the bar's place (the
        view's width over the bars, one unit each)."""
        axis = self.rates.getAxis("bottom")
        if not self.bar_titles:
            axis.setTicks([[]])
            axis.setHeight(None)
            return
        place = self.rates.getViewBox().width() / len(self.bar_titles)
        room = place - min(TITLE_AIR, place * TIGHT_AIR)
        # many bars: the titles smaller, down to SMALLEST_TITLES, till their widest piece
        # ("Beginner +", "Expert +") fits its bar's place
        font = QFont(self.title_font)
        widest = max(
            widest_piece(title, QFontMetricsF(font).horizontalAdvance) for title in self.bar_titles
        )
        if widest > room > 0:
            font.setPointSizeF(font.pointSizeF() * max(SMALLEST_TITLES, room / widest))
        axis.setStyle(tickFont=font)
        metrics = QFontMetricsF(font)
        titles = [wrap_title(title, room, metrics.horizontalAdvance) for title in self.bar_titles]
        axis.setTicks([list(enumerate(titles))])
        # as high as the most lines: pyqtgraph's own measure cut the last line off
        lines = max(title.count("\n") + 1 for title in titles)
        axis.setHeight(
            round(
                lines * metrics.lineSpacing()
                + axis.style["tickTextOffset"][1]
                + max(0, axis.style["tickLength"])
                + 2
            )
        )
