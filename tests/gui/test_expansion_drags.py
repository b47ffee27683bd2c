"""The expansions' decisions by drag and drop and by click/keyboard on the table: guests
dragged from the guest house onto a free circle or an empty plantation, and workers,
barrels and a VP chip dragged onto the black market or the building being bought.

Every drag goes through the models (``mimeData`` / ``canDropMimeData`` /
``dropMimeData``, as Qt's views do) or a hand-built drop event on the view, on the real
session; the engine's state must change as the action says, and a refused drop must
change nothing and say why.  Positions: the first state of random games with both
expansions where the decision comes up (``test_expansion_decisions._states``)."""

from __future__ import annotations

import functools
from collections.abc import Callable

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QDropEvent
from PySide6.QtTest import QTest

from puertorico_qt.engine import GameState, Phase
from puertorico_qt.engine import actions as A
from puertorico_qt.engine.data import BLACK_MARKET, GUEST_HOUSE
from puertorico_qt.engine.rules import SAN_JUAN, building_place, is_building_place
from puertorico_qt.gui.table.model_base import R

from .driving import drag, drop_mime, make_table
from .test_expansion_decisions import _states


@functools.cache
def first(name: str) -> GameState:
    """The first state of the sample that has what ``FINDERS[name]`` asks for."""
    found = FINDERS[name]
    for state in _states():
        if found(state):
            return state.clone()
    raise AssertionError(f"no random game reached {name!r}")


def _guest_moves(s: GameState) -> list[A.MoveGuest]:
    return [m for a in s.legal_actions() if isinstance(m := A.decode(a), A.MoveGuest)]


def _guest_to_tile_and_building(s: GameState) -> bool:
    moves = _guest_moves(s)
    return (
        s.phase not in (Phase.GUESTS, Phase.STORAGE, Phase.BLACK_MARKET)
        and any(not is_building_place(m.target) for m in moves)
        and any(is_building_place(m.target) for m in moves)
    )


def _bm(kind: str) -> Callable[[GameState], bool]:
    return lambda s: (
        s.phase == Phase.BLACK_MARKET and any(A.is_kind(a, kind) for a in s.legal_actions())
    )


def _bm_worker_on_tile(s: GameState) -> bool:
    return s.phase == Phase.BLACK_MARKET and any(
        isinstance(t := A.decode(a), A.TradeWorker) and 0 <= t.place < A.BUILDING_TARGET
        for a in s.legal_actions()
    )


FINDERS: dict[str, Callable[[GameState], bool]] = {
    "guests": _guest_to_tile_and_building,
    "guests' window": lambda s: s.phase == Phase.GUESTS and bool(_guest_moves(s)),
    "trade vp": _bm("trade_vp"),
    "trade good": _bm("trade_good"),
    "trade worker on a tile": _bm_worker_on_tile,
    "only workers": lambda s: (
        s.phase == Phase.BLACK_MARKET
        and all(A.is_kind(a, "trade_worker") or A.is_kind(a, "guest") for a in s.legal_actions())
    ),
}


# ============================================================================ guests


def _guest_targets(state: GameState) -> tuple[int, int]:
    """A tile kind and a building a guest may go to now (colonist moves preferred)."""
    moves = _guest_moves(state)
    tile = next(m.target for m in moves if not is_building_place(m.target))
    building = next(m.target for m in moves if is_building_place(m.target))
    return tile, building - A.BUILDING_TARGET


@pytest.mark.parametrize("onto", ["plantation", "building"])
def test_a_guest_is_dragged_onto_a_plantation_or_a_building(qtbot, onto):
    state = first("guests")
    me = state.current
    table, session, rec = make_table(qtbot, state, me)
    board = table.board(me)
    tile, building = _guest_targets(state)
    house = board.city.find(Kind="building", Value=GUEST_HOUSE)
    assert board.city.data(house, R.Active)  # the guest house is where one can act
    guests = state.players[me].bocc[GUEST_HOUSE]
    if onto == "plantation":
        model, target = board.island, board.island.find(Kind="tile", Value=tile, Occupied=0)
    else:
        model, target = board.city, board.city.find(Kind="building", Value=building)
    assert drag(board.city, house, model, target) == (True, True)
    assert rec.applied[0][0] == me and A.is_kind(rec.applied[0][1], "guest")
    p, q = session.state.players[me], state.players[me]
    assert p.bocc[GUEST_HOUSE] == guests - 1
    if onto == "plantation":
        assert p.plant_occ[tile] == q.plant_occ[tile] + 1
    else:
        assert p.bocc[building] == q.bocc[building] + 1


