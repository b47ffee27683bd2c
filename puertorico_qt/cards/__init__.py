"""The rules of Puerto Rico – Das Kartenspiel (San Juan): pure Python, no Qt, no I/O,
deterministic given the seed, with the same protocol as the board game's ``engine``.

Typical use::

    from puertorico_qt import cards
    state = cards.new_game(cards.CardConfig(players=3), seed=7)
    while not state.is_terminal():
        state.apply(state.legal_actions()[0])
    print(state.scores(), cards.winners(state))

``docs/cards.md`` documents the actions, their notation and the JSON format.
"""

from . import phases as _phases  # registers the rules of every phase
from .actions import NotationError, decode, format_action, parse_action
from .config import CardConfig, CardConfigError
from .data import CARD_IDS, CARDS, GOOD_NAMES, ROLE_NAMES, CardKind, CardRole
from .ending import goal_reached, last_phase
from .invariants import check_invariants, invariant_problems
from .observation import CardObservation, observe
from .phases.builder import build_price, price_under_payment
from .phases.roles import library_doubles
from .reasons import Reason
from .reveals import Prospecting, Reveal, public_prospecting
from .scoring import CardScore, score_breakdown, winners
from .serialize import CardStateError
from .setup import new_game
from .state import CardPhase, CardState, IllegalActionError

__all__ = [
    "CARDS",
    "CARD_IDS",
    "GOOD_NAMES",
    "ROLE_NAMES",
    "CardConfig",
    "CardConfigError",
    "CardKind",
    "CardObservation",
    "CardPhase",
    "CardRole",
    "CardScore",
    "CardState",
    "CardStateError",
    "IllegalActionError",
    "NotationError",
    "Prospecting",
    "Reason",
    "Reveal",
    "build_price",
    "check_invariants",
    "decode",
    "format_action",
    "goal_reached",
    "invariant_problems",
    "last_phase",
    "library_doubles",
    "new_game",
    "observe",
    "parse_action",
    "price_under_payment",
    "public_prospecting",
    "score_breakdown",
    "winners",
]

del _phases
