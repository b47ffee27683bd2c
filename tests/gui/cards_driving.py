"""Driving the card table in the GUI tests: a real, paused session playing on from a
hand-built position (``tests/cards/positions.table``), the ``CardTableWidget`` over it, a
recorder of what the session applied and refused, and drag and drop done through the
models the way Qt's views do it (``mimeData`` of the source, ``canDropMimeData`` and
``dropMimeData`` of the target)."""

from __future__ import annotations

from PySide6.QtCore import Qt

from puertorico_qt.cards import CardState
from puertorico_qt.gui.cards.widget import CardTableWidget
from puertorico_qt.gui.session import GameSession
from puertorico_qt.persistence import GameRecord, SeatInfo

NAMES = ["Anna", "Benno", "Clara", "Dirk"]


class CardPositionRecord(GameRecord):
    """A card game's record whose game starts from a given state (a test's position)."""

    start: CardState

    def new_state(self) -> CardState:
        return self.start.clone()


def card_session(
    state: CardState, viewer: int = 0, *, everyone_human: bool = False, paused: bool = True
) -> GameSession:
    seats = [SeatInfo(NAMES[i], everyone_human or i == viewer, "random") for i in range(state.n)]
    record = CardPositionRecord(config=state.config.to_dict(), seed=0, seats=seats, game="cards")
    record.start = state.clone()
    session = GameSession(autosave_path=None, bot_delay_ms=0)
    session.paused = paused
    session.open_record(record)
    return session


class Recorder:
    """What the session applied and refused."""

    def __init__(self, session: GameSession) -> None:
        self.applied: list[str] = []
        self.refused: list[str] = []
        session.action_applied.connect(lambda _seat, _action, text: self.applied.append(text))
        session.illegal_move.connect(self.refused.append)


def card_table(
    qtbot, state: CardState, viewer: int = 0, everyone_human: bool = False
) -> tuple[CardTableWidget, GameSession, Recorder]:
    session = card_session(state, viewer, everyone_human=everyone_human)
    table = CardTableWidget(session)
    qtbot.addWidget(table)
    table.resize(1280, 760)
    table.show()
    return table, session, Recorder(session)


def drag(source, row: int, target, target_row: int) -> tuple[bool, bool]:
    """Drag item ``row`` of model ``source`` onto item ``target_row`` of model ``target``:
    (whether the target accepts it there, whether the drop was done)."""
    data = source.mimeData([source.index(row, 0)])
    assert data is not None, "nothing to drag there"
    index = target.index(target_row, 0)
    can = target.canDropMimeData(data, Qt.DropAction.CopyAction, -1, -1, index)
    done = target.dropMimeData(data, Qt.DropAction.CopyAction, -1, -1, index)
    return can, done


def rows_of(model, kind: int) -> list[int]:
    """The rows of ``model`` that show card ``kind``."""
    from puertorico_qt.gui.cards.model_base import CR

    return [r for r in range(model.rowCount()) if model.index(r, 0).data(CR.Card) == kind]


def build_onto_free_place(t: CardTableWidget, kind: int) -> None:
    """As builder, drag the hand's card ``kind`` onto the city's free place (its payment
    follows)."""
    from puertorico_qt.cards import CardRole

    t.take_role(CardRole.BUILDER)
    city = t.seat_panel(t.ctx.viewer()).city
    drag(t.hand, rows_of(t.hand, kind)[0], city, city.rowCount() - 1)


def round_start(state: CardState) -> CardState:
    """``state`` at the start of its round, where the chapel and the hand limit are asked
    (the position's round begins anew)."""
    from puertorico_qt.cards.phases.round_start import chapel_turns

    state.turn = 0
    chapel_turns(state)
    state._legal = None
    return state
