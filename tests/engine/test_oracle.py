"""A second, deliberately naive reading of the rules, compared with the engine in random games.

For every decision of a random game the legal actions are worked out again here, straight
from the rulebook's wording (001 "DIE ROLLEN" and "DIE GEBÄUDE"), without the engine's
helpers, and the effects of shipping, selling, building and producing are recomputed.
Where the two disagree, one of them misreads the rules.
"""

from __future__ import annotations

import random
from itertools import combinations

import pytest

from puertorico_qt import engine
from puertorico_qt.engine import BUILDINGS, Edition, GameState, Phase
from puertorico_qt.engine.data import GOOD_PRICE, ROLE_NAMES
from puertorico_qt.engine.state import _APPLY

from .positions import building_index, new

HACIENDA = building_index("hacienda")
HUT = building_index("construction_hut")
OFFICE = building_index("office")
SMALL_MARKET = building_index("small_market")
LARGE_MARKET = building_index("large_market")
WHARF = building_index("wharf")
HARBOR = building_index("harbor")
SMALL_WAREHOUSE = building_index("small_warehouse")
LARGE_WAREHOUSE = building_index("large_warehouse")
FACTORY = building_index("factory")


def occupied(p, name_index: int) -> bool:
    return p.bocc[name_index] >= 1


def role_kind(s: GameState) -> str:
    return ROLE_NAMES[s.role]


def expected_legal(s: GameState) -> set[str]:
    p = s.players[s.current]
    me = s.current
    phase = Phase(s.phase)
    out: set[str] = set()
    if phase == Phase.ROLE:
        return {s.format_action(1 + c) for c, taker in enumerate(s.role_taken) if taker < 0}

    if phase == Phase.SETTLER:
        out.add("pass")
        if sum(p.plant) < 12:
            for k, name in enumerate(engine.GOOD_NAMES):
                if s.offer[k] > 0:
                    out.add(f"take {name}")
            if s.quarries > 0 and (me == s.role_player or occupied(p, HUT)):
                out.add("take quarry")
            if occupied(p, HACIENDA) and not s.hacienda_used and (s.pile or sum(s.discard)):
                out.add("hacienda")
        return out

    if phase in (Phase.HOSPICE, Phase.UNIVERSITY):
        return {"pass", "hospice" if phase == Phase.HOSPICE else "university"}
    if phase == Phase.MAYOR_EXTRA:
        return {"pass", "extra-colonist"}

    if phase == Phase.BUILDER:
        out.add("pass")
        privilege = 1 if me == s.role_player else 0
        for b in BUILDINGS:
            if b.expansion != "base" or s.building_supply[b.index] == 0 or p.owns(b.index):
                continue
            if p.city_used + b.city_spaces > 12:
                continue
            quarries = min(p.plant_occ[5], b.column)
            cost = max(0, b.cost - privilege - quarries)
            if cost <= p.doubloons:
                out.add(f"build {b.id}")
        return out

    if phase == Phase.CRAFTSMAN:
        out.add("pass")
        for g, name in enumerate(engine.GOOD_NAMES):
            if s.craft_kinds >> g & 1 and s.goods_supply[g] > 0:
                out.add(f"bonus {name}")
        return out

    if phase == Phase.TRADER:
        out.add("pass")
        if len(s.house) < 4:
            for g, name in enumerate(engine.GOOD_NAMES):
                if p.goods[g] and (g not in s.house or occupied(p, OFFICE)):
                    out.add(f"sell {name}")
        return out

    if phase == Phase.CAPTAIN:
        for g, name in enumerate(engine.GOOD_NAMES):
            have = p.goods[g]
            if not have:
                continue
            carrying = [i for i, kind in enumerate(s.ship_good) if kind == g]
            if carrying:
                i = carrying[0]
                if s.ship_load[i] < s.ship_cap[i]:
                    out.add(f"ship {name} {s.ship_cap[i]}")
                continue
            empty = [i for i, load in enumerate(s.ship_load) if load == 0]
            if empty:
                best = max(min(have, s.ship_cap[i]) for i in empty)
                for i in empty:
                    if min(have, s.ship_cap[i]) == best:
                        out.add(f"ship {name} {s.ship_cap[i]}")
        if occupied(p, WHARF) and not (s.wharf_used >> me & 1):
            wharf = {f"ship {name} wharf" for g, name in enumerate(engine.GOOD_NAMES) if p.goods[g]}
            if wharf and not out:
                out.add("pass")  # the wharf is never compulsory
            out |= wharf
        return out or {"pass"}

    if phase == Phase.STORAGE:
        kinds = [g for g in range(5) if p.goods[g]]
        slots = (1 if occupied(p, SMALL_WAREHOUSE) else 0) + (
            2 if occupied(p, LARGE_WAREHOUSE) else 0
        )
        stored = min(slots, len(kinds))
        for whole in combinations(kinds, stored):
            rest = [g for g in kinds if g not in whole]
            names = ",".join(engine.GOOD_NAMES[g] for g in whole)
            prefix = f"store {names}".rstrip()
            if rest:
                out |= {f"{prefix} keep {engine.GOOD_NAMES[g]}" for g in rest}
            else:
                out.add(prefix)
        return out

    raise AssertionError(f"no oracle for {phase.name}")


