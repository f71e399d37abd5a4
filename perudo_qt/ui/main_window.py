"""The main window: its frame first, then the table, its controls and the features that attach.

What the window is made of is built in ``perudo_qt.ui.composition``: at once, or, when the game
starts, after the frame's first paint (the window is on the screen before any of it loads).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QRect, QSize, Signal
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QMainWindow, QWidget

from perudo_qt.i18n import tr
from perudo_qt.settings import Settings
from perudo_qt.settings_schema import SIDE_PANEL_WIDTH, SPLITTER_STATE, WINDOW_GEOMETRY
from perudo_qt.ui.next_paint import after_next_paint
from perudo_qt.ui.screen_room import available_geometry
from perudo_qt.ui.table.backdrop import TableBackdrop

if TYPE_CHECKING:
    from perudo_qt.controller.game_controller import GameController
    from perudo_qt.controller.pacing import Speed
    from perudo_qt.controller.table import TableSetup
    from perudo_qt.ui.audio import SoundPlayer
    from perudo_qt.ui.controls.bid_selector import BidSelector
    from perudo_qt.ui.feature import WindowContext
    from perudo_qt.ui.keeping.keeping import Keeping
    from perudo_qt.ui.learning.learning import Learning
    from perudo_qt.ui.panels.game_log import GameLog
    from perudo_qt.ui.panels.notices import SettingsNotice
    from perudo_qt.ui.panels.standings import ResultBar
    from perudo_qt.ui.panels.table_split import TableSplit
    from perudo_qt.ui.setup.game_entries import GameEntries
    from perudo_qt.ui.table.artwork import Artwork
    from perudo_qt.ui.table.looks import TableLooks
    from perudo_qt.ui.table.table_play import TablePlay
    from perudo_qt.ui.table.table_scene import TableScene
    from perudo_qt.ui.table.table_view import TableView

PREFERRED_SIZE = QSize(1400, 860)
"""The window's first size on a screen with room for it."""


def fits(window: QWidget, available: QRect) -> bool:
    """Whether ``window``'s size fits ``available`` (a maximized window's does).

    A size kept from a larger screen, or from the same one at a smaller scaling, does not.
    """
    size = window.size()
    return size.width() <= available.width() and size.height() <= available.height()


def first_geometry(available: QRect) -> QRect:
    """Return the first window frame for a screen whose free area is ``available``.

    The preferred size, shrunk to leave room for the window frame and title bar, centred.
    """
    width = min(PREFERRED_SIZE.width(), available.width() - 24)
    height = min(PREFERRED_SIZE.height(), available.height() - 56)
    frame = QRect(0, 0, width, height)
    frame.moveCenter(available.center())
    return frame


class MainWindow(QMainWindow):
    """Perudo Qt's window: the table and its controls, and the features attached to them.

    The saved settings are the one source of truth for the table: Settings saves the default
    table and rules; New Game opens with them and saves what it starts; Play Again seats the
    last game's players again under the rules saved now. So changed rules apply from the next
    game, however it is started, without a restart.

    Signals:
        furnished(): the table, its controls and the features are built and attached.
        game_over_shown(int): a game ended and its winner is on screen.
    """

    furnished = Signal()
    game_over_shown = Signal(int)

    # What the window holds, built by ``composition.furnish`` (see ``is_furnished``).
    artwork: Artwork
    scene: TableScene
    table_view: TableView
    selector: BidSelector
    game_log: GameLog
    result_bar: ResultBar
    notice: SettingsNotice
    controller: GameController
    context: WindowContext
    play: TablePlay
    entries: GameEntries
    keeping: Keeping
    learning: Learning
    looks: TableLooks
    side_panel: QWidget
    splitter: TableSplit

    def __init__(
        self,
        settings: Settings,
        speed: Speed | None = None,
        ask_after_game: bool = True,
        store_folder: Path | None = None,
        sound_player: SoundPlayer | None = None,
        *,
        furnish_after_paint: bool = False,
    ) -> None:
        """Build the window; with ``furnish_after_paint``, what it holds after its first paint.

        ``ask_after_game`` False (autoplay, tests) never asks the player anything: no result
        bar, no confirmations, no tutorial offered.
        """
        super().__init__()
        self.settings = settings
        self.is_furnished = False
        self.setWindowTitle(tr("Perudo"))
        geometry = settings.get(WINDOW_GEOMETRY)
        available = available_geometry(self)
        if geometry is None or not self.restoreGeometry(geometry) or not fits(self, available):
            self.setGeometry(first_geometry(available))

        def furnish() -> None:
            from perudo_qt.ui import composition  # here: it loads everything else

            composition.furnish(self, speed, ask_after_game, store_folder, sound_player)
            self.is_furnished = True
            self.furnished.emit()

        if furnish_after_paint:
            backdrop = TableBackdrop(settings)
            self.setCentralWidget(backdrop)
            after_next_paint(backdrop, furnish)
        else:
            furnish()

    @property
    def speed(self) -> Speed:
        """The speed play goes at: this run's, else the settings'; changed in the settings."""
        return self.context.speed

    @speed.setter
    def speed(self, speed: Speed) -> None:
        self.context.speed = speed

    # Games --------------------------------------------------------------------------------

    def start_game(self, table: TableSetup, seed: int | None = None) -> None:
        """Start a game at ``table`` (its own rules: settings changes wait for the next one)."""
        self.result_bar.hide()
        self.controller.speed = self.speed
        self.context.plugin_trust.seat(table, lambda: self.controller.start(table, seed))

    def start_or_resume(self, table: TableSetup, seed: int | None = None) -> None:
        """Offer to resume the saved game, if there is one; otherwise start a game at ``table``."""
        self.keeping.start_or_resume(table, seed)

    def report_problem(self, message: str) -> None:
        """Tell the person ``message`` (in the log and the status bar) once the game starts."""
        self.context.problem_reported.emit(message)

    def shutdown(self) -> bool:
        """Stop the bot thread, if a game was built; return whether it stopped."""
        return self.controller.shutdown() if self.is_furnished else True

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt API
        """Ask first in the middle of a game that cannot be resumed; stop the bot thread."""
        if not self.is_furnished:  # closed before its table was built: nothing else to keep
            self._keep_layout()
            super().closeEvent(event)
            return
        # A kept game is saved after every action and offered again at the next start.
        keeper = self.keeping.keeper
        resumable = keeper is not None and keeper.keeps_the_game
        leave = self.entries.confirm_leaving_game
        if not resumable and not leave(tr("Quit in the middle of this game?")):
            event.ignore()
            return
        self._keep_layout()
        self.controller.shutdown()
        self.context.closing.emit()
        super().closeEvent(event)

    def _keep_layout(self) -> None:
        """Keep the window's size and place, and the side panel's width, for the next start."""
        self.settings.set(WINDOW_GEOMETRY, self.saveGeometry())
        if self.is_furnished:
            self.settings.set(SPLITTER_STATE, self.splitter.state_to_keep())
            wanted = self.splitter.wanted_side()
            if wanted is None:
                self.settings.forget(SIDE_PANEL_WIDTH)
            else:
                self.settings.set(SIDE_PANEL_WIDTH, wanted)
        self.settings.sync()
