"""The statistics window (Game › Statistics…): one person's figures from the archive of
finished games (``persistence.statistics``).

Choose a name (the people found in the records; the settings' "Your name" first), a
game (the board game or the card game, those the person played) and, where the person
played more than one, a number of players (all by default); the window shows
the games, wins (a shared win counts as a fraction), win rate, average and best score,
a table of the results by opponent level and by player count, the favourite buildings,
and two charts: the score of every game over time and the win rate by opponent level.
With no finished game yet, a friendly line says that games will appear here — or, with
the setting "Keep finished games" off, that none are kept and where to switch it on.

The table's numbers and headers always keep the room they need; the long row titles
("Against Beginner + Expert + Hard + Normal") wrap in what is left.
"""

from __future__ import annotations

import html
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTimer
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QStackedWidget,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..engine import parse_edition
from ..engine.data import BUILDING_INDEX
from ..games import CARD_GAME
from ..persistence.statistics import PEOPLE_ONLY, Profile, Statistics, Tally, load_statistics
from ..persistence.store import records_dir
from . import names as N
from .cards.names import name_of
from .new_game_dialog import GAME_TITLES, level_title
from .numbers import number
from .settings import NAMINGS

SKIPPED = "%n file(s) in the archive could not be read and were left out."
#: The table's columns: the row's title, then the numbers.
TITLE, GAMES, WINS, RATE = range(4)
#: The least room for the row titles, in average characters (they wrap in it).
TITLE_ROOM = 14


def _numerus_sources() -> None:  # pragma: no cover - read by pyside6-lupdate, never run
    QCoreApplication.translate(
        "StatisticsWindow",
        "%n file(s) in the archive could not be read and were left out.",
        None,
        2,
    )


def percent(rate: float) -> str:
    return QCoreApplication.translate("StatisticsWindow", "{rate} %").format(
        rate=number(rate * 100, 0 if abs(rate * 100 - round(rate * 100)) < 0.05 else 1)
    )


