"""A whole game in the real program: one person against three computer players (real
bots of three levels with a small thinking time), every decision of the person made the
way a player makes it — role cards clicked, tiles and buildings double-clicked, the
prompt bar's buttons pressed, the Mayor's "Fill the circles" and "Done", the storage's
"Keep these" — until the game is over and the score sheet opens with its breakdown."""

from __future__ import annotations

import random
from collections import Counter
from pathlib import Path

import pytest
from PySide6.QtCore import QModelIndex, QSettings, Qt
from PySide6.QtTest import QTest

from puertorico_qt.engine import actions as A
from puertorico_qt.engine.data import N_GOODS
from puertorico_qt.engine.scoring import score_breakdown
from puertorico_qt.gui.main_window import MainWindow
from puertorico_qt.gui.score_dialog import ScoreDialog
from puertorico_qt.gui.session import LEVELS, GameSession, NewGameSetup, SeatInfo
from puertorico_qt.gui.settings import Settings
from puertorico_qt.gui.table.screenshots import keen_action
from puertorico_qt.gui.table.views import ZoneView


def _click(view: ZoneView, index: QModelIndex, double: bool = False) -> None:
    view.scrollTo(index)
    pos = view.visualRect(index).center()
    if double:
        QTest.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, pos=pos)
    else:
        QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=pos)


def _cell_for(views: list[ZoneView], action: int) -> tuple[ZoneView, QModelIndex] | None:
    """The view and cell whose double-click (quick action) is ``action``."""
    for view in views:
        model = view.zone_model()
        for r in range(model.rowCount()):
            for c in range(model.columnCount()):
                index = model.index(r, c)
                if model.activate_action(index) == action and view.visualRect(index).isValid():
                    return view, index
    return None


def _button_for(action: int) -> str | None:
    if action == A.PASS:
        return "pass"
    if action == A.HACIENDA_DRAW:
        return "hacienda"
    if action in (A.HOSPICE_COLONIST, A.UNIVERSITY_COLONIST, A.MAYOR_EXTRA):
        return "yes"
    if A.CRAFT <= action < A.CRAFT + N_GOODS:
        return f"craft{action - A.CRAFT}"
    return None


@pytest.mark.timeout(240)
def test_a_whole_game_against_three_computer_players_to_the_score_sheet(qtbot, tmp_path: Path):
    settings = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    settings.confirm_useless_role = False  # no modal question in the middle of the game
    session = GameSession(
        autosave_path=tmp_path / "autosave.json",
        bot_delay_ms=0,
        bot_seconds=dict.fromkeys(LEVELS, 0.01),
    )
    # interactive: the window opens the score sheet by itself at the end
    window = MainWindow(session, settings, interactive=True, persist=False)
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    table = window.table
    seats = [SeatInfo("Anna", True, "normal")]
    seats += [SeatInfo(f"Bot {level}", False, level) for level in ("beginner", "normal", "hard")]
    window.start_new_game(NewGameSetup(seats=seats, seed=2024))
    rng = random.Random(3)
    ways: Counter[str] = Counter()
    for _ in range(600):
        qtbot.waitUntil(
            lambda: session.is_human_turn() or session.state.is_terminal(), timeout=30_000
        )
        if session.state.is_terminal():
            break
        ctx = table.ctx
        assert ctx.interactive() and ctx.legal == frozenset(session.legal_actions())
        before = len(session.record.actions)
        bar = table.prompt_bar
        if ctx.mayor.active:
            if bar.button("mayor_fill").isEnabled():
                bar.button("mayor_fill").click()
            assert bar.button("mayor_done").isEnabled(), ctx.mayor.problem()
            bar.button("mayor_done").click()
            ways["mayor buttons"] += 1
        elif ctx.storage.active:
            assert table.storage_panel.button.isEnabled()
            table.storage_panel.button.click()
            ways["storage button"] += 1
        else:
            action = keen_action(session.state, rng)
            if A.ROLE <= action < A.TAKE:
                view = table.role_view
                _click(view, view.model().index(0, action - A.ROLE))
                ways["role card clicked"] += 1
            elif (key := _button_for(action)) is not None and bar.button(key) is not None:
                bar.button(key).click()
                ways["prompt button"] += 1
            elif (found := _cell_for(table.all_views(), action)) is not None:
                _click(*found, double=True)
                ways["cell double-clicked"] += 1
            else:  # a shipment to one of several ships, a sale: the table's request path
                assert ctx.request(action)
                ways["table request"] += 1
        assert len(session.record.actions) > before, "the person's decision was not taken"
    qtbot.waitUntil(lambda: session.state.is_terminal(), timeout=30_000)
    state = session.state
    print(f"\nthe person's decisions, by way: {dict(ways)}; {state.round} rounds")
    assert session.bot_errors == []
    assert ways["role card clicked"] >= 10 and ways["cell double-clicked"] >= 5, ways
    assert ways["mayor buttons"] and ways["prompt button"], ways
    assert table.prompt_bar.chip.text() == "Game over"

    # the score sheet opened by itself, with the breakdown of every player's points
    qtbot.waitUntil(lambda: isinstance(window._score_dialog, ScoreDialog))
    dialog = window._score_dialog
    qtbot.waitUntil(dialog.isVisible)
    rows = {label: values for label, values, _bold in dialog.rows()}
    breakdown = score_breakdown(state)
    assert [int(v) for v in rows["Total"]] == state.scores()
    assert [int(v) for v in rows["VP chips"]] == [b.chips for b in breakdown]
    assert [int(v) for v in rows["Buildings"]] == [b.buildings for b in breakdown]
    assert dialog.table.rowCount() == len(rows) and dialog.table.columnCount() == 4
    assert dialog.table.item(list(rows).index("Total"), 0).text() == str(state.scores()[0])
    assert len(dialog.series()[0]) == len(session.history()) > state.round
    # "Show the scores" on the prompt bar opens the same sheet again, not a second kind
    table.prompt_bar.button("scores").click()
    assert window._score_dialog is not dialog and window._score_dialog.isVisible()
    assert "Game over" in window.log_view.toPlainText()
    window._score_dialog.close()
    session.shutdown()
