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

from .data import (
    BUILDING_INDEX,
    BUILDINGS,
    GOOD_NAMES,
    HOSPICE,
    N_BUILDINGS,
    N_GOODS,
    N_TILE_KINDS,
    ROLE_NAMES,
    TILE_NAMES,
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


Action = (
    Pass | ChooseRole | TakeTile | HaciendaDraw | BonusColonist | MayorExtraColonist
    | CraftsmanBonus | Sell | Ship | PlaceOnTile | PlaceOnBuilding | Build | Store
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
    raise ValueError(f"{action} is not an action id")


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


# --------------------------------------------------------------------------- notation


def _role_card_name(role_cards: tuple[int, ...], card: int) -> str:
    kind = role_cards[card]
    name = ROLE_NAMES[kind]
    same = [c for c, k in enumerate(role_cards) if k == kind]
    if len(same) > 1:
        return f"{name}#{same.index(card) + 1}"
    return name


def format_action(action: int, role_cards: tuple[int, ...], ship_caps: tuple[int, ...]) -> str:
    """The notation of an action id; role cards and ships name the game's own."""
    v = decode(action)
    match v:
        case Pass():
            return "pass"
        case ChooseRole(card):
            return "role " + _role_card_name(role_cards, card)
        case TakeTile(tile):
            return "take " + TILE_NAMES[tile]
        case HaciendaDraw():
            return "hacienda"
        case BonusColonist(building):
            return BUILDINGS[building].id  # "hospice", "university"
        case MayorExtraColonist():
            return "extra-colonist"
        case CraftsmanBonus(good):
            return "bonus " + GOOD_NAMES[good]
        case Sell(good):
            return "sell " + GOOD_NAMES[good]
        case Ship(good, ship):
            where = "wharf" if ship == WHARF_SHIP else str(ship_caps[ship])
            return f"ship {GOOD_NAMES[good]} {where}"
        case PlaceOnTile(tile):
            return "place " + TILE_NAMES[tile]
        case PlaceOnBuilding(building):
            return "place " + BUILDINGS[building].id
        case Build(building):
            return "build " + BUILDINGS[building].id
        case Store(mask, keep):
            parts = ["store"]
            kinds = [GOOD_NAMES[g] for g in range(N_GOODS) if mask >> g & 1]
            if kinds:
                parts.append(",".join(kinds))
            if keep >= 0:
                parts += ["keep", GOOD_NAMES[keep]]
            return " ".join(parts)
    raise AssertionError(v)  # pragma: no cover


def _good(word: str) -> int:
    if word == "fruit":  # the 1897 name of indigo
        word = "indigo"
    try:
        return GOOD_NAMES.index(word)
    except ValueError:
        raise NotationError(
            f"unknown good {word!r}; expected one of {', '.join(GOOD_NAMES)}"
        ) from None


def _tile(word: str) -> int:
    if word == "fruit":
        word = "indigo"
    try:
        return TILE_NAMES.index(word)
    except ValueError:
        raise NotationError(f"unknown plantation {word!r}") from None


def _building(word: str) -> int:
    try:
        return BUILDING_INDEX[word]
    except KeyError:
        raise NotationError(f"unknown building {word!r}") from None


def _role_card(word: str, role_cards: tuple[int, ...], available: tuple[bool, ...] | None) -> int:
    name, _, number = word.partition("#")
    try:
        kind = ROLE_NAMES.index(name)
    except ValueError:
        raise NotationError(f"unknown role {name!r}") from None
    cards = [c for c, k in enumerate(role_cards) if k == kind]
    if not cards:
        raise NotationError(f"there is no {name} card in this game")
    if number:
        if not number.isdigit() or not 1 <= int(number) <= len(cards):
            raise NotationError(f"there is no {word!r} card in this game")
        return cards[int(number) - 1]
    if available is not None:
        for c in cards:
            if available[c]:
                return c
    return cards[0]


def parse_action(
    text: str,
    role_cards: tuple[int, ...],
    ship_caps: tuple[int, ...],
    available_roles: tuple[bool, ...] | None = None,
) -> int:
    """The action id of a notation string (NotationError if it is not one)."""
    words = text.strip().lower().split()
    if not words:
        raise NotationError("empty action")
    head, args = words[0], words[1:]

    def need(n: int) -> None:
        if len(args) != n:
            raise NotationError(f"{head!r} takes {n} argument(s): {text!r}")

    match head:
        case "pass":
            need(0)
            return PASS
        case "role":
            need(1)
            return ROLE + _role_card(args[0], role_cards, available_roles)
        case "take":
            need(1)
            return TAKE + _tile(args[0])
        case "hacienda":
            need(0)
            return HACIENDA_DRAW
        case _ if head in BONUS_COLONIST_BUILDINGS:
            need(0)
            return BONUS_COLONIST + BUILDING_INDEX[head]
        case "extra-colonist":
            need(0)
            return MAYOR_EXTRA
        case "bonus":
            need(1)
            return CRAFT + _good(args[0])
        case "sell":
            need(1)
            return SELL + _good(args[0])
        case "ship":
            need(2)
            good = _good(args[0])
            if args[1] == "wharf":
                return ship(good, WHARF_SHIP)
            if not args[1].isdigit() or int(args[1]) not in ship_caps:
                caps = ", ".join(map(str, ship_caps))
                raise NotationError(
                    f"no ship with {args[1]} holds; this game's ships: {caps}, wharf"
                )
            return ship(good, ship_caps.index(int(args[1])))
        case "place":
            need(1)
            word = args[0]
            if word in TILE_NAMES or word == "fruit":
                return PLACE + _tile(word)
            return PLACE + BUILDING_TARGET + _building(word)
        case "build":
            need(1)
            return BUILD + _building(args[0])
        case "store":
            mask, keep = 0, -1
            rest = list(args)
            if rest and rest[0] != "keep":
                for name in rest.pop(0).split(","):
                    mask |= 1 << _good(name)
            if rest:
                if rest[0] != "keep" or len(rest) != 2:
                    raise NotationError(f"expected 'store [GOODS] [keep GOOD]': {text!r}")
                keep = _good(rest[1])
            if keep >= 0 and mask >> keep & 1:
                raise NotationError("a good in a warehouse cannot also be the kept barrel")
            return store(mask, keep)
    raise NotationError(f"unknown action {head!r}: {text!r}")
