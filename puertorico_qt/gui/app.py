"""Starting the desktop program: ``python -m puertorico_qt [options] [screenshot …]``.

- no arguments: the program; the unfinished game is offered, else a new one;
- ``--lang de|en|nl``: the language for this run (else the settings', else the system's);
- ``--selftest``: the real program, offscreen, plays a whole 4-player game of each game
  between computer players, saves and loads it, checks it (``gui.selftest``); exit
  status 0 when all is well;
- ``screenshot --out FILE.png``: the main window after some computer moves, as a
  picture in the format the suffix names (``.jpg`` a JPEG; ``unwritable``), refused when
  the window cannot be as small as ``--size`` (no dialogs, no event loop beyond what
  painting needs); ``--game cards
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
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from .app_args import BOARD_SCENES, PROG, build_parser, check_args, defaults, unknown_options

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
    if problem is not None:  # a line on stderr under the (sub-)command's usage, exit code 2
        parser.for_command(args.command).error(problem)
    defaults(args)
    headless = args.selftest or args.command == "screenshot"
    if headless:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    own_app = QApplication.instance() is None  # not a test's
    app = _make_app(qt_args)
    if headless:
        _quiet_platform_warnings()
    if args.command == "screenshot":
        problem = unwritable(Path(args.out))
        if problem is not None:
            parser.for_command(args.command).error(problem)
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


def unwritable(out: Path) -> str | None:
    """Why Qt cannot write a picture named ``out`` (None: it can): its suffix names the
    format (``QImage.save`` infers it), and a PNG under a ``.jpg`` name is no JPEG."""
    from PySide6.QtGui import QImageWriter

    formats = sorted({bytes(f.data()).decode() for f in QImageWriter.supportedImageFormats()})
    suffix = out.suffix.lower().lstrip(".")
    if suffix in formats:
        return None
    named = f"the suffix .{suffix} names" if suffix else "a name without a suffix names"
    choices = ", ".join(f".{f}" for f in formats)
    return f"--out {out.name}: {named} no picture format Qt can write ({choices})"


def run_screenshot(app, args: argparse.Namespace) -> int:
    """The picture ``args`` ask for, written to ``--out`` in its suffix's format; refused
    (exit status 2, nothing written) when the window cannot be as small as ``--size``."""
    width, height = (int(x) for x in args.size.lower().split("x"))  # checked: ``check_args``
    out = Path(args.out)
    lang = args.shot_lang or args.lang or "en"
    if args.game == "cards":
        from .cards.screenshots import EXPANSION_SCENES, SCENE_PLAYERS, render

        # A scene that needs the expansion or four players gets them.
        players = max(min(args.players, 4), SCENE_PLAYERS.get(args.scene, 2))
        asked = tuple(e for e in args.expansions.split(",") if e)
        card_expansions = tuple(dict.fromkeys(asked + EXPANSION_SCENES.get(args.scene, ())))
        try:
            ok = _render_as(out, lambda path: render(
                args.scene, (width, height), path, lang, players, args.shot_seed,
                card_expansions, after=args.actions or 0,
            ))  # fmt: skip
        except RuntimeError as exc:  # no seeded game reached the scene
            print(f"error: {exc}", file=sys.stderr)
            return 2
        # the score sheet is a dialog inside the window, smaller than ``--size``
        return _report(out, ok, (width, height), args.scene != "scores",
                       f"the card game, {args.scene}")  # fmt: skip
    if args.scene in BOARD_SCENES:  # the board game's (expansions III and IV)
        from .table.smuggler_shots import render as render_scene

        ok = _render_as(
            out, lambda path: render_scene(args.scene, (width, height), path, lang, args.edition)
        )
        return _report(out, ok, (width, height), True, args.scene)
    return _board_shot(app, args, out, (width, height), lang)


def _render_as(out: Path, render: Callable[[Path], object]) -> bool:
    """``render`` writes a PNG (``table.screenshots.save_shot``): to ``out`` itself, or
    for another format to a temporary one, then written to ``out`` in that format.
    Whether ``out`` was written."""
    if out.suffix.lower() == ".png":
        render(out)
        return True
    from PySide6.QtGui import QImage

    with tempfile.TemporaryDirectory() as tmp:
        png = Path(tmp) / "shot.png"
        render(png)
        out.parent.mkdir(parents=True, exist_ok=True)
        return QImage(str(png)).save(str(out))


def _report(out: Path, ok: bool, asked: tuple[int, int], sized: bool, what: str) -> int:
    """The line on the picture written to ``out`` with its real size (``sized``: the whole
    window, which must be ``asked``; if the window could not be that small, the picture
    is removed and the size refused)."""
    from PySide6.QtGui import QGuiApplication, QImageReader

    if not ok:
        print(f"error: cannot write {out}", file=sys.stderr)
        return 1
    real = QImageReader(str(out)).size()
    size = (real.width(), real.height()) if real.isValid() else asked
    # the picture has the screen's pixels (twice the window's at a scale factor of 2):
    # the window's own size is what --size asked for
    screen = QGuiApplication.primaryScreen()
    ratio = screen.devicePixelRatio() if screen is not None else 1.0
    logical = (round(size[0] / ratio), round(size[1] / ratio))
    if sized and logical != asked:
        out.unlink(missing_ok=True)
        print(f"error: {too_small(asked, logical)}", file=sys.stderr)
        return 2
    print(f"{out}: {what}, {size[0]}x{size[1]}")
    return 0


def too_small(asked: tuple[int, int], real: tuple[int, int]) -> str:
    """The refusal of a ``--size`` the window cannot be as small as (it is ``real``)."""
    return (
        f"--size {asked[0]}x{asked[1]} is smaller than the window can be: it would be "
        f"{real[0]}x{real[1]} (ask for at least that)"
    )


def _board_shot(app, args: argparse.Namespace, out: Path, size: tuple[int, int], lang: str) -> int:
    """The board game's main window after ``--actions`` decisions (30 unless given)."""
    from ..engine import ConfigError
    from .i18n import Translations
    from .main_window import MainWindow
    from .session import GameSession, NewGameSetup, SeatInfo
    from .win_chance_chart import wait_for_chances

    translations = Translations()
    translations.set_language(lang)
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
        asked = BOARD_SHOT_DECISIONS if args.actions is None else args.actions
        done = session.play_now(asked, level="beginner", seed=args.shot_seed)
        ended = session.state.is_terminal()
        window = MainWindow(session, settings, translations, interactive=False, persist=False)
        try:
            window.resize(*size)
            window.show()
            for _ in range(5):
                app.processEvents()
            real = (window.width(), window.height())
            if real != size:  # below the window's smallest size: refused, nothing written
                print(f"error: {too_small(size, real)}", file=sys.stderr)
                return 2
            wait_for_chances(window)
            picture = window.grab()
            out.parent.mkdir(parents=True, exist_ok=True)
            ok = picture.save(str(out))  # the format: the suffix's (``unwritable``)
        finally:
            window.close()
            session.shutdown()
    if not ok:
        print(f"error: cannot write {out}", file=sys.stderr)
        return 1
    played = f"after {done} decisions"
    if ended:  # the game ended before (or at) the decisions asked
        played += ": the game ended" + (f" (--actions asked {asked})" if done < asked else "")
    print(f"{out}: {picture.width()}x{picture.height()}, {played}")
    return 0
