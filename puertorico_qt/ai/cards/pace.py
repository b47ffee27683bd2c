"""How far the card game still has to go, and what a card is worth on the way.

The game ends after the Builder phase in which a city reaches 12 buildings, so the
leader's city says how many Builder phases are left; everything the bots value by the
round (a library's extra privilege, a production building's goods) is worth that
many rounds, and a card in hand is worth less as the end nears (the last Builder phase
turns one hand into one building, and the rest is only the tie-break).

Only public facts are read: the cities, the roles taken and the phase.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any, TypeVar

from ...cards import CardPhase, CardState
from ...cards.data import CITY_GOAL, CardRole

T = TypeVar("T")

#: Builder phases still to come: this many per building the leader still misses (he
#: does not build in every one: no card to spare, nothing affordable), plus
#: ``PHASES_EXTRA``; fitted on Normal self-play.
PHASES_PER_BUILDING = 1.3
PHASES_EXTRA = 0.2
#: Buildings a city gets per Builder phase (a seat without a card to spare passes).
BUILDS_PER_PHASE = 0.85
#: Builder phases per round, by the number of players (two players choose three roles a
#: round, so the builder is left out more often).
BUILDER_SHARE: dict[int, float] = {2: 0.85, 3: 0.95, 4: 1.0}
#: VP of one card in hand far from the end (it builds now, and what is built earns),
#: and of a card that comes later (income, a card saved on a later build); both fall
#: below ``CARD_FULL_PHASES`` Builder phases left (linearly to ``CARD_FLOOR``: the last
#: phase turns one hand into one building).
CARD_NOW = 0.6
CARD_VP = 0.6
CARD_FULL_PHASES = 3.0
CARD_FLOOR = 0.02

_BUILD_PHASES = frozenset({CardPhase.BUILD, CardPhase.BLACK_MARKET, CardPhase.PAY})
_BUILDER = int(CardRole.BUILDER)


@dataclass(frozen=True, slots=True)
class Pace:
    """The outlook shared by every seat of one position."""

    phases: float  # Builder phases still to come after the one under way (if any)
    rounds: float  # rounds of income still to come
    card: float  # VP of a card in hand
    saved: float  # VP of a card saved or drawn at a later build
    flow: float  # VP of an income of one card a round from now to the end
    ending: bool  # the Builder phase under way is the last one
    n: int
    #: Figures computed under this pace, for the hot paths (``values.city_stats``,
    #: ``hand.option_gains``): a dict per pace spares hashing the pace in every lookup,
    #: and ``pace_of`` hands out one shared ``Pace`` per outlook.  Not part of the value
    #: (a new pace, ``dataclasses.replace`` too, starts with an empty one).
    memo: dict = field(default_factory=dict, init=False, compare=False, repr=False)

    def builds_left(self, city_len: int) -> float:
        """Buildings a city should still get (at most the spaces left)."""
        return min(float(CITY_GOAL - city_len), self.phases * BUILDS_PER_PHASE)


def income_rounds(rounds: float) -> float:
    """Rounds of income that still turn into buildings: nearly all of them, less about
    the last one or two (what arrives then is left in the hand)."""
    return rounds - 1.2 * (1.0 - math.exp(-rounds / 1.2))


def pace_of(s: CardState) -> Pace:
    lead = 0
    for p in s.players:
        if len(p.city) > lead:
            lead = len(p.city)
    key = (lead, s.phase in _BUILD_PHASES, s.roles_taken[_BUILDER] >= 0, s.n)
    pace = _PACES.get(key)
    if pace is None:
        pace = _PACES[key] = _pace(*key)
    return pace


#: ``pace_of``'s figures per (leader's city, building now, builder taken, players): a
#: few hundred at most, shared (a ``Pace`` is frozen).
_PACES: dict[tuple[int, bool, bool, int], Pace] = {}


#: A pace's ``memo`` holds at most this many entries (then it is emptied), and the
#: shared paces' memos together at most ``MEMO_BUDGET`` (then all are emptied); a
#: search starts by emptying them once they hold more than ``MEMO_KEEP``
#: (``trim_shared_memos``), so that a search is seldom cut off from its own figures.
#: A 400-iteration search stores 2,000 to 12,000 entries, about 1.2 kB each (the stats
#: of a city with its remembered builds, a row per kind).
MEMO_SIZE = 20000
MEMO_BUDGET = 60000
MEMO_KEEP = 20000
_stored = 0


def clear_shared_memos() -> None:
    """Empty the shared paces' memos."""
    global _stored
    _stored = 0
    for pace in _PACES.values():
        pace.memo.clear()


def trim_shared_memos() -> None:
    """Empty the shared paces' memos if they hold more than ``MEMO_KEEP`` entries."""
    if _stored > MEMO_KEEP:
        clear_shared_memos()


def remember(memo: dict[Any, T], key: Any, value: T) -> T:
    """Store ``value`` under ``key`` in a pace's ``memo`` (within the limits above)."""
    global _stored
    if len(memo) >= MEMO_SIZE:
        memo.clear()
    _stored += 1
    if _stored > MEMO_BUDGET:
        clear_shared_memos()
    memo[key] = value
    return value


def _pace(lead: int, building_now: bool, builder_taken: bool, n: int) -> Pace:
    if lead >= CITY_GOAL:
        # The game ends after this Builder phase (or is over).
        return Pace(0.0, 0.0, CARD_FLOOR, 0.0, 0.0, True, n)
    phases = (CITY_GOAL - lead) * PHASES_PER_BUILDING + PHASES_EXTRA
    if building_now:
        phases -= 0.5  # the phase under way is half spent on average
    elif builder_taken:
        phases -= 0.2  # no more Builder phase in this round
    phases = max(phases, 0.3)
    rounds = phases / BUILDER_SHARE.get(n, 1.0)
    end = min(1.0, phases / CARD_FULL_PHASES)
    card = max(CARD_NOW * end, CARD_FLOOR)
    saved = max(CARD_VP * end, CARD_FLOOR)
    return Pace(phases, rounds, card, saved, CARD_VP * income_rounds(rounds), False, n)
