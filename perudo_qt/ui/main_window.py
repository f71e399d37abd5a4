"""The main window: the table, the bid selector and the log, with the features that attach."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QRect, QSize, Qt, Signal
from PySide6.QtGui import QCloseEvent, QGuiApplication
from PySide6.QtWidgets import QMainWindow, QTabWidget, QVBoxLayout, QWidget

from perudo_qt.controller.game_controller import GameController
from perudo_qt.controller.pacing import Speed
from perudo_qt.controller.table import TableSetup
from perudo_qt.settings import Settings
from perudo_qt.settings_schema import SPEED, SPLITTER_STATE, WINDOW_GEOMETRY
from perudo_qt.store import StatsDatabase
from perudo_qt.ui.access.accessibility import Accessibility
from perudo_qt.ui.audio import SoundPlayer
from perudo_qt.ui.career.career_feature import Career
from perudo_qt.ui.controls.bid_selector import BidSelector
from perudo_qt.ui.controls.keyboard import Keyboard
from perudo_qt.ui.feature import Feature, TableParts, WindowContext
from perudo_qt.ui.keeping.keeping import Keeping
from perudo_qt.ui.learning.help_menu import HelpMenu
from perudo_qt.ui.learning.learning import Learning
from perudo_qt.ui.panels.game_log import GameLog
from perudo_qt.ui.panels.notices import SettingsNotice
from perudo_qt.ui.panels.standings import ResultBar
from perudo_qt.ui.panels.table_split import TableSplit
from perudo_qt.ui.setup.game_entries import GameEntries
from perudo_qt.ui.setup.seed_entry import SeedEntry
from perudo_qt.ui.setup.settings_entry import SettingsEntry
from perudo_qt.ui.sound_feature import SoundFeature
from perudo_qt.ui.table.artwork import Artwork, app_icon
from perudo_qt.ui.table.looks import TableLooks
from perudo_qt.ui.table.reactions import Reactions
from perudo_qt.ui.table.table_play import TablePlay
from perudo_qt.ui.table.table_scene import TableScene
from perudo_qt.ui.table.table_view import TableView
from perudo_qt.ui.trophies.trophies import Trophies
from perudo_qt.ui.words.wording import tr

PREFERRED_SIZE = QSize(1400, 860)
"""The window's first size on a screen with room for it."""


