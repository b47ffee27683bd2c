"""The card table's zones, one model each (see ``model_base``).

=================  ====================================================================
``HandModel``      the viewer's hand, face up (only the viewer's own cards), chosen
                   cards marked; a card is dragged onto the city to build it
``CityModel``      one player's city in build order, the goods lying face down on
                   production buildings; the viewer's has a free place at its end
``RoleModel``      the five role cards, who took which, the one in play
``PilesModel``     the deck (dragged onto an empty production building: produce) and
                   the discard pile (hand cards dropped there are chosen to discard)
``HouseModel``     the trading-house tile: its prices while a trader is chosen
``SpreadModel``    the cards the viewer drew as councillor, to keep
=================  ====================================================================
"""

from __future__ import annotations

from PySide6.QtCore import QObject

from ...cards import CARDS, CardKind, CardPhase, CardRole, actions
from ...cards.data import IS_PRODUCTION
from ...cards.effects import FIXED_PRICE
from ..table.mime import Payload
from . import names as CN
from . import texts
from .context import HAND_MODES, CardContext
from .model_base import CR, CardZoneModel, Effect, Item, build_effect
from .narration import trade_prices


def card_item(kind: int, **more: object) -> Item:
    card = CARDS[kind]
    item: Item = {
        CR.Kind: "card",
        CR.Card: kind,
        CR.Cost: card.cost,
        CR.Vp: -1 if card.kind == CardKind.SIX else card.vp,
    }
    item.update({CR[k]: v for k, v in more.items()})
    return item


class HandModel(CardZoneModel):
    """The viewer's hand (``ctx.hand()``): nobody else's cards ever get here."""

    def items(self) -> list[Item]:
        ctx = self.ctx
        sel = ctx.selection
        s = ctx.state
        out = []
        for row, kind in enumerate(ctx.hand()):
            offer = ctx.build_offer(kind) if s.phase == CardPhase.BUILD else None
            if s.phase == CardPhase.BUILD:
                active = offer is not None
            elif sel.mode in HAND_MODES:
                active = ctx.interactive()
            else:
                active = False
            item = card_item(kind, Selected=row in sel.hand, Active=active, Seat=ctx.viewer())
            if offer is not None:
                # the price after every discount, on the card (asked of the engine)
                item[CR.Price] = offer.price
                item[CR.Offer] = offer
            out.append(item)
        return out

    def display(self, item: Item) -> str:
        return CN.card_name(item[CR.Card])

    def tooltip(self, item: Item) -> str:
        offer = item.get(CR.Offer)
        return texts.card_tooltip(
            item[CR.Card],
            offer.plain if offer else None,
            game=self.ctx.state,
            over=offer.over if offer else None,
        )

    def payload(self, row: int) -> Payload | None:
        item = self.item(row)
        if item is None or not self.ctx.interactive():
            return None
        if self.ctx.state.phase in (CardPhase.BUILD, CardPhase.CHAPEL) or self.ctx.mode() in (
            "discard",
            "pay",
            "swap",
            "bank",
        ):
            return {"kind": "card", "card": item[CR.Card], "row": row}
        return None

    def drop_effect(self, payload: Payload, row: int) -> Effect | None:
        if payload.get("kind") == "drawn":
            return ("select", ("spread", int(payload["row"])))
        return None

    def click_effect(self, row: int) -> Effect | None:
        if self.ctx.mode() in HAND_MODES:
            return ("select", ("hand", row))
        return None  # in the Builder phase a click picks the card up

    def activate_effect(self, row: int) -> Effect | None:
        item = self.item(row)
        if item is None:
            return None
        if self.ctx.state.phase == CardPhase.BUILD:
            return build_effect(item[CR.Card], item.get(CR.Offer))
        if self.ctx.mode() in HAND_MODES:
            return ("submit", ("hand", row))
        return None


#: The building a hand card is dropped onto to choose it, per mode of the selection.
_TARGETS = {"swap": "office_building", "bank": "bank"}


