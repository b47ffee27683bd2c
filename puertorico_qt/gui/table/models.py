"""One Qt item model per zone of the table.  The models only *read* the game state.

Each model is a small grid (``QAbstractTableModel``) whose cells are plain dicts
of item-data roles → values, recomputed from the state by ``cells()``.
``refresh()`` compares the new cells with the old: the same shape emits
``dataChanged`` for the cells that differ (selection and keyboard focus survive),
a new shape resets the model.  Text (names, tooltips) is produced on demand in
``data()``, so a language switch only needs ``retranslate()`` (``dataChanged`` of
the text roles plus ``headerDataChanged``).

Drag and drop goes through the models, as Qt intends: ``mimeData`` packs a
payload (see :mod:`.mime`) for the items a player may pick up;
``canDropMimeData`` says whether a payload may land on a cell — it does, when
the action that would follow is among ``session.legal_actions()`` (or the Mayor
and storage drafts accept it); ``dropMimeData`` performs it through the
:class:`~.context.TableContext`, or refuses it with the reason in words, leaving
everything unchanged.

Zones and their models:

===================  =====================  ===========================================
model                shape                  drag source → drop target
===================  =====================  ===========================================
RoleModel            1 × role cards         (click: take the role)
OfferModel           1 × (tiles+quarry+     tiles, quarry, pile →  IslandModel
                     pile)
ColonistModel        1 × 2 (ship, supply)
MarketModel          6 × 4 (by column)      buildings →  CityModel
TradingHouseModel    1 × 4                  ← goods (sell)
ShipsModel           1 × ships (+ wharf)    ← goods (ship / wharf)
SupplyModel          1 × 6 (VP, goods)
PlayersModel         players × 8            (scoreboard: role, money, VP, …)
IslandModel(seat)    3 × 4                  ← tiles; colonists ↔ (Mayor)
CityModel(seat)      3 × 4, large span 2    ← buildings; colonists ↔ (Mayor)
SanJuanModel(seat)   1 × 1                  colonists ↔ (Mayor)
GoodsModel(seat)     1 × 5                  goods →  ships, wharf, house, storage
StorageModel         1 × (warehouses + 1)   ← goods (after the Captain phase)
===================  =====================  ===========================================
"""

from __future__ import annotations

from enum import IntEnum
from typing import Any

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QAbstractTableModel,
    QCoreApplication,
    QMimeData,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)

from ...engine import actions as A
from ...engine.data import (
    BUILDINGS,
    CITY_SPACES,
    GOOD_PRICE,
    ISLAND_SPACES,
    N_GOODS,
    N_TILE_KINDS,
    QUARRY,
    WHARF,
)
from ...engine.phases.captain import warehouse_slots
from ...engine.phases.mayor import in_hand  # shown in San Juan: none seem to vanish
from ...engine.phases.trader import sale_price
from ...engine.state import Phase
from .. import names as N
from .. import texts as T
from .context import TableContext, storage_not_now
from .mime import MIME_TYPE, Payload, from_mime, to_mime

Index = QModelIndex | QPersistentModelIndex


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


Cell = dict[int, Any]


def _tr(text: str) -> str:
    return QCoreApplication.translate("Table", text)


class ZoneModel(QAbstractTableModel):
    """A zone of the table: a grid of cells computed from the state."""

    #: The zone's tooltip key (texts.ZONES).
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
            return self.tooltip(cell)
        if role == Qt.ItemDataRole.AccessibleTextRole:
            return self.display(cell)
        return cell.get(role)

    def display(self, cell: Cell) -> str | None:
        return None

    def tooltip(self, cell: Cell) -> str | None:
        return T.zone_tooltip(self.zone, self.ctx.edition) if self.zone else None

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

    def mimeData(self, indexes: list[QModelIndex]) -> QMimeData | None:
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

    def can_drop(self, payload: Payload | None, index: Index) -> bool:
        if payload is None or self.cell(index) is None:
            return False
        effect = self.drop_effect(payload, index)
        if effect is None:
            return False
        kind, arg = effect
        if kind == "action":
            return arg in self.ctx.legal
        if kind == "mayor":
            return self.ctx.mayor.refusal(*arg) is None
        if kind == "store":
            _slot, good = arg
            return (
                self.ctx.storage.active and 0 <= good < N_GOODS and self.ctx.storage.goods[good] > 0
            )
        return False

    def refusal(self, payload: Payload | None, index: Index) -> str:
        """Why ``payload`` may not land on ``index``, in words."""
        effect = (
            self.drop_effect(payload, index)
            if payload is not None and self.cell(index) is not None
            else None
        )
        if effect is None:
            return _tr(QT_TRANSLATE_NOOP("Table", "That does not go there."))
        kind, arg = effect
        if kind == "action":
            return self.ctx.explain(arg)
        if kind == "mayor":
            return self.ctx.mayor.refusal(*arg) or ""
        if not self.ctx.storage.active:
            return storage_not_now(self.ctx.edition)
        return _tr(QT_TRANSLATE_NOOP("Table", "You have none of that good."))

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
        if not self.can_drop(payload, index):
            self.ctx.message.emit(self.refusal(payload, index))
            return False
        kind, arg = self.drop_effect(payload, index)  # type: ignore[misc]
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


