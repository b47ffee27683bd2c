"""The round charts' shared pieces that need no widget."""

from __future__ import annotations

import math

from puertorico_qt.gui.chart_parts import drawable

NAN = math.nan


def test_a_line_with_no_known_value_draws_nothing() -> None:
    assert drawable([0, 1, 2], [NAN, NAN, NAN]) == ([], [])
    assert drawable([], []) == ([], [])


def test_a_line_with_a_known_value_keeps_its_gaps() -> None:
    xs, ys = drawable([0, 1, 2], [NAN, 3.0, NAN])
    assert xs == [0, 1, 2]
    assert ys[1] == 3.0 and math.isnan(ys[0]) and math.isnan(ys[2])
