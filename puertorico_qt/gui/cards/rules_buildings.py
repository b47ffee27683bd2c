"""The card game's rules chapters about its buildings (context ``CardRules``): the
table of the base deck, and the chapter of the expansion "Die neuen Gebäude" with its
own table, its changes to the round and its two bonus cards.

Both tables are generated from the cards' facts (``catalog``: the engine's table, the
expansion's data file for cards not in it yet) with the tooltips' texts (``texts``), so
the reference shows the numbers that are played.
"""

from __future__ import annotations

from collections.abc import Iterable
from html import escape

from PySide6.QtCore import QCoreApplication

from ...cards import CARDS, CardKind
from ..i18n import QT_TRANSLATE_NOOP
from ..rules.common import html_table
from . import catalog, expansion_texts, texts
from . import names as CN


def _r(text: str) -> str:
    return QCoreApplication.translate("CardRules", text)


def _paras(*texts_: str, **values: object) -> str:
    return "".join(f"<p>{escape(_r(t).format(**values))}</p>" for t in texts_)


def _bullets(*texts_: str, **values: object) -> str:
    return "<ul>" + "".join(f"<li>{escape(_r(t).format(**values))}</li>" for t in texts_) + "</ul>"


def buildings_table(cards: Iterable[catalog.CardFacts]) -> str:
    """Name, cost, VP ("?" for a bonus card), copies and what it does, one row a card;
    a number no printed source gives is starred, with a note under the table."""
    cards = list(cards)
    head = [
        _r(QT_TRANSLATE_NOOP("CardRules", "Building")),
        _r(QT_TRANSLATE_NOOP("CardRules", "Cost")),
        _r(QT_TRANSLATE_NOOP("CardRules", "VP")),
        _r(QT_TRANSLATE_NOOP("CardRules", "Copies")),
        _r(QT_TRANSLATE_NOOP("CardRules", "What it does")),
    ]
    rows = [
        [
            CN.name_of(card.id),
            card.shown("cost"),
            "?" if card.kind == CardKind.SIX else card.shown("vp"),
            str(card.copies),
            texts.effect_text(card),
        ]
        for card in cards
    ]
    table = html_table(head, rows, full_width=True)
    if any(card.assumed for card in cards):
        table += "<p><small>" + escape(texts.assumed_note()) + "</small></p>"
    return table


def base_table(_edition: object) -> str:
    """The base deck's buildings."""
    base = (catalog.facts(c.id) for c in CARDS if c.content == "base")
    return buildings_table(f for f in base if f is not None)


def expansion(_edition: object) -> str:
    """The chapter of "Die neuen Gebäude"."""
    return (
        "<p><i>"
        + escape(
            _r(
                QT_TRANSLATE_NOOP(
                    "CardRules",
                    "These rules apply only when the expansion “{expansion}” is chosen for a "
                    "new game.",
                )
            ).format(expansion=CN.expansion_title(catalog.BUILDINGS))
        )
        + "</i></p>"
        + _paras(
            QT_TRANSLATE_NOOP(
                "CardRules",
                "{count} new city buildings are shuffled into the deck. The {cathedral} is "
                "not: it lies face up beside the trading-house tiles from the start, and "
                "whoever builds it takes it from there, in a builder phase and as his one "
                "building of that phase. The builder's privilege, the {quarry} and the "
                "{crane} lower its price as for any city building.",
            ),
            count=catalog.deck_copies(),
            **_names(),
        )
        + _paras(
            QT_TRANSLATE_NOOP(
                "CardRules",
                "When a round starts, these steps come first, each from the governor on:",
            )
        )
        + "<ol>"
        + "".join(
            f"<li>{escape(_r(t).format(**_names()))}</li>"
            for t in (
                QT_TRANSLATE_NOOP(
                    "CardRules", "Whoever owns an {office_building} may swap one or two hand cards."
                ),
                QT_TRANSLATE_NOOP(
                    "CardRules",
                    "{chapel} and {bank}: cards may be slipped under them (under the bank "
                    "only once in the game).",
                ),
                QT_TRANSLATE_NOOP(
                    "CardRules",
                    "The hand limit: 7 cards; 6 for a player without a {guard_room} while "
                    "anybody has one (this program reads the card as limiting the others, "
                    "not every game with the expansion); 12 with a {tower}.",
                ),
            )
        )
        + "</ol>"
        + buildings_table(catalog.expansion_facts())
        + _paras(
            QT_TRANSLATE_NOOP(
                "CardRules",
                "The two bonus cards score on the same ladder: {ladder} VP for the first, "
                "second, third and fourth step, nothing for a fifth. The {residence} counts "
                "groups of three different buildings of one printed cost in its owner's "
                "city (production buildings, monuments and itself included; a building "
                "owned twice may serve two groups, never twice in one). The {cathedral} "
                "counts the buildings of printed cost 6 in the other players' cities; it "
                "costs {cost} itself and is not one of them.",
            ),
            ladder=expansion_texts.ladder_text(),
            cost=_cost("cathedral"),
            **_names(),
        )
    )


def _cost(card_id: str) -> int | str:
    card = catalog.facts(card_id)
    return card.cost if card is not None else "?"


def _names() -> dict[str, str]:
    """The card names in the chapter's sentences (``{bank}``, ``{tower}`` …)."""
    ids = (*catalog.expansion_ids(), "chapel", "tower", "crane", "quarry")
    return {card_id: CN.name_of(card_id) for card_id in ids}
