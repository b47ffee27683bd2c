"""A decision made of on/off choices and one confirm (the royal supplier's goods, the
buildings a noble mans).  The engine allows one action per mask, dozens of them: the
presenter shows a toggle per choice that some allowed mask holds, starting from the
largest mask, and a confirm sending the mask the toggles show.  One class, so that both
decisions order, offer and confirm their masks alike."""

from __future__ import annotations

from abc import abstractmethod
from dataclasses import dataclass
from typing import ClassVar

from ...engine import actions as A
from ...engine.state import GameState
from .base import Button, PhasePresenter


def mask_of(action: int) -> int:
    """The mask an answer gives (0 for an action that is no such answer)."""
    value = A.decode(action)
    return value.mask if isinstance(value, (A.ChooseNobles, A.SupplyGoods)) else 0


@dataclass
class TogglesPresenter(PhasePresenter):
    #: The engine's action kind of the answers ("nobles", "supply").
    kind: ClassVar[str]

    def answers(self, legal: frozenset[int]) -> list[int]:
        """The answers the engine allows, the most choices first (then the lowest mask)."""
        answers = (a for a in legal if A.is_kind(a, self.kind))
        return sorted(answers, key=lambda a: (-mask_of(a).bit_count(), mask_of(a)))

    def choice_start(self, state: GameState, legal: frozenset[int], viewer: int) -> int | None:
        answers = self.answers(legal)
        return mask_of(answers[0]) if answers else None

    def toggle_buttons(
        self, state: GameState, legal: frozenset[int], viewer: int, mask: int
    ) -> list[Button]:
        offered = 0
        for action in self.answers(legal):
            offered |= mask_of(action)
        out = [
            self.toggle(state, bit, bool(mask >> bit & 1))
            for bit in range(offered.bit_length())
            if offered >> bit & 1
        ]
        action, text, icon = self.confirm(state, mask & offered)
        out.append(
            Button("choice_confirm", text, action, primary=True, enabled=action in legal, icon=icon)
        )
        return out

    @abstractmethod
    def toggle(self, state: GameState, bit: int, checked: bool) -> Button:
        """The toggle of the choice ``bit`` of the mask."""

    @abstractmethod
    def confirm(self, state: GameState, mask: int) -> tuple[int, str, str | None]:
        """The confirm's action, text and icon for the choices ``mask`` (all offered)."""
