"""The state to and from JSON-ready dicts (``docs/state-format.md``).

The format is explicit (named fields, lists of ints, phase by name) and
versioned, so a file written today still loads after the engine changes.
``state_from_dict`` is strict, so that a damaged or foreign file is refused with a
reason (``StateFormatError``) instead of producing a broken game:

- shape and types: every field present and no other, an int is an int (not a bool,
  not ``1.0``), a bool is a bool, names are known names;
- ranges: every number within what the game allows (``docs/state-format.md``), the
  role cards, ships and buildings exactly the set-up's;
- consistency: conservation of every component (``invariants.check_invariants``) and
  the agreement between fields (``consistency_problems``): turn order, the role
  cards taken this round, the phase and its scratch counters, the end of the game.

Every state reached in a game loads, and ``from_dict(to_dict(s)) == s``.  Messages
name the field and quote a bad value shortened (``config.short_repr``).
"""

from __future__ import annotations

from . import serialize_iii_iv
from .actions import BUILDING_TARGET
from .config import ConfigError, GameConfig, short_repr
from .consistency import consistency_problems
from .data import (
    BUILDINGS,
    DRAFT_CANDIDATES,
    DRAFT_SPACES,
    N_BUILDINGS,
    N_GOODS,
    NOBLES_IN_GAME,
    ROLE_NAMES,
    SETUP,
    vp_chips_for,
)
from .invariants import check_invariants
from .phases.trader import HOUSE_SIZE
from .readers import (
    INVALID,
    MAX_COUNT,
    StateFormatError,
    fail,
    is_int,
    read_bool,
    read_hex64,
    read_int,
    read_ints,
    read_list,
    read_name,
    read_object,
)
from .setup import colonists_in_game, market_base, role_cards_for
from .state import (
    EXPANSION_SCRATCH_FIELDS,
    SCRATCH_FIELDS,
    GameState,
    Phase,
    PlayerState,
    new_empty_state,
)

FORMAT = "puertorico-qt/state"
VERSION = 1

INCONSISTENT = "inconsistent state: "

#: A bound far beyond any real game (which lasts about 15 rounds), as ``MAX_COUNT``.
MAX_ROUND = 10_000

#: The highest Mayor place target (tile kinds first, then buildings by index).
MAX_TARGET = BUILDING_TARGET + N_BUILDINGS - 1

_PHASE_NAMES = tuple(p.name.lower() for p in Phase)

_STATE_KEYS = (
    "format",
    "version",
    "config",
    "rng",
    "phase",
    "round",
    "governor",
    "pick",
    "current",
    "turn",
    "role",
    "role_player",
    "roles",
    "plantation_offer",
    "plantation_pile",
    "plantation_discard",
    "quarries",
    "colonist_supply",
    "colonist_ship",
    "goods_supply",
    "vp_supply",
    "market",
    "building_supply",
    "ships",
    "trading_house",
    "end_triggered",
    "scratch",
    "players",
)
_NOBLE_KEYS = ("noble_supply", "noble_ship")


def _state_keys(config: GameConfig) -> tuple[str, ...]:
    """The keys the writer writes for a game of ``config``."""
    return (
        _STATE_KEYS + (_NOBLE_KEYS if config.has("nobles") else ()) + serialize_iii_iv.keys(config)
    )


def _scratch_fields(config: GameConfig) -> tuple[str, ...]:
    return (
        SCRATCH_FIELDS
        + (EXPANSION_SCRATCH_FIELDS if config.expansions else ())
        + serialize_iii_iv.scratch_fields(config)
    )


_ROLE_KEYS = ("role", "coins", "taken_by")
_SHIP_KEYS = ("capacity", "good", "load")


