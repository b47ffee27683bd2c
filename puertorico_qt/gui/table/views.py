"""The view of one zone: a ``QTableView`` whose cells stretch with the window.

Besides painting (through :class:`.delegate.ZoneDelegate`) the view does the
player's side of moving things:

- **drag**: a left press moved past the drag distance starts it (``mouseMoveEvent``:
  Qt's own start needs a selected cell, and nothing on the table is ever selected),
  and ``startDrag`` packs the model's ``mimeData`` with the item's picture;
  while it runs, every view on the table lights up the cells where the payload
  may land (``TableContext.dragging``).  A drop calls the model's
  ``dropMimeData``; a drop on a cell where the payload belongs but is not legal
  now is accepted by the view only to be refused by the model *with the reason*.
- **click**: a click on something that can be moved picks it up (the same
  lighting-up), a click on a lit cell puts it there.  Escape drops the pick.
- **keyboard**: arrows move, Space picks up, Enter puts down — or, with nothing
  picked, does the cell's quick action, as a double-click does (take this tile,
  build this building, sell this good …).
"""

from __future__ import annotations

from typing import cast

from PySide6.QtCore import QModelIndex, QPoint, QSize, Qt, Signal
from PySide6.QtGui import QFontMetricsF, QKeyEvent, QMouseEvent
from PySide6.QtWidgets import QApplication, QHeaderView, QTableView

from ..focus_ring import keep_current_cell, shows_cell_tip
from ..phases import player_name
from .context import TableContext
from .delegate import ZoneDelegate
from .dragging import run_drag, set_up_drop_view
from .mime import from_mime
from .model_base import R, ZoneModel


