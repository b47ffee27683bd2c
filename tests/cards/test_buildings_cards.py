"""One hand-built position per card of the expansion "Die neuen Gebäude" that acts during
a role, through the engine: legal actions, what an action does, refusals with their
codes (the round start's cards: ``test_buildings_round_start``; the scoring cards and
the rulebook's examples: ``test_buildings_game``)."""

from __future__ import annotations

from puertorico_qt.cards import CardPhase, Reason, score_breakdown
from puertorico_qt.cards.data import CARD_INDEX

from .positions import act, city, discarded, goods, hand, legal, table
from .test_buildings_round_start import X, refused

# ---------------------------------------------------------------------- Hütte


def _hut(**kwargs: object):
    return table(2, expansions=X, top=["well", "tower", "statue"], **kwargs)  # type: ignore[arg-type]


def test_hut_draws_after_a_trader_phase_without_a_sale() -> None:
    """Hütte: a Trader phase in which not one good was sold gives its owner a card."""
    s = _hut(cities={0: ["indigo_plant", "hut"]})
    act(s, "role trader")  # nobody has a good: the phase is over at once
    assert hand(s, 0) == ["well"] and s.phase == CardPhase.ROLE and s.current == 1
    s = _hut(cities={0: ["indigo_plant", "hut"], 1: [("indigo_plant", "smithy")]})
    act(s, "role trader", "pass")  # a good, but nobody sells it
    assert hand(s, 0) == ["well"]


def test_hut_draws_nothing_when_anybody_sold() -> None:
    s = _hut(cities={0: ["indigo_plant", "hut"], 1: [("indigo_plant", "smithy")]})
    act(s, "role trader", "sell indigo_plant")
    assert hand(s, 0) == [] and hand(s, 1) == ["well"]
    # the Zollamt's good is a good too
    s = _hut(cities={0: ["indigo_plant", "hut"], 1: ["indigo_plant", ("customs_office", "hero")]})
    act(s, "role trader", "sell customs_office")
    assert hand(s, 0) == [] and hand(s, 1) == ["well", "tower"]


# ---------------------------------------------------------------------- Schenke


def _tavern(seat2: list[str], **kwargs: object):
    return table(
        3,
        expansions=X,
        cities={0: ["indigo_plant", "tavern"], 1: ["indigo_plant", "smithy", "well"], 2: seat2},
        top=["tower", "statue"],
        **kwargs,  # type: ignore[arg-type]
    )


def test_tavern_draws_with_the_fewest_buildings() -> None:
    """Schenke: after a Builder phase, nobody has fewer buildings and somebody more:
    one card (a shared fewest counts)."""
    s = _tavern(["indigo_plant", "archive"])
    act(s, "role builder")  # nobody can build anything
    assert hand(s, 0) == ["tower"] and s.phase == CardPhase.ROLE


def test_tavern_draws_nothing_if_somebody_has_fewer_or_nobody_more() -> None:
    s = _tavern(["indigo_plant"])
    act(s, "role builder")
    assert hand(s, 0) == []
    s = _tavern(["indigo_plant", "sugar_mill"])
    s.players[1].city.pop()  # 2 buildings each
    s.players[1].goods.pop()
    s.players[1].mask = 1 << CARD_INDEX["smithy"]
    s.discard[CARD_INDEX["well"]] += 1
    act(s, "role builder")
    assert hand(s, 0) == []


def test_tavern_built_in_the_phase_already_draws() -> None:
    s = table(
        3,
        expansions=X,
        cities={1: ["indigo_plant", "smithy", "well"], 2: ["indigo_plant", "archive", "crane"]},
        hands={0: ["tavern", "hero"]},
        top=["tower"],
    )
    act(s, "role builder", "build tavern")  # 2 - 1: the hero pays
    assert city(s, 0) == ["indigo_plant", "tavern"] and hand(s, 0) == ["tower"]


# ---------------------------------------------------------------------- Park and crane


def test_crane_over_the_park_saves_up_to_six() -> None:
    """Park: the crane over one's own Park saves up to 6 instead of up to 3.  Example:
    a library over the Park costs nothing more (not even as builder)."""
    s = table(
        2,
        expansions=X,
        cities={0: ["indigo_plant", "crane", "park"]},
        hands={0: ["library"]},
        governor=1,
    )
    act(s, "role builder")  # seat 1 chooses; seat 0 builds without the privilege
    assert s.current == 0
    # (the Kathedrale over the Park would cost 1 card: the library itself)
    assert legal(s) == ["pass", "build library over park", "build cathedral over park"]
    act(s, "build library over park")
    assert city(s, 0) == ["indigo_plant", "crane", "library"] and hand(s, 0) == []
    assert s.out[CARD_INDEX["park"]] == 1 and discarded(s) == []