def test_a_guest_dropped_where_the_engine_says_no_changes_nothing(qtbot):
    state = first("guests")
    me = state.current
    table, session, rec = make_table(qtbot, state, me)
    board = table.board(me)
    before = session.state.clone()
    house = board.city.find(Kind="building", Value=GUEST_HOUSE)
    # back onto the guest house itself: the engine's reason
    assert drag(board.city, house, board.city, house) == (False, False)
    assert rec.applied == [] and table.message_text()
    # onto a manned plantation, when there is one
    manned = board.island.find(Kind="tile", Occupied=1)
    if manned.isValid():
        assert drag(board.city, house, board.island, manned) == (False, False)
        assert table.message_text()
    # onto San Juan: a guest does not go there
    assert drag(board.city, house, board.san_juan, board.san_juan.index(0, 0)) == (False, False)
    # someone else's guest house offers nothing to drag
    other = table.board((me + 1) % state.n)
    for r in range(other.city.rowCount()):
        for c in range(other.city.columnCount()):
            assert other.city.mimeData([other.city.index(r, c)]) is None
    assert rec.applied == []
    assert session.state.players[me].plant_occ == before.players[me].plant_occ
    assert session.state.players[me].bocc == before.players[me].bocc


def test_a_guest_moves_by_clicks_and_by_the_keyboard(qtbot):
    state = first("guests")
    me = state.current
    table, session, rec = make_table(qtbot, state, me)
    board = table.board(me)
    tile, _building = _guest_targets(state)
    house = board.city.find(Kind="building", Value=GUEST_HOUSE)
    target = board.island.find(Kind="tile", Value=tile, Occupied=0)
    # click the guest house: the guest is in hand, the free plantation lights up
    board.city_view.click(house)
    picked = table.ctx.picked
    assert picked and picked["kind"] == "worker" and picked["place"] == building_place(GUEST_HOUSE)
    assert board.island_view.mark(target) == "target"
    assert "guest" in table.message_text()
    board.city_view.setCurrentIndex(house)
    QTest.keyClick(board.city_view, Qt.Key.Key_Escape)
    assert table.ctx.picked is None
    # the keyboard: Space on the guest house picks it up, Enter on the tile puts it there
    QTest.keyClick(board.city_view, Qt.Key.Key_Space)
    assert table.ctx.picked is not None
    board.island_view.setCurrentIndex(target)
    QTest.keyClick(board.island_view, Qt.Key.Key_Return)
    assert rec.applied and A.is_kind(rec.applied[0][1], "guest")
    assert session.state.players[me].plant_occ[tile] == state.players[me].plant_occ[tile] + 1


def test_a_double_click_on_an_empty_plantation_moves_a_guest_there(qtbot):
    state = first("guests")
    me = state.current
    table, _session, rec = make_table(qtbot, state, me)
    board = table.board(me)
    tile, _building = _guest_targets(state)
    target = board.island.find(Kind="tile", Value=tile, Occupied=0)
    assert board.island.activate(target)
    assert rec.applied == [(me, A.move_guest(tile, False))]


