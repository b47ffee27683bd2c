"""Every decision of the card game through the card table, by drag and drop (the models'
``mimeData`` / ``dropMimeData``) and by click and keyboard: roles, building (with the
crane), paying (with the black market), producing, selling, the councillor (with the
archive), the chapel, the hand limit, the variant's starting hand, the library.  A
refused choice says why in the engine's words and changes nothing."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QToolTip

from puertorico_qt import cards
from puertorico_qt.cards import CardPhase, CardRole, actions
from puertorico_qt.gui.cards import reasons
from puertorico_qt.gui.cards.model_base import CR
from puertorico_qt.gui.cards.narration import describe_action

from ..cards.positions import k, table
from .cards_driving import build_onto_free_place, card_table, drag, round_start, rows_of


def test_a_role_by_click_and_by_drag(qtbot):
    t, session, rec = card_table(qtbot, table(3, hands={0: ["smithy", "well"]}))
    assert t.ctx.interactive()
    assert t.roles.index(CardRole.BUILDER, 0).data(CR.Active)
    t.role_view.click(CardRole.BUILDER)  # a click on the card takes the role
    assert session.state.roles_taken[CardRole.BUILDER] == 0
    assert rec.applied[0] == "role builder"

    t2, session2, _rec2 = card_table(qtbot, table(3, hands={0: ["smithy"]}))
    city = t2.seat_panel(0).city
    can, done = drag(t2.roles, CardRole.PRODUCER, city, 0)
    assert can and done
    assert session2.state.roles_taken[CardRole.PRODUCER] == 0


def test_build_by_drag_then_pay_by_clicks_with_the_count_in_the_prompt(qtbot):
    hand = ["coffee_roaster", "sugar_mill", "well", "smithy", "statue"]
    t, session, rec = card_table(qtbot, table(3, hands={0: hand}))
    t.take_role(CardRole.BUILDER)
    assert session.state.phase == CardPhase.BUILD
    city = t.seat_panel(0).city
    slot = city.rowCount() - 1  # the free place at the end
    assert city.index(slot, 0).data(CR.Kind) == "slot"
    can, done = drag(t.hand, rows_of(t.hand, k("coffee_roaster"))[0], city, slot)
    assert can and done
    s = session.state
    assert s.phase == CardPhase.PAY and s.left == 3  # 4, one off as builder
    assert "3" in t.prompt_bar.prompt.text()
    assert not t.prompt_bar.button("submit").isEnabled()
    t.hand_view.click(0)
    assert "2" in t.prompt_bar.prompt.text()  # "pay 2 more cards"
    t.hand_view.click(1)
    t.hand_view.click(0)  # taken back
    assert t.ctx.selection.count() == 1
    t.hand_view.click(0)
    t.hand_view.click(2)
    assert t.prompt_bar.button("submit").isEnabled()
    t.hand_view.click(3)  # one too many: refused in words, nothing chosen
    assert t.ctx.selection.count() == 3
    assert t.message_text()
    assert t.press("submit")
    s = session.state
    assert cards.CARD_IDS[s.players[0].city[-1]] == "coffee_roaster"
    assert s.players[0].hand_n == 1
    assert rec.refused == []


def test_another_building_while_paying_goes_back_to_the_choice(qtbot):
    """The building stands while it is paid for, and no button led back: "Another
    building" takes the choice back (Undo's, named for what it does here)."""
    hand = ["coffee_roaster", "sugar_mill", "well", "smithy", "statue"]
    t, session, _rec = card_table(qtbot, table(3, hands={0: hand}))
    t.take_role(CardRole.BUILDER)
    city = t.seat_panel(0).city
    drag(t.hand, rows_of(t.hand, k("coffee_roaster"))[0], city, city.rowCount() - 1)
    assert session.state.phase == CardPhase.PAY
    back = t.prompt_bar.button("back")
    assert back is not None and back.text() == "Another building"
    assert t.press("back")
    s = session.state
    assert s.phase == CardPhase.BUILD and s.current_player == 0
    assert len(s.players[0].city) == 1 and s.players[0].hand_n == 5
    assert t.prompt_bar.button("back") is None  # choosing again: nothing to go back to
    drag(t.hand, rows_of(t.hand, k("well"))[0], city, city.rowCount() - 1)
    assert session.state.phase == CardPhase.PAY and session.state.left == 1


