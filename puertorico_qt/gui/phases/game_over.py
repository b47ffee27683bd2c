"""The end of the game: who won, with how many VP."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ...engine.rules import score_breakdown, winners
from ...engine.state import GameState, Phase
from .. import names as N
from ..i18n import QT_TRANSLATE_NOOP
from .base import PhasePresenter, listing, player_name, register, translated


@dataclass
class GameOverPresenter(PhasePresenter):
    def prompt(self, state: GameState, seat: int, names: Sequence[str]) -> str:
        """Who won (the chip and the title say already that the game is over)."""
        won = winners(state)
        best = score_breakdown(state)[won[0]].total
        if len(won) == 1:
            return translated(
                "Prompt", QT_TRANSLATE_NOOP("Prompt", "{player} wins with {vp}.")
            ).format(player=player_name(won[0], names), vp=N.n_vp(best))
        return translated(
            "Prompt",
            QT_TRANSLATE_NOOP("Prompt", "{players} share the win with {vp}."),
        ).format(players=listing([player_name(s, names) for s in won]), vp=N.n_vp(best))

    def title(self, state: GameState) -> str:
        # (the chip beside it says "Game over": the title does not say it again)
        return translated("Phases", QT_TRANSLATE_NOOP("Phases", "Final scores"))

    def buttons(self, state, legal, viewer):
        return []


register(
    GameOverPresenter(
        phases=(Phase.GAME_OVER,),
        ask=QT_TRANSLATE_NOOP("Refusals", "start a new game"),
        others="",
    )
)
