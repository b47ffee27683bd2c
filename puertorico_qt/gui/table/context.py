"""What every zone model of the table shares: the session, the viewer, the legal
actions of the moment, and the two drafts a player edits before submitting.

``TableContext`` is the one place that talks to the session for the models: it
reads ``session.state`` and ``session.legal_actions()`` once per change, turns a
drop or a click into ``session.request(action)`` — after checking that the action
is legal, so an illegal drop changes nothing and says why — and holds:

- the **Mayor draft**: the viewer's colonists as the player arranges them (the
  engine lifted them off the board); "Done" submits it with
  ``session.request_mayor_arrangement``;
- the **storage draft**: which kinds go into warehouses and which single barrel
  is kept after the Captain phase; "Keep" submits the matching STORE action;
- the **picked item** of the click/keyboard equivalent of a drag (select a
  source, then a target), and the payload of a drag in progress, from which the
  views light up the legal targets.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject, Signal

from ...engine import actions as A
from ...engine.data import BUILDINGS, GOOD_PRICE, N_GOODS, N_TILE_KINDS, Edition, Role
from ...engine.phases.captain import warehouse_slots
from ...engine.phases.mayor import in_hand
from ...engine.state import GameState, Phase
from .. import names as N
from .mime import Payload

Target = tuple  # ("sj",) | ("tile", k) | ("bld", b)


def _t(text: str) -> str:
    return QCoreApplication.translate("Table", text)


def sentence(text: str) -> str:
    """An engine reason ("the trading house is full") as a sentence for the info bar."""
    text = text.strip()
    if not text:
        return text
    text = text[0].upper() + text[1:]
    return text if text.endswith((".", "!", "?")) else text + "."


def storage_not_now(edition: Edition | int) -> str:
    """Why a good cannot be stored now (outside the storage after the Captain phase)."""
    return _t(
        QT_TRANSLATE_NOOP("Table", "Goods are stored only after the {captain} phase.")
    ).format(captain=N.role_name(Role.CAPTAIN, edition))


# =========================================================================== Mayor draft


class MayorDraft:
    """The viewer's colonists while arranging them in the Mayor phase."""

    def __init__(self) -> None:
        self.active = False
        self.edition: Edition | int = Edition.CLASSIC
        self.plant = [0] * N_TILE_KINDS
        self.tiles = [0] * N_TILE_KINDS
        self.circles: dict[int, int] = {}
        self.bld: dict[int, int] = {}
        self.sj = 0
        self._start: tuple[list[int], dict[int, int], int] = ([0] * N_TILE_KINDS, {}, 0)

    def start(
        self,
        plant: Sequence[int],
        buildings: Sequence[int],
        total: int,
        previous: tuple[Sequence[int], dict[int, int]] | None,
        edition: Edition | int,
    ) -> None:
        """Begin with the player's previous arrangement where it still fits; the
        newcomers (and anything that no longer fits) wait in San Juan."""
        self.active = True
        self.edition = edition
        self.plant = list(plant)
        self.circles = {b: BUILDINGS[b].circles for b in buildings}
        self.tiles = [0] * N_TILE_KINDS
        self.bld = dict.fromkeys(buildings, 0)
        left = total
        if previous is not None:
            prev_tiles, prev_bld = previous
            for k in range(N_TILE_KINDS):
                n = min(prev_tiles[k], self.plant[k], left)
                self.tiles[k] = n
                left -= n
            for b in sorted(self.bld):
                n = min(prev_bld.get(b, 0), self.circles[b], left)
                self.bld[b] = n
                left -= n
        self.sj = left
        self._start = (self.tiles[:], dict(self.bld), self.sj)

    def stop(self) -> None:
        self.active = False

    def reset(self) -> None:
        tiles, bld, sj = self._start
        self.tiles, self.bld, self.sj = tiles[:], dict(bld), sj

    def clear(self) -> None:
        """Everybody back to San Juan."""
        self.sj += sum(self.tiles) + sum(self.bld.values())
        self.tiles = [0] * N_TILE_KINDS
        self.bld = dict.fromkeys(self.bld, 0)

    def fill(self) -> bool:
        """Put the colonists waiting in San Juan into free circles, in a sensible order:
        production first (a plantation together with the building that processes it,
        dearest goods first), then corn, the violet buildings (dearest first), the
        quarries, and whatever circle is left.  False if nothing moved."""
        before = self.sj

        def put(where: Target, n: int) -> None:
            n = min(n, self.sj, self.room(where))
            for _ in range(max(0, n)):
                self._add(where, +1)
                self.sj -= 1

        for g in (4, 3, 2, 1):
            plants = self.plant[g]
            for b in sorted(self.circles, key=lambda b: -BUILDINGS[b].circles):
                if BUILDINGS[b].produces != g:
                    continue
                pairs = min(plants - self.tiles[g], self.circles[b] - self.bld[b])
                pairs = min(pairs, self.sj // 2)
                put(("bld", b), pairs)
                put(("tile", g), pairs)
        put(("tile", 0), self.plant[0])
        violet = [b for b in self.circles if not BUILDINGS[b].is_production]
        for b in sorted(violet, key=lambda b: -BUILDINGS[b].cost):
            put(("bld", b), self.circles[b])
        put(("tile", 5), self.plant[5])
        for g in (4, 3, 2, 1):
            put(("tile", g), self.plant[g])
        for b in sorted(self.circles):
            put(("bld", b), self.circles[b])
        return self.sj != before

    def count(self, where: Target) -> int:
        if where[0] == "sj":
            return self.sj
        if where[0] == "tile":
            return self.tiles[where[1]]
        return self.bld.get(where[1], 0)

    def room(self, where: Target) -> int:
        if where[0] == "sj":
            return 10**6
        if where[0] == "tile":
            return self.plant[where[1]] - self.tiles[where[1]]
        b = where[1]
        return self.circles.get(b, 0) - self.bld.get(b, 0)

    def free_circles(self) -> int:
        return (
            sum(self.plant) - sum(self.tiles) + sum(self.circles.values()) - sum(self.bld.values())
        )

    def refusal(self, source: Target, target: Target) -> str | None:
        """Why this colonist cannot move there, or None if it can."""
        if not self.active:
            return _t(
                QT_TRANSLATE_NOOP("Table", "{Colonists} are only moved in the {mayor} phase.")
            ).format(
                Colonists=N.term("Colonists", self.edition),
                mayor=N.role_name(Role.MAYOR, self.edition),
            )
        if tuple(source) == tuple(target):
            return _t(QT_TRANSLATE_NOOP("Table", "That is where it already is."))
        if self.count(tuple(source)) <= 0:
            return _t(QT_TRANSLATE_NOOP("Table", "There is nobody there to move."))
        if target[0] == "bld" and target[1] not in self.circles:
            return _t(QT_TRANSLATE_NOOP("Table", "That building is not yours."))
        if self.room(tuple(target)) <= 0:
            return _t(QT_TRANSLATE_NOOP("Table", "Every circle there is already taken."))
        return None

    def move(self, source: Target, target: Target) -> bool:
        if self.refusal(source, target) is not None:
            return False
        self._add(tuple(source), -1)
        self._add(tuple(target), +1)
        return True

    def _add(self, where: Target, n: int) -> None:
        if where[0] == "sj":
            self.sj += n
        elif where[0] == "tile":
            self.tiles[where[1]] += n
        else:
            self.bld[where[1]] += n

    def problem(self) -> str | None:
        """Why "Done" cannot be pressed yet, or None."""
        if self.sj > 0 and self.free_circles() > 0:
            return _t(
                QT_TRANSLATE_NOOP(
                    "Table",
                    "Someone is still waiting on the {san_juan} space while a circle is empty: place them first.",
                )
            ).format(san_juan=N.term("san_juan", self.edition))
        return None

    def arrangement(self) -> tuple[list[int], dict[int, int]]:
        return self.tiles[:], dict(self.bld)


# =========================================================================== storage draft


class StorageDraft:
    """What the viewer keeps after the Captain phase: warehouse kinds and one barrel."""

    def __init__(self) -> None:
        self.active = False
        self.goods = [0] * N_GOODS
        self.stored: list[int] = []
        self.keep = -1

    def start(self, goods: Sequence[int], slots: int, legal: Sequence[int]) -> None:
        self.active = True
        self.goods = list(goods)
        self.stored = [-1] * slots
        self.keep = -1
        best = max(
            (a for a in legal if a >= A.STORE),
            key=lambda a: self._value(*divmod(a - A.STORE, 6)),
            default=None,
        )
        if best is not None:
            mask, keep = divmod(best - A.STORE, 6)
            kinds = [g for g in range(N_GOODS) if mask >> g & 1]
            for i, g in enumerate(kinds[: len(self.stored)]):
                self.stored[i] = g
            self.keep = -1 if keep == A.KEEP_NONE else keep

    def _value(self, mask: int, keep: int) -> tuple[int, int]:
        kept = sum(self.goods[g] for g in range(N_GOODS) if mask >> g & 1)
        worth = sum(self.goods[g] * (GOOD_PRICE[g] + 1) for g in range(N_GOODS) if mask >> g & 1)
        if keep != A.KEEP_NONE:
            kept += 1
            worth += GOOD_PRICE[keep] + 1
        return kept, worth

    def stop(self) -> None:
        self.active = False

    def put(self, slot: int, good: int) -> None:
        """``slot`` < len(stored): a warehouse slot; ``slot == len(stored)``: the kept barrel."""
        self.stored = [-1 if g == good else g for g in self.stored]
        if self.keep == good:
            self.keep = -1
        if slot < len(self.stored):
            self.stored[slot] = good
        else:
            self.keep = good

    def take_out(self, slot: int) -> None:
        if slot < len(self.stored):
            self.stored[slot] = -1
        else:
            self.keep = -1

    def mask(self) -> int:
        m = 0
        for g in self.stored:
            if g >= 0:
                m |= 1 << g
        return m

    def action(self) -> int:
        return A.STORE + 6 * self.mask() + (A.KEEP_NONE if self.keep < 0 else self.keep)

    def lost(self) -> int:
        """Barrels that go back to the supply with this choice."""
        m = self.mask()
        out = 0
        for g in range(N_GOODS):
            if m >> g & 1:
                continue
            out += self.goods[g] - (1 if g == self.keep else 0)
        return out


# =========================================================================== context


class TableContext(QObject):
    """Shared by the models of one table; see the module docstring."""

    #: The state (or a draft) changed: models re-read, views repaint.
    refreshed = Signal()
    #: A line for the info bar: why a drop was refused, what happened.
    message = Signal(str)
    #: The picked item (click equivalent of a drag) or the drag payload changed.
    pick_changed = Signal()
    #: The Mayor or storage draft changed (only the viewer's zones re-read).
    draft_changed = Signal()

    def __init__(self, session: Any, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.legal: frozenset[int] = frozenset()
        self.mayor = MayorDraft()
        self.storage = StorageDraft()
        self.picked: Payload | None = None
        self.dragging: Payload | None = None
        self._previous: dict[int, tuple[list[int], dict[int, int]]] = {}
        self._mayor_key: tuple | None = None
        self._storage_key: tuple | None = None
        self.update_from_session()

    # ------------------------------------------------------------------ reading

    @property
    def state(self) -> GameState:
        return self.session.state

    @property
    def edition(self) -> Edition | int:
        return self.state.config.edition

    def viewer(self) -> int:
        return int(self.session.viewer_seat())

    def names(self) -> list[str]:
        try:
            return [seat.name for seat in self.session.seats]
        except (AttributeError, TypeError):
            return []

    def interactive(self) -> bool:
        """The viewer is a human whose turn it is."""
        s = self.state
        return (
            not s.is_terminal()
            and s.current == self.viewer()
            and bool(self.session.is_human_turn())
        )

    def hidden_vp(self, seat: int) -> bool:
        s = self.state
        return bool(s.config.hidden_vp) and seat != self.viewer() and not s.is_terminal()

    def update_from_session(self) -> None:
        """Re-read the session: legal actions, drafts.  Call on ``state_changed``."""
        s = self.state
        self.legal = frozenset(self.session.legal_actions()) if self.interactive() else frozenset()
        viewer = self.viewer()
        # Remember each player's arrangement while it is on the board, to start
        # the next Mayor draft from it.
        for seat, p in enumerate(s.players):
            if not (s.phase == Phase.MAYOR and s.current == seat):
                self._previous[seat] = (p.plant_occ[:], {b: p.bocc[b] for b in p.buildings})
        self.mayor.edition = s.config.edition  # the draft's sentences use its words
        mayor_now = s.phase == Phase.MAYOR and self.interactive()
        key = (
            (s.round, s.pick, viewer, s.mayor_left, tuple(s.players[viewer].plant))
            if mayor_now
            else None
        )
        if mayor_now and key != self._mayor_key:
            p = s.players[viewer]
            total = p.colonists() + in_hand(s, viewer)
            self.mayor.start(
                p.plant, p.buildings, total, self._previous.get(viewer), s.config.edition
            )
        elif not mayor_now:
            self.mayor.stop()
        self._mayor_key = key
        storage_now = s.phase == Phase.STORAGE and self.interactive()
        key = (s.round, s.pick, viewer, tuple(s.players[viewer].goods)) if storage_now else None
        if storage_now and key != self._storage_key:
            p = s.players[viewer]
            self.storage.start(p.goods, warehouse_slots(p), sorted(self.legal))
        elif not storage_now:
            self.storage.stop()
        self._storage_key = key
        if self.picked is not None and not self.interactive():
            self.picked = None
        self.refreshed.emit()

    # ------------------------------------------------------------------ acting

    def explain(self, action: int) -> str:
        if not self.interactive():
            return _t(QT_TRANSLATE_NOOP("Table", "It is not your turn."))
        try:
            reason = self.session.explain(action)
        except Exception:  # a session without explain(): say something useful anyway
            from ..texts import explain_illegal

            reason = explain_illegal(self.state, action)
        return sentence(str(reason))

    def request(self, action: int) -> bool:
        """Hand a legal action to the session; explain an illegal one instead."""
        if action not in self.legal:
            self.message.emit(self.explain(action))
            return False
        self.set_picked(None)
        return bool(self.session.request(action))

    def submit_mayor(self) -> bool:
        problem = self.mayor.problem()
        if problem:
            self.message.emit(problem)
            return False
        tiles, buildings = self.mayor.arrangement()
        return bool(self.session.request_mayor_arrangement(tiles, buildings))

    def move_colonist(self, source: Target, target: Target) -> bool:
        reason = self.mayor.refusal(source, target)
        if reason:
            self.message.emit(reason)
            return False
        self.mayor.move(source, target)
        self.set_picked(None)
        self.draft_changed.emit()
        return True

    def store_good(self, slot: int, good: int) -> bool:
        if not self.storage.active:
            self.message.emit(storage_not_now(self.edition))
            return False
        if not 0 <= good < N_GOODS or self.storage.goods[good] <= 0:
            self.message.emit(_t(QT_TRANSLATE_NOOP("Table", "You have none of that good.")))
            return False
        self.storage.put(slot, good)
        self.set_picked(None)
        self.draft_changed.emit()
        return True

    def set_picked(self, payload: Payload | None) -> None:
        if payload != self.picked:
            self.picked = payload
            self.pick_changed.emit()

    def set_dragging(self, payload: Payload | None) -> None:
        if payload != self.dragging:
            self.dragging = payload
            self.pick_changed.emit()

    def active_payload(self) -> Payload | None:
        """What the targets light up for: a drag in progress, else the picked item."""
        return self.dragging if self.dragging is not None else self.picked
