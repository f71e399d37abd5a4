"""Fixtures for widget tests: a settings file of the test's own, and a window at instant speed."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QDialog

from perudo_qt.controller.pacing import Speed
from perudo_qt.controller.table import SeatSetup, TableSetup
from perudo_qt.i18n import install_translations
from perudo_qt.rules import RuleOptions
from perudo_qt.settings import Settings
from perudo_qt.ui.main_window import MainWindow
from perudo_qt.ui.setup.dialogs import NewGameDialog, SettingsDialog

from .modal import stop_answering


@pytest.fixture(autouse=True)
def answers_end_with_their_test() -> Iterator[None]:
    """A test's answer to a dialog that never opened must not answer a later test's dialog."""
    yield
    stop_answering()


@pytest.fixture
def settings_path(tmp_path: Path) -> Path:
    return tmp_path / "perudo-qt.ini"


@pytest.fixture
def window(qtbot, settings_path: Path) -> Iterator[MainWindow]:
    window = MainWindow(Settings(settings_path), Speed.INSTANT, ask_after_game=False)
    # Reveals go on at once, as for a player who always presses Space: tests of the hold
    # itself switch this back off.
    window.scene.set_reveal_auto_continue(0)
    qtbot.addWidget(window)
    window.show()
    yield window
    window.close()


@pytest.fixture(params=["new game", "settings"])
def setup_dialog(request: pytest.FixtureRequest, qtbot) -> QDialog:
    """The New Game dialog, then the Settings dialog, on a table of two opponents."""
    table = TableSetup(
        (SeatSetup("You"), SeatSetup("Ana", "normal"), SeatSetup("Bo", "hard")), RuleOptions()
    )
    made: QDialog = (
        NewGameDialog(table) if request.param == "new game" else SettingsDialog(table, Speed.NORMAL)
    )
    qtbot.addWidget(made)
    return made


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    """A data folder of the test's own, where a window keeps its games and statistics."""
    return tmp_path / "data"


@pytest.fixture
def make_window(qtbot, settings_path: Path, folder: Path) -> Iterator[Callable[[], MainWindow]]:
    """Open windows that keep their games in ``folder``, at instant speed; closed at the end."""
    made: list[MainWindow] = []

    def make() -> MainWindow:
        window = MainWindow(
            Settings(settings_path), Speed.INSTANT, ask_after_game=False, store_folder=folder
        )
        window.scene.set_reveal_auto_continue(0)
        qtbot.addWidget(window)
        window.show()
        made.append(window)
        return window

    yield make
    for window in made:
        window.close()


@pytest.fixture
def speaking(qapp) -> Iterator[object]:
    """Switch the application's language for one test, back to English after it."""

    def switch(code: str) -> None:
        install_translations(qapp, code)

    yield switch
    install_translations(qapp, "en")
