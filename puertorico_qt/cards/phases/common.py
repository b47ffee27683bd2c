"""Turn order shared by every phase, and the helpers of card sequences.

Who chooses the next role, what happens when a seat's turn of a role is over, the
steps that leave no choice, the canonical order of a sequence of one-card actions,
and a discard from the hand (the variant's deal, the hand limit and the archive).
The draws themselves are ``state.draw`` and ``state.draw_to_hand``.

Each role module fills its row of ``ROLE_START`` and ``NEXT_TURN`` when it is
imported; this module never names a role.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import compress

from ..actions import A_DISCARD, CARD_VERBS, CardAction, decode
from ..data import BIT, N_KINDS, N_ROLES, card_totals
from ..deck import draw_to_hand
from ..effects import AfterPhase
from ..reasons import Reason
from ..state import (
    _APPLY,
    _LEGAL,
    ApplyFn,
    CardPhase,
    CardPlayer,
    CardState,
    LegalFn,
    register_phase,
)

# Module globals for the hot paths.
_ROLE = CardPhase.ROLE
_GAME_OVER = CardPhase.GAME_OVER

RoleFn = Callable[[CardState], None]
#: Why a decodable action of a verb the phase asks for is refused (the slow path).
WhyFn = Callable[[CardState, CardPlayer, CardAction], Reason]
#: Why an action of a verb that no phase under way asks for is refused.
OutOfPhaseFn = Callable[[CardState, CardAction], Reason]

#: Verb -> why it is refused out of its phase (filled by the modules of its phases;
#: a verb without a row is refused as ``Reason.NOT_NOW``).
OUT_OF_PHASE: dict[str, OutOfPhaseFn] = {}


def _unregistered(s: CardState) -> None:
    raise RuntimeError(f"no rules registered for the role {s.role}")


def _nobody_can_build(s: CardState, seat: int) -> bool:
    raise RuntimeError("the builder's rules are not registered")


#: ``(state, seat) -> could the seat build anything now, were it the builder``: the
#: test of a game stuck without cards (``round_start.new_round``); set by the builder.
COULD_BUILD: list[Callable[[CardState, int], bool]] = [_nobody_can_build]

#: Role -> plays the role from its start (``s.turn`` is 0): sets up the first seat's
#: turn, or plays the whole role and calls ``roles.end_role``.  Filled by the role modules.
ROLE_START: list[RoleFn] = [_unregistered] * N_ROLES
#: Role -> sets up the turn of the seat ``s.turn`` places after the chooser (skipping
#: seats with nothing to decide), or ends the role once every seat is done.
NEXT_TURN: list[RoleFn] = [_unregistered] * N_ROLES


def register(
    phase: CardPhase,
    legal: LegalFn,
    apply: ApplyFn,
    verbs: tuple[str, ...],
    why: WhyFn | None = None,
) -> None:
    """Register a phase's rules.  ``verbs``: the kinds of action it asks for (any other
    is refused as out of place); ``why``: why an action of one of those verbs that is not
    legal now is refused (``Reason.NOT_NOW`` without one)."""

    def refuse(s: CardState, action: int) -> Reason:
        a = decode(action)
        if a.verb in CARD_VERBS or a.verb == "build_over":
            totals = card_totals(s.config.contents)
            if not totals[a.arg] or (a.over >= 0 and not totals[a.over]):
                return Reason.NOT_IN_GAME
        if a.verb not in verbs:
            if a.verb == "library":
                return Reason.NO_LIBRARY_QUESTION
            if a.verb in OUT_OF_PHASE:
                return OUT_OF_PHASE[a.verb](s, a)
            return Reason.NO_PASS_HERE if a.verb == "pass" else Reason.NOT_NOW
        return why(s, s.players[s.current], a) if why is not None else Reason.NOT_NOW

    register_phase(phase, legal, apply, refuse)


# --------------------------------------------------------------------------- flow


def settle(s: CardState) -> None:
    """Play the steps that leave no choice, until a decision (or the end) is open."""
    while s.phase != _GAME_OVER:
        legal = _LEGAL[s.phase](s)
        if len(legal) != 1:
            s._legal = legal
            return
        _APPLY[s.phase](s, legal[0])
    s._legal = []


def next_governor(s: CardState) -> int:
    """The seat that is governor in the round after this one (it chooses first)."""
    return (s.governor + 1) % s.n


def picker(s: CardState, pick: int) -> int:
    """The seat that chooses the ``pick``-th role of the round."""
    if s.n == 2:
        return s.governor if pick != 1 else 1 - s.governor
    return (s.governor + pick) % s.n


def reset_scratch(s: CardState) -> None:
    s.left = 0
    s.done = 0
    s.min_kind = 0
    s.building = -1
    s.over = -1
    s.active = 0
    s.market_left = 0
    s.earned = 0


def start_pick(s: CardState) -> None:
    """The next role is to be chosen (``s.pick`` roles are taken this round)."""
    s.phase = _ROLE
    s.role = -1
    s.role_player = -1
    s.library_on = False
    s.turn = 0
    pick = s.pick  # (``picker`` written out)
    if s.n == 2:
        s.current = s.governor if pick != 1 else 1 - s.governor
    else:
        s.current = (s.governor + pick) % s.n


def end_turn(s: CardState) -> None:
    """A seat's turn of the role under way is over: on to the next seat."""
    # (``reset_scratch`` written out: this runs after every turn)
    s.left = s.done = s.min_kind = s.active = s.market_left = s.earned = 0
    s.building = s.over = -1
    s.turn += 1
    NEXT_TURN[s.role](s)