# =========================================================================== common zones


class RoleModel(ZoneModel):
    """The role cards: coins on them, who took them; clicking one takes it."""

    zone = "roles"

    def cells(self) -> list[list[Cell | None]]:
        s = self.ctx.state
        row: list[Cell | None] = []
        for card, kind in enumerate(s.role_cards):
            row.append(
                {
                    R.Kind: "role",
                    R.Value: card,
                    R.Art: "roles/" + N.ROLE_ART[kind],
                    R.Coins: s.role_coins[card],
                    R.Taker: s.role_taken[card],
                    R.Active: A.ROLE + card in self.ctx.legal,
                    R.Current: s.role == kind
                    and s.role_taken[card] == s.role_player
                    and s.phase != Phase.ROLE,
                }
            )
        return [row]

    def display(self, cell: Cell) -> str:
        return N.role_name(self.ctx.state.role_cards[cell[R.Value]], self.ctx.edition)

    def tooltip(self, cell: Cell) -> str:
        s = self.ctx.state
        text = T.role_tooltip(s.role_cards[cell[R.Value]], self.ctx.edition, cell[R.Coins])
        if cell[R.Taker] >= 0:
            text += (
                "<br><i>"
                + _tr(QT_TRANSLATE_NOOP("Table", "Taken by {player} this round.")).format(
                    player=T.player_name(cell[R.Taker], self.ctx.names())
                )
                + "</i>"
            )
        return text

    def activate_action(self, index: Index) -> int | None:
        cell = self.cell(index)
        return None if cell is None else A.ROLE + cell[R.Value]


class OfferModel(ZoneModel):
    """Face-up plantations, the quarries and the face-down pile."""

    zone = "offer"

    def cells(self) -> list[list[Cell | None]]:
        s = self.ctx.state
        ed = self.ctx.edition
        legal = self.ctx.legal
        row: list[Cell | None] = []
        for k in range(5):
            for _ in range(s.offer[k]):
                row.append(
                    {
                        R.Kind: "tile",
                        R.Value: k,
                        R.Art: "tiles/" + N.tile_art(k, ed),
                        R.Active: A.TAKE + k in legal,
                    }
                )
        row.append(
            {
                R.Kind: "quarry",
                R.Value: QUARRY,
                R.Art: "tiles/quarry",
                R.Count: s.quarries,
                R.Active: A.TAKE + QUARRY in legal,
            }
        )
        row.append(
            {
                R.Kind: "pile",
                R.Value: -1,
                R.Art: "tiles/tile_back",
                R.Count: len(s.pile) + sum(s.discard),
                R.Active: A.HACIENDA_DRAW in legal,
            }
        )
        return [row]

    def display(self, cell: Cell) -> str:
        ed = self.ctx.edition
        if cell[R.Kind] == "pile":
            return _tr(QT_TRANSLATE_NOOP("Table", "Face-down: {n}")).format(n=cell[R.Count])
        if cell[R.Kind] == "quarry":
            return _tr(QT_TRANSLATE_NOOP("Table", "Quarries: {n}")).format(n=cell[R.Count])
        return N.tile_name(cell[R.Value], ed)

    def tooltip(self, cell: Cell) -> str:
        ed = self.ctx.edition
        if cell[R.Kind] == "pile":
            return T.zone_tooltip("pile", ed)
        if cell[R.Kind] == "quarry":
            return T.zone_tooltip("quarries", ed)
        return "<b>{}</b><br>{}".format(N.tile_name(cell[R.Value], ed), T.zone_tooltip("offer", ed))

    def payload(self, index: Index) -> Payload | None:
        cell = self.cell(index)
        if cell is None or not self.ctx.interactive():
            return None
        if cell[R.Kind] == "tile" or (cell[R.Kind] == "quarry" and cell[R.Count] > 0):
            return {"kind": "tile", "tile": cell[R.Value]}
        if cell[R.Kind] == "pile" and cell[R.Active]:
            return {"kind": "pile"}
        return None

    def activate_action(self, index: Index) -> int | None:
        cell = self.cell(index)
        if cell is None:
            return None
        if cell[R.Kind] == "pile":
            return A.HACIENDA_DRAW
        return A.TAKE + cell[R.Value]


