"""The guest house (expansion I): its workers are guests that move later.

In the Mayor phase the guest house is manned like any building (two circles).  In
every other phase its owner may move a guest — at the start, during or at the end of
the phase — onto a free circle of another of his buildings or onto one of his
unoccupied plantations or quarries, where it stays and works at once (until the next
Mayor phase lifts every worker).  A guest is any worker, colonist or noble.

The engine offers the moves whenever the owner is the one to decide
(``state.register_anytime``): ``MoveGuest(target, noble)`` actions are added to the
phase's own, and a move changes nothing else — the same player decides again.  Two
moments have nobody deciding, so the engine opens a window (``Phase.GUESTS``) and asks
each guest holder in turn, ``MoveGuest`` until he passes:

- when the Craftsman phase starts, before production (from the craftsman on);
- when the Captain phase starts, before the lighthouse pays the captain and before
  anyone's first turn (from the captain on) — asked only of those who could man a
  building that acts then (``captain_start``), as nobody decides before it does;
- when the game is over, before the final scoring (from the governor of the last
  round on; the phase has no role then).

A window opens only for players who hold a guest and have somewhere to move it.

Rulings (where the rulebook leaves the case open):

- No moves while the Mayor phase is under way (its extra-colonist question included:
  a guest moved into the library or the villa then would use the Mayor phase itself),
  nor during the draft.
- A guest never goes onto a forest or into San Juan, nor back into the guest house.
- On a colonist-or-noble building (``NOBLE_SENSITIVE``) the move names the kind of
  worker: a noble only while the player has a noble not standing on such a building,
  a colonist only while he has a colonist not standing on one.  Elsewhere the kind
  changes nothing and the move is a colonist's.
- While a bonus colonist (hospice, university) is offered for a place, a guest may not
  take the last free circle of that place (the building just built, the last free tile
  of the kind just taken): the offer stands.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

from ..actions import BUILDING_TARGET, GUEST, PASS, Action, MoveGuest
from ..data import CIRCLES, GUEST_HOUSE, N_BUILDINGS, N_TILE_KINDS, NOBLE_SENSITIVE
from ..reasons import Reason, Why, reason
from ..state import GameState, Phase, PlayerState, register_anytime, register_phase
from .common import BEFORE_GAME_OVER, finish_game
from .nobles import manned_sensitive

#: The phases in which guests stay where they are.
NO_MOVES: frozenset[Phase] = frozenset(
    {Phase.MAYOR_EXTRA, Phase.MAYOR, Phase.NOBLES, Phase.DRAFT, Phase.GAME_OVER}
)
_NO_MOVES: tuple[bool, ...] = tuple(phase in NO_MOVES for phase in Phase)
_GUEST_END = GUEST + 2 * (BUILDING_TARGET + N_BUILDINGS)
_SENSITIVE_INDEX: dict[int, int] = {b: i for i, b in enumerate(NOBLE_SENSITIVE)}

#: Role kind -> how its phase goes on after the window at its start (the craftsman's
#: production); filled by the phase module that opens the window.
RESUME: dict[int, Callable[[GameState], None]] = {}


# --------------------------------------------------------------------------- moves


def free_nobles(p: PlayerState) -> int:
    """Nobles of this player not standing on a colonist-or-noble building."""
    return p.nobles - p.noble_on.bit_count()


def free_colonists(p: PlayerState) -> int:
    """Colonists (not nobles) of this player not standing on a colonist-or-noble
    building."""
    plain_on = manned_sensitive(p).bit_count() - p.noble_on.bit_count()
    return p.colonists() - p.nobles - plain_on


def _kept_target(state: GameState) -> int:
    """The place a bonus colonist is being offered for when a guest would take its
    last free circle (-1: none)."""
    phase = state.phase
    if phase == Phase.UNIVERSITY:
        return BUILDING_TARGET + state.last_building
    if phase == Phase.HOSPICE and state.last_tile >= 0:  # (-2: a forest's colonist)
        p = state.players[state.current]
        k = state.last_tile
        if p.plant[k] - p.plant_occ[k] == 1:
            return k
    return -1


def guest_moves(state: GameState, p: PlayerState) -> list[int]:
    """The ``MoveGuest`` ids open to ``p`` (the current player) now, ascending."""
    if p.bocc[GUEST_HOUSE] <= 0:
        return []
    kept = _kept_target(state)
    out = []
    plant, occ = p.plant, p.plant_occ
    for k in range(N_TILE_KINDS):
        if plant[k] > occ[k] and k != kept:
            out.append(GUEST + 2 * k)
    bocc = p.bocc
    nobles = colonists = -1  # computed when a sensitive building needs them
    for b in p.buildings:
        if b == GUEST_HOUSE or CIRCLES[b] <= bocc[b]:
            continue
        target = BUILDING_TARGET + b
        if target == kept:
            continue
        if b in _SENSITIVE_INDEX:
            if nobles < 0:
                nobles, colonists = free_nobles(p), free_colonists(p)
            if colonists > 0:
                out.append(GUEST + 2 * target)
            if nobles > 0:
                out.append(GUEST + 2 * target + 1)
        else:
            out.append(GUEST + 2 * target)
    return out


def _more(state: GameState, legal: list[int]) -> list[int]:
    """The anytime rule: the guest moves of the player deciding now, if he has any."""
    if _NO_MOVES[state.phase]:
        return legal
    p = state.players[state.current]
    if p.bocc[GUEST_HOUSE] <= 0:
        return legal
    moves = guest_moves(state, p)
    return legal + moves if moves else legal


def _apply(state: GameState, action: int) -> bool:
    if not GUEST <= action < _GUEST_END:
        return False
    at = action - GUEST
    move_guest(state.players[state.current], at // 2, bool(at % 2))
    return True


def move_guest(p: PlayerState, target: int, noble: bool) -> None:
    """One guest leaves the guest house for ``target`` (checked by the caller)."""
    p.bocc[GUEST_HOUSE] -= 1
    if target < BUILDING_TARGET:
        p.plant_occ[target] += 1
        return
    b = target - BUILDING_TARGET
    p.bocc[b] += 1
    if noble:
        p.noble_on |= 1 << _SENSITIVE_INDEX[b]


def refuse_move(state: GameState, action: MoveGuest) -> Reason:
    """Why ``action`` (a guest move) is not possible now."""
    if state.phase == Phase.DRAFT:
        return reason(Why.NOT_NOW, phase=Phase.DRAFT)
    if _NO_MOVES[state.phase]:
        return reason(Why.GUESTS_STAY_IN_MAYOR)
    p = state.players[state.current]
    if p.bocc[GUEST_HOUSE] <= 0:
        return reason(Why.NO_GUEST, building=GUEST_HOUSE)
    target = action.target
    if target < BUILDING_TARGET:
        if not p.plant[target]:
            return reason(Why.NO_SUCH_TILE, tile=target)
        if p.plant_occ[target] >= p.plant[target]:
            return reason(Why.TILE_HOLDS_ONE)
        if action.noble:
            return reason(Why.NOBLE_MAKES_NO_DIFFERENCE)
        return reason(Why.PLACE_KEPT_FOR_BONUS)
    b = target - BUILDING_TARGET
    if b == GUEST_HOUSE:
        return reason(Why.GUEST_LEAVES, building=GUEST_HOUSE)
    if not p.owns(b):
        return reason(Why.NOT_YOUR_BUILDING)
    if p.bocc[b] >= CIRCLES[b]:
        return reason(Why.NO_FREE_CIRCLE)
    if b not in _SENSITIVE_INDEX:
        if action.noble:
            return reason(Why.NOBLE_MAKES_NO_DIFFERENCE)
        return reason(Why.PLACE_KEPT_FOR_BONUS)
    if action.noble and free_nobles(p) <= 0:
        return reason(Why.NO_FREE_NOBLE, building=b)
    if not action.noble and free_colonists(p) <= 0:
        return reason(Why.NO_FREE_COLONIST, building=b)
    return reason(Why.PLACE_KEPT_FOR_BONUS)


# --------------------------------------------------------------------------- windows


def can_move_guest(state: GameState, seat: int) -> bool:
    """``seat`` holds a guest and has somewhere to move it (in a window)."""
    p = state.players[seat]
    return p.bocc[GUEST_HOUSE] > 0 and bool(guest_moves(state, p))


def _first_seat(state: GameState) -> int:
    """Where a window starts: the craftsman, or the last round's governor at the end."""
    return state.role_player if state.role >= 0 else state.governor


