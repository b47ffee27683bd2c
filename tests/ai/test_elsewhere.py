"""A bot's decision in another process (``ai.elsewhere``): the same move and numbers as
in this process, the caller's bot left as if it had chosen here, a cancel and the
progress passed across, an error raised here, and no process (or a dead one) answered
by None so that the caller chooses itself."""

from __future__ import annotations

import os
import signal
import threading
import time

import pytest

from puertorico_qt import cards, engine
from puertorico_qt.ai import SearchBudget, elsewhere, make_bot, pool
from puertorico_qt.ai.cards.bots import CardExpertBot, CardHardBot, CardNormalBot
from puertorico_qt.ai.expert import ExpertBot
from puertorico_qt.ai.explain import HintBot
from puertorico_qt.ai.ismcts import HardBot, SearchConfig
from puertorico_qt.cards import CardConfig, CardPhase

from .games import advance
from .test_cards_bots import advance as card_advance
from .test_cards_bots import advance_to as card_advance_to

SMALL = SearchConfig(default_iterations=60, rollout_roles=2)


pytestmark = pytest.mark.usefixtures("elsewhere_worker")


def card_position(seed: int = 36, steps: int = 30):
    state = card_advance_to(
        card_advance(cards.new_game(CardConfig(players=4), seed), steps), CardPhase.ROLE
    )
    return cards.observe(state, state.current_player)


def board_position(seed: int = 4, steps: int = 40):
    state = advance(engine.new_game(engine.GameConfig(players=3), seed=seed), steps)
    return engine.observe(state, state.current_player)


def test_which_bots_search_in_their_callers_thread() -> None:
    assert HardBot(1).searches_here and CardHardBot(1).searches_here
    assert CardExpertBot(1).searches_here  # one tree, in the caller's thread
    assert not ExpertBot(1, workers=2).searches_here  # its trees run in a pool already
    assert ExpertBot(1, workers=2, use_processes=False).searches_here
    assert HintBot(make_bot("hard", 1)).searches_here
    assert not make_bot("normal", 1).searches_here and not CardNormalBot(1).searches_here


@pytest.mark.parametrize("game", ["cards", "puertorico"])
def test_the_same_move_and_numbers_as_in_this_process(game: str) -> None:
    if game == "cards":
        obs = card_position()
        here, there = CardHardBot(3, config=SMALL), CardHardBot(3, config=SMALL)
    else:
        obs = board_position()
        here, there = HardBot(3, config=SMALL), HardBot(3, config=SMALL)
    action = here.choose(obs)
    assert elsewhere.choose_elsewhere(there, obs) == action
    # The caller's bot holds the numbers of the search made there.
    assert here.last is not None and there.last is not None
    assert there.last.visits == here.last.visits and there.last.iterations == here.last.iterations


def test_the_card_expert_and_the_hint_come_back_whole() -> None:
    obs = card_position(seed=41, steps=50)
    here = CardExpertBot(5, iterations_per_worker=80, config=SMALL)
    there = CardExpertBot(5, iterations_per_worker=80, config=SMALL)
    assert elsewhere.choose_elsewhere(there, obs) == here.choose(obs)
    assert there.last_iterations == here.last_iterations > 0
    board = board_position(seed=7)
    hint_here = HintBot(HardBot(2, config=SMALL))
    hint_there = HintBot(HardBot(2, config=SMALL))
    assert elsewhere.choose_elsewhere(hint_there, board) == hint_here.choose(board)
    assert hint_there.explanation == hint_here.explanation is not None


def test_a_cancel_and_the_progress_cross_over() -> None:
    """A search of ten million iterations, cancelled here after a moment: it answers with
    a legal move from the iterations done there, and its progress arrived meanwhile."""
    obs = card_position(seed=12, steps=20)
    bot = CardHardBot(1)
    bot.stop_when_settled = False
    cancel = threading.Event()
    reports: list[float] = []
    timer = threading.Timer(0.6, cancel.set)
    timer.start()
    try:
        action = elsewhere.choose_elsewhere(
            bot, obs, SearchBudget(iterations=10**7, cancel=cancel, progress=reports.append)
        )
    finally:
        timer.cancel()
    assert action in obs.legal_actions()
    assert bot.last is not None and 0 < bot.last.iterations < 10**7
    assert reports == sorted(reports) and reports[-1] == 1.0
    assert any(0 < r < 1 for r in reports)