def test_in_a_builder_turn_each_buildable_card_shows_its_price_on_a_green_coin(qtbot):
    """The price after every discount was only in a card's tooltip: a player had to work
    out cost less privilege less smithy less quarry for every card of the hand."""
    hand = ["coffee_roaster", "smithy", "well", "guild_hall", "sugar_mill", "tobacco_storage"]
    position = table(3, hands={0: hand}, cities={0: ["indigo_plant", "smithy", "well"]})
    t, session, _rec = card_table(qtbot, position)
    title = t.hand_panel.title.text()
    assert "green coin" not in title
    assert all(t.hand.index(r, 0).data(CR.Price) is None for r in range(t.hand.rowCount()))
    t.take_role(CardRole.BUILDER)
    s = session.state
    prices = {}
    for r in range(t.hand.rowCount()):
        index = t.hand.index(r, 0)
        kind = index.data(CR.Card)
        legal = actions.build(kind) in s.legal_actions()
        price = index.data(CR.Price)
        assert (price is not None) == legal
        if legal:
            assert price == cards.build_price(s, actions.build(kind))
            assert f"costs you {price} card" in index.data(Qt.ItemDataRole.AccessibleTextRole)
        prices[cards.CARD_IDS[kind]] = price
    # a production building: cost - 1 (builder) - 1 (smithy); the guild hall 6 - 1; the
    # smithy and the well are built already
    assert prices == {
        "sugar_mill": 0,
        "tobacco_storage": 1,
        "coffee_roaster": 2,
        "guild_hall": 5,
        "smithy": None,
        "well": None,
    }
    assert "green coin: what the building costs you" in t.hand_panel.title.text()
    assert not t.hand_view.grab().isNull()  # the coins painted
    t.press("pass")
    assert "green coin" not in t.hand_panel.title.text()


def test_a_payment_the_engine_made_by_force_is_counted_in_the_log_and_the_prompt(qtbot):
    """The Guild Hall for 5 of the 6 cards left: every way to pay includes an indigo
    plant, so the engine pays one at once.  The log said "for 4 cards" (it read what was
    left to pay), and the prompt asked for 4 more without a word on the missing card."""
    hand = ["guild_hall", "indigo_plant", "indigo_plant", "smithy", "well", "statue", "library"]
    t, session, rec = card_table(qtbot, table(3, hands={0: hand}))
    t.take_role(CardRole.BUILDER)
    build = actions.build(k("guild_hall"))
    tip = t.hand.index(rows_of(t.hand, k("guild_hall"))[0], 0).data(Qt.ItemDataRole.ToolTipRole)
    assert "5 cards" in tip
    line = describe_action(session.state, 0, build, ["Anna", "Benno", "Clara"])
    assert line == "Anna builds the Guild Hall for 5 cards."
    city = t.seat_panel(0).city
    assert drag(t.hand, rows_of(t.hand, k("guild_hall"))[0], city, city.rowCount() - 1)[1]
    s = session.state
    assert s.phase == CardPhase.PAY and s.left == 4 and s.players[0].hand_n == 5
    prompt = t.prompt_bar.prompt.text()
    # the card is named, and the counts add up: 1 paid + 0 chosen + 4 more = 5
    assert "5 cards in all. Paid already (there was no other choice): Indigo Plant." in prompt
    assert "Chosen: 0; 4 cards more" in prompt
    t.hand_view.click(0)
    assert "Chosen: 1; 3 cards more" in t.prompt_bar.prompt.text()
    for row in range(1, 4):
        t.hand_view.click(row)
    assert "The Guild Hall is paid for" in t.prompt_bar.prompt.text()
    assert t.press("submit")
    assert cards.CARD_IDS[session.state.players[0].city[-1]] == "guild_hall"
    assert session.state.players[0].hand_n == 1
    assert rec.refused == []


