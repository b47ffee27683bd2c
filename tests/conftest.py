"""Test-wide setup: a headless Qt, a UTF-8 locale, and the ``slow`` / ``xcb`` switches.

The environment is set when this file is imported, before pytest-qt (or any test)
creates a QApplication, which is when Qt reads it.
"""

from __future__ import annotations

import os

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["LANG"] = "C.UTF-8"  # Qt warns and switches on a non-UTF-8 locale
if "LC_ALL" in os.environ:
    os.environ["LC_ALL"] = "C.UTF-8"  # LC_ALL would override LANG


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--run-slow",
        action="store_true",
        default=False,
        help="run tests marked slow (also switched on by CI=true or PRQT_FULL=1)",
    )


def _slow_enabled(config: pytest.Config) -> bool:
    return (
        config.getoption("--run-slow")
        or os.environ.get("CI", "").lower() == "true"
        or os.environ.get("PRQT_FULL") == "1"
    )


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    skip_slow = None
    if not _slow_enabled(config):
        skip_slow = pytest.mark.skip(
            reason="slow test: set PRQT_FULL=1 (or CI=true, or pass --run-slow) to run it"
        )
    skip_xcb = None
    if os.environ.get("QT_QPA_PLATFORM") != "xcb":
        skip_xcb = pytest.mark.skip(
            reason="needs a real X server: xvfb-run -a env QT_QPA_PLATFORM=xcb python -m pytest -m xcb"
        )
    for item in items:
        if skip_slow and item.get_closest_marker("slow"):
            item.add_marker(skip_slow)
        if skip_xcb and item.get_closest_marker("xcb"):
            item.add_marker(skip_xcb)
