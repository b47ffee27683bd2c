"""GameSession: bots through the AI thread, people's requests, undo, saves, hand-over."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer

from puertorico_qt import engine, persistence
from puertorico_qt.ai import make_bot
from puertorico_qt.engine import Phase
from puertorico_qt.engine.actions import BUILD, PASS, ROLE, TAKE
from puertorico_qt.engine.data import BUILDING_INDEX, Role
from puertorico_qt.gui.role_warning import idle_role_warning
from puertorico_qt.gui.session import GameSession


def move_lines(session: GameSession) -> list[str]:
    """The game log without its round headings."""
    return [text for text, heading in session.log_entries if not heading]


def test_log_opens_each_round_with_its_number_and_governor(
    qtbot, make_session, setup_for, tmp_path
):
    """A heading ("Round 4 · Governor: Carla") starts each round, before the round's
    first move, live and in a loaded game's log; it follows a language switch."""
    session = make_session()
    headings: list[str] = []
    session.log_heading.connect(headings.append)
    session.new_game(setup_for(0, 3, seed=12))
    session.paused = True
    names = [s.name for s in session.seats]
    governors = {1: session.state.governor}
    while not session.state.is_terminal():
        session.play_now(1, level="random", seed=len(session.record.actions))
        if not session.state.is_terminal():
            governors.setdefault(session.state.round, session.state.governor)
    rounds = session.state.round
    assert rounds >= 8
    expected = [f"Round {r} · Governor: {names[governors[r]]}" for r in range(1, rounds + 1)]
    entries = session.log_entries
    assert [text for text, heading in entries if heading] == expected
    assert headings == expected
    # each heading comes right before the first role choice of its round
    for i, (text, heading) in enumerate(entries):
        if heading:
            r = int(text.split()[1])
            assert entries[i + 1][0].startswith(f"{names[governors[r]]} takes the "), entries[i + 1]
    assert not entries[-1][1] and entries[-1][0].startswith("Game over")
    # a loaded game's log has the same headings in the same places
    path = tmp_path / "game.json"
    session.save(path)
    other = make_session()
    other.load(path)
    assert other.log_entries[: len(entries) - 2] == entries[1:-1]


@pytest.mark.parametrize(("players", "seed"), [(3, 21), (4, 5), (5, 8)])
def test_every_player_with_colonists_gets_one_placement_line(
    qtbot, make_session, setup_for, players, seed
):
    """A player with at least as many colonists as circles has nothing to decide (the
    engine fills every circle without a placement step), yet the log still says where
    their colonists went: one line per player with colonists in every Mayor phase."""
    from puertorico_qt.engine.actions import ROLE

    session = make_session()
    session.new_game(setup_for(0, players, seed=seed))
    session.paused = True
    session.play_now(10_000, level="random", seed=seed)
    assert session.state.is_terminal()
    names = [s.name for s in session.seats]
    placement = re.compile(r"^(.+?) places (\d+) colonists?: (.+)$")
    logged: list[list[str]] = []
    current: list[str] | None = None
    for line in move_lines(session):
        if " takes the " in line:  # a role card
            if current is not None:
                logged.append(current)
            current = [] if " takes the Mayor" in line else None
        elif current is not None and (match := placement.match(line)):
            current.append(match.group(1))
    if current is not None:
        logged.append(current)
    # who has colonists once each Mayor phase is over, replayed from the record
    expected: list[list[str]] = []
    state = session.record.new_state()
    mayor_under_way = False

    def seated() -> list[str]:
        order = [(state_mayor + k) % players for k in range(players)]
        return [names[i] for i in order if state.players[i].colonists() > 0]

    for text in session.record.actions:
        action = state.parse_action(text)
        if state.phase == Phase.ROLE and mayor_under_way:
            expected.append(seated())
            mayor_under_way = False
        if state.phase == Phase.ROLE and state.role_cards[action - ROLE] == Role.MAYOR:
            mayor_under_way, state_mayor = True, state.current
        state.apply(action)
    if mayor_under_way:
        expected.append(seated())
    assert len(expected) >= 4
    assert logged == expected


