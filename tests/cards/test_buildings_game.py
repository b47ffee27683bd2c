"""The expansion "Die neuen Gebäude" as a whole: the rulebook's scoring examples played
through the engine, the set-up, the score sheet's parts, save files, and what a seat's
observation hides (the Zollamt's good, the cards under a Bank or a Hafen)."""

from __future__ import annotations

import json
import random

import pytest

from puertorico_qt import cards
from puertorico_qt.cards import CardConfig, CardState, CardStateError, observe, score_breakdown
from puertorico_qt.cards.buildings_state import EMPTY_PILE, with_card
from puertorico_qt.cards.data import CARD_INDEX

from .positions import act, city, table
from .test_buildings_round_start import X

# ---------------------------------------------------------------------- set-up


@pytest.mark.parametrize("players", [2, 3, 4])
def test_set_up_29_cards_shuffled_in_the_cathedral_face_up(players: int) -> None:
    s = cards.new_game(CardConfig(players=players, expansions=X), 3)
    cards.check_invariants(s)
    assert len(s.deck) == 112 + 29 - 5 * players
    assert CARD_INDEX["cathedral"] not in s.deck
    assert s.xp is not None and s.xp.display[CARD_INDEX["cathedral"]] == 1
    assert sum(s.xp.display) == 1
    assert (
        s.deck.count(CARD_INDEX["residence"])
        + sum(p.hand[CARD_INDEX["residence"]] for p in s.players)
        == 2
    )
    assert cards.new_game(CardConfig(players=players), 3).xp is None


# ---------------------------------------------------------------------- Residenz


def test_residence_example_two_ten_points_on_the_twelfth_building() -> None:
    """Residenz, second example: 12 buildings, two 1-cost groups (the two indigo plants
    serve in both), one 3-cost and one 6-cost group: 4 + 3 + 2 + 1 = 10."""
    eleven = [
        "indigo_plant", "indigo_plant", "archive", "gold_mine", "guard_room",
        "office_building", "bank", "tobacco_storage", "aqueduct", "palace", "city_hall",
    ]  # fmt: skip
    s = table(
        2,
        expansions=X,
        cities={0: eleven},
        hands={0: ["residence"] + ["hero"] * 3 + ["statue"] * 2},
    )
    act(s, "role builder", "build residence")  # the five other cards pay 6 - 1
    assert s.is_terminal() and len(city(s, 0)) == 12
    score = score_breakdown(s)[0]
    assert score.residence == 10
    assert score.city_hall == 9  # every non-production building, the Residenz too
    assert score.palace == (score.buildings + score.city_hall + score.residence) // 4
    assert score.total == score.buildings + score.city_hall + score.residence + score.palace


def test_residence_example_one_seven_points() -> None:
    """First example: the 2-cost and 6-cost groups count; the 3-cost one does not (the
    tobacco storage twice): 4 + 3 = 7."""
    ten = [
        "indigo_plant", "indigo_plant", "sugar_mill", "black_market", "well",
        "tobacco_storage", "tobacco_storage", "aqueduct", "palace", "guild_hall",
    ]  # fmt: skip
    s = table(
        2, expansions=X, cities={0: ten}, hands={0: ["residence"] + ["hero"] * 3 + ["statue"] * 2}
    )
    act(s, "role builder", "build residence")
    assert city(s, 0)[-1] == "residence" and not s.is_terminal()
    assert score_breakdown(s)[0].residence == 7


# ---------------------------------------------------------------------- Kathedrale


