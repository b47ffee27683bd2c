"""Small pieces the round charts share (the score sheet, the win chances, the replay,
the statistics): one line per seat in the seat's colour, and fresh axis labels after a
language switch.  pyqtgraph is passed in, so that importing this module stays cheap."""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from . import phases

#: Player colours for the charts (distinct, and readable for common colour blindness).
PLAYER_COLORS = ("#0072b2", "#d55e00", "#009e73", "#cc79a7", "#e69f00")


def seat_curves(pg: Any, plot: Any, session: Any) -> list[Any]:
    """An empty line per seat of ``session``'s game on ``plot``, named and coloured as the
    score sheet's (gaps where a value is not finite)."""
    names = session.names()
    curves = []
    for seat in range(len(session.seats)):
        color = PLAYER_COLORS[seat % len(PLAYER_COLORS)]
        curves.append(
            plot.plot(
                [],
                [],
                pen=pg.mkPen(color, width=2.2),
                name=phases.player_name(seat, names),
                symbol="o",
                symbolSize=4,
                symbolBrush=color,
                connect="finite",
            )
        )
    return curves


def drawable(xs: Sequence[float], ys: Sequence[float]) -> tuple[Sequence[float], Sequence[float]]:
    """A seat's line as it may be drawn: nothing at all when no value is known (every
    one hidden or not yet computed) — pyqtgraph warns on a line with only NaN in it; the
    legend keeps the seat's entry either way."""
    if any(not math.isnan(y) for y in ys):
        return xs, ys
    return [], []


def relabel_axes(*plots: Any) -> None:
    """Draw the round and value axes' labels again (the locale's digits, after a
    language switch)."""
    for plot in plots:
        for side in ("bottom", "left"):
            axis = plot.getAxis(side)
            if hasattr(axis, "relabel"):
                axis.relabel()
