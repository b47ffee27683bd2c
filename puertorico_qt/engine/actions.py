"""Actions: integer ids for speed, small frozen values for people, a text notation.

Every decision a player makes is one action.  The engine's hot path works on
plain ints (``legal_actions()`` returns ints, ``apply()`` takes one); the
dataclasses below are the readable form, and ``docs/notation.md`` documents
the text form.  ``encode(decode(i)) == i`` and ``parse(format(i)) == i`` hold
for every id (tested).

The id layout is derived from ``KINDS``, a table of action kinds and how many ids
each needs (as OpenSpiel derives ``num_distinct_actions``): a kind's ids start where
the previous kind's end.  Each size leaves room to grow (more buildings, ships,
tile kinds), and an expansion appends its kinds at the end, so the ids of the base
game do not move.  Nothing outside the engine does arithmetic on ids: code builds
an action with a constructor (``Build(b).encode()``, ``build(b)``) and reads one
with ``decode`` or an accessor (``building_of(a)``); ``tests/test_layers.py`` fails
on raw id arithmetic outside ``engine/``.  Saves store the notation, never ids, so
a new layout never breaks a saved game.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations_with_replacement

from .data import (
    BUILDINGS,
    HOSPICE,
    N_BUILDINGS,
    N_GOODS,
    N_TILE_KINDS,
    NOBLE_SENSITIVE,
    UNIVERSITY,
)

MAX_ROLE_CARDS = 15
MAX_TILE_KINDS = 8  # 5 plantations, the quarry, room for the forest
MAX_BUILDINGS = 64
MAX_SHIPS = 8  # the cargo ships (up to 3), the wharf (3), room for more private ships
WHARF_SHIP = 3  # the ship index that means "my wharf"
KEEP_NONE = N_GOODS  # storage: no barrel kept on the windrose
STORE_CHOICES = (1 << N_GOODS) * (N_GOODS + 1)  # warehouse mask x kept good (or none)

assert N_BUILDINGS <= MAX_BUILDINGS and N_TILE_KINDS <= MAX_TILE_KINDS

N_PLANTATION_KINDS = 5
#: A worker's place (black market, guests): San Juan, a tile kind, or a building.
#: Its index in the layout is ``place + 1`` (San Juan is -1).
N_PLACES = 1 + N_TILE_KINDS + MAX_BUILDINGS
#: The storehouse: the barrels kept besides the warehouses' kinds, as counts per good
#: (at most one plus the storehouse's three).  Every such multiset, in a fixed order.
STOREHOUSE_KEEP = 4
KEPT_SETS: tuple[tuple[int, ...], ...] = tuple(
    tuple(combo.count(g) for g in range(N_GOODS))
    for size in range(STOREHOUSE_KEEP + 1)
    for combo in combinations_with_replacement(range(N_GOODS), size)
)
KEPT_INDEX: dict[tuple[int, ...], int] = {kept: i for i, kept in enumerate(KEPT_SETS)}
#: Island tiles a player may give up (land office, hunting lodge): a plantation of a
#: kind (0 … 4) or a forest whose face is that kind (5 … 9).
N_GIVE_UP = 2 * N_PLANTATION_KINDS


@dataclass(frozen=True, slots=True)
class ActionKind:
    """One row of the id layout: a kind of action and how many ids it needs."""

    name: str
    size: int


#: The id layout, in order.  Append new kinds at the end; never reorder.
KINDS: tuple[ActionKind, ...] = (
    ActionKind("pass", 1),
    ActionKind("role", MAX_ROLE_CARDS),  # + role card
    ActionKind("take", MAX_TILE_KINDS),  # + island tile kind (5 = quarry)
    ActionKind("hacienda", 1),
    ActionKind("bonus_colonist", MAX_BUILDINGS),  # + the building that grants it
    ActionKind("mayor_extra", 1),
    ActionKind("craft", N_GOODS),  # + good
    ActionKind("sell", N_GOODS),  # + good
    ActionKind("ship", MAX_SHIPS * N_GOODS),  # + N_GOODS * ship + good
    ActionKind("place", N_TILE_KINDS + MAX_BUILDINGS),  # + target (tiles, then buildings)
    ActionKind("build", MAX_BUILDINGS),  # + building
    ActionKind("store", STORE_CHOICES),  # + (N_GOODS + 1) * warehouse mask + kept good
    # Expansion I, the new buildings.
    ActionKind("draft", MAX_BUILDINGS),  # + building
    ActionKind("forest", N_PLANTATION_KINDS),  # + the kind of the tile laid as a forest
    ActionKind("trade_vp", 1),  # black market: a VP chip
    ActionKind("trade_good", N_GOODS),  # black market: + good
    ActionKind("trade_worker", 2 * N_PLACES),  # black market: + 2 * (place + 1) + noble
    ActionKind("guest", 2 * (N_TILE_KINDS + MAX_BUILDINGS)),  # + 2 * target + noble
    ActionKind("sell_post", N_GOODS),  # trading post: + good
    ActionKind("small_wharf", N_GOODS),  # load one barrel: + good
    ActionKind("store_more", (1 << N_GOODS) * len(KEPT_SETS)),  # + len(KEPT_SETS) * mask + kept
    # Expansion II, the nobles.
    ActionKind("supply", 1 << N_GOODS),  # royal supplier: + mask of the goods given
    ActionKind("land_buy", 1),  # land office with a colonist: buy the top face-down tile
    ActionKind("land_sell", N_GIVE_UP),  # land office with a noble: + tile given up
    ActionKind("discard", N_GIVE_UP),  # hunting lodge with a colonist: + tile given up
    ActionKind("nobles", 1 << len(NOBLE_SENSITIVE)),  # + mask over NOBLE_SENSITIVE
    # Expansion III, the smuggler: plunder, poach, + 2 + ship (raid), + 2 + MAX_SHIPS + card
    ActionKind("smuggle", 2 + MAX_SHIPS + MAX_ROLE_CARDS),
)


def _offsets() -> dict[str, int]:
    out, at = {}, 0
    for kind in KINDS:
        out[kind.name] = at
        at += kind.size
    return out


OFFSET: dict[str, int] = _offsets()
#: How many ids the layout has (the size of a bot's action index).
N_ACTIONS = sum(kind.size for kind in KINDS)

# The engine's names for the offsets (its phase modules work on ids).
PASS = OFFSET["pass"]
ROLE = OFFSET["role"]
TAKE = OFFSET["take"]
HACIENDA_DRAW = OFFSET["hacienda"]
BONUS_COLONIST = OFFSET["bonus_colonist"]
MAYOR_EXTRA = OFFSET["mayor_extra"]
CRAFT = OFFSET["craft"]
SELL = OFFSET["sell"]
SHIP = OFFSET["ship"]
PLACE = OFFSET["place"]
BUILD = OFFSET["build"]
STORE = OFFSET["store"]
DRAFT = OFFSET["draft"]
FOREST = OFFSET["forest"]
TRADE_VP = OFFSET["trade_vp"]
TRADE_GOOD = OFFSET["trade_good"]
TRADE_WORKER = OFFSET["trade_worker"]
GUEST = OFFSET["guest"]
SELL_POST = OFFSET["sell_post"]
SMALL_WHARF_LOAD = OFFSET["small_wharf"]
STORE_MORE = OFFSET["store_more"]
SUPPLY = OFFSET["supply"]
LAND_BUY = OFFSET["land_buy"]
LAND_SELL = OFFSET["land_sell"]
DISCARD = OFFSET["discard"]
NOBLES = OFFSET["nobles"]
SMUGGLE = OFFSET["smuggle"]
PLUNDER = SMUGGLE
POACH = SMUGGLE + 1
RAID = SMUGGLE + 2  # + cargo ship
SWAP = RAID + MAX_SHIPS  # + role card
# A place target is a tile kind that takes a colonist, or BUILDING_TARGET + building.
# Targets are part of the state (the Mayor's ``mayor_min``), so this must not move.
BUILDING_TARGET = N_TILE_KINDS
_STORE_ROW = N_GOODS + 1

HOSPICE_COLONIST = BONUS_COLONIST + HOSPICE
UNIVERSITY_COLONIST = BONUS_COLONIST + UNIVERSITY
#: The buildings that grant a colonist; their id is the notation of taking it.
BONUS_COLONIST_BUILDINGS = frozenset({BUILDINGS[HOSPICE].id, BUILDINGS[UNIVERSITY].id})


def kind_of(action: int) -> str:
    """The name of the kind an id belongs to (``"build"``, ``"ship"`` …)."""
    for kind in KINDS:
        at = OFFSET[kind.name]
        if at <= action < at + kind.size:
            return kind.name
    raise ValueError(f"{action} is not an action id")


class NotationError(ValueError):
    """Text that is not an action of the notation (or not one for this game)."""


# --------------------------------------------------------------------------- values


@dataclass(frozen=True, slots=True)
class Pass:
    def encode(self) -> int:
        return PASS


@dataclass(frozen=True, slots=True)
class ChooseRole:
    card: int

    def encode(self) -> int:
        return ROLE + self.card


@dataclass(frozen=True, slots=True)
class TakeTile:
    tile: int  # a Good, or QUARRY

    def encode(self) -> int:
        return TAKE + self.tile


@dataclass(frozen=True, slots=True)
class HaciendaDraw:
    def encode(self) -> int:
        return HACIENDA_DRAW


@dataclass(frozen=True, slots=True)
class BonusColonist:
    """Take the colonist a building grants (hospice: on the new tile; university: in the
    new building).  Declined with ``Pass``."""

    building: int

    def encode(self) -> int:
        return BONUS_COLONIST + self.building


@dataclass(frozen=True, slots=True)
class MayorExtraColonist:
    def encode(self) -> int:
        return MAYOR_EXTRA


@dataclass(frozen=True, slots=True)
class CraftsmanBonus:
    good: int

    def encode(self) -> int:
        return CRAFT + self.good


@dataclass(frozen=True, slots=True)
class Sell:
    good: int

    def encode(self) -> int:
        return SELL + self.good


@dataclass(frozen=True, slots=True)
class Ship:
    good: int
    ship: int  # index of the cargo ship, or WHARF_SHIP

    def encode(self) -> int:
        return SHIP + N_GOODS * self.ship + self.good


@dataclass(frozen=True, slots=True)
class PlaceOnTile:
    tile: int

    def encode(self) -> int:
        return PLACE + self.tile


@dataclass(frozen=True, slots=True)
class PlaceOnBuilding:
    building: int

    def encode(self) -> int:
        return PLACE + BUILDING_TARGET + self.building


@dataclass(frozen=True, slots=True)
class Build:
    building: int

    def encode(self) -> int:
        return BUILD + self.building


@dataclass(frozen=True, slots=True)
class Store:
    """Storage after the Captain phase: whole kinds into warehouses, one barrel kept."""

    warehouse_mask: int  # bit g set: all barrels of good g stay in a warehouse
    keep: int  # the one good kept on the windrose, or -1

    def encode(self) -> int:
        keep = KEEP_NONE if self.keep < 0 else self.keep
        return STORE + _STORE_ROW * self.warehouse_mask + keep


# ---- the expansions' values


@dataclass(frozen=True, slots=True)
class Draft:
    """Expansion I's set-up: put ``building`` (and its twin) onto a space of its cost."""

    building: int

    def encode(self) -> int:
        return DRAFT + self.building


