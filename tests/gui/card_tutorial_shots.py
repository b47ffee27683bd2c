"""Screenshots of Help › Learn to play the card game: the main window at 1366×768 with
the welcome (the role cards pointed at), the build task (hand → city) after taking the
Builder, the producer's task (deck → city) and the Councillor's cards to keep.  Run:
``QT_QPA_PLATFORM=offscreen python -m tests.gui.card_tutorial_shots [OUT] [--lang de,en]``."""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from puertorico_qt.cards import CardRole
from puertorico_qt.gui.i18n import Translations
from puertorico_qt.gui.main_window import MainWindow
from puertorico_qt.gui.session import GameSession
from puertorico_qt.gui.settings import Settings
from puertorico_qt.gui.tutorial.games import CARDS

from .tutorial_shots import grab_and_close

SIZE = (1366, 768)
#: Scene → the role the person takes first (None: the welcome, before any move).
SCENES: dict[str, CardRole | None] = {
    "welcome": None,
    "build": CardRole.BUILDER,
    "produce": CardRole.PRODUCER,  # the piles' tag beside the trading house
    "councillor": CardRole.COUNCILLOR,
}


def shoot(out: Path, languages: tuple[str, ...] = ("de", "en")) -> list[Path]:
    app = QApplication.instance() or QApplication(sys.argv)
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for lang in languages:
        translations = Translations()
        translations.set_language(lang)
        for scene, role in SCENES.items():
            with tempfile.TemporaryDirectory() as tmp:
                ini = str(Path(tmp) / "settings.ini")
                settings = Settings(QSettings(ini, QSettings.Format.IniFormat))
                settings.player_name = "Anna"
                session = GameSession(autosave_path=None, bot_delay_ms=0)
                window = MainWindow(
                    session, settings, translations, interactive=False, persist=False
                )
                window.resize(*SIZE)
                window.show()
                window.tutorial.start_over(CARDS)
                if role is not None:
                    assert window.card_table.take_role(role)
                path = out / f"card_tutorial_{scene}_{lang}.png"
                written.append(grab_and_close(app, window, session, path))
    return written


if __name__ == "__main__":
    argv = sys.argv[1:]
    langs = ("de", "en")
    if "--lang" in argv:
        at = argv.index("--lang")
        langs = tuple(argv[at + 1].split(","))
        del argv[at : at + 2]
    for path in shoot(Path(argv[0]) if argv else Path("/tmp/tut_shots"), langs):
        print(path)
