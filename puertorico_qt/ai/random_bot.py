"""The random bot: a uniformly random legal action.  The baseline, and the engine's
speed benchmark.  It reads nothing but the legal actions, so it plays either game."""

from __future__ import annotations

import random
from typing import Protocol

from .base import Bot, SearchBudget


class HasLegalActions(Protocol):
    """An observation or a state of either game: all the random bot looks at."""

    def legal_actions(self) -> list[int]: ...


class RandomBot(Bot[HasLegalActions]):
    name = "random"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, observation: HasLegalActions, budget: SearchBudget | None = None) -> int:
        legal = observation.legal_actions()
        return legal[int(self.rng.random() * len(legal))]

    def choose_in(self, state: HasLegalActions, budget: SearchBudget | None = None) -> int:
        # Legal actions are public, so no observation needs to be built (speed).
        legal = state.legal_actions()
        return legal[int(self.rng.random() * len(legal))]
