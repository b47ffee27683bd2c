"""A hint marks its move on the table (orange, ``mark == "hint"``), not only in words:
the role card, the building for sale, the hand card to build or pay with, the card to
keep, the building to produce on or sell from, the Kran's building built over, the
button to press; the marks go with the hint panel (a move, ×, Esc)."""

from __future__ import annotations

from itertools import pairwise

from puertorico_qt.ai import make_bot
from puertorico_qt.cards import CardPhase, CardRole
from puertorico_qt.cards import actions as CA
from puertorico_qt.engine import Phase
from puertorico_qt.engine import actions as A
from puertorico_qt.engine.data import Good, Role
from puertorico_qt.engine.rules import building_place
from puertorico_qt.gui.cards import names as CN
from puertorico_qt.gui.cards.model_base import CR
from puertorico_qt.gui.main_window import MainWindow
from puertorico_qt.gui.table import TableWidget
from puertorico_qt.gui.table.model_base import R

from ..cards.positions import k, table
from .cards_driving import build_onto_free_place, card_table, round_start, rows_of
from .positions import NAMES, position, session_at


def _board(qtbot, state):
    session = session_at(state)
    t = TableWidget(session)
    qtbot.addWidget(t)
    t.resize(1366, 720)
    t.show()
    return t, session


def _marked_board(t: TableWidget) -> dict[str, list]:
    """Every hinted cell by zone, with what the cell shows (the views' own marks)."""
    out: dict[str, list] = {}
    for view in t.all_views():
        m = view.zone_model()
        for row, column in sorted(view.hinted):
            index = m.index(row, column)
            assert view.mark(index) == "hint"
            out.setdefault(type(m).__name__, []).append(m.cell(index))
    return out


def _marked_cards(t) -> dict[str, list[int]]:
    out: dict[str, list[int]] = {}
    for view in t.all_views():
        for row in sorted(view.hinted):
            assert view.mark(row) == "hint"
            model = view.card_model()
            name = type(model).__name__
            if name == "CityModel":
                name += str(model.seat)
            out.setdefault(name, []).append(row)
    return out


# ============================================================================ board game


def test_a_role_hint_marks_that_role_card_only(qtbot):
    t, _ = _board(qtbot, position("role"))
    t.show_hint([A.choose_role(Role.BUILDER)])
    marked = _marked_board(t)
    assert list(marked) == ["RoleModel"] and len(marked["RoleModel"]) == 1
    view = t.role_view
    m = view.zone_model()
    others = [
        m.index(r, c)
        for r in range(m.rowCount())
        for c in range(m.columnCount())
        if (r, c) not in view.hinted and m.cell(m.index(r, c)) is not None
    ]
    assert others and all(view.mark(i) == "active" for i in others)  # still gold
    t.clear_hint()
    assert not _marked_board(t)


def test_a_build_hint_marks_the_building_for_sale_not_every_empty_space(qtbot):
    state = position("builder")
    t, session = _board(qtbot, state)
    build = next(a for a in session.legal_actions() if A.is_kind(a, "build"))
    t.show_hint([build])
    marked = _marked_board(t)
    assert list(marked) == ["MarketModel"] and len(marked["MarketModel"]) == 1


def test_a_drag_only_move_marks_its_piece_and_the_first_place_it_goes(qtbot):
    """Loading corn in the Captain phase when two ships could take it: a double-click
    cannot choose the ship, so the barrel and the hinted ship are marked."""
    state = position("captain")
    t, session = _board(qtbot, state)
    ships = [a for a in session.legal_actions() if A.is_kind(a, "ship")]
    corn = [a for a in ships if A.good_of(a) == Good.CORN]
    assert len(corn) >= 2, "corn fits on more than one ship here"
    t.show_hint([corn[-1]])
    marked = _marked_board(t)
    assert set(marked) == {"GoodsModel", "ShipsModel"}, marked
    assert len(marked["ShipsModel"]) == 1


def test_a_mayor_hint_marks_a_waiting_colonist_and_the_place_it_names(qtbot):
    from puertorico_qt.engine.data import SMALL_MARKET

    t, session = _board(qtbot, position("mayor"))
    place = A.place_in_building(SMALL_MARKET)
    assert place in session.legal_actions()
    t.show_hint([place])
    marked = _marked_board(t)
    assert set(marked) == {"SanJuanModel", "CityModel"}, marked
    assert [cell[R.Value] for cell in marked["CityModel"]] == [SMALL_MARKET]
    assert len(marked["SanJuanModel"]) == 1


