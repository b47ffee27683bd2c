"""The card Expert's variants tried against three Hard bots (docs/ai.md, "The card game").

    python bench/cards_expert_variants.py --calibrate --games 10      # how Hard departs from Normal
    python bench/cards_expert_variants.py --variant soft_opponents --games 100 --jobs 2 \
        --out bench/results/cards_expert4_soft_opponents.json

Each variant changes one thing of the Expert (``ai.cards.bots.CardExpertBot``) as it was
before ``imitated_roles`` became its default, ``normal_roles``, and plays the ``expert4``
match of ``cards_strength.py`` (same deals, seats rotating).  The Expert was then two
trees of ``bots.CARD_EXPERT_ITERATIONS`` summed, one per core of the 2-core machine that
measured them: the variants keep those two trees (``TWO_TREES``), so that their recorded
results still say what they ran, though the Expert itself became ``single_tree``.

- ``normal_roles``: that Expert itself, its own role choices by the Normal scores
  (``CardGuide``, Hard's guide).

- ``others_roles_branched``: the tree also branches on the other seats' role choices,
  chosen there by their own values, instead of the Normal rule.
- ``soft_opponents``: the other seats' role and build choices, in the tree and the
  play-outs, are drawn from a softmax of the Normal scores at the temperatures
  ``--calibrate`` fits to Hard's choices (role 0.2 VP, build 0.3 VP) instead of Normal's
  best: Hard departs from Normal's choice in about one role choice in five.
- ``flat_priors``: the priors at 1.5 VP instead of Hard's 0.7, so that the larger budget
  looks at the moves Normal ranks lower.
- ``sharp_priors``: the priors at 0.4 VP, the other way: flatter priors made the Expert
  much weaker.
- ``short_playouts``: one role of play-out after the role under way instead of three:
  less of the noise of one sampled path before the leaf evaluation.
- ``long_playouts``: seven roles of play-out after the role under way instead of three
  (about two rounds of four players): one role instead of three made the Expert much
  weaker, so the leaf may still gain from being reached later.
- ``paired_root``: the search, then its best moves played out from the same sampled
  worlds (common random numbers), another move than the search's taken only on a clear
  lead.
- ``leaf_net``: at the play-outs' ends a small neural network over 16 inputs per seat
  (``cards_leaf_net.py``, fitted by ``fit_cards_leaf_net.py``) instead of Hard's logit:
  it predicts the winner of Normal games much better.
- ``endgame_playouts``: once a city has ``ENDGAME_CITY`` buildings the play-outs run
  to the game's end and score it, instead of stopping three roles on at the leaf: near
  the end the order of the last builds decides, and the leaf only estimates it.
- ``imitated_roles``: the Expert's own role choices (its priors and its play-outs) by
  the Normal scores plus a bias per role and stage of the game, fitted to Hard's role
  choices (``cards_role_imitation.py``): knowledge of the search that Hard itself only
  has while it searches.  The Expert's default now (``ai.cards.imitation``).
- ``imitated_builds``: ``imitated_roles``, and the Expert's own builds scored the same
  way: the Normal score plus a bias per building kind and stage, fitted to Hard's builds.
- ``imitated_builds_as_fitted``: ``imitated_builds`` with the build biases as fitted
  (not scaled 8 times).
- ``playout_builds``: ``imitated_roles``, and in its play-outs only the Expert's own
  builds by ``imitated_builds``' scores (8x the fitted build biases); the tree's
  priors keep the Normal build scores.  The play-outs stand for the Expert's own later
  play, which is stronger than Normal's; as priors the build biases made it weaker.
  No better in the play-outs: 32.0 % against the Expert's 36.5 % on the same 100 deals
  (18 deals with one winner of the two: 7 to it, 11 to the Expert).
- ``hard_modelled``: ``imitated_roles``, and the other seats' role choices in the tree
  and the play-outs by the Normal scores plus the biases as fitted (not scaled): the
  fit's model of the Hard bots the Expert plays against.
- ``strong_leaf``: ``imitated_roles`` with a leaf fitted to who wins when stronger
  players than Normal play on (every seat by the Normal rules with the role biases and
  8x the build biases, ``EverySeatImitating``): the Hard bots the Expert plays convert a
  position better than the Normal players Hard's leaf was fitted to.  Not run: the refit
  came out the same leaf (held-out log-loss 1.0388 against the leaf in use's 1.0403).
- ``single_tree``: ``imitated_roles`` with its 1,600 iterations in one tree on one core
  instead of two trees of 800 on two: on the positions of ``cards_search_agreement.py``
  one tree of 1,600 chose the move of a search of 8,000 in 22 of 24, two of 800 in 19.
  Level in play (38.0 % against 36.5 % on the same 100 deals), at half the machine.
- ``big_budget``: the Expert as it is (``imitated_roles``) with four times its iterations
  per worker (2 x 3,200: sixteen times Hard's 400).  Four times Hard's budget was what
  took the Expert before its role biases from an equal seat's 25 % to 34.8 % against
  three Hard bots, although a larger search seldom chose another move
  (``cards_search_agreement.py``); does the next factor of four lift it again?  Its
  thinking time is four times the Expert's.  Over 100 games it won 39.0 %, where the
  Expert won 36.5 on the same deals (p = 0.87): not adopted (docs/ai.md, "A larger
  budget").
- ``wide_leaf``: ``imitated_roles`` with Hard's leaf logit widened by seven inputs per
  seat (``cards_wide_leaf.py``): a better prediction of the winner that keeps the
  logit's form, where the network of ``leaf_net`` did not.
- ``own_small_searched``: ``imitated_roles``, and the Expert's own payments and discards
  (hand limit, archive) searched too, at the root with 300 iterations a core and in the
  tree, instead of answered by the Normal rules: which cards it keeps, a decision
  neither bot searched.
- ``hard_leaf``: ``imitated_roles`` with the leaf refitted to games of four Hard bots
  (``bench/results/cards_hard_leaf_games.jsonl.gz``; the fit drawn toward the leaf in
  use, ridge 0.01, cross-validated by games): the Expert's real opponents are Hard bots,
  and among them a position converts otherwise than among Normal players.  Stopped
  after 48 games: 14 won (29.2 %) where ``imitated_roles`` won 19 of the same deals.
- ``settled_double``: the Expert as it is with twice its iterations per worker (2 x
  1,600), each tree stopped once its answer is settled (``ismcts.Searcher.run``): the
  stop saved 38 % of the Expert's CPU on 64 card positions (``search_settle.py``), so
  this is about the Expert's time for twice its search.  Stopped at the session's end
  after 52 games: 16 won (30.8 %) where ``imitated_roles`` won 20 of the same deals.
- ``single_settled``: one tree of four times the Expert's iterations per worker (3,200),
  on one core, stopped once its answer is settled.  The two findings above that pointed
  up, together at about the Expert's CPU: one deeper tree finds what the sum of two
  trees misses (``single_tree``), and the larger budget was the best variant
  (``big_budget``).  With one tree the stop cannot change the move.  Over 100 games
  it won 36.0 %, where the Expert won 36.5 on the same deals: not adopted.
- ``hands_known``: not a bot but an upper bound (``cards_hands_known.py``): the Expert
  searches worlds where the others' hands are the true ones, what an inference of the
  hands from the others' choices would give at best.

``--calibrate`` plays Hard against Hard and prints, per searched phase, how often Hard
chose Normal's best and the softmax temperature of the Normal scores that fits Hard's
choices best (maximum likelihood).
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
from dataclasses import replace
from functools import cache
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import cards_hands_known
import cards_strength
from cards_leaf_net import LeafNetGuide
from cards_wide_leaf import WideLeafGuide

from puertorico_qt import cards
from puertorico_qt.ai.base import SearchBudget, decision_rng
from puertorico_qt.ai.cards import bots, evaluation
from puertorico_qt.ai.cards.guide import SEARCHED_PHASES, CardGuide
from puertorico_qt.ai.cards.imitation import (
    ROLE_BIAS_SCALE,
    ROLE_BIASES,
    ImitationGuide,
    ImitationPolicy,
    by_kind,
)
from puertorico_qt.ai.cards.policy import CardPolicy
from puertorico_qt.ai.ismcts import SearchConfig, SearchObservation
from puertorico_qt.cards import CardConfig, CardObservation, CardPhase, CardState
from puertorico_qt.cards.data import CITY_GOAL

#: The other seats' softmax temperatures (VP) of ``soft_opponents`` (``--calibrate``).
SOFT_TEMPERATURES = {CardPhase.ROLE: 0.2, CardPhase.BUILD: 0.3}
FLAT_PRIOR_TEMPERATURE = 1.5
SHARP_PRIOR_TEMPERATURE = 0.4
SHORT_ROLLOUT_ROLES = 1
LONG_ROLLOUT_ROLES = 7
LONG_ROLLOUT_STEPS = 400
#: ``paired_root``: sampled worlds, candidates at most (the search's move among them),
#: a candidate's least visits as a share of the search move's, the lead it needs in
#: standard errors of the paired differences.
PAIRED_WORLDS = 200
PAIRED_CANDIDATES = 3
PAIRED_MIN_SHARE = 0.1
PAIRED_MIN_LEAD = 2.0
#: ``endgame_playouts``: the size a city must reach (two buildings short of the game's
#: end) for the play-outs to run to the end, and their step limit then (a round of four
#: players is well under a hundred steps).
ENDGAME_CITY = CITY_GOAL - 2
ENDGAME_STEPS = 2000
#: The Expert the variants change: two trees of 800 summed, in two worker processes
#: (``bots.CardExpertBot``'s defaults until ``single_tree`` was adopted).
TWO_TREES: dict[str, Any] = {
    "workers": 2,
    "iterations_per_worker": bots.CARD_EXPERT_ITERATIONS,
    "use_processes": True,
}
#: ``single_tree``: the Expert's iterations (2 x 800) in one tree on one core (adopted:
#: ``bots.CARD_EXPERT_TREE_ITERATIONS``).
SINGLE_TREE_ITERATIONS = 2 * bots.CARD_EXPERT_ITERATIONS
#: ``big_budget``: four times the Expert's iterations per worker (on two cores sixteen
#: times Hard's 400): four times Hard's budget was what lifted the Expert before its
#: role biases from 25 % to 34.8 % against three Hard bots.
BIG_BUDGET_ITERATIONS = 4 * bots.CARD_EXPERT_ITERATIONS
#: ``settled_double``: twice the Expert's iterations per worker, with the settled stop
#: (which saved 38 % of the Expert's CPU on 64 card positions, ``search_settle.py``).
SETTLED_DOUBLE_ITERATIONS = 2 * bots.CARD_EXPERT_ITERATIONS
#: ``single_settled``: one tree of four times the Expert's iterations per worker.
SINGLE_SETTLED_ITERATIONS = 4 * bots.CARD_EXPERT_ITERATIONS
CALIBRATION_TEMPERATURES = (0.1, 0.2, 0.3, 0.4, 0.5, 0.7, 1.0, 1.5, 2.0, 3.0)
#: ``imitated_builds``: how much the fitted build biases were scaled: the scale at which
#: the Normal rules with them (and the role biases) won most against three Normal bots
#: (2,000 deals: 0x 27.6 %, 1x 27.9, 3.5x 28.3, 5x 28.5, 8x 29.4, 12x 29.3; another
#: 2,000: 0x 27.7, 5x 29.4, 6.5x 29.7, 8x 29.9; +- 0.5).
FITTED_BUILD_SCALE = 8.0
#: ``imitated_builds``: what the Expert adds to the Normal score of building a kind
#: (passing: 0), VP, already scaled, per stage (late, middle, early), by card id; kinds
#: not listed (the expansion's): 0.  Fitted to 4,835 builds of Hard in 100 games of
#: Hard against Hard (``cards_role_imitation.py fit bench/results/cards_hard_choices.json
#: --decision build``; held-out log-loss 0.482 -> 0.471).  Early on Hard builds the
#: silver smelter, the smithy, the quarry and the market hall sooner than the Normal
#: rules would, and the cheap production buildings and the archive later.
FITTED_BUILD_BIASES: dict[str, tuple[float, float, float]] = {
    "indigo_plant": (-0.03, -0.02, -0.38),
    "sugar_mill": (0.02, -0.10, -0.52),
    "tobacco_storage": (0.24, -0.02, -0.40),
    "coffee_roaster": (0.02, 0.02, -0.56),
    "silver_smelter": (0.13, -0.02, 0.56),
    "smithy": (-0.02, 0.05, 0.54),
    "gold_mine": (-0.03, 0.05, 0.08),
    "archive": (-0.14, -0.02, -0.42),
    "poor_house": (-0.05, -0.01, -0.21),
    "black_market": (0.02, 0.03, -0.17),
    "trading_post": (-0.05, 0.04, -0.18),
    "well": (-0.05, -0.05, -0.06),
    "market_stand": (-0.07, -0.06, -0.19),
    "crane": (-0.04, -0.07, -0.22),
    "chapel": (0.29, -0.04, -0.16),
    "tower": (0.05, 0.04, -0.10),
    "aqueduct": (0.02, 0.01, 0.00),
    "carpenter": (-0.06, 0.07, 0.13),
    "prefecture": (-0.19, 0.04, -0.02),
    "market_hall": (-0.13, 0.00, 0.26),
    "quarry": (0.05, 0.02, 0.44),
    "library": (-0.01, -0.01, 0.18),
    "statue": (-0.06, -0.01, 0.03),
    "victory_column": (-0.05, 0.07, -0.08),
    "hero": (0.06, 0.00, -0.14),
    "guild_hall": (0.00, 0.02, -0.13),
    "city_hall": (0.00, 0.05, -0.10),
    "triumphal_arch": (0.10, 0.01, 0.00),
    "palace": (0.03, -0.02, -0.18),
}


class OthersRolesGuide(CardGuide):
    """Branches on the other seats' role choices too."""

    def play_rule(self, s: CardState) -> bool:
        if s.phase == CardPhase.ROLE and s.current != self.seat:
            return False
        return super().play_rule(s)


