"""The tutorials on disk, beside the autosave in the data folder, two files per game
(``StoreFiles``): the board game's ``tutorial.json`` (the progress: explanations shown,
tasks done) and ``tutorial-game.json`` (the tutorial game's record, a saved game like
any other); the card game's ``tutorial-cards.json`` and ``tutorial-cards-game.json``,
with a format name of their own, so that neither tutorial ever reads the other's.
Both are written atomically
(``persistence.write_atomic`` / ``save_record``): the game first, then the progress, so
that a progress file never names moves its game lacks.  No Qt here.
"""

from __future__ import annotations

import contextlib
import json
from dataclasses import dataclass
from pathlib import Path

from ... import persistence
from ...persistence import GameRecord, SaveError
from . import cards_steps, steps
from .core import Progress

VERSION = 1
MAX_BYTES = 64 * 1024  # a progress file is a few hundred bytes


@dataclass(frozen=True, slots=True)
class StoreFiles:
    """One game's tutorial files: their names, the progress file's format name and the
    number of players (a seat in the progress must be one of them)."""

    progress: str
    game: str
    format: str
    players: int


BOARD_FILES = StoreFiles(
    "tutorial.json", "tutorial-game.json", "puertorico-qt-tutorial", steps.PLAYERS
)
CARD_FILES = StoreFiles(
    "tutorial-cards.json",
    "tutorial-cards-game.json",
    "puertorico-qt-card-tutorial",
    cards_steps.PLAYERS,
)
FORMAT = BOARD_FILES.format
PROGRESS_FILE = BOARD_FILES.progress
GAME_FILE = BOARD_FILES.game


class TutorialStore:
    """Reads and writes one tutorial's two files in ``folder`` (None: nowhere)."""

    def __init__(self, folder: Path | None, files: StoreFiles = BOARD_FILES) -> None:
        self.folder = folder
        self.files = files

    @property
    def progress_path(self) -> Path | None:
        return None if self.folder is None else self.folder / self.files.progress

    @property
    def game_path(self) -> Path | None:
        return None if self.folder is None else self.folder / self.files.game

    def save(self, progress: Progress, record: GameRecord) -> None:
        """Write both files (raises SaveError; an old file is then left as it was)."""
        if self.progress_path is None or self.game_path is None:
            return
        persistence.save_record(self.game_path, record)
        data = {"format": self.files.format, "version": VERSION, **progress.to_dict()}
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
        if not isinstance(data, dict) or data.get("format") != self.files.format:
            return None
        return Progress.from_dict(data, self.files.players), record

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


__all__ = [
    "BOARD_FILES",
    "CARD_FILES",
    "GAME_FILE",
    "PROGRESS_FILE",
    "StoreFiles",
    "TutorialStore",
    "same_game",
]
