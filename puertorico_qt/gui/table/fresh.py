"""What the others took since the viewer's last move, for the board table to mark.

Three computer players may settle, build and ship while the person waits; the log says
it all, but a player looks at the boards.  A building or an island tile on another
player's board is *fresh* for the viewer when it came there after the viewer's latest
decision (``GameSession.seen_state``: right in a hot-seat game, after an undo and after
a load).  The island shows its tiles grouped by kind, so of each kind the last ones are
the new ones.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...engine import GameState


@dataclass(frozen=True)
class BoardNews:
    """What is new on one board: buildings, and per island tile kind how many of the
    last tiles of that kind (and of the forests, expansion I)."""

    buildings: frozenset[int] = frozenset()
    tiles: tuple[int, ...] = ()
    forests: int = 0

    def tile(self, kind: int, index: int, count: int) -> bool:
        """Is the ``index``-th of ``count`` tiles of ``kind`` new?"""
        new = self.tiles[kind] if kind < len(self.tiles) else 0
        return index >= count - new


NOTHING = BoardNews()


def board_news(seen: object, now: GameState, seat: int) -> BoardNews:
    """What ``seat``'s board in ``now`` has that it had not in ``seen`` (the state the
    viewer last saw; nothing is new without one)."""
    if not isinstance(seen, GameState) or seat >= len(seen.players):
        return NOTHING
    before, after = seen.players[seat], now.players[seat]
    return BoardNews(
        buildings=frozenset(after.buildings) - frozenset(before.buildings),
        tiles=tuple(max(0, a - b) for a, b in zip(after.plant, before.plant, strict=True)),
        forests=max(0, after.forests() - before.forests()),
    )
