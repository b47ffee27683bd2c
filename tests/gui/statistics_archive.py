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