def test_a_storage_hint_marks_what_to_change_then_the_button(qtbot):
    """After the Captain phase the draft starts from the choice that keeps most; a hint
    for another marks the barrels to put in and the places to change, and once the
    draft is the hint, the panel's button."""
    t, session = _board(qtbot, position("storage"))
    draft = t.ctx.storage
    assert draft.active
    other = next(a for a in session.legal_actions() if a != draft.action())
    t.show_hint([other])
    marked = _marked_board(t)
    assert set(marked) == {"GoodsModel", "StorageModel"}, marked
    assert t.storage_panel.button.property("hinted") is not True
    mask, keep = A.storage_of(other)
    wanted = next(g for g in range(6) if mask >> g & 1)
    assert {c[R.Value] for c in marked["GoodsModel"]} == {wanted, keep}  # both swap
    assert len(marked["StorageModel"]) == 2  # the warehouse's and the single barrel's
    # the person follows it: the warehouse gets the hinted kind, the single place the other
    assert t.ctx.store_good(0, wanted)
    if draft.action() != other:
        assert t.ctx.store_good(len(draft.stored), keep)
    assert draft.action() == other
    assert not _marked_board(t)
    assert t.storage_panel.button.property("hinted") is True
    t.clear_hint()
    assert t.storage_panel.button.property("hinted") is False


def test_a_pass_hint_marks_the_button(qtbot):
    t, session = _board(qtbot, position("builder"))
    assert A.PASS in session.legal_actions()
    t.show_hint([A.PASS])
    assert t.prompt_bar.hinted_keys() == ["pass"]
    button = t.prompt_bar.button("pass")
    assert button.property("hinted") is True
    t.clear_hint()
    assert t.prompt_bar.hinted_keys() == []


# ============================================================================ card game


def test_card_role_and_build_hints_mark_the_role_card_and_the_hand_card(qtbot):
    t, session, _ = card_table(qtbot, table(3, hands={0: ["smithy", "well", "tower"]}))
    t.show_hint([CA.role(CardRole.BUILDER)])
    assert _marked_cards(t) == {"RoleModel": [CardRole.BUILDER]}
    t.clear_hint()
    t.take_role(CardRole.BUILDER)
    assert session.state.phase == CardPhase.BUILD
    t.show_hint([CA.build(k("well"))])
    assert _marked_cards(t) == {"HandModel": rows_of(t.hand, k("well"))}


def test_a_card_payment_hint_marks_one_card_of_that_kind_and_gives_way_once_chosen(qtbot):
    hand = ["coffee_roaster", "well", "well", "smithy", "statue"]
    t, session, _ = card_table(qtbot, table(3, hands={0: hand}))
    build_onto_free_place(t, k("coffee_roaster"))
    assert session.state.phase == CardPhase.PAY
    t.show_hint([CA.pay(k("well"))])
    wells = rows_of(t.hand, k("well"))
    assert _marked_cards(t) == {"HandModel": wells[:1]}
    t.hand_view.click(wells[0])  # chosen: the green tick, no orange over it
    assert t.hand.index(wells[0], 0).data(CR.Selected)


def test_keep_produce_and_crane_hints(qtbot):
    state = table(3, top=["palace", "well", "smithy", "tower", "statue", "hero", "crane"])
    t, _session, _ = card_table(qtbot, state)
    t.take_role(CardRole.COUNCILLOR)
    t.show_hint([CA.keep(k("tower"))])
    assert _marked_cards(t) == {"SpreadModel": rows_of(t.spread, k("tower"))}

    state = table(3, cities={0: ["indigo_plant", "sugar_mill", "coffee_roaster"]})
    t, _session, _ = card_table(qtbot, state)
    t.take_role(CardRole.PRODUCER)
    t.show_hint([CA.produce(k("sugar_mill"))])
    city = t.seat_panel(0).city
    assert _marked_cards(t) == {"CityModel0": rows_of(city, k("sugar_mill"))}

    state = table(3, cities={0: ["indigo_plant", "crane", "well"]}, hands={0: ["smithy", "tower"]})
    t, _session, _ = card_table(qtbot, state)
    t.take_role(CardRole.BUILDER)
    t.show_hint([CA.build(k("tower"), k("well"))])
    city = t.seat_panel(0).city
    assert _marked_cards(t) == {
        "HandModel": rows_of(t.hand, k("tower")),
        "CityModel0": rows_of(city, k("well")),
    }


