"""The royal supplier (expansion II), at its owner's first Captain turn: he may give
barrels of different kinds to the supply, at most one per noble he owns, for a VP each
(``engine.phases.captain_start``).  A toggle per good that some allowed set holds, starting
from the largest set, and one button that gives the goods switched on ("Give nothing"
with none): the engine allows up to 31 sets, too many for a button each."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ...engine import actions as A
from ...engine.data import N_GOODS, ROYAL_SUPPLIER
from ...engine.state import GameState, Phase
from .. import names as N
from ..i18n import QT_TRANSLATE_NOOP
from .base import Button, player_name, register, sentence, translated
from .places import goods_listing, goods_mask_names
from .toggles import TogglesPresenter, mask_of


@dataclass
class RoyalSupplierPresenter(TogglesPresenter):
    kind = "supply"

    def prompt(self, state: GameState, seat: int, names: Sequence[str]) -> str:
        ed = state.config.edition
        text = QT_TRANSLATE_NOOP(
            "Prompt",
            "Your {building}: give {barrels} of different kinds to the supply, at most one "
            "per {noble} (you have {nobles}), for 1 VP each — or give nothing.",
        )
        return sentence(
            "Prompt",
            text,
            ed,
            building=N.building_name(ROYAL_SUPPLIER, ed),
            nobles=N.n_nobles(state.players[seat].nobles, ed),
        )

    def others_prompt(self, state: GameState, who: str) -> str:
        ed = state.config.edition
        building = N.building_name(ROYAL_SUPPLIER, ed)
        return sentence("Prompt", self.others, ed, player=who, building=building)

    def toggle(self, state: GameState, bit: int, checked: bool) -> Button:
        ed = state.config.edition
        icon = "goods/" + N.good_art(bit, ed)
        return Button(
            f"supply_good{bit}", N.good_name(bit, ed), toggle=bit, checked=checked, icon=icon
        )

    def confirm(self, state: GameState, mask: int) -> tuple[int, str, str | None]:
        if not mask:
            return A.PASS, self.pass_text(state, state.current), None
        text = translated("Table", QT_TRANSLATE_NOOP("Table", "Give {goods} (+{vp})")).format(
            goods=" + ".join(goods_mask_names(mask, state.config.edition)),
            vp=N.n_vp(mask.bit_count()),
        )
        return A.supply_goods(mask), text, "tokens/vp_chip"

    def pass_text(self, state: GameState, viewer: int) -> str:
        return translated("Table", QT_TRANSLATE_NOOP("Table", "Give nothing"))

    def describe(self, state: GameState, seat: int, action: int, names: Sequence[str]) -> str:
        if not A.is_kind(action, "supply"):
            return super().describe(state, seat, action, names)
        ed = state.config.edition
        mask = mask_of(action)
        return translated(
            "Log", QT_TRANSLATE_NOOP("Log", "{player} gives {goods} to the {building} (+{vp})")
        ).format(
            player=player_name(seat, names),
            goods=goods_listing([g for g in range(N_GOODS) if mask >> g & 1], ed),
            building=N.building_name(ROYAL_SUPPLIER, ed),
            vp=N.n_vp(mask.bit_count()),
        )

    def pass_line(self, state: GameState, who: str) -> str:
        ed = state.config.edition
        text = QT_TRANSLATE_NOOP("Log", "{player} gives nothing to the {building}")
        return sentence("Log", text, ed, player=who, building=N.building_name(ROYAL_SUPPLIER, ed))


register(
    RoyalSupplierPresenter(
        phases=(Phase.ROYAL_SUPPLIER,),
        ask=QT_TRANSLATE_NOOP("Refusals", "decide which goods to give for VP"),
        others=QT_TRANSLATE_NOOP("Prompt", "{player} is deciding at the {building} …"),
    )
)