class ColonistModel(ZoneModel):
    """The colonist ship (arrives next Mayor phase) and the colonist supply."""

    zone = "colonist_ship"

    def cells(self) -> list[list[Cell | None]]:
        s = self.ctx.state
        return [
            [
                {R.Kind: "colonist_ship", R.Art: "tokens/colonist", R.Count: s.colonist_ship},
                {R.Kind: "colonist_supply", R.Art: "tokens/colonist", R.Count: s.colonist_supply},
            ]
        ]

    def display(self, cell: Cell) -> str:
        key = "colonist_ship" if cell[R.Kind] == "colonist_ship" else "colonist_supply"
        return N.term(key, self.ctx.edition)

    def tooltip(self, cell: Cell) -> str:
        return T.zone_tooltip(cell[R.Kind], self.ctx.edition)


class MarketModel(ZoneModel):
    """The buildings for sale, one column per quarry column, cheapest on top."""

    zone = "market"
    COLUMNS = 4

    def cells(self) -> list[list[Cell | None]]:
        s = self.ctx.state
        viewer = self.ctx.viewer()
        p = s.players[viewer]
        quarries = p.plant_occ[QUARRY]
        privilege = (
            1 if (s.phase in (Phase.BUILDER, Phase.UNIVERSITY) and s.role_player == viewer) else 0
        )
        columns: list[list[int]] = [[] for _ in range(self.COLUMNS)]
        for b in s.market:
            columns[BUILDINGS[b].column - 1].append(b)
        for col in columns:
            col.sort(key=lambda b: (BUILDINGS[b].cost, b))
        rows = max((len(c) for c in columns), default=0)
        grid: list[list[Cell | None]] = [[None] * self.COLUMNS for _ in range(rows)]
        legal = self.ctx.legal
        for c, col in enumerate(columns):
            for r, b in enumerate(col):
                bt = BUILDINGS[b]
                cost = max(0, bt.cost - privilege - min(quarries, bt.column))
                grid[r][c] = {
                    R.Kind: "building",
                    R.Value: b,
                    R.Art: "buildings/" + N.building_art(b),
                    R.Cost: bt.cost,
                    R.ViewerCost: cost,
                    R.Copies: s.building_supply[b],
                    R.Vp: bt.vp,
                    R.Capacity: bt.circles,
                    R.Column: bt.column,
                    R.Owned: p.bocc[b] >= 0,
                    R.Active: A.BUILD + b in legal,
                    R.Span: bt.city_spaces,
                }
        return grid

    def display(self, cell: Cell) -> str:
        return N.building_name(cell[R.Value], self.ctx.edition)

    def tooltip(self, cell: Cell) -> str:
        return T.building_tooltip(
            cell[R.Value], self.ctx.edition, cell[R.ViewerCost], cell[R.Copies]
        )

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < self.COLUMNS:
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return _tr(QT_TRANSLATE_NOOP("Table", "Column {n}")).format(n=section + 1)
        if role == Qt.ItemDataRole.ToolTipRole:
            return _tr(
                QT_TRANSLATE_NOOP(
                    "Table",
                    "Buildings worth {n} VP. Each manned quarry lowers their price by one, at most by {n}.",
                )
            ).format(n=section + 1)
        return None

    def payload(self, index: Index) -> Payload | None:
        cell = self.cell(index)
        if cell is None or not self.ctx.interactive() or cell[R.Copies] <= 0:
            return None
        return {"kind": "building", "building": cell[R.Value]}

    def activate_action(self, index: Index) -> int | None:
        cell = self.cell(index)
        return None if cell is None else A.BUILD + cell[R.Value]


class TradingHouseModel(ZoneModel):
    """The four places of the trading house; drop a good here to sell it."""

    zone = "trading_house"
    SIZE = 4

    def cells(self) -> list[list[Cell | None]]:
        s = self.ctx.state
        ed = self.ctx.edition
        row: list[Cell | None] = []
        for i in range(self.SIZE):
            g = s.house[i] if i < len(s.house) else -1
            row.append(
                {
                    R.Kind: "house_slot",
                    R.Value: i,
                    R.Good: g,
                    R.Art: ("goods/" + N.good_art(g, ed)) if g >= 0 else "",
                }
            )
        return [row]

    def display(self, cell: Cell) -> str:
        g = cell[R.Good]
        return N.good_name(g, self.ctx.edition) if g >= 0 else ""

    def tooltip(self, cell: Cell) -> str:
        ed = self.ctx.edition
        text = T.zone_tooltip("trading_house", ed)
        s = self.ctx.state
        viewer = self.ctx.viewer()
        prices = ", ".join(
            f"{N.good_name(g, ed)} {sale_price(s, viewer, g)}" for g in range(N_GOODS)
        )
        return (
            text
            + "<br>"
            + _tr(QT_TRANSLATE_NOOP("Table", "Your prices now: {prices}")).format(prices=prices)
        )

    def accepts_drops(self, cell: Cell) -> bool:
        return True

    def drop_effect(self, payload: Payload, index: Index) -> tuple[str, Any] | None:
        if payload.get("kind") != "good" or payload.get("seat") != self.ctx.viewer():
            return None
        return ("action", A.SELL + int(payload["good"]))