class SoftOpponentsPolicy(CardPolicy):
    """The Normal rules, but another seat than the searcher's draws its role or build
    from a softmax of the Normal scores."""

    def __init__(self, rng: random.Random, guide: CardGuide) -> None:
        super().__init__(0.0, rng)
        self.guide = guide

    def play(self, s: CardState) -> None:
        temperature = SOFT_TEMPERATURES.get(s.phase)
        if temperature is None or s.current == self.guide.seat:
            super().play(s)
            return
        actions, scores = self.scores(s)
        top = max(scores)
        weights = [math.exp((x - top) / temperature) for x in scores]
        s.apply_unchecked(self.rng.choices(actions, weights)[0])


class SoftOpponentsGuide(CardGuide):
    """The other seats choose roles and builds by a softmax of the Normal scores, in the
    tree (``play_rule``) and in the play-outs."""

    def __init__(self, rng: random.Random, config: SearchConfig) -> None:
        super().__init__(rng, config)
        self.policy = SoftOpponentsPolicy(rng, self)


class EndgameGuide(CardGuide):
    """Play-outs to the game's end once a city is near the twelfth building."""

    def playout(self, s: CardState) -> list[float]:
        if max(len(p.city) for p in s.players) < ENDGAME_CITY:
            return super().playout(s)
        steps = ENDGAME_STEPS
        while s.phase != CardPhase.GAME_OVER and steps > 0:
            self.policy.play(s)
            steps -= 1
        return self.leaf(s)


