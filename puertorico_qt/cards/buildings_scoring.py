"""End-of-game bonuses of the expansion "Die neuen Gebäude": Residenz and Kathedrale.

Pure functions of the cities' ids and costs, checked against the rulebook's examples
on their own (``tests/cards/test_buildings_data.py``) and called by the engine's
scoring through ``effects.SCORE_BONUS`` / ``OPPONENTS_BONUS``.

Residenz: per group of three *different* buildings of the *same* cost in the
owner's city, 4, 3, 2, 1 VP for the first, second, third, fourth group (a fifth
and later group: 0, as the Kathedrale's example counts "4+3+2+1+0+0").  A kind
with two copies may serve in two groups (the rulebook's second example), never
twice in one.

Kathedrale: per 6-cost building in the opponents' cities, 4, 3, 2, 1 VP, then 0.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

#: VP of the first, second, ... group (Residenz) or opposing 6-cost building.
LADDER: tuple[int, ...] = (4, 3, 2, 1)


def ladder(n: int) -> int:
    """The VP of n groups or buildings on the 4/3/2/1 ladder."""
    return sum(LADDER[:n])


def triples(copies: Iterable[int]) -> int:
    """The most disjoint groups of three different kinds, given each kind's copies.

    k groups exist iff the kinds can fill 3k places with at most k copies of each
    (a kind appears once per group): sum(min(c, k)) >= 3k.
    """
    counts = [c for c in copies if c > 0]
    k = 0
    while sum(min(c, k + 1) for c in counts) >= 3 * (k + 1):
        k += 1
    return k


def residence_groups(city: Iterable[tuple[str, int]]) -> int:
    """The number of Residenz groups in a city given as (card id, cost) per building."""
    by_cost: dict[int, Counter[str]] = {}
    for card_id, cost in city:
        by_cost.setdefault(cost, Counter())[card_id] += 1
    return sum(triples(c.values()) for c in by_cost.values())


def residence_bonus(city: Iterable[tuple[str, int]]) -> int:
    return ladder(residence_groups(city))


def cathedral_bonus(opponent_costs: Iterable[int]) -> int:
    """The Kathedrale's bonus given the cost of every building of the opponents."""
    return ladder(sum(1 for c in opponent_costs if c == 6))
