"""The table's zone models: Qt's model checks, drag and drop through the models,
refusals with a reason, and the click/keyboard equivalents of every drag.

The session is the real ``GameSession`` (``positions.session_at``); positions come
from ``positions.position``: the governor (the viewer) has a real decision of that kind.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QMimeData, QModelIndex, QPointF, Qt
from PySide6.QtGui import QDropEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QToolTip

from puertorico_qt.engine import actions as A
from puertorico_qt.engine.data import (
    BUILDINGS,
    HARBOR,
    QUARRY,
    SMALL_INDIGO_PLANT,
    SMALL_MARKET,
    WHARF,
    Good,
)
from puertorico_qt.engine.rules import SAN_JUAN, building_place
from puertorico_qt.engine.state import Phase
from puertorico_qt.gui.table import MIME_TYPE
from puertorico_qt.gui.table.mime import from_mime, to_mime
from puertorico_qt.gui.table.model_base import R

from .driving import drag, make_table
from .positions import captain_with_indigo_aboard, position

NAMES = ["Anna", "Benno", "Clara", "Dirk", "Eva"]


# ============================================================================ qtmodeltester


@pytest.mark.parametrize("kind", ["role", "settler", "mayor", "captain", "wharf", "storage"])
def test_every_model_passes_qt_model_checks(qtbot, qtmodeltester, check_models, kind):
    table, session, _ = make_table(qtbot, position(kind))
    models = table.all_models()
    assert len(models) >= 8 + 4 * session.state.n
    qtmodeltester.check(table.market, force_py=True)  # the plain fixture, as documented
    check_models(models)
    # The testers stay connected: a language change and a move are checked too.
    for model in models:
        model.retranslate()
    legal = session.legal_actions()
    if legal:
        session.request(legal[-1])


def test_models_pass_checks_while_a_whole_game_is_played(qtbot, check_models):
    import random

    from puertorico_qt.engine import GameConfig, new_game

    state = new_game(GameConfig(players=2), seed=3)
    table, session, _ = make_table(qtbot, state, viewer=0, everyone_human=True)
    check_models(table.all_models())  # every dataChanged / reset of the game is checked
    rng = random.Random(4)
    while not session.state.is_terminal():
        assert session.request(rng.choice(session.state.legal_actions()))


# ============================================================================ drag and drop


def test_plantation_from_the_offer_onto_the_island(qtbot):
    state = position("settler")
    me = state.governor
    table, session, rec = make_table(qtbot, state)
    offer, island = table.offer, table.board(me).island
    source = offer.find(Kind="tile", Value=Good.COFFEE)
    assert source.isValid()
    target = island.index(1, 2)  # any space of my island
    before = state.players[me].plant[Good.COFFEE]
    assert drag(offer, source, island, target) == (True, True)
    assert rec.applied[0] == (me, A.TAKE + Good.COFFEE)
    assert session.state.players[me].plant[Good.COFFEE] == before + 1


def test_quarry_onto_the_island(qtbot):
    state = position("settler")
    me = state.governor
    table, session, rec = make_table(qtbot, state)
    source = table.offer.find(Kind="quarry")
    assert drag(
        table.offer, source, table.board(me).island, table.board(me).island.index(0, 3)
    ) == (True, True)
    assert rec.applied[0] == (me, A.TAKE + QUARRY)
    assert session.state.players[me].plant[QUARRY] == 1


def test_tiles_cannot_go_onto_someone_elses_island(qtbot):
    state = position("settler")
    me = state.governor
    other = (me + 1) % state.n
    table, _session, rec = make_table(qtbot, state)
    source = table.offer.find(Kind="tile")
    data = table.offer.mimeData([source])
    other_island = table.board(other).island
    assert not other_island.canDropMimeData(
        data, Qt.DropAction.CopyAction, -1, -1, other_island.index(0, 0)
    )
    assert not other_island.dropMimeData(
        data, Qt.DropAction.CopyAction, -1, -1, other_island.index(0, 0)
    )
    assert rec.applied == []


def test_building_from_the_market_into_the_city(qtbot):
    state = position("builder")
    me = state.governor
    table, session, rec = make_table(qtbot, state)
    market, city = table.market, table.board(me).city
    source = market.find(Kind="building", Value=SMALL_MARKET)
    assert source.data(R.ViewerCost) == BUILDINGS[SMALL_MARKET].cost - 1  # the builder's privilege
    assert drag(market, source, city, city.index(2, 1)) == (True, True)
    assert rec.applied[0] == (me, A.BUILD + SMALL_MARKET)
    assert session.state.players[me].owns(SMALL_MARKET)


def test_colonists_arranged_freely_then_submitted(qtbot):
    state = position("mayor")
    me = state.governor
    table, session, rec = make_table(qtbot, state)
    board = table.board(me)
    draft = table.ctx.mayor
    assert draft.active
    colonists = draft.arrangement.total()
    assert colonists == state.mayor_left == 2
    # Everyone back to San Juan first, then: one on the hacienda, one on the indigo plantation.
    table.ctx.mayor.arrangement.all_to_san_juan()
    table.ctx.draft_changed.emit()
    sj = board.san_juan.index(0, 0)
    hacienda = board.city.find(Kind="building", Value=BUILDINGS[7].index)
    assert drag(board.san_juan, sj, board.city, hacienda) == (True, True)
    tile = board.island.find(Kind="tile", Value=Good.INDIGO)
    assert drag(board.san_juan, sj, board.island, tile) == (True, True)
    assert board.city.data(hacienda, R.Occupied) == 1
    assert board.island.data(board.island.find(Kind="tile", Value=Good.INDIGO), R.Occupied) == 1
    # Move the hacienda's colonist over to the small market, colonist from building to building.
    assert drag(
        board.city, hacienda, board.city, board.city.find(Kind="building", Value=SMALL_MARKET)
    ) == (True, True)
    assert rec.applied == []  # nothing is sent before Done
    done = table.prompt_bar.button("mayor_done")
    assert done is not None and done.isEnabled()
    done.click()
    assert rec.arrangements == [([0, 1, 0, 0, 0, 0], {SMALL_MARKET: 1, 7: 0})]
    p = session.state.players[me]
    assert p.plant_occ[Good.INDIGO] == 1 and p.bocc[SMALL_MARKET] == 1 and p.bocc[7] == 0


def test_colonists_in_hand_are_shown_while_another_player_arranges(qtbot):
    """While someone else arranges, the colonists they lifted off their board (the
    engine keeps them in ``mayor_left``) wait on their San Juan space and count with
    their colonists: none seem to vanish."""
    state = position("mayor")
    mayor = state.governor
    viewer = (mayor + 1) % state.n
    p = state.players[mayor]
    assert state.phase == Phase.MAYOR and state.current == mayor and state.mayor_left == 2
    table, _session, _rec = make_table(qtbot, state, viewer=viewer)
    board = table.board(mayor)
    assert not table.ctx.mayor.active  # the viewer is not arranging
    assert board.san_juan.data(board.san_juan.index(0, 0), R.Count) == p.san_juan + 2
    header = table.players.find(Kind="colonists", Seat=mayor)
    assert table.players.data(header, R.Count) == p.colonists() + 2
    # the viewer's own board: nothing in hand
    mine = table.board(viewer)
    assert mine.san_juan.data(mine.san_juan.index(0, 0), R.Count) == state.players[viewer].san_juan


def test_mayor_done_refused_while_someone_waits_in_san_juan(qtbot):
    state = position("mayor")
    table, _session, rec = make_table(qtbot, state)
    table.ctx.mayor.arrangement.all_to_san_juan()
    table.ctx.draft_changed.emit()
    assert not table.prompt_bar.button("mayor_done").isEnabled()
    assert not table.ctx.submit_mayor()
    assert "San Juan" in table.message_text()
    assert rec.arrangements == []


def test_colonist_refused_on_a_full_circle(qtbot):
    state = position("mayor")
    me = state.governor
    table, _session, _rec = make_table(qtbot, state)
    board = table.board(me)
    table.ctx.mayor.arrangement.all_to_san_juan()
    table.ctx.mayor.move(SAN_JUAN, building_place(SMALL_MARKET))
    table.ctx.draft_changed.emit()
    target = board.city.find(Kind="building", Value=SMALL_MARKET)
    can, done = drag(board.san_juan, board.san_juan.index(0, 0), board.city, target)
    assert (can, done) == (False, False)
    assert table.message_text() == "Every circle there is already taken."


def test_shipping_onto_a_cargo_ship(qtbot):
    state = position("captain")
    me = state.governor
    table, session, rec = make_table(qtbot, state)
    goods, ships = table.board(me).goods, table.ships
    corn = goods.find(Kind="good", Value=Good.CORN)
    ship6 = ships.find(Kind="ship", Capacity=6)
    assert drag(goods, corn, ships, ship6) == (True, True)
    assert rec.applied[0] == (me, A.ship(Good.CORN, 2))
    assert session.state.ship_load[2] == 3 and session.state.ship_good[2] == Good.CORN


def test_shipping_onto_the_wharf(qtbot):
    state = position("wharf")
    me = state.governor
    table, session, rec = make_table(qtbot, state)
    goods, ships = table.board(me).goods, table.ships
    wharf = ships.find(Kind="wharf")
    assert wharf.isValid(), "the viewer's wharf is a ship on the table"
    sugar = goods.find(Kind="good", Value=Good.SUGAR)
    assert drag(goods, sugar, ships, wharf) == (True, True)
    assert rec.applied[0] == (me, A.ship(Good.SUGAR, A.WHARF_SHIP))
    assert session.state.players[me].goods[Good.SUGAR] == 0


def test_wharf_is_only_shown_to_its_owner(qtbot):
    state = position("wharf")
    other = (state.governor + 1) % state.n
    table, _session, _rec = make_table(qtbot, state, viewer=other)
    assert not table.ships.find(Kind="wharf").isValid()


def test_selling_into_the_trading_house(qtbot):
    state = position("trader")
    me = state.governor
    table, session, rec = make_table(qtbot, state)
    goods, house = table.board(me).goods, table.house
    sugar = goods.find(Kind="good", Value=Good.SUGAR)
    money = state.players[me].doubloons
    assert drag(goods, sugar, house, house.index(0, 2)) == (True, True)
    assert rec.applied[0] == (me, A.SELL + Good.SUGAR)
    # sugar 2 + trader 1 + large market 2
    assert session.state.players[me].doubloons == money + 5
    assert house.index(0, 0).data(R.Good) == Good.SUGAR


def test_storage_choice_by_drag_then_keep(qtbot):
    state = position("storage")
    me = state.governor
    table, session, rec = make_table(qtbot, state)
    draft = table.ctx.storage
    assert draft.active and len(draft.stored) == 1  # one small warehouse
    goods, storage = table.board(me).goods, table.storage_panel.model
    assert table.storage_panel.isVisibleTo(table)
    # Coffee into the warehouse, one sugar kept.
    coffee = goods.find(Kind="good", Value=Good.COFFEE)
    sugar = goods.find(Kind="good", Value=Good.SUGAR)
    assert drag(goods, coffee, storage, storage.index(0, 0)) == (True, True)
    assert drag(goods, sugar, storage, storage.index(0, 1)) == (True, True)
    assert rec.applied == []
    assert table.storage_panel.submit()
    assert rec.applied[0] == (me, A.store(1 << Good.COFFEE, Good.SUGAR))
    p = session.state.players[me]
    assert p.goods[Good.COFFEE] == 2 and p.goods[Good.SUGAR] == 1


def test_storage_starts_with_the_best_choice(qtbot):
    state = position("storage")
    table, _session, _rec = make_table(qtbot, state)
    draft = table.ctx.storage
    # All 3 sugar in the warehouse and one coffee kept saves 4 barrels (the other way: 3).
    assert draft.action() in table.ctx.legal
    assert draft.stored == [Good.SUGAR] and draft.keep == Good.COFFEE
    assert draft.lost() == 1


# ============================================================================ refusals


def test_illegal_drop_is_refused_with_a_reason_and_changes_nothing(qtbot):
    state = captain_with_indigo_aboard()
    me = state.governor
    table, session, rec = make_table(qtbot, state)
    before = session.state.to_dict()
    goods, ships = table.board(me).goods, table.ships
    corn = goods.find(Kind="good", Value=Good.CORN)
    ship4 = ships.find(Kind="ship", Capacity=4)
    assert drag(goods, corn, ships, ship4) == (False, False)
    assert session.state.to_dict() == before
    assert rec.applied == []
    assert "indigo" in table.message_text() and "one kind" in table.message_text()


def test_illegal_sale_names_the_rule(qtbot):
    state = position("trader")
    state.house.append(Good.SUGAR)
    state._legal = None
    me = state.governor
    table, session, _rec = make_table(qtbot, state)
    before = session.state.to_dict()
    goods = table.board(me).goods
    assert drag(
        goods, goods.find(Kind="good", Value=Good.SUGAR), table.house, table.house.index(0, 1)
    ) == (False, False)
    assert session.state.to_dict() == before
    assert "Office" in table.message_text()


def test_building_too_expensive_is_refused(qtbot):
    state = position("builder")
    me = state.governor
    table, session, _rec = make_table(qtbot, state)
    market, city = table.market, table.board(me).city
    harbor = market.find(Kind="building", Value=HARBOR)
    assert drag(market, harbor, city, city.index(0, 0)) == (False, False)
    assert "costs you" in table.message_text()
    assert not session.state.players[me].owns(HARBOR)


def test_hand_built_drop_events_on_the_views(qtbot):
    state = position("trader")
    me = state.governor
    table, _session, rec = make_table(qtbot, state)
    table.show()
    qtbot.waitExposed(table)
    view = table.house_view
    # Illegal first: a good of another player.
    mime: QMimeData = to_mime({"kind": "good", "good": Good.SUGAR, "seat": (me + 1) % state.n})
    pos = QPointF(view.visualRect(view.model().index(0, 0)).center())
    event = QDropEvent(
        pos,
        Qt.DropAction.CopyAction,
        mime,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    view.dropEvent(event)
    assert rec.applied == []
    # Then a legal one: my own sugar.
    mime2: QMimeData = to_mime({"kind": "good", "good": Good.SUGAR, "seat": me})
    event2 = QDropEvent(
        pos,
        Qt.DropAction.CopyAction,
        mime2,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    view.dropEvent(event2)
    assert rec.applied[0] == (me, A.SELL + Good.SUGAR)  # (forced passes of the others follow)


def test_foreign_or_broken_mime_data_is_ignored(qtbot):
    state = position("trader")
    table, _session, rec = make_table(qtbot, state)
    junk = QMimeData()
    junk.setText("sell sugar")
    assert from_mime(junk) is None
    bad = QMimeData()
    bad.setData(MIME_TYPE, b"not json")
    assert from_mime(bad) is None
    assert not table.house.canDropMimeData(
        bad, Qt.DropAction.CopyAction, -1, -1, table.house.index(0, 0)
    )
    assert not table.house.dropMimeData(
        junk, Qt.DropAction.CopyAction, -1, -1, table.house.index(0, 0)
    )
    assert rec.applied == []


def test_nothing_can_be_dragged_when_it_is_not_my_turn(qtbot):
    state = position("settler")
    other = (state.governor + 1) % state.n
    table, _session, _rec = make_table(qtbot, state, viewer=other)
    tile = table.offer.find(Kind="tile")
    assert table.offer.mimeData([tile]) is None
    assert not table.offer.flags(tile) & Qt.ItemFlag.ItemIsDragEnabled
    assert table.ctx.explain(A.TAKE).startswith("It is not your turn")


# ============================================================================ click and keyboard


def test_click_source_then_target(qtbot):
    state = position("captain")
    me = state.governor
    table, _session, rec = make_table(qtbot, state)
    board = table.board(me)
    corn = board.goods.find(Kind="good", Value=Good.CORN)
    board.goods_view.click(corn)
    assert table.ctx.picked == {"kind": "good", "good": Good.CORN, "seat": me}
    assert "With the keys" not in table.message_text()  # picked with the mouse
    ship5 = table.ships.find(Kind="ship", Capacity=5)
    assert table.ships_view.mark(ship5) == "target"
    table.ships_view.click(ship5)
    assert rec.applied[0] == (me, A.ship(Good.CORN, 1))
    assert table.ctx.picked is None


def test_escape_cancels_a_pick(qtbot):
    state = position("captain")
    me = state.governor
    table, _session, _rec = make_table(qtbot, state)
    view = table.board(me).goods_view
    index = table.board(me).goods.find(Kind="good", Value=Good.SUGAR)
    view.setCurrentIndex(index)
    view.setFocus()
    before = table.message_text()
    QTest.keyClick(view, Qt.Key.Key_Space)
    assert table.ctx.picked is not None
    assert table.message_text() != before  # where it may go, "Esc cancels"
    assert "With the keys" in table.message_text()  # picked with the keys: how to place it
    QTest.keyClick(view, Qt.Key.Key_Escape)
    assert table.ctx.picked is None
    assert table.message_text() == before  # the hint is gone with the pick


def test_keyboard_pick_and_put_down(qtbot):
    state = position("settler")
    me = state.governor
    table, _session, rec = make_table(qtbot, state)
    view = table.offer_view
    view.setCurrentIndex(table.offer.find(Kind="quarry"))
    QTest.keyClick(view, Qt.Key.Key_Space)
    island_view = table.board(me).island_view
    island_view.setCurrentIndex(table.board(me).island.index(2, 3))
    QTest.keyClick(island_view, Qt.Key.Key_Return)
    assert rec.applied[0] == (me, A.TAKE + QUARRY)
    # the models were read anew: the keyboard's cell is still where it was
    assert island_view.currentIndex() == table.board(me).island.index(2, 3)
    assert view.currentIndex().isValid()


def test_enter_and_double_click_do_the_quick_action(qtbot):
    state = position("builder")
    me = state.governor
    table, _session, rec = make_table(qtbot, state)
    table.market_view.setCurrentIndex(table.market.find(Kind="building", Value=SMALL_INDIGO_PLANT))
    QTest.keyClick(table.market_view, Qt.Key.Key_Enter)
    assert rec.applied[0] == (me, A.BUILD + SMALL_INDIGO_PLANT)

    state = position("settler")
    table, _session, rec = make_table(qtbot, state)
    table.show()
    qtbot.waitExposed(table)
    index = table.offer.find(Kind="tile", Value=Good.CORN)
    rect = table.offer_view.visualRect(index)
    QTest.mouseDClick(table.offer_view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert rec.applied[0] == (state.governor, A.TAKE + Good.CORN)


def test_mouse_click_on_a_role_card_takes_it(qtbot):
    state = position("role")
    table, session, rec = make_table(qtbot, state)
    table.show()
    qtbot.waitExposed(table)
    card = next(c for c, k in enumerate(state.role_cards) if k == 2)  # builder
    coins = state.role_coins[card]
    rect = table.role_view.visualRect(table.roles.index(0, card))
    QTest.mouseClick(table.role_view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert rec.applied[0] == (state.governor, A.ROLE + card)
    assert session.state.phase == Phase.BUILDER
    assert coins == 0


def test_role_card_keyboard_and_refused_confirmation(qtbot):
    state = position("role")
    table, session, rec = make_table(qtbot, state)
    asked = []
    session.confirm_hook = lambda action: asked.append(action) or False
    table.role_view.setCurrentIndex(table.roles.index(0, 0))
    QTest.keyClick(table.role_view, Qt.Key.Key_Return)
    assert asked == [A.ROLE + 0] and rec.applied == []
    session.confirm_hook = lambda action: True
    QTest.keyClick(table.role_view, Qt.Key.Key_Return)
    assert rec.applied == [(state.governor, A.ROLE + 0)]


def test_mayor_by_clicks(qtbot):
    state = position("mayor")
    me = state.governor
    table, session, _rec = make_table(qtbot, state)
    board = table.board(me)
    table.ctx.mayor.arrangement.all_to_san_juan()
    table.ctx.draft_changed.emit()
    market = board.city.find(Kind="building", Value=SMALL_MARKET)
    assert board.city.activate(market)  # a double-click: one colonist from San Juan
    assert table.ctx.mayor.arrangement.bld[SMALL_MARKET] == 1
    # Pick a colonist in San Juan by a click, put it on the indigo plantation by a click.
    board.san_juan_view.click(board.san_juan.index(0, 0))
    tile = board.island.find(Kind="tile", Value=Good.INDIGO)
    assert board.island_view.mark(tile) == "target"
    board.island_view.click(tile)
    assert table.ctx.mayor.arrangement.tiles[Good.INDIGO] == 1 and table.ctx.mayor.sj == 0
    table.prompt_bar.button("mayor_done").click()
    assert session.state.players[me].bocc[SMALL_MARKET] == 1


def test_pass_button(qtbot):
    state = position("trader")
    me = state.governor
    table, _session, rec = make_table(qtbot, state)
    button = table.prompt_bar.button("pass")
    assert button is not None and button.isEnabled()
    button.click()
    assert rec.applied[0] == (me, A.PASS)


def test_goods_double_click_sells_in_the_trader_phase(qtbot):
    state = position("trader")
    me = state.governor
    table, _session, rec = make_table(qtbot, state)
    goods = table.board(me).goods
    assert goods.activate(goods.find(Kind="good", Value=Good.CORN))
    assert rec.applied[0] == (me, A.SELL + Good.CORN)


def test_legal_targets_light_up_while_dragging(qtbot):
    state = position("captain")
    me = state.governor
    table, _session, _rec = make_table(qtbot, state)
    table.ctx.set_dragging({"kind": "good", "good": Good.SUGAR, "seat": me})
    marks = [
        table.ships_view.mark(table.ships.index(0, c)) for c in range(table.ships.columnCount())
    ]
    assert marks.count("target") >= 1
    assert table.house_view.mark(table.house.index(0, 0)) is None  # no selling in the Captain phase
    table.ctx.set_dragging(None)
    assert table.ships_view.mark(table.ships.index(0, 0)) == "active"


def test_mime_payload_round_trip(qtbot):
    payload = {"kind": "colonist", "seat": 2, "source": building_place(WHARF)}
    assert from_mime(to_mime(payload)) == payload
    assert QModelIndex().isValid() is False


def test_fill_the_circles_suggests_a_legal_arrangement(qtbot):
    state = position("mayor")
    me = state.governor
    table, session, rec = make_table(qtbot, state)
    table.ctx.mayor.arrangement.all_to_san_juan()
    table.ctx.draft_changed.emit()
    fill = table.prompt_bar.button("mayor_fill")
    assert fill is not None and fill.isEnabled()
    fill.click()
    draft = table.ctx.mayor
    assert draft.sj == 0 and draft.problem() is None
    assert draft.arrangement.bld[SMALL_MARKET] == 1  # the bots' plan: the market's circle
    assert not table.prompt_bar.button("mayor_fill").isEnabled()
    table.prompt_bar.button("mayor_done").click()
    assert rec.arrangements and session.state.players[me].bocc[SMALL_MARKET] == 1


@pytest.mark.parametrize("kind", ["mayor", "builder"])
def test_a_double_click_on_an_empty_space_does_nothing(qtbot, kind):
    """An empty city or island space has no building or tile: a double-click (or Enter)
    there, in the Mayor's draft or outside it, does nothing.  It raised a KeyError (met
    by random clicks on the real window)."""
    state = position(kind)
    table, _session, rec = make_table(qtbot, state)
    board = table.board(state.governor)
    for zone, view in ((board.city, board.city_view), (board.island, board.island_view)):
        space = zone.find(Kind="space")
        assert space.isValid()
        assert zone.activate(space) is False
        QTest.mouseDClick(
            view.viewport(), Qt.MouseButton.LeftButton, pos=view.visualRect(space).center()
        )
    assert rec.applied == []


def test_shift_f1_shows_the_current_cells_tooltip(qtbot):
    """A keyboard player reads what the mouse would show: Shift+F1 on the current cell."""
    state = position("builder")
    table, _session, _rec = make_table(qtbot, state)
    table.show()
    qtbot.waitExposed(table)
    view = table.market_view
    index = table.market.find(Kind="building", Value=SMALL_INDIGO_PLANT)
    view.setCurrentIndex(index)
    QTest.keyClick(view, Qt.Key.Key_F1, Qt.KeyboardModifier.ShiftModifier)
    assert QToolTip.isVisible() and QToolTip.text() == index.data(Qt.ItemDataRole.ToolTipRole)
    QToolTip.hideText()


def test_the_bank_shows_no_fewer_than_no_vp_chips(qtbot):
    """The last round hands out chips beyond the bank (counted on paper): the supply
    showed "-11"; it shows 0 and its tooltip says how many more were handed out."""
    state = position("captain")
    state.vp_supply = -11
    state.end_triggered = True
    table, _session, _rec = make_table(qtbot, state)
    chips = table.supply.find(Kind="vp_supply")
    assert chips.data(R.Count) == 0
    tip = chips.data(Qt.ItemDataRole.ToolTipRole)
    assert "11 VP more were handed out" in tip and "counted on paper" in tip


def test_another_players_goods_are_not_called_yours(qtbot):
    state = position("captain")
    me = state.governor
    table, _session, _rec = make_table(qtbot, state)
    other = table.board((me + 1) % state.n).goods
    tip = other.find(Kind="good", Value=Good.CORN).data(Qt.ItemDataRole.ToolTipRole)
    assert "Your goods" not in tip and "This player's goods" in tip
    mine = table.board(me).goods.find(Kind="good", Value=Good.CORN)
    assert "Your goods" in mine.data(Qt.ItemDataRole.ToolTipRole)
