"""Saved games on disk: where they live, atomic writes, validated reads.

- ``data_dir()`` is ``platformdirs.user_data_dir("puertorico-qt")`` (honours
  ``XDG_DATA_HOME`` on Linux, so tests and sandboxes can redirect it);
  named saves go to ``saves_dir()``, the autosave is ``autosave_path()``.
- ``save_record`` writes a temporary file in the target's directory, flushes
  and fsyncs it, then ``os.replace``-s it over the target: a crash or a full
  disk leaves either the old file or the new one, never half of one.
- ``load_record`` / ``load_game`` read, check the format and version, and
  replay every action through the engine.  Anything wrong raises ``SaveError``
  with a message that names the problem; reading never writes.
"""

from __future__ import annotations

import contextlib
import json
import os
import tempfile
from dataclasses import dataclass
from pathlib import Path

import platformdirs

from .. import engine
from .record import FORMAT, GameRecord, SaveError, now_iso

APP_NAME = "puertorico-qt"
SAVE_SUFFIX = ".json"
MAX_SAVE_BYTES = 16 * 1024 * 1024  # a whole game is a few kB; refuse anything absurd


def data_dir() -> Path:
    """The program's data directory (not created here)."""
    return Path(platformdirs.user_data_dir(APP_NAME))


def saves_dir() -> Path:
    return data_dir() / "saves"


def autosave_path() -> Path:
    return data_dir() / "autosave.json"


# --------------------------------------------------------------------------- writing


def save_record(path: str | os.PathLike[str], record: GameRecord) -> None:
    """Write ``record`` to ``path`` atomically; ``record.updated`` is set to now.

    Raises SaveError (code ``write_failed``) when the file cannot be written; the
    file that was there before is then left as it was.
    """
    target = Path(path)
    record.updated = now_iso()
    text = json.dumps(record.to_dict(), ensure_ascii=False, indent=1) + "\n"
    data = text.encode("utf-8")
    tmp_name: str | None = None
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp_name = tempfile.mkstemp(
            prefix=f".{target.name}.", suffix=".tmp", dir=str(target.parent)
        )
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp_name, target)
        tmp_name = None
        _fsync_dir(target.parent)
    except OSError as exc:
        reason = exc.strerror or str(exc)
        raise SaveError(f"cannot write {target}: {reason}", "write_failed") from exc
    finally:
        if tmp_name is not None:
            with contextlib.suppress(OSError):
                os.unlink(tmp_name)


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


def _read_json(path: Path) -> object:
    try:
        size = path.stat().st_size
        if size > MAX_SAVE_BYTES:
            raise SaveError(f"{path} is too large to be a saved game ({size} bytes)", "foreign")
        raw = path.read_bytes()
    except OSError as exc:
        raise SaveError(f"cannot read {path}: {exc.strerror or exc}", "unreadable") from None
    if not raw.strip():
        raise SaveError(f"{path} is empty", "not_json")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise SaveError(f"{path} is not a text file (not UTF-8)", "unreadable") from None
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise SaveError(
            f"{path} is damaged or cut short: not valid JSON ({exc.msg} at line {exc.lineno}, "
            f"column {exc.colno})",
            "not_json",
        ) from None


def load_game(path: str | os.PathLike[str]) -> tuple[GameRecord, engine.GameState]:
    """Read, validate and replay a saved game: the record and the state it leads to."""
    p = Path(path)
    data = _read_json(p)
    try:
        record = GameRecord.from_dict(data)
        state = record.replay()
    except SaveError as exc:
        raise SaveError(f"{p}: {exc}", exc.code, action_index=exc.action_index) from None
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
            seats = data.get("seats") if isinstance(data.get("seats"), list) else []
            actions = data.get("actions") if isinstance(data.get("actions"), list) else []
            out.append(
                SaveInfo(
                    path=path,
                    updated=str(data.get("updated", "")),
                    finished=bool(data.get("finished", False)),
                    players=tuple(str(s.get("name", "?")) for s in seats if isinstance(s, dict)),
                    actions=len(actions),
                )
            )
        except SaveError as exc:
            out.append(SaveInfo(path, "", False, (), 0, error=str(exc)))
    out.sort(key=lambda s: (s.updated, s.path.name), reverse=True)
    return out
