"""A whole game with expansions III and IV (the smuggler, the festival) in the real
program: one person against three computer players, every decision of the person made
the way a player makes it — role cards clicked (the smuggler whenever he may), the
smuggler's choices by dragging his card, by his buttons and by clicking a role card to
swap it, workers won dragged onto free circles, double-clicked there or stopped with the
button, the Mayor's buttons, the storage's "Keep these" — until the game is over and the
score sheet opens with the smuggler's and the festival's chips."""

from __future__ import annotations

import random
from collections import Counter
from itertools import cycle
from pathlib import Path

import pytest

from puertorico_qt.ai import make_bot
from puertorico_qt.engine import Phase
from puertorico_qt.engine import actions as A
from puertorico_qt.engine.data import Role
from puertorico_qt.engine.phases.smuggler import poach_counts
from puertorico_qt.engine.scoring import score_breakdown
from puertorico_qt.gui import phases
from puertorico_qt.gui.session import NewGameSetup, SeatInfo
from puertorico_qt.gui.table.model_base import R
from puertorico_qt.gui.table.screenshots import keen_action

from .driving import drag
from .whole_game import (
    click,
    double_click_or_request,
    mayor_by_buttons,
    open_window,
    person_turns,
    score_sheet,
)


def _smuggler(table, way: str, key: str) -> str:
    """One of the smuggler's choices, the ``way`` given (drag, button ``key``, click)."""
    state = table.ctx.state
    legal = table.ctx.legal
    card = state.role_cards.index(Role.SMUGGLER)
    source = table.roles.find(Kind="role", Value=card)
    if poach_counts(state)[1]:  # workers to keep: poach them, to place them afterwards
        target = table.colonists.find(Kind="colonist_ship")
        assert drag(table.roles, source, table.colonists, target) == (True, True)
        return "smuggler: dragged onto the colonist ship"
    if way == "click":  # swap the first unused role with a click on it
        swaps = [a for a in legal if A.decode(a).option == "swap"]  # type: ignore[union-attr]
        if swaps:
            target = A.decode(swaps[0]).target  # type: ignore[union-attr]
            table.role_view.click(table.roles.find(Kind="role", Value=target))
            return "smuggler: role clicked"
        way = "button"
    if way == "button":
        table.prompt_bar.button(key).click()
        return "smuggler: button " + key
    ships = [i for i, load in enumerate(state.ship_load) if load]
    if ships:
        target = table.ships.find(Kind="ship", Value=ships[0])
        assert drag(table.roles, source, table.ships, target) == (True, True)
        return "smuggler: dragged onto a ship"
    house = table.house.index(0, 0)
    assert drag(table.roles, source, table.house, house) == (True, True)
    return "smuggler: dragged onto the house"


def _place(table, way: str) -> str:
    """A worker won: dragged onto a free circle, double-clicked there, or stop."""
    board = table.boards[0]
    if way == "stop":
        table.prompt_bar.button("pass").click()
        return "placing: stop"
    hand = board.san_juan.find(Kind="to_place")
    for model, view in ((board.island, board.island_view), (board.city, board.city_view)):
        for r in range(model.rowCount()):
            for c in range(model.columnCount()):
                index = model.index(r, c)
                if not index.data(R.Active):
                    continue
                if way == "drag":
                    assert drag(board.san_juan, hand, model, index) == (True, True)
                    return "placing: dragged"
                click(view, index, double=True)
                return "placing: double-clicked"
    raise AssertionError("no free circle lit")


@pytest.mark.timeout(300)
@pytest.mark.slow  # a whole game through the window: 10 to 20 s
@pytest.mark.parametrize("seed", [2])  # the person meets every way of III and IV
def test_a_whole_game_with_the_smuggler_and_the_festival(qtbot, tmp_path: Path, seed):
    window, session = open_window(
        qtbot, tmp_path, bot_factory=lambda level, seed: make_bot("random", seed)
    )
    table = window.table
    seats = [SeatInfo("Anna", True, "normal")]
    seats += [SeatInfo(f"Bot {i}", False, "random") for i in range(1, 4)]
    window.start_new_game(NewGameSetup(seats=seats, seed=seed, expansions=("smuggler", "festival")))
    rng = random.Random(seed)
    smuggler_ways = cycle(("drag", "button", "click"))
    buttons = cycle(("plunder", "poach"))
    placing_ways = cycle(("drag", "double", "stop"))
    ways: Counter[str] = Counter()
    for before in person_turns(qtbot, session, table, 1500):
        state = session.state
        ctx = table.ctx
        prompt = phases.phase_prompt(state, state.current, session.names())
        assert prompt and "{" not in prompt
        if ctx.mayor.active:
            mayor_by_buttons(table)
            ways["mayor buttons"] += 1
        elif ctx.storage.active:
            table.storage_panel.button.click()
            ways["storage button"] += 1
        elif state.phase == Phase.SMUGGLER:
            ways[_smuggler(table, next(smuggler_ways), next(buttons))] += 1
        elif state.phase == Phase.PLACE_WORKERS:
            ways[_place(table, next(placing_ways))] += 1
        elif state.phase == Phase.ROLE:
            legal = sorted(ctx.legal)
            smuggler = [a for a in legal if state.role_cards[A.card_of(a)] == Role.SMUGGLER]
            action = smuggler[0] if smuggler else rng.choice(legal)
            click(table.role_view, table.roles.index(0, A.card_of(action)))
            ways["role card clicked"] += 1
        else:
            action = keen_action(state, rng)
            offered = {b.action: b.key for b in phases.buttons(state, ctx.legal, state.current)}
            button = table.prompt_bar.button(offered[action]) if action in offered else None
            if button is not None:
                button.click()
                ways["prompt button"] += 1
            else:
                ways[double_click_or_request(table, action)] += 1
        assert len(session.record.actions) > before, "the person's decision was not taken"
    qtbot.waitUntil(lambda: session.state.is_terminal(), timeout=30_000)
    state = session.state
    print(f"\nways: {dict(ways)}\n{state.round} rounds, festival {state.festival_by}")
    assert session.bot_errors == []
    smuggled = sum(n for way, n in ways.items() if way.startswith("smuggler"))
    assert smuggled >= 4, ways
    assert ways["smuggler: role clicked"] and ways["smuggler: button plunder"], ways
    assert any(way.startswith("smuggler: dragged") for way in ways), ways
    assert any(way.startswith("placing") for way in ways), ways
    assert table.prompt_bar.chip.text() == "Game over"
    assert not [line for line in session.log_lines if "{" in line or "unknown action" in line]
    _dialog, rows = score_sheet(qtbot, window)
    breakdown = score_breakdown(state)
    assert [int(v) for v in rows["Total"]] == state.scores()
    if any("plunder" in b.chips_from for b in breakdown):
        assert "… of them plundered (Smuggler)" in rows
    if any("festival" in b.chips_from for b in breakdown):
        assert "… of them from the Festival" in rows
    window._score_dialog.close()
    session.shutdown()
