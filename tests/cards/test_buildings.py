"""One hand-built position per building: what it does, and the cases where it does
nothing (the rulebook's notes, "Die Gebäude", l. 277-512)."""

from __future__ import annotations

import pytest

from puertorico_qt.cards import CardPhase, IllegalActionError, Reason, score_breakdown
from puertorico_qt.cards.data import BIT, CARD_INDEX, MARKET_HALL, MARKET_STAND, WELL
from puertorico_qt.cards.effects import AFTER_PRODUCE, AFTER_TRADE, after_count, after_sources

from .positions import act, city, discarded, goods, hand, legal, table

# ---------------------------------------------------------------------- production buildings


def test_production_buildings_may_be_doubled_city_buildings_not() -> None:
    """A player may own any number of one production building, each city building once."""
    s = table(
        2,
        cities={1: ["indigo_plant", "smithy"]},
        hands={0: ["indigo_plant", "well"], 1: ["smithy", "well", "tower"]},
    )
    act(s, "role builder")
    assert "build indigo_plant" in legal(s)
    act(s, "build indigo_plant")
    assert city(s, 0) == ["indigo_plant", "indigo_plant"]
    assert "build smithy" not in legal(s)
    with pytest.raises(IllegalActionError) as info:
        s.apply(s.parse_action("build smithy"))
    assert info.value.reason == Reason.ALREADY_BUILT


def test_one_good_per_building_full_buildings_produce_nothing() -> None:
    """At most one good lies on a production building; without an empty one a player
    produces nothing and is not asked."""
    s = table(
        2, cities={0: [("indigo_plant", "well"), "sugar_mill"], 1: [("indigo_plant", "well")]}
    )
    act(s, "role producer")
    assert legal(s) == ["pass", "produce sugar_mill"]  # the producer may make 2, has 1 empty
    act(s, "produce sugar_mill")
    assert goods(s, 0) == 2 and s.phase == CardPhase.ROLE  # seat 1 skipped: nothing empty


# ---------------------------------------------------------------------- smithy


def test_smithy_one_off_production_buildings() -> None:
    """Schmiede (l. 311): one card less for a production building ..."""
    s = table(
        2,
        cities={1: ["indigo_plant", "smithy"]},
        hands={1: ["tobacco_storage", "well", "tower", "hero"]},
    )
    act(s, "role trader", "role builder")  # seat 1 builds (no privilege for seat 0's turn)
    act(s, "build tobacco_storage")
    assert s.left == 3 - 1 - 1  # builder's privilege and smithy


def test_smithy_does_nothing_for_city_buildings() -> None:
    """Schmiede (l. 311): ... and nothing for a city building."""
    s = table(
        2,
        cities={0: ["indigo_plant", "smithy"]},
        hands={0: ["statue", "well", "tower", "hero"]},
        governor=1,
    )
    act(s, "role builder", "build statue")  # 3 cards: the whole rest of the hand
    assert hand(s, 0) == [] and len(discarded(s)) == 3


# ---------------------------------------------------------------------- gold mine


def test_gold_mine_every_owner_from_the_prospector_on() -> None:
    """Goldgrube (l. 315): every owner turns up four cards after the prospector's
    draw, the prospector first, then around the table."""
    s = table(
        3,
        cities={0: ["indigo_plant", "gold_mine"], 2: ["indigo_plant", "gold_mine"]},
        governor=2,
        top=[
            "well",
            "smithy",
            "sugar_mill",
            "tobacco_storage",
            "hero",
            "archive",
            "archive",
            "tower",
            "statue",
        ],
    )
    act(
        s, "role prospector"
    )  # seat 2: well; seat 2's mine: 1 2 3 5 -> smithy; seat 0's: 1 1 -> none
    assert hand(s, 2) == ["smithy", "well"]
    assert hand(s, 0) == []
    assert sorted(discarded(s)) == sorted(
        ["sugar_mill", "tobacco_storage", "hero", "archive", "archive", "tower", "statue"]
    )