@dataclass(frozen=True, slots=True)
class TakeForest:
    """Lay a plantation of ``kind`` face down as a forest (forest house): a face-up one
    in the Settler phase, or the face-down tile just drawn."""

    kind: int

    def encode(self) -> int:
        return FOREST + self.kind


@dataclass(frozen=True, slots=True)
class TradeVP:
    """Black market: give a VP chip for one doubloon of the price."""

    def encode(self) -> int:
        return TRADE_VP


@dataclass(frozen=True, slots=True)
class TradeGood:
    """Black market: give a barrel of ``good`` for one doubloon of the price."""

    good: int

    def encode(self) -> int:
        return TRADE_GOOD + self.good


@dataclass(frozen=True, slots=True)
class TradeWorker:
    """Black market: give the worker standing at ``place`` (San Juan -1, a tile kind, or
    ``BUILDING_TARGET`` + building) — a noble if ``noble`` — for one doubloon."""

    place: int
    noble: bool

    def encode(self) -> int:
        return TRADE_WORKER + 2 * (self.place + 1) + int(self.noble)


@dataclass(frozen=True, slots=True)
class MoveGuest:
    """Move one guest from the guest house to ``target`` (a tile kind or
    ``BUILDING_TARGET`` + building), as a noble if ``noble``."""

    target: int
    noble: bool

    def encode(self) -> int:
        return GUEST + 2 * self.target + int(self.noble)


