"""The card game's bots, by level: Random (the generic ``RandomBot``), Beginner, Normal,
Hard and Expert.  ``CARD_FACTORIES`` is the registry's table for ``game="cards"``.

- **Beginner**: the Normal scores blurred with noise of about a VP and, now and then,
  any option of the better half.
- **Normal**: ``policy.CardPolicy`` on a determinisation of the observation (it reads
  only its own hand and public facts, so the sample does not matter to it).
- **Hard**: the board game's ISMCTS (``ismcts.HardBot``) with ``CardGuide``.
- **Expert**: the board game's root-parallel search (``expert.ExpertBot``) with
  ``imitation.ImitationGuide``: Hard's search on every core with more iterations, its
  own role choices scored the way Hard's search was seen to choose them.
"""

from __future__ import annotations

from collections.abc import Callable

from ...cards import CardObservation
from ..base import Bot, SearchBudget, decision_rng, fresh_seed
from ..expert import ExpertBot
from ..ismcts import HardBot, SearchConfig
from ..random_bot import RandomBot
from .guide import CardGuide
from .imitation import ImitationGuide
from .policy import CardPolicy

#: Beginner: score noise (VP) and the chance of a plain slip.
BEGINNER_NOISE = 1.0
BEGINNER_SLIP = 0.1

#: Hard's search (docs/ai.md, "The card game": tuned by self-play, median decision
#: under a second on one core).
CARD_SEARCH = SearchConfig(
    c_puct=1.2,
    prior_temperature=0.7,
    rollout_roles=3,
    max_rollout_steps=200,
    default_iterations=400,
)
#: Expert: Hard's search on every core, twice Hard's iterations per core.  Its play-outs
#: are as short as Hard's: the fitted leaf evaluation already is the chance to win when
#: the Normal rules play on, so a longer play-out only adds the noise of one sampled
#: path to it (and costs twice the time).
CARD_EXPERT_SEARCH = CARD_SEARCH
CARD_EXPERT_ITERATIONS = 2 * CARD_SEARCH.default_iterations  # 800


class CardNormalBot(Bot[CardObservation]):
    """The card game's rule-based player (instant: no search)."""

    name = "normal"
    noise = 0.0

    def __init__(self, seed: int | None = None) -> None:
        self.seed = fresh_seed(seed)

    def choose(self, observation: CardObservation, budget: SearchBudget | None = None) -> int:
        legal = observation.legal_actions()
        if len(legal) == 1:
            return legal[0]
        rng = decision_rng(self.seed, observation)
        action = CardPolicy(self.noise, rng).act(observation.determinize(rng))
        assert action in legal
        return action


class CardBeginnerBot(Bot[CardObservation]):
    """The Normal scores with a newcomer's noise and slips."""

    name = "beginner"

    def __init__(self, seed: int | None = None) -> None:
        self.seed = fresh_seed(seed)

    def choose(self, observation: CardObservation, budget: SearchBudget | None = None) -> int:
        legal = observation.legal_actions()
        if len(legal) == 1:
            return legal[0]
        rng = decision_rng(self.seed, observation)
        state = observation.determinize(rng)
        policy = CardPolicy(BEGINNER_NOISE, rng)
        if rng.random() < BEGINNER_SLIP:
            actions, scores = policy.scores(state)
            ranked = sorted(zip(scores, actions, strict=True), reverse=True)
            top = ranked[: max(2, (len(ranked) + 1) // 2)]
            return top[rng.randrange(len(top))][1]
        return policy.act(state)


class CardHardBot(HardBot):
    """ISMCTS with the card game's guide."""

    def __init__(self, seed: int | None = None, config: SearchConfig | None = None) -> None:
        super().__init__(seed, config or CARD_SEARCH, guide_class=CardGuide)


class CardExpertBot(ExpertBot):
    """The root-parallel search with the card game's guide for the Expert
    (``ImitationGuide``: Hard's, with Hard's role choices learnt for its own seat)."""

    def __init__(
        self,
        seed: int | None = None,
        workers: int | None = None,
        iterations_per_worker: int = CARD_EXPERT_ITERATIONS,
        config: SearchConfig | None = None,
        use_processes: bool = True,
    ) -> None:
        super().__init__(
            seed,
            workers,
            iterations_per_worker,
            config or CARD_EXPERT_SEARCH,
            use_processes,
            guide_class=ImitationGuide,
        )


#: name -> factory(seed), weakest first.
CARD_FACTORIES: dict[str, Callable[[int | None], Bot]] = {
    "random": RandomBot,
    "beginner": CardBeginnerBot,
    "normal": CardNormalBot,
    "hard": CardHardBot,
    "expert": CardExpertBot,
}
