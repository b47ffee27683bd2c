"""Entry point of the PyInstaller bundle (``packaging/puertorico-qt.spec``).

1. ``multiprocessing.freeze_support()`` comes first: the Expert bot runs process pools,
   and a frozen child process starts this same executable with ``--multiprocessing-fork``.
2. Then ``puertorico_qt.__main__.main`` runs with the command-line arguments, so the
   bundle accepts everything ``python -m puertorico_qt`` accepts (``--selftest``,
   ``engine new``, ``selfplay``, ...).
3. When the program fails while a windowed build starts (an exception out of ``main``,
   or a fatal Qt message such as "could not load the Qt platform plugin"), the reason
   is shown in a dialog, not lost in a silent exit: a QMessageBox when QtWidgets works,
   else the operating system's own (MessageBoxW on Windows, osascript on macOS,
   zenity/kdialog/xmessage on Linux). The traceback always goes to
   ``<user log dir>/startup-error.log`` and to stderr when there is one.

Switches read from the environment, for tests and measurements only:

``PRQT_BUNDLE_REPORT=1``
    print a JSON report of the bundle (paths found by ``puertorico_qt.paths``, the
    translations and artwork inside, whether each loads, the Qt plugins) and exit.
``PRQT_FIRST_WINDOW_PROBE=1``
    start the program as usual, print ``first-window <seconds since start-up>`` on
    stderr when the first top-level window has been painted, and exit 0 at once.
``PRQT_SIMULATE_STARTUP_FAILURE=1``
    raise an error at start-up (tests the error path).
``PRQT_ERROR_DIALOG=0|1``
    never / always show the error dialog (default: only in a windowed launch).
``PRQT_ERROR_DIALOG_TIMEOUT_MS=N``
    close the error dialog by itself after N ms (tests).

Nothing here is imported by the package; it runs only as the bundle's ``__main__``.
"""

from __future__ import annotations

import contextlib
import multiprocessing
import os
import sys
import time

APP_NAME = "puertorico-qt"
APP_TITLE = "Puerto Rico"
_START = time.perf_counter()

# Arguments that run a headless tool (never a window, never a dialog).
_HEADLESS_COMMANDS = {"engine", "selfplay", "tournament", "screenshot", "-h", "--help"}


# --------------------------------------------------------------------------- helpers


class _LazyLogFile:
    """Stands in for a missing sys.stdout/sys.stderr (a windowed Windows build has none).

    Writes go to ``<log dir>/output.log``, opened on the first write, so a ``print``
    or a warning in the program cannot crash it with "NoneType has no attribute write".
    """

    def __init__(self, name: str) -> None:
        self._name = name
        self._file = None

    def _open(self):
        if self._file is None:
            try:
                path = os.path.join(_log_dir(), "output.log")
                self._file = open(path, "a", encoding="utf-8", errors="replace")  # noqa: SIM115
            except OSError:
                self._file = open(os.devnull, "w", encoding="utf-8")  # noqa: SIM115
        return self._file

    def write(self, text: str) -> int:
        return self._open().write(text)

    def flush(self) -> None:
        if self._file is not None:
            self._file.flush()

    def isatty(self) -> bool:
        return False

    def fileno(self) -> int:
        return self._open().fileno()


def _log_dir() -> str:
    try:
        import platformdirs

        path = platformdirs.user_log_dir(APP_NAME, appauthor=False)
    except Exception:  # platformdirs missing or broken: still leave a trace somewhere
        import tempfile

        path = os.path.join(tempfile.gettempdir(), APP_NAME)
    os.makedirs(path, exist_ok=True)
    return path


def _write_log(text: str) -> str | None:
    try:
        path = os.path.join(_log_dir(), "startup-error.log")
        with open(path, "w", encoding="utf-8") as log:
            log.write(time.strftime("%Y-%m-%d %H:%M:%S") + f" {APP_NAME} {_version()}\n")
            log.write(f"executable: {sys.executable}\nargv: {sys.argv!r}\n\n{text}")
        return path
    except OSError:
        return None


def _version() -> str:
    try:
        from puertorico_qt import __version__

        return __version__
    except Exception:
        return "?"


def _to_stderr(text: str) -> None:
    try:
        if sys.stderr is not None:
            sys.stderr.write(text)
            sys.stderr.flush()
    except Exception:
        pass