#: ``hard_modelled``: the biases as fitted (unscaled), the fit's model of a Hard bot.
FITTED_ROLE_BIASES = tuple(tuple(b / ROLE_BIAS_SCALE for b in row) for row in ROLE_BIASES)


class BuildsImitatedGuide(ImitationGuide):
    """The Expert's guide with its own builds imitated too (``FITTED_BUILD_BIASES``
    times ``scale``)."""

    scale = 1.0

    def __init__(self, rng: random.Random, config: SearchConfig) -> None:
        super().__init__(rng, config)
        builds = tuple(tuple(self.scale * b for b in row) for row in by_kind(FITTED_BUILD_BIASES))
        self.policy = ImitationPolicy(0.0, rng, builds=builds)


class BuildsAsFittedGuide(BuildsImitatedGuide):
    """``BuildsImitatedGuide`` with the build biases as fitted, not scaled."""

    scale = 1.0 / FITTED_BUILD_SCALE


class PlayoutBuildsGuide(ImitationGuide):
    """The Expert's guide; its own builds in the play-outs (not in the priors) by
    ``FITTED_BUILD_BIASES`` (already scaled 8x)."""

    def __init__(self, rng: random.Random, config: SearchConfig) -> None:
        super().__init__(rng, config)
        self.playout_policy = ImitationPolicy(0.0, rng, builds=by_kind(FITTED_BUILD_BIASES))

    def begin(self, observation: CardObservation) -> None:
        super().begin(observation)
        self.playout_policy.seat = observation.seat

    def playout(self, s: CardState) -> list[float]:
        tree_policy = self.policy
        self.policy = self.playout_policy
        try:
            return super().playout(s)
        finally:
            self.policy = tree_policy


