"""The card game's tutorial steps: its deal, its five roles, its tasks, and what a move
means in its rules (``cards``).  Pure Python (no Qt, no widgets), as the board game's
``steps``; the pages, the tasks and the progress are ``core``'s.

The deal is fixed (``SEED``, ``PLAYERS``, ``PERSON``): the person against two Beginner
computer players.  Three players, because then each player chooses exactly one of the
five roles a round (two stay untaken), so the person decides every round, waits for
two players only, and meets every role within the first rounds; the library's
two-player question never comes up.  The set-up makes seat 0 the first governor, so the
person chooses the very first role.  Seed 23 deals the person a Sugar Mill, a Poor
House, a Chapel and a Prefecture: as builder the Sugar Mill costs one card, chosen from
three (a real payment, not a forced one), a second production building makes the
producer and the trader worth taking, and the Chapel, once built, brings the round
start's question.  The basic deal, not the variant: four cards, nothing to discard first.
"""

from __future__ import annotations

from ...cards import CardPhase, CardRole, CardState, decode
from ...cards.data import ROLE_NAMES
from ...games import CARD_GAME
from .core import (
    ALL_ROLES,
    GAME_OVER,
    NEW_ROUND,
    WELCOME,
    Progress,
    StepsCore,
    Task,
    is_page,
)

#: The fixed deal: the seed, the number of players and the person's seat (the first
#: governor, who chooses first).
SEED = 23
PLAYERS = 3
PERSON = 0
GAME = CARD_GAME.name  # the session's name of the game

#: The roles the tutorial explains: all five of the card game.
ROLES: tuple[CardRole, ...] = tuple(CardRole)


def role_key(role: int) -> str:
    return "role:" + ROLE_NAMES[role]


def role_of(key: str) -> CardRole | None:
    """The role a page explains (None: not a role's page)."""
    return next((r for r in ROLES if role_key(r) == key), None)


_BUTTONS = ("buttons", "click")
_PAY = Task("act:pay", frozenset({"pay", "blackmarket"}), (("hand", "click"), _BUTTONS))
#: One task per kind of decision; the marks' zones are the card table's
#: (``CardTableWidget.zone_widget``).  The library (two players only), the variant's
#: starting hand and the expansion's buildings do not occur in this deal.
TASKS: dict[CardPhase, Task] = {
    CardPhase.ROLE: Task("act:role", frozenset({"role"}), (("roles", "click"),)),
    CardPhase.BUILD: Task(
        "act:build", frozenset({"build", "build_over"}), (("hand", "from"), ("city", "to"))
    ),
    CardPhase.PAY: _PAY,
    CardPhase.BLACK_MARKET: _PAY,
    CardPhase.PRODUCE: Task(
        "act:produce", frozenset({"produce"}), (("deck", "from"), ("city", "to"), _BUTTONS)
    ),
    CardPhase.TRADE: Task(
        "act:trade", frozenset({"sell"}), (("city", "from"), ("house", "to"), _BUTTONS)
    ),
    CardPhase.KEEP: Task("act:keep", frozenset({"keep"}), (("spread", "click"), _BUTTONS)),
    CardPhase.ARCHIVE: Task("act:archive", frozenset({"discard"}), (("hand", "click"), _BUTTONS)),
    CardPhase.HAND_LIMIT: Task(
        "act:discard", frozenset({"discard"}), (("hand", "click"), _BUTTONS)
    ),
    CardPhase.CHAPEL: Task("act:chapel", frozenset({"tuck"}), (("hand", "click"), _BUTTONS)),
}


class CardTutorialSteps(StepsCore):
    """The step logic over a ``Progress``; see ``core``."""

    tasks = TASKS
    role_keys = tuple(role_key(r) for r in ROLES)

    def __init__(self, progress: Progress | None = None, person: int = PERSON) -> None:
        super().__init__(progress, person)

    def on_move(self, seat: int, action: int, asked: Task | None) -> list[str]:
        """A step was applied (``seat`` played ``action``).  ``asked``: the person's task
        in the position before it (``task``), which a move of its kind completes.
        Returns the explanations it brings (a role chosen for the first time)."""
        move = decode(action)
        new = self._role_chosen(role_key(move.arg), seat) if move.verb == "role" else []
        self._complete(seat, move.verb, asked)
        return new

    def on_step(self, seat: int, action: int, state: CardState, asked: Task | None) -> list[str]:
        return self.on_move(seat, action, asked)

    def focus(self, state: CardState) -> str | None:
        """The page that belongs to the position: the role being played, else the newest."""
        playing = 0 <= state.role < len(ROLES) and not state.is_terminal()
        return self.focus_key(role_key(state.role) if playing else None)


__all__ = [
    "ALL_ROLES",
    "GAME",
    "GAME_OVER",
    "NEW_ROUND",
    "PERSON",
    "PLAYERS",
    "ROLES",
    "SEED",
    "TASKS",
    "WELCOME",
    "CardTutorialSteps",
    "Progress",
    "Task",
    "is_page",
    "role_key",
    "role_of",
]
