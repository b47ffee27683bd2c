"""What the others built since the viewer's last move, for the card table to mark.

A person who looked away while three computer players took their turns, or a friend
who has just been handed the screen, should see at a glance which buildings are new
without reading the log.  ``FreshCities`` reads the session's record: the cities as
they stood right after each seat's latest decision (a card game's decision is one
engine action).  A card in another player's city is *fresh* for the viewer when its
place was empty then or held another card (the crane builds over one).

Being read from the record, the marks survive a save and a load, and an undo takes
them back to what they were at the decision it returns to.  The record is replayed
once and then followed action by action (a whole game replays in a few milliseconds).
"""

from __future__ import annotations

from typing import Any

from ...cards import CardState

Cities = tuple[tuple[int, ...], ...]


def cities_of(state: CardState) -> Cities:
    return tuple(tuple(p.city) for p in state.players)


class FreshCities:
    """See the module docstring.  ``session``: the card table's; one without a record
    of the game (the replay's) marks nothing."""

    def __init__(self, session: Any) -> None:
        self.session = session
        self._record: object | None = None
        self._done = 0  # actions of the record replayed into ``_state``
        self._state: CardState | None = None
        self._start: Cities = ()
        self._seen: dict[int, Cities] = {}

    def _follow(self) -> CardState | None:
        """Bring the replay up to the record (from its start when the record is another
        or has become shorter: a new game, a load, an undo); the state replayed."""
        record = getattr(self.session, "record", None)
        if record is None or not isinstance(self.session.state, CardState):
            return None
        actions = record.actions
        if record is not self._record or len(actions) < self._done or self._state is None:
            state = record.new_state()
            if not isinstance(state, CardState):
                return None
            self._record, self._done, self._state = record, 0, state
            self._start, self._seen = cities_of(state), {}
        state = self._state
        for text in actions[self._done :]:
            seat = state.current_player
            state.apply(state.parse_action(text))
            self._seen[seat] = cities_of(state)
        self._done = len(actions)
        return state

    def slots(self, seat: int, viewer: int) -> frozenset[int]:
        """The places of ``seat``'s city built since ``viewer``'s latest decision (none
        in the viewer's own city: the viewer built those)."""
        if seat == viewer or self._follow() is None:
            return frozenset()
        seen = self._seen.get(viewer, self._start)
        before = seen[seat] if seat < len(seen) else ()
        city = self.session.state.players[seat].city
        return frozenset(
            slot for slot, kind in enumerate(city) if slot >= len(before) or before[slot] != kind
        )
