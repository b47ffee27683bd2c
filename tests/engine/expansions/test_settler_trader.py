"""The Settler and Trader phases (and the prospector) with the 1897 expansions: the
forest house, the library's double privilege, the hunting lodge, the land office, the
trading post — and what a seat may see of the forests.

Source: 000, expansion I "Die neuen Gebäude" (Holzlager with its notes on the
hacienda, the library and the hospice; Handelsposten; Verlagshaus with its note) and
expansion II "Die Bürger" (Katasteramt with its notes, Parkbehörde).  Each position is
set up by hand from the game's own supplies, so that conservation holds; after every
step the state is checked for conservation, for consistency and for a lossless round
trip through JSON.
"""

from __future__ import annotations

import random

import pytest

from puertorico_qt import engine
from puertorico_qt.engine import GameConfig, NotationError, rules
from puertorico_qt.engine.data import (
    CONSTRUCTION_HUT,
    FOREST_HOUSE,
    GOOD_NAMES,
    LAND_OFFICE,
    QUARRY,
    TRADING_POST,
    Role,
)
from puertorico_qt.engine.reasons import Reason, Why
from puertorico_qt.engine.state import GameState, Phase

from ..positions import take_tile
from .kit import ANNA, BENNO, CLARA, DONNI, LARGE, act, build, choose, goods, legal, verify, why
from .kit import table as kit_table

CORN, INDIGO, SUGAR, TOBACCO, COFFEE = range(5)

#: Hacienda and forest house; the trading post beside the large market; the library.
FORESTS = (
    "small_market", "hacienda", "forest_house", "small_warehouse", "hospice", "trading_post",
    "large_market", "large_warehouse", "factory", "library", "harbor", "wharf", *LARGE,
)  # fmt: skip
#: The construction hut and the forest house; the library.
HUT = (
    "small_market", "construction_hut", "forest_house", "small_warehouse", "hospice", "office",
    "large_market", "large_warehouse", "factory", "library", "university", "wharf", *LARGE,
)  # fmt: skip


# ------------------------------------------------------------------ positions


def table(chosen: tuple[str, ...] = FORESTS, players: int = 4, seed: int = 0) -> GameState:
    """``kit.table`` with the forest house's set by default."""
    return kit_table(chosen, players, seed)


def plant(s: GameState, seat: int, kind: int, count: int = 1, occupied: int = 0) -> None:
    """``count`` tiles of ``kind`` on the island, ``occupied`` of them manned."""
    p = s.players[seat]
    for _ in range(count):
        take_tile(s, kind)
        p.plant[kind] += 1
    s.colonist_supply -= occupied
    p.plant_occ[kind] += occupied
    s._legal = None


def forest(s: GameState, seat: int, kind: int, count: int = 1) -> None:
    for _ in range(count):
        take_tile(s, kind)
        s.players[seat].forest[kind] += 1
    s._legal = None


def offer(s: GameState, **tiles: int) -> None:
    """The face-up plantations are exactly these."""
    for k in range(5):
        s.pile.extend([k] * s.offer[k])
        s.offer[k] = 0
    for name, n in tiles.items():
        k = GOOD_NAMES.index(name)
        for _ in range(n):
            s.pile.remove(k)
            s.offer[k] += 1
    s._legal = None


def on_top(s: GameState, kind: int) -> None:
    """A tile of ``kind`` on top of the face-down pile."""
    s.pile.remove(kind)
    s.pile.append(kind)
    s._legal = None


def house(s: GameState, *kinds: str) -> None:
    for name in kinds:
        g = GOOD_NAMES.index(name)
        s.goods_supply[g] -= 1
        s.house.append(g)
    s._legal = None


def finish_settler(s: GameState) -> None:
    """The players still to act pass (no hunting lodge in play)."""
    while s.phase == Phase.SETTLER:
        act(s, "pass")


# ------------------------------------------------------------------ forest house


