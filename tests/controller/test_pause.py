"""Holding the table while a dialog is open, and playing the rest of a game at once."""

from __future__ import annotations

from pathlib import Path

import pytest

from perudo_qt.controller.game_controller import GameController
from perudo_qt.controller.pacing import Speed
from perudo_qt.controller.table import SeatSetup, TableSetup
from perudo_qt.rules import RuleOptions

pytestmark = pytest.mark.gui


def sleepers(plugin_file: Path) -> TableSetup:
    seats = tuple(SeatSetup(name, f"{plugin_file}:Sleeper") for name in ("Sol", "Luna"))
    return TableSetup(seats, RuleOptions(dice_per_player=1))


def test_no_bot_is_asked_while_paused(qtbot, controller: GameController) -> None:
    asked: list[int] = []
    controller.bot_thinking.connect(asked.append)
    controller.pause()
    controller.start(TableSetup.all_bots(3), seed=1)
    qtbot.assertNotEmitted(controller.bot_thinking, wait=300)
    assert asked == []
    with qtbot.waitSignal(controller.bot_thinking, timeout=5000):
        controller.resume()


def test_pauses_nest(qtbot, controller: GameController) -> None:
    with controller.paused():
        with controller.paused():
            controller.start(TableSetup.all_bots(3), seed=1)
        assert controller.is_paused
        qtbot.assertNotEmitted(controller.bot_thinking, wait=200)
    assert not controller.is_paused
    with qtbot.waitSignal(controller.bot_thinking, timeout=5000):
        pass


def test_an_answer_that_arrives_while_paused_is_kept_and_played_on_resume(
    qtbot, controller: GameController, plugin_file: Path
) -> None:
    """The sleeper answers after 0.25 s, while the table is paused: nothing happens until resume."""
    controller.budget_s = 0.4
    with qtbot.waitSignal(controller.bot_thinking, timeout=5000) as thinking:
        controller.start(sleepers(plugin_file), seed=1)
    controller.pause()
    assert not controller._budget_timer.isActive()  # no bot can run out of time while paused
    failures: list[int] = []
    decided: list[tuple[int, str]] = []
    controller.bot_failed.connect(lambda seat, why: failures.append(seat))
    controller.bot_decided.connect(lambda seat, decision: decided.append((seat, decision.reason)))
    game = controller.game
    assert game is not None
    before = game.history
    qtbot.waitUntil(lambda: controller._pending_answer is not None, timeout=5000)
    qtbot.wait(300)  # past the budget: had its timer run, the bot would have been replaced
    assert failures == [] and decided == [] and game.history == before
    controller.resume()
    assert decided[0] == (thinking.args[0], "slept on it")
    assert len(game.history) > len(before)
    assert failures == []


def test_fast_forward_plays_the_rest_at_instant_pace(qtbot, controller: GameController) -> None:
    controller.speed = Speed.NORMAL
    paces: list[Speed] = []
    controller.bot_thinking.connect(lambda seat: paces.append(controller.pace))
    with qtbot.waitSignal(controller.bot_thinking, timeout=5000):
        controller.start(TableSetup.all_bots(4, RuleOptions(dice_per_player=2)), seed=7)
    controller.fast_forward()
    assert controller.is_fast_forwarding
    with qtbot.waitSignal(controller.game_finished, timeout=30000):
        pass
    assert paces[1:] and all(pace is Speed.INSTANT for pace in paces[1:])
    assert not controller.is_fast_forwarding
    assert controller.pace is Speed.NORMAL