@dataclass(frozen=True, slots=True)
class SellToSupply:
    """Trading post: sell a barrel of ``good`` straight to the supply."""

    good: int

    def encode(self) -> int:
        return SELL_POST + self.good


@dataclass(frozen=True, slots=True)
class LoadSmallWharf:
    """Small wharf: load one barrel of ``good`` (barrels in non-decreasing good order;
    ``Pass`` ends the shipment)."""

    good: int

    def encode(self) -> int:
        return SMALL_WHARF_LOAD + self.good


@dataclass(frozen=True, slots=True)
class StoreMore:
    """Storage with a storehouse: whole kinds in warehouses, and two to four barrels
    kept (counts per good)."""

    warehouse_mask: int
    kept: tuple[int, ...]

    def encode(self) -> int:
        return STORE_MORE + len(KEPT_SETS) * self.warehouse_mask + KEPT_INDEX[self.kept]


@dataclass(frozen=True, slots=True)
class SupplyGoods:
    """Royal supplier: give one barrel of each good in ``mask`` for a VP each."""

    mask: int

    def encode(self) -> int:
        return SUPPLY + self.mask


@dataclass(frozen=True, slots=True)
class LandBuy:
    """Land office with a colonist: buy the top face-down plantation for a doubloon."""

    def encode(self) -> int:
        return LAND_BUY