def state_to_dict(s: GameState) -> dict:
    d = {
        "format": FORMAT,
        "version": VERSION,
        "config": s.config.to_dict(),
        "rng": f"{s.rng:016x}",
        "phase": Phase(s.phase).name.lower(),
        "round": s.round,
        "governor": s.governor,
        "pick": s.pick,
        "current": s.current,
        "turn": s.turn,
        "role": ROLE_NAMES[s.role] if s.role >= 0 else None,
        "role_player": s.role_player,
        "roles": [
            {"role": ROLE_NAMES[kind], "coins": s.role_coins[c], "taken_by": s.role_taken[c]}
            for c, kind in enumerate(s.role_cards)
        ],
        "plantation_offer": s.offer[:],
        "plantation_pile": s.pile[:],
        "plantation_discard": s.discard[:],
        "quarries": s.quarries,
        "colonist_supply": s.colonist_supply,
        "colonist_ship": s.colonist_ship,
        "goods_supply": s.goods_supply[:],
        "vp_supply": s.vp_supply,
        "market": [BUILDINGS[b].id for b in s.market],
        "building_supply": {BUILDINGS[b].id: s.building_supply[b] for b in s.market},
        "ships": [
            {"capacity": cap, "good": s.ship_good[i], "load": s.ship_load[i]}
            for i, cap in enumerate(s.ship_cap)
        ],
        "trading_house": s.house[:],
        "end_triggered": s.end_triggered,
        "scratch": {name: getattr(s, name) for name in _scratch_fields(s.config)},
        "players": [p.to_dict(s.config) for p in s.players],
    }
    if s.config.has("nobles"):
        d["noble_supply"] = s.noble_supply
        d["noble_ship"] = s.noble_ship
    serialize_iii_iv.write(s, d)
    return d


def state_from_dict(d: object) -> GameState:
    """The inverse of ``state_to_dict``; raises ``StateFormatError`` for anything that is
    not a state some game reaches (see the module's docstring)."""
    try:
        return _state_from_dict(d)
    except StateFormatError:
        raise
    except RecursionError:
        raise StateFormatError(INVALID + "nested too deeply") from None
    except (LookupError, TypeError, ValueError, AttributeError, ArithmeticError) as exc:
        # Not expected: every field is checked before it is used.  No text of the
        # exception, which might quote a bad value whole.
        raise StateFormatError(f"{INVALID}unexpected {type(exc).__name__}") from None


# --------------------------------------------------------------------------- the state


def _state_from_dict(d: object) -> GameState:
    if not isinstance(d, dict) or d.get("format") != FORMAT:
        raise StateFormatError("this is not a puertorico-qt game state")
    version = d.get("version")
    if not is_int(version) or version != VERSION:
        raise StateFormatError(f"state format version {short_repr(version)} is not supported")
    if "config" not in d:
        fail("the state", "has no config")
    try:
        config = GameConfig.from_dict(d["config"])
    except ConfigError as exc:
        raise StateFormatError(f"{INVALID}config: {exc}") from None
    read_object(d["config"], "config", tuple(config.to_dict()))  # as written: no default
    read_object(d, "the state", _state_keys(config))
    s = new_empty_state(config)
    n = s.n
    s.rng = read_hex64(d["rng"], "rng")
    s.phase = Phase(read_name(d["phase"], "phase", _PHASE_NAMES))
    s.round = read_int(d["round"], "round", 1, MAX_ROUND)
    s.governor = read_int(d["governor"], "governor", 0, n - 1)
    s.pick = read_int(d["pick"], "pick", 0, s.picks_per_round)
    s.current = read_int(d["current"], "current", -1, n - 1)
    s.turn = read_int(d["turn"], "turn", 0, n)
    s.role = -1 if d["role"] is None else read_name(d["role"], "role", ROLE_NAMES)
    s.role_player = read_int(d["role_player"], "role_player", -1, n - 1)
    _read_roles(s, d["roles"])
    _read_supplies(s, d)
    _read_buildings(s, d["market"], d["building_supply"])
    _read_ships(s, d["ships"])
    s.house = read_ints(d["trading_house"], "trading_house", 0, N_GOODS - 1, most=HOUSE_SIZE)
    s.end_triggered = read_bool(d["end_triggered"], "end_triggered")
    _read_scratch(s, d["scratch"])
    if config.has("nobles"):
        s.noble_supply = read_int(d["noble_supply"], "noble_supply", 0, NOBLES_IN_GAME)
        s.noble_ship = read_int(d["noble_ship"], "noble_ship", 0, 1)
    serialize_iii_iv.read(s, d)
    players = read_list(d["players"], "players", n)
    s.players = [
        PlayerState.from_dict(p, f"players[{seat}]", config) for seat, p in enumerate(players)
    ]
    for seat, p in enumerate(s.players):
        if not set(p.buildings) <= set(s.market):
            fail(f"players[{seat}].buildings", "name a building that is not in this game")
    s._legal = None
    problems = check_invariants(s) or consistency_problems(s)
    if problems:
        raise StateFormatError(INCONSISTENT + "; ".join(problems[:3]))
    return s


