"""The card Expert's leaf network (``ai/cards/leaf_net.py``): the fitted nets load and
cover every player count, the chances are a distribution that favours the better
position, the inputs are what the nets were fitted on, a file fitted on other inputs
or with arrays of the wrong shape is refused, and the Expert (not Hard) uses it."""

from __future__ import annotations

import json
import random
from pathlib import Path

import numpy as np
import pytest

from puertorico_qt.ai.cards import evaluation as E
from puertorico_qt.ai.cards import leaf_net as L
from puertorico_qt.ai.cards.bots import CardExpertBot, CardHardBot
from puertorico_qt.ai.cards.guide import CardExpertGuide, CardGuide
from puertorico_qt.ai.cards.policy import CardPolicy
from puertorico_qt.cards import CardConfig, CardPhase, new_game
from puertorico_qt.cards.data import IS_PRODUCTION
from puertorico_qt.cards.scoring import winners
from tests.ai.test_cards_evaluation import role_positions


def test_the_net_file_covers_every_player_count() -> None:
    assert set(L.NETS) == {2, 3, 4}
    for net in L.NETS.values():
        assert net.hidden_weights.shape[0] == len(L.INPUTS)


@pytest.mark.parametrize(("players", "expansions"), [(2, ()), (3, ()), (4, ("buildings",))])
def test_chances_are_a_distribution(players: int, expansions: tuple[str, ...]) -> None:
    for s in role_positions(players, 11, expansions):
        chances = L.win_probabilities(s)
        assert len(chances) == players
        assert sum(chances) == pytest.approx(1.0)
        assert all(0.0 < p < 1.0 for p in chances)
        assert L.win_probabilities(s) == chances  # a pure function of the state


def test_the_inputs_are_one_row_per_seat_in_the_order_of_INPUTS() -> None:
    s = role_positions(4, 3)[12]
    rows = L.seat_inputs(s)
    assert len(rows) == 4 and all(len(row) == len(L.INPUTS) for row in rows)
    pace = E.pace_of(s)
    estimates = E.estimates(s, pace)
    first_next = (s.governor + 1) % 4
    col = L.INPUTS.index
    for seat, row in enumerate(rows):
        assert row[: len(E.BASE_FEATURES)] == E.seat_features(s, estimates)[seat]
        assert row[col("first_next")] == float(seat == first_next)
        assert row[col("next_order")] == ((seat - first_next) % 4) / 3
        best_other = max(e for i, e in enumerate(estimates) if i != seat)
        assert row[col("lead")] == pytest.approx(estimates[seat] - best_other)
        assert row[col("production")] == sum(1 for k in s.players[seat].city if IS_PRODUCTION[k])
        assert row[col("rounds")] == pace.rounds


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_better_position_is_a_better_chance(players: int) -> None:
    """Two more cards in seat 0's hand, or one more production building in its city
    (while another city is larger, so that the game's pace stays as it was): on the
    whole its chance rises.  A network need not be monotone everywhere (early in the
    game an indigo plant more was worth a hair less in 6 of 32 positions), but a fit
    that said otherwise for most positions would be a bad fit."""
    positions = role_positions(players, 5) + role_positions(players, 6)
    richer_hand = 0
    city_changes = []
    for s in positions:
        base = L.win_probabilities(s)[0]
        richer = s.clone()
        richer.players[0].hand_n += 2
        richer.players[0].hand[0] += 2
        richer_hand += L.win_probabilities(richer)[0] > base
        if len(s.players[0].city) < max(len(p.city) for p in s.players[1:]):
            bigger = s.clone()
            bigger.players[0].city.append(0)  # an indigo plant, no good on it
            bigger.players[0].goods.append(-1)
            city_changes.append(L.win_probabilities(bigger)[0] - base)
    assert richer_hand >= 0.9 * len(positions)
    assert len(city_changes) >= 10
    assert sum(d > 0 for d in city_changes) >= 0.75 * len(city_changes)
    assert sum(city_changes) > 0


def test_the_net_predicts_the_winner_at_least_as_well_as_hard_s_leaf() -> None:
    """On Normal games the net was not fitted on (seeds far from the fit's), its
    log-loss of the winner is below Hard's leaf's."""
    net_loss = logit_loss = 0.0
    count = 0
    for seed in range(7_000_000, 7_000_060):
        s = new_game(CardConfig(players=4), seed=seed)
        policy = CardPolicy(0.0, random.Random(seed))
        chances = []
        while not s.is_terminal():
            if s.phase == CardPhase.ROLE:
                chances.append((L.win_probabilities(s), E.win_probabilities(s)))
            policy.play(s)
        top = winners(s)
        for net, logit in chances:
            net_loss -= sum(np.log(net[w]) for w in top) / len(top)
            logit_loss -= sum(np.log(logit[w]) for w in top) / len(top)
            count += 1
    assert net_loss / count < logit_loss / count


def test_a_finished_game_scores_its_result() -> None:
    s = role_positions(4, 9)[-1]
    policy = CardPolicy(0.0, random.Random(0))
    while not s.is_terminal():
        policy.play(s)
    assert L.rewards(s) == E.terminal_rewards(s)


def test_without_a_net_for_the_player_count_hard_s_leaf_is_used(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    s = role_positions(3, 2)[5]
    monkeypatch.setattr(L, "NETS", {})
    assert L.win_probabilities(s) == E.win_probabilities(s)


def test_a_file_fitted_on_other_inputs_or_misshapen_is_refused(tmp_path: Path) -> None:
    data = json.loads(L.NET_FILE.read_text(encoding="utf-8"))
    bad = tmp_path / "leaf_net.json"
    data["inputs"] = data["inputs"][:-1]
    bad.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(ValueError, match="other inputs"):
        L.load_nets(bad)
    data = json.loads(L.NET_FILE.read_text(encoding="utf-8"))
    data["nets"]["4"]["linear"] = data["nets"]["4"]["linear"][:-1]
    bad.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(ValueError, match="do not fit"):
        L.load_nets(bad)


def test_the_expert_uses_the_net_and_hard_the_logit() -> None:
    s = role_positions(4, 4)[8]
    assert CardExpertBot(1, workers=1).guide_class is CardExpertGuide
    assert CardHardBot(1).guide_class is CardGuide
    assert CardExpertGuide.leaf(s) == L.rewards(s)
    assert CardGuide.leaf(s) == E.rewards(s)
