"""Fixtures for controller tests: a controller at instant speed on a fake clock, shut down after.

Qt is imported only by the fixture that makes a controller, so that the turn loop's pure tests
in this folder run without it (``make test-pure``).
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from perudo_qt.controller.pacing import Speed

from .fake_clock import FakeClock

if TYPE_CHECKING:
    from pytestqt.qtbot import QtBot

    from perudo_qt.controller.game_controller import GameController

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
    from perudo_qt.controller.game_controller import GameController

    from .plugins import confirm

    controller = GameController(Speed.INSTANT, clock=clock)
    confirm(controller, plugin_file)  # the tests' own plugins run
    # Without a window, go on as soon as events are out (a window waits for its animations).
    controller.events_happened.connect(lambda events, view: controller.proceed())
    yield controller
    controller.shutdown()
