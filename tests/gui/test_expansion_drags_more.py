"""More of the expansions' decisions by drag and drop and by click/keyboard (the buttons
stay): a face-up plantation dragged onto the forest house is laid as a forest, a barrel
dragged onto the small wharf starts or extends its load, an island tile dragged onto the
land office is sold there and the face-down pile dragged onto the island is bought.

As in ``test_expansion_drags``: every drag goes through the models on the real session,
a legal drop is exactly the engine's action (the first one the session applies: forced
moves may follow; the state changes as the engine's own ``apply`` of it does), a refused drop changes nothing and says why.  Positions: the
first state of random games with both expansions where the decision comes up."""

from __future__ import annotations

import functools
from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from puertorico_qt.engine import GameState, Phase
from puertorico_qt.engine import actions as A
from puertorico_qt.engine.data import FOREST_HOUSE, LAND_OFFICE, QUARRY, SMALL_WHARF
from puertorico_qt.gui.table.model_base import R

from .driving import drag, drop_mime, make_table
from .test_expansion_decisions import _states


def _legal(s: GameState, kind: str) -> list[int]:
    return [a for a in s.legal_actions() if A.is_kind(a, kind)]


def _plantation_sale(s: GameState) -> bool:
    return s.phase == Phase.TRADER and any(not A.decode(a).forest for a in _legal(s, "land_sell"))


def _idle_forest_house(s: GameState) -> bool:
    """The Settler phase, the player's forest house unmanned: no forest for him."""
    p = s.players[s.current]
    return (
        s.phase == Phase.SETTLER
        and p.bocc[FOREST_HOUSE] == 0
        and not _legal(s, "forest")
        and any(A.take(k) in s.legal_actions() for k in range(A.N_PLANTATION_KINDS))
    )


FINDERS: dict[str, Callable[[GameState], bool]] = {
    "forest": lambda s: s.phase == Phase.SETTLER and bool(_legal(s, "forest")),
    "idle forest house": _idle_forest_house,
    "small wharf start": lambda s: s.phase == Phase.CAPTAIN and bool(_legal(s, "small_wharf")),
    "small wharf load": lambda s: s.phase == Phase.SMALL_WHARF and bool(_legal(s, "small_wharf")),
    "land sell": _plantation_sale,
    "land buy": lambda s: s.phase == Phase.TRADER and A.LAND_BUY in s.legal_actions(),
}


@functools.cache
def first(name: str) -> GameState:
    found = FINDERS[name]
    for state in _states():
        if found(state):
            return state.clone()
    raise AssertionError(f"no random game reached {name!r}")


def _after(state: GameState, action: int) -> GameState:
    """The engine's own result of ``action``."""
    done = state.clone()
    done.apply(action)
    return done


def _same_players(a: GameState, b: GameState) -> None:
    for p, q in zip(a.players, b.players, strict=True):
        assert (p.goods, p.plant, p.forest, p.plant_occ, p.bocc, p.doubloons, p.vp) == (
            q.goods,
            q.plant,
            q.forest,
            q.plant_occ,
            q.bocc,
            q.doubloons,
            q.vp,
        )


def _other_building(table, me):
    """A building in another player's city (any will do)."""
    for seat in range(table.ctx.state.n):
        if seat == me:
            continue
        city = table.board(seat).city
        index = city.find(Kind="building")
        if index.isValid():
            return city, index
    raise AssertionError("nobody else has a building")


# ============================================================================ forests


def test_a_plantation_dragged_onto_the_forest_house_is_laid_as_a_forest(qtbot):
    state = first("forest")
    me = state.current
    table, session, rec = make_table(qtbot, state, me)
    board = table.board(me)
    k = A.decode(_legal(state, "forest")[0]).kind
    house = board.city.find(Kind="building", Value=FOREST_HOUSE)
    assert board.city.data(house, R.Active)  # lit gold: a decision there
    source = table.offer.find(Kind="tile", Value=k)
    assert drag(table.offer, source, board.city, house) == (True, True)
    assert rec.applied[:1] == [(me, A.take_forest(k))]
    _same_players(session.state, _after(state, A.take_forest(k)))
    assert session.state.players[me].forest[k] == state.players[me].forest[k] + 1


def test_the_island_keeps_taking_the_plantation_and_the_buttons_stay(qtbot):
    state = first("forest")
    me = state.current
    table, session, rec = make_table(qtbot, state, me)
    board = table.board(me)
    k = A.decode(_legal(state, "forest")[0]).kind
    keys = [b.property("key") for b in table.prompt_bar._button_widgets()]
    assert f"forest{k}" in keys
    source = table.offer.find(Kind="tile", Value=k)
    space = board.island.find(Kind="space")
    assert drag(table.offer, source, board.island, space) == (True, True)
    assert rec.applied[:1] == [(me, A.take(k))]
    assert session.state.players[me].forest == state.players[me].forest


