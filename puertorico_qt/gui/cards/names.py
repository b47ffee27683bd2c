"""The card game's vocabulary, translated: the 29 buildings and the 11 of the expansion
"Die neuen Gebäude", the five roles, the goods and the words of the table (one place for
every name, as ``gui/names.py`` is for the board game).

The English source text is the English edition's name (*San Juan*; the expansion's cards
as in its second edition's "The New Buildings"); the German ``.ts`` carries the names of
*Puerto Rico – Das Kartenspiel* (2018), the Dutch one the Dutch names
(``i18n/GLOSSARY.md``).  Context ``CardNames``; the tables are ``QT_TRANSLATE_NOOP`` so
that ``pyside6-lupdate`` finds them, and the functions translate at call time.  A card
without a name here (a row added to the engine's table before its words) is shown by
its id rather than breaking the table; tests see that every card has a name.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...cards.data import ROLE_NAMES
from ..i18n import QT_TRANSLATE_NOOP
from ..names import plural
from .catalog import id_of

CTX = "CardNames"

#: Building id -> English name.
CARD_NAMES: dict[str, str] = {
    "indigo_plant": QT_TRANSLATE_NOOP("CardNames", "Indigo Plant"),
    "sugar_mill": QT_TRANSLATE_NOOP("CardNames", "Sugar Mill"),
    "tobacco_storage": QT_TRANSLATE_NOOP("CardNames", "Tobacco Storage"),
    "coffee_roaster": QT_TRANSLATE_NOOP("CardNames", "Coffee Roaster"),
    "silver_smelter": QT_TRANSLATE_NOOP("CardNames", "Silver Smelter"),
    "smithy": QT_TRANSLATE_NOOP("CardNames", "Smithy"),
    "gold_mine": QT_TRANSLATE_NOOP("CardNames", "Gold Mine"),
    "archive": QT_TRANSLATE_NOOP("CardNames", "Archive"),
    "poor_house": QT_TRANSLATE_NOOP("CardNames", "Poor House"),
    "black_market": QT_TRANSLATE_NOOP("CardNames", "Black Market"),
    "trading_post": QT_TRANSLATE_NOOP("CardNames", "Trading Post"),
    "well": QT_TRANSLATE_NOOP("CardNames", "Well"),
    "market_stand": QT_TRANSLATE_NOOP("CardNames", "Market Stand"),
    "crane": QT_TRANSLATE_NOOP("CardNames", "Crane"),
    "chapel": QT_TRANSLATE_NOOP("CardNames", "Chapel"),
    "tower": QT_TRANSLATE_NOOP("CardNames", "Tower"),
    "aqueduct": QT_TRANSLATE_NOOP("CardNames", "Aqueduct"),
    "carpenter": QT_TRANSLATE_NOOP("CardNames", "Carpenter"),
    "prefecture": QT_TRANSLATE_NOOP("CardNames", "Prefecture"),
    "market_hall": QT_TRANSLATE_NOOP("CardNames", "Market Hall"),
    "quarry": QT_TRANSLATE_NOOP("CardNames", "Quarry"),
    "library": QT_TRANSLATE_NOOP("CardNames", "Library"),
    "statue": QT_TRANSLATE_NOOP("CardNames", "Statue"),
    "victory_column": QT_TRANSLATE_NOOP("CardNames", "Victory Column"),
    "hero": QT_TRANSLATE_NOOP("CardNames", "Hero"),
    "guild_hall": QT_TRANSLATE_NOOP("CardNames", "Guild Hall"),
    "city_hall": QT_TRANSLATE_NOOP("CardNames", "City Hall"),
    "triumphal_arch": QT_TRANSLATE_NOOP("CardNames", "Triumphal Arch"),
    "palace": QT_TRANSLATE_NOOP("CardNames", "Palace"),
    # expansion "Die neuen Gebäude" (The New Buildings)
    "office_building": QT_TRANSLATE_NOOP("CardNames", "Office Building"),
    "guard_room": QT_TRANSLATE_NOOP("CardNames", "Guard Room"),
    "hut": QT_TRANSLATE_NOOP("CardNames", "Hut"),
    "tavern": QT_TRANSLATE_NOOP("CardNames", "Tavern"),
    "park": QT_TRANSLATE_NOOP("CardNames", "Park"),
    "customs_office": QT_TRANSLATE_NOOP("CardNames", "Customs Office"),
    "bank": QT_TRANSLATE_NOOP("CardNames", "Bank"),
    "harbor": QT_TRANSLATE_NOOP("CardNames", "Harbor"),
    "goldsmith": QT_TRANSLATE_NOOP("CardNames", "Goldsmith"),
    "residence": QT_TRANSLATE_NOOP("CardNames", "Residence"),
    "cathedral": QT_TRANSLATE_NOOP("CardNames", "Cathedral"),
}

#: The card game's expansions by the name its config uses.
EXPANSION_TITLES: dict[str, str] = {
    "buildings": QT_TRANSLATE_NOOP("CardNames", "The New Buildings"),
}

#: Role (``cards.CardRole``) -> English name.
ROLE_TITLES: tuple[str, ...] = (
    QT_TRANSLATE_NOOP("CardNames", "Builder"),
    QT_TRANSLATE_NOOP("CardNames", "Producer"),
    QT_TRANSLATE_NOOP("CardNames", "Trader"),
    QT_TRANSLATE_NOOP("CardNames", "Councillor"),
    QT_TRANSLATE_NOOP("CardNames", "Prospector"),
)

#: The goods in price-table order (``cards.GOOD_NAMES``), inside a sentence.
GOOD_WORDS: tuple[str, ...] = (
    QT_TRANSLATE_NOOP("CardNames", "indigo"),
    QT_TRANSLATE_NOOP("CardNames", "sugar"),
    QT_TRANSLATE_NOOP("CardNames", "tobacco"),
    QT_TRANSLATE_NOOP("CardNames", "coffee"),
    QT_TRANSLATE_NOOP("CardNames", "silver"),
)

#: Words of the table.
TERMS: dict[str, str] = {
    "governor": QT_TRANSLATE_NOOP("CardNames", "Governor"),
    "trading_house": QT_TRANSLATE_NOOP("CardNames", "Trading house"),
    "deck": QT_TRANSLATE_NOOP("CardNames", "Deck"),
    "discard": QT_TRANSLATE_NOOP("CardNames", "Discard pile"),
    "hand": QT_TRANSLATE_NOOP("CardNames", "Hand"),
    "city": QT_TRANSLATE_NOOP("CardNames", "City"),
    "chapel": QT_TRANSLATE_NOOP("CardNames", "Chapel"),
    "roles": QT_TRANSLATE_NOOP("CardNames", "Roles"),
    "round": QT_TRANSLATE_NOOP("CardNames", "Round {n}"),
    "round_label": QT_TRANSLATE_NOOP("CardNames", "Round"),
    "round_word": QT_TRANSLATE_NOOP("CardNames", "round"),
    "game": QT_TRANSLATE_NOOP("CardNames", "Puerto Rico – the card game"),
}


def _tr(text: str) -> str:
    return QCoreApplication.translate(CTX, text)


def card_name(kind: int) -> str:
    """A building card's name: "Coffee Roaster" (de "Kaffeerösterei")."""
    return name_of(id_of(kind))


