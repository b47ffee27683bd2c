"""The text notation of actions (``docs/notation.md``): ``format_action`` and
``parse_action``.  Kept apart from the id layout (``actions``) so that each content set
adds its words here without the layout module growing; ``parse(format(i)) == i`` holds
for every id (tested)."""

from __future__ import annotations

from .actions import (
    BONUS_COLONIST,
    BONUS_COLONIST_BUILDINGS,
    BUILD,
    BUILDING_TARGET,
    CRAFT,
    DRAFT,
    FOREST,
    HACIENDA_DRAW,
    LAND_BUY,
    MAYOR_EXTRA,
    N_PLANTATION_KINDS,
    NOBLES,
    PASS,
    PLACE,
    PLUNDER,
    POACH,
    RAID,
    ROLE,
    SELL,
    SELL_POST,
    SMALL_WHARF_LOAD,
    STOREHOUSE_KEEP,
    SUPPLY,
    SWAP,
    TAKE,
    TRADE_GOOD,
    TRADE_VP,
    WHARF_SHIP,
    BonusColonist,
    Build,
    ChooseNobles,
    ChooseRole,
    CraftsmanBonus,
    Discard,
    Draft,
    HaciendaDraw,
    LandBuy,
    LandSell,
    LoadSmallWharf,
    MayorExtraColonist,
    MoveGuest,
    NotationError,
    Pass,
    PlaceOnBuilding,
    PlaceOnTile,
    Sell,
    SellToSupply,
    Ship,
    Smuggle,
    Store,
    StoreMore,
    SupplyGoods,
    TakeForest,
    TakeTile,
    TradeGood,
    TradeVP,
    TradeWorker,
    decode,
    discard,
    land_sell,
    move_guest,
    ship,
    store,
    store_more,
    trade_worker,
)
from .data import (
    BUILDING_INDEX,
    BUILDINGS,
    GOOD_NAMES,
    N_GOODS,
    NOBLE_SENSITIVE,
    ROLE_NAMES,
    TILE_NAMES,
)


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
            return _format_store(mask, [keep] if keep >= 0 else [])
        case StoreMore(mask, kept):
            return _format_store(mask, [g for g in range(N_GOODS) for _ in range(kept[g])])
        case Draft(building):
            return "draft " + BUILDINGS[building].id
        case TakeForest(kind):
            return "forest " + TILE_NAMES[kind]
        case TradeVP():
            return "trade vp"
        case TradeGood(good):
            return "trade " + GOOD_NAMES[good]
        case TradeWorker(place, noble):
            return f"trade {'noble' if noble else 'colonist'} {place_name(place)}"
        case MoveGuest(target, noble):
            return f"guest {place_name(target)}" + (" noble" if noble else "")
        case SellToSupply(good):
            return "sell-post " + GOOD_NAMES[good]
        case LoadSmallWharf(good):
            return "small-wharf " + GOOD_NAMES[good]
        case SupplyGoods(mask):
            return "supply " + ",".join(GOOD_NAMES[g] for g in range(N_GOODS) if mask >> g & 1)
        case LandBuy():
            return "land-buy"
        case LandSell(kind, forest):
            return "land-sell " + _give_up_name(kind, forest)
        case Discard(kind, forest):
            return "discard " + _give_up_name(kind, forest)
        case ChooseNobles(mask):
            names = [BUILDINGS[b].id for i, b in enumerate(NOBLE_SENSITIVE) if mask >> i & 1]
            return "nobles " + (",".join(names) if names else "none")
        case Smuggle(option, target):
            if option == "raid":
                return f"smuggle raid {_ship_name(ship_caps, target)}"
            if option == "swap":
                return "smuggle swap " + _role_card_name(role_cards, target)
            return "smuggle " + option
    raise AssertionError(v)  # pragma: no cover


def _ship_name(ship_caps: tuple[int, ...], ship: int) -> str:
    """A cargo ship by its holds (an id past this game's ships keeps its index)."""
    return str(ship_caps[ship]) if ship < len(ship_caps) else f"#{ship}"


def _format_store(mask: int, kept: list[int]) -> str:
    parts = ["store"]
    kinds = [GOOD_NAMES[g] for g in range(N_GOODS) if mask >> g & 1]
    if kinds:
        parts.append(",".join(kinds))
    if kept:
        parts += ["keep", ",".join(GOOD_NAMES[g] for g in kept)]
    return " ".join(parts)


