"""Render the table as a player sees it, to PNG files (no display needed).

``python -m puertorico_qt.gui.table.screenshots OUTDIR`` plays a seeded game with
a simple "keen" random policy (it prefers doing something to passing), records it,
and grabs the table of a real (paused) session on that record in a main-window-sized
frame at 1366×768 and 1920×1080: at the start, in the viewer's Mayor phase, in the
viewer's Captain phase and at the end.
Used to look at the layout (docs/gui.md) and by a test that renders every size.
"""

from __future__ import annotations

import os
import random
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from ...engine import Edition, GameConfig, GameState, Phase, new_game
from ...engine import actions as A
from ...persistence import GameRecord, SeatInfo
from ..chart_parts import PLAYER_COLORS

SIZES = ((1366, 768), (1920, 1080))
NAMES = ["Anna", "Benno", "Clara", "Dirk", "Eva"]


def keen_action(state: GameState, rng: random.Random) -> int:
    """A random legal action, passing only when nothing else is possible."""
    legal = state.legal_actions()
    doing = [a for a in legal if a != A.PASS]
    builds = [a for a in doing if A.is_kind(a, "build")]
    if builds and rng.random() < 0.8:
        return max(builds, key=lambda a: (rng.random() < 0.5, a))
    return rng.choice(doing or legal)


def play_until(
    record: GameRecord,
    state: GameState,
    stop: Callable[[GameState], bool],
    rng: random.Random,
    limit: int = 5000,
) -> bool:
    """Play (every seat, keenly), writing the decisions into ``record``, until
    ``stop(state)``; False if the game ended first."""
    for _ in range(limit):
        if stop(state):
            return True
        if state.is_terminal():
            return False
        action = keen_action(state, rng)
        record.actions.append(state.format_action(action))
        state.apply(action)
    return False


def seats(players: int, viewer: int = 0) -> list[SeatInfo]:
    """The viewer is a person, the others computer players (who never move: paused)."""
    return [SeatInfo(NAMES[i], i == viewer, "normal") for i in range(players)]


def scenes(
    players: int = 4, seed: int = 7, edition: Edition = Edition.CLASSIC
) -> list[tuple[str, GameRecord]]:
    """(name, record) for the start, the viewer's Mayor and Captain turns, the end."""
    config = GameConfig(players=players, edition=edition)
    while new_game(config, seed=seed).governor != 0:
        seed += 1  # the viewer (seat 0) is the governor: the first scene is their turn
    rng = random.Random(seed)
    record = GameRecord(config=config.to_dict(), seed=seed, seats=seats(players))
    state = record.new_state()

    def copy() -> GameRecord:
        return GameRecord(record.config, record.seed, record.seats, list(record.actions))

    out = [("start", copy())]
    if play_until(
        record, state, lambda s: s.phase == Phase.MAYOR and s.current == 0 and s.round >= 6, rng
    ):
        out.append(("mayor", copy()))
    if play_until(
        record,
        state,
        lambda s: s.phase == Phase.CAPTAIN and s.current == 0 and sum(s.players[0].goods) >= 2,
        rng,
    ):
        out.append(("captain", copy()))
    play_until(record, state, lambda s: s.is_terminal(), rng)
    out.append(("end", copy()))
    return out


def session_for(record: GameRecord) -> Any:
    """A real session on ``record``, paused (nobody moves), with no autosave."""
    from ..session import GameSession

    session = GameSession(autosave_path=None, bot_delay_ms=0)
    session.paused = True
    session.open_record(record)
    return session


def render(
    record: GameRecord,
    size: tuple[int, int],
    path: Path,
    before_grab: Callable[[Any], None] | None = None,
) -> None:
    from PySide6.QtWidgets import QApplication, QMainWindow

    from .widget import TableWidget

    session = session_for(record)
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
    QApplication.processEvents()
    if before_grab is not None:
        before_grab(table)
        QApplication.processEvents()
    save_png(window.grab().toImage(), path)
    window.close()
    window.deleteLater()
    session.shutdown()


def save_shot(widget: Any, path: Path) -> Path:
    """``widget`` as shown, to ``path`` (``save_png``), once its chances charts have drawn
    every round: grabbed sooner, a score sheet showed an empty chart."""
    from ..win_chance_chart import wait_for_chances

    wait_for_chances(widget)
    save_png(widget.grab().toImage(), path)
    return path


