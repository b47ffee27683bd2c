"""A new card game: the deal, from a config and a seed."""

from __future__ import annotations

from ..engine.rng import seed_to_state, shuffle
from .config import CardConfig
from .data import INDIGO_PLANT, N_TILES, START_HAND, deck_kinds
from .deck import draw_to_hand
from .phases.common import settle, start_pick
from .phases.deal import deal_turns
from .state import CardState, new_empty_state


def new_game(config: CardConfig, seed: int) -> CardState:
    """The table after the deal.  Seat 0 is the first governor (the caller seats the
    players in the order it wants).  Each seat has an indigo plant in its city and
    four cards; with ``config.variant`` seat i gets 5 + i cards and keeps four."""
    if not isinstance(config, CardConfig):
        raise TypeError(f"new_game needs a CardConfig, not {type(config).__name__}")
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise TypeError(f"the seed must be an int, not {type(seed).__name__}")
    s = new_empty_state(config)
    rng = seed_to_state(seed)
    cards = list(deck_kinds(config.contents))
    for p in s.players:
        cards.remove(INDIGO_PLANT)
        p.city.append(INDIGO_PLANT)
        p.goods.append(-1)
    rng = shuffle(rng, cards)
    s.deck = cards
    tiles = list(range(N_TILES))
    s.rng = shuffle(rng, tiles)
    s.tiles = tiles
    for seat, p in enumerate(s.players):
        draw_to_hand(s, p, START_HAND + (seat + 1 if config.variant else 0))
    if config.variant:
        deal_turns(s)
    else:
        start_pick(s)
    settle(s)
    return s
