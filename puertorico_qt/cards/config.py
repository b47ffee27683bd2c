"""A card game's configuration: what is fixed before the first card is dealt."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass

from ..engine.config import short_repr
from .data import BASE_CONTENT, CONTENTS

#: The expansions of the card game that the rules know.
KNOWN_EXPANSIONS: tuple[str, ...] = tuple(c for c in CONTENTS if c != BASE_CONTENT)
#: Expansions whose rules are being built in the engine but are not offered to players
#: (no bots, no table yet).  A config naming one is refused unless the tests opened it
#: with ``engine_only()``; docs/cards.md calls them "engine only, not yet offered".
#: None today: "buildings" (Die neuen Gebäude) is offered.
ENGINE_ONLY: tuple[str, ...] = ()
_opened: set[str] = set()
MIN_PLAYERS = 2
MAX_PLAYERS = 4


class CardConfigError(ValueError):
    """A configuration the rules do not allow."""


@contextmanager
def engine_only(*names: str) -> Iterator[None]:
    """Within the block, configs may name these engine-only expansions (tests only;
    nothing a player reaches calls this)."""
    unknown = [n for n in names if n not in ENGINE_ONLY]
    if unknown:
        raise CardConfigError(f"not an engine-only expansion: {', '.join(unknown)}")
    before = set(_opened)
    _opened.update(names)
    try:
        yield
    finally:
        _opened.clear()
        _opened.update(before)


@dataclass(frozen=True, slots=True)
class CardConfig:
    """Player count and options.  Immutable and shared between clones.

    ``variant``: the set-up for experienced players (the seats get 5, 6, 7, 8 cards
    and each keeps 4).  ``expansions``: the boxes added to the base deck (today
    ``"buildings"``, *Die neuen Gebäude*), kept sorted and without repeats."""

    players: int = 4
    variant: bool = False
    expansions: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        players = self.players
        if isinstance(players, bool) or not isinstance(players, int):
            raise CardConfigError(
                f"the number of players must be a whole number, not {short_repr(players)}"
            )
        if not MIN_PLAYERS <= players <= MAX_PLAYERS:
            raise CardConfigError(
                f"the card game is played by {MIN_PLAYERS} to {MAX_PLAYERS} players, not {players}"
            )
        if not isinstance(self.variant, bool):
            raise CardConfigError(f"variant must be true or false, not {short_repr(self.variant)}")
        expansions = self.expansions
        if isinstance(expansions, str) or not all(isinstance(e, str) for e in expansions):
            raise CardConfigError(
                f"expansions must be a list of names, not {short_repr(expansions)}"
            )
        object.__setattr__(self, "expansions", tuple(sorted(set(expansions))))
        for name in self.expansions:
            if name not in KNOWN_EXPANSIONS:
                raise CardConfigError(
                    f"unknown card game expansion {short_repr(name)}; "
                    f"expected {', '.join(KNOWN_EXPANSIONS)}"
                )
            if name in ENGINE_ONLY and name not in _opened:
                raise CardConfigError(f"the card game expansion {name!r} is not available yet")

    @property
    def contents(self) -> tuple[str, ...]:
        """The ``content`` values of the card table's rows that are in this game."""
        return (BASE_CONTENT, *self.expansions)

    def to_dict(self) -> dict:
        return {
            "players": self.players,
            "variant": self.variant,
            "expansions": list(self.expansions),
        }

    @classmethod
    def from_dict(cls, d: object) -> CardConfig:
        """The inverse of ``to_dict``, strict about types (raises CardConfigError):
        ``"4"`` or ``true`` is not a number of players, ``1`` is not a bool.  Missing
        options take their defaults; unknown keys are refused (a file from a later
        version must not silently lose a rule)."""
        if not isinstance(d, dict):
            raise CardConfigError(f"the options must be an object, not {short_repr(d)}")
        unknown = sorted(str(k) for k in d if k not in ("players", "variant", "expansions"))
        if unknown:
            raise CardConfigError(f"unknown option(s): {short_repr(unknown, 80)}")
        if "players" not in d:
            raise CardConfigError("the number of players is missing")
        expansions = d.get("expansions", [])
        if not isinstance(expansions, list | tuple):
            raise CardConfigError(
                f"expansions must be a list of names, not {short_repr(expansions)}"
            )
        return cls(
            players=d["players"],
            variant=d.get("variant", False),
            expansions=tuple(expansions),
        )
