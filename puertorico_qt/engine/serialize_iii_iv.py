"""The state of expansions III (smuggler) and IV (festival) in a state file.

Written only when the expansion is in the game, so that every other game's file is as
it was: ``"smuggler"`` holds the wanted poster's holder, the role card swapped this
round and each seat's plundered VP; ``"festival"`` the three goals and who met them;
the scratch counters of a placement (``place_left``, ``place_resume``) are written when
either is on.  The reader is as strict as ``serialize``'s (``StateFormatError``);
whether the values agree with the rest of the state is ``consistency``'s question.
"""

from __future__ import annotations

from .config import GameConfig
from .data import BUILDINGS, N_GOODS, ROLE_NAMES
from .phases.festival import building_candidates
from .phases.place_workers import RESUME
from .readers import MAX_COUNT, fail, read_int, read_ints, read_list, read_name, read_object
from .state import SMUGGLER_FESTIVAL_SCRATCH_FIELDS, GameState

_SMUGGLER_KEYS = ("wanted", "captured", "plunder_vp")
_FESTIVAL_KEYS = ("plantation", "goods", "building", "met_by")


def keys(config: GameConfig) -> tuple[str, ...]:
    """The top-level keys these expansions add to a state file."""
    return (("smuggler",) if config.has("smuggler") else ()) + (
        ("festival",) if config.has("festival") else ()
    )


def scratch_fields(config: GameConfig) -> tuple[str, ...]:
    on = config.has("smuggler") or config.has("festival")
    return SMUGGLER_FESTIVAL_SCRATCH_FIELDS if on else ()


def write(s: GameState, d: dict) -> None:
    """Add the expansions' fields to the state dict ``d``."""
    if s.config.has("smuggler"):
        d["smuggler"] = {
            "wanted": s.wanted,
            "captured": s.captured,
            "plunder_vp": s.plunder_vp[:],
        }
    if s.config.has("festival"):
        kind, g1, g2, g3, building = s.festival
        d["festival"] = {
            "plantation": kind,
            "goods": [g1, g2, g3],
            "building": BUILDINGS[building].id if building >= 0 else None,
            "met_by": s.festival_by[:],
        }


def read(s: GameState, d: dict) -> None:
    """Read the expansions' fields of the state dict ``d`` into ``s`` (after the market
    and the role cards)."""
    n = s.n
    if s.config.has("smuggler"):
        sm = read_object(d["smuggler"], "smuggler", _SMUGGLER_KEYS)
        s.wanted = read_int(sm["wanted"], "smuggler.wanted", -1, n - 1)
        s.captured = read_int(sm["captured"], "smuggler.captured", -1, len(s.role_cards) - 1)
        if s.captured >= 0 and ROLE_NAMES[s.role_cards[s.captured]] == "smuggler":
            fail("smuggler.captured", "names the smuggler card itself")
        s.plunder_vp = read_ints(sm["plunder_vp"], "smuggler.plunder_vp", 0, MAX_COUNT, n)
    if s.config.has("festival"):
        fe = read_object(d["festival"], "festival", _FESTIVAL_KEYS)
        kind = read_int(fe["plantation"], "festival.plantation", 0, 4)
        goods = read_ints(fe["goods"], "festival.goods", 0, N_GOODS - 1, 3)
        if goods != sorted(goods):
            fail("festival.goods", "are not in order")
        s.festival = (kind, *goods, -1)
        name = fe["building"]
        if name is None:
            if s.phase.name != "DRAFT":
                fail("festival.building", "is drawn once the board's buildings are known")
        else:
            names = tuple(BUILDINGS[b].id for b in building_candidates(s))
            s.festival = (
                kind,
                *goods,
                building_candidates(s)[read_name(name, "festival.building", names)],
            )
        met = read_list(fe["met_by"], "festival.met_by", 3)
        s.festival_by = [read_int(x, f"festival.met_by[{i}]", -1, n - 1) for i, x in enumerate(met)]


def read_scratch(s: GameState, sc: dict) -> None:
    """The placement's counters (``scratch.place_left``, ``scratch.place_resume``)."""
    if not scratch_fields(s.config):
        return
    s.place_left = read_int(sc["place_left"], "scratch.place_left", 0, 3)
    s.place_resume = read_int(sc["place_resume"], "scratch.place_resume", -1, max(RESUME))
