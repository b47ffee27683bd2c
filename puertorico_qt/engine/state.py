"""The game state: plain data, cheap to clone, exact to serialise.

``GameState`` holds everything on the table, in ints and short lists of ints,
plus the few counters a phase needs between two decisions.  The rules live in
``phases/``: each phase registers one function that lists the current
player's legal actions and one that applies an action (OpenSpiel's Hearts is
organised the same way).  This module only knows the registry, so the data
never imports the rules and the rules never fork per expansion.

After every decision ``apply`` also plays out the steps that leave no choice
(a builder who can afford nothing passes, a captain with one legal shipment
ships it): a bot or a person is only ever asked when there is something to
decide.  ``apply(..., log=list)`` reports those forced steps too.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import IntEnum
from typing import TYPE_CHECKING

from .config import GameConfig
from .data import N_BUILDINGS, N_GOODS
from .notation import format_action, parse_action
from .player import PlayerState
from .reasons import Reason, english

if TYPE_CHECKING:
    from .actions import Action


class Phase(IntEnum):
    """What the current player is asked to decide."""

    ROLE = 0  # choose a role card
    SETTLER = 1  # take a plantation / quarry (or use the hacienda first)
    HOSPICE = 2  # take the hospice colonist for the tile just placed?
    MAYOR_EXTRA = 3  # the mayor: take the extra colonist?
    MAYOR = 4  # place one colonist (the player's colonists were lifted first)
    BUILDER = 5  # build one building or pass
    UNIVERSITY = 6  # take the university colonist for the building just built?
    CRAFTSMAN = 7  # the craftsman's extra good
    TRADER = 8  # sell one good or pass
    CAPTAIN = 9  # ship one kind of good
    STORAGE = 10  # choose what to keep after the Captain phase
    GAME_OVER = 11
    # The 1897 expansions (names are what saves store; values only index tables).
    DRAFT = 12  # expansion I's set-up: choose a building for the board
    FOREST = 13  # a face-down tile just drawn: plantation or forest (forest house)
    BLACK_MARKET = 14  # pay the rest of a building with a VP chip, a good, a worker
    SMALL_WHARF = 15  # load barrels of any kinds onto the small wharf, or done
    ROYAL_SUPPLIER = 16  # an owner's first Captain turn: goods of different kinds for VP
    HUNTING_LODGE = 17  # end of the Settler phase: discard a plantation or keep
    NOBLES = 18  # which of the colonist-or-noble buildings a noble mans
    GUESTS = 19  # move the guest house's guests before production or the game's end
    SMUGGLER = 20  # expansion III: the smuggler's action (raid, plunder, poach, swap)
    PLACE_WORKERS = 21  # place workers just won (poached, the festival's) on the board


# Looking up an enum member (``Phase.GAME_OVER``) costs about 120 ns on Python 3.11, a
# module global about 15: the checks made after every step use the global.
_GAME_OVER = Phase.GAME_OVER


class IllegalActionError(ValueError):
    """An action the rules do not allow now.  The state is left unchanged.

    ``reason`` says why as a value (a code and its parameters) for the GUI to put in
    words; ``str(error)`` is the English sentence (the command line)."""

    def __init__(self, reason: Reason) -> None:
        super().__init__(english(reason))
        self.reason = reason


LegalFn = Callable[["GameState"], list[int]]
#: A rule that adds actions to whatever phase is under way (the guest house's guests
#: move "at any time"): ``more(state, legal)`` returns the legal actions with its own,
#: ``apply(state, action)`` applies one of its own and returns True, else False.
AnytimeMore = Callable[["GameState", list[int]], list[int]]
AnytimeApply = Callable[["GameState", int], bool]
ApplyFn = Callable[["GameState", int], None]
RefuseFn = Callable[["GameState", "Action"], Reason | None]


@dataclass(frozen=True, slots=True)
class PhaseRules:
    """What a phase module registers: its legal actions, how one is applied, and — on
    the slow path, after ``apply`` refused an action — why (``refuse``, None: no more
    specific reason than the generic ones of ``explain``).  ``accepts``: the action
    value types that belong to this phase (any other is "not now")."""

    legal: LegalFn
    apply: ApplyFn
    refuse: RefuseFn | None
    accepts: tuple[type, ...]


def _unregistered_legal(state: GameState) -> list[int]:
    raise RuntimeError(f"no rules registered for the phase {state.phase.name}")


def _unregistered_apply(state: GameState, action: int) -> None:
    raise RuntimeError(f"no rules registered for the phase {state.phase.name}")


# Indexed by phase, for the hot loops (a list index is cheaper than a dict lookup).
_LEGAL: list[LegalFn] = [_unregistered_legal] * len(Phase)
_APPLY: list[ApplyFn] = [_unregistered_apply] * len(Phase)
RULES: dict[Phase, PhaseRules] = {}
#: The rules that add actions to any phase: (more, apply, first, end).  Asked only in
#: games with an expansion, so the base game's hot path does not pay for them.
ANYTIME: list[tuple[AnytimeMore, AnytimeApply, int, int]] = []
# What the expansions' hot loop (``_play_with_anytime``) checks at every step instead of
# calling each rule: the building the rules need manned by the deciding player (the
# guest house, absent from most games and unmanned most of the time), and the range of
# the ids the rules apply.  (Before a rule registers: no id in the range, and
# ``_more_anytime`` has nothing to add whatever building -1 names.)
_ANYTIME_GATE = -1
_ANYTIME_FIRST = _ANYTIME_END = 0


def register_anytime(
    more: AnytimeMore, apply: AnytimeApply, first: int, end: int, gate: int
) -> None:
    """``first`` … ``end - 1``: the action ids the rule applies (``apply`` is called only
    for those, so the other actions do not pay for the rule).  ``gate``: the building
    the rule needs — ``more`` adds nothing unless the player to decide has it manned, so
    it is not even called then.  All the rules share one gate (the hot loop checks one
    building per step); a rule with another would need that loop to check a list."""
    global _ANYTIME_GATE, _ANYTIME_FIRST, _ANYTIME_END
    if ANYTIME and gate != _ANYTIME_GATE:
        raise ValueError("the anytime rules share one gate building")
    ANYTIME.append((more, apply, first, end))
    _ANYTIME_GATE = gate
    _ANYTIME_FIRST = min(rule[2] for rule in ANYTIME)
    _ANYTIME_END = max(rule[3] for rule in ANYTIME)


def _legal_now(state: GameState) -> list[int]:
    legal = _LEGAL[state.phase](state)
    if (
        state.config.expansions
        and state.phase != _GAME_OVER
        and state.players[state.current].bocc[_ANYTIME_GATE] > 0
    ):
        legal = _more_anytime(state, legal)
    return legal


def _more_anytime(state: GameState, legal: list[int]) -> list[int]:
    """``legal`` with the anytime rules' actions (the deciding player mans the gate)."""
    for more, _, _, _ in ANYTIME:
        legal = more(state, legal)
    return legal


