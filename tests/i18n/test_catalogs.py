"""The catalogues in i18n/: finished, up to date with the code, compiled; Qt's own too.

``packaging/i18n.py check`` runs the same checks from the command line."""

from __future__ import annotations

import re
import sys

import pytest
from PySide6.QtCore import QCoreApplication

from puertorico_qt.gui import names as N

LANGUAGES = ("de", "en", "nl")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_message_is_translated(i18n_tool, lang: str) -> None:
    """No ``type="unfinished"``, no empty translation, every plural with all its forms."""
    ts = i18n_tool.ts_path(lang)
    assert ts.exists(), f"{ts.name} is missing: python packaging/i18n.py update"
    assert i18n_tool.unfinished(ts) == []


@pytest.mark.parametrize("lang", LANGUAGES)
def test_placeholders_are_kept(i18n_tool, lang: str) -> None:
    """A lost ``{name}`` drops a word; an unknown one makes ``str.format`` raise."""
    assert i18n_tool.placeholders_kept(i18n_tool.ts_path(lang)) == []


def test_german_never_inflects_the_building_colour(i18n_tool) -> None:
    """``{violet}`` is "violett" or "beige", and *beige* takes no ending: a German
    sentence writes "{violet}farbene(s)" or "in {violet}" (i18n/GLOSSARY.md)."""
    bent = [
        form
        for m in i18n_tool.read_ts(i18n_tool.ts_path("de"))
        for form in m.forms
        if re.search(r"\{violet\}(?!farben)[a-zäöüß]", form)
    ]
    assert bent == []


def test_the_languages_have_the_same_messages(i18n_tool) -> None:
    keys = {
        lang: {m.key for m in i18n_tool.read_ts(i18n_tool.ts_path(lang)) if m.live}
        for lang in LANGUAGES
    }
    assert keys["de"] == keys["en"] == keys["nl"]
    assert len(keys["de"]) > 500


def test_lupdate_finds_nothing_new(i18n_tool) -> None:
    """Every string of the code is in the .ts files: lupdate into a temporary copy adds
    none. (Fix: ``python packaging/i18n.py update``, translate, ``compile``.)"""
    added, _gone = i18n_tool.stale()
    assert added == []


def test_no_code_comments_reach_the_translators(i18n_tool, tmp_path) -> None:
    """lupdate copies a ``#:`` comment before a string into the .ts for its translator;
    here ``#:`` documents attributes, so ``update`` drops those notes, and only them."""
    for lang in i18n_tool.LANGUAGES:
        assert "<extracomment>" not in i18n_tool.ts_path(lang).read_text(encoding="utf-8")
    ts = tmp_path / "sample.ts"
    ts.write_text(
        "<message>\n        <source>Trader</source>\n"
        "        <extracomment>Role -&gt; English name.\n(a second line)</extracomment>\n"
        "        <translation>Händler</translation>\n</message>\n",
        encoding="utf-8",
    )
    i18n_tool.strip_code_comments(ts)
    assert ts.read_text(encoding="utf-8") == (
        "<message>\n        <source>Trader</source>\n"
        "        <translation>Händler</translation>\n</message>\n"
    )


def test_compiled_files_match_the_sources(i18n_tool) -> None:
    """lrelease of the committed .ts gives the committed .qm, byte for byte."""
    assert i18n_tool.qm_outdated() == []


@pytest.mark.skipif(sys.platform == "win32", reason="Windows refuses to replace a mapped file")
def test_compiling_leaves_a_running_programs_catalogue_alone(i18n_tool, tmp_path) -> None:
    """A program started from the tree has its .qm mapped: compiling writes a new file
    and renames it over the old one, so the mapping keeps its bytes (lrelease alone
    rewrote the file in place, and the program crashed on its next translation)."""
    import mmap
    import shutil

    for lang in i18n_tool.LANGUAGES:
        shutil.copy(i18n_tool.ts_path(lang), i18n_tool.ts_path(lang, tmp_path))
    de = i18n_tool.qm_path("de", tmp_path)
    de.write_bytes(b"an older catalogue")
    with de.open("rb") as file, mmap.mmap(file.fileno(), 0, access=mmap.ACCESS_READ) as mapped:
        written = i18n_tool.compile_catalogs(tmp_path)
        assert mapped[:] == b"an older catalogue"
    assert de in written and de.read_bytes() == i18n_tool.qm_path("de").read_bytes()
    assert sorted(p.name for p in tmp_path.iterdir() if p.suffix == ".new") == []


