"""Bots from files think in a worker process of their own, which is killed when they overrun.

A plugin is trusted code (it runs with the player's rights and could read every cup through
the garbage collector), but it may still be buggy: it may never return, never finish loading,
exit the interpreter, crash it or eat the memory. In its own process it can do none of this to
the game: its address space is capped (``MEMORY_LIMIT_BYTES``, where the system allows it), so a
hog fails with ``MemoryError``. The process is started with the "spawn" method, the one that
behaves alike on Linux, Windows and macOS.
"""

from __future__ import annotations

import logging
import multiprocessing
import random
import signal
import threading
from collections.abc import Callable, Sequence
from multiprocessing.connection import Connection
from typing import Any

from perudo_qt.rules import Action, Calza, PlayerView

from .base import Bot, Decision
from .faults import Fault, FaultKind
from .referee import DEFAULT_BUDGET_S, BotError, checked_decision, describe_error
from .registry import BotSpecError, make_bot

log = logging.getLogger(__name__)

START_TIMEOUT_S = 30.0
"""How long starting a worker process may take, before its bot is made (a cold start is slow)."""

LOAD_FLOOR_S = 1.0
"""The least time making a bot (importing its file, building it) gets; else its think budget."""

MEMORY_LIMIT_BYTES = 1 << 30
"""The address space a worker process may use (1 GiB): more is a ``MemoryError`` in the bot."""

_CONTEXT = multiprocessing.get_context("spawn")


class ProcessBot:
    """The Bot protocol, answered by the bot ``spec`` names from a worker process.

    The bot is made when this object is, unless ``start`` is False: then the first ``renew``
    makes it, and ``kill`` can stop that from another thread while it starts (a plugin may take
    long to import). ``renew`` makes a fresh one (a new game). Making it (importing its file,
    building it) may take ``budget_s`` seconds (at least ``LOAD_FLOOR_S``); ``loading`` is
    called with True when it begins, with False when it ends. An answer that does not come
    within ``budget_s`` seconds costs the process its life: it is killed, the call raises
    ``BotError``, and the next call starts a new process with a new bot. A plugin runs only if
    its file holds ``digest``, when one is given (see ``load_plugin``).

    Raises:
        BotSpecError: the bot cannot be made (missing or changed file, error on import or in its
            constructor, a process not started in ``START_TIMEOUT_S``, a bot not made in time).
    """

    def __init__(
        self,
        spec: str,
        budget_s: float = DEFAULT_BUDGET_S,
        start: bool = True,
        digest: str | None = None,
        loading: Callable[[bool], None] | None = None,
    ) -> None:
        self.spec = spec
        self.name = spec
        self.budget_s = budget_s
        self._digest = digest
        self._loading = loading
        self._lock = threading.Lock()
        self._process: Any = None
        self._connection: Connection | None = None
        self._closed = False
        if start:
            self._start()

    # The Bot protocol ---------------------------------------------------------------------

    def choose(self, view: PlayerView, legal: Sequence[Action], rng: random.Random) -> Decision:
        """Ask the bot in the worker process for its turn (see ``Bot.choose``)."""
        decision = self._call(("choose", view, tuple(legal)), rng)
        assert decision is not None
        return decision

    def consider_calza(self, view: PlayerView, rng: random.Random) -> Decision | None:
        """Ask the bot in the worker process whether it calls Calza (see ``Bot.consider_calza``)."""
        return self._call(("calza", view, (Calza(),)), rng)

    # Life of the process ------------------------------------------------------------------

    def renew(self) -> None:
        """Make a new bot in the worker process, as a new game does.

        Raises:
            BotSpecError: the bot's constructor failed, or the process could not be started.
        """
        if not self._alive():
            self._start()
            return
        assert self._connection is not None
        try:
            self._connection.send(("make",))
        except (OSError, ValueError):
            self._reap()
            raise BotSpecError(f"bot {self.spec} ended its process") from None
        self._await_bot()

    def kill(self) -> None:
        """Stop the worker process now, from any thread; later calls fail at once."""
        with self._lock:
            self._closed = True
            process = self._process
        if process is not None:
            process.kill()  # a process that has ended already is left alone

    def close(self) -> None:
        """Stop the worker process and wait for it."""
        self.kill()
        self._reap()

    def _start(self) -> None:
        self._reap()
        parent, child = _CONTEXT.Pipe()
        process = _CONTEXT.Process(
            target=_serve,
            args=(child, self.spec, self._digest),
            name=f"perudo-bot {self.spec}",
            daemon=True,
        )
        with self._lock:
            if self._closed:
                raise BotSpecError(f"bot {self.spec} was stopped")
            self._process, self._connection = process, parent
            process.start()
        child.close()
        try:
            try:
                self._receive(START_TIMEOUT_S, "start")  # ("alive",): the bot is made next
            except BotError as error:
                raise BotSpecError(f"bot {self.spec} {error}") from None
            self._await_bot()
        except BotSpecError:
            self._reap()
            raise
        log.debug("bot %s started in process %s", self.spec, process.pid)

    def _await_bot(self) -> None:
        """Wait for the worker to have made its bot.

        Raises:
            BotSpecError: it could not, or did not say so within its budget (a hanging import).
        """
        if self._loading is not None:
            self._loading(True)
        try:
            reply = self._receive(max(self.budget_s, LOAD_FLOOR_S), "load")
        except BotError as error:
            raise BotSpecError(f"bot {self.spec} {error}") from None
        finally:
            if self._loading is not None:
                self._loading(False)
        if reply[0] != "ready":
            raise BotSpecError(reply[1])

    def _alive(self) -> bool:
        return self._process is not None and self._process.is_alive()

    def _call(self, message: tuple[object, ...], rng: random.Random) -> Decision | None:
        if self._closed:
            raise BotError(Fault(FaultKind.STOPPED))
        if not self._alive():
            try:
                self._start()
            except BotSpecError as error:
                raise BotError(Fault(FaultKind.NOT_RESTARTED, detail=str(error))) from None
        assert self._connection is not None
        try:
            self._connection.send((*message, rng.getstate()))
        except (OSError, ValueError):
            self._reap()
            raise BotError(Fault(FaultKind.PROCESS_ENDED)) from None
        kind, payload, state = self._receive(self.budget_s)
        rng.setstate(state)
        if kind == "fault":
            raise BotError(payload)  # a Fault, made in the worker
        return payload  # type: ignore[no-any-return]

    def _receive(self, timeout_s: float, what: str = "answer") -> tuple[Any, ...]:
        """Return the worker's next reply; kill it if none comes in ``timeout_s`` seconds.

        ``what`` it was to do is named in the error (answer, start, load).
        """
        connection = self._connection
        assert connection is not None
        try:
            if not connection.poll(timeout_s):
                self._reap()
                raise BotError(Fault(FaultKind.NO_REPLY, seconds=timeout_s, detail=what))
            reply: tuple[Any, ...] = connection.recv()
        except (EOFError, OSError):
            self._reap()
            raise BotError(Fault(FaultKind.PROCESS_ENDED)) from None
        return reply

    def _reap(self) -> None:
        with self._lock:
            process, connection = self._process, self._connection
            self._process = self._connection = None
        if connection is not None:
            connection.close()
        if process is not None:
            if process.is_alive():
                process.kill()
            process.join(1.0)


