"""The card game's actions: integer ids for the hot paths, one text line for people.

A player's hand, the deck and the goods are multisets of card *kinds* (two cards of
a kind are the same card), so an action names a kind, never a position.  The id
layout is a table of action kinds and their sizes, as in the board game
(``engine.actions``): a kind's ids start where the previous kind's end, each size
leaves room for the expansion's cards (``MAX_KINDS``), and new kinds are appended.
Code outside this package builds ids with the constructors (``build(k)``,
``pay(k)`` …) and reads them with ``decode``; saves store the notation.

Notation (one line, case and extra spaces ignored; ``docs/cards.md``)::

    pass                       (also: done)
    role builder               (producer, trader, councillor, prospector)
    library use | library skip
    build smithy | build palace over chapel
    blackmarket sugar_mill     pay indigo_plant
    produce coffee_roaster     sell silver_smelter
    keep library               discard well        tuck statue
    swap hero                  bank statue          (the expansion's Amtsstube, Bank)
"""

from __future__ import annotations

from dataclasses import dataclass

from .data import CARD_IDS, CARD_INDEX, N_KINDS, N_ROLES, ROLE_NAMES

#: Room for the expansion's kinds in every per-card block of ids.
MAX_KINDS = 64
MAX_ROLES = 8
assert N_KINDS <= MAX_KINDS and N_ROLES <= MAX_ROLES


@dataclass(frozen=True, slots=True)
class ActionBlock:
    """One row of the id layout: a kind of action and how many ids it takes."""

    name: str
    size: int


#: The id layout, in order.  Append new rows at the end; never reorder.
BLOCKS: tuple[ActionBlock, ...] = (
    ActionBlock("pass", 1),
    ActionBlock("role", MAX_ROLES),  # + role
    ActionBlock("library", 2),  # + 0 use, + 1 skip
    ActionBlock("build", MAX_KINDS),  # + card kind
    ActionBlock("build_over", MAX_KINDS * MAX_KINDS),  # + MAX_KINDS * new + old
    ActionBlock("pay", MAX_KINDS),  # + card kind
    ActionBlock("blackmarket", MAX_KINDS),  # + production kind whose good is given
    ActionBlock("produce", MAX_KINDS),  # + production kind
    ActionBlock("sell", MAX_KINDS),  # + production kind
    ActionBlock("keep", MAX_KINDS),  # + card kind
    ActionBlock("discard", MAX_KINDS),  # + card kind
    ActionBlock("tuck", MAX_KINDS),  # + card kind
    # The expansion "Die neuen Gebäude":
    ActionBlock("swap", MAX_KINDS),  # + card kind: Amtsstube, a hand card face down
    ActionBlock("bank", MAX_KINDS),  # + card kind: tucked under the Bank
)


def _offsets() -> dict[str, int]:
    out, at = {}, 0
    for block in BLOCKS:
        out[block.name] = at
        at += block.size
    return out


OFFSET: dict[str, int] = _offsets()
#: How many ids the layout has (the size of a bot's action index).
N_ACTIONS = sum(block.size for block in BLOCKS)

# The rules' names for the offsets (prefixed: the board game's offsets have the bare
# names, and code outside the rules may not do arithmetic with those).
A_PASS = OFFSET["pass"]
A_ROLE = OFFSET["role"]
A_LIBRARY_USE = OFFSET["library"]
A_LIBRARY_SKIP = OFFSET["library"] + 1
A_BUILD = OFFSET["build"]
A_OVER = OFFSET["build_over"]
A_PAY = OFFSET["pay"]
A_MARKET = OFFSET["blackmarket"]
A_PRODUCE = OFFSET["produce"]
A_SELL = OFFSET["sell"]
A_KEEP = OFFSET["keep"]
A_DISCARD = OFFSET["discard"]
A_TUCK = OFFSET["tuck"]
A_SWAP = OFFSET["swap"]
A_BANK = OFFSET["bank"]
A_END = N_ACTIONS

#: The blocks whose ids are ``offset + card kind`` (one verb and a card id).
CARD_VERBS: dict[str, int] = {
    "build": A_BUILD,
    "pay": A_PAY,
    "blackmarket": A_MARKET,
    "produce": A_PRODUCE,
    "sell": A_SELL,
    "keep": A_KEEP,
    "discard": A_DISCARD,
    "tuck": A_TUCK,
    "swap": A_SWAP,
    "bank": A_BANK,
}


#: The verbs whose card nobody else sees: it leaves a hand or the councillor's draw face
#: down (paid, kept, discarded, tucked under a chapel, swapped by the office, put under
#: a bank).  A log read by the whole table does not name it.
HIDDEN_CARD_VERBS = frozenset({"pay", "keep", "discard", "tuck", "swap", "bank"})


