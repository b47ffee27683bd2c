"""The table's look with the expansions: forests on the island (the forest's picture, no
circle, the count), nobles drawn apart from colonists (on the buildings the engine knows,
the others in canonical places), guests on the guest house (their own picture, or a
colonist's when it is missing), the noble on the colonist ship and the nobles' supply,
and a building market that shows exactly the game's buildings, whatever they are."""

from __future__ import annotations

from bisect import insort

import pytest
from PySide6.QtCore import Qt

from puertorico_qt.engine import GameConfig, GameState, new_game
from puertorico_qt.engine.data import (
    BUILDINGS,
    CHAPEL,
    FOREST_HOUSE,
    GUEST_HOUSE,
    HACIENDA,
    NOBLE_SENSITIVE,
    SMALL_MARKET,
    ZONING_OFFICE,
)
from puertorico_qt.gui import names as N
from puertorico_qt.gui.table import TableWidget
from puertorico_qt.gui.table.art import art
from puertorico_qt.gui.table.model_base import R
from puertorico_qt.gui.table.nobles import noble_places

from .positions import session_at

BOTH = frozenset({"buildings", "nobles"})


def _add(state: GameState, seat: int, building: int, workers: int) -> None:
    """A building with workers in a player's city (a hand-built position)."""
    p = state.players[seat]
    p.bocc[building] = workers
    insort(p.buildings, building)
    p.city_used += BUILDINGS[building].city_spaces
    state.building_supply[building] -= 1


def expansion_state(market: str = "random", seed: int = 3) -> GameState:
    """A fresh 4-player game with both expansions; the viewer (the governor) has three
    forests, three nobles (one on the chapel, which the engine knows), a guest house with
    two guests; the colonist ship carries a noble."""
    config = GameConfig(players=4, expansions=BOTH, market=market)
    while True:
        s = new_game(config, seed)
        if all(b in s.market for b in (FOREST_HOUSE, GUEST_HOUSE, SMALL_MARKET)):
            break
        seed += 1
    me = s.governor
    p = s.players[me]
    _add(s, me, CHAPEL, 1)
    _add(s, me, SMALL_MARKET, 1)
    _add(s, me, GUEST_HOUSE, 2)
    _add(s, me, FOREST_HOUSE, 0)
    p.forest = [2, 0, 1, 0, 0]
    p.san_juan = 1
    p.plant_occ = [1 if n else 0 for n in p.plant]  # the start tile manned
    p.nobles = 3
    p.noble_on = 1 << NOBLE_SENSITIVE.index(CHAPEL)
    other = s.players[(me + 1) % 4]
    _add(s, (me + 1) % 4, ZONING_OFFICE, 1)
    other.plant_occ = [1 if n else 0 for n in other.plant]
    other.nobles = 1  # not on the zoning office: noble_on says a colonist mans it
    s._legal = None
    return s


def _cells(model) -> list[dict]:
    return [
        model.cell_at(r, c)
        for r in range(model.rowCount())
        for c in range(model.columnCount())
        if model.cell_at(r, c) is not None
    ]


@pytest.fixture
def table(qtbot):
    state = expansion_state()
    session = session_at(state)
    table = TableWidget(session)
    qtbot.addWidget(table)
    table.resize(1366, 720)
    return table


def test_forests_are_the_forest_tile_with_no_circle(table):
    me = table.ctx.viewer()
    island = table.board(me).island
    forests = [c for c in _cells(island) if c[R.Kind] == "forest"]
    assert len(forests) == 3
    assert all(c[R.Art] == "tiles/forest" and not c.get(R.Capacity) for c in forests)
    assert [c[R.Count] for c in forests] == [3, 0, 0]  # the count, on the first
    tiles = [c for c in _cells(island) if c[R.Kind] == "tile"]
    assert len(tiles) + len(forests) == table.ctx.state.players[me].island_used()
    index = island.find(Kind="forest")
    tip = index.data(Qt.ItemDataRole.ToolTipRole)
    assert N.term("forest") in tip and N.n_forests(3) in tip
    assert index.data() == N.term("forest")