def test_gold_mine_with_fewer_than_four_cards_left() -> None:
    """Open case (docs/cards.md): with fewer than four cards left in deck and discard
    together, the mine looks at those it could turn up."""
    s = table(2, cities={1: ["indigo_plant", "gold_mine"]}, top=["well", "hero", "smithy"])
    rest = s.deck[:-3]
    s.deck[:] = s.deck[-3:]
    s.out[0] += 0
    for kind in rest:  # the rest out of the game, as if built over
        s.out[kind] += 1
    act(s, "role prospector")
    assert hand(s, 1) == ["smithy"]
    assert s.deck == [] and sorted(discarded(s)) == ["hero"]


# ---------------------------------------------------------------------- archive


def test_archive_non_councillor_draws_two_discards_one_from_the_whole_hand() -> None:
    """Archiv (l. 330): the drawn cards go to the hand, then a card of the whole hand
    is discarded — here one held before."""
    s = table(
        2,
        cities={1: ["indigo_plant", "archive"]},
        hands={1: ["statue"]},
        top=["well", "tower", "hero", "aqueduct", "carpenter", "chapel", "quarry"],
    )
    act(s, "role councillor")
    act(s, legal(s)[0])  # seat 0 keeps a card of its five
    assert s.phase == CardPhase.ARCHIVE and s.current == 1 and s.left == 1
    assert "discard statue" in legal(s)
    act(s, "discard statue")
    assert s.players[1].hand_n == 2 and "statue" not in hand(s, 1)


# ---------------------------------------------------------------------- poor house


def test_poor_house_does_not_pay_for_its_own_build() -> None:
    """A building works only after the Builder phase in which it was built."""
    s = table(2, hands={0: ["poor_house", "well"]})
    act(s, "role builder", "build poor_house")
    assert hand(s, 0) == []


# ---------------------------------------------------------------------- black market


def test_black_market_takes_only_goods_that_lower_the_price() -> None:
    """Schwarzmarkt (l. 347): at most two goods, each one card off; once the price
    is covered no more goods are given."""
    s = table(
        2,
        cities={0: [("indigo_plant", "hero"), ("sugar_mill", "hero"), "black_market"]},
        hands={0: ["tower", "well", "statue"]},
    )
    act(s, "role builder", "build tower")  # 3 - 1 = 2
    assert s.phase == CardPhase.BLACK_MARKET
    assert legal(s) == ["pass", "blackmarket indigo_plant", "blackmarket sugar_mill"]
    act(s, "blackmarket indigo_plant", "blackmarket sugar_mill")
    assert hand(s, 0) == ["well", "statue"] and goods(s, 0) == 0


def test_black_market_at_most_two_goods() -> None:
    """Schwarzmarkt (l. 347): two goods at most, the rest in cards."""
    s = table(
        2,
        cities={
            0: [
                ("indigo_plant", "hero"),
                ("sugar_mill", "hero"),
                ("sugar_mill", "hero"),
                "black_market",
            ]
        },
        hands={0: ["palace", "well", "tower", "statue", "smithy"]},
        governor=1,
    )
    act(s, "role builder", "build palace", "blackmarket indigo_plant")  # sugar, 4 cards: forced
    assert hand(s, 0) == [] and goods(s, 0) == 1 and "palace" in city(s, 0)


def test_black_market_not_asked_for_a_free_build() -> None:
    """Nothing to lower: no good is given."""
    s = table(2, cities={0: [("indigo_plant", "hero"), "black_market"]}, hands={0: ["smithy"]})
    act(s, "role builder", "build smithy")
    assert goods(s, 0) == 1 and s.phase == CardPhase.ROLE


def test_black_market_makes_a_build_affordable() -> None:
    """Goods count towards what a player can afford; then he may not stop giving them."""
    s = table(
        2, cities={0: [("indigo_plant", "hero"), "black_market"]}, hands={0: ["statue", "well"]}
    )
    act(s, "role builder")
    assert "build statue" in legal(s)  # 3 - 1 = 2: one good and one card
    act(s, "build statue")
    assert hand(s, 0) == [] and goods(s, 0) == 0


