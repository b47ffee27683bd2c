"""What the festival's open goals (expansion IV) add to a position's worth.

The festival rewards the first player to hold three plantations of one kind (three
workers, placed at once), to produce three given barrels in one production (three
doubloons) and to build one given building (three VP chips).  Each open goal counts in
a player's estimated final score (``heuristics.value_of``) as its reward times the
chance that this player is the first to meet it:

- **plantations**: a chance by how many of the kind he holds (0, 1 or 2), the rounds
  left to get the rest, and the race (a rival with more of the kind is likely first);
- **goods**: certain-ish when his staffed production covers the barrels (a Craftsman
  comes nearly every round; shared when a rival's covers them too), less when only
  his matched circles do (a Mayor is needed first), a little for part of it;
- **building**: no term while unbuilt (money is money); the three VP are counted in
  the build's gain (``heuristics.building_gain``) while the goal is open, and a third
  plantation's workers in the tile's gain (``heuristics.tile_gain``).

What is the same for every seat (the goals, who leads the race) is computed once per
position (``FestivalInfo``, ``GameContext.festival``).  Everything the festival shows
is public: nothing hidden is read.
"""

from __future__ import annotations

from ..engine.data import ISLAND_SPACES, N_GOODS
from ..engine.phases.craftsman import production
from ..engine.phases.festival import PLANTATIONS_NEEDED, REWARD_DOUBLOONS, REWARD_VP
from ..engine.phases.place_workers import free_circles
from ..engine.state import GameState, PlayerState

#: The chance to reach three plantations of the goal's kind holding 0, 1 or 2 of them
#: (before the race), given enough rounds.
REACH = (0.06, 0.22, 0.55)
#: The race: a rival holding more of the kind, as many, or fewer.
BEHIND, LEVEL, AHEAD = 0.3, 0.55, 1.0
#: The goods goal: covered by staffed production, by matched circles, per share.
GOODS_NOW = 0.85
GOODS_FULL = 0.45
GOODS_PART = 0.25
#: A worker placed at once: VP per round of the horizon, at most, and on the portrait.
WORKER_RATE = 0.1
WORKER_MAX = 1.0
WORKER_PORTRAIT = 0.25


class FestivalInfo:
    """The festival's open goals and the race for them, the same for every seat."""

    __slots__ = (
        "kind",
        "plant_open",
        "plant_top",
        "need",
        "goods_open",
        "goods_now",
        "building",
        "workers",
    )

    def __init__(self, state: GameState) -> None:
        goal = state.festival
        done = state.festival_by
        self.kind = goal[0]
        self.plant_open = done[0] < 0
        counts = sorted((p.plant[self.kind] for p in state.players), reverse=True)
        self.plant_top = (counts[0], counts[1])
        self.need = [0] * N_GOODS
        for g in goal[1:4]:
            self.need[g] += 1
        self.goods_open = done[1] < 0
        # How many players' staffed production covers the goods goal now.
        self.goods_now = 0
        if self.goods_open:
            for p in state.players:
                if covers(production(p), self.need):
                    self.goods_now += 1
        self.building = goal[4] if done[2] < 0 else -1
        self.workers = min(3, state.colonist_supply)

    @property
    def any_open(self) -> bool:
        return self.plant_open or self.goods_open or self.building >= 0


def info(state: GameState) -> FestivalInfo | None:
    """The festival's facts for ``GameContext`` (None without the festival or once
    every goal is met)."""
    if not state.festival or state.festival[4] < 0:
        return None
    f = FestivalInfo(state)
    return f if f.any_open else None


def covers(made: list[int], need: list[int]) -> bool:
    return all(made[g] >= need[g] for g in range(N_GOODS))


def worker_reward(p: PlayerState, f: FestivalInfo, ctx, free: int | None = None) -> float:
    """What the plantation goal's workers are worth to ``p`` (placed on free circles, the
    rest on the portrait)."""
    if free is None:
        free = free_circles(p)
    each = min(WORKER_RATE * ctx.horizon, WORKER_MAX) + 0.1
    placed = min(f.workers, free)
    return placed * each + (f.workers - placed) * WORKER_PORTRAIT


