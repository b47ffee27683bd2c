"""Every worked example of the card game's rulebook (``shared/rules/002_…txt``, lines
1–530), one test each, citing its section and line.  Positions are laid out with
``positions.table``; the cards' costs come from ``cards.json``."""

from __future__ import annotations

import pytest

from puertorico_qt import cards
from puertorico_qt.cards import CardPhase, score_breakdown, winners

from .positions import act, city, deck_top, discarded, goods, hand, legal, table

# ---------------------------------------------------------------------- Händler (l. 165-199)


def test_trader_with_market_stand_and_trading_post_sells_three_for_seven() -> None:
    """Händler, Beispiel (l. 187): the trader with market stand and trading post sells
    indigo, tobacco and silver: 1 + 2 + 3 cards and one more for the market stand."""
    s = table(
        2,
        cities={
            0: [
                ("indigo_plant", "well"),
                ("tobacco_storage", "tower"),
                ("silver_smelter", "hero"),
                "market_stand",
                "trading_post",
            ]
        },
        tiles=[2, 0, 1, 3, 4],  # the top tile pays 1 / 2 / 3 for indigo / tobacco / silver
    )
    act(s, "role trader")
    assert s.phase == CardPhase.TRADE and s.left == 3
    act(s, "sell indigo_plant", "sell tobacco_storage", "sell silver_smelter")
    assert s.players[0].hand_n == 7
    assert goods(s, 0) == 0
    assert sorted(discarded(s)) == ["hero", "tower", "well"]  # the goods, unseen


def test_trader_turns_up_a_tile_even_when_nobody_can_sell() -> None:
    """Händler, Hinweise (l. 184): the tile is turned up and put back under the pile
    with nothing to sell; the tiles keep their order all game."""
    s = table(2, cities={0: [("indigo_plant", "well")], 1: [("indigo_plant", "well")]})
    s.players[0].goods[0] = s.players[1].goods[0] = -1  # nobody has a good
    s.discard[cards.data.CARD_INDEX["well"]] += 2
    order = s.tiles[:]
    act(s, "role trader")
    assert s.trades == 1 and s.phase == CardPhase.ROLE
    assert s.tiles == order


# ---------------------------------------------------------------------- Baumeister (l. 104-136)


def test_builder_with_smithy_and_library_gets_no_change_for_a_sugar_mill() -> None:
    """Baumeister, Hinweise (l. 122-124): builder with smithy and library builds a
    sugar mill (2): three cards off, the spare one is not paid out."""
    s = table(
        3, cities={0: ["indigo_plant", "smithy", "library"]}, hands={0: ["sugar_mill", "statue"]}
    )
    act(s, "role builder", "build sugar_mill")
    assert city(s, 0)[-1] == "sugar_mill"
    assert hand(s, 0) == ["statue"]
    assert discarded(s) == []


def test_builder_privilege_is_not_paid_out_without_building() -> None:
    """Baumeister, Hinweise (l. 126): no build, no card for the privilege."""
    s = table(2, hands={0: ["statue", "well"], 1: ["hero"]})
    act(s, "role builder", "pass")
    assert hand(s, 0) == ["well", "statue"]


# ---------------------------------------------------------------------- Goldgrube (l. 313-327)


@pytest.mark.parametrize(
    "revealed, kept",
    [
        (["library", "prefecture", "smithy", "coffee_roaster"], None),  # 4 twice: nothing
        (["quarry", "gold_mine", "tobacco_storage", "hero"], "gold_mine"),  # all differ
    ],
)
def test_gold_mine_examples(revealed: list[str], kept: str | None) -> None:
    """Goldgrube, Beispiele (l. 323-326): prefecture and coffee both cost 4, so all
    four go; 4 / 1 / 3 / 5 all differ, so the gold mine (1) is kept."""
    s = table(2, cities={1: ["indigo_plant", "gold_mine"]}, top=["well", *revealed])
    act(s, "role prospector")
    assert hand(s, 0) == ["well"]  # the prospector's card first
    assert hand(s, 1) == ([kept] if kept else [])
    assert sorted(discarded(s)) == sorted(c for c in revealed if c != kept)


# ---------------------------------------------------------------------- Archiv (l. 328-333)


