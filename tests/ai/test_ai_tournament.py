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
    assert (
        cli.main(["tournament", "--players", "2", "--bots", "normal,grandmaster", "--games", "1"])
        == 2
    )
    assert "grandmaster" in capsys.readouterr().err


# --------------------------------------------------------------------------- bad input


def refused(capsys: pytest.CaptureFixture[str], *argv: str) -> str:
    """``tournament ARGV`` must end with status 2, nothing on stdout and one line
    ``error: ...`` on stderr (argparse's usage above it); returns that line."""
    try:
        code = cli.main(["tournament", *argv])
    except SystemExit as exc:  # argparse: the usage, then "prog tournament: error: ..."
        code = exc.code
    out, err = capsys.readouterr()
    assert code == 2 and out == "", err
    assert "Traceback" not in err
    lines = err.splitlines()
    errors = [line for line in lines if "error: " in line]
    assert len(errors) == 1 and errors[0] == lines[-1], err
    assert len(errors[0]) <= 300
    return errors[0]


def test_tournament_needs_bots_and_games(capsys: pytest.CaptureFixture[str]) -> None:
    """No silent default experiment: which bots and how many games must be said."""
    assert "--bots, --games" in refused(capsys)
    assert "--games" in refused(capsys, "--bots", "normal")
    assert "--bots" in refused(capsys, "--games", "2")


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--players", "0"], "2 to 5 players"),
        (["--players", "1"], "2 to 5 players"),
        (["--players", "6"], "2 to 5 players"),
        (["--players", "-4"], "2 to 5 players"),
        (["--games", "-1"], "1 or more"),
        (["--games", "0"], "1 or more"),
        (["--games", "x"], "not a whole number"),
        (["--jobs", "0"], "1 or more"),
        (["--jobs", "-2"], "1 or more"),
        (["--jobs", "62"], "at most"),
        (["--seed", "-5"], "seed"),
        (["--seed", "7" * 5000], "too large"),
        (["--edition", "2nd"], "unknown edition"),
    ],
)
def test_tournament_refuses_bad_numbers(
    capsys: pytest.CaptureFixture[str], args: list[str], message: str
) -> None:
    defaults = {"--bots": "random", "--games": "1"}
    for option, value in defaults.items():
        if option not in args:
            args = [*args, option, value]
    line = refused(capsys, *args)
    assert message in line and "7" * 50 not in line


BAD_BUDGETS = ["normal:-5", "hard:0", "hard:-1", "hard:0s", "hard:-1s", "hard:nans", "hard:infs"]
BAD_BUDGETS += ["hard:-infs", "hard:1e400s", "hard:1.5", "hard:s", "hard:" + "9" * 5000]


@pytest.mark.parametrize("bots", BAD_BUDGETS)
def test_tournament_refuses_bad_budgets(capsys: pytest.CaptureFixture[str], bots: str) -> None:
    line = refused(capsys, "--players", "2", "--bots", f"random,{bots}", "--games", "1")
    assert "budget" in line and "9" * 50 not in line
    with pytest.raises(ValueError, match="budget"):
        BotSpec.parse(bots)


def test_unknown_bot_names_are_shortened(capsys: pytest.CaptureFixture[str]) -> None:
    line = refused(capsys, "--bots", "q" * 100_000, "--games", "1")
    assert "unknown bot" in line and "q" * 50 not in line


def test_bot_spec_refuses_bad_budgets_made_directly() -> None:
    for kwargs in (
        {"iterations": 0},
        {"iterations": -3},
        {"iterations": 2.5},
        {"seconds": 0.0},
        {"seconds": -1.0},
        {"seconds": float("nan")},
        {"seconds": float("inf")},
    ):
        with pytest.raises(ValueError):
            BotSpec("hard", **kwargs)
    assert BotSpec("hard", seconds=1).budget().seconds == 1


@pytest.mark.parametrize(
    ("players", "bots", "games", "jobs", "edition"),
    [
        (0, [], 2, 1, "classic"),
        (6, ["random"] * 6, 2, 1, "classic"),
        (2, ["random"] * 2, 0, 1, "classic"),
        (2, ["random"] * 2, -1, 1, "classic"),
        (2, ["random"] * 2, 2, 0, "classic"),
        (2, ["random"] * 2, 2, -1, "classic"),
        (2, ["random"] * 2, 2, 1, "deluxe"),
        (2, ["random"] * 3, 2, 1, "classic"),
    ],
)
def test_run_tournament_checks_its_arguments(players, bots, games, jobs, edition) -> None:
    specs = [BotSpec.parse(b) for b in bots]
    with pytest.raises(ValueError):
        run_tournament(players, specs, games, seed=1, edition=edition, jobs=jobs)
    with pytest.raises(ValueError):
        run_tournament(2, ["random", "random"], 1)  # names, not BotSpecs


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
    assert BotSpec.parse("hard:").budget() is None
    with pytest.raises(ValueError):
        BotSpec.parse("hard:fast")


def test_wilson_interval() -> None:
    lo, hi = wilson_interval(50, 100)
    assert lo == pytest.approx(0.4038, abs=1e-3) and hi == pytest.approx(0.5962, abs=1e-3)
    lo, hi = wilson_interval(0, 10)
    assert lo == 0.0 and 0.27 < hi < 0.29
    assert wilson_interval(0, 0) == (0.0, 1.0)


def test_an_interrupted_tournament_with_jobs_stops_its_workers_at_once() -> None:
    """Ctrl+C hung for good: leaving the pool waited for every queued game, and the
    workers were left blocked. Now the games still queued are cancelled and the workers
    end (the CLI then says "interrupted" and exits 130)."""
    import multiprocessing
    import time

    specs = [BotSpec("normal", None)] * 3  # 2000 games: about a minute on two cores

    def interrupt(_result, results) -> None:
        if len(results) == 3:
            raise KeyboardInterrupt

    before = set(multiprocessing.active_children())  # (the searches' pools may run)
    started = time.monotonic()
    with pytest.raises(KeyboardInterrupt):
        run_tournament(3, specs, 2000, seed=1, jobs=2, on_game=interrupt)
    assert time.monotonic() - started < 20  # not the 2000 games
    deadline = time.monotonic() + 5
    while set(multiprocessing.active_children()) - before and time.monotonic() < deadline:
        time.sleep(0.05)
    assert set(multiprocessing.active_children()) - before == set()


def test_the_cli_says_interrupted_and_exits_130(monkeypatch, capsys) -> None:
    """Ctrl+C: one line, the shell's code 130, not a traceback of 50 lines."""
    import argparse

    def stop(_args) -> int:
        raise KeyboardInterrupt

    class Parser:
        def parse_args(self, _argv):
            return argparse.Namespace(func=stop, game="cards")

    monkeypatch.setattr(cli, "build_parser", Parser)
    assert cli.main(["selfplay"]) == 130
    assert capsys.readouterr().err == "interrupted\n"