class HardModelPolicy(ImitationPolicy):
    """``ImitationPolicy`` for the searcher's seat; every other seat's role scores moved
    by ``FITTED_ROLE_BIASES``."""

    def role_biases(self, seat: int) -> tuple[tuple[float, ...], ...] | None:
        return super().role_biases(seat) if seat == self.seat else FITTED_ROLE_BIASES


class HardModelGuide(ImitationGuide):
    """The Expert's guide; the other seats' role choices by ``HardModelPolicy``."""

    def __init__(self, rng: random.Random, config: SearchConfig) -> None:
        super().__init__(rng, config)
        self.policy = HardModelPolicy(0.0, rng)


class EverySeatImitating(ImitationPolicy):
    """Every seat by the Normal rules with the Expert's role biases and
    ``FITTED_BUILD_BIASES`` (8x): players stronger than Normal (29.9 % against three
    Normal bots), a cheap stand-in for searching ones (``strong_leaf``)."""

    def __init__(self, noise: float = 0.0, rng: random.Random | None = None) -> None:
        super().__init__(noise, rng, builds=by_kind(FITTED_BUILD_BIASES))

    def _raw_scores(self, s: CardState, legal: list[int]) -> list[float]:
        self.seat = s.current
        return super()._raw_scores(s, legal)


