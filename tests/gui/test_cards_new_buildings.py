"""The card table ready for the expansion "Die neuen Gebäude": every card of
``cards/buildings.json`` has a name in German, English and Dutch (read from the compiled
``.qm`` files), art that loads, a tooltip with the game's numbers and its effect, a row
in the rules' chapter; the new-game dialog's switch; the display beside the trading
house with the Kathedrale."""

from __future__ import annotations

import json
from importlib import resources
from types import SimpleNamespace

import pytest
from PySide6.QtCore import QTranslator
from PySide6.QtSvg import QSvgRenderer

from puertorico_qt import cards
from puertorico_qt.cards import CARDS, CardConfig, CardKind, CardPhase, actions
from puertorico_qt.gui.cards import catalog, expansion_switch, rules, texts
from puertorico_qt.gui.cards import names as CN
from puertorico_qt.gui.cards.display import DisplayModel, display_ids
from puertorico_qt.gui.cards.model_base import CR
from puertorico_qt.paths import i18n_dir, resources_dir

from ..cards.positions import table
from .cards_driving import card_session, card_table, drag

LANGUAGES = ("de", "en", "nl")


def _rows() -> list[dict]:
    text = resources.files("puertorico_qt.cards").joinpath("buildings.json").read_text("utf-8")
    return json.loads(text)["cards"]


ROWS = _rows()
IDS = [r["id"] for r in ROWS]
#: The names chosen (i18n/GLOSSARY.md): the German printing's, the English second
#: edition's, ours in Dutch.
ENGLISH = {
    "office_building": "Office Building",
    "guard_room": "Guard Room",
    "hut": "Hut",
    "tavern": "Tavern",
    "park": "Park",
    "customs_office": "Customs Office",
    "bank": "Bank",
    "harbor": "Harbor",
    "goldsmith": "Goldsmith",
    "residence": "Residence",
    "cathedral": "Cathedral",
}
DUTCH = {
    "office_building": "Kanselarij",
    "guard_room": "Wachthuis",
    "hut": "Hut",
    "tavern": "Herberg",
    "park": "Park",
    "customs_office": "Douanekantoor",
    "bank": "Bank",
    "harbor": "Haven",
    "goldsmith": "Goudsmederij",
    "residence": "Residentie",
    "cathedral": "Kathedraal",
}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_expansion_card_has_its_name_in_the_compiled_catalogue(qapp, lang):
    translator = QTranslator()
    assert translator.load(str(i18n_dir() / f"puertorico_qt_{lang}.qm"))
    expected = {
        "de": {r["id"]: r["de"] for r in ROWS},
        "en": ENGLISH,
        "nl": DUTCH,
    }[lang]
    assert set(expected) == set(IDS)
    for card_id in IDS:
        source = CN.CARD_NAMES[card_id]
        assert translator.translate("CardNames", source) == expected[card_id], card_id
    assert translator.translate("CardNames", CN.EXPANSION_TITLES["buildings"])


def test_every_card_of_the_table_has_a_name_and_an_unknown_one_does_not_break(qtbot):
    assert set(CN.CARD_NAMES) >= {c.id for c in CARDS} | set(IDS)
    assert CN.name_of("not_a_card_yet") == "Not a card yet"
    assert CN.card_name(len(CARDS) + 5) == "?"
    assert "Not a card yet" in texts.card_tooltip_of("not_a_card_yet")


def test_every_card_has_art_that_loads(qtbot):
    ids = {c.id for c in CARDS} | set(IDS)
    for card_id in sorted(ids):
        path = resources_dir() / f"{CN.art_of(card_id)}.svg"
        assert path.exists(), card_id
        renderer = QSvgRenderer(str(path))
        assert renderer.isValid(), card_id
        box = renderer.viewBoxF()
        assert (box.width(), box.height()) == (100, 140), card_id
    readme = (resources_dir() / "README.md").read_text("utf-8")
    for card_id in IDS:
        assert f"`{card_id}.svg`" in readme


