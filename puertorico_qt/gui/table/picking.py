"""What both games' table contexts share (the board game's ``TableContext``, the card
game's ``CardContext``): the signals the models and views listen to, and the picked
item (the click equivalent of a drag) and the payload being dragged."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from .mime import Payload


class PickingContext(QObject):
    """The signals of a table's context and its picked and dragged payloads."""

    #: The state changed: models re-read, views repaint.
    refreshed = Signal()
    #: A line for the info bar: why something was refused, what happened.
    message = Signal(str)
    #: The picked item (click equivalent of a drag) or the drag payload changed.
    pick_changed = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.picked: Payload | None = None
        self.dragging: Payload | None = None

    def set_picked(self, payload: Payload | None) -> None:
        if payload != self.picked:
            self.picked = payload
            self.pick_changed.emit()

    def set_dragging(self, payload: Payload | None) -> None:
        if payload != self.dragging:
            self.dragging = payload
            self.pick_changed.emit()

    def active_payload(self) -> Payload | None:
        """What the targets light up for: a drag in progress, else the picked item."""
        return self.dragging if self.dragging is not None else self.picked
