"""The agreement between a state's fields, for states loaded from a file.

Conservation of every component is ``invariants.check_invariants``; this module checks
what conservation cannot see: the turn order (phase, role, chooser, the seat to decide),
the role cards taken this round, each phase's scratch counters, the table between roles
and the end of the game.  Every state a game reaches passes; positions set up by hand
in tests may not (``check_invariants`` is what they go through).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

from .actions import BUILDING_TARGET
from .data import (
    BLACK_MARKET,
    BUILDINGS,
    CIRCLES,
    CITY_SPACES,
    DRAFT_SPACES,
    HACIENDA,
    HOSPICE,
    N_GOODS,
    OFFICE,
    ROLE_NAMES,
    UNIVERSITY,
    WHARF,
    Role,
)
from .phases.captain_start import first_turn_problems
from .phases.craft_extras import craftsman_problems
from .phases.guests import guests_problems
from .phases.mayor import mayor_nobles_problems
from .phases.settler_checks import settler_trader_problems
from .phases.small_wharf import small_wharf_problems
from .phases.smuggler_checks import smuggler_festival_problems
from .phases.trader import HOUSE_SIZE
from .setup import market_base
from .state import GameState, Phase, PlayerState

#: The role each phase belongs to (ROLE and GAME_OVER: none).
PHASE_ROLE: dict[Phase, Role] = {
    Phase.SETTLER: Role.SETTLER,
    Phase.HOSPICE: Role.SETTLER,
    Phase.MAYOR_EXTRA: Role.MAYOR,
    Phase.MAYOR: Role.MAYOR,
    Phase.BUILDER: Role.BUILDER,
    Phase.UNIVERSITY: Role.BUILDER,
    Phase.CRAFTSMAN: Role.CRAFTSMAN,
    Phase.TRADER: Role.TRADER,
    Phase.CAPTAIN: Role.CAPTAIN,
    Phase.STORAGE: Role.CAPTAIN,
    # the expansions' questions inside a role's phase
    Phase.BLACK_MARKET: Role.BUILDER,
    Phase.SMALL_WHARF: Role.CAPTAIN,
    Phase.ROYAL_SUPPLIER: Role.CAPTAIN,
    Phase.HUNTING_LODGE: Role.SETTLER,
    Phase.NOBLES: Role.MAYOR,
    Phase.SMUGGLER: Role.SMUGGLER,
}
#: Phases that belong to one of several roles, or to none (-1: between roles or at the
#: end of the game): a face-down tile drawn by the hacienda or the land office, the
#: guest house's guests before production, before the first shipment or before the
#: final scoring.
SHARED_PHASES: dict[Phase, tuple[int, ...]] = {
    Phase.FOREST: (Role.SETTLER, Role.TRADER),
    Phase.GUESTS: (Role.CRAFTSMAN, Role.CAPTAIN, -1),
    Phase.DRAFT: (-1,),
    Phase.PLACE_WORKERS: (Role.SMUGGLER, Role.SETTLER, Role.TRADER),
}


#: Phases that only an expansion's content opens (any one of the names).
PHASE_EXPANSIONS: dict[Phase, frozenset[str]] = {
    **dict.fromkeys(
        (
            Phase.BLACK_MARKET,
            Phase.SMALL_WHARF,
            Phase.FOREST,
            Phase.GUESTS,
            Phase.DRAFT,
        ),
        frozenset({"buildings"}),
    ),
    **dict.fromkeys(
        (Phase.ROYAL_SUPPLIER, Phase.HUNTING_LODGE, Phase.NOBLES), frozenset({"nobles"})
    ),
    Phase.SMUGGLER: frozenset({"smuggler"}),
    Phase.PLACE_WORKERS: frozenset({"smuggler", "festival"}),
}


def phase_role(s: GameState) -> int:
    """The role the phase under way belongs to (-1: none)."""
    phase = s.phase
    if phase in SHARED_PHASES:
        return s.role if s.role in SHARED_PHASES[phase] else -2
    return PHASE_ROLE.get(phase, -1)


def _in_role(s: GameState) -> bool:
    return phase_role(s) >= 0


#: Phases in which every player acts once, the role's owner first (``turn`` counts them).
TURN_PHASES = frozenset(
    {
        Phase.SETTLER,
        Phase.HOSPICE,
        Phase.MAYOR,
        Phase.BUILDER,
        Phase.UNIVERSITY,
        Phase.TRADER,
        Phase.STORAGE,
        Phase.BLACK_MARKET,
        Phase.NOBLES,
        Phase.FOREST,
    }
)
_CAPTAIN_PHASES = frozenset({Phase.CAPTAIN, Phase.STORAGE, Phase.SMALL_WHARF, Phase.ROYAL_SUPPLIER})

Check = Callable[[GameState], Iterator[str]]


def consistency_problems(s: GameState) -> list[str]:
    """What disagrees between the fields of ``s`` (empty when all is well).  Holds for
    every state a game reaches; assumes the ranges that the loader checks first."""
    problems = [p for check in _CHECKS for p in check(s)]
    if not problems and not s.is_terminal() and not s.legal_actions():
        problems.append("the current player has no legal action")
    return problems


def _turn_order(s: GameState) -> Iterator[str]:
    """The phase, the role, who chose it and who decides now follow from the governor,
    the pick and the turn."""
    phase, name = s.phase, s.phase.name.lower()
    if phase in PHASE_EXPANSIONS and not PHASE_EXPANSIONS[phase] & s.config.expansions:
        yield f"the {name} phase belongs to an expansion this game does not play"
    game_end = phase == Phase.GAME_OVER or (phase == Phase.GUESTS and s.role < 0)
    if (s.pick == s.picks_per_round) != (game_end or swapped_role_played(s)):
        yield f"pick {s.pick} of {s.picks_per_round} roles in the {name} phase"
    if phase == Phase.DRAFT and (s.pick or s.round != 1):
        yield "the draft is played before the first role"
    if s.role != phase_role(s):
        yield f"phase {name} with role {_role_name(s.role)}"
    if s.role_player != _last_chooser(s):
        yield f"role_player {s.role_player} is not the seat that chose the last role"
    if s.turn not in (range(s.n) if _counts_turns(s) else _leftover_turns(s)):
        yield f"turn {s.turn} in the {name} phase"
    seat = _seat_to_decide(s)
    if s.current != seat and not (seat is None and s.current >= 0):
        yield f"current {s.current} is not the seat to decide in the {name} phase"


def _counts_turns(s: GameState) -> bool:
    """Does the phase under way count turns (workers placed in a Settler or Trader
    turn belong to that turn)?"""
    if s.phase == Phase.PLACE_WORKERS:
        return s.role != Role.SMUGGLER
    return s.phase in TURN_PHASES


def swapped_role_played(s: GameState) -> bool:
    """Is the smuggler playing the role he swapped, after the round's last pick?"""
    return s.pick == s.picks_per_round and s.role >= 0


