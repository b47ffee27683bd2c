"""One hand-built position per violet building, and the rule that only occupied buildings act.

Sources: 001 "DIE GEBÄUDE" and "Die violetten Gebäude" (one paragraph per building with
its Hinweise), 000 "DIE GEBÄUDE" / "Die beigefarbenen Gebäude" (1897 names: Bauhof,
Krankenhaus, Fabrik, Schule ...). Warehouses, office, harbor + wharf and the large
buildings' scoring also have rulebook examples in ``test_examples.py``.
"""

from __future__ import annotations

import pytest

from puertorico_qt.engine import Phase, score_breakdown

from .positions import (
    ANNA,
    BENNO,
    CLARA,
    DONNI,
    act,
    blank,
    building,
    building_index,
    check,
    choose,
    doubloons,
    empty_colonist_ship,
    empty_colonist_supply,
    goods,
    goods_of,
    legal,
    moves,
    offer,
    plantation,
    quarry,
    san_juan,
    ship,
    ship_state,
    trading_house,
    vp,
    who,
)

# =========================================================================== hacienda

# 001 "Hazienda": on his settler turn, before taking a face-up plantation, the owner may
# draw one extra tile from the face-down stack onto his island. The drawn tile must be
# placed; a construction hut does not turn it into a quarry; a hospice gives no colonist
# for it.


def hacienda_position(*extra: str):
    s = blank(4)
    offer(s, corn=2, sugar=1, tobacco=1, coffee=1)
    building(s, BENNO, "hacienda")
    for name in extra:
        building(s, BENNO, name)
    choose(s, ANNA, "settler")
    act(s, "take corn")
    assert who(s) == "Benno"
    return s


def test_hacienda_draws_before_taking_a_face_up_plantation():
    s = hacienda_position()
    assert "hacienda" in legal(s)
    top = s.pile[-1]
    act(s, "hacienda")
    p = s.players[BENNO]
    assert p.plant[top] == 1 and p.plant_occ[top] == 0
    # Still his turn: now the face-up plantation (or nothing), but no second draw.
    assert who(s) == "Benno"
    assert legal(s) == {"pass", "take corn", "take sugar", "take tobacco", "take coffee"}
    act(s, "take coffee")
    assert sum(p.plant) == 2
    assert who(s) == "Clara"
    check(s)


def test_hacienda_is_optional_and_only_before_taking():
    s = hacienda_position()
    act(s, "take coffee")  # straight to the face-up tile: the turn is over
    assert who(s) == "Clara" and sum(s.players[BENNO].plant) == 1


def test_hacienda_draw_then_pass():
    s = hacienda_position()
    act(s, "hacienda", "pass")
    assert sum(s.players[BENNO].plant) == 1 and who(s) == "Clara"


def test_hacienda_tile_gets_no_hospice_colonist():
    s = hacienda_position("hospice")
    top = s.pile[-1]
    act(s, "hacienda")
    assert s.phase == Phase.SETTLER  # no hospice question for the drawn tile
    assert s.players[BENNO].plant_occ[top] == 0
    act(s, "take coffee")
    assert legal(s) == {"hospice", "pass"}  # but for the face-up tile
    act(s, "hospice")
    assert s.players[BENNO].plant_occ[4] == 1
    check(s)


def test_hacienda_with_construction_hut_draws_a_plantation_then_may_take_a_quarry():
    s = hacienda_position("construction_hut")
    quarries = s.quarries
    act(s, "hacienda")
    assert s.quarries == quarries and s.players[BENNO].plant[5] == 0  # the draw is a plantation
    assert "take quarry" in legal(s)  # the hut still replaces the face-up plantation
    act(s, "take quarry")
    assert s.players[BENNO].plant[5] == 1 and sum(s.players[BENNO].plant) == 2


def test_hacienda_fills_the_twelfth_island_space_and_ends_the_turn():
    s = blank(4)
    building(s, BENNO, "hacienda")
    plantation(s, BENNO, "indigo", count=11, occupied=False)
    choose(s, ANNA, "settler")
    act(s, "pass")
    log = act(s, "hacienda")
    assert sum(s.players[BENNO].plant) == 12
    assert "Benno: pass" in moves(s, log)  # island full: no face-up tile any more


