"""The smuggler (expansion III): his four choices, their log lines and reasons, and what
the swapped role does by rule (``engine.phases.smuggler``).

On the table the choices are drags of the smuggler card (onto a cargo ship: raid; the
trading house: plunder; the colonist ship: poach; an unused role card: swap), clicks on
the role cards (swap), and the buttons here: raid (at once when one ship is loaded,
else "Raid a ship …"), plunder, poach, and "Swap a role …" — the buttons with "…" pick
the smuggler card up, so that the ships or role cards light up for a click.

Events: the smuggler's 3 doubloons when someone else chooses the role he swapped, and
the swapped role he plays himself when nobody used it by the end of the round.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import partial

from ...engine import actions as A
from ...engine.phases.smuggler import RAID_KEEP, SWAP_BONUS, poach_counts
from ...engine.reasons import Why
from ...engine.state import GameState, Phase
from .. import names as N
from ..i18n import QT_TRANSLATE_NOOP
from .base import (
    EVENTS,
    Button,
    Line,
    PhasePresenter,
    Template,
    player_name,
    register,
    sentence,
    translated,
)
from .places import goods_listing

#: The command of the "Raid a ship …" and "Swap a role …" buttons: the table picks the
#: smuggler card up, and the places it may go light up.
PICK_COMMAND = "smuggler_pick"


def smuggle_of(action: int) -> A.Smuggle | None:
    """The smuggler's choice of ``action`` (None for another kind)."""
    if not A.is_kind(action, "smuggle"):
        return None
    value = A.decode(action)
    return value if isinstance(value, A.Smuggle) else None


def raid_action(ship: int) -> int:
    return A.Smuggle("raid", ship).encode()


def swap_action(card: int) -> int:
    return A.Smuggle("swap", card).encode()


def ship_name(state: GameState, ship: int) -> str:
    """ "6-ship": a cargo ship by its holds."""
    return translated("Log", QT_TRANSLATE_NOOP("Log", "{size}-ship")).format(
        size=state.ship_cap[ship]
    )


def raid_loot(state: GameState, ship: int) -> tuple[str, int]:
    """What raiding ``ship`` keeps, in words ("3 corn"), and the barrels that go back."""
    load, good = state.ship_load[ship], state.ship_good[ship]
    kept = min(RAID_KEEP, load)
    return N.n_goods(kept, good, state.config.edition), load - kept


@dataclass
class SmugglerPresenter(PhasePresenter):
    def prompt(self, state: GameState, seat: int, names: Sequence[str]) -> str:
        text = QT_TRANSLATE_NOOP(
            "Prompt",
            "Drag the {smuggler} card onto a loaded ship, the trading house, the {ship} or an "
            "unused role (or click that role) — or press a button.",
        )
        return sentence("Prompt", text, state.config.edition)

    def buttons(self, state: GameState, legal: frozenset[int], viewer: int) -> list[Button]:
        """Raid (one loaded ship: at once; several: the card in hand, to click a ship),
        plunder, poach, swap (the card in hand, to click a role)."""
        ed = state.config.edition
        out: list[Button] = []
        raids = [ship for ship in range(len(state.ship_cap)) if raid_action(ship) in legal]
        if len(raids) == 1:
            ship = raids[0]
            text = translated("Table", QT_TRANSLATE_NOOP("Table", "Raid: {kept}"))
            icon = "goods/" + N.good_art(state.ship_good[ship], ed)
            out.append(
                Button("raid", text.format(kept=raid_loot(state, ship)[0]), raid_action(ship),
                       icon=icon)
            )  # fmt: skip
        elif raids:
            text = translated("Table", QT_TRANSLATE_NOOP("Table", "Raid a ship …"))
            out.append(Button("raid", text, command=PICK_COMMAND, icon="ships/cargo_ship"))
        if A.PLUNDER in legal:
            if state.house:
                text = translated("Table", QT_TRANSLATE_NOOP("Table", "Plunder: +{vp}"))
            else:
                text = translated("Table", QT_TRANSLATE_NOOP("Table", "Plunder: nothing"))
            text = text.format(vp=N.n_vp(len(state.house)))
            out.append(Button("plunder", text, A.PLUNDER, icon="tokens/vp_chip"))
        if A.POACH in legal:
            kept = poach_counts(state)[1]
            if kept:
                text = translated("Table", QT_TRANSLATE_NOOP("Table", "Poach: +{workers}"))
            else:
                text = translated("Table", QT_TRANSLATE_NOOP("Table", "Poach: nobody"))
            text = text.format(workers=N.n_colonists(kept, ed))
            out.append(Button("poach", text, A.POACH, icon="tokens/colonist"))
        if any((c := smuggle_of(a)) is not None and c.option == "swap" for a in legal):
            text = translated("Table", QT_TRANSLATE_NOOP("Table", "Swap a role …"))
            out.append(Button("swap", text, command=PICK_COMMAND, icon="roles/smuggler"))
        return out

    def describe(self, state: GameState, seat: int, action: int, names: Sequence[str]) -> str:
        choice = smuggle_of(action)
        if choice is None:
            return super().describe(state, seat, action, names)
        ed = state.config.edition
        who = player_name(seat, names)
        if choice.option == "plunder":
            if not state.house:
                text = QT_TRANSLATE_NOOP("Log", "{player} plunders the empty trading house")
                return translated("Log", text).format(player=who)
            text = QT_TRANSLATE_NOOP(
                "Log", "{player} plunders the trading house: {goods} back to the supply (+{vp})"
            )
            return translated("Log", text).format(
                player=who, goods=goods_listing(state.house, ed), vp=N.n_vp(len(state.house))
            )
        if choice.option == "poach":
            removed, kept = poach_counts(state)
            if not removed:
                text = QT_TRANSLATE_NOOP(
                    "Log", "{player} poaches, but the {ship} has no {colonist} to spare"
                )
                return sentence("Log", text, ed, player=who)
            text = QT_TRANSLATE_NOOP(
                "Log", "{player} poaches {workers} from the {ship} and keeps {kept}"
            )
            return sentence("Log", text, ed, player=who, workers=N.n_colonists(removed, ed),
                            kept=kept)  # fmt: skip
        if choice.option == "raid":
            loot, back = raid_loot(state, choice.target)
            where = ship_name(state, choice.target)
            if back:
                text = QT_TRANSLATE_NOOP(
                    "Log", "{player} raids the {ship} and keeps {kept} ({barrels} back)"
                )
                return translated("Log", text).format(
                    player=who, ship=where, kept=loot, barrels=N.n_barrels(back, ed)
                )
            text = QT_TRANSLATE_NOOP("Log", "{player} raids the {ship} and keeps {kept}")
            return translated("Log", text).format(player=who, ship=where, kept=loot)
        card = choice.target
        role = N.role_name(state.role_cards[card], ed)
        coins = state.role_coins[card]
        if coins:
            text = QT_TRANSLATE_NOOP("Log", "{player} swaps the {role} (+{doubloons})")
            return translated("Log", text).format(
                player=who, role=role, doubloons=N.n_doubloons(coins, ed)
            )
        text = QT_TRANSLATE_NOOP("Log", "{player} swaps the {role}")
        return translated("Log", text).format(player=who, role=role)


