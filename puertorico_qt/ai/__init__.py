"""Computer opponents, written against the engine's game protocol (no Qt).

A bot sees only ``engine.observe(state, seat)`` and answers with one legal
action id.  See ``base.Bot`` for the interface and ``registry.make_bot`` for
the names the command line and the GUI use.
"""

from .base import Bot, SearchBudget
from .random_bot import RandomBot
from .registry import bot_names, make_bot

__all__ = ["Bot", "RandomBot", "SearchBudget", "bot_names", "make_bot"]
