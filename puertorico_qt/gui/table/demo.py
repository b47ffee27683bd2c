"""A stand-in for ``GameSession``: the same signals and methods over a bare engine
state, without bots, threads, undo or saving.

The table's tests, the screenshot script and ``python -m
puertorico_qt.gui.table.demo`` (a hot-seat table for looking at the GUI) use it.
Every seat marked human may move; the viewer follows the human whose turn it is.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass, field

from PySide6.QtCore import QObject, Signal

from ...engine import GameConfig, GameState, IllegalActionError, Phase, new_game
from ...engine.phases.arrangement import placement_actions
from ...engine.scoring import score_breakdown


@dataclass(frozen=True)
class RoundSnapshot:
    """The table after a round (as ``GameSession.history()`` gives it; round 0 = the start)."""

    round: int
    vp: list[int | None]
    doubloons: list[int]
    score: list[int | None]
    building_vp: list[int] = field(default_factory=list)


@dataclass(frozen=True)
class SeatInfo:
    name: str
    is_human: bool = True
    level: str = ""


class LocalSession(QObject):
    """``GameSession``'s interface over one engine state (see the module docstring)."""

    state_changed = Signal()
    action_applied = Signal(int, int, str)  # seat, action id, notation
    illegal_move = Signal(str)  # the reason, in words
    turn_changed = Signal(int)  # the seat to move
    bot_thinking = Signal(int, bool)
    bot_progress = Signal(float)
    game_over = Signal()
    log_message = Signal(str)

    def __init__(
        self,
        state: GameState,
        seats: list[SeatInfo] | None = None,
        viewer: int = 0,
        follow_turn: bool = False,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.state = state
        names = ["Anna", "Benno", "Clara", "Dirk", "Eva"]
        self.seats = seats or [SeatInfo(names[i], i == viewer) for i in range(state.n)]
        self.config = state.config
        self._viewer = viewer
        self.follow_turn = follow_turn
        self._history: list[RoundSnapshot] = []
        self._record()

    # ------------------------------------------------------------------ reading

    def viewer_seat(self) -> int:
        s = self.state
        if self.follow_turn and not s.is_terminal() and self.seats[s.current].is_human:
            return s.current
        return self._viewer

    def is_human_turn(self) -> bool:
        s = self.state
        return not s.is_terminal() and self.seats[s.current].is_human

    def legal_actions(self) -> list[int]:
        return list(self.state.legal_actions()) if self.is_human_turn() else []

    def explain(self, action: int) -> str:
        from ..texts import explain_illegal

        return explain_illegal(self.state, action)

    def history(self) -> list[RoundSnapshot]:
        return list(self._history)

    # ------------------------------------------------------------------ acting

    def request(self, action: int) -> bool:
        if not self.is_human_turn() or not self.state.is_legal(action):
            self.illegal_move.emit(self.explain(action))
            return False
        self._apply([action])
        return True

    def request_mayor_arrangement(self, tiles: list[int], buildings: dict[int, int]) -> bool:
        try:
            seq = placement_actions(self.state, tiles, buildings)
        except IllegalActionError as exc:
            from ..texts import explain_arrangement

            self.illegal_move.emit(explain_arrangement(self.state, str(exc)))
            return False
        self._apply(seq)
        return True

    def apply_any(self, action: int) -> None:
        """Apply for whoever is to move (a bot's move in tests and scripts)."""
        self._apply([action])

    def set_state(self, state: GameState) -> None:
        self.state = state
        self.config = state.config
        self._record()
        self.state_changed.emit()

    def _apply(self, actions: list[int]) -> None:
        s = self.state
        round_before = s.round
        for action in actions:
            seat = s.current
            notation = s.format_action(action)
            s.apply(action)
            self.action_applied.emit(seat, action, notation)
        if s.round != round_before or s.is_terminal():
            self._record()
        self.state_changed.emit()
        if s.is_terminal():
            self.game_over.emit()
        else:
            self.turn_changed.emit(s.current)

    def _record(self) -> None:
        s = self.state
        # Like GameSession: labelled by rounds finished (0 = the start), the end last.
        label = s.round if s.is_terminal() else s.round - 1
        if self._history and self._history[-1].round == label:
            return
        scores = score_breakdown(s)
        self._history.append(
            RoundSnapshot(
                round=label,
                vp=[p.vp for p in s.players],
                doubloons=[p.doubloons for p in s.players],
                score=[b.total for b in scores],
                building_vp=[b.buildings for b in scores],
            )
        )


# =========================================================================== positions


def add_building(state: GameState, seat: int, building: int, colonists: int = 0) -> None:
    """Put a building (with colonists from nowhere) into a player's city — for set-ups."""
    from bisect import insort

    from ...engine.data import BUILDINGS

    p = state.players[seat]
    p.bocc[building] = colonists
    insort(p.buildings, building)
    p.city_used += BUILDINGS[building].city_spaces
    state.building_supply[building] -= 1
    state._legal = None


def _take_role(state: GameState, kind: int) -> None:
    from ...engine.actions import ROLE

    card = next(c for c, k in enumerate(state.role_cards) if k == kind and state.role_taken[c] < 0)
    state._legal = None
    state.apply(ROLE + card)


def position(kind: str, players: int = 3, seed: int = 1, edition: int = 0) -> GameState:
    """A state where the governor (the viewer) has a real decision of ``kind``:
    settler, builder, mayor, trader, captain, wharf, storage, role.

    Built from a fresh game by handing out goods and buildings, then taking the
    role, so every rule still applies from there on.
    """
    from ...engine.actions import MAYOR_EXTRA
    from ...engine.data import (
        HACIENDA,
        LARGE_MARKET,
        SMALL_MARKET,
        SMALL_WAREHOUSE,
        WHARF,
        Good,
        Role,
    )

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
            state.apply(MAYOR_EXTRA)
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


def main(argv: list[str] | None = None) -> int:  # pragma: no cover - manual preview
    """A hot-seat table for looking at the GUI: ``python -m puertorico_qt.gui.table.demo [players] [1897]``."""
    from PySide6.QtWidgets import QApplication, QMainWindow

    from .widget import TableWidget

    argv = sys.argv[1:] if argv is None else argv
    players = int(argv[0]) if argv else 4
    edition = 1 if "1897" in argv else 0
    app = QApplication.instance() or QApplication(sys.argv)
    state = new_game(GameConfig(players=players, edition=edition), seed=1)
    session = LocalSession(state, [SeatInfo(n) for n in ["Anna", "Benno", "Clara", "Dirk", "Eva"][:players]],
                           follow_turn=True)  # fmt: skip
    window = QMainWindow()
    table = TableWidget(session)
    window.setCentralWidget(table)
    window.resize(1600, 900)
    window.show()
    return app.exec()


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