def test_nobles_are_drawn_where_the_engine_says_then_in_canonical_places(table):
    state = table.ctx.state
    me = table.ctx.viewer()
    board = table.board(me)
    chapel = board.city.find(Kind="building", Value=CHAPEL)
    assert chapel.data(R.Nobles) == 1 and chapel.data(R.Occupied) == 1
    assert "noble" in chapel.data(Qt.ItemDataRole.ToolTipRole)
    # the other two: first San Juan (one waits there), then the first manned building
    assert board.san_juan.index(0, 0).data(R.Nobles) == 1
    market = board.city.find(Kind="building", Value=SMALL_MARKET)
    assert market.data(R.Nobles) == 1
    assert N.n_nobles(1) in market.data(Qt.ItemDataRole.ToolTipRole)
    assert "among them" in board.san_juan.index(0, 0).data(Qt.ItemDataRole.ToolTipRole)
    drawn = sum(c.get(R.Nobles) or 0 for m in board.models[:3] for c in _cells(m))
    assert drawn == state.players[me].nobles == 3
    # the opponent's zoning office is manned by a colonist (noble_on is 0): its noble
    # is drawn on the manned island tile instead
    other = table.board((me + 1) % 4)
    zoning = other.city.find(Kind="building", Value=ZONING_OFFICE)
    assert zoning.data(R.Nobles) == 0
    assert other.island.find(Kind="tile", Occupied=1).data(R.Nobles) == 1
    drawn = sum(c.get(R.Nobles) or 0 for m in other.models[:3] for c in _cells(m))
    assert drawn == 1
    # the board's header counts the nobles; the workers' count is of all, nobles too
    assert board.nobles.isVisibleTo(board) and board.nobles.text.text() == "3"
    workers = int(board.colonists.text.text())
    assert board.colonists.toolTip() == f"{N.n_colonists(workers)} in all, 3 nobles among them"


def test_guests_on_the_guest_house(table):
    city = table.board(table.ctx.viewer()).city
    guests = city.find(Kind="building", Value=GUEST_HOUSE)
    assert guests.data(R.Guests) is True and guests.data(R.Occupied) == 2
    assert "2" in guests.data(Qt.ItemDataRole.ToolTipRole)
    other = city.find(Kind="building", Value=SMALL_MARKET)
    assert other.data(R.Guests) is False


def test_the_colonist_ship_carries_the_noble_and_the_supply_is_beside(table):
    state = table.ctx.state
    colonists = table.colonists
    assert colonists.columnCount() == 3
    ship, supply, nobles = (colonists.index(0, c) for c in range(3))
    assert (
        ship.data(R.Count) == state.colonist_ship and ship.data(R.Nobles) == state.noble_ship == 1
    )
    assert N.n_nobles(1) in ship.data(Qt.ItemDataRole.ToolTipRole)
    assert supply.data(R.Kind) == "colonist_supply"
    assert nobles.data(R.Kind) == "noble_supply" and nobles.data(R.Count) == state.noble_supply
    assert nobles.data(R.Art) == "tokens/noble"
    assert nobles.data() == N.term("Nobles")


def test_a_base_game_has_no_noble_pieces(qtbot):
    session = session_at(new_game(GameConfig(players=3), 2))
    table = TableWidget(session)
    qtbot.addWidget(table)
    assert table.colonists.columnCount() == 2
    assert table.colonists.index(0, 0).data(R.Nobles) == 0
    assert not table.board(0).nobles.isVisibleTo(table.board(0))


@pytest.mark.parametrize("market", ["random", "base"])
@pytest.mark.parametrize("nobles", [False, True])
def test_the_market_shows_exactly_the_games_buildings(qtbot, market, nobles):
    config = GameConfig(
        players=4,
        expansions=frozenset({"buildings", "nobles"} if nobles else {"buildings"}),
        market=market,
    )
    state = new_game(config, 11)
    table = TableWidget(session_at(state))
    qtbot.addWidget(table)
    cells = _cells(table.market)
    assert sorted(c[R.Value] for c in cells) == sorted(state.market)
    for r in range(table.market.rowCount()):
        for c in range(table.market.columnCount()):
            cell = table.market.cell_at(r, c)
            if cell is not None:
                assert BUILDINGS[cell[R.Value]].column == c + 1  # the large ones in column 4
    costs = [[table.market.cell_at(r, c) for r in range(table.market.rowCount())] for c in range(4)]
    for column in costs:
        shown = [BUILDINGS[cell[R.Value]].cost for cell in column if cell is not None]
        assert shown == sorted(shown)  # cheapest on top
    assert table.market.rowCount() == (9 if nobles else 6)


def _painted_art(qtbot, table, monkeypatch) -> set[str]:
    """The pictures the table asks for in one full paint."""
    asked: set[str] = set()
    real = art().pixmap

    def spy(name, size, dpr=1.0):
        asked.add(name)
        return real(name, size, dpr)

    monkeypatch.setattr(art(), "pixmap", spy)
    table.show()
    qtbot.waitExposed(table)
    assert not table.grab().isNull()
    return asked


