"""The key-moments dialog (``gui.key_moments``): it analyses in a thread with a progress
bar, lists the moments in the log's words, Cancel and closing stop it and join the
thread; the score sheet's button is enabled only after a game with a person in it, and
"Show in replay" opens the replay (or moves the one the sheet belongs to) at that step.

A cheap Hard (a dozen iterations) analyses instead of the Expert."""

from __future__ import annotations

from dataclasses import replace
from functools import cache
from typing import Any

import pytest
from PySide6.QtWidgets import QFrame, QLabel

from puertorico_qt.ai import make_bot
from puertorico_qt.ai.base import play_out
from puertorico_qt.ai.cards.bots import CARD_SEARCH, CardHardBot
from puertorico_qt.ai.ismcts import HardBot, SearchConfig
from puertorico_qt.games import game_kind
from puertorico_qt.gui.cards.scores import CardScoreDialog
from puertorico_qt.gui.key_moments import (
    KeyMomentsDialog,
    moment_texts,
    open_replay_at,
    shots,
)
from puertorico_qt.gui.replay.window import ReplayWindow
from puertorico_qt.gui.score_dialog import ScoreDialog
from puertorico_qt.persistence import GameRecord, SeatInfo

SEATS = [("Anna", True, "normal"), ("Benno", False, "random")]


def _cheap(game: str, iterations: int = 12) -> Any:
    if game == "cards":
        return CardHardBot(1, replace(CARD_SEARCH, default_iterations=iterations, rollout_roles=1))
    return HardBot(1, SearchConfig(default_iterations=iterations, rollout_roles=1))


@cache
def _record(game: str, people: int = 1) -> GameRecord:
    """A finished 2-player game of random bots (seat 0 a person's unless ``people`` is 0)."""
    kind = game_kind(game)
    config = kind.config_from_dict({"players": 2})
    actions = play_out(kind.new_game(config, 3), [make_bot("random", 3)] * 2)
    seats = [SeatInfo(name, human and people > 0, level) for name, human, level in SEATS]
    return GameRecord(config.to_dict(), 3, seats, actions, finished=True, game=game)


def _dialog(qtbot, game: str, **kw: Any) -> KeyMomentsDialog:
    kw.setdefault("bot", _cheap(game))
    dialog = KeyMomentsDialog(_record(game), 0, **kw)
    qtbot.addWidget(dialog)
    return dialog


@pytest.mark.parametrize("game", ["puertorico", "cards"])
def test_the_dialog_analyses_with_progress_and_lists_the_moments(qtbot, game: str) -> None:
    dialog = _dialog(qtbot, game)
    values: list[int] = []
    dialog.progress.valueChanged.connect(values.append)
    dialog.show()
    assert dialog.running and dialog.progress.isVisible()
    assert dialog.cancel_button.isVisible() and not dialog.close_button.isVisible()
    qtbot.waitUntil(lambda: not dialog.running, timeout=60_000)
    analysis = dialog.analysis
    assert analysis is not None and not analysis.cancelled and dialog.error == ""
    assert values and values[-1] == 1000 and values == sorted(values)
    assert not dialog.progress.isVisible() and dialog.close_button.isVisible()
    assert analysis.moments, "random play leaves mistakes to find"
    texts = moment_texts(dialog.record, analysis.moments)
    assert len(dialog.show_buttons) == len(analysis.moments) == len(texts) <= 3
    for number, (text, moment) in enumerate(zip(texts, analysis.moments, strict=True), start=1):
        frame = dialog.results.findChild(QFrame, f"moment_{number}")
        assert frame is not None
        labels = {name: frame.findChild(QLabel, name) for name in ("played", "expert")}
        assert [label.text() for label in labels.values() if label is not None] == [
            text.played,
            text.expert,
        ]
        assert "Anna" in text.played and "Anna" in text.expert  # the log's words
        assert text.played != text.expert
        assert text.cost.startswith("−") and "%" in text.cost
        with qtbot.waitSignal(dialog.show_step) as signal:
            dialog.show_buttons[number - 1].click()
        assert signal.args == [moment.index]


