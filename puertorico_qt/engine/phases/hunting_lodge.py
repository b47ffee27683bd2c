"""The end of the Settler phase: the hunting lodges, the fresh offer.

When every Settler turn is over (the library's extra take included), each owner of a
manned hunting lodge acts once, in turn order from the settler:

- manned by a colonist: he may give up one plantation or forest (``Discard(kind,
  forest)``, or ``Pass``); it goes to the face-up discard pile by the kind on its face,
  a worker on it to San Juan (``tiles.give_up``).  Nobody with no plantation and no
  forest is asked.
- manned by a noble: 2 VP chips, when he has strictly more empty island spaces than
  every other player (no question).  Like the captain's, these chips are given even
  when the supply runs short (it goes negative) and then trigger the game's end.

``state.asked`` holds the seats still to act (the one being asked included); the
seat being asked is ``current`` and ``turn`` stays at ``n`` (the turns are over).

Ruling: the lodges act before the face-up plantations left over go to the discard
pile and a new offer is turned up — the phase's last act, on the island as the
players left it; the refresh is the tidying-up that starts the next Settler phase.
A tile given up there may so be reshuffled into the pile for the new offer.
"""

from __future__ import annotations

from ..actions import DISCARD, N_PLANTATION_KINDS, PASS, Action, Discard, discard
from ..data import HUNTING_LODGE, ISLAND_SPACES
from ..reasons import Reason, Why, reason
from ..state import GameState, Phase, register_phase
from .common import end_role, give_vp_chips
from .tiles import can_give_up, draw_offer, give_up, give_up_options, manned_by_noble

#: The VP chips of a hunting lodge manned by a noble.
LODGE_VP = 2


def end_settler_phase(state: GameState) -> None:
    """Every Settler turn is over: the hunting lodges act, then the offer is renewed."""
    state.turn = state.n
    if state.config.expansions:
        asked = 0
        for seat, p in enumerate(state.players):
            if p.bocc[HUNTING_LODGE] > 0:
                asked |= 1 << seat
        if asked:
            state.asked = asked
            if _next_lodge(state):
                return
    _finish(state)


def empty_spaces(state: GameState, seat: int) -> int:
    return ISLAND_SPACES - state.players[seat].island_used()


def lodge_vp_due(state: GameState, seat: int) -> bool:
    """Would ``seat``'s noble on the hunting lodge earn its VP now (strictly the most
    empty island spaces of all players)?"""
    mine = empty_spaces(state, seat)
    return all(mine > empty_spaces(state, other) for other in range(state.n) if other != seat)


def _next_lodge(state: GameState) -> bool:
    """Settle the lodges in turn order until one asks a question (True) or none is
    left (False)."""
    n = state.n
    for i in range(n):
        seat = (state.role_player + i) % n
        if not state.asked >> seat & 1:
            continue
        p = state.players[seat]
        if manned_by_noble(p, HUNTING_LODGE):
            if lodge_vp_due(state, seat):
                give_vp_chips(state, seat, LODGE_VP)
        elif give_up_options(p):
            state.phase = Phase.HUNTING_LODGE
            state.current = seat
            return True
        state.asked &= ~(1 << seat)
    return False


def _finish(state: GameState) -> None:
    """The face-up plantations left go to the discard pile, a fresh offer is drawn."""
    state.asked = 0
    offer, discard = state.offer, state.discard
    for k in range(5):
        discard[k] += offer[k]
        offer[k] = 0
    draw_offer(state)
    end_role(state)


def legal_lodge_actions(state: GameState) -> list[int]:
    p = state.players[state.current]
    return [PASS] + [discard(k, forest) for k, forest in give_up_options(p)]


def apply_lodge(state: GameState, action: int) -> None:
    if action != PASS:
        at = action - DISCARD  # a plantation kind, or N_PLANTATION_KINDS + a forest's kind
        p = state.players[state.current]
        give_up(state, p, at % N_PLANTATION_KINDS, at >= N_PLANTATION_KINDS)
    state.asked &= ~(1 << state.current)
    if not _next_lodge(state):
        _finish(state)


def refuse_lodge(state: GameState, action: Action) -> Reason | None:
    match action:
        case Discard(kind, forest) if not can_give_up(state.players[state.current], kind, forest):
            return reason(Why.NO_SUCH_FOREST if forest else Why.NO_SUCH_TILE, tile=kind)
    return None


register_phase(
    Phase.HUNTING_LODGE, legal_lodge_actions, apply_lodge, refuse_lodge, accepts=(Discard,)
)
