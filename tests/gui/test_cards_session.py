"""The card game in the session and the main window: the same session as the board game
(record, undo, autosave, log, rounds, hand-over), saves with ``"game": "cards"`` that
open in the card table, undo that stops at every draw, and hot seat that never shows a
person another person's hand."""

from __future__ import annotations

import json

import pytest

from puertorico_qt import cards
from puertorico_qt.ai import make_bot
from puertorico_qt.cards import CardPhase, CardRole, actions
from puertorico_qt.gui.cards.model_base import CR
from puertorico_qt.gui.cards.widget import CardTableWidget
from puertorico_qt.gui.main_window import MainWindow
from puertorico_qt.gui.session import GameSession, NewGameSetup, SeatInfo
from puertorico_qt.gui.table import TableWidget

from ..cards.positions import table
from .cards_driving import card_session


def _card_bots(level, seed):
    return make_bot("random", seed, game="cards")


def _setup(humans: int = 1, bots: int = 2, seed: int = 3, **kw) -> NewGameSetup:
    seats = [SeatInfo(f"Human {i}", True, "random") for i in range(humans)]
    seats += [SeatInfo(f"Bot {i}", False, "random") for i in range(bots)]
    return NewGameSetup(seats=seats, seed=seed, game="cards", **kw)


def test_a_card_game_in_the_session_saves_and_loads_the_same_state(qtbot, tmp_path):
    session = GameSession(autosave_path=tmp_path / "auto.json", bot_delay_ms=0)
    session.paused = True
    session.new_game(_setup(variant=True))
    assert isinstance(session.state, cards.CardState) and session.is_card_game
    assert session.state.config.variant
    session.play_now(40, "random", 2)
    session.save(tmp_path / "game.json")
    data = json.loads((tmp_path / "game.json").read_text(encoding="utf-8"))
    assert data["game"] == "cards" and data["config"]["variant"] is True
    assert json.loads((tmp_path / "auto.json").read_text(encoding="utf-8"))["game"] == "cards"
    again = GameSession(autosave_path=None)
    again.load(tmp_path / "game.json")
    assert again.is_card_game and again.state == session.state
    assert again.log_lines[-6:-1] == session.log_lines[-5:]  # then "Game loaded: …"
    assert len(again.card_history()) == len(session.card_history()) >= 1
    for s in (session, again):
        s.shutdown()


def test_a_new_card_game_draws_its_first_governor_by_lot(qtbot, tmp_path):
    """The rulebook draws the start player by lot; the engine's seat 0 governs first, so
    the seats are turned round (their order kept) by the game's seed.  The tutorial's
    fixed seating (no draw) stays as it is."""
    session = GameSession(autosave_path=tmp_path / "auto.json", bot_delay_ms=0)
    session.paused = True
    order = [f"Human {i}" for i in range(2)] + [f"Bot {i}" for i in range(2)]
    firsts = set()
    for seed in range(1, 13):
        session.new_game(_setup(2, 2, seed=seed, draw_governor=True))
        names = [seat.name for seat in session.record.seats]
        first = order.index(names[0])
        assert names == order[first:] + order[:first]  # the seating order kept
        firsts.add(first)
        assert session.state.governor == 0
        reopened = session.record.new_state()  # the record replays the same deal
        assert reopened.players[0].hand == session.state.players[0].hand
    assert firsts == {0, 1, 2, 3}
    session.new_game(_setup(2, 2, seed=5))
    assert [seat.name for seat in session.record.seats] == order
    session.shutdown()


def test_the_last_move_line_is_never_a_single_card_of_a_sequence(qtbot, tmp_path):
    """ "Carla pays a card." stood on the table's last-move line after her build: the
    single cards of a payment, a keep or a discard are not moves a person looks for.
    The line keeps the move that opened them, after a load too."""
    session = GameSession(autosave_path=None, bot_delay_ms=0)
    session.paused = True
    session.new_game(_setup(humans=0, bots=3, seed=11))
    single = ("pays a card.", "keeps a card.", "discards a card")
    quiet = 0
    while session.play_now(1, "random", 4) and len(session.record.actions) < 200:
        line = session.last_move_text()
        assert line and not any(words in line for words in single), line
        quiet += session.record.actions[-1].split()[0] in ("pay", "keep", "discard")
    assert quiet > 10  # such steps were played, and none became the last move
    session.save(tmp_path / "g.json")
    again = GameSession(autosave_path=None)
    again.load(tmp_path / "g.json")
    assert again.last_move_text() == session.last_move_text()
    for s in (session, again):
        s.shutdown()


def test_undo_stops_at_a_draw(qtbot):
    session = card_session(table(3, hands={0: ["well", "smithy", "statue"]}))
    assert session.request(actions.role(CardRole.BUILDER))
    assert session.can_undo()  # no card was drawn: the role can be taken back
    assert session.undo()
    assert session.state.phase == CardPhase.ROLE and session.state.current_player == 0
    assert session.request(actions.role(CardRole.COUNCILLOR))  # five cards drawn
    assert not session.can_undo()
    session.shutdown()


def test_a_refused_sequence_changes_nothing_and_says_why(qtbot):
    session = card_session(
        table(3, hands={0: ["coffee_roaster", "well", "smithy", "tower", "hero"]})
    )
    session.request(actions.role(CardRole.BUILDER))
    session.request(actions.build(cards.CARD_IDS.index("coffee_roaster")))
    assert session.state.phase == CardPhase.PAY
    before = session.state.to_dict()
    refused: list[str] = []
    session.illegal_move.connect(refused.append)
    assert not session.request_sequence([actions.keep(0)])
    assert refused and session.state.to_dict() == before
    session.shutdown()


