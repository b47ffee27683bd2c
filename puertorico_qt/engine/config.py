"""A game's configuration: what is fixed before the first move."""

from __future__ import annotations

import reprlib
from dataclasses import dataclass, field

from .data import EDITION_NAMES, SETUP, Edition


class ConfigError(ValueError):
    """A configuration the rules do not allow."""


SHORT_REPR_LENGTH = 40  # characters of a value quoted in a message

_REPR = reprlib.Repr()
_REPR.maxlevel = 2
_REPR.maxstring = _REPR.maxother = _REPR.maxlong = SHORT_REPR_LENGTH + 10
_REPR.maxlist = _REPR.maxtuple = _REPR.maxdict = _REPR.maxset = _REPR.maxfrozenset = 4


def short_repr(value: object, limit: int = SHORT_REPR_LENGTH) -> str:
    """``repr(value)`` cut to ``limit`` characters ("…" at the end), for messages that
    quote what a file or a caller gave: never slow, never long, never deeper than two
    levels, and always encodable text (a lone surrogate is shown escaped, as ``repr`` does).
    """
    if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > 256:
        text = f"<a number of about {value.bit_length() * 3 // 10} digits>"  # no slow str()
    else:
        try:
            text = _REPR.repr(value)
        except Exception:  # a broken __repr__, or a number too long for str()
            text = f"<{type(value).__name__}>"
    return text if len(text) <= limit else text[: limit - 1] + "…"


@dataclass(frozen=True, slots=True)
class GameConfig:
    """Player count, edition and options.  Immutable and shared between clones.

    ``expansions`` is reserved for the four 1897 expansions (forests and the
    building draft, nobles, smuggler, festival); the base game uses none.
    """

    players: int = 4
    edition: Edition = Edition.CLASSIC
    hidden_vp: bool = False
    expansions: frozenset[str] = field(default_factory=frozenset)

    def __post_init__(self) -> None:
        if self.players not in SETUP:
            raise ConfigError(
                f"Puerto Rico is played by 2 to 5 players, not {short_repr(self.players)}"
            )
        if not isinstance(self.edition, Edition):
            object.__setattr__(self, "edition", Edition(self.edition))
        unknown = set(self.expansions) - KNOWN_EXPANSIONS
        if unknown:
            raise ConfigError(f"unknown expansion(s): {short_repr(sorted(unknown), 80)}")
        if self.expansions:
            raise ConfigError("the expansions are not available yet")

    def to_dict(self) -> dict:
        return {
            "players": self.players,
            "edition": EDITION_NAMES[self.edition],
            "hidden_vp": self.hidden_vp,
            "expansions": sorted(self.expansions),
        }

    @classmethod
    def from_dict(cls, d: object) -> GameConfig:
        """The inverse of ``to_dict``, strict about types (raises ConfigError): a file
        must not change a rule by accident, so ``"false"`` or ``1`` is not a bool and
        ``"4"``, ``4.0`` or ``true`` is not a number of players.  Missing options take
        their defaults; unknown keys are ignored."""
        if not isinstance(d, dict):
            raise ConfigError(f"the options must be an object, not {short_repr(d)}")
        if "players" not in d:
            raise ConfigError("the number of players is missing")
        players = d["players"]
        if not isinstance(players, int) or isinstance(players, bool):
            raise ConfigError(
                f"the number of players must be a whole number, not {short_repr(players)}"
            )
        name = d.get("edition", "classic")
        if not isinstance(name, str) or name not in EDITION_NAMES:
            raise ConfigError(
                f"unknown edition {short_repr(name)}; expected {' or '.join(EDITION_NAMES)}"
            )
        hidden_vp = d.get("hidden_vp", False)
        if not isinstance(hidden_vp, bool):
            raise ConfigError(f"hidden_vp must be true or false, not {short_repr(hidden_vp)}")
        expansions = d.get("expansions", [])
        if not isinstance(expansions, list | tuple) or not all(
            isinstance(e, str) for e in expansions
        ):
            raise ConfigError(f"expansions must be a list of names, not {short_repr(expansions)}")
        return cls(
            players=players,
            edition=Edition(EDITION_NAMES.index(name)),
            hidden_vp=hidden_vp,
            expansions=frozenset(expansions),
        )


KNOWN_EXPANSIONS = frozenset({"new_buildings", "nobles", "smuggler", "festival"})


def parse_edition(text: str) -> Edition:
    try:
        return Edition(EDITION_NAMES.index(text))
    except ValueError:
        raise ConfigError(f"unknown edition {short_repr(text)}; expected classic or 1897") from None
