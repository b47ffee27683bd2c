"""Turn order shared by every role: who acts next, and what happens when a role
or a round is over.  Phase modules call these; they never reorder turns themselves.
"""

from __future__ import annotations

from collections.abc import Callable

from ..data import N_GOODS, Role
from ..reasons import Reason, Why, reason
from ..state import GameState, IllegalActionError, Phase, register_phase

#: Role kind -> function that starts that role's phase (filled by the phase modules).
ROLE_START: dict[int, Callable[[GameState], None]] = {}
#: Role kind -> why choosing it now would bring ``seat`` nothing at all (None: it would
#: bring something).  Filled by the phase modules; asked through ``rules.idle_role``.
ROLE_IDLE: dict[int, Callable[[GameState, int], Reason | None]] = {}
#: Called in turn when the game is over, before the final scoring; one that returns True
#: has opened a question (the guest house's guests) and calls ``finish_game`` itself
#: afterwards.  Asked only in games with an expansion.
BEFORE_GAME_OVER: list[Callable[[GameState], bool]] = []
#: Called at the end of a round in which the smuggler swapped a role (expansion III);
#: one that returns True has started a role and the round ends again after it.
ROUND_END: list[Callable[[GameState], bool]] = []
_SMUGGLER = Role.SMUGGLER.value


def start_turns(state: GameState, phase: Phase) -> None:
    """Begin a phase in which every player acts once, the role's owner first."""
    state.phase = phase
    state.turn = 0
    state.current = state.role_player


def next_turn(state: GameState) -> bool:
    """Move to the next player of a one-turn-each phase; False when all have acted."""
    state.turn += 1
    if state.turn >= state.n:
        return False
    state.current = (state.role_player + state.turn) % state.n
    return True


def end_role(state: GameState) -> None:
    """The chosen role is done: the next player chooses, or the round ends.  (A role the
    smuggler swapped and plays after the last pick, expansion III, is no pick.)"""
    state.role = -1
    if state.pick < state.picks_per_round:
        state.pick += 1
    if state.pick >= state.picks_per_round:
        end_round(state)
        return
    state.phase = Phase.ROLE
    state.current = chooser(state, state.pick)


def chooser(state: GameState, pick: int) -> int:
    """The seat that chooses the ``pick``-th role of the round (from the governor on; with
    two players the governor's turn comes round again)."""
    return (state.governor + pick) % state.n


def end_round(state: GameState) -> None:
    """A doubloon on every unused role card, the governor moves on, or the game ends.
    Expansion III: a role the smuggler swapped and nobody used is played first
    (``ROUND_END``), and no coin is put on the smuggler card."""
    if state.captured >= 0 and any(hook(state) for hook in ROUND_END):
        return
    for card, taker in enumerate(state.role_taken):
        if taker < 0:
            if state.role_cards[card] != _SMUGGLER:
                state.role_coins[card] += 1
        else:
            state.role_taken[card] = -1
    if state.end_triggered:
        if state.config.expansions and any(hook(state) for hook in BEFORE_GAME_OVER):
            return
        finish_game(state)
        return
    state.governor = (state.governor + 1) % state.n
    state.round += 1
    state.pick = 0
    state.phase = Phase.ROLE
    state.current = state.governor


def finish_game(state: GameState) -> None:
    state.phase = Phase.GAME_OVER
    state.current = -1


def give_vp_chips(state: GameState, seat: int, vp: int) -> None:
    """VP chips from the supply to ``seat``.  The last chip given out triggers the end of
    the game, whatever gives it (shipping, and with the expansions the church, chapel,
    hunting lodge, union hall, royal supplier): the rulebook ends the game when the chips
    are used up, and before the expansions only the Captain phase handed any out.  The
    supply may run below zero in the round that ends: nobody goes without."""
    state.players[seat].vp += vp
    state.vp_supply -= vp
    if state.vp_supply <= 0:
        state.end_triggered = True


def take_colonist_for_bonus(state: GameState) -> bool:
    """Hospice and university: one colonist from the supply, else from the ship."""
    if state.colonist_supply > 0:
        state.colonist_supply -= 1
        return True
    if state.colonist_ship > 0:
        state.colonist_ship -= 1
        return True
    return False


def bonus_colonist_available(state: GameState) -> bool:
    """Is a colonist left for a building's bonus colonist (hospice, university): in
    the supply or, when it is empty, on the colonist ship."""
    return state.colonist_supply > 0 or state.colonist_ship > 0


def goods_kinds(goods: list[int]) -> int:
    """Bit mask of the kinds of goods present."""
    mask = 0
    for g in range(N_GOODS):
        if goods[g]:
            mask |= 1 << g
    return mask


def legal_game_over_actions(state: GameState) -> list[int]:
    """Nothing is legal once the game is over (also for a finished game loaded from JSON)."""
    return []


def apply_game_over(state: GameState, action: int) -> None:
    raise IllegalActionError(reason(Why.GAME_OVER))


register_phase(Phase.GAME_OVER, legal_game_over_actions, apply_game_over)