def test_a_forest_by_clicks(qtbot):
    state = first("forest")
    me = state.current
    table, _session, rec = make_table(qtbot, state, me)
    board = table.board(me)
    k = A.decode(_legal(state, "forest")[0]).kind
    house = board.city.find(Kind="building", Value=FOREST_HOUSE)
    table.offer_view.click(table.offer.find(Kind="tile", Value=k))
    assert table.ctx.picked == {"kind": "tile", "tile": k}
    assert board.city_view.mark(house) == "target"
    board.city_view.click(house)
    assert rec.applied[:1] == [(me, A.take_forest(k))]


def test_forest_drops_the_engine_refuses_change_nothing(qtbot):
    state = first("forest")
    me = state.current
    table, session, rec = make_table(qtbot, state, me)
    board = table.board(me)
    house = board.city.find(Kind="building", Value=FOREST_HOUSE)
    # a quarry cannot become a forest; another player's building is no forest house
    assert drop_mime(board.city, {"kind": "tile", "tile": QUARRY}, house) == (False, False)
    assert table.message_text()
    city, other = _other_building(table, me)
    k = A.decode(_legal(state, "forest")[0]).kind
    assert drop_mime(city, {"kind": "tile", "tile": k}, other) == (False, False)
    assert rec.applied == []
    _same_players(session.state, state)


def test_an_unmanned_forest_house_refuses_with_the_engines_reason(qtbot):
    state = first("idle forest house")
    me = state.current
    table, session, rec = make_table(qtbot, state, me)
    board = table.board(me)
    house = board.city.find(Kind="building", Value=FOREST_HOUSE)
    assert not board.city.data(house, R.Active)
    k = next(k for k in range(A.N_PLANTATION_KINDS) if A.take(k) in state.legal_actions())
    source = table.offer.find(Kind="tile", Value=k)
    assert drag(table.offer, source, board.city, house) == (False, False)
    assert table.message_text() == session.explain(A.take_forest(k))
    assert rec.applied == []
    _same_players(session.state, state)


# ============================================================================ small wharf


def _wharf_good(state: GameState) -> int:
    return A.decode(_legal(state, "small_wharf")[0]).good


def test_a_barrel_dragged_onto_the_small_wharf_starts_its_load(qtbot):
    state = first("small wharf start")
    me = state.current
    table, session, rec = make_table(qtbot, state, me)
    board = table.board(me)
    g = _wharf_good(state)
    wharf = board.city.find(Kind="building", Value=SMALL_WHARF)
    assert board.city.data(wharf, R.Active)
    source = board.goods.find(Kind="good", Value=g)
    assert board.goods.data(source, R.Active)
    assert drag(board.goods, source, board.city, wharf) == (True, True)
    assert rec.applied[:1] == [(me, A.load_small_wharf(g))]
    expected = _after(state, A.load_small_wharf(g))
    _same_players(session.state, expected)
    assert session.state.phase == expected.phase == Phase.SMALL_WHARF
    assert session.state.small_wharf_load == expected.small_wharf_load


def test_the_small_wharf_load_goes_on_by_drag_and_by_keyboard(qtbot):
    state = first("small wharf load")
    me = state.current
    table, session, rec = make_table(qtbot, state, me)
    board = table.board(me)
    g = _wharf_good(state)
    wharf = board.city.find(Kind="building", Value=SMALL_WHARF)
    source = board.goods.find(Kind="good", Value=g)
    # the keyboard: Space on the barrel picks it up, Enter on the wharf puts it there
    board.goods_view.setCurrentIndex(source)
    QTest.keyClick(board.goods_view, Qt.Key.Key_Space)
    assert table.ctx.picked == {"kind": "good", "good": g, "seat": me}
    assert board.city_view.mark(wharf) == "target"
    board.city_view.setCurrentIndex(wharf)
    QTest.keyClick(board.city_view, Qt.Key.Key_Return)
    assert rec.applied[:1] == [(me, A.load_small_wharf(g))]
    expected = _after(state, A.load_small_wharf(g))
    _same_players(session.state, expected)
    assert session.state.small_wharf_load == expected.small_wharf_load
    # the sail button stays
    keys = [b.property("key") for b in table.prompt_bar._button_widgets()]
    assert "pass" in keys


def test_small_wharf_drops_the_engine_refuses_change_nothing(qtbot):
    state = first("small wharf load")
    me = state.current
    table, session, rec = make_table(qtbot, state, me)
    board = table.board(me)
    wharf = board.city.find(Kind="building", Value=SMALL_WHARF)
    legal = state.legal_actions()
    refused = [g for g in range(5) if A.load_small_wharf(g) not in legal]
    assert refused  # the goods in their order, or none left of a kind
    g = refused[0]
    assert drop_mime(board.city, {"kind": "good", "good": g, "seat": me}, wharf) == (False, False)
    assert table.message_text() == session.explain(A.load_small_wharf(g))
    # someone else's barrel; another player's building
    other_good = {"kind": "good", "good": _wharf_good(state), "seat": (me + 1) % state.n}
    assert drop_mime(board.city, other_good, wharf) == (False, False)
    city, other = _other_building(table, me)
    mine = {"kind": "good", "good": _wharf_good(state), "seat": me}
    assert drop_mime(city, mine, other) == (False, False)
    assert rec.applied == []
    _same_players(session.state, state)
    assert session.state.small_wharf_load == state.small_wharf_load