class CityModel(CardZoneModel):
    """One player's city; the viewer's ends with a free place to build on while the game
    goes on."""

    def __init__(self, ctx: CardContext, seat: int, parent: QObject | None = None) -> None:
        self.seat = seat
        super().__init__(ctx, parent)

    def own(self) -> bool:
        return self.seat == self.ctx.viewer()

    def items(self) -> list[Item]:
        ctx = self.ctx
        p = ctx.state.players[self.seat]
        own = self.own()
        sel = ctx.selection
        fresh = ctx.fresh_slots(self.seat)
        out = []
        for slot, (kind, good) in enumerate(zip(p.city, p.goods, strict=True)):
            active = own and ctx.interactive() and ctx.selectable("slot", slot) is None
            target = own and ctx.interactive() and _TARGETS.get(sel.mode) == CARDS[kind].id
            out.append(
                card_item(
                    kind,
                    Good=good >= 0,
                    Selected=own and slot in sel.slots,
                    Active=(active and sel.mode in ("produce", "sell", "pay")) or target,
                    Slot=slot,
                    Seat=self.seat,
                    Fresh=slot in fresh,
                )
            )
        if own and not ctx.state.is_terminal():  # nothing more is built after the end
            out.append({CR.Kind: "slot", CR.Slot: len(p.city), CR.Seat: self.seat, CR.Card: -1})
        return out

    def display(self, item: Item) -> str | None:
        kind = item.get(CR.Card, -1)
        return CN.card_name(kind) if kind >= 0 else None

    def tooltip(self, item: Item) -> str | None:
        kind = item.get(CR.Card, -1)
        if kind < 0:
            return None
        s = self.ctx.state
        tip = texts.card_tooltip(kind, game=s)
        if item.get(CR.Good):
            if CARDS[kind].good >= 0:
                tip += "<br><br>" + texts.zone_tooltip(
                    "good", good=CN.good_word(CARDS[kind].good), card=CN.card_name(kind)
                )
            else:  # the Zollamt's good: of no kind
                price = CN.n_cards(FIXED_PRICE.get(kind, 0))
                tip += "<br><br>" + texts.zone_tooltip(
                    "customs_good", card=CN.card_name(kind), cards=price
                )
        if CARDS[kind].id == "chapel":
            count = s.players[self.seat].chapel_n
            tip += "<br><br>" + texts.zone_tooltip("chapel_pile", count=count)
        tip += texts.pile_tooltip(s, self.seat, CARDS[kind].id, self.own())
        if item.get(CR.Fresh):  # marked with a star: say why (in a replay: since the step before)
            replay = self.ctx.session.marks_every_board
            tip += "<br><br>" + texts.zone_tooltip("fresh_replay" if replay else "fresh")
        return tip

    def payload(self, row: int) -> Payload | None:
        item = self.item(row)
        if item is None or not self.own() or not item.get(CR.Good):
            return None
        if self.ctx.mode() in ("sell", "pay") and self.ctx.interactive():
            return {"kind": "good", "slot": item[CR.Slot], "seat": self.seat}
        return None

    def drop_effect(self, payload: Payload, row: int) -> Effect | None:
        item = self.item(row)
        if item is None or not self.own():
            return None
        kind = payload.get("kind")
        if kind == "role":
            return ("action", actions.role(int(payload["role"])))
        if kind == "card":
            card = int(payload["card"])
            target = _TARGETS.get(self.ctx.mode())
            if target is not None:  # a hand card onto the Amtsstube or the Bank: chosen
                if item.get(CR.Card, -1) >= 0 and CARDS[item[CR.Card]].id == target:
                    return ("select", ("hand", int(payload["row"])))
                return None
            if self.ctx.state.phase == CardPhase.CHAPEL and item.get(CR.Card, -1) >= 0:
                if CARDS[item[CR.Card]].id == "chapel":
                    return ("action", actions.tuck(card))
                return None
            if self.ctx.state.phase != CardPhase.BUILD:
                return None
            if item[CR.Kind] == "slot":
                return build_effect(card, self.ctx.build_offer(card))
            return ("action", actions.build(card, item[CR.Card]))
        if kind == "deck" and item[CR.Kind] == "card" and IS_PRODUCTION[item[CR.Card]]:
            return ("select", ("slot", item[CR.Slot]))
        if kind == "good" and self.ctx.mode() == "pay" and item.get(CR.Slot) == payload.get("slot"):
            return ("select", ("slot", item[CR.Slot]))
        return None

    def click_effect(self, row: int) -> Effect | None:
        item = self.item(row)
        if item is None or not self.own() or item[CR.Kind] != "card":
            return None
        if self.ctx.mode() in ("produce", "sell", "pay"):
            return ("select", ("slot", item[CR.Slot]))
        return None

    def activate_effect(self, row: int) -> Effect | None:
        effect = self.click_effect(row)
        if effect is None:
            return None
        return ("submit", effect[1])


