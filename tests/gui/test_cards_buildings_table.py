"""The card table with the expansion "Die neuen Gebäude", part 2: the round start's
decisions (Amtsstube: swap; Bank: tuck) by drag and by click with their buttons and the
engine's refusals in words; the log's lines for the expansion's decisions and for the
cards that act by themselves, never naming a hidden card; the city's tooltips (the
cards under a Bank or a Hafen, the tower's hand limit asked of the engine); hot-seat."""

from __future__ import annotations

from puertorico_qt import cards
from puertorico_qt.cards import CardPhase, CardRole, CardState, actions
from puertorico_qt.cards.phases.common import settle
from puertorico_qt.cards.phases.round_start import new_round
from puertorico_qt.gui.cards import expansion_switch, prompts, texts
from puertorico_qt.gui.cards import names as CN
from puertorico_qt.gui.cards.log_lines import card_lines
from puertorico_qt.gui.cards.model_base import CR
from puertorico_qt.gui.cards.narration import describe_action

from ..cards.positions import act, k, table
from .cards_driving import NAMES, card_session, card_table, drag, rows_of

X = ("buildings",)


def at_round_start(players: int = 2, **kwargs: object) -> CardState:
    """A position whose round is over: the next one starts with seat 0 as governor."""
    s = table(players, expansions=X, governor=players - 1, **kwargs)  # type: ignore[arg-type]
    new_round(s)
    settle(s)
    return s


def _office() -> CardState:
    return at_round_start(
        cities={0: ["indigo_plant", "office_building"]},
        hands={0: ["smithy", "statue", "hero"]},
        top=["well", "tower"],
    )


def _bank() -> CardState:
    return at_round_start(
        cities={0: ["indigo_plant", "bank"]}, hands={0: ["smithy", "statue", "statue", "hero"]}
    )


def _hand(s: CardState, seat: int) -> list[str]:
    return sorted(
        cards.data.CARD_IDS[kind]
        for kind in range(len(s.players[seat].hand))
        for _ in range(s.players[seat].hand[kind])
    )


def _lines(before: CardState, action: int, names=NAMES) -> list[str]:
    after = before.clone()
    seat = before.current_player
    after.apply(action)
    _last, added = card_lines(before, after, [(seat, action)], list(names))
    return [line() for line, _heading in added]


# --------------------------------------------------------------------------- words


def test_every_phase_has_a_title_and_a_prompt_so_the_switch_shows(qtbot):
    assert expansion_switch.table_ready()
    assert CardPhase.OFFICE in prompts.TITLES and CardPhase.BANK in prompts.OTHERS


# --------------------------------------------------------------------------- Amtsstube


def test_office_by_click_and_the_swap_button(qtbot):
    t, session, rec = card_table(qtbot, _office())
    assert session.state.phase == CardPhase.OFFICE and t.ctx.mode() == "swap"
    assert "office building" in t.prompt_bar.title.text().lower()
    assert t.prompt_bar.button("submit").text() == "Keep my hand"
    t.hand_view.click(rows_of(t.hand, k("hero"))[0])
    t.hand_view.click(rows_of(t.hand, k("smithy"))[0])
    assert t.prompt_bar.button("submit").text() == "Swap"
    third = rows_of(t.hand, k("statue"))[0]
    assert not t.ctx.toggle("hand", third)  # two at most
    assert t.press("submit"), t.message_text()
    s = session.state
    assert rec.refused == [] and s.phase == CardPhase.ROLE
    assert _hand(s, 0) == ["statue", "tower", "well"]
    assert rec.applied == ["swap smithy", "swap hero"]  # the draw followed by itself
    session.shutdown()


def test_office_by_drag_onto_the_office_building_then_done(qtbot):
    t, session, rec = card_table(qtbot, _office())
    city = t.seat_panel(0).city
    office = rows_of(city, k("office_building"))[0]
    assert city.index(office, 0).data(CR.Active)  # the drop target is marked
    indigo = rows_of(city, k("indigo_plant"))[0]
    statue = rows_of(t.hand, k("statue"))[0]
    assert drag(t.hand, statue, city, indigo) == (False, False)  # not onto another building
    assert drag(t.hand, statue, city, office) == (True, True)
    assert t.ctx.selection.hand == {statue}
    assert t.press("submit")
    assert rec.applied == ["swap statue", "pass"]
    assert _hand(session.state, 0) == ["hero", "smithy", "well"]
    session.shutdown()