def test_settler_with_hacienda_draws_and_takes_a_quarry():
    s = blank(4)
    building(s, ANNA, "hacienda")
    choose(s, ANNA, "settler")
    act(s, "hacienda", "take quarry")
    assert sum(s.players[ANNA].plant) == 2 and s.players[ANNA].plant[5] == 1


# =========================================================================== construction hut

# 001 "Bauhütte": its owner may take a quarry instead of a face-up plantation. A settler
# who owns one still takes only one quarry.


def test_construction_hut_lets_a_non_settler_take_a_quarry():
    s = blank(4)
    building(s, BENNO, "construction_hut")
    choose(s, ANNA, "settler")
    act(s, "pass")
    assert "take quarry" in legal(s)
    act(s, "take quarry")
    assert s.players[BENNO].plant[5] == 1 and who(s) == "Clara"
    assert "take quarry" not in legal(s)


def test_settler_with_construction_hut_still_takes_one_quarry():
    s = blank(4)
    building(s, ANNA, "construction_hut")
    choose(s, ANNA, "settler")
    act(s, "take quarry")
    assert s.players[ANNA].plant[5] == 1 and who(s) == "Benno"


def test_construction_hut_without_quarries_left():
    s = blank(4)
    building(s, BENNO, "construction_hut")
    quarry(s, DONNI, count=8, occupied=False)
    choose(s, ANNA, "settler")
    act(s, "pass")
    assert "take quarry" not in legal(s)


# =========================================================================== hospice

# 001 "Hospiz": a tile taken in the settler phase (plantation or quarry) may get a
# colonist from the supply at once; with the supply empty, one from the colonist ship;
# with both empty, none.


def hospice_position():
    s = blank(4)
    offer(s, corn=2, sugar=1, tobacco=1, coffee=1)
    building(s, ANNA, "hospice")
    choose(s, ANNA, "settler")
    return s


def test_hospice_colonist_from_the_supply():
    s = hospice_position()
    supply, on_ship = s.colonist_supply, s.colonist_ship
    act(s, "take coffee")
    assert legal(s) == {"hospice", "pass"}
    act(s, "hospice")
    assert s.players[ANNA].plant_occ[4] == 1
    assert (s.colonist_supply, s.colonist_ship) == (supply - 1, on_ship)
    check(s)


def test_hospice_colonist_on_a_quarry():
    s = hospice_position()
    act(s, "take quarry", "hospice")
    assert s.players[ANNA].plant_occ[5] == 1


def test_hospice_is_optional():
    s = hospice_position()
    supply = s.colonist_supply
    act(s, "take coffee", "pass")
    assert s.players[ANNA].plant_occ[4] == 0 and s.colonist_supply == supply
    assert who(s) == "Benno"


def test_hospice_takes_from_the_ship_when_the_supply_is_empty():
    s = blank(4)
    building(s, ANNA, "hospice")
    empty_colonist_supply(s)
    choose(s, ANNA, "settler")
    act(s, "take quarry", "hospice")
    assert s.players[ANNA].plant_occ[5] == 1 and s.colonist_ship == 3
    check(s)


def test_hospice_gives_nothing_when_supply_and_ship_are_empty():
    s = blank(4)
    building(s, ANNA, "hospice")
    empty_colonist_supply(s)
    empty_colonist_ship(s)
    check(s)
    choose(s, ANNA, "settler")
    act(s, "take quarry")
    assert who(s) == "Benno"  # no question asked
    assert s.players[ANNA].plant_occ[5] == 0


# =========================================================================== markets and office

# 001 "Kleine Markthalle" (+1 doubloon per sale), "Große Markthalle" (+2, both together
# +3), "Kontor" (may sell a kind already in the trading house).


@pytest.mark.parametrize(
    ("markets", "trader", "price"),
    [
        ((), False, 0),
        (("small_market",), False, 1),  # the rulebook's example: corn for 1 doubloon
        (("large_market",), False, 2),
        (("small_market", "large_market"), False, 3),
        (("small_market", "large_market"), True, 4),
    ],
)
def test_markets_on_a_corn_sale(markets, trader, price):
    s = blank(4)
    seller = ANNA if trader else BENNO
    for name in markets:
        building(s, seller, name)
    goods(s, seller, corn=1)
    choose(s, ANNA, "trader")
    act(s, "sell corn")
    assert s.players[seller].doubloons == price


