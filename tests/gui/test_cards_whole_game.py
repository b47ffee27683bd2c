"""A whole card game in the real main window: one person against computer players of the
"random" level (in the AI thread), every decision of the person made through the card
table — role cards clicked or dragged, buildings dragged or double-clicked, payments,
discards, kept cards, goods produced and sold chosen by clicks and drags and confirmed
with the prompt bar's button — until the game ends and the score sheet shows the
breakdown and the charts."""

from __future__ import annotations

import random

import pytest

from puertorico_qt.ai import make_bot
from puertorico_qt.cards import CardPhase, actions
from puertorico_qt.gui.cards.model_base import CR
from puertorico_qt.gui.cards.scores import CardScoreDialog
from puertorico_qt.gui.main_window import MainWindow
from puertorico_qt.gui.session import GameSession, NewGameSetup, SeatInfo

from .cards_driving import drag


def _decide(t, rng: random.Random) -> None:
    """One decision of the person, through the table (drag or click, at random)."""
    ctx = t.ctx
    s = ctx.state
    mode = ctx.mode()
    mine = t.seat_panel(ctx.viewer())
    if s.phase == CardPhase.ROLE:
        role = actions.decode(rng.choice(sorted(ctx.legal))).arg
        if rng.random() < 0.5:
            t.role_view.click(role)
        else:
            assert drag(t.roles, role, mine.city, 0) == (True, True)
    elif s.phase == CardPhase.LIBRARY:
        assert t.press(rng.choice(["library_use", "library_skip"]))
    elif s.phase == CardPhase.BUILD:
        builds = [a for a in ctx.legal if actions.decode(a).verb == "build"]
        if not builds or rng.random() < 0.1:
            assert t.press("pass")
            return
        kind = actions.decode(rng.choice(builds)).arg
        if kind not in ctx.hand():  # the expansion's Kathedrale, from the display
            if rng.random() < 0.5:
                assert drag(t.display, 0, mine.city, mine.city.rowCount() - 1) == (True, True)
            else:
                assert t.display_view.card_model().activate(0)
            return
        row = ctx.hand().index(kind)
        if rng.random() < 0.5:
            assert drag(t.hand, row, mine.city, mine.city.rowCount() - 1) == (True, True)
        else:
            t.hand_view.activate(row)
    elif mode in ("pay", "discard", "tuck"):
        if mode == "tuck" and rng.random() < 0.5:
            assert t.press("pass")
            return
        if mode == "pay" and s.phase == CardPhase.BLACK_MARKET:
            for slot in range(mine.city.rowCount() - 1):
                if ctx.remaining() and mine.city.index(slot, 0).data(CR.Active):
                    mine.view.click(slot)
        rows = list(range(len(ctx.hand())))
        rng.shuffle(rows)
        for row in rows[: ctx.remaining()]:
            t.hand_view.click(row)
        assert t.press("submit"), t.message_text()
    elif mode in ("swap", "bank"):  # the expansion's round start: any number, or none
        target = [r for r in range(mine.city.rowCount()) if mine.city.index(r, 0).data(CR.Active)]
        rows = list(range(len(ctx.hand())))
        rng.shuffle(rows)
        for row in rows[: rng.randint(0, min(len(rows), ctx.need()))]:
            if rng.random() < 0.5 and target:
                assert drag(t.hand, row, mine.city, target[0]) == (True, True)
            else:
                t.hand_view.click(row)
        assert t.press("submit"), t.message_text()
    elif mode == "keep":
        rows = list(range(t.spread.rowCount()))
        for row in rng.sample(rows, ctx.need()):
            t.spread_view.click(row)
        assert t.press("submit"), t.message_text()
    elif mode in ("produce", "sell"):
        for slot in range(mine.city.rowCount() - 1):
            if ctx.remaining() and mine.city.index(slot, 0).data(CR.Active):
                if mode == "produce" and rng.random() < 0.5:
                    drag(t.piles, 0, mine.city, slot)
                elif mode == "sell" and rng.random() < 0.5:
                    drag(mine.city, slot, t.house, 0)
                else:
                    mine.view.click(slot)
        assert t.press("submit"), t.message_text()
    else:  # pragma: no cover - every question is above
        raise AssertionError(f"no way to answer {s.phase!r}")