# ---------------------------------------------------------------------- well, market stand, market hall


@pytest.mark.parametrize("produced, bonus", [(1, 0), (2, 1)])
def test_well(produced: int, bonus: int) -> None:
    """Brunnen (l. 365): two goods or more in one Producer phase: one card."""
    s = table(2, cities={0: ["indigo_plant", "sugar_mill", "well"]})
    act(s, "role producer")
    act(s, "produce indigo_plant")
    if produced == 2:
        act(s, "produce sugar_mill")
    else:
        act(s, "pass")
    assert goods(s, 0) == produced and s.players[0].hand_n == bonus


@pytest.mark.parametrize("sold, cards_", [(1, 1), (2, 3)])
def test_market_stand(sold: int, cards_: int) -> None:
    """Marktstand (l. 369): two goods sold or more: one more card."""
    s = table(
        2,
        cities={0: [("indigo_plant", "hero"), ("sugar_mill", "hero"), "market_stand"]},
        tiles=[0, 1, 2, 3, 4],
    )
    act(s, "role trader", "sell indigo_plant")
    if sold == 2:
        act(s, "sell sugar_mill")
    else:
        act(s, "pass")
    assert s.players[0].hand_n == cards_


def test_market_hall_needs_a_sale() -> None:
    """Markthalle (l. 440): nothing sold, no card."""
    s = table(2, cities={0: [("indigo_plant", "hero"), "market_hall"]})
    act(s, "role trader", "pass")
    assert s.players[0].hand_n == 0


# ---------------------------------------------------------------------- crane


def _crane_table(**kw):
    cities = kw.pop("cities", {0: ["indigo_plant", "crane", "chapel"]})
    return table(2, cities=cities, governor=1, **kw)


def test_crane_never_over_itself_nor_the_same_kind() -> None:
    """Kran, Hinweise (l. 377, 384): not over the crane, not with the same building."""
    s = _crane_table(
        cities={0: ["indigo_plant", "crane", "chapel", "tower"]},
        hands={0: ["chapel", "palace", "well", "hero", "statue", "smithy"]},
    )
    act(s, "role builder")
    options = legal(s)
    assert "build palace over chapel" in options and "build palace over tower" in options
    assert not any(o.endswith("over crane") for o in options)
    assert "build chapel over chapel" not in options
    before = s.to_dict()
    for text, why in [
        ("build palace over crane", Reason.CRANE_OVER_ITSELF),
        ("build chapel over chapel", Reason.CRANE_SAME_KIND),
        ("build chapel over tower", Reason.CITY_DUPLICATE_OVER),
        ("build palace over library", Reason.NOT_IN_CITY),
    ]:
        with pytest.raises(IllegalActionError) as info:
            s.apply(s.parse_action(text))
        assert info.value.reason == why, text
        assert s.to_dict() == before


def test_crane_building_leaves_the_game_with_its_good_lost() -> None:
    """Kran, Hinweise (l. 379): a good on the building built over goes to the
    discard pile; the building is out of the game."""
    s = _crane_table(
        cities={0: [("coffee_roaster", "hero"), "crane"]},
        hands={0: ["silver_smelter", "well"]},
    )
    act(s, "role builder", "build silver_smelter over coffee_roaster")  # 5 - 4 = 1: well
    assert city(s, 0) == ["silver_smelter", "crane"]
    assert goods(s, 0) == 0 and sorted(discarded(s)) == ["hero", "well"]
    assert s.out[CARD_INDEX["coffee_roaster"]] == 1


