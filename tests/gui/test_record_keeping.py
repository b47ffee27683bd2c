"""Finished games are kept in the archive beside the autosave (``records/``): once per
game — also for a game loaded and finished, or ended again after undo — not for a game
opened already finished, and not at all when "Keep finished games" is off."""

from __future__ import annotations

from pathlib import Path

from puertorico_qt.gui.main_window import MainWindow
from puertorico_qt.persistence import list_records, records_dir


def _play_to_end(session) -> None:
    session.play_now(100_000, "random", 3)
    assert session.state.is_terminal()


def test_a_finished_game_is_kept_once(make_session, setup_for, tmp_path: Path, qtbot) -> None:
    session = make_session()
    session.paused = True
    session.new_game(setup_for(1, 2, seed=5))
    session.play_now(40, "random", 3)
    assert not records_dir(tmp_path).exists()  # not before the end
    with qtbot.waitSignal(session.game_over, timeout=10_000):
        _play_to_end(session)
    listing = list_records(records_dir(tmp_path))
    assert len(listing.records) == 1 and listing.skipped == []
    assert [s.name for s in listing.records[0].seats] == [s.name for s in session.seats]
    # the last move taken back and played again: the game ends again, kept once
    tail = session.cut_after(len(session.record.actions) - 1)
    session.replay_tail(tail)
    session._after_change()
    assert session.state.is_terminal()
    # the finished game opened again (the autosave) ends "again": still one file
    other = make_session()
    other.paused = True
    other.load(tmp_path / "autosave.json", own_file=False)
    assert other.state.is_terminal()
    assert len(list(records_dir(tmp_path).iterdir())) == 1


def _saved_card_game(make_session, setup_for, path: Path, moves: int):  # type: ignore[no-untyped-def]
    """A paused card game of a person and two random bots, ``moves`` played, saved."""
    session = make_session()
    session.paused = True
    session.new_game(setup_for(1, 2, seed=6, game="cards"))
    session.play_now(moves, "random", 2)
    session.save(path)
    return session


def _loaded(make_session, path: Path, own_file: bool = True):  # type: ignore[no-untyped-def]
    session = make_session()
    session.paused = True
    session.load(path, own_file=own_file)
    return session


def test_the_autosave_goes_on_without_its_file_name(make_session, setup_for, tmp_path) -> None:
    """A player's own file is named in the log as it opens; the autosave (or a game kept
    aside) is not the player's file: its name would mean nothing, and Save asks where."""
    session = _saved_card_game(make_session, setup_for, tmp_path / "mine.json", 20)
    again = _loaded(make_session, tmp_path / "mine.json")
    assert again.log_lines[-1] == "Game loaded: mine.json"
    assert again.current_path == tmp_path / "mine.json"
    restored = _loaded(make_session, tmp_path / "mine.json", own_file=False)
    assert restored.log_lines[-1] == "The unfinished game goes on."
    assert restored.current_path is None and restored.has_unsaved_progress()
    assert restored.record.actions == session.record.actions


def test_a_loaded_game_finished_is_kept(make_session, setup_for, tmp_path: Path) -> None:
    _saved_card_game(make_session, setup_for, tmp_path / "half.json", 60)
    later = _loaded(make_session, tmp_path / "half.json")
    _play_to_end(later)
    records = list_records(records_dir(tmp_path)).records
    assert len(records) == 1 and records[0].game == "cards"


def test_the_setting_stops_it(make_session, setup_for, tmp_path: Path, settings, qtbot) -> None:
    assert settings.keep_finished_games  # on by default
    settings.keep_finished_games = False
    session = make_session()
    session.paused = True
    window = MainWindow(session, settings, interactive=False, persist=False)
    qtbot.addWidget(window)
    assert session.keep_finished_games is False
    session.new_game(setup_for(1, 2, seed=7))
    _play_to_end(session)
    assert not records_dir(tmp_path).exists()


def test_a_game_opened_already_finished_is_not_kept(
    make_session, setup_for, tmp_path: Path
) -> None:
    session = make_session()
    session.paused = True
    session.keep_finished_games = False  # it ended while the setting was off
    session.new_game(setup_for(1, 2, seed=8))
    _play_to_end(session)
    session.save(tmp_path / "done.json")
    other = make_session()
    other.paused = True
    other.load(tmp_path / "done.json")
    assert other.state.is_terminal()
    assert not records_dir(tmp_path).exists()