def open_guest_window(
    state: GameState, wants: Callable[[GameState, int], bool] | None = None
) -> bool:
    """Ask every guest holder who can move a guest (and, given ``wants``, for whom a
    move matters now), in turn (``Phase.GUESTS``).  False when nobody is asked: the
    caller goes on at once."""
    for p in state.players:  # a loop: cheaper than any() when nobody holds a guest
        if p.bocc[GUEST_HOUSE] > 0:
            break
    else:
        return False
    phase = state.phase
    state.phase = Phase.GUESTS
    asked = 0
    for seat in range(state.n):
        if can_move_guest(state, seat) and (wants is None or wants(state, seat)):
            asked |= 1 << seat
    if not asked:
        state.phase = phase
        return False
    state.asked = asked
    _ask_next(state)
    return True


def _ask_next(state: GameState) -> None:
    n, first = state.n, _first_seat(state)
    for i in range(n):
        seat = (first + i) % n
        if state.asked >> seat & 1:
            state.current = seat
            return
    _close(state)


def _close(state: GameState) -> None:
    state.asked = 0
    if state.role >= 0:
        RESUME[state.role](state)
    else:
        finish_game(state)


def legal_guests_actions(state: GameState) -> list[int]:
    """The window's own action: done (the moves come from the anytime rule)."""
    return [PASS]


def apply_guests(state: GameState, action: int) -> None:
    state.asked &= ~(1 << state.current)
    _ask_next(state)


def refuse_guests(state: GameState, action: Action) -> Reason | None:
    return refuse_move(state, action) if isinstance(action, MoveGuest) else None


def guests_before_game_over(state: GameState) -> bool:
    """The game is over: the guest holders may move their guests before the scoring."""
    return open_guest_window(state)


register_anytime(_more, _apply, GUEST, _GUEST_END, gate=GUEST_HOUSE)
register_phase(
    Phase.GUESTS, legal_guests_actions, apply_guests, refuse_guests, accepts=(MoveGuest,)
)
BEFORE_GAME_OVER.append(guests_before_game_over)


def guests_problems(s: GameState) -> Iterator[str]:
    """For ``consistency``: a window asks, in turn from its first seat, the seats in
    ``asked`` — each holding a guest it can move — and the current seat is the first."""
    if s.phase != Phase.GUESTS:
        return
    n, first = s.n, _first_seat(s)
    order = [(first + i) % n for i in range(n)]
    waiting = [seat for seat in order if s.asked >> seat & 1]
    if not waiting or waiting[0] != s.current:
        yield "scratch.asked: the guests' window is not asking its first seat still to ask"
    if any(not can_move_guest(s, seat) for seat in waiting):
        yield "scratch.asked names a seat that has no guest to move"
