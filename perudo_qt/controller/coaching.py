"""The coach's jobs: each revealed round of the person's game reviewed once, off the GUI thread.

The reviews replay the live game, so the job manager lives beside the controller; it puts what
it finds on a ``ReviewBoard`` (the coach's tab in the window) without knowing the widget.
"""

from __future__ import annotations

import logging
from collections.abc import Collection, Sequence
from enum import Enum
from typing import Protocol

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal, Slot

from perudo_qt.coach import RoundReview, review_rounds
from perudo_qt.i18n import tr
from perudo_qt.rules import Game, Transcript

from .game_controller import GameController

log = logging.getLogger(__name__)


class ReviewBoard(Protocol):
    """Where the coach's reviews are shown (the window's coach tab)."""

    def show_intro(self) -> None:
        """Say what the coach does, before there is anything to review."""

    def show_message(self, text: str) -> None:
        """Show a line of text instead of a review."""

    def show_round(self, review: RoundReview, names: Sequence[str]) -> None:
        """Show the review of one round."""

    def show_game(self, reviews: Sequence[RoundReview], names: Sequence[str], seat: int) -> None:
        """Show the summary of a game, then the review of each of its rounds."""


class Show(Enum):
    """Which review to put on the coach's view once the rounds asked for are reviewed."""

    NOTHING = "nothing"
    FINISHED_ROUND = "finished round"
    """The round just finished, if the person made a decision in it."""
    LAST_ROUND = "last round"
    """The last round with a decision of the person's, or say there is none yet."""
    GAME = "game"
    """The game so far, with its summary."""


class _Relay(QObject):
    """Carries a finished review from the coach's thread back to the GUI thread."""

    finished = Signal(int, object, object)


class _ReviewTask(QRunnable):
    """Reviews some rounds of a transcript on the coach's thread: pure Python, immutable data."""

    def __init__(
        self,
        relay: _Relay,
        generation: int,
        transcript: Transcript,
        seat: int,
        rounds: frozenset[int],
    ) -> None:
        super().__init__()
        self._relay = relay
        self._args = (generation, transcript, seat, rounds)

    def run(self) -> None:
        """Review the rounds and hand the reviews over (none if the review failed)."""
        generation, transcript, seat, rounds = self._args
        try:
            reviews = review_rounds(transcript, seat, rounds)
        except Exception:  # a failing review must not take the game down with it
            log.exception("the coach failed to review rounds %s", sorted(rounds))
            reviews = ()
        self._relay.finished.emit(generation, rounds, reviews)


class GameCoach(QObject):
    """Reviews each revealed round of the person's game once, on a thread of its own.

    A round's review replays the game and asks the strongest level for advice at each of the
    person's decisions: tens of milliseconds, more late in a game when Hard plays rounds out,
    so it never runs on the GUI thread. Reviews are shown on ``view`` when they are ready.

    Signals:
        review_shown(): a review (or a note that there is none) was put on the view.
    """

    review_shown = Signal()

    def __init__(
        self,
        view: ReviewBoard,
        parent: QObject | None = None,
        controller: GameController | None = None,
    ) -> None:
        super().__init__(parent)
        self.view = view
        self.controller = controller
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)  # rounds are reviewed in order, one at a time
        self._relay = _Relay(self)
        self._relay.finished.connect(self._on_reviewed)
        self._generation = 0
        self._seed: int | None = None
        self._reviews: dict[int, RoundReview] = {}
        self._asked: set[int] = set()
        self._done: set[int] = set()
        self._show = Show.NOTHING
        self._names: Sequence[str] = ()
        self._seat = 0

    def start(self) -> None:
        """Forget the previous game's reviews; answers still on their way are dropped."""
        if self.busy():
            self.view.show_intro()  # rather than a wait for a review that will never come
        self._generation += 1
        self._seed = None
        self._reviews.clear()
        self._asked.clear()
        self._done.clear()
        self._show = Show.NOTHING

    def ask(self, game: Game | None, seat: int | None, names: Sequence[str], show: Show) -> None:
        """Review the rounds of ``game`` revealed so far for ``seat``, then ``show`` a review.

        With no game or no seat of the person's, the view says there is nothing to review.
        """
        if game is None or seat is None:
            self.view.show_message(
                tr("The coach reviews your own decisions: you have no seat in this game.")
            )
            self.review_shown.emit()
            return
        if self._seed != game.seed:
            self.start()
            self._seed = game.seed
        self._names, self._seat = tuple(names), seat
        if show is not Show.NOTHING:
            self._show = show
        last = game.round_number if game.is_over else game.round_number - 1
        missing = frozenset(range(1, last + 1)) - self._asked
        if missing:
            self._asked |= missing
            transcript = Transcript.of(game)
            self._pool.start(_ReviewTask(self._relay, self._generation, transcript, seat, missing))
        if self.busy():
            if self._show in (Show.LAST_ROUND, Show.GAME):
                self.view.show_message(tr("The coach is going over your decisions…"))
                self.review_shown.emit()
        else:
            self._present()

    def review(self, show: Show) -> None:
        """Review the controller's game for the person's seat, then ``show`` a review."""
        controller = self.controller
        setup = controller.setup if controller is not None else None
        game = controller.game if controller is not None else None
        names = [seat.name for seat in setup.seats] if setup is not None else []
        self.ask(game, setup.human_seat if setup is not None else None, names, show)

    def busy(self) -> bool:
        """Whether rounds asked for are still being reviewed."""
        return self._asked != self._done

    def wait(self) -> None:
        """Wait for the reviews under way (at shutdown; each takes a fraction of a second)."""
        self._pool.waitForDone()

    def reviews(self) -> tuple[RoundReview, ...]:
        """Return the reviews so far, oldest round first."""
        return tuple(self._reviews[number] for number in sorted(self._reviews))

    def last_reviewed(self) -> int:
        """Return the last round reviewed (with or without a decision of the person's), or 0."""
        return max(self._done, default=0)

    @Slot(int, object, object)
    def _on_reviewed(
        self, generation: int, rounds: Collection[int], reviews: Sequence[RoundReview]
    ) -> None:
        if generation != self._generation:
            return
        for review in reviews:
            self._reviews[review.round_number] = review
        self._done |= set(rounds)
        if not self.busy():
            self._present()

    def _present(self) -> None:
        show, self._show = self._show, Show.NOTHING
        reviews = self.reviews()
        if show is Show.NOTHING:
            return
        if show is Show.FINISHED_ROUND:
            if not reviews or reviews[-1].round_number != self.last_reviewed():
                return
            self.view.show_round(reviews[-1], self._names)
        elif show is Show.GAME:
            self.view.show_game(reviews, self._names, self._seat)
        elif reviews:
            self.view.show_round(reviews[-1], self._names)
        else:
            self.view.show_message(tr("No round with a decision of yours has been revealed yet."))
        self.review_shown.emit()
