"""The Mayor and Craftsman phases with the 1897 expansions, and the guest house's guests.

Source: 000, expansion I "Die neuen Gebäude" (Kanal, Bohio with its example, Destille,
Verlagshaus) and expansion II "Die Bürger" (nobles on the colonist ship, no game end by
colonists, Kapelle, Villa, Schneiderei).  Each position is set up by hand from the
game's own supplies, so that conservation holds; after every step the state is checked
for conservation, for consistency and for a lossless round trip through JSON.
"""

from __future__ import annotations

import pytest

from puertorico_qt import engine
from puertorico_qt.engine import GameConfig, rules
from puertorico_qt.engine.actions import ROLE
from puertorico_qt.engine.data import (
    BUILDING_INDEX,
    CHAPEL,
    GUEST_HOUSE,
    LAND_OFFICE,
    NOBLE_SENSITIVE,
    TILE_NAMES,
    Role,
)
from puertorico_qt.engine.reasons import Reason, Why
from puertorico_qt.engine.state import GameState, Phase

from . import kit
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
    san_juan,
    verify,
    why,
)

#: The guest house, the storehouse, the library, the specialty factory and the aqueduct.
SET_A = (
    "aqueduct", "hacienda", "construction_hut", "storehouse", "guest_house", "office",
    "large_market", "large_warehouse", "factory", "specialty_factory", "library", "wharf",
    *LARGE,
)  # fmt: skip
#: The guest house with the university (for the place kept for its colonist).
SET_B = (
    "aqueduct", "hacienda", "construction_hut", "small_warehouse", "guest_house", "office",
    "large_market", "large_warehouse", "factory", "university", "library", "wharf", *LARGE,
)  # fmt: skip
#: The base game's buildings (the nobles' are added to every set).
BASE = (
    "small_market", "hacienda", "construction_hut", "small_warehouse", "hospice", "office",
    "large_market", "large_warehouse", "factory", "university", "harbor", "wharf", *LARGE,
)  # fmt: skip


# ------------------------------------------------------------------ positions


def table(
    chosen: tuple[str, ...] = SET_A,
    players: int = 4,
    expansions: tuple[str, ...] = ("buildings", "nobles"),
) -> GameState:
    """``kit.table`` with seat 0 the governor, about to choose the first role."""
    return kit.table(chosen, players, seed=3, expansions=expansions, governor=0)


def plant(s: GameState, seat: int, kind: str, count: int = 1, manned: int = 0) -> None:
    """``count`` tiles of ``kind`` from the pile (quarries from their supply), ``manned``
    of them with a colonist."""
    k = TILE_NAMES.index(kind)
    p = s.players[seat]
    for _ in range(count):
        if kind == "quarry":
            s.quarries -= 1
        else:
            s.pile.remove(k)
        p.plant[k] += 1
    p.plant_occ[k] += manned
    s.colonist_supply -= manned
    s._legal = None


def take(s: GameState, role: Role) -> None:
    """The seat whose turn it is takes ``role``."""
    s.apply(ROLE + s.role_cards.index(role))
    verify(s)


def guests(s: GameState) -> set[str]:
    return {a for a in legal(s) if a.startswith("guest ")}


# ------------------------------------------------------------------ nobles on the ship


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_one_noble_on_the_ship_at_the_start(players: int) -> None:
    s = engine.new_game(GameConfig(players=players, expansions=frozenset({"nobles"})), seed=1)
    ship = {2: 2, 3: 3, 4: 4, 5: 5}[players]
    assert (s.noble_ship, s.colonist_ship, s.noble_supply) == (1, ship - 1, 19)
    assert s.colonist_supply + s.colonist_ship == 100
    verify(s)