def test_forest_house_lays_a_face_up_plantation_as_a_forest():
    s = table()
    build(s, ANNA, "forest_house")
    build(s, BENNO, "forest_house", colonists=0)  # owned, unmanned
    offer(s, corn=2, coffee=1, sugar=2)
    choose(s, ANNA, Role.SETTLER)
    assert legal(s) >= {"forest corn", "forest sugar", "forest coffee", "take coffee"}
    act(s, "forest coffee")
    anna = s.players[ANNA]
    assert anna.forest == [0, 0, 0, 0, 1] and anna.plant == [0] * 6
    assert (anna.forests(), anna.island_used(), s.offer[COFFEE]) == (1, 1, 0)
    assert rules.capacity(anna) == 1  # the forest house's circle: a forest takes no worker
    # Benno's forest house is not manned: his tile is a plantation.
    assert s.current == BENNO and not any(a.startswith("forest") for a in legal(s))
    assert why(s, "forest corn") == Reason(Why.FOREST_HOUSE_UNMANNED, {"building": FOREST_HOUSE})
    act(s, "take corn")
    # Clara owns none.
    assert why(s, "forest sugar") == Reason(Why.FOREST_HOUSE_UNMANNED, {"building": FOREST_HOUSE})
    with pytest.raises(NotationError):
        s.parse_action("forest quarry")  # a quarry never becomes a forest


def test_plantations_already_on_the_island_stay_plantations():
    s = table()
    build(s, ANNA, "forest_house")
    plant(s, ANNA, CORN)
    offer(s, sugar=5)
    choose(s, ANNA, Role.SETTLER)
    # Only the tile taken now may go face down: no face-up corn, no forest corn.
    assert "forest corn" not in legal(s)
    assert why(s, "forest corn") == Reason(Why.NO_FACE_UP_TILE, {"tile": CORN})


def test_hacienda_with_forest_house_looks_at_the_tile_first():
    s = table()
    build(s, ANNA, "hacienda")
    build(s, ANNA, "forest_house")
    offer(s, corn=1, indigo=1, sugar=1, coffee=2)
    on_top(s, TOBACCO)
    choose(s, ANNA, Role.SETTLER)
    act(s, "hacienda")
    assert (s.phase, s.current, s.drawn_tile) == (Phase.FOREST, ANNA, TOBACCO)
    assert legal(s) == {"take tobacco", "forest tobacco"}
    assert why(s, "forest corn") == Reason(Why.DRAWN_TILE_IS, {"tile": TOBACCO})
    assert why(s, "pass") == Reason(Why.CANNOT_PASS)
    # Only Anna has seen it.
    twin = s.clone()
    twin.drawn_tile = next(k for k in twin.pile if k != TOBACCO)
    twin.pile[twin.pile.index(twin.drawn_tile)] = TOBACCO
    assert engine.observe(s, BENNO) == engine.observe(twin, BENNO)
    assert engine.observe(s, ANNA) != engine.observe(twin, ANNA)
    act(s, "forest tobacco")
    assert s.players[ANNA].forest[TOBACCO] == 1 and s.drawn_tile == -1
    # Her turn goes on: a face-up tile as after any hacienda draw, not a second draw.
    assert (s.phase, s.current) == (Phase.SETTLER, ANNA)
    assert "hacienda" not in legal(s) and "take corn" in legal(s)
    act(s, "take corn")
    assert s.current == BENNO and s.players[ANNA].island_used() == 2


def test_hacienda_tile_laid_face_up():
    s = table()
    build(s, ANNA, "hacienda")
    build(s, ANNA, "forest_house")
    on_top(s, SUGAR)
    choose(s, ANNA, Role.SETTLER)
    act(s, "hacienda", "take sugar")
    assert s.players[ANNA].plant[SUGAR] == 1 and s.players[ANNA].forests() == 0
    assert s.phase == Phase.SETTLER and s.current == ANNA


def test_hacienda_without_a_manned_forest_house_is_the_base_games():
    s = table()
    build(s, ANNA, "hacienda")
    build(s, ANNA, "forest_house", colonists=0)
    on_top(s, COFFEE)
    choose(s, ANNA, Role.SETTLER)
    act(s, "hacienda")
    assert s.phase == Phase.SETTLER and s.players[ANNA].plant[COFFEE] == 1


def test_hospice_colonist_for_a_forest_waits_in_san_juan():
    s = table()
    build(s, ANNA, "forest_house")
    build(s, ANNA, "hospice")
    offer(s, corn=5)
    choose(s, ANNA, Role.SETTLER)
    supply = s.colonist_supply
    act(s, "forest corn")
    assert s.phase == Phase.HOSPICE and legal(s) == {"hospice", "pass"}
    act(s, "hospice")
    anna = s.players[ANNA]
    assert (anna.san_juan, anna.plant_occ, s.colonist_supply) == (1, [0] * 6, supply - 1)
    assert (s.phase, s.current) == (Phase.SETTLER, BENNO)


