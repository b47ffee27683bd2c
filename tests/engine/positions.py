"""Building test positions that read like the rulebook.

Every helper takes the components it hands out from the game's own supplies
(plantations from the face-down pile, colonists from the supply, barrels from
the goods supply, VP chips from the chip supply, buildings from the board), so
a position built here still passes ``engine.check_invariants`` and the tests
can check conservation after each step.  Only doubloons are set freely: the
bank is unlimited in the engine.

Typical use::

    s = blank(4)
    goods(s, ANNA, corn=2, sugar=6)
    ship(s, 6, "corn", 3)
    log = choose(s, ANNA, "captain")
    assert moves(s, log) == ["Anna: ship sugar 7", ...]
"""

from __future__ import annotations

import random

import pytest

from puertorico_qt import engine
from puertorico_qt.engine import IllegalActionError
from puertorico_qt.engine.actions import ROLE
from puertorico_qt.engine.data import (
    BUILDING_INDEX,
    BUILDINGS,
    GOOD_NAMES,
    QUARRY,
    ROLE_NAMES,
    TILE_NAMES,
    Edition,
)
from puertorico_qt.engine.state import GameState, Phase

# Every player count and both editions: the tables that are played for each
# (``conftest.py`` turns them into the ``players`` and ``edition`` fixtures).
PLAYER_COUNTS = (2, 3, 4, 5)
EDITIONS = (Edition.CLASSIC, Edition.E1897)
CONFIGS = [(n, ed) for n in PLAYER_COUNTS for ed in EDITIONS]
CONFIG_IDS = [f"{n}p-{ed.name.lower()}" for n, ed in CONFIGS]

# The four players of the rulebook's Captain example, in seat order.
ANNA, BENNO, CLARA, DONNI, EMIL = 0, 1, 2, 3, 4
NAMES = ("Anna", "Benno", "Clara", "Donni", "Emil")

Log = list[tuple[int, int]]


# ------------------------------------------------------------------ games


def new(
    players: int = 4,
    *,
    seed: int = 0,
    edition: str | int = "classic",
    hidden_vp: bool = False,
    expansions: tuple[str, ...] = (),
    market: str = "base",
) -> GameState:
    """A freshly set-up game, exactly as ``engine.new_game`` deals it.

    ``edition``: an ``Edition`` or its name ("classic", "1897"); ``expansions`` and
    ``market`` as in ``GameConfig``.
    """
    config = engine.GameConfig(
        players=players,
        edition=engine.parse_edition(edition) if isinstance(edition, str) else Edition(edition),
        hidden_vp=hidden_vp,
        expansions=frozenset(expansions),
        market=market,
    )
    return engine.new_game(config, seed=seed)


def blank(
    players: int = 4, *, seed: int = 0, edition: str = "classic", governor: int = 0
) -> GameState:
    """A new game with empty player boards: no plantation, no doubloon.

    The starting plantations go back into the face-down pile, so the position
    is still consistent; the face-up offer, the ships, the supplies and the
    role cards are as set up.  Seat ``governor`` holds the governor card and is
    about to choose the first role.
    """
    s = new(players, seed=seed, edition=edition)
    clear_boards(s)
    s.governor = governor
    s.current = governor
    s.pick = 0
    return touch(s)


def clear_boards(s: GameState) -> None:
    """Every board empty: the starting plantations back in the face-down pile, no
    doubloons (the position stays consistent)."""
    for p in s.players:
        for kind in range(5):
            s.pile.extend([kind] * p.plant[kind])
            p.plant[kind] = 0
            p.plant_occ[kind] = 0
        p.doubloons = 0


def touch(s: GameState) -> GameState:
    """Forget the cached legal actions after fields were set by hand."""
    s._legal = None
    return s


def check(s: GameState) -> None:
    """Assert that every component is accounted for."""
    problems = engine.check_invariants(s)
    assert problems == [], problems


# ------------------------------------------------------------------ names


def good(name: str | int) -> int:
    return name if isinstance(name, int) else GOOD_NAMES.index(name)


def tile(name: str | int) -> int:
    return name if isinstance(name, int) else TILE_NAMES.index(name)


def building_index(name: str | int) -> int:
    return name if isinstance(name, int) else BUILDING_INDEX[name]


def role_card(s: GameState, role: str) -> int:
    """The first role card of that kind still on the table (``prospector#2`` names the second)."""
    name, _, number = role.partition("#")
    kind = ROLE_NAMES.index(name)
    cards = [c for c, k in enumerate(s.role_cards) if k == kind]
    if number:
        return cards[int(number) - 1]
    free = [c for c in cards if s.role_taken[c] < 0]
    assert free, f"no {role} card left"
    return free[0]


# ------------------------------------------------------------------ island and city