def _gui_launch(args: list[str]) -> bool:
    """Whether these arguments start the desktop program (not a headless tool)."""
    if not args:
        return True
    if args[0] in _HEADLESS_COMMANDS:
        return False
    return "--selftest" not in args


def _windowed() -> bool:
    """Whether nobody would see a message on stderr: a windowed launch."""
    forced = os.environ.get("PRQT_ERROR_DIALOG")
    if forced in ("0", "1"):
        return forced == "1"
    if os.environ.get("QT_QPA_PLATFORM", "").split(":")[0] in ("offscreen", "minimal"):
        return False  # a dialog nobody can see would hang the run
    if sys.platform == "win32":
        return isinstance(sys.stderr, _LazyLogFile)  # the windowed .exe has no console
    try:
        interactive = sys.stderr is not None and sys.stderr.isatty()
    except Exception:
        interactive = False
    if sys.platform == "darwin":
        return not interactive  # started from Finder or the Dock
    # Linux and the BSDs: started from a desktop menu (the .desktop file), no terminal
    has_display = bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))
    return has_display and not interactive


# --------------------------------------------------------------------------- dialogs


def _dialog_text(reason: str, log_path: str | None) -> str:
    text = f"{APP_TITLE} could not start.\n\n{reason}"
    if log_path:
        text += f"\n\nThe details are in:\n{log_path}"
    return text


def _qt_dialog(text: str, details: str) -> bool:
    """A QMessageBox; False when QtWidgets cannot show one."""
    try:
        from PySide6.QtCore import QTimer
        from PySide6.QtWidgets import QApplication, QMessageBox
    except Exception:
        return False
    try:
        app = QApplication.instance() or QApplication([sys.argv[0]])
        box = QMessageBox(QMessageBox.Icon.Critical, APP_TITLE, text)
        box.setDetailedText(details)
        timeout = os.environ.get("PRQT_ERROR_DIALOG_TIMEOUT_MS")
        if timeout:
            QTimer.singleShot(int(timeout), box.accept)
        box.exec()
        del app
        return True
    except Exception:
        return False


def _native_dialog(text: str) -> bool:
    """The operating system's message box, without Qt. False when none could be shown."""
    timeout_ms = os.environ.get("PRQT_ERROR_DIALOG_TIMEOUT_MS")
    try:
        if sys.platform == "win32":
            import ctypes

            mb_iconerror, mb_setforeground = 0x10, 0x10000
            ctypes.windll.user32.MessageBoxW(None, text, APP_TITLE, mb_iconerror | mb_setforeground)
            return True
        import shutil
        import subprocess

        timeout = int(timeout_ms) / 1000 if timeout_ms else None
        if sys.platform == "darwin":
            script = (
                "on run argv\n"
                "display alert (item 1 of argv) message (item 2 of argv) as critical\n"
                "end run"
            )
            title, _, body = text.partition("\n\n")
            command = ["osascript", "-e", script, title, body]
        else:
            candidates = [
                ["zenity", "--error", "--no-markup", f"--title={APP_TITLE}", f"--text={text}"],
                ["kdialog", "--title", APP_TITLE, "--error", text],
                ["gxmessage", "-center", "-title", APP_TITLE, text],
                ["xmessage", "-center", text],
                ["notify-send", "--urgency=critical", APP_TITLE, text],
            ]
            command = next((c for c in candidates if shutil.which(c[0])), None)
            if command is None:
                return False
        # PRQT_ERROR_DIALOG_TIMEOUT_MS: the dialog was up, then taken down
        with contextlib.suppress(subprocess.TimeoutExpired):
            subprocess.run(command, timeout=timeout, check=False)
        return True
    except Exception:
        return False


_reported = False


def report_failure(reason: str, details: str, *, windowed: bool, qt_usable: bool = True) -> None:
    """Log a start-up failure, print it, and show it in a dialog in a windowed launch.

    ``qt_usable=False`` (a fatal Qt error) skips the QMessageBox: Qt cannot show one then.
    """
    global _reported
    if _reported:  # a second failure while reporting the first
        return
    _reported = True
    log_path = _write_log(details)
    _to_stderr(f"{details}\n{APP_NAME}: {reason}\n")
    if log_path:
        _to_stderr(f"{APP_NAME}: the details are in {log_path}\n")
    if not windowed:
        return
    text = _dialog_text(reason, log_path)
    shown = "QMessageBox" if qt_usable and _qt_dialog(text, details) else None
    if shown is None and _native_dialog(text):
        shown = "native dialog"
    _to_stderr(f"{APP_NAME}: error dialog: {shown or 'none could be shown'}\n")


