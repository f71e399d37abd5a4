"""The bot thread: one long-lived worker that answers immutable requests with immutable rulings."""

from __future__ import annotations

import ctypes
import logging
import random
import threading
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QObject, QThread, Signal, Slot

from perudo_qt.bots import Bot, BotSpecError, Ruling, ask_calza, ask_turn, is_plugin, make_bot
from perudo_qt.bots.process import ProcessBot
from perudo_qt.rules import Action, PlayerView

log = logging.getLogger(__name__)


STAND_IN = "normal"
"""The built-in bot that takes a seat whose own bot cannot be made."""

STOP_WAIT_MS = 800
"""How long stopping waits at most for the bot thread to end: closing takes under a second."""


class BotThreadStopped(BaseException):
    """Raised inside a bot still thinking on the bot thread when the program stops it."""


def _interrupt(thread_id: int) -> None:
    """Raise ``BotThreadStopped`` in the Python thread ``thread_id`` at its next instruction."""
    ctypes.pythonapi.PyThreadState_SetAsyncExc(
        ctypes.c_ulong(thread_id), ctypes.py_object(BotThreadStopped)
    )


@dataclass(frozen=True, slots=True)
class BotTable:
    """The bots of one game: which seat plays which spec. ``generation`` names the game.

    ``budget_s`` is the time a bot in a worker process gets before its process is stopped, to
    answer or to be made. ``digests`` holds, per plugin seat, the content (SHA-256) of its file
    the person confirmed: a plugin runs only with it, and only if its file still holds it.
    """

    generation: int
    specs: tuple[tuple[int, str], ...]
    budget_s: float
    digests: tuple[tuple[int, str], ...] = ()


@dataclass(frozen=True, slots=True)
class BotRequest:
    """One question for one bot: its turn (``legal`` given) or an out-of-turn Calza."""

    request_id: int
    generation: int
    seat: int
    view: PlayerView
    legal: tuple[Action, ...]
    seed: int
    budget_s: float
    calza_only: bool = False


@dataclass(frozen=True, slots=True)
class BotAnswer:
    """A bot's answer; ``ruling`` is None when it declines an out-of-turn Calza."""

    request_id: int
    seat: int
    ruling: Ruling | None


