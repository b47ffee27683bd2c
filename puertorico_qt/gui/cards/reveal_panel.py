"""The cards a gold mine or a Goldschmiede turns up, face up over its owner's city.

The rules turn these cards face up for the whole table (``cards.public_prospecting``,
handed on by the session's ``turned_up``): a gold mine's four, of which it keeps the
cheapest if all costs differ, a Goldschmiede's one.  A line in the log says it; a
player expects to see the cards, where the building is.  So each owner's city gets a
small panel for a while: the cards in a row, the one kept marked with a green tick, the
others faded (they go face down to the discard pile) with their cost coins clear, two
equal costs on red coins, and a sentence that says why.

The panels float over the table (children placed by hand, as the hint is) and leave
the roles and the hand free.  They go when clicked, after ``SECONDS``, when the viewer
makes the next decision, when the next Prospector phase shows its own, and when
another game is on the table; the one over the viewer's own city goes as soon as he is
asked anything but a role (his city is what he acts on then: a Bank asked for at the
next round's start lay under last round's gold mine, out of reach of a drag).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication, QObject, QRect, QRectF, QSize, Qt, QTimer
from PySide6.QtGui import QMouseEvent, QPainter
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QToolButton, QVBoxLayout, QWidget

from ...cards import CardKind, Prospecting, Reveal
from ...cards.data import GOLD_MINE
from ...cards.effects import shared_costs
from ..i18n import QT_TRANSLATE_NOOP
from ..phases.base import player_name
from ..table.style import floating_note_style
from . import catalog
from . import names as CN
from .painter import CARD_ASPECT, COIN, RED, paint_card, paint_mark

#: How long the panels stay when nobody closes them.
SECONDS = 12
#: The faded cards' opacity (their coins stay clear): they go to the discard pile.
FADED = 0.45
#: A panel's largest width and the largest height of one row of cards in it.
MAX_WIDTH = 680
MAX_ROW_HEIGHT = 150
_GAP = 6


def _t(text: str) -> str:
    return QCoreApplication.translate("CardReveal", text)


def heading(reveal: Reveal, names: Sequence[str]) -> str:
    """Whose building turned the cards up."""
    name = player_name(reveal.seat, list(names))
    if reveal.building == GOLD_MINE:
        return _t(QT_TRANSLATE_NOOP("CardReveal", "{name}'s gold mine")).format(name=name)
    return _t(QT_TRANSLATE_NOOP("CardReveal", "{name}'s goldsmith")).format(name=name)


def verdict(reveal: Reveal, names: Sequence[str]) -> str:
    """Where the cards went, and why."""
    name = player_name(reveal.seat, list(names))
    if reveal.building == GOLD_MINE:
        if reveal.kept >= 0:
            text = QT_TRANSLATE_NOOP(
                "CardReveal",
                "All costs differ: {name} keeps the cheapest card, the {card}. "
                "The others go to the discard pile.",
            )
        else:
            text = QT_TRANSLATE_NOOP(
                "CardReveal", "Two costs are equal: no gold. The cards go to the discard pile."
            )
    elif reveal.kept >= 0:
        text = QT_TRANSLATE_NOOP(
            "CardReveal", "Nobody has built the {card}: {name} takes it into the hand."
        )
    else:
        text = QT_TRANSLATE_NOOP(
            "CardReveal", "The {card} is built already: it goes to the discard pile."
        )
    card = CN.card_name(reveal.kept if reveal.kept >= 0 else reveal.cards[0])
    return _t(text).format(name=name, card=card)


class RevealCards(QWidget):
    """The cards of one reveal in a row, as large as the height allows."""

    def __init__(self, reveal: Reveal, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.reveal = reveal
        self.setMinimumHeight(48)
        self.setToolTip(
            _t(QT_TRANSLATE_NOOP("CardReveal", ", ")).join(CN.card_name(k) for k in reveal.cards)
        )

    def card_rects(self) -> list[QRectF]:
        """Where each card lies (this widget's coordinates)."""
        h = float(self.height())
        w = h * CARD_ASPECT
        count = len(self.reveal.cards)
        fit = (self.width() - _GAP * (count - 1)) / max(1, count)
        if fit < w:  # narrow: the width decides
            w, h = fit, fit / CARD_ASPECT
        return [QRectF(i * (w + _GAP), (self.height() - h) / 2, w, h) for i in range(count)]

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        count = max(1, len(self.reveal.cards))
        hint.setWidth(int(count * 80 * CARD_ASPECT + (count - 1) * _GAP))
        hint.setHeight(80)
        return hint

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        dpr = self.devicePixelRatioF()
        clash = self.clashing_costs()
        kept_shown = False
        for kind, box in zip(self.reveal.cards, self.card_rects(), strict=True):
            kept = kind == self.reveal.kept and not kept_shown  # one copy of a kind kept
            kept_shown = kept_shown or kept
            facts = catalog.facts(catalog.id_of(kind))
            vp = -1 if facts is None or facts.kind == CardKind.SIX else facts.vp
            cost = facts.cost if facts is not None else -1
            r = paint_card(
                painter,
                box,
                kind,
                dpr,
                vp=vp,
                faded=None if kept else FADED,
                cost_fill=RED if cost in clash else COIN,
            )
            if kept:
                paint_mark(painter, r, None, True)
        painter.end()

    def clashing_costs(self) -> set[int]:
        """The costs two of a gold mine's cards share, as the rules count them (their
        coins are red: why no card is kept)."""
        if self.reveal.building != GOLD_MINE:
            return set()
        return shared_costs(self.reveal.cards)


class RevealPanel(QFrame):
    """One seat's reveals (its gold mine's, its Goldschmiede's), each a row of cards
    with its heading and verdict beside them; a click closes it."""

    def __init__(self, reveals: Sequence[Reveal], names: Sequence[str], host: QWidget) -> None:
        super().__init__(host)
        floating_note_style(self, "reveal_panel")
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setToolTip(_t(QT_TRANSLATE_NOOP("CardReveal", "Click to close.")))
        self.rows: list[RevealCards] = []
        self.texts: list[str] = []
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 6, 22, 6)
        layout.setSpacing(4)
        for reveal in reveals:
            row = QHBoxLayout()
            row.setSpacing(8)
            cards = RevealCards(reveal, self)
            self.rows.append(cards)
            row.addWidget(cards, 5)
            words = QVBoxLayout()
            words.setSpacing(2)
            title = QLabel(heading(reveal, names))
            font = title.font()
            font.setBold(True)
            title.setFont(font)
            said = QLabel(verdict(reveal, names))
            said.setWordWrap(True)
            for label in (title, said):
                label.setTextFormat(Qt.TextFormat.PlainText)
                label.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
                words.addWidget(label)
            words.addStretch(1)
            row.addLayout(words, 3)
            layout.addLayout(row, 1)
            self.texts.append(f"{title.text()}: {cards.toolTip()}. {said.text()}")
        self.setAccessibleName(" ".join(self.texts))
        self.close_button = QToolButton(self)
        self.close_button.setText("×")
        self.close_button.setAccessibleName(_t(QT_TRANSLATE_NOOP("CardReveal", "Close")))
        self.close_button.setAutoRaise(True)
        self.close_button.clicked.connect(self.hide)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        size = self.close_button.sizeHint()
        self.close_button.setGeometry(
            self.width() - size.width() - 2, 2, size.width(), size.height()
        )

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self.hide()
        event.accept()


