"""A language change while the other game is played: the table of the game not in the
session is detached (``gui/game_tables.py``) and cannot read the session's state, so it
takes the new language when its game comes back, not before (it raised before)."""

from __future__ import annotations

from puertorico_qt.ai import make_bot
from puertorico_qt.gui.main_window import MainWindow


def test_each_table_takes_a_language_chosen_while_it_was_detached(
    qtbot, make_session, settings, setup_for, language
):
    holder: list = []
    session = make_session(lambda level, seed: make_bot("random", seed, game=holder[0].game.name))
    holder.append(session)
    window = MainWindow(session, settings, interactive=False, persist=False)
    qtbot.addWidget(window)
    window.show()
    session.new_game(setup_for(1, 2, seed=5, game="cards"))
    board, cards = window.tables.board, window.tables.cards
    assert board is not None and cards is not None
    assert not board.following and cards.following
    language("de")  # pytest-qt fails the test on an exception inside changeEvent
    qtbot.waitUntil(lambda: cards.roles_panel.title.text() == "Rollen")
    session.new_game(setup_for(1, 2, seed=5))
    assert board.following and not cards.following
    assert board.roles_panel.title.text() == "Rollen"
    language("en")
    qtbot.waitUntil(lambda: board.roles_panel.title.text() == "Roles")
    session.new_game(setup_for(1, 2, seed=6, game="cards"))
    assert cards.roles_panel.title.text() == "Roles"
