"""The game log beside the table: a dock whose view reads round by round, whose first
width is a share of the window, and which yields to the table on a narrow window.

The table needs about ``TABLE_MIN_EM`` line heights of width for its names to stay
readable (measured on the screenshots at 1024×640 in German); the log gives way first —
narrower, then aside — and comes back when the window is wide again.  The docks that
share its column (``add_companion``: the chances to win) step aside and come back with
it: alone in the column, the chart had kept the width the table needed and was itself
cut to a strip.  What the player does in the View menu always wins over the automatic
choice.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt, QTimer
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QTextBlockFormat,
    QTextCharFormat,
    QTextCursor,
    QTextOption,
)
from PySide6.QtWidgets import QDockWidget, QMainWindow, QPlainTextEdit, QWidget

LOG_LINES = 5000
# The game log's first width: a fifth of the window, at most this many line heights
# (``em``) wide; the width the player gives it is kept in the window state.
LOG_SHARE = 0.2
LOG_MAX_EM = 22
# The table's width, in line heights, at which the names on buildings, roles and supply
# stay readable; on a narrower window the log gives way first (narrower, then aside).
TABLE_MIN_EM = 70
LOG_MIN_EM = 11


class GameLogView(QPlainTextEdit):
    """The game log: word-wrapped lines, every other entry on a light stripe so that an
    entry that wraps onto a second line is still one entry to the eye; each round opens
    with a bold heading on a darker band, so that a long log reads round by round."""

    STRIPE = QColor(139, 107, 62, 34)
    HEADING_BAND = QColor(139, 107, 62, 96)
    _HEADING = 1  # a block's user state: this line is a heading

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setReadOnly(True)
        self.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)
        self.setWordWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
        self.setMaximumBlockCount(LOG_LINES)
        self.setUndoRedoEnabled(False)
        self._follow_end = True
        self._relayout = False  # a resize is laying the lines out anew
        self.verticalScrollBar().valueChanged.connect(self._scrolled)
        self.verticalScrollBar().rangeChanged.connect(self._range_changed)

    def append_line(self, text: str, heading: bool = False) -> None:
        # explicit formats: a block appended after a bold heading would inherit its bold
        fmt = QTextCharFormat()
        fmt.setFontWeight(QFont.Weight.Bold if heading else QFont.Weight.Normal)
        document = self.document()
        cursor = QTextCursor(document)
        cursor.movePosition(QTextCursor.MoveOperation.End)
        if document.isEmpty():
            cursor.setBlockCharFormat(fmt)
        else:
            cursor.insertBlock(QTextBlockFormat(), fmt)
        cursor.insertText(text, fmt)
        cursor.block().setUserState(self._HEADING if heading else -1)

    def is_heading(self, block_number: int) -> bool:
        return self.document().findBlockByNumber(block_number).userState() == self._HEADING

    def set_lines(self, lines: list[tuple[str, bool]]) -> None:
        """The whole log anew (text, is a heading), showing its end."""
        self.clear()
        for text, heading in lines:
            self.append_line(text, heading)
        self.moveCursor(QTextCursor.MoveOperation.End)
        self._follow_end = True
        self.verticalScrollBar().setValue(self.verticalScrollBar().maximum())

    def _scrolled(self, value: int) -> None:
        if not self._relayout:
            self._follow_end = value >= self.verticalScrollBar().maximum()

    def resizeEvent(self, event) -> None:
        # Another width wraps the lines anew, and the view moves its scroll bar to keep
        # its first line in sight: that is no player scrolling up.  (A German log stopped
        # following from the building draft on, as the table took the draft's place.)
        self._relayout = True
        try:
            super().resizeEvent(event)
        finally:
            self._relayout = False
        if self._follow_end:
            bar = self.verticalScrollBar()
            bar.setValue(bar.maximum())

    def _range_changed(self, _low: int, high: int) -> None:
        # the lines wrapped anew (another width) or a line came: a log that showed its
        # end keeps showing it; one the player scrolled up stays where it is
        if self._follow_end:
            self.verticalScrollBar().setValue(high)

    def paintEvent(self, event) -> None:
        painter = QPainter(self.viewport())
        block = self.firstVisibleBlock()
        offset = self.contentOffset()
        bottom = event.rect().bottom()
        width = self.viewport().width()
        while block.isValid():
            geometry = self.blockBoundingGeometry(block).translated(offset)
            if geometry.top() > bottom:
                break
            band = QRectF(0, geometry.top(), width, geometry.height())
            if block.userState() == self._HEADING and block.isVisible():
                painter.fillRect(band, self.HEADING_BAND)
            elif block.blockNumber() % 2 == 1 and block.isVisible():
                painter.fillRect(band, self.STRIPE)
            block = block.next()
        painter.end()
        super().paintEvent(event)


class LogDock(QDockWidget):
    """The dock that holds the ``GameLogView`` on the window's right; the window tells it
    when it is shown and resized (``window_shown``, ``window_resized``)."""

    def __init__(self, window: QMainWindow, table: QWidget) -> None:
        super().__init__(window)
        self.setObjectName("log_dock")
        self.view = GameLogView()
        self.view.setObjectName("game_log")
        self.setWidget(self.view)
        self._window = window
        self._table = table
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self)
        #: The first width is still to be set when the window is shown (a share of its
        #: width); False once the player's own width came back with the window state.
        self.width_pending = True
        self._stepped_aside = False  # the log gave way to the table (narrow window)
        self._companions: list[QDockWidget] = []
        self._aside: list[QDockWidget] = []  # companions hidden with the log
        self._last_window_width = 0
        self.toggleViewAction().triggered.connect(self._toggled)

    def add_companion(self, dock: QDockWidget) -> None:
        """``dock`` shares the log's column: it steps aside and comes back with the log
        (unless the player shows or hides it in the View menu meanwhile)."""
        self._companions.append(dock)
        dock.toggleViewAction().triggered.connect(lambda _=False, d=dock: self.release(d))

    def release(self, dock: QDockWidget) -> None:
        """``dock``'s visibility is the player's (or a setting's) again, not ours."""
        if dock in self._aside:
            self._aside.remove(dock)

    def window_shown(self) -> None:
        if self.width_pending:
            self.width_pending = False
            QTimer.singleShot(0, self._size_first)  # once the window's layout has its size

    def window_resized(self) -> None:
        """Narrower, then aside, when the window gets narrow; back by itself when it is
        wide again.  A log the player opened on a narrow window stays."""
        width, last = self._window.width(), self._last_window_width
        self._last_window_width = width
        if self.width_pending or width == last or self.isFloating():
            return
        room = self._room()
        enough = room >= self._em() * LOG_MIN_EM
        if not enough and width < last:
            self._step_aside()
        elif enough and (self._stepped_aside or self._aside):
            for dock in self._aside:
                dock.show()
            self._aside.clear()
            if self._stepped_aside:
                self._stepped_aside = False
                self.show()
                self._resize(min(self.first_width(), room))
        elif enough and self.isVisible() and self.width() > room:
            self._resize(room)

    def first_width(self) -> int:
        """A fifth of the window's width, at most ``LOG_MAX_EM`` line heights (about 300
        pixels with a 9-point font): narrow on a laptop, not wider than needed on a big
        screen."""
        em = self._em()
        share = round(self._window.width() * LOG_SHARE)
        return max(int(em * 12), min(share, round(em * LOG_MAX_EM)))

    def _size_first(self) -> None:
        room = self._room()
        if room < self._em() * LOG_MIN_EM:
            self._step_aside()
            return
        self._resize(min(self.first_width(), room))

    def _toggled(self, _shown: bool) -> None:
        """The player's own choice (View › Game log) wins over the automatic one."""
        self._stepped_aside = False

    def _em(self) -> float:
        return QFontMetricsF(self.view.font()).height()

    def _room(self) -> int:
        """The width the log may take without squeezing the table below its comfort."""
        em = QFontMetricsF(self._table.font()).height()
        return self._window.width() - round(em * TABLE_MIN_EM)

    def _step_aside(self) -> None:
        if self.isVisible() and not self.isFloating():
            self._stepped_aside = True
            self.hide()
        for dock in self._companions:
            if dock.isVisible() and not dock.isFloating():
                self._aside.append(dock)
                dock.hide()

    def _resize(self, width: int) -> None:
        self._window.resizeDocks([self], [width], Qt.Orientation.Horizontal)