def _last_chooser(s: GameState) -> int:
    """The seat that chose the role under way, else the last role chosen (-1: none yet)."""
    if swapped_role_played(s):
        return s.wanted
    if _in_role(s):
        return (s.governor + s.pick) % s.n
    if s.pick > 0:
        return (s.governor + s.pick - 1) % s.n
    if s.round == 1:
        return -1
    return (s.governor - 1 + s.picks_per_round - 1) % s.n  # the last pick of last round


def _leftover_turns(s: GameState) -> tuple[int, ...]:
    """``turn`` outside the phases that count it: the Captain phase sets it to 0; other
    phases keep what the last phase with turns left (``n``), or 0 before the first."""
    return (0,) if s.phase == Phase.CAPTAIN else (0, s.n)


def _seat_to_decide(s: GameState) -> int | None:
    """Who must decide now (None: any seat, as in the Captain phase's rounds)."""
    phase = s.phase
    if phase == Phase.GAME_OVER:
        return -1
    if phase == Phase.ROLE:
        return (s.governor + s.pick) % s.n
    if phase == Phase.DRAFT:
        drafted = len(s.market) - len(market_base(s.config))
        return (s.governor + drafted) % s.n
    if _counts_turns(s):
        return (s.role_player + s.turn) % s.n
    if phase in (Phase.MAYOR_EXTRA, Phase.CRAFTSMAN, Phase.SMUGGLER, Phase.PLACE_WORKERS):
        return s.role_player
    return None


def _role_cards(s: GameState) -> Iterator[str]:
    """One card taken per role chosen this round, by the seats in turn; coins only on the
    cards left over, one per round at most."""
    phase = s.phase
    chosen = {Phase.GAME_OVER: 0, Phase.ROLE: s.pick, Phase.DRAFT: 0}.get(phase, s.pick + 1)
    if phase == Phase.GUESTS and s.role < 0:
        chosen = 0
    takers = sorted(t for t in s.role_taken if t >= 0)
    if swapped_role_played(s):  # the swapped card, taken after the last pick
        chosen = s.pick
        if s.wanted in takers:
            takers.remove(s.wanted)
    if takers != sorted((s.governor + i) % s.n for i in range(chosen)):
        yield f"the role cards taken do not match {chosen} role(s) chosen this round"
    if _in_role(s) and not any(
        kind == s.role and taker == s.role_player
        for kind, taker in zip(s.role_cards, s.role_taken, strict=True)
    ):
        yield "role_player did not take a card of the role"
    rounds_ended = s.round if chosen == 0 and phase != Phase.ROLE else s.round - 1
    if phase == Phase.DRAFT:
        rounds_ended = 0
    for c, (coins, taker) in enumerate(zip(s.role_coins, s.role_taken, strict=True)):
        if coins > rounds_ended or (taker >= 0 and coins):
            yield f"roles[{c}]: {coins} doubloon(s) cannot lie on it"