def test_hot_seat_never_shows_another_persons_hand(qtbot):
    """Three people at one screen: before each person's turn the hand-over is asked, and
    the hand model shows only the hand of the person at the screen."""
    session = card_session(
        table(3, hands={0: ["well", "smithy"], 1: ["palace", "hero", "tower"]}), everyone_human=True
    )
    t = CardTableWidget(session)
    qtbot.addWidget(t)
    asked: list[int] = []
    session.handover_requested.connect(asked.append)

    def shown() -> list[int]:
        return [t.hand.index(r, 0).data(CR.Card) for r in range(t.hand.rowCount())]

    def hand_of(seat: int) -> list[int]:
        p = session.state.players[seat]
        return [kind for kind, n in enumerate(p.hand) for _ in range(n)]

    assert session.awaiting_handover() == 0  # the first person too takes the screen
    session.handover_done()
    assert session.viewer_seat() == 0 and shown() == hand_of(0)
    t.take_role(CardRole.PRODUCER)  # Anna produces (a decision), then Benno
    t.seat_panel(0).view.click(0)
    assert t.press("submit")
    assert asked == [1]
    assert session.legal_actions() == []  # nobody acts before the hand-over
    assert shown() == hand_of(0)  # the screen is still Anna's (and covered)
    assert not any(kind in shown() for kind in hand_of(1) if kind not in hand_of(0))
    session.handover_done()
    assert session.viewer_seat() == 1 and shown() == hand_of(1)
    assert t.spread.rowCount() == 0
    for seat in (0, 2):  # the others' cards are counts only
        assert t.seat_panel(seat).hand.text.text() == str(session.state.players[seat].hand_n)
    session.shutdown()


def test_the_main_window_opens_card_saves_in_the_card_table_and_goes_back(
    qtbot, tmp_path, settings
):
    session = GameSession(autosave_path=None, bot_delay_ms=0, bot_factory=_card_bots)
    session.paused = True
    window = MainWindow(session, settings, interactive=False, persist=False)
    qtbot.addWidget(window)
    window.start_new_game(_setup(seed=5))
    assert window.stack.currentWidget() is window.card_table
    session.play_now(10, "random", 1)
    assert window.files.save_to(tmp_path / "cards.json")
    assert "Round" in window.status_text() or "Runde" in window.status_text()
    seats = [SeatInfo("A", True), SeatInfo("B", False, "random"), SeatInfo("C", False, "random")]
    board = NewGameSetup(seats=seats, seed=1)
    window.start_new_game(board)
    assert isinstance(window.stack.currentWidget(), TableWidget)
    assert window.files.open_file(tmp_path / "cards.json")
    assert window.stack.currentWidget() is window.card_table
    assert session.is_card_game and len(session.record.actions) >= 10
    window.show_rules()
    assert window._rules_window is not None and window._rules_window.cards
    window.close()


def test_a_card_game_of_another_player_count_after_a_board_game(qtbot, settings):
    """Four players at cards, then the board game, then cards for two: the card table
    came back with its four seats' panels and failed on the two-player state (an
    IndexError as it followed again, then the board game's states reached it)."""
    session = GameSession(autosave_path=None, bot_delay_ms=0, bot_factory=_card_bots)
    session.paused = True
    window = MainWindow(session, settings, interactive=False, persist=False)
    qtbot.addWidget(window)
    window.start_new_game(_setup(bots=3, seed=5))
    session.play_now(8, "random", 1)
    seats = [SeatInfo("A", True), SeatInfo("B", False, "random"), SeatInfo("C", False, "random")]
    window.start_new_game(NewGameSetup(seats=seats, seed=1))
    session.play_now(8, "random", 1)
    window.start_new_game(_setup(bots=1, seed=6))
    assert window.stack.currentWidget() is window.card_table
    assert len(window.card_table.seats) == 2
    session.play_now(8, "random", 1)
    window.start_new_game(NewGameSetup(seats=seats, seed=2))  # and back: the board follows
    assert isinstance(window.stack.currentWidget(), TableWidget)
    assert not window.card_table.following and window.table.following
    session.play_now(8, "random", 1)
    window.close()


@pytest.mark.parametrize("players", [2, 4])
def test_the_card_table_fits_every_player_count(qtbot, players):
    session = card_session(table(players, hands={0: ["well"]}))
    t = CardTableWidget(session)
    qtbot.addWidget(t)
    assert len(t.seats) == players
    assert t.seats[0].big and not any(p.big for p in t.seats[1:])
    session.shutdown()


def test_the_greyed_out_undo_says_why(qtbot, settings):
    session = card_session(table(3, hands={0: ["well", "smithy", "statue"]}))
    win = MainWindow(session, settings, interactive=False, persist=False)
    qtbot.addWidget(win)
    assert session.request(actions.role(CardRole.BUILDER))
    assert win.act_undo.isEnabled() and "hidden" not in win.act_undo.toolTip()
    assert session.undo()
    assert session.request(actions.role(CardRole.COUNCILLOR))  # five cards drawn
    assert not win.act_undo.isEnabled()
    assert "hidden" in win.act_undo.toolTip() and win.act_undo.statusTip()
    session.shutdown()
