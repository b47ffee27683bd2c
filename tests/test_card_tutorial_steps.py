"""The card game tutorial's step logic and its files, without widgets
(``gui/tutorial/cards_steps.py``, ``store.py``): the fixed deal, explanations when a
role is first chosen, tasks done only by a real move of their kind, the progress
through a write and a damaged file, and the two tutorials' files apart."""

from __future__ import annotations

import json

from puertorico_qt import cards
from puertorico_qt.ai import make_bot
from puertorico_qt.cards import CARD_IDS, CardPhase, CardRole
from puertorico_qt.cards import actions as CA
from puertorico_qt.cards.data import BIT, CARD_INDEX
from puertorico_qt.cards.deck import draw_to_hand
from puertorico_qt.gui.tutorial import cards_steps as S
from puertorico_qt.gui.tutorial import steps as board_steps
from puertorico_qt.gui.tutorial.core import Progress
from puertorico_qt.gui.tutorial.store import BOARD_FILES, CARD_FILES, TutorialStore, same_game
from puertorico_qt.persistence import GameRecord, SeatInfo

SUGAR_MILL = CARD_INDEX["sugar_mill"]


def tutorial_record() -> GameRecord:
    seats = [SeatInfo("Anna", True, "normal")]
    seats += [SeatInfo(f"Computer {i}", False, "beginner") for i in (1, 2)]
    config = cards.CardConfig(players=S.PLAYERS).to_dict()
    return GameRecord(config=config, seed=S.SEED, seats=seats, game=S.GAME)


def play(steps: S.CardTutorialSteps, state: cards.CardState, action: int) -> list[str]:
    """Apply ``action`` as the session reports it: the decision, then the state."""
    asked = steps.task(state)
    seat = state.current_player
    state.apply(action)
    return steps.on_step(seat, action, state, asked) + steps.on_state(state)


def bots_until_person(steps: S.CardTutorialSteps, state: cards.CardState) -> None:
    bots = {seat: make_bot("beginner", seat, game=S.GAME) for seat in (1, 2)}
    while not state.is_terminal() and state.current_player != S.PERSON:
        seat = state.current_player
        play(steps, state, bots[seat].choose(cards.observe(state, seat)))


def test_the_deal_puts_the_person_first_with_a_building_to_pay_for():
    state = tutorial_record().new_state()
    assert state.governor == S.PERSON == state.current_player
    assert state.phase == CardPhase.ROLE and len(state.legal_actions()) == 5
    hand = [CARD_IDS[k] for k, n in enumerate(state.players[S.PERSON].hand) for _ in range(n)]
    assert sorted(hand) == ["chapel", "poor_house", "prefecture", "sugar_mill"]


def test_welcome_then_choose_a_role():
    state = tutorial_record().new_state()
    steps = S.CardTutorialSteps()
    assert steps.start() == [S.WELCOME]
    assert steps.start() == []  # shown once
    assert steps.on_state(state) == ["act:role"]
    task = steps.open_task(state)
    assert task is not None and task.targets == (("roles", "click"),)
    assert steps.focus(state) == S.WELCOME


def test_builder_build_and_pay_each_done_by_its_own_move_only():
    state = tutorial_record().new_state()
    steps = S.CardTutorialSteps()
    steps.start()
    steps.on_state(state)
    new = play(steps, state, CA.role(CardRole.BUILDER))
    assert new == ["role:builder", "act:build"]
    assert steps.progress.chosen_by == {"role:builder": S.PERSON}
    assert steps.is_done("act:role") and not steps.is_done("act:build")
    assert steps.focus(state) == "role:builder"
    task = steps.open_task(state)
    assert task is not None and task.targets == (("hand", "from"), ("city", "to"))
    # a card is built: the build is done, the payment is the next task
    assert play(steps, state, CA.build(SUGAR_MILL)) == ["act:pay"]
    assert steps.is_done("act:build") and not steps.is_done("act:pay")
    assert state.phase == CardPhase.PAY and state.left == 1  # the builder pays one less
    assert [z for z, _ in steps.open_task(state).targets] == ["hand", "buttons"]
    pay = state.legal_actions()[0]
    assert CA.decode(pay).verb == "pay"
    play(steps, state, pay)
    assert steps.is_done("act:pay") and SUGAR_MILL in state.players[S.PERSON].city


def test_passing_leaves_the_build_task_open_and_bots_moves_never_complete_it():
    state = tutorial_record().new_state()
    steps = S.CardTutorialSteps()
    steps.on_state(state)
    play(steps, state, CA.role(CardRole.BUILDER))
    play(steps, state, CA.PASS)  # a move, but not the task's
    assert not steps.is_done("act:build") and steps.was_shown("act:build")
    bots_until_person(steps, state)  # the others build: moves of that kind, not the person's
    assert not steps.is_done("act:build")
    assert steps.progress.done == ["act:role"]


def test_roles_chosen_by_the_computer_players_are_explained_with_their_chooser():
    state = tutorial_record().new_state()
    steps = S.CardTutorialSteps()
    play(steps, state, CA.role(CardRole.PROSPECTOR))  # no decision after it
    while state.round == 1:  # the person declines what the others' roles offer
        bots_until_person(steps, state)
        if state.round == 1:
            play(steps, state, state.legal_actions()[0])
    chosen = {k: v for k, v in steps.progress.chosen_by.items() if v != S.PERSON}
    assert set(chosen.values()) == {1, 2}
    assert all(key in steps.progress.pages() for key in chosen)
    assert state.round == 2 and S.NEW_ROUND in steps.progress.shown


