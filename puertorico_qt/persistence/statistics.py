"""Statistics per player name, built from the archive of finished games.

The archive (``archive.py``) is the only source: the figures cannot get out of step
with it, and they survive a restart because the records do.  Each record is
summarised once — replayed with the rules (they are deterministic) to get the final
scores, the winners and everybody's buildings — and the summary is kept in a small
cache, ``statistics.json`` beside ``records/``, keyed by the record's file name, size
and modification time.  A changed or new record is summarised again; a record gone is
dropped.  A damaged or foreign cache is set aside (``statistics-damaged-<time>.json``)
and rebuilt from the records, with a line in the log; it never stops the program.

``load_statistics()`` gives a ``Statistics``; ``Statistics.profile(name, game)`` the
figures of one person in one game (the board game or the card game), of all its games
or of those with one player count.  No Qt here.
"""

from __future__ import annotations

import json
import logging
import os
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..cards.data import CARDS
from ..engine.data import BUILDINGS
from ..games import CARD_GAME, GAMES
from .archive import list_records
from .record import SaveError
from .store import _read_json, data_dir, load_game, write_atomic

log = logging.getLogger(__name__)

CACHE_FORMAT = "puertorico-qt/statistics"
#: 2: a card game's buildings leave out the city it started with (the Indigo Plant
#: everybody gets was every card player's "favourite building").
CACHE_VERSION = 2
CACHE_NAME = "statistics.json"
PEOPLE_ONLY = "people"  # the opponent level of a game without computer players
FAVOURITES = 5  # how many favourite buildings a profile names


def cache_path(base: str | os.PathLike[str] | None = None) -> Path:
    return (Path(base) if base is not None else data_dir()) / CACHE_NAME


# --------------------------------------------------------------------------- one record


@dataclass(frozen=True, slots=True)
class SeatResult:
    """How one seat did in one finished game."""

    name: str
    human: bool
    level: str
    score: int
    win: float  # 1 alone, 1/k shared among k winners, else 0
    buildings: tuple[str, ...]  # ids of the buildings built (a card city's dealt card left out)


@dataclass(frozen=True, slots=True)
class RecordSummary:
    """One finished game, as the statistics need it."""

    file: str
    game: str
    finished_at: str
    seats: tuple[SeatResult, ...]

    def opponent_level(self, seat: int) -> str:
        """The computer players' level(s) this seat played against: "hard", or
        "beginner+hard" for a mix, or ``PEOPLE_ONLY``."""
        levels = sorted({s.level for i, s in enumerate(self.seats) if i != seat and not s.human})
        return "+".join(levels) if levels else PEOPLE_ONLY

    def to_dict(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "finished_at": self.finished_at,
            "seats": [
                [s.name, s.human, s.level, s.score, s.win, list(s.buildings)] for s in self.seats
            ],
        }

    @classmethod
    def from_dict(cls, file: str, d: object) -> RecordSummary:
        """ValueError when ``d`` is not a summary this program wrote."""
        if not isinstance(d, dict):
            raise ValueError("a summary must be an object")
        game, finished_at, seats = d.get("game"), d.get("finished_at"), d.get("seats")
        if game not in GAMES or not isinstance(finished_at, str) or not isinstance(seats, list):
            raise ValueError("a summary lacks its game, time or seats")
        results = []
        for s in seats:
            if not (isinstance(s, list) and len(s) == 6):
                raise ValueError("a seat of a summary is not a list of six")
            name, human, level, score, win, buildings = s
            if not (
                isinstance(name, str)
                and isinstance(human, bool)
                and isinstance(level, str)
                and isinstance(score, int)
                and isinstance(win, int | float)
                and isinstance(buildings, list)
                and all(isinstance(b, str) for b in buildings)
            ):
                raise ValueError("a seat of a summary has a wrong field")
            results.append(SeatResult(name, human, level, score, float(win), tuple(buildings)))
        return cls(file, str(game), finished_at, tuple(results))