def test_archive_and_prefecture_councillor_takes_five_and_discards_three() -> None:
    """Archiv, Beispiel (l. 332): councillor with prefecture and archive draws 5 into
    the hand, then discards any 3 hand cards — one held before may be among them."""
    top = ["well", "tower", "hero", "aqueduct", "carpenter"]
    s = table(
        2, cities={0: ["indigo_plant", "archive", "prefecture"]}, hands={0: ["statue"]}, top=top
    )
    act(s, "role councillor")
    assert s.phase == CardPhase.ARCHIVE and s.left == 3
    assert s.players[0].hand_n == 6
    act(s, "discard carpenter")  # statue and hero follow: the only cards of higher kinds
    assert hand(s, 0) == ["well", "tower", "aqueduct"]
    assert sorted(discarded(s))[:3] == ["carpenter", "hero", "statue"]


# ---------------------------------------------------------------------- Armenhaus (l. 334-344)


def test_poor_house_draws_after_the_carpenter() -> None:
    """Armenhaus, Hinweise (l. 340-342): the carpenter's card comes first, then the
    poor house looks at the hand (0 or 1 card: one more)."""
    s = table(
        2,
        cities={0: ["indigo_plant", "poor_house", "carpenter"]},
        hands={0: ["statue", "well", "tower"]},
        top=["hero", "aqueduct", "smithy"],
    )
    act(s, "role builder", "build statue")  # 3 - 1: pays well and tower (forced)
    assert hand(s, 0) == ["aqueduct", "hero"]  # carpenter: hero (1 card), poor house: aqueduct


def test_poor_house_gives_nothing_when_the_carpenter_made_two() -> None:
    """Armenhaus (l. 336): with two cards after the carpenter's, nothing more."""
    s = table(
        2,
        cities={0: ["indigo_plant", "poor_house", "carpenter"]},
        hands={0: ["statue", "well", "tower", "smithy"]},
        top=["hero", "aqueduct"],
    )
    act(s, "role builder", "build statue", "pay well")  # then the tower: no other way
    assert hand(s, 0) == ["smithy", "hero"]


def test_poor_house_without_a_build_gives_nothing() -> None:
    """Armenhaus, Hinweise (l. 343): no build, no card."""
    s = table(2, cities={0: ["indigo_plant", "poor_house"]}, hands={0: ["statue"]})
    act(s, "role builder")  # statue unaffordable: the builder passes without being asked
    assert hand(s, 0) == ["statue"]


# ---------------------------------------------------------------------- Schwarzmarkt (l. 345-350)


def test_black_market_library_for_two_goods_and_three_cards() -> None:
    """Schwarzmarkt, Beispiel (l. 349): the library (5) for the goods of the indigo
    plant and the tobacco storage and 3 hand cards (not the builder)."""
    s = table(
        2,
        cities={
            0: [("indigo_plant", "hero"), ("tobacco_storage", "palace"), "black_market"],
        },
        hands={0: ["library", "well", "tower", "statue"]},
        governor=1,
    )
    act(s, "role builder")  # seat 1 has no cards: seat 0 builds
    act(s, "build library")  # 5 = 2 goods + 3 cards: every step is forced from here
    assert city(s, 0)[-1] == "library"
    assert hand(s, 0) == [] and goods(s, 0) == 0
    assert sorted(discarded(s)) == sorted(["hero", "palace", "well", "tower", "statue"])


# ---------------------------------------------------------------------- Handelsstation (l. 351-362)


@pytest.mark.parametrize(
    "trader, library, expected",
    [(False, False, 2), (True, False, 3), (True, True, 4)],
)
def test_trading_post_sells(trader: bool, library: bool, expected: int) -> None:
    """Handelsstation, Beispiele (l. 355-360): 2 as a non-trader, 3 as trader, 4 as
    trader with the library."""
    owner = 0 if trader else 1
    buildings: list = [(b, "well") for b in ("indigo_plant", "sugar_mill", "coffee_roaster")]
    buildings += [("silver_smelter", "tower"), ("tobacco_storage", "tower"), "trading_post"]
    if library:
        buildings.append("library")
    s = table(3, cities={owner: buildings})
    act(s, "role trader")
    assert s.current == owner and s.phase == CardPhase.TRADE
    assert s.left == expected


# ---------------------------------------------------------------------- Aquädukt (l. 408-417)


