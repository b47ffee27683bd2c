"""What the cards of the expansion "Die neuen Gebäude" do, in our own words (context
``CardTips``, as the base cards' texts in ``texts``, which takes these in), and the
words of the display beside the trading house where the Kathedrale lies.

The bonus cards' sentences take ``{ladder}`` ("4, 3, 2, 1"): the VP of the first,
second … group or building, from the engine's numbers (``catalog.BONUS_LADDER``).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...cards import CardRole
from ..i18n import QT_TRANSLATE_NOOP
from . import names as CN
from .catalog import BONUS_LADDER

#: What each card of the expansion does, by id.
EFFECTS: dict[str, str] = {
    "office_building": QT_TRANSLATE_NOOP(
        "CardTips",
        "At the start of each round you may swap one or two hand cards: put them on the "
        "discard pile and draw as many from the deck.",
    ),
    "guard_room": QT_TRANSLATE_NOOP(
        "CardTips",
        "While a guard room stands in any city, every player without one may keep only 6 "
        "cards when a round starts; its owner keeps 7 (a tower still allows 12).",
    ),
    "hut": QT_TRANSLATE_NOOP(
        "CardTips",
        "After a trader phase in which nobody sold a single good, you draw a card.",
    ),
    "tavern": QT_TRANSLATE_NOOP(
        "CardTips",
        "After each builder phase you draw a card if you have the fewest buildings: nobody "
        "has fewer and at least one player has more.",
    ),
    "park": QT_TRANSLATE_NOOP(
        "CardTips",
        "If your crane builds over this park, it takes up to 6 cards off the new building's "
        "price instead of up to 3.",
    ),
    "customs_office": QT_TRANSLATE_NOOP(
        "CardTips",
        "When a councillor phase begins, the top card of the deck is laid unseen on your "
        "customs office as a good (if none lies there yet). Sold in a trader phase it brings "
        "2 cards, whatever the tile says; otherwise it counts as a good like any other.",
    ),
    "bank": QT_TRANSLATE_NOOP(
        "CardTips",
        "Once in the whole game, at the start of a round before the hand limit is checked, "
        "you may slip as many hand cards as you like under the bank; each is worth 1 VP at "
        "the end.",
    ),
    "harbor": QT_TRANSLATE_NOOP(
        "CardTips",
        "Each time you sell goods in a trader phase, one of the sold cards goes face down "
        "under the harbor instead of onto the discard pile; each is worth 1 VP at the end.",
    ),
    "goldsmith": QT_TRANSLATE_NOOP(
        "CardTips",
        "In every prospector phase the top card of the deck is shown to everybody: if no "
        "player has built that building yet, it goes into your hand, otherwise onto the "
        "discard pile.",
    ),
    "residence": QT_TRANSLATE_NOOP(
        "CardTips",
        "At the end: bonus VP for each group of three different buildings of the same cost "
        "in your city, {ladder} VP for the first, second, third and fourth group, nothing "
        "after that. A building you own twice may be in two groups.",
    ),
    "cathedral": QT_TRANSLATE_NOOP(
        "CardTips",
        "Lies face up beside the trading house; in a builder phase anybody may build it "
        "from there as his building. At the end: {ladder} VP for the first, second, third "
        "and fourth 6-cost building in the other players' cities, nothing after that.",
    ),
}

#: What the expansion's cards add to a role's phase, after the role's own tip
#: (``{cathedral}`` … the cards' names): a role's tip told the base game
#: only, and the Tavern, Hut, Harbor and Customs Office acted unannounced.
ROLE_ADDITIONS: dict[int, str] = {
    CardRole.BUILDER: QT_TRANSLATE_NOOP(
        "CardTips",
        "With the new buildings: the {cathedral} beside the trading house may be built too, "
        "and after the phase the owner of a {tavern} draws a card if he has the fewest "
        "buildings.",
    ),
    CardRole.TRADER: QT_TRANSLATE_NOOP(
        "CardTips",
        "With the new buildings: the good on a {customs_office} sells for 2 cards, a "
        "{harbor} keeps one card of its owner's sale as 1 VP, and if nobody sold anything, "
        "the owner of each {hut} draws a card.",
    ),
    CardRole.COUNCILLOR: QT_TRANSLATE_NOOP(
        "CardTips",
        "With the new buildings: first every empty {customs_office} gets a good, unseen, "
        "from the deck.",
    ),
}


def role_addition(role: int) -> str:
    """``ROLE_ADDITIONS`` of ``role`` in the language chosen ("" for none)."""
    text = ROLE_ADDITIONS.get(role)
    if text is None:
        return ""
    ids = ("cathedral", "tavern", "customs_office", "harbor", "hut")
    return QCoreApplication.translate("CardTips", text).format(
        **{card_id: CN.name_of(card_id) for card_id in ids}
    )


#: The display beside the trading house.
DISPLAY_TIP = QT_TRANSLATE_NOOP(
    "CardTips",
    "Lies face up beside the trading house until somebody builds it; it is never in a hand.",
)


def ladder_text() -> str:
    """ "4, 3, 2, 1": the VP of the first, second … step."""
    return ", ".join(str(n) for n in BONUS_LADDER)


def display_tip() -> str:
    return QCoreApplication.translate("CardTips", DISPLAY_TIP)
