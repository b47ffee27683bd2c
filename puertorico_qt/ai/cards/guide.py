"""The card game's knowledge for the ISMCTS (``ai.ismcts.Searcher``): ``CardGuide``.

- **Rule answers**: paying, discarding (hand limit, archive, the variant's deal), the
  black market, producing, selling, the chapel and the expansion's Amtsstube and Bank
  are answered by the Normal rules, at the root and inside the search; the tree
  branches on the roles, the builds (the Kathedrale from the display among them), the
  councillor's cards and the library (two players).
- **Priors**: the Normal scores (``CardPolicy.scores``) through the search's softmax.
- **Play-outs**: the Normal rules for every seat until the role under way and
  ``rollout_roles`` more roles are over (or the game), then the position's win
  probabilities (``evaluation``, through ``leaf``: a variant's guide may ask another
  evaluation, as ``bench/cards_expert_variants.py`` does).
"""

from __future__ import annotations

import random

from ...cards import CardObservation, CardPhase, CardState
from ..ismcts import Guide, SearchConfig
from . import evaluation
from .pace import trim_shared_memos
from .policy import CardPolicy

_ROLE = CardPhase.ROLE
_GAME_OVER = CardPhase.GAME_OVER
#: Phases the Normal rules answer inside the search (no branching).
AUTO_PHASES = frozenset(
    {
        CardPhase.DEAL,
        CardPhase.CHAPEL,
        CardPhase.HAND_LIMIT,
        CardPhase.BLACK_MARKET,
        CardPhase.PAY,
        CardPhase.PRODUCE,
        CardPhase.TRADE,
        CardPhase.ARCHIVE,
        CardPhase.OFFICE,  # the expansion's round start: the Amtsstube, the Bank
        CardPhase.BANK,
    }
)
#: The decisions the search branches on (the "main" ones of a tournament's timings).
SEARCHED_PHASES = frozenset({CardPhase.ROLE, CardPhase.LIBRARY, CardPhase.BUILD, CardPhase.KEEP})
#: The searched decisions the search also branches on for the other seats: none.  Every
#: decision of another seat depends on a hand the searcher only imagines, and branching
#: on them spread the iterations thin: with all four branched Hard won 31 % against
#: three Normal bots (100 games), with the others' roles only 44 %, with none 52 %
#: (60 games each; docs/ai.md, "The card game").
OTHERS_BRANCHED: frozenset[CardPhase] = frozenset()


class CardGuide(Guide[CardState, CardObservation]):
    """The Normal player's rules and the card game's position evaluation."""

    def __init__(self, rng: random.Random, config: SearchConfig) -> None:
        self.policy = CardPolicy(0.0, rng)
        self.rng = rng
        self.config = config
        self.seat = -1

    def begin(self, observation: CardObservation) -> None:
        self.seat = observation.seat
        trim_shared_memos()  # the evaluation's memos: room for this search's figures

    @classmethod
    def rule_answer(cls, observation: CardObservation, rng: random.Random) -> int | None:
        if observation.public.phase in AUTO_PHASES:
            return CardPolicy(0.0, rng).act(observation.determinize(rng))
        return None

    def play_rule(self, s: CardState) -> bool:
        phase = s.phase
        if phase in AUTO_PHASES or (s.current != self.seat and phase not in OTHERS_BRANCHED):
            self.policy.play(s)
            return True
        return False

    def priors(self, s: CardState, depth: int) -> tuple[list[int], list[float]]:
        return self.policy.scores(s)

    def playout(self, s: CardState) -> list[float]:
        policy = self.policy
        roles = self.config.rollout_roles
        steps = self.config.max_rollout_steps
        while s.phase != _GAME_OVER and steps > 0:
            if s.phase == _ROLE:
                if roles <= 0:
                    break
                roles -= 1
            policy.play(s)
            steps -= 1
        return self.leaf(s)

    @staticmethod
    def leaf(s: CardState) -> list[float]:
        """Each seat's value of a play-out's last position: Hard's fitted logit."""
        return evaluation.rewards(s)

    def fallback(self, observation: CardObservation) -> int:
        return self.policy.act(observation.determinize(self.rng))
