"""Screenshots of the statistics window (docs/screenshots/statistics_{lang}_1366x768.png):
the window at its own size, centred on a 1366×768 screen, over an archive of games
(``statistics_archive``).  Run: ``QT_QPA_PLATFORM=offscreen python -m tests.gui.statistics_shots``."""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QApplication

from puertorico_qt.gui.i18n import Translations
from puertorico_qt.gui.statistics_window import StatisticsWindow

from .statistics_archive import build_archive

SCREEN = (1366, 768)


def shoot(out: Path, languages: tuple[str, ...] = ("de", "en")) -> list[Path]:
    app = QApplication.instance() or QApplication(sys.argv)
    written = []
    with tempfile.TemporaryDirectory() as tmp:
        base = Path(tmp)
        build_archive(base)
        for lang in languages:
            translations = Translations()
            translations.set_language(lang)
            window = StatisticsWindow(base=base, player="Anna")
            window.show()
            for _ in range(5):
                app.processEvents()
            shot = window.grab().toImage()
            screen = QImage(*SCREEN, QImage.Format.Format_RGB32)
            screen.fill(QColor("#5a6b78"))
            painter = QPainter(screen)
            painter.drawImage(
                (SCREEN[0] - shot.width()) // 2, (SCREEN[1] - shot.height()) // 2, shot
            )
            painter.end()
            path = out / f"statistics_{lang}_{SCREEN[0]}x{SCREEN[1]}.png"
            screen.save(str(path))
            written.append(path)
            window.close()
            window.deleteLater()
    return written


if __name__ == "__main__":
    for path in shoot(Path(sys.argv[1]) if len(sys.argv) > 1 else Path("docs/screenshots")):
        print(path)
