"""The main window's game files: File › Open, Save, Save as and Recent games, the
question before a game in progress is replaced, and the unfinished game offered at start.

A game is saved only through the session (``GameSession.save``: atomically, as JSON in
the platform's data folder unless the player chooses another); a file that cannot be
read or written gives a message and changes nothing.  Files opened or saved are
remembered in the settings' recent files (not with ``persist=False``); a file that no
longer opens is dropped from them.  A finished game, or one the player chooses to
watch, opens in the replay (``replay.opening.ReplayOpening``).
"""

from __future__ import annotations

import contextlib
import os
import shutil
import time
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtWidgets import QFileDialog, QMenu, QMessageBox

from .. import persistence
from ..games import BOARD_GAME, CARD_GAME
from .i18n import QT_TRANSLATE_NOOP
from .window_helpers import describe_save_error, when

if TYPE_CHECKING:
    from .main_window import MainWindow


#: Which game a kept unfinished game is, in File › Recent games (both look alike).
SHORT_GAME_TITLES = {
    BOARD_GAME.name: QT_TRANSLATE_NOOP("GameFiles", "Board game"),
    CARD_GAME.name: QT_TRANSLATE_NOOP("GameFiles", "Card game"),
}


class GameFiles(QObject):
    """The file side of one main window (see the module docstring); ``menu_recent`` is
    its File › Recent games."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.menu_recent = QMenu(window)
        self.menu_recent.aboutToShow.connect(self.fill_recent)

    def retranslate_ui(self) -> None:
        self.menu_recent.setTitle(self.tr("&Recent games"))

    # ---- at start ------------------------------------------------------------------------

    def restore_unfinished(self) -> bool:
        """Offer the unfinished game of the autosave; True if it was opened (or if a
        message about a damaged one now asks for a game when it is closed)."""
        window = self.window
        path = window.session.autosave_file()
        if path is None or not path.exists():
            return False
        try:
            record = persistence.load_record(path)
        except persistence.SaveError as exc:
            kept = self.keep_damaged_autosave(path)
            box = window.show_message(
                self.tr("The last game could not be restored"),
                self.tr("{reason}\n\nThe file was kept as {file}.").format(
                    reason=describe_save_error(exc), file=kept
                ),
            )
            if box is not None:  # the new-game dialog after it, not hidden under it
                box.finished.connect(window.ask_for_a_game)
                return True
            return False
        if record.finished:
            return False
        if not window.interactive:
            return False
        box = QMessageBox(
            QMessageBox.Icon.Question,
            self.tr("Continue?"),
            self.tr("Continue the unfinished game ({players})?").format(
                players=", ".join(s.name for s in record.seats)
            ),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            window,
        )
        box.setInformativeText(
            self.tr("If not, you can still find it under File › Recent games › Unfinished games.")
        )
        if box.exec() != QMessageBox.StandardButton.Yes:
            if not window.tutorial.owns(record):  # (a tutorial's game has its own file)
                self._keep_aside(record, path)
            return False
        if self.open_file(path, remember=False, own_file=False):
            return True
        self.keep_damaged_autosave(path)  # said in a box; kept before the next autosave
        return False

    def _keep_aside(self, record: persistence.GameRecord, autosave: Path) -> None:
        """The autosave's game the player did not continue: among the unfinished games,
        before the next autosave replaces it."""
        try:
            persistence.keep_unfinished(
                record, persistence.unfinished_dir(autosave), keep_time=True
            )
            autosave.unlink()  # kept: not offered, and kept, again at the next start
        except (persistence.SaveError, OSError) as exc:
            self.window.append_log(
                self.tr("The unfinished game could not be kept: {reason}").format(reason=exc)
            )

    @staticmethod
    def keep_damaged_autosave(path: Path) -> str:
        """A damaged autosave is copied aside before the next autosave replaces it."""
        stamp = time.strftime("%Y%m%d-%H%M%S")
        target = path.with_name(f"{path.stem}-damaged-{stamp}{path.suffix}")
        try:  # moved: it was set aside (and told) at every start until a new game began
            os.replace(path, target)
        except OSError:
            with contextlib.suppress(OSError):
                shutil.copy2(path, target)
        return str(target)

    # ---- replacing the game under way ----------------------------------------------------

    def may_replace_game(self) -> bool:
        """Before a new game or another one replaces the game under way: a game with
        moves in no file of the player's asks Save / Discard / Cancel first.  Discarded
        or not, an unfinished game stays under Recent games (the session keeps it).  The
        tutorial's game asks nothing: the tutorial keeps it in files of its own."""
        window = self.window
        if window.tutorial.attached:
            window.tutorial.flush()
            return True
        if not (window.interactive and window.session.has_unsaved_progress()):
            return True
        return self._save_discard_or_cancel(
            QMessageBox.Icon.Question,
            self.tr("The game in progress has not been saved."),
            self.tr(
                "Save it to a file of your own? If not, you can still find it under "
                "File › Recent games › Unfinished games."
            ),
        )

    def _save_discard_or_cancel(self, icon: QMessageBox.Icon, text: str, more: str = "") -> bool:
        """Save / Discard / Cancel about the game in progress: True to go on (saved, or
        let go), False to stay."""
        box = QMessageBox(
            icon,
            self.tr("Save the game in progress?"),
            text,
            QMessageBox.StandardButton.Save
            | QMessageBox.StandardButton.Discard
            | QMessageBox.StandardButton.Cancel,
            self.window,
        )
        if more:
            box.setInformativeText(more)
        box.setDefaultButton(QMessageBox.StandardButton.Save)
        answer = box.exec()
        if answer == QMessageBox.StandardButton.Save:
            return self.save_game()
        return answer == QMessageBox.StandardButton.Discard

    # ---- opening -------------------------------------------------------------------------

    def open_game(self) -> None:
        """File › Open: a file of the saves folder or any other."""
        folder = _usable_folder(persistence.saves_dir())
        path, _ = QFileDialog.getOpenFileName(
            self.window,
            self.tr("Open a saved game"),
            str(folder),
            self.tr("Saved games (*.json)"),
        )
        # a finished game (or one the player chose to watch) opens in the replay
        if path and not self.window.replays.open_path(path) and self.may_replace_game():
            self.open_file(path)

    def open_file(self, path: str | Path, remember: bool = True, own_file: bool = True) -> bool:
        """Load ``path`` into the session; ``remember``: among the recent files;
        ``own_file``: the player's own file, which Save then writes."""
        window = self.window
        try:
            window.session.load(path, own_file=own_file)
        except persistence.SaveError as exc:
            if self._play_on_before(path, exc):
                return True
            window.show_message(self.tr("This game cannot be opened"), describe_save_error(exc))
            if remember and window.persist:
                window.settings.remove_recent_file(str(path))
            return False
        if remember and window.persist:
            window.settings.add_recent_file(str(Path(path).resolve()))
        window.update_title()
        return True

    def _play_on_before(self, path: str | Path, exc: persistence.SaveError) -> bool:
        """A save with a move the rules refuse (made before a rule was corrected): offer
        to play on from the position before it.  The file stays as it was; the game goes
        on unsaved (Save asks for a file), so nothing of it is overwritten."""
        window = self.window
        index = exc.action_index
        if exc.code != "illegal_action" or index is None or not window.interactive:
            return False
        answer = QMessageBox.question(
            window,
            self.tr("Play on from an earlier position?"),
            self.tr(
                "The saved game contains a move the rules do not allow (move {number}) — "
                "perhaps it was saved by an earlier version whose rules have been corrected "
                "since.\n\nPlay on from the position before that move? The file is not "
                "changed."
            ).format(number=index + 1)
            + "\n\n"
            + QCoreApplication.translate("SaveErrors", "Details for a bug report (in English):")
            + f"\n{exc}",
        )
        if answer != QMessageBox.StandardButton.Yes:
            return False
        try:
            window.session.load(path, own_file=False, keep=index)
        except persistence.SaveError:
            return False
        window.update_title()
        return True

    def fill_recent(self) -> None:
        """The files opened or saved last, then the unfinished games that a new game
        replaced (kept beside the autosave)."""
        menu = self.menu_recent
        menu.clear()
        files = self.window.settings.recent_files
        for path in files:
            action = menu.addAction(Path(path).name)
            action.setToolTip(path)
            action.setStatusTip(path)
            action.triggered.connect(lambda _=False, p=path: self.open_recent(p))
        if not files:
            empty = menu.addAction(self.tr("(none)"))
            empty.setEnabled(False)
        autosave = self.window.session.autosave_file()
        kept = persistence.list_saves(persistence.unfinished_dir(autosave)) if autosave else []
        kept = [info for info in kept if info.error is None]
        if kept:
            menu.addSection(self.tr("Unfinished games"))
        for info in kept:
            text = self.tr("{game}: {players} – {when}").format(
                game=self.tr(SHORT_GAME_TITLES.get(info.game, info.game)),
                players=", ".join(info.players),
                when=when(info.updated),
            )
            action = menu.addAction(text)
            action.setToolTip(str(info.path))
            action.triggered.connect(lambda _=False, p=info.path: self.open_recent(p, False))

    def open_recent(self, path: str | Path, remember: bool = True) -> None:
        if self.may_replace_game():
            self.open_file(path, remember=remember, own_file=remember)

    # ---- saving --------------------------------------------------------------------------

    def save_game(self) -> bool:
        """File › Save: the player's own file, or Save as when the game has none."""
        path = self.window.session.current_path
        if path is None:
            return self.save_game_as()
        return self.save_to(path)

    def save_game_as(self) -> bool:
        session = self.window.session
        folder = _usable_folder(persistence.saves_dir())
        stem = "puerto-rico-cards" if session.is_card_game else "puerto-rico"
        suggestion = folder / time.strftime(f"{stem}-%Y-%m-%d-%H%M.json")
        path, _ = QFileDialog.getSaveFileName(
            self.window,
            self.tr("Save the game"),
            str(suggestion),
            self.tr("Saved games (*.json)"),
        )
        if not path:
            return False
        if not path.lower().endswith(".json"):
            path += ".json"
            # the dialog asked about the name as typed, not about this one
            if Path(path).exists() and not self._may_overwrite(Path(path)):
                return False
        return self.save_to(Path(path))

    def _may_overwrite(self, path: Path) -> bool:
        if not self.window.interactive:
            return True
        answer = QMessageBox.question(
            self.window,
            self.tr("Replace the file?"),
            self.tr("{file} already exists. Replace it?").format(file=path.name),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        return answer == QMessageBox.StandardButton.Yes

    def may_close(self) -> bool:
        """Closing the window: the autosave keeps the game, unless it failed — then a
        game with moves in no file asks Save / Discard / Cancel."""
        window = self.window
        session = window.session
        if not (window.interactive and session.autosave_failing()):
            return True
        if not session.has_unsaved_progress():
            return True
        return self._save_discard_or_cancel(
            QMessageBox.Icon.Warning,
            self.tr("The game could not be saved automatically: closing now loses it."),
        )

    def save_to(self, path: Path) -> bool:
        window = self.window
        try:
            window.session.save(path)
        except persistence.SaveError as exc:
            window.show_message(self.tr("The game could not be saved"), describe_save_error(exc))
            return False
        if window.persist:
            window.settings.add_recent_file(str(path.resolve()))
        window.statusBar().showMessage(self.tr("Saved: {file}").format(file=path.name), 5000)
        window.update_title()
        return True


def _usable_folder(folder: Path) -> Path:
    """The saves folder, made if need be; the home folder where it cannot be (a
    read-only disk, a file in its place): the dialogs still open there."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError:
        return Path.home()
    return folder if folder.is_dir() else Path.home()
