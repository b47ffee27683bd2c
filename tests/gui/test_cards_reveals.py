"""What a gold mine or a Goldschmiede turns up: a panel over its owner's city with the
cards face up (the kept one ticked), and the log's lines, both from the engine's report
(``cards.public_prospecting``)."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, Qt

from puertorico_qt.cards import CardRole, actions
from puertorico_qt.gui.cards import reveal_panel
from puertorico_qt.gui.cards.log_lines import card_lines

from ..cards.positions import act, k, table
from .cards_driving import NAMES, card_table

X = ("buildings",)


def _lines(before, action) -> list[str]:
    after = before.clone()
    seat = before.current_player
    after.apply(action)
    _last, added = card_lines(before, after, [(seat, action)], list(NAMES))
    return [line() for line, _heading in added]


def _mines() -> object:
    return table(
        3,
        cities={0: ["indigo_plant", "gold_mine"], 2: ["indigo_plant", "gold_mine"]},
        top=[
            *("well", "smithy", "sugar_mill", "tobacco_storage", "hero"),
            *("archive", "archive", "tower", "statue"),
        ],
    )


def _city_rect(t, seat: int) -> QRect:
    view = t.seat_panel(seat).view
    return QRect(view.mapTo(t, QPoint(0, 0)), view.size())


def test_each_owner_gets_the_cards_over_its_city_the_kept_one_ticked(qtbot):
    t, _session, _ = card_table(qtbot, _mines())
    assert t.take_role(CardRole.PROSPECTOR)
    panels = t.reveals.visible()
    assert sorted(t.reveals.panels) == [0, 2] and len(panels) == 2
    mine, other = t.reveals.panels[0], t.reveals.panels[2]
    assert _city_rect(t, 0).intersects(mine.geometry())
    assert _city_rect(t, 2).intersects(other.geometry())
    assert mine.accessibleName() == (
        "Anna's gold mine: Smithy, Sugar Mill, Tobacco Storage, Hero. All costs differ: "
        "Anna keeps the cheapest card, the Smithy. The others go to the discard pile."
    )
    assert "Two costs are equal: no gold." in other.accessibleName()
    assert other.rows[0].clashing_costs() == {1, 3}  # two archives, tower and statue: red
    assert mine.rows[0].clashing_costs() == set()
    (cards,) = mine.rows
    assert cards.reveal.kept == k("smithy") and len(cards.card_rects()) == 4
    for r in cards.card_rects():  # every card whole inside its row
        assert cards.rect().toRectF().adjusted(-0.5, -0.5, 0.5, 0.5).contains(r)


def test_a_click_closes_a_panel_and_the_viewers_next_decision_all(qtbot):
    t, session, _ = card_table(qtbot, _mines())
    t.take_role(CardRole.PROSPECTOR)
    qtbot.mouseClick(t.reveals.panels[2], Qt.MouseButton.LeftButton)
    assert [p for p, panel in t.reveals.panels.items() if panel.isVisible()] == [0]
    session.apply_decisions([actions.role(CardRole.BUILDER)])  # Benno, a computer player
    assert t.reveals.visible()  # still there while the others play
    while session.state.current_player != 0:
        session.apply_decisions([session.state.legal_actions()[-1]])
    session.state_changed.emit()  # as the session's own requests do
    assert t.ctx.pass_now()  # Anna builds nothing
    assert t.reveals.visible() == []


def test_the_panel_over_the_viewers_city_goes_when_he_is_to_act_on_it(qtbot):
    """Asked to build (or to bank, at the next round's start), his city must be in
    reach: the panel over it goes at once; the others' stay their time."""
    t, session, _ = card_table(qtbot, _mines())
    t.take_role(CardRole.PROSPECTOR)
    session.apply_decisions([actions.role(CardRole.BUILDER)])  # Benno, a computer player
    while session.state.current_player != 0:
        session.state_changed.emit()
        assert sorted(t.reveals.panels) == [0, 2]  # the others build: Anna waits
        session.apply_decisions([session.state.legal_actions()[-1]])
    session.state_changed.emit()
    assert t.ctx.interactive()  # Anna is to build
    assert sorted(t.reveals.panels) == [2] and t.reveals.panels[2].isVisible()


def test_the_panels_go_by_themselves_and_with_another_game(qtbot, monkeypatch):
    monkeypatch.setattr(reveal_panel, "SECONDS", 0.05)
    t, _session, _ = card_table(qtbot, _mines())
    t.take_role(CardRole.PROSPECTOR)
    assert t.reveals.visible()
    qtbot.waitUntil(lambda: not t.reveals.visible(), timeout=2000)
    t2, session2, _ = card_table(qtbot, _mines())
    t2.take_role(CardRole.PROSPECTOR)
    session2.game_started.emit()
    assert t2.reveals.visible() == []


def test_a_computer_players_prospector_shows_its_gold_mine_and_the_goldsmith(qtbot):
    state = table(
        2,
        expansions=X,
        cities={0: ["indigo_plant", "goldsmith"], 1: ["indigo_plant", "gold_mine"]},
        top=["tower", "well", "smithy", "quarry", "library", "hero"],
        governor=1,
    )
    t, session, _ = card_table(qtbot, state)
    session.apply_decisions([actions.role(CardRole.PROSPECTOR)])  # Benno, a computer player
    assert sorted(t.reveals.panels) == [0, 1]
    assert "Benno keeps the cheapest card, the Smithy" in t.reveals.panels[1].accessibleName()
    assert t.reveals.panels[0].accessibleName() == (
        "Anna's goldsmith: Hero. Nobody has built the Hero: Anna takes it into the hand."
    )


def test_the_log_after_the_two_player_library_question(qtbot):
    s = table(2, cities={0: ["indigo_plant", "library", "gold_mine"]}, top=["well", "hero"])
    act(s, "role prospector")
    lines = _lines(s, s.parse_action("library use"))
    assert lines[:2] == [
        "Anna uses the library: the Prospector's privilege counts twice.",
        "Anna draws 2 cards as prospector.",
    ]
    assert lines[2].startswith("Anna's gold mine turns up ")


def test_the_log_names_the_cards_turned_up_across_a_reshuffle(qtbot):
    s = table(3, cities={1: ["indigo_plant", "gold_mine"]}, top=["well", "hero"], governor=1)
    for kind in s.deck[:-2]:  # all but two cards face down on the discard pile
        s.discard[kind] += 1
    del s.deck[:-2]
    lines = _lines(s, actions.role(CardRole.PROSPECTOR))
    assert lines[1] == "Benno draws 1 card as prospector."
    assert lines[2].startswith("Benno's gold mine turns up Hero, ")  # then the new deck's
