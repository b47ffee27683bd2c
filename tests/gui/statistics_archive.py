"""An archive of finished games for the statistics window's tests and screenshots:
Anna plays the board game against computer players of several levels and with Ben,
and one card game; random bots decide every move."""

from __future__ import annotations

from pathlib import Path

from puertorico_qt.persistence import archive_finished, records_dir

from ..persistence.finished_games import finished_record

GAMES: list[tuple[list[tuple[str, bool, str]], int, str]] = [
    (
        [("Anna", True, "normal"), ("Max", False, "beginner"), ("Eva", False, "beginner")],
        1,
        "puertorico",
    ),
    (
        [("Anna", True, "normal"), ("Max", False, "normal"), ("Eva", False, "normal")],
        2,
        "puertorico",
    ),
    (
        [
            ("Max", False, "hard"),
            ("Anna", True, "normal"),
            ("Eva", False, "hard"),
            ("Jan", False, "hard"),
        ],
        3,
        "puertorico",
    ),
    ([("Anna", True, "normal"), ("Ben", True, "normal")], 4, "puertorico"),
    (
        [("Anna", True, "normal"), ("Max", False, "beginner"), ("Eva", False, "beginner")],
        5,
        "puertorico",
    ),
    (
        [
            ("Anna", True, "normal"),
            ("Max", False, "normal"),
            ("Eva", False, "normal"),
            ("Jan", False, "normal"),
        ],
        6,
        "puertorico",
    ),
    ([("Anna", True, "normal"), ("Max", False, "normal")], 7, "cards"),
]


def build_archive(base: Path, count: int = len(GAMES)) -> Path:
    """Archive the first ``count`` games in ``records_dir(base)``; returns that folder."""
    folder = records_dir(base)
    for seats, seed, game in GAMES[:count]:
        archive_finished(finished_record(seats, seed=seed, game=game), folder)
    return folder


#: Anna against mixed tables: the level names of the table and the chart grow long
#: ("Against Beginner + Expert + Hard + Normal"), as after a few games of five.
MIXED_GAMES: list[tuple[list[tuple[str, bool, str]], int, str]] = [
    ([("Anna", True, "normal"), ("Max", False, "hard")], 11, "puertorico"),
    (
        [
            ("Anna", True, "normal"),
            ("Max", False, "beginner"),
            ("Eva", False, "expert"),
            ("Jan", False, "hard"),
        ],
        12,
        "puertorico",
    ),
    (
        [
            ("Anna", True, "normal"),
            ("Max", False, "beginner"),
            ("Eva", False, "expert"),
            ("Jan", False, "hard"),
            ("Ida", False, "normal"),
        ],
        13,
        "puertorico",
    ),
    (
        [("Anna", True, "normal"), ("Max", False, "beginner"), ("Eva", False, "hard")],
        14,
        "puertorico",
    ),
    ([("Anna", True, "normal"), ("Ben", True, "normal")], 15, "puertorico"),
]


def build_mixed_archive(base: Path) -> Path:
    """Archive ``MIXED_GAMES`` in ``records_dir(base)``; returns that folder."""
    folder = records_dir(base)
    for seats, seed, game in MIXED_GAMES:
        archive_finished(finished_record(seats, seed=seed, game=game), folder)
    return folder
