"""Positions for the table's tests, played on the real ``GameSession``.

``position(kind)`` builds a state in which the governor (the viewer) has a real
decision of that kind (settler, builder, mayor, trader, captain, wharf, storage,
role): a fresh game with goods and buildings handed out, then the role taken, so every
rule applies from there on.  ``session_at(state)`` opens such a state in a real
session: its record starts from that state (``PositionRecord``) instead of from a new
game, so requests, the log, undo and the history all work as in a game; the other
seats are computer players that never move (the session is paused), or people too
(``everyone_human``), for tests that play every seat.
"""

from __future__ import annotations

from bisect import insort

from puertorico_qt.engine import GameConfig, GameState, Phase, new_game
from puertorico_qt.engine import actions as A
from puertorico_qt.engine.data import (
    BUILDINGS,
    HACIENDA,
    LARGE_MARKET,
    SMALL_MARKET,
    SMALL_WAREHOUSE,
    WHARF,
    Good,
    Role,
)
from puertorico_qt.persistence import GameRecord, SeatInfo

NAMES = ["Anna", "Benno", "Clara", "Dirk", "Eva"]


class PositionRecord(GameRecord):
    """A record whose game starts from a given state (a test's position)."""

    start: GameState

    def new_state(self) -> GameState:
        return self.start.clone()


def session_at(
    state: GameState,
    viewer: int | None = None,
    *,
    everyone_human: bool = False,
    names: list[str] | None = None,
):
    """A real, paused session (no autosave, no delay) playing on from ``state``, with
    ``viewer`` (default: the governor) as the person at the screen."""
    from puertorico_qt.gui.session import GameSession

    viewer = state.governor if viewer is None else viewer
    names = names or NAMES
    seats = [SeatInfo(names[i], everyone_human or i == viewer, "normal") for i in range(state.n)]
    record = PositionRecord(config=state.config.to_dict(), seed=0, seats=seats)
    record.start = state.clone()
    session = GameSession(autosave_path=None, bot_delay_ms=0)
    session.paused = True
    session.open_record(record)
    return session


def add_building(state: GameState, seat: int, building: int, colonists: int = 0) -> None:
    """Put a building (with colonists from nowhere) into a player's city — for set-ups."""
    p = state.players[seat]
    p.bocc[building] = colonists
    insort(p.buildings, building)
    p.city_used += BUILDINGS[building].city_spaces
    state.building_supply[building] -= 1
    state._legal = None


def _take_role(state: GameState, kind: int) -> None:
    card = next(c for c, k in enumerate(state.role_cards) if k == kind and state.role_taken[c] < 0)
    state._legal = None
    state.apply(A.choose_role(card))


def position(kind: str, players: int = 3, seed: int = 1, edition: int = 0) -> GameState:
    """A state where the governor (the viewer) has a real decision of ``kind``."""
    state = new_game(GameConfig(players=players, edition=edition), seed=seed)
    me = state.governor
    p = state.players[me]
    if kind == "role":
        return state
    if kind == "settler":
        _take_role(state, Role.SETTLER)
    elif kind == "builder":
        p.doubloons = 6
        _take_role(state, Role.BUILDER)
    elif kind == "mayor":
        add_building(state, me, SMALL_MARKET)
        add_building(state, me, HACIENDA)
        _take_role(state, Role.MAYOR)
        if state.phase == Phase.MAYOR_EXTRA:
            state.apply(A.MAYOR_EXTRA)
    elif kind == "trader":
        p.goods[Good.SUGAR] = 2
        p.goods[Good.CORN] = 1
        add_building(state, me, LARGE_MARKET, 1)
        _take_role(state, Role.TRADER)
    elif kind in ("captain", "wharf"):
        p.goods[Good.CORN] = 3
        p.goods[Good.SUGAR] = 2
        state.goods_supply[Good.CORN] -= 3
        state.goods_supply[Good.SUGAR] -= 2
        if kind == "wharf":
            add_building(state, me, WHARF, 1)
        _take_role(state, Role.CAPTAIN)
    elif kind == "storage":
        # Every ship is full, so nobody can ship: storage starts at once.
        for i, cap in enumerate(state.ship_cap):
            g = (Good.CORN, Good.INDIGO, Good.TOBACCO)[i]
            state.ship_good[i] = g
            state.ship_load[i] = cap
            state.goods_supply[g] -= cap
        p.goods[Good.SUGAR] = 3
        p.goods[Good.COFFEE] = 2
        state.goods_supply[Good.SUGAR] -= 3
        state.goods_supply[Good.COFFEE] -= 2
        add_building(state, me, SMALL_WAREHOUSE, 1)
        _take_role(state, Role.CAPTAIN)
    else:
        raise ValueError(f"unknown position {kind!r}")
    return state


def captain_with_indigo_aboard() -> GameState:
    """``position("captain")`` with one indigo on the 4-ship already: corn may not go
    there (a ship carries one kind)."""
    state = position("captain")
    state.ship_good[0] = Good.INDIGO
    state.ship_load[0] = 1
    state.goods_supply[Good.INDIGO] -= 1
    state._legal = None
    return state
