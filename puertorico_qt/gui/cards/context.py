"""What the card table's models share: the session, the viewer, the legal actions of the
moment, the cards being chosen, and the picked or dragged item.

``CardContext`` is the one place that talks to the session for the card table's models.
It reads ``session.state`` and ``session.legal_actions()`` once per change and turns a
click or a drop into a request — an engine action at once (a role, a building), or a
change of the **selection**: the cards and goods a person chooses for a decision made of
several cards (a payment, the cards to discard or keep, the buildings to produce on, the
goods to sell).  The selection is sent with ``session.request_sequence`` when the prompt
bar's confirm is pressed; the engine checks it then, action by action, and a refusal
leaves everything unchanged with the engine's reason.

The selection counts against numbers of the engine's state: ``left`` (cards still to pay,
keep or discard; goods still allowed), ``market_left`` (goods the black market may still
take).  Which single card or building may be chosen is asked of the legal actions.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QCoreApplication, QObject, Signal

from ...cards import CardPhase, CardState, actions, build_price, price_under_payment
from ...cards.data import IS_PRODUCTION
from ..i18n import QT_TRANSLATE_NOOP
from ..session import CardTableSession
from ..table.picking import PickingContext
from . import names as CN
from .fresh import fresh_slots
from .sequence import MODES, decisions


@dataclass(frozen=True, slots=True)
class BuildOffer:
    """The ways the viewer may build a card now (``CardContext.build_offer``)."""

    plain: int | None  # the price of building it on a free place (None: impossible)
    over: tuple[int, int] | None  # (price, building) built over, where only that is possible

    @property
    def price(self) -> int:
        """The card's green coin: the plain build's price, else the one over a building."""
        if self.plain is not None:
            return self.plain
        assert self.over is not None
        return self.over[0]


#: Modes that choose hand cards.
HAND_MODES = ("pay", "discard", "tuck", "swap", "bank")
#: The engine's action for one hand card of a mode (asked of the legal actions card by
#: card: the chapel, the Amtsstube, the Bank).
_SINGLE = {"tuck": actions.tuck, "swap": actions.swap, "bank": actions.bank}
#: Modes whose count must be reached exactly (the others stop at any count up to it).
EXACT = ("discard", "pay", "keep")


def _t(text: str) -> str:
    return QCoreApplication.translate("CardTable", text)


@dataclass
class Selection:
    """The cards and goods chosen so far: rows of the viewer's hand (sorted by kind),
    slots of the viewer's city, rows of the councillor's drawn cards."""

    mode: str = ""
    hand: set[int] = field(default_factory=set)
    slots: set[int] = field(default_factory=set)
    spread: set[int] = field(default_factory=set)

    def count(self) -> int:
        return len(self.hand) + len(self.slots) + len(self.spread)

    def clear(self) -> None:
        self.hand.clear()
        self.slots.clear()
        self.spread.clear()


class CardContext(PickingContext):
    """Shared by the card table's models; see the module docstring.  Its signals
    ``refreshed``, ``message`` and ``pick_changed`` and the picking are
    ``PickingContext``'s."""

    #: The selection changed (the hand, the city and the spread repaint; the prompt counts).
    selection_changed = Signal()
    #: The viewer is handing a decision to the session now (what the table showed of
    #: the moves before it, such as the cards a gold mine turned up, has been seen).
    deciding = Signal()

    def __init__(self, session: CardTableSession, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.legal: frozenset[int] = frozenset()
        self.selection = Selection()
        self._key: tuple | None = None
        #: The build under way, as (seat, round, pick), and the payments the rules made
        #: for it by themselves (``_on_step``).
        self._by_rule: tuple[tuple[int, int, int], list[int]] = ((-1, -1, -1), [])
        session.action_applied.connect(self._on_step)
        session.game_started.connect(self._forget_steps)
        self.update_from_session()

    # ------------------------------------------------------------------ reading

    @property
    def state(self) -> CardState:
        return self.session.state

    def viewer(self) -> int:
        return self.session.viewer_seat()

    def names(self) -> list[str]:
        return self.session.names()

    def interactive(self) -> bool:
        """The viewer is a person whose turn it is."""
        s = self.state
        return (
            not s.is_terminal()
            and s.current_player == self.viewer()
            and self.session.is_human_turn()
        )

    def hand(self) -> list[int]:
        """The viewer's hand, one kind per card, in the card table's order (only the
        viewer's own cards: nobody else's hand ever reaches the models)."""
        p = self.state.players[self.viewer()]
        return [kind for kind, count in enumerate(p.hand) for _ in range(count)]

    def spread(self) -> list[int]:
        """The cards the viewer drew as councillor and may keep (empty otherwise)."""
        s = self.state
        if s.phase != CardPhase.KEEP or s.current_player != self.viewer():
            return []
        return [kind for kind, count in enumerate(s.pending) for _ in range(count)]

    def mode(self) -> str:
        return self.selection.mode

    def fresh_slots(self, seat: int) -> frozenset[int]:
        """The places of ``seat``'s city built since the viewer's latest decision (none
        in the viewer's own: the viewer built those; in a replay: since the step shown
        before, in every city)."""
        viewer = self.viewer()
        if seat == viewer and not self.session.marks_every_board:
            return frozenset()
        return fresh_slots(self.session.seen_state(viewer), self.state, seat)

    def need(self) -> int:
        """How many the decision under way asks at most (exactly, for ``EXACT`` modes)."""
        mode = self.selection.mode
        if not mode:
            return 0
        if mode == "tuck":
            return 1
        if mode == "bank":
            return len(self.hand())
        return self.state.left  # the Amtsstube: the cards it may still swap

    def remaining(self) -> int:
        return max(0, self.need() - self.selection.count())

    def complete(self) -> bool:
        """May the selection be sent now?"""
        mode = self.selection.mode
        if not mode:
            return False
        if mode in EXACT:
            return self.selection.count() == self.need()
        if mode == "tuck":
            return self.selection.count() == 1
        return True  # produce, sell, swap, bank: any number up to the limit (none: a pass)

    # ------------------------------------------------------------------ refresh

    def update_from_session(self) -> None:
        """Re-read the session (call on ``state_changed``): a new decision starts an
        empty selection; the same one keeps what was chosen."""
        s = self.state
        self.legal = frozenset(self.session.legal_actions()) if self.interactive() else frozenset()
        mode = MODES.get(s.phase, "") if self.interactive() else ""
        viewer = self.viewer()
        p = s.players[viewer]
        key = (mode, s.round, s.pick, s.phase, s.current, s.turn, s.left, p.hand_n, s.pending_n)
        if key != self._key:
            self.selection = Selection(mode)
            self._key = key
        if self.picked is not None and not self.interactive():
            self.picked = None
        self.refreshed.emit()

    def build_offer(self, kind: int) -> BuildOffer | None:
        """How the viewer may build ``kind`` now (None: not at all), as the engine prices
        it: on a free place, or — only where that is impossible — over one of his
        buildings with a crane, the cheapest such way.  A card only a crane lets him
        build (over a Park, say) looked as if he could not build it at all; a crane's
        every other way is left out, or each card would offer to replace a building."""
        if self.state.phase != CardPhase.BUILD:
            return None
        plain_action = actions.build(kind)
        if plain_action in self.legal:
            return BuildOffer(build_price(self.state, plain_action), None)
        overs = []
        for action in self.legal:
            move = actions.decode(action)
            if move.verb == "build_over" and move.arg == kind:
                overs.append((build_price(self.state, action), move.over))
        return BuildOffer(None, min(overs)) if overs else None

    def _on_step(self, seat: int, action: int, _notation: str) -> None:
        """Note a build and the payments applied after it: where every way to pay begins
        with the same cards the engine pays them at once, and the person, missing a card
        from the hand, is told which (``paid_by_rule``)."""
        s = self.session.state
        if not isinstance(s, CardState):
            return  # the session plays the board game (the card table is hidden)
        verb = actions.decode(action).verb
        if verb in ("build", "build_over"):
            self._by_rule = ((seat, s.round, s.pick), [])
        elif verb in ("pay", "blackmarket") and seat == self._by_rule[0][0]:
            self._by_rule[1].append(action)

    def _forget_steps(self) -> None:
        self._by_rule = ((-1, -1, -1), [])

    def paid_by_rule(self) -> list[int] | None:
        """The payments (``pay CARD``, ``blackmarket CARD``) the engine made by itself
        for the building the current player is paying for; None where that is not known
        (a game loaded or undone to this point, or a replay)."""
        s = self.state
        if s.phase not in (CardPhase.PAY, CardPhase.BLACK_MARKET):
            return None
        key, steps = self._by_rule
        paid = price_under_payment(s) - s.left
        if key != (s.current, s.round, s.pick) or len(steps) != paid:
            return None
        return list(steps)

    # ------------------------------------------------------------------ acting

    def explain(self, action: int) -> str:
        return self.session.explain(action)

    def request(self, action: int) -> bool:
        """Hand a legal action to the session; explain an illegal one instead."""
        if action not in self.legal:
            self.message.emit(self.explain(action))
            return False
        self.set_picked(None)
        self.deciding.emit()
        return self.session.request(action)

    def selectable(self, zone: str, key: int) -> str | None:
        """Why ``zone``/``key`` cannot join the selection now (None: it can).  Any hand
        cards of the right number pay a price or go to the discard pile (the engine
        checks the whole on sending); a building must be one the engine would take."""
        s = self.state
        mode = self.selection.mode
        if not mode:
            return self._not_now()
        viewer = s.players[self.viewer()]
        if zone == "hand":
            hand = self.hand()
            if not 0 <= key < len(hand) or mode not in HAND_MODES:
                return self._wrong_zone()
            single = _SINGLE.get(mode)
            if single is not None and single(hand[key]) not in self.legal:
                return self.explain(single(hand[key]))
            return None
        if zone == "spread":
            return None if mode == "keep" and 0 <= key < len(self.spread()) else self._wrong_zone()
        if zone != "slot" or not 0 <= key < len(viewer.city):
            return self._wrong_zone()
        kind = viewer.city[key]
        has_good = viewer.goods[key] >= 0
        if mode == "produce":
            action = actions.produce(kind)
            if action not in self.legal:
                return self.explain(action)
            return (
                None
                if not has_good
                else _t(QT_TRANSLATE_NOOP("CardTable", "A good lies on that building already."))
            )
        if mode in ("sell", "pay"):
            action = actions.sell(kind) if mode == "sell" else actions.blackmarket(kind)
            if action not in self.legal:
                return self.explain(action)
            return (
                None
                if has_good
                else _t(QT_TRANSLATE_NOOP("CardTable", "No good lies on that building."))
            )
        return self._wrong_zone()

    def _not_now(self) -> str:
        if not self.interactive():
            return self.session.explain(actions.PASS)
        return _t(QT_TRANSLATE_NOOP("CardTable", "Nothing is to be chosen now."))

    def _wrong_zone(self) -> str:
        return _t(QT_TRANSLATE_NOOP("CardTable", "That cannot be chosen for this decision."))

    def toggle(self, zone: str, key: int) -> bool:
        """Add ``zone``/``key`` to the selection, or take it out again; a choice that
        does not fit is refused in words (``message``) and changes nothing."""
        sel = self.selection
        chosen = {"hand": sel.hand, "slot": sel.slots, "spread": sel.spread}.get(zone)
        if chosen is None:
            self.message.emit(self._wrong_zone())
            return False
        if key in chosen:
            chosen.discard(key)
            self.selection_changed.emit()
            return True
        why = self.selectable(zone, key)
        if why is not None:
            self.message.emit(why)
            return False
        mode = self.selection.mode
        if mode == "tuck":
            self.selection.hand.clear()
        elif self.selection.count() >= self.need():
            self.message.emit(self.enough_text())
            return False
        if mode == "pay" and zone == "slot" and len(sel.slots) >= self.state.market_left:
            kind = self.state.players[self.viewer()].city[key]
            self.message.emit(
                self.session.explain(actions.blackmarket(kind))
                if not self.state.market_left
                else self.enough_text()
            )
            return False
        chosen.add(key)
        self.set_picked(None)
        self.selection_changed.emit()
        return True

    def enough_text(self) -> str:
        return _t(
            QT_TRANSLATE_NOOP(
                "CardTable",
                "You have chosen enough: press the green button, or click a card again to "
                "put it back.",
            )
        )

    def clear_selection(self) -> None:
        self.selection.clear()
        self.selection_changed.emit()

    def sequence(self) -> list[int]:
        """The engine's decisions for the selection (``sequence.decisions``: the chosen
        cards in the engine's order, the steps it plays by itself left out)."""
        s = self.state
        sel = self.selection
        mode = sel.mode
        hand = self.hand()
        cards = [hand[row] for row in sel.hand]
        city = s.players[self.viewer()].city
        slots = [city[slot] for slot in sel.slots]
        if mode == "pay":
            plan = [actions.blackmarket(k) for k in slots] + [actions.pay(k) for k in cards]
        elif mode in ("discard", "tuck", "swap", "bank"):
            make = _SINGLE.get(mode, actions.discard)
            plan = [make(k) for k in cards]
        elif mode == "keep":
            drawn = self.spread()
            plan = [actions.keep(drawn[row]) for row in sel.spread]
        elif mode in ("produce", "sell"):
            make = actions.produce if mode == "produce" else actions.sell
            plan = [make(k) for k in slots]
        else:
            return []
        return decisions(s, self.viewer(), mode, plan)

    def submit(self) -> bool:
        """Send the selection (the confirm button, Enter)."""
        if not self.complete():
            if self.selection.mode:
                self.message.emit(self.missing_text())
            return False
        sequence = self.sequence()
        self.set_picked(None)
        self.deciding.emit()
        return self.session.request_sequence(sequence)

    def missing_text(self) -> str:
        return _t(QT_TRANSLATE_NOOP("CardTable", "Choose {cards} more first.")).format(
            cards=CN.n_cards(self.remaining())
        )

    def pass_now(self) -> bool:
        """Decline: build nothing, produce or sell nothing, keep the cards (chapel,
        Amtsstube, Bank)."""
        return self.request(actions.PASS)


def is_production(kind: int) -> bool:
    return IS_PRODUCTION[kind]