@pytest.mark.parametrize(
    "producer, library, expected",
    [(False, False, 2), (True, False, 3), (True, True, 4)],
)
def test_aqueduct_produces(producer: bool, library: bool, expected: int) -> None:
    """Aquädukt, Beispiele (l. 412-417): 2 as a non-producer, 3 as producer, 4 as
    producer with the library."""
    owner = 0 if producer else 1
    buildings = ["indigo_plant", "sugar_mill", "coffee_roaster", "silver_smelter", "aqueduct"]
    if library:
        buildings.append("library")
    s = table(3, cities={owner: buildings, 0 if owner else 1: [("indigo_plant", "well")]})
    act(s, "role producer")
    assert s.current == owner and s.phase == CardPhase.PRODUCE
    assert s.left == expected
    for kind in buildings[:expected]:
        act(s, f"produce {kind}")
    assert goods(s, owner) == expected


# ---------------------------------------------------------------------- Präfektur (l. 426-437)


def test_prefecture_keeps_two_of_two_without_asking() -> None:
    """Präfektur, Beispiele (l. 430-434): a non-councillor keeps 2 of 2."""
    s = table(
        2,
        cities={1: ["indigo_plant", "prefecture"]},
        top=["well", "tower", "hero", "smithy", "quarry", "statue", "chapel"],
    )
    act(s, "role councillor")  # seat 0 draws 5 and keeps 1
    act(s, f"keep {legal(s)[0].split()[1]}")
    assert s.players[1].hand_n == 2 and s.phase == CardPhase.ROLE


@pytest.mark.parametrize("library, drawn", [(False, 5), (True, 8)])
def test_prefecture_keeps_two_of_five_or_eight(library: bool, drawn: int) -> None:
    """Präfektur, Beispiele (l. 430-434): the councillor keeps 2 of 5, with the
    library 2 of 8."""
    buildings = ["indigo_plant", "prefecture"] + (["library"] if library else [])
    s = table(3, cities={0: buildings})
    act(s, "role councillor")
    assert s.phase == CardPhase.KEEP and s.pending_n == drawn and s.left == 2


# ---------------------------------------------------------------------- Markthalle (l. 438-443)


def test_market_hall_sugar_and_coffee_bring_four() -> None:
    """Markthalle, Beispiel (l. 442): sugar for 1 and coffee for 2, one more for the
    market hall: 4 cards."""
    s = table(
        2,
        cities={0: [("sugar_mill", "well"), ("coffee_roaster", "well"), "market_hall"]},
        tiles=[0, 1, 2, 3, 4],  # sugar 1, coffee 2
    )
    act(s, "role trader", "sell sugar_mill", "sell coffee_roaster")
    assert s.players[0].hand_n == 4


# ---------------------------------------------------------------------- Steinbruch (l. 444-451)


def test_quarry_builder_builds_a_free_crane() -> None:
    """Steinbruch, Beispiel (l. 448): builder with quarry: the crane (2) is free."""
    s = table(2, cities={0: ["indigo_plant", "quarry"]}, hands={0: ["crane", "well"]})
    act(s, "role builder", "build crane")
    assert hand(s, 0) == ["well"] and "crane" in city(s, 0)


def test_quarry_one_cost_city_building_pays_nothing_out() -> None:
    """Steinbruch, Beispiel (l. 448-449): a 1-cost city building: no card back."""
    s = table(2, cities={0: ["indigo_plant", "quarry"]}, hands={0: ["smithy", "well"]})
    act(s, "role builder", "build smithy")
    assert hand(s, 0) == ["well"]


# ---------------------------------------------------------------------- Bibliothek (l. 452-484)


def test_library_councillor_chooses_from_eight() -> None:
    """Bibliothek (l. 456): the councillor with the library picks from 8 cards."""
    s = table(3, cities={0: ["indigo_plant", "library"]})
    act(s, "role councillor")
    assert s.pending_n == 8 and s.left == 1


def test_library_archive_prefecture_takes_eight_discards_six() -> None:
    """Bibliothek, Beispiele (l. 464): with archive and prefecture, all 8 cards into
    the hand, then 6 hand cards discarded."""
    s = table(3, cities={0: ["indigo_plant", "library", "archive", "prefecture"]})
    act(s, "role councillor")
    assert s.phase == CardPhase.ARCHIVE and s.players[0].hand_n == 8 and s.left == 6


