"""The card table and the other fixed numbers of the card game.

The deck is a table (``cards.json`` beside this module): one row per kind of card
with its cost, victory points, copies, kind and, for a production building, its good.
A row's ``content`` says which box it comes from ("base", or "buildings" for the
expansion *Die neuen Gebäude*, whose rows are read from ``buildings.json`` by
``buildings_data`` and appended after the base rows), so a game's deck is the rows of
its contents and the ids of the base rows never move.  A row's ``placement`` says
where its cards lie at the start: shuffled into the deck, or face up in the display
beside the trading-house tiles (the Kathedrale).

The rules work on kind indices (plain ints) because the hot paths index lists with
them; names (``CARD_IDS``) are for the notation, the saves and the GUI's translations.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from enum import IntEnum
from functools import lru_cache
from importlib import resources

from .buildings_data import BUILDINGS
from .buildings_data import CONTENT as BUILDINGS_CONTENT
from .kinds import CardKind


@dataclass(frozen=True, slots=True)
class CardType:
    """One row of the card table."""

    index: int
    id: str
    kind: CardKind
    good: int  # the good a production building makes, -1 for a city building
    cost: int
    vp: int
    copies: int
    content: str
    placement: str = "deck"  # or "display": face up beside the tiles, never shuffled in

    @property
    def is_production(self) -> bool:
        return self.kind == CardKind.PRODUCTION


def _load() -> dict:
    text = resources.files(__package__).joinpath("cards.json").read_text(encoding="utf-8")
    return json.loads(text)


_RAW = _load()

#: The goods, in price-table order (a production building's ``good`` indexes this).
GOOD_NAMES: tuple[str, ...] = tuple(_RAW["goods"])
N_GOODS = len(GOOD_NAMES)

_KIND_NAMES = {k.name.lower(): k for k in CardKind}

_BASE: tuple[CardType, ...] = tuple(
    CardType(
        index=i,
        id=row["id"],
        kind=_KIND_NAMES[row["kind"]],
        good=GOOD_NAMES.index(row["good"]) if row["good"] is not None else -1,
        cost=int(row["cost"]),
        vp=int(row["vp"]),
        copies=int(row["copies"]),
        content=row["content"],
    )
    for i, row in enumerate(_RAW["cards"])
)
#: The base deck's rows, then the expansion's (its values come from ``buildings.json``,
#: so a correction there is the only edit).
CARDS: tuple[CardType, ...] = _BASE + tuple(
    CardType(
        index=len(_BASE) + i,
        id=row.id,
        kind=row.kind,
        good=-1,
        cost=row.cost.value,
        vp=row.vp.value,
        copies=row.copies.value,
        content=BUILDINGS_CONTENT,
        placement=row.placement,
    )
    for i, row in enumerate(BUILDINGS)
)
N_KINDS = len(CARDS)
CARD_IDS: tuple[str, ...] = tuple(c.id for c in CARDS)
CARD_INDEX: dict[str, int] = {c.id: c.index for c in CARDS}

# Flat tuples for the hot paths.
COST: tuple[int, ...] = tuple(c.cost for c in CARDS)
VP: tuple[int, ...] = tuple(c.vp for c in CARDS)
COPIES: tuple[int, ...] = tuple(c.copies for c in CARDS)
GOOD_OF: tuple[int, ...] = tuple(c.good for c in CARDS)
IS_PRODUCTION: tuple[bool, ...] = tuple(c.is_production for c in CARDS)
#: The bit of each kind in a player's ``mask`` (the city buildings he owns).
BIT: tuple[int, ...] = tuple(1 << i for i in range(N_KINDS))
PRODUCTION_KINDS: tuple[int, ...] = tuple(c.index for c in CARDS if c.is_production)
MONUMENTS: tuple[int, ...] = tuple(c.index for c in CARDS if c.kind == CardKind.MONUMENT)
#: Cards that lie face up in the display at the start (built from there, never drawn).
IS_DISPLAY: tuple[bool, ...] = tuple(c.placement == "display" for c in CARDS)

#: The trading-house tiles: per tile, the cards paid for one good of each kind.
TRADING_TILES: tuple[tuple[int, ...], ...] = tuple(tuple(t) for t in _RAW["trading_tiles"])
N_TILES = len(TRADING_TILES)

#: The content every game has.
BASE_CONTENT = "base"
#: Contents that have rules today: the base deck, then the expansions a config may
#: name (a config naming another is refused).
CONTENTS: tuple[str, ...] = (BASE_CONTENT, BUILDINGS_CONTENT)

# The buildings the rules name (looked up, so the table's order may grow).
INDIGO_PLANT = CARD_INDEX["indigo_plant"]
SMITHY = CARD_INDEX["smithy"]
GOLD_MINE = CARD_INDEX["gold_mine"]
ARCHIVE = CARD_INDEX["archive"]
POOR_HOUSE = CARD_INDEX["poor_house"]
BLACK_MARKET = CARD_INDEX["black_market"]
TRADING_POST = CARD_INDEX["trading_post"]
WELL = CARD_INDEX["well"]
MARKET_STAND = CARD_INDEX["market_stand"]
CRANE = CARD_INDEX["crane"]
CHAPEL = CARD_INDEX["chapel"]
TOWER = CARD_INDEX["tower"]
AQUEDUCT = CARD_INDEX["aqueduct"]
CARPENTER = CARD_INDEX["carpenter"]
PREFECTURE = CARD_INDEX["prefecture"]
MARKET_HALL = CARD_INDEX["market_hall"]
QUARRY = CARD_INDEX["quarry"]
LIBRARY = CARD_INDEX["library"]
GUILD_HALL = CARD_INDEX["guild_hall"]
CITY_HALL = CARD_INDEX["city_hall"]
TRIUMPHAL_ARCH = CARD_INDEX["triumphal_arch"]
PALACE = CARD_INDEX["palace"]
# The expansion "Die neuen Gebäude".
OFFICE_BUILDING = CARD_INDEX["office_building"]
GUARD_ROOM = CARD_INDEX["guard_room"]
HUT = CARD_INDEX["hut"]
TAVERN = CARD_INDEX["tavern"]
PARK = CARD_INDEX["park"]
CUSTOMS_OFFICE = CARD_INDEX["customs_office"]
BANK = CARD_INDEX["bank"]
HARBOR = CARD_INDEX["harbor"]
GOLDSMITH = CARD_INDEX["goldsmith"]
RESIDENCE = CARD_INDEX["residence"]
CATHEDRAL = CARD_INDEX["cathedral"]


class CardRole(IntEnum):
    """The five role cards."""

    BUILDER = 0
    PRODUCER = 1
    TRADER = 2
    COUNCILLOR = 3
    PROSPECTOR = 4


ROLE_NAMES: tuple[str, ...] = tuple(r.name.lower() for r in CardRole)
N_ROLES = len(ROLE_NAMES)

#: Cards in a hand after the deal, and the limit checked at the start of each round.
START_HAND = 4
HAND_LIMIT = 7
#: Buildings in one city that end the game after the Builder phase.
CITY_GOAL = 12


def deck_kinds(contents: tuple[str, ...]) -> tuple[int, ...]:
    """The cards shuffled into the deck of a game with these contents, one entry per
    copy, in table order (the display's cards are not among them)."""
    return tuple(
        c.index
        for c in CARDS
        if c.content in contents and c.placement == "deck"
        for _ in range(c.copies)
    )


def display_kinds(contents: tuple[str, ...]) -> tuple[int, ...]:
    """The cards laid face up in the display at the start, one entry per copy."""
    return tuple(
        c.index
        for c in CARDS
        if c.content in contents and c.placement == "display"
        for _ in range(c.copies)
    )


@lru_cache(maxsize=8)
def card_totals(contents: tuple[str, ...]) -> tuple[int, ...]:
    """Copies of each kind in a game with these contents, the display's included (0 for
    the kinds of a content the game is played without)."""
    totals = [0] * N_KINDS
    for kind in deck_kinds(contents) + display_kinds(contents):
        totals[kind] += 1
    return tuple(totals)
