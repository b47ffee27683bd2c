"""Tooltips of the card game: every card (name, kind, cost, VP and what it does, in our
own words), the roles and the zones of the table.  Context ``CardTips``.

The numbers come from the engine's card table (``cards.CARDS``; the expansion's cards
not in it yet from its data file, ``catalog``); what a card costs the viewer now is asked
of the engine (``cards.build_price``), never worked out here.  The expansion's
effects are in ``expansion_texts``.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication

from ...cards import CardKind, CardState, effects
from ...cards.data import BIT, TOWER, CardRole
from ..i18n import QT_TRANSLATE_NOOP
from . import catalog, expansion_texts
from . import names as CN


def _t(text: str) -> str:
    return QCoreApplication.translate("CardTips", text)


#: What each card does, by id (production buildings share one text).
EFFECTS: dict[str, str] = {
    "production": QT_TRANSLATE_NOOP(
        "CardTips",
        "A production building. When the producer is chosen, a card from the deck may be "
        "laid on it face down: a good of {good}. A trader sells goods for cards.",
    ),
    "smithy": QT_TRANSLATE_NOOP(
        "CardTips", "Each production building you build costs you one card less."
    ),
    "gold_mine": QT_TRANSLATE_NOOP(
        "CardTips",
        "Whenever anyone chooses the prospector, four cards are turned up for you: if their "
        "costs all differ, you take the cheapest and discard the others; if two costs are "
        "equal, you get nothing and all four are discarded.",
    ),
    "archive": QT_TRANSLATE_NOOP(
        "CardTips",
        "In every councillor phase, whoever chose the role, you take all the cards you draw "
        "into your hand, then discard as many as you would otherwise have thrown away, chosen "
        "from your whole hand.",
    ),
    "poor_house": QT_TRANSLATE_NOOP(
        "CardTips",
        "After you build, you draw a card if you hold no more than one (counted after the "
        "carpenter's card).",
    ),
    "black_market": QT_TRANSLATE_NOOP(
        "CardTips", "When you build, up to two of your goods may pay instead of hand cards."
    ),
    "trading_post": QT_TRANSLATE_NOOP(
        "CardTips", "When a trader is chosen, you may sell one good more."
    ),
    "well": QT_TRANSLATE_NOOP(
        "CardTips", "When you produce two goods or more at once, you draw a card."
    ),
    "market_stand": QT_TRANSLATE_NOOP(
        "CardTips", "When you sell two goods or more at once, you draw a card."
    ),
    "crane": QT_TRANSLATE_NOOP(
        "CardTips",
        "You may build on top of one of your buildings: the old one leaves the game and its "
        "cost is taken off the new one's price (nothing is paid back if it cost more). Not "
        "over the crane or a building of the same name; the old one no longer helps pay, and "
        "your city does not grow by one. A good on the old building goes to the discard pile; "
        "the cards under an old chapel go on counting.",
    ),
    "chapel": QT_TRANSLATE_NOOP(
        "CardTips",
        "At the start of every round you may slip one hand card under the chapel; each card "
        "there is worth 1 VP at the end.",
    ),
    "tower": QT_TRANSLATE_NOOP(
        "CardTips", "At the start of a round you may hold up to {limit} cards instead of {base}."
    ),
    "aqueduct": QT_TRANSLATE_NOOP(
        "CardTips", "When a producer is chosen, you may produce one good more."
    ),
    "carpenter": QT_TRANSLATE_NOOP(
        "CardTips",
        "Each time you build a city building after this one, you draw a card afterwards.",
    ),
    "prefecture": QT_TRANSLATE_NOOP(
        "CardTips", "In every councillor phase, whoever chose the role, you keep one card more."
    ),
    "market_hall": QT_TRANSLATE_NOOP(
        "CardTips", "When you sell at least one good, you draw one card more."
    ),
    "quarry": QT_TRANSLATE_NOOP(
        "CardTips", "Each city building you build costs you one card less."
    ),
    "library": QT_TRANSLATE_NOOP(
        "CardTips",
        "The privilege of every role you choose counts twice (as councillor you draw eight). "
        "With two players it works once per round.",
    ),
    "monument": QT_TRANSLATE_NOOP(
        "CardTips", "A monument: it is worth its victory points and does nothing else."
    ),
    "guild_hall": QT_TRANSLATE_NOOP(
        "CardTips",
        "At the end: 1 VP for each of your production buildings, and 1 more for each "
        "different kind among them.",
    ),
    "city_hall": QT_TRANSLATE_NOOP(
        "CardTips", "At the end: 1 VP for each city building in your city, this one included."
    ),
    "triumphal_arch": QT_TRANSLATE_NOOP(
        "CardTips", "At the end: 4, 6 or 8 VP for one, two or three different monuments."
    ),
    "palace": QT_TRANSLATE_NOOP(
        "CardTips", "At the end: one more VP for every 4 VP you have, everything counted."
    ),
    **expansion_texts.EFFECTS,
}

#: Under a starred cost or VP (``CardFacts.assumed``).
ASSUMED_NOTE = QT_TRANSLATE_NOOP(
    "CardTips",
    "* Not printed in the 2018 rulebook: the value this program assumes (from the 2009 "
    "version of the expansion, or the base deck's pattern).",
)


def assumed_note() -> str:
    """``ASSUMED_NOTE`` in the language chosen."""
    return _t(ASSUMED_NOTE)


KINDS: dict[CardKind, str] = {
    CardKind.PRODUCTION: QT_TRANSLATE_NOOP("CardTips", "Production building"),
    CardKind.CITY: QT_TRANSLATE_NOOP("CardTips", "City building"),
    CardKind.MONUMENT: QT_TRANSLATE_NOOP("CardTips", "Monument"),
    CardKind.SIX: QT_TRANSLATE_NOOP("CardTips", "Great building (bonus at the end)"),
}

ROLE_TIPS: tuple[str, ...] = (
    QT_TRANSLATE_NOOP(
        "CardTips",
        "Everybody may build one building from the hand, paying its cost with other hand "
        "cards. Privilege: the builder pays one card less.",
    ),
    QT_TRANSLATE_NOOP(
        "CardTips",
        "Everybody may lay a card from the deck face down on one empty production building. "
        "Privilege: the producer may fill one building more.",
    ),
    QT_TRANSLATE_NOOP(
        "CardTips",
        "A trading-house tile is turned up; everybody may sell one good for cards at its "
        "prices. Privilege: the trader may sell one good more.",
    ),
    QT_TRANSLATE_NOOP(
        "CardTips",
        "Everybody draws two cards and keeps one of them. Privilege: the councillor draws three "
        "more, five in all.",
    ),
    QT_TRANSLATE_NOOP(
        "CardTips",
        "Only the prospector draws a card (and every gold mine looks for gold). Nobody else acts.",
    ),
)
#: The prospector's tip with the expansion, whose goldsmiths act in his phase too.
PROSPECTOR_TIP_EXPANSION = QT_TRANSLATE_NOOP(
    "CardTips",
    "Only the prospector draws a card (and every gold mine looks for gold, every goldsmith "
    "turns up a card). Nobody else acts.",
)

ZONES: dict[str, str] = {
    "deck": QT_TRANSLATE_NOOP(
        "CardTips",
        "The deck: {count}. Cards are drawn from it; when it runs out, the discard pile is "
        "shuffled to make a new one.",
    ),
    "discard": QT_TRANSLATE_NOOP(
        "CardTips",
        "The discard pile: {count}, face down. Cards paid, discarded and goods sold go here.",
    ),
    "trading_house": QT_TRANSLATE_NOOP(
        "CardTips",
        "The trading house: each trader turns up the next tile, which says how many cards "
        "a good of each kind brings.",
    ),
    "governor": QT_TRANSLATE_NOOP(
        "CardTips",
        "The governor chooses the first role of the round; the card moves on each round.",
    ),
    "hand": QT_TRANSLATE_NOOP(
        "CardTips",
        "Your hand: cards to build, and the money to pay with. Only you see them.",
    ),
    "good": QT_TRANSLATE_NOOP(
        "CardTips", "A good of {good}, lying face down on the {card}: sell it as trader."
    ),
    "fresh": QT_TRANSLATE_NOOP(
        "CardTips", "Built since your last move (the star on the card says so)."
    ),
    "fresh_replay": QT_TRANSLATE_NOOP(
        "CardTips", "Built since the position shown before (the star on the card says so)."
    ),
    "chapel_pile": QT_TRANSLATE_NOOP(
        "CardTips", "Cards under the chapel: {count}, 1 VP each at the end."
    ),
    "customs_good": QT_TRANSLATE_NOOP(
        "CardTips",
        "A good lies face down on the {card}: nobody knows the card. Sold in a trader phase, "
        "it brings its owner {cards}.",
    ),
    "bank_pile": QT_TRANSLATE_NOOP(
        "CardTips", "Cards under the bank: {count}, 1 VP each at the end."
    ),
    "bank_own": QT_TRANSLATE_NOOP("CardTips", "You put these under it: {cards}."),
    "harbor_pile": QT_TRANSLATE_NOOP(
        "CardTips",
        "Cards under the harbor: {count}, face down, 1 VP each at the end; nobody knows them.",
    ),
}

#: The expansion's buildings with cards under them: the state's pile per seat.
_PILES = {"bank": ("bank", "bank_n"), "harbor": ("harbor", "harbor_n")}


def pile_count(game: object, seat: int, card_id: str) -> int:
    """How many cards lie under ``seat``'s Bank or Hafen (``card_id``); 0 without the
    expansion."""
    xp = getattr(game, "xp", None)
    if xp is None or card_id not in _PILES:
        return 0
    return int(getattr(xp, _PILES[card_id][1])[seat])


def pile_tooltip(game: object, seat: int, card_id: str, own: bool) -> str:
    """How many cards lie under ``seat``'s Bank or Hafen (public), and for the viewer's
    own Bank which ones (he chose them); "" for any other building."""
    xp = getattr(game, "xp", None)
    if xp is None or card_id not in _PILES:
        return ""
    pile = _PILES[card_id][0]
    n = pile_count(game, seat, card_id)
    tip = "<br><br>" + zone_tooltip(f"{card_id}_pile", count=n)
    if card_id == "bank" and own and n:
        kinds = getattr(xp, pile)[seat]
        listed = ", ".join(
            CN.card_name(kind) for kind, held in enumerate(kinds) for _ in range(held)
        )
        tip += "<br>" + zone_tooltip("bank_own", cards=listed)
    return tip


def effect_key(facts: catalog.CardFacts) -> str:
    """The key of the card's text in ``EFFECTS`` (production buildings and monuments
    share one)."""
    if facts.kind == CardKind.PRODUCTION:
        return "production"
    if facts.kind == CardKind.MONUMENT:
        return "monument"
    return facts.id


def hand_limits(game: object | None = None) -> tuple[int, int]:
    """(a tower's hand limit, the plain one) in ``game`` (a ``CardState``; None: the base
    game), asked of the engine."""
    players = getattr(game, "players", ())
    base = effects.plain_hand_limit(players)  # 6 while a Wachstube stands, else 7
    return effects.hand_limit(BIT[TOWER], base), base


def hand_limit_of(state: CardState, seat: int) -> int:
    """``seat``'s hand limit at the next round start, asked of the engine (a tower
    raises it, a Wachstube anywhere lowers the plain one)."""
    return effects.hand_limit(state.players[seat].mask, effects.plain_hand_limit(state.players))


def effect_text(facts: catalog.CardFacts, game: object | None = None) -> str:
    """What the card does, translated ("" for a card without a text); ``game``: the
    state whose rules fill in the numbers (the hand limit), None for the base game."""
    source = EFFECTS.get(effect_key(facts))
    if source is None:
        return ""
    good = CN.good_word(facts.good) if facts.good >= 0 else ""
    limit, base = hand_limits(game)
    return _t(source).format(
        good=good, ladder=expansion_texts.ladder_text(), limit=limit, base=base
    )


def card_tooltip(
    kind: int,
    cost_now: int | None = None,
    *,
    game: object | None = None,
    over: tuple[int, int] | None = None,
) -> str:
    """The card's tooltip (rich text): name, kind, cost, VP, what it does (with the
    numbers of ``game``'s rules), and (when given) what building it costs the viewer now
    (``cost_now``, on a free place) or ``over``: (price, building) of the cheapest build
    over one of his buildings, where only that is possible."""
    return card_tooltip_of(catalog.id_of(kind), cost_now, game=game, over=over)


def card_tooltip_of(
    card_id: str,
    cost_now: int | None = None,
    *,
    game: object | None = None,
    over: tuple[int, int] | None = None,
) -> str:
    """``card_tooltip`` by the card's id (also for a card not in the engine's table yet)."""
    name = escape(CN.name_of(card_id))
    facts = catalog.facts(card_id)
    if facts is None:
        return f"<b>{name}</b>"
    lines = [f"<b>{name}</b> — {escape(_t(KINDS[facts.kind]))}"]
    if facts.kind == CardKind.SIX:
        vp = _t(QT_TRANSLATE_NOOP("CardTips", "VP: see below"))
    else:
        vp = CN.n_vp(facts.vp)
    # a great building's VP is its text ("see below"): no number of it to star
    starred = facts.assumed - ({"vp"} if facts.kind == CardKind.SIX else set())
    if "vp" in starred:
        vp += "*"
    lines.append(
        escape(
            _t(QT_TRANSLATE_NOOP("CardTips", "Cost {cost} · {vp}")).format(
                cost=facts.shown("cost"), vp=vp
            )
        )
    )
    effect = effect_text(facts, game)
    if effect:
        lines.append(escape(effect))
    if starred:
        lines.append("<small>" + escape(assumed_note()) + "</small>")
    if cost_now is not None:
        lines.append(
            "<i>"
            + escape(
                _t(QT_TRANSLATE_NOOP("CardTips", "Building it costs you {cards} now.")).format(
                    cards=CN.n_cards(cost_now)
                )
            )
            + "</i>"
        )
    if over is not None:
        price, building = over
        text = _t(
            QT_TRANSLATE_NOOP("CardTips", "Built over your {building}, it costs you {cards} now.")
        ).format(building=CN.card_name(building), cards=CN.n_cards(price))
        lines.append("<i>" + escape(text) + "</i>")
    return "<br>".join(lines)


def role_tip(role: int, game: object | None = None) -> str:
    """What ``role`` does, in the language chosen (the tooltip's and the rules' words);
    ``game``: the state whose buildings count (the expansion's goldsmith), None for the
    base game."""
    if getattr(game, "xp", None) is None:
        return _t(ROLE_TIPS[role])
    if role == CardRole.PROSPECTOR:
        return _t(PROSPECTOR_TIP_EXPANSION)
    more = expansion_texts.role_addition(role)
    return f"{_t(ROLE_TIPS[role])} {more}" if more else _t(ROLE_TIPS[role])


def role_tooltip(role: int, game: object | None = None) -> str:
    return f"<b>{escape(CN.role_name(role))}</b><br>{escape(role_tip(role, game))}"


def zone_tooltip(key: str, **values: object) -> str:
    filled = {k: (str(v)) for k, v in values.items()}
    return escape(_t(ZONES[key]).format(**filled))


def all_effect_sources() -> list[str]:
    """Every effect text (tests: each card has one)."""
    return list(EFFECTS.values())
