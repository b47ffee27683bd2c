"""Bad saved games in the real main window: refused with a message, the game unchanged,
a bad autosave set aside at start-up (found by fuzzing: deep nesting used to escape as
RecursionError, so nothing was shown and the autosave was not kept)."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest

from puertorico_qt import persistence
from puertorico_qt.gui.main_window import MainWindow
from puertorico_qt.gui.new_game_dialog import NewGameDialog
from puertorico_qt.gui.settings import Settings

DEEP = "[" * 100_000 + "]" * 100_000


def make_window(qtbot, session, settings: Settings) -> MainWindow:
    win = MainWindow(session, settings, interactive=False, persist=False)
    qtbot.addWidget(win)
    win.show()
    return win


def deep_save(path: Path) -> Path:
    """A save whose seat name is nested 100,000 lists deep."""
    seat = {"name": "@@", "human": True, "level": "normal"}
    data = {
        "format": persistence.FORMAT,
        "version": persistence.VERSION,
        "config": {"players": 2, "edition": "classic", "hidden_vp": False, "expansions": []},
        "seed": 1,
        "seats": [seat, seat],
        "actions": [],
    }
    path.write_text(json.dumps(data).replace('"@@"', DEEP, 1), encoding="utf-8")
    return path


@pytest.mark.parametrize("content", ["whole", "field"])
def test_open_refuses_a_deeply_nested_file(
    qtbot, make_session, settings, setup_for, tmp_path, content
):
    win = make_window(qtbot, make_session(), settings)
    win.start_new_game(setup_for(1, 3, seed=1))
    state = win.session.state.to_dict()
    actions = list(win.session.record.actions)
    bad = tmp_path / "deep.json"
    if content == "whole":
        bad.write_text(DEEP, encoding="utf-8")
    else:
        deep_save(bad)
    before = bad.read_bytes()
    assert not win.files.open_file(bad)
    log = win.log_view.toPlainText()
    assert "cannot be opened" in log and "nested too deeply" in log
    assert win.session.state.to_dict() == state and win.session.record.actions == actions
    assert bad.read_bytes() == before


def test_a_deeply_nested_autosave_is_set_aside_at_start(qtbot, make_session, settings, tmp_path):
    autosave = deep_save(tmp_path / "autosave.json")
    damaged = autosave.read_bytes()
    win = make_window(qtbot, make_session(autosave_path=autosave), settings)
    win.start()
    kept = [p for p in tmp_path.iterdir() if p.name.startswith("autosave-damaged-")]
    assert len(kept) == 1 and kept[0].read_bytes() == damaged
    log = win.log_view.toPlainText()
    assert "could not be restored" in log and "nested too deeply" in log and kept[0].name in log
    assert not win.session.active


@pytest.mark.parametrize("spoil", ["surrogate", "huge_name", "huge_action", "hidden_vp_text"])
def test_other_bad_autosaves_are_set_aside_quickly(
    qtbot, make_session, settings, setup_for, tmp_path, spoil
):
    autosave = tmp_path / "autosave.json"
    first = make_session(autosave_path=autosave)
    first.new_game(setup_for(1, 2, seed=4))
    first.shutdown()
    data = json.loads(autosave.read_text(encoding="utf-8"))
    if spoil == "surrogate":
        data["seats"][0]["name"] = "An\ud800na"
    elif spoil == "huge_name":
        data["seats"][0]["name"] = "n" * 1_000_000
    elif spoil == "huge_action":
        data["actions"] = ["x" * 1_500_000]
    else:
        data["config"]["hidden_vp"] = "false"
    autosave.write_text(json.dumps(data), encoding="utf-8")
    win = make_window(qtbot, make_session(autosave_path=autosave), settings)
    start = time.monotonic()
    win.start()
    assert time.monotonic() - start < 5
    assert [p for p in tmp_path.iterdir() if p.name.startswith("autosave-damaged-")]
    log = win.log_view.toPlainText()
    assert "could not be restored" in log and len(log) < 2000
    assert not win.session.active


def test_name_fields_are_limited(qtbot):
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    assert len(dialog.rows) == 5
    assert all(row.name.maxLength() == persistence.MAX_NAME_LENGTH for row in dialog.rows)


def _interactive(qtbot, session, settings: Settings) -> MainWindow:
    win = MainWindow(session, settings, interactive=True, persist=False)
    # (closed by the test's end: no question then, whatever the test's answers were)
    qtbot.addWidget(win, before_close_func=lambda w: setattr(w, "interactive", False))
    return win


def test_no_to_continue_keeps_the_game_among_the_unfinished(
    qtbot, make_session, settings, setup_for, tmp_path, monkeypatch
):
    """ "No" to "Continue the unfinished game?" threw it away: the next autosave wrote
    over it, and nothing was kept anywhere."""
    from PySide6.QtWidgets import QMessageBox

    autosave = tmp_path / "autosave.json"
    first = make_session(autosave_path=autosave)
    first.new_game(setup_for(1, 2, seed=4))
    first.play_now(20)
    first.shutdown()
    before = persistence.load_record(autosave)
    actions = before.actions
    asked: list[str] = []
    monkeypatch.setattr(
        QMessageBox,
        "exec",
        lambda box: asked.append(box.informativeText()) or QMessageBox.StandardButton.No,
    )
    monkeypatch.setattr(MainWindow, "ask_for_a_game", lambda self: None)
    win = _interactive(qtbot, make_session(autosave_path=autosave), settings)
    assert not win.files.restore_unfinished()
    assert "Unfinished games" in asked[0]
    kept = persistence.list_saves(persistence.unfinished_dir(autosave))
    assert len(kept) == 1 and persistence.load_record(kept[0].path).actions == actions
    # moved there, not copied: the next start neither asks again nor keeps a second copy;
    # and it is dated when it was last played, not when it was set aside
    assert not autosave.exists()
    assert persistence.load_record(kept[0].path).updated == before.updated


def test_a_computer_level_this_version_lacks_is_played_by_normal(
    qtbot, make_session, settings, setup_for, tmp_path
):
    win = make_window(qtbot, make_session(), settings)
    path = tmp_path / "future.json"
    session = make_session()
    session.new_game(setup_for(1, 2, seed=4))
    session.save(path)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["seats"][1]["level"] = "godlike"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert win.files.open_file(path)
    assert [s.level for s in win.session.record.seats][1] == "normal"
    assert "does not know the computer level godlike: Normal plays it" in win.log_view.toPlainText()


def test_save_as_asks_before_the_json_it_adds_replaces_a_file(
    qtbot, make_session, settings, setup_for, tmp_path, monkeypatch
):
    """The dialog asked about "Mein Spiel"; ".json" was added afterwards and "Mein
    Spiel.json" replaced without a word."""
    from PySide6.QtWidgets import QFileDialog, QMessageBox

    win = _interactive(qtbot, make_session(), settings)
    win.start_new_game(setup_for(1, 2, seed=4))
    existing = tmp_path / "Mein Spiel.json"
    existing.write_text("keep me", encoding="utf-8")
    monkeypatch.setattr(persistence, "saves_dir", lambda: tmp_path)
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", lambda *a, **k: (str(tmp_path / "Mein Spiel"), "")
    )
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.No)
    assert not win.files.save_game_as()
    assert existing.read_text(encoding="utf-8") == "keep me"
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    assert win.files.save_game_as()
    assert persistence.load_record(existing).seed == 4


