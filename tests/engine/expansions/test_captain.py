"""The Captain phase with the 1897 expansions: union hall, royal supplier, small wharf,
lighthouse, library (the captain's privilege) and the storehouse at storage.

Source: 000, expansion I "Die neuen Gebäude" (Lagerhalle, Kleine Werft, Leuchtturm,
Verlagshaus, Versammlungshalle with its two examples) and expansion II "Die Bürger"
(Versorgungsamt).  Each position is set up by hand from the game's own supplies, so
that conservation holds; after every step the state is checked for conservation, for
consistency and for a lossless round trip through JSON.
"""

from __future__ import annotations

import pytest

from puertorico_qt.engine import rules
from puertorico_qt.engine.consistency import consistency_problems
from puertorico_qt.engine.data import BUILDING_INDEX, Role
from puertorico_qt.engine.phases.storehouse import storage_outcome
from puertorico_qt.engine.reasons import Reason, Why
from puertorico_qt.engine.state import GameState, Phase

from .kit import (
    ANNA,
    BENNO,
    CLARA,
    DONNI,
    LARGE,
    act,
    build,
    choose,
    goods,
    goods_of,
    legal,
    load,
    table,
    why,
)

_BASE = ("small_market", "hacienda", "construction_hut", "hospice", "office", "large_market")
#: Both wharves, the harbor, the lighthouse, the library and the storehouse.
WHARVES = (*_BASE, "storehouse", "small_wharf", "lighthouse", "harbor", "library", "wharf", *LARGE)
#: The union hall, with both warehouses.
UNION = (
    *_BASE, "small_warehouse", "large_warehouse", "factory", "harbor", "university",
    "union_hall", *LARGE,
)  # fmt: skip
#: The storehouse with the large warehouse.
STOREHOUSE = (
    *_BASE, "storehouse", "large_warehouse", "lighthouse", "harbor", "library", "wharf", *LARGE
)  # fmt: skip


# ------------------------------------------------------------------ positions


def nobles_in_san_juan(s: GameState, seat: int, n: int) -> None:
    s.noble_supply -= n
    s.players[seat].nobles += n
    s.players[seat].san_juan += n
    s._legal = None


def block(s: GameState, *kinds: str) -> None:
    """Each cargo ship carries one of ``kinds``, one barrel short of full (full ships
    are emptied before the next role): the other kinds find no ship."""
    for cap, name in zip(s.ship_cap, kinds, strict=True):
        load(s, cap, name, cap - 1)


def choose_captain(s: GameState, seat: int) -> None:
    """``seat`` is the governor and takes the captain as the round's first role."""
    choose(s, seat, Role.CAPTAIN)


# ------------------------------------------------------------------ union hall


@pytest.mark.parametrize(
    ("barrels", "vp"),
    [
        ({"corn": 3, "indigo": 2, "coffee": 1}, 2),  # example 1: 3 corn, 2 fruit, 1 coffee
        ({"corn": 4, "coffee": 2}, 3),  # example 2: 4 corn, 2 coffee
    ],
)
def test_union_hall_examples(barrels, vp):
    s = table(UNION)
    build(s, BENNO, "union_hall")
    goods(s, BENNO, **barrels)
    assert rules.union_hall_vp(s.players[BENNO]) == vp
    choose_captain(s, ANNA)  # Benno is not the captain: his pairs count all the same
    assert s.players[BENNO].vp == vp
    assert goods_of(s, BENNO) == barrels  # counted, not given away
    assert s.players[ANNA].vp == 0


def test_union_hall_counts_before_any_shipment():
    s = table(UNION)
    build(s, ANNA, "union_hall")
    goods(s, ANNA, corn=2)
    goods(s, BENNO, indigo=1)
    choose_captain(s, ANNA)
    assert s.players[ANNA].vp == 1 and s.current == ANNA
    act(s, "ship corn 5")
    assert s.players[ANNA].vp == 1 + 2 + 1  # the pair, two barrels, the captain's bonus