def test_office_onto_the_discard_pile_and_keeping_the_hand(qtbot):
    t, session, rec = card_table(qtbot, _office())
    assert drag(t.hand, 0, t.piles, 1) == (True, True)
    assert t.ctx.selection.count() == 1  # dropped on the discard pile: chosen
    t.ctx.clear_selection()
    assert t.press("submit")  # "Keep my hand": pass
    assert rec.applied == ["pass"] and _hand(session.state, 0) == ["hero", "smithy", "statue"]
    session.shutdown()


def test_a_swap_outside_the_round_start_is_refused_in_words(qtbot):
    state = table(
        2, expansions=X, cities={0: ["indigo_plant", "office_building"]}, hands={0: ["hero"]}
    )
    t, session, _ = card_table(qtbot, state)
    assert not t.ctx.request(actions.swap(k("hero")))
    assert "start of a round" in t.message_text()
    session.shutdown()


# --------------------------------------------------------------------------- Bank


def test_bank_by_drag_and_click_with_its_button(qtbot):
    t, session, rec = card_table(qtbot, _bank())
    assert session.state.phase == CardPhase.BANK and t.ctx.mode() == "bank"
    assert t.prompt_bar.button("submit").text() == "Not now"
    said = t.prompt_bar.prompt.text()  # the prompt names both words the button takes
    assert "“Put under the bank”" in said and "“Not now”" in said, said
    city = t.seat_panel(0).city
    bank = rows_of(city, k("bank"))[0]
    assert drag(t.hand, rows_of(t.hand, k("statue"))[1], city, bank) == (True, True)
    t.hand_view.click(rows_of(t.hand, k("statue"))[0])
    t.hand_view.click(rows_of(t.hand, k("hero"))[0])
    assert t.prompt_bar.button("submit").text() == "Put under the bank"
    assert t.press("submit"), t.message_text()
    s = session.state
    # after the hero nothing of a higher kind is left: the engine ends by itself, and
    # the session reports that forced pass as a step of its own
    assert rec.applied == ["bank statue", "bank statue", "bank hero", "pass"]
    assert s.xp.bank_n == [3, 0] and _hand(s, 0) == ["smithy"] and s.phase == CardPhase.ROLE
    # the city's tooltip: the count, and the owner's own cards by name
    tip = city.index(rows_of(city, k("bank"))[0], 0).data(3)
    assert "under the bank: 3" in tip and CN.card_name(k("hero")) in tip.split("Cards under")[1]
    session.shutdown()


def test_bank_not_now_keeps_it_for_later(qtbot):
    t, session, rec = card_table(qtbot, _bank())
    assert t.press("submit")
    assert rec.applied == ["pass"] and session.state.xp.bank_n == [0, 0]
    session.shutdown()


# --------------------------------------------------------------------------- tooltips


def _piles(players: int) -> CardState:
    """Anna's harbor with a card under it, Benno's bank (one) and harbor (two)."""
    return table(
        players,
        expansions=X,
        cities={0: ["indigo_plant", "harbor"], 1: ["indigo_plant", "bank", "harbor"]},
        banks={1: ["palace"]},
        harbors={0: ["guild_hall"], 1: ["city_hall", "well"]},
    )


def test_another_seats_bank_and_every_harbor_show_a_count_only(qtbot):
    state = _piles(2)
    t, session, _ = card_table(qtbot, state)
    theirs = t.seat_panel(1).city
    tip = theirs.index(rows_of(theirs, k("bank"))[0], 0).data(3)
    assert "under the bank: 1" in tip and "Palace" not in tip
    tip = theirs.index(rows_of(theirs, k("harbor"))[0], 0).data(3)
    assert "under the harbor: 2" in tip and "City Hall" not in tip
    mine = t.seat_panel(0).city
    tip = mine.index(rows_of(mine, k("harbor"))[0], 0).data(3)
    assert "under the harbor: 1" in tip and "Guild Hall" not in tip
    session.shutdown()


