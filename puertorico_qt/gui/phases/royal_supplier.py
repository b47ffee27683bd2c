"""The royal supplier (expansion II), when the Captain phase starts: its owner may give
barrels of different kinds to the supply, at most one per noble he owns, for a VP each
(``engine.phases.captain_start``).  Each set of goods the engine allows is a button,
the largest first, and "Give nothing"."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ...engine import actions as A
from ...engine.data import N_GOODS, ROYAL_SUPPLIER
from ...engine.state import GameState, Phase
from .. import names as N
from ..i18n import QT_TRANSLATE_NOOP
from .base import Button, PhasePresenter, player_name, register, translated
from .places import goods_listing, goods_mask_names


def _mask(action: int) -> int:
    value = A.decode(action)
    return value.mask if isinstance(value, A.SupplyGoods) else 0


@dataclass
class RoyalSupplierPresenter(PhasePresenter):
    def prompt(self, state: GameState, seat: int, names: Sequence[str]) -> str:
        ed = state.config.edition
        return translated(
            "Prompt",
            QT_TRANSLATE_NOOP(
                "Prompt",
                "Your {building}: give {barrels} of different kinds to the supply, at most one "
                "per {noble} (you have {nobles}), for 1 VP each — or give nothing.",
            ),
        ).format(
            building=N.building_name(ROYAL_SUPPLIER, ed),
            barrels=N.term("barrels", ed),
            noble=N.term("noble", ed),
            nobles=N.n_nobles(state.players[seat].nobles, ed),
        )

    def others_prompt(self, state: GameState, who: str) -> str:
        return translated("Prompt", self.others).format(
            player=who, building=N.building_name(ROYAL_SUPPLIER, state.config.edition)
        )

    def buttons(self, state: GameState, legal: frozenset[int], viewer: int) -> list[Button]:
        ed = state.config.edition
        sets = sorted(
            (a for a in legal if A.is_kind(a, "supply")),
            key=lambda a: (-_mask(a).bit_count(), _mask(a)),
        )
        out = []
        for i, action in enumerate(sets):
            mask = _mask(action)
            text = translated("Table", QT_TRANSLATE_NOOP("Table", "{goods} (+{vp})")).format(
                goods=" + ".join(goods_mask_names(mask, ed)), vp=N.n_vp(mask.bit_count())
            )
            first = next(g for g in range(N_GOODS) if mask >> g & 1)
            icon = "goods/" + N.good_art(first, ed) if mask.bit_count() == 1 else "tokens/vp_chip"
            out.append(Button(f"supply{mask}", text, action, primary=i == 0, icon=icon))
        if A.PASS in legal:
            text = translated("Table", QT_TRANSLATE_NOOP("Table", "Give nothing"))
            out.append(Button("pass", text, A.PASS))
        return out

    def describe(self, state: GameState, seat: int, action: int, names: Sequence[str]) -> str:
        if not A.is_kind(action, "supply"):
            return super().describe(state, seat, action, names)
        ed = state.config.edition
        mask = _mask(action)
        return translated(
            "Log", QT_TRANSLATE_NOOP("Log", "{player} gives {goods} to the {building} (+{vp})")
        ).format(
            player=player_name(seat, names),
            goods=goods_listing([g for g in range(N_GOODS) if mask >> g & 1], ed),
            building=N.building_name(ROYAL_SUPPLIER, ed),
            vp=N.n_vp(mask.bit_count()),
        )

    def pass_line(self, state: GameState, who: str) -> str:
        return translated(
            "Log", QT_TRANSLATE_NOOP("Log", "{player} gives nothing to the {building}")
        ).format(player=who, building=N.building_name(ROYAL_SUPPLIER, state.config.edition))


register(
    RoyalSupplierPresenter(
        phases=(Phase.ROYAL_SUPPLIER,),
        ask=QT_TRANSLATE_NOOP("Refusals", "decide which goods to give for VP"),
        others=QT_TRANSLATE_NOOP("Prompt", "{player} is deciding at the {building} …"),
    )
)