def test_the_ships_noble_goes_to_the_mayor_and_the_ship_is_refilled_with_one() -> None:
    s = table(players=3)
    build(s, ANNA, "hacienda", colonists=0)  # one empty circle in the city
    s.colonist_supply -= 2
    s.colonist_ship += 2  # the ship: 4 colonists and the noble
    assert (s.colonist_ship, s.noble_ship) == (4, 1)
    choose(s, BENNO, Role.MAYOR)
    act(s, "pass")  # no extra colonist
    # Five workers round the table from Benno: the noble and the third colonist to him.
    assert [p.nobles for p in s.players] == [0, 1, 0]
    assert [p.colonists() for p in s.players] == [1, 2, 2]
    # Nobody has a circle but Anna (her hacienda): the rest waits in San Juan.
    assert s.phase == Phase.ROLE
    assert s.players[ANNA].bocc[BUILDING_INDEX["hacienda"]] == 1
    # The refill: one worker per player at least, one of them a noble.
    assert (s.noble_ship, s.colonist_ship, s.noble_supply) == (1, 2, 18)
    assert not s.end_triggered


def test_no_noble_left_the_ship_takes_colonists_only() -> None:
    s = table(players=3)
    s.players[CLARA].san_juan += s.noble_supply  # every noble is Clara's
    s.players[CLARA].nobles += s.noble_supply
    s.noble_supply = 0
    choose(s, BENNO, Role.MAYOR)
    act(s, "pass")
    assert (s.noble_ship, s.colonist_ship, s.noble_supply) == (0, 3, 0)


def test_running_out_of_colonists_does_not_end_the_game() -> None:
    s = table(players=4)
    s.players[DONNI].san_juan += s.colonist_supply - 2  # two colonists left in the supply
    s.colonist_supply = 2
    choose(s, ANNA, Role.MAYOR)
    act(s, "pass")
    # Four workers needed: a noble and the two colonists left; the game goes on.
    assert (s.noble_ship, s.colonist_ship, s.colonist_supply) == (1, 2, 0)
    assert not s.end_triggered
    # No colonist left at all: no extra colonist to offer, the ship is emptied and
    # refilled with a noble alone.
    s = table(players=4)
    s.players[DONNI].san_juan += s.colonist_supply
    s.colonist_supply = 0
    choose(s, BENNO, Role.MAYOR)
    assert (s.noble_ship, s.colonist_ship, s.colonist_supply) == (1, 0, 0)
    assert not s.end_triggered


def test_the_base_game_still_ends_when_colonists_run_out() -> None:
    s = table(BASE, expansions=())
    s.players[DONNI].san_juan += s.colonist_supply - 2
    s.colonist_supply = 2
    choose(s, ANNA, Role.MAYOR)
    act(s, "pass")
    assert s.end_triggered and s.colonist_ship == 2 and s.noble_ship == 0


def test_the_mayor_is_never_idle_while_a_noble_is_on_the_ship() -> None:
    s = table()
    card = s.role_cards.index(Role.MAYOR)
    assert rules.idle_role(s, ANNA, card) is None  # the noble is a VP
    s.players[BENNO].san_juan += 1  # the noble leaves the ship
    s.players[BENNO].nobles += 1
    s.noble_ship = 0
    assert rules.idle_role(s, ANNA, card) == Reason(Why.IDLE_CIRCLES_FULL)


# ------------------------------------------------------------------ villa and library


def test_villa_gives_a_noble_else_a_colonist() -> None:
    s = table()
    build(s, BENNO, "villa")
    choose(s, ANNA, Role.MAYOR)
    act(s, "pass")
    # Benno's own worker, the ship's colonist and the villa's noble (his own noble is
    # the villa's: the ship's went to Anna).
    p = s.players[BENNO]
    assert p.nobles == 1 and p.colonists() == 3
    assert s.noble_supply == 19 - 1 - 1  # the villa's, then the refill's

    s = table()
    build(s, BENNO, "villa")
    s.players[CLARA].san_juan += s.noble_supply
    s.players[CLARA].nobles += s.noble_supply
    s.noble_supply = 0
    before = s.colonist_supply
    choose(s, ANNA, Role.MAYOR)
    act(s, "pass")
    p = s.players[BENNO]
    assert p.nobles == 0 and p.colonists() == 3  # a colonist instead
    assert s.colonist_supply == before - 1 - 4  # the villa's, then the refill's four


