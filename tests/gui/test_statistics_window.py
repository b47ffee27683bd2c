"""The statistics window (Game › Statistics…): with and without records, a name's
figures, a language switch."""

from __future__ import annotations

from itertools import pairwise
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from puertorico_qt.gui.statistics_window import StatisticsWindow, number
from puertorico_qt.persistence.statistics import load_statistics
from puertorico_qt.persistence.store import records_dir

from .statistics_archive import build_archive, build_mixed_archive


@pytest.fixture(scope="module")
def archive(tmp_path_factory: pytest.TempPathFactory) -> Path:
    base = tmp_path_factory.mktemp("data")
    build_archive(base)
    return base


@pytest.fixture(scope="module")
def mixed(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Anna against mixed tables: long level titles ("Beginner + Expert + Hard")."""
    base = tmp_path_factory.mktemp("mixed")
    build_mixed_archive(base)
    return base


@pytest.fixture(scope="module")
def both(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Both archives: seven bars in the win-rate chart, three of mixed levels."""
    base = tmp_path_factory.mktemp("both")
    build_archive(base)
    build_mixed_archive(base)
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
    headers = window.row_titles()
    assert headers[0] == "All games"
    assert "Against Beginner" in headers and "Only people at the table" in headers
    assert "2 players" in headers and "4 players" in headers
    assert window.favourites.text().count("×") == 5

    window.game.setCurrentIndex(1)  # the card game
    assert window.figures[0].text() == "1"
    window.player.setCurrentIndex(1)  # Ben: the board game only
    assert window.game.count() == 1
    assert window.figures[0].text() == "1"
    assert window.row_titles()[1] == "Only people at the table"


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
    headers = window.row_titles()
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
    assert window.row_titles()[0] == "Alle Partien"
    assert window.favourites_label.text() == "Lieblingsgebäude:"
    language("nl")
    qtbot.waitUntil(lambda: window.windowTitle() == "Statistieken")
    assert window.table.horizontalHeaderItem(3).text() == "% gewonnen"
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


# ---------------------------------------------------------------------- room to read

#: The window's own size, and the window filling a 1366×768 screen.
SIZES = [None, (1366, 740)]


def _shown(qtbot, base: Path, size: tuple[int, int] | None) -> StatisticsWindow:
    window = StatisticsWindow(base=base, player="Anna")
    qtbot.addWidget(window)
    if size is not None:
        window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    qtbot.wait(20)  # the rows fitted to the title column's width (a zero timer)
    return window


def _margin(widget) -> int:
    """The room a view leaves on each side of a cell's or header's text."""
    from PySide6.QtWidgets import QStyle

    return widget.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, widget) + 1


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang", ["de", "en", "nl"])
@pytest.mark.parametrize("which", ["archive", "mixed"])
def test_the_tables_numbers_and_headers_are_never_cut(
    qtbot, request, language, lang: str, which: str, size
) -> None:
    """The number columns got what the long row titles left of the left pane:
    "Partien" clipped, "egquot" for Siegquote, "100…" for 100 %, "% gewonne".  Now
    each header and number fits its column, and each row title is whole in its cell
    (wrapped to more lines where it is long)."""
    from PySide6.QtCore import QRect
    from PySide6.QtGui import QFontMetrics

    from puertorico_qt.gui.statistics_window import GAMES, RATE, TITLE

    language(lang)
    window = _shown(qtbot, request.getfixturevalue(which), size)
    table, header = window.table, window.table.horizontalHeader()
    margin = _margin(table)
    for column in range(GAMES, RATE + 1):
        width = header.sectionSize(column)
        title = table.horizontalHeaderItem(column).text()
        needed = QFontMetrics(header.font()).horizontalAdvance(title) + 2 * _margin(header)
        assert width >= needed, (title, width)
        assert width >= header.sectionSizeHint(column), title
        for row in range(table.rowCount()):
            item = table.item(row, column)
            needed = QFontMetrics(item.font()).horizontalAdvance(item.text()) + 2 * margin
            assert table.columnWidth(column) >= needed, (item.text(), table.columnWidth(column))
    assert sum(header.sectionSize(c) for c in range(4)) <= table.viewport().width()
    room = table.columnWidth(TITLE) - 2 * margin
    for row in range(table.rowCount()):
        item = table.item(row, TITLE)
        lines = QFontMetrics(item.font()).boundingRect(
            QRect(0, 0, room, 10_000), Qt.TextFlag.TextWordWrap, item.text()
        )
        assert lines.width() <= room and lines.height() <= table.rowHeight(row), item.text()
    titles = window.row_titles()
    assert any(" + " in t for t in titles) == (which == "mixed")
    # the whole table is shown (no scroll bar), below it the favourites
    assert table.height() >= header.height() + sum(
        table.rowHeight(r) for r in range(table.rowCount())
    )


