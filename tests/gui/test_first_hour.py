"""What a player meets in the first hour, on the real main window: a new game asks before
it replaces one, nothing looks selected, the last-move line is never stale, the table
fits a small screen (the log gives way), dialogs come in the right order, the log can
be brought back from the menu, and the smaller things (the hint, the supply's captions,
Escape, the dialog's height, the hand-over screen, whose turn in hot seat, a held Enter).
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QPoint, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QKeyEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox

from puertorico_qt import persistence
from puertorico_qt.gui import main_window as main_window_module
from puertorico_qt.gui.handover import HandoverWidget
from puertorico_qt.gui.main_window import MainWindow
from puertorico_qt.gui.new_game_dialog import NewGameDialog
from puertorico_qt.gui.rules_window import RulesWindow
from puertorico_qt.gui.score_dialog import ScoreDialog
from puertorico_qt.gui.session import NewGameSetup, SeatInfo


def window_for(qtbot, session, settings, interactive: bool = False) -> MainWindow:
    win = MainWindow(session, settings, interactive=interactive, persist=False)
    qtbot.addWidget(win)
    win.show()
    return win


def play_a_little(session, moves: int = 12) -> None:
    session.paused = True
    session.play_now(moves, level="random", seed=3)


# ============================================================================ 1. new game


def test_a_new_game_asks_before_it_replaces_a_game_in_progress(
    qtbot, make_session, settings, setup_for, monkeypatch, tmp_path
):
    session = make_session()
    win = window_for(qtbot, session, settings, interactive=True)
    session.new_game(setup_for(1, 3, seed=4))
    play_a_little(session)
    actions = list(session.record.actions)
    names = ", ".join(s.name for s in session.seats)
    assert session.has_unsaved_progress()
    answers = [QMessageBox.StandardButton.Cancel]
    asked: list[str] = []

    def answer(box: QMessageBox) -> QMessageBox.StandardButton:
        asked.append(box.text())
        return answers.pop(0)

    monkeypatch.setattr(main_window_module.QMessageBox, "exec", answer)
    win.new_game()  # Cancel: nothing happens
    assert asked == ["The game in progress has not been saved."]
    assert not win.findChildren(NewGameDialog)
    assert session.record.actions == actions
    # Discard: the dialog opens; the new game keeps the old one under Unfinished games
    answers.append(QMessageBox.StandardButton.Discard)
    win.new_game()
    dialog = win.findChildren(NewGameDialog)[-1]
    dialog.accept()
    assert session.record.actions != actions
    kept = persistence.list_saves(persistence.unfinished_dir(session.autosave_file()))
    assert len(kept) == 1 and kept[0].actions == len(actions)
    win.files.fill_recent()
    texts = [a.text() for a in win.files.menu_recent.actions()]
    assert "Unfinished games" in texts
    # which game, whose players, when (a card game's entry looked like a board game's)
    assert any(t.startswith(f"Board game: {names} – ") for t in texts), texts


def test_a_saved_game_does_not_ask_and_a_finished_one_is_not_kept(
    qtbot, make_session, settings, setup_for, tmp_path
):
    session = make_session()
    session.new_game(setup_for(1, 3, seed=4))
    play_a_little(session)
    session.save(tmp_path / "mine.json")
    assert not session.has_unsaved_progress()  # nothing to lose: no question
    play_a_little(session, 2)
    assert session.has_unsaved_progress()
    session.play_now(10_000, level="random", seed=1)
    assert session.state.is_terminal() and not session.has_unsaved_progress()
    session.new_game(setup_for(1, 3, seed=5))
    assert not persistence.unfinished_dir(session.autosave_file()).exists()


def test_only_the_last_unfinished_games_are_kept(make_session, setup_for):
    session = make_session()
    for seed in range(persistence.KEEP_UNFINISHED + 3):
        session.new_game(setup_for(1, 3, seed=seed + 10))
        play_a_little(session, 3)
    folder = persistence.unfinished_dir(session.autosave_file())
    assert len(list(folder.glob("*.json"))) == persistence.KEEP_UNFINISHED


# ============================================================================ 2. no selection


def test_nothing_on_the_table_looks_selected(qtbot, make_session, settings, setup_for):
    session = make_session()
    win = window_for(qtbot, session, settings)
    session.new_game(setup_for(1, 3, seed=4))
    qtbot.waitUntil(session.is_human_turn, timeout=10_000)
    for view in win.table.all_views():
        model = view.model()
        if model.rowCount() and model.columnCount():
            QTest.mouseClick(
                view.viewport(),
                Qt.MouseButton.LeftButton,
                pos=view.visualRect(model.index(0, 0)).center(),
            )
            assert not view.selectionModel().hasSelection(), type(model).__name__


# ============================================================================ 3. last move


def test_the_last_move_line_follows_load_undo_and_language(
    qtbot, make_session, settings, setup_for, wait_for_person, tmp_path
):
    session = make_session()
    win = window_for(qtbot, session, settings)
    session.new_game(setup_for(1, 3, seed=7))
    wait_for_person(session)
    session.request(session.legal_actions()[0])
    wait_for_person(session)
    first = session.last_move_text()
    session.save(tmp_path / "a.json")
    # another game, loaded: its own last move, not one of the game before
    other = make_session()
    other.new_game(setup_for(1, 3, seed=8))
    other.paused = True
    other.play_now(9, level="random", seed=2)
    other.save(tmp_path / "b.json")
    other.shutdown()
    assert win.files.open_file(tmp_path / "b.json")
    line = win.table.message_text()
    assert line and line == session.last_move_text() and line != first
    # undo: the move before the one taken back (a move that may be taken back: no new
    # plantations turned up by it)
    assert win.files.open_file(tmp_path / "a.json")
    for _ in range(30):
        wait_for_person(session)
        before = win.table.message_text()
        session.request(session.legal_actions()[-1])
        wait_for_person(session)
        if session.can_undo():
            break
    assert session.undo()
    assert win.table.message_text() == before
    # a language switch: the same move, in the new words (here: the names of 1897)
    assert session.last_move_text() == before
    from puertorico_qt.gui.table import widget

    monkey = widget._t
    try:
        widget._t = lambda text: text.upper()  # any re-rendering is visible
        QApplication.sendEvent(win.table, QEvent(QEvent.Type.LanguageChange))
    finally:
        widget._t = monkey
    assert win.table.message_text() == session.last_move_text()


# ============================================================================ 4. small screens


@pytest.mark.parametrize(
    "size",
    # the smallest by default, the others in the slow run
    [
        (1024, 640),
        pytest.param((1280, 720), marks=pytest.mark.slow),
        pytest.param((1366, 768), marks=pytest.mark.slow),
    ],
)
def test_names_stay_readable_on_small_screens(qtbot, make_session, settings, setup_for, size):
    from puertorico_qt.gui.i18n import Translations

    translations = Translations()
    translations.set_language("de")
    try:
        session = make_session()
        session.new_game(setup_for(1, 3, seed=5))
        play_a_little(session, 40)
        win = window_for(qtbot, session, settings)
        win.resize(*size)
        qtbot.waitUntil(lambda: win.width() == size[0])
        for _ in range(3):
            QApplication.processEvents()
        for view in win.table.all_views():
            view.itemDelegate().elided.clear()
        assert not win.grab().isNull()
        market = win.table.market_view.itemDelegate().elided
        assert market == [], f"building names cut at {size}: {market}"
        supply = win.table.supply_view.itemDelegate().elided
        assert supply == [], f"supply captions cut at {size}: {supply}"
        if size[0] < 1100:  # the log gave way to the table
            assert not win.log_dock.isVisible()
        else:
            assert win.log_dock.isVisible()
    finally:
        translations.set_language("en")


def test_the_log_comes_back_when_the_window_grows_and_from_the_view_menu(
    qtbot, make_session, settings
):
    win = window_for(qtbot, make_session(), settings)
    win.resize(1366, 768)
    chances = win.win_chance_dock
    qtbot.waitUntil(lambda: win.log_dock.isVisible() and win.width() == 1366)
    assert chances.isVisible()
    win.resize(1024, 640)
    qtbot.waitUntil(lambda: not win.log_dock.isVisible())
    # the chart beside it goes too: alone in the column it kept the table's width and
    # was itself cut to a strip
    assert not chances.isVisible()
    win.resize(1366, 768)
    qtbot.waitUntil(win.log_dock.isVisible)
    assert chances.isVisible()
    # the player's choice wins: a chart closed on the wide window stays closed
    chances.toggleViewAction().trigger()
    win.resize(1024, 640)
    qtbot.waitUntil(lambda: not win.log_dock.isVisible())
    win.resize(1366, 768)
    qtbot.waitUntil(win.log_dock.isVisible)
    assert not chances.isVisible()
    chances.toggleViewAction().trigger()
    assert chances.isVisible()
    # so does the setting: turned off while the chart was aside, it does not come back
    win.resize(1024, 640)
    qtbot.waitUntil(lambda: not win.log_dock.isVisible())
    chances.apply_setting(False)
    win.resize(1366, 768)
    qtbot.waitUntil(win.log_dock.isVisible)
    assert not chances.isVisible()
    chances.apply_setting(True)
    assert chances.isVisible()
    # the settings dialog's OK with the setting unchanged leaves a chart put aside aside
    # (it came back and squeezed the table of a small window)
    from puertorico_qt.gui.settings_dialog import SettingsDialog

    win.resize(1024, 640)
    qtbot.waitUntil(lambda: not win.log_dock.isVisible() and not chances.isVisible())
    qtbot.wait(200)  # the window's own resizing settled
    dialog = SettingsDialog(settings, win)
    qtbot.addWidget(dialog)
    win.apply_settings(dialog)
    qtbot.wait(200)
    assert not chances.isVisible()
    win.resize(1366, 768)
    qtbot.waitUntil(win.log_dock.isVisible)
    assert chances.isVisible()
    # 6. the closed log is in the View menu
    assert win.act_log in win.menu_view.actions() and win.act_log.isCheckable()
    win.act_log.trigger()
    assert not win.log_dock.isVisible()
    win.act_log.trigger()
    assert win.log_dock.isVisible()


# ============================================================================ 5. dialogs


def test_the_first_start_shows_the_welcome_page(qtbot, make_session, settings):
    """No dialog of options over "Learn to play": the welcome page, New game focused."""
    win = window_for(qtbot, make_session(), settings, interactive=True)
    win.start()
    qtbot.wait(50)
    assert not win.findChildren(NewGameDialog)
    assert win.stack.currentWidget() is win.welcome
    assert win.welcome.new_button.hasFocus()
    assert win.welcome.learn_button.isVisible()


def test_a_returning_player_gets_the_new_game_dialog_at_once(
    qtbot, make_session, settings, setup_for
):
    settings.last_setup = setup_for(1, 3, seed=4)
    win = window_for(qtbot, make_session(), settings, interactive=True)
    win.start()
    dialogs = [d for d in win.findChildren(NewGameDialog) if d.isVisible()]
    assert len(dialogs) == 1
    dialogs[0].reject()


def test_a_damaged_autosave_is_explained_before_the_new_game_dialog(
    qtbot, make_session, settings, setup_for, tmp_path
):
    settings.last_setup = setup_for(1, 3, seed=4)
    autosave = tmp_path / "autosave.json"
    autosave.write_text('{"format": "puertorico-qt/save", "vers', encoding="utf-8")
    win = window_for(qtbot, make_session(autosave_path=autosave), settings, interactive=True)
    win.start()
    box = next(b for b in win.findChildren(QMessageBox) if b.isVisible())
    assert "could not be restored" in box.windowTitle()
    assert not win.findChildren(NewGameDialog)  # not hidden under it
    box.done(0)
    qtbot.waitUntil(lambda: any(d.isVisible() for d in win.findChildren(NewGameDialog)))
    for dialog in win.findChildren(NewGameDialog):
        dialog.reject()


# ============================================================================ 7. the smaller things


def test_the_hint_goes_once_the_player_moved(
    qtbot, make_session, settings, setup_for, wait_for_person
):
    session = make_session()
    win = window_for(qtbot, session, settings)
    session.new_game(setup_for(1, 3, seed=12))
    wait_for_person(session)
    with qtbot.waitSignal(session.hint_ready, timeout=10_000):
        win.hint()
    assert win.hint_panel.isVisible() and win.hint_panel.text().startswith("Hint:")
    session.request(session.legal_actions()[0])
    assert not win.hint_panel.isVisible()


def test_the_supply_captions_share_one_size(qtbot, make_session, settings, setup_for):
    session = make_session()
    session.new_game(setup_for(1, 3, seed=5))
    win = window_for(qtbot, session, settings)
    win.resize(1280, 720)
    assert not win.grab().isNull()
    for view in (win.table.supply_view, win.table.colonist_view):
        delegate, model = view.itemDelegate(), view.model()
        em = QFontMetricsF(view.font()).height()
        layouts = set()
        for c in range(model.columnCount()):
            index = model.index(0, c)
            cell = QRectF(view.visualRect(index)).adjusted(2, 2, -2, -2)
            layouts.add(delegate._caption_layout(index, cell, em))
        assert len(layouts) == 1, layouts  # "Tobacco" as big as "Corn"


def test_escape_closes_the_rules_window(qtbot):
    window = RulesWindow(None)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    QTest.keyClick(window.browser, Qt.Key.Key_Escape)  # from where the reader is
    assert not window.isVisible()


def test_the_new_game_dialog_is_as_tall_as_its_seats(qtbot):
    dialog = NewGameDialog(None)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.players.setValue(4)
    QApplication.processEvents()
    four = dialog.height()
    dialog.players.setValue(2)
    qtbot.waitUntil(lambda: dialog.height() < four - 20)


def test_the_handover_screen_looks_like_the_table(qtbot):
    screen = HandoverWidget()
    qtbot.addWidget(screen)
    screen.resize(800, 600)
    screen.set_player("Benno")
    screen.show()
    image = screen.grab().toImage()
    corner = QColor(image.pixel(QPoint(10, 10)))
    assert corner.blue() > corner.red() + 30  # the table's sea, not plain grey
    assert "Benno" in screen.button.text()
    assert "a star marks what the others did" in screen.hint.text()  # the table's marks


def test_hot_seat_says_whose_turn_it_is(qtbot, make_session, settings, setup_for):
    session = make_session()
    win = window_for(qtbot, session, settings)
    seats = [SeatInfo("Anna", True, "normal"), SeatInfo("Benno", True, "normal")]
    seats.append(SeatInfo("Computer", False, "random"))
    session.new_game(NewGameSetup(seats=seats, seed=3))
    qtbot.waitUntil(session.is_human_turn, timeout=10_000)
    name = session.seats[session.state.current_player].name
    assert win.table.prompt_bar.chip.text() == f"Your turn, {name}"


def test_a_held_enter_does_not_play_again_and_again(qtbot, make_session, settings, setup_for):
    """The Enter that closes a dialog, held a moment, repeats on the table behind it."""
    session = make_session()
    win = window_for(qtbot, session, settings)
    session.new_game(setup_for(1, 3, seed=4))
    qtbot.waitUntil(session.is_human_turn, timeout=10_000)
    view = win.table.role_view
    view.setCurrentIndex(view.model().index(0, 0))
    before = list(session.record.actions)
    for _ in range(3):
        repeat = QKeyEvent(
            QEvent.Type.KeyPress,
            Qt.Key.Key_Return,
            Qt.KeyboardModifier.NoModifier,
            "\r",
            True,  # auto-repeat
        )
        QApplication.sendEvent(view, repeat)
    assert session.record.actions == before
    assert win.table.message_text() == session.last_move_text()  # no refusal shown


# ============================================================================ 12. memory


def test_a_closed_score_sheet_is_gone_with_its_charts(qtbot, make_session, settings, setup_for):
    session = make_session()
    session.new_game(setup_for(1, 2, seed=3))
    win = window_for(qtbot, session, settings)
    win.show_scores()
    first = win._score_dialog
    assert isinstance(first, ScoreDialog)
    win.show_scores()  # a second sheet replaces the first
    second = win._score_dialog
    assert second is not first
    first_gone = []
    second.destroyed.connect(lambda *_: first_gone.append(True))
    second.close()
    qtbot.waitUntil(lambda: first_gone == [True])
    qtbot.waitUntil(lambda: win._score_dialog is None)
    assert not win.findChildren(ScoreDialog)


def test_old_prompt_buttons_do_not_pile_up(qtbot, make_session, settings, setup_for):
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtWidgets import QPushButton

    session = make_session()
    session.new_game(setup_for(1, 2, seed=3))
    win = window_for(qtbot, session, settings)
    session.paused = True
    counts = []
    for _ in range(4):
        session.play_now(40, level="random", seed=9)
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        counts.append(len(win.table.prompt_bar.findChildren(QPushButton)))
    assert max(counts) <= 6, counts


def test_a_save_with_a_move_the_rules_now_refuse_plays_on_from_before_it(
    qtbot, make_session, settings, monkeypatch, tmp_path
):
    """A save of a version whose rules were corrected since: the player is offered the
    position before the refused move; the file is left as it was, and the game goes on
    unsaved (Save asks for a file)."""
    from tests.persistence.conftest import bot_record

    record = bot_record(players=3, decisions=12)
    record.actions[6] = "build fortress"
    path = tmp_path / "old.json"
    persistence.save_record(path, record)
    text = path.read_text(encoding="utf-8")
    asked: list[str] = []

    def answer(_parent, _title, message, *args, **kwargs):
        asked.append(message)
        return QMessageBox.StandardButton.Yes

    monkeypatch.setattr(QMessageBox, "question", answer)
    win = window_for(qtbot, make_session(), settings, interactive=True)
    # File › Open: the replay's opening passes it on to the game's (no message yet)
    assert not win.replays.open_path(path)
    assert win.files.open_file(path)
    assert "(move 7)" in asked[0] and "action 7" in asked[0]
    session = win.session
    assert session.record.actions == record.actions[:6]
    assert session.current_path is None  # not written back over the player's file
    assert path.read_text(encoding="utf-8") == text
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.No)
    assert not win.files.open_file(path)  # declined: the usual message, nothing changed
    assert session.record.actions == record.actions[:6]


def test_the_rules_window_offers_both_games(qtbot):
    """The welcome page offers the board game and the card game: the rules of either
    can be read before choosing it (only the game on the table's could be)."""
    from puertorico_qt.gui.cards import rules as card_rules

    window = RulesWindow(None)
    qtbot.addWidget(window)
    window.show()
    assert window.game.currentIndex() == 0 and window.naming.isVisible()
    board = [window.contents.item(i).text() for i in range(window.contents.count())]
    window.game.setCurrentIndex(1)
    cards = [window.contents.item(i).text() for i in range(window.contents.count())]
    assert cards == [card_rules.chapter_title(c) for c in card_rules.CHAPTERS]
    assert window.cards and not window.naming.isVisible()
    assert window.contents.currentRow() == 0
    assert "card game" in window.windowTitle()
    window.game.setCurrentIndex(0)
    assert [window.contents.item(i).text() for i in range(window.contents.count())] == board
    assert window.naming.isVisible()
