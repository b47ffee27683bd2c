"""The keyboard focus of the tables' own views (the board's zones, the card strips):
one mark for both, seen on the parchment, the sea and a card's art alike — a dark blue
line on a white one, so that it shows whatever lies under it — and a current cell that
outlives the model's resets (after every move the models are read anew; without it the
mark vanished and the next arrow key started over at the first cell) — and the tooltip
of the current cell on Shift+F1, for whoever cannot point at it."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QKeyEvent, QPainter, QPen
from PySide6.QtWidgets import QAbstractItemView, QToolTip

FOCUS_BLUE = QColor("#1f4e9c")


def paint_focus_ring(painter: QPainter, rect: QRectF, radius: float) -> None:
    """Draw the mark around ``rect`` (rounded by ``radius``); the painter's pen and
    brush are left changed (the callers save and restore it)."""
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(QColor("white"), 5))
    painter.drawRoundedRect(rect, radius, radius)
    painter.setPen(QPen(FOCUS_BLUE, 2.5))
    painter.drawRoundedRect(rect, radius, radius)


def keep_current_cell(view: QAbstractItemView) -> None:
    """After each reset of ``view``'s model, make the cell at the same row and column
    (the nearest one that is left) current again."""
    model = view.model()
    where: list[tuple[int, int]] = []

    def remember() -> None:
        current = view.currentIndex()
        where[:] = [(current.row(), current.column())] if current.isValid() else []

    def restore() -> None:
        rows = model.rowCount()
        if not where or view.currentIndex().isValid() or rows == 0:
            return
        row, column = where[0]
        index = model.index(min(row, rows - 1), column)
        if not index.isValid():  # fewer columns now (a list has one)
            index = model.index(min(row, rows - 1), 0)
        view.selectionModel().setCurrentIndex(index, view.selectionModel().SelectionFlag.NoUpdate)

    model.modelAboutToBeReset.connect(remember)
    model.modelReset.connect(restore)


def shows_cell_tip(view: QAbstractItemView, event: QKeyEvent) -> bool:
    """Shift+F1 on ``view``: its current cell's tooltip (prices, what a card does) shown
    beside the cell, as the mouse would show it; True when the key was that one."""
    shift_f1 = (
        event.key() == Qt.Key.Key_F1 and event.modifiers() & Qt.KeyboardModifier.ShiftModifier
    )
    if not shift_f1:
        return False
    index = view.currentIndex()
    tip = index.data(Qt.ItemDataRole.ToolTipRole) if index.isValid() else None
    if tip:
        rect = view.visualRect(index)
        QToolTip.showText(view.viewport().mapToGlobal(rect.bottomLeft()), str(tip), view, rect)
    return True
