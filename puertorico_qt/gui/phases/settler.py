"""The Settler: taking a plantation or quarry, the hacienda's face-down draw."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ...engine import actions as A
from ...engine.data import FOREST_HOUSE, HACIENDA, LIBRARY, QUARRY
from ...engine.reasons import Why
from ...engine.rules import drawn_tile_public
from ...engine.state import GameState, Phase
from .. import names as N
from ..i18n import QT_TRANSLATE_NOOP
from .base import Button, PhasePresenter, Template, player_name, register, translated


@dataclass
class SettlerPresenter(PhasePresenter):
    def prompt(self, state: GameState, seat: int, names: Sequence[str]) -> str:
        ed = state.config.edition
        legal = state.legal_actions()
        text = translated(
            "Prompt",
            QT_TRANSLATE_NOOP(
                "Prompt",
                "Drag a tile from the offer onto your {island} (or double-click it), or pass.",
            ),
        ).format(**N.words(ed))
        extra = []
        if A.take(QUARRY) in legal:
            extra.append(
                translated(
                    "Prompt", QT_TRANSLATE_NOOP("Prompt", "A quarry is allowed for you too.")
                )
            )
        if A.HACIENDA_DRAW in legal:
            extra.append(
                translated(
                    "Prompt",
                    QT_TRANSLATE_NOOP(
                        "Prompt", "Your {building} lets you first draw a face-down tile."
                    ),
                ).format(building=N.building_name(HACIENDA, ed))
            )
        if any(A.is_kind(a, "forest") for a in legal):
            extra.append(
                translated(
                    "Prompt",
                    QT_TRANSLATE_NOOP(
                        "Prompt",
                        "With your {building} you may lay it face down as a forest instead "
                        "(the buttons).",
                    ),
                ).format(building=N.building_name(FOREST_HOUSE, ed))
            )
        if state.privilege_used:  # the library's extra take, after everyone's turn
            text = translated(
                "Prompt",
                QT_TRANSLATE_NOOP(
                    "Prompt",
                    "Your {building} doubles the privilege: drag one more tile onto your "
                    "{island} (or double-click it), or pass.",
                ),
            ).format(building=N.building_name(LIBRARY, ed), island=N.term("island_word", ed))
        return " ".join([text, *extra])

    def buttons(self, state: GameState, legal: frozenset[int], viewer: int) -> list[Button]:
        out = []
        if A.HACIENDA_DRAW in legal:
            text = translated("Table", QT_TRANSLATE_NOOP("Table", "Draw a face-down tile"))
            out.append(Button("hacienda", text, A.HACIENDA_DRAW, icon="tiles/tile_back"))
        ed = state.config.edition
        for k in range(5):
            if A.take_forest(k) in legal:
                text = translated("Table", QT_TRANSLATE_NOOP("Table", "{good} as a forest"))
                out.append(
                    Button(
                        f"forest{k}",
                        text.format(good=N.good_name(k, ed)),
                        A.take_forest(k),
                        icon="tiles/" + N.tile_art(k, ed),
                    )
                )
        return out + super().buttons(state, legal, viewer)

    def describe(self, state: GameState, seat: int, action: int, names: Sequence[str]) -> str:
        ed = state.config.edition
        who = player_name(seat, names)
        if A.is_kind(action, "take"):
            return translated("Log", QT_TRANSLATE_NOOP("Log", "{player} takes {tile}")).format(
                player=who, tile=N.tile_phrase(A.tile_of(action), ed)
            )
        laid = A.decode(action)
        if isinstance(laid, A.TakeForest):  # a face-up tile of the offer: seen by everyone
            return translated(
                "Log", QT_TRANSLATE_NOOP("Log", "{player} lays {tile} face down as a forest")
            ).format(player=who, tile=N.tile_phrase(laid.kind, ed))
        if action == A.HACIENDA_DRAW:
            building = N.building_name(HACIENDA, ed)
            seen_by_all = drawn_tile_public(state, seat)  # else looked at first
            if state.pile and seen_by_all:  # the top of the face-down pile is the tile drawn
                return translated(
                    "Log",
                    QT_TRANSLATE_NOOP(
                        "Log", "{player} draws {tile} from the face-down pile ({building})"
                    ),
                ).format(player=who, tile=N.tile_phrase(state.pile[-1], ed), building=building)
            return translated(
                "Log",
                QT_TRANSLATE_NOOP("Log", "{player} draws a face-down {plantation} ({building})"),
            ).format(player=who, plantation=N.term("plantation", ed), building=building)
        return super().describe(state, seat, action, names)

    def pass_line(self, state: GameState, who: str) -> str:
        return translated("Log", QT_TRANSLATE_NOOP("Log", "{player} takes no {plantation}")).format(
            player=who, plantation=N.term("plantation", state.config.edition)
        )


register(
    SettlerPresenter(
        phases=(Phase.SETTLER,),
        ask=QT_TRANSLATE_NOOP("Refusals", "take a tile or pass"),
        others=QT_TRANSLATE_NOOP("Prompt", "{player} is choosing a tile …"),
        reasons={
            Why.ISLAND_FULL: Template(
                "Refusals", QT_TRANSLATE_NOOP("Refusals", "Your {island} is full.")
            ),
            Why.QUARRY_NOT_YOURS: Template(
                "Refusals",
                QT_TRANSLATE_NOOP(
                    "Refusals",
                    "Only the {settler} (or the owner of a manned {building}) may take a quarry.",
                ),
            ),
            Why.NO_QUARRY_LEFT: Template(
                "Refusals", QT_TRANSLATE_NOOP("Refusals", "No quarries are left.")
            ),
            Why.NO_FACE_UP_TILE: Template(
                "Refusals", QT_TRANSLATE_NOOP("Refusals", "There is no face-up {tile} left.")
            ),
            Why.HACIENDA_UNMANNED: Template(
                "Refusals",
                QT_TRANSLATE_NOOP(
                    "Refusals", "You need a manned {building} to draw a face-down tile."
                ),
            ),
            Why.HACIENDA_USED: Template(
                "Refusals",
                QT_TRANSLATE_NOOP(
                    "Refusals", "The {building} draws once, before your normal pick."
                ),
            ),
            Why.PILE_EMPTY: Template(
                "Refusals", QT_TRANSLATE_NOOP("Refusals", "No face-down tile is left.")
            ),
            Why.IDLE_ISLAND_FULL: Template(
                "Advice",
                QT_TRANSLATE_NOOP(
                    "Advice", "Your {island} is full: there is no space for another tile."
                ),
            ),
        },
    )
)
