"""Workers placed at once (expansions III and IV, ``engine.phases.place_workers``): the
smuggler's poached workers, the festival's three for the plantation goal.

The player puts them one at a time on free circles — dragged from the "to place" space
beside the {san_juan} space onto a tile or building, or picked there with a click and put
down with another, or a free circle double-clicked — and may stop: the button says
where the rest go (poached ones back to the supply, the festival's onto the {san_juan}
space).  Each placement is a line of the log, and so is the stop.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ...engine import actions as A
from ...engine.phases.place_workers import RESUME_SMUGGLER
from ...engine.reasons import Why
from ...engine.rules import building_place, tile_place
from ...engine.state import GameState, Phase
from .. import names as N
from ..i18n import QT_TRANSLATE_NOOP
from .base import Button, PhasePresenter, Template, player_name, register, sentence, translated
from .places import place_name


def poached(state: GameState) -> bool:
    """Are the workers being placed the smuggler's (the rest go back to the supply)?"""
    return state.place_resume == RESUME_SMUGGLER


def place_of(action: int) -> int | None:
    """The place (``engine.rules``: a tile kind or a building's place) of a placement."""
    value = A.decode(action) if A.is_kind(action, "place") else None
    if isinstance(value, A.PlaceOnTile):
        return tile_place(value.tile)
    if isinstance(value, A.PlaceOnBuilding):
        return building_place(value.building)
    return None


@dataclass
class PlaceWorkersPresenter(PhasePresenter):
    def prompt(self, state: GameState, seat: int, names: Sequence[str]) -> str:
        ed = state.config.edition
        if state.place_left == 1:  # "your 1 colonist … drag them" read wrong
            if poached(state):
                text = QT_TRANSLATE_NOOP(
                    "Prompt",
                    "Put your {colonist} on a free circle now — drag it from the space "
                    "“To place” onto one of your tiles or buildings, or double-click a free "
                    "circle. Not on the {san_juan} space: if you do not place it, it goes back "
                    "to the supply.",
                )
            else:
                text = QT_TRANSLATE_NOOP(
                    "Prompt",
                    "Put your {colonist} on a free circle now — drag it from the space "
                    "“To place” onto one of your tiles or buildings, or double-click a free "
                    "circle. If you do not place it, it waits on the {san_juan} space.",
                )
            return sentence("Prompt", text, ed)
        if poached(state):
            text = QT_TRANSLATE_NOOP(
                "Prompt",
                "Put your {workers} on free circles now — drag them from the space "
                "“To place” onto your tiles and buildings, or double-click a free circle. Not "
                "on the {san_juan} space: those you do not place go back to the supply.",
            )
        else:
            text = QT_TRANSLATE_NOOP(
                "Prompt",
                "Put your {workers} on free circles now — drag them from the space "
                "“To place” onto your tiles and buildings, or double-click a free circle. "
                "Those you do not place wait on the {san_juan} space.",
            )
        return sentence("Prompt", text, ed, workers=N.n_colonists(state.place_left, ed))

    def title(self, state: GameState) -> str:
        if poached(state):
            return super().title(state)
        festival = N.term("festival", state.config.edition)
        return translated("Phases", QT_TRANSLATE_NOOP("Phases", "{festival}: {Colonists}")).format(
            festival=festival, Colonists=N.term("Colonists", state.config.edition)
        )

    def pass_text(self, state: GameState, viewer: int) -> str:
        if poached(state):
            text = QT_TRANSLATE_NOOP("Table", "Stop: the rest back to the supply")
        else:
            text = QT_TRANSLATE_NOOP("Table", "Stop: the rest on the {san_juan} space")
        return sentence("Table", text, state.config.edition)

    def buttons(self, state: GameState, legal: frozenset[int], viewer: int) -> list[Button]:
        if A.PASS not in legal:
            return []
        return [Button("pass", self.pass_text(state, viewer), A.PASS)]

    def describe(self, state: GameState, seat: int, action: int, names: Sequence[str]) -> str:
        place = place_of(action)
        if place is None:
            return super().describe(state, seat, action, names)
        ed = state.config.edition
        text = QT_TRANSLATE_NOOP("Log", "{player} places a {colonist}: {place}")
        return sentence("Log", text, ed, player=player_name(seat, names),
                        place=place_name(place, ed))  # fmt: skip

    def pass_line(self, state: GameState, who: str) -> str:
        ed = state.config.edition
        if poached(state):
            text = QT_TRANSLATE_NOOP("Log", "{player} sends {workers} back to the supply")
        else:
            text = QT_TRANSLATE_NOOP("Log", "{player} puts {workers} on the {san_juan} space")
        return sentence("Log", text, ed, player=who, workers=N.n_colonists(state.place_left, ed))


register(
    PlaceWorkersPresenter(
        phases=(Phase.PLACE_WORKERS,),
        ask=QT_TRANSLATE_NOOP("Refusals", "place the {colonists} you won, or stop"),
        others=QT_TRANSLATE_NOOP("Prompt", "{player} is placing {colonists} …"),
        reasons={
            Why.PLACE_NO_FREE_CIRCLE: Template(
                "Refusals",
                QT_TRANSLATE_NOOP("Refusals", "That place has no free circle of yours."),
            ),
        },
    )
)