@pytest.mark.parametrize(("players", "seed"), [(4, 6), (2, 3)])
def test_log_tells_production_and_the_last_round(qtbot, make_session, setup_for, players, seed):
    """What happens by rule without a step of its own is still told: after "X takes the
    Craftsman", one line per player who produced (from the chooser on, the goods they
    got), or "Nobody produces anything"; and once, the moment it happens, why the game
    ends after this round — the title then says "last round" until the game is over."""
    from puertorico_qt.engine.state import apply_step
    from puertorico_qt.gui import phases

    session = make_session()
    session.new_game(setup_for(0, players, seed=seed))
    session.paused = True
    while not session.state.is_terminal():
        session.play_now(1, level="normal", seed=len(session.record.actions))
        state = session.state
        if not state.is_terminal():
            assert phases.phase_title(state).endswith(" · last round") == state.end_triggered
    names = [s.name for s in session.seats]
    goods = ["corn", "indigo", "sugar", "tobacco", "coffee"]
    expected: list[list[str]] = []
    triggers = 0
    state = session.record.new_state()
    for text in session.record.actions:
        steps: list[tuple[int, int]] = []
        walk = state.clone()
        state.apply(state.parse_action(text), steps)
        for seat, action in steps:
            pre = walk.clone()
            apply_step(walk, action)
            if pre.phase == Phase.ROLE and pre.role_cards[action - ROLE] == Role.CRAFTSMAN:
                block = []
                for who in [(seat + k) % players for k in range(players)]:
                    got = [
                        b - a
                        for a, b in zip(
                            pre.players[who].goods, walk.players[who].goods, strict=True
                        )
                    ]
                    if any(got):
                        parts = [f"{n} {goods[g]}" for g, n in enumerate(got) if n]
                        block.append(f"{names[who]} produces {', '.join(parts)}")
                expected.append(block or ["Nobody produces anything"])
            triggers += walk.end_triggered and not pre.end_triggered
    assert triggers == 1
    lines = move_lines(session)
    logged: list[list[str]] = []
    for i, line in enumerate(lines):
        if " takes the Craftsman" in line:
            block = []
            for after in lines[i + 1 :]:
                if " produces " not in after and after != "Nobody produces anything":
                    break
                block.append(after)
            logged.append(block)
    assert len(expected) >= 3 and any(len(b) > 1 for b in expected)
    assert logged == expected
    ends = [line for line in lines if line.endswith("the game ends after this round.")]
    assert len(ends) == 1
    later = lines[lines.index(ends[0]) :]
    assert not any(line.startswith("Round ") for line in later)  # no new round after it


def test_computer_players_think_with_their_measured_budget(qtbot, make_session, setup_for):
    """The searching levels play with the iteration budget their strength was measured
    with (the same bot on every machine); the level's seconds only cap a slow machine."""
    from puertorico_qt.ai import SearchBudget, make_bot
    from puertorico_qt.ai.expert import ExpertBot
    from puertorico_qt.ai.ismcts import HardBot

    assert make_bot("hard", 1).default_iterations == HardBot(1).default_iterations == 600
    assert ExpertBot(1, workers=2).default_iterations == 2000
    assert make_bot("normal", 1).default_iterations is None
    budgets: list[SearchBudget | None] = []

    class Recording(HardBot):
        def choose(self, observation, budget=None):
            budgets.append(budget)
            return observation.legal_actions()[0]

    session = make_session(
        bot_factory=lambda level, seed: Recording(seed), bot_seconds={"hard": 2.5}
    )
    setup = setup_for(0, 2, seed=3)
    setup.seats = [replace(seat, level="hard") for seat in setup.seats]
    session.new_game(setup)
    qtbot.waitUntil(lambda: len(budgets) >= 3, timeout=10_000)
    session.paused = True
    assert all(b is not None and (b.iterations, b.seconds) == (600, 2.5) for b in budgets)


