"""The main window: the table, the bid selector and the log, with menus and keyboard play."""

from __future__ import annotations

import logging

from PySide6.QtCore import QRect, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QCloseEvent, QGuiApplication, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QMainWindow,
    QMessageBox,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from perudo_qt.bots import Decision
from perudo_qt.controller.game_controller import GameController, HumanChoices, Refusal
from perudo_qt.controller.pacing import Speed
from perudo_qt.controller.table import TableSetup
from perudo_qt.rules import Calza, Event, GameOver, PlayerEliminated, PlayerView
from perudo_qt.settings import Settings

from .about import about_box
from .artwork import Artwork, app_icon
from .bid_selector import BidSelector
from .dialogs import NewGameDialog, RulesDialog, SettingsDialog
from .game_log import GameLog
from .notices import SettingsNotice
from .standings import ResultBar, finishing_order, place_of
from .table_scene import TableScene
from .table_view import TableView
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
        self, settings: Settings, speed: Speed | None = None, ask_after_game: bool = True
    ) -> None:
        """Build the window.

        ``ask_after_game`` False (autoplay, tests) never asks the player anything: no result
        bar, no confirmations.
        """
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
        self._build_shortcuts()
        self._connect()
        self._restore_layout()

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
        side_layout.addWidget(self.game_log, 1)
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
        for action in (self.new_game_action, self.again_action, self.settings_action):
            game.addAction(action)
        game.addSeparator()
        game.addAction(self.quit_action)
        help_menu = self.menuBar().addMenu(tr("&Help"))
        self.rules_action = self._action(
            tr("&Rules"), QKeySequence.StandardKey.HelpContents, self.show_rules
        )
        self.about_action = self._action(tr("&About Perudo"), QKeySequence(), self.show_about)
        self.about_qt_action = self._action(tr("About &Qt"), QKeySequence(), self.show_about_qt)
        for action in (self.rules_action, self.about_action, self.about_qt_action):
            help_menu.addAction(action)

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
            "C": self.calza_key,
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
        self.result_bar.watch_requested.connect(self.result_bar.hide)
        self.result_bar.skip_requested.connect(self.skip_to_result)
        self.result_bar.new_game_requested.connect(self.ask_new_game)
        self.result_bar.play_again_requested.connect(self.play_again)
        self.notice.details_requested.connect(
            lambda: self.run_dialog(self.notice.details_box(self))
        )

    # Dialogs ----------------------------------------------------------------------------------

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
        self.controller.start(table, seed)

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
        self.settings.set_table(table)
        self.settings.set_rule_options(table.options)
        self.settings.sync()
        self.start_game(table)

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

    def open_settings(self) -> None:
        """Open the settings; they apply from the next game."""
        dialog = SettingsDialog(self.settings.table(), self.speed, self)
        if self.run_dialog(dialog):
            self.apply_settings(dialog)

    def apply_settings(self, dialog: SettingsDialog) -> None:
        """Save what ``dialog`` holds; the speed applies now, the rules from the next game."""
        self.settings.set_rule_options(dialog.options())
        self.settings.set_table(dialog.table())
        self.speed = dialog.chosen_speed()
        self.settings.set_speed(self.speed)
        self.settings.sync()
        self.controller.speed = self.speed
        self.statusBar().showMessage(
            tr("Settings saved; new rules apply from the next game."), 6000
        )

    def show_rules(self) -> None:
        """Show the rules summary."""
        self.run_dialog(RulesDialog(self))

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

    # Reacting to the controller -------------------------------------------------------------

    def _names(self) -> list[str]:
        setup = self.controller.setup
        return [seat.name for seat in setup.seats] if setup else []

    def _on_game_started(self, setup: TableSetup) -> None:
        self.notice.refresh()
        self.scene.set_table(setup, self.controller.perspective)
        self.game_log.clear()
        self.selector.set_calza_shown(setup.options.calza)
        self.selector.set_choices(None)

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

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt API
        """Ask first in the middle of a game; save the window's place, stop the bot thread."""
        if not self.confirm_leaving_game(tr("Quit in the middle of this game?")):
            event.ignore()
            return
        self.settings.set_window_geometry(self.saveGeometry())
        self.settings.set_splitter_state(self.splitter.saveState())
        self.settings.sync()
        self.controller.shutdown()
        super().closeEvent(event)
