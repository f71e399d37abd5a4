"""The main window: the table, the bid selector and the log, with menus and keyboard play."""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QAction, QCloseEvent, QGuiApplication, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QMainWindow,
    QMenu,
    QMessageBox,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from perudo_qt.bots import Decision
from perudo_qt.controller.game_controller import GameController, HumanChoices
from perudo_qt.controller.pacing import Speed
from perudo_qt.controller.table import TableSetup
from perudo_qt.rules import Event, Game, PlayerView
from perudo_qt.settings import Settings

from .artwork import Artwork, app_icon
from .bid_selector import BidSelector
from .dialogs import GameOverDialog, NewGameDialog, RulesDialog, SettingsDialog
from .game_log import GameLog
from .history import GameHistory, HistoryDialog
from .keeper import GameKeeper, ask_resume
from .replay import FinishedGamesDialog
from .sound import SoundCues, SoundPlayer
from .statistics import StatisticsDialog
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
        self,
        settings: Settings,
        speed: Speed | None = None,
        ask_after_game: bool = True,
        store_folder: Path | None = None,
        sound_player: SoundPlayer | None = None,
    ) -> None:
        super().__init__()
        self.settings = settings
        self.speed = speed or settings.speed()
        self._ask_after_game = ask_after_game
        self.setWindowTitle(tr("Perudo"))
        self.setWindowIcon(app_icon())
        self.artwork = Artwork()
        self.artwork.prepare()
        self.scene = TableScene(self.artwork)
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
        self._keep_games(store_folder)
        self._make_sound(sound_player)
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
        for action in (self.new_game_action, self.again_action, self.settings_action):
            game.addAction(action)
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
            "Return": self.selector.submit,
            "Enter": self.selector.submit,
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
            self.start_game(dialog.table(), dialog.seed())

    def play_again(self) -> None:
        """Start another game at the same table."""
        self.start_game(self.controller.setup or self.settings.table())

    def open_settings(self) -> None:
        """Open the settings; they apply from the next game."""
        dialog = SettingsDialog(self.settings.table(), self.speed, self)
        dialog.sound.set_level(self.settings.sound_volume(), self.settings.sound_muted())
        if dialog.exec():
            self.apply_settings(dialog)

    def apply_settings(self, dialog: SettingsDialog) -> None:
        """Save what ``dialog`` holds; the speed applies now, the rules from the next game."""
        self.settings.set_rule_options(dialog.options())
        self.settings.set_table(dialog.table())
        self.speed = dialog.chosen_speed()
        self.settings.set_speed(self.speed)
        self._apply_sound_settings(*dialog.sound.level())
        self.settings.sync()
        self.controller.speed = self.speed
        self.statusBar().showMessage(
            tr("Settings saved; new rules apply from the next game."), 6000
        )

    def show_rules(self) -> None:
        """Show the rules summary."""
        RulesDialog(self).exec()

    # Sound ------------------------------------------------------------------------------------

    def _make_sound(self, player: SoundPlayer | None) -> None:
        """Play sounds through ``player`` as the table shows events (None: silence)."""
        self.sound = None if player is None else SoundCues(player, lambda: self.speed, self)
        if self.sound is not None:
            self.sound.set_level(self.settings.sound_volume(), self.settings.sound_muted())
            self.scene.events_shown.connect(self.sound.on_events_shown)

    def _apply_sound_settings(self, volume: int, muted: bool) -> None:
        self.settings.set_sound_volume(volume)
        self.settings.set_sound_muted(muted)
        if self.sound is not None:
            self.sound.set_level(volume, muted)

    # Keeping games ----------------------------------------------------------------------------

    def _keep_games(self, folder: Path | None) -> None:
        """Save the game after every action and keep statistics in ``folder`` (None: never)."""
        self.keeper = None if folder is None else GameKeeper(folder, self.controller, self)
        self.resume_prompt: QMessageBox | None = None
        self.controller.game_resumed.connect(self._on_game_resumed)
        if self.keeper is not None:
            self.keeper.problem_reported.connect(self._on_keeper_problem)
        self._build_keeping_menu()
        self._build_seed_entry()

    def _build_seed_entry(self) -> None:
        """A Game menu entry showing the game's seed; choosing it copies the seed."""
        self.seed_action = QAction(tr("Seed: none yet"), self)
        self.seed_action.setEnabled(False)
        self.seed_action.triggered.connect(self.copy_seed)
        game_menu = self.quit_action.associatedObjects()[-1]
        assert isinstance(game_menu, QMenu)
        game_menu.insertAction(self.quit_action, self.seed_action)
        game_menu.insertSeparator(self.quit_action)
        self.controller.game_started.connect(self._show_seed)

    def _show_seed(self, setup: TableSetup) -> None:
        game = self.controller.game
        if game is not None:
            self.seed_action.setText(tr("Seed: {seed} (copy)").format(seed=game.seed))
            self.seed_action.setEnabled(True)

    def copy_seed(self) -> None:
        """Copy the game's seed, to deal the same dice again from the New Game dialog."""
        game = self.controller.game
        if game is not None:
            QGuiApplication.clipboard().setText(str(game.seed))
            self.statusBar().showMessage(tr("Seed {seed} copied.").format(seed=game.seed), 4000)

    def _build_keeping_menu(self) -> None:
        """The View menu: the history and the statistics, before the Help menu."""
        menu = QMenu(tr("&View"), self)
        self.history = GameHistory(self.controller, self)
        self.scene.events_shown.connect(self.history.add_events)
        self.history_dialog: HistoryDialog | None = None
        self.history_action = self._action(
            tr("&History…"), QKeySequence("Ctrl+H"), self.show_history
        )
        menu.addAction(self.history_action)
        self.statistics_action = self._action(
            tr("S&tatistics…"), QKeySequence("Ctrl+T"), self.show_statistics
        )
        self.finished_games_action = self._action(
            tr("&Finished Games…"), QKeySequence("Ctrl+Shift+G"), self.show_finished_games
        )
        for action in (self.statistics_action, self.finished_games_action):
            action.setEnabled(self.keeper is not None and self.keeper.stats is not None)
            menu.addAction(action)
        self.menuBar().insertMenu(self.menuBar().actions()[-1], menu)

    def show_history(self) -> None:
        """Open the History window beside the table; it follows the game."""
        if self.history_dialog is None:
            self.history_dialog = HistoryDialog(self.history, self)
            self.scene.events_shown.connect(self.history_dialog.refresh)
            self.controller.game_started.connect(self.history_dialog.refresh)
        self.history_dialog.refresh()
        self.history_dialog.show()
        self.history_dialog.raise_()
        self.history_dialog.activateWindow()

    def show_finished_games(self) -> FinishedGamesDialog | None:
        """Open the list of finished games, to replay, export or import one."""
        if self.keeper is None or self.keeper.stats is None:
            return None
        dialog = FinishedGamesDialog(self.keeper.stats, self.artwork, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()
        return dialog

    def show_statistics(self) -> None:
        """Open the Statistics dialog."""
        if self.keeper is None or self.keeper.stats is None:
            return
        StatisticsDialog(self.keeper.stats, self).exec()

    def start_or_resume(self, table: TableSetup, seed: int | None = None) -> None:
        """Offer to resume the saved game, if there is one; otherwise start a game at ``table``."""
        saved = self.keeper.saved_game() if self.keeper is not None else None
        if saved is None:
            self.start_game(table, seed)
            return
        saved_table, game, speed = saved

        def answered(resume: bool) -> None:
            self.resume_prompt = None
            if resume:
                self.resume_game(saved_table, game, speed)
            else:
                self.start_game(table, seed)

        self.resume_prompt = ask_resume(self, saved_table, game, answered)

    def resume_game(self, table: TableSetup, game: Game, speed: Speed) -> None:
        """Go on with a saved ``game`` at ``table``, at the speed it was played."""
        self.speed = speed
        self.controller.speed = speed
        self.controller.resume(table, game)

    def _on_game_resumed(self, earlier: tuple[Event, ...]) -> None:
        setup = self.controller.setup
        self.game_log.add_events(earlier, self._names(), setup.human_seat if setup else None)

    def _on_keeper_problem(self, message: str) -> None:
        def show() -> None:
            self.game_log.add_note(message, warning=True)
            self.statusBar().showMessage(message, 10000)

        # After the game that starts now has cleared the log, so the note stays in it.
        QTimer.singleShot(0, self, show)

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
        if self.keeper is not None:
            self.keeper.close()
        if self.sound is not None:
            self.sound.player.close()
        super().closeEvent(event)
