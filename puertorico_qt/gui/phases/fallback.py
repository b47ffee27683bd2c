"""The words for a phase that has no presenter of its own yet: the program goes on
(the table, the game log, the computer players) instead of stopping, and says plainly
what is asked.  Every phase of the game should have its own presenter; this one is the
safety net while a new phase's words are written."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ...engine.actions import PASS
from ...engine.state import GameState
from ..i18n import QT_TRANSLATE_NOOP
from .base import PhasePresenter, player_name, translated


@dataclass
class FallbackPresenter(PhasePresenter):
    def prompt(self, state: GameState, seat: int, names: Sequence[str]) -> str:
        return translated("Prompt", QT_TRANSLATE_NOOP("Prompt", "To do now: {decide}.")).format(
            decide=self.ask_text(state.config.edition)
        )

    def title(self, state: GameState) -> str:
        if state.role >= 0:
            return super().title(state)
        return translated("Phases", QT_TRANSLATE_NOOP("Phases", "Setting up"))

    def describe(self, state: GameState, seat: int, action: int, names: Sequence[str]) -> str:
        if action == PASS:
            return self.pass_line(state, player_name(seat, names))
        return translated("Log", QT_TRANSLATE_NOOP("Log", "{player}: {action}")).format(
            player=player_name(seat, names), action=state.format_action(action)
        )


FALLBACK = FallbackPresenter(
    phases=(),
    ask=QT_TRANSLATE_NOOP("Refusals", "make the decision asked now"),
    others=QT_TRANSLATE_NOOP("Prompt", "{player} is deciding …"),
)
