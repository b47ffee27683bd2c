"""The evaluation and the Normal rules on hand-made and self-play positions."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from puertorico_qt import engine
from puertorico_qt.ai import heuristics as H
from puertorico_qt.ai.normal import NormalPolicy, plan_mayor
from puertorico_qt.engine import Phase
from puertorico_qt.engine.actions import BUILDING_TARGET, PLACE
from puertorico_qt.engine.data import BUILDING_INDEX, CIRCLES, QUARRY

from .games import advance


def position(players: int, steps: int, seed: int) -> engine.GameState:
    """A base game after ``steps`` decisions of the Normal rules."""
    return advance(engine.new_game(engine.GameConfig(players=players), seed=seed), steps, seed)


# --------------------------------------------------------------------------- evaluation


def test_more_chips_doubloons_and_goods_are_worth_more() -> None:
    state = position(4, 60, 1)
    ctx = H.GameContext(state)
    p = state.players[0]
    base = H.value_of(p, ctx)
    for change in ("vp", "doubloons", "goods"):
        q = p.clone()
        if change == "goods":
            q.goods[2] += 1
        else:
            setattr(q, change, getattr(q, change) + 3)
        assert H.value_of(q, ctx) > base, change


def test_a_finished_game_is_valued_at_its_scores() -> None:
    state = position(3, 10_000, 2)
    assert state.is_terminal()
    vals = H.values(state)
    for v, score in zip(vals, state.scores(), strict=True):
        assert score <= v < score + 1  # the tie-break adds a fraction
    rewards = H.terminal_rewards(state)
    winner = max(range(3), key=lambda i: state.returns()[i])
    assert rewards[winner] == max(rewards)


def test_win_probabilities_sum_to_one_and_favour_the_leader() -> None:
    state = position(4, 120, 3)
    ctx = H.GameContext(state)
    vals = H.values(state, ctx)
    probs = H.win_probabilities(vals, ctx)
    assert sum(probs) == pytest.approx(1.0)
    assert probs.index(max(probs)) == vals.index(max(vals))


def test_rounds_left_shrink_as_the_game_goes_on() -> None:
    early = H.GameContext(position(4, 10, 4)).rounds_left
    late = H.GameContext(position(4, 250, 4)).rounds_left
    assert early > late >= 0


@pytest.mark.parametrize("seed", range(8))
def test_incremental_gains_match_the_evaluation(seed: int) -> None:
    state = position(4, 40 * seed, seed)
    if state.is_terminal():
        return
    ctx = H.GameContext(state)
    for p in state.players:
        base = H.value_of(p, ctx)
        for tile in range(6):
            q = p.clone()
            q.plant[tile] += 1
            # The kinds-produced terms (factory, harbor) are left out of the gain.
            assert H.tile_gain(p, tile, False, ctx) == pytest.approx(
                H.value_of(q, ctx) - base, abs=0.3
            )


# --------------------------------------------------------------------------- Normal rules


@pytest.mark.parametrize("players", [2, 4])
def test_scores_cover_the_legal_actions(players: int) -> None:
    state = engine.new_game(engine.GameConfig(players=players), seed=5)
    policy = NormalPolicy()
    seen = set()
    while not state.is_terminal() and len(seen) < 7:
        legal = state.legal_actions()
        if len(legal) > 1:
            actions, scores = policy.scores(state)
            assert sorted(actions) == sorted(legal)
            assert len(scores) == len(actions)
            if state.phase == Phase.ROLE:
                quick, _ = policy.quick_role_scores(state)
                assert sorted(quick) == sorted(legal)
            seen.add(state.phase)
        state.apply(policy.act(state))


def test_normal_takes_a_quarry_or_corn_first() -> None:
    state = engine.new_game(engine.GameConfig(players=4), seed=6)
    policy = NormalPolicy()
    settler = next(
        a for a in state.legal_actions() if state.role_cards[a - 1] == engine.Role.SETTLER
    )
    state.apply(settler)
    choice = policy.act(state)
    assert choice in (16 + QUARRY, 16 + 0)  # TAKE quarry or corn


def test_mayor_plan_staffs_production_chains() -> None:
    state = position(4, 0, 7)
    p = state.players[0].clone()
    ib = BUILDING_INDEX["indigo_plant"]
    p.plant = [1, 2, 0, 0, 0, 0]
    p.plant_occ = [0] * 6
    p.buildings = [ib]
    p.bocc[ib] = 0
    ctx = H.GameContext(state)
    tiles, blds = plan_mayor(p, 3, ctx)
    # Three colonists: corn, and one indigo plantation with its circle (two units);
    # two indigo plantations would need two circles too.
    assert tiles == [1, 1, 0, 0, 0, 0]
    assert blds == {ib: 1}


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), steps=st.integers(0, 300), players=st.integers(2, 5))
def test_mayor_plan_is_a_legal_arrangement(seed: int, steps: int, players: int) -> None:
    state = position(players, steps, seed)
    if state.is_terminal():
        return
    policy = NormalPolicy()
    while state.phase != Phase.MAYOR:
        if state.is_terminal():
            return
        if state.phase == Phase.ROLE:
            mayor = [
                a for a in state.legal_actions() if state.role_cards[a - 1] == engine.Role.MAYOR
            ]
            if mayor:
                state.apply(mayor[0])
                continue
        state.apply(policy.act(state))
    p = state.players[state.current_player]
    tiles, blds = policy.mayor_plan(state)
    for k in range(6):
        assert p.plant_occ[k] <= tiles[k] <= p.plant[k]
    for b, n in blds.items():
        assert p.bocc[b] <= n <= CIRCLES[b]
    placed = (
        sum(tiles) + sum(blds.values()) - sum(p.plant_occ) - sum(p.bocc[b] for b in p.buildings)
    )
    assert placed == state.mayor_left
    seq = policy.mayor_sequence(state)
    assert seq is not None and len(seq) == state.mayor_left
    assert seq == sorted(seq)
    assert all(PLACE <= a < PLACE + BUILDING_TARGET + 64 for a in seq)
    # Placing the sequence (the engine plays forced placements by itself) gives the plan.
    seat = state.current_player
    trial = state.clone()
    for a in seq:
        if trial.phase != Phase.MAYOR or trial.current_player != seat:
            break
        t = a - PLACE
        board = trial.players[seat]
        if t < BUILDING_TARGET:
            done = board.plant_occ[t] >= tiles[t]
        else:
            done = board.bocc[t - BUILDING_TARGET] >= blds[t - BUILDING_TARGET]
        if done:  # placed already by the engine (a forced placement)
            continue
        assert a in trial.legal_actions()
        trial.apply(a)
    after = trial.players[seat]
    assert after.plant_occ == tiles
    assert {b: after.bocc[b] for b in after.buildings} == blds
