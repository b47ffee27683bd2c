"""Screenshots of what the others did since the person's last move
(docs/screenshots/fresh_{board,cards}_{lang}.png): the main window at 1366×768, a
four-player game of Normal bots, stopped when Anna is to decide and at least three of
the others' buildings or plantations are new since her latest decision (a raspberry
outline and a star; ``gui/table/fresh.py``, ``gui/cards/fresh.py``).

    QT_QPA_PLATFORM=offscreen python -m tests.gui.fresh_shots [DIR]
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QApplication

from puertorico_qt.gui.main_window import MainWindow
from puertorico_qt.gui.table.screenshots import save_shot

from .win_chance_shots import four_player_window

SEED = 7
#: The fewest new pieces on the others' boards worth a picture, and from which round.
AT_LEAST, ROUND = 3, 4


def news(window: MainWindow, game: str) -> int:
    """How many of the others' pieces the table marks as new now."""
    if game == "cards":
        ctx = window.card_table.ctx
        return sum(len(ctx.fresh_slots(seat)) for seat in range(1, ctx.state.n))
    news = [window.table.ctx.news(seat) for seat in range(1, window.session.state.n)]
    return sum(len(n.buildings) + sum(n.tiles) + n.forests for n in news)


def shoot(out: Path, languages: tuple[str, ...] = ("de", "en")) -> list[Path]:
    app = QApplication.instance() or QApplication(sys.argv)
    paths = []
    with tempfile.TemporaryDirectory() as tmp:
        for game, name in (("puertorico", "board"), ("cards", "cards")):
            for lang in languages:
                with four_player_window(Path(tmp), lang, SEED, game) as (window, session):
                    while not (
                        session.state.current_player == 0
                        and session.state.round >= ROUND
                        and news(window, game) >= AT_LEAST
                    ):
                        if session.play_now(1, level="normal", seed=SEED) == 0:
                            raise RuntimeError("the game ended before a picture")
                    for _ in range(3):  # the prompt bars of the decisions played go now
                        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
                        app.processEvents()
                    paths.append(save_shot(window, out / f"fresh_{name}_{lang}.png"))
    return paths


if __name__ == "__main__":
    import os

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    for path in shoot(Path(sys.argv[1] if len(sys.argv) > 1 else "docs/screenshots")):
        print(path)
