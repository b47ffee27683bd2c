"""Sentences about the game: the log line of an action, the prompt that says what to do
next, and the tooltips of buildings, roles and table zones.

Every sentence is English source text run through ``QCoreApplication.translate``
with ``{placeholders}`` filled by ``str.format`` *after* translation, so that a
translator sees (and may reorder) the placeholders.  Names of roles, buildings,
goods and the words that differ between the editions come from :mod:`.names`.

The tooltips are the team's own words: short, about what a building or role does
for *you*, never quotations from a rulebook.

Contexts: ``Log`` (what happened), ``Prompt`` (what to do), ``Tips`` (tooltips),
``Phases`` (phase titles).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from ..engine import actions as A
from ..engine.data import (
    BUILDINGS,
    HACIENDA,
    HARBOR,
    HOSPICE,
    N_GOODS,
    QUARRY,
    UNIVERSITY,
    WHARF,
    BuildingKind,
    Edition,
    Role,
)
from ..engine.data import (
    CONSTRUCTION_HUT as CONSTRUCTION_HUT_ID,
)
from ..engine.phases.builder import build_cost
from ..engine.phases.captain import warehouse_slots
from ..engine.phases.mayor import in_hand
from ..engine.phases.trader import sale_price
from ..engine.reasons import Why
from ..engine.state import GameState, Phase
from . import names as N


def _t(ctx: str, text: str) -> str:
    return QCoreApplication.translate(ctx, text)


def player_name(seat: int, names: Sequence[str] | None = None) -> str:
    if names is not None and 0 <= seat < len(names) and names[seat]:
        return names[seat]
    return _t("Log", QT_TRANSLATE_NOOP("Log", "Player {n}")).format(n=seat + 1)


def _words(edition: Edition | int) -> dict[str, str]:
    """The edition's words for the placeholders used in tooltips and prompts."""
    ed = edition
    return {
        "colonist": N.term("colonist", ed),
        "colonists": N.term("colonists", ed),
        "Colonists": N.term("Colonists", ed),
        "doubloon": N.term("doubloon", ed),
        "doubloons": N.term("doubloons", ed),
        "plantation": N.term("plantation", ed),
        "plantations": N.term("plantations_word", ed),  # in a sentence; German keeps its capital
        "ship": N.term("colonist_ship", ed),
        "san_juan": N.term("san_juan", ed),
        "Doubloons": N.term("Doubloons", ed),
        "island": N.term("island_word", ed),
        "city": N.term("city_word", ed),
        "violet": N.term("violet", ed),
        "indigo": N.good_word(1, ed),
        "settler": N.role_name(Role.SETTLER, ed),
        "mayor": N.role_name(Role.MAYOR, ed),
        "builder": N.role_name(Role.BUILDER, ed),
        "craftsman": N.role_name(Role.CRAFTSMAN, ed),
        "trader": N.role_name(Role.TRADER, ed),
        "captain": N.role_name(Role.CAPTAIN, ed),
        "prospector": N.role_name(Role.PROSPECTOR, ed),
        "small_market": N.building_name(6, ed),
        "wharf": N.building_name(WHARF, ed),
        "noble": N.term("noble", ed),
        "nobles": N.term("nobles", ed),
        "barrel": N.term("barrel", ed),
        "barrels": N.term("barrels", ed),
    }


# =========================================================================== log lines


def describe_action(
    state: GameState, seat: int, action: int, names: Sequence[str] | None = None
) -> str:
    """What ``action`` by ``seat`` does, in words, judged on the state *before* it.

    "Anna takes the Builder (+2 doubloons)", "Benno ships 3 corn on the 6-ship (+4 VP)".
    """
    ed = state.config.edition
    who = player_name(seat, names)
    p = state.players[seat]
    w = _words(ed)
    try:
        v = A.decode(action)
    except ValueError:
        return _t("Log", QT_TRANSLATE_NOOP("Log", "{player}: unknown action {action}")).format(
            player=who, action=action
        )
    match v:
        case A.ChooseRole(card):
            kind = state.role_cards[card]
            coins = state.role_coins[card]
            role = N.role_name(kind, ed)
            if kind == Role.PROSPECTOR:
                return _t(
                    "Log", QT_TRANSLATE_NOOP("Log", "{player} takes the {role} (+{doubloons})")
                ).format(player=who, role=role, doubloons=N.n_doubloons(coins + 1, ed))
            if coins:
                return _t(
                    "Log", QT_TRANSLATE_NOOP("Log", "{player} takes the {role} (+{doubloons})")
                ).format(player=who, role=role, doubloons=N.n_doubloons(coins, ed))
            return _t("Log", QT_TRANSLATE_NOOP("Log", "{player} takes the {role}")).format(
                player=who, role=role
            )
        case A.TakeTile(tile):
            return _t("Log", QT_TRANSLATE_NOOP("Log", "{player} takes {tile}")).format(
                player=who, tile=N.tile_phrase(tile, ed)
            )
        case A.HaciendaDraw():
            building = N.building_name(HACIENDA, ed)
            if state.pile:
                return _t(
                    "Log",
                    QT_TRANSLATE_NOOP(
                        "Log", "{player} draws {tile} from the face-down pile ({building})"
                    ),
                ).format(player=who, tile=N.tile_phrase(state.pile[-1], ed), building=building)
            return _t(
                "Log",
                QT_TRANSLATE_NOOP("Log", "{player} draws a face-down {plantation} ({building})"),
            ).format(player=who, plantation=w["plantation"], building=building)
        case A.BonusColonist(HOSPICE):
            return _t(
                "Log",
                QT_TRANSLATE_NOOP("Log", "{player} puts a {colonist} on the new tile ({building})"),
            ).format(player=who, colonist=w["colonist"], building=N.building_name(HOSPICE, ed))
        case A.MayorExtraColonist():
            return _t(
                "Log",
                QT_TRANSLATE_NOOP(
                    "Log", "{player} takes one extra {colonist} ({role}'s privilege)"
                ),
            ).format(player=who, colonist=w["colonist"], role=w["mayor"])
        case A.BonusColonist():
            return _t(
                "Log",
                QT_TRANSLATE_NOOP(
                    "Log", "{player} puts a {colonist} into the new building ({building})"
                ),
            ).format(player=who, colonist=w["colonist"], building=N.building_name(UNIVERSITY, ed))
        case A.CraftsmanBonus(good):
            return _t(
                "Log",
                QT_TRANSLATE_NOOP("Log", "{player} takes one more {good} ({role}'s privilege)"),
            ).format(player=who, good=N.good_word(good, ed), role=w["craftsman"])
        case A.Sell(good):
            price = sale_price(state, seat, good)
            return _t(
                "Log", QT_TRANSLATE_NOOP("Log", "{player} sells {good} for {doubloons}")
            ).format(player=who, good=N.good_word(good, ed), doubloons=N.n_doubloons(price, ed))
        case A.Ship(good, ship):
            have = p.goods[good]
            if ship == A.WHARF_SHIP:
                amount = have
            else:
                room = state.ship_cap[ship] - state.ship_load[ship]
                amount = min(have, room)
            vp = amount + (1 if p.bocc[HARBOR] > 0 else 0)
            if seat == state.role_player and not state.captain_shipped:
                vp += 1
            if ship == A.WHARF_SHIP:
                return _t(
                    "Log", QT_TRANSLATE_NOOP("Log", "{player} ships {goods} on the {wharf} (+{vp})")
                ).format(
                    player=who,
                    goods=N.n_goods(amount, good, ed),
                    wharf=N.building_name(WHARF, ed),
                    vp=N.n_vp(vp),
                )
            return _t(
                "Log", QT_TRANSLATE_NOOP("Log", "{player} ships {goods} on the {size}-ship (+{vp})")
            ).format(
                player=who,
                goods=N.n_goods(amount, good, ed),
                size=state.ship_cap[ship],
                vp=N.n_vp(vp),
            )
        case A.PlaceOnTile(tile):
            return _t(
                "Log", QT_TRANSLATE_NOOP("Log", "{player} places a {colonist} on {tile}")
            ).format(player=who, colonist=w["colonist"], tile=N.tile_phrase(tile, ed))
        case A.PlaceOnBuilding(building):
            return _t(
                "Log", QT_TRANSLATE_NOOP("Log", "{player} places a {colonist} in the {building}")
            ).format(player=who, colonist=w["colonist"], building=N.building_name(building, ed))
        case A.Build(building):
            cost = build_cost(state, seat, building)
            if cost == 0:
                return _t(
                    "Log", QT_TRANSLATE_NOOP("Log", "{player} builds the {building} for free")
                ).format(player=who, building=N.building_name(building, ed))
            return _t(
                "Log", QT_TRANSLATE_NOOP("Log", "{player} builds the {building} for {doubloons}")
            ).format(
                player=who,
                building=N.building_name(building, ed),
                doubloons=N.n_doubloons(cost, ed),
            )
        case A.Store(mask, keep):
            return _describe_store(state, seat, mask, keep, who)
        case A.Pass():
            return _describe_pass(state, who)
    return who  # pragma: no cover


