"""The card game's log: a line per decision worth telling (a sequence's count is told
once, where it opens), what the rules did by themselves (a councillor's draw, the gold
mines' cards, a trader's pay, the cards drawn after building), and a heading per round.

Only what the whole table may know is written: a hand card a player pays, keeps or
discards is never named (the log is read by everybody at the screen); buildings, goods
produced or sold, and the cards a gold mine turns up are.  The lines compare the states
before and after a decision; nothing here decides a rule.  Context ``CardLog``.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial

from PySide6.QtCore import QCoreApplication

from ...cards import (
    CardPhase,
    CardRole,
    CardState,
    Prospecting,
    decode,
    goal_reached,
    library_doubles,
    public_prospecting,
)
from ...cards.actions import PASS
from ...cards.data import CITY_GOAL, GOLD_MINE, IS_DISPLAY
from ...cards.effects import AFTER_PRODUCE, AFTER_TRADE, after_sources
from ...cards.state import apply_step
from ..i18n import QT_TRANSLATE_NOOP
from ..phases.base import Line, player_name
from . import log_expansion
from . import names as CN
from .narration import LIBRARY_USED, describe_action
from .texts import hand_limit_of

Steps = list[tuple[int, int]]


def _log(text: str) -> str:
    return QCoreApplication.translate("CardLog", text)


# =========================================================================== the log

#: Steps of a sequence whose count the line that opened it already gave.
_QUIET = ("pay", "keep", "discard")


def heading(state: CardState, names: Sequence[str]) -> Line:
    return partial(_heading, state.round, state.governor, list(names))


def _heading(round_: int, governor: int, names: list[str]) -> str:
    return _log(QT_TRANSLATE_NOOP("CardLog", "Round {n} · Governor: {name}")).format(
        n=round_, name=player_name(governor, names)
    )


def quiet_step(before: CardState, action: int) -> bool:
    """A step the log does not write: one card of a sequence whose count the line that
    opened it gave ("pays a card"), a pass that adds nothing.  Nor is it the table's
    "last move" ("Carla pays a card." stood there after her build)."""
    verb = decode(action).verb
    if verb in _QUIET or (verb == "pass" and before.phase == CardPhase.BLACK_MARKET):
        return True
    if verb == "pass" and before.phase in (CardPhase.PRODUCE, CardPhase.TRADE) and before.done:
        return True  # "produces no more" after goods: the goods said it
    if verb == "pass" and before.phase == CardPhase.CHAPEL:
        return True
    return log_expansion.quiet_round_start_step(before, action)


def card_lines(
    before: CardState, after: CardState, steps: Steps, names: list[str]
) -> tuple[Line | None, list[tuple[Line, bool]]]:
    """The game log's ``Narrate`` for the card game (``session.game_log``); no last move
    for a quiet step (the one before stays)."""
    seat, action = steps[0]
    said: Line = partial(describe_action, before, seat, action, names)
    added: list[tuple[Line, bool]] = []
    quiet = quiet_step(before, action)
    last_move = None if quiet else said
    if not quiet:
        added.append((said, False))
    added += [(line, False) for line in _events(before, after, seat, action, names)]
    added += [(line, False) for line in log_expansion.events(before, after, seat, action, names)]
    added += [(line, False) for line in _forced(before, steps, names)]
    reached = goal_reached(before, after)
    if reached is not None:
        added.append((partial(describe_goal, reached, names), False))
    if after.round != before.round and not after.is_terminal():
        added.append((heading(after, names), True))
    added += [(line, False) for line in _closings(before, after, seat, names)]
    added += [(line, False) for line in _openings(before, after, names)]
    return last_move, added


def _forced(before: CardState, steps: Steps, names: list[str]) -> list[Line]:
    """The steps the rules took for a player without a choice that the table should
    hear of: a builder who can build nothing (his turn passed by itself; a builder who
    chose to pass says so in his own line)."""
    if len(steps) < 2:
        return []
    out: list[Line] = []
    state = before.clone()
    for i, (seat, action) in enumerate(steps):
        if i and action == PASS and state.phase == CardPhase.BUILD:
            out.append(
                _say(
                    QT_TRANSLATE_NOOP("CardLog", "{name} can build nothing."),
                    name=partial(player_name, seat, names),
                )
            )
        apply_step(state, action)
    return out


def describe_goal(seat: int, names: Sequence[str], over: bool = False) -> str:
    """Why this builder phase is the game's last (``cards.goal_reached``): said the
    moment a city reaches the goal, in the log; ``over``: afterwards, on the score sheet."""
    text = (
        QT_TRANSLATE_NOOP(
            "CardLog", "The game ended because {name}'s city reached {count} buildings."
        )
        if over
        else QT_TRANSLATE_NOOP(
            "CardLog",
            "{name}'s city has {count} buildings: the game ends after this builder phase.",
        )
    )
    return _log(text).format(name=player_name(seat, names), count=CITY_GOAL)


def card_ending(
    before: CardState, after: CardState, names: Sequence[str], over: bool
) -> str | None:
    """``SessionGame.ending`` of the card game: ``describe_goal`` for the decision from
    ``before`` to ``after`` that brought a city to the goal, else None."""
    seat = goal_reached(before, after)
    return None if seat is None else describe_goal(seat, names, over)


def _say(text: str, **values: object) -> Line:
    def line() -> str:
        filled = {k: (v() if callable(v) else v) for k, v in values.items()}
        return _log(text).format(**filled)

    return line


def _events(
    before: CardState, after: CardState, seat: int, action: int, names: list[str]
) -> list[Line]:
    """What the rules did after the decision: cards drawn, gold mines, forced keeps."""
    out: list[Line] = []
    who = partial(player_name, seat, names)
    reshuffled = after.rng != before.rng
    decoded = decode(action)
    verb = decoded.verb
    role = decoded.arg if verb == "role" else -1
    if verb == "role" and library_doubles(before, action):  # by itself: nothing shows it
        out.append(_say(LIBRARY_USED, name=who, role=partial(CN.role_name, role)))
    seen = public_prospecting(before, action)
    if seen is not None:  # also after the 2-player library question
        return [*out, *_prospector(seen, names)]
    gained = [after.players[s].hand_n - before.players[s].hand_n for s in range(before.n)]
    for other in log_expansion.phase_end_draws(before, after, action):
        gained[other] -= 1  # the Schenke's or the Hütte's card: its own line
    ended = after.current_player != seat or after.phase != before.phase
    if before.phase == CardPhase.TRADE and ended:
        # each sale's line gave its price: only the buildings' extra cards are news
        sold = before.done + (1 if verb == "sell" else 0)
        extra = after_sources(AFTER_TRADE, before.players[seat].mask, sold)
        text = QT_TRANSLATE_NOOP("CardLog", "{name} draws {cards} more ({buildings}).")
        out += _buildings_cards(text, who, extra)
    elif before.phase == CardPhase.PRODUCE and ended:
        produced = before.done + (
            after.players[seat].goods_count() - before.players[seat].goods_count()
        )
        extra = after_sources(AFTER_PRODUCE, before.players[seat].mask, produced)
        # the goods went face down: only the buildings' cards are news
        text = QT_TRANSLATE_NOOP("CardLog", "{name} draws {cards} ({buildings}).")
        out += _buildings_cards(text, who, extra)
    elif (
        before.phase in (CardPhase.BUILD, CardPhase.PAY, CardPhase.BLACK_MARKET)
        and ended
        and not reshuffled
        and verb != "pass"
    ):
        lost = before.players[seat].goods_count() - after.players[seat].goods_count()
        paid = max(0, sum(after.discard) - sum(before.discard) - lost)
        # the built card left the hand, unless it came from the display (the Kathedrale)
        from_hand = verb in ("build", "build_over") and not IS_DISPLAY[decoded.arg]
        drawn = gained[seat] + paid + (1 if from_hand else 0)
        if drawn > 0:
            out.append(
                _say(
                    QT_TRANSLATE_NOOP("CardLog", "{name} draws {cards} after building."),
                    name=who,
                    cards=partial(CN.n_cards, drawn),
                )
            )
    council = before.role == CardRole.COUNCILLOR or role == CardRole.COUNCILLOR
    if council:
        for other in range(before.n):
            if other != seat and gained[other] > 0 and not _asked(after, other):
                out.append(
                    _say(
                        QT_TRANSLATE_NOOP("CardLog", "{name} takes {cards} ({role})."),
                        name=partial(player_name, other, names),
                        cards=partial(CN.n_cards, gained[other]),
                        role=partial(CN.role_name, CardRole.COUNCILLOR),
                    )
                )
    return out


def _buildings_cards(text: str, who: object, extra: list[tuple[int, int]]) -> list[Line]:
    """The line of the cards buildings drew their owner (``effects.after_sources``)."""
    if not extra:
        return []
    cards = sum(n for _kind, n in extra)
    kinds = tuple(kind for kind, _n in extra)
    return [
        _say(text, name=who, cards=partial(CN.n_cards, cards), buildings=partial(_card_list, kinds))
    ]


def _asked(state: CardState, seat: int) -> bool:
    return state.current_player == seat and state.phase in (CardPhase.KEEP, CardPhase.ARCHIVE)


def _prospector(seen: Prospecting, names: list[str]) -> list[Line]:
    """The prospector's draw and what every gold mine and Goldschmiede turned up, as
    the engine reports them (``cards.public_prospecting``), in the rules' order."""
    out: list[Line] = [
        _say(
            QT_TRANSLATE_NOOP("CardLog", "{name} draws {cards} as prospector."),
            name=partial(player_name, seen.seat, names),
            cards=partial(CN.n_cards, seen.drawn),
        )
    ]
    for reveal in seen.reveals:
        name = partial(player_name, reveal.seat, names)
        if reveal.building != GOLD_MINE:
            out.append(log_expansion.goldsmith_line(reveal, names))
        elif reveal.kept >= 0:
            out.append(
                _say(
                    QT_TRANSLATE_NOOP(
                        "CardLog", "{name}'s gold mine turns up {cards}: {name} keeps the {card}."
                    ),
                    name=name,
                    cards=partial(_card_list, reveal.cards),
                    card=partial(CN.card_name, reveal.kept),
                )
            )
        else:
            out.append(
                _say(
                    QT_TRANSLATE_NOOP(
                        "CardLog",
                        "{name}'s gold mine turns up {cards}: two costs are equal, no gold.",
                    ),
                    name=name,
                    cards=partial(_card_list, reveal.cards),
                )
            )
    return out


