"""Set-up for 2 to 5 players in both editions.

Sources: 001 "SPIELVORBEREITUNG" (classic, 3-5 players), 000 "SPIELVORBEREITUNG" and
"DAS SPIEL ZU ZWEIT" (1897), 003 "VARIANT VOOR 2 SPELERS" (classic 2-player variant),
and ``gamedata.md`` section B (component counts, 126 chips in the 1897 box).
"""

from __future__ import annotations

from collections import Counter

import pytest

from puertorico_qt import engine
from puertorico_qt.engine import BUILDINGS, Edition, Phase
from puertorico_qt.engine.data import BASE_BUILDINGS, GOOD_NAMES, ROLE_NAMES

from .positions import blank, check, choose, finish_role, new

FULL_PLANTATIONS = {"corn": 10, "indigo": 12, "sugar": 11, "tobacco": 9, "coffee": 8}
FULL_GOODS = {"corn": 10, "indigo": 11, "sugar": 11, "tobacco": 9, "coffee": 9}

# players: (doubloons, starting plantations from the governor on, VP classic, VP 1897,
#           colonists in the supply, on the ship, ships, face-up plantations, quarries)
TABLE = {
    2: (3, ["indigo", "corn"], 65, 65, 40, 2, (4, 6), 3, 5),
    3: (2, ["indigo", "indigo", "corn"], 75, 75, 55, 3, (4, 5, 6), 4, 8),
    4: (3, ["indigo", "indigo", "corn", "corn"], 100, 100, 75, 4, (5, 6, 7), 5, 8),
    5: (4, ["indigo", "indigo", "indigo", "corn", "corn"], 122, 126, 95, 5, (6, 7, 8), 6, 8),
}
ROLES = {
    2: ["settler", "mayor", "builder", "craftsman", "trader", "captain", "prospector"],
    3: ["settler", "mayor", "builder", "craftsman", "trader", "captain"],
    4: ["settler", "mayor", "builder", "craftsman", "trader", "captain", "prospector"],
    5: [
        "settler",
        "mayor",
        "builder",
        "craftsman",
        "trader",
        "captain",
        "prospector",
        "prospector",
    ],
}


def tiles_in_game(s) -> dict[str, int]:
    count = Counter()
    for k in range(5):
        count[GOOD_NAMES[k]] += s.offer[k] + s.discard[k] + s.pile.count(k)
        count[GOOD_NAMES[k]] += sum(p.plant[k] for p in s.players)
    return dict(count)


@pytest.mark.parametrize("seed", [0, 1, 2, 3, 17])
def test_setup_numbers(players, edition, seed):
    money, start, vp_classic, vp_1897, supply, on_ship, ships, face_up, quarries = TABLE[players]
    s = new(players, seed=seed, edition=edition)
    check(s)
    assert s.phase == Phase.ROLE and s.current == s.governor and s.round == 1
    assert [p.doubloons for p in s.players] == [money] * players
    for i, kind in enumerate(start):
        p = s.players[(s.governor + i) % players]
        assert p.plant == [1 if GOOD_NAMES[k] == kind else 0 for k in range(5)] + [0]
        assert p.plant_occ == [0] * 6 and p.buildings == [] and p.vp == 0 and sum(p.goods) == 0
    assert s.vp_supply == (vp_classic if edition == Edition.CLASSIC else vp_1897)
    assert (s.colonist_supply, s.colonist_ship) == (supply, on_ship)
    assert s.ship_cap == ships and s.ship_load == [0] * len(ships)
    assert sum(s.offer) == face_up == players + 1
    assert s.quarries == quarries
    assert sorted(ROLE_NAMES[k] for k in s.role_cards) == sorted(ROLES[players])
    assert s.role_coins == [0] * len(ROLES[players])
    # Two players: three of each plantation and two of each good stay in the box.
    minus_tiles, minus_goods = (3, 2) if players == 2 else (0, 0)
    assert tiles_in_game(s) == {k: n - minus_tiles for k, n in FULL_PLANTATIONS.items()}
    assert s.goods_supply == [FULL_GOODS[g] - minus_goods for g in GOOD_NAMES]
    assert s.house == []


def test_building_copies(players):
    s = new(players)
    copies = {BUILDINGS[b].id: s.building_supply[b] for b in BASE_BUILDINGS}
    production = [b.id for b in BUILDINGS if b.expansion == "base" and b.is_production]
    small_violet = [
        b.id for b in BUILDINGS if b.expansion == "base" and not b.is_production and not b.is_large
    ]
    large = [b.id for b in BUILDINGS if b.expansion == "base" and b.is_large]
    assert (len(production), len(small_violet), len(large)) == (6, 12, 5)
    if players == 2:
        # 2 of each production building, 1 of each violet one.
        assert all(copies[b] == 2 for b in production)
        assert all(copies[b] == 1 for b in small_violet + large)
        assert sum(copies.values()) == 12 + 12 + 5
    else:
        # 20 production buildings (4 small indigo, 4 small sugar, 3 of each large
        # one), 2 of each small violet building, 1 of each large one: 49.
        assert [copies[b] for b in production] == [4, 4, 3, 3, 3, 3]
        assert all(copies[b] == 2 for b in small_violet)
        assert all(copies[b] == 1 for b in large)
        assert sum(copies.values()) == 49
    # Only the base game's buildings are for sale.
    assert set(s.market) == set(BASE_BUILDINGS)


def test_the_governor_is_drawn_by_lot(players):
    governors = {new(players, seed=seed).governor for seed in range(60)}
    assert governors == set(range(players))


def test_two_player_role_order_and_the_coin_on_the_seventh_card():
    # 000 "DAS SPIEL ZU ZWEIT" / 003 "VARIANT VOOR 2 SPELERS": governor and the other player
    # alternate until each has chosen three roles; the seventh card gets a doubloon;
    # then the other player becomes governor.
    s = blank(2, governor=0)
    choosers = []
    for role in ("prospector", "settler", "mayor", "builder", "craftsman", "trader"):
        choosers.append(s.current)
        s.apply(s.parse_action(f"role {role}"))
        finish_role(s)
    assert choosers == [0, 1, 0, 1, 0, 1]
    captain = s.role_cards.index(ROLE_NAMES.index("captain"))
    assert s.role_coins == [1 if c == captain else 0 for c in range(7)]
    assert s.governor == 1 and s.current == 1 and s.round == 2
    # The captain card with its doubloon may be chosen by the new governor.
    money = s.players[1].doubloons
    choose(s, 1, "captain")
    assert s.players[1].doubloons == money + 1
    check(s)


@pytest.mark.parametrize("players", [3, 4, 5])
def test_each_player_chooses_one_role_per_round(players):
    s = blank(players, governor=1)
    seen = []
    while s.round == 1:
        seen.append(s.current)
        s.apply(s.legal_actions()[0])
        finish_role(s)
    assert seen == [(1 + i) % players for i in range(players)]
    assert s.governor == 2 % players and s.current == s.governor
    # One doubloon on each card nobody took.
    assert sorted(s.role_coins) == [0] * players + [1] * (len(s.role_cards) - players)


def test_roles_are_taken_until_the_end_of_the_round():
    s = blank(4)
    choose(s, 0, "prospector")
    assert "role prospector" not in {s.format_action(a) for a in s.legal_actions()}
    assert s.current == 1


def test_config_refuses_other_player_counts():
    for n in (0, 1, 6):
        with pytest.raises(engine.ConfigError):
            engine.GameConfig(players=n)
