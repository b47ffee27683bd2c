"""F6 and Shift+F6: from one area of the window to the next (or the one before) —
the prompt, the roles, the common zones, one's own board or hand, each opponent, the
log.  Tab walks every zone one by one: on a five-player board about nineteen stops,
eight of them on the opponents' boards, so a keyboard player who wanted the log or
the prompt's buttons pressed Tab a dozen times.  F6 is the key that moves between a
window's panes on every desktop.

An area is a group of widgets; the jump lands on the group's first Tab stop in the
window's own Tab order, so it agrees with where Tab would have gone.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QApplication, QWidget

#: The areas in the order F6 visits them; each a group of widgets (hidden ones are skipped).
Areas = Sequence[Sequence[QWidget]]


def _is_stop(widget: QWidget, window: QWidget) -> bool:
    return bool(
        widget.focusPolicy() & Qt.FocusPolicy.TabFocus
        and widget.isEnabled()
        and widget.isVisibleTo(window)
    )


def tab_stops(window: QWidget) -> list[QWidget]:
    """The window's Tab stops in Tab order (the focus chain, once round)."""
    stops: list[QWidget] = []
    seen: set[int] = set()
    widget = window.nextInFocusChain()
    while widget is not None and widget is not window and id(widget) not in seen:
        seen.add(id(widget))
        if widget.window() is window and _is_stop(widget, window):
            stops.append(widget)
        widget = widget.nextInFocusChain()
    return stops


def _inside(widget: QWidget, group: Sequence[QWidget]) -> bool:
    return any(part is widget or part.isAncestorOf(widget) for part in group)


def area_target(
    areas: Areas, stops: Sequence[QWidget], focus: QWidget | None, step: int
) -> QWidget | None:
    """Where a jump of ``step`` (1: F6, -1: Shift+F6) from ``focus`` lands: the first
    of ``stops`` in the next area that has one; None when no area has one."""
    firsts = []
    for group in areas:
        first = next((w for w in stops if _inside(w, group)), None)
        if first is not None:
            firsts.append((group, first))
    if not firsts:
        return None
    here = next(
        (i for i, (group, _) in enumerate(firsts) if focus is not None and _inside(focus, group)),
        None,
    )
    if here is None:
        return firsts[0 if step > 0 else -1][1]
    return firsts[(here + step) % len(firsts)][1]


class AreaJumps(QObject):
    """F6 / Shift+F6 on ``window``, over the areas that ``areas()`` names at the time."""

    def __init__(self, window: QWidget, areas: Callable[[], Areas]) -> None:
        super().__init__(window)
        self._window = window
        self._areas = areas
        for key, step in ((Qt.Key.Key_F6, 1), (Qt.Modifier.SHIFT | Qt.Key.Key_F6, -1)):
            shortcut = QShortcut(QKeySequence(key), window)
            shortcut.activated.connect(partial(self.jump, step))

    def jump(self, step: int) -> QWidget | None:
        """Move the focus one area on (``step`` 1) or back (-1); return where it went."""
        target = area_target(
            self._areas(), tab_stops(self._window), QApplication.focusWidget(), step
        )
        if target is not None:
            target.setFocus(Qt.FocusReason.TabFocusReason)
        return target