def test_villa_unmanned_or_nothing_left_gives_nothing() -> None:
    s = table()
    build(s, BENNO, "villa", colonists=0)
    choose(s, ANNA, Role.MAYOR)
    act(s, "pass")
    assert s.players[BENNO].nobles == 0 and s.players[BENNO].colonists() == 1

    s = table()
    build(s, BENNO, "villa")
    s.players[CLARA].san_juan += s.noble_supply + s.colonist_supply
    s.players[CLARA].nobles += s.noble_supply
    s.noble_supply = s.colonist_supply = 0
    choose(s, ANNA, Role.MAYOR)  # no extra colonist to offer
    assert s.players[BENNO].colonists() == 2  # his own and the ship's


def test_library_doubles_the_mayors_extra_colonist() -> None:
    s = table()
    build(s, ANNA, "library")
    choose(s, ANNA, Role.MAYOR)
    assert s.phase == Phase.MAYOR_EXTRA
    act(s, "extra-colonist")
    assert s.phase == Phase.MAYOR_EXTRA and s.privilege_used == 1
    act(s, "extra-colonist")
    # two extra, the ship's noble: with the library's own worker, four
    assert s.players[ANNA].colonists() == 4 and s.privilege_used == 0

    s = table()
    build(s, ANNA, "library")
    choose(s, ANNA, Role.MAYOR)
    act(s, "pass")  # declining the first asks no second
    assert s.players[ANNA].colonists() == 2

    s = table()
    build(s, ANNA, "library")
    s.players[DONNI].san_juan += s.colonist_supply - 1
    s.colonist_supply = 1
    choose(s, ANNA, Role.MAYOR)
    act(s, "extra-colonist")  # the last one: no second question
    assert s.phase != Phase.MAYOR_EXTRA and s.players[ANNA].colonists() == 3


def test_library_unmanned_gives_one_extra_colonist() -> None:
    s = table()
    build(s, ANNA, "library", colonists=0)
    choose(s, ANNA, Role.MAYOR)
    act(s, "extra-colonist")
    assert s.phase != Phase.MAYOR_EXTRA


# ------------------------------------------------------------------ which workers are nobles


def test_the_player_says_which_buildings_his_nobles_man() -> None:
    s = table()
    build(s, BENNO, "land_office", colonists=0)
    build(s, BENNO, "chapel", colonists=0)
    plant(s, BENNO, "corn", count=3)
    san_juan(s, BENNO, colonists=1, nobles=1)
    choose(s, ANNA, Role.MAYOR)
    act(s, "pass")
    # Benno: one noble, two colonists (his own and the ship's), five circles; the first
    # worker can only go onto a corn plantation (forced), the last into the chapel.
    assert s.current == BENNO and s.phase == Phase.MAYOR and s.mayor_left == 2
    act(s, "place land_office")
    assert s.phase == Phase.NOBLES and s.current == BENNO
    assert legal(s) == {"nobles none", "nobles land_office", "nobles chapel"}
    assert why(s, "nobles land_office,chapel") == Reason(Why.TOO_FEW_NOBLES)
    act(s, "nobles chapel")
    assert s.players[BENNO].noble_on == 1 << NOBLE_SENSITIVE.index(CHAPEL)
    assert s.phase == Phase.ROLE  # Clara and Donni had nothing to arrange


def test_the_nobles_are_set_without_a_question_when_there_is_one_answer() -> None:
    # Benno, the mayor, gets the ship's noble (the ship's colonists are put back): three
    # nobles and no colonist for the land office and the chapel — both hold nobles.
    s = table(players=3)
    s.colonist_supply += s.colonist_ship
    s.colonist_ship = 0
    build(s, BENNO, "land_office", colonists=0, nobles=1)
    build(s, BENNO, "chapel", colonists=0, nobles=1)
    choose(s, BENNO, Role.MAYOR)
    act(s, "pass")
    p = s.players[BENNO]
    assert s.phase == Phase.ROLE
    assert (p.nobles, p.san_juan, p.noble_on) == (3, 1, 0b11)


def test_noble_question_asked_when_everything_is_filled_without_a_choice() -> None:
    s = table()
    build(s, BENNO, "land_office", colonists=0, nobles=1)
    build(s, BENNO, "chapel", colonists=0)
    s.players[BENNO].noble_on = 0
    choose(s, CLARA, Role.MAYOR)
    act(s, "pass")
    # Benno: the noble, the ship's colonist, two circles: filled, but which is which?
    assert s.phase == Phase.NOBLES and s.current == BENNO
    assert legal(s) == {"nobles land_office", "nobles chapel"}
    assert why(s, "nobles none") == Reason(Why.TOO_FEW_PLAIN_COLONISTS)
    act(s, "nobles land_office")
    assert s.players[BENNO].noble_on == 1 << NOBLE_SENSITIVE.index(LAND_OFFICE)


