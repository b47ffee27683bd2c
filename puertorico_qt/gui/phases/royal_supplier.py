"""The royal supplier (expansion II), when the Captain phase starts: its owner may give
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

    @staticmethod
    def _sets(legal: frozenset[int]) -> list[int]:
        """The sets the engine allows, the largest (then the cheapest) first."""
        return sorted(
            (a for a in legal if A.is_kind(a, "supply")),
            key=lambda a: (-_mask(a).bit_count(), _mask(a)),
        )

    def choice_start(self, state: GameState, legal: frozenset[int], viewer: int) -> int | None:
        sets = self._sets(legal)
        return _mask(sets[0]) if sets else None

    def toggle_buttons(
        self, state: GameState, legal: frozenset[int], viewer: int, mask: int
    ) -> list[Button]:
        ed = state.config.edition
        offered = 0
        for action in self._sets(legal):
            offered |= _mask(action)
        out = [
            Button(
                f"supply_good{g}",
                N.good_name(g, ed),
                toggle=g,
                checked=bool(mask >> g & 1),
                icon="goods/" + N.good_art(g, ed),
            )
            for g in range(N_GOODS)
            if offered >> g & 1
        ]
        mask &= offered
        if mask:
            action = A.supply_goods(mask)
            text = translated("Table", QT_TRANSLATE_NOOP("Table", "Give {goods} (+{vp})")).format(
                goods=" + ".join(goods_mask_names(mask, ed)), vp=N.n_vp(mask.bit_count())
            )
        else:
            action = A.PASS
            text = translated("Table", QT_TRANSLATE_NOOP("Table", "Give nothing"))
        icon = "tokens/vp_chip" if mask else None
        out.append(
            Button("choice_confirm", text, action, primary=True, enabled=action in legal, icon=icon)
        )
        return out

    def pass_text(self, state: GameState, viewer: int) -> str:
        return translated("Table", QT_TRANSLATE_NOOP("Table", "Give nothing"))

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
