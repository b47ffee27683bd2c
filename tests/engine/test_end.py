"""The end of the game and the final score.

Source: 001 "SPIELENDE" (000 "SPIELENDE", the same three conditions): the game ends at the
end of the round in which the colonist ship cannot be refilled at the end of a Mayor
phase, or someone builds on his twelfth city space, or the VP chips run out in a Captain
phase (players still get every VP; the missing chips are written down). Score: chips +
building VP + the bonus of occupied large buildings; ties go to the most doubloons plus
goods (one good = one doubloon).
"""

from __future__ import annotations

import pytest

from puertorico_qt import engine
from puertorico_qt.engine import IllegalActionError, Phase
from puertorico_qt.engine.rules import (
    EndCause,
    Ending,
    colonists_run_short,
    end_cause,
    goods_held,
    vp_chips_run_short,
)

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
    fill_city,
    finish_round,
    goods,
    moves,
    plantation,
    san_juan,
    ship,
    vp,
)

# --------------------------------------------------------------------------- colonists


def test_game_ends_when_the_colonist_ship_cannot_be_refilled():
    s = blank(4)
    san_juan(s, DONNI, s.colonist_supply - 3)  # three colonists left in the supply
    check(s)
    choose(s, ANNA, "mayor")
    act(s, "pass")  # (the privilege would take one more from the supply)
    assert s.phase == Phase.ROLE
    # Four are needed (one per player); the three left go onto the ship.
    assert s.end_triggered and s.colonist_ship == 3 and s.colonist_supply == 0
    # The round is played out: Benno, Clara and Donni still choose roles.
    assert finish_round(s) == [BENNO, CLARA, DONNI]
    assert s.is_terminal()
    check(s)


def test_exactly_enough_colonists_does_not_end_the_game():
    s = blank(4)
    san_juan(s, DONNI, s.colonist_supply - 4)
    choose(s, ANNA, "mayor")
    act(s, "pass")
    assert not s.end_triggered and s.colonist_ship == 4 and s.colonist_supply == 0
    finish_round(s)
    assert not s.is_terminal() and s.round == 2
    # In the next Mayor phase nothing is left for the refill: that ends it.
    choose(s, s.current, "mayor")
    assert s.end_triggered


def test_refill_counts_empty_building_circles():
    s = blank(4)
    building(s, BENNO, "sugar_mill", colonists=0)
    building(s, BENNO, "tobacco_storage", colonists=0)
    san_juan(s, DONNI, s.colonist_supply - 5)
    choose(s, ANNA, "mayor")
    act(s, "pass")
    while s.phase == Phase.MAYOR:
        act(s, "place sugar_mill")
    # Benno's one colonist leaves 5 empty circles: 5 needed, exactly 5 in the supply.
    assert s.colonist_ship == 5 and not s.end_triggered


# --------------------------------------------------------------------------- city


def test_game_ends_after_the_round_in_which_a_city_is_full():
    s = blank(4)
    fill_city(s, BENNO, 11, avoid=("harbor",))
    doubloons(s, BENNO, 10)
    doubloons(s, CLARA, 10)
    choose(s, ANNA, "builder")
    act(s, "pass")
    act(s, "build harbor")  # Benno's twelfth city space
    assert s.end_triggered and s.players[BENNO].city_used == 12
    # The Builder phase goes on: Clara may still build.
    act(s, "build harbor")
    assert s.players[CLARA].owns(building_index("harbor"))
    assert s.phase == Phase.ROLE
    assert finish_round(s) == [BENNO, CLARA, DONNI]
    assert s.is_terminal()


def test_a_large_building_on_the_last_two_spaces_ends_the_game():
    s = blank(4)
    fill_city(s, BENNO, 10)
    doubloons(s, BENNO, 10)
    choose(s, ANNA, "builder")
    act(s, "pass", "build residence")
    assert s.end_triggered and s.players[BENNO].city_used == 12


def test_eleven_city_spaces_do_not_end_the_game():
    s = blank(4)
    fill_city(s, BENNO, 10, avoid=("harbor",))
    doubloons(s, BENNO, 10)
    choose(s, ANNA, "builder")
    act(s, "pass", "build harbor")
    assert not s.end_triggered


# --------------------------------------------------------------------------- VP chips


