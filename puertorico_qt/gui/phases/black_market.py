"""The black market (expansion I): the rest of a building's price paid in kind.

A player short of money has paid all his doubloons; now he trades in, for one doubloon
each, a VP chip, then a barrel, then a worker — at most one of each, in that order
(``engine.phases.black_market``).  The engine lists the items he may still give (an
item is offered only if the rest can still be paid after it): each is a button, and on
the table a drag onto the black market or the building (``table.expansion_drags``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ...engine import actions as A
from ...engine.data import BLACK_MARKET, N_GOODS
from ...engine.state import GameState, Phase
from .. import names as N
from ..i18n import QT_TRANSLATE_NOOP
from .base import Button, PhasePresenter, player_name, register, sentence, translated
from .places import place_name


def worker_text(place: int, noble: bool, edition: int) -> str:
    """A worker to trade in, as a button: "Colonist (Small Market)"."""
    if noble:
        text = QT_TRANSLATE_NOOP("Table", "{noble} ({place})")
    else:
        text = QT_TRANSLATE_NOOP("Table", "{colonist} ({place})")
    return translated("Table", text).format(
        noble=N.term("noble", edition).capitalize(),
        colonist=N.term("colonist", edition).capitalize(),
        place=place_name(place, edition),
    )


@dataclass
class BlackMarketPresenter(PhasePresenter):
    def prompt(self, state: GameState, seat: int, names: Sequence[str]) -> str:
        ed = state.config.edition
        text = QT_TRANSLATE_NOOP(
            "Prompt",
            "Your {market}: the {building} still costs {due}. Pay the rest in kind, one "
            "{doubloon} each: a VP chip, then a {barrel}, then a {colonist} — at most one "
            "of each. Drag them onto your {market} or the {building}, or use the buttons.",
        )
        return sentence(
            "Prompt",
            text,
            ed,
            market=N.building_name(BLACK_MARKET, ed),
            building=N.building_name(state.last_building, ed),
            due=N.n_doubloons(state.bm_due, ed),
        )

    def others_prompt(self, state: GameState, who: str) -> str:
        ed = state.config.edition
        market = N.building_name(BLACK_MARKET, ed)
        return sentence("Prompt", self.others, ed, player=who, market=market)

    def buttons(self, state: GameState, legal: frozenset[int], viewer: int) -> list[Button]:
        ed = state.config.edition
        out = []
        if A.TRADE_VP in legal:
            text = translated("Table", QT_TRANSLATE_NOOP("Table", "A VP chip"))
            out.append(Button("trade_vp", text, A.TRADE_VP, icon="tokens/vp_chip"))
        for g in range(N_GOODS):
            if A.trade_good(g) in legal:
                icon = "goods/" + N.good_art(g, ed)
                out.append(Button(f"trade_good{g}", N.good_name(g, ed), A.trade_good(g), icon=icon))
        for action in sorted(legal):
            worker = A.decode(action)
            if isinstance(worker, A.TradeWorker):
                out.append(
                    Button(
                        "trade " + state.format_action(action),
                        worker_text(worker.place, worker.noble, ed),
                        action,
                        icon="tokens/noble" if worker.noble else "tokens/colonist",
                    )
                )
        return out

    def describe(self, state: GameState, seat: int, action: int, names: Sequence[str]) -> str:
        ed = state.config.edition
        who = player_name(seat, names)
        market = N.building_name(BLACK_MARKET, ed)
        item = A.decode(action)
        match item:
            case A.TradeVP():
                text = QT_TRANSLATE_NOOP("Log", "{player} trades in a VP chip at the {market}")
                return translated("Log", text).format(player=who, market=market)
            case A.TradeGood(good):
                text = QT_TRANSLATE_NOOP("Log", "{player} trades in {goods} at the {market}")
                return translated("Log", text).format(
                    player=who, goods=N.n_goods(1, good, ed), market=market
                )
            case A.TradeWorker(place, noble):
                if noble:
                    text = QT_TRANSLATE_NOOP(
                        "Log", "{player} trades in a {noble} ({place}) at the {market}"
                    )
                else:
                    text = QT_TRANSLATE_NOOP(
                        "Log", "{player} trades in a {colonist} ({place}) at the {market}"
                    )
                return translated("Log", text).format(
                    player=who,
                    noble=N.term("noble", ed),
                    colonist=N.term("colonist", ed),
                    place=place_name(place, ed),
                    market=market,
                )
        return super().describe(state, seat, action, names)


register(
    BlackMarketPresenter(
        phases=(Phase.BLACK_MARKET,),
        ask=QT_TRANSLATE_NOOP("Refusals", "pay the rest of the building's price in kind"),
        others=QT_TRANSLATE_NOOP("Prompt", "{player} is paying at the {market} …"),
    )
)
