"""Loading state files (``GameState.from_dict``): strict types, ranges and consistency.

- every state of random games, also between the steps that ``apply`` chains, loads
  back equal and breaks none of the loader's consistency checks;
- the examples of damaged files that used to be accepted are refused, with a short
  message that names the field;
- a seeded mutation fuzzer spoils every field of states from every phase (wrong
  types, huge, negative and odd numbers, floats, bools, strings, unknown names, lists
  of the wrong length, missing and unknown fields, deep nesting, swapped values) and
  checks that the loader either refuses with ``StateFormatError`` or returns a state
  that passes every check and plays on; a hypothesis test puts generated JSON values
  at random places.

Run with ``-s`` to see the fuzzer's counts.  The default run takes a few seconds; the
``slow`` variants (CI, ``PRQT_FULL=1``) try many more cases.
"""

from __future__ import annotations

import copy
import functools
import json
import math
import random
from collections import Counter
from collections.abc import Iterator

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from puertorico_qt import engine
from puertorico_qt.engine import Edition, GameState, Phase, StateFormatError
from puertorico_qt.engine.consistency import consistency_problems
from puertorico_qt.engine.data import BASE_BUILDINGS, BUILDING_INDEX, BUILDINGS, ROLE_NAMES, SETUP
from puertorico_qt.engine.readers import MAX_COUNT
from puertorico_qt.engine.state import _APPLY, _LEGAL

CONFIGS = [(n, ed) for n in (2, 3, 4, 5) for ed in (Edition.CLASSIC, Edition.E1897)]
CONFIG_IDS = [f"{n}p-{ed.name.lower()}" for n, ed in CONFIGS]
MESSAGE_LIMIT = 300


# --------------------------------------------------------------------------- helpers


def primitive_states(players: int, edition: Edition, seed: int) -> Iterator[GameState]:
    """Every state of a random game, one primitive step at a time (the forced steps that
    ``apply`` chains together included), the state given out before each step."""
    s = engine.new_game(engine.GameConfig(players=players, edition=edition), seed=seed)
    rng = random.Random(seed * 31 + players)
    while True:
        yield s
        if s.is_terminal():
            return
        _APPLY[s.phase](s, rng.choice(_LEGAL[s.phase](s)))
        s._legal = None


def refusal(d: object) -> str:
    """The message of the refusal (fails if the loader accepts ``d``)."""
    with pytest.raises(StateFormatError) as info:
        GameState.from_dict(d)  # type: ignore[arg-type]
    message = str(info.value)
    assert len(message) < MESSAGE_LIMIT, message
    assert "unexpected" not in message, message  # the loader's last resort was not needed
    return message


def assert_plausible(s: GameState) -> None:
    """The ranges of the issue, restated independently of the loader's code."""
    n, d = s.n, s.to_dict()
    row = SETUP[n]
    over = s.phase == Phase.GAME_OVER
    assert 1 <= d["round"] <= 10_000
    assert 0 <= d["governor"] < n
    assert (d["current"] == -1) == over and -1 <= d["current"] < n
    assert 0 <= d["turn"] <= n
    assert 0 <= d["pick"] <= s.picks_per_round and (d["pick"] == s.picks_per_round) == over
    assert (d["role"] is None) == (s.phase in (Phase.ROLE, Phase.GAME_OVER))
    assert -1 <= d["role_player"] < n
    assert [r["role"] for r in d["roles"]] == [ROLE_NAMES[r] for r in row.roles]
    assert all(0 <= r["coins"] <= s.round and -1 <= r["taken_by"] < n for r in d["roles"])
    assert sum(r["taken_by"] >= 0 for r in d["roles"]) <= s.pick + 1
    assert [ship["capacity"] for ship in d["ships"]] == list(row.ships)
    assert sorted(d["market"]) == sorted(BUILDINGS[b].id for b in BASE_BUILDINGS)
    assert -200 <= d["vp_supply"] <= 130
    assert all(0 <= x <= 100 for x in (d["quarries"], d["colonist_supply"], d["colonist_ship"]))
    scratch = d["scratch"]
    assert (scratch["last_tile"] >= 0) == (s.phase == Phase.HOSPICE)
    assert (scratch["last_building"] >= 0) == (s.phase == Phase.UNIVERSITY)
    if s.phase != Phase.MAYOR:
        assert scratch["mayor_left"] == scratch["mayor_min"] == 0
    assert 0 <= scratch["mayor_min"] < 6 + len(BUILDINGS)
    if s.phase != Phase.CRAFTSMAN:
        assert scratch["craft_kinds"] == 0
    assert 0 <= scratch["idle"] <= n and 0 <= scratch["wharf_used"] < 1 << n
    for p in d["players"]:
        assert 0 <= p["doubloons"] <= MAX_COUNT and 0 <= p["vp"] <= MAX_COUNT
        assert all(0 <= g <= 11 for g in p["goods"])
        assert all(
            0 <= o <= k <= 12
            for o, k in zip(p["plantations_occupied"], p["plantations"], strict=True)
        )
        assert all(b in BASE_BUILDINGS for b, _ in p["buildings"])
    # Every number is a plain int, every flag a plain bool.
    for value in _leaves(d):
        assert type(value) in (int, str, bool, type(None)), value


