"""The card game's bots, by level: Random (the generic ``RandomBot``), Beginner, Normal,
Hard and Expert.  ``CARD_FACTORIES`` is the registry's table for ``game="cards"``.

- **Beginner**: the Normal scores blurred with noise of about a VP and, now and then,
  any option of the better half.
- **Normal**: ``policy.CardPolicy`` on a determinisation of the observation (it reads
  only its own hand and public facts, so the sample does not matter to it).
- **Hard**: the board game's ISMCTS (``ismcts.HardBot``) with ``CardGuide``.
- **Expert**: Hard's search (through ``expert.ExpertBot``) with four times Hard's
  iterations in one tree, in the bot's thread, and ``imitation.ImitationGuide``: its own
  role choices scored the way Hard's search was seen to choose them.  One deep tree
  plays as well as the sum of a tree per core did, on one core, and the same on every
  machine (docs/ai.md, "Expert vs 3 Hard").
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
#: Expert: Hard's search with four times Hard's iterations, in one tree.  Its play-outs
#: are as short as Hard's: the fitted leaf evaluation already is the chance to win when
#: the Normal rules play on, so a longer play-out only adds the noise of one sampled
#: path to it (and costs twice the time).
CARD_EXPERT_SEARCH = CARD_SEARCH
#: The iterations per tree of the Expert as it was until it became one tree: two trees
#: (one per core on the machine that measured it) of twice Hard's budget.  The bench's
#: variants that were measured against that Expert name it (``TWO_TREES``).
CARD_EXPERT_ITERATIONS = 2 * CARD_SEARCH.default_iterations  # 800
#: The Expert's one tree: the same CPU as those two trees (single_tree in
#: bench/cards_expert_variants.py: 41.5 % against three Hard bots where the two trees won
#: 39.0 % of the same 100 deals, the rule set before the run; over 300 deals 37.0 %
#: against 35.7 %).
CARD_EXPERT_TREE_ITERATIONS = 2 * CARD_EXPERT_ITERATIONS  # 1,600


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
    """The Expert's search with the card game's guide (``ImitationGuide``: Hard's, with
    Hard's role choices learnt for its own seat): by default one tree of
    ``CARD_EXPERT_TREE_ITERATIONS`` in this process; ``workers`` trees (summed, in a
    process pool with ``use_processes``) for the bench's root-parallel variants."""

    def __init__(
        self,
        seed: int | None = None,
        workers: int | None = 1,
        iterations_per_worker: int = CARD_EXPERT_TREE_ITERATIONS,
        config: SearchConfig | None = None,
        use_processes: bool = False,
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