def test_open_and_save_as_work_when_the_saves_folder_cannot_be_made(
    qtbot, make_session, settings, setup_for, tmp_path, monkeypatch
):
    """A file where the saves folder should be (or a read-only disk): File › Open and
    Save as did nothing but print a traceback."""
    from PySide6.QtWidgets import QFileDialog

    win = make_window(qtbot, make_session(), settings)
    win.start_new_game(setup_for(1, 2, seed=4))
    blocked = tmp_path / "saves"
    blocked.write_text("a file, not a folder", encoding="utf-8")
    monkeypatch.setattr(persistence, "saves_dir", lambda: blocked)
    offered: list[str] = []
    monkeypatch.setattr(
        QFileDialog,
        "getOpenFileName",
        lambda _w, _t, folder, _f: offered.append(folder) or ("", ""),
    )
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", lambda _w, _t, name, _f: offered.append(name) or ("", "")
    )
    win.files.open_game()
    assert not win.files.save_game_as()
    assert len(offered) == 2 and not any(str(blocked) in place for place in offered)


def test_closing_asks_when_the_autosave_failed(
    qtbot, make_session, settings, setup_for, tmp_path, monkeypatch
):
    """The autosave failed once (a status-bar line) and closing lost the game unasked."""
    from PySide6.QtWidgets import QMessageBox

    blocked = tmp_path / "data"
    blocked.write_text("a file, not a folder", encoding="utf-8")
    win = _interactive(qtbot, make_session(autosave_path=blocked / "autosave.json"), settings)
    win.start_new_game(setup_for(1, 2, seed=4))
    win.session.play_now(6)
    qtbot.waitUntil(win.session.autosave_failing, timeout=5000)
    assert "could not be saved automatically" in win.log_view.toPlainText()
    answers = [QMessageBox.StandardButton.Cancel]
    monkeypatch.setattr(QMessageBox, "exec", lambda box: answers.pop())
    assert not win.files.may_close()  # Cancel: the window stays
    answers.append(QMessageBox.StandardButton.Discard)
    assert win.files.may_close()