def register_phase(
    phase: Phase,
    legal: LegalFn,
    apply: ApplyFn,
    refuse: RefuseFn | None = None,
    accepts: tuple[type, ...] = (),
) -> None:
    """Called once per phase module at import: the registry of the rules."""
    _LEGAL[phase] = legal
    _APPLY[phase] = apply
    RULES[phase] = PhaseRules(legal, apply, refuse, accepts)


def _apply_anytime(state: GameState, action: int) -> bool:
    """Apply ``action`` with the anytime rule it belongs to; False: it is none's."""
    return any(first <= action < end and apply(state, action) for _, apply, first, end in ANYTIME)


def _apply_now(state: GameState, action: int) -> None:
    if not (
        state.config.expansions
        and _ANYTIME_FIRST <= action < _ANYTIME_END
        and _apply_anytime(state, action)
    ):
        _APPLY[state.phase](state, action)


def apply_step(state: GameState, action: int) -> None:
    """Apply one step with its phase's rule and nothing after it (no forced steps, no
    check): for replaying the steps of one ``apply`` one at a time (``apply``'s log)."""
    _apply_now(state, action)
    state._legal = None


def _play(state: GameState, action: int, log: list[tuple[int, int]] | None) -> None:
    """``GameState.apply_unchecked`` in the base game: the action, then every step that
    leaves no choice."""
    while True:
        if log is not None:
            log.append((state.current, action))
        _APPLY[state.phase](state, action)
        if state.phase == _GAME_OVER:
            state._legal = []
            return
        legal = _LEGAL[state.phase](state)
        if len(legal) != 1:
            state._legal = legal
            return
        action = legal[0]


def _play_with_anytime(state: GameState, action: int, log: list[tuple[int, int]] | None) -> None:
    """``_play`` in a game with an expansion: the anytime rules are asked at every step
    (kept apart so that the base game's loop does not test for them)."""
    while True:
        if log is not None:
            log.append((state.current, action))
        if not (
            action >= _ANYTIME_FIRST and action < _ANYTIME_END and _apply_anytime(state, action)
        ):
            _APPLY[state.phase](state, action)
        if state.phase == _GAME_OVER:
            state._legal = []
            return
        legal = _LEGAL[state.phase](state)
        if state.players[state.current].bocc[_ANYTIME_GATE] > 0:
            legal = _more_anytime(state, legal)
        if len(legal) != 1:
            state._legal = legal
            return
        action = legal[0]


