"""The desktop program's speed: time to the first window, table refresh per move, memory.

    python bench/gui_speed.py [--runs 5] [--seed 7] [--players 4]

Prints figures and asserts nothing (tests never assert wall-clock times).  Runs on the
offscreen platform (set ``QT_QPA_PLATFORM`` to measure another one).

1. **First window**: a fresh Python process (``python -c``) is started, builds the
   application, the translations and the real ``MainWindow`` (table, game log, menus)
   and reports when its first event-loop turn after ``show()`` has run (the window is
   laid out and painted).  The time counts from just before the process is started;
   the median, minimum and maximum of ``--runs`` processes are printed.
2. **Table refresh per move**: the real ``TableWidget`` over the real ``GameSession`` in
   a 1366×768 main window plays a whole seeded game (one decision at a time through
   ``GameSession.play_now``, random choices for every seat).  After every decision: the
   table's own ``refresh()`` (all models re-read, the prompt bar; timed by the table,
   ``refresh_seconds``), the next event-loop turn (it paints the cells that changed and
   the new log lines), and a full repaint of the window (``repaint()``: every cell
   painted, as after a resize).  Median and maximum over the game.
3. **Memory**: in a fresh process, the main window plays a whole game the same way;
   peak RSS (``resource.getrusage``) before and after the game, and the Python heap
   allocated during the game (``tracemalloc``: current and peak).
4. **Memory over several games** (``--games``, 5 players by default): in a fresh
   process, one main window plays games in a row — each a new game, played to the end,
   then the score sheet opened (charts and all) and closed, as a player would.  After
   each game, with the event loop drained and Python's collector run: the current RSS
   (``/proc/self/statm``, Linux), the Python objects (``gc.get_objects``) and the
   QObjects under the window.  Memory that keeps growing game after game is a leak;
   memory that settles after the first game or two is caches being filled.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

FIRST_WINDOW = r"""
import sys, time
from PySide6.QtCore import QSettings, QTimer
from puertorico_qt.gui.app import _make_app
app = _make_app([])
from puertorico_qt.gui.i18n import Translations
from puertorico_qt.gui.main_window import MainWindow
from puertorico_qt.gui.settings import Settings
translations = Translations()
translations.set_language("en")
settings = Settings(QSettings(sys.argv[1], QSettings.Format.IniFormat))
window = MainWindow(settings=settings, translations=translations, persist=False)
window.resize(1366, 768)
window.show()
def shown():
    print("SHOWN", time.time(), flush=True)
    app.quit()
