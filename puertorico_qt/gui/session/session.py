"""The game session: the one owner of the game state, and the one caller of ``apply``.

Everything that changes the game goes through a ``GameSession``: a person's click or
drop (``request``, ``request_mayor_arrangement``), a computer player's answer (from
the AI thread), undo and redo, a new game, a load.  The table's models and views only
read ``session.state`` and listen to the signals below; they never change the state.

The session is *event-sourced*: ``record`` (``persistence.GameRecord``) holds the
options, the seed, the seats and every decision in the action notation.  The state is
what replaying the record gives, so a save is the record, undo is "replay one decision
less", and a load is a replay that also validates the file.

It is a small conductor of collaborators, each in its own module: ``BotDriver`` asks
the computer players (``bots``), ``UndoHistory`` keeps the people's decisions
(``undo``), ``GameLog`` the lines of the game log (``game_log``), ``RoundHistory`` the
rounds for the charts (``history``), ``Autosaver`` writes the autosave
(``autosave``) and ``Screen`` knows whose table is shown in a hot-seat game
(``screen``).  The table talks to it through ``TableSession`` (``protocol``), the
card table through ``CardTableSession``.

One session plays either game: ``game`` (``games.SessionGame``) holds the little that
differs between the board game and the card game (applying with forced steps, when
undo stops, the log's words, the charts' rows, the hand-over); ``state`` is then an
``engine.GameState`` or a ``cards.CardState``.

Hot seat: when the next decision belongs to another person than the one whose table is
shown, and the game hides something from the others (hidden VP chips; the card game's
hands, always), the session emits ``handover_requested(seat)`` and waits for
``handover_done()`` (the hand-over screen, ``handover.py``).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal, Slot
from PySide6.QtGui import QUndoStack

from ... import persistence
from ...ai import RandomBot
from ...engine import IllegalActionError
from ...engine.rules import placement_actions
from ...persistence import GameRecord, SaveError, SeatInfo
from .. import names as N
from ..reasons import reason_text
from .autosave import DEFAULT, AutosavePath, Autosaver
from .bots import BotDriver, BotFactory, known_levels
from .ending import why_it_ends
from .game_log import GameLog, result_line
from .games import BOARD, SessionGame, checked_sequence, session_game
from .hints import HintChain
from .history import CardRoundSnapshot, RoundHistory, RoundSnapshot
from .screen import Screen
from .seen import SeenStates
from .setup import NewGameSetup
from .undo import UndoHistory

PAUSED = "paused"  # the hold ``GameSession.paused`` sets


class GameSession(QObject):
    """The controller of one game at a time (DESIGN.md: the ``GameController``)."""

    # ---- signals (arguments and meaning) ---------------------------------------------

    # A different game is in the session now (``new_game``, ``load``): the seats and the
    # player count may have changed, so rebuild what depends on them.  Emitted before
    # the ``state_changed`` of that game.
    game_started = Signal()
    # The state changed: after every action, a new game, a load, an undo or a redo.
    state_changed = Signal()
    # (seat, action id, notation) once per applied step, forced steps included, in order.
    action_applied = Signal(int, int, str)
    # (reason) a person's request was refused, in the player's language; state unchanged.
    illegal_move = Signal(str)
    # (seat) a new seat is to decide (also after a new game, a load, an undo).
    turn_changed = Signal(int)
    # (seat, thinking) a computer player started (True) or stopped (False) thinking.
    bot_thinking = Signal(int, bool)
    # (fraction in [0, 1]) how far the thinking computer player is; at most ~10 a second.
    bot_progress = Signal(float)
    # The game is over: final scores are in ``state.scores()`` / ``score_breakdown``.
    game_over = Signal()
    # (text) one line for the game log, in the player's language.
    log_message = Signal(str)
    # (text) a heading in the game log ("Round 4 · Governor: Carla") as a round begins.
    log_heading = Signal(str)
    # (seat) several people, hidden VP: hand the screen to this seat's player, then
    # call ``handover_done()``.  Until then no one may act and the table stays hidden.
    handover_requested = Signal(int)
    # (action id, text, explanation) the answer to ``request_hint()``: its first step, the
    # whole decision in words and why (``ai.explain.Explanation``, worded by
    # ``gui.hint_text``); every step: ``hinted_decision``.
    hint_ready = Signal(int, str, object)
    # (report) the rules turned cards face up for the whole table in a decision just
    # applied: the game's report (``SessionGame.turned_up``: the card game's gold mines).
    turned_up = Signal(object)
    # (message) the autosave could not be written (shown once until it works again).
    save_failed = Signal(str)
    # (path) an unfinished game was replaced by another and kept in this file.
    unfinished_kept = Signal(str)

    def __init__(
        self,
        parent: QObject | None = None,
        *,
        bot_factory: BotFactory | None = None,
        autosave_path: AutosavePath = DEFAULT,
        bot_delay_ms: int = 600,
        bot_seconds: dict[str, float] | None = None,
    ) -> None:
        """``bot_factory(level, seed)`` makes the computer players (default:
        ``ai.make_bot``).  ``autosave_path``: a path, None (no autosave) or, by default,
        ``persistence.autosave_path()`` looked up at each save."""
        super().__init__(parent)
        self.confirm_hook: Callable[[int], bool] | None = None
        """Called with a person's legal action before it is applied; False cancels it
        silently (the main window asks "really take this role?")."""
        self.current_path: Path | None = None
        """The file last saved to or loaded from (None: not saved yet)."""
        self._saved_at: int | None = None  # decisions made when last saved or loaded
        self.bot_errors: list[str] = []
        """Computer players that raised or answered an illegal action (a bug)."""
        self._undo_stop = "start"  # why the undo stack was last emptied (``undo_blocked``)

        self._bots = BotDriver(bot_factory, bot_delay_ms, bot_seconds, self)
        self._bots.thinking.connect(self.bot_thinking)
        self._bots.progress.connect(self.bot_progress)
        self._bots.answered.connect(self._on_bot_move)
        self._bots.failed.connect(self._on_bot_failed)
        self._undo = UndoHistory(self, self)
        self.game: SessionGame = BOARD
        """The game being played (its rules: ``game.kind``)."""
        self._log = GameLog(BOARD.narrate)
        self._history = RoundHistory(BOARD.row)
        self._autosave = Autosaver(
            lambda: self.record if self.active else None, autosave_path, self
        )
        self._autosave.failed.connect(self.save_failed)
        self.keep_finished_games = True
        """Keep every game that ends here in the archive beside the autosave (the
        setting "Keep finished games"); a game is kept once, however often it ends, and
        a game opened already finished is not kept (it ended elsewhere or earlier)."""
        self._finished_on_arrival = False

        #: What each seat saw at its latest decision (the tables' marks of what is new).
        self._seen = SeenStates()
        self._screen = Screen()  # the hot seat: whose table is shown, who is awaited
        self._game_over_sent = False
        self._reveal_pending = False
        self._shut_down = False
        #: The game in the session has a file of its own elsewhere (the tutorial's):
        #: when it is replaced, no copy goes to File › Recent games › Unfinished games.
        self.kept_elsewhere = False
        self.active = False
        """False until the first ``new_game`` / ``load``: no game is being played."""

        self.setup = NewGameSetup.default()
        self.record = GameRecord(
            config=self.setup.game_config().to_dict(), seed=0, seats=self.setup.seats
        )
        self.state: Any = self.record.new_state()
        """``engine.GameState`` or ``cards.CardState`` (by ``game``); never change it."""
        self._hints = HintChain(self, self._bots, self)
        self._hints.ready.connect(self.hint_ready)

    # ---- read-only views ----------------------------------------------------------------

    @property
    def seats(self) -> list[SeatInfo]:
        return self.record.seats

    def names(self) -> list[str]:
        return [seat.name for seat in self.seats]

    @property
    def config(self) -> Any:
        """The game's options (``engine.GameConfig`` or ``cards.CardConfig``)."""
        return self.state.config

    @property
    def is_card_game(self) -> bool:
        return self.game is not BOARD

    @property
    def undo_stack(self) -> QUndoStack:
        """For ``canUndoChanged``/``canRedoChanged``/``indexChanged``; act through ``undo()``."""
        return self._undo.stack

    @property
    def bot_delay_ms(self) -> int:
        """How long each computer move stays visible before the next one is applied."""
        return self._bots.delay_ms

    @bot_delay_ms.setter
    def bot_delay_ms(self, value: int) -> None:
        self._bots.delay_ms = max(0, int(value))

    @property
    def bot_seconds(self) -> dict[str, float]:
        """The most each level may think per move, in seconds."""
        return self._bots.seconds

    @property
    def stale_answers(self) -> int:
        """How many late answers of cancelled questions were dropped (for tests)."""
        return self._bots.stale_answers

    @property
    def paused(self) -> bool:
        """While paused, computer players are not asked (screenshots, the rules window)."""
        return PAUSED in self._bots.holds

    @paused.setter
    def paused(self, value: bool) -> None:
        self.hold_bots(PAUSED, bool(value))

    def hold_bots(self, reason: str, held: bool) -> None:
        """Let the computer players wait for ``reason`` (``held``) or go on (not held),
        each reason on its own: the tutorial holds them while its reader reads."""
        if self._bots.hold(reason, held):
            self._kick()

    def bots_held(self, reason: str | None = None) -> bool:
        """Do the computer players wait (for ``reason``; None: for any)?"""
        holds = self._bots.holds
        return reason in holds if reason is not None else bool(holds)

    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.is_human]

    def viewer_seat(self) -> int:
        """The person whose view the table shows (hidden VP chips, "your" board).

        The current player if a person; else the last person who moved; else the
        first person at the table (seat 0 when only computers play).  While a
        hand-over is pending, still the previous person."""
        return self._screen.viewer(self.state.current_player, [s.is_human for s in self.seats])

    def is_human_turn(self) -> bool:
        cur = self.state.current_player
        return (
            self.active and cur >= 0 and self.seats[cur].is_human and self._screen.waiting is None
        )

    def is_bot_thinking(self) -> bool:
        return self._bots.thinking_now()

    def awaiting_handover(self) -> int | None:
        """The seat a hand-over is waiting for, or None."""
        return self._screen.waiting

    def legal_actions(self) -> list[int]:
        """The person to move's legal actions; empty while a computer player is to move."""
        if not self.is_human_turn():
            return []
        return list(self.state.legal_actions())

    def explain(self, action: int) -> str:
        """Why ``action`` is not allowed now, or (when it is) what it does, translated."""
        if self.is_human_turn() and self.state.is_legal(action):
            return self.describe(self.state, self.state.current_player, action)
        if not self.is_human_turn():
            return self._not_your_turn()
        return self.game.refusal(self.state, action)

    def describe(self, state: Any, seat: int, action: int) -> str:
        """The log line of ``action`` by ``seat`` in ``state`` (the state before it)."""
        return self.game.describe(state, seat, action, self.names())

    def describe_for_player(self, state: Any, seat: int, action: int) -> str:
        """``describe`` for ``seat``'s player alone (a hint): hand cards by name."""
        return self.game.describe_for_player(state, seat, action, self.names())

    def last_move_text(self) -> str:
        """The latest decision of the game, in words ("" before the first)."""
        line = self._log.last_move
        return line() if line is not None and self.active else ""

    def end_reason(self) -> str:
        """Why the game ends or ended, for the score sheet ("" before its end is set off)."""
        return why_it_ends(self.game, self.record.new_state(), self.record.actions, self.names())

    def history(self, viewer: int | None = None) -> list[RoundSnapshot]:
        """One snapshot per finished round (round 0 is the start; the last one is the
        end of the game once it is over), as ``viewer`` (default ``viewer_seat()``) may
        see it."""
        viewer = self.viewer_seat() if viewer is None else viewer
        return self._history.view(viewer, self.game.hidden_scores(self.state))

    #: The tables mark what is new on the others' boards only: the viewer made the rest.
    marks_every_board = False

    def seen_state(self, seat: int) -> Any:
        """The game as it stood right after ``seat``'s latest decision, for the tables'
        marks of what the others did since (``seen.SeenStates``)."""
        return self._seen.seen_by(seat)

    def round_states(self) -> list[tuple[int, Any]]:
        """(round, state) at the end of every finished round, for the win chances."""
        return self._history.states()

    def card_history(self) -> list[CardRoundSnapshot]:
        """The card game's rounds for the charts (round 0 is the start, the last one the
        end of the game once it is over); every number in them is public."""
        return self._history.rows() if self.is_card_game else []

    @property
    def log_lines(self) -> list[str]:
        """The game log so far, written in the current language (headings included)."""
        return [text for text, _heading in self._log.rendered()]

    @property
    def log_entries(self) -> list[tuple[str, bool]]:
        """The game log so far as (text, is a round heading), in the current language."""
        return self._log.rendered()

    def can_undo(self) -> bool:
        return self.active and self._screen.waiting is None and self._undo.can_undo()

    def undo_blocked(self) -> str | None:
        """Why Undo cannot go back now, None when it can: "handover" (the screen waits
        for the next person), "over" (the game is over), "person" (another person's
        decisions came since: each takes back only their own), "hidden" (something
        hidden came up: cards drawn, plantations turned up), "start" (nothing yet)."""
        if self.can_undo() or not self.active:
            return None
        if self._screen.waiting is not None:
            return "handover"
        if self.state.is_terminal():
            return "over"
        return self._undo_stop

    def can_redo(self) -> bool:
        return self.active and self._screen.waiting is None and self._undo.can_redo()

    def autosave_file(self) -> Path | None:
        return self._autosave.path()

    def autosave_failing(self) -> bool:
        """The latest autosave failed: the game's newest moves are on no disk."""
        return self._autosave.failing()

    # ---- a person's actions ---------------------------------------------------------------

    def request(self, action: int) -> bool:
        """A person's action: validate, apply, log, autosave, then let the computers move.

        Refused (``illegal_move(reason)``, state unchanged, False) when it is not a
        person's turn or the rules do not allow it.  Returns False without a signal when
        ``confirm_hook`` declines."""
        if not self.is_human_turn():
            self.illegal_move.emit(self._not_your_turn())
            return False
        action = int(action)
        if not self.state.is_legal(action):
            self.illegal_move.emit(self.explain(action))
            return False
        if self.confirm_hook is not None and not self.confirm_hook(action):
            return False
        seat = self.state.current_player
        self._push_decision(seat, [action], self.describe(self.state, seat, action))
        return True

    def request_mayor_arrangement(self, tiles: list[int], buildings: dict[int, int]) -> bool:
        """A person's whole colonist arrangement in the Mayor phase.

        ``tiles[k]``: colonists on island tiles of kind k (5 = quarry); ``buildings[b]``:
        colonists in building b.  The engine checks it and turns it into its canonical
        placement actions, which are applied as one undoable decision."""
        if not self.is_human_turn() or self.is_card_game:
            self.illegal_move.emit(self._not_your_turn())
            return False
        try:
            actions = placement_actions(self.state, list(tiles), dict(buildings))
        except IllegalActionError as exc:
            self.illegal_move.emit(reason_text(exc.reason, self.state.config.edition))
            return False
        seat = self.state.current_player
        name = self.seats[seat].name
        colonists = N.term("colonists", self.state.config.edition)
        text = self.tr("{name}: {colonists} placed").format(name=name, colonists=colonists)
        self._push_decision(seat, actions, text)
        return True

    def request_sequence(self, actions: list[int], text: str | None = None) -> bool:
        """A person's decision made of several actions of the rules (the card game's
        payment, discards, kept cards, goods produced or sold), applied as one undoable
        decision.  The rules check every action on a copy first: a refused one is
        reported (``illegal_move``, the rules' reason) and nothing changes
        (``games.checked_sequence``)."""
        if not self.is_human_turn():
            self.illegal_move.emit(self._not_your_turn())
            return False
        if not actions:
            return False
        decisions, why = checked_sequence(self.game, self.state, actions)
        if not decisions:
            self.illegal_move.emit(why)
            return False
        seat = self.state.current_player
        if self.confirm_hook is not None and not self.confirm_hook(decisions[0]):
            return False
        if text is None:
            text = self.describe(self.state, seat, decisions[0])
        self._push_decision(seat, decisions, text)
        return True

    def request_hint(self) -> bool:
        """Ask a computer player what it would do in the person's place, the whole
        decision the table asks at once (``hint_ready``; ``hints``)."""
        return self._hints.ask()

    @property
    def hinted_decision(self) -> tuple[int, ...]:
        """The steps of the latest hint's decision, in order (the first is
        ``hint_ready``'s action)."""
        return self._hints.decision

    @property
    def hinted_decision_words(self) -> str:
        """The latest hint's whole decision in the log's words: what everybody at the
        screen may read of it (the card game counts the hand cards it would name)."""
        return self._hints.public_words

    @Slot()
    def handover_done(self) -> None:
        """The hand-over screen was confirmed: show the waiting person's table."""
        if self._screen.handover_done() is None:
            return
        self.state_changed.emit()
        self._announce_turn()

    # ---- games ----------------------------------------------------------------------------

    def new_game(self, setup: NewGameSetup) -> None:
        """Start a new game (raises engine.ConfigError / cards.CardConfigError for an
        impossible setup)."""
        config = setup.game_config()
        seed = setup.seed if setup.seed is not None else random.SystemRandom().randrange(1, 2**31)
        record = GameRecord(
            config=config.to_dict(),
            seed=int(seed),
            seats=[SeatInfo(s.name, s.is_human, s.level) for s in setup.seated(int(seed))],
            game=setup.game,
        )
        self._keep_replaced_game()
        self.setup = setup
        self.current_path = None
        self._saved_at = None
        self._install(record, record.new_state())
        players = config.players
        self._say(
            lambda: self.tr("New game: {players} players, seed {seed}.").format(
                players=players, seed=record.seed
            )
        )
        self._say(self.game.heading(self.state, self.names()), heading=True)
        self._after_change(autosave="now")

    def load(self, path: str | Path, own_file: bool = True, keep: int | None = None) -> None:
        """Load a saved game (raises persistence.SaveError; the session is then unchanged).
        ``own_file=False``: a file that is not the player's (the autosave): the game is
        then not saved anywhere of theirs.  ``keep``: only the file's first ``keep``
        decisions (a save whose later move the rules now refuse)."""
        record, state = persistence.load_game(path, keep)
        self._open(record, state, Path(path), own_file)

    def open_record(self, record: GameRecord) -> None:
        """Play on from a record made elsewhere (raises SaveError if it does not replay)."""
        self._open(record, record.replay(), None)

    def _open(
        self, record: GameRecord, state: Any, path: Path | None, own_file: bool = True
    ) -> None:
        try:
            game = session_game(record.game)
        except ValueError:
            raise SaveError(f"a saved game of another game ({record.game!r})", "foreign") from None
        record.seats, unknown = known_levels(record.seats, game.name)
        self.setup = game.setup_from(record.seats, record.config, record.seed)
        self._keep_replaced_game()
        self.current_path = path if own_file else None
        self._saved_at = len(record.actions) if self.current_path is not None else None
        self._install(record, state)
        if path is not None and own_file:
            name = path.name
            self._say(lambda: self.tr("Game loaded: {file}").format(file=name))
        elif path is not None:  # the autosave or a kept game: its file name means nothing
            self._say(lambda: self.tr("The unfinished game goes on."))
        if unknown:
            levels = ", ".join(unknown)
            self._say(
                lambda: self.tr(
                    "This version does not know the computer level {levels}: Normal plays it."
                ).format(levels=levels)
            )
        if not record.actions:  # not begun: its first round opens after this line
            self._say(self.game.heading(self.state, self.names()), heading=True)
        self._after_change(autosave="now")

    def save(self, path: str | Path) -> None:
        """Save the game (raises persistence.SaveError; an old file is then left intact)."""
        persistence.save_record(path, self.record)
        self.current_path = Path(path)
        self._saved_at = len(self.record.actions)

    def has_unsaved_progress(self) -> bool:
        """Is a game under way whose latest moves are in no file of the player's own
        (the autosave aside)?  Then a new game should ask first."""
        return (
            self.active
            and not self.state.is_terminal()
            and bool(self.record.actions)
            and self._saved_at != len(self.record.actions)
        )

    def _keep_replaced_game(self) -> None:
        """The game in the session is about to be replaced: an unfinished one is kept
        (unless it has a file of its own elsewhere)."""
        if self.kept_elsewhere:
            return
        if self.active and not self.state.is_terminal() and self.record.actions:
            kept = self._autosave.keep_replaced(self.record)
            if kept is not None:
                self.unfinished_kept.emit(str(kept))

    def undo(self) -> bool:
        """Take back the last decision of the person at the screen and the moves after it."""
        if not self.can_undo():
            return False
        self._undo.undo()
        self._after_change(autosave="now", undo=True)
        return True

    def redo(self) -> bool:
        if not self.can_redo():
            return False
        self._undo.redo()
        self._after_change(autosave="now", undo=True)
        return True

    def play_now(self, count: int, level: str = "random", seed: int = 0) -> int:
        """Apply up to ``count`` decisions at once, chosen by bots of ``level`` for every
        seat, people's seats included, in this thread (screenshots, demos, tests).
        Returns how many were applied; the undo stack is cleared."""
        self._bots.cancel()
        bot = self._bots.factory(level, seed * 100_003 + len(self.record.actions))
        done = 0
        while done < count and not self.state.is_terminal():
            action = bot.choose(self.game.kind.observe(self.state, self.state.current_player))
            self.apply_decisions([action])
            done += 1
        self._undo_stop = "start"  # (before the clear: its signal reads the reason)
        self._undo.clear()
        self._reveal_pending = False
        self._after_change(autosave="later")
        return done

    def shutdown(self) -> None:
        """Stop the AI thread and write the pending autosave (call before quitting)."""
        if self._shut_down:
            return
        self._shut_down = True
        if self._autosave.pending():
            self._autosave.now()
        self._bots.shutdown()

    # ---- replaying (the undo stack's side) ------------------------------------------------

    def decisions_made(self) -> int:
        return len(self.record.actions)

    def apply_decisions(self, actions: list[int]) -> None:
        """Apply decisions (already checked), record them, log every step."""
        names = self.names()
        for action in actions:
            before = self.state.clone()
            report = self.game.turned_up(before, action)
            steps = self.game.play(self.state, action)
            self.record.actions.append(before.format_action(action))
            self._bots.moved()
            if self.game.revealed(before, self.state):
                self._reveal_pending = True
            self._track(steps[0][0], self.state, before.round)
            for seat, step in steps:
                self.action_applied.emit(seat, step, before.format_action(step))
            for line, heading in self._log.steps(before, self.state.clone(), steps, names):
                (self.log_heading if heading else self.log_message).emit(line())
            if report is not None:
                self.turned_up.emit(report)
        self.record.finished = self.state.is_terminal()

    def cut_after(self, index: int, move: str = "") -> list[str]:
        """Undo: keep the first ``index`` decisions; returns the ones removed.  ``move``:
        the decision taken back, in words, for the log."""
        self._bots.cancel()
        tail = self.record.actions[index:]
        self.record.actions = self.record.actions[:index]
        self.state = self.record.replay()
        self.record.finished = self.state.is_terminal()
        self._replay_history(with_log=False)
        self._game_over_sent = self.state.is_terminal()
        self._bots.moved()
        if move:
            self._say(lambda: self.tr("Taken back: {move}").format(move=move))
        else:
            self._say(lambda: self.tr("Move taken back."))
        return tail

    def replay_tail(self, tail: list[str]) -> None:
        """Redo: apply again what an undo removed."""
        self._bots.cancel()
        for text in tail:
            self.apply_decisions([self.state.parse_action(text)])

    # ---- inside ---------------------------------------------------------------------------

    def _install(self, record: GameRecord, state: Any) -> None:
        """Make (record, state) the current game: bots, history, undo, flags."""
        self.game = session_game(record.game)
        self.kept_elsewhere = False  # (the tutorial says so again for its own game)
        self._log.narrate = self.game.narrate
        self._history.row = self.game.row
        self.record = record
        self.state = state
        self.active = True
        self._bots.seat_players(
            {seat: info.level for seat, info in enumerate(record.seats) if not info.is_human},
            record.seed,
            self.game.kind,
        )
        self._undo_stop = "start"
        self._undo.clear()
        self._replay_history(with_log=True)
        self._screen.reset()
        self._game_over_sent = False
        self._finished_on_arrival = state.is_terminal()
        self._reveal_pending = False
        self._bots.moved()
        self.game_started.emit()

    def _replay_history(self, with_log: bool) -> None:
        """The rounds for the charts, the last person to move and the last move, from
        the record (replayed); ``with_log``: also the lines of every step (a loaded game)."""
        state = self.record.new_state()
        names = self.names()
        self._history.clear(state)
        self._seen.clear(state)
        self._screen.last_human = None
        last_move = None
        if with_log:
            self._log.clear()
            if self.record.actions:
                self._log.add(self.game.heading(state, names), heading=True)
        for text in self.record.actions:
            seat = state.current_player
            before = state.clone()
            steps = self.game.play(state, state.parse_action(text))
            if with_log:
                self._log.steps(before, state.clone(), steps, names)
            elif not self.game.quiet(before, steps[0][1]):
                last_move = (before, seat, steps[0][1])
            self._track(seat, state, before.round)
        if not with_log:
            describe = self.game.describe
            self._log.last_move = (
                None
                if last_move is None
                else (lambda m=last_move: describe(m[0], m[1], m[2], names))
            )

    def _track(self, decider: int, state: Any, round_before: int) -> None:
        """After ``decider``'s decision (played or replayed): the last person, what each
        seat saw, the rounds for the charts."""
        if self.seats[decider].is_human:
            self._screen.last_human = decider
        self._seen.after_decision(decider, state)
        self._history.after_step(state, round_before)

    def _say(self, line: Callable[[], str], heading: bool = False) -> None:
        """A line of the session's own (a new game, a load, an undo) for the game log."""
        self._log.add(line, heading)
        (self.log_heading if heading else self.log_message).emit(line())

    def _push_decision(self, seat: int, actions: list[int], text: str) -> None:
        self._reveal_pending = False
        self._undo.push(seat, actions, text)
        self._after_change(autosave="now")

    def _after_change(self, autosave: str = "later", undo: bool = False) -> None:
        """After any change: undo barrier, autosave, signals, then the next computer move."""
        if self._reveal_pending:
            self._reveal_pending = False
            self._undo_stop = "hidden"
            self._undo.clear()
        if self.state.is_terminal():
            self._undo.clear()
            autosave = "now"
        if autosave == "now":
            self._autosave.now()
        elif autosave == "later":
            self._autosave.later()
        self._update_handover()
        self.state_changed.emit()
        if undo:
            self._screen.announced = None
        self._announce_turn()
        if self.state.is_terminal() and not self._game_over_sent:
            self._game_over_sent = True
            if self.keep_finished_games and not self._finished_on_arrival:
                self.record.finished = True
                self._autosave.keep_finished(self.record)
            self._log_result()
            self.game_over.emit()
        self._kick()

    def _update_handover(self) -> None:
        cur = self.state.current_player
        if (
            cur < 0
            or not self.active
            or not self.seats[cur].is_human
            or not self.game.handover(self.config)
            or len(self.humans()) < 2
        ):
            return
        if self._screen.ask_handover(cur):
            self.handover_requested.emit(cur)

    def _announce_turn(self) -> None:
        cur = self.state.current_player
        human = cur >= 0 and self.seats[cur].is_human
        if not self._screen.announce(cur, human):
            return
        if human:  # a person's turn: their own decisions stay undoable, no one else's
            before, self._undo_stop = self._undo_stop, "person"  # read as the stack clears
            if not self._undo.keep_only(cur):
                self._undo_stop = before
        self.turn_changed.emit(cur)

    def _not_your_turn(self) -> str:
        if not self.active:
            return self.tr("No game is running: start one with File › New game…")
        if self.state.is_terminal():
            return self.tr("The game is over.")
        if self._screen.waiting is not None:
            return self.tr("Waiting for the next player to take over the screen.")
        return self.tr("It is not your turn: {name} is to move.").format(
            name=self.seats[self.state.current_player].name
        )

    def _log_result(self) -> None:
        names = [seat.name for seat in self.seats]
        self._say(result_line(self.state.scores(), self.game.kind.winners(self.state), names))

    # ---- computer players ------------------------------------------------------------------

    def _kick(self) -> None:
        """Ask the computer player to move, if one is to move."""
        if not self.active or self._bots.holds or self._shut_down:
            return
        if self.state.is_terminal():
            return
        seat = self.state.current_player
        if self.seats[seat].is_human:
            return
        pause = not self.game.continues(self.state, seat)
        self._bots.ask(self.state, seat, len(self.record.actions), pause)

    @Slot(int, int, int)
    def _on_bot_move(self, seat: int, index: int, action: int) -> None:
        if index != len(self.record.actions) or seat != self.state.current_player:
            self._bots.stale_answers += 1
            return
        if not self.state.is_legal(action):
            self.bot_errors.append(
                f"seat {seat} ({self.seats[seat].level}) answered the illegal action "
                f"{action}: {self._explain_illegal(action)}"
            )
            action = self._fallback_move(seat)
        self.apply_decisions([action])
        self._after_change(autosave="later")

    @Slot(int, int, str)
    def _on_bot_failed(self, seat: int, index: int, message: str) -> None:
        if index != len(self.record.actions) or seat != self.state.current_player:
            return
        self.bot_errors.append(message)
        self.apply_decisions([self._fallback_move(seat)])
        self._after_change(autosave="later")

    def _explain_illegal(self, action: int) -> str:
        explain = getattr(self.state, "explain_illegal", None)
        return explain(action) if explain is not None else str(self.state.why_illegal(action))

    def _fallback_move(self, seat: int) -> int:
        name = self.seats[seat].name
        self._say(
            lambda: self.tr(
                "{name} (computer) made an error; a random move is played instead."
            ).format(name=name)
        )
        return RandomBot(len(self.record.actions)).choose_in(self.state)
