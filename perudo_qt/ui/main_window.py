"""The main window: the table, the bid selector and the log, with menus and keyboard play."""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import QRect, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QCloseEvent, QGuiApplication, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
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
from perudo_qt.controller.choices import HumanChoices, Refusal
from perudo_qt.controller.game_controller import GameController
from perudo_qt.controller.pacing import Speed
from perudo_qt.controller.table import TableSetup
from perudo_qt.rules import Calza, Event, Game, GameOver, PlayerEliminated, PlayerView, RoundStarted
from perudo_qt.rules.standings import finishing_order, place_of
from perudo_qt.settings import Settings

from .about import about_box
from .artwork import Artwork, app_icon
from .bid_selector import BidSelector
from .coach import CoachView, GameCoach, Show
from .dialogs import LearningSettings, NewGameDialog, SettingsDialog
from .game_log import GameLog
from .help import HelpWindow, key_rows
from .hints import HintsPanel
from .history import GameHistory, HistoryDialog
from .keeper import GameKeeper, ask_resume
from .notices import SettingsNotice
from .plugin_trust import PluginTrust
from .replay import FinishedGamesDialog
from .sound import SoundCues, SoundPlayer
from .standings import ResultBar
from .statistics import StatisticsDialog
from .table_scene import TableScene
from .table_view import TableView
from .tutorial import Tutor, TutorialDialog, guided_table, tutorial_offer
from .wording import bid_words, refusal_message, tr

log = logging.getLogger(__name__)

PREFERRED_SIZE = QSize(1400, 860)
"""The window's first size on a screen with room for it."""

SIDE_WIDTH = 360
"""The side panel's first width; it narrows to its minimum on small screens, the table first."""

