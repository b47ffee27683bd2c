"""The score sheet's charts speak the language and the naming: titles and axis label in
the edition's words ("Siegpunkte je Durchgang" in a German 1897 game), tick labels in the
language's number format and at whole numbers only (rounds, VP, doubloons)."""

from __future__ import annotations

import gc

import pytest
from PySide6.QtCore import QCoreApplication, QEvent

from puertorico_qt.ai import make_bot
from puertorico_qt.gui.score_dialog import ScoreDialog, tick_strings
from puertorico_qt.gui.session import GameSession, NewGameSetup, SeatInfo


@pytest.fixture
def session(qapp):
    made = []

    def make(edition: str) -> GameSession:
        s = GameSession(
            bot_factory=lambda level, seed: make_bot("random", seed),
            autosave_path=None,
            bot_delay_ms=0,
        )
        s.paused = True
        seats = [SeatInfo(n, False, "random") for n in ("Anna", "Benno", "Carla")]
        s.new_game(NewGameSetup(seats=seats, edition=edition, seed=3))
        s.play_now(10_000, level="random", seed=1)
        made.append(s)
        return s

    yield make
    for s in made:
        s.shutdown()


def test_tick_labels_follow_the_language(translations) -> None:
    translations.set_language("de")
    assert tick_strings([0.0, 2.5, 5.0], 2.5) == ["0,0", "2,5", "5,0"]
    assert tick_strings([1000.0, 2000.0], 1000.0) == ["1.000", "2.000"]
    assert tick_strings([0.0, 5.0, 10.0], 5.0) == ["0", "5", "10"]
    translations.set_language("en")
    assert tick_strings([0.0, 2.5], 2.5) == ["0.0", "2.5"]


@pytest.mark.parametrize(
    ("lang", "edition", "titles", "axis"),
    [
        ("de", "1897", ("Siegpunkte je Durchgang", "Münzen je Durchgang"), "Durchgang"),
        ("de", "classic", ("Siegpunkte je Runde", "Dublonen je Runde"), "Runde"),
        ("en", "1897", ("Victory points by round", "Coins by round"), "Round"),
        ("nl", "1897", ("Punten per ronde", "Munten per ronde"), "Ronde"),
    ],
)
def test_charts_in_the_naming_of_the_game(
    translations, session, lang, edition, titles, axis
) -> None:
    translations.set_language(lang)
    dialog = ScoreDialog(session(edition))
    dialog.show()
    try:
        _check_charts(dialog, titles, axis)
    finally:
        # pyqtgraph's items form reference cycles: delete them here, in the GUI thread,
        # not whenever a later test's computer player thread happens to collect garbage
        dialog.close()
        dialog.deleteLater()
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
        del dialog
        gc.collect()


def _check_charts(dialog: ScoreDialog, titles: tuple[str, str], axis: str) -> None:
    assert len(dialog.plots) == 2
    for plot, title in zip(dialog.plots, titles, strict=True):
        item = plot.getPlotItem()
        assert item.titleLabel.text == title
        bottom = plot.getAxis("bottom")
        assert bottom.labelText == axis
        for side in ("bottom", "left"):
            ax = plot.getAxis(side)
            lo, hi = ax.range
            levels = ax.tickValues(lo, hi, 300)
            assert levels and all(spacing >= 1 for spacing, _values in levels)
            values = [v for _spacing, vs in levels for v in vs]
            assert values and all(float(v).is_integer() for v in values)
    # the third chart, the chances to win, counts the rounds in the same words
    assert dialog.win_chances is not None
    assert dialog.win_chances.plot.getAxis("bottom").labelText == axis


def test_an_axis_labels_no_more_ticks_than_fit_with_air_between(qapp) -> None:
    """ "10111213" ran together at the end of a narrow round axis: pyqtgraph judged the
    room by the average label.  The labelled step is the smallest 1, 2 or 5 × 10ⁿ whose
    labels have room; grid ticks between them carry no label."""
    import pyqtgraph as pg

    from puertorico_qt.gui.score_dialog import _locale_axis, label_step

    assert label_step(15.0, 600.0, 27.0) == (1.0, None)  # wide: every round
    assert label_step(15.0, 280.0, 27.0) == (2.0, 1.0)  # the dock at 1920×1080
    assert label_step(100.0, 130.0, 23.0) == (20.0, 10.0)  # percent, upright, in the dock
    assert label_step(0.0, 250.0, 33.0) == (1.0, None)
    axis = _locale_axis(pg)("bottom")
    levels = axis.tickSpacing(-0.5, 14.6, 190.0)
    step = levels[0][0]
    assert step >= 2 and all(spacing >= 1 for spacing, _ in levels)
    assert axis.tickStrings([1.0, 3.0], 1.0, 1.0) == ["", ""]  # the grid between labels
    assert axis.tickStrings([0.0, step], 1.0, step) == ["0", f"{step:.0f}"]
