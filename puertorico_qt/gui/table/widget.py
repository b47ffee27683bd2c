"""The game table: every zone's view, the prompt bar and the player boards.

``TableWidget(session)`` builds one model per zone (see :mod:`.models`) over a
shared :class:`.context.TableContext`, shows them in :class:`.views.ZoneView`s,
and keeps them current from ``session.state_changed``.  Across the top runs the
**prompt bar**: whose turn it is, the round and phase, what to do next in plain
words (``texts.phase_prompt``), the buttons for the decisions that are not a
drag (Pass, yes/no questions, the Craftsman's extra good, Done for the Mayor,
Keep for the storage), and a line for refusals and the last move.
"""

from __future__ import annotations

import contextlib
import time
from typing import Any

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QCoreApplication,
    QEvent,
    QMetaMethod,
    QModelIndex,
    QRect,
    QSize,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QFont, QFontMetricsF, QIcon, QPainter
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ...engine import actions as A
from ...engine.data import N_GOODS, WHARF
from ...engine.state import Phase
from .. import names as N
from .. import texts as T
from .advice import confirm_role
from .art import art, paint_sea
from .context import TableContext
from .models import (
    CityModel,
    ColonistModel,
    GoodsModel,
    IslandModel,
    MarketModel,
    OfferModel,
    PlayersModel,
    R,
    RoleModel,
    SanJuanModel,
    ShipsModel,
    StorageModel,
    SupplyModel,
    TradingHouseModel,
    ZoneModel,
)
from .views import ZoneView


def _t(text: str) -> str:
    return QCoreApplication.translate("Table", text)


PARCHMENT = "#f7eed8"
INK = "#3b2a1a"


def icon_for(name: str, em: float, dpr: float) -> QIcon:
    size = QSize(int(em * 1.3), int(em * 1.3))
    return QIcon(art().pixmap(name, size, dpr))


# =========================================================================== small widgets


