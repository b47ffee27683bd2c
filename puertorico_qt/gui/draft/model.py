"""The building draft's two zones (expansion I): the board's non-production spaces and
the buildings still to choose from.

Before the first round of a game with ``GameConfig.market == "draft"`` the players,
the governor first, take turns putting one building (its twin comes along) onto a free
space of the board of its cost (``engine.Phase.DRAFT``, ``actions.Draft``).  Both zones
are ``ZoneModel``\\ s like the table's (``gui.table.model_base``): the same cells and
item-data roles, the same drag and drop through the models, the same click and keyboard
equivalents.

- ``DraftPoolModel``: the buildings still available — not on the board, with a free
  space of their cost — in the market's four columns, cheapest on top.  A building is
  picked up (payload ``{"kind": "draft_building", "building": b}``) or chosen at once by
  a double-click or Enter.
- ``DraftBoardModel``: the board's spaces by column and cost (1 space at cost 1, 2 at
  cost 2 … 5 at cost 10), a filled one showing its building.  A building dropped on a
  free space of its cost is the ``Draft`` action; on any other space it is refused in
  words (the engine's reason when no space of its cost is left).  The engine does not say which of two spaces of one cost a building took:
  the spaces of one cost fill from the top.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from ...engine import actions as A
from ...engine.data import BUILDINGS, DRAFT_CANDIDATES, DRAFT_SPACES
from ...engine.setup import copies
from ...engine.state import GameState, Phase
from .. import names as N
from ..i18n import QT_TRANSLATE_NOOP
from ..table.mime import Payload
from ..table.model_base import Cell, Index, R, ZoneModel
from ..tooltips import building_tooltip

# The kind of payload a building of the draft travels as.
PAYLOAD_KIND = "draft_building"
_CANDIDATES = frozenset(DRAFT_CANDIDATES)
# The market column (and so the board column) of each cost of the draft.
COST_COLUMN: dict[int, int] = {BUILDINGS[b].cost: BUILDINGS[b].column for b in DRAFT_CANDIDATES}
COLUMNS = max(COST_COLUMN.values())


def _t(text: str) -> str:
    return QCoreApplication.translate("Draft", text)


def board_columns() -> list[list[int]]:
    """The costs of the board's non-production spaces, a list per column, cheapest on top."""
    columns: list[list[int]] = [[] for _ in range(COLUMNS)]
    for cost in sorted(DRAFT_SPACES):
        columns[COST_COLUMN[cost] - 1] += [cost] * DRAFT_SPACES[cost]
    return columns


SPACES = sum(DRAFT_SPACES.values())


def drafted(state: GameState) -> list[int]:
    """The buildings on the board's non-production spaces (drafted or set up)."""
    return [b for b in state.market if b in _CANDIDATES]


def free_spaces(state: GameState) -> dict[int, int]:
    """Free spaces per cost."""
    free = dict(DRAFT_SPACES)
    for b in drafted(state):
        free[BUILDINGS[b].cost] -= 1
    return free


def available(state: GameState) -> list[int]:
    """The buildings that may still be chosen: not on the board, a space of their cost free."""
    free = free_spaces(state)
    taken = set(state.market)
    return [b for b in DRAFT_CANDIDATES if b not in taken and free[BUILDINGS[b].cost] > 0]


def drafted_set(state: GameState) -> tuple[str, ...] | None:
    """The ids of a finished draft's buildings (the set the settings keep), or None while
    there is no finished draft."""
    config = state.config
    if config.market != "draft" or state.phase == Phase.DRAFT:
        return None
    return tuple(BUILDINGS[b].id for b in drafted(state))


def _building_cell(state: GameState, b: int, active: bool) -> Cell:
    bt = BUILDINGS[b]
    return {
        R.Kind: "building",
        R.Value: b,
        R.Art: "buildings/" + N.building_art(b, state.config.edition),
        R.Cost: bt.cost,
        R.ViewerCost: bt.cost,
        R.Copies: copies(state.config, b),
        R.Vp: bt.vp,
        R.Capacity: bt.circles,
        R.Column: bt.column,
        R.Owned: False,
        R.Active: active,
        R.Span: 1,
    }


