"""Painting workers, counters and the expansions' pieces: San Juan, the colonist ship
and the supplies (nobles beside colonists), forests on the island, and the empty spaces
of the board during the building draft (expansion I).

``TokenPainting`` is the middle layer of :class:`.delegate.ZoneDelegate` (its helpers
are :class:`.delegate_base.PaintBase`'s).  A noble is always its own red figure, never
a colonist's circle; a forest is the face-down tile, with no circle.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor

from .art import fit_rect
from .delegate_base import INK, SPACE, PaintBase
from .model_base import R

#: The cells drawn as icon, count and caption (``_paint_icon_count``).
_ICON_COUNT_KINDS = frozenset(
    {"colonist_ship", "colonist_supply", "noble_supply", "vp_supply", "good_supply"}
)
#: The badge of a count of nobles: the noble's own red.
NOBLE_INK = QColor("#8e2236")
#: The badge of a supply whose next use ends the game: the red of the "last round" title.
SHORT_INK = QColor("#b03a2e")


class TokenPainting(PaintBase):
    """Workers, counters, forests and draft spaces; see the module docstring."""

    def _paint_san_juan(self, painter, r, index, em, dpr, compact) -> None:
        """The workers waiting in San Juan: a colonist with the count; with nobles among
        them, a noble beside it with theirs."""
        count = index.data(R.Count) or 0
        nobles = index.data(R.Nobles) or 0
        self._slot(painter, r, em)
        box = r.adjusted(em * 0.15, em * 0.15, -em * 0.15, -em * 0.15)
        if not nobles:
            self._pixmap(painter, "tokens/colonist", box, dpr, 1.0 if count else 0.25)
            self._badge(
                painter, QPointF(box.right() - em * 0.45, box.bottom() - em * 0.45), str(count), em
            )
            return
        self._two_tokens(painter, box, count - nobles, nobles, em, dpr)

    def _two_tokens(self, painter, box: QRectF, colonists: int, nobles: int, em, dpr) -> None:
        """Colonists and nobles side by side, each with its count (San Juan, the ship);
        in a small cell (an opponent's San Juan) the two counts, the nobles' in their red
        above, over a faint figure."""
        if box.width() < em * 2.4:
            self._pixmap(painter, "tokens/colonist", box, dpr, 0.35)
            c = box.center()
            self._badge(painter, QPointF(c.x() - em * 0.3, c.y() + em * 0.22), str(colonists), em)
            self._badge(painter, QPointF(c.x() + em * 0.4, c.y() - em * 0.3), str(nobles), em,
                        NOBLE_INK)  # fmt: skip
            return
        half = box.width() / 2
        for i, (name, n) in enumerate((("tokens/colonist", colonists), ("tokens/noble", nobles))):
            part = QRectF(box.left() + i * half, box.top(), half, box.height())
            self._pixmap(painter, name, part, dpr, 1.0 if n else 0.25)
            centre = QPointF(part.right() - em * 0.4, part.bottom() - em * 0.45)
            self._badge(painter, centre, str(n), em, NOBLE_INK if i else INK)

    def _paint_icon_count(self, painter, r, index, em, dpr, compact) -> None:
        """Icon, count and caption: colonist ship/supply, noble supply, VP chips, goods supply."""
        count = index.data(R.Count)
        caption = index.data(Qt.ItemDataRole.DisplayRole) or ""
        label_h, scale = (0.0, 0.0) if compact else self._caption_layout(index, r, em)
        box = r.adjusted(0, 0, 0, -label_h)
        nobles = index.data(R.Nobles) or 0
        if nobles:  # the colonist ship with a noble on board
            self._two_tokens(painter, box.adjusted(0, em * 0.1, 0, 0), count, nobles, em, dpr)
            count = None
        else:
            self._pixmap(painter, index.data(R.Art), box.adjusted(em * 0.1, em * 0.1, -em * 0.1, -em * 0.1),
                         dpr, 1.0 if count else 0.3)  # fmt: skip
        if count is not None:
            ink = NOBLE_INK if index.data(R.Kind) == "noble_supply" else INK
            # the end is near (``colonists_run_short``, ``vp_chips_run_short``)
            if index.data(R.Short):
                ink = SHORT_INK
            self._badge(painter, QPointF(box.right() - em * 0.55, box.bottom() - em * 0.45),
                        str(count), em, ink)  # fmt: skip
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

    def _paint_forest(self, painter, r, index, em, dpr, compact) -> None:
        """A forest: the face-down tile, no circle (nobody works there).  Every forest
        has its own space, so no count is drawn (a "×3" on one of three tiles read as
        three more); the tooltip counts them."""
        self._pixmap(painter, index.data(R.Art), fit_rect(r, 1.0), dpr)

    def _paint_draft_space(self, painter, r, index, em, dpr, compact) -> None:
        """A free space of the board in the building draft: its cost on a coin."""
        self._dashed_box(painter, r, em, SPACE, QColor(190, 170, 140, 60))
        d = min(r.height() * 0.62, r.width() * 0.45, em * 2.8)
        coin = QRectF(r.center().x() - d / 2, r.center().y() - d / 2, d, d)
        self._pixmap(painter, "tokens/doubloon", coin, dpr, 0.85)
        scale = min(1.6, max(1.0, d / (em * 1.8)))  # the figure grows with the coin
        self._text(painter, coin, str(index.data(R.Cost)), scale, True)
