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
from PySide6.QtCore import QSettings

from puertorico_qt.ai import make_bot
from puertorico_qt.engine import Phase
from puertorico_qt.engine import actions as A
from puertorico_qt.engine.scoring import score_breakdown
from puertorico_qt.gui import phases
from puertorico_qt.gui.main_window import MainWindow
from puertorico_qt.gui.score_dialog import ScoreDialog
from puertorico_qt.gui.session import GameSession, NewGameSetup, SeatInfo
from puertorico_qt.gui.settings import Settings
from puertorico_qt.gui.table.screenshots import keen_action

from .test_expansion_toggles import toggle_to
from .test_whole_game import _cell_for, _click

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
# Games where the person meets many new decisions; the second only in the slow run.
@pytest.mark.parametrize("seed", [4, pytest.param(8, marks=pytest.mark.slow)])
def test_a_whole_game_with_both_expansions_through_the_table(qtbot, tmp_path: Path, seed):
    settings = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    settings.confirm_useless_role = False  # no modal question in the middle of the game
    session = GameSession(
        bot_factory=lambda level, seed: make_bot("random", seed),
        autosave_path=tmp_path / "autosave.json",
        bot_delay_ms=0,
    )
    window = MainWindow(session, settings, interactive=True, persist=False)
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    table = window.table
    seats = [SeatInfo("Anna", True, "normal")]
    seats += [SeatInfo(f"Bot {i}", False, "random") for i in range(1, 4)]
    setup = NewGameSetup(seats=seats, seed=seed, expansions=("buildings", "nobles"), market="draft")
    window.start_new_game(setup)
    rng = random.Random(3)
    ways: Counter[str] = Counter()
    asked: Counter[str] = Counter()  # the person's decisions in the expansions' phases
    for _ in range(1500):
        qtbot.waitUntil(
            lambda: session.is_human_turn() or session.state.is_terminal(), timeout=30_000
        )
        if session.state.is_terminal():
            break
        state = session.state
        ctx = table.ctx
        assert ctx.interactive() and ctx.legal == frozenset(session.legal_actions())
        before = len(session.record.actions)
        bar = table.prompt_bar
        prompt = phases.phase_prompt(state, state.current, session.names())
        assert prompt and "{" not in prompt
        if ctx.mayor.active:
            if bar.button("mayor_fill").isEnabled():
                bar.button("mayor_fill").click()
            assert bar.button("mayor_done").isEnabled(), ctx.mayor.problem()
            bar.button("mayor_done").click()
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
                _click(view, view.model().index(0, A.card_of(action)))
                ways["role card clicked"] += 1
            elif action in offered and bar.button(offered[action]) is not None:
                bar.button(offered[action]).click()
                ways["prompt button"] += 1
            elif (found := _cell_for(table.all_views(), action)) is not None:
                _click(*found, double=True)
                ways["cell double-clicked"] += 1
            else:  # a shipment to one of several ships, a sale: the table's request path
                assert ctx.request(action)
                ways["table request"] += 1
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
    qtbot.waitUntil(lambda: isinstance(window._score_dialog, ScoreDialog))
    dialog = window._score_dialog
    qtbot.waitUntil(dialog.isVisible)
    rows = {label: values for label, values, _bold in dialog.rows()}
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
