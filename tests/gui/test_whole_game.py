"""A whole game in the real program: one person against three computer players (real
bots of three levels with a small thinking time), every decision of the person made the
way a player makes it — role cards clicked, tiles and buildings double-clicked, the
prompt bar's buttons pressed, the Mayor's "Fill the circles" and "Done", the storage's
"Keep these" — until the game is over and the score sheet opens with its breakdown."""

from __future__ import annotations

import random
from collections import Counter
from pathlib import Path

import pytest

from puertorico_qt.engine import actions as A
from puertorico_qt.engine.data import N_GOODS
from puertorico_qt.engine.scoring import score_breakdown
from puertorico_qt.gui.session import LEVELS, NewGameSetup, SeatInfo
from puertorico_qt.gui.table.screenshots import keen_action

from .whole_game import (
    click,
    double_click_or_request,
    mayor_by_buttons,
    open_window,
    person_turns,
    score_sheet,
)


def _button_for(action: int) -> str | None:
    if action == A.PASS:
        return "pass"
    if action == A.HACIENDA_DRAW:
        return "hacienda"
    if action in (A.HOSPICE_COLONIST, A.UNIVERSITY_COLONIST, A.MAYOR_EXTRA):
        return "yes"
    if A.CRAFT <= action < A.CRAFT + N_GOODS:
        return f"craft{action - A.CRAFT}"
    return None


@pytest.mark.timeout(240)
def test_a_whole_game_against_three_computer_players_to_the_score_sheet(qtbot, tmp_path: Path):
    window, session = open_window(qtbot, tmp_path, bot_seconds=dict.fromkeys(LEVELS, 0.01))
    table = window.table
    seats = [SeatInfo("Anna", True, "normal")]
    seats += [SeatInfo(f"Bot {level}", False, level) for level in ("beginner", "normal", "hard")]
    window.start_new_game(NewGameSetup(seats=seats, seed=2024))
    rng = random.Random(3)
    ways: Counter[str] = Counter()
    for before in person_turns(qtbot, session, table, 600):
        ctx = table.ctx
        bar = table.prompt_bar
        if ctx.mayor.active:
            mayor_by_buttons(table)
            ways["mayor buttons"] += 1
        elif ctx.storage.active:
            assert table.storage_panel.button.isEnabled()
            table.storage_panel.button.click()
            ways["storage button"] += 1
        else:
            action = keen_action(session.state, rng)
            if A.ROLE <= action < A.TAKE:
                view = table.role_view
                click(view, view.model().index(0, action - A.ROLE))
                ways["role card clicked"] += 1
            elif (key := _button_for(action)) is not None and bar.button(key) is not None:
                bar.button(key).click()
                ways["prompt button"] += 1
            else:
                ways[double_click_or_request(table, action)] += 1
        assert len(session.record.actions) > before, "the person's decision was not taken"
    qtbot.waitUntil(lambda: session.state.is_terminal(), timeout=30_000)
    state = session.state
    print(f"\nthe person's decisions, by way: {dict(ways)}; {state.round} rounds")
    assert session.bot_errors == []
    assert ways["role card clicked"] >= 10 and ways["cell double-clicked"] >= 5, ways
    assert ways["mayor buttons"] and ways["prompt button"], ways
    assert table.prompt_bar.chip.text() == "Game over"

    # the score sheet opened by itself, with the breakdown of every player's points
    dialog, rows = score_sheet(qtbot, window)
    breakdown = score_breakdown(state)
    assert [int(v) for v in rows["Total"]] == state.scores()
    assert [int(v) for v in rows["VP chips"]] == [b.chips for b in breakdown]
    assert [int(v) for v in rows["Buildings"]] == [b.buildings for b in breakdown]
    assert dialog.table.rowCount() == len(rows) and dialog.table.columnCount() == 4
    assert dialog.table.item(list(rows).index("Total"), 0).text() == str(state.scores()[0])
    assert len(dialog.series()[0]) == len(session.history()) > state.round
    # "Show the scores" on the prompt bar opens the same sheet again, not a second kind
    table.prompt_bar.button("scores").click()
    assert window._score_dialog is not dialog and window._score_dialog.isVisible()
    assert "Game over" in window.log_view.toPlainText()
    window._score_dialog.close()
    session.shutdown()
