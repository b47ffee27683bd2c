"""The round charts' shared pieces: lines with gaps, and ``SeatLegend``, the line of
names above the charts in the lines' colours."""

from __future__ import annotations

import math

from puertorico_qt.gui.chart_parts import PLAYER_COLORS, SeatLegend, drawable

NAN = math.nan


def test_a_line_with_no_known_value_draws_nothing() -> None:
    assert drawable([0, 1, 2], [NAN, NAN, NAN]) == ([], [])
    assert drawable([], []) == ([], [])


def test_a_line_with_a_known_value_keeps_its_gaps() -> None:
    xs, ys = drawable([0, 1, 2], [NAN, 3.0, NAN])
    assert xs == [0, 1, 2]
    assert ys[1] == 3.0 and math.isnan(ys[0]) and math.isnan(ys[2])


def test_each_name_stands_in_its_seats_colour_and_in_one_piece(qtbot) -> None:
    names = ["Anna", "Benno von Hagen", "Clara & <Co>"]
    legend = SeatLegend(lambda: names)
    qtbot.addWidget(legend)
    text = legend.text()
    assert "Benno&nbsp;von&nbsp;Hagen" in text  # a line never breaks inside a name
    assert "Clara &amp; &lt;Co&gt;" in text.replace("&nbsp;", " ")  # shown, not read as markup
    positions = [text.index(color) for color in PLAYER_COLORS[:3]]
    assert positions == sorted(positions)
    assert text.index(PLAYER_COLORS[1]) < text.index("Benno") < text.index(PLAYER_COLORS[2])


def test_five_long_names_wrap_in_a_narrow_dock_instead_of_being_cut(qtbot) -> None:
    names = [f"Player with a long name {n}" for n in range(5)]
    legend = SeatLegend(lambda: names)
    qtbot.addWidget(legend)
    legend.setFixedWidth(260)
    legend.show()
    qtbot.waitExposed(legend)
    assert legend.heightForWidth(260) > 2 * legend.fontMetrics().height()


def test_refresh_reads_the_names_again(qtbot) -> None:
    names = ["Anna", "Benno"]
    legend = SeatLegend(lambda: names)
    qtbot.addWidget(legend)
    names.append("Clara")
    assert "Clara" not in legend.text()
    legend.refresh()
    assert legend.names() == ["Anna", "Benno", "Clara"] and "Clara" in legend.text()
