"""What a screen reader reads outside the table: the chart's words, the History window's name,
the dice pictures' text in the rules; Finished games and replays by keyboard."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QAction
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from perudo_qt.controller.pacing import Speed
from perudo_qt.rules import RuleOptions
from perudo_qt.store import StatsDatabase, summarize
from perudo_qt.ui.keeping.chart import ShareChart
from perudo_qt.ui.keeping.replay import FinishedGamesDialog
from perudo_qt.ui.learning.help import rule_sections
from perudo_qt.ui.main_window import MainWindow
from perudo_qt.ui.setup.dialogs import SettingsDialog
from perudo_qt.ui.table.artwork import Artwork
from tests.store.scripted import THREE_SEATS, TWO_SEATS, lost_game, won_game

from .test_keeping import TABLE
from .test_replay import artwork  # noqa: F401 - a fixture

pytestmark = pytest.mark.gui


def test_the_chart_says_what_it_draws(qtbot: QtBot) -> None:
    chart = ShareChart("Games won so far")
    qtbot.addWidget(chart)
    assert chart.accessibleDescription() == "No games yet"
    chart.set_line([0.0, 0.5])
    percent = "\N{NO-BREAK SPACE}%"
    assert chart.accessibleDescription() == f"game 1: 0{percent}; game 2: 50{percent}"
    chart.set_bars([("2", 0.25), ("3", None)])
    assert chart.accessibleDescription() == f"2: 25{percent}; 3: no calls"


def test_the_history_window_has_a_name(window: MainWindow) -> None:
    window.start_game(TABLE, seed=8)
    history = window.findChild(QAction, "historyAction")
    assert history is not None
    history.trigger()
    dialog = window.keeping.history_dialog
    assert dialog is not None and dialog.accessibleName() == "History"


def test_every_die_picture_of_the_rules_has_its_name() -> None:
    every_option = RuleOptions(**dict.fromkeys(RuleOptions.toggle_names(), True))
    sections = [*rule_sections(RuleOptions()), *rule_sections(every_option)]
    pictures = [tag for _, html in sections for tag in re.findall("<img [^>]*>", html)]
    assert pictures
    for tag in pictures:
        face = re.search('src="die:(\\d)"', tag)
        alt = re.search('alt="([^"]+)"', tag)
        assert face is not None and alt is not None, tag
        assert alt[1] == {"1": "paco", "2": "two", "3": "three"}.get(face[1], alt[1])


def test_enter_in_finished_games_replays_and_keeps_the_list_open(
    qtbot: QtBot,
    artwork: Artwork,  # noqa: F811 - the fixture
    tmp_path: Path,
) -> None:
    database = StatsDatabase(tmp_path)
    for seats, game in ((THREE_SEATS, lost_game()), (TWO_SEATS, won_game())):
        database.add_game(summarize(game, seats), seats, game)
    dialog = FinishedGamesDialog(database, artwork)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.games.setFocus()
    QTest.keyClick(dialog.games, Qt.Key.Key_Return)
    assert dialog.isVisible()
    replay = dialog.replay
    assert replay is not None and replay.isVisible()
    # The replay's buttons take the focus, and show it.
    replay.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is replay, timeout=5000)
    forward = replay.buttons["forward"]
    assert forward.focusPolicy() != Qt.FocusPolicy.NoFocus
    forward.setFocus()
    assert forward.hasFocus()
    before = replay.slider.value()
    QTest.keyClick(forward, Qt.Key.Key_Space)
    assert replay.slider.value() == before + 1
    replay.close()


def test_the_language_combo_box_is_labelled_by_its_row(window: MainWindow, qtbot: QtBot) -> None:
    """Orca names a combo box by the label it has for buddy, not by its accessible name."""
    dialog = SettingsDialog(window.settings.table(), Speed.INSTANT, window)
    qtbot.addWidget(dialog)
    combo = dialog.language.combo
    interface = QAccessible.queryAccessibleInterface(combo)
    assert interface is not None
    labels = [
        other.text(QAccessible.Text.Name)
        for other, _ in interface.relations(QAccessible.RelationFlag.Label)
    ]
    assert labels == ["Language:"]
