"""One player's board on the table, and the small widgets of its header.

``PlayerBoard``: the header (name, governor, role, money, VP, colonists; its small
widgets are :mod:`.board_header`'s), island and city side by side (or one above the
other on a narrow board), San Juan and goods; the viewer's board is big (names on the
buildings), the others are compact.
``Panel`` is the parchment card around every zone of the table.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QFrame, QGridLayout, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from .. import names as N
from ..i18n import QT_TRANSLATE_NOOP
from ..tooltips import zone_tooltip
from .art import art
from .board_header import ElidingLabel, RoleTag, StatChip
from .board_zones import CityModel, GoodsModel, IslandModel, SanJuanModel
from .common_zones import PlayersModel
from .context import TableContext
from .model_base import R, ZoneModel
from .smuggler_marks import WantedPoster
from .style import set_style_props
from .views import ZoneView


def _t(text: str) -> str:
    return QCoreApplication.translate("Table", text)


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
        self.body.setAccessibleName(self.title.text())  # "Roles", "Plantations" for a reader
        if self._tip_fn is not None:
            self.setToolTip(self._tip_fn())


_GOODS_WORD = QT_TRANSLATE_NOOP("Table", "goods")  # a board's goods, for a screen reader


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
        # the governor's card and, with expansion III, the smuggler's wanted poster
        self.marks = QWidget(self)
        self.governor = QLabel(self.marks)
        self.wanted = WantedPoster(self.marks)
        marks = QHBoxLayout(self.marks)
        marks.setContentsMargins(0, 0, 0, 0)
        marks.addWidget(self.governor)
        marks.addWidget(self.wanted)
        self.role = RoleTag(self)
        self.role.setObjectName("playerRole")
        self.doubloons = StatChip("tokens/doubloon", self)
        self.vp = StatChip("tokens/vp_chip", self)
        self.colonists = StatChip("tokens/colonist", self)
        self.nobles = StatChip("tokens/noble", self)  # expansion II only
        # The header: name, governor, role … and the three numbers on the right; on a
        # board too narrow for all of it the numbers go to a second row (``_fit_header``).
        self.chips = QWidget(self)
        chips = QHBoxLayout(self.chips)
        self.chip_row = chips  # spaced in set_big
        chips.setContentsMargins(0, 0, 0, 0)
        chips.addWidget(self.doubloons)
        chips.addWidget(self.vp)
        chips.addWidget(self.colonists)
        chips.addWidget(self.nobles)
        head = QGridLayout()
        self.head = head  # spaced in set_big
        head.setVerticalSpacing(0)
        head.addWidget(self.name, 0, 0)
        head.addWidget(self.marks, 0, 1)
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
        self.island_view.setToolTip(zone_tooltip("island", ctx.edition))
        self.refresh_header()

    def set_big(self, big: bool) -> None:
        """The viewer's board is big (names on the buildings); the others are compact."""
        if big == self.big:
            return
        self.big = big
        gap = int(QFontMetricsF(self.font()).height() * (0.5 if big else 0.25))
        self.head.setHorizontalSpacing(gap)
        self.chip_row.setSpacing(gap)
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
        layout = self.layout()
        margins = layout.contentsMargins() if layout is not None else None
        room = width - (margins.left() + margins.right() if margins is not None else 0) - 4
        gap = self.head.horizontalSpacing() + 1
        name = self.name.sizeHint().width() + gap
        if not self.governor.isHidden() or not self.wanted.isHidden():
            name += self.marks.sizeHint().width() + gap
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
        # (not in a replay: whoever watches did not sit there)
        you = self.seat == self.ctx.viewer() and getattr(self.ctx.session, "viewer_at_screen", True)
        self.name.setText(
            _t(QT_TRANSLATE_NOOP("Table", "{player} (you)")).format(player=name)
            if you and self.big
            else name
        )
        zones = (N.term("island_word", ed), N.term("city_word", ed), N.term("san_juan", ed))
        for view, zone in zip(self.views, (*zones, _t(_GOODS_WORD)), strict=True):
            view.setAccessibleName(  # for a screen reader
                _t(QT_TRANSLATE_NOOP("Table", "{player}: {zone}")).format(player=name, zone=zone)
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
        self.wanted.refresh(self.ctx, self.seat)
        role_index = m.index(row, m.ROLE)
        role = role_index.data()
        kind = role_index.data(R.Value)
        self.role.set_role(
            N.role_art(kind) if kind is not None and kind >= 0 else "",
            role if role != "–" else "",
        )
        self.doubloons.set_value(m.index(row, m.DOUBLOONS).data(), zone_tooltip("doubloons", ed))
        self.vp.set_value(m.index(row, m.VP).data(), zone_tooltip("vp_chips", ed))
        workers = m.index(row, m.COLONISTS).data()
        colonists_tip = N.term("Colonists", ed)
        if s.config.has("nobles"):  # the count is every worker's, the nobles' too
            colonists_tip = _t(
                QT_TRANSLATE_NOOP("Table", "{count} in all, {nobles} among them")
            ).format(
                count=N.n_colonists(m.index(row, m.COLONISTS).data(R.Count), ed),
                nobles=N.n_nobles(s.players[self.seat].nobles, ed),
            )
        self.colonists.set_value(workers, colonists_tip)
        if s.config.has("nobles"):
            nobles = s.players[self.seat].nobles
            self.nobles.set_value(
                str(nobles),
                _t(
                    QT_TRANSLATE_NOOP(
                        "Table", "{nobles} among the {colonists} (1 VP each at the end)"
                    )
                ).format(nobles=N.n_nobles(nobles, ed), colonists=N.term("colonists", ed)),
            )
        self.nobles.setVisible(s.config.has("nobles"))
        # A compact board's San Juan gets the room of two goods with the nobles: its
        # colonists and nobles side by side, each with its count (not two badges on one).
        self.bottom.setStretchFactor(
            self.san_juan_view, 2 if s.config.has("nobles") and not self.big else 1
        )
        self._fit_header()
        current = bool(m.index(row, m.NAME).data(R.Current))
        set_style_props(self, current=current, you=you)

    def retranslate_ui(self) -> None:
        for model in self.models:
            model.retranslate()
        self.refresh_header()