def _play_to_the_end(qtbot, window, session, rng: random.Random) -> int:
    """The person's decisions through the table until the game is over: how many."""
    t = window.card_table
    decisions = 0
    while not session.state.is_terminal():
        qtbot.waitUntil(
            lambda: session.is_human_turn() or session.state.is_terminal(), timeout=20_000
        )
        if session.state.is_terminal():
            break
        before = len(session.record.actions)
        _decide(t, rng)
        assert len(session.record.actions) > before, (session.state.phase, t.message_text())
        decisions += 1
    return decisions


def _window(qtbot, settings, tmp_path):
    session = GameSession(
        autosave_path=tmp_path / "auto.json",
        bot_delay_ms=0,
        bot_factory=lambda level, seed: make_bot(level, seed, game="cards"),
    )
    window = MainWindow(session, settings, interactive=False, persist=False)
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    return window, session


@pytest.mark.slow  # 7 s; every decision of the table has a quick test by default
@pytest.mark.timeout(120)
def test_a_whole_card_game_through_the_table_to_the_score_sheet(qtbot, settings, tmp_path):
    window, session = _window(qtbot, settings, tmp_path)
    seats = [SeatInfo("Anna", True), SeatInfo("Benno", False, "random")]
    seats.append(SeatInfo("Carla", False, "random"))
    window.start_new_game(NewGameSetup(seats=seats, seed=21, game="cards", variant=True))
    t = window.card_table
    decisions = _play_to_the_end(qtbot, window, session, random.Random(5))
    assert decisions > 15 and session.bot_errors == []
    assert t.prompt_bar.title.text() == "Final scores"  # beside the "Game over" chip
    said = t.prompt_bar.prompt.text()  # who won, not "Game over" a second time
    assert "over" not in said and (" wins with " in said or " share the win " in said), said
    assert t.press("scores")  # the table asks the main window for the sheet
    dialog = window._score_dialog
    assert isinstance(dialog, CardScoreDialog)
    labels = [label for label, _values, _bold in dialog.rows()]
    assert labels[0] and labels[-2] and len(dialog.plots) == 2
    rounds, vp, _hand = dialog.series()
    assert rounds[0] == 0 and len(rounds) >= 4 and vp[0][-1] == session.state.scores()[0]
    assert window.log_view.blockCount() > decisions
    dialog.close()


@pytest.mark.slow  # ~10 s
@pytest.mark.timeout(180)
def test_a_whole_expansion_game_from_the_dialog_through_the_table(qtbot, settings, tmp_path):
    """The new-game dialog with "Die neuen Gebäude" ticked, then a whole game: the
    round start's swaps and Bank, the Kathedrale, every card that acts by itself."""
    from dataclasses import replace

    from puertorico_qt.gui.new_game_dialog import NewGameDialog

    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.game.setCurrentIndex(dialog.game.findData("cards"))
    assert dialog.card_expansion.isVisibleTo(dialog)  # every phase has its words
    dialog.card_expansion.setChecked(True)
    seats = [SeatInfo("Anna", True), SeatInfo("Benno", False, "random")]
    seats.append(SeatInfo("Carla", False, "random"))
    seed = 13  # a game with an Amtsstube and a Bank in play
    setup = replace(dialog.setup(), seats=seats, seed=seed)
    assert setup.game_config().expansions == ("buildings",)
    window, session = _window(qtbot, settings, tmp_path)
    window.start_new_game(setup)
    assert session.state.xp is not None
    phases: set[CardPhase] = set()
    session.state_changed.connect(lambda: phases.add(session.state.phase))
    decisions = _play_to_the_end(qtbot, window, session, random.Random(seed))
    assert decisions > 15 and session.bot_errors == []
    assert {CardPhase.OFFICE, CardPhase.BANK} <= phases
    t = window.card_table
    assert t.prompt_bar.title.text()
    assert t.press("scores")
    dialog_scores = window._score_dialog
    assert isinstance(dialog_scores, CardScoreDialog)
    dialog_scores.close()