QTimer.singleShot(0, shown)
app.exec()
"""


def _env(tmp: str) -> dict[str, str]:
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    env.setdefault("LANG", "C.UTF-8")
    env["XDG_DATA_HOME"] = str(Path(tmp) / "data")  # no autosave, settings or saves touched
    env["XDG_CONFIG_HOME"] = str(Path(tmp) / "config")
    return env


def first_window(runs: int) -> list[float]:
    """Seconds from just before the process starts to the window shown, per run."""
    times = []
    with tempfile.TemporaryDirectory() as tmp:
        env = _env(tmp)
        ini = str(Path(tmp) / "settings.ini")
        for _ in range(runs):
            start = time.time()
            out = subprocess.run(
                [sys.executable, "-c", FIRST_WINDOW, ini],
                capture_output=True,
                text=True,
                env=env,
                cwd=ROOT,
                check=True,
            ).stdout
            shown = next(
                float(line.split()[1]) for line in out.splitlines() if line.startswith("SHOWN")
            )
            times.append(shown - start)
    return times


def _play_window(players: int, seed: int):
    """A main window (real table) at 1366×768 over a paused session with a new game."""
    from PySide6.QtCore import QSettings

    from puertorico_qt.gui.main_window import MainWindow
    from puertorico_qt.gui.session import GameSession, NewGameSetup, SeatInfo
    from puertorico_qt.gui.settings import Settings

    session = GameSession(autosave_path=None, bot_delay_ms=0)
    session.paused = True
    names = ["Anna", "Benno", "Carla", "Dirk", "Emma"]
    seats = [SeatInfo(names[0], True, "normal")]
    seats += [SeatInfo(names[i], False, "random") for i in range(1, players)]
    session.new_game(NewGameSetup(seats=seats, seed=seed))
    folder = tempfile.mkdtemp()
    settings = Settings(QSettings(str(Path(folder) / "s.ini"), QSettings.Format.IniFormat))
    window = MainWindow(session, settings, interactive=False, persist=False)
    window.resize(1366, 768)
    window.show()
    return window, session


def table_refresh(players: int, seed: int) -> tuple[list[float], list[float], list[float], int]:
    """Per decision of a whole game: the table's refresh, the repaint of what changed, a
    full repaint (seconds); and the rounds played."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from puertorico_qt.gui.app import _quiet_platform_warnings

    app = QApplication.instance() or QApplication([])
    if app.platformName() == "offscreen":
        _quiet_platform_warnings()  # its window-manager hints, once per repaint
    window, session = _play_window(players, seed)
    for _ in range(5):
        app.processEvents()
    table = window.table
    refresh, changed, full = [], [], []
    while not session.state.is_terminal():
        table.refresh_seconds = -1.0
        session.play_now(1, level="random", seed=seed)
        if table.refresh_seconds >= 0:  # the table re-read the state
            refresh.append(table.refresh_seconds)
        t0 = time.perf_counter()
        app.processEvents()  # paints the cells (and log lines) that changed
        changed.append(time.perf_counter() - t0)
        t0 = time.perf_counter()
        window.repaint()
        full.append(time.perf_counter() - t0)
    rounds = session.state.round
    window.close()
    session.shutdown()
    return refresh, changed, full, rounds


MEMORY = r"""
import json, os, resource, sys, time, tracemalloc
sys.path.insert(0, sys.argv[1])
from PySide6.QtWidgets import QApplication
app = QApplication([])
from bench.gui_speed import _play_window
window, session = _play_window(int(sys.argv[2]), int(sys.argv[3]))
for _ in range(5):
    app.processEvents()
before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
tracemalloc.start()
while not session.state.is_terminal():
    session.play_now(1, level="random", seed=int(sys.argv[3]))
    window.repaint()
    app.processEvents()
current, peak = tracemalloc.get_traced_memory()
tracemalloc.stop()
after = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
scale = 1 if sys.platform == "darwin" else 1024  # ru_maxrss: bytes on macOS, KiB on Linux
print("MEMORY", json.dumps({"rss_before": before * scale, "rss_after": after * scale,
      "py_current": current, "py_peak": peak, "log_lines": len(session.log_lines)}))
"""


def _child(script: str, tag: str, *args: int) -> Any:
    """Run ``script`` in a fresh interpreter (its own settings folder) and return the
    JSON it prints after ``tag``."""
    with tempfile.TemporaryDirectory() as tmp:
        out = subprocess.run(
            [sys.executable, "-c", script, str(ROOT), *map(str, args)],
            capture_output=True,
            text=True,
            env=_env(tmp),
            cwd=ROOT,
            check=True,
        ).stdout
    line = next(line for line in out.splitlines() if line.startswith(tag))
    return json.loads(line.split(" ", 1)[1])


def memory(players: int, seed: int) -> dict[str, int]:
    return _child(MEMORY, "MEMORY", players, seed)


