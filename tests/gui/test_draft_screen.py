"""The building draft on the table (expansion I): the draft screen takes the place of
the zones while the game is in ``Phase.DRAFT``; a building dragged (or double-clicked,
or taken with Enter) onto a free space of its cost is the ``Draft`` action; a drop on
another space is refused in words and changes nothing; computer players pick through
the session as for any decision; the log has a line per pick."""

from __future__ import annotations

from PySide6.QtCore import QMimeData, QPointF, Qt
from PySide6.QtGui import QDropEvent
from PySide6.QtTest import QTest

from puertorico_qt.engine import Phase
from puertorico_qt.engine import actions as A
from puertorico_qt.engine.data import (
    AQUEDUCT,
    BUILDINGS,
    DRAFT_SPACES,
    HARBOR,
    SMALL_MARKET,
    STATUE,
    UNIVERSITY,
)
from puertorico_qt.gui import names as N
from puertorico_qt.gui import phases
from puertorico_qt.gui.draft import drafted_set
from puertorico_qt.gui.draft.model import PAYLOAD_KIND, available, board_columns
from puertorico_qt.gui.table import TableWidget
from puertorico_qt.gui.table.mime import to_mime
from puertorico_qt.gui.table.model_base import R

from .driving import drag


def _name(b: int) -> str:
    return N.building_name(b).replace("\u00ad", "")


def _pool_index(table: TableWidget, b: int):
    index = table.draft.pool.find(Kind="building", Value=b)
    assert index.isValid(), f"{BUILDINGS[b].id} is not offered"
    return index


def _space(table: TableWidget, cost: int):
    index = table.draft.board.find(Kind="draft_space", Cost=cost)
    assert index.isValid(), f"no free space of cost {cost}"
    return index


def test_the_draft_screen_shows_the_board_and_the_buildings(drafting, check_models):
    table, session, _rec = drafting
    check_models(table.all_models())
    assert table.drafting() and table.draft.isVisibleTo(table)
    board, pool = table.draft.board, table.draft.pool
    # the board's spaces: by column, 1 at cost 1, 2 at cost 2 … 5 at cost 10
    spaces = [
        board.cell_at(r, c)
        for r in range(board.rowCount())
        for c in range(board.columnCount())
        if board.cell_at(r, c) is not None
    ]
    assert len(spaces) == sum(DRAFT_SPACES.values()) == 17
    assert sorted(cell[R.Cost] for cell in spaces) == sorted(
        cost for cost, n in DRAFT_SPACES.items() for _ in range(n)
    )
    assert [len(c) for c in board_columns()] == [4, 4, 4, 5]
    assert all(cell[R.Kind] == "draft_space" and cell[R.Active] for cell in spaces)
    # every candidate is offered, with its name, cost, VP, copies and tooltip
    offered = {
        pool.cell_at(r, c)[R.Value]
        for r in range(pool.rowCount())
        for c in range(pool.columnCount())
        if pool.cell_at(r, c) is not None
    }
    assert offered == set(available(session.state)) and len(offered) == 31
    index = _pool_index(table, STATUE)
    assert index.data() == N.building_name(STATUE)
    assert index.data(R.Cost) == 10 and index.data(R.Vp) == 8 and index.data(R.Copies) == 1
    assert index.data(R.Art) == "buildings/statue"
    assert N.building_name(STATUE) in index.data(Qt.ItemDataRole.ToolTipRole)
    assert _name(HARBOR) not in table.message_text()  # nothing picked yet
    # whose turn it is: the prompt bar and the order line
    first = session.seats[session.state.current].name
    assert first in table.draft.order.text()
    assert phases.presenter(Phase.DRAFT).title(session.state) in table.prompt_bar.title.text()
    assert table.prompt_bar.chip.text() == f"Your turn, {first}"


def test_a_drag_onto_a_free_space_of_its_cost_drafts_it(drafting):
    table, session, rec = drafting
    seat = session.state.current
    can, done = drag(
        table.draft.pool, _pool_index(table, HARBOR), table.draft.board, _space(table, 8)
    )
    assert can and done
    assert rec.applied[0] == (seat, A.draft(HARBOR))
    assert HARBOR in session.state.market
    assert session.state.building_supply[HARBOR] == BUILDINGS[HARBOR].copies
    assert session.state.current == (seat + 1) % 4
    # the space shows the building; the pool no longer offers it
    assert table.draft.board.find(Kind="building", Value=HARBOR).isValid()
    assert not table.draft.pool.find(Kind="building", Value=HARBOR).isValid()
    assert table.draft.board.filled() == 1
    assert "1" in table.draft.board_panel.title.text()
    # a log line per pick, the building named
    assert _name(HARBOR) in session.log_lines[-1].replace("\u00ad", "")
    assert session.seats[seat].name in session.log_lines[-1]


def test_a_drop_on_a_space_of_another_cost_is_refused_and_says_why(drafting):
    table, session, rec = drafting
    before = session.state.clone()
    can, done = drag(
        table.draft.pool, _pool_index(table, HARBOR), table.draft.board, _space(table, 5)
    )
    assert not can and not done
    assert rec.applied == [] and session.state == before
    text = table.message_text()
    assert _name(HARBOR) in text.replace("\u00ad", "") and N.n_doubloons(8) in text
    assert N.n_doubloons(5) in text


