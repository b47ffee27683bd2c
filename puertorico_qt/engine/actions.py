"""Actions: integer ids for speed, small frozen values for people, a text notation.

Every decision a player makes is one action.  The engine's hot path works on
plain ints (``legal_actions()`` returns ints, ``apply()`` takes one); the
dataclasses below are the readable form, and ``docs/notation.md`` documents
the text form.  ``encode(decode(i)) == i`` and ``parse(format(i)) == i`` hold
for every id (tested).

Id layout (stable: saves store notation, but the AI may cache ids)::

    0            pass
    1..15        choose role card c           (ROLE + c)
    16..21       take island tile k           (TAKE + k; k = good, 5 = quarry)
    22           hacienda: draw a face-down plantation
    23           hospice: put a colonist on the tile just taken
    24           mayor: take the extra colonist from the supply
    25           university: put a colonist on the building just built
    26..30       craftsman: the extra good g  (CRAFT + g)
    32..36       sell good g                  (SELL + g)
    40..59       ship good g on ship s        (SHIP + 5*s + g; s = 3 is the wharf)
    64..133      place a colonist on target t (PLACE + t; t < 6 tile kinds,
                                               t = 6 + b building b)
    140..203     build building b             (BUILD + b)
    208..399     storage choice               (STORE + 6*mask + keep; keep 5 = none)
"""

from __future__ import annotations

from dataclasses import dataclass

from .data import (
    BUILDING_INDEX,
    BUILDINGS,
    GOOD_NAMES,
    N_BUILDINGS,
    N_GOODS,
    N_TILE_KINDS,
    ROLE_NAMES,
    TILE_NAMES,
)

PASS = 0
ROLE = 1
MAX_ROLE_CARDS = 15
TAKE = 16
HACIENDA_DRAW = 22
HOSPICE_COLONIST = 23
MAYOR_EXTRA = 24
UNIVERSITY_COLONIST = 25
CRAFT = 26
SELL = 32
SHIP = 40
WHARF_SHIP = 3  # the ship index that means "my wharf"
PLACE = 64
BUILDING_TARGET = N_TILE_KINDS  # place target of building b is BUILDING_TARGET + b
MAX_BUILDINGS = 64
BUILD = 140
STORE = 208
KEEP_NONE = 5
N_ACTIONS = STORE + 32 * 6

assert N_BUILDINGS <= MAX_BUILDINGS


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
class HospiceColonist:
    def encode(self) -> int:
        return HOSPICE_COLONIST


@dataclass(frozen=True, slots=True)
class MayorExtraColonist:
    def encode(self) -> int:
        return MAYOR_EXTRA


@dataclass(frozen=True, slots=True)
class UniversityColonist:
    def encode(self) -> int:
        return UNIVERSITY_COLONIST


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
        return SHIP + 5 * self.ship + self.good


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
        return STORE + 6 * self.warehouse_mask + keep


Action = (
    Pass | ChooseRole | TakeTile | HaciendaDraw | HospiceColonist | MayorExtraColonist
    | UniversityColonist | CraftsmanBonus | Sell | Ship | PlaceOnTile | PlaceOnBuilding
    | Build | Store
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
    if a == HOSPICE_COLONIST:
        return HospiceColonist()
    if a == MAYOR_EXTRA:
        return MayorExtraColonist()
    if a == UNIVERSITY_COLONIST:
        return UniversityColonist()
    if CRAFT <= a < CRAFT + N_GOODS:
        return CraftsmanBonus(a - CRAFT)
    if SELL <= a < SELL + N_GOODS:
        return Sell(a - SELL)
    if SHIP <= a < SHIP + 20:
        return Ship(good=(a - SHIP) % 5, ship=(a - SHIP) // 5)
    if PLACE <= a < PLACE + BUILDING_TARGET:
        return PlaceOnTile(a - PLACE)
    if PLACE + BUILDING_TARGET <= a < PLACE + BUILDING_TARGET + N_BUILDINGS:
        return PlaceOnBuilding(a - PLACE - BUILDING_TARGET)
    if BUILD <= a < BUILD + N_BUILDINGS:
        return Build(a - BUILD)
    if STORE <= a < N_ACTIONS:
        mask, keep = divmod(a - STORE, 6)
        return Store(mask, -1 if keep == KEEP_NONE else keep)
    raise ValueError(f"{action} is not an action id")


def encode(action: Action) -> int:
    return action.encode()


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
        case HospiceColonist():
            return "hospice"
        case MayorExtraColonist():
            return "extra-colonist"
        case UniversityColonist():
            return "university"
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
        case "hospice":
            need(0)
            return HOSPICE_COLONIST
        case "extra-colonist":
            need(0)
            return MAYOR_EXTRA
        case "university":
            need(0)
            return UNIVERSITY_COLONIST
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
                return SHIP + 5 * WHARF_SHIP + good
            if not args[1].isdigit() or int(args[1]) not in ship_caps:
                caps = ", ".join(map(str, ship_caps))
                raise NotationError(
                    f"no ship with {args[1]} holds; this game's ships: {caps}, wharf"
                )
            return SHIP + 5 * ship_caps.index(int(args[1])) + good
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
            return STORE + 6 * mask + (KEEP_NONE if keep < 0 else keep)
    raise NotationError(f"unknown action {head!r}: {text!r}")
