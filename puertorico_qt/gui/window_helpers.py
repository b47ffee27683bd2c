"""The main window's small helpers: the program's icon, a save error in the player's
words, a save's time in the locale's form."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QDateTime, QLocale, Qt
from PySide6.QtGui import QIcon

from .. import paths, persistence


def app_icon() -> QIcon:
    icon = QIcon()
    folder = paths.resources_dir() / "icons"
    for size in (16, 32, 48, 64, 128, 256):
        png = folder / f"app_{size}.png"
        if png.exists():
            icon.addFile(str(png))
    return icon


def describe_save_error(exc: persistence.SaveError) -> str:
    """A save error in the player's language, with the English details below."""
    headline = {
        "unreadable": QCoreApplication.translate("SaveErrors", "The file cannot be read."),
        "not_json": QCoreApplication.translate("SaveErrors", "The file is damaged or incomplete."),
        "foreign": QCoreApplication.translate(
            "SaveErrors", "This is not a saved game of Puerto Rico."
        ),
        "version": QCoreApplication.translate(
            "SaveErrors", "This game was saved by a newer version of the program."
        ),
        "invalid": QCoreApplication.translate("SaveErrors", "The saved game is damaged."),
        "illegal_action": QCoreApplication.translate(
            "SaveErrors", "The saved game contains a move the rules do not allow."
        ),
        "write_failed": QCoreApplication.translate("SaveErrors", "The file cannot be written."),
    }.get(exc.code, QCoreApplication.translate("SaveErrors", "The saved game cannot be used."))
    return f"{headline}\n\n{exc}"


def when(iso: str) -> str:
    """A save's time ("2026-11-24T10:05:00+00:00") in the locale's short form."""
    moment = QDateTime.fromString(iso, Qt.DateFormat.ISODate)
    if not moment.isValid():
        return iso
    return QLocale().toString(moment.toLocalTime(), QLocale.FormatType.ShortFormat)
