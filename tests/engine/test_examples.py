"""The worked examples printed in the rulebooks, replayed move by move.

Sources: ``shared/rules/001_4d0aa07325bcaf4c.txt`` (classic German rulebook, OCR) and
``000_784903c5b637ff81.txt`` (Puerto Rico 1897, same examples under the 1897 names).
Each test names the section it follows; the comments retell the example in our words.
"""

from __future__ import annotations

import pytest

from puertorico_qt.engine import Phase, score_breakdown
from puertorico_qt.engine.actions import PASS
from puertorico_qt.engine.phases.builder import build_cost

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
    goods,
    goods_of,
    legal,
    moves,
    onto_colonist_ship,
    plantation,
    quarry,
    role_cards_back,
    san_juan,
    ship,
    ship_state,
    trading_house,
    vp,
    who,
)

# --------------------------------------------------------------------------- Captain

# 001, "DER KAPITÄN", box "Beispiel für eine Kapitänphase (mit 4 Spielern)"; the same
# example in 000, "Beispiel für eine Lieferphase". Ships of 5, 6 and 7 holds; only the
# 6-ship is loaded, with 3 corn. Anna is the captain.


def captain_example():
    s = blank(4)
    ship(s, 6, "corn", 3)
    goods(s, ANNA, corn=2, sugar=6)
    goods(s, BENNO, sugar=2, tobacco=3)
    goods(s, CLARA, corn=2, tobacco=1)
    goods(s, DONNI, corn=1, indigo=5)
    check(s)
    return s


def test_captain_example_move_by_move():
    s = captain_example()
    assert moves(s, choose(s, ANNA, "captain")) == ["Anna: role captain"]

    # Anna may ship her corn (onto the corn ship) or all six sugar; six sugar fit only
    # on the 7-ship, so the 5-ship is not offered for them.
    assert who(s) == "Anna"
    assert legal(s) == {"ship corn 6", "ship sugar 7"}
    assert moves(s, act(s, "ship sugar 7")) == ["Anna: ship sugar 7"]
    assert s.players[ANNA].vp == 7  # six barrels and the captain's extra point

    # Benno: the last free hold of the sugar ship takes one sugar, or his three
    # tobacco go onto the empty 5-ship. He keeps his tobacco for the trader.
    assert legal(s) == {"ship sugar 7", "ship tobacco 5"}
    act(s, "ship sugar 7")
    assert s.players[BENNO].vp == 1
    assert s.players[BENNO].goods[2] == 1  # one sugar did not fit

    # Clara chooses the tobacco over her corn.
    assert legal(s) == {"ship corn 6", "ship tobacco 5"}
    log = act(s, "ship tobacco 5")

    # From here on nobody has a choice, and the engine plays the forced moves:
    # Donni's indigo has no ship (every ship is taken by another kind), so his one
    # corn goes on the corn ship; Anna must then load her two corn, which fills it;
    # Benno's three tobacco follow Clara's onto the 5-ship. Then nobody can ship.
    assert moves(s, log)[:8] == [
        "Clara: ship tobacco 5",
        "Donni: ship corn 6",
        "Anna: ship corn 6",
        "Benno: ship tobacco 5",
        "Clara: pass",
        "Donni: pass",
        "Anna: pass",
        "Benno: pass",
    ]
    assert [p.vp for p in s.players] == [7 + 2, 1 + 3, 1, 1]

    # Storage: each keeps one barrel (no warehouses), the rest goes back.
    assert moves(s, log)[8:] == [
        "Anna: store",
        "Benno: store keep sugar",
        "Clara: store keep corn",
        "Donni: store keep indigo",
    ]
    assert [goods_of(s, seat) for seat in range(4)] == [
        {},
        {"sugar": 1},
        {"corn": 1},
        {"indigo": 1},
    ]

    # The full 6- and 7-ships are emptied; the 5-ship keeps its 4 tobacco.
    assert ship_state(s) == {5: ("tobacco", 4), 6: None, 7: None}
    assert s.phase == Phase.ROLE and who(s) == "Benno"
    check(s)


def test_captain_example_the_5_ship_was_not_allowed_for_annas_sugar():
    s = captain_example()
    choose(s, ANNA, "captain")
    assert "ship sugar 5" not in legal(s)
    assert PASS not in s.legal_actions()


