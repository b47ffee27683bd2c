"""The board game's tutorial steps: its deal, its roles, its tasks, and what a move
means in its rules.  Pure Python (no Qt, no widgets): the controller feeds it the
session's moves and states, the tests feed it the engine's.  The pages, the tasks and
the progress they share with the card game's tutorial are ``core``'s.

The deal is fixed (``SEED``, ``PLAYERS``, ``PERSON``): the person against two Beginner
computer players.  Three players, because then every player takes exactly one role a
round, so the person decides often and waits little; half of the six roles stay untaken
each round, so the doubloons put on them show early; there is no prospector card to
explain; and the table has room for two wide opponents' boards.  With seed 9 the person
is the first round's governor and chooses the very first role.
"""

from __future__ import annotations

from ...engine import actions as A
from ...engine.data import ROLE_NAMES, Role
from ...engine.state import GameState, Phase
from .core import ALL_ROLES, ANY, GAME_OVER, NEW_ROUND, WELCOME, Progress, StepsCore, Task, is_page

#: The fixed deal: the seed, the number of players and the person's seat.  With this
#: seed the person (seat 0) is the governor of the first round and chooses first; the
#: offer shows corn, indigo, tobacco and coffee (in both namings).
SEED = 9
PLAYERS = 3
PERSON = 0

#: The roles the tutorial explains (a three-player game has these six, no prospector).
ROLES: tuple[Role, ...] = (
    Role.SETTLER,
    Role.MAYOR,
    Role.BUILDER,
    Role.CRAFTSMAN,
    Role.TRADER,
    Role.CAPTAIN,
)


def role_key(role: int) -> str:
    return "role:" + ROLE_NAMES[role]


def role_of(key: str) -> Role | None:
    """The role a page explains (None: not a role's page)."""
    return next((r for r in ROLES if role_key(r) == key), None)


_BUTTONS = (("buttons", "click"),)
TASKS: dict[Phase, Task] = {
    Phase.ROLE: Task("act:role", frozenset({"role"}), (("roles", "click"),)),
    Phase.SETTLER: Task(
        "act:settler", frozenset({"take", "hacienda"}), (("offer", "from"), ("island", "to"))
    ),
    Phase.MAYOR_EXTRA: Task("act:mayor_extra", ANY, _BUTTONS),
    Phase.MAYOR: Task(
        "act:mayor",
        frozenset({"place"}),
        (("san_juan", "from"), ("island", "to"), ("city", "to"), ("buttons", "click")),
    ),
    Phase.BUILDER: Task("act:builder", frozenset({"build"}), (("market", "from"), ("city", "to"))),
    Phase.CRAFTSMAN: Task("act:craftsman", frozenset({"craft"}), _BUTTONS),
    Phase.TRADER: Task("act:trader", frozenset({"sell"}), (("goods", "from"), ("house", "to"))),
    Phase.CAPTAIN: Task("act:captain", frozenset({"ship"}), (("goods", "from"), ("ships", "to"))),
    Phase.STORAGE: Task(
        "act:storage", frozenset({"store"}), (("goods", "from"), ("storage", "to"))
    ),
    Phase.HOSPICE: Task("act:bonus", ANY, _BUTTONS),
    Phase.UNIVERSITY: Task("act:bonus", ANY, _BUTTONS),
}


class TutorialSteps(StepsCore):
    """The step logic over a ``Progress``; see ``core``."""

    tasks = TASKS
    role_keys = tuple(role_key(r) for r in ROLES)

    def __init__(self, progress: Progress | None = None, person: int = PERSON) -> None:
        super().__init__(progress, person)

    def on_move(
        self, seat: int, action: int, role_cards: tuple[int, ...], asked: Task | None
    ) -> list[str]:
        """A step was applied (``seat`` played ``action``).  ``asked``: the person's task
        in the position before it (``task``), which a move of its kind completes.
        Returns the explanations it brings (a role chosen for the first time)."""
        new: list[str] = []
        if A.is_kind(action, "role"):
            card = A.card_of(action)
            role = role_cards[card] if 0 <= card < len(role_cards) else -1
            if role in ROLES:
                new += self._role_chosen(role_key(role), seat)
        self._complete(seat, A.kind_of(action), asked)
        return new

    def on_step(self, seat: int, action: int, state: GameState, asked: Task | None) -> list[str]:
        return self.on_move(seat, action, tuple(state.role_cards), asked)

    def _new_round(self, state: GameState) -> bool:
        return state.round >= 2 and state.phase == Phase.ROLE

    def focus(self, state: GameState) -> str | None:
        """The page that belongs to the position: the role being played, else the newest."""
        playing = state.role in ROLES and not state.is_terminal()
        return self.focus_key(role_key(state.role) if playing else None)


__all__ = [
    "ALL_ROLES",
    "GAME_OVER",
    "NEW_ROUND",
    "PERSON",
    "PLAYERS",
    "ROLES",
    "SEED",
    "TASKS",
    "WELCOME",
    "Progress",
    "Task",
    "TutorialSteps",
    "is_page",
    "role_key",
    "role_of",
]
