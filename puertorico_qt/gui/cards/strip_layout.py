"""Where the cards of a ``CardStrip`` lie: a pure function of the strip's size, its
items and its style, so that painting and hit-testing agree (and tests can ask).

The cards keep their proportions and take the strip's height (up to ``max_width_em``
wide).  When they do not fit side by side they get smaller, down to ``shrink_em`` wide
for a strip whose cards may overlap (a city) — without limit for one whose cards may
not (roles, piles) —, then they overlap, each showing the same part and the last one
whole; the free place at the end of a city is never covered.  A strip that may wrap (a
city) first tries two or more rows, when that lets its cards be larger than one row
would: an opponent's city of ten buildings was a row of thumbnails under an empty panel.
A fanned strip (the hand) turns each card a little about a point below the row and
lowers the outer ones; chosen cards are lifted.  ``shown_widths`` tells the painter
how much of each overlapped card is in sight (such a card gets its name on a spine).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from itertools import pairwise

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
    wrap: bool = False  # more rows when the cards are larger so (a city)


@dataclass(frozen=True, slots=True)
class StripItem:
    aspect: float  # width / height
    selected: bool = False
    slot: bool = False  # the free place at the end of a city


def lay_out(
    area: QRectF, em: float, items: list[StripItem], style: StripStyle
) -> list[tuple[QRectF, QTransform]]:
    """Per item: its rectangle before turning, and the turn (fan, lift).  A fan turns
    its outer cards outwards past the row's ends, so it is laid out again in a row
    narrowed (and lowered cards in a row shortened) by as much as they stuck out: nine
    cards in a hand at 1366x768 had the first and the last card cut at the strip's
    edges, their cost coins under its bottom."""
    shapes = _lay_out(area, em, items, style)
    row = area
    for _ in range(4):  # the overhang shrinks with the cards; a few rounds settle it
        if not style.fan or not shapes:
            break
        turned = [transform.mapRect(rect) for rect, transform in shapes]
        side = max(
            area.left() - min(r.left() for r in turned),
            max(r.right() for r in turned) - area.right(),
        )
        below = max(r.bottom() for r in turned) - area.bottom()
        if side <= 0.5 and below <= 0.5:
            break
        height = row.height() - max(0.0, below + 1)
        if side > 0.5:
            # the row the cards took, less the overhang at both ends: they shrink or
            # overlap
            left, right = shapes[0][0].left(), max(rect.right() for rect, _ in shapes)
            row = QRectF(left + side + 1, row.top(), right - left - 2 * side - 2, height)
        else:
            row = QRectF(row.left(), row.top(), row.width(), height)
        shapes = _lay_out(row, em, items, style)
    return shapes


def _lay_out(
    area: QRectF, em: float, items: list[StripItem], style: StripStyle
) -> list[tuple[QRectF, QTransform]]:
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
    if style.wrap and not style.fan:
        room = area.height() - lift - 4  # the cards' height may be capped below it
        # one row may overlap its cards down to ``shrink_em`` wide: more rows only when
        # they give cards larger than that, each seen whole
        floor = min(1.0, style.shrink_em * em / max(widths)) if style.overlap else 0.0
        rows, scale = _rows(area.width(), room, height, widths, gap, floor)
        if rows > 1:
            return _wrapped(
                area, top, height * scale, [w * scale for w in widths], rows, gap, style
            )
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


def _row_scale(width: float, widths: list[float], gap: float) -> float:
    """How much a row of cards of ``widths`` must shrink to fit ``width`` (1: not at all)."""
    return min(1.0, max(0.0, width - gap * (len(widths) - 1)) / sum(widths))


def _rows(
    width: float, room: float, height: float, widths: list[float], gap: float, floor: float
) -> tuple[int, float]:
    """(rows, scale) that make cards of ``widths`` and ``height`` largest in a strip
    ``width`` wide and ``room`` high, filled row by row; one row (its cards overlapping
    at ``floor`` if they must) unless more rows make them clearly (5 %) larger."""
    n = len(widths)
    best = (1, max(floor, _row_scale(width, widths, gap)))
    for rows in range(2, n + 1):
        tall = min(1.0, (room - gap * (rows - 1)) / rows / height)  # what the rows allow
        if tall <= best[1]:
            break  # more rows only make the cards smaller
        per_row = math.ceil(n / rows)
        wide = min(_row_scale(width, widths[i : i + per_row], gap) for i in range(0, n, per_row))
        scale = min(tall, wide)
        if scale > best[1] * 1.05:
            best = (rows, scale)
    return best


def _wrapped(
    area: QRectF,
    top: float,
    height: float,
    widths: list[float],
    rows: int,
    gap: float,
    style: StripStyle,
) -> list[tuple[QRectF, QTransform]]:
    """Cards of ``widths`` and ``height`` in ``rows`` rows, the block centred in height."""
    per_row = math.ceil(len(widths) / rows)
    block = rows * height + (rows - 1) * gap
    y = top + max(0.0, (area.height() - 4 - block) / 2)
    out = []
    for first in range(0, len(widths), per_row):
        row = widths[first : first + per_row]
        total = sum(row) + gap * (len(row) - 1)
        x = area.left() + ((area.width() - total) / 2 if style.align == "center" else 0.0)
        for w in row:
            out.append((QRectF(x, y, w, height), QTransform()))
            x += w + gap
        y += height + gap
    return out


def shown_widths(shapes: list[tuple[QRectF, QTransform]]) -> list[float | None]:
    """Per item, how much of its width the next item of its row leaves in sight (None:
    all of it, as for the last of a row)."""
    out: list[float | None] = []
    for (rect, _), (after, _) in pairwise(shapes):
        same_row = abs(after.top() - rect.top()) < 1.0
        out.append(after.left() - rect.left() if same_row and after.left() < rect.right() else None)
    return [*out, None][: len(shapes)]
