"""Hard: information-set Monte Carlo tree search (single observer), guided by Normal.

One search answers one decision of the seat that observes.  Every iteration

1. **determinises**: a full state is drawn from the observation with the bot's
   own RNG (face-down plantation pile shuffled, hidden VP chips dealt);
2. **selects** down a tree of action ids (the same tree for every
   determinisation; an action seen in fewer determinisations is *available*
   less often, and its exploration term counts availabilities, not parent visits)
   with PUCT: ``Q + c * P * sqrt(available) / (1 + N)``, where ``P`` is the
   Normal player's scores through a softmax (progressive bias);
3. **expands** one new edge, then **plays out** with the Normal rules until the
   role under way is over and ``rollout_roles`` more roles (chosen by the quick
   role formula) are played;
4. **evaluates** the position with ``heuristics``: estimated final scores turned
   into a win probability per seat (exact results in finished games), and backs
   each seat's value up along the path to the edges that seat chose.

The colonist placements of the Mayor, the storage after the Captain and the
free-colonist questions are not branched on: the Normal rules play them inside
the search and answer them at the root.  ``Searcher`` itself only uses the game
protocol; what it knows about Puerto Rico comes from ``PuertoRicoGuide`` (the card
game brings ``ai.cards.guide.CardGuide``).  The search stops after the iteration
budget, at the deadline or when ``budget.cancel`` is set, whichever is first,
and answers with the most visited action so far; ``budget.progress`` is called
at most ten times a second.  A bot's search also stops once its answer is settled
(``stop_when_settled``): every iteration adds one visit to one root move, so when the
most visited move leads the next by more than the iterations still to come, nothing
can overtake it, and the rest of the budget would only confirm the same answer.
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass, field
from typing import Any, Generic, Protocol, TypeVar, cast

from ..cards import CardConfig
from ..engine.config import GameConfig
from ..engine.observation import Observation
from ..engine.phases.mayor import apply_mayor
from ..engine.rules import bonus_colonist_phases
from ..engine.state import GameState, Phase
from . import heuristics as H
from .base import Bot, SearchBudget, decision_rng, fresh_seed
from .normal import NormalPolicy

#: Phases decided by the Normal rules inside the search (no branching).  The expansions'
#: small questions too: the draft (every pick looks alike to a short play-out), the
#: nobles' mask, the guests' window, the black market's items, the small wharf's
#: barrels after the first, the royal supplier and the hunting lodge; the placement of
#: workers won at once (poached, the festival's) like the Mayor's.
AUTO_PHASES = frozenset(
    {
        Phase.MAYOR,
        Phase.MAYOR_EXTRA,
        Phase.STORAGE,
        *bonus_colonist_phases(),
        Phase.DRAFT,
        Phase.NOBLES,
        Phase.GUESTS,
        Phase.BLACK_MARKET,
        Phase.SMALL_WHARF,
        Phase.ROYAL_SUPPLIER,
        Phase.HUNTING_LODGE,
        Phase.PLACE_WORKERS,
    }
)

PROGRESS_INTERVAL = 0.1  # seconds between two progress reports at most
#: Iterations between two looks at whether the root's answer is settled.
SETTLE_CHECK_EVERY = 8

# Edge fields (a list per edge: cheaper than an object on this hot path).
_N, _W, _AV, _P, _CHILD = 0, 1, 2, 3, 4


@dataclass(frozen=True, slots=True)
class SearchConfig:
    """Knobs of the search (defaults tuned by self-play, see docs/ai.md)."""

    c_puct: float = 1.2
    prior_temperature: float = 1.0  # VP units in the softmax of Normal's scores
    rollout_roles: int = 3  # role picks played out after the role under way
    max_rollout_steps: int = 120
    full_role_priors_depth: int = 1  # tree depth up to which role priors use look-ahead
    default_iterations: int = 600
    #: With an 1897 expansion an iteration costs about 2.5 times as much (more buildings
    #: to value in every play-out): the default budget shrinks by this share so that a
    #: decision keeps to about the same time (docs/ai.md, "Expansions").
    expansion_share: float = 0.6

    def iterations_for(self, game: GameConfig | CardConfig) -> int:
        """The default iteration budget for a game with ``game``'s set-up."""
        if game.expansions:
            return max(1, round(self.default_iterations * self.expansion_share))
        return self.default_iterations


