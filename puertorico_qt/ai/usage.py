"""What the bots did with expansions III and IV in a tournament's games.

``ai.tournament`` hands every decision of a game with the smuggler or the festival to a
``Usage`` (which smuggler action each bot chose) and the finished game (who met each
festival goal); ``summarise`` adds the counts per ``--bots`` entry to the tournament's
result (``smuggler_actions``, ``festival_goals``, ``festival_goals_met``), so that a
strength match also shows how each level used them (``bench/expansion_usage.py``
prints the table).  Only public facts are counted: the actions taken and the goals met.
"""

from __future__ import annotations

from ..engine import actions as A
from ..engine.state import GameState, Phase

OPTIONS = A.SMUGGLER_OPTIONS  # plunder, poach, raid, swap
GOALS = ("plantations", "goods", "building")


class Usage:
    """One game's smuggler actions per ``--bots`` entry and the festival's goals."""

    def __init__(self, entries: int) -> None:
        self.smuggle = [dict.fromkeys(OPTIONS, 0) for _ in range(entries)]
        self.goals = [[0, 0, 0] for _ in range(entries)]
        self.met = [0, 0, 0]

    def see(self, state: GameState, action: int, entry: int) -> None:
        """Before ``action`` is applied by the bot of ``entry``."""
        if state.phase == Phase.SMUGGLER:
            v = A.decode(action)
            if isinstance(v, A.Smuggle):
                self.smuggle[entry][v.option] += 1

    def finish(self, state: GameState, seats: list[int]) -> None:
        """The game is over; ``seats[seat]`` is the entry playing ``seat``."""
        if state.festival:
            for goal, by in enumerate(state.festival_by):
                if by >= 0:
                    self.met[goal] += 1
                    self.goals[seats[by]][goal] += 1

    def to_dict(self) -> dict:
        return {"smuggle": self.smuggle, "goals": self.goals, "met": self.met}


def wanted(state: GameState) -> bool:
    """Is there anything to count in this game?"""
    config = state.config
    return config.has("smuggler") or config.has("festival")


def summarise(usages: list[dict], entries: int) -> dict:
    """The counts over a tournament's games (empty without expansion III or IV)."""
    if not usages:
        return {}
    smuggle = [dict.fromkeys(OPTIONS, 0) for _ in range(entries)]
    goals = [[0, 0, 0] for _ in range(entries)]
    met = [0, 0, 0]
    for u in usages:
        for entry in range(entries):
            for option, count in u["smuggle"][entry].items():
                smuggle[entry][option] += count
            for goal in range(3):
                goals[entry][goal] += u["goals"][entry][goal]
        for goal in range(3):
            met[goal] += u["met"][goal]
    return {"smuggler_actions": smuggle, "festival_goals": goals, "festival_goals_met": met}
