"""The game session: the one owner of the game state, and the one caller of ``apply``.

Everything that changes the game goes through a ``GameSession``: a person's
click or drop (``request``, ``request_mayor_arrangement``), a computer player's
answer (from the AI thread, ``ai_worker``), undo and redo, a new game, a load.
The table's models and views only read ``session.state`` and listen to the
signals below; they never change the state themselves.

The session is *event-sourced*: ``record`` (``persistence.GameRecord``) holds
the options, the seed, the seats and every decision in the action notation.
The state is what replaying the record gives, so a save is the record, undo is
"replay one decision less", and a load is a replay that also validates the file.

Computer turns: when a bot is to move, the session sends its observation to
the AI thread and waits.  Its answer is applied no sooner than ``bot_delay_ms``
after the previous move, so a person can follow the computer players.  An
answer to a question that is no longer asked (undo, new game, load) carries an
old request id and is dropped.

Undo: a ``QUndoStack`` of the people's decisions.  Undoing one takes back that
decision and every computer move after it.  Undo stops where hidden
information was revealed (new plantations turned up from the face-down pile,
a hacienda draw, the hidden VP chips at the end of the game) and, with several
people at the table, at another person's decision: the stack is cleared there.
Call ``session.undo()`` / ``session.redo()``, not the stack's own methods.

Hot seat with hidden VP chips: when the next decision belongs to another person
than the one whose table is shown, the session emits ``handover_requested(seat)``
and waits for ``handover_done()`` (the hand-over screen, ``handover.py``).
"""

from __future__ import annotations

import contextlib
import random
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal, Slot
from PySide6.QtGui import QUndoCommand, QUndoStack

from .. import engine, persistence
from ..ai import Bot, RandomBot, bot_names, make_bot
from ..engine import GameConfig, GameState, IllegalActionError, Phase
from ..engine import actions as engine_actions
from ..engine.data import Role
from ..engine.phases.arrangement import placement_actions
from ..persistence import GameRecord, SaveError, SeatInfo
from . import names as N
from .ai_worker import AiRunner

__all__ = [
    "LEVELS",
    "GameSession",
    "NewGameSetup",
    "RoundSnapshot",
    "SeatInfo",
    "role_does_nothing",
]

# The levels offered to people, weakest first (names in ``ai.bot_names()``).
LEVELS = ("beginner", "normal", "hard", "expert")
# The most a computer player may think per move, in seconds.  The searching levels play
# with the iteration budget their strength was measured with (``Bot.default_iterations``:
# the same Hard and Expert on every machine, and about 0.4 s and 2.5 s a move on a
# 2-core laptop); the cap only keeps a slow machine from waiting longer.
BOT_SECONDS = {"random": 0.0, "beginner": 0.3, "normal": 1.0, "hard": 3.0, "expert": 10.0}
# How many lines of the game log the session keeps (``log_lines``).
MAX_LOG_LINES = 5000
# The level that answers "what should I do?" (falls back like the others).
HINT_LEVEL = "normal"

_DEFAULT_AUTOSAVE = object()


class _Refused(Exception):
    """A person's request refused, with the reason in the player's language."""


@dataclass(slots=True)
class NewGameSetup:
    """What the new-game dialog asks: the seats and the options."""

    seats: list[SeatInfo]
    edition: str = "classic"  # "classic" or "1897" (the naming and the rules of that edition)
    hidden_vp: bool = False
    seed: int | None = None  # None: a fresh random seed

    def game_config(self) -> GameConfig:
        return GameConfig(
            players=len(self.seats),
            edition=engine.parse_edition(self.edition),
            hidden_vp=self.hidden_vp,
        )

    @classmethod
    def default(cls, name: str = "", players: int = 4) -> NewGameSetup:
        """A person (``name``) against computer players of the normal level."""
        first = name or QCoreApplication.translate("NewGameDialog", "Player {n}").format(n=1)
        seats = [SeatInfo(first, True, "normal")]
        seats += [
            SeatInfo(
                QCoreApplication.translate("NewGameDialog", "Computer {n}").format(n=i),
                False,
                "normal",
            )
            for i in range(1, players)
        ]
        return cls(seats=seats)


@dataclass(frozen=True, slots=True)
class RoundSnapshot:
    """The table at the end of a round (round 0 = the start), for charts.

    ``vp`` and ``score`` are None for a seat whose VP chips the viewer may not see
    (hidden VP option, someone else's seat, game not over).
    """

    round: int
    vp: list[int | None]
    doubloons: list[int]
    score: list[int | None]
    building_vp: list[int] = field(default_factory=list)


def role_does_nothing(state: GameState, action: int) -> bool:
    """True if choosing this role card would give its chooser nothing at all.

    Tried on a copy: no doubloons on the card, nothing produced, sold, shipped or
    built, and no decision for the chooser in the role's phase.  Used for the
    "warn before taking a useless role" confirmation.
    """
    if state.phase != Phase.ROLE or action not in state.legal_actions():
        return False
    seat = state.current_player
    trial = state.clone()
    before = trial.players[seat].to_dict()
    trial.apply(action)
    if trial.players[seat].to_dict() != before:
        return False
    deciding = trial.phase not in (Phase.ROLE, Phase.GAME_OVER) and trial.current_player == seat
    return not deciding


