"""Help › Learn to play (``gui/tutorial/``) in the real main window: the fixed deal, the
explanations that come with the real moves (and only with them), the panel and the
overlay, leaving and resuming, both namings in de/en/nl."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from puertorico_qt.engine import Edition, Phase, Role
from puertorico_qt.engine import actions as A
from puertorico_qt.gui import names as N
from puertorico_qt.gui.main_window import MainWindow
from puertorico_qt.gui.tutorial import steps as S
from puertorico_qt.gui.tutorial import texts
from puertorico_qt.gui.tutorial.controller import TutorialController
from puertorico_qt.gui.tutorial.overlay import HighlightOverlay
from puertorico_qt.persistence import unfinished_dir


@pytest.fixture
def open_window(qtbot, make_session, settings):
    """``open_window()``: a main window over a fresh session saving into the test's folder
    (every window of a test shares that folder, as the program's windows share theirs)."""

    settings.show_win_chances = False  # not what these tests are about (and slow to show)

    def make() -> MainWindow:
        win = MainWindow(make_session(), settings, interactive=False, persist=False)
        qtbot.addWidget(win)
        win.resize(1366, 768)
        win.show()
        return win

    return make


def role_card(window: MainWindow, role: Role) -> int:
    return list(window.session.state.role_cards).index(role)


def started(window: MainWindow) -> TutorialController:
    tutorial = window.tutorial
    tutorial.open()
    assert tutorial.attached
    return tutorial


def zones(tutorial: TutorialController) -> list[str]:
    assert tutorial.overlay is not None
    return [zone for zone, _mark, _rect in tutorial.overlay.frames()]


def test_learn_to_play_starts_the_fixed_deal_with_the_welcome(open_window, settings):
    settings.naming = "1897"
    window = open_window()
    assert window.tutorial.action in window.menu_help.actions()
    assert not window.tutorial.dock.toggleViewAction().isVisible()  # no tutorial yet
    tutorial = started(window)
    session = window.session
    assert session.record.seed == S.SEED and session.config.players == S.PLAYERS
    assert session.config.edition == Edition.E1897  # the player's naming
    assert [s.is_human for s in session.seats] == [True, False, False]
    assert [s.level for s in session.seats[1:]] == ["beginner", "beginner"]
    assert session.is_human_turn() and session.state.current_player == S.PERSON
    panel = tutorial.panel
    assert tutorial.dock.isVisible() and tutorial.dock.toggleViewAction().isVisible()
    assert panel.title.text() == "Welcome to Puerto Rico"
    assert N.term("governor", Edition.E1897) in panel.now_text.text()
    assert panel.now.property("mine") is True
    overlay = tutorial.overlay
    assert overlay is not None and overlay.isVisible()
    assert overlay.testAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
    assert zones(tutorial) == ["roles"]
    # the panel is a dock beside the table: it covers nothing of the table
    table = window.table
    corner = table.mapTo(window, QPoint(table.width(), 0)).x()
    assert tutorial.dock.mapTo(window, QPoint(0, 0)).x() >= corner
    # a drag: where from and where to are pointed at until the real move is made
    window.table.take_role(role_card(window, Role.SETTLER))
    assert zones(tutorial) == ["offer", "island"]
    assert tutorial.panel.title.text() == N.role_name(Role.SETTLER, Edition.E1897)
    island = N.term("island_word", Edition.E1897)
    assert f"onto your {island}" in tutorial.panel.now_text.text()
    take = next(a for a in session.legal_actions() if A.is_kind(a, "take"))
    assert session.request(take)
    assert "act:settler" in tutorial.steps.progress.done
    assert not overlay.isVisible() or zones(tutorial) == []


def test_explanations_come_with_real_moves_only(qtbot, open_window, wait_for_person, language):
    window = open_window()
    tutorial = started(window)
    session, panel, progress = window.session, tutorial.panel, tutorial.steps.progress
    # "Got it" folds the explanation away and nothing else: the step stays where it was;
    # the log below takes the room it leaves (it stayed empty)
    qtbot.wait(50)  # (laid out)
    tall = tutorial.dock.height()
    qtbot.mouseClick(panel.got_it, Qt.MouseButton.LeftButton)
    assert panel.collapsed and not panel.explanation.isVisible()
    qtbot.waitUntil(lambda: tutorial.dock.height() < tall, timeout=2000)
    assert progress.done == [] and zones(tutorial) == ["roles"]
    # a refused move (a tile while roles are chosen) changes nothing either
    assert not session.request(A.take(0))
    assert progress.done == [] and S.role_key(Role.BUILDER) not in progress.shown
    # taking the Builder: its explanation comes, unfolded, and the task is done
    window.table.take_role(role_card(window, Role.BUILDER))
    assert progress.done == ["act:role"]
    assert panel.title.text() == N.role_name(Role.BUILDER) and not panel.collapsed
    assert panel.chooser.text() == "You chose this role last."
    assert session.state.phase == Phase.BUILDER and session.is_human_turn()
    assert zones(tutorial) == ["market", "city"]
    # passing is a move, but not the one the step asks for: it stays open
    assert session.request(A.PASS)
    assert "act:builder" not in progress.done
    # the computer players choose: each first choice brings its explanation and chooser,
    # and they wait until it is read ("Got it"; at their pace it was gone in 0.7 s)
    qtbot.waitUntil(lambda: tutorial.reading() or session.is_human_turn(), timeout=20_000)
    assert tutorial.reading()  # (this deal: the next computer player's role is new)
    moves = len(session.record.actions)
    qtbot.wait(100)
    assert len(session.record.actions) == moves and tutorial.reading()
    assert "wait while you read" in panel.now_text.text()
    assert panel.title.text() != "Builder"  # the new role's page is in front
    # an undo while they wait brings the person's turn back: the task, not the waiting
    session.undo()
    assert session.is_human_turn() and not tutorial.reading()
    assert "wait while you read" not in panel.now_text.text()
    assert session.request(A.PASS)
    qtbot.waitUntil(lambda: tutorial.reading() or session.is_human_turn(), timeout=20_000)
    if tutorial.reading():
        qtbot.mouseClick(panel.got_it, Qt.MouseButton.LeftButton)
    assert not tutorial.reading()
    wait_for_person(session)
    while session.state.phase != Phase.ROLE:
        assert session.request(session.legal_actions()[-1])
        wait_for_person(session)
    by_bots = {key: seat for key, seat in progress.chosen_by.items() if seat != S.PERSON}
    assert by_bots and all(key in progress.shown for key in by_bots)
    assert len(panel.pages) == len(progress.pages())
    for key, seat in by_bots.items():
        page = panel.pages[progress.pages().index(key)]
        assert page.chooser == f"{session.seats[seat].name} chose this role last."
    # the panel can be hidden and shown again (Help › Learn to play › Continue)
    tutorial.dock.toggleViewAction().trigger()
    assert not tutorial.dock.isVisible()
    tutorial.open()
    assert tutorial.dock.isVisible() and tutorial.attached
    # another language while it runs: the panel follows (Qt posts the LanguageChange)
    builder = progress.pages().index(S.role_key(Role.BUILDER))
    language("de")
    assert N.role_name(Role.BUILDER).replace("\u00ad", "") == "Baumeister"
    qtbot.waitUntil(lambda: panel.pages[builder].title == N.role_name(Role.BUILDER))
    assert "{" not in panel.now_text.text() + panel.body.text() + panel.title.text()
    language("en")
    qtbot.waitUntil(lambda: panel.pages[builder].title == "Builder")
    # start over: a fresh tutorial game from the welcome
    tutorial.ask = lambda _game: "restart"
    tutorial.open()
    assert tutorial.attached and session.record.actions == []
    assert tutorial.steps.progress.shown == [S.WELCOME, "act:role"]
    assert tutorial.steps.progress.done == []
    assert panel.title.text() == "Welcome to Puerto Rico"


def test_leave_and_resume(qtbot, open_window, setup_for, wait_for_person):
    first = open_window()
    tutorial = started(first)
    first.table.take_role(role_card(first, Role.SETTLER))
    take = next(a for a in first.session.legal_actions() if A.is_kind(a, "take"))
    first.session.request(take)
    wait_for_person(first.session)
    actions = list(first.session.record.actions)
    title = tutorial.panel.title.text()
    shown = list(tutorial.steps.progress.shown)
    done = list(tutorial.steps.progress.done)
    # another game: the tutorial leaves the table and is kept
    first.start_new_game(setup_for(1, 2, seed=5))
    assert not tutorial.attached and not tutorial.dock.isVisible()
    assert tutorial.overlay is not None and not tutorial.overlay.isVisible()
    store = tutorial.store()
    assert store.progress_path.exists() and store.game_path.exists()
    # … and comes back where it was
    assert tutorial.resume()
    assert first.session.record.actions == actions
    assert tutorial.steps.progress.shown == shown and tutorial.steps.progress.done == done
    assert tutorial.panel.title.text() == title
    # the window closes; at the next start the autosave — the tutorial game — is continued
    # in a new window (a new session), and the tutorial goes on with it
    first.close()
    second = open_window()
    second.files.open_file(second.session.autosave_file(), remember=False, own_file=False)
    again = second.tutorial
    assert again.attached and second.session.record.actions == actions
    assert again.steps.progress.shown == shown and again.steps.progress.done == done
    # Help › Learn to play asks, and "continue" keeps it as it is
    asked: list[str] = []
    again.ask = lambda _game: asked.append("asked") or "continue"
    again.open()
    assert asked == ["asked"] and again.attached and again.dock.isVisible()
    assert second.session.record.actions == actions


def test_a_new_game_does_not_ask_to_save_the_tutorial(
    qtbot, open_window, setup_for, wait_for_person, monkeypatch
):
    """The tutorial keeps its game in its own files: leaving it for another game asks
    no "Save the game in progress?" (an ordinary game with moves still does)."""
    window = open_window()
    window.interactive = True  # ask as the program does
    asked: list[str] = []
    monkeypatch.setattr(
        "puertorico_qt.gui.main_window.QMessageBox.exec",
        lambda box: asked.append(box.text()) or QMessageBox.StandardButton.Cancel,
    )
    tutorial = started(window)
    window.table.take_role(role_card(window, Role.SETTLER))
    wait_for_person(window.session)
    assert window.session.has_unsaved_progress()
    assert window.files.may_replace_game() and asked == []
    assert tutorial.store().game_path.exists()  # kept, as it was
    window.start_new_game(setup_for(1, 2, seed=5))
    assert not tutorial.attached
    # ... and in its own file only: no copy among File › Recent games › Unfinished games
    # (every leave and every "Start over" had added one)
    unfinished = unfinished_dir(window.session.autosave_file())
    assert not unfinished.exists() or not any(unfinished.iterdir())
    wait_for_person(window.session)
    window.session.request(window.session.legal_actions()[0])
    wait_for_person(window.session)
    assert not window.files.may_replace_game()  # an ordinary game: asked, and cancelled
    assert asked == ["The game in progress has not been saved."]


@pytest.mark.parametrize("lang", ["de", "en", "nl"])
def test_texts_in_both_namings(language, lang):
    """Every page and every "what now" in both namings: the naming's role names and
    words, no placeholder left, no exception."""
    language(lang)
    for edition in (Edition.CLASSIC, Edition.E1897):
        words = texts.words(edition)
        keys = [S.WELCOME, S.NEW_ROUND, S.ALL_ROLES, S.GAME_OVER]
        keys += [S.role_key(r) for r in S.ROLES]
        for key in keys:
            for text in (texts.page_title(key, edition), texts.page_body(key, edition)):
                assert text and "{" not in text, (lang, edition, key, text)
        for role in S.ROLES:
            assert texts.page_title(S.role_key(role), edition) == N.role_name(role, edition)
        mayor = texts.page_body(S.role_key(Role.MAYOR), edition)
        assert words["colonists"] in mayor and words["ship"] in mayor
        settler = texts.page_body(S.role_key(Role.SETTLER), edition)
        assert words["plantation"] in settler and words["island"] in settler
        state = _state(edition)  # the texts of every task, in a real position
        for task in {t.key: t for t in S.TASKS.values()}.values():
            now = texts.now_text(state, task, S.PERSON, ["Anna", "B", "C"])
            assert now and "{" not in now, (lang, edition, task.key, now)
    if lang == "de":
        assert texts.page_title(S.role_key(Role.SETTLER), Edition.CLASSIC) == "Siedler"
        assert texts.page_title(S.role_key(Role.SETTLER), Edition.E1897) == "Pflanzer"
        assert "Durchgang 2" in texts.page_title(S.NEW_ROUND, Edition.E1897)
    if lang == "en":
        assert texts.page_title(S.role_key(Role.SETTLER), Edition.E1897) == "Planter"
        assert "workers" in texts.page_body(S.role_key(Role.MAYOR), Edition.E1897)


def _state(edition: Edition):
    from puertorico_qt.engine import GameConfig, new_game

    return new_game(GameConfig(players=S.PLAYERS, edition=edition), S.SEED)


def test_a_roles_page_names_who_chose_it_last():
    """The page comes the first time the role is chosen; its chooser line follows each
    later choice (a computer player's Settler in round 2 is not "You chose this role")."""
    steps = S.TutorialSteps()
    cards = tuple(S.ROLES)
    settler = cards.index(Role.SETTLER)
    assert steps.on_move(S.PERSON, A.choose_role(settler), cards, None) == [
        S.role_key(Role.SETTLER)
    ]
    assert steps.progress.chosen_by[S.role_key(Role.SETTLER)] == S.PERSON
    other = (S.PERSON + 1) % 3
    assert steps.on_move(other, A.choose_role(settler), cards, None) == []  # shown already
    assert steps.progress.chosen_by[S.role_key(Role.SETTLER)] == other
    assert texts.chooser_line(other, S.PERSON, ["A", "B", "C"]).endswith("chose this role last.")


def test_the_tags_stay_on_the_screen(qtbot):
    """A tag wider than its button at the right edge, and one pushed aside by another
    at the left edge, stay whole inside the overlay (one was cut: "Click her")."""
    table = QWidget()
    qtbot.addWidget(table)
    table.resize(800, 500)
    overlay = HighlightOverlay(table, lambda zone, seat: None, {"island": "inside"})
    frames = [
        ("sj", "from", QRect(0, 440, 60, 40)),  # at the left edge, low
        ("island", "to", QRect(0, 300, 120, 180)),  # its tag would go left of the first
        ("buttons", "click", QRect(770, 10, 30, 20)),  # a small button at the right edge
    ]
    boxes = overlay.tag_boxes(frames)
    inside = overlay.rect().toRectF()
    assert all(inside.contains(box) for box in boxes), boxes
    assert not any(a.intersects(b) for i, a in enumerate(boxes) for b in boxes[i + 1 :])


def test_a_tag_inside_its_frame_moves_up_rather_than_onto_the_header(qtbot):
    """The island's tag met San Juan's: it went onto the frame's top edge, over the
    board's header ("Anna (you) · Mayor"); it now rises inside the island instead."""
    table = QWidget()
    qtbot.addWidget(table)
    table.resize(800, 600)
    overlay = HighlightOverlay(table, lambda zone, seat: None, {"island": "inside", "sj": "above"})
    island = QRect(20, 100, 200, 400)
    frames = [("sj", "from", QRect(20, 504, 120, 50)), ("island", "to", island)]
    sj_tag, island_tag = overlay.tag_boxes(frames)
    assert not island_tag.intersects(sj_tag)
    assert island_tag.top() > island.top()  # inside the frame, not on its top edge
    assert island.toRectF().contains(island_tag)


def test_the_end_holds_nobody_and_the_tutorials_game_is_its_own(open_window, setup_for):
    """The end's page came when nobody was to move, and the panel said the computer
    players wait; the tutorial tells its own game from another (a "No" to continuing it
    at start keeps no copy among the unfinished games: it has its own file)."""
    window = open_window()
    tutorial = started(window)
    session = window.session
    session.play_now(2000)
    assert session.state.is_terminal()
    assert not tutorial.reading()
    assert "wait while you read" not in tutorial.panel.now_text.text()
    tutorial.flush()
    assert tutorial.owns(session.record)
    window.start_new_game(setup_for(1, 2, seed=5))
    assert not tutorial.owns(session.record)
