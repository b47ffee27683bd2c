"""Final scoring: VP chips + building VP + the bonuses of occupied large buildings.

Ties are broken by doubloons plus goods (one good = one doubloon); a tie that
remains is shared.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field

from .data import (
    BUILDINGS,
    CITY_HALL,
    CUSTOMS_HOUSE,
    FORTRESS,
    GUILD_HALL,
    RESIDENCE,
    BuildingKind,
    Edition,
)
from .state import GameState, PlayerState


@dataclass(frozen=True, slots=True)
class ScoreBreakdown:
    chips: int
    buildings: int
    bonuses: dict[str, int] = field(default_factory=dict)
    tiebreak: int = 0  # doubloons + goods

    @property
    def bonus(self) -> int:
        return sum(self.bonuses.values())

    @property
    def total(self) -> int:
        return self.chips + self.buildings + self.bonus

    def to_dict(self) -> dict:
        d = asdict(self)
        d["bonus"] = self.bonus
        d["total"] = self.total
        return d


def guild_hall_bonus(p: PlayerState) -> int:
    small = sum(1 for b in p.buildings if BUILDINGS[b].kind == BuildingKind.SMALL_PRODUCTION)
    large = sum(1 for b in p.buildings if BUILDINGS[b].kind == BuildingKind.LARGE_PRODUCTION)
    return small + 2 * large


def residence_bonus(p: PlayerState, edition: Edition) -> int:
    filled = p.island_used()
    if filled <= 9:
        # Classic: "up to nine" spaces score 4; 1897: "one to nine".
        return 0 if (filled == 0 and edition == Edition.E1897) else 4
    return filled - 5  # 10 -> 5, 11 -> 6, 12 -> 7


def fortress_bonus(p: PlayerState) -> int:
    return p.colonists() // 3


def customs_house_bonus(p: PlayerState) -> int:
    return p.vp // 4


def city_hall_bonus(p: PlayerState) -> int:
    return sum(1 for b in p.buildings if not BUILDINGS[b].is_production)


LARGE_BUILDING_BONUS = {
    GUILD_HALL: lambda p, ed: guild_hall_bonus(p),
    RESIDENCE: residence_bonus,
    FORTRESS: lambda p, ed: fortress_bonus(p),
    CUSTOMS_HOUSE: lambda p, ed: customs_house_bonus(p),
    CITY_HALL: lambda p, ed: city_hall_bonus(p),
}


def large_building_bonus(p: PlayerState, building: int, edition: Edition | int) -> int:
    """The game-end bonus ``building`` (a large violet building) would give ``p`` now,
    whether or not it is manned (0 for any other building)."""
    fn = LARGE_BUILDING_BONUS.get(building)
    return fn(p, edition) if fn is not None else 0


def player_score(p: PlayerState, edition: Edition) -> ScoreBreakdown:
    bonuses = {
        BUILDINGS[b].id: fn(p, edition) for b, fn in LARGE_BUILDING_BONUS.items() if p.occupied(b)
    }
    return ScoreBreakdown(
        chips=p.vp,
        buildings=sum(BUILDINGS[b].vp for b in p.buildings),
        bonuses=bonuses,
        tiebreak=p.doubloons + sum(p.goods),
    )


def score_breakdown(state: GameState) -> list[ScoreBreakdown]:
    """Each seat's score as it would be if the game ended now."""
    return [player_score(p, state.config.edition) for p in state.players]


def winners(state: GameState) -> list[int]:
    scores = score_breakdown(state)
    best = max((s.total, s.tiebreak) for s in scores)
    return [seat for seat, s in enumerate(scores) if (s.total, s.tiebreak) == best]
