"""The Mayor: the mayor's extra colonist, and every player's arrangement of colonists.

A person arranges freely on the table (the Mayor draft) and presses Done; the game
log folds a player's placements into one line ("Dirk places 5 colonists: 2 × Tobacco
plantation, Quarry, Indigo Plant (2)"), also for players whose arrangement the rules
made by themselves (no fewer colonists than circles).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import partial

from ...engine import actions as A
from ...engine.data import LIBRARY, Role
from ...engine.reasons import Why
from ...engine.rules import building_at, chosen_role, in_hand, is_building_place
from ...engine.state import GameState, Phase
from .. import names as N
from ..i18n import QT_TRANSLATE_NOOP
from .base import (
    EVENTS,
    Button,
    Line,
    PhasePresenter,
    Template,
    listing,
    player_name,
    register,
    translated,
)
from .bonus import ASK, OTHERS, without_extra, yes_no


@dataclass
class MayorExtraPresenter(PhasePresenter):
    def prompt(self, state: GameState, seat: int, names: Sequence[str]) -> str:
        ed = state.config.edition
        if state.privilege_used:  # the library doubles the privilege (expansion I)
            return translated(
                "Prompt",
                QT_TRANSLATE_NOOP(
                    "Prompt",
                    "Your {building} doubles the privilege: take a second extra {colonist} "
                    "from the supply?",
                ),
            ).format(building=N.building_name(LIBRARY, ed), colonist=N.term("colonist", ed))
        return translated(
            "Prompt",
            QT_TRANSLATE_NOOP(
                "Prompt", "{role}'s privilege: take one extra {colonist} from the supply?"
            ),
        ).format(role=N.role_name(Role.MAYOR, ed), colonist=N.term("colonist", ed))

    def buttons(self, state: GameState, legal: frozenset[int], viewer: int) -> list[Button]:
        return yes_no(state, legal, A.MAYOR_EXTRA)

    def describe(self, state: GameState, seat: int, action: int, names: Sequence[str]) -> str:
        if action != A.MAYOR_EXTRA:
            return super().describe(state, seat, action, names)
        ed = state.config.edition
        if state.privilege_used:
            return translated(
                "Log",
                QT_TRANSLATE_NOOP("Log", "{player} takes a second extra {colonist} ({building})"),
            ).format(
                player=player_name(seat, names),
                colonist=N.term("colonist", ed),
                building=N.building_name(LIBRARY, ed),
            )
        return translated(
            "Log",
            QT_TRANSLATE_NOOP("Log", "{player} takes one extra {colonist} ({role}'s privilege)"),
        ).format(
            player=player_name(seat, names),
            colonist=N.term("colonist", ed),
            role=N.role_name(Role.MAYOR, ed),
        )

    def pass_line(self, state: GameState, who: str) -> str:
        return without_extra(state, who)


@dataclass
class MayorPresenter(PhasePresenter):
    def prompt(self, state: GameState, seat: int, names: Sequence[str]) -> str:
        ed = state.config.edition
        p = state.players[seat]
        return translated(
            "Prompt",
            QT_TRANSLATE_NOOP(
                "Prompt",
                "Arrange your {n}. Drag them between the {san_juan} space and the circles of your "
                "tiles and buildings, then press Done. No {colonist} may wait while a circle is empty.",
            ),
        ).format(
            # all of them: those still to place and any already placed this turn
            n=N.n_colonists(p.colonists() + in_hand(state, seat), ed),
            san_juan=N.term("san_juan", ed),
            colonist=N.term("colonist", ed),
        )

    def buttons(self, state: GameState, legal: frozenset[int], viewer: int) -> list[Button]:
        """The draft's commands; the table enables them from its draft."""
        return [
            Button(
                "mayor_fill",
                translated("Table", QT_TRANSLATE_NOOP("Table", "Fill the circles")),
                command="mayor_fill",
            ),
            Button(
                "mayor_reset",
                translated("Table", QT_TRANSLATE_NOOP("Table", "Start over")),
                command="mayor_reset",
            ),
            Button(
                "mayor_done",
                translated("Table", QT_TRANSLATE_NOOP("Table", "Done")),
                command="mayor_done",
                primary=True,
                icon="tokens/colonist",
            ),
        ]

    def describe(self, state: GameState, seat: int, action: int, names: Sequence[str]) -> str:
        if A.is_kind(action, "place"):
            return describe_placements(state, seat, action, names)
        return super().describe(state, seat, action, names)

    def log_line(
        self, state: GameState, seat: int, action: int, forced: bool, names: Sequence[str]
    ) -> Line | None:
        """A player's placements (decisions and forced ones alike) fold into one line,
        written at the last of them."""
        if A.is_kind(action, "place"):
            if state.mayor_left != 1:
                return None
            return partial(describe_placements, state, seat, action, list(names))
        return super().log_line(state, seat, action, forced, names)


