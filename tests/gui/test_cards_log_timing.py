"""The card log tells a choice of several steps at the right moment: the variant's
starting hand once each player has chosen it (the governor's too), the hand limit as
the question opens with the limit and the count owed; the prompt names the limit."""

from __future__ import annotations

from puertorico_qt import cards
from puertorico_qt.cards import CardConfig, CardPhase, actions
from puertorico_qt.gui.cards.log_lines import card_lines

from ..cards.positions import k, table
from .cards_driving import NAMES, card_table, round_start

NINE = ["well", "smithy", "tower", "statue", "hero", "palace", "crane", "quarry", "archive"]


def _lines(before: cards.CardState, action: int) -> list[str]:
    after = before.clone()
    seat = before.current_player
    after.apply(action)
    _last, added = card_lines(before, after, [(seat, action)], list(NAMES))
    return [line() for line, _heading in added]


def test_each_starting_hand_is_told_once_chosen_the_governors_first():
    s = cards.new_game(CardConfig(players=3, variant=True), 4)
    told: list[tuple[str, int]] = []  # (line, hand of its player when written)
    while s.phase == CardPhase.DEAL:
        seat = s.current_player
        action = min(s.legal_actions())
        lines = [line for line in _lines(s, action) if "starting hand" in line]
        s.apply(action)
        told += [(line, s.players[seat].hand_n) for line in lines]
    assert [line for line, _hand in told] == [
        f"{name} keeps 4 cards of the starting hand." for name in NAMES[:3]
    ]
    assert all(hand == 4 for _line, hand in told)  # written once the choice was made


def test_the_hand_limit_line_names_the_limit_and_the_cards_owed():
    hands = {0: NINE, 2: ["well"]}
    s = round_start(table(3, governor=2, cities={2: ["indigo_plant", "chapel"]}, hands=hands))
    assert s.phase == CardPhase.CHAPEL and s.current_player == 2
    assert "Anna is over the hand limit of 7 and must discard 2 cards." in _lines(s, actions.PASS)
    fourteen = [*NINE, "aqueduct", "library", "market_hall", "sugar_mill", "coffee_roaster"]
    tower = {0: ["indigo_plant", "tower"], 2: ["indigo_plant", "chapel"]}
    s = round_start(table(3, governor=2, cities=tower, hands={0: fourteen, 2: ["well"]}))
    assert "Anna is over the hand limit of 12 and must discard 2 cards." in _lines(s, actions.PASS)


def test_the_hand_limit_prompt_names_the_limit(qtbot):
    t, session, _ = card_table(qtbot, round_start(table(3, hands={0: NINE})))
    assert session.state.phase == CardPhase.HAND_LIMIT
    text = t.prompt_bar.prompt.text()
    assert "limit of 7 cards" in text and "2 cards" in text, text
    session.shutdown()


def test_the_log_of_a_hand_limit_never_names_the_discarded_cards():
    s = round_start(table(3, hands={0: NINE}))
    text = " ".join(_lines(s, actions.discard(k("well"))))
    assert "Well" not in text


def test_a_sale_tells_the_price_and_only_the_market_buildings_extra_cards():
    goods = [("indigo_plant", "smithy"), ("sugar_mill", "well")]
    s = table(2, cities={0: [*goods, "market_stand", "market_hall"]}, tiles=[0, 1, 2, 3, 4])
    s.apply(actions.role(cards.CardRole.TRADER))
    first = _lines(s, actions.sell(k("indigo_plant")))
    assert first == ["Anna sells indigo for 1 card."]
    s.apply(actions.sell(k("indigo_plant")))
    lines = _lines(s, actions.sell(k("sugar_mill")))
    assert lines[-1] == "Anna draws 2 cards more (Market Stand, Market Hall).", lines
    plain = table(2, cities={0: goods}, tiles=[0, 1, 2, 3, 4])
    plain.apply(actions.role(cards.CardRole.TRADER))
    plain.apply(actions.sell(k("indigo_plant")))
    assert not any("draws" in line for line in _lines(plain, actions.sell(k("sugar_mill"))))


def test_the_well_is_named_after_two_goods_and_silent_after_one():
    """The producer's extra card is told by the building that gives it (from the rules'
    table, as the trader's are), not by a hand that grew."""
    city = ["indigo_plant", "sugar_mill", "well"]
    s = table(2, cities={0: city}, hands={0: ["smithy"]})
    s.apply(actions.role(cards.CardRole.PRODUCER))
    s.apply(actions.produce(k("indigo_plant")))
    assert _lines(s, actions.produce(k("sugar_mill")))[-1] == "Anna draws 1 card (Well)."
    one = table(2, cities={0: city}, hands={0: ["smithy"]})
    one.apply(actions.role(cards.CardRole.PRODUCER))
    one.apply(actions.produce(k("indigo_plant")))
    assert not any("draws" in line for line in _lines(one, actions.PASS))


def test_a_builder_without_a_choice_is_told_to_build_nothing():
    """The rules pass the turn of a builder who can pay for nothing; the log says so (a
    builder who chooses to pass says "builds nothing" himself)."""
    hands = {0: ["smithy", "well"], 1: ["palace"], 2: ["statue", "tower", "hero", "archive"]}
    s = table(3, hands=hands)
    s.apply(actions.role(cards.CardRole.BUILDER))
    steps: list[tuple[int, int]] = []
    after = s.clone()
    after.apply(actions.build(k("smithy")), log=steps)
    assert len(steps) >= 2 and after.current_player == 2  # Benno's turn went by itself
    _last, added = card_lines(s, after, steps, list(NAMES))
    lines = [line() for line, _heading in added]
    assert "Benno can build nothing." in lines, lines
    assert not any(line.startswith(("Anna can", "Clara can")) for line in lines)


def test_everybody_draws_in_the_councillors_phase_not_as_councillor():
    """Every seat draws and keeps in the Councillor's phase; the log and the spread's
    title said each did so "as councillor"."""
    s = table(3, hands={0: ["smithy"], 1: ["well"], 2: ["tower"]})
    lines = _lines(s, actions.role(cards.CardRole.COUNCILLOR))
    assert "Anna draws 5 cards (Councillor), to keep 1." in lines, lines
    assert not any("as councillor" in line for line in lines)


def test_a_library_that_doubles_a_role_by_itself_is_told():
    """Two players: the governor who kept his library for the next role uses it there
    without a question, and the log said nothing of it (a cheaper building, a second
    card, with no word why); with three or more it works on every role."""
    s = table(2, cities={0: ["indigo_plant", "library"]}, hands={0: ["smithy"], 1: ["well"]})
    assert s.governor == 0
    s.apply(actions.role(cards.CardRole.COUNCILLOR))
    assert s.phase == CardPhase.LIBRARY  # the first role: asked
    s.apply(actions.LIBRARY_SKIP)  # keep it for the next role
    while s.phase != CardPhase.ROLE or s.current_player != 0:
        s.apply(s.legal_actions()[0])
    lines = _lines(s, actions.role(cards.CardRole.PROSPECTOR))
    assert "Anna uses the library: the Prospector's privilege counts twice." in lines, lines
    three = table(3, cities={1: ["indigo_plant", "library"]}, governor=1)
    lines = _lines(three, actions.role(cards.CardRole.PROSPECTOR))
    assert any("uses the library" in line for line in lines), lines
    plain = table(3, governor=1)
    assert not any(
        "library" in line for line in _lines(plain, actions.role(cards.CardRole.PROSPECTOR))
    )
