"""What the table needs of a session, as a typed Protocol.

``gui.table`` is written against this, not against ``GameSession``'s whole surface: it
reads the state and the seats, asks what is legal and why not, requests moves, and
listens to four signals.  ``GameSession`` satisfies it (``tests/gui`` check it), and
``CardTableSession``, the card table's (``gui.cards``), which has ``request_sequence``
instead of the Mayor's arrangement.
"""

from __future__ import annotations

from typing import Any, Protocol

from PySide6.QtCore import SignalInstance

from ...cards import CardState
from ...engine import GameState
from ...persistence import SeatInfo


class SessionView(Protocol):
    """What both tables read and request of a session (all but the state and the
    decisions made of several actions)."""

    @property
    def seats(self) -> list[SeatInfo]: ...

    # (no arguments) the state changed: re-read it.
    state_changed: SignalInstance
    # (reason) a request was refused, in words.
    illegal_move: SignalInstance
    # (seat, thinking) a computer player started or stopped thinking.
    bot_thinking: SignalInstance
    # (fraction) how far the thinking computer player is.
    bot_progress: SignalInstance

    def names(self) -> list[str]: ...

    def viewer_seat(self) -> int: ...

    def is_human_turn(self) -> bool: ...

    def legal_actions(self) -> list[int]: ...

    def explain(self, action: int) -> str: ...

    def last_move_text(self) -> str: ...

    # The game as ``seat`` last saw it (None: nothing to compare with), and whether the
    # viewer's own board is marked too (a replay): the tables' marks of what is new.
    marks_every_board: bool

    def seen_state(self, seat: int) -> Any: ...

    def request(self, action: int) -> bool: ...


class TableSession(SessionView, Protocol):
    """The session as the table sees it."""

    state: GameState

    def request_mayor_arrangement(self, tiles: list[int], buildings: dict[int, int]) -> bool: ...


class CardTableSession(SessionView, Protocol):
    """The session as the card table sees it (``gui.cards``): the same reading and
    requests, plus a decision made of several actions (a payment, the cards kept …)."""

    state: CardState
    # (report) cards the rules turned face up for everybody (``cards.Prospecting``).
    turned_up: SignalInstance
    # (no arguments) another game is in the session (new, loaded).
    game_started: SignalInstance
    # (seat, action, notation) a step applied, forced steps included: what the rules
    # paid by themselves (``CardContext.paid_by_rule``).
    action_applied: SignalInstance

    def request_sequence(self, actions: list[int], text: str | None = None) -> bool: ...

    # Take back the person's last decision (a build, while it is being paid for).
    def can_undo(self) -> bool: ...

    def undo(self) -> bool: ...