@dataclass(slots=True)
class SearchResult:
    action: int
    visits: dict[int, int] = field(default_factory=dict)
    value_sums: dict[int, float] = field(default_factory=dict)
    iterations: int = 0
    seconds: float = 0.0
    searched: bool = True  # False when the rules answered without a search

    @property
    def win_estimate(self) -> float | None:
        """The searcher's estimated chance to win after its move (None without a search)."""
        n = self.visits.get(self.action, 0)
        return self.value_sums.get(self.action, 0.0) / n if n else None


class _Node:
    __slots__ = ("edges", "depth")

    def __init__(self, depth: int) -> None:
        self.edges: dict[int, list] = {}
        self.depth = depth


def _softmax_priors(
    actions: list[int], scores: list[float], temperature: float
) -> dict[int, float]:
    top = max(scores)
    exps = [math.exp((s - top) / temperature) for s in scores]
    total = sum(exps)
    return {a: e / total for a, e in zip(actions, exps, strict=True)}


def play_rules(s: GameState, policy: NormalPolicy, fast: bool = False) -> None:
    """Apply the rules' choice for the current player; a whole Mayor arrangement at once.

    The Mayor's placements of one player are applied straight through the phase's
    apply function (each prefix of a planned sequence is legal), which saves
    recomputing the legal placements after each colonist.
    """
    if s.phase == Phase.MAYOR:
        seq = policy.mayor_sequence(s)
        if seq:
            for a in seq[:-1]:
                apply_mayor(s, a)
            s.apply_unchecked(seq[-1])
            return
    s.apply_unchecked(policy.fast_act(s) if fast else policy.act(s))


class SearchState(Protocol):
    """A full state of either game, as the guide's defaults read it."""

    def legal_actions(self) -> list[int]: ...


class SearchObservation(Protocol):
    """What the search reads of an observation (either game's)."""

    @property
    def public(self) -> Any: ...

    def legal_actions(self) -> list[int]: ...

    def determinize(self, rng: random.Random) -> Any: ...

    def to_dict(self) -> dict: ...


StateT = TypeVar("StateT", bound=SearchState)
ObsT = TypeVar("ObsT", bound=SearchObservation)


class Guide(Generic[StateT, ObsT]):
    """What the search needs to know about a game beyond the protocol.

    The tree search itself (``Searcher``) only uses the game protocol
    (``determinize``, ``legal_actions``, ``apply_unchecked``, ``current_player``,
    ``is_terminal``); a guide supplies the knowledge: which decisions are left to
    rules, the priors of a new node, and the value of a leaf.  ``PuertoRicoGuide`` is
    the board game's; the card game brings its own.
    """

    @classmethod
    def rule_answer(cls, observation: ObsT, rng: random.Random) -> int | None:
        """The move for a root decision that is answered by rule, not searched (or None)."""
        return None

    def play_rule(self, s: StateT) -> bool:
        """Apply the rules' move if this decision is not branched on; True if applied."""
        return False

    def priors(self, s: StateT, depth: int) -> tuple[list[int], list[float]]:
        """Actions and scores (softmax temperature ``prior_temperature``) of a new node."""
        legal = s.legal_actions()
        return list(legal), [0.0] * len(legal)

    def playout(self, s: StateT) -> list[float]:
        """Play on from a new leaf and value it for every seat (rewards in [0, 1])."""
        raise NotImplementedError

    def __init__(self, rng: random.Random, config: SearchConfig) -> None:
        self.rng = rng
        self.config = config

    def begin(self, observation: ObsT) -> None:
        """Called once by the search with its root observation (whose seat searches)."""

    def fallback(self, observation: ObsT) -> int:
        """The move when the search did not run a single iteration."""
        return observation.legal_actions()[0]


class PuertoRicoGuide(Guide[GameState, Observation]):
    """The Normal player's rules and the position evaluation of ``heuristics``."""

    def __init__(self, rng: random.Random, config: SearchConfig) -> None:
        self.policy = NormalPolicy(0.0, rng)
        self.rng = rng
        self.config = config

    @classmethod
    def rule_answer(cls, observation: Observation, rng: random.Random) -> int | None:
        if observation.public.phase in AUTO_PHASES:
            return NormalPolicy(0.0, rng).act(observation.determinize(rng))
        return None

    def play_rule(self, s: GameState) -> bool:
        if s.phase in AUTO_PHASES:
            play_rules(s, self.policy)
            return True
        return False

    def priors(self, s: GameState, depth: int) -> tuple[list[int], list[float]]:
        if s.phase == Phase.ROLE and depth >= self.config.full_role_priors_depth:
            return self.policy.quick_role_scores(s)
        return self.policy.scores(s)

    def playout(self, s: GameState) -> list[float]:
        policy = self.policy
        roles = self.config.rollout_roles
        steps = self.config.max_rollout_steps
        while s.phase != Phase.GAME_OVER and steps > 0:
            if s.phase == Phase.ROLE:
                if roles <= 0:
                    break
                roles -= 1
            play_rules(s, policy, fast=True)
            steps -= 1
        if s.phase == Phase.GAME_OVER:
            return H.terminal_rewards(s)
        ctx = H.GameContext(s)
        return H.win_probabilities(H.values(s, ctx), ctx)

    def fallback(self, observation: Observation) -> int:
        return self.policy.act(observation.determinize(self.policy.rng))


