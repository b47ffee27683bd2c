"""Saves with the 1897 expansions: the record names them (its config) and replays to the
same game — a drafted board, forests, nobles and every new decision included."""

from __future__ import annotations

import json
import random

import pytest

from puertorico_qt import engine
from puertorico_qt.persistence.record import GameRecord, SeatInfo


@pytest.mark.parametrize(
    ("expansions", "market"),
    [(("buildings", "nobles"), "draft"), (("buildings",), "random"), (("nobles",), "base")],
)
def test_a_saved_expansion_game_loads_and_replays_to_the_same_state(expansions, market):
    config = engine.GameConfig(players=3, expansions=frozenset(expansions), market=market)
    state = engine.new_game(config, seed=11)
    rng = random.Random(5)
    actions: list[str] = []
    while not state.is_terminal() and len(actions) < 400:
        action = rng.choice(state.legal_actions())
        actions.append(state.format_action(action))
        state.apply(action)
    seats = [SeatInfo(f"P{i}", is_human=i == 0) for i in range(3)]
    record = GameRecord(config=config.to_dict(), seed=11, seats=seats, actions=actions)
    text = json.dumps(record.to_dict())
    loaded = GameRecord.from_dict(json.loads(text))
    assert loaded.config["expansions"] == sorted(expansions)
    assert loaded.game_config() == config
    assert loaded.replay() == state


def test_a_save_naming_an_expansion_that_does_not_exist_is_refused():
    config = engine.GameConfig(players=3, expansions=frozenset({"nobles"}))
    record = GameRecord(config=config.to_dict(), seed=1, seats=[SeatInfo("P", True)] * 3)
    d = record.to_dict()
    d["config"]["expansions"] = ["nobles", "pirates"]
    with pytest.raises(Exception, match="pirates"):
        GameRecord.from_dict(d)
