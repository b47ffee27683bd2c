"""The statistics window (Game › Statistics…): with and without records, a name's
figures, a language switch."""

from __future__ import annotations

from pathlib import Path

import pytest

from puertorico_qt.gui.statistics_window import StatisticsWindow, number
from puertorico_qt.persistence.statistics import load_statistics
from puertorico_qt.persistence.store import records_dir

from .statistics_archive import build_archive


@pytest.fixture(scope="module")
def archive(tmp_path_factory: pytest.TempPathFactory) -> Path:
    base = tmp_path_factory.mktemp("data")
    build_archive(base)
    return base


def test_an_empty_archive_says_games_will_appear(qtbot, tmp_path: Path) -> None:
    window = StatisticsWindow(base=tmp_path)
    qtbot.addWidget(window)
    assert window.stack.currentWidget() is window.empty
    assert "first finished game" in window.empty.text()
    assert window.player.count() == 0 and window.game.count() == 0
    assert not window.player.isVisibleTo(window) and not window.game.isVisibleTo(window)
    assert not window.note.isVisibleTo(window)


def test_the_window_shows_a_names_figures(qtbot, archive: Path) -> None:
    window = StatisticsWindow(base=archive, player="Anna")
    qtbot.addWidget(window)
    assert [window.player.itemText(i) for i in range(window.player.count())] == ["Anna", "Ben"]
    assert window.player.currentText() == "Anna"
    assert window.stack.currentIndex() == 1
    games = [window.game.itemData(i) for i in range(window.game.count())]
    assert games == ["puertorico", "cards"]
    profile = load_statistics(records_dir(archive), archive / "statistics.json").profile(
        "Anna", "puertorico"
    )
    assert profile.total.games == 6
    assert window.figures[0].text() == "6"
    assert window.figures[3].text() == number(profile.best)
    headers = [window.table.verticalHeaderItem(r).text() for r in range(window.table.rowCount())]
    assert headers[0] == "All games"
    assert "Against Beginner" in headers and "Only people at the table" in headers
    assert "2 players" in headers and "4 players" in headers
    assert window.favourites.text().count("×") == 5

    window.game.setCurrentIndex(1)  # the card game
    assert window.figures[0].text() == "1"
    window.player.setCurrentIndex(1)  # Ben: the board game only
    assert window.game.count() == 1
    assert window.figures[0].text() == "1"
    assert window.table.verticalHeaderItem(1).text() == "Only people at the table"


def test_the_window_shows_one_player_count_when_asked(qtbot, archive: Path) -> None:
    """A 2-player score beside a 4-player one says little: the person may choose one
    player count; the choice is offered only where there is something to choose."""
    window = StatisticsWindow(base=archive, player="Anna")
    qtbot.addWidget(window)
    window.show()
    choices = [window.players.itemText(i) for i in range(window.players.count())]
    assert choices == ["All", "2", "3", "4"]
    assert window.players.isVisible() and window.players_label.isVisible()
    stats = load_statistics(records_dir(archive), archive / "statistics.json")
    three = stats.profile("Anna", "puertorico", players=3)
    assert three.total.games == 3

    window.players.setCurrentIndex(choices.index("3"))
    assert window.figures[0].text() == "3"
    assert window.figures[3].text() == number(three.best)
    headers = [window.table.verticalHeaderItem(r).text() for r in range(window.table.rowCount())]
    assert headers == [headers[0], *(h for h in headers[1:] if "players" not in h)]
    assert headers[0] == "3 players"  # the games shown, not "All games"
    assert window.charts.scores.getAxis("bottom")._tickLevels == [[(g, str(g)) for g in (1, 2, 3)]]

    window.game.setCurrentIndex(1)  # the card game: one count, nothing to choose
    assert window.players.currentText() == "All" and window.players.count() == 2
    assert not window.players.isVisible() and window.figures[0].text() == "1"
    window.game.setCurrentIndex(0)  # back: all of the board game's games again
    assert window.players.currentText() == "All" and window.figures[0].text() == "6"


def test_each_win_rate_bar_says_its_rate_and_games(qtbot, archive: Path) -> None:
    """A 0 % bar has no height and read as "no games"; 100 % of two games looked as
    sure as 100 % of twenty: each bar says both."""
    import pyqtgraph as pg

    window = StatisticsWindow(base=archive, player="Anna")
    qtbot.addWidget(window)
    notes = [
        item for item in window.charts.rates.getPlotItem().items if isinstance(item, pg.TextItem)
    ]
    words = sorted(note.textItem.toPlainText() for note in notes)
    profile = load_statistics(records_dir(archive), archive / "statistics.json").profile(
        "Anna", "puertorico"
    )
    assert len(notes) == len(profile.by_level)
    wanted = sorted(f"{round(t.rate * 100)} %\nGames: {t.games}" for t in profile.by_level.values())
    assert words == wanted


def test_the_window_opens_on_the_game_being_played(qtbot, archive: Path) -> None:
    """After a card game it opened on the board game's figures."""
    window = StatisticsWindow(base=archive, player="Anna", game="cards")
    qtbot.addWidget(window)
    assert window.game.currentData() == "cards" and window.figures[0].text() == "1"
    # a game the player has not played: the first one
    other = StatisticsWindow(base=archive, player="Ben", game="cards")
    qtbot.addWidget(other)
    assert other.game.currentData() == "puertorico"


