"""The game session and its collaborators (see ``session``)."""

from ...persistence import SeatInfo
from .history import RoundSnapshot
from .protocol import CardTableSession, TableSession
from .session import GameSession
from .setup import BOT_SECONDS, HINT_LEVEL, LEVELS, NewGameSetup

__all__ = [
    "BOT_SECONDS",
    "HINT_LEVEL",
    "LEVELS",
    "CardTableSession",
    "GameSession",
    "NewGameSetup",
    "RoundSnapshot",
    "SeatInfo",
    "TableSession",
]
