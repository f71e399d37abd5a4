"""The pace of play: how long bots think and animations run at each speed setting."""

from __future__ import annotations

import enum


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
    def think_ms(self) -> int:
        """How long a bot appears to think before its answer is played."""
        return {Speed.NORMAL: 900, Speed.FAST: 300, Speed.INSTANT: 0}[self]

    def ms(self, normal_ms: int) -> int:
        """Scale a duration given for normal speed."""
        return round(normal_ms * self.scale)
