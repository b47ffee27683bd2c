"""Win chances (``ai.win_chance``): a distribution, the leader ahead, the finished game's
winners at 1, and no peeking at hidden facts (the hands, the deck's and pile's order,
hidden VP chips)."""

from __future__ import annotations

import random

import pytest

from puertorico_qt import cards, engine
from puertorico_qt.ai.win_chance import win_chances
from puertorico_qt.cards import CardConfig, CardState
from puertorico_qt.cards import observe as card_observe

from .games import advance as board_advance
from .test_cards_bots import advance as card_advance


def _board(seed: int = 21, steps: int = 60, **options: object) -> engine.GameState:
    config = engine.GameConfig(players=3, **options)  # type: ignore[arg-type]
    return board_advance(engine.new_game(config, seed=seed), steps)


def _card(seed: int = 21, steps: int = 40) -> CardState:
    return card_advance(cards.new_game(CardConfig(players=3), seed), steps)


def _play_out_board(state: engine.GameState) -> engine.GameState:
    return board_advance(state, 5000)


def _play_out_card(state: CardState) -> CardState:
    return card_advance(state, 5000)


@pytest.mark.parametrize("make", [_board, _card])
def test_chances_are_a_distribution(make) -> None:  # type: ignore[no-untyped-def]
    for seed in (1, 2, 3):
        chances = win_chances(make(seed=seed))
        assert len(chances) == 3
        assert all(0.0 < c < 1.0 for c in chances)
        assert sum(chances) == pytest.approx(1.0)


def test_chances_are_deterministic() -> None:
    state = _board()
    assert win_chances(state) == win_chances(state.clone())
    card = _card()
    assert win_chances(card) == win_chances(card.clone())


def test_the_board_game_leader_gets_the_highest_chance() -> None:
    state = _board()
    leader = 1
    state.players[leader].vp += 25
    state._legal = None
    chances = win_chances(state)
    assert max(range(3), key=chances.__getitem__) == leader


def test_the_card_game_leader_gets_the_highest_chance() -> None:
    state = _card()
    leader = 2
    other = _card(seed=99)
    # The leader's city: the largest one of both games' cities, plus more.
    best = max(state.players + other.players, key=lambda p: len(p.city))
    state.players[leader].city = list(best.city) + list(state.players[leader].city)
    chances = win_chances(state)
    assert max(range(3), key=chances.__getitem__) == leader


@pytest.mark.parametrize("finish", ["board", "card"])
def test_a_finished_game_gives_the_winners_one(finish: str) -> None:
    state: engine.GameState | CardState
    state = _play_out_board(_board()) if finish == "board" else _play_out_card(_card())
    assert state.is_terminal()
    chances = win_chances(state)
    returns = state.returns()
    assert sum(chances) == pytest.approx(1.0)
    assert chances == pytest.approx(returns)
    assert max(chances) == pytest.approx(1.0 / sum(1 for r in returns if r > 0))


def test_no_peeking_board_game() -> None:
    """Another pile order, game RNG and hidden VP chips: the same chances."""
    state = _board(hidden_vp=True)
    assert state.config.hidden_vp and not state.is_terminal()
    twin = state.clone()
    random.Random(99).shuffle(twin.pile)
    twin.rng = 123456789
    moved = twin.players[0].vp + 3
    twin.players[0].vp = 0
    twin.players[2].vp += moved - 3
    twin.players[1].vp += 3
    twin._legal = None
    assert twin != state
    assert win_chances(twin) == win_chances(state)


def test_no_peeking_board_game_expansions() -> None:
    state = board_advance(
        engine.new_game(
            engine.GameConfig(
                players=3, expansions=("buildings", "nobles", "smuggler", "festival")
            ),
            seed=4,
        ),
        60,
    )
    twin = state.clone()
    random.Random(7).shuffle(twin.pile)
    twin.rng = 42
    twin._legal = None
    assert win_chances(twin) == win_chances(state)


@pytest.mark.parametrize("steps", [10, 40, 80])
def test_no_peeking_card_game(steps: int) -> None:
    """Every hand (the current seat's too), the deck, the goods and the discard pile
    dealt otherwise: the same chances."""
    state = _card(steps=steps)
    twin = card_observe(state, 0).determinize(random.Random(99))
    twin = card_observe(twin, 1).determinize(random.Random(98))
    assert [p.hand for p in twin.players] != [p.hand for p in state.players]
    assert [p.hand_n for p in twin.players] == [p.hand_n for p in state.players]
    assert win_chances(twin) == win_chances(state)


def test_chances_never_touch_the_game() -> None:
    state = _board(hidden_vp=True)
    before = state.to_dict()
    win_chances(state)
    assert state.to_dict() == before
    card = _card()
    before_card = card.to_dict()
    win_chances(card)
    assert card.to_dict() == before_card