def test_cathedral_example_ten_points_for_six_opposing_six_cost_buildings() -> None:
    """Kathedrale example: the opponents built two guild halls, two city halls, one
    Residenz and one palace: 4 + 3 + 2 + 1 + 0 + 0 = 10."""
    s = table(
        3,
        expansions=X,
        cities={
            1: ["indigo_plant", "guild_hall", "city_hall", "residence"],
            2: ["indigo_plant", "guild_hall", "city_hall", "palace"],
        },
        hands={0: ["hero"] * 3 + ["statue"] * 3},
    )
    act(s, "role builder", "build cathedral")
    assert city(s, 0) == ["indigo_plant", "cathedral"]
    scores = score_breakdown(s)
    assert scores[0].cathedral == 10 and scores[0].total == 1 + 10
    # seat 1's own Residenz: guild hall, city hall, Residenz are one group of three
    assert scores[1].cathedral == 0 and scores[1].residence == 4
    d = scores[0].to_dict()
    assert {"bank", "harbor", "residence", "cathedral", "total"} <= set(d)


def test_the_palace_counts_the_expansions_points() -> None:
    s = table(
        2,
        expansions=X,
        cities={0: ["indigo_plant", "palace", "bank", "harbor"]},
        banks={0: ["statue"] * 3},
        harbors={0: ["well"] * 2},
    )
    score = score_breakdown(s)[0]
    assert (score.bank, score.harbor) == (3, 2)
    assert score.palace == (1 + 2 + 2 + 3 + 2) // 4


# ---------------------------------------------------------------------- save files


def _mid_game(seed: int = 4, steps: int = 150) -> CardState:
    s = cards.new_game(CardConfig(players=3, expansions=X), seed)
    rng = random.Random(seed)
    for _ in range(steps):
        s.apply(rng.choice(s.legal_actions()))
    return s


def test_save_and_load_with_the_expansion() -> None:
    s = table(
        2,
        expansions=X,
        cities={0: ["indigo_plant", "bank", "harbor", ("customs_office", "hero")]},
        banks={0: ["statue", "well"]},
        harbors={0: ["smithy"]},
        display=[],
    )
    d = json.loads(json.dumps(s.to_dict()))
    assert d["buildings"] == {
        "display": [],
        "bank": [["well", "statue"], []],
        "harbor": [["smithy"], []],
        "sold": 0,
    }
    assert d["players"][0]["city"][3] == ["customs_office", "hero"]
    assert CardState.from_dict(d) == s
    t = _mid_game()
    assert CardState.from_dict(json.loads(json.dumps(t.to_dict()))) == t


def test_a_base_game_file_is_as_before() -> None:
    s = cards.new_game(CardConfig(players=2), 1)
    d = s.to_dict()
    assert "buildings" not in d and d["config"]["expansions"] == []
    d["buildings"] = {"display": [], "bank": [[], []], "harbor": [[], []], "sold": 0}
    with pytest.raises(CardStateError, match="buildings"):
        CardState.from_dict(d)


def _broken(change) -> str:
    s = table(2, expansions=X, cities={0: ["indigo_plant", "customs_office"]})
    d = json.loads(json.dumps(s.to_dict()))
    change(d)
    with pytest.raises(CardStateError) as info:
        CardState.from_dict(d)
    return str(info.value)


def test_damaged_expansion_files_are_refused_with_the_field_named() -> None:
    assert "buildings" in _broken(lambda d: d.pop("buildings"))
    assert "buildings.bank" in _broken(lambda d: d["buildings"].update(bank=[[], [], []]))
    assert "buildings" in _broken(lambda d: d["buildings"].update(vault=[]))
    assert "buildings.sold" in _broken(lambda d: d["buildings"].update(sold=-1))
    assert "buildings.harbor[0][0]" in _broken(
        lambda d: d["buildings"].update(harbor=[["castle"], []])
    )

    def display_smithy(d: dict) -> None:
        d["buildings"]["display"].append("smithy")
        d["deck"].remove("smithy")

    assert "display" in _broken(display_smithy)

    def sold_outside_trade(d: dict) -> None:
        d["buildings"]["sold"] = 1

    assert "sold" in _broken(sold_outside_trade)

    def good_on_smithy(d: dict) -> None:
        d["players"][1]["city"].append(["smithy", "hero"])
        d["deck"].remove("smithy")
        d["deck"].remove("hero")

    assert "carries none" in _broken(good_on_smithy)

    def lost_card(d: dict) -> None:
        d["buildings"]["display"] = []

    assert "on the table" in _broken(lost_card)


