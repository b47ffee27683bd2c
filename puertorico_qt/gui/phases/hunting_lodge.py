"""The hunting lodge (expansion II) at the end of the Settler phase: manned by a
colonist, its owner may give up one plantation or forest (``engine.phases.hunting_lodge``;
manned by a noble it pays VP by rule, without a question).  A button per tile he could
give up, and "Keep all"."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ...engine import actions as A
from ...engine.data import HUNTING_LODGE
from ...engine.state import GameState, Phase
from .. import names as N
from ..i18n import QT_TRANSLATE_NOOP
from .base import Button, PhasePresenter, player_name, register, sentence, translated
from .places import give_up_art, give_up_name, give_up_phrase


@dataclass
class HuntingLodgePresenter(PhasePresenter):
    def prompt(self, state: GameState, seat: int, names: Sequence[str]) -> str:
        ed = state.config.edition
        if any(state.players[seat].forest):  # forests only with the forest house's game
            text = QT_TRANSLATE_NOOP(
                "Prompt",
                "Your {building}: give up one of your {plantations} or forests? It goes to the "
                "discard pile, a {colonist} on it to the {san_juan} space.",
            )
        else:
            text = QT_TRANSLATE_NOOP(
                "Prompt",
                "Your {building}: give up one of your {plantations}? It goes to the discard "
                "pile, a {colonist} on it to the {san_juan} space.",
            )
        return sentence("Prompt", text, ed, building=N.building_name(HUNTING_LODGE, ed))

    def others_prompt(self, state: GameState, who: str) -> str:
        ed = state.config.edition
        building = N.building_name(HUNTING_LODGE, ed)
        return sentence("Prompt", self.others, ed, player=who, building=building)

    def buttons(self, state: GameState, legal: frozenset[int], viewer: int) -> list[Button]:
        ed = state.config.edition
        out = []
        for action in sorted(legal):
            tile = A.decode(action)
            if isinstance(tile, A.Discard):
                out.append(
                    Button(
                        "discard " + state.format_action(action),
                        give_up_name(tile.kind, tile.forest, ed),
                        action,
                        icon=give_up_art(tile.kind, tile.forest, ed),
                    )
                )
        if A.PASS in legal:
            text = translated("Table", QT_TRANSLATE_NOOP("Table", "Keep all"))
            out.append(Button("pass", text, A.PASS, primary=True))
        return out

    def describe(self, state: GameState, seat: int, action: int, names: Sequence[str]) -> str:
        tile = A.decode(action)
        if not isinstance(tile, A.Discard):
            return super().describe(state, seat, action, names)
        ed = state.config.edition
        return translated(
            "Log", QT_TRANSLATE_NOOP("Log", "{player} gives up {tile} ({building})")
        ).format(
            player=player_name(seat, names),
            tile=give_up_phrase(tile.kind, tile.forest, ed),
            building=N.building_name(HUNTING_LODGE, ed),
        )

    def pass_line(self, state: GameState, who: str) -> str:
        ed = state.config.edition
        text = QT_TRANSLATE_NOOP("Log", "{player} keeps all tiles ({building})")
        return sentence("Log", text, ed, player=who, building=N.building_name(HUNTING_LODGE, ed))


register(
    HuntingLodgePresenter(
        phases=(Phase.HUNTING_LODGE,),
        ask=QT_TRANSLATE_NOOP("Refusals", "decide whether to give up a tile"),
        others=QT_TRANSLATE_NOOP("Prompt", "{player} is deciding at the {building} …"),
    )
)
