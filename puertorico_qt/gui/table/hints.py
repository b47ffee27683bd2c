"""The info line's hint while an item is in hand (the click equivalent of a drag): where
it may go now, in words."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...engine.data import BLACK_MARKET, LAND_OFFICE
from ...engine.state import Phase
from .. import names as N
from ..i18n import QT_TRANSLATE_NOOP
from .context import TableContext
from .mime import Payload
from .smuggler_drags import hint as smuggler_hint


def _t(text: str) -> str:
    return QCoreApplication.translate("Table", text)


#: Added to the pick's words when it was picked with the keys (they all said "click").
KEYS_TO_PLACE = QT_TRANSLATE_NOOP(
    "Table", "With the keys: Tab or F6 to the place, the arrows to the space, then Enter."
)


def pick_hint(ctx: TableContext, payload: Payload) -> str:
    """The info line while something is in hand (picked by a click or Space)."""
    special = smuggler_hint(ctx, payload)  # the smuggler card, a worker won (III, IV)
    if special:
        return special
    if payload.get("kind") in ("worker", "vp", "good") and ctx.state.phase == Phase.BLACK_MARKET:
        return _t(
            QT_TRANSLATE_NOOP(
                "Table",
                "Now click your {market} (or the building you buy) to trade it in. Esc cancels.",
            )
        ).format(market=N.building_name(BLACK_MARKET, ctx.edition))
    if payload.get("kind") == "land":
        return _t(
            QT_TRANSLATE_NOOP("Table", "Now click your {building} to sell this tile. Esc cancels.")
        ).format(building=N.building_name(LAND_OFFICE, ctx.edition))
    if payload.get("kind") == "worker":
        return _t(
            QT_TRANSLATE_NOOP(
                "Table",
                "Now click a free circle or an empty {plantation} for this guest. Esc cancels.",
            )
        ).format(plantation=N.term("plantation", ctx.edition))
    if payload.get("kind") == "colonist":
        return _t(
            QT_TRANSLATE_NOOP(
                "Table",
                "Now click a free circle (or the {san_juan} space) for this {colonist}. Esc cancels.",
            )
        ).format(
            colonist=N.term("colonist", ctx.edition),
            san_juan=N.term("san_juan", ctx.edition),
        )
    return _t(
        QT_TRANSLATE_NOOP("Table", "Now click where it should go — the lit places. Esc cancels.")
    )
