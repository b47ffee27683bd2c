"""The archive of finished games: one record file per game in ``records/``.

When a game ends, the desktop program keeps its finished ``GameRecord`` (options,
seed, seats, every decision) in ``records_dir()`` — unless the player switched
"Keep finished games" off.  A record file is an ordinary save (``docs/save-format.md``):
it can be opened, replayed and played back like any other.

- The file name sorts by time and says what it is:
  ``2026-11-24-203015_puertorico_Anna-Bob-Carla_3f2a9c1d0b7e.json`` — the UTC time the
  game ended, the game, the players, and the game's *key* (a hash of the game, its
  options, its seed, its seats and its decisions).
- The key makes ``archive_finished`` idempotent: the same game (loaded again, its last
  move taken back and played again, the game-over signal sent twice) is archived once.
- ``list_records`` reads each file's envelope (no replay) for a newest-first list;
  a damaged or foreign file is skipped and reported, never fatal.

No Qt here.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime
from pathlib import Path

from ..games import GAMES
from .record import FORMAT, GAME, MAX_TEXT_LENGTH, GameRecord, SaveError, SeatInfo, clean_text
from .store import SAVE_SUFFIX, _read_json, records_dir, save_record

KEY_LENGTH = 12  # hex digits of the game's key in the file name
_NAME_PART = 14  # characters of one player's name in the file name
_NOT_WORD = re.compile(r"[^\w]+")


def game_key(record: GameRecord) -> str:
    """The identity of a game: the same game, options, seed, seats and decisions give
    the same key (the file times and the program version do not count)."""
    identity = {
        "game": record.game,
        "config": record.config,
        "seed": record.seed,
        "seats": [s.to_dict() for s in record.seats],
        "actions": list(record.actions),
    }
    text = json.dumps(identity, sort_keys=True, ensure_ascii=True, separators=(",", ":"))
    return hashlib.sha256(text.encode("ascii")).hexdigest()[:KEY_LENGTH]


def record_file_name(record: GameRecord, when: datetime | None = None) -> str:
    """``<UTC time>_<game>_<players>_<key>.json``: sortable, and safe on every system."""
    stamp = (when or datetime.now(UTC)).astimezone(UTC).strftime("%Y-%m-%d-%H%M%S")
    names = [
        _NOT_WORD.sub("", s.name)[:_NAME_PART] or f"P{i + 1}" for i, s in enumerate(record.seats)
    ]
    return f"{stamp}_{record.game}_{'-'.join(names)}_{game_key(record)}{SAVE_SUFFIX}"


def archived_path(record: GameRecord, folder: str | os.PathLike[str] | None = None) -> Path | None:
    """The file that already holds this game in the archive, or None."""
    directory = Path(folder) if folder is not None else records_dir()
    suffix = f"_{game_key(record)}{SAVE_SUFFIX}"
    try:
        return next((p for p in directory.iterdir() if p.name.endswith(suffix)), None)
    except OSError:
        return None


def archive_finished(
    record: GameRecord, folder: str | os.PathLike[str] | None = None
) -> Path | None:
    """Keep the finished game ``record`` in ``folder`` (default ``records_dir()``),
    written atomically (``save_record``).  Returns the new file, or None when the game
    is not finished or is already there.  Raises SaveError (``write_failed``) when the
    file cannot be written.  ``record`` itself is not changed."""
    if not record.finished:
        return None
    directory = Path(folder) if folder is not None else records_dir()
    if archived_path(record, directory) is not None:
        return None
    target = directory / record_file_name(record)
    save_record(target, replace(record, actions=list(record.actions), seats=list(record.seats)))
    return target


# --------------------------------------------------------------------------- listing


@dataclass(frozen=True, slots=True)
class RecordInfo:
    """One archived game, read cheaply (its envelope; no replay)."""

    path: Path
    game: str
    finished_at: str  # ISO time the file was written (the game's end)
    seats: tuple[SeatInfo, ...]
    actions: int
    #: The game's options as the file has them (unchecked: only shown, e.g. "1897,
    #: expansions I, III"; replaying the record checks them).
    config: dict[str, object] = field(default_factory=dict)

    @property
    def players(self) -> int:
        return len(self.seats)


@dataclass(slots=True)
class RecordListing:
    """The archive: the readable records, newest first, and the files skipped (each
    with the reason, in English, for the log)."""

    records: list[RecordInfo] = field(default_factory=list)
    skipped: list[tuple[Path, str]] = field(default_factory=list)


def read_record_info(path: Path) -> RecordInfo:
    """The envelope of one record file; SaveError when it is not a finished game's."""
    data = _read_json(path)
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError(f"{path.name} is not a puertorico-qt game record", "foreign")
    game = data.get("game", GAME)
    if not isinstance(game, str) or game not in GAMES:
        raise SaveError(f"{path.name} is a record of another game", "foreign")
    if data.get("finished") is not True:
        raise SaveError(f"{path.name} is not a finished game", "invalid")
    seats, actions, updated = data.get("seats"), data.get("actions"), data.get("updated")
    if not isinstance(seats, list) or not 2 <= len(seats) <= 5:
        raise SaveError(f"{path.name}: the players are not a list of 2 to 5 seats", "invalid")
    if not isinstance(actions, list):
        raise SaveError(f"{path.name}: the actions are not a list", "invalid")
    try:
        seat_infos = tuple(SeatInfo.from_dict(s) for s in seats)
    except SaveError as exc:
        raise SaveError(f"{path.name}: {exc}", exc.code) from None
    return RecordInfo(
        path=path,
        game=game,
        finished_at=clean_text(updated, MAX_TEXT_LENGTH) if isinstance(updated, str) else "",
        seats=seat_infos,
        actions=len(actions),
        config=config if isinstance(config := data.get("config"), dict) else {},
    )


def list_records(folder: str | os.PathLike[str] | None = None) -> RecordListing:
    """The archived games in ``folder`` (default ``records_dir()``), newest first (by
    file name, which starts with the time).  A file that is not a finished game's
    record is skipped and reported in ``skipped``."""
    directory = Path(folder) if folder is not None else records_dir()
    listing = RecordListing()
    try:
        paths = sorted(directory.glob(f"*{SAVE_SUFFIX}"), key=lambda p: p.name, reverse=True)
    except OSError:
        return listing
    for path in paths:
        if path.name.startswith("."):
            continue  # a temporary file of a write in progress
        try:
            listing.records.append(read_record_info(path))
        except SaveError as exc:
            listing.skipped.append((path, str(exc)))
    return listing
