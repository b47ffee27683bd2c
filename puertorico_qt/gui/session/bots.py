"""The computer players: who is asked, in the AI thread, and when the answer is played.

The driver sends a bot the observation of its seat and waits (``gui.ai_worker``);
its answer is handed on (``answered``) no sooner than ``delay_ms`` after the previous
move, so that a person can follow the computer players — except inside a computer
player's Mayor arrangement (one pause per arrangement, not per colonist).  Every
question carries the position it was asked for (the number of decisions made); the
session drops an answer for a position that is gone (undo, new game, load).
"""

from __future__ import annotations

import contextlib
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, cast

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from ...ai import Bot, bot_names, make_bot
from ...ai.elsewhere import warm_up as warm_up_elsewhere
from ...ai.explain import HintBot
from ...games import BOARD_GAME, GameKind
from ...persistence import SeatInfo
from .setup import BOT_SECONDS, HINT_LEVEL

BotFactory = Callable[[str, int | None], Bot]


def game_bot(game: str, level: str, seed: int | None) -> Bot:
    """``ai.make_bot`` for ``game`` (the board game's bots by default)."""
    if game == BOARD_GAME.name:
        return make_bot(level, seed)
    return cast(Callable[..., Bot], make_bot)(level, seed, game=game)


def game_levels(game: str) -> tuple[str, ...]:
    """The bots' names of ``game`` (``ai.bot_names``)."""
    if game == BOARD_GAME.name:
        return bot_names()
    return tuple(cast(Callable[..., tuple[str, ...]], bot_names)(game=game))


#: The level that plays a seat whose saved level this version does not know.
UNKNOWN_LEVEL_BY = "normal"


def known_levels(seats: list[SeatInfo], game: str) -> tuple[list[SeatInfo], list[str]]:
    """``seats`` with every computer level ``game`` lacks (a newer version's, an edited
    file's) played by ``UNKNOWN_LEVEL_BY``, and the levels so replaced."""
    known = set(game_levels(game))
    unknown = sorted({s.level for s in seats if not s.is_human} - known)
    if not unknown:
        return seats, []
    return [
        s if s.is_human or s.level in known else SeatInfo(s.name, False, UNKNOWN_LEVEL_BY)
        for s in seats
    ], unknown


@dataclass(slots=True)
class _Job:
    request_id: int
    seat: int
    index: int  # decisions made when asked: the answer is for that position only
    answer: int | None = None


def _prepare(bots: list[Bot], elsewhere: bool) -> None:
    """``Bot.prepare`` for each, and the process the searches run in (``elsewhere``); a
    failure only makes the first move slower."""
    for bot in bots:
        with contextlib.suppress(Exception):
            bot.prepare()
    if elsewhere:
        with contextlib.suppress(Exception):
            warm_up_elsewhere()


