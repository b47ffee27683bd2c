"""Expansion II in the Mayor phase: the noble on the colonist ship, the villa's noble,
and which worker mans the buildings that care whether it is a colonist or a noble.

A noble is a worker like any other (it is counted in ``PlayerState.colonists()``,
``san_juan``, ``plant_occ`` and ``bocc``); ``PlayerState.nobles`` says how many of a
player's workers are nobles.  Only on the ``NOBLE_SENSITIVE`` buildings (land office,
chapel, hunting lodge, zoning office) does the kind of worker change a rule, so only
there is it kept (``PlayerState.noble_on``).

Rulings (where the rulebook leaves the case open):

- **The ship's noble goes to the mayor.**  The ship's workers go round the table one
  by one from the mayor, and the first of them — the one the mayor takes — is the
  noble.  The rulebook says the noble is "mostly" taken by the mayor; since a noble
  is a worker and a VP at the end, nobody would decline it, so the engine asks no one.
- **The villa** (manned) gives its owner a noble from the supply at the start of his
  Mayor turn, before his workers are lifted; when the supply has no noble left, a
  colonist from the supply instead, if there is one.  (The mayor's extra colonists
  come before it; the order changes nothing.)
- **Refilling the ship**: one of the workers put on it is a noble while the noble
  supply has one.  Running out of colonists does not end the game with nobles in
  play: the ship takes what is left.
- **Which workers are nobles** on the colonist-or-noble buildings is asked once the
  player's placement is complete (``Phase.NOBLES``, a ``ChooseNobles`` mask), and only
  when more than one answer is possible; a single possible answer is set silently.
"""

from __future__ import annotations

from ..actions import NOBLES, Action, ChooseNobles
from ..data import NOBLE_SENSITIVE, VILLA
from ..reasons import Reason, Why, reason
from ..state import GameState, PlayerState

_N_SENSITIVE = len(NOBLE_SENSITIVE)
_S0, _S1, _S2, _S3 = NOBLE_SENSITIVE  # unpacked for ``manned_sensitive`` (four of them)
#: Per mask of manned sensitive buildings: its sub-masks ascending, with their sizes —
#: the candidates of ``noble_masks``, worked out once instead of in every Mayor turn.
_SUBMASKS: tuple[tuple[tuple[int, int], ...], ...] = tuple(
    tuple((mask, mask.bit_count()) for mask in range(1 << _N_SENSITIVE) if not mask & ~manned)
    for manned in range(1 << _N_SENSITIVE)
)


def manned_sensitive(p: PlayerState) -> int:
    """Bit mask over ``NOBLE_SENSITIVE`` of this player's manned ones."""
    bocc = p.bocc  # written out: asked after every Mayor placement with nobles in play
    return (
        (1 if bocc[_S0] > 0 else 0)
        | (2 if bocc[_S1] > 0 else 0)
        | (4 if bocc[_S2] > 0 else 0)
        | (8 if bocc[_S3] > 0 else 0)
    )


def noble_masks(p: PlayerState) -> list[int]:
    """The possible ``noble_on`` masks of a placed player, ascending: a bit per manned
    sensitive building with a noble on it, no more nobles than the player has, and
    colonists enough for the other manned sensitive buildings."""
    manned = manned_sensitive(p)
    if not manned:
        return [0]
    nobles = p.nobles
    least = manned.bit_count() - (p.colonists() - nobles)  # nobles needed at least
    return [mask for mask, c in _SUBMASKS[manned] if least <= c <= nobles]


def settle_nobles(p: PlayerState) -> bool:
    """After a player's workers are placed: set ``noble_on`` when there is one answer
    (True), or leave it for the player to choose (False: ask ``Phase.NOBLES``)."""
    if not p.nobles:
        p.noble_on = 0
        return True
    masks = noble_masks(p)
    if len(masks) == 1:
        p.noble_on = masks[0]
        return True
    return False


def legal_nobles_actions(state: GameState) -> list[int]:
    return [NOBLES + mask for mask in noble_masks(state.players[state.current])]


def refuse_nobles(state: GameState, action: Action) -> Reason | None:
    """Why a ``ChooseNobles`` mask is not possible: a building not manned, more nobles
    than the player has, or too few colonists left for the others."""
    if not isinstance(action, ChooseNobles):
        return None
    p = state.players[state.current]
    manned = manned_sensitive(p)
    for i, b in enumerate(NOBLE_SENSITIVE):
        if action.mask >> i & 1 and not manned >> i & 1:
            return reason(Why.NOBLE_NOT_MANNED, building=b)
    if action.mask.bit_count() > p.nobles:
        return reason(Why.TOO_FEW_NOBLES)
    return reason(Why.TOO_FEW_PLAIN_COLONISTS)


def villa_worker(state: GameState, p: PlayerState) -> None:
    """The manned villa at its owner's first Mayor turn: a noble from the supply into
    his San Juan, else a colonist from the supply, else nothing."""
    if p.bocc[VILLA] <= 0:
        return
    if state.noble_supply > 0:
        state.noble_supply -= 1
        p.nobles += 1
        p.san_juan += 1
    elif state.colonist_supply > 0:
        state.colonist_supply -= 1
        p.san_juan += 1


def refill_ship_with_nobles(state: GameState, needed: int) -> None:
    """Expansion II's refill: one noble among the ``needed`` workers while the noble
    supply has one; colonists for the rest as far as the supply goes (running out of
    colonists does not end the game)."""
    nobles = 1 if state.noble_supply > 0 and needed > 0 else 0
    state.noble_supply -= nobles
    state.noble_ship = nobles
    colonists = min(needed - nobles, state.colonist_supply)
    state.colonist_supply -= colonists
    state.colonist_ship = colonists
