r"""The game table: every zone's view, the prompt bar and the player boards.

``TableWidget(session)`` builds one model per zone (:mod:`.common_zones`,
:mod:`.board_zones`) over a shared :class:`.context.TableContext`, shows them in
:class:`.views.ZoneView`\ s, and keeps them current from ``session.state_changed``.
Across the top runs the :class:`.prompt_bar.PromptBar`: whose turn it is, the round
and phase, what to do next and the buttons — all from the phase presenters
(``gui.phases``) — and a line for refusals and the last move, which the session
describes (``session.last_move_text()``).  The table talks to the session only through
``gui.session.TableSession``.
"""

from __future__ import annotations

import time
from collections.abc import Sequence

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QModelIndex,
    Signal,
)
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QStackedWidget, QVBoxLayout, QWidget

from ...engine import actions as A
from ...engine.state import Phase
from .. import names as N
from .. import phases
from ..i18n import QT_TRANSLATE_NOOP
from ..phases.toggles import mask_of
from ..session import TableSession
from ..tooltips import zone_tooltip
from .art import paint_sea
from .board import Panel, PlayerBoard
from .common_zones import (
    ColonistModel,
    MarketModel,
    OfferModel,
    PlayersModel,
    RoleModel,
    ShipsModel,
    SupplyModel,
    TradingHouseModel,
)
from .context import TableContext
from .expansion_drags import VpChipDrag
from .festival_board import festival_on, festival_panel
from .hint_marks import HintMarksMixin, hinted_cells
from .hints import KEYS_TO_PLACE, pick_hint
from .model_base import ZoneModel
from .prompt_bar import InfoLineMixin, PromptBar, StoragePanel
from .prompt_buttons import button_specs
from .smuggler_drags import role_click
from .style import STYLE, set_style_props
from .views import ZoneView


def _t(text: str) -> str:
    return QCoreApplication.translate("Table", text)