# ---------------------------------------------------------------------- no peeking


def test_the_customs_good_is_hidden_from_every_seat_its_owner_too() -> None:
    s = table(2, expansions=X, cities={0: ["indigo_plant", ("customs_office", "hero")]})
    t = s.clone()
    t.players[0].goods[1] = CARD_INDEX["statue"]
    t.deck[t.deck.index(CARD_INDEX["statue"])] = CARD_INDEX["hero"]
    cards.check_invariants(t)
    for seat in (0, 1):
        assert observe(s, seat) == observe(t, seat)
        assert observe(s, seat).to_dict()["players"][0]["city"][1] == ["customs_office", "hidden"]


def test_bank_cards_are_known_to_their_owner_only_harbor_cards_to_nobody() -> None:
    s = table(
        2,
        expansions=X,
        cities={1: ["indigo_plant", "bank", "harbor"]},
        banks={1: ["statue"]},
        harbors={1: ["smithy"]},
    )
    bank = s.clone()
    assert bank.xp is not None
    bank.xp.bank[1] = with_card(EMPTY_PILE, CARD_INDEX["hero"])
    bank.deck[bank.deck.index(CARD_INDEX["hero"])] = CARD_INDEX["statue"]
    harbor = s.clone()
    assert harbor.xp is not None
    harbor.xp.harbor[1] = with_card(EMPTY_PILE, CARD_INDEX["well"])
    harbor.deck[harbor.deck.index(CARD_INDEX["well"])] = CARD_INDEX["smithy"]
    for t in (bank, harbor):
        cards.check_invariants(t)
    assert observe(s, 0) == observe(bank, 0) and observe(s, 1) != observe(bank, 1)
    assert observe(s, 0) == observe(harbor, 0) and observe(s, 1) == observe(harbor, 1)
    d = observe(s, 0).to_dict()["buildings"]
    assert d["bank"] == [[], {"hidden": True, "count": 1}]
    assert d["harbor"] == [{"hidden": True, "count": 0}, {"hidden": True, "count": 1}]
    assert d["display"] == ["cathedral"]
    assert observe(s, 1).to_dict()["buildings"]["bank"][1] == ["statue"]


def test_determinised_worlds_sample_the_hidden_piles() -> None:
    s = table(
        2,
        expansions=X,
        cities={
            0: ["indigo_plant", ("customs_office", "hero")],
            1: ["indigo_plant", "bank", "harbor"],
        },
        banks={1: ["statue", "statue"]},
        harbors={1: ["smithy"]},
        hands={0: ["well"]},
    )
    obs = observe(s, 0)
    rng = random.Random(2)
    seen_banks, seen_goods = set(), set()
    for _ in range(30):
        world = obs.determinize(rng)
        cards.check_invariants(world)
        assert observe(world, 0) == obs
        assert world.xp is not None and world.xp.bank_n == [0, 2] and world.xp.harbor_n == [0, 1]
        seen_banks.add(tuple(world.xp.bank[1]))
        seen_goods.add(world.players[0].goods[1])
    assert len(seen_banks) > 1 and len(seen_goods) > 1
    own = observe(s, 1).determinize(rng)
    assert own.xp is not None and own.xp.bank[1] == s.xp.bank[1]  # type: ignore[union-attr]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_observations_of_random_expansion_games(players: int) -> None:
    rng = random.Random(players)
    for seed in range(3):
        s = cards.new_game(CardConfig(players=players, expansions=X), seed)
        step = 0
        while not s.is_terminal():
            if step % 11 == 0:
                for seat in range(players):
                    obs = observe(s, seat)
                    world = obs.determinize(rng)
                    cards.check_invariants(world)
                    assert observe(world, seat) == obs
                    json.dumps(obs.to_dict())
            s.apply(rng.choice(s.legal_actions()))
            step += 1
