"""Choosing a role: the role cards' prompt, log line and reasons."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ...engine import actions as A
from ...engine.reasons import Why
from ...engine.rules import role_doubloons
from ...engine.state import GameState, Phase
from .. import names as N
from ..i18n import QT_TRANSLATE_NOOP
from .base import PhasePresenter, Template, player_name, register, translated


@dataclass
class RolePresenter(PhasePresenter):
    def prompt(self, state: GameState, seat: int, names: Sequence[str]) -> str:
        text = QT_TRANSLATE_NOOP(
            "Prompt",
            "Choose a role card. {Doubloons} lying on a card are yours if you take it.",
        )
        return translated("Prompt", text).format(
            Doubloons=N.term("Doubloons", state.config.edition)
        )

    def title(self, state: GameState) -> str:
        return translated("Phases", QT_TRANSLATE_NOOP("Phases", "Choosing a role"))

    def buttons(self, state, legal, viewer):
        return []  # the role cards themselves are clicked

    def describe(self, state: GameState, seat: int, action: int, names: Sequence[str]) -> str:
        if not A.is_kind(action, "role"):
            return super().describe(state, seat, action, names)
        ed = state.config.edition
        who = player_name(seat, names)
        card = A.card_of(action)
        coins = role_doubloons(state, seat, card)
        role = N.role_name(state.role_cards[card], ed)
        if coins:
            return translated(
                "Log", QT_TRANSLATE_NOOP("Log", "{player} takes the {role} (+{doubloons})")
            ).format(player=who, role=role, doubloons=N.n_doubloons(coins, ed))
        return translated("Log", QT_TRANSLATE_NOOP("Log", "{player} takes the {role}")).format(
            player=who, role=role
        )


register(
    RolePresenter(
        phases=(Phase.ROLE,),
        ask=QT_TRANSLATE_NOOP("Refusals", "choose a role"),
        others=QT_TRANSLATE_NOOP("Prompt", "{player} is choosing a role …"),
        reasons={
            Why.MUST_CHOOSE_ROLE: Template(
                "Refusals", QT_TRANSLATE_NOOP("Refusals", "Everyone takes a role on their turn.")
            ),
            Why.ROLE_TAKEN: Template(
                "Refusals",
                QT_TRANSLATE_NOOP("Refusals", "The {role} has already been taken this round."),
            ),
            Why.NO_SUCH_ROLE_CARD: Template(
                "Refusals",
                QT_TRANSLATE_NOOP("Refusals", "There is no such role card in this game."),
            ),
        },
    )
)
