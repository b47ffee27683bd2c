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
    from ... import engine
    from ...ai import make_bot
    from ...ai.base import play_out
    from ...persistence import GameRecord, SeatInfo

    config = engine.GameConfig(players=len(NAMES))
    bots = [make_bot(level, seed * 10 + i) for i, level in enumerate(LEVELS)]
    actions = play_out(engine.new_game(config, seed), bots)
    seats = [SeatInfo(name, i == 0, LEVELS[i]) for i, name in enumerate(NAMES)]
    return GameRecord(config.to_dict(), seed, seats, actions, finished=True)


def render(record: Any, size: tuple[int, int], path: Path) -> Path:
    """The replay window at ``size`` with the finished key-moments dialog over it."""
    from PySide6.QtCore import QDeadlineTimer, QPoint
    from PySide6.QtGui import QPainter
    from PySide6.QtWidgets import QApplication

    from ..replay.window import ReplayWindow
    from ..table.screenshots import save_png
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
    import os

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from ..i18n import Translations

    if not argv:
        print(__doc__.strip().splitlines()[2], file=sys.stderr)
        return 2
    folder = Path(argv[0])
    languages = argv[1:] or list(LANGUAGES)
    app = QApplication.instance() or QApplication([])
    translations = Translations()
    record = finished_record()
    for language in languages:
        translations.set_language(language)
        out = render(record, SIZE, folder / f"key_moments_{language}.png")
        print(out)
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
