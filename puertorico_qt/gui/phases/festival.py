"""The festival (expansion IV): a goal met is told in the game log as it happens (an
event: the festival has no phase of its own, ``engine.phases.festival``), and its goals
in words for the table's festival board and the log."""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial

from ...engine.data import Edition
from ...engine.phases.festival import (
    BUILDING,
    GOODS,
    PLANTATIONS,
    PLANTATIONS_NEEDED,
    REWARD_DOUBLOONS,
    REWARD_VP,
    goal_goods,
)
from ...engine.state import GameState, Phase
from .. import names as N
from ..i18n import QT_TRANSLATE_NOOP
from .base import EVENTS, Line, listing, player_name, translated

#: The goals in the order of ``state.festival_by``.
GOALS = (PLANTATIONS, GOODS, BUILDING)


def goal_text(state: GameState, goal: int) -> str:
    """What a goal asks, as a label: "3 × Corn plantation", "Corn, Corn, Sugar", the
    building's name."""
    ed = state.config.edition
    if goal == PLANTATIONS:
        return translated("Log", QT_TRANSLATE_NOOP("Log", "{n}\u00a0× {place}")).format(
            n=PLANTATIONS_NEEDED, place=N.tile_name(state.festival[0], ed)
        )
    if goal == GOODS:
        return listing([N.good_name(g, ed) for g in state.festival[1:4]])
    building = state.festival[4]
    return N.building_name(building, ed) if building >= 0 else ""


def reward_text(goal: int, edition: Edition | int, workers: int = 3) -> str:
    """What a goal gives: "3 workers", "3 coins", "3 VP"."""
    if goal == PLANTATIONS:
        return N.n_colonists(workers, edition)
    if goal == GOODS:
        return N.n_doubloons(REWARD_DOUBLOONS, edition)
    return N.n_vp(REWARD_VP)


def goal_met(
    state: GameState, goal: int, seat: int, workers: int, placing: bool, names: Sequence[str]
) -> str:
    """The log's line of a goal met (``state``: the state after it)."""
    ed = state.config.edition
    who = player_name(seat, names)
    festival = N.term("festival", ed)
    if goal == PLANTATIONS:
        if not workers:
            text = QT_TRANSLATE_NOOP(
                "Log",
                "{festival}: {player} is the first with {goal}, but no {colonists} are left",
            )
        elif placing:
            text = QT_TRANSLATE_NOOP(
                "Log", "{festival}: {player} is the first with {goal} and gets {reward} to place"
            )
        else:
            text = QT_TRANSLATE_NOOP(
                "Log",
                "{festival}: {player} is the first with {goal}: {reward} on the {san_juan} space",
            )
    elif goal == GOODS:
        text = QT_TRANSLATE_NOOP(
            "Log", "{festival}: {player} is the first to produce {goal} (+{reward})"
        )
    else:
        text = QT_TRANSLATE_NOOP(
            "Log", "{festival}: {player} is the first to build the {goal} (+{reward})"
        )
    goods = ""
    if goal == GOODS:
        need = goal_goods(state)
        goods = listing([N.n_goods(n, g, ed) for g, n in enumerate(need) if n])
    return translated("Log", text).format(
        festival=festival,
        player=who,
        goal=goods or goal_text(state, goal),
        reward=reward_text(goal, ed, workers),
        colonists=N.term("colonists", ed),
        san_juan=N.term("san_juan", ed),
    )


def _festival_lines(
    before: GameState, after: GameState, seat: int, action: int, names: Sequence[str]
) -> list[Line]:
    if not before.config.expansions or not before.config.has("festival"):
        return []
    lines: list[Line] = []
    for goal in GOALS:
        who = after.festival_by[goal]
        if who < 0 or before.festival_by[goal] >= 0:
            continue
        placing = after.phase == Phase.PLACE_WORKERS and after.current == who
        workers = 0
        if goal == PLANTATIONS:
            workers = (
                after.place_left
                if placing
                else after.players[who].san_juan - before.players[who].san_juan
            )
        lines.append(partial(goal_met, after, goal, who, max(0, workers), placing, list(names)))
    return lines


EVENTS.append(_festival_lines)
