"""A bot's search stops once its answer is settled (``ismcts.Searcher.run``,
``stop_when_settled``): the same move as the whole budget gives, sooner; never for a
hint, whose numbers the whole budget refines."""

from __future__ import annotations

import random

import pytest

from puertorico_qt import cards, engine
from puertorico_qt.ai import SearchBudget, make_bot
from puertorico_qt.ai.cards.bots import CardExpertBot, CardHardBot
from puertorico_qt.ai.cards.guide import CardGuide
from puertorico_qt.ai.explain import HintBot
from puertorico_qt.ai.ismcts import HardBot, SearchConfig, Searcher
from puertorico_qt.ai.key_moments import analyse

ITERATIONS = 160


def card_positions(count: int) -> list[cards.CardState]:
    """Searched decisions (roles, builds, keeps) of a 4-player game of Normal bots."""
    state = cards.new_game(cards.CardConfig(players=4), 5)
    bots = [make_bot("normal", 50 + i, game="cards") for i in range(4)]
    out = []
    while not state.is_terminal() and len(out) < count:
        seat = state.current_player
        searched = state.phase in (cards.CardPhase.ROLE, cards.CardPhase.BUILD)
        if searched and len(state.legal_actions()) > 2:
            out.append(state.clone())
        state.apply(bots[seat].choose(cards.observe(state, seat)))
    return out[::3]


def board_positions(count: int) -> list[engine.GameState]:
    state = engine.new_game(engine.GameConfig(players=3), seed=8)
    bots = [make_bot("normal", 80 + i) for i in range(3)]
    out = []
    while not state.is_terminal() and len(out) < count:
        seat = state.current_player
        if state.phase in (engine.Phase.ROLE, engine.Phase.BUILDER):
            out.append(state.clone())
        state.apply(bots[seat].choose(engine.observe(state, seat)))
    return out[::2]


def searches(bot: HardBot, observation) -> tuple[int, int]:
    """(move, iterations) of one search at ``ITERATIONS``."""
    move = bot.choose(observation, SearchBudget(iterations=ITERATIONS))
    assert bot.last is not None
    return move, bot.last.iterations


@pytest.mark.parametrize("game", ["cards", "puertorico"])
def test_hard_stops_sooner_with_the_same_move(game: str) -> None:
    if game == "cards":
        states = [(s, cards.observe(s, s.current_player)) for s in card_positions(18)]
        make = CardHardBot
    else:
        states = [(s, engine.observe(s, s.current_player)) for s in board_positions(8)]
        make = HardBot
    stopped = 0
    for _state, observation in states:
        full = make(7)
        full.stop_when_settled = False
        settled = make(7)
        assert settled.stop_when_settled  # the bots' default
        move, used = searches(full, observation)
        same, fewer = searches(settled, observation)
        assert used == ITERATIONS
        assert same == move
        assert fewer <= ITERATIONS
        stopped += fewer < ITERATIONS
    assert stopped  # it does stop early, somewhere


def test_settled_means_no_other_move_can_catch_up() -> None:
    state = card_positions(3)[0]
    config = SearchConfig()
    observation = cards.observe(state, state.current_player)
    searcher = Searcher(observation, random.Random(1), config, CardGuide(random.Random(2), config))
    edges = [[0, 0.0, 0, 0.1, None] for _ in range(3)]
    searcher.root.edges = dict(enumerate(edges))
    edges[0][0], edges[1][0], edges[2][0] = 4, 10, 3
    assert searcher.settled(5)  # 10 against 4 with 5 to come: 9 at most
    assert not searcher.settled(6)  # 6 more could bring it level
    edges[0][0] = 10
    assert not searcher.settled(0)  # a tie is not settled


def test_a_run_without_the_flag_uses_its_whole_budget() -> None:
    state = card_positions(3)[0]
    observation = cards.observe(state, state.current_player)
    bot = CardHardBot(3)
    guide = CardGuide(random.Random(3), bot.config)
    searcher = Searcher(observation, random.Random(2), bot.config, guide)
    searcher.run(ITERATIONS, None)
    assert searcher.iterations == ITERATIONS


def test_a_hint_searches_its_whole_budget() -> None:
    state = card_positions(3)[0]
    observation = cards.observe(state, state.current_player)
    hint = HintBot(CardHardBot(3))
    assert hint.bot.stop_when_settled is False
    hint.choose(observation, SearchBudget(iterations=ITERATIONS))
    assert hint.bot.last is not None and hint.bot.last.iterations == ITERATIONS
    assert hint.explanation is not None


def test_the_expert_sums_whole_trees() -> None:
    """The Expert's move can change with the stop (its trees' visits are summed), so it
    searches its whole budget unless told otherwise."""
    bot = CardExpertBot(4, workers=2, iterations_per_worker=60, use_processes=False)
    assert bot.stop_when_settled is False
    state = card_positions(3)[0]
    bot.choose(cards.observe(state, state.current_player))
    assert bot.last is not None and bot.last.iterations == 120


def test_the_key_moments_search_their_whole_budget() -> None:
    """The analysis reads each move's numbers, so even a bot that would stop once settled
    searches its whole budget there."""
    state = card_positions(3)[0]
    bot = CardHardBot(3)
    played = state.legal_actions()[0]
    analysis = analyse(state, [played], state.current_player, bot, iterations=ITERATIONS)
    assert analysis.decisions == 1
    assert bot.stop_when_settled is False
    assert bot.last is not None and bot.last.iterations == ITERATIONS