class DraftPoolModel(ZoneModel):
    """The buildings still to choose from; see the module docstring."""

    zone = "market"

    def cells(self) -> list[list[Cell | None]]:
        s = self.ctx.state
        columns: list[list[int]] = [[] for _ in range(COLUMNS)]
        for b in available(s):
            columns[BUILDINGS[b].column - 1].append(b)
        for col in columns:
            col.sort(key=lambda b: (BUILDINGS[b].cost, b))
        rows = max((len(c) for c in columns), default=0)
        grid: list[list[Cell | None]] = [[None] * COLUMNS for _ in range(rows)]
        legal = self.ctx.legal
        for c, col in enumerate(columns):
            for r, b in enumerate(col):
                grid[r][c] = _building_cell(s, b, A.draft(b) in legal)
        return grid

    def display(self, cell: Cell) -> str:
        return N.building_name(cell[R.Value], self.ctx.edition)

    def tooltip(self, cell: Cell) -> str:
        text = building_tooltip(cell[R.Value], self.ctx.edition)
        if cell[R.Copies] > 1:
            text += "<br><i>" + _t(
                QT_TRANSLATE_NOOP("Draft", "Chosen, it comes onto the board with its twin.")
            ) + "</i>"  # fmt: skip
        return text

    def payload(self, index: Index) -> Payload | None:
        cell = self.cell(index)
        if cell is None or not self.ctx.interactive():
            return None
        return {"kind": PAYLOAD_KIND, "building": cell[R.Value]}

    def activate_action(self, index: Index) -> int | None:
        cell = self.cell(index)
        return None if cell is None else A.draft(cell[R.Value])


class DraftBoardModel(ZoneModel):
    """The board's non-production spaces; see the module docstring."""

    zone = "market"

    def cells(self) -> list[list[Cell | None]]:
        s = self.ctx.state
        on_board: dict[int, list[int]] = {}
        for b in sorted(drafted(s)):
            on_board.setdefault(BUILDINGS[b].cost, []).append(b)
        choosable = {
            BUILDINGS[A.drafted_of(a)].cost for a in self.ctx.legal if A.is_kind(a, "draft")
        }
        columns = board_columns()
        grid: list[list[Cell | None]] = [[None] * COLUMNS for _ in range(max(map(len, columns)))]
        for c, costs in enumerate(columns):
            for r, cost in enumerate(costs):
                here = on_board.get(cost, [])
                if here:
                    grid[r][c] = _building_cell(s, here.pop(0), False)
                else:
                    grid[r][c] = {
                        R.Kind: "draft_space",
                        R.Value: -1,
                        R.Cost: cost,
                        R.Column: c + 1,
                        R.Active: cost in choosable,
                    }
        return grid

    def display(self, cell: Cell) -> str:
        if cell[R.Kind] == "building":
            return N.building_name(cell[R.Value], self.ctx.edition)
        return _t(QT_TRANSLATE_NOOP("Draft", "Cost {cost}")).format(cost=cell[R.Cost])

    def tooltip(self, cell: Cell) -> str:
        if cell[R.Kind] == "building":
            return building_tooltip(cell[R.Value], self.ctx.edition)
        return _t(
            QT_TRANSLATE_NOOP(
                "Draft",
                "A free space for a building that costs {cost}: drag one of that cost here.",
            )
        ).format(cost=N.n_doubloons(cell[R.Cost], self.ctx.edition))

    def filled(self) -> int:
        return len(drafted(self.ctx.state))

    def accepts_drops(self, cell: Cell) -> bool:
        return True

    def drop_effect(self, payload: Payload, index: Index) -> tuple[str, Any] | None:
        cell = self.cell(index)
        b = payload.get("building")
        if payload.get("kind") != PAYLOAD_KIND or cell is None or not isinstance(b, int):
            return None
        if not 0 <= b < len(BUILDINGS):
            return None
        if cell[R.Kind] == "draft_space" and cell[R.Cost] == BUILDINGS[b].cost:
            return ("action", A.draft(b))
        return ("wrong_space", (b, cell))

    def refusal(self, payload: Payload | None, index: Index) -> str:
        effect = self._effect(payload, index)
        if effect is None or effect[0] != "wrong_space":
            return super().refusal(payload, index)
        b, cell = effect[1]
        ed = self.ctx.edition
        words = {
            "building": N.building_name(b, ed),
            "cost": N.n_doubloons(BUILDINGS[b].cost, ed),
            "space": N.n_doubloons(cell[R.Cost], ed),
        }
        if free_spaces(self.ctx.state).get(BUILDINGS[b].cost, 0) <= 0:
            return self.ctx.explain(A.draft(b))  # the engine's reason: no space of its cost
        if cell[R.Kind] == "building":
            text = QT_TRANSLATE_NOOP(
                "Draft",
                "That space is taken: put the {building} on a free space that costs {cost}.",
            )
        else:
            text = QT_TRANSLATE_NOOP(
                "Draft",
                "That space is for a building that costs {space}; the {building} costs {cost}.",
            )
        return _t(text).format(**words)
