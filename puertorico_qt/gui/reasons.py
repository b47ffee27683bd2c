"""Reasons in words: the engine's ``Reason`` values (``engine.reasons``) rendered from one
table of translatable templates, in the player's language and the edition's words.

The table is the generic templates below plus those of every phase presenter
(``gui.phases``); ``tests/i18n`` checks that it covers every code of the engine with
the placeholders the engine's parameters fill.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..engine.data import Edition
from ..engine.reasons import Reason, Why
from . import names as N
from .i18n import QT_TRANSLATE_NOOP
from .phases import PRESENTERS, Template, presenter

_GENERIC: dict[Why, Template] = {
    Why.GAME_OVER: Template("Refusals", QT_TRANSLATE_NOOP("Refusals", "The game is over.")),
    Why.NOT_AN_ACTION: Template(
        "Refusals", QT_TRANSLATE_NOOP("Refusals", "That is not a move of this game.")
    ),
    Why.NOT_NOW: Template("Refusals", QT_TRANSLATE_NOOP("Refusals", "Not now: first {ask}.")),
    Why.NOT_ALLOWED: Template(
        "Refusals", QT_TRANSLATE_NOOP("Refusals", "That is not allowed now: first {ask}.")
    ),
    Why.CANNOT_PASS: Template(
        "Refusals", QT_TRANSLATE_NOOP("Refusals", "Passing is not possible now.")
    ),
    Why.NO_SUCH_GOOD: Template("Refusals", QT_TRANSLATE_NOOP("Refusals", "You have no {good}.")),
}


def templates() -> dict[Why, Template]:
    """Every code's template: the generic ones and the phase presenters'."""
    table = dict(_GENERIC)
    for p in {id(p): p for p in PRESENTERS.values()}.values():
        for code, template in p.reasons.items():
            if code in table and table[code] != template:
                raise ValueError(f"two templates for {code}")
            table[code] = template
    return table


_TEMPLATES = templates()


def reason_text(reason: Reason, edition: Edition | int) -> str:
    """The sentence of ``reason`` in the player's language."""
    template = _TEMPLATES[reason.code]
    words = N.words(edition)
    for name, value in reason.args.items():
        if name == "building":
            words[name] = N.building_name(value, edition)
        elif name == "good":
            words[name] = N.good_word(value, edition)
        elif name == "tile":
            words[name] = N.tile_name(value, edition)
        elif name == "role":
            words[name] = N.role_name(value, edition)
        elif name == "phase":
            words["ask"] = presenter(value).ask_text(edition)
        elif name in ("cost", "money"):
            words[name] = N.n_doubloons(value, edition)
        else:
            words[name] = str(value)
    text = QCoreApplication.translate(template.context, template.text).format(**words)
    return text[:1].upper() + text[1:]
