"""The cycle collector runs in the GUI thread only (see gui/gc_guard.py)."""

from __future__ import annotations

import gc

from puertorico_qt.gui.gc_guard import MainThreadCollector


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
        if not was_enabled:
            gc.disable()
    assert gc.isenabled() or not was_enabled