def _read_roles(s: GameState, value: object) -> None:
    setup = role_cards_for(s.config)
    roles = read_list(value, "roles", len(setup))
    cards, coins, taken = [], [], []
    for c, raw in enumerate(roles):
        where = f"roles[{c}]"
        r = read_object(raw, where, _ROLE_KEYS)
        cards.append(read_name(r["role"], f"{where}.role", ROLE_NAMES))
        coins.append(read_int(r["coins"], f"{where}.coins", 0, MAX_COUNT))
        taken.append(read_int(r["taken_by"], f"{where}.taken_by", -1, s.n - 1))
    if tuple(cards) != setup:
        fail("roles", "are not the role cards of this game's set-up")
    s.role_cards, s.role_coins, s.role_taken = setup, coins, taken


def _read_supplies(s: GameState, d: dict) -> None:
    """Plantations, quarries, colonists, goods and VP chips: at most the game's total."""
    row = SETUP[s.n]
    tiles = sum(row.plantations)
    s.offer = read_ints(d["plantation_offer"], "plantation_offer", 0, tiles, length=5)
    s.pile = read_ints(d["plantation_pile"], "plantation_pile", 0, 4, most=tiles)
    s.discard = read_ints(d["plantation_discard"], "plantation_discard", 0, tiles, length=5)
    s.quarries = read_int(d["quarries"], "quarries", 0, row.quarries)
    colonists = colonists_in_game(s.config)
    s.colonist_supply = read_int(d["colonist_supply"], "colonist_supply", 0, colonists)
    s.colonist_ship = read_int(d["colonist_ship"], "colonist_ship", 0, colonists)
    s.goods_supply = read_ints(d["goods_supply"], "goods_supply", 0, max(row.goods), N_GOODS)
    # Chips run out only in a Captain phase, which goes on, and the game ends with the
    # round: the debt is at most one Captain phase's VP (per shipment of at least one
    # barrel, a VP per barrel and one with a harbor; one for the captain's first).
    debt = 2 * sum(row.goods) + 1
    if s.config.expansions:  # the union hall's pairs, the library's second captain VP
        debt += sum(row.goods) // 2 + 1
        debt += HOUSE_SIZE + 3  # a plunder of the trading house, the festival's building
    chips = vp_chips_for(s.n, s.config.edition)
    s.vp_supply = read_int(d["vp_supply"], "vp_supply", -debt, chips)


def _read_buildings(s: GameState, market: object, supply: object) -> None:
    """The market holds exactly the game's buildings (as ``setup.new_game`` lays it
    out, or the draft so far), with at most the game's copies of each left."""
    base = market_base(s.config)
    ids = read_list(market, "market", most=N_BUILDINGS)
    if not all(isinstance(b, str) and b in _INDEX for b in ids) or len(set(ids)) != len(ids):
        fail("market", "is not the set of this game's buildings")
    indices = tuple(sorted(_INDEX[b] for b in ids))
    if s.config.market == "base" or s.config.market == "chosen":
        if indices != base:
            fail("market", "is not the set of this game's buildings")
    else:
        drafted = [b for b in indices if b not in base]
        if not set(base) <= set(indices) or not set(drafted) <= set(DRAFT_CANDIDATES):
            fail("market", "is not the set of this game's buildings")
        per_cost: dict[int, int] = {}
        for b in drafted:
            per_cost[BUILDINGS[b].cost] = per_cost.get(BUILDINGS[b].cost, 0) + 1
        if any(n > DRAFT_SPACES[cost] for cost, n in per_cost.items()):
            fail("market", "has more buildings of a cost than the board has spaces")
    s.market = indices
    left = read_object(supply, "building_supply", tuple(ids))
    two = SETUP[s.n].two_player_copies
    for b in s.market:
        building = BUILDINGS[b]
        copies = building.copies_2p if two else building.copies
        where = f"building_supply[{building.id!r}]"
        s.building_supply[b] = read_int(left[building.id], where, 0, copies)


