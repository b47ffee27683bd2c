"""Saved games: round trip, damaged and foreign files, atomic writes, the data directory."""

from __future__ import annotations

import ast
import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

from puertorico_qt import engine, persistence
from puertorico_qt.persistence import GameRecord, SaveError, SeatInfo

PACKAGE_DIR = Path(persistence.__file__).resolve().parent


def play_record(players: int = 4, seed: int = 3, decisions: int | None = None) -> GameRecord:
    """A record of a game between random players (``decisions`` of them, or to the end)."""
    config = engine.GameConfig(players=players)
    seats = [SeatInfo(f"P{i}", is_human=(i == 0), level="random") for i in range(players)]
    record = GameRecord(config=config.to_dict(), seed=seed, seats=seats)
    state = record.new_state()
    rng = random.Random(seed)
    while not state.is_terminal() and (decisions is None or len(record.actions) < decisions):
        action = rng.choice(state.legal_actions())
        record.actions.append(state.format_action(action))
        state.apply(action)
    record.finished = state.is_terminal()
    return record


def test_round_trip_replays_to_the_same_state(tmp_path: Path) -> None:
    record = play_record()
    expected = record.replay()
    path = tmp_path / "game.json"
    persistence.save_record(path, record)
    loaded, state = persistence.load_game(path)
    assert loaded.actions == record.actions
    assert loaded.seats == record.seats
    assert loaded.seed == record.seed and loaded.config == record.config
    assert loaded.finished and state.is_terminal()
    assert state == expected
    assert state.scores() == expected.scores()
    assert persistence.load_record(path).to_dict()["actions"] == record.actions


def test_unfinished_game_round_trip(tmp_path: Path) -> None:
    record = play_record(players=3, decisions=40)
    path = tmp_path / "half.json"
    persistence.save_record(path, record)
    loaded, state = persistence.load_game(path)
    assert not loaded.finished and not state.is_terminal()
    assert state == record.replay()


def test_the_file_is_readable_json_with_format_and_version(tmp_path: Path) -> None:
    path = tmp_path / "g.json"
    persistence.save_record(path, play_record(decisions=5))
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["format"] == "puertorico-qt/save" and data["version"] == 1
    assert len(data["actions"]) == 5 and all(isinstance(a, str) for a in data["actions"])
    assert data["created"] and data["updated"]


def _assert_refused(path: Path, code: str, words: str) -> SaveError:
    before = path.read_bytes()
    mtime = path.stat().st_mtime_ns
    with pytest.raises(SaveError) as info:
        persistence.load_record(path)
    assert info.value.code == code
    assert words in str(info.value)
    assert str(path) in str(info.value)
    assert path.read_bytes() == before and path.stat().st_mtime_ns == mtime
    assert sorted(p.name for p in path.parent.iterdir()) == [path.name]
    return info.value


