"""The random bot: a uniformly random legal action.  The baseline, and the engine's
speed benchmark."""

from __future__ import annotations

import random

from ..engine import GameState, Observation
from .base import Bot, SearchBudget


class RandomBot(Bot):
    name = "random"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, observation: Observation, budget: SearchBudget | None = None) -> int:
        legal = observation.legal_actions()
        return legal[int(self.rng.random() * len(legal))]

    def choose_in(self, state: GameState, budget: SearchBudget | None = None) -> int:
        # Legal actions are public, so no observation needs to be built (speed).
        legal = state.legal_actions()
        return legal[int(self.rng.random() * len(legal))]
