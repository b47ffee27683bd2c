"""Reasons as values: why the rules refuse an action, or why a role brings nothing.

The engine never writes a sentence for the GUI.  It answers with a ``Reason``: a
code (``Why``) and a few int parameters (a building, a good, a role kind, a phase,
an amount).  The desktop program renders each code from one table of translatable
templates, in the player's language and the edition's words; the command line uses
the English templates below (``english``).  A test checks that both tables name
every code and the same parameters.

Parameters by name: ``building`` (index in ``BUILDINGS``), ``good``, ``tile`` (island
tile kind), ``role`` (role kind), ``phase`` (the ``Phase`` whose question is open),
``cost`` and ``money`` (doubloons).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import StrEnum


class Why(StrEnum):
    """The codes.  Grouped by where they arise; the value is stable (tests, logs)."""

    # any phase
    GAME_OVER = "game_over"
    NOT_AN_ACTION = "not_an_action"
    NOT_NOW = "not_now"  # phase: the question that is open
    NOT_ALLOWED = "not_allowed"  # phase: nothing more specific is known
    CANNOT_PASS = "cannot_pass"
    # roles
    MUST_CHOOSE_ROLE = "must_choose_role"
    NO_SUCH_ROLE_CARD = "no_such_role_card"
    ROLE_TAKEN = "role_taken"  # role
    # settler
    ISLAND_FULL = "island_full"
    QUARRY_NOT_YOURS = "quarry_not_yours"  # building: the one that allows it
    NO_QUARRY_LEFT = "no_quarry_left"
    NO_FACE_UP_TILE = "no_face_up_tile"  # tile
    HACIENDA_UNMANNED = "hacienda_unmanned"  # building
    HACIENDA_USED = "hacienda_used"  # building
    PILE_EMPTY = "pile_empty"
    # mayor
    SAN_JUAN_WHILE_EMPTY = "san_juan_while_empty"
    ARRANGE_ONLY_IN_MAYOR = "arrange_only_in_mayor"
    TILE_HOLDS_ONE = "tile_holds_one"
    NOT_YOUR_BUILDING = "not_your_building"
    BUILDING_FULL = "building_full"
    TOO_MANY_COLONISTS = "too_many_colonists"
    PLACED_STAY = "placed_stay"
    NOBODY_THERE = "nobody_there"
    ALREADY_THERE = "already_there"
    NO_FREE_CIRCLE = "no_free_circle"
    STILL_WAITING = "still_waiting"
    # builder
    SOLD_OUT = "sold_out"  # building
    ALREADY_OWNED = "already_owned"  # building
    CITY_FULL = "city_full"
    LARGE_NEEDS_TWO = "large_needs_two"
    TOO_EXPENSIVE = "too_expensive"  # building, cost, money
    # trader
    NO_SUCH_GOOD = "no_such_good"  # good
    HOUSE_FULL = "house_full"
    HOUSE_HAS_KIND = "house_has_kind"  # good, building (the office)
    # captain and storage
    MUST_SHIP = "must_ship"
    NO_WHARF = "no_wharf"  # building
    WHARF_USED = "wharf_used"  # building, role
    NO_SUCH_SHIP = "no_such_ship"
    SHIP_CARRIES_OTHER = "ship_carries_other"  # good: what the ship carries
    OTHER_SHIP_CARRIES = "other_ship_carries"  # good
    SHIP_FULL = "ship_full"
    LOAD_MORE = "load_more"  # good
    STORAGE_RULE = "storage_rule"
    STORE_ONLY_AFTER_CAPTAIN = "store_only_after_captain"  # role
    # expansion I: the draft, the builder's black market
    DRAFT_NOT_CANDIDATE = "draft_not_candidate"  # building
    DRAFT_ON_BOARD = "draft_on_board"  # building
    DRAFT_NO_SPACE = "draft_no_space"  # building, cost
    BLACK_MARKET_SHORT = "black_market_short"  # building, cost, money, items
    BLACK_MARKET_ONE_EACH = "black_market_one_each"
    BLACK_MARKET_NO_VP = "black_market_no_vp"
    BLACK_MARKET_NO_WORKER = "black_market_no_worker"
    BLACK_MARKET_OWN_WORKER = "black_market_own_worker"  # building
    BLACK_MARKET_REST_UNPAID = "black_market_rest_unpaid"  # items
    # expansions I and II: the Captain phase (small wharf, royal supplier, storehouse)
    SMALL_WHARF_ORDER = "small_wharf_order"  # good, building
    SUPPLY_PER_NOBLE = "supply_per_noble"  # building
    STOREHOUSE_RULE = "storehouse_rule"  # building
    STORE_WRITTEN_OTHERWISE = "store_written_otherwise"
    # expansions I and II: settler and trader (forests, library, hunting lodge, land
    # office, trading post)
    FOREST_HOUSE_UNMANNED = "forest_house_unmanned"  # building
    DRAWN_TILE_IS = "drawn_tile_is"  # tile: the one drawn
    LIBRARY_NO_QUARRY = "library_no_quarry"  # building: the construction hut
    NO_SUCH_FOREST = "no_such_forest"  # tile
    LAND_OFFICE_NEEDS_COLONIST = "land_office_needs_colonist"  # building
    LAND_OFFICE_NEEDS_NOBLE = "land_office_needs_noble"  # building
    LAND_OFFICE_USED = "land_office_used"  # building
    LAND_BUY_NO_MONEY = "land_buy_no_money"  # building
    TRADING_POST_UNMANNED = "trading_post_unmanned"  # building
    # expansions I and II: the Mayor with nobles, the craftsman, the guest house's guests
    NOBLE_NOT_MANNED = "noble_not_manned"  # building
    TOO_FEW_NOBLES = "too_few_nobles"
    TOO_FEW_PLAIN_COLONISTS = "too_few_plain_colonists"
    OTHER_KIND_SECOND = "other_kind_second"  # good
    GUESTS_STAY_IN_MAYOR = "guests_stay_in_mayor"
    NO_GUEST = "no_guest"  # building: the guest house
    GUEST_LEAVES = "guest_leaves"  # building: the guest house
    NO_SUCH_TILE = "no_such_tile"  # tile
    NOBLE_MAKES_NO_DIFFERENCE = "noble_makes_no_difference"
    NO_FREE_NOBLE = "no_free_noble"  # building
    NO_FREE_COLONIST = "no_free_colonist"  # building
    PLACE_KEPT_FOR_BONUS = "place_kept_for_bonus"
    # expansions III and IV: the smuggler, workers placed at once
    SMUGGLER_WANTED = "smuggler_wanted"
    RAID_EMPTY_SHIP = "raid_empty_ship"
    SWAP_SMUGGLER = "swap_smuggler"
    PLACE_NO_FREE_CIRCLE = "place_no_free_circle"
    # a role that brings its chooser nothing (``rules.idle_role``)
    IDLE_ISLAND_FULL = "idle_island_full"
    IDLE_NOTHING_PRODUCED = "idle_nothing_produced"
    IDLE_NO_GOODS_TO_SELL = "idle_no_goods_to_sell"
    IDLE_HOUSE_TAKES_NONE = "idle_house_takes_none"
    IDLE_NO_GOODS_TO_SHIP = "idle_no_goods_to_ship"
    IDLE_NO_SHIP_TAKES = "idle_no_ship_takes"
    IDLE_CANNOT_AFFORD = "idle_cannot_afford"
    IDLE_CIRCLES_FULL = "idle_circles_full"


@dataclass(frozen=True, slots=True)
class Reason:
    """A code and its parameters (see the module docstring)."""

    code: Why
    args: Mapping[str, int] = field(default_factory=dict)

    def __str__(self) -> str:
        return english(self)


def reason(code: Why, **args: int) -> Reason:
    return Reason(code, args)


#: The English templates (the command line, error messages, logs of tests).
ENGLISH: dict[Why, str] = {
    Why.GAME_OVER: "the game is over",
    Why.NOT_AN_ACTION: "that is not an action of this game",
    Why.NOT_NOW: "not now: the current player must {phase}",
    Why.NOT_ALLOWED: "that is not allowed now; the current player must {phase}",
    Why.CANNOT_PASS: "passing is not possible now",
    Why.MUST_CHOOSE_ROLE: "every player must take a role when it is their turn",
    Why.NO_SUCH_ROLE_CARD: "there is no such role card in this game",
    Why.ROLE_TAKEN: "the {role} has already been taken this round",
    Why.ISLAND_FULL: "your island is full (12 spaces)",
    Why.QUARRY_NOT_YOURS: "only the settler, or the owner of an occupied {building}, may take a quarry",
    Why.NO_QUARRY_LEFT: "there are no quarries left",
    Why.NO_FACE_UP_TILE: "there is no face-up {tile} plantation",
    Why.HACIENDA_UNMANNED: "only the owner of an occupied {building} may draw a face-down plantation",
    Why.HACIENDA_USED: "the {building} is used once per turn, before taking a face-up plantation",
    Why.PILE_EMPTY: "there is no face-down plantation left",
    Why.SAN_JUAN_WHILE_EMPTY: "no colonist may wait in San Juan while a circle is empty",
    Why.ARRANGE_ONLY_IN_MAYOR: "colonists are only rearranged in the Mayor phase",
    Why.TILE_HOLDS_ONE: "each plantation or quarry holds one colonist",
    Why.NOT_YOUR_BUILDING: "colonists can only go into your own buildings",
    Why.BUILDING_FULL: "a building holds no more colonists than it has circles",
    Why.TOO_MANY_COLONISTS: "you placed more colonists than you have",
    Why.PLACED_STAY: "colonists already placed this turn cannot be taken back",
    Why.NOBODY_THERE: "there is no colonist there to move",
    Why.ALREADY_THERE: "that colonist is already there",
    Why.NO_FREE_CIRCLE: "every circle there is taken",
    Why.STILL_WAITING: "a colonist still waits in San Juan while a circle is empty: place it first",
    Why.SOLD_OUT: "no {building} is left to build",
    Why.ALREADY_OWNED: "you already own a {building}; each building only once per player",
    Why.CITY_FULL: "your city is full",
    Why.LARGE_NEEDS_TWO: "a large building needs two free city spaces",
    Why.TOO_EXPENSIVE: "the {building} costs you {cost} doubloons and you have {money}",
    Why.NO_SUCH_GOOD: "you have no {good}",
    Why.HOUSE_FULL: "the trading house is full",
    Why.HOUSE_HAS_KIND: "the trading house already has {good}; only an {building} allows the same kind twice",
    Why.MUST_SHIP: "a player who can ship goods must ship",
    Why.NO_WHARF: "you have no occupied {building}",
    Why.WHARF_USED: "the {building} can be used once per {role} phase",
    Why.NO_SUCH_SHIP: "there is no such ship",
    Why.SHIP_CARRIES_OTHER: "that ship carries {good}; a ship takes one kind only",
    Why.OTHER_SHIP_CARRIES: "another ship already carries {good}; it must go there",
    Why.SHIP_FULL: "that ship is full",
    Why.LOAD_MORE: "you must load as much {good} as possible: choose a ship that takes more",
    Why.STORAGE_RULE: "keep one barrel, plus whole kinds in your occupied warehouses — no more, no less",
    Why.STORE_ONLY_AFTER_CAPTAIN: "goods are stored only after the {role} phase",
    # expansion I: the draft, the builder's black market
    Why.DRAFT_NOT_CANDIDATE: "the {building} is not one of the buildings to draft",
    Why.DRAFT_ON_BOARD: "the {building} is already on the board",
    Why.DRAFT_NO_SPACE: "every space for buildings costing {cost} is taken",
    Why.BLACK_MARKET_SHORT: (
        "the {building} costs you {cost} doubloons; you have {money} and the black market"
        " takes {items} item(s) in trade"
    ),
    Why.BLACK_MARKET_ONE_EACH: (
        "the black market takes at most one VP chip, one barrel and one worker, in that order"
    ),
    Why.BLACK_MARKET_NO_VP: "you have no VP chip to trade in",
    Why.BLACK_MARKET_NO_WORKER: "you have no such worker there to trade in",
    Why.BLACK_MARKET_OWN_WORKER: "the worker on the {building} itself cannot be traded in",
    Why.BLACK_MARKET_REST_UNPAID: (
        "{items} item(s) still due, and after this one the rest could not be paid:"
        " trade in a VP chip first, then a barrel, then a worker"
    ),
    # expansions I and II: the Captain phase (small wharf, royal supplier, storehouse)
    Why.SMALL_WHARF_ORDER: (
        "the {building} is loaded in the order of the goods: no {good} after a later kind"
    ),
    Why.SUPPLY_PER_NOBLE: "the {building} takes at most one barrel per noble you own",
    Why.STOREHOUSE_RULE: (
        "with the {building} keep up to four loose barrels, plus whole kinds in your"
        " occupied warehouses — as many as you can"
    ),
    Why.STORE_WRITTEN_OTHERWISE: (
        "that keeps the same goods as a choice written another way: choose the listed one"
    ),
    # expansions I and II: settler and trader (forests, library, hunting lodge, land
    # office, trading post)
    Why.FOREST_HOUSE_UNMANNED: "only the owner of an occupied {building} may lay a forest",
    Why.DRAWN_TILE_IS: "the tile you drew is the {tile} plantation: lay it face up, or face down as a forest",
    Why.LIBRARY_NO_QUARRY: (
        "the library's second tile cannot be a quarry without an occupied {building}"
    ),
    Why.NO_SUCH_FOREST: "none of your forests has {tile} on its face",
    Why.LAND_OFFICE_NEEDS_COLONIST: (
        "only the owner of a {building} manned by a colonist may buy a face-down plantation"
    ),
    Why.LAND_OFFICE_NEEDS_NOBLE: (
        "only the owner of a {building} manned by a noble may sell a plantation"
    ),
    Why.LAND_OFFICE_USED: "the {building} is used once per Trader turn, before selling",
    Why.LAND_BUY_NO_MONEY: "a plantation from the {building} costs 1 doubloon and you have none",
    Why.TRADING_POST_UNMANNED: (
        "only the owner of an occupied {building} may sell straight to the supply"
    ),
    # expansions I and II: the Mayor with nobles, the craftsman, the guest house's guests
    Why.NOBLE_NOT_MANNED: "nobody mans your {building}, so no noble stands there",
    Why.TOO_FEW_NOBLES: "you do not have that many nobles",
    Why.TOO_FEW_PLAIN_COLONISTS: (
        "you do not have colonists enough for the other buildings: more of them hold nobles"
    ),
    Why.OTHER_KIND_SECOND: (
        "the library's second extra barrel is of another kind you produced, not {good}"
    ),
    Why.GUESTS_STAY_IN_MAYOR: "guests do not move during the Mayor phase",
    Why.NO_GUEST: "there is no guest in your {building}",
    Why.GUEST_LEAVES: "a guest moves out of the {building}, not into it",
    Why.NO_SUCH_TILE: "you have no {tile} on your island",
    Why.NOBLE_MAKES_NO_DIFFERENCE: (
        "only on a building that cares whether a colonist or a noble mans it is a guest moved"
        " as a noble"
    ),
    Why.NO_FREE_NOBLE: "none of your nobles is free to man the {building}",
    Why.NO_FREE_COLONIST: "none of your colonists is free to man the {building}",
    Why.PLACE_KEPT_FOR_BONUS: "that place is kept for the colonist being offered",
    Why.SMUGGLER_WANTED: (
        "you hold the smuggler's wanted poster: someone else must take the smuggler first"
    ),
    Why.RAID_EMPTY_SHIP: "that cargo ship is empty: there is nothing to raid",
    Why.SWAP_SMUGGLER: "the smuggler cannot take the smuggler card itself",
    Why.PLACE_NO_FREE_CIRCLE: "that place has no free circle of yours",
    Why.IDLE_ISLAND_FULL: "your island is full: there is no space for another tile",
    Why.IDLE_NOTHING_PRODUCED: "you would produce nothing",
    Why.IDLE_NO_GOODS_TO_SELL: "you have no goods to sell",
    Why.IDLE_HOUSE_TAKES_NONE: "the trading house takes none of your goods",
    Why.IDLE_NO_GOODS_TO_SHIP: "you have no goods to ship",
    Why.IDLE_NO_SHIP_TAKES: "no ship can take any of your goods",
    Why.IDLE_CANNOT_AFFORD: "you cannot afford any building, even with the discount",
    Why.IDLE_CIRCLES_FULL: "all your circles are manned: new colonists would only wait in San Juan",
}

#: What the current player is asked in each phase, by the phase's name (``{phase}``).
PHASE_ASKS: dict[str, str] = {
    "role": "choose a role",
    "settler": "take a plantation or quarry, or pass",
    "hospice": "decide whether to take the hospice colonist",
    "mayor_extra": "decide whether to take the mayor's extra colonist",
    "mayor": "place a colonist",
    "builder": "build a building or pass",
    "university": "decide whether to take the university colonist",
    "craftsman": "choose the craftsman's extra good",
    "trader": "sell a good or pass",
    "captain": "ship goods",
    "storage": "choose which goods to store",
    "game_over": "wait: the game is over",
    "draft": "choose a building for the board",
    "forest": "lay the tile drawn as a plantation or as a forest",
    "black_market": "pay the rest of the building with a VP chip, a good or a worker",
    "small_wharf": "load barrels onto the small wharf, or finish",
    "royal_supplier": "decide which goods to give the royal supplier",
    "hunting_lodge": "decide whether to give up a plantation",
    "nobles": "decide which buildings a noble mans",
    "guests": "move the guests or go on",
    "smuggler": "choose the smuggler's action",
    "place_workers": "place the workers you won, or stop",
}


def english(r: Reason) -> str:
    """The reason in English, with the engine's names (``small_market`` → small market)."""
    from .data import BUILDINGS, GOOD_NAMES, ROLE_NAMES, TILE_NAMES
    from .state import Phase

    words: dict[str, str] = {}
    for name, value in r.args.items():
        if name == "building":
            words[name] = BUILDINGS[value].id.replace("_", " ")
        elif name == "good":
            words[name] = GOOD_NAMES[value]
        elif name == "tile":
            words[name] = TILE_NAMES[value]
        elif name == "role":
            words[name] = ROLE_NAMES[value]
        elif name == "phase":
            words[name] = PHASE_ASKS[Phase(value).name.lower()]
        else:
            words[name] = str(value)
    return ENGLISH[r.code].format(**words)
