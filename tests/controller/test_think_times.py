"""Think times by personality: a floor and a spread, drawn from a source that never sees dice.

Pure: no Qt (the fairness over 2,000 decisions is ``test_think_time_fairness``'s).
"""

from __future__ import annotations

import random

from perudo_qt.bots import PRESETS
from perudo_qt.controller.pacing import (
    THINK_TIMES,
    Speed,
    ThinkTime,
    seat_personality,
    think_rng,
    think_time,
)
from perudo_qt.controller.table import SeatSetup


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
