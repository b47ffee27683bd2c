"""What the expansions' buildings do by rule, without a decision, said in the game log:
the doubloons and VP of production (factory, chapel, jeweler, specialty factory), the
lighthouse's doubloon when the Captain phase starts, the union hall's pairs at its
owner's first Captain turn, the hunting lodge's VP at the end of the Settler phase, the
church's VP for a new building, the ship's noble and the villa's noble.  Events (``base.EVENTS``) asked for every step;
a game without an expansion gets none of these lines.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial

from ...engine import actions as A
from ...engine.data import (
    CHAPEL,
    CHURCH,
    FACTORY,
    HUNTING_LODGE,
    JEWELER,
    LIGHTHOUSE,
    SPECIALTY_FACTORY,
    UNION_HALL,
    VILLA,
    Role,
)
from ...engine.rules import (
    chosen_role,
    church_vp,
    first_turns_between,
    lighthouse_start_doubloons,
    turns_began_between,
    union_hall_vp,
)
from ...engine.state import GameState, Phase
from .. import names as N
from ..i18n import QT_TRANSLATE_NOOP
from .base import EVENTS, Line, listing, player_name, translated
from .craftsman import production_step

#: The buildings that pay in the Craftsman phase besides the goods.
_PAYING = (FACTORY, CHAPEL, JEWELER, SPECIALTY_FACTORY)


def _gains(doubloons: int, vp: int, edition: int) -> str:
    parts = []
    if doubloons > 0:
        parts.append(N.n_doubloons(doubloons, edition))
    if vp > 0:
        parts.append(N.n_vp(vp))
    return listing(parts)


def paid_by_buildings(
    seat: int, doubloons: int, vp: int, buildings: list[int], edition: int, names: Sequence[str]
) -> str:
    """ "Anna gets 2 doubloons, 1 VP (Chapel, Jeweler)"."""
    return translated(
        "Log", QT_TRANSLATE_NOOP("Log", "{player} gets {gains} ({buildings})")
    ).format(
        player=player_name(seat, names),
        gains=_gains(doubloons, vp, edition),
        buildings=listing([N.building_name(b, edition) for b in buildings]),
    )


def _production_pay(
    before: GameState, after: GameState, seat: int, action: int, names
) -> list[Line]:
    ed = before.config.edition
    card_coins = 0
    if before.phase == Phase.ROLE:  # the role card's doubloons went to the craftsman
        card_coins = before.role_coins[A.card_of(action)]
    first = seat if before.phase == Phase.ROLE else before.role_player
    lines: list[Line] = []
    for k in range(before.n):
        who = (first + k) % before.n
        was, now = before.players[who], after.players[who]
        doubloons = now.doubloons - was.doubloons - (card_coins if who == first else 0)
        vp = now.vp - was.vp
        paying = [b for b in _PAYING if was.bocc[b] > 0]
        if paying and (doubloons > 0 or vp > 0):
            lines.append(partial(paid_by_buildings, who, doubloons, vp, paying, ed, list(names)))
    return lines


def _captain(
    before: GameState, after: GameState, seat: int, chosen: bool, names: Sequence[str]
) -> list[Line]:
    """The lighthouse's doubloon for the captain as the phase begins (when he chooses the
    role, or after the guests' window at its start); the union hall's VP when its
    owner's first Captain turn comes (the engine says when)."""
    ed = before.config.edition
    lines: list[Line] = []
    if turns_began_between(before, after, chosen):
        captain = after.role_player
        paid = lighthouse_start_doubloons(after.players[captain])
        if paid:
            lines.append(
                partial(paid_by_buildings, captain, paid, 0, [LIGHTHOUSE], ed, list(names))
            )
    for who in first_turns_between(before, after, chosen):
        vp = union_hall_vp(before.players[who])
        if vp:
            lines.append(partial(paid_by_buildings, who, 0, vp, [UNION_HALL], ed, list(names)))
    return lines


def ship_noble(seat: int, edition: int, names: Sequence[str]) -> str:
    return translated(
        "Log", QT_TRANSLATE_NOOP("Log", "{player} takes the {noble} from the {ship}")
    ).format(
        player=player_name(seat, names),
        noble=N.term("noble", edition),
        ship=N.term("colonist_ship_word", edition),
    )


def villa_noble(seat: int, edition: int, names: Sequence[str]) -> str:
    return translated(
        "Log", QT_TRANSLATE_NOOP("Log", "{player} gets a {noble} ({building})")
    ).format(
        player=player_name(seat, names),
        noble=N.term("noble", edition),
        building=N.building_name(VILLA, edition),
    )


def _nobles(before: GameState, after: GameState, seat: int, action: int, names) -> list[Line]:
    """The ship's noble for the mayor when the ship is unloaded, the villas' nobles."""
    ed = before.config.edition
    mayor = -1
    if before.noble_ship and after.phase != Phase.MAYOR_EXTRA:
        if chosen_role(before, action) == Role.MAYOR:
            mayor = seat
        elif before.phase == Phase.MAYOR_EXTRA:
            mayor = before.role_player
    lines: list[Line] = []
    if mayor >= 0:
        lines.append(partial(ship_noble, mayor, ed, list(names)))
    for who in range(before.n):
        gained = after.players[who].nobles - before.players[who].nobles
        if who == mayor:
            gained -= before.noble_ship
        if gained > 0 and after.players[who].bocc[VILLA] >= 0:
            lines.append(partial(villa_noble, who, ed, list(names)))
    return lines


def _church(before: GameState, after: GameState, seat: int, names) -> list[Line]:
    was, now = before.players[seat], after.players[seat]
    new = [b for b in now.buildings if b not in was.buildings]
    vp = sum(church_vp(before, seat, b) for b in new)  # (the rules': manned, by column)
    if not vp:
        return []
    return [partial(paid_by_buildings, seat, 0, vp, [CHURCH], before.config.edition, list(names))]


def _lodge(before: GameState, after: GameState, names) -> list[Line]:
    ed = before.config.edition
    return [
        partial(paid_by_buildings, who, 0, gained, [HUNTING_LODGE], ed, list(names))
        for who in range(before.n)
        if (gained := after.players[who].vp - before.players[who].vp) > 0
        and before.players[who].bocc[HUNTING_LODGE] > 0
    ]


def _effect_lines(
    before: GameState, after: GameState, seat: int, action: int, names: Sequence[str]
) -> list[Line]:
    if not before.config.expansions:
        return []
    lines: list[Line] = []
    role = chosen_role(before, action)
    if production_step(before, after, action):
        lines += _production_pay(before, after, seat, action, names)
    if role == Role.CAPTAIN or (before.role == Role.CAPTAIN and before.phase != Phase.ROLE):
        lines += _captain(before, after, seat, role == Role.CAPTAIN, names)
    if before.config.has("nobles"):
        lines += _nobles(before, after, seat, action, names)
    if before.phase in (Phase.BUILDER, Phase.BLACK_MARKET):
        lines += _church(before, after, seat, names)
    if before.role == Role.SETTLER and before.phase != Phase.ROLE:
        lines += _lodge(before, after, names)
    return lines


EVENTS.append(_effect_lines)
