"""Every role's action and privilege, including the cases where the privilege pays nothing.

Sources: 001 "DIE ROLLEN" with one section per role and its "Hinweise" (classic), and the
same sections in 000 (1897 names: Pflanzer, Anwerber, Produzent, Abenteurer ...).
The Captain has its own file, ``test_captain.py``.
"""

from __future__ import annotations

import itertools

import pytest

from puertorico_qt.engine import ROLE_NAMES, Phase
from puertorico_qt.engine.actions import PASS
from puertorico_qt.engine.phases.mayor import empty_building_circles

from .positions import (
    ANNA,
    BENNO,
    CLARA,
    DONNI,
    act,
    blank,
    building,
    check,
    choose,
    doubloons,
    empty_colonist_supply,
    goods,
    goods_of,
    legal,
    moves,
    offer,
    onto_colonist_ship,
    plantation,
    quarry,
    role_card,
    role_cards_back,
    san_juan,
    ship,
    trading_house,
    who,
)

# =========================================================================== role cards

# 001 "DIE ROLLEN", "Grundsätzlich gilt" and "Eine neue Runde...": the chooser takes any
# doubloons lying on the card; after the round each card nobody took gets one more.


def test_choosing_a_role_is_compulsory():
    s = blank(4)
    assert PASS not in s.legal_actions()
    assert all(a != PASS for a in s.legal_actions())


def test_coins_on_unused_roles_accumulate_and_go_to_the_next_chooser():
    s = blank(4)
    for seat, role in zip(
        (ANNA, BENNO, CLARA, DONNI), ("prospector", "settler", "builder", "craftsman"), strict=True
    ):
        choose(s, seat, role)
        while s.phase != Phase.ROLE:
            act(s, "pass")
    # Round 2: mayor, trader and captain lay unused: one doubloon each.
    unused = {"mayor", "trader", "captain"}
    assert s.round == 2 and s.governor == BENNO
    for c, kind in enumerate(s.role_cards):
        assert s.role_coins[c] == (1 if ROLE_NAMES[kind] in unused else 0)
    # Benno (governor) takes the trader with its doubloon; nothing to sell.
    money = s.players[BENNO].doubloons
    choose(s, BENNO, "trader")
    assert s.players[BENNO].doubloons == money + 1
    assert s.role_coins[role_card(s, "trader#1")] == 0
    check(s)


def test_prospector_gives_one_doubloon_plus_the_coins_on_it():
    # 001 "DIE GOLDSUCHER": a prospector with 2 doubloons on it is worth 3 in all.
    s = blank(4)
    c = role_card(s, "prospector")
    s.role_coins[c] = 2
    choose(s, ANNA, "prospector")
    assert s.players[ANNA].doubloons == 3
    assert s.phase == Phase.ROLE and who(s) == "Benno"  # no action for the others
    assert [p.doubloons for p in s.players[1:]] == [0, 0, 0]


def test_five_players_have_two_prospectors():
    s = blank(5)
    choose(s, ANNA, "prospector")
    assert "role prospector#2" in legal(s)
    # "role prospector" names a prospector card still on the table.
    assert s.parse_action("role prospector") == s.parse_action("role prospector#2")
    choose(s, BENNO, "prospector")
    assert not any(a.startswith("role prospector") for a in legal(s))
    assert s.players[ANNA].doubloons == s.players[BENNO].doubloons == 1


# =========================================================================== settler


def settler_position():
    s = blank(4)
    offer(s, corn=1, indigo=2, sugar=1, coffee=1)
    return s


def test_settler_may_take_a_quarry_the_others_may_not():
    s = settler_position()
    choose(s, ANNA, "settler")
    assert legal(s) == {
        "pass",
        "take corn",
        "take indigo",
        "take sugar",
        "take coffee",
        "take quarry",
    }
    act(s, "take quarry")
    assert s.players[ANNA].plant[5] == 1 and s.quarries == 7
    assert who(s) == "Benno"
    assert legal(s) == {"pass", "take corn", "take indigo", "take sugar", "take coffee"}