# ============================================================================ land office


def _sold_kind(state: GameState) -> int:
    return next(m.kind for a in _legal(state, "land_sell") if not (m := A.decode(a)).forest)


def test_an_island_tile_dragged_onto_the_land_office_is_sold(qtbot):
    state = first("land sell")
    me = state.current
    table, session, rec = make_table(qtbot, state, me)
    board = table.board(me)
    k = _sold_kind(state)
    office = board.city.find(Kind="building", Value=LAND_OFFICE)
    assert board.city.data(office, R.Active)
    source = board.island.find(Kind="tile", Value=k)
    assert drag(board.island, source, board.city, office) == (True, True)
    assert rec.applied[:1] == [(me, A.land_sell(k, False))]
    _same_players(session.state, _after(state, A.land_sell(k, False)))
    assert session.state.players[me].plant[k] == state.players[me].plant[k] - 1
    # the buttons stay
    table2, _s, _r = make_table(qtbot, state, me)
    keys = [str(b.property("key")) for b in table2.prompt_bar._button_widgets()]
    assert any(key.startswith("land ") for key in keys), keys


def test_an_island_tile_sold_by_clicks(qtbot):
    state = first("land sell")
    me = state.current
    table, _session, rec = make_table(qtbot, state, me)
    board = table.board(me)
    k = _sold_kind(state)
    office = board.city.find(Kind="building", Value=LAND_OFFICE)
    board.island_view.click(board.island.find(Kind="tile", Value=k))
    picked = table.ctx.picked
    assert picked == {"kind": "land", "seat": me, "tile": k, "forest": False}
    assert board.city_view.mark(office) == "target"
    assert "{" not in table.message_text() and table.message_text()
    board.city_view.click(office)
    assert rec.applied[:1] == [(me, A.land_sell(k, False))]


def test_land_drops_the_engine_refuses_change_nothing(qtbot):
    state = first("land sell")
    me = state.current
    table, session, rec = make_table(qtbot, state, me)
    board = table.board(me)
    k = _sold_kind(state)
    land = {"kind": "land", "seat": me, "tile": k, "forest": False}
    # onto another player's building, onto another building of one's own city
    city, other = _other_building(table, me)
    assert drop_mime(city, land, other) == (False, False)
    elsewhere = next(
        board.city.index(r, c)
        for r in range(board.city.rowCount())
        for c in range(board.city.columnCount())
        if board.city.index(r, c).data(R.Kind) == "building"
        and board.city.index(r, c).data(R.Value) != LAND_OFFICE
    )
    assert drop_mime(board.city, land, elsewhere) == (False, False)
    # a tile the player does not have: the engine's reason
    office = board.city.find(Kind="building", Value=LAND_OFFICE)
    missing = next(
        (
            j
            for j in range(A.N_PLANTATION_KINDS)
            if A.land_sell(j, False) not in state.legal_actions()
        ),
        None,
    )
    if missing is not None:
        gone = {"kind": "land", "seat": me, "tile": missing, "forest": False}
        assert drop_mime(board.city, gone, office) == (False, False)
        assert table.message_text() == session.explain(A.land_sell(missing, False))
    # the pile onto the island while the land office sells (a noble there): no purchase
    assert A.LAND_BUY not in state.legal_actions()
    space = board.island.find(Kind="space")
    if not space.isValid():
        space = board.island.index(0, 0)
    assert drop_mime(board.island, {"kind": "pile"}, space) == (False, False)
    assert table.message_text() == session.explain(A.LAND_BUY)
    assert rec.applied == []
    _same_players(session.state, state)


def test_the_pile_dragged_onto_the_island_buys_a_plantation(qtbot):
    state = first("land buy")
    me = state.current
    table, session, rec = make_table(qtbot, state, me)
    board = table.board(me)
    pile = table.offer.find(Kind="pile")
    assert table.offer.data(pile, R.Active)
    space = board.island.find(Kind="space")
    assert drag(table.offer, pile, board.island, space) == (True, True)
    assert rec.applied[:1] == [(me, A.LAND_BUY)]
    expected = _after(state, A.LAND_BUY)
    _same_players(session.state, expected)
    assert session.state.players[me].doubloons == state.players[me].doubloons - 1
    # someone else's island takes nothing
    table2, session2, rec2 = make_table(qtbot, state, me)
    other = table2.board((me + 1) % state.n).island
    assert drop_mime(other, {"kind": "pile"}, other.index(0, 0)) == (False, False)
    assert rec2.applied == []
    _same_players(session2.state, state)
