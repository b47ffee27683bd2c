"""The catalogue of the game's pieces as the program shows them: names in both
namings, what each does (tooltips) and its picture.

Each content set — the base game, each expansion, later the card game — is a module
of this package that adds its rows with ``add_buildings``, ``add_roles``,
``add_zones`` and ``add_terms``.  The texts are English source strings marked with
``QT_TRANSLATE_NOOP`` (contexts ``Names``, ``Names1897``, ``Tips``): the lookups in
``gui.names`` and ``gui.tooltips`` translate them when they are shown, so a language
switch takes effect at the next repaint.  Placeholders in tips (``{colonist}``,
``{settler}`` …) are the edition's words (``gui.names.words``).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class BuildingLook:
    """A building as shown: its two names, what it does, its picture."""

    classic: str  # context "Names"
    e1897: str  # context "Names1897"
    art: str  # resources/buildings/<art>.svg
    tip: str | None = None  # context "Tips"; None: the production buildings' common tip
    #: False where part of the effect works unmanned (the tip then says which part), so
    #: the tooltip leaves out its general "works only while manned".
    manned_note: bool = True
    #: The building works with a {colonist} or a {noble} in it (expansion II's: some work
    #: differently with each; the note said "a {colonist}" beside its noble's effect).
    noble_or_worker: bool = False


@dataclass(frozen=True, slots=True)
class RoleLook:
    """A role card as shown."""

    classic: str
    e1897: str
    art: str  # resources/roles/<art>.svg
    tip: str  # context "Tips"
    #: The name of its phase in each naming ("Settler phase"; contexts "Names",
    #: "Names1897"): a word of its own, not the role's name plus "phase", since the
    #: rulebooks' compounds differ (German 1897 "Lieferphase" for the Captain's).
    phase_classic: str
    phase_1897: str


#: Building id (``engine/buildings.json``) -> how it is shown.
BUILDINGS: dict[str, BuildingLook] = {}
#: Role kind -> how its card is shown.
ROLES: dict[int, RoleLook] = {}
#: Zone of the table (``"trading_house"`` …) -> its tooltip (context "Tips").
ZONES: dict[str, str] = {}
#: A term of an expansion (``"wanted"`` …) -> its (classic, 1897) names, contexts
#: "Names" and "Names1897"; ``gui.names.term`` looks here for what it does not know.
TERMS: dict[str, tuple[str, str]] = {}


def add_buildings(rows: dict[str, BuildingLook]) -> None:
    _add(BUILDINGS, rows, "building")


def add_roles(rows: dict[int, RoleLook]) -> None:
    _add(ROLES, rows, "role")


def add_zones(rows: dict[str, str]) -> None:
    _add(ZONES, rows, "zone")


def add_terms(rows: dict[str, tuple[str, str]]) -> None:
    _add(TERMS, rows, "term")


def _add(table: dict, rows: dict, what: str) -> None:
    twice = set(table) & set(rows)
    if twice:
        raise ValueError(f"{what}(s) in two content sets: {', '.join(map(str, sorted(twice)))}")
    table.update(rows)
