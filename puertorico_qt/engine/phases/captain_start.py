"""The 1897 expansions at the start of the Captain phase and at each player's first turn
in it: the lighthouse's doubloon for the captain, the union hall's VP and the royal
supplier's question.

- Lighthouse (expansion I), manned: its owner, if he is the captain, gets a doubloon
  when the phase starts, whether or not he ships later.
- Union hall (expansion I), manned: the first time its owner is up in the phase, before
  he ships, he gets a VP per pair of equal barrels he holds (for each good, half his
  barrels, rounded down).
- Royal supplier (expansion II), manned by a colonist or a noble alike: the first time
  its owner is up in the phase, before his first shipment, he may give back barrels of
  different kinds, at most one per noble he owns, for a VP each (``SupplyGoods(mask)``,
  or ``Pass``); no other bonus comes with them.  He is asked only when he has a noble
  and a barrel.

A guest (the guest house, expansion I) may be moved at the start of the phase: before
the lighthouse pays and before the first turn, a window (``guests.open_guest_window``)
asks the guest holders who could man an empty union hall, royal supplier or (the
captain) lighthouse of theirs — nobody decides before those act.

Every player is up at least once in the phase (it ends only after each in turn has
been unable to ship), so each owner's turn comes.  ``state.asked`` holds the owners
whose first turn is still to come (the one being asked by his royal supplier
included); they are reached in turn order from the captain.  A player who owns both
has his pairs counted before he gives barrels away (the union hall's text: first the
VP, then the usual shipping).  VP chips that run out here end the game like those of
a shipment.
"""

from __future__ import annotations

from ..actions import PASS, SUPPLY, Action, SupplyGoods
from ..data import LIGHTHOUSE, N_GOODS, ROYAL_SUPPLIER, UNION_HALL, Role
from ..reasons import Reason, Why, reason
from ..state import GameState, Phase, PlayerState, register_phase
from .common import goods_kinds
from .guests import RESUME, open_guest_window
from .shipping import give_vp


def union_hall_vp(p: PlayerState) -> int:
    """VP the union hall gives ``p`` at his first turn of the Captain phase (0 if it is
    not his or not manned): one per pair of equal barrels."""
    if p.bocc[UNION_HALL] <= 0:
        return 0
    return sum(n >> 1 for n in p.goods)


def may_supply(p: PlayerState) -> bool:
    """Is ``p`` asked by his royal supplier (manned, a noble and a barrel)?"""
    return p.bocc[ROYAL_SUPPLIER] > 0 and p.nobles > 0 and any(p.goods)


def _owners(players: list[PlayerState]) -> int:
    """The seats (a mask) whose union hall or royal supplier is manned."""
    waiting = 0
    for seat, p in enumerate(players):
        bocc = p.bocc  # checked here first: most players have neither building
        if bocc[UNION_HALL] > 0 or bocc[ROYAL_SUPPLIER] > 0:
            waiting |= 1 << seat
    return waiting


_CAPTAIN_TURNS = (Phase.CAPTAIN, Phase.SMALL_WHARF, Phase.ROYAL_SUPPLIER)


def _waiting(state: GameState) -> int:
    """The owners whose first Captain turn has not come yet (0 outside the phase)."""
    if state.phase == Phase.GUESTS and state.role == Role.CAPTAIN:  # the phase's start
        return _owners(state.players)
    if state.phase not in _CAPTAIN_TURNS:
        return 0
    if state.phase == Phase.ROYAL_SUPPLIER:  # the seat asked has come to his turn
        return state.asked & ~(1 << state.current)
    return state.asked


def first_turns_between(before: GameState, after: GameState, captain_chosen: bool) -> list[int]:
    """The owners of a union hall or royal supplier whose first Captain turn came in
    one step from ``before`` to ``after`` (``captain_chosen``: the step chose the
    Captain), in turn order: their union halls have counted (for the game log)."""
    if captain_chosen:
        waiting = _owners(before.players)
    else:
        waiting = _waiting(before)
    reached = waiting & ~_waiting(after)
    if not reached:
        return []
    n, captain = after.n, after.role_player
    return [s for s in ((captain + i) % n for i in range(n)) if reached >> s & 1]


def lighthouse_start_doubloons(p: PlayerState) -> int:
    """Doubloons the lighthouse gives ``p``, the captain, as his phase's turns begin
    (whether or not he ships later): one if it is manned."""
    return 1 if p.bocc[LIGHTHOUSE] > 0 else 0


def turns_began_between(before: GameState, after: GameState, captain_chosen: bool) -> bool:
    """Did the Captain phase's turns begin (the lighthouse paid the captain) in one step
    from ``before`` to ``after`` (``captain_chosen``: the step chose the Captain): the
    role chosen with no guests' window, or the window at its start closed?"""
    if after.phase == Phase.GUESTS:
        return False
    return captain_chosen or (before.phase == Phase.GUESTS and before.role == Role.CAPTAIN)


def _acts_at_start(state: GameState, seat: int) -> bool:
    """Would a guest of ``seat`` make a building act that works before he decides
    anything: an empty union hall or royal supplier, or the captain's lighthouse?"""
    p = state.players[seat]
    for b in (UNION_HALL, ROYAL_SUPPLIER):
        if p.owns(b) and p.bocc[b] <= 0:
            return True
    return seat == state.role_player and p.owns(LIGHTHOUSE) and p.bocc[LIGHTHOUSE] <= 0


