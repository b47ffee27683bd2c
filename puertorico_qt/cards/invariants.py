"""Conservation laws and bookkeeping checks of a card game state.

Every card of the game lies in exactly one place: the deck, the discard pile, a
hand, a city (as a building or as a good on one), under a chapel, among a
councillor's drawn cards, or out of the game (built over by a crane); with the
expansion also in the display (the Kathedrale), under a Bank or under a Hafen.  The property
tests call ``check_invariants`` after every action; the loader calls
``invariant_problems`` to refuse damaged files.
"""

from __future__ import annotations

from collections.abc import Sequence

from .buildings_data import CONTENT as BUILDINGS
from .data import (
    BANK,
    BIT,
    CITY_GOAL,
    IS_DISPLAY,
    IS_PRODUCTION,
    N_KINDS,
    N_ROLES,
    N_TILES,
    OFFICE_BUILDING,
    CardRole,
    card_totals,
)
from .effects import HOLDS_GOOD
from .phases.common import picker
from .state import CardPhase, CardState

_ROLE_PHASES: dict[CardPhase, int] = {
    CardPhase.BUILD: CardRole.BUILDER,
    CardPhase.BLACK_MARKET: CardRole.BUILDER,
    CardPhase.PAY: CardRole.BUILDER,
    CardPhase.PRODUCE: CardRole.PRODUCER,
    CardPhase.TRADE: CardRole.TRADER,
    CardPhase.KEEP: CardRole.COUNCILLOR,
    CardPhase.ARCHIVE: CardRole.COUNCILLOR,
}
_TILE_IDS = list(range(N_TILES))
_HAND_SEQUENCES = (CardPhase.DEAL, CardPhase.HAND_LIMIT, CardPhase.PAY, CardPhase.ARCHIVE)
_SEQUENCES = (
    CardPhase.DEAL,
    CardPhase.HAND_LIMIT,
    CardPhase.BLACK_MARKET,
    CardPhase.PAY,
    CardPhase.KEEP,
    CardPhase.ARCHIVE,
    CardPhase.OFFICE,
)


def invariant_problems(s: CardState) -> list[str]:
    """Everything wrong with ``s``, in words (empty when all is well)."""
    problems: list[str] = []
    players = s.players
    hands = [p.hand for p in players]
    multisets: list[Sequence[int]] = [s.discard, s.out, s.pending, *hands]
    multisets += [p.chapel for p in players]
    xp = s.xp
    if xp is not None:
        multisets += xp.multisets()
        problems += _buildings_problems(s)
    elif BUILDINGS in s.config.expansions:
        problems.append("the expansion's display and piles are missing")
    # (Only hands and drawn cards ever lose cards one by one; the others are refilled
    # or emptied whole.)
    if min(map(min, hands)) < 0 or min(s.pending) < 0:
        problems.append("a negative count in a hand or among the drawn cards")
    counts = list(map(sum, zip(*multisets, strict=True)))
    for kind in s.deck:
        counts[kind] += 1
    for seat, p in enumerate(players):
        city, goods = p.city, p.goods
        if len(city) != len(goods):
            problems.append(f"seat {seat}: {len(city)} buildings but {len(goods)} good slots")
            continue
        mask = 0
        for i, kind in enumerate(city):
            counts[kind] += 1
            good = goods[i]
            if good >= 0:
                counts[good] += 1
                if not HOLDS_GOOD[kind]:
                    problems.append(f"seat {seat}: a good on the city building in slot {i}")
            if not IS_PRODUCTION[kind]:
                if mask & BIT[kind]:
                    problems.append(f"seat {seat}: city building {kind} twice")
                mask |= BIT[kind]
        if mask != p.mask:
            problems.append(f"seat {seat}: mask {p.mask:#x}, city says {mask:#x}")
        if p.hand_n != sum(p.hand) or p.chapel_n != sum(p.chapel):
            problems.append(f"seat {seat}: hand or chapel count wrong")
        if len(city) > CITY_GOAL:
            problems.append(f"seat {seat}: {len(city)} buildings")
    totals = card_totals(s.config.contents)
    if tuple(counts) != totals:
        wrong = [k for k in range(N_KINDS) if counts[k] != totals[k]]
        problems.append(f"cards of kinds {wrong}: {[counts[k] for k in wrong]} on the table")
    if s.pending_n != sum(s.pending):
        problems.append(f"drawn cards: count {s.pending_n} for {s.pending}")
    problems += _turn_problems(s)
    return problems


