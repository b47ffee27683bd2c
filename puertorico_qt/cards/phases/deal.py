"""The variant set-up: seats 0…n−1 get 5…(4+n) cards and each in turn, from seat 0,
discards down to the starting hand of 4 (``discard CARD``)."""

from __future__ import annotations

from ..data import START_HAND
from ..state import CardPhase, CardState
from .common import discard_card, legal_discard, register, reset_scratch, start_pick, why_hand_card

_DEAL = CardPhase.DEAL


def deal_turns(s: CardState) -> None:
    """Variant set-up: each seat in turn keeps its starting hand."""
    while s.turn < s.n:
        seat = (s.governor + s.turn) % s.n
        p = s.players[seat]
        if p.hand_n > START_HAND:
            s.phase = _DEAL
            s.current = seat
            s.left = p.hand_n - START_HAND
            s.min_kind = 0
            return
        s.turn += 1
    reset_scratch(s)
    start_pick(s)


def _apply_deal(s: CardState, action: int) -> None:
    if discard_card(s, action):
        s.turn += 1
        deal_turns(s)


register(_DEAL, legal_discard, _apply_deal, ("discard",), why_hand_card)