# The attributes that are plain ints / bools / shared immutables (copied by value)
# and the lists that a clone must copy.
#: The counters a phase keeps between two decisions (a saved state's "scratch"); a
#: phase that needs another adds it here (and its rule to ``consistency.py``).
SCRATCH_FIELDS = (
    "hacienda_used",
    "last_tile",
    "last_building",
    "mayor_left",
    "mayor_min",
    "craft_kinds",
    "captain_shipped",
    "wharf_used",
    "idle",
)
#: The expansions' counters (saved only for a game with an expansion, so that a base
#: game's file does not change).
EXPANSION_SCRATCH_FIELDS = (
    "privilege_used",  # the library's second privilege: how far it is used this phase
    "bm_due",  # black market: doubloons still to be paid in kind
    "bm_stage",  # black market: the next kind of payment allowed (0 VP, 1 good, 2 worker)
    "small_wharf_used",  # bit per seat: used the small wharf this Captain phase
    "small_wharf_load",  # barrels loaded in the small-wharf shipment under way
    "small_wharf_min",  # the lowest good the next barrel of that shipment may be
    "land_office_used",  # the land office was used in this Trader turn
    "drawn_tile",  # a face-down tile just drawn, waiting to be a plantation or forest; -1
    "asked",  # bit per seat still to be asked (royal supplier, guests, hunting lodge)
    "specialty_kinds",  # specialty factory: the craftsman's best kinds (one more doubloon)
)
#: Expansions III and IV's counters: the workers in hand to place and what comes after
#: (saved only when the smuggler or the festival is in the game).
SMUGGLER_FESTIVAL_SCRATCH_FIELDS = (
    "place_left",  # workers still to place (``Phase.PLACE_WORKERS``)
    "place_resume",  # what goes on afterwards (``phases.place_workers.RESUME``), -1
)
_SCALARS = (
    "config",
    "n",
    "rng",
    "role_cards",
    "ship_cap",
    "market",
    "governor",
    "round",
    "pick",
    "picks_per_round",
    "phase",
    "role",
    "role_player",
    "current",
    "turn",
    "quarries",
    "colonist_supply",
    "colonist_ship",
    "vp_supply",
    "end_triggered",
    "noble_supply",
    "noble_ship",
    *SCRATCH_FIELDS,
    *EXPANSION_SCRATCH_FIELDS,
    *SMUGGLER_FESTIVAL_SCRATCH_FIELDS,
    "festival",
    "wanted",
    "captured",
)
_LISTS = (
    "role_coins",
    "role_taken",
    "offer",
    "pile",
    "discard",
    "goods_supply",
    "building_supply",
    "ship_good",
    "ship_load",
    "house",
    "festival_by",
    "plunder_vp",
)


