"""A plugin is seated only as the person confirmed it, and one that hangs on import is replaced."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from perudo_qt.controller.game_controller import SLOW_LOAD_MS, GameController
from perudo_qt.controller.table import SeatSetup, TableSetup
from perudo_qt.rules import RuleOptions

from ..bots.plugin_files import hanging_plugin, marking_plugin
from .fake_clock import FakeClock
from .plugins import confirm

pytestmark = pytest.mark.gui

ONE_DIE = RuleOptions(dice_per_player=1)


def test_an_unconfirmed_plugin_is_never_imported_and_a_normal_bot_sits_in(
    qtbot: QtBot, controller: GameController, tmp_path: Path
) -> None:
    plugin, marker = marking_plugin(tmp_path)
    replaced: list[tuple[int, str]] = []
    decided: list[int] = []
    controller.bot_replaced.connect(lambda seat, why: replaced.append((seat, str(why))))
    controller.bot_decided.connect(lambda seat, decision: decided.append(seat))
    seats = (SeatSetup("Plug", f"{plugin}:Bot"), SeatSetup("Bea", "normal"))
    with qtbot.waitSignal(controller.game_finished, timeout=30000):
        controller.start(TableSetup(seats, ONE_DIE), seed=3)
    assert replaced == [(0, "marks.py was not confirmed to run")]
    assert controller.setup is not None and controller.setup.seats[0] == SeatSetup("Plug", "normal")
    assert 0 in decided
    assert not marker.exists()


def test_a_plugin_changed_after_its_yes_is_asked_about_again(
    qtbot: QtBot, controller: GameController, tmp_path: Path
) -> None:
    plugin, marker = marking_plugin(tmp_path)
    confirm(controller, plugin)
    plugin.write_text(plugin.read_text() + "\n# changed\n")
    replaced: list[int] = []
    controller.bot_replaced.connect(lambda seat, why: replaced.append(seat))
    seats = (SeatSetup("Plug", f"{plugin}:Bot"), SeatSetup("Bea", "normal"))
    with qtbot.waitSignal(controller.game_finished, timeout=30000):
        controller.start(TableSetup(seats, ONE_DIE), seed=3)
    assert replaced == [0]
    assert not marker.exists()


def test_a_confirmed_plugin_plays(qtbot: QtBot, controller: GameController, tmp_path: Path) -> None:
    plugin, marker = marking_plugin(tmp_path)
    confirm(controller, plugin)
    replaced: list[int] = []
    controller.bot_replaced.connect(lambda seat, why: replaced.append(seat))
    seats = (SeatSetup("Plug", f"{plugin}:Bot"), SeatSetup("Bea", "normal"))
    with qtbot.waitSignal(controller.game_finished, timeout=30000):
        controller.start(TableSetup(seats, ONE_DIE), seed=3)
    assert replaced == []
    assert marker.read_text() == "ran"


def test_a_plugin_whose_import_hangs_is_announced_then_replaced(
    qtbot: QtBot, controller: GameController, clock: FakeClock, tmp_path: Path
) -> None:
    plugin = hanging_plugin(tmp_path)
    confirm(controller, plugin)
    controller.budget_s = 3.0
    replaced: list[tuple[int, str]] = []
    decided: list[int] = []
    controller.bot_replaced.connect(lambda seat, why: replaced.append((seat, str(why))))
    controller.bot_decided.connect(lambda seat, decision: decided.append(seat))
    seats = (SeatSetup("Hang", f"{plugin}:Bot"), SeatSetup("Bea", "normal"))
    slow: list[int] = []
    controller.bot_loading_slowly.connect(slow.append)
    controller.start(TableSetup(seats, ONE_DIE), seed=3)
    qtbot.waitUntil(lambda: clock.running("slow load"), timeout=20000)  # its import began
    clock.advance(SLOW_LOAD_MS - 1)
    assert slow == []
    clock.advance(1)
    assert slow == [0]
    assert replaced == []  # told while it still loads, before the Normal bot takes over
    with qtbot.waitSignal(controller.game_finished, timeout=60000):
        pass
    assert len(replaced) == 1 and replaced[0][0] == 0 and "did not load" in replaced[0][1]
    assert 0 in decided