def _leaves(value: object) -> Iterator[object]:
    if isinstance(value, dict):
        for v in value.values():
            yield from _leaves(v)
    elif isinstance(value, list):
        for v in value:
            yield from _leaves(v)
    else:
        yield value


def assert_sound(s: GameState) -> None:
    """A loaded state: conservation, the loader's consistency checks, the independent
    ranges, and the round trip."""
    assert engine.check_invariants(s) == []
    assert consistency_problems(s) == []
    assert_plausible(s)
    assert GameState.from_dict(json.loads(json.dumps(s.to_dict()))) == s


def play_on(s: GameState, rng: random.Random, steps: int) -> None:
    """Random legal actions from a loaded state: no exception, every check holds."""
    for _ in range(steps):
        if s.is_terminal():
            return
        legal = s.legal_actions()
        assert legal
        s.apply(rng.choice(legal))
        assert engine.check_invariants(s) == []
        assert consistency_problems(s) == []


# --------------------------------------------------------------------------- base states


#: The phases of the base game (the expansions' phases have their own tests).
BASE_PHASES = tuple(p for p in Phase if p <= Phase.GAME_OVER)


@functools.cache
def bases() -> dict[tuple[int, Phase], dict]:
    """One state per (players, phase), drawn at random from random games (the late
    phases too: hospice, university, the end)."""
    found: dict[tuple[int, Phase], dict] = {}
    seen: Counter = Counter()
    pick = random.Random(2024)
    for n, edition in CONFIGS:
        for seed in range(12):
            for s in primitive_states(n, edition, seed):
                key = (n, Phase(s.phase))
                seen[key] += 1
                if pick.randrange(seen[key]) == 0:  # reservoir: uniform over occurrences
                    found[key] = s.to_dict()
            if all((n, phase) in found for phase in BASE_PHASES):
                break
    return found


def default_bases() -> list[dict]:
    """One state of each phase, the player counts taking turns."""
    return [bases()[(2 + i % 4, phase)] for i, phase in enumerate(BASE_PHASES)]


def test_every_phase_has_a_base_state():
    assert {phase for _, phase in bases()} == set(BASE_PHASES)
    assert len(bases()) == 4 * len(BASE_PHASES)


# --------------------------------------------------------------------------- real games load


def _every_state_loads_back_equal(players: int, edition: Edition, seed: int) -> None:
    for s in primitive_states(players, edition, seed):
        assert consistency_problems(s) == [], (seed, s.phase)
        s._legal = None
        loaded = GameState.from_dict(json.loads(json.dumps(s.to_dict())))
        assert loaded == s
        assert loaded.legal_actions() == _LEGAL[s.phase](s)


@pytest.mark.parametrize(
    ("players", "edition", "seed"),
    [
        *((n, ed, 0) for n, ed in CONFIGS[::3]),
        *(pytest.param(n, ed, 1, marks=pytest.mark.slow) for n, ed in CONFIGS[::3]),
    ],
    ids=[f"{c}-{seed}" for seed in (0, 1) for c in CONFIG_IDS[::3]],
)
def test_every_state_of_a_game_loads_back_equal(players, edition, seed):
    _every_state_loads_back_equal(players, edition, seed)


