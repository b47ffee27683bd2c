"""Positions and moves for the expansions' tests, shared so that every test file builds
its tables, hands out components and checks each step the same way.

A table has both expansions and a chosen set of buildings, boards emptied; buildings,
barrels and workers come from the supplies (so every position still passes
``check_invariants``), and ``act`` checks conservation, consistency and the JSON round
trip after every step."""

from __future__ import annotations

import json

import pytest

from puertorico_qt import engine
from puertorico_qt.engine import GameConfig, GameState, IllegalActionError
from puertorico_qt.engine.actions import ROLE
from puertorico_qt.engine.consistency import consistency_problems
from puertorico_qt.engine.data import BUILDING_INDEX, BUILDINGS, GOOD_NAMES, NOBLE_SENSITIVE, Role
from puertorico_qt.engine.reasons import Reason

from ..positions import clear_boards

BOTH = ("buildings", "nobles")
ANNA, BENNO, CLARA, DONNI = 0, 1, 2, 3
#: The base game's five large buildings, in every chosen set of these tests.
LARGE = ("guild_hall", "residence", "fortress", "customs_house", "city_hall")


# ------------------------------------------------------------------ positions


def table(
    chosen: tuple[str, ...],
    players: int = 4,
    seed: int = 0,
    expansions: tuple[str, ...] = BOTH,
    governor: int | None = None,
) -> GameState:
    """A game with the ``chosen`` buildings (the base game's without expansion I), the
    boards empty (the starting plantations back in the pile, no doubloons); with
    ``governor``, that seat about to choose the first role (else the one drawn)."""
    if "buildings" in expansions:
        config = GameConfig(
            players=players, expansions=frozenset(expansions), market="chosen", chosen=chosen
        )
    else:  # the base game's buildings (and the nobles')
        config = GameConfig(players=players, expansions=frozenset(expansions))
    s = engine.new_game(config, seed=seed)
    clear_boards(s)
    if governor is not None:
        s.governor = s.current = governor
    s._legal = None
    return s


def build(s: GameState, seat: int, name: str, colonists: int = 1, nobles: int = 0) -> None:
    """The seat owns ``name``, manned by ``colonists`` colonists and ``nobles`` nobles
    (on a colonist-or-noble building the noble is the one that mans it)."""
    b = BUILDING_INDEX[name]
    p = s.players[seat]
    s.building_supply[b] -= 1
    p.bocc[b] = colonists + nobles
    p.buildings = sorted([*p.buildings, b])
    p.city_used += BUILDINGS[b].city_spaces
    s.colonist_supply -= colonists
    s.noble_supply -= nobles
    p.nobles += nobles
    if nobles and b in NOBLE_SENSITIVE:
        p.noble_on |= 1 << NOBLE_SENSITIVE.index(b)
    s._legal = None


def san_juan(s: GameState, seat: int, colonists: int = 0, nobles: int = 0) -> None:
    p = s.players[seat]
    s.colonist_supply -= colonists
    s.noble_supply -= nobles
    p.san_juan += colonists + nobles
    p.nobles += nobles
    s._legal = None


def goods(s: GameState, seat: int, **barrels: int) -> None:
    for name, n in barrels.items():
        g = GOOD_NAMES.index(name)
        s.goods_supply[g] -= n
        s.players[seat].goods[g] += n
    s._legal = None


def load(s: GameState, capacity: int, name: str, n: int) -> None:
    """The cargo ship of ``capacity`` carries ``n`` barrels of ``name``."""
    i = s.ship_cap.index(capacity)
    g = GOOD_NAMES.index(name)
    s.goods_supply[g] -= n
    s.ship_good[i], s.ship_load[i] = g, n
    s._legal = None


def goods_of(s: GameState, seat: int) -> dict[str, int]:
    return {GOOD_NAMES[g]: n for g, n in enumerate(s.players[seat].goods) if n}


# ------------------------------------------------------------------ moves and checks


def verify(s: GameState, consistent: bool = True) -> None:
    """Conservation, the JSON round trip and (unless a hand-made position is not one
    play could reach) consistency."""
    assert engine.check_invariants(s) == []
    if consistent:
        assert consistency_problems(s) == []
    assert GameState.from_dict(json.loads(json.dumps(s.to_dict()))) == s


def choose(s: GameState, seat: int, role: Role) -> None:
    """``seat`` (made the governor, first to choose this round) takes ``role``."""
    s.governor = s.current = seat
    s.pick = 0
    s._legal = None
    verify(s)
    s.apply(ROLE + s.role_cards.index(role))
    verify(s)


def act(s: GameState, *notations: str) -> None:
    for text in notations:
        s.apply(s.parse_action(text))
        verify(s)


def legal(s: GameState) -> set[str]:
    return {s.format_action(a) for a in s.legal_actions()}


def why(s: GameState, text: str) -> Reason:
    """The reason the engine refuses ``text``, the state left as it was."""
    before = s.to_dict()
    with pytest.raises(IllegalActionError) as info:
        s.apply(s.parse_action(text))
    assert s.to_dict() == before
    return info.value.reason