def test_crane_keeps_a_good_by_building_over_an_empty_copy() -> None:
    """Open case (docs/cards.md): with several buildings of the kind, the crane
    takes one without a good."""
    s = _crane_table(
        cities={0: [("indigo_plant", "hero"), "indigo_plant", "crane"]},
        hands={0: ["sugar_mill", "well"]},
    )
    act(s, "role builder", "build sugar_mill over indigo_plant")  # 2 - 1: the well
    assert city(s, 0) == ["indigo_plant", "sugar_mill", "crane"] and goods(s, 0) == 1


@pytest.mark.parametrize(
    "old, new, hand_, due",
    [
        ("smithy", "tobacco_storage", ["tobacco_storage", "well", "tower", "hero"], 3 - 1),
        ("quarry", "hero", ["hero", "well", "tower", "statue"], 5 - 4),
    ],
)
def test_crane_building_built_over_stops_working_at_once(
    old: str, new: str, hand_: list[str], due: int
) -> None:
    """Kran, Hinweise (l. 377): the building built over cannot help the build."""
    s = _crane_table(cities={0: ["indigo_plant", "crane", old]}, hands={0: hand_})
    act(s, "role builder", f"build {new} over {old}")
    assert s.phase == CardPhase.PAY and s.left == due


def test_crane_over_the_black_market_gives_no_goods() -> None:
    s = _crane_table(
        cities={0: [("indigo_plant", "hero"), "crane", "black_market"]},
        hands={0: ["library", "well", "tower", "statue"]},
    )
    act(s, "role builder", "build library over black_market")  # 5 - 2 = 3 cards
    assert goods(s, 0) == 1 and hand(s, 0) == []


def test_crane_over_the_library_loses_the_doubled_privilege() -> None:
    s = table(
        3,
        cities={0: ["indigo_plant", "crane", "library"]},
        hands={0: ["palace", "well", "tower", "statue", "hero"]},
    )
    act(s, "role builder", "build palace over library")  # 6 - 5 - 1
    assert hand(s, 0) == ["well", "tower", "statue", "hero"]  # privilege 1 covered it all
    s = table(
        3,
        cities={0: ["indigo_plant", "crane", "library", "smithy"]},
        hands={0: ["palace", "well", "tower", "statue", "hero"]},
    )
    act(s, "role builder", "build palace over smithy")  # 6 - 1 - 2: the library works
    assert s.left == 3


@pytest.mark.parametrize(
    "old, cards_", [("carpenter", ["well"]), ("poor_house", ["well", "tower"])]
)
def test_crane_over_carpenter_or_poor_house_draws_nothing(old: str, cards_: list[str]) -> None:
    s = _crane_table(
        cities={0: ["indigo_plant", "crane", old]}, hands={0: ["market_hall", *cards_]}
    )
    act(s, "role builder", f"build market_hall over {old}")  # the rest of the hand pays
    assert hand(s, 0) == []


def test_crane_building_built_over_may_be_built_again() -> None:
    """Kran, Hinweise (l. 383)."""
    s = _crane_table(hands={0: ["palace", "chapel", *["smithy"] * 3, "archive", "archive"]})
    act(s, "role builder", "build palace over chapel", "pay smithy", "pay smithy", "pay smithy")
    assert hand(s, 0) == ["archive", "archive", "chapel"]
    act(s, "role prospector", "role trader")  # the round ends; seat 0 is governor
    assert s.governor == 0 and s.phase == CardPhase.ROLE
    act(s, "role builder")
    assert "build chapel" in legal(s)


# ---------------------------------------------------------------------- chapel, tower


def test_chapel_is_optional_and_scores_its_cards() -> None:
    """Kapelle (l. 399-401): tucking is optional; one VP per card under it."""
    s = table(2, cities={0: ["indigo_plant", "chapel"]}, chapels={0: ["palace", "hero"]})
    assert score_breakdown(s)[0].chapel == 2
    assert score_breakdown(s)[0].total == 1 + 2 + 2


# ---------------------------------------------------------------------- aqueduct, carpenter


