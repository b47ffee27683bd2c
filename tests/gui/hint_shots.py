"""Screenshots of a hint (docs/screenshots/hint_{lang}.png): the main window at 1366×768,
a four-player game of Normal bots in its third round, the person (Anna) to choose a
role, Game › hint asked: its card over the table, the hinted role marked in orange.
The card game's (hint_cards_{lang}.png): Anna's first build from round 4 on, the hinted
hand card marked.

    QT_QPA_PLATFORM=offscreen python -m tests.gui.hint_shots [DIR]
"""

from __future__ import annotations

import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QApplication

from puertorico_qt.cards import CardPhase
from puertorico_qt.engine import Phase
from puertorico_qt.gui.session import GameSession
from puertorico_qt.gui.table.screenshots import save_shot

from .win_chance_shots import four_player_window

SEED = 7
ROUND = 3
#: How long the hint's search may take (s) before the picture is given up.
HINT_TIMEOUT_S = 120.0


def _person_chooses_a_role(session: GameSession) -> bool:
    state = session.state
    return state.phase == Phase.ROLE and state.current_player == 0 and state.round >= ROUND


def _person_builds(session: GameSession) -> bool:
    state = session.state
    return state.phase == CardPhase.BUILD and state.current_player == 0 and state.round >= ROUND + 1


#: (game, when the picture is taken, file name) of each picture.
SHOTS: tuple[tuple[str, Callable[[GameSession], bool], str], ...] = (
    ("puertorico", _person_chooses_a_role, "hint_{lang}.png"),
    ("cards", _person_builds, "hint_cards_{lang}.png"),
)


def shoot(out: Path, languages: tuple[str, ...] = ("de", "en")) -> list[Path]:
    app = QApplication.instance() or QApplication(sys.argv)
    paths = []
    with tempfile.TemporaryDirectory() as tmp:
        for game, ready, name in SHOTS:
            for lang in languages:
                with four_player_window(Path(tmp), lang, SEED, game) as (window, session):
                    while not ready(session):
                        if session.play_now(1, level="normal", seed=SEED) == 0:
                            raise RuntimeError("the game ended before the person's decision")
                    for _ in range(3):  # the prompt bars of the decisions played go now
                        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
                        app.processEvents()
                    window.hint()  # the hint's own bot: the session's hint level
                    end = time.monotonic() + HINT_TIMEOUT_S
                    while not window.hint_panel.isVisible():
                        if time.monotonic() > end:
                            raise RuntimeError("no hint in time")
                        app.processEvents()
                        time.sleep(0.02)
                    window.statusBar().clearMessage()  # "Thinking about a hint…" goes in 5 s
                    paths.append(save_shot(window, out / name.format(lang=lang)))
    return paths


if __name__ == "__main__":
    import os

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    folder = Path(sys.argv[1]) if len(sys.argv) > 1 else Path("docs/screenshots")
    for written in shoot(folder):
        print(written)
