"""Translations: Qt's own and ours, installed and switched at run time.

Our files are ``i18n/puertorico_qt_<lang>.qm`` (found with ``paths.i18n_dir()``,
from a checkout and from a bundle); Qt's are ``qtbase_<lang>.qm`` from Qt's
translations directory (the standard buttons, the file dialogs).  A missing file
is not an error: the English source text is shown.

Installing a translator makes Qt send ``QEvent.LanguageChange`` to every widget;
each of our widgets answers with ``retranslate_ui()`` (``changeEvent``), so the
language switches without a restart.

A catalogue is read into memory and handed to its translator as bytes, not loaded by
its file name: Qt maps a named file into memory and reads it there on every lookup, so
a ``.qm`` rewritten while the program runs (a bundle upgraded in place, a checkout's
``i18n.py compile``) made the program crash on its next translated word.
"""

from __future__ import annotations

from pathlib import Path
from typing import ClassVar

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from .. import paths


def QT_TRANSLATE_NOOP(context: str, source: str) -> str:
    """Marks ``source`` for translation in ``context`` and returns it unchanged; it is
    translated where it is shown.  PySide6's own returns ``object`` to the type checker,
    so the tables of texts would not type-check; lupdate finds this one by its name."""
    return source


# The languages of the program, in their own names (never translated).
LANGUAGE_NAMES = {"de": "Deutsch", "en": "English", "nl": "Nederlands"}
APP_CATALOG = "puertorico_qt"


def resolve_language(code: str) -> str:
    """``""`` (the system's language) to a code we know; unknown languages → English."""
    if code in LANGUAGE_NAMES:
        return code
    for name in QLocale.system().uiLanguages() or [QLocale.system().name()]:
        short = name.replace("-", "_").split("_")[0].lower()
        if short in LANGUAGE_NAMES:
            return short
    return "en"


class Translations:
    """The program's translators in the application (kept referenced: Qt does not own
    them).  One language at a time for the whole application: whichever instance
    installed the translators, ``set_language`` and ``remove`` take them out first, so
    a second instance (a screenshot script that renders German, then English) never
    leaves the first one's in place, where Qt would still find their words."""

    #: Every translator an instance of this class installed and has not removed, with
    #: the catalogue's bytes it reads (Qt does not copy them: they must outlive it).
    _installed: ClassVar[list[tuple[QTranslator, bytes]]] = []

    def __init__(self) -> None:
        self.language = ""
        self.loaded: list[str] = []  # which catalogues were found (for the selftest's report)

    @classmethod
    def remove(cls) -> None:
        """Take the program's translators out of the application (back to the source
        texts, English)."""
        app = QCoreApplication.instance()
        for translator, _data in cls._installed:
            if app is not None:
                app.removeTranslator(translator)
        cls._installed.clear()

    def set_language(self, code: str) -> str:
        """Install the translators for ``code`` (``""`` = system); returns the language used."""
        app = QCoreApplication.instance()
        lang = resolve_language(code)
        self.remove()
        self.loaded = []
        locale = QLocale(lang)
        QLocale.setDefault(locale)
        qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        for catalog, directory in (("qtbase", Path(qt_dir)), (APP_CATALOG, paths.i18n_dir())):
            loaded = load_catalog(directory / f"{catalog}_{lang}.qm")
            if loaded is not None and app is not None:
                app.installTranslator(loaded[0])
                self._installed.append(loaded)
                self.loaded.append(f"{catalog}_{lang}")
        self.language = lang
        return lang


def load_catalog(path: Path) -> tuple[QTranslator, bytes] | None:
    """A translator reading ``path``'s catalogue from memory (see the module docstring),
    with the bytes it reads; None when the file is missing, unreadable or no catalogue."""
    try:
        data = path.read_bytes()
    except OSError:
        return None
    translator = QTranslator()
    if not translator.load(data, str(path.parent)):
        return None
    return translator, data