def test_truncated_file_is_refused_and_left_alone(tmp_path: Path) -> None:
    path = tmp_path / "cut.json"
    persistence.save_record(path, play_record(decisions=30))
    data = path.read_bytes()
    path.write_bytes(data[: len(data) // 2])
    _assert_refused(path, "not_json", "damaged or cut short")


def test_empty_and_binary_files(tmp_path: Path) -> None:
    path = tmp_path / "empty.json"
    path.write_bytes(b"")
    _assert_refused(path, "not_json", "empty")
    path.write_bytes(b"\xff\xfe\x00garbage")
    _assert_refused(path, "foreign", "UTF-8")


def test_foreign_json_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "other.json"
    path.write_text(json.dumps({"name": "a shopping list", "items": [1, 2]}), encoding="utf-8")
    _assert_refused(path, "foreign", "not a puertorico-qt saved game")
    path.write_text("[1, 2, 3]", encoding="utf-8")
    _assert_refused(path, "foreign", "not a puertorico-qt saved game")
    # an engine state file is not a save either
    path.write_text(json.dumps(engine.new_game().to_dict()), encoding="utf-8")
    _assert_refused(path, "foreign", "not a puertorico-qt saved game")


def test_wrong_version_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "future.json"
    data = play_record(decisions=3).to_dict()
    data["version"] = 99
    path.write_text(json.dumps(data), encoding="utf-8")
    _assert_refused(path, "version", "version 99 is not supported")


def test_illegal_action_names_the_action(tmp_path: Path) -> None:
    record = play_record(decisions=10)
    record.actions[6] = "build fortress"  # nobody has 10 doubloons on the 7th decision
    path = tmp_path / "cheat.json"
    path.write_text(json.dumps(record.to_dict()), encoding="utf-8")
    error = _assert_refused(path, "illegal_action", "action 7 ('build fortress')")
    assert error.action_index == 6


def test_unknown_notation_and_bad_shapes(tmp_path: Path) -> None:
    path = tmp_path / "bad.json"
    data = play_record(decisions=4).to_dict()
    data["actions"][1] = "dance tango"
    path.write_text(json.dumps(data), encoding="utf-8")
    _assert_refused(path, "illegal_action", "is not an action")

    data = play_record(decisions=4).to_dict()
    data["seats"] = data["seats"][:2]
    path.write_text(json.dumps(data), encoding="utf-8")
    _assert_refused(path, "invalid", "2 players are listed for a 4-player game")

    data = play_record(decisions=4).to_dict()
    data["config"]["players"] = 9
    path.write_text(json.dumps(data), encoding="utf-8")
    _assert_refused(path, "invalid", "options are not valid")

    data = play_record(decisions=4).to_dict()
    data["seed"] = "seven"
    path.write_text(json.dumps(data), encoding="utf-8")
    _assert_refused(path, "invalid", "seed")


def test_actions_after_the_end_are_refused(tmp_path: Path) -> None:
    record = play_record()
    record.actions.append("pass")
    path = tmp_path / "long.json"
    path.write_text(json.dumps(record.to_dict()), encoding="utf-8")
    _assert_refused(path, "illegal_action", "after the end of the game")


def test_missing_file(tmp_path: Path) -> None:
    with pytest.raises(SaveError) as info:
        persistence.load_record(tmp_path / "nope.json")
    assert info.value.code == "unreadable"
    assert not (tmp_path / "nope.json").exists()


def test_failed_write_keeps_the_old_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "game.json"
    old = play_record(decisions=5)
    persistence.save_record(path, old)
    before = path.read_bytes()

    def broken_replace(src: object, dst: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", broken_replace)
    with pytest.raises(SaveError) as info:
        persistence.save_record(path, play_record(decisions=20))
    assert info.value.code == "write_failed"
    assert "No space left on device" in str(info.value)
    assert path.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["game.json"]  # no temporary file left


def test_write_into_a_missing_directory_creates_it(tmp_path: Path) -> None:
    path = tmp_path / "a" / "b" / "g.json"
    persistence.save_record(path, play_record(decisions=2))
    assert persistence.load_record(path).actions == play_record(decisions=2).actions


def test_data_dir_follows_xdg_data_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    if sys.platform != "linux":
        pytest.skip("XDG_DATA_HOME is a Linux convention")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    assert persistence.data_dir() == tmp_path / "puertorico-qt"
    assert persistence.autosave_path() == tmp_path / "puertorico-qt" / "autosave.json"
    assert persistence.saves_dir() == tmp_path / "puertorico-qt" / "saves"
    # in a child process too (the selftest and the bundle run as subprocesses)
    out = subprocess.run(
        [
            sys.executable,
            "-c",
            "from puertorico_qt import persistence; print(persistence.data_dir())",
        ],
        capture_output=True,
        text=True,
        check=True,
        env={**os.environ, "XDG_DATA_HOME": str(tmp_path)},
    ).stdout.strip()
    assert out == str(tmp_path / "puertorico-qt")


def test_list_saves(tmp_path: Path) -> None:
    assert persistence.list_saves(tmp_path / "none") == []
    a, b = play_record(decisions=3), play_record(decisions=8)
    persistence.save_record(tmp_path / "a.json", a)
    persistence.save_record(tmp_path / "b.json", b)
    (tmp_path / "broken.json").write_text("{", encoding="utf-8")
    (tmp_path / ".b.json.123.tmp").write_text("{", encoding="utf-8")
    saves = persistence.list_saves(tmp_path)
    by_name = {s.path.name: s for s in saves}
    assert set(by_name) == {"a.json", "b.json", "broken.json"}
    assert by_name["b.json"].actions == 8 and by_name["b.json"].players == ("P0", "P1", "P2", "P3")
    assert by_name["broken.json"].error and by_name["a.json"].error is None


def test_no_qt_in_persistence() -> None:
    for path in PACKAGE_DIR.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module] if node.level == 0 else [f".{node.module}"]
            for name in names:
                assert not name.startswith(("PySide6", "shiboken6", "pyqtgraph", ".gui", "..gui"))


def test_a_bom_a_version_nought_and_the_files_permissions(tmp_path: Path) -> None:
    """A save an old Windows editor wrote back (with a byte-order mark) still opens; a
    version 0 is no newer program's ("install the newest version" was wrong advice); a
    save written over a shared file keeps its permissions (mkstemp's 0600 narrowed it)."""
    import os
    import stat

    path = tmp_path / "game.json"
    record = play_record(players=3, seed=4, decisions=10)
    persistence.save_record(path, record)
    path.write_bytes(b"\xef\xbb\xbf" + path.read_bytes())
    assert persistence.load_record(path).seed == 4
    data = json.loads(path.read_bytes().decode("utf-8-sig"))
    data["version"] = 0
    path.write_text(json.dumps(data), encoding="utf-8")
    _assert_refused(path, "invalid", "version 0")
    if os.name == "posix":
        os.chmod(path, 0o644)
        persistence.save_record(path, record)
        assert stat.S_IMODE(path.stat().st_mode) == 0o644
        fresh = tmp_path / "fresh.json"
        persistence.save_record(fresh, record)
        umask = os.umask(0)
        os.umask(umask)
        assert stat.S_IMODE(fresh.stat().st_mode) == 0o666 & ~umask