def test_a_long_row_title_wraps_and_keeps_its_whole_text(qtbot, mixed: Path) -> None:
    """A narrow window: the longest title takes two lines or more, the numbers keep
    their room; a title too long for one line has the whole of it as its tooltip."""
    from puertorico_qt.gui.statistics_window import TITLE

    window = _shown(qtbot, mixed, None)
    window.resize(window.minimumSizeHint().width(), window.height())
    qtbot.wait(50)
    table = window.table
    row = max(range(table.rowCount()), key=lambda r: len(window.row_titles()[r]))
    one_line = min(table.rowHeight(r) for r in range(table.rowCount()))
    assert table.rowHeight(row) > one_line
    item = table.item(row, TITLE)
    assert item.toolTip() == item.text() == "Against Beginner + Expert + Hard + Normal"
    assert table.item(1, TITLE).toolTip() == ""  # "Against Hard": whole on its line


def _bar_titles(window: StatisticsWindow) -> list[tuple[object, str]]:
    """The win-rate chart's level titles as pyqtgraph draws them: (rect, text)."""
    from PySide6.QtGui import QImage, QPainter

    axis = window.charts.rates.getAxis("bottom")
    image = QImage(10, 10, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    if axis.style["tickFont"]:
        painter.setFont(axis.style["tickFont"])
    try:
        _, _, texts = axis.generateDrawSpecs(painter)
    finally:
        painter.end()
    return [(rect, text) for rect, _, text in texts]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang", ["de", "en", "nl"])
@pytest.mark.parametrize("which", ["mixed", "both"])
def test_the_level_titles_under_the_bars_do_not_overlap(
    qtbot, request, language, lang: str, which: str, size
) -> None:
    """ "Beginner + Expert + Hard" ran into the next bar's title: each title is
    wrapped to its bar's width, all are drawn, none touches another, none is cut at
    the chart's bottom."""
    from PySide6.QtGui import QFontMetricsF

    language(lang)
    window = _shown(qtbot, request.getfixturevalue(which), size)
    axis = window.charts.rates.getAxis("bottom")
    titles = _bar_titles(window)
    wanted = window.charts.bar_titles
    assert len(wanted) == (5 if which == "mixed" else 7) and any(
        t.count(" + ") >= 3 for t in wanted
    )
    metrics = QFontMetricsF(axis.style["tickFont"] or axis.font())
    drawn = []
    for rect, text in titles:
        width = max(metrics.horizontalAdvance(line) for line in text.split("\n"))
        height = metrics.lineSpacing() * (text.count("\n") + 1)
        drawn.append((rect.center().x() - width / 2, rect.center().x() + width / 2))
        assert rect.top() + height <= axis.height() + 1, text  # not cut at the bottom
    for (_, right), (left, _) in pairwise(drawn):
        assert right + 4 < left, titles
    assert [" ".join(text.split()) for _, text in titles] == wanted  # all, whole
    assert any("\n" in text for _, text in titles)


def test_one_bar_title_stays_on_one_line(qtbot, archive: Path) -> None:
    """Short titles are not broken where they fit ("Beginner", "People only")."""
    window = _shown(qtbot, archive, None)
    assert all("\n" not in text for _, text in _bar_titles(window))


def test_wrap_title_breaks_after_the_plus() -> None:
    from puertorico_qt.gui.statistics_charts import wrap_title

    def width(text: str) -> float:
        return 7.0 * len(text)

    title = "Beginner + Expert + Hard + Normal"
    assert wrap_title(title, 1000, width) == title
    assert wrap_title(title, 20 * 7, width) == "Beginner + Expert +\nHard + Normal"
    assert wrap_title(title, 10 * 7, width) == "Beginner +\nExpert +\nHard +\nNormal"
    assert wrap_title(title, 2 * 7, width) == "Beginner +\nExpert +\nHard +\nNormal"
    assert wrap_title("People only", 8 * 7, width) == "People\nonly"


# ---------------------------------------------------------------------- the setting off

SETTING = "Keep finished games (for replays and statistics)"


def test_with_keeping_off_the_empty_window_says_where_to_switch_it_on(
    qtbot, tmp_path: Path
) -> None:
    """ "Your games will appear here after the first finished game" never came true
    with the setting off: the window says so, and names the setting and its menu."""
    window = StatisticsWindow(base=tmp_path, keep_finished=False)
    qtbot.addWidget(window)
    text = window.empty.text().replace("\N{NO-BREAK SPACE}", " ")
    assert window.stack.currentWidget() is window.empty
    assert "first finished game" not in text
    assert f"“{SETTING}”" in text and "Settings › Settings…" in text
    assert "&" not in text


def test_keeping_off_in_the_settings_reaches_the_window(
    qtbot, make_session, settings, tmp_path: Path, language
) -> None:
    """Opened from the Game menu, the window reads the setting of the main window."""
    from puertorico_qt.gui.main_window import MainWindow

    settings.keep_finished_games = False
    window = MainWindow(make_session(), settings, interactive=False, persist=False)
    qtbot.addWidget(window)
    window.act_statistics.trigger()
    stats = window._statistics_window
    assert stats.keep_finished is False and SETTING in stats.empty.text()
    language("de")  # the setting and the menu as the German dialog and menu name them
    qtbot.waitUntil(lambda: stats.windowTitle() == "Statistik")
    assert "Beendete Partien aufbewahren (für Wiederholungen und Statistik)" in (stats.empty.text())
    assert "Einstellungen\N{NO-BREAK SPACE}›\N{NO-BREAK SPACE}Einstellungen…" in (
        stats.empty.text()
    )
    stats.close()
    settings.keep_finished_games = True
    window.act_statistics.trigger()
    assert "Beendete Partien aufbewahren" not in window._statistics_window.empty.text()
    window._statistics_window.close()


def test_with_keeping_off_the_figures_say_new_games_are_not_counted(
    qtbot, archive: Path, tmp_path: Path
) -> None:
    """Games kept before the setting went off are shown; a note says the next ones
    will not be counted; a table of computer games only says both."""
    window = StatisticsWindow(base=archive, player="Anna", keep_finished=False)
    qtbot.addWidget(window)
    assert window.stack.currentIndex() == 1
    assert window.note.isVisibleTo(window) and SETTING in window.note.text()
    kept = StatisticsWindow(base=archive, player="Anna")
    qtbot.addWidget(kept)
    assert not kept.note.isVisibleTo(kept)

    from puertorico_qt.persistence import archive_finished

    from ..persistence.finished_games import finished_record

    seats = [("Max", False, "normal"), ("Eva", False, "normal")]
    archive_finished(finished_record(seats, seed=3, game="puertorico"), records_dir(tmp_path))
    computers = StatisticsWindow(base=tmp_path, keep_finished=False)
    qtbot.addWidget(computers)
    assert "Replays" in computers.empty.text() and SETTING in computers.empty.text()
    assert not computers.note.isVisibleTo(computers)
