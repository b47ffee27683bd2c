"""What both tutorials' steps share: a task, the progress, and the step logic over it.
Pure Python (no Qt): ``steps`` (the board game) and ``cards_steps`` (the card game) add
their deal, their roles, their tasks and what a move means in their rules.

Two kinds of steps, both remembered in ``Progress`` (and in the tutorial's file):

- **Explanations** ("pages"): ``welcome`` at the start; ``role:<name>`` the first time
  anybody chooses that role; ``new_round`` when the second round begins;
  ``all_roles`` once every role was explained and the person is to choose again;
  ``game_over`` at the end.  A page is shown once; the panel keeps the shown ones.
- **Tasks** ("do this now", keys ``act:<x>``): the first time the person has to make a
  decision of a kind its task is recorded as shown and its places are pointed at; it
  is *done* only when the person really makes a move of its kind — another move (a
  pass) leaves it open for the next time, and nothing else ever completes it.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

WELCOME = "welcome"
NEW_ROUND = "new_round"
ALL_ROLES = "all_roles"
GAME_OVER = "game_over"
ANY = frozenset({"*"})  # a task that any answer completes (a yes/no question)
MAX_KEY = 40  # a key longer than this in a file is not ours


@dataclass(frozen=True, slots=True)
class Task:
    """A decision the person has to make, the kinds of move that complete it, and where
    it happens on the table: (zone, mark) pairs, mark one of "from", "to", "click"."""

    key: str
    kinds: frozenset[str]
    targets: tuple[tuple[str, str], ...]

    def completed_by_kind(self, kind: str) -> bool:
        return self.kinds is ANY or kind in self.kinds


def is_page(key: str) -> bool:
    """Is ``key`` an explanation the panel shows as a page (not a task)?"""
    return not key.startswith("act:")


@dataclass(slots=True)
class Progress:
    """What the person has seen and done; kept in the tutorial's file."""

    shown: list[str] = field(default_factory=list)  # explanations and tasks, in order
    done: list[str] = field(default_factory=list)  # tasks completed by a real move
    chosen_by: dict[str, int] = field(default_factory=dict)  # role key → who chose it last
    finished: bool = False  # the tutorial game has ended

    def to_dict(self) -> dict:
        return {
            "shown": list(self.shown),
            "done": list(self.done),
            "chosen_by": dict(self.chosen_by),
            "finished": self.finished,
        }

    @classmethod
    def from_dict(cls, data: object, players: int = 5) -> Progress:
        """Read forgivingly: anything not understood is left out (a seat must be one of
        ``players``)."""
        d = data if isinstance(data, dict) else {}

        def keys(name: str) -> list[str]:
            value = d.get(name)
            items = value if isinstance(value, list) else []
            return list(dict.fromkeys(k for k in items if isinstance(k, str) and len(k) < MAX_KEY))

        chosen = d.get("chosen_by")
        return cls(
            shown=keys("shown"),
            done=keys("done"),
            chosen_by={
                k: v
                for k, v in (chosen.items() if isinstance(chosen, dict) else ())
                if isinstance(k, str) and type(v) is int and 0 <= v < players
            },
            finished=d.get("finished") is True,
        )

    def pages(self) -> list[str]:
        return [key for key in self.shown if is_page(key)]


class StepsCore(ABC):
    """The step logic both games share, over a ``Progress``; see the module docstring.

    A subclass sets ``tasks`` (phase → task) and ``role_keys`` (the pages of the roles,
    in the order the game has them) and calls ``_role_chosen`` and ``_complete`` from
    its ``on_move``.  ``state`` is the game's state: ``phase``, ``current_player``,
    ``round`` and ``is_terminal()`` are all it reads here."""

    tasks: Mapping[Any, Task] = {}
    role_keys: tuple[str, ...] = ()

    def __init__(self, progress: Progress | None, person: int) -> None:
        self.progress = progress if progress is not None else Progress()
        self.person = person

    # ---- reading

    def task(self, state: Any) -> Task | None:
        """The decision the person has to make now (None: not the person's turn)."""
        if state.is_terminal() or state.current_player != self.person:
            return None
        return self.tasks.get(state.phase)

    def open_task(self, state: Any) -> Task | None:
        """The person's task now if it was never completed: its places are pointed at."""
        task = self.task(state)
        return task if task is not None and task.key not in self.progress.done else None

    def is_done(self, key: str) -> bool:
        return key in self.progress.done

    def was_shown(self, key: str) -> bool:
        return key in self.progress.shown

    def all_roles_known(self) -> bool:
        return all(key in self.progress.shown for key in self.role_keys)

    # ---- events

    @abstractmethod
    def on_step(self, seat: int, action: int, state: Any, asked: Task | None) -> list[str]:
        """A step was applied (``seat`` played ``action``; ``state``: the position after
        it).  ``asked``: the person's task in the position before it (``task``), which a
        move of its kind completes.  Returns the explanations it brings."""
        ...

    @abstractmethod
    def focus(self, state: Any) -> str | None:
        """The page that belongs to the position (``focus_key``)."""
        ...

    def start(self) -> list[str]:
        """The tutorial begins (or resumes): the welcome, if not shown yet."""
        return self._show(WELCOME)

    def on_state(self, state: Any) -> list[str]:
        """The position after a change: the person's first task of a kind, a new round,
        every role known, the end.  Returns what it newly shows."""
        if state.is_terminal():
            self.progress.finished = True
            return self._show(GAME_OVER)
        new: list[str] = []
        task = self.task(state)
        if task is not None:
            new += self._show(task.key)
        if self._new_round(state):
            new += self._show(NEW_ROUND)
        if self.all_roles_known() and task is not None and task.key == "act:role":
            new += self._show(ALL_ROLES)
        return new

    def focus_key(self, playing: str | None) -> str | None:
        """The page that belongs to the position: the role being played (``playing``,
        its page's key), else the newest."""
        if playing is not None and playing in self.progress.shown:
            return playing
        pages = self.progress.pages()
        return pages[-1] if pages else None

    # ---- for the subclasses

    def _new_round(self, state: Any) -> bool:
        """Does the position belong to the second round or a later one?"""
        return bool(state.round >= 2)

    def _role_chosen(self, key: str, seat: int) -> list[str]:
        """A role was chosen: its page, the first time; who chose it, every time (the
        page says who chose the role last, not who chose it in the first round)."""
        if key not in self.role_keys:
            return []
        self.progress.chosen_by[key] = seat
        if key in self.progress.shown:
            return []
        return self._show(key)

    def _complete(self, seat: int, kind: str, asked: Task | None) -> None:
        """The person's move of ``kind`` completes the task asked before it."""
        done = self.progress.done
        if (
            seat == self.person
            and asked is not None
            and asked.completed_by_kind(kind)
            and asked.key not in done
        ):
            done.append(asked.key)

    def _show(self, key: str) -> list[str]:
        if key in self.progress.shown:
            return []
        self.progress.shown.append(key)
        return [key]


__all__ = [
    "ALL_ROLES",
    "ANY",
    "GAME_OVER",
    "NEW_ROUND",
    "WELCOME",
    "Progress",
    "StepsCore",
    "Task",
    "is_page",
]
