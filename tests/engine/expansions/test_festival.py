"""Expansion IV, the festival (rulebook 000, "4. Erweiterung: Festival"): the set-up of
the three goals with its notes (drawn after the board is laid out with expansion I, no
production building of the goal's plantation, the 2-player board keeps its copy), each
goal met first and only once, and its pieces given back.  Every step is checked for
conservation, consistency and the JSON round trip (``kit.act``)."""

from __future__ import annotations

from puertorico_qt import engine
from puertorico_qt.engine import GameConfig
from puertorico_qt.engine.data import BUILDING_INDEX, BUILDINGS, PRODUCTION_BUILDINGS, SETUP, Role
from puertorico_qt.engine.phases.festival import BUILDING, GOODS, PLANTATIONS
from puertorico_qt.engine.scoring import score_breakdown
from puertorico_qt.engine.state import GameState, Phase

from .kit import ANNA, BENNO, CLARA, act, build, choose, legal, verify
from .kit import table as kit_table

FESTIVAL = ("festival",)
CORN, INDIGO, SUGAR, TOBACCO, COFFEE = range(5)


def table(
    players: int = 4,
    plantation: int = TOBACCO,
    goods: tuple[int, int, int] = (0, 0, 2),
    building: str = "harbor",
) -> GameState:
    """A base-game table with the festival's goals set to these (the pieces moved
    between the supply and the festival board so that conservation holds)."""
    s = kit_table((), players, expansions=FESTIVAL)
    _set_goals(s, plantation, goods, BUILDING_INDEX[building])
    return s


def _set_goals(s: GameState, kind: int, goods: tuple[int, int, int], building: int) -> None:
    old_kind, *old_goods, old_b = s.festival
    s.pile.append(old_kind)
    for g in old_goods:
        s.goods_supply[g] += 1
    two = SETUP[s.n].two_player_copies
    if not two:
        s.building_supply[old_b] += 1
        s.building_supply[building] -= 1
    s.pile.remove(kind)
    for g in goods:
        s.goods_supply[g] -= 1
    s.festival = (kind, *sorted(goods), building)
    s._legal = None
    verify(s)


def plant(s: GameState, seat: int, kind: int, count: int, manned: int = 0) -> None:
    for _ in range(count):
        s.pile.remove(kind)
    s.players[seat].plant[kind] += count
    s.players[seat].plant_occ[kind] += manned
    s.colonist_supply -= manned
    s._legal = None


def offer(s: GameState, kind: int) -> None:
    """Make sure a plantation of ``kind`` lies face up."""
    if not s.offer[kind]:
        s.pile.remove(kind)
        s.offer[kind] += 1
        back = next(k for k in range(5) if k != kind and s.offer[k])
        s.offer[back] -= 1
        s.pile.append(back)
    s._legal = None


# ------------------------------------------------------------------ set-up


def test_set_up_draws_three_goals_from_the_supplies() -> None:
    for players in (2, 3, 4, 5):
        for seed in range(30):
            config = GameConfig(players=players, expansions=frozenset(FESTIVAL))
            s = engine.new_game(config, seed)
            kind, g1, g2, g3, b = s.festival
            assert BUILDINGS[b].vp == 3 and b in s.market
            assert b not in PRODUCTION_BUILDINGS[kind]  # the rulebook's redraw
            assert s.festival_by == [-1, -1, -1]
            copies = BUILDINGS[b].copies_2p if players == 2 else BUILDINGS[b].copies
            # 3-5 players: the copy lies on the festival board; 2: the gap is filled
            assert s.building_supply[b] == (copies if players == 2 else copies - 1)
            row = SETUP[players]
            assert s.goods_supply[g1] <= row.goods[g1] - [g1, g2, g3].count(g1)
            verify(s)


def test_goods_repeat_and_every_kind_is_drawn_sometimes() -> None:
    kinds, goods, repeats = set(), set(), 0
    for seed in range(200):
        s = engine.new_game(GameConfig(expansions=frozenset(FESTIVAL)), seed)
        kinds.add(s.festival[0])
        goods.update(s.festival[1:4])
        repeats += len(set(s.festival[1:4])) < 3
    assert kinds == goods == set(range(5)) and repeats > 0


def test_with_the_draft_the_building_is_drawn_once_the_board_is_laid_out() -> None:
    config = GameConfig(expansions=frozenset({"buildings", "festival"}), market="draft")
    s = engine.new_game(config, 3)
    assert s.festival[4] == -1 and s.phase == Phase.DRAFT
    verify(s)
    while s.phase == Phase.DRAFT:
        s.apply(s.legal_actions()[0])
        verify(s)
    assert s.festival[4] in s.market and BUILDINGS[s.festival[4]].vp == 3


# ------------------------------------------------------------------ plantations


def test_the_first_with_three_plantations_gets_three_workers_to_place() -> None:
    s = table(plantation=TOBACCO)
    plant(s, BENNO, TOBACCO, 2)
    plant(s, BENNO, CORN, 1)
    build(s, BENNO, "small_market", colonists=0)
    offer(s, TOBACCO)
    supply = s.colonist_supply
    in_pile = s.pile.count(TOBACCO)
    choose(s, ANNA, Role.SETTLER)
    act(s, "pass")  # Anna
    act(s, "take tobacco")  # Benno's third tobacco
    assert s.festival_by[PLANTATIONS] == BENNO
    assert s.phase == Phase.PLACE_WORKERS and s.current == BENNO and s.place_left == 3
    assert {"place tobacco", "place corn", "place small_market", "pass"} <= legal(s)
    act(s, "place tobacco", "place tobacco")
    act(s, "pass")  # the third waits on the portrait
    p = s.players[BENNO]
    assert p.plant_occ[TOBACCO] == 2 and p.san_juan == 1
    assert s.colonist_supply == supply - 3
    # the board's tile is back in the face-down supply, available at once (000: "stehen
    # damit ab jetzt wieder zur Verfügung"), not on the discard pile
    assert s.pile.count(TOBACCO) == in_pile + 1 and s.discard[TOBACCO] == 0
    assert s.phase == Phase.SETTLER and s.current == CLARA


