"""Saved games on disk: where they live, atomic writes, validated reads.

- ``data_dir()`` is ``platformdirs.user_data_dir("puertorico-qt")`` (honours
  ``XDG_DATA_HOME`` on Linux, so tests and sandboxes can redirect it);
  named saves go to ``saves_dir()``, the autosave is ``autosave_path()``.
- ``save_record`` writes a temporary file in the target's directory, flushes
  and fsyncs it, then ``os.replace``-s it over the target: a crash or a full
  disk leaves either the old file or the new one, never half of one.  Temporary
  files that a killed writer left behind are removed by the next write of the same
  target once they are a minute old (``remove_stale_temp_files``).
- ``load_record`` / ``load_game`` read, check the format and version, and
  replay every action through the engine.  Anything wrong raises ``SaveError``
  with a short message that names the problem; reading never writes.  No file,
  however large, deep or strange, gets another exception out of them.
"""

from __future__ import annotations

import contextlib
import json
import math
import os
import re
import stat
import tempfile
import time
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

import platformdirs

from ..engine.config import short_repr
from ..games import GAMES
from .record import (
    FORMAT,
    GAME,
    MAX_NAME_LENGTH,
    MAX_TEXT_LENGTH,
    GameRecord,
    SaveError,
    clean_text,
    now_iso,
)

APP_NAME = "puertorico-qt"
SAVE_SUFFIX = ".json"
MAX_SAVE_BYTES = 2 * 1024 * 1024  # a whole game is a few kB; refuse anything absurd
MAX_NUMBER_DIGITS = 40  # a number in a save is a seed or a count; refuse longer ones
STALE_TEMP_SECONDS = 60.0  # a temporary file this old is a killed writer's, not a live one


def data_dir() -> Path:
    """The program's data directory (not created here)."""
    return Path(platformdirs.user_data_dir(APP_NAME))


def saves_dir() -> Path:
    return data_dir() / "saves"


def records_dir(base: str | os.PathLike[str] | None = None) -> Path:
    """The archive of finished games: ``records/`` in ``base`` (default ``data_dir()``)."""
    return (Path(base) if base is not None else data_dir()) / "records"


_autosave_slot: Path | None = None  # this process's slot (``instance.claim_autosave``)


def autosave_path() -> Path:
    """This program's autosave: ``autosave.json`` in ``data_dir()``, or the slot the
    running program claimed (``instance.py``: a second copy running writes its own)."""
    return _autosave_slot if _autosave_slot is not None else data_dir() / "autosave.json"


def use_autosave(path: Path | None) -> None:
    """Where ``autosave_path`` points from now on (None: the usual file)."""
    global _autosave_slot
    _autosave_slot = path


# --------------------------------------------------------------------------- writing


#: How many replaced unfinished games ``keep_unfinished`` keeps (the oldest go first).
KEEP_UNFINISHED = 5


def unfinished_dir(autosave: Path | None = None) -> Path:
    """Where unfinished games go when a new one replaces them: beside the autosave."""
    return (autosave or autosave_path()).parent / "unfinished"


def keep_unfinished(
    record: GameRecord,
    folder: str | os.PathLike[str],
    keep: int = KEEP_UNFINISHED,
    keep_time: bool = False,
) -> Path:
    """Keep ``record`` — an unfinished game about to be replaced (a new game, another
    one opened), whose autosave is about to be overwritten — in ``folder``, and remove
    the oldest kept ones beyond ``keep``.  ``keep_time``: its ``updated`` stays when it
    was last played (a game set aside later, not one replaced now).  Returns the file
    written; raises SaveError (``write_failed``) when it cannot be written."""
    target_dir = Path(folder)
    stamp = datetime.now().strftime("%Y-%m-%d-%H%M%S")
    target = target_dir / f"unfinished-{stamp}{SAVE_SUFFIX}"
    n = 1
    while target.exists():
        n += 1
        target = target_dir / f"unfinished-{stamp}-{n}{SAVE_SUFFIX}"
    save_record(target, record, touch=not keep_time)
    kept = sorted(
        (p for p in target_dir.glob(f"unfinished-*{SAVE_SUFFIX}") if p.is_file()),
        key=lambda p: p.stat().st_mtime,
    )
    for old in kept[: max(0, len(kept) - keep)]:
        with contextlib.suppress(OSError):
            old.unlink()
    return target


def save_record(path: str | os.PathLike[str], record: GameRecord, touch: bool = True) -> None:
    """Write ``record`` to ``path`` atomically; ``record.updated`` is set to now (not
    with ``touch=False``: a copy of a game last played earlier).

    Raises SaveError (code ``write_failed``) when the file cannot be written (or,
    which the program never makes, the record cannot be written as JSON text); the
    file that was there before is then left as it was.  Stale temporary files of
    earlier writes of ``path`` that were killed are removed first.
    """
    target = Path(path)
    if touch or not record.updated:  # ``touch``: it was played now
        record.updated = now_iso()
    try:
        text = json.dumps(record.to_dict(), ensure_ascii=False, indent=1) + "\n"
        data = text.encode("utf-8")
    except (UnicodeError, ValueError, TypeError, RecursionError) as exc:
        raise SaveError(
            f"cannot write {_shown(target)}: the game cannot be written as text "
            f"({short_repr(str(exc), 120)})",
            "write_failed",
        ) from None
    write_atomic(target, data)


