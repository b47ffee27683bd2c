"""Reasons are values: the engine answers with a code and parameters, never a sentence
for the GUI; the id layout comes from a table of kinds; whether a role is idle is
asked of the engine, and the Mayor's free arrangement is checked by the engine."""

from __future__ import annotations

from puertorico_qt.engine import actions as A
from puertorico_qt.engine import rules
from puertorico_qt.engine.data import (
    BUILDING_INDEX,
    CONSTRUCTION_HUT,
    HOSPICE,
    N_BUILDINGS,
    N_GOODS,
    N_TILE_KINDS,
    OFFICE,
    QUARRY,
    UNIVERSITY,
    WHARF,
    Good,
    Role,
)
from puertorico_qt.engine.phases.arrangement import SAN_JUAN, building_place
from puertorico_qt.engine.reasons import ENGLISH, Reason, Why, english
from puertorico_qt.engine.state import Phase

from .positions import (
    ANNA,
    BENNO,
    act,
    blank,
    building,
    choose,
    doubloons,
    goods,
    plantation,
    quarry,
    refusal,
    role_card,
    ship,
    trading_house,
)


def why(s, text: str) -> Reason:
    error = refusal(s, text)
    assert str(error) == english(error.reason)
    return error.reason


# ------------------------------------------------------------------ the id layout


def test_layout_is_the_table_of_kinds():
    at = 0
    for kind in A.KINDS:
        assert A.OFFSET[kind.name] == at
        at += kind.size
    assert at == A.N_ACTIONS
    # every id of a value lies inside its kind's range, and each kind's range is its own
    samples = {
        "pass": A.Pass(),
        "role": A.ChooseRole(14),
        "take": A.TakeTile(QUARRY),
        "hacienda": A.HaciendaDraw(),
        "bonus_colonist": A.BonusColonist(N_BUILDINGS - 1),
        "mayor_extra": A.MayorExtraColonist(),
        "craft": A.CraftsmanBonus(N_GOODS - 1),
        "sell": A.Sell(0),
        "ship": A.Ship(good=4, ship=A.WHARF_SHIP),
        "place": A.PlaceOnBuilding(N_BUILDINGS - 1),
        "build": A.Build(N_BUILDINGS - 1),
        "store": A.Store(31, -1),
        "draft": A.Draft(N_BUILDINGS - 1),
        "forest": A.TakeForest(4),
        "trade_vp": A.TradeVP(),
        "trade_good": A.TradeGood(4),
        "trade_worker": A.TradeWorker(A.BUILDING_TARGET + N_BUILDINGS - 1, True),
        "guest": A.MoveGuest(A.BUILDING_TARGET + N_BUILDINGS - 1, True),
        "sell_post": A.SellToSupply(4),
        "small_wharf": A.LoadSmallWharf(4),
        "store_more": A.StoreMore(31, (0, 0, 0, 0, 4)),
        "supply": A.SupplyGoods(31),
        "land_buy": A.LandBuy(),
        "land_sell": A.LandSell(4, True),
        "discard": A.Discard(4, True),
        "nobles": A.ChooseNobles(15),
        "smuggle": A.Smuggle("swap", A.MAX_ROLE_CARDS - 1),
    }
    assert set(samples) == {kind.name for kind in A.KINDS}
    for name, value in samples.items():
        a = value.encode()
        assert A.kind_of(a) == name and A.is_kind(a, name)
        assert A.decode(a) == value


