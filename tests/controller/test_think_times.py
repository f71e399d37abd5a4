"""Think times by personality: a floor and a spread, drawn from a source that never sees dice.

Fairness: over 2,000 seeded decisions, a bot's think times are the same whatever its hand.
"""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest
from PySide6.QtCore import QTimer
from pytestqt.qtbot import QtBot

from perudo_qt.bots import PRESETS
from perudo_qt.controller.pacing import (
    THINK_TIMES,
    Speed,
    ThinkTime,
    seat_personality,
    think_rng,
    think_time,
)
from perudo_qt.controller.table import SeatSetup, TableSetup
from perudo_qt.rules import BidMade, DudoCalled, RoundStarted, RuleOptions

from .fake_clock import FakeClock, FakeTimer


def test_every_personality_has_a_think_time_within_its_floor_and_spread() -> None:
    assert set(THINK_TIMES) == set(PRESETS)
    for think in THINK_TIMES.values():
        draws = [think.draw(think_rng(5, asked)) for asked in range(400)]
        assert think.floor_ms <= min(draws) and max(draws) <= think.floor_ms + think.spread_ms
        assert max(draws) - min(draws) > think.spread_ms * 0.9  # it varies over its spread


def test_personalities_think_at_their_own_pace() -> None:
    means = {
        name: sum(think.draw(think_rng(1, asked)) for asked in range(500)) / 500
        for name, think in THINK_TIMES.items()
    }
    assert means["pirate"] < means["balanced"] < means["accountant"]


def test_speeds_scale_the_draw_and_instant_is_no_wait() -> None:
    think = ThinkTime(600, 300)
    normal = Speed.NORMAL.think_ms(think, think_rng(3, 1))
    assert 600 <= normal <= 900
    assert Speed.FAST.think_ms(think, think_rng(3, 1)) == round(normal / 3)
    assert Speed.INSTANT.think_ms(think, think_rng(3, 1)) == 0


def test_the_draw_depends_on_the_seed_and_the_question_only() -> None:
    think = THINK_TIMES["gambler"]
    assert think.draw(think_rng(9, 4)) == think.draw(think_rng(9, 4))
    assert len({think.draw(think_rng(9, asked)) for asked in range(20)}) > 10
    # A stream apart from the bots' own draws (BotRequest.seed), so it cannot echo them.
    bots = random.Random((9 * 1_000_003 + 4) & 0xFFFFFFFF).random()
    assert think_rng(9, 4).random() != bots


def test_a_seat_thinks_as_its_character_or_its_personality() -> None:
    assert seat_personality(SeatSetup("M", "hard", "pirate", character="morgana")) == "pirate"
    assert seat_personality(SeatSetup("E", "expert", character="condor")) == "balanced"
    assert seat_personality(SeatSetup("A", "normal", "skeptic")) == "skeptic"
    assert seat_personality(SeatSetup("B", "easy")) == "balanced"
    assert think_time(SeatSetup("L", "easy", "accountant")) == THINK_TIMES["accountant"]


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


@pytest.mark.gui
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
