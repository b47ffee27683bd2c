"""Why a game ends, for the score sheet: the decision that set off its end, found by
playing the record again (a saved, loaded or undone game says it as well as one
played through), and told by the game's ``SessionGame.ending``."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .games import SessionGame


def why_it_ends(game: SessionGame, start: Any, actions: Sequence[str], names: Sequence[str]) -> str:
    """Why the game played from ``start`` by ``actions`` (the record's decisions) ends:
    in the past tense once it is over, else as the log said it when the last round (or
    phase) began; "" while nothing has set the end off.  ``start`` is left unchanged."""
    state = start.clone()
    found: tuple[Any, Any] | None = None
    for text in actions:
        before = state.clone()
        game.play(state, state.parse_action(text))
        if found is None and game.ending(before, state, names, False) is not None:
            found = (before, state.clone())
    if found is None:
        return ""
    return game.ending(found[0], found[1], names, state.is_terminal()) or ""
