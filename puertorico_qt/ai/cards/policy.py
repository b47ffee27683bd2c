"""The card game's Normal player: a score in VP for every legal action, one rule per phase.

``CardPolicy`` decides for the current player of a full state (a bot hands it a
determinisation of its observation; the search hands it the states it imagines) and
reads nothing that player could not see: his own hand and drawn cards, the cities,
which buildings carry a good (never the card lying there), the counts, the tiles
turned up.  ``scores`` gives every legal action a score (the search's priors);
``act`` takes the best.

- **Role** (``roles``): what the role gives me with its privilege, less what it gives
  the leader and the field.
- **Build** (``build``): the gain in estimated final score less what pays for it;
  the twelfth building only when it ends the game with me ahead.
- **Pay, discard, archive, hand limit, deal**: the copies worth least go
  (``hand.kind_worths``: money, and the building a card might become: a library or a
  palace is kept, a second copy of a violet building I have goes first).
- **Black market**: a good instead of a card when the good is worth less.
- **Produce / trade**: always, the dearest goods first.
- **Councillor**: keep the cards worth most to my hand; with the archive, discard the
  ones worth least from the whole hand.
- **Chapel**: tuck the card worth least when it is worth less than the VP it becomes
  (keeping a few cards to build with).
- **Amtsstube, Bank** (the expansion's round start, ``round_start``): swap the cards
  worth less than a fresh draw; bank the cards worth less than a VP beyond a planned
  build, late in the game (the Bank works once).
- **Library** (two players): spend it now when this role's second privilege is worth
  more than what the next role's would be.

Every copy of a kind counts: a sequence (paying three cards) is planned as a whole and
followed one kind at a time in the rules' order, lowest kind first.
"""

from __future__ import annotations

import random

from ...cards import CardPhase, CardState
from ...cards.actions import (
    A_BANK,
    A_DISCARD,
    A_KEEP,
    A_LIBRARY_USE,
    A_MARKET,
    A_PASS,
    A_PAY,
    A_PRODUCE,
    A_ROLE,
    A_SELL,
    A_SWAP,
    A_TUCK,
)
from ...cards.data import IS_PRODUCTION, TRADING_TILES
from .build import build_scores
from .expansion import sale_price
from .hand import cheapest, copy_worths, kind_worths
from .pace import Pace, pace_of
from .roles import role_gain, role_scores
from .round_start import bank_plan, bank_scores, office_plan, office_scores
from .values import GOOD_SHARE, PRICE_OF

#: A card under the chapel is 1 VP; a hand this small keeps its cards (to build).
CHAPEL_VP = 1.0
CHAPEL_KEEP_HAND = 3
CHAPEL_SHORT_HAND = 0.25
#: Two players: what spending the library on a later role of the round is worth, in
#: cards.
LIBRARY_LATER = 0.9
#: A freed production building can produce again (cards).
FREED_BUILDING = 0.15

_ROLE_OF = {A_ROLE + r: r for r in range(8)}
#: The phases as module globals (an enum member lookup costs more on the hot paths).
_ARCHIVE = CardPhase.ARCHIVE
_BANK = CardPhase.BANK
_BLACK_MARKET = CardPhase.BLACK_MARKET
_BUILD = CardPhase.BUILD
_CHAPEL = CardPhase.CHAPEL
_DEAL = CardPhase.DEAL
_HAND_LIMIT = CardPhase.HAND_LIMIT
_KEEP = CardPhase.KEEP
_LIBRARY = CardPhase.LIBRARY
_OFFICE = CardPhase.OFFICE
_PAY = CardPhase.PAY
_PRODUCE = CardPhase.PRODUCE
_ROLE = CardPhase.ROLE
_TRADE = CardPhase.TRADE
_DISCARDS = frozenset({CardPhase.DEAL, CardPhase.HAND_LIMIT, CardPhase.ARCHIVE})
_SEQUENCES = _DISCARDS | {CardPhase.PAY, CardPhase.KEEP, CardPhase.PRODUCE, CardPhase.TRADE}
_ROUND_START = frozenset({CardPhase.OFFICE, CardPhase.BANK})


def _plan_scores(
    legal: list[int],
    offset: int,
    copies: dict[int, list[float]],
    count: int,
    high: bool,
) -> list[float]:
    """For each action ``offset + kind`` of a canonical sequence of ``count`` cards, the
    total worth of the best sequence that starts with it (``high``: the dearest,
    scored by their sum; else the cheapest, scored by minus their sum)."""
    sign = 1.0 if high else -1.0
    flat = sorted(((sign * w, k) for k, ws in copies.items() for w in ws), reverse=True)
    out = []
    for a in legal:
        kind = a - offset
        ws = copies.get(kind)
        if not ws:
            out.append(-1e9)
            continue
        first = sign * (max(ws) if high else min(ws))
        total = first
        need = count - 1
        used_first = False
        for v, k in flat:
            if need <= 0:
                break
            if k < kind:
                continue
            if k == kind and not used_first and v == first:
                used_first = True
                continue
            total += v
            need -= 1
        out.append(total)
    return out