# --------------------------------------------------------------------------- events


def swap_paid(owner: int, taker: int, kind: int, edition: int, names: Sequence[str]) -> str:
    text = QT_TRANSLATE_NOOP("Log", "{owner} gets {doubloons}: {player} took the swapped {role}")
    return translated("Log", text).format(
        owner=player_name(owner, names),
        doubloons=N.n_doubloons(SWAP_BONUS, edition),
        player=player_name(taker, names),
        role=N.role_name(kind, edition),
    )


def swap_played(owner: int, kind: int, edition: int, names: Sequence[str]) -> str:
    text = QT_TRANSLATE_NOOP(
        "Log", "Nobody took the swapped {role}: {player} plays it as the round ends"
    )
    return translated("Log", text).format(
        player=player_name(owner, names), role=N.role_name(kind, edition)
    )


def _swap_lines(
    before: GameState, after: GameState, seat: int, action: int, names: Sequence[str]
) -> list[Line]:
    card, owner = before.captured, before.wanted
    if card < 0:
        # the swap itself: when it was the round's last pick, the role is played at once
        decoded = A.decode(action) if before.phase == Phase.SMUGGLER else None
        if not (isinstance(decoded, A.Smuggle) and decoded.option == "swap"):
            return []
        card, owner = decoded.target, seat
    ed = before.config.edition
    kind = before.role_cards[card]
    chose = before.phase == Phase.ROLE and A.is_kind(action, "role") and A.card_of(action) == card
    if chose:
        if seat == before.wanted:
            return []  # the smuggler took it himself: it is simply used
        return [partial(swap_paid, before.wanted, seat, kind, ed, list(names))]
    played = after.is_terminal() or after.round != before.round
    if before.role_taken[card] < 0 and (played or after.role_taken[card] == owner):
        return [partial(swap_played, owner, kind, ed, list(names))]
    return []


def _smuggler_events(
    before: GameState, after: GameState, seat: int, action: int, names: Sequence[str]
) -> list[Line]:
    if not before.config.expansions or not before.config.has("smuggler"):
        return []
    return _swap_lines(before, after, seat, action, names)


EVENTS.append(_smuggler_events)

register(
    SmugglerPresenter(
        phases=(Phase.SMUGGLER,),
        ask=QT_TRANSLATE_NOOP("Refusals", "choose what the {smuggler} does"),
        others=QT_TRANSLATE_NOOP("Prompt", "{player} is choosing what the {smuggler} does …"),
        reasons={
            Why.SMUGGLER_WANTED: Template(
                "Refusals",
                QT_TRANSLATE_NOOP(
                    "Refusals",
                    "You hold the wanted poster: someone else must take the {smuggler} before "
                    "you may take it again.",
                ),
            ),
            Why.RAID_EMPTY_SHIP: Template(
                "Refusals",
                QT_TRANSLATE_NOOP(
                    "Refusals", "That cargo ship is empty: there is nothing to raid."
                ),
            ),
            Why.SWAP_SMUGGLER: Template(
                "Refusals",
                QT_TRANSLATE_NOOP("Refusals", "The {smuggler} card itself cannot be swapped."),
            ),
        },
    )
)