class Panel(QFrame):
    """A titled zone of the table: a parchment card around a view."""

    def __init__(
        self, title: Any, body: QWidget, tooltip: Any = None, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("zonePanel")
        self._title_fn = title
        self._tip_fn = tooltip
        self.title = QLabel(self)
        self.title.setObjectName("zoneTitle")
        layout = QVBoxLayout(self)
        em = QFontMetricsF(self.font()).height()
        m = int(em * 0.3)
        layout.setContentsMargins(m, int(em * 0.15), m, m)
        layout.setSpacing(int(em * 0.1))
        layout.addWidget(self.title)
        layout.addWidget(body, 1)
        self.body = body
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.title.setText(self._title_fn() if callable(self._title_fn) else str(self._title_fn))
        if self._tip_fn is not None:
            self.setToolTip(self._tip_fn())


class StatChip(QWidget):
    """An icon and a number: doubloons, VP chips, colonists of a player."""

    def __init__(self, art_name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.art_name = art_name
        self.icon = QLabel(self)
        self.text = QLabel(self)
        font = QFont(self.text.font())
        font.setBold(True)
        self.text.setFont(font)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        layout.addWidget(self.icon)
        layout.addWidget(self.text)
        self._paint_icon()

    def _paint_icon(self) -> None:
        em = QFontMetricsF(self.font()).height()
        self.icon.setPixmap(
            art().pixmap(
                self.art_name, QSize(int(em * 1.15), int(em * 1.15)), self.devicePixelRatioF()
            )
        )

    def set_value(self, text: str, tooltip: str = "") -> None:
        self.text.setText(text)
        self.setToolTip(tooltip)


class ElidingLabel(QLabel):
    """A one-line label that gives way when its row is short of room: the text is
    elided in the middle ("Comp…er 3": names that differ at the end stay apart) and the
    whole of it goes into the tooltip (a long player name on a narrow opponent's board)."""

    def minimumSizeHint(self) -> QSize:
        hint = super().minimumSizeHint()
        fm = QFontMetricsF(self.font())
        return QSize(min(hint.width(), int(fm.horizontalAdvance("Mmmm…")) + 2), hint.height())

    def paintEvent(self, event) -> None:
        fm = QFontMetricsF(self.font())
        text = self.text()
        if fm.horizontalAdvance(text) <= self.contentsRect().width() + 0.5:
            super().paintEvent(event)
            return
        painter = QPainter(self)
        painter.setFont(self.font())
        painter.setPen(self.palette().color(self.foregroundRole()))
        rect = self.contentsRect()
        elided = fm.elidedText(text, Qt.TextElideMode.ElideMiddle, rect.width())
        painter.drawText(
            rect, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), elided
        )
        painter.end()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        cut = QFontMetricsF(self.font()).horizontalAdvance(self.text()) > self.width() + 0.5
        self.setToolTip(self.text() if cut else "")


class RoleTag(QLabel):
    """The role a player took: its small picture and its name — only the picture (the
    name in the tooltip) when the board is too narrow for both."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._art = ""
        self._name = ""
        self._icon_only = False

    def set_icon_only(self, icon_only: bool) -> None:
        """Only the picture (the board decides: its header is short of room)."""
        if icon_only != self._icon_only:
            self._icon_only = icon_only
            self.updateGeometry()
            self.update()

    def full_width(self) -> int:
        icon = self._icon_size()
        text = QFontMetricsF(self.font()).horizontalAdvance(self._name)
        return icon.width() + int(icon.height() * 0.25 + text) + 2

    def set_role(self, art_name: str, name: str) -> None:
        self._art, self._name = art_name, name
        self.setToolTip(name)
        self.setVisible(bool(name))
        self.updateGeometry()
        self.update()

    def _icon_size(self) -> QSize:
        h = QFontMetricsF(self.font()).height() * 1.25
        return QSize(round(h * 0.72), round(h))

    def sizeHint(self) -> QSize:
        icon = self._icon_size()
        return QSize(icon.width() if self._icon_only else self.full_width(), icon.height())

    def minimumSizeHint(self) -> QSize:
        return self._icon_size()

    def paintEvent(self, event) -> None:
        if not self._name:
            return
        painter = QPainter(self)
        icon = self._icon_size()
        top = (self.height() - icon.height()) // 2
        if self._art:
            painter.drawPixmap(0, top, art().pixmap(self._art, icon, self.devicePixelRatioF()))
        if not self._icon_only and self.width() >= self.full_width():
            painter.setFont(self.font())
            painter.setPen(self.palette().color(self.foregroundRole()))
            x = icon.width() + int(icon.height() * 0.25)
            painter.drawText(
                QRect(x, 0, self.width() - x, self.height()),
                int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
                self._name,
            )
        painter.end()


class PlayerBoard(QFrame):
    """One player's board: header (name, governor, role, money, VP), island, city,
    San Juan and goods — and, for the viewer after the Captain phase, the storage."""

    def __init__(
        self, ctx: TableContext, seat: int, players: PlayersModel, big: bool, parent=None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("playerBoard")
        self.ctx = ctx
        self.seat = seat
        self.players = players
        self.big = big
        self.island = IslandModel(ctx, seat, self)
        self.city = CityModel(ctx, seat, self)
        self.san_juan = SanJuanModel(ctx, seat, self)
        self.goods = GoodsModel(ctx, seat, self)
        self.models: list[ZoneModel] = [self.island, self.city, self.san_juan, self.goods]
        self.island_view = ZoneView(self.island, ctx)
        self.city_view = ZoneView(self.city, ctx)
        self.san_juan_view = ZoneView(self.san_juan, ctx)
        self.goods_view = ZoneView(self.goods, ctx)
        self.views = [self.island_view, self.city_view, self.san_juan_view, self.goods_view]

        self.name = ElidingLabel(self)
        self.name.setObjectName("playerName")
        self.governor = QLabel(self)
        self.role = RoleTag(self)
        self.role.setObjectName("playerRole")
        self.doubloons = StatChip("tokens/doubloon", self)
        self.vp = StatChip("tokens/vp_chip", self)
        self.colonists = StatChip("tokens/colonist", self)
        # The header: name, governor, role … and the three numbers on the right; on a
        # board too narrow for all of it the numbers go to a second row (``_fit_header``).
        self.chips = QWidget(self)
        chips = QHBoxLayout(self.chips)
        chips.setContentsMargins(0, 0, 0, 0)
        chips.addWidget(self.doubloons)
        chips.addWidget(self.vp)
        chips.addWidget(self.colonists)
        head = QGridLayout()
        self.head = head  # spaced in set_big
        head.setVerticalSpacing(0)
        head.addWidget(self.name, 0, 0)
        head.addWidget(self.governor, 0, 1)
        head.addWidget(self.role, 0, 2)
        head.setColumnStretch(3, 1)
        self._two_rows: bool | None = None
        self._header_rows(two=False)

        self.grid = QGridLayout()
        self.grid.setSpacing(int(QFontMetricsF(self.font()).height() * 0.3))
        self._stacked: bool | None = None
        self.big = big
        self._arrange(stacked=False)
        bottom = QHBoxLayout()
        bottom.setSpacing(int(QFontMetricsF(self.font()).height() * 0.3))
        bottom.addWidget(self.san_juan_view, 1)
        bottom.addWidget(self.goods_view, 5)
        self.bottom = bottom  # the viewer's board also holds the storage panel here
        self.big = not big
        self.set_big(big)
        layout = QVBoxLayout(self)
        em = QFontMetricsF(self.font()).height()
        m = int(em * 0.35)
        layout.setContentsMargins(m, int(em * 0.2), m, m)
        layout.setSpacing(int(em * 0.25))
        layout.addLayout(head)
        layout.addLayout(self.grid, 1)
        layout.addLayout(bottom)
        self.island_view.setToolTip(T.zone_tooltip("island", ctx.edition))
        self.refresh_header()

    def set_big(self, big: bool) -> None:
        """The viewer's board is big (names on the buildings); the others are compact."""
        if big == self.big:
            return
        self.big = big
        gap = int(QFontMetricsF(self.font()).height() * (0.5 if big else 0.25))
        self.head.setHorizontalSpacing(gap)
        self.chips.layout().setSpacing(gap)
        cell = 3.4 if big else 1.9
        sizes = {
            self.island_view: (cell, cell),
            self.city_view: (cell * 1.45 if big else cell, cell),
            self.san_juan_view: (cell * 0.8, cell * 0.8),
            self.goods_view: (cell * 0.8, cell * 0.8),
        }
        for view, size in sizes.items():
            view.cell_em = size
            view.compact = not big
            view.updateGeometry()
            view.viewport().update()
        stacked, self._stacked = self._stacked, None
        self._arrange(bool(stacked))
        self.refresh_header()

    def _arrange(self, stacked: bool) -> None:
        """Island beside the city (a wide board) or above it (a narrow one)."""
        if stacked == self._stacked:
            return
        self._stacked = stacked
        grid = self.grid
        grid.removeWidget(self.island_view)
        grid.removeWidget(self.city_view)
        for i in range(2):
            grid.setColumnStretch(i, 0)
            grid.setRowStretch(i, 0)
        if stacked:
            grid.addWidget(self.island_view, 0, 0)
            grid.addWidget(self.city_view, 1, 0)
            grid.setRowStretch(0, 1)
            grid.setRowStretch(1, 1)
            grid.setColumnStretch(0, 1)
        else:
            grid.addWidget(self.island_view, 0, 0)
            grid.addWidget(self.city_view, 0, 1)
            grid.setColumnStretch(0, 4)
            grid.setColumnStretch(1, 6 if self.big else 4)
            grid.setRowStretch(0, 1)

    def resizeEvent(self, event) -> None:
        size = event.size()
        self._arrange(stacked=size.width() < size.height() * 1.45)
        self._fit_header(size.width())
        super().resizeEvent(event)

    def _header_rows(self, two: bool) -> None:
        if two == self._two_rows:
            return
        self._two_rows = two
        self.head.removeWidget(self.chips)
        if two:
            self.head.addWidget(self.chips, 1, 0, 1, 4, Qt.AlignmentFlag.AlignRight)
        else:
            self.head.addWidget(self.chips, 0, 4)

    def _fit_header(self, width: int | None = None) -> None:
        """On a narrow board the role's name goes first (its picture stays), then the
        numbers move to a second row; the player's name is cut (in the middle, whole in
        the tooltip) only when it does not fit a row of its own."""
        frame = self.frameWidth() * 2  # the border (thicker on the current player's board)
        width = (self.width() if width is None else width) - frame
        margins = self.layout().contentsMargins() if self.layout() is not None else None
        room = width - (margins.left() + margins.right() if margins is not None else 0) - 4
        gap = self.head.horizontalSpacing() + 1
        name = self.name.sizeHint().width() + gap
        if not self.governor.isHidden():
            name += self.governor.sizeHint().width() + gap
        icon = self.role.minimumSizeHint().width() + gap if self.role.isVisibleTo(self) else 0
        full = self.role.full_width() + gap if icon else 0
        chips = self.chips.sizeHint().width()
        self.role.set_icon_only(name + full + chips > room and (name + icon + chips <= room
                                                                or name + full > room))  # fmt: skip
        self._header_rows(two=name + icon + chips > room)

    def refresh(self) -> None:
        for model in self.models:
            model.refresh()
        self.refresh_header()

    def refresh_draft(self) -> None:
        for model in self.models:
            model.refresh()

    def refresh_header(self) -> None:
        m = self.players
        row = self.seat
        if row >= m.rowCount():
            return
        ed = self.ctx.edition
        s = self.ctx.state
        name = m.index(row, m.NAME).data()
        you = self.seat == self.ctx.viewer()
        self.name.setText(
            _t(QT_TRANSLATE_NOOP("Table", "{player} (you)")).format(player=name)
            if you and self.big
            else name
        )
        em = QFontMetricsF(self.font()).height()
        if s.governor == self.seat:
            self.governor.setPixmap(
                art().pixmap(
                    "tokens/governor", QSize(int(em * 1.2), int(em * 1.2)), self.devicePixelRatioF()
                )
            )
            self.governor.setToolTip(N.term("governor", ed))
            self.governor.show()
        else:
            self.governor.hide()
        role_index = m.index(row, m.ROLE)
        role = role_index.data()
        kind = role_index.data(R.Value)
        self.role.set_role(
            "roles/" + N.ROLE_ART[kind] if kind is not None and 0 <= kind < len(N.ROLE_ART) else "",
            role if role != "–" else "",
        )
        self.doubloons.set_value(m.index(row, m.DOUBLOONS).data(), T.zone_tooltip("doubloons", ed))
        self.vp.set_value(m.index(row, m.VP).data(), T.zone_tooltip("vp_chips", ed))
        self.colonists.set_value(m.index(row, m.COLONISTS).data(), N.term("Colonists", ed))
        self._fit_header()
        current = bool(m.index(row, m.NAME).data(R.Current))
        if self.property("current") != current or self.property("you") != you:
            self.setProperty("current", current)
            self.setProperty("you", you)
            self.style().unpolish(self)
            self.style().polish(self)

    def retranslate_ui(self) -> None:
        for model in self.models:
            model.retranslate()
        self.refresh_header()


class StoragePanel(QFrame):
    """After the Captain phase: the warehouse places and the kept barrel (a drop
    target for the viewer's goods), what is lost, and the button that submits it."""

    def __init__(self, ctx: TableContext, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("storagePanel")
        self.ctx = ctx
        self.model = StorageModel(ctx, self)
        self.view = ZoneView(self.model, ctx, cell_em=(3.0, 2.7))
        self.label = QLabel(self)
        self.label.setWordWrap(True)
        self.button = QPushButton(self)
        self.button.setObjectName("primaryButton")
        self.button.clicked.connect(self.submit)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.view, 3)
        side = QVBoxLayout()
        side.addWidget(self.label, 1)
        side.addWidget(self.button)
        layout.addLayout(side, 2)
        self.retranslate_ui()
        self.update_from_draft()

    def submit(self) -> bool:
        return self.ctx.request(self.ctx.storage.action())

    def update_from_draft(self) -> None:
        draft = self.ctx.storage
        self.setVisible(draft.active)
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
        self.button.setEnabled(ok)

    def retranslate_ui(self) -> None:
        self.button.setText(_t(QT_TRANSLATE_NOOP("Table", "Keep these")))
        self.update_from_draft()


class PromptBar(QFrame):
    """Whose turn, the round and phase, what to do next, the buttons, the info line."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("promptBar")
        self.chip = QLabel(self)
        self.chip.setObjectName("turnChip")
        self.chip.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title = QLabel(self)
        self.title.setObjectName("phaseTitle")
        self.prompt = QLabel(self)
        self.prompt.setObjectName("promptText")
        self.prompt.setWordWrap(True)
        self.prompt.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.info = QLabel(self)
        self.info.setObjectName("infoLine")
        self.info.setWordWrap(True)
        self.progress = QProgressBar(self)
        self.progress.setRange(0, 100)
        self.progress.setTextVisible(False)
        em = QFontMetricsF(self.font()).height()
        self.progress.setMaximumHeight(int(em * 0.4))
        self.progress.setMaximumWidth(int(em * 8))
        self.progress.hide()
        self.buttons = QHBoxLayout()
        self.buttons.setSpacing(int(em * 0.4))
        texts = QVBoxLayout()
        texts.setSpacing(int(em * 0.1))
        top = QHBoxLayout()
        top.addWidget(self.title)
        top.addWidget(self.progress)
        top.addStretch(1)
        texts.addLayout(top)
        texts.addWidget(self.prompt)
        texts.addWidget(self.info)
        layout = QHBoxLayout(self)
        m = int(em * 0.4)
        layout.setContentsMargins(m, m // 2, m, m // 2)
        layout.setSpacing(int(em * 0.7))
        layout.addWidget(self.chip)
        layout.addLayout(texts, 1)
        layout.addLayout(self.buttons)
        self._button_keys: tuple = ()

    def set_buttons(
        self, specs: list[tuple[str, str, Any, bool, QIcon | None, bool]]
    ) -> list[QPushButton]:
        """(key, text, callback, enabled, icon, primary) per button; rebuilt when the keys change."""
        keys = tuple(spec[0] for spec in specs)
        if keys != self._button_keys:
            while self.buttons.count():
                item = self.buttons.takeAt(0)
                if item.widget() is not None:
                    item.widget().deleteLater()
            for key, _text, callback, _enabled, _icon, primary in specs:
                button = QPushButton(self)
                button.setObjectName("primaryButton" if primary else "promptButton")
                button.setProperty("key", key)
                button.clicked.connect(callback)
                self.buttons.addWidget(button)
            self._button_keys = keys
        out = []
        for i, (_key, text, _callback, enabled, icon, _primary) in enumerate(specs):
            button = self.buttons.itemAt(i).widget()
            button.setText(text)
            button.setEnabled(enabled)
            button.setIcon(icon if icon is not None else QIcon())
            out.append(button)
        return out

    def button(self, key: str) -> QPushButton | None:
        for i in range(self.buttons.count()):
            w = self.buttons.itemAt(i).widget()
            if w is not None and w.property("key") == key:
                return w
        return None


# =========================================================================== the table


STYLE = """
#promptBar { background: rgba(251, 244, 226, 0.97); border: 2px solid #8b6b3e; border-radius: 10px; }
#promptBar[mine="true"] { border-color: #2e9d4f; background: #f3f9e9; }
#turnChip { background: #6d5a45; color: white; border-radius: 8px; padding: 0.3em 0.8em; font-weight: bold; }
#turnChip[mine="true"] { background: #2e9d4f; }
#turnChip[over="true"] { background: #b8860b; }
#phaseTitle { color: #6d5a45; font-weight: bold; }
#phaseTitle[last="true"] { color: #b03a2e; }
#promptText { color: #3b2a1a; }
#infoLine { color: #8a6d3b; }
#infoLine[warn="true"] { color: #b03a2e; font-weight: bold; }
#zonePanel { background: rgba(251, 244, 226, 0.93); border: 1px solid #8b6b3e; border-radius: 8px; }
#zoneTitle { color: #5a4330; font-weight: bold; }
#playerBoard { background: rgba(244, 234, 208, 0.93); border: 1px solid #8b6b3e; border-radius: 10px; }
#playerBoard[you="true"] { background: rgba(251, 244, 226, 0.97); }
#playerBoard[current="true"] { border: 3px solid #d9a521; }
#playerName { font-weight: bold; color: #3b2a1a; }
#playerRole { color: #6b4a8c; font-weight: bold; }
QPushButton#primaryButton { background: #2e9d4f; color: white; font-weight: bold; border-radius: 6px;
    padding: 0.35em 1.1em; border: 1px solid #1f6e37; }
QPushButton#primaryButton:disabled { background: #9bb8a3; border-color: #8aa592; }
QPushButton#promptButton { background: #fffaf0; color: #3b2a1a; border-radius: 6px; padding: 0.35em 1.0em;
    border: 1px solid #8b6b3e; }
QPushButton#promptButton:hover, QPushButton#primaryButton:hover { border-width: 2px; }
#storagePanel { background: transparent; }
"""


class TableWidget(QWidget):
    """The whole table for one session.  See the module docstring."""

    #: The player asked for the score sheet (end of the game).
    scores_requested = Signal()

    def __init__(self, session: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("gameTable")
        self.setStyleSheet(STYLE)
        self.setAutoFillBackground(False)
        self.session = session
        self.ctx = TableContext(session, self)
        self.refresh_seconds = 0.0  # time of the last refresh (for the benchmarks in the tests)
        self._message_time = 0.0
        self._last_line = ""
        self._shadow = session.state.clone()
        self._info_timer = QTimer(self)
        self._info_timer.setSingleShot(True)
        self._info_timer.timeout.connect(self._clear_warning)

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
            Panel(lambda: _t(QT_TRANSLATE_NOOP("Table", "Roles")), self.role_view, lambda: T.zone_tooltip("roles", ed())),
            Panel(lambda: N.term("plantations", ed()), self.offer_view, lambda: T.zone_tooltip("offer", ed())),
            Panel(lambda: N.term("Colonists", ed()), self.colonist_view, lambda: T.zone_tooltip("colonist_ship", ed())),
            Panel(lambda: _t(QT_TRANSLATE_NOOP("Table", "Buildings")), self.market_view, lambda: T.zone_tooltip("market", ed())),
            Panel(lambda: _t(QT_TRANSLATE_NOOP("Table", "Trading house")), self.house_view, lambda: T.zone_tooltip("trading_house", ed())),
            Panel(lambda: _t(QT_TRANSLATE_NOOP("Table", "Cargo ships")), self.ships_view, lambda: T.zone_tooltip("cargo_ships", ed())),
            Panel(lambda: _t(QT_TRANSLATE_NOOP("Table", "Supply")), self.supply_view, lambda: T.zone_tooltip("goods_supply", ed())),
        ]  # fmt: skip
        (self.roles_panel, self.offer_panel, self.colonist_panel, self.market_panel,
         self.house_panel, self.ships_panel, self.supply_panel) = self.panels  # fmt: skip

        self.prompt_bar = PromptBar(self)

        left = QVBoxLayout()
        em = QFontMetricsF(self.font()).height()
        gap = int(em * 0.4)
        left.setSpacing(gap)
        left.addWidget(self.roles_panel, 5)
        row1 = QHBoxLayout()
        row1.setSpacing(gap)
        row1.addWidget(self.offer_panel, 7)
        row1.addWidget(self.colonist_panel, 2)
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

        outer = QVBoxLayout(self)
        outer.setContentsMargins(gap, gap, gap, gap)
        outer.setSpacing(gap)
        outer.addWidget(self.prompt_bar)
        outer.addLayout(top, 11)
        outer.addLayout(self.boards_layout, 9)

        ctx.message.connect(self.show_message)
        ctx.draft_changed.connect(self._draft_changed)
        ctx.pick_changed.connect(self._pick_changed)
        self._connect(session)
        self._build_boards()
        self.retranslate_ui()
        self.refresh()

    # ------------------------------------------------------------------ session

    def _connect(self, session: Any) -> None:
        session.state_changed.connect(self.refresh)
        session.illegal_move.connect(self.show_message)
        for name, slot in (
            ("action_applied", self._action_applied),
            ("bot_thinking", self._bot_thinking),
            ("bot_progress", self._bot_progress),
        ):
            signal = getattr(session, name, None)
            if signal is not None:
                signal.connect(slot)

    def set_session(self, session: Any) -> None:
        """Show another game (a new game or a loaded one)."""
        for name in (
            "state_changed",
            "illegal_move",
            "action_applied",
            "bot_thinking",
            "bot_progress",
        ):
            signal = getattr(self.session, name, None)
            if signal is not None:
                with contextlib.suppress(RuntimeError, TypeError):
                    signal.disconnect(self)
        self.session = session
        self.ctx.session = session
        self._shadow = session.state.clone()
        self._connect(session)
        self.ctx.update_from_session()
        self._build_boards()
        self.retranslate_ui()
        self.refresh()

    def _build_boards(self) -> None:
        """One board per seat (built again only for a game with another player count)."""
        self.storage_panel.setParent(self)  # not deleted with the old boards
        for board in self._boards_by_seat:
            self.boards_layout.removeWidget(board)
            board.deleteLater()
        self.players.refresh()
        viewer = self.ctx.viewer()
        self._boards_by_seat = [
            PlayerBoard(self.ctx, seat, self.players, big=(seat == viewer), parent=self)
            for seat in range(self.ctx.state.n)
        ]
        self.boards = []
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
        order[0].bottom.addWidget(panel, 6)
        panel.setParent(order[0])
        panel.update_from_draft()
        self.boards = order

    def board(self, seat: int) -> PlayerBoard:
        for board in self.boards:
            if board.seat == seat:
                return board
        raise KeyError(seat)

    def all_models(self) -> list[ZoneModel]:
        out = [*self.common_models, self.storage_panel.model]
        for board in self.boards:
            out.extend(board.models)
        return out

    def all_views(self) -> list[ZoneView]:
        out = [*self.views, self.storage_panel.view]
        for board in self.boards:
            out.extend(board.views)
        return out

    # ------------------------------------------------------------------ refresh

    def refresh(self) -> None:
        """Re-read the session's state into every model and the prompt bar."""
        t0 = time.perf_counter()
        self.ctx.update_from_session()
        if len(self._boards_by_seat) != self.ctx.state.n:
            self._build_boards()
        elif self.boards and self.boards[0].seat != self.ctx.viewer():
            self._place_boards()
        for model in self.common_models:
            model.refresh()
        self.storage_panel.model.refresh()
        for board in self.boards:
            board.refresh()
        self._shadow = self.session.state.clone()
        if time.monotonic() - self._message_time > 1.0:
            self._clear_warning()
        self._update_prompt()
        self.refresh_seconds = time.perf_counter() - t0

    def _draft_changed(self) -> None:
        self.boards[0].refresh_draft()
        self.storage_panel.model.refresh()
        self._update_prompt()

    def _pick_changed(self) -> None:
        payload = self.ctx.picked
        if payload is not None:
            self.show_info(self._pick_hint(payload))

    def _pick_hint(self, payload: dict) -> str:
        kind = payload.get("kind")
        if kind == "colonist":
            return _t(
                QT_TRANSLATE_NOOP(
                    "Table",
                    "Now click a free circle (or the {san_juan} space) for this {colonist}. Esc cancels.",
                )
            ).format(
                colonist=N.term("colonist", self.ctx.edition),
                san_juan=N.term("san_juan", self.ctx.edition),
            )
        return _t(
            QT_TRANSLATE_NOOP(
                "Table", "Now click where it should go — the lit places. Esc cancels."
            )
        )

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
        elif mine:
            chip = _t(QT_TRANSLATE_NOOP("Table", "Your turn"))
        else:
            chip = T.player_name(s.current, names)
        bar.chip.setText(chip)
        for w in (bar, bar.chip):
            if w.property("mine") != mine or w.property("over") != over:
                w.setProperty("mine", mine)
                w.setProperty("over", over)
                w.style().unpolish(w)
                w.style().polish(w)
        bar.title.setText(T.phase_title(s))
        last = bool(s.end_triggered) and not s.is_terminal()
        if bar.title.property("last") != last:  # the last round stands out
            bar.title.setProperty("last", last)
            bar.title.style().unpolish(bar.title)
            bar.title.style().polish(bar.title)
        bar.prompt.setText(T.phase_prompt(s, viewer, names))
        bar.set_buttons(self._button_specs())
        self.storage_panel.update_from_draft()

    def _button_specs(self) -> list[tuple]:
        s = self.ctx.state
        ed = self.ctx.edition
        legal = self.ctx.legal
        em = QFontMetricsF(self.font()).height()
        dpr = self.devicePixelRatioF()
        specs: list[tuple] = []

        def act(action: int):
            return lambda: self.ctx.request(action)

        if s.is_terminal():
            specs.append(
                (
                    "scores",
                    _t(QT_TRANSLATE_NOOP("Table", "Show the scores")),
                    self.show_scores,
                    True,
                    None,
                    True,
                )
            )
            return specs
        if not legal:
            return specs
        colonist = icon_for("tokens/colonist", em, dpr)
        if self.ctx.mayor.active:
            draft = self.ctx.mayor
            problem = draft.problem()
            specs.append(
                (
                    "mayor_fill",
                    _t(QT_TRANSLATE_NOOP("Table", "Fill the circles")),
                    self._mayor_fill,
                    draft.sj > 0 and draft.free_circles() > 0,
                    None,
                    False,
                )
            )
            specs.append(
                (
                    "mayor_reset",
                    _t(QT_TRANSLATE_NOOP("Table", "Start over")),
                    self._mayor_reset,
                    True,
                    None,
                    False,
                )
            )
            specs.append(
                (
                    "mayor_done",
                    _t(QT_TRANSLATE_NOOP("Table", "Done")),
                    self.ctx.submit_mayor,
                    problem is None,
                    colonist,
                    True,
                )
            )
            return specs
        if A.HACIENDA_DRAW in legal:
            specs.append(("hacienda", _t(QT_TRANSLATE_NOOP("Table", "Draw a face-down tile")), act(A.HACIENDA_DRAW), True,
                          icon_for("tiles/tile_back", em, dpr), False))  # fmt: skip
        for action in (A.HOSPICE_COLONIST, A.UNIVERSITY_COLONIST, A.MAYOR_EXTRA):
            if action in legal:
                specs.append(("yes", _t(QT_TRANSLATE_NOOP("Table", "Yes, take the {colonist}")).format(
                    colonist=N.term("colonist", ed)), act(action), True, colonist, True))  # fmt: skip
        for g in range(N_GOODS):
            if A.CRAFT + g in legal:
                specs.append((f"craft{g}", "+1 " + N.good_name(g, ed), act(A.CRAFT + g), True,
                              icon_for("goods/" + N.good_art(g, ed), em, dpr), True))  # fmt: skip
        if A.PASS in legal:
            specs.append(("pass", self._pass_text(), act(A.PASS), True, None, len(legal) == 1))
        return specs

    def show_scores(self) -> None:
        """The score sheet: asked of whoever listens to ``scores_requested`` (the main
        window), else opened here."""
        signal = QMetaMethod.fromSignal(self.scores_requested)
        if self.isSignalConnected(signal):
            self.scores_requested.emit()
            return
        from ..score_dialog import ScoreDialog

        self._score_dialog = ScoreDialog(self.session, self)
        self._score_dialog.show()

    def _pass_text(self) -> str:
        phase = self.ctx.state.phase
        if phase in (Phase.HOSPICE, Phase.UNIVERSITY, Phase.MAYOR_EXTRA):
            return _t(QT_TRANSLATE_NOOP("Table", "No, thanks"))
        if phase == Phase.CRAFTSMAN:
            return _t(QT_TRANSLATE_NOOP("Table", "No extra good"))
        if phase == Phase.CAPTAIN and self.ctx.state.players[self.ctx.viewer()].owns(WHARF):
            return _t(QT_TRANSLATE_NOOP("Table", "Ship nothing"))
        return _t(QT_TRANSLATE_NOOP("Table", "Pass"))

    def _mayor_reset(self) -> None:
        self.ctx.mayor.reset()
        self.ctx.draft_changed.emit()

    def _mayor_fill(self) -> None:
        if self.ctx.mayor.fill():
            self.ctx.draft_changed.emit()

    # ------------------------------------------------------------------ messages

    def show_message(self, text: str) -> None:
        """A warning line (a refused drop, an illegal move): shown for a while."""
        if not text:
            return
        self._message_time = time.monotonic()
        info = self.prompt_bar.info
        info.setText(text)
        if info.property("warn") is not True:
            info.setProperty("warn", True)
            info.style().unpolish(info)
            info.style().polish(info)
        self._info_timer.start(9000)

    def show_info(self, text: str) -> None:
        info = self.prompt_bar.info
        info.setText(text)
        if info.property("warn") is not False:
            info.setProperty("warn", False)
            info.style().unpolish(info)
            info.style().polish(info)

    def message_text(self) -> str:
        return self.prompt_bar.info.text()

    def _clear_warning(self) -> None:
        self.show_info(self._last_line)

    def _action_applied(self, seat: int, action: int, notation: str) -> None:
        shadow = self._shadow
        line = notation
        if (
            shadow is not None
            and not shadow.is_terminal()
            and shadow.current == seat
            and shadow.is_legal(action)
        ):
            try:
                line = T.describe_action(shadow, seat, action, self.ctx.names())
                shadow.apply(action)
            except Exception:  # a state the shadow cannot follow: fall back to the notation
                self._shadow = None
        elif shadow is not None:
            return  # a forced step the shadow already played out
        self._last_line = line
        if time.monotonic() - self._message_time > 1.0:
            self.show_info(line)

    def _bot_thinking(self, seat: int, thinking: bool) -> None:
        self.prompt_bar.progress.setVisible(thinking)
        self.prompt_bar.progress.setValue(0)

    def _bot_progress(self, fraction: float) -> None:
        self.prompt_bar.progress.setValue(int(max(0.0, min(1.0, fraction)) * 100))

    # ------------------------------------------------------------------ roles

    def confirm_role(self, card: int) -> bool:
        """Asked before taking a role card; warns about a useless role (settings permitting).

        A session with a ``confirm_hook`` (the main window's) asks by itself: the table
        then does not ask a second time."""
        if getattr(self.session, "confirm_hook", None) is not None:
            return True
        return confirm_role(self, self.ctx.state, self.ctx.viewer(), card)

    def _role_clicked(self, index: QModelIndex) -> None:
        self.take_role(index.column())

    def take_role(self, card: int) -> bool:
        action = A.ROLE + card
        if action not in self.ctx.legal:
            self.show_message(self.ctx.explain(action))
            return False
        if not self.confirm_role(card):
            return False
        return self.ctx.request(action)

    # ------------------------------------------------------------------ painting and language

    def paintEvent(self, event) -> None:
        paint_sea(self)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def retranslate_ui(self) -> None:
        for panel in self.panels:
            panel.retranslate_ui()
        for model in self.common_models:
            model.retranslate()
        for board in self.boards:
            board.retranslate_ui()
        self.storage_panel.model.retranslate()
        self.storage_panel.retranslate_ui()
        self._update_prompt()


__all__ = ["TableWidget"]