def test_library_and_quarry_take_three_off_a_city_building() -> None:
    """Bibliothek, Beispiele (l. 465): builder with library and quarry: a city
    building 3 cards cheaper (hero: 5 - 3 = 2)."""
    s = table(
        3,
        cities={0: ["indigo_plant", "library", "quarry"]},
        hands={0: ["hero", "well", "tower", "smithy"]},
    )
    act(s, "role builder", "build hero")
    assert s.phase == CardPhase.PAY and s.left == 2


@pytest.mark.parametrize(
    "role, check",
    [
        ("builder", lambda s: s.left == 1),  # statue 3 - 2
        ("producer", lambda s: s.left == 3),
        ("trader", lambda s: s.left == 3),
        ("prospector", lambda s: s.players[0].hand_n == 5),  # 3 + 2 drawn
    ],
)
def test_library_doubles_each_privilege(role: str, check) -> None:
    """Bibliothek (l. 454-460): builder 2 cards off, producer 3 goods, trader 3 goods,
    prospector 2 cards (the councillor: ``test_library_councillor_chooses_from_eight``)."""
    production = [(b, None) for b in ("indigo_plant", "sugar_mill", "coffee_roaster")]
    if role == "trader":
        production = [(b, "hero") for b, _ in production]
    buildings = [b if g is None else (b, g) for b, g in production] + ["library"]
    s = table(3, cities={0: buildings}, hands={0: ["statue", "tower", "well"]})
    act(s, f"role {role}")
    if role == "builder":
        act(s, "build statue")
    assert check(s)


def test_two_player_library_once_per_round_used_first() -> None:
    """Bibliothek, Achtung (l. 467): with 2 players the library works once a round;
    used on the governor's first role, not on his second."""
    s = table(
        2,
        cities={0: ["indigo_plant", "sugar_mill", "coffee_roaster", "library"]},
        hands={0: ["statue", "tower", "well"]},
    )
    act(s, "role prospector")
    assert s.phase == CardPhase.LIBRARY and legal(s) == ["library use", "library skip"]
    act(s, "library use")
    assert s.players[0].hand_n == 5  # 2 cards
    act(s, "role trader")  # seat 1: nobody has goods
    act(s, "role producer")  # the governor again: no library now
    assert s.left == 2


def test_two_player_library_skipped_first_works_on_the_second_role() -> None:
    """Bibliothek, Achtung (l. 467): skipped on the first role, it works on the
    governor's second one, without asking."""
    s = table(
        2,
        cities={0: ["indigo_plant", "sugar_mill", "coffee_roaster", "library"]},
        hands={0: ["statue"]},
    )
    act(s, "role prospector", "library skip")
    assert s.players[0].hand_n == 2  # 1 card
    act(s, "role trader")
    act(s, "role producer")
    assert s.phase == CardPhase.PRODUCE and s.left == 3


def test_two_player_library_of_the_other_player_works_without_asking() -> None:
    """Bibliothek, Achtung (l. 467): the other player takes one role a round, so his
    library simply works."""
    s = table(2, cities={1: ["indigo_plant", "library"]}, hands={1: ["statue"]})
    act(s, "role trader", "role prospector")
    assert s.players[1].hand_n == 3 and s.phase == CardPhase.ROLE


# ---------------------------------------------------------------------- Kran (l. 371-390)


def test_crane_chapel_to_palace_pays_three() -> None:
    """Kran, Beispiele (l. 386-388): the chapel (3) built over by a palace (6): 3
    cards; the chapel's cards stay and count."""
    s = table(
        2,
        cities={0: ["indigo_plant", "crane", "chapel"]},
        hands={0: ["palace", "well", "tower", "hero"]},
        chapels={0: ["statue", "statue"]},
        governor=1,
    )
    act(s, "role builder", "build palace over chapel")  # seat 1 has no cards
    assert city(s, 0) == ["indigo_plant", "crane", "palace"]
    assert hand(s, 0) == [] and s.out[cards.data.CARD_INDEX["chapel"]] == 1
    assert s.players[0].chapel_n == 2 and score_breakdown(s)[0].chapel == 2


