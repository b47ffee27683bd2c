"""Bots by name and game, for the command line and the GUI."""

from __future__ import annotations

from collections.abc import Callable

from ..games import DEFAULT_GAME, game_kind
from .base import Bot
from .beginner import BeginnerBot
from .cards.bots import CARD_FACTORIES
from .expert import ExpertBot
from .ismcts import HardBot
from .normal import NormalBot
from .random_bot import RandomBot

Factory = Callable[[int | None], Bot]

#: The board game's bots: name -> factory(seed).  Stronger bots add their rows here.
FACTORIES: dict[str, Factory] = {
    "random": RandomBot,
    "beginner": BeginnerBot,
    "normal": NormalBot,
    "hard": HardBot,
    "expert": ExpertBot,
}

#: Per game (``games.GAMES``' names) its bots, weakest first.
GAME_FACTORIES: dict[str, dict[str, Factory]] = {
    "puertorico": FACTORIES,
    "cards": CARD_FACTORIES,
}


def _factories(game: str) -> dict[str, Factory]:
    kind = game_kind(game)  # ValueError naming the games for an unknown one
    return GAME_FACTORIES[kind.name]


def bot_names(game: str = DEFAULT_GAME) -> tuple[str, ...]:
    """The bots of ``game`` (the board game by default), weakest first."""
    return tuple(_factories(game))


def make_bot(name: str, seed: int | None = None, game: str = DEFAULT_GAME) -> Bot:
    """The bot ``name`` of ``game`` with ``seed`` (None: a fresh seed from the OS)."""
    factories = _factories(game)
    try:
        factory = factories[name]
    except KeyError:
        raise ValueError(f"unknown bot {name!r}; choose from {', '.join(factories)}") from None
    return factory(seed)
