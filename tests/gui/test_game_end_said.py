"""Why the game ends, said where a player looks: the card game's log and title the moment
a city reaches twelve buildings, each seat's buildings against that goal, and on both
games' score sheets (and a replay's) the cause, in the past tense once it is over."""

from __future__ import annotations

from PySide6.QtCore import Qt

from puertorico_qt.engine.rules import EndCause, end_cause
from puertorico_qt.gui.cards.model_base import CR
from puertorico_qt.gui.cards.scores import CardScoreDialog
from puertorico_qt.gui.replay.session import ReplaySession
from puertorico_qt.gui.replay.steps import ReplaySteps
from puertorico_qt.gui.score_dialog import ScoreDialog

from ..cards.positions import table
from .cards_driving import card_table

ELEVEN = ["indigo_plant"] * 6 + ["smithy", "gold_mine", "archive", "well", "crane"]
GOAL_LINE = "Anna's city has 12 buildings: the game ends after this builder phase."
GOAL_PAST = "The game ended because Anna's city reached 12 buildings."


def slots(city) -> int:
    """How many free places to build on a city shows ("Build here")."""
    return [city.index(r, 0).data(CR.Kind) for r in range(city.rowCount())].count("slot")


def _request(session, text: str) -> None:
    if session.awaiting_handover() is not None:  # two people at one screen
        session.handover_done()
    assert session.request(session.state.parse_action(text)), text


def test_the_card_table_says_when_the_last_builder_phase_has_begun(qtbot):
    state = table(
        2, cities={0: ELEVEN}, hands={0: ["sugar_mill", "hero"], 1: ["indigo_plant", "tower"]}
    )
    t, session, _ = card_table(qtbot, state, everyone_human=True)
    chip = t.seat_panel(0).buildings
    assert slots(t.seat_panel(0).city) == 1
    assert chip.text.text() == "11/12" and "ends after the builder phase" in chip.toolTip()
    assert chip.text.property("near") is True  # one building short: in red
    assert t.seat_panel(1).buildings.text.property("near") is False
    _request(session, "role builder")
    assert not t.prompt_bar.title.property("last")
    assert session.end_reason() == ""
    _request(session, "build sugar_mill")
    assert not session.state.is_terminal()
    # the log says it once, the title and the chip show it while Benno still builds
    assert [text for text, _ in session.log_entries if text == GOAL_LINE] == [GOAL_LINE]
    assert t.prompt_bar.title.text().endswith("· last phase of the game")
    assert t.prompt_bar.title.property("last") is True
    assert chip.text.text() == "12/12"
    assert session.end_reason() == GOAL_LINE
    _request(session, "build indigo_plant")
    assert session.state.is_terminal()
    assert not t.prompt_bar.title.property("last")
    assert slots(t.seat_panel(0).city) == 0  # nothing more is built: no "Build here"
    assert session.end_reason() == GOAL_PAST
    sheet = CardScoreDialog(session)
    qtbot.addWidget(sheet)
    assert sheet.reason.text() == GOAL_PAST and not sheet.reason.isHidden()
    session.shutdown()


def test_a_card_score_sheet_before_the_end_says_no_cause(qtbot):
    _t, session, _ = card_table(qtbot, table(2, cities={0: ["indigo_plant"]}))
    sheet = CardScoreDialog(session)
    qtbot.addWidget(sheet)
    assert sheet.reason.text() == "" and sheet.reason.isHidden()
    session.shutdown()


EXPECTED = {
    EndCause.CITY_FULL: "The game ended because {player}'s city was full.",
    EndCause.CHIPS_USED_UP: "The game ended because the victory point chips were used up.",
    EndCause.COLONISTS_SHORT: "The game ended because the colonist ship could no longer be filled.",
}


def test_the_board_score_sheet_and_the_replay_say_why_the_game_ended(
    qtbot, make_session, setup_for
):
    """A random game played to its end: the sheet names the cause the engine finds at
    the decision that set the end off; a replay says it in the present tense from that
    decision on, and nothing before it."""
    session = make_session()
    session.new_game(setup_for(0, 3, seed=5))
    session.play_now(5_000)
    assert session.state.is_terminal()
    state = session.record.new_state()
    trigger = None
    for index, text in enumerate(session.record.actions):
        before = state.clone()
        state.apply(state.parse_action(text))
        ending = end_cause(before, state)
        if ending is not None:
            trigger = index, ending
    assert trigger is not None
    index, ending = trigger
    names = session.names()
    expected = EXPECTED[ending.cause].format(player=names[max(ending.seat, 0)])
    assert session.end_reason() == expected
    sheet = ScoreDialog(session)
    qtbot.addWidget(sheet)
    assert sheet.reason.text() == expected

    replay = ReplaySession(ReplaySteps.from_record(session.record))
    assert replay.end_reason() == expected
    replay.go(index)
    assert replay.end_reason() == ""
    replay.go(index + 1)
    said = replay.end_reason()
    assert said.endswith("the game ends after this round.")
    assert said in [text for text, _ in session.log_entries]


def test_the_colonist_supply_warns_when_the_next_mayor_phase_must_end_the_game(qtbot):
    from puertorico_qt.engine import GameConfig, new_game
    from puertorico_qt.gui.table import TableWidget
    from puertorico_qt.gui.table.model_base import R

    from .positions import session_at

    state = new_game(GameConfig(players=4), seed=3)
    state.players[3].san_juan += state.colonist_supply - 3  # three left for four players
    state.colonist_supply = 3
    session = session_at(state)
    table = TableWidget(session)
    qtbot.addWidget(table)
    model = table.colonist_view.zone_model()
    supply = model.index(0, 1)
    assert supply.data(R.Kind) == "colonist_supply" and supply.data(R.Short) is True
    tip = supply.data(Qt.ItemDataRole.ToolTipRole)
    assert "the next Mayor phase cannot fill the colonist ship and ends the game" in tip
    assert not model.index(0, 0).data(R.Short)  # the ship itself is not short
    session.shutdown()


def test_the_vp_chips_warn_when_the_goods_held_could_use_them_up(qtbot, language):
    from puertorico_qt.engine import GameConfig, new_game
    from puertorico_qt.gui.table import TableWidget
    from puertorico_qt.gui.table.model_base import R

    from .positions import session_at

    state = new_game(GameConfig(players=3), seed=3)
    state.players[0].goods[0] = 3
    state.players[2].goods[4] = 2
    state.vp_supply = 6  # one more chip than the five barrels held
    session = session_at(state)
    table = TableWidget(session)
    qtbot.addWidget(table)
    chips = table.supply.index(0, 0)
    assert chips.data(R.Kind) == "vp_supply" and not chips.data(R.Short)
    session.state.vp_supply = 5  # (the session plays on its own copy)
    table.supply.refresh()
    chips = table.supply.index(0, 0)
    assert chips.data(R.Short) is True
    tip = chips.data(Qt.ItemDataRole.ToolTipRole)
    assert "Only 5 left, and the players hold 5 barrels: the next Captain phase" in tip
    language("de")
    tip = table.supply.index(0, 0).data(Qt.ItemDataRole.ToolTipRole)
    assert "Nur noch 5 übrig, und die Spieler haben 5 Warensteine: Die nächste Kapitänphase" in tip
    language("en")
    session.shutdown()
