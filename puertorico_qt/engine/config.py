"""A game's configuration: what is fixed before the first move."""

from __future__ import annotations

from dataclasses import dataclass, field

from .data import EDITION_NAMES, SETUP, Edition


class ConfigError(ValueError):
    """A configuration the rules do not allow."""


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
            raise ConfigError(f"Puerto Rico is played by 2 to 5 players, not {self.players}")
        if not isinstance(self.edition, Edition):
            object.__setattr__(self, "edition", Edition(self.edition))
        unknown = set(self.expansions) - KNOWN_EXPANSIONS
        if unknown:
            raise ConfigError(f"unknown expansion(s): {', '.join(sorted(unknown))}")
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
    def from_dict(cls, d: dict) -> GameConfig:
        try:
            edition = Edition(EDITION_NAMES.index(d.get("edition", "classic")))
        except ValueError:
            raise ConfigError(f"unknown edition {d.get('edition')!r}") from None
        return cls(
            players=int(d["players"]),
            edition=edition,
            hidden_vp=bool(d.get("hidden_vp", False)),
            expansions=frozenset(d.get("expansions", ())),
        )


KNOWN_EXPANSIONS = frozenset({"new_buildings", "nobles", "smuggler", "festival"})


def parse_edition(text: str) -> Edition:
    try:
        return Edition(EDITION_NAMES.index(text))
    except ValueError:
        raise ConfigError(f"unknown edition {text!r}; expected classic or 1897") from None