def _describe_store(state: GameState, seat: int, mask: int, keep: int, who: str) -> str:
    ed = state.config.edition
    goods = state.players[seat].goods
    kept, lost = [], 0
    for g in range(N_GOODS):
        if not goods[g]:
            continue
        if mask >> g & 1:
            kept.append(N.n_goods(goods[g], g, ed))
        elif g == keep:
            kept.append(N.n_goods(1, g, ed))
            lost += goods[g] - 1
        else:
            lost += goods[g]
    sep = _t("Log", QT_TRANSLATE_NOOP("Log", ", "))
    barrels = N.n_barrels(lost, ed)
    if kept and lost:
        return _t(
            "Log", QT_TRANSLATE_NOOP("Log", "{player} keeps {kept} and returns {barrels}")
        ).format(player=who, kept=sep.join(kept), barrels=barrels)
    if kept:
        return _t("Log", QT_TRANSLATE_NOOP("Log", "{player} keeps {kept}")).format(
            player=who, kept=sep.join(kept)
        )
    if lost:
        return _t("Log", QT_TRANSLATE_NOOP("Log", "{player} returns {barrels}")).format(
            player=who, barrels=barrels
        )
    return _t("Log", QT_TRANSLATE_NOOP("Log", "{player} has no goods to store")).format(player=who)


def _describe_pass(state: GameState, who: str) -> str:
    ed = state.config.edition
    w = _words(ed)
    phase = state.phase
    if phase == Phase.SETTLER:
        text = QT_TRANSLATE_NOOP("Log", "{player} takes no {plantation}")
    elif phase == Phase.BUILDER:
        text = QT_TRANSLATE_NOOP("Log", "{player} builds nothing")
    elif phase == Phase.TRADER:
        text = QT_TRANSLATE_NOOP("Log", "{player} sells nothing")
    elif phase == Phase.CAPTAIN:
        text = QT_TRANSLATE_NOOP("Log", "{player} ships nothing")
    elif phase == Phase.CRAFTSMAN:
        text = QT_TRANSLATE_NOOP("Log", "{player} takes no extra good")
    elif phase in (Phase.HOSPICE, Phase.UNIVERSITY, Phase.MAYOR_EXTRA):
        text = QT_TRANSLATE_NOOP("Log", "{player} does without the extra {colonist}")
    else:
        text = QT_TRANSLATE_NOOP("Log", "{player} passes")
    return _t("Log", text).format(player=who, plantation=w["plantation"], colonist=w["colonist"])


def is_placement(action: int) -> bool:
    """A Mayor placement (a colonist put on a tile or into a building)?"""
    return A.PLACE <= action < A.BUILD


def completes_placement(state: GameState, action: int) -> bool:
    """Is ``action`` (in ``state``, the state before it) the last placement of the
    current player's Mayor arrangement?  Every placement puts one of the colonists
    still to place; the player is done when none is left."""
    return state.phase == Phase.MAYOR and is_placement(action) and state.mayor_left == 1


