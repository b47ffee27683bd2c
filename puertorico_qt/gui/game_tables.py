"""The main window's table for the game in the session: the board game's ``TableWidget``
or the card game's ``CardTableWidget``.

One session plays either game, and each table reads only its own game's state, so only
the table of the game being played follows the session; the other is detached (it
stops listening) until its game comes back.  Each table is made when its game is first
played, and the two share the main window's stack with the hand-over screen and the
welcome page.  Per game too: the score sheet and the rules window.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QDialog, QStackedWidget, QWidget

from .cards.scores import CardScoreDialog
from .cards.widget import CardTableWidget
from .rules_window import RulesWindow
from .score_dialog import ScoreDialog
from .session import GameSession
from .table import TableWidget


class GameTables:
    """The board table and the card table over one session; see the module docstring."""

    def __init__(
        self, session: GameSession, stack: QStackedWidget, scores: Callable[[], None]
    ) -> None:
        self.session = session
        self.stack = stack
        self._scores = scores
        self.board: TableWidget | None = None
        self.cards: CardTableWidget | None = None
        self._following: QWidget | None = None
        self.follow()

    def follow(self) -> None:
        """Show (and attach) the table of the session's game; detach the other one.
        Call when a game starts (``game_started``, before its ``state_changed``)."""
        if self.session.is_card_game:
            if self.cards is None:
                self.cards = CardTableWidget(self.session, self.stack)
                self.cards.scores_requested.connect(self._scores)
                self.stack.addWidget(self.cards)
                self._detach_board()
                self._following = self.cards
            elif self._following is not self.cards:
                self._detach_board()
                self._following = self.cards  # first: detached next time, come what may
                self.cards.attach()
        else:
            if self.board is None:
                self.board = TableWidget(self.session, self.stack)
                self.board.scores_requested.connect(self._scores)
                self.stack.insertWidget(0, self.board)
                self._detach_cards()
                self._following = self.board
            elif self._following is not self.board:
                self._detach_cards()
                self._following = self.board
                self.board.attach()

    def _detach_board(self) -> None:
        if self.board is not None and self._following is self.board:
            self.board.detach()

    def _detach_cards(self) -> None:
        if self.cards is not None and self._following is self.cards:
            self.cards.detach()

    def current(self) -> QWidget:
        """The table of the game being played."""
        table = self.cards if self.session.is_card_game else self.board
        assert table is not None
        return table

    def focus_decision(self) -> None:
        """The keyboard to the decision of the moment on the table being played."""
        table = self.cards if self.session.is_card_game else self.board
        if table is not None:
            table.prompt_bar.take_focus()

    def focus_areas(self) -> list[list[QWidget]]:
        """The areas F6 visits on the page the stack shows (``gui/area_keys.py``): a
        table's own, or the page itself (the hand-over screen, the welcome page)."""
        page = self.stack.currentWidget()
        if page is self.board and self.board is not None:
            return self.board.focus_areas()
        if page is self.cards and self.cards is not None:
            return self.cards.focus_areas()
        return [[page]] if page is not None else []

    def show_hint(self, actions: Sequence[int]) -> None:
        """Mark a hint's move (its steps) on the current table (``clear_hint`` takes the
        marks off)."""
        table = self.cards if self.session.is_card_game else self.board
        if table is not None:
            table.show_hint(actions)

    def clear_hint(self) -> None:
        for table in (self.board, self.cards):
            if table is not None:
                table.clear_hint()

    def hint_area(self) -> QRect | None:
        """Where the hint panel goes over the current table (the stack's coordinates;
        None: its lower right corner)."""
        if self.session.is_card_game and self.cards is not None:
            area = self.cards.hint_area()
            return area.translated(self.cards.mapTo(self.stack, QPoint(0, 0)))
        return None

    def score_dialog(self, parent: QWidget) -> QDialog:
        if self.session.is_card_game:
            return CardScoreDialog(self.session, parent)
        return ScoreDialog(self.session, parent)

    def rules_window(self, parent: QWidget) -> RulesWindow:
        if self.session.is_card_game:
            return RulesWindow(parent, None, game="cards")
        return RulesWindow(parent, self.session.state.config.edition)