def plant_chance(p: PlayerState, f: FestivalInfo, ctx, have: int | None = None) -> float:
    """The chance that ``p`` is the first to three plantations of the goal's kind."""
    c = p.plant[f.kind] if have is None else have
    if c >= PLANTATIONS_NEEDED:
        return 1.0
    room = ISLAND_SPACES - p.island_used()
    missing = PLANTATIONS_NEEDED - c
    if room < missing:
        return 0.0
    first, second = f.plant_top
    rival = second if c == first else first
    race = AHEAD if rival < c else LEVEL if rival == c else BEHIND
    time = min(1.0, ctx.rounds_left / (2.0 * missing))
    return REACH[c] * race * time


def goods_chance(f: FestivalInfo, staffed: list[int], full: list[int]) -> float:
    """The chance that a player producing ``staffed`` (``full`` once every matched circle
    is staffed) is the first to produce the goal's barrels."""
    need = f.need
    if covers(staffed, need):
        return GOODS_NOW * (0.5 if f.goods_now > 1 else 1.0)
    if covers(full, need):
        return GOODS_FULL * (0.6 if f.goods_now else 1.0)
    part = sum(min(full[g], need[g]) for g in range(N_GOODS))
    return GOODS_PART * part / 3.0 * (0.5 if f.goods_now else 1.0)


def value(p: PlayerState, ctx, staffed: list[int], full: list[int]) -> float:
    """The open goals' worth to ``p``: each reward times the chance to be first."""
    f: FestivalInfo = ctx.festival
    v = 0.0
    if f.plant_open:
        chance = plant_chance(p, f, ctx)
        if chance:
            v += chance * worker_reward(p, f, ctx)
    if f.goods_open and ctx.money:
        v += goods_chance(f, staffed, full) * REWARD_DOUBLOONS * ctx.money
    return v


def tile_delta(
    p: PlayerState, q: PlayerState, tile: int, ctx, made_p: tuple, made_q: tuple
) -> float:
    """How much the festival's terms change from board ``p`` to ``q`` (``p`` with one more
    island tile ``tile``; ``made_p``/``made_q``: their (staffed, full) production): a
    third plantation of the goal's kind meets the goal (its workers counted as placed),
    else the chances move."""
    f: FestivalInfo = ctx.festival
    delta = 0.0
    if f.goods_open and ctx.money and tile < N_GOODS and f.need[tile]:
        delta += (goods_chance(f, *made_q) - goods_chance(f, *made_p)) * (
            REWARD_DOUBLOONS * ctx.money
        )
    if f.plant_open and tile == f.kind:
        before = plant_chance(p, f, ctx) * worker_reward(p, f, ctx)
        if q.plant[tile] >= PLANTATIONS_NEEDED:
            after = worker_reward(q, f, ctx)
        else:
            after = plant_chance(q, f, ctx) * worker_reward(q, f, ctx)
        delta += after - before
    return delta


def touches(tile: int, ctx) -> bool:
    """Could one more tile ``tile`` change the festival's terms?"""
    f: FestivalInfo = ctx.festival
    if f.plant_open and tile == f.kind:
        return True
    return f.goods_open and tile < N_GOODS and f.need[tile] > 0


def building_reward(b: int, ctx) -> float:
    """The festival's VP for building ``b`` now (the goal is open)."""
    f = ctx.festival
    return float(REWARD_VP) if f is not None and f.building == b else 0.0


def craftsman_gains(state: GameState, seat: int, ctx, gains: list[float], money: float) -> None:
    """The Craftsman's production meets the goods goal: the first in production order
    whose staffed production covers it gets the doubloons (supply limits aside)."""
    f: FestivalInfo = ctx.festival
    if not f.goods_open or not f.goods_now:
        return
    n = state.n
    for i in range(n):
        q = (seat + i) % n
        if covers(production(state.players[q]), f.need):
            gains[q] += REWARD_DOUBLOONS * money
            return