@dataclass(frozen=True, slots=True)
class LandSell:
    """Land office with a noble: give up a plantation (or forest) for a doubloon."""

    kind: int
    forest: bool

    def encode(self) -> int:
        return LAND_SELL + self.kind + (N_PLANTATION_KINDS if self.forest else 0)


@dataclass(frozen=True, slots=True)
class Discard:
    """Hunting lodge with a colonist: give up a plantation (or forest)."""

    kind: int
    forest: bool

    def encode(self) -> int:
        return DISCARD + self.kind + (N_PLANTATION_KINDS if self.forest else 0)


@dataclass(frozen=True, slots=True)
class ChooseNobles:
    """Which colonist-or-noble buildings a noble mans (bit i: ``NOBLE_SENSITIVE[i]``)."""

    mask: int

    def encode(self) -> int:
        return NOBLES + self.mask


#: The smuggler's four actions, by their notation words.
SMUGGLER_OPTIONS = ("plunder", "poach", "raid", "swap")


@dataclass(frozen=True, slots=True)
class Smuggle:
    """The smuggler's action: ``option`` one of ``SMUGGLER_OPTIONS``; ``target`` the
    cargo ship raided or the role card taken (-1 for plunder and poach)."""

    option: str
    target: int = -1

    def encode(self) -> int:
        match self.option:
            case "plunder":
                return PLUNDER
            case "poach":
                return POACH
            case "raid":
                return RAID + self.target
        return SWAP + self.target


