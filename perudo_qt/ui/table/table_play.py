"""Play at the table: the controller's news shown on the table, the selector, the log and the bar.

It renders the controller's snapshots and events, and forwards the person's intents; it decides
nothing.
"""

from __future__ import annotations

import logging

from PySide6.QtCore import QObject, Qt, QTimer, Signal

from perudo_qt.bots.faults import Fault
from perudo_qt.controller.choices import HumanChoices, Refusal
from perudo_qt.controller.table import TableSetup
from perudo_qt.rules import Event, GameOver, PlayerEliminated, PlayerView
from perudo_qt.rules.standings import place_of, went_out
from perudo_qt.ui.feature import Menu, TableHold, WindowContext
from perudo_qt.ui.words.reason_words import fault_words
from perudo_qt.ui.words.wording import refusal_message, tr

log = logging.getLogger(__name__)


class TablePlay(QObject):
    """Shows the game on the table and the controls, from the controller's signals.

    A window that does not ask (``WindowContext.asks``) offers nothing after a game or when
    the person is out. One that asks holds the table while it offers the person who is out to
    watch, skip to the result or start anew, so that nothing is played behind the question.

    Signals:
        game_over_shown(int): a game ended and its winner is on screen.
    """

    game_over_shown = Signal(int)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._problems_logged = 0
        self._untold: list[str] = []  # not yet in a game's log
        self._fresh: list[str] = []  # not yet told at all

    def install(self, context: WindowContext) -> None:
        """Follow the controller and the table; take the person's bids and calls to it."""
        self.context = context
        controller, parts = context.controller, context.parts
        self.controller, self.parts = controller, parts
        self._choice_hold = TableHold(controller)
        """Holds the table while the person chooses on the result bar (watch, skip...)."""
        controller.game_started.connect(self._on_game_started)
        controller.game_resumed.connect(self._on_game_resumed)
        controller.events_happened.connect(self._on_events)
        controller.choices_changed.connect(self._on_choices)
        controller.bot_thinking.connect(self._on_thinking)
        controller.bot_failed.connect(self._on_bot_failed)
        controller.bot_replaced.connect(self._on_bot_replaced)
        controller.action_refused.connect(self._on_refused)
        controller.game_finished.connect(self._on_game_finished)
        parts.scene.animation_finished.connect(controller.proceed)
        # A reveal shown again at the person's turn (L) takes the controls out of play till then.
        parts.scene.reveal_held_changed.connect(parts.selector.set_paused)
        parts.scene.events_shown.connect(self._on_events_shown)
        parts.scene.events_passed_over.connect(self._on_events_shown)
        parts.selector.bid_requested.connect(controller.request_bid)
        parts.selector.dudo_requested.connect(controller.request_dudo)
        parts.selector.calza_requested.connect(controller.request_calza)
        parts.result_bar.watch_requested.connect(self._watch)
        parts.result_bar.skip_requested.connect(self.skip_to_result)
        context.problem_reported.connect(self.report_problem)
        context.settings_applied.connect(self._show_saved_calza)
        # Once the person is out, while they watch too: the result bar has gone by then.
        self.skip_action = context.add_action(
            Menu.GAME, 31, tr("S&kip to the result"), self.skip_to_result, name="skipAction"
        )
        self.skip_action.setEnabled(False)
        self._show_saved_calza()
        self._show_settings_problems(context.settings.report.problems)

    def _show_saved_calza(self) -> None:
        """Before a game, the Calza button shows as the saved rules say; a game's own rules win."""
        if self.controller.setup is None:
            self.parts.selector.set_calza_shown(self.context.settings.rule_options().calza)

    def skip_to_result(self) -> None:
        """Play the rest of the game at once (the person is out), then show the placings."""
        self.skip_action.setEnabled(False)
        self.parts.result_bar.show_skipping()
        self._choice_hold.let_go()
        self.controller.fast_forward()
        self.parts.scene.hurry_to_result()  # a reveal may still be animating, or held

    def _watch(self) -> None:
        """Go on with the game at its pace, the bar out of the way; the keys to the controls."""
        self._keys_to_the_controls()  # before the bar goes: not to whatever Qt takes next
        self.parts.result_bar.hide()
        self._choice_hold.let_go()

    def report_problem(self, message: str) -> None:
        """Tell the person ``message`` in the log and the status bar, and keep it in the log.

        Told before any game is on the table (a question such as Resume may come first), it
        is told again in the log of the game that starts next, whose start clears the log.
        """
        self._untold.append(message)
        self._fresh.append(message)
        # After a game starting now has cleared the log, so the note stays in it.
        QTimer.singleShot(0, self, lambda: self._tell(self._fresh))

    def _tell(self, problems: list[str]) -> None:
        """Tell ``problems`` (then forget them); forget those a game's log now holds."""
        for message in problems:
            self.parts.game_log.add_note(message, warning=True)
            self.context.status(message, 10000)
        problems.clear()
        if self.controller.setup is not None:
            self._untold.clear()
            self._fresh.clear()

    def _names(self) -> list[str]:
        setup = self.controller.setup
        return [seat.name for seat in setup.seats] if setup else []

    def _on_game_started(self, setup: TableSetup) -> None:
        self._choice_hold.let_go()  # the person chose a new game over watching the last one
        self.skip_action.setEnabled(False)
        parts = self.parts
        parts.notice.refresh()
        parts.scene.set_table(setup, self.controller.perspective)
        parts.game_log.clear()
        # A new game clears the log: what went wrong with the settings shows again in the first
        # game, with what reading its table found, and after that only what is new.
        problems = self.context.settings.report.problems
        self._show_settings_problems(problems[self._problems_logged :])
        self._problems_logged = len(problems)
        self._tell(self._untold)
        parts.selector.set_calza_shown(setup.options.calza)
        parts.selector.set_choices(None)
        parts.selector.set_prompt("", anew=True)  # the last game's long lines leave their room
        self._keys_to_the_controls()

    def _keys_to_the_controls(self) -> None:
        """Give the bid controls the keyboard as a game starts (a resumed one too).

        Up and Down then change the quantity from the first turn; the tabs beside the log
        would take them.
        """
        self.parts.selector.setFocus(Qt.FocusReason.OtherFocusReason)

    def _show_settings_problems(self, problems: list[str]) -> None:
        for problem in problems:
            self.parts.game_log.add_note(problem, warning=True)
            self.context.status(problem, 10000)

    def _on_game_resumed(self, earlier: tuple[Event, ...]) -> None:
        setup = self.controller.setup
        # A game kept after the person went out goes on with them watching: they may skip.
        self.skip_action.setEnabled(went_out(setup.human_seat if setup else None, earlier))
        you, options = (setup.human_seat, setup.options) if setup else (None, None)
        reasons = self.controller.reasons
        self.parts.game_log.add_events(earlier, self._names(), you, reasons, options)

    def _on_events_shown(self, events: tuple[Event, ...]) -> None:
        snapshot = self.controller.snapshot
        you = snapshot.human_seat if snapshot else None
        options = snapshot.view.options if snapshot else None
        reasons = self.controller.reasons
        self.parts.game_log.add_events(events, self._names(), you, reasons, options)
        for event in events:
            if isinstance(event, PlayerEliminated) and event.seat == you and snapshot is not None:
                self._on_out(event.seat, snapshot.view.history)

    def _on_out(self, seat: int, history: tuple[Event, ...]) -> None:
        """The person has just lost their last die: say their place and offer the choices."""
        if any(isinstance(event, GameOver) for event in history):
            return  # the game ended with it: the result says it all
        self.skip_action.setEnabled(True)
        self.controller.person_shown_out()
        if not self.context.asks:
            return
        self.parts.result_bar.show_out(place_of(seat, history, len(self._names())))
        self._choice_hold.hold()

    def _on_events(self, events: tuple[Event, ...], view: PlayerView) -> None:
        scene = self.parts.scene
        scene.set_thinking(None)
        self.parts.selector.set_prompt("")
        if self.controller.is_fast_forwarding and not any(
            isinstance(event, GameOver) for event in events
        ):
            # Skipping to the result: no animation until the last round, which is shown.
            scene.pass_over(events, view)
            QTimer.singleShot(0, self.controller.proceed)
            return
        scene.play(events, view, self.controller.speed)

    def _on_choices(self, choices: HumanChoices) -> None:
        selector = self.parts.selector
        selector.set_choices(choices)
        if not choices.my_turn:
            return
        if choices.may_dudo and choices.may_calza:
            selector.set_prompt(tr("Your turn: raise, or call Dudo or Calza."))
        elif choices.may_dudo:
            selector.set_prompt(tr("Your turn: raise, or call Dudo."))
        else:
            selector.set_prompt(tr("Your turn: open the bidding."))

    def _on_thinking(self, seat: int) -> None:
        self.parts.scene.set_thinking(seat)
        self.parts.selector.set_prompt(tr("{name} is thinking…").format(name=self._names()[seat]))

    def _on_bot_failed(self, seat: int, fault: Fault) -> None:
        text = tr("{name}'s bot failed ({why}); a safe move was played.").format(
            name=self._names()[seat], why=fault_words(fault)
        )
        self.parts.game_log.add_note(text, warning=True)
        log.warning(text)

    def _on_bot_replaced(self, seat: int, fault: Fault) -> None:
        text = tr("{name}'s bot could not be loaded ({why}); a Normal bot plays instead.").format(
            name=self._names()[seat], why=fault_words(fault)
        )
        self.parts.game_log.add_note(text, warning=True)
        self.context.status(text, 10000)

    def _on_refused(self, refusal: Refusal) -> None:
        message = refusal_message(refusal, self._names())
        self.context.status(message, 6000)
        self.parts.selector.set_prompt(message)

    def _on_game_finished(self, winner: int) -> None:
        self.skip_action.setEnabled(False)
        self.game_over_shown.emit(winner)
        snapshot = self.controller.snapshot
        order = snapshot.finishing_order if snapshot is not None else None
        if not self.context.asks or snapshot is None or order is None:
            return
        self.parts.result_bar.show_result(order, self._names(), snapshot.human_seat)