#: ``strong_leaf``: the leaf's weights fitted to games of ``EverySeatImitating`` players
#: (``fit_cards_evaluation.py --rules imitating --weights-out ...``).
STRONG_LEAF_FILE = Path(__file__).resolve().parent / "results" / "cards_strong_leaf.json"
#: ``hard_leaf``: the leaf refitted to games of four Hard bots (``fit_cards_evaluation.py
#: --rules hard --folds 5 --ridge 0.01 --weights-out``: drawn toward the leaf in use).
HARD_LEAF_FILE = Path(__file__).resolve().parent / "results" / "cards_hard_leaf.json"


@cache
def file_leaf_weights(path: Path) -> evaluation.Table:
    return evaluation.load_weights(path)


class FileLeafGuide(ImitationGuide):
    """The Expert's guide (``ImitationGuide``) with the leaf's weights read from
    ``LEAF_FILE`` (module-level subclasses, so that the search's worker processes can
    find them by name)."""

    LEAF_FILE: Path

    def leaf(self, s: CardState) -> list[float]:  # type: ignore[override]
        return evaluation.rewards(s, file_leaf_weights(self.LEAF_FILE))


class StrongLeafGuide(FileLeafGuide):
    """The leaf fitted to games of stronger players than Normal: Hard's leaf predicts who
    wins when Normal players play on, and the Expert plays against Hard bots, who
    convert a position better."""

    LEAF_FILE = STRONG_LEAF_FILE