def test_captain_example_benno_could_have_shipped_tobacco_instead():
    s = captain_example()
    choose(s, ANNA, "captain")
    act(s, "ship sugar 7", "ship tobacco 5")
    assert s.players[BENNO].vp == 3
    assert ship_state(s)[5] == ("tobacco", 3)


# --------------------------------------------------------------------------- Craftsman

# 001 / 000, "Die Produktionsgebäude", the "Beispiel" beside the text: of three corn
# plantations only two are worked, so two corn; the tobacco storage has just one of its
# circles worked, so one tobacco; four sugar plantations but only three worked, so three
# sugar. Idle colonists produce nothing and nothing is carried over.


def test_production_example():
    s = blank(4)
    plantation(s, BENNO, "corn", count=3, occupied=2)
    plantation(s, BENNO, "tobacco", count=2)
    building(s, BENNO, "tobacco_storage", colonists=1)
    plantation(s, BENNO, "sugar", count=4, occupied=3)
    building(s, BENNO, "small_sugar_mill", colonists=1)
    building(s, BENNO, "sugar_mill", colonists=3)
    check(s)
    choose(s, ANNA, "craftsman")  # Anna produces nothing: her turn is forced
    assert goods_of(s, BENNO) == {"corn": 2, "sugar": 3, "tobacco": 1}
    check(s)


def test_production_has_no_carry_over():
    s = blank(4)
    plantation(s, BENNO, "tobacco", count=3)
    building(s, BENNO, "tobacco_storage", colonists=1)
    choose(s, ANNA, "craftsman")
    assert goods_of(s, BENNO) == {"tobacco": 1}
    # A second Craftsman phase (the card put back by hand) again yields one barrel:
    # the two idle tobacco plantations did not store anything for later.
    role_cards_back(s)
    choose(s, ANNA, "craftsman")
    assert goods_of(s, BENNO) == {"tobacco": 2}
    check(s)


# --------------------------------------------------------------------------- Builder

# 001, "Steinbrüche" (000: same paragraph): three worked quarries lower a first-column
# building by at most one, a second-column one by two, third and fourth by three; the
# rulebook's figures for a player who is not the builder: construction hut 1, office 3,
# harbor 5, city hall 7.


@pytest.mark.parametrize(
    ("name", "cost"), [("construction_hut", 1), ("office", 3), ("harbor", 5), ("city_hall", 7)]
)
def test_quarry_cost_example(name, cost):
    s = blank(4)
    quarry(s, BENNO, count=3)
    doubloons(s, BENNO, cost)
    choose(s, ANNA, "builder")
    act(s, "pass")  # Anna, the builder, builds nothing
    assert who(s) == "Benno"
    assert build_cost(s, BENNO, building_index(name)) == cost
    assert f"build {name}" in legal(s)
    doubloons(s, BENNO, cost - 1)
    assert f"build {name}" not in legal(s)
    doubloons(s, BENNO, cost)
    act(s, f"build {name}")
    assert s.players[BENNO].doubloons == 0


def test_quarry_cost_example_for_the_builder_is_one_less():
    s = blank(4)
    quarry(s, ANNA, count=3)
    doubloons(s, ANNA, 20)
    choose(s, ANNA, "builder")
    costs = {
        n: build_cost(s, ANNA, building_index(n))
        for n in ("construction_hut", "office", "harbor", "city_hall")
    }
    assert costs == {"construction_hut": 0, "office": 2, "harbor": 4, "city_hall": 6}


def test_unoccupied_quarries_do_not_count():
    s = blank(4)
    quarry(s, BENNO, count=3, occupied=1)
    choose(s, ANNA, "builder")
    assert build_cost(s, BENNO, building_index("city_hall")) == 9


# --------------------------------------------------------------------------- Mayor

# 001, "DER BÜRGERMEISTER", the drawing "Beispiel für 4 Spieler" (000: "Beispiel für 4
# Spieler" under "Der Anwerber"): the drawing labels six colonists on the ship (mayor,
# 2nd, 3rd, 4th, mayor, 2nd). The mayor first takes one from the supply as his privilege,
# then the ship's colonists go round the table one each starting with him, so the mayor
# ends with 3, the second player 2, the third and fourth 1 each (7 = 6 + 1).


