"""The expansions' drags on a player's board: guests, black-market trade-ins, forests,
the small wharf's load and the land office.

Outside the Mayor draft a worker can be picked up from where it stands, as the payload
``{"kind": "worker", "seat": s, "place": p, "noble": n}`` (``p``: a place of
``engine.rules``: San Juan, a tile kind, a building), when the engine offers something
to do with it:

- a **guest** (a worker on the guest house, expansion I) dropped on an unmanned
  plantation or quarry or on a building with a free circle is ``MoveGuest``;
- any worker, a barrel (``"good"``) or a VP chip (``"vp"``, from the board's VP counter,
  :class:`VpChipDrag`) dropped on the black market or on the building being bought in
  the Black Market phase is the matching trade-in (``TradeWorker``, ``TradeGood``,
  ``TradeVP``).

Legality is the engine's: a payload is offered only when one of these actions is in
``legal_actions()``, and a drop is the action, refused with the engine's reason when it
is not legal.  Where the engine offers a move both as a colonist and as a noble (a
colonist-or-noble building), the drop takes the kind the picked cell shows (a cell
showing only nobles gives a noble) when that is legal, else the other; the prompt bar's
buttons name each kind.

The buildings of expansions I and II that take a drop in the viewer's city:

- a face-up plantation from the offer (``"tile"``) dropped on the **forest house** in
  the Settler phase is ``TakeForest`` (dropped on the island it stays a normal take);
- a barrel dropped on the **small wharf** starts or extends its load
  (``LoadSmallWharf``);
- one of the viewer's island tiles, picked up as ``{"kind": "land", "seat": s, "tile":
  k, "forest": bool}`` while the engine offers its sale, dropped on the **land office**
  is ``LandSell`` (a forest: the first forest kind the engine lets go, the faces being
  hidden on the table); the face-down pile dropped on the island in the Trader phase
  is ``LandBuy``.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QObject, QPoint, QSize, Qt
from PySide6.QtGui import QFontMetricsF, QMouseEvent
from PySide6.QtWidgets import QApplication, QWidget

from ...engine import actions as A
from ...engine.data import (
    BLACK_MARKET,
    FOREST_HOUSE,
    GUEST_HOUSE,
    LAND_OFFICE,
    SMALL_WHARF,
)
from ...engine.rules import building_place
from ...engine.state import Phase
from .context import TableContext
from .dragging import run_drag
from .mime import Payload
from .smuggler_drags import placing_buildings

GUEST_PLACE = building_place(GUEST_HOUSE)
Effect = tuple[str, Any]


def _first_legal(legal: frozenset[int], options: list[int]) -> int:
    """The first option the engine allows now (the first one, to be refused, if none)."""
    return next((a for a in options if a in legal), options[0])


def _guest_moves_open(ctx: TableContext) -> bool:
    return any(A.is_kind(a, "guest") for a in ctx.legal)


def trading(ctx: TableContext) -> bool:
    """The viewer pays at the black market now."""
    return ctx.state.phase == Phase.BLACK_MARKET and ctx.interactive()


def worker_payload(
    ctx: TableContext, seat: int, place: int, workers: int, nobles: int
) -> Payload | None:
    """A worker picked up at ``place`` (``workers`` stand there, ``nobles`` of them drawn as
    nobles) outside the Mayor draft: only when the engine offers a trade-in of it, or a
    guest move for a guest."""
    if seat != ctx.viewer() or workers <= 0 or ctx.mayor.active or not ctx.interactive():
        return None
    legal = ctx.legal
    trade = any(A.trade_worker(place, noble) in legal for noble in (False, True))
    if not trade and not (place == GUEST_PLACE and _guest_moves_open(ctx)):
        return None
    return {"kind": "worker", "seat": seat, "place": place, "noble": 0 < workers <= nobles}


def vp_payload(ctx: TableContext, seat: int) -> Payload | None:
    """A VP chip of the viewer's, while the black market takes one."""
    if seat != ctx.viewer() or A.TRADE_VP not in ctx.legal:
        return None
    return {"kind": "vp", "seat": seat}


def trade_effect(ctx: TableContext, payload: Payload) -> Effect | None:
    """What a drop on the black market (or the building being bought) does: a trade-in,
    in the Black Market phase only."""
    if ctx.state.phase != Phase.BLACK_MARKET or payload.get("seat") != ctx.viewer():
        return None
    kind = payload.get("kind")
    if kind == "vp":
        return ("action", A.TRADE_VP)
    if kind == "good":
        return ("action", A.trade_good(int(payload["good"])))
    if kind == "worker":
        place, noble = int(payload["place"]), bool(payload.get("noble"))
        options = [A.trade_worker(place, noble), A.trade_worker(place, not noble)]
        return ("action", _first_legal(ctx.legal, options))
    return None


def guest_effect(ctx: TableContext, payload: Payload, target: int) -> Effect | None:
    """What dropping a guest on ``target`` (a tile kind or a building's place) does."""
    if payload.get("kind") != "worker" or payload.get("seat") != ctx.viewer():
        return None
    if int(payload["place"]) != GUEST_PLACE:
        return None
    noble = bool(payload.get("noble"))
    options = [A.move_guest(target, noble), A.move_guest(target, not noble)]
    return ("action", _first_legal(ctx.legal, options))


