"""Statistics from the archive (``persistence.statistics``): wins by opponent level and
player count with shared wins, average and best, favourite buildings of both games, a
restart, a damaged cache, bad files in the archive."""

from __future__ import annotations

import json
import logging
import subprocess
import sys
from pathlib import Path

import pytest

from puertorico_qt import cards, engine
from puertorico_qt.cards.data import CARDS
from puertorico_qt.engine.data import BUILDINGS
from puertorico_qt.persistence import archive_finished, records_dir
from puertorico_qt.persistence import statistics as st
from puertorico_qt.persistence.statistics import (
    PEOPLE_ONLY,
    RecordSummary,
    SeatResult,
    Statistics,
    load_statistics,
)

from .finished_games import finished_record


def seat(name: str, human: bool, level: str, score: int, win: float, *built: str) -> SeatResult:
    return SeatResult(name, human, level, score, win, built)


def test_wins_by_level_and_players_with_a_shared_win() -> None:
    games = [
        RecordSummary(
            "a", "puertorico", "2026-01-01",
            (seat("Anna", True, "normal", 40, 1.0, "harbor", "wharf"),
             seat("Bot", False, "hard", 30, 0.0)),
        ),
        RecordSummary(
            "b", "puertorico", "2026-01-02",
            (seat("Bot", False, "hard", 35, 0.5), seat("Anna", True, "normal", 35, 0.5, "harbor"),
             seat("Cpu", False, "beginner", 20, 0.0)),
        ),
        RecordSummary(
            "c", "puertorico", "2026-01-03",
            (seat("Anna", True, "normal", 25, 0.0, "factory"), seat("Ben", True, "normal", 45, 1.0)),
        ),
        RecordSummary(  # the card game is counted apart
            "d", "cards", "2026-01-04",
            (seat("Anna", True, "normal", 30, 1.0, "smithy"), seat("Bot", False, "hard", 20, 0.0)),
        ),
    ]  # fmt: skip
    stats = Statistics(summaries=games)
    assert stats.names() == ["Anna", "Ben"]
    assert stats.games_of("Anna") == ["puertorico", "cards"]
    assert stats.games_of("Ben") == ["puertorico"]
    anna = stats.profile("Anna", "puertorico")
    assert (anna.total.games, anna.total.wins) == (3, 1.5)
    assert anna.total.rate == pytest.approx(0.5)
    assert {k: (t.games, t.wins) for k, t in anna.by_level.items()} == {
        "hard": (1, 1.0),
        "beginner+hard": (1, 0.5),
        PEOPLE_ONLY: (1, 0.0),
    }
    assert {n: (t.games, t.wins) for n, t in anna.by_players.items()} == {2: (2, 1.0), 3: (1, 0.5)}
    assert anna.average == pytest.approx(100 / 3)
    assert anna.best == 40
    assert anna.favourites() == [("harbor", 2), ("factory", 1), ("wharf", 1)]
    assert [score for _, score, _ in anna.scores] == [40, 35, 25]
    cards_profile = stats.profile("Anna", "cards")
    assert (cards_profile.total.games, cards_profile.best) == (1, 30)
    ben = stats.profile("Ben", "puertorico")
    assert (ben.total.games, ben.total.wins, ben.by_level[PEOPLE_ONLY].games) == (1, 1.0, 1)
    assert stats.profile("Nobody", "puertorico").total.games == 0
    # one player count: its games only, and the others' scores left out
    assert stats.player_counts("Anna", "puertorico") == [2, 3]
    assert stats.player_counts("Anna", "cards") == [2]
    two = stats.profile("Anna", "puertorico", players=2)
    assert (two.total.games, two.total.wins, list(two.by_players)) == (2, 1.0, [2])
    assert [score for _, score, _ in two.scores] == [40, 25]
    assert stats.profile("Anna", "puertorico", players=5).total.games == 0


@pytest.mark.parametrize("game", ["puertorico", "cards"])
def test_a_records_summary_comes_from_the_final_state(tmp_path: Path, game: str) -> None:
    seats = [("Anna", True, "normal"), ("Max", False, "hard"), ("Eva", False, "beginner")]
    record = finished_record(seats, seed=6, game=game)
    path = archive_finished(record, records_dir(tmp_path))
    assert path is not None
    state = record.replay()
    summary = st.summarize(path)
    assert [s.score for s in summary.seats] == state.scores()
    assert [s.win for s in summary.seats] == state.returns()
    assert sum(s.win for s in summary.seats) == pytest.approx(1.0)
    for result, player in zip(summary.seats, state.players, strict=True):
        if game == "cards":
            assert isinstance(state, cards.CardState)
            # the city's cards but the one dealt at the start (the Indigo Plant
            # everybody gets is nobody's favourite building), unless built over
            city = [CARDS[k].id for k in player.city]
            if "indigo_plant" in city:
                city.remove("indigo_plant")
            assert result.buildings == tuple(city)
        else:
            assert isinstance(state, engine.GameState)
            assert result.buildings == tuple(BUILDINGS[b].id for b in player.buildings)
        assert result.buildings  # everybody built something in a whole game
    stats = load_statistics(records_dir(tmp_path), tmp_path / "statistics.json")
    anna = stats.profile("Anna", game)
    assert anna.total.games == 1
    assert anna.by_level == {"beginner+hard": anna.total}
    _top_id, top_count = anna.favourites()[0]
    assert top_count == max(summary.seats[0].buildings.count(b) for b in summary.seats[0].buildings)