class ShipsModel(ZoneModel):
    """The cargo ships, and the viewer's wharf when the viewer owns one."""

    zone = "cargo_ships"

    def cells(self) -> list[list[Cell | None]]:
        s = self.ctx.state
        ed = self.ctx.edition
        viewer = self.ctx.viewer()
        legal = self.ctx.legal
        row: list[Cell | None] = []
        for i, cap in enumerate(s.ship_cap):
            g = s.ship_good[i]
            row.append(
                {
                    R.Kind: "ship",
                    R.Value: i,
                    R.Capacity: cap,
                    R.Count: s.ship_load[i],
                    R.Good: g,
                    R.Art: ("goods/" + N.good_art(g, ed)) if g >= 0 else "",
                    R.Active: any(A.SHIP + 5 * i + gg in legal for gg in range(N_GOODS)),
                }
            )
        p = s.players[viewer]
        if p.owns(WHARF):
            used = bool(s.wharf_used >> viewer & 1)
            row.append(
                {
                    R.Kind: "wharf",
                    R.Value: A.WHARF_SHIP,
                    R.Occupied: max(0, p.bocc[WHARF]),
                    R.Count: 1 if used else 0,
                    R.Art: "ships/wharf",
                    R.Active: any(A.SHIP + 5 * A.WHARF_SHIP + g in legal for g in range(N_GOODS)),
                }
            )
        return [row]

    def display(self, cell: Cell) -> str:
        if cell[R.Kind] == "wharf":
            return N.building_name(WHARF, self.ctx.edition)
        return _tr(QT_TRANSLATE_NOOP("Table", "{load}/{cap}")).format(
            load=cell[R.Count], cap=cell[R.Capacity]
        )

    def tooltip(self, cell: Cell) -> str:
        ed = self.ctx.edition
        if cell[R.Kind] == "wharf":
            return T.zone_tooltip("wharf", ed)
        g = cell[R.Good]
        head = _tr(QT_TRANSLATE_NOOP("Table", "Ship with {cap} holds")).format(cap=cell[R.Capacity])
        if g >= 0:
            head += ": " + N.n_goods(cell[R.Count], g, ed)
        return "<b>{}</b><br>{}".format(head, T.zone_tooltip("cargo_ships", ed))

    def accepts_drops(self, cell: Cell) -> bool:
        return True

    def drop_effect(self, payload: Payload, index: Index) -> tuple[str, Any] | None:
        cell = self.cell(index)
        if (
            cell is None
            or payload.get("kind") != "good"
            or payload.get("seat") != self.ctx.viewer()
        ):
            return None
        return ("action", A.SHIP + 5 * cell[R.Value] + int(payload["good"]))


class SupplyModel(ZoneModel):
    """The bank: VP chips left and barrels of each good left."""

    zone = "goods_supply"

    def cells(self) -> list[list[Cell | None]]:
        s = self.ctx.state
        ed = self.ctx.edition
        row: list[Cell | None] = [
            {R.Kind: "vp_supply", R.Art: "tokens/vp_chip", R.Count: s.vp_supply}
        ]
        for g in range(N_GOODS):
            row.append(
                {
                    R.Kind: "good_supply",
                    R.Value: g,
                    R.Art: "goods/" + N.good_art(g, ed),
                    R.Count: s.goods_supply[g],
                }
            )
        return [row]

    def display(self, cell: Cell) -> str:
        if cell[R.Kind] == "vp_supply":
            return _tr(QT_TRANSLATE_NOOP("Table", "VP chips"))
        return N.good_name(cell[R.Value], self.ctx.edition)

    def tooltip(self, cell: Cell) -> str:
        ed = self.ctx.edition
        if cell[R.Kind] == "vp_supply":
            return T.zone_tooltip("vp_supply", ed)
        return "<b>{}: {}</b><br>{}".format(
            N.good_name(cell[R.Value], ed), cell[R.Count], T.zone_tooltip("goods_supply", ed)
        )


