"""``puertorico-qt`` itself: ``--version``, a ``--help`` that shows the desktop program
and the headless tools, and an option neither knows refused instead of opening the
whole program."""

from __future__ import annotations

import pytest

from puertorico_qt import __main__ as entry
from puertorico_qt import __version__


def test_version(capsys) -> None:
    assert entry.main(["--version"]) == 0
    assert capsys.readouterr().out == f"puertorico-qt {__version__}\n"


def test_help_shows_the_desktop_program_and_the_tools(capsys) -> None:
    assert entry.main(["--help"]) == 0
    out = capsys.readouterr().out
    for word in ("--selftest", "screenshot", "replay", "selfplay", "engine", "tournament"):
        assert word in out, word
    assert out.startswith("usage: puertorico-qt")


@pytest.mark.parametrize("typo", ["--selftets", "--verison", "-x"])
def test_an_unknown_option_is_refused_in_a_line(capsys, typo) -> None:
    with pytest.raises(SystemExit) as exited:
        entry.main([typo])
    assert exited.value.code == 2
    assert f"unrecognized arguments: {typo}" in capsys.readouterr().err


def test_qts_own_options_pass(monkeypatch) -> None:
    from puertorico_qt.gui import app_args as app

    assert app.unknown_options(["-style", "fusion", "-platform", "offscreen"]) is None
    assert app.unknown_options(["--reverse"]) is None
    assert app.unknown_options(["--stlye", "fusion"]) == "unrecognized arguments: --stlye"


def test_an_unknown_command_names_every_command(capsys) -> None:
    """The headless tools' parser named its own three alone, not ``screenshot`` and
    ``replay``: the desktop program's commands are commands of ``puertorico-qt`` too."""
    with pytest.raises(SystemExit) as exited:
        entry.main(["bogus"])
    assert exited.value.code == 2
    err = capsys.readouterr().err
    said = "invalid choice: 'bogus' (choose from "
    names = err.split(said, 1)[1]
    for name in ("screenshot", "replay", "selfplay", "engine", "tournament"):
        assert f"'{name}'" in names, name
    assert "{screenshot,replay}" in err  # the desktop program's usage above it


def test_a_known_command_still_runs(capsys) -> None:
    assert entry.main(["selfplay", "--games", "1", "--players", "2", "--json"]) == 0
    assert '"games": 1' in capsys.readouterr().out


SHOT = ["screenshot", "--out", "x.png"]


@pytest.mark.parametrize(
    ("args", "said"),
    [
        # an option the picture would ignore is refused, as ``selfplay`` and ``engine new``
        # refuse it
        (
            ["--market", "draft", "--players", "3", "--actions", "0"],
            "choosing the buildings needs the new buildings (expansion I)",
        ),
        (["--market", "random", "--expansions", "nobles"], "needs the new buildings"),
        (["--scene", "smuggler", "--players", "3"], "--players: --scene smuggler shows a game"),
        (["--scene", "festival", "--seed", "5"], "--seed: --scene festival shows a game"),
        (["--scene", "smuggler", "--actions", "40"], "--actions: --scene smuggler"),
        (["--scene", "smuggler", "--hidden-vp"], "--hidden-vp: --scene smuggler"),
        (["--scene", "festival", "--market", "base"], "--market: --scene festival"),
        (["--scene", "smuggler", "--expansions", "nobles"], "--expansions: --scene smuggler"),
        # the checks' other refusals show the screenshot's usage too
        (["--size", "10x10"], "each side from 100"),
        (["--scene", "smuggler", "--game", "cards"], "the board game's"),
    ],
)
def test_a_screenshot_option_that_would_be_ignored_is_refused(capsys, args, said) -> None:
    with pytest.raises(SystemExit) as exited:
        entry.main([*SHOT, *args])
    assert exited.value.code == 2
    err = capsys.readouterr().err
    assert err.startswith("usage: puertorico-qt screenshot "), err  # the command's usage
    line = err.splitlines()[-1]
    assert line.startswith("puertorico-qt screenshot: error: ") and said in line, line


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (["--seed", "5", *SHOT], "--seed: an option of --selftest (the picture's game: "),
        (
            ["--timeout", "9", "--selftest-game", "cards", "replay", "no-such-game.json"],
            "--selftest-game, --timeout: options of --selftest",
        ),
        (["--selftest", *SHOT], "--selftest runs alone, not with screenshot"),
    ],
)
def test_the_selftests_options_are_refused_without_it(capsys, args, said) -> None:
    """``--seed 5 screenshot`` set the selftest's seed, unused: the picture was seed 7's."""
    with pytest.raises(SystemExit) as exited:
        entry.main(args)
    assert exited.value.code == 2
    assert said in capsys.readouterr().err


@pytest.mark.parametrize(
    "args",
    [
        ["--market", "draft", "--expansions", "buildings"],
        ["--market", "base"],  # the base set without the new buildings, as ``engine new``
        ["--scene", "smuggler", "--expansions", "smuggler,festival", "--edition", "1897"],
        ["--game", "cards", "--players", "3", "--seed", "5", "--actions", "9"],
        ["--players", "5", "--seed", "3", "--hidden-vp", "--expansions", "nobles"],
    ],
)
def test_a_screenshots_options_that_apply_pass(args) -> None:
    from puertorico_qt.gui import app_args

    parsed = app_args.build_parser().parse_args([*SHOT, *args])
    assert app_args.check_args(parsed) is None
    app_args.defaults(parsed)
    assert parsed.players in range(2, 6) and parsed.shot_seed is not None