# ------------------------------------------------------------------ library: the settler


def test_library_settler_takes_one_more_plantation_after_everyone():
    s = table()
    build(s, ANNA, "library")
    offer(s, corn=1, indigo=1, sugar=1, tobacco=1, coffee=1)
    choose(s, ANNA, Role.SETTLER)
    act(s, "take quarry", "take corn", "take indigo", "take sugar")
    # Everyone has had his turn: the settler again, for a plantation.
    assert (s.phase, s.current, s.privilege_used, s.turn) == (Phase.SETTLER, ANNA, 1, 0)
    assert legal(s) == {"pass", "take tobacco", "take coffee"}
    assert why(s, "take quarry") == Reason(Why.LIBRARY_NO_QUARRY, {"building": CONSTRUCTION_HUT})
    act(s, "take coffee")
    assert s.players[ANNA].plant == [0, 0, 0, 0, 1, 1]
    assert s.phase == Phase.ROLE and s.privilege_used == 0
    assert s.discard[TOBACCO] == 1  # the tile left over


def test_library_with_construction_hut_may_take_a_second_quarry():
    s = table(HUT)
    build(s, ANNA, "library")
    build(s, ANNA, "construction_hut")
    choose(s, ANNA, Role.SETTLER)
    act(s, "take quarry", "pass", "pass", "pass")
    assert s.current == ANNA and "take quarry" in legal(s)
    act(s, "take quarry")
    assert s.players[ANNA].plant[QUARRY] == 2 and s.phase == Phase.ROLE


def test_library_with_hospice_gives_a_colonist_for_the_first_tile_only():
    s = table()
    build(s, ANNA, "library")
    build(s, ANNA, "hospice")
    offer(s, corn=2, sugar=3)
    choose(s, ANNA, Role.SETTLER)
    act(s, "take sugar", "hospice", "pass", "pass", "pass")
    act(s, "take sugar")  # the extra take: no hospice question
    anna = s.players[ANNA]
    assert anna.plant[SUGAR] == 2 and anna.plant_occ[SUGAR] == 1
    assert s.phase == Phase.ROLE


@pytest.mark.parametrize(
    ("first", "second"),
    [("take", "take"), ("forest", "take"), ("forest", "forest"), ("take", "forest")],
)
def test_library_with_forest_house_none_one_or_both_as_forests(first, second):
    s = table()
    build(s, ANNA, "library")
    build(s, ANNA, "forest_house")
    offer(s, corn=2, sugar=3)
    choose(s, ANNA, Role.SETTLER)
    act(s, f"{first} corn", "pass", "pass", "pass", f"{second} sugar")
    anna = s.players[ANNA]
    assert anna.forests() == (first == "forest") + (second == "forest")
    assert anna.island_used() == 2


def test_library_extra_take_skipped_when_nothing_is_left():
    s = table()
    build(s, ANNA, "library")
    offer(s, corn=1, indigo=1, sugar=1, tobacco=1, coffee=1)
    choose(s, ANNA, Role.SETTLER)
    log: list[tuple[int, int]] = []
    for text in ("take corn", "take indigo", "take sugar", "take tobacco"):
        s.apply(s.parse_action(text), log)
        verify(s)
    assert s.current == ANNA and s.privilege_used == 1
    s.apply(s.parse_action("take coffee"), log)
    assert s.phase == Phase.ROLE


def test_library_unmanned_gives_no_extra_take():
    s = table()
    build(s, ANNA, "library", colonists=0)
    choose(s, ANNA, Role.SETTLER)
    act(s, "pass", "pass", "pass", "pass")
    assert s.phase == Phase.ROLE