def test_a_computer_players_arrangement_pauses_once_not_per_colonist(
    qtbot, make_session, setup_for
):
    """The pause for the eye (``bot_delay_ms``) comes before a computer player's first
    placement of a Mayor arrangement only; its other colonists follow at once (a 5-player
    game would otherwise stop for seconds on every Mayor)."""
    from puertorico_qt.engine.actions import PLACE

    session = make_session(bot_delay_ms=15)
    pauses: list[tuple[int, int, int]] = []  # (phase, seat, colonists placed) at each pause
    timer = session._bots._delay  # the bot driver's pause for the eye
    start = timer.start

    def recording_start(ms: int) -> None:
        assert ms > 0
        s = session.state
        pauses.append((s.phase, s.current, s.players[s.current].colonists()))
        start(0)  # the pause asked for is recorded; waiting it out (~4 s a game) adds nothing

    timer.start = recording_start
    placements = []
    session.action_applied.connect(
        lambda seat, action, _n: placements.append(action) if PLACE <= action < BUILD else None
    )
    with qtbot.waitSignal(session.game_over, timeout=120_000):
        session.new_game(setup_for(0, 3, seed=2))
    mayor_pauses = [p for p in pauses if p[0] == Phase.MAYOR]
    assert mayor_pauses and all(placed == 0 for _phase, _seat, placed in mayor_pauses)
    assert len(placements) > 2 * len(mayor_pauses)


def test_computer_players_get_ready_in_the_background(qtbot, make_session, setup_for):
    """A bot that needs preparing (the Expert starts its worker processes) is prepared
    when the game is installed, in a background thread, not in the GUI thread."""
    import threading

    from puertorico_qt.ai import make_bot
    from puertorico_qt.ai.base import Bot
    from puertorico_qt.ai.expert import ExpertBot
    from puertorico_qt.ai.random_bot import RandomBot

    assert ExpertBot(1).needs_preparing() and not make_bot("hard", 1).needs_preparing()
    prepared: list[str] = []

    class Preparing(RandomBot):
        def prepare(self) -> None:
            prepared.append(threading.current_thread().name)

    assert Preparing(1).needs_preparing() and not Bot().needs_preparing()
    session = make_session(bot_factory=lambda level, seed: Preparing(seed))
    session.new_game(setup_for(1, 2, seed=4))
    qtbot.waitUntil(lambda: len(prepared) == 2, timeout=5000)
    assert set(prepared) == {"prepare-bots"}


def test_four_computer_players_play_a_whole_game(qtbot, make_session, setup_for, tmp_path: Path):
    session = make_session()
    applied: list[tuple[int, int, str]] = []
    lines: list[str] = []
    turns: list[int] = []
    session.action_applied.connect(lambda seat, a, text: applied.append((seat, a, text)))
    session.log_message.connect(lines.append)
    session.turn_changed.connect(turns.append)
    with qtbot.waitSignal(session.game_over, timeout=60_000):
        session.new_game(setup_for(0, 4, seed=5))
    state = session.state
    assert state.is_terminal() and session.record.finished
    assert session.bot_errors == []
    # the same game replays from the record: seed + decisions (forced steps not stored)
    assert session.record.replay() == state
    assert len(applied) >= len(session.record.actions) > 100
    assert len(turns) > 50
    assert any("Game over" in line for line in lines)
    # the autosave holds the finished game
    loaded, replayed = persistence.load_game(tmp_path / "autosave.json")
    assert loaded.finished and replayed.scores() == state.scores()
    # one snapshot per round plus the start and the end
    history = session.history()
    assert history[0].round == 0 and history[-1].round == state.round
    assert [h.score for h in history][-1] == state.scores()
    assert not session.can_undo()


def test_a_person_plays_through_request(qtbot, make_session, setup_for, wait_for_person):
    session = make_session()
    session.new_game(setup_for(1, 2, seed=21))
    moves = 0
    while not session.state.is_terminal() and moves < 40:
        wait_for_person(session)
        if session.state.is_terminal():
            break
        assert session.viewer_seat() == 0
        legal = session.legal_actions()
        assert legal == session.state.legal_actions()
        with qtbot.waitSignal(session.state_changed, timeout=1000):
            assert session.request(legal[-1])
        moves += 1
    assert moves == 40
    assert session.bot_errors == []
    assert session.record.replay() == session.state


