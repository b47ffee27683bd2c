"""Painting the card game's items from the SVG art (``resources/cards``).

A card is its picture with the name written into the parchment band at the top, the
cost on a coin at the top left and the victory points on a shield at the bottom right
(the art leaves those bands plain for the program); a card that the next one overlaps
carries its name on a spine along its left edge instead.  A good is a card back lying on a
production building, offset to the lower right, as a face-down card lies on the table.
A role card shows its name in the bottom band and, once taken, who took it; the deck
and the discard pile are stacks of backs with their counts; the trading-house tile gets
its prices written into its five rows.

``paint_item(painter, rect, index_data, mark, dpr)``; ``mark`` is how the view marks the
item now: ``active`` (a legal choice: gold), ``target`` / ``hover`` / ``refused`` while
something is dragged, ``picked``, or None.  A card another player built since the
viewer's latest decision (``CR.Fresh``) gets a raspberry glow and a star.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen

from ..table.art import art, fit_rect
from ..table.delegate_base import ACT
from ..table.delegate_base import FRESH as BOARD_FRESH
from . import catalog
from . import names as CN
from .model_base import CR

CARD_ASPECT = 100 / 140
HOUSE_ASPECT = 140 / 100

INK = QColor("#3b2a1a")
PAPER = QColor("#fbf4e2")
GOLD = QColor("#d9a521")
GREEN = QColor("#2e9d4f")
RED = QColor("#b03a2e")
COIN = QColor("#e8b43a")
SHIELD = QColor("#7b5ba8")
#: A card built since the viewer's latest decision (``CR.Fresh``): the board's colour.
FRESH = BOARD_FRESH

#: Mark -> outline colour.
MARK_COLORS = {
    "active": GOLD,
    "target": GREEN,
    "hover": GREEN,
    "picked": QColor("#3a7bd5"),
    "refused": RED,
    "hint": ACT,
}

Data = Callable[[int], Any]


def _pixmap(painter: QPainter, name: str, box: QRectF, dpr: float) -> QRectF:
    target = fit_rect(box, art().aspect(name))
    pm = art().pixmap(
        name, QSize(max(1, round(target.width())), max(1, round(target.height()))), dpr
    )
    painter.drawPixmap(target.topLeft(), pm)
    return target


def _font(painter: QPainter, px: float, bold: bool = True) -> QFont:
    font = QFont(painter.font())
    font.setPixelSize(max(6, round(px)))
    font.setBold(bold)
    return font


def fitted_text(
    painter: QPainter,
    r: QRectF,
    text: str,
    px: float,
    color: QColor = INK,
    bold: bool = True,
    one_line_down_to: float = 1.0,
) -> None:
    """``text`` centred in ``r``: smaller until it fits (two lines if it must), elided last.
    ``one_line_down_to``: a share of ``px`` down to which one smaller line is preferred
    to two (a name as "Computer 1" reads badly broken after its first word)."""
    size = px
    while size >= 6:
        font = _font(painter, size, bold)
        fm = QFontMetricsF(font)
        if fm.horizontalAdvance(text) <= r.width():
            painter.setFont(font)
            painter.setPen(color)
            painter.drawText(r, Qt.AlignmentFlag.AlignCenter, text)
            return
        may_wrap = size <= px * one_line_down_to  # (always, by default)
        if may_wrap and " " in text and fm.height() * 2 <= r.height() * 1.15:
            lines = fm.boundingRect(
                r, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, text
            )
            if lines.width() <= r.width() and lines.height() <= r.height() * 1.15:
                painter.setFont(font)
                painter.setPen(color)
                painter.drawText(r, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, text)
                return
        size -= 0.5
    font = _font(painter, 6, bold)
    painter.setFont(font)
    painter.setPen(color)
    elided = QFontMetricsF(font).elidedText(text, Qt.TextElideMode.ElideRight, r.width())
    painter.drawText(r, Qt.AlignmentFlag.AlignCenter, elided)


#: The widest a badge's text may be, as a share of the circle's diameter.
BADGE_TEXT_SHARE = 0.9


def _badge(painter: QPainter, center: QPointF, radius: float, text: str, fill: QColor) -> None:
    painter.setPen(QPen(INK, max(1.0, radius / 6)))
    painter.setBrush(fill)
    painter.drawEllipse(center, radius, radius)
    font = _font(painter, radius * 1.25)
    # three digits (the deck of the card game with its expansion: 128 cards) stayed
    # as large as two and ran over the ring: narrower text keeps inside the circle
    width = QFontMetricsF(font).horizontalAdvance(text)
    if width > BADGE_TEXT_SHARE * 2 * radius:
        font.setPixelSize(max(6, int(font.pixelSize() * BADGE_TEXT_SHARE * 2 * radius / width)))
    painter.setFont(font)
    painter.setPen(INK if fill == COIN else PAPER)
    box = QRectF(center.x() - radius, center.y() - radius, 2 * radius, 2 * radius)
    painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)


def _shield(painter: QPainter, center: QPointF, radius: float, text: str) -> None:
    path = QPainterPath()
    x, y, r = center.x(), center.y(), radius
    path.moveTo(x - r, y - r * 0.9)
    path.lineTo(x + r, y - r * 0.9)
    path.lineTo(x + r, y + r * 0.1)
    path.quadTo(x + r * 0.8, y + r * 0.8, x, y + r * 1.1)
    path.quadTo(x - r * 0.8, y + r * 0.8, x - r, y + r * 0.1)
    path.closeSubpath()
    painter.setPen(QPen(INK, max(1.0, radius / 6)))
    painter.setBrush(SHIELD)
    painter.drawPath(path)
    painter.setFont(_font(painter, radius * 1.15))
    painter.setPen(PAPER)
    painter.drawText(QRectF(x - r, y - r, 2 * r, 1.9 * r), Qt.AlignmentFlag.AlignCenter, text)


#: The narrowest card (px) whose name is written on it: readable from about this size on.
NAME_MIN_WIDTH = 40
#: A card overlapped so that less than this share of its width shows gets its name on
#: a spine: the name band at the top is cut there.
SPINE_BELOW = 0.85


def card_rect(box: QRectF) -> QRectF:
    return fit_rect(box, CARD_ASPECT)


def paint_card(
    painter: QPainter,
    box: QRectF,
    kind: int,
    dpr: float,
    *,
    good: bool = False,
    vp: int = 0,
    card_id: str | None = None,
    shown: float | None = None,
    price: int | None = None,
    faded: float | None = None,
    cost_fill: QColor = COIN,
) -> QRectF:
    """A face-up building card in ``box`` (its name, cost and VP written on it); by its
    row of the engine's table, or by ``card_id`` for a card not in it yet.  ``shown``:
    how much of the card's width the next card leaves in sight (None: all of it).
    ``price``: what building it costs the viewer now, on a green coin in the middle of
    the bottom band (the printed cost stays on its gold coin).  ``faded``: the opacity
    of the picture and the name (the coins stay clear: a gold mine's cards are judged
    by their costs); ``cost_fill``: the cost coin's colour."""
    card_id = card_id or catalog.id_of(kind)
    r = card_rect(box)
    opacity = painter.opacity()
    if faded is not None:
        painter.setOpacity(opacity * faded)
    _pixmap(painter, CN.art_of(card_id), r, dpr)
    w = r.width()
    named = w >= NAME_MIN_WIDTH
    spine = named and shown is not None and shown < w * SPINE_BELOW
    if named and not spine:
        band = QRectF(r.x() + w * 0.08, r.y() + w * 0.065, w * 0.84, w * 0.125)
        fitted_text(painter, band, CN.name_of(card_id), w * 0.105)
    painter.setOpacity(opacity)
    facts = catalog.facts(card_id)
    radius = max(5.0, w * 0.1)
    bottom = r.bottom() - w * 0.09
    cost = str(facts.cost) if facts is not None else "?"
    _badge(painter, QPointF(r.x() + w * 0.15, bottom), radius, cost, cost_fill)
    vp_text = "?" if vp < 0 else str(vp)
    _shield(painter, QPointF(r.right() - w * 0.15, bottom - radius * 0.1), radius, vp_text)
    if price is not None:
        _badge(painter, QPointF(r.center().x(), bottom), radius * 1.1, str(price), GREEN)
    if good:
        paint_good(painter, r, dpr)
    if spine:
        paint_spine(painter, r, CN.name_of(card_id))
    return r


