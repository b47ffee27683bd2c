"""The replay window: a recorded game opens, and every step is the live game's state at
that step; stepping by decision and by round, jumping, the keys, "show everything",
the command line, File › Open, Export and the archive; a damaged file changes nothing."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from puertorico_qt import cards, engine, persistence
from puertorico_qt.__main__ import GUI_COMMANDS
from puertorico_qt.ai import make_bot
from puertorico_qt.gui.app import build_parser
from puertorico_qt.gui.cards.model_base import CR
from puertorico_qt.gui.chart_parts import PLAYER_COLORS
from puertorico_qt.gui.main_window import MainWindow
from puertorico_qt.gui.replay.hands import hand_lines
from puertorico_qt.gui.replay.launch import run_replay
from puertorico_qt.gui.replay.window import ReplayWindow
from puertorico_qt.gui.table.model_base import R
from puertorico_qt.persistence import GameRecord, SeatInfo

from ..persistence.finished_games import finished_record

SEATS = [("Anna", True, "normal"), ("Benno", False, "random"), ("Carla", False, "random")]


@cache
def _live(game: str, seed: int = 5, hidden_vp: bool = False) -> tuple[GameRecord, list[dict]]:
    """A game played live by random bots: its record and the state after every decision."""
    config = (
        cards.CardConfig(players=3)
        if game == "cards"
        else engine.GameConfig(players=3, hidden_vp=hidden_vp)
    )
    state: Any = (
        cards.new_game(config, seed)  # type: ignore[arg-type]
        if game == "cards"
        else engine.new_game(config, seed)  # type: ignore[arg-type]
    )
    bot = make_bot("random", seed)
    live = [state.to_dict()]
    actions = []
    while not state.is_terminal():
        action = bot.choose_in(state)
        actions.append(state.format_action(action))
        state.apply(action)
        live.append(state.to_dict())
    record = GameRecord(
        config=config.to_dict(),
        seed=seed,
        seats=[SeatInfo(*s) for s in SEATS],
        actions=actions,
        finished=True,
        game=game,
    )
    return record, live


def _window(qtbot, record: GameRecord, charts: bool = False) -> ReplayWindow:
    window = ReplayWindow(record, charts=charts)
    qtbot.addWidget(window)
    return window


@pytest.mark.parametrize("game", ["puertorico", "cards"])
def test_every_step_equals_the_live_game(qtbot, game: str) -> None:
    record, live = _live(game)
    window = _window(qtbot, record)
    assert window.session.step == len(live) - 1  # a finished game opens at its end
    assert window.session.show_everything  # default on for a finished game
    window.controls.first.click()
    for step, expected in enumerate(live):
        assert window.session.step == step
        assert window.current_state().to_dict() == expected
        assert window.table.session.state is window.current_state()
        window.controls.forward.click()
    assert window.session.step == len(live) - 1
    assert not window.controls.forward.isEnabled()


def test_a_step_forward_shows_what_a_gold_mine_turned_up(qtbot) -> None:
    record, _live_states = _live("cards", 6)  # seed 6: a gold mine turns up cards
    window = _window(qtbot, record)
    window.show()
    session, table = window.session, window.table
    at = next(
        i + 1
        for i in range(session.steps.last)
        if session.steps.game.turned_up(
            session.steps.states[i], session.steps.states[i].parse_action(record.actions[i])
        )
    )
    session.go(at - 1)
    window.controls.forward.click()
    assert session.step == at and table.reveals.visible()  # type: ignore[union-attr]
    window.controls.back.click()  # a step back shows nothing turned up
    assert table.reveals.visible() == []  # type: ignore[union-attr]
    session.go(at - 3)
    session.go(at)  # a jump neither
    assert table.reveals.visible() == []  # type: ignore[union-attr]


@pytest.mark.slow  # the same walk backwards; the default run stays under two minutes
@pytest.mark.parametrize("game", ["puertorico", "cards"])
def test_every_step_back_equals_the_live_game(qtbot, game: str) -> None:
    record, live = _live(game)
    window = _window(qtbot, record)
    for step in reversed(range(len(live) - 1)):
        window.controls.back.click()
        assert window.current_state().to_dict() == live[step]


@pytest.mark.parametrize("game", ["puertorico", "cards"])
def test_stepping_by_round_lands_on_round_starts(qtbot, game: str) -> None:
    record, _live_states = _live(game)
    window = _window(qtbot, record)
    steps = window.steps
    window.controls.go_first()
    seen = [0]
    while window.session.step < steps.last:
        window.controls.forward_round.click()
        seen.append(window.session.step)
    starts = steps.round_starts()
    assert seen[:-1] == starts and seen[-1] == steps.last
    for step in starts[1:]:
        assert steps.states[step].round == steps.states[step - 1].round + 1
    window.controls.go_last()
    back = []
    while window.session.step > 0:
        window.controls.back_round.click()
        back.append(window.session.step)
    assert back == list(reversed(starts))
    # from the middle of a round, back a round is first the start of that round
    window.session.go(starts[2] + 1)
    window.controls.back_round.click()
    assert window.session.step == starts[2]


def test_jump_to_a_round_and_the_log_follows(qtbot) -> None:
    record, live = _live("puertorico")
    window = _window(qtbot, record)
    combo = window.controls.rounds
    assert [int(combo.itemData(i)) for i in range(combo.count())] == window.steps.rounds()
    combo.activated.emit(3)  # the fourth round
    round_number = int(combo.itemData(3))
    step = window.session.step
    assert window.current_state().round == round_number
    assert window.current_state().to_dict() == live[step]
    assert window.steps.states[step - 1].round == round_number - 1
    assert combo.currentIndex() == 3
    lines = window.log_lines()
    assert len(lines) == window.steps.log_size[step]
    window.controls.go_last()
    assert len(window.log_lines()) == len(window.steps.log)
    window.controls.go_first()
    assert len(window.log_lines()) == window.steps.log_size[0]
    window.controls.slider.setValue(20)
    assert window.session.step == 20 and window.current_state().to_dict() == live[20]


def test_keys(qtbot) -> None:
    record, live = _live("cards")
    window = _window(qtbot, record)
    window.show()
    qtbot.waitExposed(window)
    starts = window.steps.round_starts()
    qtbot.keyClick(window, Qt.Key.Key_Home)
    assert window.session.step == 0
    qtbot.keyClick(window, Qt.Key.Key_Right)
    qtbot.keyClick(window, Qt.Key.Key_Right)
    assert window.session.step == 2
    qtbot.keyClick(window, Qt.Key.Key_Left)
    assert window.session.step == 1
    qtbot.keyClick(window, Qt.Key.Key_PageDown)
    assert window.session.step == starts[1]
    qtbot.keyClick(window, Qt.Key.Key_PageDown)
    assert window.session.step == starts[2]
    qtbot.keyClick(window, Qt.Key.Key_PageUp)
    assert window.session.step == starts[1]
    qtbot.keyClick(window, Qt.Key.Key_End)
    assert window.session.step == len(live) - 1


def test_show_everything_off_hides_the_others_hands(qtbot) -> None:
    record, _ = _live("cards")
    window = _window(qtbot, record)
    window.show()
    window.session.go(window.steps.round_starts()[2])
    s = window.session
    assert s.show_everything and window.hands.isVisible()
    others = hand_lines(s)
    assert len(others) == 2 and others[0].startswith("Benno:")
    viewer_hand = sorted(window.table.ctx.hand())  # type: ignore[union-attr]
    state = window.current_state()
    assert viewer_hand == sorted(k for k, n in enumerate(state.players[0].hand) for _ in range(n))
    window.controls.everything.setChecked(False)
    assert not s.show_everything
    assert hand_lines(s) == [] and not window.hands.isVisible()
    assert window.hands.text() == ""
    # the table shows the chosen seat's own hand, and no one else's
    window.controls.viewer.activated.emit(1)
    assert s.viewer_seat() == 1
    assert sorted(window.table.ctx.hand()) == sorted(  # type: ignore[union-attr,unused-ignore]
        k for k, n in enumerate(state.players[1].hand) for _ in range(n)
    )


def test_hidden_victory_points_follow_show_everything(qtbot) -> None:
    record, _ = _live("puertorico", seed=8, hidden_vp=True)
    window = _window(qtbot, record)
    window.session.go(window.steps.round_starts()[-1])  # before the end: chips hidden
    ctx: Any = window.table.ctx
    assert not ctx.hidden_vp(1)
    window.controls.everything.setChecked(False)
    assert ctx.hidden_vp(1) and not ctx.hidden_vp(0)
    assert all(snap.vp[1] is None for snap in window.session.history())


def test_the_replay_refuses_moves(qtbot) -> None:
    record, live = _live("puertorico")
    window = _window(qtbot, record)
    window.session.go(3)
    with qtbot.waitSignal(window.session.illegal_move):
        assert not window.session.request(0)
    assert window.current_state().to_dict() == live[3]


def test_a_board_replay_seen_by_the_player_to_move_gives_him_no_orders(qtbot) -> None:
    """The prompt said "Drag a tile from the offer onto your island …" to the replay's
    viewer whenever he was the one to move: a replay tells what each one is doing."""
    record, _ = _live("puertorico")
    window = _window(qtbot, record)
    session = window.session
    for step in range(1, 40):  # a step where Anna is to move
        session.go(step)
        if session.state.current == 0:
            break
    assert session.state.current == 0
    session.set_viewer(0)
    prompt = window.table.prompt_bar.prompt.text()
    assert prompt.startswith("Anna ") and "Drag" not in prompt, prompt


def test_the_chart_follows_the_step(qtbot) -> None:
    record, _ = _live("puertorico")
    window = _window(qtbot, record, charts=True)
    charts = window.charts
    assert charts is not None and charts.win_chances is not None
    window.session.go(window.steps.round_starts()[4])
    assert charts.marker_round() == 5
    x, _y = charts.curves[0].getData()
    assert list(x) == [0, 1, 2, 3, 4]


def test_one_legend_above_the_small_charts_names_every_player(qtbot) -> None:
    """Four players in the replay dock's small charts: a legend inside either chart
    covered half of it (and once hid the first name); one line of names above both, in
    the lines' colours, leaves the plots free."""
    names = ["Anna", "Benno", "Carla", "Dirk"]
    record = finished_record([(name, i == 0, "random") for i, name in enumerate(names)])
    window = _window(qtbot, record, charts=True)
    charts = window.charts
    assert charts is not None and charts.win_chances is not None
    charts.setParent(None)
    qtbot.addWidget(charts)
    charts.resize(270, 300)  # about what a 1366x768 replay gives the dock
    charts.show()
    qtbot.waitExposed(charts)
    legend = charts.legend
    assert legend.names() == names
    for seat, name in enumerate(names):
        assert name in legend.text() and PLAYER_COLORS[seat] in legend.text()
    assert legend.geometry().bottom() < charts.plot.geometry().top()
    assert legend.width() <= charts.width()
    assert legend.height() < 2 * legend.fontMetrics().height() + 8  # one line at 270 px
    assert charts.plot.getPlotItem().legend is None
    assert charts.win_chances.plot.getPlotItem().legend is None