def test_mayor_distribution_example():
    s = blank(4)
    onto_colonist_ship(s, 2)  # six colonists on the ship
    supply = s.colonist_supply
    check(s)
    choose(s, ANNA, "mayor")
    assert legal(s) == {"extra-colonist", "pass"}
    act(s, "extra-colonist")
    # Nobody has a circle yet, so every colonist waits in San Juan without a choice.
    assert [p.colonists() for p in s.players] == [3, 2, 1, 1]
    assert [p.san_juan for p in s.players] == [3, 2, 1, 1]
    # The ship is refilled with one colonist per player (no empty building circle).
    assert s.colonist_ship == 4
    assert s.colonist_supply == supply - 1 - 4
    check(s)


def test_mayor_distribution_with_five_on_the_ship():
    # Five on the ship (as after a minimum refill plus one): only the mayor gets a
    # second colonist from the ship.
    s = blank(4)
    onto_colonist_ship(s, 1)
    choose(s, ANNA, "mayor")
    act(s, "extra-colonist")
    assert [p.colonists() for p in s.players] == [3, 1, 1, 1]


# --------------------------------------------------------------------------- Factory

# 001, "Manufaktur", Beispiel (000: "Fabrik"): the owner has 3 corn, 3 sugar and 1 tobacco
# plantation with the buildings to work them, but the supply holds no corn at all and
# only two sugar: he gets two sugar and one tobacco, i.e. two kinds, so one doubloon.


def test_factory_example():
    s = blank(4)
    plantation(s, CLARA, "corn", count=3)
    plantation(s, CLARA, "sugar", count=3)
    plantation(s, CLARA, "tobacco", count=1)
    building(s, CLARA, "sugar_mill", colonists=3)
    building(s, CLARA, "tobacco_storage", colonists=1)
    building(s, CLARA, "factory")
    goods(s, DONNI, corn=s.goods_supply[0], sugar=s.goods_supply[2] - 2)  # empty the supply
    check(s)
    choose(s, ANNA, "craftsman")
    assert goods_of(s, CLARA) == {"sugar": 2, "tobacco": 1}
    assert s.players[CLARA].doubloons == 1
    check(s)


# --------------------------------------------------------------------------- Harbor + wharf

# 001, "Hafen", Beispiel (000 the same): the owner of a harbor and a wharf can load only
# three of his five tobacco on the tobacco ship because then it is full: 3 + 1 VP. On his
# next turn he loads two sugar: 2 + 1 VP. On a later turn he sends the two remaining
# tobacco off with his wharf: 2 + 1 VP. The harbor earned him three extra VP.


def harbor_wharf_example():
    s = blank(4)
    building(s, BENNO, "harbor")
    building(s, BENNO, "wharf")
    goods(s, BENNO, tobacco=5, sugar=2)
    ship(s, 5, "tobacco", 2)  # three holds left on the tobacco ship
    check(s)
    choose(s, ANNA, "captain")  # Anna has nothing to ship
    assert who(s) == "Benno"
    return s


def test_harbor_and_wharf_example():
    s = harbor_wharf_example()
    assert legal(s) == {
        "ship tobacco 5",
        "ship sugar 6",
        "ship sugar 7",
        "ship tobacco wharf",
        "ship sugar wharf",
    }
    act(s, "ship tobacco 5")
    assert s.players[BENNO].vp == 3 + 1
    assert ship_state(s)[5] == ("tobacco", 5)

    # Round the table again (the others cannot ship): now the sugar; shipping is
    # compulsory, so no pass, but the wharf is still his choice.
    assert who(s) == "Benno"
    assert legal(s) == {"ship sugar 6", "ship sugar 7", "ship tobacco wharf", "ship sugar wharf"}
    act(s, "ship sugar 6")
    assert s.players[BENNO].vp == 4 + 2 + 1

    # Only the wharf could take the last two tobacco: he may use it or pass.
    assert who(s) == "Benno"
    assert legal(s) == {"pass", "ship tobacco wharf"}
    supply = s.goods_supply[3]
    act(s, "ship tobacco wharf")
    assert s.players[BENNO].vp == 7 + 2 + 1  # 10 = 7 barrels + 3 for the harbor
    # The wharf's two barrels go back to the supply, and so do the five of the full
    # tobacco ship once the phase is over.
    assert s.goods_supply[3] == supply + 2 + 5
    assert s.phase == Phase.ROLE
    check(s)


