"""Choosing a role, the library question, and the end of a role.

The governor and then each seat in turn chooses one of the roles left (two players:
governor, other, governor; ``common.picker``), and every seat, from the chooser on,
takes its turn of that role (the role's module, through ``common.ROLE_START`` and
``common.NEXT_TURN``).  A working library doubles its owner's privilege; with two
players it works once a round, and the governor is asked on his first role
(docs/cards.md, "Where the rulebook is silent" 6).
"""

from __future__ import annotations

from ..actions import A_LIBRARY_USE, A_ROLE, CardAction
from ..data import BIT, LIBRARY
from ..reasons import Reason
from ..state import CardPhase, CardPlayer, CardState
from .common import ROLE_START, register, reset_scratch, start_pick
from .round_start import new_round

_ROLE = CardPhase.ROLE
_LIBRARY = CardPhase.LIBRARY
_LIBRARY_BIT = BIT[LIBRARY]


def start_role(s: CardState) -> None:
    """The role ``s.role`` has been chosen (and the library settled): play it."""
    s.turn = 0
    ROLE_START[s.role](s)


def end_role(s: CardState) -> None:
    """Every seat has had its turn of the role: the next pick, or the next round."""
    reset_scratch(s)
    s.pick += 1
    if s.pick == s.picks:
        new_round(s)
    else:
        start_pick(s)


# --------------------------------------------------------------------------- role


def _legal_role(s: CardState) -> list[int]:
    return [A_ROLE + r for r, seat in enumerate(s.roles_taken) if seat < 0]


def _library_at_choice(s: CardState, seat: int) -> bool | None:
    """What ``seat``'s library does to the role he chooses now: True doubles its
    privilege, False not (none, or used this round with two players), None asks (two
    players: the governor's first role, a second one is to come)."""
    if not s.players[seat].mask & _LIBRARY_BIT:
        return False
    if s.n != 2:
        return True
    if s.library_used >> seat & 1:
        return False
    return None if seat == s.governor and s.pick == 0 else True


def library_doubles(s: CardState, action: int) -> bool:
    """Does choosing role ``action`` now double its privilege by the chooser's library
    without a question (the log says so: nothing else shows it)?"""
    if s.phase != CardPhase.ROLE or not A_ROLE <= action < A_ROLE + len(s.roles_taken):
        return False
    return _library_at_choice(s, s.current) is True


def _apply_role(s: CardState, action: int) -> None:
    r = action - A_ROLE
    seat = s.current
    s.roles_taken[r] = seat
    s.role = r
    s.role_player = seat
    on = _library_at_choice(s, seat)
    if on is None:
        s.phase = _LIBRARY  # he has a second role to come: ask
        return
    if on and s.n == 2:
        s.library_used |= 1 << seat
    s.library_on = on
    start_role(s)


def _why_role(s: CardState, p: CardPlayer, a: CardAction) -> Reason:
    return Reason.ROLE_TAKEN


# --------------------------------------------------------------------------- library


def _legal_library(s: CardState) -> list[int]:
    return [A_LIBRARY_USE, A_LIBRARY_USE + 1]


def _apply_library(s: CardState, action: int) -> None:
    if action == A_LIBRARY_USE:
        s.library_on = True
        s.library_used |= 1 << s.current
    else:
        s.library_on = False
    start_role(s)


register(_ROLE, _legal_role, _apply_role, ("role",), _why_role)
register(_LIBRARY, _legal_library, _apply_library, ("library",))