def test_markets_on_a_coffee_sale_by_the_trader():
    s = blank(4)
    building(s, ANNA, "small_market")
    building(s, ANNA, "large_market")
    goods(s, ANNA, coffee=1)
    choose(s, ANNA, "trader")
    act(s, "sell coffee")
    assert s.players[ANNA].doubloons == 4 + 1 + 1 + 2


def test_office_allows_a_second_barrel_of_a_kind():
    s = blank(4)
    building(s, BENNO, "office")
    goods(s, ANNA, sugar=1)
    goods(s, BENNO, sugar=2)
    goods(s, CLARA, sugar=1)
    choose(s, ANNA, "trader")
    log = act(s, "sell sugar", "sell sugar")
    assert "Clara: pass" in moves(s, log)  # no office: the kind is already there
    assert s.phase == Phase.ROLE
    assert s.house == [2, 2]
    assert goods_of(s, CLARA) == {"sugar": 1}


# =========================================================================== factory

# 001 "Manufaktur": 1 doubloon for two kinds produced, 2 for three, 3 for four, 5 for all
# five; the number of barrels does not matter.


@pytest.mark.parametrize(("kinds", "bonus"), [(0, 0), (1, 0), (2, 1), (3, 2), (4, 3), (5, 5)])
def test_factory_pays_by_kinds_produced(kinds, bonus):
    s = blank(4)
    building(s, BENNO, "factory")
    setups = [
        ("corn", None),
        ("indigo", "small_indigo_plant"),
        ("sugar", "small_sugar_mill"),
        ("tobacco", "tobacco_storage"),
        ("coffee", "coffee_roaster"),
    ]
    for kind, where in setups[:kinds]:
        plantation(s, BENNO, kind, count=2)
        if where:
            building(s, BENNO, where, colonists=1)
    choose(s, ANNA, "craftsman")
    assert s.players[BENNO].doubloons == bonus
    assert len(goods_of(s, BENNO)) == kinds


def test_factory_for_the_craftsman_counts_production_not_the_extra_barrel():
    s = blank(4)
    building(s, ANNA, "factory")
    plantation(s, ANNA, "corn")
    plantation(s, ANNA, "indigo")
    building(s, ANNA, "small_indigo_plant")
    choose(s, ANNA, "craftsman")
    assert s.players[ANNA].doubloons == 1
    act(s, "bonus corn")
    assert s.players[ANNA].doubloons == 1 and goods_of(s, ANNA) == {"corn": 2, "indigo": 1}


# =========================================================================== university

# 001 "Universität": after building, the owner may put one colonist from the supply onto
# the new building — only one, even on a building with more circles; from the colonist
# ship when the supply is empty; nothing when both are empty.


def university_position(seat=BENNO):
    s = blank(4)
    building(s, seat, "university")
    doubloons(s, seat, 20)
    choose(s, ANNA, "builder")
    if seat != ANNA:
        act(s, "pass")
    return s


def test_university_colonist_on_the_new_building():
    s = university_position()
    supply = s.colonist_supply
    act(s, "build sugar_mill")
    assert legal(s) == {"university", "pass"}
    act(s, "university")
    assert s.players[BENNO].bocc[building_index("sugar_mill")] == 1  # one, of three circles
    assert s.colonist_supply == supply - 1
    assert s.phase == Phase.ROLE  # Clara and Donni could afford nothing
    check(s)


def test_university_is_optional():
    s = university_position()
    act(s, "build hacienda", "pass")
    assert s.players[BENNO].bocc[building_index("hacienda")] == 0


def test_university_takes_from_the_ship_when_the_supply_is_empty():
    s = blank(4)
    building(s, BENNO, "university")
    doubloons(s, BENNO, 20)
    empty_colonist_supply(s)
    choose(s, ANNA, "builder")
    act(s, "pass", "build fortress", "university")
    assert s.players[BENNO].bocc[building_index("fortress")] == 1
    assert s.colonist_ship == 3
    check(s)


