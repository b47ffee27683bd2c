"""Painting the cells of every zone from the SVG art.

One delegate paints all zones, by the cell's ``Kind`` (see :class:`.model_base.R`).
Sizes come from the cell rectangle and the font (``em`` = line height), never from
fixed pixel numbers, so the table scales with the window and the screen.  The view
tells the delegate how to mark a cell (``view.mark(index)``): a legal drop target
while something is dragged or picked, the picked item, a legal choice now.
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
from PySide6.QtWidgets import QStyle, QStyledItemDelegate, QStyleOptionViewItem

from ...engine.data import BUILDINGS, BuildingKind
from ..i18n import QT_TRANSLATE_NOOP
from .art import GOOD_COLORS, art, fit_rect
from .model_base import R

if TYPE_CHECKING:
    from .views import ZoneView

#: The cells drawn as icon, count and caption (``_paint_icon_count``).
_ICON_COUNT_KINDS = frozenset({"colonist_ship", "colonist_supply", "vp_supply", "good_supply"})


def _tr(text: str) -> str:
    return QCoreApplication.translate("Table", text)


INK = QColor("#3b2a1a")
PAPER = QColor("#fbf4e2")
GOLD = QColor("#d9a521")
TARGET = QColor("#2e9d4f")
PICKED = QColor("#2f6fc0")
REFUSED = QColor("#c0392b")
SPACE = QColor(120, 90, 50, 70)

_GOOD_KEYS = ("corn", "indigo", "sugar", "tobacco", "coffee")
# Empty places drawn once per size (``ZoneDelegate._dashed_box``).
_BOXES: dict[tuple, QPixmap] = {}


def _building_colors(b: int) -> tuple[QColor, QColor]:
    """Fill and edge of a building card: production tinted by its good, violet otherwise."""
    bt = BUILDINGS[b]
    if bt.is_production:
        base = GOOD_COLORS[_GOOD_KEYS[bt.produces]]
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


class ZoneDelegate(QStyledItemDelegate):
    """Paints one cell of a zone view.

    ``elided`` lists the texts that had to be cut short since it was last cleared (a
    layout check: at 1366×768 in every language it stays empty)."""

    def __init__(self, view: ZoneView) -> None:
        super().__init__(view)
        self.view = view  # the one view it paints for: marks, names, compact cells
        self.elided: list[str] = []
        self._caption_layouts: dict[tuple, tuple[float, float]] = {}

    def sizeHint(self, option: QStyleOptionViewItem, index) -> QSize:
        em = QFontMetricsF(option.font).height()
        return QSize(int(4 * em), int(4 * em))

    # ------------------------------------------------------------------ paint

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index) -> None:
        kind = index.data(R.Kind)
        if kind is None or kind == "covered":
            return
        view = self.view
        dpr = view.devicePixelRatioF()
        compact = view.compact
        self._font = QFont(option.font)
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        rect = QRectF(option.rect).adjusted(2, 2, -2, -2)
        em = QFontMetricsF(option.font).height()
        paint = getattr(self, "_paint_" + kind, self._paint_icon_count)
        paint(painter, rect, index, em, dpr, compact)
        mark = view.mark(index)
        self._paint_mark(painter, rect, mark, em)
        if (
            option.state & QStyle.StateFlag.State_HasFocus
            and view.hasFocus()
            and view.keyboard_focus
        ):
            pen = QPen(INK, 1, Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), em / 4, em / 4)
        painter.restore()

    def _paint_mark(self, painter: QPainter, rect: QRectF, mark: str | None, em: float) -> None:
        if mark is None:
            return
        color = {
            "target": TARGET,
            "hover": TARGET,
            "refused": REFUSED,
            "picked": PICKED,
            "active": GOLD,
        }[mark]
        width = max(2.0, em / 6) if mark != "active" else max(1.5, em / 9)
        if mark in ("target", "hover", "refused"):
            glow = QColor(color)
            glow.setAlpha(70 if mark == "hover" else 45)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(glow)
            painter.drawRoundedRect(rect, em / 3, em / 3)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(color, width))
        painter.drawRoundedRect(
            rect.adjusted(width / 2, width / 2, -width / 2, -width / 2), em / 3, em / 3
        )

    # ------------------------------------------------------------------ helpers

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

    def _circles(self, painter: QPainter, r: QRectF, filled: int, total: int, dpr: float) -> None:
        """``total`` colonist circles in a row inside ``r``, ``filled`` of them manned."""
        if total <= 0:
            return
        d = min(r.height(), r.width() / total)
        x = r.center().x() - d * total / 2
        for i in range(total):
            box = QRectF(x + i * d, r.center().y() - d / 2, d, d).adjusted(
                d * 0.06, d * 0.06, -d * 0.06, -d * 0.06
            )
            self._pixmap(
                painter, "tokens/circle_filled" if i < filled else "tokens/circle_empty", box, dpr
            )

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

    def _paint_role(self, painter, r, index, em, dpr, compact) -> None:
        taker = index.data(R.Taker)
        name = index.data(Qt.ItemDataRole.DisplayRole) or ""
        label_h = em * 1.25
        card_box = r.adjusted(0, 0, 0, -label_h)
        card = fit_rect(card_box, 100 / 140)
        if index.data(R.Current):
            halo = QColor(GOLD)
            halo.setAlpha(110)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(halo)
            painter.drawRoundedRect(card.adjusted(-em / 5, -em / 5, em / 5, em / 5), em / 3, em / 3)
        current = bool(index.data(R.Current))
        faded = taker >= 0 and not current
        self._pixmap(painter, index.data(R.Art), card, dpr, 0.45 if faded else 1.0)
        self._text(
            painter, QRectF(r.left(), r.bottom() - label_h, r.width(), label_h), name, 0.95, True,
            color=INK if not faded else QColor(INK.red(), INK.green(), INK.blue(), 130),
            min_scale=0.7,
        )  # fmt: skip
        coins = index.data(R.Coins) or 0
        if coins:
            d = max(em * 1.2, card.width() * 0.32)
            coin = QRectF(card.right() - d * 0.8, card.top() - d * 0.15, d, d)
            self._pixmap(painter, "tokens/doubloon", coin, dpr)
            self._text(painter, coin, str(coins), 1.0, True, color=INK)
        if taker >= 0:
            who = self.view.player_name(taker)
            if current:  # the role being played: its taker on a gold ribbon at the foot
                band = QRectF(card.left(), card.bottom() - em * 1.3, card.width(), em * 1.2)
                fill, ink = QColor(217, 165, 33, 235), INK
            else:
                band = QRectF(card.left(), card.center().y() - em * 0.6, card.width(), em * 1.2)
                fill, ink = QColor(59, 42, 26, 200), PAPER
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(fill)
            painter.drawRect(band)
            self._text(painter, band, who, 0.85, True, color=ink, min_scale=0.7)

    def _paint_tile(self, painter, r, index, em, dpr, compact) -> None:
        box = fit_rect(r, 1.0)
        self._pixmap(painter, index.data(R.Art), box, dpr)
        cap = index.data(R.Capacity)
        if cap:  # on an island: one circle
            d = box.width() * 0.36
            circle = QRectF(box.right() - d * 1.02, box.bottom() - d * 1.02, d, d)
            occupied = bool(index.data(R.Occupied))
            self._pixmap(
                painter, "tokens/circle_filled" if occupied else "tokens/circle_empty", circle, dpr
            )

    def _paint_quarry(self, painter, r, index, em, dpr, compact) -> None:
        self._paint_stack(painter, r, index, em, dpr)

    def _paint_pile(self, painter, r, index, em, dpr, compact) -> None:
        self._paint_stack(painter, r, index, em, dpr)

    def _paint_stack(self, painter, r, index, em, dpr) -> None:
        count = index.data(R.Count) or 0
        box = fit_rect(r.adjusted(0, 0, 0, -em * 0.2), 1.0)
        if count > 1:  # a hint of a stack
            off = box.width() * 0.05
            self._pixmap(painter, index.data(R.Art), box.translated(off, off), dpr, 0.5)
        self._pixmap(painter, index.data(R.Art), box, dpr, 1.0 if count else 0.3)
        self._badge(painter, QPointF(box.right() - em * 0.4, box.top() + em * 0.45), str(count), em)

    def _paint_space(self, painter, r, index, em, dpr, compact) -> None:
        if self.view.zone_model().zone == "island":
            self._dashed_box(painter, r, em, QColor(90, 120, 60, 90), QColor(150, 190, 110, 55))
        else:
            self._dashed_box(painter, r, em, SPACE, QColor(190, 170, 140, 45))

    def _paint_building(self, painter, r, index, em, dpr, compact) -> None:
        b = index.data(R.Value)
        fill, edge = _building_colors(b)
        copies = index.data(R.Copies)
        in_market = copies is not None
        sold_out = in_market and copies <= 0
        owned = in_market and bool(index.data(R.Owned))
        painter.setOpacity(0.45 if (sold_out or owned) else 1.0)
        self._card(painter, r, fill, edge, em)
        pad = max(2.0, em * 0.15)
        inner = r.adjusted(pad, pad, -pad, -pad)
        cap = index.data(R.Capacity) or 0
        occ = index.data(R.Occupied) or 0
        name = index.data(Qt.ItemDataRole.DisplayRole) or ""
        wide = inner.width() >= em * 6 and inner.width() >= inner.height() * 1.5
        if compact or not wide:
            # Icon on top, the name below it when there is room, circles at the bottom.
            # The name takes two lines, or three (a long German name in a narrow cell)
            # when two would make it too small; the picture gives up the room.
            circle_h = min(inner.height() * 0.3, em * 0.9)
            named = not compact and inner.height() >= em * 2.4 and inner.width() >= em * 3.2
            name_h = em * 1.9 if named else 0.0
            if named and inner.height() < em * 3.6:
                # a small window: the name, not the picture (names stay readable)
                name_h = inner.height() - circle_h
            elif named:
                room = inner.height() - circle_h - em * 1.2  # keep a picture of 1.2 em
                for lines in (1.9, 2.8):
                    h = min(em * lines, room)
                    size, fits = self._fit(QRectF(0, 0, inner.width(), h), name, 0.8, True, True,
                                           min_scale=0.62)  # fmt: skip
                    name_h = h
                    if fits and size >= 0.72:
                        break
            icon = inner.adjusted(0, 0, 0, -circle_h - name_h)
            if icon.height() > em * 0.5:
                self._pixmap(painter, index.data(R.Art), icon, dpr)
            if named:
                self._text(
                    painter,
                    QRectF(inner.left(), icon.bottom(), inner.width(), name_h),
                    name,
                    0.8,
                    True,
                    wrap=True,
                    min_scale=0.62,
                )
            self._circles(
                painter,
                QRectF(inner.left(), inner.bottom() - circle_h, inner.width(), circle_h),
                occ,
                cap,
                dpr,
            )
            if in_market:
                self._badge(
                    painter,
                    QPointF(inner.right() - em * 0.4, inner.top() + em * 0.45),
                    str(index.data(R.ViewerCost)),
                    em,
                    GOLD.darker(130),
                )
        else:
            self._building_wide(painter, r, inner, index, em, dpr, in_market, owned)
            return
        painter.setOpacity(1.0)
        if owned:
            self._owned_tick(painter, QPointF(r.left() + em * 0.6, r.top() + em * 0.6), em)

    def _owned_tick(self, painter: QPainter, center: QPointF, em: float) -> None:
        self._badge(painter, center, "✓", em, TARGET.darker(120))

    def _building_wide(self, painter, r, inner, index, em, dpr, in_market, owned) -> None:
        """A building in a wide cell: picture on the left; name, circles and VP on the right.

        In the market the cost coin sits right of the name when the name has room;
        when it has not (a laptop screen, long German names) the coin moves onto the
        picture's corner and the name gets the whole width for two or three lines."""
        pad = max(2.0, em * 0.15)
        cap = index.data(R.Capacity) or 0
        occ = index.data(R.Occupied) or 0
        name = index.data(Qt.ItemDataRole.DisplayRole) or ""
        icon_w = min(inner.height(), inner.width() * 0.3)
        icon = QRectF(inner.left(), inner.top(), icon_w, inner.height())
        self._pixmap(painter, index.data(R.Art), icon, dpr)
        text = QRectF(
            icon.right() + pad, inner.top(), inner.right() - icon.right() - pad, inner.height()
        )
        coin_d = min(em * 1.5, text.height() * 0.6)
        tight = in_market and text.width() - em * 1.6 < em * 5.5
        info_h = em * (0.85 if tight else 1.0)
        right_reserve = em * 1.6 if in_market and not tight else 0
        name_w = text.width() - right_reserve
        two_lines = text.height() >= em * 2.6
        name_h = text.height() - info_h if two_lines else text.height() * 0.55
        smallest = 0.72
        if not self._fit(QRectF(0, 0, name_w, name_h), name, 0.92, True, True, smallest)[1]:
            # A long name in a small cell (a small window): two lines of a smaller size
            # rather than a cut name; the VP line below gets the rest.
            smallest = 0.62
            name_h = text.height() - info_h
        left = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        self._text(painter, QRectF(text.left(), text.top(), name_w, name_h),
                   name, 0.92, True, left, wrap=True, min_scale=smallest)  # fmt: skip
        bottom = QRectF(text.left(), text.top() + name_h, text.width(), text.height() - name_h)
        circles_w = min(bottom.width() * 0.5, cap * bottom.height())
        self._circles(
            painter, QRectF(bottom.left(), bottom.top(), circles_w, bottom.height()), occ, cap, dpr
        )
        vp = index.data(R.Vp)
        info = _tr(QT_TRANSLATE_NOOP("Table", "{vp} VP")).format(vp=vp)
        info_rect = bottom.adjusted(circles_w + pad, 0, 0, 0)
        if in_market:  # the copies left too, where they fit (the tooltip has them anyway)
            full = _tr(QT_TRANSLATE_NOOP("Table", "{vp} VP · ×{copies}")).format(
                vp=vp, copies=index.data(R.Copies)
            )
            if self._fit(info_rect, full, 0.82, min_scale=0.72)[1]:
                info = full
        self._text(painter, info_rect, info, 0.82, False,
                   Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                   min_scale=0.72)  # fmt: skip
        faded = QColor(INK.red(), INK.green(), INK.blue(), 120)
        if in_market:
            cost, mine = index.data(R.Cost), index.data(R.ViewerCost)
            if tight:  # on the picture's top-left corner; the printed cost below it
                d = min(coin_d, icon_w * 0.72)
                coin = QRectF(icon.left() - pad * 0.5, icon.top() - pad * 0.5, d, d)
                printed = QRectF(coin.left(), coin.bottom(), d, em * 0.9)
                printed_align = Qt.AlignmentFlag.AlignCenter
            else:
                d = coin_d
                coin = QRectF(inner.right() - d, inner.top(), d, d)
                printed = QRectF(coin.left() - em * 1.4, coin.top(), em * 1.3, d)
                printed_align = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
            self._pixmap(painter, "tokens/doubloon", coin, dpr)
            self._text(painter, coin, str(mine), 0.95 if not tight else 0.88, True)
            if mine != cost:
                self._text(painter, printed, str(cost), 0.8, align=printed_align, color=faded)
        painter.setOpacity(1.0)
        if owned:
            corner = (
                QPointF(icon.left() + em * 0.5, inner.bottom() - em * 0.5)
                if tight
                else QPointF(r.left() + em * 0.6, r.top() + em * 0.6)
            )
            self._owned_tick(painter, corner, em)

    def _paint_house_slot(self, painter, r, index, em, dpr, compact) -> None:
        self._slot(painter, r, em)
        if index.data(R.Good) >= 0:
            self._pixmap(
                painter,
                index.data(R.Art),
                r.adjusted(em * 0.2, em * 0.2, -em * 0.2, -em * 0.2),
                dpr,
            )

    def _paint_warehouse_slot(self, painter, r, index, em, dpr, compact) -> None:
        self._storage_slot(painter, r, index, em, dpr)

    def _paint_keep_slot(self, painter, r, index, em, dpr, compact) -> None:
        self._storage_slot(painter, r, index, em, dpr)

    def _storage_slot(self, painter, r, index, em, dpr) -> None:
        self._slot(painter, r, em)
        label_h = em * 1.1
        self._text(painter, QRectF(r.left(), r.bottom() - label_h, r.width(), label_h),
                   index.data(Qt.ItemDataRole.DisplayRole), 0.8)  # fmt: skip
        if index.data(R.Good) >= 0:
            box = r.adjusted(em * 0.2, em * 0.2, -em * 0.2, -label_h)
            self._pixmap(painter, index.data(R.Art), box, dpr)
            self._badge(
                painter,
                QPointF(r.right() - em * 0.5, r.top() + em * 0.5),
                str(index.data(R.Count)),
                em,
            )

    def _paint_ship(self, painter, r, index, em, dpr, compact) -> None:
        cap = index.data(R.Capacity)
        load = index.data(R.Count)
        g = index.data(R.Good)
        label_h = em * 1.15
        body = r.adjusted(0, 0, 0, -label_h)
        self._pixmap(
            painter, "ships/cargo_ship", body.adjusted(0, 0, 0, -body.height() * 0.35), dpr
        )
        # The holds: one box per barrel place, filled with the good.
        holds = QRectF(
            body.left(), body.bottom() - body.height() * 0.35, body.width(), body.height() * 0.35
        )
        d = min(holds.height(), holds.width() / max(cap, 1))
        x0 = holds.center().x() - d * cap / 2
        painter.setPen(QPen(INK, max(1.0, em / 14)))
        for i in range(cap):
            box = QRectF(x0 + i * d, holds.center().y() - d / 2, d, d).adjusted(
                d * 0.06, d * 0.06, -d * 0.06, -d * 0.06
            )
            painter.setBrush(QColor(255, 250, 235, 200))
            painter.drawRoundedRect(box, d / 6, d / 6)
            if i < load and g >= 0:
                self._pixmap(
                    painter,
                    index.data(R.Art),
                    box.adjusted(d * 0.08, d * 0.08, -d * 0.08, -d * 0.08),
                    dpr,
                )
        self._text(painter, QRectF(r.left(), r.bottom() - label_h, r.width(), label_h),
                   index.data(Qt.ItemDataRole.DisplayRole), 0.9, True)  # fmt: skip

    def _paint_wharf(self, painter, r, index, em, dpr, compact) -> None:
        label_h = em * 1.15
        used = bool(index.data(R.Count))
        manned = bool(index.data(R.Occupied))
        self._pixmap(
            painter,
            "ships/wharf",
            r.adjusted(0, 0, 0, -label_h),
            dpr,
            0.4 if used or not manned else 1.0,
        )
        self._text(painter, QRectF(r.left(), r.bottom() - label_h, r.width(), label_h),
                   index.data(Qt.ItemDataRole.DisplayRole), 0.9, True)  # fmt: skip

    def _paint_good(self, painter, r, index, em, dpr, compact) -> None:
        count = index.data(R.Count) or 0
        box = r.adjusted(em * 0.1, em * 0.1, -em * 0.1, -em * 0.1)
        self._pixmap(painter, index.data(R.Art), box, dpr, 1.0 if count else 0.22)
        if count:
            self._badge(
                painter, QPointF(box.right() - em * 0.45, box.bottom() - em * 0.45), str(count), em
            )

    def _paint_san_juan(self, painter, r, index, em, dpr, compact) -> None:
        count = index.data(R.Count) or 0
        self._slot(painter, r, em)
        box = r.adjusted(em * 0.15, em * 0.15, -em * 0.15, -em * 0.15)
        self._pixmap(painter, "tokens/colonist", box, dpr, 1.0 if count else 0.25)
        self._badge(
            painter, QPointF(box.right() - em * 0.45, box.bottom() - em * 0.45), str(count), em
        )

    def _paint_icon_count(self, painter, r, index, em, dpr, compact) -> None:
        """Icon, count and caption: colonist ship/supply, VP chips, goods supply."""
        count = index.data(R.Count)
        caption = index.data(Qt.ItemDataRole.DisplayRole) or ""
        label_h, scale = (0.0, 0.0) if compact else self._caption_layout(index, r, em)
        box = r.adjusted(0, 0, 0, -label_h)
        self._pixmap(painter, index.data(R.Art), box.adjusted(em * 0.1, em * 0.1, -em * 0.1, -em * 0.1), dpr,
                     1.0 if count else 0.3)  # fmt: skip
        if count is not None:
            self._badge(
                painter, QPointF(box.right() - em * 0.55, box.bottom() - em * 0.45), str(count), em
            )
        if label_h:
            self._text(
                painter,
                QRectF(r.left(), r.bottom() - label_h, r.width(), label_h),
                caption,
                scale,
                wrap=True,
                min_scale=scale,
            )

    def _caption_layout(self, index, r: QRectF, em: float) -> tuple[float, float]:
        """One layout for every caption of a zone (the supply, the colonists): the label's
        height (two lines when one would make the longest caption too small) and one size,
        the largest at which the longest fits — "Tobacco" is not drawn smaller than
        "Corn", nor "Supply" than "Colonist ship"."""
        if r.height() <= em * 3:
            return 0.0, 0.0
        model = index.model()
        captions = tuple(
            model.index(row, col).data(Qt.ItemDataRole.DisplayRole) or ""
            for row in range(model.rowCount())
            for col in range(model.columnCount())
            if model.index(row, col).data(R.Kind) in _ICON_COUNT_KINDS
        )
        key = (id(model), round(r.width()), round(r.height()), captions, self._font.toString())
        layout = self._caption_layouts.get(key)
        if layout is None:
            label_h = em * 1.05
            if r.height() > em * 3.4 and not all(
                self._fit(QRectF(0, 0, r.width(), label_h), c, 0.78, min_scale=0.7)[1]
                for c in captions
            ):
                label_h = em * (1.8 if r.height() > em * 4.2 else 1.6)
            box = QRectF(0, 0, r.width(), label_h)
            scale = min(
                (self._fit(box, c, 0.78, wrap=True, min_scale=0.78 * 0.78)[0] for c in captions),
                default=0.78,
            )
            if len(self._caption_layouts) > 256:
                self._caption_layouts.clear()
            layout = self._caption_layouts[key] = (label_h, scale)
        return layout