class CardPolicy:
    """The Normal rules (``noise``: Gaussian noise in VP on every score, for the
    Beginner)."""

    def __init__(self, noise: float = 0.0, rng: random.Random | None = None) -> None:
        self.noise = noise
        self.rng = rng or random.Random(0)

    # ------------------------------------------------------------------ interface

    def scores(self, s: CardState) -> tuple[list[int], list[float]]:
        """Every legal action of the current player with its score (VP)."""
        legal = list(s.legal_actions())
        scores = self._raw_scores(s, legal)
        if self.noise:
            gauss = self.rng.gauss
            scores = [x + gauss(0.0, self.noise) for x in scores]
        return legal, scores

    def act(self, s: CardState) -> int:
        legal = s.legal_actions()
        if len(legal) == 1:
            return legal[0]
        actions, scores = self.scores(s)
        best = 0
        for i in range(1, len(scores)):
            if scores[i] > scores[best]:
                best = i
        return actions[best]

    def play(self, s: CardState) -> None:
        """Apply the rules' choice for the current player: a whole sequence at once (a
        price, a discard, the councillor's cards, the goods produced or sold), planned
        once and followed in the rules' order (each step of it is legal)."""
        phase = s.phase
        plan = self.sequence(s) if phase in _SEQUENCES or phase in _ROUND_START else None
        if not plan:
            s.apply_unchecked(self.act(s))
            return
        seat = s.current
        for a in plan:
            if s.phase != phase or s.current != seat or a not in s.legal_actions():
                break
            s.apply_unchecked(a)

    def sequence(self, s: CardState) -> list[int]:
        """The rest of the sequence under way as the Normal rules plan it, in the rules'
        order (the engine may finish it early: its last steps leave no choice)."""
        phase = s.phase
        p = s.players[s.current]
        pace = pace_of(s)
        if phase == _OFFICE:
            return [A_SWAP + k for k in office_plan(s, pace)] + [A_PASS]
        if phase == _BANK:
            return [A_BANK + k for k in bank_plan(s, pace)[0]] + [A_PASS]
        if phase == _PAY or phase in _DISCARDS:
            offset = A_PAY if phase == _PAY else A_DISCARD
            kinds = cheapest(copy_worths(p, pace), s.left, s.min_kind)
            return [offset + k for k in sorted(kinds)]
        if phase == _KEEP:
            pool = sorted(
                (-w, k)
                for k, ws in self._offered_worths(s, pace).items()
                if k >= s.min_kind
                for w in ws
            )
            return [A_KEEP + k for k in sorted(k for _, k in pool[: s.left])]
        if phase == _PRODUCE:
            empty = [
                (-PRICE_OF[k], k)
                for k, g in zip(p.city, p.goods, strict=True)
                if g < 0 and IS_PRODUCTION[k] and k >= s.min_kind
            ]
            return [A_PRODUCE + k for k in sorted(k for _, k in sorted(empty)[: s.left])]
        tile = TRADING_TILES[s.tiles[(s.trades - 1) % len(s.tiles)]]
        goods = [
            (-sale_price(k, tile), k)
            for k, g in zip(p.city, p.goods, strict=True)
            if g >= 0 and k >= s.min_kind
        ]
        return [A_SELL + k for k in sorted(k for _, k in sorted(goods)[: s.left])]

    # ------------------------------------------------------------------ per phase

    def _raw_scores(self, s: CardState, legal: list[int]) -> list[float]:
        phase = s.phase
        pace = pace_of(s)
        if phase == _ROLE:
            return role_scores(s, pace, legal, _ROLE_OF)
        if phase == _BUILD:
            return build_scores(s, legal, pace)
        if phase == _PAY:
            return self._discard_like(s, legal, A_PAY, pace)
        if phase in (_DEAL, _HAND_LIMIT, _ARCHIVE):
            return self._discard_like(s, legal, A_DISCARD, pace)
        if phase == _KEEP:
            return self._keep(s, legal, pace)
        if phase == _PRODUCE:
            return self._produce(s, legal, pace)
        if phase == _TRADE:
            return self._trade(s, legal, pace)
        if phase == _BLACK_MARKET:
            return self._black_market(s, legal, pace)
        if phase == _CHAPEL:
            return self._chapel(s, legal, pace)
        if phase == _LIBRARY:
            return self._library(s, legal, pace)
        if phase == _OFFICE:
            return office_scores(s, legal, pace)
        if phase == _BANK:
            return bank_scores(s, legal, pace)
        return [0.0] * len(legal)

    def _discard_like(self, s: CardState, legal: list[int], offset: int, pace: Pace) -> list[float]:
        p = s.players[s.current]
        copies = kind_worths(p, pace)
        return _plan_scores(legal, offset, copies, s.left, high=False)

    def _keep(self, s: CardState, legal: list[int], pace: Pace) -> list[float]:
        return _plan_scores(legal, A_KEEP, self._offered_worths(s, pace), s.left, high=True)

    def _offered_worths(self, s: CardState, pace: Pace) -> dict[int, list[float]]:
        """The councillor's offered cards: each copy's worth to the current player's
        hand, by kind (a variant of the rules moves them here)."""
        p = s.players[s.current]
        pending = s.pending
        worths = kind_worths(p, pace, pending)
        return {k: ws[p.hand[k] :] for k, ws in worths.items() if pending[k]}

    def _produce(self, s: CardState, legal: list[int], pace: Pace) -> list[float]:
        p = s.players[s.current]
        copies: dict[int, list[float]] = {}
        for k, g in zip(p.city, p.goods, strict=True):
            if g < 0 and IS_PRODUCTION[k]:
                copies.setdefault(k, []).append(PRICE_OF[k] * GOOD_SHARE * pace.card)
        count = min(s.left, sum(len(v) for v in copies.values()))
        out = []
        for a, v in zip(legal, _plan_scores(legal, A_PRODUCE, copies, count, True), strict=True):
            out.append(-1.0 if a == A_PASS else v)
        return out

    def _trade(self, s: CardState, legal: list[int], pace: Pace) -> list[float]:
        p = s.players[s.current]
        tile = TRADING_TILES[s.tiles[(s.trades - 1) % len(s.tiles)]]
        copies: dict[int, list[float]] = {}
        for k, g in zip(p.city, p.goods, strict=True):
            if g >= 0:
                gain = sale_price(k, tile) - GOOD_SHARE * PRICE_OF[k] + FREED_BUILDING
                copies.setdefault(k, []).append(gain * pace.card)
        count = min(s.left, sum(len(v) for v in copies.values()))
        out = []
        for a, v in zip(legal, _plan_scores(legal, A_SELL, copies, count, True), strict=True):
            out.append(-1.0 if a == A_PASS else v)
        return out

    def _black_market(self, s: CardState, legal: list[int], pace: Pace) -> list[float]:
        """Goods or cards: the cheapest way to pay what is left."""
        p = s.players[s.current]
        cards = sorted(w for ws in kind_worths(p, pace).values() for w in ws)
        left = s.left
        out = []
        for a in legal:
            if a == A_PASS:
                out.append(-sum(cards[:left]) if len(cards) >= left else -1e9)
                continue
            kind = a - A_MARKET
            first = PRICE_OF[kind] * GOOD_SHARE * pace.card
            # Then the cheapest of: the cards, and one more good of a kind from ``kind`` on.
            goods = sorted(
                PRICE_OF[k] * GOOD_SHARE * pace.card
                for k, g in zip(p.city, p.goods, strict=True)
                if g >= 0 and k >= kind
            )
            goods.remove(first)
            more_goods = goods[: max(0, s.market_left - 1)]
            rest = sorted(cards + more_goods)[: left - 1]
            if len(rest) < left - 1:
                out.append(-1e9)
            else:
                out.append(-(first + sum(rest)))
        return out

    def _chapel(self, s: CardState, legal: list[int], pace: Pace) -> list[float]:
        p = s.players[s.current]
        worths = kind_worths(p, pace)
        short = max(0, CHAPEL_KEEP_HAND + 1 - p.hand_n) * CHAPEL_SHORT_HAND * (pace.card / 0.6)
        out = []
        for a in legal:
            if a == A_PASS:
                out.append(0.0)
            else:
                out.append(CHAPEL_VP - min(worths[a - A_TUCK]) - short)
        return out

    def _library(self, s: CardState, legal: list[int], pace: Pace) -> list[float]:
        from .roles import next_tile_prices

        prices = next_tile_prices(s)
        seat = s.current
        doubled = role_gain(s, seat, s.role, 2, pace, prices)
        single = role_gain(s, seat, s.role, 1, pace, prices)
        return [
            doubled - single if a == A_LIBRARY_USE else LIBRARY_LATER * pace.card for a in legal
        ]
