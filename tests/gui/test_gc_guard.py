"""The cycle collector runs in the GUI thread only (see gui/gc_guard.py)."""

from __future__ import annotations

import gc

from puertorico_qt.gui.gc_guard import MainThreadCollector, collect_due


def test_collects_on_the_gui_timer_and_restores_automatic_collection(qtbot):
    was_enabled = gc.isenabled()
    collector = MainThreadCollector(interval_ms=10)
    try:
        assert not gc.isenabled()

        class Node:
            pass

        for _ in range(5000):  # cycles that only the collector can free
            a, b = Node(), Node()
            a.other, b.other = b, a
        before = gc.get_count()[0]
        qtbot.waitUntil(lambda: gc.get_count()[0] < before, timeout=2000)
    finally:
        collector.stop()
    assert gc.isenabled() == was_enabled  # as it was: on in the program, off in GUI tests


def test_stop_leaves_automatic_collection_as_it_found_it(qtbot):
    was_enabled = gc.isenabled()
    try:
        for before in (True, False):
            (gc.enable if before else gc.disable)()
            outer = MainThreadCollector(interval_ms=1000)
            inner = MainThreadCollector(interval_ms=1000)
            inner.stop()
            assert not gc.isenabled()  # the outer one still collects in the GUI thread only
            outer.stop()
            assert gc.isenabled() == before
    finally:
        (gc.enable if was_enabled else gc.disable)()


def test_young_collects_the_youngest_generation_below_its_threshold():
    """Between GUI tests (tests/conftest.py) the cycles a test left are freed even when
    there are fewer of them than the threshold; a generation not due is left alone."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        gc.collect()

        class Node:
            pass

        for _ in range(50):
            a, b = Node(), Node()
            a.other, b.other = b, a
        del a, b  # only the cycles keep them now
        huge = (10**9, 10**9, 10**9)
        collect_due(huge)
        assert sum(isinstance(o, Node) for o in gc.get_objects()) == 100  # not due: kept
        collect_due(huge, young=True)
        assert not any(isinstance(o, Node) for o in gc.get_objects())
    finally:
        if was_enabled:
            gc.enable()
