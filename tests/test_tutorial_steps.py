"""The tutorial's step logic and its files, without widgets (``gui/tutorial/steps.py``,
``store.py``): explanations appear when a role is first chosen, tasks are done only by a
real move of their kind, the progress survives a write and a damaged file."""

from __future__ import annotations

import json

from puertorico_qt.ai import RandomBot
from puertorico_qt.engine import GameConfig, Phase, Role
from puertorico_qt.engine import actions as A
from puertorico_qt.gui.tutorial import steps as S
from puertorico_qt.gui.tutorial.store import TutorialStore, same_game
from puertorico_qt.persistence import GameRecord, SeatInfo


def tutorial_record() -> GameRecord:
    seats = [SeatInfo("Anna", True, "normal")]
    seats += [SeatInfo(f"Computer {i}", False, "beginner") for i in (1, 2)]
    return GameRecord(config=GameConfig(players=S.PLAYERS).to_dict(), seed=S.SEED, seats=seats)


def card(state, role: Role) -> int:
    return A.choose_role(list(state.role_cards).index(role))


def play(steps: S.TutorialSteps, state, action: int) -> list[str]:
    """Apply ``action`` as the session would report it: every step, then the state."""
    asked = steps.task(state)
    cards = tuple(state.role_cards)
    log: list[tuple[int, int]] = []
    state.apply(action, log=log)
    new = []
    for seat, step in log:
        new += steps.on_move(seat, step, cards, asked if seat == steps.person else None)
    return new + steps.on_state(state)


def test_the_deal_puts_the_person_first():
    state = tutorial_record().new_state()
    assert state.governor == S.PERSON == state.current_player
    assert state.phase == Phase.ROLE and len(state.role_cards) == 6


def test_welcome_then_choose_a_role():
    state = tutorial_record().new_state()
    steps = S.TutorialSteps()
    assert steps.start() == [S.WELCOME]
    assert steps.start() == []  # shown once
    assert steps.on_state(state) == ["act:role"]
    task = steps.open_task(state)
    assert task is not None and task.key == "act:role" and task.targets == (("roles", "click"),)
    assert steps.focus(state) == S.WELCOME


def test_a_role_is_explained_when_first_chosen_and_the_choice_completes_the_task():
    state = tutorial_record().new_state()
    steps = S.TutorialSteps()
    steps.start()
    steps.on_state(state)
    new = play(steps, state, card(state, Role.SETTLER))
    assert new[:1] == ["role:settler"] and "act:settler" in new
    assert steps.progress.chosen_by == {"role:settler": S.PERSON}
    assert steps.is_done("act:role") and not steps.is_done("act:settler")
    assert steps.focus(state) == "role:settler"
    task = steps.open_task(state)
    assert task is not None and [z for z, _ in task.targets] == ["offer", "island"]


def test_another_move_leaves_the_task_open_and_the_right_one_completes_it():
    state = tutorial_record().new_state()
    steps = S.TutorialSteps()
    steps.on_state(state)
    play(steps, state, card(state, Role.SETTLER))
    play(steps, state, A.PASS)  # the person takes no tile: a move, but not the task's
    assert not steps.is_done("act:settler")
    # the computer players' tiles are moves of that kind, but not the person's
    while state.current_player != S.PERSON:
        play(steps, state, RandomBot(1).choose_in(state))
    assert not steps.is_done("act:settler")


def test_taking_a_tile_completes_the_settler_task():
    state = tutorial_record().new_state()
    steps = S.TutorialSteps()
    steps.on_state(state)
    play(steps, state, card(state, Role.SETTLER))
    take = next(a for a in state.legal_actions() if A.is_kind(a, "take"))
    play(steps, state, take)
    assert steps.is_done("act:settler")
    assert steps.open_task(state) is None  # not the person's turn any more


def test_a_role_chosen_by_a_computer_player_is_explained_with_its_chooser():
    state = tutorial_record().new_state()
    steps = S.TutorialSteps()
    play(steps, state, card(state, Role.SETTLER))
    while state.current_player != S.PERSON or state.phase != Phase.ROLE:
        play(steps, state, RandomBot(3).choose_in(state))
    chosen = {k: v for k, v in steps.progress.chosen_by.items() if v != S.PERSON}
    assert len(chosen) == 2 and set(chosen.values()) == {1, 2}
    assert all(key in steps.progress.pages() for key in chosen)
    # round 2 began: the governor moved on and the new round was explained
    assert state.round == 2 and S.NEW_ROUND in steps.progress.shown


def test_every_role_known_then_the_end():
    state = tutorial_record().new_state()
    steps = S.TutorialSteps()
    bot = RandomBot(5)
    while not state.is_terminal():
        play(steps, state, bot.choose_in(state))
    shown = steps.progress.shown
    assert all(S.role_key(r) in shown for r in S.ROLES)
    assert shown.index(S.ALL_ROLES) > max(shown.index(S.role_key(r)) for r in S.ROLES)
    assert shown[-1] == S.GAME_OVER and steps.progress.finished
    assert steps.task(state) is None


def test_progress_round_trip_and_forgiving_reading():
    progress = S.Progress(["welcome", "act:role"], ["act:role"], {"role:mayor": 2}, False)
    assert S.Progress.from_dict(json.loads(json.dumps(progress.to_dict()))) == progress
    odd = S.Progress.from_dict(
        {"shown": ["welcome", 3, None, "welcome"], "done": "x", "chosen_by": {"a": 9, "b": True}}
    )
    assert odd == S.Progress(["welcome"], [], {}, False)
    assert S.Progress.from_dict([1, 2]) == S.Progress()


def test_store_writes_both_files_and_reads_them_back(tmp_path):
    store = TutorialStore(tmp_path)
    record = tutorial_record()
    state = record.new_state()
    record.actions.append(state.format_action(card(state, Role.BUILDER)))
    progress = S.Progress(["welcome", "role:builder"], ["act:role"], {"role:builder": 0})
    store.save(progress, record)
    loaded = store.load()
    assert loaded is not None
    assert loaded[0] == progress and loaded[1].actions == record.actions
    assert same_game(loaded[1], record) and same_game(tutorial_record(), record)
    other = tutorial_record()
    other.seed += 1
    assert not same_game(other, record)
    assert not list(tmp_path.glob(".*.tmp"))  # written atomically, nothing left behind


def test_a_damaged_or_missing_tutorial_file_means_none(tmp_path):
    store = TutorialStore(tmp_path)
    assert store.load() is None
    store.save(S.Progress(), tutorial_record())
    (tmp_path / "tutorial.json").write_text("{ not json", encoding="utf-8")
    assert store.load() is None
    store.save(S.Progress(), tutorial_record())
    (tmp_path / "tutorial-game.json").write_text("[]", encoding="utf-8")
    assert store.load() is None
    store.clear()
    assert not (tmp_path / "tutorial.json").exists()
    assert TutorialStore(None).load() is None
