"""The expansion "Die neuen Gebäude" at the start of a round, through the engine:
Amtsstube, Kapelle and Bank, Wachstube and the hand limit, in the rulebook's order
("1. Amtsstube – 2. Kapelle/Bank – 3. Wachstube/Turm"; docs/cards.md, the expansion's
rulings 4 and 5)."""

from __future__ import annotations

import pytest

from puertorico_qt import cards
from puertorico_qt.cards import CardPhase, CardState, IllegalActionError, Reason, score_breakdown
from puertorico_qt.cards.phases.common import settle
from puertorico_qt.cards.phases.round_start import new_round

from .positions import act, city, deck_top, discarded, hand, legal, table

X = ("buildings",)


def at_round_start(players: int = 2, **kwargs: object) -> CardState:
    """A position (``positions.table`` with the expansion) whose round is over: the next
    round starts, seat 0 becomes the governor and the round start's steps begin."""
    s = table(players, expansions=X, governor=players - 1, **kwargs)  # type: ignore[arg-type]
    new_round(s)
    settle(s)
    cards.check_invariants(s)
    return s


def refused(s: CardState, text: str, reason: Reason) -> None:
    before = s.to_dict()
    with pytest.raises(IllegalActionError) as info:
        s.apply(s.parse_action(text))
    assert info.value.reason == reason
    assert s.to_dict() == before


# ---------------------------------------------------------------------- Amtsstube


def _office(**kwargs: object) -> CardState:
    return at_round_start(
        cities={0: ["indigo_plant", "office_building"]},
        hands={0: ["smithy", "statue", "hero"]},
        top=["well", "tower"],
        **kwargs,
    )


def test_office_swaps_two_cards_then_draws_two() -> None:
    """Amtsstube: one or two hand cards face down on the discard pile, then as many
    drawn; the cards are chosen one kind after the other (``swap CARD``)."""
    s = _office()
    assert s.phase == CardPhase.OFFICE and s.current == 0
    assert legal(s) == ["pass", "swap smithy", "swap statue", "swap hero"]
    act(s, "swap smithy")
    assert s.phase == CardPhase.OFFICE and legal(s) == ["pass", "swap statue", "swap hero"]
    refused(s, "swap smithy", Reason.NOT_IN_HAND)
    act(s, "swap hero")  # the second card: the draw follows at once
    assert s.phase == CardPhase.ROLE
    assert hand(s, 0) == ["well", "tower", "statue"]
    assert discarded(s) == ["smithy", "hero"]


def test_office_one_card_or_none() -> None:
    s = _office()
    act(s, "swap statue")
    refused(s, "swap smithy", Reason.PAY_IN_ORDER)  # lower than the card swapped
    act(s, "pass")
    assert hand(s, 0) == ["smithy", "well", "hero"] and discarded(s) == ["statue"]
    s = _office()
    act(s, "pass")
    assert hand(s, 0) == ["smithy", "statue", "hero"] and deck_top(s, 2) == ["well", "tower"]


def test_office_with_a_single_card_swaps_it_and_draws_at_once() -> None:
    s = at_round_start(
        cities={0: ["indigo_plant", "office_building"]}, hands={0: ["hero"]}, top=["well"]
    )
    assert legal(s) == ["pass", "swap hero"]
    act(s, "swap hero")  # nothing left to swap: done without asking
    assert s.phase == CardPhase.ROLE and hand(s, 0) == ["well"]


def test_office_owners_in_turn_from_the_governor_and_none_without_cards() -> None:
    s = at_round_start(
        3,
        cities={
            0: ["indigo_plant", "office_building"],
            1: ["indigo_plant", "office_building"],
            2: ["indigo_plant", "office_building"],
        },
        hands={0: ["smithy"], 2: ["hero"]},
    )
    assert (s.phase, s.current) == (CardPhase.OFFICE, 0)
    act(s, "pass")
    assert (s.phase, s.current) == (CardPhase.OFFICE, 2)  # seat 1 has no card
    act(s, "pass")
    assert s.phase == CardPhase.ROLE


def test_swap_and_bank_outside_the_round_start_are_refused_with_their_rule() -> None:
    s = table(2, expansions=X, cities={0: ["indigo_plant", "office_building"]}, hands={0: ["hero"]})
    assert s.phase == CardPhase.ROLE
    refused(s, "swap hero", Reason.ROUND_START_ONLY)
    refused(s, "bank hero", Reason.ROUND_START_ONLY)
    s = table(2, cities={0: ["indigo_plant", "chapel"]}, hands={0: ["hero"]})  # base game
    refused(s, "swap hero", Reason.ROUND_START_ONLY)
    refused(s, "build cathedral", Reason.NOT_IN_GAME)
    refused(s, "bank office_building", Reason.NOT_IN_GAME)


# ---------------------------------------------------------------------- Wachstube, hand limit


def test_hand_limit_six_guard_room_seven_tower_twelve() -> None:
    """Wachstube: while a Wachstube is built, a hand without one keeps 6 cards, its
    owner 7, a tower's owner 12 (with or without a Wachstube); the governor's seat first."""
    s = at_round_start(
        3,
        cities={
            0: ["indigo_plant"],
            1: ["indigo_plant", "guard_room"],
            2: ["indigo_plant", "tower", "guard_room"],
        },
        hands={
            0: ["sugar_mill"] * 6 + ["hero"] * 2,
            1: ["tobacco_storage"] * 7 + ["hero"],
            2: ["coffee_roaster"] * 9 + ["silver_smelter"] * 4,
        },
    )
    assert (s.phase, s.current, s.left) == (CardPhase.HAND_LIMIT, 0, 2)
    act(s, "discard sugar_mill", "discard sugar_mill")
    assert (s.phase, s.current, s.left) == (CardPhase.HAND_LIMIT, 1, 1)
    act(s, "discard tobacco_storage")
    assert (s.phase, s.current, s.left) == (CardPhase.HAND_LIMIT, 2, 1)
    act(s, "discard coffee_roaster")
    assert [p.hand_n for p in s.players] == [6, 7, 12] and s.phase == CardPhase.ROLE


