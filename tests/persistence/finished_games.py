"""Finished games for the archive's and the statistics' tests: random bots play a whole
board game or card game; the seats (names, people, levels) are given by hand."""

from __future__ import annotations

from functools import cache

from puertorico_qt.ai import make_bot
from puertorico_qt.ai.base import play_out
from puertorico_qt.games import GameConfigLike, game_kind
from puertorico_qt.persistence import GameRecord, SeatInfo


def _config(game: str, players: int) -> GameConfigLike:
    return game_kind(game).config_from_dict({"players": players})


@cache
def _actions(game: str, players: int, seed: int) -> tuple[str, ...]:
    state = game_kind(game).new_game(_config(game, players), seed)
    bot = make_bot("random", seed)  # one bot for every seat: one stream of choices
    return tuple(play_out(state, [bot] * players))


def finished_record(
    seats: list[tuple[str, bool, str]], seed: int = 3, game: str = "puertorico"
) -> GameRecord:
    """A finished game of ``game`` with ``seats`` as (name, is_human, level)."""
    players = len(seats)
    return GameRecord(
        config=_config(game, players).to_dict(),
        seed=seed,
        seats=[SeatInfo(name, human, level) for name, human, level in seats],
        actions=list(_actions(game, players, seed)),
        finished=True,
        game=game,
    )