def test_a_payment_made_by_force_before_a_load_is_counted_but_not_named(qtbot):
    """The table names only the cards it saw the engine pay; in a game opened in the
    middle of a payment it gives their number."""
    hand = ["guild_hall", "indigo_plant", "indigo_plant", "smithy", "well", "statue", "library"]
    t, session, _ = card_table(qtbot, table(3, hands={0: hand}))
    t.take_role(CardRole.BUILDER)
    city = t.seat_panel(0).city
    assert drag(t.hand, rows_of(t.hand, k("guild_hall"))[0], city, city.rowCount() - 1)[1]
    assert "choice): Indigo Plant." in t.prompt_bar.prompt.text()
    session.open_record(session.record)
    assert session.state.phase == CardPhase.PAY and session.state.left == 4
    prompt = t.prompt_bar.prompt.text()
    assert "5 cards in all. Paid already (there was no other choice): 1 card." in prompt
    assert "Chosen: 0; 4 cards more" in prompt


def test_build_by_click_and_by_double_click(qtbot):
    t, session, _ = card_table(qtbot, table(3, hands={0: ["smithy", "well", "statue"]}))
    t.take_role(CardRole.BUILDER)
    row = rows_of(t.hand, k("smithy"))[0]
    t.hand_view.click(row)  # picks it up
    assert t.ctx.picked == {"kind": "card", "card": k("smithy"), "row": row}
    view = t.seat_panel(0).view
    view.click(t.seat_panel(0).city.rowCount() - 1)  # puts it on the free place
    s = session.state
    assert k("smithy") in s.players[0].city  # the builder's smithy costs nothing
    # the next player's turn is a computer's; a fresh table for the double-click
    t2, session2, _ = card_table(qtbot, table(3, hands={0: ["smithy", "well", "statue"]}))
    t2.take_role(CardRole.BUILDER)
    t2.hand_view.activate(rows_of(t2.hand, k("well"))[0])
    assert session2.state.phase == CardPhase.PAY or k("well") in session2.state.players[0].city


def test_a_refused_build_says_why_and_changes_nothing(qtbot):
    t, session, _rec = card_table(qtbot, table(3, hands={0: ["palace", "well"]}))
    t.take_role(CardRole.BUILDER)
    before = session.state.to_dict()
    city = t.seat_panel(0).city
    can, done = drag(t.hand, rows_of(t.hand, k("palace"))[0], city, city.rowCount() - 1)
    assert not can and not done
    assert session.state.to_dict() == before
    why = reasons.reason_text(cards.Reason.CANNOT_AFFORD, CardPhase.BUILD)
    assert t.message_text() == why


def test_a_refused_payment_leaves_the_state_unchanged_with_a_message(qtbot):
    hand = ["coffee_roaster", "sugar_mill", "well", "smithy", "statue"]
    t, session, rec = card_table(qtbot, table(3, hands={0: hand}))
    build_onto_free_place(t, k("coffee_roaster"))
    before = session.state.to_dict()
    t.hand_view.click(0)
    assert not t.press("submit")  # not enough chosen: the button is off …
    assert not t.ctx.submit()  # … and the confirm says what is missing
    assert "2" in t.message_text()
    # a payment the rules refuse (a card that is not in the hand), asked directly
    assert not session.request_sequence([actions.pay(k("palace"))] * 3)
    assert rec.refused[-1] == reasons.reason_text(cards.Reason.NOT_IN_HAND, CardPhase.PAY)
    assert session.state.to_dict() == before