def test_a_drop_on_a_taken_space_is_refused(drafting):
    table, session, rec = drafting
    drag(table.draft.pool, _pool_index(table, HARBOR), table.draft.board, _space(table, 8))
    taken = table.draft.board.find(Kind="building", Value=HARBOR)
    before = session.state.clone()
    can, done = drag(table.draft.pool, _pool_index(table, UNIVERSITY), table.draft.board, taken)
    assert not can and not done and session.state == before and len(rec.applied) == 1
    assert "taken" in table.message_text()


def test_a_building_whose_spaces_are_full_is_refused(drafting):
    table, session, rec = drafting
    drag(table.draft.pool, _pool_index(table, SMALL_MARKET), table.draft.board, _space(table, 1))
    assert not table.draft.pool.find(Kind="building", Value=AQUEDUCT).isValid()  # cost 1 is full
    # a payload of a building no longer offered (a stale drag) on the full space of its cost
    before = session.state.clone()
    full = table.draft.board.find(Kind="building", Value=SMALL_MARKET)
    assert not table.draft.board.drop({"kind": PAYLOAD_KIND, "building": AQUEDUCT}, full)
    assert session.state == before and len(rec.applied) == 1
    assert N.n_doubloons(1) in table.message_text()


def test_the_engines_reason_when_it_is_not_your_turn(qtbot, make_session, setup_for):
    session = make_session()
    session.new_game(setup_for(1, 3, seed=5, expansions=("buildings",), market="draft"))
    session.paused = True  # the computer players do not move
    while session.is_human_turn():  # the person picks until a computer player is to pick
        session.request(session.state.legal_actions()[0])
    table = TableWidget(session)
    qtbot.addWidget(table)
    b = available(session.state)[0]
    before = session.state.clone()
    space = _space(table, BUILDINGS[b].cost)
    assert table.draft.pool.payload(_pool_index(table, b)) is None  # nothing to pick up
    assert not table.draft.board.drop({"kind": PAYLOAD_KIND, "building": b}, space)
    assert session.state == before
    assert session.seats[session.state.current].name in table.message_text()


def test_enter_and_double_click_draft_the_building(drafting):
    table, session, rec = drafting
    view = table.draft.pool_view
    view.setFocus()
    view.setCurrentIndex(_pool_index(table, STATUE))
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert rec.applied[-1][1] == A.draft(STATUE)
    index = _pool_index(table, HARBOR)
    rect = view.visualRect(index)
    QTest.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert rec.applied[-1][1] == A.draft(HARBOR)
    assert len(session.record.actions) == 2


def test_click_a_building_then_a_space(drafting):
    table, _session, rec = drafting
    pool_view, board_view = table.draft.pool_view, table.draft.board_view
    pool_view.click(_pool_index(table, UNIVERSITY))
    assert table.ctx.picked == {"kind": PAYLOAD_KIND, "building": UNIVERSITY}
    # the free spaces of cost 8 light up, the others do not
    assert board_view.mark(_space(table, 8)) == "target"
    assert board_view.mark(_space(table, 10)) is None
    board_view.click(_space(table, 8))
    assert rec.applied[-1][1] == A.draft(UNIVERSITY)
    assert table.ctx.picked is None


def test_a_hand_built_drop_event_on_the_board_view(qtbot, drafting):
    table, _session, rec = drafting
    table.show()
    qtbot.waitExposed(table)
    view = table.draft.board_view
    wrong: QMimeData = to_mime({"kind": PAYLOAD_KIND, "building": HARBOR})
    pos = QPointF(view.visualRect(_space(table, 10)).center())
    event = QDropEvent(
        pos,
        Qt.DropAction.CopyAction,
        wrong,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    view.dropEvent(event)
    assert rec.applied == []
    right: QMimeData = to_mime({"kind": PAYLOAD_KIND, "building": STATUE})
    event2 = QDropEvent(
        pos,
        Qt.DropAction.CopyAction,
        right,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    view.dropEvent(event2)
    assert rec.applied[0][1] == A.draft(STATUE)


def test_a_whole_draft_by_the_table_then_the_zones_come_back(drafting):
    table, session, rec = drafting
    while session.state.phase == Phase.DRAFT:
        b = available(session.state)[-1]
        can, done = drag(
            table.draft.pool,
            _pool_index(table, b),
            table.draft.board,
            _space(table, BUILDINGS[b].cost),
        )
        assert can and done
    assert not table.drafting() and table.body.isVisibleTo(table)
    ids = drafted_set(session.state)
    assert ids is not None and len(ids) == 17
    # the market zone shows exactly the game's buildings: production and drafted ones
    market = table.market
    shown = {
        market.cell_at(r, c)[R.Value]
        for r in range(market.rowCount())
        for c in range(market.columnCount())
        if market.cell_at(r, c) is not None
    }
    assert shown == set(session.state.market)
    for r in range(market.rowCount()):
        for c in range(market.columnCount()):
            cell = market.cell_at(r, c)
            if cell is not None:
                assert BUILDINGS[cell[R.Value]].column == c + 1
    assert len(rec.applied) >= 16  # a last pick with one choice may be the engine's


def test_computer_players_pick_through_the_session(qtbot, make_session, setup_for):
    session = make_session()
    session.new_game(setup_for(0, 4, seed=9, expansions=("buildings", "nobles"), market="draft"))
    table = TableWidget(session)
    qtbot.addWidget(table)
    qtbot.waitUntil(lambda: session.state.phase != Phase.DRAFT, timeout=20_000)
    session.paused = True
    picks = [line for line in session.log_lines if "board" in line]
    assert len(picks) == 17  # one line per pick, a forced last one too
    assert session.bot_errors == []
    assert not table.drafting()
