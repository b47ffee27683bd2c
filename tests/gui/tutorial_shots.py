"""Screenshots of Help › Learn to play (docs/screenshots/tutorial_{lang}.png): the main
window at 1366×768 with the tutorial's first step — the welcome, the role cards pointed
at.  ``--settler`` renders the step after (the person took the Settler: drag a tile onto
the island) instead, to look at a drag's frames and arrow.  ``--catalog FILE.json``
({"Context": {"source": {"de": …, "nl": …}}}) adds translations not yet in i18n/, compiled
into a temporary catalogue for the pictures only.
Run: ``QT_QPA_PLATFORM=offscreen python -m tests.gui.tutorial_shots [OUT] [--settler]
[--catalog FILE.json]``."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from xml.sax.saxutils import escape

from PySide6.QtCore import QCoreApplication, QEvent, QSettings, QTranslator
from PySide6.QtWidgets import QApplication

from puertorico_qt.engine import actions as A
from puertorico_qt.gui.i18n import Translations
from puertorico_qt.gui.main_window import MainWindow
from puertorico_qt.gui.session import GameSession
from puertorico_qt.gui.settings import Settings
from puertorico_qt.gui.table.screenshots import save_png

SIZE = (1366, 768)


def grab_and_close(app: QApplication, window: MainWindow, session: GameSession, path: Path) -> Path:
    """Let the layouts settle (replaced widgets go at the loop's turn), write the
    window's picture to ``path``, and take the window and its session down."""
    for _ in range(8):
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        app.processEvents()
    save_png(window.grab().toImage(), path)
    window.close()
    session.shutdown()
    window.deleteLater()
    app.processEvents()
    return path


def extra_translator(catalog: Path, lang: str, folder: Path) -> QTranslator | None:
    """A translator of ``catalog``'s ``lang`` texts (None for English or without lrelease)."""
    tool = shutil.which("pyside6-lrelease", path=str(Path(sys.executable).parent))
    if lang == "en" or tool is None:
        return None
    data = json.loads(catalog.read_text(encoding="utf-8"))
    parts = ['<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n<TS version="2.1">']
    for context, messages in data.items():
        parts.append(f"<context><name>{escape(context)}</name>")
        for source, texts in messages.items():
            parts.append(
                f"<message><source>{escape(source)}</source>"
                f"<translation>{escape(texts[lang])}</translation></message>"
            )
        parts.append("</context>")
    parts.append("</TS>\n")
    ts, qm = folder / f"extra_{lang}.ts", folder / f"extra_{lang}.qm"
    ts.write_text("".join(parts), encoding="utf-8")
    subprocess.run([tool, str(ts), "-qm", str(qm)], check=True, capture_output=True)
    translator = QTranslator()
    if not translator.load(str(qm)):
        return None
    QCoreApplication.installTranslator(translator)
    return translator


def shoot(
    out: Path,
    languages: tuple[str, ...] = ("de", "en"),
    settler: bool = False,
    catalog: Path | None = None,
) -> list[Path]:
    app = QApplication.instance() or QApplication(sys.argv)
    written = []
    for lang in languages:
        translations = Translations()
        translations.set_language(lang)
        with tempfile.TemporaryDirectory() as tmp:
            extra = extra_translator(catalog, lang, Path(tmp)) if catalog else None
            ini = str(Path(tmp) / "settings.ini")
            settings = Settings(QSettings(ini, QSettings.Format.IniFormat))
            settings.player_name = "Anna"
            session = GameSession(autosave_path=None, bot_delay_ms=0)
            window = MainWindow(session, settings, translations, interactive=False, persist=False)
            window.resize(*SIZE)
            window.show()
            window.tutorial.start_over()
            if settler:
                window.table.take_role(0)  # the role cards' first: the settler
                assert session.state.role == A.card_of(A.choose_role(0))
            name = f"tutorial_settler_{lang}.png" if settler else f"tutorial_{lang}.png"
            written.append(grab_and_close(app, window, session, out / name))
            if extra is not None:
                QCoreApplication.removeTranslator(extra)
    return written


if __name__ == "__main__":
    argv = sys.argv[1:]
    catalog = None
    if "--catalog" in argv:
        at = argv.index("--catalog")
        catalog = Path(argv[at + 1])
        del argv[at : at + 2]
    args = [a for a in argv if not a.startswith("--")]
    out = Path(args[0]) if args else Path("docs/screenshots")
    for path in shoot(out, settler="--settler" in argv, catalog=catalog):
        print(path)
