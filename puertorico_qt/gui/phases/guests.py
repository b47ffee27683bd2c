"""The guest house's guests (expansion I): moved by their owner in any phase but the
Mayor's, and in the windows the engine opens when nobody else decides — at the start of
the Craftsman and the Captain phase and before the final scoring (``engine.phases.guests``).

A guest move is open in whatever phase is under way, so its words are hooks every
presenter consults (``base.ANYTIME_LINES``, ``ANYTIME_BUTTONS``, ``ANYTIME_PROMPTS``):
a button per move ("Guest → Small Market"), its log line, and a sentence of the prompt.
On the table a guest is also dragged from the guest house (``table.expansion_drags``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ...engine import actions as A
from ...engine.data import (
    GUEST_HOUSE,
    LIGHTHOUSE,
    NOBLE_SENSITIVE,
    ROYAL_SUPPLIER,
    UNION_HALL,
    Role,
)
from ...engine.rules import building_at, is_building_place
from ...engine.state import GameState, Phase
from .. import names as N
from ..i18n import QT_TRANSLATE_NOOP
from .base import (
    ANYTIME_BUTTONS,
    ANYTIME_LINES,
    ANYTIME_PROMPTS,
    Button,
    PhasePresenter,
    player_name,
    register,
    translated,
)
from .places import place_name


def _moves(state: GameState, legal: frozenset[int] | Sequence[int]) -> list[int]:
    if not state.config.expansions:
        return []
    return sorted(a for a in legal if A.is_kind(a, "guest"))


def guest_buttons(state: GameState, legal: frozenset[int], viewer: int) -> list[Button]:
    """A button per guest move open now (none in a game without the guest house)."""
    ed = state.config.edition
    out = []
    for action in _moves(state, legal):
        move = A.decode(action)
        if not isinstance(move, A.MoveGuest):
            continue
        if move.noble:
            text = QT_TRANSLATE_NOOP("Table", "Guest ({noble}) → {place}")
        else:
            text = QT_TRANSLATE_NOOP("Table", "Guest → {place}")
        out.append(
            Button(
                "guest " + state.format_action(action),
                translated("Table", text).format(
                    noble=N.term("noble", ed), place=place_name(move.target, ed)
                ),
                action,
                icon="tokens/noble" if move.noble else "tokens/guest",
            )
        )
    return out


def describe_move(state: GameState, seat: int, action: int, names: Sequence[str]) -> str | None:
    """The log line of a guest move (None for any other action)."""
    move = A.decode(action) if A.is_kind(action, "guest") else None
    if not isinstance(move, A.MoveGuest):
        return None
    ed = state.config.edition
    target = move.target
    if is_building_place(target):
        sensitive = building_at(target) in NOBLE_SENSITIVE
        if move.noble:
            text = QT_TRANSLATE_NOOP(
                "Log", "{player} moves a guest ({noble}) from the {house} into the {place}"
            )
        elif sensitive:
            text = QT_TRANSLATE_NOOP(
                "Log", "{player} moves a guest ({colonist}) from the {house} into the {place}"
            )
        else:
            text = QT_TRANSLATE_NOOP(
                "Log", "{player} moves a guest from the {house} into the {place}"
            )
        place = place_name(target, ed)
    else:
        text = QT_TRANSLATE_NOOP("Log", "{player} moves a guest from the {house} onto {place}")
        place = N.tile_phrase(target, ed)
    return translated("Log", text).format(
        player=player_name(seat, names),
        noble=N.term("noble", ed),
        colonist=N.term("colonist", ed),
        house=N.building_name(GUEST_HOUSE, ed),
        place=place,
    )


def guest_prompt(state: GameState, seat: int) -> str:
    """The prompt's sentence while a guest may move (outside the guests' own window)."""
    if state.phase == Phase.GUESTS or not _moves(state, state.legal_actions()):
        return ""
    return translated(
        "Prompt",
        QT_TRANSLATE_NOOP(
            "Prompt",
            "You may also move a guest: drag it from your {building} onto a free circle or an "
            "empty {plantation}, or use the buttons with a guest.",
        ),
    ).format(
        building=N.building_name(GUEST_HOUSE, state.config.edition),
        plantation=N.term("plantation", state.config.edition),
    )


ANYTIME_BUTTONS.append(guest_buttons)
ANYTIME_LINES.append(describe_move)
ANYTIME_PROMPTS.append(guest_prompt)


@dataclass
class GuestsPresenter(PhasePresenter):
    """The window at the start of the Craftsman or Captain phase or before the final
    scoring."""

    def title(self, state: GameState) -> str:
        if state.role >= 0:
            return super().title(state)
        return translated("Phases", QT_TRANSLATE_NOOP("Phases", "Before the final scoring"))

    def prompt(self, state: GameState, seat: int, names: Sequence[str]) -> str:
        ed = state.config.edition
        if state.role == Role.CAPTAIN:
            text = QT_TRANSLATE_NOOP(
                "Prompt",
                "Before the first shipment: drag guests from your {building} onto free "
                "circles or empty {plantations} (or use the buttons), then go on. The "
                "{union_hall}, the {royal_supplier} and the captain's {lighthouse} act "
                "before their owner's first decision.",
            )
        elif state.role >= 0:
            text = QT_TRANSLATE_NOOP(
                "Prompt",
                "Before production: drag guests from your {building} onto free circles or "
                "empty {plantations} (or use the buttons), then go on.",
            )
        else:
            text = QT_TRANSLATE_NOOP(
                "Prompt",
                "The game is over. Before the scoring, drag guests from your {building} onto "
                "free circles or empty {plantations} (or use the buttons), then go on.",
            )
        return translated("Prompt", text).format(
            building=N.building_name(GUEST_HOUSE, ed),
            plantations=N.term("plantations_word", ed),
            union_hall=N.building_name(UNION_HALL, ed),
            royal_supplier=N.building_name(ROYAL_SUPPLIER, ed),
            lighthouse=N.building_name(LIGHTHOUSE, ed),
        )

    def buttons(self, state: GameState, legal: frozenset[int], viewer: int) -> list[Button]:
        if A.PASS not in legal:
            return []
        text = translated("Table", QT_TRANSLATE_NOOP("Table", "Go on"))
        return [Button("pass", text, A.PASS, primary=True)]  # the moves: ``guest_buttons``

    def pass_line(self, state: GameState, who: str) -> str:
        return translated(
            "Log", QT_TRANSLATE_NOOP("Log", "{player} leaves the guests where they are")
        ).format(player=who)


register(
    GuestsPresenter(
        phases=(Phase.GUESTS,),
        ask=QT_TRANSLATE_NOOP("Refusals", "move a guest or go on"),
        others=QT_TRANSLATE_NOOP("Prompt", "{player} is moving guests …"),
    )
)