def summarize(path: Path) -> RecordSummary:
    """Read, validate and replay one record (SaveError when it is not a finished game)."""
    record, state = load_game(path)
    if not state.is_terminal():
        raise SaveError(f"{path.name} is not a finished game", "invalid")
    scores, returns = state.scores(), state.returns()
    start = record.new_state()
    seats = []
    for seat, info in enumerate(record.seats):
        player = state.players[seat]
        if record.game == CARD_GAME.name:
            given = list(start.players[seat].city)  # dealt, not chosen
            city = []
            for kind in player.city:
                if kind in given:
                    given.remove(kind)
                else:
                    city.append(kind)
            built = tuple(CARDS[kind].id for kind in city)
        else:
            built = tuple(BUILDINGS[b].id for b in player.buildings)
        seats.append(
            SeatResult(info.name, info.is_human, info.level, scores[seat], returns[seat], built)
        )
    return RecordSummary(path.name, record.game, record.updated, tuple(seats))


# --------------------------------------------------------------------------- one person


@dataclass(slots=True)
class Tally:
    games: int = 0
    wins: float = 0.0

    @property
    def rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    def add(self, win: float) -> None:
        self.games += 1
        self.wins += win


@dataclass(slots=True)
class Profile:
    """One person's figures in one game (board game or card game)."""

    name: str
    game: str
    total: Tally = field(default_factory=Tally)
    by_level: dict[str, Tally] = field(default_factory=dict)
    by_players: dict[int, Tally] = field(default_factory=dict)
    scores: list[tuple[str, int, float]] = field(default_factory=list)  # (time, score, win)
    built: Counter[str] = field(default_factory=Counter)

    @property
    def average(self) -> float:
        return sum(s for _, s, _ in self.scores) / len(self.scores) if self.scores else 0.0

    @property
    def best(self) -> int:
        return max((s for _, s, _ in self.scores), default=0)

    def favourites(self, count: int = FAVOURITES) -> list[tuple[str, int]]:
        """The buildings built most often (ties by id, so that the order is stable)."""
        return sorted(self.built.items(), key=lambda kv: (-kv[1], kv[0]))[:count]


@dataclass(slots=True)
class Statistics:
    """The summaries of every archived game, oldest first, and what was skipped."""

    summaries: list[RecordSummary] = field(default_factory=list)
    skipped: list[tuple[Path, str]] = field(default_factory=list)
    cache_problem: str | None = None  # why the cache was set aside (None: it was fine)

    def names(self) -> list[str]:
        """The names of the people (not the computer players) in the archive."""
        return sorted(
            {s.name for r in self.summaries for s in r.seats if s.human}, key=str.casefold
        )

    def games_of(self, name: str) -> list[str]:
        """The games (``games.GAMES`` keys) ``name`` has played, in the table's order."""
        played = {r.game for r in self.summaries for s in r.seats if s.human and s.name == name}
        return [g for g in GAMES if g in played]

    def player_counts(self, name: str, game: str) -> list[int]:
        """The player counts of the games of ``game`` that ``name`` played, fewest first."""
        return sorted(
            {
                len(r.seats)
                for r in self.summaries
                if r.game == game and any(s.human and s.name == name for s in r.seats)
            }
        )

    def profile(self, name: str, game: str, players: int | None = None) -> Profile:
        """``players``: only the games of that many players (None: all).  Scores of
        a 2-player and a 5-player game are not alike, so a person may look at one."""
        profile = Profile(name, game)
        for summary in self.summaries:
            if summary.game != game or players not in (None, len(summary.seats)):
                continue
            for seat, result in enumerate(summary.seats):
                if not (result.human and result.name == name):
                    continue
                profile.total.add(result.win)
                profile.by_level.setdefault(summary.opponent_level(seat), Tally()).add(result.win)
                profile.by_players.setdefault(len(summary.seats), Tally()).add(result.win)
                profile.scores.append((summary.finished_at, result.score, result.win))
                profile.built.update(result.buildings)
        return profile


