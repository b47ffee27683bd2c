"""Playing by the hints alone, through the main window: at every decision of the person
the hint is asked, its steps checked (the first legal, the panel shown) and played the
way the table plays a whole decision — the Mayor's arrangement at once, a choice of
several cards by clicking the cards the hint marks and confirming — until the game ends (the board game: for its first
hints).  Every hint marks its move on the table and is accepted; nothing the bots do
fails."""

from __future__ import annotations

import time

import pytest
from PySide6.QtWidgets import QApplication

from puertorico_qt.ai import make_bot
from puertorico_qt.engine import actions as A
from puertorico_qt.gui.main_window import MainWindow


def _pump(seconds: float) -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        QApplication.processEvents()
        time.sleep(0.005)


def _play_arrangement(session, steps) -> bool:
    state = session.state
    after = state.clone()
    for action in steps:
        if after.current == state.current and after.is_legal(action):
            after.apply(action)  # the steps the rules forced are played already
    p = after.players[state.current]
    return session.request_mayor_arrangement(list(p.plant_occ), {b: p.bocc[b] for b in p.buildings})


@pytest.mark.slow
@pytest.mark.parametrize(
    ("game", "players", "most_hints"), [("cards", 2, 1000), ("puertorico", 3, 30)]
)
def test_a_game_played_by_the_hints(
    qtbot, make_session, settings, setup_for, game, players, most_hints
):
    session = make_session(
        bot_factory=lambda level, seed: make_bot(level, seed, game=game),
        bot_seconds={"hard": 0.3},
    )
    win = MainWindow(session, settings, interactive=False, persist=False)
    qtbot.addWidget(win)
    win.resize(1366, 768)
    win.show()
    session.new_game(setup_for(1, players - 1, seed=5, game=game))
    answers: list[tuple] = []
    session.hint_ready.connect(lambda *args: answers.append(args))
    hints = several = 0
    while not session.state.is_terminal() and hints < most_hints:
        _pump(0.01)
        if not session.is_human_turn():
            continue
        answers.clear()
        assert session.request_hint()
        qtbot.waitUntil(lambda: bool(answers), timeout=60_000)
        first = answers[0][0]
        steps = session.hinted_decision
        assert steps[0] == first and session.state.is_legal(first)
        assert win.hint_panel.isVisible()
        hints += 1
        several += len(steps) > 1
        table = win.tables.current()  # the move is marked somewhere on the table
        marks = sum(len(view.hinted) for view in table.all_views())
        marks += len(table.prompt_bar.hinted_keys())
        storage = getattr(table, "storage_panel", None)  # the board table's
        marks += storage is not None and bool(storage.button.property("hinted"))
        assert marks, session.describe(session.state, session.state.current_player, first)
        if game == "puertorico" and A.is_kind(first, "place"):
            assert _play_arrangement(session, steps)
        elif len(steps) > 1:  # a choice of cards: the marked ones chosen on the table
            for view in table.all_views():
                for row in sorted(view.hinted):
                    view.click(row)
            assert table.press("submit"), table.message_text()
        else:
            assert session.request(first)
        assert not win.hint_panel.isVisible()  # gone with the move
    assert session.bot_errors == []
    assert several > 0  # some hints were decisions of several steps
    if game == "cards":
        assert session.state.is_terminal()
