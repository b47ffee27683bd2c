"""What one seat may see, and how a bot fills in the rest for itself.

The face-down plantation pile is a stack whose order nobody knows; with the
"hidden VP" option, the other players' VP chips are face down too.  An
``Observation`` keeps the public table and replaces the hidden parts: the pile
becomes its (public) contents in a fixed order, hidden chips become 0 with
their total kept, and the state's RNG is dropped.  Two states that differ
only in what the seat may not see give equal observations.

A bot plays on ``observation.determinize(rng)``: a full state whose hidden
parts are drawn from the bot's own ``random.Random`` — never from the game's.

Expansion I's forests are plantations laid face down: the kind on a forest's face
is hidden from the other players (a tile the hacienda or the land office drew and
the owner laid as a forest was never seen), and a tile waiting in ``drawn_tile`` is
seen by the current player alone.  For the observer, the other seats' forest kinds,
such a waiting tile and the face-down pile form one unknown multiset: the public
state deals it out canonically (sorted: the pile first, then the waiting tile, then
each other seat's forests in seat order, every count kept), and ``determinize``
shuffles it with the bot's rng and deals it the same way.  (What the legal actions of
another seat are may depend on his forests' kinds; the observer's own never do.)
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from .state import GameState


@dataclass(frozen=True, slots=True)
class Observation:
    seat: int
    public: GameState  # pile sorted, RNG zeroed, hidden VP chips zeroed
    hidden_vp_seats: tuple[int, ...]
    hidden_vp_total: int  # sum of the hidden chips (public: supply is visible)
    #: Seats whose forests' kinds are hidden (they are dealt with the pile), and whether
    #: the tile in ``drawn_tile`` is; both empty/False in a game without forests.
    hidden_forest_seats: tuple[int, ...] = ()
    drawn_hidden: bool = False

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Observation):
            return NotImplemented
        return (
            self.seat == other.seat
            and self.hidden_vp_seats == other.hidden_vp_seats
            and self.hidden_vp_total == other.hidden_vp_total
            and self.hidden_forest_seats == other.hidden_forest_seats
            and self.drawn_hidden == other.drawn_hidden
            and self.public.to_dict() == other.public.to_dict()
        )

    __hash__ = None  # type: ignore[assignment]

    @property
    def current_player(self) -> int:
        return self.public.current_player

    def legal_actions(self) -> list[int]:
        """The current player's legal actions (they never depend on hidden facts)."""
        return self.public.legal_actions()

    def determinize(self, rng: random.Random) -> GameState:
        """A complete state consistent with this observation, sampled with ``rng``."""
        s = self.public.clone()
        if self.hidden_forest_seats or self.drawn_hidden:
            pool = _hidden_tiles(s, self.hidden_forest_seats, self.drawn_hidden)
            rng.shuffle(pool)
            _deal(s, pool, self.hidden_forest_seats, self.drawn_hidden)
        else:
            rng.shuffle(s.pile)
        s.rng = rng.getrandbits(64)
        seats = self.hidden_vp_seats
        if seats:
            # Deal the hidden chips out at random; the total is known.
            shares = [0] * len(seats)
            for _ in range(self.hidden_vp_total):
                shares[rng.randrange(len(seats))] += 1
            for seat, share in zip(seats, shares, strict=True):
                s.players[seat].vp = share
        s._legal = None
        return s

    def to_dict(self) -> dict:
        d = self.public.to_dict()
        d["observer"] = self.seat
        d["plantation_pile"] = {"hidden": True, "count": len(self.public.pile)}
        d["rng"] = None
        for seat in self.hidden_vp_seats:
            d["players"][seat]["vp"] = None
        d["hidden_vp_total"] = self.hidden_vp_total
        for seat in self.hidden_forest_seats:
            count = self.public.players[seat].forests()
            d["players"][seat]["forests"] = {"hidden": True, "count": count}
        if self.drawn_hidden:
            d["scratch"]["drawn_tile"] = {"hidden": True}
        return d


def observe(state: GameState, seat: int) -> Observation:
    public = state.clone()
    public.pile.sort()
    public.rng = 0
    forest_seats: tuple[int, ...] = ()
    drawn_hidden = False
    if state.config.expansions:
        forest_seats = tuple(i for i in range(state.n) if i != seat and state.players[i].forests())
        drawn_hidden = state.drawn_tile >= 0 and state.current != seat
        if forest_seats or drawn_hidden:
            pool = _hidden_tiles(public, forest_seats, drawn_hidden)
            pool.sort()
            _deal(public, pool, forest_seats, drawn_hidden)
    hidden: tuple[int, ...] = ()
    total = 0
    if state.config.hidden_vp and not state.is_terminal():
        hidden = tuple(i for i in range(state.n) if i != seat)
        for i in hidden:
            total += public.players[i].vp
            public.players[i].vp = 0
    return Observation(seat, public, hidden, total, forest_seats, drawn_hidden)


def public_state(state: GameState) -> GameState:
    """What every seat can see (nobody's view): the pile, every forest, a drawn tile
    and, with hidden VP, every seat's chips dealt canonically or zeroed as ``observe``
    does for another seat.  Two states that differ only in hidden facts give equal
    public states."""
    return observe(state, -1).public


def _hidden_tiles(s: GameState, forest_seats: tuple[int, ...], drawn_hidden: bool) -> list[int]:
    """The unknown tiles' kinds: the pile, the waiting tile, the hidden forests."""
    pool = s.pile[:]
    if drawn_hidden:
        pool.append(s.drawn_tile)
    for seat in forest_seats:
        for kind, count in enumerate(s.players[seat].forest):
            pool += [kind] * count
    return pool


def _deal(s: GameState, pool: list[int], forest_seats: tuple[int, ...], drawn_hidden: bool) -> None:
    """Deal ``pool`` out in its order: the pile (as many as it holds, its top last),
    the waiting tile, then each seat's forests (as many as he has)."""
    at = len(s.pile)
    s.pile[:] = pool[:at]
    if drawn_hidden:
        s.drawn_tile = pool[at]
        at += 1
    for seat in forest_seats:
        p = s.players[seat]
        count = p.forests()
        p.forest = [0] * 5
        for kind in pool[at : at + count]:
            p.forest[kind] += 1
        at += count
    s._legal = None
