"""An upper bound for inferring the others' hands: the card Expert told them.

Not a bot a player meets: ``bench/cards_expert_variants.py --variant hands_known``
plays it against three Hard bots to measure what the others' hands are worth to the
Expert at most.  If knowing them outright wins few more games, no inference from the
others' role choices can win more, and it is not worth building.

``WithHands`` is an observation that carries every seat's true hand along, for the
variant bot to read; it determinises as fairly as ``CardObservation`` (the Hard bots
receive it too and see nothing more).  ``HandsKnown`` determinises with the others'
hands as they are and samples only the rest (the deck, the discards, the goods, the
chapels, a councillor's drawn cards): what the Expert would have if an inference were
perfect.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from puertorico_qt import cards
from puertorico_qt.ai.base import SearchBudget
from puertorico_qt.ai.cards import bots
from puertorico_qt.ai.ismcts import SearchObservation
from puertorico_qt.cards import CardObservation, CardState
from puertorico_qt.cards import observation as card_observation


@dataclass(frozen=True, slots=True, eq=False)
class WithHands(CardObservation):
    """A fair observation with the true hands carried along (unread by ``determinize``)."""

    hands: tuple[tuple[int, ...], ...] = ()


@dataclass(frozen=True, slots=True, eq=False)
class HandsKnown(WithHands):
    """Determinises with the others' true hands; samples only what is left unseen."""

    def determinize(self, rng: random.Random) -> CardState:
        s = self.public.clone()
        seat = self.seat
        pool = card_observation._unseen(s, seat)  # every unseen card, the hands among them
        for i, hand in enumerate(self.hands):
            if i == seat:
                continue
            for kind, count in enumerate(hand):
                for _ in range(count):
                    pool.remove(kind)
        card_observation._shuffle(rng, pool)
        # ``_deal`` fills the deck, the discard pile, then the other hands in seat order:
        # the true hands go in at that place, the sampled rest around them.
        head = len(s.deck) + sum(s.discard)
        known: list[int] = []
        for i, hand in enumerate(self.hands):
            if i != seat:
                known += card_observation._cards(hand)
        card_observation._deal(s, seat, pool[:head] + known + pool[head:])
        card_observation.finish_sample(s, rng)
        return s


def observe_with_hands(state: CardState, seat: int) -> WithHands:
    """``cards.observe`` with the true hands carried along."""
    fair = card_observation.observe(state, seat)
    hands = tuple(tuple(p.hand) for p in state.players)
    return WithHands(fair.seat, fair.public, hands)


class HandsKnownExpert(bots.CardExpertBot):
    """The committed Expert, searching worlds where the others' hands are the true ones."""

    def choose(self, observation: SearchObservation, budget: SearchBudget | None = None) -> int:
        if isinstance(observation, WithHands):
            observation = HandsKnown(observation.seat, observation.public, observation.hands)
        return super().choose(observation, budget)


def install() -> None:
    """Let the tournament hand every bot a ``WithHands`` (before its game workers fork)."""
    cards.observe = observe_with_hands  # type: ignore[assignment]
