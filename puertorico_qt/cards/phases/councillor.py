"""The Councillor: each seat in turn, from the chooser, draws cards and keeps some.

Two cards each, the chooser three more (six with the library); the seat keeps one
(``effects.KEEP_EXTRA``: prefecture, one more) with ``keep CARD`` in canonical order,
and the rest go face down to the discard pile.  A councillor who drew no more than he
keeps keeps them all without being asked.  With a working archive the cards go
into the hand and he discards as many as he would not have kept from the whole hand
(``discard CARD``; docs/cards.md, "Where the rulebook is silent" 7).  A seat's cards
are drawn when its turn comes.

The expansion: before the first draw, each Zollamt owner without a good on it, from
the councillor on, puts the deck's top card face down on it as a good, unseen by
everybody (docs/cards.md, the expansion's ruling 9).
"""

from __future__ import annotations

from operator import add

from ..actions import A_KEEP, CardAction
from ..data import ARCHIVE, BIT, CUSTOMS_OFFICE, N_KINDS, CardRole
from ..deck import draw, draw_to_hand
from ..effects import KEEP_EXTRA, keep_extra
from ..reasons import Reason
from ..state import CardPhase, CardPlayer, CardState
from .common import (
    NEXT_TURN,
    ROLE_START,
    discard_card,
    end_turn,
    in_order,
    legal_discard,
    register,
    why_hand_card,
)
from .roles import end_role

#: Cards drawn as the action, and more as the privilege (doubled by the library).
COUNCIL_DRAW = 2
COUNCIL_PRIVILEGE = 3
#: Cards kept by a councillor.
COUNCIL_KEEP = 1

_KEEP = CardPhase.KEEP
_ARCHIVE = CardPhase.ARCHIVE
_ARCHIVE_BIT = BIT[ARCHIVE]
_CUSTOMS_BIT = BIT[CUSTOMS_OFFICE]
_KEEP_EXTRA_MASK = sum(BIT[k] for k in KEEP_EXTRA)
_NONE = [0] * N_KINDS  # copied, never changed


def _start_council(s: CardState) -> None:
    if s.xp is not None:
        _fill_customs_offices(s)
    _council_turns(s)


def _fill_customs_offices(s: CardState) -> None:
    """Each Zollamt without a good gets the deck's top card as one, from the chooser on."""
    n = s.n
    rp = s.role_player
    for i in range(n):
        p = s.players[(rp + i) % n]
        if p.mask & _CUSTOMS_BIT:
            slot = p.city.index(CUSTOMS_OFFICE)
            if p.goods[slot] < 0:
                p.goods[slot] = draw(s)  # -1 (none) once every card is out


def _council_turns(s: CardState) -> None:
    """The next seat draws its cards; a seat with a choice to make is asked, the
    others are done at once; then the role is over."""
    n = s.n
    players = s.players
    rp = s.role_player
    while s.turn < n:
        seat = (rp + s.turn) % n
        if _council_turn(s, seat, players[seat]):
            return
        s.turn += 1
    end_role(s)


def _council_turn(s: CardState, seat: int, p: CardPlayer) -> bool:
    """Draw the councillor's cards for ``seat``; True if a choice is now open."""
    count = COUNCIL_DRAW
    if seat == s.role_player:
        count += COUNCIL_PRIVILEGE * (2 if s.library_on else 1)
    mask = p.mask
    keep = COUNCIL_KEEP + keep_extra(mask) if mask & _KEEP_EXTRA_MASK else COUNCIL_KEEP
    if mask & _ARCHIVE_BIT:
        before = p.hand_n
        draw_to_hand(s, p, count)
        extra = p.hand_n - before - keep
        if extra <= 0:
            return False
        s.phase = _ARCHIVE
        s.current = seat
        s.left = extra
        s.min_kind = 0
        return True
    pending = s.pending
    deck = s.deck
    got = 0
    for _ in range(count):
        kind = deck.pop() if len(deck) > 1 else draw(s)
        if kind < 0:
            break
        pending[kind] += 1
        got += 1
    if got <= keep:
        p.hand = list(map(add, p.hand, pending))
        s.pending = _NONE[:]
        p.hand_n += got
        return False
    s.pending_n = got
    s.phase = _KEEP
    s.current = seat
    s.left = keep
    s.min_kind = 0
    return True


# --------------------------------------------------------------------------- keep


def _legal_keep(s: CardState) -> list[int]:
    return in_order(s.pending, s.min_kind, s.left, A_KEEP)


def _apply_keep(s: CardState, action: int) -> None:
    kind = action - A_KEEP
    p = s.players[s.current]
    pending = s.pending
    pending[kind] -= 1
    s.pending_n -= 1
    p.hand[kind] += 1
    p.hand_n += 1
    s.left -= 1
    s.min_kind = kind
    if s.left:
        return
    s.discard = list(map(add, s.discard, pending))
    s.pending = _NONE[:]
    s.pending_n = 0
    end_turn(s)


def _why_keep(s: CardState, p: CardPlayer, a: CardAction) -> Reason:
    return Reason.NOT_DRAWN if not s.pending[a.arg] else Reason.PAY_IN_ORDER


# --------------------------------------------------------------------------- archive


def _apply_archive(s: CardState, action: int) -> None:
    if discard_card(s, action):
        end_turn(s)


ROLE_START[CardRole.COUNCILLOR] = _start_council
NEXT_TURN[CardRole.COUNCILLOR] = _council_turns
register(_KEEP, _legal_keep, _apply_keep, ("keep",), _why_keep)
register(_ARCHIVE, legal_discard, _apply_archive, ("discard",), why_hand_card)