class HardLeafGuide(FileLeafGuide):
    """The leaf refitted to games of four Hard bots: who wins when searching players,
    the Expert's real opponents, play on."""

    LEAF_FILE = HARD_LEAF_FILE


#: ``own_small_searched``: the Expert's own decisions the Normal rules answer for Hard
#: and searched here instead (at the root and in its tree): what it pays with, what it
#: discards (hand limit, archive), produces, sells and tucks under the chapel.
#: Only the decisions of which cards to keep: paying and discarding (a game has about
#: 25 of them for the Expert, against about 30 roles, builds and councillor's keeps);
#: producing, selling and the chapel (about 30 more) would double a run's 80 minutes.
OWN_SMALL_SEARCHED = frozenset(
    {CardPhase.PAY, CardPhase.BLACK_MARKET, CardPhase.HAND_LIMIT, CardPhase.ARCHIVE}
)
#: Iterations per core for those: a choice among the cards of one hand, led by the
#: Normal rules' priors, needs fewer than a role (``bots.CARD_EXPERT_ITERATIONS``).
OWN_SMALL_ITERATIONS = 300


class OwnSmallSearchedGuide(ImitationGuide):
    """The Expert's guide, branching on its own small decisions too (``OWN_SMALL_SEARCHED``):
    ones neither Hard nor the Expert searched, where a bigger budget might find what the
    Normal rules miss (which cards to keep when paying)."""

    @classmethod
    def rule_answer(cls, observation: CardObservation, rng: random.Random) -> int | None:
        if observation.public.phase in OWN_SMALL_SEARCHED:
            return None
        return super().rule_answer(observation, rng)

    def play_rule(self, s: CardState) -> bool:
        if s.phase in OWN_SMALL_SEARCHED and s.current == self.seat:
            return False
        return super().play_rule(s)


class OwnSmallSearchedExpert(bots.CardExpertBot):
    """The Expert with ``OwnSmallSearchedGuide``, ``OWN_SMALL_ITERATIONS`` a core for
    the small decisions."""

    def __init__(self, seed: int | None = None, **bot_args: Any) -> None:
        super().__init__(seed, **bot_args)
        self.guide_class = OwnSmallSearchedGuide

    def choose(self, observation: SearchObservation, budget: SearchBudget | None = None) -> int:
        if budget is None and observation.public.phase in OWN_SMALL_SEARCHED:
            budget = SearchBudget(iterations=OWN_SMALL_ITERATIONS)
        return super().choose(observation, budget)


