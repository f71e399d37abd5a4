"""The pace of play: how long bots think and animations run at each speed setting.

A bot's think time is drawn for its personality (a floor and a spread) from a random source
of its own, seeded by the game's seed and how many times this game has asked a bot to move:
nothing that source sees depends on anyone's dice, so how long a seat thinks tells nothing of
its hand. It is a stream apart from the bots' own draws, too, so it cannot echo a bluff.
"""

from __future__ import annotations

import enum
import random
from dataclasses import dataclass

from perudo_qt.career.characters import CHARACTERS

from .table import SeatSetup


class Speed(enum.Enum):
    """The animation speed setting."""

    NORMAL = "normal"
    FAST = "fast"
    INSTANT = "instant"

    @property
    def scale(self) -> float:
        """Multiplier for every animation duration (0: no animation at all)."""
        return {Speed.NORMAL: 1.0, Speed.FAST: 0.4, Speed.INSTANT: 0.0}[self]

    @property
    def think_scale(self) -> float:
        """Multiplier for a bot's think time (0: it answers as soon as it has decided)."""
        return {Speed.NORMAL: 1.0, Speed.FAST: 1 / 3, Speed.INSTANT: 0.0}[self]

    def ms(self, normal_ms: int) -> int:
        """Scale a duration given for normal speed."""
        return round(normal_ms * self.scale)

    def think_ms(self, think: ThinkTime, rng: random.Random) -> int:
        """Draw how long a bot thinking as ``think`` appears to think at this speed."""
        return round(think.draw(rng) * self.think_scale)


@dataclass(frozen=True, slots=True)
class ThinkTime:
    """How long a personality appears to think at normal speed: a floor, and a spread above it.

    Attributes:
        floor_ms: the least it thinks.
        spread_ms: how much longer it may think, drawn evenly.
    """

    floor_ms: int
    spread_ms: int

    def draw(self, rng: random.Random) -> int:
        """Return one think time, in milliseconds at normal speed."""
        return self.floor_ms + round(rng.random() * self.spread_ms)


THINK_TIMES: dict[str, ThinkTime] = {
    "balanced": ThinkTime(650, 600),
    "accountant": ThinkTime(1000, 700),
    "pirate": ThinkTime(350, 500),
    "skeptic": ThinkTime(800, 900),
    "gambler": ThinkTime(300, 1100),
}
"""Each personality's think time: the Accountant counts twice, the Pirate hardly stops, the
Skeptic weighs every bid, the Gambler goes on a whim."""


def seat_personality(seat: SeatSetup) -> str:
    """Return the personality whose voice and pace a bot seat has ("balanced" when none)."""
    if seat.character:
        return CHARACTERS[seat.character].voice
    return seat.personality or "balanced"


def think_time(seat: SeatSetup) -> ThinkTime:
    """Return how long the bot at ``seat`` thinks, by its personality."""
    return THINK_TIMES.get(seat_personality(seat), THINK_TIMES["balanced"])


def think_rng(seed: int, asked: int) -> random.Random:
    """Return the source of the think time of a game's ``asked``-th question to a bot.

    Seeded from the game's seed and that number only (never from dice), and apart from the
    stream the bots draw from (``BotRequest.seed``).
    """
    return random.Random(f"think time {seed} {asked}")