def describe_placements(
    state: GameState, seat: int, action: int, names: Sequence[str] | None = None
) -> str:
    """The whole Mayor arrangement of ``seat`` in one line, written from the state before
    its last placement ``action``: "Dirk places 5 colonists: 2 × Tobacco plantation,
    Quarry, Indigo Plant (2)".  The game log folds a player's placements into this line."""
    ed = state.config.edition
    p = state.players[seat]
    tiles = list(p.plant_occ)
    bocc = {b: p.bocc[b] for b in p.buildings}
    if is_placement(action):
        target = action - A.PLACE
        if target < A.BUILDING_TARGET:
            tiles[target] += 1
        else:
            b = target - A.BUILDING_TARGET
            bocc[b] = bocc.get(b, 0) + 1
    # 2 tiles of a kind; 2 in one building (no-break spaces: the count stays with its place)
    tiles_n = _t("Log", QT_TRANSLATE_NOOP("Log", "{n}\u00a0× {place}"))
    building_n = _t("Log", QT_TRANSLATE_NOOP("Log", "{place}\u00a0({n})"))
    parts: list[str] = []
    for k, n in enumerate(tiles):
        if n:
            place = N.tile_name(k, ed)
            parts.append(place if n == 1 else tiles_n.format(n=n, place=place))
    for b, n in bocc.items():
        if n:
            place = N.building_name(b, ed)
            parts.append(place if n == 1 else building_n.format(n=n, place=place))
    total = sum(tiles) + sum(bocc.values())
    if p.san_juan:
        parts.append(
            _t("Log", QT_TRANSLATE_NOOP("Log", "{san_juan}: {n}")).format(
                san_juan=N.term("san_juan", ed), n=p.san_juan
            )
        )
        total += p.san_juan
    sep = _t("Log", QT_TRANSLATE_NOOP("Log", ", "))
    # {colonists}: the word for one (German: the accusative "Kolonisten") or for several
    return _t("Log", QT_TRANSLATE_NOOP("Log", "{player} places {n} {colonists}: {places}")).format(
        player=player_name(seat, names),
        n=total,
        colonists=N.term("colonist" if total == 1 else "colonists", ed),
        places=sep.join(parts),
    )


# =========================================================================== phases

_PHASE_TITLES = {
    Phase.ROLE: QT_TRANSLATE_NOOP("Phases", "Choosing a role"),
    Phase.GAME_OVER: QT_TRANSLATE_NOOP("Phases", "Game over"),
}


def phase_title(state: GameState) -> str:
    """ "Round 3 · Builder" — the round and the role being played (or role choice)."""
    ed = state.config.edition
    round_text = N.term("round", ed).replace("%1", str(state.round))
    if state.phase in _PHASE_TITLES:
        what = _t("Phases", _PHASE_TITLES[Phase(state.phase)])
    elif state.role >= 0:
        what = _t("Phases", QT_TRANSLATE_NOOP("Phases", "{role} phase")).format(
            role=N.role_name(state.role, ed)
        )
    else:  # pragma: no cover - every other phase belongs to a role
        what = ""
    if state.phase == Phase.GAME_OVER:
        return what
    title = _t("Phases", QT_TRANSLATE_NOOP("Phases", "{round} · {what}")).format(
        round=round_text, what=what
    )
    if state.end_triggered:
        title = _t("Phases", QT_TRANSLATE_NOOP("Phases", "{title} · last round")).format(
            title=title
        )
    return title


def describe_production(
    before: GameState, after: GameState, seat: int, names: Sequence[str] | None = None
) -> str | None:
    """ "Benno produces 1 corn, 2 indigo": what ``seat`` got when the Craftsman was taken
    (``before``/``after``: the states around the role choice), or None for nothing.
    Production has no step of its own, so the log says it in words."""
    ed = before.config.edition
    got = [
        N.n_goods(n, good, ed)
        for good, (was, now) in enumerate(
            zip(before.players[seat].goods, after.players[seat].goods, strict=True)
        )
        if (n := now - was) > 0
    ]
    if not got:
        return None
    return _t("Log", QT_TRANSLATE_NOOP("Log", "{player} produces {goods}")).format(
        player=player_name(seat, names), goods=_t("Log", QT_TRANSLATE_NOOP("Log", ", ")).join(got)
    )


def describe_no_production() -> str:
    return _t("Log", QT_TRANSLATE_NOOP("Log", "Nobody produces anything"))


def describe_game_end_trigger(
    before: GameState, seat: int, names: Sequence[str] | None = None
) -> str:
    """Why this is the last round, said the moment it happens (``before``: the state
    before the step that triggered the end, ``seat``: who made that step)."""
    ed = before.config.edition
    w = _words(ed)
    if before.phase == Phase.BUILDER:
        text = QT_TRANSLATE_NOOP(
            "Log", "{player}'s {city} is full: the game ends after this round."
        )
    elif before.phase == Phase.CAPTAIN:
        text = QT_TRANSLATE_NOOP(
            "Log", "The victory point chips are used up: the game ends after this round."
        )
    else:
        text = QT_TRANSLATE_NOOP(
            "Log", "The {ship} can no longer be filled: the game ends after this round."
        )
    return _t("Log", text).format(player=player_name(seat, names), city=w["city"], ship=w["ship"])


def round_heading(
    round_no: int, governor: int, edition: Edition | int, names: Sequence[str] | None = None
) -> str:
    """ "Round 4 · Governor: Carla" — the game log's heading as a round begins, so that
    a long log reads round by round."""
    return _t("Log", QT_TRANSLATE_NOOP("Log", "{round} · {governor}: {name}")).format(
        round=N.term("round", edition).replace("%1", str(round_no)),
        governor=N.term("governor", edition),
        name=player_name(governor, names),
    )


