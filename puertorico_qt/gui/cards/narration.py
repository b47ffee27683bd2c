"""The card game in words: what a move does ("Anna builds the Smithy for 2 cards") and
what things cost now.  The game log's lines are ``log_lines``'s, the rules' reasons
``reasons``'s.

Only what the whole table may know is written in the log's lines (``describe_action``):
a hand card a player pays, keeps or discards is never named (the log is read by
everybody at the screen); buildings, goods produced or sold, and the cards a gold mine
turns up are.  ``describe_own_action`` names the hand card too, for what only the
card's player reads (a hint) or what is read after the game (the key moments).

Nothing here decides a rule.  A price is the engine's (``cards.build_price``), a
refusal is the engine's ``Reason``; the lines compare the states before and after an
action.  Contexts ``CardLog`` and ``CardRefusals``.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from ... import cards
from ...cards import CardPhase, CardState, decode
from ...cards.actions import HIDDEN_CARD_VERBS
from ...cards.data import GOOD_OF, TRADING_TILES
from ...cards.effects import FIXED_PRICE
from ..i18n import QT_TRANSLATE_NOOP
from ..phases.base import listing, player_name
from . import names as CN
from .sequence import VERB_MODES

Steps = list[tuple[int, int]]


#: The chooser's library doubles the role's privilege (asked, or by itself).
LIBRARY_USED = QT_TRANSLATE_NOOP(
    "CardLog", "{name} uses the library: the {role}'s privilege counts twice."
)


def _log(text: str) -> str:
    return QCoreApplication.translate("CardLog", text)


# =========================================================================== prices


def trade_prices(state: CardState) -> tuple[int, ...]:
    """The prices (cards per good, indigo … silver) of the tile turned up last."""
    return TRADING_TILES[state.tiles[(state.trades - 1) % len(state.tiles)]]


def fixed_prices(state: CardState, seat: int) -> list[tuple[int, int]]:
    """(kind, price) of the seat's goods that sell for a fixed price whatever the tile
    (the expansion's customs office), in city order."""
    p = state.players[seat]
    return [
        (kind, FIXED_PRICE[kind])
        for kind, good in zip(p.city, p.goods, strict=True)
        if kind in FIXED_PRICE and good >= 0
    ]


# =========================================================================== a move in words

_PASS = {
    CardPhase.BUILD: QT_TRANSLATE_NOOP("CardLog", "{name} builds nothing."),
    CardPhase.BLACK_MARKET: QT_TRANSLATE_NOOP("CardLog", "{name} pays the rest with cards."),
    CardPhase.PRODUCE: QT_TRANSLATE_NOOP("CardLog", "{name} produces no more."),
    CardPhase.TRADE: QT_TRANSLATE_NOOP("CardLog", "{name} sells no more."),
    CardPhase.CHAPEL: QT_TRANSLATE_NOOP("CardLog", "{name} puts nothing under the chapel."),
    CardPhase.OFFICE: QT_TRANSLATE_NOOP("CardLog", "{office}: {name} swaps no card."),
    CardPhase.BANK: QT_TRANSLATE_NOOP("CardLog", "{name} keeps the bank for a later round."),
}
_NOTHING = {
    CardPhase.PRODUCE: QT_TRANSLATE_NOOP("CardLog", "{name} produces nothing."),
    CardPhase.TRADE: QT_TRANSLATE_NOOP("CardLog", "{name} sells nothing."),
}
_DISCARD = {
    CardPhase.DEAL: QT_TRANSLATE_NOOP("CardLog", "{name} discards a card of the starting hand."),
    CardPhase.HAND_LIMIT: QT_TRANSLATE_NOOP("CardLog", "{name} discards a card (hand limit)."),
    CardPhase.ARCHIVE: QT_TRANSLATE_NOOP("CardLog", "{name} discards a card (archive)."),
}


def describe_action(state: CardState, seat: int, action: int, names: Sequence[str]) -> str:
    """``action`` by ``seat`` in ``state`` (the state before it), in words."""
    who = player_name(seat, names)
    a = decode(action)
    if a.verb == "pass":
        text = _PASS.get(state.phase, QT_TRANSLATE_NOOP("CardLog", "{name} passes."))
        if state.phase in (CardPhase.PRODUCE, CardPhase.TRADE) and not state.done:
            text = _NOTHING[state.phase]
        return _log(text).format(name=who, office=CN.name_of("office_building"))
    if a.verb == "role":
        return _log(QT_TRANSLATE_NOOP("CardLog", "{name} chooses the {role}.")).format(
            name=who, role=CN.role_name(a.arg)
        )
    if a.verb == "library":
        role = CN.role_name(state.roles_taken.index(seat)) if seat in state.roles_taken else ""
        if a.arg == 0:
            text = LIBRARY_USED
        else:
            text = QT_TRANSLATE_NOOP("CardLog", "{name} keeps the library for the next role.")
        return _log(text).format(name=who, role=role)
    if a.verb in ("build", "build_over"):
        price = cards.build_price(state, action) if state.is_legal(action) else None
        values = {"name": who, "card": CN.card_name(a.arg), "cost": CN.n_cards(price or 0)}
        if a.verb == "build_over":
            values["old"] = CN.card_name(a.over)
            if price is None:
                text = QT_TRANSLATE_NOOP("CardLog", "{name} builds the {card} over the {old}.")
            elif price == 0:
                text = QT_TRANSLATE_NOOP(
                    "CardLog", "{name} builds the {card} over the {old} for free."
                )
            else:
                text = QT_TRANSLATE_NOOP(
                    "CardLog", "{name} builds the {card} over the {old} for {cost}."
                )
        elif price is None:
            text = QT_TRANSLATE_NOOP("CardLog", "{name} builds the {card}.")
        elif price == 0:
            text = QT_TRANSLATE_NOOP("CardLog", "{name} builds the {card} for free.")
        else:
            text = QT_TRANSLATE_NOOP("CardLog", "{name} builds the {card} for {cost}.")
        return _log(text).format(**values)
    if a.verb == "blackmarket":
        return _log(
            QT_TRANSLATE_NOOP("CardLog", "{name} pays with a good from the {card} (black market).")
        ).format(name=who, card=CN.card_name(a.arg))
    if a.verb == "pay":
        return _log(QT_TRANSLATE_NOOP("CardLog", "{name} pays a card.")).format(name=who)
    if a.verb == "produce":
        return _log(QT_TRANSLATE_NOOP("CardLog", "{name} produces on the {card}.")).format(
            name=who, card=CN.card_name(a.arg)
        )
    if a.verb == "sell" and a.arg in FIXED_PRICE:  # the Zollamt's good: of no kind
        return _log(
            QT_TRANSLATE_NOOP("CardLog", "{name} sells the good of the {card} for {cost}.")
        ).format(name=who, card=CN.card_name(a.arg), cost=CN.n_cards(FIXED_PRICE[a.arg]))
    if a.verb == "sell":
        good = GOOD_OF[a.arg]
        price = trade_prices(state)[good] if state.trades else 0
        return _log(QT_TRANSLATE_NOOP("CardLog", "{name} sells {good} for {cost}.")).format(
            name=who, good=CN.good_word(good), cost=CN.n_cards(price)
        )
    if a.verb == "keep":
        return _log(QT_TRANSLATE_NOOP("CardLog", "{name} keeps a card.")).format(name=who)
    if a.verb == "discard":
        text = _DISCARD.get(state.phase, QT_TRANSLATE_NOOP("CardLog", "{name} discards a card."))
        return _log(text).format(name=who)
    if a.verb == "tuck":
        return _log(QT_TRANSLATE_NOOP("CardLog", "{name} puts a card under the chapel.")).format(
            name=who
        )
    if a.verb == "swap":
        return _log(
            QT_TRANSLATE_NOOP("CardLog", "{building}: {name} puts a card on the discard pile.")
        ).format(name=who, building=CN.name_of("office_building"))
    if a.verb == "bank":
        return _log(
            QT_TRANSLATE_NOOP("CardLog", "{building}: {name} puts a card under it.")
        ).format(name=who, building=CN.name_of("bank"))
    return state.format_action(action)  # pragma: no cover - every verb is above


#: The lines of ``describe_own_action``, one per verb of ``HIDDEN_CARD_VERBS``.
_OWN = {
    "keep": QT_TRANSLATE_NOOP("CardLog", "{name} keeps the {card}."),
    "discard": QT_TRANSLATE_NOOP("CardLog", "{name} discards the {card}."),
    "pay": QT_TRANSLATE_NOOP("CardLog", "{name} pays with the {card}."),
    "tuck": QT_TRANSLATE_NOOP("CardLog", "{name} puts the {card} under the chapel."),
    "swap": QT_TRANSLATE_NOOP("CardLog", "{building}: {name} puts the {card} on the discard pile."),
    "bank": QT_TRANSLATE_NOOP("CardLog", "{building}: {name} puts the {card} under it."),
}


def describe_own_action(state: CardState, seat: int, action: int, names: Sequence[str]) -> str:
    """``action`` in words for its own player: as the log says it, and a hand card by its
    name ("Anna keeps the Library." where the log says "Anna keeps a card.").  A hint's
    "keeps a card" did not say which of the two drawn."""
    a = decode(action)
    if a.verb not in HIDDEN_CARD_VERBS:
        return describe_action(state, seat, action, names)
    building = _WHOLE_BUILDING.get(a.verb)
    return _log(_OWN[a.verb]).format(
        name=player_name(seat, names),
        card=CN.card_name(a.arg),
        building=CN.name_of(building) if building else "",
    )


#: A decision of several steps in one sentence (``describe_own_decision``), per mode of
#: the choice (``sequence.VERB_MODES``: a black market's goods pay too); its {cards} or
#: {goods} a list of ``_CARD_ITEM`` / ``_GOOD_ON_ITEM`` texts.
_WHOLE = {
    "pay": QT_TRANSLATE_NOOP("CardLog", "{name} pays with {cards}."),
    "produce": QT_TRANSLATE_NOOP("CardLog", "{name} produces on {cards}."),
    "sell": QT_TRANSLATE_NOOP("CardLog", "{name} sells {goods}."),
    "keep": QT_TRANSLATE_NOOP("CardLog", "{name} keeps {cards}."),
    "discard": QT_TRANSLATE_NOOP("CardLog", "{name} discards {cards}."),
    "swap": QT_TRANSLATE_NOOP("CardLog", "{building}: {name} puts {cards} on the discard pile."),
    "bank": QT_TRANSLATE_NOOP("CardLog", "{building}: {name} puts {cards} under it."),
}
#: The building a group's cards go to, named as the log's own lines name it.
_WHOLE_BUILDING = {"swap": "office_building", "bank": "bank"}
#: The groups whose cards the log names (public buildings and goods); the others'
#: cards come from the hand and are counted only.
_PUBLIC_GROUPS = {"produce", "sell"}
#: One card of such a list ("the Well": English names a card with its article).
_CARD_ITEM = QT_TRANSLATE_NOOP("CardLog", "the {card}")
#: A good paid with (the black market) or sold from a building of no good's kind.
_GOOD_ON_ITEM = QT_TRANSLATE_NOOP("CardLog", "the good on the {card}")


def _item(verb: str, kind: int) -> str:
    if verb == "blackmarket" or (verb == "sell" and kind in FIXED_PRICE):
        return _log(_GOOD_ON_ITEM).format(card=CN.card_name(kind))
    if verb == "sell":
        return CN.good_word(GOOD_OF[kind])
    return _log(_CARD_ITEM).format(card=CN.card_name(kind))


def describe_own_decision(
    before: CardState,
    after: CardState,
    seat: int,
    steps: Sequence[int],
    names: Sequence[str],
) -> str | None:
    """A decision of several steps (a payment with goods and cards, the goods produced or
    sold, the cards kept or discarded; forced steps included) in one sentence for its own player: the hint's move when
    the table asks the whole at once.  A closing "pass" (no more goods) says nothing
    more.  None for one step or other decisions: the first step's words say it."""
    found = _whole_group(steps)
    if found is None:
        return None
    group, chosen = found
    return _whole_words(group, seat, names, [_item(m.verb, m.arg) for m in chosen])


def describe_public_decision(
    before: CardState,
    after: CardState,
    seat: int,
    steps: Sequence[int],
    names: Sequence[str],
) -> str | None:
    """``describe_own_decision`` in the log's words, for everybody at the screen: the
    hint's line in the log.  Hand cards are counted, never named (a good on a building
    and the goods produced or sold are public).  None where the first step's line says
    it all."""
    found = _whole_group(steps)
    if found is None:
        return None
    group, chosen = found
    if group in _PUBLIC_GROUPS:
        return _whole_words(group, seat, names, [_item(m.verb, m.arg) for m in chosen])
    on_buildings = [_item(m.verb, m.arg) for m in chosen if m.verb == "blackmarket"]
    from_hand = len(chosen) - len(on_buildings)
    counted = [CN.n_cards(from_hand)] if from_hand else []
    return _whole_words(group, seat, names, on_buildings + counted)


def _whole_group(steps: Sequence[int]) -> tuple[str, list] | None:
    """(the group, its chosen steps decoded) of a decision of several steps of one
    group that has words for the whole (``_WHOLE``); None otherwise."""
    chosen = [decode(a) for a in steps if decode(a).verb != "pass"]
    groups = {VERB_MODES.get(m.verb) for m in chosen}
    if len(chosen) < 2 or len(groups) != 1 or (group := groups.pop()) not in _WHOLE:
        return None
    return group, chosen


def _whole_words(group: str, seat: int, names: Sequence[str], items: list[str]) -> str:
    listed = listing(items)
    building = _WHOLE_BUILDING.get(group)
    return _log(_WHOLE[group]).format(
        name=player_name(seat, names),
        cards=listed,
        goods=listed,
        building=CN.name_of(building) if building else "",
    )
