"""The Captain phase exactly as printed.

Source: 001 "DER KAPITÄN" with "Lieferbedingungen", "Siegpunkte", "Lagerung" and the
Hinweise (000 "Der Kapitän (Lieferphase ...)" says the same). The rulebook's own worked
example is in ``test_examples.py``; the wharf and harbor in ``test_buildings.py``.
"""

from __future__ import annotations

import pytest

from puertorico_qt.engine import IllegalActionError, Phase
from puertorico_qt.engine.actions import PASS

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
    goods,
    goods_of,
    legal,
    moves,
    plantation,
    role_cards_back,
    ship,
    ship_state,
    who,
)


def test_a_player_who_can_ship_must_ship():
    s = blank(4)
    goods(s, ANNA, corn=1, coffee=2)
    choose(s, ANNA, "captain")
    assert PASS not in s.legal_actions()
    before = s.to_dict()
    with pytest.raises(IllegalActionError, match="must ship"):
        s.apply(PASS)
    assert s.to_dict() == before


def test_shipping_is_compulsory_even_with_a_wharf():
    s = blank(4)
    building(s, ANNA, "wharf")
    goods(s, ANNA, corn=1)
    choose(s, ANNA, "captain")
    assert legal(s) == {"ship corn 5", "ship corn 6", "ship corn 7", "ship corn wharf"}


def test_one_kind_per_turn():
    s = blank(4)
    goods(s, ANNA, corn=1, coffee=2)
    goods(s, BENNO, sugar=1)
    choose(s, ANNA, "captain")
    act(s, "ship coffee 5")
    assert who(s) == "Benno"  # Anna's corn waits for her next turn
    assert goods_of(s, ANNA) == {"corn": 1}


def test_as_many_barrels_as_fit():
    s = blank(4)
    ship(s, 5, "corn", 3)
    goods(s, BENNO, corn=4, indigo=1)
    choose(s, ANNA, "captain")
    # No action loads fewer barrels than fit: one "ship corn 5" loads two.
    act(s, "ship corn 5")
    assert ship_state(s)[5] == ("corn", 5)
    assert s.players[BENNO].vp == 2


@pytest.mark.parametrize(
    ("barrels", "ships"),
    [
        (3, {5, 6, 7}),  # every ship takes all three: free choice
        (5, {5, 6, 7}),
        (6, {6, 7}),  # the 5-ship would leave one barrel behind
        (7, {7}),
        (9, {7}),  # none takes all nine: the one that takes the most
    ],
)
def test_the_ship_that_takes_the_most(barrels, ships):
    # 001 "Lieferbedingungen": with several ships to choose from, the player must use one
    # big enough; among ships that take equally many he may choose.
    s = blank(4)
    goods(s, ANNA, sugar=barrels, corn=1)  # the corn keeps the sugar from being forced
    choose(s, ANNA, "captain")
    assert {a for a in legal(s) if "sugar" in a} == {f"ship sugar {cap}" for cap in ships}


def test_a_partly_loaded_ship_of_another_kind_does_not_count():
    s = blank(4)
    ship(s, 7, "coffee", 1)
    goods(s, ANNA, sugar=6, corn=1)
    choose(s, ANNA, "captain")
    assert legal(s) == {"ship sugar 6", "ship corn 5", "ship corn 6"}


def test_a_kind_already_on_a_ship_only_goes_on_that_ship():
    s = blank(4)
    ship(s, 6, "corn", 3)
    goods(s, ANNA, corn=2, indigo=1)
    choose(s, ANNA, "captain")
    assert {a for a in legal(s) if "corn" in a} == {"ship corn 6"}  # not the empty 5 or 7
    with pytest.raises(IllegalActionError, match="another ship already carries corn"):
        s.apply(s.parse_action("ship corn 7"))


def test_a_kind_on_a_full_ship_cannot_be_shipped_at_all():
    s = blank(4)
    ship(s, 5, "corn", 5)
    goods(s, BENNO, corn=2)
    goods(s, CLARA, indigo=1)
    log = choose(s, ANNA, "captain")
    log += act(s, "ship indigo 6")
    assert "Benno: pass" in moves(s, log)
    assert s.players[BENNO].vp == 0


