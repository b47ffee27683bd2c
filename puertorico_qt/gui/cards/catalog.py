"""Every card the card table may show, by id: the rows of the engine's card table
(``cards.CARDS``, the expansion "Die neuen Gebäude" appended after the base deck) and
any row of the expansion's data file (``cards/buildings.json``, read by
``cards.buildings_data``) that is not in the table (yet).

So a card is named, drawn and explained by its id wherever it comes from, and the
numbers are the ones the game uses: a row of the engine's table wins over the file's.
The bonus ladder of the Residenz and the Kathedrale is the engine's too.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...cards.buildings_data import BUILDINGS as _FILE_ROWS
from ...cards.buildings_scoring import LADDER
from ...cards.data import CARD_IDS, CARD_INDEX, CARDS, CardKind

#: The ``content`` of the expansion's rows.
BUILDINGS = "buildings"
#: VP of the first, second … group (Residenz) or opposing 6-cost building (Kathedrale).
BONUS_LADDER: tuple[int, ...] = tuple(LADDER)


@dataclass(frozen=True, slots=True)
class CardFacts:
    """What the table shows of a kind of card."""

    id: str
    kind: CardKind
    cost: int
    vp: int
    copies: int
    good: int  # -1 for a city building
    content: str
    placement: str = "deck"  # "display": lies face up beside the trading-house tiles
    #: The numbers ("cost", "vp") that no printed source gives: this program's
    #: assumption (``cards/buildings.json``, status "default").
    assumed: frozenset[str] = frozenset()

    def shown(self, field: str) -> str:
        """The number ``field`` ("cost" or "vp") as a table shows it: an assumed one
        with a star (``ASSUMED_NOTE`` explains it)."""
        value = str(getattr(self, field))
        return value + "*" if field in self.assumed else value


def _assumed(card_id: str) -> frozenset[str]:
    row = next((r for r in _FILE_ROWS if r.id == card_id), None)
    if row is None:
        return frozenset()
    return frozenset(f for f in ("cost", "vp") if getattr(row, f).status == "default")


def _from_table(index: int) -> CardFacts:
    c = CARDS[index]
    placement = getattr(c, "placement", None) or next(
        (r.placement for r in _FILE_ROWS if r.id == c.id), "deck"
    )
    return CardFacts(
        c.id, c.kind, c.cost, c.vp, c.copies, c.good, c.content, placement, _assumed(c.id)
    )


_FILE: dict[str, CardFacts] = {
    r.id: CardFacts(
        r.id,
        r.kind,
        r.cost.value,
        r.vp.value,
        r.copies.value,
        -1,
        BUILDINGS,
        r.placement,
        _assumed(r.id),
    )
    for r in _FILE_ROWS
}


def facts(card_id: str) -> CardFacts | None:
    """The card's facts (None: the game knows no such card)."""
    if card_id in CARD_INDEX:
        return _from_table(CARD_INDEX[card_id])
    return _FILE.get(card_id)


def id_of(kind: int) -> str:
    """The id of a row of the engine's table ("" for an index it does not have)."""
    return CARD_IDS[kind] if 0 <= kind < len(CARD_IDS) else ""


def kind_of(card_id: str) -> int:
    """The row of the engine's table (-1 while the card is not in it)."""
    return CARD_INDEX.get(card_id, -1)


def expansion_ids() -> tuple[str, ...]:
    """The expansion's cards in table order: those in the engine's table, then the
    data file's rows not in it yet."""
    table = tuple(c.id for c in CARDS if c.content == BUILDINGS)
    return table + tuple(i for i in _FILE if i not in table)


def expansion_facts() -> tuple[CardFacts, ...]:
    return tuple(f for f in (facts(i) for i in expansion_ids()) if f is not None)


def deck_copies() -> int:
    """The expansion's cards shuffled into the deck (the display's are not)."""
    return sum(f.copies for f in expansion_facts() if f.placement == "deck")
