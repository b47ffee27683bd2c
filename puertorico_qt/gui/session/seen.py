"""What each player last saw of the game: the state right after their latest decision.

The tables mark what the others did since the person at the screen last moved (the card
table: the buildings new in the others' cities, ``gui/cards/fresh.py``; the board table:
the others' new buildings and plantations, ``gui/table/fresh.py``).  The session feeds
``SeenStates`` where it already plays the record — its replay of a loaded game or of an
undo (``clear``, then every decision) and each new decision — as it feeds the charts'
``RoundHistory``, so the marks follow the person at the screen in a hot-seat game, come
back as they were after an undo and survive a save and a load.  The replay's session
answers ``seen_state`` itself: the step shown before the current one.
"""

from __future__ import annotations

from typing import Any


class SeenStates:
    """Per seat, the state right after its latest decision (copies: the session plays
    on in its own state)."""

    def __init__(self) -> None:
        self._start: Any = None
        self._seen: dict[int, Any] = {}

    def clear(self, start: Any) -> None:
        """A game (re)starts from ``start``: nobody has decided yet."""
        self._start = start.clone()
        self._seen = {}

    def after_decision(self, seat: int, state: Any) -> None:
        """``seat`` has decided; ``state`` is the game right after (its forced steps too)."""
        self._seen[seat] = state.clone()

    def seen_by(self, seat: int) -> Any:
        """The state right after ``seat``'s latest decision (the game's first state when
        it has made none yet; None before any game)."""
        return self._seen.get(seat, self._start)