def write_atomic(path: str | os.PathLike[str], data: bytes) -> None:
    """Write ``data`` to ``path`` atomically: a temporary file in the same directory,
    flushed and fsynced, then ``os.replace``-d over the target (the directory is made if
    needed).  Raises SaveError (``write_failed``) when it cannot be written; the file
    that was there before is then left as it was.  Stale temporary files of earlier
    writes of ``path`` that were killed are removed first.  Every file of the program
    (saves, the autosave, the records archive, the statistics cache) is written here."""
    target = Path(path)
    remove_stale_temp_files(target)
    tmp_name: str | None = None
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp_name = tempfile.mkstemp(
            prefix=f".{target.name}.", suffix=".tmp", dir=str(target.parent)
        )
        with contextlib.suppress(OSError):  # mkstemp's 0600 would narrow a shared file
            os.chmod(tmp_name, _mode_for(target))
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp_name, target)
        tmp_name = None
        _fsync_dir(target.parent)
    except OSError as exc:
        reason = exc.strerror or str(exc)
        raise SaveError(f"cannot write {_shown(target)}: {reason}", "write_failed") from exc
    finally:
        if tmp_name is not None:
            with contextlib.suppress(OSError):
                os.unlink(tmp_name)


def _read_umask() -> int:
    mask = os.umask(0)  # (read once, at import: nothing else runs yet)
    os.umask(mask)
    return mask


_UMASK = _read_umask()


def _mode_for(target: Path) -> int:
    """The permissions a written file gets: those of the file it replaces, else what
    the user's umask gives a new file (``rw-r--r--`` usually)."""
    try:
        return stat.S_IMODE(target.stat().st_mode)
    except OSError:
        return 0o666 & ~_UMASK


def remove_stale_temp_files(
    path: str | os.PathLike[str], older_than: float = STALE_TEMP_SECONDS
) -> int:
    """Remove what killed writes of ``path`` left: ``.<name>.<random>.tmp`` files next
    to it (the names ``save_record`` gives its temporary files) that were last changed
    more than ``older_than`` seconds ago; a younger one may be another writer's at
    work and is left alone.  Returns how many were removed; never raises."""
    target = Path(path)
    pattern = re.compile(re.escape(f".{target.name}.") + r"[A-Za-z0-9_]+\.tmp")
    deadline = time.time() - older_than
    removed = 0
    try:
        entries = list(os.scandir(target.parent))
    except OSError:
        return 0
    for entry in entries:
        if not pattern.fullmatch(entry.name):
            continue
        try:
            info = entry.stat(follow_symlinks=False)
            if stat.S_ISREG(info.st_mode) and info.st_mtime < deadline:
                os.unlink(entry.path)
                removed += 1
        except OSError:
            continue
    return removed


