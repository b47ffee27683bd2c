"""Starting the desktop program: ``python -m puertorico_qt [options] [screenshot …]``.

- no arguments: the program; the unfinished game is offered, else a new one;
- ``--lang de|en|nl``: the language for this run (else the settings', else the system's);
- ``--selftest``: the real program, offscreen, plays a whole 4-player game of each game
  between computer players, saves and loads it, checks it (``gui.selftest``); exit
  status 0 when all is well;
- ``screenshot --out FILE.png``: the main window after some computer moves, as a
  picture (no dialogs, no event loop beyond what painting needs); ``--game cards
  --scene start|councillor|payment|scores|buildings|cathedral|cities``: the card game
  at that moment (``gui.cards.screenshots``; with ``--actions K`` the scene's first
  moment after K decisions); ``--scene smuggler|festival``: the board game with
  expansions III and IV (``gui.table.smuggler_shots``).

Qt's own options are handed to Qt (``-platform``, ``-style``, …, ``app_args.QT_OPTIONS``);
any other unknown option is refused in a line (``app_args``: the parser and its checks).

SIGTERM, SIGINT and SIGHUP close the windows and quit the application the normal
way (``quit_on_signals``), so that the session stops its AI thread and writes the
autosave, and the Expert's worker processes are stopped before the program ends.
"""

from __future__ import annotations

import argparse
import os
import signal
import sys
import tempfile
import threading
from pathlib import Path
from typing import TYPE_CHECKING

from .app_args import PROG, build_parser, check_args, unknown_options

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication

#: The signals that end the program the normal way (those the platform has).
QUIT_SIGNALS = ("SIGTERM", "SIGINT", "SIGHUP")
#: How often the interpreter looks for a signal while Qt's event loop runs (ms).
SIGNAL_CHECK_MS = 200
# The players of a screenshot: a person at seat 0, computers at the others.
SCREENSHOT_NAMES = ("Anna", "Benno", "Carla", "Dirk", "Emma")
#: The board game's screenshot: decisions played before it unless ``--actions`` says.
BOARD_SHOT_DECISIONS = 30


def main(argv: list[str]) -> int:
    parser = build_parser()
    args, qt_args = parser.parse_known_args(argv)
    problem = check_args(args) or unknown_options(qt_args)
    if problem is not None:
        parser.error(problem)  # a line on stderr, exit code 2
    if args.command == "screenshot":
        args.edition = args.edition or "classic"
        args.market = args.market or "draft"
    headless = args.selftest or args.command == "screenshot"
    if headless:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    own_app = QApplication.instance() is None  # not a test's
    app = _make_app(qt_args)
    if headless:
        _quiet_platform_warnings()
    if args.command == "screenshot":
        return run_screenshot(app, args)
    if own_app:
        quit_on_signals(app)
    if args.selftest:
        from .selftest import run_selftest

        return run_selftest(app, args)
    if args.command == "replay":
        from .replay.launch import run_replay

        return run_replay(app, args)
    return run_program(app, args)


def _make_app(qt_args: list[str]) -> QApplication:
    from PySide6.QtWidgets import QApplication

    from .. import __version__
    from .main_window import app_icon

    existing = QApplication.instance()
    created = not isinstance(existing, QApplication)
    app = (
        QApplication([sys.argv[0] if sys.argv else PROG, *qt_args])
        if not isinstance(existing, QApplication)
        else existing
    )
    app.setOrganizationName("puertorico-qt")
    app.setApplicationName("puertorico-qt")
    app.setApplicationVersion(__version__)
    app.setDesktopFileName("puertorico-qt")
    app.setWindowIcon(app_icon())
    if created:
        # Collect cycles in the GUI thread only (see gc_guard), in the program's own
        # application (a test's QApplication keeps Python's usual collection).
        from .ai_worker import share_the_gil, think_elsewhere
        from .gc_guard import MainThreadCollector

        MainThreadCollector(app)  # a child of the application: lives as long as it
        # The window stays quick while a computer player thinks: searches in a process
        # of their own, and the GIL shared sooner with what still runs in the AI thread.
        think_elsewhere()
        share_the_gil()
    return app


def quit_on_signals(app) -> list[int]:
    """Let SIGTERM, SIGINT and SIGHUP (those the platform has) end the program the normal
    way: close every window (the main window's ``closeEvent`` shuts the session down) and
    leave the event loop with status 128 + the signal's number; the program then ends as
    after *Quit*: the session stops its AI thread and the Expert's worker processes are
    stopped (``ai.pool.shutdown_pools``).  Without this a SIGTERM ends Python at once:
    the workers outlive it and Python reports leaked semaphores.

    Python runs a signal handler only between two of its own instructions, never while
    Qt's event loop waits in C++: a timer wakes the interpreter every ``SIGNAL_CHECK_MS``.
    The handler itself only schedules the quit (it may interrupt any Python code of the
    GUI thread), and a second signal ends the program at once, the default way, should
    the shutdown hang.  Returns the signals handled (none outside the main thread)."""
    from PySide6.QtCore import QTimer

    if threading.current_thread() is not threading.main_thread():
        return []
    signums = [getattr(signal, name) for name in QUIT_SIGNALS if hasattr(signal, name)]

    def quit_now(signum: int) -> None:
        app.closeAllWindows()
        app.exit(128 + signum)

    def handler(signum: int, _frame) -> None:
        for other in signums:
            signal.signal(other, signal.SIG_DFL)
        QTimer.singleShot(0, app, lambda: quit_now(signum))

    handled = []
    for signum in signums:
        try:
            signal.signal(signum, handler)
        except (OSError, ValueError):  # not allowed here (an embedded interpreter)
            continue
        handled.append(signum)
    if handled:
        timer = QTimer(app)
        timer.setObjectName("puertorico-signal-check")
        timer.timeout.connect(lambda: None)  # runs Python: pending handlers run now
        timer.start(SIGNAL_CHECK_MS)
    return handled


