"""Saved games: event-sourced JSON records, written atomically, validated by replay.

No Qt in this package (``tests/test_layers.py``): the headless tools and the
desktop program read and write the same files.  See ``docs/save-format.md``.
"""

from .record import (
    FORMAT,
    GAME,
    MAX_ACTION_LENGTH,
    MAX_ACTIONS,
    MAX_LEVEL_LENGTH,
    MAX_NAME_LENGTH,
    MAX_TEXT_LENGTH,
    VERSION,
    GameRecord,
    SaveError,
    SeatInfo,
)
from .store import (
    KEEP_UNFINISHED,
    MAX_SAVE_BYTES,
    SaveInfo,
    autosave_path,
    data_dir,
    keep_unfinished,
    list_saves,
    load_game,
    load_record,
    remove_stale_temp_files,
    save_record,
    saves_dir,
    unfinished_dir,
)

__all__ = [
    "FORMAT",
    "GAME",
    "KEEP_UNFINISHED",
    "MAX_ACTIONS",
    "MAX_ACTION_LENGTH",
    "MAX_LEVEL_LENGTH",
    "MAX_NAME_LENGTH",
    "MAX_SAVE_BYTES",
    "MAX_TEXT_LENGTH",
    "VERSION",
    "GameRecord",
    "SaveError",
    "SaveInfo",
    "SeatInfo",
    "autosave_path",
    "data_dir",
    "keep_unfinished",
    "list_saves",
    "load_game",
    "load_record",
    "remove_stale_temp_files",
    "save_record",
    "saves_dir",
    "unfinished_dir",
]
