"""Strict readers of JSON values for the state loader (``serialize.state_from_dict``
and ``PlayerState.from_dict``).

Each takes the raw value and the field's name (for the message) and returns the checked
value, or raises ``StateFormatError`` naming the field and quoting the bad value
shortened (``config.short_repr``): an int is an int (not a bool, not ``1.0``), a bool a
bool, a name exactly a known name, an object exactly the writer's keys.
"""

from __future__ import annotations

import re
from typing import NoReturn

from .config import short_repr

INVALID = "not a valid Puerto Rico state: "

#: Bounds far beyond any real game (which lasts about 15 rounds) for the numbers the
#: rules do not limit: doubloons and VP (the bank is unlimited).  They keep absurd
#: numbers out of the arithmetic and the messages.
MAX_COUNT = 1_000_000

_HEX64 = re.compile(r"[0-9a-fA-F]{16}")


class StateFormatError(ValueError):
    """A dict that is not a valid serialised state."""


def fail(where: str, problem: str) -> NoReturn:
    raise StateFormatError(f"{INVALID}{where} {problem}")


def is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def read_int(value: object, where: str, lo: int, hi: int) -> int:
    """A whole number from ``lo`` to ``hi`` (not a bool, not a float such as ``1.0``)."""
    if isinstance(value, bool) or not isinstance(value, int):
        fail(where, f"must be a whole number, not {short_repr(value)}")
    if lo == hi and value != lo:
        fail(where, f"must be {lo}, not {short_repr(value)}")
    if value < lo:
        fail(where, f"is {'negative' if lo == 0 else f'below {lo}'}: {short_repr(value)}")
    if value > hi:
        fail(where, f"is above {hi}: {short_repr(value)}")
    return value


def read_bool(value: object, where: str) -> bool:
    if not isinstance(value, bool):
        fail(where, f"must be true or false, not {short_repr(value)}")
    return value


def read_name(value: object, where: str, names: tuple[str, ...]) -> int:
    """The index of a known name (exactly as written, no other case)."""
    if not isinstance(value, str) or value not in names:
        fail(where, f"is not a known name: {short_repr(value)}")
    return names.index(value)


def read_list(value: object, where: str, length: int | None = None, most: int = 0) -> list:
    """A list of exactly ``length`` items, or of at most ``most``."""
    if not isinstance(value, list):
        fail(where, f"must be a list, not {short_repr(value)}")
    if length is not None and len(value) != length:
        fail(where, f"must have {length} entries, not {len(value)}")
    if length is None and len(value) > most:
        fail(where, f"has more than {most} entries ({len(value)})")
    return value


def read_ints(
    value: object, where: str, lo: int, hi: int, length: int | None = None, most: int = 0
) -> list[int]:
    items = read_list(value, where, length, most)
    if all(type(x) is int and lo <= x <= hi for x in items):  # the usual case, at once
        return list(items)
    return [read_int(x, f"{where}[{i}]", lo, hi) for i, x in enumerate(items)]


def read_object(value: object, where: str, keys: tuple[str, ...]) -> dict:
    """An object with exactly these keys (a missing one or an unknown one is refused)."""
    if not isinstance(value, dict):
        fail(where, f"must be an object, not {short_repr(value)}")
    for key in keys:
        if key not in value:
            fail(where, f"has no {key!r}")
    for key in value:
        if key not in keys:
            fail(where, f"has an unknown field {short_repr(key)}")
    return value


def read_hex64(value: object, where: str) -> int:
    if not isinstance(value, str) or len(value) != 16 or not _HEX64.fullmatch(value):
        fail(where, f"must be 16 hexadecimal digits, not {short_repr(value)}")
    return int(value, 16)
