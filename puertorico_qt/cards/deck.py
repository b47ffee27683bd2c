"""The deck: drawing from it (refilled from the shuffled discard pile when it runs out)
and the shuffle itself, the card game's only use of chance after the deal."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .data import N_KINDS

if TYPE_CHECKING:
    from .state import CardPlayer, CardState


def draw(s: CardState) -> int:
    """The top card of the deck (its kind).  -1 when the deck and the discard pile are
    both empty: the draw brings nothing."""
    deck = s.deck
    if not deck:
        refill(s)  # emptied while the discard pile was empty: refilled when next needed
        if not deck:
            return -1
    kind = deck.pop()
    if not deck:
        refill(s)
    return kind


def refill(s: CardState) -> None:
    """The deck is used up: the discard pile, shuffled, becomes the new deck at once (the
    rulebook's moment, so cards discarded later wait for the next reshuffle)."""
    deck = s.deck
    discard = s.discard
    for kind in range(N_KINDS):
        count = discard[kind]
        if count:
            deck.extend([kind] * count)
            discard[kind] = 0
    if deck:
        s.rng = shuffle(s.rng, deck)


_MASK = (1 << 64) - 1
_GAMMA = 0x9E3779B97F4A7C15


def shuffle(state: int, items: list[int]) -> int:
    """``engine.rng.shuffle`` with its generator step written out (the same stream,
    the same result; a reshuffle of the discard pile is the card game's hottest use
    of the RNG).  Returns the new generator state."""
    for i in range(len(items) - 1, 0, -1):
        state = (state + _GAMMA) & _MASK
        z = state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        j = (z ^ (z >> 31)) % (i + 1)
        items[i], items[j] = items[j], items[i]
    return state


def draw_to_hand(s: CardState, p: CardPlayer, count: int) -> None:
    """``count`` cards from the deck into ``p``'s hand (fewer if the cards run out)."""
    hand = p.hand
    deck = s.deck
    for _ in range(count):
        kind = deck.pop() if len(deck) > 1 else draw(s)
        if kind < 0:
            return
        hand[kind] += 1
        p.hand_n += 1
