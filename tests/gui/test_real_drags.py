"""Drag and drop with a real mouse on a real X server (``pytest -m xcb`` under
``xvfb-run``; ``dev.sh test`` runs them in its second pass): the views start a real
``QDrag``, light up where it may go, and the drop plays the move — or, refused, says why
and changes nothing; Escape cancels; no highlight stays behind.  The other tests drive
the same moves through the models (offscreen, ``QDrag.exec()`` does nothing)."""

from __future__ import annotations

import pytest

from puertorico_qt import cards
from puertorico_qt.cards import CardPhase, CardRole
from puertorico_qt.engine import actions as A
from puertorico_qt.engine.data import BLACK_MARKET, BUILDINGS, HARBOR, SMALL_MARKET, Good
from puertorico_qt.gui.cards import reasons as card_reasons
from puertorico_qt.gui.cards.model_base import CR
from puertorico_qt.gui.table.model_base import R

from ..cards.positions import k, table
from .cards_driving import card_table, rows_of
from .driving import make_table
from .positions import captain_with_indigo_aboard, position
from .real_drags import click_cell, real_drag, real_drag_from
from .test_expansion_drags import first

pytestmark = pytest.mark.xcb


def _shown(qtbot, state, viewer: int | None = None):
    """The board game's table at ``state``, shown on the X server (a drag needs it)."""
    table_widget, session, rec = make_table(qtbot, state, viewer)
    table_widget.show()
    qtbot.waitExposed(table_widget)
    return table_widget, session, rec


def _board_table(qtbot, kind: str):
    state = position(kind)
    return (*_shown(qtbot, state), state.governor)


# ============================================================================ board game


def test_a_plantation_dragged_from_the_offer_onto_the_island(qtbot):
    t, session, rec, me = _board_table(qtbot, "settler")
    source = t.offer.find(Kind="tile", Value=Good.COFFEE)
    before = session.state.players[me].plant[Good.COFFEE]
    run = real_drag(
        qtbot,
        t.offer_view,
        source,
        t.board(me).island_view,
        t.board(me).island.index(1, 2),
        during=lambda: {"dragging": t.ctx.dragging},
    )
    assert run.seen["dragging"] is not None  # the table knew what was on its way
    assert rec.applied == [(me, A.TAKE + Good.COFFEE)]
    assert session.state.players[me].plant[Good.COFFEE] == before + 1
    assert t.ctx.dragging is None and t.ctx.picked is None


def test_a_building_dragged_from_the_market_into_the_city(qtbot):
    t, session, rec, me = _board_table(qtbot, "builder")
    source = t.market.find(Kind="building", Value=SMALL_MARKET)
    city = t.board(me).city
    real_drag(qtbot, t.market_view, source, t.board(me).city_view, city.index(2, 1))
    assert rec.applied == [(me, A.BUILD + SMALL_MARKET)]
    assert session.state.players[me].owns(SMALL_MARKET)


def test_colonists_dragged_to_their_places_then_done(qtbot):
    t, session, rec, me = _board_table(qtbot, "mayor")
    board = t.board(me)
    t.ctx.mayor.arrangement.all_to_san_juan()
    t.ctx.draft_changed.emit()
    hacienda = board.city.find(Kind="building", Value=BUILDINGS[7].index)
    real_drag(qtbot, board.san_juan_view, board.san_juan.index(0, 0), board.city_view, hacienda)
    tile = board.island.find(Kind="tile", Value=Good.INDIGO)
    real_drag(qtbot, board.san_juan_view, board.san_juan.index(0, 0), board.island_view, tile)
    assert board.city.data(hacienda, R.Occupied) == 1
    assert rec.applied == []  # an arrangement is sent with Done only
    t.prompt_bar.button("mayor_done").click()
    p = session.state.players[me]
    assert p.plant_occ[Good.INDIGO] == 1 and p.bocc[7] == 1


def test_a_building_dragged_onto_a_space_of_the_draft(qtbot, drafting):
    t, _session, _rec = drafting
    t.show()
    qtbot.waitExposed(t)
    draft = t.draft
    harbor = draft.pool.find(Kind="building", Value=HARBOR)
    space = draft.board.find(Kind="draft_space", Cost=8)
    real_drag(qtbot, draft.pool_view, harbor, draft.board_view, space)
    assert draft.board.find(Kind="building", Value=HARBOR).isValid()
    assert not draft.pool.find(Kind="building", Value=HARBOR).isValid()