def take_tile(s: GameState, kind: int) -> None:
    """A tile of ``kind`` from where the table has one: the quarries, the face-down pile,
    the discards, the face-up offer."""
    if kind == QUARRY:
        assert s.quarries > 0, "no quarry left"
        s.quarries -= 1
    elif kind in s.pile:
        s.pile.remove(kind)
    elif s.discard[kind]:
        s.discard[kind] -= 1
    else:
        assert s.offer[kind] > 0, f"no {TILE_NAMES[kind]} plantation left"
        s.offer[kind] -= 1


def _take_colonist(s: GameState) -> None:
    assert s.colonist_supply > 0, "no colonist left in the supply"
    s.colonist_supply -= 1


def plantation(
    s: GameState, seat: int, kind: str | int, *, count: int = 1, occupied: int | bool = True
) -> None:
    """``count`` tiles of ``kind`` (a good name or "quarry") on the seat's island.

    ``occupied``: True = all of them carry a colonist, False = none, an int = that many.
    """
    k = tile(kind)
    n_occ = count if occupied is True else (0 if occupied is False else int(occupied))
    assert 0 <= n_occ <= count
    p = s.players[seat]
    for i in range(count):
        take_tile(s, k)
        p.plant[k] += 1
        if i < n_occ:
            _take_colonist(s)
            p.plant_occ[k] += 1
    touch(s)


def quarry(s: GameState, seat: int, *, count: int = 1, occupied: int | bool = True) -> None:
    plantation(s, seat, "quarry", count=count, occupied=occupied)


def building(s: GameState, seat: int, name: str | int, colonists: int = 1) -> None:
    """The seat owns the building, with ``colonists`` colonists in it (0 = unoccupied)."""
    b = building_index(name)
    p = s.players[seat]
    assert s.building_supply[b] > 0, f"no {BUILDINGS[b].id} left"
    assert not p.owns(b), f"seat {seat} already owns a {BUILDINGS[b].id}"
    assert 0 <= colonists <= BUILDINGS[b].circles
    s.building_supply[b] -= 1
    p.bocc[b] = 0
    p.buildings.append(b)
    p.buildings.sort()
    p.city_used += BUILDINGS[b].city_spaces
    for _ in range(colonists):
        _take_colonist(s)
        p.bocc[b] += 1
    touch(s)


def fill_city(s: GameState, seat: int, spaces: int, *, avoid: tuple[str, ...] = ()) -> None:
    """Unoccupied small violet buildings until ``spaces`` city spaces are used."""
    p = s.players[seat]
    for b in BUILDINGS:
        if p.city_used >= spaces:
            break
        if (
            b.expansion == "base"
            and not b.is_production
            and not b.is_large
            and b.id not in avoid
            and not p.owns(b.index)
        ):
            building(s, seat, b.index, colonists=0)
    assert p.city_used == spaces, "not enough small violet buildings"


def san_juan(s: GameState, seat: int, colonists: int) -> None:
    """Colonists from the supply waiting in the seat's San Juan."""
    for _ in range(colonists):
        _take_colonist(s)
        s.players[seat].san_juan += 1
    touch(s)


def empty_colonist_supply(s: GameState, seat: int = DONNI) -> None:
    """Every colonist left in the supply waits in the seat's San Juan."""
    san_juan(s, seat, s.colonist_supply)


def empty_colonist_ship(s: GameState, seat: int = DONNI) -> None:
    """The colonists on the colonist ship wait in the seat's San Juan instead."""
    s.players[seat].san_juan += s.colonist_ship
    s.colonist_ship = 0
    touch(s)


def onto_colonist_ship(s: GameState, n: int) -> None:
    """``n`` more colonists from the supply on the colonist ship."""
    s.colonist_supply -= n
    s.colonist_ship += n
    touch(s)


# ------------------------------------------------------------------ goods, money, chips


def goods(s: GameState, seat: int, **barrels: int) -> None:
    """E.g. ``goods(s, ANNA, corn=2, sugar=6)``: barrels from the supply."""
    p = s.players[seat]
    for name, n in barrels.items():
        g = good(name)
        assert s.goods_supply[g] >= n, f"only {s.goods_supply[g]} {name} in the supply"
        s.goods_supply[g] -= n
        p.goods[g] += n
    touch(s)


def doubloons(s: GameState, seat: int, n: int) -> None:
    s.players[seat].doubloons = n
    touch(s)


def vp(s: GameState, seat: int, chips: int) -> None:
    """VP chips from the supply (the supply may not go below zero here)."""
    assert s.vp_supply >= chips
    s.vp_supply -= chips
    s.players[seat].vp += chips
    touch(s)