class PairedRootExpert(bots.CardExpertBot):
    """The Expert's search, then a paired check of its best moves.

    The tree's value of a move is its mean over the worlds its iterations sampled, and
    two moves were tried in different worlds: their difference carries the luck of the
    draw.  The check plays the search's move and the next most visited ones out from
    the same sampled worlds (common random numbers) and takes another move only when
    its mean lead is over ``PAIRED_MIN_LEAD`` standard errors of the differences.
    """

    def choose(self, observation: SearchObservation, budget: SearchBudget | None = None) -> int:
        action = super().choose(observation, budget)
        last = self.last
        if (
            last is None
            or not last.searched
            or not isinstance(observation, CardObservation)
            or observation.public.phase not in SEARCHED_PHASES
        ):
            return action
        top = last.visits.get(action, 0)
        others = sorted(
            (a for a, n in last.visits.items() if a != action and n >= PAIRED_MIN_SHARE * top),
            key=lambda a: -last.visits[a],
        )
        moves = [action, *others[: PAIRED_CANDIDATES - 1]]
        if len(moves) == 1:
            return action
        rng = decision_rng(self.seed + 1, observation)
        seat = observation.seat
        leads: list[list[float]] = [[] for _ in moves[1:]]
        for _ in range(PAIRED_WORLDS):
            world = observation.determinize(rng)
            playout_seed = rng.getrandbits(32)
            values = []
            for move in moves:
                guide = CardGuide(random.Random(playout_seed), self.config)
                guide.seat = seat
                s = world.clone()
                s.apply(move)
                values.append(guide.playout(s)[seat])
            for i, value in enumerate(values[1:]):
                leads[i].append(value - values[0])
        best, best_lead = action, 0.0
        for move, lead in zip(moves[1:], leads, strict=True):
            n = len(lead)
            mean = sum(lead) / n
            error = math.sqrt(sum((x - mean) ** 2 for x in lead) / (n - 1) / n)
            if mean > best_lead and mean > PAIRED_MIN_LEAD * error:
                best, best_lead = move, mean
        return best


def _settled(**bot_args: object):
    """The Expert (``imitated_roles``) built with ``bot_args``, each of its trees stopped
    once its answer is settled (``Searcher.run``): ``settled_double`` and
    ``single_settled``, larger budgets at about the Expert's CPU."""

    def make(seed: int | None = None) -> bots.CardExpertBot:
        bot = bots.CardExpertBot(seed, **{**TWO_TREES, **bot_args})
        bot.stop_when_settled = True
        return bot

    return make


def _guided(guide_class: type[CardGuide], bot_class: type[bots.CardExpertBot] = bots.CardExpertBot):
    """The Expert searching with ``guide_class``."""

    def make(seed: int | None = None) -> bots.CardExpertBot:
        bot = bot_class(seed, **TWO_TREES)
        bot.guide_class = guide_class
        return bot

    return make


def _configured(**changes: object):
    """The Expert of before ``imitated_roles`` (``CardGuide``) with its search's ``changes``."""

    def make(seed: int | None = None) -> bots.CardExpertBot:
        config = replace(bots.CARD_EXPERT_SEARCH, **changes)
        bot = bots.CardExpertBot(seed, config=config, **TWO_TREES)
        bot.guide_class = CardGuide
        return bot

    return make


VARIANTS = {
    "normal_roles": _guided(CardGuide),
    "others_roles_branched": _guided(OthersRolesGuide),
    "soft_opponents": _guided(SoftOpponentsGuide),
    "flat_priors": _configured(prior_temperature=FLAT_PRIOR_TEMPERATURE),
    "sharp_priors": _configured(prior_temperature=SHARP_PRIOR_TEMPERATURE),
    "short_playouts": _configured(rollout_roles=SHORT_ROLLOUT_ROLES),
    "long_playouts": _configured(
        rollout_roles=LONG_ROLLOUT_ROLES, max_rollout_steps=LONG_ROLLOUT_STEPS
    ),
    "paired_root": _guided(CardGuide, PairedRootExpert),
    "leaf_net": _guided(LeafNetGuide),
    "imitated_roles": _guided(ImitationGuide),
    "imitated_builds": _guided(BuildsImitatedGuide),
    "imitated_builds_as_fitted": _guided(BuildsAsFittedGuide),
    "playout_builds": _guided(PlayoutBuildsGuide),
    "hard_modelled": _guided(HardModelGuide),
    "strong_leaf": _guided(StrongLeafGuide),
    "hard_leaf": _guided(HardLeafGuide),
    "single_tree": lambda seed=None: bots.CardExpertBot(
        seed, workers=1, iterations_per_worker=SINGLE_TREE_ITERATIONS, use_processes=False
    ),
    "big_budget": lambda seed=None: bots.CardExpertBot(
        seed, **{**TWO_TREES, "iterations_per_worker": BIG_BUDGET_ITERATIONS}
    ),
    "settled_double": _settled(iterations_per_worker=SETTLED_DOUBLE_ITERATIONS),
    "single_settled": _settled(
        workers=1, iterations_per_worker=SINGLE_SETTLED_ITERATIONS, use_processes=False
    ),
    "endgame_playouts": _guided(EndgameGuide),
    "hands_known": _guided(CardGuide, cards_hands_known.HandsKnownExpert),
    "wide_leaf": _guided(WideLeafGuide),
    "own_small_searched": lambda seed=None: OwnSmallSearchedExpert(seed, **TWO_TREES),
}