Action = (
    Pass | ChooseRole | TakeTile | HaciendaDraw | BonusColonist | MayorExtraColonist
    | CraftsmanBonus | Sell | Ship | PlaceOnTile | PlaceOnBuilding | Build | Store
    | Draft | TakeForest | TradeVP | TradeGood | TradeWorker | MoveGuest | SellToSupply
    | LoadSmallWharf | StoreMore | SupplyGoods | LandBuy | LandSell | Discard | ChooseNobles
    | Smuggle
)  # fmt: skip


def decode(action: int) -> Action:
    """The value for an action id (raises ValueError for ids outside the layout)."""
    a = action
    if a == PASS:
        return Pass()
    if ROLE <= a < ROLE + MAX_ROLE_CARDS:
        return ChooseRole(a - ROLE)
    if TAKE <= a < TAKE + N_TILE_KINDS:
        return TakeTile(a - TAKE)
    if a == HACIENDA_DRAW:
        return HaciendaDraw()
    if BONUS_COLONIST <= a < BONUS_COLONIST + N_BUILDINGS:
        return BonusColonist(a - BONUS_COLONIST)
    if a == MAYOR_EXTRA:
        return MayorExtraColonist()
    if CRAFT <= a < CRAFT + N_GOODS:
        return CraftsmanBonus(a - CRAFT)
    if SELL <= a < SELL + N_GOODS:
        return Sell(a - SELL)
    if SHIP <= a < SHIP + MAX_SHIPS * N_GOODS:
        ship, good = divmod(a - SHIP, N_GOODS)
        return Ship(good=good, ship=ship)
    if PLACE <= a < PLACE + BUILDING_TARGET:
        return PlaceOnTile(a - PLACE)
    if PLACE + BUILDING_TARGET <= a < PLACE + BUILDING_TARGET + N_BUILDINGS:
        return PlaceOnBuilding(a - PLACE - BUILDING_TARGET)
    if BUILD <= a < BUILD + N_BUILDINGS:
        return Build(a - BUILD)
    if STORE <= a < STORE + STORE_CHOICES:
        mask, keep = divmod(a - STORE, _STORE_ROW)
        return Store(mask, -1 if keep == KEEP_NONE else keep)
    if a >= DRAFT:
        return _decode_expansion(a)
    raise ValueError(f"{action} is not an action id")