def acting_buildings(ctx: TableContext) -> set[int]:
    """The viewer's buildings where he can act now outside the Mayor draft (lit gold):
    the guest house while a guest may move, the black market while paying there, the
    forest house, the small wharf and the land office while the engine offers theirs,
    a building with a free circle while workers won are placed."""
    legal = ctx.legal
    out: set[int] = set()
    if any(A.is_kind(a, "guest") for a in legal):
        out.add(GUEST_HOUSE)
    if trading(ctx):
        out.add(BLACK_MARKET)
    if ctx.state.phase == Phase.SETTLER and any(A.is_kind(a, "forest") for a in legal):
        out.add(FOREST_HOUSE)
    if any(A.is_kind(a, "small_wharf") for a in legal):
        out.add(SMALL_WHARF)
    if any(A.is_kind(a, "land_sell") for a in legal):
        out.add(LAND_OFFICE)
    return out | placing_buildings(ctx)  # free circles for workers won (III, IV)


def land_payload(ctx: TableContext, seat: int, kind: int, forest: bool) -> Payload | None:
    """One of the viewer's island tiles (a plantation of ``kind``, or a forest) picked up
    while the engine offers its sale at the land office."""
    if seat != ctx.viewer() or ctx.mayor.active or not ctx.interactive():
        return None
    if _land_sale(ctx, kind, forest) not in ctx.legal:
        return None
    return {"kind": "land", "seat": seat, "tile": kind, "forest": forest}


def _land_sale(ctx: TableContext, kind: int, forest: bool) -> int:
    """The sale of this tile: for a forest the first face the engine lets go (else the
    first face the viewer has, to be refused with the engine's reason)."""
    if not forest:
        return A.land_sell(kind, False)
    p = ctx.state.players[ctx.viewer()]
    options = [A.land_sell(k, True) for k in range(A.N_PLANTATION_KINDS) if p.forest[k] > 0]
    return _first_legal(ctx.legal, options or [A.land_sell(0, True)])


def pile_effect(ctx: TableContext) -> Effect:
    """The face-down pile dropped on the viewer's island: the land office's purchase in
    the Trader phase (or whenever the engine offers it), else the hacienda's draw."""
    legal = ctx.legal
    if A.LAND_BUY in legal or (A.HACIENDA_DRAW not in legal and ctx.state.phase == Phase.TRADER):
        return ("action", A.LAND_BUY)
    return ("action", A.HACIENDA_DRAW)


def _building_effect(ctx: TableContext, payload: Payload, target: int) -> Effect | None:
    """A drop on the forest house, the small wharf or the land office."""
    kind = payload.get("kind")
    if target == building_place(FOREST_HOUSE) and kind == "tile":
        tile = int(payload["tile"])
        if tile < A.N_PLANTATION_KINDS and ctx.state.phase == Phase.SETTLER:
            return ("action", A.take_forest(tile))
        return None
    if payload.get("seat") != ctx.viewer():
        return None
    if target == building_place(SMALL_WHARF) and kind == "good":
        return ("action", A.load_small_wharf(int(payload["good"])))
    if target == building_place(LAND_OFFICE) and kind == "land":
        return ("action", _land_sale(ctx, int(payload["tile"]), bool(payload.get("forest"))))
    return None


def board_effect(ctx: TableContext, payload: Payload, target: int) -> Effect | None:
    """A drop on the viewer's island or city at ``target``: a trade-in on the black
    market while paying there, a forest, a small-wharf load or a land sale on their
    buildings, else a guest move."""
    if target == building_place(BLACK_MARKET):
        effect = trade_effect(ctx, payload)
        if effect is not None:
            return effect
    effect = _building_effect(ctx, payload, target)
    if effect is not None:
        return effect
    return guest_effect(ctx, payload, target)


def quick_action(ctx: TableContext, place: int, workers: int) -> int | None:
    """Double-click / Enter on a place of the viewer's board outside the Mayor draft:
    trade its worker in while paying at the black market; else move a guest here."""
    legal = ctx.legal
    if workers > 0 and trading(ctx):
        trade = next(
            (a for a in (A.trade_worker(place, n) for n in (False, True)) if a in legal), None
        )
        if trade is not None:
            return trade
    if place < 0 or place == GUEST_PLACE:  # San Juan, the guest house: no guest goes there
        return None
    return next((a for a in (A.move_guest(place, n) for n in (False, True)) if a in legal), None)


class VpChipDrag(QObject):
    """Makes a board's VP counter a drag source (and a click pick-up) for a VP chip while
    the black market takes one.  Installed by the table as an event filter."""

    def __init__(self, ctx: TableContext, seat: int, chip: QWidget) -> None:
        super().__init__(chip)
        self.ctx = ctx
        self.seat = seat
        self.chip = chip
        self._press: QPoint | None = None
        chip.installEventFilter(self)

    def payload(self) -> Payload | None:
        return vp_payload(self.ctx, self.seat)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind == QEvent.Type.MouseButtonPress and isinstance(event, QMouseEvent):
            if event.button() == Qt.MouseButton.LeftButton and self.payload() is not None:
                self._press = event.position().toPoint()
                return True
        elif kind == QEvent.Type.MouseMove and isinstance(event, QMouseEvent) and self._press:
            moved = (event.position().toPoint() - self._press).manhattanLength()
            if moved >= QApplication.startDragDistance():
                self._press = None
                self.start_drag()
                return True
        elif kind == QEvent.Type.MouseButtonRelease and self._press is not None:
            self._press = None
            self.click()
            return True
        return False

    def click(self) -> None:
        """A click picks a chip up (the black market lights up), a second puts it back."""
        payload = self.payload()
        self.ctx.set_picked(None if payload == self.ctx.picked else payload)

    def start_drag(self) -> None:
        payload = self.payload()
        if payload is None:
            return
        em = QFontMetricsF(self.chip.font()).height()
        size = QSize(int(em * 2.2), int(em * 2.2))
        run_drag(self.chip, self.ctx, payload, "tokens/vp_chip", size)
