"""The bundle's entry point (packaging/entry.py) without building a bundle.

Which launches count as windowed, and what a start-up failure leaves behind: a log
file, a line on stderr, and a dialog only where nobody would see stderr.
"""

from __future__ import annotations

import importlib.util
import os
import sys
from pathlib import Path

import pytest

ENTRY = Path(__file__).resolve().parents[2] / "packaging" / "entry.py"


@pytest.fixture
def entry(monkeypatch: pytest.MonkeyPatch, tmp_path: Path):
    spec = importlib.util.spec_from_file_location("prqt_bundle_entry", ENTRY)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    monkeypatch.setattr(module, "_log_dir", lambda: str(tmp_path))
    for name in list(os.environ):
        if name.startswith("PRQT_"):
            monkeypatch.delenv(name)
    return module


def test_gui_launch_or_headless_tool(entry) -> None:
    assert entry._gui_launch([])
    assert entry._gui_launch(["--lang", "de"])
    assert not entry._gui_launch(["--selftest"])
    assert not entry._gui_launch(["engine", "new"])
    assert not entry._gui_launch(["selfplay", "--games", "1"])
    assert not entry._gui_launch(["screenshot", "--out", "x.png"])


def test_windowed_switch_and_offscreen(entry, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PRQT_ERROR_DIALOG", "1")
    assert entry._windowed()
    monkeypatch.setenv("PRQT_ERROR_DIALOG", "0")
    assert not entry._windowed()
    monkeypatch.delenv("PRQT_ERROR_DIALOG")
    monkeypatch.setenv("QT_QPA_PLATFORM", "offscreen")
    assert not entry._windowed()  # a dialog nobody can see would hang the run


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the Linux rule")
def test_windowed_on_linux_means_a_display_and_no_terminal(
    entry, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("QT_QPA_PLATFORM", "xcb")
    monkeypatch.setenv("DISPLAY", ":0")

    class Pipe:
        def __init__(self, tty: bool) -> None:
            self.tty = tty

        def isatty(self) -> bool:
            return self.tty

    monkeypatch.setattr(sys, "stderr", Pipe(False))
    assert entry._windowed()  # started from the desktop menu
    monkeypatch.setattr(sys, "stderr", Pipe(True))
    assert not entry._windowed()  # started from a terminal
    monkeypatch.setattr(sys, "stderr", Pipe(False))
    monkeypatch.delenv("DISPLAY")
    monkeypatch.delenv("WAYLAND_DISPLAY", raising=False)
    assert not entry._windowed()


def test_failure_is_logged_and_shown_when_windowed(
    entry, monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys
) -> None:
    shown = []
    monkeypatch.setattr(entry, "_qt_dialog", lambda text, details: shown.append(text) or True)
    entry.report_failure("ValueError: bad", "Traceback ...\nValueError: bad\n", windowed=True)
    log = tmp_path / "startup-error.log"
    assert "ValueError: bad" in log.read_text(encoding="utf-8")
    assert len(shown) == 1
    assert "could not start" in shown[0]
    assert "ValueError: bad" in shown[0]
    assert str(log) in shown[0]
    err = capsys.readouterr().err
    assert "the details are in" in err
    assert "error dialog: QMessageBox" in err


def test_failure_without_window_shows_no_dialog(entry, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(entry, "_qt_dialog", lambda *a: pytest.fail("no dialog expected"))
    monkeypatch.setattr(entry, "_native_dialog", lambda *a: pytest.fail("no dialog expected"))
    entry.report_failure("RuntimeError: x", "details", windowed=False)


def test_fatal_qt_error_uses_the_native_dialog(
    entry, monkeypatch: pytest.MonkeyPatch, capsys
) -> None:
    monkeypatch.setattr(entry, "_qt_dialog", lambda *a: pytest.fail("Qt cannot show it"))
    native = []
    monkeypatch.setattr(entry, "_native_dialog", lambda text: native.append(text) or True)
    entry.report_failure("no Qt platform plugin", "details", windowed=True, qt_usable=False)
    assert native and "no Qt platform plugin" in native[0]
    assert "error dialog: native dialog" in capsys.readouterr().err


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="zenity/xmessage are Linux's")
def test_native_dialog_on_linux_runs_a_dialog_tool(
    entry, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    record = tmp_path / "args.txt"
    fake = bin_dir / "zenity"
    fake.write_text(f'#!/bin/sh\nprintf "%s\\n" "$@" > "{record}"\n', encoding="utf-8")
    fake.chmod(0o755)
    monkeypatch.setenv("PATH", str(bin_dir))
    assert entry._native_dialog("Puerto Rico could not start.\n\nreason")
    args = record.read_text(encoding="utf-8")
    assert "--error" in args
    assert "reason" in args
    monkeypatch.setenv("PATH", str(tmp_path / "nothing-here"))
    assert not entry._native_dialog("text")  # no tool: the log and stderr remain


def test_qt_dialog_closes_itself_with_the_test_timeout(
    entry, monkeypatch: pytest.MonkeyPatch, qapp
) -> None:
    monkeypatch.setenv("PRQT_ERROR_DIALOG_TIMEOUT_MS", "50")
    assert entry._qt_dialog("Puerto Rico could not start.\n\nreason", "details")


def test_main_reports_a_start_up_failure(
    entry, monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys
) -> None:
    monkeypatch.setenv("PRQT_SIMULATE_STARTUP_FAILURE", "1")
    monkeypatch.setenv("PRQT_ERROR_DIALOG", "0")
    monkeypatch.setattr(sys, "argv", ["puertorico-qt"])
    monkeypatch.setattr(entry, "_install_qt_fatal_handler", lambda windowed: None)
    assert entry.main() == 1
    assert "simulated start-up failure" in (tmp_path / "startup-error.log").read_text()
    assert "the details are in" in capsys.readouterr().err


def test_main_lets_a_headless_tool_fail_normally(entry, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PRQT_SIMULATE_STARTUP_FAILURE", "1")
    monkeypatch.setattr(sys, "argv", ["puertorico-qt", "engine", "new"])
    with pytest.raises(RuntimeError, match="simulated"):
        entry.main()


def test_missing_console_streams_go_to_a_log(entry, tmp_path: Path) -> None:
    stream = entry._LazyLogFile("stderr")
    assert not stream.isatty()
    stream.write("a warning\n")
    stream.flush()
    assert "a warning" in (tmp_path / "output.log").read_text(encoding="utf-8")
