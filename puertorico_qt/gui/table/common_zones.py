"""The zones of the table everyone shares: the role cards, the plantation offer, the
colonists, the building market, the trading house, the cargo ships, the supply and the
scoreboard.  Each is a ``ZoneModel`` (see :mod:`.model_base`) that only reads the state.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt

from ...engine import actions as A
from ...engine.data import BUILDINGS, N_GOODS, QUARRY, WHARF
from ...engine.rules import build_cost, in_hand, sale_price
from ...engine.state import Phase
from .. import names as N
from ..i18n import QT_TRANSLATE_NOOP
from ..phases import player_name
from ..tooltips import building_tooltip, role_tooltip, zone_tooltip
from .expansion_drags import trade_effect, trading
from .mime import Payload
from .model_base import Cell, Index, R, ZoneModel, _tr


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
                    R.Art: N.role_art(kind),
                    R.Coins: s.role_coins[card],
                    R.Taker: s.role_taken[card],
                    R.Active: A.choose_role(card) in self.ctx.legal,
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
        text = role_tooltip(s.role_cards[cell[R.Value]], self.ctx.edition, cell[R.Coins])
        if cell[R.Taker] >= 0:
            text += (
                "<br><i>"
                + _tr(QT_TRANSLATE_NOOP("Table", "Taken by {player} this round.")).format(
                    player=player_name(cell[R.Taker], self.ctx.names())
                )
                + "</i>"
            )
        return text

    def activate_action(self, index: Index) -> int | None:
        cell = self.cell(index)
        return None if cell is None else A.choose_role(cell[R.Value])


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
                        R.Active: A.take(k) in legal,
                    }
                )
        row.append(
            {
                R.Kind: "quarry",
                R.Value: QUARRY,
                R.Art: "tiles/quarry",
                R.Count: s.quarries,
                R.Active: A.take(QUARRY) in legal,
            }
        )
        row.append(
            {
                R.Kind: "pile",
                R.Value: -1,
                R.Art: "tiles/tile_back",
                R.Count: len(s.pile) + sum(s.discard),
                R.Active: A.HACIENDA_DRAW in legal or A.LAND_BUY in legal,
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
            return zone_tooltip("pile", ed)
        if cell[R.Kind] == "quarry":
            return zone_tooltip("quarries", ed)
        return "<b>{}</b><br>{}".format(N.tile_name(cell[R.Value], ed), zone_tooltip("offer", ed))

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
        return A.take(cell[R.Value])


class ColonistModel(ZoneModel):
    """The colonist ship (arrives next Mayor phase) and the colonist supply; with the
    nobles (expansion II) the noble on the ship and the nobles' supply beside."""

    zone = "colonist_ship"

    def cells(self) -> list[list[Cell | None]]:
        s = self.ctx.state
        row: list[Cell | None] = [
            {
                R.Kind: "colonist_ship",
                R.Art: "tokens/colonist",
                R.Count: s.colonist_ship,
                R.Nobles: s.noble_ship,
            },
            {R.Kind: "colonist_supply", R.Art: "tokens/colonist", R.Count: s.colonist_supply},
        ]
        if s.config.has("nobles"):
            row.append({R.Kind: "noble_supply", R.Art: "tokens/noble", R.Count: s.noble_supply})
        return [row]

    def display(self, cell: Cell) -> str:
        if cell[R.Kind] == "noble_supply":
            return N.term("Nobles", self.ctx.edition)
        key = "colonist_ship" if cell[R.Kind] == "colonist_ship" else "colonist_supply"
        return N.term(key, self.ctx.edition)

    def tooltip(self, cell: Cell) -> str:
        ed = self.ctx.edition
        text = zone_tooltip(cell[R.Kind], ed)
        if cell[R.Kind] == "colonist_ship" and self.ctx.state.config.has("nobles"):
            aboard = _tr(QT_TRANSLATE_NOOP("Table", "On board: {colonists} and {nobles}.")).format(
                colonists=N.n_colonists(cell[R.Count], ed), nobles=N.n_nobles(cell[R.Nobles], ed)
            )
            text = f"<b>{aboard}</b><br>{text}"
        elif cell[R.Kind] == "noble_supply":
            text = "<b>{}: {}</b><br>{}".format(N.term("Nobles", ed), cell[R.Count], text)
        return text


