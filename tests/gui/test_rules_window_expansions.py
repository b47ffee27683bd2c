"""The rules window's chapters on expansions I (new buildings, forests, the building
draft), II (nobles), III (the smuggler) and IV (the festival): listed after the base
game's under a heading of their own, every new building named in its chapter in both
namings, everything translated in German, English and Dutch."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QTextDocument

from puertorico_qt.engine.data import BUILDINGS, DRAFT_SPACES, NOBLE_BUILDINGS, Edition
from puertorico_qt.gui import names as N
from puertorico_qt.gui import rules
from puertorico_qt.gui.rules_window import ANCHOR, RulesWindow, rules_html, section_titles

SOFT_HYPHEN = "\u00ad"
LANGUAGES = ("en", "de", "nl")
NEW_BUILDINGS = tuple(b.index for b in BUILDINGS if b.expansion == "buildings")
CHAPTER_OF = {
    "buildings": "expansion_buildings",
    "nobles": "expansion_nobles",
    "smuggler": "expansion_smuggler",
    "festival": "expansion_festival",
}

TITLES = {
    ("en", Edition.CLASSIC): ("Expansion I: new buildings and forests", "Expansion II: Nobles"),
    ("en", Edition.E1897): ("Expansion I: new buildings and forests", "Expansion II: Citizens"),
    ("de", Edition.CLASSIC): ("1. Erweiterung: neue Gebäude und Wälder", "2. Erweiterung: Adlige"),
    ("de", Edition.E1897): ("1. Erweiterung: neue Gebäude und Wälder", "2. Erweiterung: Bürger"),
    ("nl", Edition.CLASSIC): ("Uitbreiding I: nieuwe gebouwen en bossen", "Uitbreiding II: Edelen"),
    ("nl", Edition.E1897): ("Uitbreiding I: nieuwe gebouwen en bossen", "Uitbreiding II: Burgers"),
}

MORE_TITLES = {
    "en": ("Expansion III: Smuggler", "Expansion IV: Festival"),
    "de": ("3. Erweiterung: Schmuggler", "4. Erweiterung: Festival"),
    "nl": ("Uitbreiding III: Smokkelaar", "Uitbreiding IV: Festival"),
}


def _plain(html: str) -> str:
    doc = QTextDocument()
    doc.setHtml(html)
    return doc.toPlainText().replace(SOFT_HYPHEN, "")


def _chapter(key: str, edition: Edition) -> str:
    """One chapter's text, as the reader sees it."""
    chapter = next(c for c in rules.CHAPTERS if c.key == key)
    return _plain(chapter.body(edition))


def _name(building: int, edition: Edition) -> str:
    return N.building_name(building, edition).replace(SOFT_HYPHEN, "")


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("edition", list(Edition))
def test_the_expansion_chapters_exist_in_every_language(qtbot, language, lang, edition):
    language(lang)
    titles = section_titles(edition)
    assert (titles["expansion_buildings"], titles["expansion_nobles"]) == TITLES[(lang, edition)]
    assert list(titles)[-4:] == list(CHAPTER_OF.values())  # after the base game
    assert (titles["expansion_smuggler"], titles["expansion_festival"]) == MORE_TITLES[lang]
    html = rules_html(edition)
    for key in CHAPTER_OF.values():
        assert f'<a name="{key}"></a>' in html
        assert len(_chapter(key, edition)) > 1500  # set-up, rules, table, details, end, 2 players


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_list_keeps_the_expansions_apart(qtbot, language, lang):
    """The base game's chapters first, as before; then a heading that cannot be chosen;
    then the expansions' chapters, which scroll to their place."""
    language(lang)
    window = RulesWindow(None, Edition.CLASSIC)
    qtbot.addWidget(window)
    window.resize(900, 600)
    window.show()
    anchors = [window.contents.item(i).data(ANCHOR) for i in range(window.contents.count())]
    base = [c.key for c in rules.CHAPTERS if c.expansion is None]
    assert anchors == [*base, None, *CHAPTER_OF.values()]
    heading = window.contents.item(len(base))
    assert heading.text() == QCoreApplication.translate("Rules", "Expansions")
    assert not heading.flags() & Qt.ItemFlag.ItemIsSelectable
    assert heading.font().bold()
    window.contents.setCurrentRow(anchors.index("expansion_nobles"))
    assert window.browser.verticalScrollBar().value() > 0
    # the list is wide enough for the longest title (no horizontal scrolling)
    assert window.contents.horizontalScrollBar().maximum() == 0


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("edition", list(Edition))
def test_every_new_building_is_in_its_chapter(qtbot, language, lang, edition):
    """The building tables come from the engine's data: each of the 22 buildings with
    its name in the language and naming, its cost and what it does."""
    language(lang)
    for expansion, buildings in (("buildings", NEW_BUILDINGS), ("nobles", NOBLE_BUILDINGS)):
        text = _chapter(CHAPTER_OF[expansion], edition)
        for b in buildings:
            assert _name(b, edition) in text, (lang, edition, BUILDINGS[b].id)
    assert len(NEW_BUILDINGS) + len(NOBLE_BUILDINGS) == 22
    # the base game's chapter lists the base game's buildings only
    base = _chapter("buildings", edition)
    assert _name(NOBLE_BUILDINGS[0], edition) not in base