def test_the_crane_builds_over_an_own_building_by_drag(qtbot):
    state = table(3, cities={0: ["indigo_plant", "crane", "well"]}, hands={0: ["smithy", "tower"]})
    t, session, _ = card_table(qtbot, state)
    t.take_role(CardRole.BUILDER)
    city = t.seat_panel(0).city
    well = rows_of(city, k("well"))[0]
    can, done = drag(t.hand, rows_of(t.hand, k("tower"))[0], city, well)
    assert can and done
    s = session.state
    if s.phase == CardPhase.PAY:
        t.ctx.selection.hand.update(range(s.left))
        assert t.ctx.submit()
    assert cards.CARD_IDS[session.state.players[0].city[well]] == "tower"


def test_the_black_market_takes_goods_with_the_cards(qtbot):
    state = table(
        3,
        cities={0: ["black_market", ("indigo_plant", "well"), ("sugar_mill", "smithy")]},
        hands={0: ["tower", "statue", "quarry"]},
    )
    t, session, _ = card_table(qtbot, state)
    t.take_role(CardRole.BUILDER)
    city = t.seat_panel(0).city
    drag(t.hand, rows_of(t.hand, k("quarry"))[0], city, city.rowCount() - 1)
    s = session.state
    assert s.phase == CardPhase.BLACK_MARKET and s.left == 3
    view = t.seat_panel(0).view
    view.click(rows_of(city, k("indigo_plant"))[0])  # a good pays one card
    view.click(rows_of(city, k("sugar_mill"))[0])
    assert t.ctx.remaining() == 1
    t.hand_view.click(0)
    assert t.press("submit")
    p = session.state.players[0]
    assert k("quarry") in p.city and p.goods_count() == 0 and p.hand_n == 1


def test_produce_by_dragging_the_deck_and_by_click(qtbot):
    state = table(3, cities={0: ["indigo_plant", "sugar_mill", "coffee_roaster"]})
    t, session, _ = card_table(qtbot, state)
    t.take_role(CardRole.PRODUCER)
    assert t.ctx.mode() == "produce" and session.state.left == 2
    # nothing chosen: the confirm is a plain "Produce nothing", not the green button
    confirm = t.prompt_bar.button("submit")
    assert confirm.text() == "Produce nothing" and confirm.objectName() == "promptButton"
    city = t.seat_panel(0).city
    can, done = drag(t.piles, 0, city, 1)  # the deck onto the sugar mill
    assert can and done
    confirm = t.prompt_bar.button("submit")
    assert confirm.text() == "Produce" and confirm.objectName() == "primaryButton"
    t.seat_panel(0).view.click(2)  # the coffee roaster, by click
    assert t.ctx.selection.slots == {1, 2}
    t.seat_panel(0).view.click(0)  # a third: too many, refused
    assert t.ctx.selection.slots == {1, 2}
    assert t.press("submit")
    goods = session.state.players[0].goods
    assert goods[0] < 0 and goods[1] >= 0 and goods[2] >= 0


def test_sell_by_dragging_a_good_onto_the_trading_house(qtbot):
    state = table(3, cities={0: [("indigo_plant", "well"), ("coffee_roaster", "smithy")]})
    t, session, _ = card_table(qtbot, state)
    t.take_role(CardRole.TRADER)
    assert t.ctx.mode() == "sell"
    assert t.house.index(0, 0).data(CR.Prices) is not None  # the tile is turned up
    city = t.seat_panel(0).city
    can, done = drag(city, 1, t.house, 0)
    assert can and done
    before = session.state.players[0].hand_n
    assert t.press("submit")
    p = session.state.players[0]
    assert p.goods[1] < 0 and p.goods[0] >= 0 and p.hand_n > before