class BotDriver(QObject):
    """Asks the computer players and the hint; see the module docstring."""

    # (seat, thinking) a computer player started (True) or stopped (False) thinking.
    thinking = Signal(int, bool)
    # (fraction in [0, 1]) how far the thinking computer player is; at most ~10 a second.
    progress = Signal(float)
    # (seat, index, action) a computer player's move for position ``index``, due now.
    answered = Signal(int, int, int)
    # (seat, index, message) a computer player failed (raised) at position ``index``.
    failed = Signal(int, int, str)
    # (index, action, explanation) the hint's answer for position ``index``, with why
    # (``ai.explain.Explanation``).
    hinted = Signal(int, int, object)

    def __init__(
        self,
        factory: BotFactory | None = None,
        delay_ms: int = 600,
        seconds: dict[str, float] | None = None,
        parent: QObject | None = None,
    ) -> None:
        from ..ai_worker import AiRunner

        super().__init__(parent)
        self._own_factory = factory
        self.kind: GameKind = BOARD_GAME
        self.delay_ms = max(0, int(delay_ms))
        self.seconds = dict(BOT_SECONDS, **(seconds or {}))
        self.stale_answers = 0
        """How many late answers of cancelled questions were dropped (for tests)."""
        self._bots: dict[int, Bot] = {}
        self._levels: dict[int, str] = {}
        self._job: _Job | None = None
        #: Why the computer players wait ("paused": screenshots, tests; the tutorial: a
        #: person reading a new explanation); they are asked again when the last goes.
        self.holds: set[str] = set()
        self._hint: tuple[int, int, HintBot] | None = None  # (request id, index, bot)
        self._last_move = time.monotonic()
        self._runner = AiRunner(self)
        self._runner.answered.connect(self._on_answered)
        self._runner.progressed.connect(self._on_progressed)
        self._runner.failed.connect(self._on_failed)
        self._delay = QTimer(self)
        self._delay.setSingleShot(True)
        self._delay.timeout.connect(self._hand_on)

    # ---- the players of a game ----------------------------------------------------------

    def factory(self, level: str, seed: int | None) -> Bot:
        """A bot of ``level`` for the game being played (the factory given, if one was)."""
        if self._own_factory is not None:
            return self._own_factory(level, seed)
        return game_bot(self.kind.name, level, seed)

    def seat_players(self, levels: dict[int, str], seed: int, kind: GameKind = BOARD_GAME) -> None:
        """The computer players of a new game of ``kind``: ``levels[seat]`` for each of
        their seats.  They get ready (the Expert starts its worker processes, about a
        second) in a background thread while the table appears."""
        self.cancel()
        self.kind = kind
        self._hint = None
        self._levels = dict(levels)
        self._bots = {seat: self.factory(level, seed * 10 + seat) for seat, level in levels.items()}
        from ..ai_worker import thinks_elsewhere

        ready = [bot for bot in self._bots.values() if bot.needs_preparing()]
        elsewhere = any(thinks_elsewhere(bot) for bot in self._bots.values())
        if ready or elsewhere:
            threading.Thread(
                target=_prepare, args=(ready, elsewhere), name="prepare-bots", daemon=True
            ).start()

    def moved(self) -> None:
        """A move was made now: the next computer move waits ``delay_ms`` from here."""
        self._last_move = time.monotonic()

    # ---- asking --------------------------------------------------------------------------

    def ask(self, state: Any, seat: int, index: int, pause: bool = True) -> None:
        """Ask ``seat``'s computer player for its move in ``state`` (position ``index``),
        unless it is being asked already; ``pause``: wait ``delay_ms`` before handing
        the answer on."""
        job = self._job
        if job is not None and job.index == index and job.seat == seat:
            return
        self.cancel()
        level = self._levels.get(seat, "random")
        bot = self._bots.get(seat)
        if bot is None:
            bot = self._bots[seat] = self.factory(level, None)
        rid = self._runner.submit(
            bot,
            self.kind.observe(state, seat),
            seconds=self.seconds.get(level, 1.0),
            iterations=bot.iterations_for(state.config),
        )
        self._job = _Job(rid, seat, index)
        self._pause = pause
        self.thinking.emit(seat, True)

    def ask_hint(self, state: Any, index: int) -> None:
        """Ask the hint's bot (Hard, with its measured budget) for the person's move and
        its reasons; answered by ``hinted``."""
        bot = HintBot(self.factory(HINT_LEVEL, None))
        rid = self._runner.submit(
            bot,
            self.kind.observe(state, state.current_player),
            seconds=self.seconds.get(HINT_LEVEL, 1.0),
            iterations=bot.bot.iterations_for(state.config),
        )
        self._hint = (rid, index, bot)

    def thinking_now(self) -> bool:
        return self._job is not None and self._job.answer is None

    def hold(self, reason: str, held: bool) -> bool:
        """Hold the computer players for ``reason`` or let it go (each reason on its
        own); True when the last hold just went and the player to move may be asked."""
        if held == (reason in self.holds):
            return False
        if held:
            self.holds.add(reason)
            self.cancel()
            return False
        self.holds.discard(reason)
        return not self.holds

    def cancel(self) -> None:
        """Forget the question under way (its late answer is dropped)."""
        job = self._job
        self._delay.stop()
        if job is None:
            return
        self._job = None
        self._runner.cancel(job.request_id)
        if job.answer is None:
            self.thinking.emit(job.seat, False)

    def shutdown(self) -> None:
        self._delay.stop()
        self._job = None
        self._runner.shutdown()

    # ---- answers --------------------------------------------------------------------------

    @Slot(int, int)
    def _on_answered(self, request_id: int, action: int) -> None:
        if self._hint is not None and request_id == self._hint[0]:
            _, index, bot = self._hint
            self._hint = None
            self.hinted.emit(index, action, bot.explanation)
            return
        job = self._job
        if job is None or request_id != job.request_id:
            self.stale_answers += 1
            return
        job.answer = action
        self.thinking.emit(job.seat, False)
        wait_ms = self.delay_ms - int((time.monotonic() - self._last_move) * 1000)
        if self._pause and wait_ms > 0:
            self._delay.start(wait_ms)
        else:
            self._hand_on()

    @Slot()
    def _hand_on(self) -> None:
        job = self._job
        if job is None or job.answer is None:
            return
        self._job = None
        self.answered.emit(job.seat, job.index, job.answer)

    @Slot(int, float)
    def _on_progressed(self, request_id: int, fraction: float) -> None:
        job = self._job
        if job is not None and job.request_id == request_id:
            self.progress.emit(fraction)

    @Slot(int, str)
    def _on_failed(self, request_id: int, message: str) -> None:
        job = self._job
        if job is None or request_id != job.request_id:
            if self._hint is not None and request_id == self._hint[0]:
                self._hint = None
            return
        self._job = None
        self.thinking.emit(job.seat, False)
        self.failed.emit(job.seat, job.index, message)