def place_name(place: int) -> str:
    """The notation of a worker's place: ``san_juan``, a tile kind, a building id."""
    if place < 0:
        return "san_juan"
    if place < BUILDING_TARGET:
        return TILE_NAMES[place]
    return BUILDINGS[place - BUILDING_TARGET].id


def _give_up_name(kind: int, forest: bool) -> str:
    return ("forest-" if forest else "") + TILE_NAMES[kind]


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
            mask = 0
            kept: list[int] = []
            rest = list(args)
            if rest and rest[0] != "keep":
                for name in rest.pop(0).split(","):
                    mask |= 1 << _good(name)
            if rest:
                if rest[0] != "keep" or len(rest) != 2:
                    raise NotationError(f"expected 'store [GOODS] [keep GOODS]': {text!r}")
                kept = [_good(name) for name in rest[1].split(",")]
            if any(mask >> g & 1 for g in kept):
                raise NotationError("a good in a warehouse cannot also be a kept barrel")
            if len(kept) <= 1:
                return store(mask, kept[0] if kept else -1)
            if len(kept) > STOREHOUSE_KEEP:
                raise NotationError(f"at most {STOREHOUSE_KEEP} barrels are kept")
            return store_more(mask, tuple(kept.count(g) for g in range(N_GOODS)))
        case "draft":
            need(1)
            return DRAFT + _building(args[0])
        case "forest":
            need(1)
            tile = _tile(args[0])
            if tile >= N_PLANTATION_KINDS:
                raise NotationError("a quarry cannot become a forest")
            return FOREST + tile
        case "trade":
            if len(args) == 1:
                return TRADE_VP if args[0] == "vp" else TRADE_GOOD + _good(args[0])
            need(2)
            if args[0] not in ("colonist", "noble"):
                raise NotationError(f"expected 'trade colonist|noble PLACE': {text!r}")
            return trade_worker(_place(args[1]), args[0] == "noble")
        case "guest":
            if len(args) == 2 and args[1] == "noble":
                return move_guest(_target(args[0]), True)
            need(1)
            return move_guest(_target(args[0]), False)
        case "sell-post":
            need(1)
            return SELL_POST + _good(args[0])
        case "small-wharf":
            need(1)
            return SMALL_WHARF_LOAD + _good(args[0])
        case "supply":
            need(1)
            mask = 0
            for name in args[0].split(","):
                mask |= 1 << _good(name)
            return SUPPLY + mask
        case "land-buy":
            need(0)
            return LAND_BUY
        case "land-sell" | "discard":
            need(1)
            forest = args[0].startswith("forest-")
            tile = _tile(args[0].removeprefix("forest-"))
            if tile >= N_PLANTATION_KINDS:
                raise NotationError("only a plantation or a forest can be given up")
            return (land_sell if head == "land-sell" else discard)(tile, forest)
        case "nobles":
            need(1)
            mask = 0
            if args[0] != "none":
                for name in args[0].split(","):
                    b = _building(name)
                    if b not in NOBLE_SENSITIVE:
                        raise NotationError(f"{name!r} makes no difference between workers")
                    mask |= 1 << NOBLE_SENSITIVE.index(b)
            return NOBLES + mask
        case "smuggle":
            return _parse_smuggle(args, text, role_cards, ship_caps, available_roles)
    raise NotationError(f"unknown action {head!r}: {text!r}")


def _parse_smuggle(
    args: list[str],
    text: str,
    role_cards: tuple[int, ...],
    ship_caps: tuple[int, ...],
    available_roles: tuple[bool, ...] | None,
) -> int:
    """``smuggle plunder``, ``smuggle poach``, ``smuggle raid HOLDS``, ``smuggle swap ROLE``."""
    match args:
        case ["plunder"]:
            return PLUNDER
        case ["poach"]:
            return POACH
        case ["raid", holds]:
            if holds.startswith("#") and holds[1:].isdigit():
                return RAID + int(holds[1:])
            if not holds.isdigit() or int(holds) not in ship_caps:
                caps = ", ".join(map(str, ship_caps))
                raise NotationError(f"no cargo ship with {holds} holds; this game's: {caps}")
            return RAID + ship_caps.index(int(holds))
        case ["swap", role]:
            return SWAP + _role_card(role, role_cards, available_roles)
    raise NotationError(f"expected 'smuggle plunder|poach|raid HOLDS|swap ROLE': {text!r}")


def _target(word: str) -> int:
    """A tile kind or a building, as a place target."""
    if word in TILE_NAMES or word == "fruit":
        return _tile(word)
    return BUILDING_TARGET + _building(word)


def _place(word: str) -> int:
    return -1 if word == "san_juan" else _target(word)
