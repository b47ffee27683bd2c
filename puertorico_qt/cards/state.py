"""The card game's state: plain data, cheap to clone, exact to serialise.

Everything is ints and short lists of ints.  Multisets of cards (a hand, the
discard pile, the cards drawn by a councillor, a chapel's cards) are counts per
card kind; the deck is a list of kinds, its top at the end; a city is a list of
kinds in build order with, per slot, the kind of the face-down card lying on it
as a good (-1: none).  The rules live in ``phases/``, one module per phase, each
registering a function that lists the current player's legal actions, one that
applies an action and one that says why an action is refused (the board engine is
organised the same way), so this module holds no rule and the rules never fork per
expansion.

After every decision ``apply`` also plays out the steps that leave no choice (a
player who cannot build anything passes, the last cards of a price are paid), so
a bot or a person is only asked when there is something to decide; ``apply(...,
log=list)`` reports those forced steps too.
"""

from __future__ import annotations

from collections.abc import Callable
from enum import IntEnum

from .buildings_state import BuildingsState, new_buildings_state
from .config import CardConfig
from .data import N_KINDS, N_ROLES
from .reasons import Reason, english


class CardPhase(IntEnum):
    """What the current player is asked to decide."""

    DEAL = 0  # variant set-up: discard down to the starting hand
    CHAPEL = 1  # round start: tuck a hand card under the chapel, or pass
    HAND_LIMIT = 2  # round start: discard down to the hand limit
    ROLE = 3  # choose a role card
    LIBRARY = 4  # 2 players: spend the library on the role just chosen?
    BUILD = 5  # build one building (maybe with the crane) or pass
    BLACK_MARKET = 6  # give a good towards the price, or go on to pay
    PAY = 7  # pay the price, one hand card at a time
    PRODUCE = 8  # fill one empty production building, or stop
    TRADE = 9  # sell one good, or stop
    KEEP = 10  # councillor: keep one of the cards drawn
    ARCHIVE = 11  # councillor with the archive: discard from the whole hand
    GAME_OVER = 12
    # The expansion "Die neuen Gebäude" (round start, before the chapel / after it):
    OFFICE = 13  # Amtsstube: put 1-2 hand cards face down (then draw as many), or pass
    BANK = 14  # Bank, once per game: tuck hand cards under it, one kind after the other


# Module globals for the hot paths (an enum member lookup costs much more).
_GAME_OVER = CardPhase.GAME_OVER


class IllegalActionError(ValueError):
    """An action the rules do not allow now.  The state is left unchanged.

    ``reason`` is the code (``reasons.Reason``) for the GUI; ``str(error)`` names the
    action and the rule in English."""

    def __init__(self, reason: Reason, action_text: str = "") -> None:
        rule = english(reason)
        super().__init__(f"{action_text}: {rule}" if action_text else rule)
        self.reason = reason


class CardPlayer:
    """One seat: hand, city (with the goods on it) and the chapel's cards."""

    __slots__ = ("hand", "hand_n", "city", "goods", "mask", "chapel", "chapel_n")
    hand: list[int]  # cards per kind
    hand_n: int
    city: list[int]  # kinds in build order
    goods: list[int]  # per city slot: the kind of the card lying there as a good, -1
    mask: int  # bit per city (non-production) kind in the city
    chapel: list[int]  # cards per kind under the chapel
    chapel_n: int

    def __init__(self) -> None:
        self.hand = [0] * N_KINDS
        self.hand_n = 0
        self.city = []
        self.goods = []
        self.mask = 0
        self.chapel = [0] * N_KINDS
        self.chapel_n = 0

    def clone(self) -> CardPlayer:
        p = CardPlayer.__new__(CardPlayer)
        p.hand = self.hand[:]
        p.hand_n = self.hand_n
        p.city = self.city[:]
        p.goods = self.goods[:]
        p.mask = self.mask
        p.chapel = self.chapel[:]
        p.chapel_n = self.chapel_n
        return p

    def goods_count(self) -> int:
        return sum(1 for g in self.goods if g >= 0)

    def _key(self) -> tuple:
        return (self.hand, self.city, self.goods, self.chapel)


LegalFn = Callable[["CardState"], list[int]]
ApplyFn = Callable[["CardState", int], None]
RefuseFn = Callable[["CardState", int], Reason]


def _unregistered(state: CardState, *args: object) -> list[int]:
    raise RuntimeError(f"no rules registered for the phase {state.phase.name}")


# Indexed by phase, filled by the modules of ``phases/`` at import.
_LEGAL: list[LegalFn] = [_unregistered] * len(CardPhase)
_APPLY: list[ApplyFn] = [_unregistered] * len(CardPhase)  # type: ignore[list-item]
_REFUSE: list[RefuseFn | None] = [None] * len(CardPhase)