class StatisticsWindow(QDialog):
    """See the module docstring.  ``base``: the data folder holding ``records/`` and
    ``statistics.json`` (default ``persistence.data_dir()``); ``player``: the name to
    show first when it is in the records."""

    def __init__(
        self,
        parent: QWidget | None = None,
        *,
        base: Path | None = None,
        player: str = "",
        statistics: Statistics | None = None,
        naming: str = "classic",
        game: str = "",
        keep_finished: bool | None = None,
    ) -> None:
        """``game``: the game to show first when the player has played it (the one on
        the table: after a card game the window opened on the board game);
        ``keep_finished``: the setting "Keep finished games" (None: the ``settings``
        of ``parent``, the main window, where it has them; else on)."""
        super().__init__(parent)
        if keep_finished is None:
            kept = getattr(getattr(parent, "settings", None), "keep_finished_games", True)
            keep_finished = kept if isinstance(kept, bool) else True
        #: Off: no game is archived, the window says so and where to switch it on.
        self.keep_finished = keep_finished
        #: The board game's building names: the player's naming (games of both editions
        #: are counted together, so one naming for all).
        self.edition = parse_edition(naming if naming in NAMINGS else "classic")
        self.setObjectName("statistics_window")
        self.setWindowFlag(Qt.WindowType.Window)
        if statistics is None:
            folder = Path(base) if base is not None else None
            statistics = load_statistics(
                records_dir(folder), None if folder is None else folder / "statistics.json"
            )
        self.statistics = statistics

        self.player_label, self.game_label, self.players_label = QLabel(), QLabel(), QLabel()
        self.player = QComboBox()
        self.player.setObjectName("statistics_player")
        self.player.setMinimumContentsLength(14)
        self.game = QComboBox()
        self.game.setObjectName("statistics_game")
        self.game.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        #: Only the games of one player count (item data 0: all of them).
        self.players = QComboBox()
        self.players.setObjectName("statistics_players")
        self.players.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        top = QHBoxLayout()
        for label, combo in (
            (self.player_label, self.player),
            (self.game_label, self.game),
            (self.players_label, self.players),
        ):
            label.setBuddy(combo)
            top.addWidget(label)
            top.addWidget(combo)
            top.addSpacing(12)
        top.addStretch(1)

        self.empty = QLabel()
        self.empty.setObjectName("statistics_empty")
        self.empty.setWordWrap(True)
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        font = QFont(self.empty.font())
        font.setPointSizeF(font.pointSizeF() * 1.2)
        self.empty.setFont(font)

        # the figures: an overview, the table by opponents and players, the favourites
        self.figure_labels = [QLabel() for _ in range(4)]
        self.figures = [QLabel() for _ in range(4)]
        overview = QFormLayout()
        for label, value in zip(self.figure_labels, self.figures, strict=True):
            value.setObjectName("statistics_figure")
            value.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            overview.addRow(label, value)
        # the rows' titles are a column of their own: the numbers' columns are as wide
        # as their headers and numbers ("Siegquote", "100 %"), the titles wrap in the
        # rest (as row headers they took all but a sliver: "egquot", "100…")
        self.table = QTableWidget(0, 4)
        self.table.setObjectName("statistics_table")
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.table.setWordWrap(True)
        self.table.verticalHeader().hide()
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(TITLE, QHeaderView.ResizeMode.Stretch)
        header.sectionResized.connect(self._title_column_resized)
        #: The rows fitted to the title column's new width once the table has taken it
        #: (at ``sectionResized`` the rows still measured the old width).
        self._refit = QTimer(self)
        self._refit.setSingleShot(True)
        self._refit.setInterval(0)
        self._refit.timeout.connect(self._fit_rows)
        self.table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.favourites_label = QLabel()
        self.favourites = QLabel()
        self.favourites.setObjectName("statistics_favourites")
        self.favourites.setWordWrap(True)
        left = QVBoxLayout()
        left.addLayout(overview)
        left.addSpacing(6)
        left.addWidget(self.table)
        left.addSpacing(6)
        left.addWidget(self.favourites_label)
        left.addWidget(self.favourites)
        left.addStretch(1)

        from .statistics_charts import StatisticsCharts  # lazy: pyqtgraph

        self.charts = StatisticsCharts(self)
        right = QVBoxLayout()
        for plot in self.charts.widgets():
            right.addWidget(plot, 1)
        content = QWidget()
        columns = QHBoxLayout(content)
        columns.setContentsMargins(0, 0, 0, 0)
        columns.addLayout(left, 4)
        columns.addLayout(right, 5)

        self.stack = QStackedWidget()
        self.stack.addWidget(self.empty)
        self.stack.addWidget(content)
        self.note = QLabel()
        self.note.setObjectName("statistics_note")
        self.note.setWordWrap(True)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.stack, 1)
        layout.addWidget(self.note)
        layout.addWidget(self.buttons)

        self.player.addItems(self.statistics.names())
        if (at := self.player.findText(player)) >= 0:
            self.player.setCurrentIndex(at)
        self.player.currentIndexChanged.connect(self._player_chosen)
        self.game.currentIndexChanged.connect(self._game_chosen)
        self.players.currentIndexChanged.connect(self.refresh)
        self._fill_games()
        if (shown := self.game.findData(game)) >= 0:
            self.game.setCurrentIndex(shown)
        self._fill_players()
        self.resize(1040, 640)
        self.retranslate_ui()

    # ------------------------------------------------------------------ choosing

    def _fill_games(self) -> None:
        _refill(self.game, self.statistics.games_of(self.player.currentText()))
        self._name_games()

    def _name_games(self) -> None:
        for i in range(self.game.count()):
            title = GAME_TITLES.get(self.game.itemData(i), "")
            self.game.setItemText(i, QCoreApplication.translate("NewGameDialog", title))

    def _fill_players(self) -> None:
        """All, then each player count of the person's games of this game (kept when
        the new choice has it too)."""
        game = self.game.currentData()
        counts = (
            self.statistics.player_counts(self.player.currentText(), game)
            if isinstance(game, str)
            else []
        )
        _refill(self.players, [0, *counts])
        self._name_players()

    def _name_players(self) -> None:
        for i in range(self.players.count()):
            count = self.players.itemData(i)
            self.players.setItemText(i, number(count) if count else self.tr("All"))

    def _player_chosen(self) -> None:
        self._fill_games()
        self._fill_players()
        self.refresh()

    def _game_chosen(self) -> None:
        self._fill_players()
        self.refresh()

    def profile(self) -> Profile | None:
        """The figures shown (None: nothing to show)."""
        name, game = self.player.currentText(), self.game.currentData()
        if not name or not isinstance(game, str):
            return None
        return self.statistics.profile(name, game, self.players.currentData() or None)

    # ------------------------------------------------------------------ showing

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Statistics"))
        self.player_label.setText(self.tr("&Player:"))
        self.game_label.setText(self.tr("&Game:"))
        self.players_label.setText(self.tr("&Number of players:"))
        self._name_games()
        self._name_players()
        if self.statistics.summaries:  # finished games, none of them with a person
            empty = self.tr(
                "No finished game with a person at the table yet.\nGames between "
                "computer players only are in File › Replays…"
            )
            if not self.keep_finished:
                empty += "\n\n" + self.keep_off_text()
        elif not self.keep_finished:  # none will come: say why, and where to change it
            empty = self.tr("No finished games yet.") + "\n" + self.keep_off_text()
        else:
            empty = self.tr(
                "No finished games yet.\nYour games will appear here after the first finished game."
            )
        self.empty.setText(empty)
        for label, text in zip(
            self.figure_labels,
            (
                self.tr("Games played:"),
                self.tr("Wins:"),
                self.tr("Average score:"),
                self.tr("Best score:"),
            ),
            strict=True,
        ):
            label.setText(text)
        self.table.setHorizontalHeaderLabels(
            ["", self.tr("Games"), self.tr("Wins"), self.tr("Win rate")]
        )
        self.favourites_label.setText(self.tr("Favourite buildings:"))
        self.refresh()

    def keep_off_text(self) -> str:
        """The setting "Keep finished games" is off: what that means here, and where
        to switch it on (named as the settings dialog and the menu name them)."""
        setting = _plain(
            QCoreApplication.translate(
                "SettingsDialog", "&Keep finished games (for replays and statistics)"
            )
        )
        menu = "\N{NO-BREAK SPACE}›\N{NO-BREAK SPACE}".join(  # the path on one line
            _plain(QCoreApplication.translate("MainWindow", text))
            for text in ("&Settings", "&Settings…")
        )
        return self.tr(
            "Finished games are not being kept. Switch on “{setting}” in {menu} to count "
            "your next games here."
        ).format(setting=setting, menu=menu)

    def _show_note(self, figures: bool) -> None:
        """Under the figures (``figures``: shown): the files left out, and that new
        games are not counted while the setting is off."""
        lines = []
        if skipped := len(self.statistics.skipped):
            lines.append(N.tr_plural("StatisticsWindow", SKIPPED, skipped))
        if figures and not self.keep_finished:
            lines.append(self.keep_off_text())
        self.note.setText("\n".join(lines))
        self.note.setVisible(bool(lines))

    def refresh(self) -> None:
        profile = self.profile()
        if profile is None or not profile.total.games:
            self.stack.setCurrentWidget(self.empty)
            anyone = bool(self.statistics.names())  # no choosers over an empty archive
            for widget in (self.player_label, self.player, self.game_label, self.game):
                widget.setVisible(anyone)
            self._show_players_choice(False)
            self._show_note(False)
            return
        self.stack.setCurrentIndex(1)
        self._show_note(True)
        self._show_players_choice(self.players.count() > 2)  # All and two counts or more
        total = profile.total
        self.figures[0].setText(number(total.games))
        self.figures[1].setText(
            self.tr("{wins} ({rate})").format(wins=number(total.wins, 2), rate=percent(total.rate))
        )
        self.figures[2].setText(number(profile.average))
        self.figures[3].setText(number(profile.best))
        chosen = self.players.currentData()
        first = (
            self.tr("{players} players").format(players=chosen) if chosen else self.tr("All games")
        )  # (one player count chosen: its games, not all)
        rows: list[tuple[str, Tally, bool]] = [(first, total, True)]
        levels = sorted(profile.by_level.items(), key=lambda kv: _level_order(kv[0]))
        rows += [(self.against_text(k), t, False) for k, t in levels]
        if not chosen:  # one count chosen: the first row is its row
            rows += [
                (self.tr("{players} players").format(players=n), t, False)
                for n, t in sorted(profile.by_players.items())
            ]
        self._fill_table(rows)
        favourites = profile.favourites()
        self.favourites.setText(
            ", ".join(
                self.tr("{building} ({count}×)").format(
                    building=self.building_text(profile.game, building), count=count
                )
                for building, count in favourites
            )
            or "–"
        )
        self.charts.show(
            [score for _, score, _ in profile.scores],
            [win > 0 for _, _, win in profile.scores],
            [(self.level_text(k), t.rate, self._bar_words(t)) for k, t in levels],
            (self.tr("Score per game (gold: won)"), self.tr("Win rate by opponent level")),
            (self.tr("Game"), self.tr("Score"), self.tr("Win rate (%)")),
        )

    def _show_players_choice(self, shown: bool) -> None:
        for widget in (self.players_label, self.players):
            widget.setVisible(shown)

    def _fill_table(self, rows: list[tuple[str, Tally, bool]]) -> None:
        self.table.setRowCount(len(rows))
        for row, (title, tally, bold) in enumerate(rows):
            texts = (title, number(tally.games), number(tally.wins, 2), percent(tally.rate))
            for column, text in enumerate(texts):
                item = QTableWidgetItem(text)
                item.setTextAlignment(
                    (Qt.AlignmentFlag.AlignLeft if column == TITLE else Qt.AlignmentFlag.AlignRight)
                    | Qt.AlignmentFlag.AlignVCenter
                )
                if bold:
                    font = item.font()
                    font.setBold(True)
                    item.setFont(font)
                self.table.setItem(row, column, item)
        header = self.table.horizontalHeader()
        header.setDefaultAlignment(Qt.AlignmentFlag.AlignCenter)
        self.table.resizeColumnsToContents()
        # room for the numbers and a few words of the titles: the window cannot be made
        # so narrow that the numbers are cut
        numbers = sum(header.sectionSize(column) for column in (GAMES, WINS, RATE))
        room = QFontMetrics(self.table.font()).averageCharWidth() * TITLE_ROOM
        self.table.setMinimumWidth(numbers + room + 2 * self.table.frameWidth())
        self._fit_rows()

    def _title_column_resized(self, column: int, _old: int, _new: int) -> None:
        if column == TITLE:
            self._refit.start()

    def _fit_rows(self) -> None:
        """Each row as high as its title wraps in the title column's width, the whole
        table shown without a scroll bar; the tooltip of a title that does not fit on
        one line is the whole title (a word longer than the column is cut)."""
        rows = self.table.rowCount()
        self.table.resizeRowsToContents()
        width = self.table.columnWidth(TITLE) - 8  # the cell's margins
        for row in range(rows):
            item = self.table.item(row, TITLE)
            if item is not None:
                wide = QFontMetrics(item.font()).horizontalAdvance(item.text()) > width
                item.setToolTip(item.text() if wide else "")
        height = self.table.horizontalHeader().sizeHint().height() + 2 * self.table.frameWidth()
        height += sum(self.table.rowHeight(row) for row in range(rows))
        self.table.setFixedHeight(height)

    def row_titles(self) -> list[str]:
        """The table's row titles, top to bottom."""
        return [
            item.text() if (item := self.table.item(row, TITLE)) is not None else ""
            for row in range(self.table.rowCount())
        ]

    def _bar_words(self, tally: Tally) -> str:
        """Over a win-rate bar: the rate, and the games it rests on."""
        games = self.tr("Games: {count}").format(count=number(tally.games))
        return f"<div align='center'><b>{html.escape(percent(tally.rate))}</b><br>{html.escape(games)}</div>"

    def level_text(self, key: str) -> str:
        """ "Hard", "Beginner + Hard", or "People only" for a game of people alone."""
        if key == PEOPLE_ONLY:
            return self.tr("People only")
        return " + ".join(level_title(level) for level in key.split("+"))

    def against_text(self, key: str) -> str:
        """A row of the table: "Against Hard", or "Only people at the table"."""
        if key == PEOPLE_ONLY:
            return self.tr("Only people at the table")
        return self.tr("Against {level}").format(level=self.level_text(key))

    def building_text(self, game: str, building: str) -> str:
        if game == CARD_GAME.name:
            return name_of(building)
        index = BUILDING_INDEX.get(building)
        return N.building_name(index, self.edition) if index is not None else building

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)


def _plain(text: str) -> str:
    """A menu's or a check box's text as it reads: without the "&" of its shortcut."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def _refill(combo: QComboBox, values: list) -> None:
    """``combo``'s items anew (their data ``values``; the texts are set by the caller),
    the choice kept where the new items have it, without a signal for the refill."""
    chosen = combo.currentData()
    combo.blockSignals(True)
    combo.clear()
    for value in values:
        combo.addItem("", value)
    combo.setCurrentIndex(max(0, combo.findData(chosen)))
    combo.blockSignals(False)


_LEVELS = ("beginner", "normal", "hard", "expert")


def _level_order(key: str) -> tuple[int, str]:
    """Weakest first; mixes after the single levels; people only last."""
    if key == PEOPLE_ONLY:
        return (len(_LEVELS) + 1, key)
    if key in _LEVELS:
        return (_LEVELS.index(key), key)
    return (len(_LEVELS), key)
