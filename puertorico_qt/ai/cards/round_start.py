"""The expansion's round-start decisions: the Amtsstube's swap and the Bank.

- **Amtsstube** (``OFFICE``): swap up to two hand cards for fresh draws, the copies
  worth least (``hand.kind_worths``) and only those worth less than a fresh card is
  expected to be: money plus the building it may become, over the cards I have not
  seen (``cards.observation.unseen_counts``), at the chance of an option ranked
  after the hand's own.
- **Bank** (``BANK``, once per game): tuck the cards worth less than the VP each
  becomes, beyond those a planned build needs (the best building in the hand and its
  price, when building it beats tucking them); cards above the hand limit are worth
  nothing (they would be discarded).
  Since the Bank works once, using it now must beat what a later use should give
  (``BANK_WAIT``, falling to 0 from ``BANK_LATE_PHASES`` to ``BANK_LAST_PHASES``
  Builder phases left: the leader one building short); once begun it tucks whatever
  gains.

Both are sequences of one card at a time in the rules' order (lowest kind first) that
end with ``pass``; each step plans again from the hand as it is.
"""

from __future__ import annotations

from ...cards import CardState
from ...cards.actions import A_BANK, A_PASS, A_SWAP
from ...cards.effects import hand_limit, plain_hand_limit
from ...cards.observation import unseen_counts
from .hand import OPTION_CHANCE, OPTION_FULL_PHASES, copy_worths, option_gains
from .pace import Pace
from .values import effective_cost

#: A card under the Bank is 1 VP.
BANK_CARD_VP = 1.0
#: The gain (VP) a later use of the Bank should bring, which using it now must beat;
#: it falls from ``BANK_LATE_PHASES`` Builder phases left to none at
#: ``BANK_LAST_PHASES`` (``pace_of`` at a round start with the leader at 11 buildings).
BANK_WAIT = 2.5
BANK_LATE_PHASES = 3.0
BANK_LAST_PHASES = 1.5
#: A fresh card must be worth this much more than the card swapped for it (VP).
SWAP_MARGIN = 0.03


def draw_worth(s: CardState, pace: Pace) -> float:
    """The expected worth (VP) of a fresh card for the current player."""
    p = s.players[s.current]
    unseen = unseen_counts(s, s.current)
    total = sum(unseen)
    if not total:
        return pace.card
    gains = option_gains(p, pace, [1 if c else 0 for c in unseen])
    end = min(1.0, pace.phases / OPTION_FULL_PHASES)
    # A fresh card's building joins the hand's options, after them.
    rank = sum(1 for k in gains if p.hand[k])
    chance = OPTION_CHANCE[min(rank, len(OPTION_CHANCE) - 1)] * end
    option = sum(unseen[k] * g for k, g in gains.items()) / total
    return pace.card + chance * option


def office_plan(s: CardState, pace: Pace) -> list[int]:
    """The kinds to swap now (at most ``s.left``, kinds from ``s.min_kind`` on), in the
    rules' order."""
    p = s.players[s.current]
    fresh = draw_worth(s, pace) - SWAP_MARGIN
    pool = sorted((w, k) for w, k in copy_worths(p, pace) if k >= s.min_kind and w < fresh)
    return sorted(k for _, k in pool[: s.left])


def _needed(s: CardState, pace: Pace) -> int:
    """Hand cards a planned build needs: the best building in the hand and its price,
    if building it should beat tucking those cards (``OPTION_CHANCE[0]``: the chance
    the best option gets built)."""
    p = s.players[s.current]
    gains = option_gains(p, pace)
    if not gains:
        return 0
    best = max(gains, key=lambda k: (gains[k], -k))
    cards = 1 + effective_cost(best, p.mask, 0)
    if gains[best] * OPTION_CHANCE[0] <= cards * (BANK_CARD_VP - pace.card):
        return 0
    return cards


def bank_plan(s: CardState, pace: Pace) -> tuple[list[int], float]:
    """The kinds to tuck under the Bank now, in the rules' order, and the VP gained
    (empty when waiting is worth more)."""
    p = s.players[s.current]
    needed = _needed(s, pace)
    worths = sorted((w, k) for w, k in copy_worths(p, pace))
    if not needed:
        # No build is kept for: the cards are money only (their options go with them).
        worths = sorted((min(w, pace.card), k) for w, k in worths)
    limit = hand_limit(p.mask, plain_hand_limit(s.players))
    over = max(0, p.hand_n - limit)
    # The cheapest ``over`` copies would be discarded at the limit: worth nothing.
    priced = [(0.0 if i < over else w, k) for i, (w, k) in enumerate(worths)]
    spare = p.hand_n - needed
    chosen: list[tuple[float, int]] = []
    for w, k in priced:
        if len(chosen) >= spare:
            break
        if k >= s.min_kind and w < BANK_CARD_VP:
            chosen.append((w, k))
    gain = sum(BANK_CARD_VP - w for w, _ in chosen)
    wait = 0.0 if s.done > 0 or pace.ending else bank_wait(pace)
    if gain <= wait:
        return [], 0.0
    return sorted(k for _, k in chosen), gain


def bank_wait(pace: Pace) -> float:
    """What keeping the Bank for a later round is worth (VP)."""
    share = (pace.phases - BANK_LAST_PHASES) / (BANK_LATE_PHASES - BANK_LAST_PHASES)
    return BANK_WAIT * min(1.0, max(0.0, share))


def office_scores(s: CardState, legal: list[int], pace: Pace) -> list[float]:
    """The plan's next swap scores its cards' gain, ``pass`` 0 (the rest below)."""
    plan = office_plan(s, pace)
    first = A_SWAP + plan[0] if plan else A_PASS
    return [1.0 if a == first else 0.0 if a == A_PASS else -1.0 for a in legal]


def bank_scores(s: CardState, legal: list[int], pace: Pace) -> list[float]:
    """The plan's next card scores the plan's gain, ``pass`` 0 (the rest below)."""
    plan, gain = bank_plan(s, pace)
    first = A_BANK + plan[0] if plan else A_PASS
    return [max(gain, 1.0) if a == first else 0.0 if a == A_PASS else -1.0 for a in legal]
