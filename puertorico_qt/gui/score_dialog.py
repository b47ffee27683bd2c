"""The score sheet: every player's points by source, the tie-break, and charts of VP
and doubloons over the rounds, and the chances to win (``win_chance_chart``).

``ScoreDialog(session, parent)`` reads ``session.state`` (``engine.score_breakdown``)
and ``session.history()`` (one snapshot per round: ``round``, ``vp``, ``doubloons``,
``score``; a value is None where the viewer may not see it).  It may be opened
during the game ("the scores so far"); hidden VP chips stay hidden until the end.

pyqtgraph is imported only when the charts are built (it costs about 0.3 s), and
the sheet still works without it.
"""

from __future__ import annotations

import html
import math
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QLocale, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF
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

from ..engine.data import BUILDING_INDEX, STATUE, Edition
from ..engine.scoring import BONUS_KEYS, NOBLES_BONUS, score_breakdown, winners
from . import names as N
from . import phases
from .chart_parts import (
    SeatLegend,
    drawable,
    give_room,
    no_tab_stop,
    relabel_axes,
    seat_style,
    shown_names,
)
from .i18n import QT_TRANSLATE_NOOP
from .key_moments import add_to_score_sheet
from .score_sources import chip_rows
from .session import GameSession
from .tooltips import building_effect


def _t(text: str) -> str:
    return QCoreApplication.translate("Scores", text)


def tick_strings(values: list[float], spacing: float) -> list[str]:
    """Tick labels in the number format of the language (``QLocale()``): whole numbers
    for the whole-number ticks the charts use, else as many decimals as the ticks need,
    the same for all (German "2,5")."""
    locale = QLocale()
    places = 0
    while places < 6 and any(abs(v * 10**places - round(v * 10**places)) > 1e-6 for v in values):
        places += 1
    if places == 0 and spacing >= 1:
        return [locale.toString(round(v)) for v in values]
    return [locale.toString(float(v), "f", places) for v in values]


_AXIS_CLASS: list[type] = []


def label_step(span: float, size: float, room: float) -> tuple[float, float | None]:
    """The labelled tick step of an axis of ``span`` units drawn over ``size`` pixels,
    each label needing ``room`` pixels: the smallest whole 1, 2 or 5 × 10ⁿ whose labels do
    not touch; and the step of the unlabelled grid ticks between them (None: none)."""
    if span <= 0 or size <= 0:
        return 1.0, None
    for exponent in range(0, 9):
        for mantissa, minor in ((1, 10), (2, 2), (5, 5)):
            step = float(mantissa * 10**exponent)
            if step * size / span >= room:
                between = step / minor
                return step, between if between >= 1 else None
    return step, None


def _locale_axis(pg: Any) -> type:
    """A pyqtgraph ``AxisItem`` with ticks at whole numbers only (rounds, VP,
    doubloons), labels in the language's number format, and no more labels than fit
    with air between them: pyqtgraph judges the room by the average, and "10111213"
    ran together at the end of a narrow round axis whose first labels had one digit."""
    if not _AXIS_CLASS:

        class LocaleAxis(pg.AxisItem):
            def __init__(self, orientation: str, **kw: Any) -> None:
                super().__init__(orientation, **kw)
                self.enableAutoSIPrefix(False)
                self._labelled = 1.0  # the step that carries labels (``tickSpacing``)

            def _label_room(self, low: float, high: float) -> float:
                """Pixels a label needs along the axis, air included."""
                font = self.style.get("tickFont") or self.font()
                fm = QFontMetricsF(font)
                if self.orientation in ("left", "right"):
                    return fm.height() * 1.8
                ends = tick_strings([float(math.floor(high)), float(math.ceil(low))], 1.0)
                return max(fm.horizontalAdvance(t) for t in ends) + fm.height()

            def tickSpacing(self, minVal: float, maxVal: float, size: float) -> list:
                room = self._label_room(minVal, maxVal)
                step, between = label_step(maxVal - minVal, size, room)
                self._labelled = step
                return [(step, 0.0)] + ([(between, 0.0)] if between else [])

            def tickStrings(self, values: list[float], scale: float, spacing: float) -> list[str]:
                if spacing < self._labelled:  # the grid's ticks between the labels
                    return [""] * len(values)
                return tick_strings([v * scale for v in values], spacing * scale)

            def relabel(self) -> None:
                """Draw the labels again (after a language switch)."""
                self.picture = None
                self.update()

        _AXIS_CLASS.append(LocaleAxis)
    return _AXIS_CLASS[0]


