"""The layout on a laptop screen: at 1366×768, in every language and both namings, no
text on the table is cut short (the delegates record every elision), the game log starts
at a fifth of the width and keeps the width the player gives it."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt

from puertorico_qt.gui.main_window import MainWindow
from puertorico_qt.gui.session import GameSession, NewGameSetup, SeatInfo
from puertorico_qt.gui.settings import Settings
from puertorico_qt.gui.table.board import ElidingLabel


def _settings(folder: Path) -> Settings:
    return Settings(QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat))


@pytest.mark.parametrize(
    "lang,edition,decisions",
    [
        # each language, edition and stage by default but nl's (the slow run has it)
        ("de", "classic", 140),
        ("de", "1897", 10_000),
        pytest.param("nl", "classic", 10_000, marks=pytest.mark.slow),
        ("en", "1897", 140),
    ],
)
def test_nothing_is_cut_off_at_1366x768(qtbot, tmp_path, translations, lang, edition, decisions):
    translations.set_language(lang)
    session = GameSession(autosave_path=None, bot_delay_ms=0)
    session.paused = True
    names = ["Spieler 1", "Computer 1", "Computer 2", "Computer 3"]
    seats = [SeatInfo(names[0], True, "normal")]
    seats += [SeatInfo(name, False, "normal") for name in names[1:]]
    session.new_game(NewGameSetup(seats=seats, edition=edition, seed=7))
    session.play_now(decisions, level="beginner", seed=7)
    win = MainWindow(session, _settings(tmp_path), translations, interactive=False, persist=False)
    qtbot.addWidget(win)
    win.resize(1366, 768)
    win.show()
    qtbot.waitExposed(win)
    qtbot.waitUntil(lambda: abs(win.log_dock.width() - 1366 * 0.2) < 12)  # a fifth of the width
    views = win.table.all_views()
    for view in views:
        view.itemDelegate().elided.clear()
    assert not win.grab().isNull()  # paints every cell
    elided = sorted({text for view in views for text in view.itemDelegate().elided})
    assert elided == [], f"cut short at 1366x768 ({lang}, {edition}): {elided}"
    cut = [label.text() for label in win.findChildren(ElidingLabel) if label.toolTip()]
    assert cut == [], f"player names cut short: {cut}"
    session.shutdown()


def test_the_log_starts_narrow_and_keeps_the_players_width(qtbot, make_session, tmp_path):
    settings = _settings(tmp_path)

    def window(width: int) -> MainWindow:
        win = MainWindow(make_session(), settings)
        qtbot.addWidget(win)
        win.resize(width, 768 if width < 1900 else 1080)
        win.show()
        qtbot.waitExposed(win)
        return win

    big = window(1920)
    assert big.log_dock.first_width() < 1920 * 0.2  # not wider than needed
    qtbot.waitUntil(lambda: big.log_dock.width() == big.log_dock.first_width())
    big.close()
    settings.q.remove("window")  # a first start on a laptop screen
    win = window(1366)
    qtbot.waitUntil(lambda: abs(win.log_dock.width() - 1366 * 0.2) < 12)
    assert win.log_view.lineWrapMode() == win.log_view.LineWrapMode.WidgetWidth
    win.resizeDocks([win.log_dock], [380], Qt.Orientation.Horizontal)
    qtbot.waitUntil(lambda: abs(win.log_dock.width() - 380) < 8)
    win.close()  # saves the window state
    again = window(1366)
    qtbot.wait(50)  # no first width is set over the restored one
    assert abs(again.log_dock.width() - 380) < 8
    again.close()
