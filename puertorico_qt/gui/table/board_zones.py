"""The zones of one player's board: island, city, San Juan and goods — and, for the
viewer after the Captain phase, the storage.  On the viewer's board in the Mayor phase
the island, city and San Juan show the Mayor draft (``context.MayorDraft``), and their
colonists can be dragged or clicked between places.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject

from ...engine import actions as A
from ...engine.data import (
    BUILDINGS,
    CITY_SPACES,
    GOOD_PRICE,
    GUEST_HOUSE,
    ISLAND_SPACES,
    N_GOODS,
    N_TILE_KINDS,
    NOBLE_SENSITIVE,
)
from ...engine.rules import (
    SAN_JUAN,
    building_place,
    in_hand,
    loose_barrels_kept,
    sale_price,
    tile_place,
    warehouse_slots,
)
from ...engine.state import PlayerState
from .. import names as N
from ..i18n import QT_TRANSLATE_NOOP
from ..tooltips import building_tooltip, zone_tooltip
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
        return noble_places(
            p.nobles,
            p.noble_on,
            p.san_juan + in_hand(s, self.seat),
            p.plant_occ,
            {b: max(0, p.bocc[b]) for b in p.buildings},
        )


class IslandModel(SeatModel):
    """Twelve island spaces: tiles sorted by kind, a circle each."""

    zone = "island"
    ROWS, COLUMNS = 3, 4

    def cells(self) -> list[list[Cell | None]]:
        s = self.ctx.state
        ed = self.ctx.edition
        p = s.players[self.seat]
        draft = self.drafting()
        occ = self.ctx.mayor.arrangement.tiles if draft else p.plant_occ
        waiting = draft and self.ctx.mayor.sj > 0
        nobles = self.nobles().tiles
        flat: list[Cell | None] = []
        for k in range(N_TILE_KINDS):
            for i in range(p.plant[k]):
                flat.append(
                    {
                        R.Kind: "tile",
                        R.Value: k,
                        R.Art: "tiles/" + N.tile_art(k, ed),
                        R.Occupied: 1 if i < occ[k] else 0,
                        R.Nobles: 1 if i < nobles[k] else 0,
                        R.Capacity: 1,
                        R.Seat: self.seat,
                        R.Active: waiting and i >= occ[k],
                    }
                )
        forests = p.forests()
        for k in range(len(p.forest)):  # face down: the kind on the face is not shown
            for _ in range(p.forest[k]):
                first = not any(c is not None and c[R.Kind] == "forest" for c in flat)
                flat.append(
                    {
                        R.Kind: "forest",
                        R.Value: -1,
                        R.Art: "tiles/forest",
                        R.Count: forests if first else 0,
                        R.Seat: self.seat,
                    }
                )
        while len(flat) < ISLAND_SPACES:
            flat.append({R.Kind: "space", R.Seat: self.seat})
        return [flat[r * self.COLUMNS : (r + 1) * self.COLUMNS] for r in range(self.ROWS)]

    def display(self, cell: Cell) -> str:
        if cell[R.Kind] == "tile":
            return N.tile_name(cell[R.Value], self.ctx.edition)
        if cell[R.Kind] == "forest":
            return N.term("forest", self.ctx.edition)
        return ""

    def tooltip(self, cell: Cell) -> str:
        ed = self.ctx.edition
        if cell[R.Kind] == "forest":
            return "<b>{}</b> ({})<br>{}".format(
                N.term("forest", ed),
                _tr(QT_TRANSLATE_NOOP("Table", "{forests} on this {island}")).format(
                    forests=N.n_forests(self.ctx.state.players[self.seat].forests(), ed),
                    island=N.term("island_word", ed),
                ),
                zone_tooltip("forest", ed),
            )
        if cell[R.Kind] == "tile":
            state = (
                _tr(QT_TRANSLATE_NOOP("Table", "manned by a {noble}")).format(
                    noble=N.term("noble", ed)
                )
                if cell[R.Nobles]
                else _tr(QT_TRANSLATE_NOOP("Table", "manned"))
                if cell[R.Occupied]
                else _tr(QT_TRANSLATE_NOOP("Table", "no {colonist}")).format(
                    colonist=N.term("colonist", ed)
                )
            )
            return "<b>{}</b> ({})<br>{}".format(
                N.tile_name(cell[R.Value], ed), state, zone_tooltip("island", ed)
            )
        return zone_tooltip("island", ed)

    def accepts_drops(self, cell: Cell) -> bool:
        return self.mine()

    def payload(self, index: Index) -> Payload | None:
        cell = self.cell(index)
        if cell is None or not self.drafting() or cell[R.Kind] != "tile" or not cell[R.Occupied]:
            return None
        return {"kind": "colonist", "seat": self.seat, "source": tile_place(cell[R.Value])}

    def drop_effect(self, payload: Payload, index: Index) -> tuple[str, Any] | None:
        if not self.mine():
            return None
        kind = payload.get("kind")
        if kind == "tile":
            return ("action", A.take(int(payload["tile"])))
        if kind == "pile":
            return ("action", A.HACIENDA_DRAW)
        cell = self.cell(index)
        if (
            kind == "colonist"
            and payload.get("seat") == self.seat
            and cell
            and cell[R.Kind] == "tile"
        ):
            return ("mayor", (int(payload["source"]), tile_place(cell[R.Value])))
        return None

    def activate(self, index: Index) -> bool:
        cell = self.cell(index)
        return cell is not None and _toggle_colonist(self, index, tile_place(cell[R.Value]))


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
        nobles = self.nobles().buildings
        # Small buildings from the top left, large ones (two spaces) from the bottom right:
        # a large building always starts on an even column, so it never wraps.
        for i, b in enumerate(small):
            flat[i] = self._building(b, p, draft, nobles.get(b, 0))
        for j, b in enumerate(large):
            at = CITY_SPACES - 2 * (j + 1)
            flat[at] = self._building(b, p, draft, nobles.get(b, 0))
            flat[at + 1] = {R.Kind: "covered", R.Seat: self.seat, R.Value: b}
        return [flat[r * self.COLUMNS : (r + 1) * self.COLUMNS] for r in range(self.ROWS)]

    def _building(self, b: int, p: PlayerState, draft: bool, nobles: int) -> Cell:
        bt = BUILDINGS[b]
        occ = self.ctx.mayor.arrangement.bld.get(b, 0) if draft else max(0, p.bocc[b])
        waiting = draft and self.ctx.mayor.sj > 0
        return {
            R.Active: waiting and occ < bt.circles,
            R.Kind: "building",
            R.Value: b,
            R.Art: "buildings/" + N.building_art(b),
            R.Occupied: occ,
            R.Nobles: nobles,
            R.Guests: b == GUEST_HOUSE,
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
        if cell[R.Kind] not in ("building", "covered"):
            return zone_tooltip("city", ed)
        b = cell[R.Value]
        text = building_tooltip(b, ed)
        nobles = cell.get(R.Nobles) or 0
        if cell[R.Kind] == "building" and b == GUEST_HOUSE and cell[R.Occupied]:
            text += "<br><i>" + _tr(QT_TRANSLATE_NOOP("Table", "Guests here: {n}")).format(
                n=cell[R.Occupied]
            ) + "</i>"  # fmt: skip
        if nobles and b in NOBLE_SENSITIVE:
            text += "<br><i>" + _tr(
                QT_TRANSLATE_NOOP("Table", "Manned by a {noble}, so its effect with a {noble} applies.")
            ).format(noble=N.term("noble", ed)) + "</i>"  # fmt: skip
        elif nobles:
            text += "<br><i>" + _tr(
                QT_TRANSLATE_NOOP(
                    "Table",
                    "{count} shown here. Only four buildings tell a {noble} from a {colonist}; "
                    "elsewhere it makes no difference where {nobles} stand, so the table shows "
                    "them in {san_juan} first, then in the buildings.",
                )
            ).format(count=N.n_nobles(nobles, ed), **N.words(ed)) + "</i>"  # fmt: skip
        return text

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
        return {"kind": "colonist", "seat": self.seat, "source": building_place(cell[R.Value])}

    def drop_effect(self, payload: Payload, index: Index) -> tuple[str, Any] | None:
        if not self.mine():
            return None
        kind = payload.get("kind")
        if kind == "building":
            return ("action", A.build(int(payload["building"])))
        cell = self.cell(index)
        if (
            kind == "colonist"
            and payload.get("seat") == self.seat
            and cell
            and cell[R.Kind] in ("building", "covered")
        ):
            return ("mayor", (int(payload["source"]), building_place(cell[R.Value])))
        return None

    def activate(self, index: Index) -> bool:
        cell = self.cell(index)
        return cell is not None and _toggle_colonist(self, index, building_place(cell[R.Value]))


def _toggle_colonist(model: SeatModel, index: Index, where: int) -> bool:
    """Mayor draft by click: a free circle takes a colonist from San Juan, else one goes back."""
    cell = model.cell(index)
    if cell is None or not model.drafting() or cell[R.Kind] not in ("tile", "building", "covered"):
        return False
    draft = model.ctx.mayor
    if draft.room(where) > 0 and draft.sj > 0:
        return model.ctx.move_colonist(SAN_JUAN, where)
    if draft.count(where) > 0:
        return model.ctx.move_colonist(where, SAN_JUAN)
    why = draft.refusal(SAN_JUAN, where)
    model.ctx.message.emit(model.ctx.say(why) if why is not None else "")
    return False


class SanJuanModel(SeatModel):
    """The colonists waiting in San Juan (the viewer's Mayor draft while arranging)."""

    zone = "san_juan"

    def cells(self) -> list[list[Cell | None]]:
        p = self.ctx.state.players[self.seat]
        draft = self.drafting()
        count = self.ctx.mayor.sj if draft else p.san_juan + in_hand(self.ctx.state, self.seat)
        cell: Cell = {
            R.Kind: "san_juan",
            R.Art: "tokens/colonist",
            R.Count: count,
            R.Nobles: self.nobles().san_juan,
            R.Seat: self.seat,
        }
        cell[R.Active] = draft and count > 0 and self.ctx.mayor.free_circles() > 0
        return [[cell]]

    def display(self, cell: Cell) -> str:
        return N.term("san_juan", self.ctx.edition)

    def tooltip(self, cell: Cell) -> str:
        ed = self.ctx.edition
        workers = N.n_colonists(cell[R.Count], ed)
        if cell[R.Nobles]:
            workers = _tr(QT_TRANSLATE_NOOP("Table", "{workers} ({nobles} among them)")).format(
                workers=workers, nobles=N.n_nobles(cell[R.Nobles], ed)
            )
        return "<b>{}: {}</b><br>{}".format(
            N.term("san_juan", ed), workers, zone_tooltip("san_juan", ed)
        )

    def accepts_drops(self, cell: Cell) -> bool:
        return self.mine()

    def payload(self, index: Index) -> Payload | None:
        cell = self.cell(index)
        if cell is None or not self.drafting() or cell[R.Count] <= 0:
            return None
        return {"kind": "colonist", "seat": self.seat, "source": SAN_JUAN}

    def drop_effect(self, payload: Payload, index: Index) -> tuple[str, Any] | None:
        if payload.get("kind") == "colonist" and payload.get("seat") == self.seat and self.mine():
            return ("mayor", (int(payload["source"]), SAN_JUAN))
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
                A.sell(g) in legal or any(A.ship(g, s) in legal for s in range(A.MAX_SHIPS))
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
        ships = [A.ship(g, i) for i in range(A.MAX_SHIPS) if A.ship(g, i) in legal]
        cargo = [a for a in ships if A.ship_of(a) != A.WHARF_SHIP]
        if len(cargo) == 1:
            return cargo[0]
        if not cargo and len(ships) == 1:
            return ships[0]
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


class StorageModel(ZoneModel):
    """After the Captain phase: the viewer's warehouse places and the one kept barrel."""

    zone = "goods"

    def cells(self) -> list[list[Cell | None]]:
        draft = self.ctx.storage
        ed = self.ctx.edition
        p = self.ctx.state.players[self.ctx.viewer()]
        slots = warehouse_slots(p)
        stored = draft.stored if draft.active else [-1] * slots
        # one loose barrel, or up to four with a storehouse (expansion I)
        kept = draft.kept if draft.active else [-1] * loose_barrels_kept(p)
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
        for i, keep in enumerate(kept):
            row.append(
                {
                    R.Kind: "keep_slot",
                    R.Value: len(stored) + i,
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
        cell, good = self.cell(index), self.viewers_good(payload)
        if cell is None or good is None:
            return None
        return ("store", (cell[R.Value], good))

    def activate(self, index: Index) -> bool:
        """Clicking a filled place empties it."""
        cell = self.cell(index)
        if cell is None or not self.ctx.storage.active or cell[R.Good] < 0:
            return False
        self.ctx.storage.take_out(cell[R.Value])
        self.ctx.draft_changed.emit()
        return True