class RoleModel(CardZoneModel):
    """The five role cards: who took which this round, the one being played."""

    def items(self) -> list[Item]:
        s = self.ctx.state
        return [
            {
                CR.Kind: "role",
                CR.Role: role,
                CR.Taker: taker,
                CR.Current: s.role == role and not s.is_terminal(),
                CR.Active: actions.role(role) in self.ctx.legal,
            }
            for role, taker in enumerate(s.roles_taken)
        ]

    def display(self, item: Item) -> str:
        return CN.role_name(item[CR.Role])

    def tooltip(self, item: Item) -> str:
        return texts.role_tooltip(item[CR.Role], self.ctx.state)

    def payload(self, row: int) -> Payload | None:
        item = self.item(row)
        if item is None or not item[CR.Active]:
            return None
        return {"kind": "role", "role": item[CR.Role]}

    def click_effect(self, row: int) -> Effect | None:
        item = self.item(row)
        return None if item is None else ("action", actions.role(item[CR.Role]))


class PilesModel(CardZoneModel):
    """The deck and the discard pile."""

    def items(self) -> list[Item]:
        s = self.ctx.state
        producing = self.ctx.mode() == "produce"
        return [
            {CR.Kind: "deck", CR.Count: len(s.deck), CR.Active: producing, CR.Card: -1},
            {CR.Kind: "discard", CR.Count: sum(s.discard), CR.Card: -1},
        ]

    def display(self, item: Item) -> str:
        return CN.term("deck") if item[CR.Kind] == "deck" else CN.term("discard")

    def tooltip(self, item: Item) -> str:
        return texts.zone_tooltip(item[CR.Kind], count=CN.n_cards(item[CR.Count]))

    def payload(self, row: int) -> Payload | None:
        if row == 0 and self.ctx.mode() == "produce":
            return {"kind": "deck"}
        return None

    def drop_effect(self, payload: Payload, row: int) -> Effect | None:
        if row == 1 and payload.get("kind") == "card" and self.ctx.mode() in ("discard", "swap"):
            return ("select", ("hand", int(payload["row"])))
        return None


class HouseModel(CardZoneModel):
    """The trading-house tile: face up with its prices while a trader is chosen."""

    def items(self) -> list[Item]:
        s = self.ctx.state
        trading = s.role == CardRole.TRADER and s.trades > 0 and not s.is_terminal()
        return [
            {
                CR.Kind: "house",
                CR.Prices: tuple(trade_prices(s)) if trading else None,
                CR.Active: self.ctx.mode() == "sell",
                CR.Card: -1,
            }
        ]

    def display(self, item: Item) -> str:
        return CN.term("trading_house")

    def tooltip(self, item: Item) -> str:
        tip = texts.zone_tooltip("trading_house")
        prices = item[CR.Prices]
        if prices:
            tip += "<br>" + ", ".join(
                f"{CN.good_word(good)}: {CN.n_cards(price)}" for good, price in enumerate(prices)
            )
        return tip

    def drop_effect(self, payload: Payload, row: int) -> Effect | None:
        if payload.get("kind") == "good" and self.ctx.mode() == "sell":
            return ("select", ("slot", int(payload["slot"])))
        return None


class SpreadModel(CardZoneModel):
    """The cards the viewer drew as councillor (empty when there are none to choose)."""

    def items(self) -> list[Item]:
        sel = self.ctx.selection
        return [
            card_item(kind, Selected=row in sel.spread, Active=True)
            for row, kind in enumerate(self.ctx.spread())
        ]

    def display(self, item: Item) -> str:
        return CN.card_name(item[CR.Card])

    def tooltip(self, item: Item) -> str:
        return texts.card_tooltip(item[CR.Card], game=self.ctx.state)

    def payload(self, row: int) -> Payload | None:
        return {"kind": "drawn", "row": row} if self.item(row) is not None else None

    def click_effect(self, row: int) -> Effect | None:
        return ("select", ("spread", row))

    def activate_effect(self, row: int) -> Effect | None:
        return ("submit", ("spread", row))
