"""F6 and Shift+F6 move the keyboard focus from one area of the window to the next
(``gui/area_keys.py``), on both tables, and Tab still walks the zones one by one."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

from puertorico_qt.gui.area_keys import tab_stops
from puertorico_qt.gui.main_window import MainWindow


@pytest.fixture
def window(shown_window) -> MainWindow:
    return shown_window


def _press(qtbot, window: MainWindow, shift: bool = False) -> QWidget:
    focus = QApplication.focusWidget() or window
    modifier = Qt.KeyboardModifier.ShiftModifier if shift else Qt.KeyboardModifier.NoModifier
    QTest.keyClick(focus, Qt.Key.Key_F6, modifier)
    qtbot.wait(1)
    widget = QApplication.focusWidget()
    assert widget is not None
    return widget


def _area(areas: list[list[QWidget]], widget: QWidget) -> int:
    hits = [
        i
        for i, group in enumerate(areas)
        if any(w is widget or w.isAncestorOf(widget) for w in group)
    ]
    assert len(hits) == 1, widget
    return hits[0]


def test_f6_visits_every_area_of_the_board_in_order_and_shift_f6_goes_back(
    qtbot, window, setup_for, wait_for_person
) -> None:
    window.start_new_game(setup_for(1, 4, seed=5))
    wait_for_person(window.session)
    table = window.table
    table.role_view.setFocus(Qt.FocusReason.TabFocusReason)
    areas = [*table.focus_areas(), [window.log_dock]]
    visited = [_area(areas, QApplication.focusWidget())]
    for _ in range(len(areas) - 1):
        visited.append(_area(areas, _press(qtbot, window)))
    # roles, the common zones, the buildings, own board, four opponents, the log, and
    # round to the roles again: the prompt has no button while a role is chosen (its
    # Hint is Ctrl+H, no Tab stop), so it is no stop for F6 either
    assert visited == [1, 2, 3, 4, 5, 6, 7, 8, 9, 1]
    # the opponents' boards come in seat order after one's own
    assert [group[0] for group in areas[4:9]] == table.boards
    # it lands on the area's first Tab stop: the own board's first zone, say
    while _area(areas, QApplication.focusWidget()) != 4:
        _press(qtbot, window)
    own = table.boards[0]
    first = next(w for w in tab_stops(window) if own.isAncestorOf(w))
    assert QApplication.focusWidget() is first
    back = _area(areas, _press(qtbot, window, shift=True))
    assert back == 3  # Shift+F6: the buildings again
    # the chances chart takes no keys, so it is no stop (it was two)
    assert not [w for w in tab_stops(window) if window.win_chance_dock.isAncestorOf(w)]
    # Tab still goes zone by zone: from the roles to the plantations
    table.role_view.setFocus(Qt.FocusReason.TabFocusReason)
    QTest.keyClick(table.role_view, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is table.offer_view


def test_f6_on_the_card_table_goes_prompt_hand_middle_own_city_others(
    qtbot, window, setup_for, wait_for_person
) -> None:
    window.start_new_game(setup_for(1, 2, seed=5, game="cards"))  # three players
    wait_for_person(window.session)
    table = window.card_table
    areas = table.focus_areas()
    assert areas[1] == [table.hand_panel] and areas[3] == [table.seat_panel(0)]
    table.hand_view.setFocus(Qt.FocusReason.TabFocusReason)
    assert _area(areas, _press(qtbot, window)) == 2  # the roles
    assert QApplication.focusWidget() is table.role_view
    assert _area(areas, _press(qtbot, window)) == 3  # own city
    assert QApplication.focusWidget() is table.seat_panel(0).view
    assert _area(areas, _press(qtbot, window)) == 4  # the next player's city
    assert QApplication.focusWidget() is table.seat_panel(1).view
    assert _area(areas, _press(qtbot, window, shift=True)) == 3
    # from the last city on to the log, and on round past the prompt (no button while
    # a role is chosen) to the hand
    table.seat_panel(2).view.setFocus(Qt.FocusReason.TabFocusReason)
    assert window.log_dock.isAncestorOf(_press(qtbot, window))
    assert _press(qtbot, window) is table.hand_view
    # the builder has a button to pass: now the prompt is the first stop after the log
    session = window.session
    builder = next(
        a for a in session.legal_actions() if session.state.format_action(a) == "role builder"
    )
    session.request(builder)
    wait_for_person(session)
    window.log_view.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(lambda: any(b.isVisible() for b in table.prompt_bar._button_widgets()))
    assert table.prompt_bar.isAncestorOf(_press(qtbot, window))


def test_f6_on_the_welcome_page_goes_between_its_buttons_and_the_log(qtbot, window) -> None:
    assert window.stack.currentWidget() is window.welcome
    window.welcome.new_button.setFocus(Qt.FocusReason.TabFocusReason)
    assert _press(qtbot, window) is window.log_view
    first = next(w for w in tab_stops(window) if window.welcome.isAncestorOf(w))
    assert _press(qtbot, window) is first
    assert _press(qtbot, window, shift=True) is window.log_view


def test_f6_reaches_the_tutorials_panel(qtbot, shown_window) -> None:
    """The learning panel is the area a keyboard learner needs most: F6 went from the
    last city to the log, never to it."""
    from puertorico_qt.gui.tutorial.games import CARDS

    window = shown_window
    window.tutorial.open(CARDS)
    qtbot.waitUntil(window.tutorial.dock.isVisible)
    table = window.card_table
    table.hand_view.setFocus(Qt.FocusReason.TabFocusReason)
    for _ in range(12):
        if window.tutorial.dock.isAncestorOf(_press(qtbot, window)):
            break
    else:
        raise AssertionError("F6 never reached the tutorial's panel")
    assert window.log_dock.isAncestorOf(_press(qtbot, window))  # and on to the log


def test_enter_presses_the_focused_button_of_the_storage_and_the_welcome_page(qtbot):
    """Every button a keyboard player reaches takes Enter, as the prompt bar's do: the
    storage's "Keep these" and the welcome page's other buttons took only Space."""
    from puertorico_qt.gui.table import TableWidget
    from puertorico_qt.gui.welcome import WelcomeWidget

    from .positions import position, session_at

    t = TableWidget(session_at(position("storage")))
    qtbot.addWidget(t)
    t.resize(1366, 720)
    t.show()
    button = t.storage_panel.button
    assert button.isVisible() and button.isEnabled()
    button.setFocus()
    with qtbot.waitSignal(button.clicked, timeout=2000):
        QTest.keyClick(button, Qt.Key.Key_Return)

    welcome = WelcomeWidget()
    qtbot.addWidget(welcome)
    welcome.show()
    for button, signal in (
        (welcome.open_button, welcome.open_requested),
        (welcome.rules_button, welcome.rules_requested),
    ):
        button.setFocus()
        with qtbot.waitSignal(signal, timeout=2000):
            QTest.keyClick(button, Qt.Key.Key_Return)