def test_crane_over_another_building_saves_its_cost_only() -> None:
    s = table(
        2, expansions=X, cities={0: ["indigo_plant", "crane", "tower"]}, hands={0: ["library"]}
    )
    act(s, "role builder")
    assert "build library over tower" not in legal(s)  # 5 - 3 - 1 = 1 card, none left


def test_cathedral_over_the_park_costs_one_card_free_as_builder_or_with_quarry() -> None:
    """Park example: over the Park the Kathedrale costs 1 card; as builder and/or with
    the quarry it is free (even with an empty hand)."""
    s = table(
        2,
        expansions=X,
        cities={0: ["indigo_plant", "crane", "park"]},
        hands={0: ["hero"]},
        governor=1,
    )
    act(s, "role builder")
    assert "build cathedral over park" in legal(s) and "build cathedral" not in legal(s)
    act(s, "build cathedral over park")  # the hero pays the one card
    assert city(s, 0) == ["indigo_plant", "crane", "cathedral"] and hand(s, 0) == []
    assert s.xp is not None and s.xp.display[CARD_INDEX["cathedral"]] == 0
    for extra, governor in ((["quarry"], 1), ([], 0)):  # with the quarry; as builder
        s = table(
            2,
            expansions=X,
            cities={0: ["indigo_plant", "crane", "park", *extra]},
            governor=governor,
        )
        act(s, "role builder")
        assert s.current == 0 and legal(s) == ["pass", "build cathedral over park"]
        act(s, "build cathedral over park")
        assert "cathedral" in city(s, 0)


# ---------------------------------------------------------------------- Kathedrale


def test_cathedral_is_built_from_the_display_with_the_whole_hand_as_money() -> None:
    """Kathedrale: face up from the start, built in a Builder phase as the seat's one
    build by paying its 7; then it is gone from the display."""
    s = table(
        2,
        expansions=X,
        hands={0: ["sugar_mill"] * 3 + ["hero"] * 3, 1: ["smithy", "well"]},
    )
    act(s, "role builder")
    assert "build cathedral" in legal(s)  # 6 cards + the privilege
    act(s, "build cathedral")  # the six cards are paid without a choice
    assert city(s, 0) == ["indigo_plant", "cathedral"] and hand(s, 0) == []
    assert s.current == 1 and "build cathedral" not in legal(s)
    refused(s, "build cathedral", Reason.NOT_IN_DISPLAY)
    refused(s, "build hero", Reason.NOT_IN_HAND)


def test_cathedral_cannot_be_afforded_with_six() -> None:
    s = table(2, expansions=X, hands={0: ["sugar_mill"] * 3 + ["hero"] * 2, 1: ["smithy"]})
    act(s, "role builder")
    assert "build cathedral" not in legal(s)
    refused(s, "build cathedral", Reason.CANNOT_AFFORD)


def test_cathedral_built_over_leaves_the_game() -> None:
    s = table(
        2,
        expansions=X,
        display=[],
        cities={0: ["indigo_plant", "crane", "cathedral"]},
        hands={0: ["hero", "well"]},
    )
    act(s, "role builder", "build hero over cathedral")
    assert s.out[CARD_INDEX["cathedral"]] == 1 and s.xp is not None and not any(s.xp.display)
    assert CARD_INDEX["cathedral"] not in s.deck


def test_cathedral_is_not_in_a_base_game() -> None:
    s = table(2, hands={0: ["sugar_mill"] * 7})
    act(s, "role builder")
    refused(s, "build cathedral", Reason.NOT_IN_GAME)


# ---------------------------------------------------------------------- Zollamt


def test_customs_office_gets_a_hidden_good_before_the_councillors_draw() -> None:
    """Zollamt: at the start of a Councillor phase, before the first draw, the deck's
    top card goes face down onto it as a good; with a good on it, nothing."""
    s = table(
        2,
        expansions=X,
        cities={0: ["indigo_plant", "customs_office"], 1: ["indigo_plant", "customs_office"]},
        top=["statue", "well", "tower", "hero", "smithy", "archive", "crane", "chapel"],
    )
    s.players[1].goods[1] = s.deck.pop(0)  # seat 1's Zollamt has a good already
    act(s, "role councillor")
    assert s.players[0].goods[1] == CARD_INDEX["statue"]
    assert s.pending_n == 5 and s.pending[CARD_INDEX["well"]] == 1  # drawn after it
    assert s.pending[CARD_INDEX["statue"]] == 0


