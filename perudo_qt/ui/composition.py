"""What the main window is made of: the table, its controls, the side panel, the features.

Built over the window's frame (``MainWindow``): at once for a test or a bots-only run, after
the frame's first paint when the game starts, so that nothing here delays the window's showing.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QTabWidget, QVBoxLayout, QWidget

from perudo_qt.controller.game_controller import GameController
from perudo_qt.controller.pacing import Speed
from perudo_qt.settings_schema import SIDE_PANEL_WIDTH, SPEED, SPLITTER_STATE
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
from perudo_qt.ui.panels.unfold_offer import UnfoldOffer
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

if TYPE_CHECKING:
    from perudo_qt.ui.main_window import MainWindow


def furnish(
    window: MainWindow,
    speed: Speed | None,
    ask_after_game: bool,
    store_folder: Path | None,
    sound_player: SoundPlayer | None,
) -> None:
    """Build the table, its controls and the features into ``window``, and attach them.

    ``ask_after_game`` False (autoplay, tests) never asks the player anything: no result bar,
    no confirmations, no tutorial offered.
    """
    settings = window.settings
    window.setWindowIcon(app_icon())
    window.artwork = artwork = Artwork()
    artwork.prepare()
    window.scene = TableScene(artwork, window)
    window.scene.set_reveal_auto_continue(settings.reveal_auto_continue())
    window.table_view = TableView(window.scene)
    window.selector = BidSelector(artwork)
    window.game_log = GameLog(artwork=artwork)
    window.result_bar = ResultBar()
    settings.table()  # read every setting once, so that its problems show from the start
    window.notice = SettingsNotice(settings.report)
    window.controller = GameController(speed or settings.get(SPEED), window)
    parts = TableParts(
        window.scene, window.selector, window.game_log, window.result_bar, window.notice, artwork
    )
    tabs, side = _lay_out(window)
    window.context = WindowContext(
        window,
        window.controller,
        settings,
        parts,
        side,
        tabs,
        window.controller.speed,
        store_folder,
        ask_after_game,
    )
    window.context.set_game_starter(window.start_game)
    window.play = TablePlay(window)
    window.entries = GameEntries(window)
    window.keeping = keeping = Keeping(store_folder, window)
    window.learning = Learning(window.entries, window)

    def statistics() -> StatsDatabase | None:
        return keeping.keeper.stats if keeping.keeper is not None else None

    window.looks = TableLooks(statistics, window)
    features: list[Feature] = [
        window.entries,
        window.play,
        Reactions(window),
        SettingsEntry(window.looks, window),
        Keyboard(window),
        HelpMenu(window),
        window.learning,
        keeping,
        Career(keeping, window.entries, window),
        Trophies(keeping, window),
        SeedEntry(window),
        SoundFeature(sound_player, window),
        Accessibility(window),
        window.looks,
    ]
    for feature in features:
        feature.install(window.context)
    window.play.game_over_shown.connect(window.game_over_shown)
    window.notice.details_requested.connect(
        lambda: window.context.run_dialog(window.notice.details_box(window))
    )
    # The keyboard starts on the bid controls (Qt would give it to the side panel's tabs).
    window.selector.setFocus(Qt.FocusReason.OtherFocusReason)
    # As wide as its bid controls and its tabs' titles in full (Spanish titles were cut).
    least = max(window.selector.minimumSizeHint().width(), tabs.minimumSizeHint().width())
    window.side_panel.setMinimumWidth(least)
    window.splitter.restore(
        settings.get(SPLITTER_STATE), settings.get(SIDE_PANEL_WIDTH), window.size()
    )
    if ask_after_game:  # an interactive window, not a test or a bots-only run
        # Over a drawn table, and with nothing of it loaded before the first paint.
        window.table_view.after_next_paint(window.learning.offer_tutorial)


def _lay_out(window: MainWindow) -> tuple[QTabWidget, QVBoxLayout]:
    """The table on the left with the result bar under it; the log and selector at the side.

    The side panel keeps its width while the table takes whatever room is left, and can be
    folded away entirely (drag the splitter) before the table shrinks below its minimum.
    Returns the side tabs and the side panel's layout, where features add theirs.
    """
    table_column = QWidget()
    table_layout = QVBoxLayout(table_column)
    table_layout.setContentsMargins(0, 0, 0, 0)
    table_layout.setSpacing(0)
    table_layout.addWidget(window.table_view, 1)
    table_layout.addWidget(window.result_bar)
    tabs = QTabWidget()
    tabs.setObjectName("sideTabs")
    tabs.setUsesScrollButtons(False)  # the side panel is as wide as their titles in full
    tabs.setElideMode(Qt.TextElideMode.ElideNone)
    tabs.addTab(window.game_log, tr("Log"))
    window.side_panel = side = QWidget()
    side_layout = QVBoxLayout(side)
    side_layout.setContentsMargins(0, 0, 0, 0)
    side_layout.addWidget(tabs, 1)
    side_layout.addWidget(window.selector)
    window.splitter = TableSplit(table_column, side, window.result_bar)
    central = QWidget()
    layout = QVBoxLayout(central)
    layout.setContentsMargins(0, 0, 0, 0)
    layout.setSpacing(0)
    layout.addWidget(window.notice)
    layout.addWidget(window.splitter, 1)
    window.setCentralWidget(central)
    window.statusBar()  # there from the start: its first message must not push the table up
    UnfoldOffer(window, window.splitter, window.selector)
    return tabs, side_layout
