"""The Statistics dialog: the person's record, their calls, per table and opponent, with charts."""

from __future__ import annotations

from PySide6.QtCore import QLocale
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from perudo_qt.bots import LEVELS, PRESETS
from perudo_qt.career.ladder import load_table
from perudo_qt.career.rating import rating_history
from perudo_qt.rules import MAX_PLAYERS, MIN_PLAYERS
from perudo_qt.store import Statistics, StatsDatabase
from perudo_qt.store.stats import Calls, Record
from perudo_qt.ui.career.career_words import rating_value_words
from perudo_qt.ui.keeping.chart import RatingChart, ShareChart
from perudo_qt.ui.screen_room import resize_within_screen
from perudo_qt.ui.words.wording import level_name, personality_name, share_words, tr


def _games(count: int) -> str:
    return tr("%n games", "", count)


def _record_words(record: Record) -> str:
    return tr("won: {won} of {games} ({percent})").format(
        won=record.won, games=record.played, percent=share_words(record.rate)
    )


def _calls_words(calls: Calls) -> str:
    if not calls.made:
        return tr("no calls yet")
    return tr("right: {right} of {made} ({percent})").format(
        right=calls.right, made=calls.made, percent=share_words(calls.accuracy)
    )


def opponent_columns(kind: str) -> tuple[str, str]:
    """Return an opponent type's level and personality in words: ("Hard", "the Pirate").

    A level playing its own style reads "level default", as where the opponents are chosen.
    """
    level, _, personality = kind.partition(":")
    return level_name(level), personality_name(personality) if personality else tr("level default")


def _weakest_first(row: tuple[str, Record]) -> tuple[int, str, int, str]:
    """Order opponent types as the levels go, weakest first, each level's own style first.

    A bot from a file comes after the built-in levels, by name.
    """
    level, _, personality = row[0].partition(":")
    levels, styles = list(LEVELS), ["", *PRESETS]
    return (
        levels.index(level) if level in levels else len(levels),
        level,
        styles.index(personality) if personality in styles else len(styles),
        personality,
    )


def win_rate_over_time(results: tuple[bool, ...]) -> list[float]:
    """Return the share of games won so far, after each game."""
    won, rates = 0, []
    for played, result in enumerate(results, start=1):
        won += result
        rates.append(won / played)
    return rates


class StatisticsDialog(QDialog):
    """The person's statistics from ``database``, with a Reset button that asks first."""

    def __init__(self, database: StatsDatabase, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.database = database
        self.setWindowTitle(tr("Statistics"))
        self.summary = QFormLayout()
        self.win_chart = ShareChart(tr("Games won so far"))
        self.accuracy_chart = ShareChart(tr("Dudo calls right, by table size"))
        self.rating_chart = RatingChart(tr("Your rating over time"))
        self.ratings = load_table()
        charts = QHBoxLayout()
        charts.addWidget(self.win_chart)
        charts.addWidget(self.accuracy_chart)
        charts.addWidget(self.rating_chart)
        self.by_size = self._table([tr("Players"), tr("Games"), tr("Dudo calls")])
        self.by_level = self._table([tr("Opponent level"), tr("Games against this level")])
        self.by_opponent = self._table([tr("Level"), tr("Personality"), tr("Games against them")])
        tabs = QTabWidget()
        tabs.addTab(self.by_size, tr("By table size"))
        tabs.addTab(self.by_level, tr("By opponent level"))
        tabs.addTab(self.by_opponent, tr("By opponent"))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.reset_button = buttons.addButton(tr("Reset…"), QDialogButtonBox.ButtonRole.ResetRole)
        self.reset_button.clicked.connect(self.ask_reset)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(self.summary)
        layout.addLayout(charts, 1)
        layout.addWidget(tabs, 1)
        layout.addWidget(buttons)
        resize_within_screen(self, 920, 640)
        self.refresh()

    @staticmethod
    def _table(headers: list[str]) -> QTableWidget:
        table = QTableWidget(0, len(headers))
        table.setHorizontalHeaderLabels(headers)
        table.verticalHeader().hide()
        table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        return table

    def refresh(self) -> None:
        """Show the statistics and the rating as they are in the database now."""
        self.show_statistics(self.database.statistics())
        history = rating_history(self.database.placings(), self.ratings)
        self.rating_chart.set_line(history)
        self.summary.addRow(tr("Your rating"), QLabel(rating_value_words(history, self.ratings)))

    def show_statistics(self, stats: Statistics) -> None:
        """Fill the dialog with ``stats``."""
        while self.summary.rowCount():
            self.summary.removeRow(0)
        rows = (
            (tr("Games won"), _record_words(Record(stats.played, stats.won))),
            (
                tr("Average placing"),
                QLocale().toString(stats.average_place, "f", 1) if stats.played else tr("none yet"),
            ),
            (tr("Longest winning streak"), _games(stats.longest_streak)),
            (tr("Dudo"), _calls_words(stats.dudo)),
            (tr("Your false bids caught by a Dudo"), str(stats.bluffs_called)),
            (tr("Calza"), _calls_words(stats.calza)),
        )
        for label, value in rows:
            self.summary.addRow(label, QLabel(value))
        self.win_chart.set_line(win_rate_over_time(stats.results))
        sizes = range(MIN_PLAYERS, MAX_PLAYERS + 1)
        if stats.played:
            self.accuracy_chart.set_bars(
                [
                    (str(size), calls.accuracy if calls.made else None)
                    for size in sizes
                    for calls in [stats.dudo_by_table_size.get(size, Calls())]
                ]
            )
        else:
            self.accuracy_chart.set_bars([])
        self._fill(
            self.by_size,
            [
                (
                    tr("{count} players").format(count=size),
                    _record_words(record),
                    _calls_words(stats.dudo_by_table_size.get(size, Calls())),
                )
                for size, record in sorted(stats.by_table_size.items())
            ],
        )
        self._fill(
            self.by_level,
            [
                (level_name(level), _record_words(record))
                for level, record in sorted(stats.by_level.items(), key=_weakest_first)
            ],
        )
        self._fill(
            self.by_opponent,
            [
                (*opponent_columns(kind), _record_words(record))
                for kind, record in sorted(stats.by_opponent.items(), key=_weakest_first)
            ],
        )

    @staticmethod
    def _fill(table: QTableWidget, rows: list[tuple[str, ...]]) -> None:
        table.setRowCount(len(rows))
        for row, values in enumerate(rows):
            for column, value in enumerate(values):
                table.setItem(row, column, QTableWidgetItem(value))

    def ask_reset(self) -> None:
        """Ask, then forget every game and statistic."""
        answer = QMessageBox.question(
            self,
            tr("Reset statistics?"),
            tr("Forget every finished game and all your statistics? This cannot be undone."),
            QMessageBox.StandardButton.Reset | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Cancel,
        )
        if answer == QMessageBox.StandardButton.Reset:
            self.database.reset()
            self.refresh()