def ship(s: GameState, capacity: int, kind: str | int, load: int) -> int:
    """Put ``load`` barrels of ``kind`` on the cargo ship with that many holds; its index."""
    i = s.ship_cap.index(capacity)
    g = good(kind)
    assert s.ship_load[i] == 0 and 0 < load <= capacity
    assert s.goods_supply[g] >= load
    s.goods_supply[g] -= load
    s.ship_good[i] = g
    s.ship_load[i] = load
    touch(s)
    return i


def ship_state(s: GameState) -> dict[int, tuple[str, int] | None]:
    """{capacity: (good, load) or None} — what lies on each cargo ship."""
    return {
        cap: ((GOOD_NAMES[s.ship_good[i]], s.ship_load[i]) if s.ship_load[i] else None)
        for i, cap in enumerate(s.ship_cap)
    }


def trading_house(s: GameState, *kinds: str) -> None:
    """Barrels already lying in the trading house."""
    for name in kinds:
        g = good(name)
        assert s.goods_supply[g] > 0
        s.goods_supply[g] -= 1
        s.house.append(g)
    touch(s)


def role_cards_back(s: GameState) -> None:
    """Every role card back on the table, as if by hand (the doubloons on them stay)."""
    s.role_taken = [-1] * len(s.role_cards)
    touch(s)


def offer(s: GameState, **tiles: int) -> None:
    """Make the face-up plantations exactly these, e.g. ``offer(s, coffee=1, corn=2)``."""
    for k in range(5):
        s.pile.extend([k] * s.offer[k])
        s.offer[k] = 0
    for name, n in tiles.items():
        k = tile(name)
        for _ in range(n):
            s.pile.remove(k)
            s.offer[k] += 1
    touch(s)


def goods_of(s: GameState, seat: int) -> dict[str, int]:
    """The seat's barrels as {good: count}, leaving out the kinds it has none of."""
    return {GOOD_NAMES[g]: n for g, n in enumerate(s.players[seat].goods) if n}


# ------------------------------------------------------------------ playing


def choose(s: GameState, seat: int, role: str) -> Log:
    """Seat ``seat`` chooses ``role`` now; returns the log of everything that followed
    without a choice (forced steps)."""
    assert s.phase == Phase.ROLE, f"not the role phase but {Phase(s.phase).name}"
    s.pick = (seat - s.governor) % s.n
    s.current = seat
    touch(s)
    log: Log = []
    s.apply(ROLE + role_card(s, role), log)
    return log


def act(s: GameState, *notations: str) -> Log:
    """Apply actions written in the notation (``"ship sugar 7"``); returns the log."""
    log: Log = []
    for text in notations:
        s.apply(s.parse_action(text), log)
    return log


def legal(s: GameState) -> set[str]:
    """The current player's legal actions, in the notation."""
    return {s.format_action(a) for a in s.legal_actions()}


def moves(s: GameState, log: Log) -> list[str]:
    """A log as lines like ``"Anna: ship corn 6"``."""
    return [f"{NAMES[seat]}: {s.format_action(a)}" for seat, a in log]


def who(s: GameState) -> str:
    """The name of the seat to decide now."""
    return NAMES[s.current_player]


def is_phase(s: GameState, phase: Phase) -> bool:
    return s.phase == phase


def refusal(s: GameState, text: str) -> IllegalActionError:
    """The engine's refusal of the action written ``text``; the state unchanged by it."""
    before = s.to_dict()
    with pytest.raises(IllegalActionError) as info:
        s.apply(s.parse_action(text))
    assert s.to_dict() == before
    return info.value


def finish_role(s: GameState) -> None:
    """Play the current role to its end, always taking the first legal action."""
    while s.phase != Phase.ROLE:
        s.apply(s.legal_actions()[0])


def finish_round(s: GameState) -> list[int]:
    """Play to the end of the round with the first legal action; the seats that chose roles."""
    choosers = []
    start = s.round
    while not s.is_terminal() and s.round == start:
        if s.phase == Phase.ROLE:
            choosers.append(s.current)
        s.apply(s.legal_actions()[0])
    return choosers


def finish_game(s: GameState) -> None:
    """Play to the end of the game, always taking the last legal action."""
    while not s.is_terminal():
        s.apply(s.legal_actions()[-1])


# ------------------------------------------------------------------ random games


def random_action(s: GameState, rng: random.Random) -> int:
    """One of the current player's legal actions, drawn with ``rng``."""
    legal_ids = s.legal_actions()
    return legal_ids[rng.randrange(len(legal_ids))]


def play_random(s: GameState, rng: random.Random, decisions: int) -> list[int]:
    """Play at most ``decisions`` random legal actions (fewer if the game ends); the actions."""
    taken = []
    for _ in range(decisions):
        if s.is_terminal():
            break
        a = random_action(s, rng)
        s.apply(a)
        taken.append(a)
    return taken
