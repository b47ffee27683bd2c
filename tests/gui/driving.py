"""Driving a table in the GUI tests, shared by the files that test its drags: a
``TableWidget`` on a paused session, a recorder of what the session applied and
refused, and a drag and drop done through the two models the way Qt's views do it."""

from __future__ import annotations

from PySide6.QtCore import Qt

from puertorico_qt.engine.state import GameState
from puertorico_qt.gui.session import GameSession
from puertorico_qt.gui.table import MIME_TYPE, TableWidget
from puertorico_qt.gui.table.mime import to_mime

from .positions import session_at


class Recorder:
    """Remembers what the session applied and refused, and the Mayor arrangements asked."""

    def __init__(self, session: GameSession) -> None:
        self.applied: list[tuple[int, int]] = []
        self.refused: list[str] = []
        self.arrangements: list[tuple[list[int], dict[int, int]]] = []
        session.action_applied.connect(lambda seat, action, _n: self.applied.append((seat, action)))
        session.illegal_move.connect(self.refused.append)
        original = session.request_mayor_arrangement

        def spy(tiles: list[int], buildings: dict[int, int]) -> bool:
            self.arrangements.append((list(tiles), dict(buildings)))
            return original(tiles, buildings)

        session.request_mayor_arrangement = spy  # type: ignore[method-assign]


def make_table(
    qtbot, state: GameState, viewer: int | None = None, everyone_human: bool = False
) -> tuple[TableWidget, GameSession, Recorder]:
    """The table of a session at ``state``, ``viewer`` (default: the governor) at the screen."""
    session = session_at(state, viewer, everyone_human=everyone_human)
    table = TableWidget(session)
    qtbot.addWidget(table)
    table.resize(1366, 720)
    return table, session, Recorder(session)


def drop_data(data, target_model, target_index) -> tuple[bool, bool]:
    """Whether ``target_model`` accepts the drag's ``data`` there, and whether the drop did."""
    can = target_model.canDropMimeData(data, Qt.DropAction.CopyAction, -1, -1, target_index)
    done = target_model.dropMimeData(data, Qt.DropAction.CopyAction, -1, -1, target_index)
    return can, done


def drag(source_model, source_index, target_model, target_index) -> tuple[bool, bool]:
    """A drag and drop done the way Qt's views do it: through the two models."""
    data = source_model.mimeData([source_index])
    assert data is not None and data.hasFormat(MIME_TYPE)
    return drop_data(data, target_model, target_index)


def drop_mime(target_model, payload: dict, target_index) -> tuple[bool, bool]:
    """A drop of a hand-made payload (one no model of the table would offer now)."""
    return drop_data(to_mime(payload), target_model, target_index)
