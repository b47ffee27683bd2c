"""Final scoring: VP chips + building VP + the bonuses of occupied large buildings.

The expansions add two large buildings with a bonus (the cloister: 1/3/6/10 for one to
four sets of three equal island tiles; the royal garden: one per noble owned), and
with expansion II every noble owned scores one VP (the bonus entry ``"nobles"``).
The statue needs nothing here: its 8 VP are its printed VP.

Ties are broken by doubloons plus goods (one good = one doubloon); a tie that
remains is shared.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field

from .data import (
    BUILDINGS,
    CITY_HALL,
    CLOISTER,
    CUSTOMS_HOUSE,
    FORTRESS,
    GUILD_HALL,
    RESIDENCE,
    ROYAL_GARDEN,
    BuildingKind,
    Edition,
)
from .phases.festival import festival_vp
from .state import GameState, Phase, PlayerState


@dataclass(frozen=True, slots=True)
class ScoreBreakdown:
    """One seat's score: ``bonuses`` maps each manned large building with a bonus (by
    its id: guild_hall … city_hall, cloister, royal_garden) and, with expansion II,
    ``"nobles"`` (one VP per noble owned) to its VP; ``BONUS_KEYS`` lists them all.
    ``chips_from`` says where some of the chips came from (``"plunder"``: the
    smuggler's, ``"festival"``: the festival's building goal); the rest are shipping's
    and the buildings' that pay in chips."""

    chips: int
    buildings: int
    bonuses: dict[str, int] = field(default_factory=dict)
    tiebreak: int = 0  # doubloons + goods
    chips_from: dict[str, int] = field(default_factory=dict)

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
    """One per violet (1897: beige) building; the nobles' jeweler is red, not violet."""
    return sum(1 for b in p.buildings if BUILDINGS[b].is_violet)


#: The cloister's bonus for 0, 1, 2, 3 and 4 (or more) sets of three equal tiles.
CLOISTER_BONUS: tuple[int, ...] = (0, 1, 3, 6, 10)


def cloister_bonus(p: PlayerState) -> int:
    """Sets of three equal island tiles: per plantation kind, the quarries, and all the
    forests as one kind (whatever their faces show)."""
    sets = sum(count // 3 for count in p.plant) + sum(p.forest) // 3
    return CLOISTER_BONUS[min(sets, len(CLOISTER_BONUS) - 1)]


def royal_garden_bonus(p: PlayerState) -> int:
    """One more VP per noble owned, wherever it stands."""
    return p.nobles


LARGE_BUILDING_BONUS = {
    GUILD_HALL: lambda p, ed: guild_hall_bonus(p),
    RESIDENCE: residence_bonus,
    FORTRESS: lambda p, ed: fortress_bonus(p),
    CUSTOMS_HOUSE: lambda p, ed: customs_house_bonus(p),
    CITY_HALL: lambda p, ed: city_hall_bonus(p),
    CLOISTER: lambda p, ed: cloister_bonus(p),
    ROYAL_GARDEN: lambda p, ed: royal_garden_bonus(p),
}
#: The bonus entry of the nobles owned (expansion II: one VP each).
NOBLES_BONUS = "nobles"
#: Every key a ``ScoreBreakdown.bonuses`` may have, in the order to show them: the
#: large buildings' ids, then the nobles.
BONUS_KEYS: tuple[str, ...] = (*(BUILDINGS[b].id for b in LARGE_BUILDING_BONUS), NOBLES_BONUS)


def large_building_bonus(p: PlayerState, building: int, edition: Edition | int) -> int:
    """The game-end bonus ``building`` (a large violet building) would give ``p`` now,
    whether or not it is manned (0 for any other building)."""
    fn = LARGE_BUILDING_BONUS.get(building)
    return fn(p, edition) if fn is not None else 0


def player_score(p: PlayerState, edition: Edition) -> ScoreBreakdown:
    bonuses = {
        BUILDINGS[b].id: fn(p, edition) for b, fn in LARGE_BUILDING_BONUS.items() if p.occupied(b)
    }
    if p.nobles:
        bonuses[NOBLES_BONUS] = p.nobles
    return ScoreBreakdown(
        chips=p.vp,
        buildings=sum(BUILDINGS[b].vp for b in p.buildings),
        bonuses=bonuses,
        tiebreak=p.doubloons + sum(p.goods),
    )


def _placed_best(p: PlayerState, in_hand: int, edition: Edition) -> PlayerState:
    """A copy of ``p`` with the ``in_hand`` colonists he lifted off his board for the
    Mayor's placement put back where they score most: one on each unmanned large
    building with a bonus, the biggest first, the rest in San Juan (the fortress counts
    them anywhere).  Without it his score would lose every large building's bonus for
    as long as he is placing."""
    q = p.clone()
    q.san_juan += in_hand
    idle = [b for b in LARGE_BUILDING_BONUS if q.owns(b) and not q.occupied(b)]
    idle.sort(key=lambda b: large_building_bonus(q, b, edition), reverse=True)
    for b in idle[: q.san_juan]:
        q.bocc[b] = 1
        q.san_juan -= 1
    return q


def score_breakdown(state: GameState) -> list[ScoreBreakdown]:
    """Each seat's score as it would be if the game ended now (a player in the middle
    of the Mayor's placement: as if he put his colonists where they score most)."""
    edition = state.config.edition
    players = list(state.players)
    if state.phase == Phase.MAYOR and state.mayor_left:
        seat = state.current
        players[seat] = _placed_best(players[seat], state.mayor_left, edition)
    scores = [player_score(p, edition) for p in players]
    if state.config.has("smuggler") or state.config.has("festival"):
        for seat, s in enumerate(scores):
            if state.plunder_vp[seat]:
                s.chips_from["plunder"] = state.plunder_vp[seat]
            if festival_vp(state, seat):
                s.chips_from["festival"] = festival_vp(state, seat)
    return scores


def winners(state: GameState) -> list[int]:
    scores = score_breakdown(state)
    best = max((s.total, s.tiebreak) for s in scores)
    return [seat for seat, s in enumerate(scores) if (s.total, s.tiebreak) == best]