def test_union_hall_does_nothing_unmanned_or_without_pairs():
    s = table(UNION)
    build(s, ANNA, "union_hall", colonists=0)
    build(s, CLARA, "union_hall")
    goods(s, ANNA, corn=4)
    goods(s, CLARA, corn=1, indigo=1, sugar=1)
    goods(s, BENNO, coffee=2)  # no union hall at all
    choose_captain(s, DONNI)
    assert [p.vp for p in s.players] == [0, 0, 0, 0]


def test_union_hall_chips_running_out_end_the_game():
    s = table(UNION)
    build(s, BENNO, "union_hall")
    goods(s, BENNO, corn=4)
    s.players[CLARA].vp, s.vp_supply = s.vp_supply - 1, 1
    choose_captain(s, ANNA)
    assert s.vp_supply == -1 and s.end_triggered


def test_union_hall_makes_the_captain_worth_choosing():
    s = table(UNION)
    build(s, ANNA, "union_hall")
    block(s, "sugar", "tobacco", "coffee")  # no ship takes corn or indigo
    goods(s, ANNA, corn=1, indigo=1)
    card = s.role_cards.index(Role.CAPTAIN)
    assert rules.idle_role(s, ANNA, card) == Reason(Why.IDLE_NO_SHIP_TAKES)
    goods(s, ANNA, corn=1)
    assert rules.idle_role(s, ANNA, card) is None


# ------------------------------------------------------------------ royal supplier


def test_royal_supplier_different_kinds_one_per_noble():
    s = table(WHARVES)
    build(s, BENNO, "royal_supplier", colonists=0, nobles=1)
    nobles_in_san_juan(s, BENNO, 1)  # two nobles in all
    goods(s, BENNO, corn=3, sugar=1, coffee=2)
    choose_captain(s, ANNA)
    assert s.phase == Phase.ROYAL_SUPPLIER and s.current == BENNO
    assert legal(s) == {
        "pass", "supply corn", "supply sugar", "supply coffee",
        "supply corn,sugar", "supply corn,coffee", "supply sugar,coffee",
    }  # fmt: skip
    assert why(s, "supply corn,sugar,coffee") == Reason(
        Why.SUPPLY_PER_NOBLE, {"building": BUILDING_INDEX["royal_supplier"]}
    )
    assert why(s, "supply indigo") == Reason(Why.NO_SUCH_GOOD, {"good": 1})
    act(s, "supply corn,coffee")
    assert s.players[BENNO].vp == 2  # a VP each, no harbor, no captain's bonus
    assert goods_of(s, BENNO) == {"corn": 2, "sugar": 1, "coffee": 1}
    assert s.phase == Phase.CAPTAIN and s.current == BENNO  # Anna had nothing to ship


def test_royal_supplier_question_is_checked_when_loaded():
    s = table(WHARVES)
    build(s, BENNO, "royal_supplier", colonists=0, nobles=1)
    goods(s, BENNO, corn=1)
    choose_captain(s, ANNA)
    assert s.phase == Phase.ROYAL_SUPPLIER and s.asked == 1 << BENNO
    s.asked = 1 << CLARA  # Clara has no royal supplier, and Benno is the one asked
    problems = consistency_problems(s)
    assert any("asked" in p for p in problems)
    s = table(WHARVES)
    build(s, BENNO, "small_wharf")
    goods(s, BENNO, corn=2)
    block(s, "indigo", "sugar", "tobacco")
    choose_captain(s, ANNA)
    act(s, "small-wharf corn")
    assert s.phase == Phase.SMALL_WHARF and s.small_wharf_load == 1
    s.small_wharf_load = 0
    assert any("small_wharf_load" in p for p in consistency_problems(s))


