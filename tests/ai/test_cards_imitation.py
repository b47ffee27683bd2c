"""The card Expert's own choices (``ai.cards.imitation``): the Normal role scores plus
Hard's fitted bias for the stage of the game, for the searcher's seat only; and the
build and keep tables a variant may give ``ImitationPolicy``.

Whether the biases make a stronger player is measured by ``bench/cards_role_imitation.py``
and ``bench/cards_expert_variants.py``, not here; here: which scores move, by how much,
and who plays with them.
"""

from __future__ import annotations

import random

import pytest

from puertorico_qt import cards
from puertorico_qt.ai.cards.bots import CardExpertBot, CardHardBot
from puertorico_qt.ai.cards.build import decode_build
from puertorico_qt.ai.cards.guide import CardGuide
from puertorico_qt.ai.cards.imitation import (
    ROLE_BIASES,
    STAGE_BOUNDS,
    ImitationGuide,
    ImitationPolicy,
    by_kind,
    stage_of,
)
from puertorico_qt.ai.cards.pace import pace_of
from puertorico_qt.ai.cards.policy import CardPolicy
from puertorico_qt.ai.ismcts import SearchConfig
from puertorico_qt.cards import CardConfig, CardPhase, CardState, observe
from puertorico_qt.cards.actions import A_BUILD, A_OVER, A_PASS, A_ROLE
from puertorico_qt.cards.data import CARD_INDEX, N_KINDS, N_ROLES


def decisions(seed: int, players: int, phase: CardPhase) -> list[CardState]:
    """Every decision with a choice in ``phase`` of one game of the Normal rules."""
    state = cards.new_game(CardConfig(players=players), seed)
    policy = CardPolicy(0.0, random.Random(seed))
    seen = []
    while not state.is_terminal():
        if state.phase == phase and len(state.legal_actions()) > 1:
            seen.append(state.clone())
        policy.play(state)
    return seen


def test_the_table_has_a_row_per_stage_and_a_bias_per_role() -> None:
    assert len(ROLE_BIASES) == len(STAGE_BOUNDS) + 1
    assert all(len(row) == N_ROLES and row[0] == 0.0 for row in ROLE_BIASES)
    # Builder phases still to come: the last stretch, the middle, the opening.
    assert [stage_of(x) for x in (0.0, 1.4, 1.5, 3.4, 3.5, 9.0)] == [0, 0, 1, 1, 2, 2]


def test_a_kind_table_lists_biases_by_card_id() -> None:
    rows = by_kind({"palace": (0.1, 0.2, 0.3), "smithy": (0.0, -0.5, 0.0)})
    assert len(rows) == len(STAGE_BOUNDS) + 1 and all(len(r) == N_KINDS for r in rows)
    assert [row[CARD_INDEX["palace"]] for row in rows] == [0.1, 0.2, 0.3]
    assert [row[CARD_INDEX["smithy"]] for row in rows] == [0.0, -0.5, 0.0]
    assert sum(v != 0.0 for row in rows for v in row) == 4  # no other kind moves


@pytest.mark.parametrize("players", [2, 4])
def test_only_the_own_seats_role_scores_move_by_the_stages_bias(players: int) -> None:
    stages_seen = set()
    for s in decisions(11, players, CardPhase.ROLE):
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


#: Test tables: every kind's bias its index in hundredths, by stage 1x, 2x, 3x.
TEST_ROWS = tuple(tuple((stage + 1) * k / 100 for k in range(N_KINDS)) for stage in range(3))


def test_the_own_seats_builds_move_by_the_built_kinds_bias() -> None:
    # Seed 25's game has build decisions with the crane's building over among them.
    crane = [s for s in decisions(25, 3, CardPhase.BUILD) if max(s.legal_actions()) >= A_OVER]
    moved_over = 0
    for s in decisions(7, 3, CardPhase.BUILD)[:40] + crane:
        normal_actions, normal = CardPolicy(0.0, random.Random(1)).scores(s)
        policy = ImitationPolicy(0.0, random.Random(1), builds=TEST_ROWS)
        policy.seat = s.current
        actions, moved = policy.scores(s)
        row = TEST_ROWS[stage_of(pace_of(s).phases)]
        for a, x, y in zip(actions, normal, moved, strict=True):
            if a == A_PASS:
                assert y == x  # passing is the reference
            elif a >= A_OVER:  # the crane: the bias of the new building, not the old one
                new, old = decode_build(a)
                assert old >= 0
                assert y == pytest.approx(x + row[new])
                moved_over += 1
            else:
                assert y == pytest.approx(x + row[a - A_BUILD])
        policy.seat = (s.current + 1) % 3
        assert policy.scores(s) == (normal_actions, normal)
    assert crane and moved_over > 0


def test_the_own_seats_keeps_value_each_offered_copy_by_its_kinds_bias() -> None:
    changed = 0
    for s in decisions(4, 4, CardPhase.KEEP)[:30]:
        pace = pace_of(s)
        plain = CardPolicy(0.0, random.Random(1))
        policy = ImitationPolicy(0.0, random.Random(1), keeps=TEST_ROWS)
        policy.seat = s.current
        row = TEST_ROWS[stage_of(pace.phases)]
        offered = plain._offered_worths(s, pace)
        assert policy._offered_worths(s, pace) == {
            k: [w + row[k] for w in ws] for k, ws in offered.items()
        }
        # The plan follows the moved worths: the dearest kinds kept by the bias.
        changed += policy.sequence(s) != plain.sequence(s)
        policy.seat = (s.current + 1) % 4
        assert policy.sequence(s) == plain.sequence(s)
        assert policy.scores(s) == plain.scores(s)
    assert changed  # a tenth of a VP per kind changes some choices


def test_other_decisions_keep_the_normal_scores() -> None:
    state = cards.new_game(CardConfig(players=3), 5)
    normal = CardPolicy(0.0, random.Random(2))
    checked = 0
    while not state.is_terminal() and checked < 60:
        if state.phase not in (CardPhase.ROLE, CardPhase.BUILD, CardPhase.KEEP):
            policy = ImitationPolicy(0.0, random.Random(2), builds=TEST_ROWS, keeps=TEST_ROWS)
            policy.seat = state.current
            assert policy.scores(state) == normal.scores(state)
            checked += 1
        normal.play(state)
    assert checked == 60


def test_the_guide_biases_the_searchers_seat_and_no_other() -> None:
    s = decisions(3, 4, CardPhase.ROLE)[0]
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
    # Its builds keep the Normal scores: the fitted build biases made it weaker.
    s = next(b for b in decisions(3, 4, CardPhase.BUILD) if b.current == seat)
    assert guide.priors(s.clone(), 0) == plain.priors(s.clone(), 0)


def test_the_expert_imitates_and_hard_does_not() -> None:
    assert CardExpertBot(1, use_processes=False).guide_class is ImitationGuide
    assert CardHardBot(1).guide_class is CardGuide
