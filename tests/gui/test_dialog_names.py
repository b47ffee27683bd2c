"""The new-game and settings dialogs for a keyboard and a screen reader: each field is
named (its label is its buddy, or it has an accessible name of its own), each label and
check box has an Alt+letter, and no two of them share one, in every language."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QDialog,
    QLabel,
    QLineEdit,
    QSpinBox,
    QWidget,
)

from puertorico_qt.gui.new_game_dialog import NewGameDialog
from puertorico_qt.gui.settings_dialog import SettingsDialog

FIELDS = (QComboBox, QLineEdit, QSpinBox)


def _mnemonic(text: str) -> str | None:
    at = text.replace("&&", "").find("&")
    return text.replace("&&", "")[at + 1].casefold() if at >= 0 else None


def _check(dialog: QDialog) -> None:
    dialog.show()
    shown = [w for w in dialog.findChildren(QWidget) if w.isVisibleTo(dialog)]
    named = {id(label.buddy()) for label in shown if isinstance(label, QLabel) and label.buddy()}
    for field in shown:
        if isinstance(field, FIELDS) and not isinstance(field.parent(), QComboBox | QSpinBox):
            assert id(field) in named or field.accessibleName(), (
                f"{type(field).__name__} {field.objectName()!r} has no name"
            )
    keys: dict[str, str] = {}
    for widget in shown:
        if (isinstance(widget, QLabel) and widget.buddy() is not None) or (
            isinstance(widget, QAbstractButton) and widget.text()
        ):
            key = _mnemonic(widget.text())
            if key is None:
                continue
            assert key not in keys, f"Alt+{key}: {keys[key]!r} and {widget.text()!r}"
            keys[key] = widget.text()
    labels = [w for w in shown if isinstance(w, QLabel) and w.buddy() is not None]
    assert labels and all(_mnemonic(label.text()) for label in labels), [
        label.text() for label in labels if not _mnemonic(label.text())
    ]


@pytest.mark.parametrize("lang", ["de", "en", "nl"])
@pytest.mark.parametrize("game", ["puertorico", "cards"])
def test_the_new_game_dialog_names_its_fields(qtbot, language, lang, game) -> None:
    language(lang)
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.game.setCurrentIndex(dialog.game.findData(game))
    dialog.players.setValue(4)
    _check(dialog)
    seat = dialog.rows[1]
    assert seat.label.buddy() is seat.name and "2" in seat.label.text()
    assert "2" in seat.kind.accessibleName() and "2" in seat.level.accessibleName()


@pytest.mark.parametrize("lang", ["de", "en", "nl"])
def test_the_settings_dialog_names_its_fields(qtbot, language, settings, lang) -> None:
    language(lang)
    dialog = SettingsDialog(settings)
    qtbot.addWidget(dialog)
    _check(dialog)


def test_a_screen_reader_finds_the_tables_zones_and_what_their_cells_say(qtbot) -> None:
    """Every zone of the board had an empty name, and the cells said a bare name (San
    Juan's colonists, the goods' counts were only in tooltips); the card table's strips
    had no cards for a screen reader at all."""
    from PySide6.QtCore import Qt

    from puertorico_qt.gui.cards.widget import CardTableWidget
    from puertorico_qt.gui.table import TableWidget

    from ..cards.positions import table
    from .cards_driving import card_session
    from .positions import position, session_at

    board = TableWidget(session_at(position("builder")))
    qtbot.addWidget(board)
    names = [view.accessibleName() for view in board.all_views() if view.isVisibleTo(board)]
    assert all(names) and len(set(names)) == len(names), names
    assert "Roles" in names and any(name.endswith(": island") for name in names)
    market = next(v for v in board.all_views() if v.accessibleName() == "Buildings")
    model = market.model()
    cells = [model.index(r, c) for r in range(model.rowCount()) for c in range(model.columnCount())]
    described = [i.data(Qt.ItemDataRole.AccessibleDescriptionRole) for i in cells]
    assert any("VP" in text for text in described if text), described[:3]
    assert not any("<" in text for text in described if text)  # the words, not the markup

    s = table(3, cities={0: ["indigo_plant", "smithy"]}, hands={0: ["well", "tower"]})
    cards = CardTableWidget(card_session(s))
    qtbot.addWidget(cards)
    assert "Well" in cards.hand_view.accessibleDescription()
    assert cards.seats[0].view.accessibleName().endswith(": city")
    assert "Smithy" in cards.seats[0].view.accessibleDescription()


def test_the_score_sheet_is_read_by_keys_and_its_charts_are_no_tab_stops(
    qtbot, make_session, setup_for
) -> None:
    """Tab went Key moments › chart › chart › Close: the sheet's numbers took no focus
    (neither a keyboard nor a screen reader could read them), the unnamed charts did."""
    from PySide6.QtCore import Qt

    from puertorico_qt.gui.score_dialog import ScoreDialog

    session = make_session()
    session.new_game(setup_for(0, 3, seed=2))
    session.play_now(60)
    dialog = ScoreDialog(session)
    qtbot.addWidget(dialog)
    assert dialog.table.focusPolicy() & Qt.FocusPolicy.TabFocus
    assert dialog.plots and all(p.focusPolicy() == Qt.FocusPolicy.NoFocus for p in dialog.plots)
    assert all(p.viewport().focusPolicy() == Qt.FocusPolicy.NoFocus for p in dialog.plots)
