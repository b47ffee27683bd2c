"""Key moments: the decisions of one seat that cost it most chance to win, after a game.

For every decision of the seat that had a real choice (more than one legal action; the
answers the rules force are skipped), an analysing bot — the Expert of the game by
default (``analysis_bot``), any searching bot whose ``last`` is a ``SearchResult`` — is
asked to decide on that seat's **observation** of the position, never the full state
(``observe(state, seat)``: the others' hands, the face-down piles and hidden VP chips
stay hidden; two games that differ only there get the same analysis).  The root of its
search says, for every move it tried, how often it tried it and the chance to win it
led to (``ai.explain.ranked_moves``).  The **drop** of a decision is

    chance to win after the analyser's move − chance to win after the move played

both read from the same root statistics (0 when the seat played the analyser's move;
never below 0: a move the statistics rate higher than the analyser's choice is no
mistake).  When the played move got fewer than ``MIN_VISITS_SHARE`` of the search's
iterations (often none: the search found it poor and stopped trying it), its chance is
estimated by a second, short search of the same kind on the same observation **with its
first move pinned to the played one** (``_pinned_estimate``: the same guide, play-outs
and evaluation; the root can choose nothing else), and its visits are added to the
played move's.  That is the honest counterpart of the root statistics, not a different
yardstick: a move's chance at the root is the mean value of the iterations that began
with it.

The decisions the analyser answers by a fixed rule without searching (the board game's
Mayor placements and storage, the card game's payments and discards …: ``AUTO_PHASES``)
have no statistics and are not rated (``Analysis.skipped``).

The three largest drops of at least ``THRESHOLD`` (one percentage point) are the key
moments, largest first; a game played as the analyser would have played it reports none.

**Time.**  The Expert's budget per decision is cut for the analysis: ``ANALYSIS_ITERATIONS``
per worker process (the Expert plays with 2000 on the board, 1000 in the card game), 60 %
of that with an 1897 expansion (an iteration costs about 2.5 times as much there), and
at most ``ANALYSIS_SECONDS`` per decision.  A 4-player game gives one seat 35–45 searched
decisions (board) or 30–35 (cards).  Measured on the development machine (2 cores, both
used by the Expert's workers, shared with other jobs at a load of 3–6; docs/ai.md, "Key
moments"): a whole 4-player board game 51–96 s, a card game 54–67 s; the CPU time the
searches need comes to about 25 s (board) and 20 s (cards) on two idle cores.  Tests pass
a cheap Hard with a few dozen iterations.

**Cancel and progress.**  ``cancel`` (a ``threading.Event``) is checked before every
decision and handed to the bot's ``SearchBudget`` (the search stops within an iteration);
a decision interrupted by it is dropped, and the ``Analysis`` of the decisions finished so
far comes back with ``cancelled`` set.  ``progress(fraction)`` rises from 0 to 1 over the
seat's decisions with a choice (within a decision by the search's own progress) and is
1.0 at the end of a complete analysis.

No Qt: the GUI runs ``analyse_record`` in a worker thread (``gui.key_moments``).
"""

from __future__ import annotations

import random
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from ..games import game_of_config
from .base import Bot, SearchBudget, decision_rng
from .explain import ranked_moves
from .ismcts import Guide, SearchConfig, Searcher, SearchObservation, SearchResult
from .registry import make_bot

#: The smallest drop (chance to win, 0 … 1) that counts as a key moment.
THRESHOLD = 0.01
#: How many key moments an analysis reports at most.
TOP = 3
#: The analysing Expert's iterations per worker process and decision, by game.
ANALYSIS_ITERATIONS = {"puertorico": 400, "cards": 250}
#: The share of the iterations with an 1897 expansion (an iteration costs ~2.5 times).
EXPANSION_SHARE = 0.6
#: Seconds per decision at most (a slow or busy machine; None in tests: reproducible).
ANALYSIS_SECONDS = 3.0
#: The played move's estimate rests on at least this share of the decision's iterations;
#: fewer visits are topped up by the pinned search (at least ``MIN_VISITS`` in all).
MIN_VISITS_SHARE = 0.1
MIN_VISITS = 8
#: Mixed into the seed of the pinned search (another stream than the main search's).
_PINNED_SALT = 0x5EED_CAFE


class RecordLike(Protocol):
    """What the analysis reads of a game record (``persistence.GameRecord``)."""

    @property
    def actions(self) -> list[str]: ...

    def new_state(self) -> Any: ...


