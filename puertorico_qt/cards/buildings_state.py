"""What the expansion "Die neuen Gebäude" adds to the table: the display beside the
trading-house tiles, the cards under each seat's Bank and Hafen, and one counter of the
Trader phase under way.  ``CardState.xp`` holds one of these in a game with the
expansion and ``None`` in a base game, so a base game's state, clone and file stay as
they were.

The Zollamt's good is not here: it is a good lying on a building like any other
(``CardPlayer.goods`` of the Zollamt's slot), so every rule about goods applies to it.

The piles under the Banks and Hafen change a few times a game while states are cloned
thousands of times per decision of a bot, so each seat's pile is a tuple, replaced
(``with_card``) rather than changed: a clone copies the per-seat lists only.
"""

from __future__ import annotations

from collections.abc import Sequence

from .buildings_data import CONTENT
from .config import CardConfig
from .data import N_KINDS, display_kinds


class BuildingsState:
    """The expansion's places for cards, per kind counts like the rest of the state."""

    __slots__ = ("display", "bank", "bank_n", "harbor", "harbor_n", "sold")
    display: list[int]  # per kind: face up beside the tiles (the Kathedrale), public
    bank: list[tuple[int, ...]]  # per seat, per kind: tucked under the Bank, face down
    bank_n: list[int]  # per seat; more than 0 once the Bank is used (once per game)
    harbor: list[tuple[int, ...]]  # per seat, per kind: sold goods under it, face down
    harbor_n: list[int]
    sold: int  # goods sold so far in the Trader phase under way (the Hütte's question)

    def __init__(self, players: int) -> None:
        self.display = [0] * N_KINDS
        self.bank = [EMPTY_PILE] * players
        self.bank_n = [0] * players
        self.harbor = [EMPTY_PILE] * players
        self.harbor_n = [0] * players
        self.sold = 0

    def clone(self) -> BuildingsState:
        x = BuildingsState.__new__(BuildingsState)
        x.display = self.display[:]
        x.bank = self.bank[:]  # the piles are tuples: shared, never changed
        x.bank_n = self.bank_n[:]
        x.harbor = self.harbor[:]
        x.harbor_n = self.harbor_n[:]
        x.sold = self.sold
        return x

    def key(self) -> tuple:
        return (self.display, self.bank, self.harbor, self.sold)

    def multisets(self) -> list[Sequence[int]]:
        """Every pile of cards it holds (for the conservation check)."""
        return [self.display, *self.bank, *self.harbor]


#: A pile with no card.
EMPTY_PILE: tuple[int, ...] = (0,) * N_KINDS


def with_card(pile: tuple[int, ...], kind: int) -> tuple[int, ...]:
    """``pile`` with one more card of ``kind`` (a new tuple)."""
    return (*pile[:kind], pile[kind] + 1, *pile[kind + 1 :])


def new_buildings_state(config: CardConfig) -> BuildingsState | None:
    """The expansion's part of a new table (the display laid out), or None without it."""
    if CONTENT not in config.expansions:
        return None
    x = BuildingsState(config.players)
    for kind in display_kinds(config.contents):
        x.display[kind] += 1
    return x
