"""A clock for tests: time stands still until the test advances it (Twisted's ``Clock``)."""

from __future__ import annotations

from collections.abc import Callable

from perudo_qt.controller.clock import Clock, Timer


class FakeTimer(Timer):
    """A timer of a ``FakeClock``: due at a time on that clock, fired by ``advance``."""

    def __init__(self, clock: FakeClock, callback: Callable[[], None], name: str) -> None:
        super().__init__(callback, name)
        self._clock = clock
        self.due_ms: int | None = None

    @property
    def is_active(self) -> bool:
        """Whether the timer is due at some time."""
        return self.due_ms is not None

    def _arm(self, ms: int) -> None:
        self.due_ms = self._clock.now_ms + ms

    def _disarm(self) -> None:
        self.due_ms = None

    def _left_ms(self) -> int:
        assert self.due_ms is not None
        return max(self.due_ms - self._clock.now_ms, 0)

    def fire(self) -> None:
        """Disarm, then call the callback (the clock calls this when the timer is due)."""
        self.due_ms = None
        self._fire()


class FakeClock(Clock):
    """Makes ``FakeTimer``s; ``advance(ms)`` fires those due, in order, each at its own time."""

    def __init__(self) -> None:
        self.now_ms = 0
        self._timers: list[FakeTimer] = []

    def timer(self, callback: Callable[[], None], name: str) -> Timer:
        """Return a stopped ``FakeTimer`` calling ``callback``."""
        timer = FakeTimer(self, callback, name)
        self._timers.append(timer)
        return timer

    def advance(self, ms: int) -> None:
        """Let ``ms`` pass, firing the timers due meanwhile (also those they start)."""
        end = self.now_ms + ms
        while due := [t for t in self._timers if t.due_ms is not None and t.due_ms <= end]:
            timer = min(due, key=lambda t: t.due_ms or 0)
            self.now_ms = max(self.now_ms, timer.due_ms or 0)
            timer.fire()
        self.now_ms = end

    def running(self, name: str) -> bool:
        """Whether a timer named ``name`` runs."""
        return any(timer.is_active for timer in self._timers if timer.name == name)

    def remaining_ms(self, name: str) -> int:
        """The time left on the timer named ``name``, running or held (-1: neither)."""
        left = [timer.remaining_ms for timer in self._timers if timer.name == name]
        return max(left, default=-1)