def test_crane_coffee_roaster_to_statue_pays_nothing_back() -> None:
    """Kran, Beispiele (l. 389): coffee roaster (4) built over by a statue (3): free,
    and the card of difference is not paid out."""
    s = table(
        2,
        cities={0: ["indigo_plant", "coffee_roaster", "crane"]},
        hands={0: ["statue", "well"]},
        governor=1,
    )
    act(s, "role builder", "build statue over coffee_roaster")
    assert hand(s, 0) == ["well"]
    assert city(s, 0) == ["indigo_plant", "statue", "crane"]


# ---------------------------------------------------------------------- Rathaus (l. 485-492)


def test_city_hall_nine() -> None:
    """Rathaus, Beispiel (l. 489): nine city buildings, the city hall among them: 9."""
    s = table(
        2,
        cities={
            0: [
                "indigo_plant",
                "poor_house",
                "aqueduct",
                "carpenter",
                "chapel",
                "quarry",
                "library",
                "statue",
                "victory_column",
                "city_hall",
            ]
        },
    )
    assert score_breakdown(s)[0].city_hall == 9


# ---------------------------------------------------------------------- Triumphbogen (l. 493-500)


@pytest.mark.parametrize(
    "monuments, bonus",
    [([], 0), (["statue"], 4), (["statue", "hero"], 6), (["statue", "victory_column", "hero"], 8)],
)
def test_triumphal_arch(monuments: list[str], bonus: int) -> None:
    """Triumphbogen (l. 495): 4 / 6 / 8 for 1 / 2 / 3 monuments."""
    s = table(2, cities={0: ["indigo_plant", "triumphal_arch", *monuments]})
    assert score_breakdown(s)[0].triumphal_arch == bonus


def test_monuments_count_for_city_hall_and_triumphal_arch() -> None:
    """Triumphbogen, Hinweis (l. 497): the monuments count for both."""
    s = table(2, cities={0: ["indigo_plant", "triumphal_arch", "city_hall", "statue", "hero"]})
    score = score_breakdown(s)[0]
    assert (score.triumphal_arch, score.city_hall) == (6, 4)


# ---------------------------------------------------------------------- Zunfthalle (l. 501-506)


def test_guild_hall_eight() -> None:
    """Zunfthalle, Beispiel (l. 505): 2 indigo, 1 sugar, 2 tobacco: 5 + 3 = 8."""
    s = table(
        2,
        cities={
            0: [
                "indigo_plant",
                "indigo_plant",
                "sugar_mill",
                "tobacco_storage",
                "tobacco_storage",
                "guild_hall",
            ]
        },
    )
    assert score_breakdown(s)[0].guild_hall == 8


# ---------------------------------------------------------------------- Palast (l. 507-512)


def test_palace_34_becomes_42() -> None:
    """Palast, Beispiel (l. 511): 34 VP without the palace, 8 more with it."""
    s = table(
        2,
        cities={
            0: ["silver_smelter", "chapel", "hero", "victory_column", "statue", "library", "palace"]
        },
        chapels={
            0: ["well"] * 3 + ["tower"] * 3 + ["smithy"] * 3 + ["archive"] * 3 + ["crane"] * 2
        },
    )
    score = score_breakdown(s)[0]
    assert score.total - score.palace == 34
    assert score.palace == 8 and score.total == 42


# ---------------------------------------------------------------------- Eine neue Runde, Turm, Kapelle


def _end_round(s) -> None:
    """2 players, goods on every building: prospector, producer (nothing to do),
    trader with everybody passing."""
    act(s, "role prospector", "role producer", "role trader", "pass", "pass")


def test_tower_keeps_twelve_others_seven() -> None:
    """Eine neue Runde (l. 232-236) and Turm (l. 391-396): at the start of a round
    hands go down to 7, the tower's owner's to 12, the new governor first."""
    s = table(
        2,
        cities={0: [("indigo_plant", "well"), "tower"], 1: [("indigo_plant", "well")]},
        hands={
            0: ["statue"] * 3 + ["hero"] * 3 + ["smithy"] * 3 + ["archive"] * 3 + ["crane"],
            1: ["aqueduct"] * 3 + ["carpenter"] * 3 + ["quarry"] * 3,
        },
    )
    _end_round(s)  # seat 0 drew 1 as prospector: 14 cards
    assert s.phase == CardPhase.HAND_LIMIT and s.current == 1 and s.left == 2
    act(s, "discard aqueduct", "discard aqueduct")
    assert s.current == 0 and s.left == 2
    act(s, "discard statue", "discard statue")
    assert [p.hand_n for p in s.players] == [12, 7] and s.phase == CardPhase.ROLE