def test_constructors_and_accessors_agree_with_the_values():
    for b in range(N_BUILDINGS):
        assert A.build(b) == A.Build(b).encode() and A.building_of(A.build(b)) == b
        assert A.bonus_colonist(b) == A.BonusColonist(b).encode()
        assert A.building_of(A.bonus_colonist(b)) == b
        assert A.place_in_building(b) == A.PlaceOnBuilding(b).encode()
    for k in range(N_TILE_KINDS):
        assert A.take(k) == A.TakeTile(k).encode() and A.tile_of(A.take(k)) == k
        assert A.place_on_tile(k) == A.PlaceOnTile(k).encode()
    for g in range(N_GOODS):
        assert A.good_of(A.sell(g)) == g and A.sell(g) == A.Sell(g).encode()
        assert A.good_of(A.craft(g)) == g and A.craft(g) == A.CraftsmanBonus(g).encode()
        for s in range(A.MAX_SHIPS):
            a = A.ship(g, s)
            assert a == A.Ship(g, s).encode()
            assert (A.good_of(a), A.ship_of(a)) == (g, s)
    for mask in range(32):
        for keep in range(-1, N_GOODS):
            a = A.store(mask, keep)
            assert a == A.Store(mask, keep).encode() and A.storage_of(a) == (mask, keep)
    for card in range(A.MAX_ROLE_CARDS):
        assert A.card_of(A.choose_role(card)) == card


def test_bonus_colonists_keep_their_notation():
    """Saves store 'hospice' and 'university': the one bonus-colonist kind keeps both."""
    s = blank(4)
    for name, b in (("hospice", HOSPICE), ("university", UNIVERSITY)):
        a = s.parse_action(name)
        assert a == A.BonusColonist(b).encode()
        assert s.format_action(a) == name


# ------------------------------------------------------------------ reasons


def test_every_code_has_an_english_template():
    assert set(ENGLISH) == set(Why)


def test_refusals_are_codes_with_parameters():
    s = blank(4)
    building(s, ANNA, "harbor", colonists=0)
    doubloons(s, ANNA, 5)
    choose(s, ANNA, "builder")
    assert why(s, "build wharf") == Reason(
        Why.TOO_EXPENSIVE, {"building": BUILDING_INDEX["wharf"], "cost": 8, "money": 5}
    )
    assert why(s, "build harbor") == Reason(
        Why.ALREADY_OWNED, {"building": BUILDING_INDEX["harbor"]}
    )
    assert why(s, "sell corn").code == Why.NOT_NOW
    assert why(s, "sell corn").args == {"phase": Phase.BUILDER}


def test_settler_and_trader_and_captain_reasons():
    s = blank(4)
    choose(s, ANNA, "settler")
    act(s, "pass")
    assert why(s, "take quarry") == Reason(Why.QUARRY_NOT_YOURS, {"building": CONSTRUCTION_HUT})
    s = blank(4)
    goods(s, ANNA, sugar=1, corn=1)
    trading_house(s, "sugar")
    choose(s, ANNA, "trader")
    assert why(s, "sell sugar") == Reason(
        Why.HOUSE_HAS_KIND, {"good": Good.SUGAR, "building": OFFICE}
    )
    s = blank(4)
    ship(s, 6, "corn", 3)
    goods(s, ANNA, corn=2, sugar=6)
    choose(s, ANNA, "captain")
    assert why(s, "pass") == Reason(Why.MUST_SHIP)
    assert why(s, "ship corn wharf") == Reason(Why.NO_WHARF, {"building": WHARF})
    assert why(s, "ship corn 7") == Reason(Why.OTHER_SHIP_CARRIES, {"good": Good.CORN})


# ------------------------------------------------------------------ idle roles


def test_idle_role_names_the_reason():
    s = blank(4)
    card = role_card(s, "craftsman")
    assert rules.idle_role(s, ANNA, card) == Reason(Why.IDLE_NOTHING_PRODUCED)
    plantation(s, ANNA, "corn")
    assert rules.idle_role(s, ANNA, card) is None
    assert rules.idle_role(s, ANNA, role_card(s, "trader")) == Reason(Why.IDLE_NO_GOODS_TO_SELL)
    assert rules.idle_role(s, ANNA, role_card(s, "captain")) == Reason(Why.IDLE_NO_GOODS_TO_SHIP)
    # the builder counts the privilege: a small market costs 1, less the builder's 1
    assert rules.idle_role(s, ANNA, role_card(s, "builder")) is None
    assert rules.idle_role(s, ANNA, role_card(s, "prospector")) is None
    assert rules.idle_role(s, ANNA, role_card(s, "settler")) is None
    # the mayor: every circle manned already
    assert rules.idle_role(s, ANNA, role_card(s, "mayor")) == Reason(Why.IDLE_CIRCLES_FULL)
    # colonists waiting in San Juan, an empty circle: only the Mayor mans it (the warning
    # said "all your circles are manned" whenever the colonists were enough in number)
    p = s.players[ANNA]
    taken = next(i for i, n in enumerate(p.plant_occ) if n)
    p.plant_occ[taken] -= 1
    p.san_juan += 1
    assert rules.idle_role(s, ANNA, role_card(s, "mayor")) is None