def test_royal_supplier_asks_at_each_owners_first_turn_after_the_union_hall():
    """Rulebook 000, Versorgungsamt and Versammlungshalle: both act the first time their
    owner is up in the Captain phase, before his first shipment, so an owner who is not
    the captain decides after seeing the shipments of the players before him."""
    s = table(UNION)
    for seat in (ANNA, CLARA):
        build(s, seat, "royal_supplier")  # manned by a colonist: it works all the same
        nobles_in_san_juan(s, seat, 1)
    build(s, ANNA, "union_hall")
    goods(s, ANNA, corn=2)
    goods(s, CLARA, sugar=1)
    before = s.clone()
    choose_captain(s, CLARA)  # turn order from the captain: Clara, Anna, Benno
    assert s.phase == Phase.ROYAL_SUPPLIER and s.current == CLARA
    assert s.players[ANNA].vp == 0  # her turn has not come yet
    assert rules.first_turns_between(before, s, captain_chosen=True) == [CLARA]
    before = s.clone()
    act(s, "pass")
    assert s.phase == Phase.CAPTAIN and s.current == CLARA  # now she ships
    assert rules.first_turns_between(before, s, captain_chosen=False) == []
    before = s.clone()
    act(s, min(legal(s)))  # her sugar onto one of the ships it fits best
    assert s.current == ANNA and s.phase == Phase.ROYAL_SUPPLIER
    assert rules.first_turns_between(before, s, captain_chosen=False) == [ANNA]
    assert s.players[ANNA].vp == 1  # her pair counted before she is asked
    assert 2 in s.ship_good  # sugar (good 2): Clara's sugar sails already
    act(s, "supply corn")
    assert s.players[ANNA].vp == 2 and goods_of(s, ANNA) == {"corn": 1}
    assert s.phase == Phase.CAPTAIN and s.current == ANNA and s.asked == 0
    act(s, min(legal(s)))  # she ships her last corn
    assert s.players[ANNA].vp == 3  # the union hall counted once only


def test_royal_supplier_does_not_ask_without_noble_or_worker():
    s = table(WHARVES)
    build(s, ANNA, "royal_supplier")  # manned, but Anna has no noble
    goods(s, ANNA, corn=1)
    build(s, BENNO, "royal_supplier", colonists=0)  # unmanned
    nobles_in_san_juan(s, BENNO, 1)
    goods(s, BENNO, corn=1)
    choose_captain(s, ANNA)
    assert s.phase == Phase.CAPTAIN and s.current == ANNA
    assert [p.vp for p in s.players] == [0, 0, 0, 0]


def test_royal_supplier_does_not_ask_without_goods():
    s = table(WHARVES)
    build(s, ANNA, "royal_supplier", colonists=0, nobles=1)
    choose_captain(s, ANNA)
    assert s.phase == Phase.ROLE  # nobody had anything: the phase went by
    assert s.players[ANNA].vp == 0


def test_royal_supplier_makes_the_captain_worth_choosing():
    s = table(WHARVES)
    block(s, "indigo", "sugar", "tobacco")  # no ship takes corn
    goods(s, ANNA, corn=1)
    build(s, ANNA, "royal_supplier")
    card = s.role_cards.index(Role.CAPTAIN)
    assert rules.idle_role(s, ANNA, card) == Reason(Why.IDLE_NO_SHIP_TAKES)  # no noble
    nobles_in_san_juan(s, ANNA, 1)
    assert rules.idle_role(s, ANNA, card) is None


# ------------------------------------------------------------------ small wharf