def test_a_time_budget_is_kept_there() -> None:
    obs = card_position(seed=12, steps=20)
    bot = CardHardBot(1)
    bot.stop_when_settled = False
    action = elsewhere.choose_elsewhere(bot, obs, SearchBudget(seconds=0.3))
    assert action in obs.legal_actions()
    assert bot.last is not None and 0 < bot.last.iterations < bot.default_iterations * 100


def test_an_error_there_is_raised_here() -> None:
    with pytest.raises(AttributeError):
        elsewhere.choose_elsewhere(CardHardBot(1), None)
    # and the worker goes on answering
    obs = card_position()
    assert elsewhere.choose_elsewhere(CardHardBot(1, config=SMALL), obs) in obs.legal_actions()


def test_no_process_answers_none(monkeypatch) -> None:
    monkeypatch.setattr(elsewhere, "get_pool", lambda workers: None)
    assert elsewhere.choose_elsewhere(CardHardBot(1, config=SMALL), card_position()) is None
    assert not elsewhere.warm_up()


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_a_worker_that_dies_answers_none_and_the_next_decision_gets_a_new_one() -> None:
    obs = card_position(seed=12, steps=20)
    the_pool = pool.get_pool(elsewhere.WORKERS)
    assert the_pool is not None
    pids = list(the_pool.executor._processes)  # type: ignore[attr-defined]
    answer: list[int | None] = []
    bot = CardHardBot(1)
    thinker = threading.Thread(
        target=lambda: answer.append(
            elsewhere.choose_elsewhere(bot, obs, SearchBudget(iterations=10**7))
        )
    )
    thinker.start()
    time.sleep(0.5)
    for pid in pids:
        os.kill(pid, signal.SIGKILL)
    thinker.join(30)
    assert not thinker.is_alive() and answer == [None]
    assert elsewhere.choose_elsewhere(CardHardBot(1, config=SMALL), obs) in obs.legal_actions()


def test_a_busy_worker_answers_none_at_once() -> None:
    """One job at a time: a second caller does its work itself rather than wait (a game
    goes on while an analysis runs there)."""
    obs = card_position(seed=12, steps=20)
    cancel = threading.Event()
    bot = CardHardBot(1)
    first: list[int | None] = []
    long_one = threading.Thread(
        target=lambda: first.append(
            elsewhere.choose_elsewhere(bot, obs, SearchBudget(iterations=10**7, cancel=cancel))
        )
    )
    long_one.start()
    try:
        the_pool = pool.get_pool(elsewhere.WORKERS)
        assert the_pool is not None
        for _ in range(500):  # until the long search holds the worker
            if the_pool.lock.locked():
                break
            time.sleep(0.01)
        assert elsewhere.choose_elsewhere(CardHardBot(2, config=SMALL), obs) is None
    finally:
        cancel.set()
        long_one.join(30)
    assert first and first[0] in obs.legal_actions()


def test_an_analysis_runs_there_as_here() -> None:
    """The key moments' analysis through ``call_elsewhere``: the same moments."""
    from puertorico_qt.ai.base import play_out
    from puertorico_qt.ai.key_moments import analyse_record
    from puertorico_qt.persistence import GameRecord, SeatInfo

    config = CardConfig(players=2)
    actions = play_out(cards.new_game(config, 3), [make_bot("random", 3, game="cards")] * 2)
    seats = [SeatInfo("Anna", True, "normal"), SeatInfo("Benno", False, "random")]
    record = GameRecord(config.to_dict(), 3, seats, actions, finished=True, game="cards")
    cheap = SearchConfig(default_iterations=12, rollout_roles=1)
    reports: list[float] = []
    there = elsewhere.call_elsewhere(
        analyse_record, record, 0, CardHardBot(1, cheap), progress=reports.append
    )
    here = analyse_record(record, 0, CardHardBot(1, cheap))
    assert there is not None and there.moments == here.moments and there.rated == here.rated
    assert reports[-1] == 1.0
