"""placement_actions: a freely chosen Mayor arrangement becomes the player's decisions."""

from __future__ import annotations

import random

import pytest

from puertorico_qt import engine
from puertorico_qt.engine.phases.arrangement import placement_actions

from .positions import new, random_action


def _random_arrangements(games: int, seed: int):
    """At every Mayor decision of random games: (state, the arrangement a random sequence makes)."""
    rng = random.Random(seed)
    for g in range(games):
        state = new(2 + g % 4, seed=seed + g)
        while not state.is_terminal():
            if state.phase == engine.Phase.MAYOR:
                seat, turn = state.current, state.turn
                trial = state.clone()
                while (
                    trial.phase == engine.Phase.MAYOR
                    and trial.current == seat
                    and trial.turn == turn
                ):
                    trial.apply(random_action(trial, rng))
                final = trial.players[seat]
                yield state, seat, final.plant_occ[:], {b: final.bocc[b] for b in final.buildings}
            state.apply(random_action(state, rng))


def test_every_reachable_arrangement_is_reproduced_by_its_decisions():
    checked = 0
    for state, seat, tiles, buildings in _random_arrangements(25, seed=11):
        decisions = placement_actions(state, tiles, buildings)
        copy = state.clone()
        for action in decisions:
            copy.apply(action)  # raises if a decision were not legal (e.g. already forced)
        p = copy.players[seat]
        assert p.plant_occ == tiles
        assert {b: p.bocc[b] for b in p.buildings} == buildings
        checked += 1
    assert checked > 100


def test_leaving_a_circle_empty_with_colonists_in_san_juan_is_refused():
    for state, _seat, tiles, buildings in _random_arrangements(10, seed=3):
        k = next((k for k in range(6) if tiles[k] > 0), None)
        if k is None:
            continue
        fewer = tiles[:]
        fewer[k] -= 1
        before = state.to_dict()
        with pytest.raises(engine.IllegalActionError, match="San Juan"):
            placement_actions(state, fewer, buildings)
        assert state.to_dict() == before
        return
    pytest.fail("no Mayor decision with an occupied tile found")
