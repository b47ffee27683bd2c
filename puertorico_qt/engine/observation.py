"""What one seat may see, and how a bot fills in the rest for itself.

The face-down plantation pile is a stack whose order nobody knows; with the
"hidden VP" option, the other players' VP chips are face down too.  An
``Observation`` keeps the public table and replaces the hidden parts: the pile
becomes its (public) contents in a fixed order, hidden chips become 0 with
their total kept, and the state's RNG is dropped.  Two states that differ
only in what the seat may not see give equal observations.

A bot plays on ``observation.determinize(rng)``: a full state whose hidden
parts are drawn from the bot's own ``random.Random`` — never from the game's.
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

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Observation):
            return NotImplemented
        return (
            self.seat == other.seat
            and self.hidden_vp_seats == other.hidden_vp_seats
            and self.hidden_vp_total == other.hidden_vp_total
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
        return d


def observe(state: GameState, seat: int) -> Observation:
    public = state.clone()
    public.pile.sort()
    public.rng = 0
    hidden: tuple[int, ...] = ()
    total = 0
    if state.config.hidden_vp and not state.is_terminal():
        hidden = tuple(i for i in range(state.n) if i != seat)
        for i in hidden:
            total += public.players[i].vp
            public.players[i].vp = 0
    return Observation(seat, public, hidden, total)
