"""Conservation laws: every component is somewhere, exactly once.

Used by the property tests after every action and by the loader to refuse
damaged files.  Returns a list of problems (empty when all is well).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from .config import GameConfig
from .data import (
    BUILDINGS,
    CITY_SPACES,
    ISLAND_SPACES,
    N_GOODS,
    NOBLE_SENSITIVE,
    NOBLES_IN_GAME,
    QUARRY,
    SETUP,
    vp_chips_for,
)
from .setup import colonists_in_game
from .state import GameState


@dataclass(frozen=True)
class Totals:
    """How many of each component a game has (the same for every state of a game)."""

    colonists: int  # not nobles
    nobles: int
    goods: tuple[int, ...]
    plantations: tuple[int, ...]
    quarries: int
    vp: int
    buildings: dict[int, int]  # building -> copies


def component_totals(s: GameState) -> Totals:
    return _totals(s.config, s.market)


@lru_cache(maxsize=256)
def _totals(config: GameConfig, market: tuple[int, ...]) -> Totals:
    n, edition = config.players, config.edition
    row = SETUP[n]
    return Totals(
        colonists=colonists_in_game(config),
        nobles=NOBLES_IN_GAME if config.has("nobles") else 0,
        goods=tuple(row.goods),
        plantations=tuple(row.plantations),
        quarries=row.quarries,
        vp=vp_chips_for(n, edition),
        buildings={
            b: (BUILDINGS[b].copies_2p if row.two_player_copies else BUILDINGS[b].copies)
            for b in market
        },
    )


def check_invariants(s: GameState) -> list[str]:
    problems: list[str] = []
    totals = component_totals(s)
    players = s.players

    nobles_owned = sum(p.nobles for p in players)
    workers = s.colonist_ship + s.mayor_left + s.place_left + sum(p.colonists() for p in players)
    colonists = s.colonist_supply + workers - nobles_owned
    if colonists != totals.colonists:
        problems.append(f"colonists: {colonists} on the table, {totals.colonists} in the game")
    nobles = s.noble_supply + s.noble_ship + nobles_owned
    if nobles != totals.nobles:
        problems.append(f"nobles: {nobles} on the table, {totals.nobles} in the game")

    # The festival's pieces lie on its board until their goal is met (expansion IV).
    festival_goods = [0] * N_GOODS
    festival_tile = festival_building = -1
    if s.festival:
        if s.festival_by[0] < 0:
            festival_tile = s.festival[0]
        if s.festival_by[1] < 0:
            for g in s.festival[1:4]:
                festival_goods[g] += 1
        if s.festival_by[2] < 0 and not SETUP[s.n].two_player_copies:
            festival_building = s.festival[4]
    for g in range(N_GOODS):
        on_ships = sum(s.ship_load[i] for i in range(len(s.ship_cap)) if s.ship_good[i] == g)
        count = (
            festival_goods[g]
            + s.goods_supply[g]
            + sum(p.goods[g] for p in players)
            + on_ships
            + s.house.count(g)
        )
        if count != totals.goods[g]:
            problems.append(f"goods {g}: {count} on the table, {totals.goods[g]} in the game")

    for k in range(5):
        count = s.offer[k] + s.pile.count(k) + s.discard[k]
        count += sum(p.plant[k] + p.forest[k] for p in players)
        count += 1 if s.drawn_tile == k else 0
        count += 1 if festival_tile == k else 0
        if count != totals.plantations[k]:
            problems.append(
                f"plantations {k}: {count} on the table, {totals.plantations[k]} in the game"
            )
    quarries = s.quarries + sum(p.plant[QUARRY] for p in players)
    if quarries != totals.quarries:
        problems.append(f"quarries: {quarries} on the table, {totals.quarries} in the game")

    vp = s.vp_supply + sum(p.vp for p in players)
    if vp != totals.vp:
        problems.append(f"VP chips: {vp} counted, {totals.vp} in the game")

    for b, copies in totals.buildings.items():
        count = s.building_supply[b] + sum(1 for p in players if p.bocc[b] >= 0)
        count += 1 if festival_building == b else 0
        if count != copies:
            problems.append(f"building {BUILDINGS[b].id}: {count} counted, {copies} in the game")

    for seat, p in enumerate(players):
        if p.nobles > p.colonists() + (s.mayor_left if s.current == seat else 0):
            problems.append(f"seat {seat}: more nobles than workers")
        if p.noble_on and any(
            p.noble_on >> i & 1 and p.bocc[b] != 1 for i, b in enumerate(NOBLE_SENSITIVE)
        ):
            problems.append(f"seat {seat}: a noble on a building that is not manned")
        if bin(p.noble_on).count("1") > p.nobles:
            problems.append(f"seat {seat}: more nobles placed than owned")
        if p.island_used() > ISLAND_SPACES:
            problems.append(f"seat {seat}: more than {ISLAND_SPACES} island tiles")
        if p.city_used > CITY_SPACES or p.city_used != sum(
            BUILDINGS[b].city_spaces for b in p.buildings
        ):
            problems.append(f"seat {seat}: city spaces wrong")
        if any(not 0 <= p.plant_occ[k] <= p.plant[k] for k in range(6)):
            problems.append(f"seat {seat}: a tile holds more than one colonist")
        if any(not 0 <= p.bocc[b] <= BUILDINGS[b].circles for b in p.buildings):
            problems.append(f"seat {seat}: a building holds more colonists than circles")
        if len(set(p.buildings)) != len(p.buildings):
            problems.append(f"seat {seat}: a building twice")
        if p.doubloons < 0 or p.vp < 0 or p.san_juan < 0 or min(p.goods) < 0:
            problems.append(f"seat {seat}: negative stock")
    if (
        min(s.goods_supply) < 0
        or s.colonist_supply < 0
        or s.colonist_ship < 0
        or s.quarries < 0
        or s.noble_supply < 0
        or s.noble_ship < 0
    ):
        problems.append("negative supply")
    if len(s.house) > 4:
        problems.append("more than four goods in the trading house")
    for i, cap in enumerate(s.ship_cap):
        if not 0 <= s.ship_load[i] <= cap or (s.ship_load[i] > 0) != (s.ship_good[i] >= 0):
            problems.append(f"ship {i}: load inconsistent")
    kinds = [g for g in s.ship_good if g >= 0]
    if len(kinds) != len(set(kinds)):
        problems.append("two ships carry the same good")
    return problems
