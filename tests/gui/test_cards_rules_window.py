"""The card game's chapters of the rules window, read as a German or Dutch player reads
them: nothing left in English (the five roles' lines came in English: they are the role
cards' tooltips, of another translation context), every role named in its line."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QTextDocument

from puertorico_qt.engine.data import Edition
from puertorico_qt.gui.cards import names as CN
from puertorico_qt.gui.cards import rules as card_rules
from puertorico_qt.gui.cards import texts

SOFT_HYPHEN = "\u00ad"


def _pages() -> dict[str, str]:
    """Each chapter's text as the reader sees it (in the language installed now)."""
    out = {}
    for chapter in card_rules.CHAPTERS:
        doc = QTextDocument()
        doc.setHtml(chapter.body(Edition.CLASSIC))
        out[chapter.key] = doc.toPlainText().replace(SOFT_HYPHEN, "")
    return out


@pytest.mark.parametrize("lang", ["de", "nl"])
def test_no_english_sentence_reaches_a_translated_chapter(qtbot, language, lang) -> None:
    language("en")
    english = _pages()
    language(lang)
    translated = _pages()
    for key, text in english.items():
        sentences = [line for line in text.splitlines() if len(line) > 40]
        assert sentences, key
        assert [line for line in sentences if line in translated[key]] == [], key


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_each_role_is_named_with_what_it_does(qtbot, language, lang) -> None:
    language(lang)
    page = _pages()["cards_round"]
    for role in range(len(texts.ROLE_TIPS)):
        assert f"{CN.role_name(role)}: {texts.role_tip(role)}" in page
