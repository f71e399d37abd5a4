"""When the coach speaks: a setting's values, apart from the reviews that need the bots."""

from __future__ import annotations

from enum import IntEnum


class CoachMode(IntEnum):
    """When the window shows the coach's review on its own."""

    OFF = 0
    AFTER_ROUND = 1
    AFTER_GAME = 2
