"""Hand-built positions for the card game's tests.

``table`` deals a game, then lays the cards out as a test describes them (cities with
goods, hands, chapels, the deck's top cards), every other card face down in the deck,
so the conservation laws hold; the governor is about to choose a role.  With
``expansions=("buildings",)`` the expansion's cards are in the game: the display
(default: the Kathedrale) and the cards under each Bank and Hafen may be given too.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence

from puertorico_qt import cards
from puertorico_qt.cards import CardConfig, CardState
from puertorico_qt.cards.data import CARD_IDS, CARD_INDEX, N_KINDS
from puertorico_qt.cards.invariants import card_totals
from puertorico_qt.cards.phases.common import settle, start_pick

#: A city slot: a building id, or (building id, id of the card lying on it as a good).
Slot = str | tuple[str, str]


def k(card_id: str) -> int:
    return CARD_INDEX[card_id]


def table(
    players: int = 2,
    *,
    cities: Mapping[int, Sequence[Slot]] | None = None,
    hands: Mapping[int, Iterable[str]] | None = None,
    chapels: Mapping[int, Iterable[str]] | None = None,
    top: Sequence[str] = (),
    governor: int = 0,
    tiles: Sequence[int] | None = None,
    round_: int = 2,
    seed: int = 0,
    expansions: Sequence[str] = (),
    display: Sequence[str] | None = None,
    banks: Mapping[int, Iterable[str]] | None = None,
    harbors: Mapping[int, Iterable[str]] | None = None,
) -> CardState:
    """A position: each seat's city (default: an indigo plant), hand (default: empty)
    and chapel; ``top``: the deck's next cards, the first drawn first; the rest of the
    cards shuffled (``seed``) below them.  The governor chooses the first role.  With
    the expansion: ``display`` (default: every display card), the cards under each
    seat's Bank and Hafen."""
    s = cards.new_game(CardConfig(players=players, expansions=tuple(expansions)), seed)
    pool = list(card_totals(s.config.contents))

    def take(card_id: str) -> int:
        kind = k(card_id)
        if pool[kind] <= 0:
            raise ValueError(f"no copy of {card_id} left for this position")
        pool[kind] -= 1
        return kind

    cities = cities or {}
    hands = hands or {}
    chapels = chapels or {}
    for seat, p in enumerate(s.players):
        p.city, p.goods, p.mask = [], [], 0
        for slot in cities.get(seat, ["indigo_plant"]):
            building, good = (slot, None) if isinstance(slot, str) else slot
            kind = take(building)
            p.city.append(kind)
            p.goods.append(take(good) if good is not None else -1)
            if not cards.CARDS[kind].is_production:
                p.mask |= 1 << kind
        p.hand = [0] * N_KINDS
        for card_id in hands.get(seat, ()):
            p.hand[take(card_id)] += 1
        p.hand_n = sum(p.hand)
        p.chapel = [0] * N_KINDS
        for card_id in chapels.get(seat, ()):
            p.chapel[take(card_id)] += 1
        p.chapel_n = sum(p.chapel)
    xp = s.xp
    if xp is not None:
        xp.display = [0] * N_KINDS
        shown = (
            display
            if display is not None
            else [c.id for c in cards.CARDS if c.placement == "display"]
        )
        for card_id in shown:
            xp.display[take(card_id)] += 1
        for piles, counts, given in (
            (xp.bank, xp.bank_n, banks or {}),
            (xp.harbor, xp.harbor_n, harbors or {}),
        ):
            for seat in range(players):
                pile = [0] * N_KINDS
                for card_id in given.get(seat, ()):
                    pile[take(card_id)] += 1
                piles[seat] = tuple(pile)
                counts[seat] = sum(pile)
    top_kinds = [take(card_id) for card_id in top]
    rest = [kind for kind in range(N_KINDS) for _ in range(pool[kind])]
    random.Random(seed).shuffle(rest)
    s.deck = rest + top_kinds[::-1]
    s.discard = [0] * N_KINDS
    s.out = [0] * N_KINDS
    if tiles is not None:
        s.tiles = list(tiles)
    s.governor = governor
    s.round = round_
    s.pick = 0
    s.roles_taken = [-1] * 5
    s._legal = None
    start_pick(s)
    settle(s)
    cards.check_invariants(s)
    return s


def act(s: CardState, *texts: str) -> CardState:
    """Apply actions given in notation, checking the invariants after each."""
    for text in texts:
        s.apply(s.parse_action(text))
        cards.check_invariants(s)
    return s


def hand(s: CardState, seat: int) -> list[str]:
    p = s.players[seat]
    return [CARD_IDS[kind] for kind in range(N_KINDS) for _ in range(p.hand[kind])]


def city(s: CardState, seat: int) -> list[str]:
    return [CARD_IDS[kind] for kind in s.players[seat].city]


def goods(s: CardState, seat: int) -> int:
    return s.players[seat].goods_count()


def discarded(s: CardState) -> list[str]:
    return [CARD_IDS[kind] for kind in range(N_KINDS) for _ in range(s.discard[kind])]


def legal(s: CardState) -> list[str]:
    return [s.format_action(a) for a in s.legal_actions()]


def deck_top(s: CardState, count: int) -> list[str]:
    """The next ``count`` cards to be drawn, the first drawn first."""
    return [CARD_IDS[kind] for kind in s.deck[::-1][:count]]