def _quiet_platform_warnings() -> None:
    """The offscreen platform warns about window-manager hints it cannot pass on."""
    from PySide6.QtCore import qInstallMessageHandler

    previous = None

    def handler(mode, context, message: str) -> None:
        if "does not support propagateSizeHints" in message:
            return
        if previous is not None:
            previous(mode, context, message)
        else:
            print(message, file=sys.stderr)

    previous = qInstallMessageHandler(handler)


def temporary_settings(folder: Path):
    """Settings in ``folder`` (a temporary one): a run that must touch no player's."""
    from PySide6.QtCore import QSettings

    from .settings import Settings

    return Settings(QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat))


def run_program(app, args: argparse.Namespace) -> int:
    from PySide6.QtCore import QTimer

    from ..persistence.instance import claim_autosave
    from .i18n import Translations
    from .main_window import MainWindow
    from .settings import Settings

    claim_autosave()  # a second copy running at once autosaves to a file of its own
    settings = Settings()
    translations = Translations()
    translations.set_language(args.lang or settings.language)
    window = MainWindow(settings=settings, translations=translations)
    app.aboutToQuit.connect(window.session.shutdown)
    window.show_on_screen()
    QTimer.singleShot(0, window.start)
    code = app.exec()  # aboutToQuit: the session has shut down
    stop_worker_processes()
    return code


def stop_worker_processes() -> None:
    """Stop the bots' worker processes now, while the program still runs normally
    (``atexit`` would too, but later, after Python's own wait for the pools' work)."""
    pool = sys.modules.get("puertorico_qt.ai.pool")
    if pool is not None:
        pool.shutdown_pools()


# --------------------------------------------------------------------------- screenshot


def run_screenshot(app, args: argparse.Namespace) -> int:
    from ..engine import ConfigError
    from .i18n import Translations
    from .main_window import MainWindow
    from .session import GameSession, NewGameSetup, SeatInfo
    from .win_chance_chart import wait_for_chances

    width, height = (int(x) for x in args.size.lower().split("x"))  # checked: ``check_args``
    if args.game == "cards":
        from .cards.screenshots import EXPANSION_SCENES, SCENE_PLAYERS, render

        # A scene that needs the expansion or four players gets them.
        players = max(min(args.players, 4), SCENE_PLAYERS.get(args.scene, 2))
        asked = tuple(e for e in args.expansions.split(",") if e)
        card_expansions = tuple(dict.fromkeys(asked + EXPANSION_SCENES.get(args.scene, ())))
        try:
            out = render(
                args.scene, (width, height), Path(args.out), args.shot_lang or args.lang or "en",
                players, args.shot_seed, card_expansions, after=args.actions or 0,
            )  # fmt: skip
        except RuntimeError as exc:  # no seeded game reached the scene
            print(f"error: {exc}", file=sys.stderr)
            return 2
        print(f"{out}: the card game, {args.scene}, {width}x{height}")
        return 0
    if args.scene in ("smuggler", "festival"):  # the board game's (expansions III and IV)
        from .table.smuggler_shots import screenshot_command

        return screenshot_command(args, (width, height))
    translations = Translations()
    translations.set_language(args.shot_lang or args.lang or "en")
    with tempfile.TemporaryDirectory() as tmp:
        settings = temporary_settings(Path(tmp))
        session = GameSession(autosave_path=None, bot_delay_ms=0)
        session.paused = True
        seats = [SeatInfo(SCREENSHOT_NAMES[0], True, "normal")]
        seats += [SeatInfo(SCREENSHOT_NAMES[i], False, "normal") for i in range(1, args.players)]
        expansions = tuple(e for e in args.expansions.split(",") if e)
        try:
            session.new_game(
                NewGameSetup(
                    seats=seats,
                    edition=args.edition,
                    hidden_vp=args.hidden_vp,
                    seed=args.shot_seed,
                    expansions=expansions,
                    market=args.market,
                )
            )
        except ConfigError as exc:
            print(f"error: {exc}", file=sys.stderr)
            return 2
        decisions = BOARD_SHOT_DECISIONS if args.actions is None else args.actions
        session.play_now(decisions, level="beginner", seed=args.shot_seed)
        window = MainWindow(session, settings, translations, interactive=False, persist=False)
        window.resize(width, height)
        window.show()
        for _ in range(5):
            app.processEvents()
        wait_for_chances(window)
        picture = window.grab()
        out = Path(args.out)
        out.parent.mkdir(parents=True, exist_ok=True)
        ok = picture.save(str(out), "PNG")
        window.close()
        session.shutdown()
    if not ok:
        print(f"error: cannot write {out}", file=sys.stderr)
        return 1
    print(f"{out}: {picture.width()}x{picture.height()}, after {decisions} decisions")
    return 0
