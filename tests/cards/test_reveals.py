"""What the rules turn face up for the whole table (``cards.public_prospecting``): the
table and the log show it, so it must be exactly what the Prospector phase did."""

from __future__ import annotations

import random

import pytest

from puertorico_qt import cards
from puertorico_qt.cards import CardConfig, CardPhase, Reveal, public_prospecting
from puertorico_qt.cards.data import CARD_IDS, GOLD_MINE, GOLDSMITH
from puertorico_qt.cards.effects import gold_mine_keeps

from .positions import act, hand, k, table

X = ("buildings",)


def _ids(reveal: Reveal) -> list[str]:
    return [CARD_IDS[kind] for kind in reveal.cards]


def test_two_gold_mines_from_the_prospector_on() -> None:
    s = table(
        3,
        cities={0: ["indigo_plant", "gold_mine"], 2: ["indigo_plant", "gold_mine"]},
        governor=2,
        top=[
            *("well", "smithy", "sugar_mill", "tobacco_storage", "hero"),
            *("archive", "archive", "tower", "statue"),
        ],
    )
    before = s.clone()
    seen = public_prospecting(s, s.parse_action("role prospector"))
    assert s == before  # asking changes nothing
    assert seen is not None and seen.seat == 2 and seen.drawn == 1
    first, second = seen.reveals
    assert (first.seat, first.building, first.kept) == (2, GOLD_MINE, k("smithy"))
    assert _ids(first) == ["smithy", "sugar_mill", "tobacco_storage", "hero"]
    assert (second.seat, second.kept) == (0, -1)  # two archives: the same cost
    assert _ids(second) == ["archive", "archive", "tower", "statue"]
    act(s, "role prospector")  # and the phase itself did just that
    assert hand(s, 2) == ["smithy", "well"] and hand(s, 0) == []


def test_goldsmith_after_the_gold_mine() -> None:
    s = table(
        2,
        expansions=X,
        cities={0: ["indigo_plant", "goldsmith"], 1: ["indigo_plant", "gold_mine"]},
        top=["tower", "well", "smithy", "quarry", "library", "hero"],
    )
    seen = public_prospecting(s, s.parse_action("role prospector"))
    assert seen is not None
    mine, smith = seen.reveals
    assert mine.seat == 1 and mine.kept == k("smithy")
    assert (smith.seat, smith.building, smith.cards, smith.kept) == (
        0,
        GOLDSMITH,
        (k("hero"),),
        k("hero"),
    )


def test_a_gold_mine_with_fewer_than_four_cards_left() -> None:
    s = table(2, cities={1: ["indigo_plant", "gold_mine"]}, top=["well", "hero", "smithy"])
    for kind in s.deck[:-3]:  # the rest out of the game, as if built over
        s.out[kind] += 1
    del s.deck[:-3]
    seen = public_prospecting(s, s.parse_action("role prospector"))
    assert seen is not None
    (mine,) = seen.reveals
    assert _ids(mine) == ["hero", "smithy"] and mine.kept == k("smithy")


def test_the_prospector_after_the_two_player_library_question() -> None:
    s = table(2, cities={0: ["indigo_plant", "library", "gold_mine"]})
    assert public_prospecting(s, s.parse_action("role prospector")) is None  # asked first
    act(s, "role prospector")
    assert s.phase == CardPhase.LIBRARY
    for answer, drawn in (("library use", 2), ("library skip", 1)):
        seen = public_prospecting(s, s.parse_action(answer))
        assert seen is not None and seen.drawn == drawn and len(seen.reveals) == 1


def test_other_moves_turn_up_nothing() -> None:
    s = table(3, cities={0: ["indigo_plant", "gold_mine"]})
    assert public_prospecting(s, s.parse_action("role builder")) is None


def test_an_illegal_move_is_refused_as_apply_refuses_it() -> None:
    s = table(3)
    with pytest.raises(cards.IllegalActionError):
        public_prospecting(s, s.parse_action("build tower"))


@pytest.mark.parametrize(("players", "expansions"), [(2, ()), (3, ()), (4, X), (2, X)])
def test_random_games_report_what_the_phase_did(players: int, expansions: tuple) -> None:
    """Over random games: the chooser's and the owners' hands grew by exactly what the
    report says, the gold mines kept by the rule, and without a reshuffle the cards
    turned up are the deck's next ones, in order."""
    checked = 0
    for seed in range(40):
        rng = random.Random(seed)
        s = cards.new_game(CardConfig(players=players, expansions=expansions), seed)
        while not s.is_terminal():
            action = rng.choice(s.legal_actions())
            seen = public_prospecting(s, action)
            before = s.clone()
            watched = s.clone()  # every action watched: the filter misses no Prospector
            watched.watch = []
            watched.apply(action)
            assert bool(watched.watch) == (seen is not None)
            s.apply(action)
            if seen is None:
                continue
            gained = [0] * s.n
            gained[seen.seat] += seen.drawn
            turned: list[int] = []
            for reveal in seen.reveals:
                if reveal.building == GOLD_MINE:
                    assert reveal.kept == gold_mine_keeps(list(reveal.cards))
                gained[reveal.seat] += reveal.kept >= 0
                turned += reveal.cards
            if s.round == before.round:  # no hand limit or round start after it
                grown = [
                    p.hand_n - q.hand_n for p, q in zip(s.players, before.players, strict=True)
                ]
                assert grown == gained
            if s.rng == before.rng:
                start = len(before.deck) - seen.drawn
                assert turned == before.deck[start - len(turned) : start][::-1]
            checked += len(seen.reveals)
    assert checked > 20