def test_library_doubles_the_prospector_and_the_trader():
    s = table()
    build(s, ANNA, "library")
    choose(s, ANNA, Role.PROSPECTOR)
    assert s.players[ANNA].doubloons == 2
    s = table()
    build(s, ANNA, "library", colonists=0)
    choose(s, ANNA, Role.PROSPECTOR)
    assert s.players[ANNA].doubloons == 1
    s = table()
    build(s, ANNA, "library")
    build(s, BENNO, "library")
    goods(s, ANNA, coffee=1)
    goods(s, BENNO, sugar=1)
    choose(s, ANNA, Role.TRADER)
    assert rules.sale_price(s, ANNA, COFFEE) == 4 + 2
    assert rules.sale_price(s, BENNO, SUGAR) == 2  # not the trader: no privilege
    act(s, "sell coffee")
    assert s.players[ANNA].doubloons == 6


# ------------------------------------------------------------------ hunting lodge


def test_hunting_lodges_act_at_the_end_in_turn_order_from_the_settler():
    s = table()
    build(s, BENNO, "hunting_lodge")  # the settler
    build(s, DONNI, "hunting_lodge")
    forest(s, BENNO, COFFEE)
    plant(s, DONNI, SUGAR, count=2, occupied=2)
    offer(s, corn=2, indigo=3)
    choose(s, BENNO, Role.SETTLER)
    act(s, "take corn", "take indigo", "pass", "pass")
    # Every turn is over; the lodges act before the offer is renewed.
    assert (s.phase, s.current, s.asked) == (Phase.HUNTING_LODGE, BENNO, 1 << BENNO | 1 << DONNI)
    assert legal(s) == {"pass", "discard corn", "discard forest-coffee"}
    assert why(s, "discard sugar") == Reason(Why.NO_SUCH_TILE, {"tile": SUGAR})
    assert why(s, "discard forest-corn") == Reason(Why.NO_SUCH_FOREST, {"tile": CORN})
    assert sum(s.offer) == 3  # the leftovers are still face up
    act(s, "discard forest-coffee")
    assert s.players[BENNO].forests() == 0 and s.discard[COFFEE] == 1
    assert (s.current, s.asked) == (DONNI, 1 << DONNI)
    act(s, "discard sugar")  # both manned: the worker goes to San Juan
    donni = s.players[DONNI]
    assert (donni.plant[SUGAR], donni.plant_occ[SUGAR], donni.san_juan) == (1, 1, 1)
    assert s.phase == Phase.ROLE and s.asked == 0
    assert s.discard[SUGAR] == 1 and s.discard[CORN] + s.discard[INDIGO] == 3
    assert sum(s.offer) == 5


def test_hunting_lodge_gives_up_the_unoccupied_plantation_first():
    s = table()
    build(s, ANNA, "hunting_lodge")
    plant(s, ANNA, CORN, count=2, occupied=1)
    choose(s, ANNA, Role.SETTLER)
    act(s, "pass", "pass", "pass", "pass", "discard corn")
    anna = s.players[ANNA]
    assert (anna.plant[CORN], anna.plant_occ[CORN], anna.san_juan) == (1, 1, 0)


def test_hunting_lodge_with_a_noble_pays_the_emptiest_island():
    s = table()
    build(s, CLARA, "hunting_lodge", colonists=0, nobles=1)
    plant(s, ANNA, CORN, 2)
    plant(s, BENNO, SUGAR)
    plant(s, DONNI, QUARRY)
    plant(s, CLARA, INDIGO)
    offer(s, corn=5)
    choose(s, ANNA, Role.SETTLER)
    supply = s.vp_supply
    # Clara passes: 11 empty spaces, strictly more than everyone else's.
    act(s, "take corn", "take corn", "pass", "take corn")
    assert s.phase == Phase.ROLE
    assert s.players[CLARA].vp == 2 and s.vp_supply == supply - 2


def test_hunting_lodge_with_a_noble_and_a_tie_pays_nothing():
    s = table()
    build(s, CLARA, "hunting_lodge", colonists=0, nobles=1)
    offer(s, corn=5)
    choose(s, ANNA, Role.SETTLER)
    act(s, "take corn", "pass", "pass", "take corn")  # Benno and Clara: 12 empty each
    assert s.players[CLARA].vp == 0


def test_hunting_lodge_does_nothing_unmanned_or_with_nothing_to_give_up():
    s = table()
    build(s, ANNA, "hunting_lodge", colonists=0)
    plant(s, ANNA, CORN)
    build(s, BENNO, "hunting_lodge")
    plant(s, BENNO, QUARRY)  # a quarry is never given up
    choose(s, ANNA, Role.SETTLER)
    act(s, "pass", "pass", "pass", "pass")
    assert s.phase == Phase.ROLE and s.players[ANNA].plant[CORN] == 1


