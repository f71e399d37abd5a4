"""Windows open no larger than their screen: at 200 % scaling a 1920x1080 screen is 960x540."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QWidget

from perudo_qt.career.ladder import load_table
from perudo_qt.controller.pacing import Speed
from perudo_qt.settings import Settings
from perudo_qt.store import StatsDatabase
from perudo_qt.ui import main_window, screen_room
from perudo_qt.ui.career.ladder_screen import LadderDialog
from perudo_qt.ui.keeping.replay import FinishedGamesDialog
from perudo_qt.ui.keeping.statistics import StatisticsDialog
from perudo_qt.ui.learning.help import HelpWindow
from perudo_qt.ui.learning.tutorial import TutorialDialog
from perudo_qt.ui.main_window import MainWindow
from perudo_qt.ui.table.artwork import Artwork
from perudo_qt.ui.trophies.page import AchievementsDialog
from perudo_qt.ui.trophies.trophies import progress_in

pytestmark = pytest.mark.gui

SMALL = QRect(0, 0, 960, 540)
"""A 1920x1080 screen at 200 % scaling, as the window system gives it to the game."""

DIALOGS: dict[str, Callable[[StatsDatabase, QWidget], QWidget]] = {
    "tutorial": lambda _database, parent: TutorialDialog(Artwork(), parent),
    "rules": lambda _database, parent: HelpWindow(Artwork(), parent),
    "statistics": lambda database, parent: StatisticsDialog(database, parent),
    "career": lambda database, parent: LadderDialog(database, load_table(), parent),
    "achievements": lambda database, parent: AchievementsDialog(progress_in(database), parent),
    "finished games": lambda database, parent: FinishedGamesDialog(database, Artwork(), parent),
}


@pytest.mark.parametrize("name", DIALOGS)
def test_a_dialog_opens_within_a_small_screen(
    qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, name: str
) -> None:
    """The tutorial opened 1000x620 there: its buttons stood below the screen's edge."""
    monkeypatch.setattr(screen_room, "available_geometry", lambda widget: SMALL)
    parent = QWidget()
    qtbot.addWidget(parent)
    database = StatsDatabase(tmp_path)
    dialog = DIALOGS[name](database, parent)
    dialog.show()
    assert dialog.width() <= SMALL.width() * screen_room.SCREEN_SHARE
    assert dialog.height() <= SMALL.height() * screen_room.SCREEN_SHARE
    dialog.close()
    database.close()


def test_a_window_kept_from_a_larger_screen_opens_at_the_first_size(
    qtbot, settings_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A window left at 1400x860 opened past a 200 % screen's bottom edge."""
    first = MainWindow(Settings(settings_path), Speed.INSTANT, ask_after_game=False)
    qtbot.addWidget(first)
    first.resize(790, 580)  # the offscreen screen is 800x600
    first.close()  # keeps its size
    monkeypatch.setattr(main_window, "available_geometry", lambda widget: QRect(0, 0, 700, 500))
    second = MainWindow(Settings(settings_path), Speed.INSTANT, ask_after_game=False)
    qtbot.addWidget(second)
    assert second.geometry() == main_window.first_geometry(QRect(0, 0, 700, 500))
