"""The Prospector: no decision after the choice.  The chooser draws one card (two
with the library); then every gold mine, from the chooser on, turns up four cards
and keeps the cheapest if all four costs differ (``effects.gold_mine_keeps``); the
other cards go face down to the discard pile (docs/cards.md, "Where the rulebook is
silent" 8).  With the expansion every Goldschmiede then, from the chooser on, turns
up the deck's top card for all to see: a building no city holds goes into its owner's
hand, any other card face down to the discard pile.
"""

from __future__ import annotations

from ..buildings_rules import goldsmith_keeps
from ..data import BIT, CARD_IDS, GOLD_MINE, GOLDSMITH, CardRole
from ..deck import draw, draw_to_hand
from ..effects import GOLD_MINE_REVEAL, gold_mine_keeps
from ..reveals import Prospecting, Reveal
from ..state import CardState
from .common import NEXT_TURN, ROLE_START
from .roles import end_role

_GOLD_BIT = BIT[GOLD_MINE]
_GOLDSMITH_BIT = BIT[GOLDSMITH]


def _play_prospector(s: CardState) -> None:
    rp = s.role_player
    chooser = s.players[rp]
    had = chooser.hand_n
    draw_to_hand(s, chooser, 2 if s.library_on else 1)
    seen = None
    if s.watch is not None:  # a watcher asks (reveals.public_prospecting)
        seen = Prospecting(rp, chooser.hand_n - had)
        s.watch.append(seen)
    for i in range(s.n):
        seat = (rp + i) % s.n
        p = s.players[seat]
        if p.mask & _GOLD_BIT:
            _gold_mine(s, seat, seen)
    if s.xp is not None:
        for i in range(s.n):
            seat = (rp + i) % s.n
            if s.players[seat].mask & _GOLDSMITH_BIT:
                _goldsmith(s, seat, seen)
    end_role(s)


def _goldsmith(s: CardState, seat: int, seen: Prospecting | None) -> None:
    kind = draw(s)
    if kind < 0:
        return
    p = s.players[seat]
    built = {CARD_IDS[k] for q in s.players for k in q.city}
    kept = goldsmith_keeps(CARD_IDS[kind], True, built)  # every card shows a building
    if kept:
        p.hand[kind] += 1
        p.hand_n += 1
    else:
        s.discard[kind] += 1
    if seen is not None:
        seen.reveals.append(Reveal(seat, GOLDSMITH, (kind,), kind if kept else -1))


def _gold_mine(s: CardState, seat: int, seen: Prospecting | None) -> None:
    p = s.players[seat]
    revealed = []
    for _ in range(GOLD_MINE_REVEAL):
        kind = draw(s)
        if kind < 0:
            break
        revealed.append(kind)
    kept = gold_mine_keeps(revealed)
    if seen is not None:
        seen.reveals.append(Reveal(seat, GOLD_MINE, tuple(revealed), kept))
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