def test_university_gives_nothing_when_supply_and_ship_are_empty():
    s = blank(4)
    building(s, BENNO, "university")
    doubloons(s, BENNO, 20)
    empty_colonist_supply(s)
    empty_colonist_ship(s)
    choose(s, ANNA, "builder")
    act(s, "pass", "build office")
    assert s.phase == Phase.ROLE  # no question asked
    assert s.players[BENNO].bocc[building_index("office")] == 0


def test_a_newly_built_university_is_empty_and_does_not_act():
    s = blank(4)
    doubloons(s, BENNO, 20)
    choose(s, ANNA, "builder")
    act(s, "pass", "build university")
    assert s.phase == Phase.ROLE  # no question asked
    assert s.players[BENNO].bocc[building_index("university")] == 0


# =========================================================================== harbor and wharf

# 001 "Hafen": one VP more for every shipment, the wharf included. 001 "Werft": instead of
# a cargo ship, all barrels of any one kind go back to the supply for 1 VP each; once per
# Captain phase, at a time of the owner's choosing; the kind may already be on a cargo
# ship or have gone on the other wharf; using it is never compulsory.


def wharf_position():
    s = blank(4)
    building(s, BENNO, "wharf")
    ship(s, 5, "corn", 5)  # full
    ship(s, 6, "sugar", 1)
    goods(s, BENNO, corn=4, sugar=2, coffee=3)
    check(s)
    choose(s, ANNA, "captain")
    assert who(s) == "Benno"
    return s


def test_wharf_takes_any_kind_even_one_on_a_ship():
    s = wharf_position()
    assert legal(s) == {
        "ship sugar 6",
        "ship coffee 7",
        "ship corn wharf",  # corn is on the full 5-ship: only the wharf takes it
        "ship sugar wharf",
        "ship coffee wharf",
    }
    act(s, "ship corn wharf")
    assert s.players[BENNO].vp == 4  # all four barrels
    assert goods_of(s, BENNO) == {"sugar": 2, "coffee": 3}
    check(s)


def test_wharf_once_per_phase():
    s = wharf_position()
    log = act(s, "ship coffee wharf")
    # Next time round only the sugar ship is left for him (forced), then nothing: the
    # corn on the full 5-ship would need the wharf again.
    assert moves(s, log)[:9] == [
        "Benno: ship coffee wharf",
        "Clara: pass",
        "Donni: pass",
        "Anna: pass",
        "Benno: ship sugar 6",
        "Clara: pass",
        "Donni: pass",
        "Anna: pass",
        "Benno: pass",
    ]
    assert goods_of(s, BENNO) == {"corn": 1}


def test_wharf_is_not_compulsory():
    s = wharf_position()
    act(s, "ship sugar 6")
    assert who(s) == "Benno"  # the others cannot ship
    assert legal(s) == {"ship coffee 7", "ship corn wharf", "ship coffee wharf"}
    act(s, "ship coffee 7")
    # Only the wharf is left for his corn: he may pass.
    assert legal(s) == {"pass", "ship corn wharf"}
    act(s, "pass")
    assert s.phase == Phase.ROLE
    assert goods_of(s, BENNO) == {"corn": 1}  # one barrel kept (no warehouse)


def test_two_wharves_may_ship_the_same_kind():
    s = blank(4)
    building(s, BENNO, "wharf")
    building(s, CLARA, "wharf")
    ship(s, 5, "corn", 5)
    goods(s, BENNO, corn=2)
    goods(s, CLARA, corn=3)
    choose(s, ANNA, "captain")
    act(s, "ship corn wharf", "ship corn wharf")
    assert [p.vp for p in s.players] == [0, 2, 3, 0]


def test_captain_bonus_and_harbor_also_for_the_wharf():
    s = blank(4)
    building(s, ANNA, "wharf")
    building(s, ANNA, "harbor")
    ship(s, 5, "corn", 5)
    goods(s, ANNA, corn=3)
    choose(s, ANNA, "captain")
    act(s, "ship corn wharf")
    assert s.players[ANNA].vp == 3 + 1 + 1


def test_harbor_counts_every_shipment():
    s = blank(4)
    building(s, BENNO, "harbor")
    goods(s, BENNO, corn=1, indigo=1, sugar=1)
    ship(s, 5, "corn", 1)
    ship(s, 6, "indigo", 1)
    ship(s, 7, "sugar", 1)
    choose(s, ANNA, "captain")
    act(s, "ship corn 5", "ship indigo 6")  # and then the sugar, forced
    assert s.players[BENNO].vp == 3 * (1 + 1)


