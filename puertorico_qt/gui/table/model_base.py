"""The base of every zone model of the table (``ZoneModel``) and its item-data roles.

Each model is a small grid (``QAbstractTableModel``) whose cells are plain dicts of
item-data roles → values, recomputed from the state by ``cells()``.  ``refresh()``
compares the new cells with the old: the same shape emits ``dataChanged`` for the
cells that differ (keyboard focus survives), a new shape resets the model.  Text
(names, tooltips) is produced on demand in ``data()``, so a language switch only needs
``retranslate()`` (``dataChanged`` of the text roles plus ``headerDataChanged``).

Drag and drop goes through the models, as Qt intends: ``mimeData`` packs a payload
(see :mod:`.mime`) for the items a player may pick up; ``canDropMimeData`` says whether
a payload may land on a cell — it does, when the action that would follow is among
``session.legal_actions()`` (or the Mayor and storage drafts accept it);
``dropMimeData`` performs it through the :class:`~.context.TableContext`, or refuses it
with the reason in words, leaving everything unchanged.

The zones: ``common_zones`` (roles, offer, colonists, market, trading house, ships,
supply, scoreboard) and ``board_zones`` (a player's island, city, San Juan, goods, and
the storage after the Captain phase).
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import IntEnum
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QMimeData,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)

from ..i18n import QT_TRANSLATE_NOOP
from ..tooltips import plain_text, zone_tooltip
from .context import TableContext
from .mime import MIME_TYPE, Payload, from_mime, to_mime

Index = QModelIndex | QPersistentModelIndex


#: The tooltip's line of a cell marked fresh (``R.Fresh``).
FRESH_TIP = QT_TRANSLATE_NOOP("Table", "New since your last move (the star on it says so).")
#: What a screen reader adds to a cell marked fresh.
FRESH_WORD = QT_TRANSLATE_NOOP("Table", "new")
#: The same in a replay, where the mark is what changed since the position shown before.
FRESH_REPLAY_TIP = QT_TRANSLATE_NOOP(
    "Table", "New since the position shown before (the star on it says so)."
)


class R(IntEnum):
    """Item-data roles of the zone models (beyond DisplayRole and ToolTipRole)."""

    Kind = Qt.ItemDataRole.UserRole + 1  # str: what the delegate paints
    Value = Qt.ItemDataRole.UserRole + 2  # int: tile kind, building, good, card, ship …
    Count = Qt.ItemDataRole.UserRole + 3  # int: how many (stack, load, barrels)
    Art = Qt.ItemDataRole.UserRole + 4  # str: "tiles/corn" …
    Active = Qt.ItemDataRole.UserRole + 5  # bool: a legal choice for the viewer now
    Occupied = Qt.ItemDataRole.UserRole + 6  # int: colonists on it
    Capacity = Qt.ItemDataRole.UserRole + 7  # int: circles / ship holds
    Cost = Qt.ItemDataRole.UserRole + 8  # int: printed cost
    ViewerCost = Qt.ItemDataRole.UserRole + 9  # int: what the viewer would pay
    Copies = Qt.ItemDataRole.UserRole + 10  # int: copies left in the market
    Vp = Qt.ItemDataRole.UserRole + 11  # int: victory points
    Good = Qt.ItemDataRole.UserRole + 12  # int: a ship's cargo / a slot's good (-1 none)
    Taker = Qt.ItemDataRole.UserRole + 13  # int: seat that took a role card (-1)
    Coins = Qt.ItemDataRole.UserRole + 14  # int: doubloons on a role card
    Span = Qt.ItemDataRole.UserRole + 15  # int: columns a city building covers (2 = large)
    Owned = Qt.ItemDataRole.UserRole + 16  # bool: the viewer owns this building
    Seat = Qt.ItemDataRole.UserRole + 17  # int: the seat a board belongs to
    Column = Qt.ItemDataRole.UserRole + 18  # int: market column (quarry limit)
    Current = Qt.ItemDataRole.UserRole + 19  # bool: this player is to move
    Hidden = Qt.ItemDataRole.UserRole + 20  # bool: value hidden from the viewer
    Nobles = Qt.ItemDataRole.UserRole + 21  # int: nobles among the workers (Occupied, Count)
    Guests = Qt.ItemDataRole.UserRole + 22  # bool: the workers here are guests (guest house)
    Captured = Qt.ItemDataRole.UserRole + 23  # int: the smuggler who swapped this role (-1)
    Pieces = Qt.ItemDataRole.UserRole + 24  # tuple[str, ...]: art of a festival goal's pieces
    Fresh = Qt.ItemDataRole.UserRole + 25  # bool: came here since the viewer's latest decision
    Short = Qt.ItemDataRole.UserRole + 26  # bool: a supply too short: its next use ends the game


Cell = dict[int, Any]


def _tr(text: str) -> str:
    return QCoreApplication.translate("Table", text)


class ZoneModel(QAbstractTableModel):
    """A zone of the table: a grid of cells computed from the state."""

    #: The zone's tooltip key (``gui.content`` zones).
    zone = ""
    #: Item-data roles that carry text (re-sent on a language change).
    TEXT_ROLES = (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole)

    def __init__(self, ctx: TableContext, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self._cells: list[list[Cell | None]] = self.cells()

    # ------------------------------------------------------------------ shape

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._cells)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        if parent.isValid() or not self._cells:
            return 0
        return len(self._cells[0])

    def cell(self, index: Index) -> Cell | None:
        if not index.isValid() or index.model() is not self:
            return None
        r, c = index.row(), index.column()
        if 0 <= r < len(self._cells) and 0 <= c < len(self._cells[r]):
            return self._cells[r][c]
        return None

    def viewers_good(self, payload: Payload) -> int | None:
        """The good in ``payload`` when it is a barrel of the viewer's own (the only goods
        a player can drag: to the trading house, a ship or the storage)."""
        if payload.get("kind") != "good" or payload.get("seat") != self.ctx.viewer():
            return None
        return int(payload["good"])

    def cell_at(self, row: int, column: int) -> Cell | None:
        return self._cells[row][column]

    def find(self, **match: Any) -> QModelIndex:
        """The first index whose cell has these role values (by role name), for tests and views."""
        want = {R[k]: v for k, v in match.items()}
        for r, row in enumerate(self._cells):
            for c, cell in enumerate(row):
                if cell is not None and all(cell.get(k) == v for k, v in want.items()):
                    return self.index(r, c)
        return QModelIndex()

    # ------------------------------------------------------------------ data

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        cell = self.cell(index)
        if cell is None:
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return self.display(cell)
        if role == Qt.ItemDataRole.ToolTipRole:
            tip = self.tooltip(cell)
            if tip and cell.get(R.Fresh):  # marked with a star: say why
                why = FRESH_REPLAY_TIP if self.ctx.session.marks_every_board else FRESH_TIP
                tip += "<br><i>" + _tr(why) + "</i>"
            return tip
        if role == Qt.ItemDataRole.AccessibleTextRole:  # the star, for a screen reader
            text = self.display(cell) or plain_text(self.tooltip(cell)).split("\n")[0]
            text = text.replace("\u00ad", "")  # a soft hyphen is read out by some readers
            return f"{text} ({_tr(FRESH_WORD)})" if text and cell.get(R.Fresh) else text
        if role == Qt.ItemDataRole.AccessibleDescriptionRole:  # what the tooltip says
            return plain_text(self.data(index, Qt.ItemDataRole.ToolTipRole))
        return cell.get(role)

    def display(self, cell: Cell) -> str | None:
        return None

    def tooltip(self, cell: Cell) -> str | None:
        return zone_tooltip(self.zone, self.ctx.edition) if self.zone else None

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
        cell = self.cell(index)
        if cell is None:
            return Qt.ItemFlag.NoItemFlags
        flags = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        if self.payload(index) is not None:
            flags |= Qt.ItemFlag.ItemIsDragEnabled
        if self.accepts_drops(cell):
            flags |= Qt.ItemFlag.ItemIsDropEnabled
        return flags

    # ------------------------------------------------------------------ refresh

    def cells(self) -> list[list[Cell | None]]:  # pragma: no cover - abstract
        raise NotImplementedError

    def refresh(self) -> None:
        """Re-read the state: dataChanged where cells differ, a reset if the shape changed."""
        new = self.cells()
        old = self._cells
        if len(new) != len(old) or (new and old and len(new[0]) != len(old[0])):
            self.beginResetModel()
            self._cells = new
            self.endResetModel()
            return
        self._cells = new
        top = left = 10**9
        bottom = right = -1
        for r, (a, b) in enumerate(zip(old, new, strict=True)):
            for c, (x, y) in enumerate(zip(a, b, strict=True)):
                if x != y:
                    top, bottom = min(top, r), max(bottom, r)
                    left, right = min(left, c), max(right, c)
        if bottom >= 0:
            self.dataChanged.emit(self.index(top, left), self.index(bottom, right))

    def retranslate(self) -> None:
        """Texts come from translate() on demand: tell the views to fetch them again."""
        rows, cols = self.rowCount(), self.columnCount()
        if rows and cols:
            self.dataChanged.emit(
                self.index(0, 0), self.index(rows - 1, cols - 1), list(self.TEXT_ROLES)
            )
        if cols:
            self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, cols - 1)
        if rows:
            self.headerDataChanged.emit(Qt.Orientation.Vertical, 0, rows - 1)

    # ------------------------------------------------------------------ drag and drop

    def payload(self, index: Index) -> Payload | None:
        """What a drag from this cell carries (None: nothing to pick up)."""
        return None

    def accepts_drops(self, cell: Cell) -> bool:
        """Whether this cell is a drop target at all (legal or not)."""
        return False

    def drop_effect(self, payload: Payload, index: Index) -> tuple[str, Any] | None:
        """What dropping ``payload`` on ``index`` would do.

        ``("action", id)``: an engine action; ``("mayor", (source, target))``: move a
        colonist in the Mayor draft; ``("store", (slot, good))``: a storage choice;
        None: this payload does not belong here at all.
        """
        return None

    def activate_action(self, index: Index) -> int | None:
        """The engine action of a double-click / Enter on this cell (quick action)."""
        return None

    def mimeTypes(self) -> list[str]:
        return [MIME_TYPE]

    def supportedDropActions(self) -> Qt.DropAction:
        return Qt.DropAction.CopyAction | Qt.DropAction.MoveAction

    def supportedDragActions(self) -> Qt.DropAction:
        return Qt.DropAction.CopyAction

    # Qt's stubs promise a QMimeData, but C++ accepts nullptr: "nothing to drag here".
    def mimeData(self, indexes: Sequence[QModelIndex]) -> QMimeData | None:  # type: ignore[override]
        for index in indexes:
            payload = self.payload(index)
            if payload is not None:
                return to_mime(payload)
        return None

    def _target(self, row: int, column: int, parent: Index) -> QModelIndex:
        """The cell a drop lands on: the parent item, or (row, column) between items."""
        if parent.isValid():
            return self.index(parent.row(), parent.column())
        if 0 <= row < self.rowCount() and 0 <= column < self.columnCount():
            return self.index(row, column)
        return QModelIndex()

    def _effect(self, payload: Payload | None, index: Index) -> tuple[str, Any] | None:
        """``drop_effect`` where there is something dragged and a cell under it."""
        if payload is None or self.cell(index) is None:
            return None
        return self.drop_effect(payload, index)

    def can_drop(self, payload: Payload | None, index: Index) -> bool:
        effect = self._effect(payload, index)
        if effect is None:
            return False
        kind, arg = effect
        if kind == "action":
            return arg in self.ctx.legal
        if kind == "mayor":
            return self.ctx.mayor.refusal(*arg) is None
        if kind == "store":
            _slot, good = arg
            return self.ctx.storage_refusal(good) is None
        return False

    def refusal(self, payload: Payload | None, index: Index) -> str:
        """Why ``payload`` may not land on ``index``, in words."""
        effect = self._effect(payload, index)
        if effect is None:
            return _tr(QT_TRANSLATE_NOOP("Table", "That does not go there."))
        kind, arg = effect
        if kind == "action":
            return self.ctx.explain(arg)
        if kind == "mayor":
            why = self.ctx.mayor.refusal(*arg)
            return self.ctx.say(why) if why is not None else ""
        return self.ctx.storage_refusal(arg[1]) or ""

    def canDropMimeData(
        self, data: QMimeData, action: Qt.DropAction, row: int, column: int, parent: Index
    ) -> bool:
        return self.can_drop(from_mime(data), self._target(row, column, parent))

    def dropMimeData(
        self, data: QMimeData, action: Qt.DropAction, row: int, column: int, parent: Index
    ) -> bool:
        if action == Qt.DropAction.IgnoreAction:
            return True
        payload = from_mime(data)
        index = self._target(row, column, parent)
        return self.drop(payload, index)

    def drop(self, payload: Payload | None, index: Index) -> bool:
        """Perform a drop (also the click/keyboard equivalent); refuse it with a reason."""
        effect = self._effect(payload, index)
        if effect is None or not self.can_drop(payload, index):
            self.ctx.message.emit(self.refusal(payload, index))
            return False
        kind, arg = effect
        if kind == "action":
            return self.ctx.request(arg)
        if kind == "mayor":
            return self.ctx.move_colonist(*arg)
        return self.ctx.store_good(*arg)

    def activate(self, index: Index) -> bool:
        """Double-click / Enter: do this cell's quick action, if it has one."""
        action = self.activate_action(index)
        if action is None:
            return False
        return self.ctx.request(action)