def test_no_legal_actions_while_a_computer_is_to_move(
    qtbot, make_session, setup_for, slow_bot_class
):
    session = make_session(lambda level, seed: slow_bot_class(5.0))
    reasons: list[str] = []
    session.illegal_move.connect(reasons.append)
    session.new_game(setup_for(0, 3))
    assert session.is_bot_thinking()
    assert session.legal_actions() == []
    assert not session.request(session.state.legal_actions()[0])
    assert reasons and "not your turn" in reasons[0]


def test_illegal_request_is_refused_and_changes_nothing(
    qtbot, make_session, setup_for, wait_for_person
):
    session = make_session()
    session.new_game(setup_for(1, 3, seed=4))
    wait_for_person(session)
    before = session.state.to_dict()
    actions_before = list(session.record.actions)
    fortress = BUILD + BUILDING_INDEX["fortress"]
    with qtbot.waitSignal(session.illegal_move, timeout=1000) as blocker:
        assert not session.request(fortress)
    reason = blocker.args[0]
    assert reason and isinstance(reason, str)
    assert session.state.to_dict() == before
    assert session.record.actions == actions_before
    with qtbot.waitSignal(session.illegal_move, timeout=1000):
        assert not session.request(9999)
    assert session.state.to_dict() == before


def test_timers_keep_firing_while_a_bot_thinks(qtbot, make_session, setup_for, slow_bot_class):
    bot = slow_bot_class(0.8)
    session = make_session(lambda level, seed: bot)
    ticks = [0]
    timer = QTimer()
    timer.setInterval(20)
    timer.timeout.connect(lambda: ticks.__setitem__(0, ticks[0] + 1))
    progress: list[float] = []
    session.bot_progress.connect(progress.append)
    thinking: list[tuple[int, bool]] = []
    session.bot_thinking.connect(lambda seat, on: thinking.append((seat, on)))
    timer.start()
    with qtbot.waitSignal(session.action_applied, timeout=10_000):
        session.new_game(setup_for(0, 3))
    timer.stop()
    assert bot.progress_calls > 50  # the bot reported far more often than ...
    assert 1 <= len(progress) <= 0.8 * 10 + 3  # ... the GUI was told (≤ 10 a second)
    assert ticks[0] >= 10  # 0.8 s at 20 ms: 40 ideally; a frozen GUI would show ~1
    assert thinking[0][1] is True and (thinking[0][0], False) in thinking


def test_stale_answers_are_ignored(qtbot, make_session, setup_for, wait_for_person, slow_bot_class):
    # seat 0 is a person, seat 1 a slow bot, seat 2 a fast one
    def factory(level: str, seed: int | None):
        return slow_bot_class(3.0) if level == "hard" else engine_random(seed)

    from puertorico_qt.ai import make_bot

    def engine_random(seed):
        return make_bot("random", seed)

    session = make_session(factory)
    setup = setup_for(1, 2, seed=2)
    setup.seats[1].level = "hard"
    session.new_game(setup)
    # play until the slow bot is thinking right after one of our own decisions
    for _ in range(60):
        wait_for_person(session)
        session.request(session.legal_actions()[0])
        if session.is_bot_thinking() and session.state.current_player == 1 and session.can_undo():
            break
    else:
        pytest.fail("the slow bot never got to think after our move")
    with qtbot.waitSignal(session.bot_progress, timeout=5000):
        pass  # the slow bot is thinking now (not merely queued)
    record_before = list(session.record.actions)
    assert session.undo()  # cancels the question; its answer comes late
    qtbot.waitUntil(lambda: session.stale_answers >= 1, timeout=5000)
    assert session.is_human_turn()
    assert len(session.record.actions) < len(record_before)
    assert session.record.replay() == session.state


