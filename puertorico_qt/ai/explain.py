"""Why a move: the search's ranking of the moves, and reasons drawn from the evaluation.

A hint names the move; a player also wants to know *why* and what it beats.  Hard's
search leaves, for every move at the root, how often it was tried and the chance to
win it led to (``SearchResult``); ``ranked_moves`` orders them, and the next-best two
with how much less chance they give are the hint's comparison.  The reasons come from
the same evaluation the search uses at its leaves (``role_gains`` and ``heuristics``
for the board game, ``cards.roles`` and ``cards.values`` for the card game): what a
role is worth to the player and to whoever would take it next, and how a move changes
the player's estimated final score.

Everything here reads one seat's *observation* (its own hand, the public table) and a
state dealt from it with a fixed seed, never the real game: a hint cannot reveal a
hidden card (``tests/test_explain.py`` checks two games that differ only in hidden
facts get the same explanation).  Reasons are codes with numbers; the GUI words them
in the player's language.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from ..cards import actions as CA
from ..cards.phases.common import picker as card_picker
from ..cards.state import CardState
from ..engine import actions as A
from ..engine.phases.common import chooser
from ..engine.state import GameState
from . import heuristics as H
from .base import Bot, SearchBudget
from .cards import roles as card_roles
from .cards.pace import pace_of
from .cards.values import estimates as card_estimates
from .ismcts import SearchResult
from .role_gains import role_gains

#: How many other moves a hint compares with.
ALTERNATIVES = 2
#: A later player's gain from a role (VP of the evaluation) worth naming as a reason.
DENIAL_WORTH = 1.0
#: A change of the estimated final score (VP) worth naming.
VALUE_WORTH = 0.3


@dataclass(frozen=True, slots=True)
class MoveScore:
    """One move at the root of the search: how often tried, and the chance to win after it."""

    action: int
    visits: int
    win_chance: float


@dataclass(frozen=True, slots=True)
class Reason:
    """One reason, as a code and its numbers (the GUI words it).

    Codes: ``only`` (the one legal move), ``rule`` (the bots' fixed rule answered),
    ``role`` (``gain``: the role's worth to the chooser, ``coins`` on it),
    ``denies`` (``seat`` who would take it next, ``gain`` to them), ``helps`` (``seat``
    who gains most from the role's phase besides the chooser, ``gain``), ``value``
    (``delta``: change of the estimated final score), ``chance`` (``win`` after the move).
    """

    code: str
    values: dict[str, float] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class Explanation:
    """A hint: the move, why, and the next-best moves."""

    action: int
    seat: int
    reasons: tuple[Reason, ...]
    win_chance: float | None = None
    alternatives: tuple[MoveScore, ...] = ()

    def loss(self, alternative: MoveScore) -> float:
        """How much less chance to win ``alternative`` gives than the hinted move (0 … 1)."""
        if self.win_chance is None:
            return 0.0
        return max(0.0, self.win_chance - alternative.win_chance)


def ranked_moves(result: SearchResult) -> list[MoveScore]:
    """The searched moves, the chosen one first, then by visits (the search's own
    ranking: it tries a move more the better it looks), ties by chance to win."""
    moves = [
        MoveScore(a, n, result.value_sums.get(a, 0.0) / n)
        for a, n in result.visits.items()
        if n > 0
    ]
    moves.sort(key=lambda m: (m.action != result.action, -m.visits, -m.win_chance))
    return moves


def explain(observation: Any, result: SearchResult) -> Explanation:
    """The hint for ``observation``'s seat from the search's ``result``."""
    seat = observation.seat
    legal = observation.legal_actions()
    if len(legal) == 1:
        return Explanation(result.action, seat, (Reason("only"),))
    if not result.searched or not result.visits:
        return Explanation(result.action, seat, (Reason("rule"),))
    ranked = ranked_moves(result)
    best = ranked[0] if ranked and ranked[0].action == result.action else None
    chance = best.win_chance if best is not None else result.win_estimate
    state = observation.determinize(random.Random(0))  # hidden facts dealt, never read
    if isinstance(state, CardState):
        reasons = _card_reasons(state, seat, result.action)
    else:
        reasons = _board_reasons(state, seat, result.action)
    if chance is not None:
        reasons.append(Reason("chance", {"win": chance}))
    others = tuple(m for m in ranked if m.action != result.action)[:ALTERNATIVES]
    return Explanation(result.action, seat, tuple(reasons), chance, others)


# ---------------------------------------------------------------------- board game


def _board_reasons(state: GameState, seat: int, action: int) -> list[Reason]:
    ctx = H.GameContext(state)
    if A.is_kind(action, "role"):
        card = A.card_of(action)
        kind = state.role_cards[card]
        gains = role_gains(state, kind, seat, ctx)
        reasons = [Reason("role", {"gain": gains[seat], "coins": state.role_coins[card]})]
        denied = [
            (role_gains(state, kind, other, ctx)[other], other)
            for other in _later_choosers(
                seat, [chooser(state, k) for k in range(state.pick + 1, state.picks_per_round)]
            )
        ]
        if denied and max(denied)[0] >= DENIAL_WORTH:
            gain, other = max(denied)
            reasons.append(Reason("denies", {"seat": other, "gain": gain}))
        helped = max((g, i) for i, g in enumerate(gains) if i != seat)
        if helped[0] >= DENIAL_WORTH:
            reasons.append(Reason("helps", {"seat": helped[1], "gain": helped[0]}))
        return reasons
    before = H.values(state, ctx)[seat]
    after_state = state.clone()
    after_state.apply(action)
    after = H.values(after_state, H.GameContext(after_state))[seat]
    return _value_reason(after - before)


def _later_choosers(seat: int, picks: list[int]) -> list[int]:
    """The other seats among ``picks`` (the choosers of this round's later picks, as the
    rules order them), each once."""
    return list(dict.fromkeys(p for p in picks if p != seat))


# ---------------------------------------------------------------------- card game


def _card_reasons(state: CardState, seat: int, action: int) -> list[Reason]:
    pace = pace_of(state)
    decoded = CA.decode(action)
    if decoded.verb == "role":
        role = decoded.arg
        prices = card_roles.next_tile_prices(state)
        privilege = card_roles.chooser_privilege(state, seat)
        mine = card_roles.role_gain(state, seat, role, privilege, pace, prices)
        reasons = [Reason("role", {"gain": mine, "coins": 0})]
        later = _later_choosers(
            seat, [card_picker(state, k) for k in range(state.pick + 1, state.picks)]
        )
        denied = [(card_roles.role_gain(state, o, role, 1, pace, prices), o) for o in later]
        if denied and max(denied)[0] >= DENIAL_WORTH:
            gain, other = max(denied)
            reasons.append(Reason("denies", {"seat": other, "gain": gain}))
        return reasons
    before = card_estimates(state, pace)[seat]
    after_state = state.clone()
    after_state.apply(action)
    after = card_estimates(after_state, pace_of(after_state))[seat]
    return _value_reason(after - before)


def _value_reason(delta: float) -> list[Reason]:
    return [Reason("value", {"delta": delta})] if abs(delta) >= VALUE_WORTH else []


# ---------------------------------------------------------------------- the hint bot


class HintBot(Bot):
    """A searching bot that also explains its answer (``explanation`` after ``choose``).

    Wraps the game's Hard bot (any bot whose ``last`` is a ``SearchResult``), so the
    hint is as strong as Hard and the worker thread runs it like any other bot."""

    name = "hint"

    def __init__(self, bot: Bot) -> None:
        self.bot = bot
        bot.stop_when_settled = False  # the hint shows every move's numbers: the whole budget
        self.explanation: Explanation | None = None

    @property
    def searches_here(self) -> bool:  # type: ignore[override]
        return self.bot.searches_here

    def choose(self, observation: Any, budget: SearchBudget | None = None) -> int:
        action = self.bot.choose(observation, budget)
        result = getattr(self.bot, "last", None)
        if isinstance(result, SearchResult) and result.action == action:
            self.explanation = explain(observation, result)
        else:  # a bot without a search (tests): the move without reasons
            self.explanation = Explanation(action, observation.seat, ())
        return action