def _card_window(qtbot, make_session, settings, setup_for):
    """The main window with a 2-player card game, the person (seat 0) to move."""
    session = make_session()
    win = MainWindow(session, settings, interactive=False, persist=False)
    qtbot.addWidget(win)
    win.resize(1366, 768)
    win.show()
    session.new_game(setup_for(1, 2, seed=3, game="cards"))
    qtbot.waitUntil(lambda: session.is_human_turn())
    return win, session


def test_the_marks_go_with_the_hint_panel(qtbot, make_session, settings, setup_for):
    win, session = _card_window(qtbot, make_session, settings, setup_for)
    t = win.card_table
    role = next(a for a in session.legal_actions() if CA.decode(a).verb == "role")
    win._on_hint(role, session.describe(session.state, 0, role), None)
    assert win.hint_panel.isVisible() and _marked_cards(t)
    win.hint_panel.hide()  # × or Esc
    assert not _marked_cards(t)
    win._on_hint(role, session.describe(session.state, 0, role), None)
    assert _marked_cards(t)
    assert session.request(role)  # the move made: the panel and the marks go
    assert not win.hint_panel.isVisible() and not _marked_cards(t)


# ============================================================================ whole decisions


def _hint(qtbot, session):
    with qtbot.waitSignal(session.hint_ready, timeout=60_000) as signal:
        assert session.request_hint()
    return signal.args


def test_a_mayor_hint_is_the_whole_arrangement_and_marks_every_place(qtbot):
    """The engine asks the Mayor's arrangement a colonist at a time (and places the last
    one by itself where one place is left); the table asks it at once. The hint names
    the whole arrangement and marks every place of it."""
    t, session = _board(qtbot, position("mayor"))
    seat = session.state.current_player
    assert session.state.mayor_left == 2
    first, text, _why = _hint(qtbot, session)
    steps = session.hinted_decision
    assert steps[0] == first and len(steps) == 2 and all(A.is_kind(a, "place") for a in steps)
    copy = session.state.clone()
    copy.apply(first)  # the second step follows by force
    p = copy.players[seat]
    assert p.colonists() == 2 and not (copy.phase == Phase.MAYOR and copy.current == seat)
    assert text.startswith(f"{NAMES[seat]} places 2 colonists: ")
    t.show_hint(steps)
    marked = _marked_board(t)
    assert len(marked["SanJuanModel"]) == 1
    places = sorted(A.target_of(a) for a in steps)
    on_board = sorted(
        [building_place(c[R.Value]) for c in marked.get("CityModel", [])]
        + [c[R.Value] for c in marked.get("IslandModel", [])]
    )
    assert on_board == places


def test_a_mayor_hint_is_held_against_the_persons_draft(qtbot):
    """The draft starts from the person's last arrangement: a colonist on a place the
    hint leaves empty is marked to be moved, next to the places still to fill."""
    from puertorico_qt.engine.rules import SAN_JUAN, tile_place

    t, session = _board(qtbot, position("mayor"))
    seat = session.state.current_player
    _first, _text, _why = _hint(qtbot, session)
    steps = session.hinted_decision
    hinted = {A.target_of(a) for a in steps}
    p = session.state.players[seat]
    places = {tile_place(k) for k, n in enumerate(p.plant) if n} | {
        building_place(b) for b in p.buildings
    }
    elsewhere = sorted(places - hinted)[0]
    assert t.ctx.move_colonist(SAN_JUAN, elsewhere)  # the person put one there
    t.show_hint(steps)
    marked = _marked_board(t)
    on_board = sorted(
        [building_place(c[R.Value]) for c in marked.get("CityModel", [])]
        + [c[R.Value] for c in marked.get("IslandModel", [])]
    )
    assert on_board == sorted([*hinted, elsewhere])  # to fill, and to empty
    assert len(marked["SanJuanModel"]) == 1  # one still waits there
    # the person follows the hint: the marks say what is left
    target = sorted(hinted)[0]
    assert t.ctx.move_colonist(elsewhere, target)
    marked = _marked_board(t)
    on_board = sorted(
        [building_place(c[R.Value]) for c in marked.get("CityModel", [])]
        + [c[R.Value] for c in marked.get("IslandModel", [])]
    )
    assert on_board == sorted(hinted - {target})
    # the draft is the hint: only Done is left, and marked
    for place in sorted(hinted - {target}):
        assert t.ctx.move_colonist(SAN_JUAN, place)
    assert not _marked_board(t)
    assert t.prompt_bar.hinted_keys() == ["mayor_done"]


