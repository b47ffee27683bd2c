"""The states of a recorded game, one per decision, for the replay window.

A record (``persistence.GameRecord``) is played once, the way the session replays a
loaded game (``GameSession._replay_history``): each decision through the game's
``SessionGame.play`` (which plays the steps that leave no choice too), the log lines
through its ``narrate``, the charts' rows through ``RoundHistory``.  Step ``i`` is the
table after the first ``i`` decisions: step 0 is the start, the last step the end.

No Qt here beyond what the session's game descriptions import: the lines are kept as
functions that write them in the current language.
"""

from __future__ import annotations

from bisect import bisect_right
from dataclasses import dataclass, field
from functools import partial
from typing import Any

from ...persistence import GameRecord, SaveError
from ..phases import Line
from ..session.game_log import GameLog
from ..session.games import SessionGame, session_game
from ..session.history import RoundHistory


@dataclass(slots=True)
class ReplaySteps:
    """Every step of one record (see the module docstring)."""

    record: GameRecord
    game: SessionGame
    states: list[Any] = field(default_factory=list)
    #: The log's entries (line, is a heading) of the whole game; ``log_size[i]`` of them
    #: are written by step ``i``.
    log: list[tuple[Line, bool]] = field(default_factory=list)
    log_size: list[int] = field(default_factory=list)
    #: The decision that led to step ``i`` in words (None for step 0).
    moves: list[Line | None] = field(default_factory=list)
    #: The seat that made the decision that led to step ``i`` (-1 for step 0).
    movers: list[int] = field(default_factory=list)
    #: The charts' rows (one per finished round, the start first, the end last).
    rows: list[Any] = field(default_factory=list)
    #: (round, state) at the end of every row's round, for the win chances.
    round_states: list[tuple[int, Any]] = field(default_factory=list)

    @classmethod
    def from_record(cls, record: GameRecord) -> ReplaySteps:
        """Play ``record`` (SaveError when it is of another game or does not replay)."""
        try:
            game = session_game(record.game)
        except ValueError:
            raise SaveError(f"a saved game of another game ({record.game!r})", "foreign") from None
        record.replay()  # the persistence layer's own check, with its numbered errors
        out = cls(record, game)
        state = record.new_state()
        names = [s.name for s in record.seats]
        log = GameLog(game.narrate)
        history = RoundHistory(game.row)
        history.clear(state)
        if record.actions:
            log.add(game.heading(state, names), heading=True)
        out.states.append(state.clone())
        out.log_size.append(len(log.entries))
        out.moves.append(None)
        out.movers.append(-1)
        for text in record.actions:
            seat = state.current_player
            before = state.clone()
            steps = game.play(state, state.parse_action(text))
            after = state.clone()
            log.steps(before, after, steps, names)
            history.after_step(state, before.round)
            out.states.append(after)
            out.log_size.append(len(log.entries))
            # each step says what it was, a card paid too (the table's last move skips those)
            out.moves.append(partial(game.describe, before, seat, steps[0][1], names))
            out.movers.append(seat)
        out.log = list(log.entries)
        out.rows = history.rows()
        out.round_states = history.states()
        return out

    # ------------------------------------------------------------------ reading

    @property
    def last(self) -> int:
        """The last step (the number of decisions)."""
        return len(self.states) - 1

    @property
    def finished(self) -> bool:
        return bool(self.states[-1].is_terminal())

    def round_of(self, step: int) -> int:
        return int(self.states[step].round)

    def round_starts(self) -> list[int]:
        """The first step of every round, in order (step 0 first)."""
        starts = [0]
        for step in range(1, len(self.states)):
            if self.round_of(step) != self.round_of(step - 1) and not self._end(step):
                starts.append(step)
        return starts

    def rounds(self) -> list[int]:
        """The rounds' numbers, in the order of ``round_starts``."""
        return [self.round_of(step) for step in self.round_starts()]

    def round_start(self, round_number: int) -> int:
        """The first step of the round ``round_number`` (ValueError when there is none)."""
        for step in self.round_starts():
            if self.round_of(step) == round_number:
                return step
        raise ValueError(f"no round {round_number} in this game")

    def next_round(self, step: int) -> int:
        """The start of the round after the one ``step`` is in (the last step after the
        last round)."""
        starts = self.round_starts()
        at = bisect_right(starts, step)
        return starts[at] if at < len(starts) else self.last

    def previous_round(self, step: int) -> int:
        """The start of the round ``step`` is in, or of the round before when ``step``
        is that start already."""
        starts = self.round_starts()
        at = bisect_right(starts, step) - 1
        if at >= 0 and starts[at] == step:
            at -= 1
        return starts[max(at, 0)]

    def log_until(self, step: int) -> list[tuple[Line, bool]]:
        return self.log[: self.log_size[step]]

    def _end(self, step: int) -> bool:
        """The end of the game is no round of its own (its round may count on)."""
        return bool(self.states[step].is_terminal())


__all__ = ["ReplaySteps"]