def phase_prompt(state: GameState, viewer_seat: int, names: Sequence[str] | None = None) -> str:
    """Whose turn it is, and what to do next, in plain words.

    For the viewer: an instruction ("Your turn: drag a building into your city …");
    for another seat: what they are doing ("Benno is choosing a role …").
    """
    ed = state.config.edition
    w = _words(ed)
    if state.phase == Phase.GAME_OVER:
        return _game_over_prompt(state, names)
    seat = state.current
    who = player_name(seat, names)
    if seat != viewer_seat:
        return _others_prompt(state, who, w)
    p = state.players[seat]
    legal = state.legal_actions()
    phase = state.phase
    if phase == Phase.ROLE:
        text = QT_TRANSLATE_NOOP(
            "Prompt",
            "Your turn, {player}: choose a role card. {Doubloons} lying on a card are yours if you take it.",
        )
        return _t("Prompt", text).format(player=who, Doubloons=w["Doubloons"])
    if phase == Phase.SETTLER:
        extra = []
        if A.TAKE + QUARRY in legal:
            extra.append(
                _t("Prompt", QT_TRANSLATE_NOOP("Prompt", "A quarry is allowed for you too."))
            )
        if A.HACIENDA_DRAW in legal:
            extra.append(
                _t(
                    "Prompt",
                    QT_TRANSLATE_NOOP(
                        "Prompt", "Your {building} lets you first draw a face-down tile."
                    ),
                ).format(building=N.building_name(HACIENDA, ed))
            )
        text = _t(
            "Prompt",
            QT_TRANSLATE_NOOP(
                "Prompt",
                "Your turn: drag a tile from the offer onto your {island} (or double-click it), or pass.",
            ),
        ).format(plantation=w["plantation"], island=w["island"])
        return " ".join([text, *extra])
    if phase == Phase.HOSPICE:
        return _t(
            "Prompt",
            QT_TRANSLATE_NOOP(
                "Prompt", "Your {building}: put a {colonist} from the supply on your new tile?"
            ),
        ).format(building=N.building_name(HOSPICE, ed), colonist=w["colonist"])
    if phase == Phase.MAYOR_EXTRA:
        return _t(
            "Prompt",
            QT_TRANSLATE_NOOP(
                "Prompt", "{role}'s privilege: take one extra {colonist} from the supply?"
            ),
        ).format(role=w["mayor"], colonist=w["colonist"])
    if phase == Phase.MAYOR:
        return _t(
            "Prompt",
            QT_TRANSLATE_NOOP(
                "Prompt",
                "Your turn: arrange your {n}. Drag them between the {san_juan} space and the circles of your "
                "tiles and buildings, then press Done. No {colonist} may wait while a circle is empty.",
            ),
        ).format(
            # all of them: those still to place and any already placed this turn
            n=N.n_colonists(p.colonists() + in_hand(state, seat), ed),
            san_juan=w["san_juan"],
            colonist=w["colonist"],
        )
    if phase == Phase.BUILDER:
        if len(legal) == 1:
            text = QT_TRANSLATE_NOOP("Prompt", "Your turn: you cannot afford a building; pass.")
        else:
            text = QT_TRANSLATE_NOOP(
                "Prompt",
                "Your turn: drag a building from the market into your {city} (you have {doubloons}), or pass.",
            )
        return _t("Prompt", text).format(city=w["city"], doubloons=N.n_doubloons(p.doubloons, ed))
    if phase == Phase.UNIVERSITY:
        return _t(
            "Prompt",
            QT_TRANSLATE_NOOP(
                "Prompt", "Your {building}: put a {colonist} from the supply into the new building?"
            ),
        ).format(building=N.building_name(UNIVERSITY, ed), colonist=w["colonist"])
    if phase == Phase.CRAFTSMAN:
        return _t(
            "Prompt",
            QT_TRANSLATE_NOOP(
                "Prompt",
                "{role}'s privilege: choose one more {barrel} of a kind you just produced.",
            ),
        ).format(role=w["craftsman"], barrel=w["barrel"])
    if phase == Phase.TRADER:
        if len(legal) == 1:
            text = QT_TRANSLATE_NOOP(
                "Prompt", "Your turn: you have nothing the trading house takes; pass."
            )
        else:
            text = QT_TRANSLATE_NOOP(
                "Prompt",
                "Your turn: drag one of your goods into the trading house to sell it, or pass.",
            )
        return _t("Prompt", text)
    if phase == Phase.CAPTAIN:
        if legal == [A.PASS]:
            text = QT_TRANSLATE_NOOP("Prompt", "Your turn: you cannot ship anything; pass.")
        elif p.bocc[WHARF] > 0 and any(
            A.decode(a).ship == A.WHARF_SHIP for a in legal if a != A.PASS
        ):
            text = QT_TRANSLATE_NOOP(
                "Prompt",
                "Your turn: drag goods onto a cargo ship or your {wharf}. You must ship while you can.",
            )
        else:
            text = QT_TRANSLATE_NOOP(
                "Prompt", "Your turn: drag goods onto a cargo ship. You must ship while you can."
            )
        return _t("Prompt", text).format(wharf=N.building_name(WHARF, ed))
    if phase == Phase.STORAGE:
        slots = warehouse_slots(p)
        if slots:
            return N.tr_plural(
                "Prompt",
                "Your turn: choose what to keep — one {barrel}, plus all {barrels} of %n kind(s) in your "
                "warehouses. The rest goes back.",
                slots,
            ).format(**w)
        return _t(
            "Prompt",
            QT_TRANSLATE_NOOP(
                "Prompt", "Your turn: choose the one {barrel} you keep. The rest goes back."
            ),
        ).format(**w)
    return ""  # pragma: no cover


def _others_prompt(state: GameState, who: str, w: dict[str, str]) -> str:
    phase = state.phase
    texts = {
        Phase.ROLE: QT_TRANSLATE_NOOP("Prompt", "{player} is choosing a role …"),
        Phase.SETTLER: QT_TRANSLATE_NOOP("Prompt", "{player} is choosing a tile …"),
        Phase.HOSPICE: QT_TRANSLATE_NOOP("Prompt", "{player} is deciding on an extra {colonist} …"),
        Phase.MAYOR_EXTRA: QT_TRANSLATE_NOOP(
            "Prompt", "{player} is deciding on an extra {colonist} …"
        ),
        Phase.MAYOR: QT_TRANSLATE_NOOP("Prompt", "{player} is arranging {colonists} …"),
        Phase.BUILDER: QT_TRANSLATE_NOOP("Prompt", "{player} is choosing a building …"),
        Phase.UNIVERSITY: QT_TRANSLATE_NOOP(
            "Prompt", "{player} is deciding on an extra {colonist} …"
        ),
        Phase.CRAFTSMAN: QT_TRANSLATE_NOOP("Prompt", "{player} is choosing an extra good …"),
        Phase.TRADER: QT_TRANSLATE_NOOP("Prompt", "{player} is deciding what to sell …"),
        Phase.CAPTAIN: QT_TRANSLATE_NOOP("Prompt", "{player} is loading goods …"),
        Phase.STORAGE: QT_TRANSLATE_NOOP("Prompt", "{player} is choosing what to keep …"),
    }
    text = texts.get(Phase(phase), QT_TRANSLATE_NOOP("Prompt", "{player} is thinking …"))
    return _t("Prompt", text).format(player=who, **w)


def _game_over_prompt(state: GameState, names: Sequence[str] | None) -> str:
    from ..engine.scoring import score_breakdown, winners

    won = winners(state)
    scores = score_breakdown(state)
    best = scores[won[0]].total
    if len(won) == 1:
        return _t(
            "Prompt", QT_TRANSLATE_NOOP("Prompt", "The game is over: {player} wins with {vp}.")
        ).format(player=player_name(won[0], names), vp=N.n_vp(best))
    sep = _t("Log", QT_TRANSLATE_NOOP("Log", ", "))
    return _t(
        "Prompt",
        QT_TRANSLATE_NOOP("Prompt", "The game is over: {players} share the win with {vp}."),
    ).format(players=sep.join(player_name(s, names) for s in won), vp=N.n_vp(best))


# =========================================================================== tooltips