def name_of(card_id: str) -> str:
    """A card's name by its id; a card without words shows its id ("new_card" ->
    "New card"), never an error."""
    source = CARD_NAMES.get(card_id)
    if source is None:
        return card_id.replace("_", " ").capitalize() or "?"
    return _tr(source)


def card_art(kind: int) -> str:
    """The card's picture (``resources/cards/<id>.svg``)."""
    return art_of(id_of(kind))


def art_of(card_id: str) -> str:
    return "cards/" + card_id


def expansion_title(name: str) -> str:
    """An expansion of the card game by its config name: "The New Buildings"."""
    source = EXPANSION_TITLES.get(name)
    return _tr(source) if source is not None else name


def role_name(role: int) -> str:
    return _tr(ROLE_TITLES[role])


def role_art(role: int) -> str:
    return "cards/role_" + ROLE_NAMES[role]


def good_word(good: int) -> str:
    """A good inside a sentence: "indigo" … "silver"."""
    return _tr(GOOD_WORDS[good])


def term(key: str) -> str:
    return _tr(TERMS[key])


def n_cards(n: int) -> str:
    """ "1 card", "3 cards"."""
    return plural(QCoreApplication.translate(CTX, "%n card(s)", None, n), n)


def n_goods(n: int) -> str:
    return plural(QCoreApplication.translate(CTX, "%n good(s)", None, n), n)


def n_vp(n: int) -> str:
    return plural(QCoreApplication.translate(CTX, "%n VP", None, n), n)


def _numerus_sources() -> None:  # pragma: no cover - read by pyside6-lupdate, never run
    QCoreApplication.translate("CardNames", "%n card(s)", None, 2)
    QCoreApplication.translate("CardNames", "%n good(s)", None, 2)
    QCoreApplication.translate("CardNames", "%n VP", None, 2)


def all_source_names() -> list[str]:
    """Every source string of the context (for tests: nothing is missing)."""
    return [
        *CARD_NAMES.values(),
        *ROLE_TITLES,
        *GOOD_WORDS,
        *TERMS.values(),
        *EXPANSION_TITLES.values(),
    ]