CALZA_CONFIRM_MS = 3000
"""How long a first C out of turn waits for the second that confirms the Calza."""


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
    """Perudo Qt's window. Decides nothing: it shows the controller's game and forwards intents.

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
        bar, no confirmations.
        """
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
        self.scene = TableScene(self.artwork, self)
        self.scene.set_reveal_auto_continue(settings.reveal_auto_continue())
        self.table_view = TableView(self.scene)
        self.selector = BidSelector(self.artwork)
        self.game_log = GameLog()
        self.result_bar = ResultBar()
        settings.table()  # read every setting once, so that its problems show from the start
        self.notice = SettingsNotice(settings.report)
        self.controller = GameController(self.speed, self)
        self._calza_armed = QTimer(self)
        self._calza_armed.setSingleShot(True)
        self._calza_armed.setInterval(CALZA_CONFIRM_MS)
        self._calza_armed.timeout.connect(lambda: self.selector.set_prompt(""))
        self._build_layout()
        self._build_menus()
        self._build_learning_menu()
        self._build_shortcuts()
        self._connect()
        self._connect_learning()
        self._keep_games(store_folder)
        self._make_sound(sound_player)
        self._restore_layout()
        self._show_settings_problems(settings.report.problems)
        if ask_after_game:  # an interactive window, not a test or a bots-only run
            QTimer.singleShot(0, self._offer_tutorial)

    # Building ---------------------------------------------------------------------------------

    def _build_layout(self) -> None:
        """The table on the left with the result bar under it; the log and selector at the side.

        The side panel keeps its width while the table takes whatever room is left, and can be
        folded away entirely (drag the splitter) before the table shrinks below its minimum.
        """
        table_column = QWidget()
        table_layout = QVBoxLayout(table_column)
        table_layout.setContentsMargins(0, 0, 0, 0)
        table_layout.setSpacing(0)
        table_layout.addWidget(self.table_view, 1)
        table_layout.addWidget(self.result_bar)
        side = QWidget()
        side_layout = QVBoxLayout(side)
        side_layout.setContentsMargins(0, 0, 0, 0)
        side_layout.addWidget(self._build_learning(), 1)
        side_layout.addWidget(self.hints)
        side_layout.addWidget(self.selector)
        side.setMinimumWidth(self.selector.minimumSizeHint().width())
        self.side_panel = side
        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.splitter.addWidget(table_column)
        self.splitter.addWidget(side)
        self.splitter.setStretchFactor(0, 1)
        self.splitter.setStretchFactor(1, 0)
        self.splitter.setCollapsible(0, False)
        self.splitter.setCollapsible(1, True)
        central = QWidget()
        layout = QVBoxLayout(central)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.notice)
        layout.addWidget(self.splitter, 1)
        self.setCentralWidget(central)

    def _restore_layout(self) -> None:
        """Open as the player left it, else at a size that fits the screen it opens on."""
        geometry = self.settings.window_geometry()
        if geometry is None or not self.restoreGeometry(geometry):
            self.setGeometry(first_geometry(available_geometry(self)))
        splitter = self.settings.splitter_state()
        if splitter is None or not self.splitter.restoreState(splitter):
            width = self.width()
            side = max(self.side_panel.minimumWidth(), min(SIDE_WIDTH, round(width * 0.27)))
            self.splitter.setSizes([width - side, side])

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
        self.help_menu = help_menu = self.menuBar().addMenu(tr("&Help"))
        self.rules_action = self._action(
            tr("&Rules"), QKeySequence.StandardKey.HelpContents, self.show_rules
        )
        self.tutorial_action = QAction(tr("&Tutorial…"), self)
        self.tutorial_action.triggered.connect(self.show_tutorial)
        self.about_action = self._action(tr("&About Perudo"), QKeySequence(), self.show_about)
        self.about_qt_action = self._action(tr("About &Qt"), QKeySequence(), self.show_about_qt)
        for action in (
            self.rules_action,
            self.tutorial_action,
            self.about_action,
            self.about_qt_action,
        ):
            help_menu.addAction(action)

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
            "Return": (self._on_enter, bid),
            "Enter": (self._on_enter, bid),
            "D": (self.controller.request_dudo, tr("Call Dudo")),
            "C": (self.calza_key, tr("Call Calza (twice when it is not your turn)")),
        }
        for number in range(1, 7):
            keys[str(number)] = (lambda number=number: self.selector.look_at_face(number), face)
        self.shortcuts = []
        for key, (slot, what) in keys.items():
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.activated.connect(slot)
            shortcut.setWhatsThis(what)  # the rules help lists the keys from these
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
        controller.bot_replaced.connect(self._on_bot_replaced)
        controller.action_refused.connect(self._on_refused)
        controller.game_finished.connect(self._on_game_finished)
        self.scene.animation_finished.connect(controller.proceed)
        self.scene.events_shown.connect(self._on_events_shown)
        self.selector.bid_requested.connect(controller.request_bid)
        self.selector.dudo_requested.connect(controller.request_dudo)
        self.selector.calza_requested.connect(controller.request_calza)
        self.result_bar.watch_requested.connect(self.result_bar.hide)
        self.result_bar.skip_requested.connect(self.skip_to_result)
        self.result_bar.new_game_requested.connect(self.ask_new_game)
        self.result_bar.play_again_requested.connect(self.play_again)
        self.notice.details_requested.connect(
            lambda: self.run_dialog(self.notice.details_box(self))
        )

    # Dialogs ----------------------------------------------------------------------------------

    def open_paused(self, dialog: QDialog) -> None:
        """Open ``dialog`` without blocking, the table paused until it closes."""
        self.controller.pause()
        dialog.finished.connect(self.controller.resume)
        dialog.open()

    def run_dialog(self, dialog: QDialog) -> bool:
        """Show ``dialog`` modally with the table paused; return whether it was accepted."""
        with self.controller.paused():
            return bool(dialog.exec())

    def game_in_progress(self) -> bool:
        """Whether the person is still playing a game that is not over."""
        game, setup = self.controller.game, self.controller.setup
        if game is None or setup is None or setup.human_seat is None or game.is_over:
            return False
        return setup.human_seat in game.active_seats

    def confirm_leaving_game(self, question: str) -> bool:
        """Ask before abandoning a game the person is still in; True when there is none."""
        if not self._ask_after_game or not self.game_in_progress():
            return True
        box = QMessageBox(
            QMessageBox.Icon.Question,
            tr("Leave this game?"),
            question,
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            self,
        )
        box.setDefaultButton(QMessageBox.StandardButton.No)
        with self.controller.paused():
            return box.exec() == QMessageBox.StandardButton.Yes

    # Games --------------------------------------------------------------------------------

    def start_game(self, table: TableSetup, seed: int | None = None) -> None:
        """Start a game at ``table`` (its own rules: settings changes wait for the next one)."""
        self.result_bar.hide()
        self.controller.speed = self.speed
        self.plugin_trust.seat(table, lambda: self.controller.start(table, seed))

    def new_game_dialog(self) -> NewGameDialog:
        """Return the new-game dialog, filled in from the saved table and rules."""
        return NewGameDialog(self.settings.table(), self)

    def ask_new_game(self) -> None:
        """Open the new-game dialog; start the game chosen and keep it as the default table."""
        if not self.confirm_leaving_game(tr("Abandon this game and set up a new one?")):
            return
        dialog = self.new_game_dialog()
        if not self.run_dialog(dialog):
            return
        table = dialog.table()
        self.plugin_trust.confirm(dialog.table_editor.plugin_picker.picked(table))
        self.settings.set_table(table)
        self.settings.set_rule_options(table.options)
        self.settings.sync()
        self.start_game(table, dialog.seed())

    def next_table(self) -> TableSetup:
        """Return the table Play Again seats: the last game's players, the rules saved now."""
        setup = self.controller.setup
        if setup is None:
            return self.settings.table()
        return TableSetup(setup.seats, self.settings.rule_options())

    def play_again(self) -> None:
        """Start another game with the same players, under the rules saved now."""
        if self.confirm_leaving_game(tr("Abandon this game and start again?")):
            self.start_game(self.next_table())

    def skip_to_result(self) -> None:
        """Play the rest of the game at once (the person is out), then show the placings."""
        self.result_bar.show_skipping()
        self.controller.fast_forward()
        self.scene.continue_reveal()  # the reveal that put the person out may still be held

    def open_settings(self) -> None:
        """Open the settings; they apply from the next game."""
        dialog = SettingsDialog(
            self.settings.table(),
            self.speed,
            self,
            language=self.settings.language(),
            auto_continue=self.settings.reveal_auto_continue(),
        )
        dialog.learning.set_values(self.settings.hints_shown(), self.settings.coach_mode())
        dialog.sound.set_level(self.settings.sound_volume(), self.settings.sound_muted())
        if self.run_dialog(dialog):
            self.apply_settings(dialog)

    def apply_settings(self, dialog: SettingsDialog) -> None:
        """Save what ``dialog`` holds; the speed applies now, the rules from the next game."""
        self.settings.set_rule_options(dialog.options())
        self.plugin_trust.confirm(dialog.table_editor.plugin_picker.picked(dialog.table()))
        self.settings.set_table(dialog.table())
        self.speed = dialog.chosen_speed()
        self.settings.set_speed(self.speed)
        language_changed = dialog.chosen_language() != self.settings.language()
        self.settings.set_language(dialog.chosen_language())
        self._apply_sound_settings(*dialog.sound.level())
        self.settings.set_reveal_auto_continue(dialog.chosen_auto_continue())
        self.settings.sync()
        self.controller.speed = self.speed
        self.scene.set_reveal_auto_continue(dialog.chosen_auto_continue())
        self._apply_learning_settings(dialog.learning)
        message = (
            tr("Settings saved; the new language applies the next time the game starts.")
            if language_changed
            else tr("Settings saved; new rules apply from the next game.")
        )
        self.statusBar().showMessage(message, 6000)

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
        """Show the rules help; the table waits while it is open."""
        if self._help is None:
            self._help = HelpWindow(self.artwork, key_rows(self), self)
        self.run_dialog(self._help)

    def show_tutorial(self) -> None:
        """Open the tutorial: the worked round, then a guided round at this window's table."""
        dialog = TutorialDialog(self.artwork, self)
        dialog.guided_round_requested.connect(self.start_guided_round)
        self.open_paused(dialog)

    def start_guided_round(self) -> None:
        """Start a game against Easy opponents with the tutor beside the bid selector."""
        if self._tutor is None:
            self._tutor = Tutor(self)
            self.addDockWidget(self._tutor.dock_area(), self._tutor)
        self._tutor.show()
        self.start_game(guided_table(self.settings.table()))

    def _offer_tutorial(self) -> None:
        """Offer the tutorial once, at the first start (not to a player resuming a game)."""
        asking = self.resume_prompt is not None or self.plugin_trust.question is not None
        if self.settings.tutorial_offered() or asking:
            return
        self.settings.set_tutorial_offered(True)
        self.settings.sync()
        offer = tutorial_offer(self)
        offer.accepted.connect(self.show_tutorial)
        self.open_paused(offer)

    def show_about(self) -> None:
        """Show the version, the licence and the credits."""
        self.run_dialog(about_box(self))

    def show_about_qt(self) -> None:
        """Show Qt's own About box."""
        with self.controller.paused():
            QApplication.aboutQt()

    def calza_key(self) -> None:
        """C calls Calza; out of turn it takes a second C within a few seconds, against slips."""
        choices = self.selector.choices
        if choices is None or choices.my_turn or Calza() not in choices.legal:
            self.controller.request_calza()
            return
        if self._calza_armed.isActive():
            self._calza_armed.stop()
            self.controller.request_calza()
            return
        self._calza_armed.start()
        standing = choices.standing
        self.selector.set_prompt(
            tr("Press C again to call Calza on {bid}.").format(
                bid=bid_words(standing) if standing else ""
            )
        )

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
        """Keep the game, statistics and confirmed plugins in ``folder`` (None: never).

        The game is saved after every action; without a folder, plugins are confirmed for
        this run only.
        """
        self.keeper = None if folder is None else GameKeeper(folder, self.controller, self)
        self.plugin_trust = PluginTrust(self, self.controller, self.game_log, folder)
        self.resume_prompt: QMessageBox | None = None
        self.controller.game_resumed.connect(self._on_game_resumed)
        if self.keeper is not None:
            self.keeper.problem_reported.connect(self.report_problem)
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
        self.menuBar().insertMenu(self.help_menu.menuAction(), menu)  # Help stays last

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
        self.plugin_trust.seat(table, lambda: self.controller.resume_saved(table, game))

    def _on_game_resumed(self, earlier: tuple[Event, ...]) -> None:
        setup = self.controller.setup
        self.game_log.add_events(earlier, self._names(), setup.human_seat if setup else None)

    def report_problem(self, message: str) -> None:
        """Tell the person ``message`` (in the log and the status bar) once the game starts."""

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
        self.notice.refresh()
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
        you = setup.human_seat if setup else None
        self.game_log.add_events(events, self._names(), you)
        game = self.controller.game
        for event in events:
            if isinstance(event, PlayerEliminated) and event.seat == you and game is not None:
                self._on_out(event.seat, game.history)

    def _on_out(self, seat: int, history: tuple[Event, ...]) -> None:
        """The person has just lost their last die: say their place and offer the choices."""
        if not self._ask_after_game or any(isinstance(event, GameOver) for event in history):
            return  # the game ended with it: the result says it all
        self.result_bar.show_out(place_of(seat, history, len(self._names())))

    def _on_events(self, events: tuple[Event, ...], view: PlayerView) -> None:
        self.scene.set_thinking(None)
        self.selector.set_prompt("")
        if self.controller.is_fast_forwarding and not any(
            isinstance(event, GameOver) for event in events
        ):
            # Skipping to the result: no animation until the last round, which is shown.
            self.scene.show_view(view)
            self._on_events_shown(events)
            QTimer.singleShot(0, self.controller.proceed)
            return
        self.scene.play(events, view, self.controller.speed)

    def _on_choices(self, choices: HumanChoices) -> None:
        self.selector.set_choices(choices)
        if choices.my_turn:
            self.selector.set_prompt(
                tr("Your turn: raise, or call Dudo.")
                if choices.may_dudo
                else tr("Your turn: open the bidding.")
            )

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

    def _on_bot_replaced(self, seat: int, why: str) -> None:
        text = tr("{name}'s bot could not be loaded ({why}); a Normal bot plays instead.").format(
            name=self._names()[seat], why=why
        )
        self.game_log.add_note(text, warning=True)
        self.statusBar().showMessage(text, 10000)

    def _on_refused(self, refusal: Refusal) -> None:
        message = refusal_message(refusal, self._names())
        self.statusBar().showMessage(message, 6000)
        self.selector.set_prompt(message)

    def _on_game_finished(self, winner: int) -> None:
        self.game_over_shown.emit(winner)
        game, setup = self.controller.game, self.controller.setup
        if not self._ask_after_game or game is None or setup is None:
            return
        order = finishing_order(game.history, len(setup.seats))
        self.result_bar.show_result(order, self._names(), setup.human_seat)

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
        """Ask first in the middle of a game that cannot be resumed; stop the bot thread."""
        # A kept game is saved after every action and offered again at the next start.
        resumable = self.keeper is not None
        if not resumable and not self.confirm_leaving_game(tr("Quit in the middle of this game?")):
            event.ignore()
            return
        self.settings.set_window_geometry(self.saveGeometry())
        self.settings.set_splitter_state(self.splitter.saveState())
        self.settings.sync()
        self.controller.shutdown()
        self.coach.wait()
        if self.keeper is not None:
            self.keeper.close()
        if self.sound is not None:
            self.sound.player.close()
        super().closeEvent(event)
