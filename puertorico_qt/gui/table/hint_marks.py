"""Where a hint's move lies on the board table: the cells to mark (``mark == "hint"``).

The table does not re-derive the move: it asks its own zones what each cell does.  A
cell is hinted when its quick action (double-click, Enter, the role cards' click) is
the move, or when a drag from it ends in the move; of that drag's targets the first one
is marked too (the first free space of the island, a ship, the trading house), so that
the mark reads "from here to there" without lighting every empty space.  When a cell
makes the move by itself, only the cells that do are marked: they say enough.
In the Mayor's arrangement a hinted placement marks a colonist waiting in San Juan
and the first free circle of the place it names.  A move no cell makes (a button)
marks no cell; the prompt bar marks its button (``PromptBar.set_hint``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from typing import Any

from PySide6.QtCore import QModelIndex, Qt

from ...engine import actions as A
from ...engine.rules import SAN_JUAN
from .mime import Payload
from .model_base import ZoneModel
from .prompt_bar import PromptBar

Cells = dict[ZoneModel, set[tuple[int, int]]]


def _indexes(model: ZoneModel) -> Iterator[QModelIndex]:
    for row in range(model.rowCount()):
        for column in range(model.columnCount()):
            index = model.index(row, column)
            if model.cell(index) is not None:
                yield index


def _makes(action: int) -> Callable[[ZoneModel, Payload, QModelIndex], bool]:
    """Whether dropping a payload on a cell makes ``action``: its engine action, or in the
    Mayor's arrangement a colonist moved to the place the hinted placement names."""
    place = A.target_of(action) if A.is_kind(action, "place") else None

    def makes(model: ZoneModel, payload: Payload, index: QModelIndex) -> bool:
        effect = model.drop_effect(payload, index)
        if effect == ("action", action):
            return True
        return (
            place is not None
            and effect is not None
            and effect[0] == "mayor"
            and effect[1][1] == place
            and model.can_drop(payload, index)  # a free circle of that kind
        )

    return makes


def hinted_cells(models: Sequence[ZoneModel], actions: Sequence[int]) -> Cells:
    """The cells of ``models`` that make ``actions``, the steps of a hint's move (see the
    module docstring); a step's drag target is one not marked for an earlier step (two
    colonists on corn: two corn plantations)."""
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
    sources = [(m, i, p) for m, i in cells if (p := m.payload(i)) is not None]
    # a colonist waiting in San Juan before one already at work elsewhere
    sources.sort(key=lambda source: source[2].get("source") != SAN_JUAN)
    targets = [(m, i) for m, i in cells if m.flags(i) & Qt.ItemFlag.ItemIsDropEnabled]
    for action in actions:
        makes = _makes(action)
        for source_model, source, payload in sources:
            first = next(
                ((m, i) for m, i in targets if not marked(m, i) and makes(m, payload, i)), None
            )
            if first is not None:
                mark(source_model, source)
                mark(*first)
                if payload.get("kind") == "colonist":
                    break  # one colonist a placement: the hint places one
    return out


class HintMarksMixin:
    """A table's ``show_hint`` / ``clear_hint``: the marks on its views and the button on
    its prompt bar.  The table says which items make a move (``hinted_items``: per
    model, the items as its views key them)."""

    prompt_bar: PromptBar

    def all_views(self) -> Sequence[Any]:  # pragma: no cover - the table's own
        raise NotImplementedError

    def hinted_items(self, actions: Sequence[int]) -> Mapping[Any, set]:  # pragma: no cover
        raise NotImplementedError

    def show_hint(self, actions: Sequence[int]) -> None:
        """Mark where a hint's move is made (``actions``: its steps, in order): its items
        and the button of its first step."""
        items = self.hinted_items(actions)
        for view in self.all_views():
            view.set_hinted(frozenset(items.get(view.model(), ())))
        self.prompt_bar.set_hint(actions[0] if actions else None)

    def clear_hint(self) -> None:
        for view in self.all_views():
            view.set_hinted(frozenset())
        self.prompt_bar.set_hint(None)


__all__ = ["HintMarksMixin", "hinted_cells"]
