"""The keyboard focus mark of the tables' own views (the board's zones, the card
strips): one look for both, seen on the parchment, the sea and a card's art alike — a
dark blue line on a white one, so that it shows whatever lies under it."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

FOCUS_BLUE = QColor("#1f4e9c")


def paint_focus_ring(painter: QPainter, rect: QRectF, radius: float) -> None:
    """Draw the mark around ``rect`` (rounded by ``radius``); the painter's pen and
    brush are left changed (the callers save and restore it)."""
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(QColor("white"), 5))
    painter.drawRoundedRect(rect, radius, radius)
    painter.setPen(QPen(FOCUS_BLUE, 2.5))
    painter.drawRoundedRect(rect, radius, radius)
