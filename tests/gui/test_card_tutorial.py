"""Help › Learn to play the card game (``gui/tutorial/``) in the real main window: the
fixed deal, the explanations and tasks that come with the person's real moves, the
overlay's frames on the card table's zones, and each game's tutorial kept apart —
leaving one for the other and coming back, continue or start over per game."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect

from puertorico_qt import cards
from puertorico_qt.ai import make_bot
from puertorico_qt.cards import CardPhase, CardRole
from puertorico_qt.cards import actions as CA
from puertorico_qt.cards.data import CARD_INDEX
from puertorico_qt.engine import Role
from puertorico_qt.gui.cards import names as CN
from puertorico_qt.gui.main_window import MainWindow
from puertorico_qt.gui.tutorial import cards_steps as S
from puertorico_qt.gui.tutorial import cards_texts, zones
from puertorico_qt.gui.tutorial.controller import TutorialController
from puertorico_qt.gui.tutorial.games import BOARD, CARDS

SUGAR_MILL = CARD_INDEX["sugar_mill"]


@pytest.fixture
def open_window(qtbot, make_session, settings):
    """``open_window()``: a main window over a fresh session saving into the test's
    folder, whose computer players play the game in the session."""
    settings.show_win_chances = False
    settings.player_name = "Anna"

    def make() -> MainWindow:
        holder: list = []
        session = make_session(
            lambda level, seed: make_bot("random", seed, game=holder[0].game.name)
        )
        holder.append(session)
        win = MainWindow(session, settings, interactive=False, persist=False)
        qtbot.addWidget(win)
        win.resize(1366, 768)
        win.show()
        return win

    return make


def frames(tutorial: TutorialController) -> dict[str, QRect]:
    assert tutorial.overlay is not None
    return {zone: rect for zone, _mark, rect in tutorial.overlay.frames()}


def rect_of(table, zone: str) -> QRect:
    """``zone``'s widget on the card table, in the table's coordinates."""
    widget = table.zone_widget(zone)
    return QRect(widget.mapTo(table, QPoint(0, 0)), widget.size())


def started(window: MainWindow) -> TutorialController:
    tutorial = window.tutorial
    tutorial.open(CARDS)
    assert tutorial.attached_to(CARDS)
    return tutorial


def test_learn_to_play_offers_both_games(open_window):
    window = open_window()
    actions = window.menu_help.actions()
    tutorial = window.tutorial
    assert tutorial.action in actions and tutorial.card_action in actions
    assert tutorial.card_action.text() == "Learn to play the &card game…"
    tutorial.card_action.trigger()  # nothing kept: it starts at once
    assert tutorial.attached_to(CARDS) and window.session.is_card_game


def test_the_first_moves_of_the_card_tutorial(qtbot, open_window, wait_for_person):
    window = open_window()
    tutorial = started(window)
    session, panel, progress = window.session, tutorial.panel, tutorial.steps.progress
    table = window.card_table
    # the fixed deal: the person is the governor and chooses the very first role
    assert session.record.seed == S.SEED and session.config.players == S.PLAYERS
    assert [s.is_human for s in session.seats] == [True, False, False]
    assert [s.level for s in session.seats[1:]] == ["beginner", "beginner"]
    assert session.state.current_player == S.PERSON == session.state.governor
    assert panel.title.text() == "Welcome to Puerto Rico – the card game"
    assert "12 buildings" in panel.body.text()
    assert "You are the Governor this round" in panel.now_text.text()
    assert panel.now.property("mine") is True
    assert tutorial.overlay is not None and tutorial.overlay.parent() is table
    assert list(frames(tutorial)) == ["roles"]
    assert frames(tutorial)["roles"] == rect_of(table, "roles")
    # the Builder: its page, the chooser, and the build pointed at (hand → city)
    assert table.take_role(CardRole.BUILDER)
    assert progress.done == ["act:role"]
    assert panel.title.text() == "Builder" and panel.chooser.text() == "You chose this role last."
    assert list(frames(tutorial)) == ["hand", "city"]
    assert frames(tutorial)["city"] == rect_of(table, "city")
    assert "“Build nothing”" in panel.now_text.text()
    # a card not in the hand cannot be built: refused, and it completes nothing
    assert not session.request(CA.build(CARD_INDEX["palace"]))
    assert "act:build" not in progress.done
    # the real move: the sugar mill onto the city, then the payment is the task
    assert table.ctx.request(CA.build(SUGAR_MILL))
    assert "act:build" in progress.done and session.state.phase == CardPhase.PAY
    qtbot.waitUntil(lambda: list(frames(tutorial)) == ["hand", "buttons"])  # laid out
    assert "“Pay”" in panel.now_text.text()
    assert table.ctx.toggle("hand", 0) and table.press("submit")
    assert "act:pay" in progress.done
    assert SUGAR_MILL in session.state.players[S.PERSON].city
    # the computer players choose: their roles' pages name them
    wait_for_person(session)
    while session.state.round == 1:
        assert session.request(CA.PASS) or session.request(session.legal_actions()[0])
        wait_for_person(session)
    by_bots = {key: seat for key, seat in progress.chosen_by.items() if seat != S.PERSON}
    assert by_bots and all(key in progress.pages() for key in by_bots)
    for key, seat in by_bots.items():
        page = panel.pages[progress.pages().index(key)]
        assert page.chooser == f"{session.seats[seat].name} chose this role last."
        assert page.art == CN.role_art(S.role_of(key))
    assert S.NEW_ROUND in progress.pages()
    assert len(panel.pages) == len(progress.pages())


def test_the_councillor_points_at_the_drawn_cards(qtbot, open_window):
    window = open_window()
    tutorial = started(window)
    table, panel = window.card_table, tutorial.panel
    assert table.take_role(CardRole.COUNCILLOR)
    assert table.keeping() and panel.title.text() == "Councillor"
    qtbot.waitUntil(lambda: list(frames(tutorial)) == ["spread", "buttons"])
    assert frames(tutorial)["spread"] == rect_of(table, "spread")
    spread_tag, button_tag = tutorial.overlay.tag_boxes()  # apart, each on its own place
    assert not spread_tag.intersects(button_tag)
    assert rect_of(table, "spread").contains(spread_tag.center().toPoint())
    assert "“Keep”" in panel.now_text.text()
    assert table.ctx.toggle("spread", 0) and table.press("submit")
    assert "act:keep" in tutorial.steps.progress.done
    assert "spread" not in frames(tutorial)


def test_each_game_keeps_its_own_tutorial(open_window, wait_for_person):
    window = open_window()
    tutorial = started(window)
    session = window.session
    assert window.card_table.take_role(CardRole.PROSPECTOR)
    wait_for_person(session)
    card_actions = list(session.record.actions)
    card_shown = list(tutorial.steps.progress.shown)
    # the board game's tutorial: the card game's is kept in its own files
    tutorial.open(BOARD)
    assert tutorial.attached_to(BOARD) and not session.is_card_game
    assert CARDS.files.progress != BOARD.files.progress
    assert tutorial.store(CARDS).progress_path.exists()
    assert tutorial.store(CARDS).game_path.exists()
    assert tutorial.steps.progress.shown == ["welcome", "act:role"]
    window.table.take_role(list(session.state.role_cards).index(Role.BUILDER))
    board_actions = list(session.record.actions)
    # back to the card game: "continue" brings it back as it was
    asked: list[str] = []
    tutorial.ask = lambda game: asked.append(tutorial.menu_action(game).iconText()) or "continue"
    tutorial.open(CARDS)
    # the question is headed by the menu entry's words: it names the game
    assert asked == ["Learn to play the card game"] and tutorial.attached_to(CARDS)
    assert session.record.actions == card_actions
    assert tutorial.steps.progress.shown == card_shown
    assert tutorial.panel.title.text() == cards_texts.page_title(
        tutorial.steps.focus(session.state)
    )
    # "start over" on the card game begins it afresh; the board game's stays kept
    tutorial.ask = lambda _game: "restart"
    tutorial.open(CARDS)
    assert tutorial.attached_to(CARDS) and session.record.actions == []
    assert tutorial.steps.progress.shown == ["welcome", "act:role"]
    tutorial.ask = lambda _game: "continue"
    tutorial.open(BOARD)
    assert tutorial.attached_to(BOARD) and session.record.actions == board_actions


def test_the_board_tutorial_is_unaffected_by_a_kept_card_tutorial(open_window):
    window = open_window()
    tutorial = started(window)
    window.card_table.take_role(CardRole.BUILDER)
    tutorial.ask = lambda _game: pytest.fail("nothing of the board game's is kept: no question")
    tutorial.open(BOARD)
    assert tutorial.attached_to(BOARD)
    assert tutorial.panel.title.text() == "Welcome to Puerto Rico"
    assert [zone for zone, _m, _r in tutorial.overlay.frames()] == ["roles"]
    assert tutorial.overlay.parent() is window.table


@pytest.mark.parametrize("lang", ["de", "en", "nl"])
def test_every_page_and_task_has_words(language, lang):
    language(lang)
    keys = [S.WELCOME, S.NEW_ROUND, S.ALL_ROLES, S.GAME_OVER]
    keys += [S.role_key(r) for r in S.ROLES]
    for key in keys:
        for text in (cards_texts.page_title(key), cards_texts.page_body(key)):
            assert text and "{" not in text, (lang, key, text)
    for role in S.ROLES:
        assert cards_texts.page_title(S.role_key(role)) == CN.role_name(role)
    assert {task.key for task in S.TASKS.values()} == set(cards_texts.task_keys())
    state = cards.new_game(cards.CardConfig(players=S.PLAYERS), S.SEED)
    for task in S.TASKS.values():
        now = cards_texts.now_text(state, task, S.PERSON, ["Anna", "B", "C"])
        assert now and "{" not in now, (lang, task.key, now)
    if lang == "de":
        assert cards_texts.page_title(S.role_key(CardRole.PRODUCER)) == "Aufseher"
        assert "Baumeister" in cards_texts.page_body(S.role_key(CardRole.BUILDER))
        assert "Runde 2" in cards_texts.page_title(S.NEW_ROUND)


def test_the_card_tutorial_goes_on_from_the_autosave_and_in_another_language(
    qtbot, open_window, language
):
    first = open_window()
    tutorial = started(first)
    assert first.card_table.take_role(CardRole.BUILDER)
    actions = list(first.session.record.actions)
    shown = list(tutorial.steps.progress.shown)
    first.close()  # the tutorial's files are written as the window closes
    second = open_window()
    second.files.open_file(second.session.autosave_file(), remember=False, own_file=False)
    again = second.tutorial
    assert again.attached_to(CARDS) and second.session.record.actions == actions
    assert again.steps.progress.shown == shown
    assert again.panel.title.text() == "Builder"
    language("de")  # the panel follows (Qt posts the LanguageChange)
    qtbot.waitUntil(lambda: again.panel.title.text() == "Baumeister")
    assert "Nichts bauen" in again.panel.now_text.text()
    assert again.card_action.text() == "Das &Kartenspiel spielen lernen…"
    language("en")


def test_every_zone_of_the_tasks_is_found_on_the_card_table(open_window):
    window = open_window()
    started(window)
    table = window.card_table
    named = {zone for task in S.TASKS.values() for zone, _mark in task.targets}
    assert named == {"roles", "hand", "city", "house", "deck", "spread", "buttons"}
    for zone in named - {"spread", "buttons"}:  # on the table while roles are chosen
        rect = zones.card_zone_rect(table, zone, S.PERSON)
        assert rect is not None and table.rect().contains(rect), zone
    # the producer's card comes from the deck alone, not from the discard pile beside it
    deck = zones.card_zone_rect(table, "deck", S.PERSON)
    piles = zones.widget_rect(table, table.zone_widget("piles"))
    assert deck is not None and piles is not None and piles.contains(deck)
    assert deck.width() < piles.width() / 2
    # the councillor's cards and the buttons are not there now: nothing is pointed at
    assert zones.card_zone_rect(table, "spread", S.PERSON) is None
    assert zones.card_zone_rect(table, "buttons", S.PERSON) is None
    assert table.zone_widget("nowhere") is None
    # another seat's city is that seat's own strip
    assert table.zone_widget("city", 1) is table.seat_panel(1).view


def test_a_kept_file_of_another_deal_starts_the_tutorial_over(open_window):
    """The card tutorial's game file holding the board tutorial's game (a file copied by
    hand): "continue" starts the card tutorial afresh rather than running its steps
    over a board game."""
    window = open_window()
    tutorial = window.tutorial
    tutorial.open(BOARD)
    assert tutorial.attached_to(BOARD)
    tutorial.flush()
    board_store, card_store = tutorial.store(BOARD), tutorial.store(CARDS)
    card_store.game_path.write_bytes(board_store.game_path.read_bytes())
    progress = board_store.progress_path.read_text(encoding="utf-8")
    card_store.progress_path.write_text(
        progress.replace(BOARD.files.format, CARDS.files.format), encoding="utf-8"
    )
    assert card_store.load() is not None  # readable, but not the card tutorial's deal
    tutorial.ask = lambda _game: "continue"
    tutorial.open(CARDS)
    assert tutorial.attached_to(CARDS) and window.session.is_card_game
    assert window.session.record.seed == S.SEED and window.session.record.actions == []
    assert tutorial.steps.progress.shown == ["welcome", "act:role"]
