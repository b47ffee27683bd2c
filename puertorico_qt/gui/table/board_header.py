"""The small widgets of a board's header, shared by both games' tables: a number with
its icon (``StatChip``), a player's name that gives way on a narrow board
(``ElidingLabel``), the role a player took (``RoleTag``)."""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtGui import QFont, QFontMetricsF, QPainter
from PySide6.QtWidgets import QHBoxLayout, QLabel, QWidget

from .art import art


class StatChip(QWidget):
    """An icon and a number: doubloons, VP chips, colonists of a player."""

    def __init__(self, art_name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.art_name = art_name
        self.icon = QLabel(self)
        self.text = QLabel(self)
        self.text.setObjectName("chipValue")  # dark ink in the style sheet, whatever the theme
        font = QFont(self.text.font())
        font.setBold(True)
        self.text.setFont(font)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        layout.addWidget(self.icon)
        layout.addWidget(self.text)
        self._paint_icon()

    def _paint_icon(self) -> None:
        em = QFontMetricsF(self.font()).height()
        self.icon.setPixmap(
            art().pixmap(
                self.art_name, QSize(int(em * 1.15), int(em * 1.15)), self.devicePixelRatioF()
            )
        )

    def set_value(self, text: str, tooltip: str = "") -> None:
        self.text.setText(text)
        self.setToolTip(tooltip)


class ElidingLabel(QLabel):
    """A one-line label that gives way when its row is short of room: the text is
    elided in the middle ("Comp…er 3": names that differ at the end stay apart) and the
    whole of it goes into the tooltip (a long player name on a narrow opponent's board)."""

    def minimumSizeHint(self) -> QSize:
        hint = super().minimumSizeHint()
        fm = QFontMetricsF(self.font())
        return QSize(min(hint.width(), int(fm.horizontalAdvance("Mmmm…")) + 2), hint.height())

    def paintEvent(self, event) -> None:
        fm = QFontMetricsF(self.font())
        text = self.text()
        if fm.horizontalAdvance(text) <= self.contentsRect().width() + 0.5:
            super().paintEvent(event)
            return
        painter = QPainter(self)
        painter.setFont(self.font())
        painter.setPen(self.palette().color(self.foregroundRole()))
        rect = self.contentsRect()
        elided = fm.elidedText(text, Qt.TextElideMode.ElideMiddle, rect.width())
        painter.drawText(
            rect, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), elided
        )
        painter.end()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        cut = QFontMetricsF(self.font()).horizontalAdvance(self.text()) > self.width() + 0.5
        self.setToolTip(self.text() if cut else "")


class RoleTag(QLabel):
    """The role a player took: its small picture and its name — only the picture (the
    name in the tooltip) when the board is too narrow for both."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._art = ""
        self._name = ""
        self._icon_only = False

    def set_icon_only(self, icon_only: bool) -> None:
        """Only the picture (the board decides: its header is short of room)."""
        if icon_only != self._icon_only:
            self._icon_only = icon_only
            self.updateGeometry()
            self.update()

    def full_width(self) -> int:
        icon = self._icon_size()
        text = QFontMetricsF(self.font()).horizontalAdvance(self._name)
        return icon.width() + int(icon.height() * 0.25 + text) + 2

    def set_role(self, art_name: str, name: str) -> None:
        self._art, self._name = art_name, name
        self.setToolTip(name)
        self.setVisible(bool(name))
        self.updateGeometry()
        self.update()

    def _icon_size(self) -> QSize:
        h = QFontMetricsF(self.font()).height() * 1.25
        return QSize(round(h * 0.72), round(h))

    def sizeHint(self) -> QSize:
        icon = self._icon_size()
        return QSize(icon.width() if self._icon_only else self.full_width(), icon.height())

    def minimumSizeHint(self) -> QSize:
        return self._icon_size()

    def paintEvent(self, event) -> None:
        if not self._name:
            return
        painter = QPainter(self)
        icon = self._icon_size()
        top = (self.height() - icon.height()) // 2
        if self._art:
            painter.drawPixmap(0, top, art().pixmap(self._art, icon, self.devicePixelRatioF()))
        if not self._icon_only and self.width() >= self.full_width():
            painter.setFont(self.font())
            painter.setPen(self.palette().color(self.foregroundRole()))
            x = icon.width() + int(icon.height() * 0.25)
            painter.drawText(
                QRect(x, 0, self.width() - x, self.height()),
                int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
                self._name,
            )
        painter.end()
