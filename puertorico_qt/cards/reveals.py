"""What the rules turn face up for the whole table in one decision: the Prospector's
draw (its count: those cards stay hidden), the four cards each gold mine turns up and
the one it keeps, each Goldschmiede's card and where it goes.

A watcher (the program's table and its log) asks ``public_prospecting`` rather than
replaying the draws itself: only the engine knows the order of the draws, a reshuffle
between them, a Prospector that starts after the 2-player library question, and which
card a building keeps.  The state records this only while a watcher's list is set
(``CardState.watch``); play and search never set it.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .actions import A_ROLE
from .data import CardRole
from .state import CardPhase, CardState

_PROSPECTOR_ROLE = A_ROLE + CardRole.PROSPECTOR


@dataclass(frozen=True, slots=True)
class Reveal:
    """Cards one building turned face up."""

    seat: int  #: whose building it is
    building: int  #: its kind (the gold mine, the Goldschmiede)
    cards: tuple[int, ...]  #: the kinds turned up, in the order drawn
    kept: int  #: the kind that went into the owner's hand, -1 if none did


@dataclass(slots=True)
class Prospecting:
    """One Prospector phase as the whole table saw it."""

    seat: int  #: who chose the Prospector
    drawn: int = 0  #: the cards the chooser drew face down (two with the library)
    reveals: list[Reveal] = field(default_factory=list)  #: in the rules' order


def public_prospecting(state: CardState, action: int) -> Prospecting | None:
    """The Prospector phase that ``action`` plays in ``state`` (``state`` unchanged),
    or None if it plays none.  Raises ``IllegalActionError`` as ``apply`` does.  The
    table asks after every decision: only choosing the Prospector, or answering the
    2-player library question it raised, can play it, so nothing else is played again."""
    if not state.is_legal(action):
        state.clone().apply(action)  # raises apply's own IllegalActionError
    if not (
        (state.phase == CardPhase.ROLE and action == _PROSPECTOR_ROLE)
        or (state.phase == CardPhase.LIBRARY and state.role == CardRole.PROSPECTOR)
    ):
        return None
    s = state.clone()
    seen: list[Prospecting] = []
    s.watch = seen
    s.apply(action)
    return seen[0] if seen else None
