"""The draft of expansion I: which building the Normal player puts on the board.

Every player may buy every building on the board, so a pick is first a choice of how
good the game's buildings are: a strength per candidate (``STRENGTH``, hand-set: what
a building does for a typical island, against the others of its cost), adjusted for
the player count (shipping weighs more with two players).  What a pick
does for me rather than for everyone comes next: a building that suits my island
(the aqueduct with an indigo start …) more than the others' is worth more, one that
suits them more is worth less; and a pick that takes the last space of its cost
shuts out the other candidates of that cost: the more one of those would have helped
an opponent more than me, the better (denial).
"""

from __future__ import annotations

from ..engine import actions as A
from ..engine.data import (
    AQUEDUCT,
    BLACK_MARKET,
    BUILDINGS,
    CHURCH,
    CITY_HALL,
    CLOISTER,
    CONSTRUCTION_HUT,
    CUSTOMS_HOUSE,
    DRAFT_CANDIDATES,
    FACTORY,
    FOREST_HOUSE,
    FORTRESS,
    GUEST_HOUSE,
    GUILD_HALL,
    HACIENDA,
    HARBOR,
    HOSPICE,
    LARGE_MARKET,
    LARGE_WAREHOUSE,
    LIBRARY,
    LIGHTHOUSE,
    N_BUILDINGS,
    OFFICE,
    RESIDENCE,
    SMALL_MARKET,
    SMALL_WAREHOUSE,
    SMALL_WHARF,
    SPECIALTY_FACTORY,
    STATUE,
    STOREHOUSE,
    TRADING_POST,
    UNION_HALL,
    UNIVERSITY,
    WHARF,
    Good,
)
from ..engine.rules import draft_spaces
from ..engine.state import GameState, PlayerState

_S = [0.0] * N_BUILDINGS
# cost 1 (one space)
_S[SMALL_MARKET] = 1.0
_S[AQUEDUCT] = 0.8
# cost 2 (two spaces)
_S[CONSTRUCTION_HUT] = 1.1
_S[HACIENDA] = 1.0
_S[FOREST_HOUSE] = 0.9
_S[BLACK_MARKET] = 0.7
# cost 3 (one space)
_S[STOREHOUSE] = 1.1
_S[SMALL_WAREHOUSE] = 1.0
# cost 4 (one space)
_S[HOSPICE] = 1.2
_S[GUEST_HOUSE] = 0.9
# cost 5 (two spaces)
_S[LARGE_MARKET] = 1.3
_S[CHURCH] = 1.15
_S[TRADING_POST] = 1.1
_S[OFFICE] = 0.9
# cost 6 (one space)
_S[SMALL_WHARF] = 1.1
_S[LARGE_WAREHOUSE] = 1.0
# cost 7 (one space)
_S[FACTORY] = 1.3
_S[LIGHTHOUSE] = 1.1
# cost 8 (two spaces)
_S[HARBOR] = 1.4
_S[LIBRARY] = 1.3
_S[SPECIALTY_FACTORY] = 1.0
_S[UNIVERSITY] = 0.9
# cost 9 (one space)
_S[WHARF] = 1.4
_S[UNION_HALL] = 1.1
# cost 10 (five spaces of seven)
_S[STATUE] = 1.3
_S[GUILD_HALL] = 1.2
_S[RESIDENCE] = 1.2
_S[CUSTOMS_HOUSE] = 1.1
_S[CITY_HALL] = 1.1
_S[FORTRESS] = 1.0
_S[CLOISTER] = 0.9
#: How good each draft candidate is for the table as a whole (0: not a candidate).
STRENGTH: tuple[float, ...] = tuple(_S)

#: With two players shipping decides more games (fewer players compete for the ships).
TWO_PLAYER_BONUS = {HARBOR: 0.2, WHARF: 0.2, SMALL_WHARF: 0.15, LIGHTHOUSE: 0.1}
#: A taker's own advantage weighs this much against the others' (denial).
DENIAL = 0.5

_UNRATED = [BUILDINGS[b].id for b in DRAFT_CANDIDATES if STRENGTH[b] <= 0]
assert not _UNRATED, f"ai/draft.py: STRENGTH lacks a rating for {_UNRATED} (a new building?)"


def fit(p: PlayerState, b: int) -> float:
    """How much better ``b`` suits this player's island than an average one."""
    indigo = p.plant[Good.INDIGO]
    corn = p.plant[Good.CORN]
    if b == AQUEDUCT:
        return 0.3 * indigo
    if b == SMALL_MARKET:
        return 0.05 * indigo
    if b in (FOREST_HOUSE, CONSTRUCTION_HUT):
        return 0.05 * corn
    if b == UNION_HALL:
        return 0.05 * corn
    return 0.0


def drafted(a: int) -> int:
    """The building of a ``draft`` action."""
    return A.drafted_of(a)


def strength(state: GameState, b: int) -> float:
    s = STRENGTH[b]
    if state.n == 2:
        s += TWO_PLAYER_BONUS.get(b, 0.0)
    return s


def draft_scores(state: GameState) -> tuple[list[int], list[float]]:
    """A score for each building the current player may draft now."""
    seat = state.current
    me = state.players[seat]
    others = [q for i, q in enumerate(state.players) if i != seat]
    free = draft_spaces(state)
    legal = state.legal_actions()
    open_now = {drafted(a) for a in legal if A.kind_of(a) == "draft"}

    def edge(b: int) -> float:
        """My advantage from ``b`` over the others'."""
        return fit(me, b) - DENIAL * max(fit(q, b) for q in others)

    actions, scores = [], []
    for a in legal:
        if A.kind_of(a) != "draft":
            continue
        b = drafted(a)
        s = strength(state, b) + edge(b)
        cost = BUILDINGS[b].cost
        if free[cost] == 1:
            # The last space of this cost: the other candidates are out.
            shut = [c for c in open_now if c != b and BUILDINGS[c].cost == cost]
            if shut:
                s += DENIAL * max(0.0, -min(edge(c) for c in shut))
        actions.append(a)
        scores.append(s)
    return actions, scores