# ------------------------------------------------------------------ land office


def test_land_office_with_a_colonist_buys_the_top_face_down_plantation():
    s = table()
    build(s, ANNA, "land_office")
    goods(s, ANNA, corn=1)
    s.players[ANNA].doubloons = 3
    on_top(s, COFFEE)
    choose(s, ANNA, Role.TRADER)
    assert legal(s) == {"pass", "sell corn", "land-buy"}
    assert why(s, "land-sell corn") == Reason(
        Why.LAND_OFFICE_NEEDS_NOBLE, {"building": LAND_OFFICE}
    )
    act(s, "land-buy")
    anna = s.players[ANNA]
    assert (anna.doubloons, anna.plant[COFFEE], s.phase, s.current) == (2, 1, Phase.TRADER, ANNA)
    assert legal(s) == {"pass", "sell corn"}  # once a turn; now sell or pass
    assert why(s, "land-buy") == Reason(Why.LAND_OFFICE_USED, {"building": LAND_OFFICE})
    act(s, "sell corn")
    assert (s.current, s.land_office_used) == (BENNO, False)


def test_land_office_with_forest_house_may_lay_the_bought_tile_as_a_forest():
    s = table()
    build(s, ANNA, "land_office")
    build(s, ANNA, "forest_house")
    s.players[ANNA].doubloons = 1
    goods(s, ANNA, sugar=1)
    on_top(s, INDIGO)
    choose(s, ANNA, Role.TRADER)
    act(s, "land-buy")
    assert (s.phase, s.drawn_tile, s.players[ANNA].doubloons) == (Phase.FOREST, INDIGO, 0)
    assert legal(s) == {"take indigo", "forest indigo"}
    act(s, "forest indigo")
    assert s.players[ANNA].forest[INDIGO] == 1
    # Back in her Trader turn: she may still sell.
    assert (s.phase, s.current, legal(s)) == (Phase.TRADER, ANNA, {"pass", "sell sugar"})
    act(s, "sell sugar")
    assert s.players[ANNA].doubloons == 2 + 1


def test_land_office_question_while_the_trading_house_is_full():
    s = table()
    build(s, ANNA, "land_office")
    build(s, ANNA, "forest_house")
    s.players[ANNA].doubloons = 1
    goods(s, ANNA, corn=1)
    choose(s, ANNA, Role.TRADER)
    house(s, "indigo", "sugar", "tobacco", "coffee")
    act(s, "land-buy")  # verified: a full house is fine in the Trader's forest question
    assert s.phase == Phase.FOREST
    act(s, f"take {GOOD_NAMES[s.drawn_tile]}")
    assert s.phase == Phase.ROLE and not s.house  # nobody could sell; the house emptied


def test_land_office_reshuffles_the_discards_when_the_pile_is_empty():
    s = table()
    build(s, ANNA, "land_office")
    s.players[ANNA].doubloons = 1
    for k in s.pile:
        s.discard[k] += 1
    s.pile.clear()
    choose(s, ANNA, Role.TRADER)
    tiles = sum(s.discard)
    act(s, "land-buy")
    assert s.players[ANNA].island_used() == 1 and len(s.pile) == tiles - 1
    assert sum(s.discard) == 0


def test_land_office_refusals():
    s = table()
    build(s, ANNA, "land_office")
    choose(s, ANNA, Role.TRADER)
    assert s.phase == Phase.ROLE  # no doubloon, no goods: nobody had anything to do
    s = table()
    build(s, ANNA, "land_office")
    goods(s, ANNA, corn=1)
    goods(s, BENNO, corn=1)
    choose(s, ANNA, Role.TRADER)
    assert why(s, "land-buy") == Reason(Why.LAND_BUY_NO_MONEY, {"building": LAND_OFFICE})
    s.players[ANNA].doubloons = 1
    plant(s, ANNA, QUARRY, 8)
    plant(s, ANNA, CORN, 4)
    assert why(s, "land-buy") == Reason(Why.ISLAND_FULL)
    act(s, "pass")
    assert why(s, "land-buy") == Reason(Why.LAND_OFFICE_NEEDS_COLONIST, {"building": LAND_OFFICE})