# ---------------------------------------------------------------------- opening


def test_the_command_line_parses_and_refuses_a_damaged_file(qapp, tmp_path: Path, capsys) -> None:
    assert "replay" in GUI_COMMANDS
    args, _ = build_parser().parse_known_args(["replay", "game.json", "--lang", "de"])
    assert args.command == "replay" and args.file == "game.json" and args.replay_lang == "de"
    bad = tmp_path / "bad.json"
    bad.write_text("{ not json", encoding="utf-8")
    args, _ = build_parser().parse_known_args(["replay", str(bad), "--lang", "en"])
    assert run_replay(qapp, args) == 2
    assert "damaged" in capsys.readouterr().err


def _main_window(qtbot, make_session, settings) -> MainWindow:
    window = MainWindow(make_session(), settings, interactive=False, persist=False)
    qtbot.addWidget(window)
    return window


@pytest.mark.parametrize("game", ["puertorico", "cards"])
def test_file_open_of_a_finished_game_opens_the_replay(
    qtbot, make_session, settings, tmp_path: Path, game: str
) -> None:
    record, live = _live(game)
    path = tmp_path / "finished.json"
    persistence.save_record(path, record)
    window = _main_window(qtbot, make_session, settings)
    assert window.replays.open_path(path)
    replay = window.replays.replay_windows[-1]
    qtbot.addWidget(replay)
    assert replay.current_state().to_dict() == live[-1]
    title = "Puerto Rico, the card game" if game == "cards" else "– Puerto Rico"
    assert replay.windowTitle().endswith(title)