def test_small_wharf_mixed_kinds_half_vp_need_not_ship_all():
    s = table(WHARVES)
    build(s, BENNO, "small_wharf")
    goods(s, BENNO, corn=3, sugar=2, coffee=1)
    goods(s, ANNA, indigo=1)
    load(s, 5, "indigo", 1)  # Anna's indigo must go there
    choose_captain(s, ANNA)
    assert s.current == BENNO
    assert {"small-wharf corn", "small-wharf sugar", "small-wharf coffee"} <= legal(s)
    assert "pass" not in legal(s)  # the cargo ships take his goods: he must ship
    supply = list(s.goods_supply)
    act(s, "small-wharf corn")
    assert s.phase == Phase.SMALL_WHARF
    assert legal(s) == {"pass", "small-wharf corn", "small-wharf sugar", "small-wharf coffee"}
    act(s, "small-wharf corn", "small-wharf sugar")
    assert legal(s) == {"pass", "small-wharf sugar", "small-wharf coffee"}
    assert why(s, "small-wharf corn") == Reason(
        Why.SMALL_WHARF_ORDER, {"good": 0, "building": BUILDING_INDEX["small_wharf"]}
    )
    assert why(s, "small-wharf indigo") == Reason(Why.NO_SUCH_GOOD, {"good": 1})
    assert rules.small_wharf_shipment(s, BENNO, s.small_wharf_load) == (3, 1, 0)
    act(s, "small-wharf coffee")  # nothing later left: the shipment sails by itself
    assert s.players[BENNO].vp == 2  # four barrels: two VP
    assert goods_of(s, BENNO) == {"corn": 1, "sugar": 1}  # a corn and a sugar stay home
    assert s.goods_supply == [supply[0] + 2, supply[1], supply[2] + 1, supply[3], supply[4] + 1]
    assert s.small_wharf_used == 1 << BENNO
    assert s.phase == Phase.CAPTAIN and s.current == BENNO  # the others had nothing
    assert not any(a.startswith("small-wharf") for a in legal(s))


def test_small_wharf_one_barrel_earns_nothing_but_the_harbor():
    s = table(WHARVES)
    build(s, BENNO, "small_wharf")
    build(s, BENNO, "harbor")
    goods(s, BENNO, corn=1)
    block(s, "indigo", "sugar", "tobacco")
    choose_captain(s, ANNA)
    assert s.current == BENNO and legal(s) == {"pass", "small-wharf corn"}
    act(s, "small-wharf corn")  # the only barrel: the shipment sails by itself
    assert s.players[BENNO].vp == 1  # 1 // 2, and the harbor's 1
    assert s.phase == Phase.ROLE


def test_small_wharf_gets_the_captains_bonus_doubled_and_the_lighthouse_coins():
    s = table(WHARVES)
    for name in ("small_wharf", "library", "lighthouse"):
        build(s, ANNA, name)
    goods(s, ANNA, corn=2, sugar=2)
    block(s, "indigo", "tobacco", "coffee")  # no ship takes corn or sugar
    choose_captain(s, ANNA)
    assert s.players[ANNA].doubloons == 1  # the lighthouse's coin for the captain
    act(s, "small-wharf corn", "small-wharf corn", "small-wharf sugar", "small-wharf sugar")
    assert s.players[ANNA].vp == 2 + 2  # 4 barrels: 2, and the captain's bonus doubled
    assert s.players[ANNA].doubloons == 2  # and the lighthouse's coin for the shipment


@pytest.mark.parametrize(
    ("first", "second"),
    [("ship corn wharf", "small-wharf sugar"), ("small-wharf sugar", "ship corn wharf")],
)
def test_both_wharves_in_either_order(first, second):
    s = table(WHARVES)
    build(s, BENNO, "small_wharf")
    build(s, BENNO, "wharf")
    goods(s, BENNO, corn=3, sugar=2)
    block(s, "indigo", "tobacco", "coffee")  # no ship takes corn or sugar
    choose_captain(s, ANNA)
    assert s.current == BENNO
    act(s, first)
    if s.phase == Phase.SMALL_WHARF:
        act(s, "small-wharf sugar")  # the second sugar; then it sails by itself
    assert s.current == BENNO  # everybody else passed
    assert legal(s) == {"pass", second}  # each wharf once per phase
    if second.startswith("ship"):
        assert why(s, "small-wharf corn") == Reason(
            Why.WHARF_USED, {"building": BUILDING_INDEX["small_wharf"], "role": Role.CAPTAIN}
        )
    act(s, second)
    if s.phase == Phase.SMALL_WHARF:
        act(s, "small-wharf sugar")
    assert goods_of(s, BENNO) == {}
    assert s.players[BENNO].vp == 3 + 1
    assert s.phase == Phase.ROLE  # nobody can ship: storage, then the next role


