"""The Puerto Rico rules engine: pure Python, no Qt, no I/O, deterministic given its seed.

Typical use::

    from puertorico_qt import engine
    state = engine.new_game(engine.GameConfig(players=4), seed=7)
    while not state.is_terminal():
        action = state.legal_actions()[0]
        state.apply(action)
    print(state.scores())
"""

from . import phases as _phases  # registers the rules of every phase
from .actions import NotationError, decode, encode
from .config import ConfigError, GameConfig, parse_edition
from .data import BUILDINGS, GOOD_NAMES, ROLE_NAMES, Edition, Good, Role
from .invariants import check_invariants
from .observation import Observation, observe
from .readers import StateFormatError
from .scoring import ScoreBreakdown, score_breakdown, winners
from .setup import new_game
from .state import GameState, IllegalActionError, Phase

__all__ = [
    "BUILDINGS",
    "GOOD_NAMES",
    "ROLE_NAMES",
    "ConfigError",
    "Edition",
    "GameConfig",
    "GameState",
    "Good",
    "IllegalActionError",
    "NotationError",
    "Observation",
    "Phase",
    "Role",
    "ScoreBreakdown",
    "StateFormatError",
    "check_invariants",
    "decode",
    "encode",
    "new_game",
    "observe",
    "parse_edition",
    "score_breakdown",
    "winners",
]

del _phases
