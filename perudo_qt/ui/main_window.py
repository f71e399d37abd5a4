"""The main window: the table, the bid selector and the log, with menus and keyboard play."""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6 import QtGui
from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QAction, QCloseEvent, QGuiApplication, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QMainWindow,
    QMenu,
    QMessageBox,
    QSplitter,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from perudo_qt.bots import Decision
from perudo_qt.coach import CoachMode
from perudo_qt.controller.game_controller import GameController, HumanChoices
from perudo_qt.controller.pacing import Speed
from perudo_qt.controller.table import TableSetup
from perudo_qt.rules import Event, Game, PlayerView, RoundStarted
from perudo_qt.settings import Settings

from .artwork import Artwork, app_icon
from .bid_selector import BidSelector
from .coach import CoachView, GameCoach, Show
from .dialogs import GameOverDialog, LearningSettings, NewGameDialog, SettingsDialog
from .game_log import GameLog
from .help import HelpWindow, key_rows
from .hints import HintsPanel
from .history import GameHistory, HistoryDialog
from .keeper import GameKeeper, ask_resume
from .replay import FinishedGamesDialog
from .sound import SoundCues, SoundPlayer
from .statistics import StatisticsDialog
from .table_scene import TableScene
from .table_view import TableView
from .tutorial import Tutor, TutorialDialog, guided_table, tutorial_offer
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
        self._help: HelpWindow | None = None
        self._tutor: Tutor | None = None
        self._settings_problems_logged = 0
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
        side_layout.addWidget(self._build_learning(), 1)
        side_layout.addWidget(self.hints)
        side_layout.addWidget(self.selector)
        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(self.table_view)
        splitter.addWidget(side)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([1000, 380])
        self.setCentralWidget(splitter)
        self._build_menus()
        self._build_learning_menu()
        self._build_shortcuts()
        self._connect()
        self._connect_learning()
        self._keep_games(store_folder)
        self._make_sound(sound_player)
        geometry = settings.window_geometry()
        if geometry is None or not self.restoreGeometry(geometry):
            self.resize(1400, 860)
        self._show_settings_problems(settings.report.problems)
        if ask_after_game:  # an interactive window, not a test or a bots-only run
            QTimer.singleShot(0, self._offer_tutorial)

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
        self.help_menu = help_menu = self.menuBar().addMenu(tr("&Help"))
        self.rules_action = self._action(
            tr("&Rules"), QKeySequence.StandardKey.HelpContents, self.show_rules
        )
        self.tutorial_action = QAction(tr("&Tutorial…"), self)
        self.tutorial_action.triggered.connect(self.show_tutorial)
        help_menu.addAction(self.rules_action)
        help_menu.addAction(self.tutorial_action)

    def _action(
        self, text: str, keys: QKeySequence | QKeySequence.StandardKey, slot: object
    ) -> QAction:
        action = QAction(text, self)
        action.setShortcut(keys)
        action.triggered.connect(slot)
        return action

    def _build_shortcuts(self) -> None:
        more, fewer = tr("One die more"), tr("One die fewer")
        bid, face = tr("Bid what the selector shows"), tr("Choose a face (1 is the paco)")
        keys = {
            "+": (lambda: self.selector.step_quantity(1), more),
            "=": (lambda: self.selector.step_quantity(1), more),
            "Up": (lambda: self.selector.step_quantity(1), more),
            "-": (lambda: self.selector.step_quantity(-1), fewer),
            "Down": (lambda: self.selector.step_quantity(-1), fewer),
            "Return": (self.selector.submit, bid),
            "Enter": (self.selector.submit, bid),
            "D": (self.controller.request_dudo, tr("Call Dudo")),
            "C": (self.controller.request_calza, tr("Call Calza")),
        }
        for number in range(1, 7):
            keys[str(number)] = (lambda number=number: self.selector.look_at_face(number), face)
        self.shortcuts = []
        for key, (slot, what) in keys.items():
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.activated.connect(slot)
            shortcut.setWhatsThis(what)  # the rules help lists the keys from these
            self.shortcuts.append(shortcut)

    def _connect(self) -> None:
        controller = self.controller
        controller.game_started.connect(self._on_game_started)
        controller.events_happened.connect(self._on_events)
        controller.choices_changed.connect(self._on_choices)
        controller.bot_thinking.connect(self._on_thinking)
        controller.bot_decided.connect(self._on_decided)
        controller.bot_failed.connect(self._on_bot_failed)
        controller.bot_replaced.connect(self._on_bot_replaced)
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
        dialog = SettingsDialog(
            self.settings.table(), self.speed, self, language=self.settings.language()
        )
        dialog.learning.set_values(self.settings.hints_shown(), self.settings.coach_mode())
        dialog.sound.set_level(self.settings.sound_volume(), self.settings.sound_muted())
        if dialog.exec():
            self.apply_settings(dialog)

    def apply_settings(self, dialog: SettingsDialog) -> None:
        """Save what ``dialog`` holds; the speed applies now, the rules from the next game."""
        self.settings.set_rule_options(dialog.options())
        self.settings.set_table(dialog.table())
        self.speed = dialog.chosen_speed()
        self.settings.set_speed(self.speed)
        language_changed = dialog.chosen_language() != self.settings.language()
        self.settings.set_language(dialog.chosen_language())
        self._apply_sound_settings(*dialog.sound.level())
        self.settings.sync()
        self.controller.speed = self.speed
        self._apply_learning_settings(dialog.learning)
        message = (
            tr("Settings saved; the new language applies the next time the game starts.")
            if language_changed
            else tr("Settings saved; new rules apply from the next game.")
        )
        self.statusBar().showMessage(message, 6000)

    def show_rules(self) -> None:
        """Show the rules help, beside the table (it does not block play)."""
        if self._help is None:
            self._help = HelpWindow(self.artwork, key_rows(self), self)
        self._help.show()
        self._help.raise_()
        self._help.activateWindow()

    def show_tutorial(self) -> None:
        """Open the tutorial: the worked round, then a guided round at this window's table."""
        dialog = TutorialDialog(self.artwork, self)
        dialog.guided_round_requested.connect(self.start_guided_round)
        dialog.open()

    def start_guided_round(self) -> None:
        """Start a game against Easy opponents with the tutor beside the bid selector."""
        if self._tutor is None:
            self._tutor = Tutor(self)
            self.addDockWidget(self._tutor.dock_area(), self._tutor)
        self._tutor.show()
        self.start_game(guided_table(self.settings.table()))

    def _offer_tutorial(self) -> None:
        """Offer the tutorial once, at the first start."""
        if self.settings.tutorial_offered():
            return
        self.settings.set_tutorial_offered(True)
        self.settings.sync()
        offer = tutorial_offer(self)
        offer.accepted.connect(self.show_tutorial)
        offer.open()

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
            self.seed_action.setText(tr("Seed: {seed} (click to copy)").format(seed=game.seed))
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
        # A new game clears the log: what went wrong with the settings shows again in the first
        # game, with what reading its table found, and after that only what is new.
        problems = self.settings.report.problems
        self._show_settings_problems(problems[self._settings_problems_logged :])
        self._settings_problems_logged = len(problems)
        self.selector.set_calza_shown(setup.options.calza)
        self.selector.set_choices(None)

    def _show_settings_problems(self, problems: list[str]) -> None:
        for problem in problems:
            self.game_log.add_note(problem, warning=True)
            self.statusBar().showMessage(problem, 10000)

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
        # A tooltip takes anything that looks like markup as rich text: a bot's reason is plain.
        reason = decision.reason
        if reason:
            reason = QtGui.Qt.convertFromPlainText(reason, Qt.WhiteSpaceMode.WhiteSpaceNormal)
        self.game_log.remember_reason(seat, reason)

    def _on_bot_failed(self, seat: int, why: str) -> None:
        text = tr("{name}'s bot failed ({why}); a safe move was played.").format(
            name=self._names()[seat], why=why
        )
        self.game_log.add_note(text, warning=True)
        log.warning(text)

    def _on_bot_replaced(self, seat: int, why: str) -> None:
        text = tr("{name}'s bot could not be loaded ({why}); a Normal bot plays instead.").format(
            name=self._names()[seat], why=why
        )
        self.game_log.add_note(text, warning=True)
        self.statusBar().showMessage(text, 10000)

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

    # Hints and the coach ------------------------------------------------------------------

    def _build_learning(self) -> QWidget:
        """Make the hints panel and the coach's tab beside the log; return the tabs."""
        self.hints = HintsPanel(self.artwork)
        self.hints.setVisible(self.settings.hints_shown())
        self._hint_choices: HumanChoices | None = None
        self.coach_view = CoachView()
        self.coach = GameCoach(self.coach_view, self)
        self.side_tabs = QTabWidget()
        self.side_tabs.addTab(self.game_log, tr("Log"))
        self.side_tabs.addTab(self.coach_view, tr("Coach"))
        return self.side_tabs

    def _build_learning_menu(self) -> None:
        menu = QMenu(tr("&Coach"), self)
        self.menuBar().insertMenu(self.help_menu.menuAction(), menu)  # Help stays last
        self.hints_action = self._action(tr("Show &Hints"), QKeySequence("H"), self.show_hints)
        self.hints_action.setCheckable(True)
        self.hints_action.setChecked(self.settings.hints_shown())
        self.review_round_action = self._action(
            tr("Review Last &Round"), QKeySequence("Ctrl+L"), self.review_last_round
        )
        self.review_game_action = self._action(
            tr("Review This &Game"), QKeySequence("Ctrl+G"), self.review_game
        )
        menu.addAction(self.hints_action)
        menu.addSeparator()
        menu.addAction(self.review_round_action)
        menu.addAction(self.review_game_action)

    def _connect_learning(self) -> None:
        self.controller.game_started.connect(self._on_learning_game_started)
        self.controller.choices_changed.connect(self._update_hints)
        self.controller.game_finished.connect(self._on_learning_game_finished)
        self.scene.events_shown.connect(self._on_learning_events_shown)
        self.coach.review_shown.connect(lambda: self.side_tabs.setCurrentWidget(self.coach_view))

    def _apply_learning_settings(self, learning: LearningSettings) -> None:
        self.show_hints(learning.hints_shown())
        self.settings.set_coach_mode(learning.coach_mode())

    def show_hints(self, shown: bool) -> None:
        """Show or hide the hints panel, and keep the choice."""
        self.settings.set_hints_shown(shown)
        self.hints_action.setChecked(shown)
        self.hints.setVisible(shown)
        if shown and self._hint_choices is not None:
            self._update_hints(self._hint_choices)

    def review_last_round(self) -> None:
        """Show the coach's review of the last revealed round with a decision of the person's."""
        self._ask_coach(Show.LAST_ROUND)

    def review_game(self) -> None:
        """Show the coach's review of this game so far, with its summary."""
        self._ask_coach(Show.GAME)

    def _ask_coach(self, show: Show) -> None:
        setup = self.controller.setup
        seat = setup.human_seat if setup is not None else None
        self.coach.ask(self.controller.game, seat, self._names(), show)

    def _update_hints(self, choices: HumanChoices) -> None:
        game, setup = self.controller.game, self.controller.setup
        if game is None or setup is None or setup.human_seat is None:
            self.hints.clear_hints()
            return
        if not choices.face_ranges:
            return  # the table is still showing the last events: keep the hints as they were
        self._hint_choices = choices
        if not self.hints.isHidden():
            self.hints.show_hints(game.view_for(setup.human_seat), choices)

    def _on_learning_game_started(self) -> None:
        self.coach.start()
        self._hint_choices = None
        self.hints.clear_hints()

    def _on_learning_events_shown(self, events: tuple[Event, ...]) -> None:
        """When the next round starts on the table, refresh the hints and review the last round."""
        mode = self.settings.coach_mode()
        started = any(isinstance(event, RoundStarted) for event in events)
        game, setup = self.controller.game, self.controller.setup
        if not started or game is None:
            return
        if setup is not None and setup.human_seat is not None and not self.hints.isHidden():
            # The last round's bids are gone: show the new round's odds before any choice.
            self.hints.show_hints(game.view_for(setup.human_seat), HumanChoices.nothing(game))
        if mode is not CoachMode.OFF:
            self._ask_coach(Show.FINISHED_ROUND if mode is CoachMode.AFTER_ROUND else Show.NOTHING)

    def _on_learning_game_finished(self) -> None:
        self.hints.clear_hints()
        if self.settings.coach_mode() is not CoachMode.OFF:
            self.review_game()

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt API
        """Save the window's place, stop the bot thread, and close."""
        self.settings.set_window_geometry(self.saveGeometry())
        self.settings.sync()
        self.controller.shutdown()
        self.coach.wait()
        if self.keeper is not None:
            self.keeper.close()
        if self.sound is not None:
            self.sound.player.close()
        super().closeEvent(event)
