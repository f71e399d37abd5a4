"""The turn loop as a state machine: its phases, the moves between them, and its timers (no Qt).

The game controller decides *what* happens (whose turn, which bot is asked, what is played);
this machine holds *where* the table is, pauses and fast-forwarding, and the two timers of a bot
question: the think time (a bot's answer is played no sooner) and the budget (past it, the bot
is overruled). Time comes from an injected ``Clock``, so tests advance it by hand.
"""

from __future__ import annotations

import enum
from collections.abc import Callable
from dataclasses import dataclass
from typing import Generic, TypeVar

from .clock import Clock


class Phase(enum.Enum):
    """Where the table is in its turn loop."""

    NO_GAME = "no game"
    SHOWING = "showing"
    """Events are out (a deal, a bid, a reveal): waiting for the window's ``proceed()``."""
    PERSON_TURN = "person's turn"
    BOT_THINKING = "bot thinking"
    CALZA_WINDOW = "calza window"
    """After a bid, a bot is asked whether it calls Calza out of turn (R16)."""
    PAUSED = "paused"
    """Held while a dialog is open; ``TurnLoop.held_phase`` says what goes on at resume."""
    FINISHED = "finished"


PLAYING = frozenset({Phase.SHOWING, Phase.PERSON_TURN, Phase.BOT_THINKING, Phase.CALZA_WINDOW})
"""The phases a pause holds (with no game, or a finished one, there is nothing to hold)."""


@dataclass(frozen=True, slots=True)
class Question:
    """The bot question the table waits on: its request id, the seat, and whether it is Calza."""

    request_id: int
    seat: int
    calza_only: bool


Answer = TypeVar("Answer")


