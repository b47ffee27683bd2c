"""The draft screen: what the table shows while the building draft is played.

``DraftWidget`` puts the board's spaces (``DraftBoardModel``) beside the buildings still
to choose from (``DraftPoolModel``), each in a ``ZoneView`` on a parchment ``Panel``
like the table's zones, with a line saying in which order the players choose and whose
turn it is.  The table shows it instead of its zones while the game is in
``Phase.DRAFT`` (``TableWidget.refresh``); the prompt bar above stays (whose turn, what
to do, refusals and the last pick).
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QHBoxLayout, QLabel, QVBoxLayout, QWidget

from ..i18n import QT_TRANSLATE_NOOP
from ..phases import player_name
from ..table.board import Panel
from ..table.context import TableContext
from ..table.model_base import ZoneModel
from ..table.views import ZoneView
from .model import SPACES, DraftBoardModel, DraftPoolModel


def _t(text: str) -> str:
    return QCoreApplication.translate("Draft", text)


class DraftWidget(QWidget):
    """The board's spaces and the buildings to choose from; see the module docstring."""

    def __init__(self, ctx: TableContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("draftScreen")
        self.ctx = ctx
        self.board = DraftBoardModel(ctx, self)
        self.pool = DraftPoolModel(ctx, self)
        self.models: list[ZoneModel] = [self.board, self.pool]
        self.board_view = ZoneView(self.board, ctx, cell_em=(6.4, 4.2))
        self.pool_view = ZoneView(self.pool, ctx, cell_em=(8.6, 3.0))
        self.views = [self.board_view, self.pool_view]
        for view in self.views:
            view.setObjectName("draftBoard" if view is self.board_view else "draftPool")
        self.order = QLabel(self)
        self.order.setObjectName("promptText")
        self.order.setWordWrap(True)
        self.order.setTextFormat(Qt.TextFormat.RichText)

        board_body = QWidget(self)
        board_layout = QVBoxLayout(board_body)
        board_layout.setContentsMargins(0, 0, 0, 0)
        board_layout.addWidget(self.board_view, 1)
        board_layout.addWidget(self.order)
        self.board_panel = Panel(self._board_title, board_body, self._board_tip, self)
        self.pool_panel = Panel(
            lambda: _t(QT_TRANSLATE_NOOP("Draft", "Buildings to choose from")),
            self.pool_view,
            lambda: _t(
                QT_TRANSLATE_NOOP(
                    "Draft",
                    "The base game's and the expansion's buildings that a free space of their "
                    "cost can still take. Drag one onto the board, or double-click it.",
                )
            ),
            self,
        )
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(int(QFontMetricsF(self.font()).height() * 0.4))
        layout.addWidget(self.board_panel, 9)
        layout.addWidget(self.pool_panel, 11)
        self.refresh()

    def _board_title(self) -> str:
        return _t(
            QT_TRANSLATE_NOOP("Draft", "The board: {filled} of {spaces} spaces taken")
        ).format(filled=self.board.filled(), spaces=SPACES)

    def _board_tip(self) -> str:
        return _t(
            QT_TRANSLATE_NOOP(
                "Draft",
                "The board's spaces for the buildings that produce nothing, by cost. The "
                "production buildings are on the board from the start.",
            )
        )

    def refresh(self) -> None:
        for model in self.models:
            model.refresh()
        self.board_panel.retranslate_ui()
        self.order.setText(self._order_text())

    def _order_text(self) -> str:
        """ "Order: Anna → Benno → Clara", the player to move in bold."""
        s = self.ctx.state
        names = self.ctx.names()
        seats = [(s.governor + i) % s.n for i in range(s.n)]
        parts = []
        for seat in seats:
            name = escape(player_name(seat, names))
            parts.append(f"<b>▶ {name}</b>" if seat == s.current else name)
        return _t(QT_TRANSLATE_NOOP("Draft", "Order: {players}")).format(players=" → ".join(parts))

    def retranslate_ui(self) -> None:
        for model in self.models:
            model.retranslate()
        self.board_panel.retranslate_ui()
        self.pool_panel.retranslate_ui()
        self.order.setText(self._order_text())
