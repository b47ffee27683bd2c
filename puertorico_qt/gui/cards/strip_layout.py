"""Where the cards of a ``CardStrip`` lie: a pure function of the strip's size, its
items and its style, so that painting and hit-testing agree (and tests can ask).

The cards keep their proportions and take the strip's height (up to ``max_width_em``
wide).  When they do not fit side by side they get smaller, down to ``shrink_em`` wide
for a strip whose cards may overlap (a city) — without limit for one whose cards may
not (roles, piles) —, then they overlap, each showing the same part and the last one
whole; the free place at the end of a city is never covered.  A fanned strip (the hand)
turns each card a little about a point below the row and lowers the outer ones; chosen
cards are lifted.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QTransform


@dataclass(frozen=True, slots=True)
class StripStyle:
    fan: bool = False
    overlap: bool = True
    align: str = "left"  # or "center"
    lift: bool = False  # chosen cards are raised
    max_width_em: float | None = None
    shrink_em: float = 4.0


@dataclass(frozen=True, slots=True)
class StripItem:
    aspect: float  # width / height
    selected: bool = False
    slot: bool = False  # the free place at the end of a city


def lay_out(
    area: QRectF, em: float, items: list[StripItem], style: StripStyle
) -> list[tuple[QRectF, QTransform]]:
    """Per item: its rectangle before turning, and the turn (fan, lift)."""
    n = len(items)
    if n == 0:
        return []
    lift = area.height() * 0.12 if style.lift else 0.0
    top = area.top() + lift + 2
    height = max(8.0, area.height() - lift - 4 - (area.height() * 0.06 if style.fan else 0))
    widths = [height * item.aspect for item in items]
    if style.max_width_em is not None:
        cap = style.max_width_em * em
        if max(widths) > cap:
            scale = cap / max(widths)
            widths = [w * scale for w in widths]
            height *= scale
    gap = em * 0.35
    total = sum(widths) + gap * (n - 1)
    if total > area.width():
        # smaller first (all of each card in sight), down to ``shrink_em`` wide when
        # cards may overlap (a city), to nothing when they may not (roles, piles)
        floor = 0.2 if not style.overlap else min(1.0, style.shrink_em * em / max(widths))
        scale = max(floor, (area.width() - gap * (n - 1)) / sum(widths))
        if scale < 1.0:
            widths = [w * scale for w in widths]
            top += (height - height * scale) / 2
            height *= scale
            total = sum(widths) + gap * (n - 1)
    steps = [gap] * (n - 1)
    if total > area.width() and n > 1:
        last = items[-1].slot
        shared = n - 1 - (1 if last else 0)
        room = area.width() - sum(widths) - (gap if last else 0)
        steps = [room / shared if shared else gap] * (n - 1)
        if last:
            steps[-1] = gap
        total = area.width()
    x = area.left()
    if style.align == "center":
        x = area.left() + (area.width() - total) / 2
    out = []
    middle = (n - 1) / 2
    spread = min(3.0, 22.0 / max(1, n))
    steps.append(0.0)
    for row, (w, item) in enumerate(zip(widths, items, strict=True)):
        rect = QRectF(x, top, w, height)
        transform = QTransform()
        if style.fan and n > 1:
            angle = (row - middle) * spread
            dip = abs(row - middle) ** 2 * height * 0.006
            pivot = QPointF(rect.center().x(), rect.bottom() + height * 1.5)
            transform.translate(pivot.x(), pivot.y() + dip)
            transform.rotate(angle)
            transform.translate(-pivot.x(), -pivot.y())
        if style.lift and item.selected:
            moved = QTransform()
            moved.translate(0, -lift)
            transform = transform * moved
        out.append((rect, transform))
        x += w + steps[row]
    return out