class PlayersModel(ZoneModel):
    """One row per player: the scoreboard (and the headers of the player boards)."""

    zone = "players"
    (NAME, ROLE, DOUBLOONS, VP, GOODS, COLONISTS, ISLAND, CITY) = range(8)

    def cells(self) -> list[list[Cell | None]]:
        s = self.ctx.state
        grid: list[list[Cell | None]] = []
        for seat, p in enumerate(s.players):
            role = -1
            for card, taker in enumerate(s.role_taken):
                if taker == seat:
                    role = s.role_cards[card]
                    break
            hidden = self.ctx.hidden_vp(seat)
            base = {R.Seat: seat, R.Current: s.current == seat and not s.is_terminal()}
            grid.append(
                [
                    {**base, R.Kind: "name", R.Value: 1 if s.governor == seat else 0},
                    {**base, R.Kind: "role", R.Value: role},
                    {**base, R.Kind: "doubloons", R.Count: p.doubloons},
                    {**base, R.Kind: "vp", R.Count: -1 if hidden else p.vp, R.Hidden: hidden},
                    {**base, R.Kind: "goods", R.Count: sum(p.goods)},
                    {**base, R.Kind: "colonists", R.Count: p.colonists() + in_hand(s, seat)},
                    {**base, R.Kind: "island", R.Count: p.island_used()},
                    {**base, R.Kind: "city", R.Count: p.city_used},
                ]
            )
        return grid

    def display(self, cell: Cell) -> str:
        kind = cell[R.Kind]
        if kind == "name":
            return T.player_name(cell[R.Seat], self.ctx.names())
        if kind == "role":
            v = cell[R.Value]
            return N.role_name(v, self.ctx.edition) if v >= 0 else "–"
        if kind == "vp" and cell[R.Hidden]:
            return "?"
        if kind in ("island", "city"):
            return f"{cell[R.Count]}/12"
        return str(cell[R.Count])

    def tooltip(self, cell: Cell) -> str:
        ed = self.ctx.edition
        kind = cell[R.Kind]
        if kind == "name" and cell[R.Value]:
            return N.term("governor", ed)
        zones = {
            "doubloons": "doubloons",
            "vp": "vp_chips",
            "goods": "goods",
            "island": "island",
            "city": "city",
        }
        if kind in zones:
            return T.zone_tooltip(zones[kind], ed)
        if kind == "colonists":
            return N.term("Colonists", ed)
        return T.zone_tooltip("players", ed)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Vertical:
            return str(section + 1) if 0 <= section < self.rowCount() else None
        ed = self.ctx.edition
        heads = {
            self.NAME: _tr(QT_TRANSLATE_NOOP("Table", "Player")),
            self.ROLE: _tr(QT_TRANSLATE_NOOP("Table", "Role")),
            self.DOUBLOONS: N.term("Doubloons", ed),
            self.VP: _tr(QT_TRANSLATE_NOOP("Table", "VP chips")),
            self.GOODS: _tr(QT_TRANSLATE_NOOP("Table", "Goods")),
            self.COLONISTS: N.term("Colonists", ed),
            self.ISLAND: N.term("island", ed),
            self.CITY: N.term("city", ed),
        }
        return heads.get(section)


# =========================================================================== player zones


class SeatModel(ZoneModel):
    """A zone that belongs to one player's board."""

    def __init__(self, ctx: TableContext, seat: int, parent: QObject | None = None) -> None:
        self.seat = seat
        super().__init__(ctx, parent)

    def mine(self) -> bool:
        return self.seat == self.ctx.viewer()

    def drafting(self) -> bool:
        """The viewer arranges colonists on this board right now."""
        return self.mine() and self.ctx.mayor.active