def test_customs_good_sells_for_two_and_counts_as_a_good() -> None:
    """The Zollamt's good sells for 2 cards whatever the tile, last in the canonical
    order; it counts for the trading post, the market stand and the tiebreak."""
    s = table(
        2,
        expansions=X,
        cities={
            0: [("indigo_plant", "smithy"), "market_stand", ("customs_office", "hero")],
        },
        tiles=[0, 1, 2, 3, 4],
    )
    assert score_breakdown(s)[0].tiebreak == 2
    act(s, "role trader")
    assert legal(s) == ["pass", "sell indigo_plant", "sell customs_office"]
    act(s, "sell indigo_plant", "sell customs_office")
    assert s.players[0].hand_n == 1 + 2 + 1  # indigo, the Zollamt's 2, the market stand
    assert goods(s, 0) == 0 and sorted(discarded(s)) == ["hero", "smithy"]


def test_customs_good_is_not_produced() -> None:
    s = table(2, expansions=X, cities={0: ["indigo_plant", ("customs_office", "hero")]})
    act(s, "role producer")
    assert legal(s) == ["pass", "produce indigo_plant"]
    refused(s, "produce customs_office", Reason.NOT_PRODUCTION)


def test_customs_good_pays_one_card_at_the_black_market() -> None:
    s = table(
        2,
        expansions=X,
        cities={0: [("indigo_plant", "smithy"), "black_market", ("customs_office", "hero")]},
        hands={0: ["tower", "well", "statue"]},
    )
    act(s, "role builder", "build tower")  # 3 - 1 (privilege): two cards or goods
    assert s.phase == CardPhase.BLACK_MARKET
    assert legal(s) == ["pass", "blackmarket indigo_plant", "blackmarket customs_office"]
    act(s, "blackmarket customs_office")  # one card's worth; then a hand card
    assert s.phase == CardPhase.PAY and s.left == 1
    act(s, "pay well")
    assert hand(s, 0) == ["statue"] and goods(s, 0) == 1


# ---------------------------------------------------------------------- Hafen


def test_harbor_keeps_one_sold_good_per_trader_turn() -> None:
    """Hafen: of the goods its owner sells in a Trader turn, one goes face down under the
    Hafen (1 VP at the end) instead of onto the discard pile; the cards drawn stay."""
    s = table(
        2,
        expansions=X,
        cities={0: [("indigo_plant", "smithy"), ("sugar_mill", "well"), "harbor"]},
        tiles=[0, 1, 2, 3, 4],
    )
    act(s, "role trader", "sell indigo_plant", "sell sugar_mill")
    assert s.xp is not None and s.xp.harbor_n == [1, 0]
    assert discarded(s) == ["well"] and s.players[0].hand_n == 2
    assert score_breakdown(s)[0].harbor == 1


def test_harbor_without_a_sale_keeps_nothing() -> None:
    s = table(2, expansions=X, cities={0: [("indigo_plant", "smithy"), "harbor"]})
    act(s, "role trader", "pass")
    assert s.xp is not None and s.xp.harbor_n == [0, 0]


# ---------------------------------------------------------------------- Goldschmiede


def _goldsmith(turned: str):
    return table(
        2,
        expansions=X,
        cities={0: ["indigo_plant", "goldsmith"], 1: ["indigo_plant", "smithy"]},
        top=["tower", turned],
    )


def test_goldsmith_keeps_a_building_nobody_built() -> None:
    """Goldschmiede: after the prospector's draw, its owner turns up the deck's top card:
    a building no city holds goes into his hand, any other to the discard pile."""
    s = _goldsmith("library")
    act(s, "role prospector")
    assert hand(s, 0) == ["tower", "library"] and discarded(s) == []
    for built in ("smithy", "indigo_plant", "goldsmith"):  # the owner's own city counts
        s = _goldsmith(built)
        act(s, "role prospector")
        assert hand(s, 0) == ["tower"] and discarded(s) == [built]


def test_goldsmith_after_every_gold_mine() -> None:
    s = table(
        2,
        expansions=X,
        cities={0: ["indigo_plant", "goldsmith"], 1: ["indigo_plant", "gold_mine"]},
        top=["tower", "well", "smithy", "quarry", "library", "hero"],
    )
    act(s, "role prospector")  # seat 1's gold mine: well 2, smithy 1, quarry 4, library 5
    assert hand(s, 1) == ["smithy"] and hand(s, 0) == ["tower", "hero"]
