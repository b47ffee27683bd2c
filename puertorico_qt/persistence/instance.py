"""One autosave per running program.

Two copies of the program that wrote the same ``autosave.json`` took turns over it,
and when both had closed only the game of the last one to write was left.  Each
running program therefore claims an autosave *slot*: ``autosave.json`` for the first,
``autosave-2.json`` … for others running at the same time, each held by an operating-
system lock on ``<slot>.lock`` that ends with the process (a crash or a kill included,
so no lock is ever left stale).  A slot file that no running program holds — a second
copy's autosave after it closed — is moved among the unfinished games
(``unfinished/``) when a program starts, where File › Recent games finds it.

No Qt here: the lock is the platform's own (``fcntl.flock``, ``msvcrt.locking``).
"""

from __future__ import annotations

import contextlib
import os
import sys
from pathlib import Path
from typing import IO

from .record import SaveError
from .store import (
    autosave_path,
    data_dir,
    keep_unfinished,
    load_record,
    unfinished_dir,
    use_autosave,
)

FIRST_SLOT = "autosave.json"
SLOTS = 9  # more copies than that at once: the last ones autosave by process id

#: The claimed slot's lock, held open while the program runs (its path is the one
#: ``store.autosave_path`` answers from then on).
_held: IO[bytes] | None = None
_claimed = False


def slot_name(n: int) -> str:
    return FIRST_SLOT if n == 1 else f"autosave-{n}.json"


def _lock(path: Path) -> IO[bytes] | None:
    """The open, locked ``path`` (keep it open: closing it unlocks), or None when
    another process holds it or it cannot be made."""
    try:
        handle = path.open("a+b")
    except OSError:
        return None
    try:
        if sys.platform == "win32":
            import msvcrt

            handle.seek(0)
            msvcrt.locking(handle.fileno(), msvcrt.LK_NBLCK, 1)
        else:
            import fcntl

            fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        handle.close()
        return None
    return handle


def is_held(folder: Path, n: int) -> bool:
    """Does a running program hold slot ``n`` of ``folder``?"""
    handle = _lock(folder / f"{slot_name(n)}.lock")
    if handle is None:
        return True
    handle.close()  # (closing unlocks it again)
    return False


def claim_autosave(folder: Path | None = None) -> Path:
    """Claim this process's autosave slot in ``folder`` (default ``data_dir()``) and
    return its file; ``autosave_path()`` answers it from now on.  Slots nobody holds
    are first cleared into the unfinished games (``adopt_orphans``)."""
    global _held, _claimed
    base = Path(folder) if folder is not None else data_dir()
    with contextlib.suppress(OSError):
        base.mkdir(parents=True, exist_ok=True)
    path = base / f"autosave-pid{os.getpid()}.json"
    for n in range(1, SLOTS + 1):
        _held = _lock(base / f"{slot_name(n)}.lock")
        if _held is not None:
            path = base / slot_name(n)
            break
    use_autosave(path)
    _claimed = True
    adopt_orphans(base)
    return path


def claimed_autosave() -> Path | None:
    """The slot this process claimed (None: none was claimed — tests, tools)."""
    return autosave_path() if _claimed else None


def release_autosave() -> None:
    """Give the slot back (the process ending does it too)."""
    global _held, _claimed
    if _held is not None:
        with contextlib.suppress(OSError):
            _held.close()
    _held, _claimed = None, False
    use_autosave(None)


def adopt_orphans(folder: Path) -> list[Path]:
    """Move the autosaves of the slots beyond the first that no running program holds
    among the unfinished games (an unreadable one is renamed ``…-damaged.json``, never
    deleted).  The first slot's file is the program's own "continue?" at start.
    Returns where the games went."""
    moved = []
    mine = claimed_autosave()
    for n in range(2, SLOTS + 1):
        path = folder / slot_name(n)
        if path == mine or not path.exists() or is_held(folder, n):
            continue
        try:
            record = load_record(path)
            if not record.finished and record.actions:
                kept = keep_unfinished(record, unfinished_dir(folder / FIRST_SLOT), keep_time=True)
                moved.append(kept)
            path.unlink()
        except SaveError:
            with contextlib.suppress(OSError):
                path.replace(path.with_name(f"{path.stem}-damaged.json"))
        except OSError:
            continue
    return moved


__all__ = [
    "FIRST_SLOT",
    "adopt_orphans",
    "claim_autosave",
    "claimed_autosave",
    "is_held",
    "release_autosave",
    "slot_name",
]
