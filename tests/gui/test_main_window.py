"""The main window, its dialogs and settings; the program's entry points (selftest, screenshot)."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QSettings, Qt, QTranslator
from PySide6.QtGui import QImage
from PySide6.QtTest import QTest

from puertorico_qt import paths, persistence
from puertorico_qt.cards import CardPhase
from puertorico_qt.games import game_names
from puertorico_qt.gui import app as gui_app
from puertorico_qt.gui import selftest
from puertorico_qt.gui.i18n import Translations
from puertorico_qt.gui.main_window import MainWindow, describe_save_error
from puertorico_qt.gui.new_game_dialog import HINT_LINE_CHARACTERS, NewGameDialog
from puertorico_qt.gui.session import LEVELS, NewGameSetup, SeatInfo
from puertorico_qt.gui.settings import DEFAULTS, Settings
from puertorico_qt.gui.settings_dialog import SettingsDialog

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture
def window(qtbot, make_session, settings) -> MainWindow:
    win = MainWindow(make_session(), settings, interactive=False, persist=False)
    qtbot.addWidget(win)
    win.show()
    return win


def test_with_no_game_the_status_bar_names_the_menu_that_starts_one(qtbot, window):
    assert not window.session.active
    assert window.status_text() == "No game: choose File › New game…"
    assert "File › New game" in window.session._not_your_turn()


def test_window_plays_with_a_person(qtbot, window, setup_for, wait_for_person):
    session = window.session
    assert window.menu_file.title() and window.menu_game.title() and window.menu_help.title()
    window.start_new_game(setup_for(1, 3, seed=12))
    wait_for_person(session)
    assert window.log_view.blockCount() >= len(session.record.actions)
    assert session.seats[0].name in window.turn_label.text()
    assert window.act_hint.isEnabled()
    with qtbot.waitSignal(session.hint_ready, timeout=10_000):
        window.hint()
    assert window.hint_panel.isVisible()
    QTest.keyClick(window.table.role_view, Qt.Key.Key_Escape)  # nothing picked: the hint
    assert not window.hint_panel.isVisible()
    session.request(session.legal_actions()[0])
    wait_for_person(session)
    assert window.act_undo.isEnabled() == session.can_undo()


def test_the_welcome_page_offers_each_language_by_its_own_name(
    qtbot, make_session, settings, translations
):
    """A family whose computer speaks English chooses German on the first page, not in
    Settings › Language; the choice is kept for the next start."""
    win = MainWindow(
        make_session(), settings, interactive=False, persist=False, translations=translations
    )
    qtbot.addWidget(win)
    translations.set_language("en")
    win.show()
    buttons = win.welcome.language_buttons
    assert [b.text() for b in buttons.values()] == ["Deutsch", "English", "Nederlands"]
    qtbot.waitUntil(buttons["en"].isChecked)  # (after the language change's event)
    qtbot.mouseClick(buttons["de"], Qt.MouseButton.LeftButton)
    assert settings.language == "de" and translations.language == "de"
    qtbot.waitUntil(lambda: win.welcome.new_button.text() == "Neues Spiel…")
    assert win.menu_file.title() == "&Datei"
    assert buttons["de"].isChecked() and not buttons["en"].isChecked()


def test_welcome_page_until_a_game_runs(qtbot, window, setup_for):
    """With no game (the new-game dialog cancelled) the window shows a welcome page with
    what to do next instead of an empty table; a new game brings the table."""
    from PySide6.QtCore import Qt

    assert not window.session.active
    assert window.stack.currentWidget() is window.welcome
    welcome = window.welcome
    assert welcome.new_button.text() and welcome.open_button.text() and welcome.rules_button.text()
    # "New game…" opens the new-game dialog (window-modal, not blocking)
    qtbot.mouseClick(welcome.new_button, Qt.MouseButton.LeftButton)
    dialog = window.findChild(NewGameDialog)
    assert dialog is not None and dialog.isVisible()
    dialog.reject()
    # "Open…" asks the window (its file dialog would block a test: the window's slot is
    # taken off first, which also shows that it was connected)
    asked: list[str] = []
    assert welcome.open_requested.disconnect(window.files.open_game)
    welcome.open_requested.connect(lambda: asked.append("open"))
    qtbot.mouseClick(welcome.open_button, Qt.MouseButton.LeftButton)
    assert asked == ["open"]
    qtbot.mouseClick(welcome.rules_button, Qt.MouseButton.LeftButton)
    assert window._rules_window is not None and window._rules_window.isVisible()
    window._rules_window.close()
    # "Learn to play" offers the Help menu's two guided first games, the same actions
    tutorial = window.tutorial
    assert welcome.learn_button.isVisible() and welcome.learn_button.text() == "Learn to play"
    assert welcome.learn_button.menu().actions() == [tutorial.action, tutorial.card_action]
    # no placeholder seats in the chances' legend while no game runs, and words
    # instead of empty axes in the chart and the log
    assert window.win_chance_dock._names() == []
    chart = window.win_chance_dock.chart
    assert chart.stack.currentWidget() is chart.placeholder and chart.placeholder.text()
    assert window.log_view.placeholderText()
    window.start_new_game(setup_for(1, 2, seed=3))
    assert window.stack.currentWidget() is window.table
    assert len(window.win_chance_dock._names()) == 3
    assert chart.stack.currentWidget() is chart.plot


def test_log_shows_round_headings_in_bold_on_a_band(qtbot, window, setup_for):
    """The window's log shows the session's round headings bold (a block marked as a
    heading, painted on a darker band) and the move lines after them in normal weight,
    live and when the whole log is shown anew (a language switch, a loaded game)."""
    from PySide6.QtGui import QFont

    session = window.session
    window.start_new_game(setup_for(0, 3, seed=4))
    session.paused = True
    session.play_now(60, level="random", seed=1)

    def shown() -> list[tuple[str, bool, bool]]:
        view, out = window.log_view, []
        block = view.document().begin()
        while block.isValid():
            weight = block.begin().fragment().charFormat().fontWeight()
            out.append((block.text(), view.is_heading(block.blockNumber()), weight))
            block = block.next()
        return out

    live = shown()
    assert [(t, h) for t, h, _w in live] == session.log_entries
    assert sum(h for _t, h, _w in live) == session.state.round >= 3
    for _text, heading, weight in live:
        assert (weight == QFont.Weight.Bold) == heading
    window._show_session_log()
    assert shown() == live


def test_thinking_indicator(qtbot, make_session, settings, setup_for, slow_bot_class):
    session = make_session(lambda level, seed: slow_bot_class(0.5))
    win = MainWindow(session, settings, interactive=False, persist=False)
    qtbot.addWidget(win)
    win.show()
    win.start_new_game(setup_for(0, 3))
    assert win.thinking_label.isVisible() and "thinking" in win.thinking_label.text()
    # Generous: on a loaded CI machine the first progress report can come late (the
    # wait ends as soon as the bar moves).
    qtbot.waitUntil(lambda: win.thinking_bar.value() > 0, timeout=30000)


def test_the_table_plays_through_its_buttons(
    qtbot, make_session, settings, setup_for, wait_for_person
):
    """The real table is the window's; its Pass button (from the phase presenter) makes
    a move through the session."""
    from puertorico_qt.engine.actions import PASS
    from puertorico_qt.gui.table import TableWidget

    win = MainWindow(make_session(), settings, interactive=False, persist=False)
    qtbot.addWidget(win)
    assert isinstance(win.table, TableWidget)
    win.start_new_game(setup_for(1, 3, seed=3))  # four seats, as the idle session has
    session = win.session
    for _ in range(40):
        wait_for_person(session)
        button = win.table.prompt_bar.button("pass")
        if button is not None and PASS in session.legal_actions():
            break
        session.request(session.legal_actions()[0])
    else:
        pytest.fail("no Pass button in 40 moves")
    n = len(session.record.actions)
    with qtbot.waitSignal(session.state_changed, timeout=2000):
        button.click()
    assert len(session.record.actions) > n
    assert session.record.actions[n] == "pass"


def test_language_changes_at_run_time(qtbot, window):
    class Shouting(QTranslator):
        def translate(self, context, source, disambiguation=None, n=-1):
            # upper case, but not the {placeholders}
            return re.sub(r"[^{}]+(?=\{|$)|\}[^{}]*", lambda m: m.group(0).upper(), source)

        def isEmpty(self) -> bool:
            return False  # Qt sends LanguageChange only for a translator that is not empty

    before = window.menu_file.title()
    translator = Shouting()
    QCoreApplication.installTranslator(translator)
    try:
        qtbot.waitUntil(lambda: window.menu_file.title() == before.upper(), timeout=2000)
        assert window.act_new.text() == window.act_new.text().upper()
        assert window.log_dock.windowTitle() == "GAME LOG"
    finally:
        QCoreApplication.removeTranslator(translator)
    qtbot.waitUntil(lambda: window.menu_file.title() == before, timeout=2000)


def test_translations_from_qm_files(qtbot, window, tmp_path, monkeypatch):
    lrelease = shutil.which("pyside6-lrelease") or str(
        Path(sys.executable).parent / "pyside6-lrelease"
    )
    if not Path(lrelease).exists():
        pytest.skip("pyside6-lrelease is not installed")
    ts = tmp_path / "puertorico_qt_de.ts"
    ts.write_text(
        '<?xml version="1.0" encoding="utf-8"?><!DOCTYPE TS><TS version="2.1" language="de">'
        "<context><name>MainWindow</name><message><source>&amp;File</source>"
        "<translation>&amp;Datei</translation></message></context></TS>",
        encoding="utf-8",
    )
    subprocess.run([lrelease, str(ts)], check=True, capture_output=True)
    monkeypatch.setattr(paths, "i18n_dir", lambda: tmp_path)
    translations = Translations()
    try:
        assert translations.set_language("de") == "de"
        assert "puertorico_qt_de" in translations.loaded
        qtbot.waitUntil(lambda: window.menu_file.title() == "&Datei", timeout=2000)
        translations.set_language("en")
        qtbot.waitUntil(lambda: window.menu_file.title() == "&File", timeout=2000)
    finally:
        translations.set_language("en")


def test_handover_screen_covers_the_table(qtbot, window, setup_for):
    window.start_new_game(setup_for(2, 1, seed=6, hidden_vp=True))
    qtbot.waitUntil(lambda: window.stack.currentWidget() is window.handover, timeout=10_000)
    seat = window.session.awaiting_handover()
    assert window.session.seats[seat].name in window.handover.button.text()
    window.activateWindow()
    window.handover.button.setFocus()  # a keyboard player presses it
    window.handover.button.click()
    assert window.stack.currentWidget() is window.table
    assert window.session.is_human_turn() and window.session.viewer_seat() == seat
    # the keyboard goes on at the table's decision, not in the game log
    focused = window.focusWidget()
    assert focused is not None and window.table.isAncestorOf(focused), focused


def test_after_a_card_hand_over_the_keyboard_is_at_the_table(qtbot, window, setup_for):
    """Two people at one screen, each deciding by keys: the button pressed last was
    gone when the next person confirmed the hand-over, and the focus fell into the game
    log (24 times of 54 in a game played by keys)."""
    session = window.session
    window.start_new_game(setup_for(2, 1, seed=5, game="cards"))
    window.activateWindow()
    handovers = 0
    for _ in range(200):
        qtbot.waitUntil(
            lambda: session.awaiting_handover() is not None or session.is_human_turn(),
            timeout=10_000,
        )
        if session.awaiting_handover() is not None:
            if handovers % 2:  # where a deleted button's focus fell
                window.log_view.setFocus()
            else:
                window.handover.button.setFocus()
            window.handover.button.click()
            handovers += 1
            focused = window.focusWidget()
            assert focused is not None and window.tables.current().isAncestorOf(focused), focused
            if handovers == 6:
                return
            continue
        buttons = window.tables.current().prompt_bar._button_widgets()
        pressed = [b for b in buttons if b.isEnabled()]
        if pressed:  # decide by a prompt-bar button, as a keyboard player does
            pressed[-1].setFocus()
            pressed[-1].click()
        else:
            assert session.request(session.legal_actions()[0])
    pytest.fail("fewer than six hand-overs")


def test_nothing_hidden_is_offered_while_the_screen_is_handed_over(qtbot, window, setup_for):
    """While the hand-over waits, neither the score sheet (the last person's hidden VP
    chips) nor a hint is offered, a sheet left open is closed, and the greyed-out Undo
    says why in words that fit the moment."""
    session = window.session
    window.start_new_game(setup_for(2, 1, seed=6, hidden_vp=True))
    qtbot.waitUntil(lambda: window.stack.currentWidget() is window.handover, timeout=10_000)
    assert not window.act_scores.isEnabled() and not window.act_hint.isEnabled()
    assert session.undo_blocked() == "handover"
    assert "next person" in window.act_undo.toolTip()
    window.handover.button.click()
    assert window.act_scores.isEnabled() and window.act_hint.isEnabled()
    window.act_scores.trigger()
    assert window._score_dialog is not None and window._score_dialog.isVisible()
    first = session.awaiting_handover() or session.state.current_player
    for _ in range(40):  # the person plays on until the screen goes to the other one
        if session.awaiting_handover() is not None:
            break
        assert session.request(session.legal_actions()[0])
        qtbot.waitUntil(
            lambda: session.is_human_turn() or session.awaiting_handover() is not None,
            timeout=10_000,
        )
    assert session.awaiting_handover() not in (None, first)
    qtbot.waitUntil(lambda: window._score_dialog is None, timeout=2000)
    window.handover.button.click()
    assert session.undo_blocked() == "person"  # the other's decisions are not to be undone
    assert "your own decisions" in window.act_undo.toolTip()


def test_open_refuses_a_damaged_file(qtbot, window, setup_for, tmp_path):
    window.start_new_game(setup_for(1, 3, seed=1))
    bad = tmp_path / "bad.json"
    bad.write_text("[]", encoding="utf-8")
    state = window.session.state.to_dict()
    assert not window.files.open_file(bad)
    assert window.session.state.to_dict() == state
    assert "not a saved game" in window.log_view.toPlainText()
    assert bad.read_text(encoding="utf-8") == "[]"


def test_save_and_open_through_the_window(qtbot, window, setup_for, tmp_path, wait_for_person):
    window.start_new_game(setup_for(1, 3, seed=2))
    wait_for_person(window.session)
    path = tmp_path / "g.json"
    assert window.files.save_to(path)
    assert "g.json" in window.windowTitle()
    expected = window.session.state.to_dict()
    window.start_new_game(setup_for(1, 3, seed=3))
    assert window.files.open_file(path)
    assert window.session.state.to_dict() == expected


def test_damaged_autosave_is_kept_aside_at_start(qtbot, make_session, settings, tmp_path):
    autosave = tmp_path / "autosave.json"
    damaged = b'{"format": "puertorico-qt/save", "vers'
    autosave.write_bytes(damaged)
    win = MainWindow(
        make_session(autosave_path=autosave),
        settings,
        interactive=False,
        persist=False,
    )
    qtbot.addWidget(win)
    win.start()
    kept = [p for p in tmp_path.iterdir() if p.name.startswith("autosave-damaged-")]
    assert len(kept) == 1 and kept[0].read_bytes() == damaged
    assert "could not be restored" in win.log_view.toPlainText()
    # moved, not copied: the next start neither tells it again nor keeps a second copy
    assert not autosave.exists()


def test_unfinished_autosave_is_offered(qtbot, make_session, settings, tmp_path, setup_for):
    autosave = tmp_path / "autosave.json"
    first = make_session(autosave_path=autosave)
    first.new_game(setup_for(1, 3, seed=4))
    first.shutdown()
    assert not persistence.load_record(autosave).finished
    # not interactive: the question is answered "no" and nothing is loaded
    win = MainWindow(
        make_session(autosave_path=autosave),
        settings,
        interactive=False,
        persist=False,
    )
    qtbot.addWidget(win)
    win.start()
    assert not win.session.active


def test_about_names_both_games(qtbot, window) -> None:
    from puertorico_qt import __version__

    text = window.about_text()
    assert f"Version {__version__}" in text
    assert "two to five players" in text and "card game for two to four" in text


def test_settings_survive_garbage(tmp_path: Path) -> None:
    path = tmp_path / "bad.ini"
    path.write_text(
        "[General]\nlanguage=klingon\nnaming=42\nbot_delay_ms=fast\n"
        "confirm_useless_role=perhaps\nrecent_files=5\nlast_setup={not json\nversion=abc\n"
        "window\\geometry=@ByteArray(\\0\\x1)\n",
        encoding="utf-8",
    )
    s = Settings(QSettings(str(path), QSettings.Format.IniFormat))
    assert s.language == DEFAULTS.language
    assert s.naming == DEFAULTS.naming
    assert s.bot_delay_ms == DEFAULTS.bot_delay_ms
    assert s.confirm_useless_role is DEFAULTS.confirm_useless_role
    assert s.recent_files in ([], ["5"])
    assert s.last_setup is None
    path.write_bytes(os.urandom(512))
    s = Settings(QSettings(str(path), QSettings.Format.IniFormat))
    assert s.bot_delay_ms == DEFAULTS.bot_delay_ms and s.language == DEFAULTS.language


def test_settings_round_trip(settings: Settings) -> None:
    settings.language = "nl"
    settings.bot_delay_ms = 300
    settings.confirm_useless_role = False
    settings.add_recent_file("/a.json")
    settings.add_recent_file("/b.json")
    settings.add_recent_file("/a.json")
    setup = NewGameSetup([SeatInfo("Anna", True), SeatInfo("Bot", False, "hard")], "1897", True, 5)
    settings.last_setup = setup
    assert (settings.language, settings.bot_delay_ms, settings.confirm_useless_role) == (
        "nl",
        300,
        False,
    )
    assert settings.recent_files == ["/a.json", "/b.json"]
    assert settings.last_setup == setup


def test_settings_dialog_writes_choices(qtbot, settings: Settings) -> None:
    dialog = SettingsDialog(settings)
    qtbot.addWidget(dialog)
    dialog.language.setCurrentIndex(dialog.language.findData("de"))
    dialog.speed.setCurrentIndex(0)
    dialog.confirm.setChecked(False)
    dialog.apply()
    assert settings.language == "de" and settings.bot_delay_ms == 0
    assert not settings.confirm_useless_role


def test_new_game_dialog_round_trip(qtbot) -> None:
    setup = NewGameSetup(
        [SeatInfo("Anna", True), SeatInfo("Benno", False, "expert"), SeatInfo("Carla", True)],
        edition="1897",
        hidden_vp=True,
        seed=99,
    )
    dialog = NewGameDialog(None, setup)
    qtbot.addWidget(dialog)
    assert dialog.setup() == setup
    dialog.players.setValue(5)
    out = dialog.setup()
    assert len(out.seats) == 5 and all(s.name for s in out.seats)
    assert out.seats[4].is_human is False
    dialog.fixed_seed.setChecked(False)
    assert dialog.setup().seed is None


def test_the_new_game_dialog_tabs_top_to_bottom_without_a_warning(qtbot, qtlog) -> None:
    """Tab goes as the dialog reads, from the game's choice; the building set's pop-up
    list (a window of its own) is left out of the order: Qt warned twice per opening
    that "first and second must be in the same window"."""
    from PySide6.QtWidgets import QApplication

    dialog = NewGameDialog(None, NewGameSetup.default(players=4))
    qtbot.addWidget(dialog)
    dialog.show()
    assert not [r for r in qtlog.records if "setTabOrder" in r.message]
    order = [dialog.game]
    widget = dialog.game.nextInFocusChain()
    while len(order) < 5:
        stop = widget.focusPolicy() & Qt.FocusPolicy.TabFocus and widget.isVisible()
        if stop and not any(w.isAncestorOf(widget) for w in order):  # a spin box's line edit
            order.append(widget)
        widget = widget.nextInFocusChain()
    row = dialog.rows[0]
    assert order[:5] == [dialog.game, dialog.players, row.name, row.kind, row.level]
    assert QApplication.focusWidget() in (dialog.game, None)


def test_seats_left_unnamed_are_numbered_on_from_the_default_ones(qtbot) -> None:
    """The default seats are "Computer 1" … "Computer 3": a fifth seat left without a
    name is "Computer 4", not "Computer 5" after its seat number."""
    dialog = NewGameDialog(None, NewGameSetup.default(players=4))
    qtbot.addWidget(dialog)
    dialog.players.setValue(5)
    names = [seat.name for seat in dialog.setup().seats]
    assert names[1:] == ["Computer 1", "Computer 2", "Computer 3", "Computer 4"], names
    dialog.rows[4].kind.setCurrentIndex(0)  # a person, unnamed: "Player 1" is taken
    dialog.rows[2].name.setText("")
    names = [seat.name for seat in dialog.setup().seats]
    assert names[2] == "Computer 2" and names[4] == "Player 2" and len(set(names)) == 5, names


def test_each_level_says_what_it_is_like(qtbot) -> None:
    setup = NewGameSetup([SeatInfo("Anna", True), SeatInfo("Benno", False, "expert")])
    dialog = NewGameDialog(None, setup)
    qtbot.addWidget(dialog)
    box = dialog.rows[1].level
    hints = [box.itemData(i, Qt.ItemDataRole.ToolTipRole) for i in range(box.count())]
    assert all(hints) and len(set(hints)) == len(hints) == len(LEVELS)
    # in short lines, not one line across the screen
    lines = [line for hint in hints for line in hint.split("\n")]
    assert max(map(len, lines)) <= HINT_LINE_CHARACTERS
    assert "\n" in hints[LEVELS.index("expert")]
    assert box.toolTip() == hints[LEVELS.index("expert")]
    box.setCurrentIndex(LEVELS.index("hard"))
    assert box.toolTip() == hints[LEVELS.index("hard")]


def test_save_errors_are_explained(language) -> None:
    for code in ("unreadable", "not_json", "foreign", "version", "invalid", "illegal_action"):
        text = describe_save_error(persistence.SaveError("details here", code))
        assert "details here" in text and text.split("\n")[0]
    # what to do, where there is something to do; the English details said to be such
    language("de")
    text = describe_save_error(persistence.SaveError("saved by version 9", "version"))
    assert text == (
        "Dieses Spiel wurde mit einer neueren Programmversion gespeichert.\n"
        "Installiere die neueste Version dieses Programms, um es zu öffnen.\n\n"
        "Einzelheiten für einen Fehlerbericht (auf Englisch):\nsaved by version 9"
    )


def test_screenshot_command(qtbot, tmp_path: Path) -> None:
    out = tmp_path / "shot.png"
    assert (
        gui_app.main(["screenshot", "--out", str(out), "--actions", "12", "--size", "1200x760"])
        == 0
    )
    image = QImage(str(out))
    assert (image.width(), image.height()) == (1200, 760)
    colours = {image.pixel(x, y) for x in range(0, 1200, 60) for y in range(0, 760, 60)}
    assert len(colours) > 5  # something was painted, not one flat colour


def test_the_selftest_plays_each_game_or_the_one_asked_for(capsys) -> None:
    parser = gui_app.build_parser()
    assert parser.parse_args(["--selftest"]).selftest_game == "all"
    assert parser.parse_args(["--selftest", "--selftest-game", "cards"]).selftest_game == "cards"
    with pytest.raises(SystemExit):
        parser.parse_args(["--selftest", "--selftest-game", "chess"])
    assert "invalid choice" in capsys.readouterr().err
    assert set(selftest.SELFTEST_GAMES) == set(game_names())


def test_the_selftest_counts_the_card_logs_lines_by_its_roles() -> None:
    record = persistence.GameRecord(
        config={"players": 3},
        seed=1,
        seats=[SeatInfo(name, False, "normal") for name in ("A", "B", "C")],
        game="cards",
    )
    # the first 40 decisions of a real game: payments, keeps and discards are told once,
    # where they open; every role choice has its line
    state = record.new_state()
    roles = 0
    for _ in range(40):
        roles += state.phase == CardPhase.ROLE
        action = state.legal_actions()[-1]
        record.actions.append(state.format_action(action))
        state.apply(action)
    assert roles >= 4
    assert selftest._decisions_with_a_line(record) == roles


@pytest.mark.slow  # a whole 4-player game of each game between the real bots (~30 s)
@pytest.mark.timeout(420)
def test_selftest_in_a_subprocess(tmp_path: Path) -> None:
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "XDG_DATA_HOME": str(tmp_path / "data"),
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
    }
    result = subprocess.run(
        [sys.executable, "-m", "puertorico_qt", "--selftest"],
        capture_output=True,
        text=True,
        env=env,
        cwd=REPO,
        timeout=400,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "selftest passed" in result.stdout
    # both games, each to its end and through a save
    assert result.stdout.count("save, load and replay: ok") == 2
    assert "Puerto Rico, seed 2024" in result.stdout
    assert "Puerto Rico – the card game, seed 2024" in result.stdout
    assert not (tmp_path / "data").exists()  # the selftest writes only into a temporary folder


def test_settings_file_is_json_free_of_state(settings: Settings) -> None:
    settings.last_setup = NewGameSetup.default("Zoë")
    raw = settings.q.value("last_setup")
    assert json.loads(raw)["seats"][0]["name"] == "Zoë"


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (["--game", "cards", "--scene", "smuggler"], "the board game's"),
        (["--game", "cards", "--expansions", "nobles"], "nobles is not one of buildings"),
        (["--game", "cards", "--edition", "1897", "--hidden-vp"], "--edition, --hidden-vp"),
        (["--game", "cards", "--players", "5"], "2 to 4 players"),
        (["--scene", "councillor"], "add --game cards"),
        (["--size", "30000x30000"], "from 100 to 7680"),
        (["--size", "big"], "WIDTHxHEIGHT"),
        (["--actions", "-5"], "0 or more"),
        (["--seed", "-1"], "from 0 to"),
        (["--expansions", "buildings,harbour"], "harbour is not one of"),
    ],
)
def test_a_screenshots_options_that_cannot_be_are_refused_in_a_line(capsys, args, said) -> None:
    """A card scene or expansion of the board game crashed with a traceback, 30000x30000
    ran out of memory, and the other game's options were ignored: refused before Qt."""
    with pytest.raises(SystemExit) as exited:
        gui_app.main(["screenshot", "--out", "x.png", *args])
    assert exited.value.code == 2
    err = capsys.readouterr().err.strip().splitlines()[-1]
    assert "error:" in err and said in err and "Traceback" not in err


def test_the_selftests_times_must_be_numbers_of_seconds(capsys) -> None:
    for args in (["--timeout", "nan"], ["--timeout", "0"], ["--bot-seconds", "-1"]):
        with pytest.raises(SystemExit):
            gui_app.main(["--selftest", *args])
        assert "a positive number of seconds" in capsys.readouterr().err