def test_only_a_manned_building_holds_a_noble() -> None:
    s = table()
    build(s, BENNO, "land_office", colonists=0)
    build(s, BENNO, "chapel", colonists=0)
    plant(s, BENNO, "corn", count=2)
    san_juan(s, BENNO, nobles=2)
    choose(s, ANNA, Role.MAYOR)
    act(s, "pass")
    act(s, "place corn", "place land_office")  # the first corn was forced
    assert s.phase == Phase.NOBLES
    assert why(s, "nobles chapel") == Reason(Why.NOBLE_NOT_MANNED, {"building": CHAPEL})


def test_noble_on_is_lifted_with_the_workers() -> None:
    s = table()
    build(s, BENNO, "chapel", colonists=0, nobles=1)
    plant(s, BENNO, "corn", count=3)
    choose(s, ANNA, Role.MAYOR)
    act(s, "pass")
    assert s.current == BENNO and s.players[BENNO].noble_on == 0  # lifted
    act(s, "place chapel")  # the first on a corn plantation was forced
    # a noble and a colonist, the chapel manned: either may stand there
    assert legal(s) == {"nobles none", "nobles chapel"}
    act(s, "nobles none")
    assert s.players[BENNO].noble_on == 0


def test_the_base_mayor_asks_nothing_new() -> None:
    s = table(BASE, expansions=())
    plant(s, BENNO, "corn")
    build(s, BENNO, "small_market", colonists=0)
    choose(s, ANNA, Role.MAYOR)
    assert legal(s) == {"extra-colonist", "pass"}
    act(s, "pass")
    assert s.current == BENNO and legal(s) == {"place corn", "place small_market"}
    act(s, "place small_market")
    assert s.phase == Phase.ROLE


# ------------------------------------------------------------------ the craftsman's buildings


def test_aqueduct_adds_a_barrel_for_the_large_indigo_plant_and_sugar_mill() -> None:
    s = table()
    build(s, BENNO, "aqueduct")
    build(s, BENNO, "indigo_plant", colonists=2)
    build(s, BENNO, "sugar_mill", colonists=1)
    plant(s, BENNO, "indigo", count=2, manned=2)
    plant(s, BENNO, "sugar", count=1, manned=1)
    choose(s, ANNA, Role.CRAFTSMAN)
    assert goods_of(s, BENNO) == {"indigo": 3, "sugar": 2}


def test_aqueduct_does_not_count_the_small_buildings() -> None:
    s = table()
    build(s, BENNO, "aqueduct")
    build(s, BENNO, "small_indigo_plant")
    build(s, BENNO, "small_sugar_mill")
    plant(s, BENNO, "indigo", manned=1)
    plant(s, BENNO, "sugar", manned=1)
    choose(s, ANNA, Role.CRAFTSMAN)
    assert goods_of(s, BENNO) == {"indigo": 1, "sugar": 1}


def test_aqueduct_needs_production_a_worker_and_the_supply() -> None:
    s = table()
    build(s, BENNO, "aqueduct", colonists=0)
    build(s, BENNO, "indigo_plant")
    plant(s, BENNO, "indigo", manned=1)
    choose(s, ANNA, Role.CRAFTSMAN)
    assert goods_of(s, BENNO) == {"indigo": 1}  # unmanned

    s = table()
    build(s, BENNO, "aqueduct")
    build(s, BENNO, "indigo_plant")
    plant(s, BENNO, "indigo", manned=0)
    choose(s, ANNA, Role.CRAFTSMAN)
    assert goods_of(s, BENNO) == {}  # nothing produced

    s = table()
    build(s, BENNO, "aqueduct")
    build(s, BENNO, "indigo_plant")
    plant(s, BENNO, "indigo", manned=1)
    goods(s, DONNI, indigo=s.goods_supply[1] - 1)  # one indigo left
    choose(s, ANNA, Role.CRAFTSMAN)
    assert goods_of(s, BENNO) == {"indigo": 1}


