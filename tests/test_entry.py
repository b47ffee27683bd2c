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
