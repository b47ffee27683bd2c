"""Screenshots of the chart "Chances to win" (docs/screenshots/win_chances_{lang}_1366x768.png):
the main window at 1366×768 in the middle of a four-player game played by bots.

    QT_QPA_PLATFORM=offscreen python -m tests.gui.win_chance_shots [DIR]
"""

from __future__ import annotations

import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from puertorico_qt.ai import make_bot
from puertorico_qt.gui.i18n import Translations
from puertorico_qt.gui.main_window import MainWindow
from puertorico_qt.gui.session import GameSession, NewGameSetup, SeatInfo
from puertorico_qt.gui.settings import Settings
from puertorico_qt.gui.win_chance_chart import wait_for_chances

SCREEN = (1366, 768)
NAMES = ("Anna", "Benno", "Carla", "Dirk")


def _wait(app: QApplication, done, seconds: float = 20.0) -> None:  # type: ignore[no-untyped-def]
    end = time.monotonic() + seconds
    while not done() and time.monotonic() < end:
        app.processEvents()
        time.sleep(0.01)


@contextmanager
def four_player_window(
    folder: Path, lang: str, seed: int = 7, game: str = "puertorico"
) -> Iterator[tuple[MainWindow, GameSession]]:
    """The main window at ``SCREEN`` in ``lang`` with a new four-player game (``game``:
    "puertorico" or "cards"), paused: Anna a person, the others Normal bots (settings and
    autosave in ``folder``)."""
    translations = Translations()  # kept: the translators live as long as it does
    translations.set_language(lang)
    settings = Settings(QSettings(str(folder / f"{lang}.ini"), QSettings.Format.IniFormat))
    session = GameSession(
        bot_factory=lambda level, bot_seed: make_bot(level, bot_seed, game=game),
        bot_delay_ms=0,
        autosave_path=folder / f"{lang}.json",
    )
    window = MainWindow(session, settings, interactive=False, persist=False)
    window.resize(*SCREEN)
    window.show()
    seats = [SeatInfo(NAMES[0], True, "normal")]
    seats += [SeatInfo(name, False, "normal") for name in NAMES[1:]]
    window.start_new_game(NewGameSetup(seats=seats, seed=seed, game=game))
    session.paused = True
    try:
        yield window, session
    finally:
        session.shutdown()
        window.close()
        window.deleteLater()


def shoot(out: Path, languages: tuple[str, ...] = ("de", "en")) -> list[Path]:
    app = QApplication.instance() or QApplication(sys.argv)
    paths = []
    with tempfile.TemporaryDirectory() as tmp:
        for lang in languages:
            with four_player_window(Path(tmp), lang) as (window, session):
                session.play_now(240, level="normal", seed=3)
                wait_for_chances(window)
                _wait(app, lambda: False, 0.5)
                path = out / f"win_chances_{lang}_{SCREEN[0]}x{SCREEN[1]}.png"
                window.grab().toImage().save(str(path))
                paths.append(path)
    return paths


if __name__ == "__main__":
    target = Path(sys.argv[1]) if len(sys.argv) > 1 else Path("docs/screenshots")
    for p in shoot(target):
        print(p)
