"""The main window's small helpers: the program's icon, where it and its other windows
open, a save error in the player's words, a save's time in the locale's form."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QDateTime, QLocale, QRect, QSize, Qt
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QWidget

from .. import paths, persistence


def app_icon() -> QIcon:
    icon = QIcon()
    folder = paths.resources_dir() / "icons"
    for size in (16, 32, 48, 64, 128, 256):
        png = folder / f"app_{size}.png"
        if png.exists():
            icon.addFile(str(png))
    return icon


#: The screens (their room for windows) on which the window opens maximized the first
#: time: a laptop's, where the table needs every pixel.
SMALL_SCREEN = (1500, 900)
#: The first window on a larger screen: this share of it, up to a size where the table's
#: pictures are already large.
FIRST_SHARE = 0.9
FIRST_MOST = (1720, 1040)


def first_window_geometry(available: QRect) -> QRect | None:
    """Where the window opens when no geometry was saved yet (``available``: the
    screen's room for windows): None — maximized — on a small screen, else a large
    window in its middle.  A fixed 1280×820 was too tall for a 1366×768 laptop and used
    under half of a 1920×1080 screen."""
    if available.width() < SMALL_SCREEN[0] or available.height() < SMALL_SCREEN[1]:
        return None
    width = min(int(available.width() * FIRST_SHARE), FIRST_MOST[0])
    height = min(int(available.height() * FIRST_SHARE), FIRST_MOST[1])
    rect = QRect(0, 0, width, height)
    rect.moveCenter(available.center())
    return rect


def centre_on(window: QWidget, over: QWidget) -> None:
    """Put a new top-level ``window`` (the rules, a replay) over the middle of ``over``,
    kept on ``over``'s screen: window managers put such a window in a corner of the
    screen, far from the game it belongs to (dialogs Qt centres by itself)."""
    room = over.screen().availableGeometry()
    frame = window.frameGeometry()
    # the frame's own room (title bar, borders), guessed while the window manager has
    # not drawn one yet
    edge_w = max(frame.width() - window.width(), 16)
    edge_h = max(frame.height() - window.height(), 40)
    width = min(window.width(), room.width() - edge_w)
    height = min(window.height(), room.height() - edge_h)
    if (width, height) != (window.width(), window.height()):
        # larger than the screen (a replay's 1280×820 on a 1366×768 laptop had its
        # controls below the screen's edge): as large as the screen allows
        window.resize(width, height)
        frame = window.frameGeometry()
        frame.setSize(frame.size().expandedTo(window.size() + QSize(edge_w, edge_h)))
    frame.moveCenter(over.frameGeometry().center())
    last_left = room.left() + room.width() - frame.width()  # its right edge on the room's
    last_top = room.top() + room.height() - frame.height()
    frame.moveLeft(max(room.left(), min(frame.left(), last_left)))
    frame.moveTop(max(room.top(), min(frame.top(), last_top)))
    window.move(frame.topLeft())


def describe_save_error(exc: persistence.SaveError) -> str:
    """A save error in the player's language (what happened, what to do where there is
    something to do), the English details below under a label that says what they are."""
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
    advice = {
        "unreadable": QCoreApplication.translate(
            "SaveErrors", "Check that the file is still there and that you may read it."
        ),
        "version": QCoreApplication.translate(
            "SaveErrors", "Install the newest version of this program to open it."
        ),
        "write_failed": QCoreApplication.translate(
            "SaveErrors", "Choose another folder, or make room on the disk."
        ),
    }.get(exc.code)
    # the details are the file's own words, for whoever looks into it: labelled as such,
    # so that a German or Dutch player is not left with an English sentence to decode
    details = QCoreApplication.translate("SaveErrors", "Details for a bug report (in English):")
    lines = [headline, advice] if advice else [headline]
    return "\n".join(lines) + f"\n\n{details}\n{exc}"


def when(iso: str) -> str:
    """A save's time ("2026-11-24T10:05:00+00:00") in the locale's short form."""
    moment = QDateTime.fromString(iso, Qt.DateFormat.ISODate)
    if not moment.isValid():
        return iso
    return QLocale().toString(moment.toLocalTime(), QLocale.FormatType.ShortFormat)
