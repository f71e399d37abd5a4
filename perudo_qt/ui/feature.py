"""How a feature attaches itself to the window: its menu entries, keys, panels and signals.

Each feature (learning, keeping, sound, the seed, settings...) is a module with a class that
``install``s itself through a ``WindowContext``, the way qutebrowser's components register
themselves: the window is layout and composition, and no feature reaches into another's widgets.
Features talk through the controller's signals, the table's, and ``WindowContext.settings_applied``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum
from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialog, QMainWindow, QMenu, QTabWidget, QVBoxLayout, QWidget

from perudo_qt.controller.game_controller import GameController
from perudo_qt.controller.pacing import Speed
from perudo_qt.controller.table import TableSetup
from perudo_qt.settings import Settings
from perudo_qt.ui.controls.bid_selector import BidSelector
from perudo_qt.ui.controls.key_map import Key, KeyMap
from perudo_qt.ui.panels.game_log import GameLog
from perudo_qt.ui.panels.notices import SettingsNotice
from perudo_qt.ui.panels.standings import ResultBar
from perudo_qt.ui.setup.plugin_trust import PluginTrust
from perudo_qt.ui.table.artwork import Artwork
from perudo_qt.ui.table.table_scene import TableScene
from perudo_qt.ui.words.wording import tr


class Menu(Enum):
    """The window's menus, in the order of the menu bar."""

    GAME = "game"
    COACH = "coach"
    VIEW = "view"
    HELP = "help"


def menu_title(menu: Menu) -> str:
    """Return a menu's title, with its mnemonic."""
    titles = {
        Menu.GAME: tr("&Game"),
        Menu.COACH: tr("&Coach"),
        Menu.VIEW: tr("&View"),
        Menu.HELP: tr("&Help"),
    }
    return titles[menu]


class TableHold:
    """One hold on the table: taken at most once, let go at most once.

    Pauses nest (``GameController.pause``), so each hold must be let go exactly once: asking
    twice to hold, or to let go, changes nothing.
    """

    def __init__(self, controller: GameController) -> None:
        self._controller = controller
        self._held = False

    def hold(self) -> None:
        """Hold the table, unless this hold already does."""
        if not self._held:
            self._held = True
            self._controller.pause()

    def let_go(self) -> None:
        """Let the table go on, if this hold held it."""
        if self._held:
            self._held = False
            self._controller.resume()


class MenuHold(QObject):
    """Holds the table while ``menu`` is open, and lets it go once the entry chosen has run.

    Qt hides a menu before its entry is triggered: let go at once, the table would play a
    held move before the entry's dialog could hold it in turn. One hold per menu, so a menu
    shown or hidden twice never takes a dialog's hold away.
    """

    def __init__(self, menu: QMenu, controller: GameController) -> None:
        super().__init__(menu)
        hold = TableHold(controller)
        menu.aboutToShow.connect(hold.hold)
        menu.aboutToHide.connect(lambda: QTimer.singleShot(0, self, hold.let_go))


@dataclass(frozen=True, slots=True)
class TableParts:
    """The window's own widgets that features listen to and drive: the table and the controls."""

    scene: TableScene
    selector: BidSelector
    game_log: GameLog
    result_bar: ResultBar
    notice: SettingsNotice
    artwork: Artwork


