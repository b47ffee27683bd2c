"""The hint panel: a small card over the table's lower right corner with the hinted move,
why, and the next-best moves (``hint_text``).  A table may name a better place
(``area``): the card table's lower right is the person's hand, whose cards a hint is
about, so there it lies over the others' cities.

It floats over the central widget (a child placed by hand, kept in its corner when the
window is resized) rather than taking a dock's room for something shown now and then;
it closes with its × button, Esc, or by itself when the position changes.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRect, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QFrame, QLabel, QToolButton, QVBoxLayout, QWidget

from ..ai.explain import Explanation
from .hint_text import HintText, hint_text, move_phrase
from .i18n import QT_TRANSLATE_NOOP
from .table.style import floating_note_style

MARGIN = 12
WIDTH = 400


def _t(text: str) -> str:
    return QCoreApplication.translate("Hint", text)


def hint_title(move: str) -> str:
    """ "Hint: Anna builds the Smithy" (``move``: the move in words)."""
    return _t(QT_TRANSLATE_NOOP("Hint", "Hint: {move}")).format(move=move_phrase(move))


class HintPanel(QFrame):
    """See the module docstring.  ``host``: the widget it floats over."""

    #: It was closed (× , Esc, or the position changed): the table's marks go with it.
    closed = Signal()

    def __init__(self, host: QWidget) -> None:
        super().__init__(host)
        floating_note_style(self, "hint_panel")
        self.setFixedWidth(WIDTH)
        self.close_button = QToolButton(self)
        self.close_button.setText("×")
        self.close_button.setAutoRaise(True)
        self.close_button.clicked.connect(self.dismiss)
        #: Where the keyboard was when the hint came: it goes back there when the hint
        #: is closed from inside (the focus fell into the game log).
        self._return_focus: QWidget | None = None
        self.title = QLabel()
        self.title.setWordWrap(True)
        self.title.setTextFormat(Qt.TextFormat.PlainText)
        font = self.title.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.1)
        self.title.setFont(font)
        self.reasons = QLabel()
        self.reasons.setWordWrap(True)
        self.reasons.setTextFormat(Qt.TextFormat.PlainText)
        self.others_heading = QLabel()
        self.others_heading.setTextFormat(Qt.TextFormat.PlainText)
        heading_font = self.others_heading.font()
        heading_font.setItalic(True)
        self.others_heading.setFont(heading_font)
        self.others = QLabel()
        self.others.setWordWrap(True)
        self.others.setTextFormat(Qt.TextFormat.PlainText)
        layout = QVBoxLayout(self)
        left, right = 12, 28
        layout.setContentsMargins(left, 10, right, 10)
        layout.setSpacing(6)
        for label in (self.title, self.reasons, self.others_heading, self.others):
            layout.addWidget(label)
        # the whole inner width from the start: a wrapped label otherwise measures its
        # height for a narrower guess (a one-line title took two lines' room)
        self._fit_labels()
        #: Where the table wants it (host coordinates; None: the lower right corner).
        self.area: Callable[[], QRect | None] = lambda: None
        host.installEventFilter(self)
        self.hide()

    def present(self, session: Any, move: str, explanation: Explanation | None) -> str:
        """Show the hint for ``session``'s position (``move``: the hinted move in words);
        returns the title line (for the log)."""
        state = session.state
        hint = hint_text(
            explanation,
            move,
            session.names(),
            lambda action: session.describe_for_player(state, state.current_player, action),
            getattr(state.config, "edition", 0),
        )
        title = hint_title(move)
        self.show_hint(hint, title, _t(QT_TRANSLATE_NOOP("Hint", "The next-best moves:")))
        return title

    def show_hint(self, hint: HintText, title: str, others_heading: str) -> None:
        """Show ``hint``; ``title`` names the move ("Hint: …")."""
        self.title.setText(title)
        self.close_button.setAccessibleName(_t(QT_TRANSLATE_NOOP("Hint", "Close the hint")))
        self.reasons.setText(" ".join(hint.reasons))
        self.reasons.setVisible(bool(hint.reasons))
        self.others_heading.setText(others_heading)
        self.others.setText("\n".join(f"• {line}" for line in hint.alternatives))
        self.others_heading.setVisible(bool(hint.alternatives))
        self.others.setVisible(bool(hint.alternatives))
        self._fit_labels()
        self._place()
        focus = self.window().focusWidget()  # (the window's, active or not)
        if focus is not None and not self.isAncestorOf(focus):
            self._return_focus = focus
        self.show()
        self.raise_()

    def dismiss(self) -> None:
        """Close the hint (× or Esc); the keyboard goes back where it was."""
        focus = self.window().focusWidget()
        had_focus = focus is not None and self.isAncestorOf(focus)
        self.hide()
        back = self._return_focus
        if had_focus and back is not None and shiboken6.isValid(back) and back.isVisible():
            back.setFocus(Qt.FocusReason.OtherFocusReason)

    def _fit_labels(self) -> None:
        """The labels exactly as wide as the panel leaves them, its style sheet's frame
        counted: 4 pixels too wide, the panel's size hint was measured at 404 pixels,
        where a title that wraps by a word at 400 takes one line, and its second line lay
        under the reasons."""
        self.ensurePolished()
        layout = self.layout()
        if layout is None:  # pragma: no cover - made with one
            return
        margins = layout.contentsMargins()
        inner = WIDTH - margins.left() - margins.right() - 2 * self.frameWidth()
        for label in (self.title, self.reasons, self.others_heading, self.others):
            label.setMinimumWidth(inner)

    def text(self) -> str:
        """Everything the panel says (tests, the log)."""
        parts = [self.title.text(), self.reasons.text()]
        if self.others.isVisible() or self.others.text():
            parts += [self.others_heading.text(), self.others.text()]
        return "\n".join(p for p in parts if p)

    def _fit_height(self) -> None:
        """The height its wrapped texts take at its width.  Not adjustSize(): that takes
        the size hint, whose labels guess a width of their own, and a second line of the
        title or the reasons was cut off."""
        layout = self.layout()
        if layout is not None:
            layout.invalidate()
        height = self.heightForWidth(WIDTH)
        self.resize(WIDTH, height if height > 0 else self.sizeHint().height())

    def _place(self) -> None:
        host = self.parentWidget()
        if host is None:
            return
        self._fit_height()
        area = self.area()
        if area is not None and not area.isEmpty():
            x, y = area.left() + MARGIN, area.top() + MARGIN
        else:
            x = host.width() - self.width() - MARGIN
            y = host.height() - self.height() - MARGIN
        self.move(max(0, min(x, host.width() - self.width())), max(0, y))
        self.close_button.adjustSize()  # its own size, not a new widget's 100 pixels
        self.close_button.move(self.width() - self.close_button.width() - 4, 4)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.parentWidget() and event.type() == QEvent.Type.Resize:
            self._place()
        return super().eventFilter(watched, event)

    def hideEvent(self, event) -> None:
        super().hideEvent(event)
        if not event.spontaneous():  # not when the window is minimised: it comes back
            self.closed.emit()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape:
            self.dismiss()
            return
        super().keyPressEvent(event)
