"""The smuggler (expansion III) on the table: each of his four choices by drag and drop
(his card onto a loaded ship, the trading house, the colonist ship, a role card), by
click (the card picked up, then a lit place; a role card clicked), by the prompt bar's
buttons; refusals that change nothing and say the engine's reason; the gold outlines of
the choices; the wanted poster on its holder's board; the swapped role marked on its
card; the log's lines.

As in ``test_expansion_drags``: every drag goes through the models on the real session,
and a legal drop is exactly the engine's action (the state afterwards is the engine's
own ``apply`` of it)."""

from __future__ import annotations

from puertorico_qt.engine import GameState, Phase
from puertorico_qt.engine import actions as A
from puertorico_qt.engine.data import Role
from puertorico_qt.gui import names as N
from puertorico_qt.gui import phases
from puertorico_qt.gui.table.model_base import R

from .driving import drag, drop_mime, make_table
from .iii_iv_positions import first


def _after(state: GameState, action: int) -> GameState:
    done = state.clone()
    done.apply(action)
    return done


def _smuggler_card(state: GameState) -> int:
    return state.role_cards.index(Role.SMUGGLER)


def _loaded_ship(state: GameState) -> int:
    return next(i for i, load in enumerate(state.ship_load) if load)


def _unused_role(state: GameState) -> int:
    return next(
        c
        for c, taker in enumerate(state.role_taken)
        if taker < 0 and state.role_cards[c] != Role.SMUGGLER
    )


def _table(qtbot, name: str):
    state = first(name)
    table, session, rec = make_table(qtbot, state, state.current)
    return state, table, session, rec


def _done(session, state: GameState, rec, action: int) -> None:
    """The session applied ``action`` (the person's) and the state is the engine's."""
    assert rec.applied[:1] == [(state.current, action)]
    assert session.state.to_dict() == _after(state, action).to_dict()


# ============================================================================ drags


def test_the_smuggler_card_dragged_onto_a_loaded_ship_raids_it(qtbot):
    state, table, session, rec = _table(qtbot, "smuggler")
    source = table.roles.find(Kind="role", Value=_smuggler_card(state))
    ship = _loaded_ship(state)
    target = table.ships.find(Kind="ship", Value=ship)
    assert table.ships.data(target, R.Active)  # lit gold: a choice of the moment
    assert drag(table.roles, source, table.ships, target) == (True, True)
    _done(session, state, rec, A.Smuggle("raid", ship).encode())


def test_the_smuggler_card_dragged_onto_the_trading_house_plunders_it(qtbot):
    state, table, session, rec = _table(qtbot, "smuggler")
    source = table.roles.find(Kind="role", Value=_smuggler_card(state))
    house = table.house.index(0, 3)  # any of its places
    assert drag(table.roles, source, table.house, house) == (True, True)
    _done(session, state, rec, A.PLUNDER)
    me = state.current
    assert session.state.plunder_vp[me] == len(state.house)
    assert session.state.house == []


def test_the_smuggler_card_dragged_onto_the_colonist_ship_poaches(qtbot):
    state, table, session, rec = _table(qtbot, "smuggler")
    source = table.roles.find(Kind="role", Value=_smuggler_card(state))
    ship = table.colonists.find(Kind="colonist_ship")
    assert table.colonists.data(ship, R.Active)
    assert drag(table.roles, source, table.colonists, ship) == (True, True)
    _done(session, state, rec, A.POACH)
    # the workers kept wait on the person's board, to be placed at once
    assert session.state.phase == Phase.PLACE_WORKERS
    hand = table.board(state.current).san_juan.find(Kind="to_place")
    assert hand.isValid() and hand.data(R.Count) == session.state.place_left > 0


def test_the_smuggler_card_dragged_onto_an_unused_role_swaps_it(qtbot):
    state, table, session, rec = _table(qtbot, "smuggler")
    source = table.roles.find(Kind="role", Value=_smuggler_card(state))
    card = _unused_role(state)
    target = table.roles.find(Kind="role", Value=card)
    assert drag(table.roles, source, table.roles, target) == (True, True)
    _done(session, state, rec, A.Smuggle("swap", card).encode())
    assert session.state.captured == card
    # the swapped card carries the smuggler's mark
    assert table.roles.find(Kind="role", Value=card).data(R.Captured) == state.current


# ============================================================================ clicks


