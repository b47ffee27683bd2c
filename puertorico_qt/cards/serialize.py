"""The card game's state to and from JSON-ready dicts (``docs/cards.md``).

Cards are written by id (``"indigo_plant"``), multisets as sorted lists of ids, the
deck as a list with its top last, the phase and the role by name, the RNG as 16
hex digits.  The reader is strict: the writer's keys and no other, ints that are
ints, known names, and then the conservation and bookkeeping checks
(``invariants.invariant_problems``); a damaged file raises ``CardStateError``.
``from_dict(to_dict(s)) == s`` for every state of a game.

A game with the expansion "Die neuen Gebäude" has one more key, ``buildings`` (the
display, the cards under each Bank and Hafen, the goods sold in the Trader phase under
way); a base game's file has none, so the files written before the expansion existed
read as they always did.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..engine.config import short_repr
from ..engine.readers import StateFormatError as _EngineFormatError
from ..engine.readers import read_hex64, read_int, read_list, read_object
from .buildings_state import BuildingsState
from .config import CardConfig, CardConfigError
from .data import BIT, CARD_IDS, CARD_INDEX, IS_PRODUCTION, N_KINDS, N_ROLES, N_TILES, ROLE_NAMES
from .effects import HOLDS_GOOD
from .invariants import invariant_problems
from .state import SCRATCH_FIELDS, CardPhase, CardPlayer, CardState, new_empty_state

FORMAT = "puertorico-qt/cards-state"
VERSION = 1
#: A bound far beyond any real game, for the numbers the rules do not limit.
MAX_ROUND = 100_000

PHASE_NAMES: tuple[str, ...] = tuple(p.name.lower() for p in CardPhase)

_KEYS = (
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
    "roles_taken",
    "library_used",
    "library_on",
    "built_this_round",
    "deck",
    "discard",
    "out_of_game",
    "trading_tiles",
    "trades",
    "pending",
    "scratch",
    "players",
)
_PLAYER_KEYS = ("hand", "city", "chapel")
#: The ``buildings`` object of a game with the expansion.
_BUILDINGS_KEY = "buildings"
_BUILDINGS_KEYS = ("display", "bank", "harbor", "sold")


class CardStateError(ValueError):
    """A dict that is not a valid card game state."""


def _fail(where: str, problem: str) -> CardStateError:
    return CardStateError(f"not a valid card game state: {where} {problem}")


def _ids(counts: Sequence[int]) -> list[str]:
    return [CARD_IDS[k] for k in range(N_KINDS) for _ in range(counts[k])]


def state_to_dict(s: CardState) -> dict:
    d = _base_to_dict(s)
    if s.xp is not None:
        d[_BUILDINGS_KEY] = _buildings_to_dict(s.xp)
    return d


def _buildings_to_dict(xp: BuildingsState) -> dict:
    return {
        "display": _ids(xp.display),
        "bank": [_ids(pile) for pile in xp.bank],
        "harbor": [_ids(pile) for pile in xp.harbor],
        "sold": xp.sold,
    }


def _base_to_dict(s: CardState) -> dict:
    return {
        "format": FORMAT,
        "version": VERSION,
        "config": s.config.to_dict(),
        "rng": f"{s.rng:016x}",
        "phase": PHASE_NAMES[s.phase],
        "round": s.round,
        "governor": s.governor,
        "pick": s.pick,
        "current": s.current,
        "turn": s.turn,
        "role": ROLE_NAMES[s.role] if s.role >= 0 else None,
        "role_player": s.role_player,
        "roles_taken": s.roles_taken[:],
        "library_used": [seat for seat in range(s.n) if s.library_used >> seat & 1],
        "library_on": s.library_on,
        "built_this_round": s.built,
        "deck": [CARD_IDS[k] for k in s.deck],
        "discard": _ids(s.discard),
        "out_of_game": _ids(s.out),
        "trading_tiles": s.tiles[:],
        "trades": s.trades,
        "pending": _ids(s.pending),
        "scratch": {
            "left": s.left,
            "done": s.done,
            "min_kind": CARD_IDS[s.min_kind],
            "building": CARD_IDS[s.building] if s.building >= 0 else None,
            "over": CARD_IDS[s.over] if s.over >= 0 else None,
            "active": [CARD_IDS[k] for k in range(N_KINDS) if s.active & BIT[k]],
            "market_left": s.market_left,
            "earned": s.earned,
        },
        "players": [
            {
                "hand": _ids(p.hand),
                "city": [
                    [CARD_IDS[k], CARD_IDS[g] if g >= 0 else None]
                    for k, g in zip(p.city, p.goods, strict=True)
                ],
                "chapel": _ids(p.chapel),
            }
            for p in s.players
        ],
    }


def _card(value: object, where: str) -> int:
    if not isinstance(value, str) or value not in CARD_INDEX:
        raise _fail(where, f"is not a card id: {short_repr(value)}")
    return CARD_INDEX[value]


def _card_or_none(value: object, where: str) -> int:
    return -1 if value is None else _card(value, where)


def _counts(value: object, where: str) -> list[int]:
    counts = [0] * N_KINDS
    for i, item in enumerate(read_list(value, where, most=200)):
        counts[_card(item, f"{where}[{i}]")] += 1
    return counts


def _bool(value: object, where: str) -> bool:
    if not isinstance(value, bool):
        raise _fail(where, f"must be true or false, not {short_repr(value)}")
    return value


def state_from_dict(d: object) -> CardState:
    """The inverse of ``state_to_dict``; raises CardStateError for anything else."""
    try:
        return _read(d)
    except _EngineFormatError as e:  # the shared readers' message, under our type
        raise CardStateError(str(e).replace("Puerto Rico state", "card game state")) from None


def _read(d: object) -> CardState:
    with_buildings = isinstance(d, dict) and _BUILDINGS_KEY in d
    f = read_object(d, "state", (*_KEYS, _BUILDINGS_KEY) if with_buildings else _KEYS)
    if f["format"] != FORMAT:
        raise _fail("format", f"must be {FORMAT!r}, not {short_repr(f['format'])}")
    read_int(f["version"], "version", VERSION, VERSION)
    try:
        config = CardConfig.from_dict(f["config"])
    except CardConfigError as e:
        raise _fail("config", str(e)) from None
    n = config.players
    s = new_empty_state(config)
    s.rng = read_hex64(f["rng"], "rng")
    if f["phase"] not in PHASE_NAMES:
        raise _fail("phase", f"is not a phase: {short_repr(f['phase'])}")
    s.phase = CardPhase(PHASE_NAMES.index(f["phase"]))
    s.round = read_int(f["round"], "round", 1, MAX_ROUND)
    s.governor = read_int(f["governor"], "governor", 0, n - 1)
    s.pick = read_int(f["pick"], "pick", 0, s.picks)  # all of them once the cards ran out
    over = s.phase == CardPhase.GAME_OVER
    s.current = read_int(f["current"], "current", -1 if over else 0, -1 if over else n - 1)
    s.turn = read_int(f["turn"], "turn", 0, n - 1)
    role = f["role"]
    if role is not None and role not in ROLE_NAMES:
        raise _fail("role", f"is not a role: {short_repr(role)}")
    s.role = -1 if role is None else ROLE_NAMES.index(role)
    s.role_player = read_int(f["role_player"], "role_player", -1, n - 1)
    taken = read_list(f["roles_taken"], "roles_taken", N_ROLES)
    s.roles_taken = [read_int(x, f"roles_taken[{i}]", -1, n - 1) for i, x in enumerate(taken)]
    used = 0
    for i, seat in enumerate(read_list(f["library_used"], "library_used", most=n)):
        used |= 1 << read_int(seat, f"library_used[{i}]", 0, n - 1)
    s.library_used = used
    s.library_on = _bool(f["library_on"], "library_on")
    s.built = _bool(f["built_this_round"], "built_this_round")
    deck = read_list(f["deck"], "deck", most=200)
    s.deck = [_card(x, f"deck[{i}]") for i, x in enumerate(deck)]
    s.discard = _counts(f["discard"], "discard")
    s.out = _counts(f["out_of_game"], "out_of_game")
    tiles = read_list(f["trading_tiles"], "trading_tiles", N_TILES)
    s.tiles = [read_int(x, f"trading_tiles[{i}]", 0, N_TILES - 1) for i, x in enumerate(tiles)]
    s.trades = read_int(f["trades"], "trades", 0, MAX_ROUND * 4)
    s.pending = _counts(f["pending"], "pending")
    s.pending_n = sum(s.pending)
    sc = read_object(f["scratch"], "scratch", SCRATCH_FIELDS)
    s.left = read_int(sc["left"], "scratch.left", 0, 200)
    s.done = read_int(sc["done"], "scratch.done", 0, 200)
    s.min_kind = _card(sc["min_kind"], "scratch.min_kind")
    s.building = _card_or_none(sc["building"], "scratch.building")
    s.over = _card_or_none(sc["over"], "scratch.over")
    active = 0
    for i, x in enumerate(read_list(sc["active"], "scratch.active", most=N_KINDS)):
        active |= BIT[_card(x, f"scratch.active[{i}]")]
    s.active = active
    s.market_left = read_int(sc["market_left"], "scratch.market_left", 0, 2)
    s.earned = read_int(sc["earned"], "scratch.earned", 0, 200)
    seats = read_list(f["players"], "players", n)
    s.players = [_read_player(x, f"players[{i}]") for i, x in enumerate(seats)]
    if (s.xp is not None) != with_buildings:
        problem = "is missing" if s.xp is not None else "is there, yet the config has no"
        raise _fail(_BUILDINGS_KEY, f"{problem} expansion 'buildings'")
    if s.xp is not None:
        _read_buildings(s.xp, f[_BUILDINGS_KEY], n)
    problems = invariant_problems(s)
    if problems:
        raise _fail("content", "is inconsistent: " + "; ".join(problems))
    s._legal = [] if s.phase == CardPhase.GAME_OVER else None
    return s


def _read_buildings(xp: BuildingsState, d: object, n: int) -> None:
    f = read_object(d, _BUILDINGS_KEY, _BUILDINGS_KEYS)
    xp.display = _counts(f["display"], "buildings.display")
    xp.bank = _piles(f["bank"], "buildings.bank", n)
    xp.bank_n = [sum(pile) for pile in xp.bank]
    xp.harbor = _piles(f["harbor"], "buildings.harbor", n)
    xp.harbor_n = [sum(pile) for pile in xp.harbor]
    xp.sold = read_int(f["sold"], "buildings.sold", 0, 200)


def _piles(value: object, where: str, n: int) -> list[tuple[int, ...]]:
    """One face-down pile per seat, each a list of ids."""
    seats = read_list(value, where, n)
    return [tuple(_counts(x, f"{where}[{i}]")) for i, x in enumerate(seats)]


def _read_player(d: object, where: str) -> CardPlayer:
    f = read_object(d, where, _PLAYER_KEYS)
    p = CardPlayer()
    p.hand = _counts(f["hand"], f"{where}.hand")
    p.hand_n = sum(p.hand)
    p.chapel = _counts(f["chapel"], f"{where}.chapel")
    p.chapel_n = sum(p.chapel)
    for i, slot in enumerate(read_list(f["city"], f"{where}.city", most=12)):
        at = f"{where}.city[{i}]"
        kind_raw, good_raw = read_list(slot, at, 2)
        kind = _card(kind_raw, f"{at}[0]")
        good = _card_or_none(good_raw, f"{at}[1]")
        if good >= 0 and not HOLDS_GOOD[kind]:
            raise _fail(at, f"has a good on {CARD_IDS[kind]}, which carries none")
        if not IS_PRODUCTION[kind]:
            if p.mask & BIT[kind]:
                raise _fail(at, f"repeats the city building {CARD_IDS[kind]}")
            p.mask |= BIT[kind]
        p.city.append(kind)
        p.goods.append(good)
    return p
