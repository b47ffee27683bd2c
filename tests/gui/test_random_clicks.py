"""Random clicks on the real main window: whatever a person clicks, double-clicks, types
or presses, in whatever phase, the program raises nothing (pytest-qt fails a test on an
exception in a Qt event handler) and the game stays legal.

Each step is one of: a click or double-click on a random point of a random table view
(zones, card rows, the hand), a random visible button (the prompt bar's, the table's),
a key (arrows, Enter, Space, Escape, Tab) to the focused widget, undo, redo, a new
window size, the score sheet opened and closed.  Computer seats are random bots; when a
game ends a new one starts.  Found a KeyError on a double-click on an empty city space.
The default run takes one short walk per game; the slow run several long ones, with the
expansions."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QAbstractItemView, QApplication

from puertorico_qt.gui.gc_guard import MainThreadCollector
from puertorico_qt.gui.main_window import MainWindow

KEYS = (
    Qt.Key.Key_Left,
    Qt.Key.Key_Right,
    Qt.Key.Key_Up,
    Qt.Key.Key_Down,
    Qt.Key.Key_Return,
    Qt.Key.Key_Space,
    Qt.Key.Key_Escape,
    Qt.Key.Key_Tab,
)


def random_step(window: MainWindow, rng: random.Random) -> None:
    """One random thing a person might do (see the module docstring)."""
    central = window.centralWidget()
    roll = rng.random()
    if roll < 0.01:
        window.resize(rng.randrange(1024, 1921), rng.randrange(640, 1081))
    elif roll < 0.013:
        window.show_scores()
        QApplication.processEvents()
        for widget in QApplication.topLevelWidgets():
            if widget is not window and widget.isVisible():
                widget.close()
    elif roll < 0.05:
        window.undo()
    elif roll < 0.07:
        window.redo()
    elif roll < 0.27:
        buttons = [
            b for b in central.findChildren(QAbstractButton) if b.isVisible() and b.isEnabled()
        ]
        if buttons:
            rng.choice(buttons).click()
    elif roll < 0.37:
        QTest.keyClick(QApplication.focusWidget() or central, rng.choice(KEYS))
    else:
        views = [
            v
            for v in central.findChildren(QAbstractItemView)
            if v.isVisible() and v.viewport().width() > 4 and v.viewport().height() > 4
        ]
        if not views:
            return
        port = rng.choice(views).viewport()
        point = QPoint(rng.randrange(port.width()), rng.randrange(port.height()))
        if rng.random() < 0.2:
            QTest.mouseDClick(port, Qt.MouseButton.LeftButton, pos=point)
        else:
            QTest.mouseClick(port, Qt.MouseButton.LeftButton, pos=point)


def walk(qtbot, window: MainWindow, setup, steps: int, seed: int) -> int:
    """``steps`` random steps on ``window``'s game (a new one from ``setup`` after each
    end); the games finished."""
    session = window.session
    rng = random.Random(seed)
    finished = 0
    # the program collects cycles in the GUI thread only (gui/gc_guard.py); GUI tests
    # collect none while they run (tests/conftest.py), and a long walk would pile up its
    # windows' cycles: this collects them on the GUI thread's timer, as the program does
    collector = MainThreadCollector(window, interval_ms=100)
    try:
        for _ in range(steps):
            QApplication.processEvents()
            if session.state.is_terminal():
                finished += 1
                window.start_new_game(setup)
                continue
            random_step(window, rng)
            qtbot.waitUntil(lambda: not session.is_bot_thinking(), timeout=10_000)
            assert session.state.legal_actions() or session.state.is_terminal()
    finally:
        collector.stop()
    return finished


REPLAY_KEYS = (
    Qt.Key.Key_Left,
    Qt.Key.Key_Right,
    Qt.Key.Key_PageUp,
    Qt.Key.Key_PageDown,
    Qt.Key.Key_Home,
    Qt.Key.Key_End,
)


def random_replay_step(window, rng: random.Random) -> None:  # type: ignore[no-untyped-def]
    """One random thing in the replay: its buttons and check box, a step of its slider,
    another round or viewer in its boxes, its keys, a click on a table view, a size."""
    from PySide6.QtWidgets import QComboBox, QSlider

    controls = window.controls
    roll = rng.random()
    if roll < 0.03:
        window.resize(rng.randrange(1024, 1921), rng.randrange(640, 1081))
    elif roll < 0.3:
        buttons = [
            b for b in window.findChildren(QAbstractButton) if b.isVisible() and b.isEnabled()
        ]
        if buttons:
            rng.choice(buttons).click()
            QApplication.processEvents()
            for widget in QApplication.topLevelWidgets():  # the score sheet: seen, closed
                if widget is not window and widget.isVisible():
                    widget.close()
    elif roll < 0.45:
        slider = controls.findChild(QSlider)
        slider.setValue(rng.randrange(slider.minimum(), slider.maximum() + 1))
    elif roll < 0.55:
        box = rng.choice(controls.findChildren(QComboBox))
        if box.count():
            box.setCurrentIndex(rng.randrange(box.count()))
    elif roll < 0.75:
        QTest.keyClick(window, rng.choice(REPLAY_KEYS))
    else:
        views = [v for v in window.findChildren(QAbstractItemView) if v.isVisible()]
        views = [v for v in views if v.viewport().width() > 4 and v.viewport().height() > 4]
        if views:
            port = rng.choice(views).viewport()
            point = QPoint(rng.randrange(port.width()), rng.randrange(port.height()))
            QTest.mouseClick(port, Qt.MouseButton.LeftButton, pos=point)


@pytest.fixture
def window(shown_window) -> MainWindow:
    return shown_window


def _setup(setup_for, game: str, players: int, seed: int, expansions: tuple[str, ...] = ()):
    humans = 2 if players >= 3 and seed % 2 else 1  # with two people: the hand-over screen
    return setup_for(humans, players - humans, seed=seed, game=game, expansions=expansions)


@pytest.mark.parametrize(("game", "players"), [("cards", 3), ("puertorico", 4)])
def test_random_clicks_raise_nothing(qtbot, window, setup_for, game: str, players: int) -> None:
    setup = _setup(setup_for, game, players, seed=5)
    window.start_new_game(setup)
    walk(qtbot, window, setup, steps=300, seed=5)
    assert window.session.record.actions  # the walk played: not only refused clicks


WALKS = [
    ("cards", 2, 1, ()),
    ("cards", 4, 2, ("buildings",)),
    ("cards", 3, 3, ()),
    ("puertorico", 3, 4, ()),
    ("puertorico", 5, 5, ("buildings", "nobles")),
    ("puertorico", 4, 6, ("smuggler", "festival")),
    ("puertorico", 2, 7, ("buildings", "nobles", "smuggler", "festival")),
]


@pytest.mark.slow  # about 10 s a walk
@pytest.mark.parametrize(("game", "players", "seed", "expansions"), WALKS)
def test_long_random_walks_raise_nothing(
    qtbot, window, setup_for, game: str, players: int, seed: int, expansions: tuple[str, ...]
) -> None:
    setup = _setup(setup_for, game, players, seed, expansions)
    window.start_new_game(setup)
    finished = walk(qtbot, window, setup, steps=2500, seed=seed)
    # the walk played: a game ended, or the one under way has moves (a game that ended
    # on one of the last steps leaves a fresh one without any: that is no failure)
    assert finished or window.session.record.actions


@pytest.mark.parametrize(
    ("game", "steps"),
    [
        ("cards", 80),
        ("puertorico", 80),
        pytest.param("cards", 600, marks=pytest.mark.slow),
        pytest.param("puertorico", 600, marks=pytest.mark.slow),
    ],
)
def test_random_steps_in_the_replay_raise_nothing(qtbot, game: str, steps: int) -> None:
    """The replay of a finished game (charts shown): its slider, buttons, boxes and keys
    in any order keep the shown step inside the game and the table on that step.  (Each
    step repaints the table and the charts: a short walk by default, a long one slow.)"""
    from .test_replay import _live, _window

    record, live = _live(game, seed=9)
    replay = _window(qtbot, record, charts=True)
    replay.resize(1366, 768)
    replay.show()
    rng = random.Random(steps)
    for _ in range(steps):
        random_replay_step(replay, rng)
        QApplication.processEvents()
        step = replay.session.step
        assert 0 <= step < len(live)
        assert replay.current_state().to_dict() == live[step]


def random_setup(window: MainWindow, rng: random.Random):  # type: ignore[no-untyped-def]
    """The new-game dialog with random choices (game, players, names, edition, options,
    expansions), as accepted: its ``setup()``."""
    from PySide6.QtWidgets import QCheckBox, QComboBox, QLineEdit, QSpinBox

    from puertorico_qt.gui.new_game_dialog import NewGameDialog

    dialog = NewGameDialog(window, window.settings.last_setup)
    dialog.show()
    for _ in range(rng.randrange(3, 25)):
        widgets = [
            w
            for kind in (QCheckBox, QComboBox, QSpinBox, QLineEdit)
            for w in dialog.findChildren(kind)
            if w.isVisible() and w.isEnabled()
        ]
        widget = rng.choice(widgets)
        if isinstance(widget, QCheckBox):
            widget.click()
        elif isinstance(widget, QComboBox) and widget.count():
            widget.setCurrentIndex(rng.randrange(widget.count()))
        elif isinstance(widget, QSpinBox):
            top = min(widget.maximum(), widget.minimum() + 10)
            widget.setValue(rng.randrange(widget.minimum(), top + 1))
        elif isinstance(widget, QLineEdit):
            widget.setText(rng.choice(["", "Ana", "A" * 60, "  ", "Zoë", "<b>x</b>", "&Co"]))
        QApplication.processEvents()
    setup = dialog.setup()
    dialog.accept()
    dialog.deleteLater()
    return setup


@pytest.mark.parametrize(
    "games", [5, pytest.param(80, marks=pytest.mark.slow)], ids=["few", "many"]
)
def test_random_new_games_one_after_another(qtbot, window, games: int) -> None:
    """Games set up at random in the new-game dialog, one after the other in one window
    (the other game, another player count, the expansions on and off), each played a
    few random steps: found the card table failing when it came back for a card game of
    another player count after a board game.  A game of computer players only is
    clicked at while they play and left unfinished."""
    rng = random.Random(games)
    session = window.session
    collector = MainThreadCollector(window, interval_ms=100)
    try:
        for _ in range(games):
            setup = random_setup(window, rng)
            window.start_new_game(setup)
            assert session.setup.game == setup.game and len(session.seats) == len(setup.seats)
            assert window.tables.current() is window.stack.currentWidget() or (
                window.stack.currentWidget() is window.handover
            )
            # computer players only: they play the whole game on their own (7-9 s here, more
            # on a busy machine), so the steps click around while they play instead of
            # waiting, and the next game replaces this one unfinished
            watching = not any(seat.is_human for seat in setup.seats)
            # each game's steps draw from a generator of their own: what they draw depends
            # on the position, which a game of bots only reaches as fast as they play; the
            # next set-ups stay the same for the same seed
            steps = random.Random(rng.getrandbits(32))
            for _ in range(25):
                if session.state.is_terminal():
                    break
                random_step(window, steps)
                if watching:
                    QApplication.processEvents()
                else:
                    qtbot.waitUntil(lambda: not session.is_bot_thinking(), timeout=10_000)
    finally:
        collector.stop()