def available_geometry(widget: QWidget) -> QRect:
    """Return the free area of the screen ``widget`` opens on (without panels and docks)."""
    screen = widget.screen() or QGuiApplication.primaryScreen()
    return screen.availableGeometry()


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
        game_over_shown(int): a game ended and its winner is on screen.
    """

    game_over_shown = Signal(int)

    def __init__(
        self,
        settings: Settings,
        speed: Speed | None = None,
        ask_after_game: bool = True,
        store_folder: Path | None = None,
        sound_player: SoundPlayer | None = None,
    ) -> None:
        """Build the window.

        ``ask_after_game`` False (autoplay, tests) never asks the player anything: no result
        bar, no confirmations, no tutorial offered.
        """
        super().__init__()
        self.settings = settings
        self.setWindowTitle(tr("Perudo"))
        self.setWindowIcon(app_icon())
        self.artwork = artwork = Artwork()
        artwork.prepare()
        self.scene = TableScene(artwork, self)
        self.scene.set_reveal_auto_continue(settings.reveal_auto_continue())
        self.table_view = TableView(self.scene)
        self.selector = BidSelector(artwork)
        self.game_log = GameLog(artwork=self.artwork)
        self.result_bar = ResultBar()
        settings.table()  # read every setting once, so that its problems show from the start
        self.notice = SettingsNotice(settings.report)
        self.controller = GameController(speed or settings.get(SPEED), self)
        parts = TableParts(
            self.scene, self.selector, self.game_log, self.result_bar, self.notice, artwork
        )
        tabs, side = self._build_layout()
        self.context = WindowContext(
            self,
            self.controller,
            settings,
            parts,
            side,
            tabs,
            self.controller.speed,
            store_folder,
            ask_after_game,
        )
        self.context.set_game_starter(self.start_game)
        self.play = TablePlay(self)
        self.entries = GameEntries(self)
        self.keeping = Keeping(store_folder, self)
        self.learning = Learning(self)
        self.looks = TableLooks(self._statistics, self)
        features: list[Feature] = [
            self.entries,
            self.play,
            Reactions(self),
            SettingsEntry(self.looks, self),
            Keyboard(self),
            HelpMenu(self),
            self.learning,
            self.keeping,
            Career(self.keeping, self.entries, self),
            Trophies(self.keeping, self),
            SeedEntry(self),
            SoundFeature(sound_player, self),
            Accessibility(self),
            self.looks,
        ]
        for feature in features:
            feature.install(self.context)
        self.play.game_over_shown.connect(self.game_over_shown)
        self.notice.details_requested.connect(
            lambda: self.context.run_dialog(self.notice.details_box(self))
        )
        self._restore_layout()
        if ask_after_game:  # an interactive window, not a test or a bots-only run
            # Over a drawn table, and with nothing of it loaded before the first paint.
            self.table_view.after_next_paint(self.learning.offer_tutorial)

    def _statistics(self) -> StatsDatabase | None:
        """The statistics database, when games are kept."""
        keeper = self.keeping.keeper
        return keeper.stats if keeper is not None else None

    @property
    def speed(self) -> Speed:
        """The speed play goes at: this run's, else the settings'; changed in the settings."""
        return self.context.speed

    @speed.setter
    def speed(self, speed: Speed) -> None:
        self.context.speed = speed

    # Building ---------------------------------------------------------------------------------

    def _build_layout(self) -> tuple[QTabWidget, QVBoxLayout]:
        """The table on the left with the result bar under it; the log and selector at the side.

        The side panel keeps its width while the table takes whatever room is left, and can be
        folded away entirely (drag the splitter) before the table shrinks below its minimum.
        Returns the side tabs and the side panel's layout, where features add theirs.
        """
        table_column = QWidget()
        table_layout = QVBoxLayout(table_column)
        table_layout.setContentsMargins(0, 0, 0, 0)
        table_layout.setSpacing(0)
        table_layout.addWidget(self.table_view, 1)
        table_layout.addWidget(self.result_bar)
        tabs = QTabWidget()
        tabs.setObjectName("sideTabs")
        tabs.setUsesScrollButtons(False)  # a narrow side panel elides the titles instead
        tabs.setElideMode(Qt.TextElideMode.ElideRight)
        tabs.addTab(self.game_log, tr("Log"))
        self.side_panel = side = QWidget()
        side_layout = QVBoxLayout(side)
        side_layout.setContentsMargins(0, 0, 0, 0)
        side_layout.addWidget(tabs, 1)
        side_layout.addWidget(self.selector)
        self.splitter = TableSplit(table_column, side, self.result_bar)
        central = QWidget()
        layout = QVBoxLayout(central)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.notice)
        layout.addWidget(self.splitter, 1)
        self.setCentralWidget(central)
        self.statusBar()  # there from the start: its first message must not push the table up
        return tabs, side_layout

    def _restore_layout(self) -> None:
        """Open as the player left it, else at a size that fits the screen it opens on."""
        self.side_panel.setMinimumWidth(self.selector.minimumSizeHint().width())
        geometry = self.settings.get(WINDOW_GEOMETRY)
        if geometry is None or not self.restoreGeometry(geometry):
            self.setGeometry(first_geometry(available_geometry(self)))
        self.splitter.restore(self.settings.get(SPLITTER_STATE), self.size())

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

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt API
        """Ask first in the middle of a game that cannot be resumed; stop the bot thread."""
        # A kept game is saved after every action and offered again at the next start.
        resumable = self.keeping.keeper is not None
        leave = self.entries.confirm_leaving_game
        if not resumable and not leave(tr("Quit in the middle of this game?")):
            event.ignore()
            return
        self.settings.set(WINDOW_GEOMETRY, self.saveGeometry())
        self.settings.set(SPLITTER_STATE, self.splitter.saveState())
        self.settings.sync()
        self.controller.shutdown()
        self.context.closing.emit()
        super().closeEvent(event)
