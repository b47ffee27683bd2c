"""A new round: the governor moves on, then the chapel and the hand limit.

First each chapel owner, from the new governor on, may tuck one hand card under his
chapel (``tuck CARD`` or ``pass``); then each seat above its hand limit (7, more with
a tower: ``effects.hand_limit``) discards down to it, in the same order.  A round in
which nobody built, with the deck and the discard pile both empty, ends the game
instead (docs/cards.md, "Where the rulebook is silent" 2).
"""

from __future__ import annotations

from ..actions import A_PASS, A_TUCK, CardAction
from ..data import BIT, CHAPEL, N_ROLES
from ..effects import hand_limit
from ..reasons import Reason
from ..state import CardPhase, CardPlayer, CardState
from .common import (
    discard_card,
    game_over,
    legal_discard,
    register,
    reset_scratch,
    start_pick,
    why_hand_card,
)

_CHAPEL = CardPhase.CHAPEL
_HAND_LIMIT = CardPhase.HAND_LIMIT
_CHAPEL_BIT = BIT[CHAPEL]


def new_round(s: CardState) -> None:
    """Every role of the round has been played: the next round starts (or the game
    ends, if the cards have run out and nobody built)."""
    if not s.built and not s.deck and not any(s.discard):
        # No card to draw and nobody built: the rulebook has no end for this, and
        # without one such a game could go on for ever (docs/cards.md).
        game_over(s)
        s.role = -1
        s.role_player = -1
        return
    s.built = False
    s.governor = (s.governor + 1) % s.n
    s.round += 1
    s.pick = 0
    s.roles_taken = [-1] * N_ROLES
    s.library_used = 0
    s.role = -1
    s.role_player = -1
    s.library_on = False
    s.turn = 0
    chapel_turns(s)


def chapel_turns(s: CardState) -> None:
    """Round start, first step: each chapel owner may tuck a card under it."""
    players = s.players
    while s.turn < s.n:
        seat = (s.governor + s.turn) % s.n
        p = players[seat]
        if p.mask & _CHAPEL_BIT and p.hand_n:
            s.phase = _CHAPEL
            s.current = seat
            return
        s.turn += 1
    s.turn = 0
    limit_turns(s)


def limit_turns(s: CardState) -> None:
    """Round start, second step: every hand above its limit is cut down."""
    players = s.players
    while s.turn < s.n:
        seat = (s.governor + s.turn) % s.n
        p = players[seat]
        limit = hand_limit(p.mask)
        if p.hand_n > limit:
            s.phase = _HAND_LIMIT
            s.current = seat
            s.left = p.hand_n - limit
            s.min_kind = 0
            return
        s.turn += 1
    reset_scratch(s)
    start_pick(s)


# --------------------------------------------------------------------------- chapel


def _legal_chapel(s: CardState) -> list[int]:
    hand = s.players[s.current].hand
    return [A_PASS, *(A_TUCK + k for k, held in enumerate(hand) if held)]


def _apply_chapel(s: CardState, action: int) -> None:
    if action != A_PASS:
        kind = action - A_TUCK
        p = s.players[s.current]
        p.hand[kind] -= 1
        p.hand_n -= 1
        p.chapel[kind] += 1
        p.chapel_n += 1
    s.turn += 1
    chapel_turns(s)


def _why_chapel(s: CardState, p: CardPlayer, a: CardAction) -> Reason:
    return Reason.NOT_IN_HAND


# --------------------------------------------------------------------------- hand limit


def _apply_hand_limit(s: CardState, action: int) -> None:
    if discard_card(s, action):
        s.turn += 1
        limit_turns(s)


register(_CHAPEL, _legal_chapel, _apply_chapel, ("pass", "tuck"), _why_chapel)
register(_HAND_LIMIT, legal_discard, _apply_hand_limit, ("discard",), why_hand_card)