@pytest.mark.parametrize("lang", LANGUAGES)
def test_tooltips_and_rules_carry_the_games_numbers(qtbot, language, lang):
    language(lang)
    html = rules.rules_html()
    assert '<a name="cards_expansion_buildings"></a>' in html
    for row in ROWS:
        facts = catalog.facts(row["id"])
        assert facts is not None
        assert (facts.cost, facts.vp, facts.copies) == (
            row["cost"]["value"],
            row["vp"]["value"],
            row["copies"]["value"],
        )
        tip = texts.card_tooltip_of(row["id"], cost_now=3)
        name = CN.name_of(row["id"])
        assert name in tip and str(facts.cost) in tip and "{" not in tip
        effect = tip.split("<br>")[2]
        assert len(effect) > 30, row["id"]
        assert name in html
    for card_id in ("residence", "cathedral"):
        assert "4, 3, 2, 1" in texts.card_tooltip_of(card_id)
    assert "4, 3, 2, 1" in html
    if lang != "en":
        assert "Cathedral" not in html and "office building" not in html.lower()


def test_the_base_table_lists_each_card_once(qtbot):
    html = rules.rules_html()
    base, expansion = html.split('<a name="cards_expansion_buildings"></a>')
    assert "Palace" in base and "Cathedral" not in base
    assert "Guard Room" in expansion and "Palace" not in expansion.split("<table")[1]


# --------------------------------------------------------------------------- the dialog


def test_the_dialog_switch_chooses_the_expansion_for_the_card_config(qtbot, monkeypatch):
    from puertorico_qt.gui.new_game_dialog import NewGameDialog

    monkeypatch.setattr(expansion_switch, "table_ready", lambda: True)
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.game.setCurrentIndex(dialog.game.findData("cards"))
    assert dialog.card_expansion.isVisibleTo(dialog)
    assert "The New Buildings" in dialog.card_expansion.text()
    assert dialog.setup().game_config().expansions == ()
    dialog.card_expansion.setChecked(True)
    setup = dialog.setup()
    config = setup.game_config()
    assert isinstance(config, CardConfig)
    assert config.expansions == ("buildings",) and "buildings" in config.contents
    dialog.set_setup(setup)  # remembered for the next game; the board's boxes untouched
    assert dialog.card_expansion.isChecked()
    assert not any(box.isChecked() for box in dialog.expansions.switches.values())
    dialog.game.setCurrentIndex(dialog.game.findData("puertorico"))
    assert not dialog.card_expansion.isVisibleTo(dialog)
    assert dialog.setup().game == "puertorico" and dialog.setup().expansions == ()


def test_the_switch_is_hidden_while_the_expansion_is_not_offered(qtbot, monkeypatch):
    from puertorico_qt.gui.new_game_dialog import NewGameDialog

    monkeypatch.setattr(cards.config, "ENGINE_ONLY", ("buildings",))
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.game.setCurrentIndex(dialog.game.findData("cards"))
    assert not dialog.card_expansion.isVisibleTo(dialog)
    dialog.card_expansion.setChecked(True)  # even ticked, it chooses nothing
    assert dialog.setup().expansions == ()


def test_a_saved_card_setup_keeps_only_offered_expansions(qtbot, monkeypatch):
    from puertorico_qt.gui.session import NewGameSetup, SeatInfo

    seats = [SeatInfo("A", True, "normal"), SeatInfo("B", False, "normal")]
    config = {"players": 2, "expansions": ["buildings", "nobles"]}
    setup = NewGameSetup.from_config(seats, config, 3, "cards")
    assert setup.expansions == ("buildings",)
    monkeypatch.setattr(cards.config, "ENGINE_ONLY", ("buildings",))
    assert NewGameSetup.from_config(seats, config, 3, "cards").expansions == ()


# --------------------------------------------------------------------------- the display


def test_the_display_accessor_reads_the_counts_per_kind():
    counts = [0] * len(CARDS)
    counts[catalog.kind_of("cathedral")] = 1
    assert display_ids(SimpleNamespace(xp=SimpleNamespace(display=counts))) == ("cathedral",)
    assert display_ids(SimpleNamespace(xp=None)) == ()
    assert display_ids(SimpleNamespace()) == ()


def test_the_display_model_with_a_fake_state(qtbot):
    counts = [0] * len(CARDS)
    counts[catalog.kind_of("cathedral")] = 1
    state = SimpleNamespace(xp=SimpleNamespace(display=counts), phase=CardPhase.ROLE)
    ctx = SimpleNamespace(state=state, legal=set(), interactive=lambda: False)
    model = DisplayModel(ctx)  # type: ignore[arg-type]
    assert model.rowCount() == 1
    index = model.index(0, 0)
    assert index.data(CR.Id) == "cathedral" and index.data(CR.Vp) == -1
    assert index.data(CR.Cost) == catalog.facts("cathedral").cost == 7
    assert "Cathedral" in index.data() and "trading house" in index.data(3)  # ToolTipRole
    assert not index.data(CR.Active) and model.payload(0) is None
    state.xp.display = [0] * len(CARDS)  # built
    model.refresh()
    assert model.rowCount() == 0