def test_small_wharf_is_optional_and_once_per_phase():
    s = table(WHARVES)
    build(s, BENNO, "small_wharf")
    goods(s, BENNO, corn=2)
    block(s, "indigo", "sugar", "tobacco")
    choose_captain(s, ANNA)
    assert legal(s) == {"pass", "small-wharf corn"}
    act(s, "small-wharf corn", "pass")  # one of two barrels, for no VP
    assert s.players[BENNO].vp == 0
    # used: nobody can ship any more, the phase ends; the other corn is kept
    assert s.phase == Phase.ROLE and s.small_wharf_used == 0
    assert goods_of(s, BENNO) == {"corn": 1}


def test_small_wharf_not_owned_or_unmanned():
    s = table(WHARVES)
    build(s, BENNO, "small_wharf", colonists=0)
    goods(s, BENNO, corn=2)
    block(s, "indigo", "sugar", "tobacco")
    card = s.role_cards.index(Role.CAPTAIN)
    assert rules.idle_role(s, BENNO, card) == Reason(Why.IDLE_NO_SHIP_TAKES)
    build(s, ANNA, "wharf")
    goods(s, ANNA, coffee=1)
    choose_captain(s, ANNA)
    assert legal(s) == {"pass", "ship coffee wharf"}
    assert why(s, "small-wharf coffee") == Reason(
        Why.NO_WHARF, {"building": BUILDING_INDEX["small_wharf"]}
    )
    act(s, "pass")
    assert s.phase == Phase.ROLE  # Benno's unmanned small wharf offered nothing


# ------------------------------------------------------------------ lighthouse, library


def test_lighthouse_coins_for_every_shipment_without_being_captain():
    s = table(WHARVES)
    build(s, BENNO, "lighthouse")
    goods(s, BENNO, corn=1, sugar=1)
    goods(s, ANNA, indigo=1)
    load(s, 5, "indigo", 1)
    load(s, 6, "corn", 1)
    load(s, 7, "sugar", 1)
    choose_captain(s, ANNA)  # Anna's indigo is forced onto the 5-ship
    assert s.current == BENNO
    act(s, "ship corn 6")  # his sugar follows, forced, in his next turn
    assert s.phase == Phase.ROLE
    assert s.players[BENNO].doubloons == 2
    assert s.players[ANNA].doubloons == 0


def test_lighthouse_coin_for_the_captain_without_shipping():
    s = table(WHARVES)
    build(s, ANNA, "lighthouse")
    card = s.role_cards.index(Role.CAPTAIN)
    assert rules.idle_role(s, ANNA, card) is None  # no goods, but the coin
    choose_captain(s, ANNA)
    assert s.players[ANNA].doubloons == 1
    assert s.phase == Phase.ROLE  # nobody had anything to ship


def test_lighthouse_unmanned_gives_nothing():
    s = table(WHARVES)
    build(s, ANNA, "lighthouse", colonists=0)
    goods(s, ANNA, corn=1)
    load(s, 5, "corn", 1)
    choose_captain(s, ANNA)
    assert s.players[ANNA].vp == 2 and s.phase == Phase.ROLE
    assert s.players[ANNA].doubloons == 0


def test_library_doubles_the_captains_first_shipment_bonus():
    s = table(WHARVES)
    build(s, ANNA, "library")
    build(s, BENNO, "library")
    goods(s, ANNA, corn=2, indigo=1)
    goods(s, BENNO, sugar=1)
    choose_captain(s, ANNA)
    assert rules.shipment(s, ANNA, 0, 0).vp == 2 + 2
    act(s, "ship corn 5")
    assert s.players[ANNA].vp == 4
    assert rules.shipment(s, ANNA, 1, 2).vp == 1  # the bonus is for the first shipment
    act(s, "ship sugar 6")
    assert s.players[BENNO].vp == 1  # his library: he is not the captain
    assert s.players[ANNA].vp == 5  # her indigo followed, forced


