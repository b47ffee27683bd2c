"""The card game's leaf evaluation (``ai/cards/evaluation.py``): the fitted weights
load and cover every player count, the chances are a distribution that favours the
better position, the features are what the weights were fitted on, and a weights
file fitted on other features is refused rather than misread."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from puertorico_qt.ai.cards import evaluation as E
from puertorico_qt.ai.cards.policy import CardPolicy
from puertorico_qt.cards import CardConfig, CardPhase, CardState, new_game


def role_positions(players: int, seed: int, expansions: tuple[str, ...] = ()) -> list[CardState]:
    """Every role choice of one game of Normal players."""
    s = new_game(CardConfig(players=players, expansions=expansions), seed=seed)
    policy = CardPolicy(0.0, random.Random(seed))
    out = []
    while not s.is_terminal():
        if s.phase == CardPhase.ROLE:
            out.append(s.clone())
        policy.play(s)
    return out


def test_the_weights_file_covers_every_player_count() -> None:
    assert set(E.WEIGHTS) == {2, 3, 4}
    assert all(len(row) == len(E.FEATURES) for row in E.WEIGHTS.values())


@pytest.mark.parametrize(("players", "expansions"), [(2, ()), (3, ()), (4, ("buildings",))])
def test_chances_are_a_distribution(players: int, expansions: tuple[str, ...]) -> None:
    for s in role_positions(players, 11, expansions):
        chances = E.win_probabilities(s)
        assert len(chances) == players
        assert sum(chances) == pytest.approx(1.0)
        assert all(0.0 < p < 1.0 for p in chances)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_more_cards_in_hand_is_a_better_chance(players: int) -> None:
    """Two more cards for seat 0, nothing else changed: its chance rises at every
    stage of the game (a fit that said otherwise would be a bad fit)."""
    for s in role_positions(players, 5):
        richer = s.clone()
        richer.players[0].hand_n += 2
        assert E.win_probabilities(richer)[0] > E.win_probabilities(s)[0]


def test_features_split_each_base_feature_between_two_knots() -> None:
    """The knots' shares of a feature add up to the feature (linear interpolation)."""
    s = role_positions(4, 3)[10]
    pace = E.pace_of(s)
    base = E.seat_features(s, E.estimates(s, pace))
    for seat, row in enumerate(E.features(s)):
        for b in range(len(E.BASE_FEATURES)):
            total = sum(row[k * len(E.BASE_FEATURES) + b] for k in range(len(E.KNOTS)))
            assert total == pytest.approx(base[seat][b])


def test_chances_are_the_softmax_of_the_features_times_the_weights() -> None:
    """The hot path interpolates the weights between two knots; fitting multiplies the
    interpolated features: the same numbers."""
    for s in role_positions(4, 8)[::5]:
        weights = E.WEIGHTS[4]
        scores = [sum(w * x for w, x in zip(weights, row, strict=True)) for row in E.features(s)]
        assert E.win_probabilities(s) == pytest.approx(E._softmax(scores))


def test_still_picks_marks_the_seats_yet_to_choose_a_role() -> None:
    s = new_game(CardConfig(players=4), seed=1)
    assert s.phase == CardPhase.ROLE
    first = [row[-1] for row in E.seat_features(s, [0.0] * 4)]
    assert first == [1.0] * 4
    s.apply(s.legal_actions()[0])
    while s.phase != CardPhase.ROLE:
        s.apply(s.legal_actions()[0])
    after = [row[-1] for row in E.seat_features(s, [0.0] * 4)]
    assert sum(after) == 3.0 and after[s.governor] == 0.0


def test_without_weights_the_softmax_of_the_estimates_is_used(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    s = role_positions(4, 2)[5]
    monkeypatch.setattr(E, "WEIGHTS", {})
    assert E.win_probabilities(s) == E.temperature_chances(s)


def test_a_file_fitted_on_other_features_is_refused(tmp_path: Path) -> None:
    data = json.loads(E.WEIGHTS_FILE.read_text(encoding="utf-8"))
    data["features"] = data["features"][:-1]
    bad = tmp_path / "leaf_weights.json"
    bad.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(ValueError, match="other features"):
        E.load_weights(bad)
    data = json.loads(E.WEIGHTS_FILE.read_text(encoding="utf-8"))
    data["weights"]["4"] = data["weights"]["4"][:-1]
    bad.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(ValueError, match="4 players"):
        E.load_weights(bad)
