"""The headless command line: ``python -m puertorico_qt engine new|legal|apply|score`` and
``selfplay``.

Most tests call the entry point's ``main`` in this process, with its own standard input
and output (a new interpreter per call cost 15 s of the default test run); the tests of
raw bytes on standard input and of the entry point itself start ``python -m
puertorico_qt`` as a user would."""

from __future__ import annotations

import contextlib
import io
import json
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from puertorico_qt import engine
from puertorico_qt.__main__ import main as entry_point

from .positions import ANNA, blank, choose, finish_game, goods, new, ship

ROOT = Path(__file__).resolve().parents[2]


def run(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess:
    """``python -m puertorico_qt ARGS`` in this process: its exit code and output."""
    out, err = io.StringIO(), io.StringIO()
    stdin_bytes = io.TextIOWrapper(io.BytesIO((stdin or "").encode("utf-8")), encoding="utf-8")
    with (
        contextlib.redirect_stdout(out),
        contextlib.redirect_stderr(err),
        _stdin(stdin_bytes),
    ):
        try:
            code = entry_point(list(args))
        except SystemExit as exc:  # argparse's errors and --help
            code = exc.code if isinstance(exc.code, int) else (0 if exc.code is None else 1)
    return subprocess.CompletedProcess(
        ["puertorico_qt", *args], code, out.getvalue(), err.getvalue()
    )


def run_process(*args: str, stdin: bytes | None = None) -> subprocess.CompletedProcess:
    """``python -m puertorico_qt ARGS`` as a user starts it (a new interpreter)."""
    r = subprocess.run(
        [sys.executable, "-m", "puertorico_qt", *args],
        input=stdin,
        capture_output=True,
        cwd=ROOT,
        timeout=120,
    )
    return subprocess.CompletedProcess(r.args, r.returncode, r.stdout.decode(), r.stderr.decode())


@contextlib.contextmanager
def _stdin(stream: io.TextIOWrapper) -> Iterator[None]:
    saved = sys.stdin
    sys.stdin = stream
    try:
        yield
    finally:
        sys.stdin = saved


def write_state(path: Path, state: engine.GameState) -> Path:
    path.write_text(json.dumps(state.to_dict()), encoding="utf-8")
    return path


def load(stdout: str) -> engine.GameState:
    return engine.GameState.from_dict(json.loads(stdout))


@pytest.fixture
def state_path(tmp_path: Path) -> Path:
    """Where a test writes the state file it hands to the command line."""
    return tmp_path / "s.json"


# --------------------------------------------------------------------------- engine new


@pytest.mark.parametrize(
    ("players", "edition", "seed"), [(2, "classic", 1), (4, "classic", 7), (5, "1897", 3)]
)
def test_engine_new(players, edition, seed):
    r = run("engine", "new", "--players", str(players), "--edition", edition, "--seed", str(seed))
    assert r.returncode == 0, r.stderr
    state = load(r.stdout)
    assert state == new(players, seed=seed, edition=edition)
    if players == 5:
        assert state.vp_supply == 126


def test_engine_new_hidden_vp():
    r = run("engine", "new", "--hidden-vp")
    assert r.returncode == 0
    assert json.loads(r.stdout)["config"]["hidden_vp"] is True


def test_engine_new_refuses_six_players():
    r = run("engine", "new", "--players", "6")
    assert r.returncode == 2 and r.stdout == ""
    assert "2 to 5 players" in r.stderr


# --------------------------------------------------------------------------- legal / apply / score


def test_engine_legal_lists_the_notation(state_path):
    state = new(4, seed=9)
    r = run("engine", "legal", str(write_state(state_path, state)))
    assert r.returncode == 0, r.stderr
    assert r.stdout.splitlines() == [state.format_action(a) for a in state.legal_actions()]


def test_engine_apply_matches_the_engine(state_path):
    state = new(3, seed=2)
    path = write_state(state_path, state)
    r = run("engine", "apply", str(path), "role builder")
    assert r.returncode == 0, r.stderr
    state.apply(state.parse_action("role builder"))
    assert load(r.stdout) == state


def test_engine_apply_reads_stdin_and_chains():
    state = new(4, seed=5)
    text = json.dumps(state.to_dict())
    for action in ("role settler", "take quarry", "pass"):
        r = run("engine", "apply", "-", action, stdin=text)
        assert r.returncode == 0, r.stderr
        text = r.stdout
        state.apply(state.parse_action(action))
    assert load(text) == state


def test_engine_score(state_path):
    s = blank(4)
    s.players[ANNA].vp = 5
    s.vp_supply -= 5
    r = run("engine", "score", str(write_state(state_path, s)))
    assert r.returncode == 0, r.stderr
    data = json.loads(r.stdout)
    assert data["game_over"] is False and data["winners"] == []
    assert [p["seat"] for p in data["players"]] == [0, 1, 2, 3]
    assert set(data["players"][0]) >= {
        "chips",
        "buildings",
        "bonuses",
        "bonus",
        "total",
        "tiebreak",
    }
    assert data["players"][0]["total"] == 5


def test_engine_score_and_legal_of_a_finished_game(state_path):
    state = new(2, seed=1)
    finish_game(state)
    path = write_state(state_path, state)
    r = run("engine", "score", str(path))
    data = json.loads(r.stdout)
    assert data["game_over"] is True and data["winners"] == engine.winners(state)
    r = run("engine", "legal", str(path))
    assert r.returncode == 0 and r.stdout == "" and "over" in r.stderr
    r = run("engine", "apply", str(path), "pass")
    assert r.returncode == 2 and r.stdout == "" and "the game is over" in r.stderr


# --------------------------------------------------------------------------- errors


def captain_state() -> engine.GameState:
    s = blank(4)
    ship(s, 6, "corn", 3)
    goods(s, ANNA, corn=2, sugar=6)
    goods(s, 1, sugar=2)
    choose(s, ANNA, "captain")
    return s


@pytest.mark.parametrize(
    ("action", "reason"),
    [
        ("pass", "must ship"),
        ("ship sugar 5", "as much sugar as possible"),
        ("ship corn 7", "another ship already carries corn"),
        ("sell sugar", "not now"),
    ],
)
def test_illegal_action_exits_2_and_names_the_rule(state_path, action, reason):
    path = write_state(state_path, captain_state())
    r = run("engine", "apply", str(path), action)
    assert r.returncode == 2
    assert r.stdout == ""
    assert reason in r.stderr and "illegal action" in r.stderr


def test_text_that_is_not_an_action_exits_2(state_path):
    path = write_state(state_path, captain_state())
    r = run("engine", "apply", str(path), "fly to the moon")
    assert r.returncode == 2 and r.stdout == ""
    assert "not an action" in r.stderr


def corrupt_states() -> dict[str, tuple[str, str]]:
    good = new(3, seed=1).to_dict()
    extra_colonist = json.loads(json.dumps(good))
    extra_colonist["colonist_supply"] += 1
    wrong_version = dict(good, version=99)
    negative = json.loads(json.dumps(good))
    negative["players"][0]["doubloons"] = -3
    missing = {k: v for k, v in good.items() if k != "ships"}
    return {
        "not json": ("{this is not json", "is not JSON"),
        "truncated": (json.dumps(good)[:200], "is not JSON"),
        "foreign json": (
            json.dumps({"name": "a chess game", "moves": []}),
            "not a puertorico-qt game state",
        ),
        "a list": (json.dumps([1, 2, 3]), "not a puertorico-qt game state"),
        "wrong version": (json.dumps(wrong_version), "version 99"),
        "extra colonist": (json.dumps(extra_colonist), "colonists"),
        "negative money": (json.dumps(negative), "negative"),
        "missing field": (json.dumps(missing), "not a valid Puerto Rico state"),
    }


CORRUPT_CASES = [(case, "legal") for case in sorted(corrupt_states())] + [
    (case, command)
    for case in ("not json", "foreign json", "extra colonist")
    for command in ("score", "apply")
]


@pytest.mark.parametrize(("case", "command"), CORRUPT_CASES)
def test_corrupt_or_foreign_state_file_exits_2(state_path, case, command):
    text, message = corrupt_states()[case]
    state_path.write_text(text, encoding="utf-8")
    args = ["engine", command, str(state_path)] + (["pass"] if command == "apply" else [])
    r = run(*args)
    assert r.returncode == 2, r.stderr
    assert r.stdout == ""
    assert r.stderr.startswith("error: ") and message in r.stderr
    assert "Traceback" not in r.stderr


def test_missing_state_file_exits_2(tmp_path):
    r = run("engine", "legal", str(tmp_path / "nothing-here.json"))
    assert r.returncode == 2 and r.stdout == "" and "cannot read" in r.stderr


# --------------------------------------------------------------------------- selfplay


def test_selfplay_json():
    r = run("selfplay", "--players", "3", "--games", "4", "--seed", "10", "--json")
    assert r.returncode == 0, r.stderr
    data = json.loads(r.stdout)
    assert {
        "games",
        "seconds",
        "games_per_second",
        "decisions_per_game",
        "wins",
        "mean_scores",
        "errors",
    } <= set(data)
    assert data["games"] == 4 and data["errors"] == []
    assert sum(data["wins"]) == pytest.approx(4)
    assert len(data["mean_scores"]) == 3 and all(
        isinstance(x, float | int) for x in data["mean_scores"]
    )
    assert data["decisions_per_game"] > 0 and data["seconds"] >= 0


def test_selfplay_is_reproducible():
    a = json.loads(
        run("selfplay", "--players", "4", "--games", "3", "--seed", "5", "--json").stdout
    )
    b = json.loads(
        run("selfplay", "--players", "4", "--games", "3", "--seed", "5", "--json").stdout
    )
    assert (a["wins"], a["mean_scores"], a["decisions_per_game"]) == (
        b["wins"],
        b["mean_scores"],
        b["decisions_per_game"],
    )


def test_selfplay_1897_two_players():
    r = run("selfplay", "--players", "2", "--games", "2", "--edition", "1897", "--json")
    data = json.loads(r.stdout)
    assert r.returncode == 0 and data["games"] == 2 and data["errors"] == []


# --------------------------------------------------------------------------- bad input
# Whatever the input: exit status 2, nothing on stdout, one short line "error: ..." on
# stderr (argparse prints its usage above it), never a traceback.


def assert_refused(r: subprocess.CompletedProcess, *fragments: str, usage: bool = False) -> str:
    assert r.returncode == 2, r.stderr[-2000:]
    assert r.stdout == ""
    assert "Traceback" not in r.stderr
    lines = r.stderr.splitlines()
    errors = [line for line in lines if "error: " in line]
    assert len(errors) == 1 and errors[0] == lines[-1], r.stderr[-2000:]
    if usage:
        assert lines[0].startswith("usage: ")
    else:
        assert lines == errors and errors[0].startswith("error: ")
    assert len(errors[0]) <= 300  # a huge input is never repeated whole
    for fragment in fragments:
        assert fragment in errors[0]
    return errors[0]


def state_text(players: int = 3) -> str:
    return json.dumps(new(players, seed=1).to_dict())


def with_doubloons(literal: str) -> str:
    """A good state whose first player's money is written as ``literal``."""
    data = json.loads(state_text())
    data["players"][0]["doubloons"] = 987654321
    return json.dumps(data).replace("987654321", literal, 1)


#: (contents, what the one error line says; "a|b": either).  1000 levels of ``[`` are
#: too deep for Python 3.11's json; 3.12's reads them, and the list is no state.
BAD_STATE_FILES: dict[str, tuple[bytes, str]] = {
    "binary": (bytes(range(256)) * 4, "s.json"),
    "latin-1": ('{"format": "puertorico-qt/state", "x": "café"}'.encode("latin-1"), "UTF-8"),
    "utf-16 foreign": ('{"name": "chess"}'.encode("utf-16"), "not a puertorico-qt game state"),
    "nested 1000": (b"[" * 1000 + b"]" * 1000, "nested too deeply|not a puertorico-qt game"),
    "nested 100000": (b'{"a": ' * 100_000 + b"1" + b"}" * 100_000, "nested too deeply"),
    "huge number": (with_doubloons("1" * 5000).encode(), "too long"),
    "huge number alone": (b"9" * 100_000, "too long"),
    "1e400": (with_doubloons("1e400").encode(), "out of range"),
    "Infinity": (with_doubloons("Infinity").encode(), "Infinity"),
    "-Infinity": (with_doubloons("-Infinity").encode(), "Infinity"),
    "NaN": (with_doubloons("NaN").encode(), "NaN"),
}
BAD_STATE_CASES = [(case, "legal") for case in BAD_STATE_FILES] + [
    (case, command)
    for case in ("binary", "latin-1", "nested 100000", "huge number", "1e400")
    for command in ("score", "apply")
]


@pytest.mark.parametrize(("case", "command"), BAD_STATE_CASES)
def test_state_file_that_is_no_state_exits_2(state_path, case, command):
    data, message = BAD_STATE_FILES[case]
    state_path.write_bytes(data)
    args = ["engine", command, str(state_path)] + (["role settler"] if command == "apply" else [])
    line = assert_refused(run(*args))
    assert any(fragment in line for fragment in message.split("|")), line


@pytest.mark.parametrize(
    ("data", "message"),
    [
        (b"\xff\xfe\x00garbage\x80", ""),
        (b"[" * 100_000, "nested too deeply"),
        (with_doubloons("Infinity").encode(), "Infinity"),
    ],
)
def test_bad_state_on_stdin_exits_2(data, message):
    assert_refused(run_process("engine", "legal", "-", stdin=data), message)


@pytest.mark.parametrize("encoding", ["utf-16", "utf-8-sig"])
def test_state_file_in_utf16_or_with_a_bom_is_read(state_path, encoding):
    """PowerShell's ``>`` writes UTF-16 with a byte order mark; Notepad may add a UTF-8 one."""
    state = new(3, seed=1)
    state_path.write_bytes(json.dumps(state.to_dict()).encode(encoding))
    r = run("engine", "legal", str(state_path))
    assert r.returncode == 0, r.stderr
    assert r.stdout.splitlines() == [state.format_action(a) for a in state.legal_actions()]


def test_a_huge_action_is_not_repeated(state_path):
    path = write_state(state_path, new(3, seed=1))
    line = assert_refused(run("engine", "apply", str(path), "role " + "x" * 100_000), "too long")
    assert "x" * 50 not in line


def test_a_huge_file_name_is_not_repeated(tmp_path):
    line = assert_refused(
        run("engine", "legal", str(tmp_path / ("n" * 100_000 + ".json"))), "cannot read", ".json"
    )
    assert "n" * 50 not in line


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--players", "7"], "2 to 5 players"),
        (["--players", "6"], "2 to 5 players"),
        (["--players", "1"], "2 to 5 players"),
        (["--players", "0"], "2 to 5 players"),
        (["--players", "four"], "not a whole number"),
        (["--games", "-3"], "1 or more"),
        (["--games", "0"], "1 or more"),
        (["--games", "1.5"], "not a whole number"),
        (["--seed", "-1"], "seed"),
        (["--seed", "abc"], "not a whole number"),
        (["--seed", "9" * 5000], "too large"),
        (["--edition", "1898"], "unknown edition"),
        (["--edition", "e" * 100_000], "unknown edition"),
    ],
)
def test_selfplay_refuses_bad_options(args, message):
    line = assert_refused(run("selfplay", "--games", "1", *args), message, usage=True)
    assert "9" * 50 not in line and "e" * 50 not in line


