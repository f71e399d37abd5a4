"""Learning at the table: the hints panel, the coach's reviews, and the tutorial with its tutor.

Everything here renders the controller's snapshot of the person's seat: the odds and the advice
come from what the person may know.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QDialog, QWidget

from perudo_qt.coach import CoachMode
from perudo_qt.controller.choices import HumanChoices
from perudo_qt.controller.coaching import GameCoach, Show
from perudo_qt.rules import BidMade, Event, RoundStarted
from perudo_qt.rules.standings import went_out
from perudo_qt.settings_schema import COACH, HINTS, TUTORIAL_OFFERED
from perudo_qt.ui.controls.key_map import Key
from perudo_qt.ui.feature import Menu, WindowContext
from perudo_qt.ui.learning.coach import CoachView
from perudo_qt.ui.learning.hints import HintsPanel, HintsScroller
from perudo_qt.ui.setup.game_entries import GameEntries
from perudo_qt.ui.words.wording import tr

# Imported when first used, to keep start-up short (benchmarks/startup.py).
if TYPE_CHECKING:
    from perudo_qt.ui.learning.tutorial import Tutor


class Learning(QObject):
    """The hints panel above the bid selector, the coach's tab and menu, and the tutorial."""

    def __init__(self, entries: GameEntries, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._entries = entries

    def install(self, context: WindowContext) -> None:
        """Add the panels, the Coach menu and the Help menu's tutorial; follow the game."""
        self.context = context
        controller, settings = context.controller, context.settings
        self.hints = HintsPanel(context.parts.artwork)
        self.hints.setObjectName("hints")
        self.hints.hide()  # until a game the person plays in (``_fit_hints_panel``)
        self._hint_choices: HumanChoices | None = None
        self.coach_view = CoachView()
        self.coach_view.setObjectName("coachView")
        self.coach = GameCoach(self.coach_view, context.window, controller)
        context.add_side_tab(self.coach_view, tr("Coach"))
        context.add_side_widget(HintsScroller(self.hints))
        self.hints_action = context.add_action(
            Menu.COACH, 10, tr("Show &Hints"), self.show_hints, Key.HINTS, "hintsAction"
        )
        self.hints_action.setCheckable(True)
        self.hints_action.setChecked(settings.get(HINTS))
        context.add_separator(Menu.COACH, 20)
        context.add_action(
            Menu.COACH,
            30,
            tr("Review Last &Round"),
            lambda: self.coach.review(Show.LAST_ROUND),
            Key.REVIEW_ROUND,
            "reviewRoundAction",
        )
        context.add_action(
            Menu.COACH,
            40,
            tr("Review This &Game"),
            lambda: self.coach.review(Show.GAME),
            Key.REVIEW_GAME,
            "reviewGameAction",
        )
        context.add_action(
            Menu.HELP, 20, tr("&Tutorial…"), self.show_tutorial, name="tutorialAction"
        )
        self._tutor: Tutor | None = None
        self._guided_round_starting = False
        self._person_out = False  # as the table has shown it, not as the game already is
        self._over_shown = False  # the table has shown the game's end (the game is ahead of it)
        controller.game_started.connect(self._on_game_started)
        controller.game_resumed.connect(self._on_game_resumed)
        controller.choices_changed.connect(self._update_hints)
        controller.game_finished.connect(self._on_game_finished)
        context.parts.scene.events_shown.connect(self._on_events_shown)
        context.settings_applied.connect(lambda: self.show_hints(settings.get(HINTS)))
        context.closing.connect(self.coach.wait)
        self.coach.review_shown.connect(lambda: context.show_side_tab(self.coach_view))

    # Hints and the coach -----------------------------------------------------------------------

    def show_hints(self, shown: bool) -> None:
        """Turn the hints on or off, and keep the choice."""
        self.context.settings.set(HINTS, shown)
        self.hints_action.setChecked(shown)
        self._fit_hints_panel()
        if shown and self._hint_choices is not None:
            self._update_hints(self._hint_choices)

    def _fit_hints_panel(self) -> None:
        """Show the hints panel while the hints are on and the person has dice to follow.

        Once they are out, or the game is over as the table shows it, the panel gives its room
        to the log and the coach's review above it (at 1024x700 they had four lines left). Not
        as the game already is: the end of a game the table is still showing would tell the
        outcome of the last call before the cups lift.
        """
        following = self._person_has_dice() and not self._over_shown
        self.hints.setVisible(self.context.settings.get(HINTS) and following)

    def _person_has_dice(self) -> bool:
        """Whether the person has a seat in the game and, as the table shows it, dice in it."""
        snapshot = self.context.controller.snapshot
        return snapshot is not None and snapshot.human_seat is not None and not self._person_out

    def _update_hints(self, choices: HumanChoices) -> None:
        snapshot = self.context.controller.snapshot
        if snapshot is None or not self._person_has_dice():
            self.hints.clear_hints()  # no game, a table of bots, or the person is out
            return
        if not choices.face_ranges:
            return  # the table is still showing the last events: keep the hints as they were
        self._hint_choices = choices
        if not self.hints.isHidden():
            self.hints.show_hints(snapshot.view, choices)

    def _on_game_started(self, _setup: object) -> None:
        """Forget the last game's review: the coach speaks of the game on the table."""
        self.coach.start()
        self.coach_view.show_game_ahead(self.context.settings.get(COACH))
        self.context.show_side_tab(self.context.parts.game_log)
        self._hint_choices = None
        self._person_out = self._over_shown = False
        self.hints.clear_hints()
        self._fit_hints_panel()
        if self._tutor is not None and not self._guided_round_starting:
            self._tutor.hide()  # it speaks of the guided round, and takes the hints' room
        self._guided_round_starting = False

    def _on_game_resumed(self, earlier: tuple[Event, ...]) -> None:
        """A resumed game may be one the person is already out of: the hints stay quiet."""
        snapshot = self.context.controller.snapshot
        self._person_out = went_out(snapshot.human_seat if snapshot else None, earlier)
        self._fit_hints_panel()

    def _on_events_shown(self, events: tuple[Event, ...]) -> None:
        """When the next round starts on the table, refresh the hints and review the last round.

        When the table shows the person losing their last die, the hints go quiet (not before:
        the game is ahead of the table, and the hints never tell what the table has not shown).
        """
        mode = self.context.settings.get(COACH)
        started = any(isinstance(event, RoundStarted) for event in events)
        snapshot = self.context.controller.snapshot
        if snapshot is not None and went_out(snapshot.human_seat, events):
            self._person_out = True
            self.hints.clear_hints()
            self._fit_hints_panel()
        playing = self._person_has_dice()
        if playing:
            for event in events:
                if isinstance(event, BidMade):
                    self.hints.bid_shown(event.bid)
        if not started or snapshot is None:
            return
        if playing and not self.hints.isHidden():
            # The last round's bids are gone: show the new round's odds before any choice.
            self.hints.show_hints(snapshot.view, snapshot.choices)
        if mode is not CoachMode.OFF:
            self.coach.review(
                Show.FINISHED_ROUND if mode is CoachMode.AFTER_ROUND else Show.NOTHING
            )

    def _on_game_finished(self, _winner: int) -> None:
        """The table has shown the game's end: the hints go, the coach reviews the game."""
        self._over_shown = True
        self.hints.clear_hints()
        self._fit_hints_panel()
        if self.context.settings.get(COACH) is not CoachMode.OFF:
            self.coach.review(Show.GAME)

    # The tutorial ------------------------------------------------------------------------------

    def show_tutorial(self) -> None:
        """Open the tutorial: the worked round, then a guided round at this window's table."""
        from perudo_qt.ui.learning.tutorial import TutorialDialog

        dialog = TutorialDialog(self.context.parts.artwork, self.context.window)
        dialog.guided_round_requested.connect(partial(self._leave_tutorial, dialog))
        self.context.open_paused(dialog)

    def _leave_tutorial(self, tutorial: QDialog) -> None:
        """Close ``tutorial`` for the guided round, if the person agrees to leave their game.

        The question is asked over the tutorial, which stays open at its last step on a "No".
        """
        if self._may_leave_game(tutorial):
            tutorial.accept()
            self._play_guided_round()

    def start_guided_round(self) -> None:
        """Start a game against Easy opponents with the tutor beside the bid selector.

        A game the person is still in is left only after asking, as for a new game.
        """
        if self._may_leave_game(self.context.window):
            self._play_guided_round()

    def _may_leave_game(self, asker: QWidget) -> bool:
        """Ask over ``asker`` before the guided round abandons a game the person is still in."""
        question = tr("Abandon this game and play a guided round?")
        return self._entries.confirm_leaving_game(question, asker)

    def _play_guided_round(self) -> None:
        from perudo_qt.ui.learning.tutorial import Tutor, guided_table

        context = self.context
        if self._tutor is None:
            self._tutor = Tutor(context.controller, context.parts.selector, context.window)
            context.window.addDockWidget(self._tutor.dock_area(), self._tutor)
        self._tutor.show()
        self._guided_round_starting = True
        context.start_game(guided_table(context.settings.table()))

    def offer_tutorial(self) -> None:
        """Offer the tutorial once, at the first start (not to a player resuming a game)."""
        settings = self.context.settings
        if settings.get(TUTORIAL_OFFERED) or self.context.asking():
            return
        from perudo_qt.ui.learning.tutorial import tutorial_offer

        settings.set(TUTORIAL_OFFERED, True)
        settings.sync()
        offer = tutorial_offer(self.context.window)
        offer.accepted.connect(self.show_tutorial)
        self.context.open_paused(offer)
