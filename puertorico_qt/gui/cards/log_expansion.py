"""The game log's lines for the expansion "Die neuen Gebäude": the round start's
decisions (Amtsstube, Bank) and what its cards do by themselves — the Schenke's and the
Hütte's card at the end of a phase, the Zollamt's good, the Hafen's card, the
Goldschmiede's card turned up (face up: the table may know it).

As in ``log_lines``, only what the whole table may know is written: the cards swapped,
put under a Bank or a Hafen or lying on a Zollamt are never named, only counted.  The
lines compare the states before and after a decision and ask the engine's rules
(``buildings_rules``, ``cards.public_prospecting``) which card acted; nothing here
decides a rule.  Context ``CardLog``.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from PySide6.QtCore import QCoreApplication

from ...cards import CardPhase, CardRole, CardState, Reveal, decode
from ...cards.buildings_rules import hut_draws, tavern_draws
from ...cards.data import CARD_IDS, CUSTOMS_OFFICE
from ..i18n import QT_TRANSLATE_NOOP
from ..phases.base import player_name
from . import names as CN

Line = Callable[[], str]


def _log(text: str) -> str:
    return QCoreApplication.translate("CardLog", text)


def _say(text: str, **values: object) -> Line:
    def line() -> str:
        filled = {k: (v() if callable(v) else v) for k, v in values.items()}
        return _log(text).format(**filled)

    return line


def _owners(state: CardState, card_id: str, first: int = 0) -> list[int]:
    """The seats whose city holds ``card_id``, from ``first`` on."""
    seats = [(first + i) % state.n for i in range(state.n)]
    return [s for s in seats if card_id in {CARD_IDS[k] for k in state.players[s].city}]


def _role_ended(before: CardState, after: CardState, action: int, role: int) -> bool:
    """Did the phase of ``role`` end between ``before`` and ``after``?"""
    a = decode(action)
    under_way = before.role == role or (a.verb == "role" and a.arg == role)
    moved_on = after.pick != before.pick or after.round != before.round or after.is_terminal()
    return under_way and moved_on


def quiet_round_start_step(before: CardState, action: int) -> bool:
    """A step at the office building or the Bank: each card is counted in the one line
    written as the player ends (``events``); a ``pass`` without cards says nothing, as the
    question comes back every round (the Bank's until it is used) and a line each round
    that nobody swapped or banked would bury the moves (as the chapel's pass,
    ``log_lines.quiet_step``)."""
    return decode(action).verb in ("pass", "swap", "bank") and before.phase in (
        CardPhase.OFFICE,
        CardPhase.BANK,
    )


def phase_end_draws(before: CardState, after: CardState, action: int) -> dict[int, str]:
    """The seats that drew a card by the Schenke or the Hütte in this step (seat -> the
    card's id), as the engine's rules say.  A draw brings nothing only when the deck and
    the discard pile are both empty, and nothing is discarded after a step's draws: with
    a card left in either, every draw of the step brought one.  (The hand's growth is no
    test: the Schenke owner whose own build ended the phase paid and built in the same
    step, and his card was told as one drawn after building.)"""
    if after.xp is None:
        return {}
    gained = [after.players[s].hand_n - before.players[s].hand_n for s in range(before.n)]
    cards_left = bool(after.deck) or any(after.discard)
    out: dict[int, str] = {}
    if _role_ended(before, after, action, CardRole.BUILDER):
        counts = [len(p.city) for p in after.players]
        for seat in _owners(after, "tavern"):
            if tavern_draws(counts, seat) and (cards_left or gained[seat] > 0):
                out[seat] = "tavern"
    if _role_ended(before, after, action, CardRole.TRADER):
        sold = before.xp.sold if before.xp is not None and before.phase == CardPhase.TRADE else 0
        sold += 1 if decode(action).verb == "sell" else 0
        if hut_draws(sold):
            for seat in _owners(after, "hut"):
                if cards_left or gained[seat] > 0:
                    out[seat] = "hut"
    return out


#: The round start's decisions of several cards, each told in one line at its end:
#: (phase, the verb of one card, the building's id, the line).  The cards are never
#: named, only counted.  The building leads, as in the other lines of what a building
#: did by itself ("Tavern: Anna draws a card.").
_ROUND_START_LINES = (
    (
        CardPhase.OFFICE,
        "swap",
        "office_building",
        QT_TRANSLATE_NOOP("CardLog", "{building}: {name} discards {cards} and draws as many."),
    ),
    (
        CardPhase.BANK,
        "bank",
        "bank",
        QT_TRANSLATE_NOOP("CardLog", "{building}: {name} puts {cards} under it (1 VP each)."),
    ),
)


def events(
    before: CardState, after: CardState, seat: int, action: int, names: list[str]
) -> list[Line]:
    """The expansion's lines after ``seat``'s ``action``."""
    if before.xp is None or after.xp is None:
        return []
    out: list[Line] = []
    a = decode(action)
    who = partial(player_name, seat, names)
    # a swap or a Bank of several cards is told once, as its player ends it
    for phase, verb, building, text in _ROUND_START_LINES:
        if before.phase == phase and (a.verb == verb or before.done):
            count = before.done + (1 if a.verb == verb else 0)
            if after.phase != phase or after.current_player != seat:
                out.append(
                    _say(
                        text,
                        building=partial(CN.name_of, building),
                        name=who,
                        cards=partial(CN.n_cards, count),
                    )
                )
    if a.verb == "role" and a.arg == CardRole.COUNCILLOR:
        for other in range(before.n):
            b, f = before.players[other], after.players[other]
            if any(
                kind == CUSTOMS_OFFICE and was < 0 <= now
                for kind, was, now in zip(b.city, b.goods, f.goods, strict=False)
            ):
                out.append(
                    _say(
                        QT_TRANSLATE_NOOP(
                            "CardLog", "{name}'s customs office gets a good, face down."
                        ),
                        name=partial(player_name, other, names),
                    )
                )
    for other in range(before.n):
        if after.xp.harbor_n[other] > before.xp.harbor_n[other]:
            out.append(
                _say(
                    QT_TRANSLATE_NOOP(
                        "CardLog", "{building}: {name} puts one of the goods sold under it (1 VP)."
                    ),
                    building=partial(CN.name_of, "harbor"),
                    name=partial(player_name, other, names),
                )
            )
    for other, card_id in phase_end_draws(before, after, action).items():
        out.append(
            _say(
                QT_TRANSLATE_NOOP("CardLog", "{card}: {name} draws a card."),
                name=partial(player_name, other, names),
                card=partial(CN.name_of, card_id),
            )
        )
    return out


def goldsmith_line(reveal: Reveal, names: list[str]) -> Line:
    """A Goldschmiede's card, as the engine reports it (``cards.public_prospecting``):
    into its owner's hand (nobody has built it) or face down to the discard pile."""
    name = partial(player_name, reveal.seat, names)
    card = partial(CN.card_name, reveal.cards[0])
    if reveal.kept >= 0:
        text = QT_TRANSLATE_NOOP(
            "CardLog",
            "{name}'s goldsmith turns up the {card}: nobody has built it, {name} takes it.",
        )
    else:
        text = QT_TRANSLATE_NOOP(
            "CardLog",
            "{name}'s goldsmith turns up the {card}: it is built already and goes to the "
            "discard pile.",
        )
    return _say(text, name=name, card=card)
