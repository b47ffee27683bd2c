"""The Prospector: no decision after the choice.  The chooser draws one card (two
with the library); then every gold mine, from the chooser on, turns up four cards
and keeps the cheapest if all four costs differ (``effects.gold_mine_keeps``); the
other cards go face down to the discard pile (docs/cards.md, "Where the rulebook is
silent" 8).
"""

from __future__ import annotations

from ..data import BIT, GOLD_MINE, CardRole
from ..effects import GOLD_MINE_REVEAL, gold_mine_keeps
from ..state import CardPlayer, CardState, draw, draw_to_hand
from .common import NEXT_TURN, ROLE_START
from .roles import end_role

_GOLD_BIT = BIT[GOLD_MINE]


def _play_prospector(s: CardState) -> None:
    rp = s.role_player
    draw_to_hand(s, s.players[rp], 2 if s.library_on else 1)
    for i in range(s.n):
        seat = (rp + i) % s.n
        p = s.players[seat]
        if p.mask & _GOLD_BIT:
            _gold_mine(s, p)
    end_role(s)


def _gold_mine(s: CardState, p: CardPlayer) -> None:
    revealed = []
    for _ in range(GOLD_MINE_REVEAL):
        kind = draw(s)
        if kind < 0:
            break
        revealed.append(kind)
    kept = gold_mine_keeps(revealed)
    for kind in revealed:
        if kind == kept:
            p.hand[kind] += 1
            p.hand_n += 1
            kept = -1
        else:
            s.discard[kind] += 1


def _no_turns(s: CardState) -> None:
    raise RuntimeError("the prospector has no turns: it is played at once")


ROLE_START[CardRole.PROSPECTOR] = _play_prospector
NEXT_TURN[CardRole.PROSPECTOR] = _no_turns