class NotationError(ValueError):
    """Text that is not an action of the notation."""


@dataclass(frozen=True, slots=True)
class CardAction:
    """An id read back: its verb (a block's name), the card kind or role it names
    (-1: none) and, for ``build_over``, the building built over (-1 otherwise)."""

    verb: str
    arg: int = -1
    over: int = -1


# --------------------------------------------------------------------------- constructors

PASS = A_PASS
LIBRARY_USE = A_LIBRARY_USE
LIBRARY_SKIP = A_LIBRARY_SKIP


def role(r: int) -> int:
    return A_ROLE + r


def build(kind: int, over: int = -1) -> int:
    """Build ``kind`` from the hand; with ``over``, on top of that own building (crane)."""
    return A_BUILD + kind if over < 0 else A_OVER + MAX_KINDS * kind + over


def pay(kind: int) -> int:
    return A_PAY + kind


def blackmarket(kind: int) -> int:
    return A_MARKET + kind


def produce(kind: int) -> int:
    return A_PRODUCE + kind


def sell(kind: int) -> int:
    return A_SELL + kind


def keep(kind: int) -> int:
    return A_KEEP + kind


def discard(kind: int) -> int:
    return A_DISCARD + kind


def tuck(kind: int) -> int:
    return A_TUCK + kind


def swap(kind: int) -> int:
    """Amtsstube: put a hand card of ``kind`` face down (the draw follows)."""
    return A_SWAP + kind


def bank(kind: int) -> int:
    """Bank: tuck a hand card of ``kind`` under it."""
    return A_BANK + kind


# --------------------------------------------------------------------------- reading ids


def decode(action: int) -> CardAction:
    """The readable form of an id; raises NotationError for an id outside the layout
    or naming a card or role that does not exist."""
    if isinstance(action, bool) or not isinstance(action, int) or not 0 <= action < A_END:
        raise NotationError(f"{action!r} is not an action id of the card game")
    if action == A_PASS:
        return CardAction("pass")
    if action < A_LIBRARY_USE:
        r = action - A_ROLE
        if r >= N_ROLES:
            raise NotationError(f"{action} names no role")
        return CardAction("role", r)
    if action < A_BUILD:
        return CardAction("library", action - A_LIBRARY_USE)
    if A_OVER <= action < A_PAY:
        new, old = divmod(action - A_OVER, MAX_KINDS)
        if new >= N_KINDS or old >= N_KINDS:
            raise NotationError(f"{action} names no card")
        return CardAction("build_over", new, old)
    for verb, at in CARD_VERBS.items():
        if at <= action < at + MAX_KINDS:
            if action - at >= N_KINDS:
                raise NotationError(f"{action} names no card")
            return CardAction(verb, action - at)
    raise NotationError(f"{action} is not an action id of the card game")  # pragma: no cover


def format_action(action: int) -> str:
    """The notation of an id (``parse_action`` reads it back)."""
    a = decode(action)
    if a.verb == "pass":
        return "pass"
    if a.verb == "role":
        return f"role {ROLE_NAMES[a.arg]}"
    if a.verb == "library":
        return "library use" if a.arg == 0 else "library skip"
    if a.verb == "build_over":
        return f"build {CARD_IDS[a.arg]} over {CARD_IDS[a.over]}"
    return f"{a.verb} {CARD_IDS[a.arg]}"


def _card(word: str, text: str) -> int:
    kind = CARD_INDEX.get(word)
    if kind is None:
        raise NotationError(f"{text!r}: {word!r} is not a card of the card game")
    return kind


def parse_action(text: str) -> int:
    """The id of one line of notation (case and extra spaces do not matter)."""
    if not isinstance(text, str):
        raise NotationError(f"an action is a line of text, not {type(text).__name__}")
    words = text.lower().split()
    if words in (["pass"], ["done"]):
        return A_PASS
    if len(words) == 2 and words[0] == "role":
        if words[1] not in ROLE_NAMES:
            raise NotationError(f"{text!r}: {words[1]!r} is not a role")
        return A_ROLE + ROLE_NAMES.index(words[1])
    if len(words) == 2 and words[0] == "library" and words[1] in ("use", "skip"):
        return A_LIBRARY_USE if words[1] == "use" else A_LIBRARY_SKIP
    if len(words) == 4 and words[0] == "build" and words[2] == "over":
        return build(_card(words[1], text), _card(words[3], text))
    if len(words) == 2 and words[0] in CARD_VERBS:
        return CARD_VERBS[words[0]] + _card(words[1], text)
    raise NotationError(f"{text!r} is not an action of the card game (see docs/cards.md)")
