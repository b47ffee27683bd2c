"""An illegal action is refused with a reason that names the rule, and the state is kept."""

from __future__ import annotations

import pytest

from puertorico_qt.engine import IllegalActionError

from .positions import (
    ANNA,
    BENNO,
    act,
    blank,
    building,
    choose,
    doubloons,
    fill_city,
    goods,
    quarry,
    refusal,
    ship,
    trading_house,
)


def refused(s, text: str) -> str:
    return str(refusal(s, text))


def test_role_already_taken():
    s = blank(4)
    choose(s, ANNA, "prospector")
    assert "already been taken" in refused(s, "role prospector")


def test_wrong_phase():
    s = blank(4)
    assert "choose a role" in refused(s, "build small_market")


def test_quarry_for_a_non_settler():
    s = blank(4)
    choose(s, ANNA, "settler")
    act(s, "pass")
    assert "only the settler" in refused(s, "take quarry")


def test_hacienda_only_once_and_only_occupied():
    s = blank(4)
    building(s, ANNA, "hacienda")
    building(s, BENNO, "hacienda", colonists=0)
    choose(s, ANNA, "settler")
    act(s, "hacienda")
    assert "once" in refused(s, "hacienda")
    act(s, "pass")
    assert "occupied hacienda" in refused(s, "hacienda")


def test_building_twice_or_too_expensive_or_no_room():
    s = blank(4)
    building(s, ANNA, "harbor", colonists=0)
    doubloons(s, ANNA, 5)
    choose(s, ANNA, "builder")
    assert "only once" in refused(s, "build harbor")
    assert "costs you 8 doubloons and you have 5" in refused(s, "build wharf")
    s2 = blank(4)
    fill_city(s2, ANNA, 11)
    doubloons(s2, ANNA, 20)
    choose(s2, ANNA, "builder")
    assert "two free city spaces" in refused(s2, "build fortress")


def test_quarry_discount_shows_in_the_price():
    s = blank(4)
    quarry(s, ANNA, count=2)
    doubloons(s, ANNA, 2)
    choose(s, ANNA, "builder")
    # 8, less 1 for the builder, less 2 for two quarries (the university allows three)
    assert "costs you 5 doubloons and you have 2" in refused(s, "build university")


def test_trading_house_rules():
    s = blank(4)
    trading_house(s, "sugar")
    goods(s, ANNA, sugar=1, corn=1)
    choose(s, ANNA, "trader")
    assert "only an office" in refused(s, "sell sugar")
    assert "you have no coffee" in refused(s, "sell coffee")


def test_captain_rules():
    s = blank(4)
    ship(s, 6, "corn", 3)
    goods(s, ANNA, corn=2, sugar=6)
    choose(s, ANNA, "captain")
    assert "must ship" in refused(s, "pass")
    assert "as much sugar as possible" in refused(s, "ship sugar 5")
    assert "another ship already carries corn" in refused(s, "ship corn 7")
    assert "no occupied wharf" in refused(s, "ship corn wharf")


def test_ids_outside_the_layout():
    from puertorico_qt.engine import actions as A

    s = blank(4)
    # below and above the layout, and ids a kind keeps as room to grow (a seventh tile kind)
    for a in (-1, A.N_ACTIONS, 10_000, A.TAKE + 6, A.TAKE + 7):
        with pytest.raises(IllegalActionError, match="not an action"):
            s.apply(a)