def test_building_from_this_round_works_after_its_builder_phase() -> None:
    """Stadtgebäude (l. 304): a building works from the end of its Builder phase on,
    in the same round too: the aqueduct built first produces one more later."""
    s = table(
        2,
        cities={0: ["indigo_plant", "sugar_mill", "coffee_roaster"]},
        hands={0: ["aqueduct", "well", "tower"]},
    )
    act(s, "role builder", "build aqueduct")  # pays well and tower
    act(s, "role trader")
    act(s, "role producer")
    assert s.left == 3


def test_carpenter_only_for_city_buildings_and_not_its_own() -> None:
    """Schreinerei (l. 420-424)."""
    s = table(2, hands={0: ["carpenter", "well", "tower"]})
    act(s, "role builder", "build carpenter")  # pays well and tower
    assert hand(s, 0) == []  # its own build: no card
    s = table(2, cities={0: ["indigo_plant", "carpenter"]}, hands={0: ["sugar_mill", "well"]})
    act(s, "role builder", "build sugar_mill")  # pays well
    assert hand(s, 0) == []  # a production building: no card


# ---------------------------------------------------------------------- quarry


def test_quarry_does_nothing_for_production_buildings() -> None:
    """Steinbruch (l. 446)."""
    s = table(
        2,
        cities={0: ["indigo_plant", "quarry"]},
        hands={0: ["silver_smelter", "well", "tower", "hero", "statue", "smithy"]},
        governor=1,
    )
    act(s, "role builder", "build silver_smelter")  # all 5 other cards
    assert hand(s, 0) == [] and len(discarded(s)) == 5


# ---------------------------------------------------------------------- prefecture, trading post: limits, not duties


def test_trading_post_allows_does_not_oblige() -> None:
    s = table(2, cities={0: [("indigo_plant", "hero"), ("sugar_mill", "hero"), "trading_post"]})
    act(s, "role trader", "sell indigo_plant", "pass")
    assert goods(s, 0) == 1


# ---------------------------------------------------------------------- monuments and the 6-cost buildings


def test_monuments_one_each() -> None:
    """Denkmäler (l. 478): a statue and a victory column, but never two statues."""
    s = table(
        2,
        cities={0: ["indigo_plant", "statue"]},
        hands={0: ["statue", "victory_column", "well", "tower", "hero"]},
    )
    act(s, "role builder")
    assert "build statue" not in legal(s) and "build victory_column" in legal(s)


def test_palace_counts_the_other_bonuses() -> None:
    """Palast (l. 509): computed last, over every other VP."""
    s = table(2, cities={0: ["indigo_plant", "city_hall", "palace", "statue"]})
    score = score_breakdown(s)[0]
    assert score.city_hall == 3
    assert score.palace == (1 + 3 + 3) // 4 and score.total == 7 + 1


def test_six_cost_buildings_score_nothing_printed() -> None:
    s = table(2, cities={0: ["guild_hall", "city_hall", "triumphal_arch", "palace"]})
    score = score_breakdown(s)[0]
    assert score.buildings == 0 and score.guild_hall == 0 and score.city_hall == 4


def test_the_cards_drawn_after_selling_or_producing_add_up_building_by_building():
    """``effects.after_sources`` (the log's words) names what ``after_count`` adds."""
    for table_, kinds in ((AFTER_TRADE, (MARKET_STAND, MARKET_HALL)), (AFTER_PRODUCE, (WELL,))):
        for mask in range(1 << len(kinds)):
            bits = sum(BIT[k] for i, k in enumerate(kinds) if mask >> i & 1)
            for count in range(4):
                sources = after_sources(table_, bits, count)
                assert sum(n for _k, n in sources) == after_count(table_, bits, count)
                assert all(bits & BIT[k] for k, _n in sources)
    both = BIT[MARKET_STAND] | BIT[MARKET_HALL]
    assert after_sources(AFTER_TRADE, both, 1) == [(MARKET_HALL, 1)]
    assert after_sources(AFTER_TRADE, both, 2) == [(MARKET_STAND, 1), (MARKET_HALL, 1)]