class Searcher:
    """The search for one decision.  ``run`` may be called repeatedly to add iterations."""

    def __init__(
        self,
        observation: SearchObservation,
        rng: random.Random,
        config: SearchConfig,
        guide: Guide | None = None,
    ) -> None:
        self.obs = observation
        self.rng = rng
        self.config = config
        if guide is None:
            guide = PuertoRicoGuide(random.Random(rng.getrandbits(32)), config)
        self.guide: Guide = guide
        cast(Guide[Any, Any], guide).begin(observation)
        self.root = _Node(0)
        self.iterations = 0

    # ------------------------------------------------------------------ the loop

    def run(
        self,
        iterations: int | None,
        deadline: float | None,
        cancel=None,
        progress=None,
        total_hint: float | None = None,
        stop_when_settled: bool = False,
    ) -> None:
        """Iterate until ``iterations`` more are done, the deadline or the cancel flag;
        ``stop_when_settled`` (with an iteration budget): or until the most visited root
        move can no longer be overtaken within it.  (Not for a search whose root values
        are read, such as a pinned or an explained one: they stop changing the answer,
        not the numbers.)"""
        start = time.perf_counter()
        last_report = start
        done = 0
        settle_at = iterations if stop_when_settled else None  # the budget to settle within
        while True:
            if iterations is not None and done >= iterations:
                break
            if (
                settle_at is not None
                and done % SETTLE_CHECK_EVERY == 0
                and self.settled(settle_at - done)
            ):
                break
            if cancel is not None and cancel.is_set():
                break
            now = time.perf_counter()
            if deadline is not None and now >= deadline:
                break
            if progress is not None and now - last_report >= PROGRESS_INTERVAL:
                last_report = now
                if iterations is not None:
                    progress(min(1.0, done / iterations))
                elif deadline is not None and total_hint:
                    progress(min(1.0, 1.0 - (deadline - now) / total_hint))
            self.iterate()
            done += 1
        self.iterations += done

    def iterate(self) -> None:
        guide = self.guide
        s = self.obs.determinize(self.rng)
        node = self.root
        path: list[tuple[list, int]] = []
        c = self.config.c_puct
        while not s.is_terminal():
            if guide.play_rule(s):
                continue
            legal = s.legal_actions()
            edges = node.edges
            for a in legal:
                if a not in edges:
                    self._expand(node, s, legal)
                    break
            player = s.current_player
            best_edge: list = []  # the chosen edge (every legal action has one by now)
            best_action = -1
            best_u = -1e9
            # First-play urgency: an untried edge counts as the mean of the tried ones.
            tried_n = 0
            tried_w = 0.0
            for a in legal:
                e = edges[a]
                if e[_N]:
                    tried_n += e[_N]
                    tried_w += e[_W]
            fpu = (tried_w / tried_n - 0.05) if tried_n else 0.5
            for a in legal:
                e = edges[a]
                e[_AV] += 1
                n = e[_N]
                q = e[_W] / n if n else fpu
                u = q + c * e[_P] * math.sqrt(e[_AV]) / (1 + n)
                if u > best_u:
                    best_u, best_edge, best_action = u, e, a
            path.append((best_edge, player))
            s.apply_unchecked(best_action)
            if best_edge[_N] == 0:
                break  # a new leaf
            child = best_edge[_CHILD]
            if child is None:
                child = best_edge[_CHILD] = _Node(node.depth + 1)
            node = child
        rewards = self.guide.playout(s)
        for e, player in path:
            e[_N] += 1
            e[_W] += rewards[player]

    def _expand(self, node: _Node, s: Any, legal: list[int]) -> None:
        actions, scores = self.guide.priors(s, node.depth)
        priors = _softmax_priors(actions, scores, self.config.prior_temperature)
        edges = node.edges
        for a in legal:
            e = edges.get(a)
            if e is None:
                edges[a] = [0, 0.0, 0, priors.get(a, 0.0), None]

    # ------------------------------------------------------------------ results

    def settled(self, left: int) -> bool:
        """Whether ``left`` more iterations cannot change the most visited root move:
        each adds one visit to one root move, so a lead of more than ``left`` stands."""
        first = second = 0
        for e in self.root.edges.values():
            n = e[_N]
            if n > first:
                first, second = n, first
            elif n > second:
                second = n
        return first - second > left

    def root_stats(self) -> tuple[dict[int, int], dict[int, float]]:
        edges = self.root.edges
        return {a: e[_N] for a, e in edges.items()}, {a: e[_W] for a, e in edges.items()}

    def best_action(self) -> int:
        return best_from_stats(self.obs.legal_actions(), *self.root_stats(), self.guide, self.obs)


