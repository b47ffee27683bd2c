"""A drag of one payload from the table, shared by the zones' views and the VP chip (the
black market's trade-in): the art under the pointer, whatever was picked up put back,
and the table told what is being dragged until the drop, so that its cells light up
where the payload may go."""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QPoint, QSize, Qt
from PySide6.QtGui import QDrag
from PySide6.QtWidgets import QWidget

from .art import art
from .mime import Payload, to_mime


class DragContext(Protocol):
    """What a drag tells its table (``TableContext``, the card table's ``CardContext``)."""

    def set_picked(self, payload: Payload | None) -> None: ...

    def set_dragging(self, payload: Payload | None) -> None: ...


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