class GameState:
    """Everything on the table.  Build one with ``engine.new_game``."""

    __slots__ = (*_SCALARS, *_LISTS, "players", "_legal")

    # ---- fixed for the game
    config: GameConfig
    n: int  # players
    role_cards: tuple[int, ...]  # role kind of each card
    ship_cap: tuple[int, ...]  # holds of each cargo ship
    market: tuple[int, ...]  # the buildings of this game, by index
    # ---- chance: the SplitMix64 state (``rng.py``)
    rng: int
    # ---- turn order
    governor: int
    round: int
    pick: int  # role choices made this round
    picks_per_round: int
    phase: Phase
    role: int  # the role kind being played, -1 while choosing
    role_player: int  # who chose it, -1 while choosing
    current: int  # the seat to decide, -1 once the game is over
    turn: int  # turns taken in a one-turn-each phase
    # ---- the common supply
    role_coins: list[int]  # doubloons on each role card
    role_taken: list[int]  # seat that took each card this round, -1
    offer: list[int]  # face-up plantations per kind
    pile: list[int]  # face-down plantation kinds, the top at the end
    discard: list[int]  # discarded plantations per kind
    quarries: int
    colonist_supply: int
    colonist_ship: int
    vp_supply: int
    goods_supply: list[int]
    building_supply: list[int]  # copies left per building index
    ship_good: list[int]  # the good on each cargo ship, -1 empty
    ship_load: list[int]  # barrels on each cargo ship
    house: list[int]  # goods in the trading house, in order
    end_triggered: bool
    noble_supply: int  # expansion II: nobles in the supply
    noble_ship: int  # expansion II: nobles on the colonist ship (0 or 1)
    # ---- scratch of the phase under way
    hacienda_used: bool
    last_tile: int  # the tile just taken (a bonus colonist may go there), -1
    last_building: int  # the building just built (a bonus colonist may go there), -1
    mayor_left: int  # colonists still to place
    mayor_min: int  # the lowest place target still allowed
    craft_kinds: int  # bit mask of the kinds the craftsman produced
    captain_shipped: bool  # the captain's first-shipment VP given
    wharf_used: int  # bit per seat
    idle: int  # consecutive passes in the Captain phase
    privilege_used: int
    bm_due: int
    bm_stage: int
    small_wharf_used: int
    small_wharf_load: int
    small_wharf_min: int
    land_office_used: bool
    drawn_tile: int
    asked: int
    specialty_kinds: int
    place_left: int
    place_resume: int
    # ---- expansions III and IV
    #: The festival's goals, fixed at set-up: (plantation kind, good, good, good,
    #: building; -1 while a draft is under way); () without the festival.
    festival: tuple[int, ...]
    festival_by: list[int]  # who met each goal (plantations, goods, building), -1
    wanted: int  # the seat holding the smuggler's wanted poster, -1
    captured: int  # the role card the smuggler took this round (role swap), -1
    plunder_vp: list[int]  # VP each seat took plundering the trading house
    # ---- the players
    players: list[PlayerState]
    _legal: list[int] | None  # the current legal actions, once computed

    # ------------------------------------------------------------------ protocol

    @property
    def current_player(self) -> int:
        """The seat to decide now (-1 once the game is over)."""
        return -1 if self.phase == _GAME_OVER else self.current

    def is_terminal(self) -> bool:
        return self.phase == _GAME_OVER

    def legal_actions(self) -> list[int]:
        """The current player's legal action ids (do not modify the list)."""
        legal = self._legal
        if legal is None:
            legal = self._legal = _legal_now(self)
        return legal

    def is_legal(self, action: int) -> bool:
        return action in self.legal_actions()

    def apply(self, action: int, log: list[tuple[int, int]] | None = None) -> None:
        """Apply the current player's action, then every step that leaves no choice.

        Raises IllegalActionError (state unchanged) for an action that is not legal.
        With ``log``, appends ``(seat, action)`` for the action and each forced step.
        """
        legal = self._legal
        if legal is None:
            legal = _legal_now(self)
        if action not in legal:
            raise IllegalActionError(self.why_illegal(action))
        # (``apply_unchecked`` written out: a call less per decision)
        (_play_with_anytime if self.config.expansions else _play)(self, action, log)

    def apply_unchecked(self, action: int, log: list[tuple[int, int]] | None = None) -> None:
        """``apply`` without the legality check, for callers that took ``action`` from
        ``legal_actions()`` (bots, replays of checked records)."""
        (_play_with_anytime if self.config.expansions else _play)(self, action, log)

    def why_illegal(self, action: int) -> Reason:
        """Why ``action`` is not legal now, as a value (slow; only after a refusal)."""
        from .explain import why_illegal

        return why_illegal(self, action)

    def explain_illegal(self, action: int) -> str:
        """The same in English (the command line)."""
        return english(self.why_illegal(action))

    def clone(self) -> GameState:
        """An independent copy (shares only immutable parts).  Written out for speed."""
        s = GameState.__new__(GameState)
        s.config = self.config
        s.n = self.n
        s.rng = self.rng
        s.role_cards = self.role_cards
        s.ship_cap = self.ship_cap
        s.market = self.market
        s.governor = self.governor
        s.round = self.round
        s.pick = self.pick
        s.picks_per_round = self.picks_per_round
        s.phase = self.phase
        s.role = self.role
        s.role_player = self.role_player
        s.current = self.current
        s.turn = self.turn
        s.quarries = self.quarries
        s.colonist_supply = self.colonist_supply
        s.colonist_ship = self.colonist_ship
        s.vp_supply = self.vp_supply
        s.end_triggered = self.end_triggered
        s.hacienda_used = self.hacienda_used
        s.last_tile = self.last_tile
        s.last_building = self.last_building
        s.mayor_left = self.mayor_left
        s.mayor_min = self.mayor_min
        s.craft_kinds = self.craft_kinds
        s.captain_shipped = self.captain_shipped
        s.wharf_used = self.wharf_used
        s.idle = self.idle
        s.noble_supply = self.noble_supply
        s.noble_ship = self.noble_ship
        s.privilege_used = self.privilege_used
        s.bm_due = self.bm_due
        s.bm_stage = self.bm_stage
        s.small_wharf_used = self.small_wharf_used
        s.small_wharf_load = self.small_wharf_load
        s.small_wharf_min = self.small_wharf_min
        s.land_office_used = self.land_office_used
        s.drawn_tile = self.drawn_tile
        s.asked = self.asked
        s.specialty_kinds = self.specialty_kinds
        s.place_left = self.place_left
        s.place_resume = self.place_resume
        s.festival = self.festival
        s.festival_by = self.festival_by[:]
        s.wanted = self.wanted
        s.captured = self.captured
        s.plunder_vp = self.plunder_vp[:]
        s.role_coins = self.role_coins[:]
        s.role_taken = self.role_taken[:]
        s.offer = self.offer[:]
        s.pile = self.pile[:]
        s.discard = self.discard[:]
        s.goods_supply = self.goods_supply[:]
        s.building_supply = self.building_supply[:]
        s.ship_good = self.ship_good[:]
        s.ship_load = self.ship_load[:]
        s.house = self.house[:]
        s.players = [p.clone() for p in self.players]
        s._legal = self._legal  # immutable by convention
        return s

    # ------------------------------------------------------------------ notation

    def format_action(self, action: int) -> str:
        return format_action(action, self.role_cards, self.ship_cap)

    def parse_action(self, text: str) -> int:
        available = tuple(t < 0 for t in self.role_taken)
        return parse_action(text, self.role_cards, self.ship_cap, available)

    # ------------------------------------------------------------------ results

    def scores(self) -> list[int]:
        from .scoring import score_breakdown

        return [b.total for b in score_breakdown(self)]

    def returns(self) -> list[float]:
        """1 for the winner(s), 0 for the others, once the game is over (OpenSpiel's name)."""
        from .scoring import winners

        if not self.is_terminal():
            return [0.0] * self.n
        won = winners(self)
        return [1.0 / len(won) if seat in won else 0.0 for seat in range(self.n)]

    # ------------------------------------------------------------------ equality

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, GameState):
            return NotImplemented
        return self.to_dict() == other.to_dict()

    __hash__ = None  # type: ignore[assignment]

    def to_dict(self) -> dict:
        from .serialize import state_to_dict

        return state_to_dict(self)

    @classmethod
    def from_dict(cls, d: dict) -> GameState:
        from .serialize import state_from_dict

        return state_from_dict(d)


