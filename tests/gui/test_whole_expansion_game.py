"""A whole game with both 1897 expansions (new buildings and forests, the draft, nobles) in
the real program: one person against three computer players, every decision of the
person made the way a player makes it — the draft and the tiles by double-click where a
cell plays it, role cards clicked, the prompt bar's buttons for every decision that has
one (the forest, the black market, the small wharf, the royal supplier, the hunting
lodge, the nobles, the guests, the trading post, the land office …), the Mayor's "Fill
the circles" and "Done", the storage's "Keep these" (a storehouse keeps four) — until
the game is over and the score sheet opens with the nobles and the new bonuses."""

from __future__ import annotations

import random
from collections import Counter
from pathlib import Path

import pytest

from puertorico_qt.ai import make_bot
from puertorico_qt.engine import Phase
from puertorico_qt.engine import actions as A
from puertorico_qt.engine.scoring import score_breakdown
from puertorico_qt.gui import phases
from puertorico_qt.gui.session import NewGameSetup, SeatInfo
from puertorico_qt.gui.table.screenshots import keen_action

from .test_expansion_toggles import toggle_to
from .whole_game import (
    click,
    double_click_or_request,
    mayor_by_buttons,
    open_window,
    person_turns,
    score_sheet,
)

#: The phases of the expansions whose decisions are buttons only.
BUTTON_PHASES = frozenset(
    {
        Phase.FOREST,
        Phase.BLACK_MARKET,
        Phase.SMALL_WHARF,
        Phase.ROYAL_SUPPLIER,
        Phase.HUNTING_LODGE,
        Phase.NOBLES,
        Phase.GUESTS,
    }
)
#: The expansions' action kinds in the base game's phases that are buttons.
BUTTON_KINDS = frozenset(
    {"forest", "guest", "sell_post", "land_buy", "land_sell", "small_wharf", "mayor_extra"}
)


@pytest.mark.timeout(300)
# Games where the person meets many new decisions.  Both only in the slow run (CI): a
# whole game through the window takes 10 s, the base game's whole game covers the
# same path by default, and the expansions' decisions have quick tests of their own
# (test_expansion_drags, test_expansion_toggles, test_expansion_decisions).
@pytest.mark.slow
@pytest.mark.parametrize("seed", [4, 8])
def test_a_whole_game_with_both_expansions_through_the_table(qtbot, tmp_path: Path, seed):
    window, session = open_window(
        qtbot, tmp_path, bot_factory=lambda level, seed: make_bot("random", seed)
    )
    table = window.table
    seats = [SeatInfo("Anna", True, "normal")]
    seats += [SeatInfo(f"Bot {i}", False, "random") for i in range(1, 4)]
    setup = NewGameSetup(seats=seats, seed=seed, expansions=("buildings", "nobles"), market="draft")
    window.start_new_game(setup)
    rng = random.Random(3)
    ways: Counter[str] = Counter()
    asked: Counter[str] = Counter()  # the person's decisions in the expansions' phases
    for before in person_turns(qtbot, session, table, 1500):
        state = session.state
        ctx = table.ctx
        bar = table.prompt_bar
        prompt = phases.phase_prompt(state, state.current, session.names())
        assert prompt and "{" not in prompt
        if ctx.mayor.active:
            mayor_by_buttons(table)
            ways["mayor buttons"] += 1
        elif ctx.storage.active and rng.random() < 0.9:  # now and then a guest moves first
            assert table.storage_panel.button.isEnabled(), table.storage_panel.label.text()
            if len(ctx.storage.kept) > 1:
                ways["storehouse"] += 1
            table.storage_panel.button.click()
            ways["storage button"] += 1
        else:
            action = keen_action(state, rng)
            if ctx.storage.active:
                action = next((a for a in ctx.legal if A.is_kind(a, "guest")), action)
            kind = A.kind_of(action)
            offered = {b.action: b.key for b in phases.buttons(state, ctx.legal, state.current)}
            offered.update(toggle_to(table, action))  # royal supplier, nobles: toggles
            if Phase(state.phase) in BUTTON_PHASES or kind in BUTTON_KINDS:
                asked[Phase(state.phase).name.lower() + " " + kind] += 1
                assert action in offered, (Phase(state.phase).name, kind, offered)
            if A.is_kind(action, "role"):
                view = table.role_view
                click(view, view.model().index(0, A.card_of(action)))
                ways["role card clicked"] += 1
            elif action in offered and bar.button(offered[action]) is not None:
                bar.button(offered[action]).click()
                ways["prompt button"] += 1
            else:
                ways[double_click_or_request(table, action)] += 1
        assert len(session.record.actions) > before, "the person's decision was not taken"
    qtbot.waitUntil(lambda: session.state.is_terminal(), timeout=30_000)
    state = session.state
    print(f"\nways: {dict(ways)}\nexpansion decisions: {dict(asked)}\n{state.round} rounds")
    assert session.bot_errors == []
    assert ways["role card clicked"] >= 8 and ways["prompt button"] >= 5, ways
    assert len(asked) >= 4, asked
    assert table.prompt_bar.chip.text() == "Game over"
    assert not [line for line in session.log_lines if "{" in line or "unknown action" in line]

    # the score sheet opened by itself, with the nobles and the new bonuses
    dialog, rows = score_sheet(qtbot, window)
    breakdown = score_breakdown(state)
    assert [int(v) for v in rows["Total"]] == state.scores()
    assert [int(v) for v in rows["Buildings"]] == [b.buildings for b in breakdown]
    if any(p.nobles for p in state.players):
        assert [int(v) if v != "–" else 0 for v in rows["Nobles (1 VP each)"]] == [
            p.nobles for p in state.players
        ]
    assert len(dialog.series()[0]) == len(session.history()) > state.round
    window._score_dialog.close()
    session.shutdown()
