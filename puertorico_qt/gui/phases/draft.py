"""The building draft (expansion I): before the first round the players, the governor
first, put the board's buildings on its free spaces (the draft screen:
``gui.draft``)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ...engine import actions as A
from ...engine.data import BUILDINGS
from ...engine.setup import copies
from ...engine.state import GameState, Phase
from .. import names as N
from ..i18n import QT_TRANSLATE_NOOP
from .base import PhasePresenter, player_name, register, translated


@dataclass
class DraftPresenter(PhasePresenter):
    def title(self, state: GameState) -> str:
        return translated("Phases", QT_TRANSLATE_NOOP("Phases", "Building draft"))

    def prompt(self, state: GameState, seat: int, names: Sequence[str]) -> str:
        return translated(
            "Prompt",
            QT_TRANSLATE_NOOP(
                "Prompt",
                "Drag a building onto a free space of the board that costs as much "
                "(or double-click it).",
            ),
        )

    def describe(self, state: GameState, seat: int, action: int, names: Sequence[str]) -> str:
        if not A.is_kind(action, "draft"):
            return super().describe(state, seat, action, names)
        ed = state.config.edition
        b = A.drafted_of(action)
        if copies(state.config, b) > 1:
            text = QT_TRANSLATE_NOOP(
                "Log", "{player} puts the {building} on the board ({cost}, with its twin)"
            )
        else:
            text = QT_TRANSLATE_NOOP("Log", "{player} puts the {building} on the board ({cost})")
        return translated("Log", text).format(
            player=player_name(seat, names),
            building=N.building_name(b, ed),
            cost=N.n_doubloons(BUILDINGS[b].cost, ed),
        )


register(
    DraftPresenter(
        phases=(Phase.DRAFT,),
        ask=QT_TRANSLATE_NOOP("Refusals", "choose a building for the board"),
        others=QT_TRANSLATE_NOOP("Prompt", "{player} is choosing a building for the board …"),
    )
)