def _revealed(before: GameState, after: GameState) -> bool:
    """Did the step from ``before`` to ``after`` show what was hidden?

    A plantation drawn from the face-down pile (a new offer, a hacienda draw) or
    a reshuffle of the discards changes the pile or the state's RNG; the end of
    a game with hidden VP chips turns the chips over.
    """
    if after.rng != before.rng or len(after.pile) < len(before.pile):
        return True
    return after.is_terminal() and after.config.hidden_vp


def _states_before_steps(before: GameState, steps: list[tuple[int, int]]) -> list[GameState]:
    """The state before each step of one ``apply`` (the decision and its forced steps).

    The log line of a forced step (a builder who passes, a forced shipment) is
    written from the state just before it.  ``apply`` plays those steps out in
    one call, so they are re-played here one at a time through the engine's
    per-phase rules.  Should the engine ever hide that registry, every step is
    described from the state before the decision (still correct for most lines).
    """
    if len(steps) <= 1:
        return [before]
    from ..engine import state as engine_state

    rules = getattr(engine_state, "_APPLY", None)
    if rules is None:
        return [before] * len(steps)
    out = [before]
    cur = before.clone()
    for _, action in steps[:-1]:
        rules[cur.phase](cur, action)
        cur._legal = None
        out.append(cur.clone())
    return out


def _worth_a_line(step: int, state: GameState, seat: int, action: int) -> bool:
    """Does step number ``step`` of one ``apply`` (``state``: the state before it) get a
    line in the game log?

    A player's Mayor placements (decisions and forced steps alike) are folded into one
    line, written at the last of them (``gui.texts.describe_placements``).  Otherwise
    the first step is the decision (a person's or a computer player's): always logged,
    a chosen pass too.  The forced steps after it are logged unless they do nothing:
    a forced pass ("Anna ships nothing", "Dirk takes no extra good") or a storage that
    keeps nothing because there was nothing to keep ("Benno has no goods to store").
    """
    if engine_actions.PLACE <= action < engine_actions.BUILD and state.phase == Phase.MAYOR:
        # placements are folded: one line per player and Mayor phase, at the last one
        return state.mayor_left == 1
    if step == 0:
        return True
    if action == engine_actions.PASS:
        return False
    return not (action >= engine_actions.STORE and not any(state.players[seat].goods))


def _arranged_by_rule(before: GameState, after: GameState, action: int) -> list[int]:
    """The seats whose Mayor arrangement the engine made by itself during one step (from
    ``before`` to ``after``, ``action`` the step): a player with at least as many
    colonists as circles has nothing to decide, so every circle is filled at once and
    no placement step is played (``engine.phases.mayor``).  Their line in the log is
    written from ``after``."""
    if before.phase == Phase.MAYOR:
        start, mayor = before.turn + 1, before.role_player  # after the current player's turn
    elif before.phase == Phase.MAYOR_EXTRA:
        start, mayor = 0, before.role_player
    elif _role_kind(before, action) == Role.MAYOR:
        start, mayor = 0, before.current
    else:
        return []
    if after.phase == Phase.MAYOR_EXTRA:
        return []  # the mayor's question comes first: nobody has placed yet
    end = after.turn if after.phase == Phase.MAYOR else before.n
    seats = [(mayor + t) % before.n for t in range(start, end)]
    return [seat for seat in seats if after.players[seat].colonists() > 0]


def _prepare(bots: list[Bot]) -> None:
    """``Bot.prepare`` for each; a failure only makes the first move slower."""
    for bot in bots:
        with contextlib.suppress(Exception):
            bot.prepare()


def _continues_arrangement(state: GameState, seat: int) -> bool:
    """Is ``seat`` in the middle of its Mayor arrangement (a colonist already placed)?
    A computer player's next placements then follow without the pause for the eye:
    one pause per arrangement, not one per colonist."""
    return (
        state.phase == Phase.MAYOR and state.current == seat and state.players[seat].colonists() > 0
    )


def _lines_without_steps(
    before: GameState,
    after: GameState,
    seat: int,
    action: int,
    names: list[str],
    after_changes: bool,
) -> list[Callable[[], str]]:
    """Log lines for what one step (``seat``'s ``action``, from ``before`` to ``after``) did
    by rule with no step of its own: the Craftsman's production, the Mayor arrangements
    nobody had to choose, and the moment the game's end is triggered.  ``after_changes``:
    ``after`` is a live state (copied before it is kept for re-rendering)."""
    from . import texts

    ruled = _arranged_by_rule(before, after, action)
    crafts = _role_kind(before, action) == Role.CRAFTSMAN
    ends = after.end_triggered and not before.end_triggered
    if not (ruled or crafts or ends):
        return []
    if after_changes:
        after = after.clone()
    lines: list[Callable[[], str]] = []
    if crafts:
        producers = [(seat + k) % before.n for k in range(before.n)]
        lines += [
            partial(texts.describe_production, before, after, who, names)
            for who in producers
            if after.players[who].goods != before.players[who].goods
        ] or [texts.describe_no_production]
    lines += [partial(texts.describe_placements, after, who, -1, names) for who in ruled]
    if ends:
        lines.append(partial(texts.describe_game_end_trigger, before, seat, names))
    return lines