def test_the_namings_differ(qtbot, language):
    language("de")
    classic = _chapter("expansion_nobles", Edition.CLASSIC)
    e1897 = _chapter("expansion_nobles", Edition.E1897)
    assert "Adlige" in classic and not re.search(r"\bBürger\b", classic)
    assert re.search(r"\bBürger\b", e1897) and "Adlig" not in e1897
    assert "Kolonistenschiff" in classic and "Arbeitsregister" in e1897
    assert "Stadtplatz" in e1897 and "Königsgarten" in classic
    language("en")  # the English 1897 Special Edition's names, not the 2009 ones
    nobles = _chapter("expansion_nobles", Edition.E1897)
    assert "Large Tailor Shop" in nobles and "Jeweler" not in nobles
    assert re.search(r"\bcitizens?\b", nobles) and not re.search(r"\bnobles?\b", nobles)
    assert "Jeweler" in _chapter("expansion_nobles", Edition.CLASSIC)
    text = _chapter("expansion_buildings", Edition.E1897)
    assert "countryside" in text and "island" not in text


def test_the_draft_table_is_the_engines(qtbot, language):
    language("en")
    text = _chapter("expansion_buildings", Edition.CLASSIC)
    assert sum(DRAFT_SPACES.values()) == 17 and "17" in text
    lines = text.splitlines()
    spaces = lines[lines.index("Spaces on the board") + 1 :][: len(DRAFT_SPACES)]
    assert spaces == [str(DRAFT_SPACES[c]) for c in sorted(DRAFT_SPACES)]
    # the quick set-ups are named as in the new-game dialog
    for title in ("Draft at the table", "A random set", "The base game's buildings", "saved set"):
        assert title in text


def _rules_sources() -> list[str]:
    """Every sentence of the expansions' chapters and of the window (context Rules)."""
    folder = Path(rules.__file__).parent
    sources = []
    for path in (
        folder / "new_buildings.py",
        folder / "nobles.py",
        folder.parent / "rules_window.py",
    ):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.Call)
                and getattr(node.func, "id", None) == "QT_TRANSLATE_NOOP"
                and node.args[0].value == "Rules"
            ):
                sources.append(node.args[1].value)
    return sources


@pytest.mark.parametrize("lang", ["de", "nl"])
def test_nothing_is_left_in_english(qtbot, language, lang):
    sources = _rules_sources()
    assert len(sources) > 40
    language(lang)
    same = {"Puerto Rico 1897"}  # a name, in every language
    untranslated = [
        s for s in sources if QCoreApplication.translate("Rules", s) == s and s not in same
    ]
    assert untranslated == []
    # and nothing English reaches the page: no line of the English chapters (the
    # building names, numbers and short labels aside) is on the translated page
    for edition in Edition:
        translated = {key: _chapter(key, edition) for key in CHAPTER_OF.values()}
        language("en")
        english = {key: _chapter(key, edition) for key in CHAPTER_OF.values()}
        language(lang)
        for key, text in english.items():
            long_lines = [line for line in text.splitlines() if len(line) > 30]
            assert long_lines
            assert [line for line in long_lines if line in translated[key]] == []


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_placeholders_are_filled(qtbot, language, lang):
    language(lang)
    for edition in Edition:
        html = rules_html(edition)
        assert not re.search(r"\{[a-z_A-Z]+\}", html), (lang, edition)