def test_library_unmanned_gives_the_plain_bonus():
    s = table(WHARVES)
    build(s, ANNA, "library", colonists=0)
    goods(s, ANNA, corn=1)
    load(s, 5, "corn", 1)
    choose_captain(s, ANNA)
    assert s.players[ANNA].vp == 2


# ------------------------------------------------------------------ storehouse


def test_storehouse_keeps_four_loose_barrels():
    s = table(STOREHOUSE)
    build(s, BENNO, "storehouse")
    goods(s, BENNO, corn=3, indigo=2, sugar=2)
    block(s, "tobacco", "coffee", "sugar")  # room for one sugar
    assert rules.loose_barrels_kept(s.players[BENNO]) == 4
    assert rules.loose_barrels_kept(s.players[ANNA]) == 1
    choose_captain(s, ANNA)  # Benno's one sugar that fits is shipped, forced
    assert s.phase == Phase.STORAGE and s.current == BENNO
    assert goods_of(s, BENNO) == {"corn": 3, "indigo": 2, "sugar": 1}
    assert legal(s) == {
        "store keep corn,corn,corn,indigo",
        "store keep corn,corn,corn,sugar",
        "store keep corn,corn,indigo,indigo",
        "store keep corn,corn,indigo,sugar",
        "store keep corn,indigo,indigo,sugar",
    }
    act(s, "store keep corn,corn,indigo,sugar")
    assert goods_of(s, BENNO) == {"corn": 2, "indigo": 1, "sugar": 1}


def test_storehouse_keeps_what_there_is_when_fewer_than_four():
    s = table(STOREHOUSE)
    build(s, BENNO, "storehouse")
    goods(s, BENNO, corn=2, indigo=1)
    block(s, "sugar", "tobacco", "coffee")
    choose_captain(s, ANNA)  # one choice only: it is made by itself
    assert s.phase == Phase.ROLE
    assert goods_of(s, BENNO) == {"corn": 2, "indigo": 1}


def test_storehouse_with_a_warehouse_lists_each_outcome_once():
    s = table(STOREHOUSE)
    build(s, BENNO, "storehouse")
    build(s, BENNO, "large_warehouse")
    goods(s, BENNO, corn=6, indigo=3, sugar=2, coffee=1)
    block(s, "corn", "indigo", "sugar")  # room for one of each; none for coffee
    choose_captain(s, ANNA)
    act(s, "ship corn 5", "ship indigo 6")  # and the sugar follows, forced
    assert s.phase == Phase.STORAGE and s.current == BENNO
    p = s.players[BENNO]
    outcomes = [storage_outcome(p, a) for a in s.legal_actions()]
    assert None not in outcomes and len(set(outcomes)) == len(outcomes)
    assert rules.storage_action(s, (0, 0, 0, 0, 0)) is None  # not offered: keep all you may
    everything = rules.storage_action(s, (5, 2, 1, 0, 1))
    assert everything is not None
    assert s.format_action(everything) == "store corn,indigo keep sugar,coffee"
    assert why(s, "store corn,sugar keep indigo,indigo,coffee") == Reason(
        Why.STORE_WRITTEN_OTHERWISE
    )
    assert why(s, "store corn keep indigo") == Reason(
        Why.STOREHOUSE_RULE, {"building": BUILDING_INDEX["storehouse"]}
    )
    act(s, "store corn,indigo keep sugar,coffee")
    assert goods_of(s, BENNO) == {"corn": 5, "indigo": 2, "sugar": 1, "coffee": 1}


def test_storehouse_unmanned_keeps_one_barrel():
    s = table(STOREHOUSE)
    build(s, BENNO, "storehouse", colonists=0)
    goods(s, BENNO, corn=3, indigo=2)
    block(s, "sugar", "tobacco", "coffee")
    choose_captain(s, ANNA)
    assert legal(s) == {"store keep corn", "store keep indigo"}
    assert why(s, "store keep corn,corn") == Reason(Why.STORAGE_RULE)
    act(s, "store keep corn")
    assert goods_of(s, BENNO) == {"corn": 1}


