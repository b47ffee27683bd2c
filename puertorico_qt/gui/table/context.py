"""What every zone model of the table shares: the session, the viewer, the legal
actions of the moment, and the two drafts a player edits before submitting.

``TableContext`` is the one place that talks to the session for the models: it reads
``session.state`` and ``session.legal_actions()`` once per change, turns a drop or a
click into ``session.request(action)`` — after checking that the action is legal, so
an illegal drop changes nothing and says why — and holds:

- the **Mayor draft**: the viewer's colonists as the player arranges them, an engine
  ``Arrangement`` (which knows the rules of a move); "Done" submits it with
  ``session.request_mayor_arrangement``; "Fill the circles" asks the bots' planner;
- the **storage draft**: which kinds go into warehouses and which single barrel is
  kept after the Captain phase; "Keep" submits the matching store action;
- the **choice** of a decision made of toggles (the royal supplier's goods, the buildings
  a noble mans): the mask the toggles show, from the presenter's start
  (``phases.choice_start``) whenever a new such decision comes up;
- the **picked item** of the click/keyboard equivalent of a drag (select a source,
  then a target), and the payload of a drag in progress, from which the views light
  up the legal targets.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QObject, Signal

from ...ai.normal import suggest_arrangement
from ...engine import actions as A
from ...engine.data import GOOD_PRICE, N_GOODS, Edition, Role
from ...engine.reasons import Reason, Why, reason
from ...engine.rules import Arrangement, loose_barrels_kept, warehouse_slots
from ...engine.state import GameState, Phase
from .. import phases
from ..reasons import reason_text
from ..session import TableSession
from .fresh import NOTHING, BoardNews, board_news
from .picking import PickingContext

# =========================================================================== Mayor draft


class MayorDraft:
    """The viewer's colonists while arranging them in the Mayor phase."""

    def __init__(self) -> None:
        self.active = False
        self.arrangement = Arrangement()
        self._start = Arrangement()

    def begin(
        self,
        state: GameState,
        seat: int,
        previous: tuple[Sequence[int], dict[int, int]] | None,
    ) -> None:
        """Begin with the player's previous arrangement where it still fits; the
        newcomers (and anything that no longer fits) wait in San Juan."""
        self.active = True
        self.arrangement = Arrangement.for_turn(state, seat, previous)
        self._start = self.arrangement.copy()

    def stop(self) -> None:
        self.active = False

    def reset(self) -> None:
        self.arrangement = self._start.copy()

    def fill(self, state: GameState, seat: int) -> bool:
        """Put the colonists waiting in San Juan where the bots' plan would put them
        (production chains first, then what is worth most); False if nothing moved."""
        a = self.arrangement
        if a.sj == 0 or a.free_circles() == 0:
            return False
        tiles, buildings = suggest_arrangement(state, seat, a.tiles, a.bld, a.sj)
        a.set_placed(tiles, buildings)
        return True

    def count(self, place: int) -> int:
        return self.arrangement.count(place)

    def room(self, place: int) -> int:
        return self.arrangement.room(place)

    @property
    def sj(self) -> int:
        return self.arrangement.sj

    def free_circles(self) -> int:
        return self.arrangement.free_circles()

    def refusal(self, source: int, target: int) -> Reason | None:
        """Why this colonist cannot move there now, or None if it can."""
        if not self.active:
            return reason(Why.ARRANGE_ONLY_IN_MAYOR)
        return self.arrangement.refusal(source, target)

    def move(self, source: int, target: int) -> bool:
        return self.active and self.arrangement.move(source, target) is None

    def problem(self) -> Reason | None:
        """Why "Done" cannot be pressed yet, or None."""
        return self.arrangement.problem()

    def placed(self) -> tuple[list[int], dict[int, int]]:
        return self.arrangement.placed()


# =========================================================================== storage draft


