"""Each player's chance to win, estimated from the public position only.

The estimate is the one Hard's search uses at its leaves: the game's evaluation
(``heuristics.values`` for the board game, ``cards.values.estimates`` for the card
game) turns each seat's position into an estimated final score, and the search's
softmax (``heuristics.win_probabilities`` / ``cards.evaluation.win_probabilities``,
whose temperature grows with the rounds left) turns those into chances.

It never reads hidden information: the position is first replaced by what every seat
can see (``public_state``: hands, the deck's and the pile's order, hidden VP chips
and the like dealt canonically or zeroed), so two games that differ only in hidden
facts get the same chances.  A finished game gives its winners 1 (shared on a tie).
Deterministic and fast (a few milliseconds): no search, no randomness.
"""

from __future__ import annotations

from ..cards.observation import public_state as card_public_state
from ..cards.state import CardState
from ..engine.observation import public_state as board_public_state
from ..engine.state import GameState
from . import heuristics as H
from .cards import evaluation as card_evaluation


def win_chances(state: GameState | CardState) -> list[float]:
    """Each seat's estimated chance to win ``state`` (summing to 1), from public facts."""
    if state.is_terminal():
        return _finished(state.returns())
    if isinstance(state, CardState):
        return card_evaluation.win_probabilities(card_public_state(state))
    public = board_public_state(state)
    ctx = H.GameContext(public)
    return H.win_probabilities(H.values(public, ctx), ctx)


def _finished(returns: list[float]) -> list[float]:
    total = sum(returns)
    if total <= 0:
        return [1.0 / len(returns)] * len(returns)
    return [r / total for r in returns]
