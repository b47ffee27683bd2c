"""The main window: menus, the table, the game log, the status bar.

The window owns the ``GameSession`` and wires it to what a person sees and does:
the table of the game being played (``gui.table.TableWidget`` for the board game,
``gui.cards.widget.CardTableWidget`` for the card game: ``gui.game_tables``), the game
log, the status bar, the menus (the file entries: ``gui.game_files.GameFiles``, as
``window.files``).  With several people and something to hide (hidden VP
chips; the card game's hands), a ``HandoverWidget`` covers the table between their
turns; while no game runs, the welcome page is shown.

``interactive=False`` (screenshots, the selftest, tests) opens no modal dialog:
messages go to the game log and to stderr instead, and confirmations say yes.
"""

from __future__ import annotations

import html
import sys
from collections.abc import Callable

import shiboken6
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import (
    QAction,
    QCloseEvent,
    QKeyEvent,
    QKeySequence,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QLabel,
    QMainWindow,
    QMessageBox,
    QProgressBar,
    QStackedWidget,
    QWidget,
)

from .. import __version__, cards, engine
from ..ai.explain import Explanation
from . import phases
from .area_keys import AreaJumps
from .cards import prompts as card_prompts
from .cards.widget import CardTableWidget
from .draft import drafted_set
from .game_files import GameFiles
from .game_tables import GameTables
from .handover import HandoverWidget
from .hint_panel import HintPanel, hint_title
from .i18n import Translations
from .log_dock import LogDock
from .new_game_dialog import NewGameDialog
from .replay.opening import ReplayOpening
from .role_warning import RoleWarning
from .rules_window import RulesWindow
from .session import GameSession, NewGameSetup
from .settings import Settings
from .settings_dialog import SettingsDialog
from .table import TableWidget
from .tutorial.controller import TutorialController
from .welcome import WelcomeWidget
from .win_chance_chart import WinChanceDock
from .window_helpers import (
    app_icon,
    centre_on,
    describe_save_error,
    first_window_geometry,
)


