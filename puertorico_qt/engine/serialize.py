"""The state to and from JSON-ready dicts (``docs/state-format.md``).

The format is explicit (named fields, lists of ints, phase by name) and
versioned, so a file written today still loads after the engine changes;
``state_from_dict`` checks shapes and conservation so that a damaged or
foreign file is refused with a reason instead of producing a broken game.
"""

from __future__ import annotations

from .config import GameConfig
from .data import BUILDINGS, N_BUILDINGS, N_GOODS, ROLE_NAMES
from .state import GameState, Phase, PlayerState, new_empty_state

FORMAT = "puertorico-qt/state"
VERSION = 1


class StateFormatError(ValueError):
    """A dict that is not a valid serialised state."""


def state_to_dict(s: GameState) -> dict:
    return {
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
        "scratch": {
            "hacienda_used": s.hacienda_used,
            "last_tile": s.last_tile,
            "last_building": s.last_building,
            "mayor_left": s.mayor_left,
            "mayor_min": s.mayor_min,
            "craft_kinds": s.craft_kinds,
            "captain_shipped": s.captain_shipped,
            "wharf_used": s.wharf_used,
            "idle": s.idle,
        },
        "players": [p.to_dict() for p in s.players],
    }


def state_from_dict(d: dict) -> GameState:
    try:
        return _state_from_dict(d)
    except StateFormatError:
        raise
    except (KeyError, TypeError, ValueError, IndexError, AttributeError) as exc:
        raise StateFormatError(f"not a valid Puerto Rico state: {exc!r}") from None


def _state_from_dict(d: dict) -> GameState:
    if not isinstance(d, dict) or d.get("format") != FORMAT:
        raise StateFormatError("this is not a puertorico-qt game state")
    if d.get("version") != VERSION:
        raise StateFormatError(f"state format version {d.get('version')} is not supported")
    config = GameConfig.from_dict(d["config"])
    s = new_empty_state(config)
    s.rng = int(d["rng"], 16)
    s.phase = Phase[d["phase"].upper()]
    s.round = int(d["round"])
    s.governor = int(d["governor"])
    s.pick = int(d["pick"])
    s.current = int(d["current"])
    s.turn = int(d["turn"])
    s.role = ROLE_NAMES.index(d["role"]) if d["role"] is not None else -1
    s.role_player = int(d["role_player"])
    s.role_cards = tuple(ROLE_NAMES.index(r["role"]) for r in d["roles"])
    s.role_coins = [int(r["coins"]) for r in d["roles"]]
    s.role_taken = [int(r["taken_by"]) for r in d["roles"]]
    s.offer = _ints(d["plantation_offer"], 5)
    s.pile = [int(k) for k in d["plantation_pile"]]
    s.discard = _ints(d["plantation_discard"], 5)
    s.quarries = int(d["quarries"])
    s.colonist_supply = int(d["colonist_supply"])
    s.colonist_ship = int(d["colonist_ship"])
    s.goods_supply = _ints(d["goods_supply"], N_GOODS)
    s.vp_supply = int(d["vp_supply"])
    from .data import BUILDING_INDEX

    s.market = tuple(sorted(BUILDING_INDEX[b] for b in d["market"]))
    s.building_supply = [0] * N_BUILDINGS
    for name, count in d["building_supply"].items():
        s.building_supply[BUILDING_INDEX[name]] = int(count)
    s.ship_cap = tuple(int(x["capacity"]) for x in d["ships"])
    s.ship_good = [int(x["good"]) for x in d["ships"]]
    s.ship_load = [int(x["load"]) for x in d["ships"]]
    s.house = [int(g) for g in d["trading_house"]]
    s.end_triggered = bool(d["end_triggered"])
    scratch = d["scratch"]
    s.hacienda_used = bool(scratch["hacienda_used"])
    s.last_tile = int(scratch["last_tile"])
    s.last_building = int(scratch["last_building"])
    s.mayor_left = int(scratch["mayor_left"])
    s.mayor_min = int(scratch["mayor_min"])
    s.craft_kinds = int(scratch["craft_kinds"])
    s.captain_shipped = bool(scratch["captain_shipped"])
    s.wharf_used = int(scratch["wharf_used"])
    s.idle = int(scratch["idle"])
    if len(d["players"]) != config.players:
        raise StateFormatError("the number of player boards does not match the player count")
    s.players = [PlayerState.from_dict(p) for p in d["players"]]
    s._legal = None
    _check_ranges(s)
    return s


def _ints(value: object, length: int) -> list[int]:
    if not isinstance(value, list) or len(value) != length:
        raise StateFormatError(f"expected a list of {length} numbers, got {value!r}")
    return [int(x) for x in value]


def _check_ranges(s: GameState) -> None:
    """Refuse states no game can reach (negative stock, overfull boards, bad seats)."""
    from .invariants import check_invariants

    n = s.n
    if not 0 <= s.governor < n or not (-1 <= s.current < n):
        raise StateFormatError("seat number out of range")
    if not all(0 <= k < 5 for k in s.pile) or not all(-1 <= g < N_GOODS for g in s.ship_good):
        raise StateFormatError("unknown plantation or good")
    problems = check_invariants(s)
    if problems:
        raise StateFormatError("inconsistent state: " + "; ".join(problems))
