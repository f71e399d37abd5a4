"""Answering the next modal dialog from a test, and never a later test's."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

_waiting: list[QTimer] = []
"""The answers still looking for their dialog; ``stop_answering`` drops them after each test."""


def answer_modal(callback: Callable[[Any], object]) -> None:
    """Run ``callback(dialog)`` on the next modal dialog as soon as it is open.

    The answer looks for its dialog every 10 ms until one opens, within the test that asked:
    an answer whose dialog never opened must not answer a dialog of a later test.
    """
    timer = QTimer()
    timer.setInterval(10)

    def check() -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is not None and timer in _waiting:
            timer.stop()
            _waiting.remove(timer)
            callback(dialog)

    timer.timeout.connect(check)
    _waiting.append(timer)
    timer.start()


def stop_answering() -> None:
    """Drop every answer still waiting for its dialog (at the end of each test)."""
    for timer in _waiting:
        timer.stop()
    _waiting.clear()
