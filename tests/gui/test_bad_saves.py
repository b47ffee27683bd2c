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
    win = make_window(qtbot, make_session(autosave_path=autosave), settings)
    win.start()
    kept = [p for p in tmp_path.iterdir() if p.name.startswith("autosave-damaged-")]
    assert len(kept) == 1 and kept[0].read_bytes() == autosave.read_bytes()
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
