"""The zones of one player's board: island, city, San Juan and goods (the storage after
the Captain phase: :mod:`.storage`).  On the viewer's board in the Mayor phase the
island, city and San Juan show the Mayor draft (``context.MayorDraft``), and their
colonists can be dragged or clicked between places.  Outside it, a guest is dragged
from the guest house, and workers, barrels and a VP chip onto the black market
(expansion I, :mod:`.expansion_drags`); workers won (expansions III and IV) are dragged
from the space "To place" beside San Juan onto free circles (:mod:`.smuggler_drags`).
"""

from __future__ import annotations

from typing import Any

from ...engine import actions as A
from ...engine.data import (
    BUILDINGS,
    CITY_SPACES,
    GUEST_HOUSE,
    ISLAND_SPACES,
    N_TILE_KINDS,
    NOBLE_SENSITIVE,
)
from ...engine.player import PlayerState
from ...engine.rules import (
    SAN_JUAN,
    building_place,
    in_hand,
    tile_place,
)
from .. import names as N
from ..i18n import QT_TRANSLATE_NOOP
from ..tooltips import building_tooltip, zone_tooltip
from .expansion_drags import (
    GUEST_PLACE,
    acting_buildings,
    board_effect,
    land_payload,
    pile_effect,
    quick_action,
    worker_payload,
)
from .mime import Payload
from .model_base import Cell, Index, R, _tr
from .seat_zones import GoodsModel, SeatModel
from .smuggler_drags import placing, placing_effect, placing_payload, placing_quick
from .smuggler_marks import to_place_tooltip

__all__ = ["CityModel", "GoodsModel", "IslandModel", "SanJuanModel", "SeatModel"]


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
        legal = self.ctx.legal if self.mine() else frozenset()
        nobles = self.nobles().tiles
        news = self.ctx.news(self.seat)
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
                        R.Active: (waiting or A.place_on_tile(k) in legal) and i >= occ[k],
                        R.Fresh: news.tile(k, i, p.plant[k]),
                    }
                )
        forests = p.forests()
        forest_index = 0  # the forest cells laid so far: the last ones are the new ones
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
                        R.Fresh: forest_index >= forests - news.forests,
                    }
                )
                forest_index += 1
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
        if cell is not None and cell[R.Kind] == "forest" and not self.drafting():
            return land_payload(self.ctx, self.seat, 0, True)  # to sell at the land office
        if cell is None or cell[R.Kind] != "tile":
            return None
        if not self.drafting():  # a worker to trade in, or the tile to sell at the land office
            worker = None
            if cell[R.Occupied]:
                place = tile_place(cell[R.Value])
                worker = worker_payload(self.ctx, self.seat, place, 1, cell[R.Nobles])
            return worker or land_payload(self.ctx, self.seat, cell[R.Value], False)
        if not cell[R.Occupied]:
            return None
        return {"kind": "colonist", "seat": self.seat, "source": tile_place(cell[R.Value])}

    def drop_effect(self, payload: Payload, index: Index) -> tuple[str, Any] | None:
        if not self.mine():
            return None
        kind = payload.get("kind")
        if kind == "tile":
            return ("action", A.take(int(payload["tile"])))
        if kind == "pile":
            return pile_effect(self.ctx)
        cell = self.cell(index)
        if (
            kind == "colonist"
            and payload.get("seat") == self.seat
            and cell
            and cell[R.Kind] == "tile"
        ):
            return ("mayor", (int(payload["source"]), tile_place(cell[R.Value])))
        if kind == "worker" and cell and cell[R.Kind] == "tile":  # a guest
            return board_effect(self.ctx, payload, tile_place(cell[R.Value]))
        if kind == "placing" and cell and cell[R.Kind] == "tile":  # a worker won
            return placing_effect(self.ctx, payload, tile_place(cell[R.Value]))
        return None

    def activate(self, index: Index) -> bool:
        cell = self.cell(index)
        if cell is None or cell[R.Kind] != "tile":
            return False  # an empty space or a forest: no tile to work
        place = tile_place(cell[R.Value])
        if not self.drafting():
            return _quick(self, index, place, cell[R.Occupied])
        return _toggle_colonist(self, index, place)


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
        self._news = self.ctx.news(self.seat).buildings
        # outside the Mayor draft: the buildings where the player can act now
        self._acting: set[int] = acting_buildings(self.ctx) if self.mine() and not draft else set()
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
            R.Active: (waiting and occ < bt.circles) or b in self._acting,
            R.Kind: "building",
            R.Value: b,
            R.Art: "buildings/" + N.building_art(b, self.ctx.edition),
            R.Occupied: occ,
            R.Nobles: nobles,
            R.Guests: b == GUEST_HOUSE,
            R.Capacity: bt.circles,
            R.Vp: bt.vp,
            R.Span: bt.city_spaces,
            R.Seat: self.seat,
            R.Owned: True,
            R.Fresh: b in self._news,
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
        if cell is None or cell[R.Kind] != "building" or cell[R.Occupied] <= 0:
            return None
        place = building_place(cell[R.Value])
        if not self.drafting():  # a guest, or a worker to trade in at the black market
            return worker_payload(self.ctx, self.seat, place, cell[R.Occupied], cell[R.Nobles])
        return {"kind": "colonist", "seat": self.seat, "source": place}

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
        if not cell or cell[R.Kind] not in ("building", "covered"):
            return None
        if kind == "placing":  # a worker won (expansions III and IV)
            return placing_effect(self.ctx, payload, building_place(cell[R.Value]))
        if kind in ("worker", "good", "vp", "tile", "land"):
            return board_effect(self.ctx, payload, building_place(cell[R.Value]))
        return None

    def activate(self, index: Index) -> bool:
        cell = self.cell(index)
        if cell is None or cell[R.Kind] not in ("building", "covered"):
            return False  # an empty space: nothing to do there (it has no building id)
        place = building_place(cell[R.Value])
        if not self.drafting():
            workers = max(0, self.ctx.state.players[self.seat].bocc[cell[R.Value]])
            return _quick(self, index, place, workers)
        return _toggle_colonist(self, index, place)


