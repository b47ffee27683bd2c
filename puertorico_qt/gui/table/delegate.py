"""Painting the cells of every zone from the SVG art.

One delegate paints all zones, by the cell's ``Kind`` (see :class:`.model_base.R`).
Sizes come from the cell rectangle and the font (``em`` = line height), never from
fixed pixel numbers, so the table scales with the window and the screen.  The view
tells the delegate how to mark a cell (``view.mark(index)``): a legal drop target
while something is dragged or picked, the picked item, a legal choice now.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QStyle, QStyleOptionViewItem

from ..focus_ring import paint_focus_ring
from ..i18n import QT_TRANSLATE_NOOP
from .art import fit_rect
from .delegate_base import (
    ACT,
    FRESH,
    GOLD,
    INK,
    PAPER,
    PICKED,
    REFUSED,
    SPACE,
    TARGET,
    _building_colors,
    _tr,
)
from .delegate_iii_iv import ExpansionPainting
from .model_base import R


class ZoneDelegate(ExpansionPainting):
    """Paints one cell of a zone view (the kinds of cells here and in the base classes:
    ``delegate_iii_iv`` for the smuggler's and the festival's, ``delegate_tokens`` for
    workers, counters and the expansions' pieces, ``delegate_base`` for the helpers)."""

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
        if index.data(R.Fresh):
            self._paint_fresh(painter, rect, em)
        mark = view.mark(index)
        self._paint_mark(painter, rect, mark, em)
        if (
            option.state & QStyle.StateFlag.State_HasFocus
            and view.hasFocus()
            and view.keyboard_focus
        ):
            paint_focus_ring(painter, rect.adjusted(1, 1, -1, -1), em / 4)
        painter.restore()

    def _paint_fresh(self, painter: QPainter, rect: QRectF, em: float) -> None:
        """New on another player's board since the viewer's latest decision: a raspberry
        outline and a star in the top left corner (a shape beside the colour)."""
        width = max(1.5, em / 7)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(FRESH, width))
        painter.drawRoundedRect(
            rect.adjusted(width / 2, width / 2, -width / 2, -width / 2), em / 3, em / 3
        )
        size = min(em * 0.95, rect.height() * 0.4)
        star = QRectF(rect.left() + width, rect.top() + width, size, size)
        painter.setPen(QPen(PAPER, 1))
        painter.setBrush(FRESH)
        painter.drawEllipse(star)
        font = QFont(self._font)
        font.setBold(True)
        font.setPixelSize(max(6, round(size * 0.72)))
        painter.setFont(font)
        painter.setPen(PAPER)
        painter.drawText(star, Qt.AlignmentFlag.AlignCenter, "★")

    def _paint_mark(self, painter: QPainter, rect: QRectF, mark: str | None, em: float) -> None:
        if mark is None:
            return
        color = {
            "target": TARGET,
            "hover": TARGET,
            "refused": REFUSED,
            "picked": PICKED,
            "active": GOLD,
            "hint": ACT,
        }[mark]
        width = {"active": max(1.5, em / 9), "hint": max(3.0, em / 5)}.get(mark, max(2.0, em / 6))
        if mark in ("target", "hover", "refused", "hint"):
            glow = QColor(color)
            glow.setAlpha({"hover": 70, "hint": 40}.get(mark, 45))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(glow)
            painter.drawRoundedRect(rect, em / 3, em / 3)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        pen = QPen(color, width)
        if mark == "refused":  # told by its shape too, not by red alone (colour blindness)
            pen.setStyle(Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.drawRoundedRect(
            rect.adjusted(width / 2, width / 2, -width / 2, -width / 2), em / 3, em / 3
        )
        if mark == "refused":
            self._no_entry(painter, rect, em)

    @staticmethod
    def _no_entry(painter: QPainter, rect: QRectF, em: float) -> None:
        """A "no" sign (a ring with a bar) in the top right corner of a refused drop."""
        size = min(em * 1.1, rect.width() / 3, rect.height() / 3)
        box = QRectF(rect.right() - size - em / 6, rect.top() + em / 6, size, size)
        painter.setPen(QPen(REFUSED, max(1.5, size / 7)))
        painter.setBrush(QColor(255, 255, 255, 230))
        painter.drawEllipse(box)
        inset = size * 0.22
        painter.drawLine(
            QPointF(box.left() + inset, box.bottom() - inset),
            QPointF(box.right() - inset, box.top() + inset),
        )

    # ------------------------------------------------------------------ helpers

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
            min_scale=0.62,  # nine cards with the smuggler and five players
        )  # fmt: skip
        coins = index.data(R.Coins) or 0
        if coins:
            d = max(em * 1.2, card.width() * 0.32)
            coin = QRectF(card.right() - d * 0.8, card.top() - d * 0.15, d, d)
            self._pixmap(painter, "tokens/doubloon", coin, dpr)
            self._text(painter, coin, str(coins), 1.0, True, color=INK)
        self._paint_captured(painter, card, index, em)  # swapped by the smuggler (III)
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
            worker = "noble" if index.data(R.Nobles) else "colonist"
            self._worker(painter, circle, worker if index.data(R.Occupied) else "", dpr)

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
        fill, edge = _building_colors(b, index.data(R.Art) or "")
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
            # larger circles on a large card, so that nobles and guests show their figures
            circle_h = min(inner.height() * 0.3, em * (1.4 if inner.height() > em * 6 else 0.9))
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
                index.data(R.Nobles) or 0,
                bool(index.data(R.Guests)),
            )
            coins = in_market and self._market_corners(painter, inner, index, em, dpr)
        else:
            self._building_wide(painter, r, inner, index, em, dpr, in_market, owned)
            return
        painter.setOpacity(1.0)
        if owned:
            y = r.bottom() - em * 0.6 if coins else r.top() + em * 0.6
            self._owned_tick(painter, QPointF(r.left() + em * 0.6, y), em)

    def _market_corners(self, painter, inner: QRectF, index, em: float, dpr: float) -> bool:
        """A tall card of the market or the draft: the cost on a doubloon at the top left,
        the VP on a chip at the top right (True); a card too small for them: the cost on
        a small badge (False)."""
        cost = str(index.data(R.ViewerCost))
        d = min(em * 1.6, inner.width() * 0.22, inner.height() * 0.3)
        if d < em * 1.1:
            self._badge(painter, QPointF(inner.right() - em * 0.4, inner.top() + em * 0.45),
                        cost, em, GOLD.darker(130))  # fmt: skip
            return False
        coin = QRectF(inner.left(), inner.top(), d, d)
        self._pixmap(painter, "tokens/doubloon", coin, dpr)
        self._text(painter, coin, cost, 0.95, True)
        chip = QRectF(inner.right() - d, inner.top(), d, d)
        self._pixmap(painter, "tokens/vp_chip", chip, dpr)
        self._text(painter, chip, str(index.data(R.Vp)), 0.9, True)
        return True

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
        # a tall card (the draft's buildings on a large screen): a larger picture
        icon_w = min(inner.height(), inner.width() * (0.4 if inner.height() > em * 5 else 0.3))
        icon = QRectF(inner.left(), inner.top(), icon_w, inner.height())
        self._pixmap(painter, index.data(R.Art), icon, dpr)
        text = QRectF(
            icon.right() + pad, inner.top(), inner.right() - icon.right() - pad, inner.height()
        )
        if in_market and text.height() < em * 2.3:
            self._building_crowded(painter, r, icon, text, index, em, dpr, owned)
            return
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
        self._circles(painter, QRectF(bottom.left(), bottom.top(), circles_w, bottom.height()),
                      occ, cap, dpr, index.data(R.Nobles) or 0, bool(index.data(R.Guests)))  # fmt: skip
        vp = index.data(R.Vp)
        info = _tr(QT_TRANSLATE_NOOP("Table", "{vp} VP")).format(vp=vp)
        info_rect = bottom.adjusted(circles_w + pad, 0, 0, 0)
        if in_market:  # the copies left too, where they fit (the tooltip has them anyway)
            full = _tr(QT_TRANSLATE_NOOP("Table", "{vp} VP · ×{copies}")).format(
                vp=vp, copies=index.data(R.Copies)
            )
            compact = _tr(QT_TRANSLATE_NOOP("Table", "{vp} VP ×{copies}")).format(
                vp=vp, copies=index.data(R.Copies)
            )  # (three circles leave less room: with two players the count matters most)
            info = next(
                (t for t in (full, compact) if self._fit(info_rect, t, 0.82, min_scale=0.72)[1]),
                info,
            )
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

    def _building_crowded(self, painter, r, icon, text, index, em, dpr, owned) -> None:
        """A market cell too low for a name above a line of circles and VP (the nobles'
        market has nine rows): the name takes the whole height, in two lines where it
        needs them; the cost coin sits on the picture's corner, the VP on a chip at the
        cell's end; the circles and the copies left are in the tooltip."""
        name = index.data(Qt.ItemDataRole.DisplayRole) or ""
        d = min(em * 1.3, icon.width() * 0.62, text.height() * 0.8)
        pad = max(2.0, em * 0.15)
        chip = QRectF(text.right() - d, text.center().y() - d / 2, d, d)
        left = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        area = text.adjusted(0, 0, -d - pad, 0)
        one_line = name.replace("\u00ad", "")
        if self._fit(area, one_line, 0.9, True, min_scale=0.74)[1]:  # one line while it reads
            self._text(painter, area, one_line, 0.9, True, left, min_scale=0.74)
        else:
            self._text(painter, area, name, 0.9, True, left, wrap=True, min_scale=0.62)
        coin = QRectF(icon.left() - pad * 0.5, icon.top() - pad * 0.5, d, d)
        self._pixmap(painter, "tokens/doubloon", coin, dpr)
        self._text(painter, coin, str(index.data(R.ViewerCost)), 0.85, True)
        self._pixmap(painter, "tokens/vp_chip", chip, dpr)
        self._text(painter, chip, str(index.data(R.Vp)), 0.8, True)
        painter.setOpacity(1.0)
        if owned:
            self._owned_tick(painter, QPointF(icon.left() + em * 0.4, icon.bottom() - em * 0.4), em)

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
        # the picture keeps clear of the count's corner: in a small cell (another
        # player's board) the count covered the good it counts
        art = box
        if box.height() < em * 3.5:
            if box.width() >= box.height() + em:  # room beside it: the full height, moved left
                art = QRectF(
                    box.center().x() - box.height() / 2 - em * 0.45,
                    box.top(),
                    box.height(),
                    box.height(),
                )
            else:
                art = box.adjusted(0, 0, -em * 0.45, -em * 0.3)
        self._pixmap(painter, index.data(R.Art), art, dpr, 1.0 if count else 0.22)
        if count:
            self._badge(
                painter, QPointF(box.right() - em * 0.45, box.bottom() - em * 0.45), str(count), em
            )