def test_vp_chips_running_out_in_the_captain_phase():
    s = blank(4)
    vp(s, DONNI, 98)  # two chips left in the supply
    ship(s, 7, "sugar", 1)
    ship(s, 5, "tobacco", 1)
    goods(s, ANNA, sugar=6)
    goods(s, BENNO, tobacco=3)
    goods(s, CLARA, corn=2)
    check(s)
    log = choose(s, ANNA, "captain")  # every shipment is forced
    assert moves(s, log)[1:4] == [
        "Anna: ship sugar 7",
        "Benno: ship tobacco 5",
        "Clara: ship corn 6",
    ]
    # Everyone gets all his VP; the supply is short by ten (written down on paper).
    assert [p.vp for p in s.players] == [7, 3, 2, 98]
    assert s.vp_supply == 2 - 12
    assert s.end_triggered
    check(s)  # chips in hand + supply still add up to the 100 of the game
    assert finish_round(s) == [BENNO, CLARA, DONNI]
    assert s.is_terminal()
    assert [b.chips for b in engine.score_breakdown(s)] == [7, 3, 2, 98]


def test_vp_chips_exactly_used_up_also_end_the_game():
    s = blank(4)
    vp(s, DONNI, 97)
    ship(s, 5, "corn", 1)
    goods(s, BENNO, corn=3)
    choose(s, ANNA, "captain")
    assert s.vp_supply == 0 and s.end_triggered


# --------------------------------------------------------------------------- scoring


def test_final_score_is_chips_plus_buildings_plus_bonuses():
    s = blank(4)
    vp(s, ANNA, 17)
    building(s, ANNA, "customs_house")  # 4 VP, +4 for 17 chips
    building(s, ANNA, "harbor", colonists=0)  # 3 VP
    building(s, ANNA, "small_market", colonists=0)  # 1 VP
    b = engine.score_breakdown(s)[ANNA]
    assert (b.chips, b.buildings, b.bonus, b.total) == (17, 8, 4, 29)
    assert s.scores()[ANNA] == 29