def _buildings_problems(s: CardState) -> list[str]:
    """The expansion's piles: the right shape, counts that add up, the display holding
    display cards only, and the scratch of its round-start steps."""
    xp = s.xp
    assert xp is not None
    problems: list[str] = []
    if BUILDINGS not in s.config.expansions:
        problems.append("the expansion's piles in a game without it")
    n = s.n
    piles = (xp.bank, xp.bank_n, xp.harbor, xp.harbor_n)
    if any(len(x) != n for x in piles):
        return [*problems, "the Bank and Hafen piles are not one per seat"]
    if any(len(pile) != N_KINDS for pile in xp.multisets()):
        return [*problems, "a pile of the expansion is not one count per kind"]
    if min(map(min, xp.multisets())) < 0:
        problems.append("a negative count in the display or under a Bank or Hafen")
    if any(xp.display[k] for k in range(N_KINDS) if not IS_DISPLAY[k]):
        problems.append("a card in the display that is not laid out there")
    if xp.bank_n != list(map(sum, xp.bank)) or xp.harbor_n != list(map(sum, xp.harbor)):
        problems.append("Bank or Hafen count wrong")
    if xp.sold and s.phase != CardPhase.TRADE:
        problems.append(f"{xp.sold} goods sold in the phase {s.phase.name}")
    if not 0 <= s.current < n:
        return problems
    me = s.players[s.current]
    office = not me.mask & BIT[OFFICE_BUILDING] or s.left + s.done != 2
    if s.phase == CardPhase.OFFICE and office:
        problems.append(f"an office swap of {s.done} + {s.left} cards")
    bank = not me.mask & BIT[BANK] or xp.bank_n[s.current] != s.done
    if s.phase == CardPhase.BANK and bank:
        problems.append(f"a Bank turn with {s.done} cards tucked")
    return problems


def _turn_problems(s: CardState) -> list[str]:
    """The phase, the turn order and the scratch counters agree."""
    problems: list[str] = []
    n, phase = s.n, s.phase
    if sorted(s.tiles) != _TILE_IDS or s.trades < 0:
        problems.append(f"trading tiles {s.tiles}, {s.trades} turned up")
    if not 0 <= s.governor < n or s.round < 1 or s.picks != (3 if n == 2 else n):
        problems.append("governor, round or roles per round out of range")
    if s.library_used and n != 2:
        problems.append("the library is limited per round with two players only")
    if s.pending_n and phase != CardPhase.KEEP:
        problems.append(f"drawn cards wait in the phase {phase.name}")
    taken = N_ROLES - s.roles_taken.count(-1)
    big = False
    for p in s.players:
        if len(p.city) >= CITY_GOAL:
            big = True
    if phase == CardPhase.GAME_OVER:
        after_builder = big and s.role == CardRole.BUILDER
        out_of_cards = (
            s.role == -1 and s.pick == s.picks and not s.deck and not any(s.discard) and not s.built
        )
        if s.current != -1 or not (after_builder or out_of_cards):
            problems.append("the game is over without a 12th building or running out of cards")
        return problems
    if big and s.role != CardRole.BUILDER:
        problems.append("a city has 12 buildings, yet the game goes on")
    if not 0 <= s.current < n:
        problems.append(f"current seat {s.current}")
    in_role = phase in _ROLE_PHASES or phase == CardPhase.LIBRARY
    if taken != s.pick + (1 if in_role else 0) or not 0 <= s.pick < s.picks:
        problems.append(f"{taken} roles taken at pick {s.pick} in the phase {phase.name}")
    if phase in _SEQUENCES and s.left <= 0:
        problems.append(f"nothing left to choose in the phase {phase.name}")
    me = s.players[s.current] if 0 <= s.current < n else s.players[0]
    if phase in _HAND_SEQUENCES and me.hand_n < s.left:
        problems.append(f"{s.left} cards to give from a hand of {me.hand_n}")
    if phase == CardPhase.KEEP and s.pending_n < s.left:
        problems.append(f"{s.left} cards to keep of {s.pending_n} drawn")
    building = phase in (CardPhase.PAY, CardPhase.BLACK_MARKET)
    if building != (s.building >= 0) or (building and s.building not in me.city):
        problems.append(f"building {s.building} in the phase {phase.name}")
    if (phase == CardPhase.BLACK_MARKET) != (s.market_left > 0):
        problems.append(f"black market allowance {s.market_left} in the phase {phase.name}")
    if in_role:
        if s.role < 0 or s.roles_taken[s.role] != s.role_player:
            problems.append(f"role {s.role} under way, taken by {s.roles_taken}")
        if s.role_player != picker(s, s.pick):
            problems.append(f"role chosen by {s.role_player}, not by pick {s.pick}'s seat")
        if phase == CardPhase.LIBRARY:
            if s.current != s.role_player or n != 2:
                problems.append("the library question goes to the chooser with two players")
        else:
            if _ROLE_PHASES[phase] != s.role:
                problems.append(f"the phase {phase.name} during role {s.role}")
            if s.current != (s.role_player + s.turn) % n or not 0 <= s.turn < n:
                problems.append(f"seat {s.current} at turn {s.turn} of role {s.role}")
        return problems
    if s.role != -1 or s.role_player != -1:
        problems.append(f"role {s.role} under way in the phase {phase.name}")
    if phase == CardPhase.ROLE:
        if s.current != picker(s, s.pick):
            problems.append(f"seat {s.current} chooses pick {s.pick}")
    else:  # the deal or the round start: seat by seat from the governor
        if s.pick != 0 or s.current != (s.governor + s.turn) % n or not 0 <= s.turn < n:
            problems.append(f"seat {s.current} at turn {s.turn} of the phase {phase.name}")
        if phase == CardPhase.DEAL and (s.round != 1 or not s.config.variant):
            problems.append("a deal phase outside the variant's set-up")
    return problems


def check_invariants(s: CardState) -> None:
    """Raise AssertionError naming every problem of ``s`` (nothing if all is well)."""
    problems = invariant_problems(s)
    if problems:
        raise AssertionError("; ".join(problems))