def _quick(model: SeatModel, index: Index, place: int, workers: int) -> bool:
    """Double-click / Enter outside the Mayor draft: trade this worker in, move a guest
    here; on the guest house (several places possible) pick a guest up instead."""
    if not model.mine() or not model.ctx.interactive():
        return False
    action = placing_quick(model.ctx, place) or quick_action(model.ctx, place, workers)
    if action is not None:
        return model.ctx.request(action)
    if place == GUEST_PLACE:
        payload = model.payload(index)
        if payload is not None:
            model.ctx.set_picked(payload)
    return False


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
        if not placing(self.ctx, self.seat):
            return [[cell]]
        hand: Cell = {  # workers won, to place at once (expansions III and IV)
            R.Kind: "to_place",
            R.Art: "tokens/colonist",
            R.Count: self.ctx.state.place_left,
            R.Seat: self.seat,
            R.Active: placing_payload(self.ctx, self.seat) is not None,
        }
        return [[cell, hand]]

    def display(self, cell: Cell) -> str:
        if cell[R.Kind] == "to_place":
            return _tr(QT_TRANSLATE_NOOP("Table", "To place"))
        return N.term("san_juan", self.ctx.edition)

    def tooltip(self, cell: Cell) -> str:
        ed = self.ctx.edition
        if cell[R.Kind] == "to_place":
            return to_place_tooltip(self.ctx, cell[R.Count])
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
        if cell is None or cell[R.Count] <= 0:
            return None
        if cell[R.Kind] == "to_place":
            return placing_payload(self.ctx, self.seat)
        if not self.drafting():  # a worker to trade in at the black market
            return worker_payload(self.ctx, self.seat, SAN_JUAN, cell[R.Count], cell[R.Nobles])
        return {"kind": "colonist", "seat": self.seat, "source": SAN_JUAN}

    def activate(self, index: Index) -> bool:
        cell = self.cell(index)
        if cell is None or self.drafting():
            return False
        if cell[R.Kind] == "to_place":  # pick one up: the free circles light up
            self.ctx.set_picked(self.payload(index))
            return False
        return _quick(self, index, SAN_JUAN, cell[R.Count])

    def drop_effect(self, payload: Payload, index: Index) -> tuple[str, Any] | None:
        if payload.get("kind") == "colonist" and payload.get("seat") == self.seat and self.mine():
            return ("mayor", (int(payload["source"]), SAN_JUAN))
        return None