def _bonus_colonist(s: GameState) -> Iterator[str]:
    """``last_tile`` (hospice) and ``last_building`` (university) exist only while the
    player is asked about the colonist, for what was just taken or built (and
    ``last_building`` while the black market is paying for it)."""
    phase = s.phase
    if (s.last_tile != -1) != (phase == Phase.HOSPICE):  # -2: a forest's colonist
        yield "scratch.last_tile is set exactly in the hospice phase"
    if (s.last_building >= 0) != (phase in (Phase.UNIVERSITY, Phase.BLACK_MARKET)):
        yield "scratch.last_building is set exactly in the university phase (or black market)"
    if phase not in (Phase.HOSPICE, Phase.UNIVERSITY):
        return
    p = s.players[s.current]
    granting = HOSPICE if phase == Phase.HOSPICE else UNIVERSITY
    if p.bocc[granting] <= 0 or s.colonist_supply + s.colonist_ship == 0:
        yield f"no {BUILDINGS[granting].id} colonist to offer"
    tile = s.last_tile
    if phase == Phase.HOSPICE and tile >= 0 and p.plant_occ[tile] >= p.plant[tile]:
        yield "scratch.last_tile: no free tile of that kind"
    if phase == Phase.HOSPICE and tile < 0 and not p.forests():
        yield "scratch.last_tile: a forest's colonist, but the player has no forest"
    if phase == Phase.UNIVERSITY and (p.bocc[s.last_building] != 0 or not CIRCLES[s.last_building]):
        yield "scratch.last_building: not an empty building of the player"


def _mayor(s: GameState) -> Iterator[str]:
    """The Mayor's counters: the colonists in hand and the lowest target still allowed,
    placed in non-decreasing target order after the player lifted them all."""
    if s.phase == Phase.MAYOR_EXTRA and s.colonist_supply == 0:
        yield "no extra colonist for the mayor"
    if s.phase != Phase.MAYOR:
        if s.mayor_left or s.mayor_min:
            yield "scratch.mayor_left and mayor_min are 0 outside the Mayor phase"
        return
    p = s.players[s.current]
    placed = _occupied_targets(p)
    if s.colonist_ship:
        yield "the colonist ship is not empty in the Mayor phase"
    if p.san_juan or s.mayor_left == 0:
        yield "the mayor's colonists are not in hand (scratch.mayor_left)"
    elif p.colonists() + s.mayor_left >= sum(p.plant) + sum(CIRCLES[b] for b in p.buildings):
        yield "the mayor's colonists fill every circle: nothing to arrange"
    if (placed and placed[-1] > s.mayor_min) or (s.mayor_min and s.mayor_min not in placed):
        yield "scratch.mayor_min is not the last target placed on"


def _occupied_targets(p: PlayerState) -> list[int]:
    tiles = [k for k, occ in enumerate(p.plant_occ) if occ]
    return tiles + [BUILDING_TARGET + b for b in p.buildings if p.bocc[b] > 0]


def _phase_counters(s: GameState) -> Iterator[str]:
    """The craftsman's kinds, the captain's flags and passes, the hacienda's draw."""
    phase, n = s.phase, s.n
    if phase != Phase.CRAFTSMAN and s.craft_kinds:
        yield "scratch.craft_kinds is set outside the Craftsman phase"
    if phase == Phase.CRAFTSMAN:
        goods = s.players[s.current].goods
        if any(s.craft_kinds >> g & 1 and not goods[g] for g in range(N_GOODS)):
            yield "scratch.craft_kinds names a good the craftsman does not have"
    if phase not in _CAPTAIN_PHASES and (s.captain_shipped or s.wharf_used):
        yield "scratch.captain_shipped and wharf_used are set outside the Captain phase"
    # the captain's first shipment earns at least his bonus VP (a small wharf's single
    # barrel earns nothing of its own: rounded down from half a VP)
    if s.captain_shipped and s.players[s.role_player].vp < 1:
        yield "scratch.captain_shipped but the captain has no VP for it"
    wharves = {seat for seat, p in enumerate(s.players) if p.bocc[WHARF] > 0}
    if any(s.wharf_used >> seat & 1 and seat not in wharves for seat in range(n)):
        yield "scratch.wharf_used: a seat without a manned wharf used one"
    idle_ok = {
        Phase.CAPTAIN: s.idle < n,
        Phase.SMALL_WHARF: s.idle < n,
        Phase.ROYAL_SUPPLIER: s.idle < n,
        Phase.STORAGE: s.idle == n,
    }.get(phase, s.idle in (0, n))
    if not idle_ok:
        yield f"scratch.idle is {s.idle} in the {phase.name.lower()} phase"
    if s.hacienda_used:
        owners = [seat for seat, p in enumerate(s.players) if p.owns(HACIENDA)]
        in_settler = phase in (Phase.SETTLER, Phase.HOSPICE)
        if not owners or (in_settler and s.players[s.current].bocc[HACIENDA] <= 0):
            yield "scratch.hacienda_used without a hacienda"


