"""The start of the Captain phase in the 1897 expansions: the lighthouse's doubloon for
the captain, the union hall's VP and the royal supplier's question, before anybody
ships.

- Lighthouse (expansion I), manned: its owner, if he is the captain, gets a doubloon
  when the phase starts, whether or not he ships later.
- Union hall (expansion I), manned: its owner gets a VP per pair of equal barrels he
  holds (for each good, half his barrels, rounded down).
- Royal supplier (expansion II), manned by a colonist or a noble alike: its owner may
  give back barrels of different kinds, at most one per noble he owns, for a VP each
  (``SupplyGoods(mask)``, or ``Pass``); no other bonus comes with them.  He is asked
  only when he has a noble and a barrel.

Rulings: the rulebook has both buildings act "the first time their owner is up" in
the phase.  The engine does it all when the phase starts, before the first shipment:
every union hall first (it only counts, so nobody's barrels have changed when it
does), then the royal suppliers' owners are asked in turn order from the captain.  A
player who owns both therefore has his pairs counted before he gives barrels away.
Nothing he holds changes before his first turn in the rulebook's order either; what
differs is only that he decides before seeing the shipments of the players before
him.  VP chips that run out here end the game like those of a shipment.
"""

from __future__ import annotations

from ..actions import PASS, SUPPLY, Action, SupplyGoods
from ..data import LIGHTHOUSE, N_GOODS, ROYAL_SUPPLIER, UNION_HALL
from ..reasons import Reason, Why, reason
from ..state import GameState, Phase, PlayerState, register_phase
from .common import goods_kinds
from .shipping import give_vp


def union_hall_vp(p: PlayerState) -> int:
    """VP the union hall gives ``p`` when the Captain phase starts (0 if it is not his
    or not manned): one per pair of equal barrels."""
    if p.bocc[UNION_HALL] <= 0:
        return 0
    return sum(n >> 1 for n in p.goods)


def may_supply(p: PlayerState) -> bool:
    """Is ``p`` asked by his royal supplier (manned, a noble and a barrel)?"""
    return p.bocc[ROYAL_SUPPLIER] > 0 and p.nobles > 0 and any(p.goods)


def begin_captain(state: GameState) -> None:
    """The expansions' part of the start of the Captain phase (``start_captain`` has
    set the phase up for the first shipment)."""
    n, captain = state.n, state.role_player
    state.small_wharf_used = 0
    state.small_wharf_load = 0
    state.small_wharf_min = 0
    players = state.players
    if players[captain].bocc[LIGHTHOUSE] > 0:
        players[captain].doubloons += 1
    asked = 0
    for i in range(n):
        seat = (captain + i) % n
        p = players[seat]
        bocc = p.bocc  # checked here first: most players have neither building
        if bocc[UNION_HALL] > 0:
            vp = union_hall_vp(p)
            if vp:
                give_vp(state, p, vp)
        if bocc[ROYAL_SUPPLIER] > 0 and may_supply(p):
            asked |= 1 << seat
    state.asked = asked
    if asked:
        state.phase = Phase.ROYAL_SUPPLIER
        _ask_next(state)


def _ask_next(state: GameState) -> None:
    """The next owner still to be asked, in turn order from the captain; the shipping
    begins when there is none."""
    n, captain = state.n, state.role_player
    for i in range(n):
        seat = (captain + i) % n
        if state.asked >> seat & 1:
            state.current = seat
            return
    state.phase = Phase.CAPTAIN
    state.current = captain


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
    _ask_next(state)


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


def royal_supplier_problems(state: GameState) -> list[str]:
    """What disagrees in a loaded state's royal-supplier question (consistency)."""
    problems: list[str] = []
    asked, n = state.asked, state.n
    if state.phase != Phase.ROYAL_SUPPLIER:
        return problems
    if not asked >> state.current & 1:
        problems.append("scratch.asked does not name the seat asked by the royal supplier")
    before = [(state.role_player + i) % n for i in range(n)]
    before = before[: before.index(state.current)] if state.current in before else before
    if any(asked >> seat & 1 for seat in before):
        problems.append("scratch.asked names a seat before the one asked")
    if any(asked >> seat & 1 and not may_supply(state.players[seat]) for seat in range(n)):
        problems.append("scratch.asked names a seat the royal supplier does not ask")
    if state.captain_shipped or state.wharf_used or state.small_wharf_used or state.idle:
        problems.append("the shipping has begun before the royal supplier's question")
    return problems


register_phase(
    Phase.ROYAL_SUPPLIER,
    legal_royal_supplier_actions,
    apply_royal_supplier,
    refuse_royal_supplier,
    accepts=(SupplyGoods,),
)
