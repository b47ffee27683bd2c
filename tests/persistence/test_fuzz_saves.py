"""Fuzzing saved games: real saves of random-bot games, spoilt in every field.

Every case is written to a file and loaded.  ``load_game`` must either succeed or
raise ``SaveError`` (no other exception), quickly, with a short message that can be
encoded; what it accepts must save again and load back equal (the same record and
the same state).

Two fuzzers:

- a seeded mutation fuzzer (``fuzz_cases``): wrong types, huge and odd numbers
  (``1e400``, ``NaN``, 5000 digits), deep nesting, lone surrogates and other odd
  text, huge strings and lists, missing and extra fields, shuffled decisions, other
  options, and damage to the text itself (cut, bytes flipped, wrapped in brackets);
- a hypothesis test that puts generated JSON values (text with surrogates included)
  at a field of a real save.

The default run takes a few seconds; the ``slow`` variants (CI) try many more cases.
Run with ``-s`` to see how many cases were accepted and refused (by code).
"""

from __future__ import annotations

import json
import os
import random
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from puertorico_qt import persistence
from puertorico_qt.persistence import GameRecord, SaveError

MESSAGE_LIMIT = 500  # characters of a refusal, the file's path included
CODES = {"unreadable", "not_json", "foreign", "version", "invalid", "illegal_action"}

HYPOTHESIS = settings(
    deadline=None,
    database=None,  # no .hypothesis directory from these tests
    suppress_health_check=[
        HealthCheck.too_slow,
        HealthCheck.data_too_large,
        HealthCheck.function_scoped_fixture,
    ],
)


# --------------------------------------------------------------------------- bases


@pytest.fixture(autouse=True)
def _no_fsync(monkeypatch: pytest.MonkeyPatch) -> None:
    """Saving what was accepted again (hundreds of files) calls ``os.fsync`` twice a file:
    the disk's flushes were a good part of the fuzzers' time on a busy disk, and
    durability is not what they check (the file's text and what loads back are)."""
    monkeypatch.setattr(os, "fsync", lambda fd: None)


@pytest.fixture(scope="module")
def bases(make_record: Callable[..., GameRecord]) -> list[dict]:
    """Real saves: two to five players, both editions, begun, mid-game and finished."""
    bot_record = make_record
    records = [
        bot_record(players=2, seed=1, decisions=12),
        bot_record(players=3, seed=2, decisions=0, edition="1897"),
        bot_record(players=4, seed=3, decisions=70, edition="1897"),
        bot_record(players=5, seed=4, decisions=40),
        bot_record(players=3, seed=5, decisions=100_000),  # to the end of the game
    ]
    assert records[-1].finished
    return [r.to_dict() for r in records]


# --------------------------------------------------------------------------- values


@dataclass(frozen=True)
class Raw:
    """A JSON literal that ``json.dumps`` does not write: ``1e400``, 5000 digits, brackets."""

    text: str


def deep(depth: int, kind: str = "[") -> Raw:
    if kind == "[":
        return Raw("[" * depth + "]" * depth)
    return Raw('{"a":' * depth + "0" + "}" * depth)


ODD_CHARACTERS = [
    "\ud800",  # lone surrogates: UTF-8 cannot encode them
    "\udfff",
    "\udc80",
    "\x00",
    "\x1b[31m",
    "\u202e",  # right-to-left override
    "\ufeff",
    "\ufffd",
    "\U0001f600",
    "e\u0301",
    "\n",
    '"',
    "\\",
    "é",
    "中",
    " ",
]


def odd_text(rng: random.Random, longest: int = 60) -> str:
    pieces = [rng.choice([*ODD_CHARACTERS, "a", "Anna", "pass", "role "]) for _ in range(8)]
    return "".join(pieces)[: rng.randint(0, longest)]


