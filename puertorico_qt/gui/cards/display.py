"""The display beside the trading house (expansion "Die neuen Gebäude"): the cards lying
face up there — the Kathedrale, until somebody builds it.

The engine's state is read through one accessor, ``display_ids(state)``: the count per
kind in ``state.xp.display`` (``CardState.xp`` is the expansion's part of the table,
``None`` in a base game); a state without it has no display and the strip is hidden.
While the viewer may build a card of the display (the engine lists ``build`` of its
kind), it is marked, and a double-click, or a drag (or a click, then a click) onto the
free place of the viewer's city, builds it.
"""

from __future__ import annotations

from html import escape

from PySide6.QtWidgets import QHBoxLayout, QWidget

from ...cards import CardKind
from ..table.mime import Payload
from . import catalog, expansion_texts, texts
from . import names as CN
from .context import BuildOffer
from .model_base import CR, CardZoneModel, Effect, Item, build_effect


def display_counts(state: object) -> list[int]:
    """Per kind, the cards lying face up beside the trading house ([] without any)."""
    xp = getattr(state, "xp", None)
    counts = getattr(xp, "display", None)
    if counts is None:
        return []
    return [n if isinstance(n, int) else 0 for n in counts]


def display_ids(state: object) -> tuple[str, ...]:
    """The ids of the cards lying face up beside the trading house, one per card."""
    return tuple(
        card_id
        for kind, n in enumerate(display_counts(state))
        if (card_id := catalog.id_of(kind))
        for _ in range(n)
    )


class DisplayModel(CardZoneModel):
    """The cards of the display, each with its tooltip; empty without the expansion."""

    def items(self) -> list[Item]:
        s = self.ctx.state
        out: list[Item] = []
        for card_id in display_ids(s):
            facts = catalog.facts(card_id)
            kind = catalog.kind_of(card_id)
            offer = self._offer(kind)
            buildable = offer is not None
            item: Item = {
                CR.Kind: "card",
                CR.Card: kind,
                CR.Id: card_id,
                CR.Cost: facts.cost if facts is not None else -1,
                CR.Vp: -1 if facts is None or facts.kind == CardKind.SIX else facts.vp,
                CR.Active: buildable,
            }
            if offer is not None:  # its price now on a green coin, as a hand card's
                item[CR.Price] = offer.price
                item[CR.Offer] = offer
            out.append(item)
        return out

    def _offer(self, kind: int) -> BuildOffer | None:
        ctx = self.ctx
        if kind < 0 or not ctx.interactive():
            return None
        return ctx.build_offer(kind)

    def display(self, item: Item) -> str:
        return CN.name_of(item[CR.Id])

    def tooltip(self, item: Item) -> str:
        return (
            texts.card_tooltip_of(
                item[CR.Id],
                offer.plain if (offer := item.get(CR.Offer)) else None,
                over=offer.over if offer else None,
            )
            + "<br><br><i>"
            + escape(expansion_texts.display_tip())
            + "</i>"
        )

    def payload(self, row: int) -> Payload | None:
        item = self.item(row)
        if item is None or not item.get(CR.Active):
            return None
        return {"kind": "card", "card": item[CR.Card], "row": -1}

    def activate_effect(self, row: int) -> Effect | None:
        item = self.item(row)
        if item is None or not item.get(CR.Active):
            return None
        return build_effect(item[CR.Card], item.get(CR.Offer))


def house_row(house: QWidget, display: QWidget, parent: QWidget | None = None) -> QWidget:
    """The trading-house tile with the display at its right (the display takes half
    of the width while it shows a card: a third left the Kathedrale too small to read
    at 1366×768)."""
    row = QWidget(parent)
    layout = QHBoxLayout(row)
    layout.setContentsMargins(0, 0, 0, 0)
    layout.setSpacing(0)
    layout.addWidget(house, 1)
    layout.addWidget(display, 1)
    return row