def test_settler_privilege_needs_a_quarry_left():
    s = settler_position()
    quarry(s, DONNI, count=8, occupied=False)
    choose(s, ANNA, "settler")
    assert "take quarry" not in legal(s)


def test_every_player_takes_one_face_up_plantation_then_a_new_offer():
    s = settler_position()
    choose(s, ANNA, "settler")
    act(s, "take coffee", "take indigo", "pass", "take indigo")
    assert [sum(p.plant) for p in s.players] == [1, 1, 0, 1]
    assert s.players[ANNA].plant_occ == [0] * 6  # a new tile arrives without a colonist
    # The unchosen corn and sugar lie on the discard pile, five new ones are face up.
    assert s.discard == [1, 0, 1, 0, 0]
    assert sum(s.offer) == 5
    assert s.phase == Phase.ROLE and who(s) == "Benno"
    check(s)


def test_a_full_island_takes_no_more_tiles():
    s = settler_position()
    plantation(s, BENNO, "indigo", count=9, occupied=False)
    quarry(s, BENNO, count=3, occupied=False)
    log = choose(s, ANNA, "settler")
    log += act(s, "take corn")
    assert "Benno: pass" in moves(s, log)
    assert sum(s.players[BENNO].plant) == 12
    check(s)


def test_the_discards_are_reshuffled_and_a_short_offer_is_possible():
    # 001 "DER SIEDLER", Hinweise: when the face-down stack runs out, the discard pile is
    # shuffled into a new one; if there are still too few tiles, the offer is short.
    s = blank(4)
    kinds = sorted(s.pile)
    for seat in range(4):
        for _ in range(11):
            k = kinds.pop()
            plantation(s, seat, k, occupied=False)
    assert len(s.pile) == 1 and sum(s.offer) == 5
    check(s)
    choose(s, ANNA, "settler")
    for _ in range(4):
        act(s, s.format_action(s.legal_actions()[1]))  # everyone takes a tile
    # One tile was left in the stack, one unchosen tile went to the discard pile.
    assert sum(s.offer) == 2 and s.pile == [] and s.discard == [0] * 5
    check(s)


# =========================================================================== mayor


def test_mayor_privilege_is_optional():
    s = blank(4)
    choose(s, ANNA, "mayor")
    act(s, "pass")
    assert [p.colonists() for p in s.players] == [1, 1, 1, 1]


def test_mayor_privilege_needs_a_colonist_in_the_supply():
    # 001 "DER BÜRGERMEISTER", Hinweise: with an empty supply there is no extra colonist.
    s = blank(4)
    empty_colonist_supply(s)
    log = choose(s, ANNA, "mayor")
    assert "Anna: extra-colonist" not in moves(s, log)
    assert [p.colonists() for p in s.players] == [1, 1, 1, 1 + 75]


def test_colonists_go_round_the_table_from_the_mayor():
    s = blank(4)
    onto_colonist_ship(s, 3)  # seven on the ship
    choose(s, CLARA, "mayor")
    act(s, "pass")
    # Clara, Donni, Anna, Benno, Clara, Donni, Anna.
    assert [p.colonists() for p in s.players] == [2, 1, 2, 2]


def arrangements(s, seat):
    """Every final arrangement the seat can reach by its legal placements.

    Also checks that no two placement sequences lead to the same arrangement (the
    engine's canonical order: each arrangement has exactly one sequence).
    """
    results = set()

    def walk(state):
        if state.current != seat or state.phase != Phase.MAYOR:
            p = state.players[seat]
            arrangement = (tuple(p.plant_occ), tuple(p.bocc[b] for b in p.buildings), p.san_juan)
            assert arrangement not in results, "two placement sequences for one arrangement"
            results.add(arrangement)
            return
        seqs = state.legal_actions()
        assert seqs, "a player with colonists to place must have a legal placement"
        for a in seqs:
            nxt = state.clone()
            nxt.apply(a)
            walk(nxt)

    walk(s)
    return results