def register_phase(phase: CardPhase, legal: LegalFn, apply: ApplyFn, refuse: RefuseFn) -> None:
    _LEGAL[phase] = legal
    _APPLY[phase] = apply
    _REFUSE[phase] = refuse


def _play(state: CardState, action: int, log: list[tuple[int, int]] | None = None) -> None:
    """The action, then every step that leaves no choice (each ``(seat, action)``
    appended to ``log``, when given)."""
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


def apply_step(state: CardState, action: int) -> None:
    """One step by its phase's rule and nothing after it (no forced steps, no check):
    for going through the steps of one ``apply`` one at a time (``apply``'s log)."""
    _APPLY[state.phase](state, action)
    state._legal = [] if state.phase == _GAME_OVER else None


#: The scratch counters of the decision under way (saved under "scratch").
SCRATCH_FIELDS = ("left", "done", "min_kind", "building", "over", "active", "market_left", "earned")


class CardState:
    """Everything on the table.  Build one with ``cards.new_game``."""

    __slots__ = (
        "config",
        "n",
        "rng",
        "phase",
        "round",
        "governor",
        "pick",
        "picks",
        "role",
        "role_player",
        "current",
        "turn",
        "roles_taken",
        "library_used",
        "library_on",
        "built",
        "deck",
        "discard",
        "out",
        "tiles",
        "trades",
        "pending",
        "pending_n",
        *SCRATCH_FIELDS,
        "players",
        "xp",
        "_legal",
        "watch",
    )

    # ---- fixed for the game
    config: CardConfig
    n: int
    # ---- chance: the SplitMix64 state of ``engine.rng``
    rng: int
    # ---- turn order
    phase: CardPhase
    round: int
    governor: int
    pick: int  # roles chosen this round
    picks: int  # roles chosen per round (3 with two players)
    role: int  # the role being played, -1 while none is
    role_player: int  # who chose it, -1
    current: int  # the seat to decide, -1 once the game is over
    turn: int  # seats done in the phase under way (the role's, the round start's)
    roles_taken: list[int]  # per role: the seat that took it this round, -1
    library_used: int  # 2 players: bit per seat, library spent this round
    library_on: bool  # the role under way has its privilege doubled
    built: bool  # somebody built this round (the end when the cards run out)
    # ---- the cards
    deck: list[int]  # kinds, the top at the end
    discard: list[int]  # per kind, face down
    out: list[int]  # per kind: built over by a crane, out of the game (face up)
    tiles: list[int]  # the trading-house tiles in pile order (fixed for the game)
    trades: int  # tiles revealed so far (the next one is tiles[trades % 5])
    pending: list[int]  # per kind: cards a councillor drew and has not yet kept
    pending_n: int
    # ---- scratch of the decision under way
    left: int  # cards still to pay / keep / discard, goods still to produce / sell
    done: int  # goods produced / sold in this turn
    min_kind: int  # the lowest kind the next step of a sequence may name
    building: int  # the building being paid for, -1
    over: int  # the building it replaced (crane), -1
    active: int  # the builder's working city buildings for this build (mask)
    market_left: int  # goods the black market may still take in this build
    earned: int  # cards a trader receives at the end of the turn
    players: list[CardPlayer]
    xp: BuildingsState | None  # the expansion's display and piles (None without it)
    _legal: list[int] | None
    # ---- not part of the game: a watcher's list of what the rules turn face up
    # (``reveals.public_prospecting``); None in play, in the search and in every clone
    watch: list | None

    # ------------------------------------------------------------------ protocol

    @property
    def current_player(self) -> int:
        """The seat to decide now (-1 once the game is over)."""
        return -1 if self.phase == _GAME_OVER else self.current

    def is_terminal(self) -> bool:
        return self.phase == _GAME_OVER

    def is_extra_role_choice(self) -> bool:
        """A role is chosen now beyond one per seat: the governor's third role of the
        2-player rule (the table names it, a player of the larger game would not
        expect it)."""
        return self.phase == CardPhase.ROLE and self.pick >= self.n

    def legal_actions(self) -> list[int]:
        """The current player's legal action ids (do not modify the list)."""
        legal = self._legal
        if legal is None:
            legal = self._legal = _LEGAL[self.phase](self)
        return legal

    def is_legal(self, action: int) -> bool:
        return action in self.legal_actions()

    def apply(self, action: int, log: list[tuple[int, int]] | None = None) -> None:
        """Apply the current player's action, then every step that leaves no choice.
        Raises IllegalActionError (state unchanged) for an action that is not legal.
        With ``log``, appends ``(seat, action)`` for the action and each forced step
        (as the board game's ``GameState.apply``)."""
        legal = self._legal
        if legal is None:
            legal = self._legal = _LEGAL[self.phase](self)
        if action not in legal:
            raise IllegalActionError(self.why_illegal(action), self._text(action))
        _play(self, action, log)

    def apply_unchecked(self, action: int) -> None:
        """``apply`` without the check, for actions taken from ``legal_actions()``."""
        _play(self, action)

    def why_illegal(self, action: int) -> Reason:
        """Why ``action`` is not legal now (``Reason.LEGAL`` if it is).  Slow path."""
        if self.phase == _GAME_OVER:
            return Reason.GAME_OVER
        from .actions import NotationError, decode

        try:
            decode(action)
        except NotationError:
            return Reason.NOT_AN_ACTION
        if action in self.legal_actions():
            return Reason.LEGAL
        refuse = _REFUSE[self.phase]
        return refuse(self, action) if refuse is not None else Reason.NOT_NOW

    def _text(self, action: object) -> str:
        from .actions import NotationError, format_action

        try:
            return format_action(action)  # type: ignore[arg-type]
        except NotationError:
            return repr(action)

    def clone(self) -> CardState:
        """An independent copy (shares only the config).  Written out for speed."""
        s = CardState.__new__(CardState)
        s.config = self.config
        s.n = self.n
        s.rng = self.rng
        s.phase = self.phase
        s.round = self.round
        s.governor = self.governor
        s.pick = self.pick
        s.picks = self.picks
        s.role = self.role
        s.role_player = self.role_player
        s.current = self.current
        s.turn = self.turn
        s.roles_taken = self.roles_taken[:]
        s.library_used = self.library_used
        s.library_on = self.library_on
        s.built = self.built
        s.deck = self.deck[:]
        s.discard = self.discard[:]
        s.out = self.out[:]
        s.tiles = self.tiles[:]
        s.trades = self.trades
        s.pending = self.pending[:]
        s.pending_n = self.pending_n
        s.left = self.left
        s.done = self.done
        s.min_kind = self.min_kind
        s.building = self.building
        s.over = self.over
        s.active = self.active
        s.market_left = self.market_left
        s.earned = self.earned
        s.players = [p.clone() for p in self.players]
        s.xp = None if self.xp is None else self.xp.clone()
        s._legal = self._legal  # never modified in place
        s.watch = None
        return s

    # ------------------------------------------------------------------ notation

    def format_action(self, action: int) -> str:
        from .actions import format_action

        return format_action(action)

    def parse_action(self, text: str) -> int:
        from .actions import parse_action

        return parse_action(text)

    # ------------------------------------------------------------------ results

    def scores(self) -> list[int]:
        from .scoring import score_breakdown

        return [b.total for b in score_breakdown(self)]

    def returns(self) -> list[float]:
        """1 shared among the winners, 0 for the others, once the game is over."""
        from .scoring import winners

        if not self.is_terminal():
            return [0.0] * self.n
        won = winners(self)
        return [1.0 / len(won) if seat in won else 0.0 for seat in range(self.n)]

    # ------------------------------------------------------------------ equality, JSON

    def _key(self) -> tuple:
        return (
            self.config,
            self.rng,
            self.phase,
            self.round,
            self.governor,
            self.pick,
            self.role,
            self.role_player,
            self.current,
            self.turn,
            self.roles_taken,
            self.library_used,
            self.library_on,
            self.built,
            self.deck,
            self.discard,
            self.out,
            self.tiles,
            self.trades,
            self.pending,
            *(getattr(self, f) for f in SCRATCH_FIELDS),
            [p._key() for p in self.players],
            None if self.xp is None else self.xp.key(),
        )

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, CardState):
            return NotImplemented
        return self._key() == other._key()

    __hash__ = None  # type: ignore[assignment]

    def to_dict(self) -> dict:
        from .serialize import state_to_dict

        return state_to_dict(self)

    @classmethod
    def from_dict(cls, d: dict) -> CardState:
        from .serialize import state_from_dict

        return state_from_dict(d)


def new_empty_state(config: CardConfig) -> CardState:
    """A state with every attribute set to a neutral value (set-up fills it)."""
    s = CardState.__new__(CardState)
    s.config = config
    s.n = config.players
    s.rng = 0
    s.phase = CardPhase.ROLE
    s.round = 1
    s.governor = 0
    s.pick = 0
    s.picks = 3 if config.players == 2 else config.players
    s.role = -1
    s.role_player = -1
    s.current = 0
    s.turn = 0
    s.roles_taken = [-1] * N_ROLES
    s.library_used = 0
    s.library_on = False
    s.built = False
    s.deck = []
    s.discard = [0] * N_KINDS
    s.out = [0] * N_KINDS
    s.tiles = []
    s.trades = 0
    s.pending = [0] * N_KINDS
    s.pending_n = 0
    s.left = 0
    s.done = 0
    s.min_kind = 0
    s.building = -1
    s.over = -1
    s.active = 0
    s.market_left = 0
    s.earned = 0
    s.players = [CardPlayer() for _ in range(config.players)]
    s.xp = new_buildings_state(config)
    s._legal = None
    s.watch = None
    return s