def best_from_stats(
    legal: list[int],
    visits: dict[int, int],
    value_sums: dict[int, float],
    guide: Guide | None = None,
    observation: SearchObservation | None = None,
) -> int:
    """The most visited legal action (mean value breaks ties); the guide's choice if none."""
    best = None
    key = (-1, -1.0)
    for a in legal:
        n = visits.get(a, 0)
        if n:
            k = (n, value_sums.get(a, 0.0) / n)
            if k > key:
                key, best = k, a
    if best is None:
        if guide is not None and observation is not None:
            return guide.fallback(observation)
        return legal[0]
    return best


def search(
    observation: SearchObservation,
    budget: SearchBudget | None,
    seed: int,
    config: SearchConfig | None = None,
    guide_class: type[Guide] = PuertoRicoGuide,
    stop_when_settled: bool = False,
) -> SearchResult:
    """One ISMCTS decision for ``observation.seat`` (see the module docstring;
    ``stop_when_settled``: ``Searcher.run``'s)."""
    start = time.perf_counter()
    config = config or SearchConfig()
    rng = decision_rng(seed, observation)
    legal = observation.legal_actions()
    if len(legal) == 1:
        return SearchResult(legal[0], searched=False)
    answer = guide_class.rule_answer(observation, rng)
    if answer is not None:
        return SearchResult(answer, searched=False)
    guide = guide_class(random.Random(rng.getrandbits(32)), config)
    searcher = Searcher(observation, rng, config, guide)
    default = config.iterations_for(observation.public.config)
    iterations, deadline, cancel, progress, total = _limits(budget, default, start)
    searcher.run(iterations, deadline, cancel, progress, total, stop_when_settled)
    visits, sums = searcher.root_stats()
    action = best_from_stats(legal, visits, sums, guide, observation)
    if progress is not None:
        progress(1.0)
    return SearchResult(action, visits, sums, searcher.iterations, time.perf_counter() - start)


def _limits(budget: SearchBudget | None, default: int, start: float):
    if budget is None:
        return default, None, None, None, None
    iterations = budget.iterations
    deadline = start + budget.seconds if budget.seconds is not None else None
    if iterations is None and deadline is None:
        iterations = default
    return iterations, deadline, budget.cancel, budget.progress, budget.seconds


class HardBot(Bot):
    """ISMCTS guided by the Normal player; by default a fixed number of iterations.
    ``guide_class``: the game's knowledge (the board game's by default)."""

    name = "hard"
    #: Stop a search once its answer is settled (``Searcher.run``): the same moves,
    #: sooner (a third less CPU in the card game, a tenth in the board game: docs/ai.md).
    #: Whoever reads the numbers turns it off (``explain.HintBot``,
    #: ``key_moments.analyse``): the whole budget refines them.
    stop_when_settled = True
    searches_here = True

    def __init__(
        self,
        seed: int | None = None,
        config: SearchConfig | None = None,
        guide_class: type[Guide] = PuertoRicoGuide,
    ) -> None:
        self.seed = fresh_seed(seed)
        self.config = config or SearchConfig()
        self.guide_class = guide_class
        self.last: SearchResult | None = None

    @property
    def default_iterations(self) -> int:
        return self.config.default_iterations

    def iterations_for(self, game: GameConfig | CardConfig) -> int:
        return self.config.iterations_for(game)

    def choose(self, observation: SearchObservation, budget: SearchBudget | None = None) -> int:
        self.last = search(
            observation, budget, self.seed, self.config, self.guide_class, self.stop_when_settled
        )
        return self.last.action