def test_a_role_card_clicked_while_choosing_is_swapped(qtbot):
    state, table, session, rec = _table(qtbot, "smuggler")
    card = _unused_role(state)
    index = table.roles.find(Kind="role", Value=card)
    assert table.roles.data(index, R.Active)
    table.role_view.click(index)
    _done(session, state, rec, A.Smuggle("swap", card).encode())


def test_the_card_picked_by_a_click_lights_the_choices_and_a_click_raids(qtbot):
    state, table, session, rec = _table(qtbot, "smuggler")
    card = table.roles.find(Kind="role", Value=_smuggler_card(state))
    table.role_view.click(card)
    assert table.ctx.picked == {"kind": "smuggler", "seat": state.current}
    assert "trading house" in table.message_text()  # the hint says where it may go
    ship = _loaded_ship(state)
    assert table.ships_view.mark(table.ships.find(Kind="ship", Value=ship)) == "target"
    assert table.house_view.mark(table.house.index(0, 0)) == "target"
    ship_cell = table.colonists.find(Kind="colonist_ship")
    assert table.colonist_view.mark(ship_cell) == "target"
    assert table.role_view.mark(table.roles.find(Kind="role", Value=_unused_role(state)))
    # a second click on the card puts it back
    table.role_view.click(card)
    assert table.ctx.picked is None
    table.role_view.click(card)
    table.ships_view.click(table.ships.find(Kind="ship", Value=ship))
    _done(session, state, rec, A.Smuggle("raid", ship).encode())


def test_a_double_click_on_the_house_plunders(qtbot):
    state, table, session, rec = _table(qtbot, "smuggler")
    assert table.house.activate(table.house.index(0, 1))
    _done(session, state, rec, A.PLUNDER)


# ============================================================================ buttons


def _buttons(table) -> dict[str, object]:
    return {b.property("key"): b for b in table.prompt_bar._button_widgets()}


def test_the_four_choices_are_buttons_too(qtbot):
    state, table, session, rec = _table(qtbot, "smuggler")
    buttons = _buttons(table)
    assert list(buttons) == ["raid", "plunder", "poach", "swap"]
    assert f"+{len(state.house)} VP" in buttons["plunder"].text()
    # two loaded ships: "Raid a ship …" and "Swap a role …" pick the card up
    buttons["raid"].click()
    assert table.ctx.picked == {"kind": "smuggler", "seat": state.current}
    table.ctx.set_picked(None)
    buttons["swap"].click()
    assert table.ctx.picked is not None and rec.applied == []
    buttons["poach"].click()
    _done(session, state, rec, A.POACH)


def test_one_loaded_ship_is_raided_by_its_button(qtbot):
    state, table, session, rec = _table(qtbot, "one ship")
    ship = _loaded_ship(state)
    button = _buttons(table)["raid"]
    assert button.text().startswith("Raid: ")
    button.click()
    _done(session, state, rec, A.Smuggle("raid", ship).encode())


def test_the_plunder_button(qtbot):
    state, table, session, rec = _table(qtbot, "smuggler")
    _buttons(table)["plunder"].click()
    _done(session, state, rec, A.PLUNDER)


# ============================================================================ refusals


def test_drops_the_engine_refuses_change_nothing(qtbot):
    state, table, session, rec = _table(qtbot, "one ship")
    payload = {"kind": "smuggler", "seat": state.current}
    empty = state.ship_load.index(0)
    target = table.ships.find(Kind="ship", Value=empty)
    assert table.ships_view.mark(target) is None
    assert drop_mime(table.ships, payload, target) == (False, False)
    raid = A.Smuggle("raid", empty).encode()
    assert (
        table.message_text()
        == session.explain(raid)
        == "That cargo ship is empty: there is nothing to raid."
    )
    # onto itself: it does not go there
    own = table.roles.find(Kind="role", Value=_smuggler_card(state))
    assert drop_mime(table.roles, payload, own) == (False, False)
    assert table.message_text() == "That does not go there."
    # a role taken this round
    taken = next(
        (c for c, t in enumerate(state.role_taken) if t >= 0 and c != _smuggler_card(state)), None
    )
    if taken is not None:
        cell = table.roles.find(Kind="role", Value=taken)
        assert drop_mime(table.roles, payload, cell) == (False, False)
        assert table.message_text() == session.explain(A.Smuggle("swap", taken).encode())
    assert rec.applied == []
    assert session.state.to_dict() == state.to_dict()


