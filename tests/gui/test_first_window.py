"""Where the main window opens: the first time (no geometry saved, or one Qt cannot
read) as large as the screen suits — maximized on a laptop's screen, a large window in
the middle of a larger one —, later where the player left it."""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QWidget

from puertorico_qt.gui.main_window import MainWindow
from puertorico_qt.gui.window_helpers import centre_on, first_window_geometry


def test_a_laptop_screen_opens_maximized():
    assert first_window_geometry(QRect(0, 0, 1366, 728)) is None  # 1366×768 less a panel
    assert first_window_geometry(QRect(0, 0, 1440, 860)) is None
    assert first_window_geometry(QRect(0, 0, 1920, 860)) is None  # wide but low


def test_a_larger_screen_gets_a_large_window_in_its_middle():
    full_hd = first_window_geometry(QRect(0, 40, 1920, 1040))
    assert full_hd == QRect(100, 92, 1720, 936)
    assert full_hd.center() == QRect(0, 40, 1920, 1040).center()
    assert first_window_geometry(QRect(0, 0, 2560, 1400)).size().toTuple() == (1720, 1040)
    second = first_window_geometry(QRect(1920, 0, 1600, 1000))  # a screen to the right
    assert second.size().toTuple() == (1440, 900) and second.left() > 1920


def _window(qtbot, make_session, settings) -> MainWindow:
    win = MainWindow(make_session(), settings, interactive=False, persist=True)
    qtbot.addWidget(win)
    return win


def test_the_first_time_the_window_fits_the_screen(qtbot, make_session, settings):
    win = _window(qtbot, make_session, settings)
    win.show_on_screen()
    qtbot.waitExposed(win)
    room = win.screen().availableGeometry()
    expected = first_window_geometry(room)
    if expected is None:
        assert win.windowState() & Qt.WindowState.WindowMaximized
    else:
        assert win.geometry().size() == expected.size()


def test_later_it_opens_where_the_player_left_it(qtbot, make_session, settings):
    win = _window(qtbot, make_session, settings)
    win.setGeometry(QRect(20, 30, 760, 520))
    settings.geometry = win.saveGeometry()
    again = _window(qtbot, make_session, settings)
    again.show_on_screen()
    qtbot.waitExposed(again)
    assert not again.windowState() & Qt.WindowState.WindowMaximized
    assert again.geometry().size().toTuple() == (760, 520)


def test_a_geometry_qt_cannot_read_counts_as_none(qtbot, make_session, settings):
    settings.q.setValue("window/geometry", b"\x00\x01")
    win = _window(qtbot, make_session, settings)
    assert win._first_time


def test_a_new_window_opens_over_the_middle_of_the_main_window(qtbot):
    main, other = QWidget(), QWidget(None, Qt.WindowType.Window)
    for w in (main, other):
        qtbot.addWidget(w)
    main.setGeometry(QRect(100, 80, 500, 400))
    other.resize(300, 200)
    centre_on(other, main)
    assert other.frameGeometry().center() == main.frameGeometry().center()
    # larger than the room left: kept on the screen
    main.move(0, 0)
    other.resize(700, 500)
    centre_on(other, main)
    room = main.screen().availableGeometry()
    assert room.contains(other.frameGeometry().topLeft())


def test_the_rules_open_over_the_window(qtbot, make_session, settings):
    win = MainWindow(make_session(), settings, interactive=False, persist=False)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    win.show_rules()
    qtbot.addWidget(win._rules_window)
    assert win._rules_window.isVisible()
    assert win.screen().availableGeometry().contains(win._rules_window.frameGeometry().topLeft())


def test_a_window_pushed_against_the_screen_edge_ends_on_it(qtbot):
    main, other = QWidget(), QWidget(None, Qt.WindowType.Window)
    for w in (main, other):
        qtbot.addWidget(w)
    room = main.screen().availableGeometry()
    main.setGeometry(QRect(room.right() - 200, room.bottom() - 150, 200, 150))
    other.resize(300, 200)
    centre_on(other, main)
    frame = other.frameGeometry()
    assert frame.right() == room.right() and frame.bottom() == room.bottom()


def test_a_window_larger_than_the_screen_is_made_to_fit_it(qtbot):
    """The replay's 1280×820 on a 1366×768 laptop had its controls below the screen:
    a window larger than the screen's room shrinks to it, title bar included."""
    main, other = QWidget(), QWidget(None, Qt.WindowType.Window)
    for w in (main, other):
        qtbot.addWidget(w)
    room = main.screen().availableGeometry()
    main.setGeometry(QRect(room.left() + 10, room.top() + 10, 300, 200))
    other.resize(room.width() + 400, room.height() + 300)
    centre_on(other, main)
    assert other.width() <= room.width() - 16 and other.height() <= room.height() - 40
    assert room.contains(other.geometry())
    # one that fits keeps its size
    other.resize(room.width() // 2, room.height() // 2)
    centre_on(other, main)
    assert other.size().toTuple() == (room.width() // 2, room.height() // 2)
