"""The royal supplier's goods and the noble question as toggles plus one confirm: a
checkable button per good / building, the confirm sending the engine action of the mask
the toggles show (``Give nothing`` / ``Colonists only`` with none), by mouse and by the
keyboard, and a mask the engine does not allow refused in words with nothing sent."""

from __future__ import annotations

import functools
from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from puertorico_qt.engine import GameState, Phase
from puertorico_qt.engine import actions as A
from puertorico_qt.engine.data import NOBLE_SENSITIVE
from puertorico_qt.gui import phases
from puertorico_qt.gui.table.model_base import R

from . import driving
from .test_expansion_decisions import _states


def _mask(action: int) -> int:
    return action - A.OFFSET["supply"] if A.is_kind(action, "supply") else action - A.NOBLES


def _union(s: GameState) -> int:
    union = 0
    for a in s.legal_actions():
        if A.is_kind(a, "supply"):
            union |= _mask(a)
    return union


FINDERS: dict[str, Callable[[GameState], bool]] = {
    # a royal supplier with a choice of several goods
    "supply": lambda s: (
        s.phase == Phase.ROYAL_SUPPLIER
        and sum(A.is_kind(a, "supply") for a in s.legal_actions()) >= 3
    ),
    # one whose every good together is not allowed (more goods than nobles)
    "supply limited": lambda s: (
        s.phase == Phase.ROYAL_SUPPLIER
        and _union(s) not in {_mask(a) for a in s.legal_actions() if A.is_kind(a, "supply")}
    ),
    "nobles": lambda s: (
        s.phase == Phase.NOBLES and sum(A.is_kind(a, "nobles") for a in s.legal_actions()) >= 2
    ),
}
KIND = {"supply": "supply", "nobles": "nobles"}


@functools.cache
def first(name: str) -> GameState:
    for state in _states():
        if FINDERS[name](state):
            return state.clone()
    raise AssertionError(f"no random game reached {name!r}")


def make_table(qtbot, state: GameState):
    """The table with the player to move at the screen, and the list of what it applies."""
    table, session, recorder = driving.make_table(qtbot, state, state.current)
    return table, session, recorder.applied


def toggles(table) -> list:
    return [b for b in table.prompt_bar._button_widgets() if b.isCheckable()]


def toggle_to(table, action: int) -> dict[int, str]:
    """Switch the toggles of a decision made of toggles to ``action``'s mask (clicking
    them); {action: the confirm's key}, or {} when the decision has none."""
    ctx = table.ctx
    if phases.choice_start(ctx.state, ctx.legal, ctx.viewer()) is None:
        return {}
    mask = 0 if action == A.PASS else _mask(action)
    for b in phases.buttons(ctx.state, ctx.legal, ctx.viewer(), ctx.choice):
        if b.toggle is not None and bool(mask >> b.toggle & 1) != bool(ctx.choice >> b.toggle & 1):
            table.prompt_bar.button(b.key).click()
    return {action: "choice_confirm"}


@pytest.mark.parametrize("name", ["supply", "nobles"])
def test_few_toggles_instead_of_a_button_per_mask(qtbot, name):
    state = first(name)
    table, _session, _applied = make_table(qtbot, state)
    masks = [a for a in state.legal_actions() if A.is_kind(a, KIND[name])]
    bits = len(toggles(table))
    union = 0
    for a in masks:
        union |= _mask(a)
    assert bits == union.bit_count() and bits < len(masks) + 1
    keys = [b.property("key") for b in table.prompt_bar._button_widgets()]
    assert keys.count("choice_confirm") == 1
    confirm = table.prompt_bar.button("choice_confirm")
    assert confirm.isEnabled() and "{" not in confirm.text()
    # it starts on an allowed answer: the one with the most
    start = max(masks, key=lambda a: (_mask(a).bit_count(), -_mask(a)))
    assert table.ctx.choice == _mask(start)
    assert sum(b.isChecked() for b in toggles(table)) == _mask(start).bit_count()
    if name == "nobles":  # each building's button says what a noble does there
        assert all("with a noble" in b.toolTip() for b in toggles(table)), [
            b.toolTip() for b in toggles(table)
        ]


@pytest.mark.parametrize("name", ["supply", "nobles"])
def test_every_allowed_answer_is_reached_by_the_toggles(qtbot, name):
    state = first(name)
    for action in sorted(a for a in state.legal_actions() if A.is_kind(a, KIND[name])):
        table, _session, applied = make_table(qtbot, state)
        assert toggle_to(table, action) == {action: "choice_confirm"}
        confirm = table.prompt_bar.button("choice_confirm")
        assert confirm.isEnabled(), (action, table.ctx.choice, table.message_text())
        confirm.click()
        assert applied and applied[0] == (state.current, action)
        table.close()