def check_effect(before: GameState, after: GameState, seat: int, text: str) -> None:
    """The immediate effect of one decision on the acting player."""
    p0, p1 = before.players[seat], after.players[seat]
    words = text.split()
    if words[0] == "sell":
        g = engine.GOOD_NAMES.index(words[1])
        price = GOOD_PRICE[g] + (seat == before.role_player)
        price += occupied(p0, SMALL_MARKET) + 2 * occupied(p0, LARGE_MARKET)
        assert p1.doubloons == p0.doubloons + price
        assert p1.goods[g] == p0.goods[g] - 1
    elif words[0] == "ship":
        g = engine.GOOD_NAMES.index(words[1])
        if words[2] == "wharf":
            amount = p0.goods[g]
        else:
            i = before.ship_cap.index(int(words[2]))
            amount = min(p0.goods[g], before.ship_cap[i] - before.ship_load[i])
        bonus = occupied(p0, HARBOR) + (seat == before.role_player and not before.captain_shipped)
        assert p1.vp == p0.vp + amount + bonus
    elif words[0] == "build":
        b = BUILDINGS[building_index(words[1])]
        privilege = 1 if seat == before.role_player else 0
        cost = max(0, b.cost - privilege - min(p0.plant_occ[5], b.column))
        assert p1.doubloons == p0.doubloons - cost
        assert p1.owns(b.index)
    elif words[0] == "role" and words[1].startswith("prospector"):
        card = before.parse_action(text) - 1
        assert p1.doubloons == p0.doubloons + before.role_coins[card] + 1


def check_production(before: GameState, after: GameState, card: int) -> None:
    """Choosing the craftsman: everyone produces, in turn order, as the supply allows."""
    supply = before.goods_supply[:]
    n = before.n
    for i in range(n):
        seat = (before.current + i) % n
        p0, p1 = before.players[seat], after.players[seat]
        got = [0] * 5
        for g in range(5):
            workers = sum(
                p0.bocc[b.index] for b in BUILDINGS if b.produces == g and p0.bocc[b.index] > 0
            )
            can = p0.plant_occ[g] if g == 0 else min(p0.plant_occ[g], workers)
            got[g] = min(can, supply[g])
            supply[g] -= got[g]
        kinds = sum(1 for x in got if x)
        factory = (0, 0, 1, 2, 3, 5)[kinds] if occupied(p0, FACTORY) else 0
        coins = before.role_coins[card] if seat == before.current else 0
        assert [p1.goods[g] - p0.goods[g] for g in range(5)] == got, (seat, got)
        assert p1.doubloons == p0.doubloons + factory + coins


def play_against_oracle(players: int, edition: Edition, seed: int) -> int:
    s = new(players, seed=seed, edition=edition)
    rng = random.Random(seed)
    checked = 0
    while not s.is_terminal():
        legal = {s.format_action(a) for a in s.legal_actions()}
        if s.phase != Phase.MAYOR:  # placements: see test_roles (every arrangement exactly once)
            assert legal == expected_legal(s), (
                Phase(s.phase).name,
                sorted(legal),
                sorted(expected_legal(s)),
            )
            checked += 1
        text = sorted(legal)[rng.randrange(len(legal))]
        seat = s.current
        before = s.clone()
        # Apply the decision alone (forced steps would blur its effect): one engine step.
        _APPLY[s.phase](s, s.parse_action(text))
        s._legal = None
        check_effect(before, s, seat, text)
        if text == "role craftsman":
            check_production(before, s, before.parse_action(text) - 1)
        # Then let the engine play what is forced, as apply() would.
        while not s.is_terminal() and len(s.legal_actions()) == 1:
            s.apply(s.legal_actions()[0])
    return checked


def test_engine_agrees_with_a_naive_reading(players, edition):
    for seed in range(4):
        assert play_against_oracle(players, edition, seed) > 50


@pytest.mark.slow
def test_engine_agrees_with_a_naive_reading_many(players, edition):
    for seed in range(100, 250):
        play_against_oracle(players, edition, seed)