# --------------------------------------------------------------------------- the cache


def _stamp(path: Path) -> tuple[int, int] | None:
    try:
        info = path.stat()
    except OSError:
        return None
    return info.st_size, info.st_mtime_ns


def read_cache(path: Path) -> tuple[dict[str, Any], str | None]:
    """The cache's entries by file name, and why it was set aside (None: it was fine or
    missing).  A damaged or foreign cache is moved to ``statistics-damaged-<time>.json``
    (never deleted) and an empty cache returned."""
    if not path.exists():
        return {}, None
    try:
        data = _read_json(path)
        if not isinstance(data, dict) or data.get("format") != CACHE_FORMAT:
            raise SaveError(f"{path.name} is not a statistics file of this program", "foreign")
        version = data.get("version")
        if isinstance(version, int) and 0 < version < CACHE_VERSION:
            return {}, None  # an older program's summaries: made anew, nothing set aside
        if version != CACHE_VERSION or not isinstance(data.get("records"), dict):
            raise SaveError(f"{path.name} has an unknown version or layout", "version")
        return data["records"], None
    except SaveError as exc:
        problem = str(exc)
    aside = path.with_name(f"{path.stem}-damaged-{time.strftime('%Y%m%d-%H%M%S')}{path.suffix}")
    try:
        os.replace(path, aside)
        log.warning("statistics: %s; set aside as %s and rebuilt from the records", problem, aside)
    except OSError as exc:
        log.warning("statistics: %s; could not set it aside (%s)", problem, exc)
    return {}, problem


def load_statistics(
    records: str | os.PathLike[str] | None = None, cache: str | os.PathLike[str] | None = None
) -> Statistics:
    """The statistics of the archive ``records`` (default ``records_dir()``), with the
    summaries cached in ``cache`` (default ``cache_path()``).  Never raises for a bad
    record or cache: a bad record is skipped (``skipped``), a bad cache rebuilt."""
    cache_file = Path(cache) if cache is not None else cache_path()
    listing = list_records(records)
    entries, problem = read_cache(cache_file)
    stats = Statistics(skipped=list(listing.skipped), cache_problem=problem)
    fresh: dict[str, Any] = {}
    changed = problem is not None
    for info in reversed(listing.records):  # oldest first
        stamp = _stamp(info.path)
        if stamp is None:
            continue
        name = info.path.name
        entry = entries.get(name)
        summary: RecordSummary | None = None
        if isinstance(entry, dict) and [entry.get("size"), entry.get("mtime_ns")] == list(stamp):
            try:
                summary = RecordSummary.from_dict(name, entry.get("summary"))
            except ValueError:
                summary = None
        if summary is None:
            changed = True
            try:
                summary = summarize(info.path)
            except SaveError as exc:
                stats.skipped.append((info.path, str(exc)))
                continue
        fresh[name] = {"size": stamp[0], "mtime_ns": stamp[1], "summary": summary.to_dict()}
        stats.summaries.append(summary)
    if changed or set(fresh) != set(entries):
        _write_cache(cache_file, fresh)
    for path, reason in stats.skipped:
        log.warning("statistics: skipped %s: %s", path.name, reason)
    return stats


def _write_cache(path: Path, entries: dict[str, Any]) -> None:
    data = {"format": CACHE_FORMAT, "version": CACHE_VERSION, "records": entries}
    text = json.dumps(data, ensure_ascii=False, separators=(",", ":")) + "\n"
    try:
        write_atomic(path, text.encode("utf-8"))
    except SaveError as exc:  # the figures are still right; the next start recomputes
        log.warning("statistics: could not write the cache: %s", exc)


__all__ = [
    "CACHE_NAME",
    "PEOPLE_ONLY",
    "Profile",
    "RecordSummary",
    "SeatResult",
    "Statistics",
    "Tally",
    "cache_path",
    "load_statistics",
    "summarize",
]
