"""The bot thread: one long-lived worker that answers immutable requests with immutable rulings."""

from __future__ import annotations

import logging
import random
from dataclasses import dataclass

from PySide6.QtCore import QObject, QThread, Signal, Slot

from perudo_qt.bots import Bot, Ruling, ask_calza, ask_turn, make_bot
from perudo_qt.rules import Action, PlayerView

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class BotTable:
    """The bots of one game: which seat plays which spec. ``generation`` names the game."""

    generation: int
    specs: tuple[tuple[int, str], ...]


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

    Signals:
        answered(BotAnswer): a request was answered (possibly a stale one).
    """

    answered = Signal(object)

    def __init__(self) -> None:
        super().__init__()
        self._generation = -1
        self._bots: dict[int, Bot] = {}

    @Slot(object)
    def seat_bots(self, table: BotTable) -> None:
        """Build the bots for a new game (its ``generation``), dropping the old ones."""
        self._generation = table.generation
        self._bots = {seat: make_bot(spec) for seat, spec in table.specs}

    @Slot(object)
    def think(self, request: BotRequest) -> None:
        """Answer ``request``; requests for another game are ignored."""
        if request.generation != self._generation or request.seat not in self._bots:
            log.debug("dropping request %d for an old game", request.request_id)
            return
        bot = self._bots[request.seat]
        rng = random.Random(request.seed)
        if request.calza_only:
            ruling = ask_calza(bot, request.view, rng, request.budget_s)
        else:
            ruling = ask_turn(bot, request.view, request.legal, rng, request.budget_s)
        self.answered.emit(BotAnswer(request.request_id, request.seat, ruling))


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
        self._thread.finished.connect(self.worker.deleteLater)
        self.seat_requested.connect(self.worker.seat_bots)
        self.think_requested.connect(self.worker.think)
        self._thread.start()

    @property
    def is_running(self) -> bool:
        """Whether the bot thread runs (until ``stop``)."""
        return self._thread.isRunning()

    def stop(self, wait_ms: int = 3000) -> None:
        """Stop the thread; a bot stuck thinking longer than ``wait_ms`` is cut off."""
        if not self._thread.isRunning():
            return
        self._thread.quit()
        if not self._thread.wait(wait_ms):
            log.warning("a bot did not finish thinking in %d ms; stopping its thread", wait_ms)
            self._thread.terminate()
            self._thread.wait()