def test_no_two_ships_carry_the_same_kind():
    s = blank(4)
    ship(s, 5, "corn", 4)
    goods(s, ANNA, corn=3)
    choose(s, ANNA, "captain")
    # One fits on the corn ship; the other two may not go onto an empty ship, so one
    # is kept and one goes back to the supply.
    assert s.phase == Phase.ROLE
    assert goods_of(s, ANNA) == {"corn": 1}
    assert ship_state(s) == {5: None, 6: None, 7: None}  # the full corn ship was emptied
    assert s.players[ANNA].vp == 1 + 1


def test_a_ship_takes_one_kind_only():
    s = blank(4)
    ship(s, 7, "coffee", 1)
    goods(s, ANNA, corn=1, sugar=1)
    choose(s, ANNA, "captain")
    with pytest.raises(IllegalActionError, match="carries coffee"):
        s.apply(s.parse_action("ship corn 7"))


def test_the_phase_goes_round_the_table_until_nobody_can_ship():
    s = blank(4)
    goods(s, ANNA, corn=1, indigo=1, sugar=1)
    goods(s, CLARA, coffee=2)
    choose(s, ANNA, "captain")
    log = act(s, "ship corn 5")
    log += act(s, "ship coffee 6")
    assert legal(s) == {"ship indigo 7", "ship sugar 7"}
    log += act(s, "ship indigo 7")
    assert moves(s, log) == [
        "Anna: ship corn 5",
        "Benno: pass",
        "Clara: ship coffee 6",
        "Donni: pass",
        "Anna: ship indigo 7",  # second lap: her indigo; the 6-ship now has coffee
        "Benno: pass",
        "Clara: pass",
        "Donni: pass",
        "Anna: pass",  # her sugar has no ship: every ship carries another kind
        "Anna: store keep sugar",
        "Benno: store",
        "Clara: store",
        "Donni: store",
    ]
    assert s.players[ANNA].vp == 1 + 1 + 1
    check(s)


def test_storage_the_player_chooses_which_barrel_to_keep():
    s = blank(4)
    ship(s, 5, "indigo", 5)
    ship(s, 6, "sugar", 6)
    ship(s, 7, "corn", 7)
    goods(s, BENNO, corn=1, indigo=3)
    choose(s, ANNA, "captain")
    assert who(s) == "Benno" and s.phase == Phase.STORAGE
    assert legal(s) == {"store keep corn", "store keep indigo"}
    act(s, "store keep indigo")
    assert goods_of(s, BENNO) == {"indigo": 1}


def test_only_full_ships_are_emptied():
    s = blank(4)
    goods(s, ANNA, corn=5, coffee=2)
    choose(s, ANNA, "captain")
    act(s, "ship corn 5", "ship coffee 6")
    assert s.phase == Phase.ROLE
    assert ship_state(s) == {5: None, 6: ("coffee", 2), 7: None}
    # The next Captain phase finds the coffee ship as it was.
    role_cards_back(s)
    goods(s, BENNO, coffee=1, sugar=5)
    choose(s, BENNO, "captain")
    assert legal(s) == {"ship coffee 6", "ship sugar 5", "ship sugar 7"}


def test_goods_are_only_checked_for_storage_after_the_captain():
    # 001 "DER KAPITÄN", Hinweise: only at the end of a Captain phase, not after others.
    s = blank(4)
    plantation(s, ANNA, "corn", count=3)
    choose(s, ANNA, "craftsman")
    act(s, "bonus corn")
    assert goods_of(s, ANNA) == {"corn": 4}
    choose(s, BENNO, "prospector")
    assert goods_of(s, ANNA) == {"corn": 4}


def test_captain_phase_with_two_players_uses_two_ships():
    s = blank(2)
    goods(s, ANNA, corn=6, sugar=2)
    choose(s, ANNA, "captain")
    assert legal(s) == {"ship corn 6", "ship sugar 4", "ship sugar 6"}


def test_vp_are_one_per_barrel_whatever_the_kind():
    s = blank(4)
    ship(s, 5, "corn", 1)
    ship(s, 6, "coffee", 1)
    goods(s, BENNO, corn=2)
    goods(s, CLARA, coffee=2)
    choose(s, ANNA, "captain")
    assert [p.vp for p in s.players] == [0, 2, 2, 0]
    assert goods_of(s, DONNI) == {}
