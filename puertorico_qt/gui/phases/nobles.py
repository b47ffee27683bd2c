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
from .base import Button, PhasePresenter, listing, player_name, register, translated


def _mask(action: int) -> int:
    value = A.decode(action)
    return value.mask if isinstance(value, A.ChooseNobles) else 0


def _buildings(mask: int, edition: int) -> list[str]:
    """The names of the colonist-or-noble buildings in ``mask`` (bit i: NOBLE_SENSITIVE[i])."""
    return [N.building_name(b, edition) for i, b in enumerate(NOBLE_SENSITIVE) if mask >> i & 1]


def _manned(state: GameState, seat: int) -> int:
    bocc = state.players[seat].bocc
    return sum(1 << i for i, b in enumerate(NOBLE_SENSITIVE) if bocc[b] > 0)


@dataclass
class NoblesPresenter(PhasePresenter):
    def prompt(self, state: GameState, seat: int, names: Sequence[str]) -> str:
        ed = state.config.edition
        return translated(
            "Prompt",
            QT_TRANSLATE_NOOP(
                "Prompt",
                "Your turn: say which of these buildings a {noble} mans — {buildings}. A {noble} "
                "there works differently from a {colonist}; you have {nobles_n}.",
            ),
        ).format(
            nobles_n=N.n_nobles(state.players[seat].nobles, ed),
            colonist=N.term("colonist", ed),
            noble=N.term("noble", ed),
            buildings=listing(_buildings(_manned(state, seat), ed)),
        )

    @staticmethod
    def _answers(legal: frozenset[int]) -> list[int]:
        """The answers the engine allows, the most nobles first."""
        answers = (a for a in legal if A.is_kind(a, "nobles"))
        return sorted(answers, key=lambda a: (-_mask(a).bit_count(), _mask(a)))

    def choice_start(self, state: GameState, legal: frozenset[int], viewer: int) -> int | None:
        answers = self._answers(legal)
        return _mask(answers[0]) if answers else None

    def toggle_buttons(
        self, state: GameState, legal: frozenset[int], viewer: int, mask: int
    ) -> list[Button]:
        ed = state.config.edition
        offered = 0
        for action in self._answers(legal):
            offered |= _mask(action)
        out = [
            Button(
                f"noble_on{i}",
                N.building_name(b, ed),
                toggle=i,
                checked=bool(mask >> i & 1),
                icon="tokens/noble",
            )
            for i, b in enumerate(NOBLE_SENSITIVE)
            if offered >> i & 1
        ]
        mask &= offered
        if mask:
            text = translated("Table", QT_TRANSLATE_NOOP("Table", "{Nobles}: {buildings}"))
        else:
            text = translated("Table", QT_TRANSLATE_NOOP("Table", "{Colonists} only"))
        text = text.format(
            Nobles=N.term("Nobles", ed),
            Colonists=N.term("Colonists", ed),
            buildings=listing(_buildings(mask, ed)),
        )
        action = A.choose_nobles(mask)
        icon = "tokens/noble" if mask else "tokens/colonist"
        out.append(
            Button("choice_confirm", text, action, primary=True, enabled=action in legal, icon=icon)
        )
        return out

    def describe(self, state: GameState, seat: int, action: int, names: Sequence[str]) -> str:
        if not A.is_kind(action, "nobles"):
            return super().describe(state, seat, action, names)
        ed = state.config.edition
        mask = _mask(action)
        if mask:
            text = QT_TRANSLATE_NOOP("Log", "{player} puts {nobles} in: {buildings}")
            shown = mask
        else:
            text = QT_TRANSLATE_NOOP("Log", "{player} keeps {colonists} in: {buildings}")
            shown = _manned(state, seat)
        return translated("Log", text).format(
            player=player_name(seat, names),
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