def test_chapel_comes_before_the_hand_limit() -> None:
    """Kapelle (l. 399) and Eine neue Runde (l. 232): a card tucked under the chapel
    first, then the limit is checked."""
    s = table(
        2,
        cities={0: [("indigo_plant", "well"), "chapel"], 1: [("indigo_plant", "well")]},
        hands={0: ["statue"] * 3 + ["hero"] * 3 + ["smithy"]},
        governor=1,
    )
    act(s, "role trader", "pass", "pass", "role producer", "role councillor")
    while s.phase == CardPhase.KEEP:  # both councillors keep one card
        act(s, legal(s)[0])
    assert s.players[0].hand_n == 8 and s.phase == CardPhase.CHAPEL and s.current == 0
    act(s, "tuck smithy")
    assert s.players[0].chapel_n == 1 and s.players[0].hand_n == 7
    assert s.phase == CardPhase.ROLE  # nobody above the limit any more


# ---------------------------------------------------------------------- Spielende (l. 250-275)


def test_game_ends_right_after_the_builder_phase_of_the_twelfth_building() -> None:
    """Spielende (l. 252): the Builder phase in which a 12th building appears is
    played out (everybody builds), then the game ends; the round is not finished."""
    eleven = ["indigo_plant"] * 6 + ["smithy", "gold_mine", "archive", "well", "crane"]
    s = table(
        2, cities={0: eleven}, hands={0: ["sugar_mill", "hero"], 1: ["indigo_plant", "tower"]}
    )
    act(s, "role builder")
    assert not cards.last_phase(s)
    before = s.clone()
    act(s, "build sugar_mill")
    assert not s.is_terminal() and s.current == 1
    # what the program asks to say so: who set the end off, and that this phase is the last
    assert cards.goal_reached(before, s) == 0 and cards.last_phase(s)
    before = s.clone()
    act(s, "build indigo_plant")
    assert cards.goal_reached(before, s) is None  # said once
    assert s.is_terminal() and s.current_player == -1 and s.legal_actions() == []
    assert not cards.last_phase(s)
    assert len(city(s, 0)) == 12 and "indigo_plant" in city(s, 1)[1:]
    assert sum(s.returns()) == pytest.approx(1.0)


def test_tie_break_hand_and_goods() -> None:
    """Spielende (l. 262): equal points: more hand cards plus goods wins; a good
    counts as a card; still equal: shared."""
    s = table(
        2,
        cities={0: [("indigo_plant", "well")], 1: ["indigo_plant"]},
        hands={0: ["statue"], 1: ["hero", "tower"]},
    )
    assert winners(s) == [0, 1]
    s.players[1].hand[cards.data.CARD_INDEX["hero"]] -= 1
    s.players[1].hand_n -= 1
    s.discard[cards.data.CARD_INDEX["hero"]] += 1
    assert winners(s) == [0]
    assert [sc.tiebreak for sc in score_breakdown(s)] == [2, 1]


def test_returns_share_a_tie() -> None:
    """Spielende (l. 262): a tie that remains is shared in ``returns``."""
    eleven = ["indigo_plant"] * 4 + ["sugar_mill"] * 4 + ["tobacco_storage"] * 3
    hands = {0: ["indigo_plant", "well"], 1: ["indigo_plant", "well", "tower"]}
    s = table(2, cities={0: eleven, 1: eleven}, hands=hands)
    act(s, "role builder", "build indigo_plant", "build indigo_plant", "pay well")
    assert s.is_terminal() and winners(s) == [0, 1]
    assert s.returns() == [0.5, 0.5]


