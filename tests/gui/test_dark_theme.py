"""A dark desktop theme leaves the table's ink dark: the table paints its own parchment,
and a dark theme's light text stood white on it (every board header's numbers, the
card seats' counts, the storage note)."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication, QLabel

from puertorico_qt.gui.cards.widget import CardTableWidget
from puertorico_qt.gui.table import TableWidget
from puertorico_qt.gui.table.board_header import StatChip

from ..cards.positions import table
from .cards_driving import card_session
from .positions import position, session_at


@pytest.fixture
def dark_desktop(qapp):
    """The application's palette as a dark theme sets it, for the test only."""
    before = QPalette(qapp.palette())
    dark = QPalette()
    for role, colour in (
        (QPalette.ColorRole.Window, "#2a2e32"),
        (QPalette.ColorRole.WindowText, "#fcfcfc"),
        (QPalette.ColorRole.Base, "#1b1e20"),
        (QPalette.ColorRole.Text, "#fcfcfc"),
        (QPalette.ColorRole.Button, "#31363b"),
        (QPalette.ColorRole.ButtonText, "#fcfcfc"),
    ):
        dark.setColor(role, QColor(colour))
    qapp.setPalette(dark)
    yield
    qapp.setPalette(before)


def _ink(label: QLabel) -> int:
    """How light the label's text is drawn (0 dark … 255 light)."""
    return label.palette().color(label.foregroundRole()).lightness()


def _shown(qtbot, table):
    """``table`` shown at a laptop's size; the labels of its number chips."""
    qtbot.addWidget(table)
    table.resize(1366, 760)
    table.show()
    QApplication.processEvents()
    return [chip.text for chip in table.findChildren(StatChip)]


def test_the_boards_numbers_and_the_storage_note_stay_dark(qtbot, dark_desktop):
    state = position("storage", 5, edition=1)
    t = TableWidget(session_at(state, viewer=state.current))
    chips = _shown(qtbot, t)
    assert chips and max(_ink(label) for label in chips) < 100
    note = t.storage_panel.label
    assert note.isVisible() and note.text() and _ink(note) < 100


def test_the_card_seats_counts_stay_dark(qtbot, dark_desktop):
    session = card_session(table(3), 0)
    chips = _shown(qtbot, CardTableWidget(session))
    assert chips and max(_ink(label) for label in chips) < 100
    session.shutdown()