def test_the_plantation_goal_is_met_once() -> None:
    s = table(plantation=CORN)
    plant(s, ANNA, CORN, 3)
    plant(s, BENNO, CORN, 2)
    s.festival_by[PLANTATIONS] = ANNA
    s.pile.append(CORN)  # (its tile went back when Anna met it)
    offer(s, CORN)
    choose(s, BENNO, Role.SETTLER)
    act(s, "take corn")
    assert s.phase == Phase.SETTLER and s.players[BENNO].san_juan == 0


def test_with_no_free_circle_the_workers_go_to_the_portrait_and_a_short_supply_gives_less() -> None:
    s = table(plantation=SUGAR)
    plant(s, CLARA, SUGAR, 2, manned=2)
    offer(s, SUGAR)
    s.colonist_supply, s.colonist_ship = 2, s.colonist_ship + s.colonist_supply - 2
    choose(s, CLARA, Role.SETTLER)
    act(s, "take sugar")  # no hospice: the new sugar is the only free circle
    assert s.phase == Phase.PLACE_WORKERS and s.place_left == 2
    act(s, "place sugar")  # the last one has nowhere to go: the portrait, at once
    assert s.players[CLARA].plant_occ[SUGAR] == 3 and s.players[CLARA].san_juan == 1
    assert s.colonist_supply == 0 and s.phase == Phase.SETTLER


def test_a_plantation_from_the_land_office_meets_the_goal_in_the_trader_phase() -> None:
    s = kit_table((), 4, expansions=("nobles", "festival"))
    _set_goals(s, CORN, (1, 1, 1), BUILDING_INDEX["harbor"])
    plant(s, ANNA, CORN, 2)
    build(s, ANNA, "land_office")
    s.players[ANNA].doubloons = 1
    s.goods_supply[SUGAR] -= 1
    s.players[ANNA].goods[SUGAR] += 1  # something to sell: the Trader turn is a choice
    s.pile.remove(CORN)
    s.pile.append(CORN)  # the top face-down tile is corn
    choose(s, ANNA, Role.TRADER)
    act(s, "land-buy")
    assert s.festival_by[PLANTATIONS] == ANNA and s.phase == Phase.PLACE_WORKERS
    act(s, "place corn", "place corn", "place corn")
    assert s.phase == Phase.TRADER and s.current == ANNA  # his Trader turn goes on


# ------------------------------------------------------------------ goods


def test_the_first_to_produce_the_goods_gets_three_doubloons() -> None:
    s = table(goods=(CORN, CORN, SUGAR))
    plant(s, BENNO, CORN, 2, manned=2)
    plant(s, BENNO, SUGAR, 1, manned=1)
    build(s, BENNO, "small_sugar_mill")
    plant(s, CLARA, CORN, 3, manned=3)
    supply = list(s.goods_supply)
    choose(s, CLARA, Role.CRAFTSMAN)  # Clara produces first, but no sugar
    assert s.festival_by[GOODS] == BENNO and s.players[BENNO].doubloons == 3
    assert s.players[CLARA].doubloons == 0
    # the board's barrels are back in the supply (less what was produced)
    assert s.goods_supply[CORN] == supply[CORN] - 5 + 2
    assert s.goods_supply[SUGAR] == supply[SUGAR] - 1 + 1
    verify(s)


def test_the_craftsmans_extra_barrel_is_no_production() -> None:
    """Ruling: the privilege's barrel does not count towards the goods goal."""
    s = table(goods=(CORN, CORN, CORN))
    plant(s, ANNA, CORN, 2, manned=2)
    choose(s, ANNA, Role.CRAFTSMAN)
    act(s, "bonus corn")
    assert s.players[ANNA].goods[CORN] == 3 and s.festival_by[GOODS] == -1


# ------------------------------------------------------------------ building


def test_the_first_to_build_the_building_gets_three_vp_and_its_copy_returns() -> None:
    s = table(building="harbor")
    b = BUILDING_INDEX["harbor"]
    s.players[BENNO].doubloons = 8
    s.players[CLARA].doubloons = 8
    left = s.building_supply[b]
    choose(s, ANNA, Role.BUILDER)
    act(s, "pass", "build harbor")
    assert s.festival_by[BUILDING] == BENNO and s.players[BENNO].vp == 3
    assert s.building_supply[b] == left  # one built, the festival's copy back
    act(s, "build harbor")  # Clara builds the copy that came back: no reward
    assert s.players[CLARA].vp == 0
    assert score_breakdown(s)[BENNO].chips_from == {"festival": 3}


def test_two_players_keep_the_supply_and_the_festival_copy_goes_to_the_box() -> None:
    s = table(players=2, building="factory")
    b = BUILDING_INDEX["factory"]
    assert s.building_supply[b] == 1
    s.players[ANNA].doubloons = 7
    choose(s, ANNA, Role.BUILDER)
    act(s, "build factory")
    assert s.players[ANNA].vp == 3 and s.building_supply[b] == 0
