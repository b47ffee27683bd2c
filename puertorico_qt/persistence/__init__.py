"""Saved games: event-sourced JSON records, written atomically, validated by replay.

No Qt in this package (``tests/test_layers.py``): the headless tools and the
desktop program read and write the same files.  See ``docs/save-format.md``.
"""

from .record import FORMAT, VERSION, GameRecord, SaveError, SeatInfo
from .store import (
    SaveInfo,
    autosave_path,
    data_dir,
    list_saves,
    load_game,
    load_record,
    save_record,
    saves_dir,
)

__all__ = [
    "FORMAT",
    "VERSION",
    "GameRecord",
    "SaveError",
    "SaveInfo",
    "SeatInfo",
    "autosave_path",
    "data_dir",
    "list_saves",
    "load_game",
    "load_record",
    "save_record",
    "saves_dir",
]
