"""The main window's ways into the replay: File › Open recognises a game that can be
replayed (a finished game opens in the replay at once; any other save offers
"Replay" or "Continue"), File › Export game… writes the game's record to a file of
the player's choice (atomically: ``persistence.save_record``), and File › Replays…
lists the archive of finished games (``persistence.list_records``).

A file that cannot be read or does not replay gives a message; nothing changes.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QMessageBox,
    QVBoxLayout,
    QWidget,
)

from ... import persistence
from ...persistence import GameRecord, SaveError
from ...persistence.archive import RecordInfo
from ...persistence.statistics import RecordSummary, cache_path, load_statistics
from .. import names as N
from ..i18n import QT_TRANSLATE_NOOP
from ..statistics_window import SKIPPED
from ..window_helpers import centre_on, describe_save_error, when

if TYPE_CHECKING:
    from ..main_window import MainWindow
    from .window import ReplayWindow


def _t(text: str) -> str:
    return QCoreApplication.translate("Replay", text)


def records_folder(window: MainWindow) -> Path:
    """The archive beside the session's autosave (the data folder's ``records/``)."""
    autosave = window.session.autosave_file()
    return persistence.records_dir(autosave.parent if autosave is not None else None)


class ReplayOpening(QObject):
    """The File menu's replay entries of one main window (see the module docstring)."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.act_export = QAction(window)
        self.act_export.triggered.connect(self.export_game)
        self.act_replays = QAction(window)
        self.act_replays.triggered.connect(self.show_replays)
        self.replay_windows: list[ReplayWindow] = []

    def add_to(self, menu: QMenu, before: QAction) -> None:
        menu.insertActions(before, [self.act_replays, self.act_export])

    def retranslate_ui(self) -> None:
        self.act_export.setText(_t(QT_TRANSLATE_NOOP("Replay", "&Export game…")))
        self.act_replays.setText(_t(QT_TRANSLATE_NOOP("Replay", "Re&plays…")))

    def update_actions(self) -> None:
        self.act_export.setEnabled(bool(self.window.session.active))

    # ------------------------------------------------------------------ opening

    def open_path(self, path: str | Path) -> bool:
        """File › Open: True when the file was dealt with here (a replay opened, or
        an error shown); False when the game is to be continued as usual."""
        try:
            record, state = persistence.load_game(path)
        except SaveError as exc:
            if exc.code == "illegal_action" and exc.action_index is not None:
                return False  # ``GameFiles.open_file`` offers the position before it
            self.window.show_message(
                _t(QT_TRANSLATE_NOOP("Replay", "This game cannot be opened")),
                describe_save_error(exc),
            )
            return True
        if state.is_terminal():
            self.open_replay(record)
            return True
        if not self.window.interactive:
            return False
        box = QMessageBox(QMessageBox.Icon.Question, "", "", parent=self.window)
        box.setWindowTitle(_t(QT_TRANSLATE_NOOP("Replay", "Replay or continue?")))
        box.setText(
            _t(
                QT_TRANSLATE_NOOP(
                    "Replay", "Watch this game from its start, or continue playing it?"
                )
            )
        )
        replay = box.addButton(
            _t(QT_TRANSLATE_NOOP("Replay", "Replay")), QMessageBox.ButtonRole.AcceptRole
        )
        box.addButton(
            _t(QT_TRANSLATE_NOOP("Replay", "Continue")), QMessageBox.ButtonRole.RejectRole
        )
        box.exec()
        if box.clickedButton() is replay:
            self.open_replay(record)
            return True
        return False

    def open_replay(self, record: GameRecord) -> ReplayWindow | None:
        """A replay window of ``record`` (None, with a message, when it does not replay)."""
        from .window import ReplayWindow

        try:
            window = ReplayWindow(record)
        except SaveError as exc:
            self.window.show_message(
                _t(QT_TRANSLATE_NOOP("Replay", "This game cannot be opened")),
                describe_save_error(exc),
            )
            return None
        window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.replay_windows = [w for w in self.replay_windows if shiboken6.isValid(w)]
        self.replay_windows.append(window)
        centre_on(window, self.window)
        window.show()
        return window

    # ------------------------------------------------------------------ export

    def export_game(self) -> None:
        session = self.window.session
        if not session.active:
            return
        stem = "puerto-rico-cards" if session.is_card_game else "puerto-rico"
        suggestion = Path.home() / time.strftime(f"{stem}-game-%Y-%m-%d-%H%M.json")
        path, _ = QFileDialog.getSaveFileName(
            self.window,
            _t(QT_TRANSLATE_NOOP("Replay", "Export the game")),
            str(suggestion),
            _t(QT_TRANSLATE_NOOP("Replay", "Games (*.json)")),
        )
        if path:
            self.export_to(Path(path if path.endswith(".json") else path + ".json"))

    def export_to(self, path: Path) -> bool:
        """Write the game's record to ``path`` (the session's own file is not changed)."""
        session = self.window.session
        record = session.record
        record.finished = bool(session.state.is_terminal())
        try:
            persistence.save_record(path, record)
        except SaveError as exc:
            self.window.show_message(
                _t(QT_TRANSLATE_NOOP("Replay", "The game could not be exported")),
                describe_save_error(exc),
            )
            return False
        self.window.statusBar().showMessage(
            _t(QT_TRANSLATE_NOOP("Replay", "Exported: {file}")).format(file=path.name), 5000
        )
        return True

    # ------------------------------------------------------------------ the archive

    def show_replays(self) -> None:
        keeping = getattr(getattr(self.window, "settings", None), "keep_finished_games", True)
        dialog = ReplaysDialog(records_folder(self.window), self.window, keeping=bool(keeping))
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.chosen.connect(self._open_archived)
        dialog.open()

    def _open_archived(self, path: str) -> None:
        try:
            record = persistence.load_record(path)
        except SaveError as exc:
            self.window.show_message(
                _t(QT_TRANSLATE_NOOP("Replay", "This game cannot be opened")),
                describe_save_error(exc),
            )
            return
        self.open_replay(record)


