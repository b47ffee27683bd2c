"""The Normal player: rules of thumb of a solid human player, one function per phase.

``NormalPolicy`` decides for the current player of a *full* state (a bot hands it
a determinisation of its observation; the search hands it the states it imagines).
Each phase has a scoring function that returns the legal actions with a score, so
that the search can use the same knowledge as priors, and ``act`` takes the best.

- **Role**: every role card on offer is tried: the role is played out to its end
  with these same rules for every player, and the card whose outcome leaves me
  best placed against the others (``heuristics.utility`` of the estimated final
  scores) wins.  The doubloons on a card, what the others gain from my role
  (shipping, trading, building alongside), the end of the game and its timing are
  all in that number.
- **Settler**: the tile that adds most to my position: quarries and corn early,
  plantations that match production buildings with free circles, hacienda first.
- **Mayor**: an arrangement is planned for all colonists at once (production
  chains as pairs, then violet and large buildings by value, quarries) and the
  canonical placement sequence of that plan is followed.
- **Builder**: the building with the largest gain in estimated final score, net
  of the doubloons it costs; late in the game large buildings, and never the
  twelfth space while behind.
- **Craftsman / Trader / Captain / Storage**: the most valuable extra good; sell
  the dearest good when money is worth more than shipping it; ship the most
  barrels while keeping my other goods shippable and others' not; keep the most
  valuable barrels.
"""

from __future__ import annotations

import random

from ..engine import actions as A
from ..engine.actions import HACIENDA_DRAW, PASS, WHARF_SHIP
from ..engine.data import (
    CITY_SIZE,
    CITY_SPACES,
    FACTORY,
    FORTRESS,
    GOOD_PRICE,
    HARBOR,
    HOSPICE,
    ISLAND_SPACES,
    N_TILE_KINDS,
    QUARRY,
    WHARF,
)
from ..engine.observation import Observation
from ..engine.rules import (
    bonus_colonist_available,
    bonus_colonist_phases,
    build_cost,
    building_place,
    sale_price,
    warehouse_slots,
)
from ..engine.state import GameState, Phase, PlayerState
from . import expansion_policy as E
from . import heuristics as H
from . import smuggler_policy as S
from .base import Bot, SearchBudget, decision_rng, fresh_seed
from .expansion_policy import base_legal
from .heuristics import GameContext, utility
from .role_gains import _shippable, _spoiled, role_gains

_ROLE = Phase.ROLE
_OVER = Phase.GAME_OVER
#: The questions about a free colonist (the mayor's, a building's): always yes.
_FREE_COLONIST = frozenset({Phase.MAYOR_EXTRA, *bonus_colonist_phases()})