def test_the_councillor_keeps_from_the_spread_by_click_and_by_drag(qtbot):
    state = table(3, top=["palace", "well", "smithy", "tower", "statue", "hero", "crane"])
    t, session, _ = card_table(qtbot, state)
    t.take_role(CardRole.COUNCILLOR)
    assert t.keeping() and t.spread.rowCount() == 5
    assert t.center.currentWidget() is t.spread_panel
    t.spread_view.click(rows_of(t.spread, k("palace"))[0])
    assert t.press("submit")
    assert session.state.players[0].hand[k("palace")] == 1
    # by drag, onto the hand
    t2, session2, _ = card_table(
        qtbot, table(3, top=["palace", "well", "smithy", "tower", "statue"])
    )
    t2.take_role(CardRole.COUNCILLOR)
    can, done = drag(t2.spread, rows_of(t2.spread, k("tower"))[0], t2.hand, 0)
    assert can and done
    t2.spread_view.activate(rows_of(t2.spread, k("tower"))[0])  # chosen: Enter keeps it
    assert session2.state.players[0].hand[k("tower")] == 1


def test_the_archive_discards_from_the_whole_hand(qtbot):
    state = table(
        3,
        cities={0: ["indigo_plant", "archive"]},
        hands={0: ["palace"]},
        top=["well", "smithy", "tower", "statue", "hero"],
    )
    t, session, _ = card_table(qtbot, state)
    t.take_role(CardRole.COUNCILLOR)
    s = session.state
    assert s.phase == CardPhase.ARCHIVE and t.ctx.mode() == "discard" and s.left == 4
    assert len(t.ctx.hand()) == 6  # the drawn cards are in the hand
    for row in range(4):
        t.hand_view.click(row)
    assert t.press("submit")
    assert session.state.players[0].hand_n == 2


def test_the_chapel_by_drag_and_by_click(qtbot):
    state = table(3, cities={0: ["indigo_plant", "chapel"]}, hands={0: ["palace", "well"]})
    t, session, _ = card_table(qtbot, round_start(state))
    assert session.state.phase == CardPhase.CHAPEL
    city = t.seat_panel(0).city
    chapel = rows_of(city, k("chapel"))[0]
    can, done = drag(t.hand, rows_of(t.hand, k("well"))[0], city, chapel)
    assert can and done
    assert session.state.players[0].chapel_n == 1


def test_the_chapel_by_click_and_button_or_keeping_the_cards(qtbot):
    state = table(3, cities={0: ["indigo_plant", "chapel"]}, hands={0: ["palace", "well"]})
    t, session, _ = card_table(qtbot, round_start(state))
    t.hand_view.click(rows_of(t.hand, k("palace"))[0])
    assert t.press("submit")
    assert session.state.players[0].chapel_n == 1
    t2, session2, _ = card_table(
        qtbot, round_start(table(3, cities={0: ["indigo_plant", "chapel"]}, hands={0: ["well"]}))
    )
    assert t2.press("pass")  # "Keep my cards"
    assert session2.state.players[0].chapel_n == 0


def test_the_hand_limit(qtbot):
    hand = ["well", "smithy", "tower", "statue", "hero", "palace", "crane", "quarry", "archive"]
    t, session, _ = card_table(qtbot, round_start(table(3, hands={0: hand})))
    s = session.state
    assert s.phase == CardPhase.HAND_LIMIT and s.left == 2
    t.hand_view.click(0)
    t.hand_view.click(1)
    assert t.press("submit")
    assert session.state.players[0].hand_n == 7


def test_the_variant_starting_hand(qtbot):
    from .cards_driving import card_session

    state = cards.new_game(cards.CardConfig(players=3, variant=True), 4)
    assert state.phase == CardPhase.DEAL and state.current_player == 0
    session = card_session(state, 0)
    from puertorico_qt.gui.cards.widget import CardTableWidget

    t = CardTableWidget(session)
    qtbot.addWidget(t)
    assert t.ctx.mode() == "discard" and session.state.left == 1
    t.hand_view.click(0)
    assert t.press("submit")
    assert session.state.players[0].hand_n == 4


