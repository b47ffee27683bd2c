"""The small wharf (expansion I): a private ship for barrels of any kinds.

In his Captain turn its owner starts a shipment with one barrel (a button per good, next
to the cargo ships); then he loads one barrel after another, goods in their order, and
lets it sail (``engine.phases.small_wharf``).  The log folds the loads into the line of
the sailing ("Anna ships 3 barrels on the Small Wharf: 1 VP, 1 doubloon").
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import partial

from ...engine import actions as A
from ...engine.data import N_GOODS, SMALL_WHARF
from ...engine.rules import Shipment, small_wharf_shipment
from ...engine.state import GameState, Phase
from .. import names as N
from ..i18n import QT_TRANSLATE_NOOP
from .base import Button, Line, PhasePresenter, listing, player_name, register, translated


def earnings(done: Shipment, edition: int) -> str:
    """ "1 VP" or "1 VP, 1 doubloon": what a shipment brings."""
    parts = [N.n_vp(done.vp)]
    if done.doubloons:
        parts.append(N.n_doubloons(done.doubloons, edition))
    return listing(parts)


def start_buttons(state: GameState, legal: frozenset[int]) -> list[Button]:
    """The Captain turn's buttons that start a small-wharf shipment, one per good."""
    ed = state.config.edition
    out = []
    for g in range(N_GOODS):
        if A.load_small_wharf(g) in legal:
            text = translated("Table", QT_TRANSLATE_NOOP("Table", "{building}: {good}")).format(
                building=N.building_name(SMALL_WHARF, ed), good=N.good_name(g, ed)
            )
            icon = "goods/" + N.good_art(g, ed)
            out.append(Button(f"small_wharf{g}", text, A.load_small_wharf(g), icon=icon))
    return out


def start_prompt(state: GameState, legal: Sequence[int]) -> str:
    """The Captain prompt's sentence about the small wharf ("" when it cannot be used)."""
    if not any(A.is_kind(a, "small_wharf") for a in legal):
        return ""
    ed = state.config.edition
    return translated(
        "Prompt",
        QT_TRANSLATE_NOOP(
            "Prompt",
            "Or start a shipment on your {building} (the buttons): any goods, 1 VP per two "
            "{barrels}.",
        ),
    ).format(building=N.building_name(SMALL_WHARF, ed), barrels=N.term("barrels", ed))


def describe_load(state: GameState, seat: int, action: int, names: Sequence[str]) -> str:
    """One barrel loaded onto the small wharf (the first in a Captain turn, or a next)."""
    ed = state.config.edition
    loaded = A.decode(action)
    good = loaded.good if isinstance(loaded, A.LoadSmallWharf) else 0
    return translated(
        "Log", QT_TRANSLATE_NOOP("Log", "{player} loads {goods} onto the {building}")
    ).format(
        player=player_name(seat, names),
        goods=N.n_goods(1, good, ed),
        building=N.building_name(SMALL_WHARF, ed),
    )


def describe_sailing(state: GameState, seat: int, names: Sequence[str]) -> str:
    """The small wharf sails (``state``: before it does)."""
    ed = state.config.edition
    done = small_wharf_shipment(state, seat, state.small_wharf_load)
    return translated(
        "Log", QT_TRANSLATE_NOOP("Log", "{player} ships {barrels} on the {building}: {earns}")
    ).format(
        player=player_name(seat, names),
        barrels=N.n_barrels(done.barrels, ed),
        building=N.building_name(SMALL_WHARF, ed),
        earns=earnings(done, ed),
    )


@dataclass
class SmallWharfPresenter(PhasePresenter):
    def prompt(self, state: GameState, seat: int, names: Sequence[str]) -> str:
        ed = state.config.edition
        done = small_wharf_shipment(state, seat, state.small_wharf_load)
        return translated(
            "Prompt",
            QT_TRANSLATE_NOOP(
                "Prompt",
                "Your {building}: {barrels} loaded, worth {earns}. Load one more (the goods in "
                "their order: no kind before one already loaded), or let it sail.",
            ),
        ).format(
            building=N.building_name(SMALL_WHARF, ed),
            barrels=N.n_barrels(done.barrels, ed),
            earns=earnings(done, ed),
        )

    def others_prompt(self, state: GameState, who: str) -> str:
        return translated("Prompt", self.others).format(
            player=who, building=N.building_name(SMALL_WHARF, state.config.edition)
        )

    def buttons(self, state: GameState, legal: frozenset[int], viewer: int) -> list[Button]:
        ed = state.config.edition
        out = [
            Button(
                f"small_wharf{g}",
                "+1 " + N.good_name(g, ed),
                A.load_small_wharf(g),
                icon="goods/" + N.good_art(g, ed),
            )
            for g in range(N_GOODS)
            if A.load_small_wharf(g) in legal
        ]
        if A.PASS in legal:
            done = small_wharf_shipment(state, viewer, state.small_wharf_load)
            text = translated("Table", QT_TRANSLATE_NOOP("Table", "Sail ({earns})")).format(
                earns=earnings(done, ed)
            )
            out.append(
                Button(
                    "pass",
                    text,
                    A.PASS,
                    primary=True,
                    icon="buildings/" + N.building_art(SMALL_WHARF),
                )
            )
        return out

    def describe(self, state: GameState, seat: int, action: int, names: Sequence[str]) -> str:
        if action == A.PASS:
            return describe_sailing(state, seat, names)
        if A.is_kind(action, "small_wharf"):
            return describe_load(state, seat, action, names)
        return super().describe(state, seat, action, names)

    def log_line(
        self, state: GameState, seat: int, action: int, forced: bool, names: Sequence[str]
    ) -> Line | None:
        """The loads fold into the line of the sailing (written even when the sailing
        was forced: nothing more could be loaded)."""
        if action == A.PASS:
            return partial(describe_sailing, state, seat, list(names))
        if A.is_kind(action, "small_wharf"):
            return None
        return super().log_line(state, seat, action, forced, names)


register(
    SmallWharfPresenter(
        phases=(Phase.SMALL_WHARF,),
        ask=QT_TRANSLATE_NOOP("Refusals", "load your private ship or let it sail"),
        others=QT_TRANSLATE_NOOP("Prompt", "{player} is loading the {building} …"),
    )
)