def test_the_dialog_fits_the_list_once_the_analysis_is_done(qtbot) -> None:
    """Neither an empty band above Close nor squeezed moments: when the list replaces
    the progress bar, the dialog takes the height its layout needs at its width."""
    record = shots.finished_record()
    window = ReplayWindow(record)  # over the replay, as from its toolbar
    qtbot.addWidget(window)
    window.show()
    dialog = KeyMomentsDialog(record, 0, window, bot=_cheap("puertorico"))
    dialog.show()
    qtbot.waitUntil(lambda: not dialog.running, timeout=60_000)
    layout = dialog.layout()
    assert layout is not None

    def fits() -> bool:
        layout.activate()  # the height the shown widgets need, not a remembered one
        return dialog.height() == layout.totalHeightForWidth(dialog.width())

    qtbot.waitUntil(fits, timeout=2000)
    wrapped = [w for w in dialog.results.findChildren(QLabel) if w.isVisible() and w.wordWrap()]
    for label in [*wrapped, dialog.status, dialog.note]:
        assert label.height() >= label.heightForWidth(label.width()), label.text()


def test_cancel_stops_the_analysis_and_joins_the_thread(qtbot) -> None:
    dialog = _dialog(qtbot, "puertorico", iterations=10**7)  # would take hours
    dialog.show()
    thread = dialog._thread
    assert thread is not None
    qtbot.waitUntil(lambda: dialog.progress.value() > 0 or thread.isRunning(), timeout=5000)
    dialog.cancel_button.click()
    assert not dialog.isVisible()
    assert dialog._cancel.is_set() and not dialog.running
    assert thread.isFinished() and not thread.isRunning()


@pytest.mark.parametrize("game", ["puertorico", "cards"])
def test_stop_and_show_lists_the_moments_of_the_decisions_looked_at(qtbot, game: str) -> None:
    dialog = _dialog(qtbot, game, bot=_cheap(game, iterations=120))
    dialog.show()
    assert dialog.stop_button.isVisible() and dialog.stop_button.text() == "Stop and show results"
    qtbot.waitUntil(lambda: dialog.progress.value() >= 100, timeout=60_000)
    dialog.stop_button.click()
    qtbot.waitUntil(lambda: not dialog.running, timeout=60_000)
    analysis = dialog.analysis
    assert dialog.isVisible() and analysis is not None and analysis.cancelled
    reached = len(analysis.rated) + analysis.skipped
    assert 0 < reached < analysis.decisions
    assert all(moment in analysis.rated for moment in analysis.moments)
    assert not dialog.stop_button.isVisible() and dialog.close_button.isVisible()
    status = dialog.status.text()
    assert status.startswith("You stopped the analysis after")
    assert f"{reached} of your {analysis.decisions} decisions" in status
    assert dialog.results.isVisible()
    assert len(dialog.show_buttons) == len(analysis.moments)


def test_closing_the_dialog_cancels_too(qtbot) -> None:
    dialog = _dialog(qtbot, "cards", iterations=10**7)
    dialog.show()
    thread = dialog._thread
    assert thread is not None
    qtbot.wait(200)
    dialog.close()
    assert dialog._cancel.is_set()
    assert thread.isFinished()


def test_the_card_games_secret_cards_are_named_after_the_game(qtbot) -> None:
    """The log says "keeps a card"; the analysis, after the game, names the card."""
    from puertorico_qt.ai.key_moments import KeyMoment
    from puertorico_qt.cards import decode

    record = _record("cards")
    state = record.new_state()
    found = None
    for index, text in enumerate(record.actions):
        action = state.parse_action(text)
        others = [a for a in state.legal_actions() if a != action]
        if state.current_player == 0 and decode(action).verb == "keep" and others:
            found = index, action, others[0]
            break
        state.apply(action)
    if found is None:
        pytest.skip("no councillor's choice in this game")
    index, action, other = found
    moment = KeyMoment(index, state.round, 0, action, other, 0.2, 0.3)
    (words,) = moment_texts(record, (moment,))
    from puertorico_qt.gui.cards import names as CN

    assert words.played == f"Anna keeps the {CN.card_name(decode(action).arg)}."
    assert words.expert.endswith(f"{CN.card_name(decode(other).arg)}.")
    # the drop is that of the two chances shown, each rounded: "−5 %" stood beside
    # "8 % with the Expert's move, 4 % with yours"
    moment = KeyMoment(index, state.round, 0, action, other, 0.0351, 0.0849)
    (words,) = moment_texts(record, (moment,))
    assert words.chances == "8 % with the Expert's move, 4 % with yours"
    assert words.cost == "−4 % chance to win"


# --------------------------------------------------------------------------- the score sheet