def test_the_runner_drops_nothing_but_labels_answers(qtbot, slow_bot_class):
    from puertorico_qt.ai import make_bot
    from puertorico_qt.gui.ai_worker import AiRunner

    runner = AiRunner()
    try:
        answers: list[tuple[int, int]] = []
        runner.answered.connect(lambda rid, a: answers.append((rid, a)))
        state = engine.new_game(engine.GameConfig(players=3), seed=1)
        bot = slow_bot_class(3.0)
        slow = runner.submit(bot, engine.observe(state, state.current_player))
        fast = runner.submit(make_bot("random", 1), engine.observe(state, state.current_player))
        assert slow != fast
        qtbot.waitUntil(lambda: bot.progress_calls > 0, timeout=5000)
        runner.cancel(slow)  # while it thinks: it stops early and still answers
        qtbot.waitUntil(lambda: len(answers) == 2, timeout=5000)
        assert [rid for rid, _ in answers] == [slow, fast]
        assert all(a in state.legal_actions() for _, a in answers)
        assert bot.cancelled.is_set()
        # a job cancelled before it starts is never run
        queued_bot = slow_bot_class(3.0)
        first = runner.submit(slow_bot_class(0.2), engine.observe(state, state.current_player))
        queued = runner.submit(queued_bot, engine.observe(state, state.current_player))
        runner.cancel(queued)
        qtbot.waitUntil(lambda: any(rid == first for rid, _ in answers), timeout=5000)
        qtbot.wait(50)
        assert queued_bot.progress_calls == 0 and all(rid != queued for rid, _ in answers)
    finally:
        runner.shutdown()


def test_the_program_keeps_its_window_quick_while_a_bot_thinks() -> None:
    """The program's own application asks searching bots in another process
    (``ai_worker.think_elsewhere``) and shortens Python's switch interval, so that the
    window's calls into Python do not wait 5 ms each behind what still thinks in the AI
    thread (``ai_worker.share_the_gil``; the figures: bench/gui_thinking.py)."""
    from puertorico_qt.gui.ai_worker import GUI_SWITCH_INTERVAL

    code = (
        "import sys; from puertorico_qt.ai import make_bot; "
        "from puertorico_qt.gui import ai_worker; from puertorico_qt.gui.app import _make_app; "
        "hard = make_bot('hard', 1); "
        "before = sys.getswitchinterval(), ai_worker.thinks_elsewhere(hard); "
        "app = _make_app([]); "
        "print(*before, sys.getswitchinterval(), ai_worker.thinks_elsewhere(hard))"
    )
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=60
    )
    assert result.returncode == 0, result.stderr
    before, elsewhere_before, after, elsewhere_after = result.stdout.split()
    assert float(before) == 0.005 and float(after) == GUI_SWITCH_INTERVAL < float(before)
    assert (elsewhere_before, elsewhere_after) == ("False", "True")


def _play_to_own_role_choice(session, wait_for_person) -> None:
    for _ in range(100):
        wait_for_person(session)
        if session.state.phase == Phase.ROLE:
            return
        session.request(session.legal_actions()[0])
    pytest.fail("never got to choose a role")


def test_undo_and_redo(qtbot, make_session, setup_for, wait_for_person):
    session = make_session()
    session.new_game(setup_for(1, 3, seed=8))
    for _ in range(100):
        wait_for_person(session)
        before = session.state.to_dict()
        n_before = len(session.record.actions)
        session.request(session.legal_actions()[-1])
        wait_for_person(session)
        if session.can_undo():
            break
    else:
        pytest.fail("no undoable decision")
    after = session.state.to_dict()
    n_after = len(session.record.actions)
    assert n_after > n_before
    decided = session.undo_stack.text(session.undo_stack.index() - 1)
    with qtbot.waitSignal(session.state_changed, timeout=1000):
        assert session.undo()
    assert session.state.to_dict() == before
    assert len(session.record.actions) == n_before
    assert session.log_lines[-1] == f"Taken back: {decided}"  # the log names the move
    assert session.is_human_turn() and session.can_redo()
    assert session.redo()
    wait_for_person(session)
    assert session.state.to_dict() == after and len(session.record.actions) == n_after
    assert session.record.replay() == session.state