def paint_spine(painter: QPainter, card: QRectF, name: str) -> None:
    """The name of an overlapped card written upwards along its left edge, on a band of
    parchment from the top down to the cost coin, as on a book's spine (instead of the
    name band at the top, which the next card cuts): in a city of a dozen buildings each
    card shows only a strip, and a long name (Kaffeerösterei, Triumphal Arch) fits its
    height where it cannot fit the strip's width.  One size for all but the longest
    names, so that a row of spines reads evenly."""
    w = card.width()
    px = max(6.5, w * 0.12)
    thick = px * 1.5
    top = card.y() + w * 0.06
    bottom = card.bottom() - w * 0.24
    band = QRectF(card.x() + w * 0.05, top, thick, bottom - top)
    painter.save()
    painter.setPen(QPen(QColor(INK.red(), INK.green(), INK.blue(), 110), 1.0))
    painter.setBrush(QColor(PAPER.red(), PAPER.green(), PAPER.blue(), 235))
    painter.drawRoundedRect(band, thick * 0.3, thick * 0.3)
    painter.translate(band.left(), band.bottom())
    painter.rotate(-90)
    fitted_text(painter, QRectF(2, 0, band.height() - 4, band.width()), name, px)
    painter.restore()


def paint_good(painter: QPainter, card: QRectF, dpr: float) -> None:
    """A card back lying on ``card``: a good, offset to the lower right and a little turned."""
    w, h = card.width() * 0.62, card.height() * 0.62
    center = QPointF(card.x() + card.width() * 0.64, card.y() + card.height() * 0.62)
    painter.save()
    painter.translate(center)
    painter.rotate(8)
    back = QRectF(-w / 2, -h / 2, w, h)
    shadow = QPainterPath()
    shadow.addRoundedRect(back.translated(w * 0.04, h * 0.04), w * 0.08, w * 0.08)
    painter.fillPath(shadow, QColor(0, 0, 0, 70))
    _pixmap(painter, "cards/card_back", back, dpr)
    painter.restore()


