"""The storage after the Captain phase: the viewer's warehouse places and the loose
barrels kept (one; four with a storehouse, expansion I), as a model and as the panel on
the viewer's board with what goes back and the button that submits the choice.

A storehouse owner has up to six places in a panel that shares a row with his goods:
too narrow for a caption under each place at 1366×768, so the places carry none and
the panel names each group above its columns ("Warehouses", "Single barrels"),
shrinking the words before it would cut them.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFont, QFontMetricsF, QPainter
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ...engine.data import N_GOODS
from ...engine.rules import loose_barrels_kept, warehouse_slots
from .. import names as N
from ..i18n import QT_TRANSLATE_NOOP
from .context import TableContext
from .delegate_base import INK
from .mime import Payload
from .model_base import Cell, Index, R, ZoneModel, _tr
from .style import set_style_props
from .views import ZoneView


def group_name(kind: str, places: int, ctx: TableContext) -> str:
    """The caption of a group of places: the warehouses, the loose barrels kept."""
    if kind == "warehouse_slot":
        if places == 1:
            return _tr(QT_TRANSLATE_NOOP("Table", "Warehouse"))
        return _tr(QT_TRANSLATE_NOOP("Table", "Warehouses"))
    if places == 1:
        return _tr(QT_TRANSLATE_NOOP("Table", "Keep one"))
    return _tr(QT_TRANSLATE_NOOP("Table", "Single {barrels}")).format(
        barrels=N.term("barrels", ctx.edition)
    )


class StorageModel(ZoneModel):
    """After the Captain phase: the viewer's warehouse places and the kept barrel (four
    with a storehouse)."""

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

    def display(self, cell: Cell) -> str | None:
        """No caption in the cell: six places of a storehouse owner are too narrow for one;
        the panel names each group of places above them (:class:`GroupCaptions`)."""
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        cell = self.cell(index)
        if cell is not None and role == Qt.ItemDataRole.AccessibleTextRole:
            return group_name(cell[R.Kind], 1 if cell[R.Kind] == "keep_slot" else 2, self.ctx)
        return super().data(index, role)

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


class GroupCaptions(QWidget):
    """The names of the groups of storage places, each centred over its columns of the
    view below; shrunk (down to 60 %) to fit, cut only below that (noted in ``elided``)."""

    MIN_SCALE = 0.6

    def __init__(self, panel: StoragePanel) -> None:
        super().__init__(panel)
        self.panel = panel
        self.elided: list[str] = []
        self.painted = 0  # paint events so far (the layout tests check it painted)
        em = QFontMetricsF(self.font()).height()
        self.setFixedHeight(int(em * 1.05))

    def groups(self) -> list[tuple[str, int, int]]:
        """(caption, first column, columns) per group of places."""
        model = self.panel.model
        cells = [model.cell(model.index(0, c)) for c in range(model.columnCount())]
        out: list[tuple[str, int, int]] = []
        for kind in ("warehouse_slot", "keep_slot"):
            columns = [c for c, cell in enumerate(cells) if cell and cell[R.Kind] == kind]
            if columns:
                out.append((group_name(kind, len(columns), model.ctx), columns[0], len(columns)))
        return out

    def fitted(self, text: str, width: float) -> tuple[QFont, bool]:
        """The largest font (from 85 % of the widget's down to ``MIN_SCALE``) that fits."""
        font = QFont(self.font())
        base = font.pointSizeF() if font.pointSizeF() > 0 else 9.0
        scale = 0.85
        while True:
            font.setPointSizeF(base * scale)
            font.setBold(True)
            if QFontMetricsF(font).horizontalAdvance(text) <= width or scale <= self.MIN_SCALE:
                return font, QFontMetricsF(font).horizontalAdvance(text) <= width
            scale -= 0.05

    def paintEvent(self, event) -> None:
        view = self.panel.view
        painter = QPainter(self)
        painter.setPen(INK)
        self.elided = []
        self.painted += 1
        x0 = view.x() - self.x()
        for text, first, columns in self.groups():
            left = x0 + view.columnViewportPosition(first)
            width = sum(view.columnWidth(first + i) for i in range(columns))
            rect = QRectF(left, 0, width, self.height())
            font, fits = self.fitted(text, rect.width())
            painter.setFont(font)
            if not fits:
                self.elided.append(text)
                text = QFontMetricsF(font).elidedText(text, Qt.TextElideMode.ElideRight, width)
            painter.drawText(rect, int(Qt.AlignmentFlag.AlignCenter), text)
        painter.end()


class StoragePanel(QFrame):
    """After the Captain phase: the warehouse places and the kept barrels (a drop target
    for the viewer's goods), what goes back, and the button that submits it."""

    def __init__(self, ctx: TableContext, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("storagePanel")
        self.ctx = ctx
        self.model = StorageModel(ctx, self)
        self.view = ZoneView(self.model, ctx, cell_em=(2.4, 2.4))
        self.captions = GroupCaptions(self)
        self.label = QLabel(self)
        self.label.setObjectName("storageNote")  # dark ink in the style sheet
        self.label.setWordWrap(True)
        self.button = QPushButton(self)
        self.button.setObjectName("primaryButton")
        self.button.setAutoDefault(True)  # Enter, as on the prompt bar's buttons
        self.button.clicked.connect(self.submit)
        self.layout_ = QHBoxLayout(self)
        self.layout_.setContentsMargins(0, 0, 0, 0)
        places = QVBoxLayout()
        places.setSpacing(0)
        places.addWidget(self.captions)
        places.addWidget(self.view, 1)
        self.layout_.addLayout(places, 3)
        side = QVBoxLayout()
        side.addWidget(self.label, 1)
        side.addWidget(self.button)
        self.layout_.addLayout(side, 2)
        self.model.modelReset.connect(self.captions.update)
        self.model.dataChanged.connect(self.captions.update)
        self.retranslate_ui()
        self.update_from_draft()

    def places(self) -> int:
        return self.model.columnCount()

    def stretch(self) -> int:
        """Its share of the board's bottom row: more places, more room."""
        return 6 + max(0, self.places() - 3)

    def submit(self) -> bool:
        return self.ctx.request(self.ctx.storage.action())

    def set_hinted(self, hinted: bool) -> None:
        """Mark the button: the draft is what a hint suggests (``PromptBar.set_hint``'s
        look)."""
        set_style_props(self.button, hinted=hinted)

    def update_from_draft(self) -> None:
        draft = self.ctx.storage
        self.setVisible(draft.active)
        # the places get as much of the panel as the words beside them leave
        self.layout_.setStretch(0, max(3, self.places()))
        if not draft.active:
            return
        lost = draft.lost()
        ok = draft.action() in self.ctx.legal
        if ok:
            text = N.tr_plural("Table", "{barrels} will go back to the supply.", lost).format(
                barrels=N.n_barrels(lost, self.ctx.edition)
            )
        else:
            text = self.ctx.explain(draft.action())
        self.label.setText(text)
        self.label.setToolTip(text)
        self.button.setEnabled(ok)
        self.captions.update()

    def retranslate_ui(self) -> None:
        self.button.setText(_tr(QT_TRANSLATE_NOOP("Table", "Keep these")))
        self.update_from_draft()