class NormalPolicy:
    """Rule-based decisions for the current player of a full state.

    ``noise`` (0 for Normal) blurs every score with Gaussian noise of that size in VP
    units: the Beginner's slips, larger when options are close.
    """

    def __init__(self, noise: float = 0.0, rng: random.Random | None = None) -> None:
        self.noise = noise
        self.rng = rng or random.Random(0)
        self._mayor_cache: dict[tuple, tuple[list[int], dict[int, int]]] = {}
        # True while a rollout asks for a build in a game with an expansion: the builds
        # are then scored by each building's own worth, without how it changes the
        # buildings already owned and without saving up (half the search's time went
        # there; the choice at the root and Normal's own play stay exact).
        self.rollout = False

    # ------------------------------------------------------------------ protocol

    def act(self, state: GameState) -> int:
        """The action these rules choose for the current player."""
        legal = state.legal_actions()
        if len(legal) == 1:
            return legal[0]
        phase = state.phase
        if state.config.expansions:
            early = E.early_action(state, legal)
            if early is not None:
                return early
        if phase == Phase.MAYOR:
            return self.mayor_action(state)
        if phase in _FREE_COLONIST:
            return legal[0]  # always take the free colonist
        actions, scores = self.scores(state)
        if self.noise:
            rng = self.rng
            scores = [s + rng.gauss(0.0, self.noise) for s in scores]
        best = 0
        for i in range(1, len(scores)):
            if scores[i] > scores[best]:
                best = i
        return actions[best]

    def fast_act(self, state: GameState) -> int:
        """``act`` without the role look-ahead: the rollout policy of the search."""
        if state.phase == _ROLE:
            actions, scores = self.quick_role_scores(state)
            best = 0
            for i in range(1, len(scores)):
                if scores[i] > scores[best]:
                    best = i
            return actions[best]
        if state.phase == Phase.BUILDER and state.config.expansions:
            self.rollout = True
            try:
                return self.act(state)
            finally:
                self.rollout = False
        return self.act(state)

    def scores(self, state: GameState) -> tuple[list[int], list[float]]:
        """The legal actions and a score for each (higher is better, VP-like units)."""
        if state.config.expansions:
            return E.scores(self, state)
        phase = state.phase
        if phase == _ROLE:
            return self.role_scores(state)
        if phase == Phase.SETTLER:
            return self.settler_scores(state)
        if phase == Phase.BUILDER:
            return self.builder_scores(state)
        if phase == Phase.CAPTAIN:
            return self.captain_scores(state)
        if phase == Phase.STORAGE:
            return self.storage_scores(state)
        if phase == Phase.TRADER:
            return self.trader_scores(state)
        if phase == Phase.CRAFTSMAN:
            return self.craftsman_scores(state)
        legal = list(state.legal_actions())
        if phase == Phase.MAYOR:
            choice = self.mayor_action(state)
            return legal, [1.0 if a == choice else 0.0 for a in legal]
        # Hospice, university, mayor's extra colonist: take it.
        return legal, [1.0 if a != PASS else 0.0 for a in legal]

    # ------------------------------------------------------------------ roles

    def role_scores(self, state: GameState) -> tuple[list[int], list[float]]:
        seat = state.current
        legal = base_legal(state)
        seen: dict[tuple[int, int], float] = {}
        smuggler = state.config.has("smuggler")
        actions, scores = [], []
        for a in legal:
            card = A.card_of(a)
            key = (state.role_cards[card], state.role_coins[card])
            score = seen.get(key)
            if score is None:
                sim = state.clone()
                sim.apply_unchecked(a)
                self.play_out_role(sim)
                score = utility(H.values(sim), seat)
                if smuggler:  # the wanted poster, a swapped card pending (expansion III)
                    score += S.role_extra(state, sim, seat, state.role_cards[card])
                seen[key] = score
            actions.append(a)
            scores.append(score)
        return actions, scores

    def play_out_role(self, sim: GameState) -> None:
        """Play the role under way to its end with these rules (fast ones for roles)."""
        while sim.phase != _ROLE and sim.phase != _OVER:
            sim.apply_unchecked(self.act(sim))

    def quick_role_scores(self, state: GameState) -> tuple[list[int], list[float]]:
        """Role preferences without playing the roles out (rollouts, priors).

        The same comparison as ``role_scores`` with each role's effect on every
        player estimated by a formula: what I gain minus what the others gain,
        the leader weighted most, plus the doubloons on the card.
        """
        seat = state.current
        n = state.n
        ctx = GameContext(state)
        vals = [H.value_of(q, ctx) for q in state.players]
        leader = -1
        for i in range(n):
            if i != seat and (leader < 0 or vals[i] > vals[leader]):
                leader = i
        weights = [0.3 / (n - 1) + (0.7 if i == leader else 0.0) for i in range(n)]
        weights[seat] = -1.0
        cache: dict[int, float] = {}
        actions, scores = [], []
        for a in base_legal(state):
            card = A.card_of(a)
            kind = state.role_cards[card]
            score = cache.get(kind)
            if score is None:
                gains = role_gains(state, kind, seat, ctx)
                score = cache[kind] = -sum(w * g for w, g in zip(weights, gains, strict=True))
            actions.append(a)
            scores.append(score + state.role_coins[card] * ctx.money * H.WEIGHTS[6])
        return actions, scores

    # ------------------------------------------------------------------ settler

    def settler_scores(self, state: GameState) -> tuple[list[int], list[float]]:
        seat = state.current
        p = state.players[seat]
        ctx = GameContext(state)
        hospice = p.bocc[HOSPICE] > 0 and bonus_colonist_available(state)
        actions, scores = [], []
        for a in base_legal(state):
            if a == PASS:
                s = 0.0
            elif a == HACIENDA_DRAW:
                free = ISLAND_SPACES - sum(p.plant)
                s = 0.9 * min(1.0, ctx.rounds_left / 4) if free >= 2 else -0.5
            else:
                tile = A.tile_of(a)
                s = H.tile_gain(p, tile, hospice, ctx)
                if tile == QUARRY:
                    s += 0.15
                s += self._settler_denial(state, seat, tile, ctx)
            actions.append(a)
            scores.append(s)
        return actions, scores

    def _settler_denial(self, state: GameState, seat: int, tile: int, ctx: GameContext) -> float:
        """A little for taking a plantation the next players want (coffee, tobacco)."""
        if tile == QUARRY or tile < 3 or state.offer[tile] > 1:
            return 0.0
        n = state.n
        want = 0.0
        for k in range(1, n - state.turn):
            other = state.players[(seat + k) % n]
            _p, _full, circles = H.production_units(other)
            if circles[tile] > other.plant[tile]:
                want += 0.25 * H.GOOD_RATE[tile] * ctx.horizon
        return min(want, 1.5) * 0.5

    # ------------------------------------------------------------------ mayor

    def mayor_plan(self, state: GameState) -> tuple[list[int], dict[int, int]]:
        """The arrangement planned for the current player's colonists.

        Planned when the first colonist is placed and cached (the search meets the
        same board in many imagined games); a later placement extends the cached
        plan if it still fits what is on the board, else plans the rest anew.
        """
        p = state.players[state.current]
        key: tuple[int, ...] = (
            state.current,
            state.round,
            state.pick,
            state.mayor_left + _placed(p),
        )
        key += (*p.plant, *p.buildings)
        plan = self._mayor_cache.get(key)
        if plan is None or not _extends(plan, p, state.mayor_min):
            if len(self._mayor_cache) > 4096:
                self._mayor_cache.clear()
            plan = plan_mayor(p, state.mayor_left, GameContext(state), state.mayor_min)
            self._mayor_cache[key] = plan
        return plan

    def mayor_sequence(self, state: GameState) -> list[int] | None:
        """All placements still to make for the current player, in canonical order.

        Every prefix of the sequence is legal, so the search applies it in one go.
        None if the plan does not extend what is already placed (then place singly).
        """
        tiles, blds = self.mayor_plan(state)
        p = state.players[state.current]
        seq: list[int] = []
        for k in range(N_TILE_KINDS):
            extra = tiles[k] - p.plant_occ[k]
            if extra < 0:
                return None
            seq.extend([A.place_on_tile(k)] * extra)
        bocc = p.bocc
        for b in p.buildings:
            extra = blds.get(b, 0) - bocc[b]
            if extra < 0:
                return None
            seq.extend([A.place_in_building(b)] * extra)
        if len(seq) != state.mayor_left or (seq and A.target_of(seq[0]) < state.mayor_min):
            return None
        return seq

    def mayor_action(self, state: GameState) -> int:
        """Follow the planned arrangement: its first target not yet filled."""
        legal = state.legal_actions()
        p = state.players[state.current]
        tiles, blds = self.mayor_plan(state)
        for k in range(N_TILE_KINDS):
            if tiles[k] > p.plant_occ[k]:
                a = A.place_on_tile(k)
                return a if a in legal else _fallback(legal)
        for b in p.buildings:
            if blds.get(b, 0) > p.bocc[b]:
                a = A.place_in_building(b)
                return a if a in legal else _fallback(legal)
        return _fallback(legal)

    # ------------------------------------------------------------------ builder

    def builder_scores(self, state: GameState) -> tuple[list[int], list[float]]:
        seat = state.current
        p = state.players[seat]
        ctx = GameContext(state)
        actions, scores = [], []
        ends = None
        for a in base_legal(state):
            if a == PASS:
                actions.append(a)
                scores.append(0.0)
                continue
            b = A.building_of(a)
            cost = build_cost(state, seat, b)
            s = H.building_gain(p, b, cost, ctx, exact=not self.rollout)
            # City spaces are few: a cheap building late takes the room of a better one.
            s -= 0.12 * CITY_SIZE[b] * min(ctx.rounds_left, 8.0) * (p.city_used / CITY_SPACES)
            if p.city_used + CITY_SIZE[b] >= CITY_SPACES and not state.end_triggered:
                # The twelfth space ends the game: only when it wins.
                if ends is None:
                    ends = self._ending_margin(state, seat)
                s += 2.0 if ends > 0 else -6.0
            actions.append(a)
            scores.append(s)
        return actions, scores

    def _ending_margin(self, state: GameState, seat: int) -> float:
        sim = state.clone()
        sim.end_triggered = True
        vals = H.values(sim)
        return utility(vals, seat)

    # ------------------------------------------------------------------ craftsman, trader

    def craftsman_scores(self, state: GameState) -> tuple[list[int], list[float]]:
        p = state.players[state.current]
        actions, scores = [], []
        for a in base_legal(state):
            if a == PASS:
                s = 0.0
            else:
                g = A.good_of(a)
                s = 1.0 + 0.3 * GOOD_PRICE[g] + (0.4 if g not in state.house else 0.0)
                s -= 0.1 * p.goods[g]
            actions.append(a)
            scores.append(s)
        return actions, scores

    def trader_scores(self, state: GameState) -> tuple[list[int], list[float]]:
        seat = state.current
        p = state.players[seat]
        ctx = GameContext(state)
        actions, scores = [], []
        for a in base_legal(state):
            if a == PASS:
                s = 0.0
            else:
                g = A.good_of(a)
                price = sale_price(state, seat, g)
                keep = (H.BARREL + H.BARREL_PRICE * GOOD_PRICE[g]) * ctx.goods
                if p.goods[g] > 1:
                    keep *= 0.6  # one of several barrels: the rest still ship
                s = price * ctx.money - keep + 0.01 * price
            actions.append(a)
            scores.append(s)
        return actions, scores

    # ------------------------------------------------------------------ captain, storage

    def captain_scores(self, state: GameState) -> tuple[list[int], list[float]]:
        seat = state.current
        n = state.n
        p = state.players[seat]
        caps = state.ship_cap
        wharf_free = p.bocc[WHARF] > 0 and not state.wharf_used >> seat & 1
        slots = warehouse_slots(p)
        denial_weight = 0.45 if n == 2 else 0.25
        # The others who hold goods: what they could ship before my shipment.
        others = []
        for k in range(1, n):
            o = (seat + k) % n
            other = state.players[o]
            if sum(other.goods):
                ow = other.bocc[WHARF] > 0 and not state.wharf_used >> o & 1
                before = _shippable(other.goods, state.ship_good, state.ship_load, caps, ow)
                others.append((other.goods, ow, before))
        actions, scores = [], []
        for a in base_legal(state):
            if a == PASS:
                actions.append(a)
                scores.append(-0.5)
                continue
            ship, g = A.ship_of(a), A.good_of(a)
            kinds = state.ship_good[:]
            loads = state.ship_load[:]
            goods = p.goods[:]
            wharf_after = wharf_free
            if ship == WHARF_SHIP:
                amount = goods[g]
                wharf_after = False
                penalty = 0.6
            else:
                room = caps[ship] - loads[ship]
                amount = goods[g] if goods[g] < room else room
                loads[ship] += amount
                kinds[ship] = g
                penalty = 0.0
            goods[g] -= amount
            s = amount - penalty
            s += 0.6 * _shippable(goods, kinds, loads, caps, wharf_after)
            # Denial: what the others can no longer ship.
            denial = 0
            for other_goods, ow, before in others:
                denial += before - _shippable(other_goods, kinds, loads, caps, ow)
            s += denial_weight * denial
            # Goods that will rot at the end of the phase count against the option.
            s -= 0.15 * _spoiled(goods, slots)
            actions.append(a)
            scores.append(s)
        return actions, scores

    def storage_scores(self, state: GameState) -> tuple[list[int], list[float]]:
        p = state.players[state.current]
        goods = p.goods
        actions, scores = [], []
        for a in base_legal(state):
            mask, keep = A.storage_of(a)
            s = 0.0
            for g in range(5):
                if mask >> g & 1:
                    s += goods[g] * (1.0 + 0.25 * GOOD_PRICE[g])
            if keep >= 0:
                s += 1.0 + 0.3 * GOOD_PRICE[keep]
            actions.append(a)
            scores.append(s)
        return actions, scores


