"""The main window: the table, the bid selector and the log, with menus and keyboard play."""

from __future__ import annotations

import logging

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import QMainWindow, QSplitter, QVBoxLayout, QWidget

from perudo_qt.bots import Decision
from perudo_qt.controller.game_controller import GameController, HumanChoices
from perudo_qt.controller.pacing import Speed
from perudo_qt.controller.table import TableSetup
from perudo_qt.rules import Event, PlayerView
from perudo_qt.settings import Settings

from .artwork import Artwork, app_icon
from .bid_selector import BidSelector
from .dialogs import GameOverDialog, NewGameDialog, RulesDialog, SettingsDialog
from .game_log import GameLog
from .table_scene import TableScene
from .table_view import TableView
from .wording import tr

log = logging.getLogger(__name__)


class MainWindow(QMainWindow):
    """Perudo Qt's window. Decides nothing: it shows the controller's game and forwards intents.

    Signals:
        game_over_shown(int): a game ended and its winner is on screen.
    """

    game_over_shown = Signal(int)

    def __init__(
        self, settings: Settings, speed: Speed | None = None, ask_after_game: bool = True
    ) -> None:
        super().__init__()
        self.settings = settings
        self.speed = speed or settings.speed()
        self._ask_after_game = ask_after_game
        self.setWindowTitle(tr("Perudo"))
        self.setWindowIcon(app_icon())
        self.artwork = Artwork()
        self.artwork.prepare()
        self.scene = TableScene(self.artwork, self)
        self.scene.set_reveal_auto_continue(settings.reveal_auto_continue())
        self.table_view = TableView(self.scene)
        self.selector = BidSelector(self.artwork)
        self.game_log = GameLog()
        self.controller = GameController(self.speed, self)

        side = QWidget()
        side_layout = QVBoxLayout(side)
        side_layout.setContentsMargins(0, 0, 0, 0)
        side_layout.addWidget(self.game_log, 1)
        side_layout.addWidget(self.selector)
        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(self.table_view)
        splitter.addWidget(side)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([1000, 380])
        self.setCentralWidget(splitter)
        self._build_menus()
        self._build_shortcuts()
        self._connect()
        geometry = settings.window_geometry()
        if geometry is None or not self.restoreGeometry(geometry):
            self.resize(1400, 860)
        for problem in settings.report.problems:
            self.game_log.add_note(problem, warning=True)
            self.statusBar().showMessage(problem, 10000)

    # Building ---------------------------------------------------------------------------------

    def _build_menus(self) -> None:
        game = self.menuBar().addMenu(tr("&Game"))
        self.new_game_action = self._action(
            tr("&New Game…"), QKeySequence.StandardKey.New, self.ask_new_game
        )
        self.again_action = self._action(tr("Play &Again"), QKeySequence("Ctrl+R"), self.play_again)
        self.settings_action = self._action(
            tr("&Settings…"), QKeySequence("Ctrl+,"), self.open_settings
        )
        self.quit_action = self._action(tr("&Quit"), QKeySequence.StandardKey.Quit, self.close)
        self.last_reveal_action = self._action(
            tr("Show &Last Reveal"), QKeySequence("L"), self.show_last_reveal
        )
        for action in (self.new_game_action, self.again_action, self.settings_action):
            game.addAction(action)
        game.addAction(self.last_reveal_action)
        game.addSeparator()
        game.addAction(self.quit_action)
        help_menu = self.menuBar().addMenu(tr("&Help"))
        self.rules_action = self._action(
            tr("&Rules"), QKeySequence.StandardKey.HelpContents, self.show_rules
        )
        help_menu.addAction(self.rules_action)

    def _action(
        self, text: str, keys: QKeySequence | QKeySequence.StandardKey, slot: object
    ) -> QAction:
        action = QAction(text, self)
        action.setShortcut(keys)
        action.triggered.connect(slot)
        return action

    def _build_shortcuts(self) -> None:
        keys = {
            "+": lambda: self.selector.step_quantity(1),
            "=": lambda: self.selector.step_quantity(1),
            "Up": lambda: self.selector.step_quantity(1),
            "-": lambda: self.selector.step_quantity(-1),
            "Down": lambda: self.selector.step_quantity(-1),
            "Return": self._on_enter,
            "Enter": self._on_enter,
            "D": self.controller.request_dudo,
            "C": self.controller.request_calza,
        }
        for face in range(1, 7):
            keys[str(face)] = lambda face=face: self.selector.look_at_face(face)
        self.shortcuts = []
        for key, slot in keys.items():
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.activated.connect(slot)
            self.shortcuts.append(shortcut)
        # Space goes on from a reveal; otherwise it is left to the focused button.
        self.continue_shortcut = QShortcut(QKeySequence("Space"), self)
        self.continue_shortcut.setEnabled(False)
        self.continue_shortcut.activated.connect(self.scene.continue_reveal)
        self.scene.reveal_held_changed.connect(self.continue_shortcut.setEnabled)
        self.scene.reveal_held_changed.connect(self._on_reveal_held)

    def _connect(self) -> None:
        controller = self.controller
        controller.game_started.connect(self._on_game_started)
        controller.events_happened.connect(self._on_events)
        controller.choices_changed.connect(self._on_choices)
        controller.bot_thinking.connect(self._on_thinking)
        controller.bot_decided.connect(self._on_decided)
        controller.bot_failed.connect(self._on_bot_failed)
        controller.action_refused.connect(self._on_refused)
        controller.game_finished.connect(self._on_game_finished)
        self.scene.animation_finished.connect(controller.proceed)
        self.scene.events_shown.connect(self._on_events_shown)
        self.selector.bid_requested.connect(controller.request_bid)
        self.selector.dudo_requested.connect(controller.request_dudo)
        self.selector.calza_requested.connect(controller.request_calza)

    # Games --------------------------------------------------------------------------------

    def start_game(self, table: TableSetup, seed: int | None = None) -> None:
        """Start a game at ``table`` (its own rules: settings changes wait for the next one)."""
        self.controller.speed = self.speed
        self.controller.start(table, seed)

    def ask_new_game(self) -> None:
        """Open the new-game dialog and start the game chosen."""
        current = self.controller.setup or self.settings.table()
        dialog = NewGameDialog(self.settings.table() if current is None else current, self)
        if dialog.exec():
            self.start_game(dialog.table())

    def play_again(self) -> None:
        """Start another game at the same table."""
        self.start_game(self.controller.setup or self.settings.table())

    def open_settings(self) -> None:
        """Open the settings; they apply from the next game."""
        dialog = SettingsDialog(
            self.settings.table(),
            self.speed,
            self,
            auto_continue=self.settings.reveal_auto_continue(),
        )
        if dialog.exec():
            self.apply_settings(dialog)

    def apply_settings(self, dialog: SettingsDialog) -> None:
        """Save what ``dialog`` holds; the speed applies now, the rules from the next game."""
        self.settings.set_rule_options(dialog.options())
        self.settings.set_table(dialog.table())
        self.speed = dialog.chosen_speed()
        self.settings.set_speed(self.speed)
        self.settings.set_reveal_auto_continue(dialog.chosen_auto_continue())
        self.settings.sync()
        self.controller.speed = self.speed
        self.scene.set_reveal_auto_continue(dialog.chosen_auto_continue())
        self.statusBar().showMessage(
            tr("Settings saved; new rules apply from the next game."), 6000
        )

    def show_last_reveal(self) -> None:
        """Show the last reveal of this game again, until the player goes on."""
        if not self.scene.show_last_reveal():
            self.statusBar().showMessage(tr("There is no reveal to show yet."), 4000)

    def _on_reveal_held(self, held: bool) -> None:
        """Say in the status bar too (where a screen reader finds it) how to go on."""
        hint = tr("Click the table, or press Space or Enter, to continue.")
        if held:
            self.statusBar().showMessage(hint)
        elif self.statusBar().currentMessage() == hint:
            self.statusBar().clearMessage()

    def _on_enter(self) -> None:
        """Enter goes on from a reveal the table holds on, and otherwise bids."""
        if self.scene.is_holding:
            self.scene.continue_reveal()
        else:
            self.selector.submit()

    def show_rules(self) -> None:
        """Show the rules summary."""
        RulesDialog(self).exec()

    # Reacting to the controller -------------------------------------------------------------

    def _names(self) -> list[str]:
        setup = self.controller.setup
        return [seat.name for seat in setup.seats] if setup else []

    def _on_game_started(self, setup: TableSetup) -> None:
        self.scene.set_table(setup, self.controller.perspective)
        self.game_log.clear()
        self.selector.set_calza_shown(setup.options.calza)
        self.selector.set_choices(None)

    def _on_events_shown(self, events: tuple[Event, ...]) -> None:
        setup = self.controller.setup
        self.game_log.add_events(events, self._names(), setup.human_seat if setup else None)

    def _on_events(self, events: tuple[Event, ...], view: PlayerView) -> None:
        self.scene.set_thinking(None)
        self.selector.set_prompt("")
        self.scene.play(events, view, self.controller.speed)

    def _on_choices(self, choices: HumanChoices) -> None:
        self.selector.set_choices(choices)
        if choices.my_turn:
            self.selector.set_prompt(tr("Your turn: raise, or call Dudo."))

    def _on_thinking(self, seat: int) -> None:
        self.scene.set_thinking(seat)
        self.selector.set_prompt(tr("{name} is thinking…").format(name=self._names()[seat]))

    def _on_decided(self, seat: int, decision: Decision) -> None:
        self.game_log.remember_reason(seat, decision.reason)

    def _on_bot_failed(self, seat: int, why: str) -> None:
        text = tr("{name}'s bot failed ({why}); a safe move was played.").format(
            name=self._names()[seat], why=why
        )
        self.game_log.add_note(text, warning=True)
        log.warning(text)

    def _on_refused(self, message: str) -> None:
        self.statusBar().showMessage(message, 6000)
        self.selector.set_prompt(message)

    def _on_game_finished(self, winner: int) -> None:
        self.game_over_shown.emit(winner)
        if not self._ask_after_game:
            return
        setup = self.controller.setup
        you_won = setup is not None and setup.human_seat == winner
        dialog = GameOverDialog(self._names()[winner], you_won, self)
        dialog.accepted.connect(self.play_again)
        dialog.open()

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt API
        """Save the window's place, stop the bot thread, and close."""
        self.settings.set_window_geometry(self.saveGeometry())
        self.settings.sync()
        self.controller.shutdown()
        super().closeEvent(event)
