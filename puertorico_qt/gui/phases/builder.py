"""The Builder: buying a building (the university's colonist: ``bonus``)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ...engine import actions as A
from ...engine.data import BLACK_MARKET
from ...engine.reasons import Why
from ...engine.rules import black_market_items, build_cost
from ...engine.state import GameState, Phase
from .. import names as N
from ..i18n import QT_TRANSLATE_NOOP
from .base import PhasePresenter, Template, player_name, register, translated


@dataclass
class BuilderPresenter(PhasePresenter):
    def prompt(self, state: GameState, seat: int, names: Sequence[str]) -> str:
        ed = state.config.edition
        if not any(A.is_kind(a, "build") for a in state.legal_actions()):
            text = QT_TRANSLATE_NOOP("Prompt", "You cannot afford a building; pass.")
        else:
            text = QT_TRANSLATE_NOOP(
                "Prompt",
                "Drag a building from the market into your {city} (you have {doubloons}), or pass.",
            )
        out = translated("Prompt", text).format(
            city=N.term("city_word", ed),
            doubloons=N.n_doubloons(state.players[seat].doubloons, ed),
        )
        if black_market_items(state, seat):
            more = QT_TRANSLATE_NOOP(
                "Prompt",
                "Short of money, your {market} takes a VP chip, a {barrel} and a {colonist} "
                "for one {doubloon} each.",
            )
            out += " " + translated("Prompt", more).format(
                market=N.building_name(BLACK_MARKET, ed), **N.words(ed)
            )
        return out

    def describe(self, state: GameState, seat: int, action: int, names: Sequence[str]) -> str:
        if not A.is_kind(action, "build"):
            return super().describe(state, seat, action, names)
        ed = state.config.edition
        b = A.building_of(action)
        who = player_name(seat, names)
        cost = build_cost(state, seat, b)
        money = state.players[seat].doubloons
        if cost > money:  # the rest at the black market (expansion I)
            return translated(
                "Log",
                QT_TRANSLATE_NOOP(
                    "Log",
                    "{player} builds the {building} for {doubloons}: {money} and the rest in "
                    "kind at the {market}",
                ),
            ).format(
                player=who,
                building=N.building_name(b, ed),
                doubloons=N.n_doubloons(cost, ed),
                money=N.n_doubloons(money, ed),
                market=N.building_name(BLACK_MARKET, ed),
            )
        if cost == 0:
            return translated(
                "Log", QT_TRANSLATE_NOOP("Log", "{player} builds the {building} for free")
            ).format(player=who, building=N.building_name(b, ed))
        return translated(
            "Log", QT_TRANSLATE_NOOP("Log", "{player} builds the {building} for {doubloons}")
        ).format(player=who, building=N.building_name(b, ed), doubloons=N.n_doubloons(cost, ed))

    def pass_line(self, state: GameState, who: str) -> str:
        return translated("Log", QT_TRANSLATE_NOOP("Log", "{player} builds nothing")).format(
            player=who
        )


register(
    BuilderPresenter(
        phases=(Phase.BUILDER,),
        ask=QT_TRANSLATE_NOOP("Refusals", "build or pass"),
        others=QT_TRANSLATE_NOOP("Prompt", "{player} is choosing a building …"),
        reasons={
            Why.SOLD_OUT: Template(
                "Refusals", QT_TRANSLATE_NOOP("Refusals", "No {building} is left.")
            ),
            Why.ALREADY_OWNED: Template(
                "Refusals",
                QT_TRANSLATE_NOOP(
                    "Refusals", "You already own the {building}: one of each per player."
                ),
            ),
            Why.LARGE_NEEDS_TWO: Template(
                "Refusals",
                QT_TRANSLATE_NOOP(
                    "Refusals", "A large building needs two free spaces in your {city}."
                ),
            ),
            Why.CITY_FULL: Template(
                "Refusals", QT_TRANSLATE_NOOP("Refusals", "Your {city} is full.")
            ),
            Why.TOO_EXPENSIVE: Template(
                "Refusals",
                QT_TRANSLATE_NOOP("Refusals", "The {building} costs you {cost}; you have {money}."),
            ),
            Why.IDLE_CANNOT_AFFORD: Template(
                "Advice",
                QT_TRANSLATE_NOOP(
                    "Advice", "You cannot afford any building, even with the discount."
                ),
            ),
        },
    )
)