class StorageDraft:
    """What the viewer keeps after the Captain phase: warehouse kinds and one barrel
    (with a storehouse, expansion I: up to four loose barrels, ``kept``)."""

    def __init__(self) -> None:
        self.active = False
        self.goods = [0] * N_GOODS
        self.stored: list[int] = []
        self.kept: list[int] = [-1]  # the loose barrels' places: a good each, or -1
        self._legal: list[int] = []

    @property
    def keep(self) -> int:
        """The (first) loose barrel kept, or -1."""
        return self.kept[0]

    def start(self, goods: Sequence[int], slots: int, legal: Sequence[int], loose: int = 1) -> None:
        """Begin with the most valuable legal choice (most barrels kept, dearest first)."""
        self.active = True
        self.goods = list(goods)
        self.stored = [-1] * slots
        self.kept = [-1] * max(1, loose)
        self._legal = list(legal)
        choices = [c for c in map(storage_choice, legal) if c is not None]
        if choices:
            mask, kept = max(choices, key=lambda c: self._value(*c))
            kinds = [g for g in range(N_GOODS) if mask >> g & 1]
            for i, g in enumerate(kinds[: len(self.stored)]):
                self.stored[i] = g
            for i, g in enumerate(kept[: len(self.kept)]):
                self.kept[i] = g

    def _value(self, mask: int, kept: list[int]) -> tuple[int, int]:
        count = sum(self.goods[g] for g in range(N_GOODS) if mask >> g & 1)
        worth = sum(self.goods[g] * (GOOD_PRICE[g] + 1) for g in range(N_GOODS) if mask >> g & 1)
        for g in kept:
            count += 1
            worth += GOOD_PRICE[g] + 1
        return count, worth

    def stop(self) -> None:
        self.active = False

    def put(self, slot: int, good: int) -> None:
        """``slot`` < len(stored): a warehouse slot; from ``len(stored)`` on: the places
        of the loose barrels (one; four with a storehouse)."""
        self.stored = [-1 if g == good else g for g in self.stored]
        if slot < len(self.stored):
            self.kept = [-1 if g == good else g for g in self.kept]
            self.stored[slot] = good
            return
        i = min(slot - len(self.stored), len(self.kept) - 1)
        if len(self.kept) == 1:
            self.kept = [good]
            return
        self.kept[i] = good
        while self.kept.count(good) > self.goods[good]:  # no more than he has
            self.kept[next(j for j, g in enumerate(self.kept) if g == good and j != i)] = -1

    def free_keep_slot(self) -> int:
        """The slot a good goes to when it is double-clicked: the first free place of a
        loose barrel (the first place when all are taken)."""
        free = [i for i, g in enumerate(self.kept) if g < 0]
        return len(self.stored) + (free[0] if free else 0)

    def take_out(self, slot: int) -> None:
        if slot < len(self.stored):
            self.stored[slot] = -1
        else:
            self.kept[slot - len(self.stored)] = -1

    def mask(self) -> int:
        m = 0
        for g in self.stored:
            if g >= 0:
                m |= 1 << g
        return m

    def action(self) -> int:
        if len(self.kept) == 1:
            return A.store(self.mask(), self.keep)
        # With a storehouse: the engine lists one writing of each outcome; find it.
        mask = self.mask()
        counts = tuple(self.kept.count(g) for g in range(N_GOODS))
        for action in self._legal:
            choice = storage_choice(action)
            if choice is not None and _outcome(self.goods, choice[0], choice[1]) == _outcome(
                self.goods, mask, [g for g in self.kept if g >= 0]
            ):
                return action
        if sum(counts) <= 1:
            return A.store(mask, counts.index(1) if 1 in counts else -1)
        return A.store_more(mask, counts)

    def lost(self) -> int:
        """Barrels that go back to the supply with this choice."""
        m = self.mask()
        out = 0
        for g in range(N_GOODS):
            if m >> g & 1:
                continue
            out += self.goods[g] - min(self.goods[g], self.kept.count(g))
        return out


def storage_choice(action: int) -> tuple[int, list[int]] | None:
    """(warehouse mask, loose barrels kept) of a storage decision, None for another."""
    choice = A.decode(action)
    if isinstance(choice, A.Store):
        return choice.warehouse_mask, [choice.keep] if choice.keep >= 0 else []
    if isinstance(choice, A.StoreMore):
        return choice.warehouse_mask, [g for g in range(N_GOODS) for _ in range(choice.kept[g])]
    return None


def _outcome(goods: Sequence[int], mask: int, kept: list[int]) -> tuple[int, ...]:
    """The barrels per good a storage choice leaves."""
    return tuple(
        goods[g] if mask >> g & 1 else min(goods[g], kept.count(g)) for g in range(N_GOODS)
    )


# =========================================================================== context


