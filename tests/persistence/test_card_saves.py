"""Saves of the card game: the same file format with ``"game": "cards"``, replayed through
the card rules; a save of a game this program does not know is refused, and the two
games never read each other's options."""

from __future__ import annotations

import json
import random

import pytest

from puertorico_qt import cards, engine
from puertorico_qt.persistence import GameRecord, SaveError, SeatInfo, list_saves, load_game
from puertorico_qt.persistence.store import SAVE_SUFFIX, save_record


def card_record(players: int = 3, seed: int = 9, variant: bool = True, moves: int = 10_000):
    config = cards.CardConfig(players=players, variant=variant)
    state = cards.new_game(config, seed)
    rng = random.Random(seed)
    actions: list[str] = []
    while not state.is_terminal() and len(actions) < moves:
        action = rng.choice(state.legal_actions())
        actions.append(state.format_action(action))
        state.apply(action)
    seats = [SeatInfo(f"P{i}", is_human=i == 0, level="random") for i in range(players)]
    record = GameRecord(
        config=config.to_dict(), seed=seed, seats=seats, actions=actions, game="cards"
    )
    return record, state


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_whole_card_game_saves_loads_and_replays_to_the_same_state(tmp_path, players):
    record, state = card_record(players=players, seed=20 + players)
    assert state.is_terminal()
    path = tmp_path / f"cards{SAVE_SUFFIX}"
    save_record(path, record)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["game"] == "cards"
    assert data["config"] == {"players": players, "variant": True, "expansions": []}
    loaded, replayed = load_game(path)
    assert loaded.game == "cards"
    assert isinstance(replayed, cards.CardState)
    assert replayed == state
    assert loaded.finished
    assert loaded.game_config() == cards.CardConfig(players=players, variant=True)


def test_the_listing_names_the_game_of_each_save(tmp_path):
    record, _ = card_record(moves=20)
    save_record(tmp_path / f"a{SAVE_SUFFIX}", record)
    board = GameRecord(
        config=engine.GameConfig(players=3).to_dict(),
        seed=1,
        seats=[SeatInfo("P", True)] * 3,
    )
    save_record(tmp_path / f"b{SAVE_SUFFIX}", board)
    games = sorted(info.game for info in list_saves(tmp_path))
    assert games == ["cards", "puertorico"]
    assert all(info.error is None for info in list_saves(tmp_path))


def test_a_save_of_an_unknown_game_is_refused_as_foreign():
    record, _ = card_record(moves=5)
    d = record.to_dict()
    d["game"] = "chess"
    with pytest.raises(SaveError) as info:
        GameRecord.from_dict(d)
    assert info.value.code == "foreign"
    assert "chess" in str(info.value)


def test_board_game_options_under_the_card_game_name_are_refused():
    board = GameRecord(
        config=engine.GameConfig(players=3).to_dict(), seed=1, seats=[SeatInfo("P", True)] * 3
    ).to_dict()
    board["game"] = "cards"
    with pytest.raises(SaveError, match="options"):
        GameRecord.from_dict(board)


def test_a_card_action_the_rules_refuse_names_its_number_and_the_rule():
    record, _ = card_record(moves=12)
    record.actions[6] = "build palace"  # nobody can afford a palace this early
    with pytest.raises(SaveError) as info:
        record.replay()
    assert info.value.code == "illegal_action"
    assert info.value.action_index == 6
    record.actions[6] = "fly away"
    with pytest.raises(SaveError, match="not an action"):
        record.replay()