def test_the_captains_single_barrel_on_the_small_wharf_earns_only_his_bonus():
    """Half a VP rounds down to none: the captain's first shipment may earn him just his
    bonus VP, and a saved game there must load (consistency once asked for 2 VP)."""
    s = table(WHARVES)
    build(s, ANNA, "small_wharf")
    goods(s, ANNA, corn=1)
    goods(s, BENNO, sugar=1)  # the phase goes on after Anna's shipment
    choose_captain(s, ANNA)
    act(s, "small-wharf corn")  # it sails at once; ``act`` checks consistency, JSON
    assert s.phase == Phase.CAPTAIN and s.current == BENNO and s.captain_shipped
    assert s.players[ANNA].vp == 1


#: The union hall and the lighthouse with the guest house.
GUESTS = (
    "small_market", "hacienda", "construction_hut", "small_warehouse", "guest_house", "office",
    "large_market", "large_warehouse", "lighthouse", "harbor", "university", "union_hall",
    *LARGE,
)  # fmt: skip


def test_a_guest_may_man_the_union_hall_and_the_lighthouse_as_the_phase_starts():
    """Rulebook 000, Bohio: guests move at the start, during or at the end of a phase.
    The union hall pays at its owner's first turn and the lighthouse the captain as the
    phase starts, before either decides anything, so the phase opens with a window for
    the guest holders who could man them (from the captain on); nobody else is asked."""
    s = table(GUESTS)
    build(s, ANNA, "guest_house", colonists=1)
    build(s, ANNA, "union_hall", colonists=0)
    goods(s, ANNA, corn=2, sugar=2)
    build(s, CLARA, "guest_house", colonists=2)
    build(s, CLARA, "lighthouse", colonists=0)
    build(s, BENNO, "small_market", colonists=0)
    goods(s, CLARA, indigo=1)
    before = s.clone()
    choose_captain(s, CLARA)
    assert s.phase == Phase.GUESTS and s.role == Role.CAPTAIN
    assert s.current == CLARA and s.asked == 1 << ANNA | 1 << CLARA
    assert rules.first_turns_between(before, s, captain_chosen=True) == []
    assert not rules.turns_began_between(before, s, captain_chosen=True)  # the window
    act(s, "guest lighthouse")  # her second guest has nowhere left to go
    assert s.phase == Phase.GUESTS and s.current == ANNA and s.players[ANNA].vp == 0
    before = s.clone()
    act(s, "guest union_hall")  # the window closes: the captain's turn; Anna's hall waits
    assert s.phase == Phase.CAPTAIN and s.current == CLARA
    assert s.players[CLARA].doubloons == 1  # the lighthouse, manned in time
    assert s.players[ANNA].vp == 0
    assert rules.first_turns_between(before, s, captain_chosen=False) == []
    assert rules.turns_began_between(before, s, captain_chosen=False)
    assert rules.lighthouse_start_doubloons(s.players[CLARA]) == 1
    act(s, min(legal(s)))  # Clara ships her indigo
    assert s.current == ANNA and s.players[ANNA].vp == 2  # a pair of corn, one of sugar


def test_no_window_at_the_captains_start_when_no_guest_would_matter():
    s = table(GUESTS)
    build(s, ANNA, "guest_house", colonists=1)
    build(s, ANNA, "union_hall", colonists=1)  # manned already
    build(s, BENNO, "guest_house", colonists=1)
    build(s, BENNO, "lighthouse", colonists=0)  # not the captain: it pays per shipment
    build(s, CLARA, "small_market", colonists=0)  # no guest house: no guest to move
    goods(s, CLARA, indigo=1)
    choose_captain(s, CLARA)
    assert s.phase == Phase.CAPTAIN and s.current == CLARA
