"""A face-down tile just drawn with a manned forest house (expansion I): lay it face up as
a plantation, or face down as a forest (``engine.phases.forest``).

The tile is drawn by the hacienda (Settler phase) or bought at the land office (Trader
phase).  Only its owner has seen it: the prompt and the buttons show it to him, the
others' line does not name it, and a forest's log line keeps its face hidden.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ...engine import actions as A
from ...engine.data import FOREST_HOUSE
from ...engine.state import GameState, Phase
from .. import names as N
from ..i18n import QT_TRANSLATE_NOOP
from .base import Button, PhasePresenter, player_name, register, sentence, translated


@dataclass
class ForestPresenter(PhasePresenter):
    def prompt(self, state: GameState, seat: int, names: Sequence[str]) -> str:
        ed = state.config.edition
        text = QT_TRANSLATE_NOOP(
            "Prompt",
            "You drew {tile}. Your {building}: lay it face up, or face down as a forest?",
        )
        tile = N.tile_phrase(state.drawn_tile, ed)
        return sentence("Prompt", text, ed, tile=tile, building=N.building_name(FOREST_HOUSE, ed))

    def buttons(self, state: GameState, legal: frozenset[int], viewer: int) -> list[Button]:
        ed = state.config.edition
        kind = state.drawn_tile
        out = []
        if A.take(kind) in legal:
            text = translated("Table", QT_TRANSLATE_NOOP("Table", "Face up"))
            out.append(
                Button("plantation", text, A.take(kind), icon="tiles/" + N.tile_art(kind, ed))
            )
        if A.take_forest(kind) in legal:
            text = translated("Table", QT_TRANSLATE_NOOP("Table", "As a forest"))
            out.append(Button("forest", text, A.take_forest(kind), icon="tiles/forest"))
        return out

    def describe(self, state: GameState, seat: int, action: int, names: Sequence[str]) -> str:
        ed = state.config.edition
        who = player_name(seat, names)
        if A.is_kind(action, "take"):
            return translated(
                "Log", QT_TRANSLATE_NOOP("Log", "{player} lays the tile drawn face up: {tile}")
            ).format(player=who, tile=N.tile_phrase(A.tile_of(action), ed))
        if A.is_kind(action, "forest"):  # its face stays hidden from the others
            return translated(
                "Log",
                QT_TRANSLATE_NOOP("Log", "{player} lays the tile drawn face down as a forest"),
            ).format(player=who)
        return super().describe(state, seat, action, names)


register(
    ForestPresenter(
        phases=(Phase.FOREST,),
        ask=QT_TRANSLATE_NOOP("Refusals", "lay the tile you drew"),
        others=QT_TRANSLATE_NOOP("Prompt", "{player} is looking at a face-down tile …"),
    )
)