def bonus_label(bid: str, edition: Edition | int) -> str:
    """The row title of a bonus of the engine's ``score_breakdown`` ("Guild hall bonus")."""
    if bid == NOBLES_BONUS:
        return _t(QT_TRANSLATE_NOOP("Scores", "{Nobles} (1 VP each)")).format(
            Nobles=N.term("Nobles", edition)
        )
    return _t(QT_TRANSLATE_NOOP("Scores", "{building} bonus")).format(
        building=N.building_name(BUILDING_INDEX[bid], edition)
    )


def bonus_tip(bid: str, edition: Edition | int) -> str:
    """A building bonus row's tooltip: the building's name and what it does."""
    building = BUILDING_INDEX[bid]
    name = html.escape(N.building_name(building, edition))
    return f"<b>{name}</b><br>{html.escape(building_effect(building, edition))}"


class ScoreSheetBase(QDialog):
    """What both games' score sheets share: the heading, the sheet (one column a
    player, winners starred and gilded), a note, two charts over the rounds and Close.
    A game's sheet gives ``rows()``, ``series()``, ``winners()`` and the texts in
    ``retranslate_ui()``."""

    #: Whether the heading wraps (a long result line).
    heading_wraps = False
    #: Extra keywords for each chart line (``connect="finite"``: gaps where hidden).
    plot_options: dict[str, Any] = {}

    def __init__(self, session: Any, object_name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(object_name)
        self.session = session
        self.heading = QLabel(self)
        font = QFont(self.heading.font())
        font.setPointSizeF(font.pointSizeF() * 1.3)
        font.setBold(True)
        self.heading.setFont(font)
        if self.heading_wraps:
            self.heading.setWordWrap(True)
        #: Why the game ended (or why this is its last round): ``session.end_reason()``.
        self.reason = QLabel(self)
        self.reason.setObjectName("endReason")
        self.reason.setWordWrap(True)
        self.table = QTableWidget(self)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        # the keys read the sheet cell by cell (a screen reader too); no selection shown
        self.table.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
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
        buttons.accepted.connect(self.accept)
        self.buttons = buttons
        # after a game with a person in it: the decisions that cost most (gui.key_moments)
        self.key_moments = add_to_score_sheet(self, buttons, session)
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addWidget(self.reason)
        layout.addWidget(self.table, 0)
        layout.addWidget(self.note)
        #: Who is which line, once above all the charts.
        self.legend = SeatLegend(self.seat_names, self)
        layout.addWidget(self.legend)
        layout.addWidget(self.charts, 1)
        layout.addWidget(buttons)
        self._build_charts()
        self.retranslate_ui()
        em = self.fontMetrics().height()
        self.resize(int(em * 60), int(em * 44))

    # ------------------------------------------------------------------ the game's part

    def names(self) -> list[str]:
        raise NotImplementedError

    def seat_names(self) -> list[str]:
        """Every seat's name as the sheet shows it ("Player 2" where none was given)."""
        return shown_names(self.names(), self.session.state.n)

    def rows(self) -> list[tuple[str, list[str], bool]]:
        """(label, value per player, bold) for the sheet, top to bottom."""
        raise NotImplementedError

    def series(self) -> tuple[list[int], list[list[float]], list[list[float]]]:
        """(rounds, first chart's values per seat, second chart's values per seat)."""
        raise NotImplementedError

    def winning_seats(self) -> set[int]:
        """The seats to star and gild (none before the end)."""
        raise NotImplementedError

    def row_tips(self) -> dict[str, str]:
        """What a row counts, by its label (rich text; a row without one is left out):
        the sheet names a bonus, and its tooltip says how the bonus is reckoned."""
        return {}

    def retranslate_ui(self) -> None:
        raise NotImplementedError

    # ------------------------------------------------------------------ sheet

    def show_reason(self) -> None:
        """Why the game ended, under the heading (hidden before the end is set off)."""
        reason = self.session.end_reason()
        self.reason.setText(reason)
        self.reason.setVisible(bool(reason))

    def fill_table(self) -> None:
        names = self.names()
        rows = self.rows()
        n = self.session.state.n
        self.table.clear()
        self.table.setRowCount(len(rows))
        self.table.setColumnCount(n)
        won = self.winning_seats()
        headers = []
        for seat in range(n):
            name = phases.player_name(seat, names)
            headers.append(("★ " + name) if seat in won else name)
        self.table.setHorizontalHeaderLabels(headers)
        self.table.setVerticalHeaderLabels([label for label, _values, _bold in rows])
        tips = self.row_tips()
        gold = QBrush(QColor(217, 165, 33, 70))
        for r, (label, values, bold) in enumerate(rows):
            tip = tips.get(label, "")
            header = self.table.verticalHeaderItem(r)
            if tip and header is not None:
                header.setToolTip(tip)
            for c, value in enumerate(values):
                item = QTableWidgetItem(value)
                if tip:
                    item.setToolTip(tip)
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if bold:
                    font = item.font()
                    font.setBold(True)
                    item.setFont(font)
                if c in won:
                    item.setBackground(gold)
                self.table.setItem(r, c, item)

    # ------------------------------------------------------------------ charts

    def _build_charts(self) -> None:
        import pyqtgraph as pg  # lazy: 0.3 s to import

        pg.setConfigOptions(antialias=True, background="w", foreground="#3b2a1a")
        rounds, first, second = self.series()
        axis = _locale_axis(pg)
        for data in (first, second):
            plot = pg.PlotWidget(
                self.charts, axisItems={"bottom": axis("bottom"), "left": axis("left")}
            )
            plot.showGrid(x=True, y=True, alpha=0.25)
            give_room(plot)
            no_tab_stop(plot)
            for seat, values in enumerate(data):
                plot.plot(
                    *drawable(rounds, values), **seat_style(pg, seat, 2.5), **self.plot_options
                )
            self.chart_layout.addWidget(plot)
            self.plots.append(plot)
        if hasattr(self.session, "round_states"):
            from .win_chance_chart import WinChanceChart  # the third chart: chances to win

            self.win_chances: QWidget | None = WinChanceChart(self.session, self.charts)
            self.chart_layout.addWidget(self.win_chances)

    def set_chart_titles(self, titles: tuple[str, str], round_label: str) -> None:
        """The charts' titles and round axis label, and the ticks again (language)."""
        for plot, title in zip(self.plots, titles, strict=False):
            plot.setTitle(title)
            plot.setLabel("bottom", round_label)
            relabel_axes(plot)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)