def test_undo_stops_where_plantations_were_revealed(
    qtbot, make_session, setup_for, wait_for_person
):
    session = make_session()
    session.new_game(setup_for(1, 2, seed=3))
    for _ in range(200):
        _play_to_own_role_choice(session, wait_for_person)
        settler = [
            a for a in session.legal_actions() if session.state.role_cards[a - ROLE] == Role.SETTLER
        ]
        if settler:
            break
        session.request(session.legal_actions()[0])
    else:
        pytest.fail("the settler was never available")
    session.request(settler[0])
    assert session.state.phase == Phase.SETTLER and session.is_human_turn()
    assert session.can_undo()  # choosing a role reveals nothing
    pile_before = len(session.state.pile)
    tiles = [a for a in session.legal_actions() if a >= TAKE] or [PASS]
    session.request(tiles[0])
    # the others take theirs, then new plantations are turned up from the pile
    qtbot.waitUntil(lambda: session.state.phase != Phase.SETTLER, timeout=10_000)
    assert len(session.state.pile) < pile_before
    assert not session.can_undo()
    assert session.undo_stack.count() == 0


def test_save_and_load_through_the_session(
    qtbot, make_session, setup_for, wait_for_person, tmp_path
):
    session = make_session()
    session.new_game(setup_for(1, 3, seed=17, hidden_vp=True))
    for _ in range(15):
        wait_for_person(session)
        session.request(session.legal_actions()[-1])
    wait_for_person(session)
    path = tmp_path / "saves" / "game.json"
    session.save(path)
    other = make_session()
    with qtbot.waitSignal(other.state_changed, timeout=2000):
        other.load(path)
    assert other.state == session.state
    assert other.seats == session.seats
    assert other.history(0) == session.history(0)
    assert other.history(0)[-1].vp[1] is None  # hidden VP: not our chips
    assert other.current_path == path
    # the loaded game's moves are in its log
    assert len(other.log_lines) > len(other.record.actions)
    assert other.is_human_turn()


def test_corrupt_save_leaves_session_and_file_alone(qtbot, make_session, setup_for, tmp_path):
    session = make_session()
    session.new_game(setup_for(1, 3, seed=1))
    path = tmp_path / "bad.json"
    path.write_text('{"format": "puertorico-qt/save", "version": 1, "config": ', encoding="utf-8")
    before_bytes = path.read_bytes()
    before = session.state.to_dict()
    with pytest.raises(persistence.SaveError) as info:
        session.load(path)
    assert "damaged or cut short" in str(info.value)
    assert session.state.to_dict() == before
    assert path.read_bytes() == before_bytes


def test_mayor_arrangement(qtbot, make_session, setup_for):
    session = make_session()
    session.new_game(setup_for(1, 2, seed=9))
    session.paused = True
    for _ in range(3000):
        s = session.state
        if s.is_terminal():
            pytest.fail("no Mayor decision for seat 0")
        if s.phase == Phase.MAYOR and s.current_player == 0 and s.mayor_left >= 1:
            break
        session.play_now(1)
    s = session.state
    p = s.players[0]
    left = s.mayor_left
    tiles = [0] * 6
    buildings: dict[int, int] = {}
    for k in range(6):
        put = min(p.plant[k], left)
        tiles[k], left = put, left - put
    for b in p.buildings:
        put = min(engine.BUILDINGS[b].circles, left)
        buildings[b], left = put, left - put
    n_before = len(session.record.actions)
    assert not session.request_mayor_arrangement([0] * 6, {}) or s.mayor_left == 0
    reasons: list[str] = []
    session.illegal_move.connect(reasons.append)
    assert session.request_mayor_arrangement(tiles, buildings), reasons
    placed = len(session.record.actions) - n_before
    assert placed == s.players[0].colonists() or placed >= 1
    assert session.undo_stack.count() <= 1
    assert session.record.replay() == session.state


def test_handover_between_people_with_hidden_vp(qtbot, make_session, setup_for):
    session = make_session()
    asked: list[int] = []
    session.handover_requested.connect(asked.append)
    session.new_game(setup_for(2, 1, seed=6, hidden_vp=True))
    qtbot.waitUntil(lambda: bool(asked), timeout=10_000)
    seat = asked[-1]
    assert session.awaiting_handover() == seat
    assert session.legal_actions() == [] and not session.is_human_turn()
    with qtbot.waitSignal(session.turn_changed, timeout=1000) as blocker:
        session.handover_done()
    assert blocker.args == [seat]
    assert session.is_human_turn() and session.viewer_seat() == seat
    # play until the other person is to decide: a new hand-over
    for _ in range(100):
        if len(asked) > 1:
            break
        if session.is_human_turn():
            session.request(session.legal_actions()[0])
        else:
            qtbot.waitUntil(lambda: session.is_human_turn() or len(asked) > 1, timeout=10_000)
    assert len(asked) > 1 and asked[-1] != seat
    assert session.viewer_seat() == seat  # still the previous person's view until confirmed