class MainWindow(QMainWindow):
    def __init__(
        self,
        session: GameSession | None = None,
        settings: Settings | None = None,
        translations: Translations | None = None,
        *,
        interactive: bool = True,
        persist: bool = True,
    ) -> None:
        """Without ``session`` the window makes its own, with the settings' speed; a
        given session keeps its ``bot_delay_ms``.  ``persist=False`` writes nothing to
        the settings (geometry, recent files, last setup)."""
        super().__init__()
        self.setObjectName("main_window")
        self.settings = settings if settings is not None else Settings()
        self.translations = translations
        self.interactive = interactive
        self.persist = persist
        if session is None:
            session = GameSession(self, bot_delay_ms=self.settings.bot_delay_ms)
        elif session.parent() is None:
            session.setParent(self)
        self.session = session
        self.session.confirm_hook = self._confirm_action
        self.session.keep_finished_games = self.settings.keep_finished_games
        self._role_warning = RoleWarning(self, self.settings, lambda: self.session.state)
        self._score_dialog: QWidget | None = None
        self._rules_window: QWidget | None = None
        self._statistics_window: QWidget | None = None
        self._drafted: tuple[str, ...] | None = None  # the drafted set last remembered
        self.setWindowIcon(app_icon())

        # the table of the game, and the hand-over screen that can cover it
        self.handover = HandoverWidget()
        self.handover.confirmed.connect(self._handover_confirmed)
        # and the welcome page while no game is running
        self.welcome = WelcomeWidget()
        self.stack = QStackedWidget()
        self.stack.addWidget(self.handover)
        self.stack.addWidget(self.welcome)
        self.tables = GameTables(self.session, self.stack, self.show_scores)
        self.setCentralWidget(self.stack)
        self.hint_panel = HintPanel(self.stack)
        self.hint_panel.closed.connect(self.tables.clear_hint)
        self.hint_panel.area = self.tables.hint_area  # the card table: over the others' cities

        # the game log
        self.log_dock = LogDock(self, self.stack)
        self.log_view = self.log_dock.view
        self.win_chance_dock = WinChanceDock(self, self.session, self.log_dock)
        self.win_chance_dock.apply_setting(self.settings.show_win_chances)
        self.area_keys = AreaJumps(  # F6, Shift+F6: the table's areas, the tutorial, the
            self,  # hint, the log (a hidden one is passed over)
            lambda: [
                *self.tables.focus_areas(),
                [self.tutorial.dock],
                [self.hint_panel],
                [self.log_dock],
            ],
        )

        # the status bar: whose turn and the phase; "thinking…" while a bot thinks
        self.turn_label = QLabel()
        self.thinking_label = QLabel()
        self.thinking_bar = QProgressBar()
        self.thinking_bar.setRange(0, 100)
        self.thinking_bar.setMaximumWidth(140)
        self.thinking_bar.setTextVisible(False)
        self.statusBar().addWidget(self.turn_label, 1)
        self.statusBar().addPermanentWidget(self.thinking_label)
        self.statusBar().addPermanentWidget(self.thinking_bar)
        self._set_thinking(-1, False)

        self.files = GameFiles(self)  # File › Open, Save, Recent games
        self._make_actions()
        self._make_menus()
        self._offer_hint_on_tables()
        s = self.session
        s.state_changed.connect(self._on_state_changed)
        s.log_message.connect(self.append_log)
        s.log_heading.connect(self.append_heading)
        s.game_started.connect(self.tables.follow)
        s.game_started.connect(self._offer_hint_on_tables)
        s.game_started.connect(self._show_session_log)
        s.illegal_move.connect(self._on_illegal)
        s.bot_thinking.connect(self._set_thinking)
        s.bot_progress.connect(self._on_progress)
        s.game_over.connect(self._on_game_over)
        s.handover_requested.connect(self._on_handover_requested)
        s.hint_ready.connect(self._on_hint)
        s.save_failed.connect(self._on_save_failed)
        s.unfinished_kept.connect(self._on_unfinished_kept)
        s.undo_stack.canUndoChanged.connect(self._update_actions)
        s.undo_stack.canRedoChanged.connect(self._update_actions)

        self.welcome.new_game_requested.connect(self.new_game)
        self.welcome.open_requested.connect(self.files.open_game)
        self.welcome.rules_requested.connect(self.show_rules)
        self.welcome.language_chosen.connect(self.set_language)

        self._hint_shown = False
        self.resize(1280, 820)
        self._first_time = False  # no saved geometry: ``show_on_screen`` fits the screen
        if self.persist:
            geometry = self.settings.geometry
            # none saved yet, or one Qt cannot read
            self._first_time = geometry is None or not self.restoreGeometry(geometry)
            if (state := self.settings.window_state) is not None and self.restoreState(state):
                self.log_dock.width_pending = False  # the player's own width came back
            self.win_chance_dock.apply_setting(self.settings.show_win_chances)
        self.retranslate_ui()
        self._show_session_log()
        self._on_state_changed()
        # Help › Learn to play: the guided first game (gui/tutorial/), its panel in View
        self.tutorial = TutorialController(self)
        self.menu_help.insertActions(
            self.act_about, [self.tutorial.action, self.tutorial.card_action]
        )
        self.menu_view.addAction(self.tutorial.dock.toggleViewAction())
        self.welcome.set_learn_actions([self.tutorial.action, self.tutorial.card_action])

    def show_on_screen(self) -> None:
        """Show the window where the player left it, or, the first time, as large as
        the screen suits (``window_helpers.first_window_geometry``)."""
        if self._first_time:
            geometry = first_window_geometry(self.screen().availableGeometry())
            if geometry is None:
                self.showMaximized()
                return
            self.setGeometry(geometry)
        self.show()

    @property
    def table(self) -> TableWidget:
        """The board game's table (made for the first board game the window shows)."""
        if self.tables.board is None:
            raise RuntimeError("no board game has been shown in this window")
        return self.tables.board

    @property
    def card_table(self) -> CardTableWidget:
        """The card game's table (made for the first card game the window shows)."""
        if self.tables.cards is None:
            raise RuntimeError("no card game has been shown in this window")
        return self.tables.cards

    # ---- actions and menus ---------------------------------------------------------------

    def _action(
        self,
        slot: Callable[[], object],
        shortcut: QKeySequence | QKeySequence.StandardKey | str | None = None,
    ) -> QAction:
        action = QAction(self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(slot)
        return action

    def _make_actions(self) -> None:
        K = QKeySequence.StandardKey
        self.act_new = self._action(self.new_game, K.New)
        self.act_open = self._action(self.files.open_game, K.Open)
        self.act_save = self._action(self.files.save_game, K.Save)
        self.act_save_as = self._action(self.files.save_game_as, K.SaveAs)
        self.act_quit = self._action(self.close, K.Quit)
        self.act_quit.setMenuRole(QAction.MenuRole.QuitRole)
        self.act_undo = self._action(self.undo, K.Undo)
        self.act_redo = self._action(self.redo, K.Redo)
        self.act_hint = self._action(self.hint, "Ctrl+H")
        self.act_scores = self._action(self.show_scores, "Ctrl+T")
        self.act_statistics = self._action(self.show_statistics)
        self.act_settings = self._action(self.show_settings, K.Preferences)
        self.act_settings.setMenuRole(QAction.MenuRole.PreferencesRole)
        self.act_rules = self._action(self.show_rules, K.HelpContents)
        self.act_about = self._action(self.show_about)
        self.act_about.setMenuRole(QAction.MenuRole.AboutRole)

    def _make_menus(self) -> None:
        bar = self.menuBar()
        self.menu_file = bar.addMenu("")
        self.menu_file.addActions([self.act_new, self.act_open])
        self.menu_file.addMenu(self.files.menu_recent)
        self.menu_file.addSeparator()
        self.menu_file.addActions([self.act_save, self.act_save_as])
        self.menu_file.addSeparator()
        self.replays = ReplayOpening(self)
        self.replays.add_to(self.menu_file, self.menu_file.addSeparator())
        self.menu_file.addAction(self.act_quit)
        self.menu_game = bar.addMenu("")
        self.menu_game.addActions([self.act_undo, self.act_redo])
        self.menu_game.setToolTipsVisible(True)  # why undo is greyed out (_update_actions)
        self.menu_game.addSeparator()
        self.menu_game.addActions([self.act_hint, self.act_scores, self.act_statistics])
        self.menu_view = bar.addMenu("")
        self.act_log = self.log_dock.toggleViewAction()
        self.menu_view.addActions([self.act_log, self.win_chance_dock.toggleViewAction()])
        self.menu_settings = bar.addMenu("")
        self.menu_settings.addAction(self.act_settings)
        self.menu_help = bar.addMenu("")
        self.menu_help.addActions([self.act_rules, self.act_about])

    def retranslate_ui(self) -> None:
        self.menu_file.setTitle(self.tr("&File"))
        self.menu_game.setTitle(self.tr("&Game"))
        self.menu_view.setTitle(self.tr("&View"))
        self.menu_settings.setTitle(self.tr("&Settings"))
        self.menu_help.setTitle(self.tr("&Help"))
        self.files.retranslate_ui()
        self.act_new.setText(self.tr("&New game…"))
        self.act_open.setText(self.tr("&Open…"))
        self.act_save.setText(self.tr("&Save"))
        self.act_save_as.setText(self.tr("Save &as…"))
        self.act_quit.setText(self.tr("&Quit"))
        self.replays.retranslate_ui()
        self.act_undo.setText(self.tr("&Undo my last move"))
        self.act_redo.setText(self.tr("&Redo"))
        self.act_hint.setText(self.tr("What should I do? (&hint)"))
        self.act_scores.setText(self.tr("S&cores…"))
        self.act_statistics.setText(self.tr("S&tatistics…"))
        self.act_settings.setText(self.tr("&Settings…"))
        self.act_rules.setText(self.tr("&Rules reference"))
        self.act_about.setText(self.tr("&About Puerto Rico"))
        self.log_dock.setWindowTitle(self.tr("Game log"))
        self.log_view.setPlaceholderText(
            self.tr("Every move of a game is written here, round by round.")
        )
        if self.session.active:
            self._show_session_log()  # the lines already written, in the new language
        seat = self.session.awaiting_handover()
        if seat is not None:
            self.handover.set_player(self.session.seats[seat].name, self.session.is_card_game)
        self.update_title()
        self._update_status()
        self._update_actions()  # the undo item's tip is in words too

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Esc that nothing on the table wanted (no pick to drop) closes the hint, as its
        × does: a keyboard player need not Tab to it."""
        if event.key() == Qt.Key.Key_Escape and self.hint_panel.isVisible():
            self.hint_panel.hide()
            event.accept()
            return
        super().keyPressEvent(event)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.log_dock.window_shown()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.log_dock.window_resized()

    # ---- what the session tells ---------------------------------------------------------

    def append_log(self, text: str) -> None:
        self.log_view.append_line(text)

    def append_heading(self, text: str) -> None:
        self.log_view.append_line(text, heading=True)

    def _show_session_log(self) -> None:
        self.log_view.set_lines(self.session.log_entries)

    def _on_state_changed(self) -> None:
        if self._hint_shown:  # the hint was for the position that just changed
            self._hint_shown = False
            self.hint_panel.hide()
        if not self.session.active:
            self.stack.setCurrentWidget(self.welcome)
        elif self.session.awaiting_handover() is None:
            self.stack.setCurrentWidget(self.tables.current())
        self._update_actions()
        self._update_status()
        self.update_title()
        self._remember_drafted_set()

    def _remember_drafted_set(self) -> None:
        """A draft just filled the board: its set becomes the saved set of buildings,
        offered by the next new-game dialog."""
        active = self.session.active and not self.session.is_card_game
        ids = drafted_set(self.session.state) if active else None
        if ids is not None and self.persist and ids != self._drafted:
            self._drafted = ids
            self.settings.building_set = ids

    def _update_actions(self) -> None:
        s = self.session
        self.act_undo.setEnabled(s.can_undo())
        # A player who presses Ctrl+Z and sees nothing happen learns why from the
        # greyed-out item: the session says which stop holds Undo back.
        why = self.undo_blocked_text(s.undo_blocked())
        # (as rich text, so that the tooltip wraps instead of running off the screen)
        self.act_undo.setToolTip(f"<p>{html.escape(why)}</p>" if why else "")
        self.act_undo.setStatusTip(why)
        self.act_redo.setEnabled(s.can_redo())
        handing_over = s.awaiting_handover() is not None  # the next person is not there yet
        self.act_hint.setEnabled(s.is_human_turn() and not handing_over)
        self.act_save.setEnabled(s.active)
        self.act_save_as.setEnabled(s.active)
        self.replays.update_actions()
        # the sheet shows the viewer's hidden VP chips: not to whoever waits for the screen
        self.act_scores.setEnabled(s.active and not handing_over)

    def undo_blocked_text(self, reason: str | None) -> str:
        """Why Undo is greyed out, in words ("" when it is not): ``session.undo_blocked``."""
        if reason == "handover":
            return self.tr("Undo waits until the next person has taken over the screen.")
        if reason == "person":
            return self.tr(
                "Undo takes back only your own decisions since the screen came to you: "
                "another person has decided since."
            )
        if reason == "over":
            return self.tr("The game is over: no decision can be taken back.")
        if reason in ("hidden", "start"):
            return self.tr(
                "Undo goes back only to where something hidden last came up (cards drawn, "
                "plantations turned up): what came up cannot go back unseen."
            )
        return ""

    def update_title(self) -> None:
        title = self.tr("Puerto Rico")
        path = self.session.current_path
        if path is not None:
            title = self.tr("{file} – Puerto Rico").format(file=path.name)
        self.setWindowTitle(title)

    def status_text(self) -> str:
        s = self.session
        state = s.state
        if not s.active:
            # the menu path as the menus read now (no "&" of the shortcut)
            where = f"{self.menu_file.title()} › {self.act_new.text()}".replace("&", "")
            return self.tr("No game: choose {menu}").format(menu=where)
        if state.is_terminal():
            return self.tr("Game over")
        if s.is_card_game:
            phase = card_prompts.phase_title(state)
        else:
            phase = phases.phase_title(state)
        name = s.seats[state.current_player].name
        if s.awaiting_handover() is not None:
            return self.tr("Waiting for {name}").format(name=name)
        if s.is_human_turn():
            text = self.tr("{name}, your turn").format(name=name)
        else:
            text = self.tr("{name} to move").format(name=name)
        return f"{text} — {phase}" if phase else text

    def _update_status(self) -> None:
        self.turn_label.setText(self.status_text())

    def _set_thinking(self, seat: int, thinking: bool) -> None:
        if thinking and 0 <= seat < len(self.session.seats):
            name = self.session.seats[seat].name
            self.thinking_label.setText(self.tr("{name} is thinking…").format(name=name))
            self.thinking_bar.setValue(0)
        self.thinking_label.setVisible(thinking)
        self.thinking_bar.setVisible(thinking)

    def _on_progress(self, fraction: float) -> None:
        self.thinking_bar.setValue(round(fraction * 100))

    def _on_illegal(self, reason: str) -> None:
        self.statusBar().showMessage(reason, 6000)

    def _offer_hint_on_tables(self) -> None:
        """The tables' prompt bars show a "Hint" button for Game › hint (a table is made
        when its game is first played)."""
        for table in (self.tables.board, self.tables.cards):
            if table is not None:
                table.prompt_bar.offer_hint(self.act_hint)

    def _on_hint(self, action: int, text: str, explanation: object) -> None:
        why = explanation if isinstance(explanation, Explanation) else None
        self.hint_panel.present(self.session, text, why)
        # the panel is the person's; the log, everybody's: there the hand card a hint
        # names stays "a card"
        s = self.session
        steps = s.hinted_decision
        whole = steps[:1] == (action,)
        words = s.hinted_decision_words if whole else ""
        self.append_log(hint_title(words or s.describe(s.state, s.state.current_player, action)))
        self.tables.show_hint(steps if whole else (action,))
        self._hint_shown = True

    def _on_save_failed(self, message: str) -> None:
        text = self.tr(
            "The game could not be saved automatically. Save it with File › Save as… "
            "in a folder you may write to."
        )
        self.append_log(text)
        self.append_log(
            self.tr("Details for a bug report (in English): {reason}").format(reason=message)
        )
        self.statusBar().showMessage(text, 10000)

    def _on_unfinished_kept(self, path: str) -> None:
        self.statusBar().showMessage(
            self.tr("The unfinished game is kept: File › Recent games › Unfinished games."), 8000
        )

    def _on_handover_requested(self, seat: int) -> None:
        if self._score_dialog is not None and shiboken6.isValid(self._score_dialog):
            self._score_dialog.close()  # the sheet showed the last person's hidden chips
        self.handover.set_player(self.session.seats[seat].name, cards=self.session.is_card_game)
        self.stack.setCurrentWidget(self.handover)
        self._update_actions()
        self._update_status()

    def _handover_confirmed(self) -> None:
        self.stack.setCurrentWidget(self.tables.current())
        self.session.handover_done()
        # the pressed button (the last person's) is gone: not to the log dock
        self.tables.focus_decision()

    def _on_game_over(self) -> None:
        self._update_actions()
        if self.interactive:
            self.show_scores()

    def _confirm_action(self, action: int) -> bool:
        """The session asks before a person's move: a role that brings nothing?"""
        if self.session.is_card_game:
            return True
        return not self.interactive or self._role_warning(action)

    # ---- menu commands ------------------------------------------------------------------

    def start(self) -> None:
        """After the window is shown: offer the unfinished game, else ask for a new one
        (``ask_for_a_game``)."""
        if not self.files.restore_unfinished():
            self.ask_for_a_game()

    def ask_for_a_game(self) -> None:
        """Someone who has set up a game before gets the new-game dialog at once, set up
        as last time; a first-time player the welcome page, where "Learn to play" stands
        next to "New game…" instead of under a dialog of options not yet understood."""
        if not self.interactive:
            return
        if self.settings.last_setup is not None:
            self.new_game()
        else:
            self.welcome.new_button.setFocus()

    def new_game(self) -> None:
        if not self.files.may_replace_game():
            return
        dialog = NewGameDialog(
            self,
            self.settings.last_setup,
            naming=self.settings.naming,
            player_name=self.settings.player_name,
            building_set=self.settings.building_set,
        )
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.accepted.connect(lambda: self.start_new_game(dialog.setup()))
        dialog.open()

    def start_new_game(self, setup: NewGameSetup) -> None:
        try:
            self.session.new_game(setup)
        except (engine.ConfigError, cards.CardConfigError) as exc:
            self.show_message(self.tr("Cannot start this game"), str(exc))
            return
        if self.persist:
            self.settings.last_setup = setup
            if setup.chosen:
                self.settings.building_set = setup.chosen

    def undo(self) -> None:
        self.session.undo()

    def redo(self) -> None:
        self.session.redo()

    def hint(self) -> None:
        if self.session.request_hint():
            self.statusBar().showMessage(self.tr("Thinking about a hint…"), 5000)

    def show_scores(self) -> None:
        if self._score_dialog is not None:
            self._score_dialog.close()  # deletes it (below): one sheet at a time
        dialog = self.tables.score_dialog(self)
        # closed, it goes with its charts (destroyed by Qt, in this thread)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.destroyed.connect(self._score_dialog_gone)
        self._score_dialog = dialog
        dialog.show()

    def _score_dialog_gone(self) -> None:
        if self._score_dialog is not None and not shiboken6.isValid(self._score_dialog):
            self._score_dialog = None

    def show_statistics(self) -> None:
        """The statistics of the finished games kept beside the autosave (one window;
        opened again, it reads the archive again)."""
        from .statistics_window import StatisticsWindow

        if self._statistics_window is not None and shiboken6.isValid(self._statistics_window):
            self._statistics_window.close()
        autosave = self.session.autosave_file()
        base = autosave.parent if autosave is not None else None
        window = StatisticsWindow(
            self,
            base=base,
            player=self.settings.player_name,
            naming=self.settings.naming,
            game=self.session.game.name if self.session.active else "",
        )
        window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self._statistics_window = window
        window.show()

    def show_settings(self) -> None:
        dialog = SettingsDialog(self.settings, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.accepted.connect(lambda: self.apply_settings(dialog))
        dialog.open()

    def apply_settings(self, dialog: SettingsDialog) -> None:
        old_language = self.settings.language
        old_chances = self.settings.show_win_chances
        dialog.apply()
        self.session.bot_delay_ms = self.settings.bot_delay_ms
        self.session.keep_finished_games = self.settings.keep_finished_games
        # only a changed choice: an unchanged one brought back the chart that a narrow
        # window had put aside, and squeezed the table
        if self.settings.show_win_chances != old_chances:
            self.win_chance_dock.apply_setting(self.settings.show_win_chances)
        if self.settings.language != old_language:
            self.set_language(self.settings.language)

    def set_language(self, code: str) -> None:
        """Speak ``code`` ("" = the system's language) from now on, and next time."""
        self.settings.language = code
        if self.translations is not None:
            self.translations.set_language(code)

    def show_rules(self) -> None:
        window = self._rules_window
        if isinstance(window, RulesWindow) and window.cards != self.session.is_card_game:
            window.close()
            window.deleteLater()
            self._rules_window = None  # the other game's rules
        if self._rules_window is None:
            self._rules_window = self.tables.rules_window(self)
            centre_on(self._rules_window, self)
        self._rules_window.show()
        self._rules_window.raise_()

    def about_text(self) -> str:
        """Help › About: the version and both games the program plays."""
        return self.tr(
            "<h3>Puerto Rico</h3><p>Version {version}</p>"
            "<p>The board game by Andreas Seyfarth for two to five players, with the four "
            "expansions of the 1897 box, and its card game for two to four players with "
            "its expansion: against computer opponents or with friends at one screen.</p>"
        ).format(version=__version__)

    def show_about(self) -> None:
        if self.interactive:
            QMessageBox.about(self, self.tr("About Puerto Rico"), self.about_text())

    def show_message(self, title: str, text: str) -> QMessageBox | None:
        """A message box (returned: its ``finished`` says when it is closed), or (not
        interactive) a log line and stderr."""
        if self.interactive:
            box = QMessageBox(QMessageBox.Icon.Warning, title, text, parent=self)
            box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            box.open()
            return box
        self.append_log(f"{title}: {text}")
        print(f"{title}: {text}", file=sys.stderr)
        return None

    # ---- closing ----------------------------------------------------------------------

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self.files.may_close():  # the autosave failed: nothing may be lost unasked
            event.ignore()
            return
        if self.persist:
            self.settings.geometry = self.saveGeometry()
            self.settings.window_state = self.saveState()
            self.settings.sync()
        self.session.shutdown()
        super().closeEvent(event)


__all__ = ["MainWindow", "app_icon", "describe_save_error"]