def nasty(rng: random.Random) -> object:
    """A value that does not belong where it is put (bounded in size: each case is fast)."""
    kind = rng.randrange(9)
    if kind == 0:
        return rng.choice([None, True, False, 0, -1, 1, 2, 3, 4, 5, 6, 1.0, 4.5, -0.0, 1e300])
    if kind == 1:
        return rng.choice([2**31, 2**63, -(2**63), 10**39, -(10**40), 10**40 + 1])
    if kind == 2:
        return Raw(
            rng.choice(
                [
                    "9" * rng.choice([41, 300, 4301, 5000]),
                    "-" + "9" * 5000,
                    "1e400",
                    "-1e400",
                    "1e-400",
                    "NaN",
                    "Infinity",
                    "-Infinity",
                    "1" + "0" * 100 + ".5",
                    "4.0",
                    "4e0",
                ]
            )
        )
    if kind == 3:
        return rng.choice(
            [
                "",
                " ",
                "true",
                "false",
                "null",
                "1",
                "4",
                "yes",
                "classic",
                "1897",
                "puertorico",
                "sanjuan",
                "puertorico-qt/save",
                "pass",
                "role mayor",
                "ROLE   Settler",
                "store corn,indigo,sugar keep coffee",
            ]
        )
    if kind == 4:
        return odd_text(rng)
    if kind == 5:
        size = rng.choice([39, 40, 41, 64, 65, 100, 101, 10_000, 300_000])
        return rng.choice("xé\U0001f600") * size
    if kind == 6:
        return deep(rng.choice([2, 5, 50, 900, 999, 1000, 1001, 5000, 50_000]), rng.choice("[{"))
    if kind == 7:
        return rng.choice(
            [
                [],
                {},
                [1, 2],
                ["pass"],
                {"a": 1},
                {"\ud800": 1},
                {"name": "A", "human": True},
                [None] * 5,
                ["pass"] * rng.choice([10_000, 10_001]),
                [
                    {"name": "A", "human": True, "level": "normal"}
                    for _ in range(rng.choice([2, 4, 6, 1000]))
                ],
                list(range(rng.choice([10, 50_000]))),
            ]
        )
    return [nasty(rng) for _ in range(rng.randint(0, 3))]


# --------------------------------------------------------------------------- mutations


def locations(data: object, prefix: tuple = ()) -> Iterator[tuple]:
    """Every place in the tree (a path of keys and indices), the root first."""
    yield prefix
    if isinstance(data, dict):
        for key, value in data.items():
            yield from locations(value, (*prefix, key))
    elif isinstance(data, list):
        for index, value in enumerate(data[:40]):  # the first actions are enough
            yield from locations(value, (*prefix, index))


def parent_of(data: dict, path: tuple) -> tuple[object, object]:
    node: object = data
    for key in path[:-1]:
        node = node[key]  # type: ignore[index]
    return node, path[-1]


def put(rng: random.Random, data: dict) -> object:
    path = rng.choice(list(locations(data)))
    if not path:
        return nasty(rng)
    node, key = parent_of(data, path)
    node[key] = nasty(rng)  # type: ignore[index]
    return data


def delete(rng: random.Random, data: dict) -> object:
    path = rng.choice(list(locations(data))[1:])
    node, key = parent_of(data, path)
    del node[key]  # type: ignore[attr-defined]
    return data


def add_field(rng: random.Random, data: dict) -> object:
    targets = [p for p in locations(data) if isinstance(parent_of(data, (*p, 0))[0], dict)]
    path = rng.choice(targets)
    node = parent_of(data, (*path, 0))[0]
    node[rng.choice(["extra", "game2", "notes", "\ud800", "", "seed ", "x" * 1000])] = nasty(rng)  # type: ignore[index]
    return data