def test_a_card_payment_hint_names_every_card_and_marks_them(qtbot):
    hand = ["coffee_roaster", "well", "smithy", "statue", "tower"]
    t, session, _ = card_table(qtbot, table(3, hands={0: hand}))
    build_onto_free_place(t, k("coffee_roaster"))
    assert session.state.phase == CardPhase.PAY and session.state.left == 3
    first, text, _why = _hint(qtbot, session)
    steps = session.hinted_decision
    assert steps[0] == first and len(steps) == 3
    assert all(CA.decode(a).verb == "pay" for a in steps)
    names = [CN.card_name(CA.decode(a).arg) for a in steps]
    assert text == "Anna pays with " + ", ".join(f"the {n}" for n in names) + "."
    t.show_hint(steps)
    assert len(_marked_cards(t)["HandModel"]) == 3
    # the marks are the cards the hint names, and choosing them pays
    for row in sorted(t.hand_view.hinted):
        t.hand_view.click(row)
    assert t.press("submit")
    assert session.state.phase != CardPhase.PAY
    assert sorted(session.state.players[0].hand) == sorted(
        _hand_after(hand, ["coffee_roaster", *(CA.decode(a).arg for a in steps)])
    )


def _hand_after(hand: list[str], spent: list) -> list[int]:
    from puertorico_qt.cards.data import N_KINDS

    counts = [0] * N_KINDS
    for card in hand:
        counts[k(card)] += 1
    for card in spent:
        counts[k(card) if isinstance(card, str) else card] -= 1
    return counts


def test_a_producer_hint_names_both_goods_asked_one_at_a_time(qtbot):
    state = table(3, cities={0: ["indigo_plant", "sugar_mill", "coffee_roaster"]})
    t, session, _ = card_table(qtbot, state)
    t.take_role(CardRole.PRODUCER)
    assert t.ctx.mode() == "produce" and session.state.left == 2
    first, text, _why = _hint(qtbot, session)
    steps = session.hinted_decision
    produced = [CA.decode(a).arg for a in steps if CA.decode(a).verb == "produce"]
    assert steps[0] == first and len(produced) == 2
    names = ", ".join(f"the {CN.card_name(kind)}" for kind in produced)
    assert text == f"Anna produces on {names}."
    t.show_hint(steps)
    city = t.seat_panel(0).city
    assert _marked_cards(t) == {"CityModel0": sorted(rows_of(city, k)[0] for k in produced)}


def test_a_hint_for_a_position_that_is_gone_is_dropped(qtbot):
    """The person moved while the hint was still thinking: no hint for the old position."""
    hand = ["coffee_roaster", "well", "smithy", "statue", "tower"]
    t, session, _ = card_table(qtbot, table(3, hands={0: hand}))
    t.take_role(CardRole.PRODUCER)
    seen = []
    session.hint_ready.connect(lambda *args: seen.append(args))
    assert session.request_hint()
    assert session.request(CA.PASS) or session.request(session.legal_actions()[0])
    bots = session._bots  # its answer has come back (and was dropped)
    qtbot.waitUntil(lambda: bots._hint is None, timeout=30_000)
    qtbot.wait(50)
    assert seen == []


