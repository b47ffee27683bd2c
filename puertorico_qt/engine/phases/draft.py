"""Expansion I's draft: the seats fill the board's non-production spaces.

With ``config.market == "draft"`` the game begins in ``Phase.DRAFT``: the production
buildings (and, with expansion II, the nobles' buildings) are on the board; the
governor, then each seat in turn, puts one building of ``DRAFT_CANDIDATES`` (the base
game's and expansion I's non-production buildings) on a free space of its cost, its
twin with it where the game has two copies.  A cost has as many spaces as the base
game has buildings of that cost (``DRAFT_SPACES``): once they are taken, the other
buildings of that cost are out.  When all 17 spaces hold a building, the governor
chooses the first role.

The seat to choose is the governor's plus the number of buildings drafted so far.
A cost whose candidates left just fill its spaces is still chosen building by
building (one of them a turn), not filled by itself: the seats' turns go on as at
the table; only a turn with a single possible building is played by the engine.
"""

from __future__ import annotations

from ..actions import DRAFT, Action, Draft
from ..data import BUILDINGS, COST, DRAFT_CANDIDATES, DRAFT_SPACES
from ..reasons import Reason, Why, reason
from ..setup import copies, market_base
from ..state import GameState, Phase, register_phase
from .festival import draw_building

#: The board's spaces for drafted buildings (12 small and 5 large).
DRAFT_TOTAL = sum(DRAFT_SPACES.values())


def drafted(state: GameState) -> tuple[int, ...]:
    """The buildings drafted so far, by index."""
    base = market_base(state.config)
    return tuple(b for b in state.market if b not in base)


def free_spaces(state: GameState) -> dict[int, int]:
    """Free spaces per cost (every cost of ``DRAFT_SPACES``, 0 when full)."""
    free = dict(DRAFT_SPACES)
    for b in drafted(state):
        free[COST[b]] -= 1
    return free


def legal_draft_actions(state: GameState) -> list[int]:
    free = free_spaces(state)
    market = state.market
    return [DRAFT + b for b in DRAFT_CANDIDATES if free[COST[b]] > 0 and b not in market]


def apply_draft(state: GameState, action: int) -> None:
    b = action - DRAFT
    state.market = tuple(sorted((*state.market, b)))
    state.building_supply[b] = copies(state.config, b)
    count = len(drafted(state))
    if count >= DRAFT_TOTAL:
        if state.festival:  # the festival's building is drawn from the board as drafted
            draw_building(state)
        state.phase = Phase.ROLE
        state.turn = 0
        state.current = state.governor
    else:
        state.current = (state.governor + count) % state.n


def refuse_draft(state: GameState, action: Action) -> Reason | None:
    if not isinstance(action, Draft):
        return None
    b = action.building
    if b not in DRAFT_CANDIDATES:
        return reason(Why.DRAFT_NOT_CANDIDATE, building=b)
    if b in state.market:
        return reason(Why.DRAFT_ON_BOARD, building=b)
    if free_spaces(state)[COST[b]] <= 0:
        return reason(Why.DRAFT_NO_SPACE, building=b, cost=BUILDINGS[b].cost)
    return None


register_phase(Phase.DRAFT, legal_draft_actions, apply_draft, refuse_draft, accepts=(Draft,))
