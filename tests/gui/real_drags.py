"""Real drags with the mouse, for the tests that run on a real X server (``xcb`` under
``xvfb-run``): a press on a cell, a move past the drag distance — the view starts a
real ``QDrag``, whose ``exec()`` runs its own event loop until the drop — and then, from
a timer set before the press, the pointer moved over the target in steps and released
there (or Escape pressed).  Offscreen, ``QDrag.exec()`` returns at once and nothing of
this happens; there the tests go through the models (``driving``, ``cards_driving``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QModelIndex, QPoint, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractItemView, QApplication, QWidget

STEPS = 6  # pointer moves on the way from the source to the target


@dataclass
class DragRun:
    """What happened during one real drag."""

    started: bool = False  # the timer fired inside the drag's own event loop
    seen: dict[str, Any] = field(default_factory=dict)  # what ``during`` returned


def cell_centre(view: QAbstractItemView, index: QModelIndex) -> QPoint:
    rect = view.visualRect(index)
    assert rect.isValid() and not rect.isEmpty(), f"cell {index.row()},{index.column()} not shown"
    return rect.center()


def real_drag(
    qtbot,
    source: QAbstractItemView,
    source_index: QModelIndex,
    target: QAbstractItemView,
    target_index: QModelIndex,
    *,
    during: Callable[[], dict[str, Any]] | None = None,
    cancel: bool = False,
) -> DragRun:
    """Drag the cell ``source_index`` of ``source`` onto ``target_index`` of ``target``
    with the mouse; ``during`` runs over the target just before the release (what the
    table shows then), ``cancel`` presses Escape there before the button is let go."""
    return real_drag_from(
        qtbot,
        source.viewport(),
        cell_centre(source, source_index),
        target,
        target_index,
        during=during,
        cancel=cancel,
    )


def real_drag_from(
    qtbot,
    widget: QWidget,
    start: QPoint,
    target: QAbstractItemView,
    target_index: QModelIndex,
    *,
    during: Callable[[], dict[str, Any]] | None = None,
    cancel: bool = False,
) -> DragRun:
    """``real_drag`` from point ``start`` of any widget (a counter, not a view's cell)."""
    run = DragRun()
    dst = target.viewport()
    end = cell_centre(target, target_index)

    def finish() -> None:
        run.started = True
        begin = dst.mapFromGlobal(widget.mapToGlobal(start))
        for step in range(1, STEPS + 1):
            QTest.mouseMove(dst, begin + (end - begin) * (step / STEPS))
            QApplication.processEvents()
        if during is not None:
            run.seen.update(during())
        if cancel:
            QTest.keyClick(dst, Qt.Key.Key_Escape)
        QTest.mouseRelease(dst, Qt.MouseButton.LeftButton, pos=end)

    QTimer.singleShot(150, finish)
    QTest.mousePress(widget, Qt.MouseButton.LeftButton, pos=start)
    # Past the drag distance: the widget starts the drag, and this call returns once the
    # drag is over (the timer above ends it from inside the drag's event loop).
    QTest.mouseMove(widget, start + QPoint(QApplication.startDragDistance() + 8, 0))
    qtbot.waitUntil(lambda: run.started, timeout=5_000)
    qtbot.wait(20)  # what the drop queued
    return run


def click_cell(view: QAbstractItemView, index: QModelIndex) -> None:
    """A real click on a cell (press and release on it)."""
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=cell_centre(view, index))
