"""What one seat may know of a card game, and how a bot fills in the rest.

Face up, for everybody: the cities, the cards out of the game, the roles, every
count (hands, goods, chapels, deck, discard pile, a councillor's drawn cards) and
the trading-house tiles turned up so far.  The seat also knows its own hand, its own
chapel's cards and the cards it has just drawn as councillor.  Hidden from it: the
other hands, the deck's order and contents, the discard pile (cards go there face
down), every good (nobody looks at the card lying on a building, the owner neither),
the other chapels, another councillor's drawn cards, the tiles not yet turned up, and
the last kind another seat paid or discarded in a sequence under way.

With the expansion: the display is face up; the cards under a Bank are known to its
owner only (he tucked them), those under a Hafen to nobody (they go there unseen), and
the Zollamt's good is hidden from every seat like every good; the counts are public.

``observe`` pools the unseen cards (the game's cards less what the seat knows) and
deals them back sorted, place by place in a fixed order, every count kept, so two
states that differ only in hidden facts give equal observations.
``CardObservation.determinize`` deals the same pool shuffled with the bot's own
``random.Random`` and gives the state a fresh seed from it: the game's RNG is never
read (the public state's is 0).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import compress
from operator import add

from .buildings_state import BuildingsState
from .data import N_KINDS
from .state import CardPhase, CardState

#: Phases whose scratch ``min_kind`` is the last hidden card the current seat chose.
_HIDDEN_SEQUENCES = frozenset(
    {
        CardPhase.DEAL,
        CardPhase.HAND_LIMIT,
        CardPhase.PAY,
        CardPhase.KEEP,
        CardPhase.ARCHIVE,
        CardPhase.OFFICE,
        CardPhase.BANK,
    }
)


@dataclass(frozen=True, slots=True)
class CardObservation:
    seat: int
    public: CardState  # hidden cards dealt canonically, RNG 0

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, CardObservation):
            return NotImplemented
        return self.seat == other.seat and self.public == other.public

    __hash__ = None  # type: ignore[assignment]

    @property
    def current_player(self) -> int:
        return self.public.current_player

    def legal_actions(self) -> list[int]:
        """The current player's legal actions; the same as the game's when the
        observer is the current player."""
        return self.public.legal_actions()

    def determinize(self, rng: random.Random) -> CardState:
        """A complete state consistent with this observation, sampled with ``rng``."""
        s = self.public.clone()
        pool = _unseen(s, self.seat)
        _shuffle(rng, pool)
        _deal(s, self.seat, pool)
        finish_sample(s, rng)
        return s

    def to_dict(self) -> dict:
        """The public state's dict with the hidden parts marked (counts only)."""
        s = self.public
        d = s.to_dict()
        d["observer"] = self.seat
        d["rng"] = None
        d["deck"] = {"hidden": True, "count": len(s.deck)}
        d["discard"] = {"hidden": True, "count": sum(s.discard)}
        if s.pending_n and s.current != self.seat:
            d["pending"] = {"hidden": True, "count": s.pending_n}
        seen = min(s.trades, len(s.tiles))
        d["trading_tiles"] = s.tiles[:seen] + [None] * (len(s.tiles) - seen)
        if s.current != self.seat and s.phase in _HIDDEN_SEQUENCES:
            d["scratch"]["min_kind"] = None
        for seat, (p, row) in enumerate(zip(s.players, d["players"], strict=True)):
            row["city"] = [[kind, "hidden" if good else None] for kind, good in row["city"]]
            if seat != self.seat:
                row["hand"] = {"hidden": True, "count": p.hand_n}
                row["chapel"] = {"hidden": True, "count": p.chapel_n}
        xp = s.xp
        if xp is not None:
            b = d["buildings"]
            b["bank"] = [
                pile if seat == self.seat else {"hidden": True, "count": xp.bank_n[seat]}
                for seat, pile in enumerate(b["bank"])
            ]
            b["harbor"] = [{"hidden": True, "count": count} for count in xp.harbor_n]
        return d


def finish_sample(s: CardState, rng: random.Random) -> None:
    """What a determinisation does after dealing the unseen cards: the trading-house
    tiles not yet turned up shuffled, a fresh seed for the sampled state's own RNG."""
    seen = min(s.trades, len(s.tiles))
    rest = s.tiles[seen:]
    _shuffle(rng, rest)
    s.tiles[seen:] = rest
    s.rng = rng.getrandbits(64)
    s._legal = None


def _shuffle(rng: random.Random, items: list[int]) -> None:
    """``rng.shuffle(items)``, faster where ``_draws_as_random`` found it exact."""
    if _DRAWS_AS_RANDOM and type(rng) is random.Random:
        _draw_shuffle(rng, items)
    else:
        rng.shuffle(items)


def _draw_shuffle(rng: random.Random, items: list[int]) -> None:
    """CPython's ``Random.shuffle`` (with ``_randbelow_with_getrandbits``) written out:
    the same draws, the same order, without a method call per card."""
    getrandbits = rng.getrandbits
    for i in range(len(items) - 1, 0, -1):
        n = i + 1
        k = n.bit_length()
        j = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        items[i], items[j] = items[j], items[i]


def _draws_as_random() -> bool:
    """Whether ``_draw_shuffle`` deals exactly as this Python's ``Random.shuffle``
    (checked once at import: the same lists and the same generator state after)."""
    for seed in range(20):
        ours, theirs = random.Random(seed), random.Random(seed)
        a, b = list(range(seed * 7)), list(range(seed * 7))
        _draw_shuffle(ours, a)
        theirs.shuffle(b)
        if a != b or ours.getstate() != theirs.getstate():
            return False
    return True


