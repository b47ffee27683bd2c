"""Render the table as a player sees it, to PNG files (no display needed).

``python -m puertorico_qt.gui.table.screenshots OUTDIR`` plays a seeded game with
a simple "keen" random policy (it prefers doing something to passing) and grabs
the table in a main-window-sized frame at 1366×768 and 1920×1080: at the start,
in the viewer's Mayor phase, in the viewer's Captain phase and at the end.
Used to look at the layout (docs/gui.md) and by a test that renders every size.
"""

from __future__ import annotations

import os
import random
import sys
from collections.abc import Callable
from pathlib import Path

from ...engine import GameConfig, GameState, Phase, new_game
from ...engine import actions as A
from .demo import LocalSession, SeatInfo

SIZES = ((1366, 768), (1920, 1080))
NAMES = ["Anna", "Benno", "Clara", "Dirk", "Eva"]


def keen_action(state: GameState, rng: random.Random) -> int:
    """A random legal action, passing only when nothing else is possible."""
    legal = state.legal_actions()
    doing = [a for a in legal if a != A.PASS]
    builds = [a for a in doing if A.BUILD <= a < A.STORE]
    if builds and rng.random() < 0.8:
        return max(builds, key=lambda a: (rng.random() < 0.5, a))
    return rng.choice(doing or legal)


def play_until(
    session: LocalSession, stop: Callable[[GameState], bool], rng: random.Random, limit: int = 5000
) -> bool:
    """Play (every seat, keenly) until ``stop(state)``; False if the game ended first."""
    for _ in range(limit):
        s = session.state
        if stop(s):
            return True
        if s.is_terminal():
            return False
        session.apply_any(keen_action(s, rng))
    return False


def scenes(players: int = 4, seed: int = 7, edition: int = 0) -> list[tuple[str, GameState]]:
    """(name, state) for the start, the viewer's Mayor and Captain turns, the end."""
    rng = random.Random(seed)
    state = new_game(GameConfig(players=players, edition=edition), seed=seed)
    session = LocalSession(state, [SeatInfo(NAMES[i], i == 0) for i in range(players)])
    out = [("start", state.clone())]
    if play_until(
        session, lambda s: s.phase == Phase.MAYOR and s.current == 0 and s.round >= 6, rng
    ):
        out.append(("mayor", session.state.clone()))
    if play_until(
        session,
        lambda s: s.phase == Phase.CAPTAIN and s.current == 0 and sum(s.players[0].goods) >= 2,
        rng,
    ):
        out.append(("captain", session.state.clone()))
    play_until(session, lambda s: s.is_terminal(), rng)
    out.append(("end", session.state.clone()))
    return out


def render(state: GameState, size: tuple[int, int], path: Path, viewer: int = 0) -> None:
    from PySide6.QtWidgets import QMainWindow

    from .widget import TableWidget

    players = state.n
    session = LocalSession(
        state, [SeatInfo(NAMES[i], i == viewer) for i in range(players)], viewer=viewer
    )
    window = QMainWindow()
    window.setWindowTitle("Puerto Rico")
    table = TableWidget(session)
    window.setCentralWidget(table)
    window.menuBar().addMenu("Game")
    window.menuBar().addMenu("View")
    window.menuBar().addMenu("Help")
    window.statusBar().showMessage(" ")
    window.resize(*size)
    window.show()
    from PySide6.QtWidgets import QApplication

    QApplication.processEvents()
    window.grab().save(str(path))
    window.close()
    window.deleteLater()


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([])
    out = Path(argv[0] if argv else "docs/screenshots")
    players = int(argv[1]) if len(argv) > 1 else 4
    edition = int(argv[2]) if len(argv) > 2 else 0
    out.mkdir(parents=True, exist_ok=True)
    for name, state in scenes(players, edition=edition):
        for w, h in SIZES:
            path = out / f"table_{name}_{w}x{h}.png"
            render(state, (w, h), path)
            print(path)
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