def _role_kind(state: GameState, action: int) -> int | None:
    """The role kind ``action`` chooses in ``state`` (None: not a role choice)."""
    if state.phase != Phase.ROLE:
        return None
    card = action - engine_actions.ROLE
    return state.role_cards[card] if 0 <= card < len(state.role_cards) else None


class _DecisionCommand(QUndoCommand):
    """One person's decision (with the computer moves that follow it) on the undo stack.

    The first ``redo`` (from ``QUndoStack.push``) applies the decision; ``undo``
    truncates the record before it and replays; a later ``redo`` re-applies what
    the undo removed (the decision and the computer moves that followed it).
    """

    def __init__(self, session: GameSession, seat: int, actions: list[int], text: str) -> None:
        super().__init__(text)
        self.seat = seat
        self._session = session
        self._actions = actions
        self._index = len(session.record.actions)
        self._tail: list[str] | None = None

    def redo(self) -> None:
        if self._tail is None:
            self._session._apply_actions(self._actions)
        else:
            self._session._replay_tail(self._tail)

    def undo(self) -> None:
        self._tail = self._session._truncate(self._index)


@dataclass(slots=True)
class _BotJob:
    request_id: int
    seat: int
    index: int  # len(record.actions) when asked: the answer is for that position only
    answer: int | None = None


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
    # (action id, text) the answer to ``request_hint()``.
    hint_ready = Signal(int, str)
    # (message) the autosave could not be written (shown once until it works again).
    save_failed = Signal(str)

    def __init__(
        self,
        parent: QObject | None = None,
        *,
        bot_factory: Callable[[str, int | None], Bot] | None = None,
        autosave_path: object = _DEFAULT_AUTOSAVE,
        bot_delay_ms: int = 600,
        bot_seconds: dict[str, float] | None = None,
    ) -> None:
        """``bot_factory(level, seed)`` makes the computer players (default: ``ai.make_bot``
        with a fallback to ``random`` for levels that do not exist yet).
        ``autosave_path``: a path, None (no autosave) or, by default,
        ``persistence.autosave_path()`` looked up at each save."""
        super().__init__(parent)
        self._bot_factory = bot_factory or _make_bot_or_random
        self._autosave_path = autosave_path
        self._bot_delay_ms = max(0, int(bot_delay_ms))
        self.bot_seconds = dict(BOT_SECONDS, **(bot_seconds or {}))
        self.confirm_hook: Callable[[int], bool] | None = None
        """Called with a person's legal action before it is applied; False cancels it
        silently (the main window asks "really take this role?")."""
        self.current_path: Path | None = None
        """The file last saved to or loaded from (None: not saved yet)."""
        self.bot_errors: list[str] = []
        """Computer players that raised or answered an illegal action (a bug)."""
        # The game log as functions that write each line in the current language, so
        # that a language switch re-renders the whole log (``log_lines``).
        self._log_entries: list[tuple[Callable[[], str], bool]] = []
        """The game log so far as (renderer, is a heading), also the lines of a loaded
        game's moves; a window that starts later shows these, then follows
        ``log_message`` and ``log_heading``."""
        self.stale_answers = 0
        """How many late answers of cancelled questions were dropped (for tests)."""

        self._runner = AiRunner(self)
        self._runner.answered.connect(self._on_answered)
        self._runner.progressed.connect(self._on_progressed)
        self._runner.failed.connect(self._on_failed)
        self._undo_stack = QUndoStack(self)
        self._delay_timer = QTimer(self)
        self._delay_timer.setSingleShot(True)
        self._delay_timer.timeout.connect(self._apply_pending_bot_answer)
        self._autosave_timer = QTimer(self)
        self._autosave_timer.setSingleShot(True)
        self._autosave_timer.setInterval(300)
        self._autosave_timer.timeout.connect(self._autosave_now)

        self._bot_job: _BotJob | None = None
        self._hint_job: tuple[int, int] | None = None  # (request id, record length)
        self._bots: dict[int, Bot] = {}
        self._snapshots: list[tuple[int, list[int], list[int], list[int], list[int]]] = []
        self._last_human: int | None = None
        self._shown_seat: int | None = None  # whose table was last shown (hot seat)
        self._handover_seat: int | None = None
        self._announced: int | None = None
        self._game_over_sent = False
        self._reveal_pending = False
        self._last_change = time.monotonic()
        self.game_started.emit()
        self._autosave_failed = False
        self._paused = False
        self._shut_down = False
        self.active = False
        """False until the first ``new_game`` / ``load``: the table shows a fresh game
        that nobody plays."""

        setup = NewGameSetup.default()
        self.setup = setup
        self.record = GameRecord(config=setup.game_config().to_dict(), seed=0, seats=setup.seats)
        self.state: GameState = self.record.new_state()

    # ---- read-only views ----------------------------------------------------------------

    @property
    def seats(self) -> list[SeatInfo]:
        return self.record.seats

    @property
    def config(self) -> GameConfig:
        return self.state.config

    @property
    def undo_stack(self) -> QUndoStack:
        """For ``canUndoChanged``/``canRedoChanged``/``indexChanged``; act through ``undo()``."""
        return self._undo_stack

    @property
    def bot_delay_ms(self) -> int:
        """How long each computer move stays visible before the next one is applied."""
        return self._bot_delay_ms

    @bot_delay_ms.setter
    def bot_delay_ms(self, value: int) -> None:
        self._bot_delay_ms = max(0, int(value))

    @property
    def paused(self) -> bool:
        """While paused, computer players are not asked (screenshots, the rules window)."""
        return self._paused

    @paused.setter
    def paused(self, value: bool) -> None:
        self._paused = bool(value)
        if self._paused:
            self._cancel_bot()
        else:
            self._kick()

    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.is_human]

    def viewer_seat(self) -> int:
        """The person whose view the table shows (hidden VP chips, "your" board).

        The current player if a person; else the last person who moved; else the
        first person at the table (seat 0 when only computers play).  While a
        hand-over is pending, still the previous person.
        """
        if self._handover_seat is not None and self._shown_seat is not None:
            return self._shown_seat
        cur = self.state.current_player
        if cur >= 0 and self.seats[cur].is_human and self._handover_seat is None:
            return cur
        if self._last_human is not None:
            return self._last_human
        humans = self.humans()
        return humans[0] if humans else 0

    def is_human_turn(self) -> bool:
        cur = self.state.current_player
        return self.active and cur >= 0 and self.seats[cur].is_human and self._handover_seat is None

    def is_bot_thinking(self) -> bool:
        return self._bot_job is not None and self._bot_job.answer is None

    def awaiting_handover(self) -> int | None:
        """The seat a hand-over is waiting for, or None."""
        return self._handover_seat

    def legal_actions(self) -> list[int]:
        """The person to move's legal actions; empty while a computer player is to move."""
        if not self.is_human_turn():
            return []
        return list(self.state.legal_actions())

    def explain(self, action: int) -> str:
        """Why ``action`` is not allowed now, or (when it is) what it does, translated."""
        if self.active and self.is_human_turn() and self.state.is_legal(action):
            return self._describe(self.state, self.state.current_player, action)
        return self._illegal_reason(action)

    def describe(self, state: GameState, seat: int, action: int) -> str:
        """A log line for ``action`` by ``seat`` in ``state`` (the state before it), with
        the player's name: ``gui.texts.describe_action`` when it exists, else the notation."""
        return self._describe(state, seat, action)

    def history(self, viewer: int | None = None) -> list[RoundSnapshot]:
        """One snapshot per finished round (round 0 is the start; the last one is the
        end of the game once it is over), as ``viewer`` (default ``viewer_seat()``) may
        see it."""
        viewer = self.viewer_seat() if viewer is None else viewer
        hidden = self.config.hidden_vp and not self.state.is_terminal()
        out = []
        for rnd, vp, doubloons, score, building_vp in self._snapshots:
            if hidden:
                vp_seen: list[int | None] = [v if i == viewer else None for i, v in enumerate(vp)]
                score_seen: list[int | None] = [
                    s if i == viewer else None for i, s in enumerate(score)
                ]
            else:
                vp_seen, score_seen = list(vp), list(score)
            out.append(RoundSnapshot(rnd, vp_seen, list(doubloons), score_seen, list(building_vp)))
        return out

    def can_undo(self) -> bool:
        return self.active and self._handover_seat is None and self._undo_stack.canUndo()

    def can_redo(self) -> bool:
        return self.active and self._handover_seat is None and self._undo_stack.canRedo()

    # ---- a person's actions ---------------------------------------------------------------

    def request(self, action: int) -> bool:
        """A person's action: validate, apply, log, autosave, then let the computers move.

        Refused (``illegal_move(reason)``, state unchanged, False) when it is not a
        person's turn or the rules do not allow it.  Returns False without a signal
        when ``confirm_hook`` declines.
        """
        if not self.is_human_turn():
            self.illegal_move.emit(self._not_your_turn())
            return False
        action = int(action)
        if not self.state.is_legal(action):
            self.illegal_move.emit(self._illegal_reason(action))
            return False
        if self.confirm_hook is not None and not self.confirm_hook(action):
            return False
        seat = self.state.current_player
        text = self.describe(self.state, seat, action)
        self._push_decision(seat, [action], text)
        return True

    def request_mayor_arrangement(self, tiles: list[int], buildings: dict[int, int]) -> bool:
        """A person's whole colonist arrangement in the Mayor phase.

        ``tiles[k]``: colonists on island tiles of kind k (5 = quarry);
        ``buildings[b]``: colonists in building b.  The engine turns it into its
        canonical placement actions, which are applied as one undoable decision.
        """
        if not self.is_human_turn():
            self.illegal_move.emit(self._not_your_turn())
            return False
        try:
            actions = self._mayor_decisions(list(tiles), dict(buildings))
        except _Refused as exc:
            self.illegal_move.emit(str(exc))
            return False
        seat = self.state.current_player
        name = self.seats[seat].name
        colonists = N.term("colonists", self.state.config.edition)
        self._push_decision(
            seat,
            actions,
            self.tr("{name}: {colonists} placed").format(name=name, colonists=colonists),
        )
        return True

    def _mayor_decisions(self, tiles: list[int], buildings: dict[int, int]) -> list[int]:
        """The decisions that lead to an arrangement (raises IllegalActionError, translated).

        The engine (``placement_actions``) checks the arrangement and leaves out the
        placements it makes by itself; its (English) reasons are put into the player's
        language and the edition's words by ``gui.texts.explain_arrangement``.
        """
        try:
            return placement_actions(self.state, tiles, buildings)
        except IllegalActionError as exc:
            from . import texts

            raise _Refused(texts.explain_arrangement(self.state, exc.reason.code)) from None

    def request_hint(self) -> bool:
        """Ask a computer player what it would do in the person's place (``hint_ready``)."""
        if not self.is_human_turn():
            return False
        seat = self.state.current_player
        bot = self._bot_factory(HINT_LEVEL, None)
        rid = self._runner.submit(
            bot,
            engine.observe(self.state, seat),
            seconds=self.bot_seconds.get(HINT_LEVEL, 1.0),
        )
        self._hint_job = (rid, len(self.record.actions))
        return True

    @Slot()
    def handover_done(self) -> None:
        """The hand-over screen was confirmed: show the waiting person's table."""
        seat = self._handover_seat
        if seat is None:
            return
        self._handover_seat = None
        self._shown_seat = seat
        self.state_changed.emit()
        self._announced = None
        self._announce_turn()

    # ---- games ----------------------------------------------------------------------------

    def new_game(self, setup: NewGameSetup) -> None:
        """Start a new game (raises engine.ConfigError for an impossible setup)."""
        config = setup.game_config()
        seed = setup.seed if setup.seed is not None else random.SystemRandom().randrange(1, 2**31)
        record = GameRecord(
            config=config.to_dict(),
            seed=int(seed),
            seats=[SeatInfo(s.name, s.is_human, s.level) for s in setup.seats],
        )
        self.setup = setup
        self.current_path = None
        self._install(record, record.new_state())
        self._log(
            lambda: self.tr("New game: {players} players, seed {seed}.").format(
                players=config.players, seed=record.seed
            )
        )
        self._log_round(self.state, remember_only=False)
        self._after_change(autosave="now")

    def load(self, path: str | Path) -> None:
        """Load a saved game (raises persistence.SaveError; the session is then unchanged)."""
        record, state = persistence.load_game(path)
        self.setup = NewGameSetup(
            seats=record.seats,
            edition=record.config.get("edition", "classic"),
            hidden_vp=bool(record.config.get("hidden_vp", False)),
            seed=record.seed,
        )
        self.current_path = Path(path)
        self._install(record, state)
        name = Path(path).name
        self._log(lambda: self.tr("Game loaded: {file}").format(file=name))
        if not record.actions:  # not begun: its first round opens after this line
            self._log_round(self.state, remember_only=False)
        self._after_change(autosave="now")

    def save(self, path: str | Path) -> None:
        """Save the game (raises persistence.SaveError; an old file is then left intact)."""
        persistence.save_record(path, self.record)
        self.current_path = Path(path)

    def undo(self) -> bool:
        """Take back the last decision of the person at the screen and the moves after it."""
        if not self.can_undo():
            return False
        self._undo_stack.undo()
        self._after_change(autosave="now", undo=True)
        return True

    def redo(self) -> bool:
        if not self.can_redo():
            return False
        self._undo_stack.redo()
        self._after_change(autosave="now", undo=True)
        return True

    def play_now(self, count: int, level: str = "random", seed: int = 0) -> int:
        """Apply up to ``count`` decisions at once, chosen by bots of ``level`` for every
        seat, people's seats included, in this thread (screenshots, demos, tests).
        Returns how many were applied; the undo stack is cleared."""
        self._cancel_bot()
        bot = self._bot_factory(level, seed * 100_003 + len(self.record.actions))
        done = 0
        while done < count and not self.state.is_terminal():
            action = bot.choose(engine.observe(self.state, self.state.current_player))
            self._apply_actions([action])
            done += 1
        self._undo_stack.clear()
        self._reveal_pending = False
        self._after_change(autosave="later")
        return done

    def shutdown(self) -> None:
        """Stop the AI thread and write the pending autosave (call before quitting)."""
        if self._shut_down:
            return
        self._shut_down = True
        self._delay_timer.stop()
        if self._autosave_timer.isActive():
            self._autosave_timer.stop()
            self._autosave_now()
        self._bot_job = None
        self._runner.shutdown()

    # ---- applying ---------------------------------------------------------------------------

    def _push_decision(self, seat: int, actions: list[int], text: str) -> None:
        top = self._undo_stack.index() - 1
        if top >= 0:
            cmd = self._undo_stack.command(top)
            if getattr(cmd, "seat", seat) != seat:
                self._undo_stack.clear()  # never take back another person's move
        self._reveal_pending = False
        self._undo_stack.push(_DecisionCommand(self, seat, actions, text))
        self._after_change(autosave="now")

    def _apply_actions(self, actions: list[int]) -> None:
        """Apply decisions (already checked), record them, emit a log line per step."""
        for action in actions:
            before = self.state.clone()
            steps: list[tuple[int, int]] = []
            self.state.apply(action, steps)
            self.record.actions.append(before.format_action(action))
            self._last_change = time.monotonic()
            if _revealed(before, self.state):
                self._reveal_pending = True
            decider = steps[0][0]
            if self.seats[decider].is_human:
                self._last_human = decider
            self._note_round(before.round)
            self._log_steps(before, self.state, steps, remember_only=False)
        self.record.finished = self.state.is_terminal()

    def _after_change(self, autosave: str = "later", undo: bool = False) -> None:
        """After any change: undo barrier, autosave, signals, then the next computer move."""
        if self._reveal_pending:
            self._reveal_pending = False
            self._undo_stack.clear()
        if self.state.is_terminal():
            self._undo_stack.clear()
            autosave = "now"
        if autosave == "now":
            self._autosave_now()
        elif autosave == "later" and not self._autosave_timer.isActive():
            self._autosave_timer.start()
        self._update_handover()
        self.state_changed.emit()
        if undo:
            self._announced = None
        self._announce_turn()
        if self.state.is_terminal() and not self._game_over_sent:
            self._game_over_sent = True
            self._log_result()
            self.game_over.emit()
        self._kick()

    def _update_handover(self) -> None:
        cur = self.state.current_player
        if (
            cur < 0
            or not self.active
            or not self.seats[cur].is_human
            or not self.config.hidden_vp
            or len(self.humans()) < 2
        ):
            return
        if self._shown_seat != cur and self._handover_seat != cur:
            self._handover_seat = cur
            self.handover_requested.emit(cur)

    def _announce_turn(self) -> None:
        cur = self.state.current_player
        if cur < 0 or cur == self._announced or self._handover_seat is not None:
            return
        self._announced = cur
        if self.seats[cur].is_human and self._undo_stack.count():
            # a person's turn: their own decisions only stay undoable
            top = self._undo_stack.index() - 1
            cmd = self._undo_stack.command(top) if top >= 0 else None
            if cmd is not None and getattr(cmd, "seat", cur) != cur:
                self._undo_stack.clear()
        if self.seats[cur].is_human:
            self._shown_seat = cur
        self.turn_changed.emit(cur)

    def _note_round(self, round_before: int) -> None:
        s = self.state
        if s.is_terminal():
            self._snapshot(s.round)
        elif s.round != round_before:
            self._snapshot(round_before)

    def _snapshot(self, label: int) -> None:
        s = self.state
        scores = engine.score_breakdown(s)
        self._snapshots.append(
            (
                label,
                [p.vp for p in s.players],
                [p.doubloons for p in s.players],
                [b.total for b in scores],
                [b.buildings for b in scores],
            )
        )

    def _install(self, record: GameRecord, state: GameState) -> None:
        """Make (record, state) the current game: bots, history, undo, flags."""
        self._cancel_bot()
        self._hint_job = None
        self.record = record
        self.state = state
        self.active = True
        self._bots = {
            seat: self._bot_factory(info.level, record.seed * 10 + seat)
            for seat, info in enumerate(record.seats)
            if not info.is_human
        }
        self._prepare_bots()
        self._undo_stack.clear()
        self._log_entries = []
        self._rebuild_from_record(with_log=True)
        self._shown_seat = None
        self._handover_seat = None
        self._announced = None
        self._game_over_sent = False
        self._reveal_pending = False
        self._last_change = time.monotonic()
        self.game_started.emit()

    def _rebuild_from_record(self, with_log: bool = False) -> None:
        """History snapshots and the last person to move, from the record (replayed);
        ``with_log``: also the game log's lines of every step (a loaded game)."""
        self._snapshots = []
        self._last_human = None
        state = self.record.new_state()
        saved, self.state = self.state, state
        try:
            self._snapshot(0)
            if with_log and self.record.actions:
                self._log_round(state, remember_only=True)
            for text in self.record.actions:
                seat = state.current_player
                round_before = state.round
                action = state.parse_action(text)
                if with_log:
                    before = state.clone()
                    steps: list[tuple[int, int]] = []
                    state.apply(action, steps)
                    self._log_steps(before, state, steps, remember_only=True)
                else:
                    state.apply(action)
                if self.seats[seat].is_human:
                    self._last_human = seat
                self._note_round(round_before)
        finally:
            self.state = saved

    def _truncate(self, index: int) -> list[str]:
        """Undo: keep the first ``index`` decisions; returns the ones removed."""
        self._cancel_bot()
        tail = self.record.actions[index:]
        self.record.actions = self.record.actions[:index]
        self.state = self.record.replay()
        self.record.finished = self.state.is_terminal()
        self._rebuild_from_record()
        self._game_over_sent = self.state.is_terminal()
        self._last_change = time.monotonic()
        self._log(lambda: self.tr("Move taken back."))
        return tail

    def _replay_tail(self, tail: list[str]) -> None:
        """Redo: apply again what an undo removed."""
        self._cancel_bot()
        for text in tail:
            self._apply_actions([self.state.parse_action(text)])

    # ---- computer players ------------------------------------------------------------------

    def _kick(self) -> None:
        """Ask the computer player to move, if one is to move and is not asked yet."""
        if not self.active or self._paused or self._shut_down or self.state.is_terminal():
            return
        seat = self.state.current_player
        if self.seats[seat].is_human:
            return
        index = len(self.record.actions)
        job = self._bot_job
        if job is not None and job.index == index and job.seat == seat:
            return
        self._cancel_bot()
        bot = self._bots.get(seat) or self._bot_factory(self.seats[seat].level, None)
        self._bots[seat] = bot
        rid = self._runner.submit(
            bot,
            engine.observe(self.state, seat),
            seconds=self.bot_seconds.get(self.seats[seat].level, 1.0),
            iterations=bot.default_iterations,
        )
        self._bot_job = _BotJob(rid, seat, index)
        self.bot_thinking.emit(seat, True)

    def _prepare_bots(self) -> None:
        """Let the computer players get ready (the Expert starts its worker processes, about
        a second) in a background thread, while the table appears."""
        bots = [bot for bot in self._bots.values() if bot.needs_preparing()]
        if bots:
            threading.Thread(
                target=_prepare, args=(bots,), name="prepare-bots", daemon=True
            ).start()

    def _cancel_bot(self) -> None:
        job = self._bot_job
        self._delay_timer.stop()
        if job is None:
            return
        self._bot_job = None
        self._runner.cancel(job.request_id)
        if job.answer is None:
            self.bot_thinking.emit(job.seat, False)

    @Slot(int, int)
    def _on_answered(self, request_id: int, action: int) -> None:
        if self._hint_job is not None and request_id == self._hint_job[0]:
            index = self._hint_job[1]
            self._hint_job = None
            if index == len(self.record.actions) and self.is_human_turn():
                seat = self.state.current_player
                self.hint_ready.emit(action, self._describe(self.state, seat, action))
            return
        job = self._bot_job
        if job is None or request_id != job.request_id:
            self.stale_answers += 1
            return
        job.answer = action
        self.bot_thinking.emit(job.seat, False)
        wait_ms = self._bot_delay_ms - int((time.monotonic() - self._last_change) * 1000)
        if _continues_arrangement(self.state, job.seat):
            wait_ms = 0
        if wait_ms > 0:
            self._delay_timer.start(wait_ms)
        else:
            self._apply_pending_bot_answer()

    @Slot(int, float)
    def _on_progressed(self, request_id: int, fraction: float) -> None:
        job = self._bot_job
        if job is not None and job.request_id == request_id:
            self.bot_progress.emit(fraction)

    @Slot(int, str)
    def _on_failed(self, request_id: int, message: str) -> None:
        job = self._bot_job
        if job is None or request_id != job.request_id:
            if self._hint_job is not None and request_id == self._hint_job[0]:
                self._hint_job = None
            return
        self.bot_errors.append(message)
        job.answer = self._fallback_move(job.seat)
        self.bot_thinking.emit(job.seat, False)
        self._apply_pending_bot_answer()

    def _fallback_move(self, seat: int) -> int:
        name = self.seats[seat].name
        self._log(
            lambda: self.tr(
                "{name} (computer) made an error; a random move is played instead."
            ).format(name=name)
        )
        return RandomBot(len(self.record.actions)).choose_in(self.state)

    @Slot()
    def _apply_pending_bot_answer(self) -> None:
        job = self._bot_job
        if job is None or job.answer is None:
            return
        self._bot_job = None
        if job.index != len(self.record.actions) or job.seat != self.state.current_player:
            self.stale_answers += 1
            return
        action = job.answer
        if not self.state.is_legal(action):
            self.bot_errors.append(
                f"seat {job.seat} ({self.seats[job.seat].level}) answered the illegal action "
                f"{action}: {self.state.explain_illegal(action)}"
            )
            action = self._fallback_move(job.seat)
        self._apply_actions([action])
        self._after_change(autosave="later")

    # ---- words -----------------------------------------------------------------------------

    def _describe(self, state: GameState, seat: int, action: int) -> str:
        texts = _texts_module()
        describe = getattr(texts, "describe_action", None) if texts is not None else None
        names = [s.name for s in self.seats]
        if describe is not None:
            return describe(state, seat, action, names)
        name = names[seat] if 0 <= seat < len(names) else "?"
        return self.tr("{name}: {action}").format(name=name, action=state.format_action(action))

    def _line(self, state: GameState, seat: int, action: int) -> Callable[[], str]:
        """The renderer of a step's log line (``state``: the state before the step); it
        writes the line in the current language each time it is called.  The last
        placement of a Mayor arrangement writes the whole arrangement."""
        from . import texts

        if texts.completes_placement(state, action):
            names = [s.name for s in self.seats]
            return partial(texts.describe_placements, state, seat, action, names)
        return partial(self.describe, state, seat, action)

    @property
    def log_lines(self) -> list[str]:
        """The game log so far, written in the current language (headings included)."""
        return [render() for render, _heading in self._log_entries]

    @property
    def log_entries(self) -> list[tuple[str, bool]]:
        """The game log so far as (text, is a round heading), in the current language."""
        return [(render(), heading) for render, heading in self._log_entries]

    def _log(self, render: Callable[[], str], heading: bool = False) -> None:
        """Add a line; ``render`` writes it in the current language (again after a switch)."""
        self._remember_line(render, heading)
        (self.log_heading if heading else self.log_message).emit(render())

    def _log_steps(
        self, before: GameState, after: GameState, steps: list[tuple[int, int]], remember_only: bool
    ) -> None:
        """The log lines of one ``apply`` (``steps``, from ``before`` to ``after``), with a
        heading where a new round begins.  Live (not ``remember_only``): also
        ``action_applied`` per step, each just before its line."""
        states = _states_before_steps(before, steps)
        names = [s.name for s in self.seats]
        shown_round = before.round
        for i, (st, (seat, a)) in enumerate(zip(states, steps, strict=True)):
            if st.round != shown_round:
                shown_round = st.round
                self._log_round(st, remember_only)
            if not remember_only:
                self.action_applied.emit(seat, a, st.format_action(a))
            lines = [self._line(st, seat, a)] if _worth_a_line(i, st, seat, a) else []
            next_state = states[i + 1] if i + 1 < len(states) else after
            lines += _lines_without_steps(st, next_state, seat, a, names, next_state is after)
            for render in lines:
                self._add_line(render, remember_only)
        if after.round != shown_round and not after.is_terminal():
            self._log_round(after, remember_only)

    def _log_round(self, state: GameState, remember_only: bool) -> None:
        """The heading of the round ``state`` is in: its number and its governor."""
        from . import texts

        names = [s.name for s in self.seats]
        render = partial(
            texts.round_heading, state.round, state.governor, state.config.edition, names
        )
        self._add_line(render, remember_only, heading=True)

    def _add_line(
        self, render: Callable[[], str], remember_only: bool, heading: bool = False
    ) -> None:
        """A line for the live log (shown now) or only remembered (a log rebuilt)."""
        if remember_only:
            self._remember_line(render, heading)
        else:
            self._log(render, heading)

    def _remember_line(self, render: Callable[[], str], heading: bool = False) -> None:
        self._log_entries.append((render, heading))
        if len(self._log_entries) > MAX_LOG_LINES:
            del self._log_entries[: len(self._log_entries) - MAX_LOG_LINES]

    def _not_your_turn(self) -> str:
        if not self.active:
            return self.tr("No game is running: start one with Game › New.")
        if self.state.is_terminal():
            return self.tr("The game is over.")
        if self._handover_seat is not None:
            return self.tr("Waiting for the next player to take over the screen.")
        return self.tr("It is not your turn: {name} is to move.").format(
            name=self.seats[self.state.current_player].name
        )

    def _illegal_reason(self, action: int) -> str:
        if not self.is_human_turn():
            return self._not_your_turn()
        from . import texts

        return texts.explain_illegal(self.state, action)

    def _log_result(self) -> None:
        scores = self.state.scores()
        winners = engine.winners(self.state)
        seats = self.seats

        def line() -> str:
            parts = ", ".join(
                self.tr("{name} {score}").format(name=seats[i].name, score=score)
                for i, score in enumerate(scores)
            )
            names = ", ".join(seats[i].name for i in winners)
            return self.tr("Game over. Scores: {scores}. Winner: {winners}.").format(
                scores=parts, winners=names
            )

        self._log(line)

    # ---- autosave --------------------------------------------------------------------------

    def autosave_file(self) -> Path | None:
        if self._autosave_path is _DEFAULT_AUTOSAVE:
            return persistence.autosave_path()
        return None if self._autosave_path is None else Path(self._autosave_path)  # type: ignore[arg-type]

    @Slot()
    def _autosave_now(self) -> None:
        self._autosave_timer.stop()
        path = self.autosave_file()
        if path is None or not self.active:
            return
        try:
            persistence.save_record(path, self.record)
        except SaveError as exc:
            if not self._autosave_failed:
                self._autosave_failed = True
                self.save_failed.emit(str(exc))
            return
        self._autosave_failed = False


def _make_bot_or_random(level: str, seed: int | None) -> Bot:
    """``ai.make_bot(level)``, or the random bot while that level does not exist yet."""
    if level in bot_names():
        return make_bot(level, seed)
    return make_bot("random", seed)


_TEXTS: list[object] = []


def _texts_module() -> object | None:
    """``gui.texts`` (the table's sentences) if it exists; imported on first use."""
    if not _TEXTS:
        try:
            from . import texts
        except ModuleNotFoundError as exc:
            if not (exc.name or "").endswith("texts"):
                raise
            texts = None
        _TEXTS.append(texts)
    return _TEXTS[0]
