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

Qt's own options are handed to Qt (``-platform``, ``-style``, …, ``QT_OPTIONS``); any other
unknown option is refused in a line (a typo opened the whole program).

SIGTERM, SIGINT and SIGHUP close the windows and quit the application the normal
way (``quit_on_signals``), so that the session stops its AI thread and writes the
autosave, and the Expert's worker processes are stopped before the program ends.
"""

from __future__ import annotations

import argparse
import math
import os
import signal
import sys
import tempfile
import threading
from pathlib import Path
from typing import TYPE_CHECKING

from ..cards import config as card_config
from ..engine.data import EXPANSION_NAMES
from .selftest import SELFTEST_GAMES

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication

PROG = "puertorico-qt"  # the installed command (python -m puertorico_qt does the same)
#: The signals that end the program the normal way (those the platform has).
QUIT_SIGNALS = ("SIGTERM", "SIGINT", "SIGHUP")
#: How often the interpreter looks for a signal while Qt's event loop runs (ms).
SIGNAL_CHECK_MS = 200
# The players of a screenshot: a person at seat 0, computers at the others.
SCREENSHOT_NAMES = ("Anna", "Benno", "Carla", "Dirk", "Emma")
#: The board game's screenshot: decisions played before it unless ``--actions`` says.
BOARD_SHOT_DECISIONS = 30
#: The card game's scenes (``gui.cards.screenshots``: ``SCENES``, then the expansion's
#: and the 4-player one), named here so that parsing the command line imports no Qt.
CARD_SCENES = ("start", "councillor", "payment", "scores", "buildings", "cathedral", "cities")


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog=PROG, description="Puerto Rico on the desktop")
    parser.add_argument("--lang", choices=["de", "en", "nl"], help="language for this run")
    parser.add_argument(
        "--selftest",
        action="store_true",
        help="play a whole game of each game (or --selftest-game) offscreen and check it",
    )
    parser.add_argument(
        "--bot-seconds",
        type=float,
        default=0.02,
        help="selftest: thinking time per computer move (default %(default)s s)",
    )
    parser.add_argument(
        "--selftest-game",
        choices=["all", *SELFTEST_GAMES],
        default="all",
        help="selftest: the game to play (default: each, one after the other)",
    )
    parser.add_argument("--seed", type=int, default=2024, help="selftest: the games' seed")
    parser.add_argument(
        "--timeout", type=float, default=300.0, help="selftest: give up after this many seconds"
    )
    sub = parser.add_subparsers(dest="command")
    shot = sub.add_parser("screenshot", help="save a picture of the main window")
    shot.add_argument("--out", required=True, help="the PNG file to write")
    shot.add_argument(
        "--players", type=int, default=4, choices=range(2, 6), help="2 to 5 (the card game: 4)"
    )
    shot.add_argument(
        "--seed", type=int, default=7, dest="shot_seed", metavar="SEED", help="the game's seed"
    )
    shot.add_argument(
        "--actions",
        type=int,
        default=None,
        help="decisions played before the picture (the board game: 30 unless given; the "
        "card game: its scene's first moment after this many)",
    )
    shot.add_argument("--size", default="1280x820", help="window size, WIDTHxHEIGHT")
    shot.add_argument(
        "--lang", choices=["de", "en", "nl"], dest="shot_lang", help="the picture's language"
    )
    shot.add_argument(
        "--edition", choices=["classic", "1897"], default=None, help="the board game's edition"
    )
    shot.add_argument(
        "--hidden-vp", action="store_true", help="the board game: VP chips hidden from the others"
    )
    shot.add_argument(
        "--expansions",
        default="",
        help="comma-separated: buildings, nobles, smuggler, festival (expansions I to IV)",
    )
    shot.add_argument(
        "--market",
        choices=["base", "random", "draft"],
        default=None,
        help="with expansion I: how its buildings come onto the board (default: draft)",
    )
    shot.add_argument(
        "--game",
        choices=["puertorico", "cards"],
        default="puertorico",
        help="the board game (default) or the card game",
    )
    shot.add_argument(
        "--scene",
        choices=[*CARD_SCENES, "smuggler", "festival"],
        default="start",
        help="the card game: the moment to show (the score sheet for scores; buildings and "
        "cathedral with its expansion, cities with four players); the board game: smuggler "
        "or festival (expansions III and IV, gui.table.smuggler_shots)",
    )
    replay = sub.add_parser("replay", help="watch a recorded or saved game, step by step")
    replay.add_argument("file", help="the game record or saved game (.json)")
    replay.add_argument("--lang", choices=["de", "en", "nl"], dest="replay_lang")
    return parser


#: A screenshot's largest side (8K): 30000x30000 took 8.5 GB of memory and did not end.
MAX_SHOT_SIDE = 7680
#: The expansions each game's screenshot may have (the engines' own lists).
BOARD_EXPANSIONS: tuple[str, ...] = tuple(EXPANSION_NAMES)
CARD_EXPANSIONS: tuple[str, ...] = tuple(
    e for e in card_config.KNOWN_EXPANSIONS if e not in card_config.ENGINE_ONLY
)
MAX_SEED = 2**63 - 1  # as the headless tools (``cli``)


#: Qt's own command-line options, which the program hands on to it (``-style fusion``,
#: ``-platform offscreen``); any other option is refused: a typo (``--selftets``) or
#: ``--version`` opened the whole program.
QT_OPTIONS = frozenset(
    {
        "platform", "platformpluginpath", "platformtheme", "plugin", "qwindowgeometry",
        "qwindowicon", "qwindowtitle", "reverse", "session", "style", "stylesheet",
        "widgetcount", "display", "geometry", "name", "title", "visual", "ncols", "cmap",
        "nograb", "dograb", "sync", "qmljsdebugger", "fontengine", "qwindowopengl",
    }
)  # fmt: skip


def unknown_options(rest: list[str]) -> str | None:
    """Why the arguments the parser left (for Qt) cannot be (None: they are Qt's)."""
    for word in rest:
        if word.startswith("-"):
            name = word.lstrip("-").split("=", 1)[0]
            if name not in QT_OPTIONS:
                return f"unrecognized arguments: {word}"
    return None


def check_args(args: argparse.Namespace) -> str | None:
    """Why the options cannot be used together (None: they can), before Qt starts: the
    other game's options are refused, not ignored, as the headless tools do."""
    for name, value in (("--timeout", args.timeout), ("--bot-seconds", args.bot_seconds)):
        if not math.isfinite(value) or value < 0 or (name == "--timeout" and value == 0):
            return f"{name} must be a positive number of seconds, not {value}"
    if not 0 <= args.seed <= MAX_SEED:
        return f"--seed must be a whole number from 0 to {MAX_SEED}"
    if args.command != "screenshot":
        return None
    try:
        width, height = (int(x) for x in args.size.lower().split("x"))
    except ValueError:
        return f"--size must be WIDTHxHEIGHT, not {args.size!r}"
    if not (100 <= width <= MAX_SHOT_SIDE and 100 <= height <= MAX_SHOT_SIDE):
        return f"--size: each side from 100 to {MAX_SHOT_SIDE} pixels, not {args.size}"
    if not 0 <= args.shot_seed <= MAX_SEED:
        return f"--seed must be a whole number from 0 to {MAX_SEED}"
    if args.actions is not None and args.actions < 0:
        return f"--actions must be 0 or more, not {args.actions}"
    expansions = [e for e in args.expansions.split(",") if e]
    if args.game == "cards":
        board_only = [
            option
            for option, given in (
                ("--edition", args.edition is not None),
                ("--hidden-vp", args.hidden_vp),
                ("--market", args.market is not None),
            )
            if given
        ]
        if board_only:
            return f"{', '.join(board_only)}: the board game's, not the card game's"
        if args.scene in ("smuggler", "festival"):
            return f"--scene {args.scene} is the board game's (leave out --game cards)"
        if args.players > 4:
            return "the card game is played by 2 to 4 players"
        allowed = CARD_EXPANSIONS
    else:
        if args.scene not in ("start", "smuggler", "festival"):
            return f"--scene {args.scene} is the card game's: add --game cards"
        allowed = BOARD_EXPANSIONS
    unknown = [e for e in expansions if e not in allowed]
    if unknown:
        return f"--expansions: {', '.join(unknown)} is not one of {', '.join(allowed)}"
    return None


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

    from .i18n import Translations
    from .main_window import MainWindow
    from .settings import Settings

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