def test_land_office_with_a_noble_sells_a_plantation_or_forest():
    s = table()
    build(s, ANNA, "land_office", colonists=0, nobles=1)
    plant(s, ANNA, CORN, count=1, occupied=1)
    forest(s, ANNA, SUGAR)
    goods(s, ANNA, indigo=1)
    choose(s, ANNA, Role.TRADER)
    assert legal(s) == {"pass", "sell indigo", "land-sell corn", "land-sell forest-sugar"}
    assert why(s, "land-buy") == Reason(Why.LAND_OFFICE_NEEDS_COLONIST, {"building": LAND_OFFICE})
    act(s, "land-sell corn")
    anna = s.players[ANNA]
    assert (anna.plant[CORN], anna.san_juan, anna.doubloons, s.discard[CORN]) == (0, 1, 1, 1)
    assert legal(s) == {"pass", "sell indigo"}
    act(s, "sell indigo")
    assert anna.doubloons == 1 + 1 + 1  # the trader's privilege on indigo


# ------------------------------------------------------------------ trading post


def test_trading_post_sells_to_the_supply_without_market_bonus():
    s = table()
    build(s, ANNA, "trading_post")
    build(s, ANNA, "small_market")
    build(s, BENNO, "trading_post")
    goods(s, ANNA, coffee=2)
    goods(s, BENNO, coffee=1)
    choose(s, ANNA, Role.TRADER)
    house(s, "coffee", "corn", "sugar", "tobacco")  # full
    assert legal(s) == {"pass", "sell-post coffee"}
    assert rules.sale_price(s, ANNA, COFFEE, to_supply=True) == 4 + 1  # privilege, no market
    assert rules.sale_price(s, ANNA, COFFEE) == 4 + 1 + 1
    supply = s.goods_supply[COFFEE]
    act(s, "sell-post coffee")
    assert s.players[ANNA].doubloons == 5 and s.goods_supply[COFFEE] == supply + 1
    assert len(s.house) == 4
    act(s, "sell-post coffee")  # Benno: the regular price
    assert s.players[BENNO].doubloons == 4
    assert s.current == CLARA or s.phase == Phase.ROLE


def test_trading_post_with_library_doubles_the_privilege():
    s = table()
    build(s, ANNA, "trading_post")
    build(s, ANNA, "library")
    goods(s, ANNA, tobacco=1)
    choose(s, ANNA, Role.TRADER)
    assert rules.can_sell_to_supply(s, ANNA, TOBACCO)
    act(s, "sell-post tobacco")
    assert s.players[ANNA].doubloons == 3 + 2


def test_trading_post_unmanned_sells_nothing_to_the_supply():
    s = table()
    build(s, ANNA, "trading_post", colonists=0)
    goods(s, ANNA, corn=1)
    choose(s, ANNA, Role.TRADER)
    assert legal(s) == {"pass", "sell corn"}
    assert why(s, "sell-post corn") == Reason(Why.TRADING_POST_UNMANNED, {"building": TRADING_POST})


# ------------------------------------------------------------------ idle roles


def _card(s: GameState, role: Role) -> int:
    return s.role_cards.index(role)


def test_idle_settler_and_trader_count_the_new_buildings():
    s = table()
    plant(s, ANNA, QUARRY, 8)
    plant(s, ANNA, CORN, 3)
    forest(s, ANNA, SUGAR)  # a forest fills a space too
    assert rules.idle_role(s, ANNA, _card(s, Role.SETTLER)) == Reason(Why.IDLE_ISLAND_FULL)
    build(s, ANNA, "hunting_lodge")  # may give up a tile at the end of the phase
    assert rules.idle_role(s, ANNA, _card(s, Role.SETTLER)) is None
    assert rules.give_up_tiles(s, ANNA) == [(CORN, False), (SUGAR, True)]
    # the trader
    s = table()
    assert rules.idle_role(s, ANNA, _card(s, Role.TRADER)) == Reason(Why.IDLE_NO_GOODS_TO_SELL)
    build(s, ANNA, "land_office", colonists=0, nobles=1)
    assert rules.idle_role(s, ANNA, _card(s, Role.TRADER)) == Reason(Why.IDLE_NO_GOODS_TO_SELL)
    plant(s, ANNA, CORN)
    assert rules.can_sell_land(s, ANNA)
    assert rules.idle_role(s, ANNA, _card(s, Role.TRADER)) is None
    s = table()
    build(s, ANNA, "trading_post")
    goods(s, ANNA, corn=1)
    house(s, "corn", "indigo", "sugar")
    assert rules.idle_role(s, ANNA, _card(s, Role.TRADER)) is None
    s = table()
    build(s, ANNA, "land_office")
    s.players[ANNA].doubloons = 1
    assert rules.can_buy_land(s, ANNA)
    assert rules.idle_role(s, ANNA, _card(s, Role.TRADER)) is None