class TableWidget(HintMarksMixin, InfoLineMixin, QWidget):
    """The whole table for one session.  See the module docstring."""

    #: The player asked for the score sheet (end of the game).
    scores_requested = Signal()

    def __init__(self, session: TableSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("gameTable")
        self.setAutoFillBackground(False)
        self.session = session
        #: Following the session (False while it plays the card game): a language change
        #: then waits for ``attach``, as this table cannot read the other game's state.
        self.following = True
        self.ctx = TableContext(session, self)
        self.refresh_seconds = 0.0  # time of the last refresh (for the benchmarks in the tests)
        self._worded_edition: int | None = None  # the naming of the last retranslate_ui
        self._pick_hint = ""  # the info line's words for the item picked up, if shown
        self._init_info_line(lambda: self.session.last_move_text())

        ctx = self.ctx
        self.roles = RoleModel(ctx, self)
        self.offer = OfferModel(ctx, self)
        self.colonists = ColonistModel(ctx, self)
        self.market = MarketModel(ctx, self)
        self.house = TradingHouseModel(ctx, self)
        self.ships = ShipsModel(ctx, self)
        self.supply = SupplyModel(ctx, self)
        self.players = PlayersModel(ctx, self)
        self.common_models: list[ZoneModel] = [
            self.roles, self.offer, self.colonists, self.market, self.house, self.ships, self.supply, self.players,
        ]  # fmt: skip

        self.role_view = ZoneView(self.roles, ctx, cell_em=(4.4, 6.6), click_activates=True)
        self.role_view.activation_requested.connect(self._role_clicked)
        self.offer_view = ZoneView(self.offer, ctx, cell_em=(3.3, 3.4))
        self.colonist_view = ZoneView(self.colonists, ctx, cell_em=(3.4, 3.6))
        self.market_view = ZoneView(self.market, ctx, cell_em=(8.6, 3.0), header=True)
        self.house_view = ZoneView(self.house, ctx, cell_em=(2.6, 2.8))
        self.ships_view = ZoneView(self.ships, ctx, cell_em=(5.2, 4.4))
        self.supply_view = ZoneView(self.supply, ctx, cell_em=(2.4, 3.2))
        self.views = [
            self.role_view, self.offer_view, self.colonist_view, self.market_view,
            self.house_view, self.ships_view, self.supply_view,
        ]  # fmt: skip

        ed = lambda: self.ctx.edition  # noqa: E731
        self.panels = [
            Panel(lambda: _t(QT_TRANSLATE_NOOP("Table", "Roles")), self.role_view, lambda: zone_tooltip("roles", ed())),
            Panel(lambda: N.term("plantations", ed()), self.offer_view, lambda: zone_tooltip("offer", ed())),
            Panel(lambda: N.term("Colonists", ed()), self.colonist_view, lambda: zone_tooltip("colonist_ship", ed())),
            Panel(lambda: _t(QT_TRANSLATE_NOOP("Table", "Buildings")), self.market_view, lambda: zone_tooltip("market", ed())),
            Panel(lambda: _t(QT_TRANSLATE_NOOP("Table", "Trading house")), self.house_view, lambda: zone_tooltip("trading_house", ed())),
            Panel(lambda: _t(QT_TRANSLATE_NOOP("Table", "Cargo ships")), self.ships_view, lambda: zone_tooltip("cargo_ships", ed())),
            Panel(lambda: _t(QT_TRANSLATE_NOOP("Table", "Supply")), self.supply_view, lambda: zone_tooltip("goods_supply", ed())),
        ]  # fmt: skip
        (self.roles_panel, self.offer_panel, self.colonist_panel, self.market_panel,
         self.house_panel, self.ships_panel, self.supply_panel) = self.panels  # fmt: skip
        # the festival board (expansion IV), shown in a game with the festival only
        self.festival, self.festival_view, self.festival_panel = festival_panel(ctx, self)
        self.common_models.append(self.festival)
        self.views.append(self.festival_view)
        self.panels.append(self.festival_panel)

        self.prompt_bar = PromptBar(self)
        self.prompt_bar.focus_after_buttons = lambda: self.role_view
        # The building draft (expansion I) shows instead of the zones while it is played.
        # Imported here: ``gui.draft`` builds on this package's modules.
        from ..draft.widget import DraftWidget

        self.draft = DraftWidget(ctx, self)

        left = QVBoxLayout()
        em = QFontMetricsF(self.font()).height()
        gap = int(em * 0.4)
        left.setSpacing(gap)
        left.addWidget(self.roles_panel, 5)
        row1 = QHBoxLayout()
        self.row1 = row1  # the colonists' panel widens for the nobles (``refresh``)
        row1.setSpacing(gap)
        row1.addWidget(self.offer_panel, 7)
        row1.addWidget(self.colonist_panel, 2)
        row1.addWidget(self.festival_panel, 4)
        left.addLayout(row1, 3)
        row2 = QHBoxLayout()
        row2.setSpacing(gap)
        row2.addWidget(self.ships_panel, 10)
        row2.addWidget(self.house_panel, 5)
        row2.addWidget(self.supply_panel, 9)
        left.addLayout(row2, 3)
        top = QHBoxLayout()
        top.setSpacing(gap)
        top.addLayout(left, 11)
        top.addWidget(self.market_panel, 9)

        self.boards_layout = QGridLayout()
        self.boards_layout.setSpacing(gap)
        self.boards: list[PlayerBoard] = []  # the viewer's first
        self._boards_by_seat: list[PlayerBoard] = []
        self.storage_panel = StoragePanel(ctx, self)

        self.body = QWidget(self)  # the zones and the boards; the draft screen in its place
        body = QVBoxLayout(self.body)
        body.setContentsMargins(0, 0, 0, 0)
        body.setSpacing(gap)
        body.addLayout(top, 11)
        body.addLayout(self.boards_layout, 9)
        self.stack = QStackedWidget(self)
        self.stack.addWidget(self.body)
        self.stack.addWidget(self.draft)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(gap, gap, gap, gap)
        outer.setSpacing(gap)
        outer.addWidget(self.prompt_bar)
        outer.addWidget(self.stack, 1)

        ctx.message.connect(self.show_message)
        ctx.draft_changed.connect(self._draft_changed)
        ctx.pick_changed.connect(self._pick_changed)
        self._connect(session)
        self._build_boards()
        # Styled once it is built: a style sheet set first re-styled every widget again
        # whenever a layout took it in.
        self.setStyleSheet(STYLE)
        self.retranslate_ui()
        self.refresh()

    # ------------------------------------------------------------------ session

    def _connect(self, session: TableSession) -> None:
        session.state_changed.connect(self.refresh)
        session.illegal_move.connect(self.show_message)
        session.bot_thinking.connect(self._bot_thinking)
        session.bot_progress.connect(self._bot_progress)

    def detach(self) -> None:
        """Stop following the session (it plays the card game now: ``gui.game_tables``)."""
        old = self.session
        for signal, slot in (
            (old.state_changed, self.refresh),
            (old.illegal_move, self.show_message),
            (old.bot_thinking, self._bot_thinking),
            (old.bot_progress, self._bot_progress),
        ):
            signal.disconnect(slot)
        self.following = False

    def attach(self) -> None:
        """Follow the session again (after ``detach``), from its state now."""
        self.set_session(self.session, detached=True)

    def set_session(self, session: TableSession, detached: bool = False) -> None:
        """Show another game's session (``detached``: the old one is not followed now)."""
        if not detached:
            self.detach()
        self.session = session
        self.ctx.session = session
        self._connect(session)
        self.following = True
        self.ctx.update_from_session()
        self._build_boards()
        self.retranslate_ui()
        self.refresh()

    def _build_boards(self) -> None:
        """One board per seat (built again only for a game with another player count)."""
        self.storage_panel.setParent(self)  # not deleted with the old boards
        for board in self._boards_by_seat:
            self.boards_layout.removeWidget(board)
            board.hide()  # at once: deleteLater waits for the event loop
            board.deleteLater()
        self.players.refresh()
        viewer = self.ctx.viewer()
        self._boards_by_seat = [
            PlayerBoard(self.ctx, seat, self.players, big=(seat == viewer), parent=self.body)
            for seat in range(self.ctx.state.n)
        ]
        self.boards = []
        # a VP chip is dragged from the board's counter onto the black market (expansion I)
        self.vp_drags = [VpChipDrag(self.ctx, b.seat, b.vp) for b in self._boards_by_seat]
        self._place_boards()

    def _place_boards(self) -> None:
        """The viewer's board big on the left, the others clockwise after it."""
        n = len(self._boards_by_seat)
        viewer = self.ctx.viewer()
        order = [self._boards_by_seat[(viewer + i) % n] for i in range(n)]
        if order == self.boards:
            return
        layout = self.boards_layout
        for board in self._boards_by_seat:
            layout.removeWidget(board)
        for c in range(layout.columnCount()):
            layout.setColumnStretch(c, 0)
        for i, board in enumerate(order):
            board.set_big(i == 0)
        # The viewer's board takes half the width (its city shows the buildings' names);
        # the opponents' compact boards share the other half.
        layout.addWidget(order[0], 0, 0, 2, 1)
        layout.setColumnStretch(0, 30)
        others = order[1:]
        if len(others) <= 3:
            for i, board in enumerate(others):
                layout.addWidget(board, 0, 1 + i, 2, 1)
                layout.setColumnStretch(1 + i, 30 // max(2, len(others)))
        else:
            for i, board in enumerate(others):
                layout.addWidget(board, i // 2, 1 + i % 2)
                layout.setColumnStretch(1 + i % 2, 15)
        panel = self.storage_panel
        for board in self._boards_by_seat:
            board.bottom.removeWidget(panel)
        order[0].bottom.addWidget(panel, panel.stretch())
        panel.setParent(order[0])
        panel.update_from_draft()
        self.boards = order

    def focus_areas(self) -> list[list[QWidget]]:
        """The areas F6 moves between (``gui/area_keys.py``): the prompt, the roles, the
        common zones (plantations, colonists, festival, ships, trading house, supply),
        the buildings, one's own board, then each opponent's in seat order — or, while
        the building draft is on, the draft in place of the zones and boards."""
        if self.drafting():
            return [[self.prompt_bar], [self.draft]]
        common: list[QWidget] = [
            self.offer_panel, self.colonist_panel, self.festival_panel,
            self.ships_panel, self.house_panel, self.supply_panel,
        ]  # fmt: skip
        boards: list[list[QWidget]] = [[board] for board in self.boards]
        return [[self.prompt_bar], [self.roles_panel], common, [self.market_panel], *boards]

    def board(self, seat: int) -> PlayerBoard:
        for board in self.boards:
            if board.seat == seat:
                return board
        raise KeyError(seat)

    def drafting(self) -> bool:
        """Is the building draft on the screen (instead of the zones)?"""
        return self.stack.currentWidget() is self.draft

    def all_models(self) -> list[ZoneModel]:
        """Every zone's model on the screen (the draft's while it is played)."""
        out = [m for m in self.common_models if m is not self.festival or festival_on(self.ctx)]
        out.append(self.storage_panel.model)
        if self.drafting():
            out.extend(self.draft.models)
        for board in self.boards:
            out.extend(board.models)
        return out

    def all_views(self) -> list[ZoneView]:
        out = [*self.views, self.storage_panel.view]
        if self.drafting():
            out.extend(self.draft.views)
        for board in self.boards:
            out.extend(board.views)
        return out

    def mark_hint_buttons(self, actions: tuple[int, ...]) -> None:
        """``HintMarksMixin``'s, and in a decision of toggles the toggles to switch; the
        Mayor's Done and the storage panel's button where the draft is the hint already."""
        ctx, bar = self.ctx, self.prompt_bar
        first = actions[0] if actions else None
        if first is None:
            bar.set_hint(None)
        elif phases.choice_start(ctx.state, ctx.legal, ctx.viewer()) is not None:
            bar.set_hint(first, mask_of(first))
        elif (
            ctx.mayor.active
            and all(A.is_kind(a, "place") for a in actions)
            and not any(view.hinted for view in self.all_views())
        ):  # the draft is the hinted arrangement: what is left is to press Done
            bar.set_hint(first, keys=("mayor_done",))
        else:
            bar.set_hint(first)
        storage = ctx.storage
        self.storage_panel.set_hinted(
            first is not None and storage.active and storage.action() == first
        )

    def hinted_items(self, actions: Sequence[int]) -> dict[ZoneModel, set[tuple[int, int]]]:
        """The cells that make a hint's steps (``HintMarksMixin.show_hint``)."""
        return hinted_cells(self.all_models(), actions)

    # ------------------------------------------------------------------ refresh

    def refresh(self) -> None:
        """Re-read the session's state into every model and the prompt bar."""
        t0 = time.perf_counter()
        self.ctx.update_from_session()
        if len(self._boards_by_seat) != self.ctx.state.n:
            self._build_boards()
        elif self.boards and self.boards[0].seat != self.ctx.viewer():
            self._place_boards()
        if self.ctx.edition != self._worded_edition:  # a new game in the other naming
            self.retranslate_ui()
        for model in self.common_models:
            model.refresh()
        self.storage_panel.model.refresh()
        for board in self.boards:
            board.refresh()
        festival = festival_on(self.ctx)  # its board beside: the captions need the room
        self.row1.setStretchFactor(self.colonist_panel, self.colonists.columnCount() + festival)
        self.festival_panel.setVisible(festival)
        drafting = self.ctx.state.phase == Phase.DRAFT
        if drafting or self.drafting():
            self.draft.refresh()
        self.stack.setCurrentWidget(self.draft if drafting else self.body)
        if time.monotonic() - self._message_time > 1.0:
            self._clear_warning()
        self._update_prompt()
        self.refresh_seconds = time.perf_counter() - t0

    def _draft_changed(self) -> None:
        self.boards[0].refresh_draft()
        self.storage_panel.model.refresh()
        self._update_prompt()
        self.refresh_hint()  # a Mayor's hint: what is left to move

    def _pick_changed(self) -> None:
        payload = self.ctx.picked
        if payload is not None:
            self._pick_hint = pick_hint(self.ctx, payload)
            focus = self.window().focusWidget()
            if any(view.keyboard_focus and view is focus for view in self.all_views()):
                self._pick_hint += " " + _t(KEYS_TO_PLACE)  # picked with the keys
            self.show_info(self._pick_hint)
        elif self._pick_hint and self.message_text() == self._pick_hint:
            # put down or dropped (Esc): the hint of where it goes is over — unless a
            # refusal took its place (a drop somewhere it may not go says why)
            self._clear_warning()
        if payload is None:
            self._pick_hint = ""

    # ------------------------------------------------------------------ prompt

    def _update_prompt(self) -> None:
        s = self.ctx.state
        bar = self.prompt_bar
        viewer = self.ctx.viewer()
        names = self.ctx.names()
        mine = self.ctx.interactive()
        over = s.is_terminal()
        if over:
            chip = _t(QT_TRANSLATE_NOOP("Table", "Game over"))
        elif mine and sum(seat.is_human for seat in self.session.seats) > 1:
            # several people at one screen: whose turn it is, by name
            chip = _t(QT_TRANSLATE_NOOP("Table", "Your turn, {player}")).format(
                player=phases.player_name(s.current, names)
            )
        elif mine:
            chip = _t(QT_TRANSLATE_NOOP("Table", "Your turn"))
        else:
            chip = phases.player_name(s.current, names)
        bar.chip.setText(chip)
        for w in (bar, bar.chip):
            set_style_props(w, mine=mine, over=over)
        bar.set_title(phases.phase_title(s), bool(s.end_triggered) and not s.is_terminal())
        # an instruction only to whoever may act now: a replay seen by the player to move
        # told him to drag a tile he could not drag
        bar.prompt.setText(phases.phase_prompt(s, viewer if mine else -1, names))
        bar.set_buttons(button_specs(self))
        self.storage_panel.update_from_draft()
        if self.boards:  # a storehouse's six places need more of the row
            self.boards[0].bottom.setStretchFactor(self.storage_panel, self.storage_panel.stretch())

    def show_scores(self) -> None:
        """The score sheet, asked of whoever listens (the main window)."""
        self.scores_requested.emit()

    # ------------------------------------------------------------------ roles

    def _role_clicked(self, index: QModelIndex) -> None:
        if not role_click(self.ctx, index.column()):  # the smuggler's choice (expansion III)
            self.take_role(index.column())

    def take_role(self, card: int) -> bool:
        """Take a role card (the session asks first when it would bring nothing)."""
        return self.ctx.request(A.choose_role(card))

    # ------------------------------------------------------------------ painting and language

    def paintEvent(self, event) -> None:
        paint_sea(self)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and self.following:
            self.retranslate_ui()
        super().changeEvent(event)

    def retranslate_ui(self) -> None:
        self._worded_edition = self.ctx.edition  # the zone titles' naming (refresh)
        for panel in self.panels:
            panel.retranslate_ui()
        for model in self.common_models:
            model.retranslate()
        for board in self.boards:
            board.retranslate_ui()
        self.storage_panel.model.retranslate()
        self.storage_panel.retranslate_ui()
        self.draft.retranslate_ui()
        if time.monotonic() - self._message_time > 1.0:
            self._clear_warning()  # the last move, in the new language
        self._update_prompt()


__all__ = ["TableWidget"]