def test_nobles_forests_and_guests_are_painted(qtbot, table, monkeypatch):
    asked = _painted_art(qtbot, table, monkeypatch)
    assert {"tiles/forest", "tokens/noble", "tokens/guest"} <= asked


def test_a_missing_guest_picture_falls_back_to_a_colonist(qtbot, table, monkeypatch):
    monkeypatch.setitem(art()._renderers, "tokens/guest", None)  # as if the file were missing
    asked = _painted_art(qtbot, table, monkeypatch)
    assert "tokens/guest" not in asked and "tokens/colonist" in asked


def test_noble_places_order():
    sensitive = NOBLE_SENSITIVE[1]
    # one on a sensitive building (noble_on), then San Juan, then buildings, then tiles
    places = noble_places(
        5,
        1 << 1,
        san_juan=1,
        tiles=[1, 0, 2, 0, 0, 1],
        buildings={sensitive: 1, NOBLE_SENSITIVE[0]: 1, SMALL_MARKET: 1, HACIENDA: 1},
    )
    assert places.buildings == {sensitive: 1, SMALL_MARKET: 1, HACIENDA: 1}
    assert places.san_juan == 1
    assert places.tiles == [1, 0, 0, 0, 0, 0]
    # a noble_on bit on an empty building draws nothing there
    empty = noble_places(1, 1, san_juan=0, tiles=[1], buildings={NOBLE_SENSITIVE[0]: 0})
    assert empty.buildings == {} and empty.tiles == [1]


def test_nothing_is_cut_off_in_the_nobles_market(qtbot, table):
    table.resize(1366, 700)
    table.show()
    qtbot.waitExposed(table)
    views = table.all_views()
    for view in views:
        view.itemDelegate().elided.clear()
    assert not table.grab().isNull()
    elided = sorted({text for view in views for text in view.itemDelegate().elided})
    assert elided == []


@pytest.mark.parametrize(
    "lang,edition",
    # each language and each edition by default, all four pairs in the slow run
    [
        ("de", 0),
        pytest.param("de", 1, marks=pytest.mark.slow),
        pytest.param("nl", 0, marks=pytest.mark.slow),
        ("nl", 1),
    ],
)
def test_nothing_is_cut_off_in_the_window_at_1366x768(qtbot, tmp_path, translations, lang, edition):
    """The nobles' nine-row market, the colonists' three counters and the boards with
    forests and nobles, with the game log open, in German and Dutch, both namings."""
    from PySide6.QtCore import QSettings

    from puertorico_qt.engine import Edition
    from puertorico_qt.gui.main_window import MainWindow
    from puertorico_qt.gui.settings import Settings

    translations.set_language(lang)
    state = expansion_state()
    state.config = GameConfig(players=4, edition=Edition(edition), expansions=BOTH, market="random")
    session = session_at(state, names=["Spieler 1", "Computer 1", "Computer 2", "Computer 3"])
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
    elided = sorted({text for view in views for text in view.itemDelegate().elided})
    assert elided == [], f"cut short at 1366x768 ({lang}, {edition}): {elided}"
    session.shutdown()


def test_the_forest_house_tooltip_does_not_contradict_itself():
    """Its forests' discount works unmanned: no general "works only while manned"."""
    from puertorico_qt.engine.data import BUILDING_INDEX, Edition
    from puertorico_qt.gui import tooltips

    forest = tooltips.building_effect(BUILDING_INDEX["forest_house"], Edition.E1897)
    assert "even without a worker here" in forest and "Works only while" not in forest
    church = tooltips.building_effect(BUILDING_INDEX["church"], Edition.CLASSIC)
    assert "Works only while a colonist is in it." in church


def test_the_nobles_buildings_work_with_a_colonist_or_a_noble_in_them(language):
    """Their tips said "Works only while a colonist is in it." beside the effect of a
    noble in them (the rulebook: either mans them; some work differently with each)."""
    from puertorico_qt.engine.data import BUILDING_INDEX, Edition
    from puertorico_qt.gui import tooltips

    language("en")
    for name in (
        "land_office",
        "chapel",
        "hunting_lodge",
        "zoning_office",
        "royal_supplier",
        "villa",
        "jeweler",
    ):
        for edition, words in (
            (Edition.CLASSIC, "a colonist or a noble"),
            (Edition.E1897, "a worker or a citizen"),
        ):
            tip = tooltips.building_effect(BUILDING_INDEX[name], edition)
            assert tip.endswith(f"Works only while {words} is in it."), (name, tip)
    assert "Works only" not in tooltips.building_effect(BUILDING_INDEX["royal_garden"])