def test_the_seats_headers_count_the_cards_under_each_bank_and_harbor(qtbot):
    """As the chapel's: public counts at a glance (a win by ten cards under a harbor
    showed nowhere but in a tooltip); a chip for a building its seat has built."""
    t, session, _ = card_table(qtbot, _piles(3))
    shown = {
        (seat, card_id): (chip.text.text(), chip.toolTip())
        for seat in range(3)
        for card_id, chip in t.seat_panel(seat).piles.items()
        if chip.isVisible()
    }
    assert shown == {
        (0, "harbor"): (
            "1",
            "Cards under the harbor: 1, face down, 1 VP each at the end; nobody knows them.",
        ),
        (1, "bank"): ("1", "Cards under the bank: 1, 1 VP each at the end."),
        (1, "harbor"): (
            "2",
            "Cards under the harbor: 2, face down, 1 VP each at the end; nobody knows them.",
        ),
    }
    session.shutdown()


def test_the_tower_says_the_games_hand_limit():
    base = texts.card_tooltip(k("tower"), game=table(2))
    assert "up to 12 cards instead of 7" in base
    xp = texts.card_tooltip(k("tower"), game=table(2, expansions=X))
    assert "up to 12 cards instead of 7" in xp  # no Wachstube built
    guarded = table(2, expansions=X, cities={1: ["indigo_plant", "guard_room"]})
    assert "up to 12 cards instead of 6" in texts.card_tooltip(k("tower"), game=guarded)
    assert "instead of 7" in texts.card_tooltip(k("tower"))  # no game: the base rules


def test_the_customs_goods_tooltip_gives_its_fixed_price(qtbot):
    state = table(2, expansions=X, cities={0: ["indigo_plant", ("customs_office", "hero")]})
    t, session, _ = card_table(qtbot, state)
    city = t.seat_panel(0).city
    tip = city.index(rows_of(city, k("customs_office"))[0], 0).data(3)
    assert "2 cards" in tip and "Hero" not in tip
    session.shutdown()


# --------------------------------------------------------------------------- the log


def test_the_log_counts_swapped_and_banked_cards_and_never_names_them():
    s = _office()
    first = _lines(s, actions.swap(k("smithy")))
    act(s, "swap smithy")
    second = _lines(s, actions.swap(k("hero")))
    assert first == []  # one line as the swap ends, not one per card
    assert second == ["Office Building: Anna discards 2 cards and draws as many."]
    s = _office()
    act(s, "swap smithy")
    assert _lines(s, actions.PASS) == ["Office Building: Anna discards 1 card and draws as many."]
    assert not any(w in " ".join(second) for w in ("Smithy", "Hero", "Well", "Tower"))
    s = _office()
    assert _lines(s, actions.PASS) == []  # asked every round: no line each time
    b = _bank()
    assert _lines(b, actions.bank(k("statue"))) == []
    act(b, "bank statue")
    assert _lines(b, actions.PASS) == ["Bank: Anna puts 1 card under it (1 VP each)."]
    act(b, "bank statue")  # the hero last: nothing is left to bank, the Bank is done
    assert _lines(b, actions.bank(k("hero"))) == ["Bank: Anna puts 3 cards under it (1 VP each)."]
    assert _lines(_bank(), actions.PASS) == []  # asked every round until it is used


def test_the_customs_office_sale_and_its_good():
    s = table(
        2,
        expansions=X,
        cities={0: ["indigo_plant", ("customs_office", "hero")]},
        tiles=[0, 1, 2, 3, 4],
    )
    act(s, "role trader")
    line = describe_action(s, 0, actions.sell(k("customs_office")), NAMES)
    assert line == "Anna sells the good of the Customs Office for 2 cards."
    s = table(
        2,
        expansions=X,
        cities={1: ["indigo_plant", "customs_office"]},
        top=["statue", "well", "tower", "hero", "smithy", "archive", "crane"],
    )
    lines = _lines(s, actions.role(CardRole.COUNCILLOR))
    assert "Benno's customs office gets a good, face down." in lines
    assert not any("Statue" in line for line in lines)


