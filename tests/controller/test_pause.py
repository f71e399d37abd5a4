"""Think times, holding the table while a dialog is open, and playing the rest of a game at once.

Time is the fake clock's: it moves only when a test advances it.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from perudo_qt.controller import bot_worker
from perudo_qt.controller.game_controller import GameController
from perudo_qt.controller.pacing import THINK_TIMES, Speed, think_rng
from perudo_qt.controller.table import SeatSetup, TableSetup
from perudo_qt.controller.turn import Phase
from perudo_qt.rules import RuleOptions

from .fake_clock import FakeClock
from .thread_bots import NativeSleeper

pytestmark = pytest.mark.gui

THINK_MS = Speed.NORMAL.think_ms(THINK_TIMES["balanced"], think_rng(1, 1))
"""The first think time of the bots-only game of seed 1 (its seats have no personality)."""


def sleepers(plugin_file: Path) -> TableSetup:
    seats = tuple(SeatSetup(name, f"{plugin_file}:Sleeper") for name in ("Sol", "Luna"))
    return TableSetup(seats, RuleOptions(dice_per_player=1))


def test_no_bot_is_asked_while_paused(qtbot: QtBot, controller: GameController) -> None:
    asked: list[int] = []
    controller.bot_thinking.connect(asked.append)
    controller.pause()
    controller.start(TableSetup.all_bots(3), seed=1)
    qtbot.assertNotEmitted(controller.bot_thinking, wait=300)
    assert asked == []
    with qtbot.waitSignal(controller.bot_thinking, timeout=5000):
        controller.resume()


def test_pauses_nest(qtbot: QtBot, controller: GameController) -> None:
    with controller.paused():
        with controller.paused():
            controller.start(TableSetup.all_bots(3), seed=1)
        assert controller.is_paused
        qtbot.assertNotEmitted(controller.bot_thinking, wait=200)
    assert not controller.is_paused
    with qtbot.waitSignal(controller.bot_thinking, timeout=5000):
        pass


def test_an_answer_that_arrives_while_paused_is_kept_and_played_on_resume(
    qtbot: QtBot, controller: GameController, clock: FakeClock, plugin_file: Path
) -> None:
    """The sleeper answers while the table is paused: nothing happens until resume."""
    with qtbot.waitSignal(controller.bot_thinking, timeout=5000) as thinking:
        controller.start(sleepers(plugin_file), seed=1)
    controller.pause()
    assert controller.phase is Phase.PAUSED
    assert not clock.running("budget")  # no bot can run out of time while paused
    failures: list[int] = []
    decided: list[tuple[int, str]] = []
    controller.bot_failed.connect(lambda seat, why: failures.append(seat))
    controller.bot_decided.connect(lambda seat, decision: decided.append((seat, decision.reason)))
    game = controller.game
    assert game is not None
    before = game.history
    qtbot.waitUntil(lambda: controller.turn.answer_waiting, timeout=20000)
    clock.advance(10 * round(controller.budget_s * 1000))  # far past the budget
    assert failures == [] and decided == [] and game.history == before
    controller.resume()
    assert decided[0] == (thinking.args[0], "slept on it")
    assert len(game.history) > len(before)
    assert failures == []


def test_fast_forward_plays_the_rest_at_instant_pace(
    qtbot: QtBot, controller: GameController
) -> None:
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


def wait_for_an_answer(qtbot: QtBot, controller: GameController) -> list[int]:
    """Start a bots-only game at normal speed; return the seats decided, once one bot answered."""
    decided: list[int] = []
    controller.bot_decided.connect(lambda seat, decision: decided.append(seat))
    controller.speed = Speed.NORMAL
    controller.start(TableSetup.all_bots(3), seed=1)
    qtbot.waitUntil(lambda: controller.turn.answer_waiting, timeout=20000)
    return decided


def test_a_bots_answer_is_played_after_its_think_time(
    qtbot: QtBot, controller: GameController, clock: FakeClock
) -> None:
    decided = wait_for_an_answer(qtbot, controller)
    clock.advance(THINK_MS - 1)
    assert decided == []
    clock.advance(1)
    assert len(decided) == 1


def test_a_pause_holds_the_think_time_with_what_was_left(
    qtbot: QtBot, controller: GameController, clock: FakeClock
) -> None:
    decided = wait_for_an_answer(qtbot, controller)
    clock.advance(400)
    with controller.paused():
        assert clock.remaining_ms("think") == THINK_MS - 400
        clock.advance(10 * THINK_MS)
        assert decided == []
    clock.advance(THINK_MS - 400 - 1)
    assert decided == []
    clock.advance(1)
    assert len(decided) == 1


def test_a_pause_holds_the_budget_with_what_was_left(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, controller: GameController, clock: FakeClock
) -> None:
    """A bot that never answers is overruled once its whole budget ran, pauses left out."""
    stuck = NativeSleeper()
    monkeypatch.setattr(bot_worker, "make_bot", lambda spec: stuck)
    failures: list[int] = []
    controller.bot_failed.connect(lambda seat, why: failures.append(seat))
    budget_ms = round(controller.budget_s * 1000)
    controller.start(TableSetup.all_bots(2), seed=1)
    qtbot.waitUntil(lambda: controller.turn.budget_running, timeout=5000)
    clock.advance(1000)
    controller.pause()
    assert clock.remaining_ms("budget") == budget_ms - 1000
    clock.advance(10 * budget_ms)
    controller.resume()
    clock.advance(budget_ms - 1000 - 1)
    assert failures == []
    clock.advance(1)
    assert len(failures) == 1
    stuck.let_go.set()