def test_mayor_must_fill_empty_circles_before_san_juan():
    # 001 "DER BÜRGERMEISTER", Hinweise: nobody may keep colonists in San Juan of his own
    # free will while a circle is empty.
    s = blank(4)
    plantation(s, ANNA, "indigo", count=2, occupied=False)
    plantation(s, ANNA, "corn", occupied=False)
    building(s, ANNA, "indigo_plant", colonists=0)
    building(s, ANNA, "small_market", colonists=0)
    san_juan(s, ANNA, 1)
    choose(s, ANNA, "mayor")
    act(s, "extra-colonist")  # Anna now has 1 + 1 + 1 = 3 colonists for 7 circles
    assert s.phase == Phase.MAYOR and who(s) == "Anna"
    results = arrangements(s, ANNA)
    # Every reachable arrangement places all three, and every way of spreading three
    # colonists over the circles (counted per tile kind and building) is reachable.
    assert all(sj == 0 for _, _, sj in results)
    assert all(sum(tiles) + sum(bs) == 3 for tiles, bs, _ in results)
    expected = {
        ((corn, indigo, 0, 0, 0, 0), (plant_b, market), 0)
        for corn, indigo, plant_b, market in itertools.product(
            range(2), range(3), range(4), range(2)
        )
        if corn + indigo + plant_b + market == 3
    }
    assert results == expected


def test_mayor_more_colonists_than_circles_wait_in_san_juan():
    s = blank(4)
    plantation(s, BENNO, "corn", occupied=False)
    building(s, BENNO, "small_market", colonists=0)
    san_juan(s, BENNO, 3)
    choose(s, ANNA, "mayor")
    act(s, "pass")
    p = s.players[BENNO]
    assert p.plant_occ[0] == 1 and p.bocc[6] == 1 and p.san_juan == 2  # 4 colonists, 2 circles
    check(s)


def test_colonists_may_be_moved_in_the_mayor_phase():
    s = blank(4)
    plantation(s, ANNA, "corn")  # one colonist on a corn plantation
    building(s, ANNA, "hacienda", colonists=0)
    plantation(s, ANNA, "indigo", occupied=False)
    choose(s, ANNA, "mayor")
    act(s, "pass")  # Anna: her colonist plus one from the ship = 2 for 3 circles
    results = arrangements(s, ANNA)
    assert ((0, 1, 0, 0, 0, 0), (1,), 0) in results  # corn left empty, colonist moved
    assert len(results) == 3


@pytest.mark.parametrize(("empty_circles", "refill"), [(0, 4), (3, 4), (4, 4), (7, 7)])
def test_colonist_ship_refill_is_max_of_players_and_empty_building_circles(empty_circles, refill):
    s = blank(4)
    # Empty circles in buildings after the phase; empty plantations do not count.
    plantation(s, DONNI, "coffee", count=3, occupied=False)
    building(s, DONNI, "coffee_roaster", colonists=0)  # 2 circles
    building(s, DONNI, "sugar_mill", colonists=0)  # 3 circles
    building(s, DONNI, "tobacco_storage", colonists=0)  # 3 circles
    # Donni gets one colonist from the ship; give him enough to leave the wanted number empty.
    san_juan(s, DONNI, 8 - empty_circles - 1 + 3)  # the three plantations first
    choose(s, ANNA, "mayor")
    act(s, "pass")
    while s.phase == Phase.MAYOR:
        act(s, s.format_action(s.legal_actions()[0]))
    assert s.phase == Phase.ROLE
    assert empty_building_circles(s) == empty_circles
    assert s.colonist_ship == refill
    check(s)


# =========================================================================== builder


def test_builder_pays_one_doubloon_less():
    s = blank(4)
    doubloons(s, ANNA, 3)
    choose(s, ANNA, "builder")
    act(s, "build small_warehouse")  # costs 3
    assert s.players[ANNA].doubloons == 1


def test_a_builder_who_builds_nothing_gets_no_doubloon():
    # 001 "DER BAUMEISTER", Hinweise: the saving is not paid out.
    s = blank(4)
    doubloons(s, ANNA, 3)
    choose(s, ANNA, "builder")
    act(s, "pass")
    assert s.players[ANNA].doubloons == 3