def test_a_hand_limit_hint_names_every_card_to_discard(qtbot):
    hand = ["well", "smithy", "tower", "statue", "hero", "palace", "crane", "quarry", "archive"]
    t, session, _ = card_table(qtbot, round_start(table(3, hands={0: hand})))
    assert session.state.phase == CardPhase.HAND_LIMIT and session.state.left == 2
    first, text, _why = _hint(qtbot, session)
    steps = session.hinted_decision
    assert steps[0] == first and len(steps) == 2
    assert all(CA.decode(a).verb == "discard" for a in steps)
    names = ", ".join(f"the {CN.card_name(CA.decode(a).arg)}" for a in steps)
    assert text == f"Anna discards {names}."
    t.show_hint(steps)
    assert len(_marked_cards(t)["HandModel"]) == 2


def test_the_prompt_bar_offers_the_hint_on_the_persons_turn(
    qtbot, make_session, settings, setup_for, language
):
    """Game › hint was only in the menu; the prompt bar shows a small "Hint" button
    while it can be used, in the window's language, and a click asks for the hint."""
    win, session = _card_window(qtbot, make_session, settings, setup_for)
    button = win.card_table.prompt_bar.hint_button
    assert button.isVisible() and button.text() == "Hint"
    assert "Ctrl+H" in button.toolTip()
    with qtbot.waitSignal(session.hint_ready, timeout=30_000):
        button.click()
    language("de")
    qtbot.waitUntil(lambda: button.text() == "Tipp")
    session.paused = True  # the computer players wait: the person plays on to their turn
    chooser = make_bot("normal", 1, game="cards")
    while session.is_human_turn():
        assert session.request(chooser.choose_in(session.state))
    assert not button.isVisible()  # not the person's turn: no hint
    session.paused = False
    session.new_game(setup_for(1, 2, seed=3))  # the board table gets one too
    qtbot.waitUntil(lambda: win.tables.board is not None and session.is_human_turn())
    assert win.tables.board.prompt_bar.hint_button.isVisible()


def test_a_hint_bot_that_answers_nonsense_midway_leaves_the_steps_it_gave(qtbot):
    """A bug in a bot must not break the window: an illegal answer in the middle of a
    decision ends the hint with the steps before it."""
    from puertorico_qt.ai import Bot

    class Midway(Bot):
        name = "midway"
        calls = 0

        def choose(self, observation, budget=None) -> int:
            Midway.calls += 1
            legal = observation.legal_actions()
            return legal[0] if Midway.calls == 1 else 10**6  # then nonsense

    hand = ["coffee_roaster", "well", "smithy", "statue", "tower", "hero"]
    t, session, _ = card_table(qtbot, table(3, hands={0: hand}))
    build_onto_free_place(t, k("coffee_roaster"))
    assert session.state.phase == CardPhase.PAY and session.state.left == 3
    session._bots.factory = lambda level, seed: Midway()
    first, text, _why = _hint(qtbot, session)
    assert session.hinted_decision == (first,)
    assert text.startswith("Anna pays with the ")


def test_a_refused_drop_differs_from_an_allowed_one_by_shape(qapp) -> None:
    """Red against green alone looked the same to a colour-blind eye: a refused drop has
    a dashed frame and a "no" sign in its corner, an allowed one neither."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QColor, QImage, QPainter

    from puertorico_qt.gui.table.delegate import ZoneDelegate

    def marked(mark: str) -> QImage:
        image = QImage(120, 80, QImage.Format.Format_ARGB32)
        image.fill(QColor("white"))
        painter = QPainter(image)
        # the class stands in for a delegate: the mark needs nothing of a view
        ZoneDelegate._paint_mark(ZoneDelegate, painter, QRectF(0, 0, 120, 80), mark, 16.0)
        painter.end()
        return image

    def corner_ink(image: QImage) -> int:  # coloured pixels where the "no" sign goes
        return sum(
            1
            for x in range(86, 116)
            for y in range(4, 30)
            if QColor(image.pixel(x, y)).saturation() > 120
        )

    def gaps_on_top_edge(image: QImage) -> int:  # white runs along the frame's top line
        row = [QColor(image.pixel(x, 1)).saturation() > 60 for x in range(20, 80)]
        return sum(1 for a, b in pairwise(row) if a and not b)

    refused, allowed = marked("refused"), marked("target")
    assert corner_ink(refused) > 3 * corner_ink(allowed)
    assert gaps_on_top_edge(refused) >= 2 and gaps_on_top_edge(allowed) == 0
