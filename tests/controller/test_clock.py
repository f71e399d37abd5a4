"""The game's clock: Qt timers that fire, stop, and pause keeping the time they had left."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QObject, QTimer
from pytestqt.qtbot import QtBot

from perudo_qt.controller.qt_clock import QtClock

pytestmark = pytest.mark.gui

LONG_MS = 600_000  # never reached in a test


def test_a_timer_fires_once(qtbot: QtBot) -> None:
    fired: list[str] = []
    timer = QtClock().timer(lambda: fired.append("think"), "think")
    timer.start(0)
    assert timer.is_active
    qtbot.waitUntil(lambda: fired == ["think"], timeout=5000)
    assert not timer.is_active and timer.remaining_ms == -1


def test_a_paused_timer_keeps_its_time_and_runs_on_at_resume(qtbot: QtBot) -> None:
    fired: list[str] = []
    timer = QtClock().timer(lambda: fired.append("budget"), "budget")
    timer.start(LONG_MS)
    timer.pause()
    assert not timer.is_active and timer.is_held
    assert timer.remaining_ms > 0  # a coarse timer may give a little more than it was set
    timer.stop()
    assert not timer.is_held and timer.remaining_ms == -1
    timer.start(0, held=True)
    qtbot.wait(50)
    assert fired == []  # held: it does not run
    timer.resume()
    qtbot.waitUntil(lambda: fired == ["budget"], timeout=5000)


def test_a_stopped_timer_never_fires(qtbot: QtBot) -> None:
    fired: list[str] = []
    timer = QtClock().timer(lambda: fired.append("late"), "late")
    timer.start(0)
    timer.stop()
    qtbot.wait(50)
    assert fired == []


def test_the_timers_are_children_named_for_what_they_time() -> None:
    owner = QObject()
    QtClock(owner).timer(lambda: None, "slow load")
    assert owner.findChild(QTimer, "slow load") is not None
