"""Positions of expansions III and IV for the table's tests: the first state of random
4-player games with the smuggler and the festival where a decision of a kind comes up
(the smuggler's choice, workers to place, a role the smuggler swapped …)."""

from __future__ import annotations

import functools
import random
from collections.abc import Callable, Iterator

from puertorico_qt.engine import GameConfig, GameState, Phase, new_game
from puertorico_qt.engine import actions as A
from puertorico_qt.engine.phases.place_workers import RESUME_SMUGGLER
from puertorico_qt.engine.phases.smuggler import poach_counts

III_IV = frozenset({"smuggler", "festival"})


def states(expansions: frozenset[str] = III_IV) -> Iterator[GameState]:
    """Every state before a decision of random games (the same object, changed after)."""
    for seed in range(1, 400):
        state = new_game(GameConfig(players=4, expansions=expansions), seed)
        rng = random.Random(seed)
        while not state.is_terminal():
            yield state
            state.apply(rng.choice(state.legal_actions()))


def loaded(s: GameState) -> int:
    return sum(1 for load in s.ship_load if load)


def _places(s: GameState, buildings: bool) -> bool:
    return any(
        A.is_kind(a, "place") and (A.target_of(a) >= A.BUILDING_TARGET) == buildings
        for a in s.legal_actions()
    )


FINDERS: dict[str, Callable[[GameState], bool]] = {
    # the smuggler's choice with all four open: two loaded ships, goods in the house,
    # workers to poach, unused roles
    "smuggler": lambda s: (
        s.phase == Phase.SMUGGLER
        and loaded(s) >= 2
        and len(s.house) >= 1
        and poach_counts(s)[1] >= 1
    ),
    # one loaded ship beside an empty one
    "one ship": lambda s: s.phase == Phase.SMUGGLER and loaded(s) == 1 and 0 in s.ship_load,
    # poached workers to place, on a tile or in a building
    "poached": lambda s: (
        s.phase == Phase.PLACE_WORKERS
        and s.place_resume == RESUME_SMUGGLER
        and _places(s, buildings=False)
        and _places(s, buildings=True)
    ),
    # one worker left to place (poached or the festival's)
    "one to place": lambda s: s.phase == Phase.PLACE_WORKERS and s.place_left == 1,
    # the festival's workers to place
    "festival workers": lambda s: (
        s.phase == Phase.PLACE_WORKERS and s.place_resume != RESUME_SMUGGLER
    ),
    # someone else may choose the role the smuggler swapped
    "captured": lambda s: (
        s.phase == Phase.ROLE
        and s.captured >= 0
        and s.current != s.wanted
        and A.choose_role(s.captured) in s.legal_actions()
    ),
    # the smuggler's choice as the round's last pick (a role he swaps is played at once)
    "smuggler last": lambda s: (
        s.phase == Phase.SMUGGLER and sum(t >= 0 for t in s.role_taken) == s.picks_per_round
    ),
    # the smuggler's choice with picks still to come in the round
    "smuggler early": lambda s: (
        s.phase == Phase.SMUGGLER and sum(t >= 0 for t in s.role_taken) < s.picks_per_round
    ),
    # the holder of the wanted poster chooses a role
    "wanted": lambda s: s.phase == Phase.ROLE and s.current == s.wanted,
    # the festival with a goal met and one open
    "festival half": lambda s: (
        s.phase == Phase.ROLE
        and any(who >= 0 for who in s.festival_by)
        and any(who < 0 for who in s.festival_by)
    ),
}


@functools.cache
def _first(name: str) -> GameState:
    found = FINDERS[name]
    for state in states():
        if found(state):
            return state.clone()
    raise AssertionError(f"no random game reached {name!r}")


def first(name: str) -> GameState:
    """A copy of the first state of the kind ``name`` (``FINDERS``)."""
    return _first(name).clone()