def test_file_open_of_an_unfinished_game_continues_it(
    qtbot, make_session, settings, tmp_path: Path
) -> None:
    record, _ = _live("puertorico")
    unfinished = GameRecord(
        record.config, record.seed, record.seats, record.actions[:40], game=record.game
    )
    path = tmp_path / "unfinished.json"
    persistence.save_record(path, unfinished)
    window = _main_window(qtbot, make_session, settings)
    assert not window.replays.open_path(path)  # not interactive: continued as usual
    assert window.replays.replay_windows == []


def test_a_damaged_file_gives_a_message_and_changes_nothing(
    qtbot, make_session, settings, tmp_path: Path
) -> None:
    window = _main_window(qtbot, make_session, settings)
    record, _ = _live("puertorico")
    data = record.to_dict()
    data["actions"][10] = "build castle-in-the-air"
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(data), encoding="utf-8")
    before = window.log_view.toPlainText()
    # a refused move: passed on to the game's opening, which may offer the position
    # before it (a question only a person at the screen is asked), else the message
    assert not window.replays.open_path(bad)
    assert not window.files.open_file(bad)
    assert window.replays.replay_windows == []
    assert "cannot be opened" in window.log_view.toPlainText().replace(before, "")
    assert not window.session.active
    bad.write_text(json.dumps(data)[:-20], encoding="utf-8")  # cut short: not JSON
    before = window.log_view.toPlainText()
    assert window.replays.open_path(bad)
    assert "cannot be opened" in window.log_view.toPlainText().replace(before, "")
    assert window.replays.replay_windows == [] and not window.session.active


