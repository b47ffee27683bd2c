"""The Trader: selling a good to the trading house."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ...engine import actions as A
from ...engine.data import LAND_OFFICE, N_GOODS, TRADING_POST
from ...engine.reasons import Why
from ...engine.rules import LAND_PRICE, drawn_tile_public, sale_price
from ...engine.state import GameState, Phase
from .. import names as N
from ..i18n import QT_TRANSLATE_NOOP
from .base import Button, PhasePresenter, Template, player_name, register, sentence, translated
from .places import give_up_art, give_up_name, give_up_phrase


@dataclass
class TraderPresenter(PhasePresenter):
    def prompt(self, state: GameState, seat: int, names: Sequence[str]) -> str:
        legal = state.legal_actions()
        more_choices = any(A.kind_of(a) in ("sell_post", "land_buy", "land_sell") for a in legal)
        if not any(A.is_kind(a, "sell") for a in legal) and more_choices:
            text = QT_TRANSLATE_NOOP("Prompt", "The trading house takes none of your goods.")
        elif not any(A.is_kind(a, "sell") for a in legal):
            text = QT_TRANSLATE_NOOP("Prompt", "You have nothing the trading house takes; pass.")
        else:
            text = QT_TRANSLATE_NOOP(
                "Prompt",
                "Drag one of your goods into the trading house to sell it, or pass.",
            )
        out = [translated("Prompt", text)]
        ed = state.config.edition
        if any(A.is_kind(a, "sell_post") for a in legal):
            more = QT_TRANSLATE_NOOP(
                "Prompt",
                "Your {building} sells any good straight to the supply instead (the buttons; no "
                "market bonus).",
            )
            out.append(
                translated("Prompt", more).format(building=N.building_name(TRADING_POST, ed))
            )
        land_office = {
            "building": N.building_name(LAND_OFFICE, ed),
            "price": N.n_doubloons(LAND_PRICE, ed),
        }
        if A.LAND_BUY in legal:
            more = QT_TRANSLATE_NOOP(
                "Prompt",
                "Your {building} may first buy the top face-down {plantation} for {price}.",
            )
            out.append(sentence("Prompt", more, ed, **land_office))
        elif any(A.is_kind(a, "land_sell") for a in legal):
            more = QT_TRANSLATE_NOOP(
                "Prompt",
                "Your {building} may first sell one of your {plantations} or forests for {price}.",
            )
            out.append(sentence("Prompt", more, ed, **land_office))
        return " ".join(out)

    def buttons(self, state: GameState, legal: frozenset[int], viewer: int) -> list[Button]:
        """The trading post's sales, the land office's purchase or sales (the house's sales
        are drags)."""
        ed = state.config.edition
        out = []
        for g in range(N_GOODS):
            if A.sell_to_supply(g) in legal:
                price = sale_price(state, viewer, g, to_supply=True)
                text = translated("Table", QT_TRANSLATE_NOOP("Table", "{good}: {doubloons}"))
                out.append(
                    Button(
                        f"sell_post{g}",
                        text.format(good=N.good_name(g, ed), doubloons=N.n_doubloons(price, ed)),
                        A.sell_to_supply(g),
                        icon="goods/" + N.good_art(g, ed),
                    )
                )
        if A.LAND_BUY in legal:
            text = translated(
                "Table", QT_TRANSLATE_NOOP("Table", "Buy a face-down {plantation} ({price})")
            ).format(plantation=N.term("plantation", ed), price=N.n_doubloons(LAND_PRICE, ed))
            out.append(Button("land_buy", text, A.LAND_BUY, icon="tiles/tile_back"))
        for action in sorted(legal):
            sold = A.decode(action)
            if isinstance(sold, A.LandSell):
                text = translated("Table", QT_TRANSLATE_NOOP("Table", "Sell: {tile}")).format(
                    tile=give_up_name(sold.kind, sold.forest, ed)
                )
                icon = give_up_art(sold.kind, sold.forest, ed)
                out.append(Button("land " + state.format_action(action), text, action, icon=icon))
        return out + super().buttons(state, legal, viewer)

    def describe(self, state: GameState, seat: int, action: int, names: Sequence[str]) -> str:
        if not A.is_kind(action, "sell"):
            return describe_expansion_sale(state, seat, action, names) or super().describe(
                state, seat, action, names
            )
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


def describe_expansion_sale(
    state: GameState, seat: int, action: int, names: Sequence[str]
) -> str | None:
    """The trading post's sale and the land office's purchase or sale, in words (None for
    any other action)."""
    ed = state.config.edition
    who = player_name(seat, names)
    value = A.decode(action)
    match value:
        case A.SellToSupply(good):
            return translated(
                "Log",
                QT_TRANSLATE_NOOP(
                    "Log", "{player} sells {good} to the supply for {doubloons} ({building})"
                ),
            ).format(
                player=who,
                good=N.good_word(good, ed),
                doubloons=N.n_doubloons(sale_price(state, seat, good, to_supply=True), ed),
                building=N.building_name(TRADING_POST, ed),
            )
        case A.LandBuy():
            price = N.n_doubloons(LAND_PRICE, ed)
            building = N.building_name(LAND_OFFICE, ed)
            if state.pile and drawn_tile_public(state, seat):  # laid face up: seen by all
                return translated(
                    "Log",
                    QT_TRANSLATE_NOOP(
                        "Log",
                        "{player} buys {tile} from the face-down pile for {price} ({building})",
                    ),
                ).format(
                    player=who,
                    tile=N.tile_phrase(state.pile[-1], ed),
                    price=price,
                    building=building,
                )
            return translated(
                "Log",
                QT_TRANSLATE_NOOP(
                    "Log", "{player} buys a face-down {plantation} for {price} ({building})"
                ),
            ).format(
                player=who, plantation=N.term("plantation", ed), price=price, building=building
            )
        case A.LandSell(kind, forest):
            return translated(
                "Log", QT_TRANSLATE_NOOP("Log", "{player} sells {tile} for {price} ({building})")
            ).format(
                player=who,
                tile=give_up_phrase(kind, forest, ed),
                price=N.n_doubloons(LAND_PRICE, ed),
                building=N.building_name(LAND_OFFICE, ed),
            )
    return None


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
