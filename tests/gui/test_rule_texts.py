"""What the rules window, the tooltips and the prompts say, held against the rulebooks
where a reading of every text beside them (stop 49) found them wrong or misleading: the
board game's (000/001/003) and the card game's (002)."""

from __future__ import annotations

import re

import pytest

from puertorico_qt.cards import CardRole
from puertorico_qt.engine.data import BUILDING_INDEX, BUILDINGS, Edition, Role
from puertorico_qt.gui import names as N
from puertorico_qt.gui import rules, tooltips
from puertorico_qt.gui.cards import rules_buildings, texts
from puertorico_qt.gui.cards.catalog import facts
from puertorico_qt.gui.cards.prompts import phase_prompt
from puertorico_qt.gui.rules import base_game

from ..cards.positions import table
from .cards_driving import card_table


def _base_chapter(key: str, edition: Edition) -> str:
    return next(c for c in base_game.CHAPTERS if c.key == key).body(edition)


@pytest.mark.parametrize("edition", list(Edition))
def test_a_monument_asks_for_no_colonist(language, edition):
    """The statue is large but has no circle: its 8 VP need nobody in it (000)."""
    language("en")
    tip = tooltips.building_tooltip(BUILDING_INDEX["statue"], edition)
    assert "Large: takes two" in tip and "bonus needs" not in tip
    guild_hall = tooltips.building_tooltip(BUILDING_INDEX["guild_hall"], edition)
    assert N.term("colonist", edition) in guild_hall  # its bonus still needs one


def test_the_harbor_counts_every_shipment_and_the_hospice_not_the_haciendas_tile(language):
    """000: the harbor's VP for a shipment with the wharf too; the hospice's colonist
    not on the hacienda's face-down tile."""
    language("en")
    assert "wharf" in tooltips.building_effect(BUILDING_INDEX["harbor"])
    hospice = tooltips.building_effect(BUILDING_INDEX["hospice"])
    assert "Hacienda" in hospice and "without" in hospice


def test_the_roles_say_what_is_compulsory_and_what_the_trader_pays(language):
    language("en")
    captain = tooltips.role_tooltip(Role.CAPTAIN)
    assert "must load" in captain and "keeps one barrel" in captain
    assert "may add" in tooltips.role_tooltip(Role.SETTLER)
    assert "coffee 4" in tooltips.role_tooltip(Role.TRADER)
    assert "Construction Hut" in tooltips.zone_tooltip("quarries")


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_the_base_games_roles_leave_the_smuggler_to_its_chapter(language, lang):
    language(lang)
    for edition in Edition:
        roles = _base_chapter("roles", edition)
        assert N.role_name(Role.SMUGGLER, edition) not in roles
        assert N.role_name(Role.PROSPECTOR, edition) in roles


def test_the_set_up_table_counts_the_first_plantations(language):
    """Rulebook: 2 players 1 indigo + 1 corn, 3: 2 + 1, 4: 2 + 2, 5: 3 + 2."""
    language("en")
    setup = _base_chapter("setup", Edition.CLASSIC)
    assert "Indigo + Corn" in setup
    for first in ("1 + 1", "2 + 1", "2 + 2", "3 + 2"):
        assert f"<td>{first}</td>" in setup
    # the 2-player game's numbers, from the engine's set-up (it said "fewer tiles")
    assert "5 quarries instead of 8" in setup and "3 plantations of each kind fewer" in setup
    assert "2 of each production building and 1 of each violet building" in setup


def test_the_card_expansions_unprinted_values_are_starred(language):
    """cardgame-expansion-data.md: the 2018 rulebook prints no VP for the new cards and
    no cost for some; the program's assumption says so."""
    language("en")
    hut = facts("hut")
    assert hut is not None and hut.assumed == {"cost", "vp"}
    assert "1*" in texts.card_tooltip_of("hut") and "Not printed" in texts.card_tooltip_of("hut")
    park = facts("park")
    assert park is not None and park.assumed == {"vp"}  # its cost 3 is the rulebook's
    assert "Cost 3 ·" in texts.card_tooltip_of("park")
    for great in ("cathedral", "residence"):  # the VP is the card's text: nothing starred
        tip = texts.card_tooltip_of(great)
        assert "*" not in tip and "Not printed" not in tip, tip
    chapel = texts.card_tooltip_of("chapel")  # a base card: every number is printed
    assert "*" not in chapel and "Not printed" not in chapel
    chapter = rules_buildings.expansion(None)
    assert "<td>1*</td>" in chapter and "Not printed" in chapter


@pytest.mark.parametrize("card", ["prefecture", "archive"])
def test_the_councillors_buildings_work_for_everybody(language, card):
    """002: the Präfektur and the Archiv work in every councillor phase, not only for
    the player who chose the role (the engine's ``effects.keep_extra``)."""
    language("en")
    assert "whoever chose the role" in texts.card_tooltip_of(card)


def test_the_builders_prompt_counts_the_librarys_double_privilege(qtbot, language):
    language("en")
    state = table(3, cities={0: ["indigo_plant", "library"]}, hands={0: ["well", "smithy"]})
    t, session, _ = card_table(qtbot, state)
    t.take_role(CardRole.BUILDER)
    assert session.state.library_on
    assert "you pay two cards less" in phase_prompt(t.ctx)
    plain = table(3, cities={0: ["indigo_plant"]}, hands={0: ["well", "smithy"]})
    t2, _session2, _ = card_table(qtbot, plain)
    t2.take_role(CardRole.BUILDER)
    assert "you pay one card less" in phase_prompt(t2.ctx)


def test_the_prospectors_tip_names_the_goldsmith_only_with_the_expansion(language):
    base = table(2)
    with_buildings = table(2, expansions=("buildings",))
    assert "goldsmith" not in texts.role_tooltip(CardRole.PROSPECTOR, base)
    assert "every goldsmith turns up a card" in texts.role_tooltip(
        CardRole.PROSPECTOR, with_buildings
    )
    # the producer's phase has no card of the expansion: its tip stays the base game's
    assert texts.role_tip(CardRole.PRODUCER, with_buildings) == texts.role_tip(CardRole.PRODUCER)
    language("de")
    assert "jede Goldschmiede" in texts.role_tip(CardRole.PROSPECTOR, with_buildings)
    language("nl")
    assert "elke goudsmederij" in texts.role_tip(CardRole.PROSPECTOR, with_buildings)


@pytest.mark.parametrize("lang", ["en", "nl"])
def test_the_rules_read_right_in_both_namings(language, lang):
    """Words put in by placeholders still make sentences: no "a estate" (1897's word for
    a plantation), no sentence begun with a small letter ("… building). colonists …")."""
    language(lang)
    for ed in (Edition.CLASSIC, Edition.E1897):
        text = re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", rules.rules_html(ed)))
        tips = " ".join(tooltips.building_tooltip(b, ed) for b in range(len(BUILDINGS)))
        for words in (text, tips):
            assert not re.search(r"\b[Aa] estate", words)
            small = re.search(r"[a-z)][.!?] [a-z]\w*", words)
            assert small is None, words[max(0, small.start() - 60) : small.end() + 20]
