"""Choosing a role: what the role gives me, less what it gives the others.

Every role's action is played by every seat and its privilege only by the chooser, so a
role is worth its gain to me (with the privilege) less a share of the others' gains
(without it): ``0.7 ×`` the leader's (by estimated final score) ``+ 0.3 ×`` the
others' mean, as the margin that decides the game.  Each seat's gain is in VP:

- **Builder**: mine is my best build (``build.best_build``) with the privilege; the
  others' a typical build by the cards in their hands, plus a card saved for a chooser.
- **Producer**: a good on each empty production building the seat may fill (the
  chooser one more, aqueduct, library), each worth its mean price as cards; the well.
- **Trader**: the goods the seat may sell at the next tile's prices (known once all
  five were seen, else their mean over the tiles not yet turned up) less what a good
  on a building is worth anyway; trading post, market stand, market hall.
- **Councillor**: a card, better chosen from more (the chooser 5, with the library 8),
  the prefecture's second card, the archive.
- **Prospector**: the chooser's card (two with the library), every gold mine's chance.

Only public facts about the others are read (their cities, goods, hand counts); my own
hand for my own build.
"""

from __future__ import annotations

from ...cards import CardState
from ...cards.data import (
    ARCHIVE,
    GOLD_MINE,
    IS_PRODUCTION,
    LIBRARY,
    N_GOODS,
    TRADING_TILES,
    CardRole,
)
from ...cards.effects import (
    AFTER_PRODUCE,
    AFTER_PRODUCE_MASK,
    AFTER_TRADE,
    AFTER_TRADE_MASK,
    after_sources,
    keep_extra,
    produce_extra,
    sell_extra,
)
from ...cards.phases.councillor import COUNCIL_DRAW, COUNCIL_KEEP, COUNCIL_PRIVILEGE
from ...cards.state import CardPlayer
from .build import best_build
from .expansion import sale_price
from .pace import Pace
from .values import GOOD_SHARE, PRICE_OF, estimates_of

BUILDER = int(CardRole.BUILDER)
PRODUCER = int(CardRole.PRODUCER)
TRADER = int(CardRole.TRADER)
COUNCILLOR = int(CardRole.COUNCILLOR)
PROSPECTOR = int(CardRole.PROSPECTOR)

#: Weights of the leader's and the field's gains against mine.
LEADER_WEIGHT = 0.7
FIELD_WEIGHT = 0.3
#: A typical build of a seat whose hand I cannot see (VP, net of its price), reached
#: with this many cards in hand.
TYPICAL_BUILD = 1.4
TYPICAL_HAND = 4.0
#: Councillor: a card chosen from 2, 5, 8 is worth this much more than a card drawn.
CHOICE_BONUS: dict[int, float] = {2: 0.3, 5: 0.7, 8: 0.9}
#: Gold mine: chance that the four cards show four different costs.
GOLD_MINE_CHANCE = 0.33
#: A building freed by a sale can produce again.
FREED_BUILDING = 0.15
#: A role I leave is likely taken later in the round by another seat (then I get its
#: action anyway, without the privilege): this share of that chance is counted.
LATER_SHARE = 0.0
#: A table still playing at this round is stuck. No game of Normal players went past
#: round 29 (900 games, 2 to 4 players; median 15 to 19), but a table can reach a place
#: where every seat values the Builder below the other roles, since it hands the others
#: a build each, and then nobody builds again and the cards go round for ever (found by
#: ``bench/tune_cards_policy.py``; docs/ai.md).  From this round on the Builder gets
#: ``STALL_PUSH`` VP more, so that the game comes to its end.
STALL_ROUND = 40
STALL_PUSH = 10.0


def chooser_privilege(s: CardState, seat: int) -> int:
    """How many privileges ``seat`` gets for a role it chooses now (the library doubles
    it; with two players once a round)."""
    p = s.players[seat]
    if not p.mask >> LIBRARY & 1:
        return 1
    if s.n != 2 or not s.library_used >> seat & 1:
        return 2
    return 1


def next_tile_prices(s: CardState) -> list[float]:
    """The expected prices of the next Trader phase's tile, from public facts: the
    tiles keep their order, so after five trades the next one is known."""
    tiles = s.tiles
    if s.trades >= len(tiles):
        return [float(x) for x in TRADING_TILES[tiles[s.trades % len(tiles)]]]
    unseen = tuple(tiles[s.trades :])
    prices = _MEAN_PRICES.get(unseen)
    if prices is None:
        prices = _MEAN_PRICES[unseen] = [
            sum(TRADING_TILES[t][g] for t in unseen) / len(unseen) for g in range(N_GOODS)
        ]
    return prices[:]


#: ``next_tile_prices`` per tiles not yet turned up (in pile order): at most a few
#: hundred orders of five tiles.
_MEAN_PRICES: dict[tuple[int, ...], list[float]] = {}


def _empty_prices(p: CardPlayer) -> list[float]:
    out = [PRICE_OF[k] for k, g in zip(p.city, p.goods, strict=True) if g < 0 and IS_PRODUCTION[k]]
    out.sort(reverse=True)
    return out


def _goods_kinds(p: CardPlayer) -> list[int]:
    return [k for k, g in zip(p.city, p.goods, strict=True) if g >= 0]


