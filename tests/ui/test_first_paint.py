"""The game's window is painted before its table is built: the backdrop first, then the rest."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication, QWidget

from perudo_qt.controller.pacing import Speed
from perudo_qt.settings import Settings
from perudo_qt.settings_schema import TABLE_THEME, WINDOW_GEOMETRY
from perudo_qt.ui.main_window import MainWindow
from perudo_qt.ui.table.backdrop import TableBackdrop
from perudo_qt.ui.table.table_view import TableView
from perudo_qt.ui.table.themes import HIGH_CONTRAST

pytestmark = pytest.mark.gui


def opening_window(qtbot, settings: Settings) -> MainWindow:
    window = MainWindow(settings, Speed.INSTANT, ask_after_game=False, furnish_after_paint=True)
    qtbot.addWidget(window)
    return window


def test_the_window_opens_on_the_backdrop_and_builds_the_table_after_its_first_paint(
    qtbot, settings_path: Path
) -> None:
    window = opening_window(qtbot, Settings(settings_path))
    assert isinstance(window.centralWidget(), TableBackdrop)
    assert not window.is_furnished
    assert window.findChild(TableView) is None
    with qtbot.waitSignal(window.furnished):
        window.show()
    assert window.is_furnished
    assert window.findChild(TableView) is window.table_view
    assert not isinstance(window.centralWidget(), TableBackdrop)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not None, timeout=5000)
    assert QApplication.focusWidget() is window.selector  # not the side panel's tabs
    window.close()


def test_the_backdrop_is_the_chosen_theme_s(qtbot, settings_path: Path) -> None:
    settings = Settings(settings_path)
    settings.set(TABLE_THEME, HIGH_CONTRAST.id)
    window = opening_window(qtbot, settings)
    backdrop = window.centralWidget()
    assert isinstance(backdrop, QWidget)
    assert backdrop.palette().color(backdrop.backgroundRole()) == QColor(HIGH_CONTRAST.backdrop)


def test_a_window_closed_before_its_table_is_built_keeps_its_place_and_stops_nothing(
    qtbot, settings_path: Path
) -> None:
    settings = Settings(settings_path)
    window = opening_window(qtbot, settings)
    window.setGeometry(40, 60, 600, 420)  # inside the offscreen screen (800 x 600)
    assert window.close()
    assert not window.is_furnished
    assert window.shutdown()
    reopened = MainWindow(Settings(settings_path), Speed.INSTANT, ask_after_game=False)
    qtbot.addWidget(reopened)
    assert settings.get(WINDOW_GEOMETRY) is not None
    assert reopened.geometry().size() == window.geometry().size()


PAINT_THEN_LIST_MODULES = """
import os
import sys
from pathlib import Path
from PySide6.QtWidgets import QApplication
from perudo_qt.settings import Settings
from perudo_qt.ui.main_window import MainWindow
from perudo_qt.ui.next_paint import after_next_paint

app = QApplication([])
window = MainWindow(Settings(Path(sys.argv[1])), furnish_after_paint=True)

def at_first_paint():
    print(" ".join(sorted(name for name in sys.modules if name.startswith("perudo_qt"))))
    sys.stdout.flush()
    os._exit(0)  # before the table is built

after_next_paint(window.centralWidget(), app.quit, at_paint=at_first_paint)
window.show()
app.exec()
"""


def test_nothing_of_the_engine_the_bots_or_the_table_loads_before_the_first_paint(
    tmp_path: Path,
) -> None:
    result = subprocess.run(
        [sys.executable, "-c", PAINT_THEN_LIST_MODULES, str(tmp_path / "settings.ini")],
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    loaded = set(result.stdout.split())
    assert "perudo_qt.settings" in loaded
    for later in (
        "perudo_qt.rules.game",
        "perudo_qt.bots.expert",
        "perudo_qt.controller.game_controller",
        "perudo_qt.ui.composition",
        "perudo_qt.ui.table.table_scene",
        "perudo_qt.store.stats",
    ):
        assert later not in loaded, later