_DRAWS_AS_RANDOM = _draws_as_random()


def observe(state: CardState, seat: int) -> CardObservation:
    """What ``seat`` may know of ``state`` (see the module docstring)."""
    if not 0 <= seat < state.n:
        raise ValueError(f"seat {seat} is not at this table of {state.n}")
    public = state.clone()
    pool = _unseen(public, seat)
    pool.sort()
    _deal(public, seat, pool)
    seen = min(public.trades, len(public.tiles))
    public.tiles[seen:] = sorted(public.tiles[seen:])
    public.rng = 0
    if public.current != seat:
        if public.phase in _HIDDEN_SEQUENCES:
            public.min_kind = 0
        public._legal = None
    return CardObservation(seat, public)


def public_state(state: CardState) -> CardState:
    """What every seat can see (nobody's view): every hand, chapel and face-down pile
    dealt canonically as ``observe`` deals another seat's, counts kept.  Two states
    that differ only in hidden cards give equal public states."""
    public = state.clone()
    pool = _unseen(public, -1)
    pool.sort()
    _deal(public, -1, pool)
    seen = min(public.trades, len(public.tiles))
    public.tiles[seen:] = sorted(public.tiles[seen:])
    public.rng = 0
    if public.phase in _HIDDEN_SEQUENCES:
        public.min_kind = 0
    public._legal = None
    return public


def unseen_counts(state: CardState, seat: int) -> list[int]:
    """Per kind, the cards ``seat`` cannot see (the deck, the discards, the others'
    hands, goods and face-down piles); the same for every determinisation of its
    observation, so a bot may ask it of the state it was handed.  (``_unseen``'s
    places, counted without listing every card.)"""
    counts = _counts(state.deck)
    counts = list(map(add, counts, state.discard))
    players = state.players
    for i, p in enumerate(players):
        if i != seat:
            counts = list(map(add, counts, p.hand))
    for p in players:
        for g in p.goods:
            if g >= 0:
                counts[g] += 1
    for i, p in enumerate(players):
        if i != seat and p.chapel_n:
            counts = list(map(add, counts, p.chapel))
    if _pending_hidden(state, seat):
        counts = list(map(add, counts, state.pending))
    xp = state.xp
    if xp is not None:
        for piles, i in _hidden_piles(xp, seat):
            counts = list(map(add, counts, piles[i]))
    return counts


def _pending_hidden(s: CardState, seat: int) -> bool:
    return s.pending_n > 0 and s.current != seat


def _unseen(s: CardState, seat: int) -> list[int]:
    """The kinds of the cards ``seat`` cannot see, place by place (see ``_deal``)."""
    pool = s.deck[:]
    pool += _cards(s.discard)
    for i, p in enumerate(s.players):
        if i != seat:
            pool += _cards(p.hand)
    for p in s.players:
        pool += [g for g in p.goods if g >= 0]
    for i, p in enumerate(s.players):
        if i != seat and p.chapel_n:
            pool += _cards(p.chapel)
    if _pending_hidden(s, seat):
        pool += _cards(s.pending)
    xp = s.xp
    if xp is not None:
        for piles, i in _hidden_piles(xp, seat):
            pool += _cards(piles[i])
    return pool


_KINDS = range(N_KINDS)


def _cards(counts: Sequence[int]) -> list[int]:
    """Per kind ``counts[kind]`` copies of it, by kind (a count per kind of the game)."""
    out: list[int] = []
    for kind in compress(_KINDS, counts):
        out += [kind] * counts[kind]
    return out


def _hidden_piles(xp: BuildingsState, seat: int) -> list[tuple[list[tuple[int, ...]], int]]:
    """The expansion's face-down piles ``seat`` cannot see, as (list, seat): the other
    Banks in seat order, then every Hafen in seat order."""
    n = len(xp.bank)
    return [(xp.bank, i) for i in range(n) if i != seat] + [(xp.harbor, i) for i in range(n)]


def _counts(cards: list[int]) -> list[int]:
    counts = [0] * N_KINDS
    for kind in cards:
        counts[kind] += 1
    return counts


def _deal(s: CardState, seat: int, pool: list[int]) -> None:
    """Deal ``pool`` out in ``_unseen``'s order, each place keeping its count: the
    deck (its top last), the discard pile, the other hands in seat order, the goods
    seat by seat and slot by slot, the other chapels, another councillor's cards."""
    at = len(s.deck)
    s.deck = pool[:at]
    size = sum(s.discard)
    s.discard = _counts(pool[at : at + size])
    at += size
    for i, p in enumerate(s.players):
        if i != seat:
            p.hand = _counts(pool[at : at + p.hand_n])
            at += p.hand_n
    for p in s.players:
        goods = p.goods
        for slot in range(len(goods)):
            if goods[slot] >= 0:
                goods[slot] = pool[at]
                at += 1
    for i, p in enumerate(s.players):
        if i != seat and p.chapel_n:
            p.chapel = _counts(pool[at : at + p.chapel_n])
            at += p.chapel_n
    if _pending_hidden(s, seat):
        s.pending = _counts(pool[at : at + s.pending_n])
        at += s.pending_n
    xp = s.xp
    if xp is not None:
        for piles, i in _hidden_piles(xp, seat):
            size = sum(piles[i])
            piles[i] = tuple(_counts(pool[at : at + size]))
            at += size
    assert at == len(pool), "the unseen cards do not fill their places"
