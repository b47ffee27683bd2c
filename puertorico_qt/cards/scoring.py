"""Final scoring: printed VP, the cards under the chapel (and, with the expansion, under
the Bank and the Hafen), the 6-cost buildings' bonuses, and the palace last (a quarter
of everything else, rounded down).

Ties go to the player with more cards in hand plus goods (a good counts as a card, the
Zollamt's too); a tie that remains is shared.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass

from .data import CATHEDRAL, CITY_HALL, GUILD_HALL, PALACE, RESIDENCE, TRIUMPHAL_ARCH
from .effects import OPPONENTS_BONUS, PALACE_DIVISOR, SCORE_BONUS, printed_vp
from .state import CardState


@dataclass(frozen=True, slots=True)
class CardScore:
    """One seat's score, part by part (0 for a bonus building the seat lacks, and for
    the expansion's parts in a game without it)."""

    buildings: int  # printed VP of the city
    chapel: int  # cards under the chapel (even one built over by a crane)
    guild_hall: int
    city_hall: int
    triumphal_arch: int
    palace: int
    tiebreak: int  # hand cards + goods
    bank: int = 0  # cards under the Bank (even one built over)
    harbor: int = 0  # cards under the Hafen (even one built over)
    residence: int = 0
    cathedral: int = 0

    @property
    def total(self) -> int:
        return (
            self.buildings
            + self.chapel
            + self.bank
            + self.harbor
            + self.guild_hall
            + self.city_hall
            + self.triumphal_arch
            + self.residence
            + self.cathedral
            + self.palace
        )

    def to_dict(self) -> dict:
        d = asdict(self)
        d["total"] = self.total
        return d


def player_score(state: CardState, seat: int) -> CardScore:
    p = state.players[seat]
    city = p.city
    bonus = {kind: (fn(city) if kind in city else 0) for kind, fn in SCORE_BONUS.items()}
    others = [q.city for i, q in enumerate(state.players) if i != seat]
    for kind, table_fn in OPPONENTS_BONUS.items():
        bonus[kind] = table_fn(city, others) if kind in city else 0
    xp = state.xp
    bank = xp.bank_n[seat] if xp is not None else 0
    harbor = xp.harbor_n[seat] if xp is not None else 0
    buildings = printed_vp(city)
    rest = buildings + p.chapel_n + bank + harbor + sum(bonus.values())
    return CardScore(
        buildings=buildings,
        chapel=p.chapel_n,
        guild_hall=bonus.get(GUILD_HALL, 0),
        city_hall=bonus.get(CITY_HALL, 0),
        triumphal_arch=bonus.get(TRIUMPHAL_ARCH, 0),
        palace=rest // PALACE_DIVISOR if PALACE in city else 0,
        tiebreak=p.hand_n + p.goods_count(),
        bank=bank,
        harbor=harbor,
        residence=bonus.get(RESIDENCE, 0),
        cathedral=bonus.get(CATHEDRAL, 0),
    )


def score_breakdown(state: CardState) -> list[CardScore]:
    """Each seat's score as it would be if the game ended now."""
    return [player_score(state, seat) for seat in range(state.n)]


def winners(state: CardState) -> list[int]:
    """The seats with the best (total, hand + goods); more than one if still tied."""
    return winners_of(score_breakdown(state))


def winners_of(scores: list[CardScore]) -> list[int]:
    """``winners`` from the seats' ``score_breakdown``."""
    best = max((s.total, s.tiebreak) for s in scores)
    return [seat for seat, s in enumerate(scores) if (s.total, s.tiebreak) == best]