def game_over(s: CardState) -> None:
    s.phase = _GAME_OVER
    s.current = -1
    s.turn = 0


def after_phase_draws(s: CardState, table: tuple[tuple[int, AfterPhase], ...]) -> None:
    """Every seat has had its turn of the role: each owner of a building in ``table``,
    from the chooser on, draws what its hook says (``effects.AFTER_BUILDER`` …)."""
    n = s.n
    rp = s.role_player
    players = s.players
    for i in range(n):
        seat = (rp + i) % n
        p = players[seat]
        for kind, hook in table:
            if p.mask & BIT[kind]:
                count = hook(s, seat)
                if count:
                    draw_to_hand(s, p, count)


def privilege(s: CardState, seat: int) -> int:
    """How many times ``seat`` has the privilege of the role under way: 1 for its
    chooser, 2 with his library working, 0 for the others."""
    if seat != s.role_player:
        return 0
    return 2 if s.library_on else 1


# --------------------------------------------------------------------------- sequences


def in_order(counts: list[int], lowest: int, left: int, offset: int) -> list[int]:
    """``offset + kind`` for each kind the next card of a canonical sequence of
    ``left`` cards from ``counts`` may be: at least ``lowest``, held, and with enough
    cards of it and higher kinds left to finish the sequence."""
    if left == 1:  # the usual case (a councillor keeping one card, a last payment)
        top = N_KINDS - 1
    else:
        suffix = 0
        top = lowest - 1  # the highest kind that still leaves enough cards from it upwards
        for kind in range(N_KINDS - 1, top, -1):
            suffix += counts[kind]
            if suffix >= left:
                top = kind
                break
    return [offset + k for k in compress(range(lowest, top + 1), counts[lowest : top + 1])]


def goods_by_kind(p: CardPlayer) -> list[int]:
    """The goods per kind of production building they lie on."""
    counts = [0] * N_KINDS
    city = p.city
    for i, g in enumerate(p.goods):
        if g >= 0:
            counts[city[i]] += 1
    return counts


def legal_discard(s: CardState) -> list[int]:
    """The next card of a discard from the hand (``s.left`` cards in all)."""
    return in_order(s.players[s.current].hand, s.min_kind, s.left, A_DISCARD)


def discard_card(s: CardState, action: int) -> bool:
    """Discard one hand card of a sequence; True once the sequence is complete."""
    kind = action - A_DISCARD
    p = s.players[s.current]
    p.hand[kind] -= 1
    p.hand_n -= 1
    s.discard[kind] += 1
    s.left -= 1
    s.min_kind = kind
    if s.left:
        return False
    s.min_kind = 0
    return True


def why_hand_card(s: CardState, p: CardPlayer, a: CardAction) -> Reason:
    """A hand card refused in a sequence that pays or discards from the hand."""
    return Reason.NOT_IN_HAND if not p.hand[a.arg] else Reason.PAY_IN_ORDER