def _archive(base: Path) -> None:
    folder = records_dir(base)
    archive_finished(finished_record([("Anna", True, "normal"), ("Max", False, "hard")], 3), folder)
    archive_finished(
        finished_record([("Anna", True, "normal"), ("Max", False, "normal")], 4, "cards"), folder
    )


def test_statistics_survive_a_restart(tmp_path: Path) -> None:
    _archive(tmp_path)
    first = load_statistics(records_dir(tmp_path), tmp_path / "statistics.json")
    cache = json.loads((tmp_path / "statistics.json").read_text())
    assert cache["format"] == "puertorico-qt/statistics" and len(cache["records"]) == 2
    # another process reads the same files: the same figures
    code = (
        "import json, sys; from puertorico_qt.persistence.statistics import load_statistics;"
        "s = load_statistics(sys.argv[1] + '/records', sys.argv[1] + '/statistics.json');"
        "p = s.profile('Anna', 'puertorico');"
        "print(json.dumps([s.names(), p.total.games, p.total.wins, p.best]))"
    )
    out = subprocess.run(
        [sys.executable, "-c", code, str(tmp_path)], capture_output=True, text=True, check=True
    )
    anna = first.profile("Anna", "puertorico")
    assert json.loads(out.stdout) == [["Anna"], anna.total.games, anna.total.wins, anna.best]


def test_a_summary_is_computed_once(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _archive(tmp_path)
    load_statistics(records_dir(tmp_path), tmp_path / "statistics.json")
    calls: list[Path] = []
    real = st.summarize
    monkeypatch.setattr(st, "summarize", lambda path: calls.append(path) or real(path))
    again = load_statistics(records_dir(tmp_path), tmp_path / "statistics.json")
    assert calls == [] and len(again.summaries) == 2
    # a new record is summarised, the others come from the cache
    archive_finished(
        finished_record([("Anna", True, "normal"), ("Max", False, "hard")], 5),
        records_dir(tmp_path),
    )
    third = load_statistics(records_dir(tmp_path), tmp_path / "statistics.json")
    assert len(calls) == 1 and len(third.summaries) == 3


@pytest.mark.parametrize(
    "content", ['{"format": "puertorico-qt/statistics", "rec', '{"some": "other program"}', ""]
)
def test_a_damaged_cache_is_set_aside_and_rebuilt(
    tmp_path: Path, content: str, caplog: pytest.LogCaptureFixture
) -> None:
    _archive(tmp_path)
    good = load_statistics(records_dir(tmp_path), tmp_path / "statistics.json")
    cache = tmp_path / "statistics.json"
    cache.write_text(content)
    with caplog.at_level(logging.WARNING, logger="puertorico_qt.persistence.statistics"):
        rebuilt = load_statistics(records_dir(tmp_path), cache)
    assert rebuilt.cache_problem is not None
    assert "set aside" in caplog.text and "rebuilt" in caplog.text
    aside = list(tmp_path.glob("statistics-damaged-*.json"))
    assert len(aside) == 1 and aside[0].read_text() == content  # kept, not deleted
    assert rebuilt.summaries == good.summaries
    assert json.loads(cache.read_text())["format"] == "puertorico-qt/statistics"  # rebuilt


def test_bad_files_in_the_archive_are_skipped(tmp_path: Path) -> None:
    _archive(tmp_path)
    folder = records_dir(tmp_path)
    (folder / "2031-01-01-000000_foreign.json").write_text(json.dumps({"format": "other"}))
    (folder / "2031-01-02-000000_cut.json").write_text('{"format": "puertorico-qt/save", ')
    # a record that looks right but whose moves the rules refuse
    one = sorted(folder.glob("*_puertorico_*.json"))[0]
    data = json.loads(one.read_text())
    data["actions"] = [*data["actions"][:5], "nonsense", *data["actions"][5:]]
    (folder / "2031-01-03-000000_puertorico_Anna-Max_bbbbbbbbbbbb.json").write_text(
        json.dumps(data)
    )
    stats = load_statistics(folder, tmp_path / "statistics.json")
    assert len(stats.summaries) == 2
    assert len(stats.skipped) == 3
    assert stats.profile("Anna", "puertorico").total.games == 1


def test_an_older_programs_cache_is_made_anew_without_a_fuss(tmp_path: Path) -> None:
    """A cache of an earlier version is derived data: rebuilt, not set aside as damaged."""
    record = finished_record([("Anna", True, "normal"), ("Max", False, "hard")], seed=6)
    archive_finished(record, records_dir(tmp_path))
    cache = tmp_path / "statistics.json"
    cache.write_text(json.dumps({"format": st.CACHE_FORMAT, "version": 1, "records": {}}))
    stats = load_statistics(records_dir(tmp_path), cache)
    assert stats.cache_problem is None and len(stats.summaries) == 1
    assert not list(tmp_path.glob("statistics-damaged-*.json"))
    assert json.loads(cache.read_text())["version"] == st.CACHE_VERSION
