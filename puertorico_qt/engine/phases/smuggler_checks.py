"""For ``consistency``: the smuggler's and the festival's fields agree with the rest of
the state (expansions III and IV)."""

from __future__ import annotations

from collections.abc import Iterator

from ..data import Role
from ..state import GameState, Phase
from .festival import PLANTATIONS, PLANTATIONS_NEEDED
from .place_workers import RESUME_SETTLER, RESUME_SMUGGLER, RESUME_TRADER, free_circles

#: The role whose phase each placement resumes.
_RESUME_ROLE = {
    RESUME_SMUGGLER: Role.SMUGGLER,
    RESUME_SETTLER: Role.SETTLER,
    RESUME_TRADER: Role.TRADER,
}


def smuggler_festival_problems(s: GameState) -> Iterator[str]:
    yield from _smuggler(s)
    yield from _placement(s)
    yield from _festival(s)


def _smuggler(s: GameState) -> Iterator[str]:
    if not s.config.has("smuggler"):
        return
    card = s.role_cards.index(Role.SMUGGLER)
    if s.role_coins[card]:
        yield "a doubloon lies on the smuggler card"
    taker = s.role_taken[card]
    if taker >= 0 and taker != s.wanted:
        yield "the smuggler's wanted poster is not with the seat that took the smuggler"
    if s.captured >= 0:
        if taker < 0:
            yield "a role swapped in a round in which nobody took the smuggler"
        elif s.role_coins[s.captured]:
            yield "doubloons lie on the role card the smuggler swapped"
    if s.phase == Phase.SMUGGLER and s.current != s.role_player:
        yield "the smuggler's action is not asked of the smuggler"


def _placement(s: GameState) -> Iterator[str]:
    if s.phase != Phase.PLACE_WORKERS:
        if s.place_left or s.place_resume != -1:
            yield "scratch.place_left and place_resume are set outside a placement"
        return
    if not s.place_left or _RESUME_ROLE.get(s.place_resume) != s.role:
        yield "a placement without workers, or not in the role it resumes"
    if not free_circles(s.players[s.current]):
        yield "workers to place but no free circle"
    if s.place_resume != RESUME_SMUGGLER and s.festival_by[PLANTATIONS] != s.current:
        yield "festival workers to place for a seat that did not meet the goal"


def _festival(s: GameState) -> Iterator[str]:
    if not s.config.has("festival"):
        return
    kind = s.festival[0]
    if s.festival[4] < 0 and s.phase != Phase.DRAFT:
        yield "the festival's building is not drawn"
    by = s.festival_by
    for seat, p in enumerate(s.players):
        if (
            by[PLANTATIONS] < 0
            and p.plant[kind] >= PLANTATIONS_NEEDED
            and s.phase
            not in (
                Phase.SETTLER,
                Phase.HOSPICE,
                Phase.FOREST,
                Phase.TRADER,
            )
        ):
            yield f"seat {seat} has the festival's plantations but the goal is open"
    if by[2] >= 0 and s.festival[4] not in s.players[by[2]].buildings:
        yield "the festival's building goal met by a seat without the building"