@pytest.mark.parametrize(
    ("bots", "message"),
    [
        ("grandmaster", "unknown bot"),
        ("random,grandmaster,random,random", "unknown bot"),
        ("random,,random,random", "unknown bot"),
        ("g" * 100_000, "unknown bot"),
        ("random,random", "2 bots for 4 players"),
    ],
)
def test_selfplay_refuses_bad_bots(bots, message):
    line = assert_refused(run("selfplay", "--games", "1", "--bot", bots), message)
    assert "g" * 50 not in line


def test_engine_new_refuses_bad_options():
    assert_refused(run("engine", "new", "--players", "0"), "2 to 5 players", usage=True)
    assert_refused(run("engine", "new", "--seed", "x" * 1000), "whole number", usage=True)
    assert_refused(run("engine", "new", "--edition", "deluxe"), "unknown edition", usage=True)


def test_argparse_errors_do_not_repeat_huge_arguments(tmp_path):
    huge = "z" * 100_000
    for args in ([huge], ["engine", huge], ["engine", "legal", "s.json", huge]):
        line = assert_refused(run(*args), usage=True)
        assert "z" * 50 not in line


def test_every_verb_of_the_notation_is_documented() -> None:
    """docs/notation.md listed the base game's and the smuggler's actions only: the
    expansions' (draft, forest, trade, guest, nobles, supply …) were in the logs and the
    saves, nowhere in the docs."""
    import random
    from pathlib import Path

    from puertorico_qt.engine import GameConfig, new_game

    doc = (Path(__file__).resolve().parents[2] / "docs" / "notation.md").read_text()
    verbs: set[str] = set()
    expansions = frozenset({"buildings", "nobles", "smuggler", "festival"})
    for seed in range(12):
        config = GameConfig(players=2 + seed % 4, expansions=expansions, market="draft")
        state = new_game(config, seed)
        rng = random.Random(seed)
        while not state.is_terminal():
            action = rng.choice(state.legal_actions())
            verbs.add(state.format_action(action).split()[0])
            state.apply(action)
    assert {"draft", "nobles", "smuggle", "supply"} <= verbs  # the sample reaches them
    missing = sorted(v for v in verbs if f"`{v}" not in doc)
    assert missing == []


def test_selfplays_log_beside_json_goes_to_stderr(capsys) -> None:
    """``--json`` promises one JSON object: the log went before it on stdout."""
    import json

    from puertorico_qt import cli

    assert cli.main(["selfplay", "--games", "1", "--log", "--json"]) == 0
    out, err = capsys.readouterr()
    assert json.loads(out)["games"] == 1
    assert err.startswith("# game with seed 0") and "winner(s):" in err


def test_selfplays_numbers_too_large_and_seeds_past_the_range(capsys) -> None:
    from puertorico_qt import cli

    with pytest.raises(SystemExit):
        cli.main(["selfplay", "--games", "9" * 35])
    assert "too large" in capsys.readouterr().err
    assert cli.main(["selfplay", "--seed", str(2**63 - 1), "--games", "2"]) == 2
    assert "room for 1 game(s) only" in capsys.readouterr().err