class MarketModel(ZoneModel):
    """The buildings for sale, one column per quarry column, cheapest on top."""

    zone = "market"
    COLUMNS = 4

    def cells(self) -> list[list[Cell | None]]:
        s = self.ctx.state
        viewer = self.ctx.viewer()
        p = s.players[viewer]
        columns: list[list[int]] = [[] for _ in range(self.COLUMNS)]
        for b in s.market:
            columns[BUILDINGS[b].column - 1].append(b)
        for col in columns:
            col.sort(key=lambda b: (BUILDINGS[b].cost, b))
        rows = max((len(c) for c in columns), default=0)
        grid: list[list[Cell | None]] = [[None] * self.COLUMNS for _ in range(rows)]
        legal = self.ctx.legal
        # while paying at the black market, the building being bought takes the trade-ins
        buying = s.last_building if trading(self.ctx) else -1
        for c, col in enumerate(columns):
            for r, b in enumerate(col):
                bt = BUILDINGS[b]
                grid[r][c] = {
                    R.Kind: "building",
                    R.Value: b,
                    R.Art: "buildings/" + N.building_art(b),
                    R.Cost: bt.cost,
                    R.ViewerCost: build_cost(s, viewer, b),
                    R.Copies: s.building_supply[b],
                    R.Vp: bt.vp,
                    R.Capacity: bt.circles,
                    R.Column: bt.column,
                    R.Owned: p.bocc[b] >= 0,
                    R.Active: A.build(b) in legal or b == buying,
                    R.Span: bt.city_spaces,
                }
        return grid

    def display(self, cell: Cell) -> str:
        return N.building_name(cell[R.Value], self.ctx.edition)

    def tooltip(self, cell: Cell) -> str:
        return building_tooltip(cell[R.Value], self.ctx.edition, cell[R.ViewerCost], cell[R.Copies])

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
        return None if cell is None else A.build(cell[R.Value])

    def accepts_drops(self, cell: Cell) -> bool:
        return trading(self.ctx) and cell[R.Value] == self.ctx.state.last_building

    def drop_effect(self, payload: Payload, index: Index) -> tuple[str, Any] | None:
        """A worker, a barrel or a VP chip onto the building being bought: a trade-in."""
        cell = self.cell(index)
        if cell is None or cell[R.Value] != self.ctx.state.last_building:
            return None
        return trade_effect(self.ctx, payload)


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
        text = zone_tooltip("trading_house", ed)
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
        good = self.viewers_good(payload)
        return None if good is None else ("action", A.sell(good))


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
                    R.Active: any(A.ship(gg, i) in legal for gg in range(N_GOODS)),
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
                    R.Active: any(A.ship(g, A.WHARF_SHIP) in legal for g in range(N_GOODS)),
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
            return zone_tooltip("wharf", ed)
        g = cell[R.Good]
        head = _tr(QT_TRANSLATE_NOOP("Table", "Ship with {cap} holds")).format(cap=cell[R.Capacity])
        if g >= 0:
            head += ": " + N.n_goods(cell[R.Count], g, ed)
        return "<b>{}</b><br>{}".format(head, zone_tooltip("cargo_ships", ed))

    def accepts_drops(self, cell: Cell) -> bool:
        return True

    def drop_effect(self, payload: Payload, index: Index) -> tuple[str, Any] | None:
        cell, good = self.cell(index), self.viewers_good(payload)
        if cell is None or good is None:
            return None
        return ("action", A.ship(good, cell[R.Value]))


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
            return zone_tooltip("vp_supply", ed)
        return "<b>{}: {}</b><br>{}".format(
            N.good_name(cell[R.Value], ed), cell[R.Count], zone_tooltip("goods_supply", ed)
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
            base: Cell = {R.Seat: seat, R.Current: s.current == seat and not s.is_terminal()}
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
            return player_name(cell[R.Seat], self.ctx.names())
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
            return zone_tooltip(zones[kind], ed)
        if kind == "colonists":
            return N.term("Colonists", ed)
        return zone_tooltip("players", ed)

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
