"""Bonus colonists: the hospice's colonist for the new tile, the university's for the
new building — one presenter class, one instance per building's question."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ...engine import actions as A
from ...engine.data import HOSPICE, UNIVERSITY
from ...engine.rules import bonus_building, bonus_colonist_for_forest
from ...engine.state import GameState, Phase
from .. import names as N
from ..i18n import QT_TRANSLATE_NOOP
from .base import Button, PhasePresenter, player_name, register, translated

ASK = QT_TRANSLATE_NOOP("Refusals", "decide about the extra {colonist}")
# The hospice after a forest was laid (expansion I): forests take no worker.
FOREST_QUESTION = QT_TRANSLATE_NOOP(
    "Prompt",
    "Your {building}: take a {colonist} from the supply? A forest takes none, so it waits on "
    "the {san_juan} space.",
)
FOREST_TAKEN = QT_TRANSLATE_NOOP(
    "Log", "{player} puts a {colonist} on the {san_juan} space ({building})"
)
OTHERS = QT_TRANSLATE_NOOP("Prompt", "{player} is deciding on an extra {colonist} …")


def yes_no(state: GameState, legal: frozenset[int], yes: int) -> list[Button]:
    """ "Yes, take the colonist" / "No, thanks": the free colonists' questions."""
    colonist = N.term("colonist", state.config.edition)
    out = []
    if yes in legal:
        text = translated("Table", QT_TRANSLATE_NOOP("Table", "Yes, take the {colonist}"))
        out.append(
            Button("yes", text.format(colonist=colonist), yes, primary=True, icon="tokens/colonist")
        )
    if A.PASS in legal:
        out.append(
            Button("pass", translated("Table", QT_TRANSLATE_NOOP("Table", "No, thanks")), A.PASS)
        )
    return out


def _for_forest(state: GameState) -> bool:
    """The hospice's colonist for a forest just laid (expansion I: no tile to stand on)."""
    return bonus_colonist_for_forest(state)


def without_extra(state: GameState, who: str) -> str:
    return translated(
        "Log", QT_TRANSLATE_NOOP("Log", "{player} does without the extra {colonist}")
    ).format(player=who, colonist=N.term("colonist", state.config.edition))


@dataclass
class BonusColonistPresenter(PhasePresenter):
    """The question of one building that grants a colonist."""

    question: str = ""  # context "Prompt": {building}, {colonist}
    taken: str = ""  # context "Log": {player}, {colonist}, {building}

    def prompt(self, state: GameState, seat: int, names: Sequence[str]) -> str:
        ed = state.config.edition
        if _for_forest(state):
            return translated("Prompt", FOREST_QUESTION).format(
                building=N.building_name(bonus_building(state), ed), **N.words(ed)
            )
        return translated("Prompt", self.question).format(
            building=N.building_name(bonus_building(state), ed), colonist=N.term("colonist", ed)
        )

    def buttons(self, state: GameState, legal: frozenset[int], viewer: int) -> list[Button]:
        return yes_no(state, legal, A.bonus_colonist(bonus_building(state)))

    def describe(self, state: GameState, seat: int, action: int, names: Sequence[str]) -> str:
        if not A.is_kind(action, "bonus_colonist"):
            return super().describe(state, seat, action, names)
        ed = state.config.edition
        if _for_forest(state):
            return translated("Log", FOREST_TAKEN).format(
                player=player_name(seat, names),
                building=N.building_name(A.building_of(action), ed),
                **N.words(ed),
            )
        return translated("Log", self.taken).format(
            player=player_name(seat, names),
            colonist=N.term("colonist", ed),
            building=N.building_name(A.building_of(action), ed),
        )

    def pass_line(self, state: GameState, who: str) -> str:
        return without_extra(state, who)


register(
    BonusColonistPresenter(
        phases=(Phase.HOSPICE,),
        ask=ASK,
        others=OTHERS,
        question=QT_TRANSLATE_NOOP(
            "Prompt", "Your {building}: put a {colonist} from the supply on your new tile?"
        ),
        taken=QT_TRANSLATE_NOOP("Log", "{player} puts a {colonist} on the new tile ({building})"),
    )
)
register(
    BonusColonistPresenter(
        phases=(Phase.UNIVERSITY,),
        ask=ASK,
        others=OTHERS,
        question=QT_TRANSLATE_NOOP(
            "Prompt", "Your {building}: put a {colonist} from the supply into the new building?"
        ),
        taken=QT_TRANSLATE_NOOP(
            "Log", "{player} puts a {colonist} into the new building ({building})"
        ),
    )
)
assert {HOSPICE, UNIVERSITY}  # the buildings whose questions these are (engine.phases.bonus)