class ScoreDialog(ScoreSheetBase):
    """The score sheet and the charts (see the module docstring)."""

    plot_options = {"connect": "finite"}

    session: GameSession

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(session, "score_dialog", parent)

    # ------------------------------------------------------------------ sheet

    def names(self) -> list[str]:
        try:
            return [seat.name for seat in self.session.seats]
        except (AttributeError, TypeError):
            return []

    def rows(self) -> list[tuple[str, list[str], bool]]:
        """(label, value per player, bold) for the sheet, top to bottom."""
        state = self.session.state
        ed = state.config.edition
        over = state.is_terminal()
        viewer = self.session.viewer_seat()
        hidden = [bool(state.config.hidden_vp) and not over and i != viewer for i in range(state.n)]
        scores = score_breakdown(state)

        def cells(values: list[int]) -> list[str]:
            return ["?" if hidden[i] else str(v) for i, v in enumerate(values)]

        rows = [
            (_t(QT_TRANSLATE_NOOP("Scores", "VP chips")), cells([s.chips for s in scores]), False),
            *chip_rows(scores, cells, ed),  # the smuggler's and the festival's (III, IV)
            (
                _t(QT_TRANSLATE_NOOP("Scores", "Buildings")),
                [str(s.buildings) for s in scores],
                False,
            ),
        ]
        # the large buildings' bonuses (the expansions' cloister and royal garden too),
        # then the nobles' VP (expansion II), in the engine's order
        present = {b for s in scores for b in s.bonuses}
        for bid in [key for key in BONUS_KEYS if key in present]:
            rows.append(
                (
                    bonus_label(bid, ed),
                    [str(s.bonuses.get(bid, 0)) if bid in s.bonuses else "–" for s in scores],
                    False,
                )
            )
        rows.append(
            (_t(QT_TRANSLATE_NOOP("Scores", "Total")), cells([s.total for s in scores]), True)
        )
        rows.append(
            (
                _t(QT_TRANSLATE_NOOP("Scores", "Tie-break: {doubloons} + goods")).format(
                    doubloons=N.term("doubloons", ed)
                ),
                [str(s.tiebreak) for s in scores],
                False,
            )
        )
        return rows

    def winning_seats(self) -> set[int]:
        state = self.session.state
        return set(winners(state)) if state.is_terminal() else set()

    def row_tips(self) -> dict[str, str]:
        """A building's bonus row: what the building says of its bonus."""
        ed = self.session.state.config.edition
        return {
            bonus_label(bid, ed): bonus_tip(bid, ed) for bid in BONUS_KEYS if bid != NOBLES_BONUS
        }

    # ------------------------------------------------------------------ charts

    def series(self) -> tuple[list[int], list[list[float]], list[list[float]]]:
        """(rounds, VP per seat, doubloons per seat); NaN where a value is hidden."""
        history = self.session.history()
        n = self.session.state.n
        rounds: list[int] = []
        vp: list[list[float]] = [[] for _ in range(n)]
        money: list[list[float]] = [[] for _ in range(n)]
        for snap in history:
            rounds.append(snap.round)
            for seat in range(n):
                # the score where it is known, else the chips (None: hidden from the viewer)
                value = snap.score[seat] if snap.score[seat] is not None else snap.vp[seat]
                vp[seat].append(math.nan if value is None else float(value))
                money[seat].append(float(snap.doubloons[seat]))
        return rounds, vp, money

    # ------------------------------------------------------------------ language

    def retranslate_ui(self) -> None:
        state = self.session.state
        ed = state.config.edition
        over = state.is_terminal()
        self.setWindowTitle(_t(QT_TRANSLATE_NOOP("Scores", "Scores")))
        if over:
            self.heading.setText(
                phases.phase_prompt(state, self.session.viewer_seat(), self.names())
            )
        else:
            self.heading.setText(
                _t(QT_TRANSLATE_NOOP("Scores", "The scores so far (if the game ended now)"))
            )
        if "nobles" in state.config.expansions:
            note = _t(
                QT_TRANSLATE_NOOP(
                    "Scores",
                    "A large building's bonus counts only with a {colonist} or a {noble} in "
                    "it. Equal totals: more {doubloons} and goods win.",
                )
            )
        else:
            note = _t(
                QT_TRANSLATE_NOOP(
                    "Scores",
                    "A large building's bonus counts only with a {colonist} in it. Equal "
                    "totals: more {doubloons} and goods win.",
                )
            )
        note = note.format(
            colonist=N.term("colonist", ed),
            noble=N.term("noble", ed),
            doubloons=N.term("doubloons", ed),
        )
        if any(p.owns(STATUE) for p in state.players):
            note += " " + _t(
                QT_TRANSLATE_NOOP("Scores", "The {statue}'s 8 VP count among the buildings' VP.")
            ).format(statue=N.building_name(STATUE, ed))
        self.note.setText(note)
        self.show_reason()
        self.fill_table()
        round_word = N.term("round_word", ed)
        titles = (
            _t(QT_TRANSLATE_NOOP("Scores", "Victory points by {round}")).format(round=round_word),
            _t(QT_TRANSLATE_NOOP("Scores", "{Doubloons} by {round}")).format(
                Doubloons=N.term("Doubloons", ed), round=round_word
            ),
        )
        self.set_chart_titles(titles, N.term("round_label", ed))
