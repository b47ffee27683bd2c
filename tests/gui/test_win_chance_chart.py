"""The chart "Chances to win": one point per round of a game played by bots, estimated
off the GUI thread; hidden by the setting; on the score sheet; in the replay."""

from __future__ import annotations

import math

import pytest

from puertorico_qt.gui.chart_parts import SeatLegend
from puertorico_qt.gui.main_window import MainWindow
from puertorico_qt.gui.settings_dialog import SettingsDialog
from puertorico_qt.gui.win_chance_chart import WinChanceChart, wait_for_chances
from puertorico_qt.gui.win_chance_model import WinChanceModel

from .test_replay import _live, _window


@pytest.fixture
def window(qtbot, make_session, settings) -> MainWindow:
    win = MainWindow(make_session(), settings, interactive=False, persist=False)
    qtbot.addWidget(win)
    win.show()
    return win


def _chart(window: MainWindow) -> WinChanceChart:
    return window.win_chance_dock.chart


def _settled(qtbot, chart: WinChanceChart, rounds: int) -> None:
    qtbot.waitUntil(lambda: chart.points() == rounds and not chart.model.busy(), timeout=20_000)


@pytest.mark.parametrize("game", ["puertorico", "cards"])
def test_a_bot_game_gets_one_point_per_round(qtbot, window, setup_for, game: str) -> None:
    from dataclasses import replace

    session = window.session
    window.start_new_game(replace(setup_for(0, 3, seed=4), game=game))
    session.paused = True
    session.play_now(100_000, level="random", seed=4)  # to the end, at once
    assert session.state.is_terminal()
    chart = _chart(window)
    rows = session.card_history() if session.is_card_game else session.history()
    _settled(qtbot, chart, len(rows))
    assert chart.model.rounds == [row.round for row in rows]
    for chances in chart.model.chances:
        assert sum(chances) == pytest.approx(1.0)
    last = chart.model.chances[-1]
    assert last == pytest.approx(session.state.returns())  # the winner(s): 1, shared
    x, y = chart.curves[0].getData()
    assert list(x) == [row.round for row in rows]
    assert not any(math.isnan(v) for v in y)
    assert window.win_chance_dock.isVisible()


def test_the_dashed_line_marks_even_chances(qtbot, window, setup_for) -> None:
    """At 100 / players, for each new game's table: the first round's dots lie near it
    (only the seat order tells the players apart yet)."""
    chart = _chart(window)
    window.start_new_game(setup_for(0, 3, seed=4))
    assert chart.even_line.value() == pytest.approx(100 / 3)
    window.start_new_game(setup_for(0, 4, seed=4))
    _settled(qtbot, chart, 1)
    assert chart.even_line.value() == pytest.approx(25.0)
    assert chart.model.chances[0] == pytest.approx([0.25] * 4, abs=0.05)
    assert "dashed line" in chart.plot.toolTip()


def test_the_chart_follows_an_undo(qtbot, window, setup_for) -> None:
    session = window.session
    window.start_new_game(setup_for(0, 3, seed=5))
    session.paused = True
    session.play_now(80, level="random", seed=1)
    chart = _chart(window)
    _settled(qtbot, chart, len(session.history()))
    before = chart.points()
    assert before >= 2
    session.cut_after(len(session.record.actions) // 3)  # what an undo does
    session.state_changed.emit()
    _settled(qtbot, chart, len(session.history()))
    assert chart.points() < before


def test_the_dock_names_the_players_above_its_chart(qtbot, window, setup_for) -> None:
    """The dock's chart is small: the names stand in one line above it, not inside the
    plot, and follow each new game's players."""
    chart = _chart(window)
    assert chart.plot.getPlotItem().legend is None
    legend = window.win_chance_dock.findChild(SeatLegend)
    assert legend is not None
    window.start_new_game(setup_for(1, 2, seed=5))
    window.session.paused = True
    assert legend.names() == ["Human 0", "Bot 0", "Bot 1"]
    window.start_new_game(setup_for(2, 3, seed=6))
    window.session.paused = True
    assert legend.names() == ["Human 0", "Human 1", "Bot 0", "Bot 1", "Bot 2"]
    assert all(name.replace(" ", "&nbsp;") in legend.text() for name in legend.names())


def test_the_setting_hides_the_chart(qtbot, window, settings) -> None:
    assert window.win_chance_dock.isVisible()
    dialog = SettingsDialog(settings, window)
    qtbot.addWidget(dialog)
    assert dialog.win_chances.isChecked() and dialog.win_chances.text()
    dialog.win_chances.setChecked(False)
    window.apply_settings(dialog)
    assert settings.show_win_chances is False
    assert not window.win_chance_dock.isVisible()
    assert not window.win_chance_dock.toggleViewAction().isVisible()
    dialog.win_chances.setChecked(True)
    window.apply_settings(dialog)
    assert window.win_chance_dock.isVisible()


def test_the_score_sheet_shows_the_chart(qtbot, window, setup_for) -> None:
    session = window.session
    window.start_new_game(setup_for(0, 3, seed=6))
    session.paused = True
    session.play_now(100_000, level="random", seed=6)
    assert session.state.is_terminal()
    window.show_scores()
    dialog = window._score_dialog
    assert dialog is not None
    chart = dialog.win_chances  # type: ignore[attr-defined]
    assert isinstance(chart, WinChanceChart) and chart.isVisibleTo(dialog)
    assert wait_for_chances(dialog, timeout_s=20)  # what the screenshot scripts wait for
    assert chart.settled() and chart.points() == len(session.history())
    # one legend above the three charts, none inside them
    assert dialog.legend.names() == [seat.name for seat in session.seats]
    assert dialog.legend.geometry().bottom() <= dialog.charts.geometry().top()
    assert all(plot.getPlotItem().legend is None for plot in [*dialog.plots, chart.plot])
    dialog.close()


@pytest.mark.parametrize("game", ["puertorico", "cards"])
def test_the_replay_shows_the_chances(qtbot, game: str) -> None:
    record, _ = _live(game)
    replay = _window(qtbot, record, charts=True)
    charts = replay.charts
    assert charts is not None and isinstance(charts.win_chances, WinChanceChart)
    chart = charts.win_chances
    rows = replay.session.rows()
    _settled(qtbot, chart, len(rows))
    replay.session.go(replay.steps.round_starts()[4])
    _settled(qtbot, chart, 5)  # rounds 0..4, from what was estimated: no new work
    assert chart.model.rounds == [0, 1, 2, 3, 4]
    replay.session.go(replay.steps.last)
    _settled(qtbot, chart, len(rows))


def test_the_model_drops_answers_for_another_history(qtbot) -> None:
    from puertorico_qt import engine

    first = [(0, engine.new_game(engine.GameConfig(players=3), seed=1))]
    second = [(0, engine.new_game(engine.GameConfig(players=4), seed=2))]
    source = [first]
    model = WinChanceModel(lambda: source[0])
    model.refresh()
    source[0] = second
    model.refresh()
    qtbot.waitUntil(lambda: not model.busy() and len(model.chances) == 1, timeout=10_000)
    assert len(model.chances[0]) == 4
