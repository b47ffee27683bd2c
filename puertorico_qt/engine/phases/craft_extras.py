"""The expansions' buildings in the Craftsman phase, applied right after each player's
production (in turn order from the craftsman, like the production itself).

- **Aqueduct** (manned): one more indigo when the player's large indigo plant produced
  at least one, one more sugar likewise for the large sugar mill (the small plant and
  the small mill do not count), each from the supply if it has one.  Ruling: with both
  the small and the large building of a kind manned, the large one counts as having
  produced whenever the kind was produced at all.
- **Chapel** (manned): a doubloon when a colonist mans it, a VP chip when a noble does.
- **Jeweler** (manned): a doubloon per noble the player owns.
- **Specialty factory** (manned): doubloons = the largest amount of one non-corn good
  the player received in this production, minus one (never negative).  The aqueduct's
  barrel counts, and so do the craftsman's extra barrels (his privilege, doubled by a
  library): he is paid for his production at once and one more doubloon when an extra
  barrel of a kind he had the most of raises that largest amount (``specialty_kinds``
  holds those kinds until then).  Independent of the factory.
"""

from __future__ import annotations

from collections.abc import Iterator

from ..data import (
    AQUEDUCT,
    CHAPEL,
    INDIGO_PLANT,
    JEWELER,
    LIBRARY,
    N_GOODS,
    NOBLE_SENSITIVE,
    SPECIALTY_FACTORY,
    SUGAR_MILL,
    Good,
)
from ..state import GameState, Phase
from .common import give_vp_chips

_CHAPEL_BIT = 1 << NOBLE_SENSITIVE.index(CHAPEL)
_AQUEDUCT_PLANTS = ((Good.INDIGO, INDIGO_PLANT), (Good.SUGAR, SUGAR_MILL))


give_vp = give_vp_chips


def after_production(state: GameState, seat: int, got: list[int], craftsman: bool) -> None:
    """The expansions' buildings of ``seat``, who just received ``got`` (per good)."""
    p = state.players[seat]
    bocc = p.bocc
    if bocc[AQUEDUCT] > 0:
        supply = state.goods_supply
        for g, plant in _AQUEDUCT_PLANTS:
            if bocc[plant] > 0 and got[g] > 0 and supply[g] > 0:
                supply[g] -= 1
                p.goods[g] += 1
                got[g] += 1
    if bocc[CHAPEL] > 0:
        if p.noble_on & _CHAPEL_BIT:
            give_vp(state, seat, 1)
        else:
            p.doubloons += 1
    if bocc[JEWELER] > 0:
        p.doubloons += p.nobles
    if bocc[SPECIALTY_FACTORY] > 0:
        best = max(got[1:])
        if best > 1:
            p.doubloons += best - 1
        if craftsman and best > 0:
            state.specialty_kinds = sum(1 << g for g in range(1, N_GOODS) if got[g] == best)


def extra_barrel(state: GameState, good: int) -> None:
    """The craftsman took an extra barrel of ``good``: one more doubloon from his
    specialty factory if it raises his largest amount (once)."""
    if state.specialty_kinds >> good & 1:
        state.players[state.current].doubloons += 1
        state.specialty_kinds = 0


def brings_something(state: GameState, seat: int) -> bool:
    """Whether the expansions' buildings bring ``seat`` something in a Craftsman phase
    even when nothing is produced (the chapel always, the jeweler with a noble)."""
    p = state.players[seat]
    return p.bocc[CHAPEL] > 0 or (p.bocc[JEWELER] > 0 and p.nobles > 0)


def craftsman_problems(s: GameState) -> Iterator[str]:
    """For ``consistency``: ``specialty_kinds`` only while the craftsman with a manned
    specialty factory chooses, naming kinds he has; the library's second barrel only
    with a manned library and a kind left to take."""
    if s.phase != Phase.CRAFTSMAN:
        if s.specialty_kinds:
            yield "scratch.specialty_kinds is set outside the Craftsman phase"
        return
    p = s.players[s.current]
    kinds = s.specialty_kinds
    if kinds and (
        p.bocc[SPECIALTY_FACTORY] <= 0
        or any(kinds >> g & 1 and not p.goods[g] for g in range(N_GOODS))
    ):
        yield "scratch.specialty_kinds without a manned specialty factory or those goods"
    if s.privilege_used:
        left = any(s.craft_kinds >> g & 1 and s.goods_supply[g] for g in range(N_GOODS))
        if s.privilege_used != 1 or p.bocc[LIBRARY] <= 0 or not left:
            yield "scratch.privilege_used: no library's second barrel to take"
