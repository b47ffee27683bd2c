"""What every zone of a player's board shares (``SeatModel``: whose board, the viewer's
Mayor draft, where the nobles are drawn), and the board's goods (``GoodsModel``): the
barrels a player drags to a ship, the trading house, the storage or the black market."""

from __future__ import annotations

from PySide6.QtCore import QObject

from ...engine import Phase
from ...engine import actions as A
from ...engine.data import GOOD_PRICE, N_GOODS, N_TILE_KINDS
from ...engine.rules import in_hand, sale_price
from .. import names as N
from ..i18n import QT_TRANSLATE_NOOP
from ..tooltips import zone_tooltip
from .context import TableContext
from .mime import Payload
from .model_base import Cell, Index, R, ZoneModel, _tr
from .nobles import NoblePlaces, noble_places


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

    def nobles(self) -> NoblePlaces:
        """Where this player's nobles are drawn (``nobles.noble_places``)."""
        s = self.ctx.state
        p = s.players[self.seat]
        if not p.nobles:
            return NoblePlaces(tiles=[0] * N_TILE_KINDS)
        if self.drafting():
            a = self.ctx.mayor.arrangement
            return noble_places(p.nobles, p.noble_on, a.sj, a.tiles, a.bld)
        noble_on = p.noble_on
        if self.mine() and s.phase == Phase.NOBLES and self.ctx.interactive():
            noble_on = self.ctx.choice  # the viewer's toggles, shown before he confirms
        return noble_places(
            p.nobles,
            noble_on,
            p.san_juan + in_hand(s, self.seat),
            p.plant_occ,
            {b: max(0, p.bocc[b]) for b in p.buildings},
        )


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
                A.sell(g) in legal
                or A.trade_good(g) in legal
                or A.load_small_wharf(g) in legal
                or any(A.ship(g, s) in legal for s in range(A.MAX_SHIPS))
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
        if not self.mine():  # the zone's words speak to the owner ("Your goods …")
            return text + "<br>" + zone_tooltip("others_goods", ed)
        return text + "<br>" + zone_tooltip("goods", ed)

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
        if A.sell(g) in legal:
            return A.sell(g)
        if A.trade_good(g) in legal:  # the black market (expansion I)
            return A.trade_good(g)
        ships = [A.ship(g, i) for i in range(A.MAX_SHIPS) if A.ship(g, i) in legal]
        cargo = [a for a in ships if A.ship_of(a) != A.WHARF_SHIP]
        if len(cargo) == 1:
            return cargo[0]
        if not cargo and len(ships) == 1:
            return ships[0]
        if not ships and A.load_small_wharf(g) in legal:  # the small wharf (expansion I)
            return A.load_small_wharf(g)
        return None

    def activate(self, index: Index) -> bool:
        cell = self.cell(index)
        if cell is not None and self.ctx.storage.active and self.mine():
            return self.ctx.store_good(self.ctx.storage.free_keep_slot(), cell[R.Value])
        action = self.activate_action(index)
        if action is None:
            if cell is not None and self.mine() and self.ctx.interactive() and cell[R.Count] > 0:
                # Several places are possible: pick it up and let the player choose.
                self.ctx.set_picked(self.payload(index))
                return False
            return False
        return self.ctx.request(action)
