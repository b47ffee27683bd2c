"""What each player last saw of the game: the state right after their latest decision.

The tables mark what the others did since the person at the screen last moved (the card
table: the buildings new in the others' cities, ``gui/cards/fresh.py``; the board table:
the others' new buildings and plantations, ``gui/table/fresh.py``).  ``SeenStates``
reads the session's record, so the marks follow the person at the screen in a hot-seat
game, come back as they were with an undo and survive a save and a load: the record is
replayed once and then followed decision by decision (a whole game replays in a few
milliseconds).  The replay's session answers for itself: the step shown before the
current one, for every board (the viewer's too), so that a step — or a whole round,
stepping by rounds — shows what it changed.
"""

from __future__ import annotations

from typing import Any


class SeenStates:
    """See the module docstring.  ``session``: a ``GameSession`` (its ``record`` and
    ``game``), or any session, for which ``seen_by`` then answers None."""

    def __init__(self, session: Any) -> None:
        self.session = session
        self._record: object | None = None
        self._done = 0  # decisions of the record replayed into ``_state``
        self._state: Any = None
        self._start: Any = None
        self._seen: dict[int, Any] = {}

    def _follow(self) -> bool:
        """Bring the replay up to the record (from its start when the record is another
        or has become shorter: a new game, a load, an undo); False without a record."""
        record = getattr(self.session, "record", None)
        game = getattr(self.session, "game", None)
        if record is None or game is None:
            return False
        actions = record.actions
        if record is not self._record or len(actions) < self._done or self._state is None:
            self._record, self._done = record, 0
            self._state = record.new_state()
            self._start, self._seen = self._state.clone(), {}
        state = self._state
        for text in actions[self._done :]:
            steps = game.play(state, state.parse_action(text))
            self._seen[steps[0][0]] = state.clone()
        self._done = len(actions)
        return True

    def seen_by(self, seat: int) -> Any:
        """The state right after ``seat``'s latest decision (the game's first state when
        it has made none yet); None when the session keeps no record.  A session that
        knows better (the replay: the step shown before) answers with ``seen_state``."""
        own = getattr(self.session, "seen_state", None)
        if own is not None:
            return own(seat)
        if not self._follow():
            return None
        return self._seen.get(seat, self._start)

    def marks_own_board(self) -> bool:
        """Whether the viewer's own board is compared too: not in a game (the viewer
        made those changes), but in a replay (``marks_every_board``)."""
        return bool(getattr(self.session, "marks_every_board", False))