# ---------------------------------------------------------------------- Variante (l. 515-530)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_variant_deals_five_to_eight_and_keeps_four(players: int) -> None:
    """Variante (l. 517-528): the seats get 5 / 6 / 7 / 8 cards and each keeps 4, in
    seat order."""
    s = cards.new_game(cards.CardConfig(players=players, variant=True), seed=3)
    assert [p.hand_n for p in s.players] == [5 + i for i in range(players)]
    for seat in range(players):
        assert s.phase == CardPhase.DEAL and s.current == seat and s.left == 1 + seat
        while s.phase == CardPhase.DEAL and s.current == seat:
            act(s, legal(s)[-1])
    assert [p.hand_n for p in s.players] == [4] * players
    assert s.phase == CardPhase.ROLE and s.current == 0


def test_two_players_pick_governor_other_governor() -> None:
    """Spielverlauf, Achtung (l. 79): with 2 players the governor chooses a third
    role after the other player; then the governor card moves on."""
    s = table(2, cities={0: [("indigo_plant", "well")], 1: [("indigo_plant", "well")]})
    seats = []
    extra = []
    for role in ("prospector", "producer", "councillor"):
        seats.append(s.current)
        extra.append(s.is_extra_role_choice())
        act(s, f"role {role}")
        while s.phase not in (CardPhase.ROLE,):
            assert not s.is_extra_role_choice()
            act(s, legal(s)[0])
    assert seats == [0, 1, 0]
    assert extra == [False, False, True]  # the third is the one beyond one per seat
    assert not s.is_extra_role_choice()  # the next round's first choice
    assert s.governor == 1 and s.round == 3 and s.current == 1


def test_deck_runs_out_the_discards_are_shuffled_in() -> None:
    """Baumeister, Kasten (l. 132): an empty deck is refilled from the discard pile."""
    s = table(2, hands={0: ["statue"]})
    everything = s.deck[:]
    s.deck.clear()
    for kind in everything:
        s.discard[kind] += 1
    act(s, "role prospector")
    assert s.players[0].hand_n == 2
    assert sum(s.discard) == 0 and len(s.deck) == len(everything) - 1
    assert deck_top(s, 1)  # a shuffled deck again


def test_the_discards_become_the_deck_as_soon_as_it_is_used_up() -> None:
    """Kasten (l. 130): once the deck is used up, the discard pile is shuffled into a new
    deck at once (the deck showed 0 until the next draw, and cards discarded meanwhile
    went into it)."""
    s = table(2, hands={0: ["statue"]})
    everything = s.deck[:]
    s.deck[:] = everything[-1:]
    for kind in everything[:-1]:
        s.discard[kind] += 1
    act(s, "role prospector")  # draws the deck's last card
    assert s.players[0].hand_n == 2
    assert len(s.deck) == len(everything) - 1 and sum(s.discard) == 0
    cards.check_invariants(s)


def test_when_no_card_is_left_to_draw_the_game_ends_after_a_round_without_a_build() -> None:
    """Open case (docs/cards.md): deck and discard pile empty, a draw brings nothing;
    after a round in which nobody built, the game ends and is scored."""
    s = table(2)
    for kind in s.deck:
        s.out[kind] += 1  # as if every other card had been built over by a crane
    s.deck.clear()
    act(s, "role prospector")
    assert s.players[0].hand_n == 0
    act(s, "role producer", "produce indigo_plant")  # nothing to lay down: no good
    assert goods(s, 1) == 0 and s.current == 0
    act(s, "pass", "role trader")
    assert s.is_terminal() and s.role == -1
    cards.check_invariants(s)
    assert cards.CardState.from_dict(s.to_dict()) == s
    assert winners(s) == [0, 1]


def test_no_card_to_draw_is_no_end_while_someone_could_still_build() -> None:
    """The same open case, but a seat holds enough to build (a statue and three cards
    to pay): a round without the Builder is no end, since the build would pay cards back
    into play; a round with the Builder in which nobody built is."""
    s = table(3, hands={0: ["statue", "well", "tower", "hero"], 1: ["smithy"], 2: ["archive"]})
    for kind in s.deck:
        s.out[kind] += 1
    s.deck.clear()
    first = s.round
    act(s, "role prospector", "role councillor", "role trader")
    assert not s.is_terminal() and s.round == first + 1
    act(s, "role builder")
    while s.phase is not CardPhase.ROLE:
        act(s, "pass")  # seat 0 could build a statue, but does not
    assert not s.built
    while not s.is_terminal():
        act(s, legal(s)[-1] if s.phase is CardPhase.ROLE else "pass")
    assert s.round == first + 1
    cards.check_invariants(s)
