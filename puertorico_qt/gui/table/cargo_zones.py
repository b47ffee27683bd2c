"""The shared zones of goods: the trading house (drop a good to sell it), the cargo ships
(drop a good to ship it; the viewer's wharf beside them) and the supply of VP chips and
barrels.  Each is a ``ZoneModel`` (see :mod:`.model_base`) that only reads the state;
the smuggler's card is dropped on a ship (raid) or the house (plunder) in expansion III
(:mod:`.smuggler_drags`)."""

from __future__ import annotations

from typing import Any

from ...engine import actions as A
from ...engine.data import N_GOODS, WHARF, Role
from ...engine.rules import goods_held, sale_price, vp_chips_run_short
from .. import names as N
from ..i18n import QT_TRANSLATE_NOOP
from ..tooltips import zone_tooltip
from .mime import Payload
from .model_base import Cell, Index, R, ZoneModel, _tr
from .smuggler_drags import PLUNDER_HOUSE, RAID, smuggle_active, smuggle_effect, smuggler_quick


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
                    R.Active: smuggle_active(self.ctx, PLUNDER_HOUSE),
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
        if good is None:  # the smuggler plunders (expansion III)
            return smuggle_effect(self.ctx, payload, PLUNDER_HOUSE)
        return ("action", A.sell(good))

    def activate_action(self, index: Index) -> int | None:
        return smuggler_quick(self.ctx, PLUNDER_HOUSE)


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
                    R.Active: any(A.ship(gg, i) in legal for gg in range(N_GOODS))
                    or smuggle_active(self.ctx, RAID, i),
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
        if cell is not None and cell[R.Kind] == "ship" and good is None:  # the smuggler raids
            return smuggle_effect(self.ctx, payload, RAID, cell[R.Value])
        if cell is None or good is None:
            return None
        return ("action", A.ship(good, cell[R.Value]))

    def activate_action(self, index: Index) -> int | None:
        cell = self.cell(index)
        if cell is None or cell[R.Kind] != "ship":
            return None
        return smuggler_quick(self.ctx, RAID, cell[R.Value])


class SupplyModel(ZoneModel):
    """The bank: VP chips left and barrels of each good left."""

    zone = "goods_supply"

    def cells(self) -> list[list[Cell | None]]:
        s = self.ctx.state
        ed = self.ctx.edition
        row: list[Cell | None] = [
            {
                R.Kind: "vp_supply",
                R.Art: "tokens/vp_chip",
                # the bank never holds fewer than none: what the last round hands out
                # beyond it is counted on paper (the tooltip says how many)
                R.Count: max(0, s.vp_supply),
                R.Vp: max(0, -s.vp_supply),
                R.Short: vp_chips_run_short(s),
            }
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
            text = zone_tooltip("vp_supply", ed)
            if cell.get(R.Short):
                short = _tr(
                    QT_TRANSLATE_NOOP(
                        "Table",
                        "Only {chips} left, and the players hold {held}: the next {captain_phase}"
                        " may use the chips up, and the game ends with that round.",
                    )
                ).format(
                    chips=cell[R.Count],
                    held=N.n_barrels(goods_held(self.ctx.state), ed),
                    captain_phase=N.phase_name(Role.CAPTAIN, ed),
                )
                text = f"<b>{short}</b><br>{text}"
            if cell.get(R.Vp):
                beyond = _tr(
                    QT_TRANSLATE_NOOP(
                        "Table",
                        "The bank is empty: {vp} more were handed out, counted on paper.",
                    )
                ).format(vp=N.n_vp(cell[R.Vp]))
                text = f"<b>{beyond}</b><br>{text}"
            return text
        return "<b>{}: {}</b><br>{}".format(
            N.good_name(cell[R.Value], ed), cell[R.Count], zone_tooltip("goods_supply", ed)
        )
