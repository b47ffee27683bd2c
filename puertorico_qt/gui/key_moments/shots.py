"""Pictures of the key-moments dialog, for ``docs/screenshots``.

``python -m puertorico_qt.gui.key_moments.shots OUTDIR [LANG …]`` renders
``key_moments_<lang>.png`` (English and German by default) at 1366×768: the replay
window of a finished 4-player game at its last step, seen by the person (Anna), with
the key-moments dialog over it once its analysis is done (the Expert's, as the program
runs it).  Anna's decisions are a beginner bot's, so that there are mistakes to name;
the other seats are Normal bots.  Both windows are grabbed and laid one over the other,
the dialog centred, as a window manager shows them.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path
from typing import Any

SIZE = (1366, 768)
LANGUAGES = ("en", "de")
NAMES = ("Anna", "Benno", "Clara", "Dirk")
LEVELS = ("beginner", "normal", "normal", "normal")
SEED = 7
#: How long the analysis may take (ms) before the picture is given up.
ANALYSIS_TIMEOUT_MS = 600_000


def finished_record(seed: int = SEED) -> Any:
    """The game shown: played to its end by the bots of ``LEVELS``, seat 0 a person's."""
    from ..replay.shots import bot_record

    return bot_record("puertorico", NAMES, LEVELS, seed)


def render(record: Any, size: tuple[int, int], path: Path) -> Path:
    """The replay window at ``size`` with the finished key-moments dialog over it."""
    from PySide6.QtCore import QDeadlineTimer, QPoint
    from PySide6.QtGui import QPainter
    from PySide6.QtWidgets import QApplication

    from ..replay.window import ReplayWindow
    from ..table.screenshots import save_png
    from ..win_chance_chart import wait_for_chances
    from .dialog import KeyMomentsDialog

    window = ReplayWindow(record)
    window.resize(*size)
    window.show()
    dialog = KeyMomentsDialog(record, 0, window)
    dialog.show()
    deadline = QDeadlineTimer(ANALYSIS_TIMEOUT_MS)
    while dialog.running and not deadline.hasExpired():
        QApplication.processEvents()
        time.sleep(0.05)
    if dialog.running:
        raise RuntimeError("the key-moments analysis did not finish in time")
    QApplication.processEvents()  # the dialog fits its list (``_fit_height``)
    wait_for_chances(window)
    picture = window.grab()
    over = dialog.grab()
    painter = QPainter(picture)
    corner = QPoint((picture.width() - over.width()) // 2, (picture.height() - over.height()) // 2)
    painter.drawPixmap(corner, over)
    painter.end()
    path.parent.mkdir(parents=True, exist_ok=True)
    save_png(picture.toImage(), path)
    dialog.close()
    window.close()
    return path


def main(argv: list[str]) -> int:
    from ..replay.shots import shots_main

    return shots_main(
        argv,
        __doc__.strip().splitlines()[2],
        LANGUAGES,
        lambda: {"key_moments": finished_record()},
        lambda _name, record, stem: render(record, SIZE, stem.with_suffix(".png")),
    )


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