def new_empty_state(config: GameConfig) -> GameState:
    """A state with every attribute set to a neutral value (set-up fills it)."""
    s = GameState.__new__(GameState)
    s.config = config
    s.n = config.players
    s.rng = 0
    s.role_cards = ()
    s.ship_cap = ()
    s.market = ()  # indices of the buildings in this game, by index
    s.governor = 0
    s.round = 1
    s.pick = 0
    s.picks_per_round = 6 if config.players == 2 else config.players
    s.phase = Phase.ROLE
    s.role = -1
    s.role_player = -1
    s.current = 0
    s.turn = 0
    s.quarries = 0
    s.colonist_supply = 0
    s.colonist_ship = 0
    s.vp_supply = 0
    s.end_triggered = False
    s.hacienda_used = False
    s.last_tile = -1
    s.last_building = -1
    s.mayor_left = 0
    s.mayor_min = 0
    s.craft_kinds = 0
    s.captain_shipped = False
    s.wharf_used = 0
    s.idle = 0
    s.noble_supply = 0
    s.noble_ship = 0
    s.privilege_used = 0
    s.bm_due = 0
    s.bm_stage = 0
    s.small_wharf_used = 0
    s.small_wharf_load = 0
    s.small_wharf_min = 0
    s.land_office_used = False
    s.drawn_tile = -1
    s.asked = 0
    s.specialty_kinds = 0
    s.place_left = 0
    s.place_resume = -1
    s.festival = ()
    s.festival_by = [-1, -1, -1]
    s.wanted = -1
    s.captured = -1
    s.plunder_vp = [0] * config.players
    s.role_coins = []
    s.role_taken = []
    s.offer = [0] * 5
    s.pile = []
    s.discard = [0] * 5
    s.goods_supply = [0] * N_GOODS
    s.building_supply = [0] * N_BUILDINGS
    s.ship_good = []
    s.ship_load = []
    s.house = []
    s.players = [PlayerState() for _ in range(config.players)]
    s._legal = None
    return s
