"""Bots by name, for the command line and the GUI."""

from __future__ import annotations

from collections.abc import Callable

from .base import Bot
from .beginner import BeginnerBot
from .expert import ExpertBot
from .ismcts import HardBot
from .normal import NormalBot
from .random_bot import RandomBot

#: name -> factory(seed).  Stronger bots add their rows here.
FACTORIES: dict[str, Callable[[int | None], Bot]] = {
    "random": RandomBot,
    "beginner": BeginnerBot,
    "normal": NormalBot,
    "hard": HardBot,
    "expert": ExpertBot,
}


def bot_names() -> tuple[str, ...]:
    return tuple(FACTORIES)


def make_bot(name: str, seed: int | None = None) -> Bot:
    try:
        factory = FACTORIES[name]
    except KeyError:
        raise ValueError(f"unknown bot {name!r}; choose from {', '.join(FACTORIES)}") from None
    return factory(seed)
