"""The Normal player's smuggler (expansion III) and the placement of workers won at once.

**The smuggler's four actions** (``smuggler_scores``), each valued in VP of the
evaluation (``heuristics``), like every other decision:

- **plunder**: a VP chip per good in the trading house;
- **raid** a ship: the barrels kept (at most three, at the evaluation's worth of a
  barrel in hand, less what would rot at the next storage), and what the emptied ship
  changes in who can still ship (mine against the rivals', as the Captain's denial);
- **poach**: the workers kept, placed at once where the Mayor's planner would put them
  (their gain on the board, a share of it: the next Mayor would staff most circles
  anyway), and a little for the workers the others' next Mayor loses;
- **swap** a role card: its doubloons now; then 3 doubloons if another player chooses
  it this round (a chance from the picks still to come and the cards left), or else the
  role played by me at the round's end (its worth to me against the others'
  by the role formula, ``role_gains``).

Taking the smuggler also hands me the wanted poster (``WANTED_COST``: I may not take it
next time); the role formula (``smuggler_gain``) and the role look-ahead
(``role_extra``) count it, and a pending swap's worth, which the evaluation does not
see.  **Placing workers** (``Phase.PLACE_WORKERS``: poached ones, the festival's) follows
the Mayor's planner (``normal.plan_mayor``) for the workers in hand, one placement per
decision; the search answers it by rule like the Mayor's placements.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine import actions as A
from ..engine.actions import PASS, PLUNDER, POACH, RAID, SWAP
from ..engine.data import N_TILE_KINDS, WHARF, Role
from ..engine.phases.smuggler import RAID_KEEP, SWAP_BONUS, poach_counts
from ..engine.rules import warehouse_slots
from ..engine.state import GameState, PlayerState
from . import heuristics as H
from . import role_gains as R
from .heuristics import GameContext

if TYPE_CHECKING:
    from .normal import NormalPolicy

#: What holding the wanted poster costs (the smuggler is barred to me next time).
WANTED_COST = 0.3
#: The share of poached workers' gain on the board that counts (the next Mayor would
#: staff most of those circles anyway).
POACH_SHARE = 0.6
#: Each worker taken off the colonist ship and not kept: the others' next Mayor.
POACH_DENIAL = 0.08
#: What a change in barrels I (the rivals) could ship is worth, and how likely a
#: Captain comes before the ships change again.
SHIP_MINE = 0.4
SHIP_RIVALS = 0.25
CAPTAIN_SOON = 0.8
#: A swapped card: how likely another player takes a given open card with his pick
#: (fewer coins on it now, and the smuggler's 3 doubloons put them off), and the
#: share of the role formula's worth counted for playing it myself at the round's end.
SWAP_TAKE = 0.7
SWAP_OWN = 0.8

_ROLE_KIND = Role.SMUGGLER
_SMUGGLE: tuple[bool, ...] = tuple(A.kind_of(a) == "smuggle" for a in range(A.N_ACTIONS))
_PLACE: tuple[bool, ...] = tuple(A.kind_of(a) == "place" for a in range(A.N_ACTIONS))


def _money(ctx: GameContext) -> float:
    return ctx.money * H.WEIGHTS[6]


# --------------------------------------------------------------------------- options


def plunder_value(state: GameState) -> float:
    return float(len(state.house)) * H.WEIGHTS[0]


def raid_value(state: GameState, seat: int, ship: int, ctx: GameContext) -> float:
    """The barrels kept from ``ship`` and what the emptied ship changes for shipping."""
    p = state.players[seat]
    g, load = state.ship_good[ship], state.ship_load[ship]
    kept = min(RAID_KEEP, load)
    have = p.goods[g]
    counted = min(have + kept, 6) - min(have, 6)  # the evaluation counts six at most
    goods = p.goods[:]
    goods[g] += kept
    slots = warehouse_slots(p)
    rot = R._spoiled(goods, slots) - R._spoiled(p.goods, slots)
    v = (counted - 0.6 * rot) * H.BARREL_VALUE[g] * ctx.goods * H.WEIGHTS[7]
    if not ctx.goods:
        return v
    kinds = state.ship_good[:]
    loads = state.ship_load[:]
    kinds[ship], loads[ship] = -1, 0
    caps = state.ship_cap
    wharf = p.bocc[WHARF] > 0
    mine = R._shippable(goods, kinds, loads, caps, wharf) - R._shippable(
        goods, state.ship_good, state.ship_load, caps, wharf
    )
    rivals = 0
    for o, q in enumerate(state.players):
        if o != seat and any(q.goods):
            w = q.bocc[WHARF] > 0
            rivals += R._shippable(q.goods, kinds, loads, caps, w) - R._shippable(
                q.goods, state.ship_good, state.ship_load, caps, w
            )
    return v + CAPTAIN_SOON * (SHIP_MINE * mine - SHIP_RIVALS * rivals)


def placed_board(p: PlayerState, workers: int, ctx: GameContext) -> PlayerState:
    """``p`` with ``workers`` more placed where the Mayor's planner puts them."""
    from .normal import plan_mayor

    tiles, blds = plan_mayor(p, workers, ctx)
    q = p.clone()
    q.plant_occ = list(tiles)
    for b in p.buildings:
        q.bocc[b] = blds.get(b, q.bocc[b])
    return q


def poach_value(state: GameState, seat: int, ctx: GameContext) -> float:
    removed, kept = poach_counts(state)
    v = POACH_DENIAL * (removed - kept)
    if kept:
        p = state.players[seat]
        q = placed_board(p, kept, ctx)
        v += POACH_SHARE * (H.value_of(q, ctx) - H.value_of(p, ctx))
    return v - 0.05


