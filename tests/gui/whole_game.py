"""A whole game in the real program, shared by the base game's and the expansions'
whole-game tests: the main window on a session that autosaves into tmp_path, the
person's turns one after another, and the ways a player acts on the table (a cell
clicked or double-clicked, the Mayor's buttons) up to the score sheet."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

from PySide6.QtCore import QModelIndex, QSettings, Qt
from PySide6.QtTest import QTest

from puertorico_qt.gui.main_window import MainWindow
from puertorico_qt.gui.score_dialog import ScoreDialog
from puertorico_qt.gui.session import GameSession
from puertorico_qt.gui.settings import Settings
from puertorico_qt.gui.table import TableWidget
from puertorico_qt.gui.table.views import ZoneView


def open_window(qtbot, tmp_path: Path, **session_options) -> tuple[MainWindow, GameSession]:
    """The main window, shown at 1366×768, on a session with no bot delay."""
    settings = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    settings.confirm_useless_role = False  # no modal question in the middle of the game
    session = GameSession(
        autosave_path=tmp_path / "autosave.json", bot_delay_ms=0, **session_options
    )
    # interactive: the window opens the score sheet by itself at the end
    window = MainWindow(session, settings, interactive=True, persist=False)
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    return window, session


def person_turns(qtbot, session: GameSession, table: TableWidget, most: int) -> Iterator[int]:
    """Each time the person is to move, at most ``most`` times, until the game is over
    (the table offers what the session allows); yields the number of decisions so far."""
    for _ in range(most):
        qtbot.waitUntil(
            lambda: session.is_human_turn() or session.state.is_terminal(), timeout=30_000
        )
        if session.state.is_terminal():
            return
        ctx = table.ctx
        assert ctx.interactive() and ctx.legal == frozenset(session.legal_actions())
        yield len(session.record.actions)


def mayor_by_buttons(table: TableWidget) -> None:
    """The Mayor's "Fill the circles" (where it can) and "Done"."""
    bar = table.prompt_bar
    if bar.button("mayor_fill").isEnabled():
        bar.button("mayor_fill").click()
    assert bar.button("mayor_done").isEnabled(), table.ctx.mayor.problem()
    bar.button("mayor_done").click()


def click(view: ZoneView, index: QModelIndex, double: bool = False) -> None:
    view.scrollTo(index)
    pos = view.visualRect(index).center()
    if double:
        QTest.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, pos=pos)
    else:
        QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=pos)


def cell_for(views: list[ZoneView], action: int) -> tuple[ZoneView, QModelIndex] | None:
    """The view and cell whose double-click (quick action) is ``action``."""
    for view in views:
        model = view.zone_model()
        for r in range(model.rowCount()):
            for c in range(model.columnCount()):
                index = model.index(r, c)
                if model.activate_action(index) == action and view.visualRect(index).isValid():
                    return view, index
    return None


def double_click_or_request(table: TableWidget, action: int) -> str:
    """Play ``action`` by a double-click on its cell, else through the table's request
    path (a shipment to one of several ships, a sale); returns the way it went."""
    found = cell_for(table.all_views(), action)
    if found is not None:
        click(*found, double=True)
        return "cell double-clicked"
    assert table.ctx.request(action)
    return "table request"


def score_sheet(qtbot, window: MainWindow) -> tuple[ScoreDialog, dict[str, list[str]]]:
    """The score sheet the window opened by itself at the end, and its rows by label."""
    qtbot.waitUntil(lambda: isinstance(window._score_dialog, ScoreDialog))
    dialog = window._score_dialog
    qtbot.waitUntil(dialog.isVisible)
    return dialog, {label: values for label, values, _bold in dialog.rows()}
