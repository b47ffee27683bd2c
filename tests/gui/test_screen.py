"""The hot seat's bookkeeping (``gui/session/screen.py``) without a window: whose view
the table shows, when a hand-over screen is asked for, when a turn is news."""

from __future__ import annotations

from puertorico_qt.gui.session.screen import Screen

TWO_PEOPLE_AND_A_BOT = [True, False, True]


def test_the_viewer_is_the_person_to_move_else_the_last_one_else_the_first():
    screen = Screen()
    assert screen.viewer(2, TWO_PEOPLE_AND_A_BOT) == 2  # a person to move
    assert screen.viewer(1, TWO_PEOPLE_AND_A_BOT) == 0  # the bot: the first person
    screen.last_human = 2
    assert screen.viewer(1, TWO_PEOPLE_AND_A_BOT) == 2  # the last person who decided
    assert screen.viewer(-1, TWO_PEOPLE_AND_A_BOT) == 2  # the game is over
    assert Screen().viewer(1, [False, False]) == 0  # only computers: seat 0


def test_a_hand_over_keeps_the_previous_view_until_it_is_confirmed():
    screen = Screen()
    assert screen.announce(0, human=True)  # seat 0's turn, their table shown
    assert screen.shown == 0
    assert not screen.ask_handover(0)  # shown already: no hand-over
    assert screen.ask_handover(2)  # the other person is to move
    assert not screen.ask_handover(2)  # asked once, not twice
    assert screen.waiting == 2
    assert screen.viewer(2, TWO_PEOPLE_AND_A_BOT) == 0  # seat 2 must not see yet
    assert not screen.announce(2, human=True)  # no turn news behind the hand-over screen
    assert screen.handover_done() == 2
    assert screen.waiting is None and screen.shown == 2
    assert screen.viewer(2, TWO_PEOPLE_AND_A_BOT) == 2
    assert screen.announce(2, human=True)  # now their turn is news
    assert not screen.announce(2, human=True)  # once
    assert screen.handover_done() is None  # nothing awaited


def test_a_computers_turn_is_announced_without_changing_the_shown_table():
    screen = Screen()
    screen.announce(0, human=True)
    assert screen.announce(1, human=False)
    assert screen.shown == 0
    assert not screen.announce(-1, human=False)  # the game is over: nobody to announce


def test_reset_forgets_the_shown_and_awaited_seats_but_not_the_last_person():
    screen = Screen()
    screen.announce(0, human=True)
    screen.ask_handover(2)
    screen.last_human = 0
    screen.reset()
    assert (screen.shown, screen.waiting, screen.announced) == (None, None, None)
    assert screen.last_human == 0  # the replay of the new record sets it
