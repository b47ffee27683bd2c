"""The scoreboard: one row per player (name, governor, role taken, doubloons, VP chips,
goods, colonists, island and city use), which feeds the headers of the player boards.
A ``ZoneModel`` (see :mod:`.model_base`) that only reads the state."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt

from ...engine.rules import in_hand
from .. import names as N
from ..i18n import QT_TRANSLATE_NOOP
from ..phases import player_name
from ..tooltips import zone_tooltip
from .model_base import Cell, R, ZoneModel, _tr


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
