"""Why the card game's rules refuse an action, as a code.

``CardState.why_illegal`` answers with a ``Reason``; the GUI renders the code in the
player's language, the command line uses ``english``.  The values are stable (tests,
logs): append new codes, never renumber.
"""

from __future__ import annotations

from enum import IntEnum


class Reason(IntEnum):
    LEGAL = 0  # the action is legal now
    GAME_OVER = 1
    NOT_AN_ACTION = 2  # no such id, or it names no card
    NOT_NOW = 3  # an action of another kind is asked for now
    ROLE_TAKEN = 4
    NO_LIBRARY_QUESTION = 5
    NOT_IN_HAND = 6
    ALREADY_BUILT = 7
    CANNOT_AFFORD = 8
    NO_CRANE = 9
    NOT_IN_CITY = 10
    CRANE_SAME_KIND = 11
    CRANE_OVER_ITSELF = 12
    PAY_IN_ORDER = 13  # one kind after the other, the lowest first
    MUST_PAY = 14
    NO_GOOD_THERE = 15
    BLACK_MARKET_SPENT = 16  # two goods given, or the price is paid already
    NO_EMPTY_BUILDING = 17
    NOT_PRODUCTION = 18
    NOT_DRAWN = 19
    MUST_KEEP = 20
    MUST_DISCARD = 21
    NO_PASS_HERE = 22
    CITY_DUPLICATE_OVER = 23  # crane: the new city building is already in the city
    # The expansion "Die neuen Gebäude":
    NOT_IN_GAME = 24  # a card of an expansion this game is played without
    NOT_IN_DISPLAY = 25  # the Kathedrale is built from the display only, and once
    ROUND_START_ONLY = 26  # the Amtsstube and the Bank act at the start of a round
    BANK_USED = 27  # the Bank is used once per game


_ENGLISH: dict[Reason, str] = {
    Reason.LEGAL: "this action is legal now",
    Reason.GAME_OVER: "the game is over",
    Reason.NOT_AN_ACTION: "this is not an action of the card game",
    Reason.NOT_NOW: "that kind of action is not asked for now",
    Reason.ROLE_TAKEN: "that role was already chosen this round",
    Reason.NO_LIBRARY_QUESTION: "the library question is not open now",
    Reason.NOT_IN_HAND: "that card is not in the player's hand",
    Reason.ALREADY_BUILT: "a player may own each city building only once",
    Reason.CANNOT_AFFORD: "the player cannot pay the building's price with the cards left",
    Reason.NO_CRANE: "only the owner of a working crane may build over a building",
    Reason.NOT_IN_CITY: "the crane builds over one of the player's own buildings only",
    Reason.CRANE_SAME_KIND: "the crane cannot replace a building with another of the same kind",
    Reason.CRANE_OVER_ITSELF: "the crane cannot build over the crane itself",
    Reason.PAY_IN_ORDER: (
        "cards are chosen one kind after the other, lowest first, and enough must "
        "remain for the rest of the count"
    ),
    Reason.MUST_PAY: "the price must be paid in full before the turn ends",
    Reason.NO_GOOD_THERE: "none of the player's buildings of that kind carries a good",
    Reason.BLACK_MARKET_SPENT: (
        "the black market takes at most two goods, and only while the price is not yet covered"
    ),
    Reason.NO_EMPTY_BUILDING: "none of the player's buildings of that kind is empty",
    Reason.NOT_PRODUCTION: "that is not a production building",
    Reason.NOT_DRAWN: "that card is not among the cards drawn",
    Reason.MUST_KEEP: "the councillor must keep the number of cards the rules give",
    Reason.MUST_DISCARD: "the player must discard down to the number the rules give",
    Reason.NO_PASS_HERE: "passing is not possible now",
    Reason.CITY_DUPLICATE_OVER: "a player may own each city building only once, crane or not",
    Reason.NOT_IN_GAME: "that card is not part of this game (its expansion is not in play)",
    Reason.NOT_IN_DISPLAY: (
        "that building is built from the face-up display only, and it is no longer there"
    ),
    Reason.ROUND_START_ONLY: (
        "the office building and the bank are used only at the start of a round, "
        "by their owners, in turn"
    ),
    Reason.BANK_USED: "the bank may be used only once per game",
}


def english(reason: Reason) -> str:
    """The rule behind ``reason``, in English (the command line, error messages)."""
    return _ENGLISH[reason]
