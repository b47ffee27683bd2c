"""The tutorial on disk, beside the autosave in the data folder: ``tutorial.json`` (the
progress: explanations shown, tasks done) and ``tutorial-game.json`` (the tutorial game's
record, a saved game like any other).  Both are written atomically
(``persistence.write_atomic`` / ``save_record``): the game first, then the progress, so
that a progress file never names moves its game lacks.  No Qt here.
"""

from __future__ import annotations

import contextlib
import json
from pathlib import Path

from ... import persistence
from ...persistence import GameRecord, SaveError
from .steps import Progress

FORMAT = "puertorico-qt-tutorial"
VERSION = 1
PROGRESS_FILE = "tutorial.json"
GAME_FILE = "tutorial-game.json"
MAX_BYTES = 64 * 1024  # a progress file is a few hundred bytes


class TutorialStore:
    """Reads and writes the tutorial's two files in ``folder`` (None: nowhere)."""

    def __init__(self, folder: Path | None) -> None:
        self.folder = folder

    @property
    def progress_path(self) -> Path | None:
        return None if self.folder is None else self.folder / PROGRESS_FILE

    @property
    def game_path(self) -> Path | None:
        return None if self.folder is None else self.folder / GAME_FILE

    def save(self, progress: Progress, record: GameRecord) -> None:
        """Write both files (raises SaveError; an old file is then left as it was)."""
        if self.progress_path is None or self.game_path is None:
            return
        persistence.save_record(self.game_path, record)
        data = {"format": FORMAT, "version": VERSION, **progress.to_dict()}
        text = json.dumps(data, ensure_ascii=False, indent=1) + "\n"
        persistence.write_atomic(self.progress_path, text.encode("utf-8"))

    def load(self) -> tuple[Progress, GameRecord] | None:
        """The saved tutorial, or None when there is none or it cannot be read (a
        damaged file is never an error here: the tutorial then starts afresh)."""
        if self.progress_path is None or self.game_path is None:
            return None
        try:
            raw = self.progress_path.read_bytes()[: MAX_BYTES + 1]
            if len(raw) > MAX_BYTES:
                return None
            data = json.loads(raw.decode("utf-8"))
            record = persistence.load_record(self.game_path)
        except (OSError, ValueError, SaveError, RecursionError):
            return None
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            return None
        return Progress.from_dict(data), record

    def clear(self) -> None:
        """Forget the saved tutorial (start over)."""
        for path in (self.progress_path, self.game_path):
            if path is not None:
                with contextlib.suppress(OSError):
                    path.unlink()


def same_game(a: GameRecord, b: GameRecord) -> bool:
    """Are ``a`` and ``b`` the same game, one perhaps further on than the other (the
    autosave of the tutorial game and the tutorial's own file)?"""
    if (a.game, a.seed, _plain(a.config)) != (b.game, b.seed, _plain(b.config)):
        return False
    if [s.to_dict() for s in a.seats] != [s.to_dict() for s in b.seats]:
        return False
    n = min(len(a.actions), len(b.actions))
    return a.actions[:n] == b.actions[:n]


def _plain(value: object) -> str:
    """A config as JSON text (a record read from a file has lists where a new one has
    tuples)."""
    return json.dumps(value, sort_keys=True, default=str)


__all__ = ["GAME_FILE", "PROGRESS_FILE", "TutorialStore", "same_game"]
