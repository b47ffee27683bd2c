"""The tournament sub-command and its statistics."""

from __future__ import annotations

import json

import pytest

from puertorico_qt import cli
from puertorico_qt.ai.tournament import BotSpec, run_tournament, wilson_interval


def test_tournament_json_has_the_documented_keys(capsys: pytest.CaptureFixture[str]) -> None:
    code = cli.main(
        [
            "tournament",
            "--players",
            "3",
            "--bots",
            "normal,random,beginner",
            "--games",
            "3",
            "--seed",
            "5",
            "--json",
        ]
    )
    assert code == 0
    data = json.loads(capsys.readouterr().out)
    for key in (
        "games",
        "bots",
        "win_rate",
        "ci95",
        "mean_score",
        "seconds_per_decision_median",
        "seconds_per_decision_max",
    ):
        assert key in data
    assert data["games"] == 3
    assert data["bots"] == ["normal", "random", "beginner"]
    assert abs(sum(data["win_rate"]) - 1.0) < 1e-6
    for (lo, hi), rate in zip(data["ci95"], data["win_rate"], strict=True):
        assert 0.0 <= lo <= rate <= hi <= 1.0


def test_tournament_prints_a_table(capsys: pytest.CaptureFixture[str]) -> None:
    code = cli.main(["tournament", "--players", "2", "--bots", "normal,random", "--games", "2"])
    assert code == 0
    out = capsys.readouterr().out
    assert "win rate" in out and "normal" in out and "random" in out


def test_tournament_rejects_unknown_bots(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["tournament", "--players", "2", "--bots", "normal,grandmaster"]) == 2
    assert "grandmaster" in capsys.readouterr().err


def test_seats_rotate() -> None:
    result = run_tournament(
        4, [BotSpec.parse(b) for b in ["normal", "random", "random", "random"]], 4, seed=9
    )
    assert result["games"] == 4
    assert result["win_rate"][0] >= 0.75


def test_bot_spec_budgets() -> None:
    assert BotSpec.parse("hard:300").budget().iterations == 300
    assert BotSpec.parse("hard:0.5s").budget().seconds == 0.5
    assert BotSpec.parse("normal").budget() is None
    with pytest.raises(ValueError):
        BotSpec.parse("hard:fast")


def test_wilson_interval() -> None:
    lo, hi = wilson_interval(50, 100)
    assert lo == pytest.approx(0.4038, abs=1e-3) and hi == pytest.approx(0.5962, abs=1e-3)
    lo, hi = wilson_interval(0, 10)
    assert lo == 0.0 and 0.27 < hi < 0.29
    assert wilson_interval(0, 0) == (0.0, 1.0)