GAMES = r"""
import gc, json, os, sys
sys.path.insert(0, sys.argv[1])
from PySide6.QtCore import QCoreApplication, QEvent, QObject
from PySide6.QtWidgets import QApplication
app = QApplication([])
from bench.gui_speed import _play_window
players, seed, games = int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
window, session = _play_window(players, seed)
setup = session.setup

def settle():
    # what the event loop does between two moves: paint, and delete what was
    # deleteLater()'d (processEvents alone leaves those until the loop runs)
    for _ in range(10):
        app.processEvents()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    gc.collect()
    app.processEvents()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)

def rss():
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")

settle()
rows = [{"game": 0, "rss": rss(), "objects": len(gc.get_objects()),
         "qobjects": len(window.findChildren(QObject))}]
for game in range(1, games + 1):
    if game > 1:
        setup.seed = seed + game
        session.new_game(setup)
    while not session.state.is_terminal():
        session.play_now(1, level="random", seed=seed + game)
        app.processEvents()
    window.show_scores()
    settle()
    window._score_dialog.close()
    settle()
    rows.append({"game": game, "rss": rss(), "objects": len(gc.get_objects()),
                 "qobjects": len(window.findChildren(QObject)),
                 "log_lines": len(session.log_lines)})
print("GAMES", json.dumps(rows))
"""


def games_in_a_row(players: int, seed: int, games: int) -> list[dict[str, int]]:
    return _child(GAMES, "GAMES", players, seed, games)


def _ms(values: list[float]) -> str:
    return f"median {statistics.median(values) * 1000:.1f} ms, max {max(values) * 1000:.1f} ms"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=5, help="processes for the first window")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--players", type=int, default=4, choices=range(2, 6))
    parser.add_argument("--games", type=int, default=6, help="games in a row (memory)")
    parser.add_argument("--only-games", action="store_true", help="only the games in a row")
    args = parser.parse_args(argv)
    import PySide6

    print(
        f"gui_speed: {platform.platform()}, Python {platform.python_version()}, "
        f"PySide6 {PySide6.__version__}, {os.cpu_count()} cores, "
        f"platform {os.environ.get('QT_QPA_PLATFORM', 'offscreen')}"
    )
    if not args.only_games:
        _speed_and_memory(args)
    rows = games_in_a_row(5, args.seed, args.games)
    mib = 1024 * 1024
    print(
        f"memory over {args.games} 5-player games in a row in one window (score sheet opened "
        "and closed after each; current RSS, Python objects, QObjects under the window):"
    )
    for row in rows:
        lines = f", {row['log_lines']} log lines" if "log_lines" in row else ""
        print(
            f"  after game {row['game']}: RSS {row['rss'] / mib:.1f} MiB, "
            f"{row['objects']} Python objects, {row['qobjects']} QObjects{lines}"
        )
    return 0


def _speed_and_memory(args: argparse.Namespace) -> None:
    times = first_window(args.runs)
    print(
        f"first window (process start to main window shown, {args.runs} runs): "
        f"median {statistics.median(times):.2f} s, min {min(times):.2f} s, max {max(times):.2f} s"
    )
    refresh, changed, full, rounds = table_refresh(args.players, args.seed)
    print(
        f"whole {args.players}-player game, seed {args.seed}, {len(full)} decisions "
        f"(random choices), {rounds} rounds, 1366x768 window:"
    )
    print(f"  table refresh (all models and the prompt bar): {_ms(refresh)}")
    print(f"  repaint of what changed (the next event-loop turn): {_ms(changed)}")
    total = [a + b for a, b in zip(refresh, changed, strict=False)]
    print(f"  refresh + repaint, i.e. a move on the screen: {_ms(total)}")
    print(f"  full repaint of the whole window (a resize, a language switch): {_ms(full)}")
    mem = memory(args.players, args.seed)
    mib = 1024 * 1024
    print(
        f"memory (a whole game in the main window, fresh process): peak RSS "
        f"{mem['rss_before'] / mib:.0f} MiB before the game, {mem['rss_after'] / mib:.0f} MiB "
        f"after; Python heap grown by the game {mem['py_current'] / mib:.1f} MiB "
        f"(peak {mem['py_peak'] / mib:.1f} MiB), {mem['log_lines']} log lines"
    )


if __name__ == "__main__":
    sys.exit(main())