def test_the_library_question_with_two_players(qtbot):
    state = table(2, cities={0: ["indigo_plant", "library"]}, hands={0: ["well"]})
    t, session, _ = card_table(qtbot, state)
    t.take_role(CardRole.PROSPECTOR)
    assert session.state.phase == CardPhase.LIBRARY
    assert t.prompt_bar.button("library_skip") is not None
    assert t.press("library_use")
    assert session.state.players[0].hand_n == 3  # two cards as prospector


def test_build_nothing(qtbot):
    t, _session, rec = card_table(qtbot, table(3, hands={0: ["well", "smithy"]}))
    t.take_role(CardRole.BUILDER)
    assert t.press("pass")
    assert rec.applied[-1] == "pass"


def test_the_produce_and_sell_prompts_count_in_words(qtbot, language):
    """ "Sell up to 1 goods" was the prompt of a seat without the privilege; the count
    now comes with its noun, in every language."""
    from puertorico_qt.gui.cards.prompts import phase_prompt

    state = table(3, cities={0: [("indigo_plant", "well"), ("coffee_roaster", "smithy")]})
    t, session, _ = card_table(qtbot, state)
    t.take_role(CardRole.TRADER)
    s = session.state
    assert s.left == 2  # the chooser's privilege
    assert "Sell up to 2 goods:" in phase_prompt(t.ctx)
    s.left = 1  # what a seat without the privilege is asked
    assert "Sell up to 1 good:" in phase_prompt(t.ctx)
    language("de")
    assert "Verkaufe bis zu 1 Ware:" in phase_prompt(t.ctx)
    language("nl")
    assert "Verkoop hoogstens 1 goed:" in phase_prompt(t.ctx)
    language("en")

    t2, session2, _ = card_table(qtbot, table(3, cities={0: ["indigo_plant"]}))
    t2.take_role(CardRole.PRODUCER)
    session2.state.left = 1
    assert "Produce up to 1 good:" in phase_prompt(t2.ctx)


def test_a_wrapped_city_still_finds_the_card_under_the_mouse(qtbot):
    """An opponent's long city wraps into rows: each card's place on screen is the
    card's row of the model (hit-testing and painting share ``shapes``)."""
    city = ["indigo_plant", "sugar_mill", "smithy", "well", "tower", "chapel", "statue"]
    city += ["archive", "crane", "library"]
    t, _session, _ = card_table(qtbot, table(3, cities={1: city}))
    view = t.seat_panel(1).view
    view.resize(420, 300)  # a tall, narrow panel
    shapes = view.shapes()
    assert len({round(rect.top()) for rect, _turn in shapes}) >= 2
    for row, (rect, turn) in enumerate(shapes):
        centre = turn.map(rect.center()).toPoint()
        assert view.indexAt(centre).row() == row


def test_an_empty_hand_says_where_new_cards_come_from(qtbot, language):
    """A hand without cards was a large bare panel; it now says, in words, which roles
    bring cards (the roles' names as the table shows them)."""
    t, _session, _ = card_table(qtbot, table(3, hands={0: []}))
    view = t.hand_view
    assert view.model().rowCount() == 0
    assert "Councillor" in view.empty_text() and "Prospector" in view.empty_text()
    with_words = view.viewport().grab().toImage()
    text, view.empty_text = view.empty_text, None
    bare = view.viewport().grab().toImage()
    view.empty_text = text
    assert with_words != bare  # the words are painted
    language("de")
    assert view.empty_text().startswith("Keine Karten auf der Hand. Der Ratsherr, der Goldsucher")
    language("nl")
    assert "Raadsheer" in view.empty_text()
    language("en")