# --------------------------------------------------------------------------- helpers


def _placed(p: PlayerState) -> int:
    bocc = p.bocc
    return sum(p.plant_occ) + sum(bocc[b] for b in p.buildings)


def _extends(plan: tuple[list[int], dict[int, int]], p: PlayerState, min_target: int) -> bool:
    """Whether a planned arrangement can still be reached from what is placed now."""
    tiles, blds = plan
    occ = p.plant_occ
    for k in range(N_TILE_KINDS):
        if tiles[k] < occ[k] or (tiles[k] > occ[k] and k < min_target):
            return False
    bocc = p.bocc
    for b in p.buildings:
        want = blds.get(b, 0)
        if want < bocc[b] or (want > bocc[b] and building_place(b) < min_target):
            return False
    return True


def _fallback(legal: list[int]) -> int:
    return legal[-1]


def plan_mayor(
    p: PlayerState, left: int, ctx: GameContext, min_target: int = 0
) -> tuple[list[int], dict[int, int]]:
    """Where this player's colonists should end up: (per tile kind, per building).

    Starts from the colonists already placed this phase and adds ``left`` more at
    placement targets ``>= min_target`` (the canonical order of the Mayor's
    sequence), so the plan always extends what is on the board.  Greedy by value
    per colonist; a production unit needs a plantation and a building circle, so a
    pair that is still to start is valued at half a unit per colonist.
    """
    h = ctx.horizon
    plant = p.plant
    bocc = p.bocc
    tiles = p.plant_occ[:]
    blds = {b: bocc[b] for b in p.buildings}
    tile_ok = [k >= min_target for k in range(N_TILE_KINDS)]
    circ_free = [0] * 5  # free production circles we may still fill, per good
    workers = [0] * 5
    for b in p.buildings:
        g = H.PRODUCES[b]
        if g >= 0:
            workers[g] += bocc[b]
            if building_place(b) >= min_target:
                circ_free[g] += H.CIRCLES[b] - bocc[b]
    unit = [(1.0 - H.POTENTIAL) * H.GOOD_RATE[g] * h + 0.05 for g in range(5)]
    kinds = sum(1 for g in range(5) if (tiles[g] if g == 0 else min(tiles[g], workers[g])))
    has_factory = bocc[FACTORY] >= 0
    has_harbor = bocc[HARBOR] >= 0
    # Violet and large buildings not yet staffed: the value of staffing each now.
    violet: list[tuple[float, int]] = []
    late = ctx.rounds_left <= 1.0
    for b in p.buildings:
        if H.PRODUCES[b] >= 0 or bocc[b] > 0 or building_place(b) < min_target:
            continue
        if H.CIRCLES[b] == 0:
            continue  # the statue: nobody stands on it
        if b in H.LARGE_VIOLET:
            bonus: float = H.large_bonus(p, b, ctx)
            if b == FORTRESS:
                bonus = (p.colonists() + left) // 3
            val = bonus * (0.65 if late else 0.15) + 0.3 + (1.5 if late else 0.0)
        elif b == HARBOR:
            val = 0.33 * h + 0.1
        elif b == WHARF:
            val = 0.3 * h + 0.1
        elif b == FACTORY:
            val = 0.3 * ctx.money * h + 0.1
        elif b >= H.X.FIRST_NEW:
            val = H.staff_gain(p, b, ctx) + 0.05
        else:
            val = H.VIOLET_RATE[b] * h * (1.0 - H.UNSTAFFED) + 0.05
        violet.append((val, b))
    violet.sort(reverse=True)
    vi = 0
    room = (CITY_SPACES - p.city_used) * 0.8
    builds = ctx.builds_left if ctx.builds_left < room else room
    while left > 0:
        best_val = -1.0
        best_kind, best_arg = 0, -1  # 1 tile, 2 production circle, 3 violet
        if tile_ok[0] and tiles[0] < plant[0]:
            best_val, best_kind, best_arg = unit[0] + (0.2 if kinds == 0 else 0.0), 1, 0
        for g in (1, 2, 3, 4):
            bonus = 0.0
            if workers[g] == 0 or tiles[g] == 0:
                bonus = (0.15 * ctx.money * h if has_factory else 0.0) + (
                    0.15 * h if has_harbor else 0.0
                )
            free_t = plant[g] - tiles[g] if tile_ok[g] else 0
            free_c = circ_free[g]
            if free_t and tiles[g] < workers[g]:
                val = unit[g] + bonus
                if val > best_val:
                    best_val, best_kind, best_arg = val, 1, g
            elif free_c and workers[g] < tiles[g]:
                val = unit[g] + bonus
                if val > best_val:
                    best_val, best_kind, best_arg = val, 2, g
            elif free_t and free_c and left >= 2:
                val = (unit[g] + bonus) / 2
                if val > best_val:
                    best_val, best_kind, best_arg = val, 1, g
        if vi < len(violet) and violet[vi][0] > best_val:
            best_val, best_kind, best_arg = violet[vi][0], 3, violet[vi][1]
        if tile_ok[QUARRY] and tiles[QUARRY] < plant[QUARRY]:
            k = min(tiles[QUARRY] + 1, 4)
            val = 0.5 * H.QUARRY_USE[k] * builds * ctx.money + 0.02
            if val > best_val:
                best_val, best_kind, best_arg = val, 1, QUARRY
        if best_arg < 0:
            break
        if best_kind == 1:
            tiles[best_arg] += 1
        elif best_kind == 2:
            workers[best_arg] += 1
            circ_free[best_arg] -= 1
            _staff_production(p, blds, best_arg, min_target)
        else:
            blds[best_arg] = 1
            vi += 1
        g = best_arg
        if best_kind < 3 and g < 5:
            kinds = sum(1 for x in range(5) if (tiles[x] if x == 0 else min(tiles[x], workers[x])))
        left -= 1
    # Whatever is left has no value to place: any free circle that may still be filled.
    for k in range(N_TILE_KINDS):
        while left and tile_ok[k] and tiles[k] < plant[k]:
            tiles[k] += 1
            left -= 1
    for b in p.buildings:
        while left and building_place(b) >= min_target and blds[b] < H.CIRCLES[b]:
            blds[b] += 1
            left -= 1
    return tiles, blds


