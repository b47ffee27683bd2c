"""The card game's score sheet: every player's points by source (``cards.score_breakdown``:
the buildings' printed VP, the chapel, the guild hall, the city hall, the triumphal arch,
the palace), the total (winners starred), the tie-break, and two charts over the rounds
(victory points and cards in the hand, ``session.card_history()``).

It may be opened during the game ("the scores so far"): every number in it is public.
pyqtgraph is imported when the charts are built (it costs about 0.3 s).
"""

from __future__ import annotations

from typing import Any, Protocol

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...cards import CardState, score_breakdown, winners
from ...persistence import SeatInfo
from ..i18n import QT_TRANSLATE_NOOP
from ..phases.base import player_name
from ..score_dialog import PLAYER_COLORS, _locale_axis
from ..session.history import CardRoundSnapshot
from . import names as CN
from .prompts import result_text


class ScoreSession(Protocol):
    """What the score sheet reads of the session."""

    state: CardState

    @property
    def seats(self) -> list[SeatInfo]: ...

    def card_history(self) -> list[CardRoundSnapshot]: ...


def _t(text: str) -> str:
    return QCoreApplication.translate("CardScores", text)


#: (field of ``cards.CardScore``, row title) in the sheet's order.
ROWS: tuple[tuple[str, str], ...] = (
    ("buildings", QT_TRANSLATE_NOOP("CardScores", "Buildings")),
    ("chapel", QT_TRANSLATE_NOOP("CardScores", "Chapel (cards under it)")),
    ("guild_hall", QT_TRANSLATE_NOOP("CardScores", "Guild hall bonus")),
    ("city_hall", QT_TRANSLATE_NOOP("CardScores", "City hall bonus")),
    ("triumphal_arch", QT_TRANSLATE_NOOP("CardScores", "Triumphal arch bonus")),
    ("palace", QT_TRANSLATE_NOOP("CardScores", "Palace bonus")),
)


class CardScoreDialog(QDialog):
    """The card game's score sheet and charts (see the module docstring)."""

    def __init__(self, session: ScoreSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("card_score_dialog")
        self.session = session
        self.heading = QLabel(self)
        font = QFont(self.heading.font())
        font.setPointSizeF(font.pointSizeF() * 1.3)
        font.setBold(True)
        self.heading.setFont(font)
        self.heading.setWordWrap(True)
        self.table = QTableWidget(self)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.table.setSizeAdjustPolicy(QAbstractItemView.SizeAdjustPolicy.AdjustToContents)
        self.table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.note = QLabel(self)
        self.note.setWordWrap(True)
        self.charts = QWidget(self)
        self.chart_layout = QHBoxLayout(self.charts)
        self.chart_layout.setContentsMargins(0, 0, 0, 0)
        self.plots: list[Any] = []
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        self.buttons = buttons
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addWidget(self.table, 0)
        layout.addWidget(self.note)
        layout.addWidget(self.charts, 1)
        layout.addWidget(buttons)
        self._build_charts()
        self.retranslate_ui()
        em = self.fontMetrics().height()
        self.resize(int(em * 60), int(em * 44))

    def names(self) -> list[str]:
        return [seat.name for seat in self.session.seats]

    def rows(self) -> list[tuple[str, list[str], bool]]:
        """(label, value per player, bold) for the sheet, top to bottom."""
        scores = score_breakdown(self.session.state)
        rows = [
            (_t(title), [str(getattr(s, key)) for s in scores], False)
            for key, title in ROWS
            if key == "buildings" or any(getattr(s, key) for s in scores)
        ]
        rows.append(
            (_t(QT_TRANSLATE_NOOP("CardScores", "Total")), [str(s.total) for s in scores], True)
        )
        rows.append(
            (
                _t(QT_TRANSLATE_NOOP("CardScores", "Tie-break: cards in the hand + goods")),
                [str(s.tiebreak) for s in scores],
                False,
            )
        )
        return rows

    def fill_table(self) -> None:
        state = self.session.state
        names = self.names()
        rows = self.rows()
        self.table.clear()
        self.table.setRowCount(len(rows))
        self.table.setColumnCount(state.n)
        won = set(winners(state)) if state.is_terminal() else set()
        headers = [
            ("★ " if seat in won else "") + player_name(seat, names) for seat in range(state.n)
        ]
        self.table.setHorizontalHeaderLabels(headers)
        self.table.setVerticalHeaderLabels([label for label, _values, _bold in rows])
        gold = QBrush(QColor(217, 165, 33, 70))
        for r, (_label, values, bold) in enumerate(rows):
            for c, value in enumerate(values):
                item = QTableWidgetItem(value)
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if bold:
                    font = item.font()
                    font.setBold(True)
                    item.setFont(font)
                if c in won:
                    item.setBackground(gold)
                self.table.setItem(r, c, item)

    def series(self) -> tuple[list[int], list[list[float]], list[list[float]]]:
        """(rounds, VP per seat, hand size per seat)."""
        history = self.session.card_history()
        n = self.session.state.n
        rounds = [snap.round for snap in history]
        vp = [[float(snap.score[seat]) for snap in history] for seat in range(n)]
        hand = [[float(snap.hand[seat]) for snap in history] for seat in range(n)]
        return rounds, vp, hand

    def _build_charts(self) -> None:
        import pyqtgraph as pg  # lazy: 0.3 s to import

        pg.setConfigOptions(antialias=True, background="w", foreground="#3b2a1a")
        rounds, vp, hand = self.series()
        names = self.names()
        axis = _locale_axis(pg)
        for data in (vp, hand):
            plot = pg.PlotWidget(
                self.charts, axisItems={"bottom": axis("bottom"), "left": axis("left")}
            )
            plot.showGrid(x=True, y=True, alpha=0.25)
            plot.addLegend(offset=(8, 8))
            for seat, values in enumerate(data):
                color = PLAYER_COLORS[seat % len(PLAYER_COLORS)]
                plot.plot(
                    rounds,
                    values,
                    pen=pg.mkPen(color, width=2.5),
                    name=player_name(seat, names),
                    symbol="o",
                    symbolSize=5,
                    symbolBrush=color,
                )
            self.chart_layout.addWidget(plot)
            self.plots.append(plot)

    def retranslate_ui(self) -> None:
        state = self.session.state
        self.setWindowTitle(_t(QT_TRANSLATE_NOOP("CardScores", "Scores")))
        if state.is_terminal():
            self.heading.setText(result_text(state, self.names()))
        else:
            self.heading.setText(
                _t(QT_TRANSLATE_NOOP("CardScores", "The scores so far (if the game ended now)"))
            )
        self.note.setText(
            _t(
                QT_TRANSLATE_NOOP(
                    "CardScores",
                    "The palace adds one VP for every four of all the others. Equal totals: "
                    "more cards in the hand and goods win.",
                )
            )
        )
        self.fill_table()
        titles = (
            _t(QT_TRANSLATE_NOOP("CardScores", "Victory points by round")),
            _t(QT_TRANSLATE_NOOP("CardScores", "Cards in the hand by round")),
        )
        for plot, title in zip(self.plots, titles, strict=False):
            plot.setTitle(title)
            plot.setLabel("bottom", CN.term("round_label"))
            for side in ("bottom", "left"):
                axis = plot.getAxis(side)
                if hasattr(axis, "relabel"):
                    axis.relabel()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