def _card_list(kinds: tuple[int, ...]) -> str:
    return _log(QT_TRANSLATE_NOOP("CardLog", ", ")).join(CN.card_name(k) for k in kinds)


def _openings(before: CardState, after: CardState, names: list[str]) -> list[Line]:
    """A question that opened for somebody with a count the steps will not repeat."""
    seat = after.current_player
    if seat < 0 or (after.phase == before.phase and seat == before.current_player):
        return []
    name = partial(player_name, seat, names)
    phase = after.phase
    if phase == CardPhase.KEEP:
        return [
            _say(
                # (everybody draws in the Councillor's phase: not "as councillor")
                QT_TRANSLATE_NOOP("CardLog", "{name} draws {drawn} ({role}), to keep {kept}."),
                name=name,
                role=partial(CN.role_name, CardRole.COUNCILLOR),
                drawn=partial(CN.n_cards, after.pending_n),
                kept=str(after.left),
            )
        ]
    if phase == CardPhase.ARCHIVE:
        return [
            _say(
                QT_TRANSLATE_NOOP(
                    "CardLog",
                    "{name} takes the cards drawn into the hand (archive) and discards {cards}.",
                ),
                name=name,
                cards=partial(CN.n_cards, after.left),
            )
        ]
    if phase == CardPhase.HAND_LIMIT:  # said as the question opens: what is owed
        return [
            _say(
                QT_TRANSLATE_NOOP(
                    "CardLog", "{name} is over the hand limit of {limit} and must discard {cards}."
                ),
                name=name,
                limit=str(hand_limit_of(after, seat)),
                cards=partial(CN.n_cards, after.left),
            )
        ]
    return []


def _closings(before: CardState, after: CardState, seat: int, names: list[str]) -> list[Line]:
    """A choice of several steps told once it is made: the variant's starting hand (the
    governor's too, whose question opened with the game)."""
    if before.phase != CardPhase.DEAL or (
        after.phase == CardPhase.DEAL and after.current_player == seat
    ):
        return []
    return [
        _say(
            QT_TRANSLATE_NOOP("CardLog", "{name} keeps 4 cards of the starting hand."),
            name=partial(player_name, seat, names),
        )
    ]


# =========================================================================== the bots' pace


def continues_sequence(state: CardState, seat: int) -> bool:
    """Does ``seat`` go on with a decision it began (its payment, its second good)?  A
    computer player's next step then follows without the pause for the eye."""
    if state.current_player != seat:
        return False
    if state.phase in (CardPhase.PAY, CardPhase.BLACK_MARKET):
        return True
    return state.phase in (CardPhase.PRODUCE, CardPhase.TRADE) and state.done > 0
