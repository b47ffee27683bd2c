"""Expansion III, the smuggler (rulebook 000, "3. Erweiterung: Schmuggler"): each of the
four actions, the wanted poster, no coin on the card, and the note that no building
improves a smuggler action.  Positions are set up by hand from the supplies; every
step is checked for conservation, consistency and the JSON round trip (``kit.act``).
"""

from __future__ import annotations

from puertorico_qt.engine.actions import ROLE
from puertorico_qt.engine.data import GOOD_NAMES, Role
from puertorico_qt.engine.reasons import Why
from puertorico_qt.engine.state import GameState, Phase

from .kit import ANNA, BENNO, CLARA, DONNI, act, build, choose, goods_of, legal, load, verify, why
from .kit import table as kit_table

SMUGGLER = ("smuggler",)
COFFEE = GOOD_NAMES.index("coffee")


def table(players: int = 4, expansions: tuple[str, ...] = SMUGGLER) -> GameState:
    return kit_table((), players, expansions=expansions)


def smuggle(s: GameState, seat: int, *actions: str) -> None:
    """``seat`` takes the smuggler and does ``actions``."""
    choose(s, seat, Role.SMUGGLER)
    assert s.phase == Phase.SMUGGLER and s.current == seat
    act(s, *actions)


def test_the_card_is_one_more_role_and_never_gets_a_coin() -> None:
    s = table()
    assert s.role_cards.count(Role.SMUGGLER) == 1
    assert len(s.role_cards) == 8  # the four players' seven roles and the smuggler
    for seat in range(4):  # a round without the smuggler
        act(s, "role " + ("settler", "mayor", "builder", "craftsman")[seat])
        while s.phase != Phase.ROLE:
            act(s, "pass")
    coins = {s.format_action(ROLE + c): n for c, n in enumerate(s.role_coins)}
    assert coins == {
        "role settler": 0, "role mayor": 0, "role builder": 0, "role craftsman": 0,
        "role trader": 1, "role captain": 1, "role prospector": 1, "role smuggler": 0,
    }  # fmt: skip


def test_raid_keeps_three_barrels_and_returns_the_rest() -> None:
    s = table()
    load(s, 7, "coffee", 5)
    supply = s.goods_supply[COFFEE]
    smuggle(s, BENNO, "smuggle raid 7")
    assert goods_of(s, BENNO) == {"coffee": 3}
    assert s.goods_supply[COFFEE] == supply + 2
    assert s.ship_load[s.ship_cap.index(7)] == 0 and s.ship_good[s.ship_cap.index(7)] == -1


def test_raid_of_a_small_load_keeps_it_all_and_an_empty_ship_is_refused() -> None:
    s = table()
    load(s, 5, "sugar", 2)
    choose(s, ANNA, Role.SMUGGLER)
    assert legal(s) >= {"smuggle raid 5", "smuggle plunder", "smuggle poach"}
    assert "smuggle raid 6" not in legal(s)
    assert why(s, "smuggle raid 6").code == Why.RAID_EMPTY_SHIP
    act(s, "smuggle raid 5")
    assert goods_of(s, ANNA) == {"sugar": 2}


def test_plunder_gives_a_vp_chip_per_good_and_empties_the_trading_house() -> None:
    s = table()
    for g in ("corn", "sugar", "coffee"):
        s.goods_supply[GOOD_NAMES.index(g)] -= 1
        s.house.append(GOOD_NAMES.index(g))
    chips = s.vp_supply
    smuggle(s, CLARA, "smuggle plunder")
    assert s.players[CLARA].vp == 3 and s.vp_supply == chips - 3
    assert s.house == [] and s.plunder_vp[CLARA] == 3
    assert engine_score_plunder(s, CLARA) == 3


def engine_score_plunder(s: GameState, seat: int) -> int:
    from puertorico_qt.engine.scoring import score_breakdown

    return score_breakdown(s)[seat].chips_from.get("plunder", 0)


def test_no_building_improves_the_smuggler() -> None:
    """Rulebook note: not even the library (Verlagshaus) doubles a smuggler action."""
    s = kit_table(
        ("small_market", "hacienda", "forest_house", "small_warehouse", "hospice", "office",
         "large_market", "large_warehouse", "factory", "library", "harbor", "wharf",
         "guild_hall", "residence", "fortress", "customs_house", "city_hall"),
        expansions=("buildings", "smuggler"),
    )  # fmt: skip
    build(s, DONNI, "library")
    s.goods_supply[0] -= 1
    s.goods_supply[2] -= 1
    s.house += [0, 2]
    smuggle(s, DONNI, "smuggle plunder")
    assert s.players[DONNI].vp == 2 and s.phase == Phase.ROLE


def test_poach_leaves_one_worker_per_player_and_places_three_at_once() -> None:
    s = table()
    s.colonist_supply -= 3  # the ship: 4 + 3 = 7 workers
    s.colonist_ship += 3
    for kind in range(3):  # three empty plantations
        s.pile.remove(kind)
        s.players[ANNA].plant[kind] += 1
    supply = s.colonist_supply
    smuggle(s, ANNA, "smuggle poach")
    assert s.colonist_ship == 4
    assert s.phase == Phase.PLACE_WORKERS and s.place_left == 3
    assert "pass" in legal(s) and "place corn" in legal(s)
    act(s, "place corn", "place indigo", "place sugar")
    assert s.players[ANNA].plant_occ[:3] == [1, 1, 1] and s.players[ANNA].san_juan == 0
    assert s.colonist_supply == supply and s.phase == Phase.ROLE


