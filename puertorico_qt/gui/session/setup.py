"""What a new game is made of: the seats and options the new-game dialog asks, and the
computer players' levels."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from ... import engine
from ...engine import GameConfig
from ...persistence import SeatInfo

# The levels offered to people, weakest first (names in ``ai.bot_names()``).
LEVELS = ("beginner", "normal", "hard", "expert")
# The most a computer player may think per move, in seconds.  The searching levels play
# with the iteration budget their strength was measured with (``Bot.default_iterations``:
# the same Hard and Expert on every machine, and about 0.4 s and 2.5 s a move on a
# 2-core laptop); the cap only keeps a slow machine from waiting longer.
BOT_SECONDS = {"random": 0.0, "beginner": 0.3, "normal": 1.0, "hard": 3.0, "expert": 10.0}
# The level that answers "what should I do?".
HINT_LEVEL = "normal"


@dataclass(slots=True)
class NewGameSetup:
    """What the new-game dialog asks: the seats and the options."""

    seats: list[SeatInfo]
    edition: str = "classic"  # "classic" or "1897" (the naming and the rules of that edition)
    hidden_vp: bool = False
    seed: int | None = None  # None: a fresh random seed

    def game_config(self) -> GameConfig:
        return GameConfig(
            players=len(self.seats),
            edition=engine.parse_edition(self.edition),
            hidden_vp=self.hidden_vp,
        )

    @classmethod
    def default(cls, name: str = "", players: int = 4) -> NewGameSetup:
        """A person (``name``) against computer players of the normal level."""
        first = name or QCoreApplication.translate("NewGameDialog", "Player {n}").format(n=1)
        seats = [SeatInfo(first, True, "normal")]
        seats += [
            SeatInfo(
                QCoreApplication.translate("NewGameDialog", "Computer {n}").format(n=i),
                False,
                "normal",
            )
            for i in range(1, players)
        ]
        return cls(seats=seats)