def test_export_and_the_archive(qtbot, make_session, settings, tmp_path: Path) -> None:
    window = _main_window(qtbot, make_session, settings)
    record, live = _live("cards")
    window.session.open_record(record)
    out = tmp_path / "shared.json"
    assert window.replays.export_to(out)
    loaded = persistence.load_record(out)
    assert loaded.actions == record.actions and loaded.finished
    folder = persistence.records_dir(tmp_path)
    folder.mkdir(parents=True, exist_ok=True)
    persistence.archive_finished(loaded, folder)
    from puertorico_qt.gui.replay.opening import ReplaysDialog, records_folder

    assert records_folder(window) == folder
    dialog = ReplaysDialog(folder, window)
    qtbot.addWidget(dialog)
    assert dialog.list.count() == 1
    # who won, and with how many points: games of one evening were told apart only by
    # the order of the names
    state = record.new_state()
    for action in record.actions:
        state.apply(state.parse_action(action))
    scores = state.scores()
    best = max(scores)
    winner = record.seats[scores.index(best)].name
    assert dialog.list.item(0).text().endswith(f" – won by {winner} ({best} VP)")
    with qtbot.waitSignal(dialog.chosen) as chosen:
        dialog.list.setCurrentRow(0)
        dialog._open_current()
    window.replays._open_archived(chosen.args[0])
    replay = window.replays.replay_windows[-1]
    qtbot.addWidget(replay)
    assert replay.current_state().to_dict() == live[-1]
    assert replay.windowTitle().endswith("Puerto Rico, the card game")


def test_the_archive_list_tells_the_set_ups_apart(qapp) -> None:
    """A replay's line says the edition and the expansions (an 1897 game with all four
    and a classic one looked alike), the card game's variant and expansion."""
    from puertorico_qt.gui.replay.opening import _setup_text
    from puertorico_qt.persistence.archive import RecordInfo

    def line(game: str, config: dict) -> str:
        return _setup_text(RecordInfo(Path("x.json"), game, "", (), 0, config))

    assert line("puertorico", {"edition": "classic", "expansions": []}) == "board game, classic"
    assert (
        line("puertorico", {"edition": "1897", "expansions": ["festival", "buildings"]})
        == "board game, 1897, expansions I, IV"
    )
    assert line("puertorico", {"edition": "1897", "expansions": ["nobles"]}).endswith(
        "expansion II"
    )
    assert line("puertorico", {}) == "board game, classic"  # an old file: defaults
    assert (
        line("cards", {"variant": True, "expansions": ["buildings"]})
        == "card game, variant set-up, with the expansion"
    )


def test_the_replay_pictures_show_the_round_asked_for(qtbot, tmp_path: Path) -> None:
    """``gui.replay.shots``: the docs' replay pictures (random bots here, for speed)."""
    from PySide6.QtGui import QImage

    from puertorico_qt.gui.replay import shots

    record = shots.bot_record("cards", shots.NAMES, ["random"] * 3, seed=5)
    assert record.finished and record.game == "cards"
    assert [seat.is_human for seat in record.seats] == [True, False, False]
    path = shots.render(record, (1000, 700), tmp_path / "replay.png", round_no=3)
    picture = QImage(str(path))
    assert (picture.width(), picture.height()) == (1000, 700)