def test_the_warning_before_a_role_that_brings_nothing() -> None:
    """One mechanism: the engine's ``rules.idle_role``, in words (``role_warning``)."""
    state = engine.new_game(engine.GameConfig(players=3), seed=2)
    seat = state.current_player
    # at the start nobody has goods: the captain and the trader give nothing (no coins yet)
    useless = {
        state.role_cards[a - ROLE]
        for a in state.legal_actions()
        if idle_role_warning(state, seat, a) is not None
    }
    assert Role.CAPTAIN in useless and Role.TRADER in useless
    assert Role.SETTLER not in useless and Role.PROSPECTOR not in useless


def test_session_starts_idle(qtbot):
    session = GameSession(autosave_path=None)
    try:
        assert not session.active and session.legal_actions() == []
        assert not session.request(session.state.legal_actions()[0])
    finally:
        session.shutdown()


def test_forced_steps_that_do_nothing_are_not_logged(qtbot, make_session, setup_for, tmp_path):
    """The log keeps every decision (a chosen pass too) and the forced steps that do
    something; a forced pass or an empty forced storage gets no line, and a player's
    Mayor placements make one line, at the last of them — live or rebuilt from the record."""
    from puertorico_qt.engine.actions import STORE, is_kind
    from puertorico_qt.engine.state import apply_step
    from puertorico_qt.gui import phases
    from puertorico_qt.gui.phases.mayor import describe_placements

    session = make_session()
    session.new_game(setup_for(0, 4, seed=8))
    session.paused = True
    session.play_now(10_000, level="random", seed=3)
    assert session.state.is_terminal()
    names = [s.name for s in session.seats]
    expected: list[str] = []
    dropped = chosen_passes = folded = 0
    state = session.record.new_state()
    for text in session.record.actions:
        before = state.clone()
        steps: list[tuple[int, int]] = []
        state.apply(state.parse_action(text), steps)
        walk = before.clone()
        for i, (seat, action) in enumerate(steps):
            line = phases.describe_action(walk, seat, action, names)
            nothing = action == PASS or (action >= STORE and not any(walk.players[seat].goods))
            if walk.phase == Phase.MAYOR and is_kind(action, "place"):
                if walk.mayor_left == 1:  # the last placement writes the arrangement
                    expected.append(describe_placements(walk, seat, action, names))
                else:
                    folded += 1
            elif i == 0:
                chosen_passes += action == PASS
                expected.append(line)
            elif nothing:
                dropped += 1
            else:
                expected.append(line)
            if i + 1 < len(steps):  # the state before the next step: one rule at a time
                apply_step(walk, action)
    assert dropped > 20 and chosen_passes > 0 and folded > 20  # the game had all kinds
    lines = move_lines(session)
    assert lines[0].startswith("New game") and lines[-1].startswith("Game over")
    # besides these, only what rules did without a step: the Mayor arrangements nobody
    # chose, production, the end trigger (tested in test_every_player_with_colonists_gets_
    # one_placement_line and test_log_tells_production_and_the_last_round)
    by_rule = [line for line in lines[1:-1] if line not in expected]
    assert [line for line in lines[1:-1] if line not in by_rule] == expected
    told = re.compile(
        r"^(Bot \d places \d+ colonists?: |Bot \d produces |Nobody produces anything$"
        r"|.*: the game ends after this round\.$)"
    )
    assert by_rule and all(told.match(x) for x in by_rule)
    # the same rule when the log is rebuilt from the record (a loaded game)
    path = tmp_path / "game.json"
    session.save(path)
    other = make_session()
    other.load(path)
    assert move_lines(other)[: len(lines) - 2] == lines[1:-1]
    assert move_lines(other)[len(lines) - 2].startswith("Game loaded")