def test_chapel_pays_a_doubloon_for_a_colonist_a_vp_for_a_noble() -> None:
    s = table()
    build(s, BENNO, "chapel")
    build(s, CLARA, "chapel", colonists=0, nobles=1)
    vp = s.vp_supply
    choose(s, ANNA, Role.CRAFTSMAN)
    assert (s.players[BENNO].doubloons, s.players[BENNO].vp) == (1, 0)
    assert (s.players[CLARA].doubloons, s.players[CLARA].vp) == (0, 1)
    assert s.vp_supply == vp - 1

    s = table()
    build(s, DONNI, "chapel", colonists=0)  # unmanned
    san_juan(s, DONNI, nobles=1)
    choose(s, ANNA, Role.CRAFTSMAN)
    assert (s.players[DONNI].doubloons, s.players[DONNI].vp) == (0, 0)


def test_jeweler_pays_a_doubloon_per_noble() -> None:
    s = table()
    build(s, BENNO, "jeweler")
    san_juan(s, BENNO, nobles=3)
    build(s, CLARA, "jeweler", colonists=0)  # unmanned
    san_juan(s, CLARA, nobles=2)
    choose(s, ANNA, Role.CRAFTSMAN)
    assert [p.doubloons for p in s.players] == [0, 3, 0, 0]

    s = table()
    build(s, DONNI, "jeweler")  # no noble
    choose(s, ANNA, Role.CRAFTSMAN)
    assert s.players[DONNI].doubloons == 0


def test_chapel_and_jeweler_make_the_craftsman_worth_taking() -> None:
    s = table()
    card = s.role_cards.index(Role.CRAFTSMAN)
    assert rules.idle_role(s, BENNO, card) == Reason(Why.IDLE_NOTHING_PRODUCED)
    build(s, BENNO, "jeweler")
    assert rules.idle_role(s, BENNO, card) == Reason(Why.IDLE_NOTHING_PRODUCED)
    san_juan(s, BENNO, nobles=1)
    assert rules.idle_role(s, BENNO, card) is None
    build(s, CLARA, "chapel")
    assert rules.idle_role(s, CLARA, card) is None


def test_specialty_factory_pays_for_the_best_kind_but_not_corn() -> None:
    # Benno: 4 corn, 3 indigo, 1 sugar: the best non-corn kind is indigo, 3 - 1 = 2.
    s = table()
    build(s, BENNO, "specialty_factory")
    build(s, BENNO, "indigo_plant", colonists=3)
    build(s, BENNO, "small_sugar_mill")
    plant(s, BENNO, "corn", count=4, manned=4)
    plant(s, BENNO, "indigo", count=3, manned=3)
    plant(s, BENNO, "sugar", manned=1)
    choose(s, ANNA, Role.CRAFTSMAN)
    assert goods_of(s, BENNO) == {"corn": 4, "indigo": 3, "sugar": 1}
    assert s.players[BENNO].doubloons == 2

    # Corn alone pays nothing.
    s = table()
    build(s, BENNO, "specialty_factory")
    plant(s, BENNO, "corn", count=4, manned=4)
    choose(s, ANNA, Role.CRAFTSMAN)
    assert s.players[BENNO].doubloons == 0


def test_specialty_factory_counts_the_privilege_barrel() -> None:
    # Anna, the craftsman: 2 indigo, 2 sugar; her extra barrel of sugar makes 3: 2 doubloons.
    s = table()
    build(s, ANNA, "specialty_factory")
    build(s, ANNA, "indigo_plant", colonists=2)
    build(s, ANNA, "sugar_mill", colonists=2)
    plant(s, ANNA, "indigo", count=2, manned=2)
    plant(s, ANNA, "sugar", count=2, manned=2)
    choose(s, ANNA, Role.CRAFTSMAN)
    assert s.players[ANNA].doubloons == 1  # 2 - 1, paid with the production
    assert legal(s) == {"pass", "bonus indigo", "bonus sugar"}
    act(s, "bonus sugar")
    assert s.players[ANNA].doubloons == 2
    assert s.specialty_kinds == 0 and s.phase == Phase.ROLE

    # An extra barrel of a kind she had less of changes nothing.
    s = table()
    build(s, ANNA, "specialty_factory")
    build(s, ANNA, "indigo_plant", colonists=1)
    build(s, ANNA, "sugar_mill", colonists=3)
    plant(s, ANNA, "indigo", count=1, manned=1)
    plant(s, ANNA, "sugar", count=3, manned=3)
    choose(s, ANNA, Role.CRAFTSMAN)
    assert s.players[ANNA].doubloons == 2
    act(s, "bonus indigo")
    assert s.players[ANNA].doubloons == 2


