"""The card table of the expansion "Die neuen Gebäude" (``buildings.json``).

Every value in the file carries its source and a status: ``confirmed`` (printed, or
forced by an example of the German 2018 rulebook) or ``default`` (no printed value
known; the file's ``defaults`` rule chose it).  A correction is an edit of the file,
never of code.

``data`` appends these rows to the base deck's table (``data.CARDS``, content
"buildings"); this module therefore reads only the file and the shared ``CardKind``,
never ``data`` at import.
"""

from __future__ import annotations

import json
from collections.abc import Collection
from dataclasses import dataclass
from importlib import resources

from .kinds import CardKind

#: The ``content`` of the expansion's rows in ``data.CARDS`` (and its config name).
CONTENT = "buildings"

#: The status a value may have in the file.
STATUSES: tuple[str, ...] = ("confirmed", "default")
#: Where a card lies at the start: shuffled into the deck, or face up beside the tiles.
PLACEMENTS: tuple[str, ...] = ("deck", "display")
_FIELDS: tuple[str, ...] = ("cost", "vp", "copies")
_KINDS = {k.name.lower(): k for k in CardKind}


class BuildingsDataError(ValueError):
    """The expansion's data file is malformed."""


@dataclass(frozen=True, slots=True)
class Sourced:
    """One value of the table with where it comes from."""

    value: int
    status: str  # "confirmed" or "default"
    source: str


@dataclass(frozen=True, slots=True)
class BuildingRow:
    """One kind of card of the expansion."""

    id: str
    de: str  # the German name printed on the card
    kind: CardKind
    placement: str  # "deck" or "display"
    cost: Sourced
    vp: Sourced
    copies: Sourced


def _sourced(row_id: str, field: str, raw: object) -> Sourced:
    if not isinstance(raw, dict) or set(raw) != {"value", "status", "source"}:
        raise BuildingsDataError(f"{row_id}.{field}: expected value, status and source")
    value, status, source = raw["value"], raw["status"], raw["source"]
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise BuildingsDataError(f"{row_id}.{field}: {value!r} is not a whole number >= 0")
    if status not in STATUSES:
        raise BuildingsDataError(f"{row_id}.{field}: status {status!r} not in {STATUSES}")
    if not isinstance(source, str) or not source:
        raise BuildingsDataError(f"{row_id}.{field}: no source")
    return Sourced(value, status, source)


def _base_ids() -> frozenset[str]:
    """The base deck's ids, read from ``cards.json`` (an expansion row may not reuse one)."""
    text = resources.files(__package__).joinpath("cards.json").read_text(encoding="utf-8")
    return frozenset(row["id"] for row in json.loads(text)["cards"])


def parse(raw: object, base_ids: Collection[str] | None = None) -> tuple[BuildingRow, ...]:
    """The rows of a decoded ``buildings.json`` (raises BuildingsDataError);
    ``base_ids``: the base deck's ids (read from ``cards.json`` when not given)."""
    if not isinstance(raw, dict) or not isinstance(raw.get("cards"), list):
        raise BuildingsDataError("expected an object with a list 'cards'")
    if raw.get("content", CONTENT) != CONTENT:
        raise BuildingsDataError(f"the file's content must be {CONTENT!r}")
    taken = _base_ids() if base_ids is None else base_ids
    rows: list[BuildingRow] = []
    for r in raw["cards"]:
        if not isinstance(r, dict):
            raise BuildingsDataError(f"a row must be an object, not {r!r}")
        rid = r.get("id")
        if not isinstance(rid, str) or rid in taken or rid in {x.id for x in rows}:
            raise BuildingsDataError(f"bad or repeated id {rid!r}")
        if r.get("kind") not in _KINDS or r["kind"] == "production":
            raise BuildingsDataError(f"{rid}: bad kind {r.get('kind')!r}")
        if r.get("placement") not in PLACEMENTS:
            raise BuildingsDataError(f"{rid}: bad placement {r.get('placement')!r}")
        cost, vp, copies = (_sourced(rid, f, r.get(f)) for f in _FIELDS)
        rows.append(
            BuildingRow(
                id=rid,
                de=str(r.get("de", rid)),
                kind=_KINDS[r["kind"]],
                placement=r["placement"],
                cost=cost,
                vp=vp,
                copies=copies,
            )
        )
    return tuple(rows)


def load() -> tuple[BuildingRow, ...]:
    text = resources.files(__package__).joinpath("buildings.json").read_text(encoding="utf-8")
    return parse(json.loads(text))


BUILDINGS: tuple[BuildingRow, ...] = load()
BUILDING: dict[str, BuildingRow] = {r.id: r for r in BUILDINGS}


def cost_of(card_id: str) -> int:
    """The cost of a card of the base deck or of the expansion, by id."""
    if card_id in BUILDING:
        return BUILDING[card_id].cost.value
    from .data import CARD_INDEX, COST  # (data imports this module)

    return COST[CARD_INDEX[card_id]]


def deck_copies() -> int:
    """The expansion's cards shuffled into the deck (the display's are not)."""
    return sum(r.copies.value for r in BUILDINGS if r.placement == "deck")
