"""Switching the language while the program runs, the way the settings dialog does it:
the menus, the table (a role card, a building, the prompt bar), tooltips and open
windows follow at once, in both namings, to German, to Dutch and back to English."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt

from puertorico_qt.ai import make_bot
from puertorico_qt.engine.data import Edition, Role
from puertorico_qt.gui import names as N
from puertorico_qt.gui import phases
from puertorico_qt.gui.main_window import MainWindow
from puertorico_qt.gui.session import GameSession, NewGameSetup, SeatInfo
from puertorico_qt.gui.settings import Settings
from puertorico_qt.gui.settings_dialog import SettingsDialog

HOSPICE = 10  # building index of the Hospice / Hospital (engine/buildings.json order)

# What a player sees, per language and naming: the Mayor's card, the Hospice, the Game menu.
EXPECTED = {
    ("en", "classic"): ("Mayor", "Hospice", "&Game"),
    ("de", "classic"): ("Bürgermeister", "Hospiz", "&Spiel"),
    ("nl", "classic"): ("Burgemeester", "Hospitium", "&Spel"),
    ("en", "1897"): ("Recruiter", "Hospital", "&Game"),
    ("de", "1897"): ("Anwerber", "Krankenhaus", "&Spiel"),
    ("nl", "1897"): ("Werver", "Ziekenhuis", "&Spel"),
}
# A word of the prompt "<player> is choosing a role …" / "Your turn …: choose a role card".
PROMPT_WORD = {"en": "role", "de": "Rolle", "nl": "rol"}


@pytest.fixture
def window(qtbot, tmp_path: Path, translations):
    def make(edition: str) -> MainWindow:
        settings = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
        session = GameSession(
            bot_factory=lambda level, seed: make_bot("random", seed),
            autosave_path=None,
            bot_delay_ms=0,
        )
        session.paused = True  # the computers wait: the table stays at the first role choice
        seats = [SeatInfo("Anna", True, "normal")] + [
            SeatInfo(name, False, "beginner") for name in ("Benno", "Carla", "Dirk")
        ]
        session.new_game(NewGameSetup(seats=seats, edition=edition, seed=5))
        win = MainWindow(session, settings, translations, interactive=False, persist=False)
        qtbot.addWidget(win)
        win.resize(1366, 768)
        win.show()
        made.append(session)
        return win

    made: list[GameSession] = []
    yield make
    for session in made:
        session.shutdown()


def switch(qtbot, win: MainWindow, lang: str) -> None:
    """What the settings dialog does on OK: write the setting, then install the translators."""
    dialog = SettingsDialog(win.settings, win)
    dialog.language.setCurrentIndex(dialog.language.findData(lang))
    win.apply_settings(dialog)
    dialog.deleteLater()
    qtbot.wait(10)  # let posted events (repaints) run


SOFT_HYPHEN = "\u00ad"  # long German and Dutch names carry hyphenation points


def visible(win: MainWindow) -> dict[str, str]:
    table = win.table
    state = win.session.state
    roles = table.roles
    card = list(state.role_cards).index(Role.MAYOR)
    role_index = roles.index(0, card)
    market = table.market
    building_index = market.find(Value=HOSPICE)
    assert building_index.isValid()
    texts = {
        "role": role_index.data(Qt.ItemDataRole.DisplayRole),
        "role_tip": role_index.data(Qt.ItemDataRole.ToolTipRole),
        "building": building_index.data(Qt.ItemDataRole.DisplayRole),
        "building_tip": building_index.data(Qt.ItemDataRole.ToolTipRole),
        "prompt": table.prompt_bar.prompt.text(),
        "menu": win.menu_game.title(),
        "file_menu": win.menu_file.title(),
        "scores_action": win.act_scores.text(),
    }
    return {key: text.replace(SOFT_HYPHEN, "") for key, text in texts.items()}


@pytest.mark.parametrize("edition", ["classic", "1897"])
def test_language_switches_while_playing(qtbot, window, edition: str) -> None:
    win = window(edition)
    ed = Edition.E1897 if edition == "1897" else Edition.CLASSIC
    seen = {}
    for lang in ("en", "de", "en", "nl", "en"):
        switch(qtbot, win, lang)
        now = visible(win)
        role, building, menu = EXPECTED[(lang, edition)]
        assert now["role"] == role
        assert now["building"] == building
        assert now["menu"] == menu
        assert role in now["role_tip"]
        assert building in now["building_tip"]
        names = [s.name for s in win.session.seats]
        assert now["prompt"] == phases.phase_prompt(win.session.state, 0, names)
        assert PROMPT_WORD[lang] in now["prompt"]
        if lang in seen:
            assert now == seen[lang], "switching back gives the same texts again"
        seen[lang] = now
    assert len({seen[lang]["prompt"] for lang in seen}) == 3
    assert len({seen[lang]["file_menu"] for lang in seen}) == 3
    assert N.role_name(Role.MAYOR, ed) == EXPECTED[("en", edition)][0]


def test_long_names_may_break_only_at_their_joints(translations) -> None:
    """ "Bürger|meister": a soft hyphen, invisible unless the line breaks there."""
    translations.set_language("de")
    assert N.role_name(Role.MAYOR) == "Bürger" + SOFT_HYPHEN + "meister"
    assert N.role_name(Role.MAYOR).replace(SOFT_HYPHEN, "") == "Bürgermeister"


def test_open_windows_follow(qtbot, window) -> None:
    from puertorico_qt.gui.rules_window import RulesWindow

    win = window("classic")
    rules = RulesWindow(win)
    qtbot.addWidget(rules)
    rules.show()
    titles = {}
    for lang in ("de", "nl", "en"):
        switch(qtbot, win, lang)
        titles[lang] = (
            rules.windowTitle(),
            rules.contents.item(0).text(),
            win.log_dock.windowTitle(),
        )
        plain = rules.browser.toPlainText().replace(SOFT_HYPHEN, "")
        assert N.role_name(Role.MAYOR).replace(SOFT_HYPHEN, "") in plain
    assert titles["de"] == ("Regeln von Puerto Rico", "Ziel", "Spielverlauf")
    assert titles["nl"] == ("Spelregels van Puerto Rico", "Doel", "Spelverloop")
    assert titles["en"] == ("Rules of Puerto Rico", "Goal", "Game log")


def test_the_game_log_follows(qtbot, window) -> None:
    """The lines already in the game log are shown in the new language too."""
    win = window("classic")
    win.session.play_now(6, level="beginner", seed=5)
    qtbot.wait(10)
    switch(qtbot, win, "de")
    log = win.log_view.toPlainText()
    assert " wird " in log, log  # "Anna wird Baumeister": a role taken, in German
    switch(qtbot, win, "nl")
    assert " kiest de " in win.log_view.toPlainText()  # "Anna kiest de Bouwmeester"
    switch(qtbot, win, "en")
    assert " takes the " in win.log_view.toPlainText()


@pytest.mark.parametrize(
    ("system", "expected"), [("de_AT", "de"), ("nl_BE", "nl"), ("en_GB", "en"), ("fr_FR", "en")]
)
def test_the_system_language_is_the_default(monkeypatch, system: str, expected: str) -> None:
    """Setting "" (the default) follows the system; a language we lack falls back to English."""
    from PySide6.QtCore import QLocale

    from puertorico_qt.gui import i18n

    class SystemLocale(QLocale):
        @staticmethod
        def system() -> QLocale:
            return QLocale(system)

    monkeypatch.setattr(i18n, "QLocale", SystemLocale)
    assert i18n.resolve_language("") == expected
    assert i18n.resolve_language("nl") == "nl"
