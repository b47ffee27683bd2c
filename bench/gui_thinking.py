"""Does a thinking computer player slow the window?  The GUI thread's work while a bot
searches in another thread, at several of Python's GIL switch intervals, and while it
searches in another process.

    python bench/gui_thinking.py [--game cards|puertorico] [--repaints 15]

Computer players think in a ``QThread`` (``gui/ai_worker.py``), so the window never
waits for an answer; but the search is pure Python, and both threads need the GIL.
When the GUI thread wants it, it waits until the search's thread gives it up, at the
latest after ``sys.getswitchinterval()`` (5 ms by default), and a repaint of the table
calls Python (the delegates, the models) hundreds of times, each call taking the GIL
anew.  This bench shows what that costs and what a shorter interval gives back:

- the real main window at 1366×768 (offscreen) with a 4-player game of ``--game``;
- ``--repaints`` full repaints (``QWidget.repaint()``, every cell painted, as after a
  resize, then one event-loop turn) and as many random moves played through the
  session and shown (its refresh, the next event-loop turn), timed idle and while a
  thread runs the Expert's search (the card game's ``CardExpertBot``, the board
  game's Hard search: both in this process, as in the program);
- for each interval: their medians and maxima, and the search's iterations a second
  meanwhile and alone (what the shorter interval costs the bot);
- the same while the search runs in another process (``ai.elsewhere.choose_elsewhere``,
  decisions of 400 iterations one after the other, as the program's AI thread asks
  them), at the program's interval.

The program itself asks searching bots in another process (``think_elsewhere``) and
sets ``gui.ai_worker.GUI_SWITCH_INTERVAL`` (``share_the_gil``).
Prints figures and asserts nothing.  Wall-clock times: run it on an otherwise idle
machine (it uses two threads, one core each at most).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

INTERVALS_MS = (5.0, 2.0, 1.0, 0.5)
T = TypeVar("T")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--game", choices=("cards", "puertorico"), default="cards")
    ap.add_argument("--repaints", type=int, default=15)
    args = ap.parse_args()

    from PySide6.QtCore import QSettings

    from puertorico_qt import cards, engine
    from puertorico_qt.ai import Bot, SearchBudget, make_bot
    from puertorico_qt.ai.cards.bots import CardExpertBot
    from puertorico_qt.ai.elsewhere import choose_elsewhere, warm_up
    from puertorico_qt.ai.pool import shutdown_pools
    from puertorico_qt.gui.ai_worker import GUI_SWITCH_INTERVAL
    from puertorico_qt.gui.app import _make_app
    from puertorico_qt.gui.main_window import MainWindow
    from puertorico_qt.gui.session import GameSession, NewGameSetup
    from puertorico_qt.gui.settings import Settings
    from puertorico_qt.persistence import SeatInfo

    app = _make_app([])
    folder = Path(tempfile.mkdtemp(prefix="gui_thinking_"))
    settings = Settings(QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat))
    window = MainWindow(
        GameSession(autosave_path=None, bot_delay_ms=0), settings, interactive=False, persist=False
    )
    window.resize(1366, 768)
    window.show()
    seats = [SeatInfo("Anna", True)] + [SeatInfo(f"Bot {i}", False, "normal") for i in range(3)]
    window.start_new_game(NewGameSetup(seats=seats, seed=5, game=args.game))
    window.session.paused = True
    for _ in range(20):
        app.processEvents()

    observation: Any
    bot: Bot
    if args.game == "cards":
        state = cards.new_game(cards.CardConfig(players=4), 3)
        while state.phase != cards.CardPhase.ROLE:
            state.apply(state.legal_actions()[0])
        observation = cards.observe(state, state.current_player)
        bot = CardExpertBot(1)
    else:
        game = engine.new_game(engine.GameConfig(players=4), seed=3)
        observation = engine.observe(game, game.current_player)
        bot = make_bot("hard", 1)

    def timed(work) -> tuple[float, float]:
        times = []
        for _ in range(args.repaints):
            start = time.perf_counter()
            work()
            times.append(time.perf_counter() - start)
        return statistics.median(times) * 1000, max(times) * 1000

    def repaint() -> None:
        window.repaint()
        app.processEvents()

    moves = iter(range(10**6))

    def move() -> None:
        window.session.play_now(1, level="random", seed=next(moves))
        app.processEvents()

    def figures() -> str:
        full, shown = timed(repaint), timed(move)
        return (
            f"repaint {full[0]:6.1f} ms (max {full[1]:6.1f}), "
            f"a move shown {shown[0]:5.1f} ms (max {shown[1]:6.1f})"
        )

    stop = threading.Event()

    class Counting:
        """The search's cancel flag, asked once an iteration: counts them."""

        n = 0

        def is_set(self) -> bool:
            self.n += 1
            return stop.is_set()

    counting = Counting()

    def think() -> None:
        while not stop.is_set():
            bot.choose(observation, SearchBudget(iterations=400, cancel=counting))  # type: ignore[arg-type]

    def think_elsewhere() -> None:
        while not stop.is_set():
            choose_elsewhere(bot, observation, SearchBudget(iterations=400, cancel=stop))
            counting.n += bot.last.iterations if bot.last is not None else 0  # type: ignore[attr-defined]

    def rate(work: Callable[[], T]) -> tuple[float, T]:
        """The search's iterations a second while ``work`` runs, and what it returned."""
        n0, t0 = counting.n, time.perf_counter()
        result = work()
        return (counting.n - n0) / (time.perf_counter() - t0), result

    def while_thinking(target: Callable[[], None], label: str) -> None:
        stop.clear()
        thread = threading.Thread(target=target)
        thread.start()
        time.sleep(0.3)
        during, busy = rate(figures)
        alone, _ = rate(lambda: time.sleep(1.0))
        stop.set()
        thread.join()
        print(f"  {label}: {busy}")
        print(f"      the search meanwhile {during:5.0f} it/s; alone {alone:5.0f} it/s")

    print(
        f"{args.game}, 1366x768 main window, medians of {args.repaints}: a full repaint "
        "(every cell), and a random move played and shown (refresh and repaint)"
    )
    print(f"  no bot thinking:             {figures()}")
    for interval in INTERVALS_MS:
        sys.setswitchinterval(interval / 1000)
        while_thinking(think, f"bot thinking, switch {interval:3.1f} ms")
    sys.setswitchinterval(GUI_SWITCH_INTERVAL)
    if warm_up():
        while_thinking(think_elsewhere, "bot thinking in another process")
    else:
        print("  no worker process can be had here: the row in another process is missing")
    shutdown_pools()
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
