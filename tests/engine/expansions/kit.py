"""Positions for the expansions' tests: a table with both expansions and a chosen set of
buildings, boards emptied; buildings handed out manned, from the supplies (so every
position still passes ``check_invariants``)."""

from __future__ import annotations

from puertorico_qt import engine
from puertorico_qt.engine import GameConfig, GameState
from puertorico_qt.engine.data import BUILDING_INDEX, BUILDINGS, NOBLE_SENSITIVE


def table(chosen: tuple[str, ...], players: int = 4, seed: int = 0) -> GameState:
    """Both expansions with the ``chosen`` buildings; the boards empty (the starting
    plantations back in the pile, no doubloons)."""
    config = GameConfig(
        players=players,
        expansions=frozenset({"buildings", "nobles"}),
        market="chosen",
        chosen=chosen,
    )
    s = engine.new_game(config, seed=seed)
    for p in s.players:
        for kind in range(5):
            s.pile.extend([kind] * p.plant[kind])
            p.plant[kind] = 0
        p.doubloons = 0
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
