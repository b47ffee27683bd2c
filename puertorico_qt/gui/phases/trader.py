"""The Trader: selling a good to the trading house."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ...engine import actions as A
from ...engine.reasons import Why
from ...engine.rules import sale_price
from ...engine.state import GameState, Phase
from .. import names as N
from ..i18n import QT_TRANSLATE_NOOP
from .base import PhasePresenter, Template, player_name, register, translated


@dataclass
class TraderPresenter(PhasePresenter):
    def prompt(self, state: GameState, seat: int, names: Sequence[str]) -> str:
        if len(state.legal_actions()) == 1:
            text = QT_TRANSLATE_NOOP(
                "Prompt", "Your turn: you have nothing the trading house takes; pass."
            )
        else:
            text = QT_TRANSLATE_NOOP(
                "Prompt",
                "Your turn: drag one of your goods into the trading house to sell it, or pass.",
            )
        return translated("Prompt", text)

    def describe(self, state: GameState, seat: int, action: int, names: Sequence[str]) -> str:
        if not A.is_kind(action, "sell"):
            return super().describe(state, seat, action, names)
        ed = state.config.edition
        good = A.good_of(action)
        return translated(
            "Log", QT_TRANSLATE_NOOP("Log", "{player} sells {good} for {doubloons}")
        ).format(
            player=player_name(seat, names),
            good=N.good_word(good, ed),
            doubloons=N.n_doubloons(sale_price(state, seat, good), ed),
        )

    def pass_line(self, state: GameState, who: str) -> str:
        return translated("Log", QT_TRANSLATE_NOOP("Log", "{player} sells nothing")).format(
            player=who
        )


register(
    TraderPresenter(
        phases=(Phase.TRADER,),
        ask=QT_TRANSLATE_NOOP("Refusals", "sell a good or pass"),
        others=QT_TRANSLATE_NOOP("Prompt", "{player} is deciding what to sell …"),
        reasons={
            Why.HOUSE_FULL: Template(
                "Refusals", QT_TRANSLATE_NOOP("Refusals", "The trading house is full.")
            ),
            Why.HOUSE_HAS_KIND: Template(
                "Refusals",
                QT_TRANSLATE_NOOP(
                    "Refusals",
                    "The trading house already has {good}; only an {building} lets you sell a kind twice.",
                ),
            ),
            Why.IDLE_NO_GOODS_TO_SELL: Template(
                "Advice", QT_TRANSLATE_NOOP("Advice", "You have no goods to sell.")
            ),
            Why.IDLE_HOUSE_TAKES_NONE: Template(
                "Advice", QT_TRANSLATE_NOOP("Advice", "The trading house takes none of your goods.")
            ),
        },
    )
)
