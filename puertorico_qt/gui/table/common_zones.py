"""The zones of the table everyone shares: the role cards, the plantation offer, the
colonists and the building market (the trading house, the cargo ships and the supply:
:mod:`.cargo_zones`; the scoreboard: :mod:`.players_zone`).  Each is a ``ZoneModel`` (see :mod:`.model_base`)
that only reads the state.  The smuggler's card (expansion III) is dropped on the role
cards, the ships, the house and the colonist ship (:mod:`.smuggler_drags`).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt

from ...engine import actions as A
from ...engine.data import BUILDINGS, QUARRY
from ...engine.rules import build_cost, colonists_run_short
from ...engine.state import Phase
from .. import names as N
from ..i18n import QT_TRANSLATE_NOOP
from ..phases import player_name
from ..tooltips import building_tooltip, role_tooltip, zone_tooltip
from .cargo_zones import ShipsModel, SupplyModel, TradingHouseModel
from .expansion_drags import trade_effect, trading
from .mime import Payload
from .model_base import Cell, Index, R, ZoneModel, _tr
from .players_zone import PlayersModel
from .smuggler_drags import (
    POACH_SHIP,
    SWAP_CARD,
    smuggle_active,
    smuggle_effect,
    smuggler_payload,
    smuggler_quick,
)
from .smuggler_marks import role_notes

__all__ = ["ColonistModel", "MarketModel", "OfferModel", "PlayersModel", "RoleModel"]
__all__ += ["ShipsModel", "SupplyModel", "TradingHouseModel"]


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
                    R.Active: A.choose_role(card) in self.ctx.legal
                    or smuggle_active(self.ctx, SWAP_CARD, card)
                    or smuggler_payload(self.ctx, card) is not None,
                    R.Captured: s.wanted if card == s.captured else -1,
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
        return text + role_notes(self.ctx, cell[R.Value])

    def activate_action(self, index: Index) -> int | None:
        cell = self.cell(index)
        return None if cell is None else A.choose_role(cell[R.Value])

    def payload(self, index: Index) -> Payload | None:
        cell = self.cell(index)
        return None if cell is None else smuggler_payload(self.ctx, cell[R.Value])

    def accepts_drops(self, cell: Cell) -> bool:
        return self.ctx.state.phase == Phase.SMUGGLER

    def drop_effect(self, payload: Payload, index: Index) -> tuple[str, Any] | None:
        cell = self.cell(index)
        return None if cell is None else smuggle_effect(self.ctx, payload, SWAP_CARD, cell[R.Value])


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
                R.Active: smuggle_active(self.ctx, POACH_SHIP),
            },
            {
                R.Kind: "colonist_supply",
                R.Art: "tokens/colonist",
                R.Count: s.colonist_supply,
                R.Short: colonists_run_short(s),
            },
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
        elif cell.get(R.Short):
            short = _tr(
                QT_TRANSLATE_NOOP(
                    "Table",
                    "Fewer {colonists} than players are left: the next {mayor_phase} cannot "
                    "fill the {ship} and ends the game.",
                )
            ).format(**N.words(ed))
            text = f"<b>{short}</b><br>{text}"
        return text

    def accepts_drops(self, cell: Cell) -> bool:  # the smuggler poaches (expansion III)
        return cell[R.Kind] == "colonist_ship" and self.ctx.state.phase == Phase.SMUGGLER

    def drop_effect(self, payload: Payload, index: Index) -> tuple[str, Any] | None:
        cell = self.cell(index)
        if cell is None or cell[R.Kind] != "colonist_ship":
            return None
        return smuggle_effect(self.ctx, payload, POACH_SHIP)

    def activate_action(self, index: Index) -> int | None:
        cell = self.cell(index)
        ship = cell is not None and cell[R.Kind] == "colonist_ship"
        return smuggler_quick(self.ctx, POACH_SHIP) if ship else None


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
                    R.Art: "buildings/" + N.building_art(b, self.ctx.edition),
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