def test_building_cost_never_below_zero():
    s = blank(4)
    quarry(s, ANNA, count=2)
    choose(s, ANNA, "builder")
    act(s, "build small_market")  # 1 - 1 (builder) - 1 (one quarry at most)
    assert s.players[ANNA].doubloons == 0
    assert s.players[ANNA].owns(6)


def test_each_building_only_once_per_player():
    s = blank(4)
    building(s, BENNO, "small_market", colonists=0)
    doubloons(s, BENNO, 10)
    choose(s, ANNA, "builder")
    act(s, "pass")
    assert "build small_market" not in legal(s)
    assert "build hacienda" in legal(s)


def test_sold_out_buildings_cannot_be_built():
    s = blank(4)
    building(s, CLARA, "small_market", colonists=0)
    building(s, DONNI, "small_market", colonists=0)
    doubloons(s, BENNO, 10)
    choose(s, ANNA, "builder")
    act(s, "pass")
    assert "build small_market" not in legal(s)


def eleven_city_spaces(s, seat):
    for name in ("small_market", "hacienda", "construction_hut", "small_warehouse", "hospice"):
        building(s, seat, name, colonists=0)
    for name in ("office", "large_market", "large_warehouse", "factory"):
        building(s, seat, name, colonists=0)
    building(s, seat, "guild_hall", colonists=0)
    assert s.players[seat].city_used == 11


def test_large_building_needs_two_free_city_spaces():
    s = blank(4)
    eleven_city_spaces(s, BENNO)
    doubloons(s, BENNO, 30)
    choose(s, ANNA, "builder")
    act(s, "pass")
    assert not any(b in legal(s) for b in ("build residence", "build fortress", "build city_hall"))
    assert "build harbor" in legal(s)


def test_a_full_city_takes_no_more_buildings():
    s = blank(4)
    eleven_city_spaces(s, BENNO)
    building(s, BENNO, "harbor", colonists=0)
    doubloons(s, BENNO, 30)
    log = choose(s, ANNA, "builder")
    log += act(s, "pass")
    assert "Benno: pass" in moves(s, log)  # forced: nothing fits any more


# =========================================================================== craftsman


def test_production_runs_in_order_from_the_craftsman_when_goods_are_short():
    # 001 "DER AUFSEHER", Hinweise: a kind missing from the supply is missing for whoever
    # comes after.
    s = blank(4)
    for seat in (ANNA, DONNI):
        plantation(s, seat, "coffee")
        building(s, seat, "coffee_roaster")
    goods(s, BENNO, coffee=s.goods_supply[4] - 1)  # one coffee left in the supply
    choose(s, CLARA, "craftsman")  # Clara, Donni, Anna, Benno
    assert goods_of(s, DONNI) == {"coffee": 1}
    assert goods_of(s, ANNA) == {}
    check(s)


def test_craftsman_takes_one_more_of_a_kind_he_produced():
    s = blank(4)
    plantation(s, ANNA, "corn")
    plantation(s, ANNA, "sugar")
    building(s, ANNA, "small_sugar_mill")
    plantation(s, BENNO, "coffee")
    building(s, BENNO, "coffee_roaster")
    choose(s, ANNA, "craftsman")
    assert who(s) == "Anna" and legal(s) == {"pass", "bonus corn", "bonus sugar"}
    act(s, "bonus sugar")
    assert goods_of(s, ANNA) == {"corn": 1, "sugar": 2}
    assert goods_of(s, BENNO) == {"coffee": 1}  # no bonus for the others
    check(s)


def test_craftsman_who_produced_nothing_gets_no_extra_good():
    s = blank(4)
    plantation(s, BENNO, "corn")
    log = choose(s, ANNA, "craftsman")
    assert "Anna: pass" in moves(s, log)
    assert goods_of(s, ANNA) == {}
    assert s.phase == Phase.ROLE