def edit_actions(rng: random.Random, data: dict) -> object:
    actions = data.get("actions")
    if not isinstance(actions, list) or not actions:
        data["actions"] = ["role settler", "take corn"]
        return data
    i, j = rng.randrange(len(actions)), rng.randrange(len(actions))
    choice = rng.randrange(7)
    if choice == 0:
        actions[i], actions[j] = actions[j], actions[i]
    elif choice == 1:
        actions.insert(i, actions[j])
    elif choice == 2:
        del actions[i]
    elif choice == 3:
        del actions[i:]
    elif choice == 4:
        actions.append(rng.choice(["pass", "role mayor", "ship corn 4", "build wharf"]))
    elif choice == 5:
        actions[i] = "  " + str(actions[i]).upper().replace(" ", "   ") + " "
    else:
        actions[i] = rng.choice(["dance tango", "", "role", "take", "store keep", "ship corn 99"])
    return data


def edit_seats(rng: random.Random, data: dict) -> object:
    seats = data.get("seats")
    if not isinstance(seats, list) or not seats:
        return data
    choice = rng.randrange(5)
    if choice == 0:
        seats.append(dict(seats[0]) if isinstance(seats[0], dict) else seats[0])
    elif choice == 1:
        seats.pop()
    elif choice == 2 and isinstance(seats[-1], dict):
        seats[-1]["name"] = odd_text(rng, 45)
    elif choice == 3 and isinstance(seats[-1], dict):
        seats[-1]["level"] = rng.choice(["expert", "gone", "", "random", "é" * 40])
    elif isinstance(seats[0], dict):
        seats[0]["human"] = not seats[0].get("human")
    return data


def edit_options(rng: random.Random, data: dict) -> object:
    config = data.get("config")
    if not isinstance(config, dict):
        return data
    key = rng.choice(["players", "edition", "hidden_vp", "expansions"])
    config[key] = {
        "players": rng.randint(1, 6),
        "edition": rng.choice(["classic", "1897", "Classic", "2002"]),
        "hidden_vp": rng.choice([True, False]),
        "expansions": rng.choice([[], ["nobles"], ["x"], ["nobles", "nobles"]]),
    }[key]
    return data


def edit_envelope(rng: random.Random, data: dict) -> object:
    key = rng.choice(["format", "game", "version", "created", "updated", "app_version", "finished"])
    data[key] = rng.choice(
        {
            "format": ["puertorico-qt/save", "puertorico-qt/state", ""],
            "game": ["puertorico", "sanjuan", "PuertoRico", ""],
            "version": [0, 1, 2, -1],
            "created": ["", "yesterday", "2026-01-01T00:00:00+00:00"],
            "updated": ["", "2099-12-31"],
            "app_version": ["", "9.9.9", "0.1.0"],
            "finished": [True, False],
        }[key]
    )
    return data


def edit_version(rng: random.Random, data: dict) -> object:
    data["version"] = rng.choice([0, 2, 3, 99, -1, 10**30])  # a format this program does not read
    return data


TREE_MUTATIONS: list[Callable[[random.Random, dict], object]] = [
    put,
    put,
    put,
    delete,
    add_field,
    edit_actions,
    edit_actions,
    edit_seats,
    edit_options,
    edit_envelope,
    edit_version,
]


def to_text(data: object) -> str:
    raws: list[str] = []

    def default(value: object) -> str:
        if isinstance(value, Raw):
            raws.append(value.text)
            return f"@@raw{len(raws) - 1}@@"
        raise TypeError(type(value).__name__)

    text = json.dumps(data, ensure_ascii=True, default=default)
    for index, raw in enumerate(raws):
        text = text.replace(f'"@@raw{index}@@"', raw)
    return text