def _table(s: GameState) -> Iterator[str]:
    """The offer, the ships and the trading house between roles; the game's end."""
    if sum(s.offer) > s.n + 1:
        yield f"more than {s.n + 1} face-up plantations"
    if s.phase not in _CAPTAIN_PHASES and any(
        load >= cap for load, cap in zip(s.ship_load, s.ship_cap, strict=True)
    ):
        yield "a full cargo ship outside the Captain phase"
    if phase_role(s) != Role.TRADER and len(s.house) >= HOUSE_SIZE:  # FOREST of the Trader too
        yield "a full trading house outside the Trader phase"
    if len(set(s.house)) != len(s.house) and not any(p.owns(OFFICE) for p in s.players):
        yield "the trading house holds a kind twice but nobody owns an office"
    # A full city and the last VP chip trigger the end at once.  (The converse is not
    # checked: a position set up by hand may end the game early.)
    full_city = any(p.city_used >= CITY_SPACES for p in s.players)
    chips_out = s.vp_supply <= 0
    if (s.phase == Phase.GAME_OVER or chips_out or full_city) and not s.end_triggered:
        yield "the end of the game was reached but end_triggered is false"


def _black_market(s: GameState) -> Iterator[str]:
    """Expansion I's black market: while it is paying for ``last_building`` (not yet
    built, one left, room in the city), ``bm_due`` items are still due and ``bm_stage``
    names the first kind still allowed; both are 0 outside.  The draft: all spaces are
    filled once it is over."""
    if s.phase != Phase.BLACK_MARKET:
        if s.bm_due or s.bm_stage:
            yield "scratch.bm_due and bm_stage are 0 outside the black market phase"
    else:
        p, b = s.players[s.current], s.last_building
        if p.bocc[BLACK_MARKET] <= 0 or p.doubloons:
            yield "the black market phase without a manned black market or with doubloons left"
        if not 1 <= s.bm_due <= 3 - s.bm_stage:
            yield f"scratch.bm_due {s.bm_due} at black market stage {s.bm_stage}"
        if b >= 0 and (
            b not in s.market
            or s.building_supply[b] <= 0
            or p.bocc[b] >= 0
            or p.city_used + BUILDINGS[b].city_spaces > CITY_SPACES
        ):
            yield "scratch.last_building: not a building the player can be paying for"
    if s.config.market == "draft":
        done = len(s.market) - len(market_base(s.config)) == sum(DRAFT_SPACES.values())
        if done == (s.phase == Phase.DRAFT):
            yield "the draft is under way exactly while spaces are free"


def _captain_expansions(s: GameState) -> Iterator[str]:
    """The Captain phase's expansion counters: the small wharf's load and who used one,
    the union hall's and royal supplier's owners still to have their first turn
    (expansions I and II).  Checked in every game: a loaded base game must not hold
    them either."""
    if s.phase not in _CAPTAIN_PHASES and s.small_wharf_used:
        yield "scratch.small_wharf_used is set outside the Captain phase"
    yield from small_wharf_problems(s)
    yield from first_turn_problems(s)


def _mayor_craftsman_guests(s: GameState) -> Iterator[str]:
    """The expansions in the Mayor and Craftsman phases and the guests' windows."""
    yield from mayor_nobles_problems(s)
    yield from craftsman_problems(s)
    yield from guests_problems(s)


_CHECKS: tuple[Check, ...] = (
    _turn_order,
    _role_cards,
    _bonus_colonist,
    _mayor,
    _phase_counters,
    _table,
    _mayor_craftsman_guests,
    _captain_expansions,
    _black_market,
    settler_trader_problems,
    smuggler_festival_problems,
)


def _role_name(role: int) -> str:
    return ROLE_NAMES[role] if 0 <= role < len(ROLE_NAMES) else "none"