class ZoneView(QTableView):
    """A zone on the table; see the module docstring."""

    #: The cell was clicked in a view whose clicks act at once (role cards): the
    #: table decides (it may ask first), then calls ``model.activate``.
    activation_requested = Signal(QModelIndex)

    def __init__(
        self,
        model: ZoneModel,
        ctx: TableContext,
        *,
        cell_em: tuple[float, float] = (4.0, 4.0),
        header: bool = False,
        click_activates: bool = False,
        compact: bool = False,
        parent=None,
    ) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.cell_em = cell_em
        self.compact = compact
        self.click_activates = click_activates
        self._press: tuple[QModelIndex, QPoint] | None = None
        self._hover = QModelIndex()
        self._hover_ok = False
        self.keyboard_focus = False  # show the focus frame only to keyboard users
        self._had_spans = False  # some cell spans two columns (cleared when none does)
        #: The cells a hint points at, as (row, column) (``TableWidget.show_hint``).
        self.hinted: frozenset[tuple[int, int]] = frozenset()
        self.setModel(model)
        self.setItemDelegate(ZoneDelegate(self))
        # Nothing is "selected" on the table: a picked item and the keyboard's place are
        # the delegate's own marks (Qt's selection fill stayed on the last clicked cell
        # across rounds and games, and a role card looked taken).
        set_up_drop_view(self)
        self.setShowGrid(False)
        self.setWordWrap(False)
        self.setCornerButtonEnabled(False)
        self.setTabKeyNavigation(False)  # Tab goes to the next zone; arrows move inside one
        for hdr in (self.horizontalHeader(), self.verticalHeader()):
            hdr.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
            hdr.setMinimumSectionSize(4)
            hdr.setHighlightSections(False)
        self.verticalHeader().hide()
        if not header:
            self.horizontalHeader().hide()
        model.modelReset.connect(self._update_spans)
        keep_current_cell(self)
        model.dataChanged.connect(self._update_spans)
        ctx.pick_changed.connect(self.viewport().update)
        ctx.draft_changed.connect(self.viewport().update)
        self._update_spans()

    def zone_model(self) -> ZoneModel:
        return cast(ZoneModel, self.model())  # a ZoneView is only ever given a ZoneModel

    def player_name(self, seat: int) -> str:
        return player_name(seat, self.ctx.names())

    # ------------------------------------------------------------------ size

    def em(self) -> float:
        return QFontMetricsF(self.font()).height()

    def sizeHint(self) -> QSize:
        em = self.em()
        m = self.model()
        cols, rows = max(1, m.columnCount()), max(1, m.rowCount())
        head = (
            self.horizontalHeader().sizeHint().height()
            if not self.horizontalHeader().isHidden()
            else 0
        )
        return QSize(int(cols * self.cell_em[0] * em), int(rows * self.cell_em[1] * em + head))

    def minimumSizeHint(self) -> QSize:
        hint = self.sizeHint()
        return QSize(int(hint.width() * 0.5), int(hint.height() * 0.5))

    def _update_spans(self, *args) -> None:
        m = self.model()
        if (
            not any(
                m.index(r, c).data(R.Span) == 2
                for r in range(m.rowCount())
                for c in range(m.columnCount())
            )
            and not self._had_spans
        ):
            return
        self.clearSpans()
        self._had_spans = False
        for r in range(m.rowCount()):
            for c in range(m.columnCount()):
                index = m.index(r, c)
                if (
                    index.data(R.Kind) == "building"
                    and index.data(R.Span) == 2
                    and c + 1 < m.columnCount()
                ):
                    self.setSpan(r, c, 1, 2)
                    self._had_spans = True

    # ------------------------------------------------------------------ marks

    def mark(self, index: QModelIndex) -> str | None:
        """How the delegate marks this cell: target/hover/refused/picked/hint/active/None.
        A hinted cell keeps its mark while something is in hand only as the hinted drop
        target: the hand's own marks say where it may go."""
        m = self.zone_model()
        payload = self.ctx.active_payload()
        hinted = (index.row(), index.column()) in self.hinted
        if payload is not None:
            if index == self._hover and self._hover.isValid():
                return "hover" if self._hover_ok else "refused"
            if m.payload(index) == payload and self.ctx.picked is not None:
                return "picked"
            if m.can_drop(payload, index):
                return "hint" if hinted else "target"
            return None
        if self.ctx.interactive() and hinted:
            return "hint"
        if self.ctx.interactive() and index.data(R.Active):
            return "active"
        return None

    def set_hinted(self, cells: frozenset[tuple[int, int]]) -> None:
        if cells != self.hinted:
            self.hinted = cells
            self.viewport().update()

    # ------------------------------------------------------------------ mouse

    def focusInEvent(self, event) -> None:
        if event.reason() in (Qt.FocusReason.TabFocusReason, Qt.FocusReason.BacktabFocusReason):
            self.keyboard_focus = True
        super().focusInEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self.keyboard_focus = False
        index = self.indexAt(event.position().toPoint())
        self._press = (
            (index, event.position().toPoint())
            if event.button() == Qt.MouseButton.LeftButton
            else None
        )
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        press = self._press
        if press is not None and event.buttons() & Qt.MouseButton.LeftButton:
            moved = (event.position().toPoint() - press[1]).manhattanLength()
            if moved >= QApplication.startDragDistance():
                self._press = None
                if press[0].isValid():
                    self.start_drag(press[0])
                return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        press, self._press = self._press, None
        super().mouseReleaseEvent(event)
        if press is None or event.button() != Qt.MouseButton.LeftButton:
            return
        index = self.indexAt(event.position().toPoint())
        if index.isValid() and index == press[0]:
            self.click(index)

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        index = self.indexAt(event.position().toPoint())
        if index.isValid() and not self.click_activates:
            self.ctx.set_picked(None)
            self.zone_model().activate(index)
            event.accept()
            return
        super().mouseDoubleClickEvent(event)

    def click(self, index: QModelIndex) -> None:
        """One click: take a role card; put the picked item here; or pick this item up."""
        m = self.zone_model()
        if self.click_activates:
            self.activation_requested.emit(index)
            return
        picked = self.ctx.picked
        if picked is not None:
            if m.can_drop(picked, index):
                m.drop(picked, index)
                return
            mine = m.payload(index)
            if mine is not None and mine != picked:
                self.ctx.set_picked(mine)
                return
            if mine == picked:
                self.ctx.set_picked(None)
                return
            if m.drop_effect(picked, index) is not None:
                # a place of its kind that refuses it: say why and keep it in hand, as
                # Enter does (put down, the next click on the right place did nothing
                # under the refusal's words)
                self.ctx.message.emit(m.refusal(picked, index))
                return
            self.ctx.set_picked(None)
            return
        payload = m.payload(index)
        if payload is not None:
            self.ctx.set_picked(payload)
        elif (
            m.activate_action(index) is None and not m.flags(index) & Qt.ItemFlag.ItemIsDropEnabled
        ):
            pass

    # ------------------------------------------------------------------ keyboard

    def keyPressEvent(self, event: QKeyEvent) -> None:
        self.keyboard_focus = True
        if shows_cell_tip(self, event):
            event.accept()
            return
        self.viewport().update()
        key = event.key()
        index = self.currentIndex()
        if key == Qt.Key.Key_Escape and self.ctx.picked is not None:
            self.ctx.set_picked(None)
            event.accept()
            return
        acting = key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)
        if acting and event.isAutoRepeat():
            # One press, one move: a key held down (the Enter that closed a dialog and
            # repeats on the table behind it) does not act again and again.
            event.accept()
            return
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and index.isValid():
            self.enter(index)
            event.accept()
            return
        if key == Qt.Key.Key_Space and index.isValid():
            self.click(index)
            event.accept()
            return
        super().keyPressEvent(event)

    def enter(self, index: QModelIndex) -> None:
        """Enter: put the picked item here, else the cell's quick action."""
        m = self.zone_model()
        if self.click_activates:
            self.activation_requested.emit(index)
            return
        picked = self.ctx.picked
        if picked is not None and m.payload(index) != picked:
            m.drop(picked, index)
            return
        self.ctx.set_picked(None)
        m.activate(index)

    # ------------------------------------------------------------------ drag

    def startDrag(self, supportedActions: Qt.DropAction) -> None:
        self.start_drag(self.currentIndex())

    def start_drag(self, index: QModelIndex) -> None:
        """Drag the item of ``index`` (nothing where no item may move now)."""
        m = self.zone_model()
        payload = m.payload(index)
        if payload is None:
            return
        em = self.em()
        size = QSize(int(em * 2.6), int(em * 2.6))
        run_drag(self, self.ctx, payload, index.data(R.Art), size)

    def _hover_at(self, index: QModelIndex, ok: bool) -> None:
        if index != self._hover or ok != self._hover_ok:
            self._hover, self._hover_ok = QModelIndex(index), ok
            self.viewport().update()

    def dragEnterEvent(self, event) -> None:
        payload = from_mime(event.mimeData())
        if payload is None:
            event.ignore()
            return
        if self.ctx.dragging is None:
            self.ctx.set_dragging(payload)  # a drag from outside this table's views
        event.setDropAction(Qt.DropAction.CopyAction)
        event.accept()

    def dragMoveEvent(self, event) -> None:
        payload = from_mime(event.mimeData())
        index = self.indexAt(event.position().toPoint())
        m = self.zone_model()
        if payload is None or not index.isValid() or m.drop_effect(payload, index) is None:
            self._hover_at(QModelIndex(), False)
            event.ignore()
            return
        # Accepted even where it is not legal now: the drop then says why.
        self._hover_at(index, m.can_drop(payload, index))
        event.setDropAction(Qt.DropAction.CopyAction)
        event.accept()

    def dragLeaveEvent(self, event) -> None:
        self._hover_at(QModelIndex(), False)
        event.accept()

    def dropEvent(self, event) -> None:
        data = event.mimeData()
        index = self.indexAt(event.position().toPoint())
        self._hover_at(QModelIndex(), False)
        m = self.zone_model()
        if from_mime(data) is None or not index.isValid():
            event.ignore()
            return
        m.dropMimeData(data, Qt.DropAction.CopyAction, -1, -1, index)
        event.setDropAction(Qt.DropAction.CopyAction)
        event.accept()
        self.ctx.set_dragging(None)
