"""The others' buildings new since the person's last move are marked on the card table
(``gui.cards.fresh``): exactly those, in a real game against computer players; after an
undo and after a save and a load as before; painted as a glow and a star."""

from __future__ import annotations

import random
from pathlib import Path

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter

from puertorico_qt.gui.cards.model_base import CR
from puertorico_qt.gui.cards.painter import FRESH, paint_fresh
from puertorico_qt.gui.cards.widget import CardTableWidget
from puertorico_qt.gui.session import LEVELS, GameSession, NewGameSetup, SeatInfo
from puertorico_qt.gui.table.screenshots import keen_action

Cities = list[list[int]]


def _cities(session: GameSession) -> Cities:
    return [list(p.city) for p in session.state.players]


def _expected(session: GameSession, seen: Cities) -> dict[int, set[int]]:
    """What changed in the others' cities since ``seen``, by seat."""
    return {
        seat: {
            slot
            for slot, kind in enumerate(city)
            if slot >= len(seen[seat]) or seen[seat][slot] != kind
        }
        for seat, city in enumerate(_cities(session))
        if seat != 0
    }


def _marked(table: CardTableWidget) -> dict[int, set[int]]:
    """The slots each other seat's city model marks fresh."""
    out = {}
    for seat in range(1, table.ctx.state.n):
        model = table.seat_panel(seat).city
        out[seat] = {
            model.index(row, 0).data(CR.Slot)
            for row in range(model.rowCount())
            if model.index(row, 0).data(CR.Fresh)
        }
    return out


def test_the_others_new_buildings_are_marked_since_the_persons_last_move(qtbot, tmp_path: Path):
    session = GameSession(
        autosave_path=None, bot_delay_ms=0, bot_seconds=dict.fromkeys(LEVELS, 0.01)
    )
    seats = [SeatInfo("Anna", True, "normal")]
    seats += [SeatInfo(name, False, "normal") for name in ("Benno", "Carla", "Dirk")]
    session.new_game(NewGameSetup(seats=seats, seed=5, game="cards"))
    table = CardTableWidget(session)
    qtbot.addWidget(table)
    rng = random.Random(1)
    seen = _cities(session)  # before the person's first move: the cities at the start
    marks_seen = 0
    history: list[tuple[int, dict[int, set[int]]]] = []
    for _ in range(200):
        qtbot.waitUntil(lambda: session.is_human_turn() or session.state.is_terminal())
        assert not session.state.is_terminal()
        expected = _expected(session, seen)
        assert _marked(table) == expected
        assert table.ctx.fresh_slots(0) == frozenset()  # the person's own city: never
        marks_seen += sum(map(len, expected.values()))
        for seat, slots in expected.items():  # a marked card says why in its tooltip
            model = table.seat_panel(seat).city
            for slot in slots:
                tip = model.index(slot, 0).data(Qt.ItemDataRole.ToolTipRole)
                assert "Built since your last move" in tip
                said = model.index(slot, 0).data(Qt.ItemDataRole.AccessibleTextRole)
                assert said.endswith(" (new)")  # a screen reader says it too
        if marks_seen >= 10 and session.can_undo() and history and any(history[-1][1].values()):
            break  # the previous decision may be undone, and it had marks
        history.append((len(session.record.actions), expected))
        assert session.request(keen_action(session.state, rng))
        seen = _cities(session)
        assert not any(_marked(table).values())  # the person has seen them all now
    assert marks_seen >= 10  # builds of the others were marked, turn after turn

    # undo goes back to the person's previous decision, and its marks come back
    assert session.undo()
    length, before = history[-1]
    assert len(session.record.actions) == length
    assert _marked(table) == before

    # a save and a load keep them (they are read from the game's record)
    path = tmp_path / "game.json"
    session.save(path)
    again = GameSession(autosave_path=None, bot_delay_ms=0)
    again.paused = True
    again.load(path)
    again_table = CardTableWidget(again)
    qtbot.addWidget(again_table)
    assert _marked(again_table) == before
    session.shutdown()
    again.shutdown()


def test_a_fresh_card_glows_with_a_star() -> None:
    image = QImage(120, 160, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    paint_fresh(painter, QRectF(10, 10, 100, 140))
    painter.end()
    f = FRESH.toRgb()

    def fresh(x: int, y: int) -> bool:
        c = image.pixelColor(x, y)
        return abs(c.red() - f.red()) + abs(c.green() - f.green()) + abs(c.blue() - f.blue()) < 40

    assert sum(fresh(x, 11) for x in range(20, 100)) > 60  # the outline along the top
    assert sum(fresh(x, y) for x in range(50, 70) for y in range(130, 150)) > 100  # the star