def _serve(connection: Connection, spec: str, digest: str | None) -> None:
    """The worker process: make the bot, then answer requests until the pipe closes."""
    # Ctrl+C is for the program that started us: it stops us when it is done.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    limit_memory(MEMORY_LIMIT_BYTES)
    connection.send(("alive",))
    bot = _make(connection, spec, digest)
    while True:
        try:
            message = connection.recv()
        except (EOFError, OSError):
            return
        if message[0] == "make":
            bot = _make(connection, spec, digest)
            continue
        kind, view, legal, state = message
        rng = random.Random()
        rng.setstate(state)
        try:
            if bot is None:
                raise BotError(Fault(FaultKind.NOT_MADE))
            if kind == "choose":
                answer: object = bot.choose(view, legal, rng)
            else:
                answer = bot.consider_calza(view, rng)
            reply: tuple[str, object] = (
                "ok",
                None if answer is None else checked_decision(answer, legal),
            )
        except BotError as error:
            reply = ("fault", error.fault)
        except BaseException as error:  # a plugin may raise anything, SystemExit included
            reply = ("fault", Fault(FaultKind.RAISED, detail=describe_error(error)))
        connection.send((*reply, rng.getstate()))


def limit_memory(limit: int) -> None:
    """Cap this process's address space at ``limit`` bytes, where the system has such a cap.

    Where it has none (Windows: no ``resource`` module), or refuses it, nothing changes.
    """
    try:
        import resource
    except ImportError:
        return
    _, hard = resource.getrlimit(resource.RLIMIT_AS)
    soft = limit if hard == resource.RLIM_INFINITY else min(limit, hard)
    try:
        resource.setrlimit(resource.RLIMIT_AS, (soft, hard))
    except (ValueError, OSError) as error:
        log.debug("the memory of bot processes cannot be capped here: %s", error)


def _make(connection: Connection, spec: str, digest: str | None) -> Bot | None:
    try:
        bot = make_bot(spec, digest)
    except BaseException as error:  # a plugin may raise anything while loading
        message = str(error) if isinstance(error, BotSpecError) else describe_error(error)
        connection.send(("failed", message))
        return None
    connection.send(("ready",))
    return bot
