"""The card game tutorial's words: its explanations and "what to do now", in our own
words.

Context ``CardTutorial``; the names of the roles and the buildings come from
``gui.cards.names`` (``{builder}``, ``{chapel}`` …) and the buttons' labels from the card
table's own translations (``{pay}``, ``{keep}`` …), so that a sentence names what the
player sees; the table's places (city, deck, discard pile, trading house) are words of
the sentence, translated with the glossary's terms (``i18n/GLOSSARY.md``).  What both games say alike — whose
turn it is, the marks' tags, who chose a role — is ``texts``'.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from ...cards import CardPhase, CardRole, CardState
from ...cards.data import CARD_INDEX
from ..cards import names as CN
from ..cards.prompts import CONFIRM, PASS_LABELS
from ..i18n import QT_TRANSLATE_NOOP
from . import texts
from .cards_steps import ALL_ROLES, GAME_OVER, NEW_ROUND, WELCOME, Task, role_key, role_of

CONTEXT = "CardTutorial"


def tr(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


_TITLES = {
    WELCOME: QT_TRANSLATE_NOOP("CardTutorial", "Welcome to {game}"),
    NEW_ROUND: QT_TRANSLATE_NOOP("CardTutorial", "{round} begins"),
    ALL_ROLES: QT_TRANSLATE_NOOP("CardTutorial", "You have met all five roles"),
    GAME_OVER: QT_TRANSLATE_NOOP("CardTutorial", "The game is over"),
}

_BODIES = {
    WELCOME: QT_TRANSLATE_NOOP(
        "CardTutorial",
        "Every card plays three parts: a building for your city, money (you pay for a "
        "building with other cards from your hand) and, lying face down on a production "
        "building, a good. Your opponents are two computer players, beginners too. Each "
        "round every player chooses one of the five roles; everybody then plays it in turn, "
        "and its chooser gets a privilege. When somebody has 12 buildings, the game ends "
        "with that {builder} phase; the most victory points win.",
    ),
    role_key(CardRole.BUILDER): QT_TRANSLATE_NOOP(
        "CardTutorial",
        "In turn, beginning with the chooser, everybody may build one building: lay a card "
        "from your hand into your city and pay its cost with other hand cards, which go to "
        "the discard pile. The {builder} pays one card less. Production buildings may appear "
        "more than once in a city, each violet building only once. In your turn the green "
        "coin on a card says what the building costs you.",
    ),
    role_key(CardRole.PRODUCER): QT_TRANSLATE_NOOP(
        "CardTutorial",
        "Everybody puts the top card of the deck, face down, on one empty production "
        "building of their city: that card is now a good. The {producer} may fill one more "
        "building. A building that still holds a good produces nothing.",
    ),
    role_key(CardRole.TRADER): QT_TRANSLATE_NOOP(
        "CardTutorial",
        "Everybody may sell one good, the {trader} one more. A sold good goes to the "
        "discard pile, and its seller draws new cards as payment: the tile turned up in the "
        "trading house for this phase shows how many cards each good brings; the dearer "
        "goods bring more.",
    ),
    role_key(CardRole.COUNCILLOR): QT_TRANSLATE_NOOP(
        "CardTutorial",
        "Everybody draws two cards, keeps one of them and discards the other. The "
        "{councillor} draws five cards instead of two and still keeps one: a good way to "
        "look for the building you need.",
    ),
    role_key(CardRole.PROSPECTOR): QT_TRANSLATE_NOOP(
        "CardTutorial",
        "Only the {prospector} gains something: one card from the deck. The others get "
        "nothing, unless they own a {gold_mine}. Take it when no other role is of much use "
        "to you.",
    ),
    NEW_ROUND: QT_TRANSLATE_NOOP(
        "CardTutorial",
        "The {governor} card has moved on to the next player, who chooses the first role "
        "now. Before the roles are chosen, whoever owns a {chapel} may put one hand card "
        "face down under it (one victory point each at the end). Then everybody who holds "
        "more than seven cards discards down to seven: keep that in mind when you collect "
        "cards.",
    ),
    ALL_ROLES: QT_TRANSLATE_NOOP(
        "CardTutorial",
        "From now on the tutorial only tells you what to do; the choices are yours. Choose "
        "the role that helps you more than the others: the {councillor} when you look for a "
        "particular building, the {producer} and the {trader} when your production "
        "buildings can earn you cards, the {builder} when your hand can pay for a good "
        "building.",
    ),
    GAME_OVER: QT_TRANSLATE_NOOP(
        "CardTutorial",
        "The score sheet shows where everybody's victory points came from: the points "
        "printed on the buildings, one point for each card under a {chapel}, and the bonuses "
        "of the buildings that cost 6. The {guild_hall} gives one point for each production "
        "building and one more for each different kind of them, the {city_hall} one point "
        "for each violet building, the {triumphal_arch} 4, 6 or 8 points for one, two or "
        "three different monuments, and the {palace} a quarter of all the other points. "
        "For your next game, choose New game in the File menu.",
    ),
}

_NOW = {
    "act:build": QT_TRANSLATE_NOOP(
        "CardTutorial",
        "Drag a card from your hand onto your outlined city to build it; you pay for it in "
        "the next step. Or press “{build_nothing}” to keep your cards.",
    ),
    "act:pay": QT_TRANSLATE_NOOP(
        "CardTutorial",
        "Pay for the building: click the cards in your hand you can spare most, as many as "
        "the line at the top asks, then press “{pay}”. They go to the discard pile.",
    ),
    "act:produce": QT_TRANSLATE_NOOP(
        "CardTutorial",
        "Click the empty production buildings of your city that are to get a good (or "
        "drag the deck onto them), then press “{produce}”.",
    ),
    "act:trade": QT_TRANSLATE_NOOP(
        "CardTutorial",
        "Click a good lying on one of your buildings (or drag it onto the trading house), "
        "then press “{sell}”. The line at the top says what each good brings.",
    ),
    "act:keep": QT_TRANSLATE_NOOP(
        "CardTutorial",
        "Click the card you want to keep among the ones you drew, then press “{keep}”. The "
        "others go to the discard pile.",
    ),
    "act:archive": QT_TRANSLATE_NOOP(
        "CardTutorial",
        "Your {archive} put all the cards you drew into your hand: click the cards you can "
        "spare most, as many as the line at the top asks, then press “{discard_button}”.",
    ),
    "act:discard": QT_TRANSLATE_NOOP(
        "CardTutorial",
        "You hold more than seven cards: click the ones you can spare most, as many as the "
        "line at the top asks, then press “{discard_button}”.",
    ),
    "act:chapel": QT_TRANSLATE_NOOP(
        "CardTutorial",
        "Your {chapel} may take one card: click the hand card you can spare most and press "
        "“{tuck}”; it is worth one victory point at the end. Or press “{keep_cards}”.",
    ),
}

#: The placeholders of the confirm buttons' words: the prompt bar's mode of each.
_CONFIRMS = {
    "pay": "pay",
    "keep": "keep",
    "sell": "sell",
    "produce": "produce",
    "discard_button": "discard",
    "tuck": "tuck",
}
#: Cards the texts name, by id (``CN.name_of``).
_CARDS = ("chapel", "gold_mine", "archive", "guild_hall", "city_hall", "triumphal_arch", "palace")


def words() -> dict[str, str]:
    """The placeholders: the card game's words and the labels of the table's buttons
    (the prompt bar's own, ``prompts.CONFIRM`` and ``prompts.PASS_LABELS``)."""
    roles = {role.name.lower(): CN.role_name(role) for role in CardRole}
    buttons = {name: CONFIRM[mode] for name, mode in _CONFIRMS.items()}
    buttons["build_nothing"] = PASS_LABELS[CardPhase.BUILD]
    buttons["keep_cards"] = PASS_LABELS[CardPhase.CHAPEL]
    return {
        **roles,
        **{card: CN.name_of(card) for card in _CARDS},
        "game": CN.term("game"),
        "governor": CN.term("governor"),
        **{name: QCoreApplication.translate("CardTable", label) for name, label in buttons.items()},
    }


def page_title(key: str) -> str:
    role = role_of(key)
    if role is not None:
        return CN.role_name(role)
    round_text = CN.term("round").format(n=2)
    return tr(_TITLES.get(key, _TITLES[WELCOME])).format(round=round_text, game=CN.term("game"))


#: Said with the new round: the table's marks of the others' moves (``gui/session/seen.py``).
STARS = QT_TRANSLATE_NOOP(
    "CardTutorial", "A star on the others' buildings marks what they built since your last move."
)


def page_body(key: str) -> str:
    source = _BODIES.get(key)
    body = tr(source).format(**words()) if source is not None else ""
    if key == NEW_ROUND:
        body += " " + tr(STARS)
    return body


def page_art(key: str) -> str:
    """The role card's picture of a role's page ("" for the others)."""
    role = role_of(key)
    return CN.role_art(role) if role is not None else ""


def now_text(state: CardState, task: Task | None, person: int, names: Sequence[str]) -> str:
    """What the person should do now, or who is to move."""
    waiting = texts.waiting_text(state, task, person, names)
    if waiting is not None or task is None:
        return waiting or ""
    if task.key == "act:role":
        text = texts.choose_role_text()
        if state.governor == person and state.pick == 0:
            text = f"{texts.governor_first(CN.term('governor'))} {text}"
        return text
    return tr(_NOW[task.key]).format(**words())


def task_keys() -> list[str]:
    """Every task that has words here (tests: each of ``TASKS`` has)."""
    return ["act:role", *_NOW]


#: The card kinds the texts name exist in the card table (a renamed id fails at import).
assert all(card in CARD_INDEX for card in _CARDS)

__all__ = ["now_text", "page_art", "page_body", "page_title", "task_keys", "tr", "words"]
