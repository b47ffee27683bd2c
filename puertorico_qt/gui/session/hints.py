"""The person's hint: the hint bot's answer for the whole decision the table asks at once.

The engine asks some decisions one small step at a time — a Mayor's arrangement one
colonist after another, a card game payment one card after another, its goods one by
one — while the table lets the person make the whole of it in one go.  A hint that named
only the first step ("Anna places 1 colonist: Indigo plantation" with five to place;
"Anna pays with the Well" where the price is three cards) answered a question the
person was not asked.  So the hint goes on as the person would: the step is played on a
copy of the state and the hint's bot is asked again while the same decision continues
(``SessionGame.goes_on``: the same seat still placing, paying, producing, keeping …),
each time from that seat's view only (``GameKind.observe``: the copy shows nothing the
person does not see).  These steps are settled by rules in the bots, so the chain is
quick; it stops after ``MAX_STEPS`` all the same.  The steps the rules then play by
force for the same decision (the last colonist where one place is left, the rest of a
payment once the cards kept are settled) belong to it too (``SessionGame.same_decision``):
the person still makes them on the table.  The move in words is the whole decision
(``SessionGame.describe_whole``); the reasons are those of its first step.

An answer for a position that is gone (the person moved, undid, loaded) is dropped.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Protocol

from PySide6.QtCore import QObject, Signal, Slot

from .bots import BotDriver
from .games import SessionGame

#: The most steps one hint plays on (a Mayor's arrangement late in a game has ~20).
MAX_STEPS = 30


class HintHost(Protocol):
    """What the chain reads of the session."""

    game: SessionGame
    state: Any
    record: Any

    def is_human_turn(self) -> bool: ...

    def names(self) -> list[str]: ...


@dataclass
class _Chain:
    index: int  # the decisions made when the hint was asked: its position
    seat: int
    state: Any  # a copy: the position of the next question
    steps: list[int] = field(default_factory=list)  # asked and forced, in order
    asked: int = 0
    first: int = -1
    explanation: object = None  # the first step's


class HintChain(QObject):
    """See the module docstring."""

    # (first action, the whole decision in words, the first step's explanation)
    ready = Signal(int, str, object)

    def __init__(self, host: HintHost, bots: BotDriver, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._host = host
        self._bots = bots
        self._chain: _Chain | None = None
        #: The steps of the latest hint's decision, in order, those the rules then played by
        #: force for the same decision included (the table marks them all).
        self.decision: tuple[int, ...] = ()
        #: The latest hint's decision in the log's words (everybody reads the log).
        self.public_words = ""
        bots.hinted.connect(self._on_answer)

    def ask(self) -> bool:
        host = self._host
        if not host.is_human_turn():
            return False
        index = len(host.record.actions)
        state = host.state
        self._chain = _Chain(index, state.current_player, state.clone())
        self._bots.ask_hint(state, index)
        return True

    @Slot(int, int, object)
    def _on_answer(self, index: int, action: int, explanation: object) -> None:
        host, chain = self._host, self._chain
        if chain is None or index != chain.index:
            return
        if index != len(host.record.actions) or not host.is_human_turn():
            self._chain = None  # the position is gone
            return
        game = host.game
        after = chain.state
        if not after.is_legal(action):  # a bot's bug: the hint keeps what it has, if any
            self._chain = None
            if chain.steps:
                self._finish(chain)
            return
        if not chain.steps:
            chain.explanation = explanation
            chain.first = action
        played = game.play(after, action)  # the decision first, then what it forced
        chain.steps.append(action)
        for seat, forced in played[1:]:
            if seat != chain.seat or not game.same_decision(action, forced):
                break
            chain.steps.append(forced)
        chain.asked += 1
        if (
            chain.asked < MAX_STEPS
            and not after.is_terminal()
            and game.goes_on(host.state, after, chain.seat)
        ):
            self._bots.ask_hint(after, index)
            return
        self._chain = None
        self._finish(chain)

    def _finish(self, chain: _Chain) -> None:
        host = self._host
        self.decision = tuple(chain.steps)
        text = host.game.describe_whole(
            host.state, chain.state, chain.seat, chain.steps, host.names()
        )
        self.public_words = host.game.describe_whole_publicly(
            host.state, chain.state, chain.seat, chain.steps, host.names()
        )
        self.ready.emit(chain.first, text, chain.explanation)


__all__ = ["MAX_STEPS", "HintChain"]