def test_without_a_guard_room_in_play_the_limit_stays_seven() -> None:
    """The 6 is the Wachstube's effect on the others: with the expansion but no
    Wachstube built, every hand keeps 7."""
    s = at_round_start(
        2,
        cities={0: ["indigo_plant", "bank"]},
        hands={0: ["sugar_mill"] * 7, 1: ["coffee_roaster"] * 8},
    )
    act(s, "pass")  # the Bank kept for later
    # Seat 1's one discard is forced (one kind in hand); seat 0 keeps all seven.
    assert s.phase == CardPhase.ROLE and [p.hand_n for p in s.players] == [7, 7]


def test_without_the_expansion_the_limit_stays_seven() -> None:
    s = table(2, governor=1, hands={0: ["sugar_mill"] * 7 + ["hero"]})
    new_round(s)
    settle(s)
    assert (s.phase, s.current, s.left) == (CardPhase.HAND_LIMIT, 0, 1)


# ---------------------------------------------------------------------- Bank


def _bank(**kwargs: object) -> CardState:
    return at_round_start(
        cities={0: ["indigo_plant", "bank"]},
        hands={0: ["smithy", "statue", "statue", "hero"]},
        **kwargs,
    )


def test_bank_tucks_any_number_once_per_game() -> None:
    """Bank: once in the game, at a round start before the hand limit, any number of
    hand cards under it (``bank CARD`` one kind after the other, then ``pass``), each
    1 VP at the end."""
    s = _bank()
    assert (s.phase, s.current) == (CardPhase.BANK, 0)
    assert legal(s) == ["pass", "bank smithy", "bank statue", "bank hero"]
    act(s, "bank statue")
    assert legal(s) == ["pass", "bank statue", "bank hero"]
    refused(s, "bank smithy", Reason.PAY_IN_ORDER)
    act(s, "bank statue", "pass")
    assert s.phase == CardPhase.ROLE and hand(s, 0) == ["smithy", "hero"]
    assert s.xp is not None and s.xp.bank_n == [2, 0] and s.xp.bank[0][22] == 2
    assert score_breakdown(s)[0].bank == 2 and score_breakdown(s)[0].total == 1 + 2 + 2
    refused(s, "bank smithy", Reason.BANK_USED)
    # the next round: the Bank asks no more
    new_round(s)
    settle(s)
    assert s.phase == CardPhase.ROLE


def test_bank_not_used_is_offered_again_and_every_card_may_go() -> None:
    s = _bank()
    act(s, "pass")
    assert s.phase == CardPhase.ROLE and s.xp is not None and s.xp.bank_n == [0, 0]
    s.governor = 1
    new_round(s)
    settle(s)
    assert s.phase == CardPhase.BANK
    act(s, "bank smithy", "bank statue", "bank statue", "bank hero")  # the last: no choice
    assert s.phase == CardPhase.ROLE and s.players[0].hand_n == 0
    assert s.xp.bank_n[0] == 4


def test_bank_cards_count_after_the_bank_is_built_over() -> None:
    s = table(
        2,
        expansions=X,
        cities={0: ["indigo_plant", "crane", "bank"]},
        hands={0: ["hero", "tower"]},
        banks={0: ["statue", "well"]},
    )
    act(s, "role builder", "build hero over bank")
    assert city(s, 0) == ["indigo_plant", "crane", "hero"]
    assert score_breakdown(s)[0].bank == 2


# ---------------------------------------------------------------------- the order


def test_round_start_order_office_then_chapel_and_bank_per_seat_then_the_limit() -> None:
    """All Amtsstube owners first (from the governor); then each seat's Kapelle and
    then its Bank; then the hand limit (6, Wachstube 7)."""
    both = ["indigo_plant", "office_building", "chapel", "bank"]
    s = at_round_start(
        cities={0: both, 1: [*both, "guard_room"]},
        hands={0: ["sugar_mill"] * 6 + ["hero"] * 2, 1: ["tobacco_storage"] * 7 + ["statue"] * 2},
    )
    seen = []
    while s.phase != CardPhase.ROLE:
        seen.append((s.phase, s.current))
        act(s, legal(s)[0])  # pass, or the first card to discard
    assert seen[:6] == [
        (CardPhase.OFFICE, 0),
        (CardPhase.OFFICE, 1),
        (CardPhase.CHAPEL, 0),
        (CardPhase.BANK, 0),
        (CardPhase.CHAPEL, 1),
        (CardPhase.BANK, 1),
    ]
    assert seen[6:] == [(CardPhase.HAND_LIMIT, 0)] * 2 + [(CardPhase.HAND_LIMIT, 1)] * 2
    assert [p.hand_n for p in s.players] == [6, 7]


def test_chapel_then_bank_of_the_same_seat() -> None:
    s = at_round_start(
        cities={0: ["indigo_plant", "chapel", "bank"]}, hands={0: ["smithy", "hero"]}
    )
    act(s, "tuck hero")
    assert (s.phase, s.current) == (CardPhase.BANK, 0)
    act(s, "bank smithy")  # the last card: done
    assert s.phase == CardPhase.ROLE
    assert s.players[0].chapel_n == 1 and s.xp is not None and s.xp.bank_n[0] == 1
