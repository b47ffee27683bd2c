"""Test-wide setup: a headless Qt, a UTF-8 locale, the ``slow`` / ``xcb`` switches, and
closed widgets deleted after each test.

The environment is set when this file is imported, before pytest-qt (or any test)
creates a QApplication, which is when Qt reads it.
"""

from __future__ import annotations

import gc
import os
import sys
from collections.abc import Iterator

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


#: Where the slow tests that need Qt live: with ``PRQT_SLOW_SCOPE=qt`` only these run
#: among the slow tests.  CI's second interpreter uses it — it is there for the other
#: PySide6 version, and the pure-Python engines, bots and fuzzers behave the same on
#: both, so their thousands of games run once, in the first pass.
QT_SLOW_DIRS = ("gui", "packaging")


def _outside_qt_scope(item: pytest.Item) -> bool:
    parts = item.path.relative_to(item.config.rootpath).parts
    return len(parts) < 2 or parts[0] != "tests" or parts[1] not in QT_SLOW_DIRS


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    skip_slow = None
    if not _slow_enabled(config):
        skip_slow = pytest.mark.skip(
            reason="slow test: set PRQT_FULL=1 (or CI=true, or pass --run-slow) to run it"
        )
    scope = os.environ.get("PRQT_SLOW_SCOPE", "all")
    if scope not in ("all", "qt"):
        raise pytest.UsageError(f"PRQT_SLOW_SCOPE must be 'all' or 'qt', not {scope!r}")
    skip_pure = pytest.mark.skip(
        reason="pure-Python slow test: PRQT_SLOW_SCOPE=qt runs only the slow tests of "
        + ", ".join(f"tests/{d}" for d in QT_SLOW_DIRS)
    )
    skip_xcb = None
    if os.environ.get("QT_QPA_PLATFORM") != "xcb":
        skip_xcb = pytest.mark.skip(
            reason="needs a real X server: xvfb-run -a env QT_QPA_PLATFORM=xcb python -m pytest -m xcb"
        )
    for item in items:
        if skip_slow and item.get_closest_marker("slow"):
            item.add_marker(skip_slow)
        elif scope == "qt" and item.get_closest_marker("slow") and _outside_qt_scope(item):
            item.add_marker(skip_pure)
        if skip_xcb and item.get_closest_marker("xcb"):
            item.add_marker(skip_xcb)


@pytest.hookimpl(wrapper=True)
def pytest_runtest_setup(item: pytest.Item):
    """GUI tests run under the program's collection policy (``gui/gc_guard``): no
    automatic cycle collection while Qt handles events.  An automatic collection inside
    a paint event could destroy an earlier test's widgets mid-paint, which crashed the
    test process; the teardown below collects between tests instead."""
    if _is_gui_test(item):
        gc.disable()
    return (yield)


def _is_gui_test(item: pytest.Item) -> bool:
    parts = item.path.relative_to(item.config.rootpath).parts
    return parts[:2] == ("tests", "gui")


@pytest.hookimpl(wrapper=True)
def pytest_runtest_teardown(item: pytest.Item):
    """After a test, delete the widgets that pytest-qt closed (it calls ``deleteLater``,
    and the deletion would wait for a test that runs an event loop): thousands of dead
    windows would otherwise get every language change, font and style event of the
    tests after them, and make those slow."""
    try:
        return (yield)
    finally:
        widgets = sys.modules.get("PySide6.QtWidgets")
        if widgets is not None and widgets.QApplication.instance() is not None:
            from PySide6.QtCore import QCoreApplication, QEvent

            QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        if _is_gui_test(item):
            _collect_between_tests()
            gc.enable()


def _collect_between_tests() -> None:
    """Free the cycles a GUI test left, the older generations only as often as Python
    itself would (``gui/gc_guard.collect_due``).  Nothing was collected while the test
    ran, so what it left is in the youngest generation; a full collection of a process
    that holds Qt, numpy and pyqtgraph costs about a tenth of a second, and after every
    GUI test it took a third of the default test run."""
    from puertorico_qt.gui.gc_guard import collect_due

    collect_due(gc.get_threshold(), young=True)


@pytest.fixture(scope="module")
def elsewhere_worker() -> Iterator[None]:
    """The worker process of ``ai.elsewhere``, started (and all pools stopped after the
    test module).  On Linux a worker process must start: a failure there is a failure, not a
    skip; elsewhere (a sandbox without processes) the test is skipped."""
    from puertorico_qt.ai import elsewhere, pool

    if not elsewhere.warm_up():
        if sys.platform.startswith("linux"):
            pytest.fail("no worker process of ai.elsewhere could be started")
        pytest.skip("no worker processes here")
    yield
    pool.shutdown_pools()