def _decode_expansion(a: int) -> Action:
    kind = kind_of(a)  # raises ValueError outside the layout
    at = a - OFFSET[kind]
    match kind:
        case "draft" if at < N_BUILDINGS:
            return Draft(at)
        case "forest":
            return TakeForest(at)
        case "trade_vp":
            return TradeVP()
        case "trade_good":
            return TradeGood(at)
        case "trade_worker" if _is_place(at // 2 - 1):
            return TradeWorker(at // 2 - 1, bool(at % 2))
        case "guest" if _is_place(at // 2):
            return MoveGuest(at // 2, bool(at % 2))
        case "sell_post":
            return SellToSupply(at)
        case "small_wharf":
            return LoadSmallWharf(at)
        case "store_more":
            mask, kept = divmod(at, len(KEPT_SETS))
            return StoreMore(mask, KEPT_SETS[kept])
        case "supply":
            return SupplyGoods(at)
        case "land_buy":
            return LandBuy()
        case "land_sell":
            return LandSell(at % N_PLANTATION_KINDS, at >= N_PLANTATION_KINDS)
        case "discard":
            return Discard(at % N_PLANTATION_KINDS, at >= N_PLANTATION_KINDS)
        case "nobles":
            return ChooseNobles(at)
        case "smuggle":
            if at < 2:
                return Smuggle(SMUGGLER_OPTIONS[at])
            if at < 2 + MAX_SHIPS:
                return Smuggle("raid", at - 2)
            return Smuggle("swap", at - 2 - MAX_SHIPS)
    raise ValueError(f"{a} is not an action id")


def _is_place(place: int) -> bool:
    """San Juan (-1), a tile kind, or a building that exists."""
    return -1 <= place < BUILDING_TARGET + N_BUILDINGS


def encode(action: Action) -> int:
    return action.encode()


# --------------------------------------------------------------------------- constructors
# Plain functions for the loops that run millions of times (bots, the table's models):
# the same ids as the values' ``encode()``, without building a value.


def choose_role(card: int) -> int:
    return ROLE + card


def take(tile: int) -> int:
    return TAKE + tile


def bonus_colonist(building: int) -> int:
    return BONUS_COLONIST + building


def craft(good: int) -> int:
    return CRAFT + good


def sell(good: int) -> int:
    return SELL + good


def ship(good: int, ship: int) -> int:
    return SHIP + N_GOODS * ship + good


def place_on_tile(tile: int) -> int:
    return PLACE + tile


def place_in_building(building: int) -> int:
    return PLACE + BUILDING_TARGET + building


def build(building: int) -> int:
    return BUILD + building


def store(warehouse_mask: int, keep: int) -> int:
    """``keep`` -1: no barrel kept."""
    return STORE + _STORE_ROW * warehouse_mask + (KEEP_NONE if keep < 0 else keep)


def draft(building: int) -> int:
    return DRAFT + building


def take_forest(kind: int) -> int:
    return FOREST + kind


def trade_good(good: int) -> int:
    return TRADE_GOOD + good


def trade_worker(place: int, noble: bool) -> int:
    return TRADE_WORKER + 2 * (place + 1) + int(noble)


def move_guest(target: int, noble: bool) -> int:
    return GUEST + 2 * target + int(noble)


def sell_to_supply(good: int) -> int:
    return SELL_POST + good


def load_small_wharf(good: int) -> int:
    return SMALL_WHARF_LOAD + good


def store_more(warehouse_mask: int, kept: tuple[int, ...]) -> int:
    return STORE_MORE + len(KEPT_SETS) * warehouse_mask + KEPT_INDEX[kept]


def supply_goods(mask: int) -> int:
    return SUPPLY + mask


def land_sell(kind: int, forest: bool) -> int:
    return LAND_SELL + kind + (N_PLANTATION_KINDS if forest else 0)


def discard(kind: int, forest: bool) -> int:
    return DISCARD + kind + (N_PLANTATION_KINDS if forest else 0)


def choose_nobles(mask: int) -> int:
    return NOBLES + mask


# --------------------------------------------------------------------------- accessors
# For an id already known to be of that kind (from ``legal_actions()`` in that phase).


def card_of(action: int) -> int:
    """The role card of a ``role`` action."""
    return action - ROLE


def tile_of(action: int) -> int:
    """The island tile kind of a ``take`` action."""
    return action - TAKE


def good_of(action: int) -> int:
    """The good of a ``craft``, ``sell`` or ``ship`` action."""
    if action >= SHIP:
        return (action - SHIP) % N_GOODS
    if action >= SELL:
        return action - SELL
    return action - CRAFT


def ship_of(action: int) -> int:
    """The ship of a ``ship`` action (``WHARF_SHIP`` for the wharf)."""
    return (action - SHIP) // N_GOODS


def building_of(action: int) -> int:
    """The building of a ``build`` or ``bonus_colonist`` action."""
    return action - BUILD if action >= BUILD else action - BONUS_COLONIST


def drafted_of(action: int) -> int:
    """The building of a ``draft`` action."""
    return action - DRAFT


def target_of(action: int) -> int:
    """The place target of a ``place`` action: a tile kind, or ``BUILDING_TARGET + b``."""
    return action - PLACE


def storage_of(action: int) -> tuple[int, int]:
    """(warehouse mask, kept good or -1) of a ``store`` action."""
    mask, keep = divmod(action - STORE, _STORE_ROW)
    return mask, (-1 if keep == KEEP_NONE else keep)


def is_kind(action: int, name: str) -> bool:
    """Is ``action`` of kind ``name`` (a row of ``KINDS``)?"""
    at = OFFSET[name]
    return at <= action < at + _SIZE[name]


_SIZE = {kind.name: kind.size for kind in KINDS}
