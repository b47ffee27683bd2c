"""The hint in words: the move, why (``ai.explain``'s reasons) and the next-best moves.

The AI gives reasons as codes with numbers; this module words them in the player's
language.  Numbers are rounded the way a player reads them (VP to one decimal, chances
to whole per cent) and go through ``QLocale`` (a German decimal comma).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QLocale

from ..ai.explain import Explanation, Reason
from . import names as N
from .i18n import QT_TRANSLATE_NOOP
from .numbers import whole_percent as percent
from .phases.base import player_name

CONTEXT = "Hint"


def _t(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


@dataclass(frozen=True, slots=True)
class HintText:
    """What the hint panel shows."""

    move: str
    reasons: tuple[str, ...]
    alternatives: tuple[str, ...]


def vp(value: float) -> str:
    return QLocale().toString(abs(value), "f", 1)


def reason_text(reason: Reason, names: Sequence[str], edition: int = 0) -> str:
    """One reason as a sentence ("" for a code this version does not know)."""
    v = reason.values
    code = reason.code
    if code == "only":
        return _t(QT_TRANSLATE_NOOP("Hint", "It is the only move you can make here."))
    if code == "rule":
        return _t(
            QT_TRANSLATE_NOOP(
                "Hint", "A simple rule settles this: the other choices are clearly worse."
            )
        )
    if code == "role":
        text = _t(QT_TRANSLATE_NOOP("Hint", "This role is worth about {vp} VP to you now."))
        text = text.format(vp=vp(v.get("gain", 0.0)))
        coins = int(v.get("coins", 0))
        if coins > 0:
            extra = _t(QT_TRANSLATE_NOOP("Hint", "You also take the {money} lying on it."))
            text = f"{text} {extra.format(money=N.n_doubloons(coins, edition))}"
        return text
    if code == "denies":
        return _t(
            QT_TRANSLATE_NOOP(
                "Hint",
                "It also keeps the role from {player}, who would gain about {vp} VP with it.",
            )
        ).format(player=player_name(int(v.get("seat", 0)), names), vp=vp(v.get("gain", 0.0)))
    if code == "helps":
        return _t(
            QT_TRANSLATE_NOOP("Hint", "Mind that {player} gains about {vp} VP from it too.")
        ).format(player=player_name(int(v.get("seat", 0)), names), vp=vp(v.get("gain", 0.0)))
    if code == "value":
        delta = v.get("delta", 0.0)
        if delta >= 0:
            source = QT_TRANSLATE_NOOP(
                "Hint", "It raises your expected final score by about {vp} VP."
            )
        else:
            source = QT_TRANSLATE_NOOP(
                "Hint",
                "It lowers your expected final score by about {vp} VP for now; "
                "the search expects it to pay off later.",
            )
        return _t(source).format(vp=vp(delta))
    if code == "chance":
        return _t(
            QT_TRANSLATE_NOOP(
                "Hint", "After it, the search puts your chance to win at about {percent} %."
            )
        ).format(percent=percent(v.get("win", 0.0)))
    return ""


def hint_text(
    explanation: Explanation | None,
    move: str,
    names: Sequence[str],
    describe: Callable[[int], str],
    edition: int = 0,
) -> HintText:
    """The panel's texts; ``describe(action)`` words another move of the same position."""
    if explanation is None:
        return HintText(move, (), ())
    reasons = tuple(
        _unbroken(t) for t in (reason_text(r, names, edition) for r in explanation.reasons) if t
    )
    alternatives = tuple(
        _unbroken(
            _t(QT_TRANSLATE_NOOP("Hint", "{move}: {percent} % less chance to win")).format(
                move=move_phrase(describe(alt.action)), percent=percent(explanation.loss(alt))
            )
        )
        for alt in explanation.alternatives
    )
    return HintText(move, reasons, alternatives)


#: A number, a space and a unit of the hint's texts (de SP, nl punten).
_NUMBER_AND_UNIT = re.compile(r"(\d) (%|(?:VP|SP|PV|punten)\b)")


def _unbroken(text: str) -> str:
    """A number and its unit kept on one line ("58 %", "1,2 SP"): the panel wrapped
    "about 58" / "%"."""
    return _NUMBER_AND_UNIT.sub("\\1\u00a0\\2", text)


def move_phrase(sentence: str) -> str:
    """A move's words as a phrase to go on with: the card game's log sentences end with
    a full stop, and "Anna chooses the Producer.: 3 % less" read badly."""
    text = sentence.rstrip()
    return text[:-1] if text.endswith(".") and not text.endswith("..") else text
