"""Autosave: the game is written after every change (soon after a computer move, at
once after a person's), atomically, to the platform's data folder; a finished game is
also kept in the archive of finished games there (``records/``)."""

from __future__ import annotations

from collections.abc import Callable
from enum import Enum
from pathlib import Path

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from ... import persistence
from ...persistence import GameRecord, SaveError


class _Default(Enum):
    DEFAULT = "the platform's autosave file"


#: ``Autosaver(path=DEFAULT)``: ``persistence.autosave_path()``, looked up at each save.
DEFAULT = _Default.DEFAULT
#: Where to autosave: a path, None (nowhere) or ``DEFAULT``.
AutosavePath = str | Path | None | _Default


class Autosaver(QObject):
    """Writes the record ``current()`` returns; tells once when writing fails."""

    #: (message) the autosave could not be written (told once until it works again).
    failed = Signal(str)

    def __init__(
        self,
        current: Callable[[], GameRecord | None],
        path: AutosavePath = DEFAULT,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._current = current
        self._path = path
        self._failed = False
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(300)
        self._timer.timeout.connect(self.now)

    def path(self) -> Path | None:
        if self._path is DEFAULT:
            return persistence.autosave_path()
        return None if self._path is None else Path(self._path)

    def keep_replaced(self, record: GameRecord) -> Path | None:
        """An unfinished game is being replaced by another: keep it beside the autosave
        (``persistence.keep_unfinished``), so that it can be found and played on.
        Returns where it went (None: no autosave, or it could not be written)."""
        path = self.path()
        if path is None:
            return None
        try:
            return persistence.keep_unfinished(record, persistence.unfinished_dir(path))
        except SaveError as exc:
            self.failed.emit(str(exc))
            return None

    def keep_finished(self, record: GameRecord) -> Path | None:
        """A game has ended: keep it in the archive of finished games beside the autosave
        (``persistence.archive_finished``; ``records/`` in the data folder), once per
        game.  Returns the new file (None: no autosave, already kept, or it could not be
        written — then ``failed`` says why)."""
        path = self.path()
        if path is None:
            return None
        try:
            return persistence.archive_finished(record, persistence.records_dir(path.parent))
        except SaveError as exc:
            self.failed.emit(str(exc))
            return None

    def later(self) -> None:
        """Save soon (several quick changes make one write)."""
        if not self._timer.isActive():
            self._timer.start()

    def pending(self) -> bool:
        return self._timer.isActive()

    def failing(self) -> bool:
        """Did the latest autosave fail (nothing since is on the disk)?"""
        return self._failed

    @Slot()
    def now(self) -> None:
        self._timer.stop()
        path = self.path()
        record = self._current()
        if path is None or record is None:
            return
        try:
            persistence.save_record(path, record)
        except SaveError as exc:
            if not self._failed:
                self._failed = True
                self.failed.emit(str(exc))
            return
        self._failed = False

    def stop(self) -> None:
        self._timer.stop()
