"""A plain table for when the real one (``gui.table.TableWidget``) cannot be loaded.

It shows the phase, what to do, the table as text and the person's legal actions
as buttons, so the program can be played (and tested) without the table's art.
It reads ``session.state`` and calls ``session.request`` like the real table.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QFont, QFontDatabase
from PySide6.QtWidgets import (
    QGridLayout,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QScrollArea,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from ..engine import BUILDINGS, GameState
from ..engine.data import N_GOODS, N_TILE_KINDS, ROLE_NAMES, TILE_NAMES
from .session import GameSession

BUTTON_COLUMNS = 3


def _names():
    """``gui.names`` (translated game words) when present, else None."""
    try:
        from . import names
    except ImportError:
        return None
    return names


class PlaceholderTable(QWidget):
    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("placeholder_table")
        self.session = session
        self.title = QLabel()
        font = QFont(self.title.font())
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.3)
        self.title.setFont(font)
        self.prompt = QLabel()
        self.prompt.setWordWrap(True)
        self.summary = QPlainTextEdit(readOnly=True)
        self.summary.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.summary.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        self.buttons_host = QWidget()
        self.buttons_layout = QGridLayout(self.buttons_host)
        self.buttons_layout.setAlignment(Qt.AlignmentFlag.AlignTop)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.buttons_host)
        splitter = QSplitter(Qt.Orientation.Vertical)
        splitter.addWidget(self.summary)
        splitter.addWidget(scroll)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(self.prompt)
        layout.addWidget(splitter, 1)
        self.action_buttons: dict[int, QPushButton] = {}
        session.state_changed.connect(self.refresh)
        self.refresh()

    # ---- contents ---------------------------------------------------------------------

    def refresh(self) -> None:
        s = self.session
        state = s.state
        texts = _texts()
        if not s.active:
            self.title.setText(self.tr("No game yet"))
            self.prompt.setText(self.tr("Start a game with Game › New game…"))
        elif texts is not None:
            self.title.setText(texts.phase_title(state))
            self.prompt.setText(
                texts.phase_prompt(state, s.viewer_seat(), [seat.name for seat in s.seats])
            )
        else:
            self.title.setText(self.tr("Round {n}").format(n=state.round))
            self.prompt.setText("")
        self.summary.setPlainText(self.describe_table(state))
        self._rebuild_buttons()

    def _rebuild_buttons(self) -> None:
        while self.buttons_layout.count():
            item = self.buttons_layout.takeAt(0)
            if item.widget() is not None:
                item.widget().deleteLater()
        self.action_buttons = {}
        for i, action in enumerate(self.session.legal_actions()):
            notation = self.session.state.format_action(action)
            button = QPushButton(notation)
            button.setToolTip(self.session.explain(action))
            button.clicked.connect(lambda _=False, a=action: self.session.request(a))
            self.buttons_layout.addWidget(button, i // BUTTON_COLUMNS, i % BUTTON_COLUMNS)
            self.action_buttons[action] = button

    def describe_table(self, state: GameState) -> str:
        """The table as text, as the viewer may see it (hidden VP chips as "?")."""
        s = self.session
        names = _names()
        ed = state.config.edition

        def role(kind: int) -> str:
            return names.role_name(kind, ed) if names else ROLE_NAMES[kind]

        def good(g: int) -> str:
            return names.good_name(g, ed) if names else TILE_NAMES[g]

        def tile(k: int) -> str:
            return names.tile_name(k, ed) if names else TILE_NAMES[k]

        def building(b: int) -> str:
            return names.building_name(b, ed) if names else BUILDINGS[b].id

        def word(key: str, classic: str) -> str:
            """An edition-dependent word ("doubloons" / "coins")."""
            return names.term(key, ed) if names else classic

        viewer = s.viewer_seat()
        hidden = state.config.hidden_vp and not state.is_terminal()
        lines = []
        roles = []
        for card, kind in enumerate(state.role_cards):
            taker = state.role_taken[card]
            mark = (
                self.tr("taken by {name}").format(name=s.seats[taker].name)
                if taker >= 0
                else self.tr("{n} {doubloons}").format(
                    n=state.role_coins[card], doubloons=word("doubloons", "doubloons")
                )
            )
            roles.append(f"{role(kind)} ({mark})")
        lines.append(self.tr("Roles: {roles}").format(roles=", ".join(roles)))
        offer = [f"{tile(k)}×{n}" for k, n in enumerate(state.offer) if n]
        lines.append(
            self.tr("{Plantations}: {offer}; quarries {q}; face down {pile}").format(
                Plantations=word("plantations", "Plantations"),
                offer=", ".join(offer) or "-",
                q=state.quarries,
                pile=len(state.pile),
            )
        )
        lines.append(
            self.tr("{Colonists}: {ship} {n_ship}, supply {supply}; VP chips left {vp}").format(
                Colonists=word("Colonists", "Colonists"),
                ship=word("colonist_ship", "Colonist ship"),
                n_ship=state.colonist_ship,
                supply=state.colonist_supply,
                vp=state.vp_supply,
            )
        )
        ships = []
        for i, cap in enumerate(state.ship_cap):
            g = state.ship_good[i]
            ships.append(f"{state.ship_load[i]}/{cap} {good(g) if g >= 0 else ''}".rstrip())
        lines.append(self.tr("Cargo ships: {ships}").format(ships=" | ".join(ships)))
        lines.append(
            self.tr("Trading house: {goods}").format(
                goods=", ".join(good(g) for g in state.house) or "-"
            )
        )
        market = [
            f"{building(b)} ({BUILDINGS[b].cost})×{state.building_supply[b]}"
            for b in state.market
            if state.building_supply[b]
        ]
        lines.append(self.tr("Buildings for sale: {list}").format(list=", ".join(market)))
        lines.append("")
        for seat, p in enumerate(state.players):
            info = s.seats[seat]
            marks = []
            if seat == state.governor:
                marks.append(word("governor", "Governor"))
            if seat == state.current_player:
                marks.append(self.tr("to move"))
            if seat == viewer:
                marks.append(self.tr("you"))
            vp = "?" if hidden and seat != viewer else str(p.vp)
            head = f"{info.name}" + (f" [{', '.join(marks)}]" if marks else "")
            lines.append(head)
            lines.append(
                "  "
                + self.tr("{d} {doubloons}, {vp} VP chips, {san_juan} {sj}").format(
                    d=p.doubloons,
                    doubloons=word("doubloons", "doubloons"),
                    vp=vp,
                    san_juan=word("san_juan", "San Juan"),
                    sj=p.san_juan,
                )
            )
            goods = [f"{good(g)} {p.goods[g]}" for g in range(N_GOODS) if p.goods[g]]
            lines.append("  " + self.tr("Goods: {g}").format(g=", ".join(goods) or "-"))
            island = [
                f"{tile(k)} {p.plant_occ[k]}/{p.plant[k]}"
                for k in range(N_TILE_KINDS)
                if p.plant[k]
            ]
            lines.append(
                "  "
                + self.tr("{Island}: {i}").format(
                    Island=word("island", "Island"), i=", ".join(island) or "-"
                )
            )
            city = [f"{building(b)} {p.bocc[b]}/{BUILDINGS[b].circles}" for b in p.buildings]
            lines.append(
                "  "
                + self.tr("{City}: {c}").format(City=word("city", "City"), c=", ".join(city) or "-")
            )
        return "\n".join(lines)

    def retranslate_ui(self) -> None:
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)


def _texts():
    try:
        from . import texts
    except ImportError:
        return None
    return texts
