"""What the table shows of the smuggler (expansion III) besides his choice: the wanted
poster on the header of the board of the player who holds it (``WantedPoster``), the
notes on the role cards' tooltips — the card he swapped this round, the smuggler card
while someone holds the poster — and the tooltip of the workers won waiting to be
placed (poached, or the festival's).  The swapped card is also marked on the card itself
(``delegate_iii_iv``)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSize
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QLabel, QWidget

from ...engine.data import Edition, Role
from ...engine.phases.place_workers import RESUME_SMUGGLER
from ...engine.state import GameState
from .. import names as N
from ..i18n import QT_TRANSLATE_NOOP
from ..phases import player_name
from ..tooltips import zone_tooltip
from .art import art
from .context import TableContext

#: The wanted poster's picture (portrait, 100 × 130).
WANTED_ART = "tokens/wanted"


def _t(text: str) -> str:
    return QCoreApplication.translate("Table", text)


def _smuggler_game(state: GameState) -> bool:
    return bool(state.config.expansions) and state.config.has("smuggler")


def wanted_tooltip(edition: Edition | int, holder: str) -> str:
    """ "<b>Wanted poster</b>: Anna holds it …" and what it means."""
    head = _t(QT_TRANSLATE_NOOP("Table", "{wanted}: {player} holds it")).format(
        wanted=N.term("wanted", edition), player=holder
    )
    head = head[:1].upper() + head[1:]
    return f"<b>{head}</b><br>{zone_tooltip('wanted', edition)}"


def role_notes(ctx: TableContext, card: int) -> str:
    """The smuggler's notes for a role card's tooltip ("" for none)."""
    s = ctx.state
    if not _smuggler_game(s) or s.wanted < 0:
        return ""
    ed = ctx.edition
    who = player_name(s.wanted, ctx.names())
    if card == s.captured:
        note = _t(QT_TRANSLATE_NOOP("Table", "Swapped this round by {player}, the {smuggler}."))
        text = note.format(player=who, smuggler=N.role_name(Role.SMUGGLER, ed))
        return f"<br><i>{text} {zone_tooltip('captured', ed)}</i>"
    if s.role_cards[card] == Role.SMUGGLER:
        return "<br><i>" + wanted_tooltip(ed, who) + "</i>"
    return ""


def to_place_tooltip(ctx: TableContext, count: int) -> str:
    """The workers won waiting to be placed, and where those not placed go."""
    ed = ctx.edition
    s = ctx.state
    head = _t(QT_TRANSLATE_NOOP("Table", "{workers} to place on free circles now")).format(
        workers=N.n_colonists(count, ed)
    )
    if s.place_resume == RESUME_SMUGGLER:
        more = QT_TRANSLATE_NOOP(
            "Table", "Poached: never on the {san_juan} space; those not placed go back."
        )
    else:
        more = QT_TRANSLATE_NOOP(
            "Table", "From the {festival}: those not placed wait on the {san_juan} space."
        )
    return "<b>{}</b><br>{}".format(
        head, _t(more).format(festival=N.term("festival", ed), san_juan=N.term("san_juan", ed))
    )


class WantedPoster(QLabel):
    """The wanted poster on a board's header: shown on its holder's board only."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("wantedPoster")
        self.hide()

    def refresh(self, ctx: TableContext, seat: int) -> None:
        s = ctx.state
        held = _smuggler_game(s) and s.wanted == seat
        if held:
            em = QFontMetricsF(self.font()).height()
            size = QSize(round(em * 1.05), round(em * 1.35))
            self.setPixmap(art().pixmap(WANTED_ART, size, self.devicePixelRatioF()))
            self.setToolTip(wanted_tooltip(ctx.edition, player_name(seat, ctx.names())))
        self.setVisible(held)
