"""The card Expert's own role choices (``ai.cards.imitation``): the Normal role scores
plus Hard's fitted bias for the stage of the game, for the searcher's seat only.

Whether the biases make a stronger player is measured by ``bench/cards_role_imitation.py``
and ``bench/cards_expert_variants.py``, not here; here: which scores move, by how much,
and who plays with them.
"""

from __future__ import annotations

import random

import pytest

from puertorico_qt import cards
from puertorico_qt.ai.cards.bots import CardExpertBot, CardHardBot
from puertorico_qt.ai.cards.guide import CardGuide
from puertorico_qt.ai.cards.imitation import (
    ROLE_BIASES,
    STAGE_BOUNDS,
    ImitationGuide,
    ImitationPolicy,
    stage_of,
)
from puertorico_qt.ai.cards.pace import pace_of
from puertorico_qt.ai.cards.policy import CardPolicy
from puertorico_qt.ai.ismcts import SearchConfig
from puertorico_qt.cards import CardConfig, CardPhase, CardState, observe
from puertorico_qt.cards.actions import A_ROLE
from puertorico_qt.cards.data import N_ROLES


def role_choices(seed: int, players: int = 4) -> list[CardState]:
    """Every role choice with a choice of one game of the Normal rules."""
    state = cards.new_game(CardConfig(players=players), seed)
    policy = CardPolicy(0.0, random.Random(seed))
    seen = []
    while not state.is_terminal():
        if state.phase == CardPhase.ROLE and len(state.legal_actions()) > 1:
            seen.append(state.clone())
        policy.play(state)
    return seen


def test_the_table_has_a_row_per_stage_and_a_bias_per_role() -> None:
    assert len(ROLE_BIASES) == len(STAGE_BOUNDS) + 1
    assert all(len(row) == N_ROLES and row[0] == 0.0 for row in ROLE_BIASES)
    # Builder phases still to come: the last stretch, the middle, the opening.
    assert [stage_of(x) for x in (0.0, 1.4, 1.5, 3.4, 3.5, 9.0)] == [0, 0, 1, 1, 2, 2]


@pytest.mark.parametrize("players", [2, 4])
def test_only_the_own_seats_role_scores_move_by_the_stages_bias(players: int) -> None:
    stages_seen = set()
    for s in role_choices(11, players):
        normal_actions, normal = CardPolicy(0.0, random.Random(1)).scores(s)
        policy = ImitationPolicy(0.0, random.Random(1))
        policy.seat = s.current
        actions, moved = policy.scores(s)
        assert actions == normal_actions
        stage = stage_of(pace_of(s).phases)
        stages_seen.add(stage)
        for a, x, y in zip(actions, normal, moved, strict=True):
            assert y == pytest.approx(x + ROLE_BIASES[stage][a - A_ROLE])
        policy.seat = (s.current + 1) % players
        assert policy.scores(s) == (normal_actions, normal)
    assert stages_seen == {0, 1, 2}  # a whole game passes through every stage


def test_other_decisions_keep_the_normal_scores() -> None:
    state = cards.new_game(CardConfig(players=3), 5)
    normal = CardPolicy(0.0, random.Random(2))
    checked = 0
    while not state.is_terminal() and checked < 60:
        if state.phase != CardPhase.ROLE:
            policy = ImitationPolicy(0.0, random.Random(2))
            policy.seat = state.current
            assert policy.scores(state) == normal.scores(state)
            checked += 1
        normal.play(state)
    assert checked == 60


def test_the_guide_biases_the_searchers_seat_and_no_other() -> None:
    s = role_choices(3)[0]
    seat = s.current
    config = SearchConfig()
    guide = ImitationGuide(random.Random(0), config)
    guide.begin(observe(s, seat))
    plain = CardGuide(random.Random(0), config)
    plain.begin(observe(s, seat))
    actions, priors = guide.priors(s.clone(), 0)
    plain_actions, plain_priors = plain.priors(s.clone(), 0)
    stage = stage_of(pace_of(s).phases)
    assert actions == plain_actions
    assert priors == pytest.approx(
        [x + ROLE_BIASES[stage][a - A_ROLE] for a, x in zip(actions, plain_priors, strict=True)]
    )
    other = ImitationGuide(random.Random(0), config)
    other.begin(observe(s, (seat + 1) % 4))
    assert other.priors(s.clone(), 0) == plain.priors(s.clone(), 0)


def test_the_expert_imitates_and_hard_does_not() -> None:
    assert CardExpertBot(1, use_processes=False).guide_class is ImitationGuide
    assert CardHardBot(1).guide_class is CardGuide
