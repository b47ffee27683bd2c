"""Pointing at the table: an orange frame around each place of the person's task, a tag
on it ("Drag from here", "Drop here", "Click here") and a dashed arrow from where a
piece or a card is picked up to where it goes.

``HighlightOverlay`` is a child of a table (the board game's ``TableWidget`` or the card
game's ``CardTableWidget``) that covers it and lets every mouse event and drop through
(``WA_TransparentForMouseEvents``), so it never stands between the player and what must
be clicked.  It knows no table: a ``locate(zone, seat)`` function (``zones``) says where
a place lies, asked again at every paint, so the frames follow the table's layout and
resizes.  The table's own marks stay as they are: gold for a legal choice, green for a
drop target.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping

from PySide6.QtCore import QEvent, QObject, QPointF, QRect, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QWidget

from ..table.delegate_base import ACT
from .texts import mark_caption

#: The tutorial's colour: orange, unlike the table's gold (a choice) and green (a target);
#: a hint marks its move in the same colour (both say "act here").
ORANGE = ACT
TAG_TEXT = QColor("#ffffff")
#: The shortest arrow, in line heights (longer into both places when they are close).
MIN_ARROW_EM = 3.0
#: ``locate(zone, seat)``: where a zone lies on the table, None when not on the screen.
Locate = Callable[[str, int], QRect | None]


class HighlightOverlay(QWidget):
    """See the module docstring."""

    def __init__(
        self, table: QWidget, locate: Locate, tag_places: Mapping[str, str] | None = None
    ) -> None:
        super().__init__(table)
        self.setObjectName("tutorialOverlay")
        self.table = table
        self.locate = locate
        #: Where a zone's tag goes ("inside", "above", "below"; else on the top edge).
        self.tag_places: Mapping[str, str] = tag_places or {}
        self.seat = 0
        self.targets: tuple[tuple[str, str], ...] = ()
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        table.installEventFilter(self)
        self.setGeometry(table.rect())
        self.hide()

    def set_targets(self, targets: tuple[tuple[str, str], ...], seat: int) -> None:
        self.targets, self.seat = targets, seat
        self.setVisible(bool(targets))
        if targets:
            self.raise_()
            self.update()
            QTimer.singleShot(0, self, self.update)  # once the table's layout has settled

    def frames(self) -> list[tuple[str, str, QRect]]:
        """(zone, mark, rectangle) of every target on the screen now."""
        out = []
        for zone, mark in self.targets:
            rect = self.locate(zone, self.seat)
            if rect is not None and rect.isValid():
                out.append((zone, mark, rect))
        return out

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.table and event.type() in (
            QEvent.Type.Resize,
            QEvent.Type.LayoutRequest,
        ):
            self.setGeometry(self.table.rect())
            self.update()
        return False

    # ---- painting

    def paintEvent(self, event) -> None:
        frames = self.frames()
        if not frames:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        em = QFontMetricsF(self.font()).height()
        sources = [r for _z, mark, r in frames if mark == "from"]
        for _zone, mark, rect in frames:
            if mark == "to":
                for source in sources:
                    self._arrow(painter, QRectF(source), QRectF(rect), em)
        for _zone, _mark, rect in frames:
            self._frame(painter, QRectF(rect), em)
        for (_zone, mark, _rect), box in zip(frames, self.tag_boxes(frames), strict=True):
            self._tag(painter, box, mark_caption(mark))
        painter.end()

    def tag_boxes(self, frames: list[tuple[str, str, QRect]] | None = None) -> list[QRectF]:
        """Where each frame's tag goes, in the order of ``frames`` (default: the frames
        now); a tag that would cover an earlier one moves left of it (below it where the
        left has no room). Every tag stays inside the overlay."""
        frames = self.frames() if frames is None else frames
        font = QFont(self.font())
        font.setBold(True)
        metrics = QFontMetricsF(font)
        em = QFontMetricsF(self.font()).height()
        placed: list[QRectF] = []
        for zone, mark, rect in frames:
            text = mark_caption(mark)
            box = QRectF(0, 0, metrics.horizontalAdvance(text) + em, metrics.height() + em * 0.3)
            self._place_tag(box, zone, QRectF(rect), em)
            on_top = False  # the last way out: the frame's top edge, at its right end
            for _ in range(len(placed) + 1):
                other = next((o for o in placed if o.intersects(box)), None)
                if other is None:
                    break
                raised = QRectF(box)
                raised.moveBottom(other.top() - em * 0.2)
                if (
                    self.tag_places.get(zone) == "inside"
                    and raised.top() >= rect.top() + em * 0.3
                    and not any(o.intersects(raised) for o in placed)
                ):  # still inside its frame, over its free spaces: not onto a header
                    box = raised
                elif other.left() - em * 0.4 - box.width() >= 0:
                    box.moveRight(other.left() - em * 0.4)
                elif not on_top:
                    on_top = True
                    box.moveTopRight(
                        QPointF(rect.right() - em * 0.6, rect.top() - box.height() / 2)
                    )
                else:
                    box.moveTop(other.bottom() + em * 0.2)
            self._keep_inside(box)
            placed.append(box)
        return placed

    def _frame(self, painter: QPainter, rect: QRectF, em: float) -> None:
        width = max(3.0, em / 5)
        glow = QColor(ORANGE)
        glow.setAlpha(70)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(glow, width * 3))
        inner = rect.adjusted(width, width, -width, -width)
        painter.drawRoundedRect(inner, em / 2.5, em / 2.5)
        painter.setPen(QPen(ORANGE, width))
        painter.drawRoundedRect(inner, em / 2.5, em / 2.5)

    def _place_tag(self, box: QRectF, zone: str, rect: QRectF, em: float) -> None:
        """Move ``box`` to its place on ``zone``'s frame ``rect``."""
        # at the frame's right end, where it hides least: inside at the foot of the island
        # and the city (their free spaces), above a low row (goods, San Juan) or a small
        # place, under the buttons, else on the frame's top edge (mostly the gap between
        # two panels) — in its middle ("center") where the buttons' tag is near the end —,
        # or on its bottom edge ("bottom": a narrow gap below it)
        placement = self.tag_places.get(zone, "edge")
        if placement == "edge" and box.width() > rect.width() * 0.6:
            placement = "above"  # a small place (the trading house): its title stays readable
        if placement == "inside":
            top = rect.bottom() - box.height() - em * 0.5
        elif placement == "above":
            top = rect.top() - box.height()
        elif placement == "below":
            top = rect.bottom() + em * 0.2
        elif placement == "bottom":  # on the frame's bottom edge
            top = rect.bottom() - box.height() / 2
        else:
            top = rect.top() - box.height() / 2
        top = min(max(0.0, top), self.height() - box.height())
        box.moveTopRight(QPointF(rect.right() - em * 0.6, top))
        if placement == "center":  # a tag of its own, away from the right end's
            box.moveLeft(rect.center().x() - box.width() / 2)
        if box.left() < rect.left():
            box.moveLeft(rect.left())
        self._keep_inside(box)

    def _keep_inside(self, box: QRectF) -> None:
        """A tag wider than its place (a button near the edge) is not cut by the edge."""
        box.moveLeft(min(max(0.0, box.left()), self.width() - box.width()))
        box.moveTop(min(max(0.0, box.top()), self.height() - box.height()))

    def _tag(self, painter: QPainter, box: QRectF, text: str) -> None:
        font = QFont(self.font())
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(ORANGE)
        painter.drawRoundedRect(box, box.height() / 2, box.height() / 2)
        painter.setPen(TAG_TEXT)
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)

    def _arrow(self, painter: QPainter, source: QRectF, target: QRectF, em: float) -> None:
        start = _edge_point(source, target.center())
        end = _edge_point(target, source.center())
        # between two places side by side the arrow reaches into both, so that it shows
        along = end - start
        length = math.hypot(along.x(), along.y())
        if length < MIN_ARROW_EM * em:
            if length < 1.0:
                along = target.center() - source.center()
                length = math.hypot(along.x(), along.y())
                if length < 1.0:
                    return
            reach = (MIN_ARROW_EM * em - math.hypot(end.x() - start.x(), end.y() - start.y())) / 2
            unit = along / length
            start, end = start - unit * reach, end + unit * reach
        pen = QPen(ORANGE, max(2.5, em / 6), Qt.PenStyle.DashLine)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        path = QPainterPath(start)
        path.lineTo(end)
        painter.drawPath(path)
        angle = math.atan2(end.y() - start.y(), end.x() - start.x())
        size = em * 0.9
        head = QPolygonF(
            [
                end,
                end - QPointF(math.cos(angle - 0.45) * size, math.sin(angle - 0.45) * size),
                end - QPointF(math.cos(angle + 0.45) * size, math.sin(angle + 0.45) * size),
            ]
        )
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(ORANGE)
        painter.drawPolygon(head)


def _edge_point(rect: QRectF, toward: QPointF) -> QPointF:
    """Where the line from ``rect``'s centre to ``toward`` leaves ``rect``."""
    c = rect.center()
    dx, dy = toward.x() - c.x(), toward.y() - c.y()
    if dx == 0 and dy == 0:
        return c
    sx = rect.width() / 2 / abs(dx) if dx else math.inf
    sy = rect.height() / 2 / abs(dy) if dy else math.inf
    t = min(sx, sy, 1.0)
    return QPointF(c.x() + dx * t, c.y() + dy * t)


__all__ = ["HighlightOverlay", "Locate"]