def test_harbor_and_wharf_example_the_wharf_could_take_all_five_tobacco():
    # 000 adds: with the wharf he could have sent all five tobacco away at once; then
    # the tobacco ship might not have filled up, and would not have been emptied.
    s = harbor_wharf_example()
    act(s, "ship tobacco wharf")
    assert s.players[BENNO].vp == 5 + 1
    act(s, "ship sugar 6")
    assert s.phase == Phase.ROLE
    assert ship_state(s)[5] == ("tobacco", 2)  # not full: stays loaded
    assert ship_state(s)[6] == ("sugar", 2)


# --------------------------------------------------------------------------- Warehouses

# 001, "Kleines Lagerhaus" / "Großes Lagerhaus" with its Hinweis: one barrel is always
# kept; a small warehouse keeps all barrels of one more kind, a large one of two more
# kinds, both together three kinds plus the single barrel of a fourth.


def storage_position(*warehouses: str):
    """Anna holds 3 corn, 4 indigo, 3 sugar and 2 tobacco, and no ship can take any."""
    s = blank(4)
    for name in warehouses:
        building(s, ANNA, name)
    ship(s, 5, "indigo", 5)
    ship(s, 6, "sugar", 6)
    ship(s, 7, "corn", 7)
    goods(s, ANNA, corn=3, indigo=4, sugar=3, tobacco=2)
    check(s)
    choose(s, ANNA, "captain")  # nobody can ship: storage at once
    assert s.phase == Phase.STORAGE and who(s) == "Anna"
    return s


def test_storage_without_warehouse_keeps_one_barrel():
    s = storage_position()
    assert legal(s) == {
        "store keep corn",
        "store keep indigo",
        "store keep sugar",
        "store keep tobacco",
    }
    act(s, "store keep tobacco")
    assert goods_of(s, ANNA) == {"tobacco": 1}
    check(s)


def test_storage_small_warehouse_one_more_kind():
    s = storage_position("small_warehouse")
    assert "store indigo keep tobacco" in legal(s)
    assert len(legal(s)) == 4 * 3
    act(s, "store indigo keep tobacco")
    assert goods_of(s, ANNA) == {"indigo": 4, "tobacco": 1}


def test_storage_large_warehouse_two_more_kinds():
    s = storage_position("large_warehouse")
    assert len(legal(s)) == 6 * 2  # two kinds of four, one barrel of the other two
    act(s, "store corn,indigo keep sugar")
    assert goods_of(s, ANNA) == {"corn": 3, "indigo": 4, "sugar": 1}


def test_storage_both_warehouses_three_kinds_and_one_barrel():
    s = storage_position("small_warehouse", "large_warehouse")
    assert len(legal(s)) == 4  # three whole kinds of four, one barrel of the fourth
    act(s, "store corn,indigo,sugar keep tobacco")
    assert goods_of(s, ANNA) == {"corn": 3, "indigo": 4, "sugar": 3, "tobacco": 1}
    check(s)


def test_storage_unoccupied_warehouse_does_nothing():
    s = storage_position()
    s2 = blank(4)
    building(s2, ANNA, "large_warehouse", colonists=0)
    ship(s2, 5, "indigo", 5)
    ship(s2, 6, "sugar", 6)
    ship(s2, 7, "corn", 7)
    goods(s2, ANNA, corn=3, indigo=4, sugar=3, tobacco=2)
    choose(s2, ANNA, "captain")
    assert legal(s2) == legal(s)


# --------------------------------------------------------------------------- Office

# 001 / 000, "Kontor", Beispiel: a tobacco already lies in the trading house; the owner of
# an office sells another tobacco, and the owner of the second office, coming later, sells
# tobacco as well. A player without an office may not.


def test_office_example():
    s = blank(4)
    trading_house(s, "tobacco")
    building(s, BENNO, "office")
    building(s, DONNI, "office")
    goods(s, BENNO, tobacco=1)
    goods(s, CLARA, tobacco=1, corn=1)
    goods(s, DONNI, tobacco=2)
    check(s)
    choose(s, ANNA, "trader")  # Anna has nothing to sell
    assert who(s) == "Benno" and legal(s) == {"pass", "sell tobacco"}
    act(s, "sell tobacco")
    assert s.players[BENNO].doubloons == 3
    assert who(s) == "Clara" and legal(s) == {"pass", "sell corn"}
    act(s, "pass")
    assert who(s) == "Donni" and legal(s) == {"pass", "sell tobacco"}
    act(s, "sell tobacco")
    assert s.players[DONNI].doubloons == 3
    assert sorted(s.house) == [3, 3, 3]  # three tobacco; not full, so it stays
    check(s)


