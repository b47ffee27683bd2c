"""Where a hint's move lies on the board table: the cells to mark (``mark == "hint"``).

The table does not re-derive the move: it asks its own zones what each cell does.  A
cell is hinted when its quick action (double-click, Enter, the role cards' click) is
the move, or when a drag from it ends in the move; of that drag's targets the first one
is marked too (the first free space of the island, a ship, the trading house), so that
the mark reads "from here to there" without lighting every empty space.  When a cell
makes the move by itself, only the cells that do are marked: they say enough.

In the Mayor's arrangement the hint is a whole arrangement, held against the person's
draft (which starts from the last one): the colonists to move (San Juan's, and those on
a place the hint fills less) and the free circles to fill are marked; the storage after
the Captain phase the same way (the barrels to put in, the places to fill or empty).  A
move no cell makes (a button) marks no cell; the prompt bar marks its button
(``PromptBar.set_hint``), the storage panel its own.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QModelIndex, Qt

from ...engine import actions as A
from ...engine.data import N_GOODS, N_TILE_KINDS
from ...engine.player import PlayerState
from ...engine.rules import SAN_JUAN, Arrangement, building_place, tile_place
from .context import StorageDraft, storage_choice
from .mime import Payload
from .model_base import R, ZoneModel
from .prompt_bar import PromptBar

Cells = dict[ZoneModel, set[tuple[int, int]]]


def _indexes(model: ZoneModel) -> Iterator[QModelIndex]:
    for row in range(model.rowCount()):
        for column in range(model.columnCount()):
            index = model.index(row, column)
            if model.cell(index) is not None:
                yield index


def _arrangement_cells(
    cells: Sequence[tuple[ZoneModel, QModelIndex]],
    steps: Sequence[int],
    draft: Arrangement,
    placed: PlayerState,
) -> Cells:
    """A Mayor's hinted arrangement (``steps``: a placement per colonist, after those
    ``placed`` already in the engine's sequence) against the person's draft: the
    colonists to move (those waiting in San Juan, those on a place the hint fills less)
    and the free circles to fill (on the places it fills more)."""
    want = Counter(A.target_of(a) for a in steps)
    for kind, n in enumerate(placed.plant_occ):
        want[tile_place(kind)] += n
    for building in placed.buildings:
        want[building_place(building)] += placed.bocc[building]
    places = {*want, SAN_JUAN, *range(N_TILE_KINDS), *(building_place(b) for b in draft.bld)}
    spare = {p: draft.count(p) - want[p] for p in places if draft.count(p) > want[p]}
    short = {p: want[p] - draft.count(p) for p in places if want[p] > draft.count(p)}
    out: Cells = {}
    probe: Payload | None = None
    for model, index in cells:
        payload = model.payload(index)
        if payload is None or payload.get("kind") != "colonist":
            continue
        probe = probe or payload
        source = int(payload["source"])
        if spare.get(source, 0) > 0:
            spare[source] = 0 if source == SAN_JUAN else spare[source] - 1  # one cell: all
            out.setdefault(model, set()).add((index.row(), index.column()))
    if probe is None:
        return out
    for model, index in cells:
        effect = model.drop_effect(probe, index)
        if effect is None or effect[0] != "mayor":
            continue
        place = effect[1][1]
        cell = model.cell(index) or {}
        if short.get(place, 0) > 0 and not (cell.get(R.Kind) == "tile" and cell.get(R.Occupied)):
            short[place] = short[place] - 1 if cell.get(R.Kind) == "tile" else 0
            out.setdefault(model, set()).add((index.row(), index.column()))
    return out


def _storage_cells(
    cells: Sequence[tuple[ZoneModel, QModelIndex]], action: int, draft: StorageDraft
) -> Cells:
    """The storage after the Captain phase: the hinted choice (warehouse kinds, loose
    barrels) against the person's draft, which starts from the choice that keeps most:
    the barrels to put in and the places to fill or empty.  Nothing where the draft is
    the hint already (the panel's button is marked then)."""
    choice = storage_choice(action)
    if choice is None:
        return {}
    mask, kept = choice
    warehouse = {g for g in range(N_GOODS) if mask >> g & 1}
    stored = {g for g in draft.stored if g >= 0}
    loose, drafted = Counter(kept), Counter(g for g in draft.kept if g >= 0)
    missing = (warehouse - stored) | set(loose - drafted)
    out: Cells = {}
    free_warehouse = len(warehouse - stored)
    free_loose = sum((loose - drafted).values())
    for model, index in cells:
        cell = model.cell(index) or {}
        payload = model.payload(index)
        good = cell.get(R.Good, -1)
        mark = False
        if payload is not None:  # a barrel of the person's to put in
            mark = model.viewers_good(payload) in missing
        elif cell.get(R.Kind) == "warehouse_slot":
            wrong = good >= 0 and good not in warehouse
            if wrong or (good < 0 and free_warehouse > 0):
                free_warehouse -= good < 0
                mark = True
        elif cell.get(R.Kind) == "keep_slot":
            wrong = good >= 0 and drafted[good] > loose[good]
            if wrong or (good < 0 and free_loose > 0):
                free_loose -= good < 0
                mark = True
        if mark:
            out.setdefault(model, set()).add((index.row(), index.column()))
    return out


def hinted_cells(models: Sequence[ZoneModel], actions: Sequence[int]) -> Cells:
    """The cells of ``models`` that make ``actions``, the steps of a hint's move (see the
    module docstring); a step's drag target is one not marked for an earlier step."""
    out: Cells = {}

    def mark(model: ZoneModel, index: QModelIndex) -> None:
        out.setdefault(model, set()).add((index.row(), index.column()))

    def marked(model: ZoneModel, index: QModelIndex) -> bool:
        return (index.row(), index.column()) in out.get(model, ())

    cells = [(model, index) for model in models for index in _indexes(model)]
    for model, index in cells:
        if model.activate_action(index) in actions:
            mark(model, index)
    if out:
        return out
    ctx = models[0].ctx if models else None
    if ctx is not None and ctx.mayor.active and all(A.is_kind(a, "place") for a in actions):
        placed = ctx.state.players[ctx.state.current]
        return _arrangement_cells(cells, actions, ctx.mayor.arrangement, placed)
    if ctx is not None and ctx.storage.active:
        return _storage_cells(cells, actions[0], ctx.storage)
    sources = [(m, i, p) for m, i in cells if (p := m.payload(i)) is not None]
    targets = [(m, i) for m, i in cells if m.flags(i) & Qt.ItemFlag.ItemIsDropEnabled]
    for action in actions:
        for source_model, source, payload in sources:
            first = next(
                (
                    (m, i)
                    for m, i in targets
                    if not marked(m, i) and m.drop_effect(payload, i) == ("action", action)
                ),
                None,
            )
            if first is not None:
                mark(source_model, source)
                mark(*first)
    return out


class HintMarksMixin:
    """A table's ``show_hint`` / ``clear_hint``: the marks on its views and its buttons.
    The table says which items make a move (``hinted_items``: per model, the items as
    its views key them) and may mark more buttons than the prompt bar's own
    (``mark_hint_buttons``)."""

    prompt_bar: PromptBar
    _hinted_steps: tuple[int, ...] = ()

    if TYPE_CHECKING:  # the table's own

        def all_views(self) -> Sequence[Any]: ...

        def hinted_items(self, actions: Sequence[int]) -> Mapping[Any, set]: ...

    def show_hint(self, actions: Sequence[int]) -> None:
        """Mark where a hint's move is made (``actions``: its steps, in order)."""
        self._hinted_steps = tuple(actions)
        items = self.hinted_items(actions) if actions else {}
        for view in self.all_views():
            view.set_hinted(frozenset(items.get(view.model(), ())))
        self.mark_hint_buttons(self._hinted_steps)

    def mark_hint_buttons(self, actions: tuple[int, ...]) -> None:
        """The buttons of the hint's move (none for ``()``): here the prompt bar's that
        sends its first step.  Called after the items are marked."""
        self.prompt_bar.set_hint(actions[0] if actions else None)

    def refresh_hint(self) -> None:
        """The marks again, for a draft the person changed (what is left to do)."""
        if self._hinted_steps:
            self.show_hint(self._hinted_steps)

    def clear_hint(self) -> None:
        self.show_hint(())


__all__ = ["HintMarksMixin", "hinted_cells"]