_ROLE_TIPS = {
    Role.SETTLER: QT_TRANSLATE_NOOP(
        "Tips",
        "Everyone, the {settler} first, adds one face-up {plantation} to their {island}. "
        "The {settler} may take a quarry instead.",
    ),
    Role.MAYOR: QT_TRANSLATE_NOOP(
        "Tips",
        "The {colonists} on the {ship} are handed out round the table, and everyone places all "
        "of theirs anew. The {mayor} gets one extra {colonist} from the supply.",
    ),
    Role.BUILDER: QT_TRANSLATE_NOOP(
        "Tips",
        "Everyone may buy one building for their {city}. The {builder} pays one less; every "
        "manned quarry takes one more off (up to the building's column).",
    ),
    Role.CRAFTSMAN: QT_TRANSLATE_NOOP(
        "Tips",
        "Everyone's manned {plantations} and production buildings turn out goods. The {craftsman} "
        "then takes one more {barrel} of a kind just produced.",
    ),
    Role.TRADER: QT_TRANSLATE_NOOP(
        "Tips",
        "Everyone may sell one good to the trading house, which holds four goods of different "
        "kinds. The {trader} earns one {doubloon} more.",
    ),
    Role.CAPTAIN: QT_TRANSLATE_NOOP(
        "Tips",
        "Goods go onto the cargo ships, round after round, until nobody can load any more: one VP "
        "per {barrel}. The {captain} gets one more VP for the first load. Afterwards most "
        "leftover goods spoil.",
    ),
    Role.PROSPECTOR: QT_TRANSLATE_NOOP(
        "Tips", "Nobody else acts: the {prospector} simply takes one {doubloon} from the bank."
    ),
}


def role_tooltip(kind: int, edition: Edition | int = Edition.CLASSIC, coins: int = 0) -> str:
    w = _words(edition)
    body = _t("Tips", _ROLE_TIPS[Role(kind)]).format(**w)
    lines = [f"<b>{N.role_name(kind, edition)}</b>", body]
    if coins:
        lines.append(
            _t(
                "Tips",
                QT_TRANSLATE_NOOP(
                    "Tips", "Whoever takes this card also gets the {doubloons} on it."
                ),
            ).format(doubloons=N.n_doubloons(coins, edition))
        )
    return "<br>".join(lines)


_BUILDING_TIPS = {
    "small_market": QT_TRANSLATE_NOOP(
        "Tips", "Each good you sell to the trading house earns one {doubloon} more."
    ),
    "large_market": QT_TRANSLATE_NOOP(
        "Tips",
        "Each good you sell to the trading house earns two {doubloons} more (adds up with the {small_market}).",
    ),
    "hacienda": QT_TRANSLATE_NOOP(
        "Tips",
        "In the {settler} phase, before your normal pick, you may add a random face-down {plantation} "
        "to your {island}.",
    ),
    "construction_hut": QT_TRANSLATE_NOOP(
        "Tips",
        "In the {settler} phase you may take a quarry instead of a face-up tile, whoever chose the role.",
    ),
    "small_warehouse": QT_TRANSLATE_NOOP(
        "Tips",
        "After the {captain} phase you keep all {barrels} of one kind, on top of the single {barrel} "
        "everyone keeps.",
    ),
    "large_warehouse": QT_TRANSLATE_NOOP(
        "Tips",
        "After the {captain} phase you keep all {barrels} of two kinds, on top of the single {barrel} "
        "everyone keeps.",
    ),
    "hospice": QT_TRANSLATE_NOOP(
        "Tips",
        "Every tile you take in the {settler} phase arrives with a {colonist} from the supply already on it.",
    ),
    "office": QT_TRANSLATE_NOOP(
        "Tips", "You may sell a kind of good the trading house already holds."
    ),
    "factory": QT_TRANSLATE_NOOP(
        "Tips",
        "When goods are produced, variety pays: 1 {doubloon} for two kinds, 2 for three, 3 for four, "
        "5 for all five.",
    ),
    "university": QT_TRANSLATE_NOOP(
        "Tips", "Every building you buy comes with a {colonist} from the supply already in it."
    ),
    "harbor": QT_TRANSLATE_NOOP("Tips", "Every load you put on a cargo ship earns one VP more."),
    "wharf": QT_TRANSLATE_NOOP(
        "Tips",
        "Your own ship without a size limit: once per {captain} phase, ship all {barrels} of one kind "
        "here instead of on a cargo ship.",
    ),
    "guild_hall": QT_TRANSLATE_NOOP(
        "Tips", "Game end: 1 VP per small and 2 VP per large production building in your {city}."
    ),
    "residence": QT_TRANSLATE_NOOP(
        "Tips",
        "Game end: 4 VP for up to 9 filled {island} spaces, 5 for 10, 6 for 11 and 7 for all 12.",
    ),
    "fortress": QT_TRANSLATE_NOOP("Tips", "Game end: 1 VP for every three {colonists} you own."),
    "customs_house": QT_TRANSLATE_NOOP(
        "Tips", "Game end: 1 VP for every four VP in chips you hold."
    ),
    "city_hall": QT_TRANSLATE_NOOP(
        "Tips", "Game end: 1 VP for every {violet} building in your {city}, this one included."
    ),
    "aqueduct": QT_TRANSLATE_NOOP(
        "Tips", "One {barrel} more when your large {indigo} or large sugar building produces."
    ),
    "forest_house": QT_TRANSLATE_NOOP(
        "Tips", "A face-down tile you take becomes forest; two forests make buildings one cheaper."
    ),
    "black_market": QT_TRANSLATE_NOOP(
        "Tips", "When buying, pay part of the price with a {colonist}, a good or a VP chip."
    ),
    "storehouse": QT_TRANSLATE_NOOP(
        "Tips", "After the {captain} phase you keep three more {barrels}."
    ),
    "guest_house": QT_TRANSLATE_NOOP(
        "Tips", "Two guests wait here and may move to a new tile or building later."
    ),
    "trading_post": QT_TRANSLATE_NOOP(
        "Tips", "Your own trading house: sell without filling the common one."
    ),
    "church": QT_TRANSLATE_NOOP("Tips", "Buying expensive buildings brings extra VP."),
    "small_wharf": QT_TRANSLATE_NOOP("Tips", "A small private ship: 1 VP for every two {barrels}."),
    "lighthouse": QT_TRANSLATE_NOOP("Tips", "Each load you ship earns a {doubloon}."),
    "specialty_factory": QT_TRANSLATE_NOOP("Tips", "Your largest production pays {doubloons}."),
    "library": QT_TRANSLATE_NOOP("Tips", "The privileges of the roles you choose count twice."),
    "union_hall": QT_TRANSLATE_NOOP(
        "Tips", "Pairs of equal goods bring VP in the {captain} phase."
    ),
    "statue": QT_TRANSLATE_NOOP("Tips", "A monument: 8 VP, needs no {colonist}."),
    "cloister": QT_TRANSLATE_NOOP("Tips", "Game end: VP for sets of three equal {island} tiles."),
    "land_office": QT_TRANSLATE_NOOP("Tips", "Buy or discard {plantations} in the {trader} phase."),
    "chapel": QT_TRANSLATE_NOOP("Tips", "Pays when goods are produced."),
    "hunting_lodge": QT_TRANSLATE_NOOP(
        "Tips", "Clear {plantations}; VP for the emptiest {island}."
    ),
    "zoning_office": QT_TRANSLATE_NOOP("Tips", "Makes buildings cheaper."),
    "royal_supplier": QT_TRANSLATE_NOOP("Tips", "Trade goods for VP before shipping."),
    "villa": QT_TRANSLATE_NOOP("Tips", "Brings a {noble} in the {mayor} phase."),
    "jeweler": QT_TRANSLATE_NOOP("Tips", "Pays for your {nobles} when goods are produced."),
    "royal_garden": QT_TRANSLATE_NOOP("Tips", "Game end: 1 VP per {noble}."),
}