@dataclass(frozen=True, slots=True)
class KeyMoment:
    """One rated decision of the seat.

    ``index`` is the decision's place in the record's actions (0-based): the replay's
    step ``index`` is the table just before it.  Chances are 0 … 1."""

    index: int
    round: int
    seat: int
    played: int
    best: int
    played_chance: float
    best_chance: float
    #: Root visits the played move's chance rests on (search and pinned search).
    played_visits: int = 0
    #: True when the pinned search added to the played move's estimate.
    pinned: bool = False

    @property
    def drop(self) -> float:
        """How much chance to win the played move cost against the analyser's (≥ 0)."""
        if self.played == self.best:
            return 0.0
        return max(0.0, self.best_chance - self.played_chance)


@dataclass(frozen=True, slots=True)
class Analysis:
    """The result of ``analyse``: the key moments and what was looked at."""

    seat: int
    #: At most ``top`` moments with a drop ≥ the threshold, the largest first.
    moments: tuple[KeyMoment, ...]
    #: Every rated decision, in the order of the game (for tests and curious readers).
    rated: tuple[KeyMoment, ...]
    #: The seat's decisions with a choice (rated, skipped, or not reached if cancelled).
    decisions: int
    #: Decisions answered by the analyser's fixed rules (no statistics, not rated).
    skipped: int
    cancelled: bool = False
    seconds: float = 0.0


def analysis_iterations(game: str, config: Any) -> int:
    """The analysing Expert's iterations per worker for a game of ``config``."""
    base = ANALYSIS_ITERATIONS.get(game, ANALYSIS_ITERATIONS["puertorico"])
    if getattr(config, "expansions", ()):
        return max(1, round(base * EXPANSION_SHARE))
    return base


def analysis_bot(game: str, seed: int = 0) -> Bot:
    """The Expert of ``game`` (the registry's name: "puertorico" or "cards"), with a fixed
    seed so that the same record gets the same analysis (for a given number of cores)."""
    return make_bot("expert", seed, game=game)


def analyse_record(
    record: RecordLike,
    seat: int,
    bot: Bot | None = None,
    *,
    iterations: int | None = None,
    seconds: float | None = None,
    threshold: float = THRESHOLD,
    top: int = TOP,
    progress: Callable[[float], None] | None = None,
    cancel: threading.Event | None = None,
) -> Analysis:
    """The key moments of ``seat`` in ``record`` (see the module docstring).

    Without ``bot`` the game's Expert analyses with ``analysis_iterations`` per worker and
    ``ANALYSIS_SECONDS`` per decision; with a bot, ``iterations`` (None: the bot's own
    default) and ``seconds`` (None: no time limit) are its budget."""
    start = record.new_state()
    game = game_of_config(start.config).name
    if bot is None:
        bot = analysis_bot(game)
        bot.prepare()  # the Expert's worker processes, before the first decision's clock
        if iterations is None:
            iterations = analysis_iterations(game, start.config)
        if seconds is None:
            seconds = ANALYSIS_SECONDS
    return analyse(
        start,
        record.actions,
        seat,
        bot,
        iterations=iterations,
        seconds=seconds,
        threshold=threshold,
        top=top,
        progress=progress,
        cancel=cancel,
    )


def analyse(
    start: Any,
    actions: Sequence[str | int],
    seat: int,
    bot: Bot,
    *,
    iterations: int | None = None,
    seconds: float | None = None,
    threshold: float = THRESHOLD,
    top: int = TOP,
    progress: Callable[[float], None] | None = None,
    cancel: threading.Event | None = None,
    first_index: int = 0,
) -> Analysis:
    """The key moments of ``seat`` in the game that ``actions`` (notation or ids) play
    from ``start`` (not changed).  ``first_index`` numbers the first action (a record's
    tail).  ``bot.choose`` is asked on the seat's observation only; its searches run
    their whole budget (``Bot.stop_when_settled`` off), since their numbers are read."""
    began = time.perf_counter()
    bot.stop_when_settled = False
    observe = game_of_config(start.config).observe
    if iterations is None:
        iterations = bot.iterations_for(start.config)
    state = start.clone()
    plan: list[tuple[int, Any, int]] = []  # (index, state before, action): the real choices
    for i, item in enumerate(actions):
        action = state.parse_action(item) if isinstance(item, str) else int(item)
        if state.current_player == seat and len(state.legal_actions()) > 1:
            plan.append((first_index + i, state.clone(), action))
        state.apply(action)
    total = len(plan)
    reached = [0.0]

    def report(fraction: float) -> None:
        if progress is not None and fraction > reached[0]:
            reached[0] = min(1.0, fraction)
            progress(reached[0])

    rated: list[KeyMoment] = []
    skipped = 0
    cancelled = False
    for k, (index, before, played) in enumerate(plan):
        if cancel is not None and cancel.is_set():
            cancelled = True
            break
        report(k / total)
        observation = observe(before, seat)
        moment = _rate(
            bot,
            observation,
            played,
            index,
            int(getattr(before, "round", 0)),
            seat,
            SearchBudget(
                iterations=iterations,
                seconds=seconds,
                cancel=cancel,
                progress=_within(report, k, total),
            ),
        )
        if cancel is not None and cancel.is_set():
            cancelled = True  # this decision's search was cut short: dropped
            break
        if moment is None:
            skipped += 1
        else:
            rated.append(moment)
    if not cancelled:
        report(1.0)
    mistakes = sorted((m for m in rated if m.drop >= threshold), key=lambda m: (-m.drop, m.index))
    return Analysis(
        seat,
        tuple(mistakes[:top]),
        tuple(rated),
        total,
        skipped,
        cancelled,
        time.perf_counter() - began,
    )


