"""The clock the turn loop is timed by: one-shot timers that pause keeping the time they had left.

Pure Python, no Qt: the game runs on ``qt_clock.QtClock`` (Qt timers on the GUI thread), tests
on a fake clock they advance by hand, as qutebrowser's ``InstaTimer`` and Twisted's ``Clock`` do.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable


class Timer(ABC):
    """Calls its callback once, ``ms`` milliseconds after ``start``, unless stopped first.

    ``pause`` holds a running timer with the time it had left; ``resume`` runs it on from there.
    A clock makes its timers (``Clock.timer``); subclasses say how they arm and disarm.
    """

    def __init__(self, callback: Callable[[], None], name: str) -> None:
        self.name = name
        """What the timer is for (in a Qt timer, its object name)."""
        self._callback = callback
        self._held_ms: int | None = None

    def start(self, ms: int, held: bool = False) -> None:
        """Run the timer for ``ms`` from now (or hold it with ``ms`` left, when ``held``)."""
        self._disarm()
        self._held_ms = max(ms, 0) if held else None
        if not held:
            self._arm(max(ms, 0))

    def stop(self) -> None:
        """Stop the timer, held or running: its callback is not called."""
        self._held_ms = None
        self._disarm()

    def pause(self) -> None:
        """Hold a running timer with the time it has left (a timer not running stays as it is)."""
        if self.is_active:
            self._held_ms = self._left_ms()
            self._disarm()

    def resume(self) -> None:
        """Run a held timer on for the time it had left."""
        if self._held_ms is not None:
            ms, self._held_ms = self._held_ms, None
            self._arm(ms)

    @property
    def is_held(self) -> bool:
        """Whether the timer is paused with time left (see ``pause``)."""
        return self._held_ms is not None

    @property
    def remaining_ms(self) -> int:
        """The time left before the callback, running or held; -1 when neither."""
        if self._held_ms is not None:
            return self._held_ms
        return self._left_ms() if self.is_active else -1

    @property
    @abstractmethod
    def is_active(self) -> bool:
        """Whether the timer is running (a held one is not)."""

    def _fire(self) -> None:
        """Call the callback (subclasses call this when the time is up)."""
        self._callback()

    @abstractmethod
    def _arm(self, ms: int) -> None:
        """Call ``_fire`` in ``ms``, instead of any earlier time."""

    @abstractmethod
    def _disarm(self) -> None:
        """Do not call ``_fire``."""

    @abstractmethod
    def _left_ms(self) -> int:
        """The time left before ``_fire`` of a running timer, at least 0."""


class Clock(ABC):
    """Makes the timers of one owner (a game controller)."""

    @abstractmethod
    def timer(self, callback: Callable[[], None], name: str) -> Timer:
        """Return a stopped timer that calls ``callback``; ``name`` says what it is for."""