def take_chance(state: GameState, seat: int, first: int) -> float:
    """How likely another player chooses a given open role card later this round, with
    picks ``first`` and after still to come."""
    n = state.n
    others = 0
    for k in range(first, state.picks_per_round):
        if (state.governor + k) % n != seat:
            others += 1
    if not others:
        return 0.0
    open_cards = 0
    for c, taker in enumerate(state.role_taken):
        if taker < 0 and state.role_cards[c] != _ROLE_KIND:
            open_cards += 1
    return SWAP_TAKE * min(1.0, others / max(1, open_cards))


def role_edge(state: GameState, kind: int, seat: int, ctx: GameContext) -> float:
    """What role ``kind`` played by ``seat`` now is worth to him against the others
    (the role formula, weighted as ``NormalPolicy.quick_role_scores`` does)."""
    gains = R.role_gains(state, kind, seat, ctx)
    n = state.n
    best = max(gains[i] for i in range(n) if i != seat)
    mean = (sum(gains) - gains[seat]) / (n - 1)
    return gains[seat] - 0.7 * best - 0.3 * mean


def swap_value(state: GameState, seat: int, card: int, ctx: GameContext) -> float:
    """Role card ``card``'s doubloons now, then 3 doubloons if another player takes it,
    else the role played by me at the round's end."""
    money = _money(ctx)
    v = state.role_coins[card] * money
    return v + swap_later(state, seat, card, ctx)


def swap_later(state: GameState, seat: int, card: int, ctx: GameContext, first: int = -1) -> float:
    """A swapped card's worth after its doubloons: 3 doubloons if another player takes
    it (picks ``first`` on; by default those after the current one), else the role."""
    chance = take_chance(state, seat, state.pick + 1 if first < 0 else first)
    own = SWAP_OWN * role_edge(state, state.role_cards[card], seat, ctx)
    return chance * SWAP_BONUS * _money(ctx) + (1.0 - chance) * own


def option_value(state: GameState, seat: int, a: int, ctx: GameContext) -> float:
    if a == PLUNDER:
        return plunder_value(state)
    if a == POACH:
        return poach_value(state, seat, ctx)
    if a < SWAP:
        return raid_value(state, seat, a - RAID, ctx)
    return swap_value(state, seat, a - SWAP, ctx)


# --------------------------------------------------------------------------- decisions


def smuggler_scores(pol: NormalPolicy, state: GameState) -> tuple[list[int], list[float]]:
    """``Phase.SMUGGLER``: every legal action by its worth (module docstring)."""
    seat = state.current
    ctx = GameContext(state)
    actions = [a for a in state.legal_actions() if _SMUGGLE[a]]  # (guests: the caller's)
    return actions, [option_value(state, seat, a, ctx) for a in actions]


def place_action(state: GameState) -> int:
    """``Phase.PLACE_WORKERS``: the first target of the Mayor's plan for the workers in
    hand that is still free (PASS only when nothing is free)."""
    legal = [a for a in state.legal_actions() if a == PASS or _PLACE[a]]
    p = state.players[state.current]
    from .normal import plan_mayor

    tiles, blds = plan_mayor(p, state.place_left, GameContext(state))
    for k in range(N_TILE_KINDS):
        if tiles[k] > p.plant_occ[k]:
            a = A.place_on_tile(k)
            if a in legal:
                return a
    for b in p.buildings:
        if blds.get(b, 0) > p.bocc[b]:
            a = A.place_in_building(b)
            if a in legal:
                return a
    placing = [a for a in legal if a != PASS]
    return placing[0] if placing else PASS


def place_scores(pol: NormalPolicy, state: GameState) -> tuple[list[int], list[float]]:
    choice = place_action(state)
    actions = [a for a in state.legal_actions() if a == PASS or _PLACE[a]]
    return actions, [1.0 if a == choice else 0.0 for a in actions]


# --------------------------------------------------------------------------- roles


def smuggler_gain(state: GameState, seat: int, ctx: GameContext) -> float:
    """The role formula's worth of taking the smuggler now: its best option (after this
    pick), less the wanted poster."""
    best = max(plunder_value(state), poach_value(state, seat, ctx))
    for ship, load in enumerate(state.ship_load):
        if load:
            best = max(best, raid_value(state, seat, ship, ctx))
    money = _money(ctx)
    for card, taker in enumerate(state.role_taken):
        kind = state.role_cards[card]
        if taker < 0 and kind != _ROLE_KIND:
            v = state.role_coins[card] * money + swap_later(state, seat, card, ctx)
            if v > best:
                best = v
    return best - wanted_cost(ctx)


def wanted_cost(ctx: GameContext) -> float:
    return WANTED_COST * min(1.0, ctx.rounds_left / 2.0)


def role_extra(state: GameState, sim: GameState, seat: int, kind: int) -> float:
    """What the role look-ahead (``NormalPolicy.role_scores``) misses after ``seat`` took
    a role of ``kind`` (played out in ``sim``): the smuggler's wanted poster and the
    worth of a swapped card still pending."""
    if kind != _ROLE_KIND:
        return 0.0
    ctx = GameContext(sim)
    v = -wanted_cost(ctx)
    card = sim.captured
    if card >= 0 and sim.wanted == seat and sim.role_taken[card] < 0:
        v += swap_later(sim, seat, card, ctx, first=sim.pick)
    return v