def _fsync_dir(directory: Path) -> None:
    """Make the rename itself durable (POSIX); a no-op where directories cannot be opened."""
    if os.name != "posix":
        return
    try:
        fd = os.open(directory, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


# --------------------------------------------------------------------------- reading


class _BadNumber(ValueError):
    """A number no save holds (raised by the JSON parser's hooks)."""


def _parse_int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_NUMBER_DIGITS:
        raise _BadNumber(f"a number of {len(text)} digits")
    return int(text)


def _parse_float(text: str) -> float:
    value = float(text) if len(text) <= 2 * MAX_NUMBER_DIGITS else math.inf
    if not math.isfinite(value):
        raise _BadNumber(f"a number out of range ({short_repr(text, 30)})")
    return value


def _parse_constant(name: str) -> float:
    raise _BadNumber(f"{name}, which is not a number in JSON")


def _shown(path: Path) -> str:
    """A path for a message: its end if it is very long, and a file name that is not
    UTF-8 (lone surrogates in a str) made printable."""
    text = str(path)
    if len(text) > 300:
        text = "…" + text[-299:]
    return clean_text(text, 300)


def _read_bytes(path: Path) -> bytes:
    """The file's bytes, at most MAX_SAVE_BYTES of them; only a regular file is read."""
    if not stat.S_ISREG(path.stat().st_mode):  # a pipe would block, a device never end
        raise SaveError(f"{_shown(path)} is not a file", "unreadable")
    with path.open("rb") as fh:
        info = os.fstat(fh.fileno())
        if not stat.S_ISREG(info.st_mode):
            raise SaveError(f"{_shown(path)} is not a file", "unreadable")
        if info.st_size > MAX_SAVE_BYTES:
            raise SaveError(
                f"{_shown(path)} is too large to be a saved game ({info.st_size} bytes)",
                "foreign",
            )
        raw = fh.read(MAX_SAVE_BYTES + 1)  # it may have grown since
    if len(raw) > MAX_SAVE_BYTES:
        raise SaveError(f"{_shown(path)} is too large to be a saved game", "foreign")
    return raw


def _read_json(path: Path) -> object:
    try:
        raw = _read_bytes(path)
    except OSError as exc:
        raise SaveError(
            f"cannot read {_shown(path)}: {exc.strerror or short_repr(str(exc), 100)}",
            "unreadable",
        ) from None
    if not raw.strip():
        raise SaveError(f"{_shown(path)} is empty", "not_json")
    try:
        text = raw.decode("utf-8-sig")  # (a BOM: an old Windows editor's)
    except UnicodeDecodeError:
        raise SaveError(f"{_shown(path)} is not a text file (not UTF-8)", "foreign") from None
    try:
        return json.loads(
            text, parse_int=_parse_int, parse_float=_parse_float, parse_constant=_parse_constant
        )
    except json.JSONDecodeError as exc:
        # ("Unterminated string starting at" ends in "at" itself)
        problem = exc.msg.removesuffix(" at")
        raise SaveError(
            f"{_shown(path)} is damaged or cut short: not valid JSON ({problem} at line "
            f"{exc.lineno}, column {exc.colno})",
            "not_json",
        ) from None
    except RecursionError:
        raise SaveError(
            f"{_shown(path)} is not a saved game: its JSON is nested too deeply", "invalid"
        ) from None
    except _BadNumber as exc:
        raise SaveError(f"{_shown(path)} is not a saved game: it holds {exc}", "invalid") from None


def load_game(path: str | os.PathLike[str], keep: int | None = None) -> tuple[GameRecord, Any]:
    """Read, validate and replay a saved game: the record and the state it leads to
    (an ``engine.GameState`` or, for ``record.game == "cards"``, a ``cards.CardState``).

    ``keep``: only the file's first ``keep`` decisions — a save whose later move the
    rules refuse (made by a version whose rules were corrected since) can still be
    played on from the position before that move.  The file itself is not changed."""
    p = Path(path)
    data = _read_json(p)
    try:
        record = GameRecord.from_dict(data)
        if keep is not None:
            record.actions = record.actions[: max(0, keep)]
        state = record.replay()
    except SaveError as exc:
        raise SaveError(f"{_shown(p)}: {exc}", exc.code, action_index=exc.action_index) from None
    record.finished = state.is_terminal()
    return record, state


def load_record(path: str | os.PathLike[str]) -> GameRecord:
    """Read and validate a saved game (every action is replayed through the engine)."""
    return load_game(path)[0]


# --------------------------------------------------------------------------- listing


@dataclass(frozen=True, slots=True)
class SaveInfo:
    """One file in the saves directory, read cheaply (no replay) for a list or menu."""

    path: Path
    updated: str
    finished: bool
    players: tuple[str, ...]
    actions: int
    error: str | None = None  # set when the file is not a readable save
    game: str = GAME  # the "game" field: which of ``games.GAMES`` it is


def list_saves(directory: str | os.PathLike[str] | None = None) -> list[SaveInfo]:
    """The saved games in ``directory`` (default ``saves_dir()``), newest first."""
    folder = Path(directory) if directory is not None else saves_dir()
    if not folder.is_dir():
        return []
    out: list[SaveInfo] = []
    for path in folder.glob(f"*{SAVE_SUFFIX}"):
        if path.name.startswith("."):
            continue  # a temporary file of a write in progress
        try:
            data = _read_json(path)
            if not isinstance(data, dict) or data.get("format") != FORMAT:
                raise SaveError("not a puertorico-qt saved game", "foreign")
            game = data.get("game", GAME)
            if not isinstance(game, str) or game not in GAMES:
                raise SaveError("a saved game of another game", "foreign")
            seats, actions, updated = data.get("seats"), data.get("actions"), data.get("updated")
            seats = seats if isinstance(seats, list) else []
            actions = actions if isinstance(actions, list) else []
            out.append(
                SaveInfo(
                    path=path,
                    updated=clean_text(updated, MAX_TEXT_LENGTH)
                    if isinstance(updated, str)
                    else "",
                    finished=data.get("finished") is True,
                    players=tuple(_seat_name(s) for s in seats[:8] if isinstance(s, dict)),
                    actions=len(actions),
                    game=game,
                )
            )
        except SaveError as exc:
            out.append(SaveInfo(path, "", False, (), 0, error=str(exc)))
    out.sort(key=lambda s: (s.updated, s.path.name), reverse=True)
    return out


def _seat_name(seat: dict) -> str:
    name = seat.get("name")
    return clean_text(name, MAX_NAME_LENGTH) if isinstance(name, str) else "?"