def test_giving_nothing_is_the_confirm_with_no_toggle_on(qtbot):
    state = first("supply")
    table, session, applied = make_table(qtbot, state)
    for b in toggles(table):
        if b.isChecked():
            b.click()
    confirm = table.prompt_bar.button("choice_confirm")
    assert table.ctx.choice == 0 and confirm.text() == "Give nothing"
    confirm.click()
    assert applied[0] == (state.current, A.PASS)
    assert session.state.players[state.current].goods == state.players[state.current].goods


def test_a_mask_the_engine_refuses_disables_the_confirm_and_says_why(qtbot):
    state = first("supply limited")
    me = state.current
    table, session, applied = make_table(qtbot, state)
    allowed = {_mask(a) for a in state.legal_actions() if A.is_kind(a, "supply")}
    # switch every toggle on: more goods than nobles, or the like — if the engine allows it
    for b in toggles(table):
        if not b.isChecked():
            b.click()
    confirm = table.prompt_bar.button("choice_confirm")
    assert table.ctx.choice not in allowed
    assert not confirm.isEnabled()
    assert table.message_text()
    confirm.click()
    assert applied == [] and session.state.players[me].goods == state.players[me].goods


@pytest.mark.parametrize("name", ["supply", "nobles"])
def test_the_toggles_by_the_keyboard(qtbot, name):
    state = first(name)
    table, _session, applied = make_table(qtbot, state)
    table.show()
    qtbot.waitExposed(table)
    first_toggle = toggles(table)[0]
    before = table.ctx.choice
    first_toggle.setFocus(Qt.FocusReason.TabFocusReason)
    QTest.keyClick(first_toggle, Qt.Key.Key_Space)
    assert table.ctx.choice == before ^ (before ^ table.ctx.choice) != before
    bit = (before ^ table.ctx.choice).bit_length() - 1
    assert first_toggle.isChecked() == bool(table.ctx.choice >> bit & 1)
    first_toggle.click()  # and back, by the mouse
    assert table.ctx.choice == before
    confirm = table.prompt_bar.button("choice_confirm")
    confirm.setFocus(Qt.FocusReason.TabFocusReason)
    QTest.keyClick(confirm, Qt.Key.Key_Space)
    assert applied and A.is_kind(applied[0][1], KIND[name])


@pytest.mark.parametrize("name", ["supply", "nobles"])
def test_a_hint_marks_the_toggles_to_switch_then_the_confirm(qtbot, name):
    table, _session, _applied = make_table(qtbot, first(name))
    ctx = table.ctx
    bar = table.prompt_bar
    answers = [a for a in ctx.legal if A.is_kind(a, KIND[name])]
    hinted = next(a for a in answers if _mask(a) != ctx.choice)  # not what the toggles show
    table.show_hint([hinted])
    wrong = [
        b.key
        for b in phases.buttons(ctx.state, ctx.legal, ctx.viewer(), ctx.choice)
        if b.toggle is not None
        and bool(_mask(hinted) >> b.toggle & 1) != bool(ctx.choice >> b.toggle & 1)
    ]
    assert wrong and sorted(bar.hinted_keys()) == sorted(wrong)
    toggle_to(table, hinted)  # the person switches them: the confirm is marked now
    assert bar.hinted_keys() == ["choice_confirm"]
    table.clear_hint()
    assert bar.hinted_keys() == []


def test_the_log_says_one_noble_in_the_singular(language):
    """ "Anna puts a noble in: Chapel" for one building, "puts nobles in" for several;
    German "setzt einen Adligen ein" (not "die Adligen" for one)."""
    s = first("nobles")
    seat = s.current_player
    masks = [_mask(a) for a in s.legal_actions() if A.is_kind(a, "nobles") and _mask(a)]
    one = next(m for m in masks if m & (m - 1) == 0)
    for lang, word in (("en", " puts a noble in: "), ("de", " setzt einen Adligen ein: ")):
        language(lang)
        line = phases.describe_action(s, seat, A.choose_nobles(one), ["A", "B", "C", "D"])
        assert word in line, line
    several = [m for m in masks if m & (m - 1)]
    if several:
        language("en")
        line = phases.describe_action(s, seat, A.choose_nobles(several[0]), ["A", "B", "C", "D"])
        assert " puts nobles in: " in line, line


def test_the_board_shows_the_nobles_where_the_toggles_put_them(qtbot):
    """While the player decides, his board draws a noble in each building toggled on
    (not where the nobles stood before the question)."""
    state = first("nobles")
    table, _session, _applied = make_table(qtbot, state)
    board = table.board(state.current)
    for action in sorted(a for a in state.legal_actions() if A.is_kind(a, "nobles")):
        toggle_to(table, action)
        mask = _mask(action)
        for i, b in enumerate(NOBLE_SENSITIVE):
            cell = board.city.find(Kind="building", Value=b)
            if cell is not None and cell.isValid() and cell.data(R.Occupied):
                drawn = cell.data(R.Nobles) or 0
                assert (drawn > 0) == bool(mask >> i & 1), (action, b, drawn)
