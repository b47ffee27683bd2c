"""Fixtures for the tests of saved games: a real record played by random bots."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from puertorico_qt import engine
from puertorico_qt.ai import make_bot
from puertorico_qt.persistence import GameRecord, SeatInfo


def bot_record(
    players: int = 4, seed: int = 5, decisions: int = 30, edition: str = "classic"
) -> GameRecord:
    """A record of ``decisions`` moves of random bots (fewer if the game ends first)."""
    config = engine.GameConfig(players=players, edition=engine.parse_edition(edition))
    seats = [
        SeatInfo(f"Player {i}", is_human=(i == 0), level="normal" if i == 0 else "random")
        for i in range(players)
    ]
    record = GameRecord(config=config.to_dict(), seed=seed, seats=seats)
    state = record.new_state()
    bot = make_bot("random", seed)
    while not state.is_terminal() and len(record.actions) < decisions:
        action = bot.choose_in(state)
        record.actions.append(state.format_action(action))
        state.apply(action)
    record.finished = state.is_terminal()
    return record


@pytest.fixture(scope="session")
def make_record() -> Callable[..., GameRecord]:
    """``make_record(players=4, seed=5, decisions=30, edition="classic")``."""
    return bot_record
