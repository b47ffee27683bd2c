"""The prompt bar's row of buttons (``gui.table.prompt_bar.PromptBar``): rebuilt when
the decision's buttons change, kept (with the focus) when only their texts do."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QPushButton

from puertorico_qt.gui.table.prompt_bar import ButtonSpec, PromptBar


def _specs(*keys: str) -> list[ButtonSpec]:
    return [ButtonSpec(key, key.title(), lambda: None, primary=key == "keep") for key in keys]


def test_the_buttons_of_a_former_decision_are_gone_at_once(qtbot) -> None:
    """They are deleted later, by the event loop; until then they were drawn over the
    new row (a nested loop or ``processEvents`` does not delete them)."""
    bar = PromptBar()
    qtbot.addWidget(bar)
    bar.show()
    old = bar.set_buttons(_specs("pass", "sell", "undo"))
    new = bar.set_buttons(_specs("keep"))
    assert [b.text() for b in new] == ["Keep"]
    QApplication.processEvents()  # shows the new row; deletes nothing
    assert all(b.isVisible() for b in new) and not any(b.isVisible() for b in old)
    assert [b for b in bar.findChildren(QPushButton) if b.isVisible()] == new


def test_a_button_of_the_same_decision_is_kept(qtbot) -> None:
    bar = PromptBar()
    qtbot.addWidget(bar)
    first = bar.set_buttons(_specs("keep"))
    again = bar.set_buttons([ButtonSpec("keep", "Keep 2", lambda: None, primary=True)])
    assert again == first and again[0].text() == "Keep 2"


def test_enter_presses_the_focused_button_as_space_does(qtbot) -> None:
    """The table's "act" key is Enter: on a prompt button it presses it too (a plain
    button outside a dialog took only Space)."""
    pressed: list[str] = []
    bar = PromptBar()
    qtbot.addWidget(bar)
    bar.show()
    specs = [ButtonSpec(k, k.title(), lambda k=k: pressed.append(k)) for k in ("done", "pass")]
    done, passed = bar.set_buttons(specs)
    for button, key in ((done, Qt.Key.Key_Return), (passed, Qt.Key.Key_Enter)):
        button.setFocus()
        QTest.keyClick(button, key)
    QTest.keyClick(done, Qt.Key.Key_Space)
    assert pressed == ["done", "pass", "done"]


def test_the_focus_stays_on_the_bar_or_goes_where_the_table_says(qtbot) -> None:
    """The focused button goes with its row: the new row's green button takes the focus,
    else the table's choice (the card hand) — not the next dock in the window."""
    from PySide6.QtWidgets import QWidget

    host = QWidget()
    qtbot.addWidget(host)
    bar = PromptBar(host)
    hand = QPushButton("hand", host)
    bar.focus_after_buttons = lambda: hand
    host.show()
    qtbot.waitExposed(host)
    host.activateWindow()
    qtbot.waitActive(host)
    (keep,) = bar.set_buttons(_specs("keep"))
    QApplication.processEvents()  # the layout shows a new button later
    keep.setFocus()
    assert keep.hasFocus()
    new = bar.set_buttons(_specs("pass", "keep2"))
    assert QApplication.focusWidget() is new[0]  # (no green one here: the first)
    (last,) = bar.set_buttons(_specs("keep"))
    QApplication.processEvents()
    last.setFocus()
    bar.set_buttons([])
    assert hand.hasFocus()
