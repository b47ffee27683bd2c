r"""The card table: every player's city, the roles, the trading house, the deck and the
discard pile, the viewer's hand fanned at the bottom, and the prompt bar.

``CardTableWidget(session)`` builds one model per zone (:mod:`.models`) over a shared
:class:`.context.CardContext`, shows them in :class:`.views.CardStrip`\ s and keeps them
current from ``session.state_changed``.  The prompt bar (the board table's
``PromptBar``) says whose turn it is, the round and phase, what to do next — counting
down while cards are chosen — and holds the buttons (:mod:`.prompts`); its line below
shows refusals and the last move (``session.last_move_text()``).  The table talks to
the session only through ``gui.session.CardTableSession``.

While the viewer keeps cards as councillor, the councillor's spread takes the place of
the roles' row.  Only the viewer's own hand is ever shown face up; of the others, the
header of their place shows how many cards they hold.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication, QEvent, QPoint, QRect, Signal
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QHBoxLayout, QStackedWidget, QVBoxLayout, QWidget

from ...cards import CardPhase, CardRole, Prospecting, actions, last_phase
from ..i18n import QT_TRANSLATE_NOOP
from ..phases.base import player_name
from ..session import CardTableSession
from ..table.art import paint_sea
from ..table.board import Panel
from ..table.hint_marks import HintMarksMixin
from ..table.prompt_bar import ButtonSpec, InfoLineMixin, PromptBar
from ..table.style import STYLE, set_style_props
from . import names as CN
from . import prompts, texts
from .context import CardContext
from .display import DisplayModel, house_row
from .hint_marks import hinted_rows
from .model_base import CR, CardZoneModel
from .models import HandModel, HouseModel, PilesModel, RoleModel, SpreadModel
from .reveal_panel import RevealOverlay
from .seats import SHARED_CITY_EM, WIDE_CITY_EM, SeatPanel
from .views import CardStrip


def _t(text: str) -> str:
    return QCoreApplication.translate("CardTable", text)


class CardTableWidget(HintMarksMixin, InfoLineMixin, QWidget):
    """The whole card table for one session.  See the module docstring."""

    #: The player asked for the score sheet (end of the game).
    scores_requested = Signal()

    def __init__(self, session: CardTableSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("cardTable")
        self.session = session
        #: Following the session (False while it plays the board game): a language change
        #: then waits for ``attach``, as this table cannot read the other game's state.
        self.following = True
        self.ctx = CardContext(session, self)
        self.refresh_seconds = 0.0
        self._init_info_line(lambda: self.session.last_move_text())
        ctx = self.ctx

        self.roles = RoleModel(ctx, self)
        self.piles = PilesModel(ctx, self)
        self.house = HouseModel(ctx, self)
        self.display = DisplayModel(ctx, self)  # the Kathedrale beside the trading house
        self.hand = HandModel(ctx, self)
        self.spread = SpreadModel(ctx, self)
        self.role_view = CardStrip(self.roles, ctx, min_em=4.5, overlap=False, align="center")
        self.house_view = CardStrip(self.house, ctx, min_em=4.5, overlap=False, align="center")
        self.display_view = CardStrip(self.display, ctx, min_em=3.0, overlap=False, align="center")
        self.pile_view = CardStrip(self.piles, ctx, min_em=4.5, overlap=False, align="center")
        self.hand_view = CardStrip(
            self.hand, ctx, fan=True, align="center", min_em=6.0, empty_text=self._empty_hand_text
        )
        self.spread_view = CardStrip(
            self.spread, ctx, lift=True, overlap=False, align="center", min_em=5.0
        )

        self.roles_panel = Panel(lambda: CN.term("roles"), self.role_view)
        self.house_panel = Panel(
            lambda: CN.term("trading_house"), house_row(self.house_view, self.display_view)
        )
        self.piles_panel = Panel(
            lambda: _t(QT_TRANSLATE_NOOP("CardTable", "Deck and discard pile")), self.pile_view
        )
        self.spread_panel = Panel(self._spread_title, self.spread_view)
        self.hand_panel = Panel(
            self._hand_title, self.hand_view, lambda: texts.zone_tooltip("hand")
        )
        self.panels = [
            self.roles_panel,
            self.house_panel,
            self.piles_panel,
            self.spread_panel,
            self.hand_panel,
        ]
        self.prompt_bar = PromptBar(self)
        self.prompt_bar.focus_after_buttons = self._decision_view

        em = QFontMetricsF(self.font()).height()
        gap = int(em * 0.4)
        center = self.middle = QWidget(self)
        row = QHBoxLayout(center)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(gap)
        row.addWidget(self.roles_panel, 3)
        side = QVBoxLayout()
        side.setSpacing(gap)
        side.addWidget(self.house_panel, 1)
        side.addWidget(self.piles_panel, 1)
        row.addLayout(side, 1)
        self.center = QStackedWidget(self)  # the councillor's spread in the roles' place
        self.center.addWidget(center)
        self.center.addWidget(self.spread_panel)

        self.others = QVBoxLayout()
        self.others.setSpacing(gap)
        self.mine = QVBoxLayout()
        self.mine.setSpacing(gap)
        self.mine.addWidget(self.center, 6)
        body = self.body = QHBoxLayout()
        body.setSpacing(gap)
        body.addLayout(self.others, 9)
        body.addLayout(self.mine, 13)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(gap, gap, gap, gap)
        outer.setSpacing(gap)
        outer.addWidget(self.prompt_bar)
        outer.addLayout(body, 10)
        outer.addWidget(self.hand_panel, 5)
        self.seats: list[SeatPanel] = []
        self._seat_key: tuple | None = None

        #: What a gold mine or a Goldschmiede turned up, over its owner's city.
        self.reveals = RevealOverlay(self, self._city_area)
        ctx.message.connect(self.show_message)
        ctx.selection_changed.connect(self._selection_changed)
        ctx.deciding.connect(self.reveals.clear)
        self._connect(session)
        self.refresh()
        # Styled once it is built (as the board game's table): a style sheet set first
        # re-styled every widget again whenever a layout took it in.
        self.setStyleSheet(STYLE)

    # ------------------------------------------------------------------ session

    def _connect(self, session: CardTableSession) -> None:
        session.state_changed.connect(self.refresh)
        session.illegal_move.connect(self.show_message)
        session.bot_thinking.connect(self._bot_thinking)
        session.bot_progress.connect(self._bot_progress)
        session.turned_up.connect(self._turned_up)
        session.game_started.connect(self.reveals.clear)

    def hint_area(self) -> QRect:
        """Where a hint may lie (this widget's coordinates): over the others' cities, not
        over the hand it is about."""
        return self.others.geometry()

    def _turned_up(self, report: object) -> None:
        """Cards turned face up: over their owners' cities (None, from a replay's step
        that turned up nothing: away with what an earlier step showed)."""
        if isinstance(report, Prospecting):
            self.reveals.show(report, self.session.names())
        else:
            self.reveals.clear()

    def _city_area(self, seat: int) -> QRect | None:
        """Where ``seat``'s city lies (this widget's coordinates), None without one."""
        if not 0 <= seat < len(self.seats):
            return None
        view = self.seats[seat].view
        return QRect(view.mapTo(self, QPoint(0, 0)), view.size())

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.reveals.place()

    def attach(self) -> None:
        """Follow the session again (after ``detach``), from its state now (in the
        language chosen meanwhile)."""
        self._connect(self.session)
        self.following = True
        # the state first: a game of another player count needs its own seats before
        # their texts are written (the old ones read seats the new game lacks)
        self.refresh()
        self.retranslate_ui()

    def detach(self) -> None:
        """Stop following the session (another game replaces this table)."""
        s = self.session
        for signal, slot in (
            (s.state_changed, self.refresh),
            (s.illegal_move, self.show_message),
            (s.bot_thinking, self._bot_thinking),
            (s.bot_progress, self._bot_progress),
            (s.turned_up, self._turned_up),
            (s.game_started, self.reveals.clear),
        ):
            signal.disconnect(slot)
        self.reveals.clear()
        self.following = False

    def _build_seats(self) -> None:
        """One place per player: the viewer's big one beside the table's middle, the
        others in seating order after the viewer on the left."""
        viewer = self.ctx.viewer()
        n = self.ctx.state.n
        key = (n, viewer)
        if key == self._seat_key:
            return
        self._seat_key = key
        for panel in self.seats:
            panel.setParent(None)
            panel.deleteLater()
        # Two players: the one other city needs no more than a third of the width (its
        # cards wrap into rows in the column's height), so the viewer's city gets the
        # rest, and the other city's cards may grow as large as the viewer's: at
        # 1366x768 nine buildings of one's own overlapped beside an opponent's panel
        # with room to spare, at 1920x1080 the opponent's were thumbnails on top of it.
        two = n == 2
        self.body.setStretch(0, 7 if two else 9)
        self.body.setStretch(1, 15 if two else 13)
        other_em = WIDE_CITY_EM if two else SHARED_CITY_EM
        self.seats = [
            SeatPanel(
                self.ctx,
                seat,
                big=seat == viewer,
                parent=self,
                max_width_em=WIDE_CITY_EM if seat == viewer else other_em,
            )
            for seat in range(n)
        ]
        for i in range(1, n):
            self.others.addWidget(self.seats[(viewer + i) % n], 1)
        self.mine.addWidget(self.seats[viewer], 5)

    def retranslate_strip_names(self) -> None:
        """Names for a screen reader where no panel gives one (the trading house's tile
        sits in a row with the display)."""
        self.house_view.setAccessibleName(CN.term("trading_house"))

    def _decision_view(self) -> QWidget:
        """Where the keyboard goes when no button of the prompt bar takes it: the cards
        the decision is about (the roles, the councillor's cards, one's own city for the
        goods), the hand otherwise."""
        phase = self.ctx.state.phase
        if phase == CardPhase.ROLE:
            return self.role_view
        if phase == CardPhase.KEEP and self.spread_view.isVisible():
            return self.spread_view
        if phase in (CardPhase.PRODUCE, CardPhase.TRADE):
            return self.seats[self.ctx.viewer()].view
        return self.hand_view

    def focus_areas(self) -> list[list[QWidget]]:
        """The areas F6 moves between (``gui/area_keys.py``): the prompt, the hand, the
        middle (roles or the councillor's spread, trading house, piles), one's own city,
        then each other city in seat order."""
        n = len(self.seats)
        viewer = self.ctx.viewer()
        others: list[list[QWidget]] = [[self.seats[(viewer + i) % n]] for i in range(1, n)]
        middle: list[QWidget] = [self.center]
        return [[self.prompt_bar], [self.hand_panel], middle, [self.seats[viewer]], *others]

    def seat_panel(self, seat: int) -> SeatPanel:
        return self.seats[seat]

    def zone_widget(self, zone: str, seat: int | None = None) -> QWidget | None:
        """The widget that shows ``zone`` of the table: "roles", "house" (the trading
        house), "piles" (deck and discard pile), "spread" (the councillor's cards),
        "hand" (the viewer's), "city" (``seat``'s, by default the viewer's) or "prompt"
        (the prompt bar); None for a name it does not have.  For a guide pointing at the
        table (the tutorial's overlay, ``gui/tutorial/zones.py``): it maps the widget's
        rectangle itself, and the table keeps its layout to itself.  A widget not on the
        screen now (the roles while the councillor's cards take their place) is returned
        all the same: ask ``isVisible()``."""
        panels: dict[str, QWidget] = {
            "roles": self.roles_panel,
            "house": self.house_panel,
            "piles": self.piles_panel,
            "spread": self.spread_panel,
            "hand": self.hand_panel,
            "prompt": self.prompt_bar,
        }
        if zone == "city":
            at = self.ctx.viewer() if seat is None else seat
            return self.seats[at].view if 0 <= at < len(self.seats) else None
        return panels.get(zone)

    def all_models(self) -> list[CardZoneModel]:
        out: list[CardZoneModel] = [self.roles, self.piles, self.house, self.hand, self.spread]
        return out + [self.display] + [panel.city for panel in self.seats]

    def all_views(self) -> list[CardStrip]:
        views = [self.role_view, self.house_view, self.pile_view, self.hand_view, self.spread_view]
        return views + [self.display_view] + [panel.view for panel in self.seats]

    # ------------------------------------------------------------------ a hint's marks

    def show_hint(self, actions: Sequence[int]) -> None:
        """Mark the hint's move (``HintMarksMixin``).  A gold mine's cards still shown go
        (the log keeps them): the hint's panel lies over the others' cities too, and the
        person asked for it now."""
        if actions:  # (not as the marks are cleared: new cards may just be shown)
            self.reveals.clear()
        super().show_hint(actions)

    def hinted_items(self, actions: Sequence[int]) -> dict[CardZoneModel, set[int]]:
        return hinted_rows(self.all_models(), self.ctx, actions)

    # ------------------------------------------------------------------ refresh

    def refresh(self) -> None:
        t0 = time.perf_counter()
        self.ctx.update_from_session()
        self._build_seats()
        for model in (self.roles, self.piles, self.house, self.display, self.hand, self.spread):
            model.refresh()
        self.display_view.setVisible(self.display.rowCount() > 0)
        for panel in self.seats:
            panel.refresh()
        keeping = self.spread.rowCount() > 0
        self.center.setCurrentWidget(self.spread_panel if keeping else self.middle)
        for zone in self.panels:
            zone.retranslate_ui()
        if time.monotonic() - self._message_time > 1.0:
            self._clear_warning()
        if self.ctx.interactive() and self.ctx.state.phase != CardPhase.ROLE:
            self.reveals.uncover(self.ctx.viewer())  # his city is what he acts on now
        self._update_prompt()
        self.refresh_seconds = time.perf_counter() - t0

    def _selection_changed(self) -> None:
        for model in (self.hand, self.spread, self.piles, self.house):
            model.refresh()
        for panel in self.seats:
            panel.city.refresh()
        self._update_prompt()

    def _hand_title(self) -> str:
        n = len(self.ctx.hand())
        title = _t(QT_TRANSLATE_NOOP("CardTable", "Your hand ({cards})")).format(
            cards=CN.n_cards(n)
        )
        hand = self.hand
        if any(hand.index(r, 0).data(CR.Price) is not None for r in range(hand.rowCount())):
            # the legend of the green coins the hand's cards carry in a Builder turn
            title += " · " + _t(
                QT_TRANSLATE_NOOP("CardTable", "green coin: what the building costs you")
            )
        return title

    def _empty_hand_text(self) -> str:
        """What an empty hand says: where new cards come from (nothing once the game is
        over, when no role brings any)."""
        if self.ctx.state.is_terminal():
            return _t(QT_TRANSLATE_NOOP("CardTable", "No cards in your hand."))
        return _t(
            QT_TRANSLATE_NOOP(
                "CardTable",
                "No cards in your hand. The {councillor}, the {prospector} and the goods"
                " you sell bring new ones.",
            )
        ).format(
            councillor=CN.role_name(CardRole.COUNCILLOR),
            prospector=CN.role_name(CardRole.PROSPECTOR),
        )

    def _spread_title(self) -> str:
        return _t(QT_TRANSLATE_NOOP("CardTable", "The cards you drew ({role})")).format(
            role=CN.role_name(CardRole.COUNCILLOR)
        )

    # ------------------------------------------------------------------ prompt

    def _update_prompt(self) -> None:
        s = self.ctx.state
        bar = self.prompt_bar
        names = self.ctx.names()
        mine = self.ctx.interactive()
        over = s.is_terminal()
        if over:
            chip = _t(QT_TRANSLATE_NOOP("CardTable", "Game over"))
        elif mine and sum(seat.is_human for seat in self.session.seats) > 1:
            chip = _t(QT_TRANSLATE_NOOP("CardTable", "Your turn, {player}")).format(
                player=player_name(s.current_player, names)
            )
        elif mine:
            chip = _t(QT_TRANSLATE_NOOP("CardTable", "Your turn"))
        else:
            chip = player_name(s.current_player, names)
        bar.chip.setText(chip)
        for w in (bar, bar.chip):
            set_style_props(w, mine=mine, over=over)
        bar.set_title(prompts.phase_title(s), last_phase(s))
        bar.prompt.setText(prompts.phase_prompt(self.ctx))
        bar.set_buttons(self._button_specs())

    def _button_specs(self) -> list[ButtonSpec]:
        if self.ctx.state.is_terminal():
            text = _t(QT_TRANSLATE_NOOP("CardTable", "Show the scores"))
            return [ButtonSpec("scores", text, self.show_scores, primary=True)]
        specs = []
        for b in prompts.buttons(self.ctx):
            callback: Callable[[], object]
            if b.command == "submit":
                callback = self.ctx.submit
            elif b.command == "clear":
                callback = self.ctx.clear_selection
            elif b.command == "undo":
                callback = self.session.undo
            else:
                callback = self._requester(b.action)
            specs.append(
                ButtonSpec(b.key, b.text, callback, b.enabled, None, b.primary, action=b.action)
            )
        return specs

    def _requester(self, action: int | None):
        def request() -> bool:
            return action is not None and self.ctx.request(action)

        return request

    def show_scores(self) -> None:
        self.scores_requested.emit()

    # ------------------------------------------------------------------ convenience (tests)

    def take_role(self, role: int) -> bool:
        return self.ctx.request(actions.role(role))

    def press(self, key: str) -> bool:
        """Press the prompt bar's button ``key`` (False: there is none, or it is off)."""
        button = self.prompt_bar.button(key)
        if button is None or not button.isEnabled():
            return False
        button.click()
        return True

    def keeping(self) -> bool:
        return self.ctx.state.phase == CardPhase.KEEP and self.spread.rowCount() > 0

    # ------------------------------------------------------------------ painting and language

    def paintEvent(self, event) -> None:
        paint_sea(self)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and self.following:
            self.retranslate_ui()
        super().changeEvent(event)

    def retranslate_ui(self) -> None:
        for zone in self.panels:
            zone.retranslate_ui()
        self.retranslate_strip_names()
        for model in self.all_models():
            model.retranslate()
        for seat in self.seats:
            seat.retranslate_ui()
        if time.monotonic() - self._message_time > 1.0:
            self._clear_warning()
        self._update_prompt()


__all__ = ["CardTableWidget"]
