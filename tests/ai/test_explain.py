"""Hints that explain (``ai.explain``): the search's ranking, reasons from the
evaluation, the next-best two moves, and no peeking at hidden facts."""

from __future__ import annotations

import random

import pytest

from puertorico_qt import cards, engine
from puertorico_qt.ai import SearchBudget, make_bot
from puertorico_qt.ai.explain import ALTERNATIVES, Explanation, HintBot, explain, ranked_moves
from puertorico_qt.ai.ismcts import SearchResult
from puertorico_qt.cards import CardConfig
from puertorico_qt.cards import observe as card_observe

from .games import advance as board_advance
from .test_cards_bots import advance as card_advance

BUDGET = SearchBudget(iterations=150)


def _hint(state, game: str = "puertorico") -> Explanation:
    bot = HintBot(make_bot("hard", 5, game=game))
    observe = cards.observe if game == "cards" else engine.observe
    bot.choose(observe(state, state.current_player), BUDGET)
    assert bot.explanation is not None
    return bot.explanation


def _role_choice(seed: int) -> engine.GameState:
    state = board_advance(engine.new_game(engine.GameConfig(players=4), seed=seed), 30)
    while not engine.actions.is_kind(state.legal_actions()[0], "role"):
        state.apply(state.legal_actions()[0])
    return state


def test_ranked_moves_put_the_answer_first_then_by_visits() -> None:
    result = SearchResult(7, {3: 50, 7: 40, 9: 10, 11: 0}, {3: 20.0, 7: 20.0, 9: 1.0})
    ranked = ranked_moves(result)
    assert [m.action for m in ranked] == [7, 3, 9]
    assert ranked[0].win_chance == pytest.approx(0.5)
    assert ranked[1].visits == 50


def test_a_role_hint_says_what_it_is_worth_and_compares_two_others() -> None:
    state = _role_choice(3)
    hint = _hint(state)
    codes = [r.code for r in hint.reasons]
    assert codes[0] == "role" and codes[-1] == "chance"
    assert len(hint.alternatives) == ALTERNATIVES
    assert all(a.action != hint.action for a in hint.alternatives)
    assert all(a.action in state.legal_actions() for a in hint.alternatives)
    assert hint.win_chance is not None and 0.0 < hint.win_chance < 1.0
    assert all(hint.loss(a) >= 0.0 for a in hint.alternatives)


def test_the_only_move_and_a_rule_answer_say_so() -> None:
    state = _role_choice(4)
    obs = engine.observe(state, state.current_player)
    only = SearchResult(obs.legal_actions()[0], searched=False)
    assert explain(_Single(obs), only).reasons[0].code == "only"
    assert explain(obs, only).reasons[0].code == "rule"


class _Single:
    """An observation with one legal move."""

    def __init__(self, obs) -> None:  # type: ignore[no-untyped-def]
        self.obs = obs
        self.seat = obs.seat

    def legal_actions(self) -> list[int]:
        return self.obs.legal_actions()[:1]


def test_a_card_game_hint_explains_too() -> None:
    state = card_advance(cards.new_game(CardConfig(players=3), 8), 0)
    hint = _hint(state, "cards")
    assert hint.reasons and hint.reasons[-1].code == "chance"
    assert hint.reasons[0].code == "role"


def test_the_hint_never_touches_the_game() -> None:
    state = _role_choice(5)
    before = state.to_dict()
    _hint(state)
    assert state.to_dict() == before


def test_no_peeking_board_game() -> None:
    """Another pile order, game RNG and hidden VP chips of the others: the same hint."""
    state = _role_choice(6)
    seat = state.current_player
    twin = state.clone()
    random.Random(99).shuffle(twin.pile)
    twin.rng = 987654321
    twin._legal = None
    assert twin != state
    assert _hint(twin) == _hint(state)
    assert engine.observe(twin, seat) == engine.observe(state, seat)


@pytest.mark.parametrize("steps", [0, 30])
def test_no_peeking_card_game(steps: int) -> None:
    """The others' hands, the deck and the goods dealt otherwise: the same hint."""
    state = card_advance(cards.new_game(CardConfig(players=3), 21), steps)
    seat = state.current_player
    twin = card_observe(state, seat).determinize(random.Random(99))
    others = [i for i in range(state.n) if i != seat]
    assert [twin.players[i].hand for i in others] != [state.players[i].hand for i in others]
    assert _hint(twin, "cards") == _hint(state, "cards")