def spoil_text(rng: random.Random, text: str) -> bytes:
    choice = rng.randrange(7)
    data = text.encode("utf-8")
    if choice == 0:
        return data[: rng.randrange(len(data) + 1)]
    if choice == 1:
        i = rng.randrange(len(data))
        return data[:i] + bytes([rng.randrange(256)]) + data[i + 1 :]
    if choice == 2:
        i = rng.randrange(len(data))
        return data[:i] + rng.choice([b"\xed\xa0\x80", b"\xff", b"\x00", b"}", b","]) + data[i:]
    if choice == 3:
        depth = rng.choice([1, 10, 999, 1000, 10_000])
        return b"[" * depth + data + b"]" * depth
    if choice == 4:
        return b"\xef\xbb\xbf" + data  # a byte order mark
    if choice == 5:
        return data.replace(b"{", b'{"seed": "dup", ', 1)  # a key twice
    return data + rng.choice([b"\n", b" x", b"{}", b"\x00"])


def fuzz_cases(seed: int, count: int, bases: list[dict]) -> Iterator[tuple[str, bytes]]:
    """``count`` spoilt saves: (a description to name a failing case, the file's bytes)."""
    rng = random.Random(seed)
    for index in range(count):
        data: object = json.loads(json.dumps(rng.choice(bases)))
        names = []
        if rng.random() < 0.05:
            names.append("unchanged")
        else:
            for _ in range(rng.choice([1, 1, 1, 2, 3])):
                mutation = rng.choice(TREE_MUTATIONS)
                names.append(mutation.__name__)
                if isinstance(data, dict):
                    data = mutation(rng, data)
        text = to_text(data)
        assert len(text) < 4 * persistence.MAX_SAVE_BYTES  # each case stays small and quick
        if rng.random() < 0.15:
            names.append("spoil_text")
            yield f"seed {seed} case {index}: {'+'.join(names)}", spoil_text(rng, text)
        else:
            yield f"seed {seed} case {index}: {'+'.join(names)}", text.encode("utf-8")


# --------------------------------------------------------------------------- the check


def comparable(record: GameRecord) -> dict:
    d = record.to_dict()
    d.pop("updated")  # set by every save
    return d


def check(payload: bytes, path: Path, again: Path, what: str) -> str:
    """Load ``payload`` (written to ``path``); the outcome: "accepted" or the error's code."""
    path.write_bytes(payload)
    try:
        record, state = persistence.load_game(path)
    except SaveError as exc:
        message = str(exc)
        assert exc.code in CODES, f"{what}: code {exc.code!r}"
        assert len(message) < MESSAGE_LIMIT, f"{what}: a message of {len(message)} characters"
        message.encode("utf-8")
        return exc.code
    except Exception as exc:  # anything else is a bug: name the case
        raise AssertionError(f"{what}: {type(exc).__name__} escaped load_game") from exc
    # what was accepted saves again, and loads back the same
    persistence.save_record(again, record)
    reloaded, reloaded_state = persistence.load_game(again)
    assert comparable(reloaded) == comparable(record), what
    assert reloaded_state == state, what
    assert reloaded.finished == state.is_terminal(), what
    return "accepted"


def run_fuzz(seed: int, count: int, bases: list[dict], tmp_path: Path) -> Counter:
    outcomes: Counter = Counter()
    path, again = tmp_path / "case.json", tmp_path / "again.json"
    for what, payload in fuzz_cases(seed, count, bases):
        outcomes[check(payload, path, again, what)] += 1
    refused = sum(n for code, n in outcomes.items() if code != "accepted")
    print(
        f"\nfuzzed {count} saves (seed {seed}): {outcomes['accepted']} accepted, "
        f"{refused} refused {dict(sorted((c, n) for c, n in outcomes.items() if c != 'accepted'))}"
    )
    # the fuzzer reaches both sides and every kind of refusal a file can cause
    assert outcomes["accepted"] > count // 50
    assert {"not_json", "foreign", "version", "invalid", "illegal_action"} <= set(outcomes)
    return outcomes


def test_fuzzed_saves_load_or_are_refused_cleanly(bases: list[dict], tmp_path: Path) -> None:
    # A load that hangs fails through pytest-timeout (pyproject.toml), not a clock here.
    run_fuzz(seed=2026, count=600, bases=bases, tmp_path=tmp_path)