_PRODUCTION_TIP = QT_TRANSLATE_NOOP(
    "Tips",
    "Turns the harvest of your manned {good} {plantations} into {barrels}: one {barrel} for each manned "
    "{good} {plantation} that a {colonist} here can process ({circles}).",
)


def building_effect(building: int, edition: Edition | int = Edition.CLASSIC) -> str:
    """What a building does, in one or two plain sentences."""
    b = BUILDINGS[building]
    w = _words(edition)
    if b.is_production:
        return _t("Tips", _PRODUCTION_TIP).format(
            good=N.good_word(b.produces, edition),
            circles=N.tr_plural("Tips", "%n circle(s)", b.circles),
            **w,
        )
    body = _t("Tips", _BUILDING_TIPS[b.id]).format(**w) if b.id in _BUILDING_TIPS else ""
    if b.circles and not b.is_large:
        body += " " + _t(
            "Tips", QT_TRANSLATE_NOOP("Tips", "Works only while a {colonist} is in it.")
        ).format(**w)
    return body.strip()


def building_tooltip(
    building: int,
    edition: Edition | int = Edition.CLASSIC,
    cost_for_you: int | None = None,
    copies_left: int | None = None,
) -> str:
    """Rich text: name, cost and VP and circles, then what the building does."""
    b = BUILDINGS[building]
    ed = edition
    w = _words(ed)
    lines = [f"<b>{N.building_name(building, ed)}</b>"]
    facts = _t(
        "Tips", QT_TRANSLATE_NOOP("Tips", "Costs {cost}, worth {vp} · {circles} · column {column}")
    ).format(
        cost=N.n_doubloons(b.cost, ed),
        vp=N.n_vp(b.vp),
        circles=N.tr_plural("Tips", "%n circle(s)", b.circles),
        column=b.column,
    )
    lines.append(facts)
    body = building_effect(building, ed)
    if body:
        lines.append(body)
    if b.is_large:
        lines.append(
            _t(
                "Tips",
                QT_TRANSLATE_NOOP(
                    "Tips",
                    "Large: takes two {city} spaces; the game-end bonus needs a {colonist} in it.",
                ),
            ).format(**w)
        )
    if cost_for_you is not None and cost_for_you != b.cost:
        lines.append(
            _t("Tips", QT_TRANSLATE_NOOP("Tips", "You would pay {cost} now.")).format(
                cost=N.n_doubloons(cost_for_you, ed)
            )
        )
    if copies_left is not None:
        lines.append(
            _t("Tips", QT_TRANSLATE_NOOP("Tips", "Left in the market: {n}")).format(n=copies_left)
        )
    return "<br>".join(lines)


ZONES = (
    "roles",
    "offer",
    "quarries",
    "pile",
    "colonist_ship",
    "colonist_supply",
    "market",
    "trading_house",
    "cargo_ships",
    "wharf",
    "vp_supply",
    "goods_supply",
    "island",
    "city",
    "san_juan",
    "goods",
    "doubloons",
    "vp_chips",
    "players",
)

_ZONE_TIPS = {
    "roles": QT_TRANSLATE_NOOP(
        "Tips",
        "The role cards. On your turn take one: everybody then does that action, you with a small "
        "advantage. Cards nobody took collect a {doubloon} each round.",
    ),
    "offer": QT_TRANSLATE_NOOP(
        "Tips",
        "Face-up {plantations} for the {settler} phase. What nobody takes is discarded afterwards.",
    ),
    "quarries": QT_TRANSLATE_NOOP(
        "Tips",
        "Quarries make buildings cheaper once a {colonist} works them. Only the {settler} may take one.",
    ),
    "pile": QT_TRANSLATE_NOOP(
        "Tips", "Face-down {plantations}: they refill the offer after each {settler} phase."
    ),
    "colonist_ship": QT_TRANSLATE_NOOP(
        "Tips",
        "These {colonists} arrive in the next {mayor} phase. Afterwards it is refilled with one for every "
        "empty building circle, at least one per player.",
    ),
    "colonist_supply": QT_TRANSLATE_NOOP(
        "Tips",
        "{colonists} still to come. When the {ship} can no longer be refilled, the game ends after the round.",
    ),
    "market": QT_TRANSLATE_NOOP(
        "Tips",
        "Buildings for sale, by column. Each player may own each building once. Manned quarries lower the "
        "price by up to the column number.",
    ),
    "trading_house": QT_TRANSLATE_NOOP(
        "Tips",
        "Four places, each kind of good only once. When all four are taken, it is emptied after the {trader} phase.",
    ),
    "cargo_ships": QT_TRANSLATE_NOOP(
        "Tips",
        "Each ship takes one kind of good, and no two ships the same kind. Full ships are unloaded after "
        "the {captain} phase; the others keep their cargo.",
    ),
    "wharf": QT_TRANSLATE_NOOP(
        "Tips", "Your private ship from the {wharf}: all {barrels} of one kind, once per phase."
    ),
    "vp_supply": QT_TRANSLATE_NOOP(
        "Tips",
        "Victory point chips still in the bank. When they run out while shipping, the game ends after the round.",
    ),
    "goods_supply": QT_TRANSLATE_NOOP(
        "Tips", "{barrels} left in the supply. Nobody produces a good that has run out."
    ),
    "island": QT_TRANSLATE_NOOP(
        "Tips",
        "Twelve spaces for {plantations} and quarries. A tile works only with a {colonist} on it.",
    ),
    "city": QT_TRANSLATE_NOOP(
        "Tips",
        "Twelve building spaces; large buildings take two. Filling the last space ends the game after the round.",
    ),
    "san_juan": QT_TRANSLATE_NOOP(
        "Tips",
        "{colonists} waiting for work. In the {mayor} phase they may only stay here when every circle is full.",
    ),
    "goods": QT_TRANSLATE_NOOP(
        "Tips", "Your goods: sell them to the trading house or ship them for VP."
    ),
    "doubloons": QT_TRANSLATE_NOOP("Tips", "Money to buy buildings. Also breaks a tie at the end."),
    "vp_chips": QT_TRANSLATE_NOOP("Tips", "VP chips earned by shipping."),
    "players": QT_TRANSLATE_NOOP("Tips", "Everyone's standing at a glance."),
}