@pytest.mark.slow
@pytest.mark.parametrize(("players", "edition"), CONFIGS, ids=CONFIG_IDS)
def test_every_state_of_many_games_loads_back_equal(players, edition):
    for seed in range(100, 140):
        for s in primitive_states(players, edition, seed):
            assert consistency_problems(s) == [], (seed, s.phase)
            assert GameState.from_dict(s.to_dict()) == s


def test_every_base_state_is_sound():
    for d in bases().values():
        assert_sound(GameState.from_dict(d))


# --------------------------------------------------------------------------- the examples


def base(players: int = 4, phase: Phase = Phase.ROLE) -> dict:
    return copy.deepcopy(bases()[(players, phase)])


def test_current_minus_one_with_negative_coins_is_refused():
    """Was accepted: the next role choice paid -999,999,999 doubloons to seat -1."""
    d = base(4, Phase.ROLE)
    card = next(c for c, r in enumerate(d["roles"]) if r["taken_by"] == -1)
    d["current"] = -1
    d["roles"][card]["coins"] = -999_999_999
    assert f"roles[{card}].coins is negative" in refusal(d)
    d["roles"][card]["coins"] = 0
    assert "current -1 is not the seat to decide in the role phase" in refusal(d)


@pytest.mark.parametrize(
    "phase", ["royal_supplier", "black_market", "nobles", "smuggler", "place_workers", "draft"]
)
def test_an_expansion_phase_is_refused_in_a_base_game(phase):
    """Was accepted (CI's fuzzer): a base game loaded in the royal supplier's question,
    which then played on into an impossible state."""
    d = base(4, Phase.CAPTAIN)
    d["phase"] = phase
    assert f"the {phase} phase belongs to an expansion this game does not play" in refusal(d)


@pytest.mark.parametrize("value", [1.5, 3.0, True, "3", None, [3]])
def test_doubloons_must_be_a_whole_number(value):
    d = base()
    d["players"][0]["doubloons"] = value
    assert "players[0].doubloons must be a whole number" in refusal(d)


def test_round_and_ship_capacity_are_checked():
    d = base()
    d["round"] = -1
    assert "round is below 1" in refusal(d)
    d = base()
    d["ships"][0]["capacity"] = 10**9
    assert "ships[0].capacity must be" in refusal(d)
    d = base()
    d["ships"][0]["capacity"], d["ships"][1]["capacity"] = (
        d["ships"][1]["capacity"],
        d["ships"][0]["capacity"],
    )
    refusal(d)


@pytest.mark.parametrize(
    "text", ["1" * 5000, "1e400", "-1e400", "Infinity", "-Infinity", "NaN", "1.0", "2.5e0"]
)
@pytest.mark.parametrize("field", ["round", "quarries", "vp_supply"])
def test_odd_json_numbers_are_refused_cleanly(text, field):
    d = base()
    try:
        d[field] = json.loads(text)
    except ValueError:  # 5000 digits: json.loads itself refuses ("Exceeds the limit")
        d[field] = 10**5000  # the same number made in Python
    message = refusal(d)
    assert field in message
    assert "1111111111" not in message and "0000000000" not in message


@pytest.mark.parametrize(
    "where",
    [
        ("round",),
        ("colonist_supply",),
        ("players", 0, "doubloons"),
        ("roles", 1, "coins"),
        ("scratch", "mayor_left"),
        ("plantation_offer", 0),
        ("building_supply", "hacienda"),
    ],
)
def test_a_huge_number_is_not_quoted_whole(where):
    d = base()
    _set(d, where, 7 * 10**5000)
    assert "7000000000" not in refusal(d)
    _set(d, where, -(10**5000))
    assert "1000000000" not in refusal(d)