def test_the_tavern_owner_whose_own_build_ends_the_phase_is_told_his_tavern_card():
    """He pays and builds in the step that ends the phase: his hand's change said
    nothing, and the tavern's card was told as one drawn after building."""
    s = table(
        3,
        expansions=X,
        governor=1,
        top=["well", "tower", "statue", "statue", "hero"],
        cities={
            0: ["indigo_plant", "tavern"],
            1: ["indigo_plant", "smithy", "well", "aqueduct"],
            2: ["indigo_plant", "sugar_mill", "archive", "carpenter"],
        },
        hands={0: ["trading_post", "statue", "well"], 1: ["chapel"], 2: ["tower"]},
    )
    act(s, "role builder")  # Benno and Clara can build nothing: Anna is the last
    assert s.current_player == 0
    lines = _lines(s, s.parse_action("build trading_post"))
    assert lines == ["Anna builds the Trading Post for 2 cards.", "Tavern: Anna draws a card."]


def test_the_hut_the_tavern_the_harbor_and_the_goldsmith_are_told():
    s = table(2, expansions=X, cities={0: ["indigo_plant", "hut"]}, top=["well"])
    assert "Hut: Anna draws a card." in _lines(s, actions.role(CardRole.TRADER))
    s = table(
        3,
        expansions=X,
        top=["tower", "statue"],
        cities={
            0: ["indigo_plant", "tavern"],
            1: ["indigo_plant", "smithy", "well"],
            2: ["indigo_plant", "archive"],
        },
    )
    assert "Tavern: Anna draws a card." in _lines(s, actions.role(CardRole.BUILDER))
    s = table(2, expansions=X, cities={0: [("indigo_plant", "smithy"), "harbor"]})
    act(s, "role trader")
    lines = _lines(s, actions.sell(k("indigo_plant")))
    assert "Harbor: Anna puts one of the goods sold under it (1 VP)." in lines
    assert "Anna sells indigo for 1 card." in lines  # the card drawn stays hers
    assert not any("draws" in line for line in lines)  # the sale's line said it
    s = table(
        2,
        expansions=X,
        top=["tower", "library"],
        cities={0: ["indigo_plant", "goldsmith"], 1: ["indigo_plant", "smithy"]},
    )
    lines = _lines(s, actions.role(CardRole.PROSPECTOR))
    assert "Anna draws 1 card as prospector." in lines
    assert "Anna's goldsmith turns up the Library: nobody has built it, Anna takes it." in lines
    s = table(
        2,
        expansions=X,
        top=["tower", "smithy"],
        cities={0: ["indigo_plant", "goldsmith"], 1: ["indigo_plant", "smithy"]},
    )
    lines = _lines(s, actions.role(CardRole.PROSPECTOR))
    assert any("Smithy: it is built already" in line for line in lines)


# --------------------------------------------------------------------------- hot seat


def test_hot_seat_asks_the_hand_over_before_the_office_and_shows_only_ones_own_hand(qtbot):
    from puertorico_qt.gui.cards.widget import CardTableWidget

    state = at_round_start(
        cities={0: ["indigo_plant", "office_building"], 1: ["indigo_plant", "bank"]},
        hands={0: ["smithy", "statue"], 1: ["palace", "hero"]},
    )
    session = card_session(state, everyone_human=True)
    t = CardTableWidget(session)
    qtbot.addWidget(t)
    asked: list[int] = []
    session.handover_requested.connect(asked.append)
    assert session.awaiting_handover() == 0
    session.handover_done()
    assert session.state.phase == CardPhase.OFFICE and t.ctx.mode() == "swap"
    assert t.press("submit")  # keep the hand
    assert session.state.phase == CardPhase.BANK and session.state.current_player == 1
    assert asked == [1] and session.legal_actions() == []
    shown = [t.hand.index(r, 0).data(CR.Card) for r in range(t.hand.rowCount())]
    assert k("palace") not in shown and k("hero") not in shown
    session.handover_done()
    assert t.ctx.mode() == "bank"
    shown = [t.hand.index(r, 0).data(CR.Card) for r in range(t.hand.rowCount())]
    assert sorted(shown) == sorted([k("palace"), k("hero")])
    session.shutdown()


