"""The card game's chapters of the rules reference, in our own words (context
``CardRules``); the rules window shows them when it is opened for a card game.

The tables of buildings are generated from the cards' facts with the tooltips' texts
(``rules_buildings``), so the reference matches what is played.  The chapter of the
expansion "Die neuen Gebäude" comes last, after a rule.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication

from ...engine.data import Edition
from ..i18n import QT_TRANSLATE_NOOP
from ..rules.common import Chapter
from . import names as CN
from . import rules_buildings, texts


def _r(text: str) -> str:
    return QCoreApplication.translate("CardRules", text)


def _paras(*texts_: str) -> str:
    return "".join(f"<p>{escape(_r(t))}</p>" for t in texts_)


def _bullets(*texts_: str) -> str:
    return "<ul>" + "".join(f"<li>{escape(_r(t))}</li>" for t in texts_) + "</ul>"


def _roles() -> str:
    """Each role by its name and what it does (the role cards' tooltips: their own
    context, "CardTips", so not ``_bullets``, which reads "CardRules" and left them in
    English)."""
    items = (
        f"<li><b>{escape(CN.role_name(role))}</b>: {escape(texts.role_tip(role))}</li>"
        for role in range(len(texts.ROLE_TIPS))
    )
    return "<ul>" + "".join(items) + "</ul>"


def _goal(_edition: object) -> str:
    return _paras(
        QT_TRANSLATE_NOOP(
            "CardRules",
            "Every card is three things at once: a building when it lies face up in front of "
            "you, money while it is in your hand, and a good when it lies face down on one of "
            "your production buildings. Whoever has the most victory points when the game "
            "ends wins.",
        ),
        QT_TRANSLATE_NOOP(
            "CardRules",
            "Each player starts with an Indigo Plant in the city and four cards in the hand. "
            "With the variant set-up the governor gets five cards instead, the next player six, "
            "then seven and eight; each keeps four of them and discards the rest.",
        ),
    )


def _round(_edition: object) -> str:
    return (
        _paras(
            QT_TRANSLATE_NOOP(
                "CardRules",
                "In a round the governor chooses one of the five roles first, then each other "
                "player in turn one of those still left (with two players the governor chooses a "
                "third one at the end). Everybody "
                "acts in the role's phase, starting with its chooser; only the chooser enjoys its "
                "privilege. Then the governor card moves on.",
            ),
        )
        + _roles()
        + _paras(
            QT_TRANSLATE_NOOP(
                "CardRules",
                "At the start of each round the chapels' owners may first tuck a card under "
                "them; then nobody may hold more than seven cards (twelve with a tower): the "
                "rest are discarded.",
            ),
        )
    )


def _building(_edition: object) -> str:
    return _paras(
        QT_TRANSLATE_NOOP(
            "CardRules",
            "To build, lay a card from your hand in your city and pay its cost with other "
            "hand cards, which go to the discard pile. Each city building may stand only once "
            "in a city; production buildings as often as you like. A new city building works "
            "from the end of the builder phase in which it was built.",
        ),
    )


def _end(_edition: object) -> str:
    return _paras(
        QT_TRANSLATE_NOOP(
            "CardRules",
            "The game ends after the builder phase in which somebody builds a twelfth "
            "building. Then everybody counts the points printed on the buildings, one point "
            "per card under the chapel, and the bonuses of the great buildings (guild hall, "
            "city hall, triumphal arch, palace). Equal points: more cards in the hand and "
            "goods win.",
        ),
    )


def _table_help(_edition: object) -> str:
    return _bullets(
        QT_TRANSLATE_NOOP(
            "CardRules", "Choose a role by clicking its card, or drag it down to your city."
        ),
        QT_TRANSLATE_NOOP(
            "CardRules",
            "Build by dragging a card from your hand onto the free place of your city (onto a "
            "building of yours to build over it with a crane), or click the card and then the "
            "place; a double-click builds at once.",
        ),
        QT_TRANSLATE_NOOP(
            "CardRules",
            "Pay, discard and keep by clicking the cards (a click again puts one back); the "
            "prompt counts down what is still to choose, and the green button confirms.",
        ),
        QT_TRANSLATE_NOOP(
            "CardRules",
            "Produce by dragging the deck onto an empty production building, sell by dragging "
            "a good onto the trading house — or click the buildings — then confirm.",
        ),
        QT_TRANSLATE_NOOP(
            "CardRules",
            "Several people at one screen: between their turns a hand-over screen hides the "
            "table, so nobody sees another person's hand.",
        ),
        QT_TRANSLATE_NOOP(
            "CardRules",
            "With the keyboard: the arrow keys move along a row of cards, Space picks a card up "
            "or chooses it, Enter puts it down or does what a double-click does, Shift+F1 "
            "explains the card. Tab goes to the next row, F6 to the next area (the bar at the "
            "top, your hand, the roles, your city, each other city, the log), Shift+F6 back.",
        ),
    )


CHAPTERS: tuple[Chapter, ...] = (
    Chapter("cards_goal", QT_TRANSLATE_NOOP("CardRules", "The card game: goal and set-up"), _goal),
    Chapter("cards_round", QT_TRANSLATE_NOOP("CardRules", "A round and the five roles"), _round),
    Chapter("cards_building", QT_TRANSLATE_NOOP("CardRules", "Building and paying"), _building),
    Chapter(
        "cards_buildings",
        QT_TRANSLATE_NOOP("CardRules", "The buildings"),
        rules_buildings.base_table,
    ),
    Chapter("cards_end", QT_TRANSLATE_NOOP("CardRules", "The end and the scores"), _end),
    Chapter("cards_table", QT_TRANSLATE_NOOP("CardRules", "Playing on this table"), _table_help),
    Chapter(
        "cards_expansion_buildings",
        QT_TRANSLATE_NOOP("CardRules", "Expansion: The New Buildings"),
        rules_buildings.expansion,
        expansion="buildings",
    ),
)


def chapter_title(chapter: Chapter) -> str:
    return _r(chapter.title)


def rules_html() -> str:
    """Every chapter (an ``<h2>`` with an anchor each); a rule before the expansion's."""
    parts = []
    for c in CHAPTERS:
        if c.expansion is not None and c is next(x for x in CHAPTERS if x.expansion):
            parts.append("<hr>")
        title = escape(chapter_title(c))
        parts.append(f'<h2><a name="{c.key}"></a>{title}</h2>{c.body(Edition.CLASSIC)}')
    return "\n".join(parts)
