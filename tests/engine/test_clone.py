"""GameState.clone is written out attribute by attribute for speed; it must copy every slot."""

from __future__ import annotations

import inspect
import random

from puertorico_qt.engine.player import PlayerState
from puertorico_qt.engine.state import _LISTS, _SCALARS, GameState

from .positions import new, random_action


def test_clone_source_names_every_attribute():
    source = inspect.getsource(GameState.clone)
    missing = [n for n in (*_SCALARS, *_LISTS, "players", "_legal") if f"s.{n} =" not in source]
    assert not missing, f"GameState.clone forgets {missing}"
    assert set(GameState.__slots__) == {*_SCALARS, *_LISTS, "players", "_legal"}


def test_a_players_clone_names_every_slot():
    source = inspect.getsource(PlayerState.clone)
    missing = [n for n in PlayerState.__slots__ if f"p.{n} =" not in source]
    assert not missing, f"PlayerState.clone forgets {missing}"


def test_clone_is_equal_and_independent():
    rng = random.Random(3)
    state = new(4, seed=3)
    for _ in range(150):
        copy = state.clone()
        assert copy == state
        before = state.to_dict()
        copy.apply(random_action(copy, rng))
        assert state.to_dict() == before  # the original did not move
        state = copy
