"""Undo with the expansions: a person's draft picks can be taken back (the draft hides
nothing), but not past the end of the draft, where the first plantations are turned up
from the face-down pile — nor past a face-down draw later in the game."""

from __future__ import annotations

import pytest

from puertorico_qt.engine import Phase

BOTH = ("buildings", "nobles")


def test_draft_picks_undo_but_not_past_the_plantations_turned_up(
    qtbot, make_session, setup_for, wait_for_person
):
    session = make_session()
    session.new_game(setup_for(1, 2, seed=21, expansions=BOTH, market="draft"))
    wait_for_person(session)
    assert session.state.phase == Phase.DRAFT and session.is_human_turn()
    before = session.state.to_dict()
    session.request(session.legal_actions()[0])
    wait_for_person(session)
    assert session.can_undo()  # a pick reveals nothing
    assert session.undo()
    assert session.state.to_dict() == before
    # Draft to the end: the board's plantations come from the pile, undo stops there.
    for _ in range(40):
        if session.state.phase != Phase.DRAFT:
            break
        session.request(session.legal_actions()[0])
        wait_for_person(session)
    else:
        pytest.fail("the draft never ended")
    assert not session.can_undo() and session.undo_stack.count() == 0


def test_a_face_down_draw_clears_undo(qtbot, make_session, setup_for, wait_for_person):
    """The land office's purchase from the face-down pile (or the forest house's draw)
    shows a hidden tile: the decisions before it can no longer be taken back."""
    session = make_session()
    session.new_game(setup_for(1, 2, seed=5, expansions=BOTH, market="random"))
    for _ in range(400):
        wait_for_person(session)
        if session.state.is_terminal():
            break
        pile = len(session.state.pile)
        rng = session.state.rng
        session.request(session.legal_actions()[-1])
        wait_for_person(session)
        if len(session.state.pile) < pile or session.state.rng != rng:
            assert not session.can_undo()
            return
    pytest.fail("nothing was drawn from the pile")