def begin_captain(state: GameState) -> None:
    """The expansions' part of the start of the Captain phase (``start_captain`` has
    set the phase up for the first shipment, the captain's)."""
    state.small_wharf_used = 0
    state.small_wharf_load = 0
    state.small_wharf_min = 0
    if open_guest_window(state, _acts_at_start):
        return
    _first_turns_begin(state)


def _after_guests(state: GameState) -> None:
    """The guests' window at the phase's start is closed: the captain's turn."""
    state.phase = Phase.CAPTAIN
    state.current = state.role_player
    _first_turns_begin(state)


def _first_turns_begin(state: GameState) -> None:
    players = state.players
    captain = players[state.role_player]
    captain.doubloons += lighthouse_start_doubloons(captain)
    waiting = _owners(players)
    state.asked = waiting
    if waiting:
        first_turn(state)


def first_turn(state: GameState) -> None:
    """The Captain phase has just handed the turn to ``state.current``: if it is his
    first and he has a union hall or a royal supplier, they act now, before he ships
    (the royal supplier's question in ``Phase.ROYAL_SUPPLIER``).  Callers check
    ``state.asked`` first: it is 0 in nearly every Captain turn."""
    seat = state.current
    if not state.asked >> seat & 1:
        return
    p = state.players[seat]
    vp = union_hall_vp(p)
    if vp:
        give_vp(state, p, vp)
    if p.bocc[ROYAL_SUPPLIER] > 0 and may_supply(p):
        state.phase = Phase.ROYAL_SUPPLIER  # his bit stays set until he answers
    else:
        state.asked &= ~(1 << seat)


def legal_royal_supplier_actions(state: GameState) -> list[int]:
    """Pass, or give one barrel of each kind in a mask of at most ``nobles`` kinds."""
    p = state.players[state.current]
    kinds = goods_kinds(p.goods)
    most = p.nobles
    acts = [PASS]
    for mask in range(1, 1 << N_GOODS):
        if mask & ~kinds == 0 and mask.bit_count() <= most:
            acts.append(SUPPLY + mask)
    return acts


def apply_royal_supplier(state: GameState, action: int) -> None:
    seat = state.current
    if action != PASS:
        mask = action - SUPPLY
        p = state.players[seat]
        for g in range(N_GOODS):
            if mask >> g & 1:
                p.goods[g] -= 1
                state.goods_supply[g] += 1
        give_vp(state, p, mask.bit_count())
    state.asked &= ~(1 << seat)
    state.phase = Phase.CAPTAIN  # his turn goes on: now he ships


def refuse_royal_supplier(state: GameState, action: Action) -> Reason | None:
    if not isinstance(action, SupplyGoods) or not action.mask:
        return None
    p = state.players[state.current]
    for g in range(N_GOODS):
        if action.mask >> g & 1 and not p.goods[g]:
            return reason(Why.NO_SUCH_GOOD, good=g)
    if action.mask.bit_count() > p.nobles:
        return reason(Why.SUPPLY_PER_NOBLE, building=ROYAL_SUPPLIER)
    return None


def first_turn_problems(state: GameState) -> list[str]:
    """What disagrees in a loaded state's owners still waiting for their first Captain
    turn (``state.asked``; consistency)."""
    problems: list[str] = []
    asked, n, phase = state.asked, state.n, state.phase
    if phase == Phase.STORAGE:
        if asked:
            problems.append("scratch.asked is set in the storage after the Captain phase")
        return problems
    if phase not in _CAPTAIN_TURNS or not 0 <= state.current < n:
        return problems  # a seat out of range is the loader's own complaint
    order = [(state.role_player + i) % n for i in range(n)]
    at = order.index(state.current)
    for seat in range(n):
        if not asked >> seat & 1:
            continue
        bocc = state.players[seat].bocc
        if bocc[UNION_HALL] <= 0 and bocc[ROYAL_SUPPLIER] <= 0:
            problems.append(f"scratch.asked: seat {seat} has no union hall or royal supplier")
        if seat == state.current and phase != Phase.ROYAL_SUPPLIER:
            problems.append("scratch.asked names the seat whose Captain turn is under way")
        elif order.index(seat) < at:
            problems.append(f"scratch.asked: seat {seat} has had its first Captain turn")
    if phase == Phase.ROYAL_SUPPLIER:
        seat = state.current
        if not asked >> seat & 1:
            problems.append("scratch.asked does not name the seat asked by the royal supplier")
        if not may_supply(state.players[seat]):
            problems.append("the royal supplier asks a seat it may not ask")
        if state.wharf_used >> seat & 1 or state.small_wharf_used >> seat & 1:
            problems.append("the royal supplier asks a seat that has shipped already")
        if seat == state.role_player and state.captain_shipped:
            problems.append("the royal supplier asks the captain after his first shipment")
    return problems


register_phase(
    Phase.ROYAL_SUPPLIER,
    legal_royal_supplier_actions,
    apply_royal_supplier,
    refuse_royal_supplier,
    accepts=(SupplyGoods,),
)


RESUME[Role.CAPTAIN] = _after_guests
