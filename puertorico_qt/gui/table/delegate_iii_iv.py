"""Painting what expansions III and IV add to the table: the role card the smuggler
swapped (a midnight-blue band at its top with his name), the workers won waiting to be
placed beside the San Juan space, and the festival board's three goals — their pieces,
their reward, and the name of who met a goal across its faded pieces.

``ExpansionPainting`` is a layer of :class:`.delegate.ZoneDelegate` (the kinds of cells
are painted by ``_paint_<kind>``; the helpers are :class:`.delegate_base.PaintBase`'s).
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPen

from ...engine.phases.festival import BUILDING, GOODS, PLANTATIONS_NEEDED
from .art import fit_rect
from .delegate_base import GOLD, INK, PAPER
from .delegate_tokens import TokenPainting
from .model_base import R

#: The smuggler's colour (his role card's night sky).
NIGHT = QColor(47, 58, 88, 235)
#: The festival's colours: a warm paper for a goal, a ribbon for its winner.
FESTIVE = QColor(255, 236, 190, 150)
RIBBON = QColor(150, 42, 60, 225)


class ExpansionPainting(TokenPainting):
    """The smuggler's and the festival's marks; see the module docstring."""

    def _paint_captured(self, painter, card: QRectF, index, em: float) -> None:
        """The swapped role: a band at the top of the card with the smuggler's name."""
        seat = index.data(R.Captured)
        if seat is None or seat < 0:
            return
        band = QRectF(card.left(), card.top() + card.height() * 0.08, card.width(), em * 1.15)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(NIGHT)
        painter.drawRect(band)
        painter.setPen(QPen(GOLD, max(1.0, em / 14)))
        painter.drawLine(band.bottomLeft(), band.bottomRight())
        name = "⇄ " + self.view.player_name(seat)
        self._text(painter, band, name, 0.8, True, color=PAPER, min_scale=0.62)

    def _paint_to_place(self, painter, r, index, em, dpr, compact) -> None:
        """Workers won, waiting to be placed: a gold-rimmed place, a worker, the count."""
        count = index.data(R.Count) or 0
        painter.setPen(QPen(GOLD, max(1.0, em / 10), Qt.PenStyle.DashLine))
        painter.setBrush(QColor(255, 244, 200, 90))
        painter.drawRoundedRect(r.adjusted(1, 1, -1, -1), em / 4, em / 4)
        label_h = em * 0.95 if r.height() > em * 2.6 and not compact else 0.0
        box = r.adjusted(em * 0.15, em * 0.1, -em * 0.15, -em * 0.1 - label_h)
        self._pixmap(painter, "tokens/colonist", box, dpr)
        self._badge(painter, QPointF(box.right() - em * 0.45, box.bottom() - em * 0.4),
                    str(count), em)  # fmt: skip
        if label_h:
            caption = index.data(Qt.ItemDataRole.DisplayRole) or ""
            self._text(painter, QRectF(r.left(), r.bottom() - label_h, r.width(), label_h),
                       caption, 0.72, min_scale=0.6)  # fmt: skip

    def _paint_festival_goal(self, painter, r, index, em, dpr, compact) -> None:
        """One goal of the festival board: what it asks (the pieces), what it gives (the
        reward's picture and count), and who met it."""
        goal = index.data(R.Value)
        taker = index.data(R.Taker)
        met = taker is not None and taker >= 0
        painter.setPen(QPen(QColor(150, 110, 60, 160), max(1.0, em / 14)))
        painter.setBrush(FESTIVE)
        painter.drawRoundedRect(r, em / 4, em / 4)
        pad = em * 0.15
        inner = r.adjusted(pad, pad, -pad, -pad)
        reward_h = min(em * 1.2, inner.height() * 0.32)
        caption_h = 0.0
        if goal == BUILDING and inner.height() > em * 3.4:
            caption_h = min(em * 1.7, inner.height() * 0.34)  # its name: two small lines
        pieces = inner.adjusted(0, 0, 0, -reward_h - caption_h)
        fade = 0.3 if met else 1.0
        arts = index.data(R.Pieces) or ()
        if goal == GOODS:
            self._goods_pieces(painter, pieces, arts, em, dpr, fade)
        elif arts:
            box = pieces
            self._pixmap(painter, arts[0], box, dpr, fade)
            if goal != BUILDING:  # three of that plantation
                tile = fit_rect(box, 1.0)
                corner = QPointF(tile.right() - em * 0.2, tile.top() + em * 0.35)
                self._badge(painter, corner, f"×{PLANTATIONS_NEEDED}", em)
        if caption_h:
            name = index.data(Qt.ItemDataRole.DisplayRole) or ""
            self._text(painter, QRectF(inner.left(), pieces.bottom(), inner.width(), caption_h),
                       name, 0.72, True, wrap=True, min_scale=0.55)  # fmt: skip
        self._reward(painter, QRectF(inner.left(), inner.bottom() - reward_h, inner.width(),
                                     reward_h), index, em, dpr, fade)  # fmt: skip
        if met:
            band = QRectF(r.left(), pieces.center().y() - em * 0.6, r.width(), em * 1.2)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(RIBBON)
            painter.drawRect(band)
            self._text(painter, band, self.view.player_name(taker), 0.82, True,
                       color=PAPER, min_scale=0.55)  # fmt: skip

    def _goods_pieces(self, painter, box: QRectF, arts, em, dpr, fade: float) -> None:
        """The goods goal's three barrels: in a row, or two above one in a tall box."""
        if not arts:
            return
        n = len(arts)
        if box.width() >= box.height() * 2.2:
            d = min(box.height(), box.width() / n)
            x0 = box.center().x() - d * n / 2
            spots = [QRectF(x0 + i * d, box.center().y() - d / 2, d, d) for i in range(n)]
        else:
            d = min(box.height() / 2, box.width() / 2)
            cx, top = box.center().x(), box.center().y() - d
            spots = [QRectF(cx - d, top, d, d), QRectF(cx, top, d, d)]
            spots.append(QRectF(cx - d / 2, top + d, d, d))
        for spot, name in zip(spots, arts, strict=False):
            self._pixmap(painter, name, spot.adjusted(d * 0.04, d * 0.04, -d * 0.04, -d * 0.04),
                         dpr, fade)  # fmt: skip

    def _reward(self, painter, r: QRectF, index, em, dpr, fade: float) -> None:
        """ "→ ●3": the reward's picture with its count, centred at the foot."""
        d = r.height()
        arrow_w = em * 0.9
        x = r.center().x() - (arrow_w + d) / 2
        self._text(painter, QRectF(x, r.top(), arrow_w, d), "→", 0.9, True,
                   color=QColor(INK.red(), INK.green(), INK.blue(), 190))  # fmt: skip
        icon = QRectF(x + arrow_w, r.top(), d, d)
        self._pixmap(painter, index.data(R.Art), icon, dpr, max(fade, 0.6))
        count = str(index.data(R.Count) or 0)
        self._badge(
            painter, QPointF(icon.right() - em * 0.15, icon.bottom() - em * 0.35), count, em
        )
