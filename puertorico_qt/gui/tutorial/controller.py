"""Help › Learn to play: the tutorial games wired to the main window's session.

``TutorialController(window)`` owns the two menu actions (the board game's and the card
game's), the panel's dock and, on each game's table, the overlay that points at the
places of the person's task.  One tutorial is played at a time — the session plays one
game —, and what differs per game comes from its ``games.TutorialGame``.  It listens to
the session: ``action_applied`` (a role chosen, a task done by a real move),
``state_changed`` (the person's turn, a new round, the end) and ``game_started`` (the
tutorial game left for another, or a tutorial game back — also from the autosave at
the program's start).  It never moves a piece or a card: every step waits for the
person's own move.

Leaving and coming back: each tutorial's game and progress are written beside the
autosave, in files of its own (``store.TutorialStore``), soon after every change, when
the tutorial game is replaced by another (the other tutorial's too) and when the window
closes; Help › Learn to play then asks whether to continue or start over, per game.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtGui import QAction

from ...persistence import GameRecord, SaveError
from ..i18n import QT_TRANSLATE_NOOP
from . import texts
from .core import Progress, StepsCore, Task
from .games import BOARD, CARDS, GAMES, TutorialGame
from .overlay import HighlightOverlay
from .panel import Page, TutorialDock
from .setup import ask_continue
from .store import TutorialStore, same_game
from .texts import tr

if TYPE_CHECKING:
    from ..main_window import MainWindow

SAVE_DELAY_MS = 250
READING = "tutorial"  # the session's hold while a new explanation is read


class TutorialController(QObject):
    """See the module docstring."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.session = window.session
        self.game: TutorialGame = BOARD  # the tutorial attached, or the last one
        self.steps: StepsCore | None = None
        self.record: GameRecord | None = None  # the tutorial game's record while it is played
        self.overlay: HighlightOverlay | None = None  # on the table of ``game``
        self._overlays: dict[str, HighlightOverlay] = {}  # per game, once made
        self._incoming: tuple[TutorialGame, Progress] | None = None  # a game about to start
        self._asked: Task | None = None  # the person's task in the position shown
        self._focus: str | None = None
        self._fresh = False  # a move brought a new explanation
        #: A new explanation came while the computer players move: they wait until
        #: the person has read it ("Got it", a move of theirs, or the panel closed) —
        #: at their pace of a move in 0.7 s a page was gone before it was read.
        self._unread = False
        #: Asks "continue or start over?" of a game's kept tutorial ("continue",
        #: "restart", None), headed by the game's menu entry; tests replace it.
        self.ask: Callable[[TutorialGame], str | None] = lambda game: ask_continue(
            window, self.menu_action(game).iconText()
        )
        self.action = QAction(window)  # the board game's
        self.action.triggered.connect(lambda: self.open(BOARD))
        self.card_action = QAction(window)
        self.card_action.triggered.connect(lambda: self.open(CARDS))
        self.dock = TutorialDock(window, window.log_dock)
        self.panel = self.dock.panel
        self.panel.got_it.clicked.connect(self._read)
        self.dock.visibilityChanged.connect(self._dock_shown)
        self.dock.toggleViewAction().setVisible(False)  # View › Learn to play: while it runs
        self._save_timer = QTimer(self)
        self._save_timer.setSingleShot(True)
        self._save_timer.setInterval(SAVE_DELAY_MS)
        self._save_timer.timeout.connect(self.flush)
        s = self.session
        s.game_started.connect(self._on_game_started)
        s.action_applied.connect(self._on_move)
        s.state_changed.connect(self._on_state)
        window.installEventFilter(self)
        self.retranslate_ui()
        if s.active:
            self._adopt()

    @property
    def attached(self) -> bool:
        """Is a tutorial game (either) in the session now?"""
        return self.steps is not None and self.session.record is self.record

    def attached_to(self, game: TutorialGame) -> bool:
        """Is ``game``'s tutorial game in the session now?"""
        return self.attached and self.game is game

    def store(self, game: TutorialGame | None = None) -> TutorialStore:
        """The files of ``game``'s tutorial (default: the one attached or last attached)."""
        path = self.session.autosave_file()
        folder = path.parent if path is not None else None
        return TutorialStore(folder, (game or self.game).files)

    # ---- Help › Learn to play

    def open(self, game: TutorialGame = BOARD) -> None:
        saved = self.store(game).load()
        resumable = self.attached_to(game) or (saved is not None and not saved[0].finished)
        choice = self.ask(game) if resumable else "restart"
        if choice == "continue":
            self.resume(game)
        elif choice == "restart":
            self.start_over(game)

    def menu_action(self, game: TutorialGame) -> QAction:
        """Help's entry that opens ``game``'s tutorial."""
        return self.card_action if game is CARDS else self.action

    def resume(self, game: TutorialGame = BOARD) -> bool:
        """Back to ``game``'s tutorial game where it was left (a fresh one when none is
        kept, or when the kept file holds another deal: a file changed by hand would
        otherwise run one game's tutorial over another game)."""
        if self.attached_to(game):
            self.show_panel()
            return True
        saved = self.store(game).load()
        if saved is None or saved[0].finished or not game.plays(saved[1]):
            return self.start_over(game)
        if not self.window.files.may_replace_game():
            return False
        self._incoming = (game, saved[0])
        try:
            self.session.open_record(saved[1])
        except SaveError:
            self._incoming = None
            return self.start_over(game)
        return True

    def start_over(self, game: TutorialGame = BOARD) -> bool:
        """A new tutorial game of ``game`` from the first step."""
        if self.attached_to(game):
            self._detach(save=False)  # the player chose to begin again
        elif not self.window.files.may_replace_game():
            return False  # (the other tutorial's game is kept as it is)
        self.store(game).clear()
        self._incoming = (game, Progress())
        self.session.new_game(game.setup(self.window.settings))
        return True

    def show_panel(self) -> None:
        self.dock.show()
        self.dock.raise_()
        if self.panel.collapsed:
            self.panel.toggle_collapsed()

    # ---- the session

    def _on_game_started(self) -> None:
        if self.steps is not None and self.session.record is not self.record:
            self._detach()  # another game: the tutorial is kept as it was
        if self._incoming is not None:
            (game, progress), self._incoming = self._incoming, None
            self._attach(game, progress)
        elif self.steps is None:
            self._adopt()

    def _adopt(self) -> None:
        """The session plays a kept tutorial game (the autosave continued at the
        program's start): that tutorial goes on with it."""
        kept = self._kept_tutorial(self.session.record)
        if kept is not None and not kept[1].finished:
            self._attach(*kept)

    def _kept_tutorial(self, record: GameRecord) -> tuple[TutorialGame, Progress] | None:
        """The tutorial whose kept game ``record`` is, with its progress (None: none)."""
        game = GAMES.get(record.game)
        if game is None or not game.plays(record):
            return None
        saved = self.store(game).load()
        if saved is None or not same_game(saved[1], record):
            return None
        return game, saved[0]

    def _attach(self, game: TutorialGame, progress: Progress) -> None:
        self.game = game
        self.steps = game.steps(progress)
        self.record = self.session.record
        self.session.kept_elsewhere = True  # tutorial-game.json: no copy among Unfinished games
        self._asked, self._focus, self._fresh = None, None, True
        self.steps.start()
        table = game.table(self.window.tables)
        overlay = self._overlays.get(game.name)
        if table is not None and (overlay is None or overlay.table is not table):
            overlay = HighlightOverlay(table, partial(game.locate, table), game.tags)
            self._overlays[game.name] = overlay
        self.overlay = overlay
        self.dock.show()
        self.dock.toggleViewAction().setVisible(True)
        self._on_state()

    def _detach(self, save: bool = True) -> None:
        if save:
            self.flush()
        self._save_timer.stop()
        self.steps, self.record, self._asked = None, None, None
        self._read()
        if self.overlay is not None:
            self.overlay.set_targets((), self.game.person)
        self.dock.hide()
        self.dock.toggleViewAction().setVisible(False)

    def _on_move(self, seat: int, action: int, _notation: str) -> None:
        if self.steps is None or not self.attached:
            return
        if seat == self.game.person:
            self._read()  # the person moved on
        if self.steps.on_step(seat, action, self.session.state, self._asked):
            self._fresh = self._unread = True
        self._save_timer.start()

    def _on_state(self) -> None:
        if self.steps is None or not self.attached:
            return
        state = self.session.state
        if self.steps.on_state(state):
            self._fresh = self._unread = True
        self._asked = self.steps.task(state) if self.session.is_human_turn() else None
        self._refresh()
        self._save_timer.start()

    def _refresh(self) -> None:
        """The panel and the overlay for the position now."""
        steps = self.steps
        if steps is None:
            return
        state = self.session.state
        names = self.session.names()
        keys = steps.progress.pages()
        pages = [self._page(key, state, names) for key in keys]
        focus_key = steps.focus(state)
        focus = None
        if focus_key is not None and (self._fresh or focus_key != self._focus):
            focus = keys.index(focus_key)
        self._focus, self._fresh = focus_key, False
        self.panel.set_pages(pages, focus)
        if focus is not None:  # another explanation: room for it
            self.dock.fit()
        mine = self.session.is_human_turn()
        waiting = not mine and not state.is_terminal()  # (the end's page holds nothing)
        if self._unread and waiting and focus is not None and self.dock.isVisible():
            self.session.hold_bots(READING, True)
        elif not waiting and self.reading():  # (an undo brought the person's turn back)
            self.session.hold_bots(READING, False)
        self._unread = False
        task = steps.task(state) if mine else None
        now = self.game.now_text(state, task, names)
        if self.reading():
            now = tr(
                QT_TRANSLATE_NOOP(
                    "Tutorial",
                    "The computer players wait while you read. Click “Got it” to go on.",
                )
            )
        self.panel.set_now(texts.now_heading(state, mine), now, mine)
        if self.overlay is not None:
            open_task = steps.open_task(state) if mine else None
            self.overlay.set_targets(open_task.targets if open_task else (), self.game.person)

    def owns(self, record: GameRecord) -> bool:
        """Is ``record`` the game of one of the tutorials, kept in its own file?"""
        return self._kept_tutorial(record) is not None

    def reading(self) -> bool:
        """Do the computer players wait for the person to read an explanation?"""
        return self.session.bots_held(READING)

    def _dock_shown(self, shown: bool) -> None:
        if not shown:  # nobody reads a closed panel
            self._read()

    def _read(self) -> None:
        """The explanation was read (or can no longer be): the computer players go on."""
        if self.reading():
            self.session.hold_bots(READING, False)
            self._refresh()

    def _page(self, key: str, state: object, names: list[str]) -> Page:
        chooser = ""
        if self.steps is not None and key in self.steps.progress.chosen_by:
            seat = self.steps.progress.chosen_by[key]
            chooser = texts.chooser_line(seat, self.game.person, names)
        return self.game.page(key, state, chooser)

    # ---- saving, the language, closing

    def flush(self) -> None:
        """Write the tutorial game and the progress now (a failure is not the player's
        problem here: the autosave has the game too)."""
        self._save_timer.stop()
        if self.steps is None or self.record is None:
            return
        with contextlib.suppress(SaveError):
            self.store().save(self.steps.progress, self.record)

    def retranslate_ui(self) -> None:
        self.action.setText(tr(QT_TRANSLATE_NOOP("Tutorial", "&Learn to play the board game…")))
        self.card_action.setText(tr(QT_TRANSLATE_NOOP("Tutorial", "Learn to play the &card game…")))
        self.dock.retranslate_ui()
        if self.attached:
            self._refresh()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # (while Qt takes the window apart, the Python side may be gone already)
        if watched is self.__dict__.get("window"):
            if event.type() == QEvent.Type.Close:
                self.flush()
            elif event.type() == QEvent.Type.LanguageChange:
                self.retranslate_ui()
        return False


__all__ = ["TutorialController"]