def test_the_mayor_is_not_idle_for_a_manned_fortress():
    """The fortress counts every colonist, San Juan's too: with all circles manned the
    Mayor still brings VP (the warning called it useless)."""
    s = blank(4)
    plantation(s, ANNA, "corn", count=2)
    building(s, ANNA, "fortress", colonists=0)
    assert rules.idle_role(s, ANNA, role_card(s, "mayor")) is None  # an empty circle
    s2 = blank(4)
    plantation(s2, ANNA, "corn", count=2)
    building(s2, ANNA, "fortress")
    assert rules.idle_role(s2, ANNA, role_card(s2, "mayor")) is None
    building(s2, BENNO, "customs_house")
    plantation(s2, BENNO, "corn", count=2)
    assert rules.idle_role(s2, BENNO, role_card(s2, "mayor")) == Reason(Why.IDLE_CIRCLES_FULL)


def test_builder_privilege_only_while_the_builder_is_played():
    s = blank(4)
    quarry(s, ANNA)
    doubloons(s, ANNA, 10)
    harbor = BUILDING_INDEX["harbor"]  # cost 8, column 3
    assert rules.build_cost(s, ANNA, harbor) == 7  # not the builder now: the quarry only
    assert rules.build_cost(s, ANNA, harbor, as_builder=True) == 6
    choose(s, ANNA, "builder")
    assert rules.build_cost(s, ANNA, harbor) == 6
    assert rules.build_cost(s, BENNO, harbor) == 8


def test_a_shipment_is_priced_by_the_engine():
    s = blank(4)
    building(s, ANNA, "harbor")
    goods(s, ANNA, corn=4)
    choose(s, ANNA, "captain")
    cap = s.ship_cap.index(5)
    assert rules.shipment(s, ANNA, Good.CORN, cap) == rules.Shipment(barrels=4, vp=6)


def test_chosen_role_and_bonus_phase():
    s = blank(4)
    card = role_card(s, "mayor")
    assert rules.chosen_role(s, A.choose_role(card)) == Role.MAYOR
    assert rules.chosen_role(s, A.PASS) is None
    assert rules.bonus_colonist_phases() == {Phase.HOSPICE, Phase.UNIVERSITY}
    assert rules.bonus_building(s) == -1


# ------------------------------------------------------------------ the free arrangement


def test_arrangement_moves_are_checked_by_the_engine():
    s = blank(4)
    plantation(s, ANNA, "indigo", count=2, occupied=False)
    building(s, ANNA, "small_indigo_plant", colonists=0)
    arr = rules.Arrangement.for_turn(s, ANNA)
    arr.sj = 2
    plant = building_place(BUILDING_INDEX["small_indigo_plant"])
    assert arr.move(SAN_JUAN, plant) is None
    assert arr.move(SAN_JUAN, plant) == Reason(Why.NO_FREE_CIRCLE)
    assert arr.move(SAN_JUAN, building_place(BUILDING_INDEX["harbor"])) == Reason(
        Why.NOT_YOUR_BUILDING
    )
    assert arr.problem() == Reason(Why.STILL_WAITING)
    assert arr.move(SAN_JUAN, 1) is None
    assert arr.problem() is None
    assert arr.move(SAN_JUAN, 1) == Reason(Why.NOBODY_THERE)
    assert arr.placed() == ([0, 1, 0, 0, 0, 0], {BUILDING_INDEX["small_indigo_plant"]: 1})