def test_the_guests_window_by_drag_then_go_on(qtbot):
    state = first("guests' window")
    me = state.current
    table, session, rec = make_table(qtbot, state, me)
    board = table.board(me)
    move = _guest_moves(state)[0]
    house = board.city.find(Kind="building", Value=GUEST_HOUSE)
    if is_building_place(move.target):
        target = board.city.find(Kind="building", Value=move.target - A.BUILDING_TARGET)
        model = board.city
    else:
        target = board.island.find(Kind="tile", Value=move.target, Occupied=0)
        model = board.island
    # a hand-built drop event on the view, as a real drag ends
    view = next(v for v in board.views if v.model() is model)
    table.show()
    qtbot.waitExposed(table)
    mime = board.city.mimeData([house])
    event = QDropEvent(
        QPointF(view.visualRect(target).center()),
        Qt.DropAction.CopyAction,
        mime,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    view.dropEvent(event)
    assert rec.applied and A.is_kind(rec.applied[0][1], "guest")
    assert session.state.players[me].bocc[GUEST_HOUSE] == state.players[me].bocc[GUEST_HOUSE] - 1


# ============================================================================ black market


def _market_cells(table, me):
    board = table.board(me)
    bm = board.city.find(Kind="building", Value=BLACK_MARKET)
    bought = table.market.find(Kind="building", Value=table.ctx.state.last_building)
    return board, bm, bought


def test_a_good_dragged_onto_the_black_market_is_traded_in(qtbot):
    state = first("trade good")
    me = state.current
    table, session, rec = make_table(qtbot, state, me)
    board, bm, bought = _market_cells(table, me)
    assert board.city.data(bm, R.Active) and table.market.data(bought, R.Active)
    g = next(A.decode(a).good for a in state.legal_actions() if A.is_kind(a, "trade_good"))
    source = board.goods.find(Kind="good", Value=g)
    assert board.goods.data(source, R.Active)
    assert drag(board.goods, source, board.city, bm) == (True, True)
    assert rec.applied[0] == (me, A.trade_good(g))
    assert session.state.players[me].goods[g] == state.players[me].goods[g] - 1


def test_a_good_onto_the_building_being_bought_and_by_clicks(qtbot):
    state = first("trade good")
    me = state.current
    table, _session, rec = make_table(qtbot, state, me)
    board, _bm, bought = _market_cells(table, me)
    g = next(A.decode(a).good for a in state.legal_actions() if A.is_kind(a, "trade_good"))
    source = board.goods.find(Kind="good", Value=g)
    # click the good, then the building being bought (lit as a target)
    board.goods_view.click(source)
    assert table.ctx.picked and table.ctx.picked["kind"] == "good"
    assert table.market_view.mark(bought) == "target"
    table.market_view.click(bought)
    assert rec.applied[0] == (me, A.trade_good(g))


def test_a_vp_chip_is_dragged_from_the_board_onto_the_black_market(qtbot):
    state = first("trade vp")
    me = state.current
    table, session, rec = make_table(qtbot, state, me)
    board, bm, bought = _market_cells(table, me)
    chip = next(d for d in table.vp_drags if d.seat == me)
    payload = chip.payload()
    assert payload == {"kind": "vp", "seat": me}
    assert all(d.payload() is None for d in table.vp_drags if d.seat != me)
    # by a click on the counter, then one on the lit black market
    chip.click()
    assert table.ctx.picked == payload and board.city_view.mark(bm) == "target"
    chip.click()
    assert table.ctx.picked is None
    assert drop_mime(table.market, payload, bought) == (True, True)
    assert rec.applied[0] == (me, A.TRADE_VP)
    assert session.state.players[me].vp == state.players[me].vp - 1


def test_a_worker_is_dragged_from_a_plantation_onto_the_black_market(qtbot):
    state = first("trade worker on a tile")
    me = state.current
    table, session, rec = make_table(qtbot, state, me)
    board, bm, _bought = _market_cells(table, me)
    trade = next(
        t
        for a in state.legal_actions()
        if isinstance(t := A.decode(a), A.TradeWorker) and 0 <= t.place < A.BUILDING_TARGET
    )
    source = board.island.find(Kind="tile", Value=trade.place, Occupied=1)
    assert drag(board.island, source, board.city, bm) == (True, True)
    assert rec.applied[0][0] == me and A.is_kind(rec.applied[0][1], "trade_worker")
    assert A.decode(rec.applied[0][1]).place == trade.place
    after = session.state.players[me]
    assert after.plant_occ[trade.place] == state.players[me].plant_occ[trade.place] - 1


def test_trade_ins_the_engine_refuses_change_nothing(qtbot):
    state = first("only workers")
    me = state.current
    table, session, rec = make_table(qtbot, state, me)
    board, bm, bought = _market_cells(table, me)
    before = session.state.clone()
    # a barrel when only a worker can still be given; a VP chip; someone else's barrel
    for payload in (
        {
            "kind": "good",
            "good": max(range(5), key=lambda g: state.players[me].goods[g]),
            "seat": me,
        },
        {"kind": "vp", "seat": me},
    ):
        assert drop_mime(board.city, payload, bm) == (False, False)
        assert table.message_text()
        assert drop_mime(table.market, payload, bought) == (False, False)
    other = {"kind": "good", "good": 0, "seat": (me + 1) % state.n}
    assert drop_mime(board.city, other, bm) == (False, False)
    # a worker onto another building of the city: no trade-in there
    elsewhere = next(
        board.city.index(r, c)
        for r in range(board.city.rowCount())
        for c in range(board.city.columnCount())
        if board.city.index(r, c).data(R.Kind) == "building"
        and board.city.index(r, c).data(R.Value) != BLACK_MARKET
    )
    worker = {"kind": "worker", "seat": me, "place": SAN_JUAN, "noble": False}
    assert not board.city.can_drop(worker, elsewhere)
    assert rec.applied == []
    p, q = session.state.players[me], before.players[me]
    assert (p.goods, p.vp, p.plant_occ, p.bocc, p.san_juan) == (
        q.goods,
        q.vp,
        q.plant_occ,
        q.bocc,
        q.san_juan,
    )


def test_no_trade_in_drags_outside_the_black_market(qtbot):
    state = first("guests")
    me = state.current
    table, _session, rec = make_table(qtbot, state, me)
    board = table.board(me)
    assert all(d.payload() is None for d in table.vp_drags)
    if board.city.find(Kind="building", Value=BLACK_MARKET).isValid():
        bm = board.city.find(Kind="building", Value=BLACK_MARKET)
        assert board.city.drop_effect({"kind": "vp", "seat": me}, bm) is None
    # a manned plantation is no drag source (no trade-in, not a guest)
    manned = board.island.find(Kind="tile", Occupied=1)
    if manned.isValid():
        assert board.island.mimeData([manned]) is None
    assert rec.applied == []


@pytest.mark.parametrize("name", ["trade good", "trade vp", "trade worker on a tile"])
def test_the_trade_in_buttons_stay(qtbot, name):
    state = first(name)
    table, _session, _rec = make_table(qtbot, state, state.current)
    keys = [b.property("key") for b in table.prompt_bar._button_widgets()]
    assert any(str(k).startswith("trade") for k in keys), keys
    text = table.prompt_bar.prompt.text()
    assert "Drag" in text and "{" not in text