@pytest.mark.slow
@pytest.mark.parametrize("seed", [1, 2, 3, 4, 5])
def test_fuzzed_saves_many(bases: list[dict], tmp_path: Path, seed: int) -> None:
    run_fuzz(seed=seed, count=4000, bases=bases, tmp_path=tmp_path)


# --------------------------------------------------------------------------- hypothesis

FIELDS = [
    ("format",),
    ("game",),
    ("version",),
    ("created",),
    ("updated",),
    ("app_version",),
    ("finished",),
    ("seed",),
    ("config",),
    ("config", "players"),
    ("config", "edition"),
    ("config", "hidden_vp"),
    ("config", "expansions"),
    ("seats",),
    ("seats", 0),
    ("seats", 0, "name"),
    ("seats", 1, "human"),
    ("seats", 1, "level"),
    ("actions",),
    ("actions", 0),
    ("actions", 5),
    ("extra",),
]

TEXT = st.text(
    alphabet=st.one_of(
        st.characters(), st.sampled_from([c for c in ODD_CHARACTERS if len(c) == 1])
    ),
    max_size=80,
)
JSON_VALUES = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(min_value=-(10**45), max_value=10**45)
    | st.floats(allow_nan=True, allow_infinity=True)
    | TEXT,
    lambda children: st.lists(children, max_size=4) | st.dictionaries(TEXT, children, max_size=4),
    max_leaves=12,
)


@pytest.fixture(scope="module")
def hypothesis_outcomes() -> Iterator[Counter]:
    """Counts what the hypothesis tests did; printed at the end (run with -s)."""
    outcomes: Counter = Counter()
    yield outcomes
    if outcomes:
        refused = sum(n for c, n in outcomes.items() if c != "accepted")
        print(
            f"\nhypothesis: {sum(outcomes.values())} examples, {outcomes['accepted']} "
            f"accepted, {refused} refused "
            f"{dict(sorted((c, n) for c, n in outcomes.items() if c != 'accepted'))}"
        )


def hypothesis_case(bases: list[dict], base: int, field: tuple, value: object, drop: bool) -> bytes:
    data = json.loads(json.dumps(bases[base]))
    node = data
    for key in field[:-1]:
        node = node[key]
    key = field[-1]
    if isinstance(node, list) and key >= len(node):  # a game not begun has no actions
        node.append(value)
    elif drop and (key in node if isinstance(node, dict) else True):
        del node[key]
    else:
        node[key] = value
    return json.dumps(data, ensure_ascii=True).encode("utf-8")  # NaN and Infinity included


@settings(HYPOTHESIS, max_examples=150, derandomize=True)
@given(
    base=st.integers(0, 4),
    field=st.sampled_from(FIELDS),
    value=JSON_VALUES,
    drop=st.booleans(),
)
def test_hypothesis_fields(bases, hypothesis_outcomes, tmp_path, base, field, value, drop):
    payload = hypothesis_case(bases, base, field, value, drop)
    what = f"hypothesis: {field} = {value!r:.80} (drop={drop})"
    hypothesis_outcomes[check(payload, tmp_path / "h.json", tmp_path / "h2.json", what)] += 1


@pytest.mark.slow
@settings(HYPOTHESIS, max_examples=3000)
@given(
    base=st.integers(0, 4),
    field=st.sampled_from(FIELDS),
    value=JSON_VALUES,
    drop=st.booleans(),
)
def test_hypothesis_fields_many(bases, hypothesis_outcomes, tmp_path, base, field, value, drop):
    payload = hypothesis_case(bases, base, field, value, drop)
    what = f"hypothesis: {field} = {value!r:.80} (drop={drop})"
    hypothesis_outcomes[check(payload, tmp_path / "h.json", tmp_path / "h2.json", what)] += 1