def _marks(window: ReplayWindow, game: str) -> dict[int, list]:
    """What the replay's table marks new, by seat: city slots (cards), or (kind, value)
    of the board's buildings and tiles."""
    table = window.table
    out: dict[int, list] = {}
    for seat in range(window.current_state().n):
        if game == "cards":
            model = table.seat_panel(seat).city
            rows = [model.index(r, 0) for r in range(model.rowCount())]
            out[seat] = sorted(i.data(CR.Slot) for i in rows if i.data(CR.Fresh))
        else:
            board = table.board(seat)
            cells = [
                model.cell_at(r, c)
                for model in (board.island, board.city)
                for r in range(model.rowCount())
                for c in range(model.columnCount())
            ]
            out[seat] = sorted(
                (cell[R.Kind], cell[R.Value]) for cell in cells if cell and cell.get(R.Fresh)
            )
    return out


def _changed(before: Any, after: Any, game: str) -> dict[int, list]:
    """What ``after`` has on each board that ``before`` had not."""
    out: dict[int, list] = {}
    for seat, (b, a) in enumerate(zip(before.players, after.players, strict=True)):
        if game == "cards":
            out[seat] = [
                slot
                for slot, kind in enumerate(a.city)
                if slot >= len(b.city) or b.city[slot] != kind
            ]
        else:
            new = sorted(set(a.buildings) - set(b.buildings))
            tiles = [k for k in range(len(a.plant)) for _ in range(a.plant[k] - b.plant[k])]
            out[seat] = sorted([("building", x) for x in new] + [("tile", k) for k in tiles])
    return out


@pytest.mark.parametrize("game", ["puertorico", "cards"])
def test_a_step_marks_what_it_changed_on_every_board(qtbot, game: str) -> None:
    """Stepping by rounds, the table marks what the round changed, the viewer's board
    too (in a replay nobody at the screen made it); stepping back marks nothing."""
    record, _live_states = _live(game)
    window = _window(qtbot, record)
    steps = window.steps
    assert not any(_marks(window, game).values())  # nothing shown before: no marks
    starts = steps.round_starts()
    viewer = window.session.viewer_seat()
    # a round in which the viewer's own board changed too
    r = next(
        r
        for r in range(1, len(starts) - 1)
        if _changed(steps.states[starts[r]], steps.states[starts[r + 1]], game)[viewer]
    )
    window.session.go(starts[r])
    window.controls.forward_round.click()
    expected = _changed(steps.states[starts[r]], window.current_state(), game)
    assert expected[viewer] and _marks(window, game) == expected
    # the tooltip says what the star means here
    seat = viewer
    if game == "cards":
        model = window.table.seat_panel(seat).city
        index = model.index(expected[seat][0], 0)
    else:
        board = window.table.board(seat)
        model = board.city if expected[seat][0][0] == "building" else board.island
        index = model.find(Fresh=True)
    assert "since the position shown before" in index.data(Qt.ItemDataRole.ToolTipRole)
    window.controls.back_round.click()  # back: the earlier position has nothing new
    assert not any(_marks(window, game).values())
    # a jump over rounds marks nothing: nearly everything changed
    assert steps.round_of(steps.last) - steps.round_of(window.session.step) > 1
    window.session.go(steps.last)
    assert not any(_marks(window, game).values())


@pytest.mark.parametrize("game", ["puertorico", "cards"])
def test_the_seat_seen_by_is_not_called_you(qtbot, game: str) -> None:
    """Whoever watches a replay did not sit at the seat it is seen by: no "(you)"."""
    record, _ = _live(game)
    window = _window(qtbot, record)
    window.show()
    window.session.go(window.steps.round_starts()[1])
    texts = [label.text() for label in window.findChildren(QLabel)]
    assert not any("(you)" in text for text in texts), [t for t in texts if "(" in t]
    assert any(text == record.seats[window.session.viewer_seat()].name for text in texts)


def test_the_archive_list_says_what_it_left_out(qtbot, tmp_path: Path) -> None:
    """A damaged file in the archive is counted and named (it was left out unsaid); with
    nothing kept because the setting is off, the list says where to switch it on; with
    games, the one Open would open is shown chosen."""
    from puertorico_qt.gui.replay.opening import ReplaysDialog

    folder = tmp_path / "records"
    folder.mkdir()
    (folder / "2026-01-01-broken.json").write_text("{", encoding="utf-8")
    dialog = ReplaysDialog(folder, None, keeping=False)
    qtbot.addWidget(dialog)
    assert "Keep finished games" in dialog.list.item(0).text()
    assert not dialog.skipped.isHidden()
    assert dialog.skipped.text().startswith("1 file")
    assert "2026-01-01-broken.json" in dialog.skipped.toolTip()
    record, _ = _live("cards")
    persistence.archive_finished(record, folder)
    dialog = ReplaysDialog(folder, None)
    qtbot.addWidget(dialog)
    assert dialog.list.count() == 1 and dialog.list.currentRow() == 0
