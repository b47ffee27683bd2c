"""The card game's reasons in words: the engine's ``Reason`` codes rendered from one
table of translatable templates (context ``CardRefusals``), with what the question open
now asks ("Not now: first choose a role.").  No sentence of the engine reaches a player.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...cards import CardPhase, CardState, Reason
from ..i18n import QT_TRANSLATE_NOOP

# =========================================================================== reasons

REFUSALS: dict[Reason, str] = {
    Reason.LEGAL: QT_TRANSLATE_NOOP("CardRefusals", "That is allowed now."),
    Reason.GAME_OVER: QT_TRANSLATE_NOOP("CardRefusals", "The game is over."),
    Reason.NOT_AN_ACTION: QT_TRANSLATE_NOOP("CardRefusals", "That is not a move of the card game."),
    Reason.NOT_NOW: QT_TRANSLATE_NOOP("CardRefusals", "Not now: first {ask}."),
    Reason.ROLE_TAKEN: QT_TRANSLATE_NOOP(
        "CardRefusals", "That role has been chosen already this round."
    ),
    Reason.NO_LIBRARY_QUESTION: QT_TRANSLATE_NOOP(
        "CardRefusals", "The library's question is not open now."
    ),
    Reason.NOT_IN_HAND: QT_TRANSLATE_NOOP("CardRefusals", "That card is not in your hand."),
    Reason.ALREADY_BUILT: QT_TRANSLATE_NOOP(
        "CardRefusals", "You have that city building already: each may stand in a city only once."
    ),
    Reason.CANNOT_AFFORD: QT_TRANSLATE_NOOP(
        "CardRefusals", "You cannot pay for that building with the cards you have left."
    ),
    Reason.NO_CRANE: QT_TRANSLATE_NOOP(
        "CardRefusals", "Only a crane lets you build over one of your buildings."
    ),
    Reason.NOT_IN_CITY: QT_TRANSLATE_NOOP(
        "CardRefusals", "The crane builds over your own buildings only."
    ),
    Reason.CRANE_SAME_KIND: QT_TRANSLATE_NOOP(
        "CardRefusals", "The crane cannot replace a building with another of the same kind."
    ),
    Reason.CRANE_OVER_ITSELF: QT_TRANSLATE_NOOP(
        "CardRefusals", "The crane cannot build over itself."
    ),
    Reason.PAY_IN_ORDER: QT_TRANSLATE_NOOP(
        "CardRefusals",
        "That card cannot be chosen now: the cards still to choose would not add up.",
    ),
    Reason.MUST_PAY: QT_TRANSLATE_NOOP(
        "CardRefusals", "The price must be paid in full: choose the cards to pay with."
    ),
    Reason.NO_GOOD_THERE: QT_TRANSLATE_NOOP(
        "CardRefusals", "No good lies on a building of that kind."
    ),
    Reason.BLACK_MARKET_SPENT: QT_TRANSLATE_NOOP(
        "CardRefusals",
        "The black market takes at most two goods, and only while something is left to pay.",
    ),
    Reason.NO_EMPTY_BUILDING: QT_TRANSLATE_NOOP(
        "CardRefusals", "None of your buildings of that kind is empty."
    ),
    Reason.NOT_PRODUCTION: QT_TRANSLATE_NOOP("CardRefusals", "That is not a production building."),
    Reason.NOT_DRAWN: QT_TRANSLATE_NOOP(
        "CardRefusals", "That card is not among the cards you drew."
    ),
    Reason.MUST_KEEP: QT_TRANSLATE_NOOP(
        "CardRefusals", "You must keep as many cards as the rules give you."
    ),
    Reason.MUST_DISCARD: QT_TRANSLATE_NOOP(
        "CardRefusals", "You must discard down to the number the rules give."
    ),
    Reason.NO_PASS_HERE: QT_TRANSLATE_NOOP("CardRefusals", "You cannot pass now."),
    Reason.CITY_DUPLICATE_OVER: QT_TRANSLATE_NOOP(
        "CardRefusals", "You have that city building already, crane or not."
    ),
    # the expansion "Die neuen Gebäude"
    Reason.NOT_IN_GAME: QT_TRANSLATE_NOOP(
        "CardRefusals", "That card belongs to an expansion this game is played without."
    ),
    Reason.NOT_IN_DISPLAY: QT_TRANSLATE_NOOP(
        "CardRefusals",
        "That building can only be built from beside the trading house, and it is no longer there.",
    ),
    Reason.ROUND_START_ONLY: QT_TRANSLATE_NOOP(
        "CardRefusals",
        "The office building and the bank are used only at the start of a round, by their "
        "owners in turn.",
    ),
    Reason.BANK_USED: QT_TRANSLATE_NOOP("CardRefusals", "The bank is used only once per game."),
}

#: What each phase asks, for "Not now: first {ask}."
ASKS: dict[CardPhase, str] = {
    CardPhase.DEAL: QT_TRANSLATE_NOOP("CardRefusals", "choose the cards to discard"),
    CardPhase.CHAPEL: QT_TRANSLATE_NOOP(
        "CardRefusals", "put a card under the chapel or keep your cards"
    ),
    CardPhase.HAND_LIMIT: QT_TRANSLATE_NOOP("CardRefusals", "discard down to the hand limit"),
    CardPhase.ROLE: QT_TRANSLATE_NOOP("CardRefusals", "choose a role"),
    CardPhase.LIBRARY: QT_TRANSLATE_NOOP("CardRefusals", "say whether the library works now"),
    CardPhase.BUILD: QT_TRANSLATE_NOOP("CardRefusals", "build a building or build nothing"),
    CardPhase.BLACK_MARKET: QT_TRANSLATE_NOOP("CardRefusals", "pay for the building"),
    CardPhase.PAY: QT_TRANSLATE_NOOP("CardRefusals", "pay for the building"),
    CardPhase.PRODUCE: QT_TRANSLATE_NOOP("CardRefusals", "produce or stop"),
    CardPhase.TRADE: QT_TRANSLATE_NOOP("CardRefusals", "sell or stop"),
    CardPhase.KEEP: QT_TRANSLATE_NOOP("CardRefusals", "choose the cards to keep"),
    CardPhase.ARCHIVE: QT_TRANSLATE_NOOP("CardRefusals", "choose the cards to discard"),
    CardPhase.GAME_OVER: QT_TRANSLATE_NOOP("CardRefusals", "start a new game"),
    # the expansion "Die neuen Gebäude"
    CardPhase.OFFICE: QT_TRANSLATE_NOOP(
        "CardRefusals", "swap cards at the office building or keep your hand"
    ),
    CardPhase.BANK: QT_TRANSLATE_NOOP("CardRefusals", "put cards under the bank or keep them"),
}

#: For a phase newer than its words (tests see that every phase has its own).
_ANY_ASK = QT_TRANSLATE_NOOP("CardRefusals", "answer the question open now")


def reason_text(reason: Reason, phase: CardPhase) -> str:
    """An engine's reason in the player's words (``phase``: the question open now)."""
    ask = QCoreApplication.translate("CardRefusals", ASKS.get(phase, _ANY_ASK))
    text = REFUSALS.get(reason, REFUSALS[Reason.NOT_NOW])  # a reason newer than its words
    return QCoreApplication.translate("CardRefusals", text).format(ask=ask)


def refusal(state: CardState, action: int) -> str:
    """Why ``action`` is not allowed in ``state``, in words (the engine's reason)."""
    return reason_text(state.why_illegal(action), state.phase)