# =========================================================================== unoccupied buildings


def _sell_corn(s, seat):
    goods(s, seat, corn=1)
    choose(s, ANNA, "trader")  # Anna has nothing to sell
    act(s, "sell corn")
    return s.players[seat].doubloons


def _settler_choices(s, seat):
    choose(s, ANNA, "settler")
    act(s, "pass")
    return legal(s)


def _hospice(s, seat):
    choose(s, ANNA, "settler")
    act(s, "pass")
    act(s, "take quarry" if "take quarry" in legal(s) else s.format_action(s.legal_actions()[1]))
    return s.phase == Phase.HOSPICE


def _office(s, seat):
    trading_house(s, "sugar")
    goods(s, seat, sugar=1)
    choose(s, ANNA, "trader")  # Anna has nothing to sell
    return s.phase, legal(s)


def _factory(s, seat):
    plantation(s, seat, "corn")
    plantation(s, seat, "indigo")
    building(s, seat, "small_indigo_plant")
    choose(s, ANNA, "craftsman")
    return s.players[seat].doubloons


def _university(s, seat):
    doubloons(s, seat, 10)
    choose(s, ANNA, "builder")
    act(s, "pass", "build small_market")
    return s.phase == Phase.UNIVERSITY


def _harbor(s, seat):
    goods(s, seat, corn=1)
    ship(s, 5, "corn", 1)
    choose(s, ANNA, "captain")
    return s.players[seat].vp


def _wharf(s, seat):
    goods(s, seat, corn=1)
    ship(s, 5, "corn", 5)
    choose(s, ANNA, "captain")
    return s.phase, legal(s)


def _warehouse(s, seat):
    ship(s, 5, "indigo", 5)
    ship(s, 6, "sugar", 6)
    ship(s, 7, "corn", 7)
    goods(s, seat, corn=2, indigo=2, sugar=2)
    choose(s, ANNA, "captain")
    return s.phase, legal(s)


def _large_building_bonus(s, seat):
    vp(s, seat, 20)
    san_juan(s, seat, 5)
    for name in ("small_sugar_mill", "coffee_roaster"):
        building(s, seat, name, colonists=0)
    plantation(s, seat, "corn", count=10, occupied=False)
    return score_breakdown(s)[seat].bonuses


SCENARIOS = {
    "small_market": _sell_corn,
    "large_market": _sell_corn,
    "hacienda": _settler_choices,
    "construction_hut": _settler_choices,
    "hospice": _hospice,
    "office": _office,
    "factory": _factory,
    "university": _university,
    "harbor": _harbor,
    "wharf": _wharf,
    "small_warehouse": _warehouse,
    "large_warehouse": _warehouse,
    "guild_hall": _large_building_bonus,
    "residence": _large_building_bonus,
    "fortress": _large_building_bonus,
    "customs_house": _large_building_bonus,
    "city_hall": _large_building_bonus,
}


@pytest.mark.parametrize("name", sorted(SCENARIOS))
def test_unoccupied_buildings_do_nothing(name):
    # 001 "DIE GEBÄUDE": only a building with at least one colonist has its effect
    # (its VP count either way).
    def outcome(colonists):
        s = blank(4)
        if colonists is not None:
            building(s, BENNO, name, colonists=colonists)
        result = SCENARIOS[name](s, BENNO)
        check(s)
        return result

    assert outcome(0) == outcome(None)
    assert outcome(1) != outcome(None)


def test_every_violet_building_has_a_scenario():
    from puertorico_qt.engine import BUILDINGS

    violet = {b.id for b in BUILDINGS if b.expansion == "base" and not b.is_production}
    assert violet == set(SCENARIOS)


def test_ship_state_helper():
    s = blank(4)
    ship(s, 7, "coffee", 2)
    assert ship_state(s) == {5: None, 6: None, 7: ("coffee", 2)}


def test_quarry_helper_counts():
    s = blank(4)
    quarry(s, CLARA, count=2, occupied=1)
    assert s.players[CLARA].plant[5] == 2 and s.players[CLARA].plant_occ[5] == 1
    check(s)