def calibrate(games: int, seed: int) -> None:
    """Hard against Hard: Normal's agreement and the best-fitting temperature per phase."""
    rows: dict[str, list[tuple[list[float], int]]] = {}
    for game in range(games):
        state = cards.new_game(CardConfig(players=4), seed + game)
        players = [bots.CardHardBot(seed * 10 + game * 4 + i) for i in range(4)]
        while not state.is_terminal():
            observation = cards.observe(state, state.current_player)
            action = players[state.current_player].choose(observation)
            if state.phase in SEARCHED_PHASES and len(state.legal_actions()) > 1:
                # Normal reads only its own hand and the public facts: any sample will do.
                rng = random.Random(game)
                actions, scores = CardPolicy(0.0, rng).scores(observation.determinize(rng))
                rows.setdefault(state.phase.name, []).append((scores, actions.index(action)))
            state.apply(action)
        print(f"  {game + 1}/{games} games", file=sys.stderr, flush=True)
    for phase, seen in sorted(rows.items()):
        best = sum(max(range(len(sc)), key=sc.__getitem__) == i for sc, i in seen)
        fits = [(_log_likelihood(seen, t), t) for t in CALIBRATION_TEMPERATURES]
        likelihood, temperature = max(fits)
        print(
            f"{phase:8} {len(seen):5} decisions  Normal's best {best / len(seen):6.1%}  "
            f"temperature {temperature} VP (log-likelihood {likelihood:.3f} per decision)"
        )


def _log_likelihood(seen: list[tuple[list[float], int]], temperature: float) -> float:
    total = 0.0
    for scores, chosen in seen:
        z = [x / temperature for x in scores]
        top = max(z)
        total += z[chosen] - top - math.log(sum(math.exp(v - top) for v in z))
    return total / len(seen)


def main() -> int:
    ap = argparse.ArgumentParser(description="the card Expert's variants against 3 Hard")
    ap.add_argument("--variant", choices=list(VARIANTS))
    ap.add_argument("--calibrate", action="store_true", help="fit how Hard departs from Normal")
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--seed", type=int, default=30_000)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--out", type=Path, default=None, help="write the match here")
    args = ap.parse_args()
    if args.calibrate:
        calibrate(args.games, args.seed)
        return 0
    if not args.variant:
        ap.error("name a --variant or --calibrate")
    bots.CARD_FACTORIES["expert"] = VARIANTS[args.variant]  # game workers fork with it
    if args.variant == "hands_known":
        cards_hands_known.install()
    checkpoint = args.out.with_suffix(".partial.json") if args.out else None
    result = cards_strength.run_match("expert4", args.games, args.seed, args.jobs, checkpoint)
    result["variant"] = args.variant
    if args.out:
        args.out.write_text(json.dumps({"expert4": result}, indent=1) + "\n")
        if checkpoint:
            checkpoint.unlink(missing_ok=True)
    print(cards_strength.table({"expert4": result}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
