"""A game's configuration: what is fixed before the first move."""

from __future__ import annotations

import reprlib
from dataclasses import dataclass, field

from .data import (
    BUILDING_INDEX,
    BUILDINGS,
    DRAFT_CANDIDATES,
    DRAFT_SPACES,
    EDITION_NAMES,
    EXPANSION_NAMES,
    SETUP,
    Edition,
)


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


#: How the non-production spaces are filled with expansion I (``GameConfig.market``):
#: the base game's buildings, a random legal set drawn with the game's seed, the draft
#: played at the table, or a set chosen beforehand (``GameConfig.chosen``).
MARKET_SETUPS: tuple[str, ...] = ("base", "random", "draft", "chosen")
#: Expansions whose rules exist (the others are refused with a clear message).
AVAILABLE_EXPANSIONS = frozenset({"buildings", "nobles", "smuggler", "festival"})


@dataclass(frozen=True, slots=True)
class GameConfig:
    """Player count, edition and options.  Immutable and shared between clones.

    ``expansions``: names from ``data.EXPANSION_NAMES`` — ``buildings`` (expansion I:
    the new buildings and forests), ``nobles`` (expansion II), ``smuggler`` (III) and
    ``festival`` (IV).  ``market`` says how expansion I's buildings come onto the board
    (``MARKET_SETUPS``); ``chosen`` is the set of non-production buildings for
    ``market="chosen"`` (building ids, one per space).
    """

    players: int = 4
    edition: Edition = Edition.CLASSIC
    hidden_vp: bool = False
    expansions: frozenset[str] = field(default_factory=frozenset)
    market: str = "base"
    chosen: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        if self.players not in SETUP:
            raise ConfigError(
                f"Puerto Rico is played by 2 to 5 players, not {short_repr(self.players)}"
            )
        if not isinstance(self.edition, Edition):
            object.__setattr__(self, "edition", Edition(self.edition))
        if not isinstance(self.expansions, frozenset):
            object.__setattr__(self, "expansions", frozenset(self.expansions))
        unknown = set(self.expansions) - KNOWN_EXPANSIONS
        if unknown:
            raise ConfigError(
                f"unknown expansion(s): {short_repr(sorted(unknown), 80)}; "
                f"expected {', '.join(EXPANSION_NAMES)}"
            )
        missing = sorted(self.expansions - AVAILABLE_EXPANSIONS)
        if missing:
            raise ConfigError(f"the expansion(s) {', '.join(missing)} are not available yet")
        if self.market not in MARKET_SETUPS:
            raise ConfigError(
                f"unknown building set-up {short_repr(self.market)}; "
                f"expected {', '.join(MARKET_SETUPS)}"
            )
        if self.market != "base" and "buildings" not in self.expansions:
            raise ConfigError("choosing the buildings needs the new buildings (expansion I)")
        object.__setattr__(self, "chosen", tuple(self.chosen))
        if (self.market == "chosen") != bool(self.chosen):
            raise ConfigError("a chosen set of buildings goes with the set-up 'chosen' only")
        if self.chosen:
            check_building_set(self.chosen)

    def has(self, expansion: str) -> bool:
        return expansion in self.expansions

    def to_dict(self) -> dict:
        return {
            "players": self.players,
            "edition": EDITION_NAMES[self.edition],
            "hidden_vp": self.hidden_vp,
            "expansions": sorted(self.expansions),
            **({"market": self.market} if "buildings" in self.expansions else {}),
            **({"chosen": list(self.chosen)} if self.chosen else {}),
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
        market = d.get("market", "base")
        if not isinstance(market, str):
            raise ConfigError(f"market must be a name, not {short_repr(market)}")
        chosen = d.get("chosen", [])
        if not isinstance(chosen, list | tuple) or not all(isinstance(b, str) for b in chosen):
            raise ConfigError(f"chosen must be a list of building ids, not {short_repr(chosen)}")
        return cls(
            players=players,
            edition=Edition(EDITION_NAMES.index(name)),
            hidden_vp=hidden_vp,
            expansions=frozenset(expansions),
            market=market,
            chosen=tuple(chosen),
        )


KNOWN_EXPANSIONS = frozenset(EXPANSION_NAMES)


def check_building_set(ids: tuple[str, ...] | list[str]) -> None:
    """Raise ConfigError unless ``ids`` fill the board's non-production spaces exactly:
    each a base or expansion-I non-production building, once, as many per cost as the
    board has spaces of that cost."""
    per_cost: dict[int, int] = {}
    for name in ids:
        b = BUILDING_INDEX.get(name) if isinstance(name, str) else None
        if b is None or b not in DRAFT_CANDIDATES:
            raise ConfigError(f"{short_repr(name)} is not a building of the draft")
        per_cost[BUILDINGS[b].cost] = per_cost.get(BUILDINGS[b].cost, 0) + 1
    if len(set(ids)) != len(ids):
        raise ConfigError("a chosen building appears twice")
    if per_cost != DRAFT_SPACES:
        raise ConfigError("the chosen buildings do not fill the board's spaces, one per space")


def parse_edition(text: str) -> Edition:
    try:
        return Edition(EDITION_NAMES.index(text))
    except ValueError:
        raise ConfigError(f"unknown edition {short_repr(text)}; expected classic or 1897") from None
