"""Static game data: goods, roles, buildings and the set-up table.

Everything the rules need as numbers lives here, loaded once at import.  The
numbers come from ``shared/rules/gamedata.json`` (copied into
``buildings.json`` beside this module so that the installed package and the
bundle carry them).  Names are not here: the GUI translates stable ids.

Indices are plain ints because the hot paths (legal actions, apply) index
lists with them millions of times per second.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from enum import IntEnum
from importlib import resources


class Good(IntEnum):
    """The five goods; the value is the index used in every per-good list."""

    CORN = 0
    INDIGO = 1  # "fruit" in the 1897 edition; the engine keeps one id
    SUGAR = 2
    TOBACCO = 3
    COFFEE = 4


GOODS: tuple[Good, ...] = tuple(Good)
N_GOODS = 5
GOOD_NAMES: tuple[str, ...] = ("corn", "indigo", "sugar", "tobacco", "coffee")
#: Trading-house price of each good (same in both editions).
GOOD_PRICE: tuple[int, ...] = (0, 1, 2, 3, 4)

#: Island tile kinds: the five plantations, then the quarry.  The value is the
#: index in a player's ``plant``/``plant_occ`` lists.
QUARRY = 5
N_TILE_KINDS = 6
TILE_NAMES: tuple[str, ...] = (*GOOD_NAMES, "quarry")

ISLAND_SPACES = 12
CITY_SPACES = 12


class Role(IntEnum):
    """Role kinds.  A game has role *cards*; two cards may share a kind."""

    SETTLER = 0
    MAYOR = 1
    BUILDER = 2
    CRAFTSMAN = 3
    TRADER = 4
    CAPTAIN = 5
    PROSPECTOR = 6
    SMUGGLER = 7  # expansion III: one extra card, no coin ever put on it


ROLE_NAMES: tuple[str, ...] = (
    "settler",
    "mayor",
    "builder",
    "craftsman",
    "trader",
    "captain",
    "prospector",
    "smuggler",
)


class BuildingKind(IntEnum):
    SMALL_PRODUCTION = 0
    LARGE_PRODUCTION = 1
    VIOLET_SMALL = 2
    VIOLET_LARGE = 3


@dataclass(frozen=True, slots=True)
class BuildingType:
    """One row of the building table."""

    index: int
    id: str
    expansion: str
    kind: BuildingKind
    produces: int  # a Good index, or -1 for violet buildings
    cost: int
    vp: int
    circles: int
    column: int  # the quarry column: at most this many quarries lower the cost
    city_spaces: int
    copies: int  # copies in the 3-5 player game
    copies_2p: int  # copies in the 2-player game

    @property
    def is_production(self) -> bool:
        return self.produces >= 0

    @property
    def is_violet(self) -> bool:
        """A violet (1897: beige) building: not production, and not the nobles' red
        jeweler, which counts as a large production building."""
        return self.kind in (BuildingKind.VIOLET_SMALL, BuildingKind.VIOLET_LARGE)

    @property
    def is_large(self) -> bool:
        return self.city_spaces == 2


def _load_buildings() -> tuple[BuildingType, ...]:
    raw = json.loads(resources.files(__package__).joinpath("buildings.json").read_text("utf-8"))
    rows = []
    for index, b in enumerate(raw["buildings"]):
        kind_name = b["kind"] or ("violet_large" if b["city_spaces"] == 2 else "violet_small")
        produces = GOOD_NAMES.index(b["produces"]) if b["produces"] else -1
        rows.append(
            BuildingType(
                index=index,
                id=b["id"],
                expansion=b["expansion"],
                kind=BuildingKind[kind_name.upper()],
                produces=produces,
                cost=b["cost"],
                vp=b["vp"],
                circles=b["circles"],
                column=b["column"],
                city_spaces=b["city_spaces"],
                copies=b["copies"],
                copies_2p=b["copies_2p"] if b["copies_2p"] is not None else 1,
            )
        )
    return tuple(rows)


BUILDINGS: tuple[BuildingType, ...] = _load_buildings()
N_BUILDINGS = len(BUILDINGS)
BUILDING_INDEX: dict[str, int] = {b.id: b.index for b in BUILDINGS}
BASE_BUILDINGS: tuple[int, ...] = tuple(b.index for b in BUILDINGS if b.expansion == "base")


def _b(name: str) -> int:
    return BUILDING_INDEX[name]


# Buildings whose effect the rules refer to by name (indices into BUILDINGS).
SMALL_INDIGO_PLANT = _b("small_indigo_plant")
SMALL_SUGAR_MILL = _b("small_sugar_mill")
INDIGO_PLANT = _b("indigo_plant")
SUGAR_MILL = _b("sugar_mill")
TOBACCO_STORAGE = _b("tobacco_storage")
COFFEE_ROASTER = _b("coffee_roaster")
SMALL_MARKET = _b("small_market")
HACIENDA = _b("hacienda")
CONSTRUCTION_HUT = _b("construction_hut")
SMALL_WAREHOUSE = _b("small_warehouse")
HOSPICE = _b("hospice")
OFFICE = _b("office")
LARGE_MARKET = _b("large_market")
LARGE_WAREHOUSE = _b("large_warehouse")
FACTORY = _b("factory")
UNIVERSITY = _b("university")
HARBOR = _b("harbor")
WHARF = _b("wharf")
GUILD_HALL = _b("guild_hall")
RESIDENCE = _b("residence")
FORTRESS = _b("fortress")
CUSTOMS_HOUSE = _b("customs_house")
CITY_HALL = _b("city_hall")
# Expansion I, the new buildings.
AQUEDUCT = _b("aqueduct")
FOREST_HOUSE = _b("forest_house")
BLACK_MARKET = _b("black_market")
STOREHOUSE = _b("storehouse")
GUEST_HOUSE = _b("guest_house")
TRADING_POST = _b("trading_post")
CHURCH = _b("church")
SMALL_WHARF = _b("small_wharf")
LIGHTHOUSE = _b("lighthouse")
SPECIALTY_FACTORY = _b("specialty_factory")
LIBRARY = _b("library")
UNION_HALL = _b("union_hall")
STATUE = _b("statue")
CLOISTER = _b("cloister")
# Expansion II, the nobles' buildings.
LAND_OFFICE = _b("land_office")
CHAPEL = _b("chapel")
HUNTING_LODGE = _b("hunting_lodge")
ZONING_OFFICE = _b("zoning_office")
ROYAL_SUPPLIER = _b("royal_supplier")
VILLA = _b("villa")
JEWELER = _b("jeweler")
ROYAL_GARDEN = _b("royal_garden")

#: The buildings whose effect depends on whether a colonist or a noble mans them (one
#: circle each).  Only there does the engine keep which kind of worker stands: a
#: player's ``noble_on`` mask has bit ``i`` set when ``NOBLE_SENSITIVE[i]`` holds a noble.
NOBLE_SENSITIVE: tuple[int, ...] = (LAND_OFFICE, CHAPEL, HUNTING_LODGE, ZONING_OFFICE)

#: The expansions' names (``GameConfig.expansions``) and the building rows each adds.
EXPANSION_NAMES: tuple[str, ...] = ("buildings", "nobles", "smuggler", "festival")

#: Columns of the building table as tuples, for the hot paths.
COST: tuple[int, ...] = tuple(b.cost for b in BUILDINGS)
CIRCLES: tuple[int, ...] = tuple(b.circles for b in BUILDINGS)
COLUMN: tuple[int, ...] = tuple(b.column for b in BUILDINGS)
CITY_SIZE: tuple[int, ...] = tuple(b.city_spaces for b in BUILDINGS)

#: Production buildings per good (corn needs none).
PRODUCTION_BUILDINGS: tuple[tuple[int, ...], ...] = tuple(
    tuple(b.index for b in BUILDINGS if b.produces == g) for g in range(N_GOODS)
)

#: Expansion I's draft: the non-production buildings of the base game and of the
#: expansion compete for the board's non-production spaces, which are the base game's
#: (so many spaces per cost: 1 at cost 1, 2 at cost 2 … 5 at cost 10).
DRAFT_CANDIDATES: tuple[int, ...] = tuple(
    b.index
    for b in BUILDINGS
    if b.expansion in ("base", "buildings")
    and not b.is_production
    and b.kind != BuildingKind.LARGE_PRODUCTION
)


def _spaces_by_cost() -> dict[int, int]:
    spaces: dict[int, int] = {}
    for b in BUILDINGS:
        if b.expansion == "base" and not b.is_production:
            spaces[b.cost] = spaces.get(b.cost, 0) + 1
    return spaces


DRAFT_SPACES: dict[int, int] = _spaces_by_cost()
#: The buildings always in the game: the production buildings.
PRODUCTION_ROWS: tuple[int, ...] = tuple(
    b.index for b in BUILDINGS if b.expansion == "base" and b.is_production
)
NOBLE_BUILDINGS: tuple[int, ...] = tuple(b.index for b in BUILDINGS if b.expansion == "nobles")

#: Expansion II: the nobles in the box, and the colonists when nobody counts them out.
NOBLES_IN_GAME = 20
COLONISTS_IN_BOX = 100

#: Factory bonus by number of kinds produced (0..5).
FACTORY_BONUS: tuple[int, ...] = (0, 0, 1, 2, 3, 5)


class Edition(IntEnum):
    CLASSIC = 0
    E1897 = 1


EDITION_NAMES: tuple[str, ...] = ("classic", "1897")


@dataclass(frozen=True, slots=True)
class SetupRow:
    """Set-up numbers for one player count (rulebooks 000/001/003)."""

    doubloons: int
    starting_plantations: tuple[int, ...]  # in seat order from the governor
    vp_chips: int  # classic; the 1897 edition differs for 5 players
    colonists_supply: int
    colonists_ship: int
    ships: tuple[int, ...]
    roles: tuple[Role, ...]
    face_up: int
    plantations: tuple[int, ...]  # tiles per good in the game
    quarries: int
    goods: tuple[int, ...]  # barrels per good in the game
    two_player_copies: bool


_ALL_ROLES = (Role.SETTLER, Role.MAYOR, Role.BUILDER, Role.CRAFTSMAN, Role.TRADER, Role.CAPTAIN)
_FULL_PLANTATIONS = (10, 12, 11, 9, 8)
_FULL_GOODS = (10, 11, 11, 9, 9)
_C, _I = Good.CORN, Good.INDIGO

SETUP: dict[int, SetupRow] = {
    2: SetupRow(
        doubloons=3,
        starting_plantations=(_I, _C),
        vp_chips=65,
        colonists_supply=40,
        colonists_ship=2,
        ships=(4, 6),
        roles=(*_ALL_ROLES, Role.PROSPECTOR),
        face_up=3,
        plantations=tuple(n - 3 for n in _FULL_PLANTATIONS),
        quarries=5,
        goods=tuple(n - 2 for n in _FULL_GOODS),
        two_player_copies=True,
    ),
    3: SetupRow(2, (_I, _I, _C), 75, 55, 3, (4, 5, 6), _ALL_ROLES, 4, _FULL_PLANTATIONS, 8, _FULL_GOODS, False),
    4: SetupRow(
        3, (_I, _I, _C, _C), 100, 75, 4, (5, 6, 7), (*_ALL_ROLES, Role.PROSPECTOR), 5,
        _FULL_PLANTATIONS, 8, _FULL_GOODS, False,
    ),
    5: SetupRow(
        4, (_I, _I, _I, _C, _C), 122, 95, 5, (6, 7, 8), (*_ALL_ROLES, Role.PROSPECTOR, Role.PROSPECTOR), 6,
        _FULL_PLANTATIONS, 8, _FULL_GOODS, False,
    ),
}  # fmt: skip

#: The 1897 edition ships 126 VP chips instead of 122 (gamedata.md, section B).
VP_CHIPS_1897_5P = 126


def vp_chips_for(players: int, edition: Edition) -> int:
    if players == 5 and edition == Edition.E1897:
        return VP_CHIPS_1897_5P
    return SETUP[players].vp_chips
