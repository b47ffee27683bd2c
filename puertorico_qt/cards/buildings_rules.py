"""The small rules of the expansion "Die neuen Gebäude" as pure functions of ids and
counts, each one sentence of the rulebook, so that they are tested on their own.

The engine calls ``crane_saving`` (``effects.CRANE_SAVING``), ``tavern_draws`` and
``hut_draws`` (``effects.AFTER_BUILDER`` / ``AFTER_TRADER``), ``goldsmith_keeps``
(``phases.prospector``) and the constants; ``hand_limit``, ``office_swap_allowed`` and
``bank_tuck_allowed`` state in ids what the phases do with masks and canonical
sequences (``effects.hand_limit``, ``phases.round_start``), for tests and readers.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

#: The round start with the expansion (rulebook: "1. Amtsstube – 2. Kapelle/Bank –
#: 3. Wachstube/Turm"): the steps in order, each played from the governor on.
ROUND_START: tuple[tuple[str, ...], ...] = (
    ("office_building",),
    ("chapel", "bank"),
    ("guard_room", "tower"),
)
#: Hand cards a seat may keep at a round start with the expansion.
EXPANSION_HAND_LIMIT = 6
GUARD_ROOM_HAND_LIMIT = 7
TOWER_HAND_LIMIT = 12
#: The crane over one's own Park saves up to this much (else up to the Park's cost).
PARK_CRANE_SAVING = 6
#: Cards for selling the Zollamt's good, whatever the trading-house tile.
CUSTOMS_GOOD_PRICE = 2
#: Cards the Amtsstube may swap at a round start.
OFFICE_SWAP = (1, 2)


def hand_limit(city: Collection[str], guard_room_in_play: bool) -> int:
    """The Wachstube/Turm step: 12 with a Turm (with or without a Wachstube); else 7,
    but 6 for a city without a Wachstube while another city has one."""
    if "tower" in city:
        return TOWER_HAND_LIMIT
    if "guard_room" in city or not guard_room_in_play:
        return GUARD_ROOM_HAND_LIMIT
    return EXPANSION_HAND_LIMIT


def crane_saving(replaced_id: str, replaced_cost: int) -> int:
    """The most the crane saves when building over this building."""
    return PARK_CRANE_SAVING if replaced_id == "park" else replaced_cost


def tavern_draws(buildings: Sequence[int], seat: int) -> bool:
    """Schenke: after a Builder phase, ``seat`` has the fewest buildings: nobody has
    fewer and at least one opponent has more (``buildings``: each seat's count)."""
    mine = buildings[seat]
    return all(b >= mine for b in buildings) and any(b > mine for b in buildings)


def hut_draws(goods_sold_in_phase: int) -> bool:
    """Hütte: a trader phase in which not a single good was sold."""
    return goods_sold_in_phase == 0


def goldsmith_keeps(turned_id: str, is_building: bool, built: Collection[str]) -> bool:
    """Goldschmiede: the turned-up card is kept if it shows a building that no seat
    (the owner included) has built; ``built``: the ids in every city."""
    return is_building and turned_id not in built


def office_swap_allowed(n: int, hand: int) -> bool:
    """Amtsstube: one or two hand cards, never more than the hand holds."""
    return n in OFFICE_SWAP and n <= hand


def bank_tuck_allowed(n: int, hand: int, used: bool) -> bool:
    """Bank: once per game, any number (at least one) of the hand cards."""
    return not used and 1 <= n <= hand