# ------------------------------------------------------------------ what a seat sees


def test_other_players_forest_kinds_are_hidden():
    s = table()
    forest(s, BENNO, COFFEE, 2)
    forest(s, ANNA, CORN)
    plant(s, CLARA, SUGAR)
    twin = s.clone()
    # One of Benno's forests swapped with a face-down tile of another kind.
    twin.players[BENNO].forest[COFFEE] -= 1
    twin.players[BENNO].forest[TOBACCO] += 1
    twin.pile.remove(TOBACCO)
    twin.pile.append(COFFEE)
    assert engine.check_invariants(twin) == []
    for seat in (ANNA, CLARA, DONNI):
        assert engine.observe(s, seat) == engine.observe(twin, seat)
    assert engine.observe(s, BENNO) != engine.observe(twin, BENNO)
    obs = engine.observe(s, ANNA)
    public = obs.public
    assert public.players[ANNA].forest == s.players[ANNA].forest  # one's own are known
    assert public.players[BENNO].forests() == 2  # their count is public
    unknown = sorted([*s.pile, COFFEE, COFFEE])
    dealt = public.pile + [k for k in range(5) for _ in range(public.players[BENNO].forest[k])]
    assert dealt == unknown  # the pile first, sorted, then Benno's forests
    d = obs.to_dict()
    assert d["players"][BENNO]["forests"] == {"hidden": True, "count": 2}
    assert d["players"][ANNA]["forests"] == s.players[ANNA].forest
    for k in range(3):
        state = obs.determinize(random.Random(k))
        assert engine.check_invariants(state) == []
        assert engine.observe(state, ANNA) == obs
        assert state.players[BENNO].forests() == 2


def test_a_drawn_tile_is_dealt_with_the_unknown_tiles_for_the_others():
    s = table()
    build(s, ANNA, "hacienda")
    build(s, ANNA, "forest_house")
    forest(s, CLARA, INDIGO)
    on_top(s, SUGAR)
    choose(s, ANNA, Role.SETTLER)
    act(s, "hacienda")
    mine = engine.observe(s, ANNA)
    assert mine.public.drawn_tile == SUGAR and not mine.drawn_hidden
    theirs = engine.observe(s, BENNO)
    assert theirs.drawn_hidden and theirs.to_dict()["scratch"]["drawn_tile"] == {"hidden": True}
    state = mine.determinize(random.Random(5))
    assert state.drawn_tile == SUGAR and state.legal_actions() == s.legal_actions()
    assert engine.observe(state, ANNA) == mine
    state = theirs.determinize(random.Random(5))
    assert engine.check_invariants(state) == [] and engine.observe(state, BENNO) == theirs


def test_random_games_with_both_expansions_keep_every_rule():
    """A few random games: every state reached passes conservation, consistency and the
    JSON round trip, and each seat's observation is what its determinizations give."""
    for n in (2, 3, 4, 5):
        config = GameConfig(
            players=n, expansions=frozenset({"buildings", "nobles"}), market="random"
        )
        s = engine.new_game(config, seed=n)
        rng = random.Random(n)
        step = 0
        while not s.is_terminal():
            s.apply(rng.choice(s.legal_actions()))
            step += 1
            assert engine.check_invariants(s) == []
            if step % 40 == 0 or s.phase in (Phase.FOREST, Phase.HUNTING_LODGE):
                verify(s)
                seat = s.current
                obs = engine.observe(s, seat)
                d = obs.determinize(random.Random(step))
                assert engine.observe(d, seat) == obs and d.legal_actions() == s.legal_actions()
