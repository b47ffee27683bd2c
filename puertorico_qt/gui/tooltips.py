"""Tooltips: what a building, a role card or a zone of the table does for *you*.

The texts come from the content sets (``gui.content``), in the team's own words; this
module puts them together with the facts that come from the rules (cost, VP, circles,
what the building would cost you now) in the player's language and the edition's
words.  Context ``Tips``.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QTextDocumentFragment

from ..engine.data import BUILDINGS, BuildingKind, Edition
from . import content
from . import names as N
from .i18n import QT_TRANSLATE_NOOP


def _t(text: str) -> str:
    return QCoreApplication.translate("Tips", text)


def plain_text(tip: str | None) -> str:
    """A tooltip's words without its markup (``<br>`` a new line): what a screen reader
    reads as a cell's description."""
    if not tip:
        return ""
    return QTextDocumentFragment.fromHtml(tip).toPlainText().strip()


def zone_tooltip(zone: str, edition: Edition | int = Edition.CLASSIC) -> str:
    text = _t(content.ZONES[zone]).format(**N.words(edition))
    return text[:1].upper() + text[1:]


def building_kind_name(kind: BuildingKind, edition: Edition | int = Edition.CLASSIC) -> str:
    texts = {
        BuildingKind.SMALL_PRODUCTION: QT_TRANSLATE_NOOP("Tips", "small production building"),
        BuildingKind.LARGE_PRODUCTION: QT_TRANSLATE_NOOP("Tips", "large production building"),
        BuildingKind.VIOLET_SMALL: QT_TRANSLATE_NOOP("Tips", "{violet} building"),
        BuildingKind.VIOLET_LARGE: QT_TRANSLATE_NOOP("Tips", "large {violet} building"),
    }
    return _t(texts[kind]).format(violet=N.term("violet", edition))


def role_tooltip(kind: int, edition: Edition | int = Edition.CLASSIC, coins: int = 0) -> str:
    body = _t(content.ROLES[kind].tip).format(**N.words(edition))
    lines = [f"<b>{N.role_name(kind, edition)}</b>", body]
    if coins:
        lines.append(
            _t(
                QT_TRANSLATE_NOOP(
                    "Tips", "Whoever takes this card also gets the {doubloons} on it."
                )
            ).format(doubloons=N.n_doubloons(coins, edition))
        )
    return "<br>".join(lines)


_PRODUCTION_TIP = QT_TRANSLATE_NOOP(
    "Tips",
    "Turns the harvest of your manned {good} {plantations} into {barrels}: one {barrel} for each manned "
    "{good} {plantation} that a {colonist} here can process ({circles}).",
)


def building_effect(building: int, edition: Edition | int = Edition.CLASSIC) -> str:
    """What a building does, in one or two plain sentences."""
    b = BUILDINGS[building]
    w = N.words(edition)
    if b.is_production:
        return _t(_PRODUCTION_TIP).format(
            good=N.good_word(b.produces, edition),
            circles=N.tr_plural("Tips", "%n circle(s)", b.circles),
            **w,
        )
    look = content.BUILDINGS[b.id]
    body = _t(look.tip).format(**w) if look.tip else ""
    if b.circles and not b.is_large and look.manned_note:
        note = (
            QT_TRANSLATE_NOOP("Tips", "Works only while a {colonist} or a {noble} is in it.")
            if look.noble_or_worker
            else QT_TRANSLATE_NOOP("Tips", "Works only while a {colonist} is in it.")
        )
        body += " " + _t(note).format(**w)
    return body.strip()


def building_tooltip(
    building: int,
    edition: Edition | int = Edition.CLASSIC,
    cost_for_you: int | None = None,
    copies_left: int | None = None,
) -> str:
    """Rich text: name, cost and VP and circles, then what the building does."""
    b = BUILDINGS[building]
    ed = edition
    lines = [f"<b>{N.building_name(building, ed)}</b>"]
    facts = _t(
        QT_TRANSLATE_NOOP("Tips", "Costs {cost}, worth {vp} · {circles} · column {column}")
    ).format(
        cost=N.n_doubloons(b.cost, ed),
        vp=N.n_vp(b.vp),
        circles=N.tr_plural("Tips", "%n circle(s)", b.circles),
        column=b.column,
    )
    lines.append(facts)
    body = building_effect(building, ed)
    if body:
        lines.append(body)
    if b.is_large and b.circles:
        lines.append(
            _t(
                QT_TRANSLATE_NOOP(
                    "Tips",
                    "Large: takes two {city} spaces; the game-end bonus needs a {colonist} in it.",
                )
            ).format(**N.words(ed))
        )
    elif b.is_large:  # a monument: nobody ever works in it
        lines.append(
            _t(QT_TRANSLATE_NOOP("Tips", "Large: takes two {city} spaces.")).format(**N.words(ed))
        )
    if cost_for_you is not None and cost_for_you != b.cost:
        lines.append(
            _t(QT_TRANSLATE_NOOP("Tips", "You would pay {cost} now.")).format(
                cost=N.n_doubloons(cost_for_you, ed)
            )
        )
    if copies_left is not None:
        lines.append(_t(QT_TRANSLATE_NOOP("Tips", "Left in the market: {n}")).format(n=copies_left))
    return "<br>".join(lines)