class IslandModel(SeatModel):
    """Twelve island spaces: tiles sorted by kind, a circle each."""

    zone = "island"
    ROWS, COLUMNS = 3, 4

    def cells(self) -> list[list[Cell | None]]:
        s = self.ctx.state
        ed = self.ctx.edition
        p = s.players[self.seat]
        draft = self.drafting()
        occ = self.ctx.mayor.tiles if draft else p.plant_occ
        waiting = draft and self.ctx.mayor.sj > 0
        flat: list[Cell | None] = []
        for k in range(N_TILE_KINDS):
            for i in range(p.plant[k]):
                flat.append(
                    {
                        R.Kind: "tile",
                        R.Value: k,
                        R.Art: "tiles/" + N.tile_art(k, ed),
                        R.Occupied: 1 if i < occ[k] else 0,
                        R.Capacity: 1,
                        R.Seat: self.seat,
                        R.Active: waiting and i >= occ[k],
                    }
                )
        while len(flat) < ISLAND_SPACES:
            flat.append({R.Kind: "space", R.Seat: self.seat})
        return [flat[r * self.COLUMNS : (r + 1) * self.COLUMNS] for r in range(self.ROWS)]

    def display(self, cell: Cell) -> str:
        if cell[R.Kind] == "tile":
            return N.tile_name(cell[R.Value], self.ctx.edition)
        return ""

    def tooltip(self, cell: Cell) -> str:
        ed = self.ctx.edition
        if cell[R.Kind] == "tile":
            state = (
                _tr(QT_TRANSLATE_NOOP("Table", "manned"))
                if cell[R.Occupied]
                else _tr(QT_TRANSLATE_NOOP("Table", "no {colonist}")).format(
                    colonist=N.term("colonist", ed)
                )
            )
            return "<b>{}</b> ({})<br>{}".format(
                N.tile_name(cell[R.Value], ed), state, T.zone_tooltip("island", ed)
            )
        return T.zone_tooltip("island", ed)

    def accepts_drops(self, cell: Cell) -> bool:
        return self.mine()

    def payload(self, index: Index) -> Payload | None:
        cell = self.cell(index)
        if cell is None or not self.drafting() or cell[R.Kind] != "tile" or not cell[R.Occupied]:
            return None
        return {"kind": "colonist", "seat": self.seat, "source": ["tile", cell[R.Value]]}

    def drop_effect(self, payload: Payload, index: Index) -> tuple[str, Any] | None:
        if not self.mine():
            return None
        kind = payload.get("kind")
        if kind == "tile":
            return ("action", A.TAKE + int(payload["tile"]))
        if kind == "pile":
            return ("action", A.HACIENDA_DRAW)
        cell = self.cell(index)
        if (
            kind == "colonist"
            and payload.get("seat") == self.seat
            and cell
            and cell[R.Kind] == "tile"
        ):
            return ("mayor", (tuple(payload["source"]), ("tile", cell[R.Value])))
        return None

    def activate(self, index: Index) -> bool:
        return _toggle_colonist(self, index, ("tile", (self.cell(index) or {}).get(R.Value)))


class CityModel(SeatModel):
    """Twelve city spaces; a large building covers two (``Span`` 2 on its first cell)."""

    zone = "city"
    ROWS, COLUMNS = 3, 4

    def cells(self) -> list[list[Cell | None]]:
        s = self.ctx.state
        p = s.players[self.seat]
        draft = self.drafting()
        flat: list[Cell | None] = [{R.Kind: "space", R.Seat: self.seat} for _ in range(CITY_SPACES)]
        small = [b for b in p.buildings if not BUILDINGS[b].is_large]
        large = [b for b in p.buildings if BUILDINGS[b].is_large]
        # Small buildings from the top left, large ones (two spaces) from the bottom right:
        # a large building always starts on an even column, so it never wraps.
        for i, b in enumerate(small):
            flat[i] = self._building(b, p, draft)
        for j, b in enumerate(large):
            at = CITY_SPACES - 2 * (j + 1)
            flat[at] = self._building(b, p, draft)
            flat[at + 1] = {R.Kind: "covered", R.Seat: self.seat, R.Value: b}
        return [flat[r * self.COLUMNS : (r + 1) * self.COLUMNS] for r in range(self.ROWS)]

    def _building(self, b: int, p: Any, draft: bool) -> Cell:
        bt = BUILDINGS[b]
        occ = self.ctx.mayor.bld.get(b, 0) if draft else max(0, p.bocc[b])
        waiting = draft and self.ctx.mayor.sj > 0
        return {
            R.Active: waiting and occ < bt.circles,
            R.Kind: "building",
            R.Value: b,
            R.Art: "buildings/" + N.building_art(b),
            R.Occupied: occ,
            R.Capacity: bt.circles,
            R.Vp: bt.vp,
            R.Span: bt.city_spaces,
            R.Seat: self.seat,
            R.Owned: True,
        }

    def display(self, cell: Cell) -> str:
        if cell[R.Kind] in ("building", "covered"):
            return N.building_name(cell[R.Value], self.ctx.edition)
        return ""

    def tooltip(self, cell: Cell) -> str:
        ed = self.ctx.edition
        if cell[R.Kind] in ("building", "covered"):
            return T.building_tooltip(cell[R.Value], ed)
        return T.zone_tooltip("city", ed)

    def accepts_drops(self, cell: Cell) -> bool:
        return self.mine()

    def payload(self, index: Index) -> Payload | None:
        cell = self.cell(index)
        if (
            cell is None
            or not self.drafting()
            or cell[R.Kind] != "building"
            or cell[R.Occupied] <= 0
        ):
            return None
        return {"kind": "colonist", "seat": self.seat, "source": ["bld", cell[R.Value]]}

    def drop_effect(self, payload: Payload, index: Index) -> tuple[str, Any] | None:
        if not self.mine():
            return None
        kind = payload.get("kind")
        if kind == "building":
            return ("action", A.BUILD + int(payload["building"]))
        cell = self.cell(index)
        if (
            kind == "colonist"
            and payload.get("seat") == self.seat
            and cell
            and cell[R.Kind] in ("building", "covered")
        ):
            return ("mayor", (tuple(payload["source"]), ("bld", cell[R.Value])))
        return None

    def activate(self, index: Index) -> bool:
        cell = self.cell(index) or {}
        return _toggle_colonist(self, index, ("bld", cell.get(R.Value)))