def save_png(
    image: Any, path: Path, limit: int = 300_000, keep: tuple[str, ...] = PLAYER_COLORS
) -> None:
    """Save a screenshot as PNG; above ``limit`` bytes, with a 256-colour palette fitted to
    the picture (weighted k-means over its distinct colours; no dithering, so flat UI
    colours and text stay clean).  The colours ``keep`` (``#rrggbb``) that the picture
    has are palette entries of their own: the charts' thin player lines cover too few
    pixels to win one, and k-means merged two players' lines into one colour."""
    import numpy as np
    from PySide6.QtGui import QImage

    image = image.convertToFormat(QImage.Format.Format_RGB32)
    image.save(str(path), "PNG", 0)
    if path.stat().st_size <= limit:
        return
    w, h = image.width(), image.height()
    raw = np.frombuffer(image.constBits(), dtype=np.uint32, count=image.sizeInBytes() // 4)
    argb = raw.reshape(h, image.bytesPerLine() // 4)[:, :w].reshape(-1) & 0xFFFFFF  # 0xRRGGBB
    keys, inverse, counts = np.unique(argb, return_inverse=True, return_counts=True)
    rgb = np.stack([(keys >> 16) & 255, (keys >> 8) & 255, keys & 255], axis=1).astype(np.float32)
    order = np.argsort(-counts)
    centers = rgb[order[:256]].copy()  # start from the commonest colours
    if len(keys) > 256:
        wanted = np.array([int(c[1:], 16) for c in keep], dtype=np.int64)
        present = wanted[np.isin(wanted, keys)]  # a palette entry only for what is drawn
        fixed = np.stack([(present >> 16) & 255, (present >> 8) & 255, present & 255], axis=1)
        fixed = fixed.astype(np.float32).reshape(-1, 3)
        free = 256 - len(fixed)
        centers = np.concatenate([centers[:free], fixed])
        top = order[:30_000]  # the colours that cover almost every pixel
        pts, weight = rgb[top], counts[top].astype(np.float32)[:, None]
        for _ in range(6):
            nearest = ((pts[:, None, :] - centers[None, :, :]) ** 2).sum(-1).argmin(1)
            sums = np.zeros_like(centers)
            np.add.at(sums, nearest, pts * weight)
            total = np.zeros(len(centers), dtype=np.float32)
            np.add.at(total, nearest, weight[:, 0])
            used = total > 0
            used[free:] = False  # the kept colours stay as they are
            centers[used] = sums[used] / total[used, None]
    palette = np.empty(len(keys), dtype=np.uint8)
    for start in range(0, len(keys), 20_000):
        chunk = rgb[start : start + 20_000]
        palette[start : start + 20_000] = (
            ((chunk[:, None, :] - centers[None, :, :]) ** 2).sum(-1).argmin(1)
        )
    index = palette[inverse].reshape(h, w)
    out = QImage(w, h, QImage.Format.Format_Indexed8)
    out.setColorTable(
        [0xFF000000 | (int(r) << 16) | (int(g) << 8) | int(b) for r, g, b in centers.round()]
    )
    stride = out.bytesPerLine()
    buf = np.zeros((h, stride), dtype=np.uint8)
    buf[:, :w] = index
    np.frombuffer(out.bits(), dtype=np.uint8, count=h * stride)[:] = buf.reshape(-1)
    # The stubs ask for bytes, PySide6 itself for a str (a const char*).
    out.save(str(path), "PNG", 0)  # type: ignore[call-overload]


def _dragging(payload: dict[str, Any]) -> Callable[[Any], None]:
    """Before the grab: pretend ``payload`` is being dragged, so its places light up."""

    def start(table: Any) -> None:
        table.ctx.set_dragging(payload)

    return start


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([])
    out = Path(argv[0] if argv else "docs/screenshots")
    players = int(argv[1]) if len(argv) > 1 else 4
    edition = Edition(int(argv[2])) if len(argv) > 2 else Edition.CLASSIC
    out.mkdir(parents=True, exist_ok=True)
    prefix = (
        "table"
        if (players, edition) == (4, 0)
        else f"table_{players}p_{'1897' if edition else 'classic'}"
    )
    for name, record in scenes(players, edition=edition):
        for w, h in SIZES:
            path = out / f"{prefix}_{name}_{w}x{h}.png"
            render(record, (w, h), path)
            print(path)
        if name == "mayor":  # after "Fill the circles": a suggestion, ready for Done
            path = out / f"{prefix}_mayor_filled_1366x768.png"
            render(
                record,
                SIZES[0],
                path,
                before_grab=lambda t: t.prompt_bar.button("mayor_fill").click(),
            )
            print(path)
        if name == "captain":  # the same, while a good is dragged: its places light up
            state = record.replay()
            good = max(range(5), key=lambda g: state.players[0].goods[g])
            payload = {"kind": "good", "good": good, "seat": 0}
            path = out / f"{prefix}_captain_dragging_1366x768.png"
            render(record, SIZES[0], path, before_grab=_dragging(payload))
            print(path)
        if name == "end":
            render_dialogs(record, out, prefix)
    del app
    return 0


def render_dialogs(record: GameRecord, out: Path, prefix: str) -> None:
    """The score sheet of a finished game and the rules window."""
    from PySide6.QtWidgets import QApplication

    from ..rules_window import RulesWindow
    from ..score_dialog import ScoreDialog

    session = session_for(record)
    dialog = ScoreDialog(session)
    dialog.show()
    QApplication.processEvents()
    save_shot(dialog, out / f"{prefix}_scores.png")
    dialog.close()
    rules = RulesWindow(None, session.state.config.edition)
    rules.show()
    rules.contents.setCurrentRow(5)
    QApplication.processEvents()
    save_png(rules.grab().toImage(), out / f"{prefix}_rules.png")
    rules.close()
    session.shutdown()


if __name__ == "__main__":
    sys.exit(main())
