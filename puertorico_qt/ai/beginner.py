"""The Beginner: the Normal player's rules with a newcomer's slips.

Every option is scored by the Normal rules, then blurred with noise of a few VP
(so close calls go either way and clear ones mostly do not), and now and then the
Beginner forgets a rule of thumb altogether and picks any plausible option.
"""

from __future__ import annotations

from ..engine.observation import Observation
from .base import Bot, SearchBudget, decision_rng, fresh_seed
from .normal import NormalPolicy

#: Score noise (VP units) and the chance of a plain slip.
NOISE = 1.6
SLIP = 0.08


class BeginnerBot(Bot):
    name = "beginner"

    def __init__(self, seed: int | None = None) -> None:
        self.seed = fresh_seed(seed)

    def choose(self, observation: Observation, budget: SearchBudget | None = None) -> int:
        legal = observation.legal_actions()
        if len(legal) == 1:
            return legal[0]
        rng = decision_rng(self.seed, observation)
        state = observation.determinize(rng)
        policy = NormalPolicy(NOISE, rng)
        if rng.random() < SLIP and state.phase != state.phase.MAYOR:
            # A slip: any of the better half of the options.
            actions, scores = policy.scores(state)
            ranked = sorted(zip(scores, actions, strict=True), reverse=True)
            top = ranked[: max(2, (len(ranked) + 1) // 2)]
            return top[rng.randrange(len(top))][1]
        return policy.act(state)
