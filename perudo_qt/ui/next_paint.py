"""Calling back after a widget's next paint, once control is back in the event loop.

A timer of 0 ms started before a window is shown fires before its first paint: work that
should wait until something is on the screen waits for the paint itself.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QWidget


class _NextPaint(QObject):
    """Watches a widget for its next paint: notes it, then calls back once control is back."""

    def __init__(
        self, widget: QWidget, callback: Callable[[], None], at_paint: Callable[[], None] | None
    ) -> None:
        super().__init__(widget)
        self._callback = callback
        self._at_paint = at_paint
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt API
        """On the paint: stop watching, note it, and call back from the event loop."""
        if event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            if self._at_paint is not None:
                self._at_paint()
            QTimer.singleShot(0, self, self._callback)
        return False


def after_next_paint(
    widget: QWidget, callback: Callable[[], None], at_paint: Callable[[], None] | None = None
) -> None:
    """Call ``callback`` once ``widget`` has been painted next, when control is back.

    ``at_paint`` is called at the paint itself (to note the time, say). Nothing is called if
    the widget is destroyed first.
    """
    _NextPaint(widget, callback, at_paint)
