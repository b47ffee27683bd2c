"""The others' new buildings and plantations since the person's last move are marked on
the board table (``gui.table.fresh``): exactly those, in a real game against computer
players, and after an undo as before."""

from __future__ import annotations

import random
from pathlib import Path

from PySide6.QtCore import Qt

from puertorico_qt.engine import GameConfig, GameState, new_game
from puertorico_qt.gui.session import NewGameSetup, SeatInfo
from puertorico_qt.gui.table.board_zones import IslandModel
from puertorico_qt.gui.table.context import TableContext
from puertorico_qt.gui.table.fresh import BoardNews, board_news
from puertorico_qt.gui.table.model_base import R
from puertorico_qt.gui.table.screenshots import keen_action

from .positions import session_at
from .whole_game import mayor_by_buttons, open_window, person_turns

Marks = dict[int, tuple[list[int], list[int]]]


def _expected(seen: GameState, now: GameState) -> Marks:
    """Per other seat: its new buildings, and its island's tile kinds, one per new tile."""
    out = {}
    for seat in range(1, now.n):
        before, after = seen.players[seat], now.players[seat]
        tiles = [
            k for k in range(len(after.plant)) for _ in range(after.plant[k] - before.plant[k])
        ]
        out[seat] = (sorted(set(after.buildings) - set(before.buildings)), tiles)
    return out


def _marked(table) -> Marks:
    """What each other seat's island and city models mark fresh."""
    out = {}
    for seat in range(1, table.ctx.state.n):
        board = table.board(seat)
        marks: dict[str, list[int]] = {"building": [], "tile": []}
        for model in (board.island, board.city):
            for r in range(model.rowCount()):
                for c in range(model.columnCount()):
                    cell = model.cell_at(r, c)
                    if cell is not None and cell.get(R.Fresh):
                        marks[cell[R.Kind]].append(cell[R.Value])
                        tip = model.index(r, c).data(Qt.ItemDataRole.ToolTipRole)
                        assert "New since your last move" in tip
                        said = model.index(r, c).data(Qt.ItemDataRole.AccessibleTextRole)
                        assert said.endswith(" (new)")  # a screen reader says it too
        out[seat] = (sorted(marks["building"]), sorted(marks["tile"]))
    return out


def test_the_others_new_buildings_and_plantations_are_marked(qtbot, tmp_path: Path):
    window, session = open_window(qtbot, tmp_path, bot_seconds={"normal": 0.01})
    table = window.table
    seats = [SeatInfo("Anna", True, "normal")]
    seats += [SeatInfo(name, False, "normal") for name in ("Benno", "Carla", "Dirk")]
    window.start_new_game(NewGameSetup(seats=seats, seed=5))
    rng = random.Random(1)
    seen = session.state.clone()
    marked = 0
    history = []
    for before in person_turns(qtbot, session, table, 120):
        expected = _expected(seen, session.state)
        assert _marked(table) == expected
        assert table.ctx.news(0).buildings == frozenset() and not any(table.ctx.news(0).tiles)
        marked += sum(len(b) + len(t) for b, t in expected.values())
        if (
            marked >= 12
            and session.can_undo()
            and history
            and any(b or t for b, t in history[-1][1].values())
        ):
            break
        history.append((before, expected))
        if table.ctx.mayor.active:
            mayor_by_buttons(table)
        elif table.ctx.storage.active:
            table.storage_panel.button.click()
        else:
            assert session.request(keen_action(session.state, rng))
        seen = session.state.clone()
        assert not any(b or t for b, t in _marked(table).values())
    assert marked >= 12
    assert session.undo()
    length, earlier = history[-1]
    assert len(session.record.actions) == length
    assert _marked(table) == earlier


def test_nothing_is_new_without_a_state_seen():
    state = new_game(GameConfig(players=3), seed=1)
    assert board_news(None, state, 1).buildings == frozenset()
    assert not board_news(None, state, 1).tile(0, 0, 1)


def test_of_the_forests_the_last_ones_are_the_new_ones(qtbot, monkeypatch):
    """Expansion I: forests lie face down after the tiles, one cell each."""
    state = new_game(GameConfig(players=3, expansions=("buildings",)), seed=1)
    state.players[1].forest[:2] = [2, 1]
    session = session_at(state, viewer=0)
    ctx = TableContext(session)
    monkeypatch.setattr(
        ctx, "news", lambda seat: BoardNews(forests=2) if seat == 1 else BoardNews()
    )
    island = IslandModel(ctx, 1)
    cells = [island.cell_at(r, c) for r in range(island.rowCount()) for c in range(4)]
    forests = [cell[R.Fresh] for cell in cells if cell is not None and cell[R.Kind] == "forest"]
    assert forests == [False, True, True]
    session.shutdown()