def test_the_trade_prompt_lists_the_customs_offices_fixed_price(qtbot):
    """The tile's prices are no help for the customs office's good: the prompt names its
    own price, and only while a good lies on it."""
    state = table(
        2,
        expansions=X,
        cities={0: [("indigo_plant", "well"), ("customs_office", "hero")]},
        tiles=[0, 1, 2, 3, 4],
    )
    t, _session, _ = card_table(qtbot, state)
    t.take_role(CardRole.TRADER)
    text = prompts.phase_prompt(t.ctx)
    assert text.endswith(
        "Prices in cards: indigo 1, sugar 1, tobacco 1, coffee 2, silver 2, Customs Office 2."
    )
    empty = table(2, expansions=X, cities={0: [("indigo_plant", "well"), "customs_office"]})
    t, _session, _ = card_table(qtbot, empty)
    t.take_role(CardRole.TRADER)
    assert "Customs Office" not in prompts.phase_prompt(t.ctx)


def test_building_the_cathedral_draws_nothing_in_the_log():
    """The Kathedrale comes from the display, not the hand: nobody draws after it."""
    hand = ["smithy", "statue", "hero", "well", "tower", "crane", "archive"]
    s = table(2, expansions=X, hands={0: hand})
    act(s, "role builder")
    lines = _lines(s, actions.build(k("cathedral")))
    assert not any("after building" in line for line in lines), lines
    act(s, "build cathedral")
    assert s.phase == CardPhase.PAY  # 6 of the 7 cards: the choice is the player's
    while s.phase == CardPhase.PAY:
        step = min(s.legal_actions())  # the cards go one kind after the other
        lines = _lines(s, step)
        assert not any("after building" in line for line in lines), lines
        s.apply(step)
    assert s.players[0].hand_n == 1 and k("cathedral") in s.players[0].city


def test_a_card_only_a_crane_lets_you_build_is_marked_buildable_with_its_price(qtbot):
    """With a crane and a Park, the Palace is built over the Park for nothing, and the
    hand showed it as a card that could not be built (no coin, no line in its tip); its
    double-click refused it as unpaid. A card built the plain way keeps its plain price
    (a crane's other ways are not offered on every card)."""
    from puertorico_qt.gui.cards.model_base import CR

    s = table(
        2,
        expansions=X,
        cities={0: ["indigo_plant", "crane", "park"]},
        hands={0: ["palace", "well"]},
    )
    act(s, "role builder")
    t, session, rec = card_table(qtbot, s)
    hand = t.hand
    (palace,) = rows_of(hand, k("palace"))
    (well,) = rows_of(hand, k("well"))
    item = hand.index(palace, 0)
    assert item.data(CR.Active) and item.data(CR.Price) == 0
    assert "Built over your Park, it costs you 0 cards now." in item.data(3)
    assert "Building it costs you" not in item.data(3)
    other = hand.index(well, 0)
    assert other.data(CR.Price) == 1 and "Built over" not in other.data(3)
    # a double-click says how instead of refusing it as unpaid
    assert not hand.activate(palace)
    assert t.message_text() == "Drag the Palace onto your Park to build it over that (0 cards)."
    assert rec.applied == []
    # onto the free place: the same words (it was refused as unpaid there too)
    city = t.seat_panel(0).city
    slot = city.rowCount() - 1
    assert drag(hand, palace, city, slot) == (False, False)
    assert t.message_text() == "Drag the Palace onto your Park to build it over that (0 cards)."
    assert rec.applied == []
    # the drag onto the Park builds it there
    (park,) = rows_of(city, k("park"))
    assert drag(hand, palace, city, park) == (True, True)
    assert rec.applied[0] == "build palace over park"
    session.shutdown()


def test_the_roles_tips_say_what_the_expansion_adds_to_their_phase(qtbot):
    """A role's tip told the base game only: the Tavern, Hut, Harbor and Customs Office
    acted in its phase unannounced."""
    from puertorico_qt import cards as C

    base = C.new_game(C.CardConfig(players=3), 1)
    xp = C.new_game(C.CardConfig(players=3, expansions=X), 1)
    added = {
        CardRole.BUILDER: ("Cathedral", "Tavern"),
        CardRole.TRADER: ("Customs Office", "Harbor", "Hut"),
        CardRole.COUNCILLOR: ("Customs Office",),
    }
    for role in CardRole:
        plain, more = texts.role_tip(role, base), texts.role_tip(role, xp)
        assert "new buildings" not in plain
        for name in added.get(role, ()):
            assert name in more and name not in plain, (role, more)
        if role == CardRole.PRODUCER:
            assert more == plain
