"""The Captain: shipping goods, then the storage of what is left."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ...engine import actions as A
from ...engine.data import N_GOODS, STOREHOUSE, WHARF
from ...engine.reasons import Why
from ...engine.rules import loose_barrels_kept, shipment, warehouse_slots
from ...engine.state import GameState, Phase
from .. import names as N
from ..i18n import QT_TRANSLATE_NOOP
from .base import Button, Line, PhasePresenter, Template, listing, player_name, register, translated
from .small_wharf import describe_load, start_buttons, start_prompt


@dataclass
class CaptainPresenter(PhasePresenter):
    def prompt(self, state: GameState, seat: int, names: Sequence[str]) -> str:
        everything = state.legal_actions()
        legal = [a for a in everything if not A.is_kind(a, "guest")]
        if legal == [A.PASS]:
            text = QT_TRANSLATE_NOOP("Prompt", "You cannot ship anything; pass.")
        elif not any(A.is_kind(a, "ship") for a in legal):  # only the small wharf
            text = QT_TRANSLATE_NOOP("Prompt", "No cargo ship can take your goods.")
        elif any(A.is_kind(a, "ship") and A.ship_of(a) == A.WHARF_SHIP for a in legal):
            text = QT_TRANSLATE_NOOP(
                "Prompt",
                "Drag goods onto a cargo ship or your {wharf}. You must ship while you can.",
            )
        else:
            text = QT_TRANSLATE_NOOP(
                "Prompt", "Drag goods onto a cargo ship. You must ship while you can."
            )
        out = translated("Prompt", text).format(wharf=N.building_name(WHARF, state.config.edition))
        more = start_prompt(state, legal)
        return f"{out} {more}" if more else out

    def buttons(self, state: GameState, legal: frozenset[int], viewer: int) -> list[Button]:
        return start_buttons(state, legal) + super().buttons(state, legal, viewer)

    def pass_text(self, state: GameState, viewer: int) -> str:
        if state.players[viewer].owns(WHARF):
            return translated("Table", QT_TRANSLATE_NOOP("Table", "Ship nothing"))
        return super().pass_text(state, viewer)

    def describe(self, state: GameState, seat: int, action: int, names: Sequence[str]) -> str:
        if A.is_kind(action, "small_wharf"):
            return describe_load(state, seat, action, names)
        if not A.is_kind(action, "ship"):
            return super().describe(state, seat, action, names)
        ed = state.config.edition
        good, ship = A.good_of(action), A.ship_of(action)
        done = shipment(state, seat, good, ship)
        who = player_name(seat, names)
        goods = N.n_goods(done.barrels, good, ed)
        if done.doubloons:  # the lighthouse (expansion I)
            where = (
                N.building_name(WHARF, ed)
                if ship == A.WHARF_SHIP
                else translated("Log", QT_TRANSLATE_NOOP("Log", "{size}-ship")).format(
                    size=state.ship_cap[ship]
                )
            )
            return translated(
                "Log",
                QT_TRANSLATE_NOOP(
                    "Log", "{player} ships {goods} on the {where} (+{vp}, +{doubloons})"
                ),
            ).format(
                player=who,
                goods=goods,
                where=where,
                vp=N.n_vp(done.vp),
                doubloons=N.n_doubloons(done.doubloons, ed),
            )
        if ship == A.WHARF_SHIP:
            return translated(
                "Log", QT_TRANSLATE_NOOP("Log", "{player} ships {goods} on the {wharf} (+{vp})")
            ).format(player=who, goods=goods, wharf=N.building_name(WHARF, ed), vp=N.n_vp(done.vp))
        return translated(
            "Log", QT_TRANSLATE_NOOP("Log", "{player} ships {goods} on the {size}-ship (+{vp})")
        ).format(player=who, goods=goods, size=state.ship_cap[ship], vp=N.n_vp(done.vp))

    def pass_line(self, state: GameState, who: str) -> str:
        return translated("Log", QT_TRANSLATE_NOOP("Log", "{player} ships nothing")).format(
            player=who
        )

    def log_line(
        self, state: GameState, seat: int, action: int, forced: bool, names: Sequence[str]
    ) -> Line | None:
        if A.is_kind(action, "small_wharf"):
            return None  # the first barrel of a small-wharf shipment: told when it sails
        return super().log_line(state, seat, action, forced, names)


@dataclass
class StoragePresenter(PhasePresenter):
    def prompt(self, state: GameState, seat: int, names: Sequence[str]) -> str:
        w = N.words(state.config.edition)
        p = state.players[seat]
        slots = warehouse_slots(p)
        loose = loose_barrels_kept(p)
        if loose > 1:  # the storehouse (expansion I)
            if slots:
                text = QT_TRANSLATE_NOOP(
                    "Prompt",
                    "Choose what to keep — up to {n} loose {barrels} with your "
                    "{building}, plus all {barrels} of the kinds in your warehouses. The rest "
                    "goes back.",
                )
            else:
                text = QT_TRANSLATE_NOOP(
                    "Prompt",
                    "Choose what to keep — up to {n} {barrels} with your {building}. "
                    "The rest goes back.",
                )
            return translated("Prompt", text).format(
                n=loose, building=N.building_name(STOREHOUSE, state.config.edition), **w
            )
        if slots:
            return N.tr_plural(
                "Prompt",
                "Choose what to keep — one {barrel}, plus all {barrels} of %n kind(s) in your "
                "warehouses. The rest goes back.",
                slots,
            ).format(**w)
        return translated(
            "Prompt",
            QT_TRANSLATE_NOOP("Prompt", "Choose the one {barrel} you keep. The rest goes back."),
        ).format(**w)

    def buttons(self, state: GameState, legal: frozenset[int], viewer: int) -> list[Button]:
        return []  # the storage panel has its own button

    def describe(self, state: GameState, seat: int, action: int, names: Sequence[str]) -> str:
        choice = A.decode(action)
        if isinstance(choice, A.Store):
            mask = choice.warehouse_mask
            loose = tuple(1 if g == choice.keep else 0 for g in range(N_GOODS))
        elif isinstance(choice, A.StoreMore):  # the storehouse (expansion I)
            mask, loose = choice.warehouse_mask, choice.kept
        else:
            return super().describe(state, seat, action, names)
        ed = state.config.edition
        goods = state.players[seat].goods
        kept, lost = [], 0
        for g in range(N_GOODS):
            if not goods[g]:
                continue
            if mask >> g & 1:
                kept.append(N.n_goods(goods[g], g, ed))
            elif loose[g]:
                kept.append(N.n_goods(loose[g], g, ed))
                lost += goods[g] - loose[g]
            else:
                lost += goods[g]
        who = player_name(seat, names)
        barrels = N.n_barrels(lost, ed)
        if kept and lost:
            return translated(
                "Log", QT_TRANSLATE_NOOP("Log", "{player} keeps {kept} and returns {barrels}")
            ).format(player=who, kept=listing(kept), barrels=barrels)
        if kept:
            return translated("Log", QT_TRANSLATE_NOOP("Log", "{player} keeps {kept}")).format(
                player=who, kept=listing(kept)
            )
        if lost:
            return translated("Log", QT_TRANSLATE_NOOP("Log", "{player} returns {barrels}")).format(
                player=who, barrels=barrels
            )
        return translated("Log", QT_TRANSLATE_NOOP("Log", "{player} has no goods to store")).format(
            player=who
        )

    def log_line(
        self, state: GameState, seat: int, action: int, forced: bool, names: Sequence[str]
    ) -> Line | None:
        if forced and not any(state.players[seat].goods):
            return None  # nothing to keep: not worth a line
        return super().log_line(state, seat, action, forced, names)


register(
    CaptainPresenter(
        phases=(Phase.CAPTAIN,),
        ask=QT_TRANSLATE_NOOP("Refusals", "ship goods"),
        others=QT_TRANSLATE_NOOP("Prompt", "{player} is loading goods …"),
        reasons={
            Why.MUST_SHIP: Template(
                "Refusals", QT_TRANSLATE_NOOP("Refusals", "Whoever can load goods must load them.")
            ),
            Why.NO_WHARF: Template(
                "Refusals", QT_TRANSLATE_NOOP("Refusals", "You have no manned {building}.")
            ),
            Why.WHARF_USED: Template(
                "Refusals",
                QT_TRANSLATE_NOOP("Refusals", "The {building} sails once per {role_phase}."),
            ),
            Why.NO_SUCH_SHIP: Template(
                "Refusals", QT_TRANSLATE_NOOP("Refusals", "There is no such ship.")
            ),
            Why.SHIP_CARRIES_OTHER: Template(
                "Refusals",
                QT_TRANSLATE_NOOP(
                    "Refusals", "That ship carries {good}: one kind of good per ship."
                ),
            ),
            Why.OTHER_SHIP_CARRIES: Template(
                "Refusals",
                QT_TRANSLATE_NOOP(
                    "Refusals", "Another ship already carries {good}: it must go there."
                ),
            ),
            Why.SHIP_FULL: Template(
                "Refusals", QT_TRANSLATE_NOOP("Refusals", "That ship is full.")
            ),
            Why.LOAD_MORE: Template(
                "Refusals",
                QT_TRANSLATE_NOOP(
                    "Refusals",
                    "Load as much {good} as you can: a ship with more room must take it.",
                ),
            ),
            Why.IDLE_NO_GOODS_TO_SHIP: Template(
                "Advice",
                QT_TRANSLATE_NOOP("Advice", "You have no goods to ship."),
            ),
            Why.IDLE_NO_SHIP_TAKES: Template(
                "Advice", QT_TRANSLATE_NOOP("Advice", "No ship can take any of your goods.")
            ),
        },
    )
)
register(
    StoragePresenter(
        phases=(Phase.STORAGE,),
        ask=QT_TRANSLATE_NOOP("Refusals", "choose what to keep"),
        others=QT_TRANSLATE_NOOP("Prompt", "{player} is choosing what to keep …"),
        reasons={
            Why.STORAGE_RULE: Template(
                "Refusals",
                QT_TRANSLATE_NOOP(
                    "Refusals",
                    "Keep one {barrel}, plus whole kinds in your manned warehouses — no more, no less.",
                ),
            ),
            Why.STORE_ONLY_AFTER_CAPTAIN: Template(
                "Table",
                QT_TRANSLATE_NOOP("Table", "Goods are stored only after the {role_phase}."),
            ),
        },
    )
)
