"""A new round: the governor moves on, then the round start's steps, each played seat
by seat from the new governor on.

1. With the expansion, each Amtsstube owner may put one or two hand cards face down on
   the discard pile (``swap CARD``, one kind after the other, then ``pass``) and draws
   as many once he is done (``OFFICE``).
2. Each seat in turn: as chapel owner, may tuck one hand card under his chapel
   (``tuck CARD`` or ``pass``); then, as owner of a Bank not used yet, may tuck any
   number of hand cards under it (``bank CARD`` one kind after the other, then
   ``pass``), once per game (``BANK``).
3. Each seat above its hand limit (7; 6 without a Wachstube while anybody owns one; 12
   with a tower: ``effects.hand_limit``) discards down to it (``HAND_LIMIT``).

A round in which nobody built, with the deck and the discard pile both empty, ends the
game instead (docs/cards.md, "Where the rulebook is silent" 2).
"""

from __future__ import annotations

from ..actions import A_BANK, A_PASS, A_SWAP, A_TUCK, CardAction
from ..buildings_rules import OFFICE_SWAP
from ..buildings_state import with_card
from ..data import BANK, BIT, CHAPEL, N_ROLES, OFFICE_BUILDING, CardRole
from ..deck import draw_to_hand
from ..effects import hand_limit, plain_hand_limit
from ..reasons import Reason
from ..state import CardPhase, CardPlayer, CardState
from .common import (
    COULD_BUILD,
    OUT_OF_PHASE,
    discard_card,
    game_over,
    in_order,
    legal_discard,
    next_governor,
    register,
    reset_scratch,
    start_pick,
    why_hand_card,
)

_CHAPEL = CardPhase.CHAPEL
_HAND_LIMIT = CardPhase.HAND_LIMIT
_OFFICE = CardPhase.OFFICE
_BANK = CardPhase.BANK
_CHAPEL_BIT = BIT[CHAPEL]
_OFFICE_BIT = BIT[OFFICE_BUILDING]
_BANK_BIT = BIT[BANK]
#: The most cards the Amtsstube swaps.
_OFFICE_MOST = max(OFFICE_SWAP)


def stuck(s: CardState) -> bool:
    """No card is left to draw and none came free this round: nobody built, though the
    Builder was played or nobody could have built.  The rulebook has no end for this,
    and without one such a game could go on for ever (docs/cards.md).  A round without
    the Builder in which someone could build is not the end: his build would pay cards
    back into play."""
    if s.built or s.deck or any(s.discard):
        return False
    if s.roles_taken[CardRole.BUILDER] >= 0:
        return True
    could_build = COULD_BUILD[0]
    return not any(could_build(s, seat) for seat in range(s.n))


def new_round(s: CardState) -> None:
    """Every role of the round has been played: the next round starts (or the game
    ends, if the cards have run out and nothing can move them: ``stuck``)."""
    if stuck(s):
        game_over(s)
        s.role = -1
        s.role_player = -1
        return
    s.built = False
    s.governor = next_governor(s)
    s.round += 1
    s.pick = 0
    s.roles_taken = [-1] * N_ROLES
    s.library_used = 0
    s.role = -1
    s.role_player = -1
    s.library_on = False
    s.turn = 0
    office_turns(s)


def office_turns(s: CardState) -> None:
    """Round start, step 1 (the expansion): each Amtsstube owner may swap cards."""
    if s.xp is not None:
        players = s.players
        while s.turn < s.n:
            seat = (s.governor + s.turn) % s.n
            p = players[seat]
            if p.mask & _OFFICE_BIT and p.hand_n:
                s.phase = _OFFICE
                s.current = seat
                s.left = _OFFICE_MOST
                s.done = 0
                s.min_kind = 0
                return
            s.turn += 1
        s.turn = 0
        reset_scratch(s)
    chapel_turns(s)


def _bank_open(s: CardState, seat: int, p: CardPlayer) -> bool:
    """The seat may use its Bank now: owned, never used, and cards in hand."""
    xp = s.xp
    return xp is not None and bool(p.mask & _BANK_BIT) and not xp.bank_n[seat] and p.hand_n > 0