class RevealOverlay(QObject):
    """The panels of the latest Prospector phase over ``host``; ``city_area(seat)``
    says where a seat's city lies (``host``'s coordinates)."""

    def __init__(self, host: QWidget, city_area: Callable[[int], QRect | None]) -> None:
        super().__init__(host)
        self.host = host
        self.city_area = city_area
        self.panels: dict[int, RevealPanel] = {}
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.clear)

    def show(self, report: Prospecting, names: Sequence[str]) -> None:
        """Show what ``report`` turned up, over each owner's city."""
        self.clear()
        by_seat: dict[int, list[Reveal]] = {}
        for reveal in report.reveals:
            if reveal.cards:
                by_seat.setdefault(reveal.seat, []).append(reveal)
        for seat, reveals in by_seat.items():
            panel = RevealPanel(reveals, names, self.host)
            self.panels[seat] = panel
        for panel in self.panels.values():
            panel.show()
            panel.raise_()
        self.place()  # (hides a panel whose city is not on the table)
        self._timer.start(round(SECONDS * 1000))

    def place(self) -> None:
        """Each panel over its owner's city (again after the table was resized)."""
        for seat, panel in self.panels.items():
            area = self.city_area(seat)
            if area is None or area.isEmpty():
                panel.hide()
                continue
            area = area.adjusted(-2, -2, 2, 2)  # the city's cards wholly under it
            width = min(area.width(), MAX_WIDTH)
            height = MAX_ROW_HEIGHT * len(panel.rows)
            if area.height() < height * 1.5:  # cover the whole city: no coins peeking out
                height = area.height()
            left = area.center().x() - width // 2
            top = area.center().y() - height // 2
            panel.setGeometry(QRect(left, top, width, height))

    def visible(self) -> list[RevealPanel]:
        return [panel for panel in self.panels.values() if panel.isVisible()]

    def uncover(self, seat: int) -> None:
        """Away with the panel over ``seat``'s city (the others stay)."""
        panel = self.panels.pop(seat, None)
        if panel is not None:
            panel.hide()
            panel.deleteLater()

    def clear(self) -> None:
        self._timer.stop()
        for panel in self.panels.values():
            panel.hide()
            panel.deleteLater()
        self.panels = {}