def three_kinds(s: GameState, seat: int) -> None:
    """``seat`` produces corn, 2 indigo and sugar, with a manned specialty factory."""
    build(s, seat, "specialty_factory")
    build(s, seat, "indigo_plant", colonists=2)
    build(s, seat, "small_sugar_mill")
    plant(s, seat, "corn", manned=1)
    plant(s, seat, "indigo", count=2, manned=2)
    plant(s, seat, "sugar", manned=1)


def test_specialty_factory_and_factory_pay_independently() -> None:
    s = table()
    build(s, BENNO, "factory")
    three_kinds(s, BENNO)
    choose(s, ANNA, Role.CRAFTSMAN)
    # the factory: three kinds, 2; the specialty factory: 2 indigo, 1
    assert s.players[BENNO].doubloons == 3


def test_specialty_factory_unmanned_pays_nothing() -> None:
    s = table()
    build(s, BENNO, "specialty_factory", colonists=0)
    build(s, BENNO, "indigo_plant", colonists=3)
    plant(s, BENNO, "indigo", count=3, manned=3)
    choose(s, ANNA, Role.CRAFTSMAN)
    assert s.players[BENNO].doubloons == 0


def test_library_gives_the_craftsman_two_barrels_of_different_kinds() -> None:
    s = table()
    build(s, ANNA, "library")
    three_kinds(s, ANNA)
    choose(s, ANNA, Role.CRAFTSMAN)
    assert s.players[ANNA].doubloons == 1  # specialty factory: 2 indigo
    act(s, "bonus sugar")
    assert s.phase == Phase.CRAFTSMAN and s.privilege_used == 1
    assert legal(s) == {"pass", "bonus corn", "bonus indigo"}
    assert why(s, "bonus sugar") == Reason(Why.OTHER_KIND_SECOND, {"good": 2})
    act(s, "bonus indigo")  # 3 indigo now: one more doubloon
    assert goods_of(s, ANNA) == {"corn": 1, "indigo": 3, "sugar": 2}
    assert s.players[ANNA].doubloons == 2 and s.phase == Phase.ROLE

    # Pass after the first ends the phase; a single kind produced asks once.
    s = table()
    build(s, ANNA, "library")
    plant(s, ANNA, "corn", count=2, manned=2)
    choose(s, ANNA, Role.CRAFTSMAN)
    act(s, "bonus corn")
    assert s.phase == Phase.ROLE and goods_of(s, ANNA) == {"corn": 3}


# ------------------------------------------------------------------ the guest house


def test_bohio_example_storehouse_at_the_end_of_the_captain_phase_library_for_the_trader() -> None:
    """Guests to the storehouse as the Captain phase ends, to the library as the Trader
    phase starts (000, Bohio)."""
    s = table()
    build(s, ANNA, "guest_house", colonists=2)
    build(s, ANNA, "storehouse", colonists=0)
    build(s, ANNA, "library", colonists=0)
    goods(s, ANNA, tobacco=2, coffee=2)
    # Every ship carries another kind: nobody ships.
    load(s, 5, "corn", 1)
    load(s, 6, "indigo", 1)
    load(s, 7, "sugar", 1)
    choose(s, DONNI, Role.CAPTAIN)
    # Anna cannot ship; she is asked only because her guests could move now.
    assert s.phase == Phase.CAPTAIN and s.current == ANNA
    assert legal(s) == {"pass", "guest storehouse", "guest library"}
    act(s, "pass")
    assert s.phase == Phase.STORAGE and s.current == ANNA
    assert not any(a.startswith("store") and a.count(",") for a in legal(s))  # one barrel
    assert "guest storehouse" in legal(s)
    act(s, "guest storehouse")
    assert s.phase == Phase.STORAGE and s.current == ANNA
    act(s, "store keep tobacco,tobacco,coffee,coffee")
    assert goods_of(s, ANNA) == {"tobacco": 2, "coffee": 2}
    # Anna chooses the trader next and moves the second guest into the library.
    assert s.phase == Phase.ROLE and s.current == ANNA
    act(s, f"role {Role.TRADER.name.lower()}")
    assert s.phase == Phase.TRADER and s.current == ANNA
    act(s, "guest library")
    act(s, "sell tobacco")
    assert s.players[ANNA].doubloons == 3 + 2  # the price and the double privilege
    assert s.players[ANNA].bocc[GUEST_HOUSE] == 0


