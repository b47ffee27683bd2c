"""What the session needs to know of each game, beside its rules (``games.GameKind``).

``GameSession`` is one conductor for both games: the record, the undo stack, the
computer players, the autosave, the hand-over between people and the game log work the
same way whatever is played.  The few things that differ are gathered here, one
``SessionGame`` per game: how an action is applied with its forced steps, when hidden
information was revealed (undo stops there), when a computer player's next decision
follows without the pause for the eye, how a move reads in the log, what the charts
keep per round, and whether people at one screen must hand it over between turns.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import partial
from typing import Any

from ... import cards
from ...engine import GameState, Phase
from ...engine import actions as A
from ...engine.rules import end_cause
from ...games import BOARD_GAME, CARD_GAME, GameKind
from ...persistence import SeatInfo
from .. import phases
from ..cards import log_lines, narration, reasons, sequence
from ..phases import Line
from ..phases.mayor import describe_placements
from ..reasons import reason_text
from .game_log import Narrate, board_lines
from .history import board_row, card_row
from .setup import NewGameSetup

Steps = list[tuple[int, int]]


@dataclass(frozen=True, slots=True)
class SessionGame:
    """One game as the session plays it (see the module docstring)."""

    kind: GameKind
    #: Apply a checked action, with the steps the rules played by force after it:
    #: ``[(seat, action), …]``, the decision first.
    play: Callable[[Any, int], Steps]
    #: Did the step from ``before`` to ``after`` show what was hidden (undo stops)?
    revealed: Callable[[Any, Any], bool]
    #: Does ``seat``, a computer player, go on with a decision it began (no pause)?
    continues: Callable[[Any, int], bool]
    #: The log line of ``action`` by ``seat`` in ``state`` (the state before it).
    describe: Callable[[Any, int, int, Sequence[str]], str]
    #: Is ``action`` in ``state`` too small a step to be the table's "last move"?
    quiet: Callable[[Any, int], bool]
    #: Why ``action`` is not legal in ``state``, in the player's words.
    refusal: Callable[[Any, int], str]
    #: The log's lines of one ``apply`` (see ``game_log.Narrate``).
    narrate: Narrate
    #: The heading of the round ``state`` is in.
    heading: Callable[[Any, Sequence[str]], Line]
    #: A row of the charts after a round (``history``).
    row: Callable[[Any, int], Any]
    #: Are the others' points hidden from a viewer in this game (hidden VP chips)?
    hidden_scores: Callable[[Any], bool]
    #: With several people at the screen, does each turn need the hand-over screen?
    handover: Callable[[Any], bool]
    #: What the rules turn face up for the whole table as ``action`` is played from
    #: ``state`` (the card game's gold mines: ``cards.Prospecting``), or None.
    turned_up: Callable[[Any, int], Any] = lambda state, action: None
    #: ``describe`` for the eyes of ``seat``'s player only (a hint) or after the game
    #: (the key moments): the card game names the hand cards its log keeps hidden.
    #: None: ``describe`` (the board game hides nothing a move shows).
    describe_own: Callable[[Any, int, int, Sequence[str]], str] | None = None

    #: Does a person's decision the table asks at once, begun in ``start``, go on in
    #: ``after`` for ``seat`` (a Mayor still placing, a payment, a second card to keep)?
    goes_on: Callable[[Any, Any, int], bool] = lambda start, after, seat: False
    #: Is ``other``, a step the rules played by force right after ``first`` for the same
    #: seat, part of the same decision (the last colonists of a Mayor's arrangement, the
    #: rest of a payment)?  The hint shows the whole decision.
    same_decision: Callable[[int, int], bool] = lambda first, other: False
    #: A person's whole decision (its steps, forced ones included, in order) in words for
    #: that person: the hint.  ``before``/``after``: the states around it.  None where
    #: the first step's words say it all.
    describe_decision: Callable[[Any, Any, int, Sequence[int], Sequence[str]], str | None] = (
        lambda before, after, seat, steps, names: None
    )

    #: Why the game ends, when the decision from ``before`` to ``after`` set off its end
    #: (``(before, after, names, over)``; ``over``: said after the game, on the score
    #: sheet), else None; ``ending.why_it_ends`` finds that decision.
    ending: Callable[[Any, Any, Sequence[str], bool], str | None] = (
        lambda before, after, names, over: None
    )

    #: ``describe_decision`` in the log's words, which everybody at the screen reads: the
    #: hint's line in the log (the card game counts the hand cards that the hint itself
    #: names for its player).  None where the first step's log line says it all.
    describe_decision_public: Callable[
        [Any, Any, int, Sequence[int], Sequence[str]], str | None
    ] = lambda before, after, seat, steps, names: None

    def describe_for_player(self, state: Any, seat: int, action: int, names: Sequence[str]) -> str:
        describe = self.describe_own if self.describe_own is not None else self.describe
        return describe(state, seat, action, names)

    def describe_whole(
        self, before: Any, after: Any, seat: int, steps: Sequence[int], names: Sequence[str]
    ) -> str:
        """``steps``, one decision of ``seat`` from ``before`` to ``after``, in words for
        that player (``describe_decision``, else its first step's)."""
        whole = self.describe_decision(before, after, seat, steps, names)
        return (
            whole if whole is not None else self.describe_for_player(before, seat, steps[0], names)
        )

    def describe_whole_publicly(
        self, before: Any, after: Any, seat: int, steps: Sequence[int], names: Sequence[str]
    ) -> str:
        """``describe_whole`` for everybody's eyes: the log's words of the decision
        (``describe_decision_public``, else its first step's log line)."""
        whole = self.describe_decision_public(before, after, seat, steps, names)
        return whole if whole is not None else self.describe(before, seat, steps[0], names)

    @property
    def name(self) -> str:
        return self.kind.name

    def setup_from(self, seats: list[SeatInfo], config: dict, seed: int | None) -> NewGameSetup:
        return NewGameSetup.from_config(seats, config, seed, self.name)


# --------------------------------------------------------------------------- the board game


def _board_play(state: GameState, action: int) -> Steps:
    steps: Steps = []
    state.apply(action, steps)
    return steps


def _board_revealed(before: GameState, after: GameState) -> bool:
    """A plantation drawn from the face-down pile (a new offer, a hacienda draw, a forest
    house's or land office's draw) or a reshuffle of the discards changes the pile or
    the state's RNG; the end of a game with hidden VP chips turns the chips over.  The
    end of expansion I's building draft counts too: the board is then settled for
    everybody, and no pick is taken back once the game is under way."""
    if after.rng != before.rng or len(after.pile) < len(before.pile):
        return True
    if before.phase == Phase.DRAFT and after.phase != Phase.DRAFT:
        return True
    return after.is_terminal() and after.config.hidden_vp


def _board_continues(state: GameState, seat: int) -> bool:
    """Is ``seat`` in the middle of its Mayor arrangement (a colonist already placed)?"""
    return (
        state.phase == Phase.MAYOR and state.current == seat and state.players[seat].colonists() > 0
    )


def _board_decision(
    before: GameState, after: GameState, seat: int, steps: Sequence[int], names: Sequence[str]
) -> str | None:
    """A Mayor's arrangement as it stands once its steps are played; None for any other
    decision."""
    if not A.is_kind(steps[0], "place"):
        return None
    return describe_placements(after, seat, -1, names)


def _board_ending(
    before: GameState, after: GameState, names: Sequence[str], over: bool
) -> str | None:
    ending = end_cause(before, after)
    if ending is None:
        return None
    return phases.describe_ending(ending, before.config.edition, names, over)


def _board_heading(state: GameState, names: Sequence[str]) -> Line:
    return partial(
        phases.round_heading, state.round, state.governor, state.config.edition, list(names)
    )


BOARD = SessionGame(
    kind=BOARD_GAME,
    play=_board_play,
    revealed=_board_revealed,
    continues=_board_continues,
    goes_on=lambda start, after, seat: _board_continues(after, seat),
    same_decision=lambda first, other: A.is_kind(first, "place") and A.is_kind(other, "place"),
    describe_decision=_board_decision,
    describe_decision_public=_board_decision,  # the board game hides nothing a move shows
    ending=_board_ending,
    describe=lambda state, seat, action, names: phases.describe_action(
        state, seat, action, list(names)
    ),
    quiet=lambda state, action: False,
    refusal=lambda state, action: reason_text(state.why_illegal(action), state.config.edition),
    narrate=board_lines,
    heading=_board_heading,
    row=board_row,
    hidden_scores=lambda state: bool(state.config.hidden_vp) and not state.is_terminal(),
    handover=lambda config: bool(config.hidden_vp),
)


# --------------------------------------------------------------------------- the card game


def _card_play(state: cards.CardState, action: int) -> Steps:
    steps: Steps = []
    state.apply(action, steps)
    return steps


def _card_turned_up(state: cards.CardState, action: int) -> cards.Prospecting | None:
    """The cards gold mines and Goldschmiede turn up, if ``action`` plays a Prospector
    phase in which any did."""
    seen = cards.public_prospecting(state, action)
    return seen if seen is not None and seen.reveals else None


def _card_revealed(before: cards.CardState, after: cards.CardState) -> bool:
    """Every draw from the deck shows somebody a card (a councillor's, a producer's good,
    a gold mine's, a trader's pay), a reshuffle changes the generator, and a trader turns
    up the next trading-house tile."""
    return (
        after.rng != before.rng
        or len(after.deck) < len(before.deck)
        or sum(after.discard) < sum(before.discard)
        or after.trades != before.trades
    )


CARDS = SessionGame(
    kind=CARD_GAME,
    play=_card_play,
    revealed=_card_revealed,
    continues=log_lines.continues_sequence,
    describe=narration.describe_action,
    goes_on=sequence.choice_goes_on,
    same_decision=sequence.same_choice,
    describe_decision=narration.describe_own_decision,
    describe_decision_public=narration.describe_public_decision,
    ending=log_lines.card_ending,
    quiet=log_lines.quiet_step,
    refusal=reasons.refusal,
    narrate=log_lines.card_lines,
    heading=log_lines.heading,
    row=card_row,
    hidden_scores=lambda state: False,
    handover=lambda config: True,  # every hand is secret
    turned_up=_card_turned_up,
    describe_own=narration.describe_own_action,
)

#: Every game by its name (``games.GAMES``' names).
SESSION_GAMES: dict[str, SessionGame] = {game.name: game for game in (BOARD, CARDS)}


def session_game(name: str) -> SessionGame:
    """The game called ``name`` (ValueError for a game the program does not play)."""
    try:
        return SESSION_GAMES[name]
    except KeyError:
        raise ValueError(f"unknown game {name!r}") from None


def checked_sequence(game: SessionGame, state: Any, actions: list[int]) -> tuple[list[int], str]:
    """A person's decision made of several actions, checked on a copy of ``state``: the
    decisions to apply and "", or [] and the rules' reason for the first one refused.
    Where the rules finish the sequence by force (the last cards of a price), the
    actions left are what they played: they are not decisions."""
    trial = state.clone()
    decisions: list[int] = []
    moved_on = False  # the last action (with its forced steps) left its question
    for action in (int(a) for a in actions):
        if trial.is_terminal() or not trial.is_legal(action):
            if moved_on and decisions:
                break  # the rules finished the sequence by force
            return [], game.refusal(trial, action)
        asked = (trial.phase, trial.current_player)
        decisions.append(action)
        game.play(trial, action)
        moved_on = (trial.phase, trial.current_player) != asked
    return decisions, ""


__all__ = ["BOARD", "CARDS", "SESSION_GAMES", "SessionGame", "checked_sequence", "session_game"]