def zone_tooltip(zone: str, edition: Edition | int = Edition.CLASSIC) -> str:
    w = _words(edition)
    text = _t("Tips", _ZONE_TIPS[zone]).format(**w)
    return text[:1].upper() + text[1:]


def building_kind_name(kind: BuildingKind, edition: Edition | int = Edition.CLASSIC) -> str:
    texts = {
        BuildingKind.SMALL_PRODUCTION: QT_TRANSLATE_NOOP("Tips", "small production building"),
        BuildingKind.LARGE_PRODUCTION: QT_TRANSLATE_NOOP("Tips", "large production building"),
        BuildingKind.VIOLET_SMALL: QT_TRANSLATE_NOOP("Tips", "{violet} building"),
        BuildingKind.VIOLET_LARGE: QT_TRANSLATE_NOOP("Tips", "large {violet} building"),
    }
    return _t("Tips", texts[kind]).format(violet=N.term("violet", edition))


# =========================================================================== refusals

_ASKS = {
    Phase.ROLE: QT_TRANSLATE_NOOP("Refusals", "choose a role"),
    Phase.SETTLER: QT_TRANSLATE_NOOP("Refusals", "take a tile or pass"),
    Phase.HOSPICE: QT_TRANSLATE_NOOP("Refusals", "decide about the extra {colonist}"),
    Phase.MAYOR_EXTRA: QT_TRANSLATE_NOOP("Refusals", "decide about the extra {colonist}"),
    Phase.MAYOR: QT_TRANSLATE_NOOP("Refusals", "place {colonists}"),
    Phase.BUILDER: QT_TRANSLATE_NOOP("Refusals", "build or pass"),
    Phase.UNIVERSITY: QT_TRANSLATE_NOOP("Refusals", "decide about the extra {colonist}"),
    Phase.CRAFTSMAN: QT_TRANSLATE_NOOP("Refusals", "choose the extra good"),
    Phase.TRADER: QT_TRANSLATE_NOOP("Refusals", "sell a good or pass"),
    Phase.CAPTAIN: QT_TRANSLATE_NOOP("Refusals", "ship goods"),
    Phase.STORAGE: QT_TRANSLATE_NOOP("Refusals", "choose what to keep"),
}

_ACTION_PHASES = {
    A.ChooseRole: (Phase.ROLE,),
    A.TakeTile: (Phase.SETTLER,),
    A.HaciendaDraw: (Phase.SETTLER,),
    A.BonusColonist: (Phase.HOSPICE, Phase.UNIVERSITY),
    A.MayorExtraColonist: (Phase.MAYOR_EXTRA,),
    A.CraftsmanBonus: (Phase.CRAFTSMAN,),
    A.Sell: (Phase.TRADER,),
    A.Ship: (Phase.CAPTAIN,),
    A.PlaceOnTile: (Phase.MAYOR,),
    A.PlaceOnBuilding: (Phase.MAYOR,),
    A.Build: (Phase.BUILDER,),
    A.Store: (Phase.STORAGE,),
}


def _r(text: str) -> str:
    return _t("Refusals", text)