class WindowContext(QObject):
    """What the window offers its features.

    Menus (each entry at an ordered place), actions with keys (from the key map), the side
    panel, the status bar, the controller, the settings, the table's parts, and pausing the
    table for a dialog.

    Signals:
        settings_applied(): the settings dialog saved new values; features read what is theirs.
        problem_reported(str): something the person should know, in their words, shown in
            the log and the status bar once the game starts.
        closing(): the window is closing and the bot thread has stopped: close what is open.
        status_told(str): a message shown in the status bar, for a screen reader to say too.
    """

    settings_applied = Signal()
    problem_reported = Signal(str)
    closing = Signal()
    status_told = Signal(str)

    def __init__(
        self,
        window: QMainWindow,
        controller: GameController,
        settings: Settings,
        parts: TableParts,
        side: QVBoxLayout,
        tabs: QTabWidget,
        speed: Speed,
        folder: Path | None,
        asks: bool,
    ) -> None:
        super().__init__(window)
        self.window = window
        self.controller = controller
        self.settings = settings
        self.parts = parts
        self.speed = speed
        self.asks = asks
        """Whether the window asks the person things: after a game, before leaving one (False
        in autoplay and tests)."""
        """The speed play goes at: this run's or the settings', changed in the settings."""
        self.key_map = KeyMap(settings.key_bindings(), self)
        """The window's keys, changed in the settings."""
        self._side = side
        self._tabs = tabs
        self._menus: dict[Menu, QMenu] = {}
        self._places: dict[QAction, float] = {}
        self._questions: list[Callable[[], bool]] = []
        self._game_starter: Callable[[TableSetup, int | None], None] = lambda table, seed: None
        self.plugin_trust = PluginTrust(window, controller, parts.game_log, folder)
        """Asks before a plugin file runs, and keeps the answers in ``folder`` (None: this run)."""
        self.add_question(lambda: self.plugin_trust.question is not None)

    # Menus and actions -------------------------------------------------------------------------

    def menu(self, which: Menu) -> QMenu:
        """Return one of the window's menus, putting it on the menu bar in its place.

        While a menu is open the table waits, as it does behind a dialog: nothing is played
        behind the person's back while they read the menu.
        """
        if which not in self._menus:
            menu = QMenu(menu_title(which), self.window)
            MenuHold(menu, self.controller)
            later = [self._menus[m] for m in Menu if m in self._menus and _after(m, which)]
            bar = self.window.menuBar()
            if later:
                bar.insertMenu(later[0].menuAction(), menu)
            else:
                bar.addMenu(menu)
            self._menus[which] = menu
        return self._menus[which]

    def add_action(
        self,
        which: Menu,
        place: float,
        text: str,
        slot: Callable[..., object],
        key: Key | None = None,
        name: str = "",
    ) -> QAction:
        """Add an entry to a menu at ``place`` (entries go in order of place); return it.

        ``key``: the action whose keys it takes from the key map. ``name`` is its object name,
        by which tests find it.
        """
        action = QAction(text, self.window)
        if key is not None:
            self.key_map.bind(key, action)
        action.setObjectName(name)
        action.triggered.connect(slot)
        self.insert(which, place, action)
        return action

    def add_separator(self, which: Menu, place: float) -> None:
        """Add a separator to a menu at ``place``."""
        separator = QAction(self.window)
        separator.setSeparator(True)
        self.insert(which, place, separator)

    def insert(self, which: Menu, place: float, action: QAction) -> None:
        """Put ``action`` in a menu at ``place``."""
        menu = self.menu(which)
        following = [a for a in menu.actions() if self._places.get(a, 0.0) > place]
        if following:
            menu.insertAction(following[0], action)
        else:
            menu.addAction(action)
        self._places[action] = place

    # Panels and messages -----------------------------------------------------------------------

    def add_side_tab(self, widget: QWidget, title: str) -> None:
        """Add a tab beside the log; Tab reaches its page right after the tab bar, as the log's."""
        last = self._tabs.widget(self._tabs.count() - 1)
        self._tabs.addTab(widget, title)
        QWidget.setTabOrder(last if last is not None else self._tabs.tabBar(), widget)

    def show_side_tab(self, widget: QWidget) -> None:
        """Bring a side tab to the front."""
        self._tabs.setCurrentWidget(widget)

    def add_side_widget(self, widget: QWidget) -> None:
        """Add a panel under the side tabs, above the bid selector."""
        self._side.insertWidget(self._side.indexOf(self.parts.selector), widget)

    def status(self, message: str, timeout_ms: int = 0, *, told: bool = True) -> None:
        """Show ``message`` in the status bar, and have a screen reader say it.

        Not ``told``: the caller has the reader say it in its own way.
        """
        self.window.statusBar().showMessage(message, timeout_ms)
        if told:
            self.status_told.emit(message)

    # Dialogs and games -------------------------------------------------------------------------

    def open_paused(self, dialog: QDialog) -> None:
        """Open ``dialog`` without blocking, the table paused until it closes."""
        self.controller.pause()
        dialog.finished.connect(self.controller.resume)
        dialog.open()

    def run_dialog(self, dialog: QDialog) -> bool:
        """Show ``dialog`` modally with the table paused; return whether it was accepted."""
        with self.controller.paused():
            return bool(dialog.exec())

    def add_question(self, asking: Callable[[], bool]) -> None:
        """Register a question a feature may be asking the person (see ``asking``)."""
        self._questions.append(asking)

    def asking(self) -> bool:
        """Whether a feature is asking the person something (resume, run a plugin...)."""
        return any(question() for question in self._questions)

    def set_game_starter(self, start: Callable[[TableSetup, int | None], None]) -> None:
        """Set how a feature starts a game (the window's, which seats plugins safely)."""
        self._game_starter = start

    def start_game(self, table: TableSetup, seed: int | None = None) -> None:
        """Start a game at ``table``, dealt from ``seed`` (None: a new one)."""
        self._game_starter(table, seed)


def _after(menu: Menu, other: Menu) -> bool:
    order = list(Menu)
    return order.index(menu) > order.index(other)


class Feature(Protocol):
    """A part of the window that attaches itself through the window's context."""

    def install(self, context: WindowContext) -> None:
        """Add this feature's menu entries, keys, panels and signal connections."""