def test_an_empty_hand_at_the_end_of_the_game_gives_no_advice(qtbot):
    """No role brings cards once the game is over: the empty hand only says it is empty."""
    eleven = ["indigo_plant"] * 6 + ["smithy", "gold_mine", "archive", "well", "crane"]
    t, session, _ = card_table(qtbot, table(2, cities={0: eleven}, hands={0: ["sugar_mill"]}))
    session.request(session.state.parse_action("role builder"))
    session.request(session.state.parse_action("build sugar_mill"))
    session.paused = False  # Benno, a computer player, builds or not: the game ends
    qtbot.waitUntil(session.state.is_terminal)
    assert t.hand.rowCount() == 0
    assert t.hand_view.empty_text() == "No cards in your hand."


def test_the_governors_third_role_in_the_two_player_game_is_named_in_the_prompt(qtbot):
    """With two players the governor chooses again after the other player: a player who
    knows the larger game would not expect a third role, so the prompt says so."""
    t, session, _rec = card_table(
        qtbot, table(2, hands={0: ["smithy"], 1: ["well"]}), everyone_human=True
    )

    def take_the_screen() -> None:  # hot seat: the hand-over screen, confirmed
        if session.awaiting_handover() is not None:
            session.handover_done()

    take_the_screen()
    assert session.request(actions.role(CardRole.PROSPECTOR))  # the governor, seat 0
    s = session.state
    assert s.current_player == 1 and s.phase == CardPhase.ROLE
    take_the_screen()
    assert t.prompt_bar.prompt.text().startswith("Choose a role — click a role card")
    assert session.request(actions.role(CardRole.COUNCILLOR))
    s = session.state
    while s.phase != CardPhase.ROLE:  # each keeps the first card offered
        take_the_screen()
        assert session.request(s.legal_actions()[0])
        s = session.state
    assert s.current_player == 0 and s.pick == 2
    take_the_screen()
    assert t.prompt_bar.prompt.text() == (
        "With two players the governor takes a third role. "
        "Choose a role — click a role card, or drag it down to your city."
    )


def test_the_hand_keeps_its_keyboard_cell_when_a_card_leaves_it(qtbot):
    """Building by Enter takes a card out of the hand (the model is read anew): the
    current cell stays where it was, not gone (the focus mark vanished, and the next
    arrow key started at the first card)."""
    state = table(2, hands={0: ["smithy", "well", "statue", "tower"]})
    t, session, _ = card_table(qtbot, state)
    assert t.take_role(cards.CardRole.BUILDER)
    view = t.hand_view
    view.setCurrentIndex(t.hand.index(1, 0))
    QTest.keyClick(view, Qt.Key.Key_Return)  # builds the card there (free or paid next)
    assert session.state.players[0].hand_n < 4 or session.state.phase == CardPhase.PAY
    assert view.currentIndex().isValid()
    session.shutdown()


def test_shift_f1_shows_a_hand_cards_text(qtbot):
    t, session, _ = card_table(qtbot, table(2, hands={0: ["smithy", "well"]}))
    t.show()
    qtbot.waitExposed(t)
    t.hand_view.setCurrentIndex(t.hand.index(1, 0))
    QTest.keyClick(t.hand_view, Qt.Key.Key_F1, Qt.KeyboardModifier.ShiftModifier)
    tip = t.hand.index(1, 0).data(Qt.ItemDataRole.ToolTipRole)
    assert tip and QToolTip.isVisible() and QToolTip.text() == tip
    QToolTip.hideText()
    session.shutdown()


def test_the_builders_prompt_speaks_of_a_crane_only_to_its_owner(qtbot):
    """A beginner without one looked for a crane the prompt spoke of."""
    t, _session, _rec = card_table(qtbot, table(3, hands={0: ["smithy", "well"]}))
    t.take_role(CardRole.BUILDER)
    assert "crane" not in t.prompt_bar.prompt.text()
    t2, _s2, _r2 = card_table(
        qtbot, table(3, cities={0: ["indigo_plant", "crane"]}, hands={0: ["smithy", "well"]})
    )
    t2.take_role(CardRole.BUILDER)
    assert "build over it with a crane" in t2.prompt_bar.prompt.text()