def paint_back(painter: QPainter, box: QRectF, dpr: float) -> QRectF:
    r = card_rect(box)
    _pixmap(painter, "cards/card_back", r, dpr)
    return r


def paint_pile(painter: QPainter, box: QRectF, count: int, dpr: float, label: str) -> QRectF:
    """A face-down stack of ``count`` cards with its count, or an empty place."""
    r = card_rect(box.adjusted(0, 0, -box.width() * 0.08, -box.height() * 0.08))
    if count <= 0:
        painter.setPen(QPen(PAPER, max(1.0, r.width() / 40), Qt.PenStyle.DashLine))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(r, r.width() * 0.08, r.width() * 0.08)
    else:
        layers = min(3, 1 + count // 12)
        step = r.width() * 0.035
        for i in reversed(range(layers)):
            _pixmap(painter, "cards/card_back", r.translated(step * i, step * i), dpr)
    radius = max(8.0, r.width() * 0.17)
    _badge(painter, QPointF(r.center().x(), r.center().y()), radius, str(count), INK)
    w = r.width()
    # nearly the card's width: "Ablagestapel" on a small pile (the replay, under its
    # toolbar) was cut to "Ablagesta…" in the narrower tag
    tag = QRectF(r.x() + w * 0.03, r.bottom() - w * 0.3, w * 0.94, w * 0.22)
    path = QPainterPath()
    path.addRoundedRect(tag, w * 0.06, w * 0.06)
    painter.fillPath(path, QColor(59, 42, 26, 215))
    fitted_text(painter, tag.adjusted(1, 0, -1, 0), label, w * 0.13, PAPER)
    return r


def paint_role(
    painter: QPainter,
    box: QRectF,
    role: int,
    dpr: float,
    taker: str | None,
    current: bool,
) -> QRectF:
    """A role card; dimmed with its taker's name once taken."""
    r = card_rect(box)
    _pixmap(painter, CN.role_art(role), r, dpr)
    w = r.width()
    band = QRectF(r.x() + w * 0.1, r.bottom() - w * 0.36, w * 0.8, w * 0.17)
    pill = QPainterPath()
    pill.addRoundedRect(band, w * 0.05, w * 0.05)
    painter.fillPath(pill, QColor(251, 244, 226, 235))
    painter.setPen(QPen(INK, max(1.0, w / 90)))
    painter.drawPath(pill)
    fitted_text(painter, band.adjusted(2, 0, -2, 0), CN.role_name(role), w * 0.125)
    if taker is not None:
        veil = QPainterPath()
        veil.addRoundedRect(r.adjusted(1, 1, -1, -1), w * 0.08, w * 0.08)
        painter.fillPath(veil, QColor(30, 20, 10, 110))
        tag = QRectF(r.x() + w * 0.06, r.center().y() - w * 0.14, w * 0.88, w * 0.28)
        path = QPainterPath()
        path.addRoundedRect(tag, w * 0.06, w * 0.06)
        painter.fillPath(path, QColor(59, 42, 26, 230))
        fitted_text(
            painter, tag.adjusted(2, 0, -2, 0), taker, w * 0.14, PAPER, one_line_down_to=0.7
        )
    if current:
        painter.setPen(QPen(GREEN, max(2.0, w * 0.05)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(r.adjusted(1, 1, -1, -1), w * 0.08, w * 0.08)
    return r


def paint_house(
    painter: QPainter, box: QRectF, prices: tuple[int, ...] | None, dpr: float
) -> QRectF:
    """The trading-house tile: face up with the prices of the tile turned up, else its back."""
    r = fit_rect(box, HOUSE_ASPECT)
    if prices is None:
        _pixmap(painter, "cards/trading_house_back", r, dpr)
        return r
    _pixmap(painter, "cards/trading_house", r, dpr)
    sx, sy = r.width() / 140, r.height() / 100
    for row, price in enumerate(prices):
        cell = QRectF(r.x() + 87 * sx, r.y() + (10.5 + 16 * row) * sy, 41 * sx, 14 * sy)
        fitted_text(painter, cell, str(price), cell.height() * 0.9)
    return r


def paint_slot(painter: QPainter, box: QRectF, text: str) -> QRectF:
    """The free place at the end of the viewer's city (where a new building goes)."""
    r = card_rect(box)
    faint = QColor(INK)
    faint.setAlpha(120)
    painter.setPen(QPen(faint, max(1.5, r.width() / 40), Qt.PenStyle.DashLine))
    painter.setBrush(QColor(139, 107, 62, 30))
    painter.drawRoundedRect(r.adjusted(2, 2, -2, -2), r.width() * 0.08, r.width() * 0.08)
    plus = QRectF(r.x(), r.y() + r.height() * 0.22, r.width(), r.height() * 0.3)
    fitted_text(painter, plus, "+", r.width() * 0.4, faint)
    words = QRectF(r.x() + 4, r.y() + r.height() * 0.55, r.width() - 8, r.height() * 0.3)
    fitted_text(painter, words, text, r.width() * 0.13, faint)
    return r


def paint_empty(painter: QPainter, area: QRectF, text: str, em: float) -> None:
    """Words in faint ink in the middle of an empty strip (a hand without cards)."""
    if not text:
        return
    faint = QColor(INK)
    faint.setAlpha(150)
    width = min(area.width() - 2 * em, 34 * em)
    r = QRectF(area.center().x() - width / 2, area.top() + em, width, area.height() - 2 * em)
    font = _font(painter, em * 1.05, bold=False)
    painter.setFont(font)
    painter.setPen(faint)
    painter.drawText(r, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, text)


def paint_mark(painter: QPainter, r: QRectF, mark: str | None, selected: bool) -> None:
    """The view's mark around an item: a legal choice, a drop target, a chosen card."""
    w = r.width()
    if selected:
        painter.setPen(QPen(GREEN, max(2.5, w * 0.06)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(r.adjusted(1, 1, -1, -1), w * 0.08, w * 0.08)
        tick = QPointF(r.center().x(), r.y() + w * 0.34)
        _badge(painter, tick, max(7.0, w * 0.12), "✓", GREEN)
    color = MARK_COLORS.get(mark or "")
    if color is not None and not (selected and mark in ("active", "hint")):
        if mark == "hint":  # a glow around the outline: it stands out among the gold ones
            glow = QColor(color)
            glow.setAlpha(80)
            painter.setPen(QPen(glow, max(5.0, w * 0.1)))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(r.adjusted(-1.5, -1.5, 1.5, 1.5), w * 0.09, w * 0.09)
        painter.setPen(QPen(color, max(2.0, w * (0.06 if mark == "hint" else 0.045))))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(r.adjusted(0.5, 0.5, -0.5, -0.5), w * 0.08, w * 0.08)


def paint_fresh(painter: QPainter, r: QRectF) -> None:
    """A card built since the viewer's latest decision: a raspberry glow around it and a
    star in the middle of its bottom band, between the cost and the VP, where the card
    has nothing else to show (a shape beside the colour, for those who tell colours
    apart badly).  Not orange: the tutorial's frames are orange, and they mean "act here"."""
    w = r.width()
    painter.setBrush(Qt.BrushStyle.NoBrush)
    for grow, alpha in ((3.5, 45), (2.0, 90)):
        painter.setPen(QPen(QColor(FRESH.red(), FRESH.green(), FRESH.blue(), alpha), 2.0))
        painter.drawRoundedRect(r.adjusted(-grow, -grow, grow, grow), w * 0.1, w * 0.1)
    painter.setPen(QPen(FRESH, max(2.0, w * 0.035)))
    painter.drawRoundedRect(r.adjusted(0.5, 0.5, -0.5, -0.5), w * 0.08, w * 0.08)
    radius = max(6.0, w * 0.1)
    center = QPointF(r.center().x(), r.bottom() - w * 0.09)
    _badge(painter, center, radius, "★", FRESH)


def paint_item(
    painter: QPainter,
    box: QRectF,
    data: Data,
    mark: str | None,
    dpr: float,
    taker_name: Callable[[int], str],
    slot_text: str,
    shown: float | None = None,
) -> QRectF:
    """Paint one item (``data(role)`` reads its item-data roles); returns where it is.
    ``shown``: how much of a card's width the next item leaves in sight (None: all)."""
    kind = data(CR.Kind)
    if kind == "card":
        r = paint_card(
            painter,
            box,
            data(CR.Card),
            dpr,
            good=bool(data(CR.Good)),
            vp=data(CR.Vp),
            card_id=data(CR.Id),
            shown=shown,
            price=data(CR.Price),
        )
    elif kind == "role":
        taker = data(CR.Taker)
        r = paint_role(
            painter,
            box,
            data(CR.Role),
            dpr,
            taker_name(taker) if taker is not None and taker >= 0 else None,
            bool(data(CR.Current)),
        )
    elif kind in ("deck", "discard"):
        label = CN.term("deck") if kind == "deck" else CN.term("discard")
        r = paint_pile(painter, box, int(data(CR.Count) or 0), dpr, label)
    elif kind == "house":
        r = paint_house(painter, box, data(CR.Prices), dpr)
    elif kind == "back":
        r = paint_back(painter, box, dpr)
    else:
        r = paint_slot(painter, box, slot_text)
    if data(CR.Fresh):
        paint_fresh(painter, r)
    paint_mark(painter, r, mark, bool(data(CR.Selected)))
    return r
