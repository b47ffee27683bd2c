"""The tutorial's words: every explanation and "what to do now", in our own words.

Context ``Tutorial``; the game's words come from ``gui.names`` in the game's naming
(``{settler}``, ``{colonists}``, ``{island}`` …, classic or 1897) and the buttons' labels
from the table's own translations, so that a sentence names what the player sees.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from PySide6.QtCore import QCoreApplication

from ...engine.data import Good, Role
from ...engine.state import GameState
from .. import names as N
from ..i18n import QT_TRANSLATE_NOOP
from ..phases import player_name
from .steps import ALL_ROLES, GAME_OVER, NEW_ROUND, WELCOME, Task, role_key, role_of

CONTEXT = "Tutorial"


class Turn(Protocol):
    """What the words shared by both games read of a state (either game's)."""

    @property
    def current_player(self) -> int: ...

    def is_terminal(self) -> bool: ...


def tr(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


_TITLES = {
    WELCOME: QT_TRANSLATE_NOOP("Tutorial", "Welcome to Puerto Rico"),
    NEW_ROUND: QT_TRANSLATE_NOOP("Tutorial", "{round} begins"),
    ALL_ROLES: QT_TRANSLATE_NOOP("Tutorial", "You have met every role"),
    GAME_OVER: QT_TRANSLATE_NOOP("Tutorial", "The game is over"),
}

_BODIES = {
    WELCOME: QT_TRANSLATE_NOOP(
        "Tutorial",
        "You run a colony in the Caribbean, against two computer players who are beginners "
        "too. When the game ends, the most victory points win: you earn them with the "
        "buildings in your {city} and by shipping goods. Each round every player takes one "
        "role card; everybody then plays that role in turn, but whoever took it gets a "
        "little extra.",
    ),
    role_key(Role.SETTLER): QT_TRANSLATE_NOOP(
        "Tutorial",
        "One after the other, beginning with the player who took the card, everybody adds "
        "one face-up {plantation} to their {island}. The chooser may take a quarry instead: "
        "quarries make buildings cheaper. A new tile yields nothing until one of your "
        "{colonists} works on it.",
    ),
    role_key(Role.MAYOR): QT_TRANSLATE_NOOP(
        "Tutorial",
        "New {colonists} arrive: the ones on the {ship} are dealt out around the table, "
        "beginning with the chooser, who also gets one more from the supply. Then everybody "
        "places their {colonists} on the circles of their tiles and buildings: only what is "
        "manned produces or works. At the end the {ship} is filled again for next time.",
    ),
    role_key(Role.BUILDER): QT_TRANSLATE_NOOP(
        "Tutorial",
        "In turn, every player may buy one building for their {city}; the chooser pays one "
        "{doubloon} less, and each manned quarry takes off one more (no more of them than "
        "the building's column number). Production buildings "
        "turn your harvest into goods, the {violet} ones give you an advantage of their "
        "own. Every building counts victory points at the end.",
    ),
    role_key(Role.CRAFTSMAN): QT_TRANSLATE_NOOP(
        "Tutorial",
        "Every player produces goods: one {barrel} for each manned {plantation} whose "
        "harvest a manned production building of the same kind can process. {Corn} needs "
        "no building. The chooser then takes one more {barrel} of a kind just produced.",
    ),
    role_key(Role.TRADER): QT_TRANSLATE_NOOP(
        "Tutorial",
        "In turn, every player may sell one {barrel} to the trading house. It takes each "
        "kind of good only once, and dearer goods bring more {doubloons}; once its four "
        "places are full, it is emptied at the end of the phase. The chooser earns one "
        "{doubloon} more for a sale of their own.",
    ),
    role_key(Role.CAPTAIN): QT_TRANSLATE_NOOP(
        "Tutorial",
        "Going round the table again and again, the players load goods onto the cargo "
        "ships until nobody can load any more. Every {barrel} shipped earns one victory "
        "point (the chooser gets one more for the first load); a ship takes one kind of "
        "good only, and whoever can load must do so. Afterwards each player keeps only one "
        "{barrel} (more with a warehouse); the rest goes back.",
    ),
    NEW_ROUND: QT_TRANSLATE_NOOP(
        "Tutorial",
        "The {governor} card has moved on to the next player, who chooses first now. Each "
        "role card that nobody took got one {doubloon} on it: whoever takes that card gets "
        "those {doubloons} too.",
    ),
    ALL_ROLES: QT_TRANSLATE_NOOP(
        "Tutorial",
        "From now on the tutorial only tells you what to do; the choices are yours. A good "
        "role helps you more than the others: the {captain} when you have goods to ship, "
        "the {builder} when you can afford a good building. The end comes when the victory "
        "point chips run out, the {ship} cannot be filled or a {city} is full; play then "
        "goes on only until the {governor} card would move on.",
    ),
    GAME_OVER: QT_TRANSLATE_NOOP(
        "Tutorial",
        "The score sheet shows where everybody's victory points came from. You have played "
        "a whole game now: for the next one, choose New game in the File menu and pick "
        "your opponents there.",
    ),
}

_NOW = {
    "act:role": QT_TRANSLATE_NOOP(
        "Tutorial",
        "Click one of the outlined role cards to take it. Rest the mouse on a card to read "
        "what it does.",
    ),
    "act:settler": QT_TRANSLATE_NOOP(
        "Tutorial",
        "Drag one {plantation} from the outlined offer onto your {island} (or double-click it).",
    ),
    "act:mayor_extra": QT_TRANSLATE_NOOP(
        "Tutorial",
        "As the {mayor} you may take one extra {colonist}: answer with the buttons at the top.",
    ),
    "act:mayor": QT_TRANSLATE_NOOP(
        "Tutorial",
        "Drag your {colonists} from the {san_juan} space onto free circles of your tiles and "
        "buildings (or press “{fill}”), then press “{done}”.",
    ),
    "act:builder": QT_TRANSLATE_NOOP(
        "Tutorial",
        "Drag a building you can afford from the outlined list onto a free space of your "
        "{city}, or press “{pass}” to keep your {doubloons}.",
    ),
    "act:craftsman": QT_TRANSLATE_NOOP(
        "Tutorial",
        "As the {craftsman} you get one extra {barrel}: choose its kind with the buttons at "
        "the top.",
    ),
    "act:trader": QT_TRANSLATE_NOOP(
        "Tutorial",
        "Drag one of your goods from your board onto the trading house to sell it, or press "
        "“{pass}”.",
    ),
    "act:captain": QT_TRANSLATE_NOOP(
        "Tutorial",
        "Drag a kind of good from your board onto an outlined cargo ship: every {barrel} of "
        "it that fits goes aboard.",
    ),
    "act:storage": QT_TRANSLATE_NOOP(
        "Tutorial",
        "Choose what stays on your board. The panel there already holds the best choice: "
        "press “{keep}”, or drag other goods onto its places first.",
    ),
    "act:bonus": QT_TRANSLATE_NOOP(
        "Tutorial",
        "One of your buildings offers you an extra {colonist}: answer with the buttons at the top.",
    ),
}

_MARKS = {
    "from": QT_TRANSLATE_NOOP("Tutorial", "Drag from here"),
    "to": QT_TRANSLATE_NOOP("Tutorial", "Drop here"),
    "click": QT_TRANSLATE_NOOP("Tutorial", "Click here"),
}


def words(edition: int) -> dict[str, str]:
    """The placeholders: the naming's words and the labels of the table's buttons."""
    table = lambda text: QCoreApplication.translate("Table", text)  # noqa: E731
    return {
        **N.words(edition),
        "governor": N.term("governor", edition),
        "Corn": N.good_name(Good.CORN, edition),
        "fill": table(QT_TRANSLATE_NOOP("Table", "Fill the circles")),
        "done": table(QT_TRANSLATE_NOOP("Table", "Done")),
        "pass": table(QT_TRANSLATE_NOOP("Table", "Pass")),
        "keep": table(QT_TRANSLATE_NOOP("Table", "Keep these")),
    }


def page_title(key: str, edition: int) -> str:
    role = role_of(key)
    if role is not None:
        return N.role_name(role, edition)
    # "Round 2" / 1897: "Durchgang 2" — the round word of the naming
    round_text = N.term("round", edition).replace("%1", "2")
    return tr(_TITLES.get(key, _TITLES[WELCOME])).format(round=round_text)


#: Said with the new round: the table's marks of the others' moves (``gui/session/seen.py``).
STARS = QT_TRANSLATE_NOOP(
    "Tutorial",
    "A star on the others' buildings and {plantations} marks what they did since your last move.",
)


def page_body(key: str, edition: int) -> str:
    source = _BODIES.get(key)
    body = tr(source).format(**words(edition)) if source is not None else ""
    if key == NEW_ROUND:
        body += " " + tr(STARS).format(**words(edition))
    return body


def chooser_line(seat: int | None, person: int, names: Sequence[str]) -> str:
    """Who chose the role of a page last ("" when not a role's page)."""
    if seat is None:
        return ""
    if seat == person:
        return tr(QT_TRANSLATE_NOOP("Tutorial", "You chose this role last."))
    return tr(QT_TRANSLATE_NOOP("Tutorial", "{player} chose this role last.")).format(
        player=player_name(seat, names)
    )


def now_text(state: GameState, task: Task | None, person: int, names: Sequence[str]) -> str:
    """What the person should do now, or who is to move."""
    ed = state.config.edition
    waiting = waiting_text(state, task, person, names)
    if waiting is not None or task is None:
        return waiting or ""
    text = tr(_NOW[task.key]).format(**words(ed))
    if task.key == "act:role" and state.governor == person and state.pick == 0:
        text = f"{governor_first(N.term('governor', ed))} {text}"
    return text


def waiting_text(state: Turn, task: object, person: int, names: Sequence[str]) -> str | None:
    """The "what now" of both games while the person has no task: the game is over,
    another player is to move, or a decision without a task (None: there is a task)."""
    if state.is_terminal():
        return tr(
            QT_TRANSLATE_NOOP("Tutorial", "The game is over: the score sheet has the result.")
        )
    if state.current_player != person:
        return tr(
            QT_TRANSLATE_NOOP(
                "Tutorial",
                "{player} is to move. Watch the table: the line at its top and the game log "
                "tell what happens.",
            )
        ).format(player=player_name(state.current_player, names))
    if task is None:
        return tr(
            QT_TRANSLATE_NOOP(
                "Tutorial", "Your turn: the line at the top of the table says what to do."
            )
        )
    return None


def governor_first(governor: str) -> str:
    """The first role of the game is the person's (``governor``: the game's word)."""
    return tr(
        QT_TRANSLATE_NOOP("Tutorial", "You are the {governor} this round, so you choose first.")
    ).format(governor=governor)


def choose_role_text() -> str:
    """Both games' "what now" for choosing a role."""
    return tr(_NOW["act:role"])


def mark_caption(mark: str) -> str:
    return tr(_MARKS[mark])


def now_heading(state: Turn, mine: bool) -> str:
    if state.is_terminal():
        return tr(QT_TRANSLATE_NOOP("Tutorial", "The end"))
    if mine:
        return tr(QT_TRANSLATE_NOOP("Tutorial", "Your turn"))
    return tr(QT_TRANSLATE_NOOP("Tutorial", "Meanwhile"))


__all__ = [
    "Turn",
    "choose_role_text",
    "chooser_line",
    "governor_first",
    "mark_caption",
    "now_heading",
    "now_text",
    "page_body",
    "page_title",
    "tr",
    "waiting_text",
    "words",
]
