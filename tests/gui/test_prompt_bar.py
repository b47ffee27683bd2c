"""The prompt bar's row of buttons (``gui.table.prompt_bar.PromptBar``): rebuilt when
the decision's buttons change, kept (with the focus) when only their texts do."""

from __future__ import annotations

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