def _rate(
    bot: Bot,
    observation: SearchObservation,
    played: int,
    index: int,
    round_number: int,
    seat: int,
    budget: SearchBudget,
) -> KeyMoment | None:
    """One decision rated from the analyser's root statistics (None: not searched)."""
    best = bot.choose(observation, budget)
    result = getattr(bot, "last", None)
    if not isinstance(result, SearchResult) or not result.searched or result.action != best:
        return None
    scores = {m.action: m for m in ranked_moves(result)}
    if best not in scores:
        return None  # no iteration at all (cancelled before the first)
    best_chance = scores[best].win_chance
    if played == best:
        return KeyMoment(
            index, round_number, seat, played, best, best_chance, best_chance, scores[best].visits
        )
    visits = result.visits.get(played, 0)
    value = result.value_sums.get(played, 0.0)
    wanted = max(MIN_VISITS, round(MIN_VISITS_SHARE * max(result.iterations, 1)))
    pinned = False
    if visits < wanted:
        more_visits, more_value = _pinned_estimate(
            bot, observation, played, wanted - visits, budget.cancel
        )
        visits += more_visits
        value += more_value
        pinned = more_visits > 0
    if visits == 0:
        return None
    return KeyMoment(
        index,
        round_number,
        seat,
        played,
        best,
        value / visits,
        best_chance,
        visits,
        pinned,
    )


def _within(report: Callable[[float], None], k: int, total: int) -> Callable[[float], None]:
    """The overall progress of a search's progress ``f`` at the ``k``-th of ``total``."""
    return lambda f: report((k + min(1.0, f)) / total)


class _PinnedGuide(Guide):
    """A guide whose root offers one move only (its prior 1, every other 0: PUCT with
    first-play urgency then never tries another); otherwise the wrapped guide."""

    def __init__(self, inner: Guide, action: int) -> None:
        super().__init__(inner.rng, inner.config)
        self.inner = inner
        self.action = action

    def begin(self, observation: Any) -> None:
        self.inner.begin(observation)

    def play_rule(self, s: Any) -> bool:
        return self.inner.play_rule(s)

    def priors(self, s: Any, depth: int) -> tuple[list[int], list[float]]:
        if depth == 0:
            return [self.action], [0.0]
        return self.inner.priors(s, depth)

    def playout(self, s: Any) -> list[float]:
        return self.inner.playout(s)

    def fallback(self, observation: Any) -> int:
        return self.action


def _pinned_estimate(
    bot: Bot,
    observation: SearchObservation,
    action: int,
    iterations: int,
    cancel: threading.Event | None,
) -> tuple[int, float]:
    """(visits, value sum) of ``action`` from a search of the bot's kind whose first move
    is pinned to it; (0, 0.0) for a bot that is no ISMCTS (no guide to search with)."""
    guide_class = getattr(bot, "guide_class", None)
    config = getattr(bot, "config", None)
    if not isinstance(guide_class, type) or not isinstance(config, SearchConfig):
        return 0, 0.0
    seed = int(getattr(bot, "seed", 0)) ^ _PINNED_SALT
    rng = decision_rng(seed, observation)
    guide = _PinnedGuide(guide_class(random.Random(rng.getrandbits(32)), config), action)
    searcher = Searcher(observation, rng, config, guide)
    searcher.run(iterations, None, cancel)
    visits, sums = searcher.root_stats()
    return visits.get(action, 0), sums.get(action, 0.0)


__all__ = [
    "ANALYSIS_ITERATIONS",
    "ANALYSIS_SECONDS",
    "THRESHOLD",
    "TOP",
    "Analysis",
    "KeyMoment",
    "analyse",
    "analyse_record",
    "analysis_bot",
    "analysis_iterations",
]