def test_a_damaged_record_is_left_out_with_a_note(qtbot, tmp_path: Path) -> None:
    build_archive(tmp_path, count=1)
    (records_dir(tmp_path) / "2099-01-01-000000_puertorico_X_000000000000.json").write_text("{")
    window = StatisticsWindow(base=tmp_path, player="Anna")
    qtbot.addWidget(window)
    assert window.figures[0].text() == "1"
    assert window.note.isVisibleTo(window)
    assert "1 file" in window.note.text()


def test_the_window_switches_language(qtbot, archive: Path, language) -> None:
    window = StatisticsWindow(base=archive, player="Anna")
    qtbot.addWidget(window)
    language("de")  # the LanguageChange events are posted: wait for them
    qtbot.waitUntil(lambda: window.windowTitle() == "Statistik")
    assert window.table.verticalHeaderItem(0).text() == "Alle Partien"
    assert window.favourites_label.text() == "Lieblingsgebäude:"
    language("nl")
    qtbot.waitUntil(lambda: window.windowTitle() == "Statistieken")
    assert window.table.horizontalHeaderItem(2).text() == "% gewonnen"
    language("en")
    qtbot.waitUntil(lambda: window.windowTitle() == "Statistics")


def test_the_game_menu_opens_the_statistics_of_the_autosave_folder(
    qtbot, make_session, settings, tmp_path: Path
) -> None:
    from puertorico_qt.gui.main_window import MainWindow

    build_archive(tmp_path, count=2)
    session = make_session()  # autosaves into tmp_path: the records are beside it
    window = MainWindow(session, settings, interactive=False, persist=False)
    qtbot.addWidget(window)
    assert window.act_statistics in window.menu_game.actions()
    window.act_statistics.trigger()
    stats = window._statistics_window
    assert isinstance(stats, StatisticsWindow) and stats.isVisible()
    assert stats.player.currentText() == "Anna" and stats.figures[0].text() == "2"
    stats.close()


def test_the_settings_dialog_keeps_finished_games(qtbot, settings) -> None:
    from puertorico_qt.gui.settings_dialog import SettingsDialog

    dialog = SettingsDialog(settings)
    qtbot.addWidget(dialog)
    assert dialog.keep_finished.isChecked()
    dialog.keep_finished.setChecked(False)
    dialog.apply()
    assert settings.keep_finished_games is False
    assert not SettingsDialog(settings).keep_finished.isChecked()


def test_the_score_chart_numbers_each_game_it_shows(qtbot, archive: Path) -> None:
    """One card game: its point in the middle over the tick "1", not at the left edge of
    an axis that went on to a game 2; six board games: ticks 1 to 6."""
    window = StatisticsWindow(base=archive, player="Anna")
    qtbot.addWidget(window)
    plot = window.charts.scores
    axis = plot.getAxis("bottom")
    assert [round(x, 2) for x in plot.viewRange()[0]] == [0.5, 6.5]
    assert axis._tickLevels == [[(g, str(g)) for g in range(1, 7)]]
    window.game.setCurrentIndex(1)  # the card game: one game
    assert [round(x, 2) for x in plot.viewRange()[0]] == [0.5, 1.5]
    assert axis._tickLevels == [[(1, "1")]]


def test_the_favourite_buildings_are_named_in_the_players_naming(qtbot, archive: Path) -> None:
    """Games of both editions count together: the buildings are named as the settings'
    naming says (the 1897 names for a player who plays that edition)."""
    from puertorico_qt.engine.data import BUILDING_INDEX
    from puertorico_qt.gui import names as N

    profile = load_statistics(records_dir(archive), archive / "statistics.json").profile(
        "Anna", "puertorico"
    )
    ids = [building for building, _count in profile.favourites()]
    for naming, edition in (("classic", 0), ("1897", 1)):
        window = StatisticsWindow(base=archive, player="Anna", naming=naming)
        qtbot.addWidget(window)
        text = window.favourites.text()
        assert all(N.building_name(BUILDING_INDEX[b], edition) in text for b in ids), text
    renamed = [
        b
        for b in ids
        if N.building_name(BUILDING_INDEX[b], 0) != N.building_name(BUILDING_INDEX[b], 1)
    ]
    assert renamed  # the archive's favourites include a building the editions name apart


def test_an_archive_of_computer_games_only_says_so(qtbot, tmp_path: Path) -> None:
    """Replays listed ten games and the statistics said "No finished games yet": they
    count people's games, and say so."""
    from puertorico_qt.persistence import archive_finished

    from ..persistence.finished_games import finished_record

    seats = [("Max", False, "normal"), ("Eva", False, "normal")]
    archive_finished(finished_record(seats, seed=3, game="puertorico"), records_dir(tmp_path))
    window = StatisticsWindow(base=tmp_path)
    qtbot.addWidget(window)
    assert window.stack.currentWidget() is window.empty
    assert "with a person" in window.empty.text() and "Replays" in window.empty.text()