def test_a_refused_drop_says_why_and_changes_nothing(qtbot):
    state = captain_with_indigo_aboard()
    me = state.governor
    t, session, rec = _shown(qtbot, state)
    before = session.state.to_dict()
    goods = t.board(me).goods
    corn = goods.find(Kind="good", Value=Good.CORN)
    ship4 = t.ships.find(Kind="ship", Capacity=4)
    real_drag(qtbot, t.board(me).goods_view, corn, t.ships_view, ship4)
    assert session.state.to_dict() == before and rec.applied == []
    assert "one kind" in t.message_text()
    assert t.ctx.dragging is None


def test_escape_cancels_a_drag(qtbot):
    t, session, rec, me = _board_table(qtbot, "trader")
    before = session.state.to_dict()
    goods = t.board(me).goods
    sugar = goods.find(Kind="good", Value=Good.SUGAR)
    real_drag(qtbot, t.board(me).goods_view, sugar, t.house_view, t.house.index(0, 2), cancel=True)
    assert session.state.to_dict() == before and rec.applied == []
    assert t.ctx.dragging is None and t.ctx.picked is None
    # and the same drag let go over the house sells
    real_drag(qtbot, t.board(me).goods_view, sugar, t.house_view, t.house.index(0, 2))
    assert rec.applied[0] == (me, A.SELL + Good.SUGAR)


def test_a_vp_chip_dragged_onto_the_black_market(qtbot):
    state = first("trade vp")
    me = state.current
    t, session, rec = _shown(qtbot, state, me)
    board = t.board(me)
    bm = board.city.find(Kind="building", Value=BLACK_MARKET)
    chip = next(d for d in t.vp_drags if d.seat == me).chip
    real_drag_from(qtbot, chip, chip.rect().center(), board.city_view, bm)
    assert rec.applied[0] == (me, A.TRADE_VP)
    assert session.state.players[me].vp == state.players[me].vp - 1


# ============================================================================ card game


def test_a_card_dragged_into_the_city_then_paid_by_clicks(qtbot):
    hand = ["coffee_roaster", "sugar_mill", "well", "smithy", "statue"]
    t, session, rec = card_table(qtbot, table(3, hands={0: hand}))
    qtbot.waitExposed(t)
    t.take_role(CardRole.BUILDER)
    panel = t.seat_panel(0)
    slot = panel.city.rowCount() - 1  # the free place at the end
    row = rows_of(t.hand, k("coffee_roaster"))[0]
    run = real_drag(
        qtbot,
        t.hand_view,
        t.hand.index(row, 0),
        panel.view,
        panel.city.index(slot, 0),
        during=lambda: {"dragging": t.ctx.dragging, "hover": panel.view._hover},
    )
    assert run.seen["dragging"] is not None and run.seen["hover"] == slot  # the slot lit up
    s = session.state
    assert s.phase == CardPhase.PAY and s.left == 3  # 4, one off as builder
    for _ in range(3):  # three clicks on cards not chosen yet
        click_cell(t.hand_view, _not_chosen(t.hand))
    assert t.ctx.selection.count() == 3
    assert t.press("submit")
    s = session.state
    assert cards.CARD_IDS[s.players[0].city[-1]] == "coffee_roaster"
    assert s.players[0].hand_n == 1 and rec.refused == []
    assert t.ctx.dragging is None and panel.view._hover == -1


def _not_chosen(hand):
    """The first card of the hand not yet chosen to pay with."""
    for row in range(hand.rowCount()):
        index = hand.index(row, 0)
        if not index.data(CR.Selected):
            return index
    raise AssertionError("every card is chosen")


def test_a_card_too_dear_is_refused_in_words(qtbot):
    t, session, rec = card_table(qtbot, table(3, hands={0: ["palace", "well"]}))
    qtbot.waitExposed(t)
    t.take_role(CardRole.BUILDER)
    before = session.state.to_dict()
    panel = t.seat_panel(0)
    row = rows_of(t.hand, k("palace"))[0]
    real_drag(
        qtbot,
        t.hand_view,
        t.hand.index(row, 0),
        panel.view,
        panel.city.index(panel.city.rowCount() - 1, 0),
    )
    assert session.state.to_dict() == before and rec.applied == ["role builder"]
    assert t.message_text() == card_reasons.reason_text(cards.Reason.CANNOT_AFFORD, CardPhase.BUILD)


def test_a_good_dragged_onto_the_trading_house_sells_it(qtbot):
    state = table(3, cities={0: [("indigo_plant", "well"), ("coffee_roaster", "smithy")]})
    t, session, _rec = card_table(qtbot, state)
    qtbot.waitExposed(t)
    t.take_role(CardRole.TRADER)
    panel = t.seat_panel(0)
    real_drag(qtbot, panel.view, panel.city.index(1, 0), t.house_view, t.house.index(0, 0))
    before = session.state.players[0].hand_n
    assert t.press("submit")
    p = session.state.players[0]
    assert p.goods[1] < 0 and p.goods[0] >= 0 and p.hand_n > before
