"""What every cell painter of the table shares: colours, pictures, badges, text that
shrinks and wraps before it is cut, worker circles, cards and empty places.

``PaintBase`` is the lower half of :class:`.delegate.ZoneDelegate` (the kinds of cells
are painted there and in :mod:`.delegate_tokens`); sizes come from the cell rectangle and
the font (``em`` = line height), never from fixed pixel numbers.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPen,
    QPixmap,
)
from PySide6.QtWidgets import QStyledItemDelegate, QStyleOptionViewItem

from ...engine.data import BUILDINGS, BuildingKind
from .art import GOOD_COLORS, art, fit_rect

if TYPE_CHECKING:
    from .views import ZoneView


def _tr(text: str) -> str:
    return QCoreApplication.translate("Table", text)


INK = QColor("#3b2a1a")
PAPER = QColor("#fbf4e2")
GOLD = QColor("#d9a521")
TARGET = QColor("#2e9d4f")
PICKED = QColor("#2f6fc0")
#: What came onto another player's board since the viewer's latest decision (``R.Fresh``);
#: the card table's ``painter.FRESH`` too.  Raspberry: no other mark's colour (and not the
#: tutorial's orange, which means "act here").
FRESH = QColor("#c42f78")
REFUSED = QColor("#c0392b")
#: "Act here": the tutorial's frames and a hint's marks (``mark == "hint"``), on both tables.
ACT = QColor("#f07800")
SPACE = QColor(120, 90, 50, 70)
#: A noble's circle: a pale gold disc in a gold ring, the noble's red figure on it.
NOBLE_RING = QColor("#b8860b")
NOBLE_DISC = QColor("#f7e7b4")
#: Below this width (px) a noble's circle is the noble's red in its gold ring, no figure
#: (a figure that small reads as a colonist's brown).
SMALL_WORKER = 15.0
NOBLE_FILL = QColor("#a3253c")

_GOOD_KEYS = ("corn", "indigo", "sugar", "tobacco", "coffee")
# Empty places drawn once per size (``ZoneDelegate._dashed_box``).
_BOXES: dict[tuple, QPixmap] = {}


def _building_colors(b: int, art: str = "") -> tuple[QColor, QColor]:
    """Fill and edge of a building card: production tinted by its good (by its picture
    ``art``: an 1897 fruit depot is the fruit's green), violet otherwise."""
    bt = BUILDINGS[b]
    if bt.is_production:
        key = "fruit" if art.endswith("production_fruit") else _GOOD_KEYS[bt.produces]
        base = GOOD_COLORS[key]
        fill = QColor(base)
        fill = QColor(
            (fill.red() + 2 * 250) // 3, (fill.green() + 2 * 244) // 3, (fill.blue() + 2 * 228) // 3
        )
        edge = base.darker(150)
        if bt.produces == 2:  # sugar is white: give it a visible edge
            edge = QColor("#9a8f78")
        return fill, edge
    if bt.kind == BuildingKind.VIOLET_LARGE:
        return QColor("#dccbea"), QColor("#6b4a8c")
    return QColor("#ebe1f3"), QColor("#7d62a0")


class PaintBase(QStyledItemDelegate):
    """The helpers of the table's delegate.

    ``elided`` lists the texts that had to be cut short since it was last cleared (a
    layout check: at 1366×768 in every language it stays empty)."""

    def __init__(self, view: ZoneView) -> None:
        super().__init__(view)
        self.view = view  # the one view it paints for: marks, names, compact cells
        self.elided: list[str] = []
        self._caption_layouts: dict[tuple, tuple[float, float]] = {}
        self._font = QFont()  # the view's font, set by each paint

    def sizeHint(self, option: QStyleOptionViewItem, index) -> QSize:
        em = QFontMetricsF(option.font).height()
        return QSize(int(4 * em), int(4 * em))

    # ------------------------------------------------------------------ paint

    @staticmethod
    def _pixmap(
        painter: QPainter, name: str, box: QRectF, dpr: float, opacity: float = 1.0
    ) -> None:
        if not name or box.width() < 2 or box.height() < 2:
            return
        target = fit_rect(box, art().aspect(name))
        pm = art().pixmap(name, QSize(round(target.width()), round(target.height())), dpr)
        if opacity < 1.0:
            painter.setOpacity(opacity)
        painter.drawPixmap(target.topLeft(), pm)
        if opacity < 1.0:
            painter.setOpacity(1.0)

    def _badge(
        self,
        painter: QPainter,
        center: QPointF,
        text: str,
        em: float,
        fill: QColor = INK,
        fg: QColor = PAPER,
    ) -> None:
        """A small pill with a number."""
        font = QFont(self._font)
        font.setBold(True)
        font.setPointSizeF(max(6.0, font.pointSizeF() * 0.85))
        painter.setFont(font)
        fm = QFontMetricsF(font)
        w = max(fm.height(), fm.horizontalAdvance(text) + fm.height() * 0.6)
        h = fm.height() * 1.05
        r = QRectF(center.x() - w / 2, center.y() - h / 2, w, h)
        painter.setPen(QPen(PAPER, 1))
        painter.setBrush(fill)
        painter.drawRoundedRect(r, h / 2, h / 2)
        painter.setPen(fg)
        painter.drawText(r, Qt.AlignmentFlag.AlignCenter, text)

    def _text(self, painter: QPainter, r: QRectF, text: str, scale: float = 1.0, bold: bool = False,
              align=Qt.AlignmentFlag.AlignCenter, color: QColor = INK, wrap: bool = False,
              min_scale: float | None = None) -> float:  # fmt: skip
        """Text in ``r`` at ``scale`` × the view's font, made smaller (down to ``min_scale``,
        by default 78 % of ``scale`` when wrapping, else not at all) until it fits; wrapped
        onto several lines if ``wrap`` (at spaces and at the soft hyphens of long German and
        Dutch names); elided only when even the smallest size does not fit.  Returns the
        scale used (0 when nothing was drawn)."""
        if not text or r.height() < 4:
            return 0.0
        painter.setPen(color)
        flags = int(align) | (int(Qt.TextFlag.TextWordWrap) if wrap else 0)
        size, fits = self._fit(r, text, scale, bold, wrap, min_scale)
        font = self._scaled_font(size, bold)
        painter.setFont(font)
        if fits:
            painter.drawText(r, flags, text)
        else:
            if len(self.elided) < 100:
                self.elided.append(text)
            flat = " ".join(text.replace("\u00ad", "").split())
            elided = QFontMetricsF(font).elidedText(flat, Qt.TextElideMode.ElideRight, r.width())
            painter.drawText(r, int(align), elided)
        return size

    def _fit(self, r: QRectF, text: str, scale: float, bold: bool = False, wrap: bool = False,
             min_scale: float | None = None) -> tuple[float, bool]:  # fmt: skip
        """The largest scale from ``scale`` down to ``min_scale`` at which ``text`` fits in
        ``r`` (see ``_text``), and whether it fits at all."""
        if min_scale is None:
            min_scale = scale * 0.78 if wrap else scale
        flags = int(Qt.AlignmentFlag.AlignLeft) | (int(Qt.TextFlag.TextWordWrap) if wrap else 0)
        size = scale
        while True:
            fm = QFontMetricsF(self._scaled_font(size, bold))
            if wrap:
                bound = fm.boundingRect(r, flags, text)
                fits = bound.height() <= r.height() + 1 and bound.width() <= r.width() + 1
            else:
                fits = fm.horizontalAdvance(text) <= r.width() + 1
            if fits or size <= min_scale + 1e-6:
                return size, fits
            size = max(min_scale, size * 0.92)

    def _scaled_font(self, scale: float, bold: bool = False) -> QFont:
        font = QFont(self._font)
        font.setPointSizeF(max(5.5, font.pointSizeF() * scale))
        font.setBold(bold)
        return font

    def _circles(self, painter: QPainter, r: QRectF, filled: int, total: int, dpr: float,
                 nobles: int = 0, guests: bool = False) -> None:  # fmt: skip
        """``total`` worker circles in a row inside ``r``, ``filled`` of them manned: the
        first ``nobles`` by nobles, the others by colonists (by guests on the guest house)."""
        if total <= 0:
            return
        d = min(r.height(), r.width() / total)
        x = r.center().x() - d * total / 2
        for i in range(total):
            box = QRectF(x + i * d, r.center().y() - d / 2, d, d).adjusted(
                d * 0.06, d * 0.06, -d * 0.06, -d * 0.06
            )
            worker = (
                "" if i >= filled else "noble" if i < nobles else "guest" if guests else "colonist"
            )
            self._worker(painter, box, worker, dpr)

    def _worker(self, painter: QPainter, box: QRectF, worker: str, dpr: float) -> None:
        """One circle: empty (``""``), a colonist, a noble or a guest.  A noble (and a
        guest) stands on the empty circle as a figure of its own colour, so that it never
        looks like a colonist; a guest's picture missing, a colonist's figure stands in."""
        if worker == "colonist":
            self._pixmap(painter, "tokens/circle_filled", box, dpr)
            return
        if worker == "noble":  # a gold ring on a pale gold disc: a noble's circle
            small = box.width() < SMALL_WORKER
            w = max(1.2, box.width() * (0.16 if small else 0.11))
            painter.setPen(QPen(NOBLE_RING, w))
            painter.setBrush(NOBLE_FILL if small else NOBLE_DISC)
            painter.drawEllipse(box.adjusted(w / 2, w / 2, -w / 2, -w / 2))
            if small:  # too small for the figure: the noble's red in the gold ring
                return
        else:
            self._pixmap(painter, "tokens/circle_empty", box, dpr)
        if worker:
            name = "tokens/" + worker
            if not art().has(name):
                name = "tokens/colonist"
            inset = box.width() * 0.1
            self._pixmap(painter, name, box.adjusted(inset, inset * 0.6, -inset, -inset * 1.4), dpr)

    def _card(self, painter: QPainter, r: QRectF, fill: QColor, edge: QColor, em: float) -> None:
        grad = QLinearGradient(r.topLeft(), r.bottomLeft())
        grad.setColorAt(0, fill.lighter(104))
        grad.setColorAt(1, fill.darker(104))
        painter.setPen(QPen(edge, max(1.0, em / 12)))
        painter.setBrush(QBrush(grad))
        painter.drawRoundedRect(r, em / 4, em / 4)

    def _slot(self, painter: QPainter, r: QRectF, em: float) -> None:
        self._dashed_box(painter, r, em, SPACE, QColor(255, 255, 255, 40))

    def _dashed_box(
        self, painter: QPainter, r: QRectF, em: float, edge: QColor, fill: QColor
    ) -> None:
        """An empty place: a dashed, rounded outline.  Antialiased dashes are slow to
        draw (an empty board has dozens), so each size is drawn once into a pixmap."""
        dpr = painter.device().devicePixelRatioF() if painter.device() is not None else 1.0
        w, h = round(r.width()), round(r.height())
        key = (w, h, round(em * 4), edge.rgba(), fill.rgba(), round(dpr * 100))
        pm = _BOXES.get(key)
        if pm is None:
            pm = QPixmap(max(1, round(w * dpr)), max(1, round(h * dpr)))
            pm.setDevicePixelRatio(dpr)
            pm.fill(Qt.GlobalColor.transparent)
            p = QPainter(pm)
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            p.setPen(QPen(edge, max(1.0, em / 12), Qt.PenStyle.DashLine))
            p.setBrush(fill)
            p.drawRoundedRect(QRectF(1, 1, w - 2, h - 2), em / 4, em / 4)
            p.end()
            if len(_BOXES) > 400:
                _BOXES.clear()
            _BOXES[key] = pm
        painter.drawPixmap(QPointF(r.left(), r.top()), pm)

    # ------------------------------------------------------------------ kinds