# --------------------------------------------------------------------------- Qt hooks


def _install_qt_fatal_handler(windowed: bool) -> None:
    """Turn a fatal Qt message (Qt then aborts) into a logged and shown failure.

    The commonest start-up failure of a Linux bundle is a platform plugin that cannot
    load (a missing system library such as libxcb-cursor0 or libEGL): Qt calls qFatal,
    which aborts the process before Python sees an exception. The message handler runs
    first, so the reason still reaches the user, with the warnings just before it
    (Qt names the missing library there). Other messages go to stderr in Qt's usual
    form. A handler the program installs later should hand on to the previous one
    (``gui/app.py`` does).
    """
    try:
        from PySide6 import QtCore
    except Exception:
        return  # Qt itself does not import: main() raises, and report_failure runs
    previous = None
    recent: list[str] = []  # the warnings before a fatal error name its cause

    def handler(mode, context, message):
        category = getattr(context, "category", None)
        prefix = f"{category}: " if category and category != "default" else ""
        if mode == QtCore.QtMsgType.QtFatalMsg:
            reason = message.strip().splitlines()[0] if message.strip() else "fatal Qt error"
            if recent:
                reason += "\n\n" + "\n".join(recent[-4:])
            details = "Qt messages before the fatal error:\n" + "\n".join(recent)
            details += f"\n\nQt fatal error:\n{message}\n"
            report_failure(reason, details, windowed=windowed, qt_usable=False)
            os._exit(1)
        if mode != QtCore.QtMsgType.QtDebugMsg:
            recent.append(f"{prefix}{message}")
            del recent[:-8]
        if previous is not None:
            previous(mode, context, message)
            return
        _to_stderr(f"{prefix}{message}\n")

    previous = QtCore.qInstallMessageHandler(handler)


def _install_first_window_probe() -> None:
    """PRQT_FIRST_WINDOW_PROBE=1: report the first painted top-level window, then exit.

    ``QApplication`` is replaced by a subclass before the program imports it; the
    subclass watches for the first paint of a visible top-level window.
    """
    from PySide6 import QtCore, QtWidgets

    class _Probe(QtCore.QObject):
        def eventFilter(self, obj, event):
            if (
                event.type() == QtCore.QEvent.Type.Paint
                and isinstance(obj, QtWidgets.QWidget)
                and obj.isWindow()
                and obj.isVisible()
            ):
                QtCore.QTimer.singleShot(0, _done)
            return False

    def _done() -> None:
        _to_stderr(f"first-window {time.perf_counter() - _START:.3f}\n")
        os._exit(0)

    base = QtWidgets.QApplication

    class ProbedApplication(base):
        def __init__(self, *args, **kwargs):
            super().__init__(*args, **kwargs)
            self._prqt_probe = _Probe()
            self.installEventFilter(self._prqt_probe)

    QtWidgets.QApplication = ProbedApplication


def _placeholder_window(args: list[str]) -> int:
    """Until the GUI exists: a window with the app icon and artwork (for the probe)."""
    from PySide6.QtGui import QIcon
    from PySide6.QtSvgWidgets import QSvgWidget
    from PySide6.QtWidgets import QApplication, QMainWindow

    from puertorico_qt.paths import resource

    app = QApplication([sys.argv[0], *args])
    app.setWindowIcon(QIcon(str(resource("icons", "app.svg"))))
    window = QMainWindow()
    window.setWindowTitle(APP_TITLE)
    window.setCentralWidget(QSvgWidget(str(resource("table", "sea.svg"))))
    window.resize(800, 600)
    window.show()
    return app.exec()


# --------------------------------------------------------------------------- report


def _process_pool_works() -> bool | str:
    """A ``spawn`` process pool, as the Expert bot makes one (needs freeze_support)."""
    try:
        import multiprocessing
        from concurrent.futures import ProcessPoolExecutor

        context = multiprocessing.get_context("spawn")
        with ProcessPoolExecutor(max_workers=2, mp_context=context) as pool:
            return list(pool.map(abs, [-1, -2, -3], timeout=120)) == [1, 2, 3]
    except Exception as exc:
        return repr(exc)


