"""Final scoring: printed VP, the chapel's cards, the 6-cost buildings' bonuses, and the
palace last (a quarter of everything else, rounded down).

Ties go to the player with more cards in hand plus goods (a good counts as a card);
a tie that remains is shared.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass

from .data import CITY_HALL, GUILD_HALL, PALACE, TRIUMPHAL_ARCH
from .effects import PALACE_DIVISOR, SCORE_BONUS, printed_vp
from .state import CardPlayer, CardState


@dataclass(frozen=True, slots=True)
class CardScore:
    """One seat's score, part by part (0 for a bonus building the seat lacks)."""

    buildings: int  # printed VP of the city
    chapel: int  # cards under the chapel (even one built over by a crane)
    guild_hall: int
    city_hall: int
    triumphal_arch: int
    palace: int
    tiebreak: int  # hand cards + goods

    @property
    def total(self) -> int:
        return (
            self.buildings
            + self.chapel
            + self.guild_hall
            + self.city_hall
            + self.triumphal_arch
            + self.palace
        )

    def to_dict(self) -> dict:
        d = asdict(self)
        d["total"] = self.total
        return d


def player_score(p: CardPlayer) -> CardScore:
    city = p.city
    bonus = {kind: (fn(city) if kind in city else 0) for kind, fn in SCORE_BONUS.items()}
    buildings = printed_vp(city)
    rest = buildings + p.chapel_n + sum(bonus.values())
    return CardScore(
        buildings=buildings,
        chapel=p.chapel_n,
        guild_hall=bonus.get(GUILD_HALL, 0),
        city_hall=bonus.get(CITY_HALL, 0),
        triumphal_arch=bonus.get(TRIUMPHAL_ARCH, 0),
        palace=rest // PALACE_DIVISOR if PALACE in city else 0,
        tiebreak=p.hand_n + p.goods_count(),
    )


def score_breakdown(state: CardState) -> list[CardScore]:
    """Each seat's score as it would be if the game ended now."""
    return [player_score(p) for p in state.players]


def winners(state: CardState) -> list[int]:
    """The seats with the best (total, hand + goods); more than one if still tied."""
    scores = score_breakdown(state)
    best = max((s.total, s.tiebreak) for s in scores)
    return [seat for seat, s in enumerate(scores) if (s.total, s.tiebreak) == best]