class BotWorker(QObject):
    """Lives in the bot thread and owns the bots; never touches the game or a widget.

    Built-in bots think on this thread. A bot from a file, and any bot that once overran its
    budget here, thinks in a worker process, which is stopped when it overruns (see
    ``perudo_qt.bots.process``): nothing a bot does can hold this thread for long.

    Signals:
        started(int): the request with this id is being thought about now.
        answered(BotAnswer): a request was answered (possibly a stale one).
        replaced(int, int, str): in game ``generation``, the bot of ``seat`` could not be made,
            and why; the stand-in plays it.
        loading(int, int): in game ``generation``, the bot of ``seat`` is being made in its
            process now (its file imported); ``seat`` is -1 once that is over.
    """

    started = Signal(int)
    answered = Signal(object)
    replaced = Signal(int, int, str)
    loading = Signal(int, int)

    def __init__(self) -> None:
        super().__init__()
        self._generation = -1
        self._bots: dict[int, Bot] = {}
        self._specs: dict[int, str] = {}
        self._processes: list[ProcessBot] = []
        self._stopping = False
        self.thread_id: int | None = None
        self.thinking_here = False
        """Whether a bot thinks on this thread now (not in a worker process): ``stop`` stops it."""

    @Slot()
    def remember_thread(self) -> None:
        """Note the Python thread this worker runs in (when its thread starts)."""
        self.thread_id = threading.get_ident()

    @Slot(object)
    def seat_bots(self, table: BotTable) -> None:
        """Build the bots for a new game (its ``generation``), dropping the old ones."""
        self.close_processes()
        bots: dict[int, Bot] = {}
        digests = dict(table.digests)
        for seat, spec in table.specs:
            try:
                if is_plugin(spec):
                    bots[seat] = self._make_plugin(table, seat, spec, digests.get(seat))
                else:
                    bots[seat] = make_bot(spec)
            except BotSpecError as error:
                log.warning("seat %d: %s; %s plays instead", seat, error, STAND_IN)
                self.replaced.emit(table.generation, seat, str(error))
                bots[seat] = make_bot(STAND_IN)
        self._bots, self._specs = bots, dict(table.specs)
        self._generation = table.generation

    def _make_plugin(self, table: BotTable, seat: int, spec: str, digest: str | None) -> ProcessBot:
        if digest is None:
            raise BotSpecError(f"bot plugin {spec} was not confirmed to run")

        def loading(now: bool) -> None:
            self.loading.emit(table.generation, seat if now else -1)

        return self._make_in_process(spec, table.budget_s, digest, loading)

    def _make_in_process(
        self,
        spec: str,
        budget_s: float,
        digest: str | None = None,
        loading: Callable[[bool], None] | None = None,
    ) -> ProcessBot:
        if self._stopping:
            raise BotSpecError("the table is closing")
        # Known before it starts, so that closing the window can stop a slow start too.
        bot = ProcessBot(spec, budget_s, start=False, digest=digest, loading=loading)
        self._processes.append(bot)
        bot.renew()
        return bot

    def stop_processes(self) -> None:
        """Stop every worker process now, for good; safe to call from any thread (on quitting)."""
        self._stopping = True
        for bot in list(self._processes):
            bot.kill()

    def close_processes(self) -> None:
        """Stop every worker process and wait for it (on the bot thread, or once it has ended)."""
        for bot in self._processes:
            bot.close()
        self._processes = []

    @Slot(object)
    def think(self, request: BotRequest) -> None:
        """Answer ``request``; requests for another game, or once stopping began, are ignored."""
        try:
            self._think(request)
        except BotThreadStopped:  # stopped between two of the bot's steps (see BotThread.stop)
            log.warning("seat %d was stopped while it thought: the table closes", request.seat)

    def _think(self, request: BotRequest) -> None:
        if request.generation != self._generation or request.seat not in self._bots:
            log.debug("dropping request %d for an old game", request.request_id)
            return
        bot = self._bots[request.seat]
        # Raised before stopping is looked at: ``stop`` sees either this or the worker stopping.
        self.thinking_here = not isinstance(bot, ProcessBot)
        try:
            if self._stopping:
                return
            self.started.emit(request.request_id)
            self._answer(bot, request)
        finally:
            self.thinking_here = False

    def _answer(self, bot: Bot, request: BotRequest) -> None:
        if isinstance(bot, ProcessBot):
            bot.budget_s = request.budget_s
        rng = random.Random(request.seed)
        ruling: Ruling | None
        if request.calza_only:
            answer = ask_calza(bot, request.view, rng, request.budget_s)
            ruling, seconds = answer.call, answer.seconds
        else:
            ruling = ask_turn(bot, request.view, request.legal, rng, request.budget_s)
            seconds = ruling.seconds
        if seconds > request.budget_s:
            self._move_to_process(request.seat, request.budget_s)
        self.answered.emit(BotAnswer(request.request_id, request.seat, ruling))

    def _move_to_process(self, seat: int, budget_s: float) -> None:
        """A bot that overran here thinks in a worker process from now on, where it is stopped."""
        if isinstance(self._bots[seat], ProcessBot):
            return
        spec = self._specs[seat]
        try:
            self._bots[seat] = self._make_in_process(spec, budget_s)
        except BotSpecError as error:
            log.warning("seat %d (%s) overran its budget, and %s", seat, spec, error)
            return
        log.warning("seat %d (%s) overran its budget; it thinks in a process now", seat, spec)


class BotThread(QObject):
    """Starts the bot thread with its worker, and stops it cleanly.

    Signals:
        seat_requested(BotTable), think_requested(BotRequest): queued to the worker.
    """

    seat_requested = Signal(object)
    think_requested = Signal(object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._thread = QThread()
        self._thread.setObjectName("perudo-bots")
        self.worker = BotWorker()
        self.worker.moveToThread(self._thread)
        self._thread.started.connect(self.worker.remember_thread)
        self._thread.finished.connect(self.worker.deleteLater)
        self.seat_requested.connect(self.worker.seat_bots)
        self.think_requested.connect(self.worker.think)
        self._abandoned = False
        self._thread.start()

    @property
    def is_running(self) -> bool:
        """Whether the bot thread runs (until ``stop``)."""
        return self._thread.isRunning()

    def stop(self) -> bool:
        """Stop the thread within a second, whatever a bot does; return whether it has ended.

        Bots in worker processes are stopped first, so the thread is never kept waiting on one,
        and no bot starts thinking any more. A bot thinking on the thread itself is interrupted
        at once where it is (never ``terminate()``, which can leave the interpreter locked).
        Then the thread's end is waited for, ``STOP_WAIT_MS`` at most: a bot stuck in native
        code cannot be interrupted, and the thread is left to end with the program (False).
        """
        if not self._thread.isRunning():
            return True
        if self._abandoned:
            return False
        self.worker.stop_processes()
        self._thread.quit()
        if self.worker.thinking_here and self.worker.thread_id is not None:
            log.warning("a bot is thinking on the bot thread; interrupting it")
            _interrupt(self.worker.thread_id)
        if not self._thread.wait(STOP_WAIT_MS):
            log.error("a bot is stuck on the bot thread; the thread ends with the program")
            self._abandoned = True
            return False
        self.worker.close_processes()
        return True