def chapel_turns(s: CardState) -> None:
    """Round start, step 2: each seat in turn may tuck a card under its chapel, then
    (the expansion) cards under its Bank."""
    players = s.players
    xp = s.xp
    while s.turn < s.n:
        seat = (s.governor + s.turn) % s.n
        p = players[seat]
        if p.mask & _CHAPEL_BIT and p.hand_n:
            s.phase = _CHAPEL
            s.current = seat
            return
        if xp is not None and _bank_open(s, seat, p):
            _ask_bank(s, seat)
            return
        s.turn += 1
    s.turn = 0
    limit_turns(s)


def _ask_bank(s: CardState, seat: int) -> None:
    s.phase = _BANK
    s.current = seat
    s.done = 0
    s.min_kind = 0


def _after_chapel(s: CardState) -> None:
    """The seat's chapel is done: its Bank, or the next seat."""
    seat = s.current
    if _bank_open(s, seat, s.players[seat]):
        _ask_bank(s, seat)
        return
    s.turn += 1
    chapel_turns(s)


def limit_turns(s: CardState) -> None:
    """Round start, step 3: every hand above its limit is cut down."""
    players = s.players
    base = plain_hand_limit(players)
    while s.turn < s.n:
        seat = (s.governor + s.turn) % s.n
        p = players[seat]
        limit = hand_limit(p.mask, base)
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
    _after_chapel(s)


def _why_chapel(s: CardState, p: CardPlayer, a: CardAction) -> Reason:
    return Reason.NOT_IN_HAND


# --------------------------------------------------------------------------- office


def _legal_office(s: CardState) -> list[int]:
    """``pass`` (done: draw as many as swapped), or the next card to swap."""
    return [A_PASS, *in_order(s.players[s.current].hand, s.min_kind, 1, A_SWAP)]


def _apply_office(s: CardState, action: int) -> None:
    p = s.players[s.current]
    if action != A_PASS:
        kind = action - A_SWAP
        p.hand[kind] -= 1
        p.hand_n -= 1
        s.discard[kind] += 1  # face down
        s.done += 1
        s.left -= 1
        s.min_kind = kind
        if s.left:
            return
    if s.done:
        draw_to_hand(s, p, s.done)
    s.turn += 1
    office_turns(s)


# --------------------------------------------------------------------------- bank


def _legal_bank(s: CardState) -> list[int]:
    """``pass`` (not now, or done), or the next card to tuck under the Bank."""
    return [A_PASS, *in_order(s.players[s.current].hand, s.min_kind, 1, A_BANK)]


def _apply_bank(s: CardState, action: int) -> None:
    if action != A_PASS:
        kind = action - A_BANK
        seat = s.current
        p = s.players[seat]
        xp = s.xp
        assert xp is not None
        p.hand[kind] -= 1
        p.hand_n -= 1
        xp.bank[seat] = with_card(xp.bank[seat], kind)
        xp.bank_n[seat] += 1
        s.done += 1
        s.min_kind = kind
        return
    s.done = 0
    s.min_kind = 0
    s.turn += 1
    chapel_turns(s)


def _why_round_start_only(s: CardState, action: CardAction) -> Reason:
    """A ``swap`` or ``bank`` outside its step of the round start."""
    xp = s.xp
    used = xp is not None and 0 <= s.current < s.n and xp.bank_n[s.current] > 0
    return Reason.BANK_USED if action.verb == "bank" and used else Reason.ROUND_START_ONLY


# --------------------------------------------------------------------------- hand limit


def _apply_hand_limit(s: CardState, action: int) -> None:
    if discard_card(s, action):
        s.turn += 1
        limit_turns(s)


register(_CHAPEL, _legal_chapel, _apply_chapel, ("pass", "tuck"), _why_chapel)
register(_HAND_LIMIT, legal_discard, _apply_hand_limit, ("discard",), why_hand_card)
register(_OFFICE, _legal_office, _apply_office, ("pass", "swap"), why_hand_card)
register(_BANK, _legal_bank, _apply_bank, ("pass", "bank"), why_hand_card)
OUT_OF_PHASE["swap"] = OUT_OF_PHASE["bank"] = _why_round_start_only