def test_craftsman_extra_good_only_while_the_supply_has_it():
    s = blank(4)
    plantation(s, ANNA, "corn")
    plantation(s, ANNA, "indigo")
    building(s, ANNA, "small_indigo_plant")
    goods(s, BENNO, corn=s.goods_supply[0] - 1)
    choose(s, ANNA, "craftsman")
    assert legal(s) == {"pass", "bonus indigo"}  # the last corn went to Anna's production


# =========================================================================== trader


def test_trader_gets_one_more_doubloon():
    s = blank(4)
    goods(s, ANNA, sugar=1)
    goods(s, BENNO, sugar=1, tobacco=1)
    choose(s, ANNA, "trader")
    act(s, "sell sugar")
    assert s.players[ANNA].doubloons == 2 + 1
    assert legal(s) == {"pass", "sell tobacco"}  # one barrel per kind in the house
    act(s, "sell tobacco")
    assert s.players[BENNO].doubloons == 3


def test_a_trader_who_sells_nothing_gets_nothing():
    s = blank(4)
    goods(s, ANNA, coffee=1)
    choose(s, ANNA, "trader")
    act(s, "pass")
    assert s.players[ANNA].doubloons == 0


def test_selling_corn_is_allowed_for_nothing():
    s = blank(4)
    goods(s, BENNO, corn=1)
    choose(s, ANNA, "trader")
    act(s, "sell corn")
    assert s.players[BENNO].doubloons == 0 and s.house == [0]


def test_each_player_sells_at_most_one_barrel():
    s = blank(4)
    goods(s, ANNA, corn=1, indigo=1, sugar=1)
    choose(s, ANNA, "trader")
    act(s, "sell indigo")
    assert who(s) != "Anna"
    assert s.phase == Phase.ROLE  # the others had nothing; the phase is over
    assert goods_of(s, ANNA) == {"corn": 1, "sugar": 1}


def test_trading_house_keeps_up_to_three_and_is_emptied_when_full():
    s = blank(4)
    goods(s, ANNA, corn=1)
    goods(s, BENNO, sugar=1)
    goods(s, CLARA, tobacco=1)
    choose(s, ANNA, "trader")
    act(s, "sell corn", "sell sugar", "sell tobacco")
    assert s.phase == Phase.ROLE
    assert s.house == [0, 2, 3]  # three barrels: they stay
    # Next trader phase: the fourth barrel fills it; it is emptied at the end.
    role_cards_back(s)
    goods(s, DONNI, coffee=1, corn=1)
    choose(s, DONNI, "trader")
    assert legal(s) == {"pass", "sell coffee"}
    supply = s.goods_supply[:]
    act(s, "sell coffee")
    assert s.house == []
    assert s.goods_supply == [supply[0] + 1, supply[1], supply[2] + 1, supply[3] + 1, supply[4] + 1]
    check(s)


def test_trading_house_full_stops_the_phase():
    s = blank(4)
    trading_house(s, "corn", "indigo", "sugar")
    goods(s, ANNA, tobacco=1)
    goods(s, BENNO, coffee=1)
    choose(s, ANNA, "trader")
    log = act(s, "sell tobacco")
    assert "Benno: pass" in moves(s, log)
    assert goods_of(s, BENNO) == {"coffee": 1}


# =========================================================================== captain privilege


def test_captain_gets_one_extra_vp_for_the_first_shipment_only():
    s = blank(4)
    goods(s, ANNA, corn=2, sugar=1)
    choose(s, ANNA, "captain")
    act(s, "ship corn 5")
    assert s.players[ANNA].vp == 3
    # Round the table (the others have nothing): her sugar, without a second bonus.
    assert who(s) == "Anna"
    act(s, "ship sugar 6")
    assert s.players[ANNA].vp == 4


def test_a_captain_who_ships_nothing_gets_no_extra_vp():
    s = blank(4)
    ship(s, 5, "corn", 1)
    goods(s, BENNO, corn=2)
    choose(s, ANNA, "captain")  # Anna cannot ship; Benno must load the corn ship
    assert [p.vp for p in s.players] == [0, 2, 0, 0]
    assert s.vp_supply == 100 - 2