def test_guests_move_before_production() -> None:
    s = table()
    build(s, BENNO, "guest_house", colonists=2)
    build(s, BENNO, "small_indigo_plant", colonists=0)
    plant(s, BENNO, "indigo", manned=0)
    choose(s, ANNA, Role.CRAFTSMAN)
    assert s.phase == Phase.GUESTS and s.current == BENNO and s.role == Role.CRAFTSMAN
    assert legal(s) == {"pass", "guest indigo", "guest small_indigo_plant"}
    act(s, "guest indigo")
    assert s.phase == Phase.GUESTS  # the second guest may move too
    act(s, "guest small_indigo_plant")
    # nowhere left to go: the window closes, production follows (Anna, who produced
    # nothing, has no extra barrel to choose)
    assert s.phase == Phase.ROLE
    assert goods_of(s, BENNO) == {"indigo": 1}


def test_guest_window_asks_the_holders_in_turn_from_the_craftsman() -> None:
    s = table()
    for seat in (ANNA, CLARA):
        build(s, seat, "guest_house", colonists=1)
        plant(s, seat, "corn")
    choose(s, BENNO, Role.CRAFTSMAN)
    assert s.phase == Phase.GUESTS and s.current == CLARA
    assert s.asked == 1 << ANNA | 1 << CLARA
    act(s, "pass")
    assert s.current == ANNA
    act(s, "guest corn")
    assert s.phase == Phase.ROLE  # corn produced for Anna only; Benno made nothing
    assert goods_of(s, ANNA) == {"corn": 1} and goods_of(s, CLARA) == {}


def test_no_window_without_a_guest_to_move() -> None:
    s = table()
    build(s, BENNO, "guest_house", colonists=0)  # no guest
    plant(s, BENNO, "corn")
    build(s, DONNI, "guest_house", colonists=1)  # nowhere to move it
    choose(s, ANNA, Role.CRAFTSMAN)
    assert s.phase != Phase.GUESTS


def test_a_guest_moved_into_the_library_during_the_craftsman_phase() -> None:
    s = table()
    build(s, ANNA, "guest_house", colonists=1)
    build(s, ANNA, "library", colonists=0)
    plant(s, ANNA, "corn", manned=1)
    build(s, ANNA, "small_indigo_plant")
    plant(s, ANNA, "indigo", manned=1)
    choose(s, ANNA, Role.CRAFTSMAN)
    assert s.phase == Phase.GUESTS
    act(s, "pass")  # not before production
    assert s.phase == Phase.CRAFTSMAN and "guest library" in legal(s)
    act(s, "guest library", "bonus corn")  # during the phase: the double privilege
    assert s.phase == Phase.CRAFTSMAN
    act(s, "bonus indigo")
    assert goods_of(s, ANNA) == {"corn": 2, "indigo": 2}


def test_guests_move_at_the_end_of_the_game() -> None:
    s = table()
    build(s, BENNO, "guest_house", colonists=1)
    build(s, BENNO, "residence", colonists=0)
    s.end_triggered = True
    s.pick = s.picks_per_round - 1
    s.governor = ANNA
    s.current = (ANNA + s.pick) % s.n
    for c in range(s.pick):  # the first cards were taken this round, in turn
        s.role_taken[c] = (ANNA + c) % s.n
    s.role_player = (ANNA + s.pick - 1) % s.n
    last = s.role_cards.index(Role.PROSPECTOR)
    s._legal = None
    verify(s)
    s.apply(ROLE + last)  # the round's last role: the game ends
    assert s.phase == Phase.GUESTS and s.role == -1 and s.current == BENNO
    verify(s)
    act(s, "guest residence")
    assert s.is_terminal()
    assert s.players[BENNO].bocc[BUILDING_INDEX["residence"]] == 1