def producer_gain(p: CardPlayer, privilege: int, pace: Pace) -> float:
    empty = _empty_prices(p)
    if not empty:
        return 0.0
    cap = 1 + privilege + produce_extra(p.mask)
    made = empty[:cap]
    gain = sum(made) * GOOD_SHARE * pace.card
    if p.mask & AFTER_PRODUCE_MASK:  # the well
        for _, cards in after_sources(AFTER_PRODUCE, p.mask, len(made)):
            gain += cards * pace.card
    return gain


def trader_gain(p: CardPlayer, privilege: int, prices: list[float], pace: Pace) -> float:
    goods = _goods_kinds(p)
    if not goods:
        return 0.0
    cap = 1 + privilege + sell_extra(p.mask)
    values = [sale_price(k, prices) - GOOD_SHARE * PRICE_OF[k] + FREED_BUILDING for k in goods]
    values.sort(reverse=True)
    del values[cap:]
    sold = len(values)
    gain = sum(values) * pace.card
    if p.mask & AFTER_TRADE_MASK:  # market stand, market hall
        for _, cards in after_sources(AFTER_TRADE, p.mask, sold):
            gain += cards * pace.card
    return gain


def councillor_gain(p: CardPlayer, privilege: int, pace: Pace) -> float:
    drawn = COUNCIL_DRAW + COUNCIL_PRIVILEGE * privilege
    keep = COUNCIL_KEEP + keep_extra(p.mask)
    gain = keep + CHOICE_BONUS.get(drawn, 0.9)
    if p.mask >> ARCHIVE & 1:
        gain += 0.2
    return gain * pace.card


def prospector_gain(p: CardPlayer, privilege: int, pace: Pace) -> float:
    gain = float(privilege)
    if p.mask >> GOLD_MINE & 1:
        gain += GOLD_MINE_CHANCE
    return gain * pace.card


def others_builder_gain(p: CardPlayer, privilege: int, pace: Pace) -> float:
    cards = p.hand_n - 1
    if cards <= 0 and privilege == 0:
        return 0.0
    share = min(1.0, max(0.0, cards + privilege) / TYPICAL_HAND)
    return TYPICAL_BUILD * share * min(1.0, pace.card / 0.6) + privilege * pace.card


def role_gain(
    s: CardState, seat: int, role: int, privilege: int, pace: Pace, prices: list[float]
) -> float:
    """What ``role`` gives ``seat`` in VP (``privilege``: 0, or the chooser's 1 or 2)."""
    p = s.players[seat]
    if role == BUILDER:
        if seat == s.current:
            return max(0.0, best_build(s, seat, privilege, pace)[1])
        return others_builder_gain(p, privilege, pace)
    if role == PRODUCER:
        return producer_gain(p, privilege, pace)
    if role == TRADER:
        return trader_gain(p, privilege, prices, pace)
    if role == COUNCILLOR:
        return councillor_gain(p, privilege, pace)
    return prospector_gain(p, privilege, pace)


def role_scores(s: CardState, pace: Pace, legal: list[int], role_of: dict[int, int]) -> list[float]:
    """The score of each role action in ``legal`` (``role_of``: action -> role) for the
    current player."""
    me = s.current
    n = s.n
    others = [i for i in range(n) if i != me]
    vals = estimates_of(s, pace, others)  # (the leader among the others)
    lead_at = max(range(len(others)), key=vals.__getitem__)
    prices = next_tile_prices(s)
    privilege = chooser_privilege(s, me)
    later = _later_chance(s, len(legal)) * LATER_SHARE
    players = s.players
    me_p = players[me]
    others_p = [players[i] for i in others]
    count = len(others)
    out = []
    for a in legal:
        r = role_of[a]
        # ``role_gain`` of me (with the privilege) and of each other seat (without),
        # written out per role.
        if r == BUILDER:
            mine = max(0.0, best_build(s, me, privilege, pace)[1])
            gains = [others_builder_gain(p, 0, pace) for p in others_p]
        elif r == PRODUCER:
            mine = producer_gain(me_p, privilege, pace)
            gains = [producer_gain(p, 0, pace) for p in others_p]
        elif r == TRADER:
            mine = trader_gain(me_p, privilege, prices, pace)
            gains = [trader_gain(p, 0, prices, pace) for p in others_p]
        elif r == COUNCILLOR:
            mine = councillor_gain(me_p, privilege, pace)
            gains = [councillor_gain(p, 0, pace) for p in others_p]
        else:
            mine = prospector_gain(me_p, privilege, pace)
            gains = [prospector_gain(p, 0, pace) for p in others_p]
        field = sum(gains) / count
        lead = gains[lead_at]
        score = mine - LEADER_WEIGHT * lead - FIELD_WEIGHT * field
        if r == BUILDER and s.round >= STALL_ROUND:
            score += STALL_PUSH  # a stuck table: somebody must build (STALL_ROUND)
        if later:
            # Left to the others, the role comes anyway with that chance: I would get
            # its action without the privilege, they theirs.
            base = role_gain(s, me, r, 0, pace, prices) if privilege else mine
            score -= later * (base - LEADER_WEIGHT * lead - FIELD_WEIGHT * field)
        out.append(score)
    return out


def _later_chance(s: CardState, roles_left: int) -> float:
    """The chance that a role I leave now is chosen later in this round by another
    seat: the picks still to come after mine among the roles then left."""
    later_picks = s.picks - s.pick - 1
    if s.n == 2 and s.pick == 0:
        later_picks = 1  # the governor's own second pick is mine again
    if later_picks <= 0 or roles_left <= 1:
        return 0.0
    return min(1.0, later_picks / (roles_left - 1))
