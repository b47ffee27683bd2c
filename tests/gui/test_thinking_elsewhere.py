"""In the program, the AI thread asks a searching bot (Hard, the hint, the card game's
Expert) in another process (``ai_worker.think_elsewhere``, ``ai.elsewhere``), so that
its search does not hold the GIL the window needs; the rest stays in the thread, and
without a process the thread chooses itself."""

from __future__ import annotations

import pytest

from puertorico_qt import cards
from puertorico_qt.ai import elsewhere, make_bot
from puertorico_qt.ai.cards.bots import CardHardBot
from puertorico_qt.ai.ismcts import SearchConfig
from puertorico_qt.gui import ai_worker
from puertorico_qt.gui.ai_worker import AiRunner

SMALL = SearchConfig(default_iterations=60, rollout_roles=2)


@pytest.fixture
def thinking_elsewhere(monkeypatch, elsewhere_worker):
    """The program's way of asking bots, recording which bots went to the process."""
    asked: list[str] = []
    real = ai_worker.choose_elsewhere

    def recording(bot, observation, budget=None):
        asked.append(bot.name)
        return real(bot, observation, budget)

    monkeypatch.setattr(ai_worker, "choose_elsewhere", recording)
    ai_worker.think_elsewhere(True)
    yield asked
    ai_worker.think_elsewhere(False)


def card_observation(seed: int = 5):
    state = cards.new_game(cards.CardConfig(players=3), seed)
    while state.phase != cards.CardPhase.ROLE:
        state.apply(state.legal_actions()[0])
    return cards.observe(state, state.current_player)


def test_the_runner_asks_a_searching_bot_in_another_process(qtbot, thinking_elsewhere):
    obs = card_observation()
    expected = CardHardBot(4, config=SMALL).choose(obs)
    runner = AiRunner()
    try:
        answers: list[int] = []
        progress: list[float] = []
        runner.answered.connect(lambda rid, action: answers.append(action))
        runner.progressed.connect(lambda rid, fraction: progress.append(fraction))
        bot = CardHardBot(4, config=SMALL)
        done = elsewhere.jobs_done()
        runner.submit(bot, card_observation(), seconds=10.0, iterations=60)
        qtbot.waitUntil(lambda: len(answers) == 1, timeout=20_000)
        assert answers == [expected] and thinking_elsewhere == ["hard"]
        assert elsewhere.jobs_done() == done + 1  # it ran there (what --selftest checks)
        assert bot.last is not None and bot.last.action == expected  # its numbers came back
        assert progress and progress[-1] == 1.0
        # A bot that does not search stays in the thread.
        runner.submit(make_bot("normal", 1, game="cards"), card_observation())
        qtbot.waitUntil(lambda: len(answers) == 2, timeout=20_000)
        assert thinking_elsewhere == ["hard"]
    finally:
        runner.shutdown()


def test_without_a_process_the_thread_chooses(qtbot, thinking_elsewhere, monkeypatch):
    monkeypatch.setattr(elsewhere, "get_pool", lambda workers: None)
    runner = AiRunner()
    try:
        answers: list[int] = []
        runner.answered.connect(lambda rid, action: answers.append(action))
        obs = card_observation(9)
        runner.submit(CardHardBot(2, config=SMALL), obs)
        qtbot.waitUntil(lambda: len(answers) == 1, timeout=20_000)
        assert thinking_elsewhere == ["hard"]
        assert answers == [CardHardBot(2, config=SMALL).choose(obs)]
    finally:
        runner.shutdown()


def test_a_card_game_against_searching_bots(qtbot, make_session, setup_for, thinking_elsewhere):
    """Three Hard bots of the card game play through the session, each decision that
    needs a search made in the worker process."""
    from dataclasses import replace

    session = make_session(bot_factory=lambda level, seed: CardHardBot(seed, config=SMALL))
    setup = setup_for(0, 3, seed=8, game="cards")
    setup.seats = [replace(seat, level="hard") for seat in setup.seats]
    session.new_game(setup)
    qtbot.waitUntil(lambda: len(session.record.actions) >= 60, timeout=60_000)
    session.paused = True
    assert session.bot_errors == [] and len(thinking_elsewhere) >= 5
    assert set(thinking_elsewhere) == {"hard"}


def test_the_card_games_key_moments_are_analysed_in_the_worker(
    qtbot, thinking_elsewhere, monkeypatch
):
    """The card game's analysis searches in its caller's thread (its Expert is one tree):
    in the program the dialog's thread hands the whole analysis to the worker process."""
    from dataclasses import replace

    from puertorico_qt.ai.base import play_out
    from puertorico_qt.ai.cards.bots import CARD_SEARCH
    from puertorico_qt.gui.key_moments import KeyMomentsDialog
    from puertorico_qt.gui.key_moments import worker as analysis_worker
    from puertorico_qt.persistence import GameRecord, SeatInfo

    calls: list[str] = []
    real = analysis_worker.call_elsewhere

    def recording(function, *args, **kwargs):
        calls.append(getattr(function, "func", function).__name__)  # a partial: its function
        return real(function, *args, **kwargs)

    monkeypatch.setattr(analysis_worker, "call_elsewhere", recording)
    config = cards.CardConfig(players=2)
    actions = play_out(cards.new_game(config, 3), [make_bot("random", 3, game="cards")] * 2)
    seats = [SeatInfo("Anna", True, "normal"), SeatInfo("Benno", False, "random")]
    record = GameRecord(config.to_dict(), 3, seats, actions, finished=True, game="cards")
    cheap = CardHardBot(1, replace(CARD_SEARCH, default_iterations=12, rollout_roles=1))
    dialog = KeyMomentsDialog(record, 0, bot=cheap)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitUntil(lambda: not dialog.running, timeout=60_000)
    assert calls == ["analyse_record"] and dialog.error == ""
    assert dialog.analysis is not None and dialog.analysis.moments