def _toggle_colonist(model: SeatModel, index: Index, where: tuple) -> bool:
    """Mayor draft by click: a free circle takes a colonist from San Juan, else one goes back."""
    cell = model.cell(index)
    if cell is None or not model.drafting() or cell[R.Kind] not in ("tile", "building", "covered"):
        return False
    draft = model.ctx.mayor
    if draft.room(where) > 0 and draft.sj > 0:
        return model.ctx.move_colonist(("sj",), where)
    if draft.count(where) > 0:
        return model.ctx.move_colonist(where, ("sj",))
    model.ctx.message.emit(draft.refusal(("sj",), where) or "")
    return False


class SanJuanModel(SeatModel):
    """The colonists waiting in San Juan (the viewer's Mayor draft while arranging)."""

    zone = "san_juan"

    def cells(self) -> list[list[Cell | None]]:
        p = self.ctx.state.players[self.seat]
        draft = self.drafting()
        count = self.ctx.mayor.sj if draft else p.san_juan + in_hand(self.ctx.state, self.seat)
        cell = {R.Kind: "san_juan", R.Art: "tokens/colonist", R.Count: count, R.Seat: self.seat}
        cell[R.Active] = draft and count > 0 and self.ctx.mayor.free_circles() > 0
        return [[cell]]

    def display(self, cell: Cell) -> str:
        return N.term("san_juan", self.ctx.edition)

    def tooltip(self, cell: Cell) -> str:
        return "<b>{}: {}</b><br>{}".format(
            N.term("san_juan", self.ctx.edition),
            N.n_colonists(cell[R.Count], self.ctx.edition),
            T.zone_tooltip("san_juan", self.ctx.edition),
        )

    def accepts_drops(self, cell: Cell) -> bool:
        return self.mine()

    def payload(self, index: Index) -> Payload | None:
        cell = self.cell(index)
        if cell is None or not self.drafting() or cell[R.Count] <= 0:
            return None
        return {"kind": "colonist", "seat": self.seat, "source": ["sj"]}

    def drop_effect(self, payload: Payload, index: Index) -> tuple[str, Any] | None:
        if payload.get("kind") == "colonist" and payload.get("seat") == self.seat and self.mine():
            return ("mayor", (tuple(payload["source"]), ("sj",)))
        return None


