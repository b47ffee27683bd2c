"""The card game's score sheet: every player's points by source (``cards.score_breakdown``:
the buildings' printed VP, the chapel, the guild hall, the city hall, the triumphal arch,
the palace; with the expansion the bank, the harbor, the residence and the cathedral),
the total (winners starred), the tie-break, and two charts over the rounds
(victory points and cards in the hand, ``session.card_history()``).

It may be opened during the game ("the scores so far"): every number in it is public.
pyqtgraph is imported when the charts are built (it costs about 0.3 s).
"""

from __future__ import annotations

import html
from typing import Protocol

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QWidget,
)

from ...cards import CardState, score_breakdown, winners
from ...persistence import SeatInfo
from ..i18n import QT_TRANSLATE_NOOP
from ..score_dialog import ScoreSheetBase
from ..session.history import CardRoundSnapshot
from . import catalog
from . import names as CN
from .prompts import result_text
from .texts import effect_text


class ScoreSession(Protocol):
    """What the score sheet reads of the session."""

    state: CardState

    @property
    def seats(self) -> list[SeatInfo]: ...

    def card_history(self) -> list[CardRoundSnapshot]: ...

    def end_reason(self) -> str: ...


def _t(text: str) -> str:
    return QCoreApplication.translate("CardScores", text)


#: (field of ``cards.CardScore``, row title) in the sheet's order.
ROWS: tuple[tuple[str, str], ...] = (
    ("buildings", QT_TRANSLATE_NOOP("CardScores", "Buildings")),
    ("chapel", QT_TRANSLATE_NOOP("CardScores", "Chapel (cards under it)")),
    ("bank", QT_TRANSLATE_NOOP("CardScores", "Bank (cards under it)")),
    ("harbor", QT_TRANSLATE_NOOP("CardScores", "Harbor (cards under it)")),
    ("guild_hall", QT_TRANSLATE_NOOP("CardScores", "Guild hall bonus")),
    ("city_hall", QT_TRANSLATE_NOOP("CardScores", "City hall bonus")),
    ("triumphal_arch", QT_TRANSLATE_NOOP("CardScores", "Triumphal arch bonus")),
    ("residence", QT_TRANSLATE_NOOP("CardScores", "Residence bonus")),
    ("cathedral", QT_TRANSLATE_NOOP("CardScores", "Cathedral bonus")),
    ("palace", QT_TRANSLATE_NOOP("CardScores", "Palace bonus")),
)


class CardScoreDialog(ScoreSheetBase):
    """The card game's score sheet and charts (see the module docstring)."""

    heading_wraps = True
    session: ScoreSession

    def __init__(self, session: ScoreSession, parent: QWidget | None = None) -> None:
        super().__init__(session, "card_score_dialog", parent)

    def names(self) -> list[str]:
        return [seat.name for seat in self.session.seats]

    def rows(self) -> list[tuple[str, list[str], bool]]:
        """(label, value per player, bold) for the sheet, top to bottom."""
        scores = score_breakdown(self.session.state)
        rows = [
            (_t(title), [str(getattr(s, key, 0)) for s in scores], False)
            for key, title in ROWS
            if key == "buildings" or any(getattr(s, key, 0) for s in scores)
        ]
        rows.append(
            (_t(QT_TRANSLATE_NOOP("CardScores", "Total")), [str(s.total) for s in scores], True)
        )
        rows.append(
            (
                _t(QT_TRANSLATE_NOOP("CardScores", "Tie-break: cards in the hand + goods")),
                [str(s.tiebreak) for s in scores],
                False,
            )
        )
        return rows

    def winning_seats(self) -> set[int]:
        state = self.session.state
        return set(winners(state)) if state.is_terminal() else set()

    def row_tips(self) -> dict[str, str]:
        """A bonus row (and the chapel's, the bank's, the harbor's): the card's name
        and what its text says it counts."""
        tips = {}
        for key, title in ROWS:
            facts = catalog.facts(key)
            if facts is not None:
                name, effect = CN.name_of(key), effect_text(facts, self.session.state)
                tips[_t(title)] = f"<b>{html.escape(name)}</b><br>{html.escape(effect)}"
        return tips

    def series(self) -> tuple[list[int], list[list[float]], list[list[float]]]:
        """(rounds, VP per seat, hand size per seat)."""
        history = self.session.card_history()
        n = self.session.state.n
        rounds = [snap.round for snap in history]
        vp = [[float(snap.score[seat]) for snap in history] for seat in range(n)]
        hand = [[float(snap.hand[seat]) for snap in history] for seat in range(n)]
        return rounds, vp, hand

    def retranslate_ui(self) -> None:
        state = self.session.state
        self.setWindowTitle(_t(QT_TRANSLATE_NOOP("CardScores", "Scores")))
        if state.is_terminal():
            self.heading.setText(result_text(state, self.names()))
        else:
            self.heading.setText(
                _t(QT_TRANSLATE_NOOP("CardScores", "The scores so far (if the game ended now)"))
            )
        note = _t(
            QT_TRANSLATE_NOOP("CardScores", "Equal totals: more cards in the hand and goods win.")
        )
        if any(s.palace for s in score_breakdown(state)):
            palace = QT_TRANSLATE_NOOP(
                "CardScores", "The palace adds one VP for every four of all the others."
            )
            note = _t(palace) + " " + note
        self.note.setText(note)
        self.show_reason()
        self.fill_table()
        titles = (
            _t(QT_TRANSLATE_NOOP("CardScores", "Victory points by round")),
            _t(QT_TRANSLATE_NOOP("CardScores", "Cards in the hand by round")),
        )
        self.set_chart_titles(titles, CN.term("round_label"))
