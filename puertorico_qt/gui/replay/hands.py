"""The card game's other hands during a replay with "show everything": one line per
player besides the viewer, the cards by name.  Hidden (and empty) otherwise: the
table itself only ever shows the viewer's own hand."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QLabel, QWidget

from .. import phases
from ..cards import names as CN
from ..i18n import QT_TRANSLATE_NOOP
from .session import ReplaySession


def _t(text: str) -> str:
    return QCoreApplication.translate("Replay", text)


def hand_lines(session: ReplaySession) -> list[str]:
    """The lines "Name: card, card, …" for every seat but the viewer's ([] unless everything is
    shown, or in the board game)."""
    if not (session.is_card_game and session.show_everything):
        return []
    state = session.state
    names = session.names()
    out = []
    for seat, player in enumerate(state.players):
        if seat == session.viewer_seat():
            continue
        cards = [
            CN.card_name(kind) + (f" ×{count}" if count > 1 else "")
            for kind, count in enumerate(player.hand)
            if count
        ]
        text = ", ".join(cards) if cards else _t(QT_TRANSLATE_NOOP("Replay", "(no cards)"))
        out.append(f"{phases.player_name(seat, names)}: {text}")
    return out


class OtherHands(QLabel):
    """See the module docstring."""

    def __init__(self, session: ReplaySession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("otherHands")
        self.setWordWrap(True)
        self.setStyleSheet("QLabel { background: #f6ecd6; padding: 3px 6px; }")
        self.session = session
        session.state_changed.connect(self.refresh)
        self.refresh()

    def refresh(self) -> None:
        lines = hand_lines(self.session)
        if lines:
            title = _t(QT_TRANSLATE_NOOP("Replay", "The others' hands:"))
            self.setText(title + "  " + "   ·   ".join(lines))
        else:
            self.clear()
        self.setVisible(bool(lines))


__all__ = ["OtherHands", "hand_lines"]
