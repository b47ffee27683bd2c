"""The key moments in words: the round, the move played and the Expert's move in the game
log's words — with the card game's hand cards named, as the game is over
(``SessionGame.describe_for_player``) —, and the chance it cost.  Every text is in the
context ``KeyMoments``."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication, QLocale

from ...ai.key_moments import KeyMoment
from ...persistence import GameRecord
from ..i18n import QT_TRANSLATE_NOOP
from ..numbers import whole_percent as percent

CONTEXT = "KeyMoments"


def _t(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


@dataclass(frozen=True, slots=True)
class MomentText:
    """One key moment in words."""

    title: str  # "Round 3"
    cost: str  # "−12 % chance to win"
    played: str
    expert: str
    chances: str


def _round_text(game: str, state: Any) -> str:
    if game == "cards":
        from ..cards import names as CN

        return CN.term("round").format(n=state.round)
    from .. import names as N

    return N.term("round", state.config.edition).replace("%1", str(state.round))


def moment_texts(record: GameRecord, moments: tuple[KeyMoment, ...]) -> list[MomentText]:
    """The moments in the current language, in the game log's words (the state before
    each decision is replayed from the record)."""
    from ..session.games import session_game

    game = session_game(record.game)
    names = [s.name for s in record.seats]
    wanted = {m.index for m in moments}
    before: dict[int, Any] = {}
    state = record.new_state()
    for index, text in enumerate(record.actions):
        if index > max(wanted, default=-1):
            break
        if index in wanted:
            before[index] = state.clone()
        state.apply(state.parse_action(text))
    out = []
    for m in moments:
        state = before[m.index]
        out.append(
            MomentText(
                title=_round_text(record.game, state),
                # the drop of the two chances shown, each rounded: "−5 %" beside "8 % …,
                # 4 % …" did not add up
                cost=_t(QT_TRANSLATE_NOOP("KeyMoments", "−{percent} % chance to win")).format(
                    percent=QLocale().toString(
                        max(1, round(100 * m.best_chance) - round(100 * m.played_chance))
                    )
                ),
                played=game.describe_for_player(state, m.seat, m.played, names),
                expert=game.describe_for_player(state, m.seat, m.best, names),
                chances=_t(
                    QT_TRANSLATE_NOOP(
                        "KeyMoments", "{expert} % with the Expert's move, {played} % with yours"
                    )
                ).format(expert=percent(m.best_chance), played=percent(m.played_chance)),
            )
        )
    return out


def not_rated(record: GameRecord) -> str:
    """Which small steps the Expert answers by rule (not rated), in this game's words."""
    if record.game == "cards":
        return _t(
            QT_TRANSLATE_NOOP(
                "KeyMoments",
                "Roles, builds and the councillor's cards are rated; paying, discarding, "
                "producing and selling follow a fixed rule.",
            )
        )
    from .. import names as N

    edition = record.game_config().edition
    return _t(
        QT_TRANSLATE_NOOP(
            "KeyMoments",
            "Placing {colonists} and storing goods follow a fixed rule and are not rated.",
        )
    ).format(colonists=N.term("colonists", edition))


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
