"""The Smuggler (expansion III): one more role card; its chooser does one of four things
at once, for himself alone, and no building improves any of them (no library).

- **Raid** (``Smuggle("raid", ship)``): a cargo ship is emptied; he keeps up to three of
  its barrels (they are one kind), the rest go back to the supply.
- **Plunder**: the trading house is emptied into the supply; a VP chip per good.
- **Poach**: the colonist ship goes down to one worker per player; of the workers taken
  off he keeps up to three, placed at once on free circles of his board (never the
  portrait: ``place_workers``), the rest go back to the supply.  With expansion II the
  ship's noble is the Mayor's, so only plain workers are poached (ruling).
- **Swap** (``Smuggle("swap", card)``): he takes the coins of a role card not yet used
  this round and marks it as his (``captured``).  If another player chooses it this
  round he gets 3 doubloons from the bank; if nobody uses it, he plays it himself at
  the end of the round, as its chooser (``end_of_round``).

No coin is ever put on the smuggler card, and whoever took it holds the wanted poster
(``wanted``) and may not take it again until someone else has.  The rulings where the
rulebook is open are listed in ``docs/expansions.md``.
"""

from __future__ import annotations

from ..actions import MAX_SHIPS, PLUNDER, POACH, RAID, SWAP, Action, Smuggle
from ..data import Role
from ..reasons import Reason, Why, reason
from ..state import GameState, Phase, register_phase
from .common import ROLE_IDLE, ROLE_START, ROUND_END, end_role, give_vp_chips
from .place_workers import RESUME, RESUME_SMUGGLER, free_circles, start_placing

#: Barrels a raid keeps, workers a poach keeps, doubloons a swapped role pays its taker.
RAID_KEEP = 3
POACH_KEEP = 3
SWAP_BONUS = 3


def start_smuggler(state: GameState) -> None:
    state.wanted = state.role_player
    state.phase = Phase.SMUGGLER
    state.current = state.role_player


def legal_smuggler_actions(state: GameState) -> list[int]:
    acts = [PLUNDER, POACH]
    for ship, load in enumerate(state.ship_load):
        if load:
            acts.append(RAID + ship)
    for card, taker in enumerate(state.role_taken):
        if taker < 0 and state.role_cards[card] != Role.SMUGGLER:
            acts.append(SWAP + card)
    return acts


def poach_counts(state: GameState) -> tuple[int, int]:
    """(workers taken off the colonist ship, of them kept by the current player)."""
    on_ship = state.colonist_ship + state.noble_ship
    removed = min(state.colonist_ship, max(0, on_ship - state.n))
    return removed, min(POACH_KEEP, removed, free_circles(state.players[state.current]))


def apply_smuggler(state: GameState, action: int) -> None:
    seat = state.current
    p = state.players[seat]
    if action == PLUNDER:
        taken = len(state.house)
        for g in state.house:
            state.goods_supply[g] += 1
        state.house.clear()
        if taken:
            state.plunder_vp[seat] += taken
            give_vp_chips(state, seat, taken)
    elif action == POACH:
        removed, kept = poach_counts(state)
        state.colonist_ship -= removed
        state.colonist_supply += removed - kept
        if start_placing(state, kept, RESUME_SMUGGLER):
            return
    elif action < SWAP:
        ship = action - RAID
        g, load = state.ship_good[ship], state.ship_load[ship]
        kept = min(RAID_KEEP, load)
        p.goods[g] += kept
        state.goods_supply[g] += load - kept
        state.ship_good[ship] = -1
        state.ship_load[ship] = 0
    else:
        card = action - SWAP
        state.captured = card
        p.doubloons += state.role_coins[card]
        state.role_coins[card] = 0
    end_role(state)


def refuse_smuggler(state: GameState, action: Action) -> Reason | None:
    if not isinstance(action, Smuggle):
        return None
    if action.option == "raid":
        if action.target >= min(len(state.ship_load), MAX_SHIPS):
            return reason(Why.NO_SUCH_SHIP)
        return reason(Why.RAID_EMPTY_SHIP)
    if action.option == "swap":
        card = action.target
        if card >= len(state.role_cards):
            return reason(Why.NO_SUCH_ROLE_CARD)
        if state.role_cards[card] == Role.SMUGGLER:
            return reason(Why.SWAP_SMUGGLER)
        return reason(Why.ROLE_TAKEN, role=state.role_cards[card])
    return None


def chose_captured(state: GameState, seat: int) -> None:
    """Someone chose the captured role card: 3 doubloons to the smuggler, unless he
    chose it himself (then it is simply used)."""
    if seat != state.wanted:
        state.players[state.wanted].doubloons += SWAP_BONUS


def end_of_round(state: GameState) -> bool:
    """At the end of the round a captured role nobody used is played by the smuggler
    (True: it has started; ``end_role`` then ends the round again, and the card counts
    as used).  The capture lasts the round only."""
    card = state.captured
    if state.role_taken[card] >= 0:
        state.captured = -1
        # the last chooser of the round is the last pick's, not the smuggler's swap
        state.role_player = (state.governor + state.picks_per_round - 1) % state.n
        return False
    seat = state.wanted
    state.role_taken[card] = seat
    state.role = state.role_cards[card]
    state.role_player = seat
    state.current = seat
    ROLE_START[state.role](state)
    return True


ROLE_START[Role.SMUGGLER] = start_smuggler
ROLE_IDLE[Role.SMUGGLER] = lambda state, seat: None  # a swap always brings something
RESUME[RESUME_SMUGGLER] = end_role
ROUND_END.append(end_of_round)
register_phase(
    Phase.SMUGGLER, legal_smuggler_actions, apply_smuggler, refuse_smuggler, accepts=(Smuggle,)
)