def test_guests_stay_in_the_mayor_phase() -> None:
    s = table()
    build(s, ANNA, "guest_house", colonists=1)
    build(s, ANNA, "library", colonists=0)
    plant(s, ANNA, "corn")
    assert "guest library" in legal(s)  # before choosing the role: fine
    choose(s, ANNA, Role.MAYOR)
    assert s.phase == Phase.MAYOR_EXTRA and guests(s) == set()
    assert why(s, "guest library") == Reason(Why.GUESTS_STAY_IN_MAYOR)
    act(s, "pass")
    assert s.phase == Phase.MAYOR and guests(s) == set()


def test_guest_targets_and_refusals() -> None:
    s = table()
    build(s, ANNA, "guest_house", colonists=2)
    build(s, ANNA, "chapel", colonists=0)
    build(s, ANNA, "land_office", colonists=0)
    build(s, ANNA, "construction_hut", colonists=1)
    plant(s, ANNA, "coffee", manned=1)
    plant(s, ANNA, "quarry")
    s.players[ANNA].forest[1] = 1  # a forest: no worker goes there
    s.pile.remove(1)
    s._legal = None
    verify(s)
    # Three colonists, no noble: the colonist-or-noble buildings take colonists.
    assert guests(s) == {"guest quarry", "guest chapel", "guest land_office"}
    assert why(s, "guest chapel noble") == Reason(Why.NO_FREE_NOBLE, {"building": CHAPEL})
    assert why(s, "guest quarry noble") == Reason(Why.NOBLE_MAKES_NO_DIFFERENCE)
    assert why(s, "guest coffee") == Reason(Why.TILE_HOLDS_ONE)
    assert why(s, "guest indigo") == Reason(Why.NO_SUCH_TILE, {"tile": 1})
    assert why(s, "guest construction_hut") == Reason(Why.NO_FREE_CIRCLE)
    assert why(s, "guest guest_house") == Reason(Why.GUEST_LEAVES, {"building": GUEST_HOUSE})
    assert why(s, "guest library") == Reason(Why.NOT_YOUR_BUILDING)
    # Nobles: one of the three workers is a noble.
    s.players[ANNA].nobles = 1
    s.noble_supply -= 1
    s.colonist_supply += 1
    s._legal = None
    verify(s)
    assert guests(s) >= {"guest chapel", "guest chapel noble", "guest land_office noble"}
    act(s, "guest chapel noble")
    assert s.players[ANNA].noble_on == 1 << NOBLE_SENSITIVE.index(CHAPEL)
    # the noble is placed; the other guest is a colonist
    assert guests(s) == {"guest quarry", "guest land_office"}
    assert why(s, "guest land_office noble") == Reason(Why.NO_FREE_NOBLE, {"building": LAND_OFFICE})
    act(s, "guest land_office")
    assert guests(s) == set()
    assert why(s, "guest quarry") == Reason(Why.NO_GUEST, {"building": GUEST_HOUSE})


def test_a_guest_does_not_take_the_place_of_the_university_colonist() -> None:
    s = table(SET_B)
    build(s, ANNA, "guest_house", colonists=1)
    build(s, ANNA, "university")
    s.players[ANNA].doubloons = 10
    choose(s, ANNA, Role.BUILDER)
    act(s, "build factory")
    assert s.phase == Phase.UNIVERSITY
    assert "guest factory" not in legal(s)
    assert why(s, "guest factory") == Reason(Why.PLACE_KEPT_FOR_BONUS)
    act(s, "pass")  # the colonist declined; the others can build nothing
    assert s.phase == Phase.ROLE and s.players[ANNA].bocc[GUEST_HOUSE] == 1


def test_guests_need_the_expansion_rules_only_with_a_guest_house() -> None:
    """Without a manned guest house no move is ever offered (the base phases' lists)."""
    s = table()
    build(s, ANNA, "guest_house", colonists=0)
    plant(s, ANNA, "corn")
    assert guests(s) == set()
    assert all(not a.startswith("guest") for a in legal(s))
