"""Where the key moments open: ``analysable`` (a game over with a person in it),
``open_dialog`` (the dialog, "Show in replay" wired to a replay), the score sheet's
``KeyMomentsButton`` (``add_to_score_sheet``) and the replay window's
``KeyMomentsToolBar``."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import shiboken6
from PySide6.QtCore import QEvent, Qt, Slot
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialogButtonBox, QPushButton, QToolBar, QWidget

from ...persistence import GameRecord
from ..i18n import QT_TRANSLATE_NOOP
from .dialog import KeyMomentsDialog
from .texts import _t


def analysable(session: Any) -> tuple[GameRecord, int] | None:
    """(record, seat) when ``session``'s game is over and a person played in it (the seat
    the table shows if that is a person's, else the first person's); else None.
    ``session``: a ``GameSession`` or the replay's ``ReplaySession``."""
    steps = getattr(session, "steps", None)
    record = getattr(steps, "record", None) if steps is not None else None
    if record is None:
        record = getattr(session, "record", None)
    if not isinstance(record, GameRecord):
        return None
    over = steps.finished if steps is not None else bool(session.state.is_terminal())
    people = [i for i, s in enumerate(record.seats) if s.is_human]
    if not over or not people:
        return None
    viewer = session.viewer_seat() if hasattr(session, "viewer_seat") else -1
    return record, viewer if viewer in people else people[0]


def _is_replay(session: Any) -> bool:
    return hasattr(session, "steps") and hasattr(session, "go")


_REPLAY_WINDOWS: list[QWidget] = []  # replays opened without a main window to keep them


def open_replay_at(anchor: QWidget | None, record: GameRecord, step: int, seat: int) -> Any:
    """A replay window of ``record`` at ``step``, as ``seat`` saw it: through the main
    window's replays (File › Replays…) when ``anchor`` has one above it, else on its own."""
    copy = GameRecord.from_dict(record.to_dict())
    window: Any = None
    widget = anchor
    while widget is not None:
        replays = getattr(widget, "replays", None)
        if replays is not None and hasattr(replays, "open_replay"):
            window = replays.open_replay(copy)
            if window is None:
                return None
            break
        widget = widget.parentWidget()
    if window is None:
        from ..replay.window import ReplayWindow

        window = ReplayWindow(copy)
        window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        _REPLAY_WINDOWS[:] = [w for w in _REPLAY_WINDOWS if shiboken6.isValid(w)]
        _REPLAY_WINDOWS.append(window)
        window.show()
    _show_in(window.session, step, seat)
    window.raise_()
    window.activateWindow()
    return window


def _show_in(session: Any, step: int, seat: int) -> None:
    """The replay at ``step`` as ``seat`` saw it then: what was hidden from him stays
    hidden (a finished game's replay shows everything at first: the moment's others'
    VP chips and hands showed, which the analysis says it judged without)."""
    session.set_show_everything(False)
    session.set_viewer(seat)
    session.go(step)


def open_dialog(session: Any, parent: QWidget | None, **analysis: Any) -> KeyMomentsDialog | None:
    """The dialog for ``session``'s game (None when it cannot be analysed), shown, with
    "Show in replay" wired: the replay ``session`` moves; a game's opens a replay window.
    ``analysis``: ``bot``, ``iterations``, ``seconds`` for ``KeyMomentsDialog``."""
    found = analysable(session)
    if found is None:
        return None
    record, seat = found
    dialog = KeyMomentsDialog(record, seat, parent, **analysis)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    if _is_replay(session):
        dialog.show_step.connect(lambda step: _show_in(session, step, seat))
    else:
        opened: list[Any] = []  # the replay this dialog opened: later moments reuse it

        def show(step: int) -> None:
            if opened and shiboken6.isValid(opened[0]) and opened[0].isVisible():
                _show_in(opened[0].session, step, seat)
                opened[0].raise_()
                opened[0].activateWindow()
            else:
                opened[:] = [open_replay_at(dialog, record, step, seat)]

        dialog.show_step.connect(show)
    dialog.show()
    return dialog


def _action_text() -> str:
    return _t(QT_TRANSLATE_NOOP("KeyMoments", "Key moments…"))


def _action_tip(enabled: bool) -> str:
    if enabled:
        return _t(
            QT_TRANSLATE_NOOP(
                "KeyMoments",
                "The three decisions that cost you most chance to win, and what the "
                "Expert would have played instead",
            )
        )
    return _t(
        QT_TRANSLATE_NOOP(
            "KeyMoments", "Available when the game is over, for a game a person played in"
        )
    )


class _Opener:
    """One dialog at a time for one session (the button's or the toolbar's)."""

    def __init__(self, session: Any, parent: Callable[[], QWidget | None]) -> None:
        self.session = session
        self.parent = parent
        self.dialog: KeyMomentsDialog | None = None
        #: Keywords for ``KeyMomentsDialog`` (tests: a cheap analyser).
        self.analysis: dict[str, Any] = {}

    def open(self) -> KeyMomentsDialog | None:
        if self.dialog is not None and shiboken6.isValid(self.dialog):
            self.dialog.raise_()
            self.dialog.activateWindow()
            return self.dialog
        self.dialog = open_dialog(self.session, self.parent(), **self.analysis)
        return self.dialog


class KeyMomentsButton(QPushButton):
    """The score sheet's "Key moments…" (see the package docstring).  The dialog's parent
    is the sheet's own parent, so that it outlives the sheet."""

    def __init__(self, session: Any, sheet: QWidget) -> None:
        super().__init__(sheet)
        self.setObjectName("key_moments_button")
        self.setAutoDefault(False)
        self.opener = _Opener(session, lambda: sheet.parentWidget() or sheet)
        self.clicked.connect(self.opener.open)
        changed = getattr(session, "state_changed", None)
        if changed is not None:
            changed.connect(self.refresh)
        self.refresh()

    @Slot()
    def refresh(self) -> None:
        if not shiboken6.isValid(self):
            return
        enabled = analysable(self.opener.session) is not None
        self.setEnabled(enabled)
        self.setText(_action_text())
        self.setToolTip(_action_tip(enabled))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.refresh()
        super().changeEvent(event)


def add_to_score_sheet(sheet: QWidget, buttons: QDialogButtonBox, session: Any) -> KeyMomentsButton:
    """The "Key moments…" button in the score sheet's button row (left of Close)."""
    button = KeyMomentsButton(session, sheet)
    buttons.addButton(button, QDialogButtonBox.ButtonRole.ActionRole)
    return button


class KeyMomentsToolBar(QToolBar):
    """The replay window's toolbar: "Key moments…" for the replayed game."""

    def __init__(self, window: Any) -> None:
        super().__init__(window)
        self.setObjectName("key_moments_toolbar")
        self.setMovable(False)
        self.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.opener = _Opener(window.session, lambda: window)
        self.action = QAction(self)
        self.action.setObjectName("key_moments_action")
        self.action.triggered.connect(self.opener.open)
        self.addAction(self.action)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        enabled = analysable(self.opener.session) is not None
        self.setWindowTitle(_t(QT_TRANSLATE_NOOP("KeyMoments", "Analysis")))
        self.action.setEnabled(enabled)
        self.action.setText(_action_text())
        self.action.setToolTip(_action_tip(enabled))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