def test_a_click_refused_keeps_the_card_in_hand_for_the_right_place(qtbot):
    """Raid a ship …, a click on the empty ship: refused, and the card stays picked (it
    was put down, so the next click on the loaded ship did nothing under the refusal)."""
    state, table, session, rec = _table(qtbot, "one ship")
    table.ctx.set_picked({"kind": "smuggler", "seat": state.current})
    empty = state.ship_load.index(0)
    table.ships_view.click(table.ships.find(Kind="ship", Value=empty))
    assert table.message_text() == "That cargo ship is empty: there is nothing to raid."
    assert table.ctx.picked == {"kind": "smuggler", "seat": state.current}
    assert rec.applied == []
    ship = _loaded_ship(state)
    table.ships_view.click(table.ships.find(Kind="ship", Value=ship))
    _done(session, state, rec, A.Smuggle("raid", ship).encode())


def test_outside_his_choice_the_smuggler_card_is_no_drag(qtbot):
    state, table, _session, _rec = _table(qtbot, "captured")
    index = table.roles.find(Kind="role", Value=_smuggler_card(state))
    assert table.roles.payload(index) is None
    assert table.ships.drop_effect({"kind": "smuggler", "seat": 0}, table.ships.index(0, 0)) is None


# ============================================================================ marks


def test_the_wanted_poster_is_on_its_holders_board_and_refuses_the_smuggler(qtbot):
    state, table, _session, rec = _table(qtbot, "wanted")
    holder = state.wanted
    for board in table.boards:
        assert board.wanted.isHidden() == (board.seat != holder)
    tip = table.board(holder).wanted.toolTip()
    assert "Wanted poster" in tip and "may not take the Smuggler" in tip
    card = table.roles.find(Kind="role", Value=_smuggler_card(state))
    assert not table.roles.data(card, R.Active)
    assert "wanted poster" in table.roles.data(card, 3)  # ToolTipRole
    table.role_view.click(card)
    assert rec.applied == []
    assert table.message_text().startswith("You hold the wanted poster")


def test_the_swapped_role_is_marked_and_pays_when_another_takes_it(qtbot):
    state, table, session, rec = _table(qtbot, "captured")
    card = table.roles.find(Kind="role", Value=state.captured)
    assert card.data(R.Captured) == state.wanted
    assert "Swapped this round by" in table.roles.data(card, 3)
    table.role_view.click(card)
    assert rec.applied[:1] == [(state.current, A.choose_role(state.captured))]
    owner = session.names()[state.wanted]
    assert any(line.startswith(f"{owner} gets 3 doubloons") for line in session.log_lines)
    assert (
        session.state.players[state.wanted].doubloons >= state.players[state.wanted].doubloons + 3
    )


# ============================================================================ words


def test_every_choice_reads_in_the_log_and_the_prompt(qtbot):
    state = first("smuggler")
    names = ["Anna", "Benno", "Clara", "Dirk"]
    lines = [phases.describe_action(state, state.current, a, names) for a in state.legal_actions()]
    words = ("raids the", "plunders the trading house", "poaches", "swaps the")
    for word in words:
        assert any(word in line for line in lines), (word, lines)
    assert not [line for line in lines if "{" in line or "unknown" in line]
    prompt = phases.phase_prompt(state, state.current, names)
    assert "Smuggler" in prompt and "loaded ship" in prompt and "unused role" in prompt
    others = phases.phase_prompt(state, (state.current + 1) % 4, names)
    assert others.endswith("is choosing what the Smuggler does …")


def test_a_swap_as_the_rounds_last_pick_says_the_smuggler_plays_the_role_at_once(qtbot):
    """A swapped role that nobody can choose any more is played at once: the log says
    so (his shipping, or his prospector's doubloon, came unexplained), and only then."""
    names = ["Anna", "Benno", "Clara", "Dirk"]
    for name, told in (("smuggler last", True), ("smuggler early", False)):
        state = first(name)
        swaps = [a for a in state.legal_actions() if A.decode(a) == A.Smuggle("swap", a - A.SWAP)]
        assert swaps, name
        for action in swaps:
            after = _after(state, action)
            lines = [
                line() if callable(line) else line
                for line in phases.step_lines(state, after, state.current, action, names)
            ]
            said = [line for line in lines if "plays it as the round ends" in line]
            assert len(said) == told, (name, lines)
            if told:
                role = N.role_name(state.role_cards[action - A.SWAP], state.config.edition)
                smuggler = names[state.current]
                assert (
                    said[0]
                    == f"Nobody took the swapped {role}: {smuggler} plays it as the round ends"
                )
