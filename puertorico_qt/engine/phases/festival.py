"""The Festival (expansion IV): three goals laid out at set-up, each rewarded once.

``state.festival`` = (plantation kind, good, good, good, building) and
``state.festival_by`` the seat that met each goal (-1: still open).

- **Plantations**: a plantation of one kind lies on the festival board (out of the
  supply).  The first player with three plantations of that kind on his island gets
  three workers from the supply (as many as are left), to place at once on free circles
  or on the portrait (``place_workers``).  Checked when his Settler turn ends and after
  a tile from the land office.
- **Goods**: three barrels drawn from three of each kind (a kind may repeat) lie on the
  board (out of the supply).  The first player to produce at least those barrels in one
  Craftsman phase's production gets three doubloons.  In production order, the
  craftsman first.  Ruling: what counts is what each player receives as he produces —
  his buildings' barrels and the aqueduct's, which comes with them — not the
  craftsman's extra barrel, taken after everybody has produced (counting it would make
  the craftsman "first" after a later player had already met the goal).
- **Building**: a building worth 3 VP, drawn from this game's (after the draft with
  expansion I; never the production building of the plantation goal's kind).  A copy of
  it lies on the board (3-5 players: out of the supply; 2 players: a copy the game does
  not use, so the supply keeps its one).  The first player to build that building gets
  three VP chips.

A goal met gives its pieces back: the plantation shuffled into the face-down pile (the
rulebook: back into the supply, available again at once), the barrels to the supply,
the building copy to the board (3-5 players; with 2 players to the box).  The rulings
are in ``docs/expansions.md``.
"""

from __future__ import annotations

from ..data import BUILDINGS, N_GOODS, PRODUCTION_BUILDINGS, SETUP
from ..rng import next_u64, shuffle
from ..state import GameState, Phase
from .common import give_vp_chips
from .place_workers import RESUME, RESUME_SETTLER, RESUME_TRADER, start_placing

#: The goals' indices in ``festival_by``.
PLANTATIONS, GOODS, BUILDING = 0, 1, 2
#: What each goal asks and gives.
PLANTATIONS_NEEDED = 3
REWARD_WORKERS = 3
REWARD_DOUBLOONS = 3
REWARD_VP = 3
#: Barrels of each kind the goods goal is drawn from; the building goal's VP.
GOODS_POOL_PER_KIND = 3
GOAL_BUILDING_VP = 3


def set_up_goals(s: GameState, tiles: list[int]) -> None:
    """Draw the plantation (out of ``tiles``, the set-up's counts before the pile is
    made) and the three barrels (out of ``s.goods_supply``); the building comes with
    ``draw_building`` once the board's buildings are known."""
    s.rng, value = next_u64(s.rng)
    kind = value % 5
    tiles[kind] -= 1
    pool = [g for g in range(N_GOODS) for _ in range(GOODS_POOL_PER_KIND)]
    s.rng = shuffle(s.rng, pool)
    goods = sorted(pool[:3])
    for g in goods:
        s.goods_supply[g] -= 1
    s.festival = (kind, *goods, -1)
    s.festival_by = [-1, -1, -1]


def building_candidates(s: GameState) -> list[int]:
    """The 3-VP buildings of this game, less the plantation goal's production building."""
    kind = s.festival[0]
    return [
        b
        for b in s.market
        if BUILDINGS[b].vp == GOAL_BUILDING_VP and b not in PRODUCTION_BUILDINGS[kind]
    ]


def draw_building(s: GameState) -> None:
    """Draw the building goal (at set-up, or when the draft is over)."""
    candidates = building_candidates(s)
    s.rng = shuffle(s.rng, candidates)
    b = candidates[0]
    s.festival = (*s.festival[:4], b)
    if not SETUP[s.n].two_player_copies:
        s.building_supply[b] -= 1


def goal_goods(s: GameState) -> list[int]:
    """The goods goal's barrels per kind."""
    need = [0] * N_GOODS
    for g in s.festival[1:4]:
        need[g] += 1
    return need


# --------------------------------------------------------------------------- the checks


def check_plantations(state: GameState, resume: int) -> bool:
    """After the current player got a plantation: is he the first with three of the
    goal's kind?  True: a placement question is open (``RESUME[resume]`` after it)."""
    if state.festival_by[PLANTATIONS] >= 0:
        return False
    seat = state.current
    kind = state.festival[0]
    if state.players[seat].plant[kind] < PLANTATIONS_NEEDED:
        return False
    state.festival_by[PLANTATIONS] = seat
    shuffle_into_pile(state, kind)
    workers = min(REWARD_WORKERS, state.colonist_supply)
    state.colonist_supply -= workers
    return start_placing(state, workers, resume)


def shuffle_into_pile(state: GameState, kind: int) -> None:
    """The goal's tile goes back into the face-down supply, at a random place in the
    pile: the rulebook has it available again at once (not on the discard pile, which
    comes back only when the pile runs out)."""
    state.rng, value = next_u64(state.rng)
    state.pile.insert(value % (len(state.pile) + 1), kind)


def check_production(state: GameState, seat: int, got: list[int]) -> None:
    """``seat`` just received ``got`` in production: the goods goal?"""
    if state.festival_by[GOODS] >= 0:
        return
    need = goal_goods(state)
    if any(got[g] < need[g] for g in range(N_GOODS)):
        return
    state.festival_by[GOODS] = seat
    state.players[seat].doubloons += REWARD_DOUBLOONS
    for g in state.festival[1:4]:
        state.goods_supply[g] += 1


def check_building(state: GameState, building: int) -> None:
    """The current player just built ``building``: the building goal?"""
    if building != state.festival[4] or state.festival_by[BUILDING] >= 0:
        return
    seat = state.current
    state.festival_by[BUILDING] = seat
    give_vp_chips(state, seat, REWARD_VP)
    if not SETUP[state.n].two_player_copies:
        state.building_supply[building] += 1


def festival_vp(state: GameState, seat: int) -> int:
    """The VP chips ``seat`` got from the festival (the building goal's)."""
    return REWARD_VP if state.festival and state.festival_by[BUILDING] == seat else 0


def _resume_trader(state: GameState) -> None:
    state.phase = Phase.TRADER


RESUME[RESUME_TRADER] = _resume_trader
__all__ = ["RESUME_SETTLER", "RESUME_TRADER"]
