"""A drag of one payload from the table, shared by the zones' views and the VP chip (the
black market's trade-in): the art under the pointer, whatever was picked up put back,
and the table told what is being dragged until the drop, so that its cells light up
where the payload may go."""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QPoint, QSize, Qt
from PySide6.QtGui import QDrag
from PySide6.QtWidgets import QAbstractItemView, QFrame, QWidget

from .art import art
from .mime import Payload, to_mime


class DragContext(Protocol):
    """What a drag tells its table (``TableContext``, the card table's ``CardContext``)."""

    def set_picked(self, payload: Payload | None) -> None: ...

    def set_dragging(self, payload: Payload | None) -> None: ...


def set_up_drop_view(view: QAbstractItemView) -> None:
    """What every zone view of a table is (the board game's ``ZoneView``, the card
    game's ``CardStrip``): frameless and see-through, no scroll bars, no selection and
    no editing, hover tracked, and a source and a target of drags (copied, no drop
    indicator, no scrolling while dragging).  See-through by the table's style sheet
    (``style.STYLE``), not one of its own: a style sheet per view made building a table
    a third slower (every view re-styled whenever a layout took it in)."""
    view.setFrameShape(QFrame.Shape.NoFrame)
    view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    view.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    view.setMouseTracking(True)
    view.setDragEnabled(True)
    view.setAcceptDrops(True)
    view.setDragDropMode(QAbstractItemView.DragDropMode.DragDrop)
    view.setDefaultDropAction(Qt.DropAction.CopyAction)
    view.setDropIndicatorShown(False)
    view.setAutoScroll(False)
    view.viewport().setAutoFillBackground(False)


def run_drag(
    source: QWidget, ctx: DragContext, payload: Payload, art_name: str | None, size: QSize
) -> None:
    """Drag ``payload`` from ``source`` (``art_name`` at ``size`` under the pointer, none
    without a name) until it is dropped or cancelled."""
    drag = QDrag(source)
    drag.setMimeData(to_mime(payload))
    if art_name:
        drag.setPixmap(art().pixmap(art_name, size, source.devicePixelRatioF()))
        drag.setHotSpot(QPoint(size.width() // 2, size.height() // 2))
    ctx.set_picked(None)
    ctx.set_dragging(payload)
    try:
        drag.exec(Qt.DropAction.CopyAction, Qt.DropAction.CopyAction)
    finally:
        ctx.set_dragging(None)
