"""Who sits at the screen: the hot seat's bookkeeping.

In a game of several people on one screen the table shows one person's view at a time
(their hand, their hidden VP chips).  ``Screen`` remembers whose table is shown, the
seat a hand-over screen waits for, whose turn was last announced and the last person
who decided; the session tells it what happens (a decision, a game installed, a
hand-over confirmed) and asks it whose view to show.  *When* a hand-over is needed at
all (the game hides something from the others, two or more people play) stays with the
session and its game.  No Qt here: the hot-seat cases are plain data.
"""

from __future__ import annotations

from collections.abc import Sequence


class Screen:
    """The hot seat's state; every field is a seat or None."""

    def __init__(self) -> None:
        self.shown: int | None = None
        """Whose table was last shown."""
        self.waiting: int | None = None
        """The seat the hand-over screen waits for (None: none is pending)."""
        self.announced: int | None = None
        """The seat whose turn was last announced (``turn_changed``)."""
        self.last_human: int | None = None
        """The last person who decided (the session's replay and its decisions set it)."""

    def reset(self) -> None:
        """A game is installed: nobody has been shown or announced yet (``last_human``
        comes from the replay of its record)."""
        self.shown = None
        self.waiting = None
        self.announced = None

    def viewer(self, current: int, humans: Sequence[bool]) -> int:
        """The person whose view the table shows: while a hand-over is pending still
        the previous one; else the current player if a person; else the last person
        who decided; else the first person at the table (seat 0 with only computers).
        ``current``: the seat to move (-1 once the game is over); ``humans``: per seat,
        whether a person plays it."""
        if self.waiting is not None and self.shown is not None:
            return self.shown
        if current >= 0 and humans[current] and self.waiting is None:
            return current
        if self.last_human is not None:
            return self.last_human
        return next((seat for seat, human in enumerate(humans) if human), 0)

    def ask_handover(self, seat: int) -> bool:
        """A person (``seat``) is to move where the game needs a hand-over: wait for
        them unless their table is shown already or they are awaited already.  True
        when the hand-over screen is to be asked for now."""
        if self.shown == seat or self.waiting == seat:
            return False
        self.waiting = seat
        return True

    def handover_done(self) -> int | None:
        """The hand-over screen was confirmed: the awaited seat's table is shown, and
        its turn is to be announced again.  The seat, or None when none was awaited."""
        seat = self.waiting
        if seat is None:
            return None
        self.waiting = None
        self.shown = seat
        self.announced = None
        return seat

    def announce(self, current: int, human: bool) -> bool:
        """Whether the turn of ``current`` is news to announce: a seat to move, not the
        one announced last, no hand-over pending.  A person's announced turn shows
        their table."""
        if current < 0 or current == self.announced or self.waiting is not None:
            return False
        self.announced = current
        if human:
            self.shown = current
        return True
