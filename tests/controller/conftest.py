"""Fixtures for controller tests: a controller at instant speed on a fake clock, shut down after."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from perudo_qt.controller.game_controller import GameController
from perudo_qt.controller.pacing import Speed

from .fake_clock import FakeClock
from .plugins import confirm

PLUGIN_BOTS = '''
import time

from perudo_qt.bots import Decision, safe_action


class Sleeper:
    """Thinks for a while, then plays safe."""

    name = "sleeper"
    seconds = 0.25

    def choose(self, view, legal, rng):
        time.sleep(self.seconds)
        return Decision(safe_action(legal), "slept on it")

    def consider_calza(self, view, rng):
        return None


class Crasher:
    name = "crasher"

    def choose(self, view, legal, rng):
        raise RuntimeError("plugin bug")

    def consider_calza(self, view, rng):
        raise RuntimeError("plugin bug")
'''


@pytest.fixture
def plugin_file(tmp_path: Path) -> Path:
    path = tmp_path / "test_bots_plugin.py"
    path.write_text(PLUGIN_BOTS)
    return path


@pytest.fixture
def clock() -> FakeClock:
    """The controller's clock: think times, budgets and the slow-load notice wait for the test."""
    return FakeClock()


@pytest.fixture
def controller(qtbot: QtBot, plugin_file: Path, clock: FakeClock) -> Iterator[GameController]:
    controller = GameController(Speed.INSTANT, clock=clock)
    confirm(controller, plugin_file)  # the tests' own plugins run
    # Without a window, go on as soon as events are out (a window waits for its animations).
    controller.events_happened.connect(lambda events, view: controller.proceed())
    yield controller
    controller.shutdown()