def test_a_bad_value_is_quoted_shortened():
    for where, value in [
        (("phase",), "x" * 100_000),
        (("role",), "y" * 100_000),
        (("market", 0), "z" * 100_000),
        (("rng",), "f" * 100_000),
        (("players", 0, "goods"), list(range(100_000))),
        (("players", 0, "buildings"), [["w" * 100_000, 1]]),
    ]:
        d = base()
        _set(d, where, value)
        message = refusal(d)
        assert "x" * 50 not in message and "y" * 50 not in message, message
        assert "z" * 50 not in message and "f" * 50 not in message, message
        assert "99999" not in message and "w" * 50 not in message, message
    d = base()
    d["k" * 100_000] = 1
    assert "k" * 50 not in refusal(d)


def test_a_lone_surrogate_is_shown_escaped():
    d = base()
    d["phase"] = "role\ud800"
    message = refusal(d)
    message.encode("utf-8")  # printable as it is
    assert "\\ud800" in message


def deep_value(depth: int, *, objects: bool = False) -> object:
    """``depth`` levels of nesting, as ``json.loads`` gives them for ``[[[…]]]`` or
    ``{"a": {"a": …}}``.  Made in Python: from 3.12 on, ``json.loads`` cannot read such
    text at any recursion limit (the command line and the saves refuse it while reading,
    see ``test_cli.py`` and ``tests/persistence``)."""
    value: object = 0 if objects else []
    for _ in range(depth - 1 if not objects else depth):
        value = {"a": value} if objects else [value]
    return value


#: Nested values, 1000 levels and more.
DEEP = [deep_value(depth, objects=objects) for depth in (1000, 5000) for objects in (False, True)]


def test_deep_nesting_is_refused():
    for value in DEEP:
        for where in [
            ("market",),
            ("players", 0),
            ("players", 0, "goods"),
            ("scratch", "idle"),
            ("config",),
            ("config", "players"),
            ("roles", 0),
            ("ships",),
        ]:
            d = base()
            _set(d, where, value)
            refusal(d)
        assert "not a puertorico-qt game state" in refusal(value)


def test_deep_nesting_made_in_python_is_refused():
    nested: object = 1
    for _ in range(100_000):  # far deeper than the recursion limit
        nested = [nested]
    for where in [("market",), ("players",), ("roles", 0, "role"), ("plantation_pile",)]:
        d = base()
        _set(d, where, nested)
        refusal(d)


def test_a_recursion_error_inside_the_loader_is_a_format_error(monkeypatch):
    from puertorico_qt.engine import serialize

    def deep(*args: object) -> None:
        raise RecursionError("maximum recursion depth exceeded")

    monkeypatch.setattr(serialize, "_read_roles", deep)
    assert "nested too deeply" in refusal(base())


@pytest.mark.parametrize(
    ("where", "value", "expected"),
    [
        (("version",), True, "version True is not supported"),
        (("version",), 1.0, "version 1.0 is not supported"),
        (("phase",), "ROLE", "phase is not a known name"),
        (("phase",), "ſettler", "phase is not a known name"),  # "ſ".upper() == "S"
        (("role",), "Builder", "role is not a known name"),
        (("rng",), "0x12", "rng must be 16 hexadecimal digits"),
        (("rng",), " 123456789abcdef", "rng must be 16 hexadecimal digits"),
        (("end_triggered",), 0, "end_triggered must be true or false"),
        (("scratch", "hacienda_used"), "false", "hacienda_used must be true or false"),
        (("players", 0, "buildings"), [[0, 0, 0]], "must have 2 entries"),
        (("players", 0, "buildings"), [[0, 0], [0, 0]], "repeats building"),
        (("players", 0, "buildings"), [["small_market", 0]], "must be a whole number"),
        (("players", 0, "goods"), [0, 0, 0, 0], "must have 5 entries"),
        (("plantation_offer",), [0, 0, 0, 0, 0, 0], "must have 5 entries"),
        (("config", "players"), 4.0, "config: the number of players must be a whole number"),
        (("market", 0), "church", "market is not the set of this game's buildings"),
        (("trading_house",), [0, 1, 2, 3, 4], "has more than 4 entries"),
        (("scratch", "mayor_min"), 10**6, "scratch.mayor_min is above"),
    ],
)
def test_types_names_and_lengths_are_checked(where, value, expected):
    d = base()
    _set(d, where, value)
    assert expected in refusal(d)


