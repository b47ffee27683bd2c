"""The expansion "Die neuen Gebäude": its data file against the rulebook's examples.

The rulebook (German 2018) prints no card values for the expansion; its examples fix
some costs.  These tests fail when a value in ``cards/buildings.json`` is changed to
one that contradicts an example, and check the file's provenance fields.
"""

from __future__ import annotations

import json
import math

import pytest

from puertorico_qt.cards.buildings_data import (
    BUILDING,
    BUILDINGS,
    BuildingsDataError,
    cost_of,
    deck_copies,
    parse,
)
from puertorico_qt.cards.buildings_scoring import (
    cathedral_bonus,
    residence_bonus,
    triples,
)
from puertorico_qt.cards.data import CARD_INDEX, CARDS, CardKind


def _city(*ids: str) -> list[tuple[str, int]]:
    return [(i, cost_of(i)) for i in ids]


def test_contents_30_cards_29_shuffled_kathedrale_beside_the_tiles():
    # "30 Spielkarten (= 9x 3 + 1x 2 neue Stadtgebäude + 1 Kathedrale)"
    assert sum(r.copies.value for r in BUILDINGS) == 30
    assert deck_copies() == 29
    assert sorted(r.copies.value for r in BUILDINGS if r.placement == "deck") == [2] + [3] * 9
    assert [r.id for r in BUILDINGS if r.placement == "display"] == ["cathedral"]
    assert BUILDING["residence"].copies.value == 2 and BUILDING["cathedral"].copies.value == 1
    assert all(r.kind != CardKind.PRODUCTION for r in BUILDINGS)
    # appended to the engine's table after the base rows, which keep their ids
    assert list(CARD_INDEX)[29:] == [r.id for r in BUILDINGS]
    assert [CARDS[CARD_INDEX[r.id]].content for r in BUILDINGS] == ["buildings"] * 11
    assert not set(BUILDING) & {c.id for c in CARDS if c.content == "base"}


def test_residence_example_1_seven_points():
    city = _city(
        "indigo_plant", "indigo_plant", "sugar_mill", "black_market", "well",
        "tobacco_storage", "tobacco_storage", "aqueduct", "palace", "guild_hall", "residence",
    )  # fmt: skip
    assert len(city) == 11
    # the 3-cost group fails: the tobacco storage is there twice
    assert residence_bonus(city) == 4 + 3


def test_residence_example_2_ten_points_fixes_office_guard_room_bank_costs():
    city = _city(
        "indigo_plant", "indigo_plant", "archive", "gold_mine", "guard_room", "office_building",
        "bank", "tobacco_storage", "aqueduct", "palace", "city_hall", "residence",
    )  # fmt: skip
    assert len(city) == 12
    assert residence_bonus(city) == 4 + 3 + 2 + 1
    # the example needs exactly these costs
    assert cost_of("guard_room") == cost_of("office_building") == 1
    assert cost_of("bank") == 3  # "Bank 3" (the 2009 version had 4)
    assert cost_of("residence") == 6


def test_park_and_crane_examples():
    # the crane saves up to 3 over a building of cost 3, so the Park costs 3;
    # over a Park it saves up to 6
    park = cost_of("park")
    assert park == 3
    saved = 6
    # "überbaut seinen Park mit einer Bibliothek; er muss nichts mehr dazuzahlen"
    assert max(0, cost_of("library") - saved) == 0
    # "mit der Kathedrale; er zahlt 1 Karte"
    assert max(0, cost_of("cathedral") - saved) == 1
    # "Wäre er Baumeister und/oder besäße er den Steinbruch, ... ebenfalls kostenlos"
    assert max(0, cost_of("cathedral") - saved - 1) == 0


def test_cathedral_example_ten_points():
    # opponents: 2x guild hall, 2x city hall, 1x residence, 1x palace -> 4+3+2+1+0+0
    costs = [cost_of(i) for i in ("guild_hall",) * 2 + ("city_hall",) * 2 + ("residence", "palace")]
    assert cathedral_bonus(costs) == 10
    assert cathedral_bonus([cost_of("cathedral"), 5, 1]) == 0  # the Kathedrale costs 7


def test_triples():
    assert triples([2, 1, 1, 1, 1]) == 2
    assert triples([2, 1, 1]) == 1
    assert triples([3, 3]) == 0
    assert triples([3, 3, 3]) == 3
    assert triples([5, 1, 1]) == 1


def test_every_value_has_source_and_status_and_defaults_follow_the_rule():
    for r in BUILDINGS:
        for v in (r.cost, r.vp, r.copies):
            assert v.status in ("confirmed", "default") and v.source
        if r.kind == CardKind.SIX:
            assert r.vp.value == 0  # scores only its bonus
        elif r.vp.status == "default" and "TC2009" not in r.vp.source:
            assert r.vp.value == math.ceil(r.cost.value / 2)
    confirmed = {r.id for r in BUILDINGS if r.cost.status == "confirmed"}
    assert confirmed == {
        "office_building", "guard_room", "park", "bank", "residence", "cathedral",
    }  # fmt: skip


@pytest.mark.parametrize(
    "mutate",
    [
        lambda d: d["cards"][0]["cost"].update(status="printed?"),
        lambda d: d["cards"][0]["cost"].pop("source"),
        lambda d: d["cards"][0]["vp"].update(value="1"),
        lambda d: d["cards"][1].update(id="office_building"),
        lambda d: d["cards"][1].update(id="smithy"),
        lambda d: d["cards"][1].update(kind="production"),
        lambda d: d["cards"][1].update(placement="hand"),
    ],
)
def test_a_malformed_file_is_refused(mutate):
    from importlib import resources

    raw = json.loads(
        resources.files("puertorico_qt.cards").joinpath("buildings.json").read_text("utf-8")
    )
    parse(raw)
    mutate(raw)
    with pytest.raises(BuildingsDataError):
        parse(raw)


def test_the_expansion_is_offered_and_its_values_are_the_engines():
    from puertorico_qt.cards.config import (
        ENGINE_ONLY,
        KNOWN_EXPANSIONS,
        CardConfig,
        CardConfigError,
        engine_only,
    )

    assert KNOWN_EXPANSIONS == ("buildings",) and "buildings" not in ENGINE_ONLY
    config = CardConfig(players=3, expansions=("buildings",))
    assert CardConfig.from_dict(config.to_dict()) == config
    assert config.contents == ("base", "buildings")
    assert CardConfig(players=3).contents == ("base",)
    with pytest.raises(CardConfigError), engine_only("treasure"):
        pass
    # the engine's table reads the file: a correction there is the only edit
    for r in BUILDINGS:
        card = CARDS[CARD_INDEX[r.id]]
        assert (card.cost, card.vp, card.copies, card.kind) == (
            r.cost.value, r.vp.value, r.copies.value, r.kind,
        )  # fmt: skip
        assert card.placement == r.placement
