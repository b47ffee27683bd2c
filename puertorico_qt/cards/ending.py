"""When the card game ends: after the builder phase in which a city reaches
``CITY_GOAL`` buildings.  The phase is played to its end; the program says so the
moment the goal is reached (the log, the title of the remaining builds) and names the
builder on the score sheet, asking these questions instead of counting cards itself."""

from __future__ import annotations

from .data import CITY_GOAL
from .state import CardState


def goal_reached(before: CardState, after: CardState) -> int | None:
    """The seat whose city reached ``CITY_GOAL`` buildings between ``before`` and
    ``after`` (a step or a decision) while no city had before: the build that ends the
    game after this phase.  None otherwise (a Kran's building over keeps the count)."""
    if any(len(p.city) >= CITY_GOAL for p in before.players):
        return None
    for seat, p in enumerate(after.players):
        if len(p.city) >= CITY_GOAL:
            return seat
    return None


def last_phase(state: CardState) -> bool:
    """Is the phase under way the game's last: a city has ``CITY_GOAL`` buildings and
    the others still build in this phase?"""
    return not state.is_terminal() and any(len(p.city) >= CITY_GOAL for p in state.players)
