"""``CardStrip``: a row of cards as an item view (``QAbstractItemView``).

The cards keep their proportions and take the strip's height; when they do not fit side
by side they overlap, as cards on a table do.  The hand is *fanned*: each card turned a
little about a point below the row, the chosen ones raised.  Hit-testing follows the
turned cards (the topmost card under the pointer wins).

What a player does goes through the model (``model_base``):

- **click**: an item's click effect (choose a role, choose a card for the decision under
  way), else pick the item up (its payload; the legal targets light up); with an item
  picked, a click on a target puts it there.  Escape drops the pick.
- **double-click / Enter**: the quick action (build this card; choose it and confirm).
- **drag**: the model's payload with the card's picture; every strip lights the items
  where it may land (green), a drop on an item where it belongs but is not allowed now
  is refused with the reason.
- **keyboard**: Left/Right move, Space clicks, Enter does the quick action.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import cast

from PySide6.QtCore import (
    QModelIndex,
    QPersistentModelIndex,
    QPoint,
    QPointF,
    QRect,
    QRectF,
    QSize,
    Qt,
    Signal,
)
from PySide6.QtGui import (
    QFontMetricsF,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QRegion,
    QTransform,
)
from PySide6.QtWidgets import QAbstractItemView, QApplication

from ...cards import CARD_IDS, ROLE_NAMES
from ..focus_ring import keep_current_cell, paint_focus_ring, shows_cell_tip
from ..phases.base import player_name
from ..table.dragging import run_drag, set_up_drop_view
from ..table.mime import from_mime
from .context import CardContext
from .model_base import CR, CardZoneModel
from .painter import CARD_ASPECT, HOUSE_ASPECT, paint_empty, paint_item
from .strip_layout import StripItem, StripStyle, lay_out, shown_widths


class CardStrip(QAbstractItemView):
    """A row of cards; see the module docstring."""

    #: An item was clicked (for tests and for the table's own reactions).
    clicked_row = Signal(int)

    def __init__(
        self,
        model: CardZoneModel,
        ctx: CardContext,
        *,
        fan: bool = False,
        overlap: bool = True,
        align: str = "left",
        lift: bool = False,
        min_em: float = 4.0,
        max_width_em: float | None = None,
        shrink_em: float = 4.0,
        wrap: bool = False,
        slot_text: str = "",
        empty_text: Callable[[], str] | None = None,
        parent=None,
    ) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.style_ = StripStyle(fan, overlap, align, lift or fan, max_width_em, shrink_em, wrap)
        self.min_em = min_em
        self.slot_text = slot_text
        #: Words shown where the cards would be while there are none (translated when
        #: painted): an empty hand read as a missing picture.
        self.empty_text = empty_text
        self._press: tuple[int, QPoint] | None = None
        self._hover = -1
        self._hover_ok = False
        self.keyboard_focus = False
        #: The rows a hint points at (``CardTableWidget.show_hint``).
        self.hinted: frozenset[int] = frozenset()
        self.setModel(model)
        set_up_drop_view(self)
        model.modelReset.connect(self.viewport().update)
        keep_current_cell(self)
        model.dataChanged.connect(self.viewport().update)
        # a screen reader gets no item of a plain item view: the cards are its description
        model.modelReset.connect(self._describe)
        model.dataChanged.connect(self._describe)
        model.layoutChanged.connect(self._describe)
        model.rowsInserted.connect(self._describe)
        model.rowsRemoved.connect(self._describe)
        self._describe()
        ctx.pick_changed.connect(self.viewport().update)
        ctx.selection_changed.connect(self.viewport().update)

    def _describe(self) -> None:
        """The cards, each as its accessible text (name, price, "new"), for a screen
        reader."""
        m = self.model()
        words = [
            m.index(r, 0).data(Qt.ItemDataRole.AccessibleTextRole) for r in range(m.rowCount())
        ]
        text = "; ".join(w for w in words if w)
        if text != self.accessibleDescription():
            self.setAccessibleDescription(text)

    def card_model(self) -> CardZoneModel:
        return cast(CardZoneModel, self.model())

    def em(self) -> float:
        return QFontMetricsF(self.font()).height()

    def sizeHint(self) -> QSize:
        em = self.em()
        count = max(1, self.model().rowCount())
        h = self.min_em * em * 1.6
        return QSize(int(count * h * CARD_ASPECT + em), int(h))

    def minimumSizeHint(self) -> QSize:
        em = self.em()
        return QSize(int(self.min_em * em * CARD_ASPECT * 1.2), int(self.min_em * em))

    # ------------------------------------------------------------------ layout

    def shapes(self) -> list[tuple[QRectF, QTransform]]:
        """Per item: its rectangle before turning, and the turn (the fan)."""
        m = self.model()
        items = [
            StripItem(
                HOUSE_ASPECT if m.index(r, 0).data(CR.Kind) == "house" else CARD_ASPECT,
                bool(m.index(r, 0).data(CR.Selected)),
                m.index(r, 0).data(CR.Kind) == "slot",
            )
            for r in range(m.rowCount())
        ]
        return lay_out(QRectF(self.viewport().rect()), self.em(), items, self.style_)

    # ------------------------------------------------------------------ QAbstractItemView

    def visualRect(self, index: QModelIndex | QPersistentModelIndex) -> QRect:
        shapes = self.shapes()
        if not index.isValid() or index.row() >= len(shapes):
            return QRect()
        rect, transform = shapes[index.row()]
        return transform.mapRect(rect).toAlignedRect()

    def indexAt(self, point: QPoint) -> QModelIndex:
        p = QPointF(point)
        for row, (rect, transform) in reversed(list(enumerate(self.shapes()))):
            inverse, ok = transform.inverted()
            if ok and rect.contains(inverse.map(p)):
                return self.model().index(row, 0)
        return QModelIndex()

    def scrollTo(self, index, hint=QAbstractItemView.ScrollHint.EnsureVisible) -> None:
        return None

    def moveCursor(self, action, modifiers) -> QModelIndex:
        current = self.currentIndex()
        row = current.row() if current.isValid() else -1
        n = self.model().rowCount()
        if action in (
            QAbstractItemView.CursorAction.MoveRight,
            QAbstractItemView.CursorAction.MoveNext,
        ):
            row = min(n - 1, row + 1)
        elif action in (
            QAbstractItemView.CursorAction.MoveLeft,
            QAbstractItemView.CursorAction.MovePrevious,
        ):
            row = max(0, row - 1)
        elif action == QAbstractItemView.CursorAction.MoveHome:
            row = 0
        elif action == QAbstractItemView.CursorAction.MoveEnd:
            row = n - 1
        return self.model().index(row, 0) if 0 <= row < n else QModelIndex()

    def horizontalOffset(self) -> int:
        return 0

    def verticalOffset(self) -> int:
        return 0

    def isIndexHidden(self, index: QModelIndex | QPersistentModelIndex) -> bool:
        return False

    def setSelection(self, rect, command) -> None:
        return None

    def visualRegionForSelection(self, selection) -> QRegion:
        return QRegion()

    # ------------------------------------------------------------------ paint

    def mark(self, row: int) -> str | None:
        """How a card is outlined: hover/refused/picked/target/hint/active/None (a hinted
        card keeps its mark while something is in hand only as the hinted drop target)."""
        m = self.card_model()
        payload = self.ctx.active_payload()
        hinted = row in self.hinted
        if payload is not None:
            if row == self._hover:
                return "hover" if self._hover_ok else "refused"
            if self.ctx.picked is not None and m.payload(row) == payload:
                return "picked"
            if m.can_drop(payload, row):
                return "hint" if hinted else "target"
            return None
        if self.ctx.interactive() and hinted:
            return "hint"
        if self.ctx.interactive() and m.index(row, 0).data(CR.Active):
            return "active"
        return None

    def set_hinted(self, rows: frozenset[int]) -> None:
        if rows != self.hinted:
            self.hinted = rows
            self.viewport().update()

    def paintEvent(self, event) -> None:
        painter = QPainter(self.viewport())
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.setFont(self.font())
        dpr = self.devicePixelRatioF()
        model = self.model()
        names = self.ctx.names()
        current = self.currentIndex()
        if model.rowCount() == 0 and self.empty_text is not None:
            paint_empty(painter, QRectF(self.viewport().rect()), self.empty_text(), self.em())
        shapes = self.shapes()
        shown = shown_widths(shapes) if not self.style_.fan else [None] * len(shapes)
        for row, (rect, transform) in enumerate(shapes):
            index = model.index(row, 0)
            painter.save()
            painter.setTransform(transform, True)
            r = paint_item(
                painter,
                rect,
                partial(_data, index),
                self.mark(row),
                dpr,
                lambda seat: player_name(seat, names),
                self.slot_text,
                shown[row],
            )
            if self.keyboard_focus and self.hasFocus() and index == current:
                paint_focus_ring(painter, r.adjusted(-3, -3, 3, 3), r.width() * 0.08)
            painter.restore()
        painter.end()

    # ------------------------------------------------------------------ mouse

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self.keyboard_focus = False
        index = self.indexAt(event.position().toPoint())
        if event.button() == Qt.MouseButton.LeftButton and index.isValid():
            self._press = (index.row(), event.position().toPoint())
            self.setCurrentIndex(index)
        else:
            self._press = None
        event.accept()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        press = self._press
        if press is None or not event.buttons() & Qt.MouseButton.LeftButton:
            return
        distance = (event.position().toPoint() - press[1]).manhattanLength()
        if distance >= QApplication.startDragDistance():
            self._press = None
            self.start_drag(press[0])

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        press, self._press = self._press, None
        if press is None or event.button() != Qt.MouseButton.LeftButton:
            return
        index = self.indexAt(event.position().toPoint())
        if index.isValid() and index.row() == press[0]:
            self.click(index.row())

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        index = self.indexAt(event.position().toPoint())
        if index.isValid():
            self.activate(index.row())
        event.accept()

    def click(self, row: int) -> None:
        """One click: put the picked item here, the item's own effect, or pick it up."""
        m = self.card_model()
        ctx = self.ctx
        self.clicked_row.emit(row)
        picked = ctx.picked
        if picked is not None:
            if m.can_drop(picked, row) or m.drop_effect(picked, row) is not None:
                m.drop(picked, row)
                ctx.set_picked(None)
                return
            mine = m.payload(row)
            ctx.set_picked(mine if mine != picked else None)
            return
        if m.click(row):
            return
        if m.click_effect(row) is None:
            payload = m.payload(row)
            if payload is not None:
                ctx.set_picked(payload)

    def activate(self, row: int) -> None:
        self.ctx.set_picked(None)
        self.card_model().activate(row)

    # ------------------------------------------------------------------ keyboard

    def focusInEvent(self, event) -> None:
        if event.reason() in (Qt.FocusReason.TabFocusReason, Qt.FocusReason.BacktabFocusReason):
            self.keyboard_focus = True
        super().focusInEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        self.keyboard_focus = True
        if shows_cell_tip(self, event):
            event.accept()
            return
        key = event.key()
        index = self.currentIndex()
        if key == Qt.Key.Key_Escape and self.ctx.picked is not None:
            self.ctx.set_picked(None)
            event.accept()
            return
        acting = key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)
        if acting and event.isAutoRepeat():
            event.accept()
            return
        if acting and not index.isValid() and self.model().rowCount():
            index = self.model().index(0, 0)
            self.setCurrentIndex(index)
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and index.isValid():
            picked = self.ctx.picked
            if picked is not None and self.card_model().payload(index.row()) != picked:
                self.click(index.row())
            else:
                self.activate(index.row())
            event.accept()
            return
        if key == Qt.Key.Key_Space and index.isValid():
            self.click(index.row())
            event.accept()
            return
        super().keyPressEvent(event)
        self.viewport().update()

    # ------------------------------------------------------------------ drag and drop

    def start_drag(self, row: int) -> None:
        m = self.card_model()
        payload = m.payload(row)
        if payload is None:
            return
        index = m.index(row, 0)
        kind = index.data(CR.Kind)
        card = index.data(CR.Card)
        art_name = {
            "card": f"cards/{_card_id(card)}" if card is not None and card >= 0 else None,
            "deck": "cards/card_back",
            "role": f"cards/role_{_role_id(index.data(CR.Role))}",
        }.get(kind)
        if payload.get("kind") == "good":
            art_name = "cards/card_back"
        em = self.em()
        size = QSize(int(em * 3.2), int(em * 4.5))
        run_drag(self, self.ctx, payload, art_name, size)

    def _hover_at(self, row: int, ok: bool) -> None:
        if row != self._hover or ok != self._hover_ok:
            self._hover, self._hover_ok = row, ok
            self.viewport().update()

    def dragEnterEvent(self, event) -> None:
        payload = from_mime(event.mimeData())
        if payload is None:
            event.ignore()
            return
        if self.ctx.dragging is None:
            self.ctx.set_dragging(payload)
        event.setDropAction(Qt.DropAction.CopyAction)
        event.accept()

    def dragMoveEvent(self, event) -> None:
        payload = from_mime(event.mimeData())
        row = self.indexAt(event.position().toPoint()).row()  # -1: the empty space
        m = self.card_model()
        if payload is None or m.drop_effect(payload, row) is None:
            self._hover_at(-1, False)
            event.ignore()
            return
        self._hover_at(row, m.can_drop(payload, row))
        event.setDropAction(Qt.DropAction.CopyAction)
        event.accept()

    def dragLeaveEvent(self, event) -> None:
        self._hover_at(-1, False)
        event.accept()

    def dropEvent(self, event) -> None:
        data = event.mimeData()
        index = self.indexAt(event.position().toPoint())  # invalid: the empty space
        self._hover_at(-1, False)
        if from_mime(data) is None:
            event.ignore()
            return
        self.card_model().dropMimeData(data, Qt.DropAction.CopyAction, -1, -1, index)
        event.setDropAction(Qt.DropAction.CopyAction)
        event.accept()
        self.ctx.set_dragging(None)


def _data(index: QModelIndex, role: int) -> object:
    return index.data(role)


def _card_id(kind: int) -> str:
    return CARD_IDS[kind]


def _role_id(role: int | None) -> str:
    return ROLE_NAMES[role or 0]


__all__ = ["CardStrip"]