def _result_text(summary: RecordSummary) -> str:
    """ "won by Anna (45 VP)"; a shared win names each winner."""
    best = max(result.score for result in summary.seats)
    winners = [result.name for result in summary.seats if result.win > 0]
    return _t(QT_TRANSLATE_NOOP("Replay", "won by {winners} ({points})")).format(
        winners=", ".join(winners), points=N.n_vp(best)
    )


#: The board game's expansions by their number on the 1897 box.
_EXPANSION_NUMBERS = {"buildings": "I", "nobles": "II", "smuggler": "III", "festival": "IV"}


def _setup_text(info: RecordInfo) -> str:
    """ "board game, 1897, expansions I, III" / "card game, variant, expansion": what
    tells one evening's games apart besides the names."""
    config = info.config
    expansions = config.get("expansions")
    chosen = expansions if isinstance(expansions, list) else []
    if info.game == "cards":
        parts = [_t(QT_TRANSLATE_NOOP("Replay", "card game"))]
        if config.get("variant") is True:
            parts.append(_t(QT_TRANSLATE_NOOP("Replay", "variant set-up")))
        if chosen:
            parts.append(_t(QT_TRANSLATE_NOOP("Replay", "with the expansion")))
        return ", ".join(parts)
    parts = [
        _t(QT_TRANSLATE_NOOP("Replay", "board game")),
        "1897" if config.get("edition") == "1897" else _t(QT_TRANSLATE_NOOP("Replay", "classic")),
    ]
    numbers = [number for key, number in _EXPANSION_NUMBERS.items() if key in chosen]
    if numbers:
        text = (
            QT_TRANSLATE_NOOP("Replay", "expansion {numbers}")
            if len(numbers) == 1
            else QT_TRANSLATE_NOOP("Replay", "expansions {numbers}")
        )
        parts.append(_t(text).format(numbers=", ".join(numbers)))
    return ", ".join(parts)


class ReplaysDialog(QDialog):
    """The finished games kept in the archive, newest first; one is chosen to replay."""

    chosen = Signal(str)

    def __init__(self, folder: Path, parent: QWidget | None = None, keeping: bool = True) -> None:
        """``keeping``: the setting that keeps finished games (off: the archive grows no
        more, and an empty list says why)."""
        super().__init__(parent)
        self.setObjectName("replays_dialog")
        self.setWindowTitle(_t(QT_TRANSLATE_NOOP("Replay", "Replays")))
        self.list = QListWidget(self)
        listing = persistence.list_records(folder)
        # who won, from the statistics' summaries (cached beside the archive): games of
        # one evening were told apart only by the order of the names
        results = {
            summary.file: summary
            for summary in load_statistics(folder, cache_path(folder.parent)).summaries
        }
        for info in listing.records:
            text = _t(QT_TRANSLATE_NOOP("Replay", "{when} – {game} – {players}")).format(
                when=when(info.finished_at),
                game=_setup_text(info),
                players=", ".join(s.name for s in info.seats),
            )
            summary = results.get(info.path.name)
            if summary is not None:
                text += " – " + _result_text(summary)
            item = QListWidgetItem(text, self.list)
            item.setData(Qt.ItemDataRole.UserRole, str(info.path))
        if not listing.records:
            empty = QListWidgetItem(
                _t(QT_TRANSLATE_NOOP("Replay", "No finished games have been kept yet."))
                if keeping
                else _t(
                    QT_TRANSLATE_NOOP(
                        "Replay",
                        "Finished games are not kept: switch on “Keep finished games” under "
                        "Settings › Settings… to replay them here.",
                    )
                ),
                self.list,
            )
            empty.setFlags(Qt.ItemFlag.NoItemFlags)
        else:
            self.list.setCurrentRow(0)  # what Open opens, shown as chosen
        self.list.itemActivated.connect(self._activated)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Open | QDialogButtonBox.StandardButton.Close, self
        )
        buttons.button(QDialogButtonBox.StandardButton.Open).setEnabled(bool(listing.records))
        buttons.accepted.connect(self._open_current)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.list)
        #: The archive's files that are no finished game's record (damaged, a later
        #: version's …): counted, and named in the tooltip, rather than left out unsaid.
        self.skipped = QLabel(self)
        self.skipped.setWordWrap(True)
        if listing.skipped:
            # the statistics window's sentence: the same files are left out there
            self.skipped.setText(N.tr_plural("StatisticsWindow", SKIPPED, len(listing.skipped)))
            self.skipped.setToolTip("\n".join(path.name for path, _ in listing.skipped))
        self.skipped.setVisible(bool(listing.skipped))
        layout.addWidget(self.skipped)
        layout.addWidget(buttons)
        self.resize(760, 440)  # a line with four names and its winner

    def _activated(self, item: QListWidgetItem) -> None:
        path = item.data(Qt.ItemDataRole.UserRole)
        if path:
            self.chosen.emit(str(path))
            self.accept()

    def _open_current(self) -> None:
        item = self.list.currentItem()
        if item is not None:
            self._activated(item)


__all__ = ["ReplayOpening", "ReplaysDialog", "records_folder"]