def test_mayor_placements_make_one_line_per_player(qtbot, make_session, setup_for, tmp_path):
    """Each player's Mayor arrangement is one log line ("Dirk places 3 colonists: 2 ×
    Corn plantation, Small Market"), written when it is complete — a person's arrangement
    and the computers' alike; a loaded game's log has the same lines; ``action_applied``
    still comes once per placement."""
    from puertorico_qt.engine.actions import PLACE

    session = make_session()
    session.new_game(setup_for(1, 3, seed=9))
    session.paused = True
    applied: list[int] = []
    session.action_applied.connect(lambda seat, action, notation: applied.append(action))
    arranged = False
    while not session.state.is_terminal():
        s = session.state
        p = s.players[0]
        untouched = not any(p.plant_occ) and not any(p.bocc[b] for b in p.buildings)
        mine = s.phase == Phase.MAYOR and s.current_player == 0 and untouched
        if not arranged and mine and s.mayor_left > 1:
            left = total = s.mayor_left
            tiles, buildings = [0] * 6, {}
            for k in range(6):
                tiles[k] = put = min(p.plant[k], left)
                left -= put
            for b in p.buildings:
                buildings[b] = put = min(engine.BUILDINGS[b].circles, left)
                left -= put
            before = len(session.log_lines)
            assert session.request_mayor_arrangement(tiles, buildings)
            new = session.log_lines[before:]
            assert new[0].startswith(f"{session.seats[0].name} places {total} colonists: ")
            assert sum(" places " in line for line in new if line.startswith("Human 0")) == 1
            arranged = True
        session.play_now(1, level="random", seed=len(session.record.actions))
    assert arranged
    lines = move_lines(session)
    placement = re.compile(r"^(.+?) places (\d+) colonists?: (.+)$")
    assert not any(" places a colonist" in line for line in lines)
    mayor_phases = 0
    placed_in_phase: list[str] = []
    for line in lines:
        if " takes the " in line:  # a role: the Mayor phase before it is over
            assert len(placed_in_phase) == len(set(placed_in_phase)), placed_in_phase
            mayor_phases += " takes the Mayor" in line
            placed_in_phase = []
        match = placement.match(line)
        if match:
            placed_in_phase.append(match.group(1))
    assert mayor_phases >= 5
    assert sum(bool(placement.match(line)) for line in lines) >= mayor_phases
    placements = sum(PLACE <= a < BUILD for a in applied)
    assert placements > sum(bool(placement.match(line)) for line in lines)
    # rebuilt from the record: the same log
    path = tmp_path / "game.json"
    session.save(path)
    other = make_session()
    other.load(path)
    assert lines[0].startswith("New game") and lines[-1].startswith("Game over")
    assert move_lines(other)[: len(lines) - 2] == lines[1:-1]


@pytest.mark.parametrize("name", ["before-issue-11-classic.json", "before-issue-11-1897.json"])
def test_a_game_saved_before_issue_11_opens_and_plays_to_the_end(
    qtbot, make_session, wait_for_person, name: str
):
    """A save the program wrote before the engine got its id table and reasons (issue 11)
    opens in the session, with its seats and levels, and plays on through the person's
    requests and the computer players' thread to the score sheet."""
    path = Path(__file__).parents[1] / "persistence" / "data" / name
    levels: list[str] = []

    def bots(level: str, seed: int | None):
        levels.append(level)
        return make_bot(level, seed)

    session = make_session(bot_factory=bots)
    with qtbot.waitSignal(session.state_changed, timeout=5000):
        session.load(path, own_file=False)
    assert session.record.replay() == session.state
    assert not session.state.is_terminal()
    moves = 0
    while not session.state.is_terminal():
        wait_for_person(session, timeout=60_000)
        if session.state.is_terminal():
            break
        with qtbot.waitSignal(session.state_changed, timeout=2000):
            assert session.request(session.legal_actions()[0])
        moves += 1
    assert moves > 0
    assert session.record.finished and session.bot_errors == []
    assert session.record.replay() == session.state
    assert set(levels) == {seat.level for seat in session.seats if not seat.is_human}
    assert session.current_path is None  # not its own file: "Save" asks where to