def bundle_report() -> dict:
    """What the bundle carries and whether it loads (PRQT_BUNDLE_REPORT=1)."""
    import importlib.util
    from pathlib import Path

    import puertorico_qt
    from puertorico_qt import paths

    report: dict = {
        "version": puertorico_qt.__version__,
        "frozen": bool(getattr(sys, "frozen", False)),
        "meipass": getattr(sys, "_MEIPASS", None),
        "data_root": str(paths.data_root()),
        "resources_dir": str(paths.resources_dir()),
        "i18n_dir": str(paths.i18n_dir()),
        "gui_available": importlib.util.find_spec("puertorico_qt.gui.app") is not None,
    }
    resources = sorted(
        p.relative_to(paths.resources_dir()).as_posix()
        for p in paths.resources_dir().rglob("*")
        if p.is_file()
    )
    report["resources"] = resources
    report["translations"] = sorted(p.name for p in paths.i18n_dir().glob("*.qm"))
    report["process_pool"] = _process_pool_works()
    try:
        from PySide6.QtCore import QLibraryInfo, QTranslator
        from PySide6.QtGui import QGuiApplication, QIcon, QImageReader
        from PySide6.QtSvg import QSvgRenderer

        app = QGuiApplication.instance() or QGuiApplication([sys.argv[0]])
        loaded = {}
        for name in report["translations"]:
            translator = QTranslator()
            loaded[name] = translator.load(str(paths.i18n_dir() / name))
        report["translations_loaded"] = loaded
        svgs = [r for r in resources if r.endswith(".svg")]
        report["svg_invalid"] = [
            r for r in svgs if not QSvgRenderer(str(paths.resources_dir() / r)).isValid()
        ]
        report["svg_count"] = len(svgs)
        icon = QIcon(str(paths.resources_dir() / "icons" / "app.svg"))
        report["svg_icon_ok"] = not icon.pixmap(64, 64).isNull()
        report["image_formats"] = sorted(
            bytes(f.data()).decode() for f in QImageReader.supportedImageFormats()
        )
        plugin_dir = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.PluginsPath))
        report["qt_plugins"] = sorted(
            p.relative_to(plugin_dir).as_posix() for p in plugin_dir.rglob("*") if p.is_file()
        )
        report["qt_platform"] = app.platformName()
        qt_translations = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
        report["qt_translations"] = sorted(p.name for p in qt_translations.glob("*.qm"))
    except Exception as exc:  # the report still says what it could find
        report["qt_error"] = repr(exc)
    return report


# --------------------------------------------------------------------------- main


def main() -> int:
    multiprocessing.freeze_support()  # first: a pool's child process ends here
    for name in ("stdout", "stderr"):
        if getattr(sys, name) is None:  # windowed build on Windows: no console
            setattr(sys, name, _LazyLogFile(name))

    if os.environ.get("PRQT_BUNDLE_REPORT") == "1":
        import json

        print(json.dumps(bundle_report(), indent=1))
        return 0

    args = sys.argv[1:]
    gui = _gui_launch(args)
    windowed = gui and _windowed()
    try:
        if gui:
            _install_qt_fatal_handler(windowed)
        if os.environ.get("PRQT_SIMULATE_STARTUP_FAILURE") == "1":
            raise RuntimeError("simulated start-up failure (PRQT_SIMULATE_STARTUP_FAILURE=1)")
        if gui and os.environ.get("PRQT_FIRST_WINDOW_PROBE") == "1":
            _install_first_window_probe()
            import importlib.util

            if importlib.util.find_spec("puertorico_qt.gui.app") is None:
                return _placeholder_window(args)
        from puertorico_qt.__main__ import main as program_main

        return program_main(args)
    except SystemExit:
        raise
    except BaseException as exc:
        if not gui or isinstance(exc, KeyboardInterrupt):
            raise
        import traceback

        details = "".join(traceback.format_exception(exc))
        reason = f"{type(exc).__name__}: {exc}"
        report_failure(reason, details, windowed=windowed)
        return 1


if __name__ == "__main__":
    sys.exit(main())
