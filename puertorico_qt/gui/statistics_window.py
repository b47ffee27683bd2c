"""The statistics window (Game › Statistics…): one person's figures from the archive of
finished games (``persistence.statistics``).

Choose a name (the people found in the records; the settings' "Your name" first), a
game (the board game or the card game, those the person played) and, where the person
played more than one, a number of players (all by default); the window shows
the games, wins (a shared win counts as a fraction), win rate, average and best score,
a table of the results by opponent level and by player count, the favourite buildings,
and two charts: the score of every game over time and the win rate by opponent level.
With no finished game yet, a friendly line says that games will appear here.
"""

from __future__ import annotations

import html
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QFont
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
    ) -> None:
        """``game``: the game to show first when the player has played it (the one on
        the table: after a card game the window opened on the board game)."""
        super().__init__(parent)
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
        self.table = QTableWidget(0, 3)
        self.table.setObjectName("statistics_table")
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
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
            self.empty.setText(
                self.tr(
                    "No finished game with a person at the table yet.\nGames between "
                    "computer players only are in File › Replays…"
                )
            )
        else:
            self.empty.setText(
                self.tr(
                    "No finished games yet.\nYour games will appear here after the first "
                    "finished game."
                )
            )
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
            [self.tr("Games"), self.tr("Wins"), self.tr("Win rate")]
        )
        self.favourites_label.setText(self.tr("Favourite buildings:"))
        skipped = len(self.statistics.skipped)
        self.note.setText(N.tr_plural("StatisticsWindow", SKIPPED, skipped) if skipped else "")
        self.note.setVisible(bool(skipped))
        self.refresh()

    def refresh(self) -> None:
        profile = self.profile()
        if profile is None or not profile.total.games:
            self.stack.setCurrentWidget(self.empty)
            anyone = bool(self.statistics.names())  # no choosers over an empty archive
            for widget in (self.player_label, self.player, self.game_label, self.game):
                widget.setVisible(anyone)
            self._show_players_choice(False)
            return
        self.stack.setCurrentIndex(1)
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
        self.table.setVerticalHeaderLabels([title for title, _, _ in rows])
        for row, (_, tally, bold) in enumerate(rows):
            for column, text in enumerate(
                (number(tally.games), number(tally.wins, 2), percent(tally.rate))
            ):
                item = QTableWidgetItem(text)
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                if bold:
                    font = item.font()
                    font.setBold(True)
                    item.setFont(font)
                self.table.setItem(row, column, item)
        self.table.resizeRowsToContents()
        self.table.verticalHeader().setDefaultAlignment(
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        )
        height = self.table.horizontalHeader().sizeHint().height() + 2 * self.table.frameWidth()
        height += sum(self.table.rowHeight(row) for row in range(len(rows)))
        self.table.setFixedHeight(height)

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
