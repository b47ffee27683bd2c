"""The Craftsman: production (said in the log, it has no step of its own) and the
craftsman's extra good."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import partial

from ...engine import actions as A
from ...engine.data import LIBRARY, N_GOODS, Role
from ...engine.reasons import Why
from ...engine.rules import chosen_role
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


@dataclass
class CraftsmanPresenter(PhasePresenter):
    def prompt(self, state: GameState, seat: int, names: Sequence[str]) -> str:
        ed = state.config.edition
        if state.privilege_used:  # the library doubles the privilege (expansion I)
            return translated(
                "Prompt",
                QT_TRANSLATE_NOOP(
                    "Prompt",
                    "Your {building} doubles the privilege: one more {barrel} of another kind "
                    "you just produced?",
                ),
            ).format(building=N.building_name(LIBRARY, ed), barrel=N.term("barrel", ed))
        return translated(
            "Prompt",
            QT_TRANSLATE_NOOP(
                "Prompt",
                "{role}'s privilege: choose one more {barrel} of a kind you just produced.",
            ),
        ).format(role=N.role_name(Role.CRAFTSMAN, ed), barrel=N.term("barrel", ed))

    def buttons(self, state: GameState, legal: frozenset[int], viewer: int) -> list[Button]:
        ed = state.config.edition
        out = [
            Button(
                f"craft{g}",
                "+1 " + N.good_name(g, ed),
                A.craft(g),
                primary=True,
                icon="goods/" + N.good_art(g, ed),
            )
            for g in range(N_GOODS)
            if A.craft(g) in legal
        ]
        return out + super().buttons(state, legal, viewer)

    def pass_text(self, state: GameState, viewer: int) -> str:
        return translated("Table", QT_TRANSLATE_NOOP("Table", "No extra good"))

    def describe(self, state: GameState, seat: int, action: int, names: Sequence[str]) -> str:
        if not A.is_kind(action, "craft"):
            return super().describe(state, seat, action, names)
        ed = state.config.edition
        if state.privilege_used:
            return translated(
                "Log", QT_TRANSLATE_NOOP("Log", "{player} takes one more {good} ({building})")
            ).format(
                player=player_name(seat, names),
                good=N.good_word(A.good_of(action), ed),
                building=N.building_name(LIBRARY, ed),
            )
        return translated(
            "Log", QT_TRANSLATE_NOOP("Log", "{player} takes one more {good} ({role}'s privilege)")
        ).format(
            player=player_name(seat, names),
            good=N.good_word(A.good_of(action), ed),
            role=N.role_name(Role.CRAFTSMAN, ed),
        )

    def pass_line(self, state: GameState, who: str) -> str:
        return translated("Log", QT_TRANSLATE_NOOP("Log", "{player} takes no extra good")).format(
            player=who
        )


def describe_production(
    before: GameState, after: GameState, seat: int, names: Sequence[str] | None = None
) -> str:
    """ "Benno produces 1 corn, 2 indigo": what ``seat`` got when the Craftsman was taken
    (``before``/``after``: the states around the role choice; asked only for a seat whose
    goods grew)."""
    ed = before.config.edition
    got = [
        N.n_goods(n, good, ed)
        for good, (was, now) in enumerate(
            zip(before.players[seat].goods, after.players[seat].goods, strict=True)
        )
        if (n := now - was) > 0
    ]
    return translated("Log", QT_TRANSLATE_NOOP("Log", "{player} produces {goods}")).format(
        player=player_name(seat, names), goods=listing(got)
    )


def describe_no_production() -> str:
    return translated("Log", QT_TRANSLATE_NOOP("Log", "Nobody produces anything"))


def production_step(before: GameState, after: GameState, action: int) -> bool:
    """Did everyone produce in the step from ``before`` to ``after``: the Craftsman taken,
    or (expansion I) the guests' window before production closed?"""
    if chosen_role(before, action) == Role.CRAFTSMAN:
        return after.phase != Phase.GUESTS  # else the guests move first
    return (
        before.phase == Phase.GUESTS
        and before.role == Role.CRAFTSMAN
        and after.phase != Phase.GUESTS
    )


def _production_lines(
    before: GameState, after: GameState, seat: int, action: int, names: Sequence[str]
) -> list[Line]:
    """Production has no step of its own: the log says it when the Craftsman is taken —
    or, with the guest house (expansion I), when the guests' window before it closes."""
    if not production_step(before, after, action):
        return []
    first = seat if before.phase == Phase.ROLE else before.role_player  # the craftsman
    producers = [(first + k) % before.n for k in range(before.n)]
    lines: list[Line] = [
        partial(describe_production, before, after, who, list(names))
        for who in producers
        if after.players[who].goods != before.players[who].goods
    ]
    return lines or [describe_no_production]


EVENTS.append(_production_lines)

register(
    CraftsmanPresenter(
        phases=(Phase.CRAFTSMAN,),
        ask=QT_TRANSLATE_NOOP("Refusals", "choose the extra good"),
        others=QT_TRANSLATE_NOOP("Prompt", "{player} is choosing an extra good …"),
        reasons={
            Why.IDLE_NOTHING_PRODUCED: Template(
                "Advice",
                QT_TRANSLATE_NOOP(
                    "Advice",
                    "You would produce nothing: no manned {plantation} has a manned building to process it.",
                ),
            ),
        },
    )
)
