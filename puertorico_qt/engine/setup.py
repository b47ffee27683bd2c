"""Setting up a new game from a configuration and a seed (rulebook set-up pages)."""

from __future__ import annotations

from .config import GameConfig
from .data import (
    BASE_BUILDINGS,
    BUILDING_INDEX,
    BUILDINGS,
    COLONISTS_IN_BOX,
    DRAFT_CANDIDATES,
    DRAFT_SPACES,
    NOBLE_BUILDINGS,
    NOBLES_IN_GAME,
    PRODUCTION_ROWS,
    SETUP,
    Role,
    vp_chips_for,
)
from .phases import festival, settler
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

    s.role_cards = role_cards_for(config)
    s.role_coins = [0] * len(s.role_cards)
    s.role_taken = [-1] * len(s.role_cards)

    tiles = list(row.plantations)
    s.goods_supply = list(row.goods)
    if config.has("festival"):
        festival.set_up_goals(s, tiles)
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

    if config.has("nobles"):
        # Expansion II: nobody counts the colonists out (they no longer end the game);
        # one noble stands on the ship instead of a colonist.
        s.colonist_ship = row.colonists_ship - 1
        s.colonist_supply = COLONISTS_IN_BOX - s.colonist_ship
        s.noble_ship = 1
        s.noble_supply = NOBLES_IN_GAME - 1
    else:
        s.colonist_supply = row.colonists_supply
        s.colonist_ship = row.colonists_ship
    s.vp_supply = vp_chips_for(n, config.edition)

    market = list(market_base(config))
    if config.market == "random":
        market += _random_set(s)
    elif config.market == "draft":
        s.phase = Phase.DRAFT  # the seats choose the rest, the governor first
    s.market = tuple(sorted(market))
    for b in s.market:
        s.building_supply[b] = copies(config, b)

    s.ship_cap = tuple(row.ships)
    s.ship_good = [-1] * len(row.ships)
    s.ship_load = [0] * len(row.ships)
    if config.market != "draft":
        s.phase = Phase.ROLE
        if config.has("festival"):
            festival.draw_building(s)
    s._legal = None
    return s


def role_cards_for(config: GameConfig) -> tuple[int, ...]:
    """The role cards of a game: the set-up's, and the smuggler with expansion III."""
    cards = tuple(int(r) for r in SETUP[config.players].roles)
    return (*cards, int(Role.SMUGGLER)) if config.has("smuggler") else cards


def market_base(config: GameConfig) -> tuple[int, ...]:
    """The buildings on the board before any is drafted (sorted): the base game's,
    the production buildings alone for a draft or random set, the chosen set; plus the
    nobles' buildings with expansion II (they are laid out by cost, never drafted)."""
    if config.market == "base":
        base = list(BASE_BUILDINGS)
    elif config.market == "chosen":
        base = [*PRODUCTION_ROWS, *(BUILDING_INDEX[b] for b in config.chosen)]
    else:
        base = list(PRODUCTION_ROWS)
    if config.has("nobles"):
        base += NOBLE_BUILDINGS
    return tuple(sorted(base))


def copies(config: GameConfig, building: int) -> int:
    """Copies of ``building`` in a game of ``config`` (the 2-player game has fewer)."""
    b = BUILDINGS[building]
    return b.copies_2p if SETUP[config.players].two_player_copies else b.copies


def colonists_in_game(config: GameConfig) -> int:
    """Colonists in the game (not nobles): the set-up's count, all of the box's with
    expansion II."""
    if config.has("nobles"):
        return COLONISTS_IN_BOX
    row = SETUP[config.players]
    return row.colonists_supply + row.colonists_ship


def _random_set(s: GameState) -> list[int]:
    """A random legal set of non-production buildings: per cost, as many as the board
    has spaces, drawn with the game's own generator (reproducible from the seed).

    The draw may hold both the office and the trading post, which the rulebook advises
    against (000, Handelsposten: "strongly recommended", not a rule).  It stays as it
    is because a saved game is rebuilt from its seed: another draw would put older
    saves on another board.  The draft leaves it to the players."""
    chosen: list[int] = []
    for cost, of_cost in _CANDIDATES_BY_COST:
        candidates = list(of_cost)
        s.rng = shuffle(s.rng, candidates)
        chosen += candidates[: DRAFT_SPACES[cost]]
    return chosen


#: (cost, the draft's candidates of that cost) by cost, for ``_random_set`` (worked out
#: once: a random set is drawn at the start of every such game).
_CANDIDATES_BY_COST: tuple[tuple[int, tuple[int, ...]], ...] = tuple(
    (cost, tuple(b for b in DRAFT_CANDIDATES if BUILDINGS[b].cost == cost))
    for cost in sorted(DRAFT_SPACES)
)
