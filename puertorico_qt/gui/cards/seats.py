"""A player's place at the card table: a header (name, governor, the roles taken this
round, buildings against the twelve that end the game, hand size, the cards under the
chapel, points so far) over the player's city.

Only counts are shown of a hand: the cards themselves are in the viewer's own hand
strip (``HandModel``), nowhere else.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from ...cards import score_breakdown
from ...cards.data import CARD_INDEX, CITY_GOAL
from ..i18n import QT_TRANSLATE_NOOP
from ..phases.base import player_name
from ..table.board import ElidingLabel, StatChip
from ..table.style import set_style_props
from . import names as CN
from . import texts
from .context import CardContext
from .models import CityModel
from .views import CardStrip

CHAPEL = CARD_INDEX["chapel"]
PILES = ("bank", "harbor")  # the expansion's buildings with cards under them


def _t(text: str) -> str:
    return QCoreApplication.translate("CardTable", text)


#: How wide a city's cards may grow: one's own city, and the other city of a two-player
#: game (it has a column to itself) — 11 em; another's that shares its column with the
#: other players' cities — 7 em.
WIDE_CITY_EM = 11.0
SHARED_CITY_EM = 7.0


class SeatPanel(QFrame):
    """One player: header and city (the viewer's own is the big one)."""

    def __init__(
        self,
        ctx: CardContext,
        seat: int,
        big: bool = False,
        parent: QWidget | None = None,
        max_width_em: float = SHARED_CITY_EM,
    ) -> None:
        """``big``: the viewer's own place; ``max_width_em``: how wide a card of the city
        may grow (``WIDE_CITY_EM`` or ``SHARED_CITY_EM``)."""
        super().__init__(parent)
        self.setObjectName("playerBoard")
        self.ctx = ctx
        self.seat = seat
        self.big = big
        self.city = CityModel(ctx, seat, self)
        self.view = CardStrip(
            self.city,
            ctx,
            min_em=3.0 if not big else 5.0,
            max_width_em=max_width_em,
            shrink_em=5.0 if big else 4.2,
            wrap=True,
            slot_text=_t(QT_TRANSLATE_NOOP("CardTable", "Build here")),
        )
        self.name = ElidingLabel(self)
        self.name.setObjectName("playerName")
        font = QFont(self.name.font())
        font.setBold(True)
        self.name.setFont(font)
        self.governor = StatChip("cards/governor", self)
        self.roles = QLabel(self)
        self.roles.setObjectName("playerRole")
        self.buildings = StatChip("tokens/city", self)
        self.buildings.text.setObjectName("cityCount")  # red from one building short of the end
        self.hand = StatChip("cards/card_back", self)
        self.chapel = StatChip("cards/chapel", self)
        # the expansion's piles, public counts like the chapel's: 1 VP a card at the end
        self.piles = {card_id: StatChip(f"cards/{card_id}", self) for card_id in PILES}
        self.vp = StatChip("tokens/vp_chip", self)
        header = QHBoxLayout()
        header.setSpacing(int(self.fontMetrics().height() * 0.6))
        header.addWidget(self.governor)
        header.addWidget(self.name, 1)
        header.addWidget(self.roles)
        header.addWidget(self.buildings)
        header.addWidget(self.hand)
        header.addWidget(self.chapel)
        for chip in self.piles.values():
            header.addWidget(chip)
        header.addWidget(self.vp)
        layout = QVBoxLayout(self)
        em = self.fontMetrics().height()
        layout.setContentsMargins(int(em * 0.4), int(em * 0.25), int(em * 0.4), int(em * 0.3))
        layout.setSpacing(int(em * 0.15))
        layout.addLayout(header)
        layout.addWidget(self.view, 1)
        self.refresh()

    def models(self) -> list[CityModel]:
        return [self.city]

    def refresh(self) -> None:
        ctx = self.ctx
        s = ctx.state
        p = s.players[self.seat]
        names = ctx.names()
        name = player_name(self.seat, names)
        at_screen = getattr(ctx.session, "viewer_at_screen", True)  # not in a replay
        if self.big and ctx.session.seats[self.seat].is_human and at_screen:
            name = _t(QT_TRANSLATE_NOOP("CardTable", "{name} (you)")).format(name=name)
        self.name.setText(name)
        self.view.setAccessibleName(  # for a screen reader
            _t(QT_TRANSLATE_NOOP("CardTable", "{name}: city")).format(name=name)
        )
        self.governor.setVisible(s.governor == self.seat)
        self.governor.set_value("", texts.zone_tooltip("governor"))
        taken = [CN.role_name(r) for r, seat in enumerate(s.roles_taken) if seat == self.seat]
        self.roles.setText(" · ".join(taken))
        built = len(p.city)
        near = built >= CITY_GOAL - 1
        set_style_props(self.buildings.text, near=near)
        self.buildings.set_value(
            _t(QT_TRANSLATE_NOOP("CardTable", "{built}/{goal}")).format(
                built=built, goal=CITY_GOAL
            ),
            _t(
                QT_TRANSLATE_NOOP(
                    "CardTable",
                    "Buildings: {built}. The game ends after the builder phase in which a "
                    "city reaches {goal}.",
                )
            ).format(built=built, goal=CITY_GOAL),
        )
        self.hand.set_value(
            str(p.hand_n),
            _t(QT_TRANSLATE_NOOP("CardTable", "Cards in the hand: {count}")).format(count=p.hand_n),
        )
        has_chapel = CHAPEL in p.city or p.chapel_n > 0
        self.chapel.setVisible(has_chapel)
        self.chapel.set_value(str(p.chapel_n), texts.zone_tooltip("chapel_pile", count=p.chapel_n))
        for card_id, chip in self.piles.items():
            held = texts.pile_count(s, self.seat, card_id)
            chip.setVisible(CARD_INDEX[card_id] in p.city or held > 0)
            chip.set_value(str(held), texts.zone_tooltip(f"{card_id}_pile", count=held))
        score = score_breakdown(s)[self.seat].total
        self.vp.set_value(
            str(score),
            _t(QT_TRANSLATE_NOOP("CardTable", "Victory points so far: {vp}")).format(vp=score),
        )
        current = s.current_player == self.seat and not s.is_terminal()
        set_style_props(self, current=current, you=self.big)
        self.city.refresh()

    def retranslate_ui(self) -> None:
        self.view.slot_text = _t(QT_TRANSLATE_NOOP("CardTable", "Build here"))
        self.city.retranslate()
        self.refresh()
