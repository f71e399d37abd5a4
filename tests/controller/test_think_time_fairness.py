"""Fairness of think times: over 2,000 seeded decisions, a bot thinks as long whatever its hand."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest
from PySide6.QtCore import QTimer
from pytestqt.qtbot import QtBot

from perudo_qt.controller.pacing import THINK_TIMES, Speed
from perudo_qt.controller.table import SeatSetup, TableSetup
from perudo_qt.rules import BidMade, DudoCalled, RoundStarted, RuleOptions

from .fake_clock import FakeClock, FakeTimer

pytestmark = pytest.mark.gui


class _Recording(FakeTimer):
    """A think timer that writes down each think time and is over on the next turn of the loop."""

    def __init__(self, clock: FakeClock, callback: Callable[[], None], record: list[int]) -> None:
        super().__init__(clock, callback, "think")
        self._record = record

    def _arm(self, ms: int) -> None:
        super()._arm(ms)
        self._record.append(ms)
        QTimer.singleShot(0, self._over)

    def _over(self) -> None:
        if self.is_active:
            self.fire()


class ThinkClock(FakeClock):
    """A fake clock whose think timers are recorded and run out at once."""

    def __init__(self) -> None:
        super().__init__()
        self.thinks: list[int] = []

    def timer(self, callback: Callable[[], None], name: str) -> FakeTimer:  # type: ignore[override]
        if name != "think":
            return super().timer(callback, name)  # type: ignore[return-value]
        return _Recording(self, callback, self.thinks)


PERSONALITY_TABLE = TableSetup(
    tuple(SeatSetup(name, "normal", "pirate") for name in ("Ana", "Bruno", "Carmen", "Diego")),
    RuleOptions(),
)


def play_games(qtbot: QtBot, seeds: range, rehand: bool) -> tuple[list[list[int]], list[list]]:
    """Play a bots-only game per seed at normal speed; return each game's think times and moves.

    With ``rehand``, every round's dice are dealt anew from another source than the game's:
    the same seeds, other hands.
    """
    from perudo_qt.controller.game_controller import GameController

    clock = ThinkClock()
    controller = GameController(Speed.NORMAL, clock=clock)
    hands = random.Random(99)

    def deal(events: tuple, view: object) -> None:
        game = controller.game
        if not rehand or game is None or game.is_over:
            return
        if any(isinstance(event, RoundStarted) for event in events):
            counts = game.dice_counts
            game.set_round_dice([[hands.randint(1, 6) for _ in range(n)] for n in counts])

    controller.events_happened.connect(deal)
    controller.events_happened.connect(lambda events, view: controller.proceed())
    thinks, moves = [], []
    try:
        for seed in seeds:
            clock.thinks.clear()
            with qtbot.waitSignal(controller.game_finished, timeout=60000):
                controller.start(PERSONALITY_TABLE, seed=seed)
            game = controller.game
            assert game is not None
            thinks.append(list(clock.thinks))
            moves.append([e for e in game.history if isinstance(e, (BidMade, DudoCalled))])
    finally:
        controller.shutdown()
    return thinks, moves


def test_over_2000_decisions_think_times_do_not_depend_on_the_hand(qtbot: QtBot) -> None:
    """The same seeds with other hands: the bots play otherwise, and think exactly as long."""
    seeds = range(1, 41)
    dealt, dealt_moves = play_games(qtbot, seeds, rehand=False)
    other, other_moves = play_games(qtbot, seeds, rehand=True)
    compared = 0
    for first, second in zip(dealt, other, strict=True):
        length = min(len(first), len(second))
        assert first[:length] == second[:length]
        compared += length
    assert compared >= 2000
    assert sum(a != b for a, b in zip(dealt_moves, other_moves, strict=True)) > 30
    draws = [ms for game in dealt for ms in game]
    pirate = THINK_TIMES["pirate"]
    assert min(draws) >= pirate.floor_ms and max(draws) <= pirate.floor_ms + pirate.spread_ms
