"""The table's side of expansions III and IV: the smuggler card's drags and clicks, and
the workers placed at once (poached, or the festival's).

- **The smuggler's choice** (``Phase.SMUGGLER``): the smuggler card in play is picked up
  (dragged, or clicked) as ``{"kind": "smuggler", "seat": s}`` and dropped on a cargo
  ship (raid it), the trading house (plunder it), the colonist ship (poach) or a role
  card (swap it).  A click on a role card swaps it at once, as role cards act on one
  click; a double-click on a ship, the house or the colonist ship is its choice too.
- **Workers to place** (``Phase.PLACE_WORKERS``): the player's board shows them on a
  space of their own beside the San Juan space ("To place"), picked up as
  ``{"kind": "placing", "seat": s}`` and dropped on a free circle of a tile or building
  (the Mayor's ``PLACE`` ids); a double-click on a free circle places one there.

Legality is the engine's: a drop is the action and is refused with the engine's reason
when it is not legal now; nothing here knows a rule of the smuggler.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from ...engine import actions as A
from ...engine.data import Role
from ...engine.rules import building_at, is_building_place
from ...engine.state import Phase
from .. import names as N
from ..i18n import QT_TRANSLATE_NOOP
from ..phases.smuggler import raid_action, swap_action
from .context import TableContext
from .mime import Payload

Effect = tuple[str, Any]

#: The zones a smuggler card may be dropped on, and the choice each means.
RAID, PLUNDER_HOUSE, POACH_SHIP, SWAP_CARD = "raid", "plunder", "poach", "swap"


def _t(text: str) -> str:
    return QCoreApplication.translate("Table", text)


# --------------------------------------------------------------------------- the smuggler


def smuggling(ctx: TableContext) -> bool:
    """The viewer chooses what the smuggler does, now."""
    return ctx.state.phase == Phase.SMUGGLER and ctx.interactive()


def smuggler_card(ctx: TableContext) -> int:
    """The role card of the smuggler (-1 without expansion III)."""
    cards = ctx.state.role_cards
    return next((c for c, kind in enumerate(cards) if kind == Role.SMUGGLER), -1)


def smuggler_payload(ctx: TableContext, card: int) -> Payload | None:
    """The smuggler card, picked up while its chooser decides (``card``: a role card)."""
    if not smuggling(ctx) or card != smuggler_card(ctx):
        return None
    return {"kind": "smuggler", "seat": ctx.viewer()}


def smuggle_action(target: str, value: int = -1) -> int:
    """The smuggler's action of dropping his card on ``target`` (``value``: the ship or
    the role card)."""
    if target == RAID:
        return raid_action(value)
    if target == SWAP_CARD:
        return swap_action(value)
    return A.PLUNDER if target == PLUNDER_HOUSE else A.POACH


def smuggle_effect(
    ctx: TableContext, payload: Payload, target: str, value: int = -1
) -> Effect | None:
    """What dropping ``payload`` on ``target`` does, when it is the smuggler card."""
    if payload.get("kind") != "smuggler" or ctx.state.phase != Phase.SMUGGLER:
        return None
    if target == SWAP_CARD and value == smuggler_card(ctx):
        return None  # onto itself: nothing (a click there puts it back)
    return ("action", smuggle_action(target, value))


def smuggle_active(ctx: TableContext, target: str, value: int = -1) -> bool:
    """Is dropping the smuggler card on ``target`` a legal choice now (lit gold)?"""
    return ctx.state.phase == Phase.SMUGGLER and smuggle_action(target, value) in ctx.legal


def smuggler_quick(ctx: TableContext, target: str, value: int = -1) -> int | None:
    """The double-click on a ship, the house or the colonist ship while choosing."""
    return smuggle_action(target, value) if smuggling(ctx) else None


def role_click(ctx: TableContext, card: int) -> bool:
    """A click (or Enter) on a role card while the smuggler chooses: his own card is
    picked up or put back, another is swapped (or refused with the reason).  False:
    not the smuggler's choice, the card is the role choice it always is."""
    if not smuggling(ctx):
        return False
    if card == smuggler_card(ctx):
        payload = smuggler_payload(ctx, card)
        ctx.set_picked(None if ctx.picked == payload else payload)
        return True
    ctx.request(swap_action(card))
    return True


def pick_smuggler(ctx: TableContext) -> None:
    """The "Swap a role …" button: the smuggler card in hand, the role cards lit."""
    ctx.set_picked(smuggler_payload(ctx, smuggler_card(ctx)))


# --------------------------------------------------------------------------- placing


def placing(ctx: TableContext, seat: int) -> bool:
    """Does ``seat`` place won workers now (poached, or the festival's)?"""
    s = ctx.state
    return s.phase == Phase.PLACE_WORKERS and s.current == seat and s.place_left > 0


def placing_payload(ctx: TableContext, seat: int) -> Payload | None:
    """A worker to place, picked up by the viewer on his turn."""
    if seat != ctx.viewer() or not placing(ctx, seat) or not ctx.interactive():
        return None
    return {"kind": "placing", "seat": seat}


def place_action(place: int) -> int:
    """The placement on ``place`` (``engine.rules``: a tile kind or a building's place)."""
    if is_building_place(place):
        return A.place_in_building(building_at(place))
    return A.place_on_tile(place)


def placing_effect(ctx: TableContext, payload: Payload, place: int) -> Effect | None:
    """A worker to place dropped on ``place`` of the viewer's board."""
    if payload.get("kind") != "placing" or payload.get("seat") != ctx.viewer():
        return None
    return ("action", place_action(place))


def placing_quick(ctx: TableContext, place: int) -> int | None:
    """The double-click on a free circle while placing: a worker there."""
    action = place_action(place)
    return action if ctx.state.phase == Phase.PLACE_WORKERS and action in ctx.legal else None


def placing_buildings(ctx: TableContext) -> set[int]:
    """The viewer's buildings with a free circle while he places (lit gold)."""
    if ctx.state.phase != Phase.PLACE_WORKERS:
        return set()
    return {
        building_at(A.target_of(a))
        for a in ctx.legal
        if A.is_kind(a, "place") and is_building_place(A.target_of(a))
    }


# --------------------------------------------------------------------------- hints


def hint(ctx: TableContext, payload: Payload) -> str | None:
    """The info line while the smuggler card or a worker to place is in hand."""
    ed = ctx.edition
    if payload.get("kind") == "smuggler":
        return _t(
            QT_TRANSLATE_NOOP(
                "Table",
                "Now click a loaded cargo ship, the trading house, the {ship} or a role card "
                "nobody has used. Esc cancels.",
            )
        ).format(ship=N.term("colonist_ship_word", ed))
    if payload.get("kind") == "placing":
        return _t(
            QT_TRANSLATE_NOOP(
                "Table", "Now click a free circle of your tiles or buildings. Esc cancels."
            )
        )
    return None