def test_office_is_useless_when_the_house_is_full():
    s = blank(4)
    trading_house(s, "corn", "indigo", "sugar")
    building(s, BENNO, "office")
    building(s, CLARA, "office")
    goods(s, ANNA, coffee=1)
    goods(s, BENNO, corn=1)
    goods(s, CLARA, corn=1)
    choose(s, ANNA, "trader")
    act(s, "sell coffee")  # the fourth barrel fills the house
    assert s.players[ANNA].doubloons == 4 + 1
    # Benno and Clara cannot sell any more: the engine passed for them; the full house
    # was emptied at the end of the phase.
    assert s.phase == Phase.ROLE and s.house == []
    assert goods_of(s, BENNO) == {"corn": 1} and goods_of(s, CLARA) == {"corn": 1}


# --------------------------------------------------------------------------- large buildings

# 001 / 000, "Die großen Gebäude": each has a scoring example.


def test_guild_hall_example():
    # Small and large sugar mill, small indigo plant and coffee roaster: 1+2+1+2 = 6.
    s = blank(4)
    building(s, ANNA, "guild_hall")
    for name in ("small_sugar_mill", "sugar_mill", "small_indigo_plant", "coffee_roaster"):
        building(s, ANNA, name, colonists=0)  # occupied or not does not matter
    assert score_breakdown(s)[ANNA].bonuses == {"guild_hall": 6}


@pytest.mark.parametrize(("spaces", "bonus"), [(1, 4), (9, 4), (10, 5), (11, 6), (12, 7)])
def test_residence_example(spaces, bonus):
    # The example: 10 of 12 island spaces filled (plantations or quarries) gives 5.
    s = blank(4)
    building(s, ANNA, "residence")
    quarry(s, ANNA, count=min(spaces, 3), occupied=False)
    plantation(s, ANNA, "indigo", count=spaces - min(spaces, 3), occupied=False)
    assert score_breakdown(s)[ANNA].bonuses == {"residence": bonus}


@pytest.mark.parametrize(("edition", "bonus"), [("classic", 4), ("1897", 0)])
def test_residence_with_an_empty_island(edition, bonus):
    # 001 reads "up to nine" filled spaces -> 4; 000 reads "one to nine". Only a
    # hand-made position has no island tile (everyone starts with a plantation).
    s = blank(4, edition=edition)
    building(s, ANNA, "residence")
    assert score_breakdown(s)[ANNA].bonuses == {"residence": bonus}


def test_fortress_example():
    # 20 colonists in all (tiles, buildings and San Juan) give 6.
    s = blank(4)
    building(s, ANNA, "fortress")
    building(s, ANNA, "sugar_mill", colonists=3)
    plantation(s, ANNA, "corn", count=6)
    san_juan(s, ANNA, 10)
    assert s.players[ANNA].colonists() == 20
    assert score_breakdown(s)[ANNA].bonuses == {"fortress": 6}


def test_customs_house_example():
    # 23 VP in chips give 5; building VP do not count.
    s = blank(4)
    building(s, ANNA, "customs_house")
    building(s, ANNA, "harbor", colonists=0)
    vp(s, ANNA, 23)
    assert score_breakdown(s)[ANNA].bonuses == {"customs_house": 5}


def test_city_hall_example():
    # Hacienda, construction hut, office, large warehouse, harbor, residence and the
    # (occupied) city hall itself: 7.
    s = blank(4)
    for name in (
        "hacienda",
        "construction_hut",
        "office",
        "large_warehouse",
        "harbor",
        "residence",
    ):
        building(s, ANNA, name, colonists=0)
    building(s, ANNA, "city_hall")
    building(s, ANNA, "coffee_roaster", colonists=2)  # production buildings do not count
    assert score_breakdown(s)[ANNA].bonuses["city_hall"] == 7


@pytest.mark.parametrize(
    "name", ["guild_hall", "residence", "fortress", "customs_house", "city_hall"]
)
def test_large_building_scores_4_unoccupied_but_no_bonus(name):
    s = blank(4)
    building(s, ANNA, name, colonists=0)
    vp(s, ANNA, 12)
    plantation(s, ANNA, "corn", count=2)
    b = score_breakdown(s)[ANNA]
    assert b.buildings == 4 and b.bonuses == {} and b.total == 12 + 4
    check(s)