def test_missing_and_unknown_fields_are_refused():
    d = base()
    del d["scratch"]["idle"]
    assert "scratch has no 'idle'" in refusal(d)
    d = base()
    d["players"][1]["wood"] = 3
    assert "players[1] has an unknown field 'wood'" in refusal(d)
    d = base()
    d["roles"][0]["extra"] = 0
    assert "roles[0] has an unknown field" in refusal(d)


def test_the_role_cards_ships_and_market_are_the_set_ups():
    d = base(4)
    d["roles"][0], d["roles"][1] = d["roles"][1], d["roles"][0]
    assert "role cards" in refusal(d)
    d = base(4)
    d["roles"].append({"role": "prospector", "coins": 0, "taken_by": -1})
    refusal(d)
    d = base(4)
    d["market"].pop()
    refusal(d)
    d = base(4)
    d["market"][1] = d["market"][0]
    refusal(d)
    d = base(4)
    d["ships"].pop()
    refusal(d)
    d = engine.new_game(engine.GameConfig(players=4), seed=1).to_dict()
    d["players"][0]["buildings"].append([BUILDING_INDEX["church"], 0])
    assert "players[0].buildings name a building that is not in this game" in refusal(d)


# Consistency between fields: each case takes a state of one phase and spoils one rule.
def _spoil(phase: Phase, players: int = 4):
    d = base(players, phase)
    return d, d["scratch"]


def _colonist_in_hand(d: dict, scratch: dict) -> None:
    """A colonist from the supply (or the ship) into the Mayor's hand: conserved."""
    key = "colonist_supply" if d["colonist_supply"] else "colonist_ship"
    d[key] -= 1
    scratch["mayor_left"] = 1


CONSISTENCY_CASES = {
    "pick": (Phase.ROLE, lambda d, sc: d.update(pick=d["pick"] + 1), "role_player"),
    "turn too big": (Phase.BUILDER, lambda d, sc: d.update(turn=4), "turn 4 in the builder phase"),
    "current": (
        Phase.TRADER,
        lambda d, sc: d.update(current=(d["current"] + 1) % 4),
        "is not the seat to decide in the trader phase",
    ),
    "role in role phase": (Phase.ROLE, lambda d, sc: d.update(role="builder"), "with role"),
    "builder phase, trader role": (
        Phase.BUILDER,
        lambda d, sc: d.update(role="trader"),
        "phase builder with role trader",
    ),
    "no role in a role's phase": (Phase.CAPTAIN, lambda d, sc: d.update(role=None), "with role"),
    "role_player": (
        Phase.CRAFTSMAN,
        lambda d, sc: d.update(role_player=(d["role_player"] + 1) % 4),
        "role_player",
    ),
    "two cards for one pick": (
        Phase.ROLE,
        lambda d, sc: [r.update(taken_by=d["governor"]) for r in d["roles"]],
        "role cards taken",
    ),
    "coins on a taken card": (
        Phase.SETTLER,
        lambda d, sc: [r.update(coins=1) for r in d["roles"] if r["taken_by"] >= 0],
        "cannot lie on it",
    ),
    "more coins than rounds": (
        Phase.ROLE,
        lambda d, sc: d["roles"][0].update(coins=d["round"], taken_by=-1),
        None,
    ),
    "mayor_left outside the mayor": (Phase.TRADER, _colonist_in_hand, "outside the Mayor"),
    "mayor_min outside the mayor": (
        Phase.BUILDER,
        lambda d, sc: sc.update(mayor_min=3),
        "outside the Mayor",
    ),
    "last_tile outside the hospice": (
        Phase.SETTLER,
        lambda d, sc: sc.update(last_tile=2),
        "last_tile is set exactly in the hospice phase",
    ),
    "no last_tile in the hospice": (
        Phase.HOSPICE,
        lambda d, sc: sc.update(last_tile=-1),
        "last_tile is set exactly in the hospice phase",
    ),
    "last_building outside the university": (
        Phase.BUILDER,
        lambda d, sc: sc.update(last_building=5),
        "last_building is set exactly in the university phase",
    ),
    "craft_kinds outside the craftsman": (
        Phase.TRADER,
        lambda d, sc: sc.update(craft_kinds=1),
        "craft_kinds is set outside",
    ),
    "idle in the captain phase": (
        Phase.CAPTAIN,
        lambda d, sc: sc.update(idle=4),
        "scratch.idle is 4 in the captain phase",
    ),
    "idle elsewhere": (Phase.ROLE, lambda d, sc: sc.update(idle=2), "scratch.idle is 2"),
    "wharf outside the captain": (
        Phase.ROLE,
        lambda d, sc: sc.update(wharf_used=1),
        "wharf_used are set outside",
    ),
    "captain_shipped outside the captain": (
        Phase.BUILDER,
        lambda d, sc: sc.update(captain_shipped=True),
        "captain_shipped",
    ),
    "wharf without a wharf": (
        Phase.CAPTAIN,
        lambda d, sc: sc.update(wharf_used=15),
        "without a manned wharf",
    ),
    "game over without the end": (
        Phase.GAME_OVER,
        lambda d, sc: d.update(end_triggered=False),
        "end_triggered is false",
    ),
    "game over with a player to move": (
        Phase.GAME_OVER,
        lambda d, sc: d.update(current=0),
        "current 0 is not the seat to decide in the game_over phase",
    ),
    "role_player between roles": (
        Phase.ROLE,
        lambda d, sc: d.update(role_player=(d["role_player"] + 1) % 4),
        "is not the seat that chose the last role",
    ),
    "turn between roles": (Phase.ROLE, lambda d, sc: d.update(turn=2), "turn 2 in the role phase"),
    "config with an option missing": (
        Phase.ROLE,
        lambda d, sc: d["config"].pop("edition"),
        "config has no 'edition'",
    ),
    "a full ship between captains": (
        Phase.ROLE,
        lambda d, sc: d["ships"][0].update(load=d["ships"][0]["capacity"]),
        None,
    ),
}