def test_the_score_sheet_button_is_enabled_only_after_a_game_with_a_person(
    qtbot, make_session, setup_for
) -> None:
    session = make_session()
    session.new_game(setup_for(1, 2))
    sheet = ScoreDialog(session)
    qtbot.addWidget(sheet)
    button = sheet.key_moments
    assert button.text() == "Key moments…" and not button.isEnabled()
    session.play_now(5000, level="random", seed=4)
    assert session.state.is_terminal()
    assert button.isEnabled()  # followed the session to the end

    bots_only = make_session()
    bots_only.new_game(setup_for(0, 3))
    bots_only.play_now(5000, level="random", seed=4)
    other = ScoreDialog(bots_only)
    qtbot.addWidget(other)
    assert bots_only.state.is_terminal() and not other.key_moments.isEnabled()


def test_the_card_score_sheet_has_the_button_too(qtbot) -> None:
    window = ReplayWindow(_record("cards"), charts=False)
    qtbot.addWidget(window)
    window.show_scores()
    sheet = window._score_dialog
    assert isinstance(sheet, CardScoreDialog) and sheet.key_moments.isEnabled()
    sheet.close()


def test_show_in_replay_from_a_games_score_sheet_opens_the_replay(
    qtbot, make_session, setup_for
) -> None:
    session = make_session()
    session.new_game(setup_for(1, 1))
    session.play_now(5000, level="random", seed=6)
    sheet = ScoreDialog(session)
    qtbot.addWidget(sheet)
    sheet.key_moments.opener.analysis = {"bot": _cheap("puertorico")}
    sheet.key_moments.click()
    dialog = sheet.key_moments.opener.dialog
    assert dialog is not None
    qtbot.waitUntil(lambda: not dialog.running, timeout=60_000)
    assert dialog.analysis is not None and dialog.analysis.moments
    step = dialog.analysis.moments[0].index
    dialog.show_buttons[0].click()
    replays = [w for w in qtbot_windows() if isinstance(w, ReplayWindow)]
    assert replays
    replay = replays[-1]
    assert replay.session.step == step and replay.session.viewer_seat() == 0
    # as he saw it: what was hidden from him stays hidden (a finished game's replay
    # shows everything at first)
    assert not replay.session.show_everything
    assert not replay.controls.everything.isChecked()
    replay.close()
    dialog.close()


def qtbot_windows() -> list[Any]:
    from PySide6.QtWidgets import QApplication

    return list(QApplication.topLevelWidgets())


def test_the_replay_jumps_to_a_moment(qtbot) -> None:
    window = ReplayWindow(_record("puertorico"), charts=False)
    qtbot.addWidget(window)
    toolbar = window.key_moments
    assert toolbar.action.isEnabled() and toolbar.action.text() == "Key moments…"
    toolbar.opener.analysis = {"bot": _cheap("puertorico")}
    window.session.set_viewer(1)
    toolbar.action.trigger()
    dialog = toolbar.opener.dialog
    assert dialog is not None and dialog.parent() is window
    qtbot.waitUntil(lambda: not dialog.running, timeout=60_000)
    assert dialog.analysis is not None
    moment = dialog.analysis.moments[-1]
    dialog.show_buttons[-1].click()
    assert window.session.step == moment.index
    assert window.session.viewer_seat() == 0  # as the analysed player saw it
    assert not window.session.show_everything
    dialog.close()
    assert dialog._thread is None


def test_a_replay_without_a_person_offers_no_analysis(qtbot) -> None:
    window = ReplayWindow(_record("puertorico", people=0), charts=False)
    qtbot.addWidget(window)
    assert not window.key_moments.action.isEnabled()


def test_open_replay_at_without_a_main_window(qtbot) -> None:
    record = _record("cards")
    window = open_replay_at(None, record, 7, 0)
    try:
        assert isinstance(window, ReplayWindow) and window.isVisible()
        assert window.session.step == 7
    finally:
        window.close()  # deletes it (WA_DeleteOnClose)


def test_a_failed_analysis_says_what_went_wrong_in_one_line(qtbot, monkeypatch, capsys) -> None:
    """A bug in the analysis is told in a line, not as a traceback (that goes to the
    error output, for a report)."""
    from puertorico_qt.gui.key_moments import worker

    def broken(*args: Any, **kwargs: Any) -> None:
        raise ValueError("no decision to look at")

    monkeypatch.setattr(worker, "analyse_record", broken)
    dialog = _dialog(qtbot, "puertorico")
    dialog.show()
    qtbot.waitUntil(lambda: not dialog.running, timeout=10_000)
    shown = dialog.status.text()
    assert "ValueError: no decision to look at" in shown
    assert "Traceback" not in shown and "File " not in shown
    assert "Traceback" in capsys.readouterr().err
