"""The game's clock: single-shot ``QTimer``s on the GUI thread (see ``clock`` for the interface)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer

from .clock import Clock, Timer


class QtTimer(Timer):
    """A ``Timer`` on a single-shot ``QTimer`` whose object name is the timer's name."""

    def __init__(self, callback: Callable[[], None], name: str, parent: QObject | None) -> None:
        super().__init__(callback, name)
        self._timer = QTimer(parent)
        self._timer.setObjectName(name)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._fire)

    @property
    def is_active(self) -> bool:
        """Whether the ``QTimer`` runs."""
        return self._timer.isActive()

    def _arm(self, ms: int) -> None:
        self._timer.start(ms)

    def _disarm(self) -> None:
        self._timer.stop()

    def _left_ms(self) -> int:
        return max(self._timer.remainingTime(), 0)


class QtClock(Clock):
    """Makes ``QtTimer``s, children of ``parent`` (create it on the thread they run on)."""

    def __init__(self, parent: QObject | None = None) -> None:
        self._parent = parent

    def timer(self, callback: Callable[[], None], name: str) -> Timer:
        """Return a stopped ``QtTimer`` calling ``callback``."""
        return QtTimer(callback, name, self._parent)