@pytest.mark.parametrize("case", sorted(CONSISTENCY_CASES))
def test_fields_must_agree(case):
    phase, spoil, expected = CONSISTENCY_CASES[case]
    d, scratch = _spoil(phase)
    spoil(d, scratch)
    message = refusal(d)
    assert message.startswith(("inconsistent state", "not a valid")), message
    if expected:
        assert expected in message


def test_an_early_end_set_up_by_hand_loads():
    """``end_triggered`` without a full city, the last chip or the last colonists: the
    game ends with the round (positions of the rulebook's examples do this)."""
    d = base(4, Phase.ROLE)
    d["end_triggered"] = True
    assert GameState.from_dict(d).end_triggered


def test_the_mayor_scratch_must_fit_the_board():
    d = base(4, Phase.MAYOR)
    d["scratch"]["mayor_min"] = 6 + len(BUILDINGS) - 1  # beyond every target of the player
    assert "mayor_min" in refusal(d)
    d = base(4, Phase.MAYOR)
    d["scratch"]["mayor_left"] += 1  # a colonist from nowhere
    d["colonist_supply"] -= 1
    refusal(d)


# --------------------------------------------------------------------------- the fuzzer

WEIRD: list[object] = [
    None,
    True,
    False,
    0,
    1,
    -1,
    2,
    7,
    12,
    -(10**9),
    10**9,
    2**63,
    10**5000,
    1.5,
    1.0,
    0.0,
    -0.0,
    math.inf,
    -math.inf,
    math.nan,
    "",
    "3",
    "true",
    "none",
    "game_over",
    "builder",
    "prospector",
    "church",
    "small_market",
    "\ud800",
    "x" * 100_000,
    [],
    [0],
    [[0, 0]],
    {},
    {"a": 1},
]


def _get(d: object, path: tuple) -> object:
    for key in path:
        d = d[key]  # type: ignore[index]
    return d


def _set(d: object, path: tuple, value: object) -> None:
    _get(d, path[:-1])[path[-1]] = value  # type: ignore[index]


