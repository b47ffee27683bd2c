"""A person's choice of several cards turned into the engine's decisions.

The engine asks a payment (or the cards to discard or keep, the buildings to produce on,
the goods to sell) one card at a time, one kind after the other, lowest first — and plays
by itself every step that leaves no choice, also in the middle of a sequence (the only
kind that can still finish a price).  A person chooses the cards in any order.  So the
choice is played on a copy of the state: at each question the lowest planned action the
engine takes now is applied, and whatever the copy's state shows was done (by that
decision and the steps forced after it) is struck off the plan.  The decisions applied are
what the session sends (``request_sequence``); the forced steps replay by themselves.
What the engine refuses stays in the list, so that the session says why, in its words.
"""

from __future__ import annotations

from collections import Counter

from ...cards import CardPhase, CardState, actions
from ...cards.data import IS_PRODUCTION

#: The decision a phase asks, as a mode of the selection: a person chooses its cards at
#: once (``context.CardContext``), the engine asks them one by one.
MODES: dict[CardPhase, str] = {
    CardPhase.DEAL: "discard",
    CardPhase.HAND_LIMIT: "discard",
    CardPhase.ARCHIVE: "discard",
    CardPhase.CHAPEL: "tuck",
    CardPhase.BLACK_MARKET: "pay",
    CardPhase.PAY: "pay",
    CardPhase.PRODUCE: "produce",
    CardPhase.TRADE: "sell",
    CardPhase.KEEP: "keep",
    CardPhase.OFFICE: "swap",
    CardPhase.BANK: "bank",
}


def choice_goes_on(start: CardState, after: CardState, seat: int) -> bool:
    """Does ``seat``'s choice of cards begun in ``start`` go on in ``after`` (the same mode
    still asked of it: the rest of a payment, a second card to keep or discard)?"""
    mode = MODES.get(start.phase)
    return (
        mode is not None
        and not after.is_terminal()
        and after.current_player == seat
        and MODES.get(after.phase) == mode
    )


#: The mode of the choice each verb of a chosen card belongs to (a black market's good
#: pays, as the cards do).
VERB_MODES = {
    "pay": "pay",
    "blackmarket": "pay",
    "discard": "discard",
    "keep": "keep",
    "produce": "produce",
    "sell": "sell",
    "tuck": "tuck",
    "swap": "swap",
    "bank": "bank",
}


def same_choice(first: int, other: int) -> bool:
    """Is ``other``, played by force for the same player right after ``first``, part of
    the same choice of cards (the rest of a payment, the last good produced)?"""
    mode = VERB_MODES.get(actions.decode(first).verb)
    return mode is not None and VERB_MODES.get(actions.decode(other).verb) == mode


#: Open-ended sequences of the round start: ended by ``pass``, asked in one phase only
#: (the same seat's next question, a chapel or a Bank, is another decision).
_OPEN = {"swap": CardPhase.OFFICE, "bank": CardPhase.BANK}


def consumed(before: CardState, after: CardState, seat: int, mode: str) -> Counter[int]:
    """The planned actions that the step from ``before`` to ``after`` carried out for
    ``seat``, read from what changed in its hand and city."""
    done: Counter[int] = Counter()
    b, a = before.players[seat], after.players[seat]
    for kind, (was, now) in enumerate(zip(b.hand, a.hand, strict=True)):
        if mode in ("pay", "discard", "tuck") and now < was:
            make = {"pay": actions.pay, "discard": actions.discard, "tuck": actions.tuck}[mode]
            done[make(kind)] += was - now
        elif mode == "keep" and now > was:
            done[actions.keep(kind)] += now - was
    if mode in ("pay", "sell", "produce") and b.city == a.city:
        for kind, was, now in zip(b.city, b.goods, a.goods, strict=True):
            if mode == "pay" and was >= 0 and now < 0:
                done[actions.blackmarket(kind)] += 1
            elif mode == "sell" and was >= 0 and now < 0:
                done[actions.sell(kind)] += 1
            elif mode == "produce" and was < 0 <= now and IS_PRODUCTION[kind]:
                done[actions.produce(kind)] += 1
    return done


def decisions(state: CardState, seat: int, mode: str, plan: list[int]) -> list[int]:
    """The decisions that carry out ``plan`` (the chosen cards as actions, any order) from
    ``state``: see the module docstring.  A pass is added where the engine needs one to
    go on (from the black market's goods to the cards) or to stop (fewer goods produced
    or sold than allowed, fewer cards swapped or put under the Bank)."""
    trial = state.clone()
    left: Counter[int] = Counter(plan)
    out: list[int] = []
    goods = {a for a in left if actions.decode(a).verb == "blackmarket"}
    while trial.current_player == seat and not trial.is_terminal():
        if mode in _OPEN and trial.phase != _OPEN[mode]:
            break
        legal = trial.legal_actions()
        planned = sorted(a for a in left if left[a] > 0)
        if (
            trial.phase == CardPhase.BLACK_MARKET
            and not any(left[a] for a in goods)
            and actions.PASS in legal
            and planned
        ):
            step = actions.PASS  # the goods are given: on to the hand cards
        else:
            options = [a for a in planned if a in legal]
            if not options:
                if planned:
                    out.append(planned[0])  # refused when sent, with the engine's reason
                elif mode in ("produce", "sell", *_OPEN) and actions.PASS in legal:
                    out.append(actions.PASS)  # no more
                break
            step = options[0]
        before = trial.clone()
        trial.apply(step)
        out.append(step)
        if mode in _OPEN:  # one card each; the Amtsstube's draw may bring the same kind
            left -= Counter({step: 1})
        else:
            left -= consumed(before, trial, seat, mode) or Counter({step: 1})
    return out
