"""The tutorial's steps: which explanation applies to a position, what was shown, and
which "do this now" steps the person has completed.  Pure Python (no Qt, no widgets):
the controller feeds it the session's moves and states, the tests feed it the engine's.

Two kinds of steps, both remembered in ``Progress`` (and in the tutorial's file):

- **Explanations** ("pages"): ``welcome`` at the start; ``role:<name>`` the first time
  anybody — the person or a computer player — chooses that role; ``new_round`` when the
  second round begins; ``all_roles`` once every role was explained and the person is to
  choose again; ``game_over`` at the end.  A page is shown once; the panel keeps the
  shown ones to read again.
- **Tasks** ("do this now"): one per kind of decision (``act:role``, ``act:settler`` …).
  The first time the person has to make that decision, ``act:<x>`` is recorded as shown
  and its targets on the table are pointed at.  A task is *done* only when the person
  really makes a move of its kind (a tile taken, a building built …): another move — a
  pass — leaves it open for the next time, and nothing else ("Got it", a timer) ever
  completes it.

The deal is fixed (``SEED``, ``PLAYERS``, ``PERSON``): the person against two Beginner
computer players.  Three players, because then every player takes exactly one role a
round, so the person decides often and waits little; half of the six roles stay untaken
each round, so the doubloons put on them show early; there is no prospector card to
explain; and the table has room for two wide opponents' boards.  With seed 9 the person
is the first round's governor and chooses the very first role.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ...engine import actions as A
from ...engine.data import ROLE_NAMES, Role
from ...engine.state import GameState, Phase

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

WELCOME = "welcome"
NEW_ROUND = "new_round"
ALL_ROLES = "all_roles"
GAME_OVER = "game_over"
ANY = frozenset({"*"})  # a task that any answer completes (a yes/no question)


def role_key(role: int) -> str:
    return "role:" + ROLE_NAMES[role]


def role_of(key: str) -> Role | None:
    """The role a page explains (None: not a role's page)."""
    return next((r for r in ROLES if role_key(r) == key), None)


@dataclass(frozen=True, slots=True)
class Task:
    """A decision the person has to make, how it is completed, and where it happens
    on the table: (zone, mark) pairs, mark one of "from", "to", "click"."""

    key: str
    kinds: frozenset[str]
    targets: tuple[tuple[str, str], ...]

    def completed_by(self, action: int) -> bool:
        return self.kinds is ANY or A.kind_of(action) in self.kinds


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


def is_page(key: str) -> bool:
    """Is ``key`` an explanation the panel shows as a page (not a task)?"""
    return not key.startswith("act:")


@dataclass(slots=True)
class Progress:
    """What the person has seen and done; kept in the tutorial's file."""

    shown: list[str] = field(default_factory=list)  # explanations and tasks, in order
    done: list[str] = field(default_factory=list)  # tasks completed by a real move
    chosen_by: dict[str, int] = field(default_factory=dict)  # role key → who chose it first
    finished: bool = False  # the tutorial game has ended

    def to_dict(self) -> dict:
        return {
            "shown": list(self.shown),
            "done": list(self.done),
            "chosen_by": dict(self.chosen_by),
            "finished": self.finished,
        }

    @classmethod
    def from_dict(cls, data: object) -> Progress:
        """Read forgivingly: anything not understood is left out."""
        d = data if isinstance(data, dict) else {}

        def keys(name: str) -> list[str]:
            value = d.get(name)
            items = value if isinstance(value, list) else []
            return list(dict.fromkeys(k for k in items if isinstance(k, str) and len(k) < 40))

        chosen = d.get("chosen_by")
        return cls(
            shown=keys("shown"),
            done=keys("done"),
            chosen_by={
                k: v
                for k, v in (chosen.items() if isinstance(chosen, dict) else ())
                if isinstance(k, str) and type(v) is int and 0 <= v < PLAYERS
            },
            finished=d.get("finished") is True,
        )

    def pages(self) -> list[str]:
        return [key for key in self.shown if is_page(key)]


class TutorialSteps:
    """The step logic over a ``Progress``; see the module docstring."""

    def __init__(self, progress: Progress | None = None, person: int = PERSON) -> None:
        self.progress = progress if progress is not None else Progress()
        self.person = person

    # ---- reading

    def task(self, state: GameState) -> Task | None:
        """The decision the person has to make now (None: not the person's turn)."""
        if state.is_terminal() or state.current_player != self.person:
            return None
        return TASKS.get(state.phase)

    def open_task(self, state: GameState) -> Task | None:
        """The person's task now if it was never completed: its places are pointed at."""
        task = self.task(state)
        return task if task is not None and task.key not in self.progress.done else None

    def is_done(self, key: str) -> bool:
        return key in self.progress.done

    def was_shown(self, key: str) -> bool:
        return key in self.progress.shown

    # ---- events

    def start(self) -> list[str]:
        """The tutorial begins (or resumes): the welcome, if not shown yet."""
        return self._show(WELCOME)

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
                key = role_key(role)
                if key not in self.progress.shown:
                    self.progress.chosen_by[key] = seat
                    new += self._show(key)
        done = self.progress.done
        if (
            seat == self.person
            and asked is not None
            and asked.completed_by(action)
            and asked.key not in done
        ):
            done.append(asked.key)
        return new

    def on_state(self, state: GameState) -> list[str]:
        """The position after a change: the person's first task of a kind, a new round,
        every role known, the end.  Returns what it newly shows."""
        new: list[str] = []
        if state.is_terminal():
            self.progress.finished = True
            return self._show(GAME_OVER)
        task = self.task(state)
        if task is not None:
            new += self._show(task.key)
        if state.round >= 2 and state.phase == Phase.ROLE:
            new += self._show(NEW_ROUND)
        known = all(role_key(r) in self.progress.shown for r in ROLES)
        if known and task is not None and task.key == "act:role":
            new += self._show(ALL_ROLES)
        return new

    def focus(self, state: GameState) -> str | None:
        """The page that belongs to the position: the role being played, else the newest."""
        if state.role in ROLES and not state.is_terminal():
            key = role_key(state.role)
            if key in self.progress.shown:
                return key
        pages = self.progress.pages()
        return pages[-1] if pages else None

    def _show(self, key: str) -> list[str]:
        if key in self.progress.shown:
            return []
        self.progress.shown.append(key)
        return [key]


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
