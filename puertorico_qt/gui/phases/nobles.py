"""Which workers are nobles (expansion II), asked after a player's Mayor placement when
it matters: on the land office, the chapel, the hunting lodge and the zoning office a
noble and a colonist do different things (``engine.phases.nobles``).  A toggle per such
building a noble may man (on: a noble mans it), starting from the answer with the most
nobles, and one button that gives the answer the toggles show."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ...engine import actions as A
from ...engine.data import NOBLE_SENSITIVE
from ...engine.state import GameState, Phase
from .. import names as N
from ..i18n import QT_TRANSLATE_NOOP
from ..tooltips import building_tooltip
from .base import Button, listing, player_name, register, sentence, translated
from .toggles import TogglesPresenter, mask_of


def _buildings(mask: int, edition: int) -> list[str]:
    """The names of the colonist-or-noble buildings in ``mask`` (bit i: NOBLE_SENSITIVE[i])."""
    return [N.building_name(b, edition) for i, b in enumerate(NOBLE_SENSITIVE) if mask >> i & 1]


def _manned(state: GameState, seat: int) -> int:
    bocc = state.players[seat].bocc
    return sum(1 << i for i, b in enumerate(NOBLE_SENSITIVE) if bocc[b] > 0)


@dataclass
class NoblesPresenter(TogglesPresenter):
    kind = "nobles"

    def prompt(self, state: GameState, seat: int, names: Sequence[str]) -> str:
        ed = state.config.edition
        text = QT_TRANSLATE_NOOP(
            "Prompt",
            "Say which of these buildings a {noble} mans — {buildings}. A {noble} "
            "there works differently from a {colonist} (each button's tip says how); you have "
            "{nobles_n}.",
        )
        return sentence(
            "Prompt",
            text,
            ed,
            nobles_n=N.n_nobles(state.players[seat].nobles, ed),
            buildings=listing(_buildings(_manned(state, seat), ed)),
        )

    def toggle(self, state: GameState, bit: int, checked: bool) -> Button:
        ed = state.config.edition
        building = N.building_name(NOBLE_SENSITIVE[bit], ed)
        # what a noble there does, beside a colonist (the building's own words)
        tip = building_tooltip(NOBLE_SENSITIVE[bit], ed)
        return Button(
            f"noble_on{bit}", building, toggle=bit, checked=checked, icon="tokens/noble", tip=tip
        )

    def confirm(self, state: GameState, mask: int) -> tuple[int, str, str | None]:
        ed = state.config.edition
        if mask:
            text = translated("Table", QT_TRANSLATE_NOOP("Table", "{Nobles}: {buildings}"))
        else:
            text = translated("Table", QT_TRANSLATE_NOOP("Table", "{Colonists} only"))
        text = text.format(
            Nobles=N.term("Nobles", ed),
            Colonists=N.term("Colonists", ed),
            buildings=listing(_buildings(mask, ed)),
        )
        return A.choose_nobles(mask), text, "tokens/noble" if mask else "tokens/colonist"

    def describe(self, state: GameState, seat: int, action: int, names: Sequence[str]) -> str:
        if not A.is_kind(action, "nobles"):
            return super().describe(state, seat, action, names)
        ed = state.config.edition
        mask = mask_of(action)
        if mask and mask & (mask - 1) == 0:  # one building: one noble, in words of one
            text = QT_TRANSLATE_NOOP("Log", "{player} puts a {noble} in: {buildings}")
            shown = mask
        elif mask:
            text = QT_TRANSLATE_NOOP("Log", "{player} puts {nobles} in: {buildings}")
            shown = mask
        else:
            text = QT_TRANSLATE_NOOP("Log", "{player} keeps {colonists} in: {buildings}")
            shown = _manned(state, seat)
        return translated("Log", text).format(
            player=player_name(seat, names),
            noble=N.term("noble", ed),
            nobles=N.term("nobles", ed),
            colonists=N.term("colonists", ed),
            buildings=listing(_buildings(shown, ed)),
        )


register(
    NoblesPresenter(
        phases=(Phase.NOBLES,),
        ask=QT_TRANSLATE_NOOP("Refusals", "say which buildings a {noble} mans"),
        others=QT_TRANSLATE_NOOP("Prompt", "{player} is placing {nobles} …"),
    )
)
