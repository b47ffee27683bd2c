"""The game log's view follows its end while the player leaves it there: new lines and
a new width (the lines wrapped anew) keep the end in sight; a log scrolled up stays put."""

from __future__ import annotations

from puertorico_qt.gui.log_dock import GameLogView

LINE = "Benno legt auf den Plan: Großes Lagerhaus (6 Münzen, beide Exemplare) und noch mehr"


def _view(qtbot, lines: int = 60, size: tuple[int, int] = (420, 300)) -> GameLogView:
    view = GameLogView()
    qtbot.addWidget(view)
    view.resize(*size)
    view.show()
    qtbot.waitExposed(view)
    view.set_lines([(f"{i}: {LINE}", i % 10 == 0) for i in range(lines)])
    qtbot.wait(1)
    return view


def _at_end(view: GameLogView) -> bool:
    bar = view.verticalScrollBar()
    return bar.maximum() > 0 and bar.value() == bar.maximum()


def test_a_new_size_keeps_the_end_in_sight(qtbot) -> None:
    """A short log grown wider and lower: the view kept its first line in sight and so
    moved its bar off the end, which read as the player scrolling up — the log stopped
    following from then on (German, the building draft giving way to the table)."""
    view = _view(qtbot, lines=12, size=(250, 438))
    assert _at_end(view)
    view.resize(300, 300)
    qtbot.wait(1)
    assert _at_end(view)
    view.append_line("the first role")
    qtbot.wait(1)
    assert _at_end(view)


def test_new_widths_keep_the_end_in_sight(qtbot) -> None:
    view = _view(qtbot)
    assert _at_end(view)
    for width in (260, 200, 380, 150, 500):  # narrower: more wrapped lines, wider: fewer
        view.resize(width, 300)
        qtbot.wait(1)
        assert _at_end(view), width
        view.append_line(f"new at {width}")
        qtbot.wait(1)
        assert _at_end(view), width


def test_a_log_scrolled_up_stays_put_through_new_lines_and_widths(qtbot) -> None:
    view = _view(qtbot)
    bar = view.verticalScrollBar()
    bar.setValue(3)  # the player scrolls up
    view.append_line("one more")
    qtbot.wait(1)
    assert not _at_end(view)
    view.resize(260, 300)
    qtbot.wait(1)
    assert not _at_end(view)
    bar.setValue(bar.maximum())  # and back down: it follows again
    view.append_line("and another")
    qtbot.wait(1)
    assert _at_end(view)