class TurnLoop(Generic[Answer]):
    """The phase of one table, its pauses, and the timers of the bot question it waits on.

    The owner moves it (``show``, ``await_person``, ``ask``, ``finish``...) and is called back:
    ``play(answer)`` when a bot's answer is due (its think time over, the table not held),
    ``overrun(question)`` when a bot's budget ran out, ``proceed()`` when a resume lets the
    table go on from events the window caught up with while it was held, and
    ``phase_changed(phase)`` when ``phase`` changes.
    """

    def __init__(
        self,
        clock: Clock,
        play: Callable[[Answer], None],
        overrun: Callable[[Question], None],
        proceed: Callable[[], None],
        phase_changed: Callable[[Phase], None],
    ) -> None:
        self._play = play
        self._overrun = overrun
        self._proceed = proceed
        self._phase_changed = phase_changed
        self._phase = Phase.NO_GAME
        self._pauses = 0
        self._proceed_on_resume = False
        self._fast_forward = False
        self._question: Question | None = None
        self._answer: Answer | None = None
        self._think = clock.timer(self._play_answer, "think")
        self._budget = clock.timer(self._on_budget_spent, "budget")

    # Where the table is ----------------------------------------------------------------------

    @property
    def phase(self) -> Phase:
        """The phase now: ``PAUSED`` while a pause holds a game in play."""
        return Phase.PAUSED if self.is_paused and self._phase in PLAYING else self._phase

    @property
    def held_phase(self) -> Phase:
        """The phase the table is in under any pause (what goes on at resume)."""
        return self._phase

    @property
    def is_showing(self) -> bool:
        """Whether events are out and the window has not caught up yet (held or not)."""
        return self._phase is Phase.SHOWING

    @property
    def is_paused(self) -> bool:
        """Whether the table is held (see ``pause``)."""
        return self._pauses > 0

    @property
    def is_fast_forwarding(self) -> bool:
        """Whether the rest of the game is played without think times (see ``fast_forward``)."""
        return self._fast_forward

    @property
    def question(self) -> Question | None:
        """The bot question the table waits on, if any."""
        return self._question

    @property
    def answer_waiting(self) -> bool:
        """Whether a bot answered and its answer waits for its think time or a resume."""
        return self._answer is not None

    @property
    def budget_running(self) -> bool:
        """Whether a bot's budget is being spent now (never while the table is held)."""
        return self._budget.is_active

    # Moves -------------------------------------------------------------------------------------

    def new_game(self) -> None:
        """Forget the last game's question, fast-forwarding and pending proceed."""
        self.drop()
        self._fast_forward = False
        self._proceed_on_resume = False

    def show(self) -> None:
        """Events are out: wait for the window (``proceed``)."""
        self._move(Phase.SHOWING)

    def proceed(self) -> bool:
        """The window caught up: return whether the table goes on now.

        False when nothing was being shown, or while the table is held: it then goes on at
        ``resume`` (the ``proceed`` callback).
        """
        if self._phase is not Phase.SHOWING:
            return False
        if self.is_paused:
            self._proceed_on_resume = True
            return False
        return True

    def await_person(self) -> None:
        """It is the person's turn: nothing runs until they act."""
        self._move(Phase.PERSON_TURN)

    def await_bot(self, calza_only: bool) -> None:
        """A bot is to be asked (its turn, or whether it calls Calza): the question follows."""
        self._move(Phase.CALZA_WINDOW if calza_only else Phase.BOT_THINKING)

    def ask(self, question: Question, think_ms: int) -> None:
        """Wait on ``question``; its answer is played no sooner than ``think_ms`` from now."""
        self.drop()
        self._question = question
        self.await_bot(question.calza_only)
        if think_ms > 0 and not question.calza_only and not self._fast_forward:
            self._think.start(think_ms, held=self.is_paused)

    def started(self, request_id: int, budget_ms: int) -> None:
        """The bot began on ``request_id``: its budget runs from now (from resume, if held)."""
        if self._is_current(request_id):
            self._budget.start(budget_ms, held=self.is_paused)

    def answered(self, request_id: int, answer: Answer) -> bool:
        """Take the answer to ``request_id``; return False if it is stale (not waited on).

        It is played at once if its think time is over and the table is not held, else when
        they are.
        """
        if not self._is_current(request_id):
            return False
        self._budget.stop()
        self._answer = answer
        if not self._think.is_active and not self.is_paused:
            self._play_answer()
        return True

    def drop(self) -> None:
        """Stop waiting on any question (a move was made, a new game began, the table closes)."""
        self._question = None
        self._answer = None
        self._think.stop()
        self._budget.stop()

    def finish(self) -> None:
        """The game is over and the window has shown it."""
        self._fast_forward = False
        self._move(Phase.FINISHED)

    def end(self) -> None:
        """No game any more (the table closes)."""
        self.drop()
        self._move(Phase.NO_GAME)

    # Pausing and fast-forwarding -------------------------------------------------------------

    def pause(self) -> None:
        """Hold the table: the think and budget timers keep the time they had left.

        A bot's answer that comes meanwhile is kept for ``resume``. Pauses nest: the table goes
        on after as many ``resume`` calls as ``pause`` calls.
        """
        before = self.phase
        self._pauses += 1
        if self._pauses == 1:
            self._think.pause()
            self._budget.pause()
        self._announce(before)

    def resume(self) -> None:
        """Let the table go on where ``pause`` held it (after the last of nested pauses)."""
        if not self._pauses:
            return
        before = self.phase
        self._pauses -= 1
        if self._pauses:
            return
        self._announce(before)
        if self._proceed_on_resume:
            self._proceed_on_resume = False
            self._proceed()
            return
        if self._question is None:
            return
        self._think.resume()
        if self._answer is None:
            self._budget.resume()
        elif not self._think.is_active:
            self._play_answer()

    def fast_forward(self) -> None:
        """No more think times this game: an answer that waits for one is played now."""
        self._fast_forward = True
        if self._think.is_active or self._think.is_held:
            self._think.stop()
            if self._answer is not None and not self.is_paused:
                self._play_answer()

    # Internals -------------------------------------------------------------------------------

    def _is_current(self, request_id: int) -> bool:
        return self._question is not None and self._question.request_id == request_id

    def _move(self, phase: Phase) -> None:
        before = self.phase
        self._phase = phase
        self._announce(before)

    def _announce(self, before: Phase) -> None:
        if self.phase is not before:
            self._phase_changed(self.phase)

    def _play_answer(self) -> None:
        answer = self._answer
        if answer is None:
            return
        self._answer = None
        self._question = None
        self._play(answer)

    def _on_budget_spent(self) -> None:
        question = self._question
        if question is None:
            return
        self._question = None
        self._think.stop()
        self._overrun(question)