def test_score_while_placing_colonists_keeps_the_large_buildings():
    """The Mayor lifts a player's colonists off his board while he places them: the
    score (the score sheet's, "if the game ended now") counts them as placed where
    they score most, not as gone with every large building's bonus."""
    s = blank(4)
    plantation(s, ANNA, "corn", count=3)
    plantation(s, ANNA, "indigo", count=2, occupied=False)
    building(s, ANNA, "fortress")  # 1 VP per 3 colonists
    building(s, ANNA, "guild_hall", colonists=0)  # no production buildings: 0
    building(s, ANNA, "customs_house", colonists=0)
    vp(s, ANNA, 8)  # customs house: 2
    before = engine.score_breakdown(s)[ANNA]
    assert before.bonuses == {"fortress": 1}
    choose(s, ANNA, "mayor")
    while s.phase == Phase.MAYOR_EXTRA:
        act(s, "pass")
    assert s.phase == Phase.MAYOR and s.current == ANNA and s.mayor_left > 4
    during = engine.score_breakdown(s)[ANNA]
    assert during.bonuses == {"fortress": s.mayor_left // 3, "guild_hall": 0, "customs_house": 2}
    assert s.players[ANNA].colonists() == 0  # the engine's own state is untouched


def tied_position():
    s = blank(4)
    vp(s, ANNA, 10)
    vp(s, BENNO, 10)
    vp(s, CLARA, 9)
    s.phase = Phase.GAME_OVER
    s.current = -1
    return s


def test_tie_break_prefers_more_doubloons_and_goods():
    s = tied_position()
    doubloons(s, ANNA, 2)
    goods(s, ANNA, corn=1, coffee=1)  # 2 + 2 = 4: goods count one doubloon each
    doubloons(s, BENNO, 3)
    doubloons(s, CLARA, 50)  # fewer VP: money does not help
    assert engine.winners(s) == [ANNA]
    assert s.returns() == [1.0, 0.0, 0.0, 0.0]


def test_a_remaining_tie_is_shared():
    s = tied_position()
    doubloons(s, ANNA, 3)
    goods(s, BENNO, indigo=3)
    assert engine.winners(s) == [ANNA, BENNO]
    assert s.returns() == [0.5, 0.5, 0.0, 0.0]


def test_after_the_game_nothing_is_legal():
    s = tied_position()
    s._legal = None  # as in a finished game loaded from a file
    assert s.legal_actions() == [] and s.current_player == -1
    with pytest.raises(IllegalActionError, match="game is over"):
        s.apply(1)


def test_a_finished_game_loaded_from_json_has_no_legal_action():
    s = blank(3)
    s.end_triggered = True
    finish_round(s)
    loaded = engine.GameState.from_dict(s.to_dict())
    assert loaded == s and loaded.is_terminal()
    assert loaded.legal_actions() == []
    with pytest.raises(IllegalActionError, match="game is over"):
        loaded.apply(0)


def test_game_does_not_end_in_the_middle_of_a_round():
    s = blank(4)
    s.end_triggered = True
    choose(s, ANNA, "prospector")
    assert not s.is_terminal()
    assert finish_round(s) == [BENNO, CLARA, DONNI]
    assert s.is_terminal()


def test_two_player_game_ends_after_six_roles():
    s = blank(2)
    s.end_triggered = True
    assert finish_round(s) == [0, 1, 0, 1, 0, 1]
    assert s.is_terminal()


# --------------------------------------------------------------------------- the cause


def test_the_cause_of_the_end_is_read_from_the_states_around_the_step_that_set_it_off():
    """``end_cause``: the program says why the game ends (log, score sheet) from the
    states on either side of the decision that set the end off, and only of that one."""
    s = blank(4)
    san_juan(s, DONNI, s.colonist_supply - 3)
    choose(s, ANNA, "mayor")
    before = s.clone()
    act(s, "pass")  # the refill falls short
    assert end_cause(before, s) == Ending(EndCause.COLONISTS_SHORT)
    later = s.clone()
    finish_round(s)
    assert end_cause(later, s) is None  # set off earlier: said once

    s = blank(4)
    fill_city(s, BENNO, 11, avoid=("harbor",))
    doubloons(s, BENNO, 10)
    choose(s, ANNA, "builder")
    act(s, "pass")
    before = s.clone()
    act(s, "build harbor")
    assert end_cause(before, s) == Ending(EndCause.CITY_FULL, BENNO)

    s = blank(4)
    vp(s, DONNI, 98)
    ship(s, 7, "sugar", 1)
    goods(s, ANNA, sugar=6)
    before = s.clone()
    choose(s, ANNA, "captain")  # a role whose shipments are all forced
    assert end_cause(before, s) == Ending(EndCause.CHIPS_USED_UP)


@pytest.mark.parametrize(
    "expansions", [(), ("buildings", "nobles", "smuggler", "festival")], ids=["base", "all"]
)
def test_every_finished_game_has_exactly_one_decision_that_set_off_its_end(expansions):
    import random

    causes = set()
    for seed in range(12):
        config = engine.GameConfig(players=3 + seed % 3, expansions=expansions)
        s = engine.new_game(config, seed=seed)
        pick = random.Random(seed)
        found = []
        while not s.is_terminal():
            before = s.clone()
            s.apply(pick.choice(s.legal_actions()))
            ending = end_cause(before, s)
            if ending is not None:
                found.append(ending)
                if ending.cause == EndCause.CITY_FULL:
                    assert s.players[ending.seat].city_used >= 12
                elif ending.cause == EndCause.CHIPS_USED_UP:
                    assert s.vp_supply <= 0
        assert len(found) == 1
        causes.add(found[0].cause)
    if not expansions:  # (with all four, random play nearly always fills a city first)
        assert len(causes) >= 2


def test_the_table_is_warned_when_the_next_refill_must_end_the_game():
    """``colonists_run_short``: fewer colonists in the supply than players, so the next
    Mayor phase cannot refill the ship (it takes at least one a player) and ends the
    game; exactly as many is not yet the end."""
    s = blank(4)
    san_juan(s, DONNI, s.colonist_supply - 4)
    assert not colonists_run_short(s)
    san_juan(s, DONNI, 1)
    assert colonists_run_short(s) and s.colonist_supply == 3
    choose(s, ANNA, "mayor")
    act(s, "pass")
    assert s.end_triggered and not colonists_run_short(s)  # said by now: the last round
    nobles = engine.new_game(engine.GameConfig(players=3, expansions=("nobles",)), seed=1)
    nobles.colonist_supply = 0  # the nobles' refill may fall short without ending it
    assert not colonists_run_short(nobles)


def test_the_table_is_warned_when_the_goods_held_could_use_up_the_vp_chips():
    """``vp_chips_run_short``: each shipped barrel takes a chip, so once the players hold
    as many barrels as chips are left the next Captain phase may end the game; not
    after the end is set off, nor with chips to spare."""
    s = blank(3)
    s.players[ANNA].goods[0] = 2
    s.players[BENNO].goods[3] = 1
    assert goods_held(s) == 3
    s.vp_supply = 4
    assert not vp_chips_run_short(s)
    s.vp_supply = 3
    assert vp_chips_run_short(s)
    s.end_triggered = True
    assert not vp_chips_run_short(s)