class TableContext(PickingContext):
    """Shared by the models of one table; see the module docstring.  Its signals
    ``refreshed`` (the state or a draft changed), ``message`` and ``pick_changed`` and
    the picking are ``PickingContext``'s."""

    #: The Mayor or storage draft changed (only the viewer's zones re-read).
    draft_changed = Signal()

    def __init__(self, session: TableSession, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.legal: frozenset[int] = frozenset()
        self.mayor = MayorDraft()
        self.storage = StorageDraft()
        self._previous: dict[int, tuple[list[int], dict[int, int]]] = {}
        self._mayor_key: tuple | None = None
        self._storage_key: tuple | None = None
        self.choice = 0  # the mask the toggles of the decision show now
        self._choice_key: tuple | None = None
        self.update_from_session()

    # ------------------------------------------------------------------ reading

    @property
    def state(self) -> GameState:
        return self.session.state

    @property
    def edition(self) -> Edition | int:
        return self.state.config.edition

    def viewer(self) -> int:
        return self.session.viewer_seat()

    def names(self) -> list[str]:
        return self.session.names()

    def news(self, seat: int) -> BoardNews:
        """What came onto ``seat``'s board since the viewer's latest decision (nothing
        on the viewer's own: the viewer put it there; in a replay: since the step shown
        before, on every board)."""
        viewer = self.viewer()
        if seat == viewer and not self.session.marks_every_board:
            return NOTHING
        return board_news(self.session.seen_state(viewer), self.state, seat)

    def interactive(self) -> bool:
        """The viewer is a person whose turn it is."""
        s = self.state
        return not s.is_terminal() and s.current == self.viewer() and self.session.is_human_turn()

    def hidden_vp(self, seat: int) -> bool:
        s = self.state
        if getattr(self.session, "show_everything", False):  # a replay that shows all
            return False
        return bool(s.config.hidden_vp) and seat != self.viewer() and not s.is_terminal()

    def say(self, why: Reason) -> str:
        """A reason of the rules in the player's words."""
        return reason_text(why, self.edition)

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
        mayor_now = s.phase == Phase.MAYOR and self.interactive()
        key = (
            (s.round, s.pick, viewer, s.mayor_left, tuple(s.players[viewer].plant))
            if mayor_now
            else None
        )
        if mayor_now and key != self._mayor_key:
            self.mayor.begin(s, viewer, self._previous.get(viewer))
        elif not mayor_now:
            self.mayor.stop()
        self._mayor_key = key
        storage_now = s.phase == Phase.STORAGE and self.interactive()
        storage_key = (
            (s.round, s.pick, viewer, tuple(s.players[viewer].goods)) if storage_now else None
        )
        if storage_now and storage_key != self._storage_key:
            p = s.players[viewer]
            self.storage.start(
                p.goods, warehouse_slots(p), sorted(self.legal), loose_barrels_kept(p)
            )
        elif not storage_now:
            self.storage.stop()
        self._storage_key = storage_key
        self._update_choice()
        if self.picked is not None and not self.interactive():
            self.picked = None
        self.refreshed.emit()

    def _update_choice(self) -> None:
        """A new decision made of toggles starts from the presenter's mask."""
        s = self.state
        start = phases.choice_start(s, self.legal, self.viewer()) if self.legal else None
        key = None if start is None else (s.round, s.pick, s.phase, s.current)
        if key is not None and key != self._choice_key:
            self.choice = start or 0
        self._choice_key = key

    def toggle_choice(self, bit: int, on: bool) -> None:
        """Switch one toggle of the decision; the prompt bar shows the new choice."""
        self.choice = self.choice | (1 << bit) if on else self.choice & ~(1 << bit)
        self.draft_changed.emit()

    # ------------------------------------------------------------------ acting

    def explain(self, action: int) -> str:
        """Why ``action`` is refused now (or what it does), in words."""
        return self.session.explain(action)

    def request(self, action: int) -> bool:
        """Hand a legal action to the session; explain an illegal one instead."""
        if action not in self.legal:
            self.message.emit(self.explain(action))
            return False
        self.set_picked(None)
        return self.session.request(action)

    def submit_mayor(self) -> bool:
        problem = self.mayor.problem()
        if problem is not None:
            self.message.emit(self.say(problem))
            return False
        tiles, buildings = self.mayor.placed()
        return self.session.request_mayor_arrangement(tiles, buildings)

    def fill_mayor(self) -> bool:
        if self.mayor.active and self.mayor.fill(self.state, self.viewer()):
            self.draft_changed.emit()
            return True
        return False

    def reset_mayor(self) -> None:
        self.mayor.reset()
        self.draft_changed.emit()

    def move_colonist(self, source: int, target: int) -> bool:
        why = self.mayor.refusal(source, target)
        if why is not None:
            self.message.emit(self.say(why))
            return False
        self.mayor.move(source, target)
        self.set_picked(None)
        self.draft_changed.emit()
        return True

    def storage_refusal(self, good: int) -> str | None:
        """Why ``good`` cannot go into the storage draft now, or None."""
        if not self.storage.active:
            return self.say(reason(Why.STORE_ONLY_AFTER_CAPTAIN, role=Role.CAPTAIN))
        if not 0 <= good < N_GOODS or self.storage.goods[good] <= 0:
            good = good if 0 <= good < N_GOODS else 0
            return self.say(reason(Why.NO_SUCH_GOOD, good=good))
        return None

    def store_good(self, slot: int, good: int) -> bool:
        why = self.storage_refusal(good)
        if why is not None:
            self.message.emit(why)
            return False
        self.storage.put(slot, good)
        self.set_picked(None)
        self.draft_changed.emit()
        return True