def describe_placements(
    state: GameState, seat: int, action: int, names: Sequence[str] | None = None
) -> str:
    """The whole Mayor arrangement of ``seat`` in one line, written from the state before
    its last placement ``action`` (-1: the arrangement is complete in ``state``)."""
    ed = state.config.edition
    p = state.players[seat]
    tiles = list(p.plant_occ)
    bocc = {b: p.bocc[b] for b in p.buildings}
    if action >= 0 and A.is_kind(action, "place"):
        target = A.target_of(action)
        if is_building_place(target):
            b = building_at(target)
            bocc[b] = bocc.get(b, 0) + 1
        else:
            tiles[target] += 1
    # 2 tiles of a kind; 2 in one building (no-break spaces: the count stays with its place)
    tiles_n = translated("Log", QT_TRANSLATE_NOOP("Log", "{n}\u00a0× {place}"))
    building_n = translated("Log", QT_TRANSLATE_NOOP("Log", "{place}\u00a0({n})"))
    parts: list[str] = []
    for k, n in enumerate(tiles):
        if n:
            place = N.tile_name(k, ed)
            parts.append(place if n == 1 else tiles_n.format(n=n, place=place))
    for b, n in bocc.items():
        if n:
            place = N.building_name(b, ed)
            parts.append(place if n == 1 else building_n.format(n=n, place=place))
    total = sum(tiles) + sum(bocc.values())
    if p.san_juan:
        parts.append(
            translated("Log", QT_TRANSLATE_NOOP("Log", "{san_juan}: {n}")).format(
                san_juan=N.term("san_juan", ed), n=p.san_juan
            )
        )
        total += p.san_juan
    # {colonists}: the word for one (German: the accusative "Kolonisten") or for several
    return translated(
        "Log", QT_TRANSLATE_NOOP("Log", "{player} places {n} {colonists}: {places}")
    ).format(
        player=player_name(seat, names),
        n=total,
        colonists=N.term("colonist" if total == 1 else "colonists", ed),
        places=listing(parts),
    )


def arranged_by_rule(before: GameState, after: GameState, action: int) -> list[int]:
    """The seats whose Mayor arrangement the engine made by itself during one step (from
    ``before`` to ``after``): a player with at least as many colonists as circles has
    nothing to decide, so every circle is filled at once and no placement is played."""
    if before.phase in (Phase.MAYOR, Phase.NOBLES):
        start, mayor = before.turn + 1, before.role_player  # after the current player's turn
    elif before.phase == Phase.MAYOR_EXTRA:
        start, mayor = 0, before.role_player
    elif chosen_role(before, action) == Role.MAYOR:
        start, mayor = 0, before.current
    else:
        return []
    if after.phase == Phase.MAYOR_EXTRA:
        return []  # the mayor's question comes first: nobody has placed yet
    if after.phase == Phase.NOBLES:  # expansion II: asked after a placement, his own or the rules'
        end = after.turn + 1
    else:
        end = after.turn if after.phase == Phase.MAYOR else before.n
    seats = [(mayor + t) % before.n for t in range(start, end)]
    return [seat for seat in seats if after.players[seat].colonists() > 0]


def _arrangement_lines(
    before: GameState, after: GameState, seat: int, action: int, names: Sequence[str]
) -> list[Line]:
    return [
        partial(describe_placements, after, who, -1, list(names))
        for who in arranged_by_rule(before, after, action)
    ]


EVENTS.append(_arrangement_lines)

register(
    MayorExtraPresenter(phases=(Phase.MAYOR_EXTRA,), ask=ASK, others=OTHERS),
)
register(
    MayorPresenter(
        phases=(Phase.MAYOR,),
        ask=QT_TRANSLATE_NOOP("Refusals", "place {colonists}"),
        others=QT_TRANSLATE_NOOP("Prompt", "{player} is arranging {colonists} …"),
        reasons={
            Why.SAN_JUAN_WHILE_EMPTY: Template(
                "Refusals",
                QT_TRANSLATE_NOOP(
                    "Refusals",
                    "No {colonist} may wait on the {san_juan} space while a circle is empty.",
                ),
            ),
            Why.STILL_WAITING: Template(
                "Table",
                QT_TRANSLATE_NOOP(
                    "Table",
                    "Someone is still waiting on the {san_juan} space while a circle is empty: place them first.",
                ),
            ),
            Why.ARRANGE_ONLY_IN_MAYOR: Template(
                "Refusals",
                QT_TRANSLATE_NOOP("Refusals", "{Colonists} are placed in the {mayor_phase} only."),
            ),
            Why.TILE_HOLDS_ONE: Template(
                "Refusals",
                QT_TRANSLATE_NOOP(
                    "Refusals", "Each {plantation} and each quarry holds one {colonist}."
                ),
            ),
            Why.NOT_YOUR_BUILDING: Template(
                "Refusals",
                QT_TRANSLATE_NOOP("Refusals", "{Colonists} can only go into your own buildings."),
            ),
            Why.BUILDING_FULL: Template(
                "Refusals",
                QT_TRANSLATE_NOOP(
                    "Refusals", "A building holds no more {colonists} than it has circles."
                ),
            ),
            Why.TOO_MANY_COLONISTS: Template(
                "Refusals",
                QT_TRANSLATE_NOOP("Refusals", "You placed more {colonists} than you have."),
            ),
            Why.PLACED_STAY: Template(
                "Refusals",
                QT_TRANSLATE_NOOP("Refusals", "{Colonists} placed this turn cannot be taken back."),
            ),
            Why.NOBODY_THERE: Template(
                "Table", QT_TRANSLATE_NOOP("Table", "There is nobody there to move.")
            ),
            Why.ALREADY_THERE: Template(
                "Table", QT_TRANSLATE_NOOP("Table", "That is where it already is.")
            ),
            Why.NO_FREE_CIRCLE: Template(
                "Table", QT_TRANSLATE_NOOP("Table", "Every circle there is already taken.")
            ),
            Why.IDLE_CIRCLES_FULL: Template(
                "Advice",
                QT_TRANSLATE_NOOP(
                    "Advice",
                    "All your circles are manned: new {colonists} would only wait on the {san_juan} space.",
                ),
            ),
        },
    )
)
