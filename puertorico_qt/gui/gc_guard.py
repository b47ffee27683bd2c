"""Python's cycle collector, run only in the GUI thread.

The collector runs in whichever thread happens to allocate when a generation
fills up — with the computer players thinking in a QThread, that can be the
worker thread.  If a cycle there holds Qt objects that belong to the GUI
thread (a closed score sheet with its charts, say), Qt destroys them from the
wrong thread and the program crashes.  So automatic collection is switched
off and a timer in the GUI thread collects instead, generation by generation
with the same thresholds Python would use.
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QObject, QTimer


def collect_due(thresholds: tuple[int, int, int], young: bool = False) -> None:
    """Collect the youngest generation when its count is over its threshold (``young``:
    in any case), and each older one whose count is over its threshold too — the
    cascade Python's own collector runs, here at a moment the caller chooses."""
    first, second, third = gc.get_count()
    if young or first > thresholds[0]:
        gc.collect(0)
        if second > thresholds[1]:
            gc.collect(1)
            if third > thresholds[2]:
                gc.collect(2)


class MainThreadCollector(QObject):
    """Switches automatic collection off and collects on a GUI-thread timer instead, until
    ``stop()``, which leaves automatic collection as it found it (a test's collector
    inside the test suite's own policy does not switch it back on)."""

    def __init__(self, parent: QObject | None = None, interval_ms: int = 500) -> None:
        super().__init__(parent)
        self.thresholds = gc.get_threshold()
        self._was_enabled = gc.isenabled()
        gc.disable()
        self.timer = QTimer(self)
        self.timer.timeout.connect(self.collect)
        self.timer.start(interval_ms)

    def collect(self) -> None:
        collect_due(self.thresholds)

    def stop(self) -> None:
        self.timer.stop()
        if self._was_enabled:
            gc.enable()