def _paths(value: object, path: tuple = ()) -> Iterator[tuple]:
    """Every place in a state dict (long lists: a few of their entries)."""
    if path:
        yield path
    if isinstance(value, dict):
        for k, v in value.items():
            yield from _paths(v, (*path, k))
    elif isinstance(value, list):
        picks = range(len(value)) if len(value) <= 6 else (0, 1, len(value) // 2, len(value) - 1)
        for i in picks:
            yield from _paths(value[i], (*path, i))


def _variants(value: object, rng: random.Random) -> Iterator[tuple[str, object]]:
    """Replacements for one value: its neighbours and look-alikes, then odd values."""
    if isinstance(value, bool):
        yield "flipped", not value
        yield "as int", int(value)
    elif isinstance(value, int):
        for delta in (1, -1, 2, -2):
            yield f"{delta:+d}", value + delta
        yield "negated", -value - 1
        yield "as float", float(value)
        yield "as string", str(value)
        yield "times 1000", value * 1000
    elif isinstance(value, str):
        yield "upper", value.upper()
        yield "padded", f" {value}"
        yield "truncated", value[:-1]
        yield "other name", rng.choice([*ROLE_NAMES, *(p.name.lower() for p in Phase)])
    elif isinstance(value, list):
        if value:
            yield "shorter", value[:-1]
            yield "reversed", value[::-1]
            yield "doubled", value + value
        yield "longer", [*value, copy.deepcopy(value[-1]) if value else 0]
        yield "as object", dict(enumerate(value))
    elif isinstance(value, dict):
        for key in list(value)[:3]:
            yield f"without {key}", {k: v for k, v in value.items() if k != key}
        yield "extra field", {**value, "extra": 0}
        yield "as list", list(value.values())
    yield "deep nesting", rng.choice(DEEP)
    for weird in rng.sample(WEIRD, 8):
        yield f"weird {type(weird).__name__}", weird


def _swaps(d: dict, rng: random.Random) -> Iterator[tuple[str, dict]]:
    """Swapped values that look consistent on their own: two seats, two cards, two
    ships, two numbers of the same kind."""
    n = len(d["players"])

    def swapped(a: tuple, b: tuple) -> dict:
        m = copy.deepcopy(d)
        va, vb = _get(m, a), _get(m, b)
        _set(m, a, vb)
        _set(m, b, va)
        return m

    pairs = [
        (("players", 0), ("players", n - 1)),
        (("players", 0, "goods"), ("players", 1, "goods")),
        (("players", 0, "doubloons"), ("players", 1, "doubloons")),
        (("players", 0, "buildings"), ("players", 1, "buildings")),
        (("roles", 0), ("roles", 1)),
        (("roles", 0, "coins"), ("roles", 2, "coins")),
        (("roles", 0, "taken_by"), ("roles", 3, "taken_by")),
        (("ships", 0, "good"), ("ships", 1, "good")),
        (("ships", 0, "load"), ("ships", 1, "load")),
        (("governor",), ("current",)),
        (("pick",), ("turn",)),
        (("role_player",), ("current",)),
        (("colonist_supply",), ("colonist_ship",)),
        (("plantation_offer",), ("plantation_discard",)),
        (("scratch", "mayor_left"), ("scratch", "mayor_min")),
        (("scratch", "last_tile"), ("scratch", "last_building")),
        (("scratch", "idle"), ("scratch", "wharf_used")),
        (("scratch", "hacienda_used"), ("scratch", "captain_shipped")),
    ]
    for a, b in pairs:
        if _get(d, a) != _get(d, b):
            yield f"swap {a[-1]}/{b[-1]}", swapped(a, b)
    ints = [p for p in _paths(d) if type(_get(d, p)) is int]
    for _ in range(6):
        a, b = rng.sample(ints, 2)
        if _get(d, a) != _get(d, b):
            yield "swap two numbers", swapped(a, b)


def fuzz_cases(bases: list[dict], seed: int, per_path: int) -> Iterator[tuple[str, dict]]:
    """(label, spoilt state dict): ``per_path`` variants at every place of every base
    (all of them with ``per_path=0``), the swaps, and damage to the whole dict."""
    rng = random.Random(seed)
    for d in bases:
        for path in _paths(d):
            variants = list(_variants(_get(d, path), rng))
            if per_path:
                variants = rng.sample(variants, min(per_path, len(variants)))
            for label, value in variants:
                if _same(value, _get(d, path)):
                    continue
                m = copy.deepcopy(d)
                _set(m, path, value)
                yield f"{_pattern(path)}: {label}", m
        yield from _swaps(d, rng)
        yield "a list of the state", [d]
        yield "keys as numbers", {i: v for i, v in enumerate(d.values())}


def _same(a: object, b: object) -> bool:
    """The same JSON value (``1``, ``1.0`` and ``true`` differ)."""
    return type(a) is type(b) and a == b and json.dumps(a) == json.dumps(b)


def _pattern(path: tuple) -> str:
    return ".".join("#" if isinstance(k, int) else str(k) for k in path)


def run_fuzz(cases: Iterator[tuple[str, dict]], rng: random.Random) -> Counter:
    """Load every case; check a refusal's message, or an acceptance's soundness and that
    it plays on.  Returns the counts (and, for ``-s``, prints them)."""
    counts: Counter = Counter()
    accepted: Counter = Counter()
    for label, d in cases:
        counts["cases"] += 1
        try:
            s = GameState.from_dict(d)
        except StateFormatError as exc:
            message = str(exc)
            assert len(message) < MESSAGE_LIMIT, (label, message)
            assert "unexpected" not in message, (label, message)
            assert "x" * 50 not in message and "0" * 60 not in message, (label, message)
            message.encode("utf-8")
            counts["refused"] += 1
        else:
            counts["accepted"] += 1
            accepted[label] += 1
            assert_sound(s)
            play_on(s, rng, 30)
    print(f"\n{dict(counts)}; accepted by mutation:")
    for label, k in sorted(accepted.items()):
        print(f"  {k:4d}  {label}")
    return counts


def test_fuzz_state_files():
    # one mutation per path here (the default run stays under two minutes); five per path
    # of every base in the slow run below
    counts = run_fuzz(fuzz_cases(default_bases(), seed=1, per_path=1), random.Random(1))
    assert counts["cases"] > 2500
    assert counts["refused"] > 0.9 * counts["cases"]


@pytest.mark.slow
def test_fuzz_state_files_many():
    counts = run_fuzz(fuzz_cases(list(bases().values()), seed=2, per_path=5), random.Random(2))
    assert counts["cases"] > 50_000
    assert counts["refused"] > 0.9 * counts["cases"]


# --------------------------------------------------------------------------- hypothesis

HYPOTHESIS = settings(
    deadline=None,
    database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)

JSON = st.recursive(
    st.none()
    | st.booleans()
    | st.integers()
    | st.integers(-3, 15)
    | st.floats(allow_nan=True, allow_infinity=True)
    | st.text(max_size=12)
    | st.sampled_from([*ROLE_NAMES, "game_over", "corn", "small_market", "-1"]),
    lambda children: (
        st.lists(children, max_size=6) | st.dictionaries(st.text(max_size=8), children, max_size=4)
    ),
    max_leaves=12,
)


@functools.cache
def all_paths() -> list[tuple[tuple[int, Phase], tuple]]:
    return [(key, path) for key, d in bases().items() for path in _paths(d)]


def _hypothesis_case(index: int, value: object) -> None:
    key, path = all_paths()[index % len(all_paths())]
    d = copy.deepcopy(bases()[key])
    _set(d, path, value)
    try:
        s = GameState.from_dict(d)
    except StateFormatError as exc:
        assert len(str(exc)) < MESSAGE_LIMIT
        assert "unexpected" not in str(exc)
    else:
        assert_sound(s)
        play_on(s, random.Random(index), 20)


@settings(HYPOTHESIS, max_examples=150)
@given(index=st.integers(0, 10**6), value=JSON)
def test_hypothesis_values_anywhere(index, value):
    _hypothesis_case(index, value)


@pytest.mark.slow
@settings(HYPOTHESIS, max_examples=3000)
@given(index=st.integers(0, 10**6), value=JSON)
def test_hypothesis_values_anywhere_many(index, value):
    _hypothesis_case(index, value)