def _read_ships(s: GameState, value: object) -> None:
    capacities = SETUP[s.n].ships
    ships = read_list(value, "ships", len(capacities))
    goods, loads = [], []
    for i, raw in enumerate(ships):
        where = f"ships[{i}]"
        ship = read_object(raw, where, _SHIP_KEYS)
        cap = read_int(ship["capacity"], f"{where}.capacity", capacities[i], capacities[i])
        goods.append(read_int(ship["good"], f"{where}.good", -1, N_GOODS - 1))
        loads.append(read_int(ship["load"], f"{where}.load", 0, cap))
    s.ship_cap, s.ship_good, s.ship_load = tuple(capacities), goods, loads


def _read_scratch(s: GameState, value: object) -> None:
    """The counters of the phase under way (which phase each belongs to is checked
    with the other fields, in ``consistency_problems``)."""
    sc = read_object(value, "scratch", _scratch_fields(s.config))
    n = s.n
    s.hacienda_used = read_bool(sc["hacienda_used"], "scratch.hacienda_used")
    forest = -2 if s.config.has("buildings") else -1  # bonus.FOREST_TILE: hospice, forest
    s.last_tile = read_int(sc["last_tile"], "scratch.last_tile", forest, BUILDING_TARGET - 1)
    s.last_building = read_int(sc["last_building"], "scratch.last_building", -1, N_BUILDINGS - 1)
    colonists = colonists_in_game(s.config) + (NOBLES_IN_GAME if s.config.has("nobles") else 0)
    s.mayor_left = read_int(sc["mayor_left"], "scratch.mayor_left", 0, colonists)
    s.mayor_min = read_int(sc["mayor_min"], "scratch.mayor_min", 0, MAX_TARGET)
    s.craft_kinds = read_int(sc["craft_kinds"], "scratch.craft_kinds", 0, (1 << N_GOODS) - 1)
    s.captain_shipped = read_bool(sc["captain_shipped"], "scratch.captain_shipped")
    s.wharf_used = read_int(sc["wharf_used"], "scratch.wharf_used", 0, (1 << n) - 1)
    s.idle = read_int(sc["idle"], "scratch.idle", 0, n)
    if not s.config.expansions:
        return
    s.privilege_used = read_int(sc["privilege_used"], "scratch.privilege_used", 0, 2)
    s.bm_due = read_int(sc["bm_due"], "scratch.bm_due", 0, 3)
    s.bm_stage = read_int(sc["bm_stage"], "scratch.bm_stage", 0, 3)
    s.small_wharf_used = read_int(
        sc["small_wharf_used"], "scratch.small_wharf_used", 0, (1 << n) - 1
    )
    s.small_wharf_load = read_int(sc["small_wharf_load"], "scratch.small_wharf_load", 0, MAX_COUNT)
    s.small_wharf_min = read_int(sc["small_wharf_min"], "scratch.small_wharf_min", 0, N_GOODS - 1)
    s.land_office_used = read_bool(sc["land_office_used"], "scratch.land_office_used")
    s.drawn_tile = read_int(sc["drawn_tile"], "scratch.drawn_tile", -1, 4)
    s.asked = read_int(sc["asked"], "scratch.asked", 0, (1 << n) - 1)
    at = "scratch.specialty_kinds"
    s.specialty_kinds = read_int(sc["specialty_kinds"], at, 0, (1 << N_GOODS) - 2)
    serialize_iii_iv.read_scratch(s, sc)


_INDEX = {b.id: b.index for b in BUILDINGS}
