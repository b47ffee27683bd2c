"""Small pieces the round charts share (the score sheet, the win chances, the replay,
the statistics): one line per seat in the seat's colour, the legends, and fresh axis
labels after a language switch.  pyqtgraph is passed in, so that importing this module
stays cheap.

The legend is ``SeatLegend``, one line of names above the charts, not pyqtgraph's
legend inside a plot: in the docks' small charts that covered half the plot, and in
every chart some line sooner or later ran under the names (a leader's chance rising to
90 %, a score climbing past the top left)."""

from __future__ import annotations

import html
import math
from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QLabel, QWidget

from . import phases

#: Player colours for the charts (distinct, and readable for common colour blindness).
PLAYER_COLORS = ("#0072b2", "#d55e00", "#009e73", "#cc79a7", "#e69f00")
#: Each seat's marker (pyqtgraph's symbol, the legend's glyph): the lines differ in
#: shape as well as in colour, since some pairs of the palette look alike to a colour-
#: blind eye (blue and green under tritanopia, green and purple under deuteranopia).
PLAYER_SYMBOLS = (
    ("o", "&#9679;"),
    ("s", "&#9632;"),
    ("t", "&#9660;"),
    ("d", "&#9670;"),
    ("star", "&#9733;"),
)


def seat_style(pg: Any, seat: int, width: float = 2.2) -> dict[str, Any]:
    """The ``plot`` options of a seat's line: its colour and its marker."""
    color = PLAYER_COLORS[seat % len(PLAYER_COLORS)]
    symbol = PLAYER_SYMBOLS[seat % len(PLAYER_SYMBOLS)][0]
    return {
        "pen": pg.mkPen(color, width=width),
        "symbol": symbol,
        "symbolSize": 7,
        "symbolBrush": color,
        "symbolPen": pg.mkPen("#ffffff", width=0.8),
    }


def seat_curves(pg: Any, plot: Any, session: Any) -> list[Any]:
    """An empty line per seat of ``session``'s game on ``plot``, coloured and marked as
    the score sheet's (gaps where a value is not finite); ``SeatLegend`` names them."""
    return [
        plot.plot([], [], connect="finite", **seat_style(pg, seat))
        for seat in range(len(session.seats))
    ]


def drawable(xs: Sequence[float], ys: Sequence[float]) -> tuple[Sequence[float], Sequence[float]]:
    """A seat's line as it may be drawn: nothing at all when no value is known (every
    one hidden or not yet computed) — pyqtgraph warns on a line with only NaN in it; the
    legend keeps the seat's entry either way."""
    if any(not math.isnan(y) for y in ys):
        return xs, ys
    return [], []


def give_room(plot: Any) -> None:
    """A margin on the plot's right: the last round's label is centred on its tick and
    the last point lies on the frame's edge; without it both were cut by the widget's
    border."""
    plot.getPlotItem().layout.setContentsMargins(2, 4, 14, 2)


def no_tab_stop(plot: Any) -> None:
    """A chart has nothing to do with keys: Tab and F6 pass it by (it took two Tab
    stops, plot and viewport, without a name for a screen reader)."""
    plot.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    plot.viewport().setFocusPolicy(Qt.FocusPolicy.NoFocus)


def relabel_axes(*plots: Any) -> None:
    """Draw the round and value axes' labels again (the locale's digits, after a
    language switch)."""
    for plot in plots:
        for side in ("bottom", "left"):
            axis = plot.getAxis(side)
            if hasattr(axis, "relabel"):
                axis.relabel()


def shown_names(names: Sequence[str] | None, players: int) -> list[str]:
    """Each seat's name as the charts show it ("Player 2" where none was given)."""
    return [phases.player_name(seat, names) for seat in range(players)]


def seat_names(session: Any) -> list[str]:
    """``shown_names`` of a session's seats."""
    return shown_names(session.names(), len(session.seats))


class SeatLegend(QLabel):
    """The seats' names in their lines' colours: one legend line above a chart or a row
    of charts (see the module docstring).  ``names`` is asked again on ``refresh()``
    (a new game) and after a language switch."""

    def __init__(self, names: Callable[[], Sequence[str]], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("seatLegend")
        self._names = names
        self.setTextFormat(Qt.TextFormat.RichText)
        self.setWordWrap(True)  # five long names: two lines rather than a clipped one
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setStyleSheet("QLabel#seatLegend { background: white; color: #3b2a1a; padding: 2px; }")
        self.refresh()

    def names(self) -> list[str]:
        return list(self._names())

    def refresh(self) -> None:
        entries = []
        for seat, name in enumerate(self.names()):
            color = PLAYER_COLORS[seat % len(PLAYER_COLORS)]
            glyph = PLAYER_SYMBOLS[seat % len(PLAYER_SYMBOLS)][1]
            # a line may break between two entries, never inside one
            label = html.escape(name).replace(" ", "&nbsp;")
            entries.append(
                f'<span style="color:{color}"><b>&#9473;{glyph}&#9473;</b></span>&nbsp;{label}'
            )
        self.setText(" &nbsp;&nbsp;".join(entries))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.refresh()  # "Player 2" and the like are translated
        super().changeEvent(event)
