"""The archive of finished games (``persistence.archive``): written once per game,
sortable names, a listing that skips what is not a finished game's record."""

from __future__ import annotations

import json
import re
from pathlib import Path

from puertorico_qt.persistence import (
    archive_finished,
    game_key,
    list_records,
    load_game,
    record_file_name,
    records_dir,
)

from .finished_games import finished_record

SEATS = [("Anna", True, "normal"), ("Max", False, "hard"), ("Eva", False, "beginner")]


def test_a_finished_game_is_archived_once(tmp_path: Path) -> None:
    folder = records_dir(tmp_path)
    record = finished_record(SEATS)
    path = archive_finished(record, folder)
    assert path is not None and path.parent == folder
    assert re.fullmatch(
        r"\d{4}-\d\d-\d\d-\d{6}_puertorico_Anna-Max-Eva_[0-9a-f]{12}\.json", path.name
    )
    assert path.name.endswith(f"_{game_key(record)}.json")
    # the same game again (loaded again, its last move taken back and played again)
    again = finished_record(SEATS)
    assert archive_finished(again, folder) is None
    assert len(list(folder.iterdir())) == 1
    # it is an ordinary save: it loads and replays to the end
    loaded, state = load_game(path)
    assert loaded.finished and state.is_terminal()
    assert loaded.actions == record.actions


def test_an_unfinished_game_is_not_archived(tmp_path: Path) -> None:
    record = finished_record(SEATS)
    record.actions = record.actions[:10]
    record.finished = False
    assert archive_finished(record, records_dir(tmp_path)) is None
    assert not records_dir(tmp_path).exists()


def test_another_game_is_another_file(tmp_path: Path) -> None:
    folder = records_dir(tmp_path)
    a = archive_finished(finished_record(SEATS, seed=3), folder)
    b = archive_finished(finished_record(SEATS, seed=4), folder)
    c = archive_finished(finished_record(SEATS[:2], seed=3, game="cards"), folder)
    assert a and b and c and len({a, b, c}) == 3
    assert "_cards_Anna-Max_" in c.name


def test_file_names_sort_by_time_and_are_safe() -> None:
    from datetime import UTC, datetime

    record = finished_record([("Zoë/..", True, "normal"), ("", False, "hard")])
    early = record_file_name(record, datetime(2026, 1, 2, 3, 4, 5, tzinfo=UTC))
    late = record_file_name(record, datetime(2026, 11, 2, 3, 4, 5, tzinfo=UTC))
    assert early.startswith("2026-01-02-030405_puertorico_Zoë-P2_")
    assert early < late
    assert "/" not in early and ".." not in early


def test_listing_is_newest_first_and_reads_the_envelope(tmp_path: Path) -> None:
    folder = records_dir(tmp_path)
    first = archive_finished(finished_record(SEATS, seed=3), folder)
    assert first is not None
    older = first.with_name("2000-01-01-000000" + first.name[17:])
    first.rename(older)
    newer = archive_finished(finished_record(SEATS, seed=4), folder)
    listing = list_records(folder)
    assert [info.path for info in listing.records] == [newer, older]
    info = listing.records[0]
    assert info.game == "puertorico" and info.players == 3
    assert [s.name for s in info.seats] == ["Anna", "Max", "Eva"]
    assert info.actions == len(finished_record(SEATS, seed=4).actions)
    assert listing.skipped == []


def test_listing_skips_a_corrupt_and_a_foreign_file(tmp_path: Path) -> None:
    folder = records_dir(tmp_path)
    good = archive_finished(finished_record(SEATS), folder)
    (folder / "2030-01-01-000000_puertorico_cut_aaaaaaaaaaaa.json").write_text('{"format": ')
    (folder / "2030-01-02-000000_foreign.json").write_text(json.dumps({"hello": "world"}))
    (folder / "2030-01-03-000000_unfinished.json").write_text(
        json.dumps({**json.loads(good.read_text()), "finished": False})  # type: ignore[union-attr]
    )
    (folder / "notes.txt").write_text("not a record")
    listing = list_records(folder)
    assert [info.path for info in listing.records] == [good]
    reasons = {path.name: reason for path, reason in listing.skipped}
    assert len(reasons) == 3
    assert "not valid JSON" in reasons["2030-01-01-000000_puertorico_cut_aaaaaaaaaaaa.json"]
    assert "not a puertorico-qt game record" in reasons["2030-01-02-000000_foreign.json"]
    assert "not a finished game" in reasons["2030-01-03-000000_unfinished.json"]
    # nothing was changed or removed
    assert len(list(folder.iterdir())) == 5


def test_an_empty_or_missing_archive(tmp_path: Path) -> None:
    listing = list_records(tmp_path / "nowhere")
    assert listing.records == [] and listing.skipped == []