def explain_illegal(state: GameState, action: int) -> str:
    """Why ``action`` is not allowed for the current player, as a translated sentence.

    The same rules as ``engine.explain`` (which stays English for the CLI), in the
    words of the edition.  ``GameSession`` uses it for ``illegal_move``.
    """
    from ..engine.data import CITY_SPACES, ISLAND_SPACES, OFFICE

    ed = state.config.edition
    w = _words(ed)
    if state.is_terminal():
        return _r(QT_TRANSLATE_NOOP("Refusals", "The game is over."))
    try:
        v = A.decode(action)
    except ValueError:
        return _r(QT_TRANSLATE_NOOP("Refusals", "That is not a move of this game."))
    phases = _ACTION_PHASES.get(type(v))
    if phases is not None and state.phase not in phases:
        return _r(QT_TRANSLATE_NOOP("Refusals", "Not now: first {ask}.")).format(
            ask=_r(_ASKS[Phase(state.phase)]).format(**w)
        )
    p = state.players[state.current]
    match v:
        case A.Pass():
            if state.phase == Phase.ROLE:
                return _r(QT_TRANSLATE_NOOP("Refusals", "Everyone takes a role on their turn."))
            if state.phase == Phase.CAPTAIN:
                return _r(QT_TRANSLATE_NOOP("Refusals", "Whoever can load goods must load them."))
            if state.phase == Phase.MAYOR:
                return _r(
                    QT_TRANSLATE_NOOP(
                        "Refusals",
                        "No {colonist} may wait on the {san_juan} space while a circle is empty.",
                    )
                ).format(**w)
            return _r(QT_TRANSLATE_NOOP("Refusals", "Passing is not possible now."))
        case A.ChooseRole(card):
            if card < len(state.role_taken) and state.role_taken[card] >= 0:
                return _r(
                    QT_TRANSLATE_NOOP("Refusals", "The {role} has already been taken this round.")
                ).format(role=N.role_name(state.role_cards[card], ed))
        case A.TakeTile(tile):
            if sum(p.plant) >= ISLAND_SPACES:
                return _r(QT_TRANSLATE_NOOP("Refusals", "Your {island} is full.")).format(**w)
            if tile == QUARRY:
                if state.current != state.role_player and p.bocc[CONSTRUCTION_HUT_ID] <= 0:
                    return _r(
                        QT_TRANSLATE_NOOP(
                            "Refusals",
                            "Only the {settler} (or the owner of a manned {building}) may take a quarry.",
                        )
                    ).format(
                        settler=w["settler"], building=N.building_name(CONSTRUCTION_HUT_ID, ed)
                    )
                if state.quarries == 0:
                    return _r(QT_TRANSLATE_NOOP("Refusals", "No quarries are left."))
            elif state.offer[tile] == 0:
                return _r(QT_TRANSLATE_NOOP("Refusals", "There is no face-up {tile} left.")).format(
                    tile=N.tile_name(tile, ed)
                )
        case A.HaciendaDraw():
            if p.bocc[HACIENDA] <= 0:
                return _r(
                    QT_TRANSLATE_NOOP(
                        "Refusals", "You need a manned {building} to draw a face-down tile."
                    )
                ).format(building=N.building_name(HACIENDA, ed))
            return _r(
                QT_TRANSLATE_NOOP("Refusals", "The {building} draws once, before your normal pick.")
            ).format(building=N.building_name(HACIENDA, ed))
        case A.Build(b):
            bt = BUILDINGS[b]
            name = N.building_name(b, ed)
            if b not in state.market or state.building_supply[b] == 0:
                return _r(QT_TRANSLATE_NOOP("Refusals", "No {building} is left.")).format(
                    building=name
                )
            if p.bocc[b] >= 0:
                return _r(
                    QT_TRANSLATE_NOOP(
                        "Refusals", "You already own a {building}: one of each per player."
                    )
                ).format(building=name)
            if bt.city_spaces > CITY_SPACES - p.city_used:
                if bt.is_large:
                    return _r(
                        QT_TRANSLATE_NOOP(
                            "Refusals", "A large building needs two free spaces in your {city}."
                        )
                    ).format(**w)
                return _r(QT_TRANSLATE_NOOP("Refusals", "Your {city} is full.")).format(**w)
            cost = build_cost(state, state.current, b)
            if cost > p.doubloons:
                return _r(
                    QT_TRANSLATE_NOOP(
                        "Refusals", "The {building} costs you {cost}; you have {money}."
                    )
                ).format(
                    building=name,
                    cost=N.n_doubloons(cost, ed),
                    money=N.n_doubloons(p.doubloons, ed),
                )
        case A.Sell(g):
            good = N.good_word(g, ed)
            if p.goods[g] == 0:
                return _r(QT_TRANSLATE_NOOP("Refusals", "You have no {good}.")).format(good=good)
            if len(state.house) >= 4:
                return _r(QT_TRANSLATE_NOOP("Refusals", "The trading house is full."))
            if g in state.house and p.bocc[OFFICE] <= 0:
                return _r(
                    QT_TRANSLATE_NOOP(
                        "Refusals",
                        "The trading house already has {good}; only an {office} lets you sell a kind twice.",
                    )
                ).format(good=good, office=N.building_name(OFFICE, ed))
        case A.Ship(g, ship):
            good = N.good_word(g, ed)
            if p.goods[g] == 0:
                return _r(QT_TRANSLATE_NOOP("Refusals", "You have no {good}.")).format(good=good)
            if ship == A.WHARF_SHIP:
                wharf = N.building_name(WHARF, ed)
                if p.bocc[WHARF] <= 0:
                    return _r(QT_TRANSLATE_NOOP("Refusals", "You have no manned {wharf}.")).format(
                        wharf=wharf
                    )
                return _r(
                    QT_TRANSLATE_NOOP("Refusals", "The {wharf} sails once per {captain} phase.")
                ).format(wharf=wharf, captain=w["captain"])
            if ship >= len(state.ship_cap):
                return _r(QT_TRANSLATE_NOOP("Refusals", "There is no such ship."))
            carried = state.ship_good[ship]
            if carried >= 0 and carried != g:
                return _r(
                    QT_TRANSLATE_NOOP(
                        "Refusals", "That ship carries {other}: one kind of good per ship."
                    )
                ).format(other=N.good_word(carried, ed))
            if g in state.ship_good and carried != g:
                return _r(
                    QT_TRANSLATE_NOOP(
                        "Refusals", "Another ship already carries {good}: it must go there."
                    )
                ).format(good=good)
            if state.ship_load[ship] >= state.ship_cap[ship]:
                return _r(QT_TRANSLATE_NOOP("Refusals", "That ship is full."))
            return _r(
                QT_TRANSLATE_NOOP(
                    "Refusals",
                    "Load as much {good} as you can: a ship with more room must take it.",
                )
            ).format(good=good)
        case A.PlaceOnTile() | A.PlaceOnBuilding():
            return _r(
                QT_TRANSLATE_NOOP(
                    "Refusals",
                    "No {colonist} may wait on the {san_juan} space while a circle is empty.",
                )
            ).format(**w)
        case A.Store():
            return _r(
                QT_TRANSLATE_NOOP(
                    "Refusals",
                    "Keep one {barrel}, plus whole kinds in your manned warehouses — no more, no less.",
                )
            ).format(**w)
    return _r(QT_TRANSLATE_NOOP("Refusals", "That is not allowed now: first {ask}.")).format(
        ask=_r(_ASKS[Phase(state.phase)]).format(**w)
    )


# The engine's reasons for refusing a whole Mayor arrangement (``placement_actions``,
# English for the CLI), in the edition's words.
_ARRANGEMENT_REFUSALS = {
    Why.ARRANGE_ONLY_IN_MAYOR: QT_TRANSLATE_NOOP(
        "Refusals", "{Colonists} are placed in the {mayor} phase only."
    ),
    Why.TILE_HOLDS_ONE: QT_TRANSLATE_NOOP(
        "Refusals", "Each {plantation} and each quarry holds one {colonist}."
    ),
    Why.NOT_YOUR_BUILDING: QT_TRANSLATE_NOOP(
        "Refusals", "{Colonists} can only go into your own buildings."
    ),
    Why.BUILDING_FULL: QT_TRANSLATE_NOOP(
        "Refusals", "A building holds no more {colonists} than it has circles."
    ),
    Why.TOO_MANY_COLONISTS: QT_TRANSLATE_NOOP(
        "Refusals", "You placed more {colonists} than you have."
    ),
    Why.PLACED_STAY: QT_TRANSLATE_NOOP(
        "Refusals", "{Colonists} placed this turn cannot be taken back."
    ),
    Why.SAN_JUAN_WHILE_EMPTY: QT_TRANSLATE_NOOP(
        "Refusals", "No {colonist} may wait on the {san_juan} space while a circle is empty."
    ),
}


def explain_arrangement(state: GameState, reason: Why) -> str:
    """Why a whole Mayor arrangement was refused, translated: ``reason`` is the engine's
    (English) message; one the program does not know gets a general sentence, never
    the English text."""
    text = _ARRANGEMENT_REFUSALS.get(
        reason, QT_TRANSLATE_NOOP("Refusals", "That arrangement is not allowed.")
    )
    return _r(text).format(**_words(state.config.edition))
