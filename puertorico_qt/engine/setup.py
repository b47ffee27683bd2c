"""Setting up a new game from a configuration and a seed (rulebook set-up pages)."""

from __future__ import annotations

from .config import GameConfig
from .data import BASE_BUILDINGS, BUILDINGS, SETUP, vp_chips_for
from .phases import settler
from .rng import next_u64, seed_to_state, shuffle
from .state import GameState, Phase, new_empty_state


def new_game(config: GameConfig | None = None, seed: int = 0) -> GameState:
    """A fresh game: the governor is drawn by lot, then the table is laid out."""
    config = config or GameConfig()
    row = SETUP[config.players]
    s = new_empty_state(config)
    n = config.players
    s.rng = seed_to_state(seed)
    s.rng, value = next_u64(s.rng)
    s.governor = value % n
    s.current = s.governor

    s.role_cards = tuple(int(r) for r in row.roles)
    s.role_coins = [0] * len(s.role_cards)
    s.role_taken = [-1] * len(s.role_cards)

    tiles = list(row.plantations)
    for i, kind in enumerate(row.starting_plantations):
        p = s.players[(s.governor + i) % n]
        p.plant[kind] += 1
        tiles[kind] -= 1
    for p in s.players:
        p.doubloons = row.doubloons
    s.pile = [kind for kind in range(5) for _ in range(tiles[kind])]
    s.rng = shuffle(s.rng, s.pile)
    settler.draw_offer(s)
    s.quarries = row.quarries

    s.colonist_supply = row.colonists_supply
    s.colonist_ship = row.colonists_ship
    s.goods_supply = list(row.goods)
    s.vp_supply = vp_chips_for(n, config.edition)

    s.market = tuple(BASE_BUILDINGS)
    for b in s.market:
        s.building_supply[b] = (
            BUILDINGS[b].copies_2p if row.two_player_copies else BUILDINGS[b].copies
        )

    s.ship_cap = tuple(row.ships)
    s.ship_good = [-1] * len(row.ships)
    s.ship_load = [0] * len(row.ships)
    s.phase = Phase.ROLE
    s._legal = None
    return s