def test_the_cathedral_lies_beside_the_trading_house_and_is_built_from_there(qtbot):
    hand = ["smithy", "well", "crane", "tower", "aqueduct", "carpenter", "quarry"]
    state = table(3, expansions=("buildings",), hands={0: hand})
    t, session, recorder = card_table(qtbot, state)
    assert t.display_view.isVisible() and t.display.rowCount() == 1
    assert t.display.index(0, 0).data(CR.Id) == "cathedral"
    assert not t.display.index(0, 0).data(CR.Active)
    assert t.take_role(cards.CardRole.BUILDER)
    assert session.state.phase == CardPhase.BUILD
    cathedral = catalog.kind_of("cathedral")
    assert actions.build(cathedral) in session.legal_actions()
    assert t.display.index(0, 0).data(CR.Active)
    assert "costs you" in t.display.index(0, 0).data(3)  # the price now, from the engine
    assert t.display_view.card_model().activate(0)
    assert recorder.refused == []
    p = session.state.players[0]
    assert cathedral in p.city
    assert t.display.rowCount() == 0 and not t.display_view.isVisible()
    session.shutdown()


def test_the_cathedral_is_dragged_onto_the_free_place(qtbot):
    hand = ["smithy", "well", "crane", "tower", "aqueduct", "carpenter", "quarry"]
    state = table(3, expansions=("buildings",), hands={0: hand})
    t, session, recorder = card_table(qtbot, state)
    assert t.display.payload(0) is None  # nothing to build before the builder phase
    assert t.take_role(cards.CardRole.BUILDER)
    city = t.seat_panel(0).city
    free = city.rowCount() - 1
    assert drag(t.display, 0, city, free) == (True, True)
    assert recorder.refused == []
    assert catalog.kind_of("cathedral") in session.state.players[0].city
    session.shutdown()


def test_a_base_game_has_no_display(qtbot):
    t, session, _ = card_table(qtbot, table(2))
    assert t.display.rowCount() == 0 and not t.display_view.isVisible()
    session.shutdown()


def test_the_expansions_cards_are_named_by_the_table(qtbot):
    assert [f.id for f in catalog.expansion_facts()] == IDS
    assert catalog.deck_copies() == 29
    six = {f.id for f in catalog.expansion_facts() if f.kind == CardKind.SIX}
    assert six == {"residence", "cathedral"}


def test_the_score_sheet_has_a_row_for_every_part_of_the_score():
    from dataclasses import fields

    from puertorico_qt.cards import CardScore
    from puertorico_qt.gui.cards.scores import ROWS

    parts = {f.name for f in fields(CardScore)} - {"tiebreak"}
    assert {key for key, _ in ROWS} == parts


def test_the_score_sheet_explains_each_bonus_and_names_the_palace_only_with_one(qtbot):
    from puertorico_qt.gui.cards.scores import CardScoreDialog

    guild = ["guild_hall", "indigo_plant", "sugar_mill", "coffee_roaster"]
    session = card_session(table(2, cities={0: guild, 1: ["indigo_plant"]}))
    sheet = CardScoreDialog(session)
    qtbot.addWidget(sheet)
    labels = [sheet.table.verticalHeaderItem(r).text() for r in range(sheet.table.rowCount())]
    row = labels.index("Guild hall bonus")
    tip = sheet.table.verticalHeaderItem(row).toolTip()
    assert tip.startswith("<b>Guild Hall</b>") and "production building" in tip
    assert sheet.table.item(row, 0).text() == "6" and sheet.table.item(row, 0).toolTip() == tip
    assert sheet.table.verticalHeaderItem(labels.index("Total")).toolTip() == ""
    assert "palace" not in sheet.note.text() and "Equal totals" in sheet.note.text()
    session.shutdown()

    palace = card_session(table(2, cities={0: ["palace", *guild[1:]]}))
    sheet = CardScoreDialog(palace)
    qtbot.addWidget(sheet)
    assert sheet.note.text().startswith("The palace adds one VP")
    palace.shutdown()