def test_poached_workers_never_wait_on_the_portrait() -> None:
    """Only as many as there are free circles are kept; one placed, the rest handed back
    by passing; none on the portrait (San Juan)."""
    s = table()
    s.colonist_supply -= 6
    s.colonist_ship += 6  # 10 on the ship: 6 taken off
    s.pile.remove(4)
    s.players[BENNO].plant[4] += 1
    s.pile.remove(3)
    s.players[BENNO].plant[3] += 1
    supply = s.colonist_supply
    smuggle(s, BENNO, "smuggle poach")
    assert s.colonist_ship == 4 and s.place_left == 2
    act(s, "place coffee", "pass")
    assert s.players[BENNO].plant_occ[4] == 1 and s.players[BENNO].san_juan == 0
    assert s.colonist_supply == supply + 6 - 1


def test_poach_with_nothing_to_poach_or_no_room_does_nothing() -> None:
    s = table()
    ship = s.colonist_ship
    smuggle(s, CLARA, "smuggle poach")  # no free circle: the workers go back
    assert s.players[CLARA].colonists() == 0 and s.phase == Phase.ROLE
    assert s.colonist_ship == min(ship, 4)


def test_poach_leaves_the_ships_noble_for_the_mayor() -> None:
    """Ruling: with expansion II the ship's noble is the Mayor's; only plain workers go."""
    s = table(expansions=("nobles", "smuggler"))
    assert s.noble_ship == 1
    s.colonist_supply -= 4
    s.colonist_ship += 4
    smuggle(s, ANNA, "smuggle poach")
    assert s.noble_ship == 1 and s.colonist_ship + s.noble_ship == 4


def test_swap_takes_the_coins_and_pays_three_when_another_chooses_the_role() -> None:
    s = table()
    builder = s.role_cards.index(Role.BUILDER)
    s.role_coins[builder] = 2
    s.round, s.role_player = 3, CLARA  # the last role of round 2 was Clara's
    smuggle(s, ANNA, "smuggle swap builder")
    assert s.players[ANNA].doubloons == 2 and s.role_coins[builder] == 0
    assert s.captured == builder
    assert s.current == BENNO
    act(s, "role builder")  # Benno chooses it: no coins for him, 3 for the smuggler
    assert s.players[ANNA].doubloons == 5 and s.players[BENNO].doubloons == 0
    while s.phase != Phase.ROLE:
        act(s, "pass")
    assert s.captured == builder  # the mark lasts the round


def test_an_unused_swapped_role_is_played_by_the_smuggler_at_the_round_end() -> None:
    s = table()
    smuggle(s, ANNA, "smuggle swap prospector")
    for role in ("settler", "mayor", "builder"):
        act(s, "role " + role)
        while s.phase != Phase.ROLE and s.pick < s.picks_per_round:
            act(s, "pass")
    # the prospector, played by the smuggler after the last pick: one doubloon
    assert s.players[ANNA].doubloons == 1
    assert s.round == 2 and s.captured == -1 and s.governor == BENNO
    prospector = s.role_cards.index(Role.PROSPECTOR)
    assert s.role_coins[prospector] == 0  # used: no coin on it
    verify(s)


def test_a_swapped_builder_at_the_round_end_is_the_smugglers_with_its_privilege() -> None:
    s = table()
    for seat in range(4):
        s.players[seat].doubloons = 1
    smuggle(s, ANNA, "smuggle swap builder")
    for role in ("settler", "mayor", "craftsman"):
        act(s, "role " + role)
        while s.phase != Phase.ROLE and s.pick < s.picks_per_round:
            act(s, "pass")
    assert s.phase == Phase.BUILDER and s.role_player == ANNA and s.current == ANNA
    assert s.pick == s.picks_per_round
    act(s, "build small_market")  # cost 1, less the privilege: free
    assert s.players[ANNA].doubloons == 1
    while s.phase == Phase.BUILDER:
        act(s, "pass")
    assert s.round == 2 and s.phase == Phase.ROLE


def test_the_wanted_poster_keeps_the_smuggler_from_taking_it_twice_in_a_row() -> None:
    s = table()
    smuggle(s, ANNA, "smuggle plunder")
    assert s.wanted == ANNA
    s.governor = s.current = ANNA  # Anna to choose again (as if a round had passed)
    s.pick = 0
    s.role_taken = [-1] * len(s.role_taken)
    s._legal = None
    assert "role smuggler" not in legal(s)
    assert why(s, "role smuggler").code == Why.SMUGGLER_WANTED
    act(s, "role prospector")
    act(s, "role smuggler", "smuggle plunder")  # Benno takes it: the poster moves on
    assert s.wanted == BENNO
    assert s.players[DONNI].doubloons == 0  # nobody else affected


def test_the_smuggler_cannot_swap_the_smuggler_card() -> None:
    s = table()
    choose(s, ANNA, Role.SMUGGLER)
    assert not any(t.startswith("smuggle swap smuggler") for t in legal(s))
    assert why(s, "smuggle swap smuggler").code in (Why.SWAP_SMUGGLER, Why.ROLE_TAKEN)