def test_a_catalogue_rewritten_while_the_program_runs_changes_nothing_shown(
    translations, i18n_tool, tmp_path, monkeypatch
) -> None:
    """The program reads each .qm into memory: a catalogue truncated and rewritten under
    it (a bundle upgraded in place) neither crashes it (Qt's mapped file did: SIGBUS)
    nor changes a word it shows."""
    import shutil

    from puertorico_qt import paths

    for lang in i18n_tool.LANGUAGES:
        shutil.copy(i18n_tool.qm_path(lang), i18n_tool.qm_path(lang, tmp_path))
    monkeypatch.setattr(paths, "i18n_dir", lambda: tmp_path)
    assert translations.set_language("de") == "de"
    assert "puertorico_qt_de" in translations.loaded
    messages = [
        (m.context, m.source)
        for m in i18n_tool.read_ts(i18n_tool.ts_path("de"))
        if m.live and not m.numerus
    ]
    shown = [QCoreApplication.translate(c, text) for c, text in messages]
    assert sum(a != b for a, b in zip(shown, (t for _, t in messages), strict=True)) > 500
    de = i18n_tool.qm_path("de", tmp_path)
    with de.open("r+b") as file:
        file.truncate(0)
    de.write_bytes(b"not a catalogue" * 100)
    assert [QCoreApplication.translate(c, text) for c, text in messages] == shown


@pytest.mark.parametrize(
    ("lang", "cancel", "yes"),
    [("de", "Abbrechen", "&Ja"), ("nl", "Annuleren", "&Ja"), ("en", "Cancel", "&Yes")],
)
def test_qt_own_strings_are_translated(translations, lang, cancel, yes) -> None:
    """Qt's standard buttons and dialogs come from qtbase_<lang>.qm (Qt's translations)."""
    translations.set_language(lang)
    assert f"qtbase_{lang}" in translations.loaded
    assert f"puertorico_qt_{lang}" in translations.loaded
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == cancel
    assert QCoreApplication.translate("QPlatformTheme", "&Yes") == yes


@pytest.mark.parametrize(
    ("lang", "one", "three", "one_1897", "three_1897"),
    [
        ("en", "1 colonist", "3 colonists", "1 worker", "3 workers"),
        ("de", "1 Kolonist", "3 Kolonisten", "1 Arbeiter", "3 Arbeiter"),
        ("nl", "1 kolonist", "3 kolonisten", "1 arbeider", "3 arbeiders"),
    ],
)
def test_plurals(translations, lang, one, three, one_1897, three_1897) -> None:
    translations.set_language(lang)
    assert N.n_colonists(1) == one
    assert N.n_colonists(3) == three
    assert N.n_colonists(1, 1) == one_1897
    assert N.n_colonists(3, 1) == three_1897
    assert N.n_doubloons(0) != N.n_doubloons(1)


def test_a_second_instance_replaces_the_first_ones_translators(translations) -> None:
    """One language at a time: a screenshot script that renders German and then English,
    each with a ``Translations`` of its own, shows no German button in English."""
    from puertorico_qt.gui.i18n import Translations

    translations.set_language("de")
    assert QCoreApplication.translate("QPlatformTheme", "Close") == "Schließen"
    Translations().set_language("en")
    assert QCoreApplication.translate("QPlatformTheme", "Close") == "Close"
    assert QCoreApplication.translate("CardScores", "Total") == "Total"


def test_fix_corrects_a_finished_translation_and_fill_does_not(i18n_tool, tmp_path) -> None:
    """``fill`` leaves a finished message as it is, which is right for new strings and
    wrong for a correction: ``fix`` replaces it, and names what it could not find."""
    ts = tmp_path / "x_de.ts"
    ts.write_text(
        '<?xml version="1.0" encoding="utf-8"?><!DOCTYPE TS><TS version="2.1" language="de">'
        "<context><name>Log</name>"
        "<message><source>Anna sells.</source><translation>Anna verkauf.</translation></message>"
        '<message><source>New.</source><translation type="unfinished"></translation></message>'
        "</context></TS>",
        encoding="utf-8",
    )
    table = {"Log": {"Anna sells.": {"de": "Anna verkauft."}, "New.": {"de": "Neu."}}}
    assert i18n_tool.fill(ts, "de", table) == []
    text = ts.read_text(encoding="utf-8")
    assert "Anna verkauf.<" in text and "<translation>Neu.</translation>" in text
    table["Log"]["Gone."] = {"de": "Weg."}
    assert i18n_tool.fill(ts, "de", table, fix=True) == ["[Log] 'Gone.': no such message"]
    assert "<translation>Anna verkauft.</translation>" in ts.read_text(encoding="utf-8")
