"""Where a hint's move lies on the board table: the cells to mark (``mark == "hint"``).

The table does not re-derive the move: it asks its own zones what each cell does.  A
cell is hinted when its quick action (double-click, Enter, the role cards' click) is
the move, or when a drag from it ends in the move; of that drag's targets the first one
is marked too (the first free space of the island, a ship, the trading house), so that
the mark reads "from here to there" without lighting every empty space.  When a cell
makes the move by itself, only the cells that do are marked: they say enough.
A move no cell makes (the Mayor's whole placement, a button) marks no cell; the prompt
bar marks its button (``PromptBar.set_hint``).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from PySide6.QtCore import QModelIndex, Qt

from .model_base import ZoneModel

Cells = dict[ZoneModel, set[tuple[int, int]]]


def _indexes(model: ZoneModel) -> Iterator[QModelIndex]:
    for row in range(model.rowCount()):
        for column in range(model.columnCount()):
            index = model.index(row, column)
            if model.cell(index) is not None:
                yield index


def hinted_cells(models: Sequence[ZoneModel], action: int) -> Cells:
    """The cells of ``models`` that make ``action`` (see the module docstring)."""
    out: Cells = {}

    def mark(model: ZoneModel, index: QModelIndex) -> None:
        out.setdefault(model, set()).add((index.row(), index.column()))

    cells = [(model, index) for model in models for index in _indexes(model)]
    sources = []
    for model, index in cells:
        if model.activate_action(index) == action:
            mark(model, index)
            continue
        payload = model.payload(index)
        if payload is not None:
            sources.append((model, index, payload))
    targets = [
        (model, index)
        for model, index in cells
        if model.flags(index) & Qt.ItemFlag.ItemIsDropEnabled
    ]
    if out:
        return out
    for source_model, source, payload in sources:
        first = next(
            (
                (model, index)
                for model, index in targets
                if model.drop_effect(payload, index) == ("action", action)
            ),
            None,
        )
        if first is not None:
            mark(source_model, source)
            mark(*first)
    return out


__all__ = ["hinted_cells"]