class GoodsModel(SeatModel):
    """A player's barrels, one cell per good (also the empty ones)."""

    zone = "goods"

    def cells(self) -> list[list[Cell | None]]:
        s = self.ctx.state
        ed = self.ctx.edition
        p = s.players[self.seat]
        legal = self.ctx.legal if self.mine() else frozenset()
        row: list[Cell | None] = []
        for g in range(N_GOODS):
            active = p.goods[g] > 0 and (
                A.SELL + g in legal or any(A.SHIP + 5 * ship + g in legal for ship in range(4))
            )
            row.append(
                {
                    R.Kind: "good",
                    R.Value: g,
                    R.Art: "goods/" + N.good_art(g, ed),
                    R.Count: p.goods[g],
                    R.Seat: self.seat,
                    R.Active: active
                    or (self.ctx.storage.active and self.mine() and p.goods[g] > 0),
                }
            )
        return [row]

    def display(self, cell: Cell) -> str:
        return N.good_name(cell[R.Value], self.ctx.edition)

    def tooltip(self, cell: Cell) -> str:
        ed = self.ctx.edition
        g = cell[R.Value]
        text = f"<b>{N.good_name(g, ed)}: {cell[R.Count]}</b>"
        if self.mine():
            text += "<br>" + _tr(
                QT_TRANSLATE_NOOP("Table", "Trading-house price {price}, for you now {yours}.")
            ).format(price=GOOD_PRICE[g], yours=sale_price(self.ctx.state, self.seat, g))
        return text + "<br>" + T.zone_tooltip("goods", ed)

    def payload(self, index: Index) -> Payload | None:
        cell = self.cell(index)
        if cell is None or not self.mine() or not self.ctx.interactive() or cell[R.Count] <= 0:
            return None
        return {"kind": "good", "good": cell[R.Value], "seat": self.seat}

    def activate_action(self, index: Index) -> int | None:
        """Sell it in the Trader phase; ship it when exactly one ship can take it."""
        cell = self.cell(index)
        if cell is None or not self.mine():
            return None
        g = cell[R.Value]
        legal = self.ctx.legal
        if A.SELL + g in legal:
            return A.SELL + g
        ships = [A.SHIP + 5 * i + g for i in range(4) if A.SHIP + 5 * i + g in legal]
        cargo = [a for a in ships if (a - A.SHIP) // 5 != A.WHARF_SHIP]
        if len(cargo) == 1:
            return cargo[0]
        if not cargo and len(ships) == 1:
            return ships[0]
        return None

    def activate(self, index: Index) -> bool:
        cell = self.cell(index)
        if cell is not None and self.ctx.storage.active and self.mine():
            return self.ctx.store_good(len(self.ctx.storage.stored), cell[R.Value])
        action = self.activate_action(index)
        if action is None:
            if cell is not None and self.mine() and self.ctx.interactive() and cell[R.Count] > 0:
                # Several places are possible: pick it up and let the player choose.
                self.ctx.set_picked(self.payload(index))
                return False
            return False
        return self.ctx.request(action)


class StorageModel(ZoneModel):
    """After the Captain phase: the viewer's warehouse places and the one kept barrel."""

    zone = "goods"

    def cells(self) -> list[list[Cell | None]]:
        draft = self.ctx.storage
        ed = self.ctx.edition
        slots = warehouse_slots(self.ctx.state.players[self.ctx.viewer()])
        stored = draft.stored if draft.active else [-1] * slots
        keep = draft.keep if draft.active else -1
        goods = draft.goods if draft.active else [0] * N_GOODS
        row: list[Cell | None] = []
        for i, g in enumerate(stored):
            row.append(
                {
                    R.Kind: "warehouse_slot",
                    R.Value: i,
                    R.Good: g,
                    R.Count: goods[g] if g >= 0 else 0,
                    R.Art: ("goods/" + N.good_art(g, ed)) if g >= 0 else "",
                }
            )
        row.append(
            {
                R.Kind: "keep_slot",
                R.Value: len(stored),
                R.Good: keep,
                R.Count: 1 if keep >= 0 else 0,
                R.Art: ("goods/" + N.good_art(keep, ed)) if keep >= 0 else "",
            }
        )
        return [row]

    def display(self, cell: Cell) -> str:
        if cell[R.Kind] == "warehouse_slot":
            return _tr(QT_TRANSLATE_NOOP("Table", "Warehouse"))
        return _tr(QT_TRANSLATE_NOOP("Table", "Keep one"))

    def tooltip(self, cell: Cell) -> str:
        ed = self.ctx.edition
        if cell[R.Kind] == "warehouse_slot":
            return _tr(
                QT_TRANSLATE_NOOP("Table", "Drop a good here to keep all {barrels} of that kind.")
            ).format(barrels=N.term("barrels", ed))
        return _tr(
            QT_TRANSLATE_NOOP("Table", "Drop a good here to keep a single {barrel} of it.")
        ).format(barrel=N.term("barrel", ed))

    def accepts_drops(self, cell: Cell) -> bool:
        return True

    def drop_effect(self, payload: Payload, index: Index) -> tuple[str, Any] | None:
        cell = self.cell(index)
        if (
            cell is None
            or payload.get("kind") != "good"
            or payload.get("seat") != self.ctx.viewer()
        ):
            return None
        return ("store", (cell[R.Value], int(payload["good"])))

    def activate(self, index: Index) -> bool:
        """Clicking a filled place empties it."""
        cell = self.cell(index)
        if cell is None or not self.ctx.storage.active or cell[R.Good] < 0:
            return False
        self.ctx.storage.take_out(cell[R.Value])
        self.ctx.draft_changed.emit()
        return True


__all__ = [
    "CityModel",
    "ColonistModel",
    "GoodsModel",
    "IslandModel",
    "MarketModel",
    "OfferModel",
    "PlayersModel",
    "R",
    "RoleModel",
    "SanJuanModel",
    "ShipsModel",
    "StorageModel",
    "SupplyModel",
    "TradingHouseModel",
    "ZoneModel",
]
