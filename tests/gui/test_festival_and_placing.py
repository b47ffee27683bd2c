"""Expansions III and IV on the table, beside the smuggler's choice: the workers won
placed at once (poached, or the festival's) by drag, click and double-click, and the
stop button that says where the rest go; the festival board (its three goals, who met
them, the tooltips); the new-game dialog's switches, remembered in the settings; the
score sheet's rows; saving, loading, undo and the autosave in the middle of it."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from puertorico_qt.engine import GameConfig, GameState, Phase, new_game
from puertorico_qt.engine import actions as A
from puertorico_qt.engine.phases.festival import BUILDING, GOODS, PLANTATIONS
from puertorico_qt.engine.scoring import score_breakdown
from puertorico_qt.gui import names as N
from puertorico_qt.gui.new_game_dialog import NewGameDialog
from puertorico_qt.gui.score_dialog import ScoreDialog
from puertorico_qt.gui.session import NewGameSetup, SeatInfo
from puertorico_qt.gui.table.model_base import R

from .driving import drag, make_table
from .iii_iv_positions import III_IV, first


def _after(state: GameState, action: int) -> GameState:
    done = state.clone()
    done.apply(action)
    return done


def _table(qtbot, name: str):
    state = first(name)
    table, session, rec = make_table(qtbot, state, state.current)
    return state, table, session, rec


def _place(state: GameState, buildings: bool) -> int:
    return next(
        a
        for a in state.legal_actions()
        if A.is_kind(a, "place") and (A.target_of(a) >= A.BUILDING_TARGET) == buildings
    )


# ============================================================================ placing


def test_a_poached_worker_dragged_onto_a_free_plantation(qtbot):
    state, table, session, rec = _table(qtbot, "poached")
    board = table.board(state.current)
    hand = board.san_juan.find(Kind="to_place")
    assert hand.data(R.Count) == state.place_left and hand.data(R.Active)
    assert "back" in board.san_juan.data(hand, 3)  # the tooltip: the rest go back
    action = _place(state, buildings=False)
    kind = A.target_of(action)
    index = next(
        board.island.index(r, c)
        for r in range(3)
        for c in range(4)
        if board.island.index(r, c).data(R.Value) == kind
        and board.island.index(r, c).data(R.Kind) == "tile"
        and not board.island.index(r, c).data(R.Occupied)
    )
    assert board.island.data(index, R.Active)  # a free circle, lit gold
    assert drag(board.san_juan, hand, board.island, index) == (True, True)
    assert rec.applied[:1] == [(state.current, action)]
    assert session.state.to_dict() == _after(state, action).to_dict()


def test_a_worker_picked_by_a_click_and_a_double_click_on_a_building(qtbot):
    state, table, _session, rec = _table(qtbot, "poached")
    board = table.board(state.current)
    action = _place(state, buildings=True)
    building = A.target_of(action) - A.BUILDING_TARGET
    cell = board.city.find(Kind="building", Value=building)
    assert board.city.data(cell, R.Active)
    board.san_juan_view.click(board.san_juan.find(Kind="to_place"))
    assert table.ctx.picked == {"kind": "placing", "seat": state.current}
    assert board.city_view.mark(cell) == "target"
    table.ctx.set_picked(None)
    assert board.city.activate(cell)  # the double-click's quick action
    assert rec.applied[:1] == [(state.current, action)]


def test_the_stop_button_says_the_poached_rest_go_back(qtbot):
    state, table, session, rec = _table(qtbot, "poached")
    button = table.prompt_bar.button("pass")
    assert button.text() == "Stop: the rest back to the supply"
    supply = state.colonist_supply
    button.click()
    assert rec.applied[:1] == [(state.current, A.PASS)]
    assert session.state.colonist_supply == supply + state.place_left
    assert f"sends {state.place_left} colonist" in session.log_lines[-1] or any(
        "back to the supply" in line for line in session.log_lines[-3:]
    )


def test_one_worker_to_place_is_one_in_the_prompt():
    """ "Put your 1 colonist on free circles now — drag them …" read wrong."""
    from puertorico_qt.gui import phases

    state = first("one to place")
    prompt = phases.phase_prompt(state, state.current, ["Anna", "Benno", "Clara", "Dirk"])
    assert prompt.startswith("Put your colonist on a free circle now — drag it from"), prompt
    assert " them " not in prompt and "1 colonist" not in prompt


def test_the_festivals_workers_stop_on_the_san_juan_space(qtbot):
    state, table, session, _rec = _table(qtbot, "festival workers")
    button = table.prompt_bar.button("pass")
    assert button.text() == "Stop: the rest on the San Juan space"
    assert "San Juan" in table.prompt_bar.prompt.text()
    me = state.current
    before = state.players[me].san_juan
    button.click()
    assert session.state.players[me].san_juan == before + state.place_left


# ============================================================================ festival


def test_the_festival_board_shows_the_three_goals_and_who_met_them(qtbot):
    state, table, session, _rec = _table(qtbot, "festival half")
    model = table.festival
    assert table.festival_panel.isVisibleTo(table)
    assert (model.rowCount(), model.columnCount()) == (1, 3)
    assert model in table.all_models()
    plantations, goods, building = (model.index(0, c) for c in range(3))
    assert plantations.data(R.Pieces) == (f"tiles/{_tile_art(state.festival[0])}",)
    assert len(goods.data(R.Pieces)) == 3
    assert building.data(R.Good) == state.festival[4]  # (plantation, 3 goods, building)
    for goal, index in ((PLANTATIONS, plantations), (GOODS, goods), (BUILDING, building)):
        assert index.data(R.Taker) == state.festival_by[goal]
        tip = model.data(index, 3)
        assert tip.startswith("<b>Festival: ")
        who = state.festival_by[goal]
        if who >= 0:
            assert f"Met by {session.names()[who]}" in tip
        else:
            assert "Not met yet" in tip
    assert plantations.data() == f"3\u00a0× {N.tile_name(state.festival[0])}"
    assert "first player to build this building" in model.data(building, 3)
    assert "craftsman" in model.data(goods, 3).lower()


def _tile_art(kind: int) -> str:
    return ("corn", "indigo", "sugar", "tobacco", "coffee")[kind]


def test_no_festival_board_without_the_festival(qtbot):
    state = new_game(GameConfig(players=3, expansions=frozenset({"smuggler"})), 1)
    table, _session, _rec = make_table(qtbot, state)
    assert table.festival.rowCount() == 0
    assert not table.festival_panel.isVisibleTo(table)
    assert table.festival not in table.all_models()


def test_the_festival_goals_are_told_in_the_log(qtbot, make_session, setup_for):
    session = make_session()
    session.new_game(setup_for(0, 4, seed=3, expansions=("festival", "smuggler")))
    session.paused = True
    session.play_now(2000, level="random", seed=1)
    state = session.state
    assert state.is_terminal()
    met = [who for who in state.festival_by if who >= 0]
    told = [line for line in session.log_lines if line.startswith("Festival: ")]
    assert len(told) == len(met) >= 1
    assert not [line for line in session.log_lines if "{" in line or "unknown action" in line]
    assert any(" swaps the " in line for line in session.log_lines)


# ============================================================================ the dialog


def test_the_dialog_switches_build_the_config_and_are_remembered(qtbot, settings):
    dialog = NewGameDialog(player_name="Anna")
    qtbot.addWidget(dialog)
    box = dialog.expansions
    assert not box.smuggler.isChecked() and not box.festival.isChecked()
    assert box.smuggler.text() == "Expansion III: Smuggler"
    assert box.festival.text() == "Expansion IV: Festival"
    assert "wanted poster" in box.smuggler.toolTip()
    box.smuggler.setChecked(True)
    box.festival.setChecked(True)
    setup = dialog.setup()
    assert setup.game_config().expansions == III_IV
    settings.last_setup = setup
    again = NewGameDialog(setup=settings.last_setup)
    qtbot.addWidget(again)
    assert again.expansions.smuggler.isChecked() and again.expansions.festival.isChecked()
    assert not again.expansions.nobles.isChecked()
    assert again.setup().game_config() == setup.game_config()


def test_all_four_expansions_together(qtbot):
    dialog = NewGameDialog(player_name="Anna")
    qtbot.addWidget(dialog)
    for box in dialog.expansions.switches.values():
        box.setChecked(True)
    config = dialog.setup().game_config()
    assert config.expansions == frozenset({"buildings", "nobles", "smuggler", "festival"})
    new_game(config, 1)  # the engine takes it


# ============================================================================ scores


def test_the_score_sheet_shows_plundered_and_festival_chips(qtbot, make_session, setup_for):
    session = make_session()
    for seed in range(1, 40):
        session.new_game(setup_for(0, 4, seed=seed, expansions=("smuggler", "festival")))
        session.paused = True
        session.play_now(2000, level="random", seed=seed)
        scores = score_breakdown(session.state)
        sources = {key for s in scores for key in s.chips_from}
        if sources == {"plunder", "festival"}:
            break
    else:
        raise AssertionError("no game with both sources")
    dialog = ScoreDialog(session)
    qtbot.addWidget(dialog)
    rows = {label: values for label, values, _bold in dialog.rows()}
    assert rows["… of them plundered (Smuggler)"] == [
        str(s.chips_from.get("plunder", 0)) for s in scores
    ]
    assert rows["… of them from the Festival"] == [
        str(s.chips_from.get("festival", 0)) for s in scores
    ]
    labels = list(rows)
    assert labels.index("VP chips") + 1 == labels.index("… of them plundered (Smuggler)")


# ============================================================================ files


def test_save_load_undo_and_autosave_in_the_smugglers_choice(
    qtbot, make_session, tmp_path: Path, wait_for_person
):
    session = make_session()
    seats = [SeatInfo("Anna", True, "normal")] + [
        SeatInfo(f"B{i}", False, "random") for i in (1, 2)
    ]
    session.new_game(NewGameSetup(seats=seats, seed=4, expansions=("smuggler", "festival")))
    for _ in range(600):  # the person's turns until she chooses what the smuggler does
        wait_for_person(session)
        state = session.state
        if state.phase == Phase.SMUGGLER:
            break
        legal = session.legal_actions()
        smuggler = [
            a for a in legal if A.is_kind(a, "role") and state.role_cards[A.card_of(a)] == 7
        ]
        session.request((smuggler or legal)[0])
    else:
        raise AssertionError("the person never chose the smuggler")
    path = tmp_path / "game.json"
    session.save(path)
    saved = json.loads(path.read_text(encoding="utf-8"))
    assert set(saved["config"]["expansions"]) == III_IV
    other = make_session()
    other.load(path)
    assert other.state.to_dict() == session.state.to_dict()
    assert other.setup.expansions == ("smuggler", "festival")
    # a choice taken back (it reveals nothing)
    before = session.state.to_dict()
    session.request(A.PLUNDER)
    assert session.can_undo()
    assert session.undo()
    assert session.state.to_dict() == before
    # the autosave holds the game and its expansions
    session.shutdown()
    auto = json.loads(session.autosave_file().read_text(encoding="utf-8"))
    assert set(auto["config"]["expansions"]) == III_IV


# ============================================================================ layout


@pytest.mark.parametrize(
    "lang,edition,scene",
    [
        ("de", "1897", "smuggler"),
        ("nl", "classic", "festival"),
        pytest.param("de", "classic", "festival", marks=pytest.mark.slow),  # as nl's, longer words
    ],
)
def test_nothing_is_cut_off_at_1366x768(qtbot, tmp_path, translations, lang, edition, scene):
    """The smuggler's choice and the festival board in the longest languages: every name
    on the table fits (the delegates record every elision), the log keeps its width."""
    from puertorico_qt.gui.table import smuggler_shots as S

    translations.set_language(lang)
    seed = S.SEEDS[edition]
    count = S.moments(edition, seed)[scene]
    win = S._window(tmp_path, translations, edition, seed, count)
    qtbot.addWidget(win)
    win.resize(1366, 768)
    win.show()
    qtbot.waitExposed(win)
    qtbot.waitUntil(lambda: abs(win.log_dock.width() - 1366 * 0.2) < 12)  # a fifth of the width
    views = win.table.all_views()
    for view in views:
        view.itemDelegate().elided.clear()
    assert not win.grab().isNull()  # paints every cell
    elided = sorted({text for view in views for text in view.itemDelegate().elided})
    assert elided == [], f"cut short at 1366x768 ({lang}, {edition}, {scene}): {elided}"
    assert win.table.festival_panel.isVisible()
    if scene == "smuggler":
        assert win.table.ctx.state.phase == Phase.SMUGGLER
        assert not win.table.board(0).wanted.isHidden()
    win.session.shutdown()


def test_five_players_with_all_four_expansions_fit(qtbot, tmp_path, translations):
    """Nine role cards, the nobles' supply and the festival board in one row: still
    nothing cut at 1366×768 in German (1897 naming)."""
    from PySide6.QtCore import QSettings

    from puertorico_qt.gui.main_window import MainWindow
    from puertorico_qt.gui.session import GameSession
    from puertorico_qt.gui.settings import Settings

    translations.set_language("de")
    session = GameSession(autosave_path=None, bot_delay_ms=0)
    session.paused = True
    names = ["Spieler 1", "Computer 1", "Computer 2", "Computer 3", "Computer 4"]
    seats = [SeatInfo(names[0], True, "normal")]
    seats += [SeatInfo(name, False, "normal") for name in names[1:]]
    everything = ("buildings", "nobles", "smuggler", "festival")
    session.new_game(NewGameSetup(seats=seats, edition="1897", seed=7, expansions=everything,
                                  market="random"))  # fmt: skip
    session.play_now(180, level="beginner", seed=7)
    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    win = MainWindow(session, settings, translations, interactive=False, persist=False)
    qtbot.addWidget(win)
    win.resize(1366, 768)
    win.show()
    qtbot.waitExposed(win)
    views = win.table.all_views()
    for view in views:
        view.itemDelegate().elided.clear()
    assert not win.grab().isNull()
    assert len(session.state.role_cards) == 9
    elided = sorted({text for view in views for text in view.itemDelegate().elided})
    assert elided == [], elided
    session.shutdown()


@pytest.mark.slow  # a whole game of bots to find the moment: about 4 s
def test_the_screenshot_command_has_the_two_scenes(qtbot, tmp_path, monkeypatch):
    from PySide6.QtGui import QImage

    from puertorico_qt.gui import app as gui_app
    from puertorico_qt.gui.table import screenshots

    # the plain PNG writer: the palette fitting costs seconds and is tested elsewhere
    monkeypatch.setattr(screenshots, "save_png", lambda image, path: image.save(str(path)))
    out = tmp_path / "smuggler.png"
    argv = ["screenshot", "--scene", "smuggler", "--out", str(out), "--size", "1366x768"]
    assert gui_app.main([*argv, "--lang", "en"]) == 0
    image = QImage(str(out))
    assert (image.width(), image.height()) == (1366, 768)
