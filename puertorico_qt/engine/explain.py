"""Why an action is illegal: a ``Reason`` naming the rule (for the GUI and the CLI).

Only called after ``apply`` refused an action, so it may be slow and thorough.  The
generic reasons live here (the game is over, not an action, not this phase's kind
of action); the specific ones in each phase module's ``refuse`` function, registered
with the phase (``state.register_phase``).
"""

from __future__ import annotations

from . import actions as A
from .reasons import Reason, Why, reason
from .state import RULES, GameState, Phase


def why_illegal(s: GameState, action: int) -> Reason:
    if s.is_terminal():
        return reason(Why.GAME_OVER)
    try:
        v = A.decode(action)
    except ValueError:
        return reason(Why.NOT_AN_ACTION)
    phase = Phase(s.phase)
    rules = RULES[phase]
    if isinstance(v, A.MoveGuest) and s.config.expansions:
        # the guest house's guests move in any phase but the Mayor's (``phases.guests``)
        from .phases.guests import refuse_move

        return refuse_move(s, v)
    if not isinstance(v, A.Pass) and type(v) not in rules.accepts:
        return reason(Why.NOT_NOW, phase=phase)
    specific = rules.refuse(s, v) if rules.refuse is not None else None
    if specific is not None:
        return specific
    if isinstance(v, A.Pass):
        return reason(Why.CANNOT_PASS)
    return reason(Why.NOT_ALLOWED, phase=phase)


def explain_illegal(s: GameState, action: int) -> str:
    """The same in English (the command line)."""
    return str(why_illegal(s, action))