def _staff_production(p: PlayerState, blds: dict[int, int], good: int, min_target: int) -> None:
    for b in p.buildings:
        if H.PRODUCES[b] == good and building_place(b) >= min_target and blds[b] < H.CIRCLES[b]:
            blds[b] += 1
            return


def suggest_arrangement(
    state: GameState, seat: int, tiles: list[int], buildings: dict[int, int], waiting: int
) -> tuple[list[int], dict[int, int]]:
    """Where the Normal player would put ``waiting`` more colonists of ``seat``, keeping
    those already at ``tiles`` / ``buildings``: the same plan the bots follow in the
    Mayor phase (the desktop program's "Fill the circles")."""
    p = state.players[seat].clone()
    p.plant_occ = list(tiles)
    for b in p.buildings:
        p.bocc[b] = buildings.get(b, 0)
    p.san_juan = waiting
    return plan_mayor(p, waiting, GameContext(state))


class NormalBot(Bot):
    """The rule-based player (instant: no search)."""

    name = "normal"
    noise = 0.0

    def __init__(self, seed: int | None = None) -> None:
        self.seed = fresh_seed(seed)

    def choose(self, observation: Observation, budget: SearchBudget | None = None) -> int:
        legal = observation.legal_actions()
        if len(legal) == 1:
            return legal[0]
        rng = decision_rng(self.seed, observation)
        state = observation.determinize(rng)
        action = NormalPolicy(self.noise, rng).act(state)
        assert action in legal
        return action