def test_a_whole_game_explains_every_role_then_the_end():
    state = tutorial_record().new_state()
    steps = S.CardTutorialSteps()
    steps.start()
    bots = [make_bot("beginner", seat + 7, game=S.GAME) for seat in range(S.PLAYERS)]
    kinds: set[str] = set()
    while not state.is_terminal():
        task = steps.task(state)
        if task is not None:
            kinds.add(task.key)
        seat = state.current_player
        play(steps, state, bots[seat].choose(cards.observe(state, seat)))
    shown = steps.progress.shown
    assert all(S.role_key(r) in shown for r in S.ROLES)
    assert shown.index(S.ALL_ROLES) > max(shown.index(S.role_key(r)) for r in S.ROLES)
    assert shown[-1] == S.GAME_OVER and steps.progress.finished
    assert steps.task(state) is None
    # the person met the main decisions of the game, each a task shown once
    assert {"act:role", "act:build", "act:pay", "act:produce", "act:trade", "act:keep"} <= kinds
    assert kinds <= set(shown)
    done = set(steps.progress.done)
    assert done <= kinds  # only tasks the person met, each by a move of its kind
    assert {"act:build", "act:pay", "act:produce", "act:trade", "act:keep"} <= done


def test_only_the_right_kind_completes_each_task():
    for phase, task in S.TASKS.items():
        assert task.key.startswith("act:"), phase
        assert not task.completed_by_kind("pass"), task.key  # declining never completes
    assert S.TASKS[CardPhase.PAY].completed_by_kind("blackmarket")
    assert S.TASKS[CardPhase.HAND_LIMIT].completed_by_kind("discard")
    assert S.TASKS[CardPhase.CHAPEL].completed_by_kind("tuck")
    assert not S.TASKS[CardPhase.KEEP].completed_by_kind("discard")


def test_progress_round_trip_and_forgiving_reading():
    progress = Progress(["welcome", "act:role"], ["act:role"], {"role:trader": 2}, False)
    assert Progress.from_dict(json.loads(json.dumps(progress.to_dict())), S.PLAYERS) == progress
    odd = Progress.from_dict(
        {"shown": ["welcome", 3, None, "welcome", "x" * 50], "chosen_by": {"a": 3, "b": 1}},
        S.PLAYERS,
    )
    assert odd == Progress(["welcome"], [], {"b": 1}, False)
    assert Progress.from_dict("nonsense") == Progress()


def test_the_two_tutorials_keep_their_own_files(tmp_path):
    cards_store = TutorialStore(tmp_path, CARD_FILES)
    board_store = TutorialStore(tmp_path, BOARD_FILES)
    assert cards_store.progress_path != board_store.progress_path
    assert cards_store.game_path != board_store.game_path
    record = tutorial_record()
    state = record.new_state()
    record.actions.append(state.format_action(CA.role(CardRole.COUNCILLOR)))
    progress = Progress(["welcome", "role:councillor"], ["act:role"], {"role:councillor": 0})
    cards_store.save(progress, record)
    assert board_store.load() is None  # the board game's tutorial has nothing kept
    loaded = cards_store.load()
    assert loaded is not None and loaded[0] == progress
    assert loaded[1].game == S.GAME and loaded[1].actions == record.actions
    assert same_game(loaded[1], record)
    # a board tutorial saved beside it changes nothing of the card game's
    board_record = GameRecord(
        config={"players": board_steps.PLAYERS}, seed=board_steps.SEED, seats=record.seats
    )
    board_store.save(Progress(["welcome"]), board_record)
    assert cards_store.load() is not None and cards_store.load()[0] == progress
    # a progress file of the other tutorial's format is not read as ours
    (tmp_path / CARD_FILES.progress).write_text(
        (tmp_path / BOARD_FILES.progress).read_text(encoding="utf-8"), encoding="utf-8"
    )
    assert cards_store.load() is None
    cards_store.clear()
    assert not (tmp_path / CARD_FILES.game).exists()
    assert (tmp_path / BOARD_FILES.game).exists()


def test_the_round_start_chapel_and_hand_limit_tasks():
    """A hand-built position: the person owns a chapel and holds ten cards when the
    first round ends.  The chapel's question comes first (a pass leaves its task open),
    then the hand limit's discards, each done by its own kind of move."""
    state = tutorial_record().new_state()
    person = state.players[S.PERSON]
    chapel = CARD_INDEX["chapel"]
    state.deck.remove(chapel)
    person.city.append(chapel)
    person.goods.append(-1)
    person.mask |= BIT[chapel]
    draw_to_hand(state, person, 6)
    state._legal = None
    cards.check_invariants(state)
    steps = S.CardTutorialSteps()
    steps.on_state(state)
    play(steps, state, CA.role(CardRole.PROSPECTOR))  # one card more: eleven
    while state.phase not in (CardPhase.CHAPEL, CardPhase.HAND_LIMIT) or state.round == 1:
        if state.current_player == S.PERSON:  # decline what the others' roles offer
            legal = state.legal_actions()
            play(steps, state, CA.PASS if CA.PASS in legal else legal[0])
        else:
            bots_until_person(steps, state)
    assert state.phase == CardPhase.CHAPEL and state.current_player == S.PERSON
    assert steps.open_task(state) is S.TASKS[CardPhase.CHAPEL]
    play(steps, state, CA.PASS)  # keep the cards: not the task's move
    assert not steps.is_done("act:chapel") and state.phase == CardPhase.HAND_LIMIT
    task = steps.open_task(state)
    assert task is not None and task.key == "act:discard"
    assert [z for z, _ in task.targets] == ["hand", "buttons"]
    assert state.players[S.PERSON].hand_n > 7
    discard = state.legal_actions()[0]
    assert CA.decode(discard).verb == "discard"
    play(steps, state, discard)
    assert steps.is_done("act:discard")
