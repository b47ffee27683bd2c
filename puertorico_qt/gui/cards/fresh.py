"""What the others built since the viewer's last move, for the card table to mark.

A person who looked away while three computer players took their turns, or a friend
who has just been handed the screen, should see at a glance which buildings are new
without reading the log.  A card in another player's city is *fresh* for the viewer
when its place was empty, or held another card (the crane builds over one), right
after the viewer's latest decision (``GameSession.seen_state``, ``gui/session/seen.py``:
right in a hot-seat game, after an undo and after a load).
"""

from __future__ import annotations

from ...cards import CardState


def fresh_slots(seen: object, now: CardState, seat: int) -> frozenset[int]:
    """The places of ``seat``'s city in ``now`` that were empty or held another card in
    ``seen`` (the state the viewer last saw; nothing is fresh without one)."""
    if not isinstance(seen, CardState):
        return frozenset()
    before = seen.players[seat].city if seat < seen.n else []
    city = now.players[seat].city
    return frozenset(
        slot for slot, kind in enumerate(city) if slot >= len(before) or before[slot] != kind
    )
